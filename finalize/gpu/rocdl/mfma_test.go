package rocdl

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// halfProductModel is a MatMul of 16-bit a (an input) by b (a [K, N]
// weight), or with transB a Gemm by b as [N, K]: the model's own type,
// whose TOSA product has 16-bit operands and an f32 accumulator.
func halfProductModel(dt graph.DType, a, b []int64, transB bool) gputest.Model {
	code := map[graph.DType]int32{graph.Float16: 10, graph.BFloat16: 16}[dt]
	return gputest.Model{Name: "mm", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", code, a)
		w, _ := graph.NewTensor(dt, graph.Shape(b))
		for i := range w.Len() {
			w.SetFloat64(i, r.NormFloat64())
		}
		m.Init("b", w)
		if transB {
			m.Node("Gemm", "mm", []string{"a", "b"}, []string{"y"}, onnxtest.Int("transB", 1))
		} else {
			m.Node("MatMul", "mm", []string{"a", "b"}, []string{"y"})
		}
		m.Output("y", 0, nil)
	}}
}

// disassemble is llvm-objdump-22 -d --mcpu=chip of an hsaco.
func disassemble(t *testing.T, tools hsacotest.Tools, hsaco []byte, chip string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "k.hsaco")
	if err := os.WriteFile(p, hsaco, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tools.Objdump, "-d", "--mcpu="+chip, p).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-objdump: %v\n%s", err, out)
	}
	return string(out)
}

// matrixOps are the disassembly's mnemonics of the half kernels' matrix
// instructions for each unit and operand type: MFMA 32×32×8 (the default
// tilings') f16 and bf16 (the _1k form; gfx942 spells it with
// underscores), WMMA 16×16×16 f16 and bf16 with f32 accumulators.
var matrixOps = map[string]map[graph.DType]*regexp.Regexp{
	target.MFMA: {
		graph.Float16:  regexp.MustCompile(`\bv_mfma_f32_32x32x8_?f16\b`),
		graph.BFloat16: regexp.MustCompile(`\bv_mfma_f32_32x32x8_?bf16(_1k)?\b`),
	},
	target.MFMA950: {
		graph.Float16:  regexp.MustCompile(`\bv_mfma_f32_32x32x16_f16\b`),
		graph.BFloat16: regexp.MustCompile(`\bv_mfma_f32_32x32x16_bf16\b`),
	},
	target.WMMA: {
		graph.Float16:  regexp.MustCompile(`\bv_wmma_f32_16x16x16_f16\b`),
		graph.BFloat16: regexp.MustCompile(`\bv_wmma_f32_16x16x16_bf16\b`),
	},
}

// anyMatrixOp matches any MFMA or WMMA instruction.
var anyMatrixOp = regexp.MustCompile(`\bv_(mfma|wmma)_`)

// TestAMDHalfKernel finalizes half products for every AMD row (CDNA:
// MFMA, RDNA 3/3.5/4: WMMA) and checks the hsaco with LLVM's
// disassembler: the product's kernel holds the unit's f16 or bf16
// instruction with f32 accumulators (the other type's none), at least
// one per fragment and k step of a slice, LDS barriers, no scratch
// (spills) — for a product whose operands stage in 16-byte units (A
// K-contiguous, the [K, N] weights along N), one whose weights are [N, K]
// (Gemm transB), and one of odd sizes staged element by element with
// guarded tails. The same products in f32 use no matrix unit. With
// AMDX_DUMP=DIR each half product's disassembly is written to DIR, for
// reading the code by eye.
func TestAMDHalfKernel(t *testing.T) {
	lib := gputest.OpenLib(t)
	libs := deviceLibsForTest(t)
	tools := hsacotest.Find(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	cases := []struct {
		name   string
		dt     graph.DType
		a, b   []int64
		transB bool
	}{
		{"bert 512x768x768 f16", graph.Float16, []int64{512, 768}, []int64{768, 768}, false},
		{"bert 512x3072x768 bf16", graph.BFloat16, []int64{512, 768}, []int64{768, 3072}, false},
		{"transB f16", graph.Float16, []int64{256, 128}, []int64{192, 128}, true},
		{"odd tails bf16", graph.BFloat16, []int64{100, 37}, []int64{37, 50}, false},
	}
	for _, name := range []string{"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1151", "gfx1201"} {
		row, err := target.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		opts := kernelgen.OptionsFor(row)
		unit := opts.AMD
		if unit == target.WMMA12 {
			unit = target.WMMA
		}
		if matrixOps[unit] == nil {
			t.Fatalf("%s: no AMD matrix unit for half products (%q)", name, opts.AMD)
		}
		for _, tc := range cases {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				other := graph.BFloat16
				if tc.dt == graph.BFloat16 {
					other = graph.Float16
				}
				var fin *codeobj.Object
				for _, o := range gputest.Lower(t, halfProductModel(tc.dt, tc.a, tc.b, tc.transB), 3) {
					if o.Format != codeobj.MLIRBytecode {
						continue
					}
					if fin, err = w.Compile(context.Background(), New(Options{DeviceLibs: libs}), o.Payload, backend.SourceTOSA, row, o); err != nil {
						t.Fatal(err)
					}
				}
				if fin == nil {
					t.Fatal("no MLIR kernel")
				}
				checkHSACOObject(t, fin, row)
				tools.Check(t, fin.Payload, row, fin.Launches)
				dis := disassemble(t, tools, fin.Payload, row.Chip)
				n := len(matrixOps[unit][tc.dt].FindAllString(dis, -1))
				if n == 0 {
					t.Fatalf("no %s instruction in the disassembly:\n%.3000s", matrixOps[unit][tc.dt], dis)
				}
				if o := len(matrixOps[unit][other].FindAllString(dis, -1)); o != 0 {
					t.Errorf("%d %s instructions in a %s product", o, other, tc.dt)
				}
				if !regexp.MustCompile(`\bs_barrier(_wait)?\b`).MatchString(dis) {
					t.Error("no s_barrier: LDS staging unsynchronized")
				}
				if regexp.MustCompile(`\b(scratch|buffer)_store`).MatchString(dis) {
					t.Error("the kernel spills to scratch")
				}
				t.Logf("%s: %d %s instructions, %d bytes", name, n, tc.dt, len(fin.Payload))
				if os.Getenv("AMDX_DUMP") != "" {
					os.WriteFile(filepath.Join(os.Getenv("AMDX_DUMP"), name+"-"+strings.ReplaceAll(tc.name, " ", "_")+".s"), []byte(dis), 0o644)
				}
			})
		}
		t.Run(name+"/f32", func(t *testing.T) {
			md := gputest.Model{Name: "mm32", Build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("a", onnxtest.Float, []int64{256, 128})
				m.InitFloats("b", []int64{128, 128}, gputest.RandFloats(r, 128*128))
				m.Node("MatMul", "mm", []string{"a", "b"}, []string{"y"})
				m.Output("y", onnxtest.Float, nil)
			}}
			for _, o := range gputest.Lower(t, md, 4) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				fin, err := w.Compile(context.Background(), New(Options{DeviceLibs: libs}), o.Payload, backend.SourceTOSA, row, o)
				if err != nil {
					t.Fatal(err)
				}
				if dis := disassemble(t, tools, fin.Payload, row.Chip); anyMatrixOp.MatchString(dis) {
					t.Errorf("an f32 product uses a matrix unit: %s", anyMatrixOp.FindString(dis))
				}
			}
		})
	}
}

// TestAMDHalfTilings compiles every tiling of the AMD half kernel's
// tuning space for a BERT-sized product on each unit's rows (CDNA 3's and
// CDNA 4's MFMA with both instructions each, RDNA 3's and RDNA 4's WMMA),
// as tuning trials
// do: each makes a valid hsaco whose launch is the tiling's (block,
// grid, LDS within the row's), whose disassembly holds the tiling's
// instruction a multiple of fragments × k steps times (LLVM may unroll
// the K loop) and nothing in scratch (no spills).
func TestAMDHalfTilings(t *testing.T) {
	lib := gputest.OpenLib(t)
	libs := deviceLibsForTest(t)
	tools := hsacotest.Find(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var src *codeobj.Object
	for _, o := range gputest.Lower(t, halfProductModel(graph.Float16, []int64{1024, 768}, []int64{768, 768}, false), 5) {
		if o.Format == codeobj.MLIRBytecode {
			src = o
		}
	}
	prepared, err := w.Prepare(context.Background(), src.Payload)
	if err != nil {
		t.Fatal(err)
	}
	defer prepared.Close()
	products, err := kernelgen.Products(prepared)
	if err != nil || len(products) != 1 {
		t.Fatalf("%d products, %v", len(products), err)
	}
	c := products[0]
	insts := map[string]map[int64]*regexp.Regexp{
		target.MFMA:    {32: regexp.MustCompile(`\bv_mfma_f32_32x32x8_?f16\b`), 16: regexp.MustCompile(`\bv_mfma_f32_16x16x16_?f16\b`)},
		target.MFMA950: {32: regexp.MustCompile(`\bv_mfma_f32_32x32x16_f16\b`), 16: regexp.MustCompile(`\bv_mfma_f32_16x16x32_f16\b`)},
	}
	for _, name := range []string{"gfx942", "gfx950", "gfx1100", "gfx1201"} {
		row, _ := target.Lookup(name)
		def := kernelgen.OptionsFor(row)
		space := c.AMDSpace(def.AMD, row.Processors, row.SharedMem)
		if len(space) < 4 || space[0] != c.PickAMDTile(def.AMD, row.Processors, row.SharedMem) {
			t.Fatalf("%s: space %v: want the default first and at least 4 tilings", name, space)
		}
		for _, tile := range space {
			t.Run(name+"/"+tile.String(), func(t *testing.T) {
				o := def
				o.AMDTile = &tile
				fin, err := w.Trial(context.Background(), New(Options{DeviceLibs: libs}), prepared, row, src, o)
				if err != nil {
					t.Fatal(err)
				}
				checkHSACOObject(t, fin, row)
				tools.Check(t, fin.Payload, row, fin.Launches)
				wave := int64(row.Wave)
				if l := fin.Launches[0]; l.Block[0] != wave*tile.WM*tile.WN || l.Grid[0] != (768+tile.BN-1)/tile.BN || l.Grid[1] != (1024+tile.BM-1)/tile.BM {
					t.Errorf("launch %+v", l)
				}
				// The instruction's M and K: 32×32×8, 16×16×16, gfx950's
				// 32×32×16, 16×16×32, WMMA 16×16×16.
				re, im, ik := insts[def.AMD][tile.Inst], tile.Inst, map[int64]int64{32: 8, 16: 16}[tile.Inst]
				switch def.AMD {
				case target.MFMA950:
					ik *= 2
				case target.WMMA, target.WMMA12:
					re = matrixOps[target.WMMA][graph.Float16]
				}
				dis := disassemble(t, tools, fin.Payload, row.Chip)
				per := int((tile.BM / tile.WM / im) * (tile.BN / tile.WN / im) * (tile.BK / ik))
				if n := len(re.FindAllString(dis, -1)); n == 0 || n%per != 0 {
					t.Errorf("%d %s, want a multiple of %d", n, re, per)
				}
				if regexp.MustCompile(`\b(scratch|buffer)_store`).MatchString(dis) {
					t.Error("the kernel spills to scratch")
				}
			})
		}
	}
}
