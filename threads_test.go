package mgxport_test

import (
	"context"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/npy"
)

// TestThreads opens the cnn_fp32 model (batch 8: its convolutions split
// across threads) with one thread, with three, and twice on one shared
// Pool of two, running both of those at once: every output is the same
// bytes and ONNX Runtime's; a negative thread count is an error.
func TestThreads(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join("testdata", "models", "cnn_fp32")
	path := compileModel(t, filepath.Join(dir, "model.onnx"), t.TempDir(), driver.CompileOptions{})
	in, err := npy.ReadFile(filepath.Join(dir, "input_image.npy"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := npy.ReadFile(filepath.Join(dir, "output_logits.npy"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := mgxport.NewTensor(in.Shape, unsafe.Slice((*float32)(unsafe.Pointer(&in.Data[0])), len(in.Data)/4))
	if err != nil {
		t.Fatal(err)
	}
	cache := cacheDir(t)
	run := func(m *mgxport.Model) []float32 {
		res, err := m.Run(ctx, map[string]*mgxport.Tensor{"image": x})
		if err != nil {
			t.Fatal(err)
		}
		return floats(t, res.Outputs["logits"])
	}
	open := func(opts mgxport.Options) *mgxport.Model {
		opts.CacheDir = cache
		m, err := mgxport.Open(ctx, path, opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { m.Close() })
		return m
	}
	m1 := open(mgxport.Options{Threads: 1})
	one := run(m1)
	allClose(t, "1 thread", one, npyFloats(want))
	m3 := open(mgxport.Options{Threads: 3})
	if got := run(m3); !slicesEqual(got, one) {
		t.Error("3 threads: outputs differ from 1 thread's")
	}
	pool, err := mgxport.NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	a, b := open(mgxport.Options{Pool: pool}), open(mgxport.Options{Pool: pool})
	if m0 := open(mgxport.Options{}); m1.Threads() != 1 || m3.Threads() != 3 || a.Threads() != 2 || m0.Threads() != runtime.NumCPU() {
		t.Errorf("Threads: %d, %d, %d on a pool of 2, %d by default; want 1, 3, 2, %d", m1.Threads(), m3.Threads(), a.Threads(), m0.Threads(), runtime.NumCPU())
	}
	var wg sync.WaitGroup
	for _, m := range []*mgxport.Model{a, b, a, b} {
		wg.Go(func() {
			for range 3 {
				if got := run(m); !slicesEqual(got, one) {
					t.Error("a shared pool: outputs differ from 1 thread's")
				}
			}
		})
	}
	wg.Wait()
	a.Close()
	b.Close()
	if err := pool.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := mgxport.Open(ctx, path, mgxport.Options{CacheDir: cache, Threads: -1}); err == nil {
		t.Error("Threads -1: no error")
	}
	// Threads cannot apply to a Model that runs on a Pool's threads.
	if _, err := mgxport.Open(ctx, path, mgxport.Options{CacheDir: cache, Pool: pool, Threads: 3}); err == nil || !strings.Contains(err.Error(), "Pool") {
		t.Errorf("Threads 3 with a Pool: %v, want an error naming the Pool", err)
	}
}

// TestModelCloseLeavesNoGoroutines opens cnn_fp32 with its own pool of
// three threads several times, runs it from two goroutines at once, and
// closes it: the process's goroutines come back to what they were (the
// pool's workers stop with the Model).
func TestModelCloseLeavesNoGoroutines(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join("testdata", "models", "cnn_fp32")
	path := compileModel(t, filepath.Join(dir, "model.onnx"), t.TempDir(), driver.CompileOptions{})
	in, err := npy.ReadFile(filepath.Join(dir, "input_image.npy"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := mgxport.NewTensor(in.Shape, unsafe.Slice((*float32)(unsafe.Pointer(&in.Data[0])), len(in.Data)/4))
	if err != nil {
		t.Fatal(err)
	}
	cache := cacheDir(t)
	cycle := func() {
		m, err := mgxport.Open(ctx, path, mgxport.Options{CacheDir: cache, Threads: 3})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				for range 3 {
					if _, err := m.Run(ctx, map[string]*mgxport.Tensor{"image": x}); err != nil {
						t.Error(err)
					}
				}
			})
		}
		wg.Wait()
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
	}
	cycle() // what stays for good (caches, the MLIR library) stays now
	before := runtime.NumGoroutine()
	for range 4 {
		cycle()
	}
	for deadline := time.Now().Add(10 * time.Second); runtime.NumGoroutine() > before; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after closing the Models, %d before", runtime.NumGoroutine(), before)
		}
	}
}
