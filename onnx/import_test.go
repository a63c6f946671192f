package onnx

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// sharedDir is ../shared from the project root, which every developer and
// CI run has.
func sharedDir(t testing.TB) string {
	t.Helper()
	d, err := filepath.Abs("../../shared")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(d, "models")); err != nil {
		t.Fatalf("shared test data missing at %s (the project expects ../shared beside it): %v", d, err)
	}
	return d
}

func newRand(t testing.TB) *rand.Rand {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, seed>>7))
}

func TestImportMLP(t *testing.T) {
	g, err := ImportFile(filepath.Join(sharedDir(t), "models/mlp/model.onnx"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Inputs) != 1 || g.Inputs[0].Name != "x" || g.Inputs[0].DType != graph.Float32 ||
		graph.DimsString(g.Inputs[0].Dims) != "[4,64]" {
		t.Fatalf("inputs = %v", g.Inputs)
	}
	var ops []string
	for _, n := range g.Nodes {
		ops = append(ops, n.OpType)
	}
	if got := strings.Join(ops, ","); got != "Gemm,Relu,Gemm,Softmax" {
		t.Fatalf("ops = %s", got)
	}
	gemm := g.Nodes[0]
	if gemm.Int("transB", 0) != 1 || gemm.Float("alpha", 0) != 1 {
		t.Errorf("gemm attrs: %v", gemm.Attrs)
	}
	w := g.Const(gemm.Inputs[1])
	if w == nil || w.DType != graph.Float32 || len(w.Shape) != 2 || w.Shape[1] != 64 {
		t.Fatalf("weight = %v", w)
	}
	if len(g.Outputs) != 1 || g.Outputs[0].Name != "y" || g.Outputs[0].Producer != g.Nodes[3] {
		t.Fatalf("outputs = %v", g.Outputs)
	}
	if g.Opset != 17 {
		t.Errorf("opset = %d", g.Opset)
	}
}

func TestImportSharedModels(t *testing.T) {
	for _, m := range []string{"mlp", "cnn", "bert_mini", "bert_mini_dynamo"} {
		t.Run(m, func(t *testing.T) {
			g, err := ImportFile(filepath.Join(sharedDir(t), "models", m, "model.onnx"), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Validate(); err != nil {
				t.Fatal(err)
			}
			if len(g.Nodes) == 0 || len(g.Initializers) == 0 {
				t.Fatalf("%d nodes, %d initializers", len(g.Nodes), len(g.Initializers))
			}
		})
	}
}

func TestImportSample(t *testing.T) {
	g, err := ImportFile("../testdata/sample/model.onnx", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Inputs[0].Name != "x" || graph.DimsString(g.Inputs[0].Dims) != "[4,64]" {
		t.Fatalf("input %v", g.Inputs[0])
	}
	if w := g.Initializers["fc1.weight"]; w == nil || !w.Shape.Equal(graph.Shape{48, 64}) {
		t.Fatalf("fc1.weight = %v", w)
	}
	if g.Outputs[0].Name != "y" || graph.DimsString(g.Outputs[0].Dims) != "[4,32]" {
		t.Fatalf("output %v", g.Outputs[0])
	}
}

// simple builds x -> Relu -> y with a few knobs for error tests.
func simple() *onnxtest.Model {
	m := onnxtest.New("g", 17)
	m.Input("x", onnxtest.Float, []int64{2, 3})
	m.Node("Relu", "r", []string{"x"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{2, 3})
	return m
}

func TestImportErrors(t *testing.T) {
	tests := []struct {
		name  string
		build func() []byte
		want  string
	}{
		{"empty", func() []byte { return nil }, "not an ONNX model: empty input"},
		{"garbage", func() []byte { return []byte("this is not a protobuf \xff\xff\xff\xff") }, "not an ONNX model"},
		{"no graph", func() []byte {
			b, _ := proto.Marshal(&onnxpb.ModelProto{IrVersion: proto.Int64(8)})
			return b
		}, "no graph"},
		{"dangling input", func() []byte {
			m := simple()
			m.Node("Gemm", "Gemm_0", []string{"y", "foo"}, []string{"z"})
			return m.Bytes()
		}, `node "Gemm_0": input "foo" is not produced by any node or initializer`},
		{"cycle", func() []byte {
			m := onnxtest.New("g", 17)
			m.Input("x", onnxtest.Float, []int64{2})
			m.Node("Add", "a", []string{"x", "c"}, []string{"b"})
			m.Node("Relu", "r", []string{"b"}, []string{"c"})
			m.Output("c", onnxtest.Float, []int64{2})
			return m.Bytes()
		}, "cycle"},
		{"initializer input of another shape", func() []byte {
			m := simple()
			m.InitFloats("W", []int64{4}, []float32{1, 2, 3, 4})
			m.Input("W", onnxtest.Float, []int64{7})
			return m.Bytes()
		}, `graph input "W" is declared with shape [7], but its initializer has shape [4]`},
		{"initializer input of another rank", func() []byte {
			m := simple()
			m.InitFloats("W", []int64{4}, []float32{1, 2, 3, 4})
			m.Input("W", onnxtest.Float, []int64{2, 2})
			return m.Bytes()
		}, `graph input "W" is declared with shape`},
		{"initializer input of another type", func() []byte {
			m := simple()
			m.InitFloats("W", []int64{4}, []float32{1, 2, 3, 4})
			m.Input("W", onnxtest.Int64, []int64{4})
			return m.Bytes()
		}, `graph input "W" is declared int64, but its initializer is float32`},
		{"output twice", func() []byte {
			m := simple()
			m.Node("Relu", "r2", []string{"x"}, []string{"y"})
			return m.Bytes()
		}, `output "y" is already defined`},
		{"missing output", func() []byte {
			m := simple()
			m.Output("nope", onnxtest.Float, []int64{2, 3})
			return m.Bytes()
		}, `graph output "nope" is not produced`},
		{"huge dims no data", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{1 << 16, 1 << 16}, RawData: []byte{1, 2, 3, 4}})
			return m.Bytes()
		}, `initializer "w": float32[65536,65536]: raw_data has 4 bytes, want 17179869184`},
		{"overflowing dims", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{1 << 40, 1 << 40}})
			return m.Bytes()
		}, `initializer "w"`},
		{"negative dim", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{-1}})
			return m.Bytes()
		}, "negative dim"},
		{"typed count mismatch", func() []byte {
			m := simple()
			m.InitFloats("w", []int64{3}, []float32{1, 2})
			return m.Bytes()
		}, `initializer "w": float32[3]: has 2 values, want 3`},
		{"unsupported dtype", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("s"), DataType: proto.Int32(int32(onnxpb.TensorProto_COMPLEX64)), Dims: []int64{1}})
			return m.Bytes()
		}, "unsupported element type COMPLEX64"},
		{"string count mismatch", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("s"), DataType: proto.Int32(int32(onnxpb.TensorProto_STRING)), Dims: []int64{1 << 40},
				StringData: [][]byte{[]byte("a")}})
			return m.Bytes()
		}, `initializer "s": string[1099511627776]: has 1 strings, want 1099511627776`},
		{"empty subgraph", func() []byte {
			m := simple()
			m.Node("If", "if0", []string{"x"}, []string{"z"}, &onnxpb.AttributeProto{
				Name: proto.String("then_branch"), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: &onnxpb.GraphProto{}})
			return m.Bytes()
		}, `If node "if0": attribute "then_branch": subgraph "": graph has no outputs`},
		{"subgraph reads an unknown value", func() []byte {
			m := simple()
			m.Node("If", "if0", []string{"x"}, []string{"z"}, &onnxpb.AttributeProto{
				Name: proto.String("then_branch"), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: &onnxpb.GraphProto{
					Name:   proto.String("then"),
					Node:   []*onnxpb.NodeProto{{OpType: proto.String("Relu"), Input: []string{"nowhere"}, Output: []string{"r"}}},
					Output: []*onnxpb.ValueInfoProto{{Name: proto.String("r")}}}})
			return m.Bytes()
		}, `input "nowhere" is not produced by any node or initializer`},
		{"opset too new", func() []byte {
			m := simple()
			m.Opset = 99
			return m.Bytes()
		}, "opset 99 is not supported"},
		{"ir too old", func() []byte {
			m := simple()
			m.IR = 2
			return m.Bytes()
		}, "IR version 2 is not supported (supported: 3 and later)"},
		{"newer ir with an unknown field", func() []byte {
			m := simple()
			m.IR = 42
			n := m.Graph.Node[0]
			// field 99 of NodeProto, as a later IR might add: varint 7.
			n.ProtoReflect().SetUnknown(protowire.AppendVarint(protowire.AppendTag(nil, 99, protowire.VarintType), 7))
			return m.Bytes()
		}, "IR version 42 is newer than this mgxport reads (14, onnx 1.23): save the model with onnx 1.23 or older (onnx.version_converter; or set ir_version to 14 if it uses nothing newer), or upgrade mgxport (ModelProto.graph.node[0] has field 99, which this version of mgxport does not know)"},
		// Issue 32: IR 99 was accepted silently.
		{"newer ir", func() []byte {
			m := simple()
			m.IR = 99
			return m.Bytes()
		}, "IR version 99 is newer than this mgxport reads (14, onnx 1.23)"},
		{"ml domain", func() []byte {
			m := simple()
			m.Domains = map[string]int64{"ai.onnx.ml": 5}
			m.Node("SVMClassifier", "lc", []string{"y"}, []string{"z"}).Domain = proto.String("ai.onnx.ml")
			return m.Bytes()
		}, `domain ai.onnx.ml op SVMClassifier is not supported (node "lc"`},
		{"training domain only", func() []byte {
			m := onnxtest.New("g", 0)
			m.Domains = map[string]int64{"ai.onnx.preview.training": 1}
			m.Input("x", onnxtest.Float, []int64{2})
			m.Node("Adagrad", "a", []string{"x"}, []string{"y"}).Domain = proto.String("ai.onnx.preview.training")
			m.Output("y", onnxtest.Float, []int64{2})
			return m.Bytes()
		}, "domain ai.onnx.preview.training op Adagrad is not supported"},
		{"com.microsoft", func() []byte {
			m := simple()
			m.Domains = map[string]int64{"com.microsoft": 1}
			m.Node("BeamSearch", "q", []string{"y"}, []string{"z"}).Domain = proto.String("com.microsoft")
			return m.Bytes()
		}, "domain com.microsoft op BeamSearch is not supported"},
		{"com.microsoft op missing an input", func() []byte {
			m := simple()
			m.Domains = map[string]int64{"com.microsoft": 1}
			m.Node("QGemm", "q", []string{"y"}, []string{"z"}).Domain = proto.String("com.microsoft")
			return m.Bytes()
		}, `QGemm "q" (domain com.microsoft): input 1 is required`},
		{"opaque input", func() []byte {
			m := simple()
			m.IR = 14
			m.Graph.Input = append(m.Graph.Input, &onnxpb.ValueInfoProto{Name: proto.String("o"),
				Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_OpaqueType{OpaqueType: &onnxpb.TypeProto_Opaque{}}}})
			return m.Bytes()
		}, "opaque types are not supported"},
		{"sequence of float-keyed maps input", func() []byte {
			// Maps of int64 and string keys import (ZipMap's); others not.
			m := simple()
			m.Graph.Input = append(m.Graph.Input, &onnxpb.ValueInfoProto{Name: proto.String("s"),
				Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_SequenceType{SequenceType: &onnxpb.TypeProto_Sequence{
					ElemType: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_MapType{MapType: &onnxpb.TypeProto_Map{
						KeyType:   proto.Int32(onnxtest.Float),
						ValueType: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{ElemType: proto.Int32(onnxtest.Float)}}},
					}}}}}}})
			return m.Bytes()
		}, "map(float32, ...): map keys other than int64 and string are not supported"},
		{"map without a value type", func() []byte {
			m := simple()
			m.Graph.Input = append(m.Graph.Input, &onnxpb.ValueInfoProto{Name: proto.String("s"),
				Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_MapType{MapType: &onnxpb.TypeProto_Map{KeyType: proto.Int32(onnxtest.Int64)}}}})
			return m.Bytes()
		}, "no type"},
		{"external without dir", func() []byte {
			m := simple()
			m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
				Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{2},
				DataLocation: onnxpb.TensorProto_EXTERNAL.Enum(),
				ExternalData: []*onnxpb.StringStringEntryProto{{Key: proto.String("location"), Value: proto.String("w.bin")}}})
			return m.Bytes()
		}, "not read from a file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Import(bytes.NewReader(tc.build()), Options{Name: "model.onnx"})
			if err == nil {
				t.Fatal("import succeeded")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "import model.onnx: ") || !strings.Contains(msg, tc.want) {
				t.Fatalf("error %q, want it to contain %q", msg, tc.want)
			}
			if strings.Contains(msg, "\n") {
				t.Fatalf("error spans lines: %q", msg)
			}
		})
	}
}

func TestImportMissingFile(t *testing.T) {
	_, err := ImportFile(filepath.Join(t.TempDir(), "nope.onnx"), Options{})
	if err == nil || !strings.Contains(err.Error(), "nope.onnx: no such file or directory") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("err = %v", err)
	}
}

func TestTopologicalOrderRestored(t *testing.T) {
	m := onnxtest.New("g", 17)
	m.Input("x", onnxtest.Float, []int64{2})
	m.Node("Relu", "second", []string{"a"}, []string{"y"})
	m.Node("Neg", "first", []string{"x"}, []string{"a"})
	m.Output("y", onnxtest.Float, []int64{2})
	g, err := Decode(m.Bytes(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Nodes[0].Name != "first" || g.Nodes[1].Name != "second" {
		t.Fatalf("order: %s, %s", g.Nodes[0].Name, g.Nodes[1].Name)
	}
}

// TestTensorRoundTrip checks every dtype through raw_data and back, with
// random contents.
func TestTensorRoundTrip(t *testing.T) {
	rng := newRand(t)
	for _, dt := range graph.AllDTypes() {
		t.Run(dt.String(), func(t *testing.T) {
			shape := graph.Shape{int64(1 + rng.IntN(3)), int64(1 + rng.IntN(4))}
			want, err := graph.NewTensor(dt, shape)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want.Data {
				want.Data[i] = byte(rng.Uint32())
			}
			if dt == graph.Bool {
				for i := range want.Data {
					want.Data[i] &= 1
				}
			}
			tp, err := TensorToProto("t", want)
			if err != nil {
				t.Fatal(err)
			}
			got, err := TensorFromProto(tp)
			if err != nil {
				t.Fatal(err)
			}
			if got.DType != dt || !got.Shape.Equal(shape) || !bytes.Equal(got.Data, want.Data) {
				t.Fatalf("round trip: got %v %x, want %v %x", got, got.Data, want, want.Data)
			}
		})
	}
}

// TestTypedFields checks the typed-field encodings ONNX uses for each dtype.
func TestTypedFields(t *testing.T) {
	rng := newRand(t)
	v := rng.Int32N(100) + 1
	tests := []struct {
		tp   *onnxpb.TensorProto
		want float64
	}{
		{&onnxpb.TensorProto{DataType: proto.Int32(1), Dims: []int64{1}, FloatData: []float32{float32(v) / 4}}, float64(v) / 4},
		{&onnxpb.TensorProto{DataType: proto.Int32(11), Dims: []int64{1}, DoubleData: []float64{float64(v) / 8}}, float64(v) / 8},
		{&onnxpb.TensorProto{DataType: proto.Int32(7), Dims: []int64{1}, Int64Data: []int64{-int64(v)}}, -float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(6), Dims: []int64{1}, Int32Data: []int32{-v}}, -float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(3), Dims: []int64{1}, Int32Data: []int32{-v}}, -float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(2), Dims: []int64{1}, Int32Data: []int32{v}}, float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(4), Dims: []int64{1}, Int32Data: []int32{v}}, float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(5), Dims: []int64{1}, Int32Data: []int32{-v}}, -float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(12), Dims: []int64{1}, Uint64Data: []uint64{uint64(v)}}, float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(13), Dims: []int64{1}, Uint64Data: []uint64{uint64(v)}}, float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(9), Dims: []int64{1}, Int32Data: []int32{1}}, 1},
		{&onnxpb.TensorProto{DataType: proto.Int32(10), Dims: []int64{1}, Int32Data: []int32{int32(graph.Float32ToFloat16(float32(v)))}}, float64(v)},
		{&onnxpb.TensorProto{DataType: proto.Int32(16), Dims: []int64{1}, Int32Data: []int32{int32(graph.Float32ToBFloat16(float32(v)))}}, float64(v)},
	}
	for _, tc := range tests {
		got, err := TensorFromProto(tc.tp)
		if err != nil {
			t.Fatalf("type %d: %v", tc.tp.GetDataType(), err)
		}
		if g := got.Float64(0); g != tc.want {
			t.Errorf("type %d: got %v, want %v", tc.tp.GetDataType(), g, tc.want)
		}
	}
}

func TestExternalData(t *testing.T) {
	rng := newRand(t)
	dir := t.TempDir()
	vals := make([]float32, 6)
	for i := range vals {
		vals[i] = rng.Float32()
	}
	w, _ := graph.FromFloat32s(graph.Shape{2, 3}, vals)
	prefix := make([]byte, 16)
	if err := os.WriteFile(filepath.Join(dir, "weights.bin"), append(prefix, w.Data...), 0o644); err != nil {
		t.Fatal(err)
	}
	ext := func(loc, off, length string) []byte {
		m := simple()
		m.Node("Add", "add", []string{"y", "w"}, []string{"z"})
		m.Output("z", onnxtest.Float, []int64{2, 3})
		kv := []*onnxpb.StringStringEntryProto{{Key: proto.String("location"), Value: proto.String(loc)}}
		if off != "" {
			kv = append(kv, &onnxpb.StringStringEntryProto{Key: proto.String("offset"), Value: proto.String(off)})
		}
		if length != "" {
			kv = append(kv, &onnxpb.StringStringEntryProto{Key: proto.String("length"), Value: proto.String(length)})
		}
		m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
			Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{2, 3},
			DataLocation: onnxpb.TensorProto_EXTERNAL.Enum(), ExternalData: kv})
		return m.Bytes()
	}
	write := func(b []byte) string {
		p := filepath.Join(dir, "model.onnx")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	g, err := ImportFile(write(ext("weights.bin", "16", "24")), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Initializers["w"]; !bytes.Equal(got.Data, w.Data) {
		t.Fatalf("external data %x, want %x", got.Data, w.Data)
	}
	bad := []struct{ loc, off, length, want string }{
		{"../escape.bin", "", "", "outside the model's directory"},
		{"/etc/passwd", "", "", "outside the model's directory"},
		{"weights.bin", "32", "", "beyond the file's 40 bytes"},
		{"weights.bin", "0", "8", "length 8, but the tensor needs 24 bytes"},
		{"weights.bin", "-4", "", "bad offset"},
		{"missing.bin", "", "", "no such file"},
		{"passwd-link.bin", "", "", "escapes from parent"},
		{"sub", "", "", "not a regular file"},
	}
	// A symbolic link out of the model's directory is refused; one to a
	// file inside it is followed.
	outside := filepath.Join(t.TempDir(), "secret.bin")
	if err := os.WriteFile(outside, append(prefix, w.Data...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "passwd-link.bin")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("weights.bin", filepath.Join(dir, "inside-link.bin")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := ImportFile(write(ext("inside-link.bin", "16", "24")), Options{}); err != nil {
		t.Errorf("link inside the model's directory: %v", err)
	}
	for _, b := range bad {
		_, err := ImportFile(write(ext(b.loc, b.off, b.length)), Options{})
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%s@%s: err = %v, want %q", b.loc, b.off, err, b.want)
		}
	}
}

func TestConstantNodesBecomeInitializers(t *testing.T) {
	m := onnxtest.New("g", 17)
	m.Input("x", onnxtest.Float, []int64{2})
	m.Node("Constant", "c", nil, []string{"k"}, &onnxpb.AttributeProto{Name: proto.String("value_floats"),
		Type: onnxpb.AttributeProto_FLOATS.Enum(), Floats: []float32{1.5, -2}})
	m.Node("Add", "a", []string{"x", "k"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{2})
	g, err := Decode(m.Bytes(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Nodes) != 1 || g.Initializers["k"] == nil || g.Initializers["k"].Float64(1) != -2 {
		t.Fatalf("graph:\n%s", g)
	}
}

// TestInitializerInputs: a graph input that names an initializer (a
// default value) imports as the constant when its declaration agrees with
// the initializer — the same shape, a symbolic or anonymous dim in place
// of a number, or no shape at all.
func TestInitializerInputs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		dims   []int64
		params []string
	}{
		{"same shape", []int64{4}, nil},
		{"symbolic dim", []int64{-1}, []string{"n"}},
		{"anonymous dim", []int64{-1}, nil},
	} {
		m := simple()
		m.InitFloats("W", []int64{4}, []float32{1, 2, 3, 4})
		m.Input("W", onnxtest.Float, tc.dims, tc.params...)
		g, err := Decode(m.Bytes(), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if w := g.Initializers["W"]; w == nil || len(w.Shape) != 1 || w.Shape[0] != 4 {
			t.Fatalf("%s: initializer W is %v", tc.name, w)
		}
		if len(g.Inputs) != 1 || g.Inputs[0].Name != "x" {
			t.Fatalf("%s: inputs %v, want only x (W is a constant)", tc.name, g.Inputs)
		}
	}
}

// TestNewerIRVersions imports models of onnx 1.23's IR (14, what its
// make_model writes) and older; a future IR is refused, even without
// unknown fields (a new IR may change what known fields mean), as an
// UnsupportedError naming the version; refusals of other domains are
// UnsupportedErrors too (a SKIP in conformance, never a FAIL).
func TestNewerIRVersions(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	for _, ir := range []int64{3, 13, 14, 15, 42} {
		m := onnxtest.New("g", 23)
		m.IR = ir
		w := make([]float32, 6)
		for i := range w {
			w[i] = float32(rng.NormFloat64())
		}
		m.InitFloats("w", []int64{2, 3}, w)
		m.Input("x", onnxtest.Float, []int64{2, 3})
		m.Node("Add", "add", []string{"x", "w"}, []string{"y"})
		m.Output("y", onnxtest.Float, []int64{2, 3})
		g, err := Decode(m.Bytes(), Options{})
		if ir > KnownIRVersion {
			var ue *UnsupportedError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), fmt.Sprintf("IR version %d is newer", ir)) {
				t.Fatalf("IR %d: %v, want an UnsupportedError naming the version", ir, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("IR %d: %v", ir, err)
		}
		if g.IRVersion != ir || len(g.Nodes) != 1 || g.Nodes[0].OpType != "Add" {
			t.Fatalf("IR %d: imported IR %d, %d nodes", ir, g.IRVersion, len(g.Nodes))
		}
		if got := g.Initializers["w"].Float32s(); got[5] != w[5] {
			t.Fatalf("IR %d: w[5] = %v, want %v", ir, got[5], w[5])
		}
	}
	m := simple()
	m.Opset = MaxOpset + 1
	var ue *UnsupportedError
	if _, err := Decode(m.Bytes(), Options{}); !errors.As(err, &ue) {
		t.Fatalf("opset %d: %v (%T), want an UnsupportedError", m.Opset, err, err)
	}
	m = simple()
	m.IR = 14
	m.Domains = map[string]int64{"ai.onnx.ml": 5}
	m.Node("SVMRegressor", "imp", []string{"y"}, []string{"z"}).Domain = proto.String("ai.onnx.ml")
	_, err := Decode(m.Bytes(), Options{})
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "domain ai.onnx.ml op SVMRegressor is not supported") {
		t.Fatalf("ai.onnx.ml node: %v (%T)", err, err)
	}
}

// TestDeepIfErrorNamedOnce: If nested past the depth bound is refused with
// the bound said once (it repeated the same prefix at every level, 2 KB).
func TestDeepIfErrorNamedOnce(t *testing.T) {
	var branch func(name string, inner *onnxpb.GraphProto) *onnxpb.GraphProto
	branch = func(name string, inner *onnxpb.GraphProto) *onnxpb.GraphProto {
		g := &onnxpb.GraphProto{Name: proto.String(name), Output: []*onnxpb.ValueInfoProto{{Name: proto.String(name + "_y")}}}
		if inner == nil {
			g.Node = []*onnxpb.NodeProto{{OpType: proto.String("Identity"), Name: proto.String(name + "_id"), Input: []string{"x"}, Output: []string{name + "_y"}}}
			return g
		}
		g.Node = []*onnxpb.NodeProto{{OpType: proto.String("If"), Name: proto.String(name + "_if"), Input: []string{"c"}, Output: []string{name + "_y"},
			Attribute: []*onnxpb.AttributeProto{
				{Name: proto.String("then_branch"), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: inner},
				{Name: proto.String("else_branch"), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: branch(name+"e", nil)},
			}}}
		return g
	}
	var g *onnxpb.GraphProto
	for d := 60; d > 0; d-- {
		g = branch(fmt.Sprintf("g%d", d), g)
	}
	m := onnxtest.New("deep", 17)
	m.Input("c", int32(onnxpb.TensorProto_BOOL), nil)
	m.Input("x", onnxtest.Float, []int64{2})
	m.Graph.Node = g.Node
	m.Output("g1_y", onnxtest.Float, []int64{2})
	_, err := Decode(m.Bytes(), Options{})
	if err == nil || !strings.Contains(err.Error(), "subgraphs nest more than 32 deep") {
		t.Fatalf("60 nested Ifs: %v", err)
	}
	if n := strings.Count(err.Error(), "attribute"); n != 1 || len(err.Error()) > 200 {
		t.Errorf("the error names %d attributes in %d bytes: %v", n, len(err.Error()), err)
	}
}
