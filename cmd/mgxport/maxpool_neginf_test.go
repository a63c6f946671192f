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

// negInfMaxPool is one ONNX MaxPool of NCHW [1, c, h, w] with a kh x kw
// window, strides s and pads (top, left, bottom, right).
type negInfMaxPool struct {
	name                    string
	c, h, w, kh, kw, sh, sw int
	pt, pl, pb, pr          int
}

func (p negInfMaxPool) out() (int, int) {
	return (p.h+p.pt+p.pb-p.kh)/p.sh + 1, (p.w+p.pl+p.pr-p.kw)/p.sw + 1
}

// window calls f with the input index (in one plane of p's input) of
// each tap of output (i, j), -1 for a tap in the padding.
func (p negInfMaxPool) window(i, j int, f func(int)) {
	for u := range p.kh {
		for q := range p.kw {
			y, x := i*p.sh+u-p.pt, j*p.sw+q-p.pl
			if y < 0 || y >= p.h || x < 0 || x >= p.w {
				f(-1)
			} else {
				f(y*p.w + x)
			}
		}
	}
}

// TestMaxPoolNegInfFlow drives bin/mgxport as a user does, each step a
// separate process through files: ONNX MaxPools on the host's generic
// path (rows of 5000: too long for the NCHW kernel) and on the NCHW
// kernel (3x3 stride 2, pads on every side), on fresh random inputs
// where whole windows are -inf (some reaching into the padding) and a
// NaN sits among -inf, compiled, finalized for host and verified against
// ONNX's result computed here (-inf over windows of -inf, not
// -FLT_MAX: verify's comparison takes an infinity only as itself), and
// run on 1 and 2 threads: -inf exactly where ONNX says, the same bytes
// at both counts.
func TestMaxPoolNegInfFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed1, seed2 := rand.Uint64(), rand.Uint64()
	t.Logf("input seeded %d, %d", seed1, seed2)
	r := rand.New(rand.NewPCG(seed1, seed2))
	inf := float32(math.Inf(-1))
	for _, p := range []negInfMaxPool{
		{name: "generic", c: 2, h: 5, w: 5000, kh: 2, kw: 2, sh: 1, sw: 1},
		{name: "generic_padded", c: 3, h: 6, w: 4500, kh: 3, kw: 3, sh: 1, sw: 2, pt: 1, pl: 1, pb: 1, pr: 1},
		{name: "nchw", c: 8, h: 27, w: 27, kh: 3, kw: 3, sh: 2, sw: 2, pt: 1, pl: 1, pb: 1, pr: 1},
	} {
		t.Run(p.name, func(t *testing.T) {
			d := t.TempDir()
			shape := []int64{1, int64(p.c), int64(p.h), int64(p.w)}
			m := onnxtest.New("maxpool", 17)
			m.Input("x", onnxtest.Float, shape)
			m.Node("MaxPool", "pool", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", int64(p.kh), int64(p.kw)),
				onnxtest.Ints("strides", int64(p.sh), int64(p.sw)), onnxtest.Ints("pads", int64(p.pt), int64(p.pl), int64(p.pb), int64(p.pr)))
			m.Output("y", onnxtest.Float, nil)
			model := filepath.Join(d, "model.onnx")
			if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			oh, ow := p.out()
			plane := p.h * p.w
			x := make([]float32, p.c*plane)
			for i := range x {
				x[i] = r.Float32()*8 - 5
			}
			for c := range p.c {
				xc := x[c*plane : (c+1)*plane]
				// The first, the last and a middle window all -inf,
				// then a NaN in the middle one's first row.
				for _, o := range [][2]int{{0, 0}, {oh - 1, ow - 1}, {oh / 2, ow / 2}, {oh / 2, (c * 7) % ow}} {
					p.window(o[0], o[1], func(k int) {
						if k >= 0 {
							xc[k] = inf
						}
					})
				}
				xc[min(oh/2*p.sh, p.h-1)*p.w+(c*7)%ow*p.sw] = float32(math.NaN())
			}
			want := make([]float32, p.c*oh*ow)
			infs, padInfs, nans := 0, 0, 0
			for c := range p.c {
				for i := range oh {
					for j := range ow {
						v, pads := inf, false
						p.window(i, j, func(k int) {
							if k < 0 {
								pads = true
							} else {
								v = max(v, x[c*plane+k]) // Go's max: a NaN wins
							}
						})
						want[(c*oh+i)*ow+j] = v
						switch {
						case math.IsNaN(float64(v)):
							nans++
						case math.IsInf(float64(v), -1):
							infs++
							if pads {
								padInfs++
							}
						}
					}
				}
			}
			if infs == 0 || nans == 0 || (p.pt+p.pl+p.pb+p.pr > 0) != (padInfs > 0) {
				t.Fatalf("%d -inf windows (%d in the padding), %d NaN: not the cases this test is for", infs, padInfs, nans)
			}
			input, expected := filepath.Join(d, "x.npy"), filepath.Join(d, "y.npy")
			writeNpy(t, input, "float32", shape, f64s(x))
			writeNpy(t, expected, "float32", []int64{1, int64(p.c), int64(oh), int64(ow)}, f64s(want))
			portable, host := filepath.Join(d, "m.mgxb"), filepath.Join(d, "m.host.mgxb")
			cli.must(t, "compile", "--portable", model, "-o", portable)
			cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
			cli.must(t, "verify", host, "--input", "x="+input, "--expected", "y="+expected)
			var first []byte
			for _, threads := range []string{"1", "2"} {
				out := filepath.Join(d, "out"+threads)
				cli.must(t, "run", host, "--input", "x="+input, "--output-dir", out, "--threads", threads)
				got := readFile(t, filepath.Join(out, "y.npy"))
				a, err := npy.ReadFile(filepath.Join(out, "y.npy"))
				if err != nil {
					t.Fatal(err)
				}
				for i, v := range want {
					g := math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
					if math.IsNaN(float64(v)) != math.IsNaN(float64(g)) || !math.IsNaN(float64(v)) && math.Float32bits(g) != math.Float32bits(v) {
						t.Fatalf("--threads %s: y[%d] = %v, want %v", threads, i, g, v)
					}
				}
				if first != nil && !bytes.Equal(got, first) {
					t.Errorf("--threads %s: y differs from --threads 1's", threads)
				}
				first = got
			}
			t.Logf("%d -inf outputs (%d windows in the padding), %d NaN: as ONNX says at 1 and 2 threads", infs, padInfs, nans)
		})
	}
}

// f64s widens v (infinities and NaNs kept) for writeNpy.
func f64s(v []float32) []float64 {
	out := make([]float64, len(v))
	for i, f := range v {
		out[i] = float64(f)
	}
	return out
}
