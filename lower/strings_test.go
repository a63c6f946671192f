package lower

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
	"github.com/mgxport/mgxport/program"
	"google.golang.org/protobuf/proto"
)

// TestStringsLowerToHostSteps checks how a model with a string
// pre-processing step lowers for a compiled target: every string value is
// a host value (a string buffer without bytes in the arena, a string
// constant carried by the program), every node that touches one is a host
// step, no kernel binds one, the numeric rest is kernels, and the program
// validates as a bundle's would.
func TestStringsLowerToHostSteps(t *testing.T) {
	str := int32(onnxpb.TensorProto_STRING)
	m := onnxtest.New("strings", 20)
	m.Input("words", str, []int64{3})
	m.Input("x", onnxtest.Float, []int64{3})
	m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{Name: proto.String("suffix"),
		DataType: proto.Int32(str), Dims: []int64{1}, StringData: [][]byte{[]byte("!")}})
	m.Node("StringConcat", "cat", []string{"words", "suffix"}, []string{"z"})
	m.Node("RegexFullMatch", "re", []string{"z"}, []string{"match"}, onnxtest.String("pattern", "[a-z]+!"))
	m.Node("Cast", "cast", []string{"match"}, []string{"m"}, onnxtest.Int("to", int64(onnxtest.Float)))
	m.Node("Add", "add", []string{"x", "m"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{3})
	m.Output("z", str, []int64{3})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p := &res.Programs[0]
	objs := map[string][]program.KernelArg{}
	for _, o := range res.Objects {
		objs[o.ID()] = program.ArgsOf(o.Args)
	}
	if err := p.Validate(func(id string) ([]program.KernelArg, bool) { a, ok := objs[id]; return a, ok }); err != nil {
		t.Fatal(err)
	}
	want := map[string]program.Buffer{
		"words":  {Name: "words", Kind: program.Input, DType: "string", Shape: []int64{3}},
		"suffix": {Name: "suffix", Kind: program.Const, DType: "string", Shape: []int64{1}, Strings: []string{"!"}},
		"z":      {Name: "z", Kind: program.Output, DType: "string", Shape: []int64{3}},
	}
	for _, b := range p.Buffers {
		w, ok := want[b.Name]
		if !ok {
			if b.IsString() {
				t.Errorf("unexpected string buffer %+v", b)
			}
			continue
		}
		delete(want, b.Name)
		if b.Kind != w.Kind || b.DType != w.DType || !slices.Equal(b.Shape, w.Shape) || !slices.Equal(b.Strings, w.Strings) || b.Bytes != 0 || b.Offset != 0 || b.Dynamic {
			t.Errorf("buffer %s: got %+v, want %+v", b.Name, b, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("no buffer for %v", want)
	}
	var host []string
	for _, s := range p.Steps {
		if s.Kind == program.StepHost {
			host = append(host, s.Op)
		}
	}
	// RegexFullMatch's bool result is numeric: the Cast and the Add that
	// follow are kernels.
	if !slices.Equal(host, []string{"StringConcat", "RegexFullMatch"}) || len(p.Launches) == 0 {
		t.Errorf("host steps %v and %d launches, want StringConcat and RegexFullMatch as host steps and kernels for the rest", host, len(p.Launches))
	}
	for _, l := range p.Launches {
		for _, a := range l.Args {
			if p.Buffers[a].IsString() {
				t.Errorf("launch %s binds string buffer %s", l.Label, p.Buffers[a].Name)
			}
		}
	}
}

// TestDynamicStringTypes checks the element types of values whose shape the
// strings decide (StringNormalizer with stopwords): what follows keeps the
// type its op gives — LabelEncoder its values', RegexFullMatch bool,
// StringSplit strings and int64 counts — not its string input's.
func TestDynamicStringTypes(t *testing.T) {
	str := int32(onnxpb.TensorProto_STRING)
	m := onnxtest.New("strings", 20)
	m.Domains = map[string]int64{"ai.onnx.ml": 3}
	m.Input("words", str, []int64{4})
	m.Node("StringNormalizer", "norm", []string{"words"}, []string{"norm"}, &onnxpb.AttributeProto{Name: proto.String("stopwords"),
		Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: [][]byte{[]byte("the")}})
	le := m.Node("LabelEncoder", "enc", []string{"norm"}, []string{"ids"}, &onnxpb.AttributeProto{Name: proto.String("keys_strings"),
		Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: [][]byte{[]byte("a"), []byte("b")}}, onnxtest.Ints("values_int64s", 4, 5))
	le.Domain = proto.String("ai.onnx.ml")
	m.Node("RegexFullMatch", "re", []string{"norm"}, []string{"match"}, onnxtest.String("pattern", "a+"))
	m.Node("StringSplit", "split", []string{"norm"}, []string{"parts", "counts"})
	for _, o := range []struct {
		name string
		dt   int32
	}{{"ids", onnxtest.Int64}, {"match", int32(onnxpb.TensorProto_BOOL)}, {"parts", str}, {"counts", onnxtest.Int64}} {
		m.Output(o.name, o.dt, []int64{-1})
	}
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"norm": "string", "ids": "int64", "match": "bool", "parts": "string", "counts": "int64"}
	for _, b := range res.Programs[0].Buffers {
		if dt, ok := want[b.Name]; ok {
			delete(want, b.Name)
			if b.DType != dt || !b.Dynamic {
				t.Errorf("buffer %s is %s (dynamic %v), want dynamic %s", b.Name, b.DType, b.Dynamic, dt)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("no buffers for %v", want)
	}
}

// TestSequencesLowerToHostSteps checks that a sequence is a host value too:
// a dynamic "sequence" buffer, every node that reads or writes it a host
// step, and the program valid.
func TestSequencesLowerToHostSteps(t *testing.T) {
	m := onnxtest.New("seq", 20)
	m.Input("x", onnxtest.Float, []int64{4, 6})
	m.Node("SplitToSequence", "split", []string{"x"}, []string{"seq"}, onnxtest.Int("axis", 1))
	m.Node("SequenceLength", "len", []string{"seq"}, []string{"n"})
	m.Node("ConcatFromSequence", "cat", []string{"seq"}, []string{"y"}, onnxtest.Int("axis", 1))
	m.Node("Relu", "relu", []string{"y"}, []string{"r"})
	m.Output("n", onnxtest.Int64, []int64{})
	m.Output("r", onnxtest.Float, []int64{4, -1})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p := &res.Programs[0]
	objs := map[string][]program.KernelArg{}
	for _, o := range res.Objects {
		objs[o.ID()] = program.ArgsOf(o.Args)
	}
	if err := p.Validate(func(id string) ([]program.KernelArg, bool) { a, ok := objs[id]; return a, ok }); err != nil {
		t.Fatal(err)
	}
	i, ok := p.Buffer("seq")
	if !ok || p.Buffers[i].DType != "sequence" || !p.Buffers[i].Dynamic || !p.Buffers[i].IsHostValue() {
		t.Fatalf("seq buffer %+v", p.Buffers[i])
	}
	var host []string
	for _, s := range p.Steps {
		if s.Kind == program.StepHost {
			host = append(host, s.Op)
		}
	}
	if !slices.Equal(host[:3], []string{"SplitToSequence", "SequenceLength", "ConcatFromSequence"}) {
		t.Errorf("host steps %v", host)
	}
}

// TestSequenceInputRefused: a compiled model's inputs are tensors; a model
// taking a sequence is refused as unsupported, naming the input.
func TestSequenceInputRefused(t *testing.T) {
	m := onnxtest.New("seqin", 20)
	m.Graph.Input = append(m.Graph.Input, &onnxpb.ValueInfoProto{Name: proto.String("s"), Type: &onnxpb.TypeProto{
		Value: &onnxpb.TypeProto_SequenceType{SequenceType: &onnxpb.TypeProto_Sequence{ElemType: &onnxpb.TypeProto{
			Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{ElemType: proto.Int32(onnxtest.Float)}}}}}}})
	m.Node("SequenceLength", "len", []string{"s"}, []string{"n"})
	m.Output("n", onnxtest.Int64, []int64{})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if !errors.Is(err, graph.ErrUnsupported) || !strings.Contains(err.Error(), `input "s" is a sequence`) {
		t.Errorf("compile: %v, want an unsupported error naming input s", err)
	}
}
