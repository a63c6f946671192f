package passes

import (
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// recGraph builds a recurrent op (or a stack of layers) as PyTorch
// exports a batch_first module: x [B, T, I] through Transpose(1,0,2), the
// ops in layout 0, each layer's Y into the next layer's X through
// Transpose(0,2,1,3) and a Reshape to [T, B, D·H], the last Y through the
// same and Transpose(1,0,2) (or, with squeeze, Squeezes of the direction
// axis instead of Transpose and Reshape).
type recGraph struct {
	op, direction    string
	layers           int // 0: 1
	B, T, I, H       int64
	seqLens, h0, c0  bool
	yh, yc, lbr      bool
	squeeze, noFirst bool // Y's chains without their first Transpose
	xPerm            []int64
	yExtraReader     bool // the last Y is also a graph output
	yUnused          bool
	seqFirstOut      bool // the last Y leaves seq first (no last Transpose)
}

func (r recGraph) dirs() int64 {
	if r.direction == "bidirectional" {
		return 2
	}
	return 1
}

func (r recGraph) build() *graph.Graph {
	b := newBuilder()
	D, G := r.dirs(), map[string]int64{"RNN": 1, "GRU": 3, "LSTM": 4}[r.op]
	perm := r.xPerm
	if perm == nil {
		perm = []int64{1, 0, 2}
	}
	// x's dims are X's [T, B, I] before the permutation.
	xs := make([]int64, 3)
	for i, p := range perm {
		xs[p] = []int64{r.T, r.B, r.I}[i]
	}
	x := b.input("x", graph.Float32, xs...)
	X := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(perm...)}, x)
	var seqLens *graph.Value
	if r.seqLens {
		seqLens = b.input("seq_lens", graph.Int32, r.B)
	}
	// seqFirst moves a layer's Y [T, D, B, H] to [T, B, D·H].
	seqFirst := func(y *graph.Value, l int) *graph.Value {
		if r.squeeze {
			return b.op("Squeeze", nil, y, b.ints("axes"+itoa(l), 1))
		}
		if !r.noFirst {
			y = b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, y)
		}
		return b.op("Reshape", nil, y, b.ints("shape"+itoa(l), r.T, r.B, D*r.H))
	}
	var outs []*graph.Value
	in := r.I
	for l := range max(r.layers, 1) {
		sfx := itoa(l)
		ins := []*graph.Value{X, b.input("w"+sfx, graph.Float32, D, G*r.H, in), b.input("r"+sfx, graph.Float32, D, G*r.H, r.H),
			b.input("bias"+sfx, graph.Float32, D, 2*G*r.H), seqLens, nil, nil}
		if r.h0 {
			ins[5] = b.input("h0_"+sfx, graph.Float32, D, r.B, r.H)
		}
		if r.c0 {
			ins[6] = b.input("c0_"+sfx, graph.Float32, D, r.B, r.H)
		}
		for len(ins) > 0 && ins[len(ins)-1] == nil {
			ins = ins[:len(ins)-1]
		}
		attrs := map[string]*graph.Attr{"hidden_size": iattr(r.H), "direction": {Kind: graph.AttrString, String: r.direction}}
		if r.lbr {
			attrs["linear_before_reset"] = iattr(1)
		}
		nOut := 2
		if r.op == "LSTM" {
			nOut = 3
		}
		outs = b.opN(r.op, nOut, attrs, ins...)
		if r.yh {
			b.output(outs[1])
		}
		if r.yc {
			b.output(outs[2])
		}
		if l < max(r.layers, 1)-1 {
			X, in = seqFirst(outs[0], l), D*r.H
		}
	}
	switch {
	case r.yUnused:
	case r.seqFirstOut:
		b.output(seqFirst(outs[0], 99))
	default:
		b.output(b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0, 2)}, seqFirst(outs[0], 99)))
	}
	if r.yExtraReader {
		b.output(outs[0])
	}
	return b.g
}

// TestBatchFirstRecurrent checks the rewrite on fresh random data against
// the reference evaluator of the graph as exported: one and two
// directions, batch rows 1 and more, sequence lengths, initial and final
// states, and the graphs it must leave alone (another X permutation, Y
// read elsewhere, Y's directions mixed by a plain reshape, states that
// would cost more than the Transposes saved).
func TestBatchFirstRecurrent(t *testing.T) {
	for _, tc := range []struct {
		name      string
		r         recGraph
		rewritten bool
	}{
		{"gru_tagger", recGraph{op: "GRU", direction: "bidirectional", B: 3, T: 9, I: 5, H: 6, h0: true, yh: true, lbr: true}, true},
		{"gru_seq_lens", recGraph{op: "GRU", direction: "bidirectional", B: 4, T: 7, I: 3, H: 5, seqLens: true, h0: true}, true},
		{"lstm_states", recGraph{op: "LSTM", direction: "bidirectional", B: 2, T: 40, I: 8, H: 7, h0: true, c0: true, yh: true, yc: true, seqLens: true}, true},
		{"lstm_forward_squeeze", recGraph{op: "LSTM", direction: "forward", B: 3, T: 8, I: 4, H: 5, squeeze: true}, true},
		{"rnn_reverse_batch1_no_first", recGraph{op: "RNN", direction: "reverse", B: 1, T: 11, I: 3, H: 4, noFirst: true, yh: true}, true},
		{"rnn_y_unused", recGraph{op: "RNN", direction: "bidirectional", B: 2, T: 12, I: 6, H: 3, yUnused: true, yh: true}, true},
		{"x_other_perm", recGraph{op: "GRU", direction: "forward", B: 3, T: 9, I: 3, H: 4, xPerm: []int64{2, 0, 1}}, false},
		{"y_also_output", recGraph{op: "GRU", direction: "bidirectional", B: 2, T: 9, I: 3, H: 4, yExtraReader: true}, false},
		{"directions_mixed", recGraph{op: "GRU", direction: "bidirectional", B: 2, T: 9, I: 3, H: 4, noFirst: true}, false},
		{"states_cost_more", recGraph{op: "LSTM", direction: "bidirectional", B: 2, T: 1, I: 2, H: 30, h0: true, c0: true, yh: true, yc: true}, false},
		{"gru_stack", recGraph{op: "GRU", direction: "bidirectional", layers: 2, B: 3, T: 9, I: 5, H: 6, h0: true, yh: true, lbr: true, seqLens: true}, true},
		{"lstm_stack_squeeze", recGraph{op: "LSTM", direction: "forward", layers: 3, B: 2, T: 8, I: 4, H: 5, squeeze: true, seqLens: true}, true},
		{"stack_states_cost_more", recGraph{op: "LSTM", direction: "forward", layers: 3, B: 2, T: 8, I: 4, H: 5, squeeze: true, yh: true}, false},
		{"stack_seq_first_out", recGraph{op: "GRU", direction: "bidirectional", layers: 2, B: 3, T: 9, I: 5, H: 6, seqFirstOut: true}, false},
		{"stack_directions_mixed", recGraph{op: "RNN", direction: "bidirectional", layers: 2, B: 2, T: 9, I: 3, H: 4, noFirst: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.r.build()
			before := countOps(g)
			after := checkEquivalent(t, g, Pipeline{BatchFirstRecurrent{}, &InferShapes{}})
			ops := countOps(after)
			var recs []*graph.Node
			for _, n := range after.Nodes {
				if n.OpType == tc.r.op {
					recs = append(recs, n)
				}
			}
			if len(recs) != max(tc.r.layers, 1) {
				t.Fatalf("%d %s after the pass:\n%s", len(recs), tc.r.op, after)
			}
			if !tc.rewritten {
				for _, rec := range recs {
					if rec.Int("layout", 0) != 0 || ops["Transpose"] != before["Transpose"] {
						t.Fatalf("rewrote what it must not: %v\n%s", ops, after)
					}
				}
				return
			}
			states := 0
			for _, on := range []bool{tc.r.h0, tc.r.c0, tc.r.yh, tc.r.yc} {
				if on {
					states += len(recs)
				}
			}
			if ops["Transpose"] != states || recs[0].Input(0) != after.Inputs[0] {
				t.Fatalf("after the pass (%d state transposes expected): %v\n%s", states, ops, after)
			}
			for _, rec := range recs {
				if rec.Int("layout", 0) != 1 {
					t.Fatalf("%s not in layout 1:\n%s", rec.Name, after)
				}
			}
		})
	}
}
