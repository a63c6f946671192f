package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// tosaReduce is a chain of tosa.reduce_<op> ("max" or "min") of an elem
// tensor of shape over axes in order (tosa reduces one axis at a time,
// as GlobalMaxPool's lowering does), with nan_mode as given ("" for the
// default), as function @red.
func tosaReduce(op, elem, nanMode string, shape []int64, axes ...int) string {
	ty := func(sh []int64) string {
		var b strings.Builder
		for _, d := range sh {
			fmt.Fprintf(&b, "%dx", d)
		}
		return "tensor<" + b.String() + elem + ">"
	}
	nan := ""
	if nanMode != "" {
		nan = fmt.Sprintf(", nan_mode = #tosa.nan_mode<%s>", nanMode)
	}
	var body strings.Builder
	sh, v := slices.Clone(shape), "%x"
	for i, a := range axes {
		in := ty(sh)
		sh[a] = 1
		fmt.Fprintf(&body, "    %%r%d = tosa.reduce_%s %s {axis = %d : i32%s} : (%s) -> %s\n", i, op, v, a, nan, in, ty(sh))
		v = fmt.Sprintf("%%r%d", i)
	}
	return fmt.Sprintf("module {\n  func.func @red(%%x: %s) -> %s {\n%s    return %s : %s\n  }\n}", ty(shape), ty(sh), body.String(), v, ty(sh))
}

// TestInfMinMaxReductionsIR runs InfMinMaxReductions (and InfStarts) on
// reductions as tosa-to-linalg leaves them (reduce_max and reduce_min;
// f32, f16, bf16; nan_mode IGNORE's form, whose second result and NaN
// select stay) and on hand-written ones: a max's lowest finite start
// becomes -inf, a min's largest +inf; a start already infinite, the
// other sign's limit, zero, a sum, and a start another op reads too stay
// as they are; max poolings are NegInfMaxPools', which InfStarts runs too.
func TestInfMinMaxReductionsIR(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	const (
		low32, inf32, high32, pinf32 = "-3.40282347E+38 : f32", "0xFF800000 : f32", "3.40282347E+38 : f32", "0x7F800000 : f32"
		low16, inf16, high16, pinf16 = "-6.550400e+04 : f16", "0xFC00 : f16", "6.550400e+04 : f16", "0x7C00 : f16"
		lowB, infB, highB, pinfB     = "-3.389530e+38 : bf16", "0xFF80 : bf16", "3.389530e+38 : bf16", "0x7F80 : bf16"
	)
	rs := func(starts ...string) []string {
		var out []string
		for _, s := range starts {
			out = append(out, "reduce start="+s)
		}
		return out
	}
	sh := []int64{2, 5, 7}
	// handReduce is a linalg.reduce of [4, 9] f32 over dim 1 by comb from
	// start; with shared, the fill is returned too.
	handReduce := func(comb, start string, shared bool) string {
		ret, rt := "%r", "tensor<4xf32>"
		if shared {
			ret, rt = "%r, %f", "tensor<4xf32>, tensor<4xf32>"
		}
		return fmt.Sprintf(`module {
  func.func @red(%%x: tensor<4x9xf32>) -> (%[3]s) {
    %%s = arith.constant %[2]s : f32
    %%e = tensor.empty() : tensor<4xf32>
    %%f = linalg.fill ins(%%s : f32) outs(%%e : tensor<4xf32>) -> tensor<4xf32>
    %%r = linalg.reduce ins(%%x : tensor<4x9xf32>) outs(%%f : tensor<4xf32>) dimensions = [1]
      (%%in: f32, %%init: f32) {
        %%m = %[1]s %%in, %%init : f32
        linalg.yield %%m : f32
      }
    return %[4]s : %[3]s
  }
}`, comb, start, rt, ret)
	}
	for _, tc := range []startCase{
		{"max f32", tosaReduce("max", "f32", "", sh, 1), true, 1, rs(low32), rs(inf32)},
		{"max f16", tosaReduce("max", "f16", "", sh, 1), true, 1, rs(low16), rs(inf16)},
		{"max bf16", tosaReduce("max", "bf16", "", sh, 1), true, 1, rs(lowB), rs(infB)},
		{"min f32", tosaReduce("min", "f32", "", sh, 1), true, 1, rs(high32), rs(pinf32)},
		{"min f16", tosaReduce("min", "f16", "", sh, 1), true, 1, rs(high16), rs(pinf16)},
		{"min bf16", tosaReduce("min", "bf16", "", sh, 1), true, 1, rs(highB), rs(pinfB)},
		{"max nan_mode IGNORE", tosaReduce("max", "f32", "IGNORE", sh, 1), true, 1, rs(low32), rs(inf32)},
		{"min nan_mode IGNORE", tosaReduce("min", "f32", "IGNORE", sh, 1), true, 1, rs(high32), rs(pinf32)},
		{"max nan_mode PROPAGATE", tosaReduce("max", "f32", "PROPAGATE", sh, 1), true, 1, rs(low32), rs(inf32)},
		{"GlobalMaxPool 5-d", tosaReduce("max", "f32", "", []int64{1, 2, 3, 4, 5}, 2, 3, 4), true, 3,
			rs(low32, low32, low32), rs(inf32, inf32, inf32)},
		{"max already -inf", handReduce("arith.maximumf", "0xFF800000", false), false, 0, rs(inf32), rs(inf32)},
		{"min already +inf", handReduce("arith.minimumf", "0x7F800000", false), false, 0, rs(pinf32), rs(pinf32)},
		{"max from the largest", handReduce("arith.maximumf", "3.40282347E+38", false), false, 0, rs(high32), rs(high32)},
		{"min from the lowest", handReduce("arith.minimumf", "-3.40282347E+38", false), false, 0, rs(low32), rs(low32)},
		{"max from zero", handReduce("arith.maximumf", "0.000000e+00", false), false, 0, rs("0.000000e+00 : f32"), rs("0.000000e+00 : f32")},
		{"sum from the lowest", handReduce("arith.addf", "-3.40282347E+38", false), false, 0, rs(low32), rs(low32)},
		{"start read by another op", handReduce("arith.maximumf", "-3.40282347E+38", true), false, 0, rs(low32), rs(low32)},
		{"beside a max pooling", tosaMaxPool("f32", "", true), true, 1,
			[]string{"reduce start=" + low32, "pool start=" + low32 + " pad=" + low32},
			[]string{"reduce start=" + inf32, "pool start=" + low32 + " pad=" + low32}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ir, m := tc.check(t, w, "reductions", InfMinMaxReductions)
			if strings.Contains(tc.name, "IGNORE") {
				// The NaN constant and the all-NaN flag's true start
				// stay, with the select after the reduction.
				for _, s := range []string{"arith.constant 0x7FC00000 : f32", "arith.constant true", "linalg.select"} {
					if !strings.Contains(ir, s) || !strings.Contains(m.String(), s) {
						t.Errorf("%q before or after the step: not IGNORE's form:\n%s", s, m)
					}
				}
			}
			if tc.name == "beside a max pooling" {
				pools, reds, err := InfStarts(m)
				if err != nil {
					t.Fatal(err)
				}
				want := []string{"reduce start=" + inf32, "pool start=" + inf32 + " pad=" + inf32}
				if got := maxStarts(t, m); pools != 1 || reds != 0 || !slices.Equal(got, want) {
					t.Errorf("InfStarts: %d poolings and %d reductions changed, %q; want 1, 0, %q", pools, reds, got, want)
				}
			}
		})
	}
}

// infReduce is a float32 tosa reduction kernel for TestInfMinMaxReductions.
type infReduce struct {
	op, nanMode string // "max" or "min"; "" or "IGNORE"
	shape       []int64
	axes        []int
}

// outIndex returns, for each flat index of r's input, the flat index of
// the output it reduces into, and the number of outputs.
func (r infReduce) outIndex() ([]int, int) {
	n := 1
	for _, d := range r.shape {
		n *= int(d)
	}
	osh := slices.Clone(r.shape)
	for _, a := range r.axes {
		osh[a] = 1
	}
	outs := 1
	for _, d := range osh {
		outs *= int(d)
	}
	idx := make([]int, n)
	for i := range n {
		rem, o, stride := i, 0, 1
		for d := len(r.shape) - 1; d >= 0; d-- {
			c := rem % int(r.shape[d])
			rem /= int(r.shape[d])
			if osh[d] != 1 {
				o += c * stride
			}
			stride *= int(osh[d])
		}
		idx[i] = o
	}
	return idx, outs
}

// TestInfMinMaxReductions compiles float32 tosa.reduce_max and
// reduce_min kernels (a row reduction as ReduceMax's, GlobalMaxPool's of
// 3-d and 5-d inputs, a middle axis, nan_mode IGNORE's form, a row long
// enough to be split) with each pooling micro-kernel's schedule and runs
// them on fresh random inputs where, per output, every input is the
// start's infinity (-inf for a max, +inf for a min), or every input but a
// NaN, or but one finite value, or every input NaN, or random values: the
// infinity exactly where ONNX says (tosa-to-linalg's start gave
// -+3.4028235e+38), NaN as before (any NaN gives NaN; with IGNORE only
// where every input is NaN), every other output its inputs' maximum
// (minimum); the phases on 1, 2 and 3 threads give the whole entry's
// bytes.
func TestInfMinMaxReductions(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	var cases []infReduce
	for _, op := range []string{"max", "min"} {
		cases = append(cases,
			infReduce{op: op, shape: []int64{6, 37}, axes: []int{1}},
			infReduce{op: op, shape: []int64{6, 3000}, axes: []int{1}},
			infReduce{op: op, shape: []int64{2, 3, 10}, axes: []int{2}},
			infReduce{op: op, shape: []int64{2, 3, 2, 3, 4}, axes: []int{2, 3, 4}},
			infReduce{op: op, shape: []int64{2, 11, 6}, axes: []int{1}},
			infReduce{op: op, nanMode: "IGNORE", shape: []int64{6, 37}, axes: []int{1}},
		)
	}
	pools := testPools(t, 1, 2, 3)
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	ran, phased := 0, 0
	for _, k := range dwSchedules() {
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		if !native {
			t.Logf("%s: this CPU lacks %v: not run", k.sched.Name, k.features)
			continue
		}
		for _, r := range cases {
			name := fmt.Sprintf("%s %s %s %v over %v", k.sched.Name, r.op, r.nanMode, r.shape, r.axes)
			idx, outs := r.outIndex()
			inf := float32(math.Inf(-1))
			better := func(a, b float32) float32 { return max(a, b) } // Go's max and min: a NaN wins
			if r.op == "min" {
				inf, better = -inf, func(a, b float32) float32 { return min(a, b) }
			}
			nan := float32(math.NaN())
			x := gputest.Buffers(t, len(idx))[0]
			members := make([][]int, outs)
			for i, o := range idx {
				members[o] = append(members[o], i)
			}
			for o, ms := range members {
				for _, i := range ms {
					x[i] = inf
				}
				one := ms[rng.IntN(len(ms))]
				switch o % 6 {
				case 1:
					x[one] = nan
				case 2, 5:
					for _, i := range ms {
						x[i] = rng.Float32()*8 - 5
					}
				case 3:
					x[one] = rng.Float32()*8 - 5
				case 4:
					for _, i := range ms {
						x[i] = nan
					}
				}
			}
			want := make([]float32, outs)
			infs := 0
			for o, ms := range members {
				v, seen := inf, false
				for _, i := range ms {
					if r.nanMode == "IGNORE" && math.IsNaN(float64(x[i])) {
						continue
					}
					v, seen = better(v, x[i]), true
				}
				if !seen {
					v = nan
				}
				want[o] = v
				if math.IsInf(float64(v), 0) {
					infs++
				}
			}
			if infs == 0 {
				t.Fatalf("%s: no output is infinite: not the case this test is for", name)
			}
			src := tosaReduce(r.op, "f32", r.nanMode, r.shape, r.axes...)
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, outs)[0]
			for i := range out {
				out[i] = 7
			}
			fn := hostkernel.Load(t, so, "red")
			if err := fn.Call(gputest.Ptrs(x, out)...); err != nil {
				t.Fatal(err)
			}
			sameFloatBits(t, name, out, want)
			ran++
			t.Logf("%s: %d of %d outputs infinite, %d phases", name, infs, outs, fn.Phases())
			if fn.Phases() == 0 {
				continue
			}
			phased++
			phasesMatchWhole(t, name, fn, pools, [][]float32{x, out}, slices.Clone(out))
		}
	}
	if ran == 0 {
		t.Fatalf("no reduction ran: this CPU (%s) has neither schedule's features", strings.TrimSpace(features))
	}
}
