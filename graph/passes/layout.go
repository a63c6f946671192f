package passes

// The element layout of a tensor that a chain of Reshapes and Transposes
// computes from a contiguous base: the attention pass reads it to see
// that an operand is the base's heads split out and moved (whatever
// sequence of movement ops an exporter wrote), so the fused node can
// read the base itself.

import "slices"

// atom is one run of base elements: size steps of stride elements.
type atom struct{ size, stride int64 }

// layout is a tensor's dims, each the atoms (outermost first) whose
// row-major combination walks it through the base. Size-1 atoms are
// dropped, so equal layouts compare equal however they were reached.
type layout [][]atom

// baseLayout is the layout of a contiguous tensor of shape.
func baseLayout(shape []int64) layout {
	l := make(layout, len(shape))
	stride := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		if shape[i] != 1 {
			l[i] = []atom{{shape[i], stride}}
		}
		stride *= shape[i]
	}
	return l
}

// dimSize is the number of elements along one dim.
func dimSize(d []atom) int64 {
	n := int64(1)
	for _, a := range d {
		n *= a.size
	}
	return n
}

// transpose permutes the dims (false for a bad permutation).
func (l layout) transpose(perm []int64) (layout, bool) {
	if len(perm) == 0 {
		perm = make([]int64, len(l))
		for i := range perm {
			perm[i] = int64(len(l) - 1 - i)
		}
	}
	if len(perm) != len(l) {
		return nil, false
	}
	out := make(layout, len(l))
	seen := make([]bool, len(l))
	for i, p := range perm {
		if p < 0 || p >= int64(len(l)) || seen[p] {
			return nil, false
		}
		seen[p] = true
		out[i] = l[p]
	}
	return out, true
}

// reshape regroups the atoms, in order, into dims of shape, splitting an
// atom where a new dim boundary falls inside it; false when a boundary
// cuts an atom at a size that does not divide it (no layout of atoms
// describes the result) or the sizes differ.
func (l layout) reshape(shape []int64) (layout, bool) {
	var atoms []atom
	for _, d := range l {
		atoms = append(atoms, d...)
	}
	out := make(layout, len(shape))
	for i, want := range shape {
		if want <= 0 {
			return nil, false
		}
		for want > 1 {
			if len(atoms) == 0 {
				return nil, false
			}
			a := atoms[0]
			switch {
			case a.size <= want:
				if want%a.size != 0 {
					return nil, false
				}
				out[i] = append(out[i], a)
				want /= a.size
				atoms = atoms[1:]
			case a.size%want == 0:
				// The outer part of a joins this dim; the rest stays.
				out[i] = append(out[i], atom{want, a.stride * (a.size / want)})
				atoms[0] = atom{a.size / want, a.stride}
				want = 1
			default:
				return nil, false
			}
		}
	}
	if len(atoms) != 0 {
		return nil, false
	}
	return out, true
}

// norm merges atoms of one dim that are one run (the outer's stride is the
// inner's whole extent).
func (l layout) norm() layout {
	out := make(layout, len(l))
	for i, d := range l {
		for _, a := range d {
			if n := len(out[i]); n > 0 && out[i][n-1].stride == a.stride*a.size {
				out[i][n-1] = atom{out[i][n-1].size * a.size, a.stride}
				continue
			}
			out[i] = append(out[i], a)
		}
	}
	return out
}

// equal reports whether two layouts walk the base the same way.
func (l layout) equal(o layout) bool {
	a, b := l.norm(), o.norm()
	return slices.EqualFunc(a, b, func(x, y []atom) bool { return slices.Equal(x, y) })
}

// shape is the layout's dims' sizes.
func (l layout) shape() []int64 {
	s := make([]int64, len(l))
	for i, d := range l {
		s[i] = dimSize(d)
	}
	return s
}
