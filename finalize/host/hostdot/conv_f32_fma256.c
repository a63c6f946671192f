#include <immintrin.h>

/* The float32 convolution micro-kernel for AVX2 with FMA: tiles of 6
   pixels by 2 vectors of 8 channels (12 ymm accumulators, 2 of the
   filter, 1 broadcast) or 12 pixels by 1. The body is conv_f32.h's. */

#define V 8
#define MR 6
#define MRN 8
#define PB 24
#define NR 2
#define VEC __m256
#define MASK __m256i
#define SYM mgxport_conv_f32_fma256
/* Lane l is on where l < n. */
#define vmask(n) _mm256_cmpgt_epi32(_mm256_set1_epi32((int)((n) >= 8 ? 8 : (n))), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))
#define vloadu(p) _mm256_loadu_ps(p)
#define vbcast(p) _mm256_broadcast_ss(p)
#define vfma(a, b, c) _mm256_fmadd_ps(a, b, c)
#define vload_m(p, m) _mm256_maskload_ps(p, m)
#define vstore_m(p, v, m) _mm256_maskstore_ps(p, m, v)

#include "conv_f32.h"
