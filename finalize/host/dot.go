package host

import (
	_ "embed"
	"fmt"
	"regexp"
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
// once they are on buffers, replaceConvsDot8 replaces each by a call of a
// micro-kernel written in C with the intrinsics (hostdot/*.c; their LLVM
// IR, hostdot/*.ll, is linked into the kernels that call them like the
// other runtime helpers). Both pack the filter by output-channel blocks
// and channel groups and keep a tile of the output in registers over the
// whole window; both are exact (integer products into i32, no
// saturation):
//
//   - vnni512: vpdpbusd multiplies unsigned by signed bytes, so X is taken
//     as X + 128 (its top bit flipped) and 128·ΣW comes off each output
//     channel; an 8-pixel by 32-channel tile in 16 zmm registers;
//   - madd256: X is widened to int16 channel pairs once, the filter packed
//     as int16 pairs, vpmaddwd adds each pair's two products into a lane; a
//     6-pixel by 16-channel tile in 12 ymm registers.
//
// Each IR is clang-22's for its C, made with (flags: vnni512
// -mavx512f -mavx512bw -mavx512vl -mavx512vnni; madd256 -mavx2)
//
//	clang-22 -O2 FLAGS -S -emit-llvm -fno-unwind-tables \
//	    -fno-asynchronous-unwind-tables conv_s8_KERNEL.c
//
// and stripped of the module header, attribute groups and metadata (so
// the kernel's target machine decides the code, as for memrefCopy); the
// definition is hidden. Their signature:
//
//	void SYMBOL(int64 x, int64 w, int64 y, int64 N, C, F, KH, KW, OH, OW,
//	    strideH, strideW, dilationH, dilationW,
//	    xStrideN, xStrideH, xStrideW, yStrideN, yStrideH, yStrideW)
//
// x, w and y are addresses: x NHWC int8 (padded already; channels
// contiguous), w FHWC int8 (contiguous), y NHWC int32 (channels
// contiguous), to which the convolution is added. Strides are in elements.

//go:embed hostdot/conv_s8_vnni512.ll
var convS8VNNI512IR string

//go:embed hostdot/conv_s8_madd256.ll
var convS8Madd256IR string

// dot8Kernel is one 8-bit convolution micro-kernel.
type dot8Kernel struct {
	name   string // HostSchedule.Dot8
	symbol string
	ir     string
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
	for _, k := range dot8Kernels() {
		if k.name == name {
			return &k
		}
	}
	return nil
}

// dot8Args is the number of a micro-kernel's arguments.
const dot8Args = 20

// replaceConvsDot8 replaces every 8-bit linalg.conv_2d_nhwc_fhwc of m
// (memrefs: after bufferization) whose operands the micro-kernel k can
// address by a call of it, and returns how many it replaced. The others
// stay (the LLVM tail lowers them to loops).
func replaceConvsDot8(m *mlirc.Module, k *dot8Kernel) (int, error) {
	if k == nil {
		return 0, fmt.Errorf("no 8-bit micro-kernel")
	}
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var convs []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "linalg.conv_2d_nhwc_fhwc" {
				convs = append(convs, o)
			}
			return true
		})
		declared := false
		for _, fn := range root.Ops(0) {
			if fn.Name() == "func.func" {
				if name, ok := fn.Attr("sym_name").Str(); ok && name == k.symbol {
					declared = true
				}
			}
		}
		for _, o := range convs {
			text, ok := dot8Call(o, k.symbol)
			if !ok {
				continue
			}
			tmp, err := b.Parse(text)
			if err != nil {
				return fmt.Errorf("8-bit convolution (%s): %w", k.name, err)
			}
			parts := tmp.Ops(0)
			if !declared {
				parts[0].MoveInto(root)
				declared = true
			}
			body := parts[1].Ops(0)
			for i, op := range body[:len(body)-1] { // all but the return
				op.InsertBefore(o)
				if i < 3 {
					op.SetOperands(o.Operand(i))
				}
			}
			tmp.Erase()
			o.Erase()
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

// dot8Call returns the text of a module holding the declaration of the
// micro-kernel symbol and a function whose body (its first three ops take
// the convolution's x, w and y; the return aside) computes the call's
// arguments and makes it, when o is an 8-bit signed convolution on
// statically laid-out memrefs the micro-kernels can address.
func dot8Call(o mlirc.Op, symbol string) (string, bool) {
	if o.NumOperands() != 3 || o.NumResults() != 0 {
		return "", false
	}
	for _, op := range o.Ops(0) {
		if op.Name() == "arith.extui" {
			return "", false // unsigned operands: not this kernel's
		}
	}
	var shapes [3][]int64
	var strides [3][]int64
	var offsets [3]int64
	var types [3]string
	for i, bits := range []int{8, 8, 32} {
		t := o.Operand(i).Type()
		sh, ok := t.Shape()
		if !ok || len(sh) != 4 || t.ElemBits() != bits {
			return "", false
		}
		for _, d := range sh {
			if d <= 0 {
				return "", false
			}
		}
		st, off, ok := memrefLayout(t.String(), sh)
		if !ok || st[3] != 1 {
			return "", false
		}
		shapes[i], strides[i], offsets[i], types[i] = sh, st, off, t.String()
	}
	x, w, y := shapes[0], shapes[1], shapes[2]
	if x[0] != y[0] || x[3] != w[3] || w[0] != y[3] {
		return "", false
	}
	// The filter must be contiguous (the kernel packs it as FHWC).
	if ws := strides[1]; ws[2] != w[3] || ws[1] != w[2]*w[3] || ws[0] != w[1]*w[2]*w[3] {
		return "", false
	}
	st, ok1 := convAttrPair(o.Attr("strides"))
	dil, ok2 := convAttrPair(o.Attr("dilations"))
	if !ok1 || !ok2 {
		return "", false
	}
	// The windows must lie inside x (linalg's verifier says so; the
	// kernel reads without checks).
	if (y[1]-1)*st[0]+(w[1]-1)*dil[0] >= x[1] || (y[2]-1)*st[1]+(w[2]-1)*dil[1] >= x[2] {
		return "", false
	}
	var body strings.Builder
	names := []string{"x", "w", "y"}
	elemBytes := []int64{1, 1, 4}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%p%[1]s = memref.extract_aligned_pointer_as_index %%%[1]s : %[2]s -> index\n", nm, types[i])
	}
	for i, nm := range names {
		fmt.Fprintf(&body, "    %%o%[1]s = arith.constant %[2]d : index\n    %%a%[1]s = arith.addi %%p%[1]s, %%o%[1]s : index\n    %%i%[1]s = arith.index_cast %%a%[1]s : index to i64\n",
			nm, offsets[i]*elemBytes[i])
	}
	vals := []int64{x[0], x[3], w[0], w[1], w[2], y[1], y[2], st[0], st[1], dil[0], dil[1],
		strides[0][0], strides[0][1], strides[0][2], strides[2][0], strides[2][1], strides[2][2]}
	args := []string{"%ix", "%iw", "%iy"}
	for i, v := range vals {
		fmt.Fprintf(&body, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", dot8Args), ", ")
	fmt.Fprintf(&body, "    func.call @%s(%s) : (%s) -> ()\n    return\n", symbol, strings.Join(args, ", "), i64s)
	return fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_dot8_args(%%x: %s, %%w: %s, %%y: %s) {\n%s  }\n}\n",
		symbol, i64s, types[0], types[1], types[2], body.String()), true
}
