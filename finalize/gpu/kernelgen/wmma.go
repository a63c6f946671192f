package kernelgen

// WMMATiles are the AMD half kernel's default tilings on RDNA's WMMA
// (wave32, 16×16×16 instructions; mfma.go writes the kernel): 8 waves of
// 64×32 on a 128×128 tile, 4 of 64×32 on 128×64 and 4 of 32×32 on 64×64,
// 32-deep slices — 64 accumulators a lane at most, a quarter of RDNA's
// registers. PerSM and Speed are estimates.
func WMMATiles() []AMDTile {
	return []AMDTile{
		{BM: 128, BN: 128, BK: 32, WM: 2, WN: 4, Inst: 16, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 32, WM: 2, WN: 2, Inst: 16, PerSM: 3, Speed: 0.8},
		{BM: 64, BN: 64, BK: 32, WM: 2, WN: 2, Inst: 16, PerSM: 4, Speed: 0.6},
	}
}
