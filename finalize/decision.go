package finalize

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
)

// Tuning decisions (DESIGN.md, Trust; kcache.DecisionTuning): when a tuned
// finalize's search finishes, Run stores, beside the tuned kernel (code,
// signed by this machine), the decision — the winning schedule's
// parameters and the device they were measured on — as an entry of its
// own, keyed by the kernel and that device, so the winners of several
// device kinds (an H100's and an H200's, two CPU models') coexist. A later
// tuned finalize that misses the kernel but finds the decision of the
// device it tunes for compiles that schedule here instead of tuning:
// decisions travel between machines (`cache export --tuned`) as data, and
// no native object does. Decisions of other devices alone are not used
// (the kernel is tuned here) and are counted in Stats.ForeignDecisions.
// Host decisions hold a host.HostSchedule, GPU ones a gpuSchedule (a
// kernelgen tiling, gpudecision.go).

// decisionFormat is the version of decisionRecord.
//
// Format 2: decisions are keyed by the device they were measured on (one
// per kernel and device kind) and GPU tuning records them too.
const decisionFormat = 2

// maxDecisionName bounds the names a decision carries.
const maxDecisionName = 1024

// decisionRecord is a decision entry's payload.
type decisionRecord struct {
	Format int `json:"format"`
	// Target is the target-table row the kernel was tuned for.
	Target string `json:"target"`
	// Device is the identity of the device the trials were measured on
	// (the tuned kernel's kcache.KeyParts.Device).
	Device string `json:"device"`
	// Kernel is the kernel's symbol, for people.
	Kernel string `json:"kernel"`
	// Schedule is the winner's parameters, in the target's own form
	// (host.HostSchedule for the host, gpuSchedule for GPUs).
	Schedule json.RawMessage `json:"schedule"`
}

// DecidedKernel is a kernel compiled under a recorded tuning decision
// instead of being tuned.
type DecidedKernel struct {
	Target   string `json:"target"`
	Kernel   string `json:"kernel"`
	Schedule string `json:"schedule"` // as a TuneReport's Best names it
}

// decidingPool is a tunedPool whose tuning returns its decision (the
// winner's schedule as JSON; nil when the kernel had nothing to tune) and
// which compiles a recorded decision without tuning.
type decidingPool interface {
	tunedPool
	tuneDecided(ctx context.Context, in Input) (payload []byte, times PhaseTimes, partial bool, schedule []byte, err error)
	compileDecided(ctx context.Context, in Input, schedule []byte) (payload []byte, times PhaseTimes, name string, err error)
}

// decisionParts returns the key parts of the decision for the tuned
// kernel tuned, finalized for row: the kernel's parts with the row name
// for the target (a decision is looked up whatever this machine's CPU
// features or GPU compiler target string) and the device it was measured
// on (tuned.Device), one decision per kernel and device kind.
func decisionParts(tuned kcache.KeyParts, row string) kcache.KeyParts {
	return kcache.KeyParts{CodeObject: tuned.CodeObject, Target: row, Device: tuned.Device, Compiler: tuned.Compiler, Tuning: tuned.Tuning + kcache.DecisionTuning}
}

// sameKernel reports whether two decisions' parts are of one kernel,
// whatever device measured them.
func sameKernel(a, b kcache.KeyParts) bool {
	a.Device, b.Device = "", ""
	return a == b
}

// ValidateDecision checks a tuning decision entry's key parts and payload,
// which come from elsewhere (a cache archive) and are untrusted: a strict
// decode, names of bounded length, a target that records decisions (the
// host, NVIDIA and AMD GPUs), the device filed under the one the payload
// names, and a schedule that is valid for the target (host.DecodeSchedule,
// decodeGPUSchedule). It returns the device the decision was measured on.
// kcache.ImportOptions.Decision takes it.
func ValidateDecision(parts kcache.KeyParts, payload []byte) (string, error) {
	rec, err := decodeDecision(parts, payload)
	if err != nil {
		return "", err
	}
	return rec.Device, nil
}

// decodeDecision is ValidateDecision, returning the record.
func decodeDecision(parts kcache.KeyParts, payload []byte) (decisionRecord, error) {
	var rec decisionRecord
	if !parts.IsDecision() {
		return rec, fmt.Errorf("key tuning %q is not a decision's", parts.Tuning)
	}
	if len(payload) > kcache.MaxDecision {
		return rec, fmt.Errorf("%d bytes (a decision is at most %d)", len(payload), kcache.MaxDecision)
	}
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return rec, fmt.Errorf("decision: %w", err)
	}
	if dec.More() {
		return rec, errors.New("decision: trailing data")
	}
	if rec.Format != decisionFormat {
		return rec, fmt.Errorf("decision format %d, want %d (made by another mgxport version)", rec.Format, decisionFormat)
	}
	for _, s := range []string{rec.Target, rec.Device, rec.Kernel} {
		if s == "" || len(s) > maxDecisionName || !utf8.ValidString(s) {
			return rec, fmt.Errorf("decision names %q: want 1 to %d bytes of UTF-8", s, maxDecisionName)
		}
	}
	if rec.Target != parts.Target {
		return rec, fmt.Errorf("decision for target %q filed under %q", rec.Target, parts.Target)
	}
	if rec.Device != parts.Device {
		return rec, fmt.Errorf("decision measured on %q filed under device %q", rec.Device, parts.Device)
	}
	row, err := target.Lookup(rec.Target)
	if err != nil {
		return rec, fmt.Errorf("decision: %w", err)
	}
	switch row.Kind {
	case target.Host:
		if _, err := host.DecodeSchedule(rec.Schedule); err != nil {
			return rec, fmt.Errorf("decision: %w", err)
		}
	case target.CUDA, target.HIP:
		if _, _, err := decodeGPUSchedule(row, rec.Schedule); err != nil {
			return rec, fmt.Errorf("decision: %w", err)
		}
	default:
		return rec, fmt.Errorf("decision for %s: its tuning records no decisions", rec.Target)
	}
	return rec, nil
}

// decisionIndex lists, once per finalize, the tuning decisions the cache
// holds, so a kernel whose own device's decision is missing can report
// the other devices' (which are not used).
type decisionIndex struct {
	once    sync.Once
	entries []kcache.KeyParts
	err     error
}

// foreign returns the devices other than parts.Device that measured a
// decision for the kernel of parts.
func (x *decisionIndex) foreign(c *kcache.Cache, parts kcache.KeyParts) ([]string, error) {
	x.once.Do(func() {
		es, err := c.Decisions()
		x.err = err
		for _, e := range es {
			x.entries = append(x.entries, e.Parts)
		}
	})
	var out []string
	for _, p := range x.entries {
		// An entry without a device is an older mgxport's (decision
		// format 1), never looked up: not another device's.
		if p.Device != "" && p.Device != parts.Device && sameKernel(p, parts) {
			out = append(out, p.Device)
		}
	}
	return out, x.err
}

// tuneRecorded compiles job i, whose tuned kernel the cache missed, on a
// pool that records decisions: under the recorded decision of the device
// it tunes for when the cache holds one, else by tuning, storing the
// decision the tuning made (and counting the other devices' decisions it
// found, unused).
func (r *run) tuneRecorded(ctx context.Context, t Target, dp decidingPool, i int, parts kcache.KeyParts) ([]byte, PhaseTimes, bool, error) {
	in, o := r.inputs[i], r.jobs[i].Object
	row := t.Row().Name
	dparts := decisionParts(parts, row)
	b, ok, err := r.opts.Cache.Get(dparts)
	if err != nil {
		r.warn(fmt.Errorf("kernel %s: tuning decision: %w", o.Symbol, err))
	}
	if ok {
		rec, err := decodeDecision(dparts, b)
		if err != nil {
			r.warn(fmt.Errorf("kernel %s: tuning decision unusable, tuning again: %w", o.Symbol, err))
		} else {
			so, times, name, err := dp.compileDecided(ctx, in, rec.Schedule)
			if err == nil {
				r.mu.Lock()
				r.stats.Decided = append(r.stats.Decided, DecidedKernel{Target: row, Kernel: o.Symbol, Schedule: name})
				r.mu.Unlock()
				return so, times, false, nil
			}
			if ctx.Err() != nil {
				return nil, times, false, err
			}
			r.warn(fmt.Errorf("kernel %s: recorded tuning decision refused, tuning again: %w", o.Symbol, err))
		}
	} else {
		devs, err := r.decisions.foreign(r.opts.Cache, dparts)
		if err != nil {
			r.warn(fmt.Errorf("kernel %s: listing tuning decisions: %w", o.Symbol, err))
		}
		if len(devs) > 0 {
			r.mu.Lock()
			if r.stats.ForeignDecisions == nil {
				r.stats.ForeignDecisions = map[string]int{}
			}
			for _, d := range devs {
				r.stats.ForeignDecisions[d]++
			}
			r.mu.Unlock()
		}
	}
	so, times, partial, sched, err := dp.tuneDecided(ctx, in)
	if err != nil || partial || sched == nil {
		return so, times, partial, err
	}
	rec, err := json.Marshal(decisionRecord{Format: decisionFormat, Target: row, Device: parts.Device, Kernel: o.Symbol, Schedule: sched})
	if err == nil {
		err = r.opts.Cache.Put(dparts, rec)
	}
	if err != nil {
		r.warn(fmt.Errorf("kernel %s: tuning decision not stored: %w", o.Symbol, err))
	}
	return so, times, false, nil
}
