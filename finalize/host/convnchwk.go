package host

import (
	"fmt"
	"math"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 NCHW KxK convolutions (see convnchw.go): a KH x KW filter,
// stride and dilation 1, the output the input's size (+0.0 pad).

// nchwConvKRewrite rewrites o (a float32 linalg.conv_2d_nhwc_fhwc with a
// KH x KW filter, not 1x1, at most nchwMaxKernel a side) when its strides
// and dilations are 1, its input is a transpose [0, 2, 3, 1] of an NCHW
// tensor padded after it by +0.0 to the output's size plus KH-1 rows and
// KW-1 columns (or not padded, for no pad), its filter a transpose [0, 2,
// 3, 1] of the ONNX filter, its output starts as the bias broadcast along
// channels and its result is read only through NCHW: as a
// linalg.conv_2d_nchw_fchw of the source padded the same way and the ONNX
// filter, its output the bias broadcast along channels.
func nchwConvKRewrite(root mlirc.Op, b mlirc.Builder, o mlirc.Op) (bool, error) {
	x, w, init, res := o.Operand(0), o.Operand(1), o.Operand(2), o.Result(0)
	wsh, _ := w.Type().Shape()
	ysh, _ := res.Type().Shape()
	for _, v := range []mlirc.Value{x, w, res} {
		if tensorElem(v.Type().String()) != "f32" {
			return false, nil
		}
	}
	st, okS := i64Pair(o.Attr("strides"))
	dl, okD := i64Pair(o.Attr("dilations"))
	if !okS || !okD || st != [2]int64{1, 1} || dl != [2]int64{1, 1} {
		return false, nil
	}
	pad := mlirc.Op{}
	tr := x.Def()
	if !tr.IsNull() && tr.Name() == "tensor.pad" {
		pad = tr
		tr = pad.Operand(0).Def()
		if len(usersOf(root, pad.Operand(0))) != 1 || len(usersOf(root, x)) != 1 {
			return false, nil
		}
	}
	if !hasPerm(tr, []int{0, 2, 3, 1}) || len(usersOf(root, tr.Result(0))) != 1 {
		return false, nil
	}
	src := tr.Operand(0)
	ssh, _ := src.Type().Shape()
	// The output is the input's size: the kernel's taps are constant
	// offsets from the output pixel.
	if len(ssh) != 4 || ssh[2] != ysh[1] || ssh[3] != ysh[2] {
		return false, nil
	}
	lo, hi := [2]int64{}, [2]int64{}
	if !pad.IsNull() {
		l, okL := pad.Attr("static_low").I64s()
		h, okH := pad.Attr("static_high").I64s()
		body := pad.Ops(0)
		if !okL || !okH || len(l) != 4 || len(h) != 4 || l[0] != 0 || l[3] != 0 || h[0] != 0 || h[3] != 0 ||
			len(body) != 1 || body[0].NumOperands() != 1 || pad.NumOperands() != 1 {
			return false, nil
		}
		v, ok := constF32(body[0].Operand(0))
		if !ok || math.Float32bits(v) != 0 {
			return false, nil // the kernel's pad is +0.0
		}
		lo, hi = [2]int64{l[1], l[2]}, [2]int64{h[1], h[2]}
	}
	if lo[0]+hi[0] != wsh[1]-1 || lo[1]+hi[1] != wsh[2]-1 || lo[0] < 0 || lo[1] < 0 || hi[0] < 0 || hi[1] < 0 {
		return false, nil
	}
	ft := w.Def()
	if !hasPerm(ft, []int{0, 2, 3, 1}) || len(usersOf(root, w)) != 1 {
		return false, nil
	}
	wsrc := ft.Operand(0)
	bg := init.Def()
	bias, ok := broadcastBias(bg, 3)
	if !ok || len(usersOf(root, init)) != 1 {
		return false, nil
	}
	users := usersOf(root, res)
	if !nchwReaders(users, res) {
		return false, nil
	}
	xt, wt, bt := src.Type().String(), wsrc.Type().String(), bias.Type().String()
	nchw := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ysh[0], ysh[3], ysh[1], ysh[2])
	xin, xpt, padText := "%x", xt, ""
	if !pad.IsNull() {
		xpt = fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", ssh[0], ssh[1], ssh[2]+lo[0]+hi[0], ssh[3]+lo[1]+hi[1])
		padText = fmt.Sprintf(`  %%cp = arith.constant 0.000000e+00 : f32
  %%xp = tensor.pad %%x low[0, 0, %[1]d, %[2]d] high[0, 0, %[3]d, %[4]d] {
  ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
    tensor.yield %%cp : f32
  } : %[5]s to %[6]s
`, lo[0], lo[1], hi[0], hi[1], xt, xpt)
		xin = "%xp"
	}
	tmp, err := b.Parse(fmt.Sprintf(`module {
func.func private @__mgx_nchwk(%%x: %[1]s, %%w: %[2]s, %%b: %[3]s) -> %[4]s {
%[5]s  %%e = tensor.empty() : %[4]s
  %%i = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%%b : %[3]s) outs(%%e : %[4]s) {
  ^bb0(%%in: f32, %%out: f32):
    linalg.yield %%in : f32
  } -> %[4]s
  %%y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[6]s, %%w : %[7]s, %[2]s) outs(%%i : %[4]s) -> %[4]s
  return %%y : %[4]s
}
func.func private @__mgx_maps() attributes {id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>}
}`, xt, wt, bt, nchw, padText, xin, xpt))
	if err != nil {
		return false, err
	}
	defer tmp.Erase()
	fns := tmp.Ops(0)
	fn, idMap := fns[0], fns[1].Attr("id")
	args := map[int]mlirc.Value{0: src, 1: wsrc, 2: bias}
	var y mlirc.Value
	for _, op := range fn.Ops(0) {
		if op.Name() == "func.return" {
			break
		}
		op.InsertBefore(o)
		vals := make([]mlirc.Value, op.NumOperands())
		for j := range vals {
			vals[j] = op.Operand(j)
			if vals[j].IsBlockArg() && vals[j].ArgOwner() == fn {
				vals[j] = args[vals[j].ArgNumber()]
			}
		}
		op.SetOperands(vals...)
		if op.Name() == "linalg.conv_2d_nchw_fchw" {
			y = op.Result(0)
		}
	}
	if err := readAsNCHW(root, b, users, res, y, idMap); err != nil {
		return false, err
	}
	o.Erase()
	bg.Erase()
	ft.Erase()
	if !pad.IsNull() {
		pad.Erase()
	}
	tr.Erase()
	return true, nil
}

// nchwKInput returns the input o's calls read and the geometry they
// take, for o a linalg.conv_2d_nchw_fchw on memrefs: for a 1x1 filter x
// itself; for a KxK one the source of x's padded copy (padOf, +0.0, the
// output's size), or x where it is the output's size (no pad). It
// returns the input, its NCHW layout and the pad's top and left.
func nchwKInput(root, o mlirc.Op) (src mlirc.Value, sn, off, top, left int64, erase []mlirc.Op, ok bool) {
	x, w, y := o.Operand(0), o.Operand(1), o.Operand(2)
	wsh, _ := w.Type().Shape()
	ysh, _ := y.Type().Shape()
	src = x
	if len(wsh) == 4 && (wsh[2] != 1 || wsh[3] != 1) {
		if p, okP := padOf(root, o, 2); okP && p.value == 0 {
			src, top, left, erase = p.src, p.top, p.left, p.ops
		}
	}
	sh, _ := src.Type().Shape()
	if len(sh) != 4 || len(ysh) != 4 || sh[2] != ysh[2] || sh[3] != ysh[3] || top >= max(wsh[2], 1) || left >= max(wsh[3], 1) {
		return src, 0, 0, 0, 0, nil, false
	}
	sn, off, ok = nchwLayout(src)
	return src, sn, off, top, left, erase, ok
}

// nchwFilterOK reports whether w (F x C x KH x KW memref, f32) is
// contiguous and its filter side at most nchwMaxKernel.
func nchwFilterOK(w mlirc.Value) bool {
	wsh, _ := w.Type().Shape()
	wst, _, ok := memrefLayout(w.Type().String(), wsh)
	return ok && len(wsh) == 4 && memrefElem(w.Type().String()) == "f32" && wsh[2] <= nchwMaxKernel && wsh[3] <= nchwMaxKernel &&
		wst[3] == 1 && wst[2] == wsh[3] && wst[1] == wsh[2]*wsh[3] && wst[0] == wsh[1]*wsh[2]*wsh[3] && !strings.Contains(w.Type().String(), "?")
}
