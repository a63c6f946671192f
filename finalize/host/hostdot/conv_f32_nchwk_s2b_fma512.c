/* The float32 NCHW KxK convolution at column stride 2 by bands for
   AVX-512F on the 8 x 3 register tiles (conv_f32_nchwk_s2b.h): the
   kernel's file without its other entry points (KS2B), then the entry by
   bands. */

#define KS2B 1
#include "conv_f32_nchwk_fma512.c"
#include "conv_f32_nchwk_s2b.h"
