package kernels

import (
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/spirv"
)

// ReduceSpec describes a reduction of a row-major tensor over some axes; the
// output holds the kept dimensions in order (keepdims does not change layout).
type ReduceSpec struct {
	// Symbol is the kernel's entry point name.
	Symbol string
	// Shape is the input shape.
	Shape []int64
	// Axes are the reduced axes (negative counts from the end); empty reduces all.
	Axes []int64
	// DType is the element type of input and output.
	DType string
	// Op is "sum", "mean", "max", "min", "prod", "l1", "l2", "sumsquare" or
	// "logsumexp" (the ONNX Reduce* family).
	Op string
	// Strategy is StrategyAuto or a Strategy* constant.
	Strategy string
	// Tail, when set, is applied in the store (see Tail); float dtypes.
	Tail *Tail
}

// Reduce generates a reduction kernel with arguments (x, y) (with a Tail:
// (x, [y], t)). Floats accumulate
// in float (float16 in float32); integers in their own width, at least 32 bits,
// wrapping like the stored type. l2 and logsumexp take float types only.
func Reduce(s ReduceSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("reduce: %w", err)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("reduce %s: %w", s.Symbol, err)
	}
	d, err := lookupDType(s.DType)
	if err == nil && d.name == "bool" && (s.Op == "max" || s.Op == "min") {
		// Bools are stored as 0/1 bytes: max is any, min is all.
		d = dtypes["uint8"]
	}
	if err != nil || d.name == "bool" {
		return nil, fmt.Errorf("reduce %s: unsupported dtype %q", s.Symbol, s.DType)
	}
	axes := s.Axes
	if len(axes) == 0 {
		for i := range s.Shape {
			axes = append(axes, int64(i))
		}
	}
	axes, err = normAxes(axes, len(s.Shape))
	if err != nil {
		return nil, fmt.Errorf("reduce %s: %w", s.Symbol, err)
	}
	slices.Sort(axes)
	var keptShape, keptStrides, redShape, redStrides []int64
	strides := contiguousStrides(s.Shape)
	for i, dim := range s.Shape {
		if slices.Contains(axes, int64(i)) {
			redShape, redStrides = append(redShape, dim), append(redStrides, strides[i])
		} else {
			keptShape, keptStrides = append(keptShape, dim), append(keptStrides, strides[i])
		}
	}
	rows, _ := product(keptShape)
	cols, _ := product(redShape)
	trailing := axes[0] == int64(len(s.Shape)-len(axes))

	var pre func(k *kctx, v spirv.ID) spirv.ID // per-element map before combining
	combine := "add"
	switch s.Op {
	case "sum", "mean":
	case "max", "min":
		combine = s.Op
	case "prod":
		combine = "mul"
	case "l1":
		pre = func(k *kctx, v spirv.ID) spirv.ID { return absValue(k, d, v) }
	case "sumsquare":
		pre = func(k *kctx, v spirv.ID) spirv.ID { return k.f.Bin(mulOp(d), v, v) }
	case "l2", "logsumexp":
		if !d.float {
			return nil, fmt.Errorf("reduce %s: %s needs a float dtype, got %s", s.Symbol, s.Op, s.DType)
		}
		pre = func(k *kctx, v spirv.ID) spirv.ID { return k.f.Bin(spirv.OpFMul, v, v) }
	default:
		return nil, fmt.Errorf("reduce %s: unknown op %q", s.Symbol, s.Op)
	}
	strategy := s.Strategy
	if strategy == StrategyAuto && !trailing && rows >= 256 {
		strategy = StrategyThread // column reductions: neighbouring invocations read neighbouring columns
	}
	if strategy, err = pickStrategy(strategy, cols); err != nil {
		return nil, fmt.Errorf("reduce %s: %w", s.Symbol, err)
	}
	acc := d
	if !d.float && d.width < 32 {
		acc = dtypeInfo{name: "acc", signed: d.signed, width: 32}
	}
	r, err := reducerFor(combine, acc)
	if err != nil {
		return nil, fmt.Errorf("reduce %s: %w", s.Symbol, err)
	}
	if s.Tail != nil && !d.float {
		return nil, fmt.Errorf("reduce %s: a tail on %s (float dtypes only)", s.Symbol, s.DType)
	}
	tg, err := checkTail(s.Tail, d)
	if err != nil {
		return nil, fmt.Errorf("reduce %s: %w", s.Symbol, err)
	}
	outParams, outArgs := tailArgs(tg, d, s.DType, rows)
	k, p := newKernel(s.Symbol, append([]param{{"x", d}}, outParams...))
	x, y, t := p[0], p[1], p[len(p)-1]
	f := k.f
	at := k.ctype(acc)
	widen := func(v spirv.ID) spirv.ID {
		if acc.width != d.width && !d.float {
			op := spirv.OpUConvert
			if d.signed {
				op = spirv.OpSConvert
			}
			return f.Convert(op, at, v)
		}
		return v
	}
	k.rows(strategy, rows, func(e rowEnv, row spirv.ID) {
		var base spirv.ID
		if trailing {
			base = k.mul(row, k.c(cols))
		} else {
			base = k.dot(k.unravel(row, keptShape), keptStrides, 0)
		}
		at := func(c spirv.ID) spirv.ID {
			if trailing {
				return k.add(base, c)
			}
			return k.add(base, k.dot(k.unravel(c, redShape), redStrides, 0))
		}
		loadAcc := func(c spirv.ID) spirv.ID { return widen(k.load(d, x, at(c))) }
		var result spirv.ID
		if s.Op == "logsumexp" {
			maxR, _ := reducerFor("max", d)
			m := e.cols(cols, []spirv.ID{maxR.identity(k, k.ctype(d))}, func(c spirv.ID, a []spirv.ID) []spirv.ID {
				return []spirv.ID{f.Ext(spirv.CLFmax, a[0], loadAcc(c))}
			})[0]
			m = e.reduce(maxR, m)
			sum := e.cols(cols, []spirv.ID{r.identity(k, k.ctype(d))}, func(c spirv.ID, a []spirv.ID) []spirv.ID {
				return []spirv.ID{f.Bin(spirv.OpFAdd, a[0], f.Ext(spirv.CLExp, f.Bin(spirv.OpFSub, loadAcc(c), m)))}
			})[0]
			sum = e.reduce(r, sum)
			result = f.Bin(spirv.OpFAdd, m, f.Ext(spirv.CLLog, sum))
		} else {
			v := e.cols(cols, []spirv.ID{r.identity(k, k.ctype(acc))}, func(c spirv.ID, a []spirv.ID) []spirv.ID {
				v := loadAcc(c)
				if pre != nil {
					v = pre(k, v)
				}
				return []spirv.ID{r.combine(k, a[0], v)}
			})[0]
			result = e.reduce(r, v)
			switch s.Op {
			case "mean":
				switch {
				case d.float:
					result = f.Bin(spirv.OpFDiv, result, k.b.ConstFloat(k.ctype(d), float64(cols)))
				case d.signed:
					result = f.Bin(spirv.OpSDiv, result, k.b.ConstInt(k.ctype(acc), cols))
				default:
					result = f.Bin(spirv.OpUDiv, result, k.b.ConstInt(k.ctype(acc), cols))
				}
			case "l2":
				result = f.Ext(spirv.CLSqrt, result)
			}
		}
		if acc.width != d.width && !d.float {
			result = f.Convert(spirv.OpUConvert, k.ctype(d), result)
		}
		f.If(f.Cmp(spirv.OpIEqual, e.lane, k.c(0)), func() { tg.store(k, d, y, t, row, result) })
	})
	return rowKernels(s.Symbol, k, strategy, rows, cols, append([]Arg{{Name: "x", DType: s.DType, Elems: n}}, outArgs...))
}

// mulOp is the multiply of a dtype's compute type.
func mulOp(d dtypeInfo) spirv.Op {
	if d.float {
		return spirv.OpFMul
	}
	return spirv.OpIMul
}

// absValue is |v| for the dtype (identity for unsigned integers).
func absValue(k *kctx, d dtypeInfo, v spirv.ID) spirv.ID {
	switch {
	case d.float:
		return k.f.Ext(spirv.CLFabs, v)
	case d.signed:
		return k.f.Ext(spirv.CLSAbs, v)
	}
	return v
}
