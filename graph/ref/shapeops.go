package ref

import (
	"fmt"

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
		i, err := axisIn(ax, len(in))
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
		axis, err := axisIn(a.node().Int("axis", 0), len(s0))
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
	if len(in) == 0 {
		return 0, nil, fmt.Errorf("input is a scalar: nothing to split")
	}
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
		i, err := axisIn(ax, len(in))
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
