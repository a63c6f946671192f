package runtime

import "time"

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
