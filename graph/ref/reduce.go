package ref

import (
	"fmt"
	"math"
	"sort"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// reducePlan says which dims a reduction folds and what shape results.
type reducePlan struct {
	reduce []bool
	out    graph.Shape // with keepdims applied
	noop   bool        // empty axes with noop_with_empty_axes: identity
}

func planReduce(a args, axesInputFrom int64) (*reducePlan, error) {
	in := a.shape(0)
	n := a.node()
	axes, given, err := axesArg(a, 1, axesInputFrom)
	if err != nil {
		return nil, err
	}
	p := &reducePlan{reduce: make([]bool, len(in))}
	if !given || len(axes) == 0 {
		if n.Int("noop_with_empty_axes", 0) != 0 {
			p.noop = true
			p.out = in.Clone()
			return p, nil
		}
		for i := range p.reduce {
			p.reduce[i] = true
		}
	}
	for _, ax := range axes {
		i, err := axisIn(ax, len(in))
		if err != nil {
			return nil, err
		}
		p.reduce[i] = true
	}
	keep := n.Int("keepdims", 1) != 0
	p.out = graph.Shape{}
	for i, d := range in {
		switch {
		case !p.reduce[i]:
			p.out = append(p.out, d)
		case keep:
			p.out = append(p.out, 1)
		}
	}
	return p, nil
}

// outIndex maps each input element to its output element.
func (p *reducePlan) outIndex(in graph.Shape) []int {
	keepShape := make(graph.Shape, len(in))
	for i, d := range in {
		if p.reduce[i] {
			keepShape[i] = 1
		} else {
			keepShape[i] = d
		}
	}
	// Output strides over the kept dims, zero on reduced dims.
	st := keepShape.Strides()
	for i := range st {
		if p.reduce[i] {
			st[i] = 0
		}
	}
	n := int(in.Size())
	idx := make([]int, n)
	ctr := make([]int64, len(in))
	cur := int64(0)
	for k := 0; k < n; k++ {
		idx[k] = int(cur)
		for d := len(in) - 1; d >= 0; d-- {
			ctr[d]++
			cur += st[d]
			if ctr[d] < in[d] {
				break
			}
			cur -= st[d] * in[d]
			ctr[d] = 0
		}
	}
	return idx
}

// reduceOp defines the Reduce* family. The axes move from attribute to
// input at axesFrom (13 for ReduceSum, 18 for the rest).
func reduceOp(kind string, axesFrom int64) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			tc := numeric
			if kind == "max" || kind == "min" {
				tc = anyType
			}
			if err := checkType(a, 0, tc); err != nil {
				return nil, err
			}
			p, err := planReduce(a, axesFrom)
			if err != nil {
				return nil, err
			}
			return one(a.dtype(0), p.out)
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			p, _ := planReduce(c, axesFrom)
			out, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			if p.noop {
				copy(out.Data, x.Data)
				c.set(0, out)
				return nil
			}
			idx := p.outIndex(x.Shape)
			m := out.Len()
			count := make([]float64, m)
			for _, j := range idx {
				count[j]++
			}
			if !x.DType.IsFloat() && (kind == "sum" || kind == "prod" || kind == "max" || kind == "min" || kind == "l1" || kind == "sumsquare") {
				acc := make([]int64, m)
				set := make([]bool, m)
				unsigned := x.DType.IsUnsigned()
				for k, j := range idx {
					v := x.Int64(k)
					if !set[j] {
						set[j] = true
						switch kind {
						case "l1":
							v = absI(v)
						case "sumsquare":
							v *= v
						}
						acc[j] = v
						continue
					}
					switch kind {
					case "sum":
						acc[j] += v
					case "l1":
						acc[j] += absI(v)
					case "sumsquare":
						acc[j] += v * v
					case "prod":
						acc[j] *= v
					case "max":
						if unsigned && uint64(v) > uint64(acc[j]) || !unsigned && v > acc[j] {
							acc[j] = v
						}
					case "min":
						if unsigned && uint64(v) < uint64(acc[j]) || !unsigned && v < acc[j] {
							acc[j] = v
						}
					}
				}
				for j := range acc {
					if !set[j] {
						acc[j] = emptyInt(kind, out.DType)
					}
					out.SetInt64(j, acc[j])
				}
				c.set(0, out)
				return nil
			}
			xv := x.Float64s()
			acc := make([]float64, m)
			init := 0.0
			switch kind {
			case "prod":
				init = 1
			case "max", "logsumexp":
				init = math.Inf(-1)
			case "min":
				init = math.Inf(1)
			}
			for j := range acc {
				acc[j] = init
			}
			var shift []float64
			if kind == "logsumexp" {
				for k, j := range idx {
					acc[j] = math.Max(acc[j], xv[k])
				}
				shift = acc
				acc = make([]float64, m)
			}
			for k, j := range idx {
				v := xv[k]
				switch kind {
				case "sum", "mean", "logsum":
					acc[j] += v
				case "l1":
					acc[j] += math.Abs(v)
				case "l2", "sumsquare":
					acc[j] += v * v
				case "prod":
					acc[j] *= v
				case "max":
					if v > acc[j] || math.IsNaN(v) {
						acc[j] = v
					}
				case "min":
					if v < acc[j] || math.IsNaN(v) {
						acc[j] = v
					}
				case "logsumexp":
					acc[j] += math.Exp(v - shift[j])
				}
			}
			for j, v := range acc {
				switch kind {
				case "mean":
					v /= count[j]
				case "l2":
					v = math.Sqrt(v)
				case "logsum":
					v = math.Log(v)
				case "logsumexp":
					if math.IsInf(shift[j], -1) {
						v = math.Inf(-1)
					} else {
						v = math.Log(v) + shift[j]
					}
				}
				out.SetFloat64(j, v)
			}
			c.set(0, out)
			return nil
		},
	}
}

// emptyInt is an integer reduction over no elements.
func emptyInt(kind string, dt graph.DType) int64 {
	switch kind {
	case "prod":
		return 1
	case "max":
		if dt.IsUnsigned() || dt == graph.Bool {
			return 0
		}
		return math.MinInt64 >> (64 - 8*dt.Size())
	case "min":
		if dt == graph.Bool {
			return 1
		}
		if dt.IsUnsigned() {
			return -1 // all ones: the type's maximum
		}
		return math.MaxInt64 >> (64 - 8*dt.Size())
	}
	return 0
}

func argOp(isMax bool) opDef {
	plan := func(a args) (int, graph.Shape, error) {
		in := a.shape(0)
		axis, err := axisIn(a.node().Int("axis", 0), len(in))
		if err != nil {
			return 0, nil, err
		}
		out := in.Clone()
		if a.node().Int("keepdims", 1) != 0 {
			out[axis] = 1
		} else {
			out = append(out[:axis:axis], in[axis+1:]...)
		}
		return axis, out, nil
	}
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			_, out, err := plan(a)
			if err != nil {
				return nil, err
			}
			return one(graph.Int64, out)
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			axis, _, _ := plan(c)
			out, err := alloc(graph.Int64, outs[0].shape)
			if err != nil {
				return err
			}
			last := c.n.Int("select_last_index", 0) != 0
			outer, n, inner := axisSplit(x.Shape, axis)
			xv := x.Float64s()
			for o := 0; o < outer; o++ {
				for i := 0; i < inner; i++ {
					best := -1
					for j := 0; j < n; j++ {
						v := xv[(o*n+j)*inner+i]
						if best < 0 {
							best = j
							continue
						}
						b := xv[(o*n+best)*inner+i]
						better := v > b
						if !isMax {
							better = v < b
						}
						if better || (last && v == b) {
							best = j
						}
					}
					out.SetInt64(o*inner+i, int64(max(best, 0)))
				}
			}
			c.set(0, out)
			return nil
		},
	}
}

// cumOp is CumSum, or CumProd (running products) when prod is set.
func cumOp(prod bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 2); err != nil {
				return nil, err
			}
			return one(a.dtype(0), a.shape(0))
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			axis, err := axisIn(c.constInt(1, 0), len(x.Shape))
			if err != nil {
				return err
			}
			out, err := alloc(x.DType, x.Shape)
			if err != nil {
				return err
			}
			excl, rev := c.n.Int("exclusive", 0) != 0, c.n.Int("reverse", 0) != 0
			outer, n, inner := axisSplit(x.Shape, axis)
			isF := x.DType.IsFloat()
			for o := 0; o < outer; o++ {
				for i := 0; i < inner; i++ {
					accF, accI := 0.0, int64(0)
					if prod {
						accF, accI = 1, 1
					}
					for jj := 0; jj < n; jj++ {
						j := jj
						if rev {
							j = n - 1 - jj
						}
						k := (o*n+j)*inner + i
						if excl {
							if isF {
								out.SetFloat64(k, accF)
							} else {
								out.SetInt64(k, accI)
							}
						}
						switch {
						case isF && prod:
							accF *= x.Float64(k)
						case isF:
							accF += x.Float64(k)
						case prod:
							accI *= x.Int64(k)
						default:
							accI += x.Int64(k)
						}
						if !excl {
							if isF {
								out.SetFloat64(k, accF)
							} else {
								out.SetInt64(k, accI)
							}
						}
					}
				}
			}
			c.set(0, out)
			return nil
		},
	}
}

var topKOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		in := a.shape(0)
		axis, err := axisIn(a.node().Int("axis", -1), len(in))
		if err != nil {
			return nil, err
		}
		kt, err := a.value(1, "K")
		if err != nil {
			return nil, err
		}
		if kt.Len() != 1 {
			return nil, fmt.Errorf("K must have one element")
		}
		k := kt.Int64(0)
		if k < 0 || k > in[axis] {
			return nil, fmt.Errorf("K=%d out of range for dim %d", k, in[axis])
		}
		out := in.Clone()
		out[axis] = k
		return []outType{{a.dtype(0), out}, {graph.Int64, out}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", -1), len(x.Shape))
		k := int(outs[0].shape[axis])
		largest := c.n.Int("largest", 1) != 0
		vals, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		idxs, err := alloc(graph.Int64, outs[1].shape)
		if err != nil {
			return err
		}
		outer, n, inner := axisSplit(x.Shape, axis)
		xv := x.Float64s()
		es := x.DType.Size()
		order := make([]int, n)
		for o := 0; o < outer; o++ {
			for i := 0; i < inner; i++ {
				for j := range order {
					order[j] = j
				}
				at := func(j int) float64 { return xv[(o*n+j)*inner+i] }
				sort.SliceStable(order, func(p, q int) bool {
					a, b := at(order[p]), at(order[q])
					if largest {
						return a > b
					}
					return a < b
				})
				for j := 0; j < k; j++ {
					src := (o*n+order[j])*inner + i
					dst := (o*k+j)*inner + i
					copy(vals.Data[dst*es:(dst+1)*es], x.Data[src*es:(src+1)*es])
					idxs.SetInt64(dst, int64(order[j]))
				}
			}
		}
		c.set(0, vals)
		c.set(1, idxs)
		return nil
	},
}

// stashType is the type of LayerNormalization's Mean/InvStdDev outputs.
func stashType(n *graph.Node, in graph.DType) graph.DType {
	if opattr.DecodeLayerNormalization(n).StashFloat32 {
		return graph.Float32
	}
	return in
}

// normPlan describes LayerNormalization/RMSNormalization: normalize over
// the trailing dims from axis.
func normAxis(a args) (int, error) {
	return axisIn(opattr.DecodeLayerNormalization(a.node()).Axis, len(a.shape(0)))
}

func layerNormOp(rms bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 2); err != nil {
				return nil, err
			}
			if err := checkType(a, 0, floats); err != nil {
				return nil, err
			}
			axis, err := normAxis(a)
			if err != nil {
				return nil, err
			}
			in := a.shape(0)
			for i := 1; i <= 2; i++ {
				if !a.has(i) {
					continue
				}
				if b, err := graph.BroadcastShapes(in[axis:], a.shape(i)); err != nil || !b.Equal(in[axis:]) {
					return nil, fmt.Errorf("input %d of shape %v does not broadcast to the normalized dims %v", i, a.shape(i), in[axis:])
				}
			}
			stat := in.Clone()
			for i := axis; i < len(stat); i++ {
				stat[i] = 1
			}
			st := stashType(a.node(), a.dtype(0))
			if rms {
				return one(a.dtype(0), in)
			}
			return []outType{{a.dtype(0), in}, {st, stat}, {st, stat}}, nil
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			axis, _ := normAxis(c)
			eps := float64(opattr.DecodeLayerNormalization(c.n).Epsilon)
			outer := int(graph.Shape(x.Shape[:axis]).Size())
			inner := int(graph.Shape(x.Shape[axis:]).Size())
			normShape := x.Shape[axis:]
			scale, err := broadcastTo(c.in[1], normShape)
			if err != nil {
				return fmt.Errorf("scale: %w", err)
			}
			sv := scale.Float64s()
			var bv []float64
			if b := c.input(2); b != nil {
				bt, err := broadcastTo(b, normShape)
				if err != nil {
					return fmt.Errorf("bias: %w", err)
				}
				bv = bt.Float64s()
			}
			y, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			var mean, inv *graph.Tensor
			if !rms {
				if mean, err = alloc(outs[1].dt, outs[1].shape); err != nil {
					return err
				}
				if inv, err = alloc(outs[2].dt, outs[2].shape); err != nil {
					return err
				}
			}
			xv := x.Float64s()
			for o := 0; o < outer; o++ {
				row := xv[o*inner : (o+1)*inner]
				var mu, sq float64
				if !rms {
					for _, v := range row {
						mu += v
					}
					mu /= float64(inner)
				}
				for _, v := range row {
					sq += (v - mu) * (v - mu)
				}
				r := 1 / math.Sqrt(sq/float64(inner)+eps)
				for j, v := range row {
					out := (v - mu) * r * sv[j]
					if bv != nil {
						out += bv[j]
					}
					y.SetFloat64(o*inner+j, out)
				}
				if !rms {
					mean.SetFloat64(o, mu)
					inv.SetFloat64(o, r)
				}
			}
			c.set(0, y)
			if !rms {
				c.set(1, mean)
				c.set(2, inv)
			}
			return nil
		},
	}
}

var groupNormOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		in := a.shape(0)
		g := opattr.DecodeGroupNormalization(a.node()).Groups
		if len(in) < 2 || g <= 0 || in[1]%g != 0 {
			return nil, fmt.Errorf("num_groups %d does not divide the channels of %v", g, in)
		}
		return one(a.dtype(0), in)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		attrs := opattr.DecodeGroupNormalization(c.n)
		groups, eps := int(attrs.Groups), float64(attrs.Epsilon)
		n, ch := int(x.Shape[0]), int(x.Shape[1])
		spatial := int(graph.Shape(x.Shape[2:]).Size())
		per := ch / groups
		sv, bv := c.in[1].Float64s(), c.in[2].Float64s()
		perChannel := len(sv) == ch
		y, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		xv := x.Float64s()
		for b := 0; b < n; b++ {
			for g := 0; g < groups; g++ {
				base := (b*ch + g*per) * spatial
				cnt := per * spatial
				var mu, sq float64
				for k := 0; k < cnt; k++ {
					mu += xv[base+k]
				}
				mu /= float64(cnt)
				for k := 0; k < cnt; k++ {
					sq += (xv[base+k] - mu) * (xv[base+k] - mu)
				}
				r := 1 / math.Sqrt(sq/float64(cnt)+eps)
				for k := 0; k < cnt; k++ {
					si := g
					if perChannel {
						si = g*per + k/spatial
					}
					y.SetFloat64(base+k, (xv[base+k]-mu)*r*sv[si]+bv[si])
				}
			}
		}
		c.set(0, y)
		return nil
	},
}

var instanceNormOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		if len(a.shape(0)) < 2 {
			return nil, fmt.Errorf("input rank < 2")
		}
		for i := 1; i <= 2; i++ {
			if want := (graph.Shape{a.shape(0)[1]}); !a.shape(i).Equal(want) {
				return nil, fmt.Errorf("input %d is %v: want %v (one value per channel)", i, a.shape(i), want)
			}
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		eps := float64(opattr.DecodeGroupNormalization(c.n).Epsilon)
		n, ch := int(x.Shape[0]), int(x.Shape[1])
		spatial := int(graph.Shape(x.Shape[2:]).Size())
		sv, bv := c.in[1].Float64s(), c.in[2].Float64s()
		y, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		xv := x.Float64s()
		for b := 0; b < n; b++ {
			for k := 0; k < ch; k++ {
				base := (b*ch + k) * spatial
				var mu, sq float64
				for s := 0; s < spatial; s++ {
					mu += xv[base+s]
				}
				mu /= float64(spatial)
				for s := 0; s < spatial; s++ {
					sq += (xv[base+s] - mu) * (xv[base+s] - mu)
				}
				r := 1 / math.Sqrt(sq/float64(spatial)+eps)
				for s := 0; s < spatial; s++ {
					y.SetFloat64(base+s, (xv[base+s]-mu)*r*sv[k]+bv[k])
				}
			}
		}
		c.set(0, y)
		return nil
	},
}

var batchNormOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 5); err != nil {
			return nil, err
		}
		in := a.shape(0)
		if len(in) < 2 {
			return nil, fmt.Errorf("input rank < 2")
		}
		ch := graph.Shape{in[1]}
		return []outType{{a.dtype(0), in}, {a.dtype(3), ch}, {a.dtype(4), ch}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		attrs := opattr.DecodeBatchNormalization(c.n)
		eps, mom, training := float64(attrs.Epsilon), float64(attrs.Momentum), attrs.Training
		n, ch := int(x.Shape[0]), int(x.Shape[1])
		spatial := int(graph.Shape(x.Shape[2:]).Size())
		sv, bv, mv, vv := c.in[1].Float64s(), c.in[2].Float64s(), c.in[3].Float64s(), c.in[4].Float64s()
		xv := x.Float64s()
		mean, variance := mv, vv
		var runMean, runVar *graph.Tensor
		if training {
			mean, variance = make([]float64, ch), make([]float64, ch)
			cnt := float64(n * spatial)
			for k := 0; k < ch; k++ {
				for b := 0; b < n; b++ {
					for s := 0; s < spatial; s++ {
						mean[k] += xv[(b*ch+k)*spatial+s]
					}
				}
				mean[k] /= cnt
				for b := 0; b < n; b++ {
					for s := 0; s < spatial; s++ {
						d := xv[(b*ch+k)*spatial+s] - mean[k]
						variance[k] += d * d
					}
				}
				variance[k] /= cnt
			}
			var err error
			if runMean, err = alloc(outs[1].dt, outs[1].shape); err != nil {
				return err
			}
			if runVar, err = alloc(outs[2].dt, outs[2].shape); err != nil {
				return err
			}
			for k := 0; k < ch; k++ {
				runMean.SetFloat64(k, mv[k]*mom+mean[k]*(1-mom))
				runVar.SetFloat64(k, vv[k]*mom+variance[k]*(1-mom))
			}
		}
		y, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		for b := 0; b < n; b++ {
			for k := 0; k < ch; k++ {
				r := sv[k] / math.Sqrt(variance[k]+eps)
				for s := 0; s < spatial; s++ {
					i := (b*ch+k)*spatial + s
					y.SetFloat64(i, (xv[i]-mean[k])*r+bv[k])
				}
			}
		}
		c.set(0, y)
		if training {
			c.set(1, runMean)
			c.set(2, runVar)
		}
		return nil
	},
}
