// Package runtime executes a bundle's programs on a Device: it loads the
// weights once, outside the programs' arenas, allocates a program's arena
// in device memory on its first use, copies inputs in, runs the launches
// in order (each finalized object's launch plan) and copies the outputs
// back. A Model serves a bundle of shape buckets: it picks the smallest
// bucket that covers a request, pads the inputs and slices the outputs.
// runtime/host, runtime/cuda and runtime/hip implement Device; this
// package imports none of them.
package runtime

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// Session is one program, loaded onto a Device and ready to run
// repeatedly: the program's arena, the scratch buffers its objects' launch
// plans need and the launch sequence (captured as a graph after the first
// run where the device has graphs), over weights and loaded kernels it
// shares with the source's other programs (a Model's buckets) or owns
// (PrepareSource).
type Session struct {
	prog    *program.Program
	dev     Device
	sh      *shared
	ownsSh  bool // a lone session: Close releases sh too
	stream  Stream
	arena   DevicePtr
	scratch []DevicePtr
	plan    []launch // per program launch
	events  []Event  // len(plan)+1, made on the first timed run
	status  []statusWord
	weights map[int]DevicePtr // weight buffers by index

	graph      Graph
	graphErr   error // why capture failed; no retry after a failure
	graphTried bool
	runs       int // successful runs
	// threads decides whether runs use the device's threads or the
	// launching thread alone (threadcheck.go); nil on one thread and in
	// sub-programs' sessions (their parent's decision holds).
	threads *threadCheck
	// waves groups the launches that run at the same time on a
	// Concurrent device (concurrent.go); nil: one after another.
	waves []wave
	// batches is how the launches run where the device batches (Batcher;
	// batch.go) and they run one after another; segs the same for each
	// segment of launch steps of a program with steps, by the step it
	// starts at.
	batches batchPlan
	segs    []segment

	// subs are the sessions of the program's sub-programs (control-flow
	// steps), over the same stream; dyn holds the dynamic buffers.
	subs       []*Session
	dyn        map[int]*dynBuf
	ownsStream bool
	// hostVals holds the host values (strings, sequences, optionals:
	// program.Buffer.IsHostValue), which never live on the device.
	hostVals map[int]*npy.Array
	// hostOps are the prepared ops of the host steps, by step index (nil
	// for other steps and ops without one): this session's alone.
	hostOps []*preparedHost
	// scans collect the loop steps' scan outputs on the host, by step
	// index; scalar and scalarIn hold the one-element values control
	// steps read and write (stepio.go).
	scans    [][]scanParts
	scalar   [16]byte
	scalarIn [8]byte
}

// statusWord is one program.Status buffer with the launch that writes it
// and the host bytes it is read back into.
type statusWord struct {
	buf    int // index into the program's buffers
	launch int // the first launch binding it, or -1
	data   []byte
}

// StatusError reports a launch whose status word says a kernel met bad
// data: an index out of range (DESIGN.md, Programs). The run's outputs
// are not returned.
type StatusError struct {
	Program string
	Launch  int    // the launch's index, or -1 when no launch binds the word
	Label   string // the graph nodes the launch covers
	Code    int32  // the status word: program.StatusIndexOutOfRange, ...
}

func (e *StatusError) Error() string {
	what := fmt.Sprintf("status %d", e.Code)
	if e.Code == program.StatusIndexOutOfRange {
		what = "an index is out of range (an axis of n takes indices in [-n, n))"
	}
	if e.Launch < 0 {
		return fmt.Sprintf("run %s: %s", e.Program, what)
	}
	return fmt.Sprintf("run %s: launch %d (%s): %s", e.Program, e.Launch, e.Label, what)
}

// launch is one program launch: the object's device kernels in order.
type launch struct {
	symbol string // the object's entry symbol
	steps  []step
}

// step is one device kernel launch with its arguments bound.
type step struct {
	k    Kernel
	cfg  LaunchConfig
	args []DevicePtr
}

// Program returns the program a session runs.
func (s *Session) Program() *program.Program { return s.prog }

// Prepare loads program name (or the first program when name is empty) of
// bundle r onto dev; see PrepareSource.
func Prepare(ctx context.Context, r *bundle.Reader, name string, dev Device) (*Session, error) {
	return PrepareSource(ctx, BundleSource(r), name, dev)
}

// PrepareSource loads program name (or the first program when name is
// empty) of src onto dev: it allocates the arena, loads the weights the
// program uses, loads each finalized object once and binds its launch plan
// (its device kernels, arguments and scratch buffers) for every launch.
// The caller closes the Session, then the Device. (A Model serves every
// program of a source over weights loaded once.)
func PrepareSource(ctx context.Context, src Source, name string, dev Device) (*Session, error) {
	programs := src.Programs()
	for i := range programs {
		if name == "" || programs[i].Name == name {
			return prepare(ctx, newShared(src, dev), &programs[i], true, nil)
		}
	}
	return nil, fmt.Errorf("%s has no program %q", src.Name(), name)
}

// prepare makes the session of prog over sh (see PrepareSource); with
// owns, the session releases sh when it closes (or fails). A sub-program's
// session runs on its parent's stream; stream is nil for a program's own.
func prepare(ctx context.Context, sh *shared, prog *program.Program, owns bool, stream Stream) (_ *Session, err error) {
	dev, src := sh.dev, sh.src
	s := &Session{prog: prog, dev: dev, sh: sh, ownsSh: owns, weights: map[int]DevicePtr{}, dyn: map[int]*dynBuf{}, hostVals: map[int]*npy.Array{}}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()
	s.stream = stream
	if stream == nil {
		if s.stream, err = dev.NewStream(); err != nil {
			return nil, err
		}
		s.ownsStream = true
		s.threads = newThreadCheck(s.stream)
	}
	for i := range prog.Subprograms {
		sub, err := prepare(ctx, sh, &prog.Subprograms[i], false, s.stream)
		if err != nil {
			return nil, fmt.Errorf("sub-program %s: %w", prog.Subprograms[i].Name, err)
		}
		s.subs = append(s.subs, sub)
	}
	for i := range prog.Steps {
		st := &prog.Steps[i]
		if op := hostop.Prepare(st); op != nil {
			if s.hostOps == nil {
				s.hostOps = make([]*preparedHost, len(prog.Steps))
			}
			s.hostOps[i] = &preparedHost{op: op, ins: make([]hostop.Operand, len(st.Inputs)), stage: make([][]byte, len(st.Inputs))}
		}
	}
	if s.arena, err = dev.Alloc(max(prog.ArenaSize, 1)); err != nil {
		return nil, fmt.Errorf("allocate %d-byte arena: %w", prog.ArenaSize, err)
	}
	for i, b := range prog.Buffers {
		if b.Kind == program.Const {
			s.hostVals[i] = &npy.Array{DType: b.DType, Shape: b.Shape, Strings: b.Strings}
		}
		if b.Kind != program.Weight {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if s.weights[i], err = sh.weight(b.Weight, b.Bytes, s.stream); err != nil {
			return nil, err
		}
	}
	scratch := map[string][]DevicePtr{} // per object ID, this session's
	target := dev.Target()
	objs := make([]*loadedObject, 0, len(prog.Launches))
	for i, l := range prog.Launches {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		id, ok := src.Finalized(l, target)
		if !ok {
			return nil, fmt.Errorf("launch %d (%s): %s", i, l.Label, MissingTargetError(src, target))
		}
		lo, err := sh.object(id)
		if err != nil {
			return nil, err
		}
		objs = append(objs, lo)
		if len(lo.obj.Args) != len(l.Args) {
			return nil, fmt.Errorf("%s: launch %d binds %d arguments, kernel %s takes %d", src.Name(), i, len(l.Args), lo.obj.Symbol, len(lo.obj.Args))
		}
		sc, ok := scratch[id]
		if !ok {
			for _, n := range lo.obj.Scratch {
				p, err := dev.Alloc(max(n, 1))
				if err != nil {
					return nil, fmt.Errorf("allocate %d-byte scratch buffer: %w", n, err)
				}
				s.scratch = append(s.scratch, p)
				sc = append(sc, p)
			}
			scratch[id] = sc
		}
		pl := launch{symbol: lo.obj.Symbol}
		for _, st := range lo.steps {
			bound := step{k: st.k, cfg: st.cfg, args: make([]DevicePtr, len(st.args))}
			for j, a := range st.args {
				if int(a) < len(l.Args) {
					bound.args[j] = s.addr(l.Args[a])
				} else {
					bound.args[j] = sc[int(a)-len(l.Args)]
				}
			}
			pl.steps = append(pl.steps, bound)
		}
		s.plan = append(s.plan, pl)
	}
	for i, b := range prog.Buffers {
		if b.Kind != program.Status {
			continue
		}
		w := statusWord{buf: i, launch: -1, data: make([]byte, b.Bytes)}
		for li, l := range prog.Launches {
			if slices.Contains(l.Args, i) {
				w.launch = li
				break
			}
		}
		s.status = append(s.status, w)
	}
	if err := s.planWaves(objs); err != nil {
		return nil, fmt.Errorf("%s: %w", src.Name(), err)
	}
	return s, nil
}

// addr is where buffer i of the program lies: its shared weight, or its
// bytes in the arena.
func (s *Session) addr(i int) DevicePtr {
	if p, ok := s.weights[i]; ok {
		return p
	}
	return s.arena + DevicePtr(s.prog.Buffers[i].Offset)
}

// planSteps resolves the kernels of o's plan in m and returns its launches
// with each argument as the index of the object argument or scratch
// buffer it binds (as a DevicePtr, for the caller to replace with the
// buffer's address).
func planSteps(m Module, o *codeobj.Object) ([]step, error) {
	var steps []step
	kernels := map[string]Kernel{}
	for _, l := range Plan(o) {
		k, ok := kernels[l.Symbol]
		if !ok {
			var err error
			if k, err = m.Kernel(l.Symbol); err != nil {
				return nil, err
			}
			kernels[l.Symbol] = k
		}
		args := make([]DevicePtr, len(l.Args))
		for i, a := range l.Args {
			if a < 0 || a >= len(o.Args)+len(o.Scratch) {
				return nil, fmt.Errorf("kernel %s binds argument %d of %d", l.Symbol, a, len(o.Args)+len(o.Scratch))
			}
			args[i] = DevicePtr(a)
		}
		steps = append(steps, step{k: k, cfg: LaunchConfig{Grid: l.Grid, Block: l.Block, Shared: l.Shared}, args: args})
	}
	return steps, nil
}

// Plan returns the device launches one call of a finalized object runs:
// its Launches, or else one launch of its Symbol on all its arguments
// sized by Global/Local (host objects, whose kernel runs its whole range
// per call, ignore the sizes).
func Plan(o *codeobj.Object) []codeobj.Launch {
	if len(o.Launches) > 0 {
		return o.Launches
	}
	l := codeobj.Launch{Symbol: o.Symbol, Args: make([]int, len(o.Args))}
	for i := range l.Args {
		l.Args[i] = i
	}
	for d := range 3 {
		l.Grid[d], l.Block[d] = 1, 1
		if o.Local[d] > 0 {
			l.Block[d] = o.Local[d]
			l.Grid[d] = max(o.Global[d]/o.Local[d], 1)
		}
	}
	return []codeobj.Launch{l}
}

// Close releases the session's device resources (not the Device).
func (s *Session) Close() error {
	var errs []error
	if s.stream != nil {
		// Nothing may still use the memory freed below.
		errs = append(errs, s.stream.Synchronize())
	}
	for _, sub := range s.subs {
		errs = append(errs, sub.Close())
	}
	s.subs = nil
	for _, d := range s.dyn {
		if d.ptr != 0 {
			errs = append(errs, s.dev.Free(d.ptr))
		}
	}
	s.dyn = nil
	closeAll := func(c ...interface{ Close() error }) {
		for _, x := range c {
			if x != nil {
				errs = append(errs, x.Close())
			}
		}
	}
	if s.graph != nil {
		closeAll(s.graph)
		s.graph = nil
	}
	s.batches, s.segs = batchPlan{}, nil
	for _, e := range s.events {
		closeAll(e)
	}
	s.events = nil
	for _, p := range s.scratch {
		errs = append(errs, s.dev.Free(p))
	}
	s.scratch = nil
	if s.arena != 0 {
		errs = append(errs, s.dev.Free(s.arena))
		s.arena = 0
	}
	s.plan = nil
	if s.ownsSh && s.sh != nil {
		errs = append(errs, s.sh.close())
		s.sh = nil
	}
	if s.stream != nil && s.ownsStream {
		closeAll(s.stream)
	}
	s.stream = nil
	return errors.Join(errs...)
}

// CheckInputs validates inputs against the program's: every input present,
// no unknown name, dtype and shape exact.
func (s *Session) CheckInputs(inputs map[string]*npy.Array) error {
	found := 0
	for _, i := range s.prog.Inputs {
		b := &s.prog.Buffers[i]
		a, ok := inputs[b.Name]
		if !ok {
			continue
		}
		found++
		if a.DType != b.DType || (!b.Dynamic && !slices.Equal(a.Shape, b.Shape)) {
			return fmt.Errorf("input %s: got %s %v, the model wants %s %v", b.Name, a.DType, a.Shape, b.DType, b.Shape)
		}
	}
	if found == len(s.prog.Inputs) && len(inputs) == found {
		return nil // every input given, none unknown (input names are unique)
	}
	want := map[string]bool{}
	var missing []string
	for _, i := range s.prog.Inputs {
		b := s.prog.Buffers[i]
		want[b.Name] = true
		if _, ok := inputs[b.Name]; !ok {
			missing = append(missing, fmt.Sprintf("%s (%s %v)", b.Name, b.DType, b.Shape))
		}
	}
	for name := range inputs {
		if !want[name] {
			return fmt.Errorf("unknown input %q: the model's inputs are %s", name, strings.Join(s.InputNames(), ", "))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing input: %s (pass --input NAME=FILE.npy, or --fill random|zeros|ones)", strings.Join(missing, ", "))
	}
	return nil
}

// InputNames lists the program's input names, sorted.
func (s *Session) InputNames() []string {
	var names []string
	for _, i := range s.prog.Inputs {
		names = append(names, s.prog.Buffers[i].Name)
	}
	sort.Strings(names)
	return names
}

// LaunchInfo describes one launch of a prepared session.
type LaunchInfo struct {
	Label  string // the graph nodes the kernel covers
	Symbol string // the kernel's entry symbol
	// Split is how the launch's kernel spreads over threads now (the
	// first of its kernels that says: Splitter), nil when none does.
	Split *SplitInfo
}

// Launches describes the session's launches in order.
func (s *Session) Launches() []LaunchInfo {
	out := make([]LaunchInfo, len(s.plan))
	for i := range out {
		out[i] = LaunchInfo{Label: s.prog.Launches[i].Label, Symbol: s.plan[i].symbol}
		for _, st := range s.plan[i].steps {
			if sp, ok := st.k.(Splitter); ok {
				info := sp.Split()
				out[i].Split = &info
				break
			}
		}
	}
	return out
}

// Graph reports whether runs replay a captured graph, and why capturing
// one failed (runs then launch kernel by kernel).
func (s *Session) Graph() (replaying bool, captureErr error) { return s.graph != nil, s.graphErr }

// Run copies the inputs in, runs every launch in order and returns the
// outputs by name. After the first run, on a device with graphs, the
// launch sequence is captured once and replayed.
func (s *Session) Run(ctx context.Context, inputs map[string]*npy.Array) (map[string]*npy.Array, error) {
	return s.RunTimed(ctx, inputs, nil)
}

// RunTimed is Run that, when launchTimes is not nil, stores each launch's
// time in launchTimes[i] (it must have one entry per launch): the time
// between events recorded around the launch's device kernels (on the host,
// whose launches are synchronous, the wall time around the call). Timed
// runs launch kernel by kernel, never through a graph.
func (s *Session) RunTimed(ctx context.Context, inputs map[string]*npy.Array, launchTimes []time.Duration) (map[string]*npy.Array, error) {
	return s.run(ctx, inputs, nil, launchTimes)
}

// run is RunTimed with inputs taken from, and outputs written to, the
// device buffers dio names (nil: every tensor is on the host).
func (s *Session) run(ctx context.Context, inputs map[string]*npy.Array, dio *DeviceIO, launchTimes []time.Duration) (map[string]*npy.Array, error) {
	if launchTimes != nil && len(launchTimes) != len(s.plan) {
		return nil, fmt.Errorf("run: %d launch time slots for %d launches", len(launchTimes), len(s.plan))
	}
	if s.stream == nil {
		return nil, errors.New("run: session closed")
	}
	if err := s.CheckInputs(inputs); err != nil {
		return nil, err
	}
	if launchTimes != nil && s.events == nil {
		for range len(s.plan) + 1 {
			e, err := s.dev.NewEvent()
			if err != nil {
				return nil, fmt.Errorf("run: %w", err)
			}
			s.events = append(s.events, e)
		}
	}
	if err := dio.syncCaller(s.dev); err != nil {
		return nil, err
	}
	for _, i := range s.prog.Inputs {
		b := s.prog.Buffers[i]
		if p, ok := dio.input(b.Name); ok {
			if b.IsHostValue() {
				return nil, fmt.Errorf("input %s: a %s input is a host value, it cannot come from device memory", b.Name, b.DType)
			}
			if err := s.copyDeviceIn(i, inputs[b.Name], p); err != nil {
				return nil, fmt.Errorf("copy input %s in: %w", b.Name, err)
			}
			continue
		}
		if b.Dynamic || b.IsHostValue() {
			if err := s.writeHost(i, inputs[b.Name]); err != nil {
				return nil, fmt.Errorf("copy input %s in: %w", b.Name, err)
			}
			continue
		}
		data := inputs[b.Name].Data
		if int64(len(data)) != b.Bytes {
			return nil, fmt.Errorf("input %s: %d bytes of data, %s %v takes %d", b.Name, len(data), b.DType, b.Shape, b.Bytes)
		}
		if err := s.dev.CopyIn(s.stream, s.addr(i), data); err != nil {
			return nil, fmt.Errorf("copy input %s in: %w", b.Name, err)
		}
	}
	if err := s.zeroStatus(); err != nil {
		return nil, err
	}
	probe := s.threads.before(launchTimes != nil)
	t0 := time.Now()
	if err := s.launchAll(ctx, launchTimes != nil); err != nil {
		s.threads.abort()
		// Drain what was enqueued; the launch error is the one to report.
		s.stream.Synchronize()
		return nil, err
	}
	launched := time.Since(t0)
	out := dio.results(len(s.prog.Outputs))
	for _, i := range s.prog.Outputs {
		b := s.prog.Buffers[i]
		if s.holdsHostValue(i) {
			if _, ok := dio.output(b.Name); ok {
				s.stream.Synchronize()
				return nil, fmt.Errorf("output %s: a %s output is a host value, it cannot go to device memory", b.Name, s.hostDType(i))
			}
			a, err := s.hostValue(i)
			if err != nil {
				s.stream.Synchronize()
				return nil, fmt.Errorf("output %s: %w", b.Name, err)
			}
			out[b.Name] = &npy.Array{DType: a.DType, Shape: slices.Clone(a.Shape), Strings: slices.Clone(a.Strings), Items: a.Items}
			continue
		}
		p, dt, shape, n, err := s.view(i)
		if err != nil {
			s.stream.Synchronize()
			return nil, fmt.Errorf("output %s: %w", b.Name, err)
		}
		if dst, ok := dio.output(b.Name); ok {
			if err := s.copyDeviceOut(dst, p, n); err != nil {
				s.stream.Synchronize()
				return nil, fmt.Errorf("copy output %s out: %w", b.Name, err)
			}
			out[b.Name] = &npy.Array{DType: dt, Shape: slices.Clone(shape)}
			continue
		}
		a := &npy.Array{DType: dt, Shape: slices.Clone(shape), Data: dio.hostOutput(b.Name, n)}
		if n > 0 {
			if err := s.dev.CopyOut(s.stream, a.Data, p); err != nil {
				s.stream.Synchronize()
				return nil, fmt.Errorf("copy output %s out: %w", b.Name, err)
			}
		}
		out[b.Name] = a
	}
	if err := s.readStatus(); err != nil {
		s.stream.Synchronize()
		return nil, err
	}
	if err := s.stream.Synchronize(); err != nil {
		return nil, fmt.Errorf("run %s (%d launches): %w", s.prog.Name, len(s.plan), err)
	}
	if err := s.checkStatus(); err != nil {
		return nil, err
	}
	if launchTimes != nil {
		for i := range s.plan {
			d, err := s.dev.Elapsed(s.events[i], s.events[i+1])
			if err != nil {
				return nil, fmt.Errorf("time launch %d (%s): %w", i, s.prog.Launches[i].Label, err)
			}
			launchTimes[i] = d
		}
	}
	s.runs++
	s.threads.after(launched, probe)
	return out, nil
}

// launchAll enqueues the program's launches: through the captured graph
// when there is one (or one can be captured now, after a successful run),
// else kernel by kernel, with events around each launch when timed.
func (s *Session) launchAll(ctx context.Context, timed bool) error {
	if s.prog.HasControl() {
		// Control and host steps decide on the host: no device graph.
		err := s.runSteps(ctx, timed)
		if err == nil && timed {
			err = s.events[len(s.plan)].Record(s.stream)
		}
		return err
	}
	if !timed {
		if g, ok := s.dev.(Grapher); ok && s.graph == nil && !s.graphTried && s.runs > 0 {
			s.graphTried = true
			s.graph, s.graphErr = g.Capture(s.stream, func() error { return s.enqueue(ctx, false) })
		}
		if s.graph != nil {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := s.graph.Launch(s.stream); err != nil {
				return fmt.Errorf("replay %s: %w", s.prog.Name, err)
			}
			return nil
		}
		return s.enqueueBatched(ctx)
	}
	return s.enqueue(ctx, timed)
}

// enqueue enqueues every launch's device kernels in order (untimed on a
// Concurrent device, independent launches at the same time: runWaves).
func (s *Session) enqueue(ctx context.Context, timed bool) error {
	if !timed && s.waves != nil {
		return s.runWaves(ctx)
	}
	for i := range s.plan {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := s.enqueueLaunch(i, timed); err != nil {
			return err
		}
	}
	if timed {
		if err := s.events[len(s.plan)].Record(s.stream); err != nil {
			return fmt.Errorf("run %s: %w", s.prog.Name, err)
		}
	}
	return nil
}

// enqueueLaunch enqueues launch i's device kernels, after its start event
// when timed.
func (s *Session) enqueueLaunch(i int, timed bool) error {
	if i < 0 || i >= len(s.plan) {
		return fmt.Errorf("launch %d of %d", i, len(s.plan))
	}
	if timed {
		if err := s.events[i].Record(s.stream); err != nil {
			return fmt.Errorf("launch %d (%s): %w", i, s.prog.Launches[i].Label, err)
		}
	}
	for _, st := range s.plan[i].steps {
		if err := st.k.Launch(s.stream, st.cfg, st.args); err != nil {
			return fmt.Errorf("launch %d (%s): %w", i, s.prog.Launches[i].Label, err)
		}
	}
	return nil
}

// zeroStatus enqueues the zeroing of the status words.
func (s *Session) zeroStatus() error {
	for _, w := range s.status {
		clear(w.data)
		if err := s.dev.CopyIn(s.stream, s.arena+DevicePtr(s.prog.Buffers[w.buf].Offset), w.data); err != nil {
			return fmt.Errorf("zero status word %s: %w", s.prog.Buffers[w.buf].Name, err)
		}
	}
	return nil
}

// readStatus enqueues the copies of the status words to the host (they
// are there once the stream is synchronized).
func (s *Session) readStatus() error {
	for _, w := range s.status {
		if err := s.dev.CopyOut(s.stream, w.data, s.arena+DevicePtr(s.prog.Buffers[w.buf].Offset)); err != nil {
			return fmt.Errorf("read status word %s: %w", s.prog.Buffers[w.buf].Name, err)
		}
	}
	return nil
}

// checkStatus reports the first launch whose status word is set.
func (s *Session) checkStatus() error {
	for _, w := range s.status {
		code := int32(binary.LittleEndian.Uint32(w.data))
		if code == 0 {
			continue
		}
		e := &StatusError{Program: s.prog.Name, Launch: w.launch, Code: code}
		if w.launch >= 0 {
			e.Label = s.prog.Launches[w.launch].Label
		}
		return e
	}
	return nil
}
