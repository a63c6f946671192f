package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// normIndex maps a possibly negative index into [0, dim).
func normIndex(i, dim int64) (int64, error) {
	if i < -dim || i >= dim {
		return 0, fmt.Errorf("index %d out of range for dim %d", i, dim)
	}
	if i < 0 {
		i += dim
	}
	return i, nil
}

var gatherOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if err := checkType(a, 1, integers); err != nil {
			return nil, err
		}
		in, idx := a.shape(0), a.shape(1)
		axis, err := axisIn(a.node().Int("axis", 0), len(in))
		if err != nil {
			return nil, err
		}
		if len(in) == 0 {
			return nil, fmt.Errorf("cannot gather from a scalar")
		}
		out := append(append(append(graph.Shape{}, in[:axis]...), idx...), in[axis+1:]...)
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx := c.in[0], c.in[1]
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", 0), len(x.Shape))
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		outer, dim, inner := axisSplit(x.Shape, axis)
		es := x.DType.Size()
		iv := idx.Int64s()
		blk := inner * es
		for o := 0; o < outer; o++ {
			for j, ix := range iv {
				k, err := normIndex(ix, int64(dim))
				if err != nil {
					return err
				}
				src := (o*dim + int(k)) * blk
				dst := (o*len(iv) + j) * blk
				copy(out.Data[dst:dst+blk], x.Data[src:src+blk])
			}
		}
		c.set(0, out)
		return nil
	},
}

// unravel returns the coordinates of flat index k in shape s.
func unravel(k int64, s graph.Shape, coord []int64) {
	for d := len(s) - 1; d >= 0; d-- {
		if s[d] > 0 {
			coord[d] = k % s[d]
			k /= s[d]
		}
	}
}

func ravel(coord []int64, strides []int64) int64 {
	var k int64
	for i, c := range coord {
		k += c * strides[i]
	}
	return k
}

var gatherElementsOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if len(a.shape(0)) != len(a.shape(1)) {
			return nil, fmt.Errorf("data rank %d and indices rank %d differ", len(a.shape(0)), len(a.shape(1)))
		}
		axis, err := axisIn(a.node().Int("axis", 0), len(a.shape(0)))
		if err != nil {
			return nil, err
		}
		if err := offAxisWithin(a.shape(1), a.shape(0), axis); err != nil {
			return nil, err
		}
		return one(a.dtype(0), a.shape(1))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx := c.in[0], c.in[1]
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", 0), len(x.Shape))
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		es := x.DType.Size()
		xs := x.Shape.Strides()
		coord := make([]int64, len(idx.Shape))
		for k := 0; k < idx.Len(); k++ {
			unravel(int64(k), idx.Shape, coord)
			j, err := normIndex(idx.Int64(k), x.Shape[axis])
			if err != nil {
				return err
			}
			coord[axis] = j
			src := ravel(coord, xs)
			copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// offAxisWithin checks that indices of shape idx address data of shape
// data off axis: every other dim no larger than data's.
func offAxisWithin(idx, data graph.Shape, axis int) error {
	for d := range idx {
		if d != axis && idx[d] > data[d] {
			return fmt.Errorf("indices %v reach past data %v on axis %d", idx, data, d)
		}
	}
	return nil
}

// scatterReduce combines an existing element with an update.
func scatterReduce(mode string, dt graph.DType, out *graph.Tensor, dst int, upd *graph.Tensor, src int) error {
	es := dt.Size()
	if mode == "" || mode == "none" {
		copy(out.Data[dst*es:(dst+1)*es], upd.Data[src*es:(src+1)*es])
		return nil
	}
	if dt.IsFloat() {
		a, b := out.Float64(dst), upd.Float64(src)
		switch mode {
		case "add":
			a += b
		case "mul":
			a *= b
		case "max":
			a = math.Max(a, b)
		case "min":
			a = math.Min(a, b)
		default:
			return fmt.Errorf("reduction %q", mode)
		}
		out.SetFloat64(dst, a)
		return nil
	}
	a, b := out.Int64(dst), upd.Int64(src)
	switch mode {
	case "add":
		a += b
	case "mul":
		a *= b
	case "max":
		a = max(a, b)
	case "min":
		a = min(a, b)
	default:
		return fmt.Errorf("reduction %q", mode)
	}
	out.SetInt64(dst, a)
	return nil
}

var scatterElementsOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		if !a.shape(1).Equal(a.shape(2)) || len(a.shape(1)) != len(a.shape(0)) {
			return nil, fmt.Errorf("indices %v and updates %v must match and have data's rank", a.shape(1), a.shape(2))
		}
		axis, err := axisIn(a.node().Int("axis", 0), len(a.shape(0)))
		if err != nil {
			return nil, err
		}
		if err := offAxisWithin(a.shape(1), a.shape(0), axis); err != nil {
			return nil, err
		}
		if a.dtype(2) != a.dtype(0) {
			return nil, fmt.Errorf("updates are %s, data %s", a.dtype(2), a.dtype(0))
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx, upd := c.in[0], c.in[1], c.in[2]
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", 0), len(x.Shape))
		out := x.Clone()
		mode := c.n.Str("reduction", "none")
		xs := x.Shape.Strides()
		coord := make([]int64, len(idx.Shape))
		for k := 0; k < idx.Len(); k++ {
			unravel(int64(k), idx.Shape, coord)
			j, err := normIndex(idx.Int64(k), x.Shape[axis])
			if err != nil {
				return err
			}
			coord[axis] = j
			if err := scatterReduce(mode, x.DType, out, int(ravel(coord, xs)), upd, k); err != nil {
				return err
			}
		}
		c.set(0, out)
		return nil
	},
}

var gatherNDOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		data, idx := a.shape(0), a.shape(1)
		b := int(a.node().Int("batch_dims", 0))
		if len(idx) == 0 || b < 0 || b >= len(idx) || b > len(data) {
			return nil, fmt.Errorf("bad indices shape %v for batch_dims %d", idx, b)
		}
		last := int(idx[len(idx)-1])
		if last < 1 || b+last > len(data) {
			return nil, fmt.Errorf("indices last dim %d too large for data rank %d", last, len(data))
		}
		out := append(append(graph.Shape{}, idx[:len(idx)-1]...), data[b+last:]...)
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx := c.in[0], c.in[1]
		b := int(c.n.Int("batch_dims", 0))
		last := int(idx.Shape[len(idx.Shape)-1])
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		es := x.DType.Size()
		batch := int(graph.Shape(x.Shape[:b]).Size())
		sliceElems := int(graph.Shape(x.Shape[b+last:]).Size())
		perBatchIdx := int(graph.Shape(idx.Shape[b : len(idx.Shape)-1]).Size())
		xBatch := int(graph.Shape(x.Shape[b:]).Size())
		xs := graph.Shape(x.Shape[b:]).Strides()
		iv := idx.Int64s()
		for bi := 0; bi < batch; bi++ {
			for j := 0; j < perBatchIdx; j++ {
				base := (bi*perBatchIdx + j) * last
				off := 0
				for d := 0; d < last; d++ {
					k, err := normIndex(iv[base+d], x.Shape[b+d])
					if err != nil {
						return err
					}
					off += int(k * xs[d])
				}
				src := (bi*xBatch + off) * es
				dst := (bi*perBatchIdx + j) * sliceElems * es
				copy(out.Data[dst:dst+sliceElems*es], x.Data[src:src+sliceElems*es])
			}
		}
		c.set(0, out)
		return nil
	},
}

var scatterNDOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		data, idx := a.shape(0), a.shape(1)
		if len(idx) == 0 || idx[len(idx)-1] > int64(len(data)) {
			return nil, fmt.Errorf("bad indices shape %v for data %v", idx, data)
		}
		want := append(idx[:len(idx)-1:len(idx)-1].Clone(), data[idx[len(idx)-1]:]...)
		if !a.shape(2).Equal(want) || a.dtype(2) != a.dtype(0) {
			return nil, fmt.Errorf("updates %s%v: want %s%v for indices %v into %v", a.dtype(2), a.shape(2), a.dtype(0), want, idx, data)
		}
		if a.dtype(1) != graph.Int64 {
			return nil, fmt.Errorf("indices are %s, want int64", a.dtype(1))
		}
		return one(a.dtype(0), data)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx, upd := c.in[0], c.in[1], c.in[2]
		out := x.Clone()
		mode := c.n.Str("reduction", "none")
		last := int(idx.Shape[len(idx.Shape)-1])
		sliceElems := int(graph.Shape(x.Shape[last:]).Size())
		xs := x.Shape.Strides()
		iv := idx.Int64s()
		nIdx := idx.Len() / max(last, 1)
		if last == 0 {
			nIdx = int(graph.Shape(idx.Shape[:len(idx.Shape)-1]).Size())
		}
		for j := 0; j < nIdx; j++ {
			off := 0
			for d := 0; d < last; d++ {
				k, err := normIndex(iv[j*last+d], x.Shape[d])
				if err != nil {
					return err
				}
				off += int(k * xs[d])
			}
			for e := 0; e < sliceElems; e++ {
				if err := scatterReduce(mode, x.DType, out, off+e, upd, j*sliceElems+e); err != nil {
					return err
				}
			}
		}
		c.set(0, out)
		return nil
	},
}
