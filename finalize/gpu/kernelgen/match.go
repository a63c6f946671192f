package kernelgen

// Recognizing the products the GEMM kernel computes (with the fill
// before them and an epilogue after) and replacing them in a module.

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// Contraction is a linalg.generic recognized as a matrix product over
// groups of loops (an implicit GEMM): rows are the m loops (A and C, not
// B), columns the n loops (B and C, not A), the sum runs over the k
// loops (the reductions); batch loops index C and select a product. A
// matmul has one loop per group; a convolution's output pixels (n, oh,
// ow) are its rows, its output channels the columns and its window and
// input channels (kh, kw, ic) the sum, A's indices being linear in them
// (oh·stride + kh·dilation). Each group is in loop order, outermost
// first; a row or column is its group's loops in row-major order.
type Contraction struct {
	mDims, nDims, kDims, batch []int
	ranges                     []int64
	maps                       [3][]mlirc.Linear
	types                      [3]string
	shapes                     [3][]int64
	// elem is A's and B's element type: "f32", or "f16" / "bf16" for a
	// half product (its body widens them to C's f32), which only the
	// half matrix-unit kernel computes (mma16.go).
	elem string
	// pro is each operand's prologue (f32 operands only), applied as
	// the operand is loaded.
	pro [2][]proStep
	// guard marks A's and B's dimensions read through a folded zero
	// padding: an index outside the buffer there reads zero
	// (conv_pad.go).
	guard [2][]bool
	// bfold is B's elementwise producer, computed where B is loaded
	// (bfold.go); nil when B is read from memory.
	bfold *bFold
}

// hasPrologue reports whether an operand of c passes through a prologue.
func (c Contraction) hasPrologue() bool { return len(c.pro[0])+len(c.pro[1]) > 0 }

// Half reports whether c multiplies 16-bit operands (f16 or bf16, with
// an f32 accumulator).
func (c Contraction) Half() bool { return c.elem == "f16" || c.elem == "bf16" }

func (c Contraction) size(dims []int) int64 {
	p := int64(1)
	for _, d := range dims {
		p *= c.ranges[d]
	}
	return p
}

// M, N and K are the product's sizes; BatchSize the number of products.
func (c Contraction) M() int64         { return c.size(c.mDims) }
func (c Contraction) N() int64         { return c.size(c.nDims) }
func (c Contraction) K() int64         { return c.size(c.kDims) }
func (c Contraction) BatchSize() int64 { return c.size(c.batch) }

// uses reports whether dimension i of operand indexes with loop d.
func (c Contraction) uses(operand int, d int) bool {
	for _, e := range c.maps[operand] {
		if e.Coef[d] != 0 {
			return true
		}
	}
	return false
}

// fastK reports whether operand's contiguous (last) dimension moves with
// its group's innermost k loop rather than with its rows or columns.
func (c Contraction) fastK(operand int) bool {
	last := c.maps[operand][len(c.maps[operand])-1]
	return last.Coef[c.kDims[len(c.kDims)-1]] != 0
}

// quadLoop reports whether operand's contiguous (last) dimension is
// exactly loop d (coefficient 1, no offset) in an identity-layout buffer
// and whether the loop's extent is a multiple of 4: then 4 elements
// consecutive in d are one aligned 16-byte load (planned buffers are
// 256-byte aligned, and every outer stride is a multiple of that extent).
func (c Contraction) quadLoop(operand, d int) bool {
	if operand == 1 && c.bfold != nil {
		return false // computed element by element (bfold.go)
	}
	last := c.maps[operand][len(c.maps[operand])-1]
	if last.Const != 0 || strings.Contains(c.types[operand], "strided") || c.ranges[d]%4 != 0 {
		return false
	}
	for i, coef := range last.Coef {
		if want := int64(0); i == d {
			if coef != 1 {
				return false
			}
		} else if coef != want {
			return false
		}
	}
	return true
}

// MatchContraction reports whether op is a contraction the GEMM kernel
// computes: float32 operands of static shape (or f16/bf16 A and B, each
// widened to f32 in the body: a half product with fp32 accumulation),
// the body C += A·B (A and B possibly scaled first: proStep), C
// indexed by plain parallel loops, A and B by expressions linear in the
// loops, and non-empty m, n and k groups.
// Anything else keeps the default schedule.
func MatchContraction(op mlirc.Op) (Contraction, bool) {
	if op.Name() != "linalg.generic" || op.NumOperands() != 3 || op.NumResults() != 0 {
		return Contraction{}, false
	}
	elem, pro, ok := mulAddBody(op)
	if !ok {
		return Contraction{}, false
	}
	l, err := loopsOf(op)
	if err != nil {
		return Contraction{}, false
	}
	c := Contraction{ranges: l.ranges, elem: elem, pro: pro}
	maps, _ := op.Attr("indexing_maps").Elems()
	for i := range 3 {
		res, ok := maps[i].AffineLinear()
		if !ok {
			return Contraction{}, false
		}
		t := op.Operand(i).Type()
		want := elem
		if i == 2 {
			want = "f32"
		}
		if shape, ok := t.Shape(); !ok || len(shape) != len(res) || len(res) == 0 || !strings.Contains(t.String(), "x"+want+">") && !strings.Contains(t.String(), "x"+want+",") {
			return Contraction{}, false
		}
		shape, _ := t.Shape()
		c.maps[i], c.types[i], c.shapes[i] = res, t.String(), shape
	}
	for _, e := range c.maps[2] { // C: one loop per dimension
		n := 0
		for _, k := range e.Coef {
			if k != 0 {
				n++
			}
		}
		if n != 1 || e.Const != 0 || !slices.Contains(e.Coef, 1) {
			return Contraction{}, false
		}
	}
	for d, p := range l.parallel {
		if l.ranges[d] <= 0 {
			return Contraction{}, false
		}
		inA, inB, inC := c.uses(0, d), c.uses(1, d), c.uses(2, d)
		switch {
		case !p:
			if inC {
				return Contraction{}, false
			}
			c.kDims = append(c.kDims, d)
		case !inC:
			return Contraction{}, false
		case inA && !inB:
			c.mDims = append(c.mDims, d)
		case inB && !inA:
			c.nDims = append(c.nDims, d)
		default:
			c.batch = append(c.batch, d)
		}
	}
	if len(c.mDims) == 0 || len(c.nDims) == 0 || len(c.kDims) == 0 || c.BatchSize() > maxGridYZ {
		return Contraction{}, false
	}
	return c, true
}

// proStep is one op of an operand's prologue: the elementwise ops a
// product's operand passes through before the multiply (attention's scale
// of Q and K), which linalg fuses into the contraction's body and the
// GEMM kernels apply as they load the operand. Each maps 0 to 0, so the
// kernels' zero-filled tails stay zero: a multiply or a division by a
// constant (lit, its literal), or a negation.
type proStep struct {
	op  string // arith.mulf, arith.divf (x / lit) or arith.negf
	lit string // the constant's literal, e.g. 5.000000e-01
}

// f32Literal reads an f32 attribute as MLIR prints it: a decimal or the
// bits in hexadecimal, then " : f32".
func f32Literal(attr string) (float32, bool) {
	l, _, _ := strings.Cut(attr, " : ")
	l = strings.TrimSpace(l)
	if h, ok := strings.CutPrefix(l, "0x"); ok {
		bits, err := strconv.ParseUint(h, 16, 32)
		return math.Float32frombits(uint32(bits)), err == nil
	}
	f, err := strconv.ParseFloat(l, 32)
	return float32(f), err == nil
}

// mulAddBody reports whether the generic's body is out + in0·in1, in f32
// (each input possibly through a prologue of proSteps, returned per
// input) or with in0 and in1 16-bit floats each widened (arith.extf) to
// f32 first, and returns the inputs' element type ("f32", "f16",
// "bf16").
func mulAddBody(op mlirc.Op) (string, [2][]proStep, bool) {
	var pro [2][]proStep
	body := op.Ops(0)
	elem := "f32"
	// from maps a value computed from block argument 0 or 1 (through an
	// extf, or a prologue) to that argument.
	from := map[mlirc.Value]int{}
	arg := func(v mlirc.Value) int {
		if a, ok := from[v]; ok {
			return a
		}
		if !v.IsBlockArg() || v.ArgOwner().IsNull() || elem != "f32" || v.ArgNumber() > 1 {
			return -1
		}
		return v.ArgNumber()
	}
	if len(body) == 5 && body[0].Name() == "arith.extf" {
		for j, e := range body[:2] {
			in := e.Operand(0)
			if e.Name() != "arith.extf" || e.NumOperands() != 1 || !in.IsBlockArg() || in.ArgOwner().IsNull() || in.ArgNumber() != j ||
				e.Result(0).Type().String() != "f32" {
				return "", pro, false
			}
			ty := in.Type().String()
			if ty != "f16" && ty != "bf16" || j == 1 && ty != elem {
				return "", pro, false
			}
			elem = ty
			from[e.Result(0)] = j
		}
		body = body[2:]
	}
	// The prologues: ops of one operand and constants.
	for len(body) > 3 && elem == "f32" {
		e := body[0]
		if e.NumResults() != 1 || e.Result(0).Type().String() != "f32" {
			return "", pro, false
		}
		lit := func(v mlirc.Value) (string, bool) {
			d := v.Def()
			if v.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || v.Type().String() != "f32" {
				return "", false
			}
			f, ok := f32Literal(d.Attr("value").String())
			// The shortest decimal that reads back as the same f32.
			return mlirFloat(f), ok && f != 0 && !math.IsInf(float64(f), 0) && !math.IsNaN(float64(f))
		}
		switch x := arg(e.Operand(0)); {
		case e.Name() == "arith.negf" && e.NumOperands() == 1 && x >= 0:
			pro[x] = append(pro[x], proStep{op: e.Name()})
			from[e.Result(0)] = x
		case (e.Name() == "arith.mulf" || e.Name() == "arith.divf") && e.NumOperands() == 2 && x >= 0:
			l, ok := lit(e.Operand(1))
			if !ok {
				return "", pro, false
			}
			pro[x] = append(pro[x], proStep{op: e.Name(), lit: l})
			from[e.Result(0)] = x
		case e.Name() == "arith.mulf" && e.NumOperands() == 2 && arg(e.Operand(1)) >= 0:
			l, ok := lit(e.Operand(0))
			if !ok {
				return "", pro, false
			}
			y := arg(e.Operand(1))
			pro[y] = append(pro[y], proStep{op: e.Name(), lit: l})
			from[e.Result(0)] = y
		default:
			return "", pro, false
		}
		body = body[1:]
	}
	if len(body) != 3 || body[0].Name() != "arith.mulf" || body[1].Name() != "arith.addf" || body[2].Name() != "linalg.yield" {
		return "", pro, false
	}
	mul, add := body[0], body[1]
	if x, y := arg(mul.Operand(0)), arg(mul.Operand(1)); !(x == 0 && y == 1 || x == 1 && y == 0) {
		return "", pro, false
	}
	out := func(v mlirc.Value) bool { return v.IsBlockArg() && !v.ArgOwner().IsNull() && v.ArgNumber() == 2 }
	prod := mul.Result(0)
	switch {
	case add.Operand(0) == prod && out(add.Operand(1)):
	case add.Operand(1) == prod && out(add.Operand(0)):
	default:
		return "", pro, false
	}
	return elem, pro, body[2].NumOperands() == 1 && body[2].Operand(0) == add.Result(0)
}

// fillValue reports whether op is a linalg.generic filling its one output
// (dest) with a scalar, and that scalar: an input (a generalized
// linalg.fill) or a constant the body yields (TOSA's zero accumulator of a
// convolution without bias).
func fillValue(op mlirc.Op, dest mlirc.Value) (mlirc.Value, bool) {
	if op.Name() == "linalg.generic" && op.NumOperands() == 1 && op.Operand(0) == dest {
		body := op.Ops(0)
		if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
			return mlirc.Value{}, false
		}
		y := body[0].Operand(0)
		if d := y.Def(); y.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || y.Type().String() != "f32" {
			return mlirc.Value{}, false
		}
		return y, true
	}
	if op.Name() != "linalg.generic" || op.NumOperands() != 2 || op.Operand(1) != dest {
		return mlirc.Value{}, false
	}
	if _, shaped := op.Operand(0).Type().Shape(); shaped || op.Operand(0).Type().String() != "f32" {
		return mlirc.Value{}, false
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return mlirc.Value{}, false
	}
	y := body[0].Operand(0)
	if !y.IsBlockArg() || y.ArgNumber() != 0 {
		return mlirc.Value{}, false
	}
	return op.Operand(0), true
}

// Options are the GEMM replacement's knobs: the multiprocessor count
// tilings are picked for, or a fixed tiling (a tuning trial's) for every
// product worth the kernel; and Emulate, which writes each kernel for the
// CPU (gemmKernel's emulate), every product included, so tests can run
// its index arithmetic on the host.
type Options struct {
	Processors int
	Tile       *GEMMTile
	Emulate    bool
	// TF32 writes the TF32 kernel instead (mma.go), tiled as MMA
	// says, else by its default.
	TF32 bool
	MMA  *MMATile
	// Shared is the target's shared memory per block, which bounds the
	// TF32 kernel's staging ring.
	Shared int64
	// WGMMA: the target has warpgroup matrix units (wgmma.go).
	WGMMA bool
	// Half16: the target has mma.sync units for 16-bit products
	// (mma16.go); without, half products keep the default schedule.
	Half16 bool
	// MMA16 is a tuning trial's tiling of the half kernel.
	MMA16 *MMATile
	// AMD is the AMD matrix unit half products take (target.MFMA,
	// target.WMMA or target.WMMA12: mfma.go); "" for none.
	AMD string
	// AMDTile is a tuning trial's tiling of the AMD half kernel.
	AMDTile *AMDTile
	// Attn is a tuning trial's tiling of the half flash-attention
	// kernel (attention.go; nil: AttnTileFor's by the shape).
	Attn *AttnTile
}

// halfFits reports whether the target's half kernel (NVIDIA's mma.sync
// or AMD's matrix units) computes the half product c.
func (o Options) halfFits(c Contraction) bool {
	if o.AMD != "" {
		return c.AMDFits(o.AMD, o.Shared)
	}
	return o.Half16 && c.MMA16Fits(o.Shared)
}

// OptionsFor is target t's default Options: its processors,
// shared memory and matrix units.
func OptionsFor(t target.Target) Options {
	return Options{Processors: t.Processors, Shared: t.SharedMem, WGMMA: slices.Contains(t.MatrixUnits, target.WGMMA),
		Half16: t.Kind == target.CUDA && slices.Contains(t.MatrixUnits, target.MMASync), AMD: amdUnitOf(t)}
}

// ReplaceContractions replaces every contraction of m's functions by
// a call of a private function holding its GEMM launch, tiled as opts say
// (inlined afterwards by the caller's "inline" pass). It returns how many
// it replaced.
func ReplaceContractions(m *mlirc.Module, opts Options) (int, error) {
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
				c, ok := MatchContraction(op)
				if !ok {
					continue
				}
				// A B computed by an elementwise producer (a packed
				// weight's dequantization) folds into the kernel's loads,
				// whatever the product's size (bfold.go).
				// A half product folds only into the row-vector kernel.
				if f, ok := matchBFold(fn, op, c.elem); ok {
					cand := c
					cand.bfold = f
					if !c.Half() || cand.gemvFits() {
						c = cand
					}
				}
				if !opts.Emulate && !c.WorthTiling() && c.bfold == nil || c.Half() && c.bfold == nil && (opts.Emulate || !opts.halfFits(c)) {
					continue
				}
				// The function's ops as they are now: earlier replacements
				// erased ops (never to be touched again) and inserted
				// calls, and the matchers below scan the whole body.
				body := fn.Ops(0)
				i := slices.Index(body, op)
				if i < 0 {
					continue
				}
				// A zero padding of A folds into the kernel's loads where
				// the kernel applies it (conv_pad.go).
				var pad *padFold
				if f, ok := matchPadFold(body, i, op, 0); ok {
					if g := f.apply(c); opts.guardsHonored(g) {
						c, pad = g, f
					}
				}
				var fill mlirc.Op
				var init mlirc.Value
				if i > 0 {
					if v, ok := fillValue(body[i-1], op.Operand(2)); ok {
						fill, init = body[i-1], v
					}
				}
				name := fmt.Sprintf("__mgx_gemm_%d", n)
				// The function and a call of it parse as one module (the
				// call's symbol is checked at parse time); the call then
				// moves into place and takes the real operands.
				types := []string{c.types[0], c.types[1], c.types[2]}
				if !fill.IsNull() {
					types = append(types, "f32")
				}
				names := []string{"%a", "%b", "%c", "%i"}[:len(types)]
				epi, _ := matchEpilogue(body, i, op.Operand(2))
				// A broadcast bias start folds into the epilogue: the
				// accumulators start at zero (conv_bias.go).
				zeroInit := false
				if fill.IsNull() && i > 0 {
					if bias, ok := matchBiasInit(body[i-1], op.Operand(2), c.shapes[2], epi); ok {
						epi.bias, fill, zeroInit = bias, bias.op, true
						types, names = append(types, "f32"), append(names, "%i")
					}
				}
				var epiArgs []mlirc.Value
				if epi != nil {
					_, etypes, eargs := epi.params()
					for j := range etypes {
						names = append(names, fmt.Sprintf("%%e%d", j))
					}
					types, epiArgs = append(types, etypes...), eargs
				}
				// A 1×1 convolution reads its NCHW input directly
				// (conv_nchw.go): the caller passes the input, the kernel
				// is the folded product's behind a collapsing wrapper.
				var nchw *nchwFold
				if c.bfold == nil {
					nchw, _ = matchNCHWFold(body, i, op, c)
				}
				if nchw != nil {
					types[0] = nchw.srcType
					if nchw.w != nil {
						types[1] = nchw.w.srcType
					}
				}
				// Other convolutions whose input copy buys nothing read
				// the NCHW input in place (conv_nchw_read.go).
				var rd *nchwRead
				if nchw == nil && c.bfold == nil {
					if r, ok := matchNCHWRead(body, i, op, c, pad); ok && opts.readsNCHW(r) {
						rd, c = r, r.c
						types[0] = rd.srcType
						if rd.w != nil {
							types[1] = rd.w.srcType
						}
					}
				}
				if c.bfold != nil {
					// B's parameter gives way to the producer's inputs.
					fnames, ftypes := c.bfold.params()
					names = append(slices.Delete(names, 1, 2), fnames...)
					types = append(slices.Delete(types, 1, 2), ftypes...)
				}
				var params []string
				for i := range types {
					if !zeroInit || names[i] != "%i" {
						params = append(params, names[i]+": "+types[i])
					}
				}
				zero := ""
				if zeroInit {
					zero = "  %i = arith.constant 0.0 : f32\n"
				}
				kc := c
				if nchw != nil {
					kc = nchw.c
				}
				tile := kc.PickTile(opts.Processors)
				if opts.Tile != nil {
					tile = *opts.Tile
				}
				var kernel string
				var err error
				if nchw != nil {
					inner, err := opts.kernel(name+"_nchw", kc, tile, !fill.IsNull(), epi)
					if err != nil {
						return err
					}
					kernel = inner + nchw.wrap(name, name+"_nchw", !fill.IsNull(), epi)
				} else if rd != nil && rd.w != nil {
					inner, err := opts.kernel(name+"_nchw", kc, tile, !fill.IsNull(), epi)
					if err != nil {
						return err
					}
					kernel = inner + rd.wrap(name, name+"_nchw", !fill.IsNull(), epi)
				} else if kernel, err = opts.kernel(name, c, tile, !fill.IsNull(), epi); err != nil {
					return err
				}
				text := "module {\n" + kernel +
					fmt.Sprintf("func.func private @__mgx_caller(%s) {\n%s  func.call @%s(%s) : (%s) -> ()\n  return\n}\n}\n",
						strings.Join(params, ", "), zero, name, strings.Join(names, ", "), strings.Join(types, ", "))
				tmp, err := b.Parse(text)
				if err != nil {
					return fmt.Errorf("gemm kernel %s: %w", name, err)
				}
				parts := tmp.Ops(0)
				for _, f := range parts[:len(parts)-1] { // the kernel (and its wrapper)
					f.MoveInto(root)
				}
				callerOps := parts[len(parts)-1].Ops(0)
				callOp := callerOps[0]
				args := []mlirc.Value{op.Operand(0), op.Operand(1), op.Operand(2)}
				if pad != nil {
					args[pad.operand] = pad.src
				}
				if nchw != nil {
					args[0] = nchw.src
					if nchw.w != nil {
						args[1] = nchw.w.src
					}
				}
				if rd != nil {
					args[0] = rd.src
					if rd.w != nil {
						args[1] = rd.w.src
					}
				}
				at := op
				if epi != nil {
					at = epi.op // after the definitions of its operands
				}
				if zeroInit {
					callerOps[0].InsertBefore(at) // the zero constant
					callOp, init = callerOps[1], callerOps[0].Result(0)
				}
				if !fill.IsNull() {
					args = append(args, init)
				}
				callOp.InsertBefore(at)
				args = append(args, epiArgs...)
				if c.bfold != nil {
					args = append(slices.Delete(args, 1, 2), c.bfold.producer.Inputs...)
				}
				callOp.SetOperands(args...)
				tmp.Erase()
				op.Erase()
				if !fill.IsNull() {
					fill.Erase()
				}
				if c.bfold != nil {
					c.bfold.erase(erased)
				}
				if pad != nil {
					for _, o := range pad.ops {
						erased[o] = true
					}
					pad.erase()
				}
				if nchw != nil {
					erased[nchw.transpose] = true
					if nchw.w != nil {
						erased[nchw.w.transpose] = true
					}
					nchw.erase()
				}
				if rd != nil {
					erased[rd.transpose] = true
					if !rd.crop.IsNull() {
						erased[rd.crop] = true
					}
					if rd.w != nil {
						erased[rd.w.transpose] = true
					}
					rd.erase()
				}
				if epi != nil {
					// The generic, then the reshapes it read through
					// (nothing else reads them), innermost last.
					epi.op.Erase()
					erased[epi.op] = true
					for j := len(epi.views) - 1; j >= 0; j-- {
						epi.views[j].Erase()
						erased[epi.views[j]] = true
					}
				}
				n++
			}
		}
		return nil
	})
	return n, err
}

// Products returns the products of m's functions that take the GEMM
// kernel.
func Products(m *mlirc.Module) ([]Contraction, error) {
	var out []Contraction
	err := m.Inspect(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			for _, op := range fn.Ops(0) {
				if c, ok := MatchContraction(op); ok && c.WorthTiling() {
					out = append(out, c)
				}
			}
		}
		return nil
	})
	return out, err
}

// mlirFloat is f as a float literal MLIR's parser reads back exactly: the
// shortest decimal of the f32, always with a decimal point (MLIR reads
// "8e+00" as the integer 8 followed by garbage).
func mlirFloat(f float32) string {
	s := strconv.FormatFloat(float64(f), 'e', -1, 32)
	if m, e, ok := strings.Cut(s, "e"); ok && !strings.Contains(m, ".") {
		s = m + ".0e" + e
	}
	return s
}
