package kernelgen

import (
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
)

// TestRowVec checks which products store their channels-first epilogue
// along rows, and how wide: a convolution's output pixels (C = y[n, oh,
// ow, oc], the epilogue writing y[n, oc, oh, ow]) by 4, 2 or 1 as the
// image width allows; a batched 1×1 convolution's collapsed pixels
// (C = y[n, oh·ow, oc]) through the view [n, oh, ow, oc]; never a
// product whose epilogue keeps its layout.
func TestRowVec(t *testing.T) {
	// conv is the contraction of a 3x3 convolution with NHWC output
	// [n, oh, ow, oc] (loops n, oh, ow, oc, kh, kw, ic).
	conv := func(n, oh, ow, oc int64) Contraction {
		c := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{n, oh, ow, oc, 3, 3, 8}}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
		c.shapes[2] = []int64{n, oh, ow, oc}
		return c
	}
	// batched is a batched 1x1 convolution: loops n | p | oc | ic, C =
	// [n, p, oc].
	batched := func(n, oh, ow, oc int64) Contraction {
		c := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{n, oh * ow, oc, 8}}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0), lin(0, 1, 0, 0), lin(0, 0, 1, 0)}
		c.shapes[2] = []int64{n, oh * ow, oc}
		return c
	}
	// nchw is the epilogue writing NCHW from the NHWC view [n, h, w, c]
	// (loops n, c, h, w; view dimension j is loop perm[j]).
	nchw := func(n, h, w, ch int64) *epilogue {
		return &epilogue{ranges: []int64{n, ch, h, w}, perm: []int{0, 2, 3, 1}, view: []int64{n, h, w, ch}}
	}
	same := func(n, h, w, ch int64) *epilogue {
		return &epilogue{ranges: []int64{n, h, w, ch}, perm: []int{0, 1, 2, 3}, view: []int64{n, h, w, ch}}
	}
	for _, tc := range []struct {
		name string
		c    Contraction
		e    *epilogue
		want int64
	}{
		{"conv 56 wide", conv(2, 56, 56, 64), nchw(2, 56, 56, 64), 4},
		{"conv 14 wide", conv(2, 14, 14, 64), nchw(2, 14, 14, 64), 2},
		{"conv 7 wide", conv(2, 7, 7, 64), nchw(2, 7, 7, 64), 1},
		{"conv channels-last epilogue", conv(2, 8, 8, 64), same(2, 8, 8, 64), 0},
		{"conv no epilogue", conv(2, 8, 8, 64), nil, 0},
		{"batched 56 wide", batched(2, 56, 56, 256), nchw(2, 56, 56, 256), 4},
		{"batched 14 wide", batched(2, 14, 14, 256), nchw(2, 14, 14, 256), 2},
		{"batched 7 wide", batched(2, 7, 7, 256), nchw(2, 7, 7, 256), 1},
		{"batched channels-last", batched(2, 8, 8, 256), same(2, 8, 8, 256), 0},
	} {
		if got := tc.e.rowVec(tc.c); got != tc.want {
			t.Errorf("%s: rowVec %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestStagedStoreEmulated runs the staged channels-first store's index
// arithmetic (the functions its text is written with) for every thread
// of every matrix-unit tiling and width: the fragment stores fill each
// cell of the column-major tile exactly once without bank conflicts, and
// the read-back gives every cell to exactly one thread, each thread rv
// consecutive rows of one column (one vector), and the lanes of a warp
// consecutive row groups.
func TestStagedStoreEmulated(t *testing.T) {
	x := evalIx{}
	type kind struct {
		name string
		tile MMATile
		// lane places thread tid as the kernel does; mi, ni are its
		// fragments of m16n8.
		lane   func(tid int64) mmaLane[int64]
		nt     int64
		mi, ni int64
	}
	var kinds []kind
	for _, tile := range append(append(MMATiles(), MMA16Tiles()...), MMATile{BM: 32, BN: 96, BK: 32, WM: 1, WN: 4, Stages: 3}, MMATile{BM: 64, BN: 128, BK: 32, WM: 2, WN: 4, Stages: 3}) {
		kinds = append(kinds, kind{"mma.sync " + tile.String(), tile, func(tid int64) mmaLane[int64] { return laneOf[int64](x, tile, tid) },
			tile.Threads(), tile.WarpRows() / 16, tile.WarpCols() / 8})
	}
	for _, tile := range WGMMA16Tiles() {
		// wgmma16Kernel's placement: warpgroups of 4 warps over 64 rows,
		// each warp 16 rows of every column.
		kinds = append(kinds, kind{"wgmma " + tile.String(), tile, func(tid int64) mmaLane[int64] {
			l := laneOf[int64](x, MMATile{BM: 16, BN: 8, WM: 1, WN: 1}, tid%32)
			l.wrow = tid/128*64 + tid/32%4*16
			return l
		}, tile.Threads(), 1, tile.BN / 8})
	}
	for _, kd := range kinds {
		tile := kd.tile
		for _, rv := range []int64{1, 2, 4} {
			t.Run(fmt.Sprintf("%s/rows%d", kd.name, rv), func(t *testing.T) {
				ld := csLead(tile.BM)
				nt, mi, ni := kd.nt, kd.mi, kd.ni
				cell := map[int64]int64{} // word → row·BN+col written there
				for w := range nt / 32 {
					for m := range mi {
						for n := range ni {
							for r := range int64(4) {
								var addrs [32]int64
								for ln := range int64(32) {
									row, col := fragC[int64](x, kd.lane(w*32+ln), m, n, r)
									if row >= tile.BM || col >= tile.BN {
										t.Fatalf("fragment at (%d, %d) outside the tile", row, col)
									}
									a := col*ld + row
									if _, ok := cell[a]; ok {
										t.Fatalf("word %d written twice", a)
									}
									cell[a] = row*tile.BN + col
									addrs[ln] = a
								}
								checkBanks(t, "staged fragment store", addrs)
							}
						}
					}
				}
				if int64(len(cell)) != tile.BM*tile.BN {
					t.Fatalf("%d cells written, want %d", len(cell), tile.BM*tile.BN)
				}
				read := map[int64]bool{}
				units := tile.BM / rv * tile.BN
				for e := range ceilDiv(units, nt) {
					var prev [2]int64
					for tid := range nt {
						if tid+e*nt >= units {
							continue
						}
						row, col := csUnit[int64](x, tid, e, nt, tile.BM, rv)
						if row%rv != 0 || (col*ld+row)%rv != 0 {
							t.Fatalf("unit at (%d, %d) not aligned to %d", row, col, rv)
						}
						for q := range rv {
							a := col*ld + row + q
							if cell[a] != (row+q)*tile.BN+col || row+q >= tile.BM {
								t.Fatalf("thread %d reads word %d for (%d, %d)", tid, a, row+q, col)
							}
							if read[a] {
								t.Fatalf("cell (%d, %d) read twice", row+q, col)
							}
							read[a] = true
						}
						if tid%32 != 0 && (col != prev[1] || row != prev[0]+rv) && row != 0 {
							t.Fatalf("thread %d's unit (%d, %d) does not follow its lane neighbour's (%d, %d)", tid, row, col, prev[0], prev[1])
						}
						prev = [2]int64{row, col}
					}
				}
				if int64(len(read)) != tile.BM*tile.BN {
					t.Fatalf("%d cells read back, want %d", len(read), tile.BM*tile.BN)
				}
			})
		}
	}
}
