package program

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Bucket says which point of a shape-bucket grid a program serves
// (DESIGN.md, Shape buckets): the value of every bucketed dim, and, for
// each input and output, which of its axes carry a bucketed dim. A run with
// smaller dims pads each input's bucketed axes with the input's pad value
// and slices each output's bucketed axes back.
type Bucket struct {
	// Dims are the bucketed dims at this point, sorted by name.
	Dims []Dim `cbor:"1,keyasint"`
	// Inputs and Outputs follow Program.Inputs and Program.Outputs.
	Inputs  []Axes `cbor:"2,keyasint"`
	Outputs []Axes `cbor:"3,keyasint"`
}

// Dim is one bucketed dim's size.
type Dim struct {
	Name string `cbor:"1,keyasint"`
	Size int64  `cbor:"2,keyasint"`
}

// Axes maps one input or output's axes to bucketed dims.
type Axes struct {
	// Dims names, per axis, the bucketed dim whose size it has, or "" for
	// an axis of fixed size.
	Dims []string `cbor:"1,keyasint"`
	// Pad is the value padded positions of an input hold (converted to
	// the input's dtype); outputs have none.
	Pad float64 `cbor:"2,keyasint,omitempty"`
}

// Size returns the size of dim name at this point.
func (b *Bucket) Size(name string) (int64, bool) {
	for _, d := range b.Dims {
		if d.Name == name {
			return d.Size, true
		}
	}
	return 0, false
}

// String names the point: batch=2,seq=64.
func (b *Bucket) String() string {
	parts := make([]string, len(b.Dims))
	for i, d := range b.Dims {
		parts[i] = d.Name + "=" + strconv.FormatInt(d.Size, 10)
	}
	return strings.Join(parts, ",")
}

// Cost orders buckets by size: the product of the bucketed dims (the
// smallest covering bucket runs the least padding).
func (b *Bucket) Cost() float64 {
	c := 1.0
	for _, d := range b.Dims {
		c *= float64(d.Size)
	}
	return c
}

// validateBucket checks a program's bucket against its buffers: dims
// sorted, unique and positive; one Axes per input and output, one name per
// axis, each naming a dim of the bucket whose size the axis has.
func (p *Program) validateBucket() error {
	b := p.Bucket
	if b == nil {
		return nil
	}
	if len(b.Dims) == 0 {
		return fmt.Errorf("program %s: bucket without dims", p.Name)
	}
	for i, d := range b.Dims {
		if d.Name == "" || d.Size <= 0 {
			return fmt.Errorf("program %s: bucket dim %q has size %d", p.Name, d.Name, d.Size)
		}
		if i > 0 && b.Dims[i-1].Name >= d.Name {
			return fmt.Errorf("program %s: bucket dims not sorted and unique at %s", p.Name, d.Name)
		}
	}
	check := func(what string, idx []int, axes []Axes) error {
		if len(axes) != len(idx) {
			return fmt.Errorf("program %s: bucket maps %d %ss, the program has %d", p.Name, len(axes), what, len(idx))
		}
		for i, a := range axes {
			buf := p.Buffers[idx[i]]
			if len(a.Dims) != len(buf.Shape) {
				return fmt.Errorf("program %s: bucket maps %d axes of %s %s, which has rank %d", p.Name, len(a.Dims), what, buf.Name, len(buf.Shape))
			}
			for k, name := range a.Dims {
				if name == "" {
					continue
				}
				n, ok := b.Size(name)
				if !ok || n != buf.Shape[k] {
					return fmt.Errorf("program %s: axis %d of %s %s (size %d) is mapped to dim %q of bucket %s", p.Name, k, what, buf.Name, buf.Shape[k], name, b)
				}
			}
		}
		return nil
	}
	if err := check("input", p.Inputs, b.Inputs); err != nil {
		return err
	}
	return check("output", p.Outputs, b.Outputs)
}

// WeightID is the name a weight is stored under: the hash of its dtype,
// shape and bytes. A constant folded differently per bucket gets a name
// of its own, and an identical one is stored once.
func WeightID(dtype string, shape []int64, data []byte) string {
	h := sha256.New()
	h.Write([]byte(dtype))
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(len(shape)))
	h.Write(b[:])
	for _, d := range shape {
		binary.LittleEndian.PutUint64(b[:], uint64(d))
		h.Write(b[:])
	}
	h.Write(data)
	return "w" + hex.EncodeToString(h.Sum(nil))[:40]
}

// SameExceptBucket reports whether two programs are the same plan apart
// from their names and buckets (a bucket's program equals the program a
// compile at that exact shape makes).
func SameExceptBucket(a, b *Program) bool {
	return a.ArenaSize == b.ArenaSize && slices.Equal(a.Inputs, b.Inputs) && slices.Equal(a.Outputs, b.Outputs) &&
		slices.EqualFunc(a.Buffers, b.Buffers, func(x, y Buffer) bool {
			return x.Name == y.Name && x.Kind == y.Kind && x.DType == y.DType && slices.Equal(x.Shape, y.Shape) && x.Offset == y.Offset && x.Bytes == y.Bytes && x.Weight == y.Weight
		}) &&
		slices.EqualFunc(a.Launches, b.Launches, func(x, y Launch) bool {
			return slices.Equal(x.Kernels, y.Kernels) && slices.Equal(x.Args, y.Args) && x.Label == y.Label
		})
}

// CheckPad reports whether v can pad an input of the numpy dtype: any
// number for a float input; for an integer or bool input a whole number the
// dtype holds (NaN, 1e300 or 0.5 would become some other value, and every
// padded run would compute from it).
func CheckPad(input, dtype string, v float64) error {
	if strings.HasPrefix(dtype, "float") || dtype == "bfloat16" {
		return nil
	}
	lo, hi := math.Inf(-1), math.Inf(1)
	switch dtype {
	case "bool":
		lo, hi = 0, 1
	case "int8":
		lo, hi = math.MinInt8, math.MaxInt8
	case "uint8":
		lo, hi = 0, math.MaxUint8
	case "int16":
		lo, hi = math.MinInt16, math.MaxInt16
	case "uint16":
		lo, hi = 0, math.MaxUint16
	case "int32":
		lo, hi = math.MinInt32, math.MaxInt32
	case "uint32":
		lo, hi = 0, math.MaxUint32
	case "int64":
		lo, hi = math.MinInt64, 1<<63-1024 // the largest float64 below 2^63
	case "uint64":
		lo, hi = 0, 1<<64-2048
	default:
		return nil
	}
	if math.IsNaN(v) || v != math.Trunc(v) || v < lo || v > hi {
		return fmt.Errorf("--pad %s=%v: %s is %s: want a whole number from %v to %v", input, v, input, dtype, lo, hi)
	}
	return nil
}
