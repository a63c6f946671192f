package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// axisSplit views a shape around one axis: outer (dims before), the axis
// length and inner (dims after), so element (o, j, i) is at (o*dim+j)*inner+i.
type axisSplit struct {
	outer, dim, inner int64
}

// splitAt splits shape at axis (negative counts from the end).
func splitAt(shape []int64, axis int64) (axisSplit, int, error) {
	ax, err := normAxes([]int64{axis}, len(shape))
	if err != nil {
		return axisSplit{}, 0, err
	}
	a := int(ax[0])
	if _, err := product(shape); err != nil {
		return axisSplit{}, 0, err
	}
	outer, _ := product(shape[:a])
	inner, _ := product(shape[a+1:])
	return axisSplit{outer: outer, dim: shape[a], inner: inner}, a, nil
}

// lines runs body once per line along the axis (outer*inner lines), giving
// the index of the line's first element; element j is at first + j*inner.
func (k *kctx) lines(s axisSplit, body func(line, first spirv.ID)) {
	k.gridStride(s.outer*s.inner, func(line spirv.ID) {
		o := k.udiv(line, k.c(s.inner))
		i := k.umod(line, k.c(s.inner))
		body(line, k.add(k.mul(o, k.c(s.dim*s.inner)), i))
	})
}

// at returns first + j*inner.
func (k *kctx) at(s axisSplit, first, j spirv.ID) spirv.ID {
	if s.inner == 1 {
		return k.add(first, j)
	}
	return k.add(first, k.mul(j, k.c(s.inner)))
}

// orderType is the dtype values are compared in: bool compares as uint8.
func orderType(d dtypeInfo) dtypeInfo {
	if d.name == "bool" {
		return dtypes["uint8"]
	}
	return d
}

// loadOrdered loads a value for comparisons (bool as 0/1 uint8).
func (k *kctx) loadOrdered(d dtypeInfo, p, idx spirv.ID) spirv.ID {
	if d.name == "bool" {
		return k.f.Load(k.f.Elem(p, idx))
	}
	return k.load(d, p, idx)
}

// indexLoad reads an int32 or int64 index as a signed ulong.
func (k *kctx) indexLoad(id dtypeInfo, p, pos spirv.ID) spirv.ID {
	v := k.f.Load(k.f.Elem(p, pos))
	if id.width == 32 {
		v = k.f.Convert(spirv.OpSConvert, k.u64, v)
	}
	return v
}

// wrapIndex maps a possibly negative index into [0, dim): it returns the
// index (0 when out of range) and whether it was in range.
func (k *kctx) wrapIndex(idx spirv.ID, dim int64) (spirv.ID, spirv.ID) {
	f := k.f
	neg := f.Cmp(spirv.OpSLessThan, idx, k.c(0))
	idx = f.Select(neg, k.add(idx, k.c(dim)), idx)
	ok := k.ult(idx, k.c(dim)) // unsigned: also rejects what is still negative
	return f.Select(ok, idx, k.c(0)), ok
}

func indexDType(name string) (dtypeInfo, error) {
	if name != "int64" && name != "int32" {
		return dtypeInfo{}, fmt.Errorf("index dtype %q: want int64 or int32", name)
	}
	return dtypes[name], nil
}

// ArgReduceSpec describes ONNX ArgMax (Max) or ArgMin along Axis: the int64
// index of the largest (smallest) element of each line, the first one on
// ties, or the last with SelectLast. A NaN wins over every number (as
// numpy's argmax and argmin), the first NaN of a line.
type ArgReduceSpec struct {
	Symbol     string
	Shape      []int64
	Axis       int64
	DType      string
	Max        bool
	SelectLast bool
}

// ArgReduce generates the kernel with arguments (x, y), y int64 with one
// element per line.
func ArgReduce(s ArgReduceSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("argreduce: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("argreduce %s: %w", s.Symbol, err)
	}
	sp, _, err := splitAt(s.Shape, s.Axis)
	if err != nil {
		return nil, fmt.Errorf("argreduce %s: %w", s.Symbol, err)
	}
	k, p := newKernel(s.Symbol, []param{{"x", d}, {"y", dtypes["int64"]}})
	f := k.f
	od := orderType(d)
	op := "gt"
	if !s.Max {
		op = "lt"
	}
	if s.SelectLast {
		op += "e" // ge / le: a later equal value wins
	}
	cmp := compareOp(map[string]string{"gt": "gt", "lt": "lt", "gte": "ge", "lte": "le"}[op], od)
	k.lines(sp, func(line, first spirv.ID) {
		best := k.loadOrdered(d, p[0], first)
		res := f.For(k.c(1), k.c(sp.dim), k.c(1), []spirv.ID{best, k.c(0)}, func(j spirv.ID, acc []spirv.ID) []spirv.ID {
			v := k.loadOrdered(d, p[0], k.at(sp, first, j))
			better := f.Cmp(cmp, v, acc[0])
			if d.float {
				// A NaN beats every number and keeps its place.
				bestNaN := f.Op(spirv.OpIsNan, k.boolT, acc[0])
				vNaN := f.Op(spirv.OpIsNan, k.boolT, v)
				better = f.Bin(spirv.OpLogicalAnd, f.Op(spirv.OpLogicalNot, k.boolT, bestNaN), f.Bin(spirv.OpLogicalOr, vNaN, better))
			}
			return []spirv.ID{f.Select(better, v, acc[0]), f.Select(better, j, acc[1])}
		})
		f.Store(f.Elem(p[1], line), res[1])
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("argreduce %s: %w", s.Symbol, err)
	}
	lines := sp.outer * sp.inner
	l, g := elementLaunch(lines)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: []Arg{
		{Name: "x", DType: s.DType, Elems: sp.outer * sp.dim * sp.inner},
		{Name: "y", DType: "int64", Elems: lines, Write: true},
	}}}, nil
}

// CumSumSpec describes ONNX CumSum along Axis: running sums, Exclusive
// (each element's sum leaves it out) and Reverse (sums run from the end);
// Product makes it CumProd (running products).
type CumSumSpec struct {
	Product   bool
	Symbol    string
	Shape     []int64
	Axis      int64
	DType     string
	Exclusive bool
	Reverse   bool
}

// CumSum generates the kernel with arguments (x, y): one invocation per line
// sums sequentially (float16 in float32).
func CumSum(s CumSumSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("cumsum: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || d.name == "bool" {
		return nil, fmt.Errorf("cumsum %s: unsupported dtype %q", s.Symbol, s.DType)
	}
	sp, _, err := splitAt(s.Shape, s.Axis)
	if err != nil {
		return nil, fmt.Errorf("cumsum %s: %w", s.Symbol, err)
	}
	k, p := newKernel(s.Symbol, []param{{"x", d}, {"y", d}})
	f := k.f
	ct := k.ctype(d)
	add, init := spirv.OpIAdd, 0.0
	switch {
	case s.Product && d.float:
		add, init = spirv.OpFMul, 1
	case s.Product:
		add, init = spirv.OpIMul, 1
	case d.float:
		add = spirv.OpFAdd
	}
	k.lines(sp, func(_, first spirv.ID) {
		f.For(k.c(0), k.c(sp.dim), k.c(1), []spirv.ID{k.constOf(ct, init)}, func(j spirv.ID, acc []spirv.ID) []spirv.ID {
			pos := j
			if s.Reverse {
				pos = k.sub(k.c(sp.dim-1), j)
			}
			idx := k.at(sp, first, pos)
			next := f.Bin(add, acc[0], k.load(d, p[0], idx))
			if s.Exclusive {
				k.store(d, p[1], idx, acc[0])
			} else {
				k.store(d, p[1], idx, next)
			}
			return []spirv.ID{next}
		})
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("cumsum %s: %w", s.Symbol, err)
	}
	n := sp.outer * sp.dim * sp.inner
	l, g := elementLaunch(sp.outer * sp.inner)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: []Arg{
		{Name: "x", DType: s.DType, Elems: n},
		{Name: "y", DType: s.DType, Elems: n, Write: true},
	}}}, nil
}

// TriluSpec describes ONNX Trilu on the last two dims: Upper keeps the
// elements with col-row >= K, lower those with col-row <= K, the others
// become 0. With KArg the diagonal K is read at run time from an int64
// argument instead.
type TriluSpec struct {
	Symbol string
	Shape  []int64
	Upper  bool
	K      int64
	KArg   bool
	DType  string
}

// Trilu generates the kernel with arguments (x, [k], y).
func Trilu(s TriluSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("trilu: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("trilu %s: %w", s.Symbol, err)
	}
	r := len(s.Shape)
	if r < 2 {
		return nil, fmt.Errorf("trilu %s: rank %d, want at least 2", s.Symbol, r)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("trilu %s: %w", s.Symbol, err)
	}
	params := []param{{"x", d}}
	args := []Arg{{Name: "x", DType: s.DType, Elems: n}}
	if s.KArg {
		params = append(params, param{"k", dtypes["int64"]})
		args = append(args, Arg{Name: "k", DType: "int64", Elems: 1})
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	k, p := newKernel(s.Symbol, params)
	f := k.f
	rows, cols := s.Shape[r-2], s.Shape[r-1]
	k.gridStride(n, func(i spirv.ID) {
		col := k.umod(i, k.c(cols))
		row := k.umod(k.udiv(i, k.c(cols)), k.c(rows))
		kv := k.c(s.K)
		if s.KArg {
			kv = f.Load(f.Elem(p[1], k.c(0)))
		}
		diff := k.sub(col, row) // signed in two's complement
		keep := f.Cmp(spirv.OpSGreaterThanEqual, diff, kv)
		if !s.Upper {
			keep = f.Cmp(spirv.OpSLessThanEqual, diff, kv)
		}
		v := k.load(d, p[0], i)
		k.store(d, p[len(p)-1], i, f.Select(keep, v, k.constOf(k.ctype(d), 0)))
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("trilu %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}

// GatherNDSpec describes ONNX GatherND: the indices' last dim q indexes
// data dims [BatchDims, BatchDims+q); the output has shape
// indices[:-1] + data[BatchDims+q:]. Negative indices count from the end;
// an index still out of range yields 0 and sets the status word.
type GatherNDSpec struct {
	Symbol       string
	DataShape    []int64
	IndicesShape []int64
	BatchDims    int64
	DType        string
	IndexDType   string
}

// GatherNDShape returns GatherND's output shape.
func GatherNDShape(data, indices []int64, batchDims int64) ([]int64, error) {
	b := int(batchDims)
	if len(indices) < 1 || b < 0 || b >= len(indices) || b > len(data) {
		return nil, fmt.Errorf("batch_dims %d for data rank %d and indices rank %d", batchDims, len(data), len(indices))
	}
	q := int(indices[len(indices)-1])
	if q < 1 || b+q > len(data) {
		return nil, fmt.Errorf("index tuples of %d for data rank %d with %d batch dims", q, len(data), b)
	}
	for i := range b {
		if data[i] != indices[i] {
			return nil, fmt.Errorf("batch dim %d: data %d, indices %d", i, data[i], indices[i])
		}
	}
	return append(append([]int64{}, indices[:len(indices)-1]...), data[b+q:]...), nil
}

// GatherND generates the kernel with arguments (data, indices, y, status).
func GatherND(s GatherNDSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("gathernd: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: %w", s.Symbol, err)
	}
	id, err := indexDType(s.IndexDType)
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: %w", s.Symbol, err)
	}
	out, err := GatherNDShape(s.DataShape, s.IndicesShape, s.BatchDims)
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: %w", s.Symbol, err)
	}
	dn, err := product(s.DataShape)
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: data: %w", s.Symbol, err)
	}
	in, err := product(s.IndicesShape)
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: indices: %w", s.Symbol, err)
	}
	n, _ := product(out)
	b := int(s.BatchDims)
	q := s.IndicesShape[len(s.IndicesShape)-1]
	slice, _ := product(s.DataShape[b+int(q):])                             // elements per gathered slice
	perBatchTuples, _ := product(s.IndicesShape[b : len(s.IndicesShape)-1]) // tuples per batch
	perBatchData, _ := product(s.DataShape[b:])
	strides := contiguousStrides(s.DataShape)
	k, p := newKernel(s.Symbol, []param{{"data", d}, {"indices", id}, {"y", d}, statusParam()})
	f := k.f
	k.gridStride(n, func(i spirv.ID) {
		r := k.umod(i, k.c(slice))
		t := k.udiv(i, k.c(slice))
		batch := k.udiv(t, k.c(perBatchTuples))
		off := k.add(k.mul(batch, k.c(perBatchData)), r)
		ok := k.b.ConstBool(true)
		for m := range q {
			dim := s.DataShape[b+int(m)]
			idx, in := k.wrapIndex(k.indexLoad(id, p[1], k.add(k.mul(t, k.c(q)), k.c(m))), dim)
			off = k.add(off, k.mul(idx, k.c(strides[b+int(m)])))
			ok = f.Bin(spirv.OpLogicalAnd, ok, in)
		}
		off = f.Select(ok, off, k.c(0))
		v := k.load(d, p[0], off)
		k.store(d, p[2], i, f.Select(ok, v, k.constOf(k.ctype(d), 0)))
		k.flagUnless(p[3], ok)
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("gathernd %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: []Arg{
		{Name: "data", DType: s.DType, Elems: dn},
		{Name: "indices", DType: s.IndexDType, Elems: in},
		{Name: "y", DType: s.DType, Elems: n, Write: true},
		statusArg(),
	}}}, nil
}

// ScatterSpec describes the update phase of ONNX ScatterElements (ND false:
// updates has the indices' shape; update at coord c goes to y at c with
// c[Axis] = index) or ScatterND (ND true: indices [..., q] address slices
// of y's trailing dims; updates has shape indices[:-1] + y[q:]). Reduction
// is "none", "add", "mul", "max" or "min". y must already hold the data
// (a copy launched first): the kernel updates it in place, in update order
// on one invocation, so repeated indices combine deterministically. An
// index out of range after wrapping negatives is skipped and sets the
// status word.
type ScatterSpec struct {
	Symbol       string
	Shape        []int64 // data and y
	IndicesShape []int64
	Axis         int64
	ND           bool
	Reduction    string
	DType        string
	IndexDType   string
}

// Scatter generates the kernel with arguments (indices, updates, y, status).
func Scatter(s ScatterSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("scatter: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
	}
	id, err := indexDType(s.IndexDType)
	if err != nil {
		return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
	}
	in, err := product(s.IndicesShape)
	if err != nil {
		return nil, fmt.Errorf("scatter %s: indices: %w", s.Symbol, err)
	}
	var combine func(k *kctx, old, v spirv.ID) spirv.ID
	switch s.Reduction {
	case "", "none":
	case "add", "mul", "max", "min":
		if d.name == "bool" {
			return nil, fmt.Errorf("scatter %s: reduction %s on bool", s.Symbol, s.Reduction)
		}
		r, err := reducerFor(s.Reduction, d)
		if err != nil {
			return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
		}
		combine = r.combine
	default:
		return nil, fmt.Errorf("scatter %s: unknown reduction %q", s.Symbol, s.Reduction)
	}
	strides := contiguousStrides(s.Shape)
	var updates, tuples, q, slice int64
	var axis int
	if s.ND {
		if len(s.IndicesShape) < 1 {
			return nil, fmt.Errorf("scatter %s: indices of rank 0", s.Symbol)
		}
		q = s.IndicesShape[len(s.IndicesShape)-1]
		if q < 1 || q > int64(len(s.Shape)) {
			return nil, fmt.Errorf("scatter %s: index tuples of %d for rank %d", s.Symbol, q, len(s.Shape))
		}
		tuples = in / q
		slice, _ = product(s.Shape[q:])
		updates = tuples * slice
	} else {
		if len(s.IndicesShape) != len(s.Shape) {
			return nil, fmt.Errorf("scatter %s: indices rank %d, data rank %d", s.Symbol, len(s.IndicesShape), len(s.Shape))
		}
		ax, err := normAxes([]int64{s.Axis}, len(s.Shape))
		if err != nil {
			return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
		}
		axis = int(ax[0])
		for i, dim := range s.IndicesShape {
			if i != axis && dim > s.Shape[i] {
				return nil, fmt.Errorf("scatter %s: indices shape %v exceeds data %v", s.Symbol, s.IndicesShape, s.Shape)
			}
		}
		updates = in
	}
	k, p := newKernel(s.Symbol, []param{{"indices", id}, {"updates", d}, {"y", d}, statusParam()})
	f := k.f
	write := func(dst, src spirv.ID) {
		v := k.load(d, p[1], src)
		if combine != nil {
			v = combine(k, k.load(d, p[2], dst), v)
		}
		k.store(d, p[2], dst, v)
	}
	gid := k.builtin64(spirv.BuiltInGlobalInvocationID)
	f.If(f.Cmp(spirv.OpIEqual, gid, k.c(0)), func() {
		if s.ND {
			f.For(k.c(0), k.c(tuples), k.c(1), nil, func(t spirv.ID, _ []spirv.ID) []spirv.ID {
				off := k.c(0)
				ok := k.b.ConstBool(true)
				for m := range q {
					idx, in := k.wrapIndex(k.indexLoad(id, p[0], k.add(k.mul(t, k.c(q)), k.c(m))), s.Shape[m])
					off = k.add(off, k.mul(idx, k.c(strides[m])))
					ok = f.Bin(spirv.OpLogicalAnd, ok, in)
				}
				f.If(ok, func() {
					f.For(k.c(0), k.c(slice), k.c(1), nil, func(r spirv.ID, _ []spirv.ID) []spirv.ID {
						write(k.add(off, r), k.add(k.mul(t, k.c(slice)), r))
						return nil
					})
				})
				k.flagUnless(p[3], ok)
				return nil
			})
			return
		}
		f.For(k.c(0), k.c(updates), k.c(1), nil, func(u spirv.ID, _ []spirv.ID) []spirv.ID {
			coords := k.unravel(u, s.IndicesShape)
			idx, ok := k.wrapIndex(k.indexLoad(id, p[0], u), s.Shape[axis])
			coords[axis] = idx
			f.If(ok, func() { write(k.dot(coords, strides, 0), u) })
			k.flagUnless(p[3], ok)
			return nil
		})
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("scatter %s: %w", s.Symbol, err)
	}
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: [3]int64{1, 1, 1}, Global: [3]int64{1, 1, 1}, Args: []Arg{
		{Name: "indices", DType: s.IndexDType, Elems: in},
		{Name: "updates", DType: s.DType, Elems: updates},
		{Name: "y", DType: s.DType, Elems: n, Write: true},
		statusArg(),
	}}}, nil
}

// TopKSpec describes ONNX TopK along Axis: the K largest (Largest) or
// smallest elements of each line, sorted, ties broken by the lower index.
type TopKSpec struct {
	Symbol  string
	Shape   []int64
	Axis    int64
	K       int64
	Largest bool
	DType   string
}

// TopK generates the kernel with arguments (x, values, indices), indices
// int64. Each line's invocation selects the K elements in order, each the
// first (in the sort order) of the elements after the previous one.
func TopK(s TopKSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("topk: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || d.name == "bool" {
		return nil, fmt.Errorf("topk %s: unsupported dtype %q", s.Symbol, s.DType)
	}
	sp, _, err := splitAt(s.Shape, s.Axis)
	if err != nil {
		return nil, fmt.Errorf("topk %s: %w", s.Symbol, err)
	}
	if s.K < 1 || s.K > sp.dim {
		return nil, fmt.Errorf("topk %s: k %d for an axis of %d", s.Symbol, s.K, sp.dim)
	}
	out := axisSplit{outer: sp.outer, dim: s.K, inner: sp.inner}
	k, p := newKernel(s.Symbol, []param{{"x", d}, {"values", d}, {"indices", dtypes["int64"]}})
	f := k.f
	gt, lt := compareOp("gt", d), compareOp("lt", d)
	if !s.Largest {
		gt, lt = lt, gt
	}
	// before says (va, ia) sorts before (vb, ib).
	before := func(va, ia, vb, ib spirv.ID) spirv.ID {
		tie := f.Bin(spirv.OpLogicalAnd, f.Op(spirv.OpLogicalNot, k.boolT, f.Cmp(lt, va, vb)), k.ult(ia, ib))
		return f.Bin(spirv.OpLogicalOr, f.Cmp(gt, va, vb), f.Bin(spirv.OpLogicalAnd, f.Op(spirv.OpLogicalNot, k.boolT, f.Cmp(gt, vb, va)), tie))
	}
	ct := k.ctype(d)
	k.lines(sp, func(line, first spirv.ID) {
		o := k.udiv(line, k.c(sp.inner))
		i := k.umod(line, k.c(sp.inner))
		outFirst := k.add(k.mul(o, k.c(s.K*sp.inner)), i)
		none := k.c(sp.dim) // "no element yet"
		f.For(k.c(0), k.c(s.K), k.c(1), []spirv.ID{k.constOf(ct, 0), none}, func(j spirv.ID, prev []spirv.ID) []spirv.ID {
			best := f.For(k.c(0), k.c(sp.dim), k.c(1), []spirv.ID{k.constOf(ct, 0), none}, func(e spirv.ID, acc []spirv.ID) []spirv.ID {
				v := k.load(d, p[0], k.at(sp, first, e))
				after := f.Bin(spirv.OpLogicalOr, f.Cmp(spirv.OpIEqual, prev[1], none), before(prev[0], prev[1], v, e))
				better := f.Bin(spirv.OpLogicalOr, f.Cmp(spirv.OpIEqual, acc[1], none), before(v, e, acc[0], acc[1]))
				take := f.Bin(spirv.OpLogicalAnd, after, better)
				return []spirv.ID{f.Select(take, v, acc[0]), f.Select(take, e, acc[1])}
			})
			dst := k.at(out, outFirst, j)
			k.store(d, p[1], dst, best[0])
			f.Store(f.Elem(p[2], dst), best[1])
			return best
		})
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("topk %s: %w", s.Symbol, err)
	}
	on := sp.outer * s.K * sp.inner
	l, g := elementLaunch(sp.outer * sp.inner)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: []Arg{
		{Name: "x", DType: s.DType, Elems: sp.outer * sp.dim * sp.inner},
		{Name: "values", DType: s.DType, Elems: on, Write: true},
		{Name: "indices", DType: "int64", Elems: on, Write: true},
	}}}, nil
}
