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
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestSplitKKernel finalizes BERT-base's batch-1 FFN-down product
// (M=128, K=3072, N=768, with its bias and residual) for sm_90 by the
// default and checks the split-K launches (kernelgen/splitk.go): the
// partial product over S slices of K (grid z = S) into one scratch buffer
// of S padded tiles, then the reduction (one thread per 4 columns) into
// the output, reading the bias and residual; 16-byte stores of the
// partials and loads of them; no atomics (the sum's order is fixed). A
// product that fills the device (M=4096) keeps one launch. With
// --allow-tf32 the batch-1 product takes the same exact split kernel (its
// TF32 tiling would leave most SMs idle: no mma.sync), the batch-32 one
// the TF32 kernel.
func TestSplitKKernel(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, tc := range []struct {
		name        string
		m           int64
		split, tf32 bool
	}{{"b1", 128, true, false}, {"b32", 4096, false, false}, {"b1 tf32", 128, true, true}, {"b32 tf32", 4096, false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			const k, n = 3072, 768
			md := gputest.Model{Name: "ffn_down", Build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("x", onnxtest.Float, []int64{tc.m, k})
				m.Input("res", onnxtest.Float, []int64{tc.m, n})
				m.InitFloats("w", []int64{k, n}, gputest.RandFloats(r, k*n))
				m.InitFloats("b", []int64{n}, gputest.RandFloats(r, n))
				m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
				m.Node("Add", "add", []string{"p", "b"}, []string{"q"})
				m.Node("Add", "res", []string{"q", "res"}, []string{"y"})
				m.Output("y", 0, nil)
			}}
			var fin *codeobj.Object
			var tile kernelgen.GEMMTile
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					var err error
					if fin, err = w.Compile(context.Background(), New(Options{AllowTF32: tc.tf32}), o.Payload, backend.SourceTOSA, sm90, o); err != nil {
						t.Fatal(err)
					}
					tile = defaultTile(t, w, o.Payload, sm90.Processors)
				}
			}
			if fin == nil {
				t.Fatal("no MLIR kernel")
			}
			checkPTX(t, fin)
			ptx := string(fin.Payload)
			if mma := strings.Contains(ptx, "mma.sync"); mma != (tc.tf32 && !tc.split) {
				t.Errorf("mma.sync in the PTX: %v, want %v", mma, tc.tf32 && !tc.split)
			}
			if !tc.split {
				if len(fin.Launches) != 1 || len(fin.Scratch) != 0 {
					t.Fatalf("%d launches %v, scratch %v: want the one unsplit GEMM launch", len(fin.Launches), fin.Launches, fin.Scratch)
				}
				return
			}
			if tile.Split < 2 {
				t.Fatalf("default %v does not split K", tile)
			}
			if len(fin.Launches) != 2 || len(fin.Scratch) != 1 {
				t.Fatalf("%d launches %v, scratch %v: want the partial product and the reduction, one scratch buffer", len(fin.Launches), fin.Launches, fin.Scratch)
			}
			mp, np := ceil(tc.m, tile.BM)*tile.BM, ceil(n, tile.BN)*tile.BN
			if want := 4 * tile.Split * mp * np; fin.Scratch[0] != want {
				t.Errorf("scratch %d bytes, want %d (%d slices of %dx%d)", fin.Scratch[0], want, tile.Split, mp, np)
			}
			p, r := fin.Launches[0], fin.Launches[1]
			if want := [3]int64{ceil(n, tile.BN), ceil(tc.m, tile.BM), tile.Split}; p.Grid != want || p.Block != [3]int64{tile.Threads(), 1, 1} {
				t.Errorf("partial launch grid %v block %v, want %v [%d 1 1]", p.Grid, p.Block, want, tile.Threads())
			}
			if want := [3]int64{ceil(tc.m*n/4, 256), 1, 1}; r.Grid != want || r.Block != [3]int64{256, 1, 1} {
				t.Errorf("reduction launch grid %v block %v, want %v [256 1 1]", r.Grid, r.Block, want)
			}
			scratch := len(fin.Args) // the scratch buffer's binding
			if !containsInt(p.Args, scratch) || !containsInt(r.Args, scratch) {
				t.Errorf("launch args %v and %v: both want the scratch buffer (%d)", p.Args, r.Args, scratch)
			}
			if len(r.Args) != 4 { // partials, bias, residual, output
				t.Errorf("reduction binds %v, want the partials, the bias, the residual and the output", r.Args)
			}
			body := func(sym string) string {
				i := strings.Index(ptx, ".entry "+sym)
				if i < 0 {
					t.Fatalf("no entry %s", sym)
				}
				rest := ptx[i+1:]
				if j := strings.Index(rest, ".entry "); j >= 0 {
					rest = rest[:j]
				}
				return rest
			}
			count := func(s, re string) int { return len(regexp.MustCompile(re).FindAllString(s, -1)) }
			pb, rb := body(p.Symbol), body(r.Symbol)
			if n, want := count(pb, `st\.global\.v4\.[bf]32`), int(tile.TM*tile.TN/4); n != want {
				t.Errorf("partial launch: %d 16-byte stores, want %d (the thread's register tile)", n, want)
			}
			if n := count(rb, `ld\.global(\.nc)?\.v4\.[bf]32`); n < int(tile.Split) {
				t.Errorf("reduction: %d 16-byte loads, want at least %d (one per slice)", n, tile.Split)
			}
			if n := count(rb, `add\.(rn\.)?f32`); n < 4*int(tile.Split) {
				t.Errorf("reduction: %d f32 adds, want at least %d (the slices, the bias and the residual on 4 columns)", n, 4*tile.Split)
			}
			if count(ptx, `\batom\.|\bred\.`) != 0 {
				t.Error("atomics in a split-K kernel: its sum must run in a fixed order")
			}
		})
	}
}

// defaultTile is the default tiling of the one product of the TOSA
// kernel payload on a device of the given multiprocessors.
func defaultTile(t *testing.T, w *stages.Worker, payload []byte, processors int) kernelgen.GEMMTile {
	t.Helper()
	m, err := w.Prepare(context.Background(), payload)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	cs, err := kernelgen.Products(m)
	if err != nil || len(cs) != 1 {
		t.Fatalf("products %v (%v): want one", cs, err)
	}
	return cs[0].PickTile(processors)
}

func ceil(a, b int64) int64 { return (a + b - 1) / b }

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
