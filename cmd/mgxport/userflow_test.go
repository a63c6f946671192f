package main

// TestUserFlow is the end-to-end suite of issue 10: it drives the built
// bin/mgxport (`make build`) as a user does, from the README, in separate
// processes and through files on disk, for every model under
// ../shared/models, testdata/models and testdata/sample. Per model, in
// order (a step that fails stops the steps that need its files):
//
//	compile   compile --portable model.onnx -o W/m.mgxb, with --dim NAME=N
//	          for each symbolic input dim, bound from the shape of the
//	          model's own input_NAME.npy; the compile touches no kernel cache
//	inspect   inspect W/m.mgxb exits 0; inspect --json parses, and its
//	          program has the model's inputs and outputs, with the shapes
//	          and dtypes of the .npy files; no object is finalized yet
//	finalize  finalize W/m.mgxb --arch host -o W/m.host.mgxb with a fresh
//	          $MGXPORT_CACHE_DIR, which it fills; the finalized bundle
//	          holds host_so objects beside the portable ones
//	run       run W/m.host.mgxb --input NAME=input_NAME.npy ... --output-dir
//	          OUT; every OUT/NAME.npy matches output_NAME.npy
//	moved     the finalized bundle copied alone into a new directory, run
//	          there (relative paths) with a new, empty cache: same outputs,
//	          and nothing is compiled (the cache stays empty)
//	portable  run W/m.mgxb (finalized in memory) with a new cache: same
//	          outputs; the kernels go through that cache, and the portable
//	          bundle is left byte for byte as is
//	onnx-from-inputs / onnx-dynamic-from-inputs (models with symbolic
//	          input dims): run model.onnx with the inputs only, no --dim;
//	          the dims must be bound from the inputs' shapes
//
// Outputs match when |got-ref| <= 1e-5 + 1e-4*|ref| elementwise (NaN never
// matches); a failure names the worst element. The references are ONNX
// Runtime's output_NAME.npy; testdata/sample has none, so its reference is
// the reference evaluator's (run model.onnx --arch ref, also a process).
//
// The suite also guards the bundle fix of 8dcd538 (sections of 64 KiB and
// more were unreadable from disk: "corrupt section: window size exceeded"):
// at least one bundle it runs must hold a section between 128 KiB and 7 MiB
// (resnet_mini's largest conv weight is 144 KiB; cnn's fc.weight, 80 KiB,
// tripped the bug too).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
)

// flowModel is one model directory as the user flow sees it.
type flowModel struct {
	name, dir, onnx string
	inputs          map[string]*npy.Array // by input name, from input_NAME.npy
	inputFlags      []string              // --input NAME=/abs/input_NAME.npy ...
	dimFlags        []string              // --dim NAME=N for each symbolic dim
	refs            map[string]string     // output name -> reference .npy
}

// loadFlowModel reads a model directory: its inputs, the --dim bindings its
// symbolic input dims take from the inputs' shapes, and its references.
func loadFlowModel(t *testing.T, dir string) *flowModel {
	t.Helper()
	dir, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := &flowModel{name: filepath.Base(dir), dir: dir, onnx: filepath.Join(dir, "model.onnx"),
		inputs: map[string]*npy.Array{}, refs: map[string]string{}}
	files, _ := filepath.Glob(filepath.Join(dir, "input_*.npy"))
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "input_"), ".npy")
		a, err := npy.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m.inputs[name] = a
		m.inputFlags = append(m.inputFlags, "--input", name+"="+f)
	}
	if len(m.inputs) == 0 {
		t.Fatalf("%s has no input_*.npy", dir)
	}
	g, err := onnx.ImportFile(m.onnx, onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bound := map[string]int64{}
	var order []string
	for _, v := range g.Inputs {
		a, ok := m.inputs[v.Name]
		if !ok {
			t.Fatalf("%s: no input_%s.npy for the model's input %s", dir, v.Name, v.Name)
		}
		if len(v.Dims) != len(a.Shape) {
			t.Fatalf("%s: input %s declares %d dims, input_%s.npy has shape %v", dir, v.Name, len(v.Dims), v.Name, a.Shape)
		}
		for i, d := range v.Dims {
			switch {
			case d.Static():
			case d.Param == "":
				t.Fatalf("%s: input %s dim %d is dynamic without a name; --dim cannot bind it", dir, v.Name, i)
			case bound[d.Param] == 0:
				bound[d.Param] = a.Shape[i]
				order = append(order, d.Param)
			case bound[d.Param] != a.Shape[i]:
				t.Fatalf("%s: dim %s is %d in one input and %d in input %s", dir, d.Param, bound[d.Param], a.Shape[i], v.Name)
			}
		}
	}
	for _, p := range order {
		m.dimFlags = append(m.dimFlags, "--dim", fmt.Sprintf("%s=%d", p, bound[p]))
	}
	outs, _ := filepath.Glob(filepath.Join(dir, "output_*.npy"))
	for _, f := range outs {
		m.refs[strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "output_"), ".npy")] = f
	}
	return m
}

// inspectJSON is the part of `inspect --json` the suite checks.
type inspectJSON struct {
	Programs []struct {
		Name            string
		Inputs, Outputs []struct {
			Name, DType string
			Shape       []int64
		}
	}
	Objects []struct {
		Format, Symbol string
		Bytes          int64
	}
	Weights []struct {
		Name  string
		Bytes int64
	}
	OK bool
}

// section is one section of a bundle, for the section-size check.
type section struct {
	where string // model, bundle and section name
	raw   int64
}

// inspectBundle runs inspect and inspect --json on a bundle, checks that
// its programs have the model's inputs and outputs, and returns the
// formats of its objects (with counts) and its sections.
func inspectBundle(t *testing.T, p cliProc, m *flowModel, bundle string) (map[string]int, []section) {
	t.Helper()
	if out, _ := p.must(t, "inspect", bundle); !strings.Contains(out, "program ") {
		t.Errorf("inspect %s lists no program:\n%s", bundle, out)
	}
	out, _ := p.must(t, "inspect", "--json", bundle)
	var info inspectJSON
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(&info); err != nil {
		t.Fatalf("inspect --json %s: stdout is not JSON: %v\n%s", bundle, err, out)
	}
	if len(info.Programs) == 0 || !info.OK {
		t.Fatalf("inspect --json %s: %d programs, ok %v", bundle, len(info.Programs), info.OK)
	}
	for _, prog := range info.Programs {
		var ins, outs []string
		for _, b := range prog.Inputs {
			ins = append(ins, b.Name)
			if a := m.inputs[b.Name]; a != nil && (a.DType != b.DType || !slices.Equal(a.Shape, b.Shape)) {
				t.Errorf("program %s input %s is %s%v; input_%s.npy is %s%v", prog.Name, b.Name, b.DType, b.Shape, b.Name, a.DType, a.Shape)
			}
		}
		for _, b := range prog.Outputs {
			outs = append(outs, b.Name)
		}
		slices.Sort(ins)
		slices.Sort(outs)
		if want := slices.Sorted(maps.Keys(m.inputs)); !slices.Equal(ins, want) {
			t.Errorf("program %s has inputs %v; the model's files are %v", prog.Name, ins, want)
		}
		if want := slices.Sorted(maps.Keys(m.refs)); len(want) > 0 && !slices.Equal(outs, want) {
			t.Errorf("program %s has outputs %v; the references are %v", prog.Name, outs, want)
		}
	}
	formats := map[string]int{}
	var secs []section
	for _, o := range info.Objects {
		formats[o.Format]++
		secs = append(secs, section{fmt.Sprintf("%s %s object %s (%s)", m.name, filepath.Base(bundle), o.Symbol, o.Format), o.Bytes})
	}
	for _, w := range info.Weights {
		secs = append(secs, section{fmt.Sprintf("%s %s weight %s", m.name, filepath.Base(bundle), w.Name), w.Bytes})
	}
	return formats, secs
}

func TestUserFlow(t *testing.T) {
	bin := builtMgxport(t)
	dirs := append(exportedModels(t), filepath.Join(repoRoot, "testdata", "sample"))

	// Every model's bundles' sections, checked once all models have run.
	var (
		mu       sync.Mutex
		sections []section
		models   int
	)
	t.Cleanup(func() {
		if models < len(dirs) {
			t.Logf("%d of %d models inspected: no check of section sizes", models, len(dirs))
			return
		}
		const lo, hi = 128 << 10, 7 << 20
		var in []string
		for _, s := range sections {
			if s.raw >= lo && s.raw <= hi {
				in = append(in, fmt.Sprintf("%s: %d bytes", s.where, s.raw))
			}
		}
		if len(in) == 0 {
			t.Errorf("no bundle holds a section between %d and %d bytes: the suite no longer guards reading such sections from disk", lo, hi)
		}
		t.Logf("sections between 128 KiB and 7 MiB read back from disk:\n\t%s", strings.Join(in, "\n\t"))
	})

	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			m := loadFlowModel(t, dir)
			work := t.TempDir()
			if len(m.refs) == 0 {
				if m.name != "sample" {
					t.Fatalf("%s has no reference output_*.npy", dir)
				}
				// The sample ships no ONNX Runtime outputs: the reference
				// evaluator's stand in.
				refDir := filepath.Join(work, "ref")
				p := cliProc{bin: bin, cache: filepath.Join(work, "cache-ref")}
				p.must(t, append([]string{"run", m.onnx, "--arch", "ref", "--output-dir", refDir}, m.inputFlags...)...)
				outs, _ := filepath.Glob(filepath.Join(refDir, "*.npy"))
				for _, f := range outs {
					m.refs[strings.TrimSuffix(filepath.Base(f), ".npy")] = f
				}
				if len(m.refs) == 0 {
					t.Fatalf("run --arch ref wrote no outputs to %s", refDir)
				}
			}
			userFlow(t, bin, m, work, func(s []section) {
				mu.Lock()
				defer mu.Unlock()
				sections = append(sections, s...)
				models++
			})
			onnxCase := "onnx-from-inputs"
			if len(m.dimFlags) > 0 {
				onnxCase = "onnx-dynamic-from-inputs"
			}
			t.Run(onnxCase, func(t *testing.T) {
				// The kernels are those of the finalize step: its cache
				// serves them (or they compile, if that step failed).
				p := cliProc{bin: bin, cache: filepath.Join(work, "cache-finalize")}
				out := filepath.Join(work, "out-onnx")
				p.must(t, append([]string{"run", m.onnx, "--output-dir", out}, m.inputFlags...)...)
				compareOutputDir(t, out, m.refs)
			})
		})
	}
}

// userFlow runs the bundle steps of one model in work; record receives the
// sections of its bundles once both are inspected.
func userFlow(t *testing.T, bin string, m *flowModel, work string, record func([]section)) {
	portable := filepath.Join(work, "m.mgxb")
	host := filepath.Join(work, "m.host.mgxb")
	finalizeCache := filepath.Join(work, "cache-finalize")
	var secs []section
	// A model whose program is host steps only (nms_boxes: one
	// NonMaxSuppression) has no kernels to finalize or cache.
	kernels := true
	steps := []struct {
		name string
		run  func(t *testing.T)
	}{
		{"compile", func(t *testing.T) {
			cache := filepath.Join(work, "cache-compile")
			p := cliProc{bin: bin, cache: cache}
			p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable}, m.dimFlags...)...)
			if _, err := os.Stat(cache); err == nil {
				t.Errorf("compile --portable wrote into the kernel cache %s", cache)
			}
		}},
		{"inspect", func(t *testing.T) {
			formats, s := inspectBundle(t, cliProc{bin: bin, cache: filepath.Join(work, "cache-compile")}, m, portable)
			secs = append(secs, s...)
			kernels = len(formats) > 0
			if (kernels && formats["mlir_bytecode"]+formats["amdgcnspirv"] == 0) || formats["host_so"] > 0 {
				t.Errorf("portable bundle has objects %v; want only mlir_bytecode and amdgcnspirv", formats)
			}
		}},
		{"finalize", func(t *testing.T) {
			p := cliProc{bin: bin, cache: finalizeCache}
			p.must(t, "finalize", portable, "--arch", "host", "-o", host)
			if n := len(cacheEntryFiles(t, finalizeCache)); n == 0 && kernels {
				t.Errorf("finalize left no kernel in its cache %s", finalizeCache)
			}
			formats, s := inspectBundle(t, p, m, host)
			secs = append(secs, s...)
			if kernels && (formats["host_so"] == 0 || formats["mlir_bytecode"]+formats["amdgcnspirv"] == 0) {
				t.Errorf("finalized bundle has objects %v; want host_so beside the portable ones", formats)
			}
			record(secs)
		}},
		{"run", func(t *testing.T) {
			out := filepath.Join(work, "out-host")
			p := cliProc{bin: bin, cache: finalizeCache}
			p.must(t, append([]string{"run", host, "--output-dir", out}, m.inputFlags...)...)
			compareOutputDir(t, out, m.refs)
		}},
		{"moved", func(t *testing.T) {
			dir := t.TempDir()
			b, err := os.ReadFile(host)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "m.host.mgxb"), b, 0o644); err != nil {
				t.Fatal(err)
			}
			cache := filepath.Join(dir, "cache")
			if err := os.Mkdir(cache, 0o755); err != nil {
				t.Fatal(err)
			}
			// Another cache is another machine's key: it runs the
			// bundle's objects as they are when it trusts the key that
			// signed them (the finalizing cache's).
			key, _ := cliProc{bin: bin, cache: finalizeCache}.must(t, "cache", "key")
			p := cliProc{bin: bin, cache: cache, dir: dir}
			_, stderr := p.must(t, append([]string{"run", "m.host.mgxb", "--output-dir", "out", "--trust", strings.TrimSpace(key)}, m.inputFlags...)...)
			compareOutputDir(t, filepath.Join(dir, "out"), m.refs)
			if strings.Contains(stderr, "not signed") {
				t.Errorf("the finalizer's key trusted, run still distrusts: %s", stderr)
			}
			if n := len(cacheEntryFiles(t, cache)); n > 0 {
				t.Errorf("running the finalized bundle compiled %d kernel(s) into the new cache", n)
			}
		}},
		{"portable", func(t *testing.T) {
			before, err := os.ReadFile(portable)
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(work, "out-portable")
			cache := filepath.Join(work, "cache-portable")
			p := cliProc{bin: bin, cache: cache}
			p.must(t, append([]string{"run", portable, "--output-dir", out}, m.inputFlags...)...)
			compareOutputDir(t, out, m.refs)
			if n := len(cacheEntryFiles(t, cache)); n == 0 && kernels {
				t.Errorf("the in-memory finalize left no kernel in its cache %s", cache)
			}
			if after, err := os.ReadFile(portable); err != nil || !bytes.Equal(before, after) {
				t.Errorf("run of the portable bundle changed %s (%v)", portable, err)
			}
		}},
	}
	for _, s := range steps {
		if !t.Run(s.name, s.run) {
			return
		}
	}
}
