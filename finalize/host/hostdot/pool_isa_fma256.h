#include <immintrin.h>
#include <stdint.h>

/* The vector operations of the float32 NCHW pooling micro-kernels for AVX2
   (pool_f32_nchw.h says what each is), included by maxpool_f32_nchw_fma256.c
   and gpool_f32_nchw_fma256.c. */

#define V 8
#define VEC __m256
#define MASK __m256i
/* Lane l is on where l < n. */
#define vmask(n) _mm256_cmpgt_epi32(_mm256_set1_epi32((int)((n) >= 8 ? 8 : (n))), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
#define vmask_range(s, e) _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)(s)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)), _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(e)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)))
#define vninf() _mm256_set1_ps(-__builtin_inff())
#define vzero() _mm256_setzero_ps()
#define vloadu(p) _mm256_loadu_ps(p)
#define vload_z(p, m) _mm256_maskload_ps(p, m)
#define vstore_m(p, v, m) _mm256_maskstore_ps(p, m, v)
#define vadd(a, b) _mm256_add_ps(a, b)
static inline __m256 vload_ninf(const float *p, __m256i m) {
  return _mm256_blendv_ps(vninf(), _mm256_maskload_ps(p, m), _mm256_castsi256_ps(m));
}
#define vstoreu(p, v) _mm256_storeu_ps(p, v)
static inline void vload_pair_ninf(const float *p, int64_t s, int64_t e, __m256 *a, __m256 *b) {
  __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  int sa = (int)s, ea = (int)e;
  __m256i ma = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(sa), idx), _mm256_cmpgt_epi32(_mm256_set1_epi32(ea), idx));
  __m256i mb = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(sa - 8), idx), _mm256_cmpgt_epi32(_mm256_set1_epi32(ea - 8), idx));
  *a = vload_ninf(p, ma);
  *b = vload_ninf(p + 8, mb);
}
/* a0 a2 b0 b2 | a4 a6 b4 b6 (odd: a1 a3 ..), then the 64-bit pairs
   reordered. */
#define vevens(a, b) _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0x88)), 0xD8))
#define vodds(a, b) _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0xDD)), 0xD8))
/* max_ps(b, a) is a where they are equal (or either is NaN). */
#define vmax_first(a, b) _mm256_max_ps(b, a)
#define MASK0 __m256
#define nan_none() _mm256_setzero_ps()
#define nan_or(m, a, b) _mm256_or_ps(m, _mm256_cmp_ps(a, b, _CMP_UNORD_Q))
#define nan_any(m) (_mm256_movemask_ps(m) != 0)
/* The lanes' sum: halves added pairwise down to one. */
static inline float vhsum(VEC a) {
  __m128 q = _mm_add_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
  q = _mm_add_ps(q, _mm_movehl_ps(q, q));
  q = _mm_add_ss(q, _mm_movehdup_ps(q));
  return _mm_cvtss_f32(q);
}
/* The lanes' maximum (no NaN among them): halves down to one. */
static inline float vhmax(VEC a) {
  __m128 q = _mm_max_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
  q = _mm_max_ps(q, _mm_movehl_ps(q, q));
  q = _mm_max_ss(q, _mm_movehdup_ps(q));
  return _mm_cvtss_f32(q);
}
#define NANL __m256
#define nanl_none() _mm256_setzero_ps()
#define nanl_or(m, v) _mm256_or_ps(m, _mm256_cmp_ps(v, v, _CMP_UNORD_Q))
#define nanl_apply(m, v) _mm256_blendv_ps(v, _mm256_set1_ps(__builtin_nanf("")), m)
#define VECI __m256i
#define vshift_idx(q) _mm256_add_epi32(_mm256_set1_epi32((int)(q)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
/* Lane l: a[l + q] below 8, else b[l + q - 8] (permutevar reads the
   index's low 3 bits). */
#define vshift(a, b, idx) _mm256_blendv_ps(_mm256_permutevar8x32_ps(a, idx), _mm256_permutevar8x32_ps(b, idx), \
    _mm256_castsi256_ps(_mm256_cmpgt_epi32(idx, _mm256_set1_epi32(7))))
