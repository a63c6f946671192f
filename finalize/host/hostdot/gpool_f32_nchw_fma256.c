/* The float32 NCHW whole-plane pooling micro-kernels for AVX2: the
   plane sum (GlobalAveragePool) and the plane maximum (GlobalMaxPool), 4
   accumulators of 8 lanes a plane. The bodies are pool_f32_nchw.h's. */

#define SYM_SUM mgxport_gsum_f32_nchw_fma256
#define SYM_GMAX mgxport_gmax_f32_nchw_fma256
#include "pool_isa_fma256.h"
#include "pool_f32_nchw.h"
