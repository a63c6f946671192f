package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// rotaryEmbedding lowers RotaryEmbedding as one expression kernel over the
// input seen as (B, D1, D2, H) (opattr.RotaryLayout), kernels.Rotary: each
// element of the rotary part combines itself and its pair partner with the
// cached cos and sin of its position, as ref's rotate does; a position id
// outside the caches sets the status word.
func (l *lowering) rotaryEmbedding(part *passes.Partition, n *graph.Node) error {
	x, cosC, sinC, y := n.Input(0), n.Input(1), n.Input(2), n.Output(0)
	p := opattr.DecodeRotaryEmbedding(n)
	lay, err := p.Layout(x.Shape)
	if err != nil {
		return err
	}
	spec := kernels.RotarySpec{
		Symbol: "rotary_embedding", Dims: lay.Dims, SeqDim: lay.SeqDim, RotaryDim: lay.RotaryDim,
		Interleaved: p.Interleaved, DType: x.DType.String(), OutDType: y.DType.String(),
		CacheDType: cosC.DType.String(), CosElems: elems(cosC), SinElems: elems(sinC), CacheRows: cosC.Shape[0],
	}
	values := []*graph.Value{x, cosC, sinC}
	if pid := n.Input(3); pid != nil {
		spec.Positions, spec.PosDType, spec.PosElems = true, pid.DType.String(), elems(pid)
		values = append(values, pid)
	}
	ks, err := kernels.Rotary(spec)
	return l.launchKernels(part, ks, err, append(values, y)...)
}
