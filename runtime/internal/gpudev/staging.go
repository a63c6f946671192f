package gpudev

// Staging: how host memory reaches the device and comes back.
//
// The drivers move data between device memory and pinned (page-locked)
// host memory by DMA at the bus's speed, asynchronously; from pageable
// memory they stage it through buffers of their own, synchronously, at a
// fraction of that. So a Device copies through pinned chunks of
// ChunkBytes that it pools for its streams: a stream takes up to
// ringSlots chunks while it copies and gives them back when it
// synchronizes, so pinned memory grows with the streams copying at once,
// not with the streams (sessions, buckets) alive.
//
// A copy smaller than pipelineMin goes through the stream's ring of
// chunks: the memcpy of one chunk into pinned memory runs while the DMA
// of the chunk before does, and an event recorded after each slot's last
// DMA says when the slot may be written again. Downloads land in pinned
// chunks and are copied to the caller's memory as each chunk's DMA
// completes. Larger copies run as a pipeline of memcpy workers ahead of
// the DMAs (pipeline.go).
//
// The Device never registers the caller's memory on its own: a
// registration must not outlive the memory it pins, and nothing tells the
// Device when the caller frees it (numpy's arrays come and go with every
// run), and per run it costs about ten staged copies. A caller that
// reuses its buffers registers them itself (RegisterHost, hostmem.go);
// the Python binding does so for arrays it sees a second time, tying the
// registration to the array's life.

import (
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"
	"unsafe"

	mrt "github.com/mgxport/mgxport/runtime"
)

const (
	// ChunkBytes is one pinned staging chunk: a copy larger than this
	// streams through a stream's ring of chunks.
	ChunkBytes = 1 << 20
	// ringSlots is how many chunks one stream cycles through: with two,
	// the memcpy of one chunk overlaps the DMA of the other; the others
	// absorb the jitter of either.
	ringSlots = 4
	// maxPooledChunks bounds the free chunks a Device keeps; chunks given
	// back beyond it are freed.
	maxPooledChunks = 2 * maxPipeWorkers
	// copyPart is the least a thread of a parallel memcpy copies, and
	// maxCopyThreads the most threads one memcpy uses: past a few
	// threads, memory bandwidth, not the thread count, bounds it.
	copyPart       = 1 << 20
	maxCopyThreads = 8

	eventDisableTiming = 2 // CU_EVENT_DISABLE_TIMING, hipEventDisableTiming
)

// pinnedPool is a Device's free pinned chunks, shared by its streams.
type pinnedPool struct {
	mu   sync.Mutex
	free [][]byte
	// pageable is why pinned allocation failed: copies then go through
	// the caller's pageable memory directly (the driver stages them).
	pageable error
	// released: the Device's staging was released; chunks given back
	// afterwards are freed.
	released bool
	// warn receives the one message about the pageable fallback.
	warn io.Writer
}

// chunk takes a pinned chunk from the pool, allocating one when none is
// free (with the device current); nil, and no error, once pinned
// allocation has failed: the caller copies pageable memory then. The
// first failure is said once on the pool's warn writer.
func (d *Device) chunk() []byte {
	p := &d.pool
	p.mu.Lock()
	if p.pageable != nil {
		p.mu.Unlock()
		return nil
	}
	if n := len(p.free); n > 0 {
		b := p.free[n-1]
		p.free = p.free[:n-1]
		p.mu.Unlock()
		return b
	}
	p.mu.Unlock()
	var ptr unsafe.Pointer
	err := d.v.AllocHost(&ptr, ChunkBytes)
	if err == nil {
		return unsafe.Slice((*byte)(ptr), ChunkBytes)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pageable == nil {
		p.pageable = fmt.Errorf("pinned staging chunk of %d bytes: %w", ChunkBytes, err)
		if p.warn != nil {
			fmt.Fprintf(p.warn, "mgxport: %s: %v; host copies go through pageable memory from now on (slower)\n", d.v.Name(), p.pageable)
		}
	}
	return nil
}

// giveBack returns a chunk to the pool, or frees it when the pool is full
// or released (with the device current).
func (d *Device) giveBack(b []byte) error {
	p := &d.pool
	p.mu.Lock()
	if !p.released && len(p.free) < maxPooledChunks {
		p.free = append(p.free, b)
		p.mu.Unlock()
		return nil
	}
	p.mu.Unlock()
	return d.freeHost(b)
}

func (d *Device) freeHost(b []byte) error {
	return d.check(d.a.MemFreeHost.F(unsafe.Pointer(unsafe.SliceData(b))), d.a.MemFreeHost.Name, "")
}

// SetStagingWarnings sets where the one message about falling back to
// pageable copies goes (os.Stderr by default; nil: nowhere).
func (d *Device) SetStagingWarnings(w io.Writer) {
	d.pool.mu.Lock()
	defer d.pool.mu.Unlock()
	d.pool.warn = w
}

// StagingFallback is why host copies go through pageable memory (pinned
// allocation failed), nil while they go through pinned chunks.
func (d *Device) StagingFallback() error {
	d.pool.mu.Lock()
	defer d.pool.mu.Unlock()
	return d.pool.pageable
}

// ReleaseStaging frees the pooled pinned chunks and unregisters the host
// buffers (AllocHostBuffer); the vendor's Close calls it, after the
// streams were closed. Chunks a stream still holds are freed when it gives
// them back; host buffers still handed out stay mapped until freed.
func (d *Device) ReleaseStaging() error {
	herr := d.releaseHost()
	p := &d.pool
	p.mu.Lock()
	free := p.free
	p.free, p.released = nil, true
	p.mu.Unlock()
	if len(free) == 0 {
		return herr
	}
	leave, err := d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	err = herr
	for _, b := range free {
		if e := d.freeHost(b); e != nil && err == nil {
			err = e
		}
	}
	return err
}

// stream is a driver stream with its ring of pinned staging slots.
type stream struct {
	d    *Device
	h    uintptr
	ring [ringSlots]slot
	cur  int // the slot copies stage into now
	// held is the last pipelined upload, whose final DMAs may still be
	// in flight: its chunks go back at the next pipelined copy or at the
	// synchronization.
	held *pipe
}

// slot is one chunk of a stream's ring and the copies staged in it.
type slot struct {
	buf  []byte // pinned chunk from the pool; nil until needed
	used int
	// ev is recorded after the slot's last copy when the stream moves on
	// to the next slot (sealed): the slot is free once it completes.
	ev     uintptr
	sealed bool
	outs   []pendingOut // downloads to hand over once the slot's DMAs are done
}

// pendingOut is a download staged in a slot: src (pinned) goes to dst.
type pendingOut struct {
	dst, src []byte
}

// NewStream creates a non-blocking stream.
func (d *Device) NewStream() (mrt.Stream, error) {
	leave, err := d.Enter()
	if err != nil {
		return nil, err
	}
	defer leave()
	s := &stream{d: d}
	if err := d.check(d.a.StreamCreate.F(&s.h, streamNonBlocking), d.a.StreamCreate.Name, ""); err != nil {
		return nil, err
	}
	return s, nil
}

func (d *Device) stream(s mrt.Stream) (*stream, error) {
	st, ok := s.(*stream)
	if !ok || st.d != d {
		return nil, fmt.Errorf("%s: stream %T is not of this device", d.v.Name(), s)
	}
	if st.h == 0 {
		return nil, fmt.Errorf("%s: stream closed", d.v.Name())
	}
	return st, nil
}

// take returns n ≤ ChunkBytes bytes of pinned staging free for a copy
// enqueued now, and their slot; nil (no error) when pinned memory is not
// to be had: the caller copies pageable memory. Moving to the next slot
// seals the current one and waits for the next one's earlier copies
// (handing its downloads over).
func (s *stream) take(n int) (*slot, []byte, error) {
	sl := &s.ring[s.cur]
	if sl.buf != nil && sl.used+n > len(sl.buf) {
		if err := s.seal(sl); err != nil {
			return nil, nil, err
		}
		s.cur = (s.cur + 1) % ringSlots
		sl = &s.ring[s.cur]
		if err := s.reclaim(sl); err != nil {
			return nil, nil, err
		}
	}
	if sl.buf == nil {
		if sl.buf = s.d.chunk(); sl.buf == nil {
			return nil, nil, nil
		}
	}
	b := sl.buf[sl.used : sl.used+n : sl.used+n]
	sl.used += n
	return sl, b, nil
}

// seal records the slot's event after the copies enqueued into it.
func (s *stream) seal(sl *slot) error {
	a := s.d.a
	if sl.ev == 0 {
		if err := s.d.check(a.EventCreate.F(&sl.ev, eventDisableTiming), a.EventCreate.Name, ""); err != nil {
			return err
		}
	}
	if err := s.d.check(a.EventRecord.F(sl.ev, s.h), a.EventRecord.Name, ""); err != nil {
		return err
	}
	sl.sealed = true
	return nil
}

// reclaim waits for a sealed slot's copies and hands its downloads over;
// the slot is empty afterwards (its downloads dropped when the wait
// failed).
func (s *stream) reclaim(sl *slot) error {
	var err error
	if sl.sealed {
		a := s.d.a
		err = s.d.check(a.EventSynchronize.F(sl.ev), a.EventSynchronize.Name, "")
		if err == nil {
			handOver(sl.outs)
		}
	}
	clear(sl.outs)
	sl.outs, sl.sealed, sl.used = sl.outs[:0], false, 0
	return err
}

func handOver(outs []pendingOut) {
	for _, p := range outs {
		pcopy(p.dst, p.src)
	}
}

// Synchronize waits for the stream, then hands staged downloads over.
func (s *stream) Synchronize() error {
	leave, err := s.d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	return s.sync()
}

// sync is Synchronize with the device current: the sealed slots' downloads
// are handed over oldest first, each as soon as its DMAs are done (while
// the later ones run), then the stream is waited for and the current
// slot's downloads handed over. The chunks go back to the pool. After a
// failure nothing more is handed over.
func (s *stream) sync() error {
	var err error
	for i := 1; i < ringSlots; i++ {
		sl := &s.ring[(s.cur+i)%ringSlots]
		if sl.sealed && err == nil {
			err = s.reclaim(sl)
		}
	}
	a := s.d.a
	if serr := s.d.check(a.StreamSynchronize.F(s.h), a.StreamSynchronize.Name, ""); err == nil {
		err = serr
	}
	if p := s.held; p != nil {
		// Its DMAs are done with the stream's.
		s.held = nil
		if e := p.release(); err == nil {
			err = e
		}
	}
	var ferr error
	for i := range s.ring {
		sl := &s.ring[i]
		if err == nil && !sl.sealed {
			handOver(sl.outs)
		}
		clear(sl.outs)
		sl.outs, sl.sealed, sl.used = sl.outs[:0], false, 0
		if sl.buf != nil {
			if e := s.d.giveBack(sl.buf); e != nil && ferr == nil {
				ferr = e
			}
			sl.buf = nil
		}
	}
	s.cur = 0
	if err == nil {
		err = ferr
	}
	return err
}

// Close synchronizes and destroys the stream and its slots' events; the
// chunks went back to the pool at the synchronization.
func (s *stream) Close() error {
	if s.h == 0 {
		return nil
	}
	leave, err := s.d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	a := s.d.a
	err = s.sync()
	for i := range s.ring {
		if ev := s.ring[i].ev; ev != 0 {
			if e := s.d.check(a.EventDestroy.F(ev), a.EventDestroy.Name, ""); e != nil && err == nil {
				err = e
			}
			s.ring[i].ev = 0
		}
	}
	if e := s.d.check(a.StreamDestroy.F(s.h), a.StreamDestroy.Name, ""); e != nil && err == nil {
		err = e
	}
	s.h = 0
	return err
}

// CopyIn stages src in pinned chunks and enqueues their uploads, the
// memcpy of each chunk overlapping the DMA of the one before; src may be
// reused on return. Without pinned memory the driver copies from src
// itself, before it returns. From a host buffer of this device
// (AllocHostBuffer) the upload reads src directly, until the stream is
// synchronized.
func (d *Device) CopyIn(s mrt.Stream, dst mrt.DevicePtr, src []byte) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	leave, err := d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	a := d.a
	if len(src) > 0 && d.hostSpan(unsafe.Pointer(&src[0]), len(src)) {
		// A host buffer of this device: DMA straight from it.
		r := a.MemcpyHtoDAsync.F(uint64(dst), unsafe.Pointer(&src[0]), uint64(len(src)), st.h)
		return d.check(r, a.MemcpyHtoDAsync.Name, "")
	}
	if len(src) >= pipelineMin {
		if ok, err := st.upload(uint64(dst), src); ok || err != nil {
			return err
		}
	}
	for off := 0; off < len(src); {
		n := min(len(src)-off, ChunkBytes)
		_, b, err := st.take(n)
		if err != nil {
			return err
		}
		if b == nil {
			// Pageable: the call returns once the driver has read src.
			r := a.MemcpyHtoDAsync.F(uint64(dst)+uint64(off), unsafe.Pointer(&src[off]), uint64(len(src)-off), st.h)
			return d.check(r, a.MemcpyHtoDAsync.Name, "")
		}
		pcopy(b, src[off:off+n])
		r := a.MemcpyHtoDAsync.F(uint64(dst)+uint64(off), unsafe.Pointer(unsafe.SliceData(b)), uint64(n), st.h)
		if err := d.check(r, a.MemcpyHtoDAsync.Name, ""); err != nil {
			return err
		}
		off += n
	}
	return nil
}

// CopyOut enqueues downloads into pinned chunks; dst is filled as they
// complete and at the latest at the stream's Synchronize. Without pinned
// memory the driver copies into dst itself, before it returns.
func (d *Device) CopyOut(s mrt.Stream, dst []byte, src mrt.DevicePtr) error {
	st, err := d.stream(s)
	if err != nil {
		return err
	}
	leave, err := d.Enter()
	if err != nil {
		return err
	}
	defer leave()
	a := d.a
	if len(dst) > 0 && d.hostSpan(unsafe.Pointer(&dst[0]), len(dst)) {
		// A host buffer of this device: DMA straight into it.
		r := a.MemcpyDtoHAsync.F(unsafe.Pointer(&dst[0]), uint64(src), uint64(len(dst)), st.h)
		return d.check(r, a.MemcpyDtoHAsync.Name, "")
	}
	if len(dst) >= pipelineMin {
		if ok, err := st.download(dst, uint64(src)); ok || err != nil {
			return err
		}
	}
	for off := 0; off < len(dst); {
		n := min(len(dst)-off, ChunkBytes)
		sl, b, err := st.take(n)
		if err != nil {
			return err
		}
		if b == nil {
			// Pageable: the call returns once the copy is done.
			r := a.MemcpyDtoHAsync.F(unsafe.Pointer(&dst[off]), uint64(src)+uint64(off), uint64(len(dst)-off), st.h)
			return d.check(r, a.MemcpyDtoHAsync.Name, "")
		}
		r := a.MemcpyDtoHAsync.F(unsafe.Pointer(unsafe.SliceData(b)), uint64(src)+uint64(off), uint64(n), st.h)
		if err := d.check(r, a.MemcpyDtoHAsync.Name, ""); err != nil {
			return err
		}
		sl.outs = append(sl.outs, pendingOut{dst: dst[off : off+n], src: b})
		off += n
	}
	return nil
}

// pcopy is copy(dst, src) over several threads when it is large: one
// thread's memcpy runs at a fraction of the bus's bandwidth, and writing
// fresh memory (page faults) is slower still.
func pcopy(dst, src []byte) {
	n := min(len(dst), len(src))
	k := min(n/copyPart, maxCopyThreads, runtime.GOMAXPROCS(0))
	if k < 2 {
		copy(dst, src)
		return
	}
	part := (n/k + 63) &^ 63
	var wg sync.WaitGroup
	for lo := part; lo < n; lo += part {
		hi := min(lo+part, n)
		wg.Go(func() { copy(dst[lo:hi], src[lo:hi]) })
	}
	copy(dst[:part], src[:part])
	wg.Wait()
}

// Bandwidth is what PinnedBandwidth measured: bytes per second between
// pinned host memory and the device, each way.
type Bandwidth = mrt.Bandwidth

// PinnedBandwidth measures the bus: n bytes copied between a pinned host
// buffer and device memory, reps times each way, timed with events on a
// stream of its own after one untimed round trip. It allocates what it
// uses and frees it before returning.
func (d *Device) PinnedBandwidth(n int64, reps int) (Bandwidth, error) {
	if n <= 0 || reps < 1 {
		return Bandwidth{}, fmt.Errorf("%s: pinned bandwidth of %d bytes × %d", d.v.Name(), n, reps)
	}
	dev, err := d.Alloc(n)
	if err != nil {
		return Bandwidth{}, err
	}
	defer d.Free(dev)
	leave, err := d.Enter()
	if err != nil {
		return Bandwidth{}, err
	}
	defer leave()
	a := d.a
	var host unsafe.Pointer
	if err := d.v.AllocHost(&host, uint64(n)); err != nil {
		return Bandwidth{}, fmt.Errorf("pinned buffer of %d bytes: %w", n, err)
	}
	defer a.MemFreeHost.F(host)
	var s uintptr
	if err := d.check(a.StreamCreate.F(&s, streamNonBlocking), a.StreamCreate.Name, ""); err != nil {
		return Bandwidth{}, err
	}
	defer a.StreamDestroy.F(s)
	var ev [3]uintptr
	for i := range ev {
		if err := d.check(a.EventCreate.F(&ev[i], eventDefault), a.EventCreate.Name, ""); err != nil {
			return Bandwidth{}, err
		}
		defer a.EventDestroy.F(ev[i])
	}
	rec := func(e uintptr) error { return d.check(a.EventRecord.F(e, s), a.EventRecord.Name, "") }
	copies := func(up bool, times int) error {
		for range times {
			var err error
			if up {
				err = d.check(a.MemcpyHtoDAsync.F(uint64(dev), host, uint64(n), s), a.MemcpyHtoDAsync.Name, "")
			} else {
				err = d.check(a.MemcpyDtoHAsync.F(host, uint64(dev), uint64(n), s), a.MemcpyDtoHAsync.Name, "")
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
	// Untimed first: the driver maps the buffers on first use.
	err = copies(true, 1)
	for _, f := range []func() error{
		func() error { return copies(false, 1) },
		func() error { return rec(ev[0]) },
		func() error { return copies(true, reps) },
		func() error { return rec(ev[1]) },
		func() error { return copies(false, reps) },
		func() error { return rec(ev[2]) },
		func() error { return d.check(a.EventSynchronize.F(ev[2]), a.EventSynchronize.Name, "") },
	} {
		if err != nil {
			return Bandwidth{}, err
		}
		err = f()
	}
	if err != nil {
		return Bandwidth{}, err
	}
	var t [2]float32
	for i := range t {
		if err := d.check(a.EventElapsedTime.F(&t[i], ev[i], ev[i+1]), a.EventElapsedTime.Name, ""); err != nil {
			return Bandwidth{}, err
		}
		if t[i] <= 0 {
			return Bandwidth{}, fmt.Errorf("%s: pinned bandwidth: %d copies of %d bytes took no time", d.v.Name(), reps, n)
		}
	}
	bps := func(ms float32) float64 {
		return float64(n) * float64(reps) / (time.Duration(float64(ms) * float64(time.Millisecond))).Seconds()
	}
	return Bandwidth{HtoD: bps(t[0]), DtoH: bps(t[1])}, nil
}
