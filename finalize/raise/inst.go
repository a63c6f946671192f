package raise

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// binaryOps maps SPIR-V binary arithmetic to arith ops (same operand and result type).
var binaryOps = map[spirv.Op]string{
	spirv.OpIAdd: "arith.addi", spirv.OpISub: "arith.subi", spirv.OpIMul: "arith.muli",
	spirv.OpUDiv: "arith.divui", spirv.OpSDiv: "arith.divsi", spirv.OpUMod: "arith.remui",
	spirv.OpSRem: "arith.remsi", spirv.OpFAdd: "arith.addf", spirv.OpFSub: "arith.subf",
	spirv.OpFMul: "arith.mulf", spirv.OpFDiv: "arith.divf", spirv.OpFRem: "arith.remf",
	spirv.OpShiftLeftLogical: "arith.shli", spirv.OpShiftRightLogical: "arith.shrui",
	spirv.OpShiftRightArithmetic: "arith.shrsi", spirv.OpBitwiseAnd: "arith.andi",
	spirv.OpBitwiseOr: "arith.ori", spirv.OpBitwiseXor: "arith.xori",
	spirv.OpLogicalAnd: "arith.andi", spirv.OpLogicalOr: "arith.ori",
}

// intCmp and floatCmp map SPIR-V comparisons to arith.cmpi / arith.cmpf predicates.
var intCmp = map[spirv.Op]string{
	spirv.OpIEqual: "eq", spirv.OpINotEqual: "ne", spirv.OpUGreaterThan: "ugt",
	spirv.OpSGreaterThan: "sgt", spirv.OpUGreaterThanEqual: "uge", spirv.OpSGreaterThanEqual: "sge",
	spirv.OpULessThan: "ult", spirv.OpSLessThan: "slt", spirv.OpULessThanEqual: "ule",
	spirv.OpSLessThanEqual: "sle", spirv.OpLogicalEqual: "eq", spirv.OpLogicalNotEqual: "ne",
}

var floatCmp = map[spirv.Op]string{
	spirv.OpFOrdEqual: "oeq", spirv.OpFUnordEqual: "ueq", spirv.OpFOrdNotEqual: "one",
	spirv.OpFUnordNotEqual: "une", spirv.OpFOrdLessThan: "olt", spirv.OpFUnordLessThan: "ult",
	spirv.OpFOrdGreaterThan: "ogt", spirv.OpFUnordGreaterThan: "ugt",
	spirv.OpFOrdLessThanEqual: "ole", spirv.OpFUnordLessThanEqual: "ule",
	spirv.OpFOrdGreaterThanEqual: "oge", spirv.OpFUnordGreaterThanEqual: "uge",
	spirv.OpOrdered: "ord", spirv.OpUnordered: "uno",
}

// clOps maps OpenCL.std instructions to single MLIR ops taking all arguments.
var clOps = map[spirv.CLInst]string{
	spirv.CLExp: "math.exp", spirv.CLExp2: "math.exp2", spirv.CLExpm1: "math.expm1",
	spirv.CLLog: "math.log", spirv.CLLog2: "math.log2", 39: "math.log10", spirv.CLLog1p: "math.log1p",
	spirv.CLSqrt: "math.sqrt", spirv.CLRsqrt: "math.rsqrt", spirv.CLFabs: "math.absf",
	spirv.CLTanh: "math.tanh", spirv.CLSin: "math.sin", spirv.CLCos: "math.cos", spirv.CLTan: "math.tan",
	spirv.CLAsin: "math.asin", spirv.CLAcos: "math.acos", spirv.CLAtan: "math.atan",
	spirv.CLSinh: "math.sinh", spirv.CLCosh: "math.cosh", spirv.CLAsinh: "math.asinh",
	spirv.CLAcosh: "math.acosh", spirv.CLAtanh: "math.atanh", spirv.CLErf: "math.erf",
	spirv.CLPow: "math.powf", 50: "math.powf", spirv.CLFloor: "math.floor", spirv.CLCeil: "math.ceil",
	spirv.CLTrunc: "math.trunc", spirv.CLRound: "math.round", spirv.CLRint: "math.roundeven",
	spirv.CLFma: "math.fma", 42: "math.fma", spirv.CLFmax: "arith.maxnumf", spirv.CLFmin: "arith.minnumf",
	spirv.CLFmod: "arith.remf", 13: "math.copysign", 7: "math.atan2", 11: "math.cbrt",
	spirv.CLSMax: "arith.maxsi", spirv.CLUMax: "arith.maxui", spirv.CLSMin: "arith.minsi",
	spirv.CLUMin: "arith.minui", spirv.CLSAbs: "math.absi", 151: "math.ctlz", 152: "math.cttz",
	166: "math.ctpop",
	// The native_ and half_ variants only relax precision.
	83: "math.exp", 86: "math.log", 93: "math.sqrt", 91: "math.rsqrt", 69: "math.exp", 72: "math.log",
}

// inst raises one non-phi instruction of the current block.
func (e *emitter) inst(in spirv.Inst) error {
	w := in.Operands
	op := in.Opcode
	if s := e.strip; s != nil && (op == spirv.OpUMod || op == spirv.OpUDiv) && (s.mods[w[1]] || s.divs[w[1]]) {
		// i mod C and i / C of a strip-mined kernel: the work-item's
		// column and row.
		src := "%scol"
		if s.divs[w[1]] {
			src = "%srow"
		}
		e.line("%s = arith.index_cast %s : index to i64", e.define(w), src)
		return nil
	}
	if mop, ok := binaryOps[op]; ok {
		return e.simple(w, mop, 2)
	}
	if pred, ok := intCmp[op]; ok {
		return e.compare(w, "arith.cmpi", pred)
	}
	if pred, ok := floatCmp[op]; ok {
		return e.compare(w, "arith.cmpf", pred)
	}
	switch op {
	case spirv.OpNop, spirv.OpLine, spirv.OpNoLine, spirv.OpLoopMerge, spirv.OpSelectionMerge,
		spirv.OpLifetimeStart, spirv.OpLifetimeStop:
		return nil
	case spirv.OpControlBarrier:
		e.spec.barrier(e)
		return nil
	case spirv.OpMemoryBarrier:
		return nil // memory is coherent within the raised memory model's ordering
	case spirv.OpLoad:
		return e.load(w)
	case spirv.OpStore:
		return e.store(w)
	case spirv.OpVariable:
		p, err := e.alloca(w[1], e.k.types[w[0]].elem)
		if err != nil {
			return err
		}
		e.ptrs[w[1]] = p
		if len(w) > 3 {
			return e.store([]uint32{w[1], w[3]})
		}
		return nil
	case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
		return e.accessChain(w, false)
	case spirv.OpPtrAccessChain, spirv.OpInBoundsPtrAccessChain:
		return e.accessChain(w, true)
	case spirv.OpPtrCastToGeneric, spirv.OpGenericCastToPtr, spirv.OpGenericCastToPtrExplicit:
		p, ok := e.ptrs[w[2]]
		if !ok {
			return fmt.Errorf("cast of non-pointer %d", w[2])
		}
		e.ptrs[w[1]] = p
		return nil
	case spirv.OpCopyObject:
		if p, ok := e.ptrs[w[2]]; ok {
			e.ptrs[w[1]] = p
			return nil
		}
		v, err := e.val(w[2])
		e.names[w[1]] = v
		return err
	case spirv.OpBitcast:
		if p, ok := e.ptrs[w[2]]; ok {
			if e.k.types[w[0]].elem != p.elem {
				return fmt.Errorf("pointer bitcast to another element type is not supported")
			}
			e.ptrs[w[1]] = p
			return nil
		}
		return e.convert(w, "arith.bitcast")
	case spirv.OpUndef:
		t, err := e.k.mlirType(w[0])
		if err != nil {
			return err
		}
		e.names[w[1]] = fmt.Sprintf("%%v%d", w[1])
		e.line("%%v%d = %s", w[1], constantText(t, sconst{words: []uint32{0, 0}, null: true}))
		return nil
	case spirv.OpCompositeExtract:
		if len(w) != 4 {
			return fmt.Errorf("only single-index extracts are supported")
		}
		bi, ok := e.bvecs[w[2]]
		if !ok {
			return fmt.Errorf("extract from a vector other than a built-in is not supported")
		}
		t, err := e.k.mlirType(w[0])
		if err != nil {
			return err
		}
		v, err := e.spec.builtin(e, bi, int(w[3]), t)
		if err != nil {
			return err
		}
		e.names[w[1]] = v
		return nil
	case spirv.OpSNegate:
		return e.withZero(w, "arith.subi")
	case spirv.OpFNegate:
		return e.simple(w, "arith.negf", 1)
	case spirv.OpNot:
		return e.withAllOnes(w)
	case spirv.OpLogicalNot:
		return e.withAllOnes(w)
	case spirv.OpSelect:
		return e.simple(w, "arith.select", 3)
	case spirv.OpConvertFToS:
		return e.convert(w, "arith.fptosi")
	case spirv.OpConvertFToU:
		return e.convert(w, "arith.fptoui")
	case spirv.OpConvertSToF:
		return e.convert(w, "arith.sitofp")
	case spirv.OpConvertUToF:
		return e.convert(w, "arith.uitofp")
	case spirv.OpUConvert:
		return e.resize(w, "arith.extui", "arith.trunci")
	case spirv.OpSConvert:
		return e.resize(w, "arith.extsi", "arith.trunci")
	case spirv.OpFConvert:
		return e.resize(w, "arith.extf", "arith.truncf")
	case spirv.OpIsNan:
		x, err := e.val(w[2])
		if err != nil {
			return err
		}
		t, err := e.typeOfVal(w[2])
		if err != nil {
			return err
		}
		e.names[w[1]] = fmt.Sprintf("%%v%d", w[1])
		e.line("%%v%d = arith.cmpf uno, %s, %s : %s", w[1], x, x, t)
		return nil
	case spirv.OpIsInf:
		x, err := e.val(w[2])
		if err != nil {
			return err
		}
		t, err := e.typeOfVal(w[2])
		if err != nil {
			return err
		}
		abs, inf := e.fresh(), e.fresh()
		e.line("%s = math.absf %s : %s", abs, x, t)
		e.line("%s = arith.constant 0x%s : %s", inf, posInfHex(t), t)
		e.line("%s = arith.cmpf oeq, %s, %s : %s", e.define(w), abs, inf, t)
		return nil
	case spirv.OpSMod:
		// The remainder takes the divisor's sign: fix up remsi where they differ.
		a, err := e.val(w[2])
		if err != nil {
			return err
		}
		b, err := e.val(w[3])
		if err != nil {
			return err
		}
		t, err := e.k.mlirType(w[0])
		if err != nil {
			return err
		}
		r, z, rn, bn, diff, nz, fix, sum := e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh()
		e.line("%s = arith.remsi %s, %s : %s", r, a, b, t)
		e.line("%s = arith.constant 0 : %s", z, t)
		e.line("%s = arith.cmpi slt, %s, %s : %s", rn, r, z, t)
		e.line("%s = arith.cmpi slt, %s, %s : %s", bn, b, z, t)
		e.line("%s = arith.xori %s, %s : i1", diff, rn, bn)
		e.line("%s = arith.cmpi ne, %s, %s : %s", nz, r, z, t)
		e.line("%s = arith.andi %s, %s : i1", fix, diff, nz)
		e.line("%s = arith.addi %s, %s : %s", sum, r, b, t)
		e.line("%s = arith.select %s, %s, %s : %s", e.define(w), fix, sum, r, t)
		return nil
	case spirv.OpExtInst:
		return e.extInst(w)
	case spirv.OpGroupIAdd, spirv.OpGroupFAdd, spirv.OpGroupFMin, spirv.OpGroupUMin, spirv.OpGroupSMin,
		spirv.OpGroupFMax, spirv.OpGroupUMax, spirv.OpGroupSMax:
		return e.spec.groupOp(e, op, w)
	case spirv.OpGroupBroadcast:
		return e.spec.broadcast(e, w)
	case spirv.OpGroupAll, spirv.OpGroupAny:
		v, err := e.val(w[3])
		e.names[w[1]] = v
		return err
	case spirv.OpBranch:
		target := w[0]
		if e.strip != nil && e.cur == e.strip.latch {
			target = e.strip.exit // a strip-mined work-item's one pass ends
		}
		s, err := e.successor(target)
		if err != nil {
			return err
		}
		e.line("cf.br %s", s)
		return nil
	case spirv.OpBranchConditional:
		if e.strip != nil && e.cur == e.strip.header {
			// A strip-mined work-item's element is below the bound.
			s, err := e.successor(e.strip.body)
			if err != nil {
				return err
			}
			e.line("cf.br %s", s)
			return nil
		}
		c, err := e.val(w[0])
		if err != nil {
			return err
		}
		t, err := e.successor(w[1])
		if err != nil {
			return err
		}
		f, err := e.successor(w[2])
		if err != nil {
			return err
		}
		e.line("cf.cond_br %s, %s, %s", c, t, f)
		return nil
	case spirv.OpReturn:
		e.line("%s", e.ret)
		return nil
	}
	return fmt.Errorf("opcode %s is not supported by the raiser", op)
}

// define records that result id w[1] is %v<id> and returns that name.
func (e *emitter) define(w []uint32) string {
	n := fmt.Sprintf("%%v%d", w[1])
	e.names[w[1]] = n
	return n
}

// simple emits "%r = mop %a, %b ... : T" for n value operands of the result type.
func (e *emitter) simple(w []uint32, mop string, n int) error {
	if len(w) != 2+n {
		return fmt.Errorf("%s: want %d operands", mop, n)
	}
	args := make([]string, n)
	for i := range n {
		v, err := e.val(w[2+i])
		if err != nil {
			return err
		}
		args[i] = v
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	e.line("%s = %s %s%s : %s", e.define(w), mop, strings.Join(args, ", "), e.flags(w[1]), t)
	return nil
}

// compare emits arith.cmpi / arith.cmpf.
func (e *emitter) compare(w []uint32, mop, pred string) error {
	a, err := e.val(w[2])
	if err != nil {
		return err
	}
	c, err := e.val(w[3])
	if err != nil {
		return err
	}
	t, err := e.typeOfVal(w[2])
	if err != nil {
		return err
	}
	e.line("%s = %s %s, %s, %s : %s", e.define(w), mop, pred, a, c, t)
	return nil
}

// convert emits a cast op "%r = op %x : From to To".
func (e *emitter) convert(w []uint32, mop string) error {
	x, err := e.val(w[2])
	if err != nil {
		return err
	}
	from, err := e.typeOfVal(w[2])
	if err != nil {
		return err
	}
	to, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	e.line("%s = %s %s : %s to %s", e.define(w), mop, x, from, to)
	return nil
}

// resize emits a widening or narrowing conversion, or aliases the value when
// the widths match.
func (e *emitter) resize(w []uint32, widen, narrow string) error {
	from := e.k.types[e.k.valType[w[2]]].width
	to := e.k.types[w[0]].width
	switch {
	case from < to:
		return e.convert(w, widen)
	case from > to:
		return e.convert(w, narrow)
	}
	v, err := e.val(w[2])
	e.names[w[1]] = v
	return err
}

// withZero emits "%r = op 0, %x" (integer negate).
func (e *emitter) withZero(w []uint32, mop string) error {
	x, err := e.val(w[2])
	if err != nil {
		return err
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	z := e.fresh()
	e.line("%s = arith.constant 0 : %s", z, t)
	e.line("%s = %s %s, %s : %s", e.define(w), mop, z, x, t)
	return nil
}

// withAllOnes emits "%r = xor %x, -1" (bitwise and logical not).
func (e *emitter) withAllOnes(w []uint32) error {
	x, err := e.val(w[2])
	if err != nil {
		return err
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	ones := e.fresh()
	if t == "i1" {
		e.line("%s = arith.constant true", ones)
	} else {
		e.line("%s = arith.constant -1 : %s", ones, t)
	}
	e.line("%s = arith.xori %s, %s : %s", e.define(w), x, ones, t)
	return nil
}

// extInst raises an OpenCL.std instruction.
func (e *emitter) extInst(w []uint32) error {
	if w[2] != e.k.clStd || e.k.clStd == 0 {
		return fmt.Errorf("extended instruction from set %d, want OpenCL.std", w[2])
	}
	inst := spirv.CLInst(w[3])
	args := make([]string, len(w)-4)
	for i := range args {
		v, err := e.val(w[4+i])
		if err != nil {
			return err
		}
		args[i] = v
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	if intr, ok := reductionIntrinsics[inst]; ok && e.reassoc[w[1]] {
		// arith.maxnumf would reach LLVM as a compare and select
		// (arith-expand), which the vectorizer does not take as a
		// reduction; the intrinsic it does (reduction.go).
		e.line("%s = %s(%s) : (%s, %s) -> %s", e.define(w), intr, strings.Join(args, ", "), t, t, t)
		return nil
	}
	if mop, ok := clOps[inst]; ok {
		e.line("%s = %s %s%s : %s", e.define(w), mop, strings.Join(args, ", "), e.flags(w[1]), t)
		return nil
	}
	switch inst {
	case 201: // u_abs
		e.names[w[1]] = args[0]
		return nil
	case spirv.CLFclamp:
		if len(args) != 3 {
			return fmt.Errorf("fclamp takes 3 arguments")
		}
		lo := e.fresh()
		e.line("%s = arith.maxnumf %s, %s : %s", lo, args[0], args[1], t)
		e.line("%s = arith.minnumf %s, %s : %s", e.define(w), lo, args[2], t)
		return nil
	}
	return fmt.Errorf("OpenCL.std %s is not supported by the raiser", inst)
}

// groupOfOne raises a Groups collective for groups of one invocation: a
// reduction or inclusive scan is the value itself, an exclusive scan the identity.
func (e *emitter) groupOfOne(op spirv.Op, w []uint32) error {
	switch w[3] {
	case uint32(spirv.GroupReduce), uint32(spirv.GroupInclusiveScan):
		v, err := e.val(w[4])
		e.names[w[1]] = v
		return err
	case uint32(spirv.GroupExclusiveScan):
		t, err := e.k.mlirType(w[0])
		if err != nil {
			return err
		}
		var c string
		switch op {
		case spirv.OpGroupIAdd:
			c = fmt.Sprintf("arith.constant 0 : %s", t)
		case spirv.OpGroupFAdd:
			c = fmt.Sprintf("arith.constant 0.0 : %s", t)
		case spirv.OpGroupFMax:
			c = fmt.Sprintf("arith.constant 0x%s : %s", negInfHex(t), t)
		case spirv.OpGroupFMin:
			c = fmt.Sprintf("arith.constant 0x%s : %s", posInfHex(t), t)
		case spirv.OpGroupUMax:
			c = fmt.Sprintf("arith.constant 0 : %s", t)
		case spirv.OpGroupUMin:
			c = fmt.Sprintf("arith.constant -1 : %s", t)
		default:
			return fmt.Errorf("exclusive scan %s is not supported", op)
		}
		e.line("%s = %s", e.define(w), c)
		return nil
	}
	return fmt.Errorf("group operation %d is not supported", w[3])
}

func negInfHex(t string) string {
	switch t {
	case "f16":
		return "FC00"
	case "f64":
		return "FFF0000000000000"
	}
	return "FF800000"
}

func posInfHex(t string) string {
	switch t {
	case "f16":
		return "7C00"
	case "f64":
		return "7FF0000000000000"
	}
	return "7F800000"
}

// load raises OpLoad from a buffer, workgroup memory, a variable or a built-in.
func (e *emitter) load(w []uint32) error {
	if g, ok := e.k.globals[w[2]]; ok && g.isBuilt {
		pt := e.k.types[e.k.types[g.ptrType].elem]
		if pt.op == spirv.OpTypeVector {
			e.bvecs[w[1]] = g.builtin
			return nil
		}
		t, err := e.k.mlirType(w[0])
		if err != nil {
			return err
		}
		v, err := e.spec.builtin(e, g.builtin, 0, t)
		if err != nil {
			return err
		}
		e.names[w[1]] = v
		return nil
	}
	p, ok := e.ptrs[w[2]]
	if !ok {
		return fmt.Errorf("load through unknown pointer %d", w[2])
	}
	if e.k.types[p.elem].op == spirv.OpTypeArray || e.k.types[p.elem].op == spirv.OpTypeVector {
		return fmt.Errorf("load of a composite is not supported")
	}
	e.line("%s = memref.load %s[%s] : %s", e.define(w), p.mem, p.off, p.memType)
	return nil
}

// store raises OpStore.
func (e *emitter) store(w []uint32) error {
	p, ok := e.ptrs[w[0]]
	if !ok {
		return fmt.Errorf("store through unknown pointer %d", w[0])
	}
	v, err := e.val(w[1])
	if err != nil {
		return err
	}
	e.line("memref.store %s, %s[%s] : %s", v, p.mem, p.off, p.memType)
	return nil
}

// accessChain raises (Ptr)AccessChain into offset arithmetic on the base memref.
func (e *emitter) accessChain(w []uint32, ptrChain bool) error {
	base, ok := e.ptrs[w[2]]
	if !ok {
		return fmt.Errorf("access chain on unknown pointer %d", w[2])
	}
	idx := w[3:]
	elem := base.elem
	off := base.off
	step := func(i uint32, t uint32) error {
		n, err := e.k.scalarCount(t, 0)
		if err != nil {
			return err
		}
		x, err := e.index(i)
		if err != nil {
			return err
		}
		if x == "%zero" {
			return nil
		}
		if n != 1 {
			c, s := e.fresh(), e.fresh()
			e.line("%s = arith.constant %d : index", c, n)
			e.line("%s = arith.muli %s, %s : index", s, x, c)
			x = s
		}
		if off == "%zero" {
			off = x
			return nil
		}
		sum := e.fresh()
		e.line("%s = arith.addi %s, %s : index", sum, off, x)
		off = sum
		return nil
	}
	if ptrChain {
		if len(idx) == 0 {
			return fmt.Errorf("OpPtrAccessChain without an element operand")
		}
		if err := step(idx[0], elem); err != nil {
			return err
		}
		idx = idx[1:]
	}
	for _, i := range idx {
		st := e.k.types[elem]
		if st.op != spirv.OpTypeArray && st.op != spirv.OpTypeVector {
			return fmt.Errorf("access chain indexes into non-composite type %d", elem)
		}
		elem = st.elem
		if err := step(i, elem); err != nil {
			return err
		}
	}
	if rt := e.k.types[w[0]]; rt.elem != elem {
		return fmt.Errorf("access chain result type %d does not point to type %d", w[0], elem)
	}
	e.ptrs[w[1]] = pointer{mem: base.mem, memType: base.memType, off: off, elem: elem}
	return nil
}
