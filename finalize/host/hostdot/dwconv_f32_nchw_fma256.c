#include <immintrin.h>

/* The float32 NCHW depthwise convolution micro-kernel for AVX2 with FMA:
   up to 8 vectors of 8 output pixels of a row a pass over the taps. The body is
   dwconv_f32_nchw.h's. */

#define V 8
#define CH 8
#define G 4
#define NV 2
#define RN 4
#define G3 1
#define NV3 4
#define VEC __m256
#define MASK __m256i
#define SYM mgxport_dwconv_f32_nchw_fma256
/* Lane l is on where l < n. */
#define vmask(n) _mm256_cmpgt_epi32(_mm256_set1_epi32((int)((n) >= 8 ? 8 : (n))), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
#define vmask_range(s, e) _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int)(s)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)), _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(e)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)))
typedef struct {
  __m256i a, b;
} emask_t;
#define EMASK emask_t
static inline emask_t emask(int64_t s, int64_t e) {
  __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  int sa = (int)s, ea = (int)(e <= s ? 0 : e);
  emask_t m = {_mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(sa), idx), _mm256_cmpgt_epi32(_mm256_set1_epi32(ea), idx)),
      _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(sa - 8), idx), _mm256_cmpgt_epi32(_mm256_set1_epi32(ea - 8), idx))};
  return m;
}
static inline __m256 vload_even(const float *p, emask_t m) {
  __m256 a = _mm256_maskload_ps(p, m.a), b = _mm256_maskload_ps(p + 8, m.b);
  /* a0 a2 b0 b2 | a4 a6 b4 b6, then the 64-bit pairs reordered. */
  __m256 t = _mm256_shuffle_ps(a, b, 0x88);
  return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(t), 0xD8));
}
static inline __m256 vload_even_all(const float *p) {
  __m256 t = _mm256_shuffle_ps(_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8), 0x88);
  return _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(t), 0xD8));
}
/* The flattened planes' lane rows and columns (int32 lanes). */
#define IVEC __m256i
#define ivset(n) _mm256_set1_epi32((int)(n))
#define ivadd(a, b) _mm256_add_epi32(a, b)
#define ivloadu(p) _mm256_loadu_si256((const __m256i *)(p))
/* Lanes whose a (int32) is in [0, n). */
#define vmask_in(a, n) _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), a), _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(n)), a))
#define mand(a, b) _mm256_and_si256(a, b)
/* Columns at W or past go to the next row (col < 2W). */
static inline void ivwrap(IVEC *col, IVEC *row, IVEC w) {
  __m256i m = _mm256_cmpgt_epi32(*col, _mm256_sub_epi32(w, _mm256_set1_epi32(1)));
  *col = _mm256_sub_epi32(*col, _mm256_and_si256(m, w));
  *row = _mm256_sub_epi32(*row, m);
}
#define vloadu(p) _mm256_loadu_ps(p)
#define vbcast(p) _mm256_broadcast_ss(p)
#define vfma(a, b, c) _mm256_fmadd_ps(a, b, c)
#define vload_m(p, m) _mm256_maskload_ps(p, m)
#define vstore_m(p, v, m) _mm256_maskstore_ps(p, m, v)
#define vadd(a, b) _mm256_add_ps(a, b)
/* minimumf / maximumf: min_ps(b, a) is a where either is NaN (b, the
   bound, is not); where a == b (equal, or zeros of either sign) the
   result is a's and b's bits or-ed (min: -0 wins) or and-ed (max). */
static inline VEC vmin(VEC a, VEC b) {
  return _mm256_blendv_ps(_mm256_min_ps(b, a), _mm256_or_ps(a, b), _mm256_cmp_ps(a, b, _CMP_EQ_OQ));
}
static inline VEC vmax(VEC a, VEC b) {
  return _mm256_blendv_ps(_mm256_max_ps(b, a), _mm256_and_ps(a, b), _mm256_cmp_ps(a, b, _CMP_EQ_OQ));
}

#include "dwconv_f32_nchw.h"
