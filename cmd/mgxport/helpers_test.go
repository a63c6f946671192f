package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mgxportSplit runs the CLI in-process and returns stdout and stderr apart.
func mgxportSplit(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	cmd := newRootCmd()
	var out, errb bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errb)
	cmd.SetArgs(args)
	err = cmd.Execute()
	return out.String(), errb.String(), err
}

// mustJSON runs the CLI in-process and decodes its stdout into v.
func mustJSON(t *testing.T, v any, args ...string) string {
	t.Helper()
	out, errs, err := mgxportSplit(t, args...)
	if err != nil {
		t.Fatalf("mgxport %s: %v\n%s%s", strings.Join(args, " "), err, out, errs)
	}
	if err := json.Unmarshal([]byte(out), v); err != nil {
		t.Fatalf("mgxport %s: stdout is not JSON: %v\n%s", strings.Join(args, " "), err, out)
	}
	return errs
}

// portableMLP compiles ../shared/models/mlp into dir and returns the bundle.
func portableMLP(t *testing.T, dir string) string {
	t.Helper()
	p := filepath.Join(dir, "mlp.mgxb")
	mustRun(t, "compile", "--portable", filepath.Join(sharedModels, "mlp", "model.onnx"), "-o", p)
	return p
}

// cacheEntryFiles lists the entry files of the kernel cache in dir.
func cacheEntryFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "kernels", "*", "*.mgxk"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
