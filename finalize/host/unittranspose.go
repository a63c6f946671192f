package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Transposes that only move unit dims.
//
// An ONNX 1x1 convolution's filter [F, C, 1, 1] reaches the kernel through
// tosa.transpose to FHWC [F, 1, 1, C]: the same elements in the same
// order, which tosa-to-linalg makes a copy (and the schedule then
// transposes that copy again to HWCF): MobileNetV2's last 1x1 filters are
// 1.2-1.6 MB, copied on every call. foldUnitTransposes rewrites, on the
// TOSA kernel, each tosa.transpose whose permutation keeps the order of
// the dims larger than 1 into a tosa.reshape, which lowers to no copy.

// foldUnitTransposesVersion changes with any change to what
// foldUnitTransposes rewrites (it is in the compiler identity).
const foldUnitTransposesVersion = 1

// unitTranspose reports whether a transpose of a tensor of shape in by
// perms keeps the order of the dims larger than 1.
func unitTranspose(in []int64, perms []int) bool {
	if len(perms) != len(in) {
		return false
	}
	last := -1
	for _, p := range perms {
		if p < 0 || p >= len(in) {
			return false
		}
		if in[p] == 1 {
			continue
		}
		if p < last {
			return false
		}
		last = p
	}
	return true
}

// foldUnitTransposes replaces each tosa.transpose of m on a static tensor
// that only moves unit dims (unitTranspose) by a tosa.reshape to its
// result's shape, and returns how many it replaced.
func foldUnitTransposes(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var ts []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "tosa.transpose" {
				ts = append(ts, o)
			}
			return true
		})
		for _, t := range ts {
			if t.NumOperands() != 1 || t.NumResults() != 1 {
				continue
			}
			in, ok1 := t.Operand(0).Type().Shape()
			out, ok2 := t.Result(0).Type().Shape()
			perms, ok3 := parseI32Array(t.Attr("perms").String())
			if !ok1 || !ok2 || !ok3 || len(in) == 0 || !unitTranspose(in, perms) {
				continue
			}
			dims := make([]string, len(out))
			for i, d := range out {
				if d < 0 {
					dims = nil
					break
				}
				dims[i] = fmt.Sprint(d)
			}
			if dims == nil {
				continue
			}
			tin, tout := t.Operand(0).Type().String(), t.Result(0).Type().String()
			tmp, err := b.Parse(fmt.Sprintf(`func.func private @__mgx_reshape(%%x: %[1]s) -> %[2]s {
  %%s = tosa.const_shape {values = dense<[%[3]s]> : tensor<%[4]dxindex>} : () -> !tosa.shape<%[4]d>
  %%r = tosa.reshape %%x, %%s : (%[1]s, !tosa.shape<%[4]d>) -> %[2]s
  return %%r : %[2]s
}`, tin, tout, strings.Join(dims, ", "), len(out)))
			if err != nil {
				return fmt.Errorf("fold unit transpose: %w", err)
			}
			ops := tmp.Ops(0)
			shape, reshape := ops[0], ops[1]
			shape.InsertBefore(t)
			reshape.InsertBefore(t)
			reshape.SetOperands(t.Operand(0), shape.Result(0))
			tmp.Erase()
			replaceUses(root, t.Result(0), reshape.Result(0))
			t.Erase()
			n++
		}
		return nil
	})
	return n, err
}

// parseI32Array reads a printed dense i32 array attribute,
// "array<i32: 0, 2, 3, 1>".
func parseI32Array(s string) ([]int, bool) {
	return parseI64Array(strings.Replace(s, "array<i32:", "array<i64:", 1))
}
