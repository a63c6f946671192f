package runtime

import (
	"context"
	"fmt"
	"time"

	"github.com/mgxport/mgxport/program"
)

// Batching: on a device that runs a sequence of launches as one call
// (Batcher: the host, where a call into native code costs a few hundred
// nanoseconds, what a small kernel takes), a session runs each maximal
// sequence of kernels the device can batch (Batcher.Batchable) as one
// Batch, and the others one by one, checking its context between them.

// batchMaxRun bounds the launches a session batches: launches that took
// longer than this on their last run keep running one by one (a batch
// checks the context only before it starts).
const batchMaxRun = time.Millisecond

// batchRetries is how many times a sequence's plan is made again (after
// 1, 2, 4, ... runs) while some of its kernels are not batchable yet: the
// host decides after a few launches whether a kernel runs split across
// threads (then it is not batchable) or whole for good.
const batchRetries = 7

// batchItem is one item of a batch plan: a Batch of kernels, or one
// kernel (launch's step-th) launched by itself.
type batchItem struct {
	batch        Batch
	launch, step int
}

// batchPlan is how a sequence of launches runs: by its items once made.
type batchPlan struct {
	items    []batchItem
	complete bool // every kernel batched: the plan is final
	runs     int  // runs of the sequence so far
	made     int  // plans made
	last     time.Duration
}

// due reports whether the plan should be made (again) before this run.
func (p *batchPlan) due() bool {
	return !p.complete && p.runs > 0 && p.runs&(p.runs-1) == 0 && p.made < batchRetries && p.last < batchMaxRun
}

// makePlan groups the kernels of launches (program launch indices, in the
// order they run) into items: each maximal sequence of at least two
// kernels the device can batch becomes one Batch.
func (s *Session) makePlan(p *batchPlan, launches func(yield func(int) bool)) {
	p.made++
	bd, ok := s.dev.(Batcher)
	if !ok {
		p.complete, p.items = true, nil // never batched: launch by launch
		return
	}
	var items []batchItem
	var run []BatchLaunch
	var ids []batchItem // run's kernels
	batched, total := 0, 0
	flush := func() {
		if len(run) >= 2 {
			if b, ok := bd.Batch(run); ok {
				items = append(items, batchItem{batch: b, launch: ids[0].launch, step: ids[0].step})
				batched += len(run)
				run, ids = run[:0], ids[:0]
				return
			}
		}
		items = append(items, ids...)
		run, ids = run[:0], ids[:0]
	}
	for l := range launches {
		for k, st := range s.plan[l].steps {
			total++
			if !bd.Batchable(st.k) {
				flush()
				items = append(items, batchItem{launch: l, step: k})
				continue
			}
			run = append(run, BatchLaunch{Kernel: st.k, Config: st.cfg, Args: st.args})
			ids = append(ids, batchItem{launch: l, step: k})
		}
	}
	flush()
	p.items, p.complete = items, batched == total
	if batched == 0 {
		p.items = nil // nothing batched: launch by launch, as before
	}
}

// runPlan runs the items of p, checking ctx between them, and times the
// run for the next plan.
func (s *Session) runPlan(ctx context.Context, p *batchPlan) error {
	t0 := time.Now()
	for j, it := range p.items {
		if j > 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if it.batch != nil {
			if err := it.batch.Launch(s.stream); err != nil {
				return fmt.Errorf("run %s: launches from %d (%s): %w", s.prog.Name, it.launch, s.prog.Launches[it.launch].Label, err)
			}
			continue
		}
		st := s.plan[it.launch].steps[it.step]
		if err := st.k.Launch(s.stream, st.cfg, st.args); err != nil {
			return fmt.Errorf("launch %d (%s): %w", it.launch, s.prog.Launches[it.launch].Label, err)
		}
	}
	p.last = time.Since(t0)
	p.runs++
	return nil
}

// allLaunches yields every launch of the program, in order.
func (s *Session) allLaunches(yield func(int) bool) {
	for i := range s.plan {
		if !yield(i) {
			return
		}
	}
}

// enqueueBatched enqueues the program's launches (a program of launches
// only, untimed), by its batch plan once there is one; a program whose
// launches run in waves (a Concurrent device at more than one thread)
// runs them so.
func (s *Session) enqueueBatched(ctx context.Context) error {
	if s.waves != nil {
		// Independent launches run at the same time (concurrent.go).
		return s.enqueue(ctx, false)
	}
	p := &s.batches
	if p.due() {
		s.makePlan(p, s.allLaunches)
	}
	if p.items != nil {
		if err := ctx.Err(); err != nil {
			return err
		}
		return s.runPlan(ctx, p)
	}
	t0 := time.Now()
	err := s.enqueue(ctx, false)
	if err == nil {
		p.last = time.Since(t0)
		p.runs++
	}
	return err
}

// segment is a run of consecutive launch steps of a program with control
// or host steps (a loop body's kernels between its reads), batched as a
// program of launches only is.
type segment struct {
	end  int // the step after the segment's last
	plan batchPlan
}

// runSegment runs the segment of launch steps that starts at step i (of
// n) and returns the step after it; end is i (nothing run) when the
// segment is a single launch of one kernel, which a batch would not make
// cheaper.
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
	if seg.end-i < 2 && len(s.plan[s.stepLaunch(i)].steps) < 2 {
		return i, nil
	}
	p := &seg.plan
	if p.due() {
		s.makePlan(p, func(yield func(int) bool) {
			for k := i; k < seg.end; k++ {
				if !yield(s.stepLaunch(k)) {
					return
				}
			}
		})
	}
	if p.items != nil {
		return seg.end, s.runPlan(ctx, p)
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
	p.last = time.Since(t0)
	p.runs++
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
