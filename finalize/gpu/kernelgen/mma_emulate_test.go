package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
)

// The PTX ISA's fragment layouts of mma.m16n8k8 with .tf32 operands
// ("Matrix Fragments for mma.m16n8k8", TF32 variant), written out as the
// ISA's figures give them: lane l is groupID l>>2 and threadID_in_group
// l%4. The emulation places each lane's registers by these, not by the
// kernel's functions, so a kernel that loads the wrong shared element into
// a register computes a wrong product.
func isaA(lane, i int64) (row, col int64) {
	groupID, tig := lane>>2, lane%4
	rows := [4]int64{groupID, groupID + 8, groupID, groupID + 8} // a0..a3
	cols := [4]int64{tig, tig, tig + 4, tig + 4}
	return rows[i], cols[i]
}

func isaB(lane, j int64) (row, col int64) {
	groupID, tig := lane>>2, lane%4
	return [2]int64{tig, tig + 4}[j], groupID // b0, b1: rows k
}

func isaC(lane, r int64) (row, col int64) {
	groupID, tig := lane>>2, lane%4
	return [4]int64{groupID, groupID, groupID + 8, groupID + 8}[r], tig*2 + r%2
}

// roundTF32 is cvt.rna.tf32.f32 on finite values: round the mantissa to
// 10 bits, ties away from zero.
func roundTF32(x float32) float32 {
	return math.Float32frombits((math.Float32bits(x) + 0x1000) &^ 0x1fff)
}

// tensor is a row-major array of the given shape.
type tensor struct {
	shape []int64
	data  []float32
}

func (t tensor) flat(idx []int64) (int, bool) {
	off := int64(0)
	for d, i := range idx {
		if i < 0 || i >= t.shape[d] {
			return 0, false
		}
		off = off*t.shape[d] + i
	}
	return int(off), true
}

// eval evaluates operand's index maps at the loop values.
func (c Contraction) eval(operand int, loops []int64) []int64 {
	out := make([]int64, len(c.maps[operand]))
	for i, e := range c.maps[operand] {
		v := e.Const
		for d, k := range e.Coef {
			v += k * loops[d]
		}
		out[i] = v
	}
	return out
}

// splitGroup decomposes a group's linear index into its loops (row-major).
func (c Contraction) splitGroup(x int64, dims []int, loops []int64) {
	for j := len(dims) - 1; j >= 0; j-- {
		loops[dims[j]] = x % c.ranges[dims[j]]
		x /= c.ranges[dims[j]]
	}
}

// emulateMMA runs the TF32 kernel's data flow for c tiled as t on the
// CPU, from gpu_mma_index.go's functions (the ones the kernel text is
// written with): staging slots and their 16-byte units, the shared
// layouts, every lane's fragment registers, the ISA's mma, the output
// coordinates. It fails the test on a shared read of a slot not staged
// in that slice, a global read outside an operand, a fragment load with a
// bank conflict, or an output element written twice or never.
func emulateMMA(t *testing.T, c Contraction, tile MMATile, a, b tensor, cShape []int64) tensor {
	t.Helper()
	x := evalIx{}
	M, N, K := c.M(), c.N(), c.K()
	nt := tile.Threads()
	ops := c.mmaOperands(tile)
	out := tensor{shape: cShape, data: make([]float32, prodI(cShape))}
	written := make([]int, len(out.data))
	mi, ni := tile.WarpRows()/16, tile.WarpCols()/8
	nan := float32(math.NaN())
	for bz := range c.BatchSize() {
		for by := range ceilDiv(M, tile.BM) {
			for bx := range ceilDiv(N, tile.BN) {
				loops := make([]int64, len(c.ranges))
				c.splitGroup(bz, c.batch, loops)
				m0, n0 := by*tile.BM, bx*tile.BN
				acc := make([][]float32, nt) // [tid][(m*ni+n)*4+r]
				for i := range acc {
					acc[i] = make([]float32, mi*ni*4)
				}
				// Shared memory per stage and operand, poisoned (NaN) until
				// staged and again once its slice is multiplied, so a read
				// of the wrong stage shows.
				bufs := make([][2][][]float32, tile.Stages)
				poison := func(st int64) {
					for op := range 2 {
						r0, c0 := ops[op].lay.shape()
						bufs[st][op] = make([][]float32, r0)
						for i := range bufs[st][op] {
							bufs[st][op][i] = make([]float32, c0)
							for j := range bufs[st][op][i] {
								bufs[st][op][i][j] = nan
							}
						}
					}
				}
				for st := range tile.Stages {
					poison(st)
				}
				// stageSlice is every thread's staging of the slice at k0
				// into stage st.
				stageSlice := func(k0, st int64) {
					sh := &bufs[st]
					for op := range 2 {
						tileDim, base, limit, rowDims, src := tile.BM, m0, M, c.mDims, a
						if op == 1 {
							tileDim, base, limit, rowDims, src = tile.BN, n0, N, c.nDims, b
						}
						mode := ops[op].mode
						units := mode.units(tileDim, tile.BK)
						for tid := range nt {
							for e := range ceilDiv(units, nt) {
								l := tid + e*nt
								if l >= units {
									continue
								}
								rr, kk := stageSlot[int64](x, mode, tileDim, tile.BK, l)
								n := int64(1)
								if mode.quad() {
									n = 4
								}
								inside := k0+kk < K && base+rr < limit // the kernel checks the unit's first element
								for j := range n {
									r, k := rr, kk
									if mode == quadK {
										k += j
									} else if mode == quadRows {
										r += j
									}
									v := float32(0)
									if inside {
										if base+r >= limit || k0+k >= K {
											t.Fatalf("operand %d: 16-byte unit at row %d k %d straddles the edge", op, base+rr, k0+kk)
										}
										l := slicesClone(loops)
										c.splitGroup(base+r, rowDims, l)
										c.splitGroup(k0+k, c.kDims, l)
										var ok bool
										if v, ok = c.load(op, src, l); !ok {
											t.Fatalf("operand %d read outside at %v", op, c.eval(op, l))
										}
									}
									i0, i1 := at(ops[op].lay, r, k)
									sh[op][i0][i1] = v
								}
							}
						}
					}
				}
				// The kernel's order: slices 0..Stages-2 staged before the
				// loop; iteration i stages slice i+Stages-1, then multiplies
				// slice i.
				nk := ceilDiv(K, tile.BK)
				for sl := range min(tile.Stages-1, nk) {
					stageSlice(sl*tile.BK, stageOf[int64](x, sl, tile.Stages))
				}
				for slice := range nk {
					st := stageOf[int64](x, slice, tile.Stages)
					if ahead := slice + tile.Stages - 1; ahead < nk {
						if stageOf[int64](x, ahead, tile.Stages) == st {
							t.Fatalf("slice %d is staged into stage %d, which is being read", ahead, st)
						}
						stageSlice(ahead*tile.BK, stageOf[int64](x, ahead, tile.Stages))
					}
					sh := bufs[st]
					// Every warp's fragment loads and mmas.
					for w := range tile.WM * tile.WN {
						lanes := make([]mmaLane[int64], 32)
						for ln := range int64(32) {
							lanes[ln] = laneOf[int64](x, tile, w*32+ln)
						}
						for s := range tile.BK / 8 {
							ra := ensure(make([][][4]float32, 32), mi) // [lane][mi]
							rb := ensure(make([][][2]float32, 32), ni)
							for m := range mi {
								if !ops[0].lay.kMajor {
									regs := ldmatrixEmu(t, "A", sh[0], 4, func(ln int64) (int64, int64) {
										return ldsA[int64](x, lanes[ln], m, s)
									})
									for ln := range 32 {
										copy(ra[ln][m][:], regs[ln])
									}
									continue
								}
								for i := range int64(4) {
									var addrs [32]int64
									for ln := range int64(32) {
										row, k := fragA[int64](x, lanes[ln], m, s, i)
										i0, i1 := at(ops[0].lay, row, k)
										ra[ln][m][i] = roundTF32(sh[0][i0][i1])
										_, cols := ops[0].lay.shape()
										addrs[ln] = i0*cols + i1
									}
									checkBanks(t, "A", addrs)
								}
							}
							for n := int64(0); n < ni; n++ {
								if !ops[1].lay.kMajor {
									tiles := min(ni-n, 2) * 2
									regs := ldmatrixEmu(t, "B", sh[1], tiles, func(ln int64) (int64, int64) {
										return ldsB[int64](x, lanes[ln], n, s)
									})
									for ln := range 32 {
										for q := range tiles {
											rb[ln][n+q/2][q%2] = regs[ln][q]
										}
									}
									n += tiles/2 - 1
									continue
								}
								for j := range int64(2) {
									var addrs [32]int64
									for ln := range int64(32) {
										col, k := fragB[int64](x, lanes[ln], n, s, j)
										i0, i1 := at(ops[1].lay, col, k)
										rb[ln][n][j] = roundTF32(sh[1][i0][i1])
										_, cols := ops[1].lay.shape()
										addrs[ln] = i0*cols + i1
									}
									checkBanks(t, "B", addrs)
								}
							}
							for m := range mi {
								for n := range ni {
									var at16 [16][8]float32
									var bt8 [8][8]float32
									for ln := range int64(32) {
										for i := range int64(4) {
											r, cc := isaA(ln, i)
											at16[r][cc] = ra[ln][m][i]
										}
										for j := range int64(2) {
											r, cc := isaB(ln, j)
											bt8[r][cc] = rb[ln][n][j]
										}
									}
									for ln := range int64(32) {
										for r := range int64(4) {
											row, col := isaC(ln, r)
											sum := float32(0)
											for k := range 8 {
												p := at16[row][k] * bt8[k][col]
												if math.IsNaN(float64(p)) {
													t.Fatalf("warp %d lane %d: fragment (%d,%d) step %d read a shared slot not staged this slice", w, ln, m, n, s)
												}
												sum += p
											}
											acc[w*32+ln][(m*ni+n)*4+r] += sum
										}
									}
								}
							}
						}
					}
					poison(st)
				}
				storeFragments(t, c, tile, loops, m0, n0, acc, out, written)
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

// sharedForTests is sm_90's shared memory per block.
const sharedForTests = 227 << 10

// ensure allocates each lane's fragment registers on first use.
func ensure[R any](regs [][]R, n int64) [][]R {
	for ln := range regs {
		if regs[ln] == nil {
			regs[ln] = make([]R, n)
		}
	}
	return regs
}

// ldmatrixEmu is ldmatrix.sync.aligned.m8n8.x{tiles}.b16 on 32-bit data
// as the PTX ISA defines it: lanes 8q..8q+7 give the addresses of the 8
// rows (16 bytes: 4 words) of matrix q; lane l receives row l/4, word l%4
// of matrix q in its register q, rounded to TF32 as the kernel does.
// addr is a lane's (row, word) in the row-major buffer. Each matrix's 8
// rows must lie in distinct banks.
func ldmatrixEmu(t *testing.T, what string, buf [][]float32, tiles int64, addr func(lane int64) (int64, int64)) [32][]float32 {
	t.Helper()
	var out [32][]float32
	for ln := range out {
		out[ln] = make([]float32, tiles)
	}
	cols := int64(len(buf[0]))
	for q := range tiles {
		var words [32]int64
		for i := range int64(8) {
			r, w := addr(8*q + i)
			if w%4 != 0 || w+4 > cols {
				t.Fatalf("%s ldmatrix: row address (%d, %d) not a 16-byte row inside the buffer", what, r, w)
			}
			for j := range int64(4) {
				words[4*i+j] = r*cols + w + j
			}
		}
		checkBanks(t, what+" ldmatrix", words)
		for ln := range int64(32) {
			r, w := addr(8*q + ln/4)
			out[ln][q] = roundTF32(buf[r][w+ln%4])
		}
	}
	return out
}

// checkBanks fails unless the 32 lanes' word addresses of one shared
// load fall in 32 different banks (or share a word: a broadcast).
func checkBanks(t *testing.T, what string, addrs [32]int64) {
	t.Helper()
	bank := map[int64]int64{}
	for _, a := range addrs {
		if w, ok := bank[a%32]; ok && w != a {
			t.Fatalf("%s fragment load: bank conflict (words %d and %d) in %v", what, w, a, addrs)
		}
		bank[a%32] = a
	}
}

func prodI(s []int64) int64 {
	p := int64(1)
	for _, d := range s {
		p *= d
	}
	return p
}

func slicesClone(s []int64) []int64 { return append([]int64(nil), s...) }

// TestMMAKernelEmulated checks the TF32 kernel's index arithmetic on the
// CPU against a plain product of the TF32-rounded operands: row-major and
// transposed operands (every staging mode and both shared layouts), tails
// in M, N and K, batches, an implicit convolution, every tiling of the
// tuning space.
func TestMMAKernelEmulated(t *testing.T) {
	type tc struct {
		name   string
		c      Contraction
		shapes [3][]int64
	}
	mm := func(name string, M, N, K int64, transA, transB bool) tc {
		// loops m, n, k
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
	batched := func(name string, Bt, M, N, K int64) tc {
		// loops b, m, n, k
		c := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{Bt, M, N, K}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 0, 0, 1), lin(0, 0, 1, 0)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
		return tc{name, c, [3][]int64{{Bt, M, K}, {Bt, K, N}, {Bt, M, N}}}
	}
	// conv NHWC, 3x3, stride 1, no pad: loops n, oh, ow, oc, kh, kw, ic;
	// x[n][oh+kh][ow+kw][ic], w[oc][kh][kw][ic], y[n][oh][ow][oc].
	conv := func(name string, Nb, H, W, IC, OC int64) tc {
		oh, ow := H-2, W-2
		c := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{Nb, oh, ow, OC, 3, 3, IC}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 1, 0, 0), lin(0, 0, 1, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 0, 1, 0, 0, 0), lin(0, 0, 0, 0, 1, 0, 0), lin(0, 0, 0, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
		return tc{name, c, [3][]int64{{Nb, H, W, IC}, {OC, 3, 3, IC}, {Nb, oh, ow, OC}}}
	}
	cases := []tc{
		mm("row-major full", 128, 128, 32, false, false),
		mm("row-major tails", 70, 50, 37, false, false),
		mm("quads with tails", 100, 36, 40, false, false),
		mm("A transposed", 64, 72, 24, true, false),
		mm("B transposed", 96, 40, 48, false, true),
		mm("both transposed odd", 33, 17, 19, true, true),
		batched("batched", 3, 40, 24, 20),
		conv("conv 3x3 nhwc", 2, 7, 6, 8, 20),
	}
	// Folded paddings: guarded loads, NHWC (quads along the channels) and
	// NCHW read in place (rows, W innermost and guarded), strided.
	for _, g := range []struct {
		name string
		nchw bool
	}{{"conv 3x3/2 padded nhwc", false}, {"conv 3x3/2 padded nchw", true}} {
		c, sh := guardedConv(2, 8, 9, 11, 20, 3, 3, 2, 1, g.nchw)
		cases = append(cases, tc{g.name, c, sh})
	}
	{
		c, sh := guardedConv(1, 3, 13, 12, 16, 7, 7, 2, 3, true) // an RGB stem
		cases = append(cases, tc{"conv 7x7/2 padded nchw rgb", c, sh})
	}
	r := rand.New(rand.NewPCG(13, 14))
	var tiles []MMATile
	for _, tl := range append(MMATiles(), MMATile{BM: 128, BN: 128, BK: 16, WM: 2, WN: 4}, MMATile{BM: 64, BN: 64, BK: 16, WM: 2, WN: 2},
		MMATile{BM: 32, BN: 96, BK: 32, WM: 1, WN: 4}) { // warp tiles 32×24: an odd count of n8 steps (ldmatrix.x2)
		for _, st := range []int64{2, 3, 4} {
			tl.Stages = st
			tiles = append(tiles, tl)
		}
	}
	for _, k := range cases {
		for i := range k.c.maps {
			k.c.types[i] = fmt.Sprintf("memref<%sxf32>", joinDims(k.shapes[i]))
		}
		a := tensor{shape: k.shapes[0], data: randFloats(r, int(prodI(k.shapes[0])))}
		b := tensor{shape: k.shapes[1], data: randFloats(r, int(prodI(k.shapes[1])))}
		want := reference(k.c, a, b, k.shapes[2])
		for _, tile := range tiles {
			t.Run(k.name+"/"+tile.String(), func(t *testing.T) {
				if !tile.legal(sharedForTests) {
					t.Fatalf("tiling %s is not legal", tile)
				}
				got := emulateMMA(t, k.c, tile, a, b, k.shapes[2])
				for i := range want.data {
					if d := math.Abs(float64(got.data[i] - want.data[i])); d > 1e-4*(1+math.Abs(float64(want.data[i]))) {
						t.Fatalf("y[%d] = %g, want %g (modes %v)", i, got.data[i], want.data[i], k.c.mmaOperands(tile))
					}
				}
			})
		}
	}
}

// reference is c's product of the TF32-rounded operands, in float64.
func reference(c Contraction, a, b tensor, cShape []int64) tensor {
	out := tensor{shape: cShape, data: make([]float32, prodI(cShape))}
	loops := make([]int64, len(c.ranges))
	for bz := range c.BatchSize() {
		c.splitGroup(bz, c.batch, loops)
		for m := range c.M() {
			c.splitGroup(m, c.mDims, loops)
			for n := range c.N() {
				c.splitGroup(n, c.nDims, loops)
				s := 0.0
				for k := range c.K() {
					c.splitGroup(k, c.kDims, loops)
					va, _ := c.load(0, a, loops)
					vb, _ := c.load(1, b, loops)
					s += float64(roundTF32(va)) * float64(roundTF32(vb))
				}
				o, _ := out.flat(c.eval(2, loops))
				out.data[o] = float32(s)
			}
		}
	}
	return out
}

func joinDims(s []int64) string {
	out := ""
	for i, d := range s {
		if i > 0 {
			out += "x"
		}
		out += fmt.Sprint(d)
	}
	return out
}

// storeFragments writes one block's accumulators (acc[tid][(m*ni+n)*4+r],
// as the mma.sync kernels hold them) to out from the block's origin (m0,
// n0) in the C fragment layout, skipping rows and columns past the
// product, and counts each element's writes in written.
func storeFragments(t *testing.T, c Contraction, tile MMATile, loops []int64, m0, n0 int64, acc [][]float32, out tensor, written []int) {
	t.Helper()
	x := evalIx{}
	M, N := c.M(), c.N()
	mi, ni := tile.WarpRows()/16, tile.WarpCols()/8
	for tid := range tile.Threads() {
		l := laneOf[int64](x, tile, tid)
		for m := range mi {
			for n := range ni {
				for r := range int64(4) {
					row, col := fragC[int64](x, l, m, n, r)
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
					out.data[o] = acc[tid][(m*ni+n)*4+r]
					written[o]++
				}
			}
		}
	}
}
