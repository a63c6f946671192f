package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// randomNpy writes a fresh random array of dtype (float32 in [-1,1) or
// int64 in [0,2)) and shape to dir/name and returns its path.
func randomNpy(t *testing.T, dir, name, dtype string, shape ...int64) string {
	t.Helper()
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	a := &npy.Array{DType: dtype, Shape: shape}
	n := a.Elems()
	switch dtype {
	case "float32":
		a.Data = make([]byte, 4*n)
		for i := range n {
			binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(float32(2*rng.Float64()-1)))
		}
	case "int64":
		a.Data = make([]byte, 8*n)
		for i := range n {
			binary.LittleEndian.PutUint64(a.Data[8*i:], uint64(rng.IntN(2)))
		}
	default:
		t.Fatalf("randomNpy: dtype %s", dtype)
	}
	p := filepath.Join(dir, name)
	if err := npy.WriteFile(p, a); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestShapeFlagErrors checks that every shape flag that cannot apply is an
// error naming it: unknown and repeated dims, inputs and passes on compile
// and run, and on a bundle (finalized or portable) a --dim, --input-dim or
// input array that differs from the bundle's one static shape.
func TestShapeFlagErrors(t *testing.T) {
	dir := t.TempDir()
	mlp := filepath.Join(sharedModels, "mlp", "model.onnx")
	bert := filepath.Join(sharedModels, "bert_mini", "model.onnx")
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	bertBundle := filepath.Join(dir, "bert.mgxb")
	mustRun(t, "compile", "--portable", bert, "-o", bertBundle, "--dim", "batch=1", "--dim", "seq=16")
	x := "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")
	wrongX := "x=" + randomNpy(t, dir, "x2.npy", "float32", 2, 64)
	out := filepath.Join(dir, "out.mgxb")
	fix := "recompile the model for this shape with `mgxport compile"

	tests := []struct {
		name string
		args []string
		want []string // pieces of the error
	}{
		{"compile unknown dim, static model", []string{"compile", "--portable", mlp, "-o", out, "--dim", "seq=128"}, []string{"--dim seq", `no dim named "seq"`, "no symbolic dims"}},
		{"compile unknown dim", []string{"compile", "--portable", bert, "-o", out, "--dim", "batch=1", "--dim", "seq=16", "--dim", "nosuch=3"}, []string{"--dim nosuch", "batch, seq"}},
		{"compile unknown input-dim", []string{"compile", "--portable", bert, "-o", out, "--input-dim", "ids=1,16"}, []string{"--input-dim ids", "attention_mask"}},
		{"run unknown dim", []string{"run", bert, "--input-dim", "input_ids=1,16", "--input-dim", "attention_mask=1,16", "--dim", "seq=16", "--dim", "nosuch=3", "--fill", "ones"}, []string{"--dim nosuch", "batch, seq"}},
		{"ref unknown dim", []string{"run", bert, "--arch", "ref", "--dim", "batch=1", "--dim", "seq=8", "--dim", "nosuch=3", "--fill", "ones"}, []string{"--dim nosuch", "batch, seq"}},
		{"repeated dim", []string{"compile", "--portable", bert, "-o", out, "--dim", "seq=16", "--dim", "seq=32", "--dim", "batch=1"}, []string{"--dim seq", "twice"}},
		// One rule for both flags: every size is positive.
		{"zero --dim", []string{"run", mlp, "--dim", "batch=0", "--fill", "ones"}, []string{`--dim "batch=0"`, "N > 0"}},
		{"zero --input-dim", []string{"run", mlp, "--input-dim", "x=0,32", "--fill", "ones"}, []string{`--input-dim "x=0,32"`, `bad dim "0"`, "every D > 0"}},
		{"zero --input-dim, compile", []string{"compile", "--portable", bert, "-o", out, "--input-dim", "input_ids=1,0"}, []string{`--input-dim "input_ids=1,0"`, "every D > 0"}},
		{"negative --input-dim", []string{"run", bert, "--input-dim", "input_ids=-1,16", "--fill", "ones"}, []string{`bad dim "-1"`}},
		{"repeated input-dim", []string{"run", bert, "--input-dim", "input_ids=1,16", "--input-dim", "input_ids=1,32", "--fill", "ones"}, []string{"--input-dim input_ids", "twice"}},
		{"repeated input", []string{"run", finalized, "--input", x, "--input", wrongX}, []string{"--input x", "twice"}},
		{"unknown dump pass", []string{"compile", "--portable", mlp, "-o", out, "--dump-graph", "after=nope"}, []string{`"nope"`, "fold-constants", "plan-memory", "--print-passes"}},
		{"dump without after=", []string{"compile", "--portable", mlp, "-o", out, "--dump-graph", "cse"}, []string{"--dump-graph", "after=NAME"}},
		{"run finalized --input-dim", []string{"run", finalized, "--input-dim", "x=4,32", "--fill", "ones"}, []string{"--input-dim x=4,32", "[4 64]", fix}},
		{"run portable --input-dim", []string{"run", portable, "--input-dim", "x=8,64", "--fill", "ones"}, []string{"--input-dim x=8,64", fix}},
		{"run bundle unknown --input-dim", []string{"run", finalized, "--input-dim", "y=4,64", "--fill", "ones"}, []string{"--input-dim y", "no input"}},
		{"run finalized --dim", []string{"run", finalized, "--dim", "batch=4", "--fill", "ones"}, []string{"--dim batch=4", "without --dim batch", fix}},
		{"perf portable --dim", []string{"perf", portable, "--dim", "batch=4", "-n", "1"}, []string{"--dim batch=4", fix}},
		{"perf bundle other --dim", []string{"perf", bertBundle, "--dim", "seq=32", "-n", "1"}, []string{"--dim seq=32", "compiled with --dim seq=16", fix}},
		{"run bundle input array shape", []string{"run", finalized, "--input", wrongX}, []string{"input x", "[2 64]", "[4 64]", fix}},
		{"perf bundle input array shape", []string{"perf", portable, "--input", wrongX, "-n", "1"}, []string{"input x", "[2 64]", fix}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs, err := mgxportSplit(t, tt.args...)
			if err == nil {
				t.Fatalf("mgxport %s succeeded:\n%s", strings.Join(tt.args, " "), errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}

	// Flags equal to the bundle's shapes apply, and the run is the one
	// without them.
	want, err := npy.ReadFile(filepath.Join(sharedModels, "mlp", "output_y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []string{finalized, portable} {
		got, _ := runOutput(t, "run", b, "--input", x, "--input-dim", "x=4,64")
		compareClose(t, "y (--input-dim equal to the bundle's)", got, want, 1e-4, 1e-5)
	}
	if _, errs, err := mgxportSplit(t, "run", bertBundle, "--dim", "seq=16", "--dim", "batch=1", "--input-dim", "input_ids=1,16", "--fill", "ones"); err != nil {
		t.Errorf("run with the bundle's own --dim: %v\n%s", err, errs)
	}
}

// TestRunBindsDimsFromInputs runs bert_mini (dynamic batch and seq) from
// its input .npy files alone — no --dim — on the host and the reference
// evaluator, and verifies it, as ONNX Runtime binds dims from its inputs;
// inputs that disagree on a dim or have the wrong rank are errors, and a
// filled input takes the dims the given ones bind.
func TestRunBindsDimsFromInputs(t *testing.T) {
	dir := filepath.Join(sharedModels, "bert_mini")
	model := filepath.Join(dir, "model.onnx")
	ids := "input_ids=" + filepath.Join(dir, "input_input_ids.npy")
	mask := "attention_mask=" + filepath.Join(dir, "input_attention_mask.npy")
	want, err := npy.ReadFile(filepath.Join(dir, "output_last_hidden_state.npy"))
	if err != nil {
		t.Fatal(err)
	}
	for _, arch := range []string{"host", "ref"} {
		outDir := filepath.Join(t.TempDir(), arch)
		if _, errs, err := mgxportSplit(t, "run", model, "--arch", arch, "--input", ids, "--input", mask, "--output-dir", outDir); err != nil {
			t.Fatalf("run --arch %s from the input files: %v\n%s", arch, err, errs)
		}
		got, err := npy.ReadFile(filepath.Join(outDir, "last_hidden_state.npy"))
		if err != nil {
			t.Fatal(err)
		}
		compareClose(t, arch+" last_hidden_state", got, want, 1e-4, 1e-5)
	}
	if out, errs, err := mgxportSplit(t, "verify", model, "--input", ids, "--input", mask); err != nil || !strings.Contains(out, "PASS") {
		t.Fatalf("verify from the input files: %v\n%s%s", err, out, errs)
	}

	tmp := t.TempDir()
	ids16 := randomNpy(t, tmp, "ids16.npy", "int64", 1, 16)
	mask8 := randomNpy(t, tmp, "mask8.npy", "int64", 1, 8)
	flat := randomNpy(t, tmp, "flat.npy", "int64", 16)
	// The mask is filled at the shape the given input_ids bind.
	if _, errs, err := mgxportSplit(t, "run", model, "--arch", "ref", "--input", "input_ids="+ids16, "--fill", "ones"); err != nil || !strings.Contains(errs, "filled attention_mask with ones") {
		t.Errorf("fill the mask from input_ids' dims: %v\n%s", err, errs)
	}
	bad := []struct {
		name string
		args []string
		want []string
	}{
		{"inputs disagree", []string{"run", model, "--input", "input_ids=" + ids16, "--input", "attention_mask=" + mask8}, []string{"attention_mask", "seq", "8", "input input_ids"}},
		{"inputs disagree, ref", []string{"run", model, "--arch", "ref", "--input", "input_ids=" + ids16, "--input", "attention_mask=" + mask8}, []string{"attention_mask", "seq"}},
		{"inputs disagree, verify", []string{"verify", model, "--input", "input_ids=" + ids16, "--input", "attention_mask=" + mask8}, []string{"attention_mask", "seq"}},
		{"wrong rank", []string{"run", model, "--input", "input_ids=" + flat, "--fill", "ones"}, []string{"input_ids", "rank 1", "rank 2"}},
		{"array against --dim", []string{"run", model, "--input", "input_ids=" + ids16, "--dim", "seq=32", "--fill", "ones"}, []string{"input_ids", "--dim seq=32"}},
		{"array against --input-dim", []string{"run", model, "--input", "input_ids=" + ids16, "--input-dim", "input_ids=1,32", "--fill", "ones"}, []string{"input_ids", "--input-dim input_ids=1,32"}},
		{"fill with unbound dims", []string{"run", model, "--fill", "ones", "--dim", "batch=1"}, []string{"seq", "--dim", "--input-dim"}},
		{"fill with unbound dims, ref", []string{"run", model, "--arch", "ref", "--fill", "ones", "--dim", "batch=1"}, []string{"--dim", "--input-dim"}},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			_, errs, err := mgxportSplit(t, tt.args...)
			if err == nil {
				t.Fatalf("mgxport %s succeeded:\n%s", strings.Join(tt.args, " "), errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}
