package host

import (
	"fmt"
	"strings"
)

// The KxK kernel at column stride 2, by phases (hostdot/conv_f32_nchwk_s2.h).
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
// It is taken at every column-stride-2 convolution the KxK kernel can
// address (nchwkConvRewrite) whose input is small enough (nchwkS2Takes). Against the NHWC kernel at one thread,
// BenchmarkConvNCHWK's min-ms on the development machine (an EPYC, the
// filter an argument, which the NHWC path transposes on every call) is as
// fast or faster on resnet18's, cnn_fp32's and squeezenet's (layer4's 3x3
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
// convolution the KxK kernel takes at column stride 2: the phases' pass
// reads it and writes as much again on every call, which past the L2
// cache is a trip to memory. On the Xeon (the device's host, 16 threads
// and one) cnn_fp32's stride-2 3x3s over batch 8 (inputs of 4 and 2 MB)
// ran slower by phases than on the NHWC kernel, resnet18's (up to 0.8
// MB) faster.
const nchwkS2MaxInputBytes = 1 << 20

// nchwkS2Takes reports whether the KxK kernel by phases takes a
// column-stride-2 convolution of the NCHW input shape x (nchwkS2MaxInputBytes).
func nchwkS2Takes(x []int64) bool {
	return len(x) == 4 && 4*x[0]*x[1]*x[2]*x[3] <= nchwkS2MaxInputBytes
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
