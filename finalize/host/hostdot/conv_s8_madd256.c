#include <immintrin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* y[n,oh,ow,f] += sum_{kh,kw,c} x[n, oh*sh+kh*dh, ow*sw+kw*dw, c] * w[f,kh,kw,c]
   (x NHWC int8, already padded, channels contiguous; w FHWC int8,
   contiguous; y NHWC int32, channels contiguous; strides in elements).
   AVX2: vpmaddwd multiplies pairs of adjacent input channels as int16 and
   adds each pair into an int32 lane (exact: |x·w| <= 2^14). X is widened to
   int16 once, into a buffer of channel pairs (odd C: a zero channel), so a
   pixel's pair is one 32-bit broadcast; the filter is packed into blocks of
   8 output channels by channel pairs. */

#define MR 6

static inline __attribute__((always_inline)) void tile(const int16_t *x, const int16_t *pk, int32_t *y,
    int mr, int nr, int64_t C2, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t sw, int64_t dh, int64_t dw,
    int64_t fstride, int64_t F, int64_t f0, int64_t ysw) {
  __m256i acc[MR][2];
  for (int i = 0; i < MR; i++) { acc[i][0] = _mm256_setzero_si256(); acc[i][1] = _mm256_setzero_si256(); }
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      const int16_t *xr = x + kh * dh * xsh + kw * dw * xsw;
      const int16_t *b = pk + (kh * KW + kw) * C2 * 16;
      for (int64_t c2 = 0; c2 < C2; c2++) {
        __m256i b0 = _mm256_load_si256((const void *)(b + c2 * 16));
        __m256i b1 = nr > 1 ? _mm256_load_si256((const void *)(b + fstride + c2 * 16)) : b0;
        for (int i = 0; i < mr; i++) {
          int32_t v;
          memcpy(&v, xr + i * sw * xsw + c2 * 2, 4);
          __m256i a = _mm256_set1_epi32(v);
          acc[i][0] = _mm256_add_epi32(acc[i][0], _mm256_madd_epi16(a, b0));
          if (nr > 1) acc[i][1] = _mm256_add_epi32(acc[i][1], _mm256_madd_epi16(a, b1));
        }
      }
    }
  }
  for (int j = 0; j < nr; j++) {
    int64_t f = f0 + j * 8;
    int64_t left = F - f;
    __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int32_t)(left > 8 ? 8 : left)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    for (int i = 0; i < mr; i++) {
      int32_t *yp = y + i * ysw + f;
      __m256i old = _mm256_maskload_epi32(yp, m);
      _mm256_maskstore_epi32(yp, m, _mm256_add_epi32(old, acc[i][j]));
    }
  }
}

/* The workspace (bytes): the filter packed by blocks of 8 output channels
   by channel pairs, then x widened to int16 channel pairs over the pixels
   the windows read (N x H x W). Its size is the pack's and the conv's
   check. */
static int64_t ws_bytes(int64_t N, int64_t C, int64_t F, int64_t KH, int64_t KW, int64_t OH, int64_t OW, int64_t sh,
    int64_t sw, int64_t dh, int64_t dw, int64_t *fstride, int64_t *ph, int64_t *pn) {
  int64_t C2 = (C + 1) / 2, F8 = (F + 7) / 8;
  int64_t H = (OH - 1) * sh + (KH - 1) * dh + 1, W = (OW - 1) * sw + (KW - 1) * dw + 1;
  *fstride = KH * KW * C2 * 16; /* int16s per block of 8 filters */
  *ph = W * C2 * 2;             /* int16 strides of the widened x */
  *pn = H * *ph;
  return F8 * *fstride * 2 + N * *pn * 2;
}

void mgxport_conv_s8_pack_madd256(int64_t xp, int64_t wp, int64_t wsp, int64_t wsn, int64_t N, int64_t C, int64_t F,
    int64_t KH, int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t xsn,
    int64_t xsh, int64_t xsw) {
  const int8_t *x = (const int8_t *)xp, *w = (const int8_t *)wp;
  int64_t fstride, ph, pn, C2 = (C + 1) / 2, F8 = (F + 7) / 8;
  if (ws_bytes(N, C, F, KH, KW, OH, OW, sh, sw, dh, dw, &fstride, &ph, &pn) != wsn) __builtin_trap();
  int64_t H = pn / ph, W = ph / (C2 * 2);
  int16_t *pk = (int16_t *)wsp, *xw = pk + F8 * fstride;
  memset(pk, 0, (size_t)(F8 * fstride * 2));
  for (int64_t f = 0; f < F; f++)
    for (int64_t kh = 0; kh < KH; kh++)
      for (int64_t kw = 0; kw < KW; kw++)
        for (int64_t c = 0; c < C; c++)
          pk[(f / 8) * fstride + ((kh * KW + kw) * C2 + c / 2) * 16 + (f % 8) * 2 + c % 2] = w[((f * KH + kh) * KW + kw) * C + c];
  for (int64_t n = 0; n < N; n++)
    for (int64_t h = 0; h < H; h++)
      for (int64_t q = 0; q < W; q++) {
        const int8_t *s = x + n * xsn + h * xsh + q * xsw;
        int16_t *d = xw + n * pn + h * ph + q * C2 * 2;
        for (int64_t c = 0; c < C; c++) d[c] = s[c];
        if (C % 2) d[C] = 0;
      }
}

/* The output rows [r0, r1) of the flattened (n, oh) range, from the
   workspace the pack wrote (threads share a convolution by row ranges). */
void mgxport_conv_s8_madd256(int64_t wsp, int64_t yp, int64_t wsn, int64_t r0, int64_t r1, int64_t N, int64_t C,
    int64_t F, int64_t KH, int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
    int64_t ysn, int64_t ysh, int64_t ysw) {
  int32_t *y = (int32_t *)yp;
  int64_t fstride, ph, pn, C2 = (C + 1) / 2, F8 = (F + 7) / 8;
  if (ws_bytes(N, C, F, KH, KW, OH, OW, sh, sw, dh, dw, &fstride, &ph, &pn) != wsn) __builtin_trap();
  const int16_t *pk = (const int16_t *)wsp, *xw = pk + F8 * fstride;
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / OH, oh = r % OH;
    for (int64_t ow = 0; ow < OW; ow += MR) {
      const int16_t *xr = xw + n * pn + oh * sh * ph + ow * sw * C2 * 2;
      int32_t *yr = y + n * ysn + oh * ysh + ow * ysw;
      int mr = OW - ow >= MR ? MR : (int)(OW - ow);
      for (int64_t fb = 0; fb < F8; fb += 2) {
        const int16_t *b = pk + fb * fstride;
        int nr = F8 - fb >= 2 ? 2 : 1;
        if (mr == MR && nr == 2)
          tile(xr, b, yr, MR, 2, C2, KH, KW, ph, C2 * 2, sw, dh, dw, fstride, F, fb * 8, ysw);
        else
          tile(xr, b, yr, mr, nr, C2, KH, KW, ph, C2 * 2, sw, dh, dw, fstride, F, fb * 8, ysw);
      }
    }
  }
}
