package bench

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// BenchmarkCompileBERTBase compiles a BERT-base-size encoder (12 layers,
// hidden 768, random weights, batch 1, seq 128) portably: import, every
// graph pass, lowering to TOSA bytecode and SPIR-V, and writing the bundle.
// It reports the weights' bytes and the process's peak RSS (which also
// holds the model the benchmark built) next to the time per compile.
func BenchmarkCompileBERTBase(b *testing.B) {
	dir := b.TempDir()
	m, weights := onnxtest.Bert(onnxtest.BertBase, 1)
	model := filepath.Join(dir, "bert.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	m = nil
	out := filepath.Join(dir, "bert.mgxb")
	opts := driver.CompileOptions{Dims: map[string]int64{"batch": 1, "seq": 128}}
	b.ResetTimer()
	for range b.N {
		if err := driver.Compile(context.Background(), model, out, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	st, _ := os.Stat(out)
	b.ReportMetric(float64(weights)/(1<<20), "weights_MiB")
	b.ReportMetric(float64(ru.Maxrss)/1024, "peakRSS_MiB")
	b.ReportMetric(float64(st.Size())/(1<<20), "bundle_MiB")
}
