package ref

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// einsumPlan is a parsed Einsum equation bound to input shapes.
type einsumPlan struct {
	inLabels [][]byte
	outLabel []byte
	size     map[byte]int64
	out      graph.Shape
}

func planEinsum(eq string, shapes []graph.Shape) (*einsumPlan, error) {
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, rhs, explicit := strings.Cut(eq, "->")
	terms := strings.Split(lhs, ",")
	if len(terms) != len(shapes) {
		return nil, fmt.Errorf("equation %q has %d operands, the node %d", eq, len(terms), len(shapes))
	}
	p := &einsumPlan{size: map[byte]int64{}}
	ellRank := 0
	for i, t := range terms {
		n := len(strings.ReplaceAll(t, "...", ""))
		if strings.Contains(t, "...") {
			ellRank = max(ellRank, len(shapes[i])-n)
		}
	}
	// Ellipsis dims get the labels '0'.. (never letters).
	ell := make([]byte, ellRank)
	for i := range ell {
		ell[i] = byte('0' + i)
	}
	count := map[byte]int{}
	for i, t := range terms {
		var labels []byte
		if before, after, ok := strings.Cut(t, "..."); ok {
			k := len(shapes[i]) - len(before) - len(after)
			if k < 0 {
				return nil, fmt.Errorf("operand %d rank %d is too small for %q", i, len(shapes[i]), t)
			}
			labels = append(append(append(labels, before...), ell[ellRank-k:]...), after...)
		} else {
			labels = []byte(t)
		}
		if len(labels) != len(shapes[i]) {
			return nil, fmt.Errorf("operand %d has rank %d, term %q", i, len(shapes[i]), t)
		}
		for j, l := range labels {
			d := shapes[i][j]
			if old, ok := p.size[l]; ok && old != d {
				if old == 1 {
					p.size[l] = d
				} else if d != 1 {
					return nil, fmt.Errorf("label %c has sizes %d and %d", l, old, d)
				}
			} else if !ok {
				p.size[l] = d
			}
			count[l]++
		}
		p.inLabels = append(p.inLabels, labels)
	}
	if explicit {
		if before, after, ok := strings.Cut(rhs, "..."); ok {
			p.outLabel = append(append(append(p.outLabel, before...), ell...), after...)
		} else {
			p.outLabel = []byte(rhs)
		}
	} else {
		p.outLabel = append(p.outLabel, ell...)
		var once []byte
		for l, c := range count {
			if c == 1 && (l < '0' || l > '9') {
				once = append(once, l)
			}
		}
		sort.Slice(once, func(i, j int) bool { return once[i] < once[j] })
		p.outLabel = append(p.outLabel, once...)
	}
	for _, l := range p.outLabel {
		d, ok := p.size[l]
		if !ok {
			return nil, fmt.Errorf("output label %c is not in any input", l)
		}
		p.out = append(p.out, d)
	}
	if p.out == nil {
		p.out = graph.Shape{}
	}
	return p, nil
}

var einsumOp = opDef{
	types: func(a args) ([]outType, error) {
		n := a.count()
		shapes := make([]graph.Shape, n)
		for i := range shapes {
			if !a.has(i) {
				return nil, fmt.Errorf("input %d is missing", i)
			}
			shapes[i] = a.shape(i)
		}
		p, err := planEinsum(a.node().Str("equation", ""), shapes)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), p.out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		shapes := make([]graph.Shape, len(c.in))
		vals := make([][]float64, len(c.in))
		for i, t := range c.in {
			shapes[i], vals[i] = t.Shape, t.Float64s()
		}
		p, err := planEinsum(c.n.Str("equation", ""), shapes)
		if err != nil {
			return err
		}
		// All labels: output ones first, then the summed ones.
		labels := append([]byte{}, p.outLabel...)
		inOut := map[byte]bool{}
		for _, l := range p.outLabel {
			inOut[l] = true
		}
		var sum []byte
		for l := range p.size {
			if !inOut[l] {
				sum = append(sum, l)
			}
		}
		sort.Slice(sum, func(i, j int) bool { return sum[i] < sum[j] })
		labels = append(labels, sum...)
		pos := map[byte]int{}
		dims := make([]int64, len(labels))
		for i, l := range labels {
			pos[l], dims[i] = i, p.size[l]
		}
		strides := make([][]int64, len(c.in))
		for i, ls := range p.inLabels {
			st := shapes[i].Strides()
			s := make([]int64, len(labels))
			for j, l := range ls {
				if shapes[i][j] != 1 {
					s[pos[l]] += st[j]
				}
			}
			strides[i] = s
		}
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		outN := graph.Shape(dims[:len(p.outLabel)]).Size()
		sumN := graph.Shape(dims[len(p.outLabel):]).Size()
		res := make([]float64, max(outN, 1))
		k := int64(0)
		forEachIndex(dims, func(idx []int64) {
			prod := 1.0
			for i, s := range strides {
				var off int64
				for j, v := range idx {
					off += v * s[j]
				}
				prod *= vals[i][off]
			}
			res[k/max(sumN, 1)] += prod
			k++
		})
		for i := 0; i < out.Len(); i++ {
			out.SetFloat64(i, res[i])
		}
		c.set(0, out)
		return nil
	},
}
