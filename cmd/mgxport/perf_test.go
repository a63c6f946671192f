package main

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
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
		{"onnx model", []string{"perf", filepath.Join(sharedModels, "mlp", "model.onnx"), "-n", "7", "--json", "--seed", "11"}, 7},
		{"given input", []string{"perf", finalized, "-n", "5", "--json", "--input", "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out perfOutput
			mustJSON(t, &out, tt.args...)
			rep := out.Report
			if rep == nil || rep.Runs != tt.runs || len(rep.Launches) != 3 {
				t.Fatalf("report %+v: want %d runs of 3 launches", rep, tt.runs)
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
	for _, want := range []string{"gemm_relu", "softmax", "calls", "share", "Summary:", "Total time", "median", "p90", "p99"} {
		if !strings.Contains(text, want) {
			t.Errorf("perf output lacks %q:\n%s", want, text)
		}
	}
	for _, bad := range [][]string{{"perf", finalized, "-n", "0"}, {"perf", finalized, "--warmup", "-1"}, {"perf", finalized, "--arch", "ref"}} {
		if _, err := mgxport(t, bad...); err == nil {
			t.Errorf("mgxport %s succeeded", strings.Join(bad, " "))
		}
	}
}
