package lower

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower/tosa"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// recurrent lowers RNN, LSTM and GRU as three launches whatever the
// sequence's length: W moved to [I, D·G·H] (a transpose), the input
// projection of every time step and direction as one GEMM, xw = X·W
// (a TOSA MatMul, so every target's tuned GEMM path runs it; float64, which
// TOSA lacks, takes one contraction kernel instead), and the
// recurrence kernel (kernels.Recurrence), whose time loop runs inside the
// kernel, adding the biases and the small H·Rᵀ product of each step to
// xw and fusing the gates (on GPUs with R resident in registers and the
// state in workgroup memory: kernels.Recurrence).
func (l *lowering) recurrent(part *passes.Partition, n *graph.Node) error {
	p, err := opattr.DecodeRecurrent(n)
	if err != nil {
		return err
	}
	x, w, r := n.Input(0), n.Input(1), n.Input(2)
	if x == nil || w == nil || r == nil {
		return fmt.Errorf("%s: X, W and R are required", n)
	}
	d, err := p.Dims(x.Shape, w.Shape, r.Shape)
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	if d.Seq == 0 {
		return l.emptySequence(part, n)
	}
	gh := p.Gates * d.Hidden
	dt := x.DType.String()
	// xw [X's two leading dims, D·GH]: X's rows in their own order.
	xw := l.temp(n, "xw", x.DType, []int64{x.Shape[0], x.Shape[1], d.Dirs * gh})
	if err := l.projection(part, n, x, w, xw); err != nil {
		return fmt.Errorf("%s: input projection: %w", n, err)
	}
	spec := kernels.RecurrenceSpec{Symbol: "recurrence_" + map[string]string{"RNN": "rnn", "LSTM": "lstm", "GRU": "gru"}[p.Op],
		Op: p.Op, Seq: d.Seq, Batch: d.Batch, Hidden: d.Hidden, Dirs: d.Dirs, Reverse: p.Direction == "reverse",
		Layout: p.Layout, InputForget: p.InputForget, LinearBeforeReset: p.LinearBeforeReset, DType: dt}
	if p.HasClip {
		spec.Clip = float64(p.Clip)
	}
	for _, a := range p.Activations {
		spec.Activations = append(spec.Activations, kernels.RecurrentActivation{Name: a.Name, Alpha: float64(a.Alpha), Beta: float64(a.Beta)})
	}
	values := []*graph.Value{xw, r}
	add := func(on *bool, v *graph.Value) {
		if v != nil {
			*on = true
			values = append(values, v)
		}
	}
	in := func(i int) *graph.Value {
		if p.Op != "LSTM" && i > 5 {
			return nil
		}
		return n.Input(i)
	}
	add(&spec.Bias, in(3))
	add(&spec.SeqLens, in(4))
	add(&spec.InitialH, in(5))
	add(&spec.InitialC, in(6))
	add(&spec.Peepholes, in(7))
	add(&spec.Y, n.Output(0))
	add(&spec.YH, n.Output(1))
	if p.Op == "LSTM" {
		add(&spec.YC, n.Output(2))
	}
	cd := graph.Float32
	if x.DType == graph.Float64 {
		cd = graph.Float64
	}
	values = append(values, l.temp(n, "state", cd, []int64{spec.ScratchElems()}))
	ks, err := kernels.Recurrence(spec)
	return l.launchKernels(part, ks, err, values...)
}

// emptySequence lowers a recurrent op over a sequence of no steps: Y is
// empty and the final states are 0, as for a row of length 0.
func (l *lowering) emptySequence(part *passes.Partition, n *graph.Node) error {
	for i, v := range n.Outputs {
		if v == nil {
			continue
		}
		if i == 0 || elems(v) == 0 {
			if _, err := l.buffer(v); err != nil {
				return err
			}
			continue
		}
		zeros, err := graph.NewTensor(v.DType, v.Shape)
		if err != nil {
			return err
		}
		if err := l.constantOutput(part, n, zeros, v); err != nil {
			return err
		}
	}
	return nil
}

// projection launches xw = X·Wᵀ for every time step and direction: W
// [D, GH, I] moved to [I, D·GH] and one TOSA MatMul, or, for a type the
// TOSA lowering lacks (float64), one contraction kernel on W as it is.
func (l *lowering) projection(part *passes.Partition, n *graph.Node, x, w, xw *graph.Value) error {
	wt := l.temp(n, "wt", x.DType, []int64{w.Shape[2], w.Shape[0] * w.Shape[1]})
	mm := &graph.Node{Name: n.Name + "/projection", OpType: "MatMul", Inputs: []*graph.Value{x, wt}, Outputs: []*graph.Value{xw}}
	proj := &passes.Partition{Class: passes.ClassMLIR, Anchor: mm, Nodes: []*graph.Node{mm},
		Inputs: []*graph.Value{x, wt}, Outputs: []*graph.Value{xw}}
	// tosaPartition reads the op table, which refers to this lowering: Go
	// forbids the cycle at initialization, so the module is built here.
	mod, values, err := tosa.PartitionModule(l.g, proj, "matmul", func(*graph.Node) (tosa.Lowering, passes.OpKind) {
		return tosa.MatMul, passes.OpAnchor
	})
	if errors.Is(err, ErrUnsupported) {
		// xw[r0, r1, d, j] = Σ_i x[r0, r1, i]·w[d, j, i].
		spec := kernels.ContractSpec{Symbol: "rnn_projection", DType: x.DType.String(),
			Sizes:    []int64{x.Shape[0], x.Shape[1], x.Shape[2], w.Shape[0], w.Shape[1]},
			Operands: [][]int{{0, 1, 2}, {3, 4, 2}}, Shapes: [][]int64{x.Shape, w.Shape}, Out: []int{0, 1, 3, 4}}
		ks, err := kernels.Contract(spec)
		return l.launchKernels(part, ks, err, x, w, xw)
	}
	if err != nil {
		return err
	}
	bc, err := mod.Encode()
	if err != nil {
		return err
	}
	if t := l.g.Const(w); t != nil {
		// Weights are constant in an exported model: moved once, here,
		// and bound where the module takes wt (an argument of the same
		// type).
		c := l.constant(n.Name+"_wt", transposedWeights(t))
		values = slices.Replace(values, slices.Index(values, wt), slices.Index(values, wt)+1, c)
		proj.Inputs = []*graph.Value{x, c}
	} else {
		ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "rnn_weights", Shape: w.Shape, Perm: []int64{2, 0, 1}, DType: w.DType.String()})
		if err := l.launchKernels(part, ks, err, w, wt); err != nil {
			return err
		}
	}
	args := make([]codeobj.Arg, len(values))
	for i, v := range values {
		args[i] = argOf(fmt.Sprintf("a%d", i), v, i == len(values)-1)
	}
	obj := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "matmul", Args: args, Payload: bc}
	return l.launch(proj, []*codeobj.Object{obj}, values)
}

// transposedWeights is a constant W [D, GH, I] as [I, D·GH].
func transposedWeights(t *graph.Tensor) *graph.Tensor {
	D, GH, I := t.Shape[0], t.Shape[1], t.Shape[2]
	es := int64(t.DType.Size())
	out := &graph.Tensor{DType: t.DType, Shape: graph.Shape{I, D * GH}, Data: make([]byte, len(t.Data))}
	for dj := range D * GH {
		for i := range I {
			copy(out.Data[(i*D*GH+dj)*es:(i*D*GH+dj+1)*es], t.Data[(dj*I+i)*es:])
		}
	}
	return out
}
