package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/tuner"
)

// TestTuneMessages is issue 32's tuning output: a faster trial that does
// not become the best says why; a kernel whose candidate lost the
// confirmation says the default stays (the summary then counts it as not
// faster, consistently); with no target tunable here, nothing claims the
// kernels were "tuned before", nor for kernels compiled with nothing to
// tune.
func TestTuneMessages(t *testing.T) {
	var tally tuneTally
	var w bytes.Buffer
	tally.progress(&w)(tuner.Progress{Job: "gemm", Done: 2, Of: 4, LastPoint: "reg6x16", LastPointTime: 90 * time.Microsecond, LastPointValid: true, Best: "default", BestTime: 91 * time.Microsecond})
	if !strings.Contains(w.String(), "faster by less than a winner's margin") {
		t.Errorf("progress of a faster point that is not the best: %q", w.String())
	}
	tally.add(finalize.TuneReport{Kernel: "gemm", Best: "default", BestTime: 91 * time.Microsecond, DefaultTime: 91 * time.Microsecond})
	tally.add(finalize.TuneReport{Kernel: "gemm_1", Best: "reg8x32", BestTime: 50 * time.Microsecond, DefaultTime: 80 * time.Microsecond,
		Trials: []tuner.Trial{{Point: "default", Time: 80 * time.Microsecond}, {Point: "reg8x32", Time: 50 * time.Microsecond}, {Point: "reg9", Err: errors.New("differs\nfrom the default")}}})
	// --json lists every trial: its time, or why it was dropped.
	if ks := tally.summary("quick").Kernels; len(ks) != 2 || len(ks[1].Trials) != 3 || ks[1].Trials[1] != (tunedTrial{Point: "reg8x32", US: 50}) ||
		ks[1].Trials[2] != (tunedTrial{Point: "reg9", Dropped: "differs"}) {
		t.Errorf("summary kernels %+v: want gemm_1's three trials", ks)
	}
	w.Reset()
	tally.print(&w, "quick", false, finalize.Stats{})
	out := w.String()
	for _, want := range []string{"tuned 2 kernel(s) (quick): 1 faster", "gemm: the default schedule stays", "gemm_1: reg8x32, 50.0 µs against the default's 80.0 µs"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	var none tuneTally
	w.Reset()
	none.print(&w, "full", true, finalize.Stats{})
	if w.Len() != 0 {
		t.Errorf("nothing tunable here, yet: %q", w.String())
	}
	none.print(&w, "full", false, finalize.Stats{CacheHits: 3})
	if got := w.String(); !strings.Contains(got, "3 came from the cache") || strings.Contains(got, "compiled here") {
		t.Errorf("cache hits: %q", got)
	}
	// Kernels compiled without a measurement had no tuning space: the
	// message must not claim they were tuned before (it once did, for
	// every half product).
	w.Reset()
	none.print(&w, "full", false, finalize.Stats{Compiled: 2})
	if got := w.String(); !strings.Contains(got, "the 2 kernel(s) compiled here had nothing this tuning searches") || strings.Contains(got, "cache") {
		t.Errorf("compiled, untuned: %q", got)
	}
}
