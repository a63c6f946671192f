package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// projKernel is lstm_seg's projection: a [m, 1, k] x b [k, n] through
// tosa.matmul on [1, m, k] x [1, k, n], its result reshaped to [m, 1, n]
// (reshaped false: returned as [1, m, n]); twice returns it as two
// results.
func projKernel(m, k, n int, reshaped, twice bool) string {
	out := fmt.Sprintf("tensor<1x%dx%dxf32>", m, n)
	body := "return %mm : " + out
	if reshaped {
		out = fmt.Sprintf("tensor<%dx1x%dxf32>", m, n)
		body = fmt.Sprintf(`%%s3 = tosa.const_shape {values = dense<[%[1]d, 1, %[2]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%r = tosa.reshape %%mm, %%s3 : (tensor<1x%[1]dx%[2]dxf32>, !tosa.shape<3>) -> %[3]s
    return %%r : %[3]s`, m, n, out)
		if twice {
			body = strings.Replace(body, "return %r : "+out, "return %r, %r : "+out+", "+out, 1)
		}
	}
	results := out
	if twice {
		results = out + ", " + out
	}
	return fmt.Sprintf(`module {
  func.func @proj(%%a: tensor<%[1]dx1x%[2]dxf32>, %%b: tensor<%[2]dx%[3]dxf32>) -> (%[4]s) {
    %%sa = tosa.const_shape {values = dense<[1, %[1]d, %[2]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%a3 = tosa.reshape %%a, %%sa : (tensor<%[1]dx1x%[2]dxf32>, !tosa.shape<3>) -> tensor<1x%[1]dx%[2]dxf32>
    %%sb = tosa.const_shape {values = dense<[1, %[2]d, %[3]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%b3 = tosa.reshape %%b, %%sb : (tensor<%[2]dx%[3]dxf32>, !tosa.shape<3>) -> tensor<1x%[2]dx%[3]dxf32>
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%mm = tosa.matmul %%a3, %%b3, %%zp, %%zp : (tensor<1x%[1]dx%[2]dxf32>, tensor<1x%[2]dx%[3]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x%[1]dx%[3]dxf32>
    %[5]s
  }
}`, m, k, n, results, body)
}

// TestFoldResultCopies lowers projKernel of random shapes (packed and
// not, tiles that divide and not) with this CPU's default schedule and
// checks that the reshaped result is written in place (no memref.copy
// left; a result returned twice keeps its copies), that its bytes are
// those of the same product returned unreshaped (the same tiles, the
// same arithmetic), and that they match a float64 reference.
func TestFoldResultCopies(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	s := DefaultHostSchedule(lib.HostTarget())
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	// m = 1: the reshape is none, and twice returns the product itself
	// twice (DistinctReturns; buffer-results-to-out-params crashed on it).
	shapes := [][3]int{{524, 64, 512}, {1 + r.IntN(40), 1 + r.IntN(100), 1 + r.IntN(100)}, {1, 1 + r.IntN(100), 1 + r.IntN(100)}}
	for range 2 {
		shapes = append(shapes, [3]int{130 + r.IntN(400), 1 + r.IntN(200), 130 + r.IntN(300)})
	}
	for _, sh := range shapes {
		m, k, n := sh[0], sh[1], sh[2]
		for _, twice := range []bool{false, true} {
			t.Run(fmt.Sprintf("%dx%dx%d/twice=%v", m, k, n, twice), func(t *testing.T) {
				src := projKernel(m, k, n, true, twice)
				mod, err := w.ctx.ParseString(src)
				if err != nil {
					t.Fatal(err)
				}
				st := HostTOSAStages()
				st.Tail = nil
				if err := w.lower(mod, st, s); err != nil {
					t.Fatal(err)
				}
				ir := mod.String()
				mod.Close()
				// At m = 1 there is no reshape: the product is the result,
				// written in place, and returned twice its second is
				// DistinctReturns' copy (a loop, not a memref.copy).
				if got, want := strings.Contains(ir, "memref.copy"), twice && m > 1; got != want {
					t.Errorf("memref.copy left: %v, want %v:\n%s", got, want, ir)
				}
				so, err := CompileHostSchedule(context.Background(), lib, []byte(src), SourceTOSA, s)
				if err != nil {
					t.Fatal(err)
				}
				flat, err := CompileHostSchedule(context.Background(), lib, []byte(projKernel(m, k, n, false, false)), SourceTOSA, s)
				if err != nil {
					t.Fatal(err)
				}
				sizes := []int{m * k, k * n, m * n}
				if twice {
					sizes = append(sizes, m*n)
				}
				bufs := gputest.Buffers(t, sizes...)
				gputest.Fill(r, bufs[0])
				gputest.Fill(r, bufs[1])
				for _, b := range bufs[2:] {
					for i := range b {
						b[i] = float32(math.NaN())
					}
				}
				if err := hostkernel.Load(t, so, "proj").Call(gputest.Ptrs(bufs...)...); err != nil {
					t.Fatal(err)
				}
				ref := gputest.Buffers(t, m*k, k*n, m*n)
				copy(ref[0], bufs[0])
				copy(ref[1], bufs[1])
				if err := hostkernel.Load(t, flat, "proj").Call(gputest.Ptrs(ref...)...); err != nil {
					t.Fatal(err)
				}
				for o, got := range bufs[2:] {
					if !slices.Equal(got, ref[2]) {
						t.Fatalf("result %d differs from the unreshaped product's", o)
					}
				}
				want, mag := matmulRef(bufs[0], bufs[1], m, k, n)
				checkContraction(t, "proj", bufs[2], want, mag, k)
			})
		}
	}
}

// TestFoldResultCopiesPair checks two reshaped results of two products in
// one kernel (two rewrites in one function): both written in place, both
// right.
func TestFoldResultCopiesPair(t *testing.T) {
	lib := gputest.OpenLib(t)
	s := DefaultHostSchedule(lib.HostTarget())
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	m, k, n := 100+r.IntN(200), 1+r.IntN(100), 100+r.IntN(200)
	src := strings.Replace(projKernel(m, k, n, true, false), "func.func @proj(%a", "func.func @proj(%b2: "+fmt.Sprintf("tensor<%dx%dxf32>", k, n)+", %a", 1)
	out := fmt.Sprintf("tensor<%dx1x%dxf32>", m, n)
	src = strings.Replace(src, "-> ("+out+")", "-> ("+out+", "+out+")", 1)
	src = strings.Replace(src, "    return %r : "+out, fmt.Sprintf(`    %%b23 = tosa.reshape %%b2, %%sb : (tensor<%[1]dx%[2]dxf32>, !tosa.shape<3>) -> tensor<1x%[1]dx%[2]dxf32>
    %%mm2 = tosa.matmul %%a3, %%b23, %%zp, %%zp : (tensor<1x%[3]dx%[1]dxf32>, tensor<1x%[1]dx%[2]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x%[3]dx%[2]dxf32>
    %%r2 = tosa.reshape %%mm2, %%s3 : (tensor<1x%[3]dx%[2]dxf32>, !tosa.shape<3>) -> %[4]s
    return %%r, %%r2 : %[4]s, %[4]s`, k, n, m, out), 1)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	mod, err := w.ctx.ParseString(src)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	st := HostTOSAStages()
	st.Tail = nil
	if err := w.lower(mod, st, s); err != nil {
		t.Fatal(err)
	}
	if ir := mod.String(); strings.Contains(ir, "memref.copy") {
		t.Errorf("memref.copy left:\n%s", ir)
	}
	mod.Close()
	so, err := CompileHostSchedule(context.Background(), lib, []byte(src), SourceTOSA, s)
	if err != nil {
		t.Fatal(err)
	}
	bufs := gputest.Buffers(t, k*n, m*k, k*n, m*n, m*n)
	for _, b := range bufs[:3] {
		gputest.Fill(r, b)
	}
	if err := hostkernel.Load(t, so, "proj").Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	a := bufs[1]
	for o, b := range [][]float32{bufs[2], bufs[0]} {
		want, mag := matmulRef(a, b, m, k, n)
		checkContraction(t, fmt.Sprintf("result %d", o), bufs[3+o], want, mag, k)
	}
}

// matmulRef is a x b (m x k by k x n, row-major) in float64, and the sums
// of the products' magnitudes (checkContraction's tolerance scale).
func matmulRef(a, b []float32, m, k, n int) (want, mag []float64) {
	want, mag = make([]float64, m*n), make([]float64, m*n)
	for i := range m {
		for j := range n {
			var sum, abs float64
			for p := range k {
				v := float64(a[i*k+p]) * float64(b[p*n+j])
				sum += v
				abs += math.Abs(v)
			}
			want[i*n+j], mag[i*n+j] = sum, abs
		}
	}
	return want, mag
}
