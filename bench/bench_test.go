package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

const sharedModels = "../../shared/models"

func openMLIR(b *testing.B) *mlirc.Library {
	b.Helper()
	lib, err := driver.OpenMLIR("")
	if err != nil {
		b.Fatalf("%v (run `make build`)", err)
	}
	return lib
}

// portableMLP compiles the mlp into dir.
func portableMLP(b *testing.B, dir string) string {
	b.Helper()
	p := filepath.Join(dir, "mlp.mgxb")
	if err := driver.Compile(context.Background(), filepath.Join(sharedModels, "mlp", "model.onnx"), p, driver.CompileOptions{}); err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkFinalizeCache finalizes the mlp bundle for host in-process, first
// with an empty kernel cache (every kernel compiled), then again with the
// cache it filled (every kernel a hit), and reports both times and their
// ratio. The MLIR library is opened once, outside the timing (a cold
// process pays that once; BenchmarkFinalizeProcess includes it). The warm
// finalize names the compiler through the identity memo and never touches
// the library, which the benchmark checks.
func BenchmarkFinalizeCache(b *testing.B) {
	lib := openMLIR(b)
	dir := b.TempDir()
	portable := portableMLP(b, dir)
	ctx := context.Background()
	var cold, warm time.Duration
	n := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		cache, err := kcache.Open(filepath.Join(dir, fmt.Sprintf("cache%d", i)))
		if err != nil {
			b.Fatal(err)
		}
		opts := driver.FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: cache}
		t0 := time.Now()
		s1, err := driver.Finalize(ctx, driver.LoadedMLIR(lib), portable, filepath.Join(dir, "cold.mgxb"), opts)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		s2, err := driver.Finalize(ctx, driver.LoadedMLIR(lib), portable, filepath.Join(dir, "warm.mgxb"), opts)
		if err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if s1.Compiled != 3 || s2.CacheHits != 3 || s2.Compiled != 0 || !s1.LibraryLoaded || s2.LibraryLoaded {
			b.Fatalf("cold %+v, warm %+v: want 3 compiles then 3 hits without the library", s1, s2)
		}
		cold += t1.Sub(t0)
		warm += t2.Sub(t1)
		n++
		os.RemoveAll(cache.Dir())
	}
	coldMS := float64(cold) / float64(n) / 1e6
	warmMS := float64(warm) / float64(n) / 1e6
	b.ReportMetric(coldMS, "cold-ms")
	b.ReportMetric(warmMS, "warm-ms")
	b.ReportMetric(coldMS/warmMS, "cold/warm")
	b.Logf("finalize mlp in-process: cold cache %.1f ms, warm cache %.2f ms, ratio %.1fx (%d rounds)", coldMS, warmMS, coldMS/warmMS, n)
}

// BenchmarkFinalizeProcess is BenchmarkFinalizeCache with a whole mgxport
// process per finalize (built into a temporary directory first): what a
// user sees, the process start included. The cold process loads the MLIR
// library (45–240 ms of it) and remembers the compiler identity; the warm
// one finds every kernel through the identity memo without loading it,
// which the benchmark checks (--json's mlir_library_loaded).
func BenchmarkFinalizeProcess(b *testing.B) {
	dir := b.TempDir()
	exe := filepath.Join(dir, "mgxport")
	build := exec.Command("go", "build", "-o", exe, "../cmd/mgxport")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	lib, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		b.Fatalf("%v (run `make build`)", err)
	}
	portable := portableMLP(b, dir)
	run := func(cache, out string, wantLoaded bool) time.Duration {
		cmd := exec.Command(exe, "finalize", portable, "--arch", "host", "-o", out, "--cache-dir", cache, "--json")
		cmd.Env = append(os.Environ(), mlirc.EnvLibrary+"="+lib)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		t0 := time.Now()
		stdout, err := cmd.Output()
		d := time.Since(t0)
		if err != nil {
			b.Fatalf("mgxport finalize: %v\n%s", err, stderr.String())
		}
		var sum struct {
			Loaded bool `json:"mlir_library_loaded"`
		}
		if err := json.Unmarshal(stdout, &sum); err != nil || sum.Loaded != wantLoaded {
			b.Fatalf("mgxport finalize --json: MLIR library loaded %v, want %v (%v)\n%s", sum.Loaded, wantLoaded, err, stdout)
		}
		return d
	}
	var cold, warm time.Duration
	n := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		cache := filepath.Join(dir, fmt.Sprintf("cache%d", i))
		cold += run(cache, filepath.Join(dir, "cold.mgxb"), true)
		warm += run(cache, filepath.Join(dir, "warm.mgxb"), false)
		n++
		os.RemoveAll(cache)
	}
	coldMS := float64(cold) / float64(n) / 1e6
	warmMS := float64(warm) / float64(n) / 1e6
	b.ReportMetric(coldMS, "cold-ms")
	b.ReportMetric(warmMS, "warm-ms")
	b.ReportMetric(coldMS/warmMS, "cold/warm")
	b.Logf("mgxport finalize mlp as a process: cold cache %.1f ms, warm cache %.1f ms, ratio %.1fx (%d rounds)", coldMS, warmMS, coldMS/warmMS, n)
}

// modelInputs reads a shared model's ONNX Runtime inputs and the shapes
// that bind its dims.
func modelInputs(b *testing.B, dir string) (map[string]*npy.Array, driver.CompileOptions) {
	b.Helper()
	ins, _ := filepath.Glob(filepath.Join(dir, "input_*.npy"))
	in := map[string]*npy.Array{}
	opts := driver.CompileOptions{InputDims: map[string][]int64{}}
	for _, p := range ins {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "input_"), ".npy")
		a, err := npy.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		in[name] = a
		opts.InputDims[name] = a.Shape
	}
	return in, opts
}

// loadHost compiles and finalizes model in memory on the host through the
// kernel cache in cacheDir; the session closes when the benchmark ends.
func loadHost(b *testing.B, lib *mlirc.Library, model string, copts driver.CompileOptions, cacheDir string) *driver.Loaded {
	b.Helper()
	cache, err := kcache.Open(cacheDir)
	if err != nil {
		b.Fatal(err)
	}
	l, err := driver.Load(context.Background(), model, driver.LoadOptions{
		Compile:  copts,
		Finalize: driver.FinalizeOptions{Cache: cache},
		MLIR:     func() (*mlirc.Library, error) { return lib, nil },
	})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { l.Close() })
	return l
}

// BenchmarkHostRun runs every shared model on the host (compiled and
// finalized in memory through a private cache, outside the timing) and on
// the reference evaluator, on ONNX Runtime's inputs.
func BenchmarkHostRun(b *testing.B) {
	models, _ := filepath.Glob(filepath.Join(sharedModels, "*", "model.onnx"))
	if len(models) == 0 {
		b.Fatalf("no models under %s", sharedModels)
	}
	cacheDir := b.TempDir()
	lib := openMLIR(b)
	ctx := context.Background()
	for _, model := range models {
		dir := filepath.Dir(model)
		name := filepath.Base(dir)
		inputs, copts := modelInputs(b, dir)
		b.Run(name+"/host", func(b *testing.B) {
			l := loadHost(b, lib, model, copts, cacheDir)
			rep, err := driver.Perf(ctx, l.Session, inputs, driver.PerfOptions{Runs: 20, Warmup: 3})
			if err != nil {
				b.Fatal(err)
			}
			for _, k := range rep.Kernels {
				b.Logf("%s: %-12s %2d launch(es) %.4f ms/run %5.1f%%", name, k.Symbol, k.Launches, k.MeanMS, k.Share)
			}
			b.ResetTimer()
			for b.Loop() {
				if _, err := l.Session.Run(ctx, inputs); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/ref", func(b *testing.B) {
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
}
