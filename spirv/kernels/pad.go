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

// ResizeSpec describes a separable resize (ONNX Resize): every output
// element is the sum, over the taps of each resized axis, of the product of
// the taps' weights times the input element at the taps' indices. The
// lowering computes the taps (coordinate transformation, interpolation
// mode, antialiasing, exclude_outside) and passes them as tables: for
// resized axis a (in Axes order) and output coordinate o, taps
// [o*Taps[a], (o+1)*Taps[a]) of that axis's part of the tables, the parts
// concatenated in Axes order. An index of -1 in a coordinate's first tap
// marks it outside the crop: the element is Extrapolation. Nearest has one
// tap per axis and no weights (any dtype, exact); otherwise the dtype is a
// float and weights are float32 (float64 for float64 data).
type ResizeSpec struct {
	Symbol        string
	InShape       []int64
	OutShape      []int64
	Axes          []int
	Taps          []int64
	Nearest       bool
	Extrapolation float64
	DType         string
}

// Resize generates the kernel with arguments (x, indices, [weights], y),
// indices int64.
func Resize(s ResizeSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("resize: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("resize %s: %w", s.Symbol, err)
	}
	if !s.Nearest && !d.float {
		return nil, fmt.Errorf("resize %s: interpolating %s needs a float dtype", s.Symbol, s.DType)
	}
	xn, err := product(s.InShape)
	if err != nil {
		return nil, fmt.Errorf("resize %s: %w", s.Symbol, err)
	}
	n, err := product(s.OutShape)
	if err != nil || len(s.OutShape) != len(s.InShape) {
		return nil, fmt.Errorf("resize %s: output shape %v for input %v", s.Symbol, s.OutShape, s.InShape)
	}
	if len(s.Taps) != len(s.Axes) {
		return nil, fmt.Errorf("resize %s: %d tap counts for %d axes", s.Symbol, len(s.Taps), len(s.Axes))
	}
	resized := map[int]int{}
	var tableN int64
	starts := make([]int64, len(s.Axes))
	for i, a := range s.Axes {
		if a < 0 || a >= len(s.InShape) {
			return nil, fmt.Errorf("resize %s: axis %d out of range", s.Symbol, a)
		}
		if _, dup := resized[a]; dup {
			return nil, fmt.Errorf("resize %s: axis %d repeated", s.Symbol, a)
		}
		resized[a] = i
		if s.Taps[i] < 1 || s.Taps[i] > 1024 || (s.Nearest && s.Taps[i] != 1) {
			return nil, fmt.Errorf("resize %s: %d taps on axis %d", s.Symbol, s.Taps[i], a)
		}
		starts[i] = tableN
		tableN += s.OutShape[a] * s.Taps[i]
	}
	for a := range s.InShape {
		if _, ok := resized[a]; !ok && s.InShape[a] != s.OutShape[a] {
			return nil, fmt.Errorf("resize %s: axis %d changes size but is not resized", s.Symbol, a)
		}
	}
	if tableN == 0 {
		return nil, fmt.Errorf("resize %s: no resized axis", s.Symbol)
	}
	wd := dtypes["float32"]
	if d.width == 64 && d.float {
		wd = d
	}
	params := []param{{"x", d}, {"indices", dtypes["int64"]}}
	args := []Arg{{Name: "x", DType: s.DType, Elems: xn}, {Name: "indices", DType: "int64", Elems: tableN}}
	if !s.Nearest {
		params = append(params, param{"weights", wd})
		args = append(args, Arg{Name: "weights", DType: wd.name, Elems: tableN})
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	k, p := newKernel(s.Symbol, params)
	f := k.f
	x, idxT, y := p[0], p[1], p[len(p)-1]
	strides := contiguousStrides(s.InShape)
	ct := k.ctype(d)
	k.gridStride(n, func(i spirv.ID) {
		coords := k.unravel(i, s.OutShape)
		// firsts[j] is the first table entry of resized axis j here.
		firsts := make([]spirv.ID, len(s.Axes))
		valid := k.b.ConstBool(true)
		base := k.c(0)
		for a, c := range coords {
			j, ok := resized[a]
			if !ok {
				base = k.add(base, k.mul(c, k.c(strides[a])))
				continue
			}
			firsts[j] = k.add(k.c(starts[j]), k.mul(c, k.c(s.Taps[j])))
			valid = f.Bin(spirv.OpLogicalAnd, valid, f.Cmp(spirv.OpSGreaterThanEqual, f.Load(f.Elem(idxT, firsts[j])), k.c(0)))
		}
		var v spirv.ID
		if s.Nearest {
			off := base
			for j, a := range s.Axes {
				idx := f.Load(f.Elem(idxT, firsts[j]))
				idx = f.Select(k.ult(idx, k.c(s.InShape[a])), idx, k.c(0))
				off = k.add(off, k.mul(idx, k.c(strides[a])))
			}
			v = k.load(d, x, off)
		} else {
			taps := make([]int64, len(s.Axes))
			copy(taps, s.Taps)
			total, _ := product(taps)
			wt := k.b.Float(wd.width)
			v = f.For(k.c(0), k.c(total), k.c(1), []spirv.ID{k.b.ConstFloat(wt, 0)}, func(t spirv.ID, acc []spirv.ID) []spirv.ID {
				w := k.b.ConstFloat(wt, 1)
				off := base
				for j, tj := range k.unravel(t, taps) {
					e := k.add(firsts[j], tj)
					idx := f.Load(f.Elem(idxT, e))
					idx = f.Select(k.ult(idx, k.c(s.InShape[s.Axes[j]])), idx, k.c(0))
					off = k.add(off, k.mul(idx, k.c(strides[s.Axes[j]])))
					w = f.Bin(spirv.OpFMul, w, f.Load(f.Elem(p[2], e)))
				}
				xv := castValue(k, d, wd, k.load(d, x, off))
				return []spirv.ID{f.Bin(spirv.OpFAdd, acc[0], f.Bin(spirv.OpFMul, w, xv))}
			})[0]
			v = castValue(k, wd, d, v)
		}
		k.store(d, y, i, f.Select(valid, v, k.constOf(ct, s.Extrapolation)))
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("resize %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}
