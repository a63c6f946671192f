package runtime

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
)

// loadCounter is a fake device whose Load counts calls and how many run at
// once (each takes a little while, so parallel loads overlap).
type loadCounter struct {
	*fakeDevice
	mu             sync.Mutex
	calls, now, hi int
}

func (d *loadCounter) Load(o *codeobj.Object) (Module, error) {
	d.mu.Lock()
	d.calls++
	d.now++
	d.hi = max(d.hi, d.now)
	d.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	d.mu.Lock()
	d.now--
	d.mu.Unlock()
	return d.fakeDevice.Load(o)
}

// reads counts a source's object reads.
type reads struct {
	Source
	n atomic.Int32
}

func (r *reads) ReadObject(id string) (*codeobj.Object, error) {
	r.n.Add(1)
	return r.Source.ReadObject(id)
}

func TestModelPreload(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		jobs, wantHi int
	}{{1, 1}, {4, 4}} {
		fix, _ := bucketFixture(t, []int64{1, 2, 4, 8})
		src := &reads{Source: fix}
		d := &loadCounter{fakeDevice: newFakeDevice()}
		m, err := NewModel(src, d, ModelOptions{})
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Preload(ctx, tc.jobs)
		if err != nil {
			t.Fatal(err)
		}
		if st.Programs != 4 || st.Skipped != 0 || st.Kernels != 4 || d.calls != 4 || src.n.Load() != 4 {
			t.Errorf("jobs %d: %+v, %d loads, %d reads; want 4 programs, 4 kernels each loaded and read once", tc.jobs, st, d.calls, src.n.Load())
		}
		if d.hi != tc.wantHi {
			t.Errorf("jobs %d: %d loads at once, want %d", tc.jobs, d.hi, tc.wantHi)
		}
		if len(d.mem) != 0 {
			t.Errorf("jobs %d: preload allocated %d buffers; arenas are made on a program's first run", tc.jobs, len(d.mem))
		}
		// Every bucket then runs with no further load, and right.
		for _, rows := range []int64{1, 2, 3, 7} {
			x := &npy.Array{DType: "float32", Shape: []int64{rows, 4}, Data: randFloats(rows * 4)}
			if _, err := m.Run(ctx, map[string]*npy.Array{"x": x}); err != nil {
				t.Fatal(err)
			}
		}
		if d.calls != 4 {
			t.Errorf("jobs %d: runs after the preload loaded %d more objects", tc.jobs, d.calls-4)
		}
		// A second preload has nothing to do.
		if st, err := m.Preload(ctx, tc.jobs); err != nil || st.Kernels != 0 {
			t.Errorf("second preload: %+v, %v", st, err)
		}
		m.Close()
	}
}

// TestModelPreloadSkipsCold checks a program without finalized kernels for
// the device is skipped (it is finalized on its first run), and a closed
// model refuses.
func TestModelPreloadSkipsCold(t *testing.T) {
	fix, _ := bucketFixture(t, []int64{2, 4})
	progs := fix.Programs()
	// A source of the portable objects alone: nothing for "fake".
	var objs []*codeobj.Object
	for _, p := range progs {
		o, err := fix.ReadObject(p.Launches[0].Kernels[0])
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	w := make([]byte, 128)
	cold, err := NewMemorySource("cold", progs, objs, map[string][]byte{"wshared": w})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewModel(cold, newFakeDevice(), ModelOptions{})
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.Preload(context.Background(), 2)
	if err != nil || st.Programs != 0 || st.Skipped != 2 || st.Kernels != 0 {
		t.Errorf("cold source: %+v, %v; want 2 skipped", st, err)
	}
	m.Close()
	if _, err := m.Preload(context.Background(), 2); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("preload of a closed model: %v", err)
	}
}

// failingLoads is a fake device whose second Load fails.
type failingLoads struct {
	*fakeDevice
	mu    sync.Mutex
	calls int
}

func (d *failingLoads) Load(o *codeobj.Object) (Module, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.calls++; d.calls == 2 {
		return nil, errors.New("no room for the module")
	}
	return d.fakeDevice.Load(o)
}

// TestModelPreloadFails checks a preload whose load fails reports it and
// keeps no object, and the model still runs (loading on first use).
func TestModelPreloadFails(t *testing.T) {
	fix, _ := bucketFixture(t, []int64{1, 2, 4})
	d := &failingLoads{fakeDevice: newFakeDevice()}
	m, err := NewModel(fix, d, ModelOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := m.Preload(context.Background(), 2); err == nil || !strings.Contains(err.Error(), "no room for the module") {
		t.Fatalf("preload with a failing load: %v", err)
	}
	if len(m.sh.objects) != 0 {
		t.Errorf("a failed preload kept %d objects", len(m.sh.objects))
	}
	x := &npy.Array{DType: "float32", Shape: []int64{3, 4}, Data: randFloats(12)}
	if _, err := m.Run(context.Background(), map[string]*npy.Array{"x": x}); err != nil {
		t.Errorf("run after a failed preload: %v", err)
	}
}
