/* The float32 depthwise convolution micro-kernel for AVX-512F: tiles of 8
   pixels by one vector of 16 channels (8 zmm accumulators, one filter
   vector). The body is dwconv_f32.h's. */

#define V 16
#define PW 8
#define SYM mgxport_dwconv_f32_fma512

#include "dwconv_f32.h"
