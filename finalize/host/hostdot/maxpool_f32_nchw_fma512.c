/* The float32 NCHW max pooling micro-kernel for AVX-512F: up to 8 vectors
   of 16 output pixels a pass over the taps. The body is pool_f32_nchw.h's. */

#define SYM_MAX mgxport_maxpool_f32_nchw_fma512
#include "pool_isa_fma512.h"
#include "pool_f32_nchw.h"
