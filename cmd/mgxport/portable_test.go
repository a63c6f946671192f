package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// exportedModels lists every exported model the tests compile: the shared
// ones and the project's own under testdata/models.
func exportedModels(t *testing.T) []string {
	t.Helper()
	var dirs []string
	for _, pattern := range []string{filepath.Join(sharedModels, "*"), "../../testdata/models/*"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, m...)
	}
	if len(dirs) < 7 {
		t.Fatalf("found %d model directories, want the 4 shared and 3 testdata models", len(dirs))
	}
	return dirs
}

// modelFlags returns, for a model directory, --input NAME=input_NAME.npy
// flags and --input-dim flags binding each input to its file's shape.
func modelFlags(t *testing.T, dir string) (inputs, dims []string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "input_*.npy"))
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "input_"), ".npy")
		a, err := npy.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		shape := make([]string, len(a.Shape))
		for i, d := range a.Shape {
			shape[i] = fmt.Sprint(d)
		}
		inputs = append(inputs, "--input", name+"="+f)
		if len(shape) > 0 { // a scalar has no dims to bind
			dims = append(dims, "--input-dim", name+"="+strings.Join(shape, ","))
		}
	}
	return inputs, dims
}

// TestModelsCompilePortable compiles every model twice: the bundles must be
// byte-identical, no larger than the model × 1.05 + 256 KiB, and every
// portable object must pass MLIR's and SPIR-V's own validators (MLIR objects
// must also lower through tosa-to-linalg).
func TestModelsCompilePortable(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatal("mlir-opt-22 not found: run `make deps`")
	}
	spirvVal, err := exec.LookPath("spirv-val")
	if err != nil {
		t.Fatal("spirv-val not found: run `make deps`")
	}
	for _, dir := range exportedModels(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			tmp := t.TempDir()
			_, dims := modelFlags(t, dir)
			model := filepath.Join(dir, "model.onnx")
			a, b := filepath.Join(tmp, "a.mgxb"), filepath.Join(tmp, "b.mgxb")
			mustRun(t, append([]string{"compile", "--portable", model, "-o", a}, dims...)...)
			mustRun(t, append([]string{"compile", "--portable", model, "-o", b}, dims...)...)
			ab, _ := os.ReadFile(a)
			bb, _ := os.ReadFile(b)
			if !bytes.Equal(ab, bb) {
				t.Fatal("compiling twice gave different bundles")
			}
			st, err := os.Stat(model)
			if err != nil {
				t.Fatal(err)
			}
			if limit := int64(float64(st.Size())*1.05) + 256<<10; int64(len(ab)) > limit {
				t.Errorf("bundle is %d bytes, over the limit %d (model %d bytes)", len(ab), limit, st.Size())
			}
			objs := filepath.Join(tmp, "objs")
			mustRun(t, "inspect", a, "--extract", objs)
			ents, err := os.ReadDir(objs)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ents {
				path := filepath.Join(objs, e.Name())
				var cmds []*exec.Cmd
				switch filepath.Ext(path) {
				case ".mlirbc":
					cmds = append(cmds,
						exec.Command(mlirOpt, "--verify-roundtrip", path, "-o", os.DevNull),
						exec.Command(mlirOpt, "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))", path, "-o", os.DevNull))
				case ".spv":
					cmds = append(cmds, exec.Command(spirvVal, path))
				default:
					t.Fatalf("unexpected portable payload %s", e.Name())
				}
				for _, cmd := range cmds {
					if out, err := cmd.CombinedOutput(); err != nil {
						t.Errorf("%s rejects %s: %v\n%s", strings.Join(cmd.Args[:2], " "), e.Name(), err, out)
					}
				}
			}
		})
	}
}
