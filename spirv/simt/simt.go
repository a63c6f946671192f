// Package simt executes OpenCL-flavour SPIR-V kernels on the CPU with any
// workgroup size and any subgroup size, one goroutine per work-item, so tests
// can check that a kernel is correct for every launch shape the runtime may
// pick (wave32, wave64, 1). Barriers and subgroup collectives are
// rendezvous points: reaching one in divergent control flow (some work-items
// at another one, or already returned) is reported as an error, and so is any
// out-of-bounds memory access.
//
// It interprets the instruction subset package spirv's Builder emits; it is a
// test oracle, not a fast executor.
package simt

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/mgxport/mgxport/spirv"
)

// Launch is one dispatch: global and local sizes per dimension (global a
// multiple of local) and the subgroup size (work-items with consecutive local
// linear ids form a subgroup; the last one may be partial).
type Launch struct {
	Global       [3]int64
	Local        [3]int64
	SubgroupSize int64
}

// maxSteps bounds the instructions one work-item may execute.
const maxSteps = 1 << 26

// maxBound bounds the id space of modules the interpreter accepts.
const maxBound = 1 << 20

// Run executes kernel entry of the SPIR-V module bin over the launch. bufs
// are the kernel's buffer arguments (little-endian element bytes), in order;
// the kernel reads and writes them in place.
func Run(ctx context.Context, bin []byte, entry string, l Launch, bufs [][]byte) error {
	prog, err := load(bin, entry)
	if err != nil {
		return fmt.Errorf("simt %s: %w", entry, err)
	}
	if len(prog.params) != len(bufs) {
		return fmt.Errorf("simt %s: %d parameters, %d buffers", entry, len(prog.params), len(bufs))
	}
	var groups [3]int64
	local := int64(1)
	for d := range 3 {
		if l.Local[d] <= 0 || l.Global[d] <= 0 || l.Global[d]%l.Local[d] != 0 {
			return fmt.Errorf("simt %s: global %v is not a positive multiple of local %v", entry, l.Global, l.Local)
		}
		groups[d] = l.Global[d] / l.Local[d]
		local *= l.Local[d]
	}
	if local > 4096 || l.SubgroupSize <= 0 {
		return fmt.Errorf("simt %s: workgroup of %d work-items, subgroup size %d", entry, local, l.SubgroupSize)
	}
	for gz := range groups[2] {
		for gy := range groups[1] {
			for gx := range groups[0] {
				if err := ctx.Err(); err != nil {
					return err
				}
				if err := prog.runGroup(l, [3]int64{gx, gy, gz}, groups, bufs); err != nil {
					return fmt.Errorf("simt %s: workgroup (%d,%d,%d): %w", entry, gx, gy, gz, err)
				}
			}
		}
	}
	return nil
}

// typ is a SPIR-V type.
type typ struct {
	op      spirv.Op
	width   uint32
	elem    uint32
	count   uint32
	storage spirv.StorageClass
	signed  bool
}

// block is a basic block: phis first, then the other instructions.
type block struct {
	phis  []spirv.Inst
	insts []spirv.Inst
}

// program is a decoded kernel ready to interpret.
type program struct {
	types      map[uint32]typ
	consts     map[uint32]uint64
	builtins   map[uint32]spirv.BuiltIn
	wgVars     map[uint32]uint32 // workgroup variable -> pointee type
	params     []uint32
	blocks     map[uint32]*block
	entry      uint32 // first block label
	bound      uint32
	clStd      uint32
	valueTypes map[uint32]uint32 // value id -> type id
}

func load(bin []byte, entry string) (*program, error) {
	m, err := spirv.Decode(bin)
	if err != nil {
		return nil, err
	}
	if _, err := m.Operands(); err != nil {
		return nil, err
	}
	if m.Bound > maxBound {
		return nil, fmt.Errorf("id bound %d too large", m.Bound)
	}
	p := &program{types: map[uint32]typ{}, consts: map[uint32]uint64{}, builtins: map[uint32]spirv.BuiltIn{},
		wgVars: map[uint32]uint32{}, blocks: map[uint32]*block{}, bound: m.Bound, valueTypes: map[uint32]uint32{}}
	var fn uint32
	for _, in := range m.Insts {
		w := in.Operands
		if rt := in.ResultType(); rt != 0 {
			p.valueTypes[in.ResultID()] = rt
		}
		switch in.Opcode {
		case spirv.OpEntryPoint:
			if name, err := in.String(2); err == nil && name == entry {
				fn = w[1]
			}
		case spirv.OpExtInstImport:
			p.clStd = w[0]
		case spirv.OpDecorate:
			if w[1] == uint32(spirv.DecorationBuiltIn) && len(w) > 2 {
				p.builtins[w[0]] = spirv.BuiltIn(w[2])
			}
		case spirv.OpTypeVoid, spirv.OpTypeBool:
			p.types[w[0]] = typ{op: in.Opcode}
		case spirv.OpTypeInt:
			p.types[w[0]] = typ{op: in.Opcode, width: w[1], signed: w[2] != 0}
		case spirv.OpTypeFloat:
			p.types[w[0]] = typ{op: in.Opcode, width: w[1]}
		case spirv.OpTypeVector:
			p.types[w[0]] = typ{op: in.Opcode, elem: w[1], count: w[2]}
		case spirv.OpTypeArray:
			p.types[w[0]] = typ{op: in.Opcode, elem: w[1], count: uint32(p.consts[w[2]])}
		case spirv.OpTypePointer:
			p.types[w[0]] = typ{op: in.Opcode, storage: spirv.StorageClass(w[1]), elem: w[2]}
		case spirv.OpConstant:
			v := uint64(w[2])
			if len(w) > 3 {
				v |= uint64(w[3]) << 32
			}
			p.consts[w[1]] = v
		case spirv.OpConstantTrue:
			p.consts[w[1]] = 1
		case spirv.OpConstantFalse, spirv.OpConstantNull:
			p.consts[w[1]] = 0
		case spirv.OpVariable:
			if spirv.StorageClass(w[2]) == spirv.StorageWorkgroup {
				p.wgVars[w[1]] = p.types[w[0]].elem
			}
		}
	}
	if fn == 0 {
		return nil, fmt.Errorf("no entry point %q", entry)
	}
	inFn := false
	var cur *block
	for _, in := range m.Insts {
		w := in.Operands
		switch {
		case in.Opcode == spirv.OpFunction:
			inFn = w[1] == fn
		case !inFn:
		case in.Opcode == spirv.OpFunctionEnd:
			inFn = false
		case in.Opcode == spirv.OpFunctionParameter:
			p.params = append(p.params, w[1])
		case in.Opcode == spirv.OpLabel:
			cur = &block{}
			p.blocks[w[0]] = cur
			if p.entry == 0 {
				p.entry = w[0]
			}
		case cur == nil:
			return nil, fmt.Errorf("%s outside a block", in.Opcode)
		case in.Opcode == spirv.OpPhi:
			cur.phis = append(cur.phis, in)
		default:
			cur.insts = append(cur.insts, in)
		}
	}
	if p.entry == 0 {
		return nil, fmt.Errorf("entry point %q has no body", entry)
	}
	return p, nil
}

// size is the byte size of a type.
func (p *program) size(t uint32) (int64, error) {
	ty, ok := p.types[t]
	if !ok {
		return 0, fmt.Errorf("unknown type %d", t)
	}
	switch ty.op {
	case spirv.OpTypeInt, spirv.OpTypeFloat:
		return int64(ty.width / 8), nil
	case spirv.OpTypeBool:
		return 1, nil
	case spirv.OpTypeArray, spirv.OpTypeVector:
		n, err := p.size(ty.elem)
		return n * int64(ty.count), err
	case spirv.OpTypePointer:
		return 8, nil
	}
	return 0, fmt.Errorf("type %d has no size", t)
}

// group is the shared state of one workgroup's run.
type group struct {
	mu       sync.Mutex
	cond     *sync.Cond
	local    int64
	done     int64 // work-items that returned
	err      error
	barrier  rendezvous
	subs     []*rendezvous
	memories [][]byte // buffers, then workgroup variables
	// memMu orders the work-items' loads and stores: a kernel may have
	// several store to one location at once (every out-of-range item sets
	// the status word), which a GPU allows but Go's memory model does not.
	memMu sync.Mutex
}

// rendezvous collects the work-items of a scope at one instruction.
type rendezvous struct {
	size    int64
	arrived int64
	gen     int64
	at      *spirv.Inst
	vals    map[int64]uint64
	result  map[int64]uint64
	done    int64 // members that returned
}

var errDivergent = errors.New("collective or barrier reached in divergent control flow")

func (p *program) runGroup(l Launch, wg, groups [3]int64, bufs [][]byte) error {
	local := l.Local[0] * l.Local[1] * l.Local[2]
	g := &group{local: local, barrier: rendezvous{size: local}}
	g.cond = sync.NewCond(&g.mu)
	nsg := (local + l.SubgroupSize - 1) / l.SubgroupSize
	for s := range nsg {
		g.subs = append(g.subs, &rendezvous{size: min(l.SubgroupSize, local-s*l.SubgroupSize)})
	}
	g.memories = append(g.memories, bufs...)
	wgBase := map[uint32]int{}
	for _, id := range sortedIDs(p.wgVars) {
		n, err := p.size(p.wgVars[id])
		if err != nil {
			return err
		}
		wgBase[id] = len(g.memories)
		g.memories = append(g.memories, make([]byte, n))
	}
	var wgAll sync.WaitGroup
	for lin := range local {
		lid := [3]int64{lin % l.Local[0], lin / l.Local[0] % l.Local[1], lin / (l.Local[0] * l.Local[1])}
		it := &item{p: p, g: g, l: l, wg: wg, groups: groups, lid: lid, lin: lin,
			sg: lin / l.SubgroupSize, lane: lin % l.SubgroupSize, vals: make([]value, p.bound), wgBase: wgBase}
		wgAll.Add(1)
		go func() {
			defer wgAll.Done()
			err := it.run()
			g.mu.Lock()
			if err != nil && g.err == nil {
				g.err = fmt.Errorf("work-item %v: %w", lid, err)
			}
			g.done++
			g.barrier.done++
			g.subs[it.sg].done++
			g.cond.Broadcast()
			g.mu.Unlock()
		}()
	}
	wgAll.Wait()
	return g.err
}

// value is an SSA value: scalar bits, a 3-vector (built-ins) or a pointer.
type value struct {
	bits uint64
	vec  [3]uint64
	mem  int   // pointer: memory index
	off  int64 // pointer: byte offset
	ptr  bool
}

// item is one work-item.
type item struct {
	p      *program
	g      *group
	l      Launch
	wg     [3]int64
	groups [3]int64
	lid    [3]int64
	lin    int64
	sg     int64
	lane   int64
	vals   []value
	wgBase map[uint32]int
	steps  int
}

func (it *item) run() error {
	p := it.p
	for i, id := range p.params {
		it.vals[id] = value{ptr: true, mem: i}
	}
	for id, v := range p.consts {
		it.vals[id] = value{bits: v}
	}
	for id, m := range it.wgBase {
		it.vals[id] = value{ptr: true, mem: m}
	}
	prev, cur := uint32(0), p.entry
	for {
		b, ok := p.blocks[cur]
		if !ok {
			return fmt.Errorf("branch to unknown block %d", cur)
		}
		// Phis read the values of the predecessor edge simultaneously.
		phiVals := make([]value, len(b.phis))
		for i, ph := range b.phis {
			w := ph.Operands
			found := false
			for j := 2; j+1 < len(w); j += 2 {
				if w[j+1] == prev {
					phiVals[i], found = it.vals[w[j]], true
					break
				}
			}
			if !found {
				return fmt.Errorf("phi %d has no value for predecessor %d", w[1], prev)
			}
		}
		for i, ph := range b.phis {
			it.vals[ph.Operands[1]] = phiVals[i]
		}
		next, ret, err := it.exec(b)
		if err != nil {
			return err
		}
		if ret {
			return nil
		}
		prev, cur = cur, next
	}
}

// exec runs a block's instructions and returns the successor (or ret).
func (it *item) exec(b *block) (uint32, bool, error) {
	for i := range b.insts {
		in := &b.insts[i]
		it.steps++
		if it.steps > maxSteps {
			return 0, false, fmt.Errorf("more than %d instructions: runaway loop?", maxSteps)
		}
		w := in.Operands
		switch in.Opcode {
		case spirv.OpBranch:
			return w[0], false, nil
		case spirv.OpBranchConditional:
			if it.vals[w[0]].bits != 0 {
				return w[1], false, nil
			}
			return w[2], false, nil
		case spirv.OpReturn:
			return 0, true, nil
		case spirv.OpLoopMerge, spirv.OpSelectionMerge, spirv.OpNop, spirv.OpLifetimeStart, spirv.OpLifetimeStop:
		case spirv.OpControlBarrier:
			if _, err := it.meet(&it.g.barrier, in, 0); err != nil {
				return 0, false, err
			}
		default:
			if err := it.step(in); err != nil {
				return 0, false, fmt.Errorf("%s: %w", in.Opcode, err)
			}
		}
	}
	return 0, false, fmt.Errorf("block without terminator")
}

// meet waits until every live member of r arrives at the same instruction,
// contributing v; it returns all members' contributions by member index.
func (it *item) meet(r *rendezvous, at *spirv.Inst, v uint64) (map[int64]uint64, error) {
	g := it.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.err != nil {
		return nil, g.err
	}
	if r.arrived == 0 {
		r.at, r.vals = at, map[int64]uint64{}
	} else if r.at != at {
		g.err = errDivergent
		g.cond.Broadcast()
		return nil, g.err
	}
	member := it.lin
	if r != &g.barrier {
		member = it.lane
	}
	r.vals[member] = v
	r.arrived++
	gen := r.gen
	if r.arrived == r.size {
		r.result, r.arrived, r.gen = r.vals, 0, r.gen+1
		g.cond.Broadcast()
	}
	for r.gen == gen && g.err == nil {
		if r.done > 0 && r.arrived+r.done >= r.size {
			g.err = errDivergent // some members returned instead of arriving
			g.cond.Broadcast()
			break
		}
		g.cond.Wait()
	}
	if g.err != nil {
		return nil, g.err
	}
	return r.result, nil
}

// memory returns the bytes of a pointer's target after a bounds check.
func (it *item) memory(v value, n int64) ([]byte, error) {
	if !v.ptr || v.mem < 0 || v.mem >= len(it.g.memories) {
		return nil, fmt.Errorf("not a pointer")
	}
	m := it.g.memories[v.mem]
	if v.off < 0 || v.off+n > int64(len(m)) {
		return nil, fmt.Errorf("access of %d bytes at offset %d is outside a %d-byte buffer", n, v.off, len(m))
	}
	return m[v.off : v.off+n], nil
}

func sortedIDs(m map[uint32]uint32) []uint32 {
	var out []uint32
	for id := range m {
		out = append(out, id)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// f32/f64 helpers.
func f32(b uint64) float32          { return math.Float32frombits(uint32(b)) }
func f64(b uint64) float64          { return math.Float64frombits(b) }
func bf32(f float32) uint64         { return uint64(math.Float32bits(f)) }
func bf64(f float64) uint64         { return math.Float64bits(f) }
func mask(w uint32) uint64          { return ^uint64(0) >> (64 - w) }
func sext(b uint64, w uint32) int64 { return int64(b<<(64-w)) >> (64 - w) }
