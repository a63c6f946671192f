package main

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// writeNPZFile writes arrays as an .npz archive (deflated members NAME.npy,
// as np.savez_compressed writes them) at path.
func writeNPZFile(t *testing.T, path string, members map[string]*npy.Array, order ...string) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range order {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			t.Fatal(err)
		}
		if err := npy.Write(w, members[name]); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestNPZInputs drives bin/mgxport with --input FILE.npz as a user does: an
// archive written here of fresh random inputs gives the same outputs as
// the same arrays given one by one as .npy files, on the reference
// evaluator (bit for bit, two inputs) and on the host (run, verify and
// perf); a member the model lacks and a member named with ".." are errors
// naming the archive and the member, and leave no outputs behind.
func TestNPZInputs(t *testing.T) {
	p := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(rand.Uint64(), 0x6e707a))

	// bert_mini on the reference evaluator: two int64 inputs.
	bert := filepath.Join(sharedModels, "bert_mini", "model.onnx")
	ids := &npy.Array{DType: "int64", Shape: []int64{1, 16}, Data: make([]byte, 16*8)}
	mask := &npy.Array{DType: "int64", Shape: []int64{1, 16}, Data: make([]byte, 16*8)}
	for i := range 16 {
		binary.LittleEndian.PutUint64(ids.Data[8*i:], uint64(1+rng.IntN(499)))      // ids 1..499 of a 500-word vocabulary
		binary.LittleEndian.PutUint64(mask.Data[8*i:], uint64(min(1, rng.IntN(4)))) // mostly ones
	}
	binary.LittleEndian.PutUint64(mask.Data, 1)
	idsFile, maskFile := filepath.Join(dir, "ids.npy"), filepath.Join(dir, "mask.npy")
	for f, a := range map[string]*npy.Array{idsFile: ids, maskFile: mask} {
		if err := npy.WriteFile(f, a); err != nil {
			t.Fatal(err)
		}
	}
	bertNPZ := filepath.Join(dir, "bert.npz")
	writeNPZFile(t, bertNPZ, map[string]*npy.Array{"input_ids.npy": ids, "attention_mask.npy": mask}, "attention_mask.npy", "input_ids.npy")
	fromNPY, fromNPZ := filepath.Join(dir, "ref_npy"), filepath.Join(dir, "ref_npz")
	p.must(t, "run", bert, "--arch", "ref", "--input", "input_ids="+idsFile, "--input", "attention_mask="+maskFile, "--output-dir", fromNPY)
	p.must(t, "run", bert, "--arch", "ref", "--input", bertNPZ, "--output-dir", fromNPZ)
	out := "last_hidden_state.npy"
	a, b := readFile(t, filepath.Join(fromNPY, out)), readFile(t, filepath.Join(fromNPZ, out))
	if !bytes.Equal(a, b) {
		t.Fatalf("ref outputs differ between --input FILE.npy and --input FILE.npz")
	}
	if want := readFile(t, filepath.Join(sharedModels, "bert_mini", "output_"+out)); bytes.Equal(a, want) {
		t.Fatalf("the outputs of fresh random inputs equal the shipped ones: the inputs were not used")
	}

	// mlp on the host: run, verify and perf read the archive alike.
	mlp := filepath.Join(sharedModels, "mlp", "model.onnx")
	x := &npy.Array{DType: "float32", Shape: []int64{4, 64}, Data: make([]byte, 4*64*4)}
	for i := range 4 * 64 {
		binary.LittleEndian.PutUint32(x.Data[4*i:], uint32(rng.Uint32()&0x3f7fffff)) // finite, |v| < 4
	}
	xFile, mlpNPZ := filepath.Join(dir, "x.npy"), filepath.Join(dir, "mlp.npz")
	if err := npy.WriteFile(xFile, x); err != nil {
		t.Fatal(err)
	}
	writeNPZFile(t, mlpNPZ, map[string]*npy.Array{"x.npy": x}, "x.npy")
	hostNPY, hostNPZ := filepath.Join(dir, "host_npy"), filepath.Join(dir, "host_npz")
	p.must(t, "run", mlp, "--arch", "host", "--input", "x="+xFile, "--output-dir", hostNPY)
	p.must(t, "run", mlp, "--arch", "host", "--input", mlpNPZ, "--output-dir", hostNPZ)
	if !bytes.Equal(readFile(t, filepath.Join(hostNPY, "y.npy")), readFile(t, filepath.Join(hostNPZ, "y.npy"))) {
		t.Fatalf("host outputs differ between --input FILE.npy and --input FILE.npz")
	}
	refMLP := filepath.Join(dir, "ref_mlp")
	p.must(t, "run", mlp, "--arch", "ref", "--input", mlpNPZ, "--output-dir", refMLP)
	compareOutputDir(t, hostNPZ, map[string]string{"y": filepath.Join(refMLP, "y.npy")})
	p.must(t, "verify", mlp, "--input", mlpNPZ)
	p.must(t, "perf", mlp, "--arch", "host", "--input", mlpNPZ, "-n", "2", "--warmup", "1")

	// Hostile or mistaken archives: errors naming the archive and member.
	extra := filepath.Join(dir, "extra.npz")
	writeNPZFile(t, extra, map[string]*npy.Array{"x.npy": x, "w.npy": x}, "x.npy", "w.npy")
	dotdot := filepath.Join(dir, "dotdot.npz")
	writeNPZFile(t, dotdot, map[string]*npy.Array{"../x.npy": x}, "../x.npy")
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{[]string{"run", mlp, "--arch", "host", "--input", extra}, []string{extra + " member w.npy", `unknown input "w"`}},
		{[]string{"run", mlp, "--arch", "ref", "--input", extra}, []string{extra + " member w.npy", `unknown input "w"`}},
		{[]string{"verify", mlp, "--input", extra}, []string{extra + " member w.npy"}},
		{[]string{"run", mlp, "--arch", "host", "--input", dotdot}, []string{dotdot, `"../x.npy"`}},
		{[]string{"run", mlp, "--arch", "host", "--input", mlpNPZ, "--input", "x=" + xFile}, []string{"input x is given twice"}},
	} {
		outDir := filepath.Join(dir, "bad_out")
		args := tt.args
		if args[0] == "run" {
			args = append(args, "--output-dir", outDir)
		}
		_, stderr, err := p.run(t, args...)
		if err == nil {
			t.Errorf("%s: succeeded", p.line(tt.args))
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%s: stderr does not say %q:\n%s", p.line(tt.args), w, stderr)
			}
		}
		if _, err := os.Stat(outDir); err == nil {
			t.Errorf("%s: left %s behind", p.line(tt.args), outDir)
		}
	}
}
