package kernelgen

import (
	"fmt"
	"strings"
)

// ringLoop opens the K loop of the mma.sync kernels (TF32 and half), whose
// operand slices travel global → shared memory through a cp.async ring of
// stages buffers. It issues the ring's prologue — slices 0..stages-2 in
// flight, one commit group each (empty past the last slice, so the count
// the loop waits on holds) — then opens the loop over nk slices with nacc
// f32 accumulators (starting at zero, or at %init when fill). In the loop,
// slice kt has landed once at most stages-2 groups are pending; the
// barrier makes every thread's copies visible and frees the buffer read in
// the last iteration, which takes slice kt+stages-1. stage(kBase, st)
// copies both operands' slice at K offset kBase into ring buffer st. It
// returns the loop's name, the accumulators' names inside the loop and
// the ring buffer of slice kt.
func (k *kernelText) ringLoop(x textIx, stages, bk, nk int64, nacc int, fill bool, stage func(kBase, st string)) (loop string, acc []string, stg string) {
	for s := range stages - 1 {
		if s < nk {
			stage(k.c(s*bk), k.c(s))
		}
		k.line("nvvm.cp.async.commit.group")
	}
	start := "%zf"
	if fill {
		start = "%init"
	}
	var iters, types []string
	acc = make([]string, nacc)
	for i := range acc {
		acc[i] = fmt.Sprintf("%%acc%d", i)
		iters = append(iters, fmt.Sprintf("%s = %s", acc[i], start))
		types = append(types, "f32")
	}
	k.next++
	loop = fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(nk), k.c(1),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	k.line("nvvm.cp.async.wait.group %d", stages-2)
	k.line("gpu.barrier")
	kt := tval{name: "%kt"}
	ahead := x.add(kt, x.lit(stages-1))
	inRange := k.op("arith.cmpi ult, %s, %s : index", ahead.s(), k.c(nk))
	k.line("scf.if %s {", inRange)
	aheadStage := stageOf[tval](x, ahead, stages).s() // before the offset: the text (and identity) stays as it was
	stage(x.mulc(ahead, bk).s(), aheadStage)
	k.line("}")
	k.line("nvvm.cp.async.commit.group")
	return loop, acc, stageOf[tval](x, kt, stages).s()
}

// ringEnd closes ringLoop's loop, yielding acc, and waits for the copies
// still in flight: no copy outlives the block (the trailing groups are
// empty).
func (k *kernelText) ringEnd(acc []string) {
	k.line("scf.yield %s : %s", strings.Join(acc, ", "), strings.TrimSuffix(strings.Repeat("f32, ", len(acc)), ", "))
	k.line("}")
	k.line("nvvm.cp.async.wait.group 0")
}

// wgmmaSmem lays the wgmma kernels' (TF32 and half) ring out in dynamic
// shared memory, 1024-aligned as the 128-byte swizzle needs: stages
// buffers of A (aBytes each), then B's (bBytes each). It returns the
// address of operand op's (0: A, 1: B) buffer st, and sptr, an address as
// a shared-memory pointer for cp.async and the matrix descriptors.
func (k *kernelText) wgmmaSmem(x textIx, stages, aBytes, bBytes int64) (stageAddr func(op int, st string) tval, sptr func(addr tval) string) {
	k.line("%%dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>")
	raw := tval{name: k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")}
	base := x.mulc(x.divc(x.add(raw, x.lit(1023)), 1024), 1024)
	stageAddr = func(op int, st string) tval {
		per, off := aBytes, int64(0)
		if op == 1 {
			per, off = bBytes, stages*aBytes
		}
		return x.add(x.add(base, x.lit(off)), tval{name: k.op("arith.muli %s, %s : index", st, k.c(per))})
	}
	sptr = func(addr tval) string {
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", addr.s()))
	}
	return stageAddr, sptr
}
