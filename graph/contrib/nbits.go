package contrib

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// weightOnlyOps are ONNX Runtime's weight-only quantized ops
// (MatMulNBitsQuantizer, GatherBlockQuantized embeddings). Their packed
// weights stay packed in the bundle: the decomposition unpacks them with
// bit operations at run time (the weight's value is marked Packed, so
// constant folding leaves it), and the unpacking fuses into the kernels
// that read it.
func weightOnlyOps() []contribOp {
	ms := MicrosoftDomain
	return []contribOp{
		{ms, "MatMulNBits", buildMatMulNBits},
		{ms, "GatherBlockQuantized", buildGatherBlockQuantized},
	}
}

// shapeHead is Shape(x) without its last drop dims, for reshapes that keep
// the leading dims of a value whose rank is not known at import.
func (b *cbuild) shapeHead(x *graph.Value, drop int64) *graph.Value {
	s := b.op("Shape", x)
	return b.op("Slice", s, b.i64s(0), b.i64s(-drop), b.i64s(0))
}

// reshapeTail reshapes x to its leading dims (all but the last drop) and
// then tail.
func (b *cbuild) reshapeTail(x *graph.Value, drop int64, tail ...int64) *graph.Value {
	shape := b.op("Concat", b.shapeHead(x, drop), b.i64s(tail...))
	shape.Producer.SetInt("axis", 0)
	return b.op("Reshape", x, shape)
}

// unpackBits unpacks uint8 x along its last axis into codes of bits bits
// each (2, 4 or 8), low-order bits first: (..., n) -> (..., n·8/bits).
func (b *cbuild) unpackBits(x *graph.Value, bits int64, rank int) *graph.Value {
	if bits == 8 {
		return x
	}
	per := 8 / bits
	mask := b.scalar(graph.Uint8, float64(int64(1)<<bits-1))
	parts := make([]*graph.Value, per)
	for i := range per {
		v := x
		if i > 0 {
			v = b.op("BitShift", x, b.scalar(graph.Uint8, float64(i*bits)))
			v.Producer.Attrs["direction"] = &graph.Attr{Kind: graph.AttrString, String: "RIGHT"}
		}
		if i < per-1 {
			v = b.op("BitwiseAnd", v, mask)
		}
		parts[i] = b.unsqueeze(v, -1)
	}
	c := b.op("Concat", parts...)
	c.Producer.SetInt("axis", -1)
	if rank > 0 {
		dims := make([]int64, rank)
		dims[rank-1] = -1
		return b.reshape(c, dims...) // zeros copy the leading dims
	}
	return b.reshapeTail(c, 2, -1)
}

// buildMatMulNBits: MatMulNBits(A, B, scales, zero_points?, g_idx?,
// bias?) with attributes K, N, bits (4), block_size: B (N, k_blocks,
// blob) holds bits-bit codes packed low-first along K; the weight is
// W[n, k] = (code[n, k] - zero_point[n, block]) · scale[n, block] (zero
// point 2^(bits-1) by default; uint8 zero points are packed like B, float
// ones are not; g_idx[k] names k's block), and Y = A · Wᵀ + bias.
//
// The weight is written in the block-quantized form the product kernels
// dequantize as they load B (quantizedWeight): the packed bytes, still
// bits-bit, in a constant laid out (k_blocks, blob, 1, N), then one
// pointwise chain over (k_blocks, blob, 8/bits, N) — BitShift by each
// code's place, BitwiseAnd, Cast, Sub the zero point, Mul the scale —
// and a Reshape to (K, N) (a Slice when K is not a whole number of
// blocks) feeding MatMul's B. The partitioner puts that chain in the
// product's kernel (passes.PartitionGraph: a packed weight's prologue),
// so no K×N weight is written at run time. A constant g_idx is folded
// into the layout (nbitsReorder); a g_idx computed at run time, or one
// with float zero points, takes the generic decomposition
// (dequantWeight), whose unpacking runs as kernels of its own.
func buildMatMulNBits(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2)
	if err != nil {
		return err
	}
	a, w, scales := in[0], in[1], in[2]
	K, N, bits, bs := n.Int("K", 0), n.Int("N", 0), n.Int("bits", 4), n.Int("block_size", 0)
	if K <= 0 || N <= 0 {
		return fmt.Errorf("attributes K and N are required (K %d, N %d)", K, N)
	}
	if bits != 2 && bits != 4 && bits != 8 {
		return fmt.Errorf("bits %d: 2, 4 and 8 are supported", bits)
	}
	if bs < 16 || bs&(bs-1) != 0 {
		return fmt.Errorf("block_size %d must be a power of two >= 16", bs)
	}
	if n.Int("weight_prepacked", 0) != 0 {
		return fmt.Errorf("prepacked weights (weight_prepacked) are not supported")
	}
	nb := (K + bs - 1) / bs
	blob := bs * bits / 8
	if s, ok := b.staticShape(w); !ok || !s.Equal(graph.Shape{N, nb, blob}) {
		return fmt.Errorf("B must be a constant of shape [%d %d %d], is %v", N, nb, blob, s)
	}
	packed := b.g.Const(w)
	if packed == nil {
		return fmt.Errorf("B must be a constant")
	}
	if dt := dtype(w); dt != graph.Uint8 {
		return fmt.Errorf("B must be uint8, is %v", dt)
	}
	dt := floatType(scales)
	gidx := n.Input(4)
	if gidx != nil {
		if s, ok := b.staticShape(gidx); ok && !s.Equal(graph.Shape{K}) {
			return fmt.Errorf("g_idx has shape %v, want [%d]", s, K)
		}
	}
	s2 := b.reshape(scales, N, nb) // (N, nb)
	var zp2 *graph.Value           // (N, nb), or a scalar
	zp := n.Input(3)
	switch {
	case zp == nil:
		zp2 = b.scalar(dt, float64(int64(1)<<(bits-1)))
	case dtype(zp) == graph.Uint8:
		u := b.unpackBits(b.reshape(zp, N, -1), bits, 2)
		zp2 = b.cast(b.slice(u, 1, 0, nb), dt)
	case dtype(zp).IsFloat():
		zp2 = b.reshape(zp, N, nb)
	default:
		return fmt.Errorf("zero_points must be uint8 or float, is %v", dtype(zp))
	}
	var y *graph.Value
	q := nbitsLayout{K: K, N: N, bits: bits, bs: bs, nb: nb, packed: packed.Data}
	switch {
	case gidx == nil:
		y = b.op("MatMul", a, b.quantizedWeight(q, b.constant(q.transposed()), s2, zp2, dt))
	default:
		r, ok, err := nbitsReorder(b.g.Const(gidx), q, zp == nil || dtype(zp) == graph.Uint8, zpCodes(b.g, zp, q))
		if err != nil {
			return err
		}
		if ok && r.identityOrder {
			y = b.op("MatMul", a, b.quantizedWeight(q, b.constant(q.transposed()), s2, zp2, dt))
			break
		}
		if !ok {
			w.Packed = true
			y = b.op("MatMul", a, b.transpose(b.dequantWeight(w, s2, zp2, gidx, q, dt), 1, 0))
			break
		}
		// A's columns in the new order (a pad reads column 0, where the
		// weight is zero), the blocks' scales and zero points by group.
		ga := b.op("Gather", a, b.i64s(r.perm...))
		ga.Producer.SetInt("axis", -1)
		groups := b.i64s(r.groups...)
		gs := b.op("Gather", s2, groups)
		gs.Producer.SetInt("axis", 1)
		gz := zp2
		if b.rank(zp2) != 0 {
			gz = b.op("Gather", zp2, groups)
			gz.Producer.SetInt("axis", 1)
		}
		y = b.op("MatMul", ga, b.quantizedWeight(r.layout, b.constant(r.layout.transposed()), gs, gz, dt))
	}
	if bias := n.Input(5); bias != nil {
		y = b.op("Add", y, bias)
	}
	b.bind(n.Output(0), y)
	return nil
}

// zpCodes reads the integer zero point of row n's block g: the default
// 2^(bits-1), or a constant uint8 zero_points input (packed like B, a row
// of whole bytes per n). It is nil for zero points computed at run time.
func zpCodes(g *graph.Graph, zp *graph.Value, q nbitsLayout) func(n, blk int64) int64 {
	if zp == nil {
		return func(int64, int64) int64 { return 1 << (q.bits - 1) }
	}
	t := g.Const(zp)
	if t == nil || t.DType != graph.Uint8 {
		return nil
	}
	row := (q.nb + q.per() - 1) / q.per()
	if int64(len(t.Data)) != q.N*row {
		return nil
	}
	return func(n, blk int64) int64 {
		return int64(t.Data[n*row+blk/q.per()]>>uint((blk%q.per())*q.bits)) & (1<<q.bits - 1)
	}
}

// dequantWeight is the generic decomposition of a MatMulNBits weight:
// the (N, K) weight unpacked and dequantized by kernels of their own at
// run time (for a g_idx computed at run time, or with float zero points).
func (b *cbuild) dequantWeight(w, s2, zp2, gidx *graph.Value, q nbitsLayout, dt graph.DType) *graph.Value {
	N, nb, bs, K := q.N, q.nb, q.bs, q.K
	codes := b.cast(b.unpackBits(w, q.bits, 3), dt) // (N, nb, bs)
	qk := b.reshape(codes, N, nb*bs)
	idx := b.cast(gidx, graph.Int64)
	sk := b.op("Gather", s2, idx)
	sk.Producer.SetInt("axis", 1)
	if b.rank(zp2) != 0 {
		zp2 = b.op("Gather", zp2, idx)
		zp2.Producer.SetInt("axis", 1)
	}
	if nb*bs != K {
		qk = b.slice(qk, 1, 0, K)
	}
	return b.op("Mul", b.op("Sub", qk, zp2), sk)
}

// buildGatherBlockQuantized: GatherBlockQuantized(data, indices, scales,
// zero_points?) for uint8 data (bits 2, 4 or 8 packed low-first along the
// last axis, gather_axis 0, quantize_axis the last): the rows indices
// select, unpacked and dequantized per block of block_size along the last
// axis, (code - zero_point) · scale, zero point 2^(bits-1) by default.
// Only the gathered rows are unpacked, at run time.
func buildGatherBlockQuantized(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2)
	if err != nil {
		return err
	}
	data, idx, scales := in[0], in[1], in[2]
	if dt := dtype(data); dt != graph.Uint8 {
		return fmt.Errorf("data of type %v: uint8 data is supported", dt)
	}
	ds, ok := b.staticShape(data)
	if !ok || len(ds) < 1 {
		return fmt.Errorf("data must be of a known shape")
	}
	r := int64(len(ds))
	norm := func(a int64) int64 {
		if a < 0 {
			a += r
		}
		return a
	}
	if g := norm(n.Int("gather_axis", 0)); g != 0 {
		return fmt.Errorf("gather_axis %d: uint8 data gathers along axis 0", g)
	}
	if q := norm(n.Int("quantize_axis", 1)); q != r-1 {
		return fmt.Errorf("quantize_axis %d: uint8 data is quantized along its last axis", q)
	}
	bits, bs := n.Int("bits", 4), n.Int("block_size", 128)
	if bits != 2 && bits != 4 && bits != 8 {
		return fmt.Errorf("bits %d: 2, 4 and 8 are supported", bits)
	}
	if bs < 16 || bs&(bs-1) != 0 {
		return fmt.Errorf("block_size %d must be a power of two >= 16", bs)
	}
	k := ds[r-1] * 8 / bits
	if k%bs != 0 {
		return fmt.Errorf("the last axis (%d codes) is not a whole number of blocks of %d", k, bs)
	}
	dt := floatType(scales)
	gather := func(v *graph.Value) *graph.Value {
		g := b.op("Gather", v, idx)
		g.Producer.SetInt("axis", 0)
		return g
	}
	codes := b.cast(b.reshapeTail(b.unpackBits(gather(data), bits, 0), 1, k/bs, bs), dt) // (..., nb, bs)
	var zp *graph.Value
	if z := n.Input(3); z != nil {
		u := b.slice(b.unpackBits(gather(z), bits, 0), -1, 0, k/bs)
		zp = b.unsqueeze(b.cast(u, dt), -1)
	} else {
		zp = b.scalar(dt, float64(int64(1)<<(bits-1)))
	}
	deq := b.op("Mul", b.op("Sub", codes, zp), b.unsqueeze(gather(scales), -1))
	b.bind(n.Output(0), b.reshapeTail(deq, 2, k))
	return nil
}
