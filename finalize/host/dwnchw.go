package host

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 NCHW depthwise convolutions.
//
// An ONNX depthwise convolution (group = channels, one output channel
// each) reaches the host as tosa's NHWC depthwise convolution between
// layout changes: the input transposed NCHW -> NHWC and padded (a fill
// and a copy), the output NHWC filled with zeros, the bias added after
// it, the result transposed back (folded into the activation). On NCHW
// each channel is a plane of its own: nchwDepthwise rewrites it (on
// tensors, after foldTransposes) as a linalg.depthwise_conv_2d_nchw_chw
// of the NCHW source padded as before, the ONNX filter reshaped to C x KH
// x KW, its bias add and consumers on NCHW; once on buffers,
// replaceDepthwiseNCHW replaces it by calls of a micro-kernel
// (hostdot/dwconv_f32_nchw.h) that reads the source itself (+0.0, the pad
// value, where a tap leaves it: padOf), starts from zero, and stores the
// bias add and the consumer's steps (convEpilogueOf): one pass over the
// input and one over the output, one phase. The arithmetic is the NHWC
// kernel's (0 plus the taps, kh then kw, one FMA each, then the bias,
// then the consumer), so the bits are the same.
//
// The kernels share one signature (addresses and sizes as int64, strides
// in elements):
//
//	void mgxport_dwconv_f32_nchw_KERNEL(x, w, out, r0, r1, C, H, W, OH,
//	    OW, KH, KW, strideH, strideW, dilationH, dilationW, padTop,
//	    padLeft, padBits, xStrideN, outStrideN, bias, r, rStrideN, loBits,
//	    hiBits, epilogue, masks)
//
// computing output rows [r0, r1) of N x C x OH. masks is the address of
// the 3x3 flattened planes' tap masks (dwNCHWMasks), or 0.

//go:embed hostdot/dwconv_f32_nchw_fma512.ll
var dwNCHWFMA512IR string

//go:embed hostdot/dwconv_f32_nchw_fma256.ll
var dwNCHWFMA256IR string

// dwNCHWKernels returns every NCHW depthwise micro-kernel, in a fixed
// order (named as HostSchedule.Depthwise names the NHWC ones).
func dwNCHWKernels() []dwKernel {
	return []dwKernel{
		{"fma512", dwNCHWFMA512IR, 16},
		{"fma256", dwNCHWFMA256IR, 8},
	}
}

// dwNCHWKernelOf returns the NCHW micro-kernel called name, nil if none is.
func dwNCHWKernelOf(name string) *dwKernel {
	return kernelNamed(dwNCHWKernels(), name, func(k dwKernel) string { return k.name })
}

// dwNCHWSymbol is k's NCHW function.
func dwNCHWSymbol(k *dwKernel) string { return "mgxport_dwconv_f32_nchw_" + k.name }

// dwNCHWArgs is the number of the NCHW kernel's arguments.
const dwNCHWArgs = 28

// Bounds of the convolutions the NCHW kernel takes (a vector of outputs
// reads one contiguous run of a row, two vectors' even lanes at column
// stride 2).
const (
	dwNCHWMaxW      = 4096
	dwNCHWMaxKernel = 7
	dwNCHWMaxStride = 2
)

// nchwDepthwise rewrites every float32 linalg.depthwise_conv_2d_nhwc_hwcm
// of m (tensors, after foldTransposes) with one output channel per input
// channel, strides at most dwNCHWMaxStride, a
// filter at most dwNCHWMaxKernel square, W at most dwNCHWMaxW, whose
// input is a transpose [0, 2, 3, 1] of an NCHW tensor (padded after it by
// +0.0, or not), whose filter is a transpose [2, 3, 0, 1] of the ONNX
// filter, whose output starts as a zero fill and whose result (collapsed
// to NHWC) is only the input of a bias add (addf(bias[d3], y)) read only
// through NCHW, as a linalg.depthwise_conv_2d_nchw_chw (see above), when
// s has the NHWC depthwise kernel (Depthwise: the same CPU features). It
// returns how many it rewrote.
func nchwDepthwise(m *mlirc.Module, s HostSchedule) (int, error) {
	if dwNCHWKernelOf(s.Depthwise) == nil {
		return 0, nil
	}
	return rewriteEach(m, "linalg.depthwise_conv_2d_nhwc_hwcm", func(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
		ok, err := nchwDepthwiseRewrite(root, b, o)
		if err != nil {
			return false, fmt.Errorf("nchw depthwise convolution: %w", err)
		}
		return ok, nil
	})
}

// i64Pair reads a dense<[a, b]> or dense<a> attribute of two i64.
func i64Pair(a mlirc.Attr) ([2]int64, bool) {
	s := a.String()
	body, ok := strings.CutPrefix(s, "dense<")
	if !ok {
		return [2]int64{}, false
	}
	body, _, ok = strings.Cut(body, ">")
	if !ok {
		return [2]int64{}, false
	}
	body = strings.Trim(body, "[]")
	parts := strings.Split(body, ",")
	var r [2]int64
	for i := range 2 {
		p := parts[0]
		if len(parts) == 2 {
			p = parts[i]
		} else if len(parts) != 1 {
			return r, false
		}
		if _, err := fmt.Sscan(strings.TrimSpace(p), &r[i]); err != nil {
			return r, false
		}
	}
	return r, true
}

// nchwDepthwiseRewrite rewrites o when it can (see nchwDepthwise).
func nchwDepthwiseRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	if o.NumOperands() != 3 || o.NumResults() != 1 {
		return false, nil
	}
	x, w, init, res := o.Operand(0), o.Operand(1), o.Operand(2), o.Result(0)
	wsh, ok1 := w.Type().Shape()
	ysh, ok2 := res.Type().Shape()

	if !ok1 || !ok2 || len(wsh) != 4 || len(ysh) != 5 || wsh[3] != 1 || wsh[0] > dwNCHWMaxKernel || wsh[1] > dwNCHWMaxKernel {
		return false, nil
	}
	for _, v := range []mlirc.Value{x, w, res} {
		if tensorElem(v.Type().String()) != "f32" {
			return false, nil
		}
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD || st[0] < 1 || st[1] < 1 || st[0] > dwNCHWMaxStride || st[1] > dwNCHWMaxStride || dl[0] < 1 || dl[1] < 1 {
		return false, nil
	}
	// The input: transpose, or pad(transpose).
	tr, pad, ok := nchwInput(root, x)
	if !ok {
		return false, nil
	}
	src := tr.Operand(0)
	ssh, _ := src.Type().Shape()
	if len(ssh) != 4 || ssh[3] > dwNCHWMaxW {
		return false, nil
	}
	var lo, hi []int64
	padText := ""
	if !pad.IsNull() {
		l, h, ok := padHW(pad, isPosZero)
		if !ok {
			return false, nil // the kernel's pad is +0.0
		}
		lo, hi = []int64{0, 0, l[0], l[1]}, []int64{0, 0, h[0], h[1]}
		padText = f32Text(0)
	}
	ft := w.Def()
	if !hasPerm(ft, []int{2, 3, 0, 1}) || len(usersOf(root, w)) != 1 {
		return false, nil
	}
	wsrc := ft.Operand(0)
	fill := init.Def()
	if fill.IsNull() || fill.Name() != "linalg.fill" || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	if c, ok := constF32(fill.Operand(0)); !ok || math.Float32bits(c) != 0 {
		return false, nil
	}
	// The result: collapsed to NHWC, then only the bias add.
	us := usersOf(root, res)
	if len(us) != 1 || us[0].Name() != "tensor.collapse_shape" {
		return false, nil
	}
	col := us[0]
	adds := usersOf(root, col.Result(0))
	if len(adds) != 1 {
		return false, nil
	}
	add := adds[0]
	bias, ok := dwBiasAdd(add, col.Result(0))
	if !ok {
		return false, nil
	}
	users := usersOf(root, add.Result(0))
	if !nchwReaders(users, add.Result(0)) {
		return false, nil
	}
	n, oh, ow, c := ysh[0], ysh[1], ysh[2], ysh[3]
	xt, wt, bt := src.Type().String(), wsrc.Type().String(), bias.Type().String()
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", n, c, oh, ow)
	xin := "%x"
	var pb strings.Builder
	if !pad.IsNull() {
		ph, pw := ssh[2]+lo[2]+hi[2], ssh[3]+lo[3]+hi[3]
		fmt.Fprintf(&pb, `  %%cp = arith.constant %[1]s : f32
  %%xp = tensor.pad %%x low[0, 0, %[2]d, %[3]d] high[0, 0, %[4]d, %[5]d] {
  ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
    tensor.yield %%cp : f32
  } : %[6]s to tensor<%[7]dx%[8]dx%[9]dx%[10]dxf32>
`, padText, lo[2], lo[3], hi[2], hi[3], xt, ssh[0], ssh[1], ph, pw)
		xin = "%xp"
		xt = fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ssh[0], ssh[1], ph, pw)
	}
	text := fmt.Sprintf(`module {
func.func private @__mgx_dw(%%x: %[1]s, %%w: %[2]s, %%b: %[3]s) -> %[4]s {
%[5]s  %%wc = tensor.collapse_shape %%w [[0, 1], [2], [3]] : %[2]s into tensor<%[6]dx%[7]dx%[8]dxf32>
  %%z = arith.constant 0.000000e+00 : f32
  %%e = tensor.empty() : %[4]s
  %%f = linalg.fill ins(%%z : f32) outs(%%e : %[4]s) -> %[4]s
  %%y = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[%[10]d, %[11]d]> : tensor<2xi64>, strides = dense<[%[12]d, %[13]d]> : tensor<2xi64>} ins(%[9]s, %%wc : %[14]s, tensor<%[6]dx%[7]dx%[8]dxf32>) outs(%%f : %[4]s) -> %[4]s
  %%e2 = tensor.empty() : %[4]s
  %%a = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%%b, %%y : %[3]s, %[4]s) outs(%%e2 : %[4]s) {
  ^bb0(%%in: f32, %%in2: f32, %%out: f32):
    %%s = arith.addf %%in, %%in2 : f32
    linalg.yield %%s : f32
  } -> %[4]s
  return %%a : %[4]s
}
func.func private @__mgx_maps() attributes {id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>}
}`, src.Type().String(), wt, bt, y, pb.String(), c, wsh[0], wsh[1], xin, dl[0], dl[1], st[0], st[1], xt)
	out, idMap, err := insertBody(b, text, o, map[int]mlirc.Value{0: src, 1: wsrc, 2: bias}, "linalg.generic")
	if err != nil {
		return false, err
	}
	if err := readAsNCHW(root, b, users, add.Result(0), out, idMap); err != nil {
		return false, err
	}
	add.Erase()
	col.Erase()
	o.Erase()
	fill.Erase()
	ft.Erase()
	if !pad.IsNull() {
		pad.Erase()
	}
	tr.Erase()
	return true, nil
}

// dwBiasAdd returns the bias of tosa's bias add g after a depthwise
// convolution whose NHWC result is y: an all-parallel linalg.generic
// ins(bias, y) with maps (d3) and identities, yielding addf(bias, y).
func dwBiasAdd(g mlirc.Op, y mlirc.Value) (mlirc.Value, bool) {
	if g.Name() != "linalg.generic" || g.NumOperands() != 3 || g.NumResults() != 1 || g.Operand(1) != y || !allParallel(g) {
		return mlirc.Value{}, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 3 || !identityMap(maps[1], 4) || !identityMap(maps[2], 4) {
		return mlirc.Value{}, false
	}
	if dims, r, ok := maps[0].AffineDims(); !ok || dims != 4 || !slices.Equal(r, []int{3}) {
		return mlirc.Value{}, false
	}
	body := g.Ops(0)
	if len(body) != 2 || body[0].Name() != "arith.addf" || body[1].Name() != "linalg.yield" || body[1].Operand(0) != body[0].Result(0) {
		return mlirc.Value{}, false
	}
	a, c := body[0].Operand(0), body[0].Operand(1)
	if !a.IsBlockArg() || a.ArgNumber() != 0 || !c.IsBlockArg() || c.ArgNumber() != 1 {
		return mlirc.Value{}, false
	}
	if fm := body[0].Attr("fastmath").String(); fm != "<null>" && !strings.Contains(fm, "none") {
		return mlirc.Value{}, false
	}
	return g.Operand(0), tensorElem(g.Operand(0).Type().String()) == "f32"
}

// nchwReaders reports whether every op of users reads res (an NHWC
// tensor) only as NCHW: a linalg.transpose [0, 3, 1, 2] of it, or an
// all-parallel linalg.generic reading it through the map (d0, d2, d3,
// d1) with an identity output map.
func nchwReaders(users []mlirc.Op, res mlirc.Value) bool {
	if len(users) == 0 {
		return false
	}
	for _, u := range users {
		if hasPerm(u, []int{0, 3, 1, 2}) && u.Operand(0) == res {
			continue
		}
		if u.Name() != "linalg.generic" || u.NumResults() != 1 || !allParallel(u) {
			return false
		}
		maps, ok := u.Attr("indexing_maps").Elems()
		if !ok || len(maps) != u.NumOperands() || !identityMap(maps[len(maps)-1], 4) {
			return false
		}
		for i := range u.NumOperands() {
			if u.Operand(i) != res {
				continue
			}
			dims, r, ok := maps[i].AffineDims()
			if i == u.NumOperands()-1 || !ok || dims != 4 || !slices.Equal(r, []int{0, 2, 3, 1}) {
				return false
			}
		}
	}
	return true
}

// readAsNCHW makes users (nchwReaders of res) read y, res as NCHW: a
// transpose goes, its uses taking y; a generic's permuted map becomes the
// identity idMap.
func readAsNCHW(root mlirc.Op, b mlirc.Builder, users []mlirc.Op, res, y mlirc.Value, idMap mlirc.Attr) error {
	for _, u := range users {
		if u.Name() == "linalg.transpose" {
			replaceUses(root, u.Result(0), y)
			u.Erase()
			continue
		}
		maps, _ := u.Attr("indexing_maps").Elems()
		texts := make([]string, len(maps))
		vals := make([]mlirc.Value, u.NumOperands())
		for i := range vals {
			vals[i], texts[i] = u.Operand(i), maps[i].String()
			if vals[i] == res {
				vals[i], texts[i] = y, idMap.String()
			}
		}
		mt, err := b.Parse(fmt.Sprintf("func.func private @__mgx_maps() attributes {maps = [%s]}", strings.Join(texts, ", ")))
		if err != nil {
			return err
		}
		u.SetOperands(vals...)
		u.SetAttr("indexing_maps", mt.Attr("maps"))
		mt.Erase()
	}
	return nil
}

// replaceDepthwiseNCHW replaces every linalg.depthwise_conv_2d_nchw_chw
// of m (memrefs: nchwDepthwise's rewrites after bufferization) that k can
// address by calls of it, and returns how many it replaced.
func replaceDepthwiseNCHW(m *mlirc.Module, k *dwKernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no float32 NCHW depthwise micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.depthwise_conv_2d_nchw_chw", func(root, o mlirc.Op) (convReplacement, bool) { return dwNCHWCall(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("float32 NCHW depthwise convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// dwNCHWChunk returns the output rows a call computes (rows in all, oh
// rows a plane): at most conv32MaxChunks calls, each of whole planes where
// a plane is at most a call's share (the kernel takes several planes at
// once where they are small), else of a multiple of 4 rows (it takes 4
// short rows of a plane at once).
func dwNCHWChunk(rows, oh int64) int64 {
	chunk := max((rows+conv32MaxChunks-1)/conv32MaxChunks, 1)
	if chunk >= oh {
		return (chunk + oh - 1) / oh * oh
	}
	return (chunk + 3) / 4 * 4
}

// dwNCHWCall returns the replacement of o by calls of k (replaceConvs'
// form): the padded copy of x, y's zero fill, the bias add and the
// consumer absorbed where they can be.
func dwNCHWCall(root, o mlirc.Op, k *dwKernel) (convReplacement, bool) {
	rep := convReplacement{operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}
	if o.NumOperands() != 3 {
		return rep, false
	}
	x, w, y := o.Operand(0), o.Operand(1), o.Operand(2)
	xsh, _ := x.Type().Shape()
	wsh, _ := w.Type().Shape()
	ysh, _ := y.Type().Shape()
	wst, woff, okW := memrefLayout(w.Type().String(), wsh)
	if len(xsh) != 4 || len(wsh) != 3 || len(ysh) != 4 || !okW || wst[2] != 1 || wst[1] != wsh[2] || wst[0] != wsh[1]*wsh[2] ||
		memrefElem(w.Type().String()) != "f32" || xsh[0] != ysh[0] || xsh[1] != wsh[0] || ysh[1] != wsh[0] {
		return rep, false
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD {
		return rep, false
	}
	ysn, yoff, okY := nchwLayout(y)
	if !okY {
		return rep, false
	}
	// The input: the source itself where x is its padded copy.
	src, top, left, padBits := x, int64(0), int64(0), int64(0)
	var xsn, xoff int64
	h, wd := xsh[2], xsh[3]
	if p, ok := padOf(root, o, 2); ok && p.value == 0 {
		sn, off, ok := nchwLayout(p.src)
		if ok {
			src, top, left, padBits, xsn, xoff = p.src, p.top, p.left, p.value, sn, off
			h, wd = p.shape[2], p.shape[3]
			rep.operands[0] = p.src
			rep.erase = append(rep.erase, p.ops...)
		}
	}
	if src == x {
		sn, off, ok := nchwLayout(x)
		if !ok {
			return rep, false
		}
		xsn, xoff = sn, off
	}
	if wd > dwNCHWMaxW || wsh[1] > dwNCHWMaxKernel || wsh[2] > dwNCHWMaxKernel || st[0] < 1 || st[1] < 1 || st[0] > dwNCHWMaxStride || st[1] > dwNCHWMaxStride {
		return rep, false
	}
	var body, tail strings.Builder
	addr := func(b *strings.Builder, name string, off int64) {
		fmt.Fprintf(b, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n", name, off*4)
	}
	ptr := func(name, typ string, off int64) {
		fmt.Fprintf(&tail, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", name, typ)
		addr(&tail, name, off)
	}
	extra := ""
	tail.WriteString("    %c0_none = arith.constant 0 : i64\n")
	biasArg, resArg, rsn := "%c0_none", "%c0_none", int64(0)
	var ep convEpilogue
	if e, ok := convEpilogueOf(root, o, true); ok && e.bias != (mlirc.Value{}) {
		osn, ooff, ok1 := nchwLayout(e.out)
		bsh, _ := e.bias.Type().Shape()
		bst, boff, ok2 := memrefLayout(e.bias.Type().String(), bsh)
		rsn2, roff, ok3 := int64(0), int64(0), true
		if e.res != (mlirc.Value{}) {
			rsn2, roff, ok3 = nchwLayout(e.res)
		}
		_, okOut := definedBeforeValue(e.out, o, root)
		_, okB := definedBeforeValue(e.bias, o, root)
		okRes := e.res == (mlirc.Value{})
		if !okRes {
			_, okRes = definedBeforeValue(e.res, o, root)
		}
		own := e.out != src && (e.out.IsBlockArg() || e.out.Def().Name() == "memref.alloc")
		if ok1 && ok2 && ok3 && okOut && okB && okRes && own && bst[0] == 1 {
			ep = e
			rep.operands[2], yoff, ysn = e.out, ooff, osn
			ptr("b", e.bias.Type().String(), boff)
			extra += ", %b: " + e.bias.Type().String()
			rep.operands = append(rep.operands, e.bias)
			biasArg = "%ib"
			if e.res != (mlirc.Value{}) {
				ptr("res", e.res.Type().String(), roff)
				extra += ", %res: " + e.res.Type().String()
				rep.operands = append(rep.operands, e.res)
				resArg, rsn = "%ires", rsn2
			}
			rep.erase = append(rep.erase, e.ops...)
			rep.erase = append(rep.erase, y.Def())
		}
	}
	rows := ysh[0] * ysh[1] * ysh[2]
	perRow := max(ysh[3]*wsh[1]*wsh[2]/k.lanes, 1) * (1 + k.lanes/8)
	chunk := dwNCHWChunk(rows, ysh[2])
	count := (rows + chunk - 1) / chunk
	var args []string
	for i, v := range []int64{ysh[1], h, wd, ysh[2], ysh[3], wsh[1], wsh[2], st[0], st[1], dl[0], dl[1], top, left, padBits, xsn, ysn} {
		fmt.Fprintf(&tail, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	args = append(args, biasArg, resArg)
	for i, v := range []int64{rsn, int64(math.Float32bits(ep.lo)), int64(math.Float32bits(ep.hi)), ep.ep} {
		fmt.Fprintf(&tail, "    %%e%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%e%d", i))
	}
	// The 3x3 flattened planes' masks: a constant of the module, one a
	// plane shape, the kernel's table for every call.
	masks, global := "%c0_none", ""
	if tab, ok := dwNCHWMasks(k.lanes, h, wd, ysh[2], ysh[3], wsh[1], wsh[2], st, dl, top, left); ok {
		name := fmt.Sprintf("__mgx_dwnchw_masks_%d_%dx%d_%dx%d_%d_%d", k.lanes, h, wd, ysh[2], ysh[3], top, left)
		vals := make([]string, len(tab))
		for i, v := range tab {
			vals[i] = fmt.Sprint(int16(v))
		}
		global = fmt.Sprintf("  memref.global \"private\" constant @%s : memref<%dxi16> = dense<[%s]> {alignment = 64 : i64}\n", name, len(tab), strings.Join(vals, ", "))
		fmt.Fprintf(&tail, "    %%gm = memref.get_global @%[1]s : memref<%[2]dxi16>\n    %%pm = memref.extract_aligned_pointer_as_index %%gm : memref<%[2]dxi16> -> index\n    %%im = arith.index_cast %%pm : index to i64\n", name, len(tab))
		masks = "%im"
	}
	args = append(args, masks)
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", dwNCHWArgs), ", ")
	fmt.Fprintf(&tail, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%rows = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%i0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%i0, %%chunk : i64
      %%i1 = arith.minsi %%e, %%rows : i64
      func.call @%[4]s(%%ix, %%iw, %%iy, %%i0, %%i1, %[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
    return
`, count, chunk, rows, dwNCHWSymbol(k), strings.Join(args, ", "), workAttr, max(chunk*perRow, 1), i64s)
	for i, nm := range []string{"x", "w", "y"} {
		fmt.Fprintf(&body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, rep.operands[i].Type().String())
	}
	addr(&body, "x", xoff)
	addr(&body, "w", woff)
	addr(&body, "y", yoff)
	body.WriteString(tail.String())
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n%s  func.func private @__mgx_dwnchw_args(%%x: %s, %%w: %s, %%y: %s%s) {\n%s  }\n}\n",
		dwNCHWSymbol(k), i64s, global, rep.operands[0].Type().String(), w.Type().String(), rep.operands[2].Type().String(), extra, body.String())
	return rep, true
}

// dwNCHWMaxMaskVectors bounds the vectors of a plane whose masks
// dwNCHWMasks tabulates.
const dwNCHWMaxMaskVectors = 64

// dwNCHWMasks returns the tap masks of the kernel's 3x3 flattened planes
// (stride and dilation 1, OW == W; AVX-512: 16 lanes, a mask its lane
// bits): for a plane's vector q of 16 output pixels p = oh*OW + ow and
// tap t = kh*3 + kw, entry q*9 + t has lane l on where p = 16q + l is an
// output (p < OH*OW) and its input pixel (oh + kh - top, ow + kw - left)
// lies in the h x w input. The table is the same for every call, so the
// kernel does not rebuild it per call (a call may hold one or two
// planes). ok is false where the kernel does not take the shape so.
func dwNCHWMasks(lanes, h, w, oh, ow, kh, kw int64, st, dl [2]int64, top, left int64) ([]uint16, bool) {
	p := oh * ow
	pv := (p + lanes - 1) / lanes
	// Rows of a vector at most and more than half of one (14x14): planes
	// of at most half a vector a row (7x7) the kernel flattens as well
	// without the table (as fast: a call holds several of them), and
	// rows of two vectors (28x28) it computes as fast a row at a time
	// (EPYC, one thread, BenchmarkDepthwiseNCHW).
	if lanes != 16 || kh != 3 || kw != 3 || st != [2]int64{1, 1} || dl != [2]int64{1, 1} || ow != w || 2*w <= lanes || w > lanes || pv > dwNCHWMaxMaskVectors {
		return nil, false
	}
	tab := make([]uint16, pv*9)
	for q := range pv {
		for l := range lanes {
			px := q*lanes + l
			if px >= p {
				break
			}
			r, c := px/ow, px%ow
			for t := range int64(9) {
				ih, iw := r+t/3-top, c+t%3-left
				if ih >= 0 && ih < h && iw >= 0 && iw < w {
					tab[q*9+t] |= 1 << l
				}
			}
		}
	}
	return tab, true
}
