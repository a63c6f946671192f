package runtime

import (
	"context"
	"fmt"
	"time"
)

// Inter-op parallelism: a program's launches form a dependency graph
// (two branches of a fire module, a residual block's shortcut convolution
// beside its main path, attention's projections) that a device running
// its launches on the calling thread may walk on several threads at once.
//
// The session finds the graph from the bytes each launch touches: launch
// j depends on an earlier launch i when one of them writes a byte the
// other reads or writes (the arena's memory plan makes buffers whose
// lifetimes do not overlap share bytes, so this catches the reuse of bytes
// as well as the data flow). Launches are then grouped in waves, each
// launch in the first wave after every launch it depends on; the waves run
// in order, the launches of a wave at the same time. No launch ever runs
// beside one it conflicts with, and each kernel computes the same bytes
// wherever it runs, so the results are the same bytes at any thread count.

// Concurrent is implemented by devices whose launches run to completion
// on the calling thread and may be made from several goroutines at once
// (the host device, whose kernels run on its pool): a session runs the
// independent launches of a program of launches only through it.
type Concurrent interface {
	// Concurrency is how many launches may run at once (1: one at a time,
	// and the session does not group them).
	Concurrency() int
	// Group returns a runner for n launches that share no written byte.
	Group(n int) LaunchGroup
}

// LaunchGroup runs one wave's launches: each time the same n launches.
type LaunchGroup interface {
	// Run calls launch(0), ..., launch(n-1), at the same time or in order
	// as the device judges faster, and returns once all have returned:
	// the error of the lowest index that failed, or nil.
	Run(launch func(i int) error) error
	// How says how the runs go now: "at once", "in order" or "probing".
	How() string
}

// access is a byte range a launch touches, and whether it writes it.
type access struct {
	lo, hi uintptr // [lo, hi)
	write  bool
}

// conflicts reports whether two launches' accesses forbid running them at
// the same time: a byte one writes that the other touches.
func conflicts(a, b []access) bool {
	for _, x := range a {
		for _, y := range b {
			if (x.write || y.write) && x.lo < y.hi && y.lo < x.hi {
				return true
			}
		}
	}
	return false
}

// launchWaves groups launches (each by the bytes it touches, in program
// order) into waves: each launch in the wave after the last wave holding
// an earlier launch it conflicts with. The waves, in order, with their
// launches in program order.
func launchWaves(acc [][]access) [][]int {
	level := make([]int, len(acc))
	var waves [][]int
	for j := range acc {
		l := 0
		// The latest conflicting earlier launch decides; scanning from the
		// back stops at the first launch of a wave no later than the one
		// found so far could move it.
		for i := j - 1; i >= 0; i-- {
			if level[i]+1 > l && conflicts(acc[i], acc[j]) {
				l = level[i] + 1
			}
		}
		level[j] = l
		if l == len(waves) {
			waves = append(waves, nil)
		}
		waves[l] = append(waves[l], j)
	}
	return waves
}

// maxConcurrentLaunches bounds the launches whose graph a session works
// out (the pairwise check costs launches² × arguments²); a longer
// program runs its launches in order.
const maxConcurrentLaunches = 4096

// planWaves groups the session's launches for a Concurrent device (nil
// s.waves when it is not one, runs one launch at a time, the program has
// control steps, or no wave holds two launches); objs[i] is the object
// launch i runs (its arguments' Write flags, its scratch sizes, its plan).
func (s *Session) planWaves(objs []*loadedObject) error {
	c, ok := s.dev.(Concurrent)
	if !ok || c.Concurrency() < 2 || s.prog.HasControl() || len(s.plan) < 2 || len(s.plan) > maxConcurrentLaunches {
		return nil
	}
	if len(objs) != len(s.plan) {
		return fmt.Errorf("%d objects for %d launches", len(objs), len(s.plan))
	}
	acc := make([][]access, len(s.plan))
	for i, pl := range s.plan {
		l, o := &s.prog.Launches[i], objs[i]
		anyWrite := false
		for _, a := range o.obj.Args {
			anyWrite = anyWrite || a.Write
		}
		if len(o.steps) != len(pl.steps) {
			return fmt.Errorf("launch %d (%s): %d kernels bound, its object plans %d", i, l.Label, len(pl.steps), len(o.steps))
		}
		for k, st := range pl.steps {
			for j, p := range st.args {
				a := int(o.steps[k].args[j])
				var n int64
				write := true // scratch, and arguments of an object that marks none written
				switch {
				case a < len(l.Args) && a < len(o.obj.Args):
					n = s.prog.Buffers[l.Args[a]].Bytes
					if anyWrite {
						write = o.obj.Args[a].Write
					}
				case a >= len(l.Args) && a-len(l.Args) < len(o.obj.Scratch):
					n = o.obj.Scratch[a-len(l.Args)]
				default:
					return fmt.Errorf("launch %d (%s): kernel argument %d binds no buffer", i, l.Label, a)
				}
				if n > 0 {
					acc[i] = append(acc[i], access{lo: uintptr(p), hi: uintptr(p) + uintptr(n), write: write})
				}
			}
		}
	}
	waves := launchWaves(acc)
	if len(waves) == len(s.plan) {
		return nil // a chain: nothing runs beside anything
	}
	s.waves = make([]wave, len(waves))
	for i, w := range waves {
		s.waves[i].launches = w
		if len(w) > 1 {
			s.waves[i].group = c.Group(len(w))
		}
	}
	// Runs of consecutive waves of one launch each are batched as a
	// program of launches is (batch.go): a model whose graph is a chain
	// but for a few branches (an encoder) would otherwise pay a call into
	// native code per kernel at more than one thread, which it does not
	// at one (bert_mini: 27 launches of 0.2 to 4 us).
	for i := len(s.waves) - 1; i >= 0; i-- {
		s.waves[i].end = i + 1
		if s.waves[i].group == nil && i+1 < len(s.waves) && s.waves[i+1].group == nil {
			s.waves[i].end = s.waves[i+1].end
		}
	}
	return nil
}

// wave is one group of launches that run at the same time.
type wave struct {
	launches []int
	group    LaunchGroup // nil for a wave of one launch
	// For a wave of one launch: the wave after the run of consecutive
	// such waves it starts, and the run's batch plan (used from the run's
	// first wave only).
	end  int
	plan batchPlan
}

// runWaves runs the session's launches wave by wave (planWaves), each
// run of waves of one launch by its batch plan.
func (s *Session) runWaves(ctx context.Context) error {
	for i := 0; i < len(s.waves); {
		if err := ctx.Err(); err != nil {
			return err
		}
		w := &s.waves[i]
		if w.group == nil {
			end, err := s.runLoneWaves(ctx, i)
			if err != nil {
				return err
			}
			i = end
			continue
		}
		if s.threads.oneNow() {
			// On one thread (threadcheck.go): the wave's launches in order.
			for _, l := range w.launches {
				if err := s.enqueueLaunch(l, false); err != nil {
					return err
				}
			}
			i++
			continue
		}
		if err := w.group.Run(func(j int) error { return s.enqueueLaunch(w.launches[j], false) }); err != nil {
			return err
		}
		i++
	}
	return nil
}

// runLoneWaves runs the waves of one launch from i to s.waves[i].end,
// batched once its plan is made (as runSegment runs a segment), and
// returns the wave after them.
func (s *Session) runLoneWaves(ctx context.Context, i int) (int, error) {
	w := &s.waves[i]
	if w.end-i < 2 && len(s.plan[w.launches[0]].steps) < 2 {
		return i + 1, s.enqueueLaunch(w.launches[0], false)
	}
	p := &w.plan
	if p.due() {
		s.makePlan(p, func(yield func(int) bool) {
			for k := i; k < w.end; k++ {
				if !yield(s.waves[k].launches[0]) {
					return
				}
			}
		})
	}
	if p.items != nil {
		return w.end, s.runPlan(ctx, p)
	}
	t0 := time.Now()
	for k := i; k < w.end; k++ {
		if k > i {
			if err := ctx.Err(); err != nil {
				return i, err
			}
		}
		if err := s.enqueueLaunch(s.waves[k].launches[0], false); err != nil {
			return i, err
		}
	}
	p.last = time.Since(t0)
	p.runs++
	return w.end, nil
}

// WaveInfo is one wave of a session's launches (Session.Waves).
type WaveInfo struct {
	// Launches are the wave's launch indices, in program order.
	Launches []int `json:"launches"`
	// How the wave runs now: "at once", "in order" or "probing" (its
	// LaunchGroup's word), or "alone" for a wave of one launch.
	How string `json:"how"`
}

// Waves reports how the session groups its launches to run at the same
// time: each wave, in the order the waves run; nil when it runs them one
// after another.
func (s *Session) Waves() []WaveInfo {
	if s.waves == nil {
		return nil
	}
	out := make([]WaveInfo, len(s.waves))
	for i, w := range s.waves {
		out[i] = WaveInfo{Launches: append([]int(nil), w.launches...), How: "alone"}
		if w.group != nil {
			out[i].How = w.group.How()
		}
	}
	return out
}
