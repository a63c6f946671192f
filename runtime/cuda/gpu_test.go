package cuda

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
)

// EnvTest turns on the tests that need a CUDA GPU.
const EnvTest = "MGXPORT_TEST_CUDA"

// gpu opens device 0, or skips when MGXPORT_TEST_CUDA is unset. With it
// set, a missing driver or device fails the test.
func gpu(t *testing.T) *Device {
	t.Helper()
	if os.Getenv(EnvTest) == "" {
		t.Skipf("needs an NVIDIA GPU: run with %s=1 (go test ./runtime/cuda) on a machine with libcuda.so.1", EnvTest)
	}
	d, err := Open(0)
	if err != nil {
		t.Fatalf("%s=1 but: %v", EnvTest, err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Error(err)
		}
	})
	return d
}

// testPTX: vadd c=a+b, scale3 b=3a, revsmem (out = in reversed within
// each block, through 64 bytes of dynamic shared memory per thread, so a
// 1024-thread block needs 64 KiB: above the 48 KiB default). One element
// per thread; grid×block is the element count.
const testPTX = `
.version 7.0
.target sm_80
.address_size 64

.extern .shared .align 16 .b8 smem[];

.visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc)
{
	.reg .b32 %r<5>;
	.reg .b64 %rd<8>;
	.reg .f32 %f<4>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	cvta.to.global.u64 %rd1, %rd1;
	cvta.to.global.u64 %rd2, %rd2;
	cvta.to.global.u64 %rd3, %rd3;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, %r2, %r3;
	mul.wide.u32 %rd4, %r4, 4;
	add.s64 %rd5, %rd1, %rd4;
	add.s64 %rd6, %rd2, %rd4;
	add.s64 %rd7, %rd3, %rd4;
	ld.global.f32 %f1, [%rd5];
	ld.global.f32 %f2, [%rd6];
	add.rn.f32 %f3, %f1, %f2;
	st.global.f32 [%rd7], %f3;
	ret;
}

.visible .entry scale3(.param .u64 pa, .param .u64 pb)
{
	.reg .b32 %r<5>;
	.reg .b64 %rd<6>;
	.reg .f32 %f<3>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	cvta.to.global.u64 %rd1, %rd1;
	cvta.to.global.u64 %rd2, %rd2;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, %r2, %r3;
	mul.wide.u32 %rd3, %r4, 4;
	add.s64 %rd4, %rd1, %rd3;
	add.s64 %rd5, %rd2, %rd3;
	ld.global.f32 %f1, [%rd4];
	mul.rn.f32 %f2, %f1, 0f40400000;
	st.global.f32 [%rd5], %f2;
	ret;
}

.visible .entry revsmem(.param .u64 pin, .param .u64 pout)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<6>;
	.reg .f32 %f<3>;
	ld.param.u64 %rd1, [pin];
	ld.param.u64 %rd2, [pout];
	cvta.to.global.u64 %rd1, %rd1;
	cvta.to.global.u64 %rd2, %rd2;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.u32 %r4, %r1, %r2, %r3;
	mul.wide.u32 %rd3, %r4, 4;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.f32 %f1, [%rd4];
	mov.u32 %r6, smem;
	shl.b32 %r5, %r3, 6;
	add.u32 %r7, %r6, %r5;
	st.shared.f32 [%r7], %f1;
	bar.sync 0;
	sub.u32 %r8, %r2, 1;
	sub.u32 %r8, %r8, %r3;
	shl.b32 %r9, %r8, 6;
	add.u32 %r10, %r6, %r9;
	ld.shared.f32 %f2, [%r10];
	add.s64 %rd5, %rd2, %rd3;
	st.global.f32 [%rd5], %f2;
	ret;
}
`

func randFloats(n int) []byte {
	b := make([]byte, 4*n)
	for i := range n {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(float32(rand.IntN(4001)-2000)/8))
	}
	return b
}

func f32s(b []byte) []float32 {
	f := make([]float32, len(b)/4)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}

func ptxObject(d *Device, sym string, args []codeobj.Arg) *codeobj.Object {
	return &codeobj.Object{Format: codeobj.PTX, Target: d.Target(), Symbol: sym, Args: args, Payload: []byte(testPTX), Compiler: "hand-written"}
}

// TestMemoryAndCopies: random bytes through device memory (HtoD, DtoD,
// DtoH), including copies larger than the staging buffer.
func TestMemoryAndCopies(t *testing.T) {
	d := gpu(t)
	t.Logf("device: %+v", d.Info())
	if d.Info().DriverCUDA == "" || !strings.HasPrefix(d.Target(), "sm_") {
		t.Errorf("device info %+v", d.Info())
	}
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, n := range []int{1, 4097, 3 << 20, 4*stagingChunkBytes + 12345} {
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(rand.Uint32())
		}
		a, err := d.Alloc(int64(n))
		if err != nil {
			t.Fatal(err)
		}
		b, err := d.Alloc(int64(n))
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, n)
		if err := d.CopyIn(s, a, src); err != nil {
			t.Fatal(err)
		}
		if err := d.Copy(s, b, a, int64(n)); err != nil {
			t.Fatal(err)
		}
		if err := d.CopyOut(s, got, b); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, src) {
			t.Fatalf("%d bytes: round trip differs", n)
		}
		if err := errors.Join(d.Free(a), d.Free(b)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestKernelTiming launches vadd on 16 Mi floats directly, checks it
// exactly and reports the event time and bandwidth.
func TestKernelTiming(t *testing.T) {
	d := gpu(t)
	const n = 1 << 24
	m, err := d.Load(ptxObject(d, "vadd", nil))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	k, err := m.Kernel("vadd")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := d.NewStream()
	defer s.Close()
	var bufs [3]runtime.DevicePtr
	for i := range bufs {
		if bufs[i], err = d.Alloc(4 * n); err != nil {
			t.Fatal(err)
		}
		defer d.Free(bufs[i])
	}
	x, y := randFloats(n), randFloats(n)
	d.CopyIn(s, bufs[0], x)
	d.CopyIn(s, bufs[1], y)
	e0, _ := d.NewEvent()
	e1, _ := d.NewEvent()
	defer e0.Close()
	defer e1.Close()
	cfg := runtime.LaunchConfig{Grid: [3]int64{n / 256, 1, 1}, Block: [3]int64{256, 1, 1}}
	const reps = 20
	if err := k.Launch(s, cfg, bufs[:]); err != nil { // warm-up
		t.Fatal(err)
	}
	if err := e0.Record(s); err != nil {
		t.Fatal(err)
	}
	for range reps {
		if err := k.Launch(s, cfg, bufs[:]); err != nil {
			t.Fatal(err)
		}
	}
	if err := e1.Record(s); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4*n)
	if err := d.CopyOut(s, out, bufs[2]); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	el, err := d.Elapsed(e0, e1)
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := f32s(x), f32s(y), f32s(out)
	for i := range c {
		if c[i] != a[i]+b[i] {
			t.Fatalf("c[%d] = %v, want %v", i, c[i], a[i]+b[i])
		}
	}
	per := el / reps
	t.Logf("vadd 16Mi float32: %v per launch (events), %.0f GB/s", per, 12*float64(n)/per.Seconds()/1e9)
}

// sessionFixture is a 3-launch program z = rev(3·(x+w) + y): launch 0 is
// an object with a two-kernel plan through a scratch buffer, launch 1 an
// object sized by Global/Local, launch 2 a 64 KiB dynamic-shared-memory
// kernel.
func sessionFixture(t *testing.T, d *Device, n int64) runtime.Source {
	f32 := func(name string) codeobj.Arg { return codeobj.Arg{Name: name, DType: "float32", Shape: []int64{n}} }
	pf := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "fused", Args: []codeobj.Arg{f32("x"), f32("w"), f32("t")}, Payload: []byte{1}}
	pa := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "vadd", Args: []codeobj.Arg{f32("t"), f32("y"), f32("u")}, Global: [3]int64{n, 1, 1}, Local: [3]int64{128, 1, 1}, Payload: []byte{2}}
	pr := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "rev", Args: []codeobj.Arg{f32("u"), f32("z")}, Payload: []byte{3}}
	fused := ptxObject(d, "fused", pf.Args)
	fused.Source, fused.Scratch = pf.ID(), []int64{4 * n}
	fused.Launches = []codeobj.Launch{
		{Symbol: "vadd", Grid: [3]int64{n / 64, 1, 1}, Block: [3]int64{64, 1, 1}, Args: []int{0, 1, 3}},
		{Symbol: "scale3", Grid: [3]int64{n / 256, 1, 1}, Block: [3]int64{256, 1, 1}, Args: []int{3, 2}},
	}
	add := ptxObject(d, "vadd", pa.Args)
	add.Source, add.Global, add.Local = pa.ID(), pa.Global, pa.Local
	rev := ptxObject(d, "rev", pr.Args)
	rev.Source = pr.ID()
	rev.Launches = []codeobj.Launch{{Symbol: "revsmem", Grid: [3]int64{n / 1024, 1, 1}, Block: [3]int64{1024, 1, 1}, Shared: 64 << 10, Args: []int{0, 1}}}
	b := 4 * n
	buf := func(name string, kind program.BufferKind, i int64) program.Buffer {
		pb := program.Buffer{Name: name, Kind: kind, DType: "float32", Shape: []int64{n}, Offset: i * b, Bytes: b}
		if kind == program.Weight {
			pb.Weight = name
		}
		return pb
	}
	p := program.Program{
		Name:    "main",
		Buffers: []program.Buffer{buf("x", program.Input, 0), buf("y", program.Input, 1), buf("w", program.Weight, 2), buf("t", program.Temp, 3), buf("u", program.Temp, 4), buf("z", program.Output, 5)},
		Inputs:  []int{0, 1}, Outputs: []int{5},
		Launches: []program.Launch{
			{Kernels: []string{pf.ID()}, Args: []int{0, 2, 3}, Label: "fused"},
			{Kernels: []string{pa.ID()}, Args: []int{3, 1, 4}, Label: "add"},
			{Kernels: []string{pr.ID()}, Args: []int{4, 5}, Label: "rev"},
		},
		ArenaSize: 6 * b,
	}
	src, err := runtime.NewMemorySource("gpu-fixture", []program.Program{p}, []*codeobj.Object{pf, pa, pr}, map[string][]byte{"w": randFloats(int(n))})
	if err != nil {
		t.Fatal(err)
	}
	if src, err = runtime.WithObjects(src, []*codeobj.Object{fused, add, rev}); err != nil {
		t.Fatal(err)
	}
	return src
}

// TestSession runs the fixture through runtime.Session on the GPU: fresh
// random inputs each run, exact results, a captured graph replayed from
// the second run, per-launch event times.
func TestSession(t *testing.T) {
	d := gpu(t)
	ctx := context.Background()
	for _, n := range []int64{1024, 1 << 20} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			src := sessionFixture(t, d, n)
			s, err := runtime.PrepareSource(ctx, src, "", d)
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := s.Close(); err != nil {
					t.Error(err)
				}
			}()
			w := make([]byte, 4*n)
			src.ReadWeight("w", w)
			times := make([]time.Duration, 3)
			var wall [2]time.Duration // kernel by kernel (timed), graph
			const runs = 6
			for run := range runs {
				in := map[string]*npy.Array{
					"x": {DType: "float32", Shape: []int64{n}, Data: randFloats(int(n))},
					"y": {DType: "float32", Shape: []int64{n}, Data: randFloats(int(n))},
				}
				t0 := time.Now()
				var out map[string]*npy.Array
				timed := run == 0 || run == runs-1
				// Each run on a fresh goroutine, which may run on another OS
				// thread: the device makes its context current there.
				done := make(chan struct{})
				go func() {
					defer close(done)
					if timed {
						out, err = s.RunTimed(ctx, in, times)
					} else {
						out, err = s.Run(ctx, in)
					}
				}()
				<-done
				if err != nil {
					t.Fatalf("run %d: %v", run, err)
				}
				if el := time.Since(t0); run >= 2 && timed {
					wall[0] = el
				} else if run >= 2 {
					wall[1] = el
				}
				x, y, ww, z := f32s(in["x"].Data), f32s(in["y"].Data), f32s(w), f32s(out["z"].Data)
				for i := range z {
					blk, tid := i/1024*1024, i%1024
					j := blk + 1023 - tid
					if want := 3*(x[j]+ww[j]) + y[j]; z[i] != want {
						t.Fatalf("run %d: z[%d] = %v, want %v", run, i, z[i], want)
					}
				}
				replaying, cerr := s.Graph()
				if cerr != nil {
					t.Fatalf("graph capture: %v", cerr)
				}
				if replaying != (run >= 1) { // captured at the first untimed run after a run
					t.Fatalf("run %d: replaying a graph = %v", run, replaying)
				}
			}
			if replaying, _ := s.Graph(); !replaying {
				t.Fatal("no graph captured after the first run")
			}
			for i, l := range s.Launches() {
				if times[i] <= 0 {
					t.Errorf("launch %d (%s): time %v", i, l.Label, times[i])
				}
				t.Logf("n=%d launch %d %-5s %-7s %v (events)", n, i, l.Label, l.Symbol, times[i])
			}
			t.Logf("n=%d whole run (copies + launches): kernel by kernel %v, graph replay %v", n, wall[0], wall[1])
		})
	}
}

// TestBadLaunches: each failure names the CUDA call and the kernel.
func TestBadLaunches(t *testing.T) {
	d := gpu(t)
	m, err := d.Load(ptxObject(d, "vadd", nil))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := m.Kernel("no_such_kernel"); err == nil || !strings.Contains(err.Error(), "cuModuleGetFunction (kernel no_such_kernel): CUDA_ERROR_NOT_FOUND") {
		t.Errorf("unknown symbol: %v", err)
	} else {
		t.Logf("unknown symbol: %v", err)
	}
	k, err := m.Kernel("vadd")
	if err != nil {
		t.Fatal(err)
	}
	rv, err := m.Kernel("revsmem")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := d.NewStream()
	defer s.Close()
	p, err := d.Alloc(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	args := []runtime.DevicePtr{p, p, p}
	for _, c := range []struct {
		name string
		k    runtime.Kernel
		cfg  runtime.LaunchConfig
		want string
	}{
		{"2048 threads", k, runtime.LaunchConfig{Grid: [3]int64{1, 1, 1}, Block: [3]int64{32, 32, 2}}, "cuLaunchKernel (kernel vadd): CUDA_ERROR_INVALID_VALUE"},
		{"1 MiB shared", rv, runtime.LaunchConfig{Grid: [3]int64{1, 1, 1}, Block: [3]int64{32, 1, 1}, Shared: 1 << 20}, "(kernel revsmem): CUDA_ERROR_INVALID_VALUE"},
		{"block dim 0", k, runtime.LaunchConfig{Grid: [3]int64{1, 1, 1}, Block: [3]int64{0, 1, 1}}, "cuLaunchKernel (kernel vadd): bad launch sizes"},
	} {
		err := c.k.Launch(s, c.cfg, args)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		} else {
			t.Logf("%s: %v", c.name, err)
		}
	}
	if err := s.Synchronize(); err != nil {
		t.Errorf("stream after refused launches: %v", err)
	}
	bad := ptxObject(d, "broken", nil)
	bad.Payload = []byte(".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry broken() { frobnicate.u32 %r1; ret; }\n")
	if _, err := d.Load(bad); err == nil || !strings.Contains(err.Error(), "cuModuleLoadDataEx (kernel broken)") {
		t.Errorf("bad PTX: %v", err)
	} else {
		t.Logf("bad PTX: %v", err)
	}
}

// TestStagingOnGPU: copies of caller memory stream through the pinned ring
// intact at sizes around the chunk, host buffers (AllocHostBuffer) take
// DMA directly, and the copies' rates are logged beside the pinned
// bandwidth measured here (the measure: copies at bus speed).
func TestStagingOnGPU(t *testing.T) {
	d := gpu(t)
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const big = 128 << 20
	bw, err := d.PinnedBandwidth(big, 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("pinned: host-to-device %.1f GB/s, device-to-host %.1f GB/s", bw.HtoD/1e9, bw.DtoH/1e9)
	if bw.HtoD < 1e9 || bw.DtoH < 1e9 {
		t.Errorf("pinned bandwidth %+v below 1 GB/s", bw)
	}
	rng := rand.New(rand.NewPCG(rand.Uint64(), 29))
	fill := func(b []byte) {
		for i := 0; i+8 <= len(b); i += 8 {
			binary.LittleEndian.PutUint64(b[i:], rng.Uint64())
		}
	}
	p, err := d.Alloc(big)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	for _, n := range []int{3, stagingChunkBytes - 1, stagingChunkBytes + 1, 5*stagingChunkBytes + 77, big} {
		src, got := make([]byte, n), make([]byte, n)
		fill(src)
		start := time.Now()
		if err := d.CopyIn(s, p, src); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		in := time.Since(start)
		clear(got) // warm: the rate is the copy's, not the page faults'
		start = time.Now()
		if err := d.CopyOut(s, got, p); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		out := time.Since(start)
		if !bytes.Equal(got, src) {
			t.Fatalf("%d bytes through the staging ring differ", n)
		}
		if n == big {
			// Again, with the ring's chunks pooled: the steady state.
			for range 3 {
				s0 := time.Now()
				if err := errors.Join(d.CopyIn(s, p, src), s.Synchronize()); err != nil {
					t.Fatal(err)
				}
				s1 := time.Now()
				if err := errors.Join(d.CopyOut(s, got, p), s.Synchronize()); err != nil {
					t.Fatal(err)
				}
				in, out = s1.Sub(s0), time.Since(s1)
				t.Logf("%d MiB staged again: in %.1f GB/s, out %.1f GB/s", n>>20, float64(n)/in.Seconds()/1e9, float64(n)/out.Seconds()/1e9)
			}
		}
		if n >= 4*stagingChunkBytes {
			t.Logf("%d MiB staged: in %.1f GB/s (%.0f%% of pinned), out %.1f GB/s (%.0f%% of pinned)", n>>20,
				float64(n)/in.Seconds()/1e9, 100*float64(n)/in.Seconds()/bw.HtoD, float64(n)/out.Seconds()/1e9, 100*float64(n)/out.Seconds()/bw.DtoH)
		}
	}
	reg := time.Now()
	hin, err := d.AllocHostBuffer(big)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("host buffer of %d MiB mapped and registered in %.2f ms", big>>20, time.Since(reg).Seconds()*1e3)
	hout, err := d.AllocHostBuffer(big)
	if err != nil {
		t.Fatal(err)
	}
	fill(hin)
	// The staging memcpy's own rate, pageable into page-locked memory, on
	// one and several threads: what bounds a staged copy when the DMA
	// overlaps it.
	src := make([]byte, big)
	fill(src)
	for _, k := range []int{1, 2, 4, 8, 16} {
		start := time.Now()
		for range 3 {
			var wg sync.WaitGroup
			part := big / k
			for j := range k {
				wg.Go(func() { copy(hout[j*part:(j+1)*part], src[j*part:(j+1)*part]) })
			}
			wg.Wait()
		}
		t.Logf("memcpy pageable to pinned, %d threads: %.1f GB/s", k, 3*big/time.Since(start).Seconds()/1e9)
	}
	for range 2 { // the second round is the one a reused buffer sees
		start := time.Now()
		if err := errors.Join(d.CopyIn(s, p, hin), d.CopyOut(s, hout, p), s.Synchronize()); err != nil {
			t.Fatal(err)
		}
		t.Logf("host buffers, %d MiB each way: %.1f GB/s", big>>20, 2*big/time.Since(start).Seconds()/1e9)
	}
	if !bytes.Equal(hin, hout) {
		t.Fatal("host buffers' round trip differs")
	}
	if err := errors.Join(d.FreeHostBuffer(hin), d.FreeHostBuffer(hout)); err != nil {
		t.Fatal(err)
	}
	if err := d.StagingFallback(); err != nil {
		t.Errorf("staging fell back to pageable memory: %v", err)
	}
}
