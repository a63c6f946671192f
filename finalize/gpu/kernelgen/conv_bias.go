package kernelgen

import (
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Bias folding. TOSA lowers a convolution with a bias (and a Gemm's C) to
// a generic that broadcasts the bias over the whole f32 accumulator
// buffer — extended from half under mixed precision — and the product
// accumulating onto it. Left alone, that generic is a launch of its own
// writing the whole output in f32, and the GEMM kernel reads it all back
// as its start value: two passes over an output-sized f32 buffer, more
// memory traffic than the product's own operands for most of a ResNet's
// convolutions. When the product has an epilogue, the kernel instead
// starts its accumulators at zero and the epilogue adds the bias to each
// one as it is stored (the sum is the same up to the order of one
// addition); the broadcast and its buffer disappear.

// biasInit is the accumulator start folded into an epilogue: a
// linalg.generic writing the product's output from one float buffer
// indexed linearly in its loops (a broadcast), yielding the element as
// is (f32) or widened to f32 (arith.extf of f16/bf16).
type biasInit struct {
	op   mlirc.Op
	in   mlirc.Value
	typ  string         // the bias buffer's memref type
	elem string         // its element type
	m    []mlirc.Linear // its indices over the epilogue's loops
}

// biasParam is the kernel function's parameter holding the bias.
const biasParam = "%EB"

// matchBiasInit reports whether op initializes the product's output dest
// (of shape cShape) with a broadcast bias that epilogue e can add, and
// returns it with its map carried over to e's loops. e must read the
// product's output as it is (no reshaped view), so that its loops are a
// permutation of the output's dimensions.
func matchBiasInit(op mlirc.Op, dest mlirc.Value, cShape []int64, e *epilogue) (*biasInit, bool) {
	if e == nil || op.Name() != "linalg.generic" || op.NumOperands() != 2 || op.NumResults() != 0 || op.Operand(1) != dest ||
		!slices.Equal(e.view, cShape) {
		return nil, false
	}
	if seg, ok := op.Attr("operandSegmentSizes").I32s(); !ok || len(seg) != 2 || seg[0] != 1 || seg[1] != 1 {
		return nil, false
	}
	l, err := loopsOf(op)
	if err != nil || slices.Contains(l.parallel, false) || !slices.Equal(l.ranges, cShape) {
		return nil, false
	}
	maps, ok := op.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 {
		return nil, false
	}
	in, ok := maps[0].AffineLinear()
	if !ok {
		return nil, false
	}
	if out, ok := maps[1].AffineLinear(); !ok || !isIdentity(out, len(cShape)) {
		return nil, false
	}
	t := op.Operand(0).Type()
	shape, shaped := t.Shape()
	elem := floatElem(t.String())
	if !shaped || elem == "" || len(shape) != len(in) || strings.Contains(t.String(), "strided") || slices.Contains(shape, -1) {
		return nil, false
	}
	// Every index within the buffer for every output element.
	for j, x := range in {
		lo, hi := x.Const, x.Const
		for d, coef := range x.Coef {
			if coef < 0 || d >= len(cShape) {
				return nil, false
			}
			hi += coef * (cShape[d] - 1)
		}
		if lo < 0 || hi >= shape[j] {
			return nil, false
		}
	}
	body := op.Ops(0)
	yield := body[len(body)-1]
	if yield.Name() != "linalg.yield" || yield.NumOperands() != 1 {
		return nil, false
	}
	isArg0 := func(v mlirc.Value) bool { return v.IsBlockArg() && v.ArgOwner() == op && v.ArgNumber() == 0 }
	switch {
	case len(body) == 1 && elem == "f32" && isArg0(yield.Operand(0)):
	case len(body) == 2 && elem != "f32" && body[0].Name() == "arith.extf" && isArg0(body[0].Operand(0)) &&
		yield.Operand(0) == body[0].Result(0) && body[0].Result(0).Type().String() == "f32":
	default:
		return nil, false
	}
	// The output's dimension j is the epilogue's loop perm[j].
	loops := len(e.ranges)
	m := make([]mlirc.Linear, len(in))
	for i, x := range in {
		m[i] = mlirc.Linear{Coef: make([]int64, loops), Const: x.Const}
		for j, coef := range x.Coef {
			m[i].Coef[e.perm[j]] += coef
		}
	}
	return &biasInit{op: op, in: op.Operand(0), typ: t.String(), elem: elem, m: m}, true
}

// addBias returns acc plus the bias at the epilogue's loop indices (acc
// as is without a folded bias).
func (w *epilogueWriter) addBias(acc string, loops []string) string {
	b := w.e.bias
	if b == nil {
		return acc
	}
	k := w.k
	idx := make([]string, len(b.m))
	for i, l := range b.m {
		idx[i] = k.linear(l, func(d int) string { return loops[d] })
	}
	v := k.op("memref.load %s[%s] : %s", biasParam, strings.Join(idx, ", "), b.typ)
	if b.elem != "f32" {
		v = k.op("arith.extf %s : %s to f32", v, b.elem)
	}
	return k.op("arith.addf %s, %s : f32", acc, v)
}

// biasParams returns the folded bias's kernel parameter, type and value
// (none without one), for epilogue.params.
func (e *epilogue) biasParams() (names, types []string, args []mlirc.Value) {
	if e.bias == nil {
		return nil, nil, nil
	}
	return []string{biasParam}, []string{e.bias.typ}, []mlirc.Value{e.bias.in}
}
