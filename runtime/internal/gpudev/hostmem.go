package gpudev

// Host buffers: page-locked host memory handed out for a caller's tensors
// (outputs above all), so that copies reach them by DMA directly, with no
// staging memcpy and no page faults of fresh memory on every run.
//
// The Device maps each buffer itself (mmap) and registers it with the
// driver rather than allocating it from the driver (cuMemAllocHost): the
// caller may hold a buffer past the Device's Close — a numpy array over
// it outlives the model — and memory the driver allocated dies with its
// context, where memory the process mapped stays valid, only no longer
// page-locked (Close unregisters it). Buffers are cached by size and
// reused: registering costs about as much as copying the buffer once.

import (
	"fmt"
	"sync"
	"syscall"
	"unsafe"
)

const (
	// hostSmallRound and hostLargeRound are the sizes host buffers are
	// rounded up to (below and above hostLargeRound), so that buffers of
	// nearby sizes are reused for each other.
	hostSmallRound = 64 << 10
	hostLargeRound = 2 << 20
	// maxCachedHostBytes bounds the free host buffers a Device keeps
	// registered for reuse.
	maxCachedHostBytes = 1 << 30
)

// pinSpan is a span of the caller's memory RegisterHost registered: the
// whole pages around it, as the drivers lock pages. (Held as a slice, Go
// memory registered stays alive while it is.)
type pinSpan struct {
	b     []byte         // the caller's span
	pages unsafe.Pointer // its first page
	size  int            // the bytes of its pages
}

// pageSpan is the whole pages around b: their start and size.
func pageSpan(b []byte) (unsafe.Pointer, int) {
	page := uintptr(syscall.Getpagesize())
	p := unsafe.Pointer(&b[0])
	off := uintptr(p) % page
	size := (off + uintptr(len(b)) + page - 1) / page * page
	// Go's large objects start on a page (off is 0 there); other memory
	// (C's, numpy's) is not Go's to track.
	return unsafe.Add(p, -int(off)), int(size)
}

// hostBuffers are a Device's registered host buffers.
type hostBuffers struct {
	mu     sync.Mutex
	live   map[uintptr][]byte // handed out, by base address (whole mapping)
	free   map[int][][]byte   // cached for reuse, by size
	cached int64              // bytes in free
	closed bool               // the Device closed: nothing is registered any more
	// pinned are the caller's own spans registered by RegisterHost, by
	// first byte: copies reach them by DMA until UnregisterHost.
	pinned map[uintptr]pinSpan
}

func hostRound(n int64) int {
	r := int64(hostSmallRound)
	if n > hostLargeRound {
		r = hostLargeRound
	}
	return int((n + r - 1) / r * r)
}

// AllocHostBuffer returns n > 0 bytes of page-locked host memory that
// copies to and from this device reach directly: CopyIn reads it and
// CopyOut writes it by DMA until the stream is synchronized, so the
// caller leaves it alone while a copy is in flight. FreeHostBuffer gives
// it back; it stays valid memory until then, also after the Device is
// closed.
func (d *Device) AllocHostBuffer(n int64) ([]byte, error) {
	if n <= 0 || n > 1<<40 {
		return nil, fmt.Errorf("%s: host buffer of %d bytes", d.v.Name(), n)
	}
	size := hostRound(n)
	h := &d.host
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, fmt.Errorf("%s: host buffer: device closed", d.v.Name())
	}
	if fs := h.free[size]; len(fs) > 0 {
		b := fs[len(fs)-1]
		h.free[size] = fs[:len(fs)-1]
		h.cached -= int64(size)
		h.live[uintptr(unsafe.Pointer(&b[0]))] = b
		h.mu.Unlock()
		return b[:n:n], nil
	}
	h.mu.Unlock()
	b, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("%s: map a host buffer of %d bytes: %w", d.v.Name(), size, err)
	}
	a := d.a
	if err := d.Do(a.MemHostRegister.Name, "", func() Result { return a.MemHostRegister.F(unsafe.Pointer(&b[0]), uint64(size), 0) }); err != nil {
		syscall.Munmap(b)
		return nil, fmt.Errorf("host buffer of %d bytes: %w", size, err)
	}
	h.mu.Lock()
	h.live[uintptr(unsafe.Pointer(&b[0]))] = b
	h.mu.Unlock()
	return b[:n:n], nil
}

// FreeHostBuffer gives back a buffer AllocHostBuffer returned (its first
// byte identifies it): cached for reuse, or unregistered and unmapped.
func (d *Device) FreeHostBuffer(buf []byte) error {
	if cap(buf) == 0 {
		return fmt.Errorf("%s: free an empty host buffer", d.v.Name())
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(buf[:1])))
	h := &d.host
	h.mu.Lock()
	b, ok := h.live[base]
	if !ok {
		h.mu.Unlock()
		return fmt.Errorf("%s: free host buffer %#x: not one of this device's", d.v.Name(), base)
	}
	delete(h.live, base)
	if h.closed {
		h.mu.Unlock()
		return syscall.Munmap(b)
	}
	if h.cached+int64(len(b)) <= maxCachedHostBytes {
		h.free[len(b)] = append(h.free[len(b)], b)
		h.cached += int64(len(b))
		h.mu.Unlock()
		return nil
	}
	h.mu.Unlock()
	return d.dropHost(b, true)
}

// dropHost unregisters (when still registered) and unmaps b.
func (d *Device) dropHost(b []byte, unmap bool) error {
	a := d.a
	err := d.Do(a.MemHostUnregister.Name, "", func() Result { return a.MemHostUnregister.F(unsafe.Pointer(&b[0])) })
	if unmap {
		if e := syscall.Munmap(b); e != nil && err == nil {
			err = fmt.Errorf("unmap a host buffer of %d bytes: %w", len(b), e)
		}
	}
	return err
}

// hostSpan reports whether the n bytes at p lie in one live host buffer
// or one registered span of the caller's.
func (d *Device) hostSpan(p unsafe.Pointer, n int) bool {
	a := uintptr(p)
	h := &d.host
	h.mu.Lock()
	defer h.mu.Unlock()
	for base, b := range h.live {
		if a >= base && a+uintptr(n) <= base+uintptr(len(b)) {
			return true
		}
	}
	for base, sp := range h.pinned {
		if a >= base && a+uintptr(n) <= base+uintptr(len(sp.b)) {
			return true
		}
	}
	return false
}

// RegisterHost page-locks the caller's memory b (cuMemHostRegister,
// hipHostRegister) so that copies to and from it run by DMA, with no
// staging memcpy: the way to bus speed for an application that reuses its
// input and output arrays. Registering costs about ten times what staging
// the bytes once does, so it pays only for memory used again and again.
// The caller keeps b mapped until UnregisterHost: unregistering freed
// memory is an error the driver may not catch, and a later mapping at the
// same address would be copied to by DMA as if still registered.
func (d *Device) RegisterHost(b []byte) error {
	if len(b) == 0 {
		return fmt.Errorf("%s: register an empty host span", d.v.Name())
	}
	base := uintptr(unsafe.Pointer(&b[0]))
	h := &d.host
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return fmt.Errorf("%s: register host memory: device closed", d.v.Name())
	}
	if _, ok := h.pinned[base]; ok {
		h.mu.Unlock()
		return fmt.Errorf("%s: host memory at %#x is registered already", d.v.Name(), base)
	}
	h.mu.Unlock()
	sp := pinSpan{b: b}
	sp.pages, sp.size = pageSpan(b)
	a := d.a
	if err := d.Do(a.MemHostRegister.Name, "", func() Result { return a.MemHostRegister.F(sp.pages, uint64(sp.size), 0) }); err != nil {
		return fmt.Errorf("register %d bytes of host memory: %w", len(b), err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pinned == nil {
		h.pinned = map[uintptr]pinSpan{}
	}
	h.pinned[base] = sp
	return nil
}

// UnregisterHost undoes RegisterHost for the span starting at b's first
// byte. After the Device's Close, which unregisters every span, it does
// nothing.
func (d *Device) UnregisterHost(b []byte) error {
	if len(b) == 0 {
		return fmt.Errorf("%s: unregister an empty host span", d.v.Name())
	}
	base := uintptr(unsafe.Pointer(&b[0]))
	h := &d.host
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	sp, ok := h.pinned[base]
	if !ok {
		h.mu.Unlock()
		return fmt.Errorf("%s: host memory at %#x is not registered", d.v.Name(), base)
	}
	delete(h.pinned, base)
	h.mu.Unlock()
	a := d.a
	return d.Do(a.MemHostUnregister.Name, "", func() Result { return a.MemHostUnregister.F(sp.pages) })
}

// releaseHost unregisters every host buffer (at the Device's Close) and
// unmaps the cached ones; buffers still handed out stay mapped until
// freed.
func (d *Device) releaseHost() error {
	h := &d.host
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	var free, live [][]byte
	for _, fs := range h.free {
		free = append(free, fs...)
	}
	for _, b := range h.live {
		live = append(live, b)
	}
	pinned := h.pinned
	h.free, h.cached, h.pinned = nil, 0, nil
	h.mu.Unlock()
	var err error
	a := d.a
	for _, sp := range pinned {
		// The caller's span, still mapped (RegisterHost's contract).
		if e := d.Do(a.MemHostUnregister.Name, "", func() Result { return a.MemHostUnregister.F(sp.pages) }); e != nil && err == nil {
			err = e
		}
	}
	for _, b := range free {
		if e := d.dropHost(b, true); e != nil && err == nil {
			err = e
		}
	}
	for _, b := range live {
		if e := d.dropHost(b, false); e != nil && err == nil {
			err = e
		}
	}
	return err
}
