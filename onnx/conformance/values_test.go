package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestReadValues reads stored sequences and optionals as the node suite
// writes them — SequenceProto and OptionalProto (read field by field), and
// a sequence stored as the tensor its values stack into — and compares
// computed values with them.
func TestReadValues(t *testing.T) {
	dir := t.TempDir()
	tensor := func(v ...float32) []byte {
		b, err := proto.Marshal(&onnxpb.TensorProto{DataType: proto.Int32(int32(onnxpb.TensorProto_FLOAT)), Dims: []int64{int64(len(v))}, FloatData: v})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var seq []byte
	seq = protowire.AppendTag(seq, 1, protowire.BytesType)
	seq = protowire.AppendString(seq, "s")
	seq = protowire.AppendTag(seq, 2, protowire.VarintType)
	seq = protowire.AppendVarint(seq, 1)
	for _, v := range [][]float32{{1, 2}, {3, 4}} {
		seq = protowire.AppendTag(seq, 3, protowire.BytesType)
		seq = protowire.AppendBytes(seq, tensor(v...))
	}
	var opt []byte
	opt = protowire.AppendTag(opt, 2, protowire.VarintType)
	opt = protowire.AppendVarint(opt, 3)
	opt = protowire.AppendTag(opt, 5, protowire.BytesType)
	opt = protowire.AppendBytes(opt, seq)
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	s, err := ReadValueFile(write("seq.pb", seq), graph.Sequence)
	if err != nil || s.String() != "sequence[float32[2] float32[2]]" || s.Elems[1].Float64s()[1] != 4 {
		t.Fatalf("sequence: %v %v", s, err)
	}
	o, err := ReadValueFile(write("opt.pb", opt), graph.Optional)
	if err != nil || o.String() != "optional[sequence[float32[2] float32[2]]]" {
		t.Fatalf("optional: %v %v", o, err)
	}
	if _, _, msg := compareValues(o, o.Clone(), 0, 0); msg != "" {
		t.Errorf("an optional differs from itself: %s", msg)
	}
	// A sequence stored as the tensor its values stack into.
	stackedFile, err := proto.Marshal(&onnxpb.TensorProto{DataType: proto.Int32(int32(onnxpb.TensorProto_FLOAT)), Dims: []int64{2, 2}, FloatData: []float32{1, 2, 3, 5}})
	if err != nil {
		t.Fatal(err)
	}
	want, err := ReadValueFile(write("stacked.pb", stackedFile), graph.Sequence)
	if err != nil || want.DType != graph.Float32 {
		t.Fatalf("stacked: %v %v", want, err)
	}
	if _, _, msg := compareValues(s, want, 0, 0); !strings.Contains(msg, "element 3: got 4, want 5") {
		t.Errorf("a sequence against its stacked tensor: %q", msg)
	}
	if _, _, msg := compareValues(&graph.Tensor{DType: graph.Optional}, want, 0, 0); !strings.Contains(msg, "an empty optional") {
		t.Errorf("an empty optional against a tensor: %q", msg)
	}
	if _, err := ReadValueFile(write("bad.pb", []byte{0x1a, 0x05, 0x01}), graph.Sequence); err == nil {
		t.Error("a truncated sequence was read")
	}
}
