package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The max-pooling kernel. TOSA's max_pool2d is channels-last and pads
// with the lowest value, so an ONNX MaxPool lowers to six launches: the
// NCHW → NHWC transpose of its input, a fill and an interior copy of the
// padded buffer, a fill of the output with the lowest value, the window
// reduction (the default schedule), and the NHWC → NCHW transpose of the
// result — four passes over the input for one read of it. Here the chain
// is one launch: a thread per output element (in the final output's
// order, so neighbouring threads store neighbouring elements) takes the
// maximum over its window straight from the original input, a tap outside
// the unpadded input counting as the padding value.

// poolChain is a recognized max pooling and the ops it replaces.
type poolChain struct {
	ops     []mlirc.Op // everything replaced, in body order
	allocs  []mlirc.Op // the intermediate buffers, erased after
	src     mlirc.Value
	out     mlirc.Value
	elem    string
	ranges  []int64        // the reduction's loops: its output's, then the window's
	xmap    []mlirc.Linear // the source's indices over those loops
	guard   []bool         // source dimensions read through the padding
	padLit  string         // the padding value's literal ("" without padding)
	initLit string         // the reduction's start value's literal
	perm    []int          // with a transpose after: output dimension j of the reduction is the final output's loop perm[j]
	convs   []mlirc.Op     // the conversions after (arith.extf / truncf), in order
}

// constLiteral is the literal of a float arith.constant v ("-6.5504e+04 :
// f16"), or "".
func constLiteral(v mlirc.Value) string {
	d := v.Def()
	if v.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || floatType(v.Type().String()) == "" {
		return ""
	}
	return d.Attr("value").String()
}

// floatType is t if it names a float type epilogues compute in, else "".
func floatType(t string) string {
	if slices.Contains(epilogueFloats, t) {
		return t
	}
	return ""
}

// constFill reports whether op is a linalg.generic filling its one
// output dest with a float constant (as an input or yielded), and the
// constant's literal.
func constFill(op mlirc.Op, dest mlirc.Value) (string, bool) {
	if op.Name() != "linalg.generic" || op.NumOperands() < 1 || op.Operand(op.NumOperands()-1) != dest || op.NumOperands() > 2 {
		return "", false
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return "", false
	}
	y := body[0].Operand(0)
	if op.NumOperands() == 2 {
		if !y.IsBlockArg() || y.ArgOwner() != op || y.ArgNumber() != 0 {
			return "", false
		}
		y = op.Operand(0)
	}
	l := constLiteral(y)
	return l, l != ""
}

// matchPool recognizes the max pooling whose reduction is body[i] and
// the chain around it (see above); each part but the reduction and its
// output's fill is optional.
func matchPool(body []mlirc.Op, i int) (*poolChain, bool) {
	op := body[i]
	if op.Name() != "linalg.generic" || op.NumOperands() != 3 || op.NumResults() != 0 {
		return nil, false
	}
	l, err := loopsOf(op)
	if err != nil || len(l.ranges) != 6 || slices.Contains(l.ranges, -1) || !slices.Equal(l.parallel, []bool{true, true, true, true, false, false}) {
		return nil, false
	}
	b := op.Ops(0)
	if len(b) != 2 || b[0].Name() != "arith.maximumf" || b[1].Name() != "linalg.yield" || b[1].Operand(0) != b[0].Result(0) {
		return nil, false
	}
	isArg := func(v mlirc.Value, n int) bool { return v.IsBlockArg() && v.ArgOwner() == op && v.ArgNumber() == n }
	if !(isArg(b[0].Operand(0), 2) && isArg(b[0].Operand(1), 0) || isArg(b[0].Operand(0), 0) && isArg(b[0].Operand(1), 2)) {
		return nil, false
	}
	maps, _ := op.Attr("indexing_maps").Elems()
	xm, ok := maps[0].AffineLinear()
	om, ok2 := maps[2].AffineLinear()
	if !ok || !ok2 || len(xm) != 4 || !isIdentity(om, 4) {
		return nil, false
	}
	xp, o := op.Operand(0), op.Operand(2)
	elem := floatElem(o.Type().String())
	if elem == "" || floatElem(xp.Type().String()) != elem || strings.Contains(xp.Type().String(), "strided") || strings.Contains(o.Type().String(), "strided") {
		return nil, false
	}
	users := func(v mlirc.Value) []int {
		var out []int
		for j, x := range body {
			if usesValue(x, v) {
				out = append(out, j)
			}
		}
		return out
	}
	isAlloc := func(v mlirc.Value) bool {
		d := v.Def()
		return !d.IsNull() && d.Name() == "memref.alloc" && d.NumOperands() == 0
	}
	pc := &poolChain{elem: elem, ranges: l.ranges, xmap: xm, guard: make([]bool, 4), out: o}
	var ops []mlirc.Op
	// The output: an allocation filled with a constant just before,
	// read after only by one conversion/transpose generic, or the
	// function's own output.
	if !isAlloc(o) {
		return nil, false
	}
	ou := users(o)
	if len(ou) < 2 || ou[0] >= i || ou[len(ou)-1] < i {
		return nil, false
	}
	lit, ok := constFill(body[ou[0]], o)
	if !ok || len(ou) > 3 || len(ou) == 3 && ou[1] != i {
		return nil, false
	}
	pc.initLit = lit
	ops = append(ops, body[ou[0]], op)
	pc.allocs = append(pc.allocs, o.Def())
	if len(ou) == 3 {
		e := body[ou[2]]
		perm, convs, ok := transposeConvert(e, o)
		if !ok {
			return nil, false
		}
		for j := i + 1; j < ou[2]; j++ {
			if !slices.Contains(inertOps, body[j].Name()) {
				return nil, false
			}
		}
		pc.perm, pc.convs, pc.out = perm, convs, e.Operand(1)
		ops = append(ops, e)
	} else {
		return nil, false // the reduction's own output is its result: nothing to gain
	}
	// The input: through a padding, then through a transpose, each
	// optional.
	x := xp
	if f, ok := matchPadChain(body, i, op, 0); ok {
		for j := range xm {
			pc.xmap[j].Const -= f.offsets[j]
		}
		xs, _ := f.src.Type().Shape()
		ps, _ := xp.Type().Shape()
		for j := range xs {
			pc.guard[j] = xs[j] != ps[j]
		}
		pc.padLit = f.fillLit
		ops = append(ops, f.ops...)
		pc.allocs = append(pc.allocs, f.alloc)
		x = f.src
	}
	if isAlloc(x) {
		xu := users(x)
		if len(xu) == 2 {
			tr := body[xu[0]]
			perm, ok := copyPermutation(tr)
			if ok && tr.NumOperands() == 2 && tr.Operand(1) == x && !strings.Contains(tr.Operand(0).Type().String(), "strided") {
				// x[j] = src[perm index]: src dimension k is x's loop perm[k].
				src := make([]mlirc.Linear, 4)
				g := make([]bool, 4)
				for k, d := range perm {
					src[k], g[k] = pc.xmap[d], pc.guard[d]
				}
				pc.xmap, pc.guard = src, g
				ops = append(ops, tr)
				pc.allocs = append(pc.allocs, x.Def())
				x = tr.Operand(0)
			}
		}
	}
	if isAlloc(x) || strings.Contains(x.Type().String(), "strided") {
		return nil, false // the input is made in this function (keep the chain's order) or is a view
	}
	pc.src = x
	// The window's shape operand: a buffer nothing reads.
	if w := op.Operand(1); isAlloc(w) && slices.Equal(users(w), []int{i}) {
		pc.allocs = append(pc.allocs, w.Def())
	}
	slices.SortFunc(ops, func(a, b mlirc.Op) int { return slices.Index(body, a) - slices.Index(body, b) })
	pc.ops = ops
	return pc, true
}

// padChain is a padding of a buffer: matchPadFold's, with the fill's
// value.
type padChain struct {
	*padFold
	fillLit string
}

// matchPadChain is matchPadFold for a padding with any constant value.
func matchPadChain(body []mlirc.Op, i int, op mlirc.Op, operand int) (*padChain, bool) {
	f, ok := matchPadFoldValue(body, i, op, operand, func(o mlirc.Op, dest mlirc.Value) bool {
		_, ok := constFill(o, dest)
		return ok
	})
	if !ok {
		return nil, false
	}
	lit, _ := constFill(f.ops[0], op.Operand(operand))
	return &padChain{padFold: f, fillLit: lit}, true
}

// transposeConvert reports whether e is a linalg.generic reading o
// (through a permutation) into its output (identity map) through
// nothing but float conversions, and the permutation and the
// conversions.
func transposeConvert(e mlirc.Op, o mlirc.Value) ([]int, []mlirc.Op, bool) {
	if e.Name() != "linalg.generic" || e.NumOperands() != 2 || e.Operand(0) != o || e.NumResults() != 0 {
		return nil, nil, false
	}
	l, err := loopsOf(e)
	if err != nil || slices.Contains(l.parallel, false) || len(l.ranges) != 4 {
		return nil, nil, false
	}
	maps, _ := e.Attr("indexing_maps").Elems()
	in, ok := maps[0].AffineLinear()
	out, ok2 := maps[1].AffineLinear()
	if !ok || !ok2 || !isIdentity(out, 4) || floatElem(e.Operand(1).Type().String()) == "" || strings.Contains(e.Operand(1).Type().String(), "strided") {
		return nil, nil, false
	}
	perm, ok := permutationOf(in, 4)
	if !ok {
		return nil, nil, false
	}
	body := e.Ops(0)
	prev := e.Arg(0, 0)
	for _, b := range body[:len(body)-1] {
		if (b.Name() != "arith.extf" && b.Name() != "arith.truncf") || b.Operand(0) != prev {
			return nil, nil, false
		}
		prev = b.Result(0)
	}
	y := body[len(body)-1]
	if y.Name() != "linalg.yield" || y.NumOperands() != 1 || y.Operand(0) != prev {
		return nil, nil, false
	}
	return perm, body[:len(body)-1], true
}

// poolKernel writes the private function name(%S: source, %O: output)
// computing p: one thread per output element in blocks of poolThreads,
// or with emulate one loop over them on the CPU.
func poolKernel(name string, p *poolChain, emulate bool) string {
	k := &kernelText{consts: map[string]string{}}
	outShape, _ := p.out.Type().Shape()
	total := int64(1)
	for _, d := range outShape {
		total *= d
	}
	srcTy, outTy := p.src.Type().String(), p.out.Type().String()
	lit := func(l string) string {
		key := "lit " + l
		if c, ok := k.consts[key]; ok {
			return c
		}
		c := fmt.Sprintf("%%cf%d", len(k.consts))
		k.consts[key] = c
		k.order = append(k.order, fmt.Sprintf("%s = arith.constant %s", c, l))
		return c
	}
	i := "%i"
	if !emulate {
		i = k.op("arith.addi %s, %%tx : index", k.op("arith.muli %%bx, %s : index", k.c(poolThreads)))
		k.line("%%live = arith.cmpi ult, %s, %s : index", i, k.c(total))
		k.line("scf.if %%live {")
	}
	loops := k.split(i, outShape) // the final output's indices
	red := make([]string, 6)      // the reduction's loops: its output's, then the window's
	for j := range 4 {
		red[j] = loops[j]
		if p.perm != nil {
			red[j] = loops[p.perm[j]]
		}
	}
	acc := lit(p.initLit)
	for kh := range p.ranges[4] {
		for kw := range p.ranges[5] {
			red[4], red[5] = k.c(kh), k.c(kw)
			idx := make([]string, 4)
			for j, e := range p.xmap {
				idx[j] = k.linear(e, func(d int) string { return red[d] })
			}
			var checks [][2]string
			srcShape, _ := p.src.Type().Shape()
			for j, g := range p.guard {
				if g {
					checks = append(checks, [2]string{idx[j], k.c(srcShape[j])})
				}
			}
			var v string
			if len(checks) > 0 {
				ok := k.inBounds(checks)
				for j, g := range p.guard {
					if g {
						idx[j] = k.op("arith.select %s, %s, %s : index", ok, idx[j], k.c(0))
					}
				}
				v = k.op("memref.load %%S[%s] : %s", strings.Join(idx, ", "), srcTy)
				v = k.op("arith.select %s, %s, %s : %s", ok, v, lit(p.padLit), p.elem)
			} else {
				v = k.op("memref.load %%S[%s] : %s", strings.Join(idx, ", "), srcTy)
			}
			acc = k.op("arith.maximumf %s, %s : %s", acc, v, p.elem)
		}
	}
	for _, c := range p.convs {
		acc = k.op("%s %s : %s to %s", c.Name(), acc, c.Operand(0).Type().String(), c.Result(0).Type().String())
	}
	k.line("memref.store %s, %%O[%s] : %s", acc, strings.Join(loops, ", "), outTy)
	if !emulate {
		k.line("}")
	}

	var b strings.Builder
	fmt.Fprintf(&b, "func.func private @%s(%%S: %s, %%O: %s) {\n", name, srcTy, outTy)
	b.WriteString("  %one = arith.constant 1 : index\n")
	if emulate {
		b.WriteString("  %zero = arith.constant 0 : index\n")
		fmt.Fprintf(&b, "  %%n = arith.constant %d : index\n", total)
		b.WriteString("  scf.for %i = %zero to %n step %one {\n")
		for _, l := range k.order {
			b.WriteString("      " + l + "\n")
		}
		b.WriteString(k.body.String())
		b.WriteString("  }\n  return\n}\n")
		return b.String()
	}
	fmt.Fprintf(&b, "  %%gx = arith.constant %d : index\n", ceilDiv(total, poolThreads))
	fmt.Fprintf(&b, "  %%nt = arith.constant %d : index\n", poolThreads)
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %one, %sbz = %one) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) {\n")
	for _, l := range k.order {
		b.WriteString("      " + l + "\n")
	}
	b.WriteString(k.body.String())
	b.WriteString("      gpu.terminator\n  }\n  return\n}\n")
	return b.String()
}

// poolThreads is the pooling kernel's block size.
const poolThreads = 256

// ReplacePools replaces every max pooling chain of m's functions (see
// above) by a call of a private function holding its one launch (or,
// with emulate, its loop on the CPU), inlined afterwards by the caller's
// "inline" pass. It returns how many it replaced.
func ReplacePools(m *mlirc.Module, emulate bool) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			body := fn.Ops(0)
			erased := map[mlirc.Op]bool{}
			for _, op := range body {
				if erased[op] {
					continue
				}
				// The function's ops as they are now (earlier
				// replacements erased some), for matchPool's scans.
				body := fn.Ops(0)
				i := slices.Index(body, op)
				if i < 0 {
					continue
				}
				p, ok := matchPool(body, i)
				if !ok || slices.ContainsFunc(p.ops, func(o mlirc.Op) bool { return erased[o] }) {
					continue
				}
				name := fmt.Sprintf("__mgx_pool_%d", n)
				text := "module {\n" + poolKernel(name, p, emulate) +
					fmt.Sprintf("func.func private @__mgx_caller(%%s: %s, %%o: %s) {\n  func.call @%s(%%s, %%o) : (%s, %s) -> ()\n  return\n}\n}\n",
						p.src.Type(), p.out.Type(), name, p.src.Type(), p.out.Type())
				tmp, err := b.Parse(text)
				if err != nil {
					return fmt.Errorf("pool kernel %s: %w", name, err)
				}
				parts := tmp.Ops(0)
				parts[0].MoveInto(root)
				call := parts[1].Ops(0)[0]
				call.InsertBefore(p.ops[len(p.ops)-1]) // after everything its operands need
				call.SetOperands(p.src, p.out)
				tmp.Erase()
				for j := len(p.ops) - 1; j >= 0; j-- {
					erased[p.ops[j]] = true
					p.ops[j].Erase()
				}
				for _, a := range p.allocs {
					a.Erase()
				}
				n++
			}
		}
		return nil
	})
	return n, err
}
