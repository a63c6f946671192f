package finalize

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/tuner"
)

// hostTarget is the Target of this CPU: kernels become x86-64 shared
// objects (CompileHost) on a Compiler opened from the MLIR library on first
// need, and its identity is remembered in the IdentityMemo of MemoDir.
type hostTarget struct {
	row     target.Target
	lib     Library // nil: nothing can be compiled
	jobs    int
	memoDir string
	tune    *TuneOptions // nil: the default schedule
	measure sync.Mutex   // one tuning measurement at a time

	mu   sync.Mutex     // guards comp and dev
	comp *host.Compiler // nil until opened
	dev  runtime.Device // tuning's device, nil until opened
}

// device opens the device tuning measures host trials on: the one
// TuneOptions.Devices names for this target (the CLI registers this CPU's;
// finalize opens none of its own).
func (h *hostTarget) device() (runtime.Device, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.dev != nil {
		return h.dev, nil
	}
	d, ok := h.tune.Devices[h.row.Name]
	if !ok || d.Open == nil {
		return nil, fmt.Errorf("tune for %s: no device to measure on (TuneOptions.Devices names none for %s)", h.row.Name, h.row.Name)
	}
	dev, err := d.Open()
	if err != nil {
		return nil, fmt.Errorf("tune for %s: %w", h.row.Name, err)
	}
	h.dev = dev
	return dev, nil
}

func newHost(row target.Target, cfg Config) *hostTarget {
	return &hostTarget{row: row, lib: cfg.Library, jobs: cfg.Jobs, memoDir: cfg.MemoDir, tune: cfg.Tune}
}

func (h *hostTarget) Row() target.Target { return h.row }

// Pick takes any variant: the host runs subgroups of one, where every
// variant is correct.
func (h *hostTarget) Pick(variants []*codeobj.Object) (*codeobj.Object, error) {
	return PickVariant(variants, h.row.Wave)
}

// Source returns TOSA bytecode as it is and raises SPIR-V for the host
// (raise.Host: workgroups and subgroups of one), but for a float32
// recurrence kernel, which calls the host's micro-kernel
// (host.RecurrenceSource), and for a layout copy, which copies rows
// (host.CopySource), and for a Gather, which copies a row per index
// (host.GatherSource), and for a Concat, which copies blocks
// (host.ConcatSource), and for a RotaryEmbedding, which rotates head rows
// (host.RotarySource).
func (h *hostTarget) Source(o *codeobj.Object) (Input, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		return Input{Module: o.Payload, Kind: SourceTOSA, Object: o}, nil
	case codeobj.AMDGCNSPIRV:
		if src, ok := host.RecurrenceSource(o); ok { // the recurrence's micro-kernel
			return Input{Module: src, Kind: SourceRaised}, nil
		}
		if src, ok := host.CopySource(o); ok { // a layout copy's row loops
			return Input{Module: src, Kind: SourceRaised}, nil
		}
		if src, ok := host.GatherSource(o); ok { // a Gather's row copies
			return Input{Module: src, Kind: SourceRaised}, nil
		}
		if src, ok := host.ConcatSource(o); ok { // a Concat's block copies
			return Input{Module: src, Kind: SourceRaised}, nil
		}
		if src, ok := host.RotarySource(o); ok { // a RotaryEmbedding's head rows
			return Input{Module: src, Kind: SourceRaised}, nil
		}
		src, err := raise.Host(o.Payload, o.Symbol, hostGlobal(o), raiseArgs(o))
		if err != nil {
			return Input{}, err
		}
		return Input{Module: []byte(src), Kind: SourceRaised}, nil
	}
	return Input{}, fmt.Errorf("%s object %s is not portable", o.Format, o.Symbol)
}

// memoKey returns the identity memo key of the library, or "" when the memo
// cannot be used (no memo, a library known only by its opener, an input
// that cannot be read).
func (h *hostTarget) memoKey() string {
	if h.memoDir == "" || h.lib == nil {
		return ""
	}
	key, err := libraryKey(h.lib)
	if err != nil {
		return ""
	}
	return key
}

func (h *hostTarget) Remembered(warn func(error)) (Identity, bool) {
	return rememberedIdentity(h.memoDir, h.memoKey(), warn)
}

// rememberedIdentity looks key up in the identity memo of memoDir; ""
// (no usable memo) is a miss. warn receives a memo that cannot be read.
func rememberedIdentity(memoDir, key string, warn func(error)) (Identity, bool) {
	if key == "" {
		return Identity{}, false
	}
	id, ok, err := NewIdentityMemo(memoDir).Lookup(key)
	if err != nil {
		warn(err)
	}
	return id, ok
}

// hostGlobal is the global range a SPIR-V object runs over on the host.
// A variant for one wave size (the row kernels' subgroup strategy) walks
// its rows by subgroup, and a host subgroup is one work-item: a launch of
// Global work-items would run Wave-1 of every Wave of them with no row to
// take (softmax over 512 rows: 16384 work-items, 512 working, all in the
// first of the ranges threads split). One work-item per GPU subgroup
// runs the same rows.
func hostGlobal(o *codeobj.Object) [3]int64 {
	g := o.Global
	if o.Wave > 1 {
		g[0] = max(1, (g[0]+int64(o.Wave)-1)/int64(o.Wave))
	}
	return g
}

// raiseArgs is what raising needs of a SPIR-V object's arguments.
func raiseArgs(o *codeobj.Object) []raise.ArgInfo {
	args := make([]raise.ArgInfo, len(o.Args))
	for i, a := range o.Args {
		args[i] = raise.ArgInfo{DType: a.DType, Elems: a.Elems()}
	}
	return args
}

func (h *hostTarget) Open(ctx context.Context, warn func(error)) (Pool, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.comp != nil {
		return hostCompiler{h.comp, h}, nil
	}
	if h.lib == nil {
		return nil, errors.New("no MLIR library to compile with")
	}
	before := h.memoKey()
	lib, err := h.lib.Open()
	if err != nil {
		return nil, err
	}
	h.comp = host.NewCompiler(lib, h.jobs)
	h.remember(before, warn)
	return hostCompiler{h.comp, h}, nil
}

// remember stores the open compiler's identity in the memo, under the key
// computed before the library was opened (when there was one): should the
// library file have changed in between, the keys differ and nothing is
// remembered.
func (h *hostTarget) remember(before string, warn func(error)) {
	key := h.memoKey()
	if key == "" || before != "" && key != before {
		return
	}
	if err := NewIdentityMemo(h.memoDir).Remember(key, h.comp.HostIdentity()); err != nil {
		warn(err)
	}
}

// KeyParts is host.HostKeyParts; a tuned finalize keys its kernels by the
// strategy too and, since the winner was measured here, by this CPU
// (the target identity, which names it).
func (h *hostTarget) KeyParts(id Identity, in Input) kcache.KeyParts {
	k := host.HostKeyParts(id.Compiler, id.Target, in.Module, in.Kind)
	if h.tune != nil && in.Kind == SourceTOSA {
		k.Tuning, k.Device = host.TuneKey(h.tune), h.deviceID(id)
	}
	return k
}

// deviceID names the CPU tuning measures on in cache keys and decisions:
// this CPU's host target string (id.Target), unless TuneOptions.Devices
// names the host's device otherwise (TuneDevice.ID).
func (h *hostTarget) deviceID(id Identity) string {
	if d, ok := h.tune.Devices[h.row.Name]; ok && d.ID != "" && d.ID != "host" {
		return d.ID
	}
	return id.Target
}

// Object is the host_so object of o: the shared object so, with o's
// signature and launch sizes.
func (h *hostTarget) Object(o *codeobj.Object, so []byte, id Identity) (*codeobj.Object, error) {
	return &codeobj.Object{
		Format:   h.row.Format,
		Target:   h.row.Name,
		Symbol:   o.Symbol,
		Args:     o.Args,
		Global:   o.Global,
		Local:    o.Local,
		Source:   o.ID(),
		Compiler: id.Compiler,
		Payload:  so,
	}, nil
}

func (h *hostTarget) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.comp != nil {
		h.comp.Close()
		h.comp = nil
	}
	if h.dev != nil {
		err := h.dev.Close()
		h.dev = nil
		return err
	}
	return nil
}

// hostCompiler is a Compiler as a Target's Pool.
type hostCompiler struct {
	c *host.Compiler
	h *hostTarget
}

func (c hostCompiler) Identity() Identity { return c.c.HostIdentity() }
func (c hostCompiler) Workers() int       { return c.c.Workers() }
func (c hostCompiler) Compile(ctx context.Context, in Input) ([]byte, PhaseTimes, error) {
	so, times, _, err := c.compileTuned(ctx, in)
	return so, times, err
}

// compileTuned is Compile, also saying whether the budget cut the
// kernel's tuning short (tunedPool).
func (c hostCompiler) compileTuned(ctx context.Context, in Input) ([]byte, PhaseTimes, bool, error) {
	so, times, partial, _, err := c.tuneDecided(ctx, in)
	return so, times, partial, err
}

// tuneDecided is compileTuned, also returning the decision (decidingPool):
// the winner's HostSchedule as JSON, nil for a kernel that was not tuned.
// TuneHost runs one tuner.Run per kernel with the Progress it is given,
// which is called after every point with Done of Of: a search the budget
// stopped reports last with Done < Of, a finished one with Done == Of, an
// untuned kernel not at all.
func (c hostCompiler) tuneDecided(ctx context.Context, in Input) ([]byte, PhaseTimes, bool, []byte, error) {
	if c.h.tune == nil || in.Kind != SourceTOSA {
		so, times, err := c.c.CompileTimed(ctx, in.Module, in.Kind)
		return so, times, false, nil, err
	}
	dev, err := c.h.device()
	if err != nil {
		return nil, PhaseTimes{}, false, nil, err
	}
	opts := *c.h.tune
	var last tuner.Progress
	outer := opts.Progress
	opts.Progress = func(p tuner.Progress) {
		last = p // tuner.Run calls Progress from its own goroutine, one point after another
		if outer != nil {
			outer(p)
		}
	}
	so, times, best, err := c.c.TuneHost(ctx, in.Module, in.Object, opts, dev, &c.h.measure)
	if err != nil {
		return nil, times, false, nil, err
	}
	var sched []byte
	if best != nil {
		if sched, err = json.Marshal(*best); err != nil {
			return nil, times, false, nil, fmt.Errorf("tuning decision: %w", err)
		}
	}
	return so, times, last.Done < last.Of, sched, nil
}

// compileDecided compiles in under a recorded decision (decidingPool):
// the schedule is decoded strictly and must be a point of this CPU's
// tuning space (host.CompileScheduled).
func (c hostCompiler) compileDecided(ctx context.Context, in Input, schedule []byte) ([]byte, PhaseTimes, string, error) {
	if in.Kind != SourceTOSA {
		return nil, PhaseTimes{}, "", fmt.Errorf("a %s kernel has no tuning decision", in.Kind)
	}
	s, err := host.DecodeSchedule(schedule)
	if err != nil {
		return nil, PhaseTimes{}, "", err
	}
	so, times, err := c.c.CompileScheduled(ctx, in.Module, s)
	return so, times, s.String(), err
}
