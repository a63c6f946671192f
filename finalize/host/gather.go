package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// Gather as row copies.
//
// Raised, ONNX Gather is one work-item per output element that splits its
// index into (outer, position, inner), reloads the index and checks it
// (gru_tagger's embedding lookup: 14.5 us on the Xeon against ONNX
// Runtime's 5.9). GatherSource instead runs a parallel loop over (outer,
// position): it loads and checks the index once and copies the whole data
// row behind it (contiguous in data and output); an index still out of
// range after adding the axis' size writes a row of zeros and sets the
// status word, as the kernel does.

// GatherSource returns the host MLIR of a Gather kernel (a SPIR-V object
// whose module is exactly what kernels.Gather generates for the spec in its
// note), false for any other object.
func GatherSource(o *codeobj.Object) (src []byte, ok bool) {
	if o.Format != codeobj.AMDGCNSPIRV {
		return nil, false
	}
	spec, k, ok := kernels.GatherSpecOf(o.Payload)
	if !ok || spec.Symbol != o.Symbol || len(k.Args) != 4 || len(o.Args) != 4 {
		return nil, false
	}
	bits, ok := elemBits[spec.DType]
	ibits := map[string]int{"int64": 64, "int32": 32}[spec.IndexDType]
	if !ok || ibits == 0 {
		return nil, false
	}
	elems := make([]int64, 4)
	for i, a := range o.Args {
		if a.DType != k.Args[i].DType || a.Elems() != k.Args[i].Elems || a.Elems() <= 0 {
			return nil, false
		}
		elems[i] = a.Elems()
	}
	return []byte(gatherModule(spec, bits, ibits, elems)), true
}

// gatherModule is the MLIR of s's row copies: func @Symbol(data, indices,
// y, status).
func gatherModule(s kernels.GatherSpec, bits, ibits int, elems []int64) string {
	a := int(s.Axis)
	if a < 0 {
		a += len(s.DataShape)
	}
	outer, inner := int64(1), int64(1)
	for _, n := range s.DataShape[:a] {
		outer *= n
	}
	for _, n := range s.DataShape[a+1:] {
		inner *= n
	}
	dim, count := s.DataShape[a], elems[1]
	dt := fmt.Sprintf("memref<%dxi%d>", elems[0], bits)
	it := fmt.Sprintf("memref<%dxi%d>", elems[1], ibits)
	yt := fmt.Sprintf("memref<%dxi%d>", elems[2], bits)
	st := fmt.Sprintf("memref<%dxi32>", elems[3])
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("module {")
	w("  func.func @%s(%%d: %s, %%ix: %s, %%y: %s, %%st: %s) {", s.Symbol, dt, it, yt, st)
	w("    %%c0 = arith.constant 0 : index")
	w("    %%c1 = arith.constant 1 : index")
	w("    %%rows = arith.constant %d : index", outer*count)
	w("    %%count = arith.constant %d : index", count)
	w("    %%inner = arith.constant %d : index", inner)
	w("    %%dim = arith.constant %d : index", dim)
	w("    %%dim64 = arith.constant %d : i64", dim)
	w("    %%z64 = arith.constant 0 : i64")
	w("    %%zero = arith.constant 0 : i%d", bits)
	w("    %%flag = arith.constant %d : i32", kernels.StatusIndexOutOfRange)
	w("    scf.parallel (%%r) = (%%c0) to (%%rows) step (%%c1) {")
	w("      %%p = arith.remui %%r, %%count : index")
	w("      %%o = arith.divui %%r, %%count : index")
	w("      %%raw = memref.load %%ix[%%p] : %s", it)
	if ibits == 32 {
		w("      %%i = arith.extsi %%raw : i32 to i64")
	} else {
		w("      %%i = arith.addi %%raw, %%z64 : i64")
	}
	// Negative indices count from the end; what is still out of range
	// (unsigned compare: also what is still negative) gives zeros.
	w("      %%neg = arith.cmpi slt, %%i, %%z64 : i64")
	w("      %%up = arith.addi %%i, %%dim64 : i64")
	w("      %%fix = arith.select %%neg, %%up, %%i : i64")
	w("      %%ok = arith.cmpi ult, %%fix, %%dim64 : i64")
	w("      %%dst = arith.muli %%r, %%inner : index")
	w("      scf.if %%ok {")
	w("        %%fi = arith.index_cast %%fix : i64 to index")
	w("        %%ob = arith.muli %%o, %%dim : index")
	w("        %%rb = arith.addi %%ob, %%fi : index")
	w("        %%src = arith.muli %%rb, %%inner : index")
	w("        scf.for %%j = %%c0 to %%inner step %%c1 {")
	w("          %%si = arith.addi %%src, %%j : index")
	w("          %%di = arith.addi %%dst, %%j : index")
	w("          %%v = memref.load %%d[%%si] : %s", dt)
	w("          memref.store %%v, %%y[%%di] : %s", yt)
	w("        }")
	w("      } else {")
	w("        scf.for %%j = %%c0 to %%inner step %%c1 {")
	w("          %%di = arith.addi %%dst, %%j : index")
	w("          memref.store %%zero, %%y[%%di] : %s", yt)
	w("        }")
	w("        memref.store %%flag, %%st[%%c0] : %s", st)
	w("      }")
	w("      scf.reduce")
	w("    }")
	w("    return")
	w("  }")
	w("}")
	return b.String()
}
