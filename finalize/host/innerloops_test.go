package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// reluNest is a raised-form kernel: out = max(x, 0) over rows x cols in
// an scf.parallel nest (the form bufferized elementwise ops take), and
// the sum of each row in an scf.for carrying its sum (a loop
// keepInnerLoops leaves alone).
func reluNest(rows, cols int) string {
	return fmt.Sprintf(`module {
  func.func @f(%%x: memref<%[1]dx%[2]dxf32>, %%out: memref<%[1]dx%[2]dxf32>, %%sum: memref<%[1]dxf32>) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%r = arith.constant %[1]d : index
    %%c = arith.constant %[2]d : index
    %%z = arith.constant 0.0 : f32
    scf.parallel (%%i, %%j) = (%%c0, %%c0) to (%%r, %%c) step (%%c1, %%c1) {
      %%v = memref.load %%x[%%i, %%j] : memref<%[1]dx%[2]dxf32>
      %%m = arith.maximumf %%v, %%z : f32
      memref.store %%m, %%out[%%i, %%j] : memref<%[1]dx%[2]dxf32>
      scf.reduce
    }
    scf.for %%i = %%c0 to %%r step %%c1 {
      %%s = scf.for %%j = %%c0 to %%c step %%c1 iter_args(%%a = %%z) -> (f32) {
        %%v = memref.load %%x[%%i, %%j] : memref<%[1]dx%[2]dxf32>
        %%b = arith.addf %%a, %%v : f32
        scf.yield %%b : f32
      }
      memref.store %%s, %%sum[%%i] : memref<%[1]dxf32>
    }
    return
  }
}`, rows, cols)
}

// ownAnnotation finds an llvm.br's own (inherent) loop annotation in
// printed IR, not the discardable llvm.loop_annotation.
var ownAnnotation = regexp.MustCompile(`(\{|, )loop_annotation = #`)

// TestKeepInnerLoops lowers reluNest and checks that the ReLU's inner
// loop (16 iterations) reaches LLVM marked not to unroll (the branch's own
// loop_annotation, which translation writes as !llvm.loop), the sum's
// loop and the outer loops do not, and that the compiled kernel computes
// both on random inputs.
func TestKeepInnerLoops(t *testing.T) {
	lib := gputest.OpenLib(t)
	const rows, cols = 24, 16
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	m, err := w.ctx.ParseString(reluNest(rows, cols))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := w.lower(m, HostRaisedStages(), HostSchedule{}); err != nil {
		t.Fatal(err)
	}
	ir := m.String()
	if n := len(ownAnnotation.FindAllString(ir, -1)); n != 1 {
		t.Fatalf("%d latches carry their own loop annotation, want 1 (the ReLU's inner loop):\n%s", n, ir)
	}
	so, err := CompileHost(context.Background(), lib, []byte(reluNest(rows, cols)), SourceRaised)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, "f")
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	x := make([]float32, rows*cols)
	for i := range x {
		x[i] = r.Float32()*2 - 1
	}
	out := make([]float32, rows*cols)
	sum := make([]float32, rows)
	for i := range out {
		out[i] = float32(math.NaN())
	}
	if err := fn.Call(gputest.Ptrs(x, out, sum)...); err != nil {
		t.Fatal(err)
	}
	for i, v := range x {
		if want := max(v, 0); out[i] != want {
			t.Fatalf("relu(%g) = %g, want %g", v, out[i], want)
		}
	}
	for i := range rows {
		var want float32
		for _, v := range x[i*cols : (i+1)*cols] {
			want += v
		}
		if sum[i] != want {
			t.Fatalf("row %d sums to %g, want %g", i, sum[i], want)
		}
	}
}
