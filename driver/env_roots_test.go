package driver

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/finalize/gpu/rocdl"
)

// TestToolkitRootsBesideLibrary checks where finalize looks for ROCm's
// device libraries: $ROCM_PATH and $HIP_PATH first, then the directory of
// the MLIR library (dist/, where make dist puts amdgcn/bitcode), whose
// copy FindROCmDeviceLibs then takes when $ROCM_PATH holds none.
func TestToolkitRootsBesideLibrary(t *testing.T) {
	dist := t.TempDir()
	lib := filepath.Join(dist, "libmgxport_mlir.so")
	bitcode := filepath.Join(dist, "amdgcn", "bitcode")
	if err := os.MkdirAll(bitcode, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{lib, filepath.Join(bitcode, "ocml.bc"), filepath.Join(bitcode, "ockl.bc")} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	nowhere := filepath.Join(t.TempDir(), "no-rocm")
	t.Setenv("ROCM_PATH", nowhere)
	t.Setenv("HIP_PATH", "")
	_, roots := toolkitRoots(NewLazyMLIR(lib))
	if want := []string{nowhere, dist}; !slices.Equal(roots, want) {
		t.Fatalf("ROCm roots %v, want %v", roots, want)
	}
	got, err := rocdl.FindROCmDeviceLibs("", roots)
	if err != nil || got != bitcode {
		t.Fatalf("device libraries found at %q (%v), want the library's %s", got, err, bitcode)
	}
	// Without a library (nothing to finalize with) only the environment.
	if _, roots := toolkitRoots(nil); !slices.Equal(roots, []string{nowhere}) {
		t.Fatalf("ROCm roots without a library %v, want [%s]", roots, nowhere)
	}
}
