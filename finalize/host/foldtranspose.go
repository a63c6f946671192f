package host

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Transposes folded into their elementwise consumer.
//
// An NCHW convolution ends with its layout change and, most often, an
// activation: linalg.transpose (NHWC -> NCHW), then a linalg.generic (a
// ReLU) on the transposed tensor. Each is a pass over the output (cnn_fp32's
// first convolution: 4 MB each, the ReLU's 180 us on one thread of a 750
// us kernel), and neither scales with threads where memory is the limit.
// foldTransposes makes the generic read the transpose's input through the
// permuted indexing map instead, and drops the transpose; markTransposes
// then blocks that generic as it blocks a transpose (16x16 tiles,
// vectorized: row loads, a register transpose, the activation, row
// stores), so the layout change and the activation are one pass.

// foldTransposeVersion changes with any change to which transposes
// foldTransposes folds (it is in the compiler identity).
const foldTransposeVersion = 1

// foldTransposes folds every linalg.transpose of m whose result's only
// use is an input, read through the identity map, of an all-parallel
// linalg.generic with an identity output map, into that generic; it
// returns how many it folded.
func foldTransposes(m *mlirc.Module) (int, error) {
	return rewriteEach(m, "linalg.transpose", foldTranspose)
}

// foldTranspose folds transpose t into its consumer when it can (see
// foldTransposes).
func foldTranspose(root mlirc.Op, b mlirc.Builder, t mlirc.Op) (bool, error) {
	if t.NumResults() != 1 || t.NumOperands() != 2 {
		return false, nil
	}
	perm, ok := parseI64Array(t.Attr("permutation").String())
	if !ok {
		return false, nil
	}
	res := t.Result(0)
	users := usersOf(root, res)
	if len(users) != 1 || users[0].Name() != "linalg.generic" {
		return false, nil
	}
	g := users[0]
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != g.NumOperands() || g.NumResults() != 1 || !allParallel(g) {
		return false, nil
	}
	rank := len(perm)
	if rank < 2 || rank > maxTransposeRank {
		return false, nil // markTransposes would not block the generic
	}
	inputs := g.NumOperands() - 1 // one init: the result's
	k := -1
	for i := range inputs {
		if g.Operand(i) == res {
			if k >= 0 {
				return false, nil // read twice
			}
			k = i
		}
	}
	if k < 0 || !identityMap(maps[k], rank) || !identityMap(maps[len(maps)-1], rank) {
		return false, nil
	}
	for i := range inputs {
		if i != k && permutedMap(maps[i], rank) {
			return false, nil // one permuted input at most: the blocks read one
		}
	}
	// The generic read t's output at (d0..): t's input at e with
	// e[perm[i]] = d_i.
	results := make([]string, rank)
	for i, p := range perm {
		if p < 0 || p >= rank {
			return false, nil
		}
		results[p] = fmt.Sprintf("d%d", i)
	}
	dims := make([]string, rank)
	for i := range dims {
		dims[i] = fmt.Sprintf("d%d", i)
	}
	texts := make([]string, len(maps))
	for i, a := range maps {
		texts[i] = a.String()
	}
	texts[k] = fmt.Sprintf("affine_map<(%s) -> (%s)>", strings.Join(dims, ", "), strings.Join(results, ", "))
	tmp, err := b.Parse(fmt.Sprintf("func.func private @__mgx_maps() attributes {maps = [%s]}", strings.Join(texts, ", ")))
	if err != nil {
		return false, fmt.Errorf("fold transpose: %w", err)
	}
	defer tmp.Erase()
	vals := make([]mlirc.Value, g.NumOperands())
	for i := range vals {
		vals[i] = g.Operand(i)
	}
	vals[k] = t.Operand(0)
	g.SetOperands(vals...)
	g.SetAttr("indexing_maps", tmp.Attr("maps"))
	t.Erase()
	return true, nil
}

// allParallel reports whether every loop of linalg op o is parallel.
func allParallel(o mlirc.Op) bool {
	its, ok := o.Attr("iterator_types").Elems()
	if !ok {
		return false
	}
	for _, it := range its {
		if !strings.Contains(it.String(), "parallel") {
			return false
		}
	}
	return true
}

// identityMap reports whether affine map attribute a is the identity of
// rank dims.
func identityMap(a mlirc.Attr, rank int) bool {
	dims, results, ok := a.AffineDims()
	if !ok || dims != rank || len(results) != rank {
		return false
	}
	for i, r := range results {
		if r != i {
			return false
		}
	}
	return true
}

// permutedMap reports whether affine map attribute a permutes rank dims
// (all of them, not in order).
func permutedMap(a mlirc.Attr, rank int) bool {
	dims, res, ok := a.AffineDims()
	if !ok || dims != rank || len(res) != rank || identityMap(a, rank) {
		return false
	}
	sorted := slices.Clone(res)
	slices.Sort(sorted)
	for i, r := range sorted {
		if r != i {
			return false
		}
	}
	return true
}

// transposedInput returns, for an all-parallel linalg.generic with an
// identity output map, the output dim that its one permuted input's
// innermost dim goes to (the class markTransposes gives a transpose),
// and the rank; false when o is not such a generic (no input or more
// than one is permuted, or the permutation keeps the innermost dim).
func transposedInput(o mlirc.Op) (rank, j int, ok bool) {
	maps, ok := o.Attr("indexing_maps").Elems()
	if !ok || len(maps) < 2 || o.NumResults() != 1 || !allParallel(o) {
		return 0, 0, false
	}
	_, out, ok := maps[len(maps)-1].AffineDims()
	rank = len(out)
	if !ok || !identityMap(maps[len(maps)-1], rank) {
		return 0, 0, false
	}
	j = -1
	for _, a := range maps[:len(maps)-1] {
		if !permutedMap(a, rank) {
			continue // identity or broadcast inputs
		}
		_, res, _ := a.AffineDims()
		if j >= 0 || res[rank-1] == rank-1 {
			return 0, 0, false
		}
		j = res[rank-1]
	}
	return rank, j, j >= 0
}
