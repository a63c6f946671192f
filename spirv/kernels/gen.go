package kernels

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/spirv"
)

// maxGroups caps the workgroups of a launch; grid-stride loops cover the rest.
const maxGroups = 1 << 16

// maxElems bounds tensor sizes so 64-bit index arithmetic cannot overflow.
const maxElems = int64(1) << 40

// kctx is one kernel under construction: its builder, function and the
// helpers every generator shares (typed loads and stores, index arithmetic,
// reductions).
type kctx struct {
	b       *spirv.Builder
	f       *spirv.Func
	u64     spirv.ID
	u32     spirv.ID
	boolT   spirv.ID
	scratch map[spirv.ID]spirv.ID // workgroup scratch per element type
}

// param is one buffer parameter of a kernel being generated.
type param struct {
	name  string
	dtype dtypeInfo
}

// newKernel starts a kernel whose parameters are CrossWorkgroup buffers.
func newKernel(symbol string, params []param) (*kctx, []spirv.ID) {
	b := spirv.NewBuilder()
	types := make([]spirv.ID, len(params))
	for i, p := range params {
		types[i] = p.dtype.globalPtr(b)
	}
	f := b.Kernel(symbol, types...)
	ids := make([]spirv.ID, len(params))
	for i, p := range params {
		f.NameParam(i, p.name)
		ids[i] = f.Param(i)
	}
	return &kctx{b: b, f: f, u64: b.Int(64), u32: b.Int(32), boolT: b.Bool(), scratch: map[spirv.ID]spirv.ID{}}, ids
}

// finish closes the kernel and returns its binary.
func (k *kctx) finish() ([]byte, error) {
	k.f.Return()
	return k.b.Binary()
}

// c returns a ulong constant.
func (k *kctx) c(v int64) spirv.ID { return k.b.ConstU64(uint64(v)) }

func (k *kctx) add(a, c spirv.ID) spirv.ID  { return k.f.Bin(spirv.OpIAdd, a, c) }
func (k *kctx) sub(a, c spirv.ID) spirv.ID  { return k.f.Bin(spirv.OpISub, a, c) }
func (k *kctx) mul(a, c spirv.ID) spirv.ID  { return k.f.Bin(spirv.OpIMul, a, c) }
func (k *kctx) udiv(a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpUDiv, a, c) }
func (k *kctx) umod(a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpUMod, a, c) }
func (k *kctx) ult(a, c spirv.ID) spirv.ID  { return k.f.Cmp(spirv.OpULessThan, a, c) }

// builtin64 loads a built-in as a ulong (scalar built-ins are uint).
func (k *kctx) builtin64(bi spirv.BuiltIn) spirv.ID {
	v := k.f.Builtin(bi, 0)
	if !bi.IsVector() {
		v = k.f.Convert(spirv.OpUConvert, k.u64, v)
	}
	return v
}

// gridStride emits for i := global id; i < n; i += global size.
func (k *kctx) gridStride(n int64, body func(i spirv.ID)) {
	gid := k.f.Builtin(spirv.BuiltInGlobalInvocationID, 0)
	gsz := k.f.Builtin(spirv.BuiltInGlobalSize, 0)
	k.f.For(gid, k.c(n), gsz, nil, func(i spirv.ID, _ []spirv.ID) []spirv.ID {
		body(i)
		return nil
	})
}

// elementLaunch is the launch of a grid-stride kernel over n items.
func elementLaunch(n int64) ([3]int64, [3]int64) {
	const local = 256
	groups := min((n+local-1)/local, maxGroups)
	return [3]int64{local, 1, 1}, [3]int64{groups * local, 1, 1}
}

// ctype is the type values of dtype d are computed in: f16 widens to f32,
// bool is OpTypeBool, 8/16-bit ints stay as stored.
func (k *kctx) ctype(d dtypeInfo) spirv.ID {
	switch {
	case d.name == "bool":
		return k.boolT
	case d.float:
		return k.b.Float(d.compute)
	}
	return k.b.Int(d.width)
}

// load reads element idx of buffer p as a compute value.
func (k *kctx) load(d dtypeInfo, p, idx spirv.ID) spirv.ID {
	v := k.f.Load(k.f.Elem(p, idx))
	return k.toCompute(d, v)
}

// toCompute converts a stored value to its compute type.
func (k *kctx) toCompute(d dtypeInfo, v spirv.ID) spirv.ID {
	switch {
	case d.name == "bool":
		return k.f.Cmp(spirv.OpINotEqual, v, k.b.ConstInt(k.b.Int(8), 0))
	case d.bf16:
		// The high half of a float32.
		w := k.f.Convert(spirv.OpUConvert, k.u32, v)
		w = k.f.Bin(spirv.OpShiftLeftLogical, w, k.b.ConstU32(16))
		return k.f.Op(spirv.OpBitcast, k.b.Float(32), w)
	case d.float && d.width != d.compute:
		return k.f.Convert(spirv.OpFConvert, k.b.Float(d.compute), v)
	}
	return v
}

// store writes the compute value v as element idx of buffer p.
func (k *kctx) store(d dtypeInfo, p, idx, v spirv.ID) {
	switch {
	case d.name == "bool":
		i8 := k.b.Int(8)
		v = k.f.Select(v, k.b.ConstInt(i8, 1), k.b.ConstInt(i8, 0))
	case d.bf16:
		v = k.toBF16(v)
	case d.float && d.width != d.compute:
		v = k.f.Convert(spirv.OpFConvert, k.b.Float(d.width), v)
	}
	k.f.Store(k.f.Elem(p, idx), v)
}

// toBF16 rounds a float32 to bfloat16 bits (nearest, ties to even; NaN
// stays a quiet NaN).
func (k *kctx) toBF16(v spirv.ID) spirv.ID {
	f := k.f
	c := k.b.ConstU32
	bits := f.Op(spirv.OpBitcast, k.u32, v)
	lsb := f.Bin(spirv.OpBitwiseAnd, f.Bin(spirv.OpShiftRightLogical, bits, c(16)), c(1))
	rounded := f.Bin(spirv.OpShiftRightLogical, f.Bin(spirv.OpIAdd, bits, f.Bin(spirv.OpIAdd, c(0x7fff), lsb)), c(16))
	nan := f.Bin(spirv.OpBitwiseOr, f.Bin(spirv.OpShiftRightLogical, bits, c(16)), c(0x40))
	out := f.Select(f.Op(spirv.OpIsNan, k.boolT, v), nan, rounded)
	return f.Convert(spirv.OpUConvert, k.b.Int(16), out)
}

// constOf returns a constant of compute type t with value v.
func (k *kctx) constOf(t spirv.ID, v float64) spirv.ID {
	switch {
	case t == k.boolT:
		return k.b.ConstBool(v != 0)
	case k.b.IsFloat(t):
		return k.b.ConstFloat(t, v)
	}
	return k.b.ConstInt(t, int64(v))
}

// reducer is an associative, commutative combine with its identity and its
// subgroup collective (0: combine through a broadcast loop).
type reducer struct {
	combine  func(k *kctx, a, c spirv.ID) spirv.ID
	identity func(k *kctx, t spirv.ID) spirv.ID
	group    spirv.Op
}

// reducerFor returns the reducer of an operation ("add", "max", "min", "mul")
// on compute type t of dtype d.
func reducerFor(op string, d dtypeInfo) (reducer, error) {
	fl := d.float
	switch op {
	case "add":
		if fl {
			return reducer{group: spirv.OpGroupFAdd,
				combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpFAdd, a, c) },
				identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstFloat(t, 0) }}, nil
		}
		return reducer{group: spirv.OpGroupIAdd,
			combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpIAdd, a, c) },
			identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstInt(t, 0) }}, nil
	case "mul":
		if fl {
			return reducer{
				combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpFMul, a, c) },
				identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstFloat(t, 1) }}, nil
		}
		return reducer{
			combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Bin(spirv.OpIMul, a, c) },
			identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstInt(t, 1) }}, nil
	case "max", "min":
		isMax := op == "max"
		switch {
		case fl:
			inst, g, id := spirv.CLFmax, spirv.OpGroupFMax, math.Inf(-1)
			if !isMax {
				inst, g, id = spirv.CLFmin, spirv.OpGroupFMin, math.Inf(1)
			}
			return reducer{group: g,
				combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Ext(inst, a, c) },
				identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstFloat(t, id) }}, nil
		case d.signed:
			inst, g := spirv.CLSMax, spirv.OpGroupSMax
			id := -int64(1) << (d.width - 1)
			if !isMax {
				inst, g, id = spirv.CLSMin, spirv.OpGroupSMin, int64(1)<<(d.width-1)-1
			}
			return reducer{group: g,
				combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Ext(inst, a, c) },
				identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstInt(t, id) }}, nil
		default:
			inst, g, id := spirv.CLUMax, spirv.OpGroupUMax, int64(0)
			if !isMax {
				inst, g, id = spirv.CLUMin, spirv.OpGroupUMin, -1
			}
			return reducer{group: g,
				combine:  func(k *kctx, a, c spirv.ID) spirv.ID { return k.f.Ext(inst, a, c) },
				identity: func(k *kctx, t spirv.ID) spirv.ID { return k.b.ConstInt(t, id) }}, nil
		}
	}
	return reducer{}, fmt.Errorf("no reducer %q", op)
}

// subgroupReduce combines v over the subgroup; every invocation gets the same
// result. Without a collective it combines the lanes' values one broadcast at
// a time, in lane order, so all lanes compute identical results.
func (k *kctx) subgroupReduce(r reducer, v spirv.ID) spirv.ID {
	if r.group != 0 {
		return k.f.GroupOp(r.group, spirv.ScopeSubgroup, spirv.GroupReduce, v)
	}
	k.b.Capability(spirv.CapGroups)
	sgs := k.f.Builtin(spirv.BuiltInSubgroupSize, 0)
	scope := k.b.ConstU32(uint32(spirv.ScopeSubgroup))
	acc := k.f.For(k.b.ConstU32(0), sgs, k.b.ConstU32(1), []spirv.ID{r.identity(k, k.b.TypeOf(v))}, func(lane spirv.ID, c []spirv.ID) []spirv.ID {
		x := k.f.Op(spirv.OpGroupBroadcast, k.b.TypeOf(v), scope, v, lane)
		return []spirv.ID{r.combine(k, c[0], x)}
	})
	return acc[0]
}

// scratchSlots is the number of per-subgroup partials a workgroup reduction
// combines per round; workgroups with more subgroups take several rounds.
const scratchSlots = 64

// workgroupReduce combines v over the workgroup: a subgroup reduction first,
// then the subgroups' partials through workgroup memory, scratchSlots at a
// time, so any workgroup size and any subgroup size (down to 1) work. Every
// invocation reads the partials in the same order and gets the same result.
// Call it in workgroup-uniform control flow.
func (k *kctx) workgroupReduce(r reducer, v spirv.ID) spirv.ID {
	f, b := k.f, k.b
	t := b.TypeOf(v)
	scratch, ok := k.scratch[t]
	if !ok {
		scratch = b.WorkgroupArray(fmt.Sprintf("scratch%d", len(k.scratch)), t, scratchSlots)
		k.scratch[t] = scratch
	}
	sg := k.subgroupReduce(r, v)
	nsg := k.builtin64(spirv.BuiltInNumSubgroups)
	sgid := k.builtin64(spirv.BuiltInSubgroupID)
	lane := f.Builtin(spirv.BuiltInSubgroupLocalInvocationID, 0)
	slots := k.c(scratchSlots)
	acc := f.For(k.c(0), nsg, slots, []spirv.ID{r.identity(k, t)}, func(base spirv.ID, c []spirv.ID) []spirv.ID {
		rel := k.sub(sgid, base) // wraps to a huge value below base
		first := f.Cmp(spirv.OpIEqual, lane, b.ConstU32(0))
		f.If(f.Bin(spirv.OpLogicalAnd, first, k.ult(rel, slots)), func() {
			f.Store(f.LocalElem(scratch, rel), sg)
		})
		f.Barrier()
		n := f.Ext(spirv.CLUMin, k.sub(nsg, base), slots)
		out := f.For(k.c(0), n, k.c(1), c, func(i spirv.ID, c []spirv.ID) []spirv.ID {
			return []spirv.ID{r.combine(k, c[0], f.Load(f.LocalElem(scratch, i)))}
		})
		f.Barrier()
		return out
	})
	return acc[0]
}

// Strategy names how a row kernel maps rows to invocations.
const (
	// StrategyAuto picks by row length.
	StrategyAuto = ""
	// StrategyThread gives each invocation whole rows: no collectives, for short rows.
	StrategyThread = "thread"
	// StrategySubgroup gives each subgroup a row at a time: subgroup collectives,
	// no barriers; launched per wavefront size (wave32 and wave64 variants).
	StrategySubgroup = "subgroup"
	// StrategyWorkgroup gives each workgroup a row at a time: workgroup
	// reductions through workgroup memory, for long rows.
	StrategyWorkgroup = "workgroup"
)

// pickStrategy chooses a row strategy for rows of n elements.
func pickStrategy(s string, n int64) (string, error) {
	switch s {
	case StrategyThread, StrategySubgroup, StrategyWorkgroup:
		return s, nil
	case StrategyAuto:
		switch {
		case n <= 8:
			return StrategyThread, nil
		case n <= 1024:
			return StrategySubgroup, nil
		}
		return StrategyWorkgroup, nil
	}
	return "", fmt.Errorf("unknown strategy %q", s)
}

// rowEnv is what a row body sees: the first column this invocation handles and
// the column stride, and the reduction across the invocations sharing the row.
type rowEnv struct {
	k      *kctx
	lane   spirv.ID
	stride spirv.ID
	reduce func(r reducer, v spirv.ID) spirv.ID
}

// cols emits for c := lane; c < n; c += stride with carried values.
func (e rowEnv) cols(n int64, init []spirv.ID, body func(c spirv.ID, acc []spirv.ID) []spirv.ID) []spirv.ID {
	return e.k.f.For(e.lane, e.k.c(n), e.stride, init, body)
}

// rows emits the row loop of a strategy and calls body once per row.
func (k *kctx) rows(strategy string, rows int64, body func(e rowEnv, row spirv.ID)) {
	f := k.f
	switch strategy {
	case StrategyThread:
		e := rowEnv{k: k, lane: k.c(0), stride: k.c(1), reduce: func(_ reducer, v spirv.ID) spirv.ID { return v }}
		k.gridStride(rows, func(row spirv.ID) { body(e, row) })
	case StrategySubgroup:
		wg := f.Builtin(spirv.BuiltInWorkgroupID, 0)
		nwg := f.Builtin(spirv.BuiltInNumWorkgroups, 0)
		sgid := k.builtin64(spirv.BuiltInSubgroupID)
		nsg := k.builtin64(spirv.BuiltInNumSubgroups)
		e := rowEnv{k: k, lane: k.builtin64(spirv.BuiltInSubgroupLocalInvocationID),
			stride: k.builtin64(spirv.BuiltInSubgroupSize), reduce: k.subgroupReduce}
		f.For(k.add(k.mul(wg, nsg), sgid), k.c(rows), k.mul(nwg, nsg), nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
			body(e, row)
			return nil
		})
	default:
		wg := f.Builtin(spirv.BuiltInWorkgroupID, 0)
		nwg := f.Builtin(spirv.BuiltInNumWorkgroups, 0)
		e := rowEnv{k: k, lane: f.Builtin(spirv.BuiltInLocalInvocationID, 0),
			stride: f.Builtin(spirv.BuiltInWorkgroupSize, 0), reduce: k.workgroupReduce}
		f.For(wg, k.c(rows), nwg, nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
			body(e, row)
			return nil
		})
	}
}

// rowKernels finishes a row kernel into its launch variants: one for the
// thread and workgroup strategies, a wave32 and a wave64 variant for the
// subgroup strategy (the code reads the subgroup size at run time; the launch
// packs 256/wave rows per workgroup).
func rowKernels(symbol string, k *kctx, strategy string, rows, cols int64, args []Arg) ([]Kernel, error) {
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", symbol, err)
	}
	one := func(local, groups int64, wave int) Kernel {
		groups = max(1, min(groups, maxGroups))
		return Kernel{Symbol: symbol, Binary: bin, Args: args,
			Local: [3]int64{local, 1, 1}, Global: [3]int64{local * groups, 1, 1}, Wave: wave}
	}
	switch strategy {
	case StrategyThread:
		l, g := elementLaunch(rows)
		return []Kernel{one(l[0], g[0]/l[0], 0)}, nil
	case StrategySubgroup:
		const local = 256
		var out []Kernel
		for _, wave := range []int{32, 64} {
			perGroup := int64(local / wave)
			out = append(out, one(local, (rows+perGroup-1)/perGroup, wave))
		}
		return out, nil
	}
	local := rowLocalSize(cols)
	return []Kernel{one(local, rows, 0)}, nil
}

// rowLocalSize picks the workgroup size for a row of n elements: enough
// invocations to cover short rows with one pass, at most 256.
func rowLocalSize(n int64) int64 {
	l := int64(32)
	for l < n && l < 256 {
		l *= 2
	}
	return l
}

// product multiplies dims, failing on non-positive dims or overflow past maxElems.
func product(shape []int64) (int64, error) {
	n := int64(1)
	for _, d := range shape {
		if d <= 0 {
			return 0, fmt.Errorf("shape %v has a non-positive dimension", shape)
		}
		if n > maxElems/d {
			return 0, fmt.Errorf("shape %v has more than 2^40 elements", shape)
		}
		n *= d
	}
	return n, nil
}

// contiguousStrides returns row-major element strides.
func contiguousStrides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// unravel splits a linear index over shape into coordinates (constant 0 for
// dimensions of size 1).
func (k *kctx) unravel(i spirv.ID, shape []int64) []spirv.ID {
	out := make([]spirv.ID, len(shape))
	rest := i
	for d := len(shape) - 1; d >= 0; d-- {
		switch {
		case shape[d] == 1:
			out[d] = k.c(0)
		case d == 0:
			out[d] = rest
		default:
			out[d] = k.umod(rest, k.c(shape[d]))
			rest = k.udiv(rest, k.c(shape[d]))
		}
	}
	return out
}

// dot returns offset + sum coords[d]*strides[d] (two's complement, so negative
// strides work), skipping zero strides.
func (k *kctx) dot(coords []spirv.ID, strides []int64, offset int64) spirv.ID {
	acc := k.c(offset)
	for d, s := range strides {
		switch s {
		case 0:
		case 1:
			acc = k.add(acc, coords[d])
		default:
			acc = k.add(acc, k.mul(coords[d], k.c(s)))
		}
	}
	return acc
}

// normAxes normalizes possibly negative axes against rank and checks them.
func normAxes(axes []int64, rank int) ([]int64, error) {
	seen := map[int64]bool{}
	out := make([]int64, len(axes))
	for i, a := range axes {
		if a < 0 {
			a += int64(rank)
		}
		if a < 0 || a >= int64(rank) || seen[a] {
			return nil, fmt.Errorf("axis %d out of range or repeated for rank %d", axes[i], rank)
		}
		seen[a] = true
		out[i] = a
	}
	return out, nil
}
