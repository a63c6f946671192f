package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/internal/capitest"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
)

// sharedModels holds the exported models with ONNX Runtime's outputs.
const sharedModels = "../../shared/models"

// writeRaw writes a's bytes to dir/name.
func writeRaw(t *testing.T, dir, name string, a *npy.Array) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, a.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestHeaderCompiles compiles include/mgxport.h alone as C99 and C++ with
// every warning an error.
func TestHeaderCompiles(t *testing.T) {
	for _, tc := range [][]string{
		{"cc", "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-x", "c", "include/mgxport.h"},
		{"c++", "-std=c++11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only", "-x", "c++", "include/mgxport.h"},
	} {
		if out, err := exec.Command(tc[0], tc[1:]...).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s (make deps installs the compilers)", strings.Join(tc, " "), err, out)
		}
	}
}

// TestCProgram builds libmgxport.so, compiles testdata/run_model.c against
// include/mgxport.h with the system cc, links it to the library and runs
// it as a separate process on the shared mlp model and on cnn_fp32 (whose
// convolutions split across threads), each compiled portable (finalized in
// process through the kernel cache) and finalized for the host: every run
// — library- and caller-allocated outputs, device tensors, 4 threads at
// once — equals ONNX Runtime's output, and runs on one thread and on a
// shared pool of 3 give the same bytes.
func TestCProgram(t *testing.T) {
	dir := t.TempDir()
	capitest.BuildLibrary(t, "..", dir)
	prog := filepath.Join(dir, "run_model")
	cc := exec.Command("cc", "-std=c99", "-D_DEFAULT_SOURCE", "-Wall", "-Wextra", "-Werror", "-Iinclude", "-o", prog, "testdata/run_model.c",
		"-L"+dir, "-lmgxport", "-Wl,-rpath,"+dir, "-lpthread", "-lm")
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc run_model.c: %v\n%s", err, out)
	}
	cache := capitest.CacheDir(dir)
	for _, tc := range []struct{ dir, name, in, out string }{
		{sharedModels, "mlp", "x", "y"},
		{"../testdata/models", "cnn_fp32", "image", "logits"},
	} {
		model := filepath.Join(tc.dir, tc.name, "model.onnx")
		x, err := npy.ReadFile(filepath.Join(tc.dir, tc.name, "input_"+tc.in+".npy"))
		if err != nil {
			t.Fatalf("test model %s missing (the shared models need ../shared beside the checkout): %v", tc.name, err)
		}
		y, err := npy.ReadFile(filepath.Join(tc.dir, tc.name, "output_"+tc.out+".npy"))
		if err != nil {
			t.Fatal(err)
		}
		portable, finalized := capitest.Bundles(t, model, dir, tc.name, cache, driver.CompileOptions{})
		dims := strings.Trim(strings.ReplaceAll(fmt.Sprint(x.Shape), " ", ","), "[]")
		xr, yr := writeRaw(t, dir, tc.name+".x.raw", x), writeRaw(t, dir, tc.name+".y.raw", y)
		for _, bundle := range []string{portable, finalized} {
			run := exec.Command(prog, bundle, tc.in, xr, dims, tc.out, yr)
			// Not the checkout: the library must find the MLIR library
			// beside itself, as in dist/.
			run.Dir = dir
			run.Env = append(os.Environ(), "MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=", "MGXPORT_TEST_CPUS="+strconv.Itoa(runtime.NumCPU()))
			out, err := run.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "ok: 45 runs") || !strings.Contains(string(out), "14 more on 1 thread") {
				t.Errorf("run_model %s: %v\n%s", filepath.Base(bundle), err, out)
			}
		}
	}
}

// TestReadmeC compiles and runs README's C snippet (testdata/readme.c) on
// the sample bundle: its softmax row sums to 1.
func TestReadmeC(t *testing.T) {
	dir := t.TempDir()
	capitest.BuildLibrary(t, "..", dir)
	prog := filepath.Join(dir, "readme")
	cc := exec.Command("cc", "-std=c99", "-Wall", "-Werror", "-Iinclude", "-o", prog, "testdata/readme.c", "-L"+dir, "-lmgxport", "-Wl,-rpath,"+dir)
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc readme.c: %v\n%s", err, out)
	}
	bundle, err := filepath.Abs("../testdata/embed/sample.mgxb")
	if err != nil {
		t.Fatal(err)
	}
	run := exec.Command(prog, bundle)
	run.Dir = dir
	run.Env = append(os.Environ(), "MGXPORT_CACHE_DIR="+capitest.CacheDir(dir), mlirc.EnvLibrary+"=")
	out, err := run.CombinedOutput()
	if err != nil || string(out) != "y[0] sums to 1.000\n" {
		t.Errorf("readme: %v\n%s", err, out)
	}
}

// TestBenchDevice compiles testdata/bench_device.c (the C-ABI side of the
// GPU overhead comparison) and runs it on the host, where its "device"
// buffers are host memory: it opens the sample, binds every input and
// output as a device tensor and times runs.
func TestBenchDevice(t *testing.T) {
	dir := t.TempDir()
	capitest.BuildLibrary(t, "..", dir)
	prog := filepath.Join(dir, "bench_device")
	cc := exec.Command("cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-Iinclude", "-o", prog, "testdata/bench_device.c", "-L"+dir, "-lmgxport", "-Wl,-rpath,"+dir, "-ldl")
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc bench_device.c: %v\n%s", err, out)
	}
	bundle, err := filepath.Abs("../testdata/embed/sample.mgxb")
	if err != nil {
		t.Fatal(err)
	}
	run := exec.Command(prog, bundle, "host", "5")
	run.Env = append(os.Environ(), "MGXPORT_CACHE_DIR="+capitest.CacheDir(dir), mlirc.EnvLibrary+"=")
	out, err := run.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "5 runs through the C ABI, device-resident: median") {
		t.Errorf("bench_device: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// TestCStrings builds testdata/strings.c against the library and runs it
// on a string model (capitest.StringModel: StringNormalizer to upper
// case, LabelEncoder to ids) compiled portable and finalized for the
// host: fresh random words (non-ASCII letters among them) go in as char*
// arrays with lengths and NUL-terminated, the upper-cased strings come
// back as one buffer and offsets and equal Go's strings.ToUpper, the ids
// the vocabulary's; invalid UTF-8 is refused naming the input, an
// embedded NUL is kept, too small buffers are refused.
func TestCStrings(t *testing.T) {
	dir := t.TempDir()
	capitest.BuildLibrary(t, "..", dir)
	prog := filepath.Join(dir, "strings")
	cc := exec.Command("cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-Iinclude", "-o", prog, "testdata/strings.c", "-L"+dir, "-lmgxport", "-Wl,-rpath,"+dir)
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc strings.c: %v\n%s", err, out)
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 13))
	letters := []rune("abcdefghijklmnopqrstuvwxyzéàöñß")
	word := func() string {
		var b strings.Builder
		for range 2 + rng.IntN(6) {
			b.WriteRune(letters[rng.IntN(len(letters))])
		}
		return b.String()
	}
	vocab := []string{strings.ToUpper(word()), strings.ToUpper(word()), strings.ToUpper(word())}
	words := []string{strings.ToLower(vocab[2]), word() + "q", vocab[0], strings.ToLower(vocab[1])}
	cache := capitest.CacheDir(dir)
	portable, finalized := capitest.Bundles(t, capitest.StringModel(t, dir, vocab), dir, "strings", cache, driver.CompileOptions{})
	var want strings.Builder
	for i, w := range words {
		id := slices.Index(vocab, strings.ToUpper(w))
		fmt.Fprintf(&want, "upper[%d]=%s id=%d\n", i, strings.ToUpper(w), id)
	}
	for _, bundle := range []string{portable, finalized} {
		run := exec.Command(prog, append([]string{bundle}, words...)...)
		run.Dir = dir
		run.Env = append(os.Environ(), "MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=")
		out, err := run.CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), want.String()) || !strings.HasSuffix(string(out), "string bytes: refused\nok\n") {
			t.Errorf("strings %s: %v\n%s\nwant first:\n%s", filepath.Base(bundle), err, out, want.String())
		}
	}
}

// TestCZipMap builds testdata/zipmap.c and runs it on the classifier the
// Go example uses (testdata/classifier: LinearClassifier -> ZipMap),
// compiled portable and finalized for the host, on fresh random features:
// the labels and each row's map from label to probability, read item by
// item through the C ABI, equal the softmax the test computes.
func TestCZipMap(t *testing.T) {
	dir := t.TempDir()
	capitest.BuildLibrary(t, "..", dir)
	prog := filepath.Join(dir, "zipmap")
	cc := exec.Command("cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-Iinclude", "-o", prog, "testdata/zipmap.c", "-L"+dir, "-lmgxport", "-Wl,-rpath,"+dir)
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc zipmap.c: %v\n%s", err, out)
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 14))
	x := make([]float32, 4)
	args := []string{}
	for i := range x {
		x[i] = float32(rng.NormFloat64())
		args = append(args, strconv.FormatFloat(float64(x[i]), 'g', -1, 32))
	}
	var want strings.Builder
	var probs [2][2]float64
	for r := range 2 {
		// coefficients [[1, -1], [-1, 1]], no intercepts, softmax.
		s := float64(x[2*r]) - float64(x[2*r+1])
		probs[r] = [2]float64{1 / (1 + math.Exp(-2*s)), 1 / (1 + math.Exp(2*s))}
		label := "no"
		if s < 0 {
			label = "yes"
		}
		fmt.Fprintf(&want, "label[%d]=%s\n", r, label)
	}
	cache := capitest.CacheDir(dir)
	portable, finalized := capitest.Bundles(t, "../testdata/classifier/model.onnx", dir, "classifier", cache, driver.CompileOptions{})
	for _, bundle := range []string{portable, finalized} {
		run := exec.Command(prog, append([]string{bundle}, args...)...)
		run.Dir = dir
		run.Env = append(os.Environ(), "MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=")
		out, err := run.CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), want.String()) || !strings.HasSuffix(string(out), "ok\n") {
			t.Fatalf("zipmap %s: %v\n%s\nwant first:\n%s", filepath.Base(bundle), err, out, want.String())
		}
		n := 0
		for _, line := range strings.Split(string(out), "\n") {
			var r int
			var key string
			var p float64
			if !strings.HasPrefix(line, "p[") {
				continue
			}
			if _, err := fmt.Sscanf(strings.NewReplacer("[", " ", "]", " ", "=", " ").Replace(line), "p %d %s %g", &r, &key, &p); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			k := map[string]int{"no": 0, "yes": 1}[key]
			if math.Abs(p-probs[r][k]) > 1e-6 {
				t.Errorf("%s: p[%d][%s] = %v, want %v", filepath.Base(bundle), r, key, p, probs[r][k])
			}
			n++
		}
		if n != 4 {
			t.Errorf("%s: %d map entries, want 4:\n%s", filepath.Base(bundle), n, out)
		}
	}
}
