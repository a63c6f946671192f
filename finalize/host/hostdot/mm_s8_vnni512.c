#include <immintrin.h>
#include <stdint.h>
#include <string.h>

/* c[b,m,n] += sum_k (a[b,m,k] - za) * (b[b,k,n] - zb)
   a: 8-bit, k contiguous (signed where aSigned, else unsigned);
   b: 8-bit, n contiguous (signed where bSigned, else unsigned);
   c: int32, n contiguous. The sums are int32 with wraparound, as the
   widened product's i32 ops compute them: the same bits.

   vpdpbusd multiplies unsigned bytes by signed ones, four to a lane: a is
   taken unsigned (a' = a ^ 0x80 = a + 128 where a is signed), b signed
   (b' = b ^ 0x80 = b - 128 where b is unsigned). With alpha and beta what
   a' and b' are off by, less the zero points,
     sum (a - za)(b - zb) = sum a'b' + beta*sum a' + alpha*sum b' + K*alpha*beta.
   Lanes are 16 output columns, each 4 consecutive k: the 4 rows of b a
   step reads (16 bytes each) are interleaved in registers; a's 4 bytes
   are broadcast. A tile is up to MR rows of one batch by 16 columns. */

#define MR 8

/* Rows k..k+rows-1 of b (rows 1..4, the others zero), columns masked by
   m, flipped by flip, interleaved to 16 lanes of 4 bytes. */
static inline __m512i pack4(const int8_t *p, int64_t ldb, __mmask16 m, __m128i flip, int rows) {
  __m128i z = _mm_setzero_si128();
  __m128i r0 = _mm_xor_si128(_mm_maskz_loadu_epi8(m, p), flip);
  __m128i r1 = rows > 1 ? _mm_xor_si128(_mm_maskz_loadu_epi8(m, p + ldb), flip) : z;
  __m128i r2 = rows > 2 ? _mm_xor_si128(_mm_maskz_loadu_epi8(m, p + 2 * ldb), flip) : z;
  __m128i r3 = rows > 3 ? _mm_xor_si128(_mm_maskz_loadu_epi8(m, p + 3 * ldb), flip) : z;
  __m128i t0 = _mm_unpacklo_epi8(r0, r1), t1 = _mm_unpackhi_epi8(r0, r1);
  __m128i t2 = _mm_unpacklo_epi8(r2, r3), t3 = _mm_unpackhi_epi8(r2, r3);
  __m512i v = _mm512_castsi128_si512(_mm_unpacklo_epi16(t0, t2));
  v = _mm512_inserti32x4(v, _mm_unpackhi_epi16(t0, t2), 1);
  v = _mm512_inserti32x4(v, _mm_unpacklo_epi16(t1, t3), 2);
  return _mm512_inserti32x4(v, _mm_unpackhi_epi16(t1, t3), 3);
}

/* a's bytes k..k+n-1 (n 1..4; the others zero) broadcast, flipped. */
static inline __m512i bcast(const int8_t *p, int n, __m512i flip) {
  __m512i v;
  if (n >= 4) {
    int32_t w;
    memcpy(&w, p, 4);
    v = _mm512_set1_epi32(w);
  } else {
    /* A masked load: no read past the row. */
    v = _mm512_broadcastd_epi32(_mm_maskz_loadu_epi8((__mmask16)((1u << n) - 1), p));
  }
  return _mm512_xor_si512(v, flip);
}

/* sum over k of a' (a's bytes, flipped, as unsigned). */
static inline int32_t rowsum(const int8_t *p, int64_t K, __m512i flip) {
  __m512i s = _mm512_setzero_si512();
  int64_t k = 0;
  for (; k + 64 <= K; k += 64) {
    s = _mm512_add_epi64(s, _mm512_sad_epu8(_mm512_xor_si512(_mm512_loadu_si512((const void *)(p + k)), flip), _mm512_setzero_si512()));
  }
  if (k < K) {
    __mmask64 m = (~0ull) >> (64 - (K - k));
    __m512i v = _mm512_maskz_mov_epi8(m, _mm512_xor_si512(_mm512_maskz_loadu_epi8(m, p + k), flip));
    s = _mm512_add_epi64(s, _mm512_sad_epu8(v, _mm512_setzero_si512()));
  }
  return (int32_t)_mm512_reduce_add_epi64(s);
}

/* The tile of mr rows (a at a, mr rows lda apart) by the 16 columns at
   b and c (m: the columns there are), over the whole K. */
static inline __attribute__((always_inline)) void tile(const int8_t *a, const int8_t *b, int32_t *c, int mr,
    __mmask16 m, int64_t K, int64_t lda, int64_t ldb, int64_t ldc, int32_t alpha, int32_t beta,
    __m512i aflip, __m128i bflip, const int32_t *rs) {
  __m512i acc[MR];
  for (int i = 0; i < MR; i++) acc[i] = _mm512_setzero_si512();
  __m512i cs = _mm512_setzero_si512();
  __m512i ones = _mm512_set1_epi8(1);
  int64_t K4 = K & ~(int64_t)3;
  for (int64_t k = 0; k < K4; k += 4) {
    __m512i bv = pack4(b + k * ldb, ldb, m, bflip, 4);
    if (alpha != 0) cs = _mm512_dpbusd_epi32(cs, ones, bv);
    for (int i = 0; i < mr; i++) acc[i] = _mm512_dpbusd_epi32(acc[i], bcast(a + i * lda + k, 4, aflip), bv);
  }
  if (K4 < K) {
    int rows = (int)(K - K4);
    __m512i bv = pack4(b + K4 * ldb, ldb, m, bflip, rows);
    if (alpha != 0) cs = _mm512_dpbusd_epi32(cs, ones, bv);
    /* bcast's zero bytes past K flip to 128: their b' rows are zero. */
    for (int i = 0; i < mr; i++) acc[i] = _mm512_dpbusd_epi32(acc[i], bcast(a + i * lda + K4, rows, aflip), bv);
  }
  __m512i fix = _mm512_add_epi32(_mm512_mullo_epi32(cs, _mm512_set1_epi32(alpha)),
                                 _mm512_set1_epi32((int32_t)((uint32_t)K * (uint32_t)alpha * (uint32_t)beta)));
  for (int i = 0; i < mr; i++) {
    __m512i v = _mm512_add_epi32(acc[i], _mm512_add_epi32(fix, _mm512_set1_epi32((int32_t)((uint32_t)beta * (uint32_t)rs[i]))));
    int32_t *cp = c + i * ldc;
    _mm512_mask_storeu_epi32(cp, m, _mm512_add_epi32(_mm512_maskz_loadu_epi32(m, cp), v));
  }
}

/* Rows r0..r1-1 of the B x M rows (row r: batch r / M, row r % M) by the
   columns of 16-column blocks n0..n1-1. Strides in elements. */
void mgxport_mm_s8_vnni512(int64_t ia, int64_t ib, int64_t ic, int64_t r0, int64_t r1, int64_t n0, int64_t n1,
    int64_t M, int64_t N, int64_t K, int64_t aStrideB, int64_t lda, int64_t bStrideB, int64_t ldb,
    int64_t cStrideB, int64_t ldc, int64_t aSigned, int64_t bSigned, int64_t za, int64_t zb) {
  const int8_t *A = (const int8_t *)(intptr_t)ia;
  const int8_t *Bm = (const int8_t *)(intptr_t)ib;
  int32_t *C = (int32_t *)(intptr_t)ic;
  int32_t alpha = (aSigned ? -128 : 0) - (int32_t)za;
  int32_t beta = (bSigned ? 0 : 128) - (int32_t)zb;
  __m512i aflip = _mm512_set1_epi32(aSigned ? (int32_t)0x80808080u : 0);
  __m128i bflip = _mm_set1_epi8(bSigned ? 0 : (char)0x80);
  /* Hidden from the optimizer, so that each broadcast stays a broadcast
     load and one xor. */
  __asm__("" : "+v"(aflip));
  for (int64_t r = r0; r < r1;) {
    int64_t bat = r / M, row = r % M;
    /* Tiles of 8, 4, 2 or 1 rows: four copies of the loop, not eight
       (each kernel that calls this compiles them all). */
    int64_t left = r1 - r < M - row ? r1 - r : M - row;
    int mr = left >= 8 ? 8 : left >= 4 ? 4 : left >= 2 ? 2 : 1;
    const int8_t *a = A + bat * aStrideB + row * lda;
    int32_t rs[MR];
    for (int i = 0; i < MR; i++) rs[i] = beta != 0 && i < mr ? rowsum(a + i * lda, K, aflip) : 0;
    for (int64_t nb = n0; nb < n1; nb++) {
      int64_t n = nb * 16;
      __mmask16 m = N - n >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (N - n)) - 1);
      const int8_t *b = Bm + bat * bStrideB + n;
      int32_t *c = C + bat * cStrideB + row * ldc + n;
      switch (mr) {
      case 8: tile(a, b, c, 8, m, K, lda, ldb, ldc, alpha, beta, aflip, bflip, rs); break;
      case 4: tile(a, b, c, 4, m, K, lda, ldb, ldc, alpha, beta, aflip, bflip, rs); break;
      case 2: tile(a, b, c, 2, m, K, lda, ldb, ldc, alpha, beta, aflip, bflip, rs); break;
      default: tile(a, b, c, 1, m, K, lda, ldb, ldc, alpha, beta, aflip, bflip, rs); break;
      }
    }
    r += mr;
  }
}
