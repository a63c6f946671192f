// Package kernelgen writes mgxport's own GPU kernels as MLIR text: the GEMM
// kernel that replaces a contraction (SIMT, TF32 mma.sync, TF32 wgmma,
// f16/bf16 mma.sync), the pointwise epilogues folded into it, and the default schedule of
// every other linalg op. It matches patterns and writes text only; the
// vendor-neutral GPU stages apply what it writes.
package kernelgen

import (
	"fmt"

	"github.com/mgxport/mgxport/target"
)

// IdentityParts names what the kernels written for target t depend on
// besides their source, for the GPU compiler identity: the default
// schedule, the generators' versions and the GEMM tilings.
func IdentityParts(t target.Target) []string {
	return []string{
		DefaultGPUSchedule(t).String(),
		gpuScheduleVersion,
		gemmKernelVersion,
		fmt.Sprint(GEMMTiles(), t.Processors),
		mma16KernelVersion,
		fmt.Sprint(MMA16Tiles()),
		wgmma16KernelVersion,
		fmt.Sprint(WGMMA16Tiles()),
	}
}

// TF32Identity names the TF32 kernel's version and tilings, which TF32
// builds add to their identity so they never share cache entries with
// exact ones.
func TF32Identity() string { return fmt.Sprintf("%s/%v", mmaKernelVersion, MMATiles()) }
