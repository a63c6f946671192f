// Package kernelgen writes mgxport's own GPU kernels as MLIR text: the GEMM
// kernel that replaces a contraction (SIMT, TF32 mma.sync, TF32 wgmma,
// f16/bf16 mma.sync and wgmma, f16/bf16 on AMD's MFMA and WMMA), the pointwise epilogues folded into it, and the default schedule of
// every other linalg op. It matches patterns and writes text only; the
// vendor-neutral GPU stages apply what it writes.
package kernelgen

import (
	"fmt"

	"github.com/mgxport/mgxport/target"
)

// IdentityParts names what the kernels written for target t depend on
// besides their source, for the GPU compiler identity's pipelines hash:
// the default schedule and the GEMM tilings (the identities name the
// generators' output, Identity, in the clear).
func IdentityParts(t target.Target) []string {
	return []string{
		DefaultGPUSchedule(t).String(),
		fmt.Sprint(GEMMTiles(), t.Processors),
		SplitKIdentity(),
		fmt.Sprint(MMA16Tiles()),
		fmt.Sprint(WGMMA16Tiles()),
		fmt.Sprint(MFMATiles(), WMMATiles()),
	}
}

// TF32Identity names the TF32 kernels (the generators' output and the
// TF32 tilings), which TF32 builds add to their identity so they never
// share cache entries with exact ones.
func TF32Identity() string { return fmt.Sprintf("mma/%s/%v", Identity(), MMATiles()) }
