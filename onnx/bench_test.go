package onnx

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
)

// BenchmarkBertBaseFrontEnd imports a BERT-base-size model (12 layers,
// hidden 768, seq 128, random weights) and runs every pass of the standard
// pipeline. Besides time it reports the bytes allocated per run (the file
// read included), an upper bound of the peak memory of import and passes,
// also as a multiple of the weights' bytes.
func BenchmarkBertBaseFrontEnd(b *testing.B) {
	m, weights := onnxtest.Bert(onnxtest.BertBase, 1)
	path := filepath.Join(b.TempDir(), "bert-base.onnx")
	if err := os.WriteFile(path, m.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	m = nil
	bind := passes.Bindings{Dims: map[string]int64{"batch": 1, "seq": 128}}
	var ms runtime.MemStats
	var allocated uint64
	var nodes, kernels int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		runtime.GC()
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		b.StartTimer()
		g, err := ImportFile(path, Options{})
		if err != nil {
			b.Fatal(err)
		}
		res, err := passes.Compile(context.Background(), g, passes.Options{Bindings: bind, Kinds: lower.OpKind})
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		runtime.ReadMemStats(&ms)
		allocated += ms.TotalAlloc - before
		nodes, kernels = len(g.Nodes), len(res.Partitions)
		if out := g.Outputs[0]; !out.Shape.Equal(graph.Shape{1, 128, 768}) {
			b.Fatalf("output shape %v", out.Shape)
		}
		b.StartTimer()
	}
	b.StopTimer()
	perRun := float64(allocated) / float64(b.N)
	b.ReportMetric(float64(weights)/1e6, "weightMB")
	b.ReportMetric(perRun/1e6, "allocMB/op")
	b.ReportMetric(perRun/float64(weights), "peak/weights")
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(kernels), "kernels")
}
