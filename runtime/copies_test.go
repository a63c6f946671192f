package runtime

import (
	"bytes"
	"context"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// copyCounter counts the bytes a device copies each way.
type copyCounter struct {
	*fakeDevice
	in, out int64
}

func (c *copyCounter) CopyIn(s Stream, dst DevicePtr, src []byte) error {
	c.in += int64(len(src))
	return c.fakeDevice.CopyIn(s, dst, src)
}

func (c *copyCounter) CopyOut(s Stream, dst []byte, src DevicePtr) error {
	c.out += int64(len(dst))
	return c.fakeDevice.CopyOut(s, dst, src)
}

// TestTimeCopies: TimeCopies copies what a run copies — every input in,
// every output out, reps times each after one untimed round — counts the
// bytes, and leaves the session to run on as before.
func TestTimeCopies(t *testing.T) {
	ctx := context.Background()
	const n = 4096
	src, err := planFixture(n)
	if err != nil {
		t.Fatal(err)
	}
	d := &copyCounter{fakeDevice: newFakeDevice()}
	s, err := PrepareSource(ctx, src, "", d)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	in := map[string]*npy.Array{
		"x": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
		"y": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
	}
	want, err := s.Run(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.TimeCopies(in, 0); err == nil {
		t.Error("TimeCopies with 0 repetitions succeeded")
	}
	d.in, d.out = 0, 0
	const reps = 3
	ct, err := s.TimeCopies(in, reps)
	if err != nil {
		t.Fatal(err)
	}
	if ct.InBytes != 2*4*n || ct.OutBytes != 4*n || ct.Reps != reps {
		t.Errorf("copies %+v: want %d bytes in, %d out, %d reps", ct, 2*4*n, 4*n, reps)
	}
	if d.in != (reps+1)*ct.InBytes || d.out != (reps+1)*ct.OutBytes {
		t.Errorf("the device copied %d bytes in and %d out, want %d and %d (untimed round + %d)", d.in, d.out, (reps+1)*ct.InBytes, (reps+1)*ct.OutBytes, reps)
	}
	if ct.In < 0 || ct.Out < 0 {
		t.Errorf("negative times %+v", ct)
	}
	got, err := s.Run(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got["z"].Data, want["z"].Data) {
		t.Error("a run after TimeCopies differs from the one before")
	}
	if s.Device() != Device(d) {
		t.Error("Session.Device is not the session's device")
	}
	bad := map[string]*npy.Array{"x": in["x"]}
	if _, err := s.TimeCopies(bad, 1); err == nil {
		t.Error("TimeCopies without input y succeeded")
	}
}
