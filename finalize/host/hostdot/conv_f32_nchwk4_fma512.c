/* The float32 NCHW KxK convolution micro-kernel for small planes on
   AVX-512F: tiles of 6 output channels by 4 vectors of 16 pixels (24 zmm
   accumulators, 4 of the input, 1 broadcast), flat planes only (stride
   1, output rows the input's). A 7x7 plane's 49 pixels fill one tile's
   4 vectors (64 lanes; 3-vector tiles take two: 96) and an 8x8 plane's
   64 exactly. Its own function (and file), so that host kernels whose
   convolutions use the 8 x 3 tiles never compile it. */

#define MR 6
#define NR 4
#define SYM mgxport_conv_f32_nchwk4_fma512
#define KFLAT 1

#include "conv_f32_nchwk_fma512.c"
