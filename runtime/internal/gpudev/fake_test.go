package gpudev

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
)

// fakeGPU is a simulated driver behind an API table of Go functions, so the
// shared Device's logic runs without a GPU. It behaves like the real APIs
// where that logic depends on it: device memory lives at addresses of its
// own (not Go pointers), stream work is asynchronous (copies and launches
// run at the stream's synchronization, reading pinned host memory then, not
// when enqueued), launch arguments are read at the launch call, events
// carry the device clock (which kernels advance), and a capturing stream
// records launches into a graph instead of running them. Every entry point
// can be made to fail with a chosen result code, and handles are checked:
// a destroyed or unknown handle is an invalid-handle error, as the real
// drivers report it.
type fakeGPU struct {
	mu sync.Mutex

	next     uint64               // next handle / device address
	mem      map[uint64][]byte    // device allocations by base address
	pinned   map[uintptr][]byte   // pinned host allocations by address
	regs     map[uintptr][]byte   // registered host memory by address
	streams  map[uintptr]*fStream // live streams
	events   map[uintptr]*fEvent
	modules  map[uintptr]*fModule
	funcs    map[uintptr]*fFunc
	graphs   map[uintptr][]fOp // captured, not instantiated
	execs    map[uintptr][]fOp // instantiated
	clockNs  int64             // device clock, advanced by kernels
	failNext map[string]Result // entry point -> result of its next call
	calls    map[string]int    // entry point -> calls made
	memLimit uint64            // bytes of device memory (0: unlimited)
	memUsed  uint64

	// kernels are the device functions a module may hold, by symbol.
	kernels map[string]fKernel
}

// Results the fake returns (CUDA's values; the Device only passes them
// through its Decoder).
const (
	rInvalidValue  Result = 1
	rOutOfMemory   Result = 2
	rNoDevice      Result = 100
	rInvalidHandle Result = 400
	rNotFound      Result = 500
	rNotReady      Result = 600
	rCapture       Result = 900 // CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
	rLaunchFailed  Result = 719

	rHostRegistered    Result = 712 // CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
	rHostNotRegistered Result = 713 // CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED
)

// fakeDecoder decodes the fake's codes; rLaunchFailed has a name but no
// text, and codes outside the table have neither.
func fakeDecoder() *Decoder {
	names := map[Result][2]string{
		rInvalidValue:  {"CUDA_ERROR_INVALID_VALUE", "invalid argument"},
		rOutOfMemory:   {"CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
		rNoDevice:      {"CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
		rInvalidHandle: {"CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
		rNotFound:      {"CUDA_ERROR_NOT_FOUND", "named symbol not found"},
		rNotReady:      {"CUDA_ERROR_NOT_READY", "device not ready"},
		rCapture:       {"CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED", "operation not permitted when stream is capturing"},
		rLaunchFailed:  {"CUDA_ERROR_LAUNCH_FAILED", ""},
	}
	look := func(i int) func(r Result) (string, bool) {
		return func(r Result) (string, bool) {
			n, ok := names[r]
			if !ok || n[i] == "" {
				return "", false
			}
			return n[i], true
		}
	}
	return &Decoder{Type: "CUresult", Name: look(0), Text: look(1)}
}

// fKernel is a device function: it runs on the device memory with the
// launch's sizes and argument values, and returns how long it took.
type fKernel func(g *fakeGPU, grid, block [3]uint32, shared uint32, args []uint64) (ns int64, err error)

type fStream struct {
	queue     []fOp
	capturing bool
	captured  []fOp
	broken    error // an asynchronous failure, reported at synchronization
}

// fOp is one enqueued piece of stream work; it runs with g.mu held.
type fOp func(g *fakeGPU) error

type fEvent struct {
	recorded bool
	done     bool
	ns       int64
	noTiming bool // created with eventDisableTiming
}

// fakeBusBytesPerNs is the fake bus's speed (10 GB/s): host<->device
// copies advance the device clock by their bytes over it.
const fakeBusBytesPerNs = 10

func busNs(n uint64) int64 { return int64(n / fakeBusBytesPerNs) }

type fModule struct{ payload []byte }

type fFunc struct {
	mod uintptr
	sym string
	k   fKernel
}

func newFakeGPU() *fakeGPU {
	return &fakeGPU{
		next:     0x7f00_0000_0000,
		mem:      map[uint64][]byte{},
		pinned:   map[uintptr][]byte{},
		regs:     map[uintptr][]byte{},
		streams:  map[uintptr]*fStream{},
		events:   map[uintptr]*fEvent{},
		modules:  map[uintptr]*fModule{},
		funcs:    map[uintptr]*fFunc{},
		graphs:   map[uintptr][]fOp{},
		execs:    map[uintptr][]fOp{},
		failNext: map[string]Result{},
		calls:    map[string]int{},
		kernels:  map[string]fKernel{},
	}
}

// handle returns a fresh handle or device address, 256-byte aligned like
// the drivers' allocations.
func (g *fakeGPU) handle(n uint64) uint64 {
	h := g.next
	g.next += (max(n, 1) + 255) &^ 255
	g.next += 256 // a gap, so that running off an allocation is caught
	return h
}

// enter counts a call of name and returns the failure injected for it.
func (g *fakeGPU) enter(name string) Result {
	g.calls[name]++
	if r, ok := g.failNext[name]; ok {
		delete(g.failNext, name)
		return r
	}
	return Success
}

// fail makes the next call of entry point name answer r.
func (g *fakeGPU) fail(name string, r Result) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.failNext[name] = r
}

// count is how many times entry point name was called.
func (g *fakeGPU) count(name string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.calls[name]
}

// span returns device memory [addr, addr+n) within one allocation.
func (g *fakeGPU) span(addr, n uint64) ([]byte, error) {
	for base, b := range g.mem {
		if addr >= base && addr < base+uint64(len(b)) {
			if addr+n > base+uint64(len(b)) {
				return nil, fmt.Errorf("device access [%#x, %#x) runs off the allocation at %#x (%d bytes)", addr, addr+n, base, len(b))
			}
			return b[addr-base : addr-base+n], nil
		}
	}
	return nil, fmt.Errorf("device address %#x is not allocated", addr)
}

// host returns the n bytes of host memory at p, which must be pinned for
// an asynchronous copy (the Device stages through pinned memory).
func (g *fakeGPU) host(p unsafe.Pointer, n uint64) ([]byte, error) {
	a := uintptr(p)
	for _, m := range []map[uintptr][]byte{g.pinned, g.regs} {
		for base, b := range m {
			if a >= base && a < base+uintptr(len(b)) {
				if a+uintptr(n) > base+uintptr(len(b)) {
					return nil, fmt.Errorf("host copy of %d bytes at %#x runs off its pinned buffer", n, a)
				}
				return unsafe.Slice((*byte)(p), n), nil
			}
		}
	}
	return nil, fmt.Errorf("host address %#x of an asynchronous copy is not pinned", a)
}

// enqueue adds op to stream s, or to its capture.
func (g *fakeGPU) enqueue(s uintptr, op fOp) Result {
	st, ok := g.streams[s]
	if !ok {
		return rInvalidHandle
	}
	if st.capturing {
		st.captured = append(st.captured, op)
	} else {
		st.queue = append(st.queue, op)
	}
	return Success
}

// drain runs a stream's queued work; the first failure breaks the stream
// (later work is dropped) and is what synchronization reports.
func (g *fakeGPU) drain(st *fStream) {
	for _, op := range st.queue {
		if st.broken != nil {
			break
		}
		if err := op(g); err != nil {
			st.broken = err
		}
	}
	st.queue = nil
}

// api is the entry-point table over the fake, named as the CUDA driver's.
func (g *fakeGPU) api() *API {
	var a API
	a.DeviceGetCount = Call[func(n *int32) Result]{"cuDeviceGetCount", func(n *int32) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuDeviceGetCount"); r != Success {
			return r
		}
		*n = 1
		return Success
	}}
	a.MemAlloc = Call[func(p *uint64, n uint64) Result]{"cuMemAlloc_v2", func(p *uint64, n uint64) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuMemAlloc_v2"); r != Success {
			return r
		}
		if n == 0 {
			return rInvalidValue
		}
		if g.memLimit > 0 && g.memUsed+n > g.memLimit {
			return rOutOfMemory
		}
		h := g.handle(n)
		b := bytes.Repeat([]byte{0xa5}, int(n)) // device memory is not zeroed
		g.mem[h] = b
		g.memUsed += n
		*p = h
		return Success
	}}
	a.MemFree = Call[func(p uint64) Result]{"cuMemFree_v2", func(p uint64) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuMemFree_v2"); r != Success {
			return r
		}
		b, ok := g.mem[p]
		if !ok {
			return rInvalidValue
		}
		g.memUsed -= uint64(len(b))
		delete(g.mem, p)
		return Success
	}}
	a.MemFreeHost = Call[func(p unsafe.Pointer) Result]{"cuMemFreeHost", func(p unsafe.Pointer) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuMemFreeHost"); r != Success {
			return r
		}
		if _, ok := g.pinned[uintptr(p)]; !ok {
			return rInvalidValue
		}
		delete(g.pinned, uintptr(p))
		return Success
	}}
	a.MemHostRegister = Call[func(p unsafe.Pointer, n uint64, flags uint32) Result]{"cuMemHostRegister_v2", func(p unsafe.Pointer, n uint64, flags uint32) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuMemHostRegister_v2"); r != Success {
			return r
		}
		if p == nil || n == 0 || flags != 0 || uintptr(p)%4096 != 0 {
			return rInvalidValue
		}
		for base, b := range g.regs {
			if uintptr(p) < base+uintptr(len(b)) && base < uintptr(p)+uintptr(n) {
				return rHostRegistered
			}
		}
		g.regs[uintptr(p)] = unsafe.Slice((*byte)(p), n)
		return Success
	}}
	a.MemHostUnregister = Call[func(p unsafe.Pointer) Result]{"cuMemHostUnregister", func(p unsafe.Pointer) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuMemHostUnregister"); r != Success {
			return r
		}
		if _, ok := g.regs[uintptr(p)]; !ok {
			return rHostNotRegistered
		}
		delete(g.regs, uintptr(p))
		return Success
	}}
	a.MemcpyHtoDAsync = Call[func(dst uint64, src unsafe.Pointer, n uint64, s uintptr) Result]{"cuMemcpyHtoDAsync_v2",
		func(dst uint64, src unsafe.Pointer, n uint64, s uintptr) Result {
			g.mu.Lock()
			defer g.mu.Unlock()
			if r := g.enter("cuMemcpyHtoDAsync_v2"); r != Success {
				return r
			}
			if _, err := g.span(dst, n); err != nil {
				return rInvalidValue
			}
			if _, err := g.host(src, n); err != nil {
				// Pageable memory: the driver reads it now, before the
				// call returns, and uploads it in stream order.
				g.calls["pageable"]++
				snap := append([]byte(nil), unsafe.Slice((*byte)(src), n)...)
				return g.enqueue(s, func(g *fakeGPU) error {
					d, err := g.span(dst, n)
					if err != nil {
						return err
					}
					copy(d, snap)
					g.clockNs += busNs(n)
					return nil
				})
			}
			// The bytes are read when the copy runs, not now: a Device
			// that reuses staging before then uploads the wrong data.
			return g.enqueue(s, func(g *fakeGPU) error {
				d, err := g.span(dst, n)
				if err != nil {
					return err
				}
				h, err := g.host(src, n)
				if err != nil {
					return err
				}
				copy(d, h)
				g.clockNs += busNs(n)
				return nil
			})
		}}
	a.MemcpyDtoHAsync = Call[func(dst unsafe.Pointer, src uint64, n uint64, s uintptr) Result]{"cuMemcpyDtoHAsync_v2",
		func(dst unsafe.Pointer, src uint64, n uint64, s uintptr) Result {
			g.mu.Lock()
			defer g.mu.Unlock()
			if r := g.enter("cuMemcpyDtoHAsync_v2"); r != Success {
				return r
			}
			if _, err := g.span(src, n); err != nil {
				return rInvalidValue
			}
			if _, err := g.host(dst, n); err != nil {
				// Pageable memory: the driver waits for the stream's
				// earlier work and copies before the call returns.
				g.calls["pageable"]++
				st, ok := g.streams[s]
				if !ok || st.capturing {
					return rInvalidHandle
				}
				if g.drain(st); st.broken != nil {
					return rLaunchFailed
				}
				h, err := g.span(src, n)
				if err != nil {
					return rInvalidValue
				}
				copy(unsafe.Slice((*byte)(dst), n), h)
				g.clockNs += busNs(n)
				return Success
			}
			return g.enqueue(s, func(g *fakeGPU) error {
				d, err := g.host(dst, n)
				if err != nil {
					return err
				}
				h, err := g.span(src, n)
				if err != nil {
					return err
				}
				copy(d, h)
				g.clockNs += busNs(n)
				return nil
			})
		}}
	a.MemcpyDtoDAsync = Call[func(dst, src uint64, n uint64, s uintptr) Result]{"cuMemcpyDtoDAsync_v2",
		func(dst, src uint64, n uint64, s uintptr) Result {
			g.mu.Lock()
			defer g.mu.Unlock()
			if r := g.enter("cuMemcpyDtoDAsync_v2"); r != Success {
				return r
			}
			if _, err := g.span(dst, n); err != nil {
				return rInvalidValue
			}
			if _, err := g.span(src, n); err != nil {
				return rInvalidValue
			}
			return g.enqueue(s, func(g *fakeGPU) error {
				d, err := g.span(dst, n)
				if err != nil {
					return err
				}
				h, err := g.span(src, n)
				if err != nil {
					return err
				}
				copy(d, h)
				return nil
			})
		}}
	a.StreamCreate = Call[func(s *uintptr, flags uint32) Result]{"cuStreamCreate", func(s *uintptr, flags uint32) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuStreamCreate"); r != Success {
			return r
		}
		if flags != streamNonBlocking {
			return rInvalidValue
		}
		h := uintptr(g.handle(1))
		g.streams[h] = &fStream{}
		*s = h
		return Success
	}}
	a.StreamDestroy = Call[func(s uintptr) Result]{"cuStreamDestroy_v2", func(s uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuStreamDestroy_v2"); r != Success {
			return r
		}
		st, ok := g.streams[s]
		if !ok {
			return rInvalidHandle
		}
		g.drain(st)
		delete(g.streams, s)
		return Success
	}}
	a.StreamSynchronize = Call[func(s uintptr) Result]{"cuStreamSynchronize", func(s uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuStreamSynchronize"); r != Success {
			return r
		}
		st, ok := g.streams[s]
		if !ok {
			return rInvalidHandle
		}
		if st.capturing {
			return rCapture
		}
		g.drain(st)
		if st.broken != nil {
			return rLaunchFailed // sticky, as a real fault is
		}
		return Success
	}}
	a.EventCreate = Call[func(e *uintptr, flags uint32) Result]{"cuEventCreate", func(e *uintptr, flags uint32) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuEventCreate"); r != Success {
			return r
		}
		if flags != eventDefault && flags != eventDisableTiming {
			return rInvalidValue
		}
		h := uintptr(g.handle(1))
		g.events[h] = &fEvent{noTiming: flags == eventDisableTiming}
		*e = h
		return Success
	}}
	a.EventDestroy = Call[func(e uintptr) Result]{"cuEventDestroy_v2", func(e uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuEventDestroy_v2"); r != Success {
			return r
		}
		if _, ok := g.events[e]; !ok {
			return rInvalidHandle
		}
		delete(g.events, e)
		return Success
	}}
	a.EventRecord = Call[func(e, s uintptr) Result]{"cuEventRecord", func(e, s uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuEventRecord"); r != Success {
			return r
		}
		ev, ok := g.events[e]
		if !ok {
			return rInvalidHandle
		}
		ev.recorded, ev.done = true, false
		return g.enqueue(s, func(g *fakeGPU) error {
			ev.done, ev.ns = true, g.clockNs
			return nil
		})
	}}
	a.EventSynchronize = Call[func(e uintptr) Result]{"cuEventSynchronize", func(e uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuEventSynchronize"); r != Success {
			return r
		}
		ev, ok := g.events[e]
		if !ok {
			return rInvalidHandle
		}
		// Run every stream's work up to the event (the fake's streams
		// are independent, so all of it).
		for _, st := range g.sortedStreams() {
			if !st.capturing {
				g.drain(st)
			}
		}
		if ev.recorded && !ev.done {
			return rLaunchFailed
		}
		return Success
	}}
	a.EventElapsedTime = Call[func(ms *float32, start, end uintptr) Result]{"cuEventElapsedTime", func(ms *float32, start, end uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuEventElapsedTime"); r != Success {
			return r
		}
		a, ok1 := g.events[start]
		b, ok2 := g.events[end]
		if !ok1 || !ok2 {
			return rInvalidHandle
		}
		if a.noTiming || b.noTiming {
			return rInvalidHandle // as CUDA answers for an event without timing
		}
		if !a.done || !b.done {
			return rNotReady
		}
		*ms = float32(float64(b.ns-a.ns) / 1e6)
		return Success
	}}
	a.ModuleUnload = Call[func(mod uintptr) Result]{"cuModuleUnload", func(mod uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuModuleUnload"); r != Success {
			return r
		}
		if _, ok := g.modules[mod]; !ok {
			return rInvalidHandle
		}
		delete(g.modules, mod)
		for h, f := range g.funcs {
			if f.mod == mod {
				delete(g.funcs, h)
			}
		}
		return Success
	}}
	a.ModuleGetFunction = Call[func(fn *uintptr, mod uintptr, name string) Result]{"cuModuleGetFunction", func(fn *uintptr, mod uintptr, name string) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuModuleGetFunction"); r != Success {
			return r
		}
		m, ok := g.modules[mod]
		if !ok {
			return rInvalidHandle
		}
		k, ok := g.kernels[name]
		if !ok || !containsSymbol(m.payload, name) {
			return rNotFound
		}
		h := uintptr(g.handle(1))
		g.funcs[h] = &fFunc{mod: mod, sym: name, k: k}
		*fn = h
		return Success
	}}
	a.LaunchKernel = Call[func(f uintptr, gx, gy, gz, bx, by, bz, shared uint32, s uintptr, params, extra unsafe.Pointer) Result]{"cuLaunchKernel",
		func(f uintptr, gx, gy, gz, bx, by, bz, shared uint32, s uintptr, params, extra unsafe.Pointer) Result {
			g.mu.Lock()
			defer g.mu.Unlock()
			if r := g.enter("cuLaunchKernel"); r != Success {
				return r
			}
			fn, ok := g.funcs[f]
			if !ok {
				return rInvalidHandle
			}
			if extra != nil || bx*by*bz > maxThreadsPerBlock {
				return rInvalidValue
			}
			// The driver reads the arguments at the launch call: each
			// parameter pointer points at one 8-byte device address.
			// The fake's kernels know their arity from the symbol.
			n := fakeArity[fn.sym]
			args := make([]uint64, n)
			if n > 0 {
				if params == nil {
					return rInvalidValue
				}
				ptrs := unsafe.Slice((*unsafe.Pointer)(params), n)
				for i, p := range ptrs {
					args[i] = *(*uint64)(p)
				}
			}
			grid, block := [3]uint32{gx, gy, gz}, [3]uint32{bx, by, bz}
			return g.enqueue(s, func(g *fakeGPU) error {
				ns, err := fn.k(g, grid, block, shared, args)
				g.clockNs += ns
				if err != nil {
					return fmt.Errorf("kernel %s: %w", fn.sym, err)
				}
				return nil
			})
		}}
	a.StreamBeginCapture = Call[func(s uintptr, mode int32) Result]{"cuStreamBeginCapture_v2", func(s uintptr, mode int32) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuStreamBeginCapture_v2"); r != Success {
			return r
		}
		st, ok := g.streams[s]
		if !ok {
			return rInvalidHandle
		}
		if st.capturing || mode != captureModeRelaxed {
			return rInvalidValue
		}
		st.capturing, st.captured = true, nil
		return Success
	}}
	a.StreamEndCapture = Call[func(s uintptr, gr *uintptr) Result]{"cuStreamEndCapture", func(s uintptr, gr *uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		st, ok := g.streams[s]
		if !ok {
			g.enter("cuStreamEndCapture")
			return rInvalidHandle
		}
		if !st.capturing {
			g.enter("cuStreamEndCapture")
			return rInvalidValue
		}
		// Ending a capture always leaves the stream out of capture mode;
		// an injected failure still hands back the partial graph, as the
		// drivers may.
		st.capturing = false
		h := uintptr(g.handle(1))
		g.graphs[h] = st.captured
		st.captured = nil
		*gr = h
		return g.enter("cuStreamEndCapture")
	}}
	a.GraphInstantiate = Call[func(exec *uintptr, gr uintptr, flags uint64) Result]{"cuGraphInstantiateWithFlags", func(exec *uintptr, gr uintptr, flags uint64) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuGraphInstantiateWithFlags"); r != Success {
			return r
		}
		ops, ok := g.graphs[gr]
		if !ok {
			return rInvalidHandle
		}
		h := uintptr(g.handle(1))
		g.execs[h] = append([]fOp(nil), ops...) // a copy: the graph may go
		*exec = h
		return Success
	}}
	a.GraphLaunch = Call[func(exec, s uintptr) Result]{"cuGraphLaunch", func(exec, s uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuGraphLaunch"); r != Success {
			return r
		}
		ops, ok := g.execs[exec]
		if !ok {
			return rInvalidHandle
		}
		for _, op := range ops {
			if r := g.enqueue(s, op); r != Success {
				return r
			}
		}
		return Success
	}}
	a.GraphExecDestroy = Call[func(exec uintptr) Result]{"cuGraphExecDestroy", func(exec uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuGraphExecDestroy"); r != Success {
			return r
		}
		if _, ok := g.execs[exec]; !ok {
			return rInvalidHandle
		}
		delete(g.execs, exec)
		return Success
	}}
	a.GraphDestroy = Call[func(gr uintptr) Result]{"cuGraphDestroy", func(gr uintptr) Result {
		g.mu.Lock()
		defer g.mu.Unlock()
		if r := g.enter("cuGraphDestroy"); r != Success {
			return r
		}
		if _, ok := g.graphs[gr]; !ok {
			return rInvalidHandle
		}
		delete(g.graphs, gr)
		return Success
	}}
	return &a
}

// sortedStreams lists the live streams in handle order (deterministic).
func (g *fakeGPU) sortedStreams() []*fStream {
	hs := make([]uintptr, 0, len(g.streams))
	for h := range g.streams {
		hs = append(hs, h)
	}
	sort.Slice(hs, func(i, j int) bool { return hs[i] < hs[j] })
	out := make([]*fStream, len(hs))
	for i, h := range hs {
		out[i] = g.streams[h]
	}
	return out
}

// live counts the driver objects not yet destroyed, by kind.
func (g *fakeGPU) live() map[string]int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return map[string]int{
		"mem": len(g.mem), "pinned": len(g.pinned), "registered": len(g.regs), "streams": len(g.streams), "events": len(g.events),
		"modules": len(g.modules), "graphs": len(g.graphs), "execs": len(g.execs),
	}
}

// fakeVendor is the Vendor side: it loads "modules" whose payload lists the
// kernel symbols they hold, and records what the Device asked of it.
type fakeVendor struct {
	g *fakeGPU

	mu          sync.Mutex
	current     int   // MakeCurrent calls
	currentErr  error // MakeCurrent's answer
	loadFormats []codeobj.Format
	prepared    []int64 // the shared sizes PrepareLaunch readied kernels for
	hostErr     Result  // AllocHost's next failure
}

func (v *fakeVendor) Name() string { return "fakegpu" }

func (v *fakeVendor) MakeCurrent() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.current++
	return v.currentErr
}

func (v *fakeVendor) CanLoad(f codeobj.Format) error {
	if f != codeobj.PTX && f != codeobj.Cubin {
		return fmt.Errorf("fakegpu: cannot load %s objects", f)
	}
	return nil
}

func (v *fakeVendor) LoadModule(o *codeobj.Object) (uintptr, error) {
	v.mu.Lock()
	v.loadFormats = append(v.loadFormats, o.Format)
	v.mu.Unlock()
	g := v.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if r := g.enter("cuModuleLoadDataEx"); r != Success {
		return 0, fakeDecoder().Check(r, "cuModuleLoadDataEx", "")
	}
	h := uintptr(g.handle(1))
	g.modules[h] = &fModule{payload: append([]byte(nil), o.Payload...)}
	return h, nil
}

func (v *fakeVendor) AllocHost(p *unsafe.Pointer, n uint64) error {
	g := v.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if r := g.enter("cuMemAllocHost_v2"); r != Success {
		return fakeDecoder().Check(r, "cuMemAllocHost_v2", "")
	}
	b := bytes.Repeat([]byte{0x5a}, int(n))
	*p = unsafe.Pointer(unsafe.SliceData(b))
	g.pinned[uintptr(*p)] = b
	return nil
}

// PrepareLaunch opts a kernel in above 48 KiB of dynamic shared memory, as
// CUDA's vendor does, and never lowers what a kernel was readied for.
func (v *fakeVendor) PrepareLaunch(fn uintptr, sym string, shared, ready int64) (int64, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if shared <= 48<<10 || shared <= ready {
		return ready, nil
	}
	if shared > 227<<10 {
		return ready, fmt.Errorf("fakegpu (kernel %s): %d bytes of shared memory exceed the device's 227 KiB", sym, shared)
	}
	v.prepared = append(v.prepared, shared)
	return shared, nil
}

func containsSymbol(payload []byte, sym string) bool {
	for _, s := range splitFields(string(payload)) {
		if s == sym {
			return true
		}
	}
	return false
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' || s[i] == '\n' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// fakeArity is the parameter count of each fake kernel.
var fakeArity = map[string]int{"vadd": 3, "addone": 1, "sleep": 0, "fault": 1}

// threads is the launch's thread count.
func threads(grid, block [3]uint32) uint64 {
	return uint64(grid[0]) * uint64(grid[1]) * uint64(grid[2]) * uint64(block[0]) * uint64(block[1]) * uint64(block[2])
}

// installKernels gives the fake its device functions:
//   - vadd(a, b, c): c[i] = a[i] + b[i] over float32, one element a thread;
//   - addone(x): x[i] += 1 over int32, one element a thread;
//   - sleep(): takes grid[0] microseconds and touches nothing;
//   - fault(x): reads past x's allocation (an asynchronous fault).
//
// Each takes one nanosecond a thread, sleep grid[0] µs.
func (g *fakeGPU) installKernels() {
	g.kernels["vadd"] = func(g *fakeGPU, grid, block [3]uint32, _ uint32, args []uint64) (int64, error) {
		n := threads(grid, block)
		a, err := g.span(args[0], 4*n)
		if err != nil {
			return 0, err
		}
		b, err := g.span(args[1], 4*n)
		if err != nil {
			return 0, err
		}
		c, err := g.span(args[2], 4*n)
		if err != nil {
			return 0, err
		}
		for i := uint64(0); i < n; i++ {
			x := math.Float32frombits(binary.LittleEndian.Uint32(a[4*i:]))
			y := math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
			binary.LittleEndian.PutUint32(c[4*i:], math.Float32bits(x+y))
		}
		return int64(n), nil
	}
	g.kernels["addone"] = func(g *fakeGPU, grid, block [3]uint32, _ uint32, args []uint64) (int64, error) {
		n := threads(grid, block)
		x, err := g.span(args[0], 4*n)
		if err != nil {
			return 0, err
		}
		for i := uint64(0); i < n; i++ {
			binary.LittleEndian.PutUint32(x[4*i:], binary.LittleEndian.Uint32(x[4*i:])+1)
		}
		return int64(n), nil
	}
	g.kernels["sleep"] = func(g *fakeGPU, grid, _ [3]uint32, _ uint32, _ []uint64) (int64, error) {
		return int64(grid[0]) * 1000, nil
	}
	g.kernels["fault"] = func(g *fakeGPU, _, _ [3]uint32, _ uint32, args []uint64) (int64, error) {
		if _, err := g.span(args[0], 1<<40); err != nil {
			return 0, errors.New("illegal address")
		}
		return 0, nil
	}
}
