// Package python_test drives the Python package's tests (tests/) with
// Debian's python3 and numpy, over a libmgxport.so built for the test.
package python_test

import (
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
// dicts.
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
	grid := driver.Grid{}
	for _, b := range []string{"batch=1,2", "seq=8,32"} {
		if err := grid.ParseBucket(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := driver.Compile(t.Context(), filepath.Join(models, "bert_mini", "model.onnx"), filepath.Join(bundles, "bert_buckets.mgxb"), driver.CompileOptions{Buckets: grid}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-m", "unittest", "-v", "tests/test_mgxport.py")
	cmd.Env = append(os.Environ(), "MGXPORT_LIB="+lib, "MGXPORT_TEST_BUNDLES="+bundles, "MGXPORT_TEST_MODELS="+models,
		"MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=", "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nOK") {
		t.Fatalf("python tests: %v\n%s", err, out)
	}
	t.Logf("%s", out)
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
