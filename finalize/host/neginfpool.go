package host

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// A max pooling's start and padding: -inf, as ONNX says.
//
// tosa-to-linalg lowers tosa.max_pool2d to a linalg.pooling_nhwc_max (with
// nan_mode IGNORE, its linalg.generic form with a NaN select) whose output
// starts as a linalg.fill of the element type's lowest finite value
// (-3.40282347E+38 in f32) and whose input is padded (tensor.pad) with
// it. A window whose inputs are all -inf, or whose taps in the input are
// all -inf and the rest padding, then gives -FLT_MAX, where ONNX's MaxPool
// (and ONNX Runtime) give -inf. NegInfMaxPools makes both values -inf
// right after tosa-to-linalg, so every later path computes ONNX's result:
// the host schedule's tiles, the loops of poolings nothing else takes and
// the NCHW kernel (poolnchw.go, whose matcher takes either value), and
// the GPU stages' pooling kernel (kernelgen/pool.go reads both literals
// from the IR). Nothing else changes: the lowest finite value is no
// greater than any input but -inf and NaN, so a window holding one other
// input has the same maximum, and arith.maximumf still propagates NaN.

// NegInfMaxPools makes the start and padding values of every max pooling
// of m (linalg on tensors, tosa-to-linalg's form) that are the lowest
// finite float -inf (see above), for f32, f16 and bf16, and returns how
// many poolings it changed. The host and GPU stages run it after
// tosa-to-linalg (InfStarts, whose identity names its version).
func NegInfMaxPools(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var pools []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if isMaxPooling(o) {
				pools = append(pools, o)
			}
			return true
		})
		for _, o := range pools {
			ok, err := negInfMaxPool(root, b, o)
			if err != nil {
				return fmt.Errorf("max pooling -inf start: %w", err)
			}
			if ok {
				n++
			}
		}
		return nil
	})
	return n, err
}

// floatLimits is a float type's lowest finite value's and -inf's bits
// (the largest finite value's and +inf's are the same without the sign
// bit).
type floatLimits struct {
	lowest, negInf uint64
	bits           int
}

// limitsOf returns elem's floatLimits, false for types the step leaves.
func limitsOf(elem string) (floatLimits, bool) {
	switch elem {
	case "f32":
		return floatLimits{0xFF7FFFFF, 0xFF800000, 32}, true
	case "f16":
		return floatLimits{0xFBFF, 0xFC00, 16}, true
	case "bf16":
		return floatLimits{0xFF7F, 0xFF80, 16}, true
	}
	return floatLimits{}, false
}

// floatBits returns the bits of v, an arith.constant of type elem, as
// elem holds them.
func floatBits(v mlirc.Value, elem string) (uint64, bool) {
	d := v.Def()
	if v.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || v.Type().String() != elem {
		return 0, false
	}
	lit, typ, ok := strings.Cut(strings.TrimSpace(d.Attr("value").String()), " : ")
	if !ok || typ != elem {
		return 0, false
	}
	lit = strings.TrimSpace(lit)
	if h, ok := strings.CutPrefix(lit, "0x"); ok {
		bits, err := strconv.ParseUint(h, 16, 64)
		return bits, err == nil
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil {
		return 0, false
	}
	switch elem {
	case "f32":
		return uint64(math.Float32bits(float32(f))), true
	case "bf16":
		// float32 to bf16, rounding to nearest even (the printed literal
		// is the bf16 value rounded to a few digits).
		b := math.Float32bits(float32(f))
		return uint64((b + 0x7FFF + (b>>16)&1) >> 16), true
	case "f16":
		// The only f16 values read in decimal that the steps ask about
		// are the lowest and the largest, -65504 and 65504 (their
		// neighbours are 32 away; the infinities print in hex); any
		// other is reported unread.
		switch {
		case math.Abs(f+65504) < 16:
			return 0xFBFF, true
		case math.Abs(f-65504) < 16:
			return 0x7BFF, true
		}
	}
	return 0, false
}

// isMaxPooling reports whether o is a linalg.pooling_nhwc_max on tensors
// or its generic form: inputs x and a window, output y, loops (n, oh, ow,
// c) parallel then (kh, kw) reduction, the window read at (kh, kw) and y
// at (n, oh, ow, c), the body maximumf(y, x) (either order), with
// nan_mode IGNORE's NaN select after it.
func isMaxPooling(o mlirc.Op) bool {
	if o.NumOperands() != 3 || o.NumResults() != 1 {
		return false
	}
	switch o.Name() {
	case "linalg.pooling_nhwc_max":
		return true
	case "linalg.generic":
	default:
		return false
	}
	its, ok := o.Attr("iterator_types").Elems()
	if !ok || len(its) != 6 {
		return false
	}
	for i, it := range its {
		if strings.Contains(it.String(), "parallel") != (i < 4) {
			return false
		}
	}
	maps, ok := o.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 3 || !mapDims(maps[1], 4, 5) || !mapDims(maps[2], 0, 1, 2, 3) {
		return false
	}
	body := o.Ops(0)
	if len(body) < 2 || body[0].Name() != "arith.maximumf" || body[len(body)-1].Name() != "linalg.yield" {
		return false
	}
	a, c := body[0].Operand(0), body[0].Operand(1)
	if !a.IsBlockArg() || !c.IsBlockArg() || a.ArgOwner() != o || c.ArgOwner() != o || a.ArgNumber()+c.ArgNumber() != 2 || a.ArgNumber() == 1 {
		return false
	}
	mx, yield := body[0].Result(0), body[len(body)-1]
	switch len(body) {
	case 2:
		return yield.Operand(0) == mx
	case 4:
		// IGNORE: select(isnan(x), y, maximumf(y, x)).
		cmp, sel := body[1], body[2]
		x, y := o.Arg(0, 0), o.Arg(0, 2)
		return cmp.Name() == "arith.cmpf" && cmp.Attr("predicate").String() == cmpfUno && cmp.Operand(0) == x && cmp.Operand(1) == x &&
			sel.Name() == "arith.select" && sel.Operand(0) == cmp.Result(0) && sel.Operand(1) == y && sel.Operand(2) == mx &&
			yield.Operand(0) == sel.Result(0)
	}
	return false
}

// cmpfUno is arith.cmpf's predicate attribute "uno" (unordered: either
// operand NaN) as it prints.
const cmpfUno = "14 : i64"

// mapDims reports whether affine map attribute a, over 6 dims (a
// pooling's loops), reads dims want, in order.
func mapDims(a mlirc.Attr, want ...int) bool {
	dims, res, ok := a.AffineDims()
	return ok && dims == 6 && slices.Equal(res, want)
}

// negInfMaxPool makes o's start (the fill of its output, used by o only)
// and its input's padding (a tensor.pad used by o only) -inf where they
// are the lowest finite value, and reports whether it changed either.
// Where o's output does not start as a fill of the lowest value or -inf,
// o is not tosa's max pooling and stays.
func negInfMaxPool(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	elem := tensorElem(o.Result(0).Type().String())
	lim, ok := limitsOf(elem)
	if !ok || tensorElem(o.Operand(0).Type().String()) != elem {
		return false, nil
	}
	is := func(v mlirc.Value, bits uint64) bool {
		got, ok := floatBits(v, elem)
		return ok && got == bits
	}
	init := o.Operand(2)
	fill := init.Def()
	if fill.IsNull() || fill.Name() != "linalg.fill" || fill.NumOperands() != 2 || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	start := fill.Operand(0)
	if !is(start, lim.lowest) && !is(start, lim.negInf) {
		return false, nil
	}
	var pad, yield mlirc.Op
	if p := o.Operand(0).Def(); !p.IsNull() && p.Name() == "tensor.pad" && len(usersOf(root, o.Operand(0))) == 1 {
		if body := p.Ops(0); len(body) == 1 && body[0].Name() == "tensor.yield" && body[0].NumOperands() == 1 && is(body[0].Operand(0), lim.lowest) {
			pad, yield = p, body[0]
		}
	}
	changed := false
	if is(start, lim.lowest) {
		c, err := floatConst(b, fill, elem, lim.bits, lim.negInf)
		if err != nil {
			return false, err
		}
		fill.SetOperands(c, fill.Operand(1))
		changed = true
	}
	if !yield.IsNull() {
		c, err := floatConst(b, pad, elem, lim.bits, lim.negInf)
		if err != nil {
			return false, err
		}
		yield.SetOperands(c)
		changed = true
	}
	return changed, nil
}

// floatConst inserts an arith.constant of type elem, width bits wide,
// with the given bits before at and returns its value.
func floatConst(b mlirc.Builder, at mlirc.Op, elem string, width int, bits uint64) (mlirc.Value, error) {
	text := fmt.Sprintf("module {\n  func.func private @__mgx_inf() -> %[1]s {\n    %%c = arith.constant 0x%0[2]*[3]X : %[1]s\n    return %%c : %[1]s\n  }\n}\n", elem, width/4, bits)
	tmp, err := b.Parse(text)
	if err != nil {
		return mlirc.Value{}, fmt.Errorf("%s: %w", text, err)
	}
	defer tmp.Erase()
	c := tmp.Ops(0)[0].Ops(0)[0]
	c.InsertBefore(at)
	return c.Result(0), nil
}
