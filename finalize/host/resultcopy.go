package host

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Results written in place of a reshaped copy.
//
// A TOSA kernel whose result is a reshape of its work — lstm_seg's
// projections: tosa.matmul on [1, 524, 64] x [1, 64, 512] reshaped to the
// ONNX output [524, 1, 512] — bufferizes to an allocation the work writes,
// then a memref.copy of a collapse_shape/expand_shape view of it into the
// out-parameter: buffer-results-to-out-params hoists an allocation into
// the caller's buffer only where the function returns the allocation
// itself. The copy (and the allocation's first touch) cost lstm_seg's
// 1 MB projection outputs about a quarter of their time on one thread.
// foldResultCopies makes the work write the out-parameter directly: the
// allocation becomes a memref.reinterpret_cast of the out-parameter to
// the allocation's shape (the same elements in the same row-major order,
// which is what the contiguous reshapes of identity layouts say), and the
// copy, its views and the allocation's deallocation go. The arithmetic
// is unchanged: the same bytes land in the output.

// foldResultCopiesVersion changes with any change to what
// foldResultCopies rewrites (it is in the compiler identity).
const foldResultCopiesVersion = 1

// identityMemref matches a statically shaped memref type of the default
// (identity) layout and memory space, e.g. memref<1x524x512xf32>.
var identityMemref = regexp.MustCompile(`^memref<(?:[0-9]+x)*[a-z][a-z0-9]*>$`)

// foldResultCopies rewrites, in each function of m, every top-level
// memref.copy into a function argument that nothing else uses, from a
// chain of collapse_shape/expand_shape views (each used only by the next)
// of a top-level static memref.alloc of identity layout that no top-level
// op after the copy touches but its deallocation, into writes of the
// argument itself (see above). It returns how many copies it removed.
func foldResultCopies(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, f := range opsNamed(root, "func.func") {
			if f.NumRegions() != 1 {
				continue
			}
			// Each rewrite erases top-level ops: look for the next copy on
			// a fresh list of them.
			for {
				top := f.Ops(0)
				var c, alloc mlirc.Op
				var chain []mlirc.Op
				for i, o := range top {
					if o.Name() != "memref.copy" || o.NumOperands() != 2 {
						continue
					}
					if a, ch, ok := resultCopyOf(f, top, i); ok {
						c, alloc, chain = o, a, ch
						break
					}
				}
				if c.IsNull() {
					break
				}
				dst := c.Operand(1)
				at, dt := alloc.Result(0).Type().String(), dst.Type().String()
				shape, _ := alloc.Result(0).Type().Shape()
				dims := func(v []int64) string { return strings.ReplaceAll(strings.Trim(fmt.Sprint(v), "[]"), " ", ", ") }
				tmp, err := b.Parse(fmt.Sprintf(`func.func private @__mgx_result_view(%%x: %[1]s) -> %[2]s {
  %%r = memref.reinterpret_cast %%x to offset: [0], sizes: [%[3]s], strides: [%[4]s] : %[1]s to %[2]s
  return %%r : %[2]s
}`, dt, at, dims(shape), dims(contiguousStrides(shape))))
				if err != nil {
					return fmt.Errorf("fold result copy: %w", err)
				}
				view := tmp.Ops(0)[0]
				view.InsertBefore(alloc)
				view.SetOperands(dst)
				tmp.Erase()
				c.Erase()
				for j := len(chain) - 1; j >= 0; j-- {
					chain[j].Erase()
				}
				for _, u := range usersOf(f, alloc.Result(0)) {
					if u.Name() == "memref.dealloc" {
						u.Erase()
					}
				}
				replaceUses(f, alloc.Result(0), view.Result(0))
				alloc.Erase()
				n++
			}
		}
		return nil
	})
	return n, err
}

// resultCopyOf checks the copy top[i] of function f (foldResultCopies'
// conditions) and returns the allocation it copies from and the views
// between them, allocation side first.
func resultCopyOf(f mlirc.Op, top []mlirc.Op, i int) (alloc mlirc.Op, chain []mlirc.Op, ok bool) {
	c := top[i]
	src, dst := c.Operand(0), c.Operand(1)
	if !dst.IsBlockArg() || dst.ArgOwner() != f || len(usersOf(f, dst)) != 1 {
		return alloc, nil, false
	}
	if src.Type().String() != dst.Type().String() || !identityMemref.MatchString(dst.Type().String()) {
		return alloc, nil, false
	}
	v := src
	for {
		d := v.Def()
		if d.IsNull() {
			return alloc, nil, false
		}
		switch d.Name() {
		case "memref.collapse_shape", "memref.expand_shape":
			if len(usersOf(f, v)) != 1 || !identityMemref.MatchString(d.Operand(0).Type().String()) {
				return alloc, nil, false
			}
			chain = append([]mlirc.Op{d}, chain...)
			v = d.Operand(0)
			continue
		case "memref.alloc":
			if d.NumOperands() != 0 || !identityMemref.MatchString(v.Type().String()) {
				return alloc, nil, false
			}
			alloc = d
		default:
			return alloc, nil, false
		}
		break
	}
	if len(chain) == 0 {
		// A copy of the allocation itself: not a result view.
		return alloc, nil, false
	}
	// The allocation and its views are top-level ops of f; nothing after
	// the copy may touch the allocation but its deallocation (the work
	// that fills it comes before).
	for _, o := range append([]mlirc.Op{alloc}, chain...) {
		if !slices.Contains(top[:i], o) {
			return alloc, nil, false
		}
	}
	av := alloc.Result(0)
	for _, t := range top[i+1:] {
		bad := false
		t.Walk(func(o mlirc.Op) bool {
			for k := range o.NumOperands() {
				if o.Operand(k) == av && o.Name() != "memref.dealloc" {
					bad = true
				}
			}
			return !bad
		})
		if bad {
			return alloc, nil, false
		}
	}
	return alloc, chain, true
}
