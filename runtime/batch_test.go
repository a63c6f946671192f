package runtime

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mgxport/mgxport/npy"
)

// batchingDevice is the fake device without graphs (the embedded
// interface hides Capture) that batches launches: a batch launches its
// kernels one by one, counting the batches run. Kernels are batchable
// once ready, except the refused symbol's.
type batchingDevice struct {
	Device
	batches int
	ready   bool
	refuse  string
}

func (d *batchingDevice) Batchable(k Kernel) bool { return d.ready && k.Symbol() != d.refuse }

type fakeBatch struct {
	d        *batchingDevice
	launches []BatchLaunch
}

func (d *batchingDevice) Batch(ls []BatchLaunch) (Batch, bool) {
	for _, l := range ls {
		if !d.Batchable(l.Kernel) {
			return nil, false
		}
	}
	return &fakeBatch{d: d, launches: append([]BatchLaunch(nil), ls...)}, true
}

func (b *fakeBatch) Launch(s Stream) error {
	b.d.batches++
	for _, l := range b.launches {
		if err := l.Kernel.Launch(s, l.Config, l.Args); err != nil {
			return err
		}
	}
	return nil
}

// TestSessionBatch: after a first run launch by launch, a session on a
// device that batches runs every launch as one batch, with the same
// results on fresh inputs; timed runs launch one by one; a cancelled
// context stops a batched run before it starts; kernels that become
// batchable later are batched from the run after the next power of two;
// with a kernel that is never batchable between the others, nothing is.
func TestSessionBatch(t *testing.T) {
	const n = 256
	for _, c := range []struct {
		name    string
		readyAt int // the run before which kernels become batchable
		refuse  string
		batches int
	}{
		{"ready", 0, "", 3},       // runs 1, 2 and 4
		{"ready later", 2, "", 2}, // runs 2 and 4 (the plan is made again after 2 runs)
		{"one refused", 0, "scale3", 0},
	} {
		refuse := c.name
		src, err := planFixture(n)
		if err != nil {
			t.Fatal(err)
		}
		fake := newFakeDevice()
		d := &batchingDevice{Device: fake, refuse: c.refuse}
		s, err := PrepareSource(context.Background(), src, "", d)
		if err != nil {
			t.Fatal(err)
		}
		w := make([]byte, 4*n)
		if err := src.ReadWeight("w", w); err != nil {
			t.Fatal(err)
		}
		for run := range 5 {
			d.ready = run >= c.readyAt
			in := map[string]*npy.Array{
				"x": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
				"y": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
			}
			var out map[string]*npy.Array
			if run == 3 {
				out, err = s.RunTimed(context.Background(), in, make([]time.Duration, 2))
			} else {
				out, err = s.Run(context.Background(), in)
			}
			if err != nil {
				t.Fatalf("run %d: %v", run, err)
			}
			x, y, ww, z := le(in["x"].Data), le(in["y"].Data), le(w), le(out["z"].Data)
			for i := range z {
				if want := 3*(x[i]+ww[i]) + y[i]; z[i] != want {
					t.Fatalf("refuse %v run %d: z[%d] = %v, want %v", refuse, run, i, z[i], want)
				}
			}
		}
		// Run 0 has no timing yet, run 3 is timed.
		if d.batches != c.batches {
			t.Errorf("%s: %d batches run, want %d", c.name, d.batches, c.batches)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		launched := len(fake.launched)
		in := map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)}, "y": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)}}
		if _, err := s.Run(ctx, in); !errors.Is(err, context.Canceled) || len(fake.launched) != launched {
			t.Errorf("refuse %v: a cancelled run: %v, %d launches", refuse, err, len(fake.launched)-launched)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
