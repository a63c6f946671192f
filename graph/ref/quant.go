package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// Quantization: QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear and
// the integer ops (MatMulInteger, ConvInteger, QLinearMatMul, QLinearConv),
// with the ONNX reference's arithmetic: quotients in the input's float
// precision, rounding half to even, saturation to the integer type.

// quantRange is the value range of the integer types quantization writes.
func quantRange(dt graph.DType) (lo, hi float64, ok bool) {
	switch dt {
	case graph.Int8:
		return math.MinInt8, math.MaxInt8, true
	case graph.Uint8:
		return 0, math.MaxUint8, true
	case graph.Int16:
		return math.MinInt16, math.MaxInt16, true
	case graph.Uint16:
		return 0, math.MaxUint16, true
	}
	return 0, 0, false
}

// roundTo rounds v to the precision of the float type dt (numpy's result
// of an operation in that type; float64 and integer types keep v).
func roundTo(dt graph.DType, v float64) float64 {
	switch dt {
	case graph.Float32:
		return float64(float32(v))
	case graph.Float16:
		return float64(graph.Float16ToFloat32(graph.Float32ToFloat16(float32(v))))
	case graph.BFloat16:
		return float64(graph.BFloat16ToFloat32(graph.Float32ToBFloat16(float32(v))))
	}
	return v
}

// saturate rounds v half to even and clamps it to [lo, hi].
func saturate(v, lo, hi float64) float64 {
	return math.Max(lo, math.Min(hi, math.RoundToEven(v)))
}

// scaleIndex maps a flat index of a tensor of shape x to the flat index of
// its scale (or zero point) of shape s under layout l.
func scaleIndex(x, s graph.Shape, l opattr.ScaleLayout) func(i int) int {
	if l.PerTensor() {
		return func(int) int { return 0 }
	}
	inner := int(graph.Shape(x[l.Axis+1:]).Size())
	dim := int(x[l.Axis])
	if l.Block == 0 {
		return func(i int) int { return i / inner % dim }
	}
	// Blocked: s has x's rank; along the axis the index is divided by the
	// block.
	sInner := int(graph.Shape(s[l.Axis+1:]).Size())
	sDim := int(s[l.Axis])
	b := int(l.Block)
	return func(i int) int {
		outer := i / (inner * dim)
		c := i / inner % dim
		r := i % inner
		return (outer*sDim+c/b)*sInner + r
	}
}

// quantOutDType is QuantizeLinear's output type: the zero point's, else
// output_dtype, else uint8.
func quantOutDType(a args, q opattr.Quantize) (graph.DType, error) {
	dt := graph.Uint8
	if q.OutputDType != 0 {
		d, err := onnxDType(q.OutputDType)
		if err != nil {
			return 0, err
		}
		dt = d
	}
	if a.has(2) {
		if q.OutputDType != 0 && a.dtype(2) != dt {
			return 0, fmt.Errorf("output_dtype %v differs from the zero point's %v", dt, a.dtype(2))
		}
		dt = a.dtype(2)
	}
	if _, _, ok := quantRange(dt); !ok {
		return 0, graph.Unsupportedf("quantization to %v is not supported (int8, uint8, int16, uint16 are)", dt)
	}
	return dt, nil
}

// quantLayout checks the scale (and zero point) of a Q/DQ node against x.
func quantLayout(a args) (opattr.ScaleLayout, error) {
	q := opattr.DecodeQuantize(a.node())
	l, err := q.Layout(a.shape(0), a.shape(1))
	if err != nil {
		return l, err
	}
	if a.has(2) && !a.shape(2).Equal(a.shape(1)) && !(l.PerTensor() && a.shape(2).Size() == 1) {
		return l, fmt.Errorf("zero point of shape %v differs from the scale's %v", a.shape(2), a.shape(1))
	}
	if !a.dtype(1).IsFloat() {
		return l, fmt.Errorf("scale is %v, want a float type", a.dtype(1))
	}
	return l, nil
}

var quantizeLinearOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if _, err := quantLayout(a); err != nil {
			return nil, err
		}
		if dt := a.dtype(0); !dt.IsFloat() && dt != graph.Int32 {
			return nil, fmt.Errorf("input is %v, want a float type or int32", dt)
		}
		dt, err := quantOutDType(a, opattr.DecodeQuantize(a.node()))
		if err != nil {
			return nil, err
		}
		return one(dt, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		l, _ := quantLayout(c)
		x, s, zp := c.in[0], c.in[1], c.input(2)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		lo, hi, _ := quantRange(out.DType)
		si := scaleIndex(x.Shape, s.Shape, l)
		for i := range out.Len() {
			j := si(i)
			q := math.RoundToEven(roundTo(x.DType, x.Float64(i)/s.Float64(j)))
			if zp != nil {
				q += zp.Float64(j)
			}
			out.SetFloat64(i, saturate(q, lo, hi))
		}
		c.set(0, out)
		return nil
	},
}

var dequantizeLinearOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if _, err := quantLayout(a); err != nil {
			return nil, err
		}
		if dt := a.dtype(0); dt != graph.Int32 {
			if _, _, ok := quantRange(dt); !ok {
				return nil, graph.Unsupportedf("dequantizing %v is not supported (int8, uint8, int16, uint16, int32 are)", dt)
			}
		}
		if a.has(2) && a.dtype(2) != a.dtype(0) {
			return nil, fmt.Errorf("zero point is %v, the input %v", a.dtype(2), a.dtype(0))
		}
		dt := a.dtype(1)
		if code := opattr.DecodeQuantize(a.node()).OutputDType; code != 0 {
			d, err := onnxDType(code)
			if err != nil {
				return nil, err
			}
			if !d.IsFloat() {
				return nil, fmt.Errorf("output_dtype %v is not a float type", d)
			}
			dt = d
		}
		return one(dt, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		l, _ := quantLayout(c)
		x, s, zp := c.in[0], c.in[1], c.input(2)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		si := scaleIndex(x.Shape, s.Shape, l)
		for i := range out.Len() {
			j := si(i)
			// numpy: x as float32, minus the zero point (float32 for
			// 8/16-bit types, float64 for int32), times the scale.
			d := float64(float32(x.Float64(i)))
			if zp != nil {
				d -= zp.Float64(j)
			}
			y := d * s.Float64(j)
			if x.DType != graph.Int32 {
				y = roundTo(graph.Float32, y)
			}
			out.SetFloat64(i, y)
		}
		c.set(0, out)
		return nil
	},
}

var dynamicQuantizeLinearOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if a.dtype(0) != graph.Float32 {
			return nil, fmt.Errorf("input is %v, want float32", a.dtype(0))
		}
		return []outType{{graph.Uint8, a.shape(0)}, {graph.Float32, graph.Shape{}}, {graph.Uint8, graph.Shape{}}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		scale, zp := DynamicQuantParams(x.Float32s())
		y, err := alloc(graph.Uint8, x.Shape)
		if err != nil {
			return err
		}
		for i := range y.Len() {
			q := math.RoundToEven(float64(float32(x.Float64(i)) / scale))
			y.SetFloat64(i, saturate(q+float64(zp), 0, 255))
		}
		c.set(0, y)
		c.set(1, graph.Scalar(graph.Float32, float64(scale)))
		c.set(2, graph.Scalar(graph.Uint8, float64(zp)))
		return nil
	},
}

// DynamicQuantParams is DynamicQuantizeLinear's scale and zero point for x
// (float32 arithmetic as in the ONNX reference): the range of x widened to
// hold 0, over 255; scale 1 when x is all zeros.
func DynamicQuantParams(x []float32) (scale float32, zp uint8) {
	var lo, hi float32
	for _, v := range x {
		lo, hi = min(lo, v), max(hi, v)
	}
	scale = 1
	if hi != lo {
		scale = (hi - lo) / 255
	}
	z := float32(0) - lo/scale
	return scale, uint8(saturate(float64(z), 0, 255))
}

// offsetInts returns t's values minus its zero point zp (nil: 0) as an
// int32 tensor; zpIndex maps an element to its zero point.
func offsetInts(t, zp *graph.Tensor, zpIndex func(i int) int) (*graph.Tensor, error) {
	out, err := alloc(graph.Int32, t.Shape)
	if err != nil {
		return nil, err
	}
	for i := range t.Len() {
		v := t.Int64(i)
		if zp != nil {
			v -= zp.Int64(zpIndex(i))
		}
		out.SetInt64(i, v)
	}
	return out, nil
}

// rowIndex and colIndex map an element of a matrix operand (the last two
// dims) to its row or column; a zero point of one element maps to 0.
func rowIndex(s graph.Shape, zp *graph.Tensor) func(int) int {
	if zp == nil || zp.Len() == 1 {
		return func(int) int { return 0 }
	}
	k, m := int(s[len(s)-1]), int(s[len(s)-2])
	return func(i int) int { return i / k % m }
}

func colIndex(s graph.Shape, zp *graph.Tensor) func(int) int {
	if zp == nil || zp.Len() == 1 {
		return func(int) int { return 0 }
	}
	n := int(s[len(s)-1])
	return func(i int) int { return i % n }
}

// checkPerIndex checks a zero point (or scale) of input i: absent, one
// element, or a vector of n (per row, column or channel).
func checkPerIndex(a args, i int, n int64, what string) error {
	if !a.has(i) {
		return nil
	}
	s := a.shape(i)
	if s.Size() == 1 || len(s) == 1 && s[0] == n {
		return nil
	}
	return fmt.Errorf("%s of shape %v: want one value or %d", what, s, n)
}

// integerMatMul is MatMulInteger's product of a and b less their zero
// points (per row of a, per column of b), in int32.
func integerMatMul(a, azp, b, bzp *graph.Tensor) (*graph.Tensor, error) {
	a32, err := offsetInts(a, azp, rowIndex(a.Shape, azp))
	if err != nil {
		return nil, err
	}
	b32, err := offsetInts(b, bzp, colIndex(b.Shape, bzp))
	if err != nil {
		return nil, err
	}
	return matmul(a32, b32)
}

// matmulIntTypes checks the operands of MatMulInteger and QLinearMatMul
// (a at ai, b at bi, their zero points at azi, bzi) and returns the
// product's shape.
func matmulIntTypes(a args, ai, azi, bi, bzi int) (graph.Shape, error) {
	for _, i := range []int{ai, bi} {
		if dt := a.dtype(i); dt != graph.Int8 && dt != graph.Uint8 {
			return nil, graph.Unsupportedf("input %d is %v: int8 and uint8 are supported", i, dt)
		}
	}
	for _, p := range [][2]int{{ai, azi}, {bi, bzi}} {
		if a.has(p[1]) && a.dtype(p[1]) != a.dtype(p[0]) {
			return nil, fmt.Errorf("zero point %d is %v, its input %v", p[1], a.dtype(p[1]), a.dtype(p[0]))
		}
	}
	p, err := planMatMul(a.shape(ai), a.shape(bi))
	if err != nil {
		return nil, err
	}
	if err := checkPerIndex(a, azi, int64(p.m), "a_zero_point"); err != nil {
		return nil, err
	}
	if err := checkPerIndex(a, bzi, int64(p.n), "b_zero_point"); err != nil {
		return nil, err
	}
	return p.out, nil
}

var matMulIntegerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		s, err := matmulIntTypes(a, 0, 2, 1, 3)
		if err != nil {
			return nil, err
		}
		return one(graph.Int32, s)
	},
	eval: func(c *evalCtx, _ []outType) error {
		out, err := integerMatMul(c.in[0], c.input(2), c.in[1], c.input(3))
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// requantize writes acc·(sa·sb[j]/sy) + zy, rounded half to even and
// saturated, into a tensor of zy's type (or dt without one). The
// multiplier is computed in the scales' type as the ONNX reference does;
// the product in float64. chan maps an element to its index into sb.
func requantize(acc, sa, sb, sy, zy *graph.Tensor, dt graph.DType, chan_ func(int) int) (*graph.Tensor, error) {
	if zy != nil {
		dt = zy.DType
	}
	out, err := alloc(dt, acc.Shape)
	if err != nil {
		return nil, err
	}
	lo, hi, _ := quantRange(dt)
	st := sa.DType
	for i := range acc.Len() {
		j := 0
		if sb.Len() > 1 {
			j = chan_(i)
		}
		m := roundTo(st, roundTo(st, sa.Float64(0)*sb.Float64(j))/sy.Float64(0))
		d := float64(acc.Int64(i)) * m
		if zy != nil {
			d += zy.Float64(0)
		}
		out.SetFloat64(i, saturate(d, lo, hi))
	}
	return out, nil
}

// checkScales checks QLinear scales: floats of one type, per-tensor except
// the weight's (index w), which may hold n values.
func checkScales(a args, x, w, y int, n int64) error {
	for _, i := range []int{x, w, y} {
		if !a.dtype(i).IsFloat() || a.dtype(i) != a.dtype(x) {
			return fmt.Errorf("scales are %v, %v, %v: want one float type", a.dtype(x), a.dtype(w), a.dtype(y))
		}
	}
	if a.shape(x).Size() != 1 || a.shape(y).Size() != 1 {
		return fmt.Errorf("input and output scales must be per-tensor, are %v and %v", a.shape(x), a.shape(y))
	}
	// The output zero point follows the output scale.
	if a.has(y+1) && a.shape(y+1).Size() != 1 {
		return fmt.Errorf("output zero point of shape %v must be per-tensor", a.shape(y+1))
	}
	return checkPerIndex(a, w, n, "weight scale")
}

var qlinearMatMulOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 7); err != nil {
			return nil, err
		}
		s, err := matmulIntTypes(a, 0, 2, 3, 5)
		if err != nil {
			return nil, err
		}
		p, _ := planMatMul(a.shape(0), a.shape(3))
		if err := checkScales(a, 1, 4, 6, int64(p.n)); err != nil {
			return nil, err
		}
		dt := a.dtype(0)
		if a.has(7) {
			dt = a.dtype(7)
		}
		if _, _, ok := quantRange(dt); !ok || !a.has(7) && dt != a.dtype(0) {
			return nil, fmt.Errorf("output type %v", dt)
		}
		return one(dt, s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		acc, err := integerMatMul(c.in[0], c.input(2), c.in[3], c.input(5))
		if err != nil {
			return err
		}
		n := int(acc.Shape[len(acc.Shape)-1])
		out, err := requantize(acc, c.in[1], c.in[4], c.in[6], c.input(7), outs[0].dt, func(i int) int { return i % n })
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// convInt is the integer convolution of x and w less their zero points
// (w's per output channel) plus an int32 bias, in int32: computed by the
// float64 convolution, exact for 8-bit operands.
func convInt(n *graph.Node, x, xzp, w, wzp, bias *graph.Tensor) (*graph.Tensor, error) {
	toF := func(t, zp *graph.Tensor, idx func(int) int) (*graph.Tensor, error) {
		f, err := alloc(graph.Float64, t.Shape)
		if err != nil {
			return nil, err
		}
		for i := range t.Len() {
			v := t.Int64(i)
			if zp != nil {
				v -= zp.Int64(idx(i))
			}
			f.SetFloat64(i, float64(v))
		}
		return f, nil
	}
	xf, err := toF(x, xzp, func(int) int { return 0 })
	if err != nil {
		return nil, err
	}
	inner := int(graph.Shape(w.Shape[1:]).Size())
	wIdx := func(i int) int { return i / inner }
	if wzp != nil && wzp.Len() == 1 {
		wIdx = func(int) int { return 0 }
	}
	wf, err := toF(w, wzp, wIdx)
	if err != nil {
		return nil, err
	}
	ins := []*graph.Tensor{xf, wf}
	if bias != nil {
		bf, err := toF(bias, nil, nil)
		if err != nil {
			return nil, err
		}
		ins = append(ins, bf)
	}
	sub := &evalCtx{n: n, in: ins, out: make([]*graph.Tensor, 1)}
	types, err := convOp.types(sub)
	if err != nil {
		return nil, err
	}
	if err := convOp.eval(sub, types); err != nil {
		return nil, err
	}
	res := sub.out[0]
	out, err := alloc(graph.Int32, res.Shape)
	if err != nil {
		return nil, err
	}
	for i := range res.Len() {
		out.SetInt64(i, int64(res.Float64(i)))
	}
	return out, nil
}

// convIntTypes checks the operands of ConvInteger and QLinearConv (x at xi,
// w at wi, zero points at xzi, wzi) and returns the output shape.
func convIntTypes(a args, xi, xzi, wi, wzi int) (graph.Shape, error) {
	for _, i := range []int{xi, wi} {
		if dt := a.dtype(i); dt != graph.Int8 && dt != graph.Uint8 {
			return nil, graph.Unsupportedf("input %d is %v: int8 and uint8 are supported", i, dt)
		}
	}
	for _, p := range [][2]int{{xi, xzi}, {wi, wzi}} {
		if a.has(p[1]) && a.dtype(p[1]) != a.dtype(p[0]) {
			return nil, fmt.Errorf("zero point %d is %v, its input %v", p[1], a.dtype(p[1]), a.dtype(p[0]))
		}
	}
	if a.has(xzi) && a.shape(xzi).Size() != 1 {
		return nil, fmt.Errorf("x zero point of shape %v must be per-tensor", a.shape(xzi))
	}
	sub := &shapeArgs{args: a, idx: []int{xi, wi}}
	types, err := convOp.types(sub)
	if err != nil {
		return nil, err
	}
	if err := checkPerIndex(a, wzi, a.shape(wi)[0], "w zero point"); err != nil {
		return nil, err
	}
	return types[0].shape, nil
}

// shapeArgs presents some of a node's inputs, renumbered, to another op's
// type rule.
type shapeArgs struct {
	args
	idx []int
}

func (s *shapeArgs) count() int { return len(s.idx) }
func (s *shapeArgs) has(i int) bool {
	return i < len(s.idx) && s.args.has(s.idx[i])
}
func (s *shapeArgs) dtype(i int) graph.DType {
	if i >= len(s.idx) {
		return graph.Undefined
	}
	return s.args.dtype(s.idx[i])
}
func (s *shapeArgs) shape(i int) graph.Shape {
	if i >= len(s.idx) {
		return nil
	}
	return s.args.shape(s.idx[i])
}
func (s *shapeArgs) value(i int, what string) (*graph.Tensor, error) {
	if i >= len(s.idx) {
		return nil, nil
	}
	return s.args.value(s.idx[i], what)
}

var convIntegerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		s, err := convIntTypes(a, 0, 2, 1, 3)
		if err != nil {
			return nil, err
		}
		return one(graph.Int32, s)
	},
	eval: func(c *evalCtx, _ []outType) error {
		out, err := convInt(c.n, c.in[0], c.input(2), c.in[1], c.input(3), nil)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

var qlinearConvOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 8); err != nil {
			return nil, err
		}
		s, err := convIntTypes(a, 0, 2, 3, 5)
		if err != nil {
			return nil, err
		}
		m := a.shape(3)[0]
		if err := checkScales(a, 1, 4, 6, m); err != nil {
			return nil, err
		}
		if a.has(8) && (a.dtype(8) != graph.Int32 || !a.shape(8).Equal(graph.Shape{m})) {
			return nil, fmt.Errorf("bias is %v%v, want int32[%d]", a.dtype(8), a.shape(8), m)
		}
		dt := a.dtype(0)
		if a.has(7) {
			dt = a.dtype(7)
		}
		if _, _, ok := quantRange(dt); !ok {
			return nil, fmt.Errorf("output type %v", dt)
		}
		return one(dt, s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		acc, err := convInt(c.n, c.in[0], c.input(2), c.in[3], c.input(5), c.input(8))
		if err != nil {
			return err
		}
		inner := int(graph.Shape(acc.Shape[2:]).Size())
		m := int(acc.Shape[1])
		out, err := requantize(acc, c.in[1], c.in[4], c.in[6], c.input(7), outs[0].dt, func(i int) int { return i / inner % m })
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}
