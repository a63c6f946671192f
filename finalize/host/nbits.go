package host

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// A computed B operand folded into a row-vector product. A MatMulNBits
// kernel's product reads a B that the kernel computes first from a packed
// weight: an elementwise generic over (blocks, bytes, codes per byte, N)
// that shifts, masks, converts and scales the codes, reshaped (and
// sliced) to (K, N) (graph/contrib; the partitioner's packed weight
// prologue). Scheduled as it is, the host kernel would write that whole
// dequantized weight to a buffer of its own on every call and then run
// the tiled product over it. For a product of few rows (decode: M ≤
// foldMaxRows) the weight's traffic is all the work, so the product is
// instead written here as a loop over vectors of foldLanes columns: for
// each depth k the kernel loads the producer's inputs at (k, those
// columns) — the packed bytes and the scales as vectors, the per-block
// and per-code values broadcast — computes the producer's body on the
// vectors, and adds A[m, k] times the result into each row's
// accumulators, which stay in registers over the whole K loop. No B-sized
// buffer exists. The column vectors are a tile loop of a parallel dim
// (parallelMark), so the phase entries split them across threads. Larger
// products keep the schedule's tiled GEMM over the dequantized weight,
// whose one pass of dequantization is then small beside the product.

const (
	// foldLanes is the columns of one vector: one AVX-512 register of
	// f32, two AVX2 ones.
	foldLanes = 16
	// foldMaxRows is the most rows a folded product takes: its rows'
	// accumulators (foldRowBlock at a time) are recomputed per row block,
	// and each block dequantizes the weight again.
	foldMaxRows = 16
	// foldRowBlock is the rows whose accumulators one K loop carries.
	foldRowBlock = 4
)

// foldOps are the producer body ops a fold re-emits on vectors: arith's
// elementwise ops whose attributes do not change their value.
var foldOps = map[string]string{
	"arith.extsi": "cast", "arith.extui": "cast", "arith.trunci": "cast", "arith.sitofp": "cast",
	"arith.uitofp": "cast", "arith.extf": "cast", "arith.truncf": "cast",
	"arith.andi": "bin", "arith.ori": "bin", "arith.xori": "bin", "arith.shrui": "bin", "arith.shrsi": "bin",
	"arith.shli": "bin", "arith.addi": "bin", "arith.subi": "bin", "arith.muli": "bin",
	"arith.addf": "bin", "arith.subf": "bin", "arith.mulf": "bin", "arith.divf": "bin", "arith.negf": "un",
}

// hostFold is one batch_matmul whose B folds: the product's sizes, its
// operands, B's views back to the producer (tensor reshapes and slices,
// the one B reads first), and the producer.
type hostFold struct {
	op, producer mlirc.Op
	views        []mlirc.Op
	M, K, N      int64
	inputs       []mlirc.Value
	inTypes      []string
	inShapes     [][]int64
	maps         [][]mlirc.Linear
	body         []mlirc.Op
	consts       []mlirc.Op
	loops        int
}

// tensorShape is a ranked tensor type's static shape and element type.
func tensorShape(t mlirc.Type) ([]int64, string, bool) {
	s := t.String()
	shape, ok := t.Shape()
	if !ok || !strings.HasPrefix(s, "tensor<") || strings.Contains(s, "?") {
		return nil, "", false
	}
	return shape, s[strings.LastIndex(s, "x")+1 : len(s)-1], true
}

// matchHostFold reports whether op, a linalg.batch_matmul on tensors,
// folds: f32 operands, one product (batch 1) of at most foldMaxRows rows
// and a multiple of foldLanes columns, B computed by an all-parallel
// linalg.generic (identity output map, body of foldOps and outside
// constants, inputs function arguments of linear maps) through
// reshapes and static slices that keep B's columns the producer's last
// dimension.
func matchHostFold(op mlirc.Op) (*hostFold, bool) {
	if op.Name() != "linalg.batch_matmul" || op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil, false
	}
	var sh [3][]int64
	for i := range 3 {
		s, elem, ok := tensorShape(op.Operand(i).Type())
		if !ok || elem != "f32" || len(s) != 3 || s[0] != 1 {
			return nil, false
		}
		sh[i] = s
	}
	f := &hostFold{op: op, M: sh[0][1], K: sh[0][2], N: sh[1][2]}
	if f.M > foldMaxRows || f.N%foldLanes != 0 || sh[1][1] != f.K || sh[2][1] != f.M || sh[2][2] != f.N {
		return nil, false
	}
	v := op.Operand(1)
	for {
		if v.IsBlockArg() {
			return nil, false
		}
		d := v.Def()
		if d.IsNull() {
			return nil, false
		}
		if d.Name() == "linalg.generic" {
			f.producer = d
			break
		}
		w, ok := tensorView(d)
		if !ok || !w.keepsLast() {
			return nil, false
		}
		f.views = append(f.views, d)
		v = d.Operand(0)
	}
	if !f.matchProducer() {
		return nil, false
	}
	return f, true
}

// matchProducer checks the producer (see matchHostFold) and reads its
// inputs, maps and body.
func (f *hostFold) matchProducer() bool {
	p := f.producer
	if p.NumResults() != 1 || p.NumRegions() != 1 {
		return false
	}
	out, elem, ok := tensorShape(p.Result(0).Type())
	if !ok || elem != "f32" || len(out) == 0 || out[len(out)-1] != f.N {
		return false
	}
	f.loops = len(out)
	iters, ok := p.Attr("iterator_types").Elems()
	if !ok || len(iters) != f.loops {
		return false
	}
	for _, it := range iters {
		if !strings.Contains(it.String(), "parallel") {
			return false
		}
	}
	maps, ok := p.Attr("indexing_maps").Elems()
	if !ok || len(maps) != p.NumOperands() {
		return false
	}
	nin := p.NumOperands() - 1
	for i := range p.NumOperands() {
		res, ok := maps[i].AffineLinear()
		if !ok {
			return false
		}
		if i == nin {
			for d, e := range res {
				for j, c := range e.Coef {
					if e.Const != 0 || c != 0 && j != d || j == d && c != 1 {
						return false
					}
				}
			}
			continue
		}
		in := p.Operand(i)
		s, _, ok := tensorShape(in.Type())
		if !ok || len(s) != len(res) || !in.IsBlockArg() {
			return false
		}
		// The last loop (the columns) may index only the last dimension,
		// with coefficient 1: a vector of consecutive elements.
		for j, e := range res {
			if c := e.Coef[f.loops-1]; c != 0 && (j != len(res)-1 || c != 1 || s[j] != f.N) {
				return false
			}
		}
		f.inputs = append(f.inputs, in)
		f.inTypes = append(f.inTypes, in.Type().String())
		f.inShapes = append(f.inShapes, s)
		f.maps = append(f.maps, res)
	}
	body := p.Ops(0)
	if len(body) < 2 || body[len(body)-1].Name() != "linalg.yield" || body[len(body)-1].NumOperands() != 1 {
		return false
	}
	mine := map[mlirc.Value]bool{}
	for _, o := range body[:len(body)-1] {
		if _, ok := foldOps[o.Name()]; !ok || o.NumResults() != 1 || o.NumRegions() != 0 {
			return false
		}
		for i := range o.NumOperands() {
			x := o.Operand(i)
			switch {
			case x.IsBlockArg():
				if x.ArgNumber() >= nin {
					return false
				}
			case mine[x]:
			case !x.Def().IsNull() && x.Def().Name() == "arith.constant":
				if !slices.Contains(f.consts, x.Def()) {
					f.consts = append(f.consts, x.Def())
				}
			default:
				return false
			}
		}
		mine[o.Result(0)] = true
	}
	if y := body[len(body)-1].Operand(0); y.IsBlockArg() || !mine[y] {
		return false
	}
	f.body = body
	return true
}

// tview is a tensor view's index map (tensor.expand_shape,
// tensor.collapse_shape, or a static unit-stride tensor.extract_slice of
// the source's rank): the source indices of a result element.
type tview struct {
	expand   bool
	groups   [][]int64
	src, res []int64
	offsets  []int64
}

func tensorView(o mlirc.Op) (tview, bool) {
	if o.NumResults() != 1 || o.NumOperands() < 1 {
		return tview{}, false
	}
	src, _, ok1 := tensorShape(o.Operand(0).Type())
	res, _, ok2 := tensorShape(o.Result(0).Type())
	if !ok1 || !ok2 {
		return tview{}, false
	}
	w := tview{src: src, res: res, expand: o.Name() == "tensor.expand_shape"}
	switch o.Name() {
	case "tensor.extract_slice":
		offsets, ok := i64Attr(o.Attr("static_offsets"))
		strides, ok2 := i64Attr(o.Attr("static_strides"))
		if !ok || !ok2 || o.NumOperands() != 1 || len(offsets) != len(src) || len(res) != len(src) || len(strides) != len(src) {
			return tview{}, false
		}
		for j := range src {
			if strides[j] != 1 || offsets[j] < 0 || offsets[j]+res[j] > src[j] {
				return tview{}, false
			}
		}
		w.offsets = offsets
		return w, true
	case "tensor.expand_shape", "tensor.collapse_shape":
	default:
		return tview{}, false
	}
	groups, ok := o.Attr("reassociation").Elems()
	if !ok {
		return tview{}, false
	}
	for _, g := range groups {
		dims, ok := g.Elems()
		if !ok {
			return tview{}, false
		}
		var ds []int64
		for _, d := range dims {
			x, ok := d.Int()
			if !ok {
				return tview{}, false
			}
			ds = append(ds, x)
		}
		w.groups = append(w.groups, ds)
	}
	if w.expand && len(w.groups) != len(src) || !w.expand && len(w.groups) != len(res) {
		return tview{}, false
	}
	return w, true
}

// keepsLast reports whether the view maps the result's last index to the
// source's last index unchanged (a vector of consecutive columns stays
// one).
func (w tview) keepsLast() bool {
	if w.offsets != nil {
		return w.offsets[len(w.offsets)-1] == 0
	}
	last := w.groups[len(w.groups)-1]
	return len(last) == 1 && w.src[len(w.src)-1] == w.res[len(w.res)-1]
}

// i64Attr reads a dense i64 array attribute ("array<i64: 0, 0>").
func i64Attr(a mlirc.Attr) ([]int64, bool) {
	if a.IsNull() {
		return nil, false
	}
	s := a.String()
	body, ok := strings.CutPrefix(s, "array<i64")
	if !ok {
		return nil, false
	}
	body = strings.TrimSuffix(strings.TrimPrefix(body, ":"), ">")
	var out []int64
	for _, f := range strings.Split(body, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// foldText is the text a kernel's fold is built from: SSA names, index
// constants emitted once.
type foldText struct {
	b      strings.Builder
	next   int
	consts map[string]string
	head   strings.Builder
}

func (t *foldText) op(format string, args ...any) string {
	t.next++
	v := fmt.Sprintf("%%f%d", t.next)
	fmt.Fprintf(&t.b, "    %s = %s\n", v, fmt.Sprintf(format, args...))
	return v
}

func (t *foldText) c(v int64) string {
	k := fmt.Sprint(v)
	if n, ok := t.consts[k]; ok {
		return n
	}
	n := "%i" + strings.ReplaceAll(k, "-", "m")
	t.consts[k] = n
	fmt.Fprintf(&t.head, "  %s = arith.constant %d : index\n", n, v)
	return n
}

func (t *foldText) line(format string, args ...any) { fmt.Fprintf(&t.b, "    "+format+"\n", args...) }

// linear emits e over the values val gives.
func (t *foldText) linear(e mlirc.Linear, val func(d int) string) string {
	v := ""
	for d, coef := range e.Coef {
		if coef == 0 {
			continue
		}
		term := val(d)
		if coef != 1 {
			term = t.op("arith.muli %s, %s : index", term, t.c(coef))
		}
		if v == "" {
			v = term
		} else {
			v = t.op("arith.addi %s, %s : index", v, term)
		}
	}
	switch {
	case v == "":
		v = t.c(e.Const)
	case e.Const != 0:
		v = t.op("arith.addi %s, %s : index", v, t.c(e.Const))
	}
	return v
}

// source emits the source indices of a view's element at idx.
func (w tview) source(t *foldText, idx []string) []string {
	if w.offsets != nil {
		out := make([]string, len(idx))
		for j, x := range idx {
			out[j] = x
			if w.offsets[j] != 0 {
				out[j] = t.op("arith.addi %s, %s : index", x, t.c(w.offsets[j]))
			}
		}
		return out
	}
	var out []string
	for g, dims := range w.groups {
		if w.expand {
			lin := ""
			for _, d := range dims {
				if lin == "" {
					lin = idx[d]
					continue
				}
				lin = t.op("arith.muli %s, %s : index", lin, t.c(w.res[d]))
				lin = t.op("arith.addi %s, %s : index", lin, idx[d])
			}
			out = append(out, lin)
			continue
		}
		x := idx[g]
		parts := make([]string, len(dims))
		stride := int64(1)
		for j := len(dims) - 1; j >= 0; j-- {
			q := x
			if stride != 1 {
				q = t.op("arith.divui %s, %s : index", x, t.c(stride))
			}
			if j > 0 {
				q = t.op("arith.remui %s, %s : index", q, t.c(w.src[dims[j]]))
			}
			parts[j] = q
			stride *= w.src[dims[j]]
		}
		out = append(out, parts...)
	}
	return out
}

// vecType is the vector of foldLanes elements of a scalar type.
func vecType(elem string) string { return fmt.Sprintf("vector<%dx%s>", foldLanes, elem) }

// text writes the private function computing the folded product:
// @name(A, C, inputs...) -> C's type, C the accumulators' start.
func (f *hostFold) text(name string) (string, error) {
	t := &foldText{consts: map[string]string{}}
	tA, tC := f.op.Operand(0).Type().String(), f.op.Operand(2).Type().String()
	vf := vecType("f32")
	t.line("%%res = scf.for %%nt = %s to %s step %s iter_args(%%acc0 = %%C) -> (%s) {", t.c(0), t.c(f.N/foldLanes), t.c(1), tC)
	n0 := t.op("arith.muli %%nt, %s : index", t.c(foldLanes))
	acc := "%acc0"
	for m0 := int64(0); m0 < f.M; m0 += foldRowBlock {
		rows := min(foldRowBlock, f.M-m0)
		var start, iters, names, types []string
		for r := range rows {
			s := t.op("vector.transfer_read %s[%s, %s, %s], %%zf {in_bounds = [true]} : %s, %s", acc, t.c(0), t.c(m0+r), n0, tC, vf)
			start = append(start, s)
			names = append(names, fmt.Sprintf("%%a%d_%d", m0, r))
			iters = append(iters, fmt.Sprintf("%%a%d_%d = %s", m0, r, s))
			types = append(types, vf)
		}
		t.next++
		loop := fmt.Sprintf("%%k%d", t.next)
		t.line("%s:%d = scf.for %%kk%d = %s to %s step %s iter_args(%s) -> (%s) {", loop, rows, m0, t.c(0), t.c(f.K), t.c(1),
			strings.Join(iters, ", "), strings.Join(types, ", "))
		k := fmt.Sprintf("%%kk%d", m0)
		bv, err := f.emitB(t, k, n0)
		if err != nil {
			return "", err
		}
		var outs []string
		for r := range rows {
			a := t.op("tensor.extract %%A[%s, %s, %s] : %s", t.c(0), t.c(m0+r), k, tA)
			ab := t.op("vector.broadcast %s : f32 to %s", a, vf)
			outs = append(outs, t.op("vector.fma %s, %s, %s : %s", ab, bv, names[r], vf))
		}
		t.line("scf.yield %s : %s", strings.Join(outs, ", "), strings.Join(types, ", "))
		t.line("}")
		for r := range rows {
			acc = t.op("vector.transfer_write %s#%d, %s[%s, %s, %s] {in_bounds = [true]} : %s, %s", loop, r, acc, t.c(0), t.c(m0+r), n0, vf, tC)
		}
	}
	t.line("scf.yield %s : %s", acc, tC)
	t.line("} {%s}", parallelMark)
	params := []string{"%A: " + tA, "%C: " + tC}
	for i, ty := range f.inTypes {
		params = append(params, fmt.Sprintf("%%q%d: %s", i, ty))
	}
	return fmt.Sprintf("func.func private @%s(%s) -> %s {\n  %%zf = arith.constant 0.0 : f32\n%s%s  return %%res : %s\n}\n",
		name, strings.Join(params, ", "), tC, t.head.String(), t.b.String(), tC), nil
}

// emitB emits the vector of B at depth k, columns n0..n0+foldLanes: the
// producer's loop values through the views, its inputs (vectors along
// the columns, else broadcast scalars), its body on vectors.
func (f *hostFold) emitB(t *foldText, k, n0 string) (string, error) {
	idx := []string{t.c(0), k, n0}
	for _, o := range f.views {
		w, _ := tensorView(o) // matched before
		idx = w.source(t, idx)
	}
	if len(idx) != f.loops {
		return "", fmt.Errorf("computed B: %d indices for %d loops", len(idx), f.loops)
	}
	vals := map[mlirc.Value]string{}
	for _, c := range f.consts {
		lit, ty, ok := strings.Cut(c.Attr("value").String(), " : ")
		if !ok || strings.ContainsAny(ty, "<>") {
			return "", fmt.Errorf("computed B: constant %s", c.Attr("value").String())
		}
		vals[c.Result(0)] = t.op("arith.constant dense<%s> : %s", lit, vecType(ty))
	}
	args := make([]string, len(f.inputs))
	for i := range f.inputs {
		var in []string
		vector := false
		for _, e := range f.maps[i] {
			vector = vector || e.Coef[f.loops-1] != 0
			in = append(in, t.linear(e, func(d int) string { return idx[d] }))
		}
		_, elem, _ := tensorShape(f.inputs[i].Type())
		if vector {
			zero := "0"
			if strings.HasPrefix(elem, "f") || strings.HasPrefix(elem, "bf") {
				zero = "0.0"
			}
			pad := t.op("arith.constant %s : %s", zero, elem)
			args[i] = t.op("vector.transfer_read %%q%d[%s], %s {in_bounds = [true]} : %s, %s", i, strings.Join(in, ", "), pad, f.inTypes[i], vecType(elem))
		} else {
			x := t.op("tensor.extract %%q%d[%s] : %s", i, strings.Join(in, ", "), f.inTypes[i])
			args[i] = t.op("vector.broadcast %s : %s to %s", x, elem, vecType(elem))
		}
	}
	val := func(x mlirc.Value) string {
		if x.IsBlockArg() {
			return args[x.ArgNumber()]
		}
		return vals[x]
	}
	for _, o := range f.body[:len(f.body)-1] {
		res := vecType(o.Result(0).Type().String())
		switch foldOps[o.Name()] {
		case "cast":
			vals[o.Result(0)] = t.op("%s %s : %s to %s", o.Name(), val(o.Operand(0)), vecType(o.Operand(0).Type().String()), res)
		case "un":
			vals[o.Result(0)] = t.op("%s %s : %s", o.Name(), val(o.Operand(0)), res)
		default:
			vals[o.Result(0)] = t.op("%s %s, %s : %s", o.Name(), val(o.Operand(0)), val(o.Operand(1)), res)
		}
	}
	return val(f.body[len(f.body)-1].Operand(0)), nil
}

// foldComputedB replaces each batch_matmul of m (on tensors, before the
// schedule) whose B folds (matchHostFold) by a call of a private function
// holding the folded product; the caller inlines the calls. It returns
// how many it replaced.
func foldComputedB(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			for _, op := range fn.Ops(0) {
				f, ok := matchHostFold(op)
				if !ok {
					continue
				}
				name := fmt.Sprintf("__mgx_nbits_%d", n)
				kernel, err := f.text(name)
				if err != nil {
					return err
				}
				types := []string{op.Operand(0).Type().String(), op.Operand(2).Type().String()}
				names := []string{"%a", "%c"}
				for i, ty := range f.inTypes {
					types = append(types, ty)
					names = append(names, fmt.Sprintf("%%x%d", i))
				}
				params := make([]string, len(names))
				for i := range names {
					params[i] = names[i] + ": " + types[i]
				}
				tC := op.Result(0).Type().String()
				text := "module {\n" + kernel + fmt.Sprintf("func.func private @__mgx_caller(%s) -> %s {\n  %%r = func.call @%s(%s) : (%s) -> %s\n  return %%r : %s\n}\n}\n",
					strings.Join(params, ", "), tC, name, strings.Join(names, ", "), strings.Join(types, ", "), tC, tC)
				tmp, err := b.Parse(text)
				if err != nil {
					return fmt.Errorf("folded product %s: %w", name, err)
				}
				parts := tmp.Ops(0)
				parts[0].MoveInto(root)
				call := parts[1].Ops(0)[0]
				call.InsertBefore(op)
				call.SetOperands(append([]mlirc.Value{op.Operand(0), op.Operand(2)}, f.inputs...)...)
				tmp.Erase()
				replaceUses(fn, op.Result(0), call.Result(0))
				op.Erase()
				n++
			}
		}
		return nil
	})
	return n, err
}

// replaceUses makes every operation in fn that reads old read new.
func replaceUses(fn mlirc.Op, old, new mlirc.Value) {
	fn.Walk(func(o mlirc.Op) bool {
		var ops []mlirc.Value
		hit := false
		for i := range o.NumOperands() {
			x := o.Operand(i)
			if x == old {
				x, hit = new, true
			}
			ops = append(ops, x)
		}
		if hit {
			o.SetOperands(ops...)
		}
		return true
	})
}

// foldComputedB runs the fold on m (TOSA lowered to linalg on tensors):
// where m has a batch_matmul on f32 and an 8-bit argument (a packed
// weight), its elementwise ops are fused first (linalg-fuse-elementwise-
// ops, which the later pipeline runs anyway), so that B's computation is
// one generic, then the products fold and their calls are inlined.
func (w *hostWorker) foldComputedB(m *mlirc.Module) error {
	candidate := false
	err := m.Inspect(func(root mlirc.Op) error {
		i8, mm := false, false
		root.Walk(func(o mlirc.Op) bool {
			switch o.Name() {
			case "func.func":
				for j := range o.NumArgs(0) {
					i8 = i8 || strings.HasSuffix(o.Arg(0, j).Type().String(), "xi8>")
				}
			case "linalg.batch_matmul":
				mm = mm || strings.HasSuffix(o.Operand(1).Type().String(), "xf32>")
			}
			return true
		})
		candidate = i8 && mm
		return nil
	})
	if err != nil || !candidate {
		return err
	}
	pm, err := w.passManager([]string{"linalg-fuse-elementwise-ops", "canonicalize"})
	if err != nil {
		return err
	}
	if err := pm.Run(m); err != nil {
		return err
	}
	n, err := foldComputedB(m)
	if err != nil || n == 0 {
		return err
	}
	pm, err = w.passManager([]string{"inline{default-pipeline=}", "symbol-dce", "canonicalize"})
	if err != nil {
		return err
	}
	return pm.Run(m)
}
