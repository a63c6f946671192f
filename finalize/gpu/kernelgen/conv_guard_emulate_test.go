package kernelgen

import "github.com/mgxport/mgxport/mlirc"

// guardedConv is a padded, strided KH×KW convolution as the GEMM kernels
// see it once its padding is folded (conv_pad.go): loops n, oh, ow, oc,
// kh, kw, ic; A the unpadded input, NHWC or (read in place,
// conv_nchw_read.go) NCHW, indexed at oh·stride+kh−pad, ow·stride+kw−pad
// with those two dimensions guarded; B = w[oc, kh, kw, ic]; C = y[n, oh,
// ow, oc]. It returns the contraction and its operands' shapes.
func guardedConv(N, C, H, W, OC, KH, KW, stride, pad int64, nchw bool) (Contraction, [3][]int64) {
	OH, OW := (H+2*pad-KH)/stride+1, (W+2*pad-KW)/stride+1
	c := Contraction{mDims: []int{0, 1, 2}, nDims: []int{3}, kDims: []int{4, 5, 6}, ranges: []int64{N, OH, OW, OC, KH, KW, C}}
	n, h, w, ch := lin(1, 0, 0, 0, 0, 0, 0), lin(0, stride, 0, 0, 1, 0, 0), lin(0, 0, stride, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)
	h.Const, w.Const = -pad, -pad
	c.maps[0] = []mlirc.Linear{n, h, w, ch}
	c.guard[0] = []bool{false, true, true, false}
	sa := []int64{N, H, W, C}
	if nchw {
		c.maps[0] = []mlirc.Linear{n, ch, h, w}
		c.guard[0] = []bool{false, false, true, true}
		sa = []int64{N, C, H, W}
	}
	c.maps[1] = []mlirc.Linear{lin(0, 0, 0, 1, 0, 0, 0), lin(0, 0, 0, 0, 1, 0, 0), lin(0, 0, 0, 0, 0, 1, 0), lin(0, 0, 0, 0, 0, 0, 1)}
	c.maps[2] = []mlirc.Linear{lin(1, 0, 0, 0, 0, 0, 0), lin(0, 1, 0, 0, 0, 0, 0), lin(0, 0, 1, 0, 0, 0, 0), lin(0, 0, 0, 1, 0, 0, 0)}
	c.shapes = [3][]int64{sa, {OC, KH, KW, C}, {N, OH, OW, OC}}
	return c, c.shapes
}

// load is operand op of c at the loop values, read from src as the
// kernels read a folded padding: zero where a guarded dimension's index
// falls outside src; ok is false where an unguarded one does (a read
// outside the operand).
func (c Contraction) load(op int, src tensor, loops []int64) (v float32, ok bool) {
	idx := c.eval(op, loops)
	for d, i := range idx {
		if i < 0 || i >= src.shape[d] {
			if op < 2 && d < len(c.guard[op]) && c.guard[op][d] {
				return 0, true
			}
			return 0, false
		}
	}
	at, _ := src.flat(idx)
	return src.data[at], true
}
