package tosa

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/mlirbc"
)

// unsupportedAnchor is the lowering of an anchor TOSA does not express
// here: the checks every op makes, then ErrUnsupported.
func unsupportedAnchor(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) {
		return nil, fmt.Errorf("%s: anchor %s: %w", n, n.OpType, ErrUnsupported)
	})
}

// MatMul lowers MatMul (batched, broadcast, 1-D operands promoted).
func MatMul(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) { return p.matmul(n, out) })
}

// Gemm lowers Gemm: alpha·op(A)·op(B) + beta·C.
func Gemm(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) { return p.gemm(n) })
}

// Conv lowers Conv (1-D, 2-D and 3-D, grouped).
func Conv(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) { return p.convNode(n) })
}

// ConvTranspose lowers ConvTranspose.
func ConvTranspose(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) { return p.convTransposeNode(n) })
}

// Pool lowers MaxPool and AveragePool.
func Pool(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) { return p.poolNode(n, out) })
}

// GlobalPool lowers GlobalAveragePool and GlobalMaxPool.
func GlobalPool(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) { return p.globalPool(n) })
}

// LpPool lowers LpPool.
func LpPool(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) { return p.lpPool(n, out) })
}

// inputs fetches the first k inputs of n (all present).
func (p *Builder) inputs(n *graph.Node, k int) ([]*mlirbc.Value, error) {
	xs := make([]*mlirbc.Value, k)
	for i := range k {
		x, err := p.value(n.Input(i))
		if err != nil {
			return nil, fmt.Errorf("%s: input %d: %w", n, i, err)
		}
		xs[i] = x
	}
	for _, x := range xs[1:] {
		if elemOf(x) != elemOf(xs[0]) {
			return nil, fmt.Errorf("%s: mixed element types %s and %s: %w", n, xs[0].Type, x.Type, ErrUnsupported)
		}
	}
	return xs, nil
}

// matmul3 multiplies [B,M,K]·[B,K,N] (equal batch) with tosa.matmul,
// in the accumulator type: 16-bit floats accumulate in f32 (as ONNX
// runtimes do), and the caller rounds the result once it is reshaped
// (narrow), so the rounding is the first op of the product's epilogue
// rather than a pass of its own before a reshape.
func (p *Builder) matmul3(a, b *mlirbc.Value) *mlirbc.Value {
	sa, sb := shapeOf(a), shapeOf(b)
	elem := elemOf(a)
	z := p.zp(elem)
	acc := elem
	if elem != mlirbc.I32 {
		acc = mlirbc.F32T
	}
	return p.emit("tosa.matmul", []*mlirbc.Value{a, b, z, z}, mlirbc.Tensor(acc, sa[0], sa[1], sb[2]))
}

// narrow casts y to elem when it is wider (a 16-bit product's f32
// accumulators).
func (p *Builder) narrow(y *mlirbc.Value, elem mlirbc.Type) *mlirbc.Value {
	if elemOf(y) == elem {
		return y
	}
	return p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(elem, shapeOf(y)...))
}

// matmul lowers ONNX MatMul (numpy matmul semantics).
func (p *Builder) matmul(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	return p.matmulOf(n, xs[0], xs[1], out.Shape)
}

// matmulOf is numpy matmul of a and b (f32, f16, bf16 or i32), reshaped
// to outShape.
func (p *Builder) matmulOf(n *graph.Node, a, b *mlirbc.Value, outShape graph.Shape) (*mlirbc.Value, error) {
	sa, sb := append([]int64{}, shapeOf(a)...), append([]int64{}, shapeOf(b)...)
	if len(sa) == 0 || len(sb) == 0 {
		return nil, fmt.Errorf("%s: scalar operand", n)
	}
	if len(sa) == 1 {
		sa = []int64{1, sa[0]}
	}
	if len(sb) == 1 {
		sb = []int64{sb[0], 1}
	}
	M, K, N := sa[len(sa)-2], sa[len(sa)-1], sb[len(sb)-1]
	if sb[len(sb)-2] != K {
		return nil, fmt.Errorf("%s: inner dims of %v and %v differ", n, shapeOf(a), shapeOf(b))
	}
	ba, bb := sa[:len(sa)-2], sb[:len(sb)-2]
	batch, err := broadcastShapes(ba, bb)
	if err != nil {
		return nil, fmt.Errorf("%s: batch dims: %w", n, err)
	}
	P := prod(batch)
	var y *mlirbc.Value
	if prod(bb) == 1 {
		// A weight shared by the whole batch: fold the batch into M.
		y = p.matmul3(p.reshape(a, 1, prod(ba)*M, K), p.reshape(b, 1, K, N))
	} else {
		expand := func(x *mlirbc.Value, bx []int64, m, k int64) *mlirbc.Value {
			ext := append(append(ones(len(batch)-len(bx)), bx...), m, k)
			if prod(bx) == P {
				return p.reshape(x, P, m, k)
			}
			x = p.reshape(x, ext...)
			x = p.tile(x, append(append([]int64{}, batch...), m, k))
			return p.reshape(x, P, m, k)
		}
		y = p.matmul3(expand(a, ba, M, K), expand(b, bb, K, N))
	}
	return p.narrow(p.reshape(y, outShape...), elemOf(a)), nil
}

// gemm lowers ONNX Gemm: alpha·op(A)·op(B) + beta·C.
func (p *Builder) gemm(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	a, b := xs[0], xs[1]
	if len(shapeOf(a)) != 2 || len(shapeOf(b)) != 2 {
		return nil, fmt.Errorf("%s: operands %s and %s must be rank 2", n, a.Type, b.Type)
	}
	attrs := opattr.DecodeGemm(n)
	if attrs.TransA {
		a = p.transpose(a, 1, 0)
	}
	if attrs.TransB {
		b = p.transpose(b, 1, 0)
	}
	M, K, N := shapeOf(a)[0], shapeOf(a)[1], shapeOf(b)[1]
	if shapeOf(b)[0] != K {
		return nil, fmt.Errorf("%s: inner dims differ", n)
	}
	// alpha·AB + beta·C in the accumulator type, rounded once (as the
	// reference evaluator computes a 16-bit Gemm).
	y := p.reshape(p.matmul3(p.reshape(a, 1, M, K), p.reshape(b, 1, K, N)), M, N)
	y = p.mulScalar(y, float64(attrs.Alpha))
	if cv := n.Input(2); cv != nil {
		c, err := p.value(cv)
		if err != nil {
			return nil, fmt.Errorf("%s: C: %w", n, err)
		}
		if elemOf(c) != elemOf(y) {
			c = p.emit("tosa.cast", []*mlirbc.Value{c}, mlirbc.Tensor(elemOf(y), shapeOf(c)...))
		}
		c = p.mulScalar(c, float64(attrs.Beta))
		if y, err = p.binary("tosa.add", y, c, nil); err != nil {
			return nil, fmt.Errorf("%s: C: %w", n, err)
		}
	}
	return p.narrow(y, elemOf(a)), nil
}
