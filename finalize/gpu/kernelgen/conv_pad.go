package kernelgen

import (
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Padding folding. TOSA's convolutions pad their input with tensor.pad,
// which bufferization turns into a zero fill of a padded buffer and a
// copy of the input into its interior (a subview): two launches and
// three passes over an input-sized buffer before every padded
// convolution, often more time than the product itself at ResNet's
// sizes. Folded, the product reads the unpadded buffer at the padded
// indices shifted back, and a staging load whose index falls outside it
// along a padded dimension loads zero instead (the fill's value): the
// padding exists only as the kernel's bounds checks. Only dimensions other
// than the innermost are padded (a convolution's spatial ones), so the 4-
// and 8-element units the kernels copy along the innermost dimension are
// wholly inside or wholly outside.

// padFold is a folded padding of a product's operand: the ops that made
// the padded buffer (erased once the product is replaced) and the
// unpadded buffer the product reads instead.
type padFold struct {
	operand int
	src     mlirc.Value
	ops     []mlirc.Op // fill, subview, copy, in body order
	alloc   mlirc.Op   // the padded buffer's allocation
	offsets []int64    // the interior's offset in each dimension
}

// matchPadFold finds the padding of contraction op's operand (0: A, 1:
// B) at body[i]: a memref.alloc written only by a zero fill and by a copy
// (a linalg.generic yielding its input, identity maps) of an
// identity-layout buffer into a static unit-stride subview of it, read
// only by the product, with nothing between the copy and the product
// using either buffer.
func matchPadFold(body []mlirc.Op, i int, op mlirc.Op, operand int) (*padFold, bool) {
	return matchPadFoldValue(body, i, op, operand, zeroFill)
}

// matchPadFoldValue is matchPadFold for a padding whose fill op
// satisfies fill (zeroFill for a product's).
func matchPadFoldValue(body []mlirc.Op, i int, op mlirc.Op, operand int, isFill func(mlirc.Op, mlirc.Value) bool) (*padFold, bool) {
	p := op.Operand(operand)
	alloc := p.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return nil, false
	}
	pshape, ok := p.Type().Shape()
	if !ok || len(pshape) < 2 || strings.Contains(p.Type().String(), "strided") {
		return nil, false
	}
	// users lists the body ops (by index) that use v, nested ops included.
	users := func(v mlirc.Value) []int {
		var out []int
		for j, o := range body {
			found := false
			o.Walk(func(x mlirc.Op) bool {
				for k := range x.NumOperands() {
					found = found || x.Operand(k) == v
				}
				return !found
			})
			if found {
				out = append(out, j)
			}
		}
		return out
	}
	var fill, sub, cp mlirc.Op
	for _, j := range users(p) {
		o := body[j]
		switch {
		case j == i:
		case j > i:
			return nil, false
		case o.Name() == "memref.subview" && sub.IsNull():
			sub = o
		case o.Name() == "linalg.generic" && fill.IsNull() && isFill(o, p):
			fill = o
		default:
			return nil, false
		}
	}
	if fill.IsNull() || sub.IsNull() || sub.NumOperands() != 1 || sub.NumResults() != 1 {
		return nil, false
	}
	offsets, ok := sub.Attr("static_offsets").I64s()
	sizes, ok2 := sub.Attr("static_sizes").I64s()
	strides, ok3 := sub.Attr("static_strides").I64s()
	if !ok || !ok2 || !ok3 || len(offsets) != len(pshape) || len(sizes) != len(pshape) || len(strides) != len(pshape) {
		return nil, false
	}
	for j := range pshape {
		if strides[j] != 1 || offsets[j] < 0 || sizes[j] <= 0 || offsets[j]+sizes[j] > pshape[j] {
			return nil, false
		}
	}
	last := len(pshape) - 1
	if offsets[last] != 0 || sizes[last] != pshape[last] {
		return nil, false // the innermost dimension padded: units would straddle the border
	}
	su := users(sub.Result(0))
	if len(su) != 1 {
		return nil, false
	}
	cp = body[su[0]]
	if !isCopy(cp, sub.Result(0)) {
		return nil, false
	}
	src := cp.Operand(0)
	sshape, ok := src.Type().Shape()
	if !ok || !slices.Equal(sshape, sizes) || strings.Contains(src.Type().String(), "strided") ||
		floatElem(src.Type().String()) != floatElem(p.Type().String()) {
		return nil, false
	}
	// The order: fill, then the copy into the interior, then the product,
	// with nothing after the copy touching the source or the padded buffer.
	fi, ci := slices.Index(body, fill), su[0]
	if fi < 0 || fi > ci || ci > i || slices.Index(body, sub) > ci {
		return nil, false
	}
	for _, j := range users(src) {
		if j > ci && j != i {
			return nil, false
		}
	}
	ops := []mlirc.Op{fill, sub, cp}
	slices.SortFunc(ops, func(a, b mlirc.Op) int { return slices.Index(body, a) - slices.Index(body, b) })
	return &padFold{operand: operand, src: src, ops: ops, alloc: alloc, offsets: offsets}, true
}

// zeroFill reports whether op is a linalg.generic whose one operand is
// dest and whose body yields a float constant zero.
func zeroFill(op mlirc.Op, dest mlirc.Value) bool {
	if op.NumOperands() != 1 || op.Operand(0) != dest {
		return false
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return false
	}
	y := body[0].Operand(0)
	d := y.Def()
	if y.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" {
		return false
	}
	f, ok := f32Literal(d.Attr("value").String())
	return ok && f == 0
}

// isCopy reports whether op is a linalg.generic copying its one input
// into dest element for element (identity maps, parallel loops, the body
// yielding the input).
func isCopy(op mlirc.Op, dest mlirc.Value) bool {
	if op.Name() != "linalg.generic" || op.NumOperands() != 2 || op.Operand(1) != dest {
		return false
	}
	l, err := loopsOf(op)
	if err != nil || slices.Contains(l.parallel, false) {
		return false
	}
	maps, ok := op.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 {
		return false
	}
	for _, a := range maps {
		res, ok := a.AffineLinear()
		if !ok || !isIdentity(res, len(l.ranges)) {
			return false
		}
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return false
	}
	y := body[0].Operand(0)
	return y.IsBlockArg() && y.ArgOwner() == op && y.ArgNumber() == 0
}

// apply returns c reading the unpadded buffer: the operand's indices
// shifted back by the interior's offsets, its padded dimensions guarded.
func (f *padFold) apply(c Contraction) Contraction {
	op := f.operand
	t := f.src.Type()
	shape, _ := t.Shape()
	maps := slices.Clone(c.maps[op])
	guard := make([]bool, len(maps))
	pshape := c.shapes[op]
	for j := range maps {
		maps[j].Const -= f.offsets[j]
		guard[j] = shape[j] != pshape[j]
	}
	c.maps[op], c.types[op], c.shapes[op] = maps, t.String(), shape
	c.guard[op] = guard
	return c
}

// erase removes the padding's ops and its buffer (after the product that
// read it is replaced).
func (f *padFold) erase() {
	for j := len(f.ops) - 1; j >= 0; j-- {
		f.ops[j].Erase()
	}
	f.alloc.Erase()
}

// guarded reports whether an operand of c reads through a folded
// padding.
func (c Contraction) guarded() bool {
	return slices.Contains(c.guard[0], true) || slices.Contains(c.guard[1], true)
}

// guardedIndexList is indexList for operand with its folded padding: the
// indices, each guarded one replaced by 0 where it falls outside the
// buffer (so no address outside it is formed), and the condition that all
// were inside ("" when the operand has no guarded dimension). One
// unsigned comparison per dimension checks both ends: an index below zero
// wraps to a huge one.
func (k *kernelText) guardedIndexList(c Contraction, operand int, vals map[int]string) ([]string, string) {
	idx := k.indexList(c, operand, vals)
	if operand > 1 || !slices.Contains(c.guard[operand], true) {
		return idx, ""
	}
	var checks [][2]string
	for j, g := range c.guard[operand] {
		if g {
			checks = append(checks, [2]string{idx[j], k.c(c.shapes[operand][j])})
		}
	}
	ok := k.inBounds(checks)
	for j, g := range c.guard[operand] {
		if g {
			idx[j] = k.op("arith.select %s, %s, %s : index", ok, idx[j], k.c(0))
		}
	}
	return idx, ok
}

// guardsHonored reports whether the kernel o writes for c applies folded
// paddings: the SIMT kernel, the TF32 mma.sync kernel and the half
// kernels (NVIDIA's and AMD's) do; the TF32 wgmma kernel (which stages its operands through
// registers without per-unit conditions) does not, so no padding folds
// into its products.
// It follows Options.kernel's choice.
func (o Options) guardsHonored(c Contraction) bool {
	if c.Half() {
		return true // mma.sync's, wgmma's and AMD's (mfma.go) copies all
	}
	if !o.TF32 || o.Emulate {
		return true
	}
	t := c.PickMMATile(o.Processors, o.Shared, o.WGMMA)
	if o.MMA != nil {
		t = *o.MMA
	}
	return !t.WG || c.hasPrologue() // a prologue moves a wgmma tiling to mma.sync
}
