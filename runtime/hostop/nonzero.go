package hostop

import (
	"context"
	"math"
	"unsafe"
)

// nonZero is NonZero over a tensor in host memory, writing the indices
// into a buffer kept from run to run: one pass counts the nonzero
// elements, a second writes each one's coordinates (row-major, one column
// per element), as the reference does (graph/ref evalNonZero: nonzero as
// a float64 is nonzero, so NaN is and -0 is not).
type nonZero struct {
	out   []int64
	idx   []int64
	shape [2]int64
	outs  [1]Operand
}

// Run implements Op.
func (o *nonZero) Run(ctx context.Context, ins []Operand) ([]Operand, bool, error) {
	if len(ins) != 1 {
		return nil, false, nil
	}
	in := ins[0]
	size := 0
	switch in.DType {
	case "bool", "uint8", "int8":
		size = 1
	case "float32", "int32":
		size = 4
	case "float64", "int64":
		size = 8
	default:
		return nil, false, nil
	}
	n := elems(in.Shape, 1<<40)
	if n < 0 || int64(len(in.Data)) != n*int64(size) || uintptr(unsafe.Pointer(unsafe.SliceData(in.Data)))%uintptr(size) != 0 {
		return nil, false, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, true, err
	}
	isFloat := in.DType == "float32" || in.DType == "float64"
	nz := func(i int) bool {
		p := unsafe.Pointer(&in.Data[i*size])
		switch {
		case size == 4 && isFloat:
			return *(*float32)(p) != 0
		case size == 8 && isFloat:
			return *(*float64)(p) != 0
		case size == 4:
			return *(*uint32)(p) != 0
		case size == 8:
			return *(*uint64)(p) != 0
		}
		return *(*uint8)(p) != 0
	}
	count := int64(0)
	switch in.DType {
	case "float32":
		// The common case, without the per-element type switch.
		for _, v := range unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(in.Data))), n) {
			if v&math.MaxInt32 != 0 {
				count++
			}
		}
	default:
		for i := range int(n) {
			if nz(i) {
				count++
			}
		}
	}
	rank := int64(len(in.Shape))
	if need := rank * count; int64(cap(o.out)) < need {
		o.out = make([]int64, need)
	}
	out := o.out[:rank*count]
	if rank > 0 {
		col := int64(0)
		if int64(cap(o.idx)) < rank {
			o.idx = make([]int64, rank)
		}
		idx := o.idx[:rank] // the coordinates of element i
		clear(idx)
		for i := range int(n) {
			if i > 0 {
				// Advance the coordinates by one, row-major.
				for d := rank - 1; d >= 0; d-- {
					if idx[d]++; idx[d] < in.Shape[d] {
						break
					}
					idx[d] = 0
				}
			}
			if !nz(i) {
				continue
			}
			for d := range rank {
				out[d*count+col] = idx[d]
			}
			col++
		}
	}
	o.shape = [2]int64{rank, count}
	o.outs[0] = Operand{DType: "int64", Shape: o.shape[:], Data: int64Bytes(out)}
	return o.outs[:], true, nil
}
