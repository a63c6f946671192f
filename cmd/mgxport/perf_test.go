package main

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
)

// TestPerf checks perf's JSON report on a finalized bundle and on the ONNX
// model (finalized in memory), and the text table.
func TestPerf(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	tests := []struct {
		name string
		args []string
		runs int
	}{
		{"bundle", []string{"perf", finalized, "-n", "40", "--warmup", "3", "--json"}, 40},
		{"duration", []string{"perf", finalized, "--duration", "200ms", "--json"}, -1},
		{"onnx model", []string{"perf", filepath.Join(sharedModels, "mlp", "model.onnx"), "-n", "7", "--json", "--seed", "11"}, 7},
		{"given input", []string{"perf", finalized, "-n", "5", "--json", "--input", "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out perfOutput
			mustJSON(t, &out, tt.args...)
			rep := out.Report
			if rep == nil || len(rep.Launches) != 3 {
				t.Fatalf("report %+v: want 3 launches", rep)
			}
			if tt.runs < 0 {
				// --duration 200ms: at least one run, and 200 ms of them.
				tt.runs = rep.Runs
				if rep.Runs < 1 || rep.Seconds < 0.2 {
					t.Errorf("--duration 200ms: %d runs in %g s", rep.Runs, rep.Seconds)
				}
			}
			if rep.Runs != tt.runs {
				t.Fatalf("%d runs, want %d", rep.Runs, tt.runs)
			}
			if rep.Seconds <= 0 || !(math.Abs(rep.Throughput*rep.Seconds-float64(rep.Runs)) <= 1e-6*float64(rep.Runs)) {
				t.Errorf("throughput %g/s over %g s for %d runs", rep.Throughput, rep.Seconds, rep.Runs)
			}
			if rep.Total.MeanMS*float64(rep.Runs) > rep.Seconds*1000*(1+1e-9) {
				t.Errorf("mean run time %g ms times %d runs exceeds the %g s they took", rep.Total.MeanMS, rep.Runs, rep.Seconds)
			}
			var share float64
			syms := map[string]bool{}
			for _, l := range rep.Launches {
				if l.Calls != tt.runs || l.MeanMS <= 0 || l.Label == "" || l.Symbol == "" {
					t.Errorf("launch %+v", l)
				}
				share += l.Share
				syms[l.Symbol] = true
			}
			if math.Abs(share-100) > 1e-6 {
				t.Errorf("launch shares sum to %g%%", share)
			}
			if len(rep.Kernels) != len(syms) {
				t.Errorf("%d kernel rows for %d symbols", len(rep.Kernels), len(syms))
			}
			for i := 1; i < len(rep.Kernels); i++ {
				if rep.Kernels[i].MeanMS > rep.Kernels[i-1].MeanMS {
					t.Errorf("summary not sorted by time: %+v", rep.Kernels)
				}
			}
			s := rep.Total
			if spread := s.MaxMS - s.MinMS; s.StddevMS < 0 || s.StddevMS > spread || (rep.Runs > 1 && spread > 0 && s.StddevMS == 0) {
				t.Errorf("stddev %g ms with min %g, max %g", s.StddevMS, s.MinMS, s.MaxMS)
			}
			if !(0 < s.MinMS && s.MinMS <= s.MedianMS && s.MedianMS <= s.P90MS && s.P90MS <= s.P99MS && s.P99MS <= s.MaxMS && s.MinMS <= s.MeanMS && s.MeanMS <= s.MaxMS) {
				t.Errorf("run statistics out of order: %+v", s)
			}
			if rep.KernelMS <= 0 || rep.KernelMS > s.MeanMS {
				t.Errorf("kernel time %g ms/run, total mean %g ms: the launches are part of the run", rep.KernelMS, s.MeanMS)
			}
			if strings.Contains(strings.Join(tt.args, " "), "--input") != (len(out.Filled) == 0) {
				t.Errorf("filled inputs %v", out.Filled)
			}
		})
	}
	text := mustRun(t, "perf", finalized, "-n", "5")
	for _, want := range []string{"gemm_relu", "softmax", "calls", "share", "Summary:", "Total time", "median", "p90", "p99", "stddev", "inferences/s"} {
		if !strings.Contains(text, want) {
			t.Errorf("perf output lacks %q:\n%s", want, text)
		}
	}
	// On host too the runs are timed again untimed (batched launches).
	if !strings.Contains(text, "Run time") {
		t.Errorf("host perf does not time untimed runs:\n%s", text)
	}
	for _, bad := range []struct {
		args []string
		want string
	}{
		{[]string{"perf", finalized, "-n", "0"}, "-n 0"},
		{[]string{"perf", finalized, "-n", "-3"}, "-n -3"},
		{[]string{"perf", finalized, "--warmup", "-1"}, "--warmup -1"},
		{[]string{"perf", finalized, "--arch", "ref"}, "--arch ref"},
		{[]string{"perf", finalized, "-n", "5", "--duration", "1s"}, "-n 5 and --duration 1s"},
		{[]string{"perf", finalized, "-n", "100", "--duration", "1s"}, "-n 100 and --duration 1s"}, // the default, given explicitly
		{[]string{"perf", finalized, "--duration", "0s"}, "--duration 0s"},
		{[]string{"perf", finalized, "--duration", "-2s"}, "--duration -2s"},
	} {
		if _, err := mgxport(t, bad.args...); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(bad.args, " "), err, bad.want)
		}
	}
}

// TestPrintPerfRunTime checks the text report's untimed line: printed
// with its statistics when the report has them (a GPU's), absent when not.
func TestPrintPerfRunTime(t *testing.T) {
	rep := &driver.PerfReport{Runs: 3, KernelMS: 1, Total: driver.RunStats{MeanMS: 2, MedianMS: 2}}
	var b strings.Builder
	printPerf(&b, "m.mgxb", "sm_90a", rep, false)
	if strings.Contains(b.String(), "Run time") {
		t.Errorf("a report without untimed runs prints them:\n%s", b.String())
	}
	rep.Untimed = &driver.RunStats{MeanMS: 1.5, StddevMS: 0.1, MinMS: 1.25, MedianMS: 1.5, P90MS: 1.75, P99MS: 1.875, MaxMS: 2}
	b.Reset()
	printPerf(&b, "m.mgxb", "sm_90a", rep, false)
	if want := "Run time: 1.5000 ms (mean) ± 0.1000 (stddev); min 1.2500, median 1.5000, p90 1.7500, p99 1.8750, max 2.0000 ms"; !strings.Contains(b.String(), want) {
		t.Errorf("report lacks %q:\n%s", want, b.String())
	}
}
