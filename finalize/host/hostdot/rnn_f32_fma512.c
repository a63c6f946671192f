/* The float32 recurrence micro-kernel for AVX-512F: 16-lane vectors, the
   step's product in blocks of up to 8 zmm accumulators. The body is
   rnn_f32.h's. */

#define V 16
#define FMA 1
#define SYM mgxport_rnn_f32_fma512

#include "rnn_f32.h"
