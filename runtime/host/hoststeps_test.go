package host

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// hostStepsProgram is a program of two host steps with prepared ops:
// NonMaxSuppression of boxes [2,60,4] and scores [2,3,60] with its limit
// and thresholds as inputs, and NonZero of a float32 mask [3,5]; both
// outputs are dynamic.
func hostStepsProgram(t *testing.T) runtime.Source {
	t.Helper()
	p := program.Program{
		Name: "main", ArenaSize: 3456,
		Buffers: []program.Buffer{
			{Name: "boxes", Kind: program.Input, DType: "float32", Shape: []int64{2, 60, 4}, Offset: 0, Bytes: 1920},
			{Name: "scores", Kind: program.Input, DType: "float32", Shape: []int64{2, 3, 60}, Offset: 1920, Bytes: 1440},
			{Name: "max", Kind: program.Input, DType: "int64", Shape: []int64{1}, Offset: 3360, Bytes: 8},
			{Name: "iou", Kind: program.Input, DType: "float32", Shape: []int64{1}, Offset: 3368, Bytes: 4},
			{Name: "thr", Kind: program.Input, DType: "float32", Shape: []int64{1}, Offset: 3372, Bytes: 4},
			{Name: "selected", Kind: program.Output, DType: "int64", Dynamic: true},
			{Name: "mask", Kind: program.Input, DType: "float32", Shape: []int64{3, 5}, Offset: 3376, Bytes: 60},
			{Name: "nz", Kind: program.Output, DType: "int64", Dynamic: true},
		},
		Inputs: []int{0, 1, 2, 3, 4, 6}, Outputs: []int{5, 7},
		Steps: []program.Step{
			{Kind: program.StepHost, Op: "NonMaxSuppression", Inputs: []int{0, 1, 2, 3, 4}, Outputs: []int{5}, Opset: 11, Label: "nms"},
			{Kind: program.StepHost, Op: "NonZero", Inputs: []int{6}, Outputs: []int{7}, Opset: 13, Label: "nz"},
		},
	}
	if err := p.Validate(func(string) ([]program.KernelArg, bool) { return nil, false }); err != nil {
		t.Fatal(err)
	}
	src, err := runtime.NewMemorySource("hoststeps", []program.Program{p}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func f32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// hostStepsInputs draws fresh inputs: overlapping boxes, scores with ties,
// a random limit and thresholds, a mask with zeros, -0 and NaN.
func hostStepsInputs(r *rand.Rand) map[string]*npy.Array {
	boxes := make([]float32, 2*60*4)
	for i := 0; i < len(boxes); i += 4 {
		y, x := float32(r.Float64()*8), float32(r.Float64()*8)
		boxes[i], boxes[i+1], boxes[i+2], boxes[i+3] = y, x, y+float32(r.Float64()*3), x+float32(r.Float64()*3)
	}
	scores := make([]float32, 2*3*60)
	for i := range scores {
		scores[i] = float32(r.IntN(16)) / 16
	}
	mask := make([]float32, 15)
	for i := range mask {
		switch r.IntN(4) {
		case 0:
			mask[i] = float32(r.NormFloat64())
		case 1:
			mask[i] = float32(math.Copysign(0, -1))
		case 2:
			mask[i] = float32(math.NaN())
		}
	}
	max := make([]byte, 8)
	binary.LittleEndian.PutUint64(max, uint64(1+r.IntN(12)))
	return map[string]*npy.Array{
		"boxes":  {DType: "float32", Shape: []int64{2, 60, 4}, Data: f32Bytes(boxes)},
		"scores": {DType: "float32", Shape: []int64{2, 3, 60}, Data: f32Bytes(scores)},
		"max":    {DType: "int64", Shape: []int64{1}, Data: max},
		"iou":    {DType: "float32", Shape: []int64{1}, Data: f32Bytes([]float32{float32(0.2 + 0.6*r.Float64())})},
		"thr":    {DType: "float32", Shape: []int64{1}, Data: f32Bytes([]float32{float32(0.3 * r.Float64())})},
		"mask":   {DType: "float32", Shape: []int64{3, 5}, Data: f32Bytes(mask)},
	}
}

// hostStepsWant is what the reference evaluator (hostop.Run) computes.
func hostStepsWant(t *testing.T, src runtime.Source, in map[string]*npy.Array) map[string]*npy.Array {
	p := &src.Programs()[0]
	want := map[string]*npy.Array{}
	for _, st := range p.Steps {
		ins := make([]*npy.Array, len(st.Inputs))
		for k, b := range st.Inputs {
			ins[k] = in[p.Buffers[b].Name]
		}
		out, err := hostop.Run(context.Background(), &st, ins)
		if err != nil {
			t.Error(err)
			return nil
		}
		want[p.Buffers[st.Outputs[0]].Name] = out[0]
	}
	return want
}

// unmapped hides the host device's Map: a session over it stages host
// step operands through buffers, as on a GPU.
type unmapped struct{ runtime.Device }

// TestHostStepsSessions runs the prepared host steps in sessions on the
// host device, reading operands in place (Mapper) and staged (unmapped):
// two sessions of each over one device, run concurrently on fresh random
// inputs, every run's outputs equal to the reference evaluator's.
func TestHostStepsSessions(t *testing.T) {
	src := hostStepsProgram(t)
	d := NewDevice(nil)
	defer d.Close()
	for _, dev := range []struct {
		name string
		d    runtime.Device
	}{{"mapped", d}, {"staged", unmapped{d}}} {
		t.Run(dev.name, func(t *testing.T) {
			var wg sync.WaitGroup
			for g := range 2 {
				s, err := runtime.PrepareSource(context.Background(), src, "", dev.d)
				if err != nil {
					t.Fatal(err)
				}
				defer s.Close()
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := rand.New(rand.NewPCG(uint64(g), 11))
					selected := 0
					for run := range 40 {
						in := hostStepsInputs(r)
						want := hostStepsWant(t, src, in)
						got, err := s.Run(context.Background(), in)
						if err != nil {
							t.Error(err)
							return
						}
						for name, w := range want {
							o := got[name]
							if o == nil || o.DType != w.DType || !slices.Equal(o.Shape, w.Shape) || !slices.Equal(o.Data, w.Data) {
								t.Errorf("session %d run %d: %s = %v, want %s %v %v", g, run, name, o, w.DType, w.Shape, w.Data)
								return
							}
						}
						selected += int(want["selected"].Shape[0])
					}
					if selected == 0 {
						t.Error(fmt.Sprintf("session %d: no box selected in any run: the test tests nothing", g))
					}
				}()
			}
			wg.Wait()
		})
	}
}
