#include <immintrin.h>
#include <stdint.h>

/* The float32 NCHW KxK convolution micro-kernel for AVX-512F: tiles of 8
   output channels by 3 vectors of 16 output columns (24 zmm
   accumulators, 3 of the input, 1 broadcast). The body is
   conv_f32_nchwk.h's. conv_f32_nchwk4_fma512.c includes this file with
   its own tile (MR, NR, SYM and KFLAT defined first). */

#define V 16
#ifndef MR
#define MR 8
#define NR 3
#define SYM mgxport_conv_f32_nchwk_fma512
#endif
#define VEC __m512
#define MASK __mmask16
#define vmask(n) ((n) >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n)) - 1))
#define vmask_range32(s, e) ((uint32_t)((e) >= 32 ? 0xffffffffu : ((1u << (e)) - 1)) & ~((1u << (s)) - 1))
#define vbcast(p) _mm512_set1_ps(*(p))
#define vfma(a, b, c) _mm512_fmadd_ps(a, b, c)
#define vload_m(p, m) _mm512_maskz_loadu_ps(m, p)
#define vload(p) _mm512_loadu_ps(p)
#define KWHOLE 0xffffu
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

#include "conv_f32_nchwk.h"

/* Column stride 2 by phases (conv_f32_nchwk_s2.h): SYM's name with _s2
   and _s2prep, so a file including this one with its own SYM and tile
   gets its own. */
#define KCAT_(a, b) a##b
#define KCAT(a, b) KCAT_(a, b)
#define SYM_S2 KCAT(SYM, _s2)
#define SYM_S2PREP KCAT(SYM, _s2prep)
#define vdeint(a, b, ev, od)                                                                                          \
  do {                                                                                                                \
    __m512 a_ = (a), b_ = (b);                                                                                        \
    ev = _mm512_permutex2var_ps(a_, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), b_); \
    od = _mm512_permutex2var_ps(a_, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), b_); \
  } while (0)
#include "conv_f32_nchwk_s2.h"
