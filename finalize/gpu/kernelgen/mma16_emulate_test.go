package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirc"
)

// The PTX ISA's fragment layouts of mma.m16n8k16 with .f16/.bf16
// operands ("Matrix Fragments for mma.m16n8k16 with floating point
// type"), as its figures give them per element: A's a0..a7 (register
// i/2 holds elements i and i+1), B's b0..b3. groupID is lane>>2,
// threadID_in_group lane%4.
func isaA16(lane, i int64) (row, col int64) {
	groupID, tig := lane>>2, lane%4
	row = groupID
	if i == 2 || i == 3 || i == 6 || i == 7 {
		row = groupID + 8
	}
	col = tig*2 + i&1
	if i >= 4 {
		col += 8
	}
	return row, col
}

func isaB16(lane, i int64) (row, col int64) {
	groupID, tig := lane>>2, lane%4
	row = tig*2 + i&1
	if i >= 2 {
		row += 8
	}
	return row, groupID
}

// ldmatrix16Emu is ldmatrix.sync.aligned.m8n8.x{tiles}[.trans].b16 as
// the PTX ISA defines it: lanes 8q..8q+7 give the addresses of the 8
// rows (16 bytes: 8 elements) of matrix q; without .trans lane l
// receives row l/4, elements 2(l%4) and 2(l%4)+1 of matrix q in its
// register q; with .trans, elements (2(l%4), l/4) and (2(l%4)+1, l/4).
// addr is a lane's (row, element) in the row-major buffer. Each
// matrix's 8 rows must lie in distinct banks.
func ldmatrix16Emu(t *testing.T, what string, buf [][]float32, tiles int64, trans bool, addr func(lane int64) (int64, int64)) [32][][2]float32 {
	t.Helper()
	var out [32][][2]float32
	for ln := range out {
		out[ln] = make([][2]float32, tiles)
	}
	cols := int64(len(buf[0]))
	if cols%2 != 0 {
		t.Fatalf("%s: rows of %d elements are not whole words", what, cols)
	}
	for q := range tiles {
		var words [32]int64
		var rows [8][2]int64
		for i := range int64(8) {
			r, e := addr(8*q + i)
			if e%8 != 0 || e+8 > cols || r < 0 || r >= int64(len(buf)) {
				t.Fatalf("%s ldmatrix: row address (%d, %d) is not a 16-byte row inside the buffer", what, r, e)
			}
			rows[i] = [2]int64{r, e}
			for j := range int64(4) {
				words[4*i+j] = (r*cols+e)/2 + j
			}
		}
		checkBanks(t, what+" ldmatrix", words)
		for ln := range int64(32) {
			g, tig := ln/4, ln%4
			for h := range int64(2) {
				if trans {
					r := rows[2*tig+h]
					out[ln][q][h] = buf[r[0]][r[1]+g]
				} else {
					r := rows[g]
					out[ln][q][h] = buf[r[0]][r[1]+2*tig+h]
				}
			}
		}
	}
	return out
}

// emulateMMA16 runs the half kernel's data flow for c tiled as t on the
// CPU, from gpu_mma16_index.go's functions: staging slots and their
// 16-byte units, the shared layouts, every lane's ldmatrix (plain or
// .trans) and fragment registers, the ISA's m16n8k16, the output
// coordinates. It fails the test on a shared read of a slot not staged
// in that slice, a global read outside an operand, a unit straddling an
// edge, a bank conflict, or an output element written twice or never.
func emulateMMA16(t *testing.T, c Contraction, tile MMATile, a, b tensor, cShape []int64) tensor {
	t.Helper()
	x := evalIx{}
	M, N, K := c.M(), c.N(), c.K()
	nt := tile.Threads()
	ops := c.mma16Operands(tile)
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
				acc := make([][]float32, nt)
				for i := range acc {
					acc[i] = make([]float32, mi*ni*4)
				}
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
				stageSlice := func(k0, st int64) {
					sh := &bufs[st]
					for op := range 2 {
						tileDim, base, limit, rowDims, src := tile.BM, m0, M, c.mDims, a
						if op == 1 {
							tileDim, base, limit, rowDims, src = tile.BN, n0, N, c.nDims, b
						}
						stageUnits16(t, c, op, ops[op].mode, tileDim, tile.BK, nt, base, limit, k0, K, rowDims, loops, src, func(r, k int64, v float32) {
							i0, i1 := at16(ops[op].lay, r, k)
							sh[op][i0][i1] = v
						})
					}
				}
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
					for w := range tile.WM * tile.WN {
						lanes := make([]mmaLane[int64], 32)
						for ln := range int64(32) {
							lanes[ln] = laneOf[int64](x, tile, w*32+ln)
						}
						for s := range tile.BK / 16 {
							ra := ensure(make([][][4][2]float32, 32), mi) // [lane][mi][register][half]
							rb := ensure(make([][][2][2]float32, 32), ni)
							for m := range mi {
								regs := ldmatrix16Emu(t, "A", sh[0], 4, ops[0].lay.kMajor, func(ln int64) (int64, int64) {
									r, k := ldsA16[int64](x, lanes[ln], m, s, ops[0].lay.kMajor)
									return at16(ops[0].lay, r, k)
								})
								for ln := range 32 {
									copy(ra[ln][m][:], regs[ln])
								}
							}
							for n := int64(0); n < ni; n++ {
								tiles := min(ni-n, 2) * 2
								regs := ldmatrix16Emu(t, "B", sh[1], tiles, ops[1].lay.kMajor, func(ln int64) (int64, int64) {
									col, k := ldsB16[int64](x, lanes[ln], n, s, ops[1].lay.kMajor)
									return at16(ops[1].lay, col, k)
								})
								for ln := range 32 {
									for q := range tiles {
										rb[ln][n+q/2][q%2] = regs[ln][q]
									}
								}
								n += tiles/2 - 1
							}
							for m := range mi {
								for n := range ni {
									var a16 [16][16]float32
									var b16 [16][8]float32
									for ln := range int64(32) {
										for i := range int64(8) {
											r, cc := isaA16(ln, i)
											a16[r][cc] = ra[ln][m][i/2][i%2]
										}
										for i := range int64(4) {
											r, cc := isaB16(ln, i)
											b16[r][cc] = rb[ln][n][i/2][i%2]
										}
									}
									for ln := range int64(32) {
										for r := range int64(4) {
											row, col := isaC(ln, r)
											sum := float32(0)
											for k := range 16 {
												p := a16[row][k] * b16[k][col]
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

// halfFloats draws n values exactly representable in elem (f16 or bf16).
func halfFloats(r *rand.Rand, n int, elem string) []float32 {
	out := make([]float32, n)
	for i := range out {
		v := float32(r.NormFloat64())
		if elem == "bf16" {
			out[i] = graph.BFloat16ToFloat32(graph.Float32ToBFloat16(v))
		} else {
			out[i] = graph.Float16ToFloat32(graph.Float32ToFloat16(v))
		}
	}
	return out
}

// plainProduct is c's product of a and b in float64.
func plainProduct(c Contraction, a, b tensor, cShape []int64) tensor {
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
					s += float64(va) * float64(vb)
				}
				o, _ := out.flat(c.eval(2, loops))
				out.data[o] = float32(s)
			}
		}
	}
	return out
}

// TestMMA16KernelEmulated checks the half kernel's index arithmetic on
// the CPU against a plain product of the same 16-bit operands: every
// staging mode (16-byte units along K or along the rows, single
// elements) and both shared layouts (ldmatrix plain and .trans), tails in
// M, N and K, a batch, an implicit convolution, every tiling of the
// tuning space plus odd warp tiles (an ldmatrix.x2 for the last n8
// step), f16 and bf16 operands.
func TestMMA16KernelEmulated(t *testing.T) {
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
	batched := func(name string, Bt, M, N, K int64) tc {
		c := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{Bt, M, N, K}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 0, 0, 1), lin(0, 0, 1, 0)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
		return tc{name, c, [3][]int64{{Bt, M, K}, {Bt, K, N}, {Bt, M, N}}}
	}
	conv := func(name string, Nb, H, W, IC, OC int64) tc {
		oh, ow := H-2, W-2
		c := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{Nb, oh, ow, OC, 3, 3, IC}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 1, 0, 0), lin(0, 0, 1, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 0, 1, 0, 0, 0), lin(0, 0, 0, 0, 1, 0, 0), lin(0, 0, 0, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
		return tc{name, c, [3][]int64{{Nb, H, W, IC}, {OC, 3, 3, IC}, {Nb, oh, ow, OC}}}
	}
	cases := []tc{
		mm("row-major full", 128, 128, 64, false, false),
		mm("row-major tails", 70, 50, 40, false, false),
		mm("scalar tails", 33, 17, 19, false, false),
		mm("A transposed", 64, 72, 48, true, false),
		mm("B transposed", 96, 40, 48, false, true),
		mm("both transposed odd", 33, 17, 19, true, true),
		mm("both transposed units", 80, 48, 96, true, true),
		batched("batched", 3, 40, 24, 32),
		conv("conv 3x3 nhwc", 2, 7, 6, 8, 24),
	}
	// Folded paddings: guarded 16-byte units along the channels (NHWC)
	// and guarded single elements along W (NCHW), strided.
	for _, g := range []struct {
		name string
		nchw bool
	}{{"conv 3x3/2 padded nhwc", false}, {"conv 3x3/2 padded nchw", true}} {
		c, sh := guardedConv(2, 16, 9, 11, 24, 3, 3, 2, 1, g.nchw)
		cases = append(cases, tc{g.name, c, sh})
	}
	r := rand.New(rand.NewPCG(17, 18))
	var tiles []MMATile
	for _, tl := range append(MMA16Tiles(), MMATile{BM: 128, BN: 128, WM: 2, WN: 4}, MMATile{BM: 32, BN: 96, WM: 1, WN: 4}) {
		for _, v := range [][2]int64{{32, 2}, {32, 4}, {64, 3}} {
			tl.BK, tl.Stages = v[0], v[1]
			tiles = append(tiles, tl)
		}
	}
	modes := map[string]bool{}
	for _, k := range cases {
		for _, elem := range []string{"f16", "bf16"} {
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
			for _, tile := range tiles {
				t.Run(k.name+"/"+elem+"/"+tile.String(), func(t *testing.T) {
					if !legal16(tile, sharedForTests) {
						t.Fatalf("tiling %s is not legal", tile)
					}
					ops := k.c.mma16Operands(tile)
					modes[fmt.Sprint(ops[0].mode, ops[0].lay.kMajor, ops[1].mode, ops[1].lay.kMajor)] = true
					got := emulateMMA16(t, k.c, tile, a, b, k.shapes[2])
					for i := range want.data {
						if d := math.Abs(float64(got.data[i] - want.data[i])); d > 1e-4*(1+math.Abs(float64(want.data[i]))) {
							t.Fatalf("y[%d] = %g, want %g (modes %v)", i, got.data[i], want.data[i], ops)
						}
					}
				})
			}
		}
	}
	// Both ldmatrix forms and every staging mode ran for each operand.
	for _, want := range []string{"quadK false quadK false", "quadK false quadRows true", "quadRows true quadK false", "scalarK false scalarRows true", "scalarRows true scalarK false"} {
		if !modes[want] {
			t.Errorf("no case staged A and B as %q; the cases ran %v", want, modes)
		}
	}
}

// stageUnits16 emulates how the half kernels (mma.sync, MFMA/WMMA) stage
// operand op's K slice at k0 into a tile of tileDim rows from base: every
// thread's units (16-byte vectors along k or rows, or single elements),
// read through the contraction's own index maps; put receives each element
// the kernel stores, zero outside the operand. A unit straddling the
// operand's edge, or a read outside the operand, fails t.
func stageUnits16(t *testing.T, c Contraction, op int, mode stageMode, tileDim, bk, nt, base, limit, k0, K int64, rowDims []int, loops []int64, src tensor, put func(r, k int64, v float32)) {
	t.Helper()
	x := evalIx{}
	units := units16(mode, tileDim, bk)
	for tid := range nt {
		for e := range ceilDiv(units, nt) {
			l := tid + e*nt
			if l >= units {
				continue
			}
			rr, kk := stageSlot16[int64](x, mode, tileDim, bk, l)
			n := int64(1)
			if mode.quad() {
				n = halfUnit
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
					lp := slicesClone(loops)
					c.splitGroup(base+r, rowDims, lp)
					c.splitGroup(k0+k, c.kDims, lp)
					var ok bool
					if v, ok = c.load(op, src, lp); !ok {
						t.Fatalf("operand %d read outside at %v", op, c.eval(op, lp))
					}
				}
				put(r, k, v)
			}
		}
	}
}
