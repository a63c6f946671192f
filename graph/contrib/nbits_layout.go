package contrib

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// nbitsLayout is a MatMulNBits weight as ONNX Runtime packs it: N rows of
// nb blocks of bs bits-bit codes, packed low-first along K (packed is the
// (N, nb, bs·bits/8) bytes); K ≤ nb·bs.
type nbitsLayout struct {
	K, N, bits, bs, nb int64
	packed             []byte
}

func (q nbitsLayout) per() int64  { return 8 / q.bits }
func (q nbitsLayout) blob() int64 { return q.bs * q.bits / 8 }

// code is the code of row n at depth k (k < nb·bs).
func (q nbitsLayout) code(n, k int64) int64 {
	byt := q.packed[(n*q.nb+k/q.bs)*q.blob()+(k%q.bs)/q.per()]
	return int64(byt>>uint((k%q.per())*q.bits)) & (1<<q.bits - 1)
}

// transposed is the packed bytes laid out (nb, blob, 1, N): byte j of
// block b of row n at [b, j, 0, n], so that the unpacked codes of
// (nb, blob, 8/bits, N) are the weight's (K, N) in row-major order —
// depth k = (b·blob + j)·(8/bits) + h — and the N codes of one depth are
// contiguous, the layout a product reads B in. The bytes are the same in
// number: the weight stays bits-bit in the bundle.
func (q nbitsLayout) transposed() *graph.Tensor {
	blob := q.blob()
	t, err := graph.NewTensor(graph.Uint8, graph.Shape{q.nb, blob, 1, q.N})
	if err != nil {
		panic(err) // the shape is the packed weight's, which exists
	}
	for n := range q.N {
		for b := range q.nb {
			row := q.packed[(n*q.nb+b)*blob : (n*q.nb+b+1)*blob]
			for j, v := range row {
				t.Data[(b*blob+int64(j))*q.N+n] = v
			}
		}
	}
	return t
}

// quantizedWeight is the block-quantized B operand: the (K, N) weight
// computed from bt (q.transposed()) by one pointwise chain over
// (nb, blob, 8/bits, N) — each byte shifted right by its codes' places
// (0, bits, …), masked, cast to dt, minus the zero point, times the scale
// (both (N, nb) or a scalar zero point) — then reshaped to (nb·bs, N) and
// sliced to K rows. The packed constant is marked Packed, so constant
// folding leaves it, and the partitioner makes the chain the product's
// prologue (passes: a packed weight's prologue).
func (b *cbuild) quantizedWeight(q nbitsLayout, bt, s2, zp2 *graph.Value, dt graph.DType) *graph.Value {
	bt.Packed = true
	codes := bt
	if per := q.per(); per > 1 {
		sh, err := graph.NewTensor(graph.Uint8, graph.Shape{1, 1, per, 1})
		if err != nil {
			panic(err)
		}
		for h := range per {
			sh.Data[h] = byte(h * q.bits)
		}
		codes = b.op("BitShift", bt, b.constant(sh))
		codes.Producer.Attrs["direction"] = &graph.Attr{Kind: graph.AttrString, String: "RIGHT"}
		codes = b.op("BitwiseAnd", codes, b.scalar(graph.Uint8, float64(int64(1)<<q.bits-1)))
	}
	perBlock := func(v *graph.Value) *graph.Value { // (N, nb) -> (nb, 1, 1, N)
		return b.reshape(b.transpose(v, 1, 0), q.nb, 1, 1, q.N)
	}
	z := zp2
	if b.rank(zp2) != 0 {
		z = perBlock(zp2)
	}
	deq := b.op("Mul", b.op("Sub", b.cast(codes, dt), z), perBlock(s2))
	w := b.reshape(deq, q.nb*q.bs, q.N)
	if q.nb*q.bs != q.K {
		w = b.slice(w, 0, 0, q.K)
	}
	return w
}

// nbitsReordered is a g_idx folded into a weight's layout: the product
// sums over K in any order, so the depths are regrouped by block — each
// g_idx group's depths in ascending order, padded to whole blocks — and
// the weight repacked in that order (layout), A's columns gathered the
// same way (perm; a pad reads column 0, where the weight is zero: its
// code is the zero point) and each new block takes its group's scale and
// zero point (groups).
type nbitsReordered struct {
	layout        nbitsLayout
	perm, groups  []int64
	identityOrder bool
}

// nbitsReorder folds the constant g_idx gt into q's layout. It reports
// ok false (take the generic decomposition) for a g_idx computed at run
// time, or one that regroups with float zero points (a pad's weight would
// not be zero); zpCode gives the integer zero point of row n's block g. A
// g_idx that names each depth's own block (k / bs) keeps the layout
// (identityOrder).
func nbitsReorder(gt *graph.Tensor, q nbitsLayout, intZP bool, zpCode func(n, g int64) int64) (r nbitsReordered, ok bool, err error) {
	if gt == nil {
		return r, false, nil
	}
	if int64(gt.Len()) != q.K {
		return r, false, fmt.Errorf("g_idx has %d elements, want %d", gt.Len(), q.K)
	}
	members := make([][]int64, q.nb)
	identity := true
	for k := range q.K {
		g := gt.Int64(int(k))
		if g < 0 || g >= q.nb {
			return r, false, fmt.Errorf("g_idx[%d] = %d is outside [0, %d)", k, g, q.nb)
		}
		members[g] = append(members[g], k)
		identity = identity && g == k/q.bs
	}
	if identity {
		return nbitsReordered{layout: q, identityOrder: true}, true, nil
	}
	if !intZP || zpCode == nil {
		return r, false, nil
	}
	for g, m := range members {
		for range (int64(len(m)) + q.bs - 1) / q.bs {
			r.groups = append(r.groups, int64(g))
		}
	}
	nb2 := int64(len(r.groups))
	r.perm = make([]int64, 0, nb2*q.bs)
	src := make([]int64, 0, nb2*q.bs) // the original depth, or -1 for a pad
	for _, m := range members {
		r.perm = append(r.perm, m...)
		src = append(src, m...)
		for len(src)%int(q.bs) != 0 {
			r.perm = append(r.perm, 0)
			src = append(src, -1)
		}
	}
	out := make([]byte, q.N*nb2*q.blob())
	for n := range q.N {
		for j, k := range src {
			c := int64(0)
			if k >= 0 {
				c = q.code(n, k)
			} else {
				c = zpCode(n, r.groups[int64(j)/q.bs])
			}
			i := n*nb2*q.bs + int64(j)
			out[i/q.per()] |= byte(c << uint((i%q.per())*q.bits))
		}
	}
	r.layout = nbitsLayout{K: nb2 * q.bs, N: q.N, bits: q.bits, bs: q.bs, nb: nb2, packed: out}
	return r, true, nil
}
