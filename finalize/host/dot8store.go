package host

import (
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The 8-bit convolutions' quantizing store.
//
// lower/tosa makes a QLinearConv one kernel: the convolution into an i32
// NHWC buffer started from the bias (a broadcast: a pass over it), the
// buffer transposed to NCHW, converted to float32 and requantized (more
// passes; for the int8 CNN's first layer the i32 buffer is 4 MiB, and the
// passes took longer than the convolution). On AVX-512 VNNI the calls of
// the micro-kernel do it all in the store of their register tiles: each
// tile's accumulators start from the bias, are requantized as the
// kernel's arith ops do (sitofp, the float multiply, round half to even,
// the saturation to i32, the zero point, the clamp: the same bits), and
// are stored as bytes, transposed in registers, into the NCHW output —
// through a row buffer, so that the channels' rows (4 KiB apart in a 64 x
// 64 image, one L1 set) are written whole.
//
// dot8StoreMark, on the linalg.generic that reads an 8-bit convolution's
// i32 result (a transpose folded into it: NHWC -> NCHW), keeps it out of
// the schedule's blocked transposes (markTransposes), so that after
// bufferization it is still one elementwise op the micro-kernel's
// quantizing store can absorb (dot8EpilogueOf).
const dot8StoreMark = "mgxport.dot8_store"

// markDot8Stores marks (dot8StoreMark) each linalg.generic of m (on
// tensors, before the schedule) whose only input read through a
// permutation is the i32 result of an 8-bit linalg.conv_2d_nhwc_fhwc
// with that generic its only user, when s has an 8-bit micro-kernel with
// a quantizing store. It returns how many it marked.
func markDot8Stores(m *mlirc.Module, s HostSchedule) (int, error) {
	if s.Dot8 != "vnni512" {
		return 0, nil
	}
	n := 0
	err := m.Edit(func(root mlirc.Op) error {
		all := listOps(root)
		uses := map[mlirc.Value]int{}
		for _, u := range all {
			for i := range u.NumOperands() {
				uses[u.Operand(i)]++
			}
		}
		for _, g := range all {
			if g.Name() != "linalg.generic" {
				continue
			}
			rank, j, ok := transposedInput(g)
			if !ok || rank != 4 || j != 1 || !endsInI8(g, all, uses) {
				continue // not a requantization
			}
			for i := range g.NumOperands() - 1 {
				c := g.Operand(i).Def()
				if c.IsNull() || c.Name() != "linalg.conv_2d_nhwc_fhwc" || uses[g.Operand(i)] != 1 ||
					tensorElem(c.Operand(0).Type().String()) != "i8" || tensorElem(c.Operand(1).Type().String()) != "i8" ||
					tensorElem(g.Operand(i).Type().String()) != "i32" {
					continue
				}
				g.SetAttr(dot8StoreMark, g.StrAttr(""))
				n++
				break
			}
		}
		return nil
	})
	return n, err
}

// dot8Epilogue is what the quantizing store of an 8-bit convolution
// absorbs: the bias broadcast that starts y (one or two i32 vectors added,
// or a zero fill), the elementwise op that requantizes y, read through
// the permutation NHWC -> NCHW, into the 8-bit output out, and y's
// buffer. Where it applies the calls write out and y is never made.
type dot8Epilogue struct {
	out     mlirc.Value
	outType string
	strides []int64 // out's N, C, H, W strides (elements: bytes)
	offset  int64
	biases  []convBias    // 0, 1 or 2 vectors of F int32
	muls    []mlirc.Value // the f32 multipliers: their product, in order, is the scale's factor
	scale   *convBias     // per output channel: F floats the factors multiply (nil: 1)
	zp      int64         // added after rounding
	lo, hi  int64         // the clamp
	ops     []mlirc.Op    // erased after the convolution, in order
	moves   []mlirc.Op    // moved ahead of the convolution
}

// dot8EpilogueOf returns the epilogue of o (an 8-bit convolution on
// memrefs) that the quantizing store absorbs, when y = o's output is a
// memref.alloc used only by its bias broadcast (the last op before o to
// use it), o, one requantizing linalg.generic after o (requantBody) whose
// output, a function argument or an alloc, no op between o and it uses,
// and y's dealloc.
func dot8EpilogueOf(root, o mlirc.Op) (dot8Epilogue, bool) {
	var e dot8Epilogue
	y := o.Operand(2)
	alloc := y.Def()
	ysh, ok := y.Type().Shape()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 || !ok || len(ysh) != 4 {
		return e, false
	}
	all := listOps(root)
	index := all.index
	at := index(o)
	var fill, g, dealloc mlirc.Op
	for _, u := range all {
		uses := false
		for i := range u.NumOperands() {
			uses = uses || u.Operand(i) == y
		}
		switch {
		case !uses || u == o:
		case index(u) < at && fill.IsNull():
			fill = u
		case index(u) > at && u.Name() == "linalg.generic" && g.IsNull():
			g = u
		case index(u) > at && u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		default:
			return e, false
		}
	}
	if fill.IsNull() || g.IsNull() || !sameBlock(root, o, fill, g) {
		return e, false
	}
	biases, ok := dot8BiasOf(fill, y, ysh[3])
	if !ok {
		return e, false
	}
	// The requantizing op: y (NHWC) read as NCHW into out, and a scale
	// per output channel read as (0, d1, 0, 0).
	no := g.NumOperands()
	if no != 2 && no != 3 || g.Operand(0) != y || !allParallel(g) {
		return e, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != no || !identityMap(maps[no-1], 4) {
		return e, false
	}
	var scale *convBias
	if no == 3 {
		sv := g.Operand(1)
		st := sv.Type()
		ssh, ok := st.Shape()
		if !ok || st.ElemBits() != 32 || memrefElem(st.String()) != "f32" || !channelMap(maps[1], ssh) {
			return e, false
		}
		n := int64(1)
		for _, d := range ssh {
			n *= d
		}
		str, off, ok := memrefLayout(st.String(), ssh)
		if !ok || n != ysh[3] || !slices.Equal(str, contiguousStrides(ssh)) {
			return e, false
		}
		scale = &convBias{bias: sv, typ: st.String(), offset: off}
	}
	if dims, res, ok := maps[0].AffineDims(); !ok || dims != 4 || !slices.Equal(res, []int{0, 2, 3, 1}) {
		return e, false
	}
	out := g.Operand(no - 1)
	ot := out.Type()
	osh, ok := ot.Shape()
	if !ok || ot.ElemBits() != 8 || !slices.Equal(osh, []int64{ysh[0], ysh[3], ysh[1], ysh[2]}) ||
		!out.IsBlockArg() && (out.Def().IsNull() || out.Def().Name() != "memref.alloc") {
		return e, false
	}
	st, off, ok := memrefLayout(ot.String(), osh)
	if !ok {
		return e, false
	}
	for _, u := range all[at+1 : index(g)] {
		for i := range u.NumOperands() {
			if u.Operand(i) == out {
				return e, false
			}
		}
	}
	q, ok := requantBody(g, scale != nil)
	if !ok {
		return e, false
	}
	var moves []mlirc.Op
	vals := append([]mlirc.Value{out}, q.muls...)
	vals = append(vals, biasValues(biases)...)
	if scale != nil {
		vals = append(vals, scale.bias)
	}
	for _, v := range vals {
		mv, ok := definedBefore(v, o, index)
		if !ok {
			return e, false
		}
		moves = append(moves, mv...)
	}
	e = dot8Epilogue{out: out, outType: ot.String(), strides: st, offset: off, biases: biases,
		muls: q.muls, scale: scale, zp: q.zp, lo: q.lo, hi: q.hi, moves: moves}
	e.ops = append(e.ops, g, fill)
	if !dealloc.IsNull() {
		e.ops = append(e.ops, dealloc)
	}
	e.ops = append(e.ops, alloc)
	return e, true
}

// endsInI8 reports whether g's result, through a chain of linalg.generics
// each the only user of the one before (the elementwise ops fusion will
// merge), reaches an 8-bit result: a requantization's.
func endsInI8(g mlirc.Op, all []mlirc.Op, uses map[mlirc.Value]int) bool {
	for range 16 {
		if g.NumResults() != 1 {
			return false
		}
		v := g.Result(0)
		if tensorElem(v.Type().String()) == "i8" {
			return true
		}
		if uses[v] != 1 {
			return false
		}
		next := mlirc.Op{}
		for _, u := range all {
			for i := range u.NumOperands() {
				if u.Operand(i) == v {
					next = u
				}
			}
		}
		if next.IsNull() || next.Name() != "linalg.generic" {
			return false
		}
		g = next
	}
	return false
}

// cmpfUGE is arith.cmpf's predicate uge (arith::CmpFPredicate).
const cmpfUGE = 10

// sameBlock reports whether the ops are all in the body of one function
// of root (not nested in loops).
func sameBlock(root mlirc.Op, ops ...mlirc.Op) bool {
	for _, fn := range root.Ops(0) {
		if fn.Name() != "func.func" || fn.NumRegions() == 0 {
			continue
		}
		body := fn.Ops(0)
		if slices.Contains(body, ops[0]) {
			for _, o := range ops[1:] {
				if !slices.Contains(body, o) {
					return false
				}
			}
			return true
		}
	}
	return false
}

func biasValues(bs []convBias) []mlirc.Value {
	var v []mlirc.Value
	for _, b := range bs {
		v = append(v, b.bias)
	}
	return v
}

// dot8BiasOf reads the op that starts y: a linalg.fill of 0 (no bias),
// or an all-parallel linalg.generic ins(b0[, b1]) outs(y), each bias read
// as (d0, d1, d2, d3) -> (d3), F contiguous int32, yielding b0 or b0 + b1.
func dot8BiasOf(fill mlirc.Op, y mlirc.Value, f int64) ([]convBias, bool) {
	if fill.Name() == "linalg.fill" {
		if fill.NumOperands() != 2 || fill.Operand(1) != y {
			return nil, false
		}
		c := fill.Operand(0).Def()
		if c.IsNull() || c.Name() != "arith.constant" {
			return nil, false
		}
		v, ok := c.Attr("value").Int()
		return nil, ok && v == 0
	}
	n := fill.NumOperands()
	if fill.Name() != "linalg.generic" || n < 2 || n > 3 || fill.Operand(n-1) != y || !allParallel(fill) {
		return nil, false
	}
	maps, ok := fill.Attr("indexing_maps").Elems()
	if !ok || len(maps) != n || !identityMap(maps[n-1], 4) {
		return nil, false
	}
	var bs []convBias
	for i := range n - 1 {
		if dims, res, ok := maps[i].AffineDims(); !ok || dims != 4 || !slices.Equal(res, []int{3}) {
			return nil, false
		}
		b := fill.Operand(i)
		bt := b.Type()
		bsh, ok := bt.Shape()
		if !ok || len(bsh) != 1 || bsh[0] != f || bt.ElemBits() != 32 || memrefElem(bt.String()) != "i32" {
			return nil, false
		}
		st, off, ok := memrefLayout(bt.String(), bsh)
		if !ok || st[0] != 1 {
			return nil, false
		}
		bs = append(bs, convBias{bias: b, typ: bt.String(), offset: off})
	}
	body := fill.Ops(0)
	arg := func(v mlirc.Value, k int) bool { return v.IsBlockArg() && v.ArgOwner() == fill && v.ArgNumber() == k }
	switch {
	case n == 2 && len(body) == 1 && body[0].Name() == "linalg.yield" && body[0].NumOperands() == 1 && arg(body[0].Operand(0), 0):
	case n == 3 && len(body) == 2 && body[0].Name() == "arith.addi" && body[1].Name() == "linalg.yield" &&
		body[1].NumOperands() == 1 && body[1].Operand(0) == body[0].Result(0) &&
		(arg(body[0].Operand(0), 0) && arg(body[0].Operand(1), 1) || arg(body[0].Operand(0), 1) && arg(body[0].Operand(1), 0)):
	default:
		return nil, false
	}
	return bs, true
}

// requant is a requantizing body's multipliers (f32 values defined
// outside it, multiplied in order, after the per-channel scale where
// there is one), zero point and clamp.
type requant struct {
	muls       []mlirc.Value
	zp, lo, hi int64
}

// maxRequantMuls bounds the multipliers the quantizing store takes.
const maxRequantMuls = 2

// channelMap reports whether a is (d0, d1, d2, d3) -> the channel d1 of
// an operand of shape: (d1) of [F], or (0, d1, 0, 0) of [1, F, 1, 1] —
// also written (d0, d1, 0, 0) where the batch is 1 (canonicalization's
// choice; d0 is then 0).
func channelMap(a mlirc.Attr, shape []int64) bool {
	s := a.String()
	switch len(shape) {
	case 1:
		return strings.HasSuffix(s, "(d0, d1, d2, d3) -> (d1)>")
	case 4:
		return shape[0] == 1 && shape[2] == 1 && shape[3] == 1 &&
			(strings.HasSuffix(s, "(d0, d1, d2, d3) -> (0, d1, 0, 0)>") || strings.HasSuffix(s, "(d0, d1, d2, d3) -> (d0, d1, 0, 0)>"))
	}
	return false
}

// contiguousStrides is the identity layout's strides of shape.
func contiguousStrides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	step := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = step
		step *= shape[i]
	}
	return st
}

// requantBody reads g's body when it is lower/tosa's requantization of
// its i32 input (tosa.cast to f32, tosa.mul by the multiplier, tosa.cast
// to i32 as tosa-to-arith lowers it — roundeven, the low bound -2^31,
// fptosi, uge 2^31 to INT32_MAX — the zero point's add, maxsi lo, minsi hi,
// trunci to i8): each op using the one before, the others operands
// constants. The multiplier is one f32 value from outside g or, with
// perChannel, g's second input (a scale per channel) times up to
// maxRequantMuls such values in turn (the ops ahead of the sitofp).
func requantBody(g mlirc.Op, perChannel bool) (requant, bool) {
	var q requant
	body := g.Ops(0)
	outside := func(v mlirc.Value) bool {
		if v.IsBlockArg() {
			return v.ArgOwner() != g && v.Type().String() == "f32"
		}
		return !v.Def().IsNull() && v.Def().Name() == "arith.constant" && v.Type().String() == "f32"
	}
	var factor mlirc.Value // the multiplier's value in the body, nil: an outside one
	if perChannel {
		prev := g.Arg(0, 1)
		k := 0
		for ; k < len(body) && body[k].Name() == "arith.mulf"; k++ {
			op := body[k]
			if op.NumOperands() != 2 {
				return q, false
			}
			c := op.Operand(1)
			if op.Operand(0) != prev {
				if op.Operand(1) != prev {
					return q, false
				}
				c = op.Operand(0)
			}
			if !outside(c) {
				return q, false
			}
			q.muls = append(q.muls, c)
			prev = op.Result(0)
		}
		if k > maxRequantMuls {
			return q, false
		}
		factor = prev
		body = body[k:]
	}
	want := []string{"arith.sitofp", "arith.mulf", "math.roundeven", "arith.maximumf", "arith.fptosi",
		"arith.cmpf", "arith.select", "arith.addi", "arith.maxsi", "arith.minsi", "arith.trunci", "linalg.yield"}
	if len(body) == len(want)-1 { // no zero point
		want = slices.Delete(want, 7, 8)
	}
	if len(body) != len(want) {
		return q, false
	}
	for i, op := range body {
		if op.Name() != want[i] {
			return q, false
		}
	}
	res := func(name string) mlirc.Value { return body[slices.Index(want, name)].Result(0) }
	// other returns op's operand that is not prev, and whether prev is one.
	other := func(op mlirc.Op, prev mlirc.Value) (mlirc.Value, bool) {
		if op.NumOperands() != 2 {
			return mlirc.Value{}, false
		}
		if op.Operand(0) == prev {
			return op.Operand(1), true
		}
		if op.Operand(1) == prev {
			return op.Operand(0), true
		}
		return mlirc.Value{}, false
	}
	intConst := func(v mlirc.Value) (int64, bool) {
		c := v.Def()
		if c.IsNull() || c.Name() != "arith.constant" {
			return 0, false
		}
		return c.Attr("value").Int()
	}
	floatConst := func(v mlirc.Value) (float32, bool) {
		c := v.Def()
		if c.IsNull() || c.Name() != "arith.constant" {
			return 0, false
		}
		return f32Const(c.Attr("value").String())
	}
	in := body[0].Operand(0)
	if in != g.Arg(0, 0) || in.Type().String() != "i32" {
		return q, false
	}
	mul, ok := other(body[1], res("arith.sitofp"))
	switch {
	case !ok:
		return q, false
	case perChannel:
		if mul != factor {
			return q, false
		}
	case !outside(mul):
		return q, false
	default:
		q.muls = []mlirc.Value{mul}
	}
	r := res("math.roundeven")
	if body[2].Operand(0) != res("arith.mulf") {
		return q, false
	}
	if c, ok := other(body[3], r); !ok || body[3].Operand(0) != r {
		return q, false
	} else if v, ok := floatConst(c); !ok || v != -2147483648 {
		return q, false
	}
	if body[4].Operand(0) != res("arith.maximumf") {
		return q, false
	}
	cmp := body[5]
	if p, ok := cmp.Attr("predicate").Int(); !ok || p != cmpfUGE || cmp.NumOperands() != 2 || cmp.Operand(0) != r {
		return q, false
	}
	if v, ok := floatConst(cmp.Operand(1)); !ok || v != 2147483648 {
		return q, false
	}
	sel := body[6]
	if sel.NumOperands() != 3 || sel.Operand(0) != res("arith.cmpf") || sel.Operand(2) != res("arith.fptosi") {
		return q, false
	}
	if v, ok := intConst(sel.Operand(1)); !ok || v != 2147483647 {
		return q, false
	}
	prev := res("arith.select")
	if slices.Contains(want, "arith.addi") {
		c, ok := other(body[7], prev)
		if !ok {
			return q, false
		}
		if q.zp, ok = intConst(c); !ok {
			return q, false
		}
		prev = res("arith.addi")
	}
	c, ok := other(body[len(body)-4], prev)
	if !ok {
		return q, false
	}
	if q.lo, ok = intConst(c); !ok {
		return q, false
	}
	c, ok = other(body[len(body)-3], res("arith.maxsi"))
	if !ok {
		return q, false
	}
	if q.hi, ok = intConst(c); !ok {
		return q, false
	}
	tr := body[len(body)-2]
	if tr.Operand(0) != res("arith.minsi") || tr.Result(0).Type().String() != "i8" ||
		body[len(body)-1].NumOperands() != 1 || body[len(body)-1].Operand(0) != tr.Result(0) {
		return q, false
	}
	// The store packs the clamped value's low byte: the clamp must lie
	// in the byte's range (signed or unsigned), as the output type's does.
	if q.lo > q.hi || q.lo < -128 || q.hi > 255 || q.lo < 0 && q.hi > 127 || q.zp < -1<<31 || q.zp >= 1<<31 {
		return q, false
	}
	return q, true
}
