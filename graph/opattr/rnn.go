package opattr

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// Recurrent is the attributes of RNN, LSTM and GRU: one recurrent layer
// run over a sequence in one or two directions.
type Recurrent struct {
	// Op is "RNN", "LSTM" or "GRU".
	Op string
	// Gates is the number of gates stacked in W, R and B: 1 (RNN),
	// 4 (LSTM: i, o, f, c) or 3 (GRU: z, r, h).
	Gates int64
	// Hidden is hidden_size (0 when the attribute is absent: R's last dim).
	Hidden int64
	// Direction is "forward", "reverse" or "bidirectional"; Dirs is 1 or 2.
	Direction string
	Dirs      int64
	// Activations are the cell's activation functions per direction, in
	// the order the spec lists them (RNN f; GRU f, g; LSTM f, g, h), the
	// forward direction's first.
	Activations []Activation
	// Clip bounds the activations' inputs to [-Clip, Clip] when HasClip.
	Clip    float32
	HasClip bool
	// InputForget couples LSTM's forget gate to its input gate (f = 1 - i).
	InputForget bool
	// LinearBeforeReset applies GRU's reset gate after the recurrent
	// product of the hidden gate (linear_before_reset 1).
	LinearBeforeReset bool
	// Layout 1 puts the batch first in X, Y and the states.
	Layout int64
}

// Activation is one activation function of a recurrent cell with its
// alpha and beta (the defaults of the ONNX op of the same name where the
// node gives none).
type Activation struct {
	// Name is the canonical name: Relu, Tanh, Sigmoid, Affine, LeakyRelu,
	// ThresholdedRelu, ScaledTanh, HardSigmoid, Elu, Softsign, Softplus.
	Name        string
	Alpha, Beta float32
}

// activationInfo gives how many of activation_alpha and activation_beta an
// activation takes, and its defaults.
var activationInfo = map[string]struct {
	name          string
	alphas, betas int
	alpha, beta   float32
}{
	"relu":            {"Relu", 0, 0, 0, 0},
	"tanh":            {"Tanh", 0, 0, 0, 0},
	"sigmoid":         {"Sigmoid", 0, 0, 0, 0},
	"affine":          {"Affine", 1, 1, 1, 0},
	"leakyrelu":       {"LeakyRelu", 1, 0, 0.01, 0},
	"thresholdedrelu": {"ThresholdedRelu", 1, 0, 1, 0},
	"scaledtanh":      {"ScaledTanh", 1, 1, 1, 1},
	"hardsigmoid":     {"HardSigmoid", 1, 1, 0.2, 0.5},
	"elu":             {"Elu", 1, 0, 1, 0},
	"softsign":        {"Softsign", 0, 0, 0, 0},
	"softplus":        {"Softplus", 0, 0, 0, 0},
}

// recurrentOps gives each op's gate count and default activations.
var recurrentOps = map[string]struct {
	gates       int64
	activations []string
}{
	"RNN":  {1, []string{"Tanh"}},
	"GRU":  {3, []string{"Sigmoid", "Tanh"}},
	"LSTM": {4, []string{"Sigmoid", "Tanh", "Tanh"}},
}

// PerDir is the number of activations each direction's cell takes.
func (r Recurrent) PerDir() int { return len(recurrentOps[r.Op].activations) }

// Act is activation k (the spec's order) of direction d.
func (r Recurrent) Act(d int64, k int) Activation {
	return r.Activations[int(d)*r.PerDir()+k]
}

// DecodeRecurrent decodes RNN, LSTM or GRU. Activation alphas and betas are
// taken in order by the activations that have them (as ONNX Runtime does);
// an activation past the end of the lists gets its op's defaults.
func DecodeRecurrent(n *graph.Node) (Recurrent, error) {
	op, ok := recurrentOps[n.OpType]
	if !ok {
		return Recurrent{}, fmt.Errorf("%s is not a recurrent op", n.OpType)
	}
	r := Recurrent{Op: n.OpType, Gates: op.gates, Hidden: n.Int("hidden_size", 0),
		Direction: n.Str("direction", "forward"), Layout: n.Int("layout", 0),
		InputForget: n.Int("input_forget", 0) != 0, LinearBeforeReset: n.Int("linear_before_reset", 0) != 0}
	switch r.Direction {
	case "forward", "reverse":
		r.Dirs = 1
	case "bidirectional":
		r.Dirs = 2
	default:
		return r, fmt.Errorf("direction %q: want forward, reverse or bidirectional", r.Direction)
	}
	if r.Layout != 0 && r.Layout != 1 {
		return r, fmt.Errorf("layout %d: want 0 or 1", r.Layout)
	}
	if r.Hidden < 0 {
		return r, fmt.Errorf("hidden_size %d is negative", r.Hidden)
	}
	if n.Has("clip") {
		r.Clip, r.HasClip = n.Float("clip", 0), true
		if !(r.Clip > 0) {
			return r, fmt.Errorf("clip %g: want a positive threshold", r.Clip)
		}
	}
	names := n.Strings("activations", nil)
	per := len(op.activations)
	if names == nil {
		for d := int64(0); d < r.Dirs; d++ {
			names = append(names, op.activations...)
		}
	}
	if int64(len(names)) != int64(per)*r.Dirs {
		return r, fmt.Errorf("%d activations: want %d per direction, %d in all", len(names), per, int64(per)*r.Dirs)
	}
	alphas, betas := n.Floats("activation_alpha", nil), n.Floats("activation_beta", nil)
	for _, name := range names {
		info, ok := activationInfo[strings.ToLower(name)]
		if !ok {
			return r, graph.Unsupportedf("%s %q: activation %q is not supported", n.OpType, n.Name, name)
		}
		a := Activation{Name: info.name, Alpha: info.alpha, Beta: info.beta}
		if info.alphas > 0 && len(alphas) > 0 {
			a.Alpha, alphas = alphas[0], alphas[1:]
		}
		if info.betas > 0 && len(betas) > 0 {
			a.Beta, betas = betas[0], betas[1:]
		}
		r.Activations = append(r.Activations, a)
	}
	return r, nil
}

// RecurrentDims are the sizes of a recurrent op's operands.
type RecurrentDims struct {
	// Seq, Batch, Input and Hidden are T, B, I and H; Dirs is D.
	Seq, Batch, Input, Hidden, Dirs int64
}

// Dims reads T, B, I and H from X and R and checks W and R against them:
// X is [T, B, I] ([B, T, I] for layout 1), W [D, G·H, I], R [D, G·H, H].
func (r Recurrent) Dims(x, w, rr graph.Shape) (RecurrentDims, error) {
	if len(x) != 3 || len(w) != 3 || len(rr) != 3 {
		return RecurrentDims{}, fmt.Errorf("X %v, W %v, R %v: want rank 3", x, w, rr)
	}
	d := RecurrentDims{Seq: x[0], Batch: x[1], Input: x[2], Hidden: rr[2], Dirs: r.Dirs}
	if r.Layout == 1 {
		d.Seq, d.Batch = x[1], x[0]
	}
	if r.Hidden != 0 && r.Hidden != d.Hidden {
		return d, fmt.Errorf("hidden_size %d but R is %v", r.Hidden, rr)
	}
	gh := r.Gates * d.Hidden
	if !w.Equal(graph.Shape{d.Dirs, gh, d.Input}) || !rr.Equal(graph.Shape{d.Dirs, gh, d.Hidden}) {
		return d, fmt.Errorf("W %v and R %v: want [%d, %d, %d] and [%d, %d, %d] for X %v", w, rr, d.Dirs, gh, d.Input, d.Dirs, gh, d.Hidden, x)
	}
	return d, nil
}

// State is the shape of initial_h, initial_c, Y_h and Y_c.
func (r Recurrent) State(d RecurrentDims) graph.Shape {
	if r.Layout == 1 {
		return graph.Shape{d.Batch, d.Dirs, d.Hidden}
	}
	return graph.Shape{d.Dirs, d.Batch, d.Hidden}
}

// Sequence is the shape of Y.
func (r Recurrent) Sequence(d RecurrentDims) graph.Shape {
	if r.Layout == 1 {
		return graph.Shape{d.Batch, d.Seq, d.Dirs, d.Hidden}
	}
	return graph.Shape{d.Seq, d.Dirs, d.Batch, d.Hidden}
}
