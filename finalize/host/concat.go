package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// Concat as block copies.
//
// Raised, ONNX Concat is one work-item per output element that finds the
// input covering it through a chain of compares. Along the axis, each
// input's part of an outer row is one contiguous block (its axis extent
// times the inner size) in both the input and the output: ConcatSource
// runs a parallel loop over the outer rows, each copying its inputs'
// blocks with constant-length loops that LLVM vectorizes.

// ConcatSource returns the host MLIR of a Concat kernel (a SPIR-V object
// whose module is exactly what kernels.Concat generates for the spec in its
// note), false for any other object.
func ConcatSource(o *codeobj.Object) (src []byte, ok bool) {
	if o.Format != codeobj.AMDGCNSPIRV {
		return nil, false
	}
	spec, k, ok := kernels.ConcatSpecOf(o.Payload)
	if !ok || spec.Symbol != o.Symbol || len(k.Args) != len(spec.Shapes)+1 || len(o.Args) != len(k.Args) {
		return nil, false
	}
	bits, ok := elemBits[spec.DType]
	if !ok {
		return nil, false
	}
	elems := make([]int64, len(o.Args))
	for i, a := range o.Args {
		if a.DType != k.Args[i].DType || a.Elems() != k.Args[i].Elems || a.Elems() <= 0 {
			return nil, false
		}
		elems[i] = a.Elems()
	}
	return []byte(concatModule(spec, bits, elems)), true
}

// concatModule is the MLIR of s's block copies: func @Symbol(x0, ..., y).
func concatModule(s kernels.ConcatSpec, bits int, elems []int64) string {
	a := int(s.Axis)
	if a < 0 {
		a += len(s.Shapes[0])
	}
	outer, inner := int64(1), int64(1)
	for _, n := range s.Shapes[0][:a] {
		outer *= n
	}
	for _, n := range s.Shapes[0][a+1:] {
		inner *= n
	}
	var total int64
	for _, sh := range s.Shapes {
		total += sh[a]
	}
	types := make([]string, len(elems))
	var params []string
	for i, n := range elems {
		types[i] = fmt.Sprintf("memref<%dxi%d>", n, bits)
		params = append(params, fmt.Sprintf("%%b%d: %s", i, types[i]))
	}
	y := len(elems) - 1
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("module {")
	w("  func.func @%s(%s) {", s.Symbol, strings.Join(params, ", "))
	w("    %%c0 = arith.constant 0 : index")
	w("    %%c1 = arith.constant 1 : index")
	w("    %%rows = arith.constant %d : index", outer)
	w("    %%row = arith.constant %d : index", total*inner)
	w("    scf.parallel (%%r) = (%%c0) to (%%rows) step (%%c1) {")
	w("      %%base = arith.muli %%r, %%row : index")
	var start int64
	for j, sh := range s.Shapes {
		block := sh[a] * inner
		w("      %%n%d = arith.constant %d : index", j, block)
		w("      %%o%d = arith.constant %d : index", j, start*inner)
		w("      %%src%d = arith.muli %%r, %%n%d : index", j, j)
		w("      %%dst%d = arith.addi %%base, %%o%d : index", j, j)
		w("      scf.for %%j%d = %%c0 to %%n%d step %%c1 {", j, j)
		w("        %%si%d = arith.addi %%src%d, %%j%d : index", j, j, j)
		w("        %%di%d = arith.addi %%dst%d, %%j%d : index", j, j, j)
		w("        %%v%d = memref.load %%b%d[%%si%d] : %s", j, j, j, types[j])
		w("        memref.store %%v%d, %%b%d[%%di%d] : %s", j, y, j, types[y])
		w("      }")
		start += sh[a]
	}
	w("      scf.reduce")
	w("    }")
	w("    return")
	w("  }")
	w("}")
	return b.String()
}
