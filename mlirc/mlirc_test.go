package mlirc

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// openLib opens the library `make build` produces, failing (never skipping)
// with the fix when it is missing.
func openLib(t testing.TB) *Library {
	t.Helper()
	p, err := FindLibrary(os.Getenv(EnvLibrary))
	if err != nil {
		t.Fatalf("%v", err)
	}
	l, err := Open(p)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return l
}

func newContext(t testing.TB, l *Library) *Context {
	t.Helper()
	c, err := l.NewContext()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// addModule returns a small module whose constant is random, so a test that
// passes by accident on fixed text cannot.
func addModule(r *rand.Rand) (string, float32) {
	v := float32(r.IntN(1000)+1) / 8
	return fmt.Sprintf(`module {
  func.func @add(%%a: f32) -> f32 {
    %%c = arith.constant %e : f32
    %%z = arith.constant -0.0 : f32
    %%t = arith.addf %%a, %%z : f32
    %%r = arith.addf %%t, %%c : f32
    return %%r : f32
  }
}`, v), v
}

func TestParsePrintCloneAndPipeline(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	src, v := addModule(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	m, err := c.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	orig := m.String()
	for _, want := range []string{"func.func @add", "arith.addf", fmt.Sprintf("%e", v)} {
		if !strings.Contains(orig, want) {
			t.Fatalf("printed module lacks %q:\n%s", want, orig)
		}
	}
	clone, err := m.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if got := clone.String(); got != orig {
		t.Fatalf("clone prints differently:\n%s\nvs\n%s", got, orig)
	}
	// canonicalize folds x+0; the clone changes, the original must not.
	if err := clone.RunPipeline("builtin.module(canonicalize)"); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(clone.String(), "arith.addf"); n != 1 {
		t.Fatalf("canonicalized clone has %d addf, want 1:\n%s", n, clone.String())
	}
	if m.String() != orig {
		t.Fatal("running a pipeline on the clone changed the original")
	}
	clone.Close()
	clone.Close()
	if _, err := clone.Clone(); err == nil {
		t.Fatal("Clone after Close succeeded")
	}
}

func TestBytecodeRoundTrip(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	src, _ := addModule(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	m, err := c.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, version := range []int{6, BytecodeVersionCurrent} {
		bc, err := m.Bytecode(version)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(bc, []byte("ML\xefR")) {
			t.Fatalf("bytecode lacks magic: % x", bc[:min(8, len(bc))])
		}
		back, err := c.Parse(bc)
		if err != nil {
			t.Fatalf("reparse bytecode v%d: %v", version, err)
		}
		if back.String() != m.String() {
			t.Fatalf("bytecode v%d round trip differs:\n%s\nvs\n%s", version, back.String(), m.String())
		}
	}
}

func TestDiagnosticsBecomeErrors(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	tests := []struct {
		name string
		run  func() error
		want []string
	}{
		{"syntax error", func() error {
			_, err := c.ParseString("func.func @f(%a: f32) -> f32 {\n  return %b : f32\n}")
			return err
		}, []string{"parse MLIR", "error:", "2:", "use of undeclared SSA value name"}},
		{"empty input", func() error { _, err := c.Parse(nil); return err }, []string{"empty input"}},
		{"truncated bytecode", func() error {
			_, err := c.Parse([]byte("ML\xefR\x06"))
			return err
		}, []string{"parse MLIR", "error:"}},
		{"unknown pass", func() error {
			_, err := c.NewPassManager("builtin.module(no-such-pass-xyz)")
			return err
		}, []string{"no-such-pass-xyz"}},
		{"failing pass", func() error {
			m, err := c.ParseString(`func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = tosa.custom %a {operator_name = "x", domain_name = "y", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}`)
			if err != nil {
				return fmt.Errorf("unexpected parse failure: %w", err)
			}
			return m.RunPipeline("builtin.module(func.func(tosa-to-linalg))")
		}, []string{"run pass pipeline", "error:", "2:8", "failed to legalize operation 'tosa.custom'", "note:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.run()
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q: %v", w, err)
				}
			}
		})
	}
	// Diagnostics of a failed call must not leak into the next one.
	src, _ := addModule(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	if _, err := c.ParseString(src); err != nil {
		t.Fatalf("valid module after failures: %v", err)
	}
}

func TestMissingLibraryNamesTheFix(t *testing.T) {
	missing := filepath.Join(t.TempDir(), LibraryName)
	_, err := FindLibrary(missing)
	if err == nil || !strings.Contains(err.Error(), "make build") || !strings.Contains(err.Error(), missing) {
		t.Fatalf("FindLibrary error does not name the path and `make build`: %v", err)
	}
	_, err = Open(missing)
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Fatalf("Open error does not name `make build`: %v", err)
	}
}

func TestEmitObject(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	src, _ := addModule(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	m, err := c.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.RunPipeline("builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)"); err != nil {
		t.Fatal(err)
	}
	lm, err := m.TranslateToLLVMIR()
	if err != nil {
		t.Fatal(err)
	}
	defer lm.Close()
	if ir := lm.String(); !strings.Contains(ir, "define float @add(float") {
		t.Fatalf("LLVM IR lacks @add:\n%s", ir)
	}
	// LLVM errors become Go errors (LLVM's default handler would exit(1)).
	if err := lm.LinkIR("dup", "define float @add(float %x) {\n  ret float %x\n}\n"); err == nil || !strings.Contains(err.Error(), "error:") || !strings.Contains(err.Error(), "add") {
		t.Fatalf("linking a second @add: %v", err)
	}
	if err := lm.LinkIR("bad", "this is not IR"); err == nil || !strings.Contains(err.Error(), "parse IR bad") {
		t.Fatalf("linking garbage: %v", err)
	}
	if lm.DeclaresFunction("missing_helper") || lm.DeclaresFunction("add") {
		t.Fatal("DeclaresFunction")
	}
	tm, err := l.NewTargetMachine(TargetOptions{OptLevel: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer tm.Close()
	if err := lm.Optimize(tm, "default<O2>"); err != nil {
		t.Fatal(err)
	}
	obj, err := lm.EmitObject(tm)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(obj, []byte("\x7fELF")) {
		t.Fatalf("object is not ELF: % x", obj[:min(16, len(obj))])
	}
	if _, err := l.NewTargetMachine(TargetOptions{Triple: "nvptx64-nvidia-cuda"}); err == nil {
		t.Fatal("target machine for a target the library does not initialize succeeded")
	}
	id, err := l.Identity()
	if err != nil || !strings.HasPrefix(id, "mlir-c/llvm-22.") {
		t.Fatalf("identity %q, %v", id, err)
	}
}

// TestContextsInParallel runs independent contexts on several goroutines:
// the supported way to compile in parallel.
func TestContextsInParallel(t *testing.T) {
	l := openLib(t)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for w := range 4 {
		wg.Go(func() {
			c, err := l.NewContext()
			if err != nil {
				errs <- err
				return
			}
			defer c.Close()
			r := rand.New(rand.NewPCG(rand.Uint64(), uint64(w)))
			for range 5 {
				src, _ := addModule(r)
				m, err := c.ParseString(src)
				if err != nil {
					errs <- err
					return
				}
				cl, err := m.Clone()
				if err == nil {
					err = cl.RunPipeline("builtin.module(canonicalize,convert-arith-to-llvm,convert-func-to-llvm)")
				}
				if err != nil {
					errs <- err
					return
				}
				m.Close()
				cl.Close()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
