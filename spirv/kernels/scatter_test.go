package kernels_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// scatterRef applies the updates to a copy of data as ONNX ScatterElements
// / ScatterND do, in update order (an out-of-range index is skipped), and
// reports whether an index was out of range.
func scatterRef(s kernels.ScatterSpec, data, indices, updates []float64) (y []float64, bad bool) {
	y = append([]float64(nil), data...)
	st := make([]int64, len(s.Shape))
	acc := int64(1)
	for d := len(s.Shape) - 1; d >= 0; d-- {
		st[d], acc = acc, acc*s.Shape[d]
	}
	combine := func(old, v float64) float64 {
		switch s.Reduction {
		case "add":
			return old + v
		case "mul":
			return old * v
		case "max":
			return math.Max(old, v)
		case "min":
			return math.Min(old, v)
		}
		return v
	}
	wrap := func(i float64, dim int64) (int64, bool) {
		x := int64(i)
		if x < 0 {
			x += dim
		}
		return x, x >= 0 && x < dim
	}
	if s.ND {
		q := s.IndicesShape[len(s.IndicesShape)-1]
		slice := int64(1)
		for _, d := range s.Shape[q:] {
			slice *= d
		}
		for t := int64(0); t < int64(len(indices))/q; t++ {
			off, ok := int64(0), true
			for m := range q {
				x, in := wrap(indices[t*q+m], s.Shape[m])
				off, ok = off+x*st[m], ok && in
			}
			if !ok {
				bad = true
				continue
			}
			for r := range slice {
				y[off+r] = combine(y[off+r], updates[t*slice+r])
			}
		}
		return y, bad
	}
	ax := int(s.Axis)
	for u := range indices {
		rest, off := int64(u), int64(0)
		coords := make([]int64, len(s.IndicesShape))
		for d := len(s.IndicesShape) - 1; d >= 0; d-- {
			coords[d], rest = rest%s.IndicesShape[d], rest/s.IndicesShape[d]
		}
		x, ok := wrap(indices[u], s.Shape[ax])
		if !ok {
			bad = true
			continue
		}
		coords[ax] = x
		for d, c := range coords {
			off += c * st[d]
		}
		y[off] = combine(y[off], updates[u])
	}
	return y, bad
}

// TestScatterKernels checks the in-place scatter kernels: spirv-val accepts
// them, and in the SIMT interpreter, for any launch, y (holding the data)
// ends as the reference's, duplicates and reductions included.
func TestScatterKernels(t *testing.T) {
	val := requireTool(t, "spirv-val")
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for i, s := range []kernels.ScatterSpec{
		{Shape: []int64{4, 5}, IndicesShape: []int64{3, 5}, Axis: 0, DType: "float32", IndexDType: "int64"},
		{Shape: []int64{3, 6}, IndicesShape: []int64{3, 4}, Axis: 1, Reduction: "add", DType: "int32", IndexDType: "int32"},
		{Shape: []int64{4, 4, 3}, IndicesShape: []int64{5, 2}, ND: true, Reduction: "max", DType: "float64", IndexDType: "int64"},
		{Shape: []int64{5, 2}, IndicesShape: []int64{6, 1}, ND: true, Reduction: "mul", DType: "float16", IndexDType: "int64"},
		{Shape: []int64{6}, IndicesShape: []int64{4, 1}, ND: true, Reduction: "min", DType: "int64", IndexDType: "int32"},
	} {
		s.Symbol = fmt.Sprintf("scatter%d", i)
		ks, err := kernels.Scatter(s)
		if err != nil {
			t.Fatalf("%s: %v", s.Symbol, err)
		}
		k := ks[0]
		path := filepath.Join(t.TempDir(), s.Symbol+".spv")
		if err := os.WriteFile(path, k.Binary, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
			t.Fatalf("%s: spirv-val: %v\n%s", s.Symbol, err, out)
		}
		idxN, updN, yN := k.Args[0].Elems, k.Args[1].Elems, k.Args[2].Elems
		for _, l := range launches {
			// Indices repeat (duplicates combine in order) and, on some
			// draws, reach out of range.
			lim := s.Shape[s.Axis]
			if s.ND {
				lim = slices.Min(s.Shape[:s.IndicesShape[len(s.IndicesShape)-1]])
			}
			lo, hi := -lim, lim-1
			if r.IntN(2) == 0 {
				lo, hi = -lim-1, lim
			}
			indices := kerneltest.Decode(s.IndexDType, kerneltest.Encode(s.IndexDType, intsIn(r, idxN, lo, hi)))
			updates := kerneltest.Decode(s.DType, kerneltest.Encode(s.DType, normalIn(r, updN, s.DType)))
			data := kerneltest.Decode(s.DType, kerneltest.Encode(s.DType, normalIn(r, yN, s.DType)))
			status := make([]byte, 4) // zeroed, as the runtime leaves it
			bufs := [][]byte{kerneltest.Encode(s.IndexDType, indices), kerneltest.Encode(s.DType, updates), kerneltest.Encode(s.DType, data), status}
			err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{
				Global: [3]int64{l.local * l.groups, 1, 1}, Local: [3]int64{l.local, 1, 1}, SubgroupSize: l.subgroup}, bufs)
			if err != nil {
				t.Fatalf("%s: %v", s.Symbol, err)
			}
			got := kerneltest.Decode(s.DType, bufs[2])
			ref, bad := scatterRef(s, data, indices, updates)
			want := kerneltest.Decode(s.DType, kerneltest.Encode(s.DType, ref))
			if st := kerneltest.Decode(kernels.StatusDType, bufs[3])[0]; st != kerneltest.Status(bad)[0] {
				t.Fatalf("%s (local %d): status %v, want %v (an index out of range: %v)", s.Symbol, l.local, st, kerneltest.Status(bad)[0], bad)
			}
			for j := range want {
				if got[j] != want[j] && math.Abs(got[j]-want[j]) > 2e-3*math.Abs(want[j]) {
					t.Fatalf("%s (local %d): y[%d] = %v, want %v", s.Symbol, l.local, j, got[j], want[j])
				}
			}
		}
	}
}

func intsIn(r *rand.Rand, n, lo, hi int64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = float64(lo + r.Int64N(hi-lo+1))
	}
	return v
}

func normalIn(r *rand.Rand, n int64, dtype string) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = r.NormFloat64() * 3
		if dtype == "int32" || dtype == "int64" {
			v[i] = math.Round(v[i] * 10)
		}
	}
	return v
}
