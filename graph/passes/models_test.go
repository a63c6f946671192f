package passes

import (
	"context"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/npy"
)

func readNpy(t testing.TB, path string) *graph.Tensor {
	t.Helper()
	a, err := npy.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	dt, err := graph.ParseDType(a.DType)
	if err != nil {
		t.Fatal(err)
	}
	return &graph.Tensor{DType: dt, Shape: a.Shape, Data: a.Data}
}

func assertClose(t testing.TB, name string, got, want *graph.Tensor, rtol, atol float64) {
	t.Helper()
	if got == nil || got.DType != want.DType || !got.Shape.Equal(want.Shape) {
		t.Fatalf("%s: got %v, want %v", name, got, want)
	}
	g, w := got.Float64s(), want.Float64s()
	for i := range g {
		if d := math.Abs(g[i] - w[i]); !(d <= atol+rtol*math.Abs(w[i])) {
			t.Fatalf("%s element %d: got %v, want %v", name, i, g[i], w[i])
		}
	}
}

// TestSharedModels runs every shared model (and the exported models the
// project keeps in testdata/models) through the whole front end (dynamic
// dims bound from the reference inputs' shapes), evaluates the optimized
// graph on the reference target and compares with ONNX Runtime's outputs.
func TestSharedModels(t *testing.T) {
	dirs := map[string]string{}
	for _, m := range []string{"mlp", "cnn", "bert_mini", "bert_mini_dynamo"} {
		dirs[m] = filepath.Dir(sharedModel(t, m))
	}
	for _, m := range []string{"gpt2_mini", "vit_mini", "resnet_mini"} {
		dirs[m] = filepath.Join("../../testdata/models", m)
	}
	for m, dir := range dirs {
		t.Run(m, func(t *testing.T) {
			g := importModel(t, filepath.Join(dir, "model.onnx"))
			nodesBefore := len(g.Nodes)
			ins := map[string]*graph.Tensor{}
			b := Bindings{Inputs: map[string]graph.Shape{}}
			for _, v := range g.Inputs {
				ins[v.Name] = readNpy(t, filepath.Join(dir, "input_"+v.Name+".npy"))
				b.Inputs[v.Name] = ins[v.Name].Shape
			}
			var prof ProfileTable
			res, err := Compile(context.Background(), g, Options{Bindings: b, Kinds: testKinds, RunOptions: RunOptions{Validate: true, Profile: prof.Record}})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d -> %d nodes, %d kernels, memory %v", nodesBefore, len(g.Nodes), len(res.Partitions), res.Memory)
			for _, n := range g.Nodes {
				switch n.OpType {
				case "Shape", "Size", "ConstantOfShape", "Identity", "Dropout", "Range":
					t.Errorf("%s survived the passes", n)
				}
			}
			out, err := ref.Evaluate(context.Background(), g, ins)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range g.Outputs {
				want := readNpy(t, filepath.Join(dir, "output_"+strings.ReplaceAll(v.Name, "/", "_")+".npy"))
				assertClose(t, v.Name, out[v.Name], want, 1e-4, 1e-5)
			}
			covered := map[*graph.Node]bool{}
			for _, p := range res.Partitions {
				for _, n := range p.Nodes {
					if covered[n] {
						t.Fatalf("%s is in two partitions", n)
					}
					covered[n] = true
				}
			}
			if len(covered) != len(g.Nodes) {
				t.Fatalf("partitions cover %d of %d nodes", len(covered), len(g.Nodes))
			}
		})
	}
}
