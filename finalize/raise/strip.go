package raise

import (
	"github.com/mgxport/mgxport/spirv"
)

// Strip-mining an element kernel by its innermost extent.
//
// An element kernel (spirv/kernels' grid-stride loop, for i := global id;
// i < n; i += global size) reads a broadcast or strided input at indices
// computed from i's coordinates: the innermost one is i mod C and the
// others come from i / C, C the output's innermost extent. Raised as one
// work-item per loop iteration, those indices are opaque to LLVM (a
// remainder per element), so modernbert_tiny's attention masks (bool[128,
// 1] & bool[1, 128] -> float32[128, 128]) ran one element at a time. When
// the launch has a work-item for every element (global size >= n), each
// work-item runs the loop body once, at i = its id. Host then runs the
// work-items as rows of C (a parallel loop over i / C, an inner loop over
// i mod C), gives the work-item its row and column, and raises the
// kernel's i mod C and i / C as those: the inner loop's loads and stores
// are then affine in the column, and LLVM vectorizes them. The loop's
// branches are raised as the one iteration they take (the bound check
// holds for every element the host runs; the next i is past n). Work-items
// past n, which do nothing, are not run.

// stripMinRows is the fewest rows a strip-mined launch may have: its
// threads share the rows, and fewer rows than this would split worse than
// the elements did (it then stays one work-item per element) unless the
// launch is too small to split at all (stripSmall elements).
const (
	stripMinRows = 32
	stripSmall   = 4096
)

// strip is a kernel's strip-mining: cols (C) and rows (n / C), the
// grid-stride loop's header, body, latch and exit blocks, and the result
// ids of i mod C and i / C.
type strip struct {
	cols, rows                int64
	header, body, latch, exit uint32
	mods, divs                map[uint32]bool
}

// planStrip returns the strip-mining of k launched over global, nil when k
// is not a one-pass grid-stride element kernel with an i mod C.
func planStrip(k *kernelIR, global [3]int64) *strip {
	if global[1] != 1 || global[2] != 1 || len(k.blocks) < 4 {
		return nil
	}
	// Entry: the global id's and global size's x, then the loop header.
	entry := k.blocks[0]
	builtinOf := map[uint32]spirv.BuiltIn{} // loaded built-in vectors
	var gid, gsize uint32
	for _, in := range entry.body[:len(entry.body)-1] {
		w := in.Operands
		switch in.Opcode {
		case spirv.OpLoad:
			g, ok := k.globals[w[2]]
			if !ok || !g.isBuilt {
				return nil
			}
			builtinOf[w[1]] = g.builtin
		case spirv.OpCompositeExtract:
			if len(w) != 4 || w[3] != 0 {
				return nil
			}
			switch builtinOf[w[2]] {
			case spirv.BuiltInGlobalInvocationID:
				gid = w[1]
			case spirv.BuiltInGlobalSize:
				gsize = w[1]
			default:
				return nil
			}
		default:
			return nil // anything else (a store) would run for every work-item
		}
	}
	last := entry.body[len(entry.body)-1]
	if gid == 0 || gsize == 0 || last.Opcode != spirv.OpBranch {
		return nil
	}
	blocks := map[uint32]*sblock{}
	for _, b := range k.blocks {
		blocks[b.label] = b
	}
	header := blocks[last.Operands[0]]
	if header == nil || len(header.phis) != 1 || header == entry {
		return nil
	}
	// The header: i = phi(gid from entry, next from the latch); i < n.
	phi := header.phis[0].Operands
	if len(phi) != 6 {
		return nil
	}
	i := phi[1]
	var next, latchLabel uint32
	switch {
	case phi[2] == gid && phi[3] == entry.label:
		next, latchLabel = phi[4], phi[5]
	case phi[4] == gid && phi[5] == entry.label:
		next, latchLabel = phi[2], phi[3]
	default:
		return nil
	}
	var cond uint32
	var n int64
	for _, in := range header.body[:len(header.body)-1] {
		w := in.Operands
		switch in.Opcode {
		case spirv.OpLoopMerge:
		case spirv.OpULessThan:
			c, ok := k.intConst(w[3])
			if w[2] != i || !ok {
				return nil
			}
			cond, n = w[1], c
		default:
			return nil
		}
	}
	br := header.body[len(header.body)-1]
	if br.Opcode != spirv.OpBranchConditional || br.Operands[0] != cond || cond == 0 || len(br.Operands) < 3 {
		return nil
	}
	s := &strip{header: header.label, body: br.Operands[1], exit: br.Operands[2], latch: latchLabel,
		mods: map[uint32]bool{}, divs: map[uint32]bool{}}
	// One pass: every work-item's first i is below the global size.
	if n <= 0 || n > global[0] {
		return nil
	}
	// The latch: next = i + global size, back to the header.
	latch, exit := blocks[s.latch], blocks[s.exit]
	if latch == nil || exit == nil || latch == header || len(latch.phis) != 0 || len(latch.body) != 2 ||
		len(exit.phis) != 0 || len(exit.body) != 1 || exit.body[0].Opcode != spirv.OpReturn {
		return nil
	}
	add, back := latch.body[0].Operands, latch.body[1]
	if latch.body[0].Opcode != spirv.OpIAdd || add[1] != next ||
		!(add[2] == i && add[3] == gsize || add[2] == gsize && add[3] == i) ||
		back.Opcode != spirv.OpBranch || back.Operands[0] != s.header {
		return nil
	}
	// i mod C and i / C in the body: C from the first remainder. A body
	// with loops of its own (an attention row's keys) is heavy work a
	// work-item: it stays one work-item per element, as many as threads
	// can share.
	for _, b := range k.blocks {
		if b == entry || b == header || b == latch {
			continue
		}
		for _, in := range b.body {
			w := in.Operands
			if in.Opcode == spirv.OpLoopMerge {
				return nil
			}
			if (in.Opcode != spirv.OpUMod && in.Opcode != spirv.OpUDiv) || w[2] != i {
				continue
			}
			c, ok := k.intConst(w[3])
			if !ok {
				continue
			}
			if s.cols == 0 && in.Opcode == spirv.OpUMod {
				s.cols = c
			}
			if c != s.cols {
				continue
			}
			if t, err := k.mlirType(w[0]); err != nil || t != "i64" {
				return nil
			}
			if in.Opcode == spirv.OpUMod {
				s.mods[w[1]] = true
			} else {
				s.divs[w[1]] = true
			}
		}
	}
	if s.cols < 2 || n%s.cols != 0 {
		return nil
	}
	s.rows = n / s.cols
	if s.rows < stripMinRows && n > stripSmall {
		return nil
	}
	return s
}

// intConst returns the value of a 64-bit (or narrower) integer constant.
func (k *kernelIR) intConst(id uint32) (int64, bool) {
	c, ok := k.consts[id]
	if !ok || k.types[c.typ].op != spirv.OpTypeInt {
		return 0, false
	}
	var v uint64
	for j, w := range c.words {
		if j < 2 {
			v |= uint64(w) << (32 * j)
		}
	}
	if c.null {
		v = 0
	}
	if k.types[c.typ].width < 64 {
		v &= 1<<k.types[c.typ].width - 1
	}
	return int64(v), int64(v) >= 0
}
