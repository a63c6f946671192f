package kernelgen

// Recognizing the portable attention kernel (lower/tosa's Attention: the
// heads moved out, the score product, scale, mask, a softmax floored so
// rows of -inf give 0, the value product, the heads merged) in a TOSA
// module, and replacing its function's body, once bufferized, by the
// flash-attention kernel.

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// MatchAttention reports whether m's one function is exactly the
// portable attention kernel, op by op and operand by operand (anything
// else keeps the generic path), and returns the attention it computes.
func MatchAttention(m *mlirc.Module) (Attention, bool) {
	var a Attention
	ok := false
	err := m.Inspect(func(root mlirc.Op) error {
		fns := root.Ops(0)
		if len(fns) == 1 && fns[0].Name() == "func.func" {
			a, ok = matchAttentionFunc(fns[0])
		}
		return nil
	})
	return a, ok && err == nil
}

// attnMatcher walks a function body's ops, constants skipped.
type attnMatcher struct {
	fn  mlirc.Op
	ops []mlirc.Op
	at  int
	ok  bool
}

// next returns the next op, which must be named name and read in as its
// first operands (a nil Value: any).
func (w *attnMatcher) next(name string, in ...*mlirc.Value) mlirc.Op {
	if !w.ok || w.at >= len(w.ops) || w.ops[w.at].Name() != name || w.ops[w.at].NumOperands() < len(in) {
		w.ok = false
		return mlirc.Op{}
	}
	op := w.ops[w.at]
	w.at++
	for i, v := range in {
		if v != nil && op.Operand(i) != *v {
			w.ok = false
		}
	}
	return op
}

// peek reports whether the next op is named name.
func (w *attnMatcher) peek(name string) bool {
	return w.ok && w.at < len(w.ops) && w.ops[w.at].Name() == name
}

// res is op's first result (a zero Value after a failed match).
func (w *attnMatcher) res(op mlirc.Op) *mlirc.Value {
	if !w.ok || op.IsNull() {
		return nil
	}
	v := op.Result(0)
	return &v
}

// constOf reads operand i of op as a splat f32 tosa.const.
func (w *attnMatcher) constOf(op mlirc.Op, i int) float32 {
	if !w.ok || op.NumOperands() <= i {
		w.ok = false
		return 0
	}
	d := op.Operand(i).Def()
	if op.Operand(i).IsBlockArg() || d.IsNull() || d.Name() != "tosa.const" {
		w.ok = false
		return 0
	}
	s := d.Attr("values").String()
	lit, rest, found := strings.Cut(strings.TrimPrefix(s, "dense<"), ">")
	f, ok := f32Literal(lit)
	if !strings.HasPrefix(s, "dense<") || !found || !strings.Contains(rest, "xf32>") || !ok {
		w.ok = false
	}
	return f
}

// shapeConst reads operand i of op as a tosa.const_shape's values.
func (w *attnMatcher) shapeConst(op mlirc.Op, i int) []int64 {
	if !w.ok || op.NumOperands() <= i || op.Operand(i).IsBlockArg() {
		w.ok = false
		return nil
	}
	d := op.Operand(i).Def()
	if d.IsNull() || d.Name() != "tosa.const_shape" {
		w.ok = false
		return nil
	}
	// dense<[a, b, c]> : tensor<3xindex>, or a splat dense<a> : tensor<3xindex>.
	s := d.Attr("values").String()
	lit, rest, found := strings.Cut(strings.TrimPrefix(s, "dense<"), ">")
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(rest), ": tensor<"), "xindex>"))
	if !strings.HasPrefix(s, "dense<") || !found || err != nil || n < 1 || n > 8 {
		w.ok = false
		return nil
	}
	var out []int64
	for f := range strings.SplitSeq(strings.Trim(lit, "[]"), ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			w.ok = false
			return nil
		}
		out = append(out, v)
	}
	if len(out) == 1 {
		out = slices.Repeat(out, n)
	}
	if len(out) != n {
		w.ok = false
		return nil
	}
	return out
}

// perms checks a tosa.transpose's permutation.
func (w *attnMatcher) perms(op mlirc.Op, want ...int32) {
	if !w.ok {
		return
	}
	got, ok := op.Attr("perms").I32s()
	if !ok || len(got) != len(want) {
		w.ok = false
		return
	}
	for i := range want {
		if got[i] != want[i] {
			w.ok = false
		}
	}
}

// matchAttentionFunc matches fn's body with its last argument the mask or
// not: the body tells (every operand argument feeds Q, K or V, the mask
// only the scores' add), so at most one reading matches.
func matchAttentionFunc(fn mlirc.Op) (Attention, bool) {
	var ops []mlirc.Op
	for _, op := range fn.Ops(0) {
		if n := op.Name(); n != "tosa.const" && n != "tosa.const_shape" {
			ops = append(ops, op)
		}
	}
	for _, masked := range []bool{false, true} {
		if a, ok := matchAttentionBody(fn, ops, masked); ok {
			return a, true
		}
	}
	return Attention{}, false
}

// attnSource is a value Q, K or V may be read from: an operand argument
// (col 0) or a column slice of one.
type attnSource struct {
	v    mlirc.Value
	arg  int
	col  int64
	used bool
}

// matchAttentionBody matches ops, fn's body without its constants, as the
// portable attention kernel, the last argument the mask when masked.
func matchAttentionBody(fn mlirc.Op, ops []mlirc.Op, masked bool) (Attention, bool) {
	w := &attnMatcher{fn: fn, ops: ops, ok: true}
	nargs := fn.NumArgs(0)
	nops := nargs // the operand arguments: Q, K and V are read from them
	if masked {
		nops--
	}
	if nops < 1 || nops > 3 {
		return Attention{}, false
	}
	arg := func(i int) *mlirc.Value { v := fn.Arg(0, i); return &v }
	shapes := make([][]int64, nops)
	for j := range nops {
		shapes[j], _ = fn.Arg(0, j).Type().Shape()
		if len(shapes[j]) != 3 {
			return Attention{}, false
		}
	}
	// Q, K and V as column slices of operand arguments (lower/tosa's
	// Slices before the decomposition: the merged projections' one
	// argument, or ModernBERT's rotary output and projection), or the
	// arguments themselves.
	var srcs []attnSource
	for len(srcs) < 3 && w.peek("tosa.slice") {
		sl := w.next("tosa.slice", nil)
		j := -1
		for jj := range nops {
			if sl.Operand(0) == fn.Arg(0, jj) {
				j = jj
			}
		}
		start, size := w.shapeConst(sl, 1), w.shapeConst(sl, 2)
		if !w.ok || j < 0 || len(start) != 3 || len(size) != 3 || start[0] != 0 || start[1] != 0 ||
			size[0] != shapes[j][0] || size[1] != shapes[j][1] {
			return Attention{}, false
		}
		srcs = append(srcs, attnSource{v: sl.Result(0), arg: j, col: start[2]})
	}
	nslices := len(srcs)
	for j := range nops {
		srcs = append(srcs, attnSource{v: fn.Arg(0, j), arg: j})
	}
	var a Attention
	// Q's type: f32 attentions have no casts around P and the output
	// (the half ones narrow both).
	qt := fn.Arg(0, 0).Type().String()
	switch {
	case strings.HasSuffix(qt, "xf16>"):
		a.Elem = "f16"
	case strings.HasSuffix(qt, "xbf16>"):
		a.Elem = "bf16"
	case strings.HasSuffix(qt, "xf32>"):
		a.Elem = "f32"
	default:
		return Attention{}, false
	}
	f32 := a.Elem == "f32"
	var mask *mlirc.Value
	if masked {
		mask = arg(nargs - 1)
		if w.peek("tosa.cast") {
			mask = w.res(w.next("tosa.cast", mask))
		}
		if w.peek("tosa.reshape") && w.ops[w.at].Operand(0) == *mask {
			mask = w.res(w.next("tosa.reshape", mask))
		}
	}
	var split [3][]int64 // each operand's [B, S, H, E]
	var from [3]int      // the argument each operand reads
	var off [3]int64     // each operand's first column in it
	heads := func(i int, perm ...int32) *mlirc.Value {
		// The decomposition reads Q, K, V in this order, each source
		// once, whichever order the slices came in; the source is
		// [B, S, H·E].
		r := w.next("tosa.reshape", nil)
		if w.ok {
			j := slices.IndexFunc(srcs, func(s attnSource) bool { return !s.used && r.Operand(0) == s.v })
			split[i], _ = r.Result(0).Type().Shape()
			src, _ := r.Operand(0).Type().Shape()
			if j < 0 || len(split[i]) != 4 || len(src) != 3 || src[0] != split[i][0] || src[1] != split[i][1] || src[2] != split[i][2]*split[i][3] {
				w.ok = false
				return nil
			}
			srcs[j].used = true
			from[i], off[i] = srcs[j].arg, srcs[j].col
		}
		t := w.next("tosa.transpose", w.res(r))
		w.perms(t, perm...)
		return w.res(w.next("tosa.reshape", w.res(t)))
	}
	q := heads(0, 0, 2, 1, 3)
	k := heads(1, 0, 2, 3, 1)
	v := heads(2, 0, 2, 1, 3)
	s := w.res(w.next("tosa.matmul", q, k))
	a.Scale = 1
	if w.peek("tosa.mul") {
		mul := w.next("tosa.mul", s)
		a.Scale = w.constOf(mul, 1)
		s = w.res(mul)
	}
	s = w.res(w.next("tosa.reshape", s))
	if mask != nil {
		s = w.res(w.next("tosa.add", s, mask))
	}
	mx := w.next("tosa.maximum", w.res(w.next("tosa.reduce_max", s)))
	floor := w.constOf(mx, 1)
	e := w.res(w.next("tosa.exp", w.res(w.next("tosa.sub", s, w.res(mx)))))
	sum := w.next("tosa.maximum", w.res(w.next("tosa.reduce_sum", e)))
	one := w.constOf(sum, 1)
	p := w.res(w.next("tosa.mul", e, w.res(w.next("tosa.reciprocal", w.res(sum)))))
	p = w.res(w.next("tosa.reshape", p))
	if !f32 {
		p = w.res(w.next("tosa.cast", p))
	}
	o := w.res(w.next("tosa.matmul", p, v))
	t := w.next("tosa.transpose", w.res(w.next("tosa.reshape", o)))
	w.perms(t, 0, 2, 1, 3)
	y := w.res(w.next("tosa.reshape", w.res(t)))
	if !f32 {
		y = w.res(w.next("tosa.cast", y))
		// A cast of the half output to f32 (an fp32 consumer, or a
		// model's fp32 output) fused into the kernel: stored in f32.
		if w.peek("tosa.cast") {
			cast := w.next("tosa.cast", y)
			if w.ok && strings.HasSuffix(cast.Result(0).Type().String(), "xf32>") {
				a.OutElem = "f32"
			} else {
				w.ok = false
			}
			y = w.res(cast)
		}
	}
	w.next("func.return", y)
	if !w.ok || w.at != len(w.ops) || floor != -math.MaxFloat32 || one != 1 {
		return Attention{}, false
	}
	for _, sp := range split {
		if len(sp) != 4 {
			return Attention{}, false
		}
	}
	a.B, a.Sq, a.H, a.D = split[0][0], split[0][1], split[0][2], split[0][3]
	a.Skv, a.Dv = split[1][1], split[2][3]
	if split[1][0] != a.B || split[2][0] != a.B || split[1][2] != a.H || split[2][2] != a.H || split[1][3] != a.D || split[2][1] != a.Skv {
		return Attention{}, false
	}
	// Every slice and operand argument is read; each argument's rows are
	// the sequence of the operands that read it.
	for _, s := range srcs[:nslices] {
		if !s.used {
			return Attention{}, false
		}
	}
	for j := range nops {
		if !slices.Contains(from[:], j) || !strings.HasSuffix(fn.Arg(0, j).Type().String(), "x"+a.Elem+">") {
			return Attention{}, false
		}
	}
	for i, j := range from {
		rows := a.Skv
		if i == 0 {
			rows = a.Sq
		}
		if shapes[j][0] != a.B || shapes[j][1] != rows {
			return Attention{}, false
		}
	}
	switch {
	case nops == 3 && nslices == 0 && from == [3]int{0, 1, 2}:
		// Q, K and V, each its own argument.
	case nops == 1:
		a.QKV, a.Off = shapes[0][2], off
	default:
		a.Views, a.From, a.Off = make([]int64, nops), from, off
		for j := range nops {
			a.Views[j] = shapes[j][2]
		}
	}
	if masked {
		mt := fn.Arg(0, nargs-1).Type()
		a.Mask, _ = mt.Shape()
		ms := mt.String()
		a.MaskElem = ms[strings.LastIndex(ms, "x")+1 : len(ms)-1]
	}
	return a, true
}

// ReplaceAttention replaces the body of m's one function — the portable
// attention kernel, bufferized: its arguments Q, K, V (or the one packed
// operand they are columns of, or a's Views), the mask when a has one,
// and the output — by a call of a private function holding the
// flash-attention launch for a (inlined afterwards by the caller's
// "inline" pass). The arguments' types must be a's.
func ReplaceAttention(m *mlirc.Module, a Attention, shared int64) error {
	return m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var fn mlirc.Op
		for _, op := range root.Ops(0) {
			if op.Name() == "func.func" && op.Attr("sym_visibility").IsNull() {
				if !fn.IsNull() {
					return fmt.Errorf("attention: more than one public function")
				}
				fn = op
			}
		}
		if fn.IsNull() {
			return fmt.Errorf("attention: no kernel function")
		}
		want := a.argTypes()
		if fn.NumArgs(0) != len(want) {
			return fmt.Errorf("attention: the function takes %d arguments, want %d", fn.NumArgs(0), len(want))
		}
		args := make([]mlirc.Value, len(want))
		params := make([]string, len(want))
		names := make([]string, len(want))
		for i, ty := range want {
			args[i] = fn.Arg(0, i)
			if got := args[i].Type().String(); got != ty {
				return fmt.Errorf("attention: argument %d is %s, want %s", i, got, ty)
			}
			names[i] = fmt.Sprintf("%%p%d", i)
			params[i] = names[i] + ": " + ty
		}
		kernel, err := attentionKernel("__mgx_attention", a, shared)
		if err != nil {
			return err
		}
		text := "module {\n" + kernel +
			fmt.Sprintf("func.func private @__mgx_caller(%s) {\n  func.call @__mgx_attention(%s) : (%s) -> ()\n  return\n}\n}\n",
				strings.Join(params, ", "), strings.Join(names, ", "), strings.Join(want, ", "))
		tmp, err := b.Parse(text)
		if err != nil {
			return fmt.Errorf("attention kernel: %w", err)
		}
		parts := tmp.Ops(0)
		parts[0].MoveInto(root)
		call := parts[1].Ops(0)[0]
		body := fn.Ops(0)
		ret := body[len(body)-1]
		if ret.Name() != "func.return" || ret.NumOperands() != 0 {
			tmp.Erase()
			return fmt.Errorf("attention: the function does not end in a plain return")
		}
		call.InsertBefore(ret)
		call.SetOperands(args...)
		tmp.Erase()
		for i := len(body) - 2; i >= 0; i-- {
			body[i].Erase()
		}
		return nil
	})
}
