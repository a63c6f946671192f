package host

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/mlirc"
)

// HostSchedule is how the host path tiles and vectorizes the contractions
// of a TOSA kernel — the linalg.batch_matmul ops that tosa-to-linalg makes
// of tosa.matmul (and linalg.matmul), and the 2-D convolutions it makes of
// tosa.conv2d — before bufferization. It is data:
// TransformScript turns it into a transform-dialect script, which the
// compiler applies to each kernel's clone between the TOSA-to-linalg and
// the bufferization pipelines (see TOSAToLinalgPipeline). A tuner varies
// it per trial; DefaultHostSchedule picks one for a CPU.
//
// Each matmul is tiled twice with scf.for loops (convolutions: see rules):
//
//   - the cache tile: batch 1, N by CacheN, K by CacheK (M untiled), so a
//     CacheK x CacheN block of B stays in cache while every row block of A
//     streams past it; with PackB the block is first copied into a
//     contiguous buffer, its partial tiles padded with zeros to full size
//     (the padded products are zero and the padded part of C is dropped);
//   - the register tile: M by MicroM, N by MicroN, K by 1, so the innermost
//     loop runs over K and updates a MicroM x MicroN block of C held in
//     vector registers (MicroN a multiple of the SIMD width): MicroM
//     broadcasts of A and MicroN/width loads of B feed MicroM*MicroN/width
//     fused multiply-adds per step.
//
// Loops whose trip does not divide are peeled (scf-for-loop-peeling), which
// leaves every tile with static sizes — the last, partial tile of a dim
// gets its own smaller static size — so each tile vectorizes exactly, with
// no masks, for any shape: tiles that do not divide, dims smaller than a
// tile, a batch of any size. The tiles are vectorized (vector.contract), C
// is hoisted out of the K loop into registers (loop-invariant subset
// hoisting), and the contraction lowers to outer products, i.e. FMAs.
//
// 16-bit float operands are widened to f32 on the small A and B vectors
// (sink_ops moves the extension ahead of the broadcasts) before they form
// the contraction, so f16 and bf16 matmuls accumulating in f32 get the same
// register tiles.
//
// Vectorized contractions accumulate in the same order as the loops they
// replace (K ascending, one product at a time per element of C); only the
// multiply-add's single rounding (llvm.fmuladd, fused where the CPU has
// FMA) differs from a multiply then an add.
//
// The zero HostSchedule schedules nothing: contractions stay scalar loops
// (the unscheduled path, for comparison).
type HostSchedule struct {
	// Name says which CPU class the schedule was chosen for ("avx2",
	// "avx512", "sse"; "custom" for a tuner's); it is part of String and so
	// of the compiler identity, never of the script.
	Name string
	// MicroM and MicroN are the register tile of C (rows by columns).
	MicroM, MicroN int
	// CacheN and CacheK are the cache tile of B (columns by depth); 0 leaves
	// that dim untiled at the cache level.
	CacheN, CacheK int
	// PackB copies each CacheK x CacheN block of B into a contiguous buffer
	// before the register tiles read it (both cache dims must be set). With
	// CacheN = MicroN the register tiles then read B as one sequential
	// stream, with no cache-set conflicts or TLB misses from B's row stride.
	PackB bool
	// Dot8 names the micro-kernel that 8-bit convolutions
	// (linalg.conv_2d_nhwc_fhwc on i8 operands into i32) call instead of
	// taking the register tiles (dot.go): "vnni512" (AVX-512 VNNI's
	// vpdpbusd: avx512vnni and avx512bw), "madd256" (AVX2's vpmaddwd), or
	// "" for none.
	Dot8 string
	// Conv32 names the micro-kernel that float32 convolutions
	// (linalg.conv_2d_nhwc_fhwc on f32) call instead of taking the
	// register tiles (conv32.go): "fma512" (AVX-512F), "fma256" (AVX2 and
	// FMA), or "" for none (Conv32KernelFor). The AVX-512 defaults take
	// it (gated by Conv32MinF and Conv32MinC): with the bias in its
	// accumulators it beat the 16 x 16 tiles by 3-23% on MobileNetV2's and
	// SqueezeNet's convolutions on Zen 5, one thread, the same bits.
	Conv32 string
	// Conv32MinF and Conv32MinC, when set, gate Conv32: a convolution
	// with fewer output channels or fewer input channels keeps the
	// register tiles (ConvM x ConvN), which were faster there (16 output
	// channels: 7-13%, the kernel's narrow tiles; 3 input channels: 4-6%,
	// an image's first convolution).
	Conv32MinF, Conv32MinC int
	// ConvM and ConvN, when set, are the register tile of convolutions
	// (output pixels by output channels) in place of MicroM x MicroN. A
	// tile's last, partial part along the channels gets its own static
	// width, and LLVM makes slow code of some widths: on AVX-512, a
	// 24-wide remainder of a 32-wide tile (MobileNetV2's 24-channel
	// projections) ran 18x slower than the same convolution by 16-wide
	// tiles, so the AVX-512 rows take 16 x 16 (16 of the 32 zmm registers
	// accumulate; as fast as 8 x 32 within ~13% where the channels are a
	// multiple of 32, BenchmarkConvTiles).
	ConvM, ConvN int
	// Depthwise names the micro-kernel that float32 depthwise convolutions
	// (linalg.depthwise_conv_2d_nhwc_hwcm, which the rules leave alone)
	// call instead of becoming scalar loops (dwconv.go): "fma512"
	// (AVX-512F), "fma256" (AVX2 and FMA), or "" for none. The defaults
	// take the one the CPU's features can run; its calls split across
	// threads by output rows.
	Depthwise string
}

// Scheduled reports whether the schedule transforms anything (the zero
// HostSchedule does not).
func (s HostSchedule) Scheduled() bool { return s.MicroM != 0 || s.MicroN != 0 }

// String names the schedule and its sizes, e.g. "avx2:reg6x16:cache64x256";
// the compiler identity carries it.
func (s HostSchedule) String() string {
	if !s.Scheduled() {
		return "loops"
	}
	pack := ""
	if s.PackB {
		pack = ":packB"
	}
	if s.Dot8 != "" {
		pack += ":" + s.Dot8
	}
	if s.Conv32 != "" {
		pack += ":" + s.Conv32
		if s.Conv32MinF != 0 || s.Conv32MinC != 0 {
			pack += fmt.Sprintf("-f%d-c%d", s.Conv32MinF, s.Conv32MinC)
		}
	}
	if s.Depthwise != "" {
		pack += ":dw-" + s.Depthwise
	}
	if s.ConvM != 0 || s.ConvN != 0 {
		pack += fmt.Sprintf(":conv%dx%d", s.ConvM, s.ConvN)
	}
	return fmt.Sprintf("%s:reg%dx%d:cache%dx%d%s", s.Name, s.MicroM, s.MicroN, s.CacheN, s.CacheK, pack)
}

// Limits on a schedule's sizes: a register tile is at most 64 vector
// registers of 16 lanes (larger ones spill and blow up LLVM's compile
// time), a cache tile at most 1<<16 elements per dim.
const (
	maxMicroElems = 1024
	maxMicroDim   = 64
	maxCacheDim   = 1 << 16
)

// Validate reports whether the sizes make a schedule: positive register
// tile dims (or the zero schedule), a register tile of at most 1024
// elements, non-negative cache dims, and no negative or absurd sizes.
func (s HostSchedule) Validate() error {
	if !s.Scheduled() {
		if s.CacheN != 0 || s.CacheK != 0 || s.PackB || s.Dot8 != "" || s.Conv32 != "" || s.Conv32MinF != 0 || s.Conv32MinC != 0 || s.Depthwise != "" || s.ConvM != 0 || s.ConvN != 0 {
			return fmt.Errorf("host schedule %+v: a cache tile without a register tile", s)
		}
		return nil
	}
	switch {
	case s.MicroM < 1 || s.MicroN < 1 || s.MicroM > maxMicroDim || s.MicroN > maxMicroDim:
		return fmt.Errorf("host schedule %s: register tile dims must be in [1, %d]", s, maxMicroDim)
	case s.MicroM*s.MicroN > maxMicroElems:
		return fmt.Errorf("host schedule %s: register tile of %d elements exceeds %d", s, s.MicroM*s.MicroN, maxMicroElems)
	case (s.ConvM == 0) != (s.ConvN == 0) || s.ConvM < 0 || s.ConvN < 0 || s.ConvM > maxMicroDim || s.ConvN > maxMicroDim || s.ConvM*s.ConvN > maxMicroElems:
		return fmt.Errorf("host schedule %s: the convolution register tile must be both dims in [1, %d] of at most %d elements, or unset", s, maxMicroDim, maxMicroElems)
	case s.CacheN < 0 || s.CacheK < 0 || s.CacheN > maxCacheDim || s.CacheK > maxCacheDim:
		return fmt.Errorf("host schedule %s: cache tile dims must be in [0, %d]", s, maxCacheDim)
	case s.PackB && (s.CacheN == 0 || s.CacheK == 0):
		return fmt.Errorf("host schedule %s: packing B needs both cache tile dims", s)
	case s.Name == "" || strings.ContainsAny(s.Name, " \t\n:"):
		return fmt.Errorf("host schedule %q: the name must be one word without ':'", s.Name)
	case s.Dot8 != "" && dot8KernelOf(s.Dot8) == nil:
		return fmt.Errorf("host schedule %s: no 8-bit micro-kernel %q", s, s.Dot8)
	case s.Conv32 != "" && conv32KernelOf(s.Conv32) == nil:
		return fmt.Errorf("host schedule %s: no float32 micro-kernel %q", s, s.Conv32)
	case s.Conv32MinF < 0 || s.Conv32MinC < 0 || s.Conv32MinF > maxCacheDim || s.Conv32MinC > maxCacheDim || (s.Conv32MinF != 0 || s.Conv32MinC != 0) && s.Conv32 == "":
		return fmt.Errorf("host schedule %s: the float32 micro-kernel's gates must be in [0, %d], and set only with the kernel", s, maxCacheDim)
	case s.Depthwise != "" && dwKernelOf(s.Depthwise) == nil:
		return fmt.Errorf("host schedule %s: no depthwise micro-kernel %q", s, s.Depthwise)
	}
	return nil
}

// HostSchedules returns the default schedule of every CPU class, widest
// SIMD first. All of them go into the compiler identity's pipelines hash.
func HostSchedules() []HostSchedule {
	return []HostSchedule{
		// AVX-512 with VNNI: int8 convolutions use its dot products.
		{Name: "avx512", MicroM: 8, MicroN: 32, CacheN: 32, CacheK: 256, PackB: true, Dot8: "vnni512", Depthwise: "fma512", ConvM: 16, ConvN: 16,
			Conv32: "fma512", Conv32MinF: 17, Conv32MinC: 4},
		// B is packed into panels of one register tile's width and 256
		// deep (32 KiB at most): a panel stays in L1 while every row block
		// of A passes it.
		//
		// 32 zmm registers of 16 lanes: 8x32 accumulators use 16.
		// Without VNNI, int8 convolutions use AVX2's 16-bit pair products.
		{Name: "avx512", MicroM: 8, MicroN: 32, CacheN: 32, CacheK: 256, PackB: true, Dot8: "madd256", Depthwise: "fma512", ConvM: 16, ConvN: 16,
			Conv32: "fma512", Conv32MinF: 17, Conv32MinC: 4},
		// 16 ymm registers of 8 lanes: 6x16 accumulators use 12, plus two
		// B vectors and one broadcast of A. Depthwise convolutions by the
		// AVX2 micro-kernel where the CPU has FMA too (the next row where
		// it does not).
		{Name: "avx2", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 256, PackB: true, Dot8: "madd256", Depthwise: "fma256"},
		{Name: "avx2", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 256, PackB: true, Dot8: "madd256"},
		// AVX without AVX2 (its 256-bit integer ops): no micro-kernel.
		{Name: "avx2", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 256, PackB: true},
		// 16 registers of 4 lanes (SSE, NEON's lower half).
		{Name: "sse", MicroM: 6, MicroN: 8, CacheN: 8, CacheK: 256, PackB: true},
	}
}

// DefaultHostSchedule picks the schedule for a host target from its LLVM
// CPU features: avx512 with AVX-512F (int8 convolutions by the VNNI
// micro-kernel where the CPU has avx512vnni and avx512bw, else by the
// AVX2 one), avx2 with AVX (its 8-lane vectors; FMA is used where the
// features have it; the AVX2 micro-kernel where it has AVX2, the AVX2
// depthwise one where it has AVX2 and FMA), sse
// otherwise. The AVX-512 rows take the float32 convolution micro-kernel
// (fma512, gated: HostSchedule.Conv32MinF, Conv32MinC); the others leave
// it to tuning (measured on no AVX2-only CPU).
func DefaultHostSchedule(t mlirc.TargetOptions) HostSchedule {
	all := HostSchedules()
	has := func(f string) bool { return hasFeature(t.Features, f) }
	switch {
	case has("avx512f") && has("avx512bw") && has("avx512vnni"):
		return all[0]
	case has("avx512f"):
		return all[1]
	case has("avx2") && has("fma"):
		return all[2]
	case has("avx2"):
		return all[3]
	case has("avx"):
		return all[4]
	}
	return all[5]
}

// Conv32KernelFor names the float32 convolution micro-kernel a host
// target's CPU features can run (HostSchedule.Conv32): "fma512" with
// AVX-512F, "fma256" with AVX2 and FMA, "" otherwise. The AVX-512 defaults
// take it; tuning (HostSpace) tries it per kernel on the others.
func Conv32KernelFor(t mlirc.TargetOptions) string {
	switch {
	case hasFeature(t.Features, "avx512f"):
		return "fma512"
	case hasFeature(t.Features, "avx2") && hasFeature(t.Features, "fma"):
		return "fma256"
	}
	return ""
}

// hasFeature reports whether an LLVM feature string ("+avx2,-avx512f,...")
// enables feature.
func hasFeature(features, feature string) bool {
	for f := range strings.SplitSeq(features, ",") {
		if f == "+"+feature {
			return true
		}
	}
	return false
}

// scheduleEntry is the named sequence TransformScript defines for the
// compiler to apply.
const scheduleEntry = transform.Entry

// vectorizeMark and decomposeMark are the attributes the script puts on
// register tiles so that it can find them again after peeling has cloned
// them: matmul tiles vectorize as they are, convolution tiles decompose to
// 1-D convolutions first.
const (
	vectorizeMark = "mgxport.vectorize"
	decomposeMark = "mgxport.decompose"
	// packMark (with the rule's id appended) marks cache tiles awaiting
	// their packing.
	packMark = "mgxport.pack"
	// parallelMark marks the tile loops of parallel dims (tileOp), which
	// the phase entries split across threads (hostphase.go).
	parallelMark = "mgxport.parallel"
	// conv32Mark marks the HWCF convolutions left for the float32
	// micro-kernel (nothing in the script matches it).
	conv32Mark = "mgxport.conv32"
)

// A matmul's B is packed when it has at least packMinRows register tiles
// of rows (M) and packMinPanels cache tiles of columns (N); smaller ones
// take the same tiles unpacked.
const (
	packMinRows   = 16
	packMinPanels = 4
)

// Split-K: a float32 batch matmul with few rows and columns (its M by N
// output is a few register tiles) and a long K — cnn_fp32's head, [8,
// 32768] x [32768, 10], streams 2.3 MB of operands through one register
// tile — has no parallel dim worth splitting across threads. The script
// first cuts its K into splitKChunks chunks
// (transform.structured.tile_reduction_using_forall): one scf.forall over
// the chunks, each a product of its K chunk into its own partial C
// (C's shape with a chunks dim), which the Phase pipeline makes a
// parallel loop that the runtime splits across threads, then one
// linalg.reduce that adds the partials in chunk order. The number of
// chunks is a constant, never the thread count, so the result is the same
// bytes at any thread count; it is not the unsplit product's bytes (the
// partial sums round differently). Each chunk's product then takes the
// matmul rules like any other.
const (
	splitKChunks = 32
	splitKMinK   = 16384 // chunks of at least 256
	splitKMaxM   = 16
	splitKMaxN   = 64
)

// writeSplitK writes the matcher and the action of split-K (above) on
// linalg.batch_matmul (loops b, m, n, k).
func writeSplitK(b *strings.Builder) {
	b.WriteString(`  transform.named_sequence @match_split_k(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.batch_matmul"] : !transform.any_op
`)
	writeGateCmp(b, map[int]int{3: splitKMinK}, "ge", "k")
	writeGateCmp(b, map[int]int{1: splitKMaxM, 2: splitKMaxN}, "le", "mn")
	writeBitsGate(b, []string{"eq 32"})
	fmt.Fprintf(b, `    transform.yield %%op : !transform.any_op
  }
  transform.named_sequence @split_k(%%op: !transform.any_op {transform.consumed}) {
    %%fill, %%partial, %%combine, %%forall = transform.structured.tile_reduction_using_forall %%op by num_threads = [0, 0, 0, %d] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
`, splitKChunks)
}

// scheduleRule is how the script handles one linalg op.
type scheduleRule struct {
	id string // names the rule's sequences
	op string // the linalg op matched
	// convert is a transform op that rewrites the matched op into the one
	// the tiles are cut from ("" for none).
	convert string
	// tiles are the tile sizes of each tiling level, outermost first, over
	// the op's loops (0: not tiled at that level).
	tiles [][]int
	// atLeast gates the rule: each of the op's loops it names must have at
	// least that trip count (nil: any op named op).
	atLeast map[int]int
	// pack, when set, names the loops along which the tiles are padded to
	// full size, with B's tile copied into a new buffer (the packing), after
	// the tiling levels and a first peeling; packedTiles are then the
	// levels cut from the padded op.
	pack        []int
	packedTiles [][]int
	// mark says what becomes of the register tiles.
	mark string
	// convertedTranspose, when set, is the transpose that convert makes
	// of an operand (the operand it feeds) and its blocks.
	convertedTranspose *operandTranspose
	// bits gates the rule on the bit width of its first input's elements:
	// each entry a comparison with a width ("ne 8": not 8-bit, those are
	// the Dot8 micro-kernel's; "eq 32": the Conv32 one's).
	bits []string
	// parallel is how many of the op's loops, outermost first, are
	// parallel (the rest are reductions): their tile loops are marked
	// (parallelMark) for the runtime's threads.
	parallel int
}

// operandTranspose is a transpose feeding operand operand of an op,
// blocked by tiles.
type operandTranspose struct {
	operand int
	tiles   []int
}

// rules returns the schedule's rule for every op it handles.
//
// Matmuls (loops b, m, n, k): the cache tile, then the register tile.
//
// Convolutions, NHWC input and HWCF filter (loops n, oh, ow, f, kh, kw, c):
// two levels: 1 x 1 x MicroM x MicroN (ConvM x ConvN where set) over the output (a register tile of
// MicroM output pixels of a row by MicroN output channels), then 1 x 1 x 1
// over the filter taps and input channels inside it. The second level's
// loops carry the output tile itself, so loop-invariant subset hoisting
// keeps it in registers across the whole reduction (one level tiling all
// seven loops read and wrote it back at every step). With oh and kh tiled
// by 1 each tile is a
// 1-D convolution, which linalg vectorizes (strides and dilations
// included) into the same broadcast-times-vector FMAs as a matmul tile. The
// FHWC filters of tosa.conv2d are first transposed to HWCF (a transpose of
// the filter at run time: the F dim becomes contiguous, the vector dim).
func (s HostSchedule) rules() []scheduleRule {
	cm, cn := s.MicroM, s.MicroN
	if s.ConvM != 0 {
		cm, cn = s.ConvM, s.ConvN
	}
	convTile := [][]int{{1, 1, cm, cn, 0, 0, 0}, {0, 0, 0, 0, 1, 1, 1}}
	bmm := scheduleRule{id: "batch_matmul", op: "linalg.batch_matmul", mark: vectorizeMark, parallel: 3,
		tiles: [][]int{{1, 0, s.CacheN, s.CacheK}, {0, s.MicroM, s.MicroN, 1}}}
	mm := scheduleRule{id: "matmul", op: "linalg.matmul", mark: vectorizeMark, parallel: 2,
		tiles: [][]int{{0, s.CacheN, s.CacheK}, {s.MicroM, s.MicroN, 1}}}
	var packed []scheduleRule
	if s.PackB {
		// Packing pays where B's copy is small next to the work that reads
		// it (M rows) and B spans several panels (N): the gate. Pad N and
		// K: B is padded (and always copied), A along K and C along N only
		// where a tile is partial.
		minM, minN := packMinRows*s.MicroM, packMinPanels*s.CacheN
		pb, pm := bmm, mm
		pb.id, pb.atLeast = "batch_matmul_packed", map[int]int{1: minM, 2: minN}
		pm.id, pm.atLeast = "matmul_packed", map[int]int{0: minM, 1: minN}
		pb.pack, pb.packedTiles, pb.tiles = []int{2, 3}, bmm.tiles[1:], bmm.tiles[:1]
		pm.pack, pm.packedTiles, pm.tiles = []int{1, 2}, mm.tiles[1:], mm.tiles[:1]
		packed = []scheduleRule{pb, pm}
	}
	// foreach_match applies the first rule that matches: packed ones first.
	rules := append(packed, bmm, mm,
		// transpose_conv2d transposes the filter FHWC -> HWCF ([1, 2, 3, 0]:
		// F, the input's innermost dim, becomes the output's innermost).
		scheduleRule{id: "conv_fhwc", op: "linalg.conv_2d_nhwc_fhwc", convert: "transform.structured.transpose_conv2d",
			mark: decomposeMark, tiles: convTile, parallel: 4, convertedTranspose: &operandTranspose{operand: 1, tiles: transposeTiles(4, 2)}},
		scheduleRule{id: "conv_hwcf", op: "linalg.conv_2d_nhwc_hwcf", mark: decomposeMark, tiles: convTile, parallel: 4},
		// Max pooling (loops n, oh, ow, c, kh, kw): the convolutions'
		// tiles, each a 1-D pooling after decomposition, which vectorizes
		// to vector maxima over channels (linalg's loops took one element
		// and one tap at a time). 32-bit elements: the float case measured.
		scheduleRule{id: "maxpool", op: "linalg.pooling_nhwc_max", mark: decomposeMark, parallel: 4, bits: []string{"eq 32"},
			tiles: [][]int{{1, 1, cm, cn, 0, 0}, {0, 0, 0, 0, 1, 1}}},
	)
	for i := range rules {
		if rules[i].id == "conv_fhwc" && s.Dot8 != "" {
			rules[i].bits = []string{"ne 8"}
		}
	}
	if s.Conv32 != "" {
		// 32-bit convolutions only get their filter transposed to HWCF
		// (blocked, as above), for the micro-kernel (conv32.go), ahead of
		// the tiled rule.
		i := slices.IndexFunc(rules, func(r scheduleRule) bool { return r.id == "conv_fhwc" })
		// Its gates (loops n, oh, ow, f, kh, kw, c): the others keep the
		// tiles.
		f32 := scheduleRule{id: "conv_fhwc_f32", op: "linalg.conv_2d_nhwc_fhwc", convert: "transform.structured.transpose_conv2d",
			mark: conv32Mark, bits: []string{"eq 32"}, convertedTranspose: rules[i].convertedTranspose}
		if s.Conv32MinF > 1 || s.Conv32MinC > 1 {
			f32.atLeast = map[int]int{3: max(s.Conv32MinF, 1), 6: max(s.Conv32MinC, 1)}
		}
		rules = slices.Insert(rules, i, f32)
	}
	return rules
}

// TransformScript returns the transform-dialect module that applies the
// schedule: entry sequence mgxport_host_schedule, taking the payload
// module. It is empty for the zero schedule.
func (s HostSchedule) TransformScript() string {
	if !s.Scheduled() {
		return ""
	}
	var b strings.Builder
	b.WriteString("module attributes {transform.with_named_sequence} {\n")
	writeSplitK(&b)
	var pairs []string
	for _, r := range s.rules() {
		fmt.Fprintf(&b, `  transform.named_sequence @match_%[1]s(%%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %%op ["%[2]s"] : !transform.any_op
`, r.id, r.op)
		writeGate(&b, r.atLeast)
		writeBitsGate(&b, r.bits)
		b.WriteString("    transform.yield %op : !transform.any_op\n  }\n")
		fmt.Fprintf(&b, "  transform.named_sequence @tile_%s(%%op: !transform.any_op {transform.consumed}) {\n", r.id)
		h := "%op"
		if r.convert != "" {
			fmt.Fprintf(&b, "    %%converted = %s %s : (!transform.any_op) -> !transform.any_op\n", r.convert, h)
			h = "%converted"
			if r.convertedTranspose != nil {
				// The conversion transposes an operand at run time: block
				// that transpose too (see markTransposes).
				fmt.Fprintf(&b, "    %%operand_transpose = transform.get_producer_of_operand %s[%d] : (!transform.any_op) -> !transform.any_op\n", h, r.convertedTranspose.operand)
				t := tileOp(&b, "%operand_transpose", "operand_transpose_blocks", r.convertedTranspose.tiles, len(r.convertedTranspose.tiles))
				fmt.Fprintf(&b, "    transform.annotate %s %q : !transform.any_op\n", t, vectorizeMark)
			}
		}
		for i, sizes := range r.tiles {
			h = tileOp(&b, h, fmt.Sprintf("level%d", i), sizes, r.parallel)
		}
		mark := r.mark
		if r.pack != nil {
			mark = packMark + "." + r.id
		}
		fmt.Fprintf(&b, "    transform.annotate %s %q : !transform.any_op\n    transform.yield\n  }\n", h, mark)
		pairs = append(pairs, fmt.Sprintf("@match_%s -> @tile_%s", r.id, r.id))
	}
	// The kernel's own pads (a convolution's padded input) become a
	// buffer filled with the pad value and a linalg.copy of the input into
	// its interior: loops LLVM vectorizes, where bufferization would copy
	// into the strided interior with memref.copy, i.e. the memrefCopy
	// helper's one memcpy call per element.
	fmt.Fprintf(&b, `  transform.named_sequence @%s(%%root: !transform.any_op {transform.consumed}) {
    %%kernel_pads = transform.structured.match ops{["tensor.pad"]} in %%root : (!transform.any_op) -> !transform.any_op
    %%kernel_pad_buffers, %%kernel_pad_fills = transform.structured.bufferize_to_allocation %%kernel_pads {memcpy_op = "linalg.copy", alloc_op = "memref.alloc"} : !transform.any_op
    %%split = transform.foreach_match in %%root
        @match_split_k -> @split_k
        : (!transform.any_op) -> !transform.any_op
    %%tiled = transform.foreach_match in %%split
        %s
        : (!transform.any_op) -> !transform.any_op
`, scheduleEntry, strings.Join(pairs, ",\n        "))
	writeTransposeBlocks(&b, "%tiled")
	b.WriteString("    %funcs = transform.structured.match ops{[\"func.func\"]} in %tiled : (!transform.any_op) -> !transform.any_op\n")
	peeled := peelAndClean(&b, "%funcs", "peeled")
	packed := false
	for _, r := range s.rules() {
		if r.pack == nil {
			continue
		}
		packed = true
		dims := make([]string, len(r.pack))
		for i, d := range r.pack {
			dims[i] = fmt.Sprint(d)
		}
		// B (operand 1) is padded even where the tile is full (nofold) and
		// the pads become buffers filled by linalg.copy (a loop LLVM
		// vectorizes; memref.copy of a strided view would call the generic
		// memrefCopy helper).
		fmt.Fprintf(&b, `    %%pk_%[1]s = transform.structured.match attributes{%[2]q} in %[3]s : (!transform.any_op) -> !transform.any_op
    %%padded_%[1]s, %%pads_%[1]s, %%copies_%[1]s = transform.structured.pad %%pk_%[1]s {padding_dimensions = [%[4]s], nofold_flags = [0, 1, 0], copy_back_op = "none"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %%buffers_%[1]s, %%fills_%[1]s = transform.structured.bufferize_to_allocation %%pads_%[1]s {memcpy_op = "linalg.copy", alloc_op = "memref.alloc"} : !transform.any_op
`, r.id, packMark+"."+r.id, peeled, strings.Join(dims, ", "))
		h := "%padded_" + r.id
		for i, sizes := range r.packedTiles {
			h = tileOp(&b, h, fmt.Sprintf("%s_packed%d", r.id, i), sizes, r.parallel)
		}
		fmt.Fprintf(&b, "    transform.annotate %s %q : !transform.any_op\n", h, r.mark)
	}
	if packed {
		peeled = peelAndClean(&b, peeled, "repeeled")
	}
	fmt.Fprintf(&b, `    %%convs = transform.structured.match attributes{%[2]q} in %[1]s : (!transform.any_op) -> !transform.any_op
    %%conv1d = transform.structured.decompose %%convs : (!transform.any_op) -> !transform.any_op
    transform.annotate %%conv1d %[3]q : !transform.any_op
    %%tiles = transform.structured.match attributes{%[3]q} in %[1]s : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %%tiles : !transform.any_op
    transform.apply_patterns to %[1]s {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.sink_ops
    } : !transform.any_op
    transform.apply_patterns to %[1]s {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
`, peeled, decomposeMark, vectorizeMark)
	return b.String()
}

// writeGate writes the checks that loop d of the matched op has at least
// atLeast[d] iterations (static sizes: the kernels' shapes are).
func writeGate(b *strings.Builder, atLeast map[int]int) { writeGateCmp(b, atLeast, "ge", "") }

// writeGateCmp writes the checks that loop d of the matched op's trip
// count compares (pred: "ge", "le") with bound[d]; tag keeps the names of
// two gates of one sequence apart.
func writeGateCmp(b *strings.Builder, bound map[int]int, pred, tag string) {
	if len(bound) == 0 {
		return
	}
	dims := slices.Sorted(maps.Keys(bound))
	var names, types []string
	for _, d := range dims {
		names = append(names, fmt.Sprintf("%%d%s%d", tag, d))
		types = append(types, "!transform.param<i64>")
	}
	fmt.Fprintf(b, "    %s = transform.match.structured %%op : (!transform.any_op) -> (%s) {\n    ^bb0(%%s: !transform.any_op):\n",
		strings.Join(names, ", "), strings.Join(types, ", "))
	for i, d := range dims {
		fmt.Fprintf(b, "      %%s%d = transform.match.structured.dim %%s[%d] : (!transform.any_op) -> !transform.param<i64>\n", i, d)
	}
	inner := make([]string, len(dims))
	for i := range dims {
		inner[i] = fmt.Sprintf("%%s%d", i)
	}
	fmt.Fprintf(b, "      transform.match.structured.yield %s : %s\n    }\n", strings.Join(inner, ", "), strings.Join(types, ", "))
	for _, d := range dims {
		fmt.Fprintf(b, `    %%min%[3]s%[1]d = transform.param.constant %[2]d : i64 -> !transform.param<i64>
    transform.match.param.cmpi %[4]s %%d%[3]s%[1]d, %%min%[3]s%[1]d : !transform.param<i64>
`, d, bound[d], tag, pred)
	}
}

// writeBitsGate writes the checks that the matched op's first input's
// elements' bit width compares with each of cmps ("ne 8"; nothing for
// none).
func writeBitsGate(b *strings.Builder, cmps []string) {
	if len(cmps) == 0 {
		return
	}
	b.WriteString(`    %bits = transform.match.structured %op : (!transform.any_op) -> !transform.param<i64> {
    ^bb0(%s: !transform.any_op):
      %in = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      %b = transform.match.structured.elemental_bitwidth %in : (!transform.any_value) -> !transform.param<i64>
      transform.match.structured.yield %b : !transform.param<i64>
    }
`)
	for i, c := range cmps {
		pred, width, _ := strings.Cut(c, " ")
		fmt.Fprintf(b, `    %%width%[1]d = transform.param.constant %[2]s : i64 -> !transform.param<i64>
    transform.match.param.cmpi %[3]s %%bits, %%width%[1]d : !transform.param<i64>
`, i, width, pred)
	}
}

// peelAndClean writes the peeling of every scf.for in the funcs of handle
// whose trip does not divide (the partial last iteration of every tile
// loop gets its own copy, inside partial iterations too) and a
// canonicalization that folds the peeled tiles' sizes to constants. It
// returns the handle of the funcs afterwards (name).
func peelAndClean(b *strings.Builder, handle, name string) string {
	fmt.Fprintf(b, `    %%%[1]s = transform.apply_registered_pass "scf-for-loop-peeling" with options = { "skip-partial" = false } to %[2]s : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %%%[1]s {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
`, name, handle)
	return "%" + name
}

// tileOp writes a tile_using_for of the op in handle by sizes (0: that loop
// is not tiled) and returns the tiled op's handle; with no non-zero size it
// writes nothing and returns handle. The tile loops of the op's first
// parallel loops (its parallel dims) are marked with parallelMark: their
// iterations write disjoint tiles, so the runtime may run them on several
// threads (hostphase.go).
func tileOp(b *strings.Builder, handle, name string, sizes []int, parallel int) string {
	loops := 0
	strs := make([]string, len(sizes))
	for i, s := range sizes {
		strs[i] = fmt.Sprint(s)
		if s != 0 {
			loops++
		}
	}
	if loops == 0 {
		return handle
	}
	results := strings.Repeat(", !transform.any_op", loops)
	fmt.Fprintf(b, "    %%%[1]s, %%%[1]s_loops:%[2]d = transform.structured.tile_using_for %[3]s tile_sizes [%[4]s] : (!transform.any_op) -> (!transform.any_op%[5]s)\n",
		name, loops, handle, strings.Join(strs, ", "), results)
	loop := 0
	for d, s := range sizes {
		if s == 0 {
			continue
		}
		if d < parallel {
			fmt.Fprintf(b, "    transform.annotate %%%s_loops#%d %q : !transform.any_op\n", name, loop, parallelMark)
		}
		loop++
	}
	return "%" + name
}
