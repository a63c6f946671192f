/* fma_loads: the KxK convolution micro-kernel's inner loop in isolation
   (issue 30), to tell how a CPU takes its loads: 8 output channels x 3
   vectors of 16 pixels (24 zmm accumulators), each input channel 3 vector
   loads and 8 broadcasts of the filter, against the same loop with plain
   or cache-line-aligned loads and against loops that vectorize over 16
   output channels instead (filter vectors, broadcast input pixels: ONNX
   Runtime's NCHWc form). Everything stays in L1; prints GFLOP/s per loop,
   three rounds.
     t_mask_split   masked loads (_mm512_maskz_loadu_ps), 1 float off a line (every load splits)
     t_unm_split    plain loads, every load splits
     t_unm_23split  plain loads, two of three split
     t_unm_align    plain loads on 64-byte boundaries
     t_mask_align   masked loads on 64-byte boundaries
     oc_FxP         F filter vectors x P broadcast pixels
   Built here, run where measured (the GPU machine has no compiler):
     clang-22 -O2 -mavx512f -static -o fma_loads bench/host/fma_loads.c
   Session 17 on the Xeon: masked loads about 10% slower than plain ones
   in rounds of one process (bench/gpu/RESULTS.md). */
#include <immintrin.h>
#include <stdio.h>
#include <stdint.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
float X[64*1024] __attribute__((aligned(64)));
float Wt[8*4096] __attribute__((aligned(64)));
#define TILE(NAME, LOAD, O0, O1, O2) \
__attribute__((noinline)) void NAME(const float *x, const float *w, int64_t C, int64_t HW, int64_t KK, __mmask16 m0, __mmask16 m1, __mmask16 m2, float *out, int reps) { \
  for (int r = 0; r < reps; r++) { __m512 acc[8][3]; \
  for (int i=0;i<8;i++) for(int j=0;j<3;j++) acc[i][j]=_mm512_setzero_ps(); \
  const float *xc = x, *wc = w; \
  for (int64_t c = 0; c < C; c++, xc += HW, wc += KK) { __m512 a[3]; \
    a[0]=LOAD(m0,xc+O0); a[1]=LOAD(m1,xc+O1); a[2]=LOAD(m2,xc+O2); \
    for (int i=0;i<8;i++){ __m512 b=_mm512_set1_ps(wc[i*C*KK]); for(int j=0;j<3;j++) acc[i][j]=_mm512_fmadd_ps(a[j],b,acc[i][j]); } } \
  for (int i=0;i<8;i++) for(int j=0;j<3;j++) _mm512_storeu_ps(out+(i*3+j)*16, acc[i][j]); } }
#define LM(m,p) _mm512_maskz_loadu_ps(m,p)
#define LU(m,p) _mm512_loadu_ps(p)
TILE(t_mask_split, LM, 1, 17, 33)
TILE(t_unm_split, LU, 1, 17, 33)
TILE(t_unm_align, LU, 0, 16, 32)
TILE(t_mask_align, LM, 0, 16, 32)
TILE(t_unm_23split, LU, 0, 17, 33)
/* output-channel vectors: FB filter vectors x NP pixels */
#define OC(NAME, FB, NP) \
__attribute__((noinline)) void NAME(const float *x, const float *w, int64_t C, float *out, int reps) { \
  for (int r = 0; r < reps; r++) { __m512 acc[NP][FB]; \
  for (int i=0;i<NP;i++) for(int j=0;j<FB;j++) acc[i][j]=_mm512_setzero_ps(); \
  const float *xc = x, *wc = w; \
  for (int64_t c = 0; c < C; c++, xc += 64, wc += 16*FB) { __m512 b[FB]; \
    for (int j=0;j<FB;j++) b[j]=_mm512_load_ps(wc+16*j); \
    for (int i=0;i<NP;i++){ __m512 a=_mm512_set1_ps(xc[i]); for(int j=0;j<FB;j++) acc[i][j]=_mm512_fmadd_ps(b[j],a,acc[i][j]);} } \
  for (int i=0;i<NP;i++) for(int j=0;j<FB;j++) _mm512_storeu_ps(out+(i*FB+j)*16, acc[i][j]); } }
OC(oc_4x6, 4, 6)
OC(oc_2x12, 2, 12)
OC(oc_3x8, 3, 8)
OC(oc_1x16, 1, 16)
int main(void) {
  for (int i=0;i<64*1024;i++) X[i]=(float)(i%7)*0.01f;
  for (int i=0;i<8*4096;i++) Wt[i]=(float)(i%5)*0.01f;
  float out[24*16*2]; int64_t C=64; int reps=150000;
  for (int round=0; round<3; round++) {
    double t; double fl=2.0*24*16*C*reps;
#define RT(f, ...) t=now(); f(__VA_ARGS__); t=now()-t; printf("%-14s %6.1f ", #f, fl/t*1e-9);
    RT(t_mask_split, X, Wt, C, 64, 9, 0xfffe, 0xffff, 0x7fff, out, reps)
    RT(t_unm_split, X, Wt, C, 64, 9, 0xffff, 0xffff, 0xffff, out, reps)
    RT(t_unm_23split, X, Wt, C, 64, 9, 0xffff, 0xffff, 0xffff, out, reps)
    RT(t_unm_align, X, Wt, C, 64, 9, 0xffff, 0xffff, 0xffff, out, reps)
    RT(t_mask_align, X, Wt, C, 64, 9, 0xfffe, 0xffff, 0x7fff, out, reps)
    printf("\n");
    RT(oc_4x6, X, Wt, C, out, reps)
    RT(oc_2x12, X, Wt, C, out, reps)
    RT(oc_3x8, X, Wt, C, out, reps)
    t=now(); oc_1x16(X, Wt, C, out, reps); t=now()-t; printf("%-14s %6.1f\n", "oc_1x16", 2.0*16*16*C*reps/t*1e-9);
  }
  printf("%f\n", out[5]);
  return 0;
}
