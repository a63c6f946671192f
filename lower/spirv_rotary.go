package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// rotaryEmbedding lowers RotaryEmbedding as one expression kernel over the
// input seen as (B, D1, D2, H) (opattr.RotaryLayout): each element of the
// rotary part combines itself and its pair partner with the cached cos and
// sin of its position, as ref's rotate does; a position id outside the
// caches sets the status word.
func (l *lowering) rotaryEmbedding(part *passes.Partition, n *graph.Node) error {
	x, cosC, sinC, y := n.Input(0), n.Input(1), n.Input(2), n.Output(0)
	p := opattr.DecodeRotaryEmbedding(n)
	lay, err := p.Layout(x.Shape)
	if err != nil {
		return err
	}
	D := lay.Dims
	H, S, rd := D[3], D[lay.SeqDim], lay.RotaryDim
	half := rd / 2
	ft := computeDType(x.DType)
	e := newExprKernel("rotary_embedding", D[:], y.DType)
	xa, ca, sa := e.raw(x), e.raw(cosC), e.raw(sinC)
	bs := eAdd(eMul(coord(0), ci(S)), coord(lay.SeqDim))
	row := eMul(bs, ci(half))
	if pid := n.Input(3); pid != nil {
		pos := kernels.Cast(load(e.raw(pid), bs), "int64")
		row = eMul(check(inRange(pos, 0, cosC.Shape[0]), pos), ci(half))
	}
	base := eMul(eAdd(eMul(eAdd(eMul(coord(0), ci(D[1])), coord(1)), ci(D[2])), coord(2)), ci(H))
	d := coord(3)
	var i, a, b, first *kernels.Expr
	if p.Interleaved {
		i = eDiv(d, ci(2))
		first = kernels.Bin("eq", kernels.Bin("mod", d, ci(2)), ci(0))
		a, b = eMul(i, ci(2)), eAdd(eMul(i, ci(2)), ci(1))
	} else {
		i = kernels.Bin("mod", d, ci(max(half, 1)))
		first = kernels.Bin("lt", d, ci(half))
		a, b = i, eAdd(i, ci(half))
	}
	at := func(arg int, idx *kernels.Expr) *kernels.Expr { return kernels.Cast(load(arg, idx), ft) }
	cs, sn := at(ca, eAdd(row, i)), at(sa, eAdd(row, i))
	x1, x2 := at(xa, eAdd(base, a)), at(xa, eAdd(base, b))
	rot := kernels.Where(first, eSub(eMul(cs, x1), eMul(sn, x2)), eAdd(eMul(sn, x1), eMul(cs, x2)))
	out := kernels.Where(kernels.Bin("lt", d, ci(rd)), rot, at(xa, eAdd(base, d)))
	return e.launch(l, part, kernels.Cast(out, y.DType.String()), y)
}
