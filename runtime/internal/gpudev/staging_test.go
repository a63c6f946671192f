package gpudev

import (
	"bytes"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	mrt "github.com/mgxport/mgxport/runtime"
)

// pinnedSizes lists the live pinned buffers' sizes.
func (g *fakeGPU) pinnedSizes() []int {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []int
	for _, b := range g.pinned {
		out = append(out, len(b))
	}
	return out
}

// TestCopies round-trips random data of sizes around the staging chunk's
// (zero, odd, one byte either side of a chunk, more chunks than the ring
// holds) through CopyIn, Copy and CopyOut, all enqueued before one
// Synchronize. The fake runs copies at synchronization, reading the pinned
// chunks then, so a Device that refilled a chunk before its upload ran, or
// handed a download over before it arrived, gets the wrong bytes.
func TestCopies(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	sizes := []int{1, 7, 4096, ChunkBytes - 3, ChunkBytes, ChunkBytes + 5, 3*ChunkBytes + 1, ringSlots * ChunkBytes, (ringSlots+1)*ChunkBytes + 12345}
	type buf struct {
		host []byte
		dev  mrt.DevicePtr
	}
	allocs := 0
	for round := range 2 {
		var bufs []buf
		for _, n := range sizes {
			b := buf{host: randBytes(rng, n), dev: mustAlloc(t, d, int64(n))}
			src := append([]byte(nil), b.host...)
			if err := d.CopyIn(s, b.dev, src); err != nil {
				t.Fatalf("CopyIn %d bytes: %v", n, err)
			}
			clear(src) // the caller may reuse src on return
			bufs = append(bufs, b)
		}
		// Zero bytes: nothing reaches the driver.
		before := g.count("cuMemcpyHtoDAsync_v2") + g.count("cuMemcpyDtoHAsync_v2")
		if err := errors2(d.CopyIn(s, bufs[0].dev, nil), d.CopyOut(s, []byte{}, bufs[0].dev)); err != nil {
			t.Fatal(err)
		}
		if g.count("cuMemcpyHtoDAsync_v2")+g.count("cuMemcpyDtoHAsync_v2") != before {
			t.Error("a zero-byte copy reached the driver")
		}
		dsts := make([]mrt.DevicePtr, len(bufs))
		for i, b := range bufs {
			dsts[i] = mustAlloc(t, d, int64(len(b.host)))
			if err := d.Copy(s, dsts[i], b.dev, int64(len(b.host))); err != nil {
				t.Fatal(err)
			}
		}
		outs := make([][]byte, len(bufs))
		for i, b := range bufs {
			outs[i] = make([]byte, len(b.host))
			if err := d.CopyOut(s, outs[i], dsts[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		for i, b := range bufs {
			if !bytes.Equal(outs[i], b.host) {
				t.Errorf("round %d, %d bytes: round trip differs", round, len(b.host))
			}
		}
		for i, b := range bufs {
			if err := errors2(d.Free(b.dev), d.Free(dsts[i])); err != nil {
				t.Fatal(err)
			}
		}
		// Only whole chunks, never more than one stream's ring of them
		// and the largest pipeline's slots; the second round reuses the
		// first's (the pool).
		ps := g.pinnedSizes()
		for _, n := range ps {
			if n != ChunkBytes {
				t.Errorf("pinned buffer of %d bytes, want chunks of %d", n, ChunkBytes)
			}
		}
		_, _, slots := pipeShape(sizes[len(sizes)-1])
		if len(ps) > ringSlots+slots {
			t.Errorf("round %d: %d pinned chunks alive, want at most the ring's %d and a pipeline's %d", round, len(ps), ringSlots, slots)
		}
		if round == 0 {
			allocs = g.count("cuMemAllocHost_v2")
		}
	}
	if n := g.count("cuMemAllocHost_v2"); n != allocs {
		t.Errorf("%d chunk allocations over two rounds, %d in the first (the pool reuses them)", n, allocs)
	}
	if n := g.count("pageable"); n != 0 {
		t.Errorf("%d copies of pageable memory with pinned chunks to be had", n)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	noLeaks(t, g, d)
}

func errors2(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// TestCopyPipelines: small uploads staged through the ring wait only for
// the slots the ring must reuse (k - ringSlots event waits, no stream
// synchronization), so the memcpy of one runs while the earlier DMAs are
// queued; a large upload through the pipeline waits for each slot it
// refills and then for its last DMA, never for the whole stream; copies
// stay in stream order (a later upload to the same address wins, a
// download enqueued after an upload sees it).
func TestCopyPipelines(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	const k = ringSlots + 3
	small := ChunkBytes - 17
	ps := make([]mrt.DevicePtr, k)
	for i := range ps {
		ps[i] = mustAlloc(t, d, int64(small))
		if err := d.CopyIn(s, ps[i], randBytes(rng, small)); err != nil {
			t.Fatal(err)
		}
	}
	// ringSlots copies fill the ring; each later one waits for the copy
	// ringSlots before it.
	if w, syncs := g.count("cuEventSynchronize"), g.count("cuStreamSynchronize"); w != k-ringSlots || syncs != 0 {
		t.Errorf("%d one-chunk uploads: %d event waits and %d stream synchronizations, want %d and 0", k, w, syncs, k-ringSlots)
	}
	n := k*ChunkBytes - 17
	p := mustAlloc(t, d, int64(n))
	first, second := randBytes(rng, n), randBytes(rng, n)
	w0 := g.count("cuEventSynchronize")
	if err := d.CopyIn(s, p, first); err != nil {
		t.Fatal(err)
	}
	offs, _, slots := pipeShape(n)
	chunks := len(offs) - 1
	// No wait for the last DMAs: the stream holds the chunks until its
	// next pipelined copy (which waits for them once) or its sync.
	if w, syncs := g.count("cuEventSynchronize")-w0, g.count("cuStreamSynchronize"); w != chunks-slots || syncs != 0 {
		t.Errorf("one %d-chunk upload: %d event waits and %d stream synchronizations, want %d and 0", chunks, w, syncs, chunks-slots)
	}
	if err := d.CopyIn(s, p, second); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, n)
	if err := d.CopyOut(s, got, p); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, second) {
		t.Error("the download does not see the later upload")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, q := range append(ps, p) {
		if err := d.Free(q); err != nil {
			t.Fatal(err)
		}
	}
	noLeaks(t, g, d)
}

// TestPipeLayout: a pipelined copy's chunks tile it exactly, none larger
// than a pinned chunk, small ones first and last on a large copy, and
// there are slots for two chunks per worker at most.
func TestPipeLayout(t *testing.T) {
	for _, n := range []int{pipelineMin, pipelineMin + 1, 4*ChunkBytes - 1, 4 * ChunkBytes, 7*ChunkBytes + 3, 100 * ChunkBytes} {
		offs, w, r := pipeShape(n)
		if offs[0] != 0 || offs[len(offs)-1] != n {
			t.Errorf("%d bytes: chunks span %d..%d", n, offs[0], offs[len(offs)-1])
		}
		for c := 1; c < len(offs); c++ {
			if l := offs[c] - offs[c-1]; l <= 0 || l > ChunkBytes {
				t.Errorf("%d bytes: chunk %d of %d bytes", n, c-1, l)
			}
		}
		if n >= 4*ChunkBytes {
			if first, last := offs[1], n-offs[len(offs)-2]; first != ChunkBytes/8 || last != ChunkBytes/8 {
				t.Errorf("%d bytes: first chunk %d, last %d; want %d (the ramps)", n, first, last, ChunkBytes/8)
			}
		}
		if w < 1 || r > 2*w || r > len(offs)-1 || r < 2 {
			t.Errorf("%d bytes: %d workers, %d slots for %d chunks", n, w, r, len(offs)-1)
		}
	}
}

// TestPipelineShapes round-trips copies through the pipeline with as many
// workers as a large machine gives it (GOMAXPROCS raised for the test):
// sizes at and around the pipeline's threshold, a ragged last chunk, more
// chunks than slots; every byte arrives, uploads and downloads
// interleaved on one stream, and the chunks all go back to the pool.
func TestPipelineShapes(t *testing.T) {
	rng := newRNG(t)
	for _, procs := range []int{1, 2, 8, 16} {
		prev := runtime.GOMAXPROCS(procs)
		d, g, _ := newFakeDevice(t)
		s := mustStream(t, d)
		for _, n := range []int{pipelineMin, pipelineMin + 1, 5*ChunkBytes + 77, 13 * ChunkBytes, 29*ChunkBytes - 1} {
			want := randBytes(rng, n)
			p := mustAlloc(t, d, int64(n))
			src := append([]byte(nil), want...)
			if err := d.CopyIn(s, p, src); err != nil {
				t.Fatal(err)
			}
			clear(src) // src may be reused on return
			got := make([]byte, n)
			if err := d.CopyOut(s, got, p); err != nil {
				t.Fatal(err)
			}
			// A download through the pipeline is complete on return.
			if !bytes.Equal(got, want) {
				offs, w, r := pipeShape(n)
				t.Errorf("GOMAXPROCS %d, %d bytes (%d chunks, %d workers, %d slots): round trip differs", procs, n, len(offs)-1, w, r)
			}
			if err := d.Free(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if n := g.count("pageable"); n != 0 {
			t.Errorf("GOMAXPROCS %d: %d pageable copies with pinned chunks to be had", procs, n)
		}
		noLeaks(t, g, d)
		runtime.GOMAXPROCS(prev)
	}
}

// TestPageableFallback: when pinned memory cannot be had, copies go
// through the caller's memory (the driver stages them), still in stream
// order and intact, the fallback is said once, and StagingFallback names
// the failed call.
func TestPageableFallback(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	var warn bytes.Buffer
	d.SetStagingWarnings(&warn)
	s := mustStream(t, d)
	if err := d.StagingFallback(); err != nil {
		t.Fatalf("fallback before any copy: %v", err)
	}
	g.fail("cuMemAllocHost_v2", rOutOfMemory)
	for _, n := range []int{3, ChunkBytes + 9, 2*ChunkBytes + 1} {
		want := randBytes(rng, n)
		p := mustAlloc(t, d, int64(n))
		src := append([]byte(nil), want...)
		if err := d.CopyIn(s, p, src); err != nil {
			t.Fatal(err)
		}
		clear(src)
		got := make([]byte, n)
		if err := d.CopyOut(s, got, p); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%d bytes through pageable memory: round trip differs", n)
		}
		if err := d.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	if n := g.count("pageable"); n != 6 {
		t.Errorf("%d pageable copies, want 6 (one call per copy)", n)
	}
	if n := g.count("cuMemAllocHost_v2"); n != 1 {
		t.Errorf("%d pinned allocations tried, want 1 (the failure is remembered)", n)
	}
	if c := strings.Count(warn.String(), "pageable"); c != 1 || !strings.Contains(warn.String(), "cuMemAllocHost_v2") {
		t.Errorf("warnings %q: want one naming cuMemAllocHost_v2", warn.String())
	}
	if err := d.StagingFallback(); err == nil || !strings.Contains(err.Error(), "CUDA_ERROR_OUT_OF_MEMORY") {
		t.Errorf("StagingFallback: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	noLeaks(t, g, d)
}

// TestStagingPoolShared: streams share the pool — a chunk one stream gave
// back serves the next — and chunks a stream holds when the Device's
// staging is released are freed when it gives them back.
func TestStagingPoolShared(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	p := mustAlloc(t, d, 4096)
	for range 3 {
		s := mustStream(t, d)
		if err := d.CopyIn(s, p, randBytes(rng, 4096)); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if n := g.count("cuMemAllocHost_v2"); n != 1 {
		t.Errorf("three streams one after another allocated %d chunks, want 1", n)
	}
	s := mustStream(t, d)
	if err := d.CopyIn(s, p, randBytes(rng, 4096)); err != nil {
		t.Fatal(err)
	}
	if err := d.ReleaseStaging(); err != nil {
		t.Fatal(err)
	}
	if n := len(g.pinnedSizes()); n != 1 {
		t.Fatalf("%d pinned chunks alive while a stream holds one, want 1", n)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	noLeaks(t, g, d)
}

// TestConcurrentStaging: two streams copy multi-chunk tensors at once
// through the shared pool (run under -race), each round trip intact.
func TestConcurrentStaging(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	errs := make(chan error, 2)
	for w := range 2 {
		go func() {
			errs <- func() error {
				rng := rand.New(rand.NewPCG(seed, uint64(w)))
				s, err := d.NewStream()
				if err != nil {
					return err
				}
				defer s.Close()
				for range 3 {
					n := ChunkBytes + rng.IntN(2*ChunkBytes)
					want := randBytes(rng, n)
					p, err := d.Alloc(int64(n))
					if err != nil {
						return err
					}
					got := make([]byte, n)
					if err := errors2(d.CopyIn(s, p, want), d.CopyOut(s, got, p)); err != nil {
						return err
					}
					if err := s.Synchronize(); err != nil {
						return err
					}
					if !bytes.Equal(got, want) {
						t.Errorf("worker %d: %d bytes differ", w, n)
					}
					if err := d.Free(p); err != nil {
						return err
					}
				}
				return nil
			}()
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	if n := len(g.pinnedSizes()); n > 2*ringSlots {
		t.Errorf("%d pinned chunks for two streams, at most %d", n, 2*ringSlots)
	}
	noLeaks(t, g, d)
}

// TestPcopy: the parallel memcpy copies every byte, at sizes that split
// unevenly over the threads.
func TestPcopy(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(maxCopyThreads))
	rng := newRNG(t)
	for _, n := range []int{0, 1, copyPart - 1, 2 * copyPart, 3*copyPart + 77, maxCopyThreads*copyPart + 12345, 20*copyPart + 3} {
		src := randBytes(rng, n)
		dst := make([]byte, n+1)
		dst[n] = 0xee
		pcopy(dst[:n], src)
		if !bytes.Equal(dst[:n], src) || dst[n] != 0xee {
			t.Errorf("%d bytes: copy differs or ran past the end", n)
		}
	}
}

// TestPinnedBandwidth measures the fake bus (fakeBusBytesPerNs) and frees
// what it allocated; a failed pinned allocation is an error naming it.
func TestPinnedBandwidth(t *testing.T) {
	d, g, _ := newFakeDevice(t)
	bw, err := d.PinnedBandwidth(3<<20, 4)
	if err != nil {
		t.Fatal(err)
	}
	want := fakeBusBytesPerNs * 1e9
	for name, v := range map[string]float64{"HtoD": bw.HtoD, "DtoH": bw.DtoH} {
		if math.Abs(v-want) > 1e-3*want {
			t.Errorf("%s %.4g B/s, want %.4g", name, v, want)
		}
	}
	g.fail("cuMemAllocHost_v2", rOutOfMemory)
	if _, err := d.PinnedBandwidth(1<<20, 1); err == nil || !strings.Contains(err.Error(), "cuMemAllocHost_v2") {
		t.Errorf("bandwidth without pinned memory: %v", err)
	}
	if _, err := d.PinnedBandwidth(0, 1); err == nil {
		t.Error("bandwidth of 0 bytes measured")
	}
	noLeaks(t, g, d)
}
