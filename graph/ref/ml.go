package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// Classical ML ops of the ai.onnx.ml domain, as skl2onnx writes them. The
// importer moves them into the default domain (no default-domain op shares
// their names), so they are keyed here by name like the others.

// rowsOf views x as (rows, features): a 1-D x is one row.
func rowsOf(s graph.Shape) (rows, feats int64, err error) {
	switch len(s) {
	case 1:
		return 1, s[0], nil
	case 2:
		return s[0], s[1], nil
	}
	return 0, 0, fmt.Errorf("input has rank %d, want 1 or 2", len(s))
}

// mlNumeric reports whether dt is a float or integer type (not bool/string).
func mlNumeric(dt graph.DType) bool { return dt.IsFloat() || dt.IsInt() }

// binarizerOp is Binarizer: 1 where x > threshold, else 0, in x's type.
var binarizerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if !mlNumeric(a.dtype(0)) {
			return nil, fmt.Errorf("input is %v: want a numeric type", a.dtype(0))
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		th := float64(c.n.Float("threshold", 0))
		x := c.in[0]
		y, err := alloc(x.DType, x.Shape)
		if err != nil {
			return err
		}
		for i := range x.Len() {
			y.SetFloat64(i, float64(b2i(x.Float64(i) > th)))
		}
		c.set(0, y)
		return nil
	},
}

// arrayFeatureExtractorOp is ArrayFeatureExtractor: the elements of the
// last axis that Y's indices name; a 1-D X gives (1, len(Y)).
var arrayFeatureExtractorOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if dt := a.dtype(1); dt != graph.Int64 {
			return nil, fmt.Errorf("indices are %v: want int64", dt)
		}
		s := a.shape(0)
		if len(s) == 0 {
			return nil, fmt.Errorf("X must have rank 1 or more")
		}
		k := a.shape(1).Size()
		if len(s) == 1 {
			return one(a.dtype(0), graph.Shape{1, k})
		}
		out := append(s[:len(s)-1:len(s)-1], k)
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, idx := c.in[0], c.in[1].Int64s()
		last := x.Shape[len(x.Shape)-1]
		for _, i := range idx {
			if i < 0 || i >= last {
				return fmt.Errorf("index %d is out of range for the last axis of %d", i, last)
			}
		}
		y, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		rows := int64(x.Len()) / max(last, 1)
		k := int64(len(idx))
		for r := range rows {
			for j, i := range idx {
				src, dst := int(r*last+i), int(r*k+int64(j))
				if x.DType == graph.String {
					y.Strings[dst] = x.Strings[src]
				} else {
					y.SetFloat64(dst, x.Float64(src))
				}
			}
		}
		c.set(0, y)
		return nil
	},
	strings: true,
}

// labelEncoder is LabelEncoder's mapping: keys and values as strings (for
// string types) or float64s, with the default.
type labelEncoder struct {
	inDT, outDT graph.DType
	fmap        map[float64]int
	smap        map[string]int
	vals        *graph.Tensor
	def         *graph.Tensor
}

// tensorOrList reads a *_tensor attribute or one of the typed lists.
func tensorOrList(n *graph.Node, prefix string) (*graph.Tensor, error) {
	if t := n.TensorAttr(prefix + "_tensor"); t != nil {
		return t, nil
	}
	switch {
	case n.Has(prefix + "_strings"):
		v := n.Strings(prefix+"_strings", nil)
		return graph.FromStrings(graph.Shape{int64(len(v))}, v)
	case n.Has(prefix + "_int64s"):
		v := n.Ints(prefix+"_int64s", nil)
		return graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
	case n.Has(prefix + "_floats"):
		v := n.Floats(prefix+"_floats", nil)
		f := make([]float64, len(v))
		for i, x := range v {
			f[i] = float64(x)
		}
		return graph.FromFloat64s(graph.Float32, graph.Shape{int64(len(v))}, f)
	}
	return nil, fmt.Errorf("no %s_tensor, %s_strings, %s_int64s or %s_floats attribute", prefix, prefix, prefix, prefix)
}

func decodeLabelEncoder(n *graph.Node) (*labelEncoder, error) {
	keys, err := tensorOrList(n, "keys")
	if err != nil {
		return nil, err
	}
	vals, err := tensorOrList(n, "values")
	if err != nil {
		return nil, err
	}
	if keys.Len() != vals.Len() {
		return nil, fmt.Errorf("%d keys for %d values", keys.Len(), vals.Len())
	}
	p := &labelEncoder{inDT: keys.DType, outDT: vals.DType, vals: vals, fmap: map[float64]int{}, smap: map[string]int{}}
	for i := range keys.Len() {
		if keys.DType == graph.String {
			if _, dup := p.smap[keys.Strings[i]]; !dup {
				p.smap[keys.Strings[i]] = i
			}
		} else if _, dup := p.fmap[keys.Float64(i)]; !dup {
			p.fmap[keys.Float64(i)] = i
		}
	}
	if d := n.TensorAttr("default_tensor"); d != nil {
		if d.DType != vals.DType || d.Len() != 1 {
			return nil, fmt.Errorf("default_tensor is %v%v: want one %v", d.DType, d.Shape, vals.DType)
		}
		p.def = d
	} else {
		switch vals.DType {
		case graph.String:
			p.def, _ = graph.FromStrings(graph.Shape{}, []string{n.Str("default_string", "_Unused")})
		case graph.Int64:
			p.def, _ = graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{n.Int("default_int64", -1)})
		default:
			p.def = graph.Scalar(vals.DType, float64(n.Float("default_float", float32(math.Copysign(0, -1)))))
		}
	}
	return p, nil
}

// labelEncoderOp is LabelEncoder: each element mapped by keys -> values,
// the default where no key matches.
var labelEncoderOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		p, err := decodeLabelEncoder(a.node())
		if err != nil {
			return nil, err
		}
		if (p.inDT == graph.String) != (a.dtype(0) == graph.String) {
			return nil, fmt.Errorf("input is %v, keys are %v", a.dtype(0), p.inDT)
		}
		return one(p.outDT, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := decodeLabelEncoder(c.n)
		if err != nil {
			return err
		}
		x := c.in[0]
		y, err := alloc(p.outDT, x.Shape)
		if err != nil {
			return err
		}
		for i := range x.Len() {
			src, j, ok := p.def, 0, false
			if x.DType == graph.String {
				j, ok = p.smap[x.Strings[i]]
			} else {
				j, ok = p.fmap[x.Float64(i)]
			}
			if ok {
				src = p.vals
			}
			if p.outDT == graph.String {
				y.Strings[i] = src.Strings[j]
			} else {
				y.SetFloat64(i, src.Float64(j))
			}
		}
		c.set(0, y)
		return nil
	},
	strings: true,
}

// scalerOp is Scaler: (x - offset) · scale per feature (or one of each
// for all), float32.
var scalerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if !mlNumeric(a.dtype(0)) {
			return nil, fmt.Errorf("input is %v: want a numeric type", a.dtype(0))
		}
		return one(graph.Float32, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		off, sc := c.n.Floats("offset", nil), c.n.Floats("scale", nil)
		feats := int64(1)
		if len(x.Shape) > 0 {
			feats = x.Shape[len(x.Shape)-1]
		}
		at := func(v []float32, i int64, def float64) (float64, error) {
			switch int64(len(v)) {
			case 0:
				return def, nil
			case 1:
				return float64(v[0]), nil
			case feats:
				return float64(v[i]), nil
			}
			return 0, fmt.Errorf("%d offsets/scales for %d features", len(v), feats)
		}
		y, err := alloc(graph.Float32, x.Shape)
		if err != nil {
			return err
		}
		for i := range x.Len() {
			f := int64(i) % max(feats, 1)
			o, err := at(off, f, 0)
			if err != nil {
				return err
			}
			s, err := at(sc, f, 1)
			if err != nil {
				return err
			}
			y.SetFloat64(i, (x.Float64(i)-o)*s)
		}
		c.set(0, y)
		return nil
	},
}

// normalizerOp is Normalizer: each row divided by its MAX, L1 or L2 norm,
// float32.
var normalizerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if _, _, err := rowsOf(a.shape(0)); err != nil {
			return nil, err
		}
		if m := a.node().Str("norm", "MAX"); m != "MAX" && m != "L1" && m != "L2" {
			return nil, fmt.Errorf("norm %q: want MAX, L1 or L2", m)
		}
		return one(graph.Float32, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		rows, feats, _ := rowsOf(x.Shape)
		y, err := alloc(graph.Float32, x.Shape)
		if err != nil {
			return err
		}
		norm := c.n.Str("norm", "MAX")
		for r := range rows {
			var d float64
			for f := range feats {
				v := x.Float64(int(r*feats + f))
				switch norm {
				case "MAX":
					if f == 0 || v > d {
						d = v
					}
				case "L1":
					d += math.Abs(v)
				case "L2":
					d += v * v
				}
			}
			if norm == "L2" {
				d = math.Sqrt(d)
			}
			for f := range feats {
				i := int(r*feats + f)
				y.SetFloat64(i, x.Float64(i)/d)
			}
		}
		c.set(0, y)
		return nil
	},
}

// linearRegressorOp is LinearRegressor: Y[n, t] = Σ_f X[n, f]·coef[t, f] +
// intercept[t], float32 (post_transform NONE).
var linearRegressorOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		rows, _, err := rowsOf(a.shape(0))
		if err != nil {
			return nil, err
		}
		if pt := a.node().Str("post_transform", "NONE"); pt != "NONE" {
			return nil, fmt.Errorf("post_transform %q: NONE is supported", pt)
		}
		return one(graph.Float32, graph.Shape{rows, a.node().Int("targets", 1)})
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		rows, feats, _ := rowsOf(x.Shape)
		t := c.n.Int("targets", 1)
		coef, icpt := c.n.Floats("coefficients", nil), c.n.Floats("intercepts", nil)
		if int64(len(coef)) != t*feats || (len(icpt) != 0 && int64(len(icpt)) != t) {
			return fmt.Errorf("%d coefficients and %d intercepts for %d targets of %d features", len(coef), len(icpt), t, feats)
		}
		y, err := alloc(graph.Float32, outs[0].shape)
		if err != nil {
			return err
		}
		for r := range rows {
			for j := range t {
				var s float64
				if len(icpt) > 0 {
					s = float64(icpt[j])
				}
				for f := range feats {
					s += x.Float64(int(r*feats+f)) * float64(coef[j*feats+f])
				}
				y.SetFloat64(int(r*t+j), s)
			}
		}
		c.set(0, y)
		return nil
	},
}

// imputerOp is Imputer: elements equal to replaced_value (NaN: NaN
// elements) become the imputed value of their feature (or the one for all).
var imputerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if !mlNumeric(a.dtype(0)) {
			return nil, fmt.Errorf("input is %v: want a numeric type", a.dtype(0))
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		var imp []float64
		var rep float64
		if x.DType.IsFloat() {
			for _, v := range c.n.Floats("imputed_value_floats", nil) {
				imp = append(imp, float64(v))
			}
			rep = float64(c.n.Float("replaced_value_float", 0))
		} else {
			for _, v := range c.n.Ints("imputed_value_int64s", nil) {
				imp = append(imp, float64(v))
			}
			rep = float64(c.n.Int("replaced_value_int64", 0))
		}
		feats := int64(1)
		if len(x.Shape) > 0 {
			feats = x.Shape[len(x.Shape)-1]
		}
		if len(imp) != 1 && int64(len(imp)) != feats {
			return fmt.Errorf("%d imputed values for %d features", len(imp), feats)
		}
		y, err := alloc(x.DType, x.Shape)
		if err != nil {
			return err
		}
		for i := range x.Len() {
			v := x.Float64(i)
			if v == rep || math.IsNaN(rep) && math.IsNaN(v) {
				v = imp[0]
				if len(imp) > 1 {
					v = imp[int64(i)%feats]
				}
			}
			y.SetFloat64(i, v)
		}
		c.set(0, y)
		return nil
	},
}

// MappedDType is the output element type of a mapping op that does not
// keep its input's type, told by its attributes and input type alone (for
// a value whose shape is decided at run time): LabelEncoder's values' type,
// CategoryMapper's other of string and int64.
func MappedDType(n *graph.Node) (graph.DType, bool) {
	switch n.OpType {
	case "LabelEncoder":
		vals, err := tensorOrList(n, "values")
		if err != nil {
			return graph.Undefined, false
		}
		return vals.DType, true
	case "CategoryMapper":
		if x := n.Input(0); x != nil {
			switch x.DType {
			case graph.String:
				return graph.Int64, true
			case graph.Int64:
				return graph.String, true
			}
		}
	}
	return graph.Undefined, false
}
