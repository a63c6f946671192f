package hostop

import (
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

func f32Array(shape []int64, v []float32) *npy.Array {
	a := &npy.Array{DType: "float32", Shape: shape, Data: make([]byte, 4*len(v))}
	for i, x := range v {
		binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(x))
	}
	return a
}

func int64s(a *npy.Array) []int64 {
	out := make([]int64, len(a.Data)/8)
	for i := range out {
		out[i] = int64(binary.LittleEndian.Uint64(a.Data[8*i:]))
	}
	return out
}

// TestRun runs host steps as the runtime does, on random data: NonZero
// (a shape decided by the data) and TopK with a k given at run time and
// its attributes passed through the step.
func TestRun(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	v := make([]float32, 12)
	for i := range v {
		if r.IntN(2) == 0 {
			v[i] = float32(r.NormFloat64())
		}
	}
	x := f32Array([]int64{3, 4}, v)
	out, err := Run(context.Background(), &program.Step{Kind: program.StepHost, Op: "NonZero", Opset: 13, Outputs: []int{0}}, []*npy.Array{x})
	if err != nil {
		t.Fatal(err)
	}
	var rows, cols []int64
	for i, e := range v {
		if e != 0 {
			rows, cols = append(rows, int64(i/4)), append(cols, int64(i%4))
		}
	}
	n := int64(len(rows))
	if out[0].DType != "int64" || !slices.Equal(out[0].Shape, []int64{2, n}) || !slices.Equal(int64s(out[0]), append(rows, cols...)) {
		t.Fatalf("NonZero gave %s %v %v", out[0].DType, out[0].Shape, int64s(out[0]))
	}

	k := &npy.Array{DType: "int64", Shape: []int64{1}, Data: binary.LittleEndian.AppendUint64(nil, 2)}
	step := &program.Step{Kind: program.StepHost, Op: "TopK", Opset: 11, Outputs: []int{0, 1},
		Attrs: []program.HostAttr{{Name: "axis", Kind: "int", Int: 0}, {Name: "largest", Kind: "int", Int: 0}}}
	out, err = Run(context.Background(), step, []*npy.Array{x, k})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out[0].Shape, []int64{2, 4}) || !slices.Equal(out[1].Shape, []int64{2, 4}) {
		t.Fatalf("TopK shapes %v %v, want [2 4] twice", out[0].Shape, out[1].Shape)
	}
	idx := int64s(out[1])
	for c := 0; c < 4; c++ {
		// The two smallest of each column, smallest first.
		col := []float32{v[c], v[4+c], v[8+c]}
		order := []int64{0, 1, 2}
		slices.SortStableFunc(order, func(a, b int64) int {
			switch {
			case col[a] < col[b]:
				return -1
			case col[a] > col[b]:
				return 1
			}
			return 0
		})
		if idx[c] != order[0] || idx[4+c] != order[1] {
			t.Fatalf("column %d: indices %d %d, want %d %d", c, idx[c], idx[4+c], order[0], order[1])
		}
	}
}

func TestRunErrors(t *testing.T) {
	x := f32Array([]int64{2}, []float32{1, 2})
	for _, tc := range []struct {
		name string
		step program.Step
		in   []*npy.Array
		want string
	}{
		{"not a host step", program.Step{Kind: program.StepLaunch}, nil, "not a host step"},
		{"unknown op", program.Step{Kind: program.StepHost, Op: "Frobnicate", Outputs: []int{0}}, []*npy.Array{x}, "Frobnicate"},
		{"bad attribute kind", program.Step{Kind: program.StepHost, Op: "NonZero", Outputs: []int{0}, Attrs: []program.HostAttr{{Name: "a", Kind: "graph"}}}, []*npy.Array{x}, `unknown kind "graph"`},
		{"short data", program.Step{Kind: program.StepHost, Op: "NonZero", Outputs: []int{0}}, []*npy.Array{{DType: "float32", Shape: []int64{3}, Data: make([]byte, 4)}}, "has 4 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(context.Background(), &tc.step, tc.in)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

// TestHostValues converts sequences and optionals between the runtime's
// arrays (Items) and graph tensors (Elems) both ways, and refuses what no
// value is: items on a tensor, a sequence of mixed types, nesting too deep.
func TestHostValues(t *testing.T) {
	f := func(v ...float32) *graph.Tensor {
		x, err := graph.FromFloat32s(graph.Shape{int64(len(v))}, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	seq, err := graph.NewSequence([]*graph.Tensor{f(1, 2), f(3)})
	if err != nil {
		t.Fatal(err)
	}
	opt, err := graph.NewOptional(seq)
	if err != nil {
		t.Fatal(err)
	}
	a := ArrayOf(opt)
	if a.DType != "optional" || len(a.Items) != 1 || a.Items[0].DType != "sequence" || len(a.Items[0].Items) != 2 || a.Items[0].Items[1].Shape[0] != 1 {
		t.Fatalf("array %+v", a)
	}
	back, err := TensorOf(a)
	if err != nil || back.String() != opt.String() || string(back.Elems[0].Elems[0].Data) != string(seq.Elems[0].Data) {
		t.Fatalf("back %v %v, want %v", back, err, opt)
	}
	i64 := &npy.Array{DType: "int64", Shape: []int64{1}, Data: make([]byte, 8)}
	deep := &npy.Array{DType: "sequence"}
	for range 6 {
		deep = &npy.Array{DType: "optional", Items: []*npy.Array{deep}}
	}
	for _, tc := range []struct {
		name string
		a    *npy.Array
		err  string
	}{
		{"items on a tensor", &npy.Array{DType: "int64", Shape: []int64{1}, Data: make([]byte, 8), Items: []*npy.Array{i64}}, "holds items"},
		{"mixed sequence", &npy.Array{DType: "sequence", Items: []*npy.Array{ArrayOf(f(1)), i64}}, "element 1 is int64"},
		{"too deep", deep, "nest more than"},
	} {
		if _, err := TensorOf(tc.a); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
}
