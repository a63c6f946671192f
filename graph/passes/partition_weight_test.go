package passes

import (
	"context"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// weightKinds is dagKinds with the bit ops of an unpacking.
func weightKinds(n *graph.Node) OpKind {
	switch n.OpType {
	case "BitShift", "BitwiseAnd":
		return OpPointwise
	}
	return dagKinds(n)
}

// TestPackedWeightPrologue: the ops that dequantize a packed constant
// (shift, mask, cast, zero point, scale, then a reshape, a slice and a
// Cast to half) join the product's partition; the same chain over a
// constant that is not packed, a chain whose value is read elsewhere, or
// one reading a graph input does not.
func TestPackedWeightPrologue(t *testing.T) {
	to32 := map[string]*graph.Attr{"to": iattr(1)}
	to16 := map[string]*graph.Attr{"to": iattr(10)}
	chain := func(b *builder, packed bool, slice, half bool, extra func(w *graph.Value)) {
		x := b.input("x", graph.Float32, 4, 24)
		bt, _ := graph.NewTensor(graph.Uint8, graph.Shape{2, 8, 1, 8})
		for i := range bt.Data {
			bt.Data[i] = byte(i * 37)
		}
		q := b.konst("q", bt)
		q.Packed = packed
		sh, _ := graph.NewTensor(graph.Uint8, graph.Shape{1, 1, 2, 1})
		sh.Data[1] = 4
		mask, _ := graph.NewTensor(graph.Uint8, graph.Shape{})
		mask.Data[0] = 15
		v := b.op("BitShift", map[string]*graph.Attr{"direction": {Kind: graph.AttrString, String: "RIGHT"}}, q, b.konst("sh", sh))
		v = b.op("BitwiseAnd", nil, v, b.konst("mask", mask))
		v = b.op("Cast", to32, v)
		v = b.op("Sub", nil, v, b.floats("zp", graph.Shape{2, 1, 1, 8}, 8, 7, 6, 5, 4, 3, 2, 1, 8, 7, 6, 5, 4, 3, 2, 1))
		w := b.op("Mul", nil, v, b.floats("s", graph.Shape{2, 1, 1, 8}, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8))
		if extra != nil {
			extra(w)
		}
		w = b.op("Reshape", nil, w, b.ints("shape", 32, 8))
		if slice {
			w = b.op("Slice", nil, w, b.ints("st", 0), b.ints("en", 24), b.ints("ax", 0))
		} else {
			x = b.input("x32", graph.Float32, 4, 32)
		}
		if half {
			w = b.op("Cast", to16, w)
			x = b.op("Cast", to16, x)
		}
		b.output(b.op("MatMul", nil, x, w))
	}
	for _, tc := range []struct {
		name  string
		build func(b *builder)
		want  string
	}{
		{"packed, sliced", func(b *builder) { chain(b, true, true, false, nil) },
			"mlir:BitShift+BitwiseAnd+Cast+Sub+Mul+Reshape+Slice+MatMul"},
		{"packed, to half", func(b *builder) { chain(b, true, false, true, nil) },
			"spirv:Cast mlir:BitShift+BitwiseAnd+Cast+Sub+Mul+Reshape+Cast+MatMul"},
		{"not packed", func(b *builder) { chain(b, false, true, false, nil) },
			"spirv:BitShift+BitwiseAnd+Cast+Sub+Mul alias:Reshape spirv:Slice mlir:MatMul"},
		{"the weight read elsewhere", func(b *builder) { chain(b, true, true, false, func(w *graph.Value) { b.output(w) }) },
			"spirv:BitShift+BitwiseAnd+Cast+Sub+Mul spirv:Reshape spirv:Slice mlir:MatMul"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			tc.build(b)
			if err := (&InferShapes{}).Run(context.Background(), b.g); err != nil {
				t.Fatal(err)
			}
			parts, err := PartitionGraph(b.g, weightKinds)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range parts {
				var ops []string
				for _, n := range p.Nodes {
					ops = append(ops, n.OpType)
				}
				class := p.Class.String()
				if p.Alias {
					class = "alias"
				}
				got = append(got, class+":"+strings.Join(ops, "+"))
			}
			if s := strings.Join(got, " "); s != tc.want {
				t.Fatalf("partitions %s, want %s", s, tc.want)
			}
		})
	}
}
