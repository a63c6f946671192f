// Package raise turns decoded amdgcnspirv kernels (OpenCL-flavour SPIR-V) into
// MLIR that upstream pipelines compile, for the targets that do not take SPIR-V
// directly. Host specializes a kernel for the CPU: workgroup size 1 and
// subgroup size 1, where barriers vanish, collectives are the identity, and each
// work-item becomes one iteration of a parallel loop over the global range.
// GPU produces a gpu-dialect kernel (gpu.module / gpu.func) for the NVVM and
// ROCDL pipelines, keeping the real workgroup and subgroup geometry.
//
// The raised work-item is a func.func whose blocks are the SPIR-V blocks (phis
// become block arguments, branches cf ops); ALU ops become arith/math ops and
// buffer accesses memref.load/store on static-shaped memrefs. Only dialects
// that upstream mlir-opt lowers to LLVM are used: func, arith, math, memref,
// scf, cf. HostPipeline is the pass pipeline that lowers the result to the
// LLVM dialect with the bare-pointer calling convention.
package raise

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// ArgInfo describes one buffer argument of a kernel: its element count and
// element dtype ("float32", "float16", "int64" ...).
type ArgInfo struct {
	Elems int64
	DType string
}

// HostPipeline is the mlir-opt pass pipeline that lowers Host's output to the
// LLVM dialect; the exported function then has the C ABI
// void entry(void *a0, void *a1, ...). Translate with mlir-translate
// --mlir-to-llvmir and link with -lm (libm calls for math without intrinsics).
const HostPipeline = "builtin.module(convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm," +
	"expand-strided-metadata,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm," +
	"convert-func-to-llvm{use-bare-ptr-memref-call-conv=1},reconcile-unrealized-casts)"

// mlirElem maps tensor dtypes to MLIR element types (bool is stored as i8;
// bfloat16 as i16, which the kernels convert with integer ops).
var mlirElem = map[string]string{
	"float16": "f16", "float32": "f32", "float64": "f64", "bfloat16": "i16",
	"int8": "i8", "uint8": "i8", "bool": "i8", "int16": "i16", "uint16": "i16",
	"int32": "i32", "uint32": "i32", "int64": "i64", "uint64": "i64",
}

// maxGlobal bounds each global dimension so index arithmetic cannot overflow.
const maxGlobal = int64(1) << 40

// Host raises the kernel entry of the SPIR-V module bin for the host target
// and returns an MLIR module (MLIR 22 text) with
//
//	func.func @entry(%a0: memref<N0xT0>, ...)               // exported
//	func.func private @entry_item(%gx, %gy, %gz: index, %a0: memref<N0xT0>, ...)
//
// where @entry runs @entry_item for every point of the global range in an
// scf.parallel loop.
func Host(bin []byte, entry string, global [3]int64, args []ArgInfo) (string, error) {
	if !validSymbol(entry) {
		return "", fmt.Errorf("raise %q: entry name is not a valid symbol", entry)
	}
	for d, g := range global {
		if g <= 0 || g > maxGlobal {
			return "", fmt.Errorf("raise %s: global size %d in dimension %d out of range", entry, g, d)
		}
	}
	k, err := parseKernel(bin, entry)
	if err != nil {
		return "", fmt.Errorf("raise %s: %w", entry, err)
	}
	e := &emitter{
		k:     k,
		spec:  hostSpec{global: global},
		names: map[uint32]string{},
		ptrs:  map[uint32]pointer{},
		bvecs: map[uint32]spirv.BuiltIn{},
		phis:  map[uint32][]spirv.Inst{},
		ret:   "return",

		reassoc: reductionOps(k),
		strip:   planStrip(k, global),
	}
	memTypes, err := e.bindArgs(entry, args)
	if err != nil {
		return "", err
	}
	if err := e.body(entry); err != nil {
		return "", err
	}

	var sb strings.Builder
	var params, argNames []string
	for i, mt := range memTypes {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, mt))
		argNames = append(argNames, fmt.Sprintf("%%a%d", i))
	}
	sb.WriteString("module {\n")
	// Internal linkage lets LLVM inline the work-item into the loop.
	rowCol := ""
	if e.strip != nil {
		rowCol = ", %srow: index, %scol: index"
	}
	fmt.Fprintf(&sb, "  func.func private @%s_item(%%gx: index, %%gy: index, %%gz: index%s%s) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = [\"alwaysinline\"]} {\n",
		entry, rowCol, joinPrefixed(params))
	sb.WriteString(e.out.String())
	sb.WriteString("  }\n")
	fmt.Fprintf(&sb, "  func.func @%s(%s) {\n", entry, strings.Join(params, ", "))
	sb.WriteString("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n")
	if st := e.strip; st != nil {
		// Rows of C elements (strip.go): the rows in parallel, each an
		// inner loop over its columns.
		fmt.Fprintf(&sb, "    %%rows = arith.constant %d : index\n    %%cols = arith.constant %d : index\n", st.rows, st.cols)
		sb.WriteString("    scf.parallel (%r) = (%c0) to (%rows) step (%c1) {\n")
		sb.WriteString("      %rb = arith.muli %r, %cols : index\n")
		sb.WriteString("      scf.for %c = %c0 to %cols step %c1 {\n")
		sb.WriteString("        %x = arith.addi %rb, %c : index\n")
		fmt.Fprintf(&sb, "        func.call @%s_item(%%x, %%c0, %%c0, %%r, %%c%s) : (index, index, index, index, index%s) -> ()\n",
			entry, joinPrefixed(argNames), joinPrefixed(memTypes))
		sb.WriteString("      }\n      scf.reduce\n    }\n    return\n  }\n}\n")
		return sb.String(), nil
	}
	fmt.Fprintf(&sb, "    %%n0 = arith.constant %d : index\n    %%n1 = arith.constant %d : index\n    %%n2 = arith.constant %d : index\n",
		global[0], global[1], global[2])
	sb.WriteString("    scf.parallel (%x, %y, %z) = (%c0, %c0, %c0) to (%n0, %n1, %n2) step (%c1, %c1, %c1) {\n")
	fmt.Fprintf(&sb, "      func.call @%s_item(%%x, %%y, %%z%s) : (index, index, index%s) -> ()\n",
		entry, joinPrefixed(argNames), joinPrefixed(memTypes))
	sb.WriteString("      scf.reduce\n    }\n    return\n  }\n}\n")
	return sb.String(), nil
}

func joinPrefixed(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return ", " + strings.Join(xs, ", ")
}

// validSymbol reports whether s can be an unquoted MLIR symbol and C identifier.
func validSymbol(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		ok := c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9')
		if !ok {
			return false
		}
	}
	return true
}

// hostSpec is the host specialization: workgroups and subgroups of one
// work-item, so the workgroup id is the global id and local ids are 0.
type hostSpec struct {
	global [3]int64
}

func (hostSpec) barrier(*emitter) {} // one work-item per workgroup: nothing to wait for

func (hostSpec) groupOp(e *emitter, op spirv.Op, w []uint32) error { return e.groupOfOne(op, w) }

// broadcast: in a group of one, every invocation's value is the broadcast value.
func (hostSpec) broadcast(e *emitter, w []uint32) error {
	v, err := e.val(w[3])
	e.names[w[1]] = v
	return err
}

// workgroupMemory is private to the single work-item of a host workgroup.
func (hostSpec) workgroupMemory(e *emitter, id uint32, n int64, et string) (string, string) {
	mt := fmt.Sprintf("memref<%dx%s>", n, et)
	name := fmt.Sprintf("%%m%d", id)
	e.line("%s = memref.alloca() : %s", name, mt)
	return name, mt
}

func (h hostSpec) builtin(e *emitter, bi spirv.BuiltIn, dim int, typ string) (string, error) {
	if dim < 0 || dim > 2 {
		return "", fmt.Errorf("built-in %s dimension %d", bi, dim)
	}
	constant := func(v int64) string {
		n := e.fresh()
		e.line("%s = arith.constant %d : %s", n, v, typ)
		return n
	}
	gid := func(d int) string {
		n := e.fresh()
		e.line("%s = arith.index_cast %s : index to %s", n, [3]string{"%gx", "%gy", "%gz"}[d], typ)
		return n
	}
	switch bi {
	case spirv.BuiltInGlobalInvocationID, spirv.BuiltInWorkgroupID:
		return gid(dim), nil
	case spirv.BuiltInLocalInvocationID, spirv.BuiltInGlobalOffset, spirv.BuiltInSubgroupID,
		spirv.BuiltInSubgroupLocalInvocationID, spirv.BuiltInLocalInvocationIndex:
		return constant(0), nil
	case spirv.BuiltInWorkgroupSize, spirv.BuiltInEnqueuedWorkgroupSize, spirv.BuiltInSubgroupSize,
		spirv.BuiltInSubgroupMaxSize, spirv.BuiltInNumSubgroups, spirv.BuiltInNumEnqueuedSubgroups:
		return constant(1), nil
	case spirv.BuiltInNumWorkgroups, spirv.BuiltInGlobalSize:
		return constant(h.global[dim]), nil
	case spirv.BuiltInWorkDim:
		return constant(3), nil
	case spirv.BuiltInGlobalLinearID:
		// gx + GX*(gy + GY*gz), computed in index then cast.
		t1, t2, t3, t4, n := e.fresh(), e.fresh(), e.fresh(), e.fresh(), e.fresh()
		e.line("%s = arith.constant %d : index", t1, h.global[1])
		e.line("%s = arith.muli %%gz, %s : index", t2, t1)
		e.line("%s = arith.addi %%gy, %s : index", t3, t2)
		e.line("%s = arith.constant %d : index", t4, h.global[0])
		e.line("%s = arith.muli %s, %s : index", t4+"m", t3, t4)
		e.line("%s = arith.addi %%gx, %s : index", t4+"s", t4+"m")
		e.line("%s = arith.index_cast %s : index to %s", n, t4+"s", typ)
		return n, nil
	}
	return "", fmt.Errorf("built-in %s is not supported on the host", bi)
}
