package driver

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// concatLaunches maps each of the nodes names that still launches a
// kernel in p to its launch (labels name a partition's node in quotes).
func concatLaunches(p *program.Program, names []string) map[string]int {
	out := map[string]int{}
	for i, l := range p.Launches {
		for _, n := range names {
			if strings.Contains(l.Label, fmt.Sprintf("%q", n)) {
				out[n] = i
			}
		}
	}
	return out
}

// TestConcatInPlaceSameOutputs compiles the fire-module model (onnxtest.Fire)
// on fresh random weights twice: with the memory plan, whose Concats of
// single-use kernel outputs are written in place, and without one (every
// value its own bytes, every Concat and Flatten a copy). The planned
// program launches no kernel for the in-place Concats, nor for the Flatten
// into a model output whose input the pool writes straight into the
// output, and a copy for each of the others (Concat inputs that are a
// graph input, a constant, read twice or a model output, a Concat along
// the rows, a Flatten of an in-place Concat); each in-place input's buffer
// is its slice of the output's. Both programs run on the host on random
// inputs and give the same bytes, which match the reference evaluator.
func TestConcatInPlaceSameOutputs(t *testing.T) {
	ht := newTestHostTarget(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	m, info := onnxtest.Fire(seed)
	ctx := context.Background()
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	compile := func(plan bool) *lower.Result {
		t.Helper()
		work := g.Clone()
		front, err := passes.Compile(ctx, work, passes.Options{Kinds: lower.OpKind})
		if err != nil {
			t.Fatal(err)
		}
		memory := front.Memory
		if !plan {
			memory = nil
		}
		res, err := lower.Lower(ctx, work, front.Partitions, memory)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	planned, unplanned := compile(true), compile(false)
	inPlace := append(append([]string{}, info.InPlace...), info.IntoOutput...)
	copied := append(append([]string{}, info.Copied...), info.FlattenCopied...)
	all := append(append([]string{}, inPlace...), copied...)
	pp := &planned.Programs[0]
	got := concatLaunches(pp, all)
	for _, n := range inPlace {
		if i, ok := got[n]; ok {
			t.Errorf("%s, written in place, launches %s", n, pp.Launches[i].Label)
		}
	}
	for _, n := range copied {
		if _, ok := got[n]; !ok {
			t.Errorf("%s launches no copy", n)
		}
	}
	if n := len(concatLaunches(&unplanned.Programs[0], all)); n != len(all) {
		t.Errorf("without a memory plan %d of the concats and flattens launch, want all %d", n, len(all))
	}
	if d := len(unplanned.Programs[0].Launches) - len(pp.Launches); d != len(inPlace) {
		t.Errorf("the plan saves %d launches, want %d (one per in-place concat or flatten)", d, len(inPlace))
	}
	checkSlices(t, g, pp, info.InPlace)
	for _, n := range g.Nodes {
		if slices.Contains(info.IntoOutput, n.Name) {
			x, _ := pp.Buffer(n.Inputs[0].Name)
			y, _ := pp.Buffer(n.Outputs[0].Name)
			if bx, by := pp.Buffers[x], pp.Buffers[y]; by.Kind != program.Output || bx.Offset != by.Offset || bx.Bytes != by.Bytes {
				t.Errorf("%s: input %s (%s at %d) is not its output %s's bytes (%s at %d)", n.Name, bx.Name, bx.Kind, bx.Offset, by.Name, by.Kind, by.Offset)
			}
		}
	}

	r := rand.New(rand.NewPCG(seed, 1))
	x := make([]float32, 16*8*8)
	for i := range x {
		x[i] = float32(r.NormFloat64())
	}
	xt, err := graph.FromFloat32s(info.Shape, x)
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]*npy.Array{info.Input: hostop.ArrayOf(xt)}
	want, err := ref.Evaluate(ctx, g, map[string]*graph.Tensor{info.Input: xt})
	if err != nil {
		t.Fatal(err)
	}
	a, err := ht.execute(ctx, planned, in)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ht.execute(ctx, unplanned, in)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range info.Outputs {
		if a[o] == nil || b[o] == nil {
			t.Fatalf("output %s missing", o)
		}
		if !bytes.Equal(a[o].Data, b[o].Data) {
			t.Errorf("output %s: the in-place plan's bytes differ from the copying program's", o)
		}
		w, err := tensorOf(a[o])
		if err != nil {
			t.Fatal(err)
		}
		gv, wv := w.Float32s(), want[o].Float32s()
		if len(gv) != len(wv) {
			t.Fatalf("output %s: %d elements, want %d", o, len(gv), len(wv))
		}
		for i := range wv {
			if d := float64(gv[i] - wv[i]); d > 1e-4+1e-4*float64(max(wv[i], -wv[i])) || d < -1e-4-1e-4*float64(max(wv[i], -wv[i])) {
				t.Fatalf("output %s[%d] = %v, want %v", o, i, gv[i], wv[i])
			}
		}
	}
}

// checkSlices asserts that each in-place Concat's inputs lie, in order, in
// their slices of its output's buffer in p.
func checkSlices(t *testing.T, g *graph.Graph, p *program.Program, names []string) {
	t.Helper()
	for _, n := range g.Nodes {
		if n.OpType != "Concat" || !slices.Contains(names, n.Name) {
			continue
		}
		y, ok := p.Buffer(n.Outputs[0].Name)
		if !ok {
			t.Fatalf("concat %s: no buffer %s", n.Name, n.Outputs[0].Name)
		}
		at := p.Buffers[y].Offset
		for _, v := range n.Inputs {
			i, ok := p.Buffer(v.Name)
			if !ok {
				t.Fatalf("concat %s: no buffer %s", n.Name, v.Name)
			}
			if b := p.Buffers[i]; b.Offset != at || b.Kind != program.Temp {
				t.Errorf("concat %s: input %s is a %s buffer at byte %d, want its slice at %d", n.Name, v.Name, b.Kind, b.Offset, at)
			}
			at += p.Buffers[i].Bytes
		}
		if at != p.Buffers[y].Offset+p.Buffers[y].Bytes {
			t.Errorf("concat %s: inputs end at byte %d, the output at %d", n.Name, at, p.Buffers[y].Offset+p.Buffers[y].Bytes)
		}
	}
}
