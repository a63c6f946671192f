package host

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 NCHW poolings.
//
// An ONNX MaxPool reaches the host as tosa's NHWC max pooling between
// layout changes: the input transposed NCHW -> NHWC (and padded with
// -FLT_MAX, a fill and a copy), the output filled with -FLT_MAX, the
// result transposed back: four passes over the data, four phases. A
// GlobalAveragePool is two reductions (over H, then over W, each after a
// zero fill) and a multiply by 1/(H*W): five phases; a GlobalMaxPool the
// same maxima after -FLT_MAX fills. On NCHW each reads each plane in
// place. nchwPools rewrites them (on tensors, after foldTransposes) as a
// linalg.pooling_nchw_max of the NCHW source padded with -inf (and an
// -inf fill of its output: ONNX's padding, so a window wholly in it is
// -inf) and as a linalg.pooling_nchw_sum (after a zero fill; the multiply
// kept) or _max (after an -inf fill) over the whole plane; once on
// buffers, replacePoolsNCHW replaces them by calls of the micro-kernels
// (hostdot/pool_f32_nchw.h) that read the source itself, absorb the pad
// copy and the fill and, for the sum, the multiply by a constant: one
// pass, one phase, split over threads by output rows (max) or planes
// (whole-plane poolings).
// Where a part of that cannot be matched the linalg op stays, and lowers
// to loops computing the same result.
//
// The kernels' signatures (addresses and sizes as int64, strides in
// elements):
//
//	void mgxport_maxpool_f32_nchw_KERNEL(x, out, r0, r1, C, H, W, OH, OW,
//	    KH, KW, strideH, strideW, dilationH, dilationW, padTop, padLeft,
//	    xStrideN, outStrideN)
//
// computing output rows [r0, r1) of N x C x OH, and
//
//	void mgxport_gsum_f32_nchw_KERNEL(x, out, p0, p1, HW, scaleBits)
//
// computing out[p] = scale * (the sum of plane p) for planes [p0, p1), and
//
//	void mgxport_gmax_f32_nchw_KERNEL(x, out, p0, p1, HW)
//
// computing out[p] = the maximum of plane p (NaN where it holds one).

//go:embed hostdot/maxpool_f32_nchw_fma512.ll
var maxPoolFMA512IR string

//go:embed hostdot/maxpool_f32_nchw_fma256.ll
var maxPoolFMA256IR string

//go:embed hostdot/gpool_f32_nchw_fma512.ll
var gpoolFMA512IR string

//go:embed hostdot/gpool_f32_nchw_fma256.ll
var gpoolFMA256IR string

// poolKernel is one CPU's NCHW pooling micro-kernels: the max pooling's
// IR and the whole-plane poolings' (sum and maximum) IR.
type poolKernel struct {
	name           string // HostSchedule.Depthwise: the same CPU features
	maxIR, planeIR string
	lanes          int64 // floats per vector
}

// poolKernels returns every CPU's NCHW pooling micro-kernels, in a fixed
// order.
func poolKernels() []poolKernel {
	return []poolKernel{
		{"fma512", maxPoolFMA512IR, gpoolFMA512IR, 16},
		{"fma256", maxPoolFMA256IR, gpoolFMA256IR, 8},
	}
}

// poolKernelOf returns the pooling kernels called name, nil if none are.
func poolKernelOf(name string) *poolKernel {
	return kernelNamed(poolKernels(), name, func(k poolKernel) string { return k.name })
}

// maxSymbol is k's max pooling function.
func (k *poolKernel) maxSymbol() string { return "mgxport_maxpool_f32_nchw_" + k.name }

// sumSymbol is k's plane sum function.
func (k *poolKernel) sumSymbol() string { return "mgxport_gsum_f32_nchw_" + k.name }

// gmaxSymbol is k's plane maximum function.
func (k *poolKernel) gmaxSymbol() string { return "mgxport_gmax_f32_nchw_" + k.name }

// Argument counts of the kernels.
const (
	maxPoolArgs = 19
	gsumArgs    = 6
	gmaxArgs    = 5
)

// poolBuf is the float count of the max pooling kernel's ring of row
// maxima (POOL_BUF in pool_f32_nchw.h).
const poolBuf = 4096

// maxPoolFits reports whether the max pooling kernel's ring holds a
// pooling's rows: span = (kh-1)*dh+1 rows rounded up to a power of two,
// each OW rounded up to 16 (the widest vector).
func maxPoolFits(ow, kh, kw, sw, dh, dw int64) bool {
	if ow < 1 || kh < 1 || kw < 1 || sw < 1 || dh < 1 || dw < 1 || ow > poolBuf || kh > poolBuf || kw > poolBuf || sw > poolBuf || dh > poolBuf || dw > poolBuf {
		return false
	}
	owp := (ow + 15) / 16 * 16
	ring := int64(1)
	for ring < (kh-1)*dh+1 {
		ring <<= 1
	}
	return ring*owp <= poolBuf
}

// negInfBits is -inf's float32 bits, the max pooling's pad and start.
const negInfBits = 0xFF800000

// nchwPools rewrites, in m (tensors, after foldTransposes), every float32
// linalg.pooling_nhwc_max whose input is a transpose [0, 2, 3, 1] of an
// NCHW tensor (padded after it by -FLT_MAX or -inf, or not), whose output
// starts as a fill of -FLT_MAX or -inf, whose rows fit the kernel's buffers
// (maxPoolFits) and whose result is read only as NCHW, as a
// linalg.pooling_nchw_max (see above); and every sum or maximum over H
// then W of an NCHW float32 tensor (two linalg.reduce of addf or maximumf
// after fills) as a linalg.pooling_nchw_sum or _max over the whole plane,
// when s has the kernels (Depthwise names them). It returns how many it
// rewrote.
func nchwPools(m *mlirc.Module, s HostSchedule) (int, error) {
	if poolKernelOf(s.Depthwise) == nil {
		return 0, nil
	}
	n, err := rewriteEach(m, "linalg.pooling_nhwc_max", func(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
		ok, err := nchwMaxPoolRewrite(root, b, o)
		if err != nil {
			return false, fmt.Errorf("nchw max pooling: %w", err)
		}
		return ok, nil
	})
	if err != nil {
		return n, err
	}
	n2, err := rewriteEach(m, "linalg.reduce", func(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
		ok, err := nchwPlaneSumRewrite(root, b, o)
		if err != nil {
			return false, fmt.Errorf("nchw plane sum: %w", err)
		}
		return ok, nil
	})
	return n + n2, err
}

// isLowestOrNegInf reports whether v is a constant -FLT_MAX or -inf (the
// max pooling's start: the lowering's, or ONNX's).
func isLowestOrNegInf(v mlirc.Value) bool {
	c, ok := constF32(v)
	return ok && (c == -math.MaxFloat32 || math.IsInf(float64(c), -1))
}

// nchwMaxPoolRewrite rewrites o when it can (see nchwPools).
func nchwMaxPoolRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	if o.NumOperands() != 3 || o.NumResults() != 1 {
		return false, nil
	}
	x, win, init, res := o.Operand(0), o.Operand(1), o.Operand(2), o.Result(0)
	wsh, ok1 := win.Type().Shape()
	ysh, ok2 := res.Type().Shape()
	if !ok1 || !ok2 || len(wsh) != 2 || len(ysh) != 4 || tensorElem(x.Type().String()) != "f32" || tensorElem(res.Type().String()) != "f32" {
		return false, nil
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD || st[0] < 1 || !maxPoolFits(ysh[2], wsh[0], wsh[1], st[1], dl[0], dl[1]) {
		return false, nil
	}
	tr, pad, ok := nchwInput(root, x)
	if !ok {
		return false, nil
	}
	src := tr.Operand(0)
	ssh, ok := src.Type().Shape()
	if !ok || len(ssh) != 4 {
		return false, nil
	}
	var lo, hi []int64
	if !pad.IsNull() {
		l, h, ok := padHW(pad, isLowestOrNegInf)
		if !ok {
			return false, nil
		}
		lo, hi = []int64{0, 0, l[0], l[1]}, []int64{0, 0, h[0], h[1]}
	}
	fill := init.Def()
	if fill.IsNull() || fill.Name() != "linalg.fill" || len(usersOf(root, init)) != 1 || !isLowestOrNegInf(fill.Operand(0)) {
		return false, nil
	}
	users := usersOf(root, res)
	if !nchwReaders(users, res) {
		return false, nil
	}
	n, oh, ow, c := ysh[0], ysh[1], ysh[2], ysh[3]
	xt := src.Type().String()
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", n, c, oh, ow)
	xin, xpt := "%x", xt
	var pb strings.Builder
	if !pad.IsNull() {
		xpt = fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ssh[0], ssh[1], ssh[2]+lo[2]+hi[2], ssh[3]+lo[3]+hi[3])
		fmt.Fprintf(&pb, `  %%xp = tensor.pad %%x low[0, 0, %[1]d, %[2]d] high[0, 0, %[3]d, %[4]d] {
  ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
    tensor.yield %%ninf : f32
  } : %[5]s to %[6]s
`, lo[2], lo[3], hi[2], hi[3], xt, xpt)
		xin = "%xp"
	}
	text := fmt.Sprintf(`module {
func.func private @__mgx_pool(%%x: %[1]s) -> %[2]s {
  %%ninf = arith.constant 0x%08[3]X : f32
%[4]s  %%e = tensor.empty() : %[2]s
  %%f = linalg.fill ins(%%ninf : f32) outs(%%e : %[2]s) -> %[2]s
  %%w = tensor.empty() : tensor<%[5]dx%[6]dxf32>
  %%y = linalg.pooling_nchw_max {dilations = dense<[%[7]d, %[8]d]> : tensor<2xi64>, strides = dense<[%[9]d, %[10]d]> : tensor<2xi64>} ins(%[11]s, %%w : %[12]s, tensor<%[5]dx%[6]dxf32>) outs(%%f : %[2]s) -> %[2]s
  return %%y : %[2]s
}
func.func private @__mgx_maps() attributes {id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>}
}`, xt, y, uint32(negInfBits), pb.String(), wsh[0], wsh[1], dl[0], dl[1], st[0], st[1], xin, xpt)
	out, idMap, err := insertBody(b, text, o, map[int]mlirc.Value{0: src}, "linalg.pooling_nchw_max")
	if err != nil {
		return false, err
	}
	if err := readAsNCHW(root, b, users, res, out, idMap); err != nil {
		return false, err
	}
	o.Erase()
	fill.Erase()
	if !pad.IsNull() {
		pad.Erase()
	}
	tr.Erase()
	return true, nil
}

// planeReduce reports whether o is a linalg.reduce of f32 over the one
// dimension dim whose body is addf(in, init) after a zero fill or
// maximumf(in, init) after a fill of -FLT_MAX or -inf (the fill used only
// by it), and returns the fill and whether it is the maximum.
func planeReduce(root, o mlirc.Op, dim int64) (fill mlirc.Op, isMax, ok bool) {
	if o.Name() != "linalg.reduce" || o.NumOperands() != 2 || o.NumResults() != 1 {
		return mlirc.Op{}, false, false
	}
	dims, okD := o.Attr("dimensions").I64s()
	if !okD || !slices.Equal(dims, []int64{dim}) || tensorElem(o.Operand(0).Type().String()) != "f32" {
		return mlirc.Op{}, false, false
	}
	body := o.Ops(0)
	if len(body) != 2 || body[1].Name() != "linalg.yield" || body[1].Operand(0) != body[0].Result(0) {
		return mlirc.Op{}, false, false
	}
	switch body[0].Name() {
	case "arith.addf":
	case "arith.maximumf":
		isMax = true
	default:
		return mlirc.Op{}, false, false
	}
	if fm := body[0].Attr("fastmath").String(); fm != "<null>" && !strings.Contains(fm, "none") {
		return mlirc.Op{}, false, false
	}
	a, c := body[0].Operand(0), body[0].Operand(1)
	if !a.IsBlockArg() || !c.IsBlockArg() || a.ArgNumber()+c.ArgNumber() != 1 {
		return mlirc.Op{}, false, false
	}
	fill = o.Operand(1).Def()
	if fill.IsNull() || fill.Name() != "linalg.fill" || len(usersOf(root, o.Operand(1))) != 1 {
		return mlirc.Op{}, false, false
	}
	if isMax {
		return fill, true, isLowestOrNegInf(fill.Operand(0))
	}
	z, okZ := constF32(fill.Operand(0))
	return fill, false, okZ && math.Float32bits(z) == 0
}

// onlyExpand returns the single user of v when it is a
// tensor.expand_shape to want, the shape.
func onlyExpand(root mlirc.Op, v mlirc.Value, want []int64) (mlirc.Op, bool) {
	us := usersOf(root, v)
	if len(us) != 1 || us[0].Name() != "tensor.expand_shape" || us[0].NumResults() != 1 {
		return mlirc.Op{}, false
	}
	sh, ok := us[0].Result(0).Type().Shape()
	return us[0], ok && slices.Equal(sh, want)
}

// nchwPlaneSumRewrite rewrites o, the first of a sum (or maximum) over H
// then W of an NCHW tensor x [N, C, H, W] (tosa's reduce_sum or reduce_max
// over axis 2 and then 3: reduce, expand to [N, C, 1, W], reduce, expand
// to [N, C, 1, 1]), as a zero (-inf) fill of [N, C, 1, 1] and a
// linalg.pooling_nchw_sum (_max) of x over an H x W window.
func nchwPlaneSumRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	fill1, isMax, ok := planeReduce(root, o, 2)
	if !ok {
		return false, nil
	}
	x := o.Operand(0)
	xsh, ok := x.Type().Shape()
	if !ok || len(xsh) != 4 {
		return false, nil
	}
	n, c, h, w := xsh[0], xsh[1], xsh[2], xsh[3]
	e1, ok := onlyExpand(root, o.Result(0), []int64{n, c, 1, w})
	if !ok {
		return false, nil
	}
	us := usersOf(root, e1.Result(0))
	if len(us) != 1 {
		return false, nil
	}
	r2 := us[0]
	fill2, isMax2, ok := planeReduce(root, r2, 3)
	if !ok || isMax2 != isMax || r2.Operand(0) != e1.Result(0) {
		return false, nil
	}
	e2, ok := onlyExpand(root, r2.Result(0), []int64{n, c, 1, 1})
	if !ok {
		return false, nil
	}
	y := fmt.Sprintf("tensor<%dx%dx1x1xf32>", n, c)
	start, op := "0x00000000", "linalg.pooling_nchw_sum"
	if isMax {
		start, op = fmt.Sprintf("0x%08X", uint32(negInfBits)), "linalg.pooling_nchw_max"
	}
	text := fmt.Sprintf(`module {
func.func private @__mgx_gpool(%%x: %[1]s) -> %[2]s {
  %%z = arith.constant %[5]s : f32
  %%e = tensor.empty() : %[2]s
  %%f = linalg.fill ins(%%z : f32) outs(%%e : %[2]s) -> %[2]s
  %%w = tensor.empty() : tensor<%[3]dx%[4]dxf32>
  %%y = %[6]s {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%%x, %%w : %[1]s, tensor<%[3]dx%[4]dxf32>) outs(%%f : %[2]s) -> %[2]s
  return %%y : %[2]s
}
}`, x.Type().String(), y, h, w, start, op)
	out, _, err := insertBody(b, text, o, map[int]mlirc.Value{0: x}, op)
	if err != nil {
		return false, err
	}
	replaceUses(root, e2.Result(0), out)
	e2.Erase()
	r2.Erase()
	fill2.Erase()
	e1.Erase()
	o.Erase()
	fill1.Erase()
	return true, nil
}

// replacePoolsNCHW replaces every linalg.pooling_nchw_max and full-plane
// linalg.pooling_nchw_sum of m (memrefs: nchwPools' rewrites after
// bufferization) that k can address by calls of it, and returns how many
// it replaced.
func replacePoolsNCHW(m *mlirc.Module, k *poolKernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no float32 NCHW pooling micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.pooling_nchw_max", func(root, o mlirc.Op) (convReplacement, bool) { return maxPoolCall(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("float32 NCHW max pooling (%s): %w", k.name, err)
	}
	n2, err := replaceConvsFused(m, "linalg.pooling_nchw_sum", func(root, o mlirc.Op) (convReplacement, bool) { return planeSumCall(root, o, k) })
	if err != nil {
		return n + n2, fmt.Errorf("float32 NCHW plane sum (%s): %w", k.name, err)
	}
	return n + n2, nil
}

// fillOf returns the linalg.fill of y (a buffer o writes) with a constant
// ahead of o, used by nothing else: the fill o's call makes dead, and its
// value's bits.
func fillOf(root, o mlirc.Op, y mlirc.Value) (mlirc.Op, uint32, bool) {
	all := listOps(root)
	for _, u := range all.users(y) {
		if u.Name() != "linalg.fill" || u.NumOperands() != 2 || u.Operand(1) != y || all.index(u) > all.index(o) {
			continue
		}
		c, ok := constF32(u.Operand(0))
		if !ok {
			return mlirc.Op{}, 0, false
		}
		// Nothing reads y between the fill and o.
		for _, op := range all[all.index(u)+1 : all.index(o)] {
			for i := range op.NumOperands() {
				if op.Operand(i) == y {
					return mlirc.Op{}, 0, false
				}
			}
		}
		return u, math.Float32bits(c), true
	}
	return mlirc.Op{}, 0, false
}

// windowBuffer returns the ops to erase with a pooling's window operand w
// (a memref.alloc used only by o and its dealloc), in erase order.
func windowBuffer(root, o mlirc.Op, w mlirc.Value) []mlirc.Op {
	a := w.Def()
	if a.IsNull() || a.Name() != "memref.alloc" {
		return nil
	}
	var ops []mlirc.Op
	for _, u := range usersOf(root, w) {
		switch {
		case u == o:
		case u.Name() == "memref.dealloc":
			ops = append(ops, u)
		default:
			return nil
		}
	}
	return append(ops, a)
}

// maxPoolCall returns the replacement of o (a linalg.pooling_nchw_max on
// memrefs) by calls of k (replaceConvs' form): x's padded copy and y's
// fill absorbed. Both must be there with -inf (nchwPools' form), else o
// stays.
func maxPoolCall(root, o mlirc.Op, k *poolKernel) (convReplacement, bool) {
	if o.NumOperands() != 3 {
		return convReplacement{}, false
	}
	x, win, y := o.Operand(0), o.Operand(1), o.Operand(2)
	rep := convReplacement{operands: []mlirc.Value{x, y, y}}
	xsh, _ := x.Type().Shape()
	wsh, okW := win.Type().Shape()
	ysh, _ := y.Type().Shape()
	if len(xsh) != 4 || !okW || len(wsh) != 2 || len(ysh) != 4 || xsh[0] != ysh[0] || xsh[1] != ysh[1] {
		return rep, false
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD || st[0] < 1 || !maxPoolFits(ysh[3], wsh[0], wsh[1], st[1], dl[0], dl[1]) {
		return rep, false
	}
	ysn, yoff, okY := nchwLayout(y)
	fill, bits, okF := fillOf(root, o, y)
	if !okY || !okF || bits != negInfBits {
		return rep, false
	}
	if slices.Equal(wsh, xsh[2:]) && ysh[2] == 1 && ysh[3] == 1 {
		return planeMaxCall(root, o, k, fill)
	}
	src, top, left := x, int64(0), int64(0)
	h, wd := xsh[2], xsh[3]
	if p, ok := padOf(root, o, 2); ok {
		if p.value != negInfBits {
			return rep, false
		}
		src, top, left = p.src, p.top, p.left
		h, wd = p.shape[2], p.shape[3]
		rep.operands[0] = p.src
		rep.erase = append(rep.erase, p.ops...)
	}
	xsn, xoff, okX := nchwLayout(src)
	if !okX {
		return rep, false
	}
	rep.erase = append(rep.erase, fill)
	rep.erase = append(rep.erase, windowBuffer(root, o, win)...)
	var body strings.Builder
	writeAddrs(&body, rep.operands, xoff, yoff)
	var args []string
	for i, v := range []int64{ysh[1], h, wd, ysh[2], ysh[3], wsh[0], wsh[1], st[0], st[1], dl[0], dl[1], top, left, xsn, ysn} {
		fmt.Fprintf(&body, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	rows := ysh[0] * ysh[1] * ysh[2]
	perRow := max(ysh[3]*wsh[0]*wsh[1]/k.lanes, 1) * (1 + k.lanes/8)
	writeChunks(&body, k.maxSymbol(), maxPoolArgs, rows, perRow, "%ix, %iy", args)
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", maxPoolArgs), ", ")
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_maxpool_args(%%x: %s, %%y: %s, %%y2: %s) {\n%s  }\n}\n",
		k.maxSymbol(), i64s, rep.operands[0].Type().String(), y.Type().String(), y.Type().String(), body.String())
	return rep, true
}

// writeChunks writes the scf.parallel over chunks of rows work items
// calling sym(first, i0, i1, args...) for each, and the return: up to
// conv32MaxChunks chunks, each marked with its work (perRow units a
// row) for the phase split.
func writeChunks(b *strings.Builder, sym string, nargs int, rows, perRow int64, first string, args []string) {
	chunk := max((rows+conv32MaxChunks-1)/conv32MaxChunks, 1)
	count := (rows + chunk - 1) / chunk
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", nargs), ", ")
	fmt.Fprintf(b, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%rows = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%i0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%i0, %%chunk : i64
      %%i1 = arith.minsi %%e, %%rows : i64
      func.call @%[4]s(%[5]s, %%i0, %%i1, %[6]s) {%[7]s = %[8]d : i64} : (%[9]s) -> ()
    }
    return
`, count, chunk, rows, sym, first, strings.Join(args, ", "), workAttr, max(chunk*perRow, 1), i64s)
}

// scaleOf returns the multiply by a constant after a plane sum into y (a
// memref.alloc used by its fill, o, one all-parallel linalg.generic and
// its dealloc): the generic (reading y and writing z, both identity maps,
// yielding mulf(y, c) of a constant c), z, c's bits and the ops that go
// with it (the generic, y's dealloc and alloc, in erase order).
func scaleOf(root, o mlirc.Op, y mlirc.Value, fill mlirc.Op) (mlirc.Value, uint32, []mlirc.Op, bool) {
	alloc := y.Def()
	if alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return mlirc.Value{}, 0, nil, false
	}
	all := listOps(root)
	var g, dealloc mlirc.Op
	for _, u := range all.users(y) {
		switch {
		case u == o || u == fill:
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		case u.Name() == "linalg.generic" && g.IsNull():
			g = u
		default:
			return mlirc.Value{}, 0, nil, false
		}
	}
	if g.IsNull() || g.NumOperands() != 2 || g.Operand(0) != y || g.NumResults() != 0 || !allParallel(g) || all.index(g) < all.index(o) {
		return mlirc.Value{}, 0, nil, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 || !identityMap(maps[0], 4) || !identityMap(maps[1], 4) {
		return mlirc.Value{}, 0, nil, false
	}
	body := g.Ops(0)
	if len(body) != 2 || body[0].Name() != "arith.mulf" || body[1].Name() != "linalg.yield" || body[1].Operand(0) != body[0].Result(0) {
		return mlirc.Value{}, 0, nil, false
	}
	if fm := body[0].Attr("fastmath").String(); fm != "<null>" && !strings.Contains(fm, "none") {
		return mlirc.Value{}, 0, nil, false
	}
	a := body[0].Operand(0)
	c, okC := constF32(body[0].Operand(1))
	if !a.IsBlockArg() || a.ArgOwner() != g || a.ArgNumber() != 0 || !okC {
		return mlirc.Value{}, 0, nil, false
	}
	z := g.Operand(1)
	if _, ok := definedBeforeValue(z, o, root); !ok || z == y {
		return mlirc.Value{}, 0, nil, false
	}
	// z is not used between o and the generic: the call, at o, writes it
	// where the generic did.
	for _, op := range all[all.index(o)+1 : all.index(g)] {
		for i := range op.NumOperands() {
			if op.Operand(i) == z {
				return mlirc.Value{}, 0, nil, false
			}
		}
	}
	ops := []mlirc.Op{g}
	if !dealloc.IsNull() {
		ops = append(ops, dealloc)
	}
	return z, math.Float32bits(c), append(ops, alloc), true
}

// planeSumCall returns the replacement of o (a linalg.pooling_nchw_sum on
// memrefs over whole planes into [N, C, 1, 1] after a zero fill) by calls
// of k, a multiply by a constant after it absorbed where it can be.
func planeSumCall(root, o mlirc.Op, k *poolKernel) (convReplacement, bool) {
	if o.NumOperands() != 3 {
		return convReplacement{}, false
	}
	x, win, y := o.Operand(0), o.Operand(1), o.Operand(2)
	rep := convReplacement{operands: []mlirc.Value{x, y, y}}
	xsh, _ := x.Type().Shape()
	wsh, okW := win.Type().Shape()
	ysh, _ := y.Type().Shape()
	if len(xsh) != 4 || !okW || len(wsh) != 2 || !slices.Equal(wsh, xsh[2:]) || !slices.Equal(ysh, []int64{xsh[0], xsh[1], 1, 1}) {
		return rep, false
	}
	xsn, xoff, okX := nchwLayout(x)
	ysn, yoff, okY := nchwLayout(y)
	fill, bits, okF := fillOf(root, o, y)
	hw := xsh[2] * xsh[3]
	if !okX || !okY || !okF || bits != 0 || xsn != xsh[1]*hw || ysn != xsh[1] {
		return rep, false
	}
	rep.erase = append(rep.erase, fill)
	scale := math.Float32bits(1)
	if z, c, ops, ok := scaleOf(root, o, y, fill); ok {
		if zsn, zoff, okZ := nchwLayout(z); okZ && zsn == xsh[1] {
			rep.operands[1], rep.operands[2], yoff, scale = z, z, zoff, c
			rep.erase = append(rep.erase, ops...)
		}
	}
	rep.erase = append(rep.erase, windowBuffer(root, o, win)...)
	var body strings.Builder
	writeAddrs(&body, rep.operands, xoff, yoff)
	fmt.Fprintf(&body, "    %%c0 = arith.constant %d : i64\n    %%c1 = arith.constant %d : i64\n", hw, scale)
	writeChunks(&body, k.sumSymbol(), gsumArgs, xsh[0]*xsh[1], max(hw/k.lanes, 1), "%ix, %iy", []string{"%c0", "%c1"})
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", gsumArgs), ", ")
	t := rep.operands[1].Type().String()
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_gsum_args(%%x: %s, %%y: %s, %%y2: %s) {\n%s  }\n}\n",
		k.sumSymbol(), i64s, x.Type().String(), t, t, body.String())
	return rep, true
}

// planeMaxCall returns the replacement of o (a linalg.pooling_nchw_max on
// memrefs over whole planes into [N, C, 1, 1], after fill, a fill of
// -inf) by calls of k's plane maximum.
func planeMaxCall(root, o mlirc.Op, k *poolKernel, fill mlirc.Op) (convReplacement, bool) {
	x, win, y := o.Operand(0), o.Operand(1), o.Operand(2)
	rep := convReplacement{operands: []mlirc.Value{x, y, y}}
	xsh, _ := x.Type().Shape()
	xsn, xoff, okX := nchwLayout(x)
	ysn, yoff, okY := nchwLayout(y)
	hw := xsh[2] * xsh[3]
	if !okX || !okY || xsn != xsh[1]*hw || ysn != xsh[1] {
		return rep, false
	}
	rep.erase = append(append(rep.erase, fill), windowBuffer(root, o, win)...)
	var body strings.Builder
	writeAddrs(&body, rep.operands, xoff, yoff)
	fmt.Fprintf(&body, "    %%c0 = arith.constant %d : i64\n", hw)
	writeChunks(&body, k.gmaxSymbol(), gmaxArgs, xsh[0]*xsh[1], max(hw/k.lanes, 1), "%ix, %iy", []string{"%c0"})
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", gmaxArgs), ", ")
	t := y.Type().String()
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_gmax_args(%%x: %s, %%y: %s, %%y2: %s) {\n%s  }\n}\n",
		k.gmaxSymbol(), i64s, x.Type().String(), t, t, body.String())
	return rep, true
}

// writeAddrs writes the pointers of a replacement's three leading operands
// (x, y and y again: replaceConvs' form) and x's and y's addresses at
// their offsets (in elements) as i64 %ix and %iy.
func writeAddrs(body *strings.Builder, ops []mlirc.Value, xoff, yoff int64) {
	for i, nm := range []string{"x", "y", "y2"} {
		fmt.Fprintf(body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, ops[i].Type().String())
	}
	for _, a := range []struct {
		name string
		off  int64
	}{{"x", xoff}, {"y", yoff}} {
		fmt.Fprintf(body, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n", a.name, a.off*4)
	}
}
