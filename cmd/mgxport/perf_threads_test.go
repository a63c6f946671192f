package main

import (
	"path/filepath"
	"runtime"
	"testing"
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
