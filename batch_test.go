package mgxport_test

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/npy"
)

// TestBatchedRuns runs resnet_mini through the public API on fresh random
// inputs: after its first run a Model runs its kernels in batches (one
// call into native code each), which must give the bytes a fresh Model's
// first run (launch by launch) gives, and a 2-thread model's runs give
// (the two models run at once), and the reference evaluator's values.
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
	// run the independent launches at the same time (concurrent.go). The
	// two models run at once.
	const runs = 12
	xs := make([][]float32, runs)
	for i := range xs {
		xs[i] = randomFloats(r, 3*32*32)
	}
	outs := [2][][]float32{}
	var wg sync.WaitGroup
	for k, m := range []*mgxport.Model{open(1), open(2)} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, x := range xs {
				in, err := mgxport.NewTensor([]int64{1, 3, 32, 32}, x)
				if err != nil {
					t.Error(err)
					return
				}
				res, err := m.Run(ctx, map[string]*mgxport.Tensor{"image": in})
				if err != nil {
					t.Error(err)
					return
				}
				v, err := mgxport.Data[float32](res.Outputs["logits"])
				if err != nil {
					t.Error(err)
					return
				}
				outs[k] = append(outs[k], v)
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for i, x := range xs {
		got := outs[0][i]
		if !slicesEqual(outs[1][i], got) {
			t.Fatalf("run %d: 2 threads %v, 1 thread %v", i, outs[1][i], got)
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
