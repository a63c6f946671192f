package rocdl

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// TestSplitKROCDL finalizes BERT-base's batch-1 FFN-down product (M=128,
// K=3072, N=768, bias in the store) for a wave64 and a wave32 AMD row:
// the fp32 GEMM kernel splits K there too (kernelgen/splitk.go), so the
// object holds the partial product (grid z = the slices) and the
// reduction, both kernels in the hsaco, one scratch buffer bound by both;
// CheckHSACO and LLVM's tools accept it.
func TestSplitKROCDL(t *testing.T) {
	lib := gputest.OpenLib(t)
	libs := deviceLibsForTest(t)
	tools := hsacotest.Find(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	md := gputest.Model{Name: "ffn_down", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("x", onnxtest.Float, []int64{128, 3072})
		m.InitFloats("w", []int64{3072, 768}, gputest.RandFloats(r, 3072*768))
		m.InitFloats("b", []int64{768}, gputest.RandFloats(r, 768))
		m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
		m.Node("Add", "add", []string{"p", "b"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
	objs := gputest.Lower(t, md, 1)
	for _, name := range []string{"gfx942", "gfx1100"} {
		row, err := target.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			n := 0
			for _, o := range objs {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				n++
				fin, err := w.Compile(context.Background(), New(Options{DeviceLibs: libs}), o.Payload, backend.SourceTOSA, row, o)
				if err != nil {
					t.Fatal(err)
				}
				h := checkHSACOObject(t, fin, row)
				tools.Check(t, fin.Payload, row, fin.Launches)
				if len(fin.Launches) != 2 || len(fin.Scratch) != 1 || len(h.Kernels) != 2 {
					t.Fatalf("%d launches %v, scratch %v, %d kernels: want the split product, its reduction and one scratch buffer", len(fin.Launches), fin.Launches, fin.Scratch, len(h.Kernels))
				}
				p, r := fin.Launches[0], fin.Launches[1]
				scratch := len(fin.Args)
				if p.Grid[2] < 2 || r.Block != [3]int64{256, 1, 1} || !contains(p.Args, scratch) || !contains(r.Args, scratch) {
					t.Errorf("launches %+v: want a grid z of slices, a 256-thread reduction, both bound to the scratch buffer %d", fin.Launches, scratch)
				}
			}
			if n != 1 {
				t.Fatalf("%d MLIR kernels, want 1", n)
			}
		})
	}
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
