package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// Layout copies (Transpose, Slice, Split, Expand, Reshape's copy) as row
// loops.
//
// Raised, a layout copy is one work-item per element that unravels its
// linear index into coordinates (a division and a remainder per dim) and
// dots them with the strides: modernbert_tiny's Splits, Slices and
// Transposes spent 6-14 us each in that arithmetic. CopySource instead
// merges the view's dims that are contiguous in both source and
// destination, runs a parallel loop over the rows that are left and, per
// row, one inner loop of constant stride that LLVM vectorizes (stride 1: a
// plain memcpy of the row).

// copyChunk bounds the elements of one inner loop when the whole view
// merges into a single row (a plain copy), so that threads still share it.
const copyChunk = 4096

// elemBits maps a dtype to the width of the integer its bits move as.
var elemBits = map[string]int{
	"float16": 16, "bfloat16": 16, "float32": 32, "float64": 64,
	"int8": 8, "uint8": 8, "bool": 8, "int16": 16, "uint16": 16,
	"int32": 32, "uint32": 32, "int64": 64, "uint64": 64,
}

// CopySource returns the host MLIR of a layout copy kernel (a SPIR-V
// object whose module is exactly what kernels.LayoutCopy generates for the
// spec in its note), false for any other object.
func CopySource(o *codeobj.Object) (src []byte, ok bool) {
	if o.Format != codeobj.AMDGCNSPIRV {
		return nil, false
	}
	spec, k, ok := kernels.LayoutSpecOf(o.Payload)
	if !ok || spec.Symbol != o.Symbol || len(k.Args) != 2 || len(o.Args) != 2 {
		return nil, false
	}
	bits, ok := elemBits[spec.DType]
	if !ok {
		return nil, false
	}
	for i, a := range o.Args {
		if a.DType != k.Args[i].DType || a.Elems() != k.Args[i].Elems || a.Elems() <= 0 {
			return nil, false
		}
	}
	return []byte(copyModule(spec, bits, k.Args[0].Elems, k.Args[1].Elems)), true
}

// mergeView drops the unit dims of a view and merges each dim into the
// next where the pair walks the source contiguously (stride[d] ==
// stride[d+1]*shape[d+1]); the destination is row-major, so such a pair is
// one dim of both. The result has at least one dim.
func mergeView(shape, strides []int64) ([]int64, []int64) {
	var sh, st []int64
	for d, n := range shape {
		if n == 1 {
			continue
		}
		if k := len(sh) - 1; k >= 0 && st[k] == strides[d]*n {
			sh[k] *= n
			st[k] = strides[d]
			continue
		}
		sh, st = append(sh, n), append(st, strides[d])
	}
	if len(sh) == 0 {
		return []int64{1}, []int64{1}
	}
	return sh, st
}

// copyModule is the MLIR of the row loops of s: func @Symbol(x, y) with a
// scf.parallel over rows, each an scf.for over the merged innermost dim.
func copyModule(s kernels.LayoutSpec, bits int, xElems, yElems int64) string {
	shape, strides := mergeView(s.OutShape, s.Strides)
	r := len(shape)
	inner, step := shape[r-1], strides[r-1]
	rows := int64(1)
	for _, n := range shape[:r-1] {
		rows *= n
	}
	// One row (a plain copy) is split into rows of copyChunk so threads
	// share it; the tail, shorter than a chunk, follows the parallel loop.
	var tail int64
	if r == 1 && inner > copyChunk {
		rows, tail = inner/copyChunk, inner%copyChunk
		shape, strides = []int64{rows, copyChunk}, []int64{copyChunk * step, step}
		r, inner = 2, copyChunk
	}
	xt := fmt.Sprintf("memref<%dxi%d>", xElems, bits)
	yt := fmt.Sprintf("memref<%dxi%d>", yElems, bits)
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	rowLoop := func(indent, src, dst, n string) {
		w("%sscf.for %%j = %%c0 to %s step %%c1 {", indent, n)
		w("%s  %%js = arith.muli %%j, %%step : index", indent)
		w("%s  %%si = arith.addi %s, %%js : index", indent, src)
		w("%s  %%di = arith.addi %s, %%j : index", indent, dst)
		w("%s  %%v = memref.load %%x[%%si] : %s", indent, xt)
		w("%s  memref.store %%v, %%y[%%di] : %s", indent, yt)
		w("%s}", indent)
	}
	w("module {")
	w("  func.func @%s(%%x: %s, %%y: %s) {", s.Symbol, xt, yt)
	w("    %%c0 = arith.constant 0 : index")
	w("    %%c1 = arith.constant 1 : index")
	w("    %%rows = arith.constant %d : index", rows)
	w("    %%step = arith.constant %d : index", step)
	w("    %%off = arith.constant %d : index", s.Offset)
	w("    %%len = arith.constant %d : index", inner)
	w("    scf.parallel (%%r) = (%%c0) to (%%rows) step (%%c1) {")
	// Unravel r over the outer dims (last fastest) into the source base.
	w("      %%dst = arith.muli %%r, %%len : index")
	acc, rest := "%off", "%r"
	for d := r - 2; d >= 0; d-- {
		w("      %%n%d = arith.constant %d : index", d, shape[d])
		w("      %%s%d = arith.constant %d : index", d, strides[d])
		coord := rest
		if d > 0 {
			w("      %%q%d = arith.remui %s, %%n%d : index", d, rest, d)
			w("      %%t%d = arith.divui %s, %%n%d : index", d, rest, d)
			coord, rest = fmt.Sprintf("%%q%d", d), fmt.Sprintf("%%t%d", d)
		}
		w("      %%m%d = arith.muli %s, %%s%d : index", d, coord, d)
		w("      %%a%d = arith.addi %s, %%m%d : index", d, acc, d)
		acc = fmt.Sprintf("%%a%d", d)
	}
	rowLoop("      ", acc, "%dst", "%len")
	w("      scf.reduce")
	w("    }")
	if tail > 0 {
		w("    %%tn = arith.constant %d : index", tail)
		w("    %%td = arith.constant %d : index", rows*copyChunk)
		w("    %%ts = arith.constant %d : index", s.Offset+rows*copyChunk*step)
		rowLoop("    ", "%ts", "%td", "%tn")
	}
	w("    return")
	w("  }")
	w("}")
	return b.String()
}
