package host

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// reluOfTranspose is a TOSA kernel: ReLU(transpose(x)), x 2x16x32x32
// NHWC to NCHW (the end of a convolution).
const reluOfTranspose = `module {
  func.func @k(%x: tensor<2x16x32x32xf32>) -> tensor<2x32x16x32xf32> {
    %t = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x16x32x32xf32>) -> tensor<2x32x16x32xf32>
    %c = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %r = tosa.maximum %t, %c : (tensor<2x32x16x32xf32>, tensor<1x1x1x1xf32>) -> tensor<2x32x16x32xf32>
    return %r : tensor<2x32x16x32xf32>
  }
}`

// sumOfTransposes is a TOSA kernel: transpose(x) + transpose(y), where
// only one transpose may fold (the blocks read one permuted input).
const sumOfTransposes = `module {
  func.func @k(%x: tensor<2x16x32x32xf32>, %y: tensor<2x16x32x32xf32>) -> tensor<2x32x16x32xf32> {
    %t = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x16x32x32xf32>) -> tensor<2x32x16x32xf32>
    %u = tosa.transpose %y {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x16x32x32xf32>) -> tensor<2x32x16x32xf32>
    %r = tosa.add %t, %u : (tensor<2x32x16x32xf32>, tensor<2x32x16x32xf32>) -> tensor<2x32x16x32xf32>
    return %r : tensor<2x32x16x32xf32>
  }
}`

// nchw returns x (n, h, w, c) transposed to (n, c, h, w).
func nchw(x []float32, n, h, w, c int) []float32 {
	out := make([]float32, len(x))
	for b := range n {
		for i := range h {
			for j := range w {
				for k := range c {
					out[((b*c+k)*h+i)*w+j] = x[((b*h+i)*w+j)*c+k]
				}
			}
		}
	}
	return out
}

// TestFoldTransposes folds a convolution's output transpose into its ReLU
// (no linalg.transpose left, the generic marked for 16x16 blocks), folds
// only one of two transposes an add reads, and runs both kernels on
// random inputs against the transposes computed here.
func TestFoldTransposes(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, c := range []struct {
		name       string
		src        string
		folded     int
		transposes int // left after folding
	}{
		{"relu", reluOfTranspose, 1, 0},
		{"add", sumOfTransposes, 1, 1},
	} {
		m, err := w.ctx.ParseString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		pm, err := w.passManager(TOSAToLinalgPipeline())
		if err != nil || pm.Run(m) != nil {
			t.Fatalf("%s: to linalg: %v", c.name, err)
		}
		n, err := foldTransposes(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := markTransposes(m); err != nil {
			t.Fatal(err)
		}
		if err := m.Verify(); err != nil {
			t.Fatalf("%s: folded module does not verify: %v\n%s", c.name, err, m)
		}
		ir := m.String()
		if left := strings.Count(ir, "linalg.transpose"); n != c.folded || left != c.transposes {
			t.Fatalf("%s: folded %d, %d transposes left; want %d and %d:\n%s", c.name, n, left, c.folded, c.transposes, ir)
		}
		if !strings.Contains(ir, transposeMark(4, 1)) {
			t.Fatalf("%s: the folded generic is not marked %s:\n%s", c.name, transposeMark(4, 1), ir)
		}
		m.Close()
	}

	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	const n, h, wd, ch = 2, 16, 32, 32
	random := func() []float32 {
		x := make([]float32, n*h*wd*ch)
		for i := range x {
			x[i] = r.Float32()*2 - 1
		}
		return x
	}
	x, y := random(), random()
	tx, ty := nchw(x, n, h, wd, ch), nchw(y, n, h, wd, ch)
	for _, c := range []struct {
		name string
		src  string
		in   [][]float32
		want func(i int) float32
	}{
		{"relu", reluOfTranspose, [][]float32{x}, func(i int) float32 { return max(tx[i], 0) }},
		{"add", sumOfTransposes, [][]float32{x, y}, func(i int) float32 { return tx[i] + ty[i] }},
	} {
		so, err := CompileHost(context.Background(), lib, []byte(c.src), SourceTOSA)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		fn := hostkernel.Load(t, so, "k")
		out := make([]float32, len(x))
		for i := range out {
			out[i] = float32(math.NaN())
		}
		if err := fn.Call(gputest.Ptrs(append(c.in, out)...)...); err != nil {
			t.Fatal(err)
		}
		for i := range out {
			if out[i] != c.want(i) {
				t.Fatalf("%s: element %d = %g, want %g", c.name, i, out[i], c.want(i))
			}
		}
	}
}
