package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/kcache"
)

// runTOSAKernel loads so, runs @kernel of tosaKernel(m,k,n,lo,hi) on fresh
// random inputs and compares with the Go reference.
func runTOSAKernel(t *testing.T, so []byte, m, k, n int, lo, hi float32, r *rand.Rand) {
	t.Helper()
	fn := hostkernel.Load(t, so, "kernel")
	bufs := gputest.Buffers(t, m*k, k*n, m*n, m*n)
	for _, b := range bufs[:3] {
		gputest.Fill(r, b)
	}
	if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	gputest.CloseEnough(t, fmt.Sprintf("%dx%dx%d", m, k, n), bufs[3], tosaReference(bufs[0], bufs[1], bufs[2], m, k, n, lo, hi))
}

func TestCompilerParallel(t *testing.T) {
	lib := gputest.OpenLib(t)
	comp := NewCompiler(lib, 3)
	defer comp.Close()
	if comp.Workers() != 3 {
		t.Fatalf("workers %d", comp.Workers())
	}
	seed := rand.Uint64()
	type job struct {
		m, k, n int
		lo, hi  float32
	}
	r := rand.New(rand.NewPCG(seed, 1))
	jobs := make([]job, 10)
	for i := range jobs {
		jobs[i] = job{1 + r.IntN(9), 1 + r.IntN(20), 1 + r.IntN(9), float32(r.IntN(50)) / 100, 2 + float32(r.IntN(100))/25}
	}
	sos := make([][]byte, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Go(func() {
			sos[i], errs[i] = comp.CompileHost(context.Background(), []byte(tosaKernel(j.m, j.k, j.n, j.lo, j.hi)), SourceTOSA)
		})
	}
	// Raised kernels compile in the same pool, interleaved with TOSA ones.
	var raised []byte
	var raisedErr error
	wg.Go(func() { raised, raisedErr = comp.CompileHost(context.Background(), []byte(raisedKernel), SourceRaised) })
	wg.Wait()
	if raisedErr != nil || len(raised) == 0 {
		t.Fatalf("raised kernel: %v", raisedErr)
	}
	for i, j := range jobs {
		if errs[i] != nil {
			t.Fatalf("job %d: %v", i, errs[i])
		}
		runTOSAKernel(t, sos[i], j.m, j.k, j.n, j.lo, j.hi, rand.New(rand.NewPCG(seed, uint64(i+2))))
	}
	idle := comp.workers.Idle()
	if idle == 0 || idle > comp.Workers() {
		t.Fatalf("%d idle workers after the batch, want 1..%d", idle, comp.Workers())
	}
	// Same source, same bytes: objects are deterministic across workers.
	again, err := comp.CompileHost(context.Background(), []byte(tosaKernel(jobs[0].m, jobs[0].k, jobs[0].n, jobs[0].lo, jobs[0].hi)), SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, sos[0]) {
		t.Fatal("recompiling the same kernel gave different bytes")
	}
	// A failed compile does not poison the pool.
	if _, err := comp.CompileHost(context.Background(), []byte("func.func @f("), SourceTOSA); err == nil {
		t.Fatal("syntax error compiled")
	}
	if _, err := comp.CompileHost(context.Background(), []byte(raisedKernel), SourceRaised); err != nil {
		t.Fatalf("after a failure: %v", err)
	}
	pt := comp.PhaseTimes()
	if pt.Kernels != len(jobs)+3 || pt.Parse <= 0 || pt.Lower <= 0 || pt.Translate <= 0 || pt.Optimize <= 0 || pt.Codegen <= 0 || pt.Link <= 0 {
		t.Fatalf("phase times %+v, want %d kernels and every phase > 0", pt, len(jobs)+3)
	}
	comp.Close()
	if _, err := comp.CompileHost(context.Background(), []byte(raisedKernel), SourceRaised); err != ErrCompilerClosed {
		t.Fatalf("after Close: %v", err)
	}
}

func TestCompileHostCached(t *testing.T) {
	lib := gputest.OpenLib(t)
	comp := NewCompiler(lib, 1)
	defer comp.Close()
	cache, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	m, k, n := 2+r.IntN(5), 3+r.IntN(9), 1+r.IntN(6)
	lo, hi := float32(r.IntN(50))/100, float32(3)
	src := []byte(tosaKernel(m, k, n, lo, hi))
	first, hit, err := comp.CompileHostCached(context.Background(), cache, src, SourceTOSA)
	if err != nil || hit {
		t.Fatalf("first compile: hit=%v err=%v", hit, err)
	}
	second, hit, err := comp.CompileHostCached(context.Background(), cache, src, SourceTOSA)
	if err != nil || !hit || !bytes.Equal(first, second) {
		t.Fatalf("second compile: hit=%v err=%v same=%v", hit, err, bytes.Equal(first, second))
	}
	runTOSAKernel(t, second, m, k, n, lo, hi, r)
	// The same source as another kind is another entry.
	if key := comp.HostCacheKey(src, SourceRaised); key.Key() == comp.HostCacheKey(src, SourceTOSA).Key() {
		t.Fatal("source kind is not part of the key")
	}
	// A bit-flipped entry is detected, removed and recompiled.
	entries, _ := filepath.Glob(filepath.Join(cache.Dir(), "kernels", "*", "*.mgxk"))
	if len(entries) != 1 {
		t.Fatalf("%d cache entries, want 1", len(entries))
	}
	b, _ := os.ReadFile(entries[0])
	b[len(b)-1-r.IntN(len(first))] ^= 1 << r.IntN(8)
	os.WriteFile(entries[0], b, 0o644)
	third, hit, err := comp.CompileHostCached(context.Background(), cache, src, SourceTOSA)
	if err != nil || hit || !bytes.Equal(third, first) {
		t.Fatalf("after bit flip: hit=%v err=%v same=%v", hit, err, bytes.Equal(third, first))
	}
	if s, _ := cache.Stats(); s.Corrupt != 1 || s.Entries != 1 {
		t.Fatalf("stats after bit flip: %+v", s)
	}
	runTOSAKernel(t, third, m, k, n, lo, hi, r)
}

func BenchmarkCompileHostFreshContext(b *testing.B) {
	lib := gputest.OpenLib(b)
	src := []byte(tosaKernel(16, 64, 32, 0, 6))
	for b.Loop() {
		if _, err := CompileHost(context.Background(), lib, src, SourceTOSA); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompilerCompileHost(b *testing.B) {
	lib := gputest.OpenLib(b)
	comp := NewCompiler(lib, 1)
	defer comp.Close()
	src := []byte(tosaKernel(16, 64, 32, 0, 6))
	for b.Loop() {
		if _, err := comp.CompileHost(context.Background(), src, SourceTOSA); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompileHostCacheHit(b *testing.B) {
	lib := gputest.OpenLib(b)
	comp := NewCompiler(lib, 1)
	defer comp.Close()
	cache, err := kcache.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	src := []byte(tosaKernel(16, 64, 32, 0, 6))
	if _, _, err := comp.CompileHostCached(context.Background(), cache, src, SourceTOSA); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, hit, err := comp.CompileHostCached(context.Background(), cache, src, SourceTOSA); err != nil || !hit {
			b.Fatalf("hit=%v err=%v", hit, err)
		}
	}
}
