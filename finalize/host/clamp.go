package host

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Clip as one clamp.
//
// ONNX Clip (ReLU6 in MobileNetV2) reaches a kernel as tosa.maximum with
// its lower bound, then tosa.minimum with its upper bound, each bound a
// splat constant broadcast to the tensor. tosa-to-linalg makes them two
// linalg.generics, and the host schedule blocks the first one for the
// convolution's NHWC -> NCHW layout change (foldTransposes) before
// elementwise fusion runs: the second became a pass of its own over the
// output, read and written again (MobileNetV2's 16 -> 96 expansion at
// 112x112: 0.49 ms of which the extra pass is about a quarter, one
// thread). fuseClamps rewrites such a pair, on the TOSA kernel, into one
// tosa.clamp, which lowers to one generic computing maximumf then
// minimumf per element, the same ops in the same order, so the bits
// (NaN propagated, -0 against +0 included) are those of the pair. General
// elementwise fusion before the schedule would do it too, but it also
// propagates reshapes into the products and generalizes them, which
// the schedule's rules then miss.

// fuseClampsVersion changes with any change to what fuseClamps rewrites
// (it is in the compiler identity).
const fuseClampsVersion = 1

// splatRE reads a float32 splat constant ("dense<6.000000e+00> :
// tensor<f32>", "dense<0.0> : tensor<1x1x1x1xf32>").
var splatRE = regexp.MustCompile(`^dense<([^\[\]<>,]+)> : tensor<(?:[0-9]+x)*f32>$`)

// splatF32 returns the value of a float32 splat constant: a tosa.const,
// or a tosa.reshape of one.
func splatF32(v mlirc.Value) (float32, bool) {
	d := v.Def()
	if !d.IsNull() && d.Name() == "tosa.reshape" && d.NumOperands() >= 1 {
		d = d.Operand(0).Def()
	}
	if d.IsNull() || d.Name() != "tosa.const" {
		return 0, false
	}
	m := splatRE.FindStringSubmatch(d.Attr("values").String())
	if m == nil {
		return 0, false
	}
	f, err := strconv.ParseFloat(m[1], 32)
	if err != nil || math.IsNaN(f) {
		return 0, false
	}
	return float32(f), true
}

// boundOf returns the operand of a binary tosa op o that is not a splat
// constant and the constant: o(x, c) or o(c, x), o's result x's type.
func boundOf(o mlirc.Op) (mlirc.Value, float32, bool) {
	if o.NumOperands() != 2 || o.NumResults() != 1 {
		return mlirc.Value{}, 0, false
	}
	if nan := o.Attr("nan_mode"); nan.String() != "<null>" && !strings.Contains(nan.String(), "PROPAGATE") {
		return mlirc.Value{}, 0, false // the clamp propagates NaN, as the default
	}
	for i := range 2 {
		x, c := o.Operand(i), o.Operand(1-i)
		if v, ok := splatF32(c); ok && x.Type().String() == o.Result(0).Type().String() {
			return x, v, true
		}
	}
	return mlirc.Value{}, 0, false
}

// fuseClamps replaces each float32 tosa.minimum(tosa.maximum(x, lo), hi)
// of m (lo, hi splat constants, lo <= hi, the maximum used only by the
// minimum; lo < hi, or the same bits) by tosa.clamp(x) {min_val = lo,
// max_val = hi}, and returns how
// many it replaced.
func fuseClamps(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var mins []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "tosa.minimum" {
				mins = append(mins, o)
			}
			return true
		})
		// users walks the module again: each rewrite erases ops.
		users := func(v mlirc.Value) []mlirc.Op {
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
		for _, mn := range mins {
			mx, hi, ok := boundOf(mn)
			if !ok {
				continue
			}
			maxOp := mx.Def()
			if maxOp.IsNull() || maxOp.Name() != "tosa.maximum" || len(users(mx)) != 1 {
				continue
			}
			x, lo, ok := boundOf(maxOp)
			if !ok || !(lo < hi || math.Float32bits(lo) == math.Float32bits(hi)) {
				continue // max(min(x, hi), lo) differs where lo = +0, hi = -0
			}
			t := mn.Result(0).Type().String()
			if tensorElem(t) != "f32" {
				continue
			}
			tmp, err := b.Parse(fmt.Sprintf(`func.func private @__mgx_clamp(%%x: %[1]s) -> %[1]s {
  %%r = tosa.clamp %%x {min_val = %[2]s : f32, max_val = %[3]s : f32} : (%[1]s) -> %[1]s
  return %%r : %[1]s
}`, t, f32Text(lo), f32Text(hi)))
			if err != nil {
				return fmt.Errorf("fuse clamp: %w", err)
			}
			clamp := tmp.Ops(0)[0]
			clamp.InsertBefore(mn)
			clamp.SetOperands(x)
			tmp.Erase()
			replaceUses(root, mn.Result(0), clamp.Result(0))
			mn.Erase()
			maxOp.Erase()
			n++
		}
		return nil
	})
	return n, err
}

// f32Text prints f as an MLIR float literal that reads back as the same
// float32 (hexadecimal bits: exact for any value).
func f32Text(f float32) string {
	return fmt.Sprintf("0x%08X", math.Float32bits(f))
}

// tensorRE reads a printed static ranked tensor type's element type.
var tensorRE = regexp.MustCompile(`^tensor<(?:[0-9]+x)*([a-z0-9]+)>$`)

// tensorElem returns the element type of a printed static ranked tensor
// type ("f32" of "tensor<1x96x112x112xf32>"), "" for other types.
func tensorElem(t string) string {
	m := tensorRE.FindStringSubmatch(t)
	if m == nil {
		return ""
	}
	return m[1]
}
