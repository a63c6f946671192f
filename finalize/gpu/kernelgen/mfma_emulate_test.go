package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// The AMD matrix instructions' operand and accumulator layouts as AMD's
// ISA documents state them (CDNA3 ISA "Matrix fused multiply-add", RDNA3
// and RDNA4 ISA "WMMA"; AMD's matrix instruction calculator), written as
// the inverse of mfma_index.go's maps: for each element of the
// instruction's A (i, k) or accumulator (i, j), the lane and the item of
// that lane's register vector that holds it. B is A's transpose with the
// column for the row. For RDNA 3, A and B live in lanes 0-15 and again,
// identical, in lanes 16-31: isaAMDA gives the low lane.
func isaAMDA(in amdInst, i, k int64) (lane, item int64) {
	switch in {
	case mfma32x32x8: // v_mfma_f32_32x32x8f16: 4 k a lane, k/4 picks the lane half
		return i + 32*(k/4), k % 4
	case mfma16x16x16: // v_mfma_f32_16x16x16f16: 4 k a lane, k/4 picks the lane quarter
		return i + 16*(k/4), k % 4
	case mfma32x32x16: // gfx950 v_mfma_f32_32x32x16_f16: 8 k a lane, k/8 picks the lane half
		return i + 32*(k/8), k % 8
	case mfma16x16x32: // gfx950 v_mfma_f32_16x16x32_f16: 8 k a lane, k/8 picks the lane quarter
		return i + 16*(k/8), k % 8
	case wmma11: // RDNA 3 v_wmma_f32_16x16x16_f16: the whole K a lane
		return i, k
	case wmma12: // RDNA 4: 8 k a lane, lanes 16-31 the upper 8
		return i + 16*(k/8), k % 8
	}
	panic("unknown instruction")
}

func isaAMDC(in amdInst, i, j int64) (lane, reg int64) {
	switch in {
	case mfma32x32x8, mfma32x32x16: // 4 blocks of 8 rows; in each, rows 0-3 in lanes 0-31, 4-7 in 32-63
		return j + 32*((i/4)%2), 4*(i/8) + i%4
	case mfma16x16x16, mfma16x16x32: // rows 4q..4q+3 in lanes 16q..16q+15
		return j + 16*(i/4), i % 4
	case wmma11: // even rows in lanes 0-15, odd in 16-31, register i/2
		return j + 16*(i%2), i / 2
	case wmma12: // rows 0-7 in lanes 0-15, 8-15 in 16-31, register i%8
		return j + 16*(i/8), i % 8
	}
	panic("unknown instruction")
}

// TestAMDFragmentLayouts checks mfma_index.go's fragment maps against the
// ISA's, element by element: every lane's items name distinct elements,
// each the ISA puts in that lane and item, and together they cover the
// instruction's operands and accumulator exactly once (RDNA 3's A and B
// twice, once per lane half).
func TestAMDFragmentLayouts(t *testing.T) {
	x := evalIx{}
	tile := AMDTile{WM: 1, WN: 1}
	for _, in := range []amdInst{mfma32x32x8, mfma16x16x16, mfma32x32x16, mfma16x16x32, wmma11, wmma12} {
		tile.BM, tile.BN = in.M, in.N
		copies := int64(1)
		if in == wmma11 {
			copies = 2
		}
		if in.Wave*in.Elems != in.M*in.K*copies || in.Wave*in.Acc != in.M*in.N {
			t.Fatalf("%s: %d lanes × %d elements, %d accumulators do not tile %dx%dx%d", in, in.Wave, in.Elems, in.Acc, in.M, in.N, in.K)
		}
		seenA := map[[2]int64]int64{}
		seenB := map[[2]int64]int64{}
		seenC := map[[2]int64]int64{}
		for ln := range in.Wave {
			l := amdLaneOf[int64](x, tile, in.Wave, ln)
			r, k := amdFragA[int64](x, in, l, 0, 0)
			col, kb := amdFragB[int64](x, in, l, 0, 0)
			for e := range in.Elems {
				if gl, gi := isaAMDA(in, r, k+e); gl != ln%(in.Wave/copies) || gi != e {
					t.Fatalf("%s: lane %d item %d holds A[%d][%d], which the ISA puts in lane %d item %d", in, ln, e, r, k+e, gl, gi)
				}
				if gl, gi := isaAMDA(in, col, kb+e); gl != ln%(in.Wave/copies) || gi != e {
					t.Fatalf("%s: lane %d item %d holds B[%d][%d], which the ISA puts in lane %d item %d", in, ln, e, kb+e, col, gl, gi)
				}
				seenA[[2]int64{r, k + e}]++
				seenB[[2]int64{kb + e, col}]++
			}
			for j := range in.Acc {
				row, c := amdFragC[int64](x, in, l, 0, 0, j)
				if gl, gj := isaAMDC(in, row, c); gl != ln || gj != j {
					t.Fatalf("%s: lane %d accumulator %d is D[%d][%d], which the ISA puts in lane %d register %d", in, ln, j, row, c, gl, gj)
				}
				seenC[[2]int64{row, c}]++
			}
		}
		for what, seen := range map[string]map[[2]int64]int64{"A": seenA, "B": seenB} {
			for e, n := range seen {
				if n != copies || e[0] < 0 || e[1] < 0 || what == "A" && (e[0] >= in.M || e[1] >= in.K) || what == "B" && (e[0] >= in.K || e[1] >= in.N) {
					t.Fatalf("%s %s element %v held %d times, want %d", in, what, e, n, copies)
				}
			}
		}
		if int64(len(seenA)) != in.M*in.K || int64(len(seenB)) != in.K*in.N || int64(len(seenC)) != in.M*in.N {
			t.Fatalf("%s: A, B, C cover %d, %d, %d elements", in, len(seenA), len(seenB), len(seenC))
		}
	}
}

// emulateAMD runs the AMD half kernel's data flow for c tiled as t on
// unit, on the CPU, from mfma_index.go's functions (the ones the kernel
// text is written with): staging slots and their 16-byte units, the two
// LDS buffers (slice kt in buffer kt%2, the next one staged into the other
// after slice kt's products, the buffer just read poisoned), every lane's
// fragment vector loads, the ISA's instruction
// (operands gathered from the lanes by the ISA's layout, not the
// kernel's), the output coordinates. It fails the test on an LDS read of
// an element not staged in that slice or outside the buffer, a global
// read outside an operand, a 16-byte unit straddling an edge, RDNA 3
// lane halves that disagree, or an output element written twice or never.
func emulateAMD(t *testing.T, c Contraction, tile AMDTile, unit string, a, b tensor, cShape []int64) tensor {
	t.Helper()
	x := evalIx{}
	in, ok := amdInstFor(unit, tile.Inst)
	if !ok {
		t.Fatalf("no %s instruction of M %d", unit, tile.Inst)
	}
	M, N, K := c.M(), c.N(), c.K()
	nt := in.Wave * tile.WM * tile.WN
	modes := c.amdOperands()
	lay := [2]amdLayout{{rows: tile.BM, bk: tile.BK}, {rows: tile.BN, bk: tile.BK}}
	mi, ni := tile.WarpRows()/in.M, tile.WarpCols()/in.N
	out := tensor{shape: cShape, data: make([]float32, prodI(cShape))}
	written := make([]int, len(out.data))
	nan := float32(math.NaN())
	copies := int64(1)
	if in == wmma11 {
		copies = 2
	}
	for bz := range c.BatchSize() {
		for by := range ceilDiv(M, tile.BM) {
			for bx := range ceilDiv(N, tile.BN) {
				loops := make([]int64, len(c.ranges))
				c.splitGroup(bz, c.batch, loops)
				m0, n0 := by*tile.BM, bx*tile.BN
				acc := make([][]float32, nt)
				for i := range acc {
					acc[i] = make([]float32, mi*ni*in.Acc)
				}
				// bufs[st][op] is LDS buffer st of operand op; poison fills
				// one with NaN, which a product reading it turns into NaN.
				var bufs [2][2][][]float32
				poison := func(st int64) {
					for op := range 2 {
						r0, c0 := lay[op].shape()
						bufs[st][op] = make([][]float32, r0)
						for i := range bufs[st][op] {
							bufs[st][op][i] = make([]float32, c0)
							for j := range bufs[st][op][i] {
								bufs[st][op][i][j] = nan
							}
						}
					}
				}
				// stageInto stages the slice at k0 into buffer st: what
				// the kernel's load reads and its store writes.
				stageInto := func(k0, st int64) {
					lds := bufs[st]
					for op := range 2 {
						tileDim, base, limit, rowDims, src := tile.BM, m0, M, c.mDims, a
						if op == 1 {
							tileDim, base, limit, rowDims, src = tile.BN, n0, N, c.nDims, b
						}
						stageUnits16(t, c, op, modes[op], tileDim, tile.BK, nt, base, limit, k0, K, rowDims, loops, src, func(r, k int64, v float32) {
							lds[op][r][k] = v
						})
					}
				}
				poison(0)
				poison(1)
				stageInto(0, 0)
				nk := ceilDiv(K, tile.BK)
				for kt := range nk {
					cur := kt % 2
					lds := bufs[cur]
					for w := range tile.WM * tile.WN {
						lanes := make([]amdLane[int64], in.Wave)
						for ln := range in.Wave {
							lanes[ln] = amdLaneOf[int64](x, tile, in.Wave, w*in.Wave+ln)
						}
						// load is a lane's fragment vector: Elems elements of
						// row r of operand op's buffer from k on.
						load := func(op int, r, k int64) []float32 {
							if r < 0 || r >= int64(len(lds[op])) || k < 0 || k+in.Elems > tile.BK {
								t.Fatalf("operand %d fragment load at (%d, %d) outside the %dx%d slice", op, r, k, len(lds[op]), tile.BK)
							}
							return lds[op][r][k : k+in.Elems]
						}
						for s := range tile.BK / in.K {
							for m := range mi {
								for n := range ni {
									fa := make([][]float32, in.Wave)
									fb := make([][]float32, in.Wave)
									for ln := range in.Wave {
										r, k := amdFragA[int64](x, in, lanes[ln], m, s)
										fa[ln] = load(0, r, k)
										col, kb := amdFragB[int64](x, in, lanes[ln], n, s)
										fb[ln] = load(1, col, kb)
									}
									// The instruction, its operands read as the ISA lays them out.
									for i := range in.M {
										for j := range in.N {
											sum := float32(0)
											for k := range in.K {
												la, ia := isaAMDA(in, i, k)
												lb, ib := isaAMDA(in, j, k)
												for h := int64(1); h < copies; h++ {
													if fa[la][ia] != fa[la+16*h][ia] && !math.IsNaN(float64(fa[la][ia])) || fb[lb][ib] != fb[lb+16*h][ib] && !math.IsNaN(float64(fb[lb][ib])) {
														t.Fatalf("wave %d: RDNA 3 lanes %d and %d hold different operands", w, la, la+16*h)
													}
												}
												p := fa[la][ia] * fb[lb][ib]
												if math.IsNaN(float64(p)) {
													t.Fatalf("wave %d fragment (%d,%d) step %d: read an LDS element not staged this slice", w, m, n, s)
												}
												sum += p
											}
											lc, rc := isaAMDC(in, i, j)
											acc[w*in.Wave+lc][(m*ni+n)*in.Acc+rc] += sum
										}
									}
								}
							}
						}
					}
					// Past the barrier: this buffer is free, the next
					// slice lands in the other (1 - cur, as the kernel).
					poison(cur)
					if kt+1 < nk {
						stageInto((kt+1)*tile.BK, 1-cur)
					}
				}
				for tid := range nt {
					l := amdLaneOf[int64](x, tile, in.Wave, tid)
					for m := range mi {
						for n := range ni {
							for j := range in.Acc {
								row, col := amdFragC[int64](x, in, l, m, n, j)
								if m0+row >= M || n0+col >= N {
									continue
								}
								lp := slicesClone(loops)
								c.splitGroup(m0+row, c.mDims, lp)
								c.splitGroup(n0+col, c.nDims, lp)
								o, ok := out.flat(c.eval(2, lp))
								if !ok {
									t.Fatalf("output written outside at %v", c.eval(2, lp))
								}
								out.data[o] = acc[tid][(m*ni+n)*in.Acc+j]
								written[o]++
							}
						}
					}
				}
			}
		}
	}
	for i, n := range written {
		if n != 1 {
			t.Fatalf("output element %d written %d times", i, n)
		}
	}
	return out
}

// TestAMDKernelEmulated checks the AMD half kernel's index arithmetic on
// the CPU against a float64 product of the same 16-bit operands, on every
// unit (MFMA 32×32×8 and 16×16×16, gfx950's 32×32×16 and 16×16×32, RDNA 3
// and RDNA 4 WMMA), every
// tiling of its tuning space on two products and four on the others: every staging mode (16-byte units along K
// or along the rows, single elements), tails in M, N and K, a batch, an
// implicit convolution, f16 or bf16 operands (drawn) on fresh random data.
func TestAMDKernelEmulated(t *testing.T) {
	type tc struct {
		name   string
		c      Contraction
		shapes [3][]int64
	}
	mm := func(name string, M, N, K int64, transA, transB bool) tc {
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
		return tc{name, c, [3][]int64{sa, sb, {M, N}}}
	}
	batched := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{3, 40, 24, 32}}
	batched.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 0, 1)}
	batched.maps[1] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 0, 0, 1), lin(0, 0, 1, 0)}
	batched.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
	conv := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{2, 5, 4, 24, 3, 3, 8}}
	conv.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 1, 0, 0), lin(0, 0, 1, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
	conv.maps[1] = []mlirc.Linear{lin(0, 0, 0, 1, 0, 0, 0), lin(0, 0, 0, 0, 1, 0, 0), lin(0, 0, 0, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
	conv.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
	cases := []tc{
		mm("row-major full", 128, 128, 64, false, false),
		mm("row-major tails", 70, 50, 40, false, false),
		mm("scalar tails", 33, 17, 19, false, false),
		mm("A transposed", 64, 72, 48, true, false),
		mm("B transposed", 96, 40, 48, false, true),
		mm("both transposed odd", 33, 17, 19, true, true),
		{"batched", batched, [3][]int64{{3, 40, 32}, {3, 32, 24}, {3, 40, 24}}},
		{"conv 3x3 nhwc", conv, [3][]int64{{2, 7, 6, 8}, {24, 3, 3, 8}, {2, 5, 4, 24}}},
	}
	// Folded paddings (guarded loads), NHWC and NCHW, strided.
	for _, g := range []struct {
		name string
		nchw bool
	}{{"conv 3x3/2 padded nhwc", false}, {"conv 3x3/2 padded nchw", true}} {
		c, sh := guardedConv(2, 16, 9, 11, 24, 3, 3, 2, 1, g.nchw)
		cases = append(cases, tc{g.name, c, sh})
	}
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 29))
	modes := map[string]bool{}
	for _, unit := range []string{target.MFMA, target.MFMA950, target.WMMA, target.WMMA12} {
		for ci, k := range cases {
			elem := []string{"f16", "bf16"}[r.IntN(2)]
			k.c.elem = elem
			for i := range k.c.maps {
				ty := elem
				if i == 2 {
					ty = "f32"
				}
				k.c.types[i] = fmt.Sprintf("memref<%sx%s>", joinDims(k.shapes[i]), ty)
			}
			a := tensor{shape: k.shapes[0], data: halfFloats(r, int(prodI(k.shapes[0])), elem)}
			b := tensor{shape: k.shapes[1], data: halfFloats(r, int(prodI(k.shapes[1])), elem)}
			want := plainProduct(k.c, a, b, k.shapes[2])
			space := k.c.AMDSpace(unit, 0, 64<<10)
			if len(space) < 4 {
				t.Fatalf("%s %s: tuning space of %d tilings", unit, k.name, len(space))
			}
			if ci > 1 { // the whole space on the first two cases; the default and 3 drawn tilings on the others
				r.Shuffle(len(space)-1, func(i, j int) { space[i+1], space[j+1] = space[j+1], space[i+1] })
				space = space[:4]
			}
			for _, tile := range space {
				t.Run(unit+"/"+k.name+"/"+elem+"/"+tile.String(), func(t *testing.T) {
					if !legalAMD(tile, unit, 64<<10) {
						t.Fatalf("tiling %s is not legal", tile)
					}
					ops := k.c.amdOperands()
					modes[fmt.Sprint(ops[0], ops[1])] = true
					got := emulateAMD(t, k.c, tile, unit, a, b, k.shapes[2])
					for i := range want.data {
						if d := math.Abs(float64(got.data[i] - want.data[i])); d > 1e-4*(1+math.Abs(float64(want.data[i]))) {
							t.Fatalf("y[%d] = %g, want %g (modes %v)", i, got.data[i], want.data[i], ops)
						}
					}
					// The kernel text for the tiling writes without error.
					if _, err := amdKernel("k", k.c, tile, unit, 64<<10, true, nil); err != nil {
						t.Fatal(err)
					}
				})
			}
		}
	}
	for _, want := range []string{"quadK quadRows", "quadK quadK", "quadRows quadRows", "scalarK scalarRows", "scalarRows scalarK"} {
		if !modes[want] {
			t.Errorf("no case staged A and B as %q; the cases ran %v", want, modes)
		}
	}
}
