package finalize

import (
	"bytes"
	"context"
	"debug/elf"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
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
			src, err := raise.Host(k.Binary, k.Symbol, hostGlobal(&codeobj.Object{Global: k.Global, Wave: k.Wave}), args)
			if err != nil {
				t.Fatal(err)
			}
			so, err := host.CompileHost(context.Background(), lib, []byte(src), SourceRaised)
			if err != nil {
				t.Fatal(err)
			}
			// The work-item is inlined into the loops that run it (the
			// loop vectorizer sees its body), so no symbol is left of it.
			if syms := elfSymbols(t, so); slices.Contains(syms, k.Symbol+"_item") {
				t.Errorf("%s_item is still a function of the host object: %v", k.Symbol, syms)
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

// elfSymbols lists the names of a shared object's symbols.
func elfSymbols(t *testing.T, so []byte) []string {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(so))
	if err != nil {
		t.Fatal(err)
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range syms {
		names = append(names, s.Name)
	}
	return names
}

// TestHostGlobal checks the host's range of SPIR-V objects: one work-item
// per GPU subgroup for a wave variant (a host subgroup is one work-item),
// the object's global for others.
func TestHostGlobal(t *testing.T) {
	cases := []struct {
		global [3]int64
		wave   int
		want   [3]int64
	}{
		{[3]int64{16384, 1, 1}, 32, [3]int64{512, 1, 1}}, // softmax over 512 rows of 128
		{[3]int64{16384, 1, 1}, 64, [3]int64{256, 1, 1}},
		{[3]int64{256, 1, 1}, 64, [3]int64{4, 1, 1}},
		{[3]int64{48, 1, 1}, 32, [3]int64{2, 1, 1}}, // rounds up
		{[3]int64{16, 1, 1}, 32, [3]int64{1, 1, 1}},
		{[3]int64{32768, 1, 1}, 0, [3]int64{32768, 1, 1}}, // wave-independent: as is
		{[3]int64{256, 4, 2}, 0, [3]int64{256, 4, 2}},
	}
	for _, c := range cases {
		if got := hostGlobal(&codeobj.Object{Global: c.global, Wave: c.wave}); got != c.want {
			t.Errorf("hostGlobal(global %v, wave %d) = %v, want %v", c.global, c.wave, got, c.want)
		}
	}
}
