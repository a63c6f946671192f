#include <immintrin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* y[n,oh,ow,f] += sum_{kh,kw,c} x[n, oh*sh+kh*dh, ow*sw+kw*dw, c] * w[f,kh,kw,c]
   (x NHWC int8, already padded; w FHWC int8; y NHWC int32). */

#define MR 8

static inline __m512i bcast4(const int8_t *p, int64_t n) {
  int32_t v;
  if (n >= 4) {
    memcpy(&v, p, 4);
  } else { /* the last channels: no read past them (no memcpy call either) */
    const uint8_t *b = (const uint8_t *)p;
    v = (int32_t)((uint32_t)b[0] | (n > 1 ? (uint32_t)b[1] << 8 : 0u) | (n > 2 ? (uint32_t)b[2] << 16 : 0u));
  }
  /* x as unsigned: x + 128; the correction takes 128*sum(w) off. */
  return _mm512_xor_si512(_mm512_set1_epi32(v), _mm512_set1_epi32((int32_t)0x80808080u));
}

static inline __attribute__((always_inline)) void tile(const int8_t *x, const int8_t *pk, int32_t *y, const int32_t *corr,
    int mr, int nr, int64_t C, int64_t C4, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t sw, int64_t dh, int64_t dw,
    int64_t fstride, int64_t F, int64_t f0, int64_t ysw) {
  __m512i acc[MR][2];
  for (int i = 0; i < MR; i++) { acc[i][0] = _mm512_setzero_si512(); acc[i][1] = _mm512_setzero_si512(); }
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      const int8_t *xr = x + kh * dh * xsh + kw * dw * xsw;
      const int8_t *b = pk + (kh * KW + kw) * C4 * 64;
      for (int64_t c4 = 0; c4 < C4; c4++) {
        __m512i b0 = _mm512_load_si512((const void *)(b + c4 * 64));
        __m512i b1 = nr > 1 ? _mm512_load_si512((const void *)(b + fstride + c4 * 64)) : b0;
        int64_t rem = C - c4 * 4;
        for (int i = 0; i < mr; i++) {
          __m512i a = bcast4(xr + i * sw * xsw + c4 * 4, rem);
          acc[i][0] = _mm512_dpbusd_epi32(acc[i][0], a, b0);
          if (nr > 1) acc[i][1] = _mm512_dpbusd_epi32(acc[i][1], a, b1);
        }
      }
    }
  }
  for (int j = 0; j < nr; j++) {
    int64_t f = f0 + j * 16;
    __mmask16 m = F - f >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (F - f)) - 1);
    __m512i c = _mm512_loadu_si512((const void *)(corr + f));
    for (int i = 0; i < mr; i++) {
      int32_t *yp = y + i * ysw + f;
      __m512i old = _mm512_maskz_loadu_epi32(m, yp);
      _mm512_mask_storeu_epi32(yp, m, _mm512_sub_epi32(_mm512_add_epi32(old, acc[i][j]), c));
    }
  }
}

/* The workspace (bytes): the filter packed by blocks of 16 output channels
   and groups of 4 input channels, then each output channel's correction
   128*sum(w) as int32. Its size is the pack's and the conv's check. */
static int64_t ws_bytes(int64_t C, int64_t F, int64_t KH, int64_t KW, int64_t *fstride) {
  int64_t C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  *fstride = KH * KW * C4 * 64; /* bytes per block of 16 filters */
  return F16 * *fstride + F16 * 16 * 4;
}

void mgxport_conv_s8_pack_vnni512(int64_t wp, int64_t wsp, int64_t wsn, int64_t C, int64_t F, int64_t KH, int64_t KW) {
  const int8_t *w = (const int8_t *)wp;
  int64_t fstride, C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  if (ws_bytes(C, F, KH, KW, &fstride) != wsn) __builtin_trap();
  int8_t *pk = (int8_t *)wsp;
  int32_t *corr = (int32_t *)(pk + F16 * fstride);
  memset(pk, 0, (size_t)wsn);
  for (int64_t f = 0; f < F; f++) {
    int32_t s = 0;
    for (int64_t kh = 0; kh < KH; kh++)
      for (int64_t kw = 0; kw < KW; kw++)
        for (int64_t c = 0; c < C; c++) {
          int8_t v = w[((f * KH + kh) * KW + kw) * C + c];
          pk[(f / 16) * fstride + ((kh * KW + kw) * C4 + c / 4) * 64 + (f % 16) * 4 + c % 4] = v;
          s += v;
        }
    corr[f] = 128 * s;
  }
}

/* The output rows [r0, r1) of the flattened (n, oh) range, from the
   workspace the pack wrote (threads share a convolution by row ranges). */
void mgxport_conv_s8_vnni512(int64_t xp, int64_t wsp, int64_t yp, int64_t wsn, int64_t r0, int64_t r1, int64_t C,
    int64_t F, int64_t KH, int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
    int64_t xsn, int64_t xsh, int64_t xsw, int64_t ysn, int64_t ysh, int64_t ysw) {
  const int8_t *x = (const int8_t *)xp;
  int32_t *y = (int32_t *)yp;
  int64_t fstride, C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  if (ws_bytes(C, F, KH, KW, &fstride) != wsn) __builtin_trap();
  const int8_t *pk = (const int8_t *)wsp;
  const int32_t *corr = (const int32_t *)(pk + F16 * fstride);
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / OH, oh = r % OH;
    for (int64_t ow = 0; ow < OW; ow += MR) {
      const int8_t *xr = x + n * xsn + oh * sh * xsh + ow * sw * xsw;
      int32_t *yr = y + n * ysn + oh * ysh + ow * ysw;
      int mr = OW - ow >= MR ? MR : (int)(OW - ow);
      for (int64_t fb = 0; fb < F16; fb += 2) {
        const int8_t *b = pk + fb * fstride;
        int nr = F16 - fb >= 2 ? 2 : 1;
        if (mr == MR && nr == 2)
          tile(xr, b, yr, corr, MR, 2, C, C4, KH, KW, xsh, xsw, sw, dh, dw, fstride, F, fb * 16, ysw);
        else
          tile(xr, b, yr, corr, mr, nr, C, C4, KH, KW, xsh, xsw, sw, dh, dw, fstride, F, fb * 16, ysw);
      }
    }
  }
}
