package mgxport_test

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
)

// gridModel is the small encoder of issue 29's start-up measurement.
const gridModel = "../shared/models/bert_mini/model.onnx"

// BenchmarkWarmFinalizeGrid times a warm finalize of a 5x5 batch x seq
// bucket grid of bert_mini (issue 29's start-up: a server restarting with
// every kernel in the cache) for $MGXPORT_BENCH_ARCH (default sm_90a,
// which finalizes without a GPU; host too): the grid is compiled, a first
// finalize fills a fresh kernel cache (not timed), and each timed one
// takes all 545 kernels from it and writes the bundle. It fails if a
// timed finalize compiles anything or loads the MLIR library.
// $MGXPORT_BENCH_GRID and $MGXPORT_BENCH_CACHE use a given portable
// bundle and cache instead.
func BenchmarkWarmFinalizeGrid(b *testing.B) {
	grid, arch, dir := os.Getenv("MGXPORT_BENCH_GRID"), os.Getenv("MGXPORT_BENCH_ARCH"), os.Getenv("MGXPORT_BENCH_CACHE")
	if arch == "" {
		arch = "sm_90a"
	}
	ctx := context.Background()
	if grid == "" {
		if _, err := os.Stat(gridModel); err != nil {
			b.Fatalf("the shared test model is missing (the project expects ../shared beside it): %v", err)
		}
		grid = filepath.Join(b.TempDir(), "grid.mgxb")
		err := driver.Compile(ctx, gridModel, grid, driver.CompileOptions{Buckets: driver.Grid{"batch": {1, 2, 4, 8, 16}, "seq": {2, 4, 8, 16, 32}}})
		if err != nil {
			b.Fatal(err)
		}
	}
	if dir == "" {
		dir = b.TempDir()
	}
	row, err := target.Lookup(arch)
	if err != nil {
		b.Fatal(err)
	}
	cache, err := kcache.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	signer, err := cache.Signer()
	if err != nil {
		b.Fatal(err)
	}
	trust := &kcache.Trust{}
	trust.Add(signer.Public())
	out := filepath.Join(b.TempDir(), "out.mgxb")
	lib := driver.NewLazyMLIR("") // one per process, as the CLI's
	fin := func() driver.FinalizeStats {
		st, err := driver.Finalize(ctx, lib, grid, out, driver.FinalizeOptions{Targets: []target.Target{row}, Cache: cache, Trust: trust, Signer: signer})
		if err != nil {
			b.Fatal(err)
		}
		return st
	}
	fin()
	lib = driver.NewLazyMLIR("") // a restarted process: nothing loaded
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		if st := fin(); st.Compiled != 0 || st.LibraryLoaded || st.CacheHits != st.Kernels {
			b.Fatalf("warm finalize: %d compiled, %d of %d from the cache, MLIR library loaded %v", st.Compiled, st.CacheHits, st.Kernels, st.LibraryLoaded)
		}
	}
	// On a shared machine the wall time includes waiting for a core; the
	// process's CPU time per finalize is the part this code controls.
	b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
