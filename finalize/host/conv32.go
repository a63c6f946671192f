package host

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 convolution micro-kernels.
//
// The schedule's register tiles of a float32 convolution (rules: 1-D
// convolutions vectorized into broadcast-times-vector FMAs) stop at every
// output row, and their tile loops split across threads by batch (a
// batch of 8 keeps 8 threads busy, a batch of 1 splits by rows). On CPUs
// with FMA (HostSchedule.Conv32) the schedule only transposes the filter
// of a float32 convolution to HWCF (as for the tiles: blocked transposes)
// and, once it is on buffers, replaceConvsF32 replaces the
// linalg.conv_2d_nhwc_hwcf by calls of a micro-kernel written in C with
// the intrinsics (hostdot/conv_f32.h, for each vector width a
// hostdot/conv_f32_KERNEL.c; their LLVM IR, hostdot/*.ll, is linked like
// the 8-bit kernels'). It computes a range of the flattened output pixels
// (n, oh, ow) in blocks of 12 pixels (rows may change inside a block; the
// last block repeats its last pixel), each by register tiles of pixels by
// vectors of channels, reading the HWCF filter in place (a
// K x F matrix: no packing), accumulating into the value y holds (the
// bias the kernel stored there) over kh, kw, c ascending, one fused
// multiply-add each: the register tiles' order, so an output is the same
// bits as the schedule's tiles computed.
//
// The calls sit in an scf.parallel over chunks of pixels, which the phase
// entries split across threads (phase.go; the call's mgxport.work
// attribute says how much work a chunk is): each pixel's arithmetic is
// the same in any chunk, so the results are the same bytes at any thread
// count.
//
// The kernels (flags: fma512 -mavx512f; fma256 -mavx2 -mfma):
//
//   - fma512: tiles of 6 pixels by 48 or 64 channels, or 12 pixels by 16
//     or 32 channels, in at most 24 zmm registers;
//   - fma256: tiles of 6 pixels by 16 channels or 12 pixels by 8, in 12
//     ymm registers.
//
// Their signature (addresses and sizes as int64, strides in elements):
//
//	void mgxport_conv_f32_KERNEL(x, w, y, p0, p1, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW,
//	    xStrideN, xStrideH, xStrideW, yStrideN, yStrideH, yStrideW, bias,
//	    xStrideC)
//
// where bias is the address of F floats the accumulators start from, 0
// for y's values. tosa-to-linalg starts a convolution's output as the bias
// broadcast to every pixel (a linalg.generic writing y: a pass over the
// output); where that is all y holds before the convolution (convBiasOf)
// the calls start from the bias themselves and the broadcast goes: the
// same values, so the same bits.
//
// xStrideC is x's channel stride: 1 for an NHWC buffer, H*W where the
// calls read an NCHW input in place. An ONNX convolution's input reaches
// the kernel through a transpose NCHW -> NHWC (a pass over the input);
// where the convolution will take the micro-kernel and is not padded,
// markConv32Inputs keeps that transpose out of the schedule's blocked
// copies, and the calls absorb it (conv32InputOf): they read the NCHW
// source itself, the same values, so the same bits.

//go:embed hostdot/conv_f32_fma512.ll
var convF32FMA512IR string

//go:embed hostdot/conv_f32_fma256.ll
var convF32FMA256IR string

// conv32Kernel is one float32 convolution micro-kernel.
type conv32Kernel struct {
	name  string // HostSchedule.Conv32
	ir    string
	lanes int64 // floats per vector
	mr    int64 // pixels per block (conv_f32.h's PB): chunks are whole blocks
}

// conv32Kernels returns every float32 micro-kernel, in a fixed order.
func conv32Kernels() []conv32Kernel {
	return []conv32Kernel{
		{"fma512", convF32FMA512IR, 16, 24},
		{"fma256", convF32FMA256IR, 8, 24},
	}
}

// conv32KernelOf returns the micro-kernel called name, nil if none is.
func conv32KernelOf(name string) *conv32Kernel {
	return kernelNamed(conv32Kernels(), name, func(k conv32Kernel) string { return k.name })
}

// symbol is the kernel's function.
func (k conv32Kernel) symbol() string { return "mgxport_conv_f32_" + k.name }

// conv32Args is the number of the conv function's arguments.
const conv32Args = 23

// conv32InputMark, on a linalg.transpose NCHW -> NHWC feeding only a
// float32 convolution the micro-kernel will take, keeps it out of the
// schedule's blocked copies (markTransposes) for the calls to absorb.
const conv32InputMark = "mgxport.conv32_input"

// conv32MaxChunks bounds the chunks of pixels a convolution's parallel
// loop has: enough to balance many threads, few enough that each chunk is
// many register tiles.
const conv32MaxChunks = 256

// workAttr, on a call, is the work (estimateWork's units) the callee does:
// for a convolution chunk, its multiply-adds counted as estimateWork
// counts vector FMAs (1 + lanes/8 per FMA of lanes multiply-adds).
const workAttr = "mgxport.work"

// replaceConvsF32 replaces every float32 linalg.conv_2d_nhwc_hwcf of m
// (memrefs: after bufferization) whose operands the micro-kernel k can
// address by calls of it, and returns how many it replaced. The others
// stay (the LLVM tail lowers them to loops).
func replaceConvsF32(m *mlirc.Module, k *conv32Kernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no float32 micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.conv_2d_nhwc_hwcf", func(root, o mlirc.Op) (convReplacement, bool) { return conv32Call(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("float32 convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// conv32Chunks splits P pixels into chunks of whole blocks of mr pixels:
// the chunk size and count.
func conv32Chunks(p, mr int64) (chunk, count int64) {
	tiles := (p + mr - 1) / mr
	chunk = mr * ((tiles + conv32MaxChunks - 1) / conv32MaxChunks)
	return chunk, (p + chunk - 1) / chunk
}

// conv32Call returns the text of a module holding the declaration of k's
// function and a function whose body (its first three ops take the
// convolution's x, w and y; the return aside) computes the convolution by
// chunks of pixels in an scf.parallel, when o is a float32 HWCF
// convolution on statically laid-out memrefs the kernel can address.
func conv32Call(root, o mlirc.Op, k *conv32Kernel) (convReplacement, bool) {
	rep := convReplacement{operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}
	ops, ok := convOperands(o, [3]int{32, 32, 32}, true)
	if !ok {
		return rep, false
	}
	for i := range 3 {
		if memrefElem(ops.types[i]) != "f32" {
			return rep, false // i32: not this kernel's
		}
	}
	y := ops.shapes[2]
	st, dil, ok := convWindow(o, ops)
	if !ok {
		return rep, false
	}
	f, kh, kw, c := ops.filterDims()
	pixels := y[0] * y[1] * y[2]
	chunk, count := conv32Chunks(pixels, k.mr)
	xsc := int64(1)
	if in, ok := conv32InputOf(root, o); ok {
		// The calls read the NCHW source: x's (n, h, w) strides and its
		// channel stride are the source's (n, h, w) and c strides.
		rep.operands[0] = in.src
		rep.erase = append(rep.erase, in.ops...)
		ops.types[0], ops.offsets[0] = in.typ, in.offset
		ops.strides[0] = []int64{in.strides[0], in.strides[2], in.strides[3], 1}
		xsc = in.strides[1]
	}
	var body strings.Builder
	writeConvPointers(&body, ops, [3]int64{4, 4, 4})
	bArg := ""
	biasArg := writeBiasPointer(&body, nil)
	if b, ok := convBiasOf(root, o); ok {
		body.Reset()
		writeConvPointers(&body, ops, [3]int64{4, 4, 4})
		biasArg = writeBiasPointer(&body, &b)
		bArg = ", %b: " + b.typ
		rep.operands = append(rep.operands, b.bias)
		rep.erase = append(rep.erase, b.ops...)
	}
	var args []string
	for i, v := range []int64{c, f, kh, kw, y[1], y[2], st[0], st[1], dil[0], dil[1],
		ops.strides[0][0], ops.strides[0][1], ops.strides[0][2], ops.strides[2][0], ops.strides[2][1], ops.strides[2][2]} {
		fmt.Fprintf(&body, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	fmt.Fprintf(&body, "    %%cxsc = arith.constant %d : i64\n", xsc)
	args = append(args, biasArg, "%cxsc")
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", conv32Args), ", ")
	fmt.Fprintf(&body, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%pixels = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%p0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%p0, %%chunk : i64
      %%p1 = arith.minsi %%e, %%pixels : i64
      func.call @%[4]s(%%ix, %%iw, %%iy, %%p0, %%p1, %[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
    return
`, count, chunk, pixels, k.symbol(), strings.Join(args, ", "), workAttr, max(chunk*f*kh*kw*c*(1+k.lanes/8)/k.lanes, 1), i64s)
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_conv32_args(%%x: %s, %%w: %s, %%y: %s%s) {\n%s  }\n}\n",
		k.symbol(), i64s, ops.types[0], ops.types[1], ops.types[2], bArg, body.String())
	return rep, true
}

// conv32Input is the NCHW source of a convolution's NHWC input that the
// calls read in place: the source, its layout and the ops that go (the
// transpose, the NHWC buffer's dealloc and alloc).
type conv32Input struct {
	src     mlirc.Value
	typ     string
	strides []int64
	offset  int64
	ops     []mlirc.Op
}

// conv32InputOf returns the NCHW source of o's input x when x is a
// memref.alloc used only by one linalg.transpose (permutation [0, 2, 3,
// 1], marked conv32InputMark) writing it ahead of o, by o and by its
// dealloc, the source a function argument (an input: nothing writes it)
// with a static layout.
func conv32InputOf(root, o mlirc.Op) (conv32Input, bool) {
	var in conv32Input
	x := o.Operand(0)
	alloc := x.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return in, false
	}
	all := listOps(root)
	var tr, dealloc mlirc.Op
	for _, u := range all {
		uses := false
		for i := range u.NumOperands() {
			uses = uses || u.Operand(i) == x
		}
		switch {
		case !uses || u == o:
		case u.Name() == "linalg.transpose" && tr.IsNull() && u.NumOperands() == 2 && u.Operand(1) == x:
			tr = u
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		default:
			return in, false
		}
	}
	if tr.IsNull() || tr.Attr(conv32InputMark).String() == "<null>" || slices.Index(all, tr) > slices.Index(all, o) {
		return in, false
	}
	if perm, ok := parseI64Array(tr.Attr("permutation").String()); !ok || !slices.Equal(perm, []int{0, 2, 3, 1}) {
		return in, false
	}
	src := tr.Operand(0)
	t := src.Type()
	sh, ok := t.Shape()
	if !src.IsBlockArg() || !ok || len(sh) != 4 || t.ElemBits() != 32 || memrefElem(t.String()) != "f32" {
		return in, false
	}
	st, off, ok := memrefLayout(t.String(), sh)
	if !ok {
		return in, false
	}
	in = conv32Input{src: src, typ: t.String(), strides: st, offset: off, ops: []mlirc.Op{tr}}
	if !dealloc.IsNull() {
		in.ops = append(in.ops, dealloc)
	}
	in.ops = append(in.ops, alloc)
	return in, true
}

// markConv32Inputs marks (conv32InputMark) each linalg.transpose of m (on
// tensors, before the schedule) that permutes [0, 2, 3, 1] a function
// argument into the input of a float32 linalg.conv_2d_nhwc_fhwc, its only
// use, that s's micro-kernel will take (s.Conv32 set, its gates passed):
// the calls read the argument in place (conv32InputOf). A padded input
// (a tensor.pad between) is not marked. It returns how many it marked.
func markConv32Inputs(m *mlirc.Module, s HostSchedule) (int, error) {
	if s.Conv32 == "" {
		return 0, nil
	}
	n := 0
	err := m.Edit(func(root mlirc.Op) error {
		all := listOps(root)
		for _, o := range all {
			if o.Name() != "linalg.conv_2d_nhwc_fhwc" || o.NumOperands() != 3 {
				continue
			}
			x, w := o.Operand(0), o.Operand(1)
			tr := x.Def()
			wsh, ok := w.Type().Shape()
			if tr.IsNull() || tr.Name() != "linalg.transpose" || !ok || len(wsh) != 4 ||
				tensorElem(x.Type().String()) != "f32" || tensorElem(w.Type().String()) != "f32" ||
				wsh[0] < int64(s.Conv32MinF) || wsh[3] < int64(s.Conv32MinC) || !tr.Operand(0).IsBlockArg() {
				continue
			}
			if perm, ok := parseI64Array(tr.Attr("permutation").String()); !ok || !slices.Equal(perm, []int{0, 2, 3, 1}) {
				continue
			}
			uses := 0
			for _, u := range all {
				for i := range u.NumOperands() {
					if u.Operand(i) == x {
						uses++
					}
				}
			}
			if uses != 1 {
				continue
			}
			tr.SetAttr(conv32InputMark, tr.StrAttr(""))
			n++
		}
		return nil
	})
	return n, err
}

// convBias is a bias broadcast that initializes a convolution's output,
// which the micro-kernel's calls absorb: the bias (contiguous F floats),
// its memref type and offset, and the broadcast to erase.
type convBias struct {
	bias   mlirc.Value
	typ    string
	offset int64
	ops    []mlirc.Op
}

// convBiasOf returns the bias broadcast into y = o's output when y is
// written, before o, only by one all-parallel linalg.generic ins(bias)
// outs(y) with maps (d0, d1, d2, d3) -> (d3) and the identity whose body
// yields the bias, y not used between it and o, the bias defined ahead of
// o (or movable there: definedBefore), F contiguous floats.
func convBiasOf(root, o mlirc.Op) (convBias, bool) {
	var b convBias
	y := o.Operand(2)
	ysh, ok := y.Type().Shape()
	if !ok || len(ysh) != 4 || !y.IsBlockArg() && (y.Def().IsNull() || y.Def().Name() != "memref.alloc") {
		return b, false // a view: another view of its buffer could write y
	}
	all := listOps(root)
	index := all.index
	// The last op before o that uses y must be the broadcast.
	var g mlirc.Op
	for _, op := range all[:index(o)] {
		for i := range op.NumOperands() {
			if op.Operand(i) == y {
				g = op
			}
		}
	}
	if g.IsNull() || g.Name() != "linalg.generic" || g.NumOperands() != 2 || g.Operand(1) != y || g.Operand(0) == y || !allParallel(g) {
		return b, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 || !identityMap(maps[1], 4) {
		return b, false
	}
	if dims, res, ok := maps[0].AffineDims(); !ok || dims != 4 || !slices.Equal(res, []int{3}) {
		return b, false
	}
	body := g.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 ||
		!body[0].Operand(0).IsBlockArg() || body[0].Operand(0).ArgNumber() != 0 {
		return b, false
	}
	bias := g.Operand(0)
	bt := bias.Type()
	bsh, ok := bt.Shape()
	if !ok || len(bsh) != 1 || bsh[0] != ysh[3] || bt.ElemBits() != 32 || memrefElem(bt.String()) != "f32" {
		return b, false
	}
	st, off, ok := memrefLayout(bt.String(), bsh)
	if !ok || st[0] != 1 {
		return b, false
	}
	moves, ok := definedBefore(bias, o, index)
	if !ok {
		return b, false
	}
	for _, mv := range moves {
		mv.InsertBefore(o)
	}
	return convBias{bias: bias, typ: bt.String(), offset: off, ops: []mlirc.Op{g}}, true
}

// writeBiasPointer writes the ops of a micro-kernel call's body that make
// the bias's address %ib from the body's argument %b (the operand after
// x, w and y) and returns the call's argument: %ib, or 0 where b is nil.
func writeBiasPointer(body *strings.Builder, b *convBias) string {
	if b == nil {
		body.WriteString("    %c0_bias = arith.constant 0 : i64\n")
		return "%c0_bias"
	}
	fmt.Fprintf(body, `    %%pb = memref.extract_aligned_pointer_as_index %%b : %[1]s -> index
    %%ob = arith.constant %[2]d : index
    %%ab = arith.addi %%pb, %%ob : index
    %%ib = arith.index_cast %%ab : index to i64
`, b.typ, b.offset*4)
	return "%ib"
}

// memrefElem returns the element type of a printed ranked memref type
// ("f32" of "memref<8x4xf32, strided<[4, 1]>>").
func memrefElem(t string) string {
	t = strings.TrimPrefix(t, "memref<")
	if i := strings.IndexAny(t, ",>"); i >= 0 {
		t = t[:i]
	}
	return t[strings.LastIndex(t, "x")+1:]
}
