package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// SoftmaxSpec describes a softmax (or log-softmax) over the last axis of a
// row-major [Rows, Cols] tensor.
type SoftmaxSpec struct {
	// Symbol is the kernel's entry point name.
	Symbol string
	// Rows and Cols are the tensor's shape; the softmax runs along Cols.
	Rows, Cols int64
	// DType is the element type: "float32", "float16" or "float64".
	DType string
	// Log selects log-softmax.
	Log bool
	// Inner, when above 1, is the stride between a row's elements: the
	// tensor is [outer, Cols, Inner] and the softmax runs along its middle
	// axis, Rows = outer*Inner rows (ONNX Softmax over an inner axis).
	Inner int64
	// Strategy is StrategyAuto (by row length) or a Strategy* constant.
	Strategy string
	// Tail, when set, is applied in the store (see Tail).
	Tail *Tail
}

// Softmax generates a numerically stable softmax kernel with arguments (x, y)
// (with a Tail: (x, [y], t)):
// y = exp(x - max) / sum(exp(x - max)) per row (log-softmax: x - max -
// log(sum)). Rows are spread over invocations by the strategy; the row max and
// sum are reductions across the invocations sharing a row. The subgroup
// strategy returns a wave32 and a wave64 variant, the others one kernel.
func Softmax(s SoftmaxSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("softmax: %w", err)
	}
	if _, err := product([]int64{s.Rows, s.Cols}); err != nil {
		return nil, fmt.Errorf("softmax %s: %w", s.Symbol, err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("softmax %s: dtype %q: want float16, float32 or float64", s.Symbol, s.DType)
	}
	strategy, err := pickStrategy(s.Strategy, s.Cols)
	if err != nil {
		return nil, fmt.Errorf("softmax %s: %w", s.Symbol, err)
	}
	tg, err := checkTail(s.Tail, d)
	if err != nil {
		return nil, fmt.Errorf("softmax %s: %w", s.Symbol, err)
	}
	n := s.Rows * s.Cols
	outParams, outArgs := tailArgs(tg, d, s.DType, n)
	k, p := newKernel(s.Symbol, append([]param{{"x", d}}, outParams...))
	x, y, t := p[0], p[1], p[len(p)-1]
	f := k.f
	maxR, _ := reducerFor("max", d)
	sumR, _ := reducerFor("add", d)
	ct := k.ctype(d)
	inner := max(s.Inner, 1)
	if s.Rows%inner != 0 {
		return nil, fmt.Errorf("softmax %s: %d rows are not a multiple of inner %d", s.Symbol, s.Rows, inner)
	}
	k.rows(strategy, s.Rows, func(e rowEnv, row spirv.ID) {
		base := k.mul(row, k.c(s.Cols))
		at := func(c spirv.ID) spirv.ID { return k.add(base, c) }
		if inner > 1 {
			base = k.add(k.mul(k.udiv(row, k.c(inner)), k.c(s.Cols*inner)), k.umod(row, k.c(inner)))
			at = func(c spirv.ID) spirv.ID { return k.add(base, k.mul(c, k.c(inner))) }
		}
		load := func(c spirv.ID) spirv.ID { return k.load(d, x, at(c)) }
		// ONNX defines softmax by its function body, each op's result in
		// the tensor's type: a float16 or bfloat16 intermediate is rounded
		// to it, as the spec's values (and ref) have it.
		narrow := func(v spirv.ID) spirv.ID {
			switch {
			case d.bf16:
				return k.toCompute(d, k.toBF16(v))
			case d.width != d.compute:
				return k.toCompute(d, f.Convert(spirv.OpFConvert, k.b.Float(d.width), v))
			}
			return v
		}
		m := e.cols(s.Cols, []spirv.ID{maxR.identity(k, ct)}, func(c spirv.ID, acc []spirv.ID) []spirv.ID {
			return []spirv.ID{f.Ext(spirv.CLFmax, acc[0], load(c))}
		})[0]
		m = e.reduce(maxR, m)
		shifted := func(c spirv.ID) spirv.ID { return narrow(f.Bin(spirv.OpFSub, load(c), m)) }
		sum := e.cols(s.Cols, []spirv.ID{sumR.identity(k, ct)}, func(c spirv.ID, acc []spirv.ID) []spirv.ID {
			return []spirv.ID{f.Bin(spirv.OpFAdd, acc[0], narrow(f.Ext(spirv.CLExp, shifted(c))))}
		})[0]
		sum = narrow(e.reduce(sumR, sum))
		var logSum spirv.ID
		if s.Log {
			logSum = narrow(f.Ext(spirv.CLLog, sum))
		}
		e.cols(s.Cols, nil, func(c spirv.ID, _ []spirv.ID) []spirv.ID {
			sh := shifted(c)
			var out spirv.ID
			if s.Log {
				out = f.Bin(spirv.OpFSub, sh, logSum)
			} else {
				out = f.Bin(spirv.OpFDiv, narrow(f.Ext(spirv.CLExp, sh)), sum)
			}
			tg.store(k, d, y, t, at(c), out)
			return nil
		})
	})
	return rowKernels(s.Symbol, k, strategy, s.Rows, s.Cols, append([]Arg{{Name: "x", DType: s.DType, Elems: n}}, outArgs...))
}
