package tuner

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/runtime"
)

// Measurement through a runtime device (DESIGN.md, Tuning): a trial is a
// finalized code object run alone (runtime.Trial) on random inputs, on
// whichever Device the target has — the host's, a CUDA or a HIP GPU.

// RandomInputs makes random inputs for o's read arguments (nil for the
// written ones), standard normal values in the argument's type
// (float16 and bfloat16 as such; every other type as the bytes of
// float32 values), from a seed of the kernel's name (the same kernel
// gets the same data on every run).
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
		size := int64(4)
		if half(a.DType) {
			size = 2
		}
		in[i] = make([]byte, size*a.Elems())
		for j := range a.Elems() {
			f := float32(r.NormFloat64())
			switch a.DType {
			case "float16":
				binary.LittleEndian.PutUint16(in[i][2*j:], graph.Float32ToFloat16(f))
			case "bfloat16":
				binary.LittleEndian.PutUint16(in[i][2*j:], graph.Float32ToBFloat16(f))
			default:
				binary.LittleEndian.PutUint32(in[i][4*j:], math.Float32bits(f))
			}
		}
	}
	return in
}

// half reports whether dtype is a 16-bit float.
func half(dtype string) bool { return dtype == "float16" || dtype == "bfloat16" }

// trialOutputs are a trial's outputs on the tuning inputs, as float32
// (16-bit floats widened).
type trialOutputs [][]float32

// outputTolerance is how far, relative to the output's magnitude, a
// trial's output of type dtype may be from the default's: schedules
// reorder fp32 sums (1e-4); a 16-bit output also rounds them to its type,
// where a reordered sum may land one unit in the last place away (2^-10
// for float16, 2^-7 for bfloat16: twice that).
func outputTolerance(dtype string) float64 {
	switch dtype {
	case "float16":
		return 2e-3
	case "bfloat16":
		return 1.6e-2
	}
	return 1e-4
}

// outputTolerances are the tolerances of args' written arguments, in
// order: outputTolerance of each one's type, except that a float32
// output of a kernel reading 16-bit floats takes their tolerance (the
// widest of them): such a kernel computes in the half type and rounds to
// it before widening (a half attention whose output the graph casts to
// f32 inside the kernel), so schedules differ there by the half type's
// unit in the last place, not by reordered f32 sums.
func outputTolerances(args []codeobj.Arg) []float64 {
	half := 0.0
	for _, a := range args {
		if !a.Write && (a.DType == "float16" || a.DType == "bfloat16") {
			half = max(half, outputTolerance(a.DType))
		}
	}
	var tol []float64
	for _, a := range args {
		if a.Write {
			t := outputTolerance(a.DType)
			if a.DType == "float32" {
				t = max(t, half)
			}
			tol = append(tol, t)
		}
	}
	return tol
}

// MeasureObject runs a compiled trial fin (a finalized object) on dev
// with inputs through a runtime.Trial, times it (Time) and checks its
// outputs against ref, the default schedule's (nil for the default
// itself, whose outputs it returns as the reference for the others).
// Arguments hold random data in their types (RandomInputs).
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
	var types []string // the outputs' dtypes, in raw's order
	for _, a := range fin.Args {
		if a.Write {
			types = append(types, a.DType)
		}
	}
	if len(types) != len(raw) {
		return 0, nil, fmt.Errorf("trial %s: %d outputs, %d written arguments", fin.Symbol, len(raw), len(types))
	}
	out := make(trialOutputs, len(raw))
	tol := outputTolerances(fin.Args)
	for i, b := range raw {
		switch types[i] {
		case "float16", "bfloat16":
			out[i] = make([]float32, len(b)/2)
			for j := range out[i] {
				h := binary.LittleEndian.Uint16(b[2*j:])
				if types[i] == "float16" {
					out[i][j] = graph.Float16ToFloat32(h)
				} else {
					out[i][j] = graph.BFloat16ToFloat32(h)
				}
			}
		default:
			out[i] = make([]float32, len(b)/4)
			for j := range out[i] {
				out[i][j] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*j:]))
			}
		}
	}
	if want, ok := ref.(trialOutputs); ok {
		if err := sameOutputs(out, want, tol); err != nil {
			return 0, nil, err
		}
	}
	return dur, out, nil
}

// sameOutputs compares a trial's outputs with the default's: schedules
// change the order of sums, so output i within tol[i] (outputTolerance)
// of the output's magnitude.
func sameOutputs(got, want trialOutputs, tol []float64) error {
	for i := range want {
		scale := 0.0
		for _, v := range want[i] {
			scale = max(scale, math.Abs(float64(v)))
		}
		for j, v := range want[i] {
			g := got[i][j]
			if math.IsNaN(float64(g)) != math.IsNaN(float64(v)) || math.Abs(float64(g-v)) > tol[i]*scale+1e-6 {
				return fmt.Errorf("output %d[%d] = %g, the default schedule's %g", i, j, g, v)
			}
		}
	}
	return nil
}
