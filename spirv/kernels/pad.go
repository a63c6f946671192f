package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// PadSpec describes ONNX Pad: Pads holds the begin pads of every axis, then
// the end pads (negative pads crop). Mode is "constant" (Value, or with
// ValueArg a one-element argument read at run time), "edge" (repeat the
// border element), "reflect" (mirror without repeating the border) or
// "wrap" (periodic).
type PadSpec struct {
	Symbol   string
	Shape    []int64
	Pads     []int64
	Mode     string
	Value    float64
	ValueArg bool
	DType    string
}

// PadShape returns the padded shape.
func PadShape(shape, pads []int64) ([]int64, error) {
	r := len(shape)
	if len(pads) != 2*r {
		return nil, fmt.Errorf("%d pads for rank %d", len(pads), r)
	}
	out := make([]int64, r)
	for i, d := range shape {
		out[i] = d + pads[i] + pads[r+i]
		if out[i] <= 0 {
			return nil, fmt.Errorf("pads %v leave axis %d of %v empty", pads, i, shape)
		}
	}
	return out, nil
}

// Pad generates the kernel with arguments (x, [value], y).
func Pad(s PadSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("pad: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("pad %s: %w", s.Symbol, err)
	}
	xn, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("pad %s: %w", s.Symbol, err)
	}
	out, err := PadShape(s.Shape, s.Pads)
	if err != nil {
		return nil, fmt.Errorf("pad %s: %w", s.Symbol, err)
	}
	n, err := product(out)
	if err != nil {
		return nil, fmt.Errorf("pad %s: %w", s.Symbol, err)
	}
	switch s.Mode {
	case "constant", "edge", "reflect", "wrap":
	default:
		return nil, fmt.Errorf("pad %s: unknown mode %q", s.Symbol, s.Mode)
	}
	params := []param{{"x", d}}
	args := []Arg{{Name: "x", DType: s.DType, Elems: xn}}
	if s.ValueArg {
		params = append(params, param{"value", d})
		args = append(args, Arg{Name: "value", DType: s.DType, Elems: 1})
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	k, p := newKernel(s.Symbol, params)
	f := k.f
	strides := contiguousStrides(s.Shape)
	k.gridStride(n, func(i spirv.ID) {
		coords := k.unravel(i, out)
		inside := k.b.ConstBool(true)
		src := make([]spirv.ID, len(coords))
		for ax, c := range coords {
			dim := s.Shape[ax]
			// x coordinate, signed: may lie outside [0, dim).
			xc := k.sub(c, k.c(s.Pads[ax]))
			lo := f.Cmp(spirv.OpSLessThan, xc, k.c(0))
			hi := f.Cmp(spirv.OpSGreaterThanEqual, xc, k.c(dim))
			switch s.Mode {
			case "constant":
				inside = f.Bin(spirv.OpLogicalAnd, inside, k.ult(xc, k.c(dim)))
				xc = f.Select(k.ult(xc, k.c(dim)), xc, k.c(0))
			case "edge":
				xc = f.Select(lo, k.c(0), f.Select(hi, k.c(dim-1), xc))
			case "reflect":
				if dim == 1 {
					xc = k.c(0)
					break
				}
				// Reflect about the borders: period 2*(dim-1).
				period := 2 * (dim - 1)
				m := f.Bin(spirv.OpSRem, xc, k.c(period))
				m = f.Select(f.Cmp(spirv.OpSLessThan, m, k.c(0)), k.add(m, k.c(period)), m)
				xc = f.Select(k.ult(m, k.c(dim)), m, k.sub(k.c(period), m))
			case "wrap":
				m := f.Bin(spirv.OpSRem, xc, k.c(dim))
				xc = f.Select(f.Cmp(spirv.OpSLessThan, m, k.c(0)), k.add(m, k.c(dim)), m)
			}
			src[ax] = xc
		}
		v := k.load(d, p[0], k.dot(src, strides, 0))
		if s.Mode == "constant" {
			fill := k.constOf(k.ctype(d), s.Value)
			if s.ValueArg {
				fill = k.load(d, p[1], k.c(0))
			}
			v = f.Select(inside, v, fill)
		}
		k.store(d, p[len(p)-1], i, v)
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("pad %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}

// ContractSpec describes an Einsum: every operand dim and every output dim
// carries an index label; labels have sizes Sizes. Each output element is
// the sum, over every value of the labels the output lacks, of the product
// of the operands' elements at the labels' values. A label repeated in one
// operand walks its diagonal; an operand dim of size 1 under a larger label
// broadcasts.
type ContractSpec struct {
	Symbol string
	Sizes  []int64
	// Operands lists, per operand, the label of each dim; Shapes their dims.
	Operands [][]int
	Shapes   [][]int64
	Out      []int
	DType    string
}

// Contract generates the kernel with arguments (x0, x1, ..., y). Floats
// accumulate in float (float16 in float32), integers in their own width.
func Contract(s ContractSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("contract: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || d.name == "bool" {
		return nil, fmt.Errorf("contract %s: unsupported dtype %q", s.Symbol, s.DType)
	}
	if len(s.Operands) == 0 || len(s.Operands) != len(s.Shapes) || len(s.Operands) > 16 {
		return nil, fmt.Errorf("contract %s: %d operands with %d shapes", s.Symbol, len(s.Operands), len(s.Shapes))
	}
	label := func(l int) error {
		if l < 0 || l >= len(s.Sizes) || s.Sizes[l] <= 0 {
			return fmt.Errorf("label %d out of range", l)
		}
		return nil
	}
	inOut := map[int]bool{}
	outShape := make([]int64, len(s.Out))
	for i, l := range s.Out {
		if err := label(l); err != nil || inOut[l] {
			return nil, fmt.Errorf("contract %s: output label %d repeated or out of range", s.Symbol, l)
		}
		inOut[l] = true
		outShape[i] = s.Sizes[l]
	}
	// Per operand, the element stride each label contributes.
	strides := make([][]int64, len(s.Operands))
	params := make([]param, 0, len(s.Operands)+1)
	args := make([]Arg, 0, len(s.Operands)+1)
	used := map[int]bool{}
	for j, labels := range s.Operands {
		if len(labels) != len(s.Shapes[j]) {
			return nil, fmt.Errorf("contract %s: operand %d has %d labels for shape %v", s.Symbol, j, len(labels), s.Shapes[j])
		}
		elems, err := product(s.Shapes[j])
		if err != nil {
			return nil, fmt.Errorf("contract %s: operand %d: %w", s.Symbol, j, err)
		}
		cs := contiguousStrides(s.Shapes[j])
		strides[j] = make([]int64, len(s.Sizes))
		for a, l := range labels {
			if err := label(l); err != nil {
				return nil, fmt.Errorf("contract %s: operand %d: %w", s.Symbol, j, err)
			}
			switch dim := s.Shapes[j][a]; {
			case dim == s.Sizes[l]:
				strides[j][l] += cs[a]
			case dim == 1:
			default:
				return nil, fmt.Errorf("contract %s: operand %d dim %d is %d, label size %d", s.Symbol, j, a, dim, s.Sizes[l])
			}
			used[l] = true
		}
		name := fmt.Sprintf("x%d", j)
		params = append(params, param{name, d})
		args = append(args, Arg{Name: name, DType: s.DType, Elems: elems})
	}
	var sumLabels []int
	var sumShape []int64
	for l := range s.Sizes {
		if used[l] && !inOut[l] {
			sumLabels = append(sumLabels, l)
			sumShape = append(sumShape, s.Sizes[l])
		}
	}
	n, err := product(outShape)
	if err != nil {
		return nil, fmt.Errorf("contract %s: %w", s.Symbol, err)
	}
	terms, err := product(sumShape)
	if err != nil {
		return nil, fmt.Errorf("contract %s: %w", s.Symbol, err)
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	k, p := newKernel(s.Symbol, params)
	f := k.f
	ct := k.ctype(d)
	addOp, mulOp := spirv.OpIAdd, spirv.OpIMul
	if d.float {
		addOp, mulOp = spirv.OpFAdd, spirv.OpFMul
	}
	k.gridStride(n, func(i spirv.ID) {
		vals := make([]spirv.ID, len(s.Sizes))
		for a, c := range k.unravel(i, outShape) {
			vals[s.Out[a]] = c
		}
		sum := f.For(k.c(0), k.c(terms), k.c(1), []spirv.ID{k.constOf(ct, 0)}, func(t spirv.ID, acc []spirv.ID) []spirv.ID {
			for a, c := range k.unravel(t, sumShape) {
				vals[sumLabels[a]] = c
			}
			prod := k.constOf(ct, 1)
			for j := range s.Operands {
				coords := make([]spirv.ID, len(s.Sizes))
				for l := range coords {
					coords[l] = vals[l]
					if coords[l] == 0 {
						coords[l] = k.c(0)
					}
				}
				prod = f.Bin(mulOp, prod, k.load(d, p[j], k.dot(coords, strides[j], 0)))
			}
			return []spirv.ID{f.Bin(addOp, acc[0], prod)}
		})[0]
		k.store(d, p[len(p)-1], i, sum)
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("contract %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}
