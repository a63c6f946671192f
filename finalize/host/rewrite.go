package host

import (
	"math"
	"slices"

	"github.com/mgxport/mgxport/mlirc"
)

// opsNamed returns the ops of root named name, in walk order: what a
// rewrite collects before it changes the module it walks.
func opsNamed(root mlirc.Op, name string) []mlirc.Op {
	var ops []mlirc.Op
	root.Walk(func(o mlirc.Op) bool {
		if o.Name() == name {
			ops = append(ops, o)
		}
		return true
	})
	return ops
}

// rewriteEach calls rewrite on every op of m named name (collected before
// the first call) and returns how many it rewrote: the shape of the
// tensor-level rewrites (foldTransposes, nchwConvs, nchwDepthwise).
func rewriteEach(m *mlirc.Module, name string, rewrite func(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error)) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, o := range opsNamed(root, name) {
			ok, err := rewrite(root, b, o)
			if err != nil {
				return err
			}
			if ok {
				n++
			}
		}
		return nil
	})
	return n, err
}

// usersOf returns the ops of root using v, in order.
func usersOf(root mlirc.Op, v mlirc.Value) []mlirc.Op {
	var us []mlirc.Op
	root.Walk(func(o mlirc.Op) bool {
		for i := range o.NumOperands() {
			if o.Operand(i) == v {
				us = append(us, o)
				break
			}
		}
		return true
	})
	return us
}

// nchwInput follows x, an NHWC operand, back through an optional
// tensor.pad to the NCHW -> NHWC transpose it comes from, each read only
// by the next: the transpose and the pad (null without one), false for
// anything else. The NCHW rewrites then read the transpose's source in
// place.
func nchwInput(root mlirc.Op, x mlirc.Value) (tr, pad mlirc.Op, ok bool) {
	tr = x.Def()
	if !tr.IsNull() && tr.Name() == "tensor.pad" {
		pad = tr
		tr = pad.Operand(0).Def()
		if len(usersOf(root, pad.Operand(0))) != 1 || len(usersOf(root, x)) != 1 {
			return tr, pad, false
		}
	}
	if !hasPerm(tr, []int{0, 2, 3, 1}) || len(usersOf(root, tr.Result(0))) != 1 {
		return tr, pad, false
	}
	return tr, pad, true
}

// padHW reads a tensor.pad of an NHWC tensor that pads only its rows and
// columns (dimensions 1 and 2) with one value isValue accepts: the low
// and high pads of those two dimensions, false for any other pad.
func padHW(pad mlirc.Op, isValue func(mlirc.Value) bool) (lo, hi [2]int64, ok bool) {
	l, okL := pad.Attr("static_low").I64s()
	h, okH := pad.Attr("static_high").I64s()
	body := pad.Ops(0)
	if !okL || !okH || len(l) != 4 || len(h) != 4 || l[0] != 0 || l[3] != 0 || h[0] != 0 || h[3] != 0 ||
		len(body) != 1 || body[0].NumOperands() != 1 || pad.NumOperands() != 1 || !isValue(body[0].Operand(0)) {
		return lo, hi, false
	}
	return [2]int64{l[1], l[2]}, [2]int64{h[1], h[2]}, true
}

// isPosZero reports whether v is a constant +0.0: the padding the NCHW
// convolution kernels' masked loads read.
func isPosZero(v mlirc.Value) bool {
	c, ok := constF32(v)
	return ok && math.Float32bits(c) == 0
}

// kernelNamed returns the micro-kernel of ks whose name (nameOf) is name,
// nil if none is: the lookup of every micro-kernel table.
func kernelNamed[K any](ks []K, name string, nameOf func(K) string) *K {
	for i := range ks {
		if nameOf(ks[i]) == name {
			return &ks[i]
		}
	}
	return nil
}

// opList is root's ops in walk order, for matchers that ask where ops are
// relative to each other and who uses a value.
type opList []mlirc.Op

// listOps returns root's ops in walk order.
func listOps(root mlirc.Op) opList {
	var all opList
	root.Walk(func(op mlirc.Op) bool {
		all = append(all, op)
		return true
	})
	return all
}

// index returns op's position in l, -1 if it is not there.
func (l opList) index(op mlirc.Op) int { return slices.Index(l, op) }

// users returns the ops of l using v, in order.
func (l opList) users(v mlirc.Value) []mlirc.Op {
	var us []mlirc.Op
	for _, u := range l {
		for i := range u.NumOperands() {
			if u.Operand(i) == v {
				us = append(us, u)
				break
			}
		}
	}
	return us
}

// insertBody parses text (a module whose first function is the
// replacement's body and whose second, if it has one, carries an
// attribute id), inserts the body's ops before o, its arguments replaced
// by args, and returns the result of its op named last and the id
// attribute (null without a second function).
func insertBody(b mlirc.Builder, text string, o mlirc.Op, args map[int]mlirc.Value, last string) (mlirc.Value, mlirc.Attr, error) {
	tmp, err := b.Parse(text)
	if err != nil {
		return mlirc.Value{}, mlirc.Attr{}, err
	}
	defer tmp.Erase()
	fns := tmp.Ops(0)
	fn, idMap := fns[0], mlirc.Attr{}
	if len(fns) > 1 {
		idMap = fns[1].Attr("id")
	}
	var out mlirc.Value
	for _, op := range fn.Ops(0) {
		if op.Name() == "func.return" {
			break
		}
		op.InsertBefore(o)
		vals := make([]mlirc.Value, op.NumOperands())
		for j := range vals {
			vals[j] = op.Operand(j)
			if vals[j].IsBlockArg() && vals[j].ArgOwner() == fn {
				vals[j] = args[vals[j].ArgNumber()]
			}
		}
		op.SetOperands(vals...)
		if op.Name() == last {
			out = op.Result(0)
		}
	}
	return out, idMap, nil
}
