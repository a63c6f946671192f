#include <immintrin.h>
#include <stdint.h>

/* The vector operations of the float32 NCHW pooling micro-kernels for AVX-512F
   (pool_f32_nchw.h says what each is), included by maxpool_f32_nchw_fma512.c
   and gpool_f32_nchw_fma512.c. */

#define V 16
#define VEC __m512
#define MASK __mmask16
#define vmask(n) ((n) >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n)) - 1))
#define vmask_range(s, e) ((__mmask16)(((1u << (e)) - 1) & ~((1u << (s)) - 1)))
#define vmask_range32(s, e) ((uint32_t)((e) >= 32 ? 0xffffffffu : ((1u << (e)) - 1)) & ~((1u << (s)) - 1))
#define vninf() _mm512_set1_ps(-__builtin_inff())
#define vzero() _mm512_setzero_ps()
#define vloadu(p) _mm512_loadu_ps(p)
#define vload_z(p, m) _mm512_maskz_loadu_ps(m, p)
#define vload_ninf(p, m) _mm512_mask_loadu_ps(vninf(), m, p)
#define vstore_m(p, v, m) _mm512_mask_storeu_ps(p, m, v)
#define vadd(a, b) _mm512_add_ps(a, b)
#define vstoreu(p, v) _mm512_storeu_ps(p, v)
static inline void vload_pair_ninf(const float *p, int64_t s, int64_t e, __m512 *a, __m512 *b) {
  uint32_t m = vmask_range32(s, e);
  *a = _mm512_mask_loadu_ps(vninf(), (__mmask16)m, p);
  *b = _mm512_mask_loadu_ps(vninf(), (__mmask16)(m >> 16), p + 16);
}
#define vevens(a, b) _mm512_permutex2var_ps(a, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), b)
#define vodds(a, b) _mm512_permutex2var_ps(a, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), b)
/* max_ps(b, a) is a where they are equal (or either is NaN). */
#define vmax_first(a, b) _mm512_max_ps(b, a)
#define MASK0 __mmask16
#define nan_none() ((__mmask16)0)
#define nan_or(m, a, b) ((__mmask16)((m) | _mm512_cmp_ps_mask(a, b, _CMP_UNORD_Q)))
#define nan_any(m) ((m) != 0)
/* The lanes' sum: halves added pairwise down to one. */
static inline float vhsum(VEC a) {
  __m256 h = _mm256_add_ps(_mm512_castps512_ps256(a), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(a), 1)));
  __m128 q = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
  q = _mm_add_ps(q, _mm_movehl_ps(q, q));
  q = _mm_add_ss(q, _mm_movehdup_ps(q));
  return _mm_cvtss_f32(q);
}
/* The lanes' maximum (no NaN among them): halves down to one. */
static inline float vhmax(VEC a) {
  __m256 h = _mm256_max_ps(_mm512_castps512_ps256(a), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(a), 1)));
  __m128 q = _mm_max_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
  q = _mm_max_ps(q, _mm_movehl_ps(q, q));
  q = _mm_max_ss(q, _mm_movehdup_ps(q));
  return _mm_cvtss_f32(q);
}
#define NANL __mmask16
#define nanl_none() ((__mmask16)0)
#define nanl_or(m, v) ((__mmask16)((m) | _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q)))
#define nanl_apply(m, v) _mm512_mask_blend_ps(m, v, _mm512_set1_ps(__builtin_nanf("")))
#define VECI __m512i
#define vshift_idx(q) _mm512_add_epi32(_mm512_set1_epi32((int)(q)), _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
#define vshift(a, b, idx) _mm512_permutex2var_ps(a, idx, b)
