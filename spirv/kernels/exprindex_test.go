package kernels_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// TestIndexingExpressions checks the expression ops that index: y[r, c] =
// check(0 <= idx < n, load(data, idx[r]·cols + c)) ^ bitnot, with coord
// giving (r, c). spirv-val accepts the kernel; in the SIMT interpreter,
// for any launch, every element is the gathered one (0 for an index out
// of range) and the status word is set exactly when an index was out of
// range.
func TestIndexingExpressions(t *testing.T) {
	val := requireTool(t, "spirv-val")
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for i, tc := range []struct {
		rows, n, cols int64
		idxDType      string
		bitnot        bool
	}{
		{rows: 5, n: 4, cols: 3, idxDType: "int64"},
		{rows: 7, n: 6, cols: 5, idxDType: "int32", bitnot: true},
		{rows: 1, n: 2, cols: 9, idxDType: "int64", bitnot: true},
	} {
		sym := fmt.Sprintf("expr_index%d", i)
		ok := kernels.Bin("and", kernels.Bin("ge", kernels.Cast(kernels.In(1), "int64"), kernels.Const(0, "int64")),
			kernels.Bin("lt", kernels.Cast(kernels.In(1), "int64"), kernels.Const(float64(tc.n), "int64")))
		idx := kernels.Bin("add", kernels.Bin("mul", kernels.Cast(kernels.In(1), "int64"), kernels.Const(float64(tc.cols), "int64")),
			&kernels.Expr{Op: "coord", Input: 1})
		e := &kernels.Expr{Op: "check", Args: []*kernels.Expr{ok, &kernels.Expr{Op: "load", Input: 0, Args: []*kernels.Expr{idx}}}}
		if tc.bitnot {
			e = kernels.Un("bitnot", e)
		}
		// The row's coordinate reaches the expression too: add it times 1000.
		e = kernels.Bin("add", e, kernels.Bin("mul", &kernels.Expr{Op: "coord", Input: 0}, kernels.Const(1000, "int64")))
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: sym, OutShape: []int64{tc.rows, tc.cols}, OutDType: "int64", Status: true,
			Inputs: []kernels.PointwiseInput{
				{Raw: true, Name: "data", DType: "int64", Shape: []int64{tc.n, tc.cols}},
				{Name: "idx", DType: tc.idxDType, Shape: []int64{tc.rows, 1}},
			}, Expr: e})
		if err != nil {
			t.Fatalf("%s: %v", sym, err)
		}
		k := ks[0]
		path := filepath.Join(t.TempDir(), sym+".spv")
		if err := os.WriteFile(path, k.Binary, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
			t.Fatalf("%s: spirv-val: %v\n%s", sym, err, out)
		}
		for _, l := range launches {
			lo, hi := int64(0), tc.n-1
			if r.IntN(2) == 0 {
				lo, hi = -2, tc.n+1
			}
			data := intsIn(r, tc.n*tc.cols, -1000, 1000)
			indices := intsIn(r, tc.rows, lo, hi)
			bufs := [][]byte{kerneltest.Encode("int64", data), kerneltest.Encode(tc.idxDType, indices), make([]byte, 8*tc.rows*tc.cols), make([]byte, 4)}
			err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{
				Global: [3]int64{l.local * l.groups, 1, 1}, Local: [3]int64{l.local, 1, 1}, SubgroupSize: l.subgroup}, bufs)
			if err != nil {
				t.Fatalf("%s: %v", sym, err)
			}
			got := kerneltest.Decode("int64", bufs[2])
			bad := false
			for row := range tc.rows {
				ix := int64(indices[row])
				for c := range tc.cols {
					want := int64(0)
					if ix >= 0 && ix < tc.n {
						want = int64(data[ix*tc.cols+c])
					} else {
						bad = true
					}
					if tc.bitnot {
						want = ^want
					}
					want += row * 1000
					if g := int64(got[row*tc.cols+c]); g != want {
						t.Fatalf("%s (local %d): y[%d, %d] = %d, want %d (index %d)", sym, l.local, row, c, g, want, ix)
					}
				}
			}
			if st := kerneltest.Decode(kernels.StatusDType, bufs[3])[0]; st != kerneltest.Status(bad)[0] {
				t.Fatalf("%s (local %d): status %v, want %v", sym, l.local, st, kerneltest.Status(bad)[0])
			}
		}
	}
}

// TestIndexingExpressionErrors checks that the indexing ops are refused
// where they do not fit: an element read of a raw input, a load of a
// broadcast input, a coord past the output's rank, a check without the
// status word, bitnot on a float.
func TestIndexingExpressionErrors(t *testing.T) {
	raw := kernels.PointwiseInput{Raw: true, DType: "float32", Shape: []int64{4}}
	plain := kernels.PointwiseInput{DType: "float32", Shape: []int64{4}}
	i0 := kernels.Const(0, "int64")
	for name, s := range map[string]kernels.PointwiseSpec{
		"raw read":       {Inputs: []kernels.PointwiseInput{raw}, Expr: kernels.In(0)},
		"load plain":     {Inputs: []kernels.PointwiseInput{plain}, Expr: &kernels.Expr{Op: "load", Args: []*kernels.Expr{i0}}},
		"coord rank":     {Inputs: []kernels.PointwiseInput{plain}, Expr: kernels.Cast(&kernels.Expr{Op: "coord", Input: 1}, "float32")},
		"check no word":  {Inputs: []kernels.PointwiseInput{plain}, Expr: &kernels.Expr{Op: "check", Args: []*kernels.Expr{kernels.Bin("eq", i0, i0), kernels.In(0)}}},
		"bitnot float":   {Inputs: []kernels.PointwiseInput{plain}, Expr: kernels.Un("bitnot", kernels.In(0))},
		"load float idx": {Inputs: []kernels.PointwiseInput{raw}, Expr: &kernels.Expr{Op: "load", Args: []*kernels.Expr{kernels.Const(0, "float32")}}},
	} {
		s.Symbol, s.OutShape, s.OutDType = "bad", []int64{4}, "float32"
		if _, err := kernels.Pointwise(s); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
