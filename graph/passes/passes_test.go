package passes

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx"
)

func sharedModel(t testing.TB, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("../../../shared/models", name, "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
	}
	return p
}

// testKinds classifies the ops these tests partition, as the compiler's op
// table (lower.OpKind) does.
func testKinds(n *graph.Node) OpKind {
	switch n.OpType {
	case "MatMul", "Gemm":
		return OpAnchor
	case "Add", "Mul", "Relu", "Exp", "Neg", "Sigmoid", "Cast":
		return OpPointwise
	}
	return OpKernel
}

func importModel(t testing.TB, path string) *graph.Graph {
	t.Helper()
	g, err := onnx.ImportFile(path, onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestInferAndPartitionMLP(t *testing.T) {
	for _, path := range []string{sharedModel(t, "mlp"), "../../testdata/sample/model.onnx"} {
		t.Run(filepath.Base(filepath.Dir(path)), func(t *testing.T) {
			g := importModel(t, path)
			if err := (Pipeline{&InferShapes{}}).Run(context.Background(), g, RunOptions{Validate: true}); err != nil {
				t.Fatal(err)
			}
			for _, v := range g.Values() {
				if !v.ShapeKnown || v.DType != graph.Float32 {
					t.Errorf("value %v not inferred", v)
				}
			}
			if y := g.Outputs[0]; !y.Shape.Equal(graph.Shape{4, 32}) {
				t.Fatalf("y shape %v", y.Shape)
			}
			parts, err := PartitionGraph(g, testKinds)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range parts {
				var ops []string
				for _, n := range p.Nodes {
					ops = append(ops, n.OpType)
				}
				got = append(got, p.Class.String()+":"+strings.Join(ops, "+"))
			}
			if s := strings.Join(got, " "); s != "mlir:Gemm+Relu mlir:Gemm spirv:Softmax" {
				t.Fatalf("partitions = %s", s)
			}
			// Boundaries: the first kernel reads x and both weights and
			// writes only the Relu output.
			p0 := parts[0]
			if len(p0.Inputs) != 3 || p0.Inputs[0].Name != "x" || len(p0.Outputs) != 1 || p0.Outputs[0] != p0.Nodes[1].Outputs[0] {
				t.Fatalf("partition 0 inputs %v outputs %v", p0.Inputs, p0.Outputs)
			}
			if parts[1].Inputs[0] != p0.Outputs[0] || parts[2].Outputs[0] != g.Outputs[0] {
				t.Fatalf("partitions are not chained: %v -> %v", parts[1].Inputs, parts[2].Outputs)
			}
			if parts[0].Anchor != p0.Nodes[0] || parts[2].Anchor != nil {
				t.Fatalf("anchors wrong")
			}
		})
	}
}

func TestBindInputs(t *testing.T) {
	mk := func() *graph.Graph {
		g := graph.New("g", 17)
		g.Inputs = []*graph.Value{
			{Name: "ids", DType: graph.Int64, Dims: []graph.Dim{{Size: -1, Param: "batch"}, {Size: -1, Param: "seq"}}},
			{Name: "mask", DType: graph.Int64, Dims: []graph.Dim{{Size: -1, Param: "batch"}, {Size: 16}}},
		}
		return g
	}
	g := mk()
	err := BindInputs(g, Bindings{})
	var ue *UnboundDimsError
	if !errors.As(err, &ue) || len(ue.Dims) != 3 || !strings.Contains(err.Error(), "seq (input ids dim 1)") {
		t.Fatalf("err = %v", err)
	}
	g = mk()
	if err := BindInputs(g, Bindings{Dims: map[string]int64{"batch": 3, "seq": 16}}); err != nil {
		t.Fatal(err)
	}
	if !g.Inputs[0].Shape.Equal(graph.Shape{3, 16}) || !g.Inputs[1].Shape.Equal(graph.Shape{3, 16}) {
		t.Fatalf("shapes %v %v", g.Inputs[0].Shape, g.Inputs[1].Shape)
	}
	g = mk()
	err = BindInputs(g, Bindings{Dims: map[string]int64{"batch": 2}, Inputs: map[string]graph.Shape{"ids": {2, 5}}})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Inputs[0].Shape.Equal(graph.Shape{2, 5}) {
		t.Fatalf("ids shape %v", g.Inputs[0].Shape)
	}
	g = mk()
	if err := BindInputs(g, Bindings{Inputs: map[string]graph.Shape{"mask": {2, 7}}, Dims: map[string]int64{"batch": 2, "seq": 1}}); err == nil || !strings.Contains(err.Error(), "dim 1 is 16") {
		t.Fatalf("contradicting binding: err = %v", err)
	}
	g = mk()
	if err := BindInputs(g, Bindings{Inputs: map[string]graph.Shape{"nope": {1}}}); err == nil || !strings.Contains(err.Error(), `no input "nope"`) || !strings.Contains(err.Error(), "ids, mask") {
		t.Fatalf("unknown input: err = %v", err)
	}
	if got := SymbolicDims(mk()); !slices.Equal(got, []string{"batch", "seq"}) {
		t.Fatalf("SymbolicDims = %v", got)
	}
	// A --dim naming no dim of the model is an error like an unknown
	// --input-dim, even when the inputs are otherwise bound.
	for _, b := range []Bindings{
		{Dims: map[string]int64{"batch": 2, "seq": 8, "sequence": 8}},
		{Dims: map[string]int64{"nosuch": 3}, Inputs: map[string]graph.Shape{"ids": {2, 8}, "mask": {2, 16}}},
	} {
		g = mk()
		err := BindInputs(g, b)
		if err == nil || !strings.Contains(err.Error(), "--dim ") || !strings.Contains(err.Error(), "no dim named") || !strings.Contains(err.Error(), "batch, seq") {
			t.Errorf("bindings %v: err = %v, want one naming the unknown dim and listing batch, seq", b, err)
		}
	}
	static := graph.New("g", 17)
	static.Inputs = []*graph.Value{{Name: "x", DType: graph.Float32, Dims: []graph.Dim{{Size: 2}}}}
	if err := BindInputs(static, Bindings{Dims: map[string]int64{"batch": 1}}); err == nil || !strings.Contains(err.Error(), "no symbolic dims") {
		t.Errorf("--dim on a static model: err = %v", err)
	}
}

// TestDumpAfterUnknownPass checks that --dump-graph after=NAME with a name
// no pass has fails before any pass runs, listing the pass names, while a
// real name dumps.
func TestDumpAfterUnknownPass(t *testing.T) {
	g := importModel(t, sharedModel(t, "mlp"))
	var dump strings.Builder
	err := Standard(Bindings{}, testKinds, &Result{}).Run(context.Background(), g, RunOptions{DumpAfter: []string{"cse", "nope"}, Dump: &dump})
	if err == nil || !strings.Contains(err.Error(), `"nope"`) || !strings.Contains(err.Error(), "fold-constants") || !strings.Contains(err.Error(), "plan-memory") {
		t.Fatalf("err = %v, want one naming nope and listing the passes", err)
	}
	if dump.Len() != 0 || g.Inputs[0].ShapeKnown {
		t.Fatalf("passes ran before the check: dump %q", dump.String())
	}
	if err := Standard(Bindings{}, testKinds, &Result{}).Run(context.Background(), g, RunOptions{DumpAfter: []string{"cse"}, Dump: &dump}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(dump.String(), "// after cse\n") {
		t.Fatalf("dump after cse: %.80q", dump.String())
	}
}
