package lower

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/conformance"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// nodeTestDir holds the ONNX node tests.
const nodeTestDir = "../../shared/onnx-node"

// spirvNodeTests are ONNX node tests whose kernels come from the SPIR-V
// library: every family the lowering emits.
var spirvNodeTests = []string{
	"test_argm*", "test_cumsum_*", "test_tril*", "test_triu*", "test_gathernd_*", "test_scatter*",
	"test_top_k_*", "test_*_pad*", "test_tile_*", "test_depthtospace_*", "test_spacetodepth*", "test_einsum_*",
	"test_batchnorm_*", "test_instancenorm_*", "test_group_normalization_e*", "test_layer_normalization_*",
	"test_softmax_axis_*", "test_logsoftmax_axis_*", "test_attention_*", "test_resize_*", "test_shape*", "test_size",
	"test_reduce_*_empty_set", "test_reduce_max_bool_inputs", "test_pow_types_*", "test_isinf*", "test_castlike_*",
	"test_constantofshape_*", "test_range_*", "test_split_zero_size_splits_opset18", "test_training_dropout_zero_ratio_mask",
}

// compileNodeTest compiles a node test for its first data set's input
// shapes, binding as constants the inputs the compile needs the values of
// (as a static-shape compile with those values fixed).
func compileNodeTest(t *testing.T, dir string) *Result {
	t.Helper()
	g, err := onnx.ImportFile(filepath.Join(dir, "model.onnx"), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	inputs := map[string]*graph.Tensor{}
	for i, v := range g.Inputs {
		tt, err := conformance.ReadTensorFile(filepath.Join(dir, "test_data_set_0", fmt.Sprintf("input_%d.pb", i)))
		if err != nil {
			t.Fatal(err)
		}
		inputs[v.Name] = tt
	}
	for range len(g.Inputs) + 1 {
		dims := map[string][]int64{}
		for _, v := range g.Inputs {
			dims[v.Name] = inputs[v.Name].Shape.Clone()
		}
		res, err := Compile(context.Background(), g.Clone(), Options{InputDims: dims}, passes.RunOptions{})
		if err == nil {
			return res
		}
		name, _ := RuntimeInput(err)
		i := slices.IndexFunc(g.Inputs, func(v *graph.Value) bool { return v.Name == name })
		if i < 0 {
			t.Fatal(err)
		}
		v := g.Inputs[i]
		g.Inputs = slices.Delete(g.Inputs, i, i+1)
		g.Initializers[name] = inputs[name]
		v.DType, v.Shape, v.ShapeKnown = inputs[name].DType, inputs[name].Shape.Clone(), true
	}
	t.Fatal("binding inputs did not converge")
	return nil
}

// TestSPIRVLoweringValidates lowers the node tests and runs spirv-val on
// every SPIR-V object, checking that its argument signature matches the
// program buffers it is launched on.
func TestSPIRVLoweringValidates(t *testing.T) {
	val, err := exec.LookPath("spirv-val")
	if err != nil {
		t.Fatal("spirv-val not found: run `make deps` (installs spirv-tools)")
	}
	var dirs []string
	for _, pat := range spirvNodeTests {
		m, err := filepath.Glob(filepath.Join(nodeTestDir, pat))
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, m...)
	}
	if len(dirs) < 100 {
		t.Fatalf("%d ONNX node tests under %s (the shared data is missing)", len(dirs), nodeTestDir)
	}
	sort.Strings(dirs)
	dirs = slices.Compact(dirs)
	tmp := t.TempDir()
	seen := map[string]bool{}
	objects := 0
	for _, dir := range dirs {
		name := filepath.Base(dir)
		if strings.Contains(name, "bfloat16_type_positive_delta_expanded") || strings.Contains(name, "type_positive_delta_expanded") {
			continue // Loop subgraphs: not imported
		}
		t.Run(name, func(t *testing.T) {
			res := compileNodeTest(t, dir)
			byID := map[string]*codeobj.Object{}
			for _, o := range res.Objects {
				byID[o.ID()] = o
			}
			p := &res.Programs[0]
			for _, l := range p.Launches {
				for _, id := range l.Kernels {
					o := byID[id]
					if o.Format != codeobj.AMDGCNSPIRV {
						continue
					}
					for j, a := range l.Args {
						b := p.Buffers[a]
						if o.Args[j].DType != b.DType || !slices.Equal(o.Args[j].Shape, b.Shape) {
							t.Fatalf("%s: argument %d is %s%v, buffer %s is %s%v", l.Label, j, o.Args[j].DType, o.Args[j].Shape, b.Name, b.DType, b.Shape)
						}
					}
					if seen[id] {
						continue
					}
					seen[id] = true
					objects++
					path := filepath.Join(tmp, id+".spv")
					if err := os.WriteFile(path, o.Payload, 0o644); err != nil {
						t.Fatal(err)
					}
					if out, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
						t.Fatalf("%s (%s): spirv-val: %v\n%s", l.Label, o.Symbol, err, out)
					}
				}
			}
		})
	}
	t.Logf("%d SPIR-V objects validated", objects)
}

func TestParseEinsum(t *testing.T) {
	val := func(shape ...int64) *graph.Value {
		return &graph.Value{Name: "x", DType: graph.Float32, Shape: shape, ShapeKnown: true}
	}
	for _, c := range []struct {
		eq   string
		ins  []*graph.Value
		want kernels.ContractSpec
	}{
		{"ij,jk->ik", []*graph.Value{val(2, 3), val(3, 4)},
			kernels.ContractSpec{Sizes: []int64{2, 3, 4}, Operands: [][]int{{0, 1}, {1, 2}}, Shapes: [][]int64{{2, 3}, {3, 4}}, Out: []int{0, 2}}},
		{"i,i", []*graph.Value{val(5), val(5)}, // implicit: nothing left
			kernels.ContractSpec{Sizes: []int64{5}, Operands: [][]int{{0}, {0}}, Shapes: [][]int64{{5}, {5}}}},
		{"ba", []*graph.Value{val(2, 3)}, // implicit: labels sorted
			kernels.ContractSpec{Sizes: []int64{2, 3}, Operands: [][]int{{0, 1}}, Shapes: [][]int64{{2, 3}}, Out: []int{1, 0}}},
		{"...ii ->...i", []*graph.Value{val(3, 5, 5)},
			kernels.ContractSpec{Sizes: []int64{3, 5}, Operands: [][]int{{0, 1, 1}}, Shapes: [][]int64{{3, 5, 5}}, Out: []int{0, 1}}},
		{"b...j,bj->b", []*graph.Value{val(2, 4, 6, 3), val(2, 3)}, // ellipsis summed away
			kernels.ContractSpec{Sizes: []int64{4, 6, 2, 3}, Operands: [][]int{{2, 0, 1, 3}, {2, 3}}, Shapes: [][]int64{{2, 4, 6, 3}, {2, 3}}, Out: []int{2}}},
		{"...i,i...->...", []*graph.Value{val(1, 4), val(4, 7)}, // broadcast ellipsis
			kernels.ContractSpec{Sizes: []int64{7, 4}, Operands: [][]int{{0, 1}, {1, 0}}, Shapes: [][]int64{{1, 4}, {4, 7}}, Out: []int{0}}},
	} {
		got, err := parseEinsum(c.eq, c.ins)
		if err != nil {
			t.Fatalf("%q: %v", c.eq, err)
		}
		if len(got.Out) == 0 {
			got.Out = nil
		}
		if d := cmp.Diff(c.want, got.ContractSpec); d != "" {
			t.Errorf("%q (-want +got):\n%s", c.eq, d)
		}
	}
	for _, c := range []struct {
		eq  string
		ins []*graph.Value
	}{
		{"ij,jk->ik", []*graph.Value{val(2, 3)}},            // operand count
		{"ij->i", []*graph.Value{val(2, 3, 4)}},             // rank
		{"ij,jk->ik", []*graph.Value{val(2, 3), val(4, 5)}}, // sizes disagree
		{"ij->iz", []*graph.Value{val(2, 3)}},               // unknown output label
		{"i1->i", []*graph.Value{val(2, 3)}},                // bad label
	} {
		if _, err := parseEinsum(c.eq, c.ins); err == nil {
			t.Errorf("%q on %d operands: no error", c.eq, len(c.ins))
		}
	}
}
