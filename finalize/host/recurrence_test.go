package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// rnnSpec is a float32 recurrence spec with the defaults of op (its
// standard activations per direction) and the given sizes.
func rnnSpec(op string, T, B, H, D int64) kernels.RecurrenceSpec {
	acts := map[string][]string{"RNN": {"Tanh"}, "GRU": {"Sigmoid", "Tanh"}, "LSTM": {"Sigmoid", "Tanh", "Tanh"}}[op]
	s := kernels.RecurrenceSpec{Symbol: "recurrence_" + strings.ToLower(op), Op: op, Seq: T, Batch: B, Hidden: H, Dirs: D,
		DType: "float32", Y: true, YH: true}
	for range D {
		for _, a := range acts {
			s.Activations = append(s.Activations, kernels.RecurrentActivation{Name: a})
		}
	}
	return s
}

// rnnObject is the portable object of spec's SPIR-V kernel, as a bundle
// holds it.
func rnnObject(t *testing.T, spec kernels.RecurrenceSpec) (*codeobj.Object, kernels.Kernel) {
	t.Helper()
	ks, err := kernels.Recurrence(spec)
	if err != nil || len(ks) != 1 {
		t.Fatalf("%+v: %v", spec, err)
	}
	k := ks[0]
	o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: k.Symbol, Global: k.Global, Local: k.Local, Payload: k.Binary}
	for _, a := range k.Args {
		o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
	}
	return o, k
}

// rnnSchedules are the schedules whose recurrence micro-kernels the test
// runs, with the CPU features each needs.
func rnnSchedules() []struct {
	sched    HostSchedule
	kernel   string
	features []string
} {
	return []struct {
		sched    HostSchedule
		kernel   string
		features []string
	}{
		{HostSchedules()[0], "fma512", []string{"avx512f"}},
		{HostSchedules()[2], "fma256", []string{"avx2", "fma"}},
		{HostSchedule{}, "sse", nil},
	}
}

// TestRecurrenceF32 runs float32 RNN, GRU (both reset orders) and LSTM
// recurrences — one and two directions, reverse, both layouts,
// sequence_lens (one out of range: the status word), initial states,
// peepholes, input_forget, clip, non-default activations, hidden sizes that
// are not whole vectors, batch rows computed jointly and chunked into work
// items, rows whose sequences end at different steps — on random data through
// RecurrenceSource and each micro-kernel this CPU has, against the raised
// SPIR-V kernel of the same object (the path the micro-kernel replaces,
// checked against the reference evaluator by the node suite and driver's
// tests); and through the phase entries on 2 and 3 threads, which must
// give the whole entry's bytes.
func TestRecurrenceF32(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	pools := testPools(t, 2, 3)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 11))
	act := func(name string, alpha, beta float64) kernels.RecurrentActivation {
		return kernels.RecurrentActivation{Name: name, Alpha: alpha, Beta: beta}
	}
	type tc struct {
		name string
		spec kernels.RecurrenceSpec
		lens []int32
	}
	var cases []tc
	add := func(name string, s kernels.RecurrenceSpec, lens []int32, edit func(*kernels.RecurrenceSpec)) {
		if edit != nil {
			edit(&s)
		}
		cases = append(cases, tc{name, s, lens})
	}
	add("lstm_bidir_all", rnnSpec("LSTM", 7, 3, 20, 2), []int32{7, 4, 0}, func(s *kernels.RecurrenceSpec) {
		s.Bias, s.SeqLens, s.InitialH, s.InitialC, s.Peepholes, s.YC = true, true, true, true, true, true
	})
	add("lstm_reverse_layout1_clip_forget", rnnSpec("LSTM", 9, 2, 37, 1), nil, func(s *kernels.RecurrenceSpec) {
		s.Reverse, s.Layout, s.Clip, s.InputForget, s.Bias, s.YC = true, 1, 0.7, true, true, true
	})
	add("lstm_acts", rnnSpec("LSTM", 6, 2, 16, 2), nil, func(s *kernels.RecurrenceSpec) {
		s.Activations = []kernels.RecurrentActivation{act("HardSigmoid", 0.2, 0.5), act("Elu", 1.3, 0), act("Softsign", 0, 0),
			act("Sigmoid", 0, 0), act("ScaledTanh", 0.8, 1.2), act("Tanh", 0, 0)}
		s.Bias = true
	})
	add("gru_lbr_bidir", rnnSpec("GRU", 8, 3, 13, 2), []int32{8, 9, 2}, func(s *kernels.RecurrenceSpec) {
		s.LinearBeforeReset, s.Bias, s.SeqLens, s.InitialH = true, true, true, true
	})
	// gru_tagger's GRU as batch-first-recurrent compiles it (layout 1),
	// with H 40: whole V x V blocks of R and edges for the packing's
	// register transposes.
	add("gru_lbr_bidir_layout1", rnnSpec("GRU", 12, 3, 40, 2), []int32{12, 5, 1}, func(s *kernels.RecurrenceSpec) {
		s.LinearBeforeReset, s.Bias, s.SeqLens, s.InitialH, s.Layout = true, true, true, true, 1
	})
	add("gru_reset_before", rnnSpec("GRU", 10, 20, 24, 1), nil, func(s *kernels.RecurrenceSpec) {
		s.Bias, s.InitialH, s.Layout = true, true, 1
	})
	add("gru_acts_clip", rnnSpec("GRU", 5, 2, 9, 1), nil, func(s *kernels.RecurrenceSpec) {
		s.Activations = []kernels.RecurrentActivation{act("LeakyRelu", 0.1, 0), act("Affine", 0.5, 0.1)}
		s.Clip, s.Reverse = 1.5, true
	})
	add("rnn_acts", rnnSpec("RNN", 12, 2, 40, 2), nil, func(s *kernels.RecurrenceSpec) {
		s.Activations = []kernels.RecurrentActivation{act("Relu", 0, 0), act("ThresholdedRelu", 0.2, 0)}
		s.Bias = true
	})
	add("lstm_rows_lens", rnnSpec("LSTM", 11, 7, 21, 2), []int32{11, 3, 0, 7, 11, 1, 5}, func(s *kernels.RecurrenceSpec) {
		s.Bias, s.SeqLens, s.InitialH, s.YC = true, true, true, true
	})
	add("gru_rows_lens", rnnSpec("GRU", 9, 6, 30, 1), []int32{2, 9, 4, 9, 6, 1}, func(s *kernels.RecurrenceSpec) {
		s.Bias, s.SeqLens, s.Layout = true, true, 1
	})
	add("rnn_big", rnnSpec("RNN", 200, 4, 64, 2), nil, func(s *kernels.RecurrenceSpec) { s.Bias, s.InitialH = true, true })
	add("lstm_long", rnnSpec("LSTM", 300, 1, 64, 2), nil, func(s *kernels.RecurrenceSpec) { s.Bias, s.YC = true, true })
	// The fused LSTM gates (default activations, H a multiple of every
	// kernel's vector width) with peepholes, clip, input_forget, rows
	// ending at different steps, reverse and layout 1.
	add("lstm_fused_peep_clip_forget", rnnSpec("LSTM", 13, 5, 32, 2), []int32{13, 4, 0, 9, 13}, func(s *kernels.RecurrenceSpec) {
		s.Bias, s.SeqLens, s.InitialH, s.InitialC, s.Peepholes, s.YC = true, true, true, true, true, true
		s.Clip, s.InputForget = 0.9, true
	})
	add("lstm_fused_reverse_layout1", rnnSpec("LSTM", 10, 2, 48, 1), nil, func(s *kernels.RecurrenceSpec) {
		s.Reverse, s.Layout, s.Bias, s.Peepholes, s.InitialC, s.YC = true, 1, true, true, true, true
	})

	ctx := context.Background()
	for _, c := range cases {
		o, k := rnnObject(t, c.spec)
		src, ok := RecurrenceSource(o)
		if !ok {
			t.Fatalf("%s: RecurrenceSource does not take the kernel", c.name)
		}
		args := make([]raise.ArgInfo, len(k.Args))
		sizes := make([]int, len(k.Args))
		for i, a := range k.Args {
			args[i], sizes[i] = raise.ArgInfo{Elems: a.Elems, DType: a.DType}, int(a.Elems)
		}
		raised, err := raise.Host(k.Binary, k.Symbol, k.Global, args)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := CompileHostSchedule(ctx, lib, []byte(raised), SourceRaised, DefaultHostSchedule(lib.HostTarget()))
		if err != nil {
			t.Fatalf("%s: raised: %v", c.name, err)
		}
		in := gputest.Buffers(t, sizes...)
		for i, a := range k.Args {
			switch {
			case a.Name == "seq_lens":
				for j, l := range c.lens {
					in[i][j] = math.Float32frombits(uint32(l))
				}
			case a.Name == kernels.StatusName:
			case a.Write:
				for j := range in[i] {
					in[i][j] = float32(math.NaN())
				}
			default:
				// R scaled by 1/sqrt(H) keeps the recurrence from
				// growing (a Relu RNN's would, and with it the
				// rounding differences).
				scale := 0.6
				if a.Name == "r" {
					scale = 0.8 / math.Sqrt(float64(c.spec.Hidden))
				}
				for j := range in[i] {
					in[i][j] = float32(r.NormFloat64() * scale)
				}
			}
		}
		run := func(so []byte, tag string) [][]float32 {
			bufs := make([][]float32, len(in))
			for i := range in {
				bufs[i] = slices.Clone(in[i])
			}
			fn := hostkernel.Load(t, so, k.Symbol)
			if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatalf("%s %s: %v", c.name, tag, err)
			}
			if tag == "raised" {
				return bufs
			}
			if fn.Phases() == 0 {
				if big := c.spec.Seq >= 200; big {
					t.Fatalf("%s %s: no phase entries: the work items are not split", c.name, tag)
				}
				return bufs
			}
			for _, p := range pools {
				again := make([][]float32, len(in))
				var addrs []uintptr
				for i := range in {
					again[i] = slices.Clone(in[i])
					addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(again[i]))))
				}
				if err := fn.RunPhases(p, addrs...); err != nil {
					t.Fatal(err)
				}
				for i := range bufs {
					for j := range bufs[i] {
						if math.Float32bits(bufs[i][j]) != math.Float32bits(again[i][j]) {
							t.Fatalf("%s %s: %d threads: %s[%d] = %v, the whole entry's %v", c.name, tag, p.Threads(), k.Args[i].Name, j, again[i][j], bufs[i][j])
						}
					}
				}
			}
			return bufs
		}
		want := run(ref, "raised")
		for _, s := range rnnSchedules() {
			native := true
			for _, f := range s.features {
				native = native && hasFeature(features, f)
			}
			if !native {
				t.Logf("%s: this CPU lacks %v: %s is not run", c.name, s.features, s.kernel)
				continue
			}
			so, err := CompileHostSchedule(ctx, lib, src, SourceRaised, s.sched)
			if err != nil {
				t.Fatalf("%s %s: %v", c.name, s.kernel, err)
			}
			if !strings.Contains(disassemble(t, so), "mgxport_rnn_f32_"+s.kernel) {
				t.Fatalf("%s: the object has no %s", c.name, "mgxport_rnn_f32_"+s.kernel)
			}
			got := run(so, s.kernel)
			for i, a := range k.Args {
				if !a.Write {
					continue
				}
				if a.Name == "scratch" {
					continue // the micro-kernel keeps its state elsewhere
				}
				for j := range got[i] {
					g, w := float64(got[i][j]), float64(want[i][j])
					if a.Status {
						if g != w {
							t.Fatalf("%s %s: status %v, the raised kernel's %v", c.name, s.kernel, math.Float32bits(got[i][j]), math.Float32bits(want[i][j]))
						}
						continue
					}
					if math.IsNaN(g) || math.Abs(g-w) > 2e-5+2e-5*math.Abs(w) {
						t.Fatalf("%s %s: %s[%d] = %v, the raised kernel's %v", c.name, s.kernel, a.Name, j, g, w)
					}
				}
			}
		}
	}
}

// TestRecurrenceSourceDeclines checks that RecurrenceSource leaves to the
// raised kernel what the micro-kernel does not take (float64, Softplus)
// and any module that is not exactly the generator's (a byte changed in
// its code or in its spec note, another symbol, other argument sizes).
func TestRecurrenceSourceDeclines(t *testing.T) {
	base := rnnSpec("LSTM", 5, 2, 8, 1)
	base.Bias = true
	if o, _ := rnnObject(t, base); func() bool { _, ok := RecurrenceSource(o); return !ok }() {
		t.Fatal("RecurrenceSource declines a float32 LSTM")
	}
	f64 := base
	f64.DType = "float64"
	soft := base
	soft.Activations = []kernels.RecurrentActivation{{Name: "Softplus"}, {Name: "Tanh"}, {Name: "Tanh"}}
	tamper := func(edit func(o *codeobj.Object)) func(*testing.T) *codeobj.Object {
		return func(t *testing.T) *codeobj.Object {
			o, _ := rnnObject(t, base)
			edit(o)
			return o
		}
	}
	for _, tt := range []struct {
		name string
		obj  func(*testing.T) *codeobj.Object
	}{
		{"float64", func(t *testing.T) *codeobj.Object { o, _ := rnnObject(t, f64); return o }},
		{"softplus", func(t *testing.T) *codeobj.Object { o, _ := rnnObject(t, soft); return o }},
		{"code byte", tamper(func(o *codeobj.Object) {
			o.Payload = slices.Clone(o.Payload)
			o.Payload[len(o.Payload)-12] ^= 1
		})},
		{"note", tamper(func(o *codeobj.Object) {
			i := strings.Index(string(o.Payload), `"Seq":5`)
			o.Payload = slices.Clone(o.Payload)
			o.Payload[i+6] = '9'
		})},
		{"symbol", tamper(func(o *codeobj.Object) { o.Symbol = "recurrence_other" })},
		{"arg size", tamper(func(o *codeobj.Object) { o.Args[0].Shape = []int64{o.Args[0].Elems() + 1} })},
		{"format", tamper(func(o *codeobj.Object) { o.Format = codeobj.MLIRBytecode })},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if src, ok := RecurrenceSource(tt.obj(t)); ok {
				t.Fatalf("RecurrenceSource takes it:\n%s", fmt.Sprint(string(src)))
			}
		})
	}
}

// BenchmarkRecurrenceF32 times lstm_seg's LSTM (524 steps, hidden 64, two
// directions, batch 1) and gru_tagger's GRU (40 steps, hidden 64, two
// directions, batch 3) on one thread: the micro-kernel of this CPU's
// default schedule and the raised SPIR-V kernel it replaces.
func BenchmarkRecurrenceF32(b *testing.B) {
	lib := gputest.OpenLib(b)
	def := DefaultHostSchedule(lib.HostTarget())
	r := rand.New(rand.NewPCG(1, 2))
	lstm := rnnSpec("LSTM", 524, 1, 64, 2)
	lstm.Bias, lstm.InitialH, lstm.InitialC, lstm.YC = true, true, true, true
	gru := rnnSpec("GRU", 40, 3, 64, 2)
	gru.Bias, gru.InitialH, gru.LinearBeforeReset = true, true, true
	for _, spec := range []kernels.RecurrenceSpec{lstm, gru} {
		ks, err := kernels.Recurrence(spec)
		if err != nil {
			b.Fatal(err)
		}
		k := ks[0]
		o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Symbol: k.Symbol, Global: k.Global, Local: k.Local, Payload: k.Binary}
		args := make([]raise.ArgInfo, len(k.Args))
		sizes := make([]int, len(k.Args))
		for i, a := range k.Args {
			o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
			args[i], sizes[i] = raise.ArgInfo{Elems: a.Elems, DType: a.DType}, int(a.Elems)
		}
		src, ok := RecurrenceSource(o)
		if !ok {
			b.Fatal("RecurrenceSource declines the kernel")
		}
		raised, err := raise.Host(k.Binary, k.Symbol, k.Global, args)
		if err != nil {
			b.Fatal(err)
		}
		bufs := gputest.Buffers(b, sizes...)
		for i, a := range k.Args {
			if !a.Write {
				gputest.Fill(r, bufs[i])
				if a.Name == "r" {
					for j := range bufs[i] {
						bufs[i][j] *= 0.1
					}
				}
			}
		}
		for _, v := range []struct{ name, src string }{{"kernel", string(src)}, {"raised", raised}} {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(v.src), SourceRaised, def)
			if err != nil {
				b.Fatal(err)
			}
			fn := hostkernel.Load(b, so, k.Symbol)
			b.Run(fmt.Sprintf("%s_T%d_B%d_H%d/%s", spec.Op, spec.Seq, spec.Batch, spec.Hidden, v.name), func(b *testing.B) {
				for b.Loop() {
					if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
