package runtime

import (
	"fmt"
	"time"

	"github.com/mgxport/mgxport/npy"
)

// Bandwidth is bytes per second between host memory and a device, each
// way.
type Bandwidth struct {
	HtoD, DtoH float64
}

// Bus is implemented by devices behind a bus (the GPUs): they can measure
// what the bus moves between pinned host memory and the device, and say
// how they stage copies of the caller's host memory.
type Bus interface {
	// PinnedBandwidth copies n bytes between pinned host memory and the
	// device reps times each way and returns the rate, as the bus allows
	// it (the ceiling of CopyIn and CopyOut).
	PinnedBandwidth(n int64, reps int) (Bandwidth, error)
	// StagingFallback is why host copies go through pageable memory
	// (pinned allocation failed); nil while they are staged in pinned
	// memory.
	StagingFallback() error
}

// CopyTimes is what Session.TimeCopies measured: the mean wall time of
// copying a run's inputs in and its outputs out, each synchronized, and
// the bytes each moves.
type CopyTimes struct {
	InBytes, OutBytes int64
	In, Out           time.Duration
	Reps              int
}

// TimeCopies times the copies of a run alone, as Run makes them: the
// inputs' copy-in (reps times, each to completion), then the outputs'
// copy-out into host memory allocated once beforehand, so that the page
// faults of fresh memory are not counted. The session must have run on
// inputs of these shapes (the outputs' shapes are known then). Inputs the
// program reads on the host (dynamic buffers) are not counted.
func (s *Session) TimeCopies(inputs map[string]*npy.Array, reps int) (*CopyTimes, error) {
	if reps < 1 {
		return nil, fmt.Errorf("time copies: %d repetitions", reps)
	}
	if s.stream == nil {
		return nil, fmt.Errorf("time copies: session closed")
	}
	if err := s.CheckInputs(inputs); err != nil {
		return nil, err
	}
	ct := &CopyTimes{Reps: reps}
	copyIn := func() error {
		for _, i := range s.prog.Inputs {
			b := s.prog.Buffers[i]
			if b.Dynamic {
				continue
			}
			data := inputs[b.Name].Data
			if int64(len(data)) != b.Bytes {
				return fmt.Errorf("input %s: %d bytes of data, %s %v takes %d", b.Name, len(data), b.DType, b.Shape, b.Bytes)
			}
			if err := s.dev.CopyIn(s.stream, s.addr(i), data); err != nil {
				return fmt.Errorf("copy input %s in: %w", b.Name, err)
			}
		}
		return s.stream.Synchronize()
	}
	type out struct {
		p   DevicePtr
		dst []byte
	}
	var outs []out
	for _, i := range s.prog.Outputs {
		p, _, _, n, err := s.view(i)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", s.prog.Buffers[i].Name, err)
		}
		if n > 0 {
			outs = append(outs, out{p: p, dst: make([]byte, n)})
		}
	}
	copyOut := func() error {
		for _, o := range outs {
			if err := s.dev.CopyOut(s.stream, o.dst, o.p); err != nil {
				return err
			}
		}
		return s.stream.Synchronize()
	}
	for _, i := range s.prog.Inputs {
		if b := s.prog.Buffers[i]; !b.Dynamic {
			ct.InBytes += b.Bytes
		}
	}
	for _, o := range outs {
		ct.OutBytes += int64(len(o.dst))
		// Touch the pages once: fresh memory's faults are not the copy's.
		clear(o.dst)
	}
	for _, f := range []struct {
		run func() error
		t   *time.Duration
	}{{copyIn, &ct.In}, {copyOut, &ct.Out}} {
		if err := f.run(); err != nil { // untimed: the first use maps staging
			return nil, fmt.Errorf("time copies: %w", err)
		}
		t0 := time.Now()
		for range reps {
			if err := f.run(); err != nil {
				return nil, fmt.Errorf("time copies: %w", err)
			}
		}
		*f.t = time.Since(t0) / time.Duration(reps)
	}
	return ct, nil
}

// Device is the device the session runs on.
func (s *Session) Device() Device { return s.dev }

// HostBuffers is implemented by devices that hand out host memory their
// copies reach directly (page-locked memory, on a GPU): a tensor there
// skips the staging copy and, reused, the page faults of fresh memory.
type HostBuffers interface {
	// AllocHostBuffer returns n > 0 bytes of such memory; it stays valid
	// until FreeHostBuffer, also after the device is closed.
	AllocHostBuffer(n int64) ([]byte, error)
	// FreeHostBuffer gives a buffer back (for reuse).
	FreeHostBuffer(b []byte) error
	// RegisterHost page-locks the caller's memory b so that copies reach
	// it by DMA (for memory used again and again: registering costs more
	// than one staged copy); the caller keeps it mapped until
	// UnregisterHost (with b's first byte), or until the device closes.
	RegisterHost(b []byte) error
	UnregisterHost(b []byte) error
}

// Device is the device the model runs on.
func (m *Model) Device() Device { return m.sh.dev }
