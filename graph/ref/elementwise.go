package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// bcastIndex maps every element of shape out (row-major) to the flat index
// of the element of a tensor of shape in that numpy broadcasting reads.
func bcastIndex(in, out graph.Shape) []int {
	n := int(out.Size())
	idx := make([]int, n)
	if n == 0 {
		return idx
	}
	rank := len(out)
	off := rank - len(in)
	// Stride of each output dim in the input (0 where broadcast).
	st := make([]int, rank)
	acc := 1
	for i := len(in) - 1; i >= 0; i-- {
		if in[i] != 1 {
			st[off+i] = acc
		}
		acc *= int(in[i])
	}
	if in.Equal(out) {
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	ctr := make([]int64, rank)
	cur := 0
	for k := 0; k < n; k++ {
		idx[k] = cur
		for d := rank - 1; d >= 0; d-- {
			ctr[d]++
			cur += st[d]
			if ctr[d] < out[d] {
				break
			}
			cur -= st[d] * int(out[d])
			ctr[d] = 0
		}
	}
	return idx
}

// unaryFloat defines an elementwise op on float types computed in float64
// and rounded to the input's type.
func unaryFloat(f func(float64) float64) opDef {
	return opDef{
		infer: func(c *inferCtx) error {
			if err := c.need(1); err != nil {
				return err
			}
			if !c.dtype(0).IsFloat() {
				return fmt.Errorf("input type %v is not a float type", c.dtype(0))
			}
			return c.set(0, c.dtype(0), c.shape(0))
		},
		eval: func(c *evalCtx) error {
			if err := c.need(1); err != nil {
				return err
			}
			x := c.in[0]
			out, err := alloc(x.DType, x.Shape)
			if err != nil {
				return err
			}
			mapFloat(x, out, f)
			c.set(0, out)
			return nil
		},
	}
}

// mapFloat writes f(x[i]) into out[i] for every element.
func mapFloat(x, out *graph.Tensor, f func(float64) float64) {
	if x.DType == graph.Float32 && out.DType == graph.Float32 {
		xs := x.Float32s()
		for i, v := range xs {
			xs[i] = float32(f(float64(v)))
		}
		t, _ := graph.FromFloat32s(out.Shape, xs)
		copy(out.Data, t.Data)
		return
	}
	for i := 0; i < x.Len(); i++ {
		out.SetFloat64(i, f(x.Float64(i)))
	}
}

// unaryNumeric defines an elementwise op on any numeric type: float types
// use ff, signed integers fi, unsigned integers fu (nil: not allowed).
func unaryNumeric(ff func(float64) float64, fi func(int64) int64, fu func(uint64) uint64) opDef {
	return opDef{
		infer: func(c *inferCtx) error {
			if err := c.need(1); err != nil {
				return err
			}
			dt := c.dtype(0)
			if (dt.IsFloat() && ff == nil) || (dt.IsSigned() && !dt.IsFloat() && fi == nil) || (dt.IsUnsigned() && fu == nil) || dt == graph.Bool {
				return fmt.Errorf("input type %v is not supported", dt)
			}
			return c.set(0, dt, c.shape(0))
		},
		eval: func(c *evalCtx) error {
			if err := c.need(1); err != nil {
				return err
			}
			x := c.in[0]
			out, err := alloc(x.DType, x.Shape)
			if err != nil {
				return err
			}
			switch {
			case x.DType.IsFloat() && ff != nil:
				mapFloat(x, out, ff)
			case x.DType.IsUnsigned() && fu != nil:
				for i := 0; i < x.Len(); i++ {
					out.SetInt64(i, int64(fu(uint64(x.Int64(i)))))
				}
			case x.DType.IsSigned() && fi != nil:
				for i := 0; i < x.Len(); i++ {
					out.SetInt64(i, fi(x.Int64(i)))
				}
			default:
				return fmt.Errorf("input type %v is not supported", x.DType)
			}
			c.set(0, out)
			return nil
		},
	}
}

// binaryFns are the per-type-class kernels of a broadcasting binary op.
type binaryFns struct {
	f func(a, b float64) float64
	i func(a, b int64) int64
	u func(a, b uint64) uint64
	// b is for bool inputs (logical ops).
	b func(a, b bool) bool
}

// binaryOp defines a numpy-broadcasting binary op whose output has the
// inputs' (common) type.
func binaryOp(fns binaryFns) opDef {
	return opDef{
		infer: func(c *inferCtx) error {
			if err := c.need(2); err != nil {
				return err
			}
			dt := c.dtype(0)
			if c.dtype(1) != dt {
				return fmt.Errorf("input types differ: %v and %v", dt, c.dtype(1))
			}
			if !fns.supports(dt) {
				return fmt.Errorf("input type %v is not supported", dt)
			}
			s, err := graph.BroadcastShapes(c.shape(0), c.shape(1))
			if err != nil {
				return err
			}
			return c.set(0, dt, s)
		},
		eval: func(c *evalCtx) error {
			if err := c.need(2); err != nil {
				return err
			}
			a, b := c.in[0], c.in[1]
			if a.DType != b.DType {
				return fmt.Errorf("input types differ: %v and %v", a.DType, b.DType)
			}
			if !fns.supports(a.DType) {
				return fmt.Errorf("input type %v is not supported", a.DType)
			}
			out, err := binaryApply(a, b, a.DType, fns)
			if err != nil {
				return err
			}
			c.set(0, out)
			return nil
		},
	}
}

func (fns binaryFns) supports(dt graph.DType) bool {
	switch {
	case dt == graph.Bool:
		return fns.b != nil
	case dt.IsFloat():
		return fns.f != nil
	case dt.IsUnsigned():
		return fns.u != nil || fns.i != nil
	case dt.IsInt():
		return fns.i != nil
	}
	return false
}

// binaryApply broadcasts a and b and applies the kernel for their type,
// writing a tensor of type outDT.
func binaryApply(a, b *graph.Tensor, outDT graph.DType, fns binaryFns) (*graph.Tensor, error) {
	s, err := graph.BroadcastShapes(a.Shape, b.Shape)
	if err != nil {
		return nil, err
	}
	out, err := alloc(outDT, s)
	if err != nil {
		return nil, err
	}
	ia, ib := bcastIndex(a.Shape, s), bcastIndex(b.Shape, s)
	dt := a.DType
	switch {
	case dt == graph.Bool:
		for k := range ia {
			out.SetInt64(k, b2i(fns.b(a.Data[ia[k]] != 0, b.Data[ib[k]] != 0)))
		}
	case dt == graph.Float32 && outDT == graph.Float32:
		av, bv := a.Float32s(), b.Float32s()
		res := make([]float32, len(ia))
		for k := range ia {
			res[k] = float32(fns.f(float64(av[ia[k]]), float64(bv[ib[k]])))
		}
		t, err := graph.FromFloat32s(s, res)
		if err != nil {
			return nil, err
		}
		out = t
	case dt.IsFloat():
		av, bv := a.Float64s(), b.Float64s()
		for k := range ia {
			out.SetFloat64(k, fns.f(av[ia[k]], bv[ib[k]]))
		}
	case dt.IsUnsigned() && fns.u != nil:
		av, bv := a.Int64s(), b.Int64s()
		for k := range ia {
			out.SetInt64(k, int64(fns.u(uint64(av[ia[k]]), uint64(bv[ib[k]]))))
		}
	default:
		av, bv := a.Int64s(), b.Int64s()
		for k := range ia {
			out.SetInt64(k, fns.i(av[ia[k]], bv[ib[k]]))
		}
	}
	return out, nil
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// arith builds the kernels of an arithmetic op from one generic function.
func arith(f func(a, b float64) float64, i func(a, b int64) int64, u func(a, b uint64) uint64) binaryFns {
	return binaryFns{f: f, i: i, u: u}
}

var (
	opAdd = binaryOp(arith(
		func(a, b float64) float64 { return a + b },
		func(a, b int64) int64 { return a + b },
		func(a, b uint64) uint64 { return a + b }))
	opRelu = unaryNumeric(
		func(x float64) float64 {
			if x > 0 || math.IsNaN(x) {
				return x
			}
			return 0
		},
		func(x int64) int64 { return max(x, 0) }, nil)
)
