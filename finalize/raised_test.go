package finalize

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestCompileHostRaisedSoftmax runs the whole SPIR-V path of finalize --arch
// host: a library softmax kernel, raised by finalize/raise, compiled by
// host.CompileHost(SourceRaised), loaded and run on arena buffers.
func TestCompileHostRaisedSoftmax(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, log := range []bool{false, true} {
		rows, cols := int64(1+r.IntN(7)), int64(1+r.IntN(300))
		ks, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "softmax_k", Rows: rows, Cols: cols, DType: "float32", Log: log})
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range ks {
			args := make([]raise.ArgInfo, len(k.Args))
			for i, a := range k.Args {
				args[i] = raise.ArgInfo{Elems: a.Elems, DType: a.DType}
			}
			src, err := raise.Host(k.Binary, k.Symbol, k.Global, args)
			if err != nil {
				t.Fatal(err)
			}
			so, err := host.CompileHost(context.Background(), lib, []byte(src), SourceRaised)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, k.Symbol)
			n := int(rows * cols)
			bufs := gputest.Buffers(t, n, n)
			gputest.Fill(r, bufs[0])
			if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatal(err)
			}
			for row := range int(rows) {
				x := bufs[0][row*int(cols) : (row+1)*int(cols)]
				m := math.Inf(-1)
				for _, v := range x {
					m = math.Max(m, float64(v))
				}
				var s float64
				for _, v := range x {
					s += math.Exp(float64(v) - m)
				}
				want := make([]float64, len(x))
				for i, v := range x {
					if log {
						want[i] = float64(v) - m - math.Log(s)
					} else {
						want[i] = math.Exp(float64(v)-m) / s
					}
				}
				gputest.CloseEnough(t, "softmax row", bufs[1][row*int(cols):(row+1)*int(cols)], want)
			}
		}
	}
}
