package host

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Results returned twice.
//
// A kernel may return one value as two results: two graph outputs that
// are the same tensor (lstm_seg's projection returned twice in
// TestFoldResultCopies, which at m = 1 reshapes nothing). MLIR 22's
// buffer-results-to-out-params then hoists the value's allocation into the
// first out-parameter, erases it, and reads the erased allocation for the
// second (a use after free: a crash in its walk, or worse). So before the
// LinalgToMemrefPipeline, DistinctReturns gives each repeated result a copy
// of its own: a linalg.copy of the value into a new tensor, which
// bufferizes to an allocation the pass hoists into the second
// out-parameter, written by the copy. The bytes are the value's. The GPU
// stages run it too, before their bufferization (the same pass follows).

// distinctReturnsVersion changes with any change to what DistinctReturns
// rewrites (it is in the host and GPU compiler identities).
const distinctReturnsVersion = 1

// DistinctReturnsIdentity names DistinctReturns' version, for the
// compiler identity of a path that runs it.
func DistinctReturnsIdentity() string {
	return fmt.Sprintf("distinct:%d", distinctReturnsVersion)
}

// DistinctReturns rewrites, in each function of m, every func.return
// operand that repeats an earlier operand of the same return and has a
// statically shaped ranked tensor type as the return of a copy of it. It
// returns how many it rewrote.
func DistinctReturns(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, ret := range opsNamed(root, "func.return") {
			ops := make([]mlirc.Value, ret.NumOperands())
			changed := false
			for j := range ops {
				ops[j] = ret.Operand(j)
				dup := slices.Contains(ops[:j], ops[j]) // a first occurrence is never replaced
				t := ops[j].Type()
				shape, ok := t.Shape()
				if !dup || !ok || !staticShape(shape) || !strings.HasPrefix(t.String(), "tensor<") {
					continue
				}
				cp, _, err := insertBody(b, fmt.Sprintf(`module {
func.func private @__mgx_distinct(%%x: %[1]s) -> %[1]s {
  %%e = tensor.empty() : %[1]s
  %%c = linalg.copy ins(%%x : %[1]s) outs(%%e : %[1]s) -> %[1]s
  return %%c : %[1]s
}
}`, t.String()), ret, map[int]mlirc.Value{0: ops[j]}, "linalg.copy")
				if err != nil {
					return fmt.Errorf("distinct returns: %w", err)
				}
				ops[j] = cp
				changed = true
				n++
			}
			if changed {
				ret.SetOperands(ops...)
			}
		}
		return nil
	})
	return n, err
}

// staticShape reports whether every dim of shape is known.
func staticShape(shape []int64) bool {
	for _, d := range shape {
		if d < 0 {
			return false
		}
	}
	return true
}
