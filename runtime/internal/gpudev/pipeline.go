package gpudev

// Large copies: a pipeline of copy workers ahead of the DMAs.
//
// The stream ring (staging.go) stages a copy through a few chunks, each
// filled by a parallel memcpy that the calling thread starts and waits
// for, chunk after chunk. Starting threads for every chunk costs more
// than the memcpy gains from them (measured on an H200's host: 8 MiB
// chunks staged at 18 GB/s while eight threads copy at 37 GB/s), and the
// calling thread waits for each chunk's memcpy before it enqueues the
// chunk's DMA. So a copy of pipelineMin bytes or more runs as a pipeline
// instead: workers started once per copy take chunks in order and copy
// them (into pinned chunks for an upload, out of them for a download)
// while the calling thread, the one with the device current, enqueues
// each chunk's DMA as soon as its memcpy is done (upload) or hands each
// chunk to the workers as soon as its DMA is (download). Half the chunks
// are being copied while the other half wait for or ride the bus, so the
// memcpy (several threads) and the DMA overlap, and the copy runs at the
// slower of the two rates rather than at their sum's reciprocal.

import (
	"runtime"
	"sync"
	"unsafe"
)

const (
	// pipelineMin is the least a copy takes to go through the pipeline;
	// smaller ones go through the stream's ring.
	pipelineMin = 2 * ChunkBytes
	// maxPipeWorkers bounds the memcpy threads of one pipelined copy: a
	// thread copies about 6.6 GB/s into pinned memory, a bus takes 55;
	// sixteen threads copied 46 GB/s on an H200's host.
	maxPipeWorkers = 16
)

// pipe is one pipelined copy's pinned chunks (its slots), their events and
// its workers' hand-offs. The calling thread has the device current.
type pipe struct {
	st    *stream
	bufs  [][]byte  // pinned chunks, one per slot
	evs   []uintptr // event recorded after each slot's last DMA
	ready []chan struct{}
	jobs  chan int
	wg    sync.WaitGroup
	offs  []int // chunk c is bytes offs[c]:offs[c+1] of the copy
	n     int   // chunks of the copy
	last  int   // the slot whose event was recorded last, -1 before any
}

// newPipe takes the slots for a copy of size bytes (up to two per worker,
// no more than the copy has chunks) and starts the workers, which run
// work(off, buf) for each chunk handed to them (at offset off in the copy,
// staged in buf) and then mark its slot ready.
// It returns nil, and no error, when pinned memory is not to be had.
func (st *stream) newPipe(size int, work func(off int, buf []byte)) (*pipe, error) {
	d := st.d
	offs, w, r := pipeShape(size)
	p := &pipe{st: st, offs: offs, n: len(offs) - 1, jobs: make(chan int, r), last: -1}
	for range r {
		b := d.chunk()
		if b == nil {
			p.release()
			return nil, nil
		}
		p.bufs = append(p.bufs, b)
		p.ready = append(p.ready, make(chan struct{}, 1))
	}
	a := d.a
	p.evs = make([]uintptr, r)
	for i := range p.evs {
		if err := d.check(a.EventCreate.F(&p.evs[i], eventDisableTiming), a.EventCreate.Name, ""); err != nil {
			p.release()
			return nil, err
		}
	}
	for range w {
		p.wg.Go(func() {
			for c := range p.jobs {
				s := c % len(p.bufs)
				off, n := p.chunk(c)
				work(off, p.bufs[s][:n])
				p.ready[s] <- struct{}{}
			}
		})
	}
	return p, nil
}

// pipeShape is how a copy of size bytes is pipelined: its chunks' offsets
// (whole chunks between the ramps, the last of them ragged), the workers
// copying them (one thread is left to the DMAs) and the slots (up to two
// per worker: half being copied, half on the bus).
func pipeShape(size int) (offs []int, workers, slots int) {
	offs = []int{0}
	lo, hi := 0, size
	var tail []int
	// The first chunks grow to a whole one, and the last shrink again:
	// the bus waits for the first chunk's memcpy (one thread's) before
	// its first DMA, and a download's last chunk is copied out by one
	// thread after the bus is done, so small chunks at the ends keep
	// those waits short.
	for _, r := range [...]int{ChunkBytes >> 3, ChunkBytes >> 2, ChunkBytes >> 1} {
		if hi-lo < 4*ChunkBytes {
			break
		}
		lo += r
		offs = append(offs, lo)
		hi -= r
		tail = append(tail, r)
	}
	for lo < hi {
		lo += min(ChunkBytes, hi-lo)
		offs = append(offs, lo)
	}
	for i := len(tail) - 1; i >= 0; i-- {
		lo += tail[i]
		offs = append(offs, lo)
	}
	chunks := len(offs) - 1
	workers = max(1, min(runtime.GOMAXPROCS(0)-1, maxPipeWorkers, chunks-1))
	return offs, workers, min(2*workers, chunks)
}

// chunk is chunk c's offset in the copy and its length.
func (p *pipe) chunk(c int) (off, n int) { return p.offs[c], p.offs[c+1] - p.offs[c] }

// record records slot s's event after the DMAs enqueued so far.
func (p *pipe) record(s int) error {
	a := p.st.d.a
	if err := p.st.d.check(a.EventRecord.F(p.evs[s], p.st.h), a.EventRecord.Name, ""); err != nil {
		return err
	}
	p.last = s
	return nil
}

// wait waits for slot s's last recorded DMA.
func (p *pipe) wait(s int) error {
	a := p.st.d.a
	return p.st.d.check(a.EventSynchronize.F(p.evs[s]), a.EventSynchronize.Name, "")
}

// finish stops the workers once they have copied what they were given and
// waits for the pipe's DMAs (the slots' chunks go back to the pool then),
// returning the first error of err and its own.
func (p *pipe) finish(err error) error {
	close(p.jobs)
	p.wg.Wait()
	if p.last >= 0 {
		// The stream runs in order: the last DMA recorded is behind the
		// others.
		if e := p.wait(p.last); err == nil {
			err = e
		}
	}
	if e := p.release(); err == nil {
		err = e
	}
	return err
}

// release destroys the events and gives the chunks back.
func (p *pipe) release() error {
	d := p.st.d
	var err error
	for _, ev := range p.evs {
		if ev != 0 {
			if e := d.check(d.a.EventDestroy.F(ev), d.a.EventDestroy.Name, ""); e != nil && err == nil {
				err = e
			}
		}
	}
	p.evs = nil
	for _, b := range p.bufs {
		if e := d.giveBack(b); e != nil && err == nil {
			err = e
		}
	}
	p.bufs = nil
	return err
}

// upload copies src to dst through the pipeline: the workers fill chunks
// in order; each chunk's DMA is enqueued once it is filled; a slot is
// refilled once its DMA is done. It returns once every chunk is staged,
// so src may be reused then, but without waiting for the last DMAs: the
// stream holds the pipe's chunks until its next pipelined copy or its
// synchronization, so the kernels a run enqueues next queue behind the
// tail of the upload instead of after a host round trip on an idle GPU.
// ok is false when pinned memory was not to be had.
func (st *stream) upload(dst uint64, src []byte) (ok bool, err error) {
	if err := st.releaseHeld(); err != nil {
		return false, err
	}
	p, err := st.newPipe(len(src), func(off int, buf []byte) {
		copy(buf, src[off:])
	})
	if p == nil || err != nil {
		return false, err
	}
	a := st.d.a
	r := len(p.bufs)
	for c := range r {
		p.jobs <- c
	}
	half := r / 2
	for c := 0; c < p.n && err == nil; c++ {
		s := c % r
		<-p.ready[s]
		off, n := p.chunk(c)
		err = st.d.check(a.MemcpyHtoDAsync.F(dst+uint64(off), unsafe.Pointer(unsafe.SliceData(p.bufs[s])), uint64(n), st.h), a.MemcpyHtoDAsync.Name, "")
		if err == nil {
			err = p.record(s)
		}
		// The chunk half a ring back has most likely left already: its
		// slot takes the chunk half a ring ahead.
		if q := c - half; err == nil && q >= 0 && q+r < p.n {
			if err = p.wait(q % r); err == nil {
				p.jobs <- q + r
			}
		}
	}
	if err != nil {
		return true, p.finish(err)
	}
	close(p.jobs)
	p.wg.Wait()
	st.held = p
	return true, nil
}

// releaseHeld waits for the DMAs of the upload the stream holds, if any,
// and gives its chunks back.
func (st *stream) releaseHeld() error {
	p := st.held
	if p == nil {
		return nil
	}
	st.held = nil
	err := p.wait(p.last)
	if e := p.release(); err == nil {
		err = e
	}
	return err
}

// download copies src to dst through the pipeline: each slot's DMA is
// enqueued up front; as each completes, the workers copy the chunk out
// and the slot takes the DMA of the chunk a ring ahead. It returns once
// dst holds every byte. ok is false when pinned memory was not to be had.
func (st *stream) download(dst []byte, src uint64) (ok bool, err error) {
	if err := st.releaseHeld(); err != nil {
		return false, err
	}
	p, err := st.newPipe(len(dst), func(off int, buf []byte) {
		copy(dst[off:], buf)
	})
	if p == nil || err != nil {
		return false, err
	}
	a := st.d.a
	r := len(p.bufs)
	enqueue := func(c int) error {
		s := c % r
		off, n := p.chunk(c)
		if err := st.d.check(a.MemcpyDtoHAsync.F(unsafe.Pointer(unsafe.SliceData(p.bufs[s])), src+uint64(off), uint64(n), st.h), a.MemcpyDtoHAsync.Name, ""); err != nil {
			return err
		}
		return p.record(s)
	}
	for c := 0; c < r && err == nil; c++ {
		err = enqueue(c)
	}
	half := r / 2
	for c := 0; c < p.n && err == nil; c++ {
		if err = p.wait(c % r); err != nil {
			break
		}
		p.jobs <- c
		// The chunk half a ring back has most likely been copied out: its
		// slot takes the DMA of the chunk half a ring ahead.
		if q := c - half; q >= 0 && q+r < p.n {
			<-p.ready[q%r]
			err = enqueue(q + r)
		}
	}
	// What the workers were given is copied out before finish returns.
	return true, p.finish(err)
}
