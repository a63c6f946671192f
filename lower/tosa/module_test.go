package tosa_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/lower/tosa"
	"github.com/mgxport/mgxport/mlirbc"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/conformance"
)

func TestTOSAPartitionNumerics(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for i, tc := range tpCases() {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, uint64(i)))
			b := &tpGraph{g: graph.New(tc.name, 21), r: r}
			tc.build(b)
			parts := tpInfer(t, b.g)
			if len(parts) != 1 || parts[0].Class != passes.ClassMLIR {
				t.Fatalf("want one MLIR partition, got %d (%v)", len(parts), describe(parts[0]))
			}
			part := parts[0]
			if len(part.Nodes) != len(b.g.Nodes) {
				t.Fatalf("partition %s holds %d of %d nodes", describe(part), len(part.Nodes), len(b.g.Nodes))
			}
			sym := "k_" + tc.name
			mod, args, err := tosa.PartitionModule(b.g, part, sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			nIn := len(args) - len(part.Outputs)
			for j, v := range part.Outputs {
				if args[nIn+j] != v {
					t.Fatalf("args do not end with the outputs")
				}
			}
			counts := map[string]int{}
			for _, c := range mod.OpCounts() {
				counts[c.Name] = c.Count
			}
			for _, op := range tc.ops {
				if counts[op] == 0 {
					t.Errorf("no %s in the module (ops %v)", op, counts)
				}
			}
			bc := tpVerify(t, mod, sym)
			for trial := range 2 { // fresh inputs each call
				inputs := map[string]*graph.Tensor{}
				byValue := map[*graph.Value]*graph.Tensor{}
				for _, v := range b.g.Inputs {
					tt := tpRandom(r, v)
					inputs[v.Name], byValue[v] = tt, tt
				}
				want, err := ref.Evaluate(context.Background(), b.g, inputs)
				if err != nil {
					t.Fatal(err)
				}
				got := tpRun(t, bc, sym, b.g, args, nIn, byValue)
				for _, v := range b.g.Outputs {
					rtol, atol := 1e-4, 1e-5
					if tc.tol != 0 {
						rtol, atol = tc.tol, tc.tol
					}
					tpClose(t, fmt.Sprintf("trial %d %s", trial, v.Name), got[v.Name], want[v.Name], rtol, atol)
				}
			}
		})
	}
}

// tpNodeTests are the ONNX backend node tests of MLIR anchors: every one
// must lower and match the reference and its expected outputs.
var tpNodeTests = []string{
	"test_matmul_*", "test_gemm_*", "test_conv_*", "test_basic_conv_*", "test_convtranspose*",
	"test_maxpool_*", "test_averagepool_*", "test_globalaveragepool*", "test_globalmaxpool*", "test_lppool_*",
}

const tpNodeDir = "../../../shared/onnx-node"

func TestTOSAPartitionONNXNodeTests(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	var dirs []string
	for _, pat := range tpNodeTests {
		m, err := filepath.Glob(filepath.Join(tpNodeDir, pat))
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, m...)
	}
	if len(dirs) == 0 {
		t.Fatalf("no ONNX node tests under %s (the shared data is missing)", tpNodeDir)
	}
	sort.Strings(dirs)
	var passed int
	for _, dir := range dirs {
		name := filepath.Base(dir)
		if strings.HasSuffix(name, "_expanded") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			g, err := onnx.ImportFile(filepath.Join(dir, "model.onnx"), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			inputs := map[string]*graph.Tensor{}
			byValue := map[*graph.Value]*graph.Tensor{}
			for i, v := range g.Inputs {
				tt, err := conformance.ReadTensorFile(filepath.Join(dir, "test_data_set_0", fmt.Sprintf("input_%d.pb", i)))
				if err != nil {
					t.Fatal(err)
				}
				inputs[v.Name], byValue[v] = tt, tt
				v.Shape, v.ShapeKnown = tt.Shape.Clone(), true
			}
			parts := tpInfer(t, g)
			var part *passes.Partition
			for _, p := range parts {
				if p.Class == passes.ClassMLIR {
					if part != nil {
						t.Fatalf("more than one MLIR partition")
					}
					part = p
				}
			}
			if part == nil || len(parts) != 1 {
				t.Fatalf("want one MLIR partition, got %d", len(parts))
			}
			sym := "k_" + strings.TrimPrefix(name, "test_")
			mod, args, err := tosa.PartitionModule(g, part, sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			bc := tpVerify(t, mod, sym)
			got := tpRun(t, bc, sym, g, args, len(args)-len(part.Outputs), byValue)
			// The reference evaluator on the same inputs, tightly; the
			// stored outputs (some rounded to 4 digits) with the ONNX
			// runner's tolerance.
			refOut, err := ref.Evaluate(context.Background(), g, inputs)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range g.Outputs {
				want, err := conformance.ReadTensorFile(filepath.Join(dir, "test_data_set_0", fmt.Sprintf("output_%d.pb", i)))
				if err != nil {
					t.Fatal(err)
				}
				tpClose(t, v.Name+" vs ref", got[v.Name], refOut[v.Name], 1e-4, 1e-5)
				tpClose(t, v.Name+" vs expected", got[v.Name], want, 1e-3, 1e-7)
			}
			passed++
		})
	}
	t.Logf("%d node tests lowered and matched", passed)
}

func TestTOSAPartitionUnsupported(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 2))
	cases := []struct {
		name  string
		build func(b *tpGraph)
		op    string // named in the error
	}{
		{"int_matmul", func(b *tpGraph) {
			b.out(b.op("MatMul", nil, b.input(graph.Int32, 2, 3), b.input(graph.Int32, 3, 2)))
		}, "int32"},
		{"attention", func(b *tpGraph) {
			b.out(b.op("Attention", nil, b.x(1, 2, 4, 8), b.x(1, 2, 4, 8), b.x(1, 2, 4, 8)))
		}, "Attention"},
		{"maxpool_indices", func(b *tpGraph) {
			b.k++
			n := &graph.Node{Name: "mp", OpType: "MaxPool", Inputs: []*graph.Value{b.x(1, 1, 4, 4)}, Attrs: tpAttrs{"kernel_shape": tpIs(2, 2)}}
			n.Outputs = []*graph.Value{{Name: "y", Producer: n}, {Name: "i", Producer: n}}
			b.g.Nodes = append(b.g.Nodes, n)
			b.out(n.Outputs...)
		}, "MaxPool"},
		{"conv_4d", func(b *tpGraph) {
			b.out(b.op("Conv", nil, b.x(1, 1, 3, 3, 3, 3), b.weight(1, 1, 2, 2, 2, 2)))
		}, "4-D"},
		{"pointwise_round", func(b *tpGraph) {
			b.out(b.op("Round", nil, b.op("MatMul", nil, b.x(2, 3), b.x(3, 2))))
		}, "Round"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := &tpGraph{g: graph.New(tc.name, 21), r: r}
			tc.build(b)
			parts := tpInfer(t, b.g)
			_, _, err := tosa.PartitionModule(b.g, parts[0], "k", lower.TOSALookup)
			if !errors.Is(err, tosa.ErrUnsupported) {
				t.Fatalf("want tosa.ErrUnsupported, got %v", err)
			}
			if !strings.Contains(err.Error(), tc.op) {
				t.Fatalf("error %q does not name %s", err, tc.op)
			}
		})
	}
}

func TestTOSAPartitionArgs(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 3))
	b := &tpGraph{g: graph.New("args", 21), r: r}
	x := b.x(2, 4)
	w := b.weight(4, 3)
	s := b.scalar(2)
	y := b.op("Mul", nil, b.op("Gemm", nil, x, w, b.weight(3)), s)
	b.out(y)
	parts := tpInfer(t, b.g)
	mod, args, err := tosa.PartitionModule(b.g, parts[0], "k_args", lower.TOSALookup)
	if err != nil {
		t.Fatal(err)
	}
	// The scalar is inlined; x, W and the bias are arguments, then y.
	if len(args) != 4 || args[0] != x || args[1] != w || args[3] != y {
		t.Fatalf("args %v", args)
	}
	fn := mod.Body().Ops[0]
	if got := fn.Attr("function_type").String(); got != "(tensor<2x4xf32>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>" {
		t.Fatalf("function type %s", got)
	}
	if _, _, err := tosa.PartitionModule(b.g, parts[0], "bad-symbol", lower.TOSALookup); err == nil {
		t.Fatal("bad symbol accepted")
	}
}

// TestTOSAPartitionBFloat16 checks that bfloat16 partitions give valid
// kernels that lower through tosa-to-linalg. (Their host numerics wait on
// finalize: the host link lacks compiler-rt's __truncsfbf2.)
func TestTOSAPartitionBFloat16(t *testing.T) {
	tpOpt(t, "--version")
	b := &tpGraph{g: graph.New("bf16", 21), r: rand.New(rand.NewPCG(rand.Uint64(), 5))}
	y := b.op("Gemm", tpAttrs{"transB": tpI(1)}, b.input(graph.BFloat16, 3, 8), b.weightOf(graph.BFloat16, 5, 8), b.weightOf(graph.BFloat16, 5))
	y = b.op("Tanh", nil, y)
	z := b.op("Conv", tpAttrs{"pads": tpIs(1, 1)}, b.input(graph.BFloat16, 1, 2, 6), b.weightOf(graph.BFloat16, 3, 2, 3))
	b.out(y, b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(2)}, b.op("Relu", nil, z)))
	parts := tpInfer(t, b.g)
	n := 0
	for _, part := range parts {
		if part.Class != passes.ClassMLIR {
			continue
		}
		n++
		mod, _, err := tosa.PartitionModule(b.g, part, fmt.Sprintf("k_bf16_%d", n), lower.TOSALookup)
		if err != nil {
			t.Fatal(err)
		}
		tpVerify(t, mod, fmt.Sprintf("k_bf16_%d", n))
		if !strings.Contains(mlirTextOf(t, mod), "bf16") {
			t.Fatalf("partition %d is not in bf16", n)
		}
	}
	if n != 3 {
		t.Fatalf("%d MLIR partitions, want 3 (Gemm, Conv, MaxPool)", n)
	}
}

// mlirTextOf prints a module through mlir-opt-22.
func mlirTextOf(t *testing.T, mod *mlirbc.Module) string {
	t.Helper()
	bc, err := mlirbc.Encode(mod, mlirbc.WriteOptions{Version: lower.BytecodeVersion})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m.mlirbc")
	if err := os.WriteFile(path, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	return tpOpt(t, path)
}

// describe names a partition's class, ops and name for test messages.
func describe(p *passes.Partition) string {
	var ops []string
	for _, n := range p.Nodes {
		ops = append(ops, n.OpType)
	}
	return fmt.Sprintf("%s[%s] %q", p.Class, strings.Join(ops, "+"), p.Name())
}
