package kernels_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// TestRecurrenceAnyLaunch runs the recurrence kernel in the SIMT
// interpreter for workgroups of 1 (the host), odd sizes with partial
// subgroups, and wave32/wave64 shapes, with fewer workgroups than rows
// (a workgroup takes several rows), and at the kernel's own workgroup size
// and above it (the resident path: R in registers, the state in workgroup
// memory, which leaves the scratch buffer untouched), and compares Y, Y_h
// and Y_c with the reference evaluator on the same random operands. It
// also checks that spirv-val accepts every kernel.
func TestRecurrenceAnyLaunch(t *testing.T) {
	val := requireTool(t, "spirv-val")
	type tc struct {
		op    string
		attrs map[string]*graph.Attr
		T, B  int64
		I, H  int64
		opt   []bool // bias, seq_lens, initial_h, initial_c, p
		omitY bool
	}
	s := func(v string) *graph.Attr { return &graph.Attr{Kind: graph.AttrString, String: v} }
	i := func(v int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInt, Int: v} }
	fl := func(v float32) *graph.Attr { return &graph.Attr{Kind: graph.AttrFloat, Float: v} }
	acts := func(v ...string) *graph.Attr { return &graph.Attr{Kind: graph.AttrStrings, Strings: v} }
	all := []bool{true, true, true, true, true}
	cases := []tc{
		{op: "RNN", attrs: map[string]*graph.Attr{"direction": s("reverse"), "clip": fl(0.8)}, T: 5, B: 3, I: 3, H: 4, opt: all},
		{op: "RNN", attrs: map[string]*graph.Attr{"direction": s("bidirectional"), "layout": i(1),
			"activations": acts("Relu", "ScaledTanh"), "activation_alpha": {Kind: graph.AttrFloats, Floats: []float32{1.2}}}, T: 4, B: 2, I: 2, H: 3, opt: all},
		{op: "GRU", attrs: map[string]*graph.Attr{"direction": s("bidirectional")}, T: 6, B: 3, I: 3, H: 5, opt: all},
		{op: "GRU", attrs: map[string]*graph.Attr{"direction": s("bidirectional"), "linear_before_reset": i(1), "layout": i(1), "clip": fl(1.1)}, T: 5, B: 2, I: 4, H: 3, opt: all, omitY: true},
		{op: "GRU", attrs: map[string]*graph.Attr{"activations": acts("HardSigmoid", "Softsign")}, T: 3, B: 2, I: 2, H: 40, opt: []bool{false, false, false}},
		{op: "LSTM", attrs: map[string]*graph.Attr{"direction": s("bidirectional"), "clip": fl(1.5)}, T: 7, B: 3, I: 3, H: 4, opt: all},
		{op: "LSTM", attrs: map[string]*graph.Attr{"direction": s("reverse"), "layout": i(1), "input_forget": i(1),
			"activations": acts("Sigmoid", "Elu", "Softplus")}, T: 5, B: 2, I: 2, H: 70, opt: all, omitY: true},
		// The models' shapes: lstm_seg's bidirectional H 64, gru_tagger's
		// bidirectional linear-before-reset H 64 over 3 rows.
		{op: "LSTM", attrs: map[string]*graph.Attr{"direction": s("bidirectional")}, T: 9, B: 2, I: 5, H: 64, opt: []bool{true, true, true, true, false}},
		{op: "GRU", attrs: map[string]*graph.Attr{"direction": s("bidirectional"), "linear_before_reset": i(1)}, T: 6, B: 3, I: 4, H: 64, opt: []bool{true, true, true}},
		{op: "RNN", attrs: map[string]*graph.Attr{}, T: 6, B: 2, I: 3, H: 24, opt: []bool{true, false, true}},
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	launches := []struct{ local, subgroup, groups int64 }{{1, 1, 2}, {7, 3, 2}, {5, 8, 1}, {64, 32, 2}, {128, 64, 1}}
	for ci, c := range cases {
		name := fmt.Sprintf("%d_%s", ci, c.op)
		n := &graph.Node{Name: c.op, OpType: c.op, Attrs: c.attrs}
		outs := 2
		if c.op == "LSTM" {
			outs = 3
		}
		for k := range outs {
			n.Outputs = append(n.Outputs, &graph.Value{Name: fmt.Sprint("out", k)})
		}
		p, err := opattr.DecodeRecurrent(n)
		if err != nil {
			t.Fatal(err)
		}
		D, G := p.Dirs, p.Gates
		x := rnd(r, c.T*c.B*c.I, 1)
		w, rr := rnd(r, D*G*c.H*c.I, 0.5), rnd(r, D*G*c.H*c.H, 0.5)
		xs, st := graph.Shape{c.T, c.B, c.I}, graph.Shape{D, c.B, c.H}
		if p.Layout == 1 {
			xs, st = graph.Shape{c.B, c.T, c.I}, graph.Shape{c.B, D, c.H}
		}
		ins := []*graph.Tensor{f32(t, xs, x), f32(t, graph.Shape{D, G * c.H, c.I}, w), f32(t, graph.Shape{D, G * c.H, c.H}, rr)}
		shapes := []graph.Shape{{D, 2 * G * c.H}, {c.B}, st, st, {D, 3 * c.H}}
		for k, on := range c.opt {
			if c.op != "LSTM" && k > 2 {
				break
			}
			var v *graph.Tensor
			if on {
				v = f32(t, shapes[k], rnd(r, shapes[k].Size(), 0.5))
				if k == 1 {
					lens := make([]float64, c.B)
					for b := range lens {
						lens[b] = float64(r.Int64N(c.T + 1))
					}
					lens[0] = 0
					v, _ = graph.FromFloat64s(graph.Int32, shapes[k], lens)
				}
			}
			ins = append(ins, v)
		}
		want, err := ref.EvalNode(n, 22, ins)
		if err != nil {
			t.Fatal(err)
		}
		spec := kernels.RecurrenceSpec{Symbol: "rec", Op: c.op, Seq: c.T, Batch: c.B, Hidden: c.H, Dirs: D,
			Reverse: p.Direction == "reverse", Layout: p.Layout, InputForget: p.InputForget,
			LinearBeforeReset: p.LinearBeforeReset, DType: "float32", Y: !c.omitY, YH: true, YC: c.op == "LSTM"}
		if p.HasClip {
			spec.Clip = float64(p.Clip)
		}
		for _, a := range p.Activations {
			spec.Activations = append(spec.Activations, kernels.RecurrentActivation{Name: a.Name, Alpha: float64(a.Alpha), Beta: float64(a.Beta)})
		}
		// xw = X·Wᵀ per direction, X's rows in their order.
		rows, gh := c.T*c.B, G*c.H
		xw := make([]float64, rows*D*gh)
		for row := range rows {
			for j := range D * gh {
				acc := 0.0
				for e := range c.I {
					acc += float64(float32(x[row*c.I+e])) * float64(float32(w[j*c.I+e]))
				}
				xw[row*D*gh+j] = acc
			}
		}
		bufs := [][]float64{xw, ins[2].Float64s()}
		flags := []*bool{&spec.Bias, &spec.SeqLens, &spec.InitialH, &spec.InitialC, &spec.Peepholes}
		for k, v := range ins[3:] {
			if v != nil {
				*flags[k] = true
				bufs = append(bufs, v.Float64s())
			}
		}
		ks, err := kernels.Recurrence(spec)
		if err != nil {
			t.Fatal(err)
		}
		k := ks[0]
		path := filepath.Join(t.TempDir(), "rec.spv")
		if err := os.WriteFile(path, k.Binary, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
			t.Fatalf("%s: spirv-val: %v\n%s", name, err, out)
		}
		own := append(launches, struct{ local, subgroup, groups int64 }{k.Local[0], 32, 2},
			struct{ local, subgroup, groups int64 }{k.Local[0] + 32, 64, 1})
		for _, l := range own {
			mem := make([][]byte, len(k.Args))
			for a, arg := range k.Args {
				if arg.Write {
					mem[a] = make([]byte, arg.Elems*int64(kerneltest.Size(arg.DType)))
					continue
				}
				mem[a] = kerneltest.Encode(arg.DType, bufs[a])
			}
			launch := simt.Launch{Global: [3]int64{l.local * l.groups, 1, 1}, Local: [3]int64{l.local, 1, 1}, SubgroupSize: l.subgroup}
			if err := simt.Run(context.Background(), k.Binary, k.Symbol, launch, mem); err != nil {
				t.Fatalf("%s %+v: %v", name, l, err)
			}
			if spec.SeqLens {
				if st := kerneltest.Decode("int32", mem[len(mem)-1])[0]; st != 0 {
					t.Fatalf("%s %+v: status %v for lengths in range", name, l, st)
				}
			}
			// The resident path runs where every gate row has an
			// invocation; it keeps the state in workgroup memory.
			resident := l.local >= G*c.H && c.H <= 128
			scratch := kerneltest.Decode("float32", mem[len(bufs)+outs-btoi(c.omitY)])
			touched := slices.ContainsFunc(scratch, func(v float64) bool { return v != 0 })
			if resident == touched {
				t.Fatalf("%s %+v: scratch written %v, want %v (resident path %v)", name, l, touched, !resident, resident)
			}
			at := len(bufs)
			for o := range outs {
				if o == 0 && c.omitY {
					continue
				}
				got := kerneltest.Decode("float32", mem[at])
				at++
				for e, wv := range want[o].Float64s() {
					if math.Abs(got[e]-wv) > 1e-4*(1+math.Abs(wv)) {
						t.Fatalf("%s %+v: output %d [%d] = %v, want %v", name, l, o, e, got[e], wv)
					}
				}
			}
		}
	}
}

// TestRecurrenceFlagsBadLength checks that a sequence length outside
// [0, Seq] sets the status word.
func TestRecurrenceFlagsBadLength(t *testing.T) {
	for _, bad := range []float64{-1, 4} {
		spec := kernels.RecurrenceSpec{Symbol: "rec", Op: "RNN", Seq: 3, Batch: 2, Hidden: 2, Dirs: 1, SeqLens: true, YH: true,
			Activations: []kernels.RecurrentActivation{{Name: "Tanh"}}, DType: "float32"}
		ks, err := kernels.Recurrence(spec)
		if err != nil {
			t.Fatal(err)
		}
		k := ks[0]
		bufs := [][]float64{rnd(rand.New(rand.NewPCG(1, 2)), 3*2*2, 1), {0.1, 0.2, 0.3, 0.4}, {3, bad}}
		mem := make([][]byte, len(k.Args))
		for a, arg := range k.Args {
			if arg.Write {
				mem[a] = make([]byte, arg.Elems*int64(kerneltest.Size(arg.DType)))
				continue
			}
			mem[a] = kerneltest.Encode(arg.DType, bufs[a])
		}
		if err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{Global: [3]int64{4, 1, 1}, Local: [3]int64{2, 1, 1}, SubgroupSize: 1}, mem); err != nil {
			t.Fatal(err)
		}
		if st := kerneltest.Decode("int32", mem[len(mem)-1])[0]; st != kernels.StatusIndexOutOfRange {
			t.Errorf("length %v: status %v, want %d", bad, st, kernels.StatusIndexOutOfRange)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func rnd(r *rand.Rand, n int64, scale float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = r.NormFloat64() * scale
	}
	return v
}

func f32(t *testing.T, s graph.Shape, v []float64) *graph.Tensor {
	t.Helper()
	x, err := graph.FromFloat64s(graph.Float32, s, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestRecurrenceResidentBounds checks which sizes get the resident path (R
// in registers, the state in workgroup memory): a launch with an
// invocation per gate row leaves the scratch buffer untouched exactly
// when the hidden size, the workgroup size and the workgroup's registers
// are within bounds, and the kernel's own workgroup size is then one per
// gate row, rounded up to 32; either path's Y_h matches the host's.
func TestRecurrenceResidentBounds(t *testing.T) {
	for _, tc := range []struct {
		op       string
		H        int64
		dtype    string
		resident bool
		local    int64
	}{
		{"RNN", 24, "float32", true, 32},
		{"GRU", 64, "float32", true, 192},
		{"LSTM", 64, "float32", true, 256},
		{"LSTM", 96, "float32", true, 384},
		{"LSTM", 16, "float64", true, 64},
		{"LSTM", 96, "float64", false, 256}, // 384·(192+64) registers
		{"LSTM", 128, "float32", false, 256},
		{"GRU", 129, "float32", false, 256},
	} {
		name := fmt.Sprintf("%s_H%d_%s", tc.op, tc.H, tc.dtype)
		acts := map[string][]string{"RNN": {"Tanh"}, "GRU": {"Sigmoid", "Tanh"}, "LSTM": {"Sigmoid", "Tanh", "Tanh"}}[tc.op]
		spec := kernels.RecurrenceSpec{Symbol: "rec", Op: tc.op, Seq: 2, Batch: 1, Hidden: tc.H, Dirs: 1, YH: true, DType: tc.dtype}
		for _, a := range acts {
			spec.Activations = append(spec.Activations, kernels.RecurrentActivation{Name: a})
		}
		ks, err := kernels.Recurrence(spec)
		if err != nil {
			t.Fatal(err)
		}
		k := ks[0]
		if k.Local[0] != tc.local {
			t.Errorf("%s: workgroup size %d, want %d", name, k.Local[0], tc.local)
		}
		G := map[string]int64{"RNN": 1, "GRU": 3, "LSTM": 4}[tc.op]
		r := rand.New(rand.NewPCG(uint64(tc.H), 7))
		bufs := [][]float64{rnd(r, 2*G*tc.H, 1), rnd(r, G*tc.H*tc.H, 0.3)}
		run := func(local, subgroup int64) [][]byte {
			mem := make([][]byte, len(k.Args))
			for a, arg := range k.Args {
				if arg.Write {
					mem[a] = make([]byte, arg.Elems*int64(kerneltest.Size(arg.DType)))
					continue
				}
				mem[a] = kerneltest.Encode(arg.DType, bufs[a])
			}
			if err := simt.Run(context.Background(), k.Binary, k.Symbol, simt.Launch{Global: [3]int64{local, 1, 1}, Local: [3]int64{local, 1, 1}, SubgroupSize: subgroup}, mem); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return mem
		}
		mem := run((G*tc.H+31)/32*32, 32)
		touched := slices.ContainsFunc(kerneltest.Decode(tc.dtype, mem[len(mem)-1]), func(v float64) bool { return v != 0 })
		if touched == tc.resident {
			t.Errorf("%s: scratch written %v, want resident path %v", name, touched, tc.resident)
		}
		// The scratch path (the host's workgroup of 1) gives the same y_h
		// up to rounding.
		got, want := kerneltest.Decode(tc.dtype, mem[2]), kerneltest.Decode(tc.dtype, run(1, 1)[2])
		if !slices.ContainsFunc(got, func(v float64) bool { return v != 0 }) {
			t.Errorf("%s: y_h all zero", name)
		}
		for e := range want {
			if math.Abs(got[e]-want[e]) > 1e-5*(1+math.Abs(want[e])) {
				t.Fatalf("%s: y_h[%d] = %v on the workgroup path, %v on the scratch path", name, e, got[e], want[e])
			}
		}
	}
}

// TestRecurrenceSpecOf reads the spec back from recurrence kernels of
// every op (with clip and non-default activations, whose float parameters
// must come back exactly) and refuses modules that are not exactly a
// generated recurrence kernel: another kernel, a byte changed in the code
// or in the note, a truncated module.
func TestRecurrenceSpecOf(t *testing.T) {
	acts := func(names ...string) []kernels.RecurrentActivation {
		var a []kernels.RecurrentActivation
		for _, n := range names {
			a = append(a, kernels.RecurrentActivation{Name: n, Alpha: 0.1 + float64(len(a))/3, Beta: 1.0 / 7})
		}
		return a
	}
	specs := []kernels.RecurrenceSpec{
		{Symbol: "recurrence_rnn", Op: "RNN", Seq: 4, Batch: 2, Hidden: 5, Dirs: 1, Activations: acts("Affine"), DType: "float32", Y: true, Clip: 0.3},
		{Symbol: "recurrence_gru", Op: "GRU", Seq: 7, Batch: 3, Hidden: 6, Dirs: 2, Activations: acts("HardSigmoid", "Tanh", "Sigmoid", "ScaledTanh"),
			DType: "float32", LinearBeforeReset: true, Bias: true, SeqLens: true, YH: true, Layout: 1},
		{Symbol: "recurrence_lstm", Op: "LSTM", Seq: 3, Batch: 1, Hidden: 200, Dirs: 1, Activations: acts("Sigmoid", "Elu", "Tanh"),
			DType: "float64", Reverse: true, InputForget: true, Peepholes: true, InitialC: true, YC: true},
	}
	for _, s := range specs {
		ks, err := kernels.Recurrence(s)
		if err != nil {
			t.Fatal(err)
		}
		got, k, ok := kernels.RecurrenceSpecOf(ks[0].Binary)
		if !ok || fmt.Sprint(got) != fmt.Sprint(s) || !slices.Equal(k.Binary, ks[0].Binary) || !slices.Equal(k.Args, ks[0].Args) {
			t.Fatalf("%s: RecurrenceSpecOf = %+v, %v; want %+v", s.Symbol, got, ok, s)
		}
		bin := ks[0].Binary
		note := slices.Index(bin, '{')
		for name, b := range map[string][]byte{
			"code byte": func() []byte { c := slices.Clone(bin); c[len(c)-8] ^= 0x10; return c }(),
			"note byte": func() []byte { c := slices.Clone(bin); c[note+2] ^= 0x01; return c }(),
			"truncated": bin[:len(bin)-4],
		} {
			if _, _, ok := kernels.RecurrenceSpecOf(b); ok {
				t.Fatalf("%s: RecurrenceSpecOf takes a module with a %s changed", s.Symbol, name)
			}
		}
	}
	other, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "t", Shape: []int64{2, 3}, Perm: []int64{1, 0}, DType: "float32"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := kernels.RecurrenceSpecOf(other[0].Binary); ok {
		t.Fatal("RecurrenceSpecOf takes a transpose kernel")
	}
}
