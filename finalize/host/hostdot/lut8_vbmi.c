#include <immintrin.h>
#include <stdint.h>

/* y[i] = lut[x[i]] for i in [0, n): x and y bytes, lut 256 bytes. Two
   vpermi2b look up the low and high halves of the table (64 bytes at a
   time, the index's bit 6 choosing between a half's two registers), x's
   top bit picks the half. */
void mgxport_lut8_vbmi(int64_t ix, int64_t iy, int64_t n, int64_t ilut) {
  const uint8_t *x = (const uint8_t *)(intptr_t)ix;
  uint8_t *y = (uint8_t *)(intptr_t)iy;
  const uint8_t *lut = (const uint8_t *)(intptr_t)ilut;
  __m512i t0 = _mm512_loadu_si512((const void *)lut);
  __m512i t1 = _mm512_loadu_si512((const void *)(lut + 64));
  __m512i t2 = _mm512_loadu_si512((const void *)(lut + 128));
  __m512i t3 = _mm512_loadu_si512((const void *)(lut + 192));
  int64_t i = 0;
  for (; i + 64 <= n; i += 64) {
    __m512i v = _mm512_loadu_si512((const void *)(x + i));
    __m512i lo = _mm512_permutex2var_epi8(t0, v, t1);
    __m512i hi = _mm512_permutex2var_epi8(t2, v, t3);
    _mm512_storeu_si512((void *)(y + i), _mm512_mask_blend_epi8(_mm512_movepi8_mask(v), lo, hi));
  }
  if (i < n) {
    __mmask64 m = (~0ull) >> (64 - (n - i));
    __m512i v = _mm512_maskz_loadu_epi8(m, x + i);
    __m512i lo = _mm512_permutex2var_epi8(t0, v, t1);
    __m512i hi = _mm512_permutex2var_epi8(t2, v, t3);
    _mm512_mask_storeu_epi8(y + i, m, _mm512_mask_blend_epi8(_mm512_movepi8_mask(v), lo, hi));
  }
}
