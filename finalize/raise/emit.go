package raise

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// pointer is a SPIR-V pointer value raised to a memref and an element offset:
// SPIR-V kernels address buffers with pointer arithmetic, MLIR with indices.
type pointer struct {
	mem     string // memref SSA value
	memType string // its MLIR type
	off     string // element offset (index SSA value)
	elem    uint32 // SPIR-V pointee type
}

// specialization says how the work-item built-ins, barriers and collectives of
// a raised kernel read on the target. The host target runs every work-item as
// its own workgroup of size 1 with subgroups of size 1.
type specialization interface {
	// builtin returns the MLIR value (of type typ) of component dim of bi.
	builtin(e *emitter, bi spirv.BuiltIn, dim int, typ string) (string, error)
	// barrier emits a workgroup barrier.
	barrier(e *emitter)
	// groupOp emits a Groups collective (OpGroupFAdd ... with a GroupOperation).
	groupOp(e *emitter, op spirv.Op, w []uint32) error
	// broadcast emits OpGroupBroadcast.
	broadcast(e *emitter, w []uint32) error
	// workgroupMemory declares a workgroup variable of n elements of type et.
	workgroupMemory(e *emitter, id uint32, n int64, et string) (string, string)
}

// emitter writes the MLIR body of one raised work-item function.
type emitter struct {
	k     *kernelIR
	spec  specialization
	out   strings.Builder
	tmp   int
	names map[uint32]string
	ptrs  map[uint32]pointer
	bvecs map[uint32]spirv.BuiltIn
	phis  map[uint32][]spirv.Inst
	cur   uint32
	ret   string // the function's return op

	// reassoc holds the result ids emitted with fastmath<reassoc>: the
	// loop accumulators of a host kernel (reductionOps); nil elsewhere.
	reassoc map[uint32]bool

	// strip is the host kernel's strip-mining (strip.go): the work-item
	// gets its row and column as %srow and %scol; nil elsewhere.
	strip *strip
}

// flags returns the fastmath attribute the result id takes, with its
// leading space, or "".
func (e *emitter) flags(id uint32) string {
	if e.reassoc[id] {
		return " fastmath<reassoc>"
	}
	return ""
}

// bindArgs checks the argument descriptions against the kernel's pointer
// parameters and binds each to a static-shaped memref argument %a<i>.
func (e *emitter) bindArgs(entry string, args []ArgInfo) ([]string, error) {
	k := e.k
	if len(k.params) != len(args) {
		return nil, fmt.Errorf("raise %s: kernel has %d parameters, %d argument descriptions given", entry, len(k.params), len(args))
	}
	memTypes := make([]string, len(args))
	for i, a := range args {
		et, ok := mlirElem[a.DType]
		if !ok {
			return nil, fmt.Errorf("raise %s: argument %d: unsupported dtype %q", entry, i, a.DType)
		}
		if a.Elems <= 0 || a.Elems > maxGlobal {
			return nil, fmt.Errorf("raise %s: argument %d: element count %d out of range", entry, i, a.Elems)
		}
		pt := k.types[k.ptypes[i]]
		if pt.op != spirv.OpTypePointer {
			return nil, fmt.Errorf("raise %s: parameter %d is not a pointer (scalar parameters are not supported)", entry, i)
		}
		got, err := k.mlirType(pt.elem)
		if err != nil || got != et {
			return nil, fmt.Errorf("raise %s: parameter %d points to %s, argument dtype %s is %s", entry, i, got, a.DType, et)
		}
		memTypes[i] = fmt.Sprintf("memref<%dx%s>", a.Elems, et)
		e.ptrs[k.params[i]] = pointer{mem: fmt.Sprintf("%%a%d", i), memType: memTypes[i], off: "%zero", elem: pt.elem}
	}
	return memTypes, nil
}

// body emits the prelude and every block of the kernel function.
func (e *emitter) body(entry string) error {
	for _, b := range e.k.blocks {
		e.phis[b.label] = b.phis
	}
	if err := e.prelude(); err != nil {
		return fmt.Errorf("raise %s: %w", entry, err)
	}
	for i, b := range e.k.blocks {
		if err := e.block(b, i == 0); err != nil {
			return fmt.Errorf("raise %s: %w", entry, err)
		}
	}
	return nil
}

func (e *emitter) line(format string, args ...any) {
	e.out.WriteString("    ")
	fmt.Fprintf(&e.out, format, args...)
	e.out.WriteByte('\n')
}

// fresh returns a new temporary SSA name.
func (e *emitter) fresh() string {
	e.tmp++
	return fmt.Sprintf("%%t%d", e.tmp)
}

// val returns the MLIR SSA name of a scalar SPIR-V value.
func (e *emitter) val(id uint32) (string, error) {
	if n, ok := e.names[id]; ok {
		return n, nil
	}
	if _, ok := e.ptrs[id]; ok {
		return "", fmt.Errorf("pointer %d used as a scalar value", id)
	}
	return "", fmt.Errorf("value %d is not defined (or not supported) before its use", id)
}

// typeOfVal returns the MLIR type of a scalar value.
func (e *emitter) typeOfVal(id uint32) (string, error) {
	t, ok := e.k.valType[id]
	if !ok {
		return "", fmt.Errorf("value %d has no type", id)
	}
	return e.k.mlirType(t)
}

// constant emits an arith.constant of an MLIR scalar type from its value words.
func constantText(typ string, c sconst) string {
	lo := uint64(c.words[0])
	var hi uint64
	if len(c.words) > 1 {
		hi = uint64(c.words[1])
	}
	switch typ {
	case "i1":
		if lo != 0 {
			return "arith.constant true"
		}
		return "arith.constant false"
	case "i8":
		return fmt.Sprintf("arith.constant %d : i8", int8(lo))
	case "i16":
		return fmt.Sprintf("arith.constant %d : i16", int16(lo))
	case "i32":
		return fmt.Sprintf("arith.constant %d : i32", int32(lo))
	case "i64":
		return fmt.Sprintf("arith.constant %d : i64", int64(hi<<32|lo))
	case "f16":
		if c.null {
			return "arith.constant 0.0 : f16"
		}
		return fmt.Sprintf("arith.constant 0x%04X : f16", lo&0xffff)
	case "f32":
		if c.null {
			return "arith.constant 0.0 : f32"
		}
		return fmt.Sprintf("arith.constant 0x%08X : f32", lo)
	case "f64":
		if c.null {
			return "arith.constant 0.0 : f64"
		}
		return fmt.Sprintf("arith.constant 0x%016X : f64", hi<<32|lo)
	}
	return ""
}

// index converts an integer value to an index, reusing %zero for constant 0.
func (e *emitter) index(id uint32) (string, error) {
	if c, ok := e.k.consts[id]; ok {
		var v uint64
		for i, w := range c.words {
			v |= uint64(w) << (32 * i)
		}
		if v == 0 {
			return "%zero", nil
		}
	}
	v, err := e.val(id)
	if err != nil {
		return "", err
	}
	t, err := e.typeOfVal(id)
	if err != nil {
		return "", err
	}
	if t == "i1" || t[0] != 'i' {
		return "", fmt.Errorf("index %d has type %s", id, t)
	}
	n := e.fresh()
	e.line("%s = arith.index_cast %s : %s to index", n, v, t)
	return n, nil
}

// prelude emits the entry block's constants and workgroup memory.
func (e *emitter) prelude() error {
	e.line("%%zero = arith.constant 0 : index")
	ids := sortedKeys(e.k.consts)
	for _, id := range ids {
		c := e.k.consts[id]
		t, err := e.k.mlirType(c.typ)
		if err != nil {
			continue // constants of non-scalar types (none in kernels) stay unused
		}
		name := fmt.Sprintf("%%v%d", id)
		e.names[id] = name
		e.line("%s = %s", name, constantText(t, c))
	}
	for _, id := range sortedKeys(e.k.globals) {
		g := e.k.globals[id]
		if g.isBuilt {
			continue
		}
		if g.storage != spirv.StorageWorkgroup {
			return fmt.Errorf("global variable %d in storage class %d is not supported", id, g.storage)
		}
		t := e.k.types[g.ptrType].elem
		n, err := e.k.scalarCount(t, 0)
		if err != nil {
			return fmt.Errorf("workgroup variable %d: %w", id, err)
		}
		et, err := e.k.mlirType(e.k.scalarOf(t))
		if err != nil {
			return fmt.Errorf("workgroup variable %d: %w", id, err)
		}
		name, mt := e.spec.workgroupMemory(e, id, n, et)
		e.ptrs[id] = pointer{mem: name, memType: mt, off: "%zero", elem: t}
	}
	return nil
}

// alloca emits a memref.alloca for a variable of pointee type t; on the host
// workgroup memory is private to the single work-item of the workgroup.
func (e *emitter) alloca(id, t uint32) (pointer, error) {
	n, err := e.k.scalarCount(t, 0)
	if err != nil {
		return pointer{}, err
	}
	et, err := e.k.mlirType(e.k.scalarOf(t))
	if err != nil {
		return pointer{}, err
	}
	mt := fmt.Sprintf("memref<%dx%s>", n, et)
	name := fmt.Sprintf("%%m%d", id)
	e.line("%s = memref.alloca() : %s", name, mt)
	return pointer{mem: name, memType: mt, off: "%zero", elem: t}, nil
}

// block emits one SPIR-V block.
func (e *emitter) block(b *sblock, first bool) error {
	e.cur = b.label
	if !first {
		var args []string
		for _, p := range b.phis {
			t, err := e.k.mlirType(p.Operands[0])
			if err != nil {
				return fmt.Errorf("phi %d: %w", p.Operands[1], err)
			}
			args = append(args, fmt.Sprintf("%%v%d: %s", p.Operands[1], t))
			e.names[p.Operands[1]] = fmt.Sprintf("%%v%d", p.Operands[1])
		}
		if len(args) > 0 {
			fmt.Fprintf(&e.out, "  ^bb%d(%s):\n", b.label, strings.Join(args, ", "))
		} else {
			fmt.Fprintf(&e.out, "  ^bb%d:\n", b.label)
		}
	} else if len(b.phis) > 0 {
		return fmt.Errorf("entry block %d has phis", b.label)
	}
	for _, in := range b.body {
		if err := e.inst(in); err != nil {
			return fmt.Errorf("%s in block %d: %w", in.Opcode, b.label, err)
		}
	}
	return nil
}

// successor formats a branch target with the values its phis take from the current block.
func (e *emitter) successor(label uint32) (string, error) {
	phis, ok := e.phis[label]
	if !ok {
		return "", fmt.Errorf("branch to unknown block %d", label)
	}
	if len(phis) == 0 {
		return fmt.Sprintf("^bb%d", label), nil
	}
	var vals, types []string
	for _, p := range phis {
		w := p.Operands
		found := false
		for i := 2; i+1 < len(w); i += 2 {
			if w[i+1] == e.cur {
				v, err := e.val(w[i])
				if err != nil {
					return "", fmt.Errorf("phi %d: %w", w[1], err)
				}
				t, err := e.k.mlirType(w[0])
				if err != nil {
					return "", err
				}
				vals, types = append(vals, v), append(types, t)
				found = true
				break
			}
		}
		if !found {
			return "", fmt.Errorf("phi %d has no value for predecessor %d", w[1], e.cur)
		}
	}
	return fmt.Sprintf("^bb%d(%s : %s)", label, strings.Join(vals, ", "), strings.Join(types, ", ")), nil
}

// sortedKeys returns the keys of an id-keyed map in increasing order.
func sortedKeys[V any](m map[uint32]V) []uint32 {
	return slices.Sorted(maps.Keys(m))
}
