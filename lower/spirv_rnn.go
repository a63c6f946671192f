package lower

import (
	"fmt"

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
// (a TOSA MatMul, so every target's tuned GEMM path runs it), and the
// recurrence kernel (kernels.Recurrence), whose time loop runs inside the
// kernel, adding the biases and the small H·Rᵀ product of each step to
// xw and fusing the gates.
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
	gh := p.Gates * d.Hidden
	dt := x.DType.String()
	// W [D, GH, I] → Wᵀ [I, D, GH] = [I, D·GH].
	wt := l.temp(n, "wt", x.DType, []int64{d.Input, d.Dirs * gh})
	ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "rnn_weights", Shape: w.Shape, Perm: []int64{2, 0, 1}, DType: dt})
	if err := l.launchKernels(part, ks, err, w, wt); err != nil {
		return err
	}
	// xw [X's two leading dims, D·GH]: X's rows in their own order.
	xw := l.temp(n, "xw", x.DType, []int64{x.Shape[0], x.Shape[1], d.Dirs * gh})
	mm := &graph.Node{Name: n.Name + "/projection", OpType: "MatMul", Inputs: []*graph.Value{x, wt}, Outputs: []*graph.Value{xw}}
	proj := &passes.Partition{Class: passes.ClassMLIR, Anchor: mm, Nodes: []*graph.Node{mm},
		Inputs: []*graph.Value{x, wt}, Outputs: []*graph.Value{xw}}
	if err := l.matmulKernel(proj); err != nil {
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
	ks, err = kernels.Recurrence(spec)
	return l.launchKernels(part, ks, err, values...)
}

// matmulKernel lowers a partition of one MatMul made by a lowering as a
// TOSA kernel (tosaPartition reads the op table, which refers to this
// lowering: Go forbids the cycle at initialization).
func (l *lowering) matmulKernel(part *passes.Partition) error {
	mod, values, err := tosa.PartitionModule(l.g, part, "matmul", func(*graph.Node) (tosa.Lowering, passes.OpKind) {
		return tosa.MatMul, passes.OpAnchor
	})
	if err != nil {
		return err
	}
	bc, err := mod.Encode()
	if err != nil {
		return err
	}
	args := make([]codeobj.Arg, len(values))
	for i, v := range values {
		args[i] = argOf(fmt.Sprintf("a%d", i), v, i == len(values)-1)
	}
	obj := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "matmul", Args: args, Payload: bc}
	return l.launch(part, []*codeobj.Object{obj}, values)
}
