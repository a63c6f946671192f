/* The float32 depthwise convolution micro-kernel for AVX2 and FMA: tiles
   of 8 pixels by one vector of 8 channels (8 ymm accumulators, one filter
   vector). The body is dwconv_f32.h's. */

#define V 8
#define PW 8
#define SYM mgxport_dwconv_f32_fma256

#include "dwconv_f32.h"
