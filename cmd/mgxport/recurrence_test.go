package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestRecurrenceFlow runs the recurrent test models (lstm_seg: conv1d and
// a two-layer bidirectional LSTM over 524 steps; gru_tagger; rnn_stack) as
// a user does, each step its own mgxport process: compile --portable,
// finalize --arch host (the recurrences become the host's micro-kernel
// calls), run the finalized bundle on 1 and on 2 threads. Both runs' outputs
// equal ONNX Runtime's output_*.npy within the suite's tolerance, and each
// other byte for byte (the work items split over threads compute each row
// as one thread does).
func TestRecurrenceFlow(t *testing.T) {
	bin := builtMgxport(t)
	for _, name := range []string{"lstm_seg", "gru_tagger", "rnn_stack"} {
		t.Run(name, func(t *testing.T) {
			m := loadFlowModel(t, filepath.Join(repoRoot, "testdata", "models", name))
			if len(m.refs) == 0 {
				t.Fatalf("%s has no output_*.npy", m.dir)
			}
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			portable, host := filepath.Join(work, "m.mgxb"), filepath.Join(work, "m.host.mgxb")
			p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable}, m.dimFlags...)...)
			p.must(t, "finalize", portable, "--arch", "host", "-o", host)
			outs := map[string]string{}
			for _, threads := range []string{"1", "2"} {
				out := filepath.Join(work, "out"+threads)
				p.must(t, append([]string{"run", host, "--threads", threads, "--output-dir", out}, m.inputFlags...)...)
				compareOutputDir(t, out, m.refs)
				outs[threads] = out
			}
			for out := range m.refs {
				a, errA := os.ReadFile(filepath.Join(outs["1"], out+".npy"))
				b, errB := os.ReadFile(filepath.Join(outs["2"], out+".npy"))
				if errA != nil || errB != nil || !bytes.Equal(a, b) {
					t.Fatalf("%s: output %s differs between 1 and 2 threads (%v, %v)", name, out, errA, errB)
				}
			}
		})
	}
}
