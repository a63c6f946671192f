package hostop

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// fastCase is one host step run both ways: through its prepared Op and
// through Run (the reference evaluator).
type fastCase struct {
	name string
	step *program.Step
	ins  []*npy.Array // nil: an omitted operand
	// declined: the Op must hand these operands back to Run.
	declined bool
}

func int64Array(shape []int64, v ...int64) *npy.Array {
	a := &npy.Array{DType: "int64", Shape: shape, Data: make([]byte, 8*len(v))}
	for i, x := range v {
		binary.LittleEndian.PutUint64(a.Data[8*i:], uint64(x))
	}
	return a
}

// nmsInputs makes random boxes [b,n,4] and scores [b,c,n]: corners in
// either order (or centers and sizes), scores drawn from few values so
// that ties are common, some boxes without area, and with special, NaN
// and -0 scores and a NaN or infinite coordinate.
func nmsInputs(r *rand.Rand, b, c, n int, center, special bool) (*npy.Array, *npy.Array) {
	boxes := make([]float32, b*n*4)
	for i := range b * n {
		v := boxes[4*i : 4*i+4]
		if center {
			v[0], v[1] = float32(r.Float64()*10), float32(r.Float64()*10)
			v[2], v[3] = float32(r.Float64()*4), float32(r.Float64()*4)
		} else {
			y, x := float32(r.Float64()*10), float32(r.Float64()*10)
			h, w := float32(r.Float64()*4), float32(r.Float64()*4)
			v[0], v[1], v[2], v[3] = y, x, y+h, x+w
			if r.IntN(2) == 0 {
				v[0], v[2] = v[2], v[0] // corners in either order
			}
		}
		if r.IntN(10) == 0 {
			v[2] = v[0] // no area (corner boxes), or no width (centers)
		}
	}
	scores := make([]float32, b*c*n)
	for i := range scores {
		scores[i] = float32(r.IntN(8)) / 8 // ties
		if r.IntN(3) == 0 {
			scores[i] = float32(r.Float64())
		}
	}
	if special && n > 3 {
		scores[0], scores[1], scores[2] = float32(math.NaN()), float32(math.Copysign(0, -1)), -0.5
		boxes[5] = float32(math.NaN())
		boxes[10] = float32(math.Inf(1))
	}
	return f32Array([]int64{int64(b), int64(n), 4}, boxes), f32Array([]int64{int64(b), int64(c), int64(n)}, scores)
}

func nmsStep(center int64) *program.Step {
	s := &program.Step{Kind: program.StepHost, Op: "NonMaxSuppression", Opset: 11, Outputs: []int{0}}
	if center >= 0 {
		s.Attrs = []program.HostAttr{{Name: "center_point_box", Kind: "int", Int: center}}
	}
	return s
}

func fastCases(r *rand.Rand) []fastCase {
	f32 := func(v float32) *npy.Array { return f32Array([]int64{1}, []float32{v}) }
	empty := func(dt string) *npy.Array { return &npy.Array{DType: dt, Shape: []int64{0}} }
	var cs []fastCase
	for _, center := range []int64{-1, 0, 1} {
		for _, special := range []bool{false, true} {
			boxes, scores := nmsInputs(r, 2, 3, 60, center == 1, special)
			for _, p := range []struct {
				name              string
				max, iou, thr     *npy.Array
				maxDropped, onlyB bool
			}{
				{name: "max8 iou0.5", max: int64Array([]int64{1}, 8), iou: f32(0.5)},
				{name: "max8 iou0.3 thr0.4", max: int64Array([]int64{1}, 8), iou: f32(0.3), thr: f32(0.4)},
				{name: "all iou0", max: int64Array([]int64{1}, 1000), iou: f32(0)},
				{name: "max1 iou1", max: int64Array([]int64{}, 1), iou: f32(1)},
				{name: "max0", max: int64Array([]int64{1}, 0), iou: f32(0.5)},
				{name: "max-3", max: int64Array([]int64{1}, -3), iou: f32(0.5)},
				{name: "no max", iou: f32(0.5)},
				{name: "max only", max: int64Array([]int64{1}, 5)},
				{name: "empty thr", max: int64Array([]int64{1}, 60), iou: f32(0.5), thr: empty("float32")},
				{name: "empty max", max: empty("int64"), iou: f32(0.5)},
				{name: "negative thr", max: int64Array([]int64{1}, 20), iou: f32(0.7), thr: f32(-0.25)},
			} {
				cs = append(cs, fastCase{
					name: fmt.Sprintf("nms center=%d special=%v %s", center, special, p.name),
					step: nmsStep(center), ins: []*npy.Array{boxes, scores, p.max, p.iou, p.thr},
				})
			}
		}
	}
	// Sizes: one box, no box, many classes, a box count past one heap's
	// worth of the previous runs (the Op's buffers grow).
	for _, sz := range [][3]int{{1, 1, 1}, {1, 2, 0}, {3, 7, 5}, {1, 1, 500}} {
		boxes, scores := nmsInputs(r, sz[0], sz[1], sz[2], false, false)
		cs = append(cs, fastCase{
			name: fmt.Sprintf("nms %dx%dx%d", sz[0], sz[1], sz[2]),
			step: nmsStep(-1), ins: []*npy.Array{boxes, scores, int64Array([]int64{1}, 50), f32(0.45), f32(0.1)},
		})
	}
	boxes, scores := nmsInputs(r, 1, 2, 6, false, false)
	f64 := &npy.Array{DType: "float64", Shape: boxes.Shape, Data: make([]byte, 2*len(boxes.Data))}
	cs = append(cs,
		fastCase{name: "nms float64 boxes", step: nmsStep(-1), ins: []*npy.Array{f64, scores}, declined: true},
		fastCase{name: "nms two max values", step: nmsStep(-1), ins: []*npy.Array{boxes, scores, int64Array([]int64{2}, 1, 2)}, declined: true},
		fastCase{name: "nms int32 max", step: nmsStep(-1), ins: []*npy.Array{boxes, scores, {DType: "int32", Shape: []int64{1}, Data: []byte{3, 0, 0, 0}}, f32(0.2)}},
	)

	nz := func(dt string, shape []int64) *npy.Array {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		a := &npy.Array{DType: dt, Shape: shape}
		switch dt {
		case "float32":
			v := make([]float32, n)
			for i := range v {
				switch r.IntN(5) {
				case 0:
					v[i] = float32(r.NormFloat64())
				case 1:
					v[i] = float32(math.Copysign(0, -1))
				case 2:
					v[i] = float32(math.NaN())
				}
			}
			return f32Array(shape, v)
		case "float64":
			a.Data = make([]byte, 8*n)
			for i := range n {
				if r.IntN(2) == 0 {
					binary.LittleEndian.PutUint64(a.Data[8*i:], math.Float64bits(r.NormFloat64()))
				}
			}
		case "int64", "int32", "bool", "uint8", "int8", "float16":
			size := map[string]int64{"int64": 8, "int32": 4, "float16": 2}[dt]
			size = max(size, 1)
			a.Data = make([]byte, size*n)
			for i := range n {
				if r.IntN(2) == 0 {
					a.Data[i*size+int64(r.IntN(int(size)))] = byte(1 + r.IntN(200))
					if dt == "bool" {
						a.Data[i] = 1
					}
				}
			}
		}
		return a
	}
	for _, c := range []struct {
		dt    string
		shape []int64
	}{
		{"float32", []int64{3, 4}}, {"float32", []int64{2, 3, 5}}, {"float32", []int64{}}, {"float32", []int64{0, 4}},
		{"float64", []int64{7}}, {"int64", []int64{4, 4}}, {"int32", []int64{2, 2, 2, 2}}, {"bool", []int64{2, 2}},
		{"uint8", []int64{9}}, {"int8", []int64{3, 1, 3}}, {"float32", []int64{1, 2, 1, 2, 1, 2, 1, 2, 1, 2}},
		{"float16", []int64{4}},
	} {
		cs = append(cs, fastCase{
			name:     fmt.Sprintf("nonzero %s %v", c.dt, c.shape),
			step:     &program.Step{Kind: program.StepHost, Op: "NonZero", Opset: 13, Outputs: []int{0}},
			ins:      []*npy.Array{nz(c.dt, c.shape)},
			declined: c.dt == "float16",
		})
	}
	return cs
}

// TestPreparedOps runs each case through its prepared Op and through Run
// (the reference evaluator) and wants the same dtype, shape and bytes; a
// declined case must be declined. The Ops are reused from case to case
// (one per operator and attributes), as a session reuses them from run to run.
func TestPreparedOps(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 30))
	ops := map[string]Op{}
	ctx := context.Background()
	for _, c := range fastCases(r) {
		t.Run(c.name, func(t *testing.T) {
			key := fmt.Sprint(c.step.Op, c.step.Attrs)
			op := ops[key]
			if op == nil {
				if op = Prepare(c.step); op == nil {
					t.Fatalf("no prepared op for %s", c.step.Op)
				}
				ops[key] = op
			}
			ins := make([]Operand, len(c.ins))
			for i, a := range c.ins {
				if a != nil {
					ins[i] = Operand{DType: a.DType, Shape: a.Shape, Data: a.Data}
				}
			}
			got, ok, err := op.Run(ctx, ins)
			if err != nil {
				t.Fatal(err)
			}
			if ok == c.declined {
				t.Fatalf("served %v, want %v", ok, !c.declined)
			}
			if !ok {
				return
			}
			want, err := Run(ctx, c.step, c.ins)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].DType != want[0].DType || !slices.Equal(got[0].Shape, want[0].Shape) || !slices.Equal(got[0].Data, want[0].Data) {
				t.Fatalf("prepared op gave %s %v %v, the reference %s %v %v", got[0].DType, got[0].Shape, int64s(&npy.Array{Data: got[0].Data}), want[0].DType, want[0].Shape, int64s(want[0]))
			}
			if c.step.Op == "NonMaxSuppression" && len(c.ins) > 2 && c.ins[2] != nil && len(c.ins[2].Data) == 8 && binary.LittleEndian.Uint64(c.ins[2].Data) == 8 && got[0].Shape[0] == 0 {
				t.Fatal("no box selected: the case tests nothing")
			}
		})
	}
}

// TestPrepare: only NonMaxSuppression and NonZero have prepared ops, and a
// bad center_point_box is left to Run (which reports it).
func TestPrepare(t *testing.T) {
	for _, c := range []struct {
		step *program.Step
		want bool
	}{
		{nmsStep(-1), true},
		{nmsStep(1), true},
		{nmsStep(2), false},
		{&program.Step{Kind: program.StepHost, Op: "NonZero", Outputs: []int{0}}, true},
		{&program.Step{Kind: program.StepHost, Op: "TopK", Outputs: []int{0, 1}}, false},
		{&program.Step{Kind: program.StepLoop, Op: "NonZero", Outputs: []int{0}}, false},
	} {
		if got := Prepare(c.step) != nil; got != c.want {
			t.Errorf("Prepare(%s %v) = %v, want %v", c.step.Op, c.step.Attrs, got, c.want)
		}
	}
}

// BenchmarkNMS times the prepared NonMaxSuppression against Run (the
// reference evaluator) on nms_boxes' sizes: 2 images, 3 classes, 60
// boxes, at most 8 a class.
func BenchmarkNMS(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	boxes, scores := nmsInputs(r, 2, 3, 60, false, false)
	ins := []*npy.Array{boxes, scores, int64Array([]int64{1}, 8), f32Array([]int64{1}, []float32{0.5}), f32Array([]int64{1}, []float32{0.05})}
	step := nmsStep(0)
	ctx := context.Background()
	b.Run("prepared", func(b *testing.B) {
		op := Prepare(step)
		ops := make([]Operand, len(ins))
		for i, a := range ins {
			ops[i] = Operand{DType: a.DType, Shape: a.Shape, Data: a.Data}
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, ok, err := op.Run(ctx, ops); !ok || err != nil {
				b.Fatal(ok, err)
			}
		}
	})
	b.Run("reference", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Run(ctx, step, ins); err != nil {
				b.Fatal(err)
			}
		}
	})
}
