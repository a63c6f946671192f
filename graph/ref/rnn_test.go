package ref

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// act is an activation of a test case with the alpha and beta it takes.
type act struct {
	name        string
	alpha, beta float64
}

// actFuncs are the activations spelled out from the ONNX RNN docs, with
// how many alphas and betas each takes.
var actFuncs = map[string]struct {
	alphas, betas int
	f             func(x, a, b float64) float64
}{
	"Relu":            {0, 0, func(x, _, _ float64) float64 { return max(0, x) }},
	"Tanh":            {0, 0, func(x, _, _ float64) float64 { return (1 - math.Exp(-2*x)) / (1 + math.Exp(-2*x)) }},
	"Sigmoid":         {0, 0, func(x, _, _ float64) float64 { return 1 / (1 + math.Exp(-x)) }},
	"Affine":          {1, 1, func(x, a, b float64) float64 { return a*x + b }},
	"LeakyRelu":       {1, 0, func(x, a, _ float64) float64 { return map[bool]float64{true: x, false: a * x}[x >= 0] }},
	"ThresholdedRelu": {1, 0, func(x, a, _ float64) float64 { return map[bool]float64{true: x, false: 0}[x > a] }},
	"ScaledTanh":      {1, 1, func(x, a, b float64) float64 { return a * math.Tanh(b*x) }},
	"HardSigmoid":     {1, 1, func(x, a, b float64) float64 { return min(max(a*x+b, 0), 1) }},
	"Elu":             {1, 0, func(x, a, _ float64) float64 { return map[bool]float64{true: x, false: a * (math.Exp(x) - 1)}[x >= 0] }},
	"Softsign":        {0, 0, func(x, _, _ float64) float64 { return x / (1 + math.Abs(x)) }},
	"Softplus":        {0, 0, func(x, _, _ float64) float64 { return math.Log(1 + math.Exp(x)) }},
}

// rnnCase is one configuration of a recurrent op.
type rnnCase struct {
	op, dir                   string
	layout                    int64
	T, B, I, H                int64
	bias, h0, c0, peep, lens  bool
	clip                      float64
	inputForget, linearBefore bool
	acts                      []act // nil: the defaults
}

func (c rnnCase) dirs() int64 {
	if c.dir == "bidirectional" {
		return 2
	}
	return 1
}

func (c rnnCase) gates() int64 { return map[string]int64{"RNN": 1, "GRU": 3, "LSTM": 4}[c.op] }

// rnnOperands are a case's inputs in the spec's layouts (nil: absent).
type rnnOperands struct {
	x, w, r, b, h0, c0, p []float64
	lens                  []int64
}

// naiveRecurrent is the spec's equations written out one time step at a
// time on [dir][batch][unit] arrays, in layout 0 (layout 1 is transposed
// on the way in and out). It returns Y [T][D][B][H], Y_h and Y_c [D][B][H].
func naiveRecurrent(c rnnCase, in rnnOperands) (y, yh, yc [][][][]float64) {
	D, G, T, B, I, H := c.dirs(), c.gates(), c.T, c.B, c.I, c.H
	acts := c.acts
	if acts == nil {
		def := map[string][]act{"RNN": {{"Tanh", 0, 0}}, "GRU": {{"Sigmoid", 0, 0}, {"Tanh", 0, 0}},
			"LSTM": {{"Sigmoid", 0, 0}, {"Tanh", 0, 0}, {"Tanh", 0, 0}}}[c.op]
		for range D {
			acts = append(acts, def...)
		}
	}
	per := len(acts) / int(D)
	xAt := func(t, b, i int64) float64 {
		if c.layout == 1 {
			return in.x[(b*T+t)*I+i]
		}
		return in.x[(t*B+b)*I+i]
	}
	stAt := func(d, b, i int64) int64 {
		if c.layout == 1 {
			return (b*D+d)*H + i
		}
		return (d*B+b)*H + i
	}
	y = make([][][][]float64, T)
	for t := range y {
		y[t] = make([][][]float64, D)
		for d := range y[t] {
			y[t][d] = make([][]float64, B)
			for b := range y[t][d] {
				y[t][d][b] = make([]float64, H)
			}
		}
	}
	yh, yc = make([][][][]float64, 1), make([][][][]float64, 1)
	yh[0], yc[0] = make([][][]float64, D), make([][][]float64, D)
	for d := range D {
		yh[0][d], yc[0][d] = make([][]float64, B), make([][]float64, B)
		f := func(k int, x float64) float64 {
			if c.clip > 0 {
				x = min(max(x, -c.clip), c.clip)
			}
			a := acts[int(d)*per+k]
			return actFuncs[a.name].f(x, a.alpha, a.beta)
		}
		// gate g of unit j: x·W[g]ᵀ + Wb[g], and v·R[g]ᵀ + Rb[g].
		wx := func(g, j int64, t, b int64) float64 {
			s := 0.0
			for i := range I {
				s += xAt(t, b, i) * in.w[((d*G+g)*H+j)*I+i]
			}
			if in.b != nil {
				s += in.b[d*2*G*H+g*H+j]
			}
			return s
		}
		rv := func(g, j int64, v []float64) float64 {
			s := 0.0
			for k := range H {
				s += v[k] * in.r[((d*G+g)*H+j)*H+k]
			}
			if in.b != nil {
				s += in.b[d*2*G*H+G*H+g*H+j]
			}
			return s
		}
		for b := range B {
			L := T
			if in.lens != nil {
				L = in.lens[b]
			}
			h, cs := make([]float64, H), make([]float64, H)
			for j := range H {
				if in.h0 != nil {
					h[j] = in.h0[stAt(d, b, j)]
				}
				if in.c0 != nil {
					cs[j] = in.c0[stAt(d, b, j)]
				}
			}
			for s := range L {
				t := s
				if c.dir == "reverse" || d == 1 {
					t = L - 1 - s
				}
				next, nextC := make([]float64, H), make([]float64, H)
				for j := range H {
					switch c.op {
					case "RNN":
						next[j] = f(0, wx(0, j, t, b)+rv(0, j, h))
					case "GRU":
						z := f(0, wx(0, j, t, b)+rv(0, j, h))
						var hh float64
						if c.linearBefore {
							r := f(0, wx(1, j, t, b)+rv(1, j, h))
							hh = f(1, wx(2, j, t, b)+r*rv(2, j, h))
						} else {
							rh := make([]float64, H)
							for k := range H {
								rh[k] = f(0, wx(1, k, t, b)+rv(1, k, h)) * h[k]
							}
							hh = f(1, wx(2, j, t, b)+rv(2, j, rh))
						}
						next[j] = (1-z)*hh + z*h[j]
					case "LSTM":
						p := func(g int64) float64 {
							if in.p == nil {
								return 0
							}
							return in.p[d*3*H+g*H+j]
						}
						ig := f(0, wx(0, j, t, b)+rv(0, j, h)+p(0)*cs[j])
						fg := 1 - ig
						if !c.inputForget {
							fg = f(0, wx(2, j, t, b)+rv(2, j, h)+p(2)*cs[j])
						}
						cc := f(1, wx(3, j, t, b)+rv(3, j, h))
						nextC[j] = fg*cs[j] + ig*cc
						og := f(0, wx(1, j, t, b)+rv(1, j, h)+p(1)*nextC[j])
						a := acts[int(d)*per+2]
						next[j] = og * actFuncs[a.name].f(nextC[j], a.alpha, a.beta)
					}
				}
				h, cs = next, nextC
				copy(y[t][d][b], h)
			}
			if L == 0 {
				h, cs = make([]float64, H), make([]float64, H)
			}
			yh[0][d][b], yc[0][d][b] = h, cs
		}
	}
	return y, yh, yc
}

// TestRecurrentMatchesSpec runs RNN, LSTM and GRU on random data in every
// combination the table lists and compares Y, Y_h and Y_c with the
// equations written out (naiveRecurrent).
func TestRecurrentMatchesSpec(t *testing.T) {
	all := rnnCase{bias: true, h0: true, c0: true, peep: true, lens: true}
	with := func(c rnnCase, f func(*rnnCase)) rnnCase { f(&c); return c }
	cases := map[string]rnnCase{
		"rnn defaults":          {op: "RNN", dir: "forward", T: 4, B: 2, I: 3, H: 5},
		"rnn reverse relu clip": {op: "RNN", dir: "reverse", T: 5, B: 3, I: 2, H: 4, bias: true, clip: 0.7, acts: []act{{"Relu", 0, 0}}},
		"rnn bidirectional all": with(all, func(c *rnnCase) {
			c.op, c.dir, c.T, c.B, c.I, c.H, c.c0, c.peep = "RNN", "bidirectional", 6, 3, 4, 3, false, false
		}),
		"rnn layout1 affine scaled": {op: "RNN", dir: "bidirectional", layout: 1, T: 3, B: 2, I: 3, H: 2, h0: true, lens: true, acts: []act{{"Affine", 0.5, -0.2}, {"ScaledTanh", 1.5, 0.7}}},
		"gru defaults":              {op: "GRU", dir: "forward", T: 4, B: 2, I: 3, H: 5},
		"gru bidirectional all": with(all, func(c *rnnCase) {
			c.op, c.dir, c.T, c.B, c.I, c.H, c.c0, c.peep, c.clip = "GRU", "bidirectional", 7, 3, 2, 4, false, false, 1.5
		}),
		"gru linear before reset": with(all, func(c *rnnCase) {
			c.op, c.dir, c.T, c.B, c.I, c.H, c.c0, c.peep, c.linearBefore = "GRU", "reverse", 5, 2, 3, 3, false, false, true
		}),
		"gru layout1 lbr bidir": with(all, func(c *rnnCase) {
			c.op, c.dir, c.layout, c.T, c.B, c.I, c.H, c.c0, c.peep, c.linearBefore = "GRU", "bidirectional", 1, 4, 3, 2, 3, false, false, true
		}),
		"gru hardsigmoid softsign":    {op: "GRU", dir: "bidirectional", T: 3, B: 2, I: 2, H: 3, bias: true, acts: []act{{"HardSigmoid", 0.3, 0.4}, {"Softsign", 0, 0}, {"Sigmoid", 0, 0}, {"Elu", 0.8, 0}}},
		"lstm defaults":               {op: "LSTM", dir: "forward", T: 4, B: 2, I: 3, H: 5},
		"lstm bidirectional all clip": with(all, func(c *rnnCase) { c.op, c.dir, c.T, c.B, c.I, c.H, c.clip = "LSTM", "bidirectional", 8, 4, 3, 4, 0.9 }),
		"lstm layout1 all":            with(all, func(c *rnnCase) { c.op, c.dir, c.layout, c.T, c.B, c.I, c.H = "LSTM", "bidirectional", 1, 5, 3, 2, 3 }),
		"lstm reverse input forget":   with(all, func(c *rnnCase) { c.op, c.dir, c.T, c.B, c.I, c.H, c.inputForget = "LSTM", "reverse", 6, 2, 4, 3, true }),
		"lstm activations":            {op: "LSTM", dir: "bidirectional", T: 3, B: 2, I: 2, H: 2, bias: true, h0: true, acts: []act{{"HardSigmoid", 0.25, 0.45}, {"LeakyRelu", 0.05, 0}, {"Softplus", 0, 0}, {"Sigmoid", 0, 0}, {"ThresholdedRelu", 0.1, 0}, {"Tanh", 0, 0}}},
	}
	r := newRand(t)
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			checkRecurrent(t, r, c)
		})
	}
}

// checkRecurrent evaluates one case on fresh random operands.
func checkRecurrent(t *testing.T, r *rand.Rand, c rnnCase) {
	D, G, T, B, I, H := c.dirs(), c.gates(), c.T, c.B, c.I, c.H
	rnd := func(n int64, scale float64) []float64 {
		v := make([]float64, n)
		for i := range v {
			v[i] = r.NormFloat64() * scale
		}
		return v
	}
	var in rnnOperands
	in.x, in.w, in.r = rnd(T*B*I, 1), rnd(D*G*H*I, 0.6), rnd(D*G*H*H, 0.6)
	f64 := func(v []float64, s ...int64) *graph.Tensor { return tensor(t, graph.Float64, graph.Shape(s), v...) }
	xs := graph.Shape{T, B, I}
	st := graph.Shape{D, B, H}
	if c.layout == 1 {
		xs, st = graph.Shape{B, T, I}, graph.Shape{B, D, H}
	}
	ins := []*graph.Tensor{f64(in.x, xs...), f64(in.w, D, G*H, I), f64(in.r, D, G*H, H), nil, nil, nil}
	if c.bias {
		in.b = rnd(D*2*G*H, 0.5)
		ins[3] = f64(in.b, D, 2*G*H)
	}
	if c.lens {
		in.lens = make([]int64, B)
		lv := make([]float64, B)
		for b := range in.lens {
			in.lens[b] = r.Int64N(T + 1)
			lv[b] = float64(in.lens[b])
		}
		in.lens[0], lv[0] = T, float64(T) // one full row
		ins[4] = tensor(t, graph.Int32, graph.Shape{B}, lv...)
	}
	if c.h0 {
		in.h0 = rnd(D*B*H, 1)
		ins[5] = f64(in.h0, st...)
	}
	if c.op == "LSTM" {
		ins = append(ins, nil, nil)
		if c.c0 {
			in.c0 = rnd(D*B*H, 1)
			ins[6] = f64(in.c0, st...)
		}
		if c.peep {
			in.p = rnd(D*3*H, 0.5)
			ins[7] = f64(in.p, D, 3*H)
		}
	}
	attrs := map[string]*graph.Attr{"hidden_size": ia(H), "direction": sa(c.dir)}
	if c.layout != 0 {
		attrs["layout"] = ia(c.layout)
	}
	if c.clip > 0 {
		attrs["clip"] = &graph.Attr{Kind: graph.AttrFloat, Float: float32(c.clip)}
		c.clip = float64(float32(c.clip)) // what the attribute holds
	}
	if c.inputForget {
		attrs["input_forget"] = ia(1)
	}
	if c.linearBefore {
		attrs["linear_before_reset"] = ia(1)
	}
	if c.acts != nil {
		names := &graph.Attr{Kind: graph.AttrStrings}
		alphas, betas := &graph.Attr{Kind: graph.AttrFloats}, &graph.Attr{Kind: graph.AttrFloats}
		for _, a := range c.acts {
			names.Strings = append(names.Strings, a.name)
			if actFuncs[a.name].alphas > 0 {
				alphas.Floats = append(alphas.Floats, float32(a.alpha))
			}
			if actFuncs[a.name].betas > 0 {
				betas.Floats = append(betas.Floats, float32(a.beta))
			}
		}
		attrs["activations"] = names
		if len(alphas.Floats) > 0 {
			attrs["activation_alpha"] = alphas
		}
		if len(betas.Floats) > 0 {
			attrs["activation_beta"] = betas
		}
		// The test's activations see the float32 the attributes hold.
		for i, a := range c.acts {
			c.acts[i].alpha, c.acts[i].beta = float64(float32(a.alpha)), float64(float32(a.beta))
		}
	}
	outs := 2
	if c.op == "LSTM" {
		outs = 3
	}
	n := &graph.Node{Name: c.op, OpType: c.op, Attrs: attrs}
	for i := range outs {
		n.Outputs = append(n.Outputs, &graph.Value{Name: fmt.Sprint("out", i)})
	}
	got, err := EvalNode(n, 22, ins)
	if err != nil {
		t.Fatal(err)
	}
	y, yh, yc := naiveRecurrent(c, in)
	check := func(name string, g *graph.Tensor, at func(i int64) float64) {
		for i := range int64(g.Len()) {
			if w := at(i); math.Abs(g.Float64(int(i))-w) > 1e-12*(1+math.Abs(w)) {
				t.Fatalf("%s[%d] = %v, want %v", name, i, g.Float64(int(i)), w)
			}
		}
	}
	// Unravel got's index in its layout into the naive arrays' indices.
	check("Y", got[0], func(i int64) float64 {
		h, i := i%H, i/H
		if c.layout == 1 { // [B, T, D, H]
			d, i := i%D, i/D
			return y[i%T][d][i/T][h]
		}
		b, i := i%B, i/B // [T, D, B, H]
		return y[i/D][i%D][b][h]
	})
	state := func(s [][][][]float64) func(i int64) float64 {
		return func(i int64) float64 {
			h, i := i%H, i/H
			if c.layout == 1 { // [B, D, H]
				return s[0][i%D][i/D][h]
			}
			return s[0][i/B][i%B][h]
		}
	}
	check("Y_h", got[1], state(yh))
	if c.op == "LSTM" {
		check("Y_c", got[2], state(yc))
	}
}

// TestRecurrentRejects checks that malformed operands and attributes are
// errors naming the problem, not panics.
func TestRecurrentRejects(t *testing.T) {
	f := func(s ...int64) *graph.Tensor {
		return tensor(t, graph.Float32, graph.Shape(s), make([]float64, graph.Shape(s).Size())...)
	}
	tests := []struct {
		name  string
		op    string
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
	}{
		{"bad direction", "RNN", map[string]*graph.Attr{"direction": sa("sideways")}, []*graph.Tensor{f(2, 1, 3), f(1, 4, 3), f(1, 4, 4)}},
		{"W of the wrong gates", "LSTM", nil, []*graph.Tensor{f(2, 1, 3), f(1, 12, 3), f(1, 16, 4)}},
		{"hidden_size disagrees", "GRU", map[string]*graph.Attr{"hidden_size": ia(5)}, []*graph.Tensor{f(2, 1, 3), f(1, 12, 3), f(1, 12, 4)}},
		{"unknown activation", "RNN", map[string]*graph.Attr{"activations": {Kind: graph.AttrStrings, Strings: []string{"Gelu"}}}, []*graph.Tensor{f(2, 1, 3), f(1, 4, 3), f(1, 4, 4)}},
		{"sequence length too long", "RNN", nil, []*graph.Tensor{f(2, 1, 3), f(1, 4, 3), f(1, 4, 4), nil, tensor(t, graph.Int32, graph.Shape{1}, 3)}},
		{"initial_h of the other layout", "RNN", map[string]*graph.Attr{"layout": ia(1), "direction": sa("bidirectional")}, []*graph.Tensor{f(1, 2, 3), f(2, 4, 3), f(2, 4, 4), nil, nil, f(2, 1, 4)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := &graph.Node{Name: tc.op, OpType: tc.op, Attrs: tc.attrs, Outputs: []*graph.Value{{Name: "y"}}}
			if _, err := EvalNode(n, 22, tc.ins); err == nil {
				t.Fatal("no error")
			}
		})
	}
}
