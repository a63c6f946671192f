package main

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// writeNpy writes a float32 or int64 array of the given values.
func writeNpy(t *testing.T, path, dtype string, shape []int64, v []float64) string {
	t.Helper()
	a := &npy.Array{DType: dtype, Shape: shape}
	switch dtype {
	case "float32":
		a.Data = make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(float32(x)))
		}
	case "int64":
		a.Data = make([]byte, 8*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint64(a.Data[8*i:], uint64(int64(x)))
		}
	default:
		t.Fatalf("writeNpy: dtype %s", dtype)
	}
	if err := npy.WriteFile(path, a); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestIndexOutOfRange drives bin/mgxport as a user does: a model whose
// indices are an input runs on the host with good indices (matching the
// reference evaluator, negative ones included), and with an index out of
// range (7 or -3 on an axis of 2) it exits non-zero naming the node, as
// the reference evaluator and ONNX Runtime refuse it — never zeros with
// exit 0. Each op that indexes with data is covered, through a bundle
// finalized for the host as well as the model itself.
func TestIndexOutOfRange(t *testing.T) {
	p := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	dir := t.TempDir()
	data := []float64{1, 2, 3, 4, 5, 6} // [2, 3]
	type indices struct {
		shape []int64
		good  []float64
		bad   [][]float64 // each with one index out of range
	}
	for _, tc := range []struct {
		op      string
		attrs   []int64 // axis
		ind     indices
		updates []int64 // shape of an updates input (Scatter*), nil for none
		out     []int64
	}{
		{op: "Gather", attrs: []int64{0}, ind: indices{[]int64{3}, []float64{1, -2, 0}, [][]float64{{7, 0, 1}, {0, -3, 1}}}, out: []int64{3, 3}},
		{op: "Gather", attrs: []int64{1}, ind: indices{[]int64{2}, []float64{-1, 2}, [][]float64{{3, 0}, {-4, 0}}}, out: []int64{2, 2}},
		{op: "GatherElements", attrs: []int64{0}, ind: indices{[]int64{2, 3}, []float64{1, 0, -1, 0, 1, -2}, [][]float64{{0, 0, 0, 0, 2, 0}, {-3, 0, 0, 0, 0, 0}}}, out: []int64{2, 3}},
		{op: "GatherND", ind: indices{[]int64{2, 2}, []float64{1, 2, -2, -1}, [][]float64{{1, 3, 0, 0}, {0, 0, -3, 0}}}, out: []int64{2}},
		{op: "ScatterElements", attrs: []int64{1}, ind: indices{[]int64{2, 1}, []float64{2, -3}, [][]float64{{3, 0}, {0, -4}}}, updates: []int64{2, 1}, out: []int64{2, 3}},
		{op: "ScatterND", ind: indices{[]int64{1, 1}, []float64{-1}, [][]float64{{2}, {-3}}}, updates: []int64{1, 3}, out: []int64{2, 3}},
	} {
		name := strings.ToLower(tc.op) + "_node"
		t.Run(tc.op, func(t *testing.T) {
			m := onnxtest.New("g", 18)
			m.Input("data", onnxtest.Float, []int64{2, 3})
			m.Input("idx", onnxtest.Int64, tc.ind.shape)
			ins := []string{"data", "idx"}
			if tc.updates != nil {
				m.Input("upd", onnxtest.Float, tc.updates)
				ins = append(ins, "upd")
			}
			if tc.attrs != nil {
				m.Node(tc.op, name, ins, []string{"y"}, onnxtest.Int("axis", tc.attrs[0]))
			} else {
				m.Node(tc.op, name, ins, []string{"y"})
			}
			m.Output("y", onnxtest.Float, tc.out)
			sub := filepath.Join(dir, tc.op+"_"+name)
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			model := filepath.Join(sub, "model.onnx")
			if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			portable := filepath.Join(sub, "portable.mgxb")
			bundle := filepath.Join(sub, "host.mgxb")
			p.must(t, "compile", "--portable", model, "-o", portable)
			p.must(t, "finalize", portable, "--arch", "host", "-o", bundle)
			inputs := []string{"--input", "data=" + writeNpy(t, filepath.Join(sub, "data.npy"), "float32", []int64{2, 3}, data)}
			if tc.updates != nil {
				var n int64 = 1
				for _, d := range tc.updates {
					n *= d
				}
				upd := make([]float64, n)
				for i := range upd {
					upd[i] = float64(10 * (i + 1))
				}
				inputs = append(inputs, "--input", "upd="+writeNpy(t, filepath.Join(sub, "upd.npy"), "float32", tc.updates, upd))
			}
			good := append(inputs, "--input", "idx="+writeNpy(t, filepath.Join(sub, "good.npy"), "int64", tc.ind.shape, tc.ind.good))
			// Good indices: the host matches the reference evaluator, from
			// the bundle and from the model.
			refDir := filepath.Join(sub, "ref")
			p.must(t, append([]string{"run", model, "--arch", "ref", "--output-dir", refDir}, good...)...)
			want, err := npy.ReadFile(filepath.Join(refDir, "y.npy"))
			if err != nil {
				t.Fatal(err)
			}
			for _, src := range []string{bundle, model} {
				outDir := filepath.Join(sub, "out-"+filepath.Base(src))
				p.must(t, append([]string{"run", src, "--output-dir", outDir}, good...)...)
				got, err := npy.ReadFile(filepath.Join(outDir, "y.npy"))
				if err != nil {
					t.Fatal(err)
				}
				if r, err := allClose(got, want, 0, 0); err != nil || r.Bad > 0 {
					t.Fatalf("%s with good indices: %v %v", filepath.Base(src), r, err)
				}
			}
			// Bad indices: an error naming the node, on every path.
			for bi, bad := range tc.ind.bad {
				args := append(append([]string{}, inputs...), "--input", "idx="+writeNpy(t, filepath.Join(sub, "bad.npy"), "int64", tc.ind.shape, bad))
				for _, src := range []string{bundle, model} {
					outDir := filepath.Join(sub, "bad")
					stdout, stderr, err := p.run(t, append([]string{"run", src, "--output-dir", outDir}, args...)...)
					if err == nil {
						t.Fatalf("indices %v (%s): exit 0, want an error\nstdout:\n%s", bad, filepath.Base(src), stdout)
					}
					if !strings.Contains(stderr, name) || !strings.Contains(stderr, "out of range") {
						t.Fatalf("indices %v (%s): stderr does not name node %s and the range:\n%s", bad, filepath.Base(src), name, stderr)
					}
					if bi == 0 {
						t.Logf("%s: %s", filepath.Base(src), stderr[strings.LastIndex(strings.TrimSpace(stderr), "\n")+1:])
					}
					if _, err := os.Stat(filepath.Join(outDir, "y.npy")); err == nil {
						t.Fatalf("indices %v (%s): an output was written", bad, filepath.Base(src))
					}
				}
				if bi == 0 {
					// The reference evaluator agrees that it is an error.
					if _, _, err := p.run(t, append([]string{"run", model, "--arch", "ref", "--output-dir", filepath.Join(sub, "badref")}, args...)...); err == nil {
						t.Fatalf("indices %v: the reference evaluator accepts them", bad)
					}
				}
			}
		})
	}
}
