package tosa_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/lower/tosa"
)

// tpLpPoolRef is LpPool on [N,C,S...] by definition: (Σ|x|^p)^(1/p) over
// each window of the zero-padded input.
func tpLpPoolRef(x *graph.Tensor, k, s, d, pb []int64, out graph.Shape, pw float64) *graph.Tensor {
	y, _ := graph.NewTensor(graph.Float32, out)
	sp := x.Shape[2:]
	r := len(sp)
	planes := x.Shape[0] * x.Shape[1]
	os, xs := graph.Shape(out[2:]).Size(), graph.Shape(sp).Size()
	idx := make([]int64, r)
	for pl := range planes {
		for oi := range os {
			rem := oi
			for a := r - 1; a >= 0; a-- {
				idx[a] = rem % out[2+a]
				rem /= out[2+a]
			}
			sum := 0.0
			for ki := range graph.Shape(k).Size() {
				kr, off, ok := ki, int64(0), true
				for a := r - 1; a >= 0; a-- {
					kk := kr % k[a]
					kr /= k[a]
					pos := idx[a]*s[a] + kk*d[a] - pb[a]
					if pos < 0 || pos >= sp[a] {
						ok = false
					}
					stride := int64(1)
					for b := a + 1; b < r; b++ {
						stride *= sp[b]
					}
					off += pos * stride
				}
				if ok {
					sum += math.Pow(math.Abs(x.Float64(int(pl*xs+off))), pw)
				}
			}
			y.SetFloat64(int(pl*os+oi), math.Pow(sum, 1/pw))
		}
	}
	return y
}

// TestTOSAPartitionLpPool checks LpPool, which the reference evaluator
// lacks, against tpLpPoolRef (shapes set by hand: inference needs ref).
func TestTOSAPartitionLpPool(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 4))
	cases := []struct {
		name         string
		x            graph.Shape
		k, s, d, pad []int64
		p            int64
		ceil         bool
		out          graph.Shape
	}{
		{"lppool_2d", graph.Shape{1, 2, 6, 5}, []int64{2, 3}, []int64{2, 1}, []int64{1, 1}, []int64{1, 0, 0, 1}, 2, false, graph.Shape{1, 2, 3, 4}},
		{"lppool_1d_p3", graph.Shape{2, 2, 7}, []int64{3}, []int64{1}, []int64{1}, []int64{0, 0}, 3, false, graph.Shape{2, 2, 5}},
		{"lppool_1d_p1_dilated", graph.Shape{1, 3, 9}, []int64{2}, []int64{2}, []int64{3}, []int64{1, 1}, 1, false, graph.Shape{1, 3, 4}},
		{"lppool_3d", graph.Shape{1, 1, 4, 5, 4}, []int64{2, 2, 3}, []int64{2, 1, 1}, []int64{1, 1, 1}, []int64{0, 1, 1, 1, 0, 1}, 2, false, graph.Shape{1, 1, 2, 5, 4}},
		{"lppool_2d_ceil", graph.Shape{1, 2, 7, 6}, []int64{3, 2}, []int64{2, 3}, []int64{1, 1}, []int64{0, 1, 1, 0}, 2, true, graph.Shape{1, 2, 4, 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := graph.New(tc.name, 21)
			x := &graph.Value{Name: "x", DType: graph.Float32, Shape: tc.x, ShapeKnown: true}
			g.Inputs = []*graph.Value{x}
			n := &graph.Node{Name: "lp", OpType: "LpPool", Inputs: []*graph.Value{x}, Attrs: tpAttrs{
				"kernel_shape": tpIs(tc.k...), "strides": tpIs(tc.s...), "dilations": tpIs(tc.d...), "pads": tpIs(tc.pad...), "p": tpI(tc.p)}}
			if tc.ceil {
				n.SetInt("ceil_mode", 1)
			}
			y := &graph.Value{Name: "y", DType: graph.Float32, Shape: tc.out, ShapeKnown: true, Producer: n}
			n.Outputs = []*graph.Value{y}
			g.Nodes, g.Outputs = []*graph.Node{n}, []*graph.Value{y}
			parts, err := passes.PartitionGraph(g, lower.OpKind)
			if err != nil || len(parts) != 1 {
				t.Fatalf("partition: %v (%d)", err, len(parts))
			}
			sym := "k_" + tc.name
			mod, args, err := tosa.PartitionModule(g, parts[0], sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			bc := tpVerify(t, mod, sym)
			// A wrong output shape is an error, not windows past the pads.
			y.Shape = append(graph.Shape{}, tc.out...)
			y.Shape[2]++
			if _, _, err := tosa.PartitionModule(g, parts[0], sym, lower.TOSALookup); err == nil {
				t.Fatalf("output shape %v accepted", y.Shape)
			}
			y.Shape[2]--
			in := tpRandom(r, x)
			got := tpRun(t, bc, sym, g, args, 1, map[*graph.Value]*graph.Tensor{x: in})
			want := tpLpPoolRef(in, tc.k, tc.s, tc.d, tc.pad[:len(tc.k)], tc.out, float64(tc.p))
			tpClose(t, "y", got["y"], want, 1e-4, 1e-5)
		})
	}
}
