/* The float32 NCHW max pooling micro-kernel for AVX2: up to 8 vectors
   of 8 output pixels a pass over the taps. The body is pool_f32_nchw.h's. */

#define SYM_MAX mgxport_maxpool_f32_nchw_fma256
#include "pool_isa_fma256.h"
#include "pool_f32_nchw.h"
