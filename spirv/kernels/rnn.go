package kernels

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// RecurrenceSpec describes the recurrence of ONNX RNN, LSTM or GRU once
// the input projection of every time step is computed:
// xw [Seq·Batch rows in X's order, Dirs·Gates·Hidden] = X·Wᵀ (no biases),
// rows t·Batch+b (Layout 0) or b·Seq+t (Layout 1).
type RecurrenceSpec struct {
	Symbol string
	// Op is "RNN", "LSTM" or "GRU".
	Op                       string
	Seq, Batch, Hidden, Dirs int64
	// Reverse runs the single direction backwards ("reverse"); with two
	// directions the second runs backwards.
	Reverse bool
	Layout  int64
	// Activations are the cell's functions, per direction in the spec's
	// order (RNN f; GRU f, g; LSTM f, g, h).
	Activations []RecurrentActivation
	// Clip > 0 bounds the activations' inputs to [-Clip, Clip].
	Clip                           float64
	InputForget, LinearBeforeReset bool
	// The optional inputs and outputs present.
	Bias, SeqLens, InitialH, InitialC, Peepholes bool
	Y, YH, YC                                    bool
	DType                                        string
}

// RecurrentActivation is an activation function of a recurrent cell:
// Relu, Tanh, Sigmoid, Affine, LeakyRelu, ThresholdedRelu, ScaledTanh,
// HardSigmoid, Elu, Softsign or Softplus, with its alpha and beta.
type RecurrentActivation struct {
	Name        string
	Alpha, Beta float64
}

// gates is the number of gates of a recurrent op.
func (s RecurrenceSpec) gates() int64 {
	return map[string]int64{"RNN": 1, "GRU": 3, "LSTM": 4}[s.Op]
}

// ScratchElems is the number of compute-type elements of the scratch
// buffer the recurrence kernel takes: per direction and batch row, the
// hidden and cell states, the gates' recurrent products and GRU's reset
// hidden state.
func (s RecurrenceSpec) ScratchElems() int64 {
	return s.Dirs * s.Batch * (3 + s.gates()) * s.Hidden
}

// Recurrence generates the kernel with arguments (xw, r, [b], [seq_lens],
// [initial_h], [initial_c], [p], [y], [y_h], [y_c], scratch, [status]) — the
// operands of the ONNX op but X and W, whose product is xw — where scratch
// holds ScratchElems elements of the compute type (float32, float64 for
// float64), and the status word comes with seq_lens: a length outside
// [0, Seq] sets it (the row runs clamped).
//
// One workgroup runs one (direction, batch row) through the whole
// sequence: the time loop is inside the kernel, so a sequence of any
// length is one launch of code of constant size, never one kernel per
// step (the program has no loop step to repeat a per-step kernel with,
// and a per-step launch would cost a launch's overhead per step where the
// step's work — an H·Rᵀ product of a few thousand multiply-adds — is
// smaller than that overhead). Each step the invocations share out the
// gates' H·Rᵀ dot products, meet at a barrier, then share out the hidden
// units' fused gate arithmetic and meet again. The barriers sit in the
// workgroup-uniform time loop, so any workgroup size works, down to the
// host's 1.
//
// Two paths share the kernel, chosen per launch by the workgroup size (a
// uniform condition). With an invocation per gate row (the kernel's own
// size, on GPUs, when residentLocal allows the sizes) the resident path
// runs: invocation j loads row j of R into registers once and keeps it for
// the whole sequence, the state (h, c, the gates) lives in workgroup
// memory, each step is the row's unrolled product on the broadcast h plus
// its input term (loaded a step ahead), a barrier, the units' gate
// arithmetic, a barrier — no global memory on the step's chain but Y's
// stores. Otherwise (the host's workgroup of 1) the state lives in the
// scratch buffer and R is read from its buffer each step.
func Recurrence(s RecurrenceSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("recurrence: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("recurrence %s: dtype %q: want a float type", s.Symbol, s.DType)
	}
	G := s.gates()
	if G == 0 || s.Dirs < 1 || s.Dirs > 2 || s.Layout < 0 || s.Layout > 1 {
		return nil, fmt.Errorf("recurrence %s: op %q, %d directions, layout %d", s.Symbol, s.Op, s.Dirs, s.Layout)
	}
	per := map[string]int{"RNN": 1, "GRU": 2, "LSTM": 3}[s.Op]
	if len(s.Activations) != per*int(s.Dirs) {
		return nil, fmt.Errorf("recurrence %s: %d activations, want %d", s.Symbol, len(s.Activations), per*int(s.Dirs))
	}
	for _, a := range s.Activations {
		if !knownActivation(a.Name) {
			return nil, fmt.Errorf("recurrence %s: activation %q", s.Symbol, a.Name)
		}
	}
	if s.Op != "LSTM" && (s.InitialC || s.Peepholes || s.YC) {
		return nil, fmt.Errorf("recurrence %s: %s has no cell state or peepholes", s.Symbol, s.Op)
	}
	T, B, H, D := s.Seq, s.Batch, s.Hidden, s.Dirs
	GH := G * H
	xwn, err := product([]int64{T, B, D, GH})
	if err != nil {
		return nil, fmt.Errorf("recurrence %s: %w", s.Symbol, err)
	}
	cd := dtypes["float32"]
	if d.width == 64 {
		cd = d
	}
	type opt struct {
		on   bool
		name string
		dt   dtypeInfo
		n    int64
		out  bool
	}
	opts := []opt{
		{true, "xw", d, xwn, false},
		{true, "r", d, D * GH * H, false},
		{s.Bias, "b", d, D * 2 * GH, false},
		{s.SeqLens, "seq_lens", dtypes["int32"], B, false},
		{s.InitialH, "initial_h", d, D * B * H, false},
		{s.InitialC, "initial_c", d, D * B * H, false},
		{s.Peepholes, "p", d, D * 3 * H, false},
		{s.Y, "y", d, xwn / G, true},
		{s.YH, "y_h", d, D * B * H, true},
		{s.YC, "y_c", d, D * B * H, true},
		{true, "scratch", cd, s.ScratchElems(), true},
	}
	var params []param
	var args []Arg
	for _, o := range opts {
		if o.on {
			params = append(params, param{o.name, o.dt})
			args = append(args, Arg{Name: o.name, DType: o.dt.name, Elems: o.n, Write: o.out})
		}
	}
	if s.SeqLens { // a length outside [0, Seq] sets the status word
		params, args = append(params, statusParam()), append(args, statusArg())
	}
	k, ids := newKernel(s.Symbol, params)
	note, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("recurrence %s: %w", s.Symbol, err)
	}
	k.b.ModuleProcessed(recurrenceNote + string(note))
	buf := map[string]spirv.ID{}
	at := 0
	for _, o := range opts {
		if o.on {
			buf[o.name], at = ids[at], at+1
		}
	}
	if s.SeqLens {
		buf[StatusName] = ids[at]
	}
	g := &recurrenceGen{s: s, k: k, d: d, cd: cd, buf: buf, G: G}
	g.emit()
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("recurrence %s: %w", s.Symbol, err)
	}
	rows := D * B
	local := s.residentLocal()
	if local == 0 {
		local = rowLocalSize(GH)
	}
	groups := min(rows, maxGroups)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Args: args,
		Local: [3]int64{local, 1, 1}, Global: [3]int64{local * groups, 1, 1}}}, nil
}

// recurrenceNote starts the kernel's OpModuleProcessed note, which holds
// its spec as JSON: a target that runs the recurrence its own way (the
// host's micro-kernel) reads it back with RecurrenceSpecOf.
const recurrenceNote = "mgxport.recurrence "

// RecurrenceSpecOf returns the spec of a recurrence kernel's SPIR-V module
// bin and the kernel Recurrence generates from it, when bin is exactly that
// kernel: bin carries the spec's note (Recurrence writes it) and
// regenerating from the spec gives the same bytes. So a module from an
// untrusted bundle yields a spec only if every operand size and index the
// spec implies is the one the module's own code uses; anything else
// (another kernel, a module edited or from another generator version)
// gives ok false.
func RecurrenceSpecOf(bin []byte) (spec RecurrenceSpec, k Kernel, ok bool) {
	return specOf(bin, recurrenceNote, Recurrence, nil)
}

// Resident path bounds: an invocation holds one row of R (Hidden values)
// in registers for the whole sequence, so Hidden is bounded by what a GPU
// keeps in registers beside the step's own values; a workgroup has an
// invocation per gate row, so Gates·Hidden is bounded by the workgroup
// sizes every GPU target takes; and the workgroup's registers, its
// invocations' R rows plus residentSpare 32-bit registers each for the
// step's own values, must fit one multiprocessor's register file
// (residentRegisters: NVIDIA's 64 Ki per SM, the smallest of the targets),
// or the launch would fail for its resources or spill.
const (
	residentMaxHidden = 128
	residentMaxLocal  = 1024
	residentRegisters = 64 << 10
	residentSpare     = 64
)

// residentLocal is the workgroup size of the resident path (one invocation
// per gate row, rounded up to whole 32-wide subgroups), or 0 when the
// sizes fall outside it.
func (s RecurrenceSpec) residentLocal() int64 {
	gh := s.gates() * s.Hidden
	if s.Hidden > residentMaxHidden || gh > residentMaxLocal {
		return 0
	}
	local := max(32, (gh+31)/32*32)
	words := int64(1) // 32-bit registers per R element
	if s.DType == "float64" {
		words = 2
	}
	if local*(s.Hidden*words+residentSpare) > residentRegisters {
		return 0
	}
	return local
}

// knownActivation reports whether the generator has activation name.
func knownActivation(name string) bool {
	switch name {
	case "Relu", "Tanh", "Sigmoid", "Affine", "LeakyRelu", "ThresholdedRelu", "ScaledTanh",
		"HardSigmoid", "Elu", "Softsign", "Softplus":
		return true
	}
	return false
}

// recurrenceGen is one recurrence kernel under construction.
type recurrenceGen struct {
	s     RecurrenceSpec
	k     *kctx
	d, cd dtypeInfo
	buf   map[string]spirv.ID
	G     int64
	// Per row: the direction, batch row, lane and stride, and the base
	// of the row's scratch.
	dir, b, lane, stride, base spirv.ID
	// resident is set while the resident path is emitted: the state lives
	// in workgroup memory (sh) and invocation j holds row j of R in
	// registers (rrow).
	resident bool
	sh       spirv.ID
	rrow     []spirv.ID
	// xwBase indexes the current step's input projection; on the
	// resident path xwCur is the invocation's element of it (loaded a
	// step ahead) and wb, rb its gate row's biases.
	xwBase, xwCur, wb, rb spirv.ID
}

// Scratch layout per row, in units of Hidden: h, c, rh, then the gates.
const (
	scratchH = iota
	scratchC
	scratchRH
	scratchGates
)

func (g *recurrenceGen) cf(v float64) spirv.ID { return g.k.b.ConstFloat(g.k.b.Float(g.cd.width), v) }

// scratch is the index of element i of part (scratchH ...) of the row.
func (g *recurrenceGen) scratch(part int64, i spirv.ID) spirv.ID {
	return g.k.add(g.base, g.k.add(g.k.c(part*g.s.Hidden), i))
}

func (g *recurrenceGen) loadS(part int64, i spirv.ID) spirv.ID {
	if g.resident {
		return g.k.f.Load(g.k.f.LocalElem(g.sh, g.k.add(g.k.c(part*g.s.Hidden), i)))
	}
	return g.k.load(g.cd, g.buf["scratch"], g.scratch(part, i))
}

func (g *recurrenceGen) storeS(part int64, i, v spirv.ID) {
	if g.resident {
		g.k.f.Store(g.k.f.LocalElem(g.sh, g.k.add(g.k.c(part*g.s.Hidden), i)), v)
		return
	}
	g.k.store(g.cd, g.buf["scratch"], g.scratch(part, i), v)
}

// in loads element idx of an input in the compute type.
func (g *recurrenceGen) in(name string, idx spirv.ID) spirv.ID {
	return castValue(g.k, g.d, g.cd, g.k.load(g.d, g.buf[name], idx))
}

// out stores compute value v as element idx of an output.
func (g *recurrenceGen) out(name string, idx, v spirv.ID) {
	g.k.store(g.d, g.buf[name], idx, castValue(g.k, g.cd, g.d, v))
}

// units emits for i := lane; i < n; i += stride.
func (g *recurrenceGen) units(n int64, body func(i spirv.ID)) {
	g.k.f.For(g.lane, g.k.c(n), g.stride, nil, func(i spirv.ID, _ []spirv.ID) []spirv.ID {
		body(i)
		return nil
	})
}

// barrier synchronizes the workgroup and makes its global-memory writes
// (the scratch state) visible to it; on the resident path the state is in
// workgroup memory and Y is never read back, so a workgroup-memory barrier
// is enough.
func (g *recurrenceGen) barrier() {
	if g.resident {
		g.k.f.Barrier()
		return
	}
	b := g.k.b
	wg := b.ConstU32(uint32(spirv.ScopeWorkgroup))
	sem := b.ConstU32(spirv.SemanticsWorkgroupMemory | spirv.SemanticsCrossWorkgroupMemory | spirv.SemanticsSequentiallyConsistent)
	g.k.f.Op(spirv.OpControlBarrier, 0, wg, wg, sem)
}

// stateAt is the index of unit i of the row in initial_h, Y_h, ...
func (g *recurrenceGen) stateAt(i spirv.ID) spirv.ID {
	k, s := g.k, g.s
	if s.Layout == 1 {
		return k.add(k.mul(k.add(k.mul(g.b, k.c(s.Dirs)), g.dir), k.c(s.Hidden)), i)
	}
	return k.add(k.mul(k.add(k.mul(g.dir, k.c(s.Batch)), g.b), k.c(s.Hidden)), i)
}

// yAt is the index of unit i of the row at time t in Y.
func (g *recurrenceGen) yAt(t, i spirv.ID) spirv.ID {
	k, s := g.k, g.s
	if s.Layout == 1 {
		return k.add(k.mul(k.add(k.mul(k.add(k.mul(g.b, k.c(s.Seq)), t), k.c(s.Dirs)), g.dir), k.c(s.Hidden)), i)
	}
	return k.add(k.mul(k.add(k.mul(k.add(k.mul(t, k.c(s.Dirs)), g.dir), k.c(s.Batch)), g.b), k.c(s.Hidden)), i)
}

// bias is bias element j (0 ≤ j < 2·G·H) of the row's direction, 0
// without B.
func (g *recurrenceGen) bias(j int64, i spirv.ID) spirv.ID {
	if !g.s.Bias {
		return g.cf(0)
	}
	k := g.k
	return g.in("b", k.add(k.mul(g.dir, k.c(2*g.G*g.s.Hidden)), k.add(k.c(j), i)))
}

// emit writes the kernel body.
func (g *recurrenceGen) emit() {
	k, f, s := g.k, g.k.f, g.s
	H := s.Hidden
	rows := s.Dirs * s.Batch
	wg := f.Builtin(spirv.BuiltInWorkgroupID, 0)
	nwg := f.Builtin(spirv.BuiltInNumWorkgroups, 0)
	g.lane = f.Builtin(spirv.BuiltInLocalInvocationID, 0)
	g.stride = f.Builtin(spirv.BuiltInWorkgroupSize, 0)
	if s.residentLocal() == 0 {
		f.For(wg, k.c(rows), nwg, nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
			g.row(row)
			return nil
		})
		return
	}
	// The resident path needs an invocation per gate row; a smaller
	// workgroup (the host's 1, or a launch that changed the size) takes the
	// scratch path. The condition is workgroup-uniform, so both paths'
	// barriers are in uniform control flow.
	g.sh = k.b.WorkgroupArray("rnn_state", k.b.Float(g.cd.width), uint32((scratchGates+g.G)*H))
	fits := f.Cmp(spirv.OpUGreaterThanEqual, g.stride, k.c(g.G*H))
	f.IfElse(fits, func() []spirv.ID {
		g.resident = true
		f.For(wg, k.c(rows), nwg, nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
			g.row(row)
			return nil
		})
		g.resident = false
		return nil
	}, func() []spirv.ID {
		f.For(wg, k.c(rows), nwg, nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
			g.row(row)
			return nil
		})
		return nil
	})
}

// row emits the whole sequence of one (direction, batch row).
func (g *recurrenceGen) row(row spirv.ID) {
	k, f, s := g.k, g.k.f, g.s
	T, H := s.Seq, s.Hidden
	g.dir, g.b = k.udiv(row, k.c(s.Batch)), k.umod(row, k.c(s.Batch))
	if g.resident {
		// Row j of R, for the invocation's gate row j, loaded once:
		// the step's product reads it from registers.
		GH := g.G * H
		jr := f.Ext(spirv.CLUMin, g.lane, k.c(GH-1))
		base := k.mul(k.add(k.mul(g.dir, k.c(GH)), jr), k.c(H))
		g.rrow = make([]spirv.ID, H)
		for e := range H {
			g.rrow[e] = g.in("r", k.add(base, k.c(e)))
		}
	}
	g.base = k.mul(row, k.c((scratchGates+g.G)*H))
	L := k.c(T)
	if s.SeqLens {
		l := f.Convert(spirv.OpSConvert, k.u64, k.f.Load(f.Elem(g.buf["seq_lens"], g.b)))
		ok := f.Bin(spirv.OpLogicalAnd, f.Cmp(spirv.OpSGreaterThanEqual, l, k.c(0)), f.Cmp(spirv.OpSLessThanEqual, l, k.c(T)))
		k.flagUnless(g.buf[StatusName], ok)
		L = f.Ext(spirv.CLSMin, f.Ext(spirv.CLSMax, l, k.c(0)), k.c(T))
	}
	var rev spirv.ID
	switch {
	case s.Dirs == 2:
		rev = f.Cmp(spirv.OpIEqual, g.dir, k.c(1))
	default:
		rev = k.b.ConstBool(s.Reverse)
	}
	g.units(H, func(i spirv.ID) {
		h0, c0 := g.cf(0), g.cf(0)
		if s.InitialH {
			h0 = g.in("initial_h", g.stateAt(i))
		}
		if s.InitialC {
			c0 = g.in("initial_c", g.stateAt(i))
		}
		g.storeS(scratchH, i, h0)
		g.storeS(scratchC, i, c0)
		if s.Y { // the steps past the row's length stay 0
			f.For(L, k.c(T), k.c(1), nil, func(t spirv.ID, _ []spirv.ID) []spirv.ID {
				g.out("y", g.yAt(t, i), g.cf(0))
				return nil
			})
		}
	})
	g.barrier()
	timeAt := func(step spirv.ID) spirv.ID { return f.Select(rev, k.sub(k.sub(L, k.c(1)), step), step) }
	xwAt := func(t spirv.ID) spirv.ID {
		xr := k.add(k.mul(t, k.c(s.Batch)), g.b)
		if s.Layout == 1 {
			xr = k.add(k.mul(g.b, k.c(T)), t)
		}
		return k.add(k.mul(xr, k.c(s.Dirs*g.G*H)), k.mul(g.dir, k.c(g.G*H)))
	}
	if !g.resident {
		f.For(k.c(0), L, k.c(1), nil, func(step spirv.ID, _ []spirv.ID) []spirv.ID {
			t := timeAt(step)
			g.step(t, xwAt(t))
			return nil
		})
	} else {
		// Each invocation loads its gate row's input term one step ahead
		// (a loop-carried value), so the step's chain waits on workgroup
		// memory only, never on a global load; the biases are loaded
		// once. The step index is clamped into [0, L) so a row of length
		// 0 or the last step loads in bounds.
		jr := f.Ext(spirv.CLUMin, g.lane, k.c(g.G*H-1))
		last := k.sub(f.Ext(spirv.CLUMax, L, k.c(1)), k.c(1))
		load := func(step spirv.ID) spirv.ID {
			at := f.Ext(spirv.CLUMin, step, last)
			return g.in("xw", k.add(xwAt(f.Select(rev, k.sub(last, at), at)), jr))
		}
		g.rowBias(jr)
		f.For(k.c(0), L, k.c(1), []spirv.ID{load(k.c(0))}, func(step spirv.ID, cur []spirv.ID) []spirv.ID {
			next := load(k.add(step, k.c(1)))
			g.xwCur = cur[0]
			t := timeAt(step)
			g.step(t, xwAt(t))
			return []spirv.ID{next}
		})
	}
	g.units(H, func(i spirv.ID) {
		// A row of length 0 has final states 0, as ONNX Runtime gives.
		empty := f.Cmp(spirv.OpIEqual, L, k.c(0))
		if s.YH {
			g.out("y_h", g.stateAt(i), f.Select(empty, g.cf(0), g.loadS(scratchH, i)))
		}
		if s.YC {
			g.out("y_c", g.stateAt(i), f.Select(empty, g.cf(0), g.loadS(scratchC, i)))
		}
	})
	// The next row of this workgroup reuses nothing, but its first
	// writes must not race the reads above.
	g.barrier()
}

// recurrent emits the gates' H·Rᵀ products for gates [from, to) of the
// row into the scratch gates, reading the hidden state part src.
func (g *recurrenceGen) recurrent(from, to int64, src int64) {
	k, H := g.k, g.s.Hidden
	if g.resident {
		// Invocation j computes gate row j from the R row it holds, and
		// adds the row's input term, so the gate arithmetic after the
		// barrier reads workgroup memory only.
		k.f.If(k.ult(k.sub(g.lane, k.c(from*H)), k.c((to-from)*H)), func() {
			term := g.rowTerm(g.lane)
			v := k.f.Bin(spirv.OpFAdd, g.dotResident(src), term)
			g.storeS(scratchGates, g.lane, g.activateRow(from, to, v))
		})
		return
	}
	g.units((to-from)*H, func(jj spirv.ID) {
		j := k.add(jj, k.c(from*H))
		rRow := k.mul(k.add(k.mul(g.dir, k.c(g.G*H)), j), k.c(H))
		g.storeS(scratchGates, j, g.dot(src, rRow))
	})
}

// dotLanes is the number of partial sums a dot product keeps: independent
// multiply-add chains, so a CPU (where one invocation does a whole row's
// products) overlaps their latencies instead of waiting on one chain.
const dotLanes = 8

// rowTerm is what the resident path adds to gate row j's recurrent
// product: X·Wᵀ + Wb + Rb; for GRU's linear-before-reset candidate gate
// Rb alone, X·Wᵀ + Wb going to the (otherwise unused) RH slot, since the
// reset gate scales the product and Rb but not the input term.
func (g *recurrenceGen) rowTerm(j spirv.ID) spirv.ID {
	k, f := g.k, g.k.f
	fadd := func(a, b spirv.ID) spirv.ID { return f.Bin(spirv.OpFAdd, a, b) }
	in := fadd(g.xwCur, g.wb)
	rb := g.rb
	if g.s.Op != "GRU" || !g.s.LinearBeforeReset {
		return fadd(in, rb)
	}
	H := g.s.Hidden
	cand := f.Cmp(spirv.OpUGreaterThanEqual, j, k.c(2*H))
	f.If(cand, func() { g.storeS(scratchRH, k.sub(j, k.c(2*H)), in) })
	return f.Select(cand, rb, fadd(in, rb))
}

// preActivated reports whether the resident path applies gate's
// activation (function n) in the gate row's own invocation, beside its
// product, instead of in the unit's gate arithmetic: every gate of LSTM
// without peepholes (which add the cell state, not yet computed for the
// output gate), GRU's update and reset gates. So the step's activations
// run over all the workgroup's invocations at once and the unit's
// arithmetic after the barrier keeps one (LSTM's h) or two (GRU's).
func (g *recurrenceGen) preActivated(gate int64) (n int, ok bool) {
	switch {
	case !g.resident:
		return 0, false
	case g.s.Op == "LSTM" && !g.s.Peepholes:
		if gate == 3 {
			return 1, true
		}
		return 0, true
	case g.s.Op == "GRU" && gate < 2:
		return 0, true
	}
	return 0, false
}

// activateRow applies the activation of the invocation's gate (of gates
// [from, to)) to v where preActivated says so. The gate is a run-time
// value; with Hidden a multiple of the subgroup size the branches are
// uniform per subgroup.
func (g *recurrenceGen) activateRow(from, to int64, v spirv.ID) spirv.ID {
	k, f, H := g.k, g.k.f, g.s.Hidden
	gate := k.udiv(g.lane, k.c(H))
	apply := func(gi int64) spirv.ID {
		if n, ok := g.preActivated(gi); ok {
			return g.activate(n, v)
		}
		return v
	}
	same := func(a, b int64) bool {
		na, oka := g.preActivated(a)
		nb, okb := g.preActivated(b)
		return oka == okb && (!oka || na == nb)
	}
	var pick func(lo int64) spirv.ID
	pick = func(lo int64) spirv.ID {
		uniform := true
		for gi := lo + 1; gi < to; gi++ {
			uniform = uniform && same(lo, gi)
		}
		if uniform {
			return apply(lo)
		}
		return f.IfElse(f.Cmp(spirv.OpIEqual, gate, k.c(lo)),
			func() []spirv.ID { return []spirv.ID{apply(lo)} },
			func() []spirv.ID { return []spirv.ID{pick(lo + 1)} })[0]
	}
	return pick(from)
}

// rowBias loads gate row j's biases for the resident path.
func (g *recurrenceGen) rowBias(j spirv.ID) {
	g.wb, g.rb = g.bias(0, j), g.bias(g.G*g.s.Hidden, j)
}

// dotResident emits Σ_e state[src][e]·rrow[e], the state read from
// workgroup memory (the same address in every invocation: a broadcast) and
// R from registers, in dotLanes independent chains of fused multiply-adds.
func (g *recurrenceGen) dotResident(src int64) spirv.ID {
	f, H := g.k.f, g.s.Hidden
	parts := make([]spirv.ID, min(dotLanes, H))
	for e := range H {
		h := g.loadS(src, g.k.c(e))
		if l := e % int64(len(parts)); e < int64(len(parts)) {
			parts[l] = f.Bin(spirv.OpFMul, h, g.rrow[e])
		} else { // fused: one rounding, one instruction on the chain
			parts[l] = f.Ext(spirv.CLFma, h, g.rrow[e], parts[l])
		}
	}
	for n := len(parts); n > 1; { // pairwise, in a fixed order
		h := (n + 1) / 2
		for i := range n - h {
			parts[i] = f.Bin(spirv.OpFAdd, parts[i], parts[i+h])
		}
		n = h
	}
	return parts[0]
}

// dot emits Σ_e state[src][e]·r[rRow+e] over the hidden units.
func (g *recurrenceGen) dot(src int64, rRow spirv.ID) spirv.ID {
	k, f, H := g.k, g.k.f, g.s.Hidden
	mac := func(acc, e spirv.ID) spirv.ID {
		return f.Bin(spirv.OpFAdd, acc, f.Bin(spirv.OpFMul, g.loadS(src, e), g.in("r", k.add(rRow, e))))
	}
	main := H / dotLanes * dotLanes
	init := make([]spirv.ID, dotLanes)
	for i := range init {
		init[i] = g.cf(0)
	}
	parts := init
	if main > 0 {
		parts = f.For(k.c(0), k.c(main), k.c(dotLanes), init, func(e spirv.ID, a []spirv.ID) []spirv.ID {
			out := make([]spirv.ID, dotLanes)
			for i := range out {
				out[i] = mac(a[i], k.add(e, k.c(int64(i))))
			}
			return out
		})
	}
	for n := dotLanes / 2; n > 0; n /= 2 { // pairwise, in a fixed order
		for i := range n {
			parts[i] = f.Bin(spirv.OpFAdd, parts[i], parts[i+n])
		}
	}
	if main == H {
		return parts[0]
	}
	return f.For(k.c(main), k.c(H), k.c(1), parts[:1], func(e spirv.ID, a []spirv.ID) []spirv.ID {
		return []spirv.ID{mac(a[0], e)}
	})[0]
}

// step emits one time step t of the row; xwBase indexes its input
// projection.
func (g *recurrenceGen) step(t, xwBase spirv.ID) {
	k, f, s := g.k, g.k.f, g.s
	g.xwBase = xwBase
	H := s.Hidden
	fadd := func(a, b spirv.ID) spirv.ID { return f.Bin(spirv.OpFAdd, a, b) }
	fmul := func(a, b spirv.ID) spirv.ID { return f.Bin(spirv.OpFMul, a, b) }
	// pre is gate gate's pre-activation input for unit i without its
	// recurrent product: X·Wᵀ + Wb (+ Rb unless withRb is false).
	pre := func(gate int64, i spirv.ID, withRb bool) spirv.ID {
		v := fadd(g.in("xw", k.add(xwBase, k.add(k.c(gate*H), i))), g.bias(gate*H, i))
		if withRb {
			v = fadd(v, g.bias(g.G*H+gate*H, i))
		}
		return v
	}
	gateIn := func(gate int64, i spirv.ID) spirv.ID {
		if g.resident { // the input term is in already (rowTerm)
			return g.loadS(scratchGates, k.add(k.c(gate*H), i))
		}
		return fadd(pre(gate, i, true), g.loadS(scratchGates, k.add(k.c(gate*H), i)))
	}
	act := func(n int, x spirv.ID) spirv.ID { return g.activate(n, x) }
	// gateAct is gate's activation n for unit i, with add (when not 0)
	// added to its input; the resident path may have applied it already.
	gateAct := func(n int, gate int64, i, add spirv.ID) spirv.ID {
		if _, ok := g.preActivated(gate); ok {
			return g.loadS(scratchGates, k.add(k.c(gate*H), i))
		}
		x := gateIn(gate, i)
		if add != 0 {
			x = fadd(x, add)
		}
		return act(n, x)
	}
	writeH := func(i, h spirv.ID) {
		g.storeS(scratchH, i, h)
		if s.Y {
			g.out("y", g.yAt(t, i), h)
		}
	}
	switch s.Op {
	case "RNN":
		g.recurrent(0, 1, scratchH)
		g.barrier()
		g.units(H, func(i spirv.ID) { writeH(i, act(0, gateIn(0, i))) })
	case "LSTM":
		g.recurrent(0, 4, scratchH)
		g.barrier()
		g.units(H, func(i spirv.ID) {
			c := g.loadS(scratchC, i)
			peep := func(p int64, c spirv.ID) spirv.ID {
				if !s.Peepholes {
					return g.cf(0)
				}
				return fmul(g.in("p", k.add(k.mul(g.dir, k.c(3*H)), k.add(k.c(p*H), i))), c)
			}
			in := gateAct(0, 0, i, peep(0, c))
			fg := f.Bin(spirv.OpFSub, g.cf(1), in)
			if !s.InputForget {
				fg = gateAct(0, 2, i, peep(2, c))
			}
			c = fadd(fmul(fg, c), fmul(in, gateAct(1, 3, i, 0)))
			o := gateAct(0, 1, i, peep(1, c))
			g.storeS(scratchC, i, c)
			writeH(i, fmul(o, g.activateRaw(2, c)))
		})
	case "GRU":
		mix := func(i, z, hh spirv.ID) { // (1-z)·hh + z·h
			h := g.loadS(scratchH, i)
			writeH(i, fadd(fmul(f.Bin(spirv.OpFSub, g.cf(1), z), hh), fmul(z, h)))
		}
		if s.LinearBeforeReset {
			g.recurrent(0, 3, scratchH)
			g.barrier()
			g.units(H, func(i spirv.ID) {
				z, r := gateAct(0, 0, i, 0), gateAct(0, 1, i, 0)
				if g.resident { // Rb is in the gate, X·Wᵀ + Wb in RH (rowTerm)
					rec := g.loadS(scratchGates, k.add(k.c(2*H), i))
					mix(i, z, act(1, fadd(g.loadS(scratchRH, i), fmul(r, rec))))
					return
				}
				rec := fadd(g.loadS(scratchGates, k.add(k.c(2*H), i)), g.bias(5*H, i))
				mix(i, z, act(1, fadd(pre(2, i, false), fmul(r, rec))))
			})
			break
		}
		g.recurrent(0, 2, scratchH)
		g.barrier()
		g.units(H, func(i spirv.ID) {
			r := gateAct(0, 1, i, 0)
			g.storeS(scratchRH, i, fmul(r, g.loadS(scratchH, i)))
		})
		g.barrier()
		g.recurrent(2, 3, scratchRH)
		g.barrier()
		g.units(H, func(i spirv.ID) {
			z := gateAct(0, 0, i, 0)
			hh := act(1, gateIn(2, i))
			mix(i, z, hh)
		})
	}
	g.barrier()
}

// activate applies activation n of the row's direction to x, clipped
// first when the spec clips.
func (g *recurrenceGen) activate(n int, x spirv.ID) spirv.ID {
	if g.s.Clip > 0 {
		x = g.k.f.Ext(spirv.CLFmin, g.k.f.Ext(spirv.CLFmax, x, g.cf(-g.s.Clip)), g.cf(g.s.Clip))
	}
	return g.activateRaw(n, x)
}

// activateRaw applies activation n of the row's direction to x: the
// direction is a run-time value, so with two directions whose functions
// differ both are computed and one selected.
func (g *recurrenceGen) activateRaw(n int, x spirv.ID) spirv.ID {
	per := len(g.s.Activations) / int(g.s.Dirs)
	fwd := g.s.Activations[n]
	v := g.applyActivation(fwd, x)
	if g.s.Dirs == 2 {
		if bwd := g.s.Activations[per+n]; bwd != fwd {
			back := g.k.f.Cmp(spirv.OpIEqual, g.dir, g.k.c(1))
			v = g.k.f.Select(back, g.applyActivation(bwd, x), v)
		}
	}
	return v
}

// applyActivation emits one activation function on a compute value.
func (g *recurrenceGen) applyActivation(a RecurrentActivation, x spirv.ID) spirv.ID {
	f := g.k.f
	switch a.Name {
	case "Affine":
		return f.Bin(spirv.OpFAdd, f.Bin(spirv.OpFMul, g.cf(a.Alpha), x), g.cf(a.Beta))
	case "ScaledTanh":
		return f.Bin(spirv.OpFMul, g.cf(a.Alpha), f.Ext(spirv.CLTanh, f.Bin(spirv.OpFMul, g.cf(a.Beta), x)))
	}
	e := &Expr{Op: strings.ToLower(a.Name), Alpha: a.Alpha, Beta: a.Beta}
	return emitOp(g.k, e, g.cd, []dtypeInfo{g.cd}, []spirv.ID{x})
}
