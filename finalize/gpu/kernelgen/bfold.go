package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// A computed B operand folded into the GEMM kernel's loads. A product
// whose B is computed inside the kernel's function by one elementwise
// linalg.generic — a packed weight's dequantization (MatMulNBits: the
// 4-bit codes shifted, masked, converted, less their zero point, times
// their block's scale; see graph/contrib and the partitioner's packed
// weight prologue) — would first write the whole B to a buffer and then
// read it back. Folded, the producer disappears: where the kernel stages
// an element of B it loads the producer's inputs at that element (the
// packed bytes, the scales) and computes the producer's body in
// registers, so no B-sized buffer exists and the kernel reads only the
// packed bytes. The product keeps the SIMT kernel (gemm.go), whatever its
// size: its staging is a per-element load where the fold goes; the
// matrix-unit kernels stage B with wide copies the fold cannot join.

// bFold is a B operand computed by an elementwise producer: the
// producer, the buffer it writes (alloc) and the reshapes between that
// buffer and the product's B (views, the one B reads first), each input
// of the producer with its indexing map over the producer's loops (which
// are the buffer's dimensions), and the body.
type bFold struct {
	producer, alloc mlirc.Op
	views           []mlirc.Op
	allocShape      []int64
	inputs          []mlirc.Value
	inTypes         []string
	maps            [][]mlirc.Linear
	body            []mlirc.Op
	// consts are the constants the body reads from outside it.
	consts []mlirc.Op
	// deallocs free the buffer (erased with it).
	deallocs []mlirc.Op
}

// foldArithOps are the body ops a fold re-emits: arith's elementwise
// ops without attributes that change their value.
var foldArithOps = map[string]string{
	"arith.extsi": "cast", "arith.extui": "cast", "arith.trunci": "cast", "arith.sitofp": "cast",
	"arith.uitofp": "cast", "arith.extf": "cast", "arith.truncf": "cast", "arith.fptosi": "cast", "arith.fptoui": "cast",
	"arith.andi": "bin", "arith.ori": "bin", "arith.xori": "bin", "arith.shrui": "bin", "arith.shrsi": "bin",
	"arith.shli": "bin", "arith.addi": "bin", "arith.subi": "bin", "arith.muli": "bin",
	"arith.addf": "bin", "arith.subf": "bin", "arith.mulf": "bin", "arith.divf": "bin",
	"arith.maximumf": "bin", "arith.minimumf": "bin", "arith.negf": "un",
}

// matchBFold reports whether the B operand of contraction op, in
// function fn, is computed by an elementwise producer it can fold: B is
// a chain of memref.expand_shape / memref.collapse_shape views of a
// memref.alloc of identity layout that one all-parallel linalg.generic
// writes whole (identity output map) from memref inputs, its body
// re-emittable (foldArithOps, constants defined outside) and yielding
// B's element type elem, and nothing else reads the buffer.
func matchBFold(fn, op mlirc.Op, elem string) (*bFold, bool) {
	f := &bFold{}
	v := op.Operand(1)
	for {
		if v.IsBlockArg() {
			return nil, false
		}
		d := v.Def()
		if d.IsNull() {
			return nil, false
		}
		if d.Name() == "memref.expand_shape" || d.Name() == "memref.collapse_shape" || d.Name() == "memref.subview" {
			if _, ok := viewMap(d); !ok {
				return nil, false
			}
			f.views = append(f.views, d)
			v = d.Operand(0)
			continue
		}
		if d.Name() != "memref.alloc" || d.NumOperands() != 0 {
			return nil, false
		}
		f.alloc = d
		break
	}
	buf := f.alloc.Result(0)
	if t := buf.Type().String(); strings.Contains(t, "strided") || strings.Contains(t, "affine_map") || !strings.HasSuffix(t, "x"+elem+">") {
		return nil, false
	}
	shape, ok := buf.Type().Shape()
	if !ok {
		return nil, false
	}
	f.allocShape = shape
	// Every use of the buffer: the producer's output, the views, frees.
	bad := false
	fn.Walk(func(o mlirc.Op) bool {
		for i := range o.NumOperands() {
			if o.Operand(i) != buf {
				continue
			}
			switch {
			case slices.Contains(f.views, o):
			case o.Name() == "memref.dealloc":
				f.deallocs = append(f.deallocs, o)
			case o.Name() == "linalg.generic" && f.producer.IsNull() && i == o.NumOperands()-1:
				f.producer = o
			default:
				bad = true
			}
		}
		return !bad
	})
	if bad || f.producer.IsNull() {
		return nil, false
	}
	// The views are read only along the chain to B.
	for j, w := range f.views {
		want := op
		if j > 0 {
			want = f.views[j-1]
		}
		fn.Walk(func(o mlirc.Op) bool {
			for i := range o.NumOperands() {
				if o.Operand(i) == w.Result(0) && o != want {
					bad = true
				}
			}
			return !bad
		})
	}
	if bad || !f.matchProducer(elem) {
		return nil, false
	}
	return f, true
}

// matchProducer checks the producer: all loops parallel, the output map
// the identity, memref inputs with linear maps, a body of foldArithOps
// (and constants from outside) yielding f32 and never reading the
// output's block argument.
func (f *bFold) matchProducer(elem string) bool {
	p := f.producer
	if p.NumResults() != 0 || p.NumRegions() != 1 {
		return false
	}
	iters, ok := p.Attr("iterator_types").Elems()
	if !ok || len(iters) != len(f.allocShape) {
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
		if i == nin { // the output: loop d is dimension d
			for d, e := range res {
				if e.Const != 0 || len(e.Coef) != len(res) {
					return false
				}
				for j, c := range e.Coef {
					if c != 0 && j != d || j == d && c != 1 {
						return false
					}
				}
			}
			continue
		}
		in := p.Operand(i)
		t := in.Type().String()
		shape, ok := in.Type().Shape()
		if !strings.HasPrefix(t, "memref<") || strings.Contains(t, "strided") || strings.Contains(t, "affine_map") || !ok || len(shape) != len(res) {
			return false
		}
		f.inputs = append(f.inputs, in)
		f.inTypes = append(f.inTypes, t)
		f.maps = append(f.maps, res)
	}
	body := p.Ops(0)
	if len(body) < 2 || body[len(body)-1].Name() != "linalg.yield" || body[len(body)-1].NumOperands() != 1 {
		return false
	}
	if y := body[len(body)-1].Operand(0); y.Type().String() != elem || y.IsBlockArg() {
		return false
	}
	mine := map[mlirc.Value]bool{}
	for _, o := range body[:len(body)-1] {
		if _, ok := foldArithOps[o.Name()]; !ok || o.NumResults() != 1 || o.NumRegions() != 0 {
			return false
		}
		for i := range o.NumOperands() {
			x := o.Operand(i)
			switch {
			case x.IsBlockArg():
				if x.ArgOwner().IsNull() || x.ArgNumber() >= nin {
					return false // the output's argument, or not the body's
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
	f.body = body
	return true
}

// params are the kernel parameters standing for the producer's inputs.
func (f *bFold) params() (names, types []string) {
	for i, t := range f.inTypes {
		names = append(names, fmt.Sprintf("%%q%d", i))
		types = append(types, t)
	}
	return names, types
}

// view is how a view's indices map to its source's: through the groups
// of a reshape (expand: each source dimension the row-major linear index
// of its group of result dimensions; collapse: each result dimension
// split into its group of source dimensions), or a static unit-stride
// subview's offsets.
type view struct {
	expand  bool
	groups  [][]int64
	src     []int64 // the source's shape
	res     []int64 // the result's shape
	offsets []int64 // a subview's
}

// viewMap reads a view op: memref.expand_shape, memref.collapse_shape,
// or a memref.subview of static offsets, unit strides and the source's
// rank.
func viewMap(o mlirc.Op) (view, bool) {
	src, ok1 := o.Operand(0).Type().Shape()
	res, ok2 := o.Result(0).Type().Shape()
	if !ok1 || !ok2 || o.NumResults() != 1 {
		return view{}, false
	}
	w := view{src: src, res: res, expand: o.Name() == "memref.expand_shape"}
	if o.Name() == "memref.subview" {
		offsets, ok := i64Array(o.Attr("static_offsets"))
		strides, ok2 := i64Array(o.Attr("static_strides"))
		if !ok || !ok2 || o.NumOperands() != 1 || len(offsets) != len(src) || len(res) != len(src) || len(strides) != len(src) {
			return view{}, false
		}
		for j := range src {
			if strides[j] != 1 || offsets[j] < 0 || offsets[j]+res[j] > src[j] {
				return view{}, false
			}
		}
		w.offsets = offsets
		return w, true
	}
	groups, ok := o.Attr("reassociation").Elems()
	if !ok {
		return view{}, false
	}
	for _, g := range groups {
		dims, ok := g.Elems()
		if !ok {
			return view{}, false
		}
		var ds []int64
		for _, d := range dims {
			x, ok := d.Int()
			if !ok {
				return view{}, false
			}
			ds = append(ds, x)
		}
		w.groups = append(w.groups, ds)
	}
	if n := len(src); w.expand && len(w.groups) != n || !w.expand && len(w.groups) != len(res) {
		return view{}, false
	}
	return w, true
}

// source emits the source indices of the view's element at idx.
func (w view) source(k *kernelText, idx []string) []string {
	if w.offsets != nil {
		out := make([]string, len(idx))
		for j, x := range idx {
			out[j] = x
			if w.offsets[j] != 0 {
				out[j] = k.op("arith.addi %s, %s : index", x, k.c(w.offsets[j]))
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
				lin = k.op("arith.muli %s, %s : index", lin, k.c(w.res[d]))
				lin = k.op("arith.addi %s, %s : index", lin, idx[d])
			}
			out = append(out, lin)
			continue
		}
		ext := make([]int64, len(dims)) // result dim g: split over its source dims
		for j, d := range dims {
			ext[j] = w.src[d]
		}
		out = append(out, k.split(idx[g], ext)...)
	}
	return out
}

// load emits B's element at the view indices idx: the buffer's indices
// through the views, which are the producer's loop values, the
// producer's inputs loaded at their maps, and the body; it returns the
// yielded f32.
func (f *bFold) load(k *kernelText, idx []string) string {
	loops := idx
	for _, o := range f.views {
		w, _ := viewMap(o) // matched before
		loops = w.source(k, loops)
	}
	vals := map[mlirc.Value]string{}
	for _, c := range f.consts {
		vals[c.Result(0)] = k.op("arith.constant %s", c.Attr("value").String())
	}
	args := make([]string, len(f.inputs))
	for i := range f.inputs {
		var in []string
		for _, e := range f.maps[i] {
			in = append(in, k.linear(e, func(d int) string { return loops[d] }))
		}
		args[i] = k.op("memref.load %%q%d[%s] : %s", i, strings.Join(in, ", "), f.inTypes[i])
	}
	val := func(x mlirc.Value) string {
		if x.IsBlockArg() {
			return args[x.ArgNumber()]
		}
		return vals[x]
	}
	for _, o := range f.body[:len(f.body)-1] {
		res := o.Result(0).Type().String()
		switch foldArithOps[o.Name()] {
		case "cast":
			vals[o.Result(0)] = k.op("%s %s : %s to %s", o.Name(), val(o.Operand(0)), o.Operand(0).Type().String(), res)
		case "un":
			vals[o.Result(0)] = k.op("%s %s : %s", o.Name(), val(o.Operand(0)), res)
		default:
			vals[o.Result(0)] = k.op("%s %s, %s : %s", o.Name(), val(o.Operand(0)), val(o.Operand(1)), res)
		}
	}
	return val(f.body[len(f.body)-1].Operand(0))
}

// erase removes the producer, the views and the buffer (after the
// product that read them was replaced), marking each in erased.
func (f *bFold) erase(erased map[mlirc.Op]bool) {
	for _, o := range f.views { // B's own view first: the others feed it
		o.Erase()
		erased[o] = true
	}
	for _, o := range append(append([]mlirc.Op{f.producer}, f.deallocs...), f.alloc) {
		o.Erase()
		erased[o] = true
	}
}
