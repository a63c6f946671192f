package tosa

import (
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/mlirbc"
)

// planWindow resolves the window of a Conv or pooling node over spatial
// input dims in (opattr.Window, as the reference resolves it); kernel dims
// must be positive.
func planWindow(n *graph.Node, in, kernel []int64) (*opattr.Plan, error) {
	w, err := opattr.DecodeWindow(n, len(in))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	if !knownAutoPad(w.AutoPad) {
		return nil, fmt.Errorf("%s: auto_pad %q: %w", n, w.AutoPad, ErrUnsupported)
	}
	for _, k := range kernel {
		if k <= 0 {
			return nil, fmt.Errorf("%s: strides, dilations and kernel must be positive", n)
		}
	}
	win, err := w.Plan(in, kernel)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	return win, nil
}

// knownAutoPad reports whether the lowering knows an auto_pad value.
func knownAutoPad(s string) bool {
	switch s {
	case "NOTSET", "", "VALID", "SAME_UPPER", "SAME_LOWER":
		return true
	}
	return false
}

// checkPoolOut checks a pooling node's output dims against the window's,
// so that a wrong inferred shape cannot make windows read past the
// padding.
func checkPoolOut(n *graph.Node, win *opattr.Plan, out []int64) error {
	for i, o := range win.Out {
		if i >= len(out) || out[i] != o {
			return fmt.Errorf("%s: output dims %v, the window gives %d at spatial axis %d", n, out, o, i)
		}
	}
	return nil
}

// convOperands fetches a Conv's or ConvTranspose's X and W (of one rank,
// at least 3) and its optional bias B (nil when omitted).
func (p *Builder) convOperands(n *graph.Node) (x, w, bias *mlirbc.Value, err error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, nil, nil, err
	}
	x, w = xs[0], xs[1]
	if sx, sw := shapeOf(x), shapeOf(w); len(sx) < 3 || len(sw) != len(sx) {
		return nil, nil, nil, fmt.Errorf("%s: X %v and W %v must have the same rank >= 3", n, sx, sw)
	}
	if n.Input(2) != nil {
		if bias, err = p.value(n.Input(2)); err != nil {
			return nil, nil, nil, fmt.Errorf("%s: B: %w", n, err)
		}
	}
	return x, w, bias, nil
}

// convNode lowers ONNX Conv.
func (p *Builder) convNode(n *graph.Node) (*mlirbc.Value, error) {
	x, w, bias, err := p.convOperands(n)
	if err != nil {
		return nil, err
	}
	return p.convOf(n, x, w, bias)
}

// convOf is n's convolution (its window attributes) of x and w plus bias.
func (p *Builder) convOf(n *graph.Node, x, w, bias *mlirbc.Value) (*mlirbc.Value, error) {
	sx, sw := shapeOf(x), shapeOf(w)
	win, err := planWindow(n, sx[2:], sw[2:])
	if err != nil {
		return nil, err
	}
	y, err := p.conv(n, x, w, bias, n.Int("group", 1), win.Strides, win.Dilations, win.PadBegin, win.PadEnd)
	if err != nil {
		return nil, err
	}
	return y, nil
}

// channelsLast is the permutation NC(spatial...) → N(spatial...)C and
// its inverse.
func channelsLast(rank int) (to, back []int) {
	to = []int{0}
	for i := 2; i < rank; i++ {
		to = append(to, i)
	}
	to = append(to, 1)
	back = []int{0, rank - 1}
	for i := 1; i < rank-1; i++ {
		back = append(back, i)
	}
	return to, back
}

// conv is an N-D convolution in ONNX layout: x [N,C,S...], w [M,C/group,
// K...], optional bias [M], per-axis strides, dilations and pads (a
// negative pad crops). The result is [N,M,O...].
func (p *Builder) conv(n *graph.Node, x, w, bias *mlirbc.Value, group int64, strides, dil, pb, pe []int64) (*mlirbc.Value, error) {
	sx, sw := shapeOf(x), shapeOf(w)
	nsp := len(sx) - 2
	if nsp == 1 {
		// 1-D as 2-D with a unit height.
		x = p.reshape(x, sx[0], sx[1], 1, sx[2])
		w = p.reshape(w, sw[0], sw[1], 1, sw[2])
		y, err := p.conv(n, x, w, bias, group, []int64{1, strides[0]}, []int64{1, dil[0]}, []int64{0, pb[0]}, []int64{0, pe[0]})
		if err != nil {
			return nil, err
		}
		sy := shapeOf(y)
		return p.reshape(y, sy[0], sy[1], sy[3]), nil
	}
	if nsp != 2 && nsp != 3 {
		return nil, fmt.Errorf("%s: %d-D convolution: %w", n, nsp, ErrUnsupported)
	}
	N, C, M := sx[0], sx[1], sw[0]
	if group <= 0 || C%group != 0 || M%group != 0 || sw[1]*group != C {
		return nil, fmt.Errorf("%s: group %d does not fit X %v and W %v", n, group, sx, sw)
	}
	elem := elemOf(x)
	if bias != nil && (len(shapeOf(bias)) != 1 || (shapeOf(bias)[0] != M && shapeOf(bias)[0] != 1)) {
		return nil, fmt.Errorf("%s: bias %s does not match %d output channels", n, bias.Type, M)
	}
	// Geometry: TOSA wants (in - 1 + pads - (k-1)·d) divisible by the
	// stride, so trim the end padding to what the last window reads, and
	// crop input rows no window reads.
	in := append([]int64{}, sx[2:]...)
	outS := make([]int64, nsp)
	cropB, cropE := make([]int64, nsp), make([]int64, nsp)
	padB, padE := make([]int64, nsp), make([]int64, nsp)
	for i := range nsp {
		ek := (sw[2+i]-1)*dil[i] + 1
		span := in[i] + pb[i] + pe[i] - ek
		if span < 0 {
			return nil, fmt.Errorf("%s: kernel larger than the padded input", n)
		}
		outS[i] = span/strides[i] + 1
		end := (outS[i]-1)*strides[i] + ek - in[i] - pb[i]
		padB[i], cropB[i] = max(pb[i], 0), max(-pb[i], 0)
		padE[i], cropE[i] = max(end, 0), max(-end, 0)
	}
	to, back := channelsLast(len(sx))
	xl := p.transpose(x, to...)
	if !slices.Equal(cropB, make([]int64, nsp)) || !slices.Equal(cropE, make([]int64, nsp)) {
		start := make([]int64, len(sx))
		size := append([]int64{}, shapeOf(xl)...)
		for i := range nsp {
			start[1+i] = cropB[i]
			size[1+i] -= cropB[i] + cropE[i]
		}
		xl = p.slice(xl, start, size)
	}
	var pad []int64
	for i := range nsp {
		pad = append(pad, padB[i], padE[i])
	}
	// Integer convolutions accumulate in i32 (i8 operands: convNarrow).
	out := elem
	if elem == mlirbc.I8 {
		out = mlirbc.I32
	}
	if bias == nil {
		bias = p.splat(out, []int64{1}, 0)
	}
	opName := "tosa.conv2d"
	if nsp == 3 {
		opName = "tosa.conv3d"
	}
	acc := mlirbc.Type(mlirbc.F32T)
	if out == mlirbc.I32 {
		acc = mlirbc.I32
	}
	props := func() []mlirbc.NamedAttr {
		return []mlirbc.NamedAttr{
			{Name: "acc_type", Value: mlirbc.TypeAttr{Type: acc}},
			{Name: "dilation", Value: mlirbc.I64Array(dil...)},
			{Name: "pad", Value: mlirbc.I64Array(pad...)},
			{Name: "stride", Value: mlirbc.I64Array(strides...)},
		}
	}
	outL := func(ch int64) mlirbc.Type {
		return mlirbc.Tensor(out, append(append([]int64{N}, outS...), ch)...)
	}
	var yl *mlirbc.Value
	switch {
	case group == 1:
		z := p.zp(elem)
		yl = p.emit(opName, []*mlirbc.Value{xl, p.transpose(w, to...), bias, z, z}, outL(M), props()...)
	case group == C && nsp == 2:
		// Depthwise: output channel c·mult+m reads input channel c, as
		// tosa.depthwise_conv2d's [KH,KW,C,mult] weights lay them out.
		mult := M / C
		wd := p.transpose(p.reshape(w, C, mult, sw[2], sw[3]), 2, 3, 0, 1)
		z := p.zp(elem)
		yl = p.emit("tosa.depthwise_conv2d", []*mlirbc.Value{xl, wd, bias, z, z}, outL(M), props()...)
	default:
		// General groups: one convolution per group, concatenated.
		cg, mg := C/group, M/group
		wl := p.transpose(w, to...)
		last := len(sx) - 1
		var parts []*mlirbc.Value
		for gi := range group {
			xg := p.sliceAxis(xl, last, gi*cg, cg)
			wg := p.sliceAxis(wl, 0, gi*mg, mg)
			bg := bias
			if shapeOf(bias)[0] == M && M > 1 {
				bg = p.sliceAxis(bias, 0, gi*mg, mg)
			}
			z := p.zp(elem)
			parts = append(parts, p.emit(opName, []*mlirbc.Value{xg, wg, bg, z, z}, outL(mg), props()...))
		}
		yl = p.concat(parts, last)
	}
	return p.transpose(yl, back...), nil
}

// convTransposeNode lowers ONNX ConvTranspose as a convolution of the
// zero-stuffed input with the flipped, channel-swapped kernel (so dilation,
// groups, 1-D and 3-D work as for Conv; the optional TOSA decomposition
// pass is not needed).
func (p *Builder) convTransposeNode(n *graph.Node) (*mlirbc.Value, error) {
	x, w, bias, err := p.convOperands(n)
	if err != nil {
		return nil, err
	}
	sx, sw := shapeOf(x), shapeOf(w)
	nsp := len(sx) - 2
	group := n.Int("group", 1)
	C := sx[1]
	if group <= 0 || sw[0] != C || C%group != 0 {
		return nil, fmt.Errorf("%s: group %d does not fit X %v and W %v", n, group, sx, sw)
	}
	cg, mg := C/group, sw[1]
	ct, err := opattr.DecodeConvTranspose(n, nsp)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	strides, dil := ct.Strides, ct.Dilations
	for i := range nsp {
		if strides[i] <= 0 || dil[i] <= 0 || ct.OutputPadding[i] < 0 {
			return nil, fmt.Errorf("%s: strides and dilations must be positive", n)
		}
	}
	if !knownAutoPad(ct.AutoPad) {
		return nil, fmt.Errorf("%s: auto_pad %q: %w", n, ct.AutoPad, ErrUnsupported)
	}
	// Pads: as the reference derives them (output_shape and auto_pad win
	// over pads); the output size then is full - pb - pe.
	pb, pe, _, err := ct.Plan(sx[2:], sw[2:])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	// Stuff strides-1 zeros between input elements along each axis.
	for i := range nsp {
		s := strides[i]
		if s == 1 {
			continue
		}
		sh := shapeOf(x)
		pre, d, post := prod(sh[:2+i]), sh[2+i], prod(sh[3+i:])
		y := p.reshape(x, pre, d, 1, post)
		y = p.pad(y, []int64{0, 0, 0, 0}, []int64{0, 0, s - 1, 0}, 0)
		full := append([]int64{}, sh...)
		full[2+i] = d * s
		x = p.reshape(y, full...)
	}
	// Kernel: W [C, M/g, K...] → [g·(M/g), C/g, K...] with every spatial
	// axis reversed.
	k := append([]int64{group, cg, mg}, sw[2:]...)
	wt := p.reshape(w, k...)
	perm := []int{0, 2, 1}
	for i := range nsp {
		perm = append(perm, 3+i)
	}
	wt = p.transpose(wt, perm...)
	wt = p.reshape(wt, append([]int64{group * mg, cg}, sw[2:]...)...)
	for i := range nsp {
		wt = p.reverse(wt, 2+i)
	}
	cpb, cpe := make([]int64, nsp), make([]int64, nsp)
	for i := range nsp {
		ek := (sw[2+i]-1)*dil[i] + 1
		cpb[i] = ek - 1 - pb[i]
		cpe[i] = ek - 1 - pe[i] + ct.OutputPadding[i] - (strides[i] - 1)
	}
	return p.conv(n, x, wt, bias, group, ones(nsp), dil, cpb, cpe)
}
