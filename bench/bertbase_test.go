package bench

import (
	"context"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// BenchmarkBERTBase runs a BERT-base-size encoder (12 layers, hidden 768,
// random weights, batch 1, seq 128) on the host — compiled and finalized in
// memory outside the timing, reporting the finalize time — and on the
// reference evaluator, on random token ids.
func BenchmarkBERTBase(b *testing.B) {
	dir := b.TempDir()
	m, _ := onnxtest.Bert(onnxtest.BertBase, 1)
	model := filepath.Join(dir, "bert.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	m = nil
	const seq = 128
	rng := rand.New(rand.NewPCG(rand.Uint64(), 7))
	ids := &npy.Array{DType: "int64", Shape: []int64{1, seq}, Data: make([]byte, 8*seq)}
	mask := &npy.Array{DType: "int64", Shape: []int64{1, seq}, Data: make([]byte, 8*seq)}
	for i := range seq {
		binary.LittleEndian.PutUint64(ids.Data[8*i:], uint64(rng.IntN(onnxtest.BertBase.Vocab)))
		binary.LittleEndian.PutUint64(mask.Data[8*i:], 1)
	}
	inputs := map[string]*npy.Array{"input_ids": ids, "attention_mask": mask}
	copts := driver.CompileOptions{Dims: map[string]int64{"batch": 1, "seq": seq}}
	ctx := context.Background()
	lib := openMLIR(b)
	b.Run("host", func(b *testing.B) {
		t0 := time.Now()
		l := loadHost(b, lib, model, copts, b.TempDir())
		b.ReportMetric(time.Since(t0).Seconds(), "compile+finalize_s")
		rep, err := driver.Perf(ctx, l.Session, inputs, driver.PerfOptions{Runs: 1, Warmup: 0})
		if err != nil {
			b.Fatal(err)
		}
		for _, k := range rep.Kernels {
			if k.Share >= 1 {
				b.Logf("%-24s %3d launch(es) %9.2f ms/run %5.1f%%", k.Symbol, k.Launches, k.MeanMS, k.Share)
			}
		}
		b.ResetTimer()
		for b.Loop() {
			if _, err := l.Session.Run(ctx, inputs); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("ref", func(b *testing.B) {
		ref, err := driver.LoadReference(model, copts)
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := ref.Run(ctx, inputs); err != nil {
				b.Fatal(err)
			}
		}
	})
}
