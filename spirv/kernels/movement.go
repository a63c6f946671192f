package kernels

import (
	"encoding/json"
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// TransposeSpec describes out = transpose(x, Perm) (ONNX Transpose).
type TransposeSpec struct {
	Symbol string
	Shape  []int64 // input shape
	Perm   []int64 // output dim i is input dim Perm[i]
	DType  string
}

// Transpose generates a layout copy with arguments (x, y).
func Transpose(s TransposeSpec) ([]Kernel, error) {
	if len(s.Perm) != len(s.Shape) {
		return nil, fmt.Errorf("transpose %s: perm %v for rank %d", s.Symbol, s.Perm, len(s.Shape))
	}
	perm, err := normAxes(s.Perm, len(s.Shape))
	if err != nil {
		return nil, fmt.Errorf("transpose %s: %w", s.Symbol, err)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("transpose %s: %w", s.Symbol, err)
	}
	in := contiguousStrides(s.Shape)
	out := make([]int64, len(perm))
	strides := make([]int64, len(perm))
	for i, p := range perm {
		out[i], strides[i] = s.Shape[p], in[p]
	}
	return LayoutCopy(LayoutSpec{Symbol: s.Symbol, OutShape: out, Strides: strides, Elems: n, DType: s.DType})
}

// SliceSpec describes ONNX Slice: per listed axis, elements Starts, Starts+Steps,
// ... before Ends (negative values count from the end; out-of-range values
// clamp as ONNX specifies; negative steps walk backwards).
type SliceSpec struct {
	Symbol string
	Shape  []int64
	Starts []int64
	Ends   []int64
	Axes   []int64 // nil: 0, 1, ... len(Starts)-1
	Steps  []int64 // nil: all 1
	DType  string
}

// Slice generates a strided copy with arguments (x, y).
func Slice(s SliceSpec) ([]Kernel, error) {
	out, strides, off, err := SliceView(s.Shape, s.Starts, s.Ends, s.Axes, s.Steps)
	if err != nil {
		return nil, fmt.Errorf("slice %s: %w", s.Symbol, err)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("slice %s: %w", s.Symbol, err)
	}
	return LayoutCopy(LayoutSpec{Symbol: s.Symbol, OutShape: out, Strides: strides, Offset: off, Elems: n, DType: s.DType})
}

// SliceView resolves ONNX Slice parameters to the output shape and the strided
// view (element strides per output dim and offset) of a row-major input.
func SliceView(shape, starts, ends, axes, steps []int64) (out, strides []int64, offset int64, err error) {
	if len(ends) != len(starts) || (axes != nil && len(axes) != len(starts)) || (steps != nil && len(steps) != len(starts)) {
		return nil, nil, 0, fmt.Errorf("starts, ends, axes and steps differ in length")
	}
	if axes == nil {
		for i := range starts {
			axes = append(axes, int64(i))
		}
	}
	if axes, err = normAxes(axes, len(shape)); err != nil {
		return nil, nil, 0, err
	}
	out = append([]int64(nil), shape...)
	in := contiguousStrides(shape)
	strides = append([]int64(nil), in...)
	for i, ax := range axes {
		dim := shape[ax]
		step := int64(1)
		if steps != nil {
			step = steps[i]
		}
		if step == 0 {
			return nil, nil, 0, fmt.Errorf("step 0 on axis %d", ax)
		}
		start, end := starts[i], ends[i]
		if start < 0 {
			start += dim
		}
		if end < 0 {
			end += dim
		}
		var count int64
		if step > 0 {
			start, end = clamp(start, 0, dim), clamp(end, 0, dim)
			count = max(0, (end-start+step-1)/step)
		} else {
			start, end = clamp(start, 0, dim-1), clamp(end, -1, dim-1)
			count = max(0, (start-end-step-1)/(-step))
		}
		if count == 0 {
			return nil, nil, 0, fmt.Errorf("slice of axis %d is empty", ax)
		}
		out[ax] = count
		offset += start * in[ax]
		strides[ax] = in[ax] * step
	}
	return out, strides, offset, nil
}

func clamp(v, lo, hi int64) int64 { return max(lo, min(v, hi)) }

// LayoutSpec describes a general layout copy: out[coord] = x[Offset +
// sum(coord[d]*Strides[d])] from a buffer of Elems elements (expand, slice,
// transpose, as-strided views).
type LayoutSpec struct {
	Symbol   string
	OutShape []int64
	Strides  []int64
	Offset   int64
	Elems    int64
	DType    string
}

// LayoutCopy generates the copy with arguments (x, y). The module carries
// the spec as a note (LayoutSpecOf), so the host can copy rows instead of
// raising the per-element loop.
func LayoutCopy(s LayoutSpec) ([]Kernel, error) {
	note, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("layout copy %s: %w", s.Symbol, err)
	}
	return Pointwise(PointwiseSpec{
		note:     layoutNote + string(note),
		Symbol:   s.Symbol,
		OutShape: s.OutShape,
		OutDType: s.DType,
		Inputs:   []PointwiseInput{{Name: "x", DType: s.DType, Strides: s.Strides, Offset: s.Offset, Elems: s.Elems}},
		Expr:     In(0),
	})
}

// GatherSpec describes ONNX Gather (Elements false: out = data indexed along
// Axis by every index, shape data[:axis] + indices + data[axis+1:]) or
// GatherElements (Elements true: out has the indices' shape and takes
// data[coord with coord[axis] = index]). Negative indices count from the end;
// an index still out of range yields 0 (never an out-of-bounds read) and sets
// the status word.
type GatherSpec struct {
	Symbol       string
	DataShape    []int64
	IndicesShape []int64
	Axis         int64
	DType        string // data and output
	IndexDType   string // "int64" or "int32"
	Elements     bool
}

// Gather generates the kernel with arguments (data, indices, y, status).
func Gather(s GatherSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("gather: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("gather %s: %w", s.Symbol, err)
	}
	if s.IndexDType != "int64" && s.IndexDType != "int32" {
		return nil, fmt.Errorf("gather %s: index dtype %q: want int64 or int32", s.Symbol, s.IndexDType)
	}
	id := dtypes[s.IndexDType]
	ax, err := normAxes([]int64{s.Axis}, len(s.DataShape))
	if err != nil {
		return nil, fmt.Errorf("gather %s: %w", s.Symbol, err)
	}
	a := ax[0]
	dn, err := product(s.DataShape)
	if err != nil {
		return nil, fmt.Errorf("gather %s: data: %w", s.Symbol, err)
	}
	in, err := product(s.IndicesShape)
	if err != nil {
		return nil, fmt.Errorf("gather %s: indices: %w", s.Symbol, err)
	}
	var outShape []int64
	if s.Elements {
		if len(s.IndicesShape) != len(s.DataShape) {
			return nil, fmt.Errorf("gather %s: indices rank %d, data rank %d", s.Symbol, len(s.IndicesShape), len(s.DataShape))
		}
		outShape = s.IndicesShape
	} else {
		outShape = append(append(append([]int64{}, s.DataShape[:a]...), s.IndicesShape...), s.DataShape[a+1:]...)
	}
	n, err := product(outShape)
	if err != nil {
		return nil, fmt.Errorf("gather %s: output: %w", s.Symbol, err)
	}
	k, p := newKernel(s.Symbol, []param{{"data", d}, {"indices", id}, {"y", d}, statusParam()})
	if !s.Elements { // the host copies rows per index (GatherSpecOf)
		note, err := json.Marshal(s)
		if err != nil {
			return nil, fmt.Errorf("gather %s: %w", s.Symbol, err)
		}
		k.b.ModuleProcessed(gatherNote + string(note))
	}
	f := k.f
	dim := s.DataShape[a]
	dataStrides := contiguousStrides(s.DataShape)
	k.gridStride(n, func(i spirv.ID) {
		var idxPos, src func(idx spirv.ID) spirv.ID
		var coords []spirv.ID
		var outer, inner spirv.ID
		innerN, _ := product(s.DataShape[a+1:])
		if s.Elements {
			coords = k.unravel(i, outShape)
			idxPos = func(spirv.ID) spirv.ID { return i }
			src = func(idx spirv.ID) spirv.ID {
				c := append([]spirv.ID(nil), coords...)
				c[a] = idx
				return k.dot(c, dataStrides, 0)
			}
		} else {
			inner = k.umod(i, k.c(innerN))
			rest := k.udiv(i, k.c(innerN))
			pos := k.umod(rest, k.c(in))
			outer = k.udiv(rest, k.c(in))
			idxPos = func(spirv.ID) spirv.ID { return pos }
			src = func(idx spirv.ID) spirv.ID {
				return k.add(k.mul(k.add(k.mul(outer, k.c(dim)), idx), k.c(innerN)), inner)
			}
		}
		idx := f.Load(f.Elem(p[1], idxPos(i)))
		if id.width == 32 {
			idx = f.Convert(spirv.OpSConvert, k.u64, idx)
		}
		neg := f.Cmp(spirv.OpSLessThan, idx, k.c(0))
		idx = f.Select(neg, k.add(idx, k.c(dim)), idx)
		ok := k.ult(idx, k.c(dim)) // unsigned: also rejects what is still negative
		safe := f.Select(ok, idx, k.c(0))
		v := k.load(d, p[0], src(safe))
		k.store(d, p[2], i, f.Select(ok, v, k.constOf(k.ctype(d), 0)))
		k.flagUnless(p[3], ok)
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("gather %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: []Arg{
		{Name: "data", DType: s.DType, Elems: dn},
		{Name: "indices", DType: s.IndexDType, Elems: in},
		{Name: "y", DType: s.DType, Elems: n, Write: true},
		statusArg(),
	}}}, nil
}

// ConcatSpec describes ONNX Concat of inputs with Shapes along Axis.
type ConcatSpec struct {
	Symbol string
	Shapes [][]int64
	Axis   int64
	DType  string
}

// Concat generates the kernel with arguments (x0, x1, ..., y): a grid-stride
// loop over output elements that reads the one input covering each position.
func Concat(s ConcatSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("concat: %w", err)
	}
	if len(s.Shapes) == 0 || len(s.Shapes) > 64 {
		return nil, fmt.Errorf("concat %s: %d inputs, want 1 to 64", s.Symbol, len(s.Shapes))
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("concat %s: %w", s.Symbol, err)
	}
	rank := len(s.Shapes[0])
	ax, err := normAxes([]int64{s.Axis}, rank)
	if err != nil {
		return nil, fmt.Errorf("concat %s: %w", s.Symbol, err)
	}
	a := ax[0]
	outShape := append([]int64(nil), s.Shapes[0]...)
	outShape[a] = 0
	starts := make([]int64, len(s.Shapes))
	var params []param
	var args []Arg
	for i, sh := range s.Shapes {
		if len(sh) != rank {
			return nil, fmt.Errorf("concat %s: input %d has rank %d, want %d", s.Symbol, i, len(sh), rank)
		}
		for j := range sh {
			if int64(j) != a && sh[j] != s.Shapes[0][j] {
				return nil, fmt.Errorf("concat %s: input %d shape %v does not match %v off axis %d", s.Symbol, i, sh, s.Shapes[0], a)
			}
		}
		n, err := product(sh)
		if err != nil {
			return nil, fmt.Errorf("concat %s: input %d: %w", s.Symbol, i, err)
		}
		starts[i] = outShape[a]
		outShape[a] += sh[a]
		name := fmt.Sprintf("x%d", i)
		params = append(params, param{name, d})
		args = append(args, Arg{Name: name, DType: s.DType, Elems: n})
	}
	n, err := product(outShape)
	if err != nil {
		return nil, fmt.Errorf("concat %s: %w", s.Symbol, err)
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	k, p := newKernel(s.Symbol, params)
	note, err := json.Marshal(s) // the host copies blocks per input (ConcatSpecOf)
	if err != nil {
		return nil, fmt.Errorf("concat %s: %w", s.Symbol, err)
	}
	k.b.ModuleProcessed(concatNote + string(note))
	f := k.f
	innerN, _ := product(outShape[a+1:])
	total := outShape[a]
	k.gridStride(n, func(i spirv.ID) {
		inner := k.umod(i, k.c(innerN))
		rest := k.udiv(i, k.c(innerN))
		pos := k.umod(rest, k.c(total))
		outer := k.udiv(rest, k.c(total))
		var from func(j int) spirv.ID
		from = func(j int) spirv.ID {
			load := func() []spirv.ID {
				aj := s.Shapes[j][a]
				idx := k.add(k.mul(k.add(k.mul(outer, k.c(aj)), k.sub(pos, k.c(starts[j]))), k.c(innerN)), inner)
				return []spirv.ID{k.load(d, p[j], idx)}
			}
			if j == len(s.Shapes)-1 {
				return load()[0]
			}
			end := starts[j] + s.Shapes[j][a]
			return f.IfElse(k.ult(pos, k.c(end)), load, func() []spirv.ID { return []spirv.ID{from(j + 1)} })[0]
		}
		k.store(d, p[len(p)-1], i, from(0))
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("concat %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Args: args, Local: l, Global: g}}, nil
}
