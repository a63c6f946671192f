package kernelgen

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"hash"
	"sync"

	"github.com/mgxport/mgxport/finalize/elemfold"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// The generators' identity. A finalized kernel's bytes depend on the text
// these generators write, so the GPU compiler identity (and every cache
// key) names that text: the kernels written for a fixed corpus of
// products under every tiling the generators offer, and the default
// schedule's scripts for a fixed corpus of loop nests. A change to a
// generator that changes what it writes changes the identity by
// construction, with no version string to remember to bump. Epilogues are
// written from MLIR ops (a corpus would need the MLIR library, which the
// identity memo must not load), so their generator's source stands for
// them.

//go:embed epilogue.go
var epilogueSource string

// attnMatchSource is the attention matcher's source: which portable
// kernels take the flash kernel (and how it reads their operands) is the
// matcher's decision, so a kernel cached before the matcher took its
// form must not be served after.
//
//go:embed attention_match.go
var attnMatchSource string

// convSources are the convolution folds' generators (conv_*.go): the
// bias added in epilogues, the guarded loads of a folded padding, the
// collapsing wrapper of a channels-first 1×1 product, the NCHW input read
// in place and the channels-first stores, which the corpus (plain
// products) does not exercise; the max-pooling kernel's; and the fold of
// a computed B operand into the loads (bfold.go, and its row-vector
// kernel, bfold_gemv.go; the fold's own package, finalize/elemfold, is
// hashed beside them).
//
//go:embed conv_bias.go conv_pad.go conv_nchw.go conv_nchw_read.go conv_store.go pool.go bfold.go bfold_gemv.go
var convSources embed.FS

// generators are the functions whose output the identity hashes; tests
// swap one to check that a different output gives a different identity.
type generators struct {
	gemm  func(name string, c Contraction, t GEMMTile, fill bool, epi *epilogue, emulate bool) (string, error)
	mma   func(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error)
	wgmma func(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error)
	// mma16 and wgmma16 write the half (f16/bf16) kernels.
	mma16   func(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error)
	wgmma16 func(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error)
	// wgmma16ws writes the warp-specialized persistent half kernel,
	// whose grid depends on the multiprocessors.
	wgmma16ws func(name string, c Contraction, t MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error)
	// wgmma32ws writes the warp-specialized persistent TF32 kernel.
	wgmma32ws func(name string, c Contraction, t MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error)
	// amd writes the AMD half kernel (MFMA, WMMA).
	amd    func(name string, c Contraction, t AMDTile, unit string, shared int64, fill bool, epi *epilogue) (string, error)
	script func(s GPUSchedule, ops []linalgLoops) (string, error)
	// attention writes the flash-attention kernel.
	attention func(name string, a Attention, shared int64) (string, error)
}

func defaultGenerators() generators {
	return generators{gemm: gemmKernel, mma: mmaKernel, wgmma: wgmmaKernel, mma16: mma16Kernel, wgmma16: wgmma16Kernel, wgmma16ws: wgmma16WSKernel, wgmma32ws: wgmma32WSKernel, amd: amdKernel, script: GPUSchedule.script, attention: attentionKernel}
}

// identityShared is the shared memory the corpus's TF32 kernels are
// written for (sm_90's per block).
const identityShared = 227 << 10

// identityProcessors is the multiprocessor count the corpus's persistent
// kernels are written for (an H100's and H200's).
const identityProcessors = 132

// lin is an affine index over the loops with the given coefficients.
func lin(coef ...int64) mlirc.Linear { return mlirc.Linear{Coef: coef} }

// corpus is the products the identity writes kernels for: row-major and
// transposed matmuls, with and without tails (the first one whole tiles
// of the largest half wgmma tilings), a batched one and an
// implicit 3×3 convolution, so every staging mode, guard and loop group
// of the generators is exercised.
func corpus() []Contraction {
	mm := func(M, N, K int64, transA, transB bool) Contraction {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{M, N, K}}
		sa, sb := []int64{M, K}, []int64{K, N}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0), lin(0, 0, 1)}
		if transA {
			sa, c.maps[0] = []int64{K, M}, []mlirc.Linear{lin(0, 0, 1), lin(1, 0, 0)}
		}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 1), lin(0, 1, 0)}
		if transB {
			sb, c.maps[1] = []int64{N, K}, []mlirc.Linear{lin(0, 1, 0), lin(0, 0, 1)}
		}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0), lin(0, 1, 0)}
		c.setTypes(sa, sb, []int64{M, N})
		return c
	}
	b := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{3, 40, 24, 20}}
	b.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 0, 1)}
	b.maps[1] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 0, 0, 1), lin(0, 0, 1, 0)}
	b.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
	b.setTypes([]int64{3, 40, 20}, []int64{3, 20, 24}, []int64{3, 40, 24})
	// NHWC 3×3 convolution: loops n, oh, ow, oc, kh, kw, ic.
	cv := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{2, 5, 4, 20, 3, 3, 8}}
	cv.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 1, 0, 0), lin(0, 0, 1, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
	cv.maps[1] = []mlirc.Linear{lin(0, 0, 0, 1, 0, 0, 0), lin(0, 0, 0, 0, 1, 0, 0), lin(0, 0, 0, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
	cv.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
	cv.setTypes([]int64{2, 7, 6, 8}, []int64{20, 3, 3, 8}, []int64{2, 5, 4, 20})
	return []Contraction{
		mm(256, 256, 64, false, false), mm(70, 50, 37, false, false), mm(64, 72, 24, true, false),
		mm(96, 40, 48, false, true), b, cv,
	}
}

// setTypes gives the operands float32 memref types of the given shapes.
func (c *Contraction) setTypes(shapes ...[]int64) {
	copy(c.shapes[:], shapes)
	c.setElem("f32")
}

// setElem gives the operands memref types of element elem (f32, f16,
// bf16) with the shapes setTypes gave; the result stays f32 (half
// products accumulate in fp32).
func (c *Contraction) setElem(elem string) {
	for i, s := range c.shapes {
		dims := ""
		for _, d := range s {
			dims += fmt.Sprintf("%dx", d)
		}
		e := elem
		if i == 2 {
			e = "f32"
		}
		c.types[i] = "memref<" + dims + e + ">"
	}
	c.elem = elem
}

// loopCorpus is the loop nests the identity writes schedule scripts for:
// pointwise of each rank, reductions, and ranges beyond a grid dimension.
func loopCorpus() [][]linalgLoops {
	p, r := true, false
	return [][]linalgLoops{
		{{parallel: []bool{p}, ranges: []int64{1000}}},
		{{parallel: []bool{p, p}, ranges: []int64{37, 300}}, {parallel: []bool{p, p, p}, ranges: []int64{4, 5, 6}}},
		{{parallel: []bool{p, p, p, p}, ranges: []int64{2, 3, 70000, 33}}},
		{{parallel: []bool{p, r}, ranges: []int64{128, 768}}, {parallel: []bool{p, p, r, r}, ranges: []int64{2, 64, 3, 3}}},
	}
}

// identityOf hashes what gen writes for the corpus.
func identityOf(gen generators) string {
	h := sha256.New()
	put := func(what string, text string, err error) {
		if err != nil {
			text = "error: " + err.Error()
		}
		fmt.Fprintf(h, "%s\x00%d\x00", what, len(text))
		h.Write([]byte(text))
	}
	// Every product once, the tilings in turn (a tiling changes numbers,
	// a product the code paths: tails, transposes, loop groups), the fill
	// both ways on the first.
	for i, c := range corpus() {
		gt := GEMMTiles()[i%len(GEMMTiles())]
		fills := []bool{true}
		if i == 0 {
			fills = append(fills, false)
		}
		for _, fill := range fills {
			text, err := gen.gemm("k", c, gt, fill, nil, false)
			put(fmt.Sprintf("gemm %d %s %v", i, gt, fill), text, err)
			// Split K (splitk.go): the partial product and its reduction.
			st := gt
			st.Split = 2 + int64(i%3)
			text, err = gen.gemm("k", c, st, fill, nil, false)
			put(fmt.Sprintf("gemm %d %s %v", i, st, fill), text, err)
		}
		mt := MMATiles()[i%len(MMATiles())]
		text, err := gen.mma("k", c, mt, identityShared, true, nil)
		put(fmt.Sprintf("mma %d %s", i, mt), text, err)
		if c.wgmmaFits() {
			wt := WGMMATiles()[i%len(WGMMATiles())]
			text, err := gen.wgmma("k", c, wt, identityShared, true, nil)
			put(fmt.Sprintf("wgmma %d %s", i, wt), text, err)
			st := WGMMA32WSTiles()[i%len(WGMMA32WSTiles())]
			text, err = gen.wgmma32ws("k", c, st, identityProcessors, identityShared, true, nil)
			put(fmt.Sprintf("wgmma32ws %d %s", i, st), text, err)
		}
		// The same product in half precision (bf16 on every other one).
		h := c
		h.setElem([]string{"f16", "bf16"}[i%2])
		ht := MMA16Tiles()[i%len(MMA16Tiles())]
		text, err = gen.mma16("k", h, ht, identityShared, true, nil)
		put(fmt.Sprintf("mma16 %d %s %s", i, h.elem, ht), text, err)
		if h.wgmma16Fits() {
			wt := WGMMA16Tiles()[i%len(WGMMA16Tiles())]
			text, err := gen.wgmma16("k", h, wt, identityShared, true, nil)
			put(fmt.Sprintf("wgmma16 %d %s %s", i, h.elem, wt), text, err)
			st := WGMMA16WSTiles()[i%len(WGMMA16WSTiles())]
			text, err = gen.wgmma16ws("k", h, st, identityProcessors, identityShared, true, nil)
			put(fmt.Sprintf("wgmma16ws %d %s %s", i, h.elem, st), text, err)
		}
		// On each AMD unit (64 KiB of LDS, as every AMD row has).
		for _, unit := range []string{target.MFMA, target.MFMA950, target.WMMA, target.WMMA12} {
			at := amdTiles(unit)[i%len(amdTiles(unit))]
			text, err := gen.amd("k", h, at, unit, 64<<10, true, nil)
			put(fmt.Sprintf("amd %d %s %s %s", i, unit, h.elem, at), text, err)
		}
	}
	// Whole tiles of a half product: the 8-column vector stores of the
	// plain and the warp-specialized wgmma kernels.
	vc := corpus()[0]
	vc.setElem("f16")
	vt, st := WGMMA16VecTiles()[0], WGMMA16WSTiles()[0]
	text, err := gen.wgmma16("k", vc, vt, identityShared, true, nil)
	put(fmt.Sprintf("wgmma16 vec %s", vt), text, err)
	text, err = gen.wgmma16ws("k", vc, st, identityProcessors, identityShared, true, nil)
	put(fmt.Sprintf("wgmma16ws vec %s", st), text, err)
	for _, wave := range []int{32, 64} {
		s := DefaultGPUSchedule(target.Target{Wave: wave})
		for i, ops := range loopCorpus() {
			text, err := gen.script(s, ops)
			put(fmt.Sprintf("schedule %s %d", s, i), text, err)
		}
	}
	// The attentions: each head size, tails, masks of two ranks, Q, K
	// and V separate, packed and views of several operands, the half
	// types (every tiling, the first with every key-loop variant; an
	// output cast to f32), exact fp32 and TF32 (every tiling it takes);
	// and the tiling the shape picks by default, which decides the
	// kernel a shape gets.
	for i, a := range []Attention{
		{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"},
		{B: 1, H: 3, Sq: 70, Skv: 100, D: 32, Dv: 32, Scale: 0.3, Elem: "bf16", Mask: []int64{100}, MaskElem: "f16"},
		{B: 1, H: 2, Sq: 64, Skv: 64, D: 128, Dv: 128, Scale: 0.09, Elem: "f16"},
		{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 128}, MaskElem: "f32", QKV: 2304, Off: [3]int64{0, 768, 1536}},
		{B: 1, H: 4, Sq: 50, Skv: 50, D: 32, Dv: 32, Scale: 0.2, Elem: "f32", QKV: 384, Off: [3]int64{0, 128, 256}},
		{B: 2, H: 2, Sq: 90, Skv: 90, D: 64, Dv: 64, Scale: 0.125, Elem: "bf16", OutElem: "f32", Mask: []int64{2, 1, 90, 90}, MaskElem: "f32"},
		{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f32", Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"},
		{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f32", TF32: true, Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"},
		{B: 1, H: 2, Sq: 70, Skv: 100, D: 40, Dv: 24, Scale: 0.2, Elem: "f32", TF32: true},
		{B: 1, H: 4, Sq: 50, Skv: 50, D: 32, Dv: 32, Scale: 0.2, Elem: "f32", TF32: true, QKV: 384, Off: [3]int64{0, 128, 256}},
		// Q, K and V as views of several operands (ModernBERT's: Q and K
		// of the rotary output, V of the projection; cross attention).
		{B: 1, H: 4, Sq: 128, Skv: 128, D: 32, Dv: 32, Scale: 0.17, Elem: "f32", Mask: []int64{1, 1, 128, 128}, MaskElem: "f32",
			Views: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}},
		{B: 1, H: 4, Sq: 128, Skv: 128, D: 32, Dv: 32, Scale: 0.17, Elem: "f32", TF32: true, Views: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}},
		{B: 2, H: 2, Sq: 50, Skv: 90, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 90}, MaskElem: "f32",
			Views: []int64{264, 128}, From: [3]int{1, 0, 0}, Off: [3]int64{0, 8, 136}},
	} {
		text, err := gen.attention("k", a, identityShared)
		put(fmt.Sprintf("attention %d", i), text, err)
		if a.Elem == "f32" && !a.TF32 {
			continue
		}
		points := attnTiles()
		if i == 0 {
			points = attnPoints() // the key-loop variants' text (f16 takes every one)
		}
		for _, tl := range points {
			b := a
			b.Tile = tl
			if b.Fits(identityShared) {
				text, err := gen.attention("k", b, identityShared)
				put(fmt.Sprintf("attention %d %s", i, tl), text, err)
			}
		}
	}
	for i, a := range []Attention{
		{B: 32, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Elem: "f16"},
		{B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f16"},
		{B: 1, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "bf16"},
		{B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f32", TF32: true},
	} {
		for _, procs := range []int{0, 108, 132} {
			put(fmt.Sprintf("attention tile %d %d", i, procs), AttnTileFor(a, Options{Processors: procs}).String(), nil)
		}
	}
	writeSource(h, "epilogue.go", epilogueSource)
	writeSource(h, "attention_match.go", attnMatchSource)
	writeSource(h, "elemfold.go", elemfold.Source())
	for _, f := range []string{"conv_bias.go", "conv_pad.go", "conv_nchw.go", "conv_nchw_read.go", "conv_store.go", "pool.go", "bfold.go", "bfold_gemv.go"} {
		src, err := convSources.ReadFile(f)
		if err != nil {
			src = []byte("missing: " + err.Error()) // a build that embedded less never matches
		}
		writeSource(h, f, string(src))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// writeSource adds a source file's text to h.
func writeSource(h hash.Hash, name, text string) {
	fmt.Fprintf(h, "%s\x00%d\x00", name, len(text))
	h.Write([]byte(text))
}

// identity memoizes Identity: the corpus takes milliseconds to write and
// its text never changes within a process (a pure function of the code).
var identity = sync.OnceValue(func() string { return identityOf(defaultGenerators()) })

// Identity names the generators by their output over the corpus (and the
// epilogue generator's source): it changes exactly when what they write
// does.
func Identity() string { return identity() }
