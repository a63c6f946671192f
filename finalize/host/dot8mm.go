package host

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The 8-bit matrix products (QLinearMatMul, MatMulInteger).
//
// lower/tosa widens both operands of an 8-bit product to i32 (the zero
// points subtracted) and multiplies them with tosa.matmul: the host
// schedule then tiled an i32 linalg.batch_matmul, after two passes that
// wrote the widened operands (cnn_int8_qdq's classifier: 8 x 32768 by
// 32768 x 10, 1.3 MB of i32 for 330 KB of bytes; 0.38 ms on the Xeon at
// one thread, ONNX Runtime's QLinearMatMul 0.05 ms).
//
// On AVX-512 VNNI (HostSchedule.Dot8 "vnni512") markDot8Matmuls marks
// each such product, before the schedule, and generalizes it (the
// schedule tiles only the named op), so that elementwise fusion pulls the
// widening into the product's body: after bufferization it is one
// linalg.generic reading the 8-bit operands, which replaceDot8Matmuls
// replaces by calls of mgxport_mm_s8_vnni512 (hostdot/mm_s8_vnni512.c)
// over chunks of rows. A product the replacement does not take is still
// exact: the generic lowers to loops.
const dot8MatmulMark = "mgxport.dot8_matmul"

// dot8MatmulEntry is the named sequence of dot8MatmulScript.
const dot8MatmulEntry = "mgxport_dot8_matmul"

// dot8MatmulScript generalizes the linalg.batch_matmul ops
// markDot8Matmuls marked and marks the generics it makes.
func dot8MatmulScript() string {
	return fmt.Sprintf(`module attributes {transform.with_named_sequence} {
  transform.named_sequence @%[1]s(%%root: !transform.any_op {transform.consumed}) {
    %%mm = transform.structured.match ops{["linalg.batch_matmul"]} attributes {%[2]s = ""} in %%root : (!transform.any_op) -> !transform.any_op
    %%g = transform.structured.generalize %%mm : (!transform.any_op) -> !transform.any_op
    transform.annotate %%g %[3]q : !transform.any_op
    transform.yield
  }
}
`, dot8MatmulEntry, dot8MatmulMark, dot8MatmulMark)
}

// markDot8Matmuls marks (dot8MatmulMark) each linalg.batch_matmul of m
// (on static tensors, before the schedule) into i32 whose two operands are
// 8-bit values widened (wideFrom8), when s has the vnni512 micro-kernel.
// It returns how many it marked.
func markDot8Matmuls(m *mlirc.Module, s HostSchedule) (int, error) {
	if s.Dot8 != "vnni512" {
		return 0, nil
	}
	n := 0
	err := m.Edit(func(root mlirc.Op) error {
		all := listOps(root)
		uses := map[mlirc.Value]int{}
		for _, u := range all {
			for i := range u.NumOperands() {
				uses[u.Operand(i)]++
			}
		}
		for _, o := range all {
			if o.Name() != "linalg.batch_matmul" || o.NumOperands() != 3 || o.NumResults() != 1 ||
				tensorElem(o.Result(0).Type().String()) != "i32" {
				continue
			}
			if !wideFrom8(o.Operand(0), uses) || !wideFrom8(o.Operand(1), uses) {
				continue
			}
			o.SetAttr(dot8MatmulMark, o.StrAttr(""))
			n++
		}
		return nil
	})
	return n, err
}

// wideFrom8 reports whether v (an i32 tensor) is an 8-bit tensor widened:
// a chain, each value used once, of tensor.expand_shape and all-parallel linalg.generics of one input
// tensor (the others constants) whose bodies are extsi/extui, andi and
// subi, back to an i8 tensor that an extension read.
func wideFrom8(v mlirc.Value, uses map[mlirc.Value]int) bool {
	ext := false
	for range 32 {
		if tensorElem(v.Type().String()) == "i8" {
			return ext
		}
		if v.IsBlockArg() || uses[v] != 1 {
			return false
		}
		d := v.Def()
		switch d.Name() {
		case "tensor.expand_shape":
			// (A collapse, as a 3-D A by a 2-D B has, keeps elementwise
			// fusion from pulling the widening into the product: the
			// generic would read i32 and stay loops.)
			v = d.Operand(0)
			continue
		case "linalg.generic":
		default:
			return false
		}
		if d.NumResults() != 1 || !allParallel(d) {
			return false
		}
		var in mlirc.Value
		ins := 0
		for i := range d.NumOperands() - 1 {
			x := d.Operand(i)
			if !x.IsBlockArg() && !x.Def().IsNull() && x.Def().Name() == "arith.constant" {
				continue
			}
			in = x
			ins++
		}
		if ins != 1 {
			return false
		}
		for _, op := range d.Ops(0) {
			switch op.Name() {
			case "arith.extsi", "arith.extui":
				ext = true
			case "arith.andi", "arith.subi", "linalg.yield":
			default:
				return false
			}
		}
		v = in
	}
	return false
}

// generalizeDot8Matmuls applies dot8MatmulScript to m.
func (w *hostWorker) generalizeDot8Matmuls(m *mlirc.Module) error {
	if w.dot8mm == nil {
		s, err := w.ctx.ParseString(dot8MatmulScript())
		if err != nil {
			return fmt.Errorf("8-bit products: %w", err)
		}
		w.dot8mm = s
	}
	if err := m.ApplyTransform(w.dot8mm, dot8MatmulEntry); err != nil {
		return fmt.Errorf("8-bit products: %w", err)
	}
	return nil
}

//go:embed hostdot/mm_s8_vnni512.ll
var mmS8VNNI512IR string

// dot8MatmulSymbol is the 8-bit product's micro-kernel (its IR,
// mmS8VNNI512IR, defines it). Its signature (all int64):
//
//	mgxport_mm_s8_vnni512(a, b, c, r0, r1, n0, n1, M, N, K,
//	    aStrideB, aStrideM, bStrideB, bStrideK, cStrideB, cStrideM,
//	    aSigned, bSigned, za, zb)
//
// adds to c (int32, [B, M, N], N contiguous) rows r0..r1-1 of the B x M
// rows by the 16-column blocks n0..n1-1 of sum_k (a - za)(b - zb): a
// 8-bit [B, M, K] (K contiguous), b 8-bit [B, K, N] (N contiguous), each
// signed or unsigned. Strides are in elements.
const dot8MatmulSymbol = "mgxport_mm_s8_vnni512"

// dot8Operand is one 8-bit operand of a product's body: signed or not,
// less a constant zero point.
type dot8Operand struct {
	signed bool
	zp     int64
}

// dot8MatmulOf reads o (a linalg.generic on memrefs) as an 8-bit batched
// product: loops (b, m, n, k), maps (b, m, k), (b, k, n), (b, m, n), a
// and b 8-bit memrefs and c an i32 one of static shapes and layouts with
// contiguous innermost dims, and the body c + ext(a)[&255][-za] *
// ext(b)[&255][-zb] (the widening fusion put there).
func dot8MatmulOf(o mlirc.Op) (ops [2]dot8Operand, shapes, strides [3][]int64, offsets [3]int64, ok bool) {
	if o.Name() != "linalg.generic" || o.NumOperands() != 3 || o.NumResults() != 0 || o.NumRegions() != 1 {
		return ops, shapes, strides, offsets, false
	}
	its, ok := o.Attr("iterator_types").Elems()
	if !ok || len(its) != 4 {
		return ops, shapes, strides, offsets, false
	}
	for i, it := range its {
		if strings.Contains(it.String(), "reduction") != (i == 3) {
			return ops, shapes, strides, offsets, false
		}
	}
	maps, ok := o.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 3 {
		return ops, shapes, strides, offsets, false
	}
	for i, want := range [][]int{{0, 1, 3}, {0, 3, 2}, {0, 1, 2}} {
		if dims, res, ok := maps[i].AffineDims(); !ok || dims != 4 || !slices.Equal(res, want) {
			return ops, shapes, strides, offsets, false
		}
	}
	for i, bits := range []int{8, 8, 32} {
		t := o.Operand(i).Type()
		sh, ok := t.Shape()
		if !ok || len(sh) != 3 || t.ElemBits() != bits {
			return ops, shapes, strides, offsets, false
		}
		for _, d := range sh {
			if d <= 0 {
				return ops, shapes, strides, offsets, false
			}
		}
		st, off, ok := memrefLayout(t.String(), sh)
		if !ok || st[2] != 1 {
			return ops, shapes, strides, offsets, false
		}
		shapes[i], strides[i], offsets[i] = sh, st, off
	}
	a, b, c := shapes[0], shapes[1], shapes[2]
	if a[0] != c[0] || b[0] != c[0] || a[1] != c[1] || b[2] != c[2] || a[2] != b[1] {
		return ops, shapes, strides, offsets, false
	}
	body := o.Ops(0)
	used := map[mlirc.Op]bool{}
	// only returns the one op of body using v.
	only := func(v mlirc.Value) (mlirc.Op, bool) {
		var u mlirc.Op
		n := 0
		for _, op := range body {
			for i := range op.NumOperands() {
				if op.Operand(i) == v {
					u = op
					n++
				}
			}
		}
		return u, n == 1
	}
	intConst := func(v mlirc.Value) (int64, bool) {
		if v.IsBlockArg() || v.Def().IsNull() || v.Def().Name() != "arith.constant" {
			return 0, false
		}
		return v.Def().Attr("value").Int()
	}
	var vals [2]mlirc.Value
	for i := range 2 {
		x := o.Arg(0, i)
		e, ok := only(x)
		if !ok || (e.Name() != "arith.extsi" && e.Name() != "arith.extui") || e.Result(0).Type().String() != "i32" {
			return ops, shapes, strides, offsets, false
		}
		used[e] = true
		ops[i].signed = e.Name() == "arith.extsi"
		v := e.Result(0)
		for {
			u, ok := only(v)
			if !ok || u.NumOperands() != 2 {
				return ops, shapes, strides, offsets, false
			}
			cv, k := u.Operand(1), u.Operand(0)
			if k != v {
				if u.Name() == "arith.subi" {
					break // a zero point is subtracted from v, not v from it
				}
				cv = u.Operand(0)
			}
			c, isConst := intConst(cv)
			if !isConst {
				break
			}
			switch {
			case u.Name() == "arith.andi" && c == 255 && ops[i].zp == 0:
				ops[i].signed = false
			case u.Name() == "arith.subi" && ops[i].zp == 0 && c >= -1<<31 && c < 1<<31:
				ops[i].zp = c
			default:
				return ops, shapes, strides, offsets, false
			}
			used[u] = true
			v = u.Result(0)
		}
		vals[i] = v
	}
	if len(body) != len(used)+3 {
		return ops, shapes, strides, offsets, false
	}
	mul, ok := only(vals[0])
	if !ok || mul.Name() != "arith.muli" || mul.NumOperands() != 2 ||
		!(mul.Operand(0) == vals[0] && mul.Operand(1) == vals[1] || mul.Operand(0) == vals[1] && mul.Operand(1) == vals[0]) {
		return ops, shapes, strides, offsets, false
	}
	add, ok := only(mul.Result(0))
	acc := o.Arg(0, 2)
	if !ok || add.Name() != "arith.addi" || add.NumOperands() != 2 ||
		!(add.Operand(0) == acc && add.Operand(1) == mul.Result(0) || add.Operand(1) == acc && add.Operand(0) == mul.Result(0)) {
		return ops, shapes, strides, offsets, false
	}
	y := body[len(body)-1]
	if y.Name() != "linalg.yield" || y.NumOperands() != 1 || y.Operand(0) != add.Result(0) {
		return ops, shapes, strides, offsets, false
	}
	return ops, shapes, strides, offsets, true
}

// dot8MatmulCall returns the text of a module holding the micro-kernel's
// declaration and a function whose body (its first three ops take the
// product's a, b and c; the return aside) calls it over chunks of rows
// and of 16-column blocks in an scf.parallel, when o is an 8-bit product
// (dot8MatmulOf).
func dot8MatmulCall(o mlirc.Op) (string, bool) {
	ops, shapes, strides, offsets, ok := dot8MatmulOf(o)
	if !ok {
		return "", false
	}
	bn, m, k, n := shapes[0][0], shapes[0][1], shapes[0][2], shapes[2][2]
	rows := bn * m
	// Rows by tiles of 8 (the micro-kernel's): each chunk interleaves the
	// rows of b it reads once for its rows, so chunks of 8 rows.
	chunk := max((rows+dot8MaxChunks-1)/dot8MaxChunks, 8)
	chunk = (chunk + 7) / 8 * 8
	rowChunks := (rows + chunk - 1) / chunk
	blocks := (n + 15) / 16
	colChunk := blocks // 16-column blocks a chunk takes
	if rowChunks < 16 {
		colChunk = min(blocks, 4)
	}
	colChunks := (blocks + colChunk - 1) / colChunk
	var body strings.Builder
	names := []string{"a", "b", "c"}
	elem := [3]int64{1, 1, 4}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, o.Operand(i).Type().String())
	}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n",
			nm, offsets[i]*elem[i])
	}
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	consts := []int64{m, n, k, strides[0][0], strides[0][1], strides[1][0], strides[1][1], strides[2][0], strides[2][1],
		b2i(ops[0].signed), b2i(ops[1].signed), ops[0].zp, ops[1].zp}
	var cn []string
	for i, v := range consts {
		fmt.Fprintf(&body, "    %%k%d = arith.constant %d : i64\n", i, v)
		cn = append(cn, fmt.Sprintf("%%k%d", i))
	}
	fmt.Fprintf(&body, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%rows = arith.constant %[3]d : i64
    %%cchunk = arith.constant %[4]d : i64
    %%blocks = arith.constant %[5]d : i64
    %%cols = arith.constant %[6]d : i64
    scf.parallel (%%i) = (%%r0) to (%%rn) step (%%r1) {
      %%ii = arith.index_cast %%i : index to i64
      %%rc = arith.divui %%ii, %%cols : i64
      %%cc = arith.remui %%ii, %%cols : i64
      %%p0 = arith.muli %%rc, %%chunk : i64
      %%pe = arith.addi %%p0, %%chunk : i64
      %%p1 = arith.minsi %%pe, %%rows : i64
      %%q0 = arith.muli %%cc, %%cchunk : i64
      %%qe = arith.addi %%q0, %%cchunk : i64
      %%q1 = arith.minsi %%qe, %%blocks : i64
      func.call @%[7]s(%%ia, %%ib, %%ic, %%p0, %%p1, %%q0, %%q1, %[8]s) {%[9]s = %[10]d : i64} : (%[11]s) -> ()
    }
    return
`, rowChunks*colChunks, chunk, rows, colChunk, blocks, colChunks, dot8MatmulSymbol, strings.Join(cn, ", "),
		workAttr, max(chunk*k*colChunk*16/8, 1), strings.TrimSuffix(strings.Repeat("i64, ", 20), ", "))
	return fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_dot8_mm(%%a: %s, %%b: %s, %%c: %s) {\n%s  }\n}\n",
		dot8MatmulSymbol, strings.TrimSuffix(strings.Repeat("i64, ", 20), ", "),
		o.Operand(0).Type().String(), o.Operand(1).Type().String(), o.Operand(2).Type().String(), body.String()), true
}

// replaceDot8Matmuls replaces every 8-bit product of m (memrefs: after
// bufferization; dot8MatmulOf) by calls of the micro-kernel, and returns
// how many it replaced.
func replaceDot8Matmuls(m *mlirc.Module) (int, error) {
	n, err := replaceConvs(m, "linalg.generic", dot8MatmulCall)
	if err != nil {
		return n, fmt.Errorf("8-bit products: %w", err)
	}
	return n, nil
}
