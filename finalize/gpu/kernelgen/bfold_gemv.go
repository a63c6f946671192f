package kernelgen

import (
	"fmt"
	"strings"
)

// The row-vector product of a folded B (bfold.go) with few rows: a
// MatMulNBits at decode, M of 1 to gemvMaxRows. The tiled GEMM would
// give it few blocks of mostly idle rows, each stepping through K one
// short slice at a time, every step a round trip to memory: the kernel's
// time would be latency, not the packed weight's bytes. Here a block
// takes gemvLanes consecutive columns and splits K among its gemvWarps
// warps: lane l of every warp computes column l, so a warp's loads of
// the packed bytes at one depth are consecutive bytes, and each thread
// keeps its M sums in registers over its share of K, its loads
// independent of each other. The warps' partial sums meet in shared
// memory and the first warp adds them in warp order (the same bits every
// run), to the fill value or the output, through the epilogue.

const (
	gemvMaxRows = 16
	gemvLanes   = 32
	gemvWarps   = 8
	// gemvUnroll is the depths one step of a thread's K loop loads.
	gemvUnroll = 8
)

// gemvFits reports whether the row-vector kernel computes c: a folded B,
// at most gemvMaxRows rows, one loop each for rows, columns and depth.
// Half operands (f16, bf16) are widened as they are loaded; the sums are
// f32.
func (c Contraction) gemvFits() bool {
	return c.bfold != nil && c.M() <= gemvMaxRows && len(c.mDims) == 1 && len(c.nDims) == 1 && len(c.kDims) == 1
}

// gemvKernel writes the private function computing contraction c (a
// folded B, gemvFits) as the row-vector kernel. With emulate it is written
// for the CPU: a block's threads run one after another, the partial sums
// first, the reduction after.
func gemvKernel(name string, c Contraction, fill bool, epi *epilogue, emulate bool) (string, error) {
	if !c.gemvFits() {
		return "", fmt.Errorf("gemv kernel %s: not a folded product of at most %d rows", name, gemvMaxRows)
	}
	k := &kernelText{consts: map[string]string{}}
	M, N, K := c.M(), c.N(), c.K()
	md, nd, kd := c.mDims[0], c.nDims[0], c.kDims[0]
	nt := int64(gemvLanes * gemvWarps)
	red := fmt.Sprintf("memref<%dx%dx%dxf32, #gpu.address_space<workgroup>>", gemvWarps, M, gemvLanes)
	if emulate {
		red = fmt.Sprintf("memref<%dx%dx%dxf32>", gemvWarps, M, gemvLanes)
	}
	kPer := ceilDiv(K, gemvWarps)
	// coords emits the thread's lane, warp, column and whether the column
	// is inside, and the batch's loop values.
	coords := func() (lane, warp, n, nOK string, vals map[int]string) {
		lane = k.op("arith.remui %%tx, %s : index", k.c(gemvLanes))
		warp = k.op("arith.divui %%tx, %s : index", k.c(gemvLanes))
		n = k.op("arith.muli %%bx, %s : index", k.c(gemvLanes))
		n = k.op("arith.addi %s, %s : index", n, lane)
		nOK = k.op("arith.cmpi ult, %s, %s : index", n, k.c(N))
		vals = map[int]string{}
		k.splitLoops(c, "%bz", c.batch, vals)
		return
	}
	phase := func(body func()) {
		if emulate {
			k.line("scf.for %%tx = %s to %s step %s {", k.c(0), k.c(nt), k.c(1))
		}
		body()
		if emulate {
			k.line("}")
		}
	}
	// Phase 1: each thread's partial sums over its warp's share of K.
	phase(func() {
		lane, warp, n, nOK, vals := coords()
		k0 := k.op("arith.muli %s, %s : index", warp, k.c(kPer))
		k0 = k.op("arith.minui %s, %s : index", k0, k.c(K))
		k1 := k.op("arith.addi %s, %s : index", k0, k.c(kPer))
		k1 = k.op("arith.minui %s, %s : index", k1, k.c(K))
		var iters, types, accs []string
		for m := range M {
			accs = append(accs, fmt.Sprintf("%%gacc%d", m))
			iters = append(iters, fmt.Sprintf("%%gacc%d = %%zf", m))
			types = append(types, "f32")
		}
		k.next++
		loop := fmt.Sprintf("%%gloop%d", k.next)
		k.line("%s:%d = scf.for %%gk = %s to %s step %s iter_args(%s) -> (%s) {", loop, M, k0, k1, k.c(gemvUnroll),
			strings.Join(iters, ", "), strings.Join(types, ", "))
		// gemvUnroll depths a step, their loads independent and
		// unconditional (a depth past the warp's share, or a column past
		// N, reads a clamped index and adds nothing), so they are all in
		// flight at once.
		nc := k.op("arith.select %s, %s, %s : index", nOK, n, k.c(0))
		last := k.op("arith.subi %s, %s : index", k1, k.c(1))
		cur := append([]string(nil), accs...)
		for u := range int64(gemvUnroll) {
			kk := k.op("arith.addi %%gk, %s : index", k.c(u))
			in := k.op("arith.cmpi ult, %s, %s : index", kk, k1)
			kc := k.op("arith.minui %s, %s : index", kk, last)
			bIdx := k.indexList(c, 1, with(vals, map[int]string{kd: kc, nd: nc}))
			b := c.bfold.load(k, bIdx)
			if c.Half() {
				b = k.op("arith.extf %s : %s to f32", b, c.elem)
			}
			for m := range M {
				aIdx := k.indices(c, 0, with(vals, map[int]string{md: k.c(m), kd: kc}))
				a := k.op("memref.load %%A[%s] : %s", aIdx, c.types[0])
				if c.Half() {
					a = k.op("arith.extf %s : %s to f32", a, c.elem)
				}
				f := k.op("math.fma %s, %s, %s : f32", a, b, cur[m])
				cur[m] = k.op("arith.select %s, %s, %s : f32", in, f, cur[m])
			}
		}
		k.line("scf.yield %s : %s", strings.Join(cur, ", "), strings.Join(types, ", "))
		k.line("}")
		for m := range M {
			k.line("memref.store %s#%d, %%Red[%s, %s, %s] : %s", loop, m, warp, k.c(m), lane, red)
		}
	})
	if !emulate {
		k.line("gpu.barrier")
	}
	// Phase 2: the first warp adds the partial sums, in warp order.
	ew := newEpilogueWriter(epi, k, c)
	phase(func() {
		lane, warp, n, nOK, vals := coords()
		first := k.op("arith.cmpi eq, %s, %s : index", warp, k.c(0))
		ok := k.op("arith.andi %s, %s : i1", first, nOK)
		k.line("scf.if %s {", ok)
		for m := range M {
			cIdx := k.indexList(c, 2, with(vals, map[int]string{md: k.c(m), nd: n}))
			s := "%init"
			if !fill {
				s = k.op("memref.load %%C[%s] : %s", strings.Join(cIdx, ", "), c.types[2])
			}
			for w := range int64(gemvWarps) {
				p := k.op("memref.load %%Red[%s, %s, %s] : %s", k.c(w), k.c(m), lane, red)
				s = k.op("arith.addf %s, %s : f32", s, p)
			}
			if ew != nil {
				ew.store(s, cIdx)
			} else {
				k.line("memref.store %s, %%C[%s] : %s", s, strings.Join(cIdx, ", "), c.types[2])
			}
		}
		k.line("}")
	})
	if !emulate {
		k.line("gpu.terminator")
	}

	var out strings.Builder
	writeKernelHead(&out, name, c, fill, epi, ceilDiv(N, gemvLanes), 1, nt)
	if emulate {
		out.WriteString("  %zero = arith.constant 0 : index\n")
		out.WriteString("  scf.for %bz = %zero to %gz step %one {\n  scf.for %bx = %zero to %gx step %one {\n")
		fmt.Fprintf(&out, "      %%Red = memref.alloca() : %s\n", red)
	} else {
		fmt.Fprintf(&out, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %%gz) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%Red : %s) {\n", red)
	}
	k.writeBody(&out)
	if emulate {
		out.WriteString("  }\n")
	}
	out.WriteString("  }\n  return\n}\n")
	return out.String(), nil
}
