package gpudev

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	mrt "github.com/mgxport/mgxport/runtime"
)

// Enums both APIs share (cuda.h, hip_runtime_api.h).
const (
	streamNonBlocking  = 1 // CU_STREAM_NON_BLOCKING, hipStreamNonBlocking
	captureModeRelaxed = 2 // CU_STREAM_CAPTURE_MODE_RELAXED, hipStreamCaptureModeRelaxed
	eventDefault       = 0 // CU_EVENT_DEFAULT, hipEventDefault

	maxThreadsPerBlock = 1024
)

// Vendor is what differs between the CUDA driver and HIP beyond the API
// table. Its methods other than Name are called with the calling goroutine
// locked to its OS thread.
type Vendor interface {
	// Name names the runtime in messages: "cuda", "hip".
	Name() string
	// MakeCurrent makes the device current on this OS thread (CUDA: its
	// primary context, cuCtxSetCurrent; HIP: hipSetDevice).
	MakeCurrent() error
	// CanLoad says whether the device runs objects of format f (an error
	// naming the format when not).
	CanLoad(f codeobj.Format) error
	// LoadModule loads a finalized object's payload, with the device
	// current, returning the module handle (CUDA: cuModuleLoadDataEx,
	// JIT-compiling PTX with its log; HIP: hipModuleLoadData).
	LoadModule(o *codeobj.Object) (uintptr, error)
	// AllocHost allocates n bytes of pinned host memory (cuMemAllocHost,
	// hipHostMalloc), naming its call in an error.
	AllocHost(p *unsafe.Pointer, n uint64) error
	// PrepareLaunch readies kernel fn (symbol sym) for a launch with
	// shared bytes of dynamic shared memory, given how much it was
	// readied for so far, and returns the new amount (CUDA opts a kernel
	// in above 48 KiB; HIP needs nothing).
	PrepareLaunch(fn uintptr, sym string, shared, ready int64) (int64, error)
}

// Device is the shared part of one GPU as a runtime.Device: memory,
// streams with pinned staging, events, modules, launches and graphs. The
// vendor package wraps it with Target and Close. Its methods may be
// called from any goroutine, one at a time per stream.
type Device struct {
	v   Vendor
	a   *API
	dec *Decoder

	mu     sync.Mutex
	allocs map[uint64]int64 // live device allocations

	pool pinnedPool  // pinned staging chunks the streams share
	host hostBuffers // registered host buffers handed out
}

// NewDevice makes the shared Device of a vendor's opened device.
func NewDevice(v Vendor, a *API, dec *Decoder) *Device {
	return &Device{v: v, a: a, dec: dec, allocs: map[uint64]int64{}, pool: pinnedPool{warn: os.Stderr},
		host: hostBuffers{live: map[uintptr][]byte{}, free: map[int][][]byte{}}}
}

// Compile-time check: with the vendor's Target and Close, a Device is a
// runtime.Device and a runtime.Grapher.
var _ interface {
	Alloc(int64) (mrt.DevicePtr, error)
	Capture(mrt.Stream, func() error) (mrt.Graph, error)
} = (*Device)(nil)

func (d *Device) check(r Result, call, kernel string) error { return d.dec.Check(r, call, kernel) }

// Do makes the device current on a locked OS thread, makes one driver call
// and checks its result, naming call and kernel in an error.
func (d *Device) Do(call, kernel string, f func() Result) error {
	leave, err := d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	return d.check(f(), call, kernel)
}

// Enter locks the goroutine to its OS thread and makes the device current
// there; the returned func unlocks.
func (d *Device) Enter() (func(), error) {
	runtime.LockOSThread()
	if err := d.v.MakeCurrent(); err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	return runtime.UnlockOSThread, nil
}

// SynchronizeExternal waits for native stream h, one the caller made
// (runtime.ExternalStreams): an application's CUstream or hipStream_t.
func (d *Device) SynchronizeExternal(h uintptr) error {
	return d.Do(d.a.StreamSynchronize.Name, "", func() Result { return d.a.StreamSynchronize.F(h) })
}

// Alloc allocates n bytes of device memory.
func (d *Device) Alloc(n int64) (mrt.DevicePtr, error) {
	if n <= 0 {
		return 0, fmt.Errorf("%s: allocate %d bytes", d.v.Name(), n)
	}
	leave, err := d.Enter()
	if err != nil {
		return 0, err
	}
	defer leave()
	var p uint64
	if err := d.check(d.a.MemAlloc.F(&p, uint64(n)), d.a.MemAlloc.Name, ""); err != nil {
		return 0, fmt.Errorf("allocate %d bytes: %w", n, err)
	}
	d.mu.Lock()
	d.allocs[p] = n
	d.mu.Unlock()
	return mrt.DevicePtr(p), nil
}

// Free releases an allocation.
func (d *Device) Free(p mrt.DevicePtr) error {
	d.mu.Lock()
	_, ok := d.allocs[uint64(p)]
	delete(d.allocs, uint64(p))
	d.mu.Unlock()
	if !ok {
		return fmt.Errorf("%s: free %#x: not an allocation of this device", d.v.Name(), uintptr(p))
	}
	return d.Do(d.a.MemFree.Name, "", func() Result { return d.a.MemFree.F(uint64(p)) })
}

// Copy enqueues a device-to-device copy.
func (d *Device) Copy(s mrt.Stream, dst, src mrt.DevicePtr, n int64) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	return d.Do(d.a.MemcpyDtoDAsync.Name, "", func() Result {
		return d.a.MemcpyDtoDAsync.F(uint64(dst), uint64(src), uint64(n), st.h)
	})
}

// event is a driver event.
type event struct {
	d *Device
	h uintptr
}

// NewEvent creates a timing event.
func (d *Device) NewEvent() (mrt.Event, error) {
	leave, err := d.Enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	e := &event{d: d}
	if err := d.check(d.a.EventCreate.F(&e.h, eventDefault), d.a.EventCreate.Name, ""); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *event) Record(s mrt.Stream) error {
	st, err := e.d.stream(s)
	if err != nil {
		return err
	}
	return e.d.Do(e.d.a.EventRecord.Name, "", func() Result { return e.d.a.EventRecord.F(e.h, st.h) })
}

func (e *event) Synchronize() error {
	return e.d.Do(e.d.a.EventSynchronize.Name, "", func() Result { return e.d.a.EventSynchronize.F(e.h) })
}

func (e *event) Close() error { return e.d.release(&e.h, e.d.a.EventDestroy) }

// Elapsed is the time between two recorded, completed events (about half
// a microsecond of resolution).
func (d *Device) Elapsed(start, end mrt.Event) (time.Duration, error) {
	a, ok1 := start.(*event)
	b, ok2 := end.(*event)
	if !ok1 || !ok2 || a.d != d || b.d != d {
		return 0, fmt.Errorf("%s: elapsed: events of another device", d.v.Name())
	}
	leave, err := d.Enter()
	if err != nil {
		return 0, err
	}
	defer leave()
	var ms float32
	if err := d.check(d.a.EventElapsedTime.F(&ms, a.h, b.h), d.a.EventElapsedTime.Name, ""); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// module is a loaded code object.
type module struct {
	d *Device
	h uintptr
}

// Load loads a finalized object through the vendor (Vendor.LoadModule).
func (d *Device) Load(o *codeobj.Object) (mrt.Module, error) {
	if err := d.v.CanLoad(o.Format); err != nil {
		return nil, err
	}
	if len(o.Payload) == 0 {
		return nil, fmt.Errorf("%s: %s object %s has no payload", d.v.Name(), o.Format, o.Symbol)
	}
	leave, err := d.Enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	h, err := d.v.LoadModule(o)
	if err != nil {
		return nil, err
	}
	return &module{d: d, h: h}, nil
}

// Kernel looks a kernel up by symbol.
func (m *module) Kernel(symbol string) (mrt.Kernel, error) {
	leave, err := m.d.Enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	a := m.d.a
	k := &kernel{d: m.d, sym: symbol}
	if err := m.d.check(a.ModuleGetFunction.F(&k.h, m.h, symbol), a.ModuleGetFunction.Name, symbol); err != nil {
		return nil, err
	}
	return k, nil
}

func (m *module) Close() error { return m.d.release(&m.h, m.d.a.ModuleUnload) }

// kernel is a function of a loaded module.
type kernel struct {
	d      *Device
	sym    string
	h      uintptr
	shared int64 // dynamic shared memory readied so far (PrepareLaunch)
}

func (k *kernel) Symbol() string { return k.sym }

// Launch enqueues the kernel with one device pointer per parameter, after
// the vendor readied it for the dynamic shared memory.
func (k *kernel) Launch(s mrt.Stream, cfg mrt.LaunchConfig, args []mrt.DevicePtr) error {
	st, err := k.d.stream(s)
	if err != nil {
		return err
	}
	a := k.d.a
	var dims [6]uint32
	for i := range 3 {
		g, b := cfg.Grid[i], cfg.Block[i]
		if g < 1 || g > 1<<31-1 || b < 1 || b > maxThreadsPerBlock {
			return fmt.Errorf("%s (kernel %s): bad launch sizes grid %v block %v", a.LaunchKernel.Name, k.sym, cfg.Grid, cfg.Block)
		}
		dims[i], dims[3+i] = uint32(g), uint32(b)
	}
	if cfg.Shared < 0 || cfg.Shared > 1<<31-1 {
		return fmt.Errorf("%s (kernel %s): %d bytes of shared memory", a.LaunchKernel.Name, k.sym, cfg.Shared)
	}
	leave, err := k.d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	if k.shared, err = k.d.v.PrepareLaunch(k.h, k.sym, cfg.Shared, k.shared); err != nil {
		return err
	}
	// kernelParams: an array of pointers, each to one argument's value.
	var params unsafe.Pointer
	var pin runtime.Pinner
	defer pin.Unpin()
	if len(args) > 0 {
		vals := make([]uint64, len(args))
		ptrs := make([]unsafe.Pointer, len(args))
		pin.Pin(&vals[0])
		for i, p := range args {
			vals[i] = uint64(p)
			ptrs[i] = unsafe.Pointer(&vals[i])
		}
		pin.Pin(&ptrs[0])
		params = unsafe.Pointer(&ptrs[0])
	}
	r := a.LaunchKernel.F(k.h, dims[0], dims[1], dims[2], dims[3], dims[4], dims[5], uint32(cfg.Shared), st.h, params, nil)
	return k.d.check(r, a.LaunchKernel.Name, k.sym)
}

// graph is an instantiated graph.
type graph struct {
	d    *Device
	exec uintptr
}

// Capture records the launches enqueue makes on s as a graph (stream
// capture in relaxed mode, then instantiation). Nothing runs while
// capturing.
func (d *Device) Capture(s mrt.Stream, enqueue func() error) (mrt.Graph, error) {
	st, err := d.stream(s)
	if err != nil {
		return nil, err
	}
	leave, err := d.Enter() // one OS thread for the whole capture
	if err != nil {
		return nil, err
	}
	defer leave()
	a := d.a
	if err := d.check(a.StreamBeginCapture.F(st.h, captureModeRelaxed), a.StreamBeginCapture.Name, ""); err != nil {
		return nil, err
	}
	werr := enqueue()
	var g uintptr
	eerr := d.check(a.StreamEndCapture.F(st.h, &g), a.StreamEndCapture.Name, "")
	if werr != nil || eerr != nil {
		if g != 0 {
			a.GraphDestroy.F(g)
		}
		if werr != nil {
			return nil, fmt.Errorf("capture: %w", werr)
		}
		return nil, eerr
	}
	defer a.GraphDestroy.F(g) // the executable graph is a copy
	gr := &graph{d: d}
	if err := d.check(a.GraphInstantiate.F(&gr.exec, g, 0), a.GraphInstantiate.Name, ""); err != nil {
		return nil, err
	}
	return gr, nil
}

// Launch enqueues the graph.
func (g *graph) Launch(s mrt.Stream) error {
	st, err := g.d.stream(s)
	if err != nil {
		return err
	}
	return g.d.Do(g.d.a.GraphLaunch.Name, "", func() Result { return g.d.a.GraphLaunch.F(g.exec, st.h) })
}

func (g *graph) Close() error { return g.d.release(&g.exec, g.d.a.GraphExecDestroy) }

// release destroys the driver object *h with destroy, once: *h is zero
// afterwards, and a zero handle is already released.
func (d *Device) release(h *uintptr, destroy Call[func(uintptr) Result]) error {
	if *h == 0 {
		return nil
	}
	leave, err := d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	err = d.check(destroy.F(*h), destroy.Name, "")
	*h = 0
	return err
}

// CloseOnce guards a vendor Device's Close.
type CloseOnce struct {
	once sync.Once
	err  error
}

// Do runs f the first time and returns its error every time.
func (c *CloseOnce) Do(f func() error) error {
	c.once.Do(func() { c.err = f() })
	return c.err
}
