package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Epilogue fusion. TOSA lowers MatMul+Add (a dense layer's bias), or a
// product followed by any pointwise chain the partitioner put in the same
// kernel, to the product into a temporary buffer and then an elementwise
// linalg.generic reading it. Left alone, that generic is a launch of its
// own: a second pass over the whole output, and the product's write and
// the generic's read of the temporary cost more than the arithmetic. Fused,
// the GEMM kernel applies the generic's body to each accumulator and
// stores the result straight into the generic's output; the temporary is
// never written and canonicalization drops it.
//
// The generic qualifies when it is the only reader of the product's
// output (a memref.alloc of this function, possibly seen through
// collapse/expand reshapes), all its loops are parallel, its output is
// written at its loops in order (identity map, identity layout, float32)
// and not read, the product's output is one of its inputs indexed by a
// permutation of its loops, its other inputs are float32 buffers indexed
// linearly in the loops (broadcasts included) or float32 scalars, and its
// body is made of the float arithmetic epilogueOps lists. Under mixed
// precision the output, the other inputs and the body's values may be
// f16 or bf16 too (the rounding of a half product's result, a half bias):
// arith.truncf and arith.extf convert between them.

// epilogueOps are the body operations an epilogue may hold, by arity.
var epilogueOps = map[string]int{
	"arith.addf": 2, "arith.subf": 2, "arith.mulf": 2, "arith.divf": 2,
	"arith.maximumf": 2, "arith.minimumf": 2, "arith.maxnumf": 2, "arith.minnumf": 2,
	"arith.negf": 1, "math.exp": 1, "math.tanh": 1, "math.erf": 1, "math.sqrt": 1,
	"math.rsqrt": 1, "math.log": 1, "math.absf": 1, "math.powf": 2,
	"arith.truncf": 1, "arith.extf": 1,
}

// epilogueFloats are the element types an epilogue computes in.
var epilogueFloats = []string{"f32", "f16", "bf16"}

// floatElem is the element type of a float memref type ("memref<4x8xf16>"
// is f16), or "".
func floatElem(ty string) string {
	for _, e := range epilogueFloats {
		if strings.HasSuffix(ty, "x"+e+">") {
			return e
		}
	}
	return ""
}

// elemBytes is the size of a float element type.
func elemBytes(elem string) int {
	if elem == "f32" {
		return 4
	}
	return 2
}

// inertOps may stand between a product and its epilogue: they define
// views and constants and write no memory.
var inertOps = []string{"memref.collapse_shape", "memref.expand_shape", "memref.subview", "memref.cast", "arith.constant", "memref.alloc"}

// epilogue is an elementwise linalg.generic fused into a GEMM's store.
type epilogue struct {
	op     mlirc.Op
	views  []mlirc.Op // reshapes of the product's output it reads through, in order
	ranges []int64    // its loops' trip counts
	cIn    int        // the input that reads the product's output
	perm   []int      // that input's map: result j is loop perm[j]
	view   []int64    // that input's shape (the product's output reshaped)
	maps   [][]mlirc.Linear
	types  []string  // every operand's type, the output last
	bias   *biasInit // the product's start value, added first (conv_bias.go)
}

// inputs is the number of the generic's inputs (the output is the last
// operand).
func (e *epilogue) inputs() int { return e.op.NumOperands() - 1 }

// vec reports whether n consecutive columns a GEMM thread stores at once
// (from a multiple of n of the product's contiguous output dimension) are
// n consecutive elements of one row of the epilogue's output, so the store
// stays one vector store.
func (e *epilogue) vec(n int64) bool {
	last := len(e.ranges) - 1
	return e.perm[len(e.perm)-1] == last && e.view[len(e.view)-1]%n == 0
}

// matchEpilogue finds the epilogue of the contraction at body[i], whose
// output is c (a buffer of the function, or a reshaped view of one that
// nothing else uses): the first op after it reading c, which must be a
// generic that qualifies (see above) and the last reader of c.
func matchEpilogue(body []mlirc.Op, i int, c mlirc.Value) (*epilogue, bool) {
	uses := func(op mlirc.Op, v mlirc.Value) bool {
		found := false
		op.Walk(func(o mlirc.Op) bool {
			for j := range o.NumOperands() {
				found = found || o.Operand(j) == v
			}
			return !found
		})
		return found
	}
	switch def := c.Def(); {
	case def.IsNull():
		return nil, false
	case def.Name() == "memref.alloc":
	case (def.Name() == "memref.expand_shape" || def.Name() == "memref.collapse_shape") && def.NumOperands() == 1 &&
		!def.Operand(0).Def().IsNull() && def.Operand(0).Def().Name() == "memref.alloc":
		// A batched product writes a reshaped view of its buffer (TOSA's
		// matmul is 3-D): the buffer must have no other user, so every
		// reader goes through c.
		for _, op := range body {
			if op != def && uses(op, def.Operand(0)) {
				return nil, false
			}
		}
	default:
		return nil, false
	}
	seen := []mlirc.Value{c}
	reads := func(op mlirc.Op) bool {
		found := false
		op.Walk(func(o mlirc.Op) bool {
			for j := range o.NumOperands() {
				if slices.Contains(seen, o.Operand(j)) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	var e *epilogue
	var views []mlirc.Op
	for j := i + 1; j < len(body); j++ {
		op := body[j]
		if !reads(op) {
			// The GEMM moves down to the generic's place: nothing in
			// between may write memory (its operands' buffers).
			if e == nil && !slices.Contains(inertOps, op.Name()) {
				return nil, false
			}
			continue
		}
		switch {
		case e != nil:
			return nil, false // another reader after the generic
		case (op.Name() == "memref.collapse_shape" || op.Name() == "memref.expand_shape") && op.NumResults() == 1:
			views = append(views, op)
			seen = append(seen, op.Result(0))
		case op.Name() == "linalg.generic":
			var ok bool
			if e, ok = qualifyEpilogue(op, seen); !ok {
				return nil, false
			}
			e.views = views
		default:
			return nil, false
		}
	}
	return e, e != nil
}

// qualifyEpilogue checks generic op against the rules above; cs are the
// product's output and its views.
func qualifyEpilogue(op mlirc.Op, cs []mlirc.Value) (*epilogue, bool) {
	seg, ok := op.Attr("operandSegmentSizes").I32s()
	if !ok || len(seg) != 2 || seg[1] != 1 || op.NumResults() != 0 {
		return nil, false
	}
	l, err := loopsOf(op)
	if err != nil || slices.Contains(l.parallel, false) || slices.Contains(l.ranges, -1) {
		return nil, false
	}
	e := &epilogue{op: op, ranges: l.ranges, cIn: -1}
	maps, _ := op.Attr("indexing_maps").Elems()
	n := op.NumOperands()
	for k := range n {
		res, ok := maps[k].AffineLinear()
		if !ok {
			return nil, false
		}
		t := op.Operand(k).Type()
		e.maps, e.types = append(e.maps, res), append(e.types, t.String())
		shape, shaped := t.Shape()
		switch {
		case t.String() == "f32" && k < n-1 && len(res) == 0:
			continue // a scalar input
		case !shaped || floatElem(t.String()) == "" || strings.Contains(t.String(), "strided") || slices.Contains(shape, -1):
			return nil, false
		case slices.Contains(cs, op.Operand(k)) && floatElem(t.String()) != "f32":
			return nil, false // the product's f32 accumulators
		case k == n-1: // the output: its loops in order
			if !isIdentity(res, len(l.ranges)) || !slices.Equal(shape, l.ranges) {
				return nil, false
			}
		case slices.Contains(cs, op.Operand(k)):
			perm, ok := permutationOf(res, len(l.ranges))
			if e.cIn >= 0 || !ok {
				return nil, false
			}
			e.cIn, e.perm, e.view = k, perm, shape
		}
	}
	if e.cIn < 0 {
		return nil, false
	}
	// The body: float ops of the list over the block's arguments, results
	// of earlier ops and f32 constants; the output's argument unread.
	body := op.Ops(0)
	for j, b := range body {
		if j == len(body)-1 {
			if b.Name() != "linalg.yield" || b.NumOperands() != 1 || b.Operand(0).Type().String() != floatElem(e.types[n-1]) {
				return nil, false
			}
			continue
		}
		arity, ok := epilogueOps[b.Name()]
		if !ok || b.NumOperands() != arity || b.NumResults() != 1 || !slices.Contains(epilogueFloats, b.Result(0).Type().String()) {
			return nil, false
		}
		for o := range b.NumOperands() {
			v := b.Operand(o)
			if v.IsBlockArg() {
				if v.ArgOwner() != op || v.ArgNumber() >= n-1 {
					return nil, false
				}
				continue
			}
			if d := v.Def(); !d.IsNull() && d.Name() == "arith.constant" && slices.Contains(epilogueFloats, v.Type().String()) {
				continue
			}
			if !slices.ContainsFunc(body[:j], func(p mlirc.Op) bool { return p.Result(0) == v }) {
				return nil, false
			}
		}
	}
	return e, true
}

// isIdentity reports whether res is (d0, ..., d{loops-1}).
func isIdentity(res []mlirc.Linear, loops int) bool {
	p, ok := permutationOf(res, loops)
	if !ok {
		return false
	}
	for j, d := range p {
		if d != j {
			return false
		}
	}
	return true
}

// permutationOf reports whether every result of res is one distinct loop
// (coefficient 1, no offset) and every loop appears, and which.
func permutationOf(res []mlirc.Linear, loops int) ([]int, bool) {
	if len(res) != loops {
		return nil, false
	}
	perm := make([]int, len(res))
	for j, e := range res {
		d := -1
		for i, c := range e.Coef {
			switch {
			case c == 0:
			case c == 1 && d < 0:
				d = i
			default:
				return nil, false
			}
		}
		if d < 0 || e.Const != 0 || slices.Contains(perm[:j], d) {
			return nil, false
		}
		perm[j] = d
	}
	return perm, true
}

// epilogueWriter emits an epilogue's store inside gemmKernel: the kernel
// function's parameters %E0… are the generic's operands other than the
// product's output (in order, the output last).
type epilogueWriter struct {
	e      *epilogue
	k      *kernelText
	cShape []int64
}

// newEpilogueWriter returns the writer of epi's store in kernel k of
// contraction c (nil without an epilogue).
func newEpilogueWriter(epi *epilogue, k *kernelText, c Contraction) *epilogueWriter {
	if epi == nil {
		return nil
	}
	return &epilogueWriter{e: epi, k: k, cShape: c.shapes[2]}
}

// paramDecls is the kernel function's extra parameter declarations
// (", %E1: type, ..."; empty without an epilogue).
func (e *epilogue) paramDecls() string {
	if e == nil {
		return ""
	}
	var b strings.Builder
	names, types, _ := e.params()
	for i := range names {
		fmt.Fprintf(&b, ", %s: %s", names[i], types[i])
	}
	return b.String()
}

// params returns the kernel function's extra parameters and the values to
// pass for them.
func (e *epilogue) params() (names, types []string, args []mlirc.Value) {
	for k := range e.op.NumOperands() {
		if k == e.cIn {
			continue
		}
		names = append(names, fmt.Sprintf("%%E%d", k))
		types = append(types, e.types[k])
		args = append(args, e.op.Operand(k))
	}
	bn, bt, ba := e.biasParams()
	return append(names, bn...), append(types, bt...), append(args, ba...)
}

// loops returns the epilogue's loop indices of the product's output
// element at cIdx (indices into the product's output buffer of shape
// cShape): its linear index, split along the view the generic reads, then
// permuted.
func (w *epilogueWriter) loops(cIdx []string) []string {
	k := w.k
	vIdx := cIdx
	if !slices.Equal(w.cShape, w.e.view) {
		// The view's linear index is the product's output's.
		strides := mlirc.Linear{Coef: make([]int64, len(cIdx))}
		stride := int64(1)
		for j := len(cIdx) - 1; j >= 0; j-- {
			strides.Coef[j] = stride
			stride *= w.cShape[j]
		}
		vIdx = k.split(k.linear(strides, func(j int) string { return cIdx[j] }), w.e.view)
	}
	out := make([]string, len(w.e.ranges))
	for j, d := range w.e.perm {
		out[d] = vIdx[j]
	}
	return out
}

// value applies the generic's body to the accumulator element acc at the
// epilogue's loop indices, loading the other inputs there, and returns the
// result.
func (w *epilogueWriter) value(acc string, loops []string) string {
	return w.valueWith(acc, loops, nil)
}

// valueWith is value with the inputs pre holds already loaded (an
// element of a vector load, storeVec's).
func (w *epilogueWriter) valueWith(acc string, loops []string, pre map[int]string) string {
	k := w.k
	args := map[int]string{w.e.cIn: w.addBias(acc, loops)}
	for in := range w.e.inputs() {
		if in == w.e.cIn {
			continue
		}
		if v, ok := pre[in]; ok {
			args[in] = v
			continue
		}
		name := fmt.Sprintf("%%E%d", in)
		if w.e.types[in] == "f32" {
			args[in] = name
			continue
		}
		var idx []string
		for _, l := range w.e.maps[in] {
			idx = append(idx, k.linear(l, func(d int) string { return loops[d] }))
		}
		args[in] = k.op("memref.load %s[%s] : %s", name, strings.Join(idx, ", "), w.e.types[in])
	}
	results := map[mlirc.Value]string{}
	operand := func(v mlirc.Value) string {
		if v.IsBlockArg() {
			return args[v.ArgNumber()]
		}
		if r, ok := results[v]; ok {
			return r
		}
		// Constants go with the kernel's index constants, ahead of every
		// region that uses them.
		key := v.Type().String() + " " + v.Def().Attr("value").String()
		if c, ok := k.consts[key]; ok {
			return c
		}
		c := fmt.Sprintf("%%cf%d", len(k.consts))
		k.consts[key] = c
		k.order = append(k.order, fmt.Sprintf("%s = arith.constant %s", c, v.Def().Attr("value").String()))
		return c
	}
	body := w.e.op.Ops(0)
	for _, b := range body[:len(body)-1] {
		ops := make([]string, b.NumOperands())
		for o := range ops {
			ops[o] = operand(b.Operand(o))
		}
		ty := b.Result(0).Type().String()
		if b.Name() == "arith.truncf" || b.Name() == "arith.extf" {
			ty = b.Operand(0).Type().String() + " to " + ty
		}
		results[b.Result(0)] = k.op("%s %s : %s", b.Name(), strings.Join(ops, ", "), ty)
	}
	return operand(body[len(body)-1].Operand(0))
}

// store writes one accumulator element (acc, f32) of the product's output
// element at cIdx through the epilogue.
func (w *epilogueWriter) store(acc string, cIdx []string) {
	loops := w.loops(cIdx)
	v := w.value(acc, loops)
	out := fmt.Sprintf("%%E%d", w.e.op.NumOperands()-1)
	w.k.line("memref.store %s, %s[%s] : %s", v, out, strings.Join(loops, ", "), w.e.types[len(w.e.types)-1])
}

// storeVec writes n accumulator elements (acc, vector<nxf32>) of the
// product's output elements cIdx and the n-1 after it along its
// contiguous dimension, as one vector store (vec(n) holds).
func (w *epilogueWriter) storeVec(acc string, n int, cIdx []string) {
	k := w.k
	loops := w.loops(cIdx)
	last := len(loops) - 1
	vt := fmt.Sprintf("vector<%dxf32>", n)
	outTy := w.e.types[len(w.e.types)-1]
	elem := floatElem(outTy)
	ot := fmt.Sprintf("vector<%dx%s>", n, elem)
	// Inputs read along the same contiguous run (a residual of the
	// output's layout) load as one vector too.
	vecs := map[int]string{}
	for in := range w.e.inputs() {
		if in == w.e.cIn || !w.runInput(in, n) {
			continue
		}
		var idx []string
		for _, l := range w.e.maps[in] {
			idx = append(idx, k.linear(l, func(d int) string { return loops[d] }))
		}
		ie := floatElem(w.e.types[in])
		vecs[in] = k.op("vector.load %%E%d[%s] {alignment = %d} : %s, vector<%dx%s>", in, strings.Join(idx, ", "), elemBytes(ie)*n, w.e.types[in], n, ie)
	}
	vals := make([]string, n)
	for j := range n {
		l := slices.Clone(loops)
		if j > 0 {
			l[last] = k.op("arith.addi %s, %s : index", loops[last], k.c(int64(j)))
		}
		x := k.op("vector.extract %s[%d] : f32 from %s", acc, j, vt)
		pre := map[int]string{}
		for in, v := range vecs {
			ie := floatElem(w.e.types[in])
			pre[in] = k.op("vector.extract %s[%d] : %s from vector<%dx%s>", v, j, ie, n, ie)
		}
		vals[j] = w.valueWith(x, l, pre)
	}
	v := k.op("vector.from_elements %s : %s", strings.Join(vals, ", "), ot)
	out := fmt.Sprintf("%%E%d", w.e.op.NumOperands()-1)
	k.line("vector.store %s, %s[%s] {alignment = %d} : %s, %s", v, out, strings.Join(loops, ", "), elemBytes(elem)*n, outTy, ot)
}

// runInput reports whether the epilogue's input in reads n consecutive
// elements of its contiguous dimension where the output's n consecutive
// elements are (its last index exactly the epilogue's last loop, no other
// index using it, an extent a multiple of n): one aligned vector load.
func (w *epilogueWriter) runInput(in, n int) bool {
	shape, ok := w.e.op.Operand(in).Type().Shape()
	maps := w.e.maps[in]
	last := len(w.e.ranges) - 1
	if !ok || len(maps) == 0 || len(shape) != len(maps) || shape[len(shape)-1]%int64(n) != 0 {
		return false
	}
	for j, ex := range maps {
		for d, coef := range ex.Coef {
			switch {
			case d != last && j == len(maps)-1 && coef != 0:
				return false
			case d == last && j < len(maps)-1 && coef != 0:
				return false
			case d == last && j == len(maps)-1 && (coef != 1 || ex.Const != 0):
				return false
			}
		}
	}
	return true
}
