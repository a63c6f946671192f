/* The float32 NCHW plane sum (GlobalAveragePool) micro-kernel for
   AVX-512F: 4 accumulators of 16 lanes a plane. The body is
   pool_f32_nchw.h's. */

#define SYM_SUM mgxport_gsum_f32_nchw_fma512
#include "pool_isa_fma512.h"
#include "pool_f32_nchw.h"
