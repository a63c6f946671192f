package spirv

import "fmt"

// Func builds one function body as structured SSA control flow: straight-line
// code goes into the current block; For, If and IfElse open and close the
// loop and selection constructs (OpLoopMerge / OpSelectionMerge, phis for
// values that flow out of them).
type Func struct {
	b         *Builder
	id        ID
	name      string
	typ       ID
	kernel    bool
	params    []ID
	blocks    []*block
	cur       *block
	uses      map[ID]bool
	localSize [3]uint32
}

// block is one basic block; phis holds patch slots for loop-header phis.
type block struct {
	label ID
	insts []Inst
	done  bool
}

func (f *Func) newBlock(label ID) *block {
	bl := &block{label: label}
	f.blocks = append(f.blocks, bl)
	return bl
}

// Builder returns the module builder the function belongs to.
func (f *Func) Builder() *Builder { return f.b }

// Param returns the id of parameter i.
func (f *Func) Param(i int) ID {
	if i < 0 || i >= len(f.params) {
		f.b.fail("%s: parameter %d of %d", f.name, i, len(f.params))
		return 0
	}
	return f.params[i]
}

// NameParam gives parameter i a debug name.
func (f *Func) NameParam(i int, name string) { f.b.Name(f.Param(i), name) }

// SetLocalSize adds OpExecutionMode LocalSize x y z to the entry point. Only a
// hint for a fixed launch: the kernels of this project do not need it.
func (f *Func) SetLocalSize(x, y, z uint32) { f.localSize = [3]uint32{x, y, z} }

// emit appends an instruction with a result of type rt (0: no result) to the
// current block and returns the result id.
func (f *Func) emit(op Op, rt ID, operands ...uint32) ID {
	if f.cur == nil || f.cur.done {
		f.b.fail("%s: %s emitted after the block was terminated", f.name, op)
		return 0
	}
	var id ID
	var w []uint32
	if rt != 0 {
		id = f.b.newID()
		f.b.typeOf[id] = rt
		w = append(w, uint32(rt), uint32(id))
	}
	w = append(w, operands...)
	f.cur.insts = append(f.cur.insts, Inst{Opcode: op, Operands: w})
	return id
}

// terminate ends the current block with a branch or return.
func (f *Func) terminate(op Op, operands ...uint32) {
	f.emit(op, 0, operands...)
	if f.cur != nil {
		f.cur.done = true
	}
}

// Op emits a generic instruction with result type rt over value operands.
func (f *Func) Op(op Op, rt ID, args ...ID) ID {
	w := make([]uint32, len(args))
	for i, a := range args {
		if a == 0 {
			f.b.fail("%s: %s operand %d is the null id", f.name, op, i)
		}
		w[i] = uint32(a)
	}
	return f.emit(op, rt, w...)
}

// Bin emits a binary arithmetic op whose result has the type of a.
func (f *Func) Bin(op Op, a, c ID) ID {
	if ta, tc := f.b.typeOf[a], f.b.typeOf[c]; ta != tc {
		f.b.fail("%s: %s operand types differ (%d vs %d)", f.name, op, ta, tc)
	}
	return f.Op(op, f.b.typeOf[a], a, c)
}

// Cmp emits a comparison (result bool).
func (f *Func) Cmp(op Op, a, c ID) ID {
	if ta, tc := f.b.typeOf[a], f.b.typeOf[c]; ta != tc {
		f.b.fail("%s: %s operand types differ (%d vs %d)", f.name, op, ta, tc)
	}
	return f.Op(op, f.b.Bool(), a, c)
}

// Select emits OpSelect cond ? a : c.
func (f *Func) Select(cond, a, c ID) ID { return f.Op(OpSelect, f.b.typeOf[a], cond, a, c) }

// Convert emits a conversion op (OpConvertSToF, OpFConvert, OpUConvert ...) to type to.
func (f *Func) Convert(op Op, to, x ID) ID { return f.Op(op, to, x) }

// Ext emits an OpenCL.std extended instruction whose result has the type of the first argument.
func (f *Func) Ext(inst CLInst, args ...ID) ID {
	if len(args) == 0 {
		f.b.fail("%s: %s without arguments", f.name, inst)
		return 0
	}
	return f.ExtT(f.b.typeOf[args[0]], inst, args...)
}

// ExtT emits an OpenCL.std extended instruction with an explicit result type.
func (f *Func) ExtT(rt ID, inst CLInst, args ...ID) ID {
	w := []uint32{uint32(f.b.clStd), uint32(inst)}
	for _, a := range args {
		w = append(w, uint32(a))
	}
	return f.emit(OpExtInst, rt, w...)
}

// Builtin loads component dim of a built-in (ulong for the per-dimension
// built-ins, uint for the scalar ones; dim is ignored for those).
func (f *Func) Builtin(bi BuiltIn, dim int) ID {
	v := f.b.builtinVar(bi)
	f.uses[v] = true
	vt := f.b.Pointee(f.b.typeOf[v])
	loaded := f.emit(OpLoad, vt, uint32(v), memoryAccessAligned, 1)
	if !bi.IsVector() {
		return loaded
	}
	if dim < 0 || dim > 2 {
		f.b.fail("%s: built-in %s dimension %d", f.name, bi, dim)
	}
	return f.emit(OpCompositeExtract, f.b.Int(64), uint32(loaded), uint32(dim))
}

// align returns the natural alignment in bytes of a scalar type.
func (f *Func) align(t ID) uint32 {
	if w := f.b.tinfo[t].width; w >= 8 {
		return w / 8
	}
	return 1
}

// Elem returns a pointer to element idx of the buffer (or element pointer) base
// (OpInBoundsPtrAccessChain; idx is a ulong).
func (f *Func) Elem(base, idx ID) ID {
	return f.Op(OpInBoundsPtrAccessChain, f.b.typeOf[base], base, idx)
}

// LocalElem returns a pointer to element idx of a workgroup array variable.
func (f *Func) LocalElem(arr, idx ID) ID {
	f.uses[arr] = true
	at := f.b.Pointee(f.b.typeOf[arr])
	pt := f.b.Pointer(StorageWorkgroup, f.b.tinfo[at].elem)
	return f.Op(OpInBoundsPtrAccessChain, pt, arr, f.b.ConstU64(0), idx)
}

// Load loads through a pointer (aligned to the element size).
func (f *Func) Load(ptr ID) ID {
	t := f.b.Pointee(f.b.typeOf[ptr])
	return f.emit(OpLoad, t, uint32(ptr), memoryAccessAligned, f.align(t))
}

// Store stores v through ptr.
func (f *Func) Store(ptr, v ID) {
	t := f.b.Pointee(f.b.typeOf[ptr])
	if f.b.typeOf[v] != t {
		f.b.fail("%s: store of type %d through pointer to %d", f.name, f.b.typeOf[v], t)
	}
	f.emit(OpStore, 0, uint32(ptr), uint32(v), memoryAccessAligned, f.align(t))
}

// Barrier emits a workgroup execution and workgroup-memory barrier, as
// barrier(CLK_LOCAL_MEM_FENCE) does. Call it only in workgroup-uniform control flow.
func (f *Func) Barrier() {
	wg := f.b.ConstU32(uint32(ScopeWorkgroup))
	sem := f.b.ConstU32(SemanticsWorkgroupMemory | SemanticsSequentiallyConsistent)
	f.emit(OpControlBarrier, 0, uint32(wg), uint32(wg), uint32(sem))
}

// GroupOp emits a Groups-capability collective (OpGroupFAdd, OpGroupFMax ...)
// over scope with the given operation. All invocations of the scope must reach it.
func (f *Func) GroupOp(op Op, scope Scope, gop GroupOperation, x ID) ID {
	f.b.Capability(CapGroups)
	return f.emit(op, f.b.typeOf[x], uint32(f.b.ConstU32(uint32(scope))), uint32(gop), uint32(x))
}

// Return ends the current block with OpReturn.
func (f *Func) Return() { f.terminate(OpReturn) }

// phiSlot is a phi whose incoming value from the back edge is patched in later.
type phiSlot struct {
	blk *block
	idx int
}

// For emits the structured loop
//
//	for i := from; i < to (unsigned); i += step { carried = body(i, carried) }
//
// over ulong (or uint) values and returns the carried values after the loop.
// body may open nested constructs; the values it returns must dominate its end.
func (f *Func) For(from, to, step ID, carried []ID, body func(i ID, carried []ID) []ID) []ID {
	b := f.b
	it := b.typeOf[from]
	header, bodyL, cont, merge := b.newID(), b.newID(), b.newID(), b.newID()
	pre := f.cur.label
	f.terminate(OpBranch, uint32(header))

	f.cur = f.newBlock(header)
	next := b.newID()
	i := f.emit(OpPhi, it, uint32(from), uint32(pre), uint32(next), uint32(cont))
	slots := make([]phiSlot, len(carried))
	vals := make([]ID, len(carried))
	for k, c := range carried {
		vals[k] = f.emit(OpPhi, b.typeOf[c], uint32(c), uint32(pre), 0, uint32(cont))
		slots[k] = phiSlot{f.cur, len(f.cur.insts) - 1}
	}
	cond := f.Cmp(OpULessThan, i, to)
	f.emit(OpLoopMerge, 0, uint32(merge), uint32(cont), loopControlNone)
	f.terminate(OpBranchConditional, uint32(cond), uint32(bodyL), uint32(merge))

	f.cur = f.newBlock(bodyL)
	out := body(i, vals)
	if len(out) != len(carried) {
		b.fail("%s: loop body returned %d values for %d carried", f.name, len(out), len(carried))
		out = vals
	}
	f.terminate(OpBranch, uint32(cont))

	f.cur = f.newBlock(cont)
	f.cur.insts = append(f.cur.insts, Inst{Opcode: OpIAdd, Operands: []uint32{uint32(it), uint32(next), uint32(i), uint32(step)}})
	b.typeOf[next] = it
	f.terminate(OpBranch, uint32(header))
	for k, s := range slots {
		s.blk.insts[s.idx].Operands[4] = uint32(out[k])
	}

	f.cur = f.newBlock(merge)
	return vals
}

// If emits a structured selection that runs then when cond holds.
func (f *Func) If(cond ID, then func()) {
	f.IfElse(cond, func() []ID { then(); return nil }, nil)
}

// IfElse emits a structured if/else; both arms return the same number of
// values of matching types, merged with phis and returned. els may be nil when
// then returns no values.
func (f *Func) IfElse(cond ID, then func() []ID, els func() []ID) []ID {
	b := f.b
	thenL, merge := b.newID(), b.newID()
	elseL := merge
	if els != nil {
		elseL = b.newID()
	}
	f.emit(OpSelectionMerge, 0, uint32(merge), selectionControlNone)
	f.terminate(OpBranchConditional, uint32(cond), uint32(thenL), uint32(elseL))

	f.cur = f.newBlock(thenL)
	tv := then()
	thenEnd := f.cur.label
	f.terminate(OpBranch, uint32(merge))
	var ev []ID
	var elseEnd ID
	if els != nil {
		f.cur = f.newBlock(elseL)
		ev = els()
		elseEnd = f.cur.label
		f.terminate(OpBranch, uint32(merge))
	} else if len(tv) != 0 {
		b.fail("%s: IfElse without else returns values", f.name)
	}
	f.cur = f.newBlock(merge)
	if len(tv) != len(ev) {
		if els != nil {
			b.fail("%s: if arms return %d and %d values", f.name, len(tv), len(ev))
		}
		return nil
	}
	out := make([]ID, len(tv))
	for k := range tv {
		if b.typeOf[tv[k]] != b.typeOf[ev[k]] {
			b.fail("%s: if arms return different types for value %d", f.name, k)
		}
		out[k] = f.emit(OpPhi, b.typeOf[tv[k]], uint32(tv[k]), uint32(thenEnd), uint32(ev[k]), uint32(elseEnd))
	}
	return out
}

// insts returns the function's instructions: OpFunction, parameters, blocks, OpFunctionEnd.
func (f *Func) insts() ([]Inst, error) {
	if f.cur != nil && !f.cur.done {
		return nil, fmt.Errorf("spirv builder: %s: last block %d is not terminated (call Return)", f.name, f.cur.label)
	}
	out := []Inst{{Opcode: OpFunction, Operands: []uint32{uint32(f.b.Void()), uint32(f.id), functionControlNone, uint32(f.typ)}}}
	for _, p := range f.params {
		out = append(out, Inst{Opcode: OpFunctionParameter, Operands: []uint32{uint32(f.b.typeOf[p]), uint32(p)}})
	}
	for _, bl := range f.blocks {
		if !bl.done {
			return nil, fmt.Errorf("spirv builder: %s: block %d is not terminated", f.name, bl.label)
		}
		out = append(out, Inst{Opcode: OpLabel, Operands: []uint32{uint32(bl.label)}})
		out = append(out, bl.insts...)
	}
	out = append(out, Inst{Opcode: OpFunctionEnd})
	return out, nil
}
