#include <immintrin.h>

/* The float32 NCHW 1x1 convolution micro-kernel for AVX2 with FMA: tiles
   of 6 output channels by 2 vectors of 8 pixels (12 ymm accumulators, 2
   of the input, 1 broadcast). The body is conv_f32_nchw.h's. */

#define V 8
#define MR 6
#define NR 2
#define VEC __m256
#define MASK __m256i
#define SYM mgxport_conv_f32_nchw_fma256
/* Lane l is on where l < n. */
#define vmask(n) _mm256_cmpgt_epi32(_mm256_set1_epi32((int)((n) >= 8 ? 8 : (n))), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
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

#include "conv_f32_nchw.h"
