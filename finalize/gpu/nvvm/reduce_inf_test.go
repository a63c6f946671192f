package nvvm

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestGlobalMaxPoolEmulatedNegInf runs ONNX GlobalMaxPools of 3-d, 4-d
// and 5-d inputs through the GPU stages' first half (tosa-to-linalg, the
// infinite starts of host.InfStarts, fusion, bufferization: what the GPU
// schedule then tiles, each thread running an output's reduction loops)
// and, as loops, on the CPU, on random inputs where one plane is all
// -inf, one all -inf but a NaN and one all -inf but one finite value: the
// all -inf plane gives -inf exactly, as ONNX's GlobalMaxPool does
// (tosa-to-linalg's start gave -3.4028235e+38, which the prepared IR no
// longer holds), NaN wins, every other plane gives its maximum.
func TestGlobalMaxPoolEmulatedNegInf(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, x := range [][]int64{{2, 3, 10}, {2, 3, 5, 5}, {1, 4, 2, 3, 4}} {
		t.Run(fmt.Sprint(x), func(t *testing.T) {
			md := gputest.Model{Name: "globalmaxpool", Build: func(m *onnxtest.Model, _ *rand.Rand) {
				m.Input("x", onnxtest.Float, x)
				m.Node("GlobalMaxPool", "g", []string{"x"}, []string{"y"})
				m.Output("y", 0, nil)
			}}
			planes, plane := int(x[0]*x[1]), 1
			for _, d := range x[2:] {
				plane *= int(d)
			}
			ran := 0
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				m, err := w.Prepare(context.Background(), o.Payload)
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				if ir := m.String(); strings.Contains(ir, "-3.40282347E+38") || !strings.Contains(ir, "0xFF800000") {
					t.Fatalf("prepared IR: a -FLT_MAX constant left or no -inf:\n%s", ir)
				}
				if err := w.Run(m, "loops", []string{"func.func(convert-linalg-to-loops)"}); err != nil {
					t.Fatal(err)
				}
				so, err := host.CompileHost(context.Background(), lib, []byte(m.String()), backend.SourceRaised)
				if err != nil {
					t.Fatalf("emulated kernel: %v", err)
				}
				if len(o.Args) != 2 || o.Args[0].Write || !o.Args[1].Write ||
					o.Args[0].Elems() != int64(planes*plane) || o.Args[1].Elems() != int64(planes) {
					t.Fatalf("kernel arguments %+v, want x [%d] and y [%d]", o.Args, planes*plane, planes)
				}
				bufs := gputest.Buffers(t, planes*plane, planes)
				xs, y := bufs[0], bufs[1]
				for i := range xs {
					xs[i] = r.Float32()*8 - 5
				}
				inf := float32(math.Inf(-1))
				for p := range 3 {
					xp := xs[p*plane : (p+1)*plane]
					for i := range xp {
						xp[i] = inf
					}
					switch p {
					case 1:
						xp[r.IntN(plane)] = float32(math.NaN())
					case 2:
						xp[r.IntN(plane)] = r.Float32()*8 - 5
					}
				}
				if err := hostkernel.Load(t, so, o.Symbol).Call(gputest.Ptrs(xs, y)...); err != nil {
					t.Fatal(err)
				}
				for p := range planes {
					want := inf
					for _, v := range xs[p*plane : (p+1)*plane] {
						want = max(want, v) // Go's max: a NaN wins
					}
					nan := math.IsNaN(float64(want))
					if nan != math.IsNaN(float64(y[p])) || !nan && math.Float32bits(y[p]) != math.Float32bits(want) {
						t.Fatalf("y[%d] = %v, want %v", p, y[p], want)
					}
				}
				ran++
			}
			if ran != 1 {
				t.Fatalf("%d MLIR kernels ran, want 1", ran)
			}
		})
	}
}
