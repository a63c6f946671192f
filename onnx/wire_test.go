package onnx

import (
	"bytes"
	"testing"
	"unsafe"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestDecodeAliasesWeights checks that raw_data initializers point into
// the input buffer instead of being copied, and hold the right bytes.
func TestDecodeAliasesWeights(t *testing.T) {
	rng := newRand(t)
	m := simple()
	vals := make([]float32, 6)
	for i := range vals {
		vals[i] = rng.Float32()
	}
	w, _ := graph.FromFloat32s(graph.Shape{2, 3}, vals)
	m.Init("w", w)
	m.InitFloats("typed", []int64{2}, []float32{1, 2})
	buf := m.Bytes()
	g, err := Decode(buf, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := g.Initializers["w"]
	if !bytes.Equal(got.Data, w.Data) {
		t.Fatalf("data %x, want %x", got.Data, w.Data)
	}
	start := uintptr(unsafe.Pointer(&buf[0]))
	p := uintptr(unsafe.Pointer(&got.Data[0]))
	if p < start || p >= start+uintptr(len(buf)) {
		t.Fatal("raw_data was copied, not aliased")
	}
	if g.Initializers["typed"].Float64(1) != 2 {
		t.Fatal("typed initializer lost")
	}
}

// TestStripRawDataSemantics checks protobuf's rules survive stripping: the
// last raw_data wins, and a graph field given twice merges.
func TestStripRawDataSemantics(t *testing.T) {
	m := simple()
	m.Init("w", &graph.Tensor{DType: graph.Uint8, Shape: graph.Shape{2}, Data: []byte{1, 2}})
	buf := m.Bytes()
	// Append a second graph occurrence holding one more initializer and a
	// tensor with two raw_data fields (the second must win).
	tp := &onnxpb.TensorProto{Name: proto.String("v"), DataType: proto.Int32(int32(onnxpb.TensorProto_UINT8)), Dims: []int64{3}, RawData: []byte{9, 9}}
	tb, _ := proto.Marshal(tp)
	tb = protowire.AppendTag(tb, tensorRawDataField, protowire.BytesType)
	tb = protowire.AppendBytes(tb, []byte{7, 8, 9})
	var gb []byte
	gb = protowire.AppendTag(gb, graphInitializerField, protowire.BytesType)
	gb = protowire.AppendBytes(gb, tb)
	buf = protowire.AppendTag(buf, modelGraphField, protowire.BytesType)
	buf = protowire.AppendBytes(buf, gb)

	var want onnxpb.ModelProto
	if err := proto.Unmarshal(buf, &want); err != nil {
		t.Fatal(err)
	}
	g, err := Decode(buf, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range want.GetGraph().GetInitializer() {
		if got := g.Initializers[it.GetName()]; got == nil || !bytes.Equal(got.Data, it.GetRawData()) {
			t.Fatalf("%s: got %v, protobuf says %x", it.GetName(), got, it.GetRawData())
		}
	}
	if !bytes.Equal(g.Initializers["v"].Data, []byte{7, 8, 9}) {
		t.Fatalf("v = %x", g.Initializers["v"].Data)
	}
	// Truncated input is an error, not a panic.
	for i := 1; i < len(buf); i += 7 {
		if _, err := Decode(buf[:i], Options{}); err == nil && i < len(buf)-1 {
			_ = err // some prefixes are valid messages; only panics matter
		}
	}
}

func TestReadBoundedLimit(t *testing.T) {
	_, err := Import(bytes.NewReader(make([]byte, 100)), Options{MaxBytes: 10})
	if err == nil {
		t.Fatal("oversized model accepted")
	}
	_ = onnxtest.Float
}
