package raise

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// stype is a SPIR-V type as the raiser sees it.
type stype struct {
	op      spirv.Op
	width   uint32
	elem    uint32 // vector/array element, pointer pointee
	count   uint32 // vector components, array length
	storage spirv.StorageClass
}

// sconst is a scalar constant: its type and value words (low word first).
type sconst struct {
	typ   uint32
	words []uint32
	null  bool
}

// globalVar is a module-scope OpVariable.
type globalVar struct {
	ptrType uint32
	storage spirv.StorageClass
	builtin spirv.BuiltIn
	isBuilt bool
}

// sblock is one basic block of the kernel function.
type sblock struct {
	label uint32
	phis  []spirv.Inst
	body  []spirv.Inst
}

// kernelIR is the decoded module reduced to what raising one entry point needs.
type kernelIR struct {
	types   map[uint32]stype
	consts  map[uint32]sconst
	globals map[uint32]globalVar
	clStd   uint32
	entry   uint32
	params  []uint32 // param ids
	ptypes  []uint32 // param types
	blocks  []*sblock
	valType map[uint32]uint32
}

// parseKernel decodes bin and collects the entry point's function and the
// module-level declarations it uses.
func parseKernel(bin []byte, entry string) (*kernelIR, error) {
	m, err := spirv.Decode(bin)
	if err != nil {
		return nil, err
	}
	if _, err := m.Operands(); err != nil {
		return nil, err
	}
	k := &kernelIR{
		types:   map[uint32]stype{},
		consts:  map[uint32]sconst{},
		globals: map[uint32]globalVar{},
		valType: map[uint32]uint32{},
	}
	builtins := map[uint32]spirv.BuiltIn{}
	var entryID uint32
	found := false
	// First pass: module-level declarations and the entry point's id.
	for _, in := range m.Insts {
		w := in.Operands
		if rt := in.ResultType(); rt != 0 {
			k.valType[in.ResultID()] = rt
		}
		switch in.Opcode {
		case spirv.OpEntryPoint:
			name, err := in.String(2)
			if err != nil {
				return nil, err
			}
			if name == entry {
				if w[0] != 6 {
					return nil, fmt.Errorf("entry point %q is not a Kernel", entry)
				}
				entryID, found = w[1], true
			}
		case spirv.OpExtInstImport:
			name, err := in.String(1)
			if err != nil {
				return nil, err
			}
			if name != "OpenCL.std" {
				return nil, fmt.Errorf("unsupported extended instruction set %q", name)
			}
			k.clStd = w[0]
		case spirv.OpDecorate:
			if w[1] == uint32(spirv.DecorationBuiltIn) && len(w) > 2 {
				builtins[w[0]] = spirv.BuiltIn(w[2])
			}
		case spirv.OpTypeVoid, spirv.OpTypeBool:
			k.types[w[0]] = stype{op: in.Opcode}
		case spirv.OpTypeInt, spirv.OpTypeFloat:
			k.types[w[0]] = stype{op: in.Opcode, width: w[1]}
		case spirv.OpTypeVector:
			k.types[w[0]] = stype{op: in.Opcode, elem: w[1], count: w[2]}
		case spirv.OpTypeArray:
			c, ok := k.consts[w[2]]
			if !ok || c.null {
				return nil, fmt.Errorf("array type %d: length %d is not a constant", w[0], w[2])
			}
			k.types[w[0]] = stype{op: in.Opcode, elem: w[1], count: c.words[0]}
		case spirv.OpTypePointer:
			k.types[w[0]] = stype{op: in.Opcode, storage: spirv.StorageClass(w[1]), elem: w[2]}
		case spirv.OpTypeFunction:
			k.types[w[0]] = stype{op: in.Opcode}
		case spirv.OpConstant:
			k.consts[w[1]] = sconst{typ: w[0], words: w[2:]}
		case spirv.OpConstantTrue:
			k.consts[w[1]] = sconst{typ: w[0], words: []uint32{1}}
		case spirv.OpConstantFalse:
			k.consts[w[1]] = sconst{typ: w[0], words: []uint32{0}}
		case spirv.OpConstantNull:
			if t := k.types[w[0]]; t.op != spirv.OpTypeInt && t.op != spirv.OpTypeFloat && t.op != spirv.OpTypeBool {
				return nil, fmt.Errorf("OpConstantNull %d of a non-scalar type is not supported", w[1])
			}
			k.consts[w[1]] = sconst{typ: w[0], words: []uint32{0, 0}, null: true}
		case spirv.OpVariable:
			if spirv.StorageClass(w[2]) != spirv.StorageFunction {
				k.globals[w[1]] = globalVar{ptrType: w[0], storage: spirv.StorageClass(w[2])}
			}
		}
	}
	if !found {
		return nil, fmt.Errorf("no Kernel entry point %q in the module", entry)
	}
	for id, bi := range builtins {
		if g, ok := k.globals[id]; ok {
			g.builtin, g.isBuilt = bi, true
			k.globals[id] = g
		}
	}
	k.entry = entryID
	// Second pass: the entry function's parameters and blocks.
	in, ended := false, false
	var cur *sblock
	for _, inst := range m.Insts {
		w := inst.Operands
		switch {
		case inst.Opcode == spirv.OpFunction:
			if w[1] == entryID {
				in = true
			}
			continue
		case !in:
			continue
		case inst.Opcode == spirv.OpFunctionEnd:
			in, ended = false, true
			continue
		case inst.Opcode == spirv.OpFunctionParameter:
			k.params = append(k.params, w[1])
			k.ptypes = append(k.ptypes, w[0])
			continue
		case inst.Opcode == spirv.OpLabel:
			cur = &sblock{label: w[0]}
			k.blocks = append(k.blocks, cur)
			continue
		}
		if cur == nil || (len(cur.body) > 0 && isTerminator(cur.body[len(cur.body)-1].Opcode)) {
			return nil, fmt.Errorf("%s outside a block in %q", inst.Opcode, entry)
		}
		if inst.Opcode == spirv.OpPhi {
			if len(cur.body) != 0 {
				return nil, fmt.Errorf("OpPhi %d after other instructions in block %d", w[1], cur.label)
			}
			cur.phis = append(cur.phis, inst)
			continue
		}
		cur.body = append(cur.body, inst)
	}
	if len(k.blocks) == 0 || !ended {
		return nil, fmt.Errorf("entry point %q has no complete body", entry)
	}
	for _, b := range k.blocks {
		if len(b.body) == 0 || !isTerminator(b.body[len(b.body)-1].Opcode) {
			return nil, fmt.Errorf("block %d of %q does not end with a branch or return", b.label, entry)
		}
	}
	return k, nil
}

// isTerminator reports whether op ends a block.
func isTerminator(op spirv.Op) bool {
	switch op {
	case spirv.OpBranch, spirv.OpBranchConditional, spirv.OpSwitch, spirv.OpReturn,
		spirv.OpReturnValue, spirv.OpUnreachable, spirv.OpKill:
		return true
	}
	return false
}

// scalarCount is the number of scalar elements a pointee type spans (scalars 1,
// arrays and vectors their flattened length).
func (k *kernelIR) scalarCount(t uint32, depth int) (int64, error) {
	if depth > 8 {
		return 0, fmt.Errorf("type %d nests too deeply", t)
	}
	st, ok := k.types[t]
	if !ok {
		return 0, fmt.Errorf("unknown type %d", t)
	}
	switch st.op {
	case spirv.OpTypeInt, spirv.OpTypeFloat, spirv.OpTypeBool:
		return 1, nil
	case spirv.OpTypeArray, spirv.OpTypeVector:
		n, err := k.scalarCount(st.elem, depth+1)
		if err != nil {
			return 0, err
		}
		if st.count == 0 || n > (1<<40)/int64(st.count) {
			return 0, fmt.Errorf("type %d: %d elements is too large", t, st.count)
		}
		return n * int64(st.count), nil
	}
	return 0, fmt.Errorf("type %d (%s) has no scalar layout", t, st.op)
}

// scalarOf returns the innermost scalar type of a (possibly array) type.
func (k *kernelIR) scalarOf(t uint32) uint32 {
	for range 8 {
		st := k.types[t]
		if st.op != spirv.OpTypeArray && st.op != spirv.OpTypeVector {
			return t
		}
		t = st.elem
	}
	return t
}

// mlirType spells a scalar SPIR-V type in MLIR.
func (k *kernelIR) mlirType(t uint32) (string, error) {
	st, ok := k.types[t]
	if !ok {
		return "", fmt.Errorf("unknown type %d", t)
	}
	switch st.op {
	case spirv.OpTypeBool:
		return "i1", nil
	case spirv.OpTypeInt:
		return fmt.Sprintf("i%d", st.width), nil
	case spirv.OpTypeFloat:
		switch st.width {
		case 16, 32, 64:
			return fmt.Sprintf("f%d", st.width), nil
		}
	}
	return "", fmt.Errorf("type %d (%s) is not a supported scalar", t, st.op)
}
