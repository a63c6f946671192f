package tosa

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/mlirbc"
)

// poolWindow fetches a pooling node's X and plans its window, checking the
// output dims the graph gives against it.
func (p *Builder) poolWindow(n *graph.Node, out *graph.Value) (*mlirbc.Value, *opattr.Plan, error) {
	xs, err := p.inputs(n, 1)
	if err != nil {
		return nil, nil, err
	}
	x := xs[0]
	sx := shapeOf(x)
	k := n.Ints("kernel_shape", nil)
	if len(sx) < 3 || len(k) != len(sx)-2 {
		return nil, nil, fmt.Errorf("%s: kernel_shape %v does not match X %v", n, k, sx)
	}
	win, err := planWindow(n, sx[2:], k)
	if err != nil {
		return nil, nil, err
	}
	if err := checkPoolOut(n, win, out.Shape[2:]); err != nil {
		return nil, nil, err
	}
	return x, win, nil
}

// poolNode lowers MaxPool and AveragePool (1-D, 2-D and 3-D).
func (p *Builder) poolNode(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	x, win, err := p.poolWindow(n, out)
	if err != nil {
		return nil, err
	}
	sx, k := shapeOf(x), win.Kernel
	nsp := len(sx) - 2
	mode := tapAvg
	if n.OpType == "MaxPool" {
		mode = tapMax
	}
	includePad := mode == tapAvg && n.Int("count_include_pad", 0) != 0
	for i := range nsp {
		// tosa pooling takes neither dilations nor pads as large as the
		// kernel (windows wholly in the padding): sum or compare the taps.
		end := (out.Shape[2+i]-1)*win.Strides[i] + k[i] - sx[2+i] - win.PadBegin[i]
		if win.Dilations[i] != 1 || win.PadBegin[i] >= k[i] || end >= k[i] {
			return p.tapPool(x, win, out.Shape, mode, includePad), nil
		}
	}
	return p.pool(n, x, win, out.Shape, mode == tapMax, includePad)
}

// tapMode says how tapPool combines a window.
type tapMode uint8

const (
	tapMax tapMode = iota // the maximum (padding is -inf)
	tapAvg                // the mean over the counted elements
	tapSum                // the sum (padding is 0)
)

// tapPool pools x [N,C,S...] one spatial axis at a time (max, sum and the
// element count are separable over a box window), each axis as the
// combination of its kernel taps: strided slices of the padded input. It
// takes any dilation, stride, padding and ceil mode, at k ops per axis.
func (p *Builder) tapPool(x *mlirbc.Value, win *opattr.Plan, outShape []int64, mode tapMode, includePad bool) *mlirbc.Value {
	sx := shapeOf(x)
	nsp := len(sx) - 2
	pb := append([]int64{}, win.PadBegin...)
	if includePad {
		x = p.pad(x, append([]int64{0, 0}, pb...), append([]int64{0, 0}, win.PadEnd...), 0)
		pb = make([]int64, nsp)
	}
	var count *mlirbc.Value
	if mode == tapAvg {
		// The divisor: the same window sums over ones where elements count.
		count = p.splat(elemOf(x), shapeOf(x), 1)
	}
	padValue := 0.0
	if mode == tapMax {
		padValue = math.Inf(-1)
	}
	for i := range nsp {
		g := tapGeometry{axis: 2 + i, kernel: win.Kernel[i], stride: win.Strides[i], dilation: win.Dilations[i], padBegin: pb[i], out: outShape[2+i]}
		x = p.tapAxis(x, g, padValue, mode == tapMax)
		if count != nil {
			count = p.tapAxis(count, g, 0, false)
		}
	}
	if count != nil {
		x = p.mustBinary("tosa.mul", x, p.unary("tosa.reciprocal", count))
	}
	return x
}

// tapGeometry is one axis of a tap pooling window.
type tapGeometry struct {
	axis                     int
	kernel, stride, dilation int64
	padBegin, out            int64
}

// tapAxis combines the kernel taps of one axis: tap j of output o reads
// padded element o·stride + j·dilation.
func (p *Builder) tapAxis(x *mlirbc.Value, g tapGeometry, padValue float64, isMax bool) *mlirbc.Value {
	sh := shapeOf(x)
	pre, L, post := prod(sh[:g.axis]), sh[g.axis], prod(sh[g.axis+1:])
	x3 := p.reshape(x, pre, L, post)
	need := (g.out-1)*g.stride + (g.kernel-1)*g.dilation + 1
	end := need - L - g.padBegin
	x3 = p.pad(x3, []int64{0, g.padBegin, 0}, []int64{0, max(end, 0), 0}, padValue)
	if end < 0 {
		x3 = p.slice(x3, []int64{0, 0, 0}, []int64{pre, need, post})
	}
	span := (g.out-1)*g.stride + 1
	var acc *mlirbc.Value
	for j := range g.kernel {
		t := p.slice(x3, []int64{0, j * g.dilation, 0}, []int64{pre, span, post})
		if g.stride > 1 {
			// Every stride-th element: pad to out·stride, fold the stride
			// into its own axis and keep its first element.
			t = p.pad(t, []int64{0, 0, 0}, []int64{0, g.stride - 1, 0}, padValue)
			t = p.reshape(t, pre, g.out, g.stride, post)
			t = p.slice(t, []int64{0, 0, 0, 0}, []int64{pre, g.out, 1, post})
			t = p.reshape(t, pre, g.out, post)
		}
		switch {
		case acc == nil:
			acc = t
		case isMax:
			acc = p.mustBinary("tosa.maximum", acc, t)
		default:
			acc = p.mustBinary("tosa.add", acc, t)
		}
	}
	outSh := append([]int64{}, sh...)
	outSh[g.axis] = g.out
	return p.reshape(acc, outSh...)
}

// pool pools x [N,C,S...] (1 to 3 spatial dims) to outShape with
// tosa.max_pool2d or tosa.avg_pool2d. A 1-D pool is a 2-D one of unit
// height; a 3-D pool is separable: over (H,W) with N·D images, then over D
// (the maximum of maxima is the maximum; the average of averages is the
// average, since every window's valid region is a box).
func (p *Builder) pool(n *graph.Node, x *mlirbc.Value, win *opattr.Plan, outShape []int64, isMax, includePad bool) (*mlirbc.Value, error) {
	sx := shapeOf(x)
	nsp := len(sx) - 2
	if nsp == 1 {
		w2 := &opattr.Plan{Kernel: []int64{1, win.Kernel[0]}, Strides: []int64{1, win.Strides[0]},
			PadBegin: []int64{0, win.PadBegin[0]}, PadEnd: []int64{0, win.PadEnd[0]}}
		y, err := p.pool(n, p.reshape(x, sx[0], sx[1], 1, sx[2]), w2, []int64{outShape[0], outShape[1], 1, outShape[2]}, isMax, includePad)
		if err != nil {
			return nil, err
		}
		return p.reshape(y, outShape...), nil
	}
	if nsp != 2 && nsp != 3 {
		return nil, fmt.Errorf("%s: %d-D pooling: %w", n, nsp, ErrUnsupported)
	}
	to, back := channelsLast(len(sx))
	xl := p.transpose(x, to...)
	pb, pe := append([]int64{}, win.PadBegin...), append([]int64{}, win.PadEnd...)
	if includePad {
		// The divisor counts the explicit pads: make them input.
		xl = p.pad(xl, append(append([]int64{0}, pb...), 0), append(append([]int64{0}, pe...), 0), 0)
		pb, pe = make([]int64, nsp), make([]int64, nsp)
	}
	outS := outShape[2:]
	N, C := sx[0], sx[1]
	var yl *mlirbc.Value
	var err error
	if nsp == 2 {
		yl, err = p.pool2d(n, xl, win.Kernel, win.Strides, pb, pe, outS, isMax)
	} else {
		sl := shapeOf(xl)
		D, H, W := sl[1], sl[2], sl[3]
		var hw *mlirbc.Value
		hw, err = p.pool2d(n, p.reshape(xl, N*D, H, W, C), win.Kernel[1:], win.Strides[1:], pb[1:], pe[1:], outS[1:], isMax)
		if err == nil {
			hw = p.reshape(hw, N, D, outS[1]*outS[2], C)
			yl, err = p.pool2d(n, hw, []int64{win.Kernel[0], 1}, []int64{win.Strides[0], 1},
				[]int64{pb[0], 0}, []int64{pe[0], 0}, []int64{outS[0], outS[1] * outS[2]}, isMax)
			if err == nil {
				yl = p.reshape(yl, N, outS[0], outS[1], outS[2], C)
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return p.transpose(yl, back...), nil
}

// pool2d pools xl [N,H,W,C] to [N,out...,C]. tosa.avg_pool2d counts only
// input elements in its divisor, as ONNX does without count_include_pad.
func (p *Builder) pool2d(n *graph.Node, xl *mlirbc.Value, kernel, strides, padBegin, padEnd, outS []int64, isMax bool) (*mlirbc.Value, error) {
	sl := shapeOf(xl)
	in := sl[1:3]
	pb, pe := append([]int64{}, padBegin...), make([]int64, 2)
	cropE := []int64{0, 0}
	for i := range 2 {
		// The end padding the last window reads (more than the pads in
		// ceil mode, less when the input has unread rows): TOSA wants
		// exactly that much.
		end := (outS[i]-1)*strides[i] + kernel[i] - in[i] - pb[i]
		pe[i], cropE[i] = max(end, 0), max(-end, 0)
		if pb[i] >= kernel[i] || pe[i] >= kernel[i] {
			// Some window lies wholly in the padding (-inf for MaxPool,
			// 0/0 for AveragePool); tosa pooling cannot say that.
			return nil, fmt.Errorf("%s: pads %v %v as large as the kernel %v: %w", n, padBegin, padEnd, kernel, ErrUnsupported)
		}
	}
	if cropE[0] != 0 || cropE[1] != 0 {
		xl = p.slice(xl, []int64{0, 0, 0, 0}, []int64{sl[0], in[0] - cropE[0], in[1] - cropE[1], sl[3]})
	}
	elem := elemOf(xl)
	res := mlirbc.Tensor(elem, sl[0], outS[0], outS[1], sl[3])
	props := []mlirbc.NamedAttr{
		{Name: "kernel", Value: mlirbc.I64Array(kernel...)},
		{Name: "pad", Value: mlirbc.I64Array(pb[0], pe[0], pb[1], pe[1])},
		{Name: "stride", Value: mlirbc.I64Array(strides...)},
	}
	if isMax {
		return p.emit("tosa.max_pool2d", []*mlirbc.Value{xl}, res, props...), nil
	}
	z := p.zp(elem)
	props = append([]mlirbc.NamedAttr{{Name: "acc_type", Value: mlirbc.TypeAttr{Type: mlirbc.F32T}}}, props...)
	return p.emit("tosa.avg_pool2d", []*mlirbc.Value{xl, z, z}, res, props...), nil
}

// globalPool reduces every spatial axis.
func (p *Builder) globalPool(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 1)
	if err != nil {
		return nil, err
	}
	x := xs[0]
	sx := shapeOf(x)
	if len(sx) < 3 {
		return nil, fmt.Errorf("%s: X %v must have rank >= 3", n, sx)
	}
	name := "tosa.reduce_max"
	if n.OpType == "GlobalAveragePool" {
		name = "tosa.reduce_sum"
	}
	y := x
	elem := elemOf(x)
	if name == "tosa.reduce_sum" && elem != mlirbc.F32T {
		// Sum 16-bit floats in f32.
		y = p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(mlirbc.F32T, sx...))
	}
	for a := 2; a < len(sx); a++ {
		if sx[a] != 1 {
			y = p.reduce(name, y, a)
		}
	}
	if n.OpType == "GlobalAveragePool" {
		y = p.mulScalar(y, 1/float64(prod(sx[2:])))
	}
	if elemOf(y) != elem {
		y = p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(elem, shapeOf(y)...))
	}
	return y, nil
}

// lpPool is (Σ|x|^p)^(1/p) over each window (padding adds nothing).
func (p *Builder) lpPool(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	x, win, err := p.poolWindow(n, out)
	if err != nil {
		return nil, err
	}
	pw := float64(n.Int("p", 2))
	if pw <= 0 {
		return nil, fmt.Errorf("%s: p = %v must be positive", n, pw)
	}
	a := p.unary("tosa.abs", x)
	switch pw {
	case 1:
	case 2:
		a = p.mustBinary("tosa.mul", a, a)
	default:
		a = p.mustBinary("tosa.pow", a, p.scalarLike(a, pw))
	}
	y := p.tapPool(a, win, out.Shape, tapSum, false)
	if pw != 1 {
		y = p.mustBinary("tosa.pow", y, p.scalarLike(y, 1/pw))
	}
	return y, nil
}
