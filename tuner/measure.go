package tuner

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/runtime"
)

// Measurement through a runtime device (DESIGN.md, Tuning): a trial is a
// finalized code object run alone (runtime.Trial) on random inputs, on
// whichever Device the target has — the host's, a CUDA or a HIP GPU.

// RandomInputs makes random inputs for o's read arguments (nil for the
// written ones), as the bytes of float32 values, from a seed of the
// kernel's name (the same kernel gets the same data on every run).
func RandomInputs(o *codeobj.Object) [][]byte {
	seed := uint64(0)
	for _, b := range []byte(o.Symbol) {
		seed = seed*131 + uint64(b)
	}
	r := rand.New(rand.NewPCG(seed, 17))
	in := make([][]byte, len(o.Args))
	for i, a := range o.Args {
		if a.Write {
			continue
		}
		in[i] = make([]byte, 4*a.Elems())
		for j := range a.Elems() {
			binary.LittleEndian.PutUint32(in[i][4*j:], math.Float32bits(float32(r.NormFloat64())))
		}
	}
	return in
}

// trialOutputs are a trial's outputs on the tuning inputs, as float32.
type trialOutputs [][]float32

// MeasureObject runs a compiled trial fin (a finalized object) on dev
// with inputs through a runtime.Trial, times it (Time) and checks its
// outputs against ref, the default schedule's (nil for the default
// itself, whose outputs it returns as the reference for the others).
// Arguments are float32 (the kernels tuning runs on random data).
func MeasureObject(ctx context.Context, dev runtime.Device, fin *codeobj.Object, inputs [][]byte, ref any) (time.Duration, any, error) {
	tr, err := runtime.NewTrial(dev, fin, inputs)
	if err != nil {
		return 0, nil, err
	}
	defer tr.Close()
	// The trial's own clock (the device's events around back-to-back
	// launches): a short kernel's launch and synchronization would
	// otherwise decide between schedules (on the H100 the wall clock kept
	// a 10% slower tiling of a 128x768x768 product).
	dur, err := TimeSamples(ctx, func(n int) (time.Duration, error) { return tr.Run(ctx, n) }, DefaultMeasure())
	if err != nil {
		return 0, nil, err
	}
	raw, err := tr.Outputs()
	if err != nil {
		return 0, nil, err
	}
	out := make(trialOutputs, len(raw))
	for i, b := range raw {
		out[i] = make([]float32, len(b)/4)
		for j := range out[i] {
			out[i][j] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*j:]))
		}
	}
	if want, ok := ref.(trialOutputs); ok {
		if err := sameOutputs(out, want); err != nil {
			return 0, nil, err
		}
	}
	return dur, out, nil
}

// sameOutputs compares a trial's outputs with the default's: schedules
// change the order of sums, so within a relative 1e-4 of the output's
// magnitude.
func sameOutputs(got, want trialOutputs) error {
	for i := range want {
		scale := 0.0
		for _, v := range want[i] {
			scale = max(scale, math.Abs(float64(v)))
		}
		for j, v := range want[i] {
			g := got[i][j]
			if math.IsNaN(float64(g)) != math.IsNaN(float64(v)) || math.Abs(float64(g-v)) > 1e-4*scale+1e-6 {
				return fmt.Errorf("output %d[%d] = %g, the default schedule's %g", i, j, g, v)
			}
		}
	}
	return nil
}
