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
// kernels one by one, counting the batches run.
type batchingDevice struct {
	Device
	batches int
	refuse  bool
}

type fakeBatch struct {
	d        *batchingDevice
	launches []BatchLaunch
}

func (d *batchingDevice) Batch(ls []BatchLaunch) (Batch, bool) {
	if d.refuse {
		return nil, false
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
// context stops a batched run before it starts; a device that refuses
// keeps launching one by one.
func TestSessionBatch(t *testing.T) {
	const n = 256
	for _, refuse := range []bool{false, true} {
		src, err := planFixture(n)
		if err != nil {
			t.Fatal(err)
		}
		fake := newFakeDevice()
		d := &batchingDevice{Device: fake, refuse: refuse}
		s, err := PrepareSource(context.Background(), src, "", d)
		if err != nil {
			t.Fatal(err)
		}
		w := make([]byte, 4*n)
		if err := src.ReadWeight("w", w); err != nil {
			t.Fatal(err)
		}
		for run := range 5 {
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
		// Runs 1, 2 and 4 batched (run 0 has no timing yet, run 3 is timed).
		if want := map[bool]int{false: 3, true: 0}[refuse]; d.batches != want {
			t.Errorf("refuse %v: %d batches run, want %d", refuse, d.batches, want)
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
