package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/finalize/elemfold"
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

// hostFold is one batch_matmul whose B folds: the product's sizes, its
// operands, B's views back to the producer (tensor reshapes and slices,
// the one B reads first), and the producer.
type hostFold struct {
	op       mlirc.Op
	producer *elemfold.Producer
	views    []elemfold.View
	M, K, N  int64
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
// and a multiple of foldLanes columns, B computed by an
// elemfold.Producer whose inputs are the function's arguments, each a
// vector along the columns or constant along them, through reshapes and
// static slices that keep B's columns the producer's last dimension.
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
	_, views, base, ok := elemfold.Chain(op.Operand(1))
	if !ok || base.IsBlockArg() || base.Def().IsNull() {
		return nil, false
	}
	for _, w := range views {
		if !w.KeepsLast() {
			return nil, false
		}
	}
	f.views = views
	out, _, ok := tensorShape(base.Type())
	if !ok || out[len(out)-1] != f.N {
		return nil, false
	}
	if f.producer, ok = elemfold.MatchProducer(base.Def(), "f32", 1); !ok {
		return nil, false
	}
	for i, in := range f.producer.Inputs {
		if _, ok := f.producer.VectorInput(i); !ok || !in.IsBlockArg() || !strings.HasPrefix(f.producer.Types[i], "tensor<") {
			return nil, false
		}
	}
	return f, true
}

// foldText is the text a kernel's fold is built from: SSA names, index
// constants emitted once (an elemfold.Emitter).
type foldText struct {
	b      strings.Builder
	next   int
	consts map[string]string
	head   strings.Builder
}

// Op emits one operation and returns its result.
func (t *foldText) Op(format string, args ...any) string {
	t.next++
	v := fmt.Sprintf("%%f%d", t.next)
	fmt.Fprintf(&t.b, "    %s = %s\n", v, fmt.Sprintf(format, args...))
	return v
}

// Index names the index constant v.
func (t *foldText) Index(v int64) string {
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

// vecType is the vector of foldLanes elements of a scalar type.
func vecType(elem string) string { return fmt.Sprintf("vector<%dx%s>", foldLanes, elem) }

// text writes the private function computing the folded product:
// @name(A, C, inputs...) -> C's type, C the accumulators' start.
func (f *hostFold) text(name string) (string, error) {
	t := &foldText{consts: map[string]string{}}
	tA, tC := f.op.Operand(0).Type().String(), f.op.Operand(2).Type().String()
	vf := vecType("f32")
	t.line("%%res = scf.for %%nt = %s to %s step %s iter_args(%%acc0 = %%C) -> (%s) {", t.Index(0), t.Index(f.N/foldLanes), t.Index(1), tC)
	n0 := t.Op("arith.muli %%nt, %s : index", t.Index(foldLanes))
	acc := "%acc0"
	for m0 := int64(0); m0 < f.M; m0 += foldRowBlock {
		rows := min(foldRowBlock, f.M-m0)
		var start, iters, names, types []string
		for r := range rows {
			s := t.Op("vector.transfer_read %s[%s, %s, %s], %%zf {in_bounds = [true]} : %s, %s", acc, t.Index(0), t.Index(m0+r), n0, tC, vf)
			start = append(start, s)
			names = append(names, fmt.Sprintf("%%a%d_%d", m0, r))
			iters = append(iters, fmt.Sprintf("%%a%d_%d = %s", m0, r, s))
			types = append(types, vf)
		}
		t.next++
		loop := fmt.Sprintf("%%k%d", t.next)
		t.line("%s:%d = scf.for %%kk%d = %s to %s step %s iter_args(%s) -> (%s) {", loop, rows, m0, t.Index(0), t.Index(f.K), t.Index(1),
			strings.Join(iters, ", "), strings.Join(types, ", "))
		k := fmt.Sprintf("%%kk%d", m0)
		bv, err := f.emitB(t, k, n0)
		if err != nil {
			return "", err
		}
		var outs []string
		for r := range rows {
			a := t.Op("tensor.extract %%A[%s, %s, %s] : %s", t.Index(0), t.Index(m0+r), k, tA)
			ab := t.Op("vector.broadcast %s : f32 to %s", a, vf)
			outs = append(outs, t.Op("vector.fma %s, %s, %s : %s", ab, bv, names[r], vf))
		}
		t.line("scf.yield %s : %s", strings.Join(outs, ", "), strings.Join(types, ", "))
		t.line("}")
		for r := range rows {
			acc = t.Op("vector.transfer_write %s#%d, %s[%s, %s, %s] {in_bounds = [true]} : %s, %s", loop, r, acc, t.Index(0), t.Index(m0+r), n0, vf, tC)
		}
	}
	t.line("scf.yield %s : %s", acc, tC)
	t.line("} {%s}", parallelMark)
	params := []string{"%A: " + tA, "%C: " + tC}
	for i, ty := range f.producer.Types {
		params = append(params, fmt.Sprintf("%%q%d: %s", i, ty))
	}
	return fmt.Sprintf("func.func private @%s(%s) -> %s {\n  %%zf = arith.constant 0.0 : f32\n%s%s  return %%res : %s\n}\n",
		name, strings.Join(params, ", "), tC, t.head.String(), t.b.String(), tC), nil
}

// emitB emits the vector of B at depth k, columns n0..n0+foldLanes: the
// producer's loop values through the views, its inputs (vectors along
// the columns, else broadcast scalars), its body on vectors.
func (f *hostFold) emitB(t *foldText, k, n0 string) (string, error) {
	loops := elemfold.Through(t, f.views, []string{t.Index(0), k, n0})
	if len(loops) != f.producer.Loops {
		return "", fmt.Errorf("computed B: %d indices for %d loops", len(loops), f.producer.Loops)
	}
	args := make([]string, len(f.producer.Inputs))
	for i, in := range f.producer.Inputs {
		idx := strings.Join(f.producer.InputIndices(t, i, loops), ", ")
		_, elem, _ := tensorShape(in.Type())
		if vector, _ := f.producer.VectorInput(i); vector {
			zero := "0"
			if strings.HasPrefix(elem, "f") || strings.HasPrefix(elem, "bf") {
				zero = "0.0"
			}
			pad := t.Op("arith.constant %s : %s", zero, elem)
			args[i] = t.Op("vector.transfer_read %%q%d[%s], %s {in_bounds = [true]} : %s, %s", i, idx, pad, f.producer.Types[i], vecType(elem))
		} else {
			x := t.Op("tensor.extract %%q%d[%s] : %s", i, idx, f.producer.Types[i])
			args[i] = t.Op("vector.broadcast %s : %s to %s", x, elem, vecType(elem))
		}
	}
	return f.producer.Body(t, args, foldLanes)
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
				for i, ty := range f.producer.Types {
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
				call.SetOperands(append([]mlirc.Value{op.Operand(0), op.Operand(2)}, f.producer.Inputs...)...)
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
