package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Channels-first input read in place. conv_nchw.go folds the input
// transpose of a 1×1, stride-1 convolution whose images fill the row
// tiles into a batched GEMM; the convolutions it leaves still transpose
// their NCHW input to NHWC in a launch of their own: a full read and
// write of the input before the product. For some of them that copy buys
// nothing:
//
//   - a 1×1 convolution of small images (14×14, 7×7: a tile's rows would
//     straddle images) or with a stride (a ResNet's downsample reads a
//     quarter of its input, the copy moves all of it);
//   - a convolution whose input channels are not a multiple of 4 (a
//     network's first, RGB, convolution), which reads its NHWC copy one
//     element at a time anyway.
//
// There the product reads the NCHW input directly: A's index map is the
// NHWC map permuted back (x[n, h, w, c] = src[n, c, h, w]), a folded
// padding's guards move with their dimensions, and the kernel stages A
// along its rows (scalarRows: a warp's lanes read consecutive output
// pixels, consecutive addresses along W at stride 1). The other
// convolutions (3×3 over channels a multiple of 4) keep the copy: their
// NHWC loads are 16-byte quads along the channels, and reading NCHW
// would stage element by element, which costs the SIMT kernel more index
// arithmetic per slice than the copy costs.
//
// A 1×1 convolution's OIHW weights fold too (matchWeightFold): the
// product reads them collapsed to [O, I], K-contiguous. Which kernels
// take the read is Options.readsNCHW's choice: the matrix-unit kernels
// (TF32 mma.sync, half mma.sync and AMD's) stage any operand by rows and
// apply guards too, but they issue one copy per element where the
// channels-last layout gives them 16-byte units, so they read in place
// only where that costs less than the copy (a strided 1×1, an RGB stem).
// Half products count channels in 8s (the half kernels' 16-byte unit).

// nchwRead is a convolution's input transpose folded into its loads.
type nchwRead struct {
	transpose mlirc.Op    // the NCHW → NHWC copy, erased with its buffer
	alloc     mlirc.Op    // the NHWC buffer's allocation
	crop      mlirc.Op    // the subview of it the product read, or null
	src       mlirc.Value // the NCHW input
	srcType   string
	c         Contraction // the product reading src (and the weights w)
	w         *weightFold // the 1×1 weights' transpose folded, or nil
	// plain marks a 1×1 convolution of stride 1 (of images too small for
	// conv_nchw.go's batched fold): see Options.readsNCHW.
	plain bool
}

// toNHWC is the permutation copy that makes an NHWC buffer of an NCHW
// one: NHWC dimension perm[j] is NCHW dimension j.
var toNHWC = []int{0, 3, 1, 2}

// matchNCHWRead recognizes contraction c (the generic op at body[i],
// with its A padding pad folded already, or nil) as a convolution whose
// NHWC input was copied from an NCHW buffer nothing writes in between,
// and that gains from reading it directly (above); it returns the fold.
func matchNCHWRead(body []mlirc.Op, i int, op mlirc.Op, c Contraction, pad *padFold) (*nchwRead, bool) {
	width := map[string]int64{"f32": 4, "f16": halfUnit, "bf16": halfUnit}[c.elem]
	if width == 0 || len(c.ranges) != 7 || len(c.mDims) != 3 || len(c.nDims) != 1 || len(c.kDims) != 3 ||
		len(c.batch) != 0 || c.hasPrologue() || len(c.maps[0]) != 4 || slices.Contains(c.guard[1], true) {
		return nil, false
	}
	kh, kw, ic := c.kDims[0], c.kDims[1], c.kDims[2]
	oneByOne := c.ranges[kh] == 1 && c.ranges[kw] == 1
	if !oneByOne && c.ranges[ic]%width == 0 {
		return nil, false // NHWC 16-byte units along the channels: keep the copy
	}
	strided := c.maps[0][1].Coef[c.mDims[1]] != 1 || c.maps[0][2].Coef[c.mDims[2]] != 1
	// The NHWC buffer the product reads (through the padding, when one
	// was folded): an allocation written by one permutation copy, read
	// only by the product or by the padding's interior copy.
	x := op.Operand(0)
	var reader, crop mlirc.Op = op, mlirc.Op{}
	switch {
	case pad != nil:
		if pad.operand != 0 || len(pad.ops) == 0 {
			return nil, false
		}
		x, reader = pad.src, pad.ops[len(pad.ops)-1]
	case isCrop(x.Def()):
		// A strided convolution reads a crop of the copy (the rows no
		// window reaches cut off): the same indices in the whole buffer.
		crop = x.Def()
		for j, o := range body {
			if j != i && usesValue(o, x) {
				return nil, false
			}
		}
		x, reader = crop.Operand(0), crop
	}
	if strings.Contains(x.Type().String(), "strided") {
		return nil, false
	}
	alloc := x.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return nil, false
	}
	var tr mlirc.Op
	ti := -1
	for j, o := range body {
		if !usesValue(o, x) || o == reader {
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
	if !ok || !slices.Equal(perm, toNHWC) || strings.Contains(src.Type().String(), "strided") ||
		floatElem(src.Type().String()) != c.elem {
		return nil, false
	}
	for j := ti + 1; j < i; j++ {
		if usesValue(body[j], src) {
			return nil, false // the input may change before the product
		}
	}
	sshape, ok := src.Type().Shape()
	xshape, ok2 := x.Type().Shape()
	if !ok || !ok2 || len(sshape) != 4 || len(xshape) != 4 {
		return nil, false
	}
	for j := range 4 {
		if sshape[j] != xshape[toNHWC[j]] {
			return nil, false
		}
	}
	f := c
	f.maps[0] = make([]mlirc.Linear, 4)
	for j := range 4 {
		f.maps[0][j] = c.maps[0][toNHWC[j]]
	}
	if c.guard[0] != nil {
		f.guard[0] = make([]bool, 4)
		for j := range 4 {
			f.guard[0][j] = c.guard[0][toNHWC[j]]
		}
	}
	f.shapes[0] = sshape
	f.types[0] = src.Type().String()
	rd := &nchwRead{transpose: tr, alloc: alloc, crop: crop, src: src, srcType: f.types[0], c: f, plain: oneByOne && !strided}
	if oneByOne {
		if w, ok := matchWeightFold(body, i, op.Operand(1)); ok {
			oc := c.nDims[0]
			rd.w = w
			f.shapes[1] = []int64{c.ranges[oc], c.ranges[ic]}
			f.types[1] = memrefType(f.shapes[1], c.elem)
			f.maps[1] = make([]mlirc.Linear, 2)
			f.maps[1][0] = unit(len(c.ranges), oc)
			f.maps[1][1] = unit(len(c.ranges), ic)
			f.guard[1] = nil
			rd.c = f
		}
	}
	return rd, true
}

// isCrop reports whether op is a memref.subview of offset 0 and unit
// strides in every dimension: the same element at the same indices.
func isCrop(op mlirc.Op) bool {
	if op.IsNull() || op.Name() != "memref.subview" || op.NumOperands() != 1 || op.NumResults() != 1 {
		return false
	}
	offsets, ok := op.Attr("static_offsets").I64s()
	strides, ok2 := op.Attr("static_strides").I64s()
	if !ok || !ok2 || len(offsets) != len(strides) {
		return false
	}
	for j := range offsets {
		if offsets[j] != 0 || strides[j] != 1 {
			return false
		}
	}
	return true
}

// unit is the linear expression of loop d alone over n loops.
func unit(n, d int) mlirc.Linear {
	e := mlirc.Linear{Coef: make([]int64, n)}
	e.Coef[d] = 1
	return e
}

// wrap returns the text of the private function name taking the
// caller's operands (the NCHW input, the OIHW weights, the output, the
// fill value with fill, the epilogue's operands) that collapses the 1×1
// weights to [O, I] and calls inner, the product's kernel. Only a fold
// of the weights needs it.
func (r *nchwRead) wrap(name, inner string, fill bool, epi *epilogue) string {
	c := r.c
	params := fmt.Sprintf("%%A: %s, %%B: %s, %%C: %s", c.types[0], r.w.srcType, c.types[2])
	args := "%A, %B2, %C"
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
	fmt.Fprintf(&b, "  %%B2 = memref.collapse_shape %%B [[0], [1, 2, 3]] : %s into %s\n", r.w.srcType, c.types[1])
	fmt.Fprintf(&b, "  func.call @%s(%s) : (%s) -> ()\n", inner, args, types)
	b.WriteString("  return\n}\n")
	return b.String()
}

// erase removes the transpose and its buffer (after the product and any
// padding that read it are gone), and the weights' transpose with it.
func (r *nchwRead) erase() {
	if !r.crop.IsNull() {
		r.crop.Erase()
	}
	r.transpose.Erase()
	r.alloc.Erase()
	if r.w != nil {
		r.w.transpose.Erase()
		r.w.alloc.Erase()
	}
}

// readsNCHW reports whether the kernel o writes for the fold r's product
// reads the NCHW input in place: the SIMT kernel always (its rows staged
// element by element cost a few index operations a slice, less than the
// copy); the TF32 mma.sync kernel and the half kernels, which stage
// 16-byte units by cp.async and are bound by the instructions they issue,
// where the copy moves more than the product reads (a strided 1×1) or
// stages no 16-byte units anyway (an RGB input), not for a plain 1×1
// (whose channels-last copy stages 16-byte units, on sm_90a half by
// wgmma); never a TF32 wgmma tiling, which applies no guards and stages
// 16-byte units only. It follows Options.kernel's choice.
func (o Options) readsNCHW(r *nchwRead) bool {
	c := r.c
	if !c.Half() && (!o.TF32 || o.Emulate) {
		return true
	}
	if r.plain {
		return false
	}
	if c.Half() {
		return true
	}
	t := c.PickMMATile(o.Processors, o.Shared, o.WGMMA)
	if o.MMA != nil {
		t = *o.MMA
	}
	return !t.WG || c.hasPrologue()
}
