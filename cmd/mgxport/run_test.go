package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// runOutput runs `mgxport run ARGS --output-dir D` in-process and reads
// output y of the mlp back.
func runOutput(t *testing.T, args ...string) (*npy.Array, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "out")
	_, errs, err := mgxportSplit(t, append(args, "--output-dir", dir)...)
	if err != nil {
		t.Fatalf("mgxport %s: %v\n%s", strings.Join(args, " "), err, errs)
	}
	a, err := npy.ReadFile(filepath.Join(dir, "y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	return a, errs
}

// TestRunTargets runs the mlp on ONNX Runtime's input every way run can:
// a finalized bundle, a portable bundle (finalized on the fly, nothing
// written), the ONNX model on host and on the reference evaluator. All
// match ONNX Runtime's output.
func TestRunTargets(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	portableBytes := readFile(t, portable)
	input := "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")
	want, err := npy.ReadFile(filepath.Join(sharedModels, "mlp", "output_y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		args       []string
		wantStderr []string
		noStderr   []string
	}{
		{"finalized bundle", []string{"run", finalized, "--input", input}, nil, []string{"finalized", "compiled"}},
		{"finalized bundle, auto", []string{"run", finalized, "--input", input, "--arch", "auto"}, nil, []string{"finalized"}},
		{"portable bundle", []string{"run", portable, "--input", input}, []string{"finalized 3 kernel(s) for host in memory", "mgxport finalize"}, nil},
		{"onnx on host", []string{"run", model, "--input", input, "--arch", "host"}, []string{"compiled " + model + " in memory", "finalized 3 kernel(s)"}, nil},
		{"onnx on ref", []string{"run", model, "--input", input, "--arch", "ref"}, nil, []string{"finalized", "compiled"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, errs := runOutput(t, tt.args...)
			compareClose(t, "y", got, want, 1e-4, 1e-5)
			for _, s := range tt.wantStderr {
				if !strings.Contains(errs, s) {
					t.Errorf("stderr lacks %q:\n%s", s, errs)
				}
			}
			for _, s := range tt.noStderr {
				if strings.Contains(errs, s) {
					t.Errorf("stderr has %q:\n%s", s, errs)
				}
			}
		})
	}
	if !bytes.Equal(readFile(t, portable), portableBytes) {
		t.Error("running the portable bundle changed it")
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	if !slices.Equal(names, []string{"mlp.host.mgxb", "mlp.mgxb"}) {
		t.Errorf("run wrote files beside the bundles: %v", names)
	}
}

// TestRunFill checks --fill: random inputs follow the seed (same seed, same
// outputs on host and on the reference; another seed, other outputs), zeros
// and ones match the reference, and bad fills fail.
func TestRunFill(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	seed := fmt.Sprint(rand.Uint64() >> 1)
	other := fmt.Sprint(rand.Uint64() >> 1)

	host, errs := runOutput(t, "run", finalized, "--fill", "random", "--seed", seed)
	if !strings.Contains(errs, "filled x with random values (--seed "+seed+")") {
		t.Errorf("stderr does not say which input was filled how:\n%s", errs)
	}
	again, _ := runOutput(t, "run", finalized, "--fill", "random", "--seed", seed)
	if !bytes.Equal(host.Data, again.Data) {
		t.Error("the same seed gave different outputs")
	}
	ref, _ := runOutput(t, "run", model, "--arch", "ref", "--fill", "random", "--seed", seed)
	compareClose(t, "y (host vs ref, random)", host, ref, 1e-4, 1e-5)
	diff, _ := runOutput(t, "run", finalized, "--fill", "random", "--seed", other)
	if bytes.Equal(host.Data, diff.Data) {
		t.Errorf("seeds %s and %s gave the same outputs", seed, other)
	}
	unseeded1, errs1 := runOutput(t, "run", finalized, "--fill", "random")
	unseeded2, _ := runOutput(t, "run", finalized, "--fill", "random")
	if bytes.Equal(unseeded1.Data, unseeded2.Data) {
		t.Errorf("two runs without --seed drew the same inputs:\n%s", errs1)
	}
	for _, mode := range []string{"zeros", "ones"} {
		h, _ := runOutput(t, "run", finalized, "--fill", mode)
		r, _ := runOutput(t, "run", model, "--arch", "ref", "--fill", mode)
		compareClose(t, "y (host vs ref, "+mode+")", h, r, 1e-4, 1e-5)
		if bytes.Equal(h.Data, host.Data) {
			t.Errorf("--fill %s gave the random inputs' output", mode)
		}
	}
	zeros, _ := runOutput(t, "run", finalized, "--fill", "zeros")
	ones, _ := runOutput(t, "run", finalized, "--fill", "ones")
	if bytes.Equal(zeros.Data, ones.Data) {
		t.Error("zeros and ones gave the same output")
	}
	// A given input is not replaced by the fill.
	given, _ := runOutput(t, "run", finalized, "--fill", "zeros", "--input", "x="+filepath.Join(sharedModels, "mlp", "input_x.npy"))
	want, err := npy.ReadFile(filepath.Join(sharedModels, "mlp", "output_y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	compareClose(t, "y (given input, fill zeros)", given, want, 1e-4, 1e-5)

	bad := []struct {
		args []string
		want string
	}{
		{[]string{"run", finalized, "--fill", "noise"}, `--fill "noise"`},
		{[]string{"run", finalized}, "missing input: x"},
		{[]string{"run", finalized, "--arch", "ref", "--fill", "zeros"}, "ONNX models"},
		{[]string{"run", finalized, "--arch", "gfx1151", "--fill", "zeros"}, "gfx1151"},
		{[]string{"run", model, "--arch", "ref"}, "missing input: x"},
		{[]string{"run", finalized, "--fill", "random", "--fill-int-max", "0"}, "fill-int-max"},
	}
	for _, b := range bad {
		_, err := mgxport(t, b.args...)
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(b.args, " "), err, b.want)
		}
	}
}

// TestRunExpected checks run --expected: ONNX Runtime's output passes on
// host and on the reference evaluator and the text says so; a file with one
// element moved fails (non-zero) naming the output and the element count;
// a name that is not an output fails before running; --rtol without
// --expected cannot apply.
func TestRunExpected(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portableMLP(t, dir), "--arch", "host", "-o", finalized, "-q")
	input := "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")
	ortY := filepath.Join(sharedModels, "mlp", "output_y.npy")
	want, err := npy.ReadFile(ortY)
	if err != nil {
		t.Fatal(err)
	}
	bad := rand.IntN(int(want.Elems()))
	off := perturbed(t, want, bad, -(0.01 + rand.Float32()*0.01), filepath.Join(dir, "off.npy"))
	for _, path := range []string{finalized, model} {
		for _, arch := range []string{"host", "ref"} {
			if arch == "ref" && path == finalized {
				continue
			}
			text, err := mgxport(t, "run", path, "--arch", arch, "--input", input, "--expected", "y="+ortY)
			if err != nil || !strings.Contains(text, "max abs error") || !strings.Contains(text, "0/128") {
				t.Errorf("run %s --arch %s --expected: %v\n%s", path, arch, err, text)
			}
			text, err = mgxport(t, "run", path, "--arch", arch, "--input", input, "--expected", "y="+off)
			if err == nil || !strings.Contains(err.Error(), "y: 1 of 128 elements outside rtol 0.0001 atol 1e-05") || !strings.Contains(text, fmt.Sprintf("FAIL: [%d]", bad)) {
				t.Errorf("run %s --arch %s with element %d off: %v\n%s", path, arch, bad, err, text)
			}
		}
	}
	for _, b := range []struct {
		args []string
		want string
	}{
		{[]string{"run", finalized, "--input", input, "--expected", "z=" + ortY}, "--expected z: no such output"},
		{[]string{"run", model, "--arch", "ref", "--input", input, "--expected", "z=" + ortY}, "--expected z: no such output"},
		{[]string{"run", finalized, "--input", input, "--rtol", "1e-3"}, "--rtol"},
		{[]string{"run", finalized, "--input", input, "--print", "--json"}, "--print"},
	} {
		if _, err := mgxport(t, b.args...); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(b.args, " "), err, b.want)
		}
	}
}

// TestRunJSON checks run --json: stdout is one JSON object naming each
// output with its dtype, shape and file (which holds that array), the
// filled inputs and seed, positive times, and the checks of --expected.
func TestRunJSON(t *testing.T) {
	dir := t.TempDir()
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portableMLP(t, dir), "--arch", "host", "-o", finalized, "-q")
	seed := fmt.Sprint(rand.Uint64() >> 1)
	outDir := filepath.Join(dir, "out")
	var res runResult
	mustJSON(t, &res, "run", finalized, "--fill", "random", "--seed", seed, "--output-dir", outDir, "--json")
	if res.Path != finalized || res.Target != "host" || fmt.Sprint(res.Seed) != seed || !slices.Equal(res.Filled, []string{"x"}) {
		t.Errorf("summary %+v", res)
	}
	if len(res.Outputs) != 1 || res.Outputs[0].Name != "y" || res.Outputs[0].DType != "float32" || !slices.Equal(res.Outputs[0].Shape, []int64{4, 32}) {
		t.Fatalf("outputs %+v", res.Outputs)
	}
	y, err := npy.ReadFile(res.Outputs[0].File)
	if err != nil || y.DType != "float32" || !slices.Equal(y.Shape, []int64{4, 32}) {
		t.Errorf("file %s: %v, %v", res.Outputs[0].File, y, err)
	}
	if res.RunMS <= 0 || res.LoadMS <= 0 || !res.Pass || len(res.Checks) != 0 {
		t.Errorf("times %g/%g ms, pass %v, checks %+v", res.LoadMS, res.RunMS, res.Pass, res.Checks)
	}
	// The file holds what run computed: checking the run against it passes.
	out, _, err := mgxportSplit(t, "run", finalized, "--fill", "random", "--seed", seed, "--json", "--expected", "y="+res.Outputs[0].File)
	if err != nil {
		t.Fatalf("run --expected its own output: %v\n%s", err, out)
	}
	// Keys are snake_case and present; absent values are omitted, not null.
	var raw map[string]any
	if err := jsonUnmarshal(out, &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"path", "target", "seed", "filled_inputs", "outputs", "load_ms", "run_ms", "checks", "pass"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("run --json lacks %q:\n%s", k, out)
		}
	}
	if strings.Contains(out, "null") || strings.Contains(out, `"file"`) {
		t.Errorf("run --json without --output-dir has a null or a file:\n%s", out)
	}
	if checks := raw["checks"].([]any); len(checks) != 1 || raw["pass"] != true {
		t.Errorf("checks %v, pass %v", raw["checks"], raw["pass"])
	}
	// Given inputs: none filled, no seed.
	var given runResult
	mustJSON(t, &given, "run", finalized, "--input", "x="+filepath.Join(sharedModels, "mlp", "input_x.npy"), "--json")
	if given.Seed != 0 || given.Filled == nil || len(given.Filled) != 0 || len(given.Outputs) != 1 || given.Outputs[0].File != "" {
		t.Errorf("given inputs: %+v", given)
	}
}
