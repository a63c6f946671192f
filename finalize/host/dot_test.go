package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/runtime/host"

	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// convI8Kernel is tosa.conv2d on i8 operands into i32 (NHWC, OHWI
// weights, per-channel i32 bias), as lower/tosa makes of an integer
// convolution with 8-bit operands.
func convI8Kernel(n, h, w, c, f, kh, kw int, stride, dil, pad [2]int) string {
	oh := (h+2*pad[0]-(kh-1)*dil[0]-1)/stride[0] + 1
	ow := (w+2*pad[1]-(kw-1)*dil[1]-1)/stride[1] + 1
	return fmt.Sprintf(`module attributes {mgx.arch = "gfxMIGX"} {
  func.func @conv(%%x: tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, %%w: tensor<%[5]dx%[6]dx%[7]dx%[4]dxi8>, %%b: tensor<%[5]dxi32>) -> tensor<%[1]dx%[8]dx%[9]dx%[5]dxi32> attributes {arch = "gfxMIGX"} {
    %%zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%c = tosa.conv2d %%x, %%w, %%b, %%zp, %%zp {acc_type = i32, dilation = array<i64: %[10]d, %[11]d>, pad = array<i64: %[12]d, %[12]d, %[13]d, %[13]d>, stride = array<i64: %[14]d, %[15]d>} : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, tensor<%[5]dx%[6]dx%[7]dx%[4]dxi8>, tensor<%[5]dxi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<%[1]dx%[8]dx%[9]dx%[5]dxi32>
    return %%c : tensor<%[1]dx%[8]dx%[9]dx%[5]dxi32>
  }
}`, n, h, w, c, f, kh, kw, oh, ow, dil[0], dil[1], pad[0], pad[1], stride[0], stride[1])
}

// TestConvDot8 compiles 8-bit convolutions with each micro-kernel's
// schedule: each convolution is replaced by calls of the kernel's pack and
// convolution (on every machine: the replacement is IR; a big one's phase
// entry splits the convolution's calls), and where this CPU has the
// kernel's features the object's code holds its dot-product instruction
// (vpdpbusd, vpmaddwd) and computes exactly what a direct loop does, on
// random data with strides, dilations, pads and channel counts that are
// not multiples of 2, 4, 8 or 16, whole and through its phases on 2 and 3
// threads.
func TestConvDot8(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	kernels := []struct {
		sched    HostSchedule
		features []string
		insns    []string // the dot-product instructions, any of them
		perTile  int      // the full register tile's
		lanes    int      // output channels per vector (the tile is 2 vectors wide)
	}{
		{HostSchedules()[0], []string{"avx512f", "avx512bw", "avx512vnni"}, []string{"vpdpbusd"}, 16, 16},
		// With VNNI, LLVM fuses vpmaddwd and its add into vpdpwssd.
		{HostSchedules()[2], []string{"avx2"}, []string{"vpmaddwd", "vpdpwssd"}, 12, 8},
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	// phased: big enough for the calls to be split across threads.
	tests := []struct {
		n, h, w, c, f, kh, kw int
		stride, dil, pad      [2]int
		phased                bool
	}{
		{2, 9, 11, 7, 33, 3, 3, [2]int{2, 2}, [2]int{1, 1}, [2]int{1, 1}, false},
		{1, 12, 11, 32, 64, 3, 3, [2]int{1, 1}, [2]int{1, 1}, [2]int{1, 1}, true},
		{3, 8, 13, 5, 17, 2, 3, [2]int{1, 2}, [2]int{2, 1}, [2]int{0, 2}, false},
		{1, 6, 19, 64, 16, 1, 1, [2]int{1, 1}, [2]int{1, 1}, [2]int{0, 0}, false},
		{2, 13, 10, 19, 40, 3, 3, [2]int{1, 1}, [2]int{1, 1}, [2]int{1, 1}, true},
	}
	pools := testPools(t, 2, 3)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, k := range kernels {
		kern := dot8KernelOf(k.sched.Dot8)
		if kern == nil {
			t.Fatalf("schedule %s has no micro-kernel", k.sched)
		}
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tt := range tests {
			name := fmt.Sprintf("%s %+v", k.sched.Dot8, tt)
			src := convI8Kernel(tt.n, tt.h, tt.w, tt.c, tt.f, tt.kh, tt.kw, tt.stride, tt.dil, tt.pad)
			m, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			stages := HostTOSAStages()
			tail := stages.Tail
			stages.Tail = nil
			if err := w.lower(m, stages, k.sched); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ir := m.String()
			if !strings.Contains(ir, "call @"+kern.symbol+"(") || !strings.Contains(ir, "call @"+kern.packSymbol()+"(") || strings.Contains(ir, "linalg.conv") {
				t.Fatalf("%s: the convolution is not replaced by calls of %s and %s:\n%s", name, kern.packSymbol(), kern.symbol, ir)
			}
			if tt.phased && !splitPhaseCalls(ir, kern.symbol) {
				t.Fatalf("%s: no phase splits the calls of %s:\n%s", name, kern.symbol, ir)
			}
			if pm, err := w.passManager(tail); err != nil || pm.Run(m) != nil {
				t.Fatalf("%s: the tail does not lower the call: %v", name, err)
			}
			m.Close()
			if !native {
				t.Logf("%s: this CPU lacks %v: the object is not built", name, k.features)
				continue
			}
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			dis, n := disassemble(t, so), 0
			for _, insn := range k.insns {
				n += strings.Count(dis, insn)
			}
			// The object holds the kernel's copy specialized to the
			// call: a tile's second vector of channels only where the
			// filters fill more than one.
			want := k.perTile
			if tt.f <= k.lanes {
				want /= 2
			}
			if n < want {
				t.Fatalf("%s: %d of %v in the object, want at least %d", name, n, k.insns, want)
			}
			fn := hostkernel.Load(t, so, "conv")
			if got := fn.Phases() > 0; got != tt.phased {
				t.Fatalf("%s: %d phases, want phases: %v", name, fn.Phases(), tt.phased)
			}
			checkConvI8(t, r, fn, pools, name, tt.n, tt.h, tt.w, tt.c, tt.f, tt.kh, tt.kw, tt.stride, tt.dil, tt.pad)
		}
	}
}

// checkConvI8 runs a convI8Kernel on random int8 data and requires a
// direct loop's results exactly, from the whole entry and (where it has
// phases) the phases on each pool's threads.
func checkConvI8(t *testing.T, r *rand.Rand, fn host.Func, pools []*host.Pool, name string, n, h, w, c, f, kh, kw int, stride, dil, pad [2]int) {
	t.Helper()
	oh := (h+2*pad[0]-(kh-1)*dil[0]-1)/stride[0] + 1
	ow := (w+2*pad[1]-(kw-1)*dil[1]-1)/stride[1] + 1
	sizes := []int{n * h * w * c, f * kh * kw * c, 4 * f, 4 * n * oh * ow * f}
	bufs := gputest.ByteBuffers(t, sizes...)
	randomBytes(r, bufs[:2]...)
	bias := unsafe.Slice((*int32)(unsafe.Pointer(&bufs[2][0])), f)
	for i := range bias {
		bias[i] = int32(r.IntN(20001) - 10000)
	}
	x, wt := bufs[0], bufs[1]
	y := unsafe.Slice((*int32)(unsafe.Pointer(&bufs[3][0])), n*oh*ow*f)
	if err := fn.Call(unsafe.Pointer(&x[0]), unsafe.Pointer(&wt[0]), unsafe.Pointer(&bias[0]), unsafe.Pointer(&y[0])); err != nil {
		t.Fatal(err)
	}
	if fn.Phases() > 0 {
		whole := slices.Clone(y)
		addrs := []uintptr{uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&wt[0])), uintptr(unsafe.Pointer(&bias[0])), uintptr(unsafe.Pointer(&y[0]))}
		for _, p := range pools {
			for i := range y {
				y[i] = -1 << 31
			}
			if err := fn.RunPhases(p, addrs...); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(y, whole) {
				t.Fatalf("%s: the phases on %d threads differ from the whole entry", name, p.Threads())
			}
		}
	}
	for b := range n {
		for i := range oh {
			for j := range ow {
				for o := range f {
					s := bias[o]
					for p := range kh {
						for q := range kw {
							yi, xi := i*stride[0]+p*dil[0]-pad[0], j*stride[1]+q*dil[1]-pad[1]
							if yi < 0 || yi >= h || xi < 0 || xi >= w {
								continue
							}
							for k := range c {
								s += int32(int8(x[((b*h+yi)*w+xi)*c+k])) * int32(int8(wt[((o*kh+p)*kw+q)*c+k]))
							}
						}
					}
					if got := y[((b*oh+i)*ow+j)*f+o]; got != s {
						t.Fatalf("%s: y[%d,%d,%d,%d] = %d, want %d", name, b, i, j, o, got, s)
					}
				}
			}
		}
	}
}

// disassemble returns llvm-objdump-22's disassembly of a shared object.
func disassemble(t *testing.T, so []byte) string {
	t.Helper()
	tool, err := findTool("llvm-objdump-22", "llvm-objdump", "llvm-22")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "k.so")
	if err := os.WriteFile(p, so, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-d", "--no-show-raw-insn", p).Output()
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	return string(out)
}

// TestMemrefLayout reads the static layouts the micro-kernel calls need and
// refuses the dynamic ones.
func TestMemrefLayout(t *testing.T) {
	shape := []int64{8, 65, 65, 32}
	tests := []struct {
		typ     string
		strides []int64
		offset  int64
		ok      bool
	}{
		{"memref<8x65x65x32xi8>", []int64{135200, 2080, 32, 1}, 0, true},
		{"memref<8x65x65x32xi8, strided<[139392, 2112, 32, 1], offset: 2112>>", []int64{139392, 2112, 32, 1}, 2112, true},
		{"memref<8x65x65x32xi8, strided<[139392, 2112, 32, 1]>>", []int64{139392, 2112, 32, 1}, 0, true},
		{"memref<8x65x65x32xi8, strided<[139392, 2112, 32, 1], offset: ?>>", nil, 0, false},
		{"memref<8x65x65x32xi8, strided<[?, 2112, 32, 1]>>", nil, 0, false},
		{"memref<8x65x65x32xi8, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1, d0)>>", nil, 0, false},
	}
	for _, tt := range tests {
		st, off, ok := memrefLayout(tt.typ, shape)
		if ok != tt.ok || ok && (!slices.Equal(st, tt.strides) || off != tt.offset) {
			t.Errorf("%s: strides %v offset %d ok %v, want %v %d %v", tt.typ, st, off, ok, tt.strides, tt.offset, tt.ok)
		}
	}
}

// randomBytes fills each of bufs with random bytes from r.
func randomBytes(r *rand.Rand, bufs ...[]byte) {
	for _, b := range bufs {
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
	}
}

// testPools starts a host thread pool of each size, closed when the test
// ends: the split launches run on them.
func testPools(t *testing.T, sizes ...int) []*host.Pool {
	t.Helper()
	var pools []*host.Pool
	for _, threads := range sizes {
		p, err := host.NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		pools = append(pools, p)
	}
	return pools
}
