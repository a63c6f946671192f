package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// matmulShapes computes numpy matmul's output shape and the batch
// broadcast: a and b are promoted from 1-D as numpy does.
type matmulPlan struct {
	out        graph.Shape
	m, k, n    int
	batch      graph.Shape
	aBatchIdx  []int // per batch element: batch index into a
	bBatchIdx  []int
	dropM      bool
	dropN      bool
	aMat, bMat int // elements per matrix of a and b
}

func planMatMul(a, b graph.Shape) (*matmulPlan, error) {
	if len(a) == 0 || len(b) == 0 {
		return nil, fmt.Errorf("matmul of a scalar")
	}
	p := &matmulPlan{}
	aa, bb := a, b
	if len(aa) == 1 {
		aa = graph.Shape{1, a[0]}
		p.dropM = true
	}
	if len(bb) == 1 {
		bb = graph.Shape{b[0], 1}
		p.dropN = true
	}
	m, k := aa[len(aa)-2], aa[len(aa)-1]
	k2, n := bb[len(bb)-2], bb[len(bb)-1]
	if k != k2 {
		return nil, fmt.Errorf("matmul shapes %v and %v: inner dims %d and %d differ", a, b, k, k2)
	}
	ab, bbat := aa[:len(aa)-2], bb[:len(bb)-2]
	batch, err := graph.BroadcastShapes(ab, bbat)
	if err != nil {
		return nil, fmt.Errorf("matmul batch dims: %w", err)
	}
	p.m, p.k, p.n = int(m), int(k), int(n)
	p.batch = batch
	p.aBatchIdx = bcastIndex(ab, batch)
	p.bBatchIdx = bcastIndex(bbat, batch)
	p.aMat, p.bMat = p.m*p.k, p.k*p.n
	out := batch.Clone()
	if !p.dropM {
		out = append(out, m)
	}
	if !p.dropN {
		out = append(out, n)
	}
	p.out = out
	return p, nil
}

var opMatMul = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if a.dtype(0) != a.dtype(1) || a.dtype(0) == graph.Bool {
			return nil, graph.Unsupportedf("input types %v and %v are not supported", a.dtype(0), a.dtype(1))
		}
		p, err := planMatMul(a.shape(0), a.shape(1))
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), p.out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := matmul(c.in[0], c.in[1])
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// matmul is numpy.matmul on float (accumulated in float64) or integer
// (wrapping int64) tensors.
func matmul(a, b *graph.Tensor) (*graph.Tensor, error) {
	p, err := planMatMul(a.Shape, b.Shape)
	if err != nil {
		return nil, err
	}
	out, err := alloc(a.DType, p.out)
	if err != nil {
		return nil, err
	}
	m, k, n := p.m, p.k, p.n
	if a.DType.IsFloat() {
		av, bv := a.Float64s(), b.Float64s()
		res := make([]float64, len(p.aBatchIdx)*m*n)
		for bi := range p.aBatchIdx {
			ao, bo, oo := p.aBatchIdx[bi]*p.aMat, p.bBatchIdx[bi]*p.bMat, bi*m*n
			for i := 0; i < m; i++ {
				row := res[oo+i*n : oo+i*n+n]
				for kk := 0; kk < k; kk++ {
					x := av[ao+i*k+kk]
					brow := bv[bo+kk*n : bo+kk*n+n]
					for j := range row {
						row[j] += x * brow[j]
					}
				}
			}
		}
		for i, v := range res {
			out.SetFloat64(i, v)
		}
		return out, nil
	}
	av, bv := a.Int64s(), b.Int64s()
	res := make([]int64, len(p.aBatchIdx)*m*n)
	for bi := range p.aBatchIdx {
		ao, bo, oo := p.aBatchIdx[bi]*p.aMat, p.bBatchIdx[bi]*p.bMat, bi*m*n
		for i := 0; i < m; i++ {
			for kk := 0; kk < k; kk++ {
				x := av[ao+i*k+kk]
				for j := 0; j < n; j++ {
					res[oo+i*n+j] += x * bv[bo+kk*n+j]
				}
			}
		}
	}
	for i, v := range res {
		out.SetInt64(i, v)
	}
	return out, nil
}

// gemmDims returns M, K, N of Gemm's A and B under the transpose flags.
func gemmDims(a, b graph.Shape, transA, transB bool) (m, k, n int64, err error) {
	if len(a) != 2 || len(b) != 2 {
		return 0, 0, 0, fmt.Errorf("Gemm needs 2-D A and B, got %v and %v", a, b)
	}
	m, k = a[0], a[1]
	if transA {
		m, k = k, m
	}
	k2, n := b[0], b[1]
	if transB {
		k2, n = n, k2
	}
	if k != k2 {
		return 0, 0, 0, fmt.Errorf("Gemm inner dims differ: A %v, B %v (transA=%v, transB=%v)", a, b, transA, transB)
	}
	return m, k, n, nil
}

// unidirectional reports whether shape c broadcasts to shape to.
func unidirectional(c, to graph.Shape) bool {
	s, err := graph.BroadcastShapes(c, to)
	return err == nil && s.Equal(to)
}

var opGemm = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		n := a.node()
		attrs := opattr.DecodeGemm(n)
		m, _, nn, err := gemmDims(a.shape(0), a.shape(1), attrs.TransA, attrs.TransB)
		if err != nil {
			return nil, err
		}
		out := graph.Shape{m, nn}
		if a.has(2) && !unidirectional(a.shape(2), out) {
			return nil, fmt.Errorf("C %v does not broadcast to %v", a.shape(2), out)
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		n := c.n
		a, b, cc := c.in[0], c.in[1], c.input(2)
		attrs := opattr.DecodeGemm(n)
		transA, transB := attrs.TransA, attrs.TransB
		m, k, nn, err := gemmDims(a.Shape, b.Shape, transA, transB)
		if err != nil {
			return err
		}
		alpha, beta := float64(attrs.Alpha), float64(attrs.Beta)
		out, err := alloc(a.DType, graph.Shape{m, nn})
		if err != nil {
			return err
		}
		av, bv := a.Float64s(), b.Float64s()
		var cidx []int
		var cv []float64
		if cc != nil {
			if !unidirectional(cc.Shape, out.Shape) {
				return fmt.Errorf("C %v does not broadcast to %v", cc.Shape, out.Shape)
			}
			cidx, cv = bcastIndex(cc.Shape, out.Shape), cc.Float64s()
		}
		for i := int64(0); i < m; i++ {
			for j := int64(0); j < nn; j++ {
				var s float64
				for kk := int64(0); kk < k; kk++ {
					var x, y float64
					if transA {
						x = av[kk*m+i]
					} else {
						x = av[i*k+kk]
					}
					if transB {
						y = bv[j*k+kk]
					} else {
						y = bv[kk*nn+j]
					}
					s += x * y
				}
				s *= alpha
				if cidx != nil {
					s += beta * cv[cidx[i*nn+j]]
				}
				out.SetFloat64(int(i*nn+j), s)
			}
		}
		c.set(0, out)
		return nil
	},
}

// axisSplit splits shape s around axis into outer, axis size, inner.
func axisSplit(s graph.Shape, axis int) (outer, n, inner int) {
	outer, inner = 1, 1
	for i := 0; i < axis; i++ {
		outer *= int(s[i])
	}
	for i := axis + 1; i < len(s); i++ {
		inner *= int(s[i])
	}
	return outer, int(s[axis]), inner
}

// softmaxAxes returns (outer, n, inner) for Softmax/LogSoftmax/Hardmax: before
// opset 13 the input is coerced to 2-D at axis (default 1), from 13 on the op
// works along one axis (default -1).
func softmaxAxes(n *graph.Node, opset int64, s graph.Shape) (int, int, int, error) {
	attrs := opattr.DecodeSoftmax(n, opset)
	if len(s) == 0 {
		return 1, 1, 1, nil // a scalar is its own one-element row
	}
	if attrs.Coerce2D {
		axis, err := graph.NormalizeAxis(attrs.Axis, len(s))
		if err != nil {
			return 0, 0, 0, err
		}
		outer, _, _ := axisSplit(s, axis)
		total := int(s.Size())
		if outer == 0 {
			return 0, 0, 1, nil
		}
		return outer, total / outer, 1, nil
	}
	axis, err := graph.NormalizeAxis(attrs.Axis, len(s))
	if err != nil {
		return 0, 0, 0, err
	}
	if len(s) == 0 {
		return 1, 1, 1, nil
	}
	o, m, i := axisSplit(s, axis)
	return o, m, i, nil
}

func softmaxLike(kind string) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			if err := checkType(a, 0, floats); err != nil {
				return nil, err
			}
			if _, _, _, err := softmaxAxes(a.node(), a.opset(), a.shape(0)); err != nil {
				return nil, err
			}
			return one(a.dtype(0), a.shape(0))
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			outer, n, inner, _ := softmaxAxes(c.n, c.op, x.Shape)
			out, err := alloc(x.DType, x.Shape)
			if err != nil {
				return err
			}
			v := x.Float64s()
			res := make([]float64, len(v))
			for o := 0; o < outer; o++ {
				for in := 0; in < inner; in++ {
					base := o*n*inner + in
					mx := math.Inf(-1)
					for j := 0; j < n; j++ {
						mx = math.Max(mx, v[base+j*inner])
					}
					if kind == "hardmax" {
						for j := 0; j < n; j++ {
							if v[base+j*inner] == mx {
								res[base+j*inner] = 1
								break
							}
						}
						continue
					}
					// ONNX defines Softmax and LogSoftmax by their function
					// bodies (Sub, Exp, ReduceSum, Div or Log, Sub), each op's
					// result in the input type: rounding the intermediates
					// to it (float16 above all) is the spec's value.
					dt := x.DType
					var sum float64
					for j := 0; j < n; j++ {
						sum += roundTo(dt, math.Exp(roundTo(dt, v[base+j*inner]-mx)))
					}
					sum = roundTo(dt, sum)
					for j := 0; j < n; j++ {
						d := roundTo(dt, v[base+j*inner]-mx)
						if kind == "log" {
							res[base+j*inner] = d - roundTo(dt, math.Log(sum))
						} else {
							res[base+j*inner] = roundTo(dt, math.Exp(d)) / sum
						}
					}
				}
			}
			for i, r := range res {
				out.SetFloat64(i, r)
			}
			c.set(0, out)
			return nil
		},
	}
}
