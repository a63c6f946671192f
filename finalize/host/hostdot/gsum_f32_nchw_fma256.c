/* The float32 NCHW plane sum (GlobalAveragePool) micro-kernel for
   AVX2: 4 accumulators of 8 lanes a plane. The body is
   pool_f32_nchw.h's. */

#define SYM_SUM mgxport_gsum_f32_nchw_fma256
#include "pool_isa_fma256.h"
#include "pool_f32_nchw.h"
