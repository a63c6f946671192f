package contrib

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// qoperatorOps are the operators of ONNX Runtime's QOperator quantization
// format (quantize_static(..., QuantFormat.QOperator), quantize_dynamic).
// Each is DequantizeLinear → the float op → QuantizeLinear, which is what
// ONNX Runtime's documentation defines them as; the QDQ folding pass then
// turns the patterns it knows into integer kernels.
func qoperatorOps() []contribOp {
	ms := MicrosoftDomain
	return []contribOp{
		{ms, "QLinearAdd", buildQLinearBinary("Add")},
		{ms, "QLinearMul", buildQLinearBinary("Mul")},
		{ms, "QLinearSigmoid", buildQLinearUnary("Sigmoid")},
		{ms, "QLinearLeakyRelu", buildQLinearUnary("LeakyRelu")},
		{ms, "QLinearGlobalAveragePool", buildQLinearGlobalAveragePool},
		{ms, "QLinearAveragePool", buildQLinearAveragePool},
		{ms, "QLinearConcat", buildQLinearConcat},
		{ms, "QLinearSoftmax", buildQLinearSoftmax},
		{ms, "QLinearWhere", buildQLinearWhere},
		{ms, "QLinearReduceMean", buildQLinearReduceMean},
		{ms, "QLinearConv", buildMSQLinearConv},
		{ms, "QGemm", buildQGemm},
		{ms, "DynamicQuantizeMatMul", buildDynamicQuantizeMatMul},
		{ms, "MatMulIntegerToFloat", buildMatMulIntegerToFloat},
		{ms, "QAttention", buildQAttention},
		{ms, "QuantizeLinear", buildMSQuantize("QuantizeLinear")},
		{ms, "DequantizeLinear", buildMSQuantize("DequantizeLinear")},
	}
}

// dq dequantizes x with a per-tensor scale and optional zero point.
func (b *cbuild) dq(x, scale, zp *graph.Value) *graph.Value {
	if zp != nil {
		return b.op("DequantizeLinear", x, scale, zp)
	}
	return b.op("DequantizeLinear", x, scale)
}

// q quantizes y to the type of zp, or to dt (zero point 0) without one.
func (b *cbuild) q(y, scale, zp *graph.Value, dt graph.DType) (*graph.Value, error) {
	if zp == nil {
		if dt != graph.Int8 && dt != graph.Uint8 {
			return nil, fmt.Errorf("the output type cannot be told without an output zero point")
		}
		zp = b.scalar(dt, 0)
	}
	return b.op("QuantizeLinear", y, scale, zp), nil
}

// quantType is the 8-bit type of a QOperator tensor: its own when the
// import tells it, else its zero point's.
func quantType(x, zp *graph.Value) graph.DType {
	if dt := dtype(x); dt == graph.Int8 || dt == graph.Uint8 {
		return dt
	}
	return dtype(zp)
}

// needAll returns the inputs at idx, each required.
func needAll(n *graph.Node, idx ...int) ([]*graph.Value, error) {
	out := make([]*graph.Value, len(idx))
	for j, i := range idx {
		v := n.Input(i)
		if v == nil {
			return nil, fmt.Errorf("input %d is required", i)
		}
		out[j] = v
	}
	return out, nil
}

// buildQLinearBinary: C = quantize(op(dequantize(A), dequantize(B))) for
// (A, A_scale, A_zero_point?, B, B_scale, B_zero_point?, C_scale,
// C_zero_point?).
func buildQLinearBinary(op string) func(b *cbuild, n *graph.Node) error {
	return func(b *cbuild, n *graph.Node) error {
		in, err := needAll(n, 0, 1, 3, 4, 6)
		if err != nil {
			return err
		}
		a := b.dq(in[0], in[1], n.Input(2))
		c := b.dq(in[2], in[3], n.Input(5))
		y, err := b.q(b.op(op, a, c), in[4], n.Input(7), quantType(in[0], n.Input(2)))
		if err != nil {
			return err
		}
		b.bind(n.Output(0), y)
		return nil
	}
}

// buildQLinearUnary: Y = quantize(op(dequantize(X))) for (X, X_scale,
// X_zero_point?, Y_scale, Y_zero_point?); LeakyRelu's alpha is 0.01 by
// default.
func buildQLinearUnary(op string) func(b *cbuild, n *graph.Node) error {
	return func(b *cbuild, n *graph.Node) error {
		in, err := needAll(n, 0, 1, 3)
		if err != nil {
			return err
		}
		f := b.op(op, b.dq(in[0], in[1], n.Input(2)))
		if op == "LeakyRelu" {
			f.Producer.SetFloat("alpha", n.Float("alpha", 0.01))
		}
		y, err := b.q(f, in[2], n.Input(4), quantType(in[0], n.Input(2)))
		if err != nil {
			return err
		}
		b.bind(n.Output(0), y)
		return nil
	}
}

// qlinearPool is the (X, x_scale, x_zero_point, y_scale, y_zero_point)
// pattern around a float op f of the dequantized input.
func (b *cbuild) qlinearPool(n *graph.Node, f func(x *graph.Value) (*graph.Value, error)) error {
	in, err := needAll(n, 0, 1, 3)
	if err != nil {
		return err
	}
	y, err := f(b.dq(in[0], in[1], n.Input(2)))
	if err != nil {
		return err
	}
	yq, err := b.q(y, in[2], n.Input(4), quantType(in[0], n.Input(2)))
	if err != nil {
		return err
	}
	b.bind(n.Output(0), yq)
	return nil
}

// buildQLinearGlobalAveragePool: GlobalAveragePool of the dequantized
// input; with channels_last the spatial axes are 1..r-2 (kept as 1s).
func buildQLinearGlobalAveragePool(b *cbuild, n *graph.Node) error {
	return b.qlinearPool(n, func(x *graph.Value) (*graph.Value, error) {
		if n.Int("channels_last", 0) == 0 {
			return b.op("GlobalAveragePool", x), nil
		}
		r := b.rank(n.Input(0))
		if r < 3 {
			return nil, fmt.Errorf("channels_last needs an input of known rank >= 3")
		}
		axes := make([]int64, 0, r-2)
		for i := 1; i < r-1; i++ {
			axes = append(axes, int64(i))
		}
		return b.reduce("ReduceMean", x, true, axes...), nil
	})
}

// channelsFirst moves NHWC to NCHW (and back with inverse).
func channelsPerm(r int, inverse bool) []int64 {
	p := make([]int64, r)
	p[0] = 0
	if !inverse {
		p[1] = int64(r - 1)
		for i := 2; i < r; i++ {
			p[i] = int64(i - 1)
		}
		return p
	}
	for i := 1; i < r-1; i++ {
		p[i] = int64(i + 1)
	}
	p[r-1] = 1
	return p
}

// buildQLinearAveragePool: AveragePool (its attributes as given) of the
// dequantized input; channels_last transposes around it.
func buildQLinearAveragePool(b *cbuild, n *graph.Node) error {
	return b.qlinearPool(n, func(x *graph.Value) (*graph.Value, error) {
		last := n.Int("channels_last", 0) != 0
		r := b.rank(n.Input(0))
		if last {
			if r < 3 {
				return nil, fmt.Errorf("channels_last needs an input of known rank >= 3")
			}
			x = b.transpose(x, channelsPerm(r, false)...)
		}
		y := b.op("AveragePool", x)
		for _, a := range []string{"auto_pad", "ceil_mode", "count_include_pad", "kernel_shape", "pads", "strides"} {
			if at, ok := n.Attrs[a]; ok {
				y.Producer.Attrs[a] = at
			}
		}
		if last {
			y = b.transpose(y, channelsPerm(r, true)...)
		}
		return y, nil
	})
}

// buildQLinearConcat: QLinearConcat(Y_scale, Y_zero_point, (X, X_scale,
// X_zero_point)...): the dequantized inputs concatenated along axis,
// quantized.
func buildQLinearConcat(b *cbuild, n *graph.Node) error {
	if len(n.Inputs) < 5 || (len(n.Inputs)-2)%3 != 0 {
		return fmt.Errorf("%d inputs: want Y_scale, Y_zero_point and (X, X_scale, X_zero_point) triples", len(n.Inputs))
	}
	if !n.Has("axis") {
		return fmt.Errorf("attribute axis is required")
	}
	ys, yz := n.Input(0), n.Input(1)
	if ys == nil || yz == nil {
		return fmt.Errorf("Y_scale and Y_zero_point are required")
	}
	var parts []*graph.Value
	for i := 2; i < len(n.Inputs); i += 3 {
		x, s := n.Input(i), n.Input(i+1)
		if x == nil || s == nil {
			return fmt.Errorf("input %d: tensor and scale are required", i)
		}
		parts = append(parts, b.dq(x, s, n.Input(i+2)))
	}
	c := b.op("Concat", parts...)
	c.Producer.SetInt("axis", n.Int("axis", 0))
	y, err := b.q(c, ys, yz, graph.Undefined)
	if err != nil {
		return err
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildQLinearSoftmax: Softmax of the dequantized input along axis (-1);
// with the opset attribute below 13 the input is coerced to 2-D at axis,
// as Softmax-1/11 define.
func buildQLinearSoftmax(b *cbuild, n *graph.Node) error {
	return b.qlinearPool(n, func(x *graph.Value) (*graph.Value, error) {
		axis := n.Int("axis", -1)
		if n.Int("opset", 13) >= 13 {
			if b.opset >= 13 {
				y := b.op("Softmax", x)
				y.Producer.SetInt("axis", axis)
				return y, nil
			}
			r := b.rank(n.Input(0))
			if r < 0 {
				return nil, fmt.Errorf("the input's rank must be known")
			}
			if axis < 0 {
				axis += int64(r)
			}
			if axis != int64(r-1) {
				return nil, fmt.Errorf("axis %d: in an opset %d graph only the last axis is supported", axis, b.opset)
			}
			y := b.op("Softmax", x)
			y.Producer.SetInt("axis", axis)
			return y, nil
		}
		// Coerced to (prod(dims[:axis]), prod(dims[axis:])).
		flat := b.op("Flatten", x)
		flat.Producer.SetInt("axis", axis)
		y := b.op("Softmax", flat)
		y.Producer.SetInt("axis", 1)
		return b.op("Reshape", y, b.op("Shape", x)), nil
	})
}

// buildQLinearWhere: Z = quantize(Where(condition, dequantize(X),
// dequantize(Y))).
func buildQLinearWhere(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2, 3, 4, 5, 6, 7, 8)
	if err != nil {
		return err
	}
	w := b.op("Where", in[0], b.dq(in[1], in[2], in[3]), b.dq(in[4], in[5], in[6]))
	z, err := b.q(w, in[7], in[8], graph.Undefined)
	if err != nil {
		return err
	}
	b.bind(n.Output(0), z)
	return nil
}

// buildQLinearReduceMean: ReduceMean(axes, keepdims) of the dequantized
// input.
func buildQLinearReduceMean(b *cbuild, n *graph.Node) error {
	return b.qlinearPool(n, func(x *graph.Value) (*graph.Value, error) {
		axes := n.Ints("axes", nil)
		if axes == nil {
			return nil, fmt.Errorf("attribute axes is required")
		}
		return b.reduce("ReduceMean", x, n.Int("keepdims", 1) != 0, axes...), nil
	})
}

// buildMSQLinearConv: com.microsoft QLinearConv is the ONNX op (with
// channels_last: NHWC in and out).
func buildMSQLinearConv(b *cbuild, n *graph.Node) error {
	last := n.Int("channels_last", 0) != 0
	ins := append([]*graph.Value(nil), n.Inputs...)
	r := b.rank(n.Input(0))
	if last {
		if r < 3 {
			return fmt.Errorf("channels_last needs an input of known rank >= 3")
		}
		ins[0] = b.transpose(ins[0], channelsPerm(r, false)...)
	}
	y := b.op("QLinearConv", ins...)
	for k, a := range n.Attrs {
		if k != "channels_last" {
			y.Producer.Attrs[k] = a
		}
	}
	if last {
		y = b.transpose(y, channelsPerm(r, true)...)
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildMSQuantize: com.microsoft QuantizeLinear/DequantizeLinear are the
// ONNX ops (axis 1 by default).
func buildMSQuantize(op string) func(b *cbuild, n *graph.Node) error {
	return func(b *cbuild, n *graph.Node) error {
		y := b.op(op, n.Inputs...)
		y.Producer.SetInt("axis", n.Int("axis", 1))
		b.bind(n.Output(0), y)
		return nil
	}
}

// dqAxis dequantizes a weight whose scale (and zero point) may be
// per-column (1-D of more than one element) along axis.
func (b *cbuild) dqAxis(x, scale, zp *graph.Value, axis int64) *graph.Value {
	y := b.dq(x, scale, zp)
	if s, ok := b.staticShape(scale); !ok || len(s) == 1 {
		y.Producer.SetInt("axis", axis)
	}
	return y
}

// buildQGemm: QGemm(A, a_scale, a_zero_point, B, b_scale, b_zero_point,
// C?, y_scale?, y_zero_point?): Y = alpha·A'·B' + alpha·a_scale·b_scale·C
// over the dequantized A', B' (transA/transB), quantized when y_scale is
// given. (C is int32 at scale alpha/beta·a_scale·b_scale, so beta·C_float
// is alpha·a_scale·b_scale·C.)
func buildQGemm(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 3, 4)
	if err != nil {
		return err
	}
	transB := n.Int("transB", 0)
	a := b.dq(in[0], in[1], n.Input(2))
	w := b.dqAxis(in[2], in[3], n.Input(5), 1-transB)
	alpha := n.Float("alpha", 1)
	ins := []*graph.Value{a, w}
	if c := n.Input(6); c != nil {
		cf := b.op("Mul", b.cast(c, graph.Float32), b.op("Mul", in[1], in[3]))
		ins = append(ins, cf)
	}
	y := b.op("Gemm", ins...)
	y.Producer.SetFloat("alpha", alpha)
	y.Producer.SetFloat("beta", alpha)
	y.Producer.SetInt("transA", n.Int("transA", 0))
	y.Producer.SetInt("transB", transB)
	if ys := n.Input(7); ys != nil {
		y, err = b.q(y, ys, n.Input(8), quantType(in[0], n.Input(2)))
		if err != nil {
			return err
		}
	}
	b.bind(n.Output(0), y)
	return nil
}

// intMatMulToFloat is MatMulInteger(a, w, az, wz) as float, times scale.
func (b *cbuild) intMatMulToFloat(a, w, az, wz, scale *graph.Value) *graph.Value {
	ins := []*graph.Value{a, w}
	if az != nil || wz != nil {
		ins = append(ins, az)
	}
	if wz != nil {
		ins = append(ins, wz)
	}
	acc := b.op("MatMulInteger", ins...)
	return b.op("Mul", b.cast(acc, graph.Float32), scale)
}

// buildDynamicQuantizeMatMul: DynamicQuantizeMatMul(A, B, b_scale,
// b_zero_point?, bias?): A is quantized to uint8 as DynamicQuantizeLinear
// does, multiplied in integers with B, scaled by a_scale·b_scale, plus
// bias.
func buildDynamicQuantizeMatMul(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2)
	if err != nil {
		return err
	}
	dql := b.opN("DynamicQuantizeLinear", 3, in[0])
	y := b.intMatMulToFloat(dql[0], in[1], dql[2], n.Input(3), b.op("Mul", dql[1], in[2]))
	if bias := n.Input(4); bias != nil {
		y = b.op("Add", y, bias)
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildMatMulIntegerToFloat: MatMulIntegerToFloat(A, B, a_scale, b_scale,
// a_zero_point?, b_zero_point?, bias?) = (A-za)·(B-zb)·a_scale·b_scale +
// bias.
func buildMatMulIntegerToFloat(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2, 3)
	if err != nil {
		return err
	}
	az := n.Input(4)
	if az == nil && n.Input(5) != nil {
		dt := dtype(in[0])
		if dt != graph.Int8 && dt != graph.Uint8 {
			return fmt.Errorf("A's type must be known when only b_zero_point is given")
		}
		az = b.scalar(dt, 0)
	}
	y := b.intMatMulToFloat(in[0], in[1], az, n.Input(5), b.op("Mul", in[2], in[3]))
	if bias := n.Input(6); bias != nil {
		y = b.op("Add", y, bias)
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildQAttention: QAttention(input, weight, bias, input_scale,
// weight_scale, mask_index?, input_zero_point?, weight_zero_point?, past?)
// is Attention over the dequantized input and weight (a per-column weight
// scale along the columns).
func buildQAttention(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1, 2, 3, 4)
	if err != nil {
		return err
	}
	if n.Input(8) != nil {
		return fmt.Errorf("past state is not supported")
	}
	p, err := readAttnParams(n)
	if err != nil {
		return err
	}
	x := b.dq(in[0], in[3], n.Input(6))
	w := b.dqAxis(in[1], in[4], n.Input(7), 1)
	ws, ok := b.staticShape(in[1])
	if !ok || len(ws) != 2 || ws[1]%3 != 0 {
		return fmt.Errorf("weight must be 2-D of a known shape with three equal parts")
	}
	return b.attention(n, p, x, w, in[2], n.Input(5), nil, nil, []int64{ws[1] / 3, ws[1] / 3, ws[1] / 3}, n.Output(0), n.Output(1))
}
