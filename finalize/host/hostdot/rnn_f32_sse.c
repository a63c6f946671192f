/* The float32 recurrence micro-kernel for any x86-64 CPU (SSE2): 4-lane
   vectors, a multiply and an add where the others fuse them. The body is
   rnn_f32.h's. */

#define V 4
#define FMA 0
#define SYM mgxport_rnn_f32_sse

#include "rnn_f32.h"
