// Package elemfold folds an elementwise producer into the loads of the
// product that reads its result: instead of reading an element of the
// produced buffer, the product's kernel loads the producer's inputs at
// that element and computes the producer's body there. A MatMulNBits
// kernel's B is such a result (graph/contrib: the packed weight shifted,
// masked, converted, less its zero point, times its scale), so folded,
// the dequantized weight is never written: the kernel reads the packed
// bytes and the scales. The GPU contraction kernels (finalize/gpu/
// kernelgen: bfold.go) and the host's row-vector product (finalize/host:
// nbits.go) both use it.
//
// It matches the producer (a linalg.generic over all-parallel loops that
// writes its output whole, on tensors or on memrefs), maps an element of
// the product's operand back through the reshapes and static slices
// between it and the producer's output (View), and writes the producer's
// body as MLIR text, on scalars or on vectors of consecutive elements of
// the last dimension.
package elemfold

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

//go:embed elemfold.go
var source string

// Source is this package's source: the kernel generators that fold put it
// in their identities (what they write depends on it).
func Source() string { return source }

// Emitter writes MLIR text: Op one operation whose single result it
// returns, Index an index constant's name.
type Emitter interface {
	Op(format string, args ...any) string
	Index(v int64) string
}

// ops are the body operations a fold re-emits (their kind: cast, unary,
// binary): arith's elementwise operations whose attributes do not change
// their value (overflow flags and fast-math flags are dropped, which
// only forgoes optimizations).
var ops = map[string]string{
	"arith.extsi": "cast", "arith.extui": "cast", "arith.trunci": "cast", "arith.sitofp": "cast",
	"arith.uitofp": "cast", "arith.extf": "cast", "arith.truncf": "cast", "arith.fptosi": "cast", "arith.fptoui": "cast",
	"arith.andi": "bin", "arith.ori": "bin", "arith.xori": "bin", "arith.shrui": "bin", "arith.shrsi": "bin",
	"arith.shli": "bin", "arith.addi": "bin", "arith.subi": "bin", "arith.muli": "bin",
	"arith.addf": "bin", "arith.subf": "bin", "arith.mulf": "bin", "arith.divf": "bin",
	"arith.maximumf": "bin", "arith.minimumf": "bin", "arith.negf": "un",
}

// Producer is a linalg.generic whose every loop is parallel and whose
// output map is the identity (loop d is the output's dimension d), with
// inputs of linear maps and a body of re-emittable operations.
type Producer struct {
	// Op is the linalg.generic.
	Op mlirc.Op
	// Loops is its loop count (its output's rank).
	Loops int
	// Inputs are its inputs, with their printed types, shapes and
	// indexing maps over the loops.
	Inputs  []mlirc.Value
	Types   []string
	Shapes  [][]int64
	Maps    [][]mlirc.Linear
	body    []mlirc.Op
	consts  []mlirc.Op
	yielded mlirc.Value
}

// MatchProducer reports whether p is a Producer yielding elements of type
// elem ("f32", "f16", ...): results is its result count (1 on tensors,
// 0 on memrefs, where its output is its last operand).
func MatchProducer(p mlirc.Op, elem string, results int) (*Producer, bool) {
	if p.Name() != "linalg.generic" || p.NumResults() != results || p.NumRegions() != 1 || p.NumOperands() < 2 {
		return nil, false
	}
	f := &Producer{Op: p}
	out, ok := p.Operand(p.NumOperands() - 1).Type().Shape()
	if !ok || len(out) == 0 {
		return nil, false
	}
	f.Loops = len(out)
	iters, ok := p.Attr("iterator_types").Elems()
	if !ok || len(iters) != f.Loops {
		return nil, false
	}
	for _, it := range iters {
		if !strings.Contains(it.String(), "parallel") {
			return nil, false
		}
	}
	maps, ok := p.Attr("indexing_maps").Elems()
	if !ok || len(maps) != p.NumOperands() {
		return nil, false
	}
	nin := p.NumOperands() - 1
	for i := range p.NumOperands() {
		res, ok := maps[i].AffineLinear()
		if !ok {
			return nil, false
		}
		if i == nin { // the output: loop d is dimension d
			for d, e := range res {
				if e.Const != 0 || len(e.Coef) != f.Loops {
					return nil, false
				}
				for j, c := range e.Coef {
					if c != 0 && j != d || j == d && c != 1 {
						return nil, false
					}
				}
			}
			continue
		}
		in := p.Operand(i)
		t := in.Type().String()
		shape, ok := in.Type().Shape()
		if !ok || len(shape) != len(res) || strings.Contains(t, "?") || strings.Contains(t, "strided") || strings.Contains(t, "affine_map") ||
			!strings.HasPrefix(t, "memref<") && !strings.HasPrefix(t, "tensor<") {
			return nil, false
		}
		f.Inputs = append(f.Inputs, in)
		f.Types = append(f.Types, t)
		f.Shapes = append(f.Shapes, shape)
		f.Maps = append(f.Maps, res)
	}
	body := p.Ops(0)
	if len(body) < 2 || body[len(body)-1].Name() != "linalg.yield" || body[len(body)-1].NumOperands() != 1 {
		return nil, false
	}
	mine := map[mlirc.Value]bool{}
	for _, o := range body[:len(body)-1] {
		if _, ok := ops[o.Name()]; !ok || o.NumResults() != 1 || o.NumRegions() != 0 {
			return nil, false
		}
		for i := range o.NumOperands() {
			x := o.Operand(i)
			switch {
			case x.IsBlockArg():
				if x.ArgOwner().IsNull() || x.ArgNumber() >= nin {
					return nil, false // the output's argument, or not the body's
				}
			case mine[x]:
			case !x.Def().IsNull() && x.Def().Name() == "arith.constant":
				if !slices.Contains(f.consts, x.Def()) {
					f.consts = append(f.consts, x.Def())
				}
			default:
				return nil, false
			}
		}
		mine[o.Result(0)] = true
	}
	f.yielded = body[len(body)-1].Operand(0)
	if f.yielded.IsBlockArg() || !mine[f.yielded] || f.yielded.Type().String() != elem {
		return nil, false
	}
	f.body = body[:len(body)-1]
	return f, true
}

// VectorInput reports whether input i varies along the last loop, and
// then only in its last dimension with coefficient 1: a vector of
// consecutive elements where the loop does. It reports ok false for any
// other use of the last loop.
func (f *Producer) VectorInput(i int) (vector, ok bool) {
	for j, e := range f.Maps[i] {
		c := e.Coef[f.Loops-1]
		if c == 0 {
			continue
		}
		if j != len(f.Maps[i])-1 || c != 1 {
			return false, false
		}
		vector = true
	}
	return vector, true
}

// InputIndices writes input i's indices at the loop values loops.
func (f *Producer) InputIndices(e Emitter, i int, loops []string) []string {
	var out []string
	for _, m := range f.Maps[i] {
		out = append(out, Linear(e, m, func(d int) string { return loops[d] }))
	}
	return out
}

// Body writes the producer's body over its inputs' values args (loaded
// at one element, or with lanes > 0 as vectors of lanes consecutive
// elements, constants then splat) and returns the yielded value.
func (f *Producer) Body(e Emitter, args []string, lanes int) (string, error) {
	typ := func(t string) string {
		if lanes > 0 {
			return fmt.Sprintf("vector<%dx%s>", lanes, t)
		}
		return t
	}
	vals := map[mlirc.Value]string{}
	for _, c := range f.consts {
		attr := c.Attr("value").String()
		if lanes == 0 {
			vals[c.Result(0)] = e.Op("arith.constant %s", attr)
			continue
		}
		lit, ty, ok := strings.Cut(attr, " : ")
		if !ok || strings.ContainsAny(ty, "<>") {
			return "", fmt.Errorf("elementwise fold: constant %s", attr)
		}
		vals[c.Result(0)] = e.Op("arith.constant dense<%s> : %s", lit, typ(ty))
	}
	val := func(x mlirc.Value) string {
		if x.IsBlockArg() {
			return args[x.ArgNumber()]
		}
		return vals[x]
	}
	for _, o := range f.body {
		res := typ(o.Result(0).Type().String())
		switch ops[o.Name()] {
		case "cast":
			vals[o.Result(0)] = e.Op("%s %s : %s to %s", o.Name(), val(o.Operand(0)), typ(o.Operand(0).Type().String()), res)
		case "un":
			vals[o.Result(0)] = e.Op("%s %s : %s", o.Name(), val(o.Operand(0)), res)
		default:
			vals[o.Result(0)] = e.Op("%s %s, %s : %s", o.Name(), val(o.Operand(0)), val(o.Operand(1)), res)
		}
	}
	return val(f.yielded), nil
}

// Linear writes the index value of l over the values val gives.
func Linear(e Emitter, l mlirc.Linear, val func(d int) string) string {
	v := ""
	for d, coef := range l.Coef {
		if coef == 0 {
			continue
		}
		term := val(d)
		if coef != 1 {
			term = e.Op("arith.muli %s, %s : index", term, e.Index(coef))
		}
		if v == "" {
			v = term
		} else {
			v = e.Op("arith.addi %s, %s : index", v, term)
		}
	}
	switch {
	case v == "":
		v = e.Index(l.Const)
	case l.Const != 0:
		v = e.Op("arith.addi %s, %s : index", v, e.Index(l.Const))
	}
	return v
}

// View is how a view's element indices map to its source's: through the
// groups of a reshape (expand: each source dimension the row-major index
// of its group of result dimensions; collapse: each result dimension
// split over its group of source dimensions), or a static unit-stride
// slice's offsets.
type View struct {
	expand   bool
	groups   [][]int64
	src, res []int64
	offsets  []int64
}

// IsView reports whether o is an operation ViewOf reads.
func IsView(o mlirc.Op) bool {
	switch o.Name() {
	case "memref.expand_shape", "memref.collapse_shape", "memref.subview",
		"tensor.expand_shape", "tensor.collapse_shape", "tensor.extract_slice":
		return true
	}
	return false
}

// ViewOf reads a view: memref or tensor expand_shape / collapse_shape, or
// a memref.subview / tensor.extract_slice of static offsets, unit strides
// and the source's rank.
func ViewOf(o mlirc.Op) (View, bool) {
	if !IsView(o) || o.NumResults() != 1 || o.NumOperands() < 1 {
		return View{}, false
	}
	src, ok1 := o.Operand(0).Type().Shape()
	res, ok2 := o.Result(0).Type().Shape()
	if !ok1 || !ok2 {
		return View{}, false
	}
	w := View{src: src, res: res, expand: strings.HasSuffix(o.Name(), ".expand_shape")}
	if o.Name() == "memref.subview" || o.Name() == "tensor.extract_slice" {
		offsets, ok := o.Attr("static_offsets").I64s()
		strides, ok2 := o.Attr("static_strides").I64s()
		if !ok || !ok2 || o.NumOperands() != 1 || len(offsets) != len(src) || len(res) != len(src) || len(strides) != len(src) {
			return View{}, false
		}
		for j := range src {
			if strides[j] != 1 || offsets[j] < 0 || offsets[j]+res[j] > src[j] {
				return View{}, false
			}
		}
		w.offsets = offsets
		return w, true
	}
	groups, ok := o.Attr("reassociation").Elems()
	if !ok {
		return View{}, false
	}
	for _, g := range groups {
		dims, ok := g.Elems()
		if !ok {
			return View{}, false
		}
		var ds []int64
		for _, d := range dims {
			x, ok := d.Int()
			if !ok {
				return View{}, false
			}
			ds = append(ds, x)
		}
		w.groups = append(w.groups, ds)
	}
	if w.expand && len(w.groups) != len(src) || !w.expand && len(w.groups) != len(res) {
		return View{}, false
	}
	return w, true
}

// KeepsLast reports whether the view maps the result's last index to the
// source's last index unchanged (a vector of consecutive elements stays
// one).
func (w View) KeepsLast() bool {
	if w.offsets != nil {
		return w.offsets[len(w.offsets)-1] == 0
	}
	last := w.groups[len(w.groups)-1]
	return len(last) == 1 && w.src[len(w.src)-1] == w.res[len(w.res)-1]
}

// Source writes the source indices of the view's element at idx.
func (w View) Source(e Emitter, idx []string) []string {
	if w.offsets != nil {
		out := make([]string, len(idx))
		for j, x := range idx {
			out[j] = x
			if w.offsets[j] != 0 {
				out[j] = e.Op("arith.addi %s, %s : index", x, e.Index(w.offsets[j]))
			}
		}
		return out
	}
	var out []string
	for g, dims := range w.groups {
		if w.expand { // source dim g: the linear index of its result dims
			lin := ""
			for _, d := range dims {
				if lin == "" {
					lin = idx[d]
					continue
				}
				lin = e.Op("arith.muli %s, %s : index", lin, e.Index(w.res[d]))
				lin = e.Op("arith.addi %s, %s : index", lin, idx[d])
			}
			out = append(out, lin)
			continue
		}
		// result dim g: split over its source dims, outermost first
		x := idx[g]
		parts := make([]string, len(dims))
		stride := int64(1)
		for j := len(dims) - 1; j >= 0; j-- {
			q := x
			if stride != 1 {
				q = e.Op("arith.divui %s, %s : index", x, e.Index(stride))
			}
			if j > 0 {
				q = e.Op("arith.remui %s, %s : index", q, e.Index(w.src[dims[j]]))
			}
			parts[j] = q
			stride *= w.src[dims[j]]
		}
		out = append(out, parts...)
	}
	return out
}

// Chain follows v back through views (IsView) to the value they view: it
// returns the views, the one v is first, and that value.
func Chain(v mlirc.Value) ([]mlirc.Op, []View, mlirc.Value, bool) {
	var opsOut []mlirc.Op
	var views []View
	for !v.IsBlockArg() {
		d := v.Def()
		if d.IsNull() || !IsView(d) {
			break
		}
		w, ok := ViewOf(d)
		if !ok {
			return nil, nil, v, false
		}
		opsOut, views = append(opsOut, d), append(views, w)
		v = d.Operand(0)
	}
	return opsOut, views, v, true
}

// Through writes the indices in the viewed value (Chain's) of the
// element at idx of the first view's result (v's).
func Through(e Emitter, views []View, idx []string) []string {
	for _, w := range views {
		idx = w.Source(e, idx)
	}
	return idx
}
