package kernels_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// runKernel runs the first kernel of ks (one subgroup of one lane per
// work-group, so any strategy runs on the interpreter) on inputs, in
// argument order, and returns every argument's bytes after the run.
func runKernel(t *testing.T, ks []kernels.Kernel, inputs map[string][]byte) map[string][]byte {
	t.Helper()
	k := ks[0]
	mem := make([][]byte, len(k.Args))
	for a, arg := range k.Args {
		if arg.Write {
			mem[a] = make([]byte, arg.Elems*int64(kerneltest.Size(arg.DType)))
			continue
		}
		in, ok := inputs[arg.Name]
		if !ok {
			t.Fatalf("%s: no input %s", k.Symbol, arg.Name)
		}
		mem[a] = in
	}
	sub := int64(1)
	if k.Wave != 0 {
		sub = int64(k.Wave)
	}
	if err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{Global: k.Global, Local: k.Local, SubgroupSize: sub}, mem); err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for a, arg := range k.Args {
		out[arg.Name] = mem[a]
	}
	return out
}

// TestTailMatchesSeparateKernels checks a row kernel with a tail against
// the same kernel followed by a pointwise kernel of the tail's expression
// (the two launches the tail replaces), on random rows: the same bytes in
// y and in the tail's output, with y kept or dropped, for Softmax
// (mixed precision's IsNaN/Where/Cast after an exported softmax) and
// LayerNormalization (the narrowing Cast; an activation and scale).
func TestTailMatchesSeparateKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	const rows, cols = 6, 40
	x := kerneltest.Encode("float32", rnd(r, rows*cols, 3))
	scale := kerneltest.Encode("float32", rnd(r, cols, 1))
	bias := kerneltest.Encode("float32", rnd(r, cols, 1))
	nanGuard := func() *kernels.Expr { // Where(IsNaN(s), 0, s) then Cast to half
		in := kernels.In(0)
		return kernels.Cast(kernels.Where(kernels.Un("isnan", in), kernels.Const(0, "float32"), in), "float16")
	}
	geluish := func() *kernels.Expr { // relu(v)*0.5, in float32
		return kernels.Bin("mul", kernels.Un("relu", kernels.In(0)), kernels.Const(0.5, "float32"))
	}
	for _, tc := range []struct {
		name string
		row  func(tail *kernels.Tail) ([]kernels.Kernel, error)
		tail *kernels.Tail
	}{
		{"softmax_cast_keep", func(tail *kernels.Tail) ([]kernels.Kernel, error) {
			return kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sm", Rows: rows, Cols: cols, DType: "float32", Tail: tail})
		}, &kernels.Tail{Expr: nanGuard(), DType: "float16", Keep: true}},
		{"softmax_cast", func(tail *kernels.Tail) ([]kernels.Kernel, error) {
			return kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sm", Rows: rows, Cols: cols, DType: "float32", Tail: tail})
		}, &kernels.Tail{Expr: nanGuard(), DType: "float16"}},
		{"layernorm_cast_keep", func(tail *kernels.Tail) ([]kernels.Kernel, error) {
			return kernels.Norm(kernels.NormSpec{Symbol: "ln", Kind: "layer", Shape: []int64{rows, cols}, Axis: -1, Epsilon: 1e-5,
				DType: "float32", Scale: true, Bias: true, Tail: tail})
		}, &kernels.Tail{Expr: kernels.Cast(kernels.In(0), "bfloat16"), DType: "bfloat16", Keep: true}},
		{"rmsnorm_act", func(tail *kernels.Tail) ([]kernels.Kernel, error) {
			return kernels.Norm(kernels.NormSpec{Symbol: "rms", Kind: "rms", Shape: []int64{rows, cols}, Axis: -1, Epsilon: 1e-6,
				DType: "float32", Scale: true, Tail: tail})
		}, &kernels.Tail{Expr: geluish(), DType: "float32"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			inputs := map[string][]byte{"x": x, "scale": scale, "bias": bias}
			plain, err := tc.row(nil)
			if err != nil {
				t.Fatal(err)
			}
			fused, err := tc.row(tc.tail)
			if err != nil {
				t.Fatal(err)
			}
			want := runKernel(t, plain, inputs)
			pw, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "tail", OutShape: []int64{rows, cols}, OutDType: tc.tail.DType,
				Inputs: []kernels.PointwiseInput{{Name: "x0", DType: "float32", Shape: []int64{rows, cols}, Elems: rows * cols}}, Expr: tc.tail.Expr})
			if err != nil {
				t.Fatal(err)
			}
			wantT := runKernel(t, pw, map[string][]byte{"x0": want["y"]})["y"]
			got := runKernel(t, fused, inputs)
			if y, ok := got["y"]; ok != tc.tail.Keep {
				t.Fatalf("kernel has y: %v, want %v", ok, tc.tail.Keep)
			} else if ok && !bytes.Equal(y, want["y"]) {
				t.Errorf("y differs from the plain kernel's")
			}
			if !bytes.Equal(got["t"], wantT) {
				t.Errorf("tail output differs from the separate pointwise kernel's:\n got %v\nwant %v",
					kerneltest.Decode(tc.tail.DType, got["t"])[:8], kerneltest.Decode(tc.tail.DType, wantT)[:8])
			}
			if allZero(got["t"]) {
				t.Errorf("tail output is all zeros")
			}
		})
	}
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// TestTailRejects: a tail that reads anything but the kernel's element,
// or whose type is not its output's, is an error; so is a tail with the
// norm's statistics outputs.
func TestTailRejects(t *testing.T) {
	for _, tail := range []*kernels.Tail{
		{Expr: kernels.Bin("add", kernels.In(0), kernels.In(1)), DType: "float32"},
		{Expr: kernels.In(0), DType: "float16"},
		{Expr: kernels.Cast(kernels.In(0), "float16"), DType: "float17"},
	} {
		if _, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sm", Rows: 2, Cols: 4, DType: "float32", Tail: tail}); err == nil {
			t.Errorf("softmax with tail %+v: no error", tail)
		}
	}
	if _, err := kernels.Norm(kernels.NormSpec{Symbol: "ln", Kind: "layer", Shape: []int64{2, 4}, Axis: -1, DType: "float32", Stats: true,
		Tail: &kernels.Tail{Expr: kernels.In(0), DType: "float32"}}); err == nil {
		t.Errorf("norm with statistics and a tail: no error")
	}
}

// TestReduceTail: a reduction's tail gives the same bytes as the reduction
// then a pointwise kernel, over trailing and leading axes.
func TestReduceTail(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	x := kerneltest.Encode("float32", rnd(r, 4*6*10, 2))
	tail := &kernels.Tail{Expr: kernels.Cast(kernels.Bin("mul", kernels.In(0), kernels.Const(3, "float32")), "float16"), DType: "float16"}
	for _, axes := range [][]int64{{2}, {0}, {1, 2}} {
		spec := kernels.ReduceSpec{Symbol: "rm", Shape: []int64{4, 6, 10}, Axes: axes, DType: "float32", Op: "mean"}
		plain, err := kernels.Reduce(spec)
		if err != nil {
			t.Fatal(err)
		}
		spec.Tail = tail
		fused, err := kernels.Reduce(spec)
		if err != nil {
			t.Fatal(err)
		}
		y := runKernel(t, plain, map[string][]byte{"x": x})["y"]
		rows := int64(len(y) / 4)
		pw, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "tail", OutShape: []int64{rows}, OutDType: "float16",
			Inputs: []kernels.PointwiseInput{{Name: "x0", DType: "float32", Shape: []int64{rows}, Elems: rows}}, Expr: tail.Expr})
		if err != nil {
			t.Fatal(err)
		}
		want := runKernel(t, pw, map[string][]byte{"x0": y})["y"]
		got := runKernel(t, fused, map[string][]byte{"x": x})
		if _, ok := got["y"]; ok {
			t.Errorf("axes %v: the kernel writes y without Keep", axes)
		}
		if !bytes.Equal(got["t"], want) || allZero(want) {
			t.Errorf("axes %v: tail output differs from the separate kernels'", axes)
		}
	}
	if _, err := kernels.Reduce(kernels.ReduceSpec{Symbol: "ri", Shape: []int64{4, 4}, DType: "int32", Op: "sum", Tail: &kernels.Tail{Expr: kernels.In(0), DType: "int32"}}); err == nil {
		t.Errorf("an integer reduction with a tail: no error")
	}
}
