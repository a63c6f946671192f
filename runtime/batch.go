package runtime

import (
	"context"
	"fmt"
	"time"

	"github.com/mgxport/mgxport/program"
)

// batchMaxRun bounds the launches a session batches: a program whose
// launches took longer than this on its last run keeps launching them one
// by one, checking its context between them. A batch checks it only
// before it starts, and it pays only where launches are short (a call
// into the host's native code costs a few hundred nanoseconds, what a
// small kernel takes).
const batchMaxRun = time.Millisecond

// batched returns the session's batch of every launch, preparing it after
// a successful run whose launches took less than batchMaxRun on a device
// that batches (Batcher); nil while there is none. It is tried once: a
// device that cannot batch these kernels (the host's split across
// threads) launches them one by one for good.
func (s *Session) batched() Batch {
	if s.waves != nil {
		return nil // independent launches run at the same time (concurrent.go)
	}
	if s.batch != nil || s.batchTried || s.runs == 0 || s.lastEnqueue >= batchMaxRun {
		return s.batch
	}
	bd, ok := s.dev.(Batcher)
	if !ok {
		s.batchTried = true
		return nil
	}
	var launches []BatchLaunch
	for _, l := range s.plan {
		for _, st := range l.steps {
			launches = append(launches, BatchLaunch{Kernel: st.k, Config: st.cfg, Args: st.args})
		}
	}
	s.batchTried = true
	if b, ok := bd.Batch(launches); ok {
		s.batch = b
	}
	return s.batch
}

// segment is a run of consecutive launch steps of a program with control
// or host steps (a loop body's kernels between its reads): batched as a
// program of launches only is, once a run of it took less than
// batchMaxRun.
type segment struct {
	end   int // the step after the segment's last
	batch Batch
	tried bool // batching was tried
	seen  bool // last is set
	last  time.Duration
}

// runSegment runs the segment of launch steps that starts at step i (of
// n), as one batch where it can, and returns the step after it; end is i
// (nothing run) when the segment is a single launch, which a batch would
// not make cheaper.
func (s *Session) runSegment(ctx context.Context, i, n int) (end int, err error) {
	if s.segs == nil {
		s.segs = make([]segment, n)
	}
	seg := &s.segs[i]
	if seg.end == 0 {
		seg.end = i + 1
		for seg.end < n && (len(s.prog.Steps) == 0 || s.prog.Steps[seg.end].Kind == program.StepLaunch) {
			seg.end++
		}
	}
	if seg.end-i < 2 {
		return i, nil
	}
	if seg.batch == nil && !seg.tried && seg.seen && seg.last < batchMaxRun {
		seg.tried = true
		if bd, ok := s.dev.(Batcher); ok {
			var launches []BatchLaunch
			for k := i; k < seg.end; k++ {
				for _, st := range s.plan[s.stepLaunch(k)].steps {
					launches = append(launches, BatchLaunch{Kernel: st.k, Config: st.cfg, Args: st.args})
				}
			}
			seg.batch, _ = bd.Batch(launches)
		}
	}
	if seg.batch != nil {
		if err := seg.batch.Launch(s.stream); err != nil {
			return i, fmt.Errorf("run %s: launches %d to %d: %w", s.prog.Name, s.stepLaunch(i), s.stepLaunch(seg.end-1), err)
		}
		return seg.end, nil
	}
	t0 := time.Now()
	for k := i; k < seg.end; k++ {
		if k > i {
			if err := ctx.Err(); err != nil {
				return i, err
			}
		}
		if err := s.enqueueLaunch(s.stepLaunch(k), false); err != nil {
			return i, err
		}
	}
	seg.last, seg.seen = time.Since(t0), true
	return seg.end, nil
}

// stepLaunch is the launch launch step k runs (launch k in a program
// without steps).
func (s *Session) stepLaunch(k int) int {
	if len(s.prog.Steps) == 0 {
		return k
	}
	return s.prog.Steps[k].Launch
}
