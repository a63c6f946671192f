package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/finalize"
	fhost "github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/runtime/host"
)

// matmulKernel is a TOSA batch matmul of the given shape, as lower emits
// it for ONNX MatMul.
func matmulKernel(b, m, k, n int) string {
	return fmt.Sprintf(`module {
  func.func @mm(%%a: tensor<%[1]dx%[2]dx%[3]dxf32>, %%b: tensor<%[1]dx%[3]dx%[4]dxf32>) -> tensor<%[1]dx%[2]dx%[4]dxf32> {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%c = tosa.matmul %%a, %%b, %%zp, %%zp : (tensor<%[1]dx%[2]dx%[3]dxf32>, tensor<%[1]dx%[3]dx%[4]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<%[1]dx%[2]dx%[4]dxf32>
    return %%c : tensor<%[1]dx%[2]dx%[4]dxf32>
  }
}`, b, m, k, n)
}

// convKernel is a TOSA 3x3 convolution (padding 1) of an NHWC input.
func convKernel(h, w, ci, co int) string {
	x := fmt.Sprintf("tensor<1x%dx%dx%dxf32>", h, w, ci)
	f := fmt.Sprintf("tensor<%dx3x3x%dxf32>", co, ci)
	y := fmt.Sprintf("tensor<1x%dx%dx%dxf32>", h, w, co)
	return fmt.Sprintf(`module {
  func.func @conv(%%x: %[1]s, %%f: %[2]s, %%b: tensor<%[4]dxf32>) -> %[3]s {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%y = tosa.conv2d %%x, %%f, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (%[1]s, %[2]s, tensor<%[4]dxf32>, tensor<1xf32>, tensor<1xf32>) -> %[3]s
    return %%y : %[3]s
  }
}`, x, f, y, co)
}

// kernelBuffers maps float32 buffers of the given sizes outside the Go
// heap, filled with random values.
func kernelBuffers(b *testing.B, sizes ...int) []unsafe.Pointer {
	b.Helper()
	r := rand.New(rand.NewPCG(rand.Uint64(), 3))
	var ptrs []unsafe.Pointer
	for _, n := range sizes {
		mem, err := syscall.Mmap(-1, 0, max(4*n, 4096), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { syscall.Munmap(mem) })
		f := unsafe.Slice((*float32)(unsafe.Pointer(&mem[0])), n)
		for i := range f {
			f[i] = float32(r.NormFloat64())
		}
		ptrs = append(ptrs, unsafe.Pointer(&mem[0]))
	}
	return ptrs
}

// BenchmarkHostSchedule compiles single MLIR-class kernels of BERT-base and
// CNN shapes with this CPU's default host schedule and with none (plain
// loops), and reports the compile time and the kernel's speed. The loops
// variant runs only on the smaller shapes (it takes seconds on the large).
func BenchmarkHostSchedule(b *testing.B) {
	lib := openMLIR(b)
	def := fhost.DefaultHostSchedule(lib.HostTarget())
	type kernel struct {
		name  string
		src   string
		sym   string
		sizes []int
		flops float64
		small bool
	}
	var kernels []kernel
	for _, s := range [][4]int{{1, 128, 768, 768}, {1, 128, 768, 3072}, {1, 128, 3072, 768}, {12, 128, 64, 128}, {12, 128, 128, 64}, {1, 37, 29, 45}} {
		bt, m, k, n := s[0], s[1], s[2], s[3]
		kernels = append(kernels, kernel{
			name: fmt.Sprintf("matmul_%dx%dx%dx%d", bt, m, k, n), src: matmulKernel(bt, m, k, n), sym: "mm",
			sizes: []int{bt * m * k, bt * k * n, bt * m * n}, flops: 2 * float64(bt*m*n*k), small: bt*m*n*k < 1<<22,
		})
	}
	for _, s := range [][4]int{{32, 32, 3, 16}, {16, 16, 16, 32}, {56, 56, 64, 64}} {
		h, w, ci, co := s[0], s[1], s[2], s[3]
		kernels = append(kernels, kernel{
			name: fmt.Sprintf("conv3x3_%dx%dx%dx%d", h, w, ci, co), src: convKernel(h, w, ci, co), sym: "conv",
			sizes: []int{h * w * ci, co * 9 * ci, co, h * w * co}, flops: 2 * float64(h*w*co*9*ci), small: h*w*co*9*ci < 1<<22,
		})
	}
	ctx := context.Background()
	for _, k := range kernels {
		for _, sched := range []finalize.HostSchedule{def, {}} {
			if !sched.Scheduled() && !k.small {
				continue
			}
			b.Run(k.name+"/"+sched.String(), func(b *testing.B) {
				t0 := time.Now()
				so, err := fhost.CompileHostSchedule(ctx, lib, []byte(k.src), finalize.SourceTOSA, sched)
				if err != nil {
					b.Fatal(err)
				}
				compile := time.Since(t0)
				obj, err := host.Load(so)
				if err != nil {
					b.Fatal(err)
				}
				defer obj.Close()
				fn, err := obj.Func(k.sym)
				if err != nil {
					b.Fatal(err)
				}
				args := kernelBuffers(b, k.sizes...)
				if err := fn.Call(args...); err != nil { // warm up
					b.Fatal(err)
				}
				b.ResetTimer()
				for b.Loop() {
					if err := fn.Call(args...); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(compile.Microseconds())/1e3, "compile-ms")
				b.ReportMetric(k.flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
				b.ReportMetric(float64(len(so))/1024, "so-KiB")
			})
		}
	}
}
