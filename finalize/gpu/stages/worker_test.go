package stages

import (
	"context"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/target"
)

// TestPrepareDistinctReturns takes kernels that return one value as two
// or three results (two graph outputs of one tensor) through the shared
// stages' first half: each result after the first gets a copy of its
// own before bufferization (buffer-results-to-out-params hoisted the
// value's allocation into the first out-parameter, erased it, then read
// it for the second: a use after free in MLIR 22), so every
// out-parameter is written, the repeats by a copy.
func TestPrepareDistinctReturns(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, c := range []struct {
		name, results, ret string
		outs, copies       int
	}{
		{"once", "tensor<4x8xf32>", "%y : tensor<4x8xf32>", 1, 0},
		{"twice", "tensor<4x8xf32>, tensor<4x8xf32>", "%y, %y : tensor<4x8xf32>, tensor<4x8xf32>", 2, 1},
		{"three times", "tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>", "%y, %y, %y : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>", 3, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := `func.func @k(%x: tensor<4x8xf32>) -> (` + c.results + `) {
  %y = tosa.abs %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return ` + c.ret + `
}`
			m, err := w.Prepare(context.Background(), []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			ir := m.String()
			if err := m.Verify(); err != nil {
				t.Fatalf("%v\n%s", err, ir)
			}
			if got := strings.Count(ir, "memref<4x8xf32>"); got < 1+c.outs {
				t.Errorf("%d memref<4x8xf32> mentions, want at least %d (x and %d out-parameters):\n%s", got, 1+c.outs, c.outs, ir)
			}
			if got := strings.Count(ir, "linalg.generic"); got != 1+c.copies {
				t.Errorf("%d linalg.generic ops, want %d (the abs and %d copies):\n%s", got, 1+c.copies, c.copies, ir)
			}
			// The second half (default schedule, outlining) takes the
			// copies onto the device as it does the abs.
			row, _ := target.Lookup("sm_90")
			g, err := w.TrialModule(context.Background(), m, row, kernelgen.Options{Processors: row.Processors, Shared: row.SharedMem})
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			gir := g.String()
			if err := g.Verify(); err != nil {
				t.Fatalf("%v\n%s", err, gir)
			}
			if got := strings.Count(gir, "gpu.launch_func"); got < 1 {
				t.Errorf("no gpu.launch_func:\n%s", gir)
			}
			if strings.Contains(gir, "memref.copy") {
				t.Errorf("a memref.copy left on the host side:\n%s", gir)
			}
		})
	}
}
