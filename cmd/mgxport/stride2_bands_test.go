package main

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/cpu"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// stride2Model writes to dir an ONNX model of dense stride-2
// convolutions, random weights and biases from r, and its inputs as
// input_<name>.npy: over a of [4,24,70,66] (1.8 MB, past the phases'
// pass's 1 MiB: by bands) a 3x3 to 40 channels with its Relu and a 7x7 to
// 16 (ONNX's floor leaves the last row and column of the 3x3's unread);
// over b of [1,3,97,101] (a first convolution: by bands) a 3x3 to 32; over
// c of [1,64,14,14] (a 7x7 output: by the phases' pass) a 3x3 to 64 and a
// 1x1 to 32. It returns the outputs' names and the inputs' flags.
func stride2Model(t *testing.T, dir string, r *rand.Rand) (outs, inputs []string) {
	t.Helper()
	m := onnxtest.New("stride2", 17)
	shapes := map[string][]int64{"a": {4, 24, 70, 66}, "b": {1, 3, 97, 101}, "c": {1, 64, 14, 14}}
	for _, name := range []string{"a", "b", "c"} {
		sh := shapes[name]
		m.Input(name, onnxtest.Float, sh)
		n := sh[0] * sh[1] * sh[2] * sh[3]
		x := &npy.Array{DType: "float32", Shape: sh, Data: make([]byte, 4*n)}
		for i := range n {
			binary.LittleEndian.PutUint32(x.Data[4*i:], math.Float32bits(float32(r.NormFloat64())))
		}
		path := filepath.Join(dir, "input_"+name+".npy")
		if err := npy.WriteFile(path, x); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, "--input", name+"="+path)
	}
	floats := func(n int64, scale float64) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64() * scale)
		}
		return v
	}
	conv := func(name, x string, cout, k, pad int64) string {
		cin := shapes[x][1]
		m.InitFloats(name+".w", []int64{cout, cin, k, k}, floats(cout*cin*k*k, 1/math.Sqrt(float64(cin*k*k))))
		m.InitFloats(name+".b", []int64{cout}, floats(cout, 0.5))
		m.Node("Conv", name, []string{x, name + ".w", name + ".b"}, []string{name + "_y"},
			onnxtest.Ints("kernel_shape", k, k), onnxtest.Ints("strides", 2, 2), onnxtest.Ints("pads", pad, pad, pad, pad))
		return name + "_y"
	}
	out := func(name, v string) {
		m.Node("Identity", name+"_out", []string{v}, []string{name})
		m.Output(name, onnxtest.Float, nil)
		outs = append(outs, name)
	}
	m.Node("Relu", "band3_relu", []string{conv("band3", "a", 40, 3, 1)}, []string{"band3_relu_y"})
	out("band3_relu", "band3_relu_y")
	out("band7", conv("band7", "a", 16, 7, 3))
	out("stem", conv("stem", "b", 32, 3, 1))
	out("pass3", conv("pass3", "c", 64, 3, 1))
	out("pass1", conv("pass1", "c", 32, 1, 0))
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return outs, inputs
}

// TestStride2BandsFlow drives bin/mgxport as a user does, each step a
// separate process through files: dense stride-2 convolutions
// (stride2Model: by bands over a large input and a first convolution's
// 3 channels, by the phases' pass over a small plane) on fresh random
// weights and inputs run on the reference evaluator (--arch ref), then
// are compiled, finalized for host and run with 1, 2 and 3 threads: every
// output matches the reference evaluator's and is the same bytes at every
// thread count. Where the CPU has AVX-512 (the KxK kernel's), perf's
// launches show the convolutions by bands in one phase (no layout pass
// before them) and those by the phases' pass in two.
func TestStride2BandsFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed1, seed2 := rand.Uint64(), rand.Uint64()
	t.Logf("weights and inputs seeded %d, %d", seed1, seed2)
	w := t.TempDir()
	outs, inputs := stride2Model(t, w, rand.New(rand.NewPCG(seed1, seed2)))
	model := filepath.Join(w, "model.onnx")
	refDir := filepath.Join(w, "ref")
	cli.must(t, append([]string{"run", model, "--arch", "ref", "--output-dir", refDir}, inputs...)...)
	refs := map[string]string{}
	for _, o := range outs {
		refs[o] = filepath.Join(refDir, o+".npy")
	}
	portable, host := filepath.Join(w, "m.mgxb"), filepath.Join(w, "m.host.mgxb")
	cli.must(t, "compile", "--portable", model, "-o", portable)
	cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
	runAtThreads(t, cli, host, w, inputs, refs, "1", "2", "3")
	if !cpu.X86.HasAVX512F {
		t.Logf("this CPU lacks AVX-512F: the KxK kernel's phases not checked")
		return
	}
	stdout, _ := cli.must(t, "perf", host, "--threads", "2", "-n", "3", "--warmup", "1", "--json", "--fill", "random")
	var rep struct {
		Perf struct {
			Launches []struct {
				Label string `json:"label"`
				Split struct {
					Phases int `json:"phases"`
				} `json:"split"`
			} `json:"launches"`
		} `json:"perf"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("perf --json: %v\n%s", err, stdout)
	}
	want := map[string]int{"band3": 1, "band7": 1, "stem": 1, "pass3": 2}
	for _, l := range rep.Perf.Launches {
		for name, phases := range want {
			if strings.Contains(l.Label, `"`+name+`"`) {
				if l.Split.Phases != phases {
					t.Errorf("launch %s: %d phases, want %d", l.Label, l.Split.Phases, phases)
				}
				delete(want, name)
			}
		}
	}
	if len(want) != 0 {
		t.Errorf("no launches of %v in perf's:\n%s", want, stdout)
	}
}
