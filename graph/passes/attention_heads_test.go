package passes

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// packedAttn builds one attention as ModernBERT's transformers export
// writes it: one packed projection [B, S, 3·H·D] reshaped to [B, S, 3,
// H, D] (or [B, S, H, 3, D] with headMajor, whose parts are not column
// ranges), Split along the 3, each part Squeezed and its heads moved
// forward, RotaryEmbedding on Q and K in the 4-D form (unless noRotary),
// K's last two dims swapped, the scale, an additive mask, Softmax, the
// product with V and the heads merged back.
type packedAttn struct {
	noRotary  bool
	headMajor bool  // [B, S, H, 3, D]: Q, K and V interleaved per head
	leak      bool  // Q's rotary output is a graph output too
	posIDs    bool  // the rotaries read position ids
	rotDim    int64 // rotary_embedding_dim (0: the whole head)
	sameCache bool  // Q's and K's caches hold the same values (two constants)
}

func (a packedAttn) build(r *rand.Rand) *graph.Graph {
	const B, S, H, D = 2, 6, 3, 8
	b := newBuilder()
	b.g.Opset = 23
	x := b.input("qkv", graph.Float32, B, S, 3*H*D)
	mask := b.input("mask", graph.Float32, B, 1, S, S)
	shape, axis, sq := b.ints("shape", B, S, 3, H, D), int64(2), b.ints("sq", 2)
	if a.headMajor {
		shape, axis, sq = b.ints("shape", B, S, H, 3, D), 3, b.ints("sq", 3)
	}
	r5 := b.op("Reshape", nil, x, shape)
	parts := b.opN("Split", 3, map[string]*graph.Attr{"axis": iattr(axis)}, r5, b.ints("split", 1, 1, 1))
	half := int64(D / 2)
	if a.rotDim != 0 {
		half = a.rotDim / 2
	}
	cacheShape := graph.Shape{B, S, half}
	if a.posIDs {
		cacheShape = graph.Shape{2 * S, half} // indexed by the ids
	}
	tables := map[string][]float64{}
	cache := func(name string) *graph.Value {
		v := make([]float64, cacheShape.Size())
		for i := range v {
			v[i] = r.Float64()*2 - 1
		}
		if a.sameCache { // cos0 and cos1 alike, sin0 and sin1
			if t, ok := tables[name[:3]]; ok {
				v = t
			}
			tables[name[:3]] = v
		}
		return b.floats(name, cacheShape, v...)
	}
	var pos *graph.Value
	if a.posIDs {
		ids := make([]int64, B*S)
		for i := range ids {
			ids[i] = int64(r.IntN(2 * S))
		}
		pos = b.ints("pos", ids...)
		b.g.Initializers["pos"].Shape = graph.Shape{B, S}
		pos.Shape = graph.Shape{B, S}
	}
	heads := make([]*graph.Value, 3)
	for i, p := range parts {
		s := b.op("Squeeze", nil, p, sq)
		heads[i] = b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, s)
		if i < 2 && !a.noRotary {
			ins := []*graph.Value{heads[i], cache("cos" + itoa(i)), cache("sin" + itoa(i))}
			if pos != nil {
				ins = append(ins, pos)
			}
			var attrs map[string]*graph.Attr
			if a.rotDim != 0 {
				attrs = map[string]*graph.Attr{"rotary_embedding_dim": iattr(a.rotDim)}
			}
			heads[i] = b.op("RotaryEmbedding", attrs, ins...)
		}
	}
	if a.leak {
		b.output(heads[0])
	}
	kt := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 1, 3, 2)}, heads[1])
	s := b.op("MatMul", nil, heads[0], kt)
	s = b.op("Mul", nil, s, b.floats("scale", nil, 1/math.Sqrt(D)))
	s = b.op("Add", nil, s, mask)
	p := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(-1)}, s)
	o := b.op("MatMul", nil, p, heads[2])
	t := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, o)
	b.output(b.op("Reshape", nil, t, b.ints("shapey", B, S, H*D)))
	return b.g
}

// TestFuseAttentionPackedHeads checks that the pass fuses ModernBERT's
// attention (a packed projection Split into Q, K and V, rotary embedding
// on the heads) into one Attention node reading column Slices of the
// projection, Q and K through RotaryEmbedding in its 3-D form, and that
// the rewritten graph computes what the original does on random data
// (reference evaluator); and that it leaves alone what it must: parts
// that are not column ranges, a rotary output read elsewhere.
func TestFuseAttentionPackedHeads(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, tc := range []struct {
		name  string
		a     packedAttn
		fused bool
	}{
		{"modernbert", packedAttn{sameCache: true}, true},
		{"modernbert, position ids", packedAttn{sameCache: true, posIDs: true}, true},
		{"rotaries apart", packedAttn{}, true},
		{"no rotary", packedAttn{noRotary: true}, true},
		{"position ids, partial rotary", packedAttn{posIDs: true, rotDim: 4}, true},
		{"head major parts", packedAttn{headMajor: true}, false},
		{"rotary read elsewhere", packedAttn{leak: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.a.build(r)
			after := checkEquivalentTol(t, g, Pipeline{FuseAttention{}}, 1e-4)
			ops := countOps(after)
			if !tc.fused {
				if ops["Attention"] != 0 || ops["Softmax"] != 1 {
					t.Fatalf("fused what it must not: %v", ops)
				}
				return
			}
			// Q, K and V read column Slices of the projection; Q's and K's
			// rotaries with the same caches are one over a Slice of both,
			// which Q and K read as Slices of its halves.
			rot, slices, heads := 2, 3, int64(3)
			switch {
			case tc.a.noRotary:
				rot = 0
			case tc.a.sameCache:
				rot, slices, heads = 1, 4, 6
			}
			if ops["Attention"] != 1 || ops["Split"] != 0 || ops["Transpose"] != 0 || ops["Reshape"] != 0 || ops["Squeeze"] != 0 ||
				ops["Slice"] != slices || ops["RotaryEmbedding"] != rot || ops["Softmax"] != 0 || ops["MatMul"] != 0 {
				t.Fatalf("after the pass: %v\n%s", ops, after)
			}
			for _, n := range after.Nodes {
				switch n.OpType {
				case "Attention":
					if n.Int("q_num_heads", 0) != 3 || math.Abs(float64(n.Float("scale", 0))-1/math.Sqrt(8)) > 1e-6 {
						t.Fatalf("attention attrs: %v", n.Attrs)
					}
				case "RotaryEmbedding":
					if n.Int("num_heads", 0) != heads || len(n.Input(0).Shape) != 3 || n.Input(0).Shape[2] != heads*8 {
						t.Fatalf("rotary not in the 3-D form: %v on %v", n.Attrs, n.Input(0).Shape)
					}
				case "Slice":
					if _, start, size, ok := ColumnSlice(after, n); !ok || size%24 != 0 || start%24 != 0 {
						t.Fatalf("slice %s is not a column range of heads", n.Name)
					}
				}
			}
		})
	}
}
