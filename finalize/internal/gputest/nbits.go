package gputest

import (
	"fmt"
	"math/rand/v2"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"google.golang.org/protobuf/proto"
)

// NBits is one MatMulNBits product: A (M, K) times a bits-bit weight
// of N rows in blocks of bs, zero points "" (the default), "uint8"
// (packed) or "float".
type NBits struct {
	M, K, N, Bits, BS int64
	ZP                string
}

// String names the product.
func (c NBits) String() string {
	return fmt.Sprintf("m%d_k%d_n%d_b%d_bs%d_zp%s", c.M, c.K, c.N, c.Bits, c.BS, c.ZP)
}

// Model is the MatMulNBits product of c on random packed bytes, scales
// and zero points.
func (c NBits) Model() Model {
	return Model{Name: "nbits_" + c.String(), Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Domains = map[string]int64{"com.microsoft": 1}
		nb := (c.K + c.BS - 1) / c.BS
		m.Input("a", onnxtest.Float, []int64{c.M, c.K})
		bt, _ := graph.NewTensor(graph.Uint8, graph.Shape{c.N, nb, c.BS * c.Bits / 8})
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
		switch c.ZP {
		case "uint8":
			per := 8 / c.Bits
			zt, _ := graph.NewTensor(graph.Uint8, graph.Shape{c.N, (nb + per - 1) / per})
			for i := range zt.Data {
				zt.Data[i] = byte(r.IntN(256))
			}
			m.Init("z", zt)
			ins = append(ins, "z")
		case "float":
			m.InitFloats("z", []int64{c.N, nb}, RandFloats(r, int(c.N*nb)))
			ins = append(ins, "z")
		}
		m.Node("MatMulNBits", "mmnb", ins, []string{"y"}, onnxtest.Int("K", c.K), onnxtest.Int("N", c.N),
			onnxtest.Int("bits", c.Bits), onnxtest.Int("block_size", c.BS)).Domain = proto.String("com.microsoft")
		m.Output("y", 0, nil)
	}}
}

// FillNBitsArgs fills the kernel's inputs with random data: the packed
// bytes and zero points random bytes, floats (f32, f16) normal, and the shift
// amounts of the unpacking (the uint8 argument of shape [1 1 8/bits 1])
// 0, bits, 2·bits, ...
func FillNBitsArgs(r *rand.Rand, o *codeobj.Object, bufs [][]float32, bits int64) {
	for i, a := range o.Args {
		if a.Write {
			continue
		}
		Fill(r, bufs[i])
		if a.DType == "float16" {
			h, _ := graph.NewTensor(graph.Float16, graph.Shape{a.Elems()})
			for j := range a.Elems() {
				h.SetFloat64(int(j), r.NormFloat64())
			}
			copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(bufs[i]))), len(h.Data)), h.Data)
			continue
		}
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
