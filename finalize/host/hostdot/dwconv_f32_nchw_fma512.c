#include <immintrin.h>
#include <stdint.h>

/* The float32 NCHW depthwise convolution micro-kernel for AVX-512F: up
   to 8 vectors of 16 output pixels a pass over the taps. The body is
   dwconv_f32_nchw.h's. */

#define V 16
#define CH 8
#define G 4
#define NV 2
#define RN 4
#define G3 2
/* The masks are 16 lane bits: the caller's table of them is taken as is. */
#define MASK_TABLE
#define NV3 4
#define VEC __m512
#define MASK __mmask16
#define SYM mgxport_dwconv_f32_nchw_fma512
#define vmask(n) ((n) >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n)) - 1))
#define vmask_range(s, e) ((__mmask16)(((1u << (e)) - 1) & ~((1u << (s)) - 1)))
#define vmask_range32(s, e) ((uint32_t)((e) >= 32 ? 0xffffffffu : ((1u << (e)) - 1)) & ~((1u << (s)) - 1))
#define EMASK uint32_t
#define emask(s, e) ((e) <= (s) ? 0u : vmask_range32(s, e))
static inline __m512 vload_even(const float *p, uint32_t m) {
  __m512 a = _mm512_maskz_loadu_ps((__mmask16)m, p), b = _mm512_maskz_loadu_ps((__mmask16)(m >> 16), p + 16);
  return _mm512_permutex2var_ps(a, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), b);
}
static inline __m512 vload_even_all(const float *p) {
  return _mm512_permutex2var_ps(_mm512_loadu_ps(p), _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30),
      _mm512_loadu_ps(p + 16));
}
/* The flattened planes' lane rows and columns (int32 lanes). */
#define IVEC __m512i
#define ivset(n) _mm512_set1_epi32((int)(n))
#define ivadd(a, b) _mm512_add_epi32(a, b)
#define ivloadu(p) _mm512_loadu_si512(p)
/* Lanes whose a (int32) is in [0, n). */
#define vmask_in(a, n) _mm512_cmplt_epu32_mask(a, _mm512_set1_epi32((int)(n)))
#define mand(a, b) ((__mmask16)((a) & (b)))
/* Columns at W or past go to the next row (col < 2W). */
static inline void ivwrap(IVEC *col, IVEC *row, IVEC w) {
  __mmask16 m = _mm512_cmpge_epi32_mask(*col, w);
  *col = _mm512_mask_sub_epi32(*col, m, *col, w);
  *row = _mm512_mask_add_epi32(*row, m, *row, _mm512_set1_epi32(1));
}
#define vloadu(p) _mm512_loadu_ps(p)
#define vbcast(p) _mm512_set1_ps(*(p))
#define vfma(a, b, c) _mm512_fmadd_ps(a, b, c)
#define vload_m(p, m) _mm512_maskz_loadu_ps(m, p)
#define vstore_m(p, v, m) _mm512_mask_storeu_ps(p, m, v)
#define vadd(a, b) _mm512_add_ps(a, b)
/* minimumf / maximumf: min_ps(b, a) is a where either is NaN (b, the
   bound, is not); where a == b (equal, or zeros of either sign) the
   result is a's and b's bits or-ed (min: -0 wins) or and-ed (max). */
static inline VEC vmin(VEC a, VEC b) {
  __m512i ab = _mm512_or_si512(_mm512_castps_si512(a), _mm512_castps_si512(b));
  return _mm512_mask_blend_ps(_mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ), _mm512_min_ps(b, a), _mm512_castsi512_ps(ab));
}
static inline VEC vmax(VEC a, VEC b) {
  __m512i ab = _mm512_and_si512(_mm512_castps_si512(a), _mm512_castps_si512(b));
  return _mm512_mask_blend_ps(_mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ), _mm512_max_ps(b, a), _mm512_castsi512_ps(ab));
}

#include "dwconv_f32_nchw.h"
