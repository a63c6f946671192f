package driver

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// onnxNodeDir is the ONNX backend node tests shared by the checkout.
const onnxNodeDir = "../../shared/onnx-node"

// hostSubset covers every lowering class and kernel family: fused
// pointwise chains (integer, bool, mixed-type Pow, casts), reductions and
// arg-reductions, softmax over inner axes, normalizations (with
// statistics outputs, training-mode batch norm), TOSA GEMM/MatMul/Conv/
// pooling, Attention through the kernel library, Resize, data movement
// (gather, scatter, pad, tile, slice, split, depth-to-space), scans and
// selections (CumSum, TopK, Trilu), Einsum, Shape/Size, empty tensors,
// and inputs that must be bound as constants (Reshape's shape, axes).
var hostSubset = []string{
	"test_add_int8", "test_sigmoid", "test_where_example", "test_pow_types_int32_float32", "test_cast_FLOAT_to_FLOAT16",
	"test_xor_bcast4v3d", "test_isinf_positive", "test_clip_default_int8_max",
	"test_reduce_sum_negative_axes_keepdims_random", "test_reduce_log_sum_exp_keepdims_random", "test_reduce_max_bool_inputs", "test_reduce_sum_empty_set",
	"test_argmax_keepdims_random_select_last_index", "test_argmin_no_keepdims_example",
	"test_softmax_axis_1", "test_logsoftmax_axis_0",
	"test_layer_normalization_3d_axis1_epsilon", "test_rms_normalization_3d_axis1_epsilon", "test_group_normalization_example",
	"test_instancenorm_epsilon", "test_batchnorm_example_training_mode",
	"test_gemm_alpha", "test_matmul_4d", "test_conv_with_strides_padding", "test_maxpool_2d_pads", "test_averagepool_2d_ceil",
	"test_attention_4d_gqa_with_past_and_present_fp16", "test_attention_3d_diff_heads_sizes_attn_mask", "test_attention_4d_with_qk_matmul_softmax",
	"test_resize_upsample_scales_cubic_align_corners", "test_resize_downsample_sizes_linear_antialias", "test_resize_tf_crop_and_resize_extrapolation_value",
	"test_gather_negative_indices", "test_gathernd_example_int32_batch_dim1", "test_scatter_elements_with_duplicate_indices", "test_scatternd_max",
	"test_wrap_pad", "test_constant_pad_negative_axes", "test_tile_precomputed", "test_slice_neg_steps",
	"test_split_variable_parts_2d_opset18", "test_depthtospace_crd_mode_example", "test_transpose_all_permutations_5", "test_expand_dim_changed",
	"test_cumsum_2d_negative_axis", "test_cumsum_1d_reverse_exclusive", "test_top_k_smallest", "test_tril_neg", "test_triu_one_row",
	"test_einsum_batch_diagonal", "test_shape_start_1_end_2", "test_size", "test_constantofshape_int_zeros",
	"test_reshape_reordered_all_dims", "test_unsqueeze_unsorted_axes", "test_training_dropout_zero_ratio_mask",
}

// newTestHostTarget opens the MLIR library once for a test's target (no
// disk cache: every kernel is compiled).
func newTestHostTarget(t *testing.T) *DeviceTarget {
	t.Helper()
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (the host target needs the MLIR C API library: run `make build`)", err)
	}
	ht := NewDeviceTarget(DeviceTargetOptions{MLIR: func() (*mlirc.Library, error) { return lib, nil }})
	t.Cleanup(func() { ht.Close() })
	return ht
}

func requireNodeTests(t *testing.T, names []string) []string {
	t.Helper()
	var paths []string
	for _, n := range names {
		p := filepath.Join(onnxNodeDir, n)
		if _, err := os.Stat(filepath.Join(p, "model.onnx")); err != nil {
			t.Fatalf("ONNX node test %s: %v (the checkout's ../shared/onnx-node)", n, err)
		}
		paths = append(paths, p)
	}
	return paths
}

// TestHostTargetConformanceSubset runs the subset on the host target
// through the whole pipeline; every test must pass as on the reference.
func TestHostTargetConformanceSubset(t *testing.T) {
	paths := requireNodeTests(t, hostSubset)
	ht := newTestHostTarget(t)
	results, err := conformance.Run(context.Background(), ht, paths, conformance.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != len(hostSubset) {
		t.Fatalf("%d results for %d tests", len(results), len(hostSubset))
	}
	for _, r := range results {
		if r.Status != conformance.Pass {
			t.Errorf("%s", r)
		}
	}
}

// TestHostTargetProjectNodeTests runs the node tests the project keeps
// in testdata/node (ops the shared suite lacks: Hardmax, Shrink; models from
// onnx's node cases, outputs from ONNX Runtime) on the reference and the
// host target: every test must pass on both.
func TestHostTargetProjectNodeTests(t *testing.T) {
	paths, err := filepath.Glob("../testdata/node/test_*")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no node tests under ../testdata/node: %v", err)
	}
	for _, tgt := range []conformance.Target{conformance.RefTarget{}, newTestHostTarget(t)} {
		results, err := conformance.Run(context.Background(), tgt, paths, conformance.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			if r.Status != conformance.Pass {
				t.Errorf("%T: %s", tgt, r)
			}
		}
	}
}

// TestHostTargetReusesKernels checks that a kernel compiled for one run is
// not compiled again for a second run of the same graph, and that the
// runner's graph is left as it was (it runs every data set on it).
func TestHostTargetReusesKernels(t *testing.T) {
	ht := newTestHostTarget(t)
	g, in := randomAddGraph(t)
	nodes := len(g.Nodes)
	if _, err := ht.Run(context.Background(), g, in); err != nil {
		t.Fatal(err)
	}
	first := ht.compiledKernels()
	if first == 0 {
		t.Fatal("no kernel was compiled")
	}
	if len(g.Nodes) != nodes || len(g.Inputs) != 2 {
		t.Fatalf("Run changed the caller's graph: %d nodes, %d inputs", len(g.Nodes), len(g.Inputs))
	}
	_, in2 := randomAddGraph(t)
	out, err := ht.Run(context.Background(), g, in2)
	if err != nil {
		t.Fatal(err)
	}
	if got := ht.compiledKernels(); got != first {
		t.Fatalf("second run compiled again: %d kernels held, then %d", first, got)
	}
	a, b, y := in2["a"].Float32s(), in2["b"].Float32s(), out["y"].Float32s()
	for i := range y {
		if want := (a[i] + b[i]) * a[i]; y[i] != want {
			t.Fatalf("y[%d] = %v, want %v", i, y[i], want)
		}
	}
}

// randomAddGraph is y = (a + b) * a on fresh random float32 inputs.
func randomAddGraph(t *testing.T) (*graph.Graph, map[string]*graph.Tensor) {
	t.Helper()
	shape := graph.Shape{3, 5}
	val := func(name string) *graph.Value {
		return &graph.Value{Name: name, DType: graph.Float32, Shape: shape.Clone(), ShapeKnown: true}
	}
	a, b, s, y := val("a"), val("b"), val("s"), val("y")
	add := &graph.Node{Name: "add", OpType: "Add", Inputs: []*graph.Value{a, b}, Outputs: []*graph.Value{s}}
	mul := &graph.Node{Name: "mul", OpType: "Mul", Inputs: []*graph.Value{s, a}, Outputs: []*graph.Value{y}}
	s.Producer, y.Producer = add, mul
	g := &graph.Graph{Name: "addmul", Opset: 17, Inputs: []*graph.Value{a, b}, Outputs: []*graph.Value{y},
		Nodes: []*graph.Node{add, mul}, Initializers: map[string]*graph.Tensor{}}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	in := map[string]*graph.Tensor{}
	for _, name := range []string{"a", "b"} {
		v := make([]float32, shape.Size())
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		tn, err := graph.FromFloat32s(shape, v)
		if err != nil {
			t.Fatal(err)
		}
		in[name] = tn
	}
	return g, in
}

// TestHostTargetSkipsUnsupported checks that an op the compiler does not
// lower is a SkipError naming it, not a failure or a crash.
func TestHostTargetSkipsUnsupported(t *testing.T) {
	ht := newTestHostTarget(t)
	x := &graph.Value{Name: "x", DType: graph.Float32, Shape: graph.Shape{2, 4}, ShapeKnown: true}
	y := &graph.Value{Name: "y", DType: graph.Float32, Shape: graph.Shape{1, 1}, ShapeKnown: true}
	n := &graph.Node{Name: "rls", OpType: "ReduceLogSum", Inputs: []*graph.Value{x}, Outputs: []*graph.Value{y}}
	y.Producer = n
	g := &graph.Graph{Name: "reducelogsum", Opset: 17, Inputs: []*graph.Value{x}, Outputs: []*graph.Value{y},
		Nodes: []*graph.Node{n}, Initializers: map[string]*graph.Tensor{}}
	xt, err := graph.FromFloat32s(graph.Shape{2, 4}, []float32{1, 3, 2, 0, -1, 5, 4, 2})
	if err != nil {
		t.Fatal(err)
	}
	_, err = ht.Run(context.Background(), g, map[string]*graph.Tensor{"x": xt})
	var se *conformance.SkipError
	if !errors.As(err, &se) {
		t.Fatalf("Run = %v, want a SkipError", err)
	}
}

// TestHostTargetMatchesReference runs synthetic graphs the node tests lack
// on fresh random inputs and compares with the reference evaluator.
func TestHostTargetMatchesReference(t *testing.T) {
	ht := newTestHostTarget(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	value := func(name string, shape ...int64) *graph.Value {
		return &graph.Value{Name: name, DType: graph.Float32, Shape: shape, ShapeKnown: true}
	}
	random := func(shape graph.Shape) *graph.Tensor {
		v := make([]float32, shape.Size())
		for i := range v {
			v[i] = float32(r.NormFloat64() * 2)
		}
		tn, err := graph.FromFloat32s(shape, v)
		if err != nil {
			t.Fatal(err)
		}
		return tn
	}
	for _, c := range []struct {
		name  string
		opset int64
		op    string
		attrs func(n *graph.Node)
		ins   []*graph.Value
		out   *graph.Value
	}{
		// Opset 18 GroupNormalization: one scale and bias per group.
		{"groupnorm_per_group", 18, "GroupNormalization", func(n *graph.Node) { n.SetInt("num_groups", 3) },
			[]*graph.Value{value("x", 2, 6, 3), value("scale", 3), value("bias", 3)}, value("y", 2, 6, 3)},
		// LayerNormalization with a scale broadcast over the normalized axes.
		{"layernorm_broadcast_scale", 17, "LayerNormalization", func(n *graph.Node) { n.SetInt("axis", 1) },
			[]*graph.Value{value("x", 3, 4, 5), value("scale", 5)}, value("y", 3, 4, 5)},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := &graph.Node{Name: c.name, OpType: c.op, Inputs: c.ins, Outputs: []*graph.Value{c.out}, Attrs: map[string]*graph.Attr{}}
			c.attrs(n)
			c.out.Producer = n
			g := &graph.Graph{Name: c.name, Opset: c.opset, Inputs: c.ins, Outputs: []*graph.Value{c.out},
				Nodes: []*graph.Node{n}, Initializers: map[string]*graph.Tensor{}}
			in := map[string]*graph.Tensor{}
			for _, v := range c.ins {
				in[v.Name] = random(v.Shape)
			}
			want, err := conformance.RefTarget{}.Run(context.Background(), g, in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ht.Run(context.Background(), g, in)
			if err != nil {
				t.Fatal(err)
			}
			gv, wv := got[c.out.Name].Float32s(), want[c.out.Name].Float32s()
			if len(gv) != len(wv) {
				t.Fatalf("%d elements, want %d", len(gv), len(wv))
			}
			for i := range wv {
				if d := gv[i] - wv[i]; d > 1e-4 || d < -1e-4 {
					t.Fatalf("y[%d] = %v, want %v", i, gv[i], wv[i])
				}
			}
		})
	}
}
