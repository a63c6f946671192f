package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// copyShaped returns x's data under a new shape (a reshape: no element
// moves).
func copyShaped(x *graph.Tensor, s graph.Shape) *graph.Tensor {
	d := make([]byte, len(x.Data))
	copy(d, x.Data)
	return &graph.Tensor{DType: x.DType, Shape: s.Clone(), Data: d}
}

// reshapeLike defines an op whose output is the input's data under the
// shape computed by shapeOf.
func reshapeLike(shapeOf func(a args) (graph.Shape, error)) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			s, err := shapeOf(a)
			if err != nil {
				return nil, err
			}
			if s.Size() != a.shape(0).Size() {
				return nil, fmt.Errorf("cannot reshape %v (%d elements) to %v", a.shape(0), a.shape(0).Size(), s)
			}
			return one(a.dtype(0), s)
		},
		eval: func(c *evalCtx, outs []outType) error {
			c.set(0, copyShaped(c.in[0], outs[0].shape))
			return nil
		},
	}
}

var identityOp = reshapeLike(func(a args) (graph.Shape, error) { return a.shape(0).Clone(), nil })

var reshapeOp = reshapeLike(func(a args) (graph.Shape, error) {
	if err := need(a, 2); err != nil {
		return nil, err
	}
	st, err := a.value(1, "shape")
	if err != nil {
		return nil, err
	}
	target := ints(st)
	in := a.shape(0)
	allowZero := a.node().Int("allowzero", 0) != 0
	out := make(graph.Shape, len(target))
	infer := -1
	known := int64(1)
	for i, d := range target {
		switch {
		case d == 0 && !allowZero:
			if i >= len(in) {
				return nil, fmt.Errorf("shape %v: dim %d copies a dim the input %v lacks", target, i, in)
			}
			out[i] = in[i]
		case d == -1:
			if infer >= 0 {
				return nil, fmt.Errorf("shape %v has more than one -1", target)
			}
			infer = i
			continue
		case d < 0:
			return nil, fmt.Errorf("shape %v has a negative dim", target)
		default:
			out[i] = d
		}
		var ok bool
		if known, ok = mulOK(known, out[i]); !ok {
			return nil, fmt.Errorf("shape %v is too large", target)
		}
	}
	if infer >= 0 {
		total := in.Size()
		if known == 0 {
			if total != 0 {
				return nil, fmt.Errorf("cannot infer -1 in %v for input %v", target, in)
			}
			out[infer] = 0
		} else {
			if total%known != 0 {
				return nil, fmt.Errorf("cannot reshape %v to %v", in, target)
			}
			out[infer] = total / known
		}
	}
	return out, nil
})

func mulOK(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	if a > graph.MaxElements/b {
		return 0, false
	}
	return a * b, true
}

var flattenOp = reshapeLike(func(a args) (graph.Shape, error) {
	in := a.shape(0)
	axis := a.node().Int("axis", 1)
	r := int64(len(in))
	if axis < -r || axis > r {
		return nil, fmt.Errorf("axis %d out of range for rank %d", axis, r)
	}
	if axis < 0 {
		axis += r
	}
	outer := int64(1)
	for _, d := range in[:axis] {
		outer *= d
	}
	inner := int64(1)
	for _, d := range in[axis:] {
		inner *= d
	}
	return graph.Shape{outer, inner}, nil
})

// axesArg reads the axes of Squeeze/Unsqueeze/Reduce*: an attribute before
// the opset given, an optional input (index idx) from it on.
func axesArg(a args, idx int, inputFrom int64) ([]int64, bool, error) {
	if a.opset() < inputFrom {
		ax := a.node().Ints("axes", nil)
		return ax, ax != nil, nil
	}
	if !a.has(idx) {
		return nil, false, nil
	}
	t, err := a.value(idx, "axes")
	if err != nil {
		return nil, false, err
	}
	return ints(t), true, nil
}

var squeezeOp = reshapeLike(func(a args) (graph.Shape, error) {
	in := a.shape(0)
	axes, given, err := axesArg(a, 1, 13)
	if err != nil {
		return nil, err
	}
	drop := make([]bool, len(in))
	if !given {
		for i, d := range in {
			drop[i] = d == 1
		}
	}
	for _, ax := range axes {
		i, err := graph.NormalizeAxis(ax, len(in))
		if err != nil {
			return nil, err
		}
		if in[i] != 1 {
			return nil, fmt.Errorf("cannot squeeze dim %d of size %d", i, in[i])
		}
		drop[i] = true
	}
	var out graph.Shape = graph.Shape{}
	for i, d := range in {
		if !drop[i] {
			out = append(out, d)
		}
	}
	return out, nil
})

var unsqueezeOp = reshapeLike(func(a args) (graph.Shape, error) {
	in := a.shape(0)
	axes, _, err := axesArg(a, 1, 13)
	if err != nil {
		return nil, err
	}
	r := len(in) + len(axes)
	ins := make([]bool, r)
	for _, ax := range axes {
		i, err := graph.NormalizeAxis(ax, r)
		if err != nil {
			return nil, err
		}
		if ins[i] {
			return nil, fmt.Errorf("axis %d repeated", ax)
		}
		ins[i] = true
	}
	out := make(graph.Shape, 0, r)
	j := 0
	for i := 0; i < r; i++ {
		if ins[i] {
			out = append(out, 1)
		} else {
			out = append(out, in[j])
			j++
		}
	}
	return out, nil
})

// shapeOp is Shape with the opset-15 start/end slice.
var shapeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		s := shapeSlice(a.node(), a.shape(0))
		return one(graph.Int64, graph.Shape{int64(len(s))})
	},
	eval: func(c *evalCtx, outs []outType) error {
		s := shapeSlice(c.n, c.in[0].Shape)
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(s))}, s)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	},
}

func shapeSlice(n *graph.Node, s graph.Shape) []int64 {
	r := int64(len(s))
	clampIdx := func(v int64) int64 {
		if v < 0 {
			v += r
		}
		return min(max(v, 0), r)
	}
	start := clampIdx(n.Int("start", 0))
	end := r
	if n.Has("end") {
		end = clampIdx(n.Int("end", r))
	}
	if end < start {
		end = start
	}
	return append([]int64{}, s[start:end]...)
}

var sizeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		return one(graph.Int64, graph.Shape{})
	},
	eval: func(c *evalCtx, outs []outType) error {
		t, _ := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{c.in[0].Shape.Size()})
		c.set(0, t)
		return nil
	},
}

// transposeData permutes x's dims: out dim i is x dim perm[i].
func transposeData(x *graph.Tensor, perm []int) (*graph.Tensor, error) {
	r := len(x.Shape)
	outShape := make(graph.Shape, r)
	for i, p := range perm {
		outShape[i] = x.Shape[p]
	}
	out, err := alloc(x.DType, outShape)
	if err != nil {
		return nil, err
	}
	es := x.DType.Size()
	inStr := x.Shape.Strides()
	// Stride in x of each output dim.
	st := make([]int64, r)
	for i, p := range perm {
		st[i] = inStr[p]
	}
	n := int(outShape.Size())
	ctr := make([]int64, r)
	src := int64(0)
	for k := 0; k < n; k++ {
		copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		for d := r - 1; d >= 0; d-- {
			ctr[d]++
			src += st[d]
			if ctr[d] < outShape[d] {
				break
			}
			src -= st[d] * outShape[d]
			ctr[d] = 0
		}
	}
	return out, nil
}

func transposePerm(n *graph.Node, rank int) ([]int, error) {
	p := n.Ints("perm", nil)
	perm := make([]int, rank)
	if p == nil {
		for i := range perm {
			perm[i] = rank - 1 - i
		}
		return perm, nil
	}
	if len(p) != rank {
		return nil, fmt.Errorf("perm %v does not match rank %d", p, rank)
	}
	seen := make([]bool, rank)
	for i, v := range p {
		if v < 0 || v >= int64(rank) || seen[v] {
			return nil, fmt.Errorf("perm %v is not a permutation", p)
		}
		seen[v] = true
		perm[i] = int(v)
	}
	return perm, nil
}

var transposeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		in := a.shape(0)
		perm, err := transposePerm(a.node(), len(in))
		if err != nil {
			return nil, err
		}
		out := make(graph.Shape, len(in))
		for i, p := range perm {
			out[i] = in[p]
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		perm, _ := transposePerm(c.n, len(c.in[0].Shape))
		t, err := transposeData(c.in[0], perm)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	},
}

var concatOp = opDef{
	types: func(a args) ([]outType, error) {
		n := a.count()
		if n == 0 || !a.has(0) {
			return nil, fmt.Errorf("needs at least one input")
		}
		s0 := a.shape(0)
		axis, err := graph.NormalizeAxis(a.node().Int("axis", 0), len(s0))
		if err != nil {
			return nil, err
		}
		if len(s0) == 0 {
			return nil, fmt.Errorf("cannot concatenate scalars")
		}
		out := s0.Clone()
		out[axis] = 0
		for i := 0; i < n; i++ {
			if !a.has(i) {
				return nil, fmt.Errorf("input %d is missing", i)
			}
			s := a.shape(i)
			if a.dtype(i) != a.dtype(0) || len(s) != len(s0) {
				return nil, fmt.Errorf("input %d is %v%v, input 0 is %v%v", i, a.dtype(i), s, a.dtype(0), s0)
			}
			for d := range s {
				if d != axis && s[d] != s0[d] {
					return nil, fmt.Errorf("input %d shape %v does not match %v off axis %d", i, s, s0, axis)
				}
			}
			out[axis] += s[axis]
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", 0), len(out.Shape))
		outer, _, inner := axisSplit(out.Shape, axis)
		es := out.DType.Size()
		rowOut := int(out.Shape[axis]) * inner * es
		off := 0
		for _, x := range c.in {
			row := int(x.Shape[axis]) * inner * es
			for o := 0; o < outer; o++ {
				copy(out.Data[o*rowOut+off:o*rowOut+off+row], x.Data[o*row:(o+1)*row])
			}
			off += row
		}
		c.set(0, out)
		return nil
	},
}

// splitSizes returns the sizes of Split's outputs along axis.
func splitSizes(a args) (int, []int64, error) {
	n := a.node()
	in := a.shape(0)
	axis, err := graph.NormalizeAxis(n.Int("axis", 0), len(in))
	if err != nil {
		return 0, nil, err
	}
	dim := in[axis]
	var sizes []int64
	switch {
	case a.opset() < 13 && n.Has("split"):
		sizes = n.Ints("split", nil)
	case a.opset() >= 13 && a.has(1):
		t, err := a.value(1, "split")
		if err != nil {
			return 0, nil, err
		}
		sizes = ints(t)
	case n.Has("num_outputs"):
		k := n.Int("num_outputs", 0)
		if k <= 0 {
			return 0, nil, fmt.Errorf("num_outputs %d", k)
		}
		chunk := (dim + k - 1) / k
		for rem := dim; rem > 0 || int64(len(sizes)) < k; rem -= chunk {
			sizes = append(sizes, max(0, min(chunk, rem)))
			if int64(len(sizes)) == k {
				break
			}
		}
	default:
		k := int64(len(n.Outputs))
		if k == 0 || dim%k != 0 {
			return 0, nil, fmt.Errorf("cannot split dim %d into %d equal parts", dim, k)
		}
		for i := int64(0); i < k; i++ {
			sizes = append(sizes, dim/k)
		}
	}
	var total int64
	for _, s := range sizes {
		if s < 0 {
			return 0, nil, fmt.Errorf("negative split %v", sizes)
		}
		total += s
	}
	if total != dim {
		return 0, nil, fmt.Errorf("split %v does not sum to dim %d", sizes, dim)
	}
	return axis, sizes, nil
}

var splitOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		axis, sizes, err := splitSizes(a)
		if err != nil {
			return nil, err
		}
		outs := make([]outType, len(sizes))
		for i, s := range sizes {
			sh := a.shape(0).Clone()
			sh[axis] = s
			outs[i] = outType{a.dtype(0), sh}
		}
		return outs, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		axis, _, _ := splitSizes(c)
		outer, dim, inner := axisSplit(x.Shape, axis)
		es := x.DType.Size()
		off := 0
		for i, ot := range outs {
			out, err := alloc(ot.dt, ot.shape)
			if err != nil {
				return err
			}
			row := int(ot.shape[axis]) * inner * es
			for o := 0; o < outer; o++ {
				src := o*dim*inner*es + off
				copy(out.Data[o*row:(o+1)*row], x.Data[src:src+row])
			}
			off += row
			c.set(i, out)
		}
		return nil
	},
}

// sliceParams resolves Slice's starts/ends/axes/steps into per-dim
// (start, step, count).
type sliceDim struct{ start, step, count int64 }

func sliceParams(a args) ([]sliceDim, error) {
	in := a.shape(0)
	n := a.node()
	var starts, ends, axes, steps []int64
	if a.opset() < 10 {
		starts, ends, axes = n.Ints("starts", nil), n.Ints("ends", nil), n.Ints("axes", nil)
	} else {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		for i, dst := range []*[]int64{&starts, &ends, &axes, &steps} {
			t, err := a.value(i+1, []string{"starts", "ends", "axes", "steps"}[i])
			if err != nil {
				return nil, err
			}
			if t != nil {
				*dst = ints(t)
			}
		}
	}
	if len(starts) != len(ends) {
		return nil, fmt.Errorf("starts %v and ends %v differ in length", starts, ends)
	}
	if axes == nil {
		for i := range starts {
			axes = append(axes, int64(i))
		}
	}
	if steps == nil {
		steps = make([]int64, len(starts))
		for i := range steps {
			steps[i] = 1
		}
	}
	if len(axes) != len(starts) || len(steps) != len(starts) {
		return nil, fmt.Errorf("starts, ends, axes and steps differ in length")
	}
	dims := make([]sliceDim, len(in))
	for i, d := range in {
		dims[i] = sliceDim{0, 1, d}
	}
	seen := make([]bool, len(in))
	for k, ax := range axes {
		i, err := graph.NormalizeAxis(ax, len(in))
		if err != nil {
			return nil, err
		}
		if seen[i] {
			return nil, fmt.Errorf("axis %d repeated", ax)
		}
		seen[i] = true
		d, st := in[i], steps[k]
		if st == 0 {
			return nil, fmt.Errorf("step 0")
		}
		s, e := starts[k], ends[k]
		if s < 0 {
			s += d
		}
		if e < 0 {
			e += d
		}
		var cnt int64
		if st > 0 {
			s, e = min(max(s, 0), d), min(max(e, 0), d)
			if e > s {
				cnt = (e - s + st - 1) / st
			}
		} else {
			s, e = min(max(s, 0), d-1), min(max(e, -1), d-1)
			if s > e {
				cnt = (s - e - st - 1) / -st
			}
		}
		dims[i] = sliceDim{s, st, cnt}
	}
	return dims, nil
}

var sliceOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		dims, err := sliceParams(a)
		if err != nil {
			return nil, err
		}
		out := make(graph.Shape, len(dims))
		for i, d := range dims {
			out[i] = d.count
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		dims, _ := sliceParams(c)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		gatherStrided(x, out, dims)
		c.set(0, out)
		return nil
	},
}

// gatherStrided copies into out the elements x[start + i*step] per dim.
func gatherStrided(x, out *graph.Tensor, dims []sliceDim) {
	n := int(out.Shape.Size())
	if n == 0 {
		return
	}
	r := len(dims)
	st := x.Shape.Strides()
	es := x.DType.Size()
	src := int64(0)
	for i, d := range dims {
		src += d.start * st[i]
	}
	ctr := make([]int64, r)
	for k := 0; k < n; k++ {
		copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		for d := r - 1; d >= 0; d-- {
			ctr[d]++
			src += dims[d].step * st[d]
			if ctr[d] < dims[d].count {
				break
			}
			src -= dims[d].step * st[d] * dims[d].count
			ctr[d] = 0
		}
	}
}

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
		axis, err := graph.NormalizeAxis(a.node().Int("axis", 0), len(in))
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
		if _, err := graph.NormalizeAxis(a.node().Int("axis", 0), len(a.shape(0))); err != nil {
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
		if _, err := graph.NormalizeAxis(a.node().Int("axis", 0), len(a.shape(0))); err != nil {
			return nil, err
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

// broadcastTo copies x broadcast to shape s.
func broadcastTo(x *graph.Tensor, s graph.Shape) (*graph.Tensor, error) {
	out, err := alloc(x.DType, s)
	if err != nil {
		return nil, err
	}
	idx := bcastIndex(x.Shape, s)
	es := x.DType.Size()
	for k, j := range idx {
		copy(out.Data[k*es:(k+1)*es], x.Data[j*es:(j+1)*es])
	}
	return out, nil
}

var expandOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		st, err := a.value(1, "shape")
		if err != nil {
			return nil, err
		}
		s, err := graph.BroadcastShapes(a.shape(0), graph.Shape(ints(st)))
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		t, err := broadcastTo(c.in[0], outs[0].shape)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	},
}

var tileOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		rt, err := a.value(1, "repeats")
		if err != nil {
			return nil, err
		}
		rep := ints(rt)
		in := a.shape(0)
		if len(rep) != len(in) {
			return nil, fmt.Errorf("repeats %v do not match rank %d", rep, len(in))
		}
		out := make(graph.Shape, len(in))
		for i := range in {
			if rep[i] < 0 {
				return nil, fmt.Errorf("negative repeat %d", rep[i])
			}
			var ok bool
			if out[i], ok = mulOK(in[i], rep[i]); !ok {
				return nil, fmt.Errorf("tile too large")
			}
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		es := x.DType.Size()
		xs := x.Shape.Strides()
		coord := make([]int64, len(out.Shape))
		for k := 0; k < out.Len(); k++ {
			unravel(int64(k), out.Shape, coord)
			for d := range coord {
				coord[d] %= x.Shape[d]
			}
			src := ravel(coord, xs)
			copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// padParams returns per-dim (before, after) pads.
func padParams(a args) ([]int64, error) {
	in := a.shape(0)
	r := len(in)
	var pads, axes []int64
	if a.opset() < 11 {
		pads = a.node().Ints("pads", nil)
	} else {
		pt, err := a.value(1, "pads")
		if err != nil {
			return nil, err
		}
		pads = ints(pt)
		if a.has(3) {
			at, err := a.value(3, "axes")
			if err != nil {
				return nil, err
			}
			axes = ints(at)
		}
	}
	if axes == nil {
		for i := 0; i < r; i++ {
			axes = append(axes, int64(i))
		}
	}
	if len(pads) != 2*len(axes) {
		return nil, fmt.Errorf("pads %v do not match %d axes", pads, len(axes))
	}
	full := make([]int64, 2*r)
	for k, ax := range axes {
		i, err := graph.NormalizeAxis(ax, r)
		if err != nil {
			return nil, err
		}
		full[i], full[r+i] = pads[k], pads[len(axes)+k]
	}
	return full, nil
}

var padOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		pads, err := padParams(a)
		if err != nil {
			return nil, err
		}
		in := a.shape(0)
		out := make(graph.Shape, len(in))
		for i := range in {
			out[i] = in[i] + pads[i] + pads[len(in)+i]
			if out[i] < 0 {
				return nil, fmt.Errorf("pads %v make dim %d negative", pads, i)
			}
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		pads, _ := padParams(c)
		mode := c.n.Str("mode", "constant")
		r := len(x.Shape)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		var cval float64
		if c.op < 11 {
			cval = float64(c.n.Float("value", 0))
		} else if t := c.input(2); t != nil && t.Len() > 0 {
			cval = t.Float64(0)
		}
		es := x.DType.Size()
		xs := x.Shape.Strides()
		coord := make([]int64, r)
		for k := 0; k < out.Len(); k++ {
			unravel(int64(k), out.Shape, coord)
			inside := true
			for d := 0; d < r; d++ {
				j := coord[d] - pads[d]
				n := x.Shape[d]
				if j >= 0 && j < n {
					coord[d] = j
					continue
				}
				switch mode {
				case "constant":
					inside = false
				case "edge":
					j = min(max(j, 0), n-1)
				case "reflect":
					if n == 1 {
						j = 0
						break
					}
					period := 2 * (n - 1)
					j = ((j % period) + period) % period
					if j >= n {
						j = period - j
					}
				case "wrap":
					j = ((j % n) + n) % n
				default:
					return fmt.Errorf("pad mode %q", mode)
				}
				coord[d] = j
			}
			if !inside || x.Len() == 0 {
				if x.DType.IsFloat() || x.DType == graph.Bool {
					out.SetFloat64(k, cval)
				} else {
					out.SetInt64(k, c.constInt(2, int64(cval)))
				}
				continue
			}
			src := ravel(coord, xs)
			copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// constInt reads input i's first element as an integer (exact for int64),
// or def.
func (c *evalCtx) constInt(i int, def int64) int64 {
	if t := c.input(i); t != nil && t.Len() > 0 {
		return t.Int64(0)
	}
	return def
}

var constantOfShapeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		st, err := a.value(0, "shape")
		if err != nil {
			return nil, err
		}
		dt := graph.Float32
		if v := a.node().TensorAttr("value"); v != nil {
			dt = v.DType
			if v.Len() != 1 {
				return nil, fmt.Errorf("value must have one element")
			}
		}
		return one(dt, graph.Shape(ints(st)))
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		if v := c.n.TensorAttr("value"); v != nil {
			es := v.DType.Size()
			for k := 0; k < out.Len(); k++ {
				copy(out.Data[k*es:(k+1)*es], v.Data[:es])
			}
		}
		c.set(0, out)
		return nil
	},
}

func rangeCount(start, limit, delta *graph.Tensor) (int64, error) {
	if start.Len() != 1 || limit.Len() != 1 || delta.Len() != 1 {
		return 0, fmt.Errorf("start, limit and delta must be scalars")
	}
	if start.DType.IsFloat() {
		d := delta.Float64(0)
		if d == 0 {
			return 0, fmt.Errorf("delta is 0")
		}
		n := math.Ceil((limit.Float64(0) - start.Float64(0)) / d)
		if n > graph.MaxElements {
			return 0, fmt.Errorf("range too long")
		}
		return max(int64(n), 0), nil
	}
	d := delta.Int64(0)
	if d == 0 {
		return 0, fmt.Errorf("delta is 0")
	}
	span := limit.Int64(0) - start.Int64(0)
	n := span / d
	if span%d != 0 && (span < 0) == (d < 0) {
		n++
	}
	if n > graph.MaxElements {
		return 0, fmt.Errorf("range too long")
	}
	return max(n, 0), nil
}

var rangeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		var ts [3]*graph.Tensor
		for i := range ts {
			t, err := a.value(i, []string{"start", "limit", "delta"}[i])
			if err != nil {
				return nil, err
			}
			ts[i] = t
		}
		n, err := rangeCount(ts[0], ts[1], ts[2])
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), graph.Shape{n})
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		s, d := c.in[0], c.in[2]
		for i := 0; i < out.Len(); i++ {
			if out.DType.IsFloat() {
				// Accumulate in the output type, as the ONNX function body
				// (a Loop adding delta) does.
				if i == 0 {
					out.SetFloat64(0, s.Float64(0))
				} else {
					out.SetFloat64(i, out.Float64(i-1)+d.Float64(0))
				}
			} else {
				out.SetInt64(i, s.Int64(0)+int64(i)*d.Int64(0))
			}
		}
		c.set(0, out)
		return nil
	},
}

// dropoutOp is Dropout at inference (or with ratio 0): the identity, with
// an all-true mask. Training with a non-zero ratio is random and refused.
var dropoutOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		return []outType{{a.dtype(0), a.shape(0)}, {graph.Bool, a.shape(0)}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		training := false
		if c.op >= 12 {
			if t := c.input(2); t != nil && t.Len() > 0 {
				training = t.Int64(0) != 0
			}
		} else {
			training = c.n.Int("is_test", 1) == 0 && c.op < 7
		}
		ratio := float64(c.n.Float("ratio", 0.5))
		if t := c.input(1); t != nil && t.Len() > 0 {
			ratio = t.Float64(0)
		}
		if training && ratio != 0 {
			return &UnsupportedError{Msg: "Dropout in training mode with a non-zero ratio is random"}
		}
		c.set(0, copyShaped(c.in[0], c.in[0].Shape))
		mask, err := alloc(graph.Bool, c.in[0].Shape)
		if err != nil {
			return err
		}
		for i := range mask.Data {
			mask.Data[i] = 1
		}
		c.set(1, mask)
		return nil
	},
}

var triluOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if len(a.shape(0)) < 2 {
			return nil, fmt.Errorf("input rank %d < 2", len(a.shape(0)))
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		k := c.constInt(1, 0)
		upper := c.n.Int("upper", 1) != 0
		out, err := alloc(x.DType, x.Shape)
		if err != nil {
			return err
		}
		r := len(x.Shape)
		rows, cols := x.Shape[r-2], x.Shape[r-1]
		es := x.DType.Size()
		for e := 0; e < x.Len(); e++ {
			j := int64(e) % cols
			i := (int64(e) / cols) % rows
			keep := j-i >= k
			if !upper {
				keep = j-i <= k
			}
			if keep {
				copy(out.Data[e*es:(e+1)*es], x.Data[e*es:(e+1)*es])
			}
		}
		c.set(0, out)
		return nil
	},
}

// depthSpace implements DepthToSpace (toSpace) and SpaceToDepth as a
// reshape-transpose-reshape, exactly as the ONNX definitions do.
func depthSpace(toSpace bool) opDef {
	plan := func(a args) (graph.Shape, []int64, []int, graph.Shape, error) {
		in := a.shape(0)
		if len(in) != 4 {
			return nil, nil, nil, nil, fmt.Errorf("input must be 4-D, is %v", in)
		}
		b := a.node().Int("blocksize", 0)
		if b <= 0 {
			return nil, nil, nil, nil, fmt.Errorf("blocksize %d", b)
		}
		n, ch, h, w := in[0], in[1], in[2], in[3]
		if toSpace {
			if ch%(b*b) != 0 {
				return nil, nil, nil, nil, fmt.Errorf("channels %d not divisible by blocksize^2", ch)
			}
			out := graph.Shape{n, ch / (b * b), h * b, w * b}
			if a.node().Str("mode", "DCR") == "CRD" {
				return out, []int64{n, ch / (b * b), b, b, h, w}, []int{0, 1, 4, 2, 5, 3}, out, nil
			}
			return out, []int64{n, b, b, ch / (b * b), h, w}, []int{0, 3, 4, 1, 5, 2}, out, nil
		}
		if h%b != 0 || w%b != 0 {
			return nil, nil, nil, nil, fmt.Errorf("spatial dims %dx%d not divisible by blocksize", h, w)
		}
		out := graph.Shape{n, ch * b * b, h / b, w / b}
		return out, []int64{n, ch, h / b, b, w / b, b}, []int{0, 3, 5, 1, 2, 4}, out, nil
	}
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			out, _, _, _, err := plan(a)
			if err != nil {
				return nil, err
			}
			return one(a.dtype(0), out)
		},
		eval: func(c *evalCtx, outs []outType) error {
			_, mid, perm, out, _ := plan(c)
			t, err := transposeData(copyShaped(c.in[0], mid), perm)
			if err != nil {
				return err
			}
			t.Shape = out
			c.set(0, t)
			return nil
		},
	}
}
