package host

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/runtime"
)

// Device is the host as a runtime.Device: device memory is anonymous
// mmap'd host memory, copies are memcpy, launches run a host_so kernel
// synchronously on the device's thread pool (Func.Run: the kernel runs its
// whole range; launch sizes are ignored) and events read the clock. Safe
// for concurrent use.
type Device struct {
	mu sync.Mutex // Alloc, Free, Load and Close
	// allocs are the live mappings: a table Alloc and Free replace (under
	// mu) and Map (every copy in or out) reads without a lock, one atomic
	// load (a read lock was two atomic adds a copy, a tenth of a small
	// model's run).
	allocs atomic.Pointer[allocTable]
	pool   *Pool // nil: one thread
	// loadDir is the private directory kernels are written to for
	// dlopen (LoadIn), made on the first Load and removed by Close.
	loadDir string
}

// NewDevice returns the host device, whose launches run on pool's threads
// (nil: on the caller's thread alone). The pool is the caller's: several
// devices may share it, and closing the device leaves it open.
func NewDevice(pool *Pool) *Device {
	d := &Device{pool: pool}
	d.allocs.Store(&allocTable{})
	return d
}

// allocTable is the device's mappings, by base address ascending (Map
// finds an address's allocation by binary search). Never changed once
// stored: Alloc and Free store a new one.
type allocTable struct {
	bases []uintptr
	maps  [][]byte
}

// with returns the table with b (at base p) added.
func (t *allocTable) with(p uintptr, b []byte) *allocTable {
	i, _ := slices.BinarySearch(t.bases, p)
	return &allocTable{bases: slices.Insert(slices.Clone(t.bases), i, p), maps: slices.Insert(slices.Clone(t.maps), i, b)}
}

// without returns the table without the allocation at p, and its mapping
// (nil when there is none).
func (t *allocTable) without(p uintptr) (*allocTable, []byte) {
	i, found := slices.BinarySearch(t.bases, p)
	if !found {
		return t, nil
	}
	return &allocTable{bases: slices.Delete(slices.Clone(t.bases), i, i+1), maps: slices.Delete(slices.Clone(t.maps), i, i+1)}, t.maps[i]
}

// Threads is how many threads a launch may use.
func (d *Device) Threads() int { return d.pool.Threads() }

// Compile-time checks.
var (
	_ runtime.Device = (*Device)(nil)
	_ runtime.Mapper = (*Device)(nil)
)

// Target is "host".
func (d *Device) Target() string { return "host" }

// Alloc maps n bytes of zeroed anonymous memory.
func (d *Device) Alloc(n int64) (runtime.DevicePtr, error) {
	if n <= 0 {
		return 0, fmt.Errorf("host: allocate %d bytes", n)
	}
	b, err := syscall.Mmap(-1, 0, int(n), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return 0, fmt.Errorf("host: mmap %d bytes: %w", n, err)
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	d.mu.Lock()
	d.allocs.Store(d.allocs.Load().with(p, b))
	d.mu.Unlock()
	return runtime.DevicePtr(p), nil
}

// Free unmaps an allocation made by Alloc.
func (d *Device) Free(p runtime.DevicePtr) error {
	d.mu.Lock()
	t, b := d.allocs.Load().without(uintptr(p))
	d.allocs.Store(t)
	d.mu.Unlock()
	if b == nil {
		return fmt.Errorf("host: free %#x: not an allocation", uintptr(p))
	}
	if err := syscall.Munmap(b); err != nil {
		return fmt.Errorf("host: munmap %#x: %w", uintptr(p), err)
	}
	return nil
}

// Map returns the n bytes at p, which must lie inside one allocation.
func (d *Device) Map(p runtime.DevicePtr, n int64) ([]byte, error) {
	t := d.allocs.Load()
	// The allocation with the greatest base at or below p (mappings do
	// not overlap).
	if i, found := slices.BinarySearch(t.bases, uintptr(p)); found || i > 0 {
		if !found {
			i--
		}
		b := t.maps[i]
		off := int64(uintptr(p) - t.bases[i])
		if off <= int64(len(b)) && n >= 0 && n <= int64(len(b))-off {
			return b[off : off+n : off+n], nil
		}
	}
	return nil, fmt.Errorf("host: %d bytes at %#x are not inside one allocation", n, uintptr(p))
}

// CopyIn copies src to dst now.
func (d *Device) CopyIn(_ runtime.Stream, dst runtime.DevicePtr, src []byte) error {
	m, err := d.Map(dst, int64(len(src)))
	if err != nil {
		return fmt.Errorf("copy in: %w", err)
	}
	copy(m, src)
	return nil
}

// CopyOut copies len(dst) bytes at src into dst now.
func (d *Device) CopyOut(_ runtime.Stream, dst []byte, src runtime.DevicePtr) error {
	m, err := d.Map(src, int64(len(dst)))
	if err != nil {
		return fmt.Errorf("copy out: %w", err)
	}
	copy(dst, m)
	return nil
}

// Copy copies n bytes between allocations now.
func (d *Device) Copy(_ runtime.Stream, dst, src runtime.DevicePtr, n int64) error {
	to, err := d.Map(dst, n)
	if err != nil {
		return fmt.Errorf("copy: %w", err)
	}
	from, err := d.Map(src, n)
	if err != nil {
		return fmt.Errorf("copy: %w", err)
	}
	copy(to, from)
	return nil
}

// stream is the host's stream: work runs when enqueued, on the device's
// threads, or on the launching thread alone while one is set
// (runtime.Threaded: a session whose runs were faster so sets it).
type stream struct {
	threads int
	one     atomic.Bool
}

func (*stream) Synchronize() error { return nil }
func (*stream) Close() error       { return nil }

// Threads is how many threads the stream's launches may use.
func (s *stream) Threads() int { return s.threads }

// SetOneThread runs the stream's launches whole on the launching thread
// (on) or as each kernel decided (off).
func (s *stream) SetOneThread(on bool) { s.one.Store(on) }

var _ runtime.Threaded = (*stream)(nil)

// NewStream returns a stream; host work is synchronous.
func (d *Device) NewStream() (runtime.Stream, error) {
	return &stream{threads: d.pool.Threads()}, nil
}

// event is the time it was recorded at.
type event struct{ t time.Time }

func (e *event) Record(runtime.Stream) error { e.t = time.Now(); return nil }
func (e *event) Synchronize() error          { return nil }
func (e *event) Close() error                { return nil }

// NewEvent returns an event that records the clock.
func (d *Device) NewEvent() (runtime.Event, error) { return &event{}, nil }

// Elapsed is the wall time between the two events' records.
func (d *Device) Elapsed(start, end runtime.Event) (time.Duration, error) {
	a, ok1 := start.(*event)
	b, ok2 := end.(*event)
	if !ok1 || !ok2 {
		return 0, errors.New("host: elapsed: events of another device")
	}
	if a.t.IsZero() || b.t.IsZero() {
		return 0, errors.New("host: elapsed: event not recorded")
	}
	return b.t.Sub(a.t), nil
}

// Load loads a host_so object.
func (d *Device) Load(o *codeobj.Object) (runtime.Module, error) {
	if o.Format != codeobj.HostSO {
		return nil, fmt.Errorf("host device cannot load a %s object", o.Format)
	}
	d.mu.Lock()
	if d.loadDir == "" {
		dir, err := os.MkdirTemp("", "mgxport-host-") // mode 0700
		if err != nil {
			d.mu.Unlock()
			return nil, fmt.Errorf("load host object: %w", err)
		}
		d.loadDir = dir
	}
	dir := d.loadDir
	d.mu.Unlock()
	obj, err := LoadIn(dir, o.Payload)
	if err != nil {
		return nil, err
	}
	return module{obj, d.pool}, nil
}

// Close unmaps every allocation still live (a Session must be closed
// before its Device).
func (d *Device) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var errs []error
	for _, b := range d.allocs.Load().maps {
		errs = append(errs, syscall.Munmap(b))
	}
	d.allocs.Store(&allocTable{})
	if d.loadDir != "" {
		// Loaded objects stay mapped; their files were removed already.
		errs = append(errs, os.RemoveAll(d.loadDir))
		d.loadDir = ""
	}
	return errors.Join(errs...)
}

type module struct {
	obj  *Object
	pool *Pool
}

func (m module) Kernel(symbol string) (runtime.Kernel, error) {
	f, err := m.obj.Func(symbol)
	if err != nil {
		return nil, err
	}
	return kernel{f, m.pool}, nil
}

func (m module) Close() error { return m.obj.Close() }

type kernel struct {
	f    Func
	pool *Pool
}

func (k kernel) Symbol() string { return k.f.sym }

// Launch runs the kernel now on the device's threads; cfg is ignored.
func (k kernel) Launch(st runtime.Stream, _ runtime.LaunchConfig, args []runtime.DevicePtr) error {
	// DevicePtr is a uintptr: the addresses pass as they are, without a
	// copy per launch (the kernel only reads them, during the call).
	a := unsafe.Slice((*uintptr)(unsafe.Pointer(unsafe.SliceData(args))), len(args))
	pool := k.pool
	if s, ok := st.(*stream); ok && s.one.Load() {
		pool = nil // whole, on this thread
	}
	if err := k.f.Run(pool, a...); err != nil {
		return fmt.Errorf("kernel %s: %w", k.f.sym, err)
	}
	return nil
}
