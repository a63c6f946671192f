// Package capitest builds the C ABI library for the tests of the code
// that sits on it (capi's C program, the Python package, the Rust crate).
package capitest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// BuildLibrary builds libmgxport.so from root/capi (go build
// -buildmode=c-shared) into dir, with the build's MLIR library linked
// beside it as dist/ has them, and returns the library's path.
func BuildLibrary(t testing.TB, root, dir string) string {
	t.Helper()
	root, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	lib := filepath.Join(dir, "libmgxport.so")
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-o", lib, "./capi")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build -buildmode=c-shared ./capi: %v\n%s", err, out)
	}
	mlir := filepath.Join(root, "bin", mlirc.LibraryName)
	if _, err := os.Stat(mlir); err != nil {
		t.Fatalf("%s is missing: run `make build` (after `make deps`)", mlir)
	}
	if err := os.Symlink(mlir, filepath.Join(dir, mlirc.LibraryName)); err != nil {
		t.Fatal(err)
	}
	return lib
}

// CacheDir is the kernel cache tests finalize through: $MGXPORT_CACHE_DIR
// when set (CI shares one), else dir/cache.
func CacheDir(dir string) string {
	if d := os.Getenv("MGXPORT_CACHE_DIR"); d != "" {
		return d
	}
	return filepath.Join(dir, "cache")
}

// Bundles compiles model portably to dir/name.mgxb and finalizes that for
// the host to dir/name.host.mgxb (through cache, signed with its key, as
// `mgxport finalize` does), returning both paths.
func Bundles(t testing.TB, model, dir, name, cache string, opts driver.CompileOptions) (portable, host string) {
	t.Helper()
	ctx := context.Background()
	portable = filepath.Join(dir, name+".mgxb")
	if err := driver.Compile(ctx, model, portable, opts); err != nil {
		t.Fatal(err)
	}
	kc, err := driver.OpenCache(cache)
	if err != nil {
		t.Fatal(err)
	}
	host = filepath.Join(dir, name+".host.mgxb")
	signer, err := kcache.OpenSigner(cache)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, host, driver.FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: kc, Signer: signer}); err != nil {
		t.Fatal(err)
	}
	return portable, host
}
