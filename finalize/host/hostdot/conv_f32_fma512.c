#include <immintrin.h>

/* The float32 convolution micro-kernel for AVX-512F: tiles of 6 pixels by
   4 vectors of 16 channels (24 zmm accumulators, 4 of the filter, 1
   broadcast) or 12 pixels by 2. The body is conv_f32.h's. */

#define V 16
#define MR 6
#define MRN 8
#define PB 24
#define NR 4
#define VEC __m512
#define MASK __mmask16
#define SYM mgxport_conv_f32_fma512
#define vmask(n) ((n) >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n)) - 1))
#define vloadu(p) _mm512_loadu_ps(p)
#define vbcast(p) _mm512_set1_ps(*(p))
#define vfma(a, b, c) _mm512_fmadd_ps(a, b, c)
#define vload_m(p, m) _mm512_maskz_loadu_ps(m, p)
#define vstore_m(p, v, m) _mm512_mask_storeu_ps(p, m, v)

#include "conv_f32.h"
