package kerneltest

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// Case is one conformance case: a generated kernel family (its variants share
// arguments and semantics) with input generation and the reference.
type Case struct {
	Name    string
	Kernels []kernels.Kernel
	// Inputs draws fresh inputs for the kernel's read-only arguments, in order.
	Inputs func(r *rand.Rand) [][]float64
	// Want computes the written arguments' expected values, in order (a
	// status word included: runners zero it before the launch).
	Want func(in [][]float64) ([][]float64, error)
	// RTol and ATol bound |got-want| <= RTol*|want| + ATol for float outputs;
	// integer and bool outputs must match exactly.
	RTol, ATol float64
}

// Quantize rounds inputs to the dtypes of the kernel's read-only arguments
// (what the buffers hold), so the reference sees the same values.
func Quantize(k kernels.Kernel, in [][]float64) [][]float64 {
	out := make([][]float64, len(in))
	j := 0
	for _, a := range k.Args {
		if a.Write || j >= len(in) {
			continue
		}
		out[j] = Decode(a.DType, Encode(a.DType, in[j]))
		j++
	}
	return out
}

// Check compares a variant's outputs with the reference.
func (c Case) Check(k kernels.Kernel, got, want [][]float64) error {
	wi := 0
	for _, a := range k.Args {
		if !a.Write {
			continue
		}
		if wi >= len(got) || wi >= len(want) || len(got[wi]) != len(want[wi]) {
			return fmt.Errorf("%s: output %s: size mismatch", c.Name, a.Name)
		}
		for i, w := range want[wi] {
			g := got[wi][i]
			ok := g == w || (math.IsNaN(g) && math.IsNaN(w))
			if !ok && isFloat(a.DType) {
				ok = math.Abs(g-w) <= c.RTol*math.Abs(w)+c.ATol || (math.IsInf(w, 0) && g == w)
			}
			if !ok {
				return fmt.Errorf("%s (wave %d): %s[%d] = %v, want %v", c.Name, k.Wave, a.Name, i, g, w)
			}
		}
		wi++
	}
	return nil
}

func normal(r *rand.Rand, n int64, scale float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = r.NormFloat64() * scale
	}
	return v
}

func uniform(r *rand.Rand, n int64, lo, hi float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = lo + r.Float64()*(hi-lo)
	}
	return v
}

func ints(r *rand.Rand, n int64, lo, hi int64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = float64(lo + r.Int64N(hi-lo+1))
	}
	return v
}

// nonzero draws integers in [lo, hi] without 0 (divisors).
func nonzero(r *rand.Rand, n int64, lo, hi int64) []float64 {
	v := ints(r, n, lo, hi)
	for i := range v {
		for v[i] == 0 {
			v[i] = float64(lo + r.Int64N(hi-lo+1))
		}
	}
	return v
}

// tolerances by dtype for pointwise-accurate kernels.
func tol(dtype string) (float64, float64) {
	switch dtype {
	case "float16":
		return 2e-3, 2e-3
	case "float64":
		return 1e-11, 1e-12
	}
	return 1e-5, 1e-6
}

// Cases builds the conformance table.
func Cases() ([]Case, error) {
	var out []Case
	var errs []error
	add := func(name string, ks []kernels.Kernel, err error, inputs func(*rand.Rand) [][]float64,
		want func([][]float64) ([][]float64, error), rtol, atol float64) {
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
			return
		}
		out = append(out, Case{Name: name, Kernels: ks, Inputs: inputs, Want: want, RTol: rtol, ATol: atol})
	}

	// Softmax over the strategies and float dtypes (the mlp's is 4x32 float32).
	for i, s := range []kernels.SoftmaxSpec{
		{Rows: 4, Cols: 32, DType: "float32"},
		{Rows: 3, Cols: 1000, DType: "float32", Log: true},
		{Rows: 5, Cols: 300, DType: "float32", Strategy: kernels.StrategyWorkgroup},
		{Rows: 9, Cols: 5, DType: "float32"},
		{Rows: 7, Cols: 77, DType: "float16"},
		{Rows: 2, Cols: 130, DType: "float64", Log: true, Strategy: kernels.StrategyThread},
	} {
		s.Symbol = fmt.Sprintf("softmax%d", i)
		ks, err := kernels.Softmax(s)
		rtol, atol := tol(s.DType)
		if s.Log && s.DType == "float32" {
			atol = 4e-6 // x - max - log(sum): cancellation leaves a few ulps of 1
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 { return [][]float64{normal(r, s.Rows*s.Cols, 3)} },
			func(in [][]float64) ([][]float64, error) {
				return [][]float64{Softmax(in[0], s.Rows, s.Cols, s.Log)}, nil
			}, rtol, atol)
	}

	// Reductions: every op, trailing and strided axes, all strategies, int dtypes.
	for i, s := range []kernels.ReduceSpec{
		{Shape: []int64{4, 32}, Axes: []int64{1}, DType: "float32", Op: "sum"},
		{Shape: []int64{3, 5, 7}, Axes: []int64{0, 2}, DType: "float32", Op: "mean"},
		{Shape: []int64{6, 300}, Axes: []int64{-1}, DType: "float32", Op: "max", Strategy: kernels.StrategyWorkgroup},
		{Shape: []int64{2, 3, 4}, DType: "float32", Op: "min"},
		{Shape: []int64{5, 6}, Axes: []int64{0}, DType: "float32", Op: "prod", Strategy: kernels.StrategySubgroup},
		{Shape: []int64{8, 9}, Axes: []int64{1}, DType: "int32", Op: "l1"},
		{Shape: []int64{4, 50}, Axes: []int64{1}, DType: "float32", Op: "l2"},
		{Shape: []int64{3, 40, 2}, Axes: []int64{1}, DType: "float32", Op: "logsumexp"},
		{Shape: []int64{6, 70}, Axes: []int64{1}, DType: "float16", Op: "sumsquare"},
		{Shape: []int64{300, 3}, Axes: []int64{0}, DType: "int8", Op: "sum", Strategy: kernels.StrategyWorkgroup},
		{Shape: []int64{260, 4}, Axes: []int64{0}, DType: "float32", Op: "sum"},
		{Shape: []int64{7, 11}, Axes: []int64{1}, DType: "int64", Op: "max", Strategy: kernels.StrategySubgroup},
		{Shape: []int64{7, 11}, Axes: []int64{0}, DType: "uint8", Op: "min", Strategy: kernels.StrategyWorkgroup},
		{Shape: []int64{3, 4, 5}, Axes: []int64{1}, DType: "int32", Op: "prod", Strategy: kernels.StrategyWorkgroup},
		{Shape: []int64{2, 1500}, Axes: []int64{1}, DType: "float64", Op: "mean"},
	} {
		s.Symbol = fmt.Sprintf("reduce%d", i)
		ks, err := kernels.Reduce(s)
		n := prod(s.Shape)
		rtol, atol := tol(s.DType)
		if s.DType == "float32" {
			rtol, atol = 2e-5, 2e-5
		}
		if s.DType == "float16" {
			rtol, atol = 3e-3, 3e-3
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			switch {
			case s.Op == "prod" && isFloat(s.DType):
				return [][]float64{uniform(r, n, 0.8, 1.25)}
			case s.Op == "prod":
				return [][]float64{ints(r, n, -2, 2)}
			case s.DType == "uint8":
				return [][]float64{ints(r, n, 0, 255)}
			case !isFloat(s.DType):
				return [][]float64{ints(r, n, -100, 100)}
			}
			return [][]float64{normal(r, n, 2)}
		}, func(in [][]float64) ([][]float64, error) {
			return [][]float64{Reduce(s, in[0])}, nil
		}, rtol, atol)
	}

	// Normalizations.
	for i, s := range []kernels.NormSpec{
		{Kind: "layer", Shape: []int64{2, 3, 16}, Axis: -1, Epsilon: 1e-5, DType: "float32", Scale: true, Bias: true},
		{Kind: "layer", Shape: []int64{3, 600}, Axis: 1, Epsilon: 1e-5, DType: "float32", Scale: true, Bias: true, Strategy: kernels.StrategyWorkgroup},
		{Kind: "rms", Shape: []int64{4, 64}, Axis: -1, Epsilon: 1e-6, DType: "float32", Scale: true},
		{Kind: "group", Shape: []int64{2, 6, 3, 3}, Groups: 3, Epsilon: 1e-5, DType: "float32", Scale: true, Bias: true},
		{Kind: "group", Shape: []int64{1, 4, 5}, Groups: 4, Epsilon: 1e-5, DType: "float32", Strategy: kernels.StrategyThread},
		{Kind: "layer", Shape: []int64{5, 40}, Axis: -1, Epsilon: 1e-5, DType: "float16", Scale: true},
	} {
		s.Symbol = fmt.Sprintf("norm%d", i)
		ks, err := kernels.Norm(s)
		var pe int64
		if len(ks) > 0 && len(ks[0].Args) > 2 {
			pe = ks[0].Args[1].Elems
		}
		n := prod(s.Shape)
		rtol, atol := tol(s.DType)
		if s.DType == "float32" {
			rtol, atol = 2e-5, 2e-5
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			in := [][]float64{normal(r, n, 2)}
			for _, a := range []bool{s.Scale, s.Bias} {
				if a {
					in = append(in, normal(r, pe, 1))
				}
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			var scale, bias []float64
			j := 1
			if s.Scale {
				scale, j = in[j], j+1
			}
			if s.Bias {
				bias = in[j]
			}
			return [][]float64{Norm(s, in[0], scale, bias)}, nil
		}, rtol, atol)
	}

	// Pointwise expression trees over broadcast inputs.
	x0, x1, x2 := kernels.In(0), kernels.In(1), kernels.In(2)
	cf := func(v float64) *kernels.Expr { return kernels.Const(v, "float32") }
	pw := []struct {
		spec kernels.PointwiseSpec
		gen  func(r *rand.Rand) [][]float64
	}{
		{ // gelu(x + bias) with a broadcast bias
			kernels.PointwiseSpec{OutShape: []int64{4, 8, 16}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{{DType: "float32", Shape: []int64{4, 8, 16}}, {DType: "float32", Shape: []int64{16}}},
				Expr:   kernels.Un("gelu", kernels.Bin("add", x0, x1))},
			func(r *rand.Rand) [][]float64 { return [][]float64{normal(r, 512, 2), normal(r, 16, 1)} },
		},
		{ // where(cond, x, 0) with a [4,1,16] bool condition
			kernels.PointwiseSpec{OutShape: []int64{4, 3, 16}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{{DType: "bool", Shape: []int64{4, 1, 16}}, {DType: "float32", Shape: []int64{3, 16}}},
				Expr:   kernels.Where(x0, x1, cf(0))},
			func(r *rand.Rand) [][]float64 { return [][]float64{ints(r, 64, 0, 1), normal(r, 48, 1)} },
		},
		{ // a chain of float unary ops sharing a subtree
			kernels.PointwiseSpec{OutShape: []int64{3, 50}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{{DType: "float32", Shape: []int64{3, 50}}, {DType: "float32", Shape: []int64{1, 50}}},
				Expr: func() *kernels.Expr {
					s := kernels.Bin("mul", x0, x1) // shared
					a := kernels.Bin("add", kernels.Un("sigmoid", s), kernels.Un("tanh", s))
					b := kernels.Bin("add", kernels.Un("softplus", s), kernels.Un("erf", kernels.Un("neg", s)))
					c := kernels.Bin("sub", kernels.Un("exp", kernels.Un("sin", s)), kernels.Un("abs", kernels.Un("cos", s)))
					d := kernels.Bin("max", &kernels.Expr{Op: "leakyrelu", Alpha: 0.1, Args: []*kernels.Expr{s}},
						&kernels.Expr{Op: "elu", Alpha: 1.5, Args: []*kernels.Expr{s}})
					e := kernels.Bin("add", kernels.Un("log", kernels.Bin("add", kernels.Un("abs", s), cf(1))),
						kernels.Un("sqrt", kernels.Un("abs", s)))
					g := kernels.Bin("add", kernels.Un("floor", s), kernels.Un("round", kernels.Bin("mul", s, cf(3))))
					h := kernels.Bin("add", kernels.Un("mish", s), kernels.Un("silu", s))
					m := kernels.Bin("add", &kernels.Expr{Op: "selu", Alpha: 1.67, Beta: 1.05, Args: []*kernels.Expr{s}},
						&kernels.Expr{Op: "hardsigmoid", Alpha: 0.2, Beta: 0.5, Args: []*kernels.Expr{s}})
					q := kernels.Bin("add", kernels.Un("softsign", s), kernels.Un("gelu_tanh", s))
					w := kernels.Bin("add", &kernels.Expr{Op: "celu", Alpha: 2, Args: []*kernels.Expr{s}},
						&kernels.Expr{Op: "thresholdedrelu", Alpha: 0.5, Args: []*kernels.Expr{s}})
					z := kernels.Bin("pow", kernels.Bin("add", kernels.Un("abs", s), cf(0.5)), cf(1.5))
					at := kernels.Bin("add", kernels.Un("atan", s), kernels.Un("asinh", s))
					return kernels.Bin("add", kernels.Bin("add", kernels.Bin("add", a, b), kernels.Bin("add", c, d)),
						kernels.Bin("add", kernels.Bin("add", kernels.Bin("add", e, g), kernels.Bin("add", h, m)),
							kernels.Bin("add", kernels.Bin("add", q, w), kernels.Bin("add", z, at))))
				}()},
			func(r *rand.Rand) [][]float64 { return [][]float64{normal(r, 150, 1.5), normal(r, 50, 1)} },
		},
		{ // integer arithmetic: (a mod b) + (a fmod b) * (a / b), min/max/clip, casts
			kernels.PointwiseSpec{OutShape: []int64{5, 12}, OutDType: "int32",
				Inputs: []kernels.PointwiseInput{{DType: "int32", Shape: []int64{5, 12}}, {DType: "int32", Shape: []int64{5, 1}}},
				Expr: kernels.Bin("add",
					kernels.Bin("add", kernels.Bin("mod", x0, x1), kernels.Bin("mul", kernels.Bin("fmod", x0, x1), kernels.Bin("div", x0, x1))),
					kernels.Bin("sub", &kernels.Expr{Op: "clip", Args: []*kernels.Expr{x0, kernels.Const(-5, "int32"), kernels.Const(7, "int32")}},
						kernels.Cast(kernels.Bin("mul", kernels.Cast(x1, "float32"), cf(2.5)), "int32")))},
			func(r *rand.Rand) [][]float64 { return [][]float64{ints(r, 60, -50, 50), nonzero(r, 5, -9, 9)} },
		},
		{ // comparisons and bool logic to a bool output
			kernels.PointwiseSpec{OutShape: []int64{6, 7}, OutDType: "bool",
				Inputs: []kernels.PointwiseInput{{DType: "float32", Shape: []int64{6, 7}}, {DType: "float32", Shape: []int64{7}}, {DType: "bool", Shape: []int64{6, 1}}},
				Expr: kernels.Bin("or", kernels.Bin("and", kernels.Bin("lt", x0, x1), kernels.Un("not", x2)),
					kernels.Bin("xor", kernels.Bin("ge", x0, cf(1)), kernels.Bin("eq", x2, kernels.Bin("ne", x1, cf(0)))))},
			func(r *rand.Rand) [][]float64 {
				return [][]float64{normal(r, 42, 1), normal(r, 7, 1), ints(r, 6, 0, 1)}
			},
		},
		{ // float16 hardswish with an int8 -> float16 cast
			kernels.PointwiseSpec{OutShape: []int64{33}, OutDType: "float16",
				Inputs: []kernels.PointwiseInput{{DType: "float16", Shape: []int64{33}}, {DType: "int8", Shape: []int64{33}}},
				Expr:   kernels.Bin("add", kernels.Un("hardswish", x0), kernels.Cast(x1, "float16"))},
			func(r *rand.Rand) [][]float64 { return [][]float64{normal(r, 33, 3), ints(r, 33, -128, 127)} },
		},
		{ // int64 bit ops and shifts, uint8 relu-free casts
			kernels.PointwiseSpec{OutShape: []int64{4, 4}, OutDType: "int64",
				Inputs: []kernels.PointwiseInput{{DType: "int64", Shape: []int64{4, 4}}, {DType: "uint8", Shape: []int64{4}}},
				Expr: kernels.Bin("bitxor", kernels.Bin("bitand", x0, kernels.Const(0x3ff, "int64")),
					kernels.Bin("shl", kernels.Cast(kernels.Bin("shr", x1, kernels.Const(2, "uint8")), "int64"), kernels.Const(3, "int64")))},
			func(r *rand.Rand) [][]float64 { return [][]float64{ints(r, 16, -1<<40, 1<<40), ints(r, 4, 0, 255)} },
		},
		{ // isnan/isinf/sign on float64, cast bool -> float64
			kernels.PointwiseSpec{OutShape: []int64{10}, OutDType: "float64",
				Inputs: []kernels.PointwiseInput{{DType: "float64", Shape: []int64{10}}},
				Expr: kernels.Bin("add", kernels.Un("sign", x0),
					kernels.Cast(kernels.Bin("or", kernels.Un("isnan", x0), kernels.Un("isinf", x0)), "float64"))},
			func(r *rand.Rand) [][]float64 {
				v := normal(r, 10, 1)
				v[r.IntN(10)], v[r.IntN(10)] = math.NaN(), math.Inf(-1)
				v[r.IntN(10)] = 0
				return [][]float64{v}
			},
		},
	}
	for i, p := range pw {
		p.spec.Symbol = fmt.Sprintf("pointwise%d", i)
		ks, err := kernels.Pointwise(p.spec)
		rtol, atol := tol(p.spec.OutDType)
		spec := p.spec
		add(spec.Symbol, ks, err, p.gen, func(in [][]float64) ([][]float64, error) {
			v, err := Pointwise(spec, in)
			return [][]float64{v}, err
		}, rtol, atol*10)
	}

	// Data movement: transpose, slices, expand, gathers, concats.
	copyCase := func(name string, ks []kernels.Kernel, err error, dtype string, n int64, ref func([]float64) []float64) {
		add(name, ks, err, func(r *rand.Rand) [][]float64 {
			if isFloat(dtype) {
				return [][]float64{normal(r, n, 5)}
			}
			return [][]float64{ints(r, n, -100, 100)}
		}, func(in [][]float64) ([][]float64, error) { return [][]float64{ref(in[0])}, nil }, 0, 0)
	}
	{
		s := kernels.TransposeSpec{Symbol: "transpose0", Shape: []int64{2, 3, 4}, Perm: []int64{2, 0, 1}, DType: "float16"}
		ks, err := kernels.Transpose(s)
		copyCase(s.Symbol, ks, err, s.DType, 24, func(x []float64) []float64 {
			out := make([]float64, 24)
			for a := range int64(2) {
				for b := range int64(3) {
					for c := range int64(4) {
						out[(c*2+a)*3+b] = x[(a*3+b)*4+c]
					}
				}
			}
			return out
		})
	}
	{
		s := kernels.SliceSpec{Symbol: "slice0", Shape: []int64{5, 6}, Starts: []int64{-1, 1}, Ends: []int64{-100, 100},
			Axes: []int64{0, 1}, Steps: []int64{-2, 2}, DType: "int32"}
		ks, err := kernels.Slice(s)
		copyCase(s.Symbol, ks, err, s.DType, 30, func(x []float64) []float64 {
			var out []float64
			for r := int64(4); r >= 0; r -= 2 {
				for c := int64(1); c < 6; c += 2 {
					out = append(out, x[r*6+c])
				}
			}
			return out
		})
	}
	{
		s := kernels.LayoutSpec{Symbol: "expand0", OutShape: []int64{3, 4, 5}, Strides: []int64{0, 5, 1}, Elems: 20, DType: "float32"}
		ks, err := kernels.LayoutCopy(s)
		copyCase(s.Symbol, ks, err, s.DType, 20, func(x []float64) []float64 {
			var out []float64
			for range 3 {
				out = append(out, x...)
			}
			return out
		})
	}
	for i, s := range []kernels.GatherSpec{
		{DataShape: []int64{3, 5, 4}, IndicesShape: []int64{2, 3}, Axis: 1, DType: "float32", IndexDType: "int64"},
		{DataShape: []int64{6, 3}, IndicesShape: []int64{4}, Axis: 0, DType: "int64", IndexDType: "int32"},
		{DataShape: []int64{4, 5}, IndicesShape: []int64{4, 3}, Axis: 1, DType: "float16", IndexDType: "int64", Elements: true},
		{DataShape: []int64{4, 5}, IndicesShape: []int64{2, 5}, Axis: 0, DType: "bool", IndexDType: "int32", Elements: true},
	} {
		s.Symbol = fmt.Sprintf("gather%d", i)
		ks, err := kernels.Gather(s)
		ax := s.Axis
		dim := s.DataShape[ax]
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			var data []float64
			switch {
			case s.DType == "bool":
				data = ints(r, prod(s.DataShape), 0, 1)
			case isFloat(s.DType):
				data = normal(r, prod(s.DataShape), 3)
			default:
				data = ints(r, prod(s.DataShape), -1000, 1000)
			}
			// Indices cover negatives and, on some draws, out-of-range
			// values (read as 0, and the status word set).
			lo, hi := -dim, dim-1
			if r.IntN(2) == 0 {
				lo, hi = -dim-1, dim
			}
			return [][]float64{data, ints(r, prod(s.IndicesShape), lo, hi)}
		}, func(in [][]float64) ([][]float64, error) {
			y, st := Gather(s, in[0], in[1])
			return [][]float64{y, st}, nil
		}, 0, 0)
	}
	for i, s := range []kernels.ConcatSpec{
		{Shapes: [][]int64{{2, 3, 4}, {2, 1, 4}, {2, 5, 4}}, Axis: 1, DType: "float32"},
		{Shapes: [][]int64{{3, 2}, {4, 2}}, Axis: 0, DType: "float16"},
		{Shapes: [][]int64{{2, 2}, {2, 3}, {2, 1}, {2, 4}}, Axis: -1, DType: "int8"},
	} {
		s.Symbol = fmt.Sprintf("concat%d", i)
		ks, err := kernels.Concat(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			var in [][]float64
			for _, sh := range s.Shapes {
				if isFloat(s.DType) {
					in = append(in, normal(r, prod(sh), 2))
				} else {
					in = append(in, ints(r, prod(sh), -128, 127))
				}
			}
			return in
		}, func(in [][]float64) ([][]float64, error) { return [][]float64{Concat(s, in)}, nil }, 0, 0)
	}
	indexingCases(add)
	if len(errs) > 0 {
		return out, fmt.Errorf("kerneltest: %d cases failed to generate, first: %w", len(errs), errs[0])
	}
	return out, nil
}

// addFunc adds one case to the table (Cases' add).
type addFunc = func(name string, ks []kernels.Kernel, err error, inputs func(*rand.Rand) [][]float64,
	want func([][]float64) ([][]float64, error), rtol, atol float64)
