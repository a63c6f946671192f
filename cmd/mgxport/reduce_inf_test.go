package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// infRows is one input of TestMinMaxInfFlow: its shape, and how many of
// its leading dims are kept (the rest are reduced); rows are the
// contiguous runs of the reduced dims.
type infRows struct {
	name  string
	shape []int64
	kept  int
}

func (r infRows) rows() (n, length int) {
	n, length = 1, 1
	for i, d := range r.shape {
		if i < r.kept {
			n *= int(d)
		} else {
			length *= int(d)
		}
	}
	return n, length
}

// TestMinMaxInfFlow drives bin/mgxport as a user does, each step a
// separate process through files: one ONNX model with a ReduceMax and a
// ReduceMin over the rows of a matrix, and GlobalMaxPools of a 3-d and a
// 5-d input (tosa.reduce_max through the host's generic path: the NCHW
// pooling kernel takes 4-d ones only), on fresh random inputs where a row
// is all -inf (all +inf for the ReduceMin), a row all -inf but one finite
// value and, for the GlobalMaxPools, a row all -inf but a NaN; compiled,
// finalized for host, verified against ONNX's result computed here (-inf
// and +inf, not -+3.4028235e+38: verify takes an infinity only as itself),
// and run on 1 and 2 threads: the infinities exactly where ONNX says, the
// same bytes at both counts.
func TestMinMaxInfFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed1, seed2 := rand.Uint64(), rand.Uint64()
	t.Logf("input seeded %d, %d", seed1, seed2)
	r := rand.New(rand.NewPCG(seed1, seed2))
	d := t.TempDir()
	m := onnxtest.New("minmaxinf", 18)
	ins := []infRows{
		{name: "x", shape: []int64{5, 37}, kept: 1},
		{name: "g3", shape: []int64{2, 3, 40}, kept: 2},
		{name: "g5", shape: []int64{1, 4, 3, 2, 5}, kept: 2},
	}
	for _, in := range ins {
		m.Input(in.name, onnxtest.Float, in.shape)
	}
	m.InitInts("axes", []int64{1}, []int64{1})
	m.Node("ReduceMax", "rmax", []string{"x", "axes"}, []string{"ymax"}, onnxtest.Int("keepdims", 0))
	m.Node("ReduceMin", "rmin", []string{"x", "axes"}, []string{"ymin"}, onnxtest.Int("keepdims", 0))
	m.Node("GlobalMaxPool", "gmp3", []string{"g3"}, []string{"y3"})
	m.Node("GlobalMaxPool", "gmp5", []string{"g5"}, []string{"y5"})
	outs := []struct {
		name  string
		in    infRows
		min   bool
		shape []int64
	}{
		{"ymax", ins[0], false, []int64{5}},
		{"ymin", ins[0], true, []int64{5}},
		{"y3", ins[1], false, []int64{2, 3, 1}},
		{"y5", ins[2], false, []int64{1, 4, 1, 1, 1}},
	}
	for _, o := range outs {
		m.Output(o.name, onnxtest.Float, nil)
	}
	model := filepath.Join(d, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	inf := math.Inf(1)
	xs := map[string][]float64{}
	var args []string
	for _, in := range ins {
		n, length := in.rows()
		x := make([]float64, n*length)
		for i := range x {
			x[i] = float64(r.Float32()*8 - 5)
		}
		row := func(i int) []float64 { return x[i*length : (i+1)*length] }
		fill := func(v []float64, f float64) {
			for i := range v {
				v[i] = f
			}
		}
		fill(row(0), -inf)
		fill(row(1), -inf)
		row(1)[r.IntN(length)] = float64(r.Float32()*8 - 5)
		if in.name == "x" {
			// The ReduceMin's rows: all +inf, all +inf but one value.
			fill(row(2), inf)
			fill(row(3), inf)
			row(3)[r.IntN(length)] = float64(r.Float32()*8 - 5)
		} else {
			fill(row(2), -inf)
			row(2)[r.IntN(length)] = math.NaN()
		}
		xs[in.name] = x
		path := filepath.Join(d, in.name+".npy")
		writeNpy(t, path, "float32", in.shape, x)
		args = append(args, "--input", in.name+"="+path)
	}
	want := map[string][]float64{}
	var expected []string
	for _, o := range outs {
		n, length := o.in.rows()
		x := xs[o.in.name]
		y, starts := make([]float64, n), 0
		for i := range y {
			v := -inf
			if o.min {
				v = inf
			}
			for _, e := range x[i*length : (i+1)*length] {
				if o.min {
					v = min(v, e) // Go's min and max: a NaN wins
				} else {
					v = max(v, e)
				}
			}
			y[i] = v
			if o.min && math.IsInf(v, 1) || !o.min && math.IsInf(v, -1) {
				starts++
			}
		}
		if starts == 0 {
			t.Fatalf("%s: no output is its reduction's start: not the case this test is for", o.name)
		}
		want[o.name] = y
		path := filepath.Join(d, "want_"+o.name+".npy")
		writeNpy(t, path, "float32", o.shape, y)
		expected = append(expected, "--expected", o.name+"="+path)
	}
	portable, host := filepath.Join(d, "m.mgxb"), filepath.Join(d, "m.host.mgxb")
	cli.must(t, "compile", "--portable", model, "-o", portable)
	cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
	cli.must(t, append(append([]string{"verify", host}, args...), expected...)...)
	first := map[string][]byte{}
	for _, threads := range []string{"1", "2"} {
		dir := filepath.Join(d, "out"+threads)
		cli.must(t, append([]string{"run", host, "--output-dir", dir, "--threads", threads}, args...)...)
		for _, o := range outs {
			path := filepath.Join(dir, o.name+".npy")
			a, err := npy.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range want[o.name] {
				g := float64(math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:])))
				if math.IsNaN(v) != math.IsNaN(g) || !math.IsNaN(v) && g != v {
					t.Fatalf("--threads %s: %s[%d] = %v, want %v", threads, o.name, i, g, v)
				}
			}
			got := readFile(t, path)
			if f, ok := first[o.name]; ok && !bytes.Equal(got, f) {
				t.Errorf("--threads %s: %s differs from --threads 1's", threads, o.name)
			}
			first[o.name] = got
		}
	}
	t.Logf("ReduceMax, ReduceMin and 3-d and 5-d GlobalMaxPools: -inf and +inf as ONNX says at 1 and 2 threads")
}
