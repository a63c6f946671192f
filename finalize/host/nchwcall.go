package host

import (
	"fmt"
	"math"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// nchwCallText builds the module text of replaceConvs' form that replaces
// an NCHW convolution by calls of an NCHW micro-kernel (nchwCall: 1x1;
// nchwkCall: KxK): a function of x, w, y and the operands the calls
// absorb (the bias, the consumer's residual), their addresses, the
// kernel's i64 arguments, and an scf.parallel over chunks of the work
// items whose body makes one call each. The store's arguments are the
// bias (0: y's values), the output, its n stride, the residual (0: none)
// and the consumer's epilogue, which both kernels take in this order.
type nchwCallText struct {
	tail  strings.Builder // after x's, w's and y's addresses
	extra string          // the absorbed operands' parameters
	args  []string        // the call's i64 arguments after x, w, y, i0, i1

	biasArg, outArg, resArg string
	osn, rsn                int64 // the output's and the residual's n strides
	ep                      convEpilogue

	// xArg is the calls' input address (%ix: x's; the phases' buffer at
	// column stride 2, writeS2Prep), decls further callees' declarations
	// and post the ops after the calls.
	xArg, post string
	decls      []string
}

// newNCHWCallText starts the text of calls storing into y (n stride ysn).
func newNCHWCallText(ysn int64) *nchwCallText {
	t := &nchwCallText{biasArg: "%c0_bias", outArg: "%iy", resArg: "%c0_bias", osn: ysn, xArg: "%ix"}
	t.tail.WriteString("    %c0_bias = arith.constant 0 : i64\n")
	return t
}

// nchwAddr writes the i64 address %i<name> of memref %<name>'s element off
// (4-byte elements) from its aligned pointer %p<name>.
func nchwAddr(b *strings.Builder, name string, off int64) {
	fmt.Fprintf(b, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n", name, off*4)
}

// ptr takes an absorbed operand %<name> of type typ: its aligned pointer
// and the address of its element off.
func (t *nchwCallText) ptr(name, typ string, off int64) {
	fmt.Fprintf(&t.tail, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", name, typ)
	nchwAddr(&t.tail, name, off)
}

// fuse absorbs what the calls can take over from the ops around o (its
// output y, a memref.alloc or function argument, f channels): the
// broadcast of a bias vector into y, and then y's consumer epilogue
// (convEpilogueOf), whose output the calls store into instead of y,
// where that output is its own buffer (none of reads, which other chunks
// still read while one stores). It returns y's offset and n stride as
// the calls then see them.
func (t *nchwCallText) fuse(root, o mlirc.Op, rep *convReplacement, f int64, reads []mlirc.Value, yoff, ysn int64) (int64, int64) {
	y := o.Operand(2)
	if bv, ok := broadcastBias(nchwBiasGeneric(root, o), 1); ok {
		bsh, _ := bv.Type().Shape()
		bst, boff, ok := memrefLayout(bv.Type().String(), bsh)
		if ok && len(bsh) == 1 && bsh[0] == f && bst[0] == 1 && memrefElem(bv.Type().String()) == "f32" {
			if moves, ok := definedBefore(bv, o, indexIn(root)); ok {
				for _, mv := range moves {
					mv.InsertBefore(o)
				}
				t.ptr("b", bv.Type().String(), boff)
				t.extra += ", %b: " + bv.Type().String()
				rep.operands = append(rep.operands, bv)
				rep.erase = append(rep.erase, nchwBiasGeneric(root, o))
				t.biasArg = "%ib"
			}
		}
	}
	if t.biasArg == "%c0_bias" {
		// Only with the bias fused: otherwise y's values are the init.
		return yoff, ysn
	}
	e, ok := convEpilogueOf(root, o, false)
	if !ok {
		return yoff, ysn
	}
	osn, ooff, ok1 := nchwLayout(e.out)
	rsn, roff, ok2 := int64(0), int64(0), true
	if e.res != (mlirc.Value{}) {
		rsn, roff, ok2 = nchwLayout(e.res)
	}
	_, okOut := definedBeforeValue(e.out, o, root)
	okRes := e.res == (mlirc.Value{})
	if !okRes {
		_, okRes = definedBeforeValue(e.res, o, root)
	}
	own := e.out.IsBlockArg() || e.out.Def().Name() == "memref.alloc"
	for _, r := range reads {
		own = own && e.out != r
	}
	if !ok1 || !ok2 || !okOut || !okRes || !own {
		return yoff, ysn
	}
	t.ep = e
	// The calls store into the consumer's output: it is their y (y's
	// values are not read: the bias is).
	rep.operands[2], yoff, ysn, t.osn = e.out, ooff, osn, osn
	if e.res != (mlirc.Value{}) {
		t.ptr("res", e.res.Type().String(), roff)
		t.extra += ", %res: " + e.res.Type().String()
		rep.operands = append(rep.operands, e.res)
		t.resArg, t.rsn = "%ires", rsn
	}
	rep.erase = append(rep.erase, e.ops...)
	rep.erase = append(rep.erase, y.Def())
	return yoff, ysn
}

// shape adds the kernel's leading i64 arguments (%c0, %c1, ...), then the
// store's bias, output, output n stride and residual.
func (t *nchwCallText) shape(vs ...int64) {
	for i, v := range vs {
		fmt.Fprintf(&t.tail, "    %%c%d = arith.constant %d : i64\n", i, v)
		t.args = append(t.args, fmt.Sprintf("%%c%d", i))
	}
	t.args = append(t.args, t.biasArg, t.outArg)
	fmt.Fprintf(&t.tail, "    %%d0 = arith.constant %d : i64\n", t.osn)
	t.args = append(t.args, "%d0", t.resArg)
}

// epilogue adds the residual's n stride, the epilogue's clamp bounds and
// steps, then the kernel's trailing arguments vs (%e0, %e1, ...).
func (t *nchwCallText) epilogue(vs ...int64) {
	all := append([]int64{t.rsn, int64(math.Float32bits(t.ep.lo)), int64(math.Float32bits(t.ep.hi)), t.ep.ep}, vs...)
	for i, v := range all {
		fmt.Fprintf(&t.tail, "    %%e%d = arith.constant %d : i64\n", i, v)
		t.args = append(t.args, fmt.Sprintf("%%e%d", i))
	}
}

// module returns the text: function fn of rep's operands calling sym
// (nargs i64 arguments) over count chunks of chunk work items (items in
// all; work: a chunk's cost, the call's mgxport.work attribute), x, w and
// y at element offsets xoff, woff and yoff.
func (t *nchwCallText) module(rep convReplacement, fn, sym string, nargs int, count, chunk, items, work, xoff, woff, yoff int64) string {
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", nargs), ", ")
	fmt.Fprintf(&t.tail, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%items = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%i0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%i0, %%chunk : i64
      %%i1 = arith.minsi %%e, %%items : i64
      func.call @%[4]s(%[9]s, %%iw, %%iy, %%i0, %%i1, %[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
%[10]s    return
`, count, chunk, items, sym, strings.Join(t.args, ", "), workAttr, work, i64s, t.xArg, t.post)
	// The body's first ops take x, w and y (replaceConvsFused); they are
	// written last, since fuse may change y.
	var body strings.Builder
	for i, nm := range []string{"x", "w", "y"} {
		fmt.Fprintf(&body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, rep.operands[i].Type().String())
	}
	nchwAddr(&body, "x", xoff)
	nchwAddr(&body, "w", woff)
	nchwAddr(&body, "y", yoff)
	body.WriteString(t.tail.String())
	decls := ""
	for _, d := range t.decls {
		decls += "  " + d + "\n"
	}
	return fmt.Sprintf("module {\n  func.func private @%s(%s)\n%s  func.func private @%s(%%x: %s, %%w: %s, %%y: %s%s) {\n%s  }\n}\n",
		sym, i64s, decls, fn, rep.operands[0].Type().String(), rep.operands[1].Type().String(), rep.operands[2].Type().String(), t.extra, body.String())
}
