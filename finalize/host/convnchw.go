package host

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/mlirc"
)

// The float32 NCHW 1x1 convolutions: a GEMM on the NCHW layout.
//
// An ONNX 1x1 convolution (mobilenet's expand and project convolutions,
// squeezenet's squeeze and expand1x1) reaches the host as tosa's NHWC
// convolution between two layout changes: the input transposed NCHW ->
// NHWC, the filter FCHW -> FHWC, the output NHWC -> NCHW (folded into its
// activation by foldTransposes), the bias broadcast into the output first,
// each a pass over memory and, split over threads, a barrier. With stride
// 1 and no pad, a 1x1 convolution on NCHW is the product
// Y[n] (F x HW) = W (F x C) . X[n] (C x HW) on the tensors as they are.
//
// nchwConvs rewrites such a convolution (on tensors, before the schedule)
// as a linalg.conv_2d_nchw_fchw reading the NCHW source and the ONNX
// filter in place, its output initialized by the bias broadcast along
// channels, its consumers reading its NCHW result directly (a permuted
// map becomes the identity; a transpose back to NCHW goes). Once on
// buffers, replaceConvsNCHW replaces it by calls of a micro-kernel
// (hostdot/conv_f32_nchw.h; for each vector width a
// hostdot/conv_f32_nchw_KERNEL.c, their LLVM IR linked like the other
// micro-kernels') whose vector lanes are pixels: no transpose, no packing,
// no fill. The calls start from the bias (the broadcast goes) and absorb
// the convolution's elementwise consumer (convEpilogueOf: a residual Add,
// Clip's clamp), storing its result: one pass, one phase. Each output is
// the bias plus its products, c ascending, one FMA each, then the
// consumer's steps in its order: the same bits as the NHWC micro-kernel
// and the schedule's tiles followed by the consumer.
//
// The kernels share one signature (addresses and sizes as int64, strides
// in elements):
//
//	void mgxport_conv_f32_nchw_KERNEL(x, w, y, i0, i1, C, F, P,
//	    xStrideN, yStrideN, bias, out, outStrideN, r, rStrideN,
//	    loBits, hiBits, epilogue, panel)
//
// computing work items [i0, i1) of N x ceil(P / panel) x ceil(F / MR)
// (conv_f32_nchw.h), so the calls sit in an scf.parallel over chunks of
// items that the phase entries split across threads; each output's
// arithmetic is the same in any chunk: the same bytes at any thread count.

//go:embed hostdot/conv_f32_nchw_fma512.ll
var convNCHWFMA512IR string

//go:embed hostdot/conv_f32_nchw_fma256.ll
var convNCHWFMA256IR string

// nchwKernel is one float32 NCHW 1x1 convolution micro-kernel.
type nchwKernel struct {
	name   string // HostSchedule.Conv32: the same CPU features
	ir     string
	lanes  int64 // floats per vector
	mr, nr int64 // a register tile's channels and vectors of pixels
}

// nchwKernels returns every NCHW micro-kernel, in a fixed order.
func nchwKernels() []nchwKernel {
	return []nchwKernel{
		{"fma512", convNCHWFMA512IR, 16, 6, 4},
		{"fma256", convNCHWFMA256IR, 8, 6, 2},
	}
}

// nchwKernelOf returns the micro-kernel called name, nil if none is.
func nchwKernelOf(name string) *nchwKernel {
	return kernelNamed(nchwKernels(), name, func(k nchwKernel) string { return k.name })
}

// symbol is the kernel's function.
func (k nchwKernel) symbol() string { return "mgxport_conv_f32_nchw_" + k.name }

// nchwArgs is the number of the kernel function's arguments.
const nchwArgs = 19

// nchwPanelBytes bounds the input a panel of pixels reads (C x PW floats):
// it stays in the L2 cache while every tile of channels passes over it.
const nchwPanelBytes = 128 << 10

// nchwPanel returns the pixels of a work item's panel for n images of p
// pixels, c input and f output channels: whole register tiles, as many as
// nchwPanelBytes holds for c channels at most (the panel's input stays in
// cache while every tile of channels passes over it), no more than p
// needs, and as many as balance the items across threads best: the
// candidate whose busiest thread, by deal's contiguous chunks, has the
// least work on 2, 4, 8 and 16 threads (nchwIdle), the largest on a tie,
// at most conv32MaxChunks items (one call each) unless the largest panel
// already has more.
//
// Panels shrink by whole tiles only: a partial tile (fewer than NR
// vectors) is slower per vector (BenchmarkConvNCHW1x1, one thread on Zen
// 5: panels of 2 vectors instead of 1 tile of 4 cost 960to320x7 7%, of 7
// vectors instead of 12 cost 144to24x56 3-6%), while panels of whole
// tiles cost nothing at one thread (the 19 shapes' sum within 0.5% of the
// cache-bound panels'). On mobilenet_v2's 1x1 convolutions (AVX-512:
// TestNCHWPanel) the projections' items per launch go from 22-68 to
// 27-198 (the 7x7 ones keep their one tile of pixels: 27 and 54), the
// expansions' from 32-214 to 32-214 (24 to 144 at 56x56: 72 -> 168), and
// the busiest thread's vectors, on 16 threads, from 1.19 times the ideal
// (every thread's share) to 1.03, on 2 threads from 1.13 to 1.01.
func nchwPanel(n, c, f, p int64, k *nchwKernel) int64 {
	t := k.nr * k.lanes
	tiles := (p + t - 1) / t
	most := min(max(nchwPanelBytes/(4*c)/t, 1), tiles)
	ft := (f + k.mr - 1) / k.mr
	pv := (p + k.lanes - 1) / k.lanes
	best, score := most, int64(-1)
	for u := most; u >= 1; u-- {
		pt := (tiles + u - 1) / u
		if u < most && n*pt*ft > conv32MaxChunks {
			break
		}
		if s := nchwIdle(n, pt, ft, u*k.nr, pv); score < 0 || s < score {
			best, score = u, s
		}
	}
	return best * t
}

// nchwIdle returns the thread time (threads x the busiest thread's work,
// summed over 2, 4, 8 and 16 threads) of the n x pt x ft items of
// panels of v vectors (the last one the rest of pv) dealt as the pool's
// deal does: thread k the items [ceil(N*k/T), ceil(N*(k+1)/T)). An item's
// work is its panel's vectors.
func nchwIdle(n, pt, ft, v, pv int64) int64 {
	per := pt * ft // items per image
	// done is the work of the first i items.
	done := func(i int64) int64 {
		j := i % per
		full := j / ft
		last := min(v, pv-full*v) // the vectors of panel full (0 past the end)
		return i/per*pv*ft + min(full*v, pv)*ft + j%ft*max(last, 0)
	}
	items, sum := n*per, int64(0)
	for th := int64(2); th <= 16; th *= 2 {
		busiest := int64(0)
		for k := range th {
			lo, hi := codeobj.HostThreadShare(k, items, th)
			busiest = max(busiest, done(hi)-done(lo))
		}
		sum += th * busiest
	}
	return sum
}

// nchwConvVersion changes with any change to which convolutions nchwConvs
// rewrites, what replaceConvsNCHW absorbs or how it cuts a convolution
// into work items (nchwPanel) (it is in the compiler identity).
const nchwConvVersion = 5

// nchwConvs rewrites every float32 linalg.conv_2d_nhwc_fhwc of m (on
// tensors, after foldTransposes) with a 1x1 filter and stride 1 whose
// input is only a transpose [0, 2, 3, 1] of an NCHW tensor, whose output
// starts as the bias broadcast along channels and whose result is read
// only through NCHW (a linalg.transpose [0, 3, 1, 2], or a generic's
// input map (d0, d2, d3, d1) with an identity output map) as a
// linalg.conv_2d_nchw_fchw (see above), when s has a float32 micro-kernel
// (Conv32). It returns how many it rewrote.
func nchwConvs(m *mlirc.Module, s HostSchedule) (int, error) {
	if nchwKernelOf(s.Conv32) == nil {
		return 0, nil
	}
	return rewriteEach(m, "linalg.conv_2d_nhwc_fhwc", func(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
		ok, err := nchwConvRewrite(root, b, o)
		if err != nil {
			return false, fmt.Errorf("nchw convolution: %w", err)
		}
		if k := nchwkKernelOf(s.Conv32); !ok && k != nil {
			// A KxK filter or a stride: the KxK kernel's (convnchwk.go).
			if ok, err = nchwkConvRewrite(root, b, o, k); err != nil {
				return false, fmt.Errorf("nchw KxK convolution: %w", err)
			}
		}
		return ok, nil
	})
}

// hasPerm reports whether o is a linalg.transpose with permutation p.
func hasPerm(o mlirc.Op, p []int) bool {
	if o.IsNull() || o.Name() != "linalg.transpose" || o.NumOperands() != 2 || o.NumResults() != 1 {
		return false
	}
	perm, ok := parseI64Array(o.Attr("permutation").String())
	return ok && slices.Equal(perm, p)
}

// broadcastBias returns the bias that linalg.generic g broadcasts along
// dim d of its rank-4 output (maps (d0..d3) -> (dd) and the identity, a
// body yielding the bias).
func broadcastBias(g mlirc.Op, d int) (mlirc.Value, bool) {
	if g.IsNull() || g.Name() != "linalg.generic" || g.NumOperands() != 2 || g.NumResults() > 1 || !allParallel(g) {
		return mlirc.Value{}, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 || !identityMap(maps[1], 4) {
		return mlirc.Value{}, false
	}
	if dims, res, ok := maps[0].AffineDims(); !ok || dims != 4 || !slices.Equal(res, []int{d}) {
		return mlirc.Value{}, false
	}
	body := g.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 ||
		!body[0].Operand(0).IsBlockArg() || body[0].Operand(0).ArgNumber() != 0 {
		return mlirc.Value{}, false
	}
	return g.Operand(0), true
}

// nchwConvRewrite rewrites o when it can (see nchwConvs).
func nchwConvRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	if o.NumOperands() != 3 || o.NumResults() != 1 {
		return false, nil
	}
	x, w, init, res := o.Operand(0), o.Operand(1), o.Operand(2), o.Result(0)
	wsh, ok1 := w.Type().Shape()
	ysh, ok2 := res.Type().Shape()
	if !ok1 || !ok2 || len(wsh) != 4 || len(ysh) != 4 || wsh[1] != 1 || wsh[2] != 1 {
		return false, nil
	}
	for _, v := range []mlirc.Value{x, w, res} {
		if tensorElem(v.Type().String()) != "f32" {
			return false, nil
		}
	}
	if st, ok := o.Attr("strides").Elems(); ok {
		for _, a := range st {
			if v, ok := a.Int(); !ok || v != 1 {
				return false, nil
			}
		}
	} else if !strings.Contains(o.Attr("strides").String(), "dense<1>") {
		return false, nil
	}
	tr := x.Def()
	if !hasPerm(tr, []int{0, 2, 3, 1}) || len(usersOf(root, x)) != 1 {
		return false, nil
	}
	bg := init.Def()
	bias, ok := broadcastBias(bg, 3)
	if !ok || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	// Every reader of the result reads it as NCHW.
	users := usersOf(root, res)
	if len(users) == 0 {
		return false, nil
	}
	for _, u := range users {
		if hasPerm(u, []int{0, 3, 1, 2}) && u.Operand(0) == res {
			continue
		}
		if u.Name() != "linalg.generic" || u.NumResults() != 1 || !allParallel(u) {
			return false, nil
		}
		maps, ok := u.Attr("indexing_maps").Elems()
		if !ok || len(maps) != u.NumOperands() || !identityMap(maps[len(maps)-1], 4) {
			return false, nil
		}
		for i := range u.NumOperands() {
			if u.Operand(i) != res {
				continue
			}
			dims, r, ok := maps[i].AffineDims()
			if i == u.NumOperands()-1 || !ok || dims != 4 || !slices.Equal(r, []int{0, 2, 3, 1}) {
				return false, nil
			}
		}
	}
	src := tr.Operand(0)
	xt, wt, bt := src.Type().String(), w.Type().String(), bias.Type().String()
	nchw := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ysh[0], ysh[3], ysh[1], ysh[2])
	y, idMap, err := insertBody(b, fmt.Sprintf(`module {
func.func private @__mgx_nchw(%%x: %[1]s, %%w: %[2]s, %%b: %[3]s) -> %[4]s {
  %%wc = tensor.collapse_shape %%w [[0], [1, 2, 3]] : %[2]s into tensor<%[5]dx%[6]dxf32>
  %%we = tensor.expand_shape %%wc [[0], [1, 2, 3]] output_shape [%[5]d, %[6]d, 1, 1] : tensor<%[5]dx%[6]dxf32> into tensor<%[5]dx%[6]dx1x1xf32>
  %%e = tensor.empty() : %[4]s
  %%i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%%b : %[3]s) outs(%%e : %[4]s) {
  ^bb0(%%in: f32, %%out: f32):
    linalg.yield %%in : f32
  } -> %[4]s
  %%y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%%x, %%we : %[1]s, tensor<%[5]dx%[6]dx1x1xf32>) outs(%%i : %[4]s) -> %[4]s
  return %%y : %[4]s
}
func.func private @__mgx_maps() attributes {id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>}
}`, xt, wt, bt, nchw, wsh[0], wsh[3]), o, map[int]mlirc.Value{0: src, 1: w, 2: bias}, "linalg.conv_2d_nchw_fchw")
	if err != nil {
		return false, err
	}
	if err := readAsNCHW(root, b, users, res, y, idMap); err != nil {
		return false, err
	}
	o.Erase()
	bg.Erase()
	tr.Erase()
	return true, nil
}

// convEpilogue is the elementwise consumer of a convolution's output that
// the NCHW calls absorb: its output (where the calls store), an optional
// residual input, the clamp bounds and the steps (conv_f32_nchw.h's ep).
type convEpilogue struct {
	out, res mlirc.Value
	bias     mlirc.Value // withBias: the channels' bias added first, or null
	lo, hi   float32
	ep       int64
	ops      []mlirc.Op // y's zero fill, the generic, y's dealloc
}

// convEpilogueOf returns the consumer of o's output y (a memref.alloc)
// when y is used after o only by one all-parallel linalg.generic with
// identity maps reading y once, writing another buffer of y's type, whose
// body is a chain from y's element of at most three steps, each an
// arith.addf with another input (one residual at most, of y's type) or an
// arith.minimumf / maximumf with a constant (not NaN), and by y's dealloc.
//
// withBias (a depthwise convolution, whose output starts as a zero fill
// ahead of o, and whose bias tosa adds after it), the body may start with
// arith.addf of a bias input [C] (map (d0, d1, d2, d3) -> (d1)) and y, in
// that order, the zero fill going with the generic.
func convEpilogueOf(root, o mlirc.Op, withBias bool) (convEpilogue, bool) {
	var e convEpilogue
	y := o.Operand(2)
	if y.IsBlockArg() || y.Def().IsNull() || y.Def().Name() != "memref.alloc" {
		return e, false
	}
	var g, dealloc, fill mlirc.Op
	for _, u := range usersOf(root, y) {
		switch {
		case withBias && u.Name() == "linalg.fill" && fill.IsNull() && u.NumOperands() == 2 && u.Operand(1) == y && isBefore(root, u, o):
			c, ok := constF32(u.Operand(0))
			if !ok || math.Float32bits(c) != 0 {
				return e, false
			}
			fill = u
		case u == o || !withBias && u.Name() == "linalg.generic" && u.Operand(1) == y && u.NumOperands() == 2 && g.IsNull() && isBefore(root, u, o):
			// o, or the bias broadcast ahead of it (convBiasOf's)
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		case u.Name() == "linalg.generic" && g.IsNull():
			g = u
		default:
			return e, false
		}
	}
	if g.IsNull() || g.NumResults() != 0 || !allParallel(g) || !isBefore(root, o, g) {
		return e, false
	}
	if withBias && fill.IsNull() {
		return e, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	nin := g.NumOperands() - 1
	if !ok || len(maps) != g.NumOperands() || nin < 1 || nin > 3 {
		return e, false
	}
	ysh, _ := y.Type().Shape()
	yt := y.Type().String()
	e.out = g.Operand(nin)
	if e.out == y || e.out.Type().String() != yt || !identityMap(maps[nin], 4) {
		return e, false
	}
	yi, ri, bi := -1, -1, -1
	for i := range nin {
		v := g.Operand(i)
		dims, r, _ := maps[i].AffineDims()
		bsh, _ := v.Type().Shape()
		switch {
		case v == y && yi < 0 && identityMap(maps[i], 4):
			yi = i
		case v != y && v.Type().String() == yt && ri < 0 && identityMap(maps[i], 4):
			ri, e.res = i, v
		case withBias && bi < 0 && dims == 4 && slices.Equal(r, []int{1}) && len(bsh) == 1 && bsh[0] == ysh[1] && memrefElem(v.Type().String()) == "f32":
			bi, e.bias = i, v
		default:
			return e, false
		}
	}
	if yi < 0 {
		return e, false
	}
	body := g.Ops(0)
	if bi >= 0 {
		// The bias add first: addf(bias, y), tosa's operand order.
		if len(body) < 2 || body[0].Name() != "arith.addf" || body[0].NumOperands() != 2 ||
			!body[0].Operand(0).IsBlockArg() || body[0].Operand(0).ArgOwner() != g || body[0].Operand(0).ArgNumber() != bi ||
			!body[0].Operand(1).IsBlockArg() || body[0].Operand(1).ArgOwner() != g || body[0].Operand(1).ArgNumber() != yi {
			return e, false
		}
		if fm := body[0].Attr("fastmath").String(); fm != "<null>" && !strings.Contains(fm, "none") {
			return e, false
		}
	}
	start := 0
	if bi >= 0 {
		start = 1
	}
	if len(body)-start < 1 || len(body)-start > 4 {
		return e, false
	}
	isArg := func(v mlirc.Value, i int) bool { return v.IsBlockArg() && v.ArgOwner() == g && v.ArgNumber() == i }
	prev := mlirc.Value{}
	first := true
	if bi >= 0 {
		prev, first = body[0].Result(0), false
	}
	cur := func(v mlirc.Value) bool {
		if first {
			return isArg(v, yi)
		}
		return v == prev
	}
	steps := int64(0)
	for s, op := range body[start:] {
		if op.Name() == "linalg.yield" {
			if s != len(body)-start-1 || op.NumOperands() != 1 || first || op.Operand(0) != prev {
				return e, false
			}
			break
		}
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return e, false
		}
		a, c := op.Operand(0), op.Operand(1)
		var code int64
		switch op.Name() {
		case "arith.addf":
			if !cur(a) {
				a, c = c, a
			}
			if !cur(a) || ri < 0 || !isArg(c, ri) || hasResidualStep(e.ep) {
				return e, false
			}
			code = 1
		case "arith.minimumf", "arith.maximumf":
			if !cur(a) {
				return e, false
			}
			v, ok := constF32(c)
			if !ok || v != v {
				return e, false
			}
			if op.Name() == "arith.minimumf" {
				code, e.hi = 2, v
				if hasStep(e.ep, 2) {
					return e, false
				}
			} else {
				code, e.lo = 3, v
				if hasStep(e.ep, 3) {
					return e, false
				}
			}
		default:
			return e, false
		}
		if op.Attr("fastmath").String() != "<null>" && !strings.Contains(op.Attr("fastmath").String(), "none") {
			return e, false
		}
		e.ep |= code << (2 * steps)
		steps++
		prev, first = op.Result(0), false
	}
	if ri >= 0 && !hasResidualStep(e.ep) {
		return e, false
	}
	e.ops = []mlirc.Op{g}
	if !fill.IsNull() {
		e.ops = []mlirc.Op{fill, g}
	}
	if !dealloc.IsNull() {
		e.ops = append(e.ops, dealloc)
	}
	return e, true
}

// hasStep reports whether epilogue ep has a step code.
func hasStep(ep, code int64) bool {
	for s := range 3 {
		if ep>>(2*s)&3 == code {
			return true
		}
	}
	return false
}

// hasResidualStep reports whether epilogue ep adds the residual.
func hasResidualStep(ep int64) bool { return hasStep(ep, 1) }

// constF32 returns the value of an arith.constant f32.
func constF32(v mlirc.Value) (float32, bool) {
	d := v.Def()
	if v.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || v.Type().String() != "f32" {
		return 0, false
	}
	return f32Const(strings.TrimSpace(d.Attr("value").String()))
}

// isBefore reports whether a comes before b in root's walk order.
func isBefore(root, a, b mlirc.Op) bool {
	ia, ib := -1, -1
	i := 0
	root.Walk(func(o mlirc.Op) bool {
		if o == a {
			ia = i
		}
		if o == b {
			ib = i
		}
		i++
		return true
	})
	return ia >= 0 && ib >= 0 && ia < ib
}

// replaceConvsNCHW replaces every linalg.conv_2d_nchw_fchw of m (memrefs,
// after bufferization: nchwConvs' rewrites) whose operands k can address
// by calls of it, and returns how many it replaced.
func replaceConvsNCHW(m *mlirc.Module, k *nchwKernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no float32 NCHW micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.conv_2d_nchw_fchw", func(root, o mlirc.Op) (convReplacement, bool) { return nchwCall(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("float32 NCHW convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// nchwLayout returns the static layout of a rank-4 f32 memref whose dims
// 1..3 are contiguous (strides [sn, H*W, W, 1]): its n stride and offset.
func nchwLayout(v mlirc.Value) (sn, off int64, ok bool) {
	t := v.Type()
	sh, ok := t.Shape()
	if !ok || len(sh) != 4 || memrefElem(t.String()) != "f32" {
		return 0, 0, false
	}
	st, off, ok := memrefLayout(t.String(), sh)
	if !ok || st[3] != 1 || st[2] != sh[3] || st[1] != sh[2]*sh[3] {
		return 0, 0, false
	}
	return st[0], off, true
}

// nchwCall returns the replacement of o (a linalg.conv_2d_nchw_fchw on
// memrefs with a 1x1 filter and stride 1) by calls of k: the module text
// of replaceConvs' form, the bias and the consumer absorbed where they
// can be.
func nchwCall(root, o mlirc.Op, k *nchwKernel) (convReplacement, bool) {
	rep := convReplacement{operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}
	if o.NumOperands() != 3 {
		return rep, false
	}
	x, w, y := o.Operand(0), o.Operand(1), o.Operand(2)
	xsh, _ := x.Type().Shape()
	wsh, _ := w.Type().Shape()
	ysh, _ := y.Type().Shape()
	xsn, xoff, ok1 := nchwLayout(x)
	ysn, yoff, ok2 := nchwLayout(y)
	wst, woff, ok3 := memrefLayout(w.Type().String(), wsh)
	if !ok1 || !ok2 || !ok3 || len(wsh) != 4 || wsh[2] != 1 || wsh[3] != 1 || wst[1] != 1 || wst[0] != wsh[1] ||
		memrefElem(w.Type().String()) != "f32" || xsh[0] != ysh[0] || xsh[1] != wsh[1] || ysh[1] != wsh[0] ||
		xsh[2] != ysh[2] || xsh[3] != ysh[3] {
		return rep, false
	}
	for _, a := range []string{"strides", "dilations"} {
		if s := o.Attr(a).String(); s != "<null>" && !strings.Contains(s, "dense<1>") {
			return rep, false
		}
	}
	nb, c, f, p := ysh[0], xsh[1], wsh[0], ysh[2]*ysh[3]
	t := newNCHWCallText(ysn)
	yoff, ysn = t.fuse(root, o, &rep, f, []mlirc.Value{x}, yoff, ysn)
	pw := nchwPanel(nb, c, f, p, k)
	pt := (p + pw - 1) / pw
	ft := (f + k.mr - 1) / k.mr
	items := nb * pt * ft
	chunk := (items + conv32MaxChunks - 1) / conv32MaxChunks
	count := (items + chunk - 1) / chunk
	work := max(chunk*k.mr*pw/k.lanes*c*(1+k.lanes/8), 1)
	t.shape(c, f, p, xsn, ysn)
	t.epilogue(pw)
	rep.text = t.module(rep, "__mgx_nchw_args", k.symbol(), nchwArgs, count, chunk, items, work, xoff, woff, yoff)
	return rep, true
}

// nchwBiasGeneric returns the last op before o using o's output y when y
// is a function argument or a memref.alloc (null otherwise: a view, which
// another view of its buffer could write): the bias broadcast, where
// there is one.
func nchwBiasGeneric(root, o mlirc.Op) mlirc.Op {
	y := o.Operand(2)
	if !y.IsBlockArg() && (y.Def().IsNull() || y.Def().Name() != "memref.alloc") {
		return mlirc.Op{}
	}
	var g mlirc.Op
	done := false
	root.Walk(func(op mlirc.Op) bool {
		if done || op == o {
			done = true
			return true
		}
		for i := range op.NumOperands() {
			if op.Operand(i) == y {
				g = op
			}
		}
		return true
	})
	return g
}

// indexIn returns the position of an op in root's walk order (-1 if not
// there), as definedBefore takes it.
func indexIn(root mlirc.Op) func(mlirc.Op) int { return listOps(root).index }

// definedBeforeValue reports whether v is available at o: a block
// argument, or defined ahead of o.
func definedBeforeValue(v mlirc.Value, o, root mlirc.Op) (mlirc.Op, bool) {
	if v.IsBlockArg() {
		return mlirc.Op{}, true
	}
	d := v.Def()
	return d, !d.IsNull() && isBefore(root, d, o)
}
