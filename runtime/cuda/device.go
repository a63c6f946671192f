package cuda

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	mrt "github.com/mgxport/mgxport/runtime"
)

// Device is one CUDA device (its primary context) as a runtime.Device.
// Its methods may be called from any goroutine, one at a time per stream.
type Device struct {
	drv        *Driver
	a          *api
	dev        int32
	ctx        uintptr
	info       Info
	ownsDriver bool

	mu     sync.Mutex
	allocs map[uint64]int64 // live device allocations
	closed closeOnce
}

// Compile-time checks.
var (
	_ mrt.Device  = (*Device)(nil)
	_ mrt.Grapher = (*Device)(nil)
)

// Info describes the device.
func (d *Device) Info() Info { return d.info }

// Target is the device's arch, "sm_XY" of its compute capability.
func (d *Device) Target() string { return d.info.Arch }

// Alloc allocates n bytes of device memory (cuMemAlloc).
func (d *Device) Alloc(n int64) (mrt.DevicePtr, error) {
	if n <= 0 {
		return 0, fmt.Errorf("cuda: allocate %d bytes", n)
	}
	leave, err := d.enter()
	if err != nil {
		return 0, err
	}
	defer leave()
	var p uint64
	if err := d.a.check(d.a.memAlloc(&p, uint64(n)), "cuMemAlloc_v2", ""); err != nil {
		return 0, fmt.Errorf("allocate %d bytes: %w", n, err)
	}
	d.mu.Lock()
	d.allocs[p] = n
	d.mu.Unlock()
	return mrt.DevicePtr(p), nil
}

// Free releases an allocation (cuMemFree).
func (d *Device) Free(p mrt.DevicePtr) error {
	d.mu.Lock()
	_, ok := d.allocs[uint64(p)]
	delete(d.allocs, uint64(p))
	d.mu.Unlock()
	if !ok {
		return fmt.Errorf("cuda: free %#x: not an allocation of this device", uintptr(p))
	}
	return d.do("cuMemFree_v2", "", func() result { return d.a.memFree(uint64(p)) })
}

// Close releases the primary context (and the driver when Open loaded
// it). Memory still allocated is freed with the context.
func (d *Device) Close() error {
	return d.closed.do(func() error {
		err := d.a.check(d.a.primaryCtxRelease(d.dev), "cuDevicePrimaryCtxRelease_v2", "")
		if d.ownsDriver {
			err = errors.Join(err, d.drv.Close())
		}
		return err
	})
}

// stream is a CUDA stream with its pinned staging buffer: CopyIn copies
// into the staging buffer and enqueues the upload; CopyOut enqueues a
// download into it and copies to the caller's slice at Synchronize.
type stream struct {
	d       *Device
	h       uintptr
	staging []byte // pinned (cuMemAllocHost); nil until needed
	used    int
	pending []pendingOut
}

type pendingOut struct {
	dst, src []byte // src is in staging
}

// NewStream creates a non-blocking stream.
func (d *Device) NewStream() (mrt.Stream, error) {
	leave, err := d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	s := &stream{d: d}
	if err := d.a.check(d.a.streamCreate(&s.h, streamNonBlocking), "cuStreamCreate", ""); err != nil {
		return nil, err
	}
	return s, nil
}

func (d *Device) stream(s mrt.Stream) (*stream, error) {
	st, ok := s.(*stream)
	if !ok || st.d != d {
		return nil, fmt.Errorf("cuda: stream %T is not of this device", s)
	}
	if st.h == 0 {
		return nil, errors.New("cuda: stream closed")
	}
	return st, nil
}

// Synchronize waits for the stream, then hands staged downloads over.
func (s *stream) Synchronize() error {
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	return s.sync()
}

// sync is Synchronize with the context current.
func (s *stream) sync() error {
	err := s.d.a.check(s.d.a.streamSynchronize(s.h), "cuStreamSynchronize", "")
	if err == nil {
		for _, p := range s.pending {
			copy(p.dst, p.src)
		}
	}
	s.pending, s.used = nil, 0
	return err
}

// stage returns n ≤ maxStagingBytes bytes of pinned memory free for a
// copy enqueued now; it synchronizes the stream when the buffer is full.
func (s *stream) stage(n int) ([]byte, error) {
	if s.used+n > len(s.staging) {
		if s.used > 0 {
			if err := s.sync(); err != nil {
				return nil, err
			}
		}
		if n > len(s.staging) {
			if err := s.freeStaging(); err != nil {
				return nil, err
			}
			size := min(max(n, 2*len(s.staging), defaultStagingBytes), maxStagingBytes)
			var p unsafe.Pointer
			if err := s.d.a.check(s.d.a.memAllocHost(&p, uint64(size)), "cuMemAllocHost_v2", ""); err != nil {
				return nil, fmt.Errorf("pinned staging buffer of %d bytes: %w", size, err)
			}
			s.staging = unsafe.Slice((*byte)(p), size)
		}
	}
	b := s.staging[s.used : s.used+n : s.used+n]
	s.used += n
	return b, nil
}

func (s *stream) freeStaging() error {
	if s.staging == nil {
		return nil
	}
	err := s.d.a.check(s.d.a.memFreeHost(unsafe.Pointer(unsafe.SliceData(s.staging))), "cuMemFreeHost", "")
	s.staging = nil
	return err
}

// Close synchronizes and destroys the stream and its staging buffer.
func (s *stream) Close() error {
	if s.h == 0 {
		return nil
	}
	leave, err := s.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	err = s.sync()
	err = errors.Join(err, s.freeStaging(), s.d.a.check(s.d.a.streamDestroy(s.h), "cuStreamDestroy_v2", ""))
	s.h = 0
	return err
}

// CopyIn stages src in pinned memory and enqueues its upload
// (cuMemcpyHtoDAsync); src may be reused on return.
func (d *Device) CopyIn(s mrt.Stream, dst mrt.DevicePtr, src []byte) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	leave, err := d.enter()
	if err != nil {
		return err
	}
	defer leave()
	for off := 0; off < len(src); {
		n := min(len(src)-off, maxStagingBytes)
		b, err := st.stage(n)
		if err != nil {
			return err
		}
		copy(b, src[off:off+n])
		r := d.a.memcpyHtoDAsync(uint64(dst)+uint64(off), unsafe.Pointer(unsafe.SliceData(b)), uint64(n), st.h)
		if err := d.a.check(r, "cuMemcpyHtoDAsync_v2", ""); err != nil {
			return err
		}
		off += n
	}
	return nil
}

// CopyOut enqueues a download into pinned staging (cuMemcpyDtoHAsync);
// dst is filled at the stream's Synchronize.
func (d *Device) CopyOut(s mrt.Stream, dst []byte, src mrt.DevicePtr) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	leave, err := d.enter()
	if err != nil {
		return err
	}
	defer leave()
	for off := 0; off < len(dst); {
		n := min(len(dst)-off, maxStagingBytes)
		b, err := st.stage(n)
		if err != nil {
			return err
		}
		r := d.a.memcpyDtoHAsync(unsafe.Pointer(unsafe.SliceData(b)), uint64(src)+uint64(off), uint64(n), st.h)
		if err := d.a.check(r, "cuMemcpyDtoHAsync_v2", ""); err != nil {
			return err
		}
		st.pending = append(st.pending, pendingOut{dst: dst[off : off+n], src: b})
		off += n
	}
	return nil
}

// Copy enqueues a device-to-device copy (cuMemcpyDtoDAsync).
func (d *Device) Copy(s mrt.Stream, dst, src mrt.DevicePtr, n int64) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	return d.do("cuMemcpyDtoDAsync_v2", "", func() result { return d.a.memcpyDtoDAsync(uint64(dst), uint64(src), uint64(n), st.h) })
}

// event is a CUDA event.
type event struct {
	d *Device
	h uintptr
}

// NewEvent creates a timing event.
func (d *Device) NewEvent() (mrt.Event, error) {
	leave, err := d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	e := &event{d: d}
	if err := d.a.check(d.a.eventCreate(&e.h, eventDefault), "cuEventCreate", ""); err != nil {
		return nil, err
	}
	return e, nil
}

func (e *event) Record(s mrt.Stream) error {
	st, err := e.d.stream(s)
	if err != nil {
		return err
	}
	return e.d.do("cuEventRecord", "", func() result { return e.d.a.eventRecord(e.h, st.h) })
}

func (e *event) Synchronize() error {
	return e.d.do("cuEventSynchronize", "", func() result { return e.d.a.eventSynchronize(e.h) })
}

func (e *event) Close() error {
	if e.h == 0 {
		return nil
	}
	leave, err := e.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	err = e.d.a.check(e.d.a.eventDestroy(e.h), "cuEventDestroy_v2", "")
	e.h = 0
	return err
}

// Elapsed is cuEventElapsedTime between two recorded, completed events
// (about half a microsecond of resolution).
func (d *Device) Elapsed(start, end mrt.Event) (time.Duration, error) {
	a, ok1 := start.(*event)
	b, ok2 := end.(*event)
	if !ok1 || !ok2 || a.d != d || b.d != d {
		return 0, errors.New("cuda: elapsed: events of another device")
	}
	leave, err := d.enter()
	if err != nil {
		return 0, err
	}
	defer leave()
	var ms float32
	if err := d.a.check(d.a.eventElapsedTime(&ms, a.h, b.h), "cuEventElapsedTime", ""); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// module is a loaded PTX or cubin image.
type module struct {
	d *Device
	h uintptr
}

// Load loads a ptx (JIT-compiled by the driver for this device) or cubin
// object (cuModuleLoadDataEx); a JIT failure carries the driver's log.
func (d *Device) Load(o *codeobj.Object) (mrt.Module, error) {
	if o.Format != codeobj.PTX && o.Format != codeobj.Cubin {
		return nil, fmt.Errorf("cuda device cannot load a %s object", o.Format)
	}
	if len(o.Payload) == 0 {
		return nil, fmt.Errorf("cuda: %s object %s has no payload", o.Format, o.Symbol)
	}
	image := o.Payload
	if o.Format == codeobj.PTX && image[len(image)-1] != 0 {
		image = append(append(make([]byte, 0, len(image)+1), image...), 0) // PTX is read as a C string
	}
	log := make([]byte, jitLogBytes)
	opts := []int32{jitErrorLogBuffer, jitErrorLogBufferSize}
	vals := []uintptr{uintptr(unsafe.Pointer(&log[0])), uintptr(len(log))}
	var pin runtime.Pinner
	pin.Pin(&log[0])
	pin.Pin(&image[0])
	defer pin.Unpin()
	leave, err := d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	m := &module{d: d}
	r := d.a.moduleLoadDataEx(&m.h, unsafe.Pointer(&image[0]), uint32(len(opts)), &opts[0], &vals[0])
	if err := d.a.check(r, "cuModuleLoadDataEx", o.Symbol); err != nil {
		if msg := goString(&log[0]); msg != "" {
			return nil, fmt.Errorf("%w\n%s", err, msg)
		}
		return nil, err
	}
	return m, nil
}

// Kernel looks a kernel up (cuModuleGetFunction).
func (m *module) Kernel(symbol string) (mrt.Kernel, error) {
	leave, err := m.d.enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	k := &kernel{d: m.d, sym: symbol}
	if err := m.d.a.check(m.d.a.moduleGetFunction(&k.h, m.h, symbol), "cuModuleGetFunction", symbol); err != nil {
		return nil, err
	}
	return k, nil
}

func (m *module) Close() error {
	if m.h == 0 {
		return nil
	}
	leave, err := m.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	err = m.d.a.check(m.d.a.moduleUnload(m.h), "cuModuleUnload", "")
	m.h = 0
	return err
}

// kernel is a CUfunction.
type kernel struct {
	d      *Device
	sym    string
	h      uintptr
	shared int64 // dynamic shared memory opted in to so far
}

func (k *kernel) Symbol() string { return k.sym }

// Launch enqueues the kernel (cuLaunchKernel) with one device pointer per
// parameter. Dynamic shared memory above 48 KiB is opted in to first
// (cuFuncSetAttribute).
func (k *kernel) Launch(s mrt.Stream, cfg mrt.LaunchConfig, args []mrt.DevicePtr) error {
	st, err := k.d.stream(s)
	if err != nil {
		return err
	}
	var dims [6]uint32
	for i := range 3 {
		g, b := cfg.Grid[i], cfg.Block[i]
		if g < 1 || g > 1<<31-1 || b < 1 || b > maxThreadsPerBlock {
			return fmt.Errorf("cuLaunchKernel (kernel %s): bad launch sizes grid %v block %v", k.sym, cfg.Grid, cfg.Block)
		}
		dims[i], dims[3+i] = uint32(g), uint32(b)
	}
	if cfg.Shared < 0 || cfg.Shared > 1<<31-1 {
		return fmt.Errorf("cuLaunchKernel (kernel %s): %d bytes of shared memory", k.sym, cfg.Shared)
	}
	leave, err := k.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	if cfg.Shared > staticSharedLimit && cfg.Shared > k.shared {
		r := k.d.a.funcSetAttribute(k.h, funcAttrMaxDynamicShared, int32(cfg.Shared))
		if err := k.d.a.check(r, "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", k.sym); err != nil {
			return err
		}
		k.shared = cfg.Shared
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
	r := k.d.a.launchKernel(k.h, dims[0], dims[1], dims[2], dims[3], dims[4], dims[5], uint32(cfg.Shared), st.h, params, nil)
	return k.d.a.check(r, "cuLaunchKernel", k.sym)
}

// graph is an instantiated CUDA graph.
type graph struct {
	d    *Device
	exec uintptr
}

// Capture records the launches enqueue makes on s as a CUDA graph
// (cuStreamBeginCapture in relaxed mode, cuStreamEndCapture,
// cuGraphInstantiateWithFlags). Nothing runs while capturing.
func (d *Device) Capture(s mrt.Stream, enqueue func() error) (mrt.Graph, error) {
	st, err := d.stream(s)
	if err != nil {
		return nil, err
	}
	leave, err := d.enter() // one OS thread for the whole capture
	if err != nil {
		return nil, err
	}
	defer leave()
	if err := d.a.check(d.a.streamBeginCapture(st.h, captureModeRelaxed), "cuStreamBeginCapture_v2", ""); err != nil {
		return nil, err
	}
	werr := enqueue()
	var g uintptr
	eerr := d.a.check(d.a.streamEndCapture(st.h, &g), "cuStreamEndCapture", "")
	if werr != nil || eerr != nil {
		if g != 0 {
			d.a.graphDestroy(g)
		}
		if werr != nil {
			return nil, fmt.Errorf("capture: %w", werr)
		}
		return nil, eerr
	}
	defer d.a.graphDestroy(g) // the executable graph is a copy
	gr := &graph{d: d}
	if err := d.a.check(d.a.graphInstantiate(&gr.exec, g, 0), "cuGraphInstantiateWithFlags", ""); err != nil {
		return nil, err
	}
	return gr, nil
}

// Launch enqueues the graph (cuGraphLaunch).
func (g *graph) Launch(s mrt.Stream) error {
	st, err := g.d.stream(s)
	if err != nil {
		return err
	}
	return g.d.do("cuGraphLaunch", "", func() result { return g.d.a.graphLaunch(g.exec, st.h) })
}

func (g *graph) Close() error {
	if g.exec == 0 {
		return nil
	}
	leave, err := g.d.enter()
	if err != nil {
		return err
	}
	defer leave()
	err = g.d.a.check(g.d.a.graphExecDestroy(g.exec), "cuGraphExecDestroy", "")
	g.exec = 0
	return err
}
