package host

import "github.com/ebitengine/purego"

// glibc's mallopt parameters (malloc.h).
const (
	mTrimThreshold = -1
	mMmapThreshold = -3
)

// Kernel scratch stays mapped between calls: the limits keepHeap sets.
// 32 MiB is glibc's largest mmap threshold (DEFAULT_MMAP_THRESHOLD_MAX
// on 64-bit); the trim threshold keeps up to 1 GiB of freed heap.
const (
	heapMmapThreshold = 32 << 20
	heapTrimThreshold = 1 << 30
)

// keepHeap tells glibc's malloc to serve kernel buffers of up to 32 MiB
// from the heap and to keep freed heap memory mapped. Host kernels
// allocate their intermediate buffers (layout copies, padded inputs,
// accumulators: several MiB for a convolution) with malloc on every call
// and free them before returning; with glibc's defaults each such buffer
// is a fresh mmap (or heap growth trimmed again at free), so every call
// faults in every page again — on a virtual machine that was 90% of a
// convolution's time. The setting is process-wide and idempotent; only C
// code allocates through malloc (the Go heap does not), and a libc without
// mallopt (musl) keeps its own policy.
func keepHeap() {
	libc, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return
	}
	mallopt, err := purego.Dlsym(libc, "mallopt")
	if err != nil {
		return
	}
	for _, p := range [][2]int64{{mTrimThreshold, heapTrimThreshold}, {mMmapThreshold, heapMmapThreshold}} {
		purego.SyscallN(mallopt, uintptr(p[0]), uintptr(p[1]))
	}
}
