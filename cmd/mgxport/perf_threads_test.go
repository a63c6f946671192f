package main

import (
	"encoding/json"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/runtime/host"
)

// TestPerfSplits runs perf on resnet_mini (convolutions with phases, a
// shortcut convolution beside each block's first) as a user would, at one
// thread and at two: --json says of every launch how its kernel spread
// over the threads — at one thread whole, at two whole, split or still
// probing, with ranges for every phase when split — and at two threads
// which launches run at the same time (the shortcuts beside the blocks),
// and the pool's counts.
func TestPerfSplits(t *testing.T) {
	model := filepath.Join(repoRoot, "testdata", "models", "resnet_mini", "model.onnx")
	for _, threads := range []string{"1", "2"} {
		var out perfOutput
		mustJSON(t, &out, "perf", model, "--threads", threads, "-n", "30", "--warmup", "5", "--json")
		rep := out.Report
		if rep == nil || len(rep.Launches) == 0 {
			t.Fatalf("--threads %s: report %+v", threads, rep)
		}
		phased := 0
		for _, l := range rep.Launches {
			s := l.Split
			if s == nil {
				t.Fatalf("--threads %s: launch %d (%s) says nothing of its split", threads, l.Index, l.Label)
			}
			if s.Phases > 0 {
				phased++
			}
			if len(s.Extents) != s.Phases {
				t.Errorf("launch %d (%s): %d extents for %d phases", l.Index, l.Label, len(s.Extents), s.Phases)
			}
			switch {
			case threads == "1" && s.How != "whole":
				t.Errorf("one thread: launch %d (%s) runs %q", l.Index, l.Label, s.How)
			case s.How == "split" && len(s.Ranges) != s.Phases:
				t.Errorf("launch %d (%s): split with %d ranges for %d phases", l.Index, l.Label, len(s.Ranges), s.Phases)
			case s.How != "whole" && s.How != "split" && s.How != "probing":
				t.Errorf("launch %d (%s): how %q", l.Index, l.Label, s.How)
			}
		}
		if phased == 0 {
			t.Errorf("--threads %s: no launch has phases", threads)
		}
		wide := 0
		for _, w := range rep.Waves {
			switch {
			case len(w.Launches) == 1 && w.How != "alone":
				t.Errorf("--threads %s: wave %v of one launch runs %q", threads, w.Launches, w.How)
			case len(w.Launches) > 1 && w.How != "at once" && w.How != "in order" && w.How != "probing":
				t.Errorf("--threads %s: wave %v runs %q", threads, w.Launches, w.How)
			}
			if len(w.Launches) > 1 {
				wide++
			}
		}
		if want := map[string]int{"1": 0, "2": 2}[threads]; wide != want {
			t.Errorf("--threads %s: %d waves of launches at the same time (%v), want %d", threads, wide, rep.Waves, want)
		}
		if threads == "2" && rep.Untimed == nil {
			t.Error("two threads: the runs with launches at the same time are not timed")
		}
		// The pool's counts: a worker beside the caller at two threads
		// (this machine's cores permitting), none at one.
		workers := min(2, runtime.NumCPU()) - 1
		switch p := out.HostPool; {
		case threads == "1" && p != nil:
			t.Errorf("one thread: host_pool %+v", *p)
		case threads == "2" && workers > 0 && (p == nil || p.Workers != workers || p.Wakes < 0 || p.Parks < 0):
			t.Errorf("two threads: host_pool %+v, want %d workers", p, workers)
		}
	}
}

// TestPerfPoolOptions runs the built mgxport as a user would, with
// MGXPORT_HOST_POOL set: perf --json reports the pool's options as given
// (the same runs' outputs checked by verify against the model's), with
// affinity=on the ranges each split launch ran on the thread they were
// dealt to or another (none without), and a bad value fails the command
// with a message naming the variable.
func TestPerfPoolOptions(t *testing.T) {
	bin := builtMgxport(t)
	dir := filepath.Join(repoRoot, "testdata", "models", "resnet_mini")
	work := t.TempDir()
	base := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
	portable, bundle := filepath.Join(work, "r.mgxb"), filepath.Join(work, "r.host.mgxb")
	base.must(t, "compile", "--portable", filepath.Join(dir, "model.onnx"), "-o", portable)
	base.must(t, "finalize", portable, "--arch", "host", "-o", bundle, "-q")
	input := "image=" + filepath.Join(dir, "input_image.npy")
	for _, opts := range []string{"park=futex,spin=0", "recheck=on,callerspin=10us", "affinity=on,lockthreads=on", "affinity=on,pin=on"} {
		p := base
		p.env = []string{host.PoolEnv + "=" + opts}
		stdout, _ := p.must(t, "perf", bundle, "--arch", "host", "--threads", "2", "--input", input, "-n", "20", "--warmup", "3", "--json")
		var out perfOutput
		if err := json.Unmarshal([]byte(stdout), &out); err != nil {
			t.Fatalf("%s: perf --json: %v\n%s", opts, err, stdout)
		}
		want, err := host.ParsePoolOptions(opts)
		if err != nil {
			t.Fatal(err)
		}
		if hp := out.HostPool; runtime.NumCPU() > 1 && (hp == nil || hp.Options != resolved(t, want)) {
			t.Errorf("%s: host_pool %+v, want options %q", opts, hp, resolved(t, want))
		}
		// resnet_mini's convolutions (phases of 20 us) are timed split on
		// their first launches at least: with affinity, those count.
		var dealt int64
		for _, l := range out.Report.Launches {
			if l.Split != nil {
				dealt += l.Split.OwnRanges + l.Split.StolenRanges
			}
		}
		if runtime.NumCPU() > 1 && (dealt > 0) != want.Affinity {
			t.Errorf("%s: %d ranges counted as dealt to threads", opts, dealt)
		}
		if hp := out.HostPool; want.Pin && runtime.NumCPU() > 1 && hp != nil && (hp.Pinned != hp.Workers || hp.WorkerCPUMoves != 0) {
			t.Errorf("%s: %d of %d workers pinned, moved CPU %d times", opts, hp.Pinned, hp.Workers, hp.WorkerCPUMoves)
		}
		p.must(t, "verify", bundle, "--arch", "host", "--threads", "3", "--input", input,
			"--expected", "logits="+filepath.Join(dir, "output_logits.npy"))
	}
	p := base
	p.env = []string{host.PoolEnv + "=park=maybe"}
	_, stderr, err := p.run(t, "perf", bundle, "--arch", "host", "--threads", "2", "--input", input, "-n", "2")
	if err == nil || !strings.Contains(stderr, host.PoolEnv) {
		t.Errorf("a bad %s: err %v, stderr %q; want a failure naming it", host.PoolEnv, err, stderr)
	}
}

// resolved is the options' String after their defaults are filled in (as
// PoolStats reports them).
func resolved(t *testing.T, o host.PoolOptions) string {
	t.Helper()
	p, err := host.NewPoolWith(2, o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	return p.Stats().Options
}
