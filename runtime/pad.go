package runtime

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/program"
)

// padBytes is v as one element of dtype, little-endian (integers truncate
// toward zero, then wrap to the width; bool is v != 0).
func padBytes(dtype string, v float64) ([]byte, error) {
	b := make([]byte, program.DTypeSize(dtype))
	switch dtype {
	case "float32":
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(v)))
	case "float64":
		binary.LittleEndian.PutUint64(b, math.Float64bits(v))
	case "float16":
		binary.LittleEndian.PutUint16(b, graph.Float32ToFloat16(float32(v)))
	case "bfloat16":
		binary.LittleEndian.PutUint16(b, graph.Float32ToBFloat16(float32(v)))
	case "int64", "uint64":
		binary.LittleEndian.PutUint64(b, uint64(int64(v)))
	case "int32", "uint32":
		binary.LittleEndian.PutUint32(b, uint32(int64(v)))
	case "int16", "uint16":
		binary.LittleEndian.PutUint16(b, uint16(int64(v)))
	case "int8", "uint8":
		b[0] = byte(int64(v))
	case "bool":
		if v != 0 {
			b[0] = 1
		}
	default:
		return nil, fmt.Errorf("cannot pad dtype %q", dtype)
	}
	return b, nil
}

// fillPattern fills dst with copies of elem.
func fillPattern(dst, elem []byte) {
	if len(elem) == 0 || len(dst) == 0 {
		return
	}
	n := copy(dst, elem)
	for n < len(dst) {
		n += copy(dst[n:], dst[:n])
	}
}

// copyCorner copies between an array of shape small and the leading
// corner of an array of shape big (same rank, small[k] <= big[k]) of
// elements of size elem: into big's corner when pad, out of it otherwise.
// Rows of the last axis move as one copy each.
func copyCorner[E byte | string](bigData []E, big []int64, smallData []E, small []int64, elem int64, pad bool) {
	if len(big) == 0 {
		if pad {
			copy(bigData[:elem], smallData)
		} else {
			copy(smallData, bigData[:elem])
		}
		return
	}
	// Strides in bytes.
	r := len(big)
	bs, ss := make([]int64, r), make([]int64, r)
	bs[r-1], ss[r-1] = elem, elem
	for k := r - 2; k >= 0; k-- {
		bs[k] = bs[k+1] * big[k+1]
		ss[k] = ss[k+1] * small[k+1]
	}
	row := small[r-1] * elem
	var walk func(k int, bo, so int64)
	walk = func(k int, bo, so int64) {
		if k == r-1 {
			if pad {
				copy(bigData[bo:bo+row], smallData[so:so+row])
			} else {
				copy(smallData[so:so+row], bigData[bo:bo+row])
			}
			return
		}
		for i := range small[k] {
			walk(k+1, bo+i*bs[k], so+i*ss[k])
		}
	}
	walk(0, 0, 0)
}
