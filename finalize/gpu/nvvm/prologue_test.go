package nvvm

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// scoresModel is the attention-score product of transformers' default
// export: Q and K each scaled by an elementwise op before QKᵀ (a Mul by
// the same scale, or with div a Div by another, so the scales do not
// cancel), the mask added after: one MLIR kernel, Mul+Mul+MatMul+Add. M,
// N, K give the product's sizes per head.
func scoresModel(name string, heads, M, N, K int64, div bool) gputest.Model {
	return gputest.Model{Name: name, Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("q", onnxtest.Float, []int64{1, heads, M, K})
		m.Input("k", onnxtest.Float, []int64{1, heads, K, N})
		m.InitFloats("mask", []int64{1, 1, M, N}, gputest.RandFloats(r, int(M*N)))
		m.InitFloats("s", []int64{1}, []float32{0.35355339})
		m.InitFloats("d", []int64{1}, []float32{1.75})
		m.Node("Mul", "sq", []string{"q", "s"}, []string{"qs"})
		if div {
			m.Node("Div", "sk", []string{"k", "d"}, []string{"ks"})
		} else {
			m.Node("Mul", "sk", []string{"k", "s"}, []string{"ks"})
		}
		m.Node("MatMul", "mm", []string{"qs", "ks"}, []string{"p"})
		m.Node("Add", "add", []string{"p", "mask"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
}

// TestPrologueEmulated runs products whose operands pass through scales
// (Mul, Div) on the SIMT GEMM kernel written for the CPU (emulate)
// and compares them with the host path: the prologue applies on load,
// tails in M, N and K included (where the staged zeros must stay zeros).
func TestPrologueEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	models := []gputest.Model{
		scoresModel("scores", 3, 20, 24, 16, false),
		scoresModel("scores_div_tails", 2, 13, 11, 7, true),
	}
	r := rand.New(rand.NewPCG(7, 8))
	for _, md := range models {
		for _, tile := range []kernelgen.GEMMTile{{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4}, {BM: 8, BN: 8, BK: 4, TM: 8, TN: 8}} {
			t.Run(md.Name+"/"+tile.String(), func(t *testing.T) {
				objs := 0
				for _, o := range gputest.Lower(t, md, 9) {
					if o.Format != codeobj.MLIRBytecode {
						continue
					}
					objs++
					want, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
					if err != nil {
						t.Fatal(err)
					}
					// Parse and the stages before the contractions (Prepare).
					m, err := w.Prepare(context.Background(), o.Payload)
					if err != nil {
						t.Fatal(err)
					}
					defer m.Close()
					n, err := kernelgen.ReplaceContractions(m, kernelgen.Options{Tile: &tile, Emulate: true})
					if err != nil {
						t.Fatal(err)
					}
					if n != 1 {
						t.Fatalf("%d contractions took the GEMM kernel, want the product with its prologue", n)
					}
					if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
						t.Fatal(err)
					}
					got, err := host.CompileHost(context.Background(), lib, []byte(m.String()), backend.SourceRaised)
					if err != nil {
						t.Fatalf("emulated kernel: %v", err)
					}
					sameAsHostPath(t, r, o, want, got, "")
				}
				if objs != 1 {
					t.Fatalf("%d MLIR kernels, want the prologues, product and epilogue in one", objs)
				}
			})
		}
	}
}

// TestPrologueKernels finalizes the attention-score product (BERT-base's
// shape per batch of heads) for sm_90a exact and with --allow-tf32: one
// launch, the GEMM kernel's (not the default schedule's one thread per
// output), the scale applied in it; with TF32 on mma.sync, not wgmma
// (which cannot apply a prologue).
func TestPrologueKernels(t *testing.T) {
	w, _ := sm90Worker(t)
	row, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	for _, tf32 := range []bool{false, true} {
		t.Run(map[bool]string{false: "exact", true: "tf32"}[tf32], func(t *testing.T) {
			var fin *codeobj.Object
			for _, o := range gputest.Lower(t, scoresModel("scores", 12, 128, 128, 64, false), 1) {
				if o.Format == codeobj.MLIRBytecode {
					if fin, err = w.Compile(context.Background(), New(Options{AllowTF32: tf32}), o.Payload, backend.SourceTOSA, row, o); err != nil {
						t.Fatal(err)
					}
				}
			}
			if fin == nil {
				t.Fatal("no MLIR kernel")
			}
			if len(fin.Launches) != 1 || fin.Launches[0].Grid[2] != 12 || fin.Launches[0].Block[0] < 64 {
				t.Fatalf("launches %+v, want one GEMM launch over the 12 heads", fin.Launches)
			}
			ptx := string(fin.Payload)
			if !regexp.MustCompile(`mul(\.rn)?\.f32\s+%\w+, %\w+, 0f3EB504F3`).MatchString(ptx) {
				t.Error("the scale is not applied in the kernel")
			}
			if got := strings.Contains(ptx, "mma.sync.aligned.m16n8k8"); got != tf32 {
				t.Errorf("mma.sync: %v, want %v", got, tf32)
			}
			if strings.Contains(ptx, "wgmma") {
				t.Error("wgmma took a product with a prologue")
			}
		})
	}
}
