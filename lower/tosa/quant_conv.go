package tosa

import (
	"encoding/binary"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirbc"
)

// convNarrow is convInt on 8-bit operands where the zero points allow it:
// the weights are a constant int8 tensor with no (or an all-zero) zero
// point, and X's zero point is absent or a one-element constant. The
// convolution then multiplies i8 by i8 into an i32 accumulator, which a
// CPU does with its 8- and 16-bit dot products (a quarter of the i32
// operands' bytes, and no widened copies of X), and is exact:
//
//   - uint8 X becomes int8 as X − 128 (its top bit flipped), and its zero
//     point zx becomes z = zx − 128, so X − zx is unchanged;
//   - Σ (X − z)·W = Σ X·W − z·ΣW over the kernel window, where the pads
//     must read as z (a zero of X − z): X is padded with z before the
//     convolution, and −z·ΣW (per output channel, over the whole filter:
//     the window always holds every tap) joins the bias.
//
// ok is false where the case does not apply (convInt widens to i32).
func (p *Builder) convNarrow(n *graph.Node, xi, xzi, wi, wzi, bi int) (y *mlirbc.Value, ok bool, err error) {
	xv, wv := n.Input(xi), n.Input(wi)
	wt := p.g.Const(wv)
	if wt == nil || wv.DType != graph.Int8 || (xv.DType != graph.Int8 && xv.DType != graph.Uint8) {
		return nil, false, nil
	}
	if zw := n.Input(wzi); zw != nil {
		t := p.g.Const(zw)
		if t == nil {
			return nil, false, nil
		}
		for i := range t.Len() {
			if t.Int64(i) != 0 {
				return nil, false, nil
			}
		}
	}
	var z int64
	if zx := n.Input(xzi); zx != nil {
		t := p.g.Const(zx)
		if t == nil || t.Len() != 1 {
			return nil, false, nil
		}
		z = t.Int64(0)
	}
	sx, sw := xv.Shape, wv.Shape
	if len(sx) < 3 || len(sw) != len(sx) {
		return nil, false, nil
	}
	x, err := p.value(xv)
	if err != nil {
		return nil, true, err
	}
	if xv.DType == graph.Uint8 {
		x = p.mustBinary("tosa.bitwise_xor", x, p.splat(mlirbc.I8, ones(len(sx)), -128))
		z -= 128
	}
	w, err := p.value(wv)
	if err != nil {
		return nil, true, err
	}
	win, err := planWindow(n, sx[2:], sw[2:])
	if err != nil {
		return nil, true, err
	}
	pb, pe := win.PadBegin, win.PadEnd
	var bias *mlirbc.Value
	if bi >= 0 && n.Input(bi) != nil {
		if bias, err = p.widened(n.Input(bi), nil); err != nil {
			return nil, true, err
		}
	}
	if z != 0 {
		// Pad X with z here (the convolution's own pads would be zeros);
		// negative pads stay with the convolution, which crops.
		nsp := len(sx) - 2
		before, after := make([]int64, len(sx)), make([]int64, len(sx))
		pb, pe = make([]int64, nsp), make([]int64, nsp)
		for i := range nsp {
			before[2+i], pb[i] = max(win.PadBegin[i], 0), min(win.PadBegin[i], 0)
			after[2+i], pe[i] = max(win.PadEnd[i], 0), min(win.PadEnd[i], 0)
		}
		x = p.pad(x, before, after, float64(z))
		M := sw[0]
		per := int(wt.Len() / int(M))
		corr := make([]byte, 4*M)
		for m := range int(M) {
			var s int64
			for i := range per {
				s += wt.Int64(m*per + i)
			}
			binary.LittleEndian.PutUint32(corr[4*m:], uint32(int32(-z*s)))
		}
		attr := mlirbc.DenseElementsAttr{Type: mlirbc.Tensor(mlirbc.I32, M), Data: corr}
		c := p.emit("tosa.const", nil, attr.Type, mlirbc.NamedAttr{Name: "values", Value: attr})
		if bias == nil {
			bias = c
		} else {
			bias = p.mustBinary("tosa.add", bias, c)
		}
	}
	y, err = p.conv(n, x, w, bias, n.Int("group", 1), win.Strides, win.Dilations, pb, pe)
	return y, true, err
}
