package mgxport_test

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/npy"
)

// TestBatchedRuns runs resnet_mini through the public API on fresh random
// inputs: after its first run a Model runs its kernels in batches (one
// call into native code each), which must give the bytes a fresh Model's
// first run (launch by launch) gives, at one thread and at two, and the
// reference evaluator's values.
func TestBatchedRuns(t *testing.T) {
	ctx := context.Background()
	model := filepath.Join("testdata", "models", "resnet_mini", "model.onnx")
	path := compileModel(t, model, t.TempDir(), driver.CompileOptions{})
	cache := cacheDir(t)
	open := func(threads int) *mgxport.Model {
		m, err := mgxport.Open(ctx, path, mgxport.Options{Threads: threads, CacheDir: cache})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { m.Close() })
		return m
	}
	r := rand.New(rand.NewPCG(5, 30))
	run := func(m *mgxport.Model, x []float32) []float32 {
		in, err := mgxport.NewTensor([]int64{1, 3, 32, 32}, x)
		if err != nil {
			t.Fatal(err)
		}
		res, err := m.Run(ctx, map[string]*mgxport.Tensor{"image": in})
		if err != nil {
			t.Fatal(err)
		}
		return floats(t, res.Outputs["logits"])
	}
	// One thread batches every kernel from the second run; two threads
	// batch the kernels too small to split once their first launches
	// have decided so (partly batched runs).
	warm1, warm2 := open(1), open(2)
	for i := range 12 {
		x := randomFloats(r, 3*32*32)
		got := run(warm1, x)
		if got2 := run(warm2, x); !slicesEqual(got2, got) {
			t.Fatalf("run %d: 2 threads %v, 1 thread %v", i, got2, got)
		}
		if i%4 != 1 {
			continue
		}
		if first := run(open(1), x); !slicesEqual(got, first) {
			t.Fatalf("run %d: %v, a fresh model's first run %v", i, got, first)
		}
		a := &npy.Array{DType: "float32", Shape: []int64{1, 3, 32, 32}, Data: unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(x))), 4*len(x))}
		allClose(t, "logits", got, npyFloats(reference(t, model, map[string]*npy.Array{"image": a})["logits"]))
	}
}
