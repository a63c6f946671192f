package host

import (
	_ "embed"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The int8 convolution micro-kernels.
//
// LLVM turns the register tiles of an 8-bit convolution (i8 operands
// extended to i32, multiplied, added) into vpmulld and vpaddd: an int8
// convolution ran no faster than the float32 one. x86 CPUs multiply narrow
// integers several at a time into i32 lanes — AVX-512 VNNI's vpdpbusd four
// bytes (64 products per instruction, four times a float32 FMA's 16),
// AVX2's vpmaddwd two 16-bit values — but only where a lane's products are
// adjacent input channels of one filter: a packed filter layout the
// vectorizer does not make, and a reduction LLVM's optimizer reassociates
// out of the shape the X86 backend matches. So on such CPUs
// (HostSchedule.Dot8) the schedule leaves 8-bit convolutions alone and,
// once they are on buffers, replaceConvsDot8 replaces each by calls of a
// micro-kernel written in C with the intrinsics (hostdot/*.c; their LLVM
// IR, hostdot/*.ll, is linked into the kernels that call them like the
// other runtime helpers). Each is two functions: a pack, run once per
// launch (its own phase; vnni512's by blocks of 16 filters in an
// scf.parallel, so threads share it), that packs the filter by
// output-channel blocks and channel groups into a workspace buffer of the
// kernel, and the convolution of a range of output rows (n, oh), called
// in an scf.parallel over chunks of rows that the phase entries split
// across threads (phase.go; the call's mgxport.work attribute gives its
// work). Both keep a tile of the output in registers over the whole
// window; both are exact (integer products into i32, no saturation), so
// the results are the same at any thread count:
//
//   - vnni512: vpdpbusd multiplies unsigned by signed bytes, so X is taken
//     as X + 128 (its top bit flipped) and 128·ΣW comes off each output
//     channel; an 8-pixel by 32-channel tile in 16 zmm registers;
//   - madd256: X is widened to int16 channel pairs once (by the pack, into
//     the workspace), the filter packed as int16 pairs, vpmaddwd adds each
//     pair's two products into a lane; a 6-pixel by 16-channel tile in 12
//     ymm registers.
//
// Each IR is clang-22's for its C, made with (flags: vnni512
// -mavx512f -mavx512bw -mavx512vl -mavx512vnni; madd256 -mavx2)
//
//	clang-22 -O2 FLAGS -S -emit-llvm -fno-unwind-tables \
//	    -fno-asynchronous-unwind-tables conv_s8_KERNEL.c
//
// and stripped of the module header, attribute groups and metadata (so
// the kernel's target machine decides the code, as for memrefCopy); the
// definition is hidden. Their signatures (all int64):
//
//	mgxport_conv_s8_pack_vnni512(w, ws, wsBytes, C, F, KH, KW, block0, block1)
//	mgxport_conv_s8_vnni512(x, ws, y, wsBytes, r0, r1, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW,
//	    xStrideN, xStrideH, xStrideW, yStrideN, yStrideH, yStrideW)
//	mgxport_conv_s8_q_vnni512(x, ws, y, wsBytes, r0, r1, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW,
//	    xStrideN, xStrideH, xStrideW, yStrideN, yStrideC, yStrideH, yStrideW,
//	    bias0, bias1, scale, multiplier0Bits, multiplier1Bits, zeroPoint, lo, hi,
//	    xflip, xBytes)
//	mgxport_conv_s8_pack_madd256(x, w, ws, wsBytes, N, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW, xStrideN, xStrideH, xStrideW)
//	mgxport_conv_s8_madd256(ws, y, wsBytes, r0, r1, N, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW, yStrideN, yStrideH, yStrideW)
//
// x, w, y and ws are addresses: x NHWC int8 (padded already; channels
// contiguous), w FHWC int8 (contiguous), y NHWC int32 (channels
// contiguous), to which the convolution is added, ws the workspace of
// wsBytes bytes (64-byte aligned; each function traps on a size other than
// its layout's, dot8Workspace). Strides are in elements.
//
// The quantizing store (vnni512's _q function, dot8store.go): where a
// QLinearConv's requantization follows the convolution, the calls start
// from the bias (bias0 and bias1: addresses of F int32, 0 for none) and
// write y as the requantized 8-bit NCHW output itself — the i32 output,
// its bias broadcast, its transpose and the requantization's pass go.
// Its xflip (1 as dot8Call writes it) says x is to be flipped; where the
// input pack writes x, preflipDot8Inputs (dot8input.go) has the pack
// write it flipped and sets xflip to 0. xBytes is how many bytes from
// x's address are x's (viewBytes): the full tiles read each pixel's last
// channel group as 4 bytes where that stays inside them.

//go:embed hostdot/conv_s8_vnni512.ll
var convS8VNNI512IR string

//go:embed hostdot/conv_s8_madd256.ll
var convS8Madd256IR string

// dot8Kernel is one 8-bit convolution micro-kernel.
type dot8Kernel struct {
	name   string // HostSchedule.Dot8
	symbol string // the convolution; the pack is symbolPack's
	ir     string
}

// packSymbol is the kernel's pack function (its IR defines both; it is
// linked under symbol).
func (k dot8Kernel) packSymbol() string {
	return strings.Replace(k.symbol, "mgxport_conv_s8_", "mgxport_conv_s8_pack_", 1)
}

// quantSymbol is the kernel's convolution with the quantizing store
// (vnni512's; its IR defines it too).
func (k dot8Kernel) quantSymbol() string {
	return strings.Replace(k.symbol, "mgxport_conv_s8_", "mgxport_conv_s8_q_", 1)
}

// dot8Kernels returns every micro-kernel, in a fixed order.
func dot8Kernels() []dot8Kernel {
	return []dot8Kernel{
		{"vnni512", "mgxport_conv_s8_vnni512", convS8VNNI512IR},
		{"madd256", "mgxport_conv_s8_madd256", convS8Madd256IR},
	}
}

// dot8KernelOf returns the micro-kernel called name, nil if none is.
func dot8KernelOf(name string) *dot8Kernel {
	return kernelNamed(dot8Kernels(), name, func(k dot8Kernel) string { return k.name })
}

// dot8Workspace is the size in bytes of kernel name's workspace for a
// convolution (the C's ws_bytes): vnni512 the packed filter (blocks of 16
// output channels by groups of 4 input channels) and an int32 correction
// per output channel; madd256 the packed filter (blocks of 8 by pairs, as
// int16) and x widened to int16 pairs over the N x H x W pixels the
// windows read.
func dot8Workspace(name string, n, c, f, kh, kw, oh, ow int64, st, dil [2]int64) int64 {
	switch name {
	case "vnni512":
		f16 := (f + 15) / 16
		return f16*kh*kw*((c+3)/4)*64 + f16*16*4
	case "madd256":
		c2 := (c + 1) / 2
		h, w := (oh-1)*st[0]+(kh-1)*dil[0]+1, (ow-1)*st[1]+(kw-1)*dil[1]+1
		return (f+7)/8*kh*kw*c2*16*2 + n*h*w*c2*2*2
	}
	return -1
}

// dot8MaxChunks bounds the chunks of output rows a convolution's parallel
// loop has.
const dot8MaxChunks = 256

// replaceConvsDot8 replaces every 8-bit linalg.conv_2d_nhwc_fhwc of m
// (memrefs: after bufferization) whose operands the micro-kernel k can
// address by a call of it, and returns how many it replaced. The others
// stay (the LLVM tail lowers them to loops).
func replaceConvsDot8(m *mlirc.Module, k *dot8Kernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no 8-bit micro-kernel")
	}
	n, err := replaceConvsFused(m, "linalg.conv_2d_nhwc_fhwc", func(root, o mlirc.Op) (convReplacement, bool) {
		rep := convReplacement{operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}
		var e *dot8Epilogue
		if k.name == "vnni512" {
			if ep, ok := dot8EpilogueOf(root, o); ok {
				e = &ep
			}
		}
		text, ok := dot8Call(o, k, e)
		if !ok {
			return rep, false
		}
		rep.text = text
		if e != nil {
			for _, mv := range e.moves {
				mv.InsertBefore(o)
			}
			rep.operands[2] = e.out
			rep.operands = append(rep.operands, e.muls...)
			rep.operands = append(rep.operands, biasValues(e.biases)...)
			if e.scale != nil {
				rep.operands = append(rep.operands, e.scale.bias)
			}
			rep.erase = e.ops
		}
		return rep, true
	})
	if err != nil {
		return n, fmt.Errorf("8-bit convolution (%s): %w", k.name, err)
	}
	return n, nil
}

// replaceConvs replaces every convolution op (its name) of m (memrefs)
// for which call returns a module's text by what that module holds: its
// leading private declarations (each moved into m the first time m lacks
// it) and its last function's body (the return aside), placed where the
// convolution was, with the body's first three ops taking the
// convolution's x, w and y. It returns how many it replaced.
func replaceConvs(m *mlirc.Module, op string, call func(o mlirc.Op) (string, bool)) (int, error) {
	return replaceConvsFused(m, op, func(_, o mlirc.Op) (convReplacement, bool) {
		text, ok := call(o)
		return convReplacement{text: text, operands: []mlirc.Value{o.Operand(0), o.Operand(1), o.Operand(2)}}, ok
	})
}

// convReplacement is what replaces a convolution: the module text (as
// replaceConvs says), the values its body's first three ops take (and,
// past the three, the values the body takes where it uses the last
// function's further arguments: a fused bias), and ops that go with the
// convolution (producers and consumers the calls absorb), erased in order
// after it.
type convReplacement struct {
	text     string
	operands []mlirc.Value
	erase    []mlirc.Op
}

// replaceConvsFused is replaceConvs with replacements that may take other
// operands than the convolution's and absorb other ops (call gets the
// module's root op too, to look at them).
func replaceConvsFused(m *mlirc.Module, op string, call func(root, o mlirc.Op) (convReplacement, bool)) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		convs := opsNamed(root, op)
		declared := map[string]bool{}
		for _, fn := range root.Ops(0) {
			if fn.Name() == "func.func" {
				if name, ok := fn.Attr("sym_name").Str(); ok {
					declared[name] = true
				}
			}
		}
		for _, o := range convs {
			rep, ok := call(root, o)
			if !ok {
				continue
			}
			tmp, err := b.Parse(rep.text)
			if err != nil {
				return err
			}
			parts := tmp.Ops(0)
			for _, d := range parts[:len(parts)-1] {
				if name, _ := d.Attr("sym_name").Str(); !declared[name] {
					d.MoveInto(root)
					declared[name] = true
				}
			}
			fn := parts[len(parts)-1]
			body := fn.Ops(0)
			for i, op := range body[:len(body)-1] { // all but the return
				op.InsertBefore(o)
				if i < 3 {
					op.SetOperands(rep.operands[i])
					continue
				}
				vals := make([]mlirc.Value, op.NumOperands())
				args := false
				for j := range vals {
					vals[j] = op.Operand(j)
					if vals[j].IsBlockArg() && vals[j].ArgOwner() == fn {
						if k := vals[j].ArgNumber(); k >= 3 && k < len(rep.operands) {
							vals[j], args = rep.operands[k], true
						}
					}
				}
				if args {
					op.SetOperands(vals...)
				}
			}
			tmp.Erase()
			o.Erase()
			for _, e := range rep.erase {
				e.Erase()
			}
			n++
		}
		return nil
	})
	return n, err
}

// stridedRE reads a memref type's strided layout.
var stridedRE = regexp.MustCompile(`strided<\[([^\]]*)\](?:, offset: (\?|-?\d+))?>`)

// memrefLayout returns the static strides and offset (in elements) of a
// printed memref type of the given shape: its strided layout, or the
// identity's.
func memrefLayout(s string, shape []int64) (strides []int64, offset int64, ok bool) {
	if strings.Contains(s, "affine_map") {
		return nil, 0, false
	}
	m := stridedRE.FindStringSubmatch(s)
	if m == nil {
		strides = make([]int64, len(shape))
		step := int64(1)
		for i := len(shape) - 1; i >= 0; i-- {
			strides[i] = step
			step *= shape[i]
		}
		return strides, 0, true
	}
	for f := range strings.SplitSeq(m[1], ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, 0, false // dynamic
		}
		strides = append(strides, v)
	}
	if m[2] != "" {
		v, err := strconv.ParseInt(m[2], 10, 64)
		if err != nil {
			return nil, 0, false
		}
		offset = v
	}
	return strides, offset, len(strides) == len(shape)
}

// convAttrPair reads a 2-D convolution's strides or dilations attribute
// ("dense<2> : tensor<2xi64>" or "dense<[2, 1]> : tensor<2xi64>"; absent:
// 1, 1).
func convAttrPair(a mlirc.Attr) ([2]int64, bool) {
	if a.IsNull() {
		return [2]int64{1, 1}, true
	}
	s := a.String()
	i, j := strings.Index(s, "dense<"), strings.Index(s, ">")
	if i < 0 || j < i {
		return [2]int64{}, false
	}
	body := strings.Trim(s[i+len("dense<"):j], "[]")
	var v []int64
	for f := range strings.SplitSeq(body, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n <= 0 {
			return [2]int64{}, false
		}
		v = append(v, n)
	}
	switch len(v) {
	case 1:
		return [2]int64{v[0], v[0]}, true
	case 2:
		return [2]int64{v[0], v[1]}, true
	}
	return [2]int64{}, false
}

// dot8Call returns the text of a module holding the declarations of k's
// functions and a function whose body (its first three ops take the
// convolution's x, w and y; the return aside) packs into a new workspace
// buffer and computes the convolution by chunks of output rows in an
// scf.parallel, when o is an 8-bit signed convolution on statically
// laid-out memrefs the micro-kernels can address.
//
// With e (vnni512 only) the calls are the quantizing store's: they write
// e's 8-bit output, starting from its biases, and y is not written.
func dot8Call(o mlirc.Op, k *dot8Kernel, e *dot8Epilogue) (string, bool) {
	for _, op := range o.Ops(0) {
		if op.Name() == "arith.extui" {
			return "", false // unsigned operands: not this kernel's
		}
	}
	ops, ok := convOperands(o, [3]int{8, 8, 32}, false)
	if !ok {
		return "", false
	}
	x, y := ops.shapes[0], ops.shapes[2]
	st, dil, ok := convWindow(o, ops)
	if !ok {
		return "", false
	}
	f, kh, kw, c := ops.filterDims()
	ws := dot8Workspace(k.name, x[0], c, f, kh, kw, y[1], y[2], st, dil)
	rows := y[0] * y[1]
	chunk := (rows + dot8MaxChunks - 1) / dot8MaxChunks
	count := (rows + chunk - 1) / chunk
	var body strings.Builder
	if e != nil {
		ops.types[2], ops.offsets[2] = e.outType, e.offset
		writeConvPointers(&body, ops, [3]int64{1, 1, 1})
		for i := range maxRequantMuls {
			if i < len(e.muls) {
				fmt.Fprintf(&body, "    %%mb%[1]d = arith.bitcast %%m%[1]d : f32 to i32\n    %%mi%[1]d = arith.extui %%mb%[1]d : i32 to i64\n", i)
			} else {
				fmt.Fprintf(&body, "    %%mi%d = arith.constant %d : i64\n", i, math.Float32bits(1)) // x·1 is x
			}
		}
		ptrs := e.biases
		if e.scale != nil {
			ptrs = append(slices.Clone(ptrs), *e.scale)
		}
		for i, b := range ptrs {
			name := fmt.Sprintf("b%d", i)
			if i == len(e.biases) {
				name = "s"
			}
			fmt.Fprintf(&body, `    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index
    %%o%[1]s = arith.constant %[3]d : index
    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index
    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64
`, name, b.typ, b.offset*4)
		}
	} else {
		writeConvPointers(&body, ops, [3]int64{1, 1, 4})
	}
	fmt.Fprintf(&body, `    %%ws = memref.alloc() {alignment = 64 : i64} : memref<%[1]dxi8>
    %%pws = memref.extract_aligned_pointer_as_index %%ws : memref<%[1]dxi8> -> index
    %%iws = arith.index_cast %%pws : index to i64
    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[2]d : index
    %%chunk = arith.constant %[3]d : i64
    %%rows = arith.constant %[4]d : i64
`, ws, count, chunk, rows)
	consts := func(vals ...int64) string {
		var names []string
		for _, v := range vals {
			name := fmt.Sprintf("%%c%d", strings.Count(body.String(), "= arith.constant"))
			fmt.Fprintf(&body, "    %s = arith.constant %d : i64\n", name, v)
			names = append(names, name)
		}
		return strings.Join(names, ", ")
	}
	win := []int64{kh, kw, y[1], y[2], st[0], st[1], dil[0], dil[1]}
	xs, ys := ops.strides[0][:3], ops.strides[2][:3]
	var packArgs, convArgs string
	switch k.name {
	case "vnni512":
		packArgs = "%iw, %iws, " + consts(ws, c, f, kh, kw) + ", %kb0, %kb1"
		if e != nil {
			bias := []string{"%c0_b", "%c0_b"}
			body.WriteString("    %c0_b = arith.constant 0 : i64\n")
			for i := range e.biases {
				bias[i] = fmt.Sprintf("%%ib%d", i)
			}
			scale := "%c0_b"
			if e.scale != nil {
				scale = "%is"
			}
			convArgs = "%ix, %iws, %iy, " + consts(ws) + ", %p0, %p1, " + consts(append(append([]int64{c, f}, win...), append(slices.Clone(xs), e.strides...)...)...) +
				", " + strings.Join(bias, ", ") + ", " + scale + ", %mi0, %mi1, " + consts(e.zp, e.lo, e.hi, 1, viewBytes(x, ops.strides[0]))
			break
		}
		convArgs = "%ix, %iws, %iy, " + consts(ws) + ", %p0, %p1, " + consts(append(append([]int64{c, f}, win...), append(slices.Clone(xs), ys...)...)...)
	case "madd256":
		packArgs = "%ix, %iw, %iws, " + consts(append(append([]int64{ws, x[0], c, f}, win...), xs...)...)
		convArgs = "%iws, %iy, " + consts(ws) + ", %p0, %p1, " + consts(append(append([]int64{x[0], c, f}, win...), ys...)...)
	default:
		return "", false
	}
	nPack, nConv := strings.Count(packArgs, ",")+1, strings.Count(convArgs, ",")+1
	i64s := func(n int) string { return strings.TrimSuffix(strings.Repeat("i64, ", n), ", ") }
	// Work: the chunk's multiply-adds, 8 to a unit (a vector instruction
	// does 32 or 64 of them; estimateWork counts one as 1 + lanes/8).
	work := max(chunk*y[2]*f*kh*kw*c/8, 1)
	sym := k.symbol
	if e != nil {
		sym = k.quantSymbol()
	}
	if k.name == "vnni512" {
		// The pack by blocks of 16 filters, split across threads too: on
		// one thread it was a serial step of every launch (conv4 of
		// cnn_int8_qdq: 16 us, its convolution 21 us on 16 cores).
		blocks := (f + 15) / 16
		fmt.Fprintf(&body, `    %%nb = arith.constant %[1]d : index
    scf.parallel (%%b) = (%%r0) to (%%nb) step (%%r1) {
      %%kb0 = arith.index_cast %%b : index to i64
      %%one = arith.constant 1 : i64
      %%kb1 = arith.addi %%kb0, %%one : i64
      func.call @%[2]s(%[3]s) {%[4]s = %[5]d : i64} : (%[6]s) -> ()
    }
`, blocks, k.packSymbol(), packArgs, workAttr, max(16*kh*kw*c/8, 1), i64s(nPack))
	} else {
		fmt.Fprintf(&body, "    func.call @%s(%s) : (%s) -> ()\n", k.packSymbol(), packArgs, i64s(nPack))
	}
	fmt.Fprintf(&body, `    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%p0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%p0, %%chunk : i64
      %%p1 = arith.minsi %%e, %%rows : i64
      func.call @%[4]s(%[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
    memref.dealloc %%ws : memref<%[9]dxi8>
    return
`, "", "", "", sym, convArgs, workAttr, work, i64s(nConv), ws)
	extra := ""
	if e != nil {
		for i := range e.muls {
			extra += fmt.Sprintf(", %%m%d: f32", i)
		}
		for i, b := range e.biases {
			extra += fmt.Sprintf(", %%b%d: %s", i, b.typ)
		}
		if e.scale != nil {
			extra += ", %s: " + e.scale.typ
		}
	}
	return fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @%s(%s)\n  func.func private @__mgx_dot8_args(%%x: %s, %%w: %s, %%y: %s%s) {\n%s  }\n}\n",
		k.packSymbol(), i64s(nPack), sym, i64s(nConv), ops.types[0], ops.types[1], ops.types[2], extra, body.String()), true
}

// convOps are the static memref operands x, w, y of a convolution: their
// shapes, strides and offsets (in elements) and printed types, and whether
// w is HWCF (else FHWC).
type convOps struct {
	shapes  [3][]int64
	strides [3][]int64
	offsets [3]int64
	types   [3]string
	hwcf    bool
}

// filterDims returns the filter's F, KH, KW, C.
func (c convOps) filterDims() (f, kh, kw, ch int64) {
	w := c.shapes[1]
	if c.hwcf {
		return w[3], w[0], w[1], w[2]
	}
	return w[0], w[1], w[2], w[3]
}

// convOperands reads the operands of a linalg.conv_2d_nhwc_fhwc (hwcf:
// linalg.conv_2d_nhwc_hwcf) on memrefs of the given element bit widths:
// static 4-D shapes with positive dims, static strided layouts with
// contiguous innermost dims, matching N, C and F.
func convOperands(o mlirc.Op, bits [3]int, hwcf bool) (convOps, bool) {
	c := convOps{hwcf: hwcf}
	if o.NumOperands() != 3 || o.NumResults() != 0 {
		return c, false
	}
	for i, b := range bits {
		t := o.Operand(i).Type()
		sh, ok := t.Shape()
		if !ok || len(sh) != 4 || t.ElemBits() != b {
			return c, false
		}
		for _, d := range sh {
			if d <= 0 {
				return c, false
			}
		}
		st, off, ok := memrefLayout(t.String(), sh)
		if !ok || st[3] != 1 {
			return c, false
		}
		c.shapes[i], c.strides[i], c.offsets[i], c.types[i] = sh, st, off, t.String()
	}
	x, y := c.shapes[0], c.shapes[2]
	f, _, _, ch := c.filterDims()
	if x[0] != y[0] || x[3] != ch || f != y[3] {
		return c, false
	}
	return c, true
}

// convWindow returns a convolution's strides and dilations when its
// filter is contiguous (the micro-kernels read it as one FHWC or HWCF
// block) and its windows lie inside x (linalg's verifier says so; the
// kernels read without checks).
func convWindow(o mlirc.Op, c convOps) (st, dil [2]int64, ok bool) {
	x, w, y := c.shapes[0], c.shapes[1], c.shapes[2]
	if ws := c.strides[1]; ws[2] != w[3] || ws[1] != w[2]*w[3] || ws[0] != w[1]*w[2]*w[3] {
		return st, dil, false
	}
	_, kh, kw, _ := c.filterDims()
	st, ok1 := convAttrPair(o.Attr("strides"))
	dil, ok2 := convAttrPair(o.Attr("dilations"))
	if !ok1 || !ok2 {
		return st, dil, false
	}
	if (y[1]-1)*st[0]+(kh-1)*dil[0] >= x[1] || (y[2]-1)*st[1]+(kw-1)*dil[1] >= x[2] {
		return st, dil, false
	}
	return st, dil, true
}

// writeConvPointers writes the first ops of a micro-kernel call's body:
// the addresses of x, w and y (elements of elemBytes bytes each; the
// first three ops take the operands, see replaceConvs) as i64 values %ix,
// %iw and %iy.
func writeConvPointers(body *strings.Builder, ops convOps, elemBytes [3]int64) {
	names := []string{"x", "w", "y"}
	for i, nm := range names {
		fmt.Fprintf(body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, ops.types[i])
	}
	for i, nm := range names {
		fmt.Fprintf(body, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n",
			nm, ops.offsets[i]*elemBytes[i])
	}
}

// viewBytes is the extent in elements of a strided view of shape from
// its first element: the last element's offset plus one.
func viewBytes(shape, strides []int64) int64 {
	n := int64(1)
	for i, d := range shape {
		n += (d - 1) * strides[i]
	}
	return n
}
