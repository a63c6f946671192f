// Package python_test drives the Python package's tests (tests/) with
// Debian's python3 and numpy, over a libmgxport.so built for the test.
package python_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/internal/capitest"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

// sharedModels holds the exported models with ONNX Runtime's outputs.
const sharedModels = "../../shared/models"

// python is Debian's interpreter: python3-numpy (make deps) is installed
// for it, whatever python3 comes first on PATH.
const python = "/usr/bin/python3"

// TestPythonPackage builds libmgxport.so, compiles the shared models
// (mlp, cnn, bert_mini at its reference shape) portable and finalized for
// the host, and bert_mini with a 2x2 bucket grid, and a string model
// (capitest.StringModel) on a random vocabulary and the classifier of the
// Go example (LinearClassifier -> ZipMap), then runs
// tests/test_mgxport.py: every bundle through Python equals ONNX Runtime
// (rtol 1e-4, atol 1e-5), also from 4 threads at once; strings go in and
// out as numpy arrays, ZipMap's sequence of maps comes out as a list of
// dicts; host runs of numpy arrays (mgx_run_host) equal the general
// path's, for NMS's data-dependent output too.
func TestPythonPackage(t *testing.T) {
	if out, err := exec.Command(python, "-c", "import numpy; assert hasattr(numpy, 'from_dlpack')").CombinedOutput(); err != nil {
		t.Fatalf("%s with numpy >= 1.22 is needed: run `make deps` (python3-numpy): %v\n%s", python, err, out)
	}
	dir := t.TempDir()
	lib := capitest.BuildLibrary(t, "..", dir)
	models, err := filepath.Abs(sharedModels)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(models); err != nil {
		t.Fatalf("shared test models missing (the project expects ../shared beside it): %v", err)
	}
	cache := capitest.CacheDir(dir)
	bundles := filepath.Join(dir, "bundles")
	if err := os.Mkdir(bundles, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"mlp", "cnn", "bert_mini"} {
		opts := driver.CompileOptions{}
		if name == "bert_mini" {
			opts.InputDims = map[string][]int64{"input_ids": {1, 16}, "attention_mask": {1, 16}}
		}
		capitest.Bundles(t, filepath.Join(models, name, "model.onnx"), bundles, name, cache, opts)
	}
	// The string model (capitest.StringModel) on a fresh random
	// vocabulary of upper-case words, which tests/ reads.
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	letters := []rune("ABCDEFGHIJKLMNOPQRSTUVWXYZÉÀÖÑ")
	var vocab []string
	for len(vocab) < 5 {
		var b strings.Builder
		for range 2 + rng.IntN(6) {
			b.WriteRune(letters[rng.IntN(len(letters))])
		}
		if !slices.Contains(vocab, b.String()) {
			vocab = append(vocab, b.String())
		}
	}
	capitest.Bundles(t, capitest.StringModel(t, dir, vocab), bundles, "strings", cache, driver.CompileOptions{})
	if err := os.WriteFile(filepath.Join(bundles, "strings_vocab.txt"), []byte(strings.Join(vocab, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	capitest.Bundles(t, "../testdata/classifier/model.onnx", bundles, "classifier", cache, driver.CompileOptions{})
	// NMS: a tiny model whose output's shape its data decides.
	capitest.Bundles(t, "../testdata/models/nms_boxes/model.onnx", bundles, "nms_boxes", cache, driver.CompileOptions{})
	grid := driver.Grid{}
	for _, b := range []string{"batch=1,2", "seq=8,32"} {
		if err := grid.ParseBucket(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := driver.Compile(t.Context(), filepath.Join(models, "bert_mini", "model.onnx"), filepath.Join(bundles, "bert_buckets.mgxb"), driver.CompileOptions{Buckets: grid}); err != nil {
		t.Fatal(err)
	}
	pyOut := filepath.Join(dir, "pyout")
	if err := os.Mkdir(pyOut, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-m", "unittest", "-v", "tests/test_mgxport.py")
	cmd.Env = append(os.Environ(), "MGXPORT_LIB="+lib, "MGXPORT_TEST_BUNDLES="+bundles, "MGXPORT_TEST_MODELS="+models, "MGXPORT_TEST_OUT="+pyOut,
		"MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=", "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nOK") {
		t.Fatalf("python tests: %v\n%s", err, out)
	}
	t.Logf("%s", out)
	// The reference file test_zipmap wrote with mgxport.value_json (as
	// from ONNX Runtime's list of dicts) is what verify --expected reads:
	// the classifier's maps pass against it, and fail against it moved.
	verifyZipMap(t, pyOut, cache)
	// README's snippet.
	sample, err := filepath.Abs("../testdata/embed/sample.mgxb")
	if err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command(python, "tests/readme.py", sample)
	cmd.Env = append(os.Environ(), "MGXPORT_LIB="+lib, "MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=", "PYTHONPATH=.", "PYTHONDONTWRITEBYTECODE=1")
	out, err = cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "y (4, 32) rows sum to [1. 1. 1. 1.]") || !strings.Contains(string(out), "[('x', 'float32', (4, 64))]") {
		t.Errorf("tests/readme.py: %v\n%s", err, out)
	}
}

// verifyZipMap verifies the example classifier on dir/zipmap_x.npy
// against dir/zipmap_want.json, as `mgxport verify --expected` does, and
// against a copy with one probability moved by 1e-3, which must fail.
func verifyZipMap(t *testing.T, dir, cache string) {
	t.Helper()
	x, err := npy.ReadFile(filepath.Join(dir, "zipmap_x.npy"))
	if err != nil {
		t.Fatal(err)
	}
	wantFile := filepath.Join(dir, "zipmap_want.json")
	b, err := os.ReadFile(wantFile)
	if err != nil {
		t.Fatal(err)
	}
	// Moved: the first map's "no" probability, 1e-3 up.
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	vals := v["items"].([]any)[0].(map[string]any)["items"].([]any)[1].(map[string]any)
	vals["data"].([]any)[0] = vals["data"].([]any)[0].(float64) + 1e-3
	moved, _ := json.Marshal(v)
	badFile := filepath.Join(dir, "zipmap_bad.json")
	if err := os.WriteFile(badFile, moved, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file string
		pass bool
	}{{wantFile, true}, {badFile, false}} {
		exp, err := driver.ReadNamedArrays("--expected", []string{"output_probability=" + tc.file})
		if err != nil {
			t.Fatal(err)
		}
		kc, err := driver.OpenCache(cache)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := driver.Verify(t.Context(), "../testdata/classifier/model.onnx", driver.VerifyOptions{
			Load: driver.LoadOptions{Target: target.HostRow(), Finalize: driver.FinalizeOptions{Cache: kc}}, Inputs: map[string]*npy.Array{"x": x}, Expected: exp})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Pass != tc.pass || len(rep.Outputs) != 1 || rep.Outputs[0].Elems != 4 {
			t.Errorf("verify against %s: pass %v, want %v: %+v", filepath.Base(tc.file), rep.Pass, tc.pass, rep.Outputs)
		}
		if !tc.pass && rep.Outputs[0].WorstPath != `[0]["no"]` {
			t.Errorf("the moved probability is named %q", rep.Outputs[0].WorstPath)
		}
	}
}
