package lower

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// pad lowers ONNX Pad (pads from the input since opset 11, from the
// attribute before; optional constant value and axes).
func (l *lowering) pad(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	rank := len(x.Shape)
	spec := kernels.PadSpec{Symbol: "pad", Shape: x.Shape, Mode: n.Str("mode", "constant"), DType: x.DType.String()}
	values := []*graph.Value{x}
	if l.g.Opset < 11 {
		spec.Pads = n.Ints("pads", nil)
		spec.Value = float64(n.Float("value", 0))
	} else {
		pads, err := l.needInts(n, 1, "pads")
		if err != nil {
			return err
		}
		axes := make([]int64, rank)
		for i := range axes {
			axes[i] = int64(i)
		}
		if n.Input(3) != nil {
			if axes, err = l.needInts(n, 3, "axes"); err != nil {
				return err
			}
		}
		if len(pads) != 2*len(axes) {
			return fmt.Errorf("%s: %d pads for %d axes", n, len(pads), len(axes))
		}
		spec.Pads = make([]int64, 2*rank)
		for i, a := range axes {
			ax, err := graph.NormalizeAxis(a, rank)
			if err != nil {
				return err
			}
			spec.Pads[ax], spec.Pads[rank+ax] = pads[i], pads[len(axes)+i]
		}
		if v := n.Input(2); v != nil && spec.Mode == "constant" {
			if t := l.g.Const(v); t != nil {
				if t.Len() != 1 {
					return fmt.Errorf("%s: constant value has %d elements", n, t.Len())
				}
				spec.Value = t.Float64(0)
			} else {
				spec.ValueArg = true
				values = append(values, v)
			}
		}
	}
	values = append(values, y)
	ks, err := kernels.Pad(spec)
	return l.launchKernels(part, ks, err, values...)
}

// einsum lowers Einsum as one contraction kernel.
func (l *lowering) einsum(part *passes.Partition, n *graph.Node) error {
	var ins []*graph.Value
	for _, v := range n.Inputs {
		if v != nil {
			ins = append(ins, v)
		}
	}
	spec, err := parseEinsum(n.Str("equation", ""), ins)
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	y := n.Output(0)
	if product(y.Shape) != product(spec.outShape()) {
		return fmt.Errorf("%s: output %v, equation gives %v", n, y.Shape, spec.outShape())
	}
	spec.Symbol, spec.DType = "einsum", y.DType.String()
	ks, err := kernels.Contract(spec.ContractSpec)
	return l.launchKernels(part, ks, err, append(ins, y)...)
}

// einsumSpec is a parsed Einsum equation.
type einsumSpec struct{ kernels.ContractSpec }

func (s einsumSpec) outShape() []int64 {
	out := make([]int64, len(s.Out))
	for i, l := range s.Out {
		out[i] = s.Sizes[l]
	}
	return out
}

// parseEinsum parses an Einsum equation ("ij,jk->ik", "...ii->...i",
// implicit output when "->" is absent) against the operands' shapes.
func parseEinsum(eq string, ins []*graph.Value) (einsumSpec, error) {
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, rhs, explicit := strings.Cut(eq, "->")
	terms := strings.Split(lhs, ",")
	if len(terms) != len(ins) {
		return einsumSpec{}, fmt.Errorf("equation %q has %d operands, node %d", eq, len(terms), len(ins))
	}
	// Labels: letters get ids by first appearance; ellipsis dims get their
	// own ids, right-aligned across operands.
	ids := map[rune]int{}
	var spec einsumSpec
	ellipsis := 0
	type term struct {
		letters []rune
		dots    int // position of "..." among the letters, -1 if absent
	}
	parsed := make([]term, len(terms))
	for j, t := range terms {
		before, after, has := strings.Cut(t, "...")
		tm := term{dots: -1}
		tm.letters = []rune(before + after)
		if has {
			tm.dots = len([]rune(before))
			e := len(ins[j].Shape) - len(tm.letters)
			if e < 0 {
				return einsumSpec{}, fmt.Errorf("operand %d: %q for rank %d", j, t, len(ins[j].Shape))
			}
			ellipsis = max(ellipsis, e)
		} else if len(tm.letters) != len(ins[j].Shape) {
			return einsumSpec{}, fmt.Errorf("operand %d: %q for rank %d", j, t, len(ins[j].Shape))
		}
		parsed[j] = tm
	}
	for range ellipsis {
		spec.Sizes = append(spec.Sizes, 1)
	}
	label := func(r rune) (int, error) {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return 0, fmt.Errorf("bad label %q", r)
		}
		if id, ok := ids[r]; ok {
			return id, nil
		}
		ids[r] = len(spec.Sizes)
		spec.Sizes = append(spec.Sizes, 1)
		return ids[r], nil
	}
	count := map[rune]int{}
	for j, tm := range parsed {
		shape := ins[j].Shape
		var labels []int
		e := len(shape) - len(tm.letters)
		for i, r := range tm.letters {
			if i == tm.dots {
				for d := range e {
					labels = append(labels, ellipsis-e+d)
				}
			}
			id, err := label(r)
			if err != nil {
				return einsumSpec{}, err
			}
			labels = append(labels, id)
			count[r]++
		}
		if tm.dots == len(tm.letters) {
			for d := range e {
				labels = append(labels, ellipsis-e+d)
			}
		}
		for a, id := range labels {
			if d := shape[a]; d != 1 {
				if spec.Sizes[id] != 1 && spec.Sizes[id] != d {
					return einsumSpec{}, fmt.Errorf("label sizes %d and %d disagree", spec.Sizes[id], d)
				}
				spec.Sizes[id] = d
			}
		}
		spec.Operands = append(spec.Operands, labels)
		spec.Shapes = append(spec.Shapes, shape)
	}
	if explicit {
		// Without "..." in the output, ellipsis dims are summed away.
		before, after, has := strings.Cut(rhs, "...")
		for _, r := range before {
			id, ok := ids[r]
			if !ok {
				return einsumSpec{}, fmt.Errorf("output label %q appears in no operand", r)
			}
			spec.Out = append(spec.Out, id)
		}
		if has {
			for d := range ellipsis {
				spec.Out = append(spec.Out, d)
			}
		}
		for _, r := range after {
			id, ok := ids[r]
			if !ok {
				return einsumSpec{}, fmt.Errorf("output label %q appears in no operand", r)
			}
			spec.Out = append(spec.Out, id)
		}
		return spec, nil
	}
	// Implicit output: the ellipsis dims, then the labels used once, sorted.
	for d := range ellipsis {
		spec.Out = append(spec.Out, d)
	}
	var once []rune
	for r, c := range count {
		if c == 1 {
			once = append(once, r)
		}
	}
	slices.Sort(once)
	for _, r := range once {
		spec.Out = append(spec.Out, ids[r])
	}
	return spec, nil
}

// resize lowers ONNX Resize (and Upsample, Resize-10's form): the output size, scales and crop come from
// constant inputs; per resized axis and output coordinate the taps (input
// indices and weights) are computed here, as the ONNX reference does, and
// passed to one kernel as tables.
func (l *lowering) resize(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	r := len(x.Shape)
	var axes []int
	if ax := n.Ints("axes", nil); ax != nil {
		for _, a := range ax {
			i, err := graph.NormalizeAxis(a, r)
			if err != nil {
				return err
			}
			axes = append(axes, i)
		}
	} else {
		for i := range r {
			axes = append(axes, i)
		}
	}
	scalesIdx, sizesIdx, roiIdx := 2, 3, 1
	if l.g.Opset < 11 {
		scalesIdx, sizesIdx, roiIdx = 1, -1, -1
	}
	floats := func(i int, what string) ([]float64, error) {
		if i < 0 || n.Input(i) == nil {
			return nil, nil
		}
		t := l.g.Const(n.Input(i))
		if t == nil {
			return nil, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
		}
		if t.Len() == 0 {
			return nil, nil
		}
		if t.DType.IsInt() {
			var out []float64
			for _, v := range t.Int64s() {
				out = append(out, float64(v))
			}
			return out, nil
		}
		return t.Float64s(), nil
	}
	scales, err := floats(scalesIdx, "scales")
	if err != nil {
		return err
	}
	sizes, err := floats(sizesIdx, "sizes")
	if err != nil {
		return err
	}
	roiIn, err := floats(roiIdx, "roi")
	if err != nil {
		return err
	}
	out := slices.Clone(x.Shape)
	scale := make([]float64, r)
	for i := range scale {
		scale[i] = 1
	}
	var roi []float64
	if roiIn != nil {
		if len(roiIn) != 2*len(axes) {
			return fmt.Errorf("%s: roi has %d values for %d axes", n, len(roiIn), len(axes))
		}
		roi = make([]float64, 2*r)
		for i := range r {
			roi[r+i] = 1
		}
		for i, ax := range axes {
			roi[ax], roi[r+ax] = roiIn[i], roiIn[len(axes)+i]
		}
	}
	switch {
	case sizes != nil:
		if len(sizes) != len(axes) {
			return fmt.Errorf("%s: sizes has %d values for %d axes", n, len(sizes), len(axes))
		}
		for i, ax := range axes {
			out[ax] = int64(sizes[i])
			scale[ax] = sizes[i] / float64(x.Shape[ax])
		}
		if pol := n.Str("keep_aspect_ratio_policy", "stretch"); pol != "stretch" {
			s := scale[axes[0]]
			for _, ax := range axes {
				if pol == "not_larger" {
					s = math.Min(s, scale[ax])
				} else {
					s = math.Max(s, scale[ax])
				}
			}
			for _, ax := range axes {
				scale[ax] = s
				out[ax] = int64(s*float64(x.Shape[ax]) + 0.5)
			}
		}
	case scales != nil:
		if len(scales) != len(axes) {
			return fmt.Errorf("%s: scales has %d values for %d axes", n, len(scales), len(axes))
		}
		for i, ax := range axes {
			if scales[i] <= 0 {
				return fmt.Errorf("%s: scale %v must be positive", n, scales[i])
			}
			scale[ax] = scales[i]
			out[ax] = int64(math.Floor(scales[i] * float64(x.Shape[ax])))
		}
	default:
		return fmt.Errorf("%s: neither scales nor sizes is given", n)
	}
	if !slices.Equal(out, y.Shape) {
		return fmt.Errorf("%s: computed output %v, inferred %v", n, out, y.Shape)
	}
	mode := n.Str("mode", "nearest")
	spec := kernels.ResizeSpec{Symbol: "resize", InShape: x.Shape, OutShape: out, Nearest: mode == "nearest",
		Extrapolation: float64(n.Float("extrapolation_value", 0)), DType: x.DType.String()}
	var idx []int64
	var wts []float64
	for ax := range r {
		if out[ax] == x.Shape[ax] && scale[ax] == 1 && roi == nil {
			continue
		}
		taps, err := resizeTaps(n, l.g.Opset, x.Shape[ax], out[ax], scale[ax], ax, roi)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		spec.Axes = append(spec.Axes, ax)
		spec.Taps = append(spec.Taps, taps.count)
		idx, wts = append(idx, taps.index...), append(wts, taps.weight...)
	}
	if len(spec.Axes) == 0 {
		return l.copyValue(part, x, y)
	}
	it, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(idx))}, idx)
	if err != nil {
		return err
	}
	values := []*graph.Value{x, l.constant(n.Name+"_taps", it)}
	if !spec.Nearest {
		wdt := graph.Float32
		if x.DType == graph.Float64 {
			wdt = graph.Float64
		}
		wt, err := graph.FromFloat64s(wdt, graph.Shape{int64(len(wts))}, wts)
		if err != nil {
			return err
		}
		values = append(values, l.constant(n.Name+"_weights", wt))
	}
	ks, err := kernels.Resize(spec)
	return l.launchKernels(part, ks, err, append(values, y)...)
}

// resizeTapTable is one axis's taps: count per output coordinate, then for
// every output coordinate count input indices (-1: outside the crop) and
// weights.
type resizeTapTable struct {
	count  int64
	index  []int64
	weight []float64
}

// resizeTaps computes an axis's taps as the ONNX reference interpolates
// (coordinate transformation, then the mode's coefficients around the
// source coordinate, clamped at the borders).
func resizeTaps(n *graph.Node, opset int64, inN, outN int64, scale float64, ax int, roi []float64) (resizeTapTable, error) {
	def := "half_pixel"
	if opset < 11 || n.OpType == "Upsample" {
		def = "asymmetric" // Upsample and Resize-10 had no choice
	}
	ctm := n.Str("coordinate_transformation_mode", def)
	excl := n.Int("exclude_outside", 0) != 0
	mode := n.Str("mode", "nearest")
	r := len(roi) / 2
	var tab resizeTapTable
	for j := range outN {
		s, e := 0.0, 1.0
		if roi != nil {
			s, e = roi[ax], roi[r+ax]
		}
		xo, outside, err := ref.ResizeSourceCoord(ctm, float64(j), inN, outN, scale, s, e)
		if err != nil {
			return tab, err
		}
		fl := math.Floor(xo)
		ratio := xo - fl
		if ratio == 0 {
			ratio = 1
		}
		co, err := ref.ResizeCoeffs(n, mode, ratio, scale)
		if err != nil {
			return tab, err
		}
		k := len(co)
		base := int64(math.Ceil(xo)) - int64(k/2)
		pad := int64((k + 1) / 2)
		base = max(base, -pad)
		base = min(base, inN+pad-int64(k))
		w := slices.Clone(co)
		if excl {
			var sum float64
			for t := range k {
				if idx := base + int64(t); idx < 0 || idx >= inN {
					w[t] = 0
				}
				sum += w[t]
			}
			if sum != 0 {
				for t := range w {
					w[t] /= sum
				}
			}
		}
		clampIdx := func(t int) int64 { return min(max(base+int64(t), 0), inN-1) }
		if mode == "nearest" {
			tab.count = 1
			pick := clampIdx(slices.Index(w, 1))
			if slices.Index(w, 1) < 0 {
				return tab, fmt.Errorf("nearest coefficients %v pick no element", w)
			}
			if outside {
				pick = -1
			}
			tab.index = append(tab.index, pick)
			continue
		}
		if tab.count == 0 {
			tab.count = int64(k)
		} else if tab.count != int64(k) {
			return tab, fmt.Errorf("tap count changes from %d to %d", tab.count, k)
		}
		for t := range k {
			i := clampIdx(t)
			if outside {
				i = -1
			}
			tab.index = append(tab.index, i)
			tab.weight = append(tab.weight, w[t])
		}
	}
	return tab, nil
}
