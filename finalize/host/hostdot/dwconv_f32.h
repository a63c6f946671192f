#include <stdint.h>
#include <string.h>

/* The float32 depthwise convolution micro-kernel (linalg's
   depthwise_conv_2d_nhwc_hwcm on buffers; dwconv.go). x is NHWC with
   contiguous channels, w the contiguous KH x KW x C x M filter, y the
   N x OH x OW x C x M output with contiguous C x M. It adds to each y
   element the products of its window, kh then kw ascending, one fused
   multiply-add each: the order of linalg's loops, so the result is the
   same whatever chunks of rows it is called for.

   Rows r0 <= r < r1 of the flattened (n, oh) are computed. With M = 1 the
   channels are vectors of V lanes (the last, partial one by scalar fused
   multiply-adds) and each vector of filter taps is reused for PW output
   pixels of the row held in registers; 3x3 filters take a copy of the
   loop with the taps' bounds constant, which clang unrolls. The input is
   the kernel's padded copy, so every tap is inside x (dwconv.go checks):
   no loads are guarded. M > 1 (a channel multiplier) takes scalar loops.

   The file defines nothing by itself: a kernel's .c sets V (lanes), PW
   (pixels per register tile) and SYM (the function's name). */

typedef float vf __attribute__((ext_vector_type(V)));

static inline vf vld(const float *p) {
  vf v;
  memcpy(&v, p, sizeof v);
  return v;
}

static inline void vst(float *p, vf v) { memcpy(p, &v, sizeof v); }

/* tile computes PW pixels (ow0 .. ow0+PW-1) of one row for the channel
   vector at c. xr points at the row's first input row (ih = oh*sh), yr at
   the row's first output pixel. */
static inline __attribute__((always_inline)) void tile(const float *xr, const float *w, float *yr, int64_t c,
                                                       int64_t C, int64_t KH, int64_t KW, int64_t ow0,
                                                       int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                       int64_t xsW, int64_t ysW) {
  vf acc[PW];
  for (int p = 0; p < PW; p++) acc[p] = vld(yr + (ow0 + p) * ysW + c);
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      vf t = vld(w + (kh * KW + kw) * C + c);
      const float *xp = xr + kh * dh * xsH + (ow0 * sw + kw * dw) * xsW + c;
      for (int p = 0; p < PW; p++) acc[p] = __builtin_elementwise_fma(vld(xp + p * sw * xsW), t, acc[p]);
    }
  }
  for (int p = 0; p < PW; p++) vst(yr + (ow0 + p) * ysW + c, acc[p]);
}

/* one computes one pixel's channel vector at c (a row's last pixels). */
static inline __attribute__((always_inline)) void one(const float *xr, const float *w, float *yr, int64_t c,
                                                      int64_t C, int64_t KH, int64_t KW, int64_t ow,
                                                      int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                      int64_t xsW, int64_t ysW) {
  vf acc = vld(yr + ow * ysW + c);
  for (int64_t kh = 0; kh < KH; kh++)
    for (int64_t kw = 0; kw < KW; kw++)
      acc = __builtin_elementwise_fma(vld(xr + kh * dh * xsH + (ow * sw + kw * dw) * xsW + c),
                                      vld(w + (kh * KW + kw) * C + c), acc);
  vst(yr + ow * ysW + c, acc);
}

/* row computes one output row with M = 1. */
static inline __attribute__((always_inline)) void row(const float *xr, const float *w, float *yr, int64_t C,
                                                      int64_t KH, int64_t KW, int64_t OW, int64_t sw,
                                                      int64_t dh, int64_t dw, int64_t xsH, int64_t xsW,
                                                      int64_t ysW) {
  int64_t cv = C - C % V;
  int64_t ow = 0;
  for (; ow + PW <= OW; ow += PW)
    for (int64_t c = 0; c < cv; c += V) tile(xr, w, yr, c, C, KH, KW, ow, sw, dh, dw, xsH, xsW, ysW);
  for (; ow < OW; ow++)
    for (int64_t c = 0; c < cv; c += V) one(xr, w, yr, c, C, KH, KW, ow, sw, dh, dw, xsH, xsW, ysW);
  for (int64_t c = cv; c < C; c++)
    for (ow = 0; ow < OW; ow++) {
      float acc = yr[ow * ysW + c];
      for (int64_t kh = 0; kh < KH; kh++)
        for (int64_t kw = 0; kw < KW; kw++)
          acc = __builtin_fmaf(xr[kh * dh * xsH + (ow * sw + kw * dw) * xsW + c], w[(kh * KW + kw) * C + c], acc);
      yr[ow * ysW + c] = acc;
    }
}

void SYM(int64_t xa, int64_t wa, int64_t ya, int64_t r0, int64_t r1, int64_t C, int64_t M, int64_t KH,
         int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t xsN,
         int64_t xsH, int64_t xsW, int64_t ysN, int64_t ysH, int64_t ysW) {
  const float *x = (const float *)(intptr_t)xa;
  const float *w = (const float *)(intptr_t)wa;
  float *y = (float *)(intptr_t)ya;
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / OH, oh = r % OH;
    const float *xr = x + n * xsN + oh * sh * xsH;
    float *yr = y + n * ysN + oh * ysH;
    if (M != 1) {
      for (int64_t ow = 0; ow < OW; ow++)
        for (int64_t c = 0; c < C; c++)
          for (int64_t m = 0; m < M; m++) {
            float acc = yr[ow * ysW + c * M + m];
            for (int64_t kh = 0; kh < KH; kh++)
              for (int64_t kw = 0; kw < KW; kw++)
                acc = __builtin_fmaf(xr[kh * dh * xsH + (ow * sw + kw * dw) * xsW + c],
                                     w[((kh * KW + kw) * C + c) * M + m], acc);
            yr[ow * ysW + c * M + m] = acc;
          }
    } else if (KH == 3 && KW == 3) {
      row(xr, w, yr, C, 3, 3, OW, sw, dh, dw, xsH, xsW, ysW);
    } else {
      row(xr, w, yr, C, KH, KW, OW, sw, dh, dw, xsH, xsW, ysW);
    }
  }
}
