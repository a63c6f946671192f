package stages

import (
	"context"
	"fmt"
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
		name string
		outs int // results, each the same %y
	}{{"once", 1}, {"twice", 2}, {"three times", 3}} {
		t.Run(c.name, func(t *testing.T) {
			types := strings.Repeat(", tensor<4x8xf32>", c.outs)[2:]
			src := `func.func @k(%x: tensor<4x8xf32>) -> (` + types + `) {
  %y = tosa.abs %x : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return ` + strings.Repeat(", %y", c.outs)[2:] + ` : ` + types + `
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
			// x and one out-parameter a result, nothing returned; the abs
			// written into the first, each repeat a copy of it into its own.
			args := []string{"%arg0: memref<4x8xf32>"}
			for i := 1; i <= c.outs; i++ {
				args = append(args, fmt.Sprintf("%%arg%d: memref<4x8xf32>", i))
			}
			if sig := "func.func @k(" + strings.Join(args, ", ") + ") {"; !strings.Contains(ir, sig) {
				t.Errorf("no %s:\n%s", sig, ir)
			}
			for i := 2; i <= c.outs; i++ {
				if cp := fmt.Sprintf("ins(%%arg1 : memref<4x8xf32>) outs(%%arg%d : memref<4x8xf32>)", i); !strings.Contains(ir, cp) {
					t.Errorf("out-parameter %d is not a copy of the first (no %s):\n%s", i, cp, ir)
				}
			}
			if got := strings.Count(ir, "linalg.generic"); got != c.outs {
				t.Errorf("%d linalg.generic ops, want %d (the abs and %d copies):\n%s", got, c.outs, c.outs-1, ir)
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
