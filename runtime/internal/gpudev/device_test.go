package gpudev

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	mrt "github.com/mgxport/mgxport/runtime"
)

// newFakeDevice opens a Device over a fresh fake driver with its kernels.
func newFakeDevice(t *testing.T) (*Device, *fakeGPU, *fakeVendor) {
	t.Helper()
	g := newFakeGPU()
	g.installKernels()
	v := &fakeVendor{g: g}
	return NewDevice(v, g.api(), fakeDecoder()), g, v
}

// noLeaks releases d's pinned staging (as the vendor's Close does) and
// checks every driver object the test made was destroyed.
func noLeaks(t *testing.T, g *fakeGPU, d *Device) {
	t.Helper()
	if err := d.ReleaseStaging(); err != nil {
		t.Errorf("release staging: %v", err)
	}
	for kind, n := range g.live() {
		if n != 0 {
			t.Errorf("%d %s left alive", n, kind)
		}
	}
}

func randBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, (n+7)&^7)
	for i := 0; i < len(b); i += 8 {
		binary.LittleEndian.PutUint64(b[i:], rng.Uint64())
	}
	return b[:n]
}

func newRNG(t *testing.T) *rand.Rand {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, 27))
}

func mustStream(t *testing.T, d *Device) mrt.Stream {
	t.Helper()
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustAlloc(t *testing.T, d *Device, n int64) mrt.DevicePtr {
	t.Helper()
	p, err := d.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// wantDriverError checks err is an *Error of call (and kernel) with code,
// and that its text is as the vendor decodes it.
func wantDriverError(t *testing.T, err error, call, kernel string, code Result, text string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a driver *Error", err, err)
	}
	if e.Call != call || e.Kernel != kernel || e.Code != int32(code) {
		t.Errorf("error %+v: want call %s kernel %q code %d", e, call, kernel, code)
	}
	if !strings.Contains(err.Error(), text) {
		t.Errorf("error %q does not contain %q", err, text)
	}
}

// TestAllocFree: allocations are the driver's, freed once; a failed
// allocation names the call, the size and the decoded code, and leaves
// nothing to free.
func TestAllocFree(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	p1 := mustAlloc(t, d, 1000)
	p2 := mustAlloc(t, d, 24)
	if p1 == p2 || p1 == 0 || p2 == 0 {
		t.Fatalf("allocations %#x %#x", p1, p2)
	}
	if _, err := d.Alloc(0); err == nil || !strings.Contains(err.Error(), "allocate 0 bytes") {
		t.Errorf("Alloc(0): %v", err)
	}
	if _, err := d.Alloc(-5); err == nil {
		t.Error("Alloc(-5) succeeded")
	}
	if n := g.count("cuMemAlloc_v2"); n != 2 {
		t.Errorf("%d cuMemAlloc_v2 calls, want 2 (bad sizes never reach the driver)", n)
	}

	g.memLimit = 2048
	_, err := d.Alloc(4096)
	wantDriverError(t, err, "cuMemAlloc_v2", "", rOutOfMemory,
		"allocate 4096 bytes: cuMemAlloc_v2: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory")

	if err := d.Free(p1); err != nil {
		t.Fatal(err)
	}
	if err := d.Free(p1); err == nil || !strings.Contains(err.Error(), "not an allocation of this device") {
		t.Errorf("second Free: %v", err)
	}
	if err := d.Free(p2 + 8); err == nil {
		t.Error("Free of an interior pointer succeeded")
	}
	if n := g.count("cuMemFree_v2"); n != 1 {
		t.Errorf("%d cuMemFree_v2 calls, want 1 (a bad free never reaches the driver)", n)
	}
	// A free the driver refuses still forgets the pointer (it cannot be
	// freed twice) and reports the driver's error.
	g.fail("cuMemFree_v2", rInvalidValue)
	err = d.Free(p2)
	wantDriverError(t, err, "cuMemFree_v2", "", rInvalidValue, "CUDA_ERROR_INVALID_VALUE (1): invalid argument")
	g.mu.Lock()
	delete(g.mem, uint64(p2))
	g.mu.Unlock()
	noLeaks(t, g, d)
}

// TestCopyOutAtSynchronize: CopyOut's destination is filled at the
// stream's Synchronize, not before, and a failed synchronization hands
// nothing over.
func TestCopyOutAtSynchronize(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	defer s.Close()
	want := randBytes(rng, 3000)
	p := mustAlloc(t, d, int64(len(want)))
	defer d.Free(p)
	if err := d.CopyIn(s, p, want); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, len(want))
	if err := d.CopyOut(s, out, p); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(out, want) {
		t.Fatal("CopyOut filled its destination before Synchronize")
	}
	g.fail("cuStreamSynchronize", rLaunchFailed)
	err := s.Synchronize()
	wantDriverError(t, err, "cuStreamSynchronize", "", rLaunchFailed, "cuStreamSynchronize: CUDA_ERROR_LAUNCH_FAILED (719)")
	if !bytes.Equal(out, make([]byte, len(out))) {
		t.Error("a failed Synchronize handed the download over")
	}
	// The pending download was dropped with the failure: a later
	// successful Synchronize does not write into out either.
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, make([]byte, len(out))) {
		t.Error("a download dropped by a failed Synchronize arrived later")
	}
	if err := d.CopyOut(s, out, p); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want) {
		t.Error("round trip differs")
	}
}

// TestCopyErrors: copies name the driver call that refused them, and the
// staging allocation's failure names its size.
func TestCopyErrors(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	p := mustAlloc(t, d, 64)
	wantDriverError(t, d.CopyIn(s, p, make([]byte, 128)), "cuMemcpyHtoDAsync_v2", "", rInvalidValue, "invalid argument")
	wantDriverError(t, d.CopyOut(s, make([]byte, 65), p), "cuMemcpyDtoHAsync_v2", "", rInvalidValue, "invalid argument")
	wantDriverError(t, d.Copy(s, p, p+32, 64), "cuMemcpyDtoDAsync_v2", "", rInvalidValue, "invalid argument")
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = mustStream(t, d)
	// A closed stream is refused before any driver call.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before := g.count("cuMemcpyHtoDAsync_v2")
	if err := d.CopyIn(s, p, []byte{1}); err == nil || !strings.Contains(err.Error(), "stream closed") {
		t.Errorf("CopyIn on a closed stream: %v", err)
	}
	if g.count("cuMemcpyHtoDAsync_v2") != before {
		t.Error("a copy on a closed stream reached the driver")
	}
	// A stream of another device is refused.
	d2, g2, _ := newFakeDevice(t)
	s2 := mustStream(t, d2)
	if err := d.CopyIn(s2, p, []byte{1}); err == nil || !strings.Contains(err.Error(), "not of this device") {
		t.Errorf("CopyIn on another device's stream: %v", err)
	}
	s2.Close()
	d.Free(p)
	noLeaks(t, g, d)
	noLeaks(t, g2, d2)
}

// fakeObject is a module holding the fake's kernels.
var fakeObject = &codeobj.Object{Format: codeobj.PTX, Target: "sm_90", Symbol: "vadd", Payload: []byte("vadd addone sleep fault")}

func float32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// TestLaunch runs vadd on random data through a module: the kernel gets
// the device pointers in parameter order and the launch sizes.
func TestLaunch(t *testing.T) {
	rng := newRNG(t)
	d, g, v := newFakeDevice(t)
	s := mustStream(t, d)
	m, err := d.Load(fakeObject)
	if err != nil {
		t.Fatal(err)
	}
	k, err := m.Kernel("vadd")
	if err != nil {
		t.Fatal(err)
	}
	if k.Symbol() != "vadd" {
		t.Errorf("Symbol %q", k.Symbol())
	}
	const n = 3 * 256
	a, b := make([]float32, n), make([]float32, n)
	for i := range a {
		a[i], b[i] = rng.Float32()*100-50, rng.Float32()*100-50
	}
	pa, pb, pc := mustAlloc(t, d, 4*n), mustAlloc(t, d, 4*n), mustAlloc(t, d, 4*n)
	if err := d.CopyIn(s, pa, float32Bytes(a)); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyIn(s, pb, float32Bytes(b)); err != nil {
		t.Fatal(err)
	}
	cfg := mrt.LaunchConfig{Grid: [3]int64{3, 1, 1}, Block: [3]int64{64, 2, 2}}
	if err := k.Launch(s, cfg, []mrt.DevicePtr{pa, pb, pc}); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4*n)
	if err := d.CopyOut(s, out, pc); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(out[4*i:])); got != a[i]+b[i] {
			t.Fatalf("c[%d] = %v, want %v", i, got, a[i]+b[i])
		}
	}
	// A launch with the arguments the other way round computes the same
	// sum into another buffer: the order reached the kernel.
	if err := k.Launch(s, cfg, []mrt.DevicePtr{pc, pa, pb}); err != nil {
		t.Fatal(err)
	}
	if err := d.CopyOut(s, out, pb); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		want := (a[i] + b[i]) + a[i]
		if got := math.Float32frombits(binary.LittleEndian.Uint32(out[4*i:])); got != want {
			t.Fatalf("b[%d] = %v, want %v", i, got, want)
		}
	}
	if len(v.loadFormats) != 1 || v.loadFormats[0] != codeobj.PTX {
		t.Errorf("vendor loaded %v", v.loadFormats)
	}
	for _, p := range []mrt.DevicePtr{pa, pb, pc} {
		d.Free(p)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Errorf("second module Close: %v", err)
	}
	if n := g.count("cuModuleUnload"); n != 1 {
		t.Errorf("%d cuModuleUnload calls, want 1", n)
	}
	s.Close()
	noLeaks(t, g, d)
}

// TestLaunchChecks: launch sizes out of range are refused before the
// driver, naming the call and the kernel; shared memory above 48 KiB is
// readied once per kernel and size; driver failures name the kernel.
func TestLaunchChecks(t *testing.T) {
	d, g, v := newFakeDevice(t)
	s := mustStream(t, d)
	defer s.Close()
	m, err := d.Load(fakeObject)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	k, err := m.Kernel("sleep")
	if err != nil {
		t.Fatal(err)
	}
	one := [3]int64{1, 1, 1}
	for _, tc := range []struct {
		cfg  mrt.LaunchConfig
		want string
	}{
		{mrt.LaunchConfig{Grid: [3]int64{0, 1, 1}, Block: one}, "bad launch sizes"},
		{mrt.LaunchConfig{Grid: [3]int64{1 << 31, 1, 1}, Block: one}, "bad launch sizes"},
		{mrt.LaunchConfig{Grid: one, Block: [3]int64{1025, 1, 1}}, "bad launch sizes"},
		{mrt.LaunchConfig{Grid: one, Block: [3]int64{1, 1, -1}}, "bad launch sizes"},
		{mrt.LaunchConfig{Grid: one, Block: one, Shared: -1}, "-1 bytes of shared memory"},
		{mrt.LaunchConfig{Grid: one, Block: one, Shared: 1 << 31}, "bytes of shared memory"},
		{mrt.LaunchConfig{Grid: one, Block: one, Shared: 300 << 10}, "exceed the device's 227 KiB"},
	} {
		err := k.Launch(s, tc.cfg, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "sleep") {
			t.Errorf("Launch %+v: %v, want an error naming the kernel and %q", tc.cfg, err, tc.want)
		}
	}
	if n := g.count("cuLaunchKernel"); n != 0 {
		t.Errorf("%d refused launches reached the driver", n)
	}
	// The driver's own limit (block volume) comes back as its error,
	// naming the kernel.
	err = k.Launch(s, mrt.LaunchConfig{Grid: one, Block: [3]int64{1024, 2, 1}}, nil)
	wantDriverError(t, err, "cuLaunchKernel", "sleep", rInvalidValue, "cuLaunchKernel (kernel sleep): CUDA_ERROR_INVALID_VALUE (1): invalid argument")

	for _, shared := range []int64{1 << 10, 64 << 10, 64 << 10, 32 << 10, 100 << 10} {
		if err := k.Launch(s, mrt.LaunchConfig{Grid: one, Block: one, Shared: shared}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int64{64 << 10, 100 << 10}; !reflect.DeepEqual(v.prepared, want) {
		t.Errorf("kernel readied for %v, want %v (once per larger size)", v.prepared, want)
	}
	// A second handle of the same kernel starts unreadied.
	k2, err := m.Kernel("sleep")
	if err != nil {
		t.Fatal(err)
	}
	if err := k2.Launch(s, mrt.LaunchConfig{Grid: one, Block: one, Shared: 64 << 10}, nil); err != nil {
		t.Fatal(err)
	}
	if len(v.prepared) != 3 {
		t.Errorf("a new kernel handle was not readied: %v", v.prepared)
	}

	// A kernel that faults: the launch is accepted, the stream's
	// Synchronize reports it.
	f, err := m.Kernel("fault")
	if err != nil {
		t.Fatal(err)
	}
	p := mustAlloc(t, d, 16)
	defer d.Free(p)
	if err := f.Launch(s, mrt.LaunchConfig{Grid: one, Block: one}, []mrt.DevicePtr{p}); err != nil {
		t.Fatal(err)
	}
	wantDriverError(t, s.Synchronize(), "cuStreamSynchronize", "", rLaunchFailed, "CUDA_ERROR_LAUNCH_FAILED (719)")

	// Looking up a symbol the module lacks names it.
	_, err = m.Kernel("nosuch")
	wantDriverError(t, err, "cuModuleGetFunction", "nosuch", rNotFound,
		"cuModuleGetFunction (kernel nosuch): CUDA_ERROR_NOT_FOUND (500): named symbol not found")
}

// TestLoadChecks: objects the vendor cannot run, empty payloads and load
// failures are errors.
func TestLoadChecks(t *testing.T) {
	d, g, v := newFakeDevice(t)
	if _, err := d.Load(&codeobj.Object{Format: codeobj.HSACO, Symbol: "k", Payload: []byte("k")}); err == nil || !strings.Contains(err.Error(), "hsaco") {
		t.Errorf("Load hsaco: %v", err)
	}
	if _, err := d.Load(&codeobj.Object{Format: codeobj.PTX, Symbol: "k"}); err == nil || !strings.Contains(err.Error(), "no payload") {
		t.Errorf("Load of an empty payload: %v", err)
	}
	if len(v.loadFormats) != 0 {
		t.Errorf("refused objects reached the vendor: %v", v.loadFormats)
	}
	g.fail("cuModuleLoadDataEx", rInvalidValue)
	_, err := d.Load(fakeObject)
	wantDriverError(t, err, "cuModuleLoadDataEx", "", rInvalidValue, "invalid argument")
	noLeaks(t, g, d)
}

// TestEvents times a kernel of known device time between two events.
func TestEvents(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	m, err := d.Load(fakeObject)
	if err != nil {
		t.Fatal(err)
	}
	k, err := m.Kernel("sleep")
	if err != nil {
		t.Fatal(err)
	}
	start, err := d.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	end, err := d.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	micros := 1 + rand.IntN(5000)
	if err := start.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := k.Launch(s, mrt.LaunchConfig{Grid: [3]int64{int64(micros), 1, 1}, Block: [3]int64{1, 1, 1}}, nil); err != nil {
		t.Fatal(err)
	}
	if err := end.Record(s); err != nil {
		t.Fatal(err)
	}
	// Before the events completed the driver answers not ready.
	_, err = d.Elapsed(start, end)
	wantDriverError(t, err, "cuEventElapsedTime", "", rNotReady, "device not ready")
	if err := end.Synchronize(); err != nil {
		t.Fatal(err)
	}
	el, err := d.Elapsed(start, end)
	if err != nil {
		t.Fatal(err)
	}
	want := time.Duration(micros) * time.Microsecond
	if diff := el - want; diff < -time.Microsecond || diff > time.Microsecond {
		t.Errorf("Elapsed %v, want %v", el, want)
	}

	// Events of another device are refused before the driver.
	d2, g2, _ := newFakeDevice(t)
	other, err := d2.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	before := g.count("cuEventElapsedTime")
	if _, err := d.Elapsed(start, other); err == nil || !strings.Contains(err.Error(), "another device") {
		t.Errorf("Elapsed across devices: %v", err)
	}
	if g.count("cuEventElapsedTime") != before {
		t.Error("Elapsed across devices reached the driver")
	}
	other.Close()
	noLeaks(t, g2, d2)

	g.fail("cuEventRecord", rInvalidHandle)
	wantDriverError(t, start.Record(s), "cuEventRecord", "", rInvalidHandle, "invalid resource handle")
	g.fail("cuEventCreate", rOutOfMemory)
	_, err = d.NewEvent()
	wantDriverError(t, err, "cuEventCreate", "", rOutOfMemory, "out of memory")

	for _, e := range []mrt.Event{start, end, start} {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	}
	if n := g.count("cuEventDestroy_v2"); n != 2 {
		t.Errorf("%d cuEventDestroy_v2 calls, want 2 (Close destroys once)", n)
	}
	m.Close()
	s.Close()
	noLeaks(t, g, d)
}

// TestCapture records launches into a graph: nothing runs while
// capturing, each graph launch runs them all again, and a failed capture
// destroys what it captured.
func TestCapture(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	m, err := d.Load(fakeObject)
	if err != nil {
		t.Fatal(err)
	}
	k, err := m.Kernel("addone")
	if err != nil {
		t.Fatal(err)
	}
	const n = 512
	init := randBytes(rng, 4*n)
	p := mustAlloc(t, d, 4*n)
	if err := d.CopyIn(s, p, init); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	cfg := mrt.LaunchConfig{Grid: [3]int64{2, 1, 1}, Block: [3]int64{256, 1, 1}}
	gr, err := d.Capture(s, func() error {
		for range 3 {
			if err := k.Launch(s, cfg, []mrt.DevicePtr{p}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	read := func() []byte {
		out := make([]byte, 4*n)
		if err := d.CopyOut(s, out, p); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if !bytes.Equal(read(), init) {
		t.Fatal("capturing ran the launches")
	}
	for range 2 {
		if err := gr.Launch(s); err != nil {
			t.Fatal(err)
		}
	}
	got := read()
	for i := range n {
		want := binary.LittleEndian.Uint32(init[4*i:]) + 6
		if v := binary.LittleEndian.Uint32(got[4*i:]); v != want {
			t.Fatalf("x[%d] = %d after two launches of three addone, want %d", i, v, want)
		}
	}
	if err := gr.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gr.Close(); err != nil {
		t.Errorf("second graph Close: %v", err)
	}

	// enqueue fails: the capture ends, what it captured is destroyed, the
	// error is the enqueue's.
	boom := errors.New("boom")
	_, err = d.Capture(s, func() error {
		if err := k.Launch(s, cfg, []mrt.DevicePtr{p}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), "capture: ") {
		t.Errorf("Capture with a failing enqueue: %v", err)
	}
	// Ending the capture fails: the partial graph is destroyed.
	g.fail("cuStreamEndCapture", rCapture)
	_, err = d.Capture(s, func() error { return k.Launch(s, cfg, []mrt.DevicePtr{p}) })
	wantDriverError(t, err, "cuStreamEndCapture", "", rCapture, "operation not permitted when stream is capturing")
	// Instantiation fails.
	g.fail("cuGraphInstantiateWithFlags", rOutOfMemory)
	_, err = d.Capture(s, func() error { return nil })
	wantDriverError(t, err, "cuGraphInstantiateWithFlags", "", rOutOfMemory, "out of memory")
	// Beginning fails: enqueue never runs.
	g.fail("cuStreamBeginCapture_v2", rInvalidValue)
	ran := false
	_, err = d.Capture(s, func() error { ran = true; return nil })
	wantDriverError(t, err, "cuStreamBeginCapture_v2", "", rInvalidValue, "invalid argument")
	if ran {
		t.Error("enqueue ran after a failed begin")
	}
	// None of the failed captures ran a launch.
	got = read()
	for i := range n {
		want := binary.LittleEndian.Uint32(init[4*i:]) + 6
		if v := binary.LittleEndian.Uint32(got[4*i:]); v != want {
			t.Fatalf("x[%d] = %d after failed captures, want %d", i, v, want)
		}
	}
	d.Free(p)
	m.Close()
	s.Close()
	noLeaks(t, g, d)
}

// TestErrorText: how an *Error reads, with and without the vendor's
// decoding.
func TestErrorText(t *testing.T) {
	dec := fakeDecoder()
	for _, tc := range []struct {
		dec          *Decoder
		r            Result
		call, kernel string
		want         string
	}{
		{dec, rOutOfMemory, "cuMemAlloc_v2", "", "cuMemAlloc_v2: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"},
		{dec, rNotFound, "cuModuleGetFunction", "gemm", "cuModuleGetFunction (kernel gemm): CUDA_ERROR_NOT_FOUND (500): named symbol not found"},
		{dec, rLaunchFailed, "cuLaunchKernel", "k", "cuLaunchKernel (kernel k): CUDA_ERROR_LAUNCH_FAILED (719)"},
		{dec, 12345, "cuMemFree_v2", "", "cuMemFree_v2: CUresult 12345"},
		{nil, 3, "hipMalloc", "", "hipMalloc: result 3"},
		{&Decoder{Type: "hipError_t"}, 3, "hipMalloc", "", "hipMalloc: hipError_t 3"},
	} {
		err := tc.dec.Check(tc.r, tc.call, tc.kernel)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Check(%d, %s, %q) = %v, want %q", tc.r, tc.call, tc.kernel, err, tc.want)
		}
	}
	if err := dec.Check(Success, "cuInit", ""); err != nil {
		t.Errorf("Check(Success) = %v", err)
	}
}

// TestCount: the device count through the table; the vendor's no-device
// answer is zero devices, any other failure an error.
func TestCount(t *testing.T) {
	g := newFakeGPU()
	a := g.api()
	check := fakeDecoder().Check
	if n, err := a.Count(rNoDevice, check); n != 1 || err != nil {
		t.Errorf("Count = %d, %v; want 1", n, err)
	}
	g.fail("cuDeviceGetCount", rNoDevice)
	if n, err := a.Count(rNoDevice, check); n != 0 || err != nil {
		t.Errorf("Count with no device = %d, %v; want 0, nil", n, err)
	}
	g.fail("cuDeviceGetCount", rInvalidValue)
	n, err := a.Count(rNoDevice, check)
	if n != 0 {
		t.Errorf("Count on failure = %d", n)
	}
	wantDriverError(t, err, "cuDeviceGetCount", "", rInvalidValue, "invalid argument")
}

// TestEnterFails: when the device cannot be made current, every call
// fails with that error and reaches no entry point.
func TestEnterFails(t *testing.T) {
	d, g, v := newFakeDevice(t)
	s := mustStream(t, d)
	p := mustAlloc(t, d, 8)
	notCurrent := errors.New("cuCtxSetCurrent: context is destroyed")
	v.currentErr = notCurrent
	calls := func() int {
		g.mu.Lock()
		defer g.mu.Unlock()
		n := 0
		for _, c := range g.calls {
			n += c
		}
		return n
	}
	before := calls()
	_, errAlloc := d.Alloc(8)
	_, errStream := d.NewStream()
	_, errEvent := d.NewEvent()
	_, errLoad := d.Load(fakeObject)
	for i, err := range []error{errAlloc, errStream, errEvent, errLoad, d.Free(p), d.CopyIn(s, p, []byte{1}), s.Synchronize(), s.Close()} {
		if !errors.Is(err, notCurrent) {
			t.Errorf("call %d: %v, want the MakeCurrent error", i, err)
		}
	}
	if calls() != before {
		t.Errorf("%d driver calls without a current device", calls()-before)
	}
	if v.current == 0 {
		t.Error("MakeCurrent never called")
	}
	v.currentErr = nil
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// Free forgot p before it failed (so it is never freed twice): the
	// driver still holds it.
	g.mu.Lock()
	if _, ok := g.mem[uint64(p)]; !ok {
		t.Error("a Free that could not make the device current freed the memory")
	}
	delete(g.mem, uint64(p))
	g.mu.Unlock()
	noLeaks(t, g, d)
}

// TestSymsCoverTheTable: Syms binds every entry point of API, each to its
// own field, by the name the table gives it.
func TestSymsCoverTheTable(t *testing.T) {
	var a API
	typ := reflect.TypeOf(a)
	v := reflect.ValueOf(&a).Elem()
	for i := range typ.NumField() {
		v.Field(i).FieldByName("Name").SetString("sym_" + typ.Field(i).Name)
	}
	syms := a.Syms()
	if len(syms) != typ.NumField() {
		t.Fatalf("Syms has %d entries, API %d fields", len(syms), typ.NumField())
	}
	seen := map[string]bool{}
	for _, s := range syms {
		name := s.Name
		if !strings.HasPrefix(name, "sym_") || seen[name] {
			t.Errorf("Syms entry %q: not a field's name, or twice", name)
		}
		seen[name] = true
	}
}

// TestGoString copies C strings up to their NUL.
func TestGoString(t *testing.T) {
	b := []byte("NVIDIA H100 80GB HBM3\x00garbage")
	if got := GoString(&b[0]); got != "NVIDIA H100 80GB HBM3" {
		t.Errorf("GoString = %q", got)
	}
	z := []byte{0}
	if got := GoString(&z[0]); got != "" {
		t.Errorf("GoString of an empty string = %q", got)
	}
	if got := GoString(nil); got != "" {
		t.Errorf("GoString(nil) = %q", got)
	}
}

// TestCloseOnce runs its function once and returns its error every time.
func TestCloseOnce(t *testing.T) {
	var c CloseOnce
	n := 0
	boom := errors.New("boom")
	for range 3 {
		if err := c.Do(func() error { n++; return boom }); err != boom {
			t.Errorf("Do = %v", err)
		}
	}
	if n != 1 {
		t.Errorf("f ran %d times", n)
	}
}

// TestConcurrentStreams: goroutines with a stream and a module each
// allocate, copy, launch and free at once on one Device, as the Device
// allows (its methods from any goroutine, one at a time per stream; a
// module's kernels are not shared). Under -race it checks the Device's
// shared state is guarded.
func TestConcurrentStreams(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	errs := make(chan error, 4)
	for w := range 4 {
		go func() {
			errs <- func() error {
				rng := rand.New(rand.NewPCG(seed, uint64(w)))
				s, err := d.NewStream()
				if err != nil {
					return err
				}
				defer s.Close()
				m, err := d.Load(fakeObject)
				if err != nil {
					return err
				}
				defer m.Close()
				k, err := m.Kernel("addone")
				if err != nil {
					return err
				}
				for range 20 {
					n := 1 + rng.IntN(2000)
					in := randBytes(rng, 4*n)
					p, err := d.Alloc(int64(4 * n))
					if err != nil {
						return err
					}
					if err := d.CopyIn(s, p, in); err != nil {
						return err
					}
					if err := k.Launch(s, mrt.LaunchConfig{Grid: [3]int64{int64(n), 1, 1}, Block: [3]int64{1, 1, 1}}, []mrt.DevicePtr{p}); err != nil {
						return err
					}
					out := make([]byte, 4*n)
					if err := d.CopyOut(s, out, p); err != nil {
						return err
					}
					if err := s.Synchronize(); err != nil {
						return err
					}
					for i := range n {
						if got, want := binary.LittleEndian.Uint32(out[4*i:]), binary.LittleEndian.Uint32(in[4*i:])+1; got != want {
							return fmt.Errorf("worker %d: x[%d] = %d, want %d", w, i, got, want)
						}
					}
					if err := d.Free(p); err != nil {
						return err
					}
				}
				return nil
			}()
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	noLeaks(t, g, d)
}
