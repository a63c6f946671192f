package gpudev

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostBuffers: host buffers are registered mappings that copies reach
// directly (no staging chunk, the download asynchronous until
// Synchronize), reused by size once given back, and still valid memory
// after the Device is closed (unregistered then, unmapped when freed).
func TestHostBuffers(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	for _, n := range []int{1, 100003, 3<<20 + 1} {
		in, err := d.AllocHostBuffer(int64(n))
		if err != nil {
			t.Fatal(err)
		}
		out, err := d.AllocHostBuffer(int64(n))
		if err != nil {
			t.Fatal(err)
		}
		if len(in) != n || len(out) != n {
			t.Fatalf("host buffers of %d and %d bytes, want %d", len(in), len(out), n)
		}
		want := randBytes(rng, n)
		copy(in, want)
		for i, b := range want { // out differs from want in every byte until the download lands
			out[i] = ^b
		}
		p := mustAlloc(t, d, int64(n))
		if err := errors2(d.CopyIn(s, p, in), d.CopyOut(s, out, p)); err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(out, want) {
			t.Errorf("%d bytes: the download arrived before Synchronize", n)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out, want) {
			t.Errorf("%d bytes through host buffers: round trip differs", n)
		}
		if err := errors2(d.Free(p), errors2(d.FreeHostBuffer(in), d.FreeHostBuffer(out))); err != nil {
			t.Fatal(err)
		}
	}
	if n := g.count("cuMemAllocHost_v2"); n != 0 {
		t.Errorf("%d staging chunks for copies of host buffers, want 0 (direct DMA)", n)
	}
	regs := g.count("cuMemHostRegister_v2")
	if regs != 6 {
		t.Errorf("%d registrations, want 6", regs)
	}
	// Reuse: the same size again is a buffer given back, not registered anew.
	b, err := d.AllocHostBuffer(100000)
	if err != nil {
		t.Fatal(err)
	}
	if g.count("cuMemHostRegister_v2") != regs {
		t.Error("a buffer of a size given back was registered anew")
	}
	if err := d.FreeHostBuffer(b); err != nil {
		t.Fatal(err)
	}
	if err := d.FreeHostBuffer(b); err == nil || !strings.Contains(err.Error(), "not one of this device's") {
		t.Errorf("second free: %v", err)
	}
	if err := d.FreeHostBuffer(make([]byte, 10)); err == nil {
		t.Error("freeing Go memory as a host buffer succeeded")
	}
	if _, err := d.AllocHostBuffer(0); err == nil {
		t.Error("a host buffer of 0 bytes")
	}
	g.fail("cuMemHostRegister_v2", rOutOfMemory)
	if _, err := d.AllocHostBuffer(7 << 20); err == nil || !strings.Contains(err.Error(), "cuMemHostRegister_v2") {
		t.Errorf("failed registration: %v", err)
	}
	// A buffer held past Close: unregistered, still memory, unmapped at free.
	held, err := d.AllocHostBuffer(70000)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	noLeaks(t, g, d)
	unregs := g.count("cuMemHostUnregister")
	copy(held, "still mine")
	if string(held[:10]) != "still mine" {
		t.Error("a held buffer changed at Close")
	}
	if err := d.FreeHostBuffer(held); err != nil {
		t.Fatal(err)
	}
	if g.count("cuMemHostUnregister") != unregs {
		t.Error("freeing a buffer after Close called the driver")
	}
	if _, err := d.AllocHostBuffer(10); err == nil {
		t.Error("a host buffer from a closed device")
	}
}

// TestHostRound: sizes round up to 64 KiB, above 2 MiB to 2 MiB.
func TestHostRound(t *testing.T) {
	for _, c := range [][2]int64{{1, 64 << 10}, {64 << 10, 64 << 10}, {64<<10 + 1, 128 << 10}, {2 << 20, 2 << 20}, {2<<20 + 1, 4 << 20}} {
		if got := hostRound(c[0]); int64(got) != c[1] {
			t.Errorf("hostRound(%d) = %d, want %d", c[0], got, c[1])
		}
	}
}

// TestRegisterHost: the caller's own memory, registered (whole pages
// around it, unaligned as numpy's is), is copied by DMA directly — no
// staging chunk, the download arriving at Synchronize — and so is a span
// inside it; registering twice, unregistering what is not registered and
// empty spans are errors; after unregistering, copies are staged again;
// the Device's release unregisters what is left.
func TestRegisterHost(t *testing.T) {
	rng := newRNG(t)
	d, g, _ := newFakeDevice(t)
	s := mustStream(t, d)
	n := 3*ChunkBytes + 5
	// Unaligned spans of memory that is not Go's to move.
	mem := make([]byte, 2*n+3*4096)
	in, out := mem[17:17+n], mem[n+2*4096+33:2*n+2*4096+33]
	want := randBytes(rng, n)
	copy(in, want)
	if err := errors2(d.RegisterHost(in), d.RegisterHost(out)); err != nil {
		t.Fatal(err)
	}
	p := mustAlloc(t, d, int64(n))
	if err := errors2(d.CopyIn(s, p, in), d.CopyOut(s, out, p)); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(out, want) {
		t.Error("the download arrived before Synchronize: staged, not by DMA")
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want) {
		t.Error("round trip through registered memory differs")
	}
	if err := errors2(d.CopyIn(s, p, in[100:5000]), s.Synchronize()); err != nil {
		t.Fatal(err)
	}
	if k := g.count("cuMemAllocHost_v2"); k != 0 {
		t.Errorf("%d staging chunks for registered memory, want 0", k)
	}
	if err := d.RegisterHost(in); err == nil || !strings.Contains(err.Error(), "registered already") {
		t.Errorf("second registration: %v", err)
	}
	if err := d.UnregisterHost(mem[5:9]); err == nil || !strings.Contains(err.Error(), "not registered") {
		t.Errorf("unregistering what is not registered: %v", err)
	}
	if err := errors2(d.RegisterHost(nil), d.UnregisterHost(nil)); err == nil {
		t.Error("an empty span registered")
	}
	if err := d.UnregisterHost(in); err != nil {
		t.Fatal(err)
	}
	if err := errors2(d.CopyIn(s, p, in), s.Synchronize()); err != nil {
		t.Fatal(err)
	}
	if g.count("cuMemAllocHost_v2") == 0 {
		t.Error("unregistered memory still copied by DMA")
	}
	if err := errors2(s.Close(), d.Free(p)); err != nil {
		t.Fatal(err)
	}
	g.mu.Lock()
	regs := len(g.regs)
	g.mu.Unlock()
	if regs != 1 {
		t.Fatalf("%d spans registered with the driver, want 1 (out)", regs)
	}
	noLeaks(t, g, d)
	g.mu.Lock()
	regs = len(g.regs)
	g.mu.Unlock()
	if regs != 0 {
		t.Errorf("%d spans still registered after the release", regs)
	}
	if err := d.UnregisterHost(out); err != nil {
		t.Errorf("unregister after the release: %v", err)
	}
}
