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
// linalg.generic reading the 8-bit operands (or, past a reshape that
// collapses A's leading dims, reading an i32 A that a widening generic of
// its own writes), which replaceDot8Matmuls replaces by calls of
// mgxport_mm_s8_vnni512 (hostdot/mm_s8_vnni512.c) over chunks of rows,
// reading the bytes, the unfused widening erased. Zero points are
// constants or one-byte buffers (DynamicQuantizeLinear's, computed at run
// time). A product the replacement does not take is still exact: the
// generic lowers to loops (the marking admits only the forms the
// replacement takes, which TestDot8Matmul covers).
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
// a chain, each value used once, of reshapes (tensor.expand_shape,
// tensor.collapse_shape) and all-parallel linalg.generics of one input
// tensor (the others one-element constants, or one-element tensors that are 8-bit
// values widened too: a zero point computed at run time, as
// DynamicQuantizeLinear's) whose bodies are extsi/extui, andi and subi,
// back to an i8 tensor that an extension read. (Elementwise fusion pulls
// such a widening into the product's body, or, past a collapse, leaves it
// a generic of its own: replaceDot8Matmuls takes both.)
func wideFrom8(v mlirc.Value, uses map[mlirc.Value]int) bool {
	return widened(v, uses, 0)
}

// widened is wideFrom8 at nesting depth (a zero point's chain is one
// deeper; its values have one element).
func widened(v mlirc.Value, uses map[mlirc.Value]int, depth int) bool {
	if depth > 1 {
		return false
	}
	one := func(v mlirc.Value) bool {
		sh, ok := v.Type().Shape()
		n := int64(1)
		for _, d := range sh {
			n *= d
		}
		return ok && n == 1
	}
	ext := false
	for range 32 {
		if depth > 0 && !one(v) {
			return false
		}
		if tensorElem(v.Type().String()) == "i8" {
			return ext
		}
		if v.IsBlockArg() || uses[v] != 1 {
			return false
		}
		d := v.Def()
		switch d.Name() {
		case "tensor.expand_shape", "tensor.collapse_shape":
			v = d.Operand(0)
			continue
		case "linalg.generic":
		default:
			return false
		}
		if d.NumResults() != 1 || !allParallel(d) {
			return false
		}
		var in []mlirc.Value
		for i := range d.NumOperands() - 1 {
			x := d.Operand(i)
			if !x.IsBlockArg() && !x.Def().IsNull() && x.Def().Name() == "arith.constant" {
				if !one(x) {
					return false // a zero point per column: not the kernel's
				}
				continue
			}
			in = append(in, x)
		}
		switch {
		case len(in) == 1:
		case len(in) == 2 && depth == 0 && one(in[1]) && !one(in[0]) && widened(in[1], uses, depth+1):
		default:
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
		v = in[0]
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

// dot8Operand is one 8-bit operand of a product: the buffer its bytes
// are read from (shape, strides and offset in elements, as the product
// reads it), signed or not, less a zero point: a constant, or the byte of
// a one-element buffer (zpBuf, widened signed or not).
type dot8Operand struct {
	src      mlirc.Value
	shape    []int64
	strides  []int64
	offset   int64
	signed   bool
	zp       int64
	zpBuf    mlirc.Value
	zpSigned bool
}

// dot8Matmul is an 8-bit product replaceDot8Matmuls replaces: a and b,
// c's layout, and the ops it absorbs (widenings left unfused, erased
// after it, in order).
type dot8Matmul struct {
	ops       [2]dot8Operand
	cShape    []int64
	cStrides  []int64
	cOffset   int64
	erase     []mlirc.Op
	hasZPBufs bool
}

// staticLayout returns v's static shape (rank rank, positive dims),
// strides and offset when its innermost dim is contiguous.
func staticLayout(v mlirc.Value, rank int) (sh, st []int64, off int64, ok bool) {
	t := v.Type()
	sh, ok = t.Shape()
	if !ok || len(sh) != rank {
		return nil, nil, 0, false
	}
	for _, d := range sh {
		if d <= 0 {
			return nil, nil, 0, false
		}
	}
	st, off, ok = memrefLayout(t.String(), sh)
	if !ok || rank > 0 && st[rank-1] != 1 {
		return nil, nil, 0, false
	}
	return sh, st, off, true
}

// wideChain reads, in the body of linalg.generic g, the widening of its
// block argument x: ext to i32, then andi 255 (unsigned), then subi of a
// zero point — a constant, or the widening (ext, andi 255) of another
// block argument of g (*zpArg: its number; -1 for a constant). It returns
// the widened value and the ops it read.
func wideChain(g mlirc.Op, x mlirc.Value, op *dot8Operand, zpArg *int) (mlirc.Value, []mlirc.Op, bool) {
	body := g.Ops(0)
	only := func(v mlirc.Value) (mlirc.Op, bool) {
		var u mlirc.Op
		n := 0
		for _, o := range body {
			for i := range o.NumOperands() {
				if o.Operand(i) == v {
					u = o
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
	// ext reads v's extension to i32 and an andi 255 after it.
	ext := func(v mlirc.Value) (mlirc.Value, bool, []mlirc.Op, bool) {
		e, ok := only(v)
		if !ok || (e.Name() != "arith.extsi" && e.Name() != "arith.extui") || e.Result(0).Type().String() != "i32" {
			return mlirc.Value{}, false, nil, false
		}
		used := []mlirc.Op{e}
		w, signed := e.Result(0), e.Name() == "arith.extsi"
		if u, ok := only(w); ok && u.Name() == "arith.andi" && u.NumOperands() == 2 {
			c := u.Operand(1)
			if u.Operand(1) == w {
				c = u.Operand(0)
			}
			if k, ok := intConst(c); ok && k == 255 {
				used = append(used, u)
				w, signed = u.Result(0), false
			}
		}
		return w, signed, used, true
	}
	*zpArg = -1
	v, signed, used, ok := ext(x)
	if !ok {
		return v, nil, false
	}
	op.signed = signed
	u, ok := only(v)
	if !ok || u.Name() != "arith.subi" || u.NumOperands() != 2 || u.Operand(0) != v {
		return v, used, true
	}
	z := u.Operand(1)
	if c, ok := intConst(z); ok && c >= -1<<31 && c < 1<<31 {
		op.zp = c
		return u.Result(0), append(used, u), true
	}
	// A zero point widened from another argument of g.
	for j := range g.NumArgs(0) {
		a := g.Arg(0, j)
		if a == x || a.Type().String() != "i8" {
			continue
		}
		if w, zs, zu, ok := ext(a); ok && w == z {
			*zpArg, op.zpSigned = j, zs
			used = append(append(used, zu...), u)
			return u.Result(0), used, true
		}
	}
	return v, nil, false
}

// oneByte reports whether v is a memref of one 8-bit element.
func oneByte(v mlirc.Value) bool {
	sh, ok := v.Type().Shape()
	n := int64(1)
	for _, d := range sh {
		n *= d
	}
	return ok && n == 1 && v.Type().ElemBits() == 8
}

// unfusedWide reads an i32 operand v of a product that elementwise fusion
// left to its own widening: v a reshape (memref.expand_shape,
// collapse_shape) of an alloc that one all-parallel linalg.generic writes
// from an 8-bit function argument (or a reshape of one) of as many
// elements with identity maps (its zero point a constant or a one-byte
// buffer), freed by a dealloc. shape is v's; the ops to erase come back,
// in order.
func unfusedWide(all opList, v mlirc.Value, o mlirc.Op, shape []int64) (dot8Operand, []mlirc.Op, bool) {
	var op dot8Operand
	var views []mlirc.Op
	for !v.IsBlockArg() && !v.Def().IsNull() && (v.Def().Name() == "memref.expand_shape" || v.Def().Name() == "memref.collapse_shape") {
		if len(all.users(v)) != 1 {
			return op, nil, false
		}
		views = append(views, v.Def())
		v = v.Def().Operand(0)
	}
	alloc := v.Def()
	if v.IsBlockArg() || alloc.IsNull() || alloc.Name() != "memref.alloc" || alloc.NumOperands() != 0 {
		return op, nil, false
	}
	if _, st, off, ok := staticLayout(v, len(mustShape(v))); !ok || off != 0 || !slicesEqual(st, contiguousStrides(mustShape(v))) {
		return op, nil, false
	}
	var g, dealloc mlirc.Op
	for _, u := range all.users(v) {
		switch {
		case len(views) > 0 && u == views[len(views)-1] || len(views) == 0 && u == o:
		case u.Name() == "linalg.generic" && g.IsNull() && u.NumOperands() > 0 && u.Operand(u.NumOperands()-1) == v:
			g = u
		case u.Name() == "memref.dealloc" && dealloc.IsNull():
			dealloc = u
		default:
			return op, nil, false
		}
	}
	if g.IsNull() || all.index(g) > all.index(o) || !allParallel(g) || g.NumOperands() < 2 || g.NumOperands() > 3 {
		return op, nil, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	rank := len(mustShape(v))
	if !ok || len(maps) != g.NumOperands() || !identityMap(maps[0], rank) || !identityMap(maps[len(maps)-1], rank) {
		return op, nil, false
	}
	src := g.Operand(0)
	ssh, sst, soff, ok := staticLayout(src, len(mustShape(src)))
	if !ok || src.Type().ElemBits() != 8 || !slicesEqual(ssh, mustShape(v)) || !slicesEqual(sst, contiguousStrides(ssh)) {
		return op, nil, false
	}
	// src: a function argument, or reshapes of one (no op writes it).
	for b := src; !b.IsBlockArg(); b = b.Def().Operand(0) {
		if d := b.Def(); d.IsNull() || d.Name() != "memref.expand_shape" && d.Name() != "memref.collapse_shape" {
			return op, nil, false
		}
	}
	zpArg := -1
	w, used, ok := wideChain(g, g.Arg(0, 0), &op, &zpArg)
	if !ok || len(g.Ops(0)) != len(used)+1 {
		return op, nil, false
	}
	y := g.Ops(0)[len(g.Ops(0))-1]
	if y.Name() != "linalg.yield" || y.NumOperands() != 1 || y.Operand(0) != w {
		return op, nil, false
	}
	switch {
	case g.NumOperands() == 2 && zpArg < 0:
	case g.NumOperands() == 3 && zpArg == 1 && oneByte(g.Operand(1)):
		op.zpBuf = g.Operand(1)
		if _, _, _, ok := staticLayout(op.zpBuf, len(mustShape(op.zpBuf))); !ok {
			return op, nil, false
		}
	default:
		return op, nil, false
	}
	// The bytes, read as shape (contiguous, as many elements).
	op.src, op.shape, op.strides, op.offset = src, shape, contiguousStrides(shape), soff
	erase := append([]mlirc.Op{}, views...)
	erase = append(erase, g)
	if !dealloc.IsNull() {
		erase = append(erase, dealloc)
	}
	return op, append(erase, alloc), true
}

func mustShape(v mlirc.Value) []int64 {
	sh, _ := v.Type().Shape()
	return sh
}

func slicesEqual(a, b []int64) bool { return slices.Equal(a, b) }

// dot8MatmulOf reads o (a linalg.generic on memrefs) as an 8-bit batched
// product: loops (b, m, n, k), maps (b, m, k), (b, k, n), (b, m, n) and
// constant ones for one-byte zero points, static shapes and layouts with
// contiguous innermost dims, and the body c + A * B with each of A and B
// ext(x)[&255][-zp] of an 8-bit x (the widening fusion put there; zp a
// constant or ext(z)[&255] of a one-byte z), or an i32 x that an unfused
// widening writes (unfusedWide).
func dot8MatmulOf(all opList, o mlirc.Op) (dot8Matmul, bool) {
	var mm dot8Matmul
	n := o.NumOperands()
	if o.Name() != "linalg.generic" || n < 3 || n > 5 || o.NumResults() != 0 || o.NumRegions() != 1 {
		return mm, false
	}
	its, ok := o.Attr("iterator_types").Elems()
	if !ok || len(its) != 4 {
		return mm, false
	}
	for i, it := range its {
		if strings.Contains(it.String(), "reduction") != (i == 3) {
			return mm, false
		}
	}
	maps, ok := o.Attr("indexing_maps").Elems()
	if !ok || len(maps) != n {
		return mm, false
	}
	// A and B by their maps; the other inputs are one-byte zero points.
	ai, bi := -1, -1
	for i := range n {
		dims, res, ok := maps[i].AffineDims()
		switch {
		case ok && dims == 4 && slices.Equal(res, []int{0, 1, 3}) && ai < 0 && i < n-1:
			ai = i
		case ok && dims == 4 && slices.Equal(res, []int{0, 3, 2}) && bi < 0 && i < n-1:
			bi = i
		case i == n-1 && ok && dims == 4 && slices.Equal(res, []int{0, 1, 2}):
		case i < n-1 && oneByte(o.Operand(i)):
		default:
			return mm, false
		}
	}
	if ai < 0 || bi < 0 {
		return mm, false
	}
	var shapes [3][]int64
	for k, i := range []int{ai, bi, n - 1} {
		sh, st, off, ok := staticLayout(o.Operand(i), 3)
		if !ok {
			return mm, false
		}
		shapes[k] = sh
		if i == n-1 {
			if o.Operand(i).Type().ElemBits() != 32 {
				return mm, false
			}
			mm.cShape, mm.cStrides, mm.cOffset = sh, st, off
			continue
		}
		switch o.Operand(i).Type().ElemBits() {
		case 8:
			mm.ops[k] = dot8Operand{src: o.Operand(i), shape: sh, strides: st, offset: off}
		case 32:
		default:
			return mm, false
		}
	}
	a, b, c := shapes[0], shapes[1], shapes[2]
	if a[0] != c[0] || b[0] != c[0] || a[1] != c[1] || b[2] != c[2] || a[2] != b[1] {
		return mm, false
	}
	body := o.Ops(0)
	nUsed := 0
	zpUsed := map[int]bool{}
	var vals [2]mlirc.Value
	for i, oi := range []int{ai, bi} {
		x := o.Arg(0, oi)
		if o.Operand(oi).Type().ElemBits() == 32 {
			op, erase, ok := unfusedWide(all, o.Operand(oi), o, shapes[i])
			if !ok {
				return mm, false
			}
			mm.ops[i], vals[i] = op, x
			mm.erase = append(mm.erase, erase...)
			continue
		}
		zpArg := -1
		v, used, ok := wideChain(o, x, &mm.ops[i], &zpArg)
		if !ok {
			return mm, false
		}
		if zpArg >= 0 {
			if zpArg == ai || zpArg == bi || zpArg >= n-1 || zpUsed[zpArg] || !oneByte(o.Operand(zpArg)) {
				return mm, false
			}
			if _, _, _, ok := staticLayout(o.Operand(zpArg), len(mustShape(o.Operand(zpArg)))); !ok {
				return mm, false
			}
			zpUsed[zpArg] = true
			mm.ops[i].zpBuf = o.Operand(zpArg)
		}
		nUsed += len(used)
		vals[i] = v
	}
	if len(zpUsed) != n-3 || len(body) != nUsed+3 {
		return mm, false
	}
	for _, op := range mm.ops {
		mm.hasZPBufs = mm.hasZPBufs || op.zpBuf != (mlirc.Value{})
	}
	only := func(v mlirc.Value) (mlirc.Op, bool) {
		var u mlirc.Op
		k := 0
		for _, op := range body {
			for i := range op.NumOperands() {
				if op.Operand(i) == v {
					u = op
					k++
				}
			}
		}
		return u, k == 1
	}
	mul, ok := only(vals[0])
	if !ok || mul.Name() != "arith.muli" || mul.NumOperands() != 2 ||
		!(mul.Operand(0) == vals[0] && mul.Operand(1) == vals[1] || mul.Operand(0) == vals[1] && mul.Operand(1) == vals[0]) {
		return mm, false
	}
	add, ok := only(mul.Result(0))
	acc := o.Arg(0, n-1)
	if !ok || add.Name() != "arith.addi" || add.NumOperands() != 2 ||
		!(add.Operand(0) == acc && add.Operand(1) == mul.Result(0) || add.Operand(1) == acc && add.Operand(0) == mul.Result(0)) {
		return mm, false
	}
	y := body[len(body)-1]
	if y.Name() != "linalg.yield" || y.NumOperands() != 1 || y.Operand(0) != add.Result(0) {
		return mm, false
	}
	return mm, true
}

// dot8MatmulCall returns the replacement (replaceConvsFused) of o when o
// is an 8-bit product (dot8MatmulOf): a module holding the micro-kernel's
// declaration and a function of a's and b's bytes, c and the one-byte
// zero points whose body (its first three ops take a, b and c; the return
// aside) loads the zero points and calls the kernel over chunks of rows
// and of 16-column blocks in an scf.parallel.
func dot8MatmulCall(root, o mlirc.Op) (convReplacement, bool) {
	var rep convReplacement
	mm, ok := dot8MatmulOf(listOps(root), o)
	if !ok {
		return rep, false
	}
	bn, m, k, n := mm.ops[0].shape[0], mm.ops[0].shape[1], mm.ops[0].shape[2], mm.cShape[2]
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
	srcs := []mlirc.Value{mm.ops[0].src, mm.ops[1].src, o.Operand(o.NumOperands() - 1)}
	offs := []int64{mm.ops[0].offset, mm.ops[1].offset, mm.cOffset * 4}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, srcs[i].Type().String())
	}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n",
			nm, offs[i])
	}
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	var args []string
	for i, v := range []int64{m, n, k, mm.ops[0].strides[0], mm.ops[0].strides[1], mm.ops[1].strides[0], mm.ops[1].strides[1],
		mm.cStrides[0], mm.cStrides[1], b2i(mm.ops[0].signed), b2i(mm.ops[1].signed)} {
		fmt.Fprintf(&body, "    %%k%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%k%d", i))
	}
	rep.operands = []mlirc.Value{srcs[0], srcs[1], srcs[2]}
	extra := ""
	body.WriteString("    %r0 = arith.constant 0 : index\n")
	for i, op := range mm.ops {
		if op.zpBuf == (mlirc.Value{}) {
			fmt.Fprintf(&body, "    %%z%d = arith.constant %d : i64\n", i, op.zp)
			args = append(args, fmt.Sprintf("%%z%d", i))
			continue
		}
		// The zero point's byte, widened as the product's body does.
		t := op.zpBuf.Type().String()
		idx := strings.TrimSuffix(strings.Repeat("%r0, ", len(mustShape(op.zpBuf))), ", ")
		ext := "arith.extui"
		if op.zpSigned {
			ext = "arith.extsi"
		}
		fmt.Fprintf(&body, "    %%zb%[1]d = memref.load %%zbuf%[1]d[%[2]s] : %[3]s\n    %%z%[1]d = %[4]s %%zb%[1]d : i8 to i64\n", i, idx, t, ext)
		args = append(args, fmt.Sprintf("%%z%d", i))
		extra += fmt.Sprintf(", %%zbuf%d: %s", i, t)
		rep.operands = append(rep.operands, op.zpBuf)
	}
	fmt.Fprintf(&body, `    %%r1 = arith.constant 1 : index
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
`, rowChunks*colChunks, chunk, rows, colChunk, blocks, colChunks, dot8MatmulSymbol, strings.Join(args, ", "),
		workAttr, max(chunk*k*colChunk*16/8, 1), strings.TrimSuffix(strings.Repeat("i64, ", 20), ", "))
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_dot8_mm(%%a: %s, %%b: %s, %%c: %s%s) {\n%s  }\n}\n",
		dot8MatmulSymbol, strings.TrimSuffix(strings.Repeat("i64, ", 20), ", "),
		srcs[0].Type().String(), srcs[1].Type().String(), srcs[2].Type().String(), extra, body.String())
	rep.erase = mm.erase
	return rep, true
}

// replaceDot8Matmuls replaces every 8-bit product of m (memrefs: after
// bufferization; dot8MatmulOf) by calls of the micro-kernel, and returns
// how many it replaced.
func replaceDot8Matmuls(m *mlirc.Module) (int, error) {
	n, err := replaceConvsFused(m, "linalg.generic", dot8MatmulCall)
	if err != nil {
		return n, fmt.Errorf("8-bit products: %w", err)
	}
	return n, nil
}
