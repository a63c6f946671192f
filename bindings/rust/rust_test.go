// Package rust_test drives the Rust crate's tests and its encoder example
// with Debian's cargo and rustc (1.63, offline), over a libmgxport.so built
// for the test.
package rust_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/internal/capitest"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// sharedModels holds the exported models with ONNX Runtime's outputs.
const sharedModels = "../../../shared/models"

// Debian's cargo and rustc: what bookworm ships is what the crate must
// build with, whatever rustup puts first on PATH.
const cargo, rustc, rustdoc = "/usr/bin/cargo", "/usr/bin/rustc", "/usr/bin/rustdoc"

// TestCrate builds libmgxport.so and the bundles (the shared mlp portable
// and finalized for the host; bert_mini with a 2x2 bucket grid of which
// one bucket is finalized), then runs `cargo test --offline` and the
// encoder example (cold buckets routed to the host) with Debian's cargo.
func TestCrate(t *testing.T) {
	for _, tool := range []string{cargo, rustc, rustdoc} {
		if _, err := os.Stat(tool); err != nil {
			t.Fatalf("%s is missing: run `make deps` (Debian's cargo)", tool)
		}
	}
	out, err := exec.Command(rustc, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", out)
	dir := t.TempDir()
	lib := capitest.BuildLibrary(t, "../..", dir)
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
	capitest.Bundles(t, filepath.Join(models, "mlp", "model.onnx"), bundles, "mlp", cache, driver.CompileOptions{})
	grid := driver.Grid{}
	for _, b := range []string{"batch=1,2", "seq=8,32"} {
		if err := grid.ParseBucket(b); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	portable := filepath.Join(dir, "bert_portable.mgxb")
	if err := driver.Compile(ctx, filepath.Join(models, "bert_mini", "model.onnx"), portable, driver.CompileOptions{Buckets: grid}); err != nil {
		t.Fatal(err)
	}
	kc, err := driver.OpenCache(cache)
	if err != nil {
		t.Fatal(err)
	}
	buckets := filepath.Join(bundles, "bert_buckets.mgxb")
	if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, buckets, driver.FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: kc, Buckets: []string{"batch=1,seq=32"}, Signer: signer(t, cache)}); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "RUSTC="+rustc, "RUSTDOC="+rustdoc, "CARGO_TARGET_DIR="+filepath.Join(dir, "target"), "CARGO_HOME="+filepath.Join(dir, "cargo-home"),
		"MGXPORT_LIB_DIR="+filepath.Dir(lib), "MGXPORT_TEST_BUNDLES="+bundles, "MGXPORT_TEST_MODELS="+models,
		"MGXPORT_CACHE_DIR="+cache, mlirc.EnvLibrary+"=")
	test := exec.Command(cargo, "test", "--offline")
	test.Env = env
	out, err = test.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "test result: ok. 4 passed") {
		t.Fatalf("cargo test --offline: %v\n%s", err, out)
	}
	example := exec.Command(cargo, "run", "--offline", "--quiet", "--example", "encoder", "--", buckets, "host")
	example.Env = env
	out, err = example.CombinedOutput()
	if err != nil {
		t.Fatalf("cargo run --example encoder: %v\n%s", err, out)
	}
	for _, want := range []string{
		`bucket batch=1,seq=32 finalized`,
		`batch 1 seq 5 -> bucket batch=1,seq=8 on host \(cold\) output \[1, 5, 64\]`,
		`batch 1 seq 30 -> bucket batch=1,seq=32 on host output \[1, 30, 64\]`,
		`batch 2 seq 17 -> bucket batch=2,seq=32 on host \(cold\) output \[2, 17, 64\]`,
	} {
		if !regexp.MustCompile(want).Match(out) {
			t.Errorf("the encoder example does not print %q:\n%s", want, out)
		}
	}
	t.Logf("%s", out)
	// README's snippet.
	sample, err := filepath.Abs("../../testdata/embed/sample.mgxb")
	if err != nil {
		t.Fatal(err)
	}
	readme := exec.Command(cargo, "run", "--offline", "--quiet", "--example", "readme", "--", sample)
	readme.Env = env
	out, err = readme.CombinedOutput()
	if err != nil || string(out) != "y[0] sums to 1.000\n" {
		t.Errorf("cargo run --example readme: %v\n%s", err, out)
	}
}

// signer is the cache directory's signing key, which finalize signs with
// and the library trusts.
func signer(t *testing.T, cache string) *kcache.Signer {
	t.Helper()
	s, err := kcache.OpenSigner(cache)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
