package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// resizePlan holds Resize's per-dim output sizes, scales and crop ROI.
type resizePlan struct {
	out    graph.Shape
	scales []float64
	roi    []float64 // 2*rank (starts then ends), nil unless given
}

func planResize(a args) (*resizePlan, error) {
	n := a.node()
	in := a.shape(0)
	r := len(in)
	var axes []int
	if ax := n.Ints("axes", nil); ax != nil {
		for _, v := range ax {
			i, err := graph.NormalizeAxis(v, r)
			if err != nil {
				return nil, err
			}
			axes = append(axes, i)
		}
	} else {
		for i := 0; i < r; i++ {
			axes = append(axes, i)
		}
	}
	p := &resizePlan{out: in.Clone(), scales: make([]float64, r)}
	for i := range p.scales {
		p.scales[i] = 1
	}
	// Inputs: X, roi, scales, sizes (opset >= 11); X, scales before.
	scalesIdx, sizesIdx, roiIdx := 2, 3, 1
	if a.opset() < 11 || n.OpType == "Upsample" {
		scalesIdx, sizesIdx, roiIdx = 1, -1, -1
	}
	var scales, sizes []float64
	if n.OpType == "Upsample" && !a.has(1) {
		// Upsample-7 has its scales as an attribute.
		for _, v := range n.Floats("scales", nil) {
			scales = append(scales, float64(v))
		}
	}
	if a.has(scalesIdx) {
		t, err := a.value(scalesIdx, "scales")
		if err != nil {
			return nil, err
		}
		if t.Len() > 0 {
			scales = t.Float64s()
		}
	}
	if sizesIdx >= 0 && a.has(sizesIdx) {
		t, err := a.value(sizesIdx, "sizes")
		if err != nil {
			return nil, err
		}
		if t.Len() > 0 {
			for _, v := range t.Int64s() {
				sizes = append(sizes, float64(v))
			}
		}
	}
	if roiIdx >= 0 && a.has(roiIdx) {
		t, err := a.value(roiIdx, "roi")
		if err != nil {
			return nil, err
		}
		if t.Len() > 0 {
			rv := t.Float64s()
			if len(rv) != 2*len(axes) {
				return nil, fmt.Errorf("roi has %d values for %d axes", len(rv), len(axes))
			}
			p.roi = make([]float64, 2*r)
			for i := 0; i < r; i++ {
				p.roi[r+i] = 1
			}
			for i, ax := range axes {
				p.roi[ax], p.roi[r+ax] = rv[i], rv[len(axes)+i]
			}
		}
	}
	switch {
	case sizes != nil:
		if len(sizes) != len(axes) {
			return nil, fmt.Errorf("sizes has %d values for %d axes", len(sizes), len(axes))
		}
		for i, ax := range axes {
			if sizes[i] < 0 || sizes[i] > graph.MaxElements {
				return nil, fmt.Errorf("size %v of axis %d: want 0 to %d", sizes[i], ax, int64(graph.MaxElements))
			}
			p.out[ax] = int64(sizes[i])
			p.scales[ax] = sizes[i] / float64(in[ax])
		}
		if pol := n.Str("keep_aspect_ratio_policy", "stretch"); pol != "stretch" {
			s := p.scales[axes[0]]
			for _, ax := range axes {
				if pol == "not_larger" {
					s = math.Min(s, p.scales[ax])
				} else {
					s = math.Max(s, p.scales[ax])
				}
			}
			for _, ax := range axes {
				p.scales[ax] = s
				p.out[ax] = int64(s*float64(in[ax]) + 0.5)
			}
		}
	case scales != nil:
		if len(scales) != len(axes) {
			return nil, fmt.Errorf("scales has %d values for %d axes", len(scales), len(axes))
		}
		for i, ax := range axes {
			if !(scales[i] > 0) || math.IsInf(scales[i], 0) {
				return nil, fmt.Errorf("scale %v must be positive and finite", scales[i])
			}
			if o := math.Floor(scales[i] * float64(in[ax])); o > graph.MaxElements {
				return nil, fmt.Errorf("scale %v makes axis %d of %d elements %v long: more than a tensor holds", scales[i], ax, in[ax], o)
			}
			p.scales[ax] = scales[i]
			p.out[ax] = int64(math.Floor(scales[i] * float64(in[ax])))
		}
	default:
		return nil, fmt.Errorf("neither scales nor sizes is given")
	}
	return p, nil
}

var resizeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		p, err := planResize(a)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), p.out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := planResize(c)
		if err != nil {
			return err
		}
		x := c.in[0]
		data := x.Float64s()
		shape := x.Shape.Clone()
		// Separable: interpolate along the last axis first, as the
		// reference's recursion does, so extrapolation composes the same.
		for ax := len(shape) - 1; ax >= 0; ax-- {
			if p.out[ax] == shape[ax] && p.scales[ax] == 1 && p.roi == nil {
				continue
			}
			data, shape, err = resizeAxis(c.n, data, shape, ax, p.out[ax], p.scales[ax], p.roi)
			if err != nil {
				return err
			}
		}
		out, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, data)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// ResizeCoeffs returns the interpolation weights of Resize's mode
// ("nearest", "linear" or "cubic", with the node's nearest_mode, antialias
// and cubic_coeff_a) for a fractional offset ratio in (0, 1] (the ONNX
// reference's convention). The lowering uses it too, so the host kernels
// interpolate exactly as the reference does.
func ResizeCoeffs(n *graph.Node, mode string, ratio, scale float64) ([]float64, error) {
	anti := n.Int("antialias", 0) != 0
	switch mode {
	case "nearest":
		if ratio == 1 {
			return []float64{0, 1}, nil
		}
		def := "round_prefer_floor"
		if n.OpType == "Upsample" {
			def = "floor" // Upsample repeats each element (ONNX Runtime's "simple" mode)
		}
		switch nm := n.Str("nearest_mode", def); nm {
		case "round_prefer_ceil":
			return []float64{float64(b2i(ratio < 0.5)), float64(b2i(ratio >= 0.5))}, nil
		case "floor":
			return []float64{1, 0}, nil
		case "ceil":
			return []float64{0, 1}, nil
		case "round_prefer_floor":
			return []float64{float64(b2i(ratio <= 0.5)), float64(b2i(ratio > 0.5))}, nil
		default:
			return nil, graph.Unsupportedf("nearest_mode %q is not supported", nm)
		}
	case "linear":
		if !anti {
			return []float64{1 - ratio, ratio}, nil
		}
		s := math.Min(scale, 1)
		start := int(math.Floor(-1/s) + 1)
		co := make([]float64, 2-2*start)
		var sum float64
		for i := range co {
			co[i] = math.Max(0, math.Min(1, 1-math.Abs((float64(start+i)-ratio)*s)))
			sum += co[i]
		}
		for i := range co {
			co[i] /= sum
		}
		return co, nil
	case "cubic":
	default:
		return nil, graph.Unsupportedf("mode %q is not supported", mode)
	}
	A := float64(n.Float("cubic_coeff_a", -0.75))
	if !anti {
		r := ratio
		return []float64{
			((A*(r+1)-5*A)*(r+1)+8*A)*(r+1) - 4*A,
			((A+2)*r-(A+3))*r*r + 1,
			((A+2)*(1-r)-(A+3))*(1-r)*(1-r) + 1,
			((A*((1-r)+1)-5*A)*((1-r)+1)+8*A)*((1-r)+1) - 4*A,
		}, nil
	}
	s := math.Min(scale, 1)
	cub := func(x float64) float64 {
		x = math.Abs(x)
		switch {
		case x <= 1:
			return (A+2)*x*x*x - (A+3)*x*x + 1
		case x < 2:
			return A*x*x*x - 5*A*x*x + 8*A*x - 4*A
		}
		return 0
	}
	iStart := int(math.Floor(-2/s) + 1)
	co := make([]float64, 0, 2-2*iStart)
	var sum float64
	for i := iStart; i < 2-iStart; i++ {
		v := cub(s * (float64(i) - ratio))
		co = append(co, v)
		sum += v
	}
	for i := range co {
		co[i] /= sum
	}
	return co, nil
}

// ResizeSourceCoord maps output coordinate x of an axis resized from inN to
// outN elements by scale to the input coordinate, per Resize's
// coordinate_transformation_mode ctm; [roiStart, roiEnd] is the axis's crop
// (0, 1 when there is none). outside reports a tf_crop_and_resize coordinate
// that falls outside the input, which takes the extrapolation value.
func ResizeSourceCoord(ctm string, x float64, inN, outN int64, scale, roiStart, roiEnd float64) (xo float64, outside bool, err error) {
	outW := scale * float64(inN)
	switch ctm {
	case "align_corners":
		if outW != 1 {
			xo = x * float64(inN-1) / (outW - 1)
		}
	case "asymmetric":
		xo = x / scale
	case "tf_crop_and_resize":
		if outW == 1 {
			xo = (roiEnd - roiStart) * float64(inN-1) / 2
		} else {
			xo = x * (roiEnd - roiStart) * float64(inN-1) / (outW - 1)
		}
		xo += roiStart * float64(inN-1)
		outside = xo < 0 || xo > float64(inN-1)
	case "pytorch_half_pixel":
		if outW == 1 {
			xo = -0.5
		} else {
			xo = (x+0.5)/scale - 0.5
		}
	case "half_pixel":
		xo = (x+0.5)/scale - 0.5
	case "half_pixel_symmetric":
		adj := float64(outN) / outW
		center := float64(inN) / 2
		xo = center*(1-adj) + (x+0.5)/scale - 0.5
	default:
		return 0, false, graph.Unsupportedf("coordinate_transformation_mode %q is not supported", ctm)
	}
	return xo, outside, nil
}

// resizeAxis interpolates data (shape) along axis ax to size outN.
func resizeAxis(n *graph.Node, data []float64, shape graph.Shape, ax int, outN int64, scale float64, roi []float64) ([]float64, graph.Shape, error) {
	inN := shape[ax]
	outer := int(graph.Shape(shape[:ax]).Size())
	inner := int(graph.Shape(shape[ax+1:]).Size())
	newShape := shape.Clone()
	newShape[ax] = outN
	res := make([]float64, int(newShape.Size()))
	def := "half_pixel"
	if n.OpType == "Upsample" {
		def = "asymmetric" // Upsample had no choice
	}
	ctm := n.Str("coordinate_transformation_mode", def)
	excl := n.Int("exclude_outside", 0) != 0
	extrap := float64(n.Float("extrapolation_value", 0))
	r := len(shape)
	for j := int64(0); j < outN; j++ {
		s, e := 0.0, 1.0
		if roi != nil {
			s, e = roi[ax], roi[r+ax]
		}
		xo, outside, err := ResizeSourceCoord(ctm, float64(j), inN, outN, scale, s, e)
		if err != nil {
			return nil, nil, err
		}
		if outside {
			for o := 0; o < outer; o++ {
				for i := 0; i < inner; i++ {
					res[(o*int(outN)+int(j))*inner+i] = extrap
				}
			}
			continue
		}
		fl := math.Floor(xo)
		ratio := xo - fl
		if ratio == 0 {
			ratio = 1
		}
		co, err := ResizeCoeffs(n, n.Str("mode", "nearest"), ratio, scale)
		if err != nil {
			return nil, nil, err
		}
		k := len(co)
		// The k nearest integer positions to xo, preferring the lower
		// ones: with ratio in (0,1] they start at ceil(xo)-k/2.
		base := int64(math.Ceil(xo)) - int64(k/2)
		pad := int64((k + 1) / 2)
		base = max(base, -pad)
		base = min(base, inN+pad-int64(k))
		w := make([]float64, k)
		copy(w, co)
		if excl {
			var sum float64
			for t := 0; t < k; t++ {
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
		for o := 0; o < outer; o++ {
			for i := 0; i < inner; i++ {
				var s float64
				for t := 0; t < k; t++ {
					if w[t] == 0 {
						continue
					}
					idx := min(max(base+int64(t), 0), inN-1)
					s += w[t] * data[(o*int(inN)+int(idx))*inner+i]
				}
				res[(o*int(outN)+int(j))*inner+i] = s
			}
		}
	}
	return res, newShape, nil
}
