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
   loop with the taps' bounds constant, which clang unrolls. x is the
   unpadded input of H x W pixels, read as if padded by pt rows above and
   pl columns left (and as many below and right as the windows need) with
   the value pad: the pixels whose windows lie inside x (the interior of
   each row whose windows do) read it with no checks, the others (the
   border) take a copy of the loops that checks each tap and multiplies
   pad where it falls outside, so the results are the bits of a
   convolution of the padded copy. M > 1 (a channel multiplier) takes
   scalar loops, with checks.

   With a bias b (not NULL: the bias add that followed the convolution,
   fused) y is not read: each element is b[channel] + (0 + its taps), the
   bits of the convolution into a zero-filled y and the add after it.

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
                                                       int64_t pl, int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                       int64_t xsW, int64_t ysW, const float *b) {
  vf acc[PW];
  for (int p = 0; p < PW; p++) acc[p] = b ? (vf)0.0f : vld(yr + (ow0 + p) * ysW + c);
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      vf t = vld(w + (kh * KW + kw) * C + c);
      const float *xp = xr + kh * dh * xsH + (ow0 * sw - pl + kw * dw) * xsW + c;
      for (int p = 0; p < PW; p++) acc[p] = __builtin_elementwise_fma(vld(xp + p * sw * xsW), t, acc[p]);
    }
  }
  if (b)
    for (int p = 0; p < PW; p++) acc[p] = vld(b + c) + acc[p];
  for (int p = 0; p < PW; p++) vst(yr + (ow0 + p) * ysW + c, acc[p]);
}

/* one computes one pixel's channel vector at c (a row's last pixels). */
static inline __attribute__((always_inline)) void one(const float *xr, const float *w, float *yr, int64_t c,
                                                      int64_t C, int64_t KH, int64_t KW, int64_t ow,
                                                      int64_t pl, int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                      int64_t xsW, int64_t ysW, const float *b) {
  vf acc = b ? (vf)0.0f : vld(yr + ow * ysW + c);
  for (int64_t kh = 0; kh < KH; kh++)
    for (int64_t kw = 0; kw < KW; kw++)
      acc = __builtin_elementwise_fma(vld(xr + kh * dh * xsH + (ow * sw - pl + kw * dw) * xsW + c),
                                      vld(w + (kh * KW + kw) * C + c), acc);
  if (b) acc = vld(b + c) + acc;
  vst(yr + ow * ysW + c, acc);
}

/* edge computes one pixel's channel vector at c with checked taps: xr
   points at x's row ih0 (possibly outside x, never read there), iw0 is the
   window's first column. */
static inline __attribute__((always_inline)) void edge(const float *x0, const float *w, float *yr, int64_t c,
                                                       int64_t C, int64_t KH, int64_t KW, int64_t ow,
                                                       int64_t ih0, int64_t iw0, int64_t H, int64_t W,
                                                       int64_t dh, int64_t dw, int64_t xsH, int64_t xsW,
                                                       int64_t ysW, float pad, const float *b) {
  vf acc = b ? (vf)0.0f : vld(yr + ow * ysW + c);
  vf pv = pad;
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t ih = ih0 + kh * dh;
    for (int64_t kw = 0; kw < KW; kw++) {
      int64_t iw = iw0 + kw * dw;
      vf xv = (ih >= 0 && ih < H && iw >= 0 && iw < W) ? vld(x0 + ih * xsH + iw * xsW + c) : pv;
      acc = __builtin_elementwise_fma(xv, vld(w + (kh * KW + kw) * C + c), acc);
    }
  }
  if (b) acc = vld(b + c) + acc;
  vst(yr + ow * ysW + c, acc);
}

/* edge1 is edge for one channel c (the channels past the last vector). */
static inline __attribute__((always_inline)) void edge1(const float *x0, const float *w, float *yr, int64_t c,
                                                        int64_t C, int64_t KH, int64_t KW, int64_t ow,
                                                        int64_t ih0, int64_t iw0, int64_t H, int64_t W,
                                                        int64_t dh, int64_t dw, int64_t xsH, int64_t xsW,
                                                        int64_t ysW, float pad, const float *b) {
  float acc = b ? 0.0f : yr[ow * ysW + c];
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t ih = ih0 + kh * dh;
    for (int64_t kw = 0; kw < KW; kw++) {
      int64_t iw = iw0 + kw * dw;
      float xv = (ih >= 0 && ih < H && iw >= 0 && iw < W) ? x0[ih * xsH + iw * xsW + c] : pad;
      acc = __builtin_fmaf(xv, w[(kh * KW + kw) * C + c], acc);
    }
  }
  if (b) acc = b[c] + acc;
  yr[ow * ysW + c] = acc;
}

/* border computes output pixels [ow0, ow1) of a row with checked taps. */
static inline __attribute__((always_inline)) void border(const float *x0, const float *w, float *yr, int64_t C,
                                                         int64_t KH, int64_t KW, int64_t ow0, int64_t ow1,
                                                         int64_t ih0, int64_t pl, int64_t H, int64_t W,
                                                         int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                         int64_t xsW, int64_t ysW, float pad, const float *b) {
  int64_t cv = C - C % V;
  for (int64_t ow = ow0; ow < ow1; ow++) {
    int64_t iw0 = ow * sw - pl;
    for (int64_t c = 0; c < cv; c += V) edge(x0, w, yr, c, C, KH, KW, ow, ih0, iw0, H, W, dh, dw, xsH, xsW, ysW, pad, b);
    for (int64_t c = cv; c < C; c++) edge1(x0, w, yr, c, C, KH, KW, ow, ih0, iw0, H, W, dh, dw, xsH, xsW, ysW, pad, b);
  }
}

/* row computes the interior pixels ow0 .. ow1-1 of one output row (those
   whose windows lie inside x) with M = 1: xr points at the input row of
   its windows' first tap; pixel ow's window starts at column ow*sw - pl. */
static inline __attribute__((always_inline)) void row(const float *xr, const float *w, float *yr, int64_t C,
                                                      int64_t KH, int64_t KW, int64_t ow0, int64_t ow1,
                                                      int64_t pl, int64_t sw, int64_t dh, int64_t dw, int64_t xsH,
                                                      int64_t xsW, int64_t ysW, const float *b) {
  int64_t cv = C - C % V;
  int64_t ow = ow0;
  for (; ow + PW <= ow1; ow += PW)
    for (int64_t c = 0; c < cv; c += V) tile(xr, w, yr, c, C, KH, KW, ow, pl, sw, dh, dw, xsH, xsW, ysW, b);
  for (; ow < ow1; ow++)
    for (int64_t c = 0; c < cv; c += V) one(xr, w, yr, c, C, KH, KW, ow, pl, sw, dh, dw, xsH, xsW, ysW, b);
  for (int64_t c = cv; c < C; c++)
    for (ow = ow0; ow < ow1; ow++) {
      float acc = b ? 0.0f : yr[ow * ysW + c];
      for (int64_t kh = 0; kh < KH; kh++)
        for (int64_t kw = 0; kw < KW; kw++)
          acc = __builtin_fmaf(xr[kh * dh * xsH + (ow * sw - pl + kw * dw) * xsW + c], w[(kh * KW + kw) * C + c], acc);
      if (b) acc = b[c] + acc;
      yr[ow * ysW + c] = acc;
    }
}

/* rowM computes one output row with a channel multiplier M, checking
   every tap. */
static void rowM(const float *x0, const float *w, float *yr, int64_t C, int64_t M, int64_t KH, int64_t KW,
                 int64_t OW, int64_t ih0, int64_t pl, int64_t H, int64_t W, int64_t sw, int64_t dh,
                 int64_t dw, int64_t xsH, int64_t xsW, int64_t ysW, float pad, const float *b) {
  for (int64_t ow = 0; ow < OW; ow++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t m = 0; m < M; m++) {
        float acc = b ? 0.0f : yr[ow * ysW + c * M + m];
        for (int64_t kh = 0; kh < KH; kh++) {
          int64_t ih = ih0 + kh * dh;
          for (int64_t kw = 0; kw < KW; kw++) {
            int64_t iw = ow * sw - pl + kw * dw;
            float xv = (ih >= 0 && ih < H && iw >= 0 && iw < W) ? x0[ih * xsH + iw * xsW + c] : pad;
            acc = __builtin_fmaf(xv, w[((kh * KW + kw) * C + c) * M + m], acc);
          }
        }
        if (b) acc = b[c * M + m] + acc;
        yr[ow * ysW + c * M + m] = acc;
      }
}

void SYM(int64_t xa, int64_t wa, int64_t ya, int64_t r0, int64_t r1, int64_t C, int64_t M, int64_t KH,
         int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t H,
         int64_t W, int64_t pt, int64_t pl, int64_t padBits, int64_t xsN, int64_t xsH, int64_t xsW,
         int64_t ysN, int64_t ysH, int64_t ysW, int64_t ba) {
  const float *x = (const float *)(intptr_t)xa;
  const float *b = (const float *)(intptr_t)ba;
  const float *w = (const float *)(intptr_t)wa;
  float *y = (float *)(intptr_t)ya;
  uint32_t pb = (uint32_t)padBits;
  float pad;
  memcpy(&pad, &pb, sizeof pad);
  /* The interior columns: ow*sw - pl >= 0 and ow*sw - pl + (KW-1)*dw < W. */
  int64_t ow0 = (pl + sw - 1) / sw;
  int64_t last = W - 1 + pl - (KW - 1) * dw; /* ow*sw <= last */
  int64_t ow1 = last < 0 ? 0 : last / sw + 1;
  if (ow1 > OW) ow1 = OW;
  if (ow0 > ow1) ow0 = ow1;
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / OH, oh = r % OH;
    const float *x0 = x + n * xsN;
    int64_t ih0 = oh * sh - pt;
    float *yr = y + n * ysN + oh * ysH;
    if (M != 1) {
      rowM(x0, w, yr, C, M, KH, KW, OW, ih0, pl, H, W, sw, dh, dw, xsH, xsW, ysW, pad, b);
      continue;
    }
    if (ih0 < 0 || ih0 + (KH - 1) * dh >= H) {
      border(x0, w, yr, C, KH, KW, 0, OW, ih0, pl, H, W, sw, dh, dw, xsH, xsW, ysW, pad, b);
      continue;
    }
    border(x0, w, yr, C, KH, KW, 0, ow0, ih0, pl, H, W, sw, dh, dw, xsH, xsW, ysW, pad, b);
    const float *xr = x0 + ih0 * xsH;
    if (KH == 3 && KW == 3)
      row(xr, w, yr, C, 3, 3, ow0, ow1, pl, sw, dh, dw, xsH, xsW, ysW, b);
    else
      row(xr, w, yr, C, KH, KW, ow0, ow1, pl, sw, dh, dw, xsH, xsW, ysW, b);
    border(x0, w, yr, C, KH, KW, ow1, OW, ih0, pl, H, W, sw, dh, dw, xsH, xsW, ysW, pad, b);
  }
}
