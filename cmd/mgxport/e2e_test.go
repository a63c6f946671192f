package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

const sharedModels = "../../../shared/models"

// mgxport runs the CLI in-process and returns its stdout and error.
func mgxport(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd := newRootCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	err := cmd.Execute()
	return out.String(), err
}

func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, err := mgxport(t, args...)
	if err != nil {
		t.Fatalf("mgxport %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// compareClose fails when got and want differ beyond |g-w| <= atol + rtol*|w|.
func compareClose(t *testing.T, name string, got, want *npy.Array, rtol, atol float64) {
	t.Helper()
	r, err := allClose(got, want, rtol, atol)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if r.Bad > 0 {
		t.Fatalf("%s (rtol %g atol %g): %s", name, rtol, atol, r)
	}
	t.Logf("%s: max abs error %.3g over %d elements", name, r.MaxAbs, r.Elems)
}

// TestMLPEndToEnd compiles ../shared/models/mlp portably, finalizes it for
// host, runs it and compares with ONNX Runtime's output.
func TestMLPEndToEnd(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp")
	portable := filepath.Join(dir, "mlp.mgxb")
	host := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "compile", "--portable", filepath.Join(model, "model.onnx"), "-o", portable)
	mustRun(t, "finalize", portable, "--arch", "host", "-o", host)
	out := filepath.Join(dir, "out")
	mustRun(t, "run", host, "--input", "x="+filepath.Join(model, "input_x.npy"), "--output-dir", out)
	got, err := npy.ReadFile(filepath.Join(out, "y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := npy.ReadFile(filepath.Join(model, "output_y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	compareClose(t, "y", got, want, 1e-4, 1e-5)

	// The portable objects stay beside the finalized ones.
	info := mustRun(t, "inspect", host)
	for _, f := range []string{"mlir_bytecode", "amdgcnspirv", "host_so"} {
		if !strings.Contains(info, f) {
			t.Errorf("inspect of the finalized bundle lists no %s object:\n%s", f, info)
		}
	}
}

// TestPortableObjectsValidate extracts every portable object of the mlp
// bundle and checks it with MLIR's and SPIR-V's own tools.
func TestPortableObjectsValidate(t *testing.T) {
	dir := t.TempDir()
	portable := filepath.Join(dir, "mlp.mgxb")
	mustRun(t, "compile", "--portable", filepath.Join(sharedModels, "mlp", "model.onnx"), "-o", portable)
	objs := filepath.Join(dir, "objs")
	mustRun(t, "inspect", portable, "--extract", objs)
	tool := func(name string) string {
		p, err := exec.LookPath(name)
		if err != nil {
			t.Fatalf("%s not found: run `make deps`", name)
		}
		return p
	}
	mlirOpt, spirvVal := tool("mlir-opt-22"), tool("spirv-val")
	ents, err := os.ReadDir(objs)
	if err != nil {
		t.Fatal(err)
	}
	var nMLIR, nSPV int
	for _, e := range ents {
		path := filepath.Join(objs, e.Name())
		var cmd *exec.Cmd
		switch filepath.Ext(path) {
		case ".mlirbc":
			nMLIR++
			cmd = exec.Command(mlirOpt, "--verify-roundtrip", path, "-o", os.DevNull)
		case ".spv":
			nSPV++
			cmd = exec.Command(spirvVal, path)
		default:
			t.Fatalf("unexpected portable payload %s", e.Name())
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s rejects %s: %v\n%s", filepath.Base(cmd.Path), e.Name(), err, out)
		}
	}
	if nMLIR < 2 || nSPV < 1 {
		t.Fatalf("got %d mlir_bytecode and %d amdgcnspirv objects; the mlp needs at least 2 and 1", nMLIR, nSPV)
	}
}

// TestBadInput checks that bad input gives one error naming the problem, and
// leaves no output file behind.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp")
	portable := filepath.Join(dir, "mlp.mgxb")
	host := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "compile", "--portable", filepath.Join(model, "model.onnx"), "-o", portable)
	mustRun(t, "finalize", portable, "--arch", "host", "-o", host)
	good, err := os.ReadFile(host)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
	rng := rand.New(rand.NewPCG(rand.Uint64(), 3))
	npyOf := func(name, dtype string, shape ...int64) string {
		a := &npy.Array{DType: dtype, Shape: shape}
		size := map[string]int64{"float32": 4, "int64": 8}[dtype]
		a.Data = make([]byte, a.Elems()*size)
		for i := range a.Data {
			a.Data[i] = byte(rng.Uint32() & 0x3f) // small finite floats
		}
		p := filepath.Join(dir, name)
		if err := npy.WriteFile(p, a); err != nil {
			t.Fatal(err)
		}
		return p
	}
	corruptONNX := write("corrupt.onnx", []byte("\x08\x07\x12\xff\xff\xff\xff\x0fgarbage"))
	out := filepath.Join(dir, "out.mgxb")
	outDir := filepath.Join(dir, "outdir")
	tests := []struct {
		name string
		args []string
		want string // a piece of the error
	}{
		{"missing onnx", []string{"compile", "--portable", filepath.Join(dir, "nope.onnx"), "-o", out}, "nope.onnx"},
		{"corrupt onnx", []string{"compile", "--portable", corruptONNX, "-o", out}, "corrupt.onnx"},
		{"truncated bundle", []string{"run", write("trunc.mgxb", good[:len(good)-100]), "--input", "x=" + filepath.Join(model, "input_x.npy"), "--output-dir", outDir}, "trunc.mgxb"},
		{"bit-flipped bundle", []string{"run", write("flip.mgxb", flipped), "--input", "x=" + filepath.Join(model, "input_x.npy"), "--output-dir", outDir}, "flip.mgxb"},
		{"bit-flipped bundle finalize", []string{"finalize", filepath.Join(dir, "flip.mgxb"), "--arch", "host", "-o", out}, "flip.mgxb"},
		{"wrong shape", []string{"run", host, "--input", "x=" + npyOf("shape.npy", "float32", 4, 63), "--output-dir", outDir}, "input x"},
		{"wrong dtype", []string{"run", host, "--input", "x=" + npyOf("dtype.npy", "int64", 4, 64), "--output-dir", outDir}, "input x"},
		{"unknown input", []string{"run", host, "--input", "z=" + filepath.Join(model, "input_x.npy"), "--output-dir", outDir}, `unknown input "z"`},
		{"missing input", []string{"run", host, "--output-dir", outDir}, "missing input: x"},
		{"missing MLIR library", []string{"--mlir-lib", filepath.Join(dir, "nolib.so"), "finalize", portable, "--arch", "host", "-o", out}, "make build"},
		{"unknown arch", []string{"finalize", portable, "--arch", "gfx9999", "-o", out}, "gfx9999"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := mgxport(t, tt.args...)
			if err == nil {
				t.Fatal("succeeded")
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) {
				t.Errorf("error %q does not mention %q", msg, tt.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("left %s behind", out)
			}
			if _, err := os.Stat(outDir); err == nil {
				t.Errorf("left %s behind", outDir)
			}
			ents, _ := filepath.Glob(filepath.Join(dir, ".*"))
			if len(ents) > 0 {
				t.Errorf("left temp files behind: %v", ents)
			}
		})
	}
}
