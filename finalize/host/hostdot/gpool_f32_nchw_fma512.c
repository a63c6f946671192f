/* The float32 NCHW whole-plane pooling micro-kernels for AVX-512F: the
   plane sum (GlobalAveragePool) and the plane maximum (GlobalMaxPool), 4
   accumulators of 16 lanes a plane. The bodies are pool_f32_nchw.h's. */

#define SYM_SUM mgxport_gsum_f32_nchw_fma512
#define SYM_GMAX mgxport_gmax_f32_nchw_fma512
#include "pool_isa_fma512.h"
#include "pool_f32_nchw.h"
