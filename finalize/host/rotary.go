package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// RotaryEmbedding as head-row loops.
//
// Raised, RotaryEmbedding is one work-item per element that finds its pair
// partner (d mod half) and its cos/sin row by division and remainder:
// LLVM cannot see those loads as consecutive, so modernbert_tiny's
// rotary ran scalar, about 25 instructions an element (0.096 ms a layer
// on the Xeon at one thread). RotarySource instead runs a parallel loop
// over the (B, D1, D2) head rows: per row it finds the position once
// (checking position_ids as the kernel does) and rotates the row with
// loops of constant length over contiguous elements, which LLVM
// vectorizes. Each output element is computed by the kernel's float32
// operations in its order (two products and their difference or sum), so
// the outputs are the same bits.

// RotarySource returns the host MLIR of a float32 RotaryEmbedding kernel (a
// SPIR-V object whose module is exactly what kernels.Rotary generates for
// the spec in its note), false for any other object.
func RotarySource(o *codeobj.Object) (src []byte, ok bool) {
	if o.Format != codeobj.AMDGCNSPIRV {
		return nil, false
	}
	spec, k, ok := kernels.RotarySpecOf(o.Payload)
	if !ok || spec.Symbol != o.Symbol || len(o.Args) != len(k.Args) {
		return nil, false
	}
	if spec.DType != "float32" || spec.OutDType != "float32" || spec.CacheDType != "float32" {
		return nil, false
	}
	if spec.Positions && spec.PosDType != "int64" && spec.PosDType != "int32" {
		return nil, false
	}
	elems := make([]int64, len(o.Args))
	for i, a := range o.Args {
		if a.DType != k.Args[i].DType || a.Elems() != k.Args[i].Elems || a.Elems() <= 0 {
			return nil, false
		}
		elems[i] = a.Elems()
	}
	return []byte(rotaryModule(spec, elems)), true
}

// rotaryModule is the MLIR of s's row loops: func @Symbol(x, cos, sin[,
// position_ids], y[, status]) with elems the arguments' element counts.
func rotaryModule(s kernels.RotarySpec, elems []int64) string {
	D := s.Dims
	H, S, rd := D[3], D[s.SeqDim], s.RotaryDim
	half := rd / 2
	xt := fmt.Sprintf("memref<%dxf32>", elems[0])
	ct := fmt.Sprintf("memref<%dxf32>", elems[1])
	snt := fmt.Sprintf("memref<%dxf32>", elems[2])
	params := []string{"%x: " + xt, "%cos: " + ct, "%sin: " + snt}
	yi := 3
	var pt string
	if s.Positions {
		pt = fmt.Sprintf("memref<%dx%s>", elems[3], map[string]string{"int64": "i64", "int32": "i32"}[s.PosDType])
		params = append(params, "%pid: "+pt)
		yi = 4
	}
	yt := fmt.Sprintf("memref<%dxf32>", elems[yi])
	params = append(params, "%y: "+yt)
	st := ""
	if s.Positions {
		st = fmt.Sprintf("memref<%dxi32>", elems[yi+1])
		params = append(params, "%st: "+st)
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("module {")
	w("  func.func @%s(%s) {", s.Symbol, strings.Join(params, ", "))
	w("    %%c0 = arith.constant 0 : index")
	w("    %%c1 = arith.constant 1 : index")
	w("    %%rows = arith.constant %d : index", D[0]*D[1]*D[2])
	w("    %%d12 = arith.constant %d : index", D[1]*D[2])
	w("    %%d1 = arith.constant %d : index", D[1])
	w("    %%d2 = arith.constant %d : index", D[2])
	w("    %%seq = arith.constant %d : index", S)
	w("    %%hd = arith.constant %d : index", H)
	w("    %%half = arith.constant %d : index", half)
	w("    %%rd = arith.constant %d : index", rd)
	w("    %%half64 = arith.constant %d : i64", half)
	w("    %%z64 = arith.constant 0 : i64")
	w("    %%cosn = arith.constant %d : i64", elems[1])
	w("    %%sinn = arith.constant %d : i64", elems[2])
	w("    %%zf = arith.constant 0.0 : f32")
	w("    scf.parallel (%%r) = (%%c0) to (%%rows) step (%%c1) {")
	// (b, c1, c2) of the row; the sequence index is c1 or c2.
	w("      %%b = arith.divui %%r, %%d12 : index")
	if s.SeqDim == 1 {
		w("      %%q = arith.divui %%r, %%d2 : index")
		w("      %%s = arith.remui %%q, %%d1 : index")
	} else {
		w("      %%s = arith.remui %%r, %%d2 : index")
	}
	w("      %%bS = arith.muli %%b, %%seq : index")
	w("      %%bs = arith.addi %%bS, %%s : index")
	w("      %%base = arith.muli %%r, %%hd : index")
	if s.Positions {
		// The position: position_ids[bs] (0 past its end, as the kernel's
		// load reads), checked against the caches' rows.
		w("      %%pn = arith.constant %d : index", elems[3])
		w("      %%pin = arith.cmpi ult, %%bs, %%pn : index")
		w("      %%pix = arith.select %%pin, %%bs, %%c0 : index")
		w("      %%praw = memref.load %%pid[%%pix] : %s", pt)
		if s.PosDType == "int32" {
			w("      %%pext = arith.extsi %%praw : i32 to i64")
		} else {
			w("      %%pext = arith.addi %%praw, %%z64 : i64")
		}
		w("      %%pos = arith.select %%pin, %%pext, %%z64 : i64")
		w("      %%nrows = arith.constant %d : i64", s.CacheRows)
		w("      %%pge = arith.cmpi sge, %%pos, %%z64 : i64")
		w("      %%plt = arith.cmpi slt, %%pos, %%nrows : i64")
		w("      %%pok = arith.andi %%pge, %%plt : i1")
		w("      %%true = arith.constant true")
		w("      %%pbad = arith.xori %%pok, %%true : i1")
		w("      scf.if %%pbad {")
		w("        %%flag = arith.constant %d : i32", kernels.StatusIndexOutOfRange)
		w("        memref.store %%flag, %%st[%%c0] : %s", st)
		w("      }")
		w("      %%row = arith.muli %%pos, %%half64 : i64")
	} else {
		w("      %%bs64 = arith.index_cast %%bs : index to i64")
		w("      %%row = arith.muli %%bs64, %%half64 : i64")
	}
	if half > 0 {
		// The row's cos and sin all inside their buffers: contiguous loads.
		// Otherwise each load checks its index as the kernel's does (an
		// index outside reads 0).
		w("      %%rlo = arith.cmpi sge, %%row, %%z64 : i64")
		w("      %%cosend = arith.subi %%cosn, %%half64 : i64")
		w("      %%sinend = arith.subi %%sinn, %%half64 : i64")
		w("      %%chi = arith.cmpi sle, %%row, %%cosend : i64")
		w("      %%shi = arith.cmpi sle, %%row, %%sinend : i64")
		w("      %%in1 = arith.andi %%rlo, %%chi : i1")
		w("      %%inb = arith.andi %%in1, %%shi : i1")
		w("      scf.if %%inb {")
		w("        %%rowi = arith.index_cast %%row : i64 to index")
		rotaryPairs(w, s.Interleaved, xt, ct, snt, yt, func(v, mem, mt string) {
			w("          %%%si = arith.addi %%rowi, %%i : index", v)
			w("          %%%s = memref.load %s[%%%si] : %s", v, mem, v, mt)
		})
		w("      } else {")
		rotaryPairs(w, s.Interleaved, xt, ct, snt, yt, func(v, mem, mt string) {
			n := map[string]string{"%cos": "%cosn", "%sin": "%sinn"}[mem]
			w("          %%%sk = arith.addi %%row, %%i64 : i64", v)
			w("          %%%sok = arith.cmpi ult, %%%sk, %s : i64", v, v, n)
			w("          %%%ssel = arith.select %%%sok, %%%sk, %%z64 : i64", v, v, v)
			w("          %%%si = arith.index_cast %%%ssel : i64 to index", v, v)
			w("          %%%sraw = memref.load %s[%%%si] : %s", v, mem, v, mt)
			w("          %%%s = arith.select %%%sok, %%%sraw, %%zf : f32", v, v, v)
		})
		w("      }")
	}
	if rd < H {
		w("      scf.for %%d = %%rd to %%hd step %%c1 {")
		w("        %%k = arith.addi %%base, %%d : index")
		w("        %%v = memref.load %%x[%%k] : %s", xt)
		w("        memref.store %%v, %%y[%%k] : %s", yt)
		w("      }")
	}
	w("      scf.reduce")
	w("    }")
	w("    return")
	w("  }")
	w("}")
	return b.String()
}

// rotaryPairs writes the loop over a row's pairs, i in [0, half): cs and sn
// by cache (which writes %cs and %sn from %cos and %sin at the row's
// offset plus i), x1 and x2 the pair, and the kernel's two results,
// cs*x1 - sn*x2 at the pair's first element and sn*x1 + cs*x2 at its
// second.
func rotaryPairs(w func(string, ...any), interleaved bool, xt, ct, snt, yt string, cache func(v, mem, mt string)) {
	w("        scf.for %%i = %%c0 to %%half step %%c1 {")
	w("          %%i64 = arith.index_cast %%i : index to i64")
	cache("cs", "%cos", ct)
	cache("sn", "%sin", snt)
	if interleaved {
		w("          %%i2 = arith.addi %%i, %%i : index")
		w("          %%a = arith.addi %%base, %%i2 : index")
		w("          %%bb = arith.addi %%a, %%c1 : index")
	} else {
		w("          %%a = arith.addi %%base, %%i : index")
		w("          %%bb = arith.addi %%a, %%half : index")
	}
	w("          %%x1 = memref.load %%x[%%a] : %s", xt)
	w("          %%x2 = memref.load %%x[%%bb] : %s", xt)
	w("          %%p1 = arith.mulf %%cs, %%x1 : f32")
	w("          %%p2 = arith.mulf %%sn, %%x2 : f32")
	w("          %%o1 = arith.subf %%p1, %%p2 : f32")
	w("          %%p3 = arith.mulf %%sn, %%x1 : f32")
	w("          %%p4 = arith.mulf %%cs, %%x2 : f32")
	w("          %%o2 = arith.addf %%p3, %%p4 : f32")
	w("          memref.store %%o1, %%y[%%a] : %s", yt)
	w("          memref.store %%o2, %%y[%%bb] : %s", yt)
	w("        }")
}
