package kernels_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// runNorm runs norm kernel k on the interpreter with its own launch
// (workgroup and grid) at subgroup size sub, and returns its arguments'
// bytes after the run.
func runNorm(t *testing.T, k kernels.Kernel, sub int64, inputs map[string][]byte) map[string][]byte {
	t.Helper()
	mem := make([][]byte, len(k.Args))
	for a, arg := range k.Args {
		if arg.Write {
			mem[a] = make([]byte, arg.Elems*int64(kerneltest.Size(arg.DType)))
			continue
		}
		mem[a] = inputs[arg.Name]
	}
	if err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{Global: k.Global, Local: k.Local, SubgroupSize: sub}, mem); err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for a, arg := range k.Args {
		out[arg.Name] = mem[a]
	}
	return out
}

// TestNormRowInRegisters runs layer and RMS norms of rows that take the
// subgroup strategy (BERT-base's 768, a ragged 1000, a short 50) in fp32,
// fp16 and bf16, with a narrowing tail and with the statistics outputs,
// on random rows: at the launch's wave32 and wave64 (the row held in
// registers, read once) and at a subgroup of 8 (too narrow for the
// registers: the strided three-pass loops) each output is within the
// type's rounding of a float64 reference, the tail writes y's half copy
// and the statistics are written.
func TestNormRowInRegisters(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for i, tc := range []struct {
		kind  string
		rows  int64
		cols  int64
		dtype string
		tail  bool
		stats bool
	}{
		{"layer", 9, 768, "float32", true, false},
		{"layer", 5, 768, "float16", false, false},
		{"layer", 4, 1000, "float32", false, true},
		{"rms", 6, 768, "bfloat16", false, false},
		{"rms", 7, 50, "float32", true, false},
		{"layer", 3, 50, "float16", false, true},
	} {
		t.Run(fmt.Sprintf("%s_%dx%d_%s_tail%v_stats%v", tc.kind, tc.rows, tc.cols, tc.dtype, tc.tail, tc.stats), func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, uint64(i)))
			spec := kernels.NormSpec{Symbol: "ln", Kind: tc.kind, Shape: []int64{tc.rows, tc.cols}, Axis: -1, Epsilon: 1e-5,
				DType: tc.dtype, Scale: true, Bias: tc.kind == "layer", Stats: tc.stats}
			if tc.tail {
				spec.Tail = &kernels.Tail{Expr: kernels.Cast(kernels.In(0), "float16"), DType: "float16", Keep: true}
			}
			ks, err := kernels.Norm(spec)
			if err != nil {
				t.Fatal(err)
			}
			if len(ks) != 2 || ks[0].Wave != 32 || ks[1].Wave != 64 {
				t.Fatalf("launches %+v: want the subgroup strategy's wave32 and wave64", ks)
			}
			xs := rnd(r, tc.rows*tc.cols, 3)
			for j := range xs {
				xs[j] += 1.5 // a mean away from 0
			}
			scale, bias := rnd(r, tc.cols, 1), rnd(r, tc.cols, 1)
			in := map[string][]byte{"x": kerneltest.Encode(tc.dtype, xs), "scale": kerneltest.Encode(tc.dtype, scale),
				"bias": kerneltest.Encode(tc.dtype, bias)}
			// The reference on the values as stored.
			xv, sv, bv := kerneltest.Decode(tc.dtype, in["x"]), kerneltest.Decode(tc.dtype, in["scale"]), kerneltest.Decode(tc.dtype, in["bias"])
			want := make([]float64, len(xv))
			for row := range tc.rows {
				xr := xv[row*tc.cols : (row+1)*tc.cols]
				mean := 0.0
				if tc.kind == "layer" {
					for _, v := range xr {
						mean += v
					}
					mean /= float64(tc.cols)
				}
				variance := 0.0
				for _, v := range xr {
					variance += (v - mean) * (v - mean)
				}
				inv := 1 / math.Sqrt(variance/float64(tc.cols)+1e-5)
				for c, v := range xr {
					w := (v - mean) * inv * sv[c]
					if spec.Bias {
						w += bv[c]
					}
					want[row*tc.cols+int64(c)] = w
				}
			}
			tol := map[string]float64{"float32": 1e-5, "float16": 2e-3, "bfloat16": 1.6e-2}[tc.dtype]
			for _, sub := range []int64{32, 64, 8} {
				k := ks[0]
				if sub == 64 {
					k = ks[1]
				}
				got := runNorm(t, k, sub, in)
				y := kerneltest.Decode(tc.dtype, got["y"])
				for j := range want {
					if math.IsNaN(y[j]) || math.Abs(y[j]-want[j]) > tol*(1+math.Abs(want[j])) {
						t.Fatalf("subgroup %d: y[%d] = %v, want %v", sub, j, y[j], want[j])
					}
				}
				if tc.tail {
					// The tail is y's half copy.
					if h := kerneltest.Encode("float16", y); !bytes.Equal(got["t"], h) || allZero(h) {
						t.Errorf("subgroup %d: the tail's output is not y in half", sub)
					}
				}
				if tc.stats {
					inv := kerneltest.Decode("float32", got["invstd"])
					if inv[0] <= 0 || math.IsNaN(inv[0]) {
						t.Errorf("subgroup %d: statistics %v", sub, inv)
					}
				}
			}
		})
	}
}
