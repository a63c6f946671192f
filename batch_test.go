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

// TestBatchedRuns runs resnet_mini on one thread through the public API:
// after its first run a Model runs its kernels as one batch (one call
// into native code), which must give the bytes a fresh Model's first run
// (launch by launch) gives, on fresh random inputs, and the reference
// evaluator's values.
func TestBatchedRuns(t *testing.T) {
	ctx := context.Background()
	model := filepath.Join("testdata", "models", "resnet_mini", "model.onnx")
	path := compileModel(t, model, t.TempDir(), driver.CompileOptions{})
	cache := cacheDir(t)
	open := func() *mgxport.Model {
		m, err := mgxport.Open(ctx, path, mgxport.Options{Threads: 1, CacheDir: cache})
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
	warm := open()
	for i := range 4 {
		x := randomFloats(r, 3*32*32)
		got := run(warm, x) // launch by launch first, batched after
		if first := run(open(), x); !slicesEqual(got, first) {
			t.Fatalf("run %d: %v, a fresh model's first run %v", i, got, first)
		}
		a := &npy.Array{DType: "float32", Shape: []int64{1, 3, 32, 32}, Data: unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(x))), 4*len(x))}
		allClose(t, "logits", got, npyFloats(reference(t, model, map[string]*npy.Array{"image": a})["logits"]))
	}
}
