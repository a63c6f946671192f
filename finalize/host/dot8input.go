package host

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The 8-bit convolutions' input in one pass.
//
// lower/tosa hands an 8-bit convolution its NCHW input as four passes over
// it: uint8 flipped to int8 (an xor of the top bit: a linalg.generic), a
// pad (a fill of a new buffer, a copy into its interior), the transpose to
// NHWC. On the vnni512 schedule markDot8Inputs keeps that transpose out of
// the schedule's blocked copies and replaceDot8Inputs makes the four one
// call of mgxport_conv_s8_xpack_vnni512 (hostdot/conv_s8_vnni512.c) in an
// scf.parallel over the padded image's rows: it reads the source, flips,
// pads and transposes in registers, writing the same bytes.

// dot8InputMark, on a linalg.transpose NCHW -> NHWC of 8-bit values that
// only an 8-bit convolution reads (directly or through one
// tensor.extract_slice), keeps it out of markTransposes' blocks for
// replaceDot8Inputs.
const dot8InputMark = "mgxport.dot8_input"

// dot8InputMaxChunks bounds the chunks of rows an input pack's parallel
// loop has.
const dot8InputMaxChunks = 256

// markDot8Inputs marks (dot8InputMark) the transposes of m (on tensors,
// before the schedule) that replaceDot8Inputs will replace, when s's
// 8-bit micro-kernel is vnni512. It returns how many it marked.
func markDot8Inputs(m *mlirc.Module, s HostSchedule) (int, error) {
	if s.Dot8 != "vnni512" {
		return 0, nil
	}
	n := 0
	err := m.Edit(func(root mlirc.Op) error {
		all := listOps(root)
		users := map[mlirc.Value][]mlirc.Op{}
		for _, u := range all {
			for i := range u.NumOperands() {
				users[u.Operand(i)] = append(users[u.Operand(i)], u)
			}
		}
		isConvInput := func(v mlirc.Value) bool {
			us := users[v]
			if len(us) != 1 {
				return false
			}
			u := us[0]
			if u.Name() == "tensor.extract_slice" && u.NumOperands() == 1 {
				us = users[u.Result(0)]
				if len(us) != 1 {
					return false
				}
				u, v = us[0], u.Result(0)
			}
			return u.Name() == "linalg.conv_2d_nhwc_fhwc" && u.NumOperands() == 3 && u.Operand(0) == v &&
				tensorElem(u.Operand(1).Type().String()) == "i8"
		}
		for _, o := range all {
			if o.Name() != "linalg.transpose" || o.NumResults() != 1 || tensorElem(o.Result(0).Type().String()) != "i8" {
				continue
			}
			if perm, ok := parseI64Array(o.Attr("permutation").String()); !ok || !slices.Equal(perm, []int{0, 2, 3, 1}) {
				continue
			}
			if !isConvInput(o.Result(0)) {
				continue
			}
			o.SetAttr(dot8InputMark, o.StrAttr(""))
			n++
		}
		return nil
	})
	return n, err
}

// replaceDot8Inputs replaces each marked linalg.transpose of m (memrefs:
// after bufferization) by calls of the input pack, absorbing the pad
// (fill and interior copy) and the flip ahead of it where they are there,
// and returns how many it replaced. An unmatched one stays (a loop).
func replaceDot8Inputs(m *mlirc.Module) (int, error) {
	n, err := replaceConvsFused(m, "linalg.transpose", dot8InputCall)
	if err != nil {
		return n, fmt.Errorf("8-bit convolution input: %w", err)
	}
	return n, nil
}

// dot8InputCall is replaceDot8Inputs' replacement of one transpose t.
func dot8InputCall(root, t mlirc.Op) (convReplacement, bool) {
	var rep convReplacement
	if t.Attr(dot8InputMark).String() == "<null>" || t.NumOperands() != 2 {
		return rep, false
	}
	in, dst := t.Operand(0), t.Operand(1)
	dsh, ok := dst.Type().Shape()
	if !ok || len(dsh) != 4 || dst.Type().ElemBits() != 8 {
		return rep, false
	}
	if st, off, ok := memrefLayout(dst.Type().String(), dsh); !ok || off != 0 || !slices.Equal(st, contiguousStrides(dsh)) {
		return rep, false
	}
	all := listOps(root)
	index := all.index
	usersOf := all.users
	hp, wp := dsh[1], dsh[2]
	c := dsh[3]
	src := in
	var pt, pl, padv int64
	h, w := hp, wp
	var erase []mlirc.Op
	// The pad: in is an alloc written by a fill of a constant, then a
	// copy into its interior (a unit-stride subview), read by t.
	if a := in.Def(); !a.IsNull() && a.Name() == "memref.alloc" && a.NumOperands() == 0 {
		var fill, sub, dealloc mlirc.Op
		for _, u := range usersOf(in) {
			switch {
			case u == t:
			case u.Name() == "linalg.fill" && fill.IsNull() && index(u) < index(t):
				fill = u
			case u.Name() == "memref.subview" && sub.IsNull() && index(u) < index(t):
				sub = u
			case u.Name() == "memref.dealloc" && dealloc.IsNull() && index(u) > index(t):
				dealloc = u
			default:
				return rep, false
			}
		}
		if fill.IsNull() || sub.IsNull() || index(fill) > index(sub) || fill.NumOperands() != 2 {
			return rep, false
		}
		cv := fill.Operand(0).Def()
		if cv.IsNull() || cv.Name() != "arith.constant" {
			return rep, false
		}
		if padv, ok = cv.Attr("value").Int(); !ok {
			return rep, false
		}
		su := usersOf(sub.Result(0))
		if len(su) != 1 || su[0].Name() != "linalg.copy" || su[0].NumOperands() != 2 || su[0].Operand(1) != sub.Result(0) || index(su[0]) > index(t) {
			return rep, false
		}
		cp := su[0]
		offs, ok1 := sub.Attr("static_offsets").I64s()
		sizes, ok2 := sub.Attr("static_sizes").I64s()
		strides, ok3 := sub.Attr("static_strides").I64s()
		if !ok1 || !ok2 || !ok3 || len(offs) != 4 || offs[0] != 0 || offs[1] != 0 || !slices.Equal(strides, []int64{1, 1, 1, 1}) ||
			sub.NumOperands() != 1 {
			return rep, false
		}
		pt, pl, h, w = offs[2], offs[3], sizes[2], sizes[3]
		src = cp.Operand(0)
		erase = append(erase, cp, sub, fill)
		if !dealloc.IsNull() {
			erase = append(erase, dealloc)
		}
		erase = append(erase, a)
	}
	// The flip: src is an alloc an xor generic writes from x, read only by
	// the copy (or t).
	flip := int64(0)
	if a := src.Def(); !a.IsNull() && a.Name() == "memref.alloc" && a.NumOperands() == 0 {
		var g, dealloc mlirc.Op
		ok := true
		for _, u := range usersOf(src) {
			switch {
			case u == t || len(erase) > 0 && u == erase[0]:
			case u.Name() == "linalg.generic" && g.IsNull():
				g = u
			case u.Name() == "memref.dealloc" && dealloc.IsNull():
				dealloc = u
			default:
				ok = false
			}
		}
		if x, ok2 := flipOf(g); ok && ok2 {
			flip, src = 0x80, x
			erase = append(erase, g)
			if !dealloc.IsNull() {
				erase = append(erase, dealloc)
			}
			erase = append(erase, a)
		}
	}
	st := src.Type()
	ssh, ok := st.Shape()
	if !ok || len(ssh) != 4 || st.ElemBits() != 8 || !slices.Equal(ssh, []int64{dsh[0], c, h, w}) {
		return rep, false
	}
	sst, soff, ok := memrefLayout(st.String(), ssh)
	if !ok {
		return rep, false
	}
	if _, ok := definedBefore(src, t, index); !ok || !src.IsBlockArg() && index(src.Def()) > index(t) {
		return rep, false
	}
	rows := dsh[0] * hp
	chunk := (rows + dot8InputMaxChunks - 1) / dot8InputMaxChunks
	count := (rows + chunk - 1) / chunk
	var args []string
	var body strings.Builder
	fmt.Fprintf(&body, `    %%px = memref.extract_aligned_pointer_as_index %%x : %[1]s -> index
    %%pd = memref.extract_aligned_pointer_as_index %%w : %[2]s -> index
    %%pd2 = memref.extract_aligned_pointer_as_index %%y : %[2]s -> index
    %%ox = arith.constant %[3]d : index
    %%ax = arith.addi %%px, %%ox : index
    %%ix = arith.index_cast %%ax : index to i64
    %%id = arith.index_cast %%pd : index to i64
`, st.String(), dst.Type().String(), soff)
	for i, v := range []int64{c, h, w, hp, wp, pt, pl, padv, flip, sst[0], sst[1], sst[2], sst[3]} {
		fmt.Fprintf(&body, "    %%c%d = arith.constant %d : i64\n", i, v)
		args = append(args, fmt.Sprintf("%%c%d", i))
	}
	const nargs = 17
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", nargs), ", ")
	fmt.Fprintf(&body, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    %%chunk = arith.constant %[2]d : i64
    %%rows = arith.constant %[3]d : i64
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%ri = arith.index_cast %%r : index to i64
      %%q0 = arith.muli %%ri, %%chunk : i64
      %%e = arith.addi %%q0, %%chunk : i64
      %%q1 = arith.minsi %%e, %%rows : i64
      func.call @%[4]s(%%ix, %%id, %%q0, %%q1, %[5]s) {%[6]s = %[7]d : i64} : (%[8]s) -> ()
    }
    return
`, count, chunk, rows, dot8XPackSymbol, strings.Join(args, ", "), workAttr, max(chunk*wp*c/16, 1), i64s)
	rep.text = fmt.Sprintf("module {\n  func.func private @%s(%s)\n  func.func private @__mgx_dot8_input(%%x: %s, %%w: %s, %%y: %s) {\n%s  }\n}\n",
		dot8XPackSymbol, i64s, st.String(), dst.Type().String(), dst.Type().String(), body.String())
	rep.operands = []mlirc.Value{src, dst, dst}
	rep.erase = erase
	return rep, true
}

// dot8XPackSymbol is vnni512's input pack (its IR defines it).
const dot8XPackSymbol = "mgxport_conv_s8_xpack_vnni512"

// flipOf returns the input of g when g is an all-parallel linalg.generic
// with identity maps whose body yields its 8-bit input xor -128.
func flipOf(g mlirc.Op) (mlirc.Value, bool) {
	if g.IsNull() || g.NumOperands() != 2 || !allParallel(g) {
		return mlirc.Value{}, false
	}
	maps, ok := g.Attr("indexing_maps").Elems()
	if !ok || len(maps) != 2 || !identityMap(maps[0], 4) || !identityMap(maps[1], 4) {
		return mlirc.Value{}, false
	}
	body := g.Ops(0)
	if len(body) != 2 || body[0].Name() != "arith.xori" || body[1].Name() != "linalg.yield" ||
		body[1].NumOperands() != 1 || body[1].Operand(0) != body[0].Result(0) {
		return mlirc.Value{}, false
	}
	x := body[0].Operand(0)
	c := body[0].Operand(1)
	if x != g.Arg(0, 0) {
		x, c = c, x
	}
	if x != g.Arg(0, 0) || c.Def().IsNull() || c.Def().Name() != "arith.constant" {
		return mlirc.Value{}, false
	}
	if v, ok := c.Def().Attr("value").Int(); !ok || v != -128 {
		return mlirc.Value{}, false
	}
	return g.Operand(0), true
}

// The xpack's and the quantizing store's arguments preflipDot8Inputs
// edits: the pack's pad value and flip (after x, y, r0, r1 and C, H, W,
// Hp, Wp, pt, pl), the store's xflip (before its last, xBytes).
const (
	xpackPadArg  = 11
	xpackFlipArg = 12
	convQArgs    = 33
	convQFlipArg = 31
)

// preflipDot8Inputs makes each input pack (replaceDot8Inputs) whose only
// reader is a quantizing store's calls (replaceConvsDot8) write x + 128
// (x's top bit flipped, as the micro-kernel reads it: the pack's flip and
// pad value xored with 0x80) and those calls read it as it is (xflip 0),
// so that the convolution's broadcasts need no xor. It returns how many
// packs it changed.
func preflipDot8Inputs(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		ops := listOps(root)
		uses := map[mlirc.Value]int{}
		for _, u := range ops {
			for i := range u.NumOperands() {
				uses[u.Operand(i)]++
			}
		}
		callee := func(o mlirc.Op) string {
			if o.Name() != "func.call" {
				return ""
			}
			s, _ := o.Attr("callee").SymbolLeaf()
			return s
		}
		// base returns the buffer whose address the i64 v is: index_cast
		// of extract_aligned_pointer_as_index (plus a constant offset) of
		// it or of a subview of it.
		base := func(v mlirc.Value) (mlirc.Value, bool) {
			d := v.Def()
			if d.IsNull() || d.Name() != "arith.index_cast" {
				return mlirc.Value{}, false
			}
			d = d.Operand(0).Def()
			if !d.IsNull() && d.Name() == "arith.addi" {
				d = d.Operand(0).Def()
			}
			if d.IsNull() || d.Name() != "memref.extract_aligned_pointer_as_index" {
				return mlirc.Value{}, false
			}
			buf := d.Operand(0)
			if s := buf.Def(); !s.IsNull() && s.Name() == "memref.subview" {
				buf = s.Operand(0)
			}
			return buf, true
		}
		readers := map[mlirc.Value][]mlirc.Op{} // buffer -> the convolution calls reading it
		var packs []mlirc.Op
		for _, o := range ops {
			switch callee(o) {
			case dot8XPackSymbol:
				packs = append(packs, o)
			case "":
			default:
				if o.NumOperands() > 0 {
					if buf, ok := base(o.Operand(0)); ok {
						readers[buf] = append(readers[buf], o)
					}
				}
			}
		}
		constOf := func(v mlirc.Value) (mlirc.Op, int64, bool) {
			d := v.Def()
			if d.IsNull() || d.Name() != "arith.constant" || uses[v] != 1 {
				return d, 0, false
			}
			c, ok := d.Attr("value").Int()
			return d, c, ok
		}
		type edit struct {
			op  mlirc.Op
			val int64
		}
		var edits []edit
		for _, p := range packs {
			dst, ok := base(p.Operand(1))
			if !ok || p.NumOperands() <= xpackFlipArg {
				continue
			}
			rs := readers[dst]
			all := len(rs) > 0 && onlyAddressed(ops, dst, 1+len(rs))
			var flips []edit
			for _, r := range rs {
				if callee(r) != "mgxport_conv_s8_q_vnni512" || r.NumOperands() != convQArgs {
					all = false
					break
				}
				c, v, ok := constOf(r.Operand(convQFlipArg))
				all = all && ok && v == 1
				flips = append(flips, edit{c, 0})
			}
			pc, pv, ok1 := constOf(p.Operand(xpackPadArg))
			fc, fv, ok2 := constOf(p.Operand(xpackFlipArg))
			if !all || !ok1 || !ok2 {
				continue
			}
			edits = append(edits, edit{pc, int64(int8(byte(pv) ^ 0x80))}, edit{fc, fv ^ 0x80})
			edits = append(edits, flips...)
			n++
		}
		if len(edits) == 0 {
			return nil
		}
		var text strings.Builder
		text.WriteString("module {\n  func.func private @__mgx_preflip() {\n")
		for i, e := range edits {
			fmt.Fprintf(&text, "    %%v%d = arith.constant %d : i64\n", i, e.val)
		}
		text.WriteString("    return\n  }\n}\n")
		tmp, err := b.Parse(text.String())
		if err != nil {
			return err
		}
		consts := tmp.Ops(0)[0].Ops(0)
		for i, e := range edits {
			e.op.SetAttr("value", consts[i].Attr("value"))
		}
		tmp.Erase()
		return nil
	})
	return n, err
}

// onlyAddressed reports whether buf's users (through subviews) are
// memref.dealloc and memref.extract_aligned_pointer_as_index, n of those
// used: nothing reads it but the calls given its address.
func onlyAddressed(all opList, buf mlirc.Value, n int) bool {
	ptrs := 0
	addr := func(u mlirc.Op) bool {
		if u.Name() != "memref.extract_aligned_pointer_as_index" {
			return false
		}
		if len(all.users(u.Result(0))) > 0 {
			ptrs++
		}
		return true
	}
	for _, u := range all.users(buf) {
		switch {
		case u.Name() == "memref.dealloc" || addr(u):
		case u.Name() == "memref.subview":
			for _, v := range all.users(u.Result(0)) {
				if !addr(v) {
					return false
				}
			}
		default:
			return false
		}
	}
	return ptrs == n
}
