package passes

import (
	"context"
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// Simplify applies algebraic rewrites that make later kernels simpler:
// BatchNormalization folded into the Conv before it, Transposes absorbed
// into Gemm's transA/transB and constant transposed B materialized,
// chains of reshapes collapsed into one Reshape, chains of Transposes
// composed, layer normalization written out in ReduceMean/Sub/Pow/Sqrt/Div
// (exports before opset 17) made one LayerNormalization, rotary position
// embedding written out as rotate_half made one RotaryEmbedding, and x*1,
// x/1, x+0, x-0 removed.
type Simplify struct{}

// Name is "simplify".
func (Simplify) Name() string { return "simplify" }

// Run applies the rewrites in one sweep; dead leftovers are left for DCE.
func (Simplify) Run(ctx context.Context, g *graph.Graph) error {
	names := g.NameSet()
	consumers := g.Consumers()
	dead := map[*graph.Node]bool{}
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if n.Domain != "" || n.Dynamic() || dead[n] {
			continue
		}
		var err error
		switch n.OpType {
		case "BatchNormalization":
			err = foldBatchNorm(g, n, consumers, names, dead)
		case "Gemm":
			err = simplifyGemm(g, n, names)
		case "Reshape", "Flatten", "Squeeze", "Unsqueeze":
			collapseReshape(g, n, names)
		case "Transpose":
			composeTranspose(g, n, dead)
		case "Div":
			if !fuseLayerNorm(g, n, consumers, names, dead) {
				removeIdentityArith(g, n, dead)
			}
		case "Add":
			if !fuseRotary(g, n, consumers, names, dead) {
				removeIdentityArith(g, n, dead)
			}
		case "Mul", "Sub":
			removeIdentityArith(g, n, dead)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
	}
	g.RemoveNodes(dead)
	return nil
}

// foldBatchNorm rewrites Conv(x, W, b) -> BatchNormalization(scale, B,
// mean, var) as Conv(x, W', b') when the BN is in inference mode with
// constant parameters and the Conv has a constant W and no other reader.
func foldBatchNorm(g *graph.Graph, bn *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool) error {
	x := bn.Input(0)
	if x == nil || x.Producer == nil || x.Producer.OpType != "Conv" || x.Producer.Domain != "" || opattr.DecodeBatchNormalization(bn).Training {
		return nil
	}
	conv := x.Producer
	if len(consumers[x]) != 1 || g.IsOutput(x) || dead[conv] {
		return nil
	}
	for i := 1; i < len(bn.Outputs); i++ {
		if v := bn.Outputs[i]; v != nil && (len(consumers[v]) > 0 || g.IsOutput(v)) {
			return nil
		}
	}
	w := g.Const(conv.Input(1))
	var params [4]*graph.Tensor
	for i := range params {
		if params[i] = g.Const(bn.Input(i + 1)); params[i] == nil {
			return nil
		}
	}
	if w == nil || !w.DType.IsFloat() || (conv.Input(2) != nil && g.Const(conv.Input(2)) == nil) {
		return nil
	}
	m := int(w.Shape[0])
	for _, p := range params {
		if p.Len() != m {
			return nil
		}
	}
	eps := float64(opattr.DecodeBatchNormalization(bn).Epsilon)
	scale, shift, mean, variance := params[0].Float64s(), params[1].Float64s(), params[2].Float64s(), params[3].Float64s()
	wv := w.Float64s()
	per := len(wv) / m
	nw, err := graph.NewTensor(w.DType, w.Shape)
	if err != nil {
		return err
	}
	nb, err := graph.NewTensor(w.DType, graph.Shape{int64(m)})
	if err != nil {
		return err
	}
	var bias []float64
	if b := g.Const(conv.Input(2)); b != nil {
		bias = b.Float64s()
	}
	for k := 0; k < m; k++ {
		f := scale[k] / math.Sqrt(variance[k]+eps)
		for j := 0; j < per; j++ {
			nw.SetFloat64(k*per+j, wv[k*per+j]*f)
		}
		b := 0.0
		if bias != nil {
			b = bias[k]
		}
		nb.SetFloat64(k, (b-mean[k])*f+shift[k])
	}
	out := bn.Outputs[0]
	if !g.CanReplace(out, x) {
		return nil
	}
	wv2 := g.AddConst(names, conv.Name+"_bn_weight", nw)
	bv2 := g.AddConst(names, conv.Name+"_bn_bias", nb)
	conv.Inputs = []*graph.Value{conv.Inputs[0], wv2, bv2}
	g.ReplaceUses(out, x)
	dead[bn] = true
	return nil
}

// simplifyGemm absorbs 2-D Transposes feeding A or B into the transpose
// flags, then materializes a constant B transposed so that transB is 0.
func simplifyGemm(g *graph.Graph, n *graph.Node, names map[string]bool) error {
	for i, flag := range []string{"transA", "transB"} {
		v := n.Input(i)
		if v == nil || v.Producer == nil || v.Producer.OpType != "Transpose" || !v.ShapeKnown || len(v.Shape) != 2 {
			continue
		}
		perm := v.Producer.Ints("perm", nil)
		if perm != nil && !(len(perm) == 2 && perm[0] == 1 && perm[1] == 0) {
			continue
		}
		n.Inputs[i] = v.Producer.Inputs[0]
		n.SetInt(flag, 1-n.Int(flag, 0))
	}
	b := g.Const(n.Input(1))
	if b == nil || !opattr.DecodeGemm(n).TransB || len(b.Shape) != 2 {
		return nil
	}
	bt, err := transpose2D(b)
	if err != nil {
		return err
	}
	n.Inputs[1] = g.AddConst(names, n.Input(1).Name+"_T", bt)
	n.SetInt("transB", 0)
	return nil
}

func transpose2D(t *graph.Tensor) (*graph.Tensor, error) {
	r, c := int(t.Shape[0]), int(t.Shape[1])
	out, err := graph.NewTensor(t.DType, graph.Shape{int64(c), int64(r)})
	if err != nil {
		return nil, err
	}
	es := t.DType.Size()
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			copy(out.Data[(j*r+i)*es:(j*r+i+1)*es], t.Data[(i*c+j)*es:(i*c+j+1)*es])
		}
	}
	return out, nil
}

func isReshapeLike(n *graph.Node) bool {
	if n == nil || n.Domain != "" {
		return false
	}
	switch n.OpType {
	case "Reshape", "Flatten", "Squeeze", "Unsqueeze":
		return true
	}
	return false
}

// collapseReshape turns reshape(reshape(x)) into one Reshape of x to the
// final static shape.
func collapseReshape(g *graph.Graph, n *graph.Node, names map[string]bool) {
	x, out := n.Input(0), n.Output(0)
	if x == nil || out == nil || !out.ShapeKnown || !isReshapeLike(x.Producer) {
		return
	}
	src := x
	for isReshapeLike(src.Producer) && src.Producer.Input(0) != nil {
		src = src.Producer.Input(0)
	}
	shape, _ := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(out.Shape))}, out.Shape)
	sv := g.AddConst(names, n.Name+"_shape", shape)
	n.OpType = "Reshape"
	n.Attrs = nil
	n.Inputs = []*graph.Value{src, sv}
}

// composeTranspose folds Transpose(Transpose(x, p1), p2) into one
// Transpose (or nothing, when the composition is the identity).
func composeTranspose(g *graph.Graph, n *graph.Node, dead map[*graph.Node]bool) {
	x, out := n.Input(0), n.Output(0)
	if x == nil || out == nil || x.Producer == nil || x.Producer.OpType != "Transpose" || x.Producer.Domain != "" || !x.ShapeKnown {
		return
	}
	r := len(x.Shape)
	p1 := permOf(x.Producer, r)
	p2 := permOf(n, r)
	comp := make([]int64, r)
	identity := true
	for i := range comp {
		comp[i] = p1[p2[i]]
		identity = identity && comp[i] == int64(i)
	}
	src := x.Producer.Inputs[0]
	if identity && g.CanReplace(out, src) && src.DType == out.DType {
		g.ReplaceUses(out, src)
		dead[n] = true
		return
	}
	n.Inputs[0] = src
	n.SetInts("perm", comp)
}

func permOf(n *graph.Node, r int) []int64 {
	if p := n.Ints("perm", nil); len(p) == r {
		return p
	}
	p := make([]int64, r)
	for i := range p {
		p[i] = int64(r - 1 - i)
	}
	return p
}

// removeIdentityArith drops x*1, 1*x, x/1, x+0, 0+x, x-0 when the constant
// does not change x's type or shape by broadcasting.
func removeIdentityArith(g *graph.Graph, n *graph.Node, dead map[*graph.Node]bool) {
	out := n.Output(0)
	if out == nil || len(n.Inputs) != 2 {
		return
	}
	for i, c := range []int{1, 0} {
		x := n.Input(i)
		k := g.Const(n.Input(c))
		if x == nil || k == nil || !x.ShapeKnown || !x.Shape.Equal(out.Shape) || x.DType != out.DType {
			continue
		}
		var unit float64
		switch n.OpType {
		case "Mul":
			unit = 1
		case "Div":
			if c != 1 {
				continue
			}
			unit = 1
		case "Sub":
			if c != 1 {
				continue
			}
		}
		all := k.Len() > 0
		for j := 0; j < k.Len() && all; j++ {
			v := k.Float64(j)
			all = v == unit
		}
		if all && g.CanReplace(out, x) {
			g.ReplaceUses(out, x)
			dead[n] = true
			return
		}
	}
}
