package mgxport_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/npy"
)

// BenchmarkOpenPreloadFirstRun times what a server or a code-search index
// pays at start-up through the public API: Open with Preload, then its
// first request (zeros at the smallest bucket's shape), then Close. The
// bundle and arch are $MGXPORT_BENCH_BUNDLE and $MGXPORT_BENCH_ARCH
// (default: the sample on the host; on a GPU, a bucket grid finalized for
// it with every kernel in the cache).
func BenchmarkOpenPreloadFirstRun(b *testing.B) {
	path, arch := os.Getenv("MGXPORT_BENCH_BUNDLE"), os.Getenv("MGXPORT_BENCH_ARCH")
	if path == "" {
		path = "testdata/embed/sample.mgxb"
	}
	if arch == "" {
		arch = "host"
	}
	ctx := context.Background()
	run := func() {
		m, err := mgxport.Open(ctx, path, mgxport.Options{Arch: arch, Preload: true})
		if err != nil {
			// A bundle of one shape preloads at Open anyway.
			if m, err = mgxport.Open(ctx, path, mgxport.Options{Arch: arch}); err != nil {
				b.Fatal(err)
			}
		}
		defer m.Close()
		var dims map[string]int64
		if bs := m.Buckets(); len(bs) > 0 {
			dims = bs[0].Dims
		}
		in := map[string]*mgxport.Tensor{}
		for _, i := range m.Inputs() {
			shape := make([]int64, len(i.Shape))
			n := int64(1)
			for k, d := range i.Shape {
				if d < 0 {
					d = dims[i.Dims[k]]
				}
				shape[k], n = d, n*d
			}
			t, err := mgxport.NewTensorBytes(i.DType, shape, make([]byte, n*i.DType.Size()))
			if err != nil {
				b.Fatal(err)
			}
			in[i.Name] = t
		}
		if _, err := m.Run(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
	run() // the kernel cache warm, as at a restart
	cpu0 := cpuTime()
	b.ResetTimer()
	for b.Loop() {
		run()
	}
	b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkRunTiny times one run of tiny models on the host at one thread
// through the public API, with their own inputs, and reports the
// allocations per run: a run's fixed cost (binding the inputs, packing
// kernel arguments, dispatching steps, host steps, the outputs), which
// tiny models pay more than their arithmetic. if_sign is an If over
// small kernels; nms_boxes one NonMaxSuppression host step;
// loop_accumulate and scan_cumsum a Loop and a Scan over small bodies;
// nonzero_mask a NonZero host step; resnet_mini a small CNN, whose
// run is its convolutions' time; gpt2_mini a small decoder of 40-odd
// launches, most of a few microseconds.
func BenchmarkRunTiny(b *testing.B) {
	for _, name := range []string{"if_sign", "nms_boxes", "loop_accumulate", "scan_cumsum", "nonzero_mask", "resnet_mini", "gpt2_mini"} {
		b.Run(name, func(b *testing.B) {
			dir := filepath.Join("testdata", "models", name)
			ctx := context.Background()
			m, err := mgxport.Open(ctx, filepath.Join(dir, "model.onnx"), mgxport.Options{Arch: "host", Threads: 1})
			if err != nil {
				b.Fatal(err)
			}
			defer m.Close()
			in := map[string]*mgxport.Tensor{}
			files, err := filepath.Glob(filepath.Join(dir, "input_*.npy"))
			if err != nil || len(files) == 0 {
				b.Fatalf("no inputs in %s (%v)", dir, err)
			}
			for _, f := range files {
				a, err := npy.ReadFile(f)
				if err != nil {
					b.Fatal(err)
				}
				t, err := mgxport.NewTensorBytes(mgxport.DType(a.DType), a.Shape, a.Data)
				if err != nil {
					b.Fatal(err)
				}
				in[strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "input_"), ".npy")] = t
			}
			if _, err := m.Run(ctx, in); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			cpu0 := cpuTime()
			b.ResetTimer()
			for b.Loop() {
				if _, err := m.Run(ctx, in); err != nil {
					b.Fatal(err)
				}
			}
			// On a shared machine the wall time includes waiting for a
			// core; the process's CPU time per run is steadier.
			b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N), "cpu-ns/op")
		})
	}
}
