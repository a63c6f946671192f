package kernelgen

// The TF32 flash-attention kernel (--allow-tf32 on an fp32 attention,
// NVIDIA sm_80 and newer): the half kernel's data flow (attention.go,
// one text generator for both) on mma.sync m16n8k8 .tf32 with fp32
// accumulators, Q, K and V staged in fp32 and each operand register
// rounded to TF32 (cvt.rna) as it leaves shared memory, as the TF32 GEMM
// does; the softmax stays fp32. What differs from the half kernel:
//   - 16-byte copies move 4 words; rows are padded by 4 words.
//   - Q's and K's fragments: ldmatrix of 32-bit rows is the m16n8k8 A
//     and B fragment (ldsA, ldsB: the TF32 GEMM's addressing), k8 steps.
//   - P·V: an m16n8 accumulator holds keys 2t, 2t+1 of rows g and g+8
//     where m16n8k8's A fragment wants columns t and t+4. The sum over a
//     tile's keys may run in any order, so column t of k8 step j is key
//     8j+2t and column t+4 key 8j+2t+1 (attnTF32PFrag): P stays in
//     registers, and V's B registers are the words of those keys
//     (attnTF32V), plain shared loads (no .trans form exists for 32-bit
//     elements), each lane's 8·t + g bank distinct for any row length
//     of 4 mod 8 words.
//   - The output is stored in fp32.

// attnTF32HeadDim reports whether the TF32 kernel takes head size d:
// whole k8 steps (Q, K) and n8 fragments (V), at most 128 (the
// registers of O and of Q's fragments).
func attnTF32HeadDim(d int64) bool { return d%8 == 0 && d >= 8 && d <= 128 }

// attnTF32PFrag is the S accumulator register (of key fragment j) that
// A register i of P·V's k8 step j holds: registers 0..3 are rows g,
// g+8, g, g+8 at columns t, t, t+4, t+4, and column t stands for key 2t
// (accumulator 0 for row g, 2 for g+8), column t+4 for key 2t+1 (1, 3).
func attnTF32PFrag(i int64) int64 { return [4]int64{0, 2, 1, 3}[i] }

// attnTF32V is the key and dim (within the K/V tile) of V's word in B
// register i (0, 1) of P·V's k8 step j and n8 fragment dn: B's rows t
// and t+4 are keys 8j+2t and 8j+2t+1 (attnTF32PFrag), its column g dim
// 8·dn+g.
func attnTF32V[V any](a ix[V], l mmaLane[V], j, dn, i int64) (key, dim V) {
	return a.add(a.mulc(l.t, 2), a.lit(8*j+i)), a.add(l.g, a.lit(8*dn))
}
