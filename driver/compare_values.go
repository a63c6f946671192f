package driver

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// numberPair is one number of a sequence, map or optional output and its
// reference, with where it lies and the tolerance of its dtype.
type numberPair struct {
	path string
	g, w float64
	tol  Tolerance
}

// valueWalk gathers the numbers of two values of one structure, or the
// first place where their structure (types, lengths, shapes, a map's keys,
// strings) differs.
type valueWalk struct {
	tolFor  func(dtype string) Tolerance
	pairs   []numberPair
	problem string
}

// compareHostValues compares a sequence, map or optional output with its
// reference: the same structure (a map's keys in any order, strings
// exactly), its numbers each within the tolerance of its dtype.
func compareHostValues(name string, got, want *npy.Array, tolFor func(dtype string) Tolerance) OutputDiff {
	d := OutputDiff{Name: name, DType: want.DType, Worst: -1}
	gt, err := hostop.TensorOf(got)
	if err != nil {
		d.Problem = err.Error()
		return d
	}
	wt, err := hostop.TensorOf(want)
	if err != nil {
		d.Problem = "reference: " + err.Error()
		return d
	}
	w := valueWalk{tolFor: tolFor}
	if !w.walk("", gt, wt) {
		d.Problem = w.problem
		return d
	}
	d.Elems = len(w.pairs)
	for _, p := range w.pairs {
		if p.tol != (Tolerance{}) {
			d.Tolerance = p.tol
			break
		}
	}
	d.compareNumbers(len(w.pairs), func(i int) (float64, float64, Tolerance) {
		p := w.pairs[i]
		return p.g, p.w, p.tol
	})
	if d.Worst >= 0 {
		d.WorstPath = w.pairs[d.Worst].path
	}
	return d
}

// fail records the first structural difference and stops the walk.
func (w *valueWalk) fail(path, format string, args ...any) bool {
	if path == "" {
		path = "the value"
	}
	w.problem = path + ": " + fmt.Sprintf(format, args...)
	return false
}

// walk compares g with its reference r at path, reporting whether their
// structures agree.
func (w *valueWalk) walk(path string, g, r *graph.Tensor) bool {
	if g.DType != r.DType {
		return w.fail(path, "got %v, want %v", g, r)
	}
	switch r.DType {
	case graph.Sequence, graph.Optional:
		if len(g.Elems) != len(r.Elems) {
			return w.fail(path, "got a %v of %d, want %d", r.DType, len(g.Elems), len(r.Elems))
		}
		for i := range r.Elems {
			if !w.walk(path+"["+strconv.Itoa(i)+"]", g.Elems[i], r.Elems[i]) {
				return false
			}
		}
		return true
	case graph.Map:
		return w.walkMap(path, g, r)
	}
	if !slices.Equal(g.Shape, r.Shape) {
		return w.fail(path, "got %v, want %v", g, r)
	}
	for i := range r.Len() {
		if !w.element(path+"["+strconv.Itoa(i)+"]", g, i, r, i) {
			return false
		}
	}
	return true
}

// walkMap compares two maps key by key, in the reference's key order.
func (w *valueWalk) walkMap(path string, g, r *graph.Tensor) bool {
	gk, rk := g.Elems[0], r.Elems[0]
	if gk.DType != rk.DType || g.Elems[1].DType != r.Elems[1].DType {
		return w.fail(path, "got %v, want %v", g, r)
	}
	if gk.Len() != rk.Len() {
		return w.fail(path, "got a map of %d keys, want %d", gk.Len(), rk.Len())
	}
	at := make(map[string]int, gk.Len())
	for i := range gk.Len() {
		at[mapKey(gk, i)] = i
	}
	for i := range rk.Len() {
		k := mapKey(rk, i)
		j, ok := at[k]
		if !ok {
			return w.fail(path, "key %s is missing", k)
		}
		if !w.element(path+"["+k+"]", g.Elems[1], j, r.Elems[1], i) {
			return false
		}
	}
	return true
}

// mapKey is key i of a map's keys as written in a path: a quoted string
// or an integer.
func mapKey(keys *graph.Tensor, i int) string {
	if keys.DType == graph.String {
		return strconv.Quote(keys.Strings[i])
	}
	return strconv.FormatInt(keys.Int64(i), 10)
}

// element compares element i of g with element j of its reference r:
// strings exactly (a difference is a problem), numbers gathered.
func (w *valueWalk) element(path string, g *graph.Tensor, i int, r *graph.Tensor, j int) bool {
	if r.DType == graph.String {
		if g.Strings[i] != r.Strings[j] {
			return w.fail(path, "got %q, want %q", g.Strings[i], r.Strings[j])
		}
		return true
	}
	tol := Tolerance{}
	if r.DType.IsFloat() {
		tol = w.tolFor(r.DType.String())
	}
	w.pairs = append(w.pairs, numberPair{path: path, g: g.Float64(i), w: r.Float64(j), tol: tol})
	return true
}
