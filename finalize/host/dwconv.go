package host

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 depthwise convolution micro-kernels.
//
// tosa-to-linalg makes a tosa.depthwise_conv2d (an ONNX Conv with group ==
// input channels) a linalg.depthwise_conv_2d_nhwc_hwcm, which no schedule
// rule tiles: the LLVM tail lowered it to scalar loops whose innermost
// loops are the taps, one multiply-add at a time. On CPUs with FMA
// (HostSchedule.Depthwise) replaceDepthwiseF32 replaces it, once on
// buffers, by calls of a micro-kernel written in C
// (hostdot/dwconv_f32.h, for each vector width a
// hostdot/dwconv_f32_KERNEL.c; their LLVM IR, hostdot/*.ll, is linked like
// the other micro-kernels'): channels are the vector lanes (NHWC keeps them
// contiguous in x, the filter and y), each filter vector is reused for 8
// output pixels held in registers, 3x3 filters have their taps unrolled.
// Where the input is tosa's padded copy (a buffer filled with the pad value
// and the input copied into its interior), the calls read the input itself
// and the fill and copy go (dwPadOf): the kernel checks the taps of the
// border pixels only (those whose windows leave the input), multiplying
// the pad value there, so the results are the same bits. Each output is
// the y value (the bias or zero the kernel stored there) plus its taps, kh
// then kw ascending, one fused multiply-add each: linalg's loop order, so
// the bits are those of the loops it replaces where they contract to FMAs.
//
// The calls sit in an scf.parallel over chunks of output rows (n, oh),
// which the phase entries split across threads (phase.go; the call's
// mgxport.work attribute says how much work a chunk is): each row's
// arithmetic is the same in any chunk, so the results are the same bytes at
// any thread count.
//
// The kernels (flags: fma512 -mavx512f; fma256 -mavx2 -mfma) share one
// signature (addresses and sizes as int64, strides in elements):
//
//	void mgxport_dwconv_f32_KERNEL(x, w, y, r0, r1, C, M, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW, H, W, padTop, padLeft,
//	    padBits, xStrideN, xStrideH, xStrideW, yStrideN, yStrideH, yStrideW,
//	    bias)
//
// where H x W is x's size, padBits the pad value's float32 bits and bias
// the address of the bias the kernel adds in its store, 0 for none.
//
// tosa-to-linalg makes the bias of a depthwise convolution an add after
// it: y is filled with zeros, the convolution accumulates into it, and a
// linalg.generic adds the bias into a second buffer, two more passes over
// the output. Where y is only that (dwBiasOf), the calls write the add's
// buffer themselves, each element the bias plus (zero plus the taps): the
// same bits, and the fill, the add and y go.

//go:embed hostdot/dwconv_f32_fma512.ll
var dwconvF32FMA512IR string

//go:embed hostdot/dwconv_f32_fma256.ll
var dwconvF32FMA256IR string

// dwKernel is one float32 depthwise convolution micro-kernel.
type dwKernel struct {
	name  string // HostSchedule.Depthwise
	ir    string
	lanes int64 // floats per vector
}

// dwKernels returns every depthwise micro-kernel, in a fixed order.
func dwKernels() []dwKernel {
	return []dwKernel{
		{"fma512", dwconvF32FMA512IR, 16},
		{"fma256", dwconvF32FMA256IR, 8},
	}
}

// dwKernelOf returns the depthwise micro-kernel called name, nil if none is.
func dwKernelOf(name string) *dwKernel {
	return kernelNamed(dwKernels(), name, func(k dwKernel) string { return k.name })
}

// symbol is the kernel's function.
func (k dwKernel) symbol() string { return "mgxport_dwconv_f32_" + k.name }

// dwArgs is the number of the depthwise function's arguments.
const dwArgs = 27

// dwMaxChunks bounds the chunks of rows a depthwise convolution's parallel
// loop has (as conv32MaxChunks).
const dwMaxChunks = 256

// replaceDepthwiseF32 replaces every float32
// linalg.depthwise_conv_2d_nhwc_hwcm of m (memrefs: after bufferization)
// whose operands the micro-kernel k can address by calls of it, and returns
// how many it replaced. The others stay (the LLVM tail lowers them to
// loops).
func replaceDepthwiseF32(m *mlirc.Module, k *dwKernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no depthwise micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.depthwise_conv_2d_nhwc_hwcm", func(root, o mlirc.Op) (convReplacement, bool) { return dwCall(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("depthwise convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// dwOperands reads the operands of a float32
// linalg.depthwise_conv_2d_nhwc_hwcm on memrefs: x [N,H,W,C] with
// contiguous channels, w [KH,KW,C,M] contiguous, y [N,OH,OW,C,M] with
// contiguous C x M, static shapes with positive dims, matching N, C and
// M.
func dwOperands(o mlirc.Op) (convOps, bool) {
	var c convOps
	if o.NumOperands() != 3 || o.NumResults() != 0 {
		return c, false
	}
	for i, rank := range []int{4, 4, 5} {
		t := o.Operand(i).Type()
		sh, ok := t.Shape()
		if !ok || len(sh) != rank || t.ElemBits() != 32 {
			return c, false
		}
		for _, d := range sh {
			if d <= 0 {
				return c, false
			}
		}
		st, off, ok := memrefLayout(t.String(), sh)
		if !ok || memrefElem(t.String()) != "f32" {
			return c, false
		}
		c.shapes[i], c.strides[i], c.offsets[i], c.types[i] = sh, st, off, t.String()
	}
	x, w, y := c.shapes[0], c.shapes[1], c.shapes[2]
	xs, ws, ys := c.strides[0], c.strides[1], c.strides[2]
	switch {
	case x[0] != y[0] || x[3] != w[2] || w[2] != y[3] || w[3] != y[4]:
		return c, false
	case xs[3] != 1, ys[4] != 1 || ys[3] != y[4]:
		return c, false
	case ws[3] != 1 || ws[2] != w[3] || ws[1] != w[2]*w[3] || ws[0] != w[1]*w[2]*w[3]:
		return c, false
	}
	return c, true
}

// dwPad is a depthwise convolution's padded input that its calls absorb:
// the unpadded source, its placement in the padded buffer, the pad value's
// float32 bits and the ops that made the padded buffer.
type dwPad struct {
	src              mlirc.Value
	shape, strides   []int64
	offset           int64
	typ              string
	top, left, value int64
	ops              []mlirc.Op // in the order they can be erased
}

// dwPadOf returns the padded copy o's input x is, when it is one: x a
// memref.alloc used only by one linalg.fill of a constant, one
// memref.subview (offsets 0, top, left, 0; unit strides; the source's
// shape) that only one linalg.copy from the source writes, o and its
// dealloc; the fill and copy ahead of o, and neither the source nor a
// view of it used between the copy and o (so the source still holds what
// was copied).
func dwPadOf(root, o mlirc.Op) (dwPad, bool) { return padOf(root, o, 1) }

// padOf is dwPadOf for an input whose spatial dims are h and h+1 (1:
// NHWC, 2: NCHW), the other offsets 0; its source's innermost dim is
// contiguous.
func padOf(root, o mlirc.Op, h int) (dwPad, bool) {
	var p dwPad
	x := o.Operand(0)
	alloc := x.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return p, false
	}
	all := listOps(root)
	index := all.index
	uses := all.users
	var fill, sub, dealloc mlirc.Op
	for _, u := range uses(x) {
		switch {
		case u == o:
		case u.Name() == "linalg.fill" && fill.IsNull() && u.NumOperands() == 2 && u.Operand(1) == x:
			fill = u
		case u.Name() == "memref.subview" && sub.IsNull() && u.NumOperands() == 1:
			sub = u
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		default:
			return p, false
		}
	}
	if fill.IsNull() || sub.IsNull() {
		return p, false
	}
	cst := fill.Operand(0).Def()
	if cst.IsNull() || cst.Name() != "arith.constant" {
		return p, false
	}
	val, ok := f32Const(cst.Attr("value").String())
	if !ok {
		return p, false
	}
	subUses := uses(sub.Result(0))
	if len(subUses) != 1 {
		return p, false
	}
	cp := subUses[0]
	if cp.Name() != "linalg.copy" || cp.NumOperands() != 2 || cp.Operand(1) != sub.Result(0) {
		return p, false
	}
	if !(index(fill) < index(cp) && index(cp) < index(o)) {
		return p, false
	}
	offs, ok1 := sub.Attr("static_offsets").I64s()
	steps, ok2 := sub.Attr("static_strides").I64s()
	if !ok1 || !ok2 || len(offs) != 4 || !slices.Equal(steps, []int64{1, 1, 1, 1}) {
		return p, false
	}
	for i, v := range offs {
		if v != 0 && i != h && i != h+1 {
			return p, false
		}
	}
	src := cp.Operand(0)
	t := src.Type()
	sh, ok := t.Shape()
	subShape, ok3 := sub.Result(0).Type().Shape()
	if !ok || !ok3 || len(sh) != 4 || !slices.Equal(sh, subShape) || t.ElemBits() != 32 || memrefElem(t.String()) != "f32" {
		return p, false
	}
	st, off, ok := memrefLayout(t.String(), sh)
	if !ok || st[3] != 1 {
		return p, false
	}
	// The source and its views, unused between the copy and o.
	views := []mlirc.Value{src}
	for _, op := range all[index(cp)+1 : index(o)] {
		for i := range op.NumOperands() {
			if slices.Contains(views, op.Operand(i)) {
				return p, false
			}
		}
	}
	for _, op := range all[:index(cp)] {
		switch op.Name() {
		case "memref.subview", "memref.expand_shape", "memref.collapse_shape", "memref.cast", "memref.reinterpret_cast", "memref.view":
			if op.NumOperands() > 0 && slices.Contains(views, op.Operand(0)) {
				views = append(views, op.Result(0))
			}
		}
	}
	for _, op := range all[index(cp)+1 : index(o)] {
		for i := range op.NumOperands() {
			if slices.Contains(views, op.Operand(i)) {
				return p, false
			}
		}
	}
	p = dwPad{src: src, shape: sh, strides: st, offset: off, typ: t.String(), top: offs[h], left: offs[h+1],
		value: int64(math.Float32bits(val)), ops: []mlirc.Op{cp, sub, fill}}
	if !dealloc.IsNull() {
		p.ops = append(p.ops, dealloc)
	}
	p.ops = append(p.ops, alloc)
	return p, true
}

// dwBias is a bias add after a depthwise convolution that its calls
// absorb: the bias (its C*M output channels contiguous), the add's output
// and the ops that go (the zero fill of y, the add, y's dealloc and alloc).
type dwBias struct {
	bias, out mlirc.Value
	typ       string // the bias's memref type
	offset    int64
	outType   string
	ops       []mlirc.Op
}

// dwBiasOf returns the bias add after depthwise convolution o when its
// output y is a memref.alloc used only by one linalg.fill of +0.0 ahead
// of o, o, one all-parallel linalg.generic after o adding y (identity
// map) and a bias indexed by the output channel ((d3, d4) on [C, M], or
// (d3) on [C] where M = 1) into a buffer of y's type (identity map), and
// y's dealloc; the bias and the add's output not written between o and
// the add.
func dwBiasOf(root, o mlirc.Op) (dwBias, bool) {
	var b dwBias
	y := o.Operand(2)
	alloc := y.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return b, false
	}
	all := listOps(root)
	index := all.index
	var fill, add, dealloc mlirc.Op
	for _, u := range all {
		uses := false
		for i := range u.NumOperands() {
			uses = uses || u.Operand(i) == y
		}
		switch {
		case !uses || u == o:
		case u.Name() == "linalg.fill" && fill.IsNull() && u.NumOperands() == 2 && u.Operand(1) == y:
			fill = u
		case u.Name() == "linalg.generic" && add.IsNull():
			add = u
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		default:
			return b, false
		}
	}
	if fill.IsNull() || add.IsNull() || !(index(fill) < index(o) && index(o) < index(add)) {
		return b, false
	}
	if cst := fill.Operand(0).Def(); cst.IsNull() || cst.Name() != "arith.constant" {
		return b, false
	} else if v, ok := f32Const(cst.Attr("value").String()); !ok || math.Float32bits(v) != 0 {
		return b, false // +0.0: 0 + the first product is the product, -0 included
	}
	// The add: ins(bias, y) or ins(y, bias), outs(out); body addf, yield.
	if add.NumOperands() != 3 || add.NumResults() != 0 || !allParallel(add) || add.Operand(2) == y {
		return b, false
	}
	k := -1
	for i := range 2 {
		if add.Operand(i) == y {
			k = i
		}
	}
	if k < 0 || add.Operand(1-k) == y {
		return b, false
	}
	maps, ok := add.Attr("indexing_maps").Elems()
	ysh, _ := y.Type().Shape()
	if !ok || len(maps) != 3 || !identityMap(maps[k], len(ysh)) || !identityMap(maps[2], len(ysh)) {
		return b, false
	}
	body := add.Ops(0)
	if len(body) != 2 || body[0].Name() != "arith.addf" || body[1].Name() != "linalg.yield" ||
		body[1].NumOperands() != 1 || body[1].Operand(0) != body[0].Result(0) || body[0].NumOperands() != 2 {
		return b, false
	}
	a0, a1 := body[0].Operand(0), body[0].Operand(1)
	if !a0.IsBlockArg() || !a1.IsBlockArg() || a0.ArgNumber()+a1.ArgNumber() != 1 || body[0].Attr("fastmath").String() != "<null>" && !strings.Contains(body[0].Attr("fastmath").String(), "none") {
		return b, false
	}
	out := add.Operand(2)
	if out.Type().String() != y.Type().String() {
		return b, false
	}
	// The bias: [C, M] by (d3, d4), or [C] by (d3) with M = 1, contiguous.
	bias := add.Operand(1 - k)
	bt := bias.Type()
	bsh, ok := bt.Shape()
	dims, res, ok2 := maps[1-k].AffineDims()
	cm := ysh[3] * ysh[4]
	if !ok || !ok2 || dims != 5 || bt.ElemBits() != 32 || memrefElem(bt.String()) != "f32" {
		return b, false
	}
	switch {
	case len(bsh) == 2 && bsh[0] == ysh[3] && bsh[1] == ysh[4] && slices.Equal(res, []int{3, 4}):
	case len(bsh) == 1 && bsh[0] == cm && ysh[4] == 1 && slices.Equal(res, []int{3}):
	default:
		return b, false
	}
	st, off, ok := memrefLayout(bt.String(), bsh)
	if !ok || st[len(st)-1] != 1 || len(st) == 2 && st[0] != bsh[1] {
		return b, false
	}
	// Neither the bias nor the add's output (nor y) used between o and the add.
	for _, op := range all[index(o)+1 : index(add)] {
		for i := range op.NumOperands() {
			if v := op.Operand(i); v == bias || v == out {
				return b, false
			}
		}
	}
	if _, _, ok := memrefLayout(out.Type().String(), ysh); !ok {
		return b, false
	}
	// The calls, where o is, take the bias and the add's output: those
	// defined after o (the add's buffer, a view of the bias) move ahead.
	var moves []mlirc.Op
	for _, v := range []mlirc.Value{bias, out} {
		mv, ok := definedBefore(v, o, index)
		if !ok {
			return b, false
		}
		moves = append(moves, mv...)
	}
	for _, mv := range moves {
		mv.InsertBefore(o)
	}
	b = dwBias{bias: bias, out: out, typ: bt.String(), offset: off, outType: out.Type().String(), ops: []mlirc.Op{add, fill}}
	if !dealloc.IsNull() {
		b.ops = append(b.ops, dealloc)
	}
	b.ops = append(b.ops, alloc)
	return b, true
}

// definedBefore returns the ops that must move ahead of o, in order, for
// v to be defined there: none where v is a block argument or defined
// before o, v's definition where it is an allocation or a view (no side
// effects) of values that are (recursively, a few levels); false
// otherwise.
func definedBefore(v mlirc.Value, o mlirc.Op, index func(mlirc.Op) int) ([]mlirc.Op, bool) {
	var moves []mlirc.Op
	var walk func(v mlirc.Value, depth int) bool
	walk = func(v mlirc.Value, depth int) bool {
		d := v.Def()
		if v.IsBlockArg() || d.IsNull() || index(d) >= 0 && index(d) < index(o) {
			return v.IsBlockArg() || !d.IsNull()
		}
		switch d.Name() {
		case "memref.alloc", "memref.expand_shape", "memref.collapse_shape", "memref.subview", "memref.cast", "memref.reinterpret_cast":
		default:
			return false
		}
		if depth > 4 || d.NumRegions() != 0 {
			return false
		}
		for i := range d.NumOperands() {
			if !walk(d.Operand(i), depth+1) {
				return false
			}
		}
		if !slices.Contains(moves, d) {
			moves = append(moves, d)
		}
		return true
	}
	return moves, walk(v, 0)
}

// f32Const reads a printed f32 constant attribute ("0.000000e+00 : f32",
// or its bits in hex where MLIR prints them so: "0xFF800000 : f32", -inf).
func f32Const(s string) (float32, bool) {
	v, typ, ok := strings.Cut(s, " : ")
	if !ok || typ != "f32" {
		return 0, false
	}
	v = strings.TrimSpace(v)
	if h, ok := strings.CutPrefix(v, "0x"); ok && len(h) == 8 {
		bits, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			return 0, false
		}
		return math.Float32frombits(uint32(bits)), true
	}
	f, err := strconv.ParseFloat(v, 32)
	if err != nil {
		return 0, false
	}
	return float32(f), true
}

// dwCall returns the replacement of o by calls of k: a module holding the
// declaration of k's function and a function whose body (its first three
// ops take x, w and y; the return aside) computes the depthwise
// convolution by chunks of output rows in an scf.parallel, when o is one
// the kernel can address, its windows inside x. Where x is a padded copy
// (dwPadOf) the body takes its source instead and the replacement absorbs
// the copy.
func dwCall(root, o mlirc.Op, k *dwKernel) (convReplacement, bool) {
	var rep convReplacement
	ops, ok := dwOperands(o)
	if !ok {
		return rep, false
	}
	x, w, y := ops.shapes[0], ops.shapes[1], ops.shapes[2]
	kh, kw, c, mult := w[0], w[1], w[2], w[3]
	st, ok1 := convAttrPair(o.Attr("strides"))
	dil, ok2 := convAttrPair(o.Attr("dilations"))
	if !ok1 || !ok2 {
		return rep, false
	}
	if (y[1]-1)*st[0]+(kh-1)*dil[0] >= x[1] || (y[2]-1)*st[1]+(kw-1)*dil[1] >= x[2] {
		return rep, false // linalg's verifier says so; the interior is read without checks
	}
	rep.operands = []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}
	h, wd, top, left, padBits := x[1], x[2], int64(0), int64(0), int64(0)
	if p, ok := dwPadOf(root, o); ok {
		rep.operands[0], rep.erase = p.src, p.ops
		ops.shapes[0], ops.strides[0], ops.offsets[0], ops.types[0] = p.shape, p.strides, p.offset, p.typ
		h, wd, top, left, padBits = p.shape[1], p.shape[2], p.top, p.left, p.value
	}
	biasArg, biasType, biasOff := "", "", int64(0)
	if b, ok := dwBiasOf(root, o); ok {
		// The call writes the add's output, y + bias, itself.
		rep.operands[2], ops.types[2], biasType, biasOff = b.out, b.outType, b.typ, b.offset
		rep.operands = append(rep.operands, b.bias)
		rep.erase = append(rep.erase, b.ops...)
	}
	rows := y[0] * y[1]
	chunk := (rows + dwMaxChunks - 1) / dwMaxChunks
	count := (rows + chunk - 1) / chunk
	var body strings.Builder
	writeConvPointers(&body, ops, [3]int64{4, 4, 4})
	bArg, cb := "", (*convBias)(nil)
	if biasType != "" {
		cb, bArg = &convBias{typ: biasType, offset: biasOff}, ", %b: "+biasType
	}
	biasArg = writeBiasPointer(&body, cb)
	var args []string
	for i, v := range []int64{c, mult, kh, kw, y[1], y[2], st[0], st[1], dil[0], dil[1], h, wd, top, left, padBits,
		ops.strides[0][0], ops.strides[0][1], ops.strides[0][2], ops.strides[2][0], ops.strides[2][1], ops.strides[2][2]} {
		fmt.Fprintf(&body, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	args = append(args, biasArg)
	// Work: a chunk's multiply-adds as estimateWork counts vector FMAs (1 +
	// lanes/8 per FMA of lanes multiply-adds).
	work := max(chunk*y[2]*c*mult*kh*kw*(1+k.lanes/8)/k.lanes, 1)
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", dwArgs), ", ")
	fmt.Fprintf(&body, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%rows = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%p0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%p0, %%chunk : i64
      %%p1 = arith.minsi %%e, %%rows : i64
      func.call @%[4]s(%%ix, %%iw, %%iy, %%p0, %%p1, %[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
    return
`, count, chunk, rows, k.symbol(), strings.Join(args, ", "), workAttr, work, i64s)
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_dw_args(%%x: %s, %%w: %s, %%y: %s%s) {\n%s  }\n}\n",
		k.symbol(), i64s, ops.types[0], ops.types[1], ops.types[2], bArg, body.String())
	return rep, true
}
