package raise

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// GPU raises the kernel entry of the SPIR-V module bin into an MLIR gpu-dialect
// kernel for the GPU targets:
//
//	module attributes {gpu.container_module} {
//	  gpu.module @entry_module {
//	    gpu.func @entry(%a0: memref<N0xT0>, ...) workgroup(...) kernel { ... }
//	  }
//	}
//
// Built-ins become gpu.thread_id / block_id / block_dim / grid_dim and the
// subgroup queries (subgroup_id, lane_id, num_subgroups, subgroup_size, with
// the size of a partial last subgroup computed as OpenCL defines it), barriers
// gpu.barrier, subgroup reductions gpu.subgroup_reduce, broadcasts gpu.shuffle
// idx, and workgroup variables workgroup attributions. The launch size is not
// baked in: the kernel reads the sizes it runs with.
//
// wave is the target's subgroup (wavefront/warp) size, 32 or 64, or 0 to read
// it with gpu.subgroup_size (ROCDL lowers that; NVVM does not: pass 32).
// Subgroup ids derive from the linear thread id and the wave size, since
// upstream lowers gpu.subgroup_id for neither target.
func GPU(bin []byte, entry string, wave int, args []ArgInfo) (string, error) {
	if wave != 0 && wave != 32 && wave != 64 {
		return "", fmt.Errorf("raise %s: wave size %d: want 0, 32 or 64", entry, wave)
	}
	if !validSymbol(entry) {
		return "", fmt.Errorf("raise %q: entry name is not a valid symbol", entry)
	}
	k, err := parseKernel(bin, entry)
	if err != nil {
		return "", fmt.Errorf("raise %s: %w", entry, err)
	}
	spec := &gpuSpec{wave: wave}
	e := &emitter{k: k, spec: spec, names: map[uint32]string{}, ptrs: map[uint32]pointer{},
		bvecs: map[uint32]spirv.BuiltIn{}, phis: map[uint32][]spirv.Inst{}, ret: "gpu.return"}
	memTypes, err := e.bindArgs(entry, args)
	if err != nil {
		return "", err
	}
	if err := e.body(entry); err != nil {
		return "", err
	}
	var params []string
	for i, mt := range memTypes {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, mt))
	}
	var sb strings.Builder
	sb.WriteString("module attributes {gpu.container_module} {\n")
	fmt.Fprintf(&sb, "  gpu.module @%s_module {\n", entry)
	fmt.Fprintf(&sb, "  gpu.func @%s(%s)", entry, strings.Join(params, ", "))
	if len(spec.attributions) > 0 {
		fmt.Fprintf(&sb, " workgroup(%s)", strings.Join(spec.attributions, ", "))
	}
	sb.WriteString(" kernel {\n")
	sb.WriteString(e.out.String())
	sb.WriteString("  }\n  }\n}\n")
	return sb.String(), nil
}

// gpuSpec is the GPU specialization: the real work-item geometry.
type gpuSpec struct {
	wave         int
	attributions []string
}

func (*gpuSpec) barrier(e *emitter) { e.line("gpu.barrier") }

// subgroupCombine maps Groups reductions to the arith op that combines two
// partials and the identity constant (as arith.constant text) of a type.
var subgroupCombine = map[spirv.Op]string{
	spirv.OpGroupIAdd: "arith.addi", spirv.OpGroupFAdd: "arith.addf", spirv.OpGroupFMax: "arith.maxnumf",
	spirv.OpGroupFMin: "arith.minnumf", spirv.OpGroupSMax: "arith.maxsi", spirv.OpGroupSMin: "arith.minsi",
	spirv.OpGroupUMax: "arith.maxui", spirv.OpGroupUMin: "arith.minui",
}

func identityText(op spirv.Op, t string) string {
	bits := map[string]int{"i8": 8, "i16": 16, "i32": 32, "i64": 64}[t]
	switch op {
	case spirv.OpGroupFAdd:
		return "0.0 : " + t
	case spirv.OpGroupFMax:
		return "0x" + negInfHex(t) + " : " + t
	case spirv.OpGroupFMin:
		return "0x" + posInfHex(t) + " : " + t
	case spirv.OpGroupSMax:
		return fmt.Sprintf("%d : %s", int64(-1)<<(bits-1), t)
	case spirv.OpGroupSMin:
		return fmt.Sprintf("%d : %s", int64(1)<<(bits-1)-1, t)
	case spirv.OpGroupUMin:
		return "-1 : " + t
	}
	return "0 : " + t
}

// groupOp raises a subgroup reduction as a shuffle-down tree: lane 0 ends up
// with the combination of every lane of the subgroup (lanes past the end of a
// partial subgroup contribute the identity), then broadcasts it, so every lane
// gets the same value. (Upstream has no public pass lowering gpu.subgroup_reduce.)
func (s *gpuSpec) groupOp(e *emitter, op spirv.Op, w []uint32) error {
	if err := e.subgroupScope(w[2]); err != nil {
		return err
	}
	if w[3] != uint32(spirv.GroupReduce) {
		return fmt.Errorf("only subgroup reductions are supported on GPU targets (group operation %d)", w[3])
	}
	x, err := e.val(w[4])
	if err != nil {
		return err
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	width, err := s.builtin(e, spirv.BuiltInSubgroupMaxSize, 0, "i32")
	if err != nil {
		return err
	}
	size, err := s.builtin(e, spirv.BuiltInSubgroupSize, 0, "i32")
	if err != nil {
		return err
	}
	lane, err := s.builtin(e, spirv.BuiltInSubgroupLocalInvocationID, 0, "i32")
	if err != nil {
		return err
	}
	one, zero, ident := e.fresh(), e.fresh(), e.fresh()
	e.line("%s = arith.constant 1 : i32", one)
	e.line("%s = arith.constant 0 : i32", zero)
	e.line("%s = arith.constant %s", ident, identityText(op, t))
	loop := e.fresh()
	acc, off, acc2, off2 := e.fresh(), e.fresh(), e.fresh(), e.fresh()
	e.line("%s:2 = scf.while (%s = %s, %s = %s) : (%s, i32) -> (%s, i32) {", loop, acc, x, off, one, t, t)
	cond := e.fresh()
	e.line("  %s = arith.cmpi ult, %s, %s : i32", cond, off, width)
	e.line("  scf.condition(%s) %s, %s : %s, i32", cond, acc, off, t)
	e.line("} do {")
	e.line("^bb0(%s: %s, %s: i32):", acc2, t, off2)
	sh, valid, src, ok, other, next, nextOff := e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh()
	e.line("  %s, %s = gpu.shuffle down %s, %s, %s : %s", sh, valid, acc2, off2, width, t)
	e.line("  %s = arith.addi %s, %s : i32", src, lane, off2)
	e.line("  %s = arith.cmpi ult, %s, %s : i32", ok, src, size)
	e.line("  %s = arith.select %s, %s, %s : %s", other, ok, sh, ident, t)
	e.line("  %s = %s %s, %s : %s", next, subgroupCombine[op], acc2, other, t)
	e.line("  %s = arith.shli %s, %s : i32", nextOff, off2, one)
	e.line("  scf.yield %s, %s : %s, i32", next, nextOff, t)
	e.line("}")
	e.line("%s, %s = gpu.shuffle idx %s#0, %s, %s : %s", e.define(w), e.fresh(), loop, zero, width, t)
	return nil
}

func (s *gpuSpec) broadcast(e *emitter, w []uint32) error {
	if err := e.subgroupScope(w[2]); err != nil {
		return err
	}
	x, err := e.val(w[3])
	if err != nil {
		return err
	}
	lane, err := e.val(w[4])
	if err != nil {
		return err
	}
	lt, err := e.typeOfVal(w[4])
	if err != nil {
		return err
	}
	t, err := e.k.mlirType(w[0])
	if err != nil {
		return err
	}
	if lt != "i32" {
		l32 := e.fresh()
		e.line("%s = arith.trunci %s : %s to i32", l32, lane, lt)
		lane = l32
	}
	width, err := s.builtin(e, spirv.BuiltInSubgroupMaxSize, 0, "i32")
	if err != nil {
		return err
	}
	e.line("%s, %s = gpu.shuffle idx %s, %s, %s : %s", e.define(w), e.fresh(), x, lane, width, t)
	return nil
}

func (s *gpuSpec) workgroupMemory(e *emitter, id uint32, n int64, et string) (string, string) {
	mt := fmt.Sprintf("memref<%dx%s, #gpu.address_space<workgroup>>", n, et)
	name := fmt.Sprintf("%%w%d", id)
	s.attributions = append(s.attributions, name+" : "+mt)
	return name, mt
}

// subgroupScope checks that a collective's scope operand is Subgroup.
func (e *emitter) subgroupScope(id uint32) error {
	c, ok := e.k.consts[id]
	if !ok || c.words[0] != uint32(spirv.ScopeSubgroup) {
		return fmt.Errorf("only subgroup-scope collectives are supported on GPU targets")
	}
	return nil
}

func (s *gpuSpec) builtin(e *emitter, bi spirv.BuiltIn, dim int, typ string) (string, error) {
	if dim < 0 || dim > 2 {
		return "", fmt.Errorf("built-in %s dimension %d", bi, dim)
	}
	d := [3]string{"x", "y", "z"}[dim]
	idx := func(format string, args ...any) string {
		n := e.fresh()
		e.line("%s = "+format, append([]any{n}, args...)...)
		return n
	}
	cast := func(v string) string {
		n := e.fresh()
		e.line("%s = arith.index_cast %s : index to %s", n, v, typ)
		return n
	}
	blockSize := func() string {
		x, y, z := idx("gpu.block_dim x"), idx("gpu.block_dim y"), idx("gpu.block_dim z")
		return idx("arith.muli %s, %s : index", idx("arith.muli %s, %s : index", x, y), z)
	}
	waveSize := func() string {
		if s.wave != 0 {
			return idx("arith.constant %d : index", s.wave)
		}
		return idx("gpu.subgroup_size : index")
	}
	linear := func() string {
		x, y, z := idx("gpu.thread_id x"), idx("gpu.thread_id y"), idx("gpu.thread_id z")
		bx, by := idx("gpu.block_dim x"), idx("gpu.block_dim y")
		yz := idx("arith.addi %s, %s : index", y, idx("arith.muli %s, %s : index", z, by))
		return idx("arith.addi %s, %s : index", x, idx("arith.muli %s, %s : index", yz, bx))
	}
	subgroupID := func() string { return idx("arith.divui %s, %s : index", linear(), waveSize()) }
	switch bi {
	case spirv.BuiltInGlobalInvocationID:
		b, n, t := idx("gpu.block_id %s", d), idx("gpu.block_dim %s", d), idx("gpu.thread_id %s", d)
		return cast(idx("arith.addi %s, %s : index", idx("arith.muli %s, %s : index", b, n), t)), nil
	case spirv.BuiltInLocalInvocationID:
		return cast(idx("gpu.thread_id %s", d)), nil
	case spirv.BuiltInWorkgroupID:
		return cast(idx("gpu.block_id %s", d)), nil
	case spirv.BuiltInWorkgroupSize, spirv.BuiltInEnqueuedWorkgroupSize:
		return cast(idx("gpu.block_dim %s", d)), nil
	case spirv.BuiltInNumWorkgroups:
		return cast(idx("gpu.grid_dim %s", d)), nil
	case spirv.BuiltInGlobalSize:
		return cast(idx("arith.muli %s, %s : index", idx("gpu.grid_dim %s", d), idx("gpu.block_dim %s", d))), nil
	case spirv.BuiltInGlobalOffset:
		return cast(idx("arith.constant 0 : index")), nil
	case spirv.BuiltInSubgroupID:
		return cast(subgroupID()), nil
	case spirv.BuiltInSubgroupLocalInvocationID:
		return cast(idx("arith.remui %s, %s : index", linear(), waveSize())), nil
	case spirv.BuiltInNumSubgroups, spirv.BuiltInNumEnqueuedSubgroups:
		w := waveSize()
		up := idx("arith.addi %s, %s : index", blockSize(), idx("arith.subi %s, %s : index", w, idx("arith.constant 1 : index")))
		return cast(idx("arith.divui %s, %s : index", up, w)), nil
	case spirv.BuiltInSubgroupMaxSize:
		return cast(waveSize()), nil
	case spirv.BuiltInSubgroupSize:
		// OpenCL: the size of this subgroup, smaller for a partial last one.
		w := waveSize()
		first := idx("arith.muli %s, %s : index", subgroupID(), w)
		rest := idx("arith.subi %s, %s : index", blockSize(), first)
		return cast(idx("arith.minui %s, %s : index", w, rest)), nil
	case spirv.BuiltInLocalInvocationIndex:
		return cast(linear()), nil
	case spirv.BuiltInWorkDim:
		return cast(idx("arith.constant 3 : index")), nil
	}
	return "", fmt.Errorf("built-in %s is not supported on GPU targets", bi)
}
