/* The float32 recurrence micro-kernel for AVX2 with FMA: 8-lane vectors,
   the step's product in blocks of up to 8 ymm accumulators. The body is
   rnn_f32.h's. */

#define V 8
#define FMA 1
#define SYM mgxport_rnn_f32_fma256

#include "rnn_f32.h"
