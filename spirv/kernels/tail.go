package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// Tail is a pointwise expression a row kernel (Softmax, Norm) applies to
// each result element in its store, so the pointwise ops after it (mixed
// precision's narrowing Cast, an activation, a scale) need no launch of
// their own: Expr reads In(0), the element in the kernel's dtype, and
// constants; its value, of DType, is stored in the argument "t" after
// y. Keep keeps y as well (its value read elsewhere); without it the
// kernel has no y argument.
//
// The element reaches the tail rounded to the kernel's dtype, as a
// separate pointwise kernel would have loaded it back from y, so the
// results are the same bits as the two launches'.
type Tail struct {
	Expr  *Expr
	DType string
	Keep  bool
}

// tailGen is a checked tail ready to emit.
type tailGen struct {
	t     *Tail
	in    dtypeInfo
	out   dtypeInfo
	types map[*Expr]dtypeInfo
}

// checkTail types t over an element of dtype in (nil t: no tail).
func checkTail(t *Tail, in dtypeInfo) (*tailGen, error) {
	if t == nil {
		return nil, nil
	}
	out, err := lookupDType(t.DType)
	if err != nil {
		return nil, fmt.Errorf("tail: %w", err)
	}
	types := map[*Expr]dtypeInfo{}
	got, err := typeExprIn(t.Expr, []view{{dtype: in, elems: 1}}, -1, false, types, 0)
	if err != nil {
		return nil, fmt.Errorf("tail: %w", err)
	}
	if got.name != out.name {
		return nil, fmt.Errorf("tail: expression has dtype %s, output is %s", got.name, out.name)
	}
	var bad error
	walkExpr(t.Expr, map[*Expr]bool{}, func(e *Expr) {
		if e.Op == "input" && e.Input != 0 || e.Op == "load" {
			bad = fmt.Errorf("tail: %s of input %d: a tail reads only the kernel's element", e.Op, e.Input)
		}
	})
	if bad != nil {
		return nil, bad
	}
	return &tailGen{t: t, in: in, out: out, types: types}, nil
}

// walkExpr calls f on every node of e once.
func walkExpr(e *Expr, seen map[*Expr]bool, f func(*Expr)) {
	if e == nil || seen[e] {
		return
	}
	seen[e] = true
	f(e)
	for _, a := range e.Args {
		walkExpr(a, seen, f)
	}
}

// emit returns the tail's value (a compute value of its dtype) of the
// element v (a compute value of the kernel's dtype).
func (tg *tailGen) emit(k *kctx, v spirv.ID) spirv.ID {
	g := &exprGen{k: k, views: []view{{dtype: tg.in, elems: 1}}, types: tg.types, memo: map[*Expr]spirv.ID{}}
	walkExpr(tg.t.Expr, map[*Expr]bool{}, func(e *Expr) {
		if e.Op == "input" {
			g.memo[e] = v
		}
	})
	return g.emit(tg.t.Expr)
}

// tailArgs returns the output parameters and arguments of a row kernel
// whose y has dtype d and n elements: y (unless a tail drops it) and the
// tail's t.
func tailArgs(tg *tailGen, d dtypeInfo, dtype string, n int64) ([]param, []Arg) {
	var params []param
	var args []Arg
	if tg == nil || tg.t.Keep {
		params = append(params, param{"y", d})
		args = append(args, Arg{Name: "y", DType: dtype, Elems: n, Write: true})
	}
	if tg != nil {
		params = append(params, param{"t", tg.out})
		args = append(args, Arg{Name: "t", DType: tg.t.DType, Elems: n, Write: true})
	}
	return params, args
}

// tailStore stores element v (compute value of dtype d) at idx: into y
// (when the kernel has it) and through the tail into t.
func (tg *tailGen) store(k *kctx, d dtypeInfo, y, t, idx, v spirv.ID) {
	if tg == nil || tg.t.Keep {
		k.store(d, y, idx, v)
	}
	if tg != nil {
		switch {
		case d.bf16:
			v = k.toCompute(d, k.toBF16(v))
		case d.float && d.width != d.compute:
			v = k.toCompute(d, k.f.Convert(spirv.OpFConvert, k.b.Float(d.width), v))
		}
		k.store(tg.out, t, idx, tg.emit(k, v))
	}
}
