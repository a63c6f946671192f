package host

import (
	_ "embed"
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/mlirc"
)

// The float32 NCHW KxK convolutions: dense convolutions with a KH x KW
// filter (or a 1x1 filter with a stride), on the NCHW layout.
//
// Like the 1x1 ones (convnchw.go), an ONNX KxK convolution (squeezenet's
// expand3x3 and first convolution, a CNN's 3x3 convolutions) reaches the
// host as tosa's NHWC convolution between layout changes: the input
// transposed NCHW -> NHWC and padded (a fill and a copy), the filter
// transposed FCHW -> FHWC on every call, the bias broadcast into the
// output, the result transposed back; each a pass over memory and, split
// over threads, a barrier (mostly on one thread). nchwkConvRewrite
// rewrites such a convolution (on tensors, before the schedule) as a
// linalg.conv_2d_nchw_fchw of the NCHW source padded as before and the
// ONNX filter itself (no filter transpose at all), its output the bias
// broadcast along channels, its consumers reading its NCHW result
// directly. Once on buffers, replaceConvsNCHWK replaces it by calls of
// its own micro-kernel (hostdot/conv_f32_nchwk.h), not a case of the 1x1
// kernel: LLVM specializes a micro-kernel in every host kernel calling
// it, so a 1x1 convolution's kernel never compiles the KxK code (session
// 12's KxK case inside the 1x1 kernel made mobilenet_v2's cold finalize
// 4x slower). The calls read the unpadded source (the padded copy goes:
// padOf; a tap outside the input reads +0.0 through a masked load), start
// from the bias and store the consumer's steps (convEpilogueOf): one
// phase. Each output is the bias plus the products over blocks of 16
// channels (8 where planes lie a multiple of 4 KiB apart), then kh, kw,
// then the block's channels ascending (the NHWC kernel's order is kh,
// kw, then c: the results differ from it by rounding), then the
// consumer's steps.
//
// The kernel's signature (addresses and sizes as int64, strides in
// elements):
//
//	void mgxport_conv_f32_nchwk_KERNEL(x, w, y, i0, i1, C, F, H, W, OH, OW,
//	    KH, KW, strideH, strideW, padTop, padLeft, panel, tileGroup, flat,
//	    xStrideN, yStrideN, bias, out, outStrideN, r, rStrideN, loBits,
//	    hiBits, epilogue)
//
// computing work items [i0, i1) of N x ceil(vectors / panel) x
// ceil(ceil(F / MR) / tileGroup) (nchwkPanel, nchwkTileGroup), so the
// calls
// sit in an scf.parallel over chunks of items that the phase entries
// split across threads; each output's arithmetic is the same in any
// chunk: the same bytes at any thread count.

//go:embed hostdot/conv_f32_nchwk_fma512.ll
var convNCHWKFMA512IR string

//go:embed hostdot/conv_f32_nchwk4_fma512.ll
var convNCHWK4FMA512IR string

// nchwkKernels returns every NCHW KxK micro-kernel, in a fixed order,
// named as HostSchedule.Conv32 names the NHWC ones (the same CPU
// features): a name's first is its tiles for any plane, the next (NR
// nchwkSmallNR) its tiles for small flat planes (nchwkTileFor), each its
// own function. AVX2 machines keep the NHWC kernel for KxK convolutions.
func nchwkKernels() []nchwKernel {
	return []nchwKernel{
		{"fma512", convNCHWKFMA512IR, 16, 8, 3},
		{"fma512", convNCHWK4FMA512IR, 16, 6, nchwkSmallNR},
	}
}

// nchwkSmallNR is the vectors of pixels of the small planes' register
// tile (6 channels x 4 vectors: a 7x7 plane in one tile of 64 lanes, not
// two of 48; an 8x8 one exactly).
const nchwkSmallNR = 4

// nchwkKernelOf returns the KxK micro-kernel called name (its tiles for
// any plane), nil if none is.
func nchwkKernelOf(name string) *nchwKernel {
	return kernelNamed(nchwkKernels(), name, func(k nchwKernel) string { return k.name })
}

// nchwkSymbol is k's KxK function.
func nchwkSymbol(k *nchwKernel) string {
	if k.nr == nchwkSmallNR {
		return "mgxport_conv_f32_nchwk4_" + k.name
	}
	return "mgxport_conv_f32_nchwk_" + k.name
}

// nchwkTileFor returns the kernel of k's name whose register tiles cover
// an oh x ow plane read from c channels of rows of w columns at strides
// st: the small planes' (nchwkSmallNR vectors; flat planes only) where
// its tiles leave at least an eighth fewer lanes empty (7x7 and 8x8
// planes: 64 lanes, not 96), else k.
func nchwkTileFor(c, w, oh, ow int64, st [2]int64, k *nchwKernel) *nchwKernel {
	flat, vecs, _ := nchwkPanel(c, w, oh, ow, st, k)
	if flat == 0 {
		return k
	}
	for _, s := range nchwkKernels() {
		if s.name == k.name && s.nr == nchwkSmallNR && s.nr != k.nr {
			if small, big := (vecs+s.nr-1)/s.nr*s.nr, (vecs+k.nr-1)/k.nr*k.nr; 8*small <= 7*big {
				return &s
			}
		}
	}
	return k
}

// nchwkArgs is the number of the KxK kernel function's arguments.
const nchwkArgs = 30

// Bounds of the convolutions the KxK kernel takes (a vector of outputs
// reads one run of an input row, at column stride 2 of one of the input's
// phases: convnchwk_s2.go).
const (
	nchwkMaxKernel    = 7 // conv_f32_nchwk.h's KMAX
	nchwkMaxStride    = 2
	nchwkMaxRowStride = 4
	// nchwkMinChannels is the kernels' largest MR: past the last whole
	// tile of output channels a tile computes the last MR.
	nchwkMinChannels = 8
)

// nchwkRowBlock returns the output rows of a KxK work item for rows of
// ow columns: as few as make the item's vectors (a row's ceil(ow / lanes)
// each) a multiple of the register tile's nr, so that every tile is
// whole.
func nchwkRowBlock(ow int64, k *nchwKernel) int64 {
	v := (ow + k.lanes - 1) / k.lanes
	a, b := v, k.nr
	for b != 0 {
		a, b = b, a%b
	}
	return k.nr / a
}

// nchwkPanel returns how the KxK kernel covers an output plane of oh x
// ow pixels read from c channels of rows of w columns with strides st:
// flat (1) where the taps are constant offsets in the input (stride 1, w
// == ow: no lane of a vector left empty by short rows, and panels of
// nchwPanelBytes), else by rows (0); the plane's vectors and a work item's panel of them (a
// multiple of the register tile's nr: whole rows of nchwkRowBlock rows,
// or, flat, as many tiles as read nchwPanelBytes of input, one at least).
func nchwkPanel(c, w, oh, ow int64, st [2]int64, k *nchwKernel) (flat, vecs, panel int64) {
	if st == [2]int64{1, 1} && w == ow {
		vecs = (oh*ow + k.lanes - 1) / k.lanes
		tiles := max(nchwPanelBytes/(4*c*k.lanes*k.nr), 1)
		return 1, vecs, min(tiles, (vecs+k.nr-1)/k.nr) * k.nr
	}
	vr := (ow + k.lanes - 1) / k.lanes
	return 0, oh * vr, nchwkRowBlock(ow, k) * vr
}

// nchwkSmallFilterBytes is the filter size up to which the NHWC kernel
// (which reads the whole filter for each block of pixels) keeps it in the
// L2 cache.
const nchwkSmallFilterBytes = 256 << 10

// nchwkWins reports whether the KxK kernel k is the faster one for a
// convolution of c input channels, rows of w columns, an oh x ow output
// and the NHWC filter shape fsh (F, KH, KW, C) at strides st (column
// stride 1: at 2 the kernel by phases is taken, convnchwk_s2.go), as
// BenchmarkConvNCHWK measures (one thread): not where its
// register tiles (nchwkTileFor's) leave a quarter of their lanes empty
// (a 5x5 plane: 25 pixels in a tile of 3 vectors; an unpadded 3x3 on
// rows of 6) and the filter is small (the NHWC kernel reads it for every
// block of pixels). The small planes' tiles fill resnet_mini's 8x8 over
// 64 channels (18 us, the NHWC kernel 26) and take resnet18's 7x7 over
// 512 in 64 lanes (1.15 ms; in two tiles of 3 vectors 1.75, the NHWC
// kernel 3.4).
func nchwkWins(c, w, oh, ow int64, fsh []int64, st [2]int64, k *nchwKernel) bool {
	// The lanes the register tiles of a plane use: flat, its pixels in
	// whole tiles of vectors; by rows, a row's columns in its vectors.
	k = nchwkTileFor(c, w, oh, ow, st, k)
	flat, vecs, _ := nchwkPanel(c, w, oh, ow, st, k)
	used, lanes := oh*ow, (vecs+k.nr-1)/k.nr*k.nr*k.lanes
	if flat == 0 {
		used, lanes = ow, (ow+k.lanes-1)/k.lanes*k.lanes
	}
	return 4*used >= 3*lanes || 4*fsh[0]*fsh[1]*fsh[2]*c > nchwkSmallFilterBytes
}

// nchwkGroupBytes bounds the filter rows of a KxK work item's group of
// channel tiles (MR x C x KH x KW floats each): they stay in the L1 cache
// while the item's register tiles pass over them.
const nchwkGroupBytes = 16 << 10

// nchwkTileGroup returns the tiles of MR output channels of a KxK work
// item for filters of taps (C x KH x KW) floats a channel: as many of the
// ft tiles as nchwkGroupBytes holds (one at least), the groups as even as
// that many allows.
func nchwkTileGroup(taps, ft int64, k *nchwKernel) int64 {
	g := min(max(nchwkGroupBytes/(4*k.mr*taps), 1), ft)
	n := (ft + g - 1) / g
	return (ft + n - 1) / n
}

// nchwkMinItems is the work items a KxK convolution wants at least (where
// nchwkItemFMAs allows), so that each of 16 threads (the device's Xeon)
// gets 8 or more: the pool deals a thread a contiguous chunk of the
// items (runtime/host/pool.go), and a thread that comes late or runs
// slower leaves the others smaller pieces to take. Session 15 wanted 64,
// and resnet18's 3x3s had 64 to 96 (layer1: 9 panels of 8 channel tiles,
// 72: 4 or 5 a thread at 16); ORT's MLAS cuts layer1 into 224 units (4
// blocks of 16 channels by 56 rows). More, smaller items cost one thread
// nothing measurable (BenchmarkConvNCHWK on the EPYC, 3 interleaved
// rounds, wanting 64, 128, 256 and 512: resnet18's 3x3s at 56, 28 and 14
// within 2%, cnn_fp32's 32x32 within noise): each register tile computes
// its taps whatever the panel, and a group's filter rows stay in L1.
const nchwkMinItems = 128

// nchwkMaxItems bounds the work items nchwkSplit makes, and the calls of
// one convolution (nchwkCalls; the other kernels' conv32MaxChunks is 256):
// a call of one item each up to it, so that the pool's chunks of calls
// split the items as finely as nchwkSplit cut them (resnet18's layer2:
// 272 items, 17 for each of 16 threads; two a call, 8 or 9 calls a
// thread). A call costs a function call and a range's bounds.
const nchwkMaxItems = 1024

// nchwkItemFMAs is the multiply-adds a KxK work item keeps at least
// where nchwkSplit makes items smaller (about 3 us on one core): a
// convolution of a few microseconds (resnet_mini's 16 channels at 32x32,
// 2.4M) gets a few items, not 64 of one register tile whose taps (a
// group of one channel tile computes them for itself) cost a tenth of
// its products.
const nchwkItemFMAs = 256 << 10

// nchwkSplit returns the panel (ps vectors, a multiple of unit) and the
// channel tile group (fg of the ft tiles) of a KxK convolution of fmas
// multiply-adds over nb images of vecs vectors of pixels, at most what
// the caches allow (nchwkPanel's ps, nchwkTileGroup's fg): of the
// panels and groups that make nchwkMinItems work items or more (where
// that many keep nchwkItemFMAs each; else as many as do, and never more
// than nchwkMaxItems), the one whose items the threads share most evenly
// (nchwkBalance), the fewest items of those as even within half a
// percent. Items run whole register tiles, so a plane's vectors rarely
// split evenly: resnet18's layer1 (196 vectors, 66 tiles, 8 channel
// tiles) takes panels of 3 tiles, 22 x 8 = 176 items, 11 for each of 16
// threads, rather than 33 panels of 2 (264 items: 16 or 17 a thread).
func nchwkSplit(nb, vecs, ps, unit, ft, fg, fmas int64) (int64, int64) {
	limit := min(max(fmas/nchwkItemFMAs, 1), nchwkMaxItems)
	want := min(nchwkMinItems, limit)
	items := func(p, g int64) int64 { return nb * ((vecs + p - 1) / p) * ((ft + g - 1) / g) }
	if items(ps, fg) >= limit {
		return ps, fg
	}
	// The candidates: for each count of panels the smallest panel (the
	// last one the largest it can be), for each count of groups the
	// smallest group.
	type cand struct{ ps, fg, items int64 }
	var cands []cand
	lastP := int64(-1)
	for p := unit; p <= ps; p += unit {
		np := (vecs + p - 1) / p
		if np == lastP {
			continue
		}
		lastP = np
		lastG := int64(-1)
		for g := int64(1); g <= fg; g++ {
			ng := (ft + g - 1) / g
			if ng == lastG {
				continue
			}
			lastG = ng
			if n := items(p, g); n <= limit || p == ps && g == fg {
				cands = append(cands, cand{p, g, n})
			}
		}
	}
	// Enough items where some candidate makes them, else the most; of
	// those the most even, and of the as even the fewest items.
	most := int64(0)
	for _, c := range cands {
		most = max(most, c.items)
	}
	want = min(want, most)
	scores := make([]float64, len(cands))
	low := math.Inf(1)
	for i, c := range cands {
		if c.items >= want {
			scores[i] = nchwkBalance(nb, vecs, c.ps, ft, c.fg)
			low = min(low, scores[i])
		}
	}
	best := cand{ps, fg, items(ps, fg)}
	found := false
	for i, c := range cands {
		if c.items >= want && scores[i] <= low+0.005 && (!found || c.items < best.items) {
			best, found = c, true
		}
	}
	return best.ps, best.fg
}

// nchwkBalance returns how unevenly the work items of panels of ps
// vectors and groups of fg channel tiles share out over 2 and over 16
// threads (this machine's cores and the device's Xeon's), as the pool
// deals them: the calls (nchwkCalls' chunks of items) in contiguous
// chunks of a thread each; each item's work its panel's vectors times
// its group's tiles. It is the larger of the two's most work a thread
// gets over the mean (1: even).
func nchwkBalance(nb, vecs, ps, ft, fg int64) float64 {
	np, ng := (vecs+ps-1)/ps, (ft+fg-1)/fg
	items := nb * np * ng
	chunk, calls := nchwkCalls(items)
	work := func(i int64) int64 {
		pt, gt := i/ng%np, i%ng
		return min(ps, vecs-pt*ps) * min(fg, ft-gt*fg)
	}
	total := nb * vecs * ft
	worst := 1.0
	for _, t := range []int64{2, 16} {
		for k := range t {
			var w int64
			lo, hi := codeobj.HostThreadShare(k, calls, t)
			for c := lo; c < hi; c++ {
				for i := c * chunk; i < min((c+1)*chunk, items); i++ {
					w += work(i)
				}
			}
			worst = max(worst, float64(w*t)/float64(total))
		}
	}
	return worst
}

// nchwkCalls returns the work items a call of the KxK kernel computes and
// the calls of a convolution of items work items (nchwkMaxItems calls at
// most).
func nchwkCalls(items int64) (chunk, calls int64) {
	chunk = (items + nchwkMaxItems - 1) / nchwkMaxItems
	return chunk, (items + chunk - 1) / chunk
}

// nchwkWork is how the KxK kernel's calls cut one convolution into work
// items (nchwkItems).
type nchwkWork struct {
	flat, vecs int64 // nchwkPanel's
	ps, fg     int64 // a work item's panel of vectors and group of channel tiles
	items      int64 // the work items: images x panels x groups
}

// nchwkItems returns the work items of a KxK convolution of nb images, c
// input and f output channels, rows of w columns read at strides st (the
// phases' at column stride 2: convnchwk_s2.go), an oh x ow output and a kh
// x kw filter, on the register tiles of k (nchwkTileFor's).
func nchwkItems(nb, c, f, w, oh, ow, kh, kw int64, st [2]int64, k *nchwKernel) nchwkWork {
	ft := (f + k.mr - 1) / k.mr
	flat, vecs, ps := nchwkPanel(c, w, oh, ow, st, k)
	fg := nchwkTileGroup(c*kh*kw, ft, k)
	unit := k.nr // a panel's step: whole register tiles, or rows
	if flat == 0 {
		unit = nchwkRowBlock(ow, k) * ((ow + k.lanes - 1) / k.lanes)
	}
	ps, fg = nchwkSplit(nb, vecs, ps, unit, ft, fg, nb*f*oh*ow*c*kh*kw)
	return nchwkWork{flat: flat, vecs: vecs, ps: ps, fg: fg, items: nb * ((vecs + ps - 1) / ps) * ((ft + fg - 1) / fg)}
}

// nchwkConvRewrite rewrites o (a linalg.conv_2d_nhwc_fhwc on tensors)
// when its filter is not 1x1 or its stride not 1, at most nchwkMaxKernel
// a side, its dilations are 1, its column stride at most nchwkMaxStride
// (row stride nchwkMaxRowStride), its element type f32, its input a
// transpose [0, 2, 3, 1] of an NCHW tensor (padded after it by +0.0 on
// the spatial dims, or not), its filter a transpose [0, 2, 3, 1] of the
// ONNX filter, its output starts as the bias broadcast along channels and
// its result is read only through NCHW, and it has nchwkMinChannels output
// channels at least: as a linalg.conv_2d_nchw_fchw of
// the source padded the same way and the ONNX filter, its output the bias
// broadcast along channels (see above).
func nchwkConvRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op, k *nchwKernel) (bool, error) {
	if o.NumOperands() != 3 || o.NumResults() != 1 {
		return false, nil
	}
	x, w, init, res := o.Operand(0), o.Operand(1), o.Operand(2), o.Result(0)
	wsh, ok1 := w.Type().Shape()
	ysh, ok2 := res.Type().Shape()
	if !ok1 || !ok2 || len(wsh) != 4 || len(ysh) != 4 || wsh[1] > nchwkMaxKernel || wsh[2] > nchwkMaxKernel || wsh[0] < nchwkMinChannels {
		return false, nil
	}
	for _, v := range []mlirc.Value{x, w, res} {
		if tensorElem(v.Type().String()) != "f32" {
			return false, nil
		}
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD || dl != [2]int64{1, 1} || st[0] < 1 || st[1] < 1 || st[0] > nchwkMaxRowStride || st[1] > nchwkMaxStride {
		return false, nil
	}
	if wsh[1] == 1 && wsh[2] == 1 && st == [2]int64{1, 1} {
		return false, nil // the 1x1 kernel's (nchwConvRewrite)
	}
	// The input: [pad] of [slice] of the transpose of [a slice of] the
	// NCHW source, each used only by the next.
	if len(usersOf(root, x)) != 1 {
		return false, nil
	}
	var pad, sliceH, sliceC mlirc.Op
	tr := x.Def()
	if !tr.IsNull() && tr.Name() == "tensor.pad" {
		pad = tr
		tr = pad.Operand(0).Def()
		if len(usersOf(root, pad.Operand(0))) != 1 {
			return false, nil
		}
	}
	// sh4 is the input's shape as the convolution sees it (NHWC).
	var sh4 []int64
	if !tr.IsNull() && tr.Name() == "tensor.extract_slice" {
		sh4, _ = tr.Result(0).Type().Shape()
		if len(sh4) != 4 || !topLeftSlice(tr, []int{1, 2}) || len(usersOf(root, tr.Operand(0))) != 1 {
			return false, nil
		}
		sliceH, tr = tr, tr.Operand(0).Def()
	}
	if !hasPerm(tr, []int{0, 2, 3, 1}) {
		return false, nil
	}
	src := tr.Operand(0)
	if d := src.Def(); !d.IsNull() && d.Name() == "tensor.extract_slice" && topLeftSlice(d, []int{2, 3}) && len(usersOf(root, src)) == 1 {
		if sh4 == nil {
			ish, ok := src.Type().Shape()
			if !ok || len(ish) != 4 {
				return false, nil
			}
			sh4 = []int64{ish[0], ish[2], ish[3], ish[1]}
		}
		sliceC, src = d, d.Operand(0)
	}
	ssh, _ := src.Type().Shape()
	if len(ssh) != 4 || slices.Min(ssh) < 1 || slices.Min(ysh) < 1 || slices.Min(wsh) < 1 {
		return false, nil // (an empty tensor: no work, and sizes divide)
	}
	if sh4 == nil {
		sh4 = []int64{ssh[0], ssh[2], ssh[3], ssh[1]}
	}
	lo, hi := [2]int64{}, [2]int64{}
	if !pad.IsNull() {
		var ok bool
		if lo, hi, ok = padHW(pad, isPosZero); !ok {
			return false, nil // the kernel's pad is +0.0
		}
	}
	// The output's size is the padded input's (the kernel reads only
	// taps inside the padded input, as the convolution does).
	if lo[0] < 0 || lo[1] < 0 || hi[0] < 0 || hi[1] < 0 || lo[0] >= wsh[1] || lo[1] >= wsh[2] ||
		ysh[1] != (sh4[1]+lo[0]+hi[0]-wsh[1])/st[0]+1 || ysh[2] != (sh4[2]+lo[1]+hi[1]-wsh[2])/st[1]+1 {
		return false, nil
	}
	if !sliceH.IsNull() || !sliceC.IsNull() {
		// A slice (ONNX's floor of a stride leaves the last rows or
		// columns unread) goes where the taps read no row or column past
		// it: they read the same values in the source. The pad below
		// and right is then what the source's size leaves to pad.
		for i, k := range []int64{wsh[1], wsh[2]} {
			last := (ysh[1+i]-1)*st[i] + k - 1 - lo[i] // the last row (column) read
			if last >= sh4[1+i] {
				return false, nil
			}
			hi[i] = max(0, last+1-ssh[2+i])
		}
	}
	// The filter: the transpose's ONNX source; a 1x1 filter's transpose
	// is a reshape (folded away): its F x 1 x 1 x C is F x C x 1 x 1.
	// (At column stride 2 the kernel by phases: convnchwk_s2.go.)
	if st[1] == 2 && !nchwkS2Takes(ssh, ysh[3], ysh[1], ysh[2], wsh[1], wsh[2], st[0], lo[0], lo[1], k) || st[1] != 2 && !nchwkWins(ssh[1], sh4[2], ysh[1], ysh[2], wsh, st, k) {
		return false, nil
	}
	ft := w.Def()
	wsrc, wArg, wText := w, "%w", ""
	nc := ssh[1]
	if hasPerm(ft, []int{0, 2, 3, 1}) && len(usersOf(root, w)) == 1 {
		wsrc = ft.Operand(0)
	} else if wsh[1] == 1 && wsh[2] == 1 {
		ft = mlirc.Op{}
		wt := w.Type().String()
		wText = fmt.Sprintf(`  %%wc = tensor.collapse_shape %%w [[0], [1, 2, 3]] : %[1]s into tensor<%[2]dx%[3]dxf32>
  %%we = tensor.expand_shape %%wc [[0], [1, 2, 3]] output_shape [%[2]d, %[3]d, 1, 1] : tensor<%[2]dx%[3]dxf32> into tensor<%[2]dx%[3]dx1x1xf32>
`, wt, wsh[0], nc)
		wArg = "%we"
	} else {
		return false, nil
	}
	bg := init.Def()
	bias, ok := broadcastBias(bg, 3)
	if !ok || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	users := usersOf(root, res)
	if !nchwReaders(users, res) {
		return false, nil
	}
	xt, wt, bt := src.Type().String(), wsrc.Type().String(), bias.Type().String()
	nchw := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ysh[0], ysh[3], ysh[1], ysh[2])
	xin, xpt, padText := "%x", xt, ""
	if !pad.IsNull() || lo != [2]int64{} || hi != [2]int64{} {
		xpt = fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ssh[0], ssh[1], ssh[2]+lo[0]+hi[0], ssh[3]+lo[1]+hi[1])
		padText = fmt.Sprintf(`  %%cp = arith.constant 0.000000e+00 : f32
  %%xp = tensor.pad %%x low[0, 0, %[1]d, %[2]d] high[0, 0, %[3]d, %[4]d] {
  ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
    tensor.yield %%cp : f32
  } : %[5]s to %[6]s
`, lo[0], lo[1], hi[0], hi[1], xt, xpt)
		xin = "%xp"
	}
	y, idMap, err := insertBody(b, fmt.Sprintf(`module {
func.func private @__mgx_nchwk(%%x: %[1]s, %%w: %[2]s, %%b: %[3]s) -> %[4]s {
%[5]s%[10]s  %%e = tensor.empty() : %[4]s
  %%i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%%b : %[3]s) outs(%%e : %[4]s) {
  ^bb0(%%in: f32, %%out: f32):
    linalg.yield %%in : f32
  } -> %[4]s
  %%y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[%[8]d, %[9]d]> : tensor<2xi64>} ins(%[6]s, %[11]s : %[7]s, %[12]s) outs(%%i : %[4]s) -> %[4]s
  return %%y : %[4]s
}
func.func private @__mgx_maps() attributes {id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>}
}`, xt, wt, bt, nchw, padText, xin, xpt, st[0], st[1], wText, wArg, fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", wsh[0], nc, wsh[1], wsh[2])), o, map[int]mlirc.Value{0: src, 1: wsrc, 2: bias}, "linalg.conv_2d_nchw_fchw")
	if err != nil {
		return false, err
	}
	if err := readAsNCHW(root, b, users, res, y, idMap); err != nil {
		return false, err
	}
	o.Erase()
	bg.Erase()
	if !ft.IsNull() {
		ft.Erase()
	}
	if !pad.IsNull() {
		pad.Erase()
	}
	for _, op := range []mlirc.Op{sliceH, tr, sliceC} {
		if !op.IsNull() {
			op.Erase()
		}
	}
	return true, nil
}

// topLeftSlice reports whether sl (a rank-4 tensor.extract_slice) keeps
// the top left of dims (its offsets 0, its strides 1) and every other dim
// whole.
func topLeftSlice(sl mlirc.Op, dims []int) bool {
	if sl.NumOperands() != 1 || sl.NumResults() != 1 {
		return false
	}
	offs, ok1 := sl.Attr("static_offsets").I64s()
	steps, ok2 := sl.Attr("static_strides").I64s()
	sizes, ok3 := sl.Attr("static_sizes").I64s()
	ish, ok4 := sl.Operand(0).Type().Shape()
	if !ok1 || !ok2 || !ok3 || !ok4 || len(offs) != 4 || len(steps) != 4 || len(sizes) != 4 || len(ish) != 4 {
		return false
	}
	for i := range 4 {
		if offs[i] != 0 || steps[i] != 1 || sizes[i] < 1 || sizes[i] > ish[i] || sizes[i] != ish[i] && !slices.Contains(dims, i) {
			return false
		}
	}
	return true
}

// replaceConvsNCHWK replaces every linalg.conv_2d_nchw_fchw of m
// (memrefs: nchwkConvRewrite's rewrites after bufferization) that k can
// address by calls of it, and returns how many it replaced.
func replaceConvsNCHWK(m *mlirc.Module, k *nchwKernel) (int, error) {
	if k == nil {
		return 0, nil
	}
	n, err := replaceConvsFused(m, "linalg.conv_2d_nchw_fchw", func(root, o mlirc.Op) (convReplacement, bool) { return nchwkCall(root, o, k) })
	if err != nil {
		return n, fmt.Errorf("float32 NCHW KxK convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// nchwkCall returns the replacement of o (a linalg.conv_2d_nchw_fchw on
// memrefs) by calls of k (replaceConvs' form): the padded copy of x, the
// bias broadcast and the consumer absorbed where they can be.
func nchwkCall(root, o mlirc.Op, k *nchwKernel) (convReplacement, bool) {
	rep := convReplacement{operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}
	if o.NumOperands() != 3 {
		return rep, false
	}
	x, w, y := o.Operand(0), o.Operand(1), o.Operand(2)
	xsh, _ := x.Type().Shape()
	wsh, _ := w.Type().Shape()
	ysh, _ := y.Type().Shape()
	wst, woff, okW := memrefLayout(w.Type().String(), wsh)
	if len(xsh) != 4 || len(wsh) != 4 || len(ysh) != 4 || !okW || memrefElem(w.Type().String()) != "f32" ||
		wst[3] != 1 || wst[2] != wsh[3] || wst[1] != wsh[2]*wsh[3] || wst[0] != wsh[1]*wsh[2]*wsh[3] ||
		xsh[0] != ysh[0] || xsh[1] != wsh[1] || ysh[1] != wsh[0] || wsh[2] > nchwkMaxKernel || wsh[3] > nchwkMaxKernel || wsh[0] < k.mr {
		return rep, false
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	// (Only what the kernel can do: nchwkConvRewrite chose it, and the
	// generic lowering of the NCHW convolution is far slower than either.)
	if !okS || !okD || dl != [2]int64{1, 1} || st[0] < 1 || st[1] < 1 || st[0] > nchwkMaxRowStride || st[1] > nchwkMaxStride {
		return rep, false
	}
	ysn, yoff, okY := nchwLayout(y)
	if !okY {
		return rep, false
	}
	// The input: the source itself where x is its padded copy.
	src, top, left := x, int64(0), int64(0)
	var xsn, xoff int64
	h, wd := xsh[2], xsh[3]
	if p, ok := padOf(root, o, 2); ok && p.value == 0 {
		if sn, off, ok := nchwLayout(p.src); ok && p.top < wsh[2] && p.left < wsh[3] {
			src, top, left, xsn, xoff = p.src, p.top, p.left, sn, off
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
	nb, c, f, oh, ow := ysh[0], xsh[1], wsh[0], ysh[2], ysh[3]
	if min(nb, c, f, oh, ow, h, wd, wsh[2], wsh[3]) < 1 {
		return rep, false
	}
	// At column stride 2 the calls read the input's phases
	// (convnchwk_s2.go): planes of pw columns, at stride 1 (pw == ow:
	// flat).
	pw, pst := wd, st
	var s2 nchwkS2Geom
	if st[1] == 2 {
		s2 = nchwkS2Geometry(h, wd, oh, ow, wsh[2], wsh[3], st[0], top, left)
		pw, pst = s2.pw, [2]int64{1, 1}
	}
	k = nchwkTileFor(c, pw, oh, ow, pst, k)
	t := newNCHWCallText(ysn)
	yoff, ysn = t.fuse(root, o, &rep, f, []mlirc.Value{src, x}, yoff, ysn)
	wk := nchwkItems(nb, c, f, pw, oh, ow, wsh[2], wsh[3], pst, k)
	flat, ps, fg, items := wk.flat, wk.ps, wk.fg, wk.items
	sym, nargs := nchwkSymbol(k), nchwkArgs
	chunk, count := nchwkCalls(items)
	if st[1] == 2 {
		// By bands (convnchwk_s2.go) where they take it: calls of whole
		// panels; else by the phases' pass.
		if band := nchwkS2Bands(nb, c, h, wd, pw, f, oh, ow, wsh[2], wsh[3], st[0], k); band > 0 {
			ps, sym, nargs = band, nchwkS2BandSymbol(k), nchwkS2BandArgs
			fg = nchwkTileGroup(c*wsh[2]*wsh[3], (f+k.mr-1)/k.mr, k)
			chunk, count, items = nchwkS2BandCalls(nb, wk.vecs, ps, (f+k.mr-1)/k.mr, fg)
		} else {
			t.writeS2Prep(k, s2, nb, c, h, wd, ow, st[0], xsn)
			xsn, sym = s2.floats(1, c, st[0]), nchwkS2Symbol(k)
		}
	}
	// A work item's multiply-adds, in vectors (the schedule's cost unit).
	work := max(chunk*fg*k.mr*ps*c*wsh[2]*wsh[3]*(1+k.lanes/8), 1)
	t.shape(c, f, h, wd, oh, ow, wsh[2], wsh[3], st[0], st[1], top, left, ps, fg, flat, xsn, ysn)
	t.epilogue()
	if sym == nchwkS2BandSymbol(k) {
		t.writeS2Band(nchwkS2BandFloats(c, h, oh, ow, wsh[2], st[0], top, pw, ps, flat, k))
	}
	rep.text = t.module(rep, "__mgx_nchwk_args", sym, nargs, count, chunk, items, work, xoff, woff, yoff)
	return rep, true
}
