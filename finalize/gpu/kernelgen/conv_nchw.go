package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Channels-first input folding. TOSA's convolutions are channels-last, so
// an ONNX convolution transposes its NCHW input to NHWC first: a launch
// and a pass over the input (read and written) before every convolution,
// the largest of the copies left around a ResNet's products. For a 1×1
// convolution of stride 1 without padding the transpose is not needed:
// per image, the NCHW input is the product's A in K-major form (input
// channels × pixels, the pixels contiguous), which the GEMM kernels stage
// along its rows (16-byte copies of 8 or 4 consecutive pixels) as they
// stage a MatMul's [K, N] weights. The product becomes a batched GEMM
// over the images (the batch loop B does not read) whose rows are an
// image's pixels, reading the NCHW input (collapsed to [N, C, H·W]) where
// the transposed copy was, and writing its output through the same
// collapsed view (the epilogue, which reads the product's output as NHWC,
// maps each element back through the view).
//
// The batch costs the row tiles' tails once per image, so the fold
// applies where an image's pixels fill the tiles (nchwMaxWaste).

// nchwFold is a 1×1 convolution's input transpose folded into its
// product.
type nchwFold struct {
	transpose mlirc.Op    // the NCHW → NHWC copy, erased with its buffer
	alloc     mlirc.Op    // the NHWC buffer's allocation
	src       mlirc.Value // the NCHW input
	srcType   string
	cType     string // the product's output as the caller has it
	c         Contraction
	// w, when the weights' OIHW → OHWI transpose folds too (for a 1×1
	// window the two layouts are the same bytes): the transpose, its
	// buffer, and the OIHW weights the product reads collapsed to [O, I].
	w *weightFold
}

// weightFold is a 1×1 convolution's weight transpose folded away.
type weightFold struct {
	transpose mlirc.Op
	alloc     mlirc.Op
	src       mlirc.Value
	srcType   string
}

// matchWeightFold finds the permutation copy OIHW → OHWI that made
// weights b of a 1×1 convolution (body[i]), read by nothing else, from a
// buffer nothing writes before the product.
func matchWeightFold(body []mlirc.Op, i int, b mlirc.Value) (*weightFold, bool) {
	alloc := b.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return nil, false
	}
	var tr mlirc.Op
	ti := -1
	for j, o := range body {
		if j == i || !usesValue(o, b) {
			continue
		}
		if !tr.IsNull() || j > i || o.Name() != "linalg.generic" || o.NumOperands() != 2 || o.Operand(1) != b {
			return nil, false
		}
		tr, ti = o, j
	}
	if tr.IsNull() {
		return nil, false
	}
	perm, ok := copyPermutation(tr)
	src := tr.Operand(0)
	shape, ok2 := src.Type().Shape()
	if !ok || !ok2 || !slices.Equal(perm, []int{0, 3, 1, 2}) || len(shape) != 4 || shape[2] != 1 || shape[3] != 1 ||
		strings.Contains(src.Type().String(), "strided") {
		return nil, false
	}
	for j := ti + 1; j < i; j++ {
		if usesValue(body[j], src) {
			return nil, false
		}
	}
	return &weightFold{transpose: tr, alloc: alloc, src: src, srcType: src.Type().String()}, true
}

// nchwMaxWaste bounds the share of a 64-row tile's rows outside the
// image that the fold accepts: at most a tenth of the rows computed.
const nchwMaxWaste = 0.1

// matchNCHWFold recognizes contraction c (the generic op at body[i]) as
// a 1×1, stride-1, unpadded convolution of a channels-last buffer that a
// permutation copy made from an NCHW buffer nothing writes in between,
// and returns the fold: c as a batched GEMM of the NCHW input.
func matchNCHWFold(body []mlirc.Op, i int, op mlirc.Op, c Contraction) (*nchwFold, bool) {
	if len(c.ranges) != 7 || len(c.mDims) != 3 || len(c.nDims) != 1 || len(c.kDims) != 3 || len(c.batch) != 0 || c.hasPrologue() || c.guarded() {
		return nil, false
	}
	n, oh, ow, oc := c.mDims[0], c.mDims[1], c.mDims[2], c.nDims[0]
	kh, kw, ic := c.kDims[0], c.kDims[1], c.kDims[2]
	if c.ranges[kh] != 1 || c.ranges[kw] != 1 {
		return nil, false
	}
	// A = x[n, oh (+kh), ow (+kw), ic], B = w[oc, kh, kw, ic], C = y[n,
	// oh, ow, oc]: every index one loop (the 1×1 window's loops allowed,
	// of extent 1), nothing strided or offset.
	is := func(e mlirc.Linear, loops ...int) bool {
		if e.Const != 0 {
			return false
		}
		for d, coef := range e.Coef {
			if coef != 0 && (coef != 1 || !slices.Contains(loops, d)) {
				return false
			}
		}
		return e.Coef[loops[0]] == 1
	}
	a, bm, cm := c.maps[0], c.maps[1], c.maps[2]
	if len(a) != 4 || len(bm) != 4 || len(cm) != 4 ||
		!is(a[0], n) || !is(a[1], oh, kh) || !is(a[2], ow, kw) || !is(a[3], ic) ||
		!is(bm[0], oc) || !is(bm[1], kh) || !is(bm[2], kw) || !is(bm[3], ic) ||
		!is(cm[0], n) || !is(cm[1], oh) || !is(cm[2], ow) || !is(cm[3], oc) {
		return nil, false
	}
	for j := range 3 {
		if strings.Contains(c.types[j], "strided") {
			return nil, false
		}
	}
	if !slices.Equal(c.shapes[0], []int64{c.ranges[n], c.ranges[oh], c.ranges[ow], c.ranges[ic]}) {
		return nil, false // a cropped input (TOSA's crop of rows no window reads)
	}
	hw := c.ranges[oh] * c.ranges[ow]
	if float64(ceilDiv(hw, 64)*64) > (1+nchwMaxWaste)*float64(hw) {
		return nil, false
	}
	// The NHWC buffer: an allocation written by one permutation copy from
	// an NCHW buffer, read only by the product.
	x := op.Operand(0)
	alloc := x.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return nil, false
	}
	var tr mlirc.Op
	ti := -1
	for j, o := range body {
		if j == i || !usesValue(o, x) {
			continue
		}
		if !tr.IsNull() || j > i || o.Name() != "linalg.generic" || o.NumOperands() != 2 || o.Operand(1) != x {
			return nil, false
		}
		tr, ti = o, j
	}
	if tr.IsNull() {
		return nil, false
	}
	src := tr.Operand(0)
	perm, ok := copyPermutation(tr)
	if !ok || !slices.Equal(perm, []int{0, 3, 1, 2}) || strings.Contains(src.Type().String(), "strided") {
		return nil, false
	}
	for j := ti + 1; j < i; j++ {
		if usesValue(body[j], src) {
			return nil, false // the input may change before the product
		}
	}
	sshape, ok := src.Type().Shape()
	if !ok || len(sshape) != 4 {
		return nil, false
	}
	elem := c.elem
	// The batched GEMM: loops (n | p | oc | ic) over A = x[n, ic, p], B =
	// w[oc, 0, 0, ic], C = y[n, p, oc].
	f := Contraction{
		batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3},
		ranges: []int64{c.ranges[n], hw, c.ranges[oc], c.ranges[ic]},
		elem:   elem,
	}
	f.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 0, 0, 1), lin(0, 1, 0, 0)}
	f.maps[1] = []mlirc.Linear{lin(0, 0, 1, 0), lin(0, 0, 0, 0), lin(0, 0, 0, 0), lin(0, 0, 0, 1)}
	f.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
	f.shapes[0] = []int64{sshape[0], sshape[1], sshape[2] * sshape[3]}
	f.shapes[1] = c.shapes[1]
	f.shapes[2] = []int64{c.shapes[2][0], c.shapes[2][1] * c.shapes[2][2], c.shapes[2][3]}
	f.types[0] = memrefType(f.shapes[0], elem)
	f.types[1] = c.types[1]
	f.types[2] = memrefType(f.shapes[2], "f32")
	if f.BatchSize() > maxGridYZ {
		return nil, false
	}
	fold := &nchwFold{transpose: tr, alloc: alloc, src: src, srcType: src.Type().String(), cType: c.types[2], c: f}
	if w, ok := matchWeightFold(body, i, op.Operand(1)); ok {
		// B = w[oc, ic] of the OIHW weights collapsed: K-contiguous.
		fold.w = w
		f.shapes[1] = []int64{c.ranges[oc], c.ranges[ic]}
		f.types[1] = memrefType(f.shapes[1], elem)
		f.maps[1] = []mlirc.Linear{lin(0, 0, 1, 0), lin(0, 0, 0, 1)}
		fold.c = f
	}
	return fold, true
}

// usesValue reports whether op or an op nested in it reads v.
func usesValue(op mlirc.Op, v mlirc.Value) bool {
	found := false
	op.Walk(func(o mlirc.Op) bool {
		for k := range o.NumOperands() {
			found = found || o.Operand(k) == v
		}
		return !found
	})
	return found
}

// copyPermutation reports whether op is a linalg.generic copying its one
// input into its output through a permutation (the output indexed by the
// loops in order, the input by a permutation of them, the body yielding
// the input), and the permutation: input dimension j is loop perm[j].
func copyPermutation(op mlirc.Op) ([]int, bool) {
	l, err := loopsOf(op)
	if err != nil || slices.Contains(l.parallel, false) {
		return nil, false
	}
	maps, ok := op.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 {
		return nil, false
	}
	in, ok := maps[0].AffineLinear()
	out, ok2 := maps[1].AffineLinear()
	if !ok || !ok2 || !isIdentity(out, len(l.ranges)) {
		return nil, false
	}
	perm, ok := permutationOf(in, len(l.ranges))
	if !ok {
		return nil, false
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return nil, false
	}
	y := body[0].Operand(0)
	return perm, y.IsBlockArg() && y.ArgOwner() == op && y.ArgNumber() == 0
}

// wrap returns the text of the private function name taking the
// caller's operands (the NCHW input, the weights, the product's output
// as the caller has it, the fill value with fill, the epilogue's
// operands) that collapses the input and the output and calls inner, the
// folded product's kernel.
func (f *nchwFold) wrap(name, inner string, fill bool, epi *epilogue) string {
	c := f.c
	bType, bArg := c.types[1], "%B"
	if f.w != nil {
		bType, bArg = f.w.srcType, "%B2"
	}
	params := fmt.Sprintf("%%A: %s, %%B: %s, %%C: %s", f.srcType, bType, f.cType)
	args := "%A2, " + bArg + ", %C2"
	types := fmt.Sprintf("%s, %s, %s", c.types[0], c.types[1], c.types[2])
	if fill {
		params += ", %init: f32"
		args += ", %init"
		types += ", f32"
	}
	if epi != nil {
		names, etypes, _ := epi.params()
		for j := range names {
			params += fmt.Sprintf(", %s: %s", names[j], etypes[j])
			args += ", " + names[j]
			types += ", " + etypes[j]
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "func.func private @%s(%s) {\n", name, params)
	fmt.Fprintf(&b, "  %%A2 = memref.collapse_shape %%A [[0], [1], [2, 3]] : %s into %s\n", f.srcType, c.types[0])
	fmt.Fprintf(&b, "  %%C2 = memref.collapse_shape %%C [[0], [1, 2], [3]] : %s into %s\n", f.cType, c.types[2])
	if f.w != nil {
		fmt.Fprintf(&b, "  %%B2 = memref.collapse_shape %%B [[0], [1, 2, 3]] : %s into %s\n", f.w.srcType, c.types[1])
	}
	fmt.Fprintf(&b, "  func.call @%s(%s) : (%s) -> ()\n", inner, args, types)
	b.WriteString("  return\n}\n")
	return b.String()
}

// erase removes the transpose and its buffer (after the product that read
// it is replaced).
func (f *nchwFold) erase() {
	f.transpose.Erase()
	f.alloc.Erase()
	if f.w != nil {
		f.w.transpose.Erase()
		f.w.alloc.Erase()
	}
}
