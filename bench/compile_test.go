package bench

import (
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

// BenchmarkCompileBERTBase runs `mgxport compile --portable` as a process on
// a BERT-base-size encoder (12 layers, hidden 768, random weights, batch 1,
// seq 128): import, every graph pass, lowering to TOSA bytecode and SPIR-V,
// and writing the bundle. A separate process makes the peak RSS the
// compile's own, reported next to the weights' bytes.
func BenchmarkCompileBERTBase(b *testing.B) {
	dir := b.TempDir()
	exe := filepath.Join(dir, "mgxport")
	if out, err := exec.Command("go", "build", "-o", exe, "../cmd/mgxport").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	m, weights := onnxtest.Bert(onnxtest.BertBase, 1)
	model := filepath.Join(dir, "bert.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	m = nil
	out := filepath.Join(dir, "bert.mgxb")
	var peak int64
	var wall time.Duration
	n := 0
	b.ResetTimer()
	for b.Loop() {
		cmd := exec.Command(exe, "compile", "--portable", model, "-o", out, "--dim", "batch=1", "--dim", "seq=128")
		t0 := time.Now()
		if o, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("mgxport compile: %v\n%s", err, o)
		}
		wall += time.Since(t0)
		n++
		peak = max(peak, cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss*1024)
	}
	st, _ := os.Stat(out)
	b.ReportMetric(float64(wall.Milliseconds())/float64(n), "ms/compile")
	b.ReportMetric(float64(weights)/(1<<20), "weights_MiB")
	b.ReportMetric(float64(peak)/(1<<20), "peakRSS_MiB")
	b.ReportMetric(float64(peak)/float64(weights), "peakRSS/weights")
	b.ReportMetric(float64(st.Size())/(1<<20), "bundle_MiB")
}
