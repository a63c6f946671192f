package nvvm

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
	"google.golang.org/protobuf/proto"
)

// nbitsCfg is one MatMulNBits product: A (M, K) times a bits-bit weight
// of N rows in blocks of bs, zero points "" (the default), "uint8"
// (packed) or "float".
type nbitsCfg struct {
	M, K, N, bits, bs int64
	zp                string
}

func (c nbitsCfg) String() string {
	return fmt.Sprintf("m%d_k%d_n%d_b%d_bs%d_zp%s", c.M, c.K, c.N, c.bits, c.bs, c.zp)
}

// nbitsModel is the MatMulNBits product of c on random packed bytes,
// scales and zero points.
func nbitsModel(c nbitsCfg) gputest.Model {
	return gputest.Model{Name: "nbits_" + c.String(), Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Domains = map[string]int64{"com.microsoft": 1}
		nb := (c.K + c.bs - 1) / c.bs
		m.Input("a", onnxtest.Float, []int64{c.M, c.K})
		bt, _ := graph.NewTensor(graph.Uint8, graph.Shape{c.N, nb, c.bs * c.bits / 8})
		for i := range bt.Data {
			bt.Data[i] = byte(r.IntN(256))
		}
		m.Init("B", bt)
		sc := make([]float32, c.N*nb)
		for i := range sc {
			sc[i] = float32(0.01 + 0.05*r.Float64())
		}
		m.InitFloats("s", []int64{c.N, nb}, sc)
		ins := []string{"a", "B", "s"}
		switch c.zp {
		case "uint8":
			per := 8 / c.bits
			zt, _ := graph.NewTensor(graph.Uint8, graph.Shape{c.N, (nb + per - 1) / per})
			for i := range zt.Data {
				zt.Data[i] = byte(r.IntN(256))
			}
			m.Init("z", zt)
			ins = append(ins, "z")
		case "float":
			m.InitFloats("z", []int64{c.N, nb}, gputest.RandFloats(r, int(c.N*nb)))
			ins = append(ins, "z")
		}
		m.Node("MatMulNBits", "mmnb", ins, []string{"y"}, onnxtest.Int("K", c.K), onnxtest.Int("N", c.N),
			onnxtest.Int("bits", c.bits), onnxtest.Int("block_size", c.bs)).Domain = proto.String("com.microsoft")
		m.Output("y", 0, nil)
	}}
}

// nbitsKernel lowers c to its one MLIR kernel (the packed weight's
// dequantization is the product's prologue: one kernel, no other).
func nbitsKernel(t *testing.T, c nbitsCfg) *codeobj.Object {
	t.Helper()
	var out *codeobj.Object
	objs := gputest.Lower(t, nbitsModel(c), 3)
	for _, o := range objs {
		if o.Format == codeobj.MLIRBytecode {
			out = o
		}
	}
	if len(objs) != 1 || out == nil {
		t.Fatalf("%d code objects, want the dequantization and the product as one MLIR kernel", len(objs))
	}
	return out
}

// fillNBitsArgs fills the kernel's inputs with random data: the packed
// bytes and zero points random bytes, floats normal, and the shift
// amounts of the unpacking (the uint8 argument of shape [1 1 8/bits 1])
// 0, bits, 2·bits, ...
func fillNBitsArgs(r *rand.Rand, o *codeobj.Object, bufs [][]float32, bits int64) {
	for i, a := range o.Args {
		if a.Write {
			continue
		}
		gputest.Fill(r, bufs[i])
		if a.DType != "uint8" {
			continue
		}
		b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(bufs[i]))), a.Elems())
		shift := len(a.Shape) == 4 && a.Shape[0] == 1 && a.Shape[1] == 1 && a.Shape[3] == 1 && a.Shape[2] == 8/bits
		for j := range b {
			if shift {
				b[j] = byte(int64(j) * bits)
			} else {
				b[j] = byte(r.IntN(256))
			}
		}
	}
}

// TestNBitsFoldEmulated runs MatMulNBits products through the GEMM
// kernel written for the CPU (emulate) with the dequantization folded
// into its B loads, and compares them with the host path, which computes
// the dequantized weight and then the product: bits 2, 4 and 8, packed,
// float and default zero points, blocks of 16, 32 and 128, K not a
// multiple of the block, M, N tails. The fold leaves no buffer the size
// of the weight.
func TestNBitsFoldEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := rand.New(rand.NewPCG(31, 4))
	for _, c := range []nbitsCfg{
		{M: 5, K: 64, N: 24, bits: 4, bs: 16, zp: "uint8"},
		{M: 3, K: 40, N: 20, bits: 4, bs: 16, zp: ""},
		{M: 4, K: 72, N: 12, bits: 8, bs: 32, zp: "float"},
		{M: 2, K: 48, N: 9, bits: 2, bs: 16, zp: "uint8"},
		{M: 6, K: 200, N: 16, bits: 4, bs: 128, zp: "uint8"},
	} {
		for _, tile := range []kernelgen.GEMMTile{{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4}, {BM: 8, BN: 8, BK: 4, TM: 8, TN: 8}} {
			t.Run(c.String()+"/"+tile.String(), func(t *testing.T) {
				o := nbitsKernel(t, c)
				want, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
				if err != nil {
					t.Fatal(err)
				}
				m, err := w.Prepare(context.Background(), o.Payload)
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				weight := fmt.Sprintf("x%dxf32>", c.N)
				if !strings.Contains(m.String(), "memref.alloc") || !strings.Contains(m.String(), weight) {
					t.Fatalf("before the fold the dequantized weight is no buffer:\n%s", m)
				}
				n, err := kernelgen.ReplaceContractions(m, kernelgen.Options{Tile: &tile, Emulate: true})
				if err != nil {
					t.Fatal(err)
				}
				if n != 1 {
					t.Fatalf("%d contractions took the GEMM kernel, want the product with its folded B", n)
				}
				if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
					t.Fatal(err)
				}
				text := m.String()
				for _, l := range strings.Split(text, "\n") {
					if strings.Contains(l, "memref.alloc()") && strings.Contains(l, weight) && !strings.Contains(l, fmt.Sprintf("%dx%dxf32", c.M, c.N)) {
						t.Fatalf("a weight-sized buffer is left after the fold: %s", strings.TrimSpace(l))
					}
				}
				got, err := host.CompileHost(context.Background(), lib, []byte(text), backend.SourceRaised)
				if err != nil {
					t.Fatalf("emulated kernel: %v", err)
				}
				sizes := make([]int, len(o.Args))
				for i, a := range o.Args {
					sizes[i] = (int(a.Elems()) + 15) &^ 15 // 64-byte aligned buffers, as the runtime's
				}
				bw, bg := gputest.Buffers(t, sizes...), gputest.Buffers(t, sizes...)
				fillNBitsArgs(r, o, bw, c.bits)
				for i := range bw {
					copy(bg[i], bw[i])
				}
				if err := hostkernel.Load(t, want, o.Symbol).Call(gputest.Ptrs(bw...)...); err != nil {
					t.Fatal(err)
				}
				if err := hostkernel.Load(t, got, o.Symbol).Call(gputest.Ptrs(bg...)...); err != nil {
					t.Fatal(err)
				}
				out := len(o.Args) - 1
				distinct := map[float32]bool{}
				for j := range int(o.Args[out].Elems()) {
					x, y := bg[out][j], bw[out][j]
					distinct[y] = true
					if d := math.Abs(float64(x - y)); d > 1e-4+1e-4*math.Abs(float64(y)) || math.IsNaN(float64(x)) {
						t.Fatalf("y[%d] = %g, host path %g", j, x, y)
					}
				}
				if len(distinct) < int(o.Args[out].Elems())/2 {
					t.Fatalf("only %d distinct outputs of %d: the data tests little", len(distinct), o.Args[out].Elems())
				}
			})
		}
	}
}

// TestNBitsKernelSM90 finalizes 4-bit MatMulNBits products for sm_90a —
// a decode-sized one (M 4, below the GEMM kernel's usual minimum) and a
// prefill-sized one — as one launch each, the GEMM kernel's, with no
// temporary device buffer: the packed bytes are read and dequantized in
// the kernel.
func TestNBitsKernelSM90(t *testing.T) {
	w, _ := sm90Worker(t)
	row, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []nbitsCfg{
		{M: 4, K: 512, N: 1024, bits: 4, bs: 32, zp: "uint8"},
		{M: 128, K: 1000, N: 256, bits: 4, bs: 128, zp: ""},
	} {
		t.Run(c.String(), func(t *testing.T) {
			o := nbitsKernel(t, c)
			fin, err := w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o)
			if err != nil {
				t.Fatal(err)
			}
			if len(fin.Launches) != 1 || fin.Launches[0].Block[0] < 64 {
				t.Fatalf("launches %+v, want one GEMM launch", fin.Launches)
			}
			if len(fin.Scratch) != 0 {
				t.Fatalf("scratch buffers %v: the weight was dequantized into memory", fin.Scratch)
			}
			ptx := string(fin.Payload)
			if !regexp.MustCompile(`ld\.global(\.nc)?\.[bsu]8\s`).MatchString(ptx) {
				t.Error("the kernel loads no bytes: the packed weight is not read")
			}
		})
	}
}
