package host

import (
	_ "embed"
	"fmt"
	"math"
	"strings"
)

// The KxK kernel at column stride 2, over the input's phases
// (hostdot/conv_f32_nchwk_s2.h).
//
// A vector of outputs at column stride 2 reads the even lanes of two
// vectors of input: a permute per tap and channel, which made the KxK
// kernel slower than the NHWC one past a first convolution's 3 x 3 x 3
// taps, and kept resnet18's stride-2 convolutions on the NHWC kernel with
// two transposes of the filter (4.7 MB for layer4's) and the input's
// layout passes on every call. Instead one phase splits the input into its
// sh x 2 phases (plane (a, b): rows a, a + sh, .., columns b, b + 2, ..;
// only the planes a tap reads), and the kernel reads them as a stride-1
// convolution whose taps each read one plane at a row and column shift:
// plain masked loads, the ONNX filter in place, no pad copy, and where the
// planes' rows are no longer than the output's, the flat layout (taps at
// constant offsets across rows), so that a 7x7 output fills its vectors.
// The register tiles are the KxK kernel's own (ktile): their products in
// their order, as at stride 1.
//
// The phases come one of two ways. By bands (SYM_S2B, below:
// hostdot/conv_f32_nchwk_s2b.h), each work item's panel of output rows
// writes the phases of the input rows it reads, all channels, into its
// thread's scratch, and the panel's channel groups read them there: no
// pass over the whole input per call (the whole-input pass made
// cnn_fp32's 4 and 2 MB inputs slower than on the NHWC kernel: a trip to
// memory and a phase of its own), and a shuffle per two input vectors a
// panel, shared by every output channel and tap (a direct stride-2 tile
// would permute per tap, channel and vector: 9 x F/8 permutes an output
// vector a channel, 72 for cnn_fp32's, where the bands take 4, on the
// port of the second FMA unit on Intel cores). By the phases' pass
// (SYM_S2PREP, then SYM_S2), one parallel pass writes the whole input's
// phases and the kernel's items (nchwkItems': channel groups split where
// panels are few) read them. nchwkS2Bands chooses: bands past
// nchwkS2MaxInputBytes (else the NHWC kernel) and for a first
// convolution's few channels where 16 threads share their panels as
// evenly as the pass's items; the pass for the rest. The products and
// their order are ktile's either way.
//
// BenchmarkConvNCHWK's min-ms on the development machine (an EPYC, 3
// interleaved rounds against main at 769c9ad), one thread / two (its
// nchwk_t2): cnn_fp32's 32 -> 64 at 64x64 over batch 8 by bands 1.26 /
// 0.63 ms, on the NHWC kernel 1.46 / 0.74; its 64 -> 128 at 32x32 1.22 /
// 0.62 (the NHWC register tiles 1.39 at one); resnet18's 7x7 stem 1.00 /
// 0.51, by the pass 1.04 / 0.53. In the model (bin/mgxport perf, 5
// rounds, medians) cnn_fp32 went 7.00 -> 5.92 ms at one thread and 3.79
// -> 3.22 at two.
//
// The phases' pass first came with these measurements against the NHWC
// kernel (the filter an argument, which the NHWC path transposes on
// every call): as fast or faster on resnet18's, cnn_fp32's and
// squeezenet's (layer4's 3x3
// 256 -> 512 at 14x14 0.85-0.88 vs 0.85-0.93 ms, layer3's 0.55-0.56 vs
// 0.59-0.62, the 7x7 over 3 1.04 vs 1.03-1.06, cnn_fp32's 1.43-1.47 vs
// 1.51-1.55, squeezenet's 3x3 over 3 0.20 vs 0.21 with the even lanes)
// but resnet_mini's 1x1 downsampling (2.7 vs 2.1 us: 64 pixels in 2
// tiles of 3 vectors). In a model, where the NHWC path transposes the
// constant filter twice per call and runs 4 to 8 phases, resnet18's
// stride-2 convolutions (bench/host/mkstride2, one thread) went 1.34 ->
// 1.12 ms (the 7x7 stem), 0.59 -> 0.56, 0.66 -> 0.62 and 1.35 -> 0.98 (the
// 3x3s of layers 2-4), 0.122 -> 0.076, 0.108 -> 0.084 and 0.122 -> 0.118
// (their 1x1s).

// nchwkS2MaxInputBytes bounds the input (all its images) of a
// convolution the KxK kernel takes at column stride 2 by the phases'
// pass (not by bands): the pass
// reads it and writes as much again on every call, which past the L2
// cache is a trip to memory. On the Xeon (the device's host, 16 threads
// and one) cnn_fp32's stride-2 3x3s over batch 8 (inputs of 4 and 2 MB)
// ran slower by phases than on the NHWC kernel, resnet18's (up to 0.8
// MB) faster.
const nchwkS2MaxInputBytes = 1 << 20

// nchwkS2Takes reports whether the KxK kernel takes a column-stride-2
// convolution of the NCHW input shape x, an oh x ow output of f channels
// and a kh x kw filter at row stride sh from top and left pad rows and
// columns: by bands where those take it (nchwkS2Bands), else by the
// phases' pass where the input is at most nchwkS2MaxInputBytes.
func nchwkS2Takes(x []int64, f, oh, ow, kh, kw, sh, top, left int64, k *nchwKernel) bool {
	if len(x) != 4 {
		return false
	}
	if 4*x[0]*x[1]*x[2]*x[3] <= nchwkS2MaxInputBytes {
		return true
	}
	g := nchwkS2Geometry(x[2], x[3], oh, ow, kh, kw, sh, top, left)
	kt := nchwkTileFor(x[1], g.pw, oh, ow, [2]int64{1, 1}, k)
	return nchwkS2Bands(x[0], x[1], x[2], x[3], g.pw, f, oh, ow, kh, kw, sh, kt) > 0
}

// nchwkS2FewChannels is the most input channels for which a stride-2
// convolution the phases' pass can take goes by bands: a first
// convolution's 3 channels, whose taps cost as much as their products and
// which the bands compute once for a tile's channel groups (one thread:
// squeezenet's 0.21 -> 0.20 ms, resnet18's 7x7 stem 1.03 -> 0.97,
// mobilenet_v2's 0.11 either way). Over more the pass is as fast or
// faster (resnet_mini's 16 -> 32 at 32x32, 11 vs 12 us; the bands write
// a panel's rows and the filter's less the stride again).
const nchwkS2FewChannels = 4

// nchwkS2Bands returns the panel (ps vectors) of a column-stride-2
// convolution by bands over nb images of c channels of h rows of w
// columns, its phases' rows pw floats, an oh x ow output read by kh rows
// of taps at row stride sh, fmas multiply-adds in all, on k's register tiles (nchwkTileFor's
// over the phases' planes), or 0 where it goes by the phases' pass: an
// input the pass can take (nchwkS2MaxInputBytes) over more than
// nchwkS2FewChannels channels, or panels too few (nchwkS2BandPanel).
func nchwkS2Bands(nb, c, h, w, pw, f, oh, ow, kh, kw, sh int64, k *nchwKernel) int64 {
	pass := 4*nb*c*h*w <= nchwkS2MaxInputBytes
	if pass && c > nchwkS2FewChannels {
		return 0
	}
	st := [2]int64{1, 1}
	flat, vecs, _ := nchwkPanel(c, pw, oh, ow, st, k)
	ps := nchwkS2BandPanel(nb, c, w, oh, ow, kh, sh, flat, vecs, nb*f*oh*ow*c*kh*kw, k)
	if ps > 0 && pass {
		// Not where the threads would share the panels less evenly than
		// the pass's items (squeezenet's first: 37 panels of 3 rows, 16
		// threads 2 or 3 each; the pass's 74 items).
		wk := nchwkItems(nb, c, f, pw, oh, ow, kh, kw, st, k)
		if nchwkBalance(nb, vecs, ps, 1, 1) > nchwkBalance(nb, vecs, wk.ps, (f+k.mr-1)/k.mr, wk.fg)+0.05 {
			return 0
		}
	}
	return ps
}

// nchwkS2Geom is how the KxK kernel's phases of a column-stride-2
// convolution lie (conv_f32_nchwk_s2.h's s2pitch): each plane hp rows of
// pw floats, flat (1) or by rows (0); used has bit a*2 + b on for each
// plane (a, b) some tap reads.
type nchwkS2Geom struct {
	hp, pw, flat, used int64
}

// floorDiv is floor(a / b) for b > 0.
func floorDiv(a, b int64) int64 {
	if a >= 0 {
		return a / b
	}
	return -((-a + b - 1) / b)
}

// phaseLen is the rows (columns) of phase a of n rows at stride s.
func phaseLen(n, a, s int64) int64 {
	if a >= n {
		return 0
	}
	return (n - a + s - 1) / s
}

// nchwkS2Geometry returns the phases of an h x w input (unpadded: top and
// left pad rows and columns above and left of it) that a convolution with
// a kh x kw filter at strides (sh, 2) reads for an oh x ow output. Flat
// where no tap reads a column of its plane at or past ow (the flat
// layout's planes are ow floats a row).
func nchwkS2Geometry(h, w, oh, ow, kh, kw, sh, top, left int64) nchwkS2Geom {
	g := nchwkS2Geom{hp: (h + sh - 1) / sh, flat: 1}
	var rowPhases, colPhases int64
	for i := range kh {
		rowPhases |= 1 << (i - top - sh*floorDiv(i-top, sh))
	}
	for j := range kw {
		d := floorDiv(j-left, 2)
		b := j - left - 2*d
		colPhases |= 1 << b
		// The last output column reads column ow - 1 + d of plane b.
		if min(phaseLen(w, b, 2), ow+d) > ow {
			g.flat = 0
		}
	}
	for a := range sh {
		if rowPhases>>a&1 != 0 {
			g.used |= colPhases << (2 * a)
		}
	}
	g.pw = ow
	if g.flat == 0 {
		g.pw = (w + 1) / 2
	}
	return g
}

// floats is the phases' size in floats for n images of c channels.
func (g nchwkS2Geom) floats(n, c, sh int64) int64 { return n * c * sh * 2 * g.hp * g.pw }

// nchwkS2Symbol is k's stride-2 function, and nchwkS2PrepSymbol the one
// writing its phases.
// (SYM_S2 and SYM_S2PREP: the KxK function's name with _s2 and _s2prep).
func nchwkS2Symbol(k *nchwKernel) string     { return nchwkSymbol(k) + "_s2" }
func nchwkS2PrepSymbol(k *nchwKernel) string { return nchwkSymbol(k) + "_s2prep" }

// nchwkS2PrepArgs is the number of the phase function's i64 arguments.
const nchwkS2PrepArgs = 13

// nchwkS2PrepItems is the work items the phases' pass wants at least (a
// channel's rows in blocks where the channels are fewer): squeezenet's and
// resnet18's first convolutions read 3 channels of 224x224, a pass of
// about 30 us on one core, which 16 threads share by rows.
const nchwkS2PrepItems = 64

// writeS2Prep writes, into t's body, the phases' buffer %s2buf of g and
// an scf.parallel over the n x c channels (by blocks of their rows where
// they are fewer than nchwkS2PrepItems) calling the phase function on x's
// address %ix, and makes the kernel's calls read the phases; post is the
// buffer's dealloc, for after them.
func (t *nchwCallText) writeS2Prep(k *nchwKernel, g nchwkS2Geom, n, c, h, w, ow, sh, xsn int64) {
	typ := fmt.Sprintf("memref<%dxf32>", g.floats(n, c, sh))
	// Items: a channel's phases by blocks of rb of their rows.
	blocks := min((nchwkS2PrepItems+n*c-1)/(n*c), g.hp)
	rb := (g.hp + blocks - 1) / blocks
	blocks = (g.hp + rb - 1) / rb
	items := n * c * blocks
	chunk := (items + conv32MaxChunks - 1) / conv32MaxChunks
	count := (items + chunk - 1) / chunk
	// A chunk's loads and stores, in vectors (the schedule's cost unit).
	work := max(chunk*h*w*3/(blocks*k.lanes), 1)
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", nchwkS2PrepArgs), ", ")
	fmt.Fprintf(&t.tail, `    %%s2buf = memref.alloc() {alignment = 64 : i64} : %[1]s
    %%ps2 = memref.extract_aligned_pointer_as_index %%s2buf : %[1]s -> index
    %%is2 = arith.index_cast %%ps2 : index to i64
    %%s2n = arith.constant %[2]d : index
    %%s2chunk = arith.constant %[3]d : i64
    %%s2items = arith.constant %[4]d : i64
    %%s2c = arith.constant %[5]d : i64
    %%s2h = arith.constant %[6]d : i64
    %%s2w = arith.constant %[7]d : i64
    %%s2ow = arith.constant %[8]d : i64
    %%s2sh = arith.constant %[9]d : i64
    %%s2flat = arith.constant %[10]d : i64
    %%s2xsn = arith.constant %[11]d : i64
    %%s2used = arith.constant %[12]d : i64
    %%s2rb = arith.constant %[17]d : i64
    %%s2r0 = arith.constant 0 : index
    %%s2r1 = arith.constant 1 : index
    scf.parallel (%%q) = (%%s2r0) to (%%s2n) step (%%s2r1) {
      %%qi = arith.index_cast %%q : index to i64
      %%q0 = arith.muli %%qi, %%s2chunk : i64
      %%qe = arith.addi %%q0, %%s2chunk : i64
      %%q1 = arith.minsi %%qe, %%s2items : i64
      func.call @%[13]s(%%ix, %%is2, %%q0, %%q1, %%s2c, %%s2h, %%s2w, %%s2ow, %%s2sh, %%s2flat, %%s2xsn, %%s2used, %%s2rb) {%[14]s = %[15]d : i64} : (%[16]s) -> ()
    }
`, typ, count, chunk, items, c, h, w, ow, sh, g.flat, xsn, g.used, nchwkS2PrepSymbol(k), workAttr, work, i64s, rb)
	t.xArg = "%is2"
	t.decls = append(t.decls, fmt.Sprintf("func.func private @%s(%s)", nchwkS2PrepSymbol(k), i64s))
	t.post = fmt.Sprintf("    memref.dealloc %%s2buf : %s\n", typ)
}

// The KxK kernel at column stride 2 by bands (conv_f32_nchwk_s2b.h's
// SYM_S2B): each work item's panel of output rows writes the phases of
// the input rows it reads (all channels) into a scratch buffer of its
// thread's, and its items read them there. There is no pass over the
// whole input per call, and a band of the input stays in the caches while
// the channel groups pass over it. The calls take whole panels (the items
// of a panel's channel groups), so a band is written once per panel; the
// bands overlap by the filter's rows less the row stride (a 3x3's 1 of 3
// rows: a panel of 3 output rows writes 7 input rows for 6).

// The function by bands' IR, a file of its own for each tile
// (hostdot/conv_f32_nchwk_s2b.h).
//
//go:embed hostdot/conv_f32_nchwk_s2b_fma512.ll
var convNCHWKS2BFMA512IR string

//go:embed hostdot/conv_f32_nchwk4_s2b_fma512.ll
var convNCHWK4S2BFMA512IR string

// nchwkS2BandIR returns the IR defining k's function by bands.
func nchwkS2BandIR(k *nchwKernel) string {
	if k.nr == nchwkSmallNR {
		return convNCHWK4S2BFMA512IR
	}
	return convNCHWKS2BFMA512IR
}

// nchwkS2BandSymbol is k's stride-2 function by bands (SYM_S2B: the KxK
// function's name with _s2b).
func nchwkS2BandSymbol(k *nchwKernel) string { return nchwkSymbol(k) + "_s2b" }

// nchwkS2BandArgs is the number of the function by bands' arguments: the
// KxK function's, then the scratch's address.
const nchwkS2BandArgs = nchwkArgs + 1

// nchwkS2BandPanels is the panels a convolution by bands wants at least
// (where nchwkItemFMAs allows): the KxK items' nchwkMinItems, 8 for each
// of 16 threads (the calls are whole panels).
const nchwkS2BandPanels = nchwkMinItems

// nchwkS2BandPanel returns the panel (ps vectors of output pixels, a
// multiple of nchwkCall's unit) of a column-stride-2 convolution by bands
// over nb images of c channels of rows of w columns read at row stride
// sh by kh rows of taps (an oh x ow output in vecs vectors, flat or by
// rows: nchwkPanel's over the phases' planes), fmas multiply-adds in all,
// or 0 where the bands do not take it. A band (c x sh input rows an
// output row) holds nchwPanelBytes at most, and as many of its rows are
// its output rows' own as are the filter's rows less the stride (which
// the next band writes again: a 7x7 stem's panels 2.5 output rows at
// least, but over nchwkS2FewChannels); of the panels that make
// nchwkS2BandPanels or more (as many as keep nchwkItemFMAs each, and as
// there are units), the one whose panels the threads share most evenly
// (nchwkBalance), the largest of those as even within half a percent. The bands take a
// convolution whose panels number a quarter of the panels wanted at
// least, so that the calls are enough
// for 16 threads; the others (resnet18's stride-2 3x3s over 7x7 to 28x28
// outputs: 2 to 17 panels) go by the phases' pass, which shares a few
// panels' work among threads by channel groups.
func nchwkS2BandPanel(nb, c, w, oh, ow, kh, sh, flat, vecs, fmas int64, k *nchwKernel) int64 {
	vr := (ow + k.lanes - 1) / k.lanes
	unit := k.nr // whole register tiles, or rows (nchwkCall's)
	if flat == 0 {
		unit = nchwkRowBlock(ow, k) * vr
	}
	rows := max(nchwPanelBytes/(4*c*sh*w), 1)
	per := rows * vr // vectors of rows output rows
	if flat == 1 {
		per = rows * ow / k.lanes
	}
	top := min(max(per/unit, 1), (vecs+unit-1)/unit) * unit
	// The smallest panel whose output rows' own input rows (sh a row)
	// are as many as the band's others (the filter's rows less the
	// stride) at least; any over a first convolution's few channels,
	// whose bands cost little (resnet18's 7x7 stem in panels of 3
	// vectors, one thread: 1.01 ms, of 18: 0.99; 262 panels or 44).
	least := top
	if c <= nchwkS2FewChannels {
		least = unit
	}
	for p := least - unit; p >= unit; p -= unit {
		own := p * k.lanes * sh // x ow: flat, p*lanes/ow rows
		if flat == 0 {
			own = p / vr * sh * ow
		}
		if own < (kh-sh)*ow {
			break
		}
		least = p
	}
	wanted := min(nchwkS2BandPanels, max(fmas/nchwkItemFMAs, 1))
	want := min(wanted, nb*((vecs+least-1)/least))
	best, score := top, math.Inf(1)
	for p := top; p >= least; p -= unit {
		if nb*((vecs+p-1)/p) < want {
			continue
		}
		if b := nchwkBalance(nb, vecs, p, 1, 1); b < score-0.005 {
			best, score = p, b
		}
	}
	if 4*nb*((vecs+best-1)/best) < wanted {
		return 0
	}
	return best
}

// nchwkS2BandFloats returns the floats of the largest band's phases
// (SYM_S2B's scratch) for panels of ps vectors of an oh x ow output
// (flat, or by rows) over c channels of an h-row input read by kh rows of
// taps at row stride sh from top pad rows, the phases' rows pw floats
// (nchwkS2Geometry's): as SYM_S2B computes each band.
func nchwkS2BandFloats(c, h, oh, ow, kh, sh, top, pw, ps, flat int64, k *nchwKernel) int64 {
	vr := (ow + k.lanes - 1) / k.lanes
	s := oh * vr
	if flat == 1 {
		s = (oh*ow + k.lanes - 1) / k.lanes
	}
	var most int64
	for s0 := int64(0); s0 < s; s0 += ps {
		se := min(s0+ps, s)
		r0, r1 := s0/vr, (se-1)/vr+1
		if flat == 1 {
			r0, r1 = s0*k.lanes/ow, (min(se*k.lanes, oh*ow)+ow-1)/ow
		}
		ia, ib := max(r0*sh-top, 0), min((r1-1)*sh-top+kh, h)
		hp := (max(ib-ia, 0) + sh - 1) / sh
		most = max(most, c*sh*2*hp*pw)
	}
	return most
}

// nchwkS2BandCalls returns the calls of a convolution by bands over nb images
// of vecs vectors in panels of ps, ft channel tiles in groups of fg:
// chunk work items a call (whole panels: nchwkCalls' count of panels, the
// items of each panel's groups), count calls, items in all.
func nchwkS2BandCalls(nb, vecs, ps, ft, fg int64) (chunk, count, items int64) {
	groups := (ft + fg - 1) / fg
	panels := nb * ((vecs + ps - 1) / ps)
	chunk, count = nchwkCalls(panels)
	return chunk * groups, count, panels * groups
}

// writeS2Band writes, into t's body, the bands' scratch of floats (one
// buffer the calls alone use: each thread's own, phase.go) and makes the
// calls take its address last; post is its dealloc, for after them.
func (t *nchwCallText) writeS2Band(floats int64) {
	typ := fmt.Sprintf("memref<%dxf32>", max(floats, 1))
	fmt.Fprintf(&t.tail, `    %%s2buf = memref.alloc() {alignment = 64 : i64} : %[1]s
    %%ps2 = memref.extract_aligned_pointer_as_index %%s2buf : %[1]s -> index
    %%is2 = arith.index_cast %%ps2 : index to i64
`, typ)
	t.args = append(t.args, "%is2")
	t.post = fmt.Sprintf("    memref.dealloc %%s2buf : %s\n", typ)
}
