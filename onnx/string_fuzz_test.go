package onnx

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// FuzzStringTensor feeds hostile bytes to the TensorProto decoder, seeded
// with string tensors: it must return an error or a valid tensor, never
// panic, never allocate by the dims beyond the strings present, and a
// string tensor it returns must hold string_data as it was and survive a
// round trip through TensorToProto.
func FuzzStringTensor(f *testing.F) {
	str := proto.Int32(int32(onnxpb.TensorProto_STRING))
	for _, tp := range []*onnxpb.TensorProto{
		{DataType: str, Dims: []int64{2, 2}, StringData: [][]byte{[]byte("a"), {}, []byte("Ünï"), {0xff, 0}}},
		{DataType: str, Dims: []int64{}, StringData: [][]byte{[]byte("scalar")}},
		{DataType: str, Dims: []int64{0, 3}},
		{DataType: str, Dims: []int64{1 << 40, 1 << 20}, StringData: [][]byte{[]byte("x")}},
		{DataType: str, Dims: []int64{-1}, StringData: [][]byte{[]byte("x")}},
		{DataType: str, Dims: []int64{1}, RawData: []byte("x")},
		{DataType: str, Dims: []int64{1}, StringData: [][]byte{[]byte("x")}, DataLocation: onnxpb.TensorProto_EXTERNAL.Enum()},
		{DataType: proto.Int32(int32(onnxpb.TensorProto_FLOAT)), Dims: []int64{1}, StringData: [][]byte{[]byte("x")}},
	} {
		b, err := proto.Marshal(tp)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var tp onnxpb.TensorProto
		if proto.Unmarshal(data, &tp) != nil {
			return
		}
		before := allocatedBytes()
		got, err := TensorFromProto(&tp)
		if used := allocatedBytes() - before; used > uint64(64*len(data))+(1<<20) {
			t.Fatalf("decoding %d bytes allocated %d bytes", len(data), used)
		}
		if err != nil {
			return
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("decoded an invalid tensor %v: %v", got, err)
		}
		if got.DType != graph.String {
			return
		}
		for i, s := range tp.GetStringData() {
			if got.Strings[i] != string(s) {
				t.Fatalf("element %d: got %q, want %q", i, got.Strings[i], s)
			}
		}
		back, err := TensorToProto("t", got)
		if err != nil {
			t.Fatalf("re-encode %v: %v", got, err)
		}
		again, err := TensorFromProto(back)
		if err != nil || !again.Shape.Equal(got.Shape) || len(again.Strings) != len(got.Strings) {
			t.Fatalf("round trip of %v: %v, %v", got, again, err)
		}
		for i := range got.Strings {
			if again.Strings[i] != got.Strings[i] {
				t.Fatalf("round trip element %d: got %q, want %q", i, again.Strings[i], got.Strings[i])
			}
		}
	})
}
