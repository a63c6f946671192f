package simt

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/spirv"
)

// scalar describes a value's type for arithmetic.
func (it *item) scalar(t uint32) (typ, error) {
	ty, ok := it.p.types[t]
	if !ok || (ty.op != spirv.OpTypeInt && ty.op != spirv.OpTypeFloat && ty.op != spirv.OpTypeBool) {
		return typ{}, fmt.Errorf("type %d is not a scalar", t)
	}
	return ty, nil
}

// toF reads float bits of a width as float64; fromF rounds back.
func toF(b uint64, w uint32) float64 {
	switch w {
	case 16:
		return float64(spirv.F16ToF32(uint16(b)))
	case 32:
		return float64(f32(b))
	}
	return f64(b)
}

func fromF(f float64, w uint32) uint64 {
	switch w {
	case 16:
		return uint64(spirv.F32ToF16(float32(f)))
	case 32:
		return bf32(float32(f))
	}
	return bf64(f)
}

// fop applies a float operation at the type's precision: float32 values are
// computed in float32 (Go's float32 arithmetic is IEEE single).
func fop(w uint32, a, b uint64, op func(x, y float64) float64) uint64 {
	if w == 32 {
		return bf32(float32(op(float64(f32(a)), float64(f32(b)))))
	}
	return fromF(op(toF(a, w), toF(b, w)), w)
}

func b2u(c bool) uint64 {
	if c {
		return 1
	}
	return 0
}

// step executes one non-control instruction.
func (it *item) step(in *spirv.Inst) error {
	w := in.Operands
	v := it.vals
	set := func(x uint64) { v[w[1]] = value{bits: x} }
	switch in.Opcode {
	case spirv.OpLoad:
		if bi, ok := it.p.builtins[w[2]]; ok {
			return it.builtin(bi, w)
		}
		n, err := it.p.size(w[0])
		if err != nil {
			return err
		}
		mem, err := it.memory(v[w[2]], n)
		if err != nil {
			return err
		}
		var x uint64
		it.g.memMu.Lock()
		for i := range mem {
			x |= uint64(mem[i]) << (8 * i)
		}
		it.g.memMu.Unlock()
		set(x)
	case spirv.OpStore:
		t := it.p.types[it.ptrType(w[0])].elem
		n, err := it.p.size(t)
		if err != nil {
			return err
		}
		mem, err := it.memory(v[w[0]], n)
		if err != nil {
			return err
		}
		x := v[w[1]].bits
		it.g.memMu.Lock()
		for i := range mem {
			mem[i] = byte(x >> (8 * i))
		}
		it.g.memMu.Unlock()
	case spirv.OpInBoundsPtrAccessChain, spirv.OpPtrAccessChain, spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
		return it.accessChain(in)
	case spirv.OpCompositeExtract:
		if len(w) != 4 || w[3] > 2 {
			return fmt.Errorf("unsupported extract")
		}
		set(v[w[2]].vec[w[3]])
	case spirv.OpSelect:
		if v[w[2]].bits != 0 {
			v[w[1]] = v[w[3]]
		} else {
			v[w[1]] = v[w[4]]
		}
	case spirv.OpCopyObject:
		v[w[1]] = v[w[2]]
	case spirv.OpUndef:
		set(0)
	case spirv.OpExtInst:
		return it.extInst(w)
	case spirv.OpGroupIAdd, spirv.OpGroupFAdd, spirv.OpGroupFMin, spirv.OpGroupUMin, spirv.OpGroupSMin,
		spirv.OpGroupFMax, spirv.OpGroupUMax, spirv.OpGroupSMax:
		return it.groupReduce(in)
	case spirv.OpGroupBroadcast:
		if it.p.consts[w[2]] != uint64(spirv.ScopeSubgroup) {
			return fmt.Errorf("only subgroup broadcasts are supported")
		}
		vals, err := it.meet(it.g.subs[it.sg], in, v[w[3]].bits)
		if err != nil {
			return err
		}
		lane := int64(v[w[4]].bits)
		x, ok := vals[lane]
		if !ok {
			return fmt.Errorf("broadcast from lane %d of a %d-lane subgroup", lane, len(vals))
		}
		set(x)
	default:
		return it.alu(in)
	}
	return nil
}

// ptrType returns the pointer type of a pointer value.
func (it *item) ptrType(id uint32) uint32 { return it.p.valueTypes[id] }

// accessChain computes a pointer: base + element*sizeof(pointee) (for
// PtrAccessChain) then one composite index per further operand.
func (it *item) accessChain(in *spirv.Inst) error {
	w := in.Operands
	p := it.p
	base := it.vals[w[2]]
	if !base.ptr {
		return fmt.Errorf("access chain on a non-pointer")
	}
	t := p.types[it.ptrType(w[2])].elem
	idx := w[3:]
	off := base.off
	index := func(id uint32) int64 {
		ty := p.types[it.valueType(id)]
		return sext(it.vals[id].bits, ty.width)
	}
	if in.Opcode == spirv.OpPtrAccessChain || in.Opcode == spirv.OpInBoundsPtrAccessChain {
		n, err := p.size(t)
		if err != nil {
			return err
		}
		off += index(idx[0]) * n
		idx = idx[1:]
	}
	for _, i := range idx {
		ty := p.types[t]
		if ty.op != spirv.OpTypeArray && ty.op != spirv.OpTypeVector {
			return fmt.Errorf("index into a non-composite")
		}
		t = ty.elem
		n, err := p.size(t)
		if err != nil {
			return err
		}
		off += index(i) * n
	}
	it.vals[w[1]] = value{ptr: true, mem: base.mem, off: off}
	return nil
}

// valueType returns the type id of a value (constants and results).
func (it *item) valueType(id uint32) uint32 { return it.p.valueTypes[id] }

// builtin loads a built-in variable.
func (it *item) builtin(bi spirv.BuiltIn, w []uint32) error {
	l := it.l
	vec := func(f func(d int) int64) {
		var x [3]uint64
		for d := range 3 {
			x[d] = uint64(f(d))
		}
		it.vals[w[1]] = value{vec: x}
	}
	scalar := func(x int64) { it.vals[w[1]] = value{bits: uint64(x)} }
	local := l.Local[0] * l.Local[1] * l.Local[2]
	switch bi {
	case spirv.BuiltInGlobalInvocationID:
		vec(func(d int) int64 { return it.wg[d]*l.Local[d] + it.lid[d] })
	case spirv.BuiltInLocalInvocationID:
		vec(func(d int) int64 { return it.lid[d] })
	case spirv.BuiltInWorkgroupID:
		vec(func(d int) int64 { return it.wg[d] })
	case spirv.BuiltInWorkgroupSize, spirv.BuiltInEnqueuedWorkgroupSize:
		vec(func(d int) int64 { return l.Local[d] })
	case spirv.BuiltInNumWorkgroups:
		vec(func(d int) int64 { return it.groups[d] })
	case spirv.BuiltInGlobalSize:
		vec(func(d int) int64 { return l.Global[d] })
	case spirv.BuiltInGlobalOffset:
		vec(func(int) int64 { return 0 })
	case spirv.BuiltInSubgroupSize:
		scalar(it.g.subs[it.sg].size)
	case spirv.BuiltInSubgroupMaxSize:
		scalar(l.SubgroupSize)
	case spirv.BuiltInNumSubgroups, spirv.BuiltInNumEnqueuedSubgroups:
		scalar((local + l.SubgroupSize - 1) / l.SubgroupSize)
	case spirv.BuiltInSubgroupID:
		scalar(it.sg)
	case spirv.BuiltInSubgroupLocalInvocationID:
		scalar(it.lane)
	case spirv.BuiltInLocalInvocationIndex:
		scalar(it.lin)
	default:
		return fmt.Errorf("built-in %s is not supported", bi)
	}
	return nil
}

// groupReduce performs a subgroup or workgroup Groups collective.
func (it *item) groupReduce(in *spirv.Inst) error {
	w := in.Operands
	r := &it.g.barrier
	switch it.p.consts[w[2]] {
	case uint64(spirv.ScopeSubgroup):
		r = it.g.subs[it.sg]
	case uint64(spirv.ScopeWorkgroup):
	default:
		return fmt.Errorf("unsupported scope %d", it.p.consts[w[2]])
	}
	ty, err := it.scalar(w[0])
	if err != nil {
		return err
	}
	vals, err := it.meet(r, in, it.vals[w[4]].bits)
	if err != nil {
		return err
	}
	me := it.lane
	if r == &it.g.barrier {
		me = it.lin
	}
	var acc uint64
	first := true
	last := maxMember(vals)
	for m := int64(0); m <= last; m++ {
		x, ok := vals[m]
		if !ok {
			continue
		}
		include := true
		switch w[3] {
		case uint32(spirv.GroupReduce):
		case uint32(spirv.GroupInclusiveScan):
			include = m <= me
		case uint32(spirv.GroupExclusiveScan):
			include = m < me
		default:
			return fmt.Errorf("group operation %d", w[3])
		}
		if !include {
			continue
		}
		if first {
			acc, first = x, false
			continue
		}
		acc = combine(in.Opcode, ty, acc, x)
	}
	if first { // exclusive scan of the first member: the identity
		acc = identity(in.Opcode, ty)
	}
	it.vals[w[1]] = value{bits: acc}
	return nil
}

func maxMember(m map[int64]uint64) int64 {
	var mx int64 = -1
	for k := range m {
		mx = max(mx, k)
	}
	return mx
}

func combine(op spirv.Op, ty typ, a, b uint64) uint64 {
	switch op {
	case spirv.OpGroupIAdd:
		return (a + b) & mask(ty.width)
	case spirv.OpGroupFAdd:
		return fop(ty.width, a, b, func(x, y float64) float64 { return x + y })
	case spirv.OpGroupFMax:
		return fop(ty.width, a, b, fmaxNaN)
	case spirv.OpGroupFMin:
		return fop(ty.width, a, b, fminNaN)
	case spirv.OpGroupSMax:
		return uint64(max(sext(a, ty.width), sext(b, ty.width))) & mask(ty.width)
	case spirv.OpGroupSMin:
		return uint64(min(sext(a, ty.width), sext(b, ty.width))) & mask(ty.width)
	case spirv.OpGroupUMax:
		return max(a, b)
	}
	return min(a, b) // OpGroupUMin
}

func identity(op spirv.Op, ty typ) uint64 {
	switch op {
	case spirv.OpGroupFMax:
		return fromF(math.Inf(-1), ty.width)
	case spirv.OpGroupFMin:
		return fromF(math.Inf(1), ty.width)
	case spirv.OpGroupSMax:
		return uint64(int64(-1)<<(ty.width-1)) & mask(ty.width)
	case spirv.OpGroupSMin:
		return mask(ty.width) >> 1
	case spirv.OpGroupUMin:
		return mask(ty.width)
	}
	return 0
}

// fmaxNaN and fminNaN are OpenCL fmax/fmin: a NaN operand yields the other.
func fmaxNaN(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Max(x, y)
}

func fminNaN(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Min(x, y)
}

// alu executes arithmetic, comparisons and conversions.
func (it *item) alu(in *spirv.Inst) error {
	w := in.Operands
	v := it.vals
	rt, err := it.scalar(w[0])
	if err != nil {
		return err
	}
	a := v[w[2]].bits
	var b uint64
	if len(w) > 3 {
		b = v[w[3]].bits
	}
	at, err := it.scalar(it.valueType(w[2]))
	if err != nil {
		return err
	}
	aw := at.width
	rw := rt.width
	set := func(x uint64) {
		if rt.op == spirv.OpTypeInt {
			x &= mask(rw)
		}
		v[w[1]] = value{bits: x}
	}
	fl := func(op func(x, y float64) float64) { set(fop(rw, a, b, op)) }
	cmpF := func(ord bool, c func(x, y float64) bool) {
		x, y := toF(a, aw), toF(b, aw)
		if math.IsNaN(x) || math.IsNaN(y) {
			set(b2u(!ord))
			return
		}
		set(b2u(c(x, y)))
	}
	sa, sb := sext(a, aw), sext(b, aw)
	switch in.Opcode {
	case spirv.OpIAdd:
		set(a + b)
	case spirv.OpISub:
		set(a - b)
	case spirv.OpIMul:
		set(a * b)
	case spirv.OpUDiv, spirv.OpUMod, spirv.OpSDiv, spirv.OpSRem, spirv.OpSMod:
		if b&mask(aw) == 0 {
			return fmt.Errorf("integer division by zero")
		}
		switch in.Opcode {
		case spirv.OpUDiv:
			set((a & mask(aw)) / (b & mask(aw)))
		case spirv.OpUMod:
			set((a & mask(aw)) % (b & mask(aw)))
		case spirv.OpSDiv:
			set(uint64(sa / sb))
		case spirv.OpSRem:
			set(uint64(sa % sb))
		default:
			r := sa % sb
			if r != 0 && (r < 0) != (sb < 0) {
				r += sb
			}
			set(uint64(r))
		}
	case spirv.OpSNegate:
		set(-a)
	case spirv.OpNot:
		set(^a)
	case spirv.OpShiftLeftLogical:
		set(a << b)
	case spirv.OpShiftRightLogical:
		set((a & mask(aw)) >> b)
	case spirv.OpShiftRightArithmetic:
		set(uint64(sa >> b))
	case spirv.OpBitwiseAnd, spirv.OpLogicalAnd:
		set(a & b)
	case spirv.OpBitwiseOr, spirv.OpLogicalOr:
		set(a | b)
	case spirv.OpBitwiseXor:
		set(a ^ b)
	case spirv.OpLogicalNot:
		set(b2u(a == 0))
	case spirv.OpLogicalEqual:
		set(b2u((a != 0) == (b != 0)))
	case spirv.OpLogicalNotEqual:
		set(b2u((a != 0) != (b != 0)))
	case spirv.OpFAdd:
		fl(func(x, y float64) float64 { return x + y })
	case spirv.OpFSub:
		fl(func(x, y float64) float64 { return x - y })
	case spirv.OpFMul:
		fl(func(x, y float64) float64 { return x * y })
	case spirv.OpFDiv:
		fl(func(x, y float64) float64 { return x / y })
	case spirv.OpFRem:
		fl(math.Mod)
	case spirv.OpFNegate:
		set(fromF(-toF(a, aw), rw))
	case spirv.OpIEqual:
		set(b2u(a&mask(aw) == b&mask(aw)))
	case spirv.OpINotEqual:
		set(b2u(a&mask(aw) != b&mask(aw)))
	case spirv.OpULessThan:
		set(b2u(a&mask(aw) < b&mask(aw)))
	case spirv.OpULessThanEqual:
		set(b2u(a&mask(aw) <= b&mask(aw)))
	case spirv.OpUGreaterThan:
		set(b2u(a&mask(aw) > b&mask(aw)))
	case spirv.OpUGreaterThanEqual:
		set(b2u(a&mask(aw) >= b&mask(aw)))
	case spirv.OpSLessThan:
		set(b2u(sa < sb))
	case spirv.OpSLessThanEqual:
		set(b2u(sa <= sb))
	case spirv.OpSGreaterThan:
		set(b2u(sa > sb))
	case spirv.OpSGreaterThanEqual:
		set(b2u(sa >= sb))
	case spirv.OpFOrdEqual:
		cmpF(true, func(x, y float64) bool { return x == y })
	case spirv.OpFOrdNotEqual:
		cmpF(true, func(x, y float64) bool { return x != y })
	case spirv.OpFOrdLessThan:
		cmpF(true, func(x, y float64) bool { return x < y })
	case spirv.OpFOrdLessThanEqual:
		cmpF(true, func(x, y float64) bool { return x <= y })
	case spirv.OpFOrdGreaterThan:
		cmpF(true, func(x, y float64) bool { return x > y })
	case spirv.OpFOrdGreaterThanEqual:
		cmpF(true, func(x, y float64) bool { return x >= y })
	case spirv.OpFUnordEqual:
		cmpF(false, func(x, y float64) bool { return x == y })
	case spirv.OpFUnordNotEqual:
		cmpF(false, func(x, y float64) bool { return x != y })
	case spirv.OpFUnordLessThan:
		cmpF(false, func(x, y float64) bool { return x < y })
	case spirv.OpFUnordGreaterThan:
		cmpF(false, func(x, y float64) bool { return x > y })
	case spirv.OpIsNan:
		set(b2u(math.IsNaN(toF(a, aw))))
	case spirv.OpIsInf:
		set(b2u(math.IsInf(toF(a, aw), 0)))
	case spirv.OpUConvert:
		set(a & mask(aw))
	case spirv.OpSConvert:
		set(uint64(sa))
	case spirv.OpFConvert:
		set(fromF(toF(a, aw), rw))
	case spirv.OpConvertFToS:
		f := math.Trunc(toF(a, aw))
		set(uint64(int64(f)))
	case spirv.OpConvertFToU:
		f := math.Trunc(toF(a, aw))
		if f >= 1<<63 {
			set(uint64(f))
		} else {
			set(uint64(int64(f)))
		}
	case spirv.OpConvertSToF:
		set(fromF(float64(sa), rw))
	case spirv.OpConvertUToF:
		set(fromF(float64(a&mask(aw)), rw))
	case spirv.OpBitcast:
		set(a)
	default:
		return fmt.Errorf("opcode is not supported by the interpreter")
	}
	return nil
}

// extInst executes an OpenCL.std instruction.
func (it *item) extInst(w []uint32) error {
	if w[2] != it.p.clStd {
		return fmt.Errorf("extended instruction from an unknown set")
	}
	rt, err := it.scalar(w[0])
	if err != nil {
		return err
	}
	args := make([]uint64, len(w)-4)
	for i := range args {
		args[i] = it.vals[w[4+i]].bits
	}
	rw := rt.width
	set := func(x uint64) { it.vals[w[1]] = value{bits: x} }
	if rt.op == spirv.OpTypeInt {
		s := func(i int) int64 { return sext(args[i], rw) }
		switch spirv.CLInst(w[3]) {
		case spirv.CLSMax:
			set(uint64(max(s(0), s(1))) & mask(rw))
		case spirv.CLSMin:
			set(uint64(min(s(0), s(1))) & mask(rw))
		case spirv.CLUMax:
			set(max(args[0], args[1]))
		case spirv.CLUMin:
			set(min(args[0], args[1]))
		case spirv.CLSAbs:
			x := s(0)
			if x < 0 {
				x = -x
			}
			set(uint64(x) & mask(rw))
		default:
			return fmt.Errorf("OpenCL.std %s on integers is not supported", spirv.CLInst(w[3]))
		}
		return nil
	}
	f := func(i int) float64 { return toF(args[i], rw) }
	un := map[spirv.CLInst]func(float64) float64{
		spirv.CLExp: math.Exp, spirv.CLExp2: math.Exp2, spirv.CLExpm1: math.Expm1, spirv.CLLog: math.Log,
		spirv.CLLog2: math.Log2, spirv.CLLog1p: math.Log1p, spirv.CLSqrt: math.Sqrt,
		spirv.CLRsqrt: func(x float64) float64 { return 1 / math.Sqrt(x) }, spirv.CLFabs: math.Abs,
		spirv.CLTanh: math.Tanh, spirv.CLErf: math.Erf, spirv.CLSin: math.Sin, spirv.CLCos: math.Cos,
		spirv.CLTan: math.Tan, spirv.CLAsin: math.Asin, spirv.CLAcos: math.Acos, spirv.CLAtan: math.Atan,
		spirv.CLSinh: math.Sinh, spirv.CLCosh: math.Cosh, spirv.CLAsinh: math.Asinh,
		spirv.CLAcosh: math.Acosh, spirv.CLAtanh: math.Atanh, spirv.CLFloor: math.Floor,
		spirv.CLCeil: math.Ceil, spirv.CLTrunc: math.Trunc, spirv.CLRint: math.RoundToEven,
		spirv.CLRound: math.Round,
	}
	inst := spirv.CLInst(w[3])
	if g, ok := un[inst]; ok && len(args) == 1 {
		set(fromF(g(f(0)), rw))
		return nil
	}
	switch {
	case inst == spirv.CLFmax && len(args) == 2:
		set(fromF(fmaxNaN(f(0), f(1)), rw))
	case inst == spirv.CLFmin && len(args) == 2:
		set(fromF(fminNaN(f(0), f(1)), rw))
	case inst == spirv.CLPow && len(args) == 2:
		set(fromF(math.Pow(f(0), f(1)), rw))
	case inst == spirv.CLFmod && len(args) == 2:
		set(fromF(math.Mod(f(0), f(1)), rw))
	case inst == spirv.CLFma && len(args) == 3:
		set(fromF(math.FMA(f(0), f(1), f(2)), rw))
	case inst == spirv.CLFclamp && len(args) == 3:
		set(fromF(fminNaN(fmaxNaN(f(0), f(1)), f(2)), rw))
	default:
		return fmt.Errorf("OpenCL.std %s is not supported by the interpreter", inst)
	}
	return nil
}
