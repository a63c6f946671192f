package host

import (
	"fmt"

	"github.com/mgxport/mgxport/mlirc"
)

// A max reduction's start is -inf and a min reduction's +inf, as ONNX
// says.
//
// tosa-to-linalg lowers tosa.reduce_max (reduce_min) to a linalg.reduce
// whose combiner is arith.maximumf (minimumf) and whose output starts as
// a linalg.fill of the element type's lowest (largest) finite value,
// -3.40282347E+38 (+3.40282347E+38) in f32. A reduction whose inputs are
// all -inf (+inf) then gives that finite value, where ONNX's ReduceMax
// and GlobalMaxPool (ReduceMin) give -inf (+inf). InfMinMaxReductions
// makes the start the infinity right after tosa-to-linalg, as
// NegInfMaxPools does for max poolings. Nothing else changes: the finite
// start is no greater (smaller) than any input but the infinity and NaN,
// so a reduction over one other input has the same result; NaN stays as
// it was: maximumf (minimumf) still propagates it, and nan_mode IGNORE's
// form still skips it and still gives NaN where every input is NaN (its
// second result, and the select after the reduction, are unchanged).
//
// In mgxport's own bundles tosa.reduce_max comes from GlobalMaxPool (the
// host's NCHW rewrite of a 4-d float32 one, poolnchw.go, starts from -inf
// already; the others, and the GPU's, did not) and from fused attention
// (whose row maximum is clamped at -FLT_MAX after it, so its results are
// unchanged); ONNX's ReduceMax and ReduceMin lower to kernels of their own
// (spirv/kernels), which start from the infinities.

// InfMinMaxReductions makes the start of every max (min) reduction of m
// (linalg.reduce on tensors, tosa-to-linalg's form: see above) that is the
// lowest (largest) finite float -inf (+inf), for f32, f16 and bf16, and
// returns how many reductions it changed.
func InfMinMaxReductions(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var reds []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "linalg.reduce" {
				reds = append(reds, o)
			}
			return true
		})
		for _, o := range reds {
			ok, err := infMinMaxReduction(root, b, o)
			if err != nil {
				return fmt.Errorf("min/max reduction infinite start: %w", err)
			}
			if ok {
				n++
			}
		}
		return nil
	})
	return n, err
}

// InfStarts runs NegInfMaxPools and InfMinMaxReductions on m (both right
// after tosa-to-linalg, on host and GPU) and returns how many poolings
// and reductions they changed.
func InfStarts(m *mlirc.Module) (pools, reductions int, err error) {
	if pools, err = NegInfMaxPools(m); err != nil {
		return pools, 0, err
	}
	reductions, err = InfMinMaxReductions(m)
	return pools, reductions, err
}

// infStartsVersion changes with any change to what InfStarts rewrites
// (it is in the host and GPU compiler identities).
const infStartsVersion = 2

// InfStartsIdentity names InfStarts' version, for the compiler identity
// of a path that runs it.
func InfStartsIdentity() string { return fmt.Sprintf("infstarts:%d", infStartsVersion) }

// minMaxReduction reports whether o, a linalg.reduce, is a max (isMax) or
// min reduction as tosa-to-linalg writes them: one input and one output,
// the body maximumf (minimumf) of the input and the output's element
// (either order) yielded; or nan_mode IGNORE's form, the input twice and
// an i1 output besides, the first result select(isnan(x), y, maximumf(x,
// y)) (the i1 result, whether every input was NaN, is not read here).
func minMaxReduction(o mlirc.Op) (isMax, ok bool) {
	k := o.NumResults()
	if k < 1 || k > 2 || o.NumOperands() != 2*k {
		return false, false
	}
	body := o.Ops(0)
	if len(body) < 2 || body[len(body)-1].Name() != "linalg.yield" {
		return false, false
	}
	mx := body[0]
	switch mx.Name() {
	case "arith.maximumf":
		isMax = true
	case "arith.minimumf":
	default:
		return false, false
	}
	// Block arguments: the inputs, then the outputs' elements.
	a, c := mx.Operand(0), mx.Operand(1)
	if !a.IsBlockArg() || !c.IsBlockArg() || a.ArgOwner() != o || c.ArgOwner() != o || a == c {
		return false, false
	}
	if an, cn := a.ArgNumber(), c.ArgNumber(); min(an, cn) != 0 || max(an, cn) != k {
		return false, false
	}
	x, y, yield := o.Arg(0, 0), o.Arg(0, k), body[len(body)-1]
	if k == 1 {
		return isMax, len(body) == 2 && yield.Operand(0) == mx.Result(0)
	}
	// IGNORE: the second input is the first.
	if o.Operand(0) != o.Operand(1) || len(body) < 4 {
		return false, false
	}
	cmp, sel := body[1], body[2]
	return isMax, cmp.Name() == "arith.cmpf" && cmp.Attr("predicate").String() == cmpfUno && cmp.Operand(0) == x && cmp.Operand(1) == x &&
		sel.Name() == "arith.select" && sel.Operand(0) == cmp.Result(0) && sel.Operand(1) == y && sel.Operand(2) == mx.Result(0) &&
		yield.Operand(0) == sel.Result(0)
}

// infMinMaxReduction makes o's start (the fill of its first output, used
// by o only) -inf for a max reduction (+inf for a min) where it is the
// lowest (largest) finite value, and reports whether it changed it.
func infMinMaxReduction(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	isMax, ok := minMaxReduction(o)
	if !ok {
		return false, nil
	}
	k := o.NumResults()
	elem := tensorElem(o.Result(0).Type().String())
	lim, ok := limitsOf(elem)
	if !ok || tensorElem(o.Operand(0).Type().String()) != elem {
		return false, nil
	}
	finite, inf := lim.lowest, lim.negInf
	if !isMax {
		// The largest and +inf: the same bits without the sign.
		sign := uint64(1) << (lim.bits - 1)
		finite, inf = finite&^sign, inf&^sign
	}
	init := o.Operand(k)
	fill := init.Def()
	if fill.IsNull() || fill.Name() != "linalg.fill" || fill.NumOperands() != 2 || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	if got, ok := floatBits(fill.Operand(0), elem); !ok || got != finite {
		return false, nil
	}
	c, err := floatConst(b, fill, elem, lim.bits, inf)
	if err != nil {
		return false, err
	}
	fill.SetOperands(c, fill.Operand(1))
	return true, nil
}
