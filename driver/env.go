package driver

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
)

// This file is the one place in driver that reads the environment: the
// option resolution shared by the CLI and the public Go package. The
// library packages (kcache, mlirc, runtime/hip, finalize) take these values
// as arguments, so a program embedding them decides what they see; the
// guard test in the module root (env_test.go) holds them to that.

// EnvCacheDir is the value of $MGXPORT_CACHE_DIR ("" when unset).
func EnvCacheDir() string { return os.Getenv(kcache.EnvDir) }

// EnvCacheMaxSize is the value of $MGXPORT_CACHE_MAX_SIZE ("" when unset).
func EnvCacheMaxSize() string { return os.Getenv(kcache.EnvMaxSize) }

// EnvMLIRLibrary is the value of $MGXPORT_MLIR_LIB ("" when unset).
func EnvMLIRLibrary() string { return os.Getenv(mlirc.EnvLibrary) }

// EnvHostPool is the host thread pool's options from $MGXPORT_HOST_POOL
// (host.PoolEnv; the defaults when unset), an error naming the variable
// when its value does not parse.
func EnvHostPool() (host.PoolOptions, error) {
	o, err := host.ParsePoolOptions(os.Getenv(host.PoolEnv))
	if err != nil {
		return o, fmt.Errorf("%s: %w", host.PoolEnv, err)
	}
	return o, nil
}

// EnvROCmPath is the value of $ROCM_PATH ("" when unset), the ROCm root
// the HIP runtime library is also looked for in.
func EnvROCmPath() string { return os.Getenv("ROCM_PATH") }

// toolkitRoots resolves the GPU toolkits' install roots from the
// environment, once per finalize: $CUDA_PATH, and $ROCM_PATH and
// $HIP_PATH, then the directory of the MLIR library mlir finalizes with
// (when known without opening it; nil for none): make dist puts ROCm's
// device libraries beside the library, in ROCm's layout
// (dist/amdgcn/bitcode), so dist/ alone finalizes for AMD. finalize
// itself reads no environment; this is the option resolution that does.
func toolkitRoots(mlir *LazyMLIR) (cudaPath string, rocmRoots []string) {
	for _, env := range []string{"ROCM_PATH", "HIP_PATH"} {
		if r := os.Getenv(env); r != "" {
			rocmRoots = append(rocmRoots, r)
		}
	}
	if mlir != nil {
		if p, err := mlir.Path(); err == nil && p != "" {
			rocmRoots = append(rocmRoots, filepath.Dir(p))
		}
	}
	return os.Getenv("CUDA_PATH"), rocmRoots
}
