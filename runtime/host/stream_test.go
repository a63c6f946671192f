package host

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/runtime"
)

// TestStreamOneThread: a launch on a stream set to one thread
// (runtime.Threaded, what a session whose runs were faster so sets) runs
// the kernel whole on the launching thread: no worker takes a range, even
// on a pool that splits every launch, and the bytes are the split
// launches'. Set back, launches split again.
func TestStreamOneThread(t *testing.T) {
	f, err := chainObject(t, 1, false).Func("chain")
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	SplitAlways(p)
	d := NewDevice(p)
	defer d.Close()
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := s.(runtime.Threaded)
	if !ok || ts.Threads() != 2 {
		t.Fatalf("the host stream is not runtime.Threaded with 2 threads (%T)", s)
	}
	k := kernel{f, p}
	x0 := randomChain(rand.New(rand.NewPCG(5, 6)))
	launch := func() []float32 {
		x := slices.Clone(x0)
		if err := k.Launch(s, runtime.LaunchConfig{}, []runtime.DevicePtr{runtime.DevicePtr(unsafe.Pointer(&x[0]))}); err != nil {
			t.Fatal(err)
		}
		return x
	}
	want := launch()
	waitFor(t, "the worker takes a range", func() bool { launch(); return p.Stats().WorkerJobs > 0 })
	ts.SetOneThread(true)
	// Every split phase publishes a job (gen): none may be published for
	// the workers while the stream runs on one thread.
	published := p.gen.Load()
	for range 20 {
		if got := launch(); !slices.Equal(got, want) {
			t.Fatal("a launch on one thread computed other bytes than a split one")
		}
	}
	if n := p.gen.Load() - published; n != 0 {
		t.Errorf("launches on a one-thread stream published %d jobs to the workers", n)
	}
	ts.SetOneThread(false)
	jobs := p.Stats().WorkerJobs
	waitFor(t, "the worker takes a range again", func() bool { launch(); return p.Stats().WorkerJobs > jobs })
}
