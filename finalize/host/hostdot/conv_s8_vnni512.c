#include <immintrin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* y[n,oh,ow,f] += sum_{kh,kw,c} x[n, oh*sh+kh*dh, ow*sw+kw*dw, c] * w[f,kh,kw,c]
   (x NHWC int8, already padded; w FHWC int8; y NHWC int32). */

#define MR 8

/* The widest output row the quantizing store buffers (bytes). */
#define ROWBUF 512

static inline __m512i bcast4(const int8_t *p, int64_t n, __m512i flip) {
  __m512i v;
  if (n >= 4) {
    int32_t w;
    memcpy(&w, p, 4);
    v = _mm512_set1_epi32(w);
  } else {
    /* The last channels: a masked load (no read past them; a byte
       assembly here cost a 3-channel image's first layer more than its
       dot products). */
    v = _mm512_broadcastd_epi32(_mm_maskz_loadu_epi8((__mmask16)((1u << n) - 1), p));
  }
  /* x as unsigned: x + 128; the correction takes 128*sum(w) off. */
  return _mm512_xor_si512(v, flip);
}

/* The flip of x's top bits (x + 128: x taken unsigned), hidden from the
   optimizer: knowing it a constant splat, LLVM xors each pixel's 4 bytes
   before broadcasting them (a load, an xor and a shuffle where a
   broadcast load and an xor do). */
static inline __m512i hidden_flip(void) {
  __m512i flip = _mm512_set1_epi32((int32_t)0x80808080u);
  __asm__("" : "+v"(flip));
  return flip;
}

/* The accumulators of an mr-pixel by nr x 16-channel tile over the whole
   window, from zero, each pixel's bytes xored with flip (hidden_flip, or
   a zero constant for an x the input pack wrote flipped already: then the
   broadcasts are loads alone, where the xors took the vector ports the
   vpdpbusd need on Intel's cores). With full (a constant) each pixel's
   last channel group is read as 4 bytes too (the caller knows them inside
   x): the channels past C meet the pack's zero filter bytes, where a
   masked load and a register broadcast took a shuffle each (an image's 3
   channels). */
static inline __attribute__((always_inline)) void tile_acc(__m512i acc[MR][2], const int8_t *x, const int8_t *pk,
    int mr, int nr, int64_t C, int64_t C4, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t sw, int64_t dh,
    int64_t dw, int64_t fstride, __m512i flip, int full) {
  for (int i = 0; i < MR; i++) { acc[i][0] = _mm512_setzero_si512(); acc[i][1] = _mm512_setzero_si512(); }
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      const int8_t *xr = x + kh * dh * xsh + kw * dw * xsw;
      const int8_t *b = pk + (kh * KW + kw) * C4 * 64;
      for (int64_t c4 = 0; c4 < C4; c4++) {
        __m512i b0 = _mm512_load_si512((const void *)(b + c4 * 64));
        __m512i b1 = nr > 1 ? _mm512_load_si512((const void *)(b + fstride + c4 * 64)) : b0;
        int64_t rem = full ? 4 : C - c4 * 4;
        for (int i = 0; i < mr; i++) {
          __m512i a = bcast4(xr + i * sw * xsw + c4 * 4, rem, flip);
          acc[i][0] = _mm512_dpbusd_epi32(acc[i][0], a, b0);
          if (nr > 1) acc[i][1] = _mm512_dpbusd_epi32(acc[i][1], a, b1);
        }
      }
    }
  }
}

static inline __attribute__((always_inline)) void tile(const int8_t *x, const int8_t *pk, int32_t *y, const int32_t *corr,
    int mr, int nr, int64_t C, int64_t C4, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t sw, int64_t dh, int64_t dw,
    int64_t fstride, int64_t F, int64_t f0, int64_t ysw) {
  __m512i acc[MR][2];
  tile_acc(acc, x, pk, mr, nr, C, C4, KH, KW, xsh, xsw, sw, dh, dw, fstride, hidden_flip(), 0);
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

/* The requantization of the quantizing store, as the kernel's MLIR
   computes it (tosa.cast i32 -> f32, tosa.mul, tosa.cast f32 -> i32, the
   zero point's tosa.add, the output type's clamp, the truncation):
   sitofp, one float multiply, round half to even, +2^31 and above to
   INT32_MAX (NaN too: cmpf uge), the rest truncated, the zero point added
   with wrap-around, clamped to [lo, hi], the low byte kept. */
struct quant {
  const float *scale; /* per output channel, or 0: 1 */
  __m512 m0, m1;      /* then times m0, then m1 */
  __m512i zp, lo, hi;
};

static inline __attribute__((always_inline)) __m128i requant(__m512i acc, __m512 m, const struct quant *q) {
  __m512 p = _mm512_mul_ps(_mm512_cvtepi32_ps(acc), m);
  __m512 r = _mm512_roundscale_ps(p, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __mmask16 big = _mm512_cmp_ps_mask(r, _mm512_set1_ps(2147483648.0f), _CMP_NLT_UQ);
  __m512i v = _mm512_cvttps_epi32(_mm512_max_ps(_mm512_set1_ps(-2147483648.0f), r));
  v = _mm512_mask_mov_epi32(v, big, _mm512_set1_epi32(2147483647));
  v = _mm512_add_epi32(v, q->zp);
  v = _mm512_min_epi32(_mm512_max_epi32(v, q->lo), q->hi);
  return _mm512_cvtepi32_epi8(v);
}

/* The quantizing store of the channels f0 + 16j.. of a tile (j a constant
   where it is inlined, so the accumulators stay in registers): its
   accumulators plus the bias less the correction, requantized, written
   channel by channel (y's channels are ysc bytes apart, its pixels ysw:
   NCHW). A full row of 8 pixels, 1 byte apart, is transposed in registers
   (8 x 16 bytes to 16 x 8) and stored 8 bytes a channel; the rest byte by
   byte. */
static inline __attribute__((always_inline)) void store_q(__m512i acc[MR][2], int j, int8_t *y, const int32_t *corr,
    const int32_t *bias0, const int32_t *bias1, const struct quant *q, int mr, int64_t F, int64_t f0, int64_t ysc,
    int64_t ysw) {
  int64_t f = f0 + j * 16;
  int64_t nf = F - f >= 16 ? 16 : F - f;
  __mmask16 m = (__mmask16)((1u << nf) - 1);
  __m512i c = _mm512_sub_epi32(_mm512_setzero_si512(), _mm512_maskz_loadu_epi32(m, corr + f));
  if (bias0) c = _mm512_add_epi32(c, _mm512_maskz_loadu_epi32(m, bias0 + f));
  if (bias1) c = _mm512_add_epi32(c, _mm512_maskz_loadu_epi32(m, bias1 + f));
  /* The multiplier as the kernel computes it: the channel's scale times
     m0, times m1 (x * 1 is x: absent factors are 1). */
  __m512 mul = q->scale ? _mm512_maskz_loadu_ps(m, q->scale + f) : _mm512_set1_ps(1.0f);
  mul = _mm512_mul_ps(_mm512_mul_ps(mul, q->m0), q->m1);
  __m128i r[MR];
  for (int i = 0; i < MR; i++) r[i] = requant(_mm512_add_epi32(acc[i][j], c), mul, q);
  int8_t *yf = y + f * ysc;
  if (mr == MR && ysw == 1) {
    __m128i a0 = _mm_unpacklo_epi8(r[0], r[1]), a1 = _mm_unpacklo_epi8(r[2], r[3]);
    __m128i a2 = _mm_unpacklo_epi8(r[4], r[5]), a3 = _mm_unpacklo_epi8(r[6], r[7]);
    __m128i b0 = _mm_unpackhi_epi8(r[0], r[1]), b1 = _mm_unpackhi_epi8(r[2], r[3]);
    __m128i b2 = _mm_unpackhi_epi8(r[4], r[5]), b3 = _mm_unpackhi_epi8(r[6], r[7]);
    __m128i t[8];
    __m128i c0 = _mm_unpacklo_epi16(a0, a1), c1 = _mm_unpackhi_epi16(a0, a1);
    __m128i c2 = _mm_unpacklo_epi16(a2, a3), c3 = _mm_unpackhi_epi16(a2, a3);
    t[0] = _mm_unpacklo_epi32(c0, c2); /* channels 0, 1 */
    t[1] = _mm_unpackhi_epi32(c0, c2); /* 2, 3 */
    t[2] = _mm_unpacklo_epi32(c1, c3); /* 4, 5 */
    t[3] = _mm_unpackhi_epi32(c1, c3); /* 6, 7 */
    __m128i d0 = _mm_unpacklo_epi16(b0, b1), d1 = _mm_unpackhi_epi16(b0, b1);
    __m128i d2 = _mm_unpacklo_epi16(b2, b3), d3 = _mm_unpackhi_epi16(b2, b3);
    t[4] = _mm_unpacklo_epi32(d0, d2);
    t[5] = _mm_unpackhi_epi32(d0, d2);
    t[6] = _mm_unpacklo_epi32(d1, d3);
    t[7] = _mm_unpackhi_epi32(d1, d3);
    if (nf == 16) {
      for (int k = 0; k < 8; k++) {
        _mm_storel_epi64((__m128i *)(yf + 2 * k * ysc), t[k]);
        _mm_storeh_pd((double *)(yf + (2 * k + 1) * ysc), _mm_castsi128_pd(t[k]));
      }
      return;
    }
    int8_t buf[16][8];
    for (int k = 0; k < 8; k++) _mm_storeu_si128((__m128i *)buf[2 * k], t[k]);
#pragma clang loop vectorize(disable)
    for (int64_t k = 0; k < nf; k++) memcpy(yf + k * ysc, buf[k], 8);
    return;
  }
  int8_t buf[MR][16];
  for (int i = 0; i < MR; i++) _mm_storeu_si128((__m128i *)buf[i], r[i]);
#pragma clang loop vectorize(disable)
  for (int64_t k = 0; k < nf; k++)
#pragma clang loop vectorize(disable)
    for (int i = 0; i < mr; i++) yf[k * ysc + i * ysw] = buf[i][k];
}

static inline __attribute__((always_inline)) void tile_q(const int8_t *x, const int8_t *pk, int8_t *y,
    const int32_t *corr, const int32_t *bias0, const int32_t *bias1, const struct quant *q, int mr, int nr, int64_t C,
    int64_t C4, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t sw, int64_t dh, int64_t dw, int64_t fstride,
    int64_t F, int64_t f0, int64_t ysc, int64_t ysw, __m512i flip, int full) {
  __m512i acc[MR][2];
  tile_acc(acc, x, pk, mr, nr, C, C4, KH, KW, xsh, xsw, sw, dh, dw, fstride, flip, full);
  store_q(acc, 0, y, corr, bias0, bias1, q, mr, F, f0, ysc, ysw);
  if (nr > 1) store_q(acc, 1, y, corr, bias0, bias1, q, mr, F, f0, ysc, ysw);
}

/* The workspace (bytes): the filter packed by blocks of 16 output channels
   and groups of 4 input channels, then each output channel's correction
   128*sum(w) as int32. Its size is the pack's and the conv's check. */
static int64_t ws_bytes(int64_t C, int64_t F, int64_t KH, int64_t KW, int64_t *fstride) {
  int64_t C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  *fstride = KH * KW * C4 * 64; /* bytes per block of 16 filters */
  return F16 * *fstride + F16 * 16 * 4;
}

/* The blocks [b0, b1) of 16 filters (threads share the pack by blocks). */
void mgxport_conv_s8_pack_vnni512(int64_t wp, int64_t wsp, int64_t wsn, int64_t C, int64_t F, int64_t KH, int64_t KW,
    int64_t b0, int64_t b1) {
  const int8_t *w = (const int8_t *)wp;
  int64_t fstride, C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  if (ws_bytes(C, F, KH, KW, &fstride) != wsn || b0 < 0 || b1 > F16 || b0 > b1) __builtin_trap();
  int8_t *pk = (int8_t *)wsp;
  int32_t *corr = (int32_t *)(pk + F16 * fstride);
  memset(pk + b0 * fstride, 0, (size_t)((b1 - b0) * fstride));
  memset(corr + b0 * 16, 0, (size_t)((b1 - b0) * 16 * 4));
  int64_t f1 = b1 * 16 < F ? b1 * 16 : F;
  for (int64_t f = b0 * 16; f < f1; f++) {
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


/* The output rows [r0, r1) of the flattened (n, oh) range with the
   quantizing store: y is the requantized 8-bit output (strides ysn, ysc,
   ysh, ysw in bytes; NCHW), each output channel's accumulator starting
   from bias0[f] + bias1[f] (either address 0: none), requantized with the
   multiplier scale[f] * m0 * m1 (scale's address 0: 1; m0 and m1 as float
   bits), the zero point zp and the clamp [lo, hi] (requant). x is read
   as x + 128 (its top bit flipped) where xflip is not 0; with xflip 0 it
   holds x + 128 already (the input pack's preflipped output). x's bytes
   readable from its address: xbytes. */
void mgxport_conv_s8_q_vnni512(int64_t xp, int64_t wsp, int64_t yp, int64_t wsn, int64_t r0, int64_t r1, int64_t C,
    int64_t F, int64_t KH, int64_t KW, int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
    int64_t xsn, int64_t xsh, int64_t xsw, int64_t ysn, int64_t ysc, int64_t ysh, int64_t ysw, int64_t b0p, int64_t b1p,
    int64_t sp, int64_t m0bits, int64_t m1bits, int64_t zp, int64_t lo, int64_t hi, int64_t xflip, int64_t xbytes) {
  const int8_t *x = (const int8_t *)xp;
  int8_t *y = (int8_t *)yp;
  __m512i flip = xflip ? hidden_flip() : _mm512_setzero_si512();
  int64_t fstride, C4 = (C + 3) / 4, F16 = (F + 15) / 16;
  if (ws_bytes(C, F, KH, KW, &fstride) != wsn) __builtin_trap();
  const int8_t *pk = (const int8_t *)wsp;
  const int32_t *corr = (const int32_t *)(pk + F16 * fstride);
  const int32_t *bias0 = (const int32_t *)b0p, *bias1 = (const int32_t *)b1p;
  uint32_t mb0 = (uint32_t)m0bits, mb1 = (uint32_t)m1bits;
  float m0, m1;
  memcpy(&m0, &mb0, 4);
  memcpy(&m1, &mb1, 4);
  struct quant q = {(const float *)sp, _mm512_set1_ps(m0), _mm512_set1_ps(m1), _mm512_set1_epi32((int32_t)zp),
      _mm512_set1_epi32((int32_t)lo), _mm512_set1_epi32((int32_t)hi)};
  /* An output row of 32 channels goes through rowbuf (in L1) and out by
     whole channel rows: stored straight, 32 channels whose rows lie 4 KiB
     apart (a 64 x 64 image) share one L1 set, and each tile's stores
     evicted the lines the next tile writes. */
  int8_t rowbuf[32 * ROWBUF];
  int buffered = ysw == 1 && OW <= ROWBUF;
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / OH, oh = r % OH;
    const int8_t *xr = x + n * xsn + oh * sh * xsh;
    int8_t *yr = y + n * ysn + oh * ysh;
    for (int64_t fb = 0; fb < F16; fb += 2) {
      const int8_t *b = pk + fb * fstride;
      int nr = F16 - fb >= 2 ? 2 : 1;
      int8_t *yt = buffered ? rowbuf - fb * 16 * ROWBUF : yr;
      int64_t tsc = buffered ? ROWBUF : ysc;
      for (int64_t ow = 0; ow < OW; ow += MR) {
        int mr = OW - ow >= MR ? MR : (int)(OW - ow);
        /* The full tiles without the flip's xors (a zero constant) where
           x holds it already: the input pack's output, every convolution
           but a one-channel one (which takes the general tiles: one full
           tile path, not two, keeps each kernel's compile time), their
           channel groups read whole where the tile's last read lies
           inside x (all but the image's last tiles). */
        const int8_t *xt = xr + ow * sw * xsw;
        int whole = xt + (MR - 1) * sw * xsw + (KH - 1) * dh * xsh + (KW - 1) * dw * xsw + C4 * 4 <= x + xbytes;
        if (mr == MR && nr == 2 && !xflip && whole)
          tile_q(xt, b, yt + ow * ysw, corr, bias0, bias1, &q, MR, 2, C, C4, KH, KW, xsh, xsw, sw, dh, dw,
              fstride, F, fb * 16, tsc, ysw, _mm512_setzero_si512(), 1);
        else
          tile_q(xt, b, yt + ow * ysw, corr, bias0, bias1, &q, mr, nr, C, C4, KH, KW, xsh, xsw, sw, dh, dw,
              fstride, F, fb * 16, tsc, ysw, flip, 0);
      }
      if (buffered) {
        int64_t nf = F - fb * 16 >= 32 ? 32 : F - fb * 16;
        for (int64_t k = 0; k < nf; k++) {
          const int8_t *src = rowbuf + k * ROWBUF;
          int8_t *dst = yr + (fb * 16 + k) * ysc;
          for (int64_t o = 0; o < OW; o += 64) { /* no memcpy call: the object links no libc */
            __mmask64 m = OW - o >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << (OW - o)) - 1);
            _mm512_mask_storeu_epi8(dst + o, m, _mm512_maskz_loadu_epi8(m, src + o));
          }
        }
      }
    }
  }
}

/* n bytes of v at p. */
static inline void fill_bytes(int8_t *p, int64_t n, int8_t v) {
  __m512i b = _mm512_set1_epi8(v);
  for (int64_t o = 0; o < n; o += 64) {
    __mmask64 m = n - o >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << (n - o)) - 1);
    _mm512_mask_storeu_epi8(p + o, m, b);
  }
}

/* The input of an 8-bit convolution as the kernel reads it, from its NCHW
   source in one pass: the rows [r0, r1) of the flattened (n, hp) range of
   the padded NHWC image y (N x Hp x Wp x C, contiguous), each source byte
   xored with flip (lower/tosa's uint8 -> int8 flip, 0 for none), the pad
   (pt rows above, pl columns left, the rest below and right) padv. x's
   strides are in elements. The transpose goes by blocks of 16 channels by
   64 pixels: four rounds of byte unpacks of rows i and i + 8 transpose
   each 16 x 16 block of a 128-bit lane. */
void mgxport_conv_s8_xpack_vnni512(int64_t xp, int64_t yp, int64_t r0, int64_t r1, int64_t C, int64_t H, int64_t W,
    int64_t Hp, int64_t Wp, int64_t pt, int64_t pl, int64_t padv, int64_t flip, int64_t xsn, int64_t xsc, int64_t xsh,
    int64_t xsw) {
  const int8_t *x = (const int8_t *)xp;
  int8_t *y = (int8_t *)yp;
  if (pt < 0 || pl < 0 || pt + H > Hp || pl + W > Wp) __builtin_trap();
  __m128i fl = _mm_set1_epi8((char)flip);
  for (int64_t r = r0; r < r1; r++) {
    int64_t n = r / Hp, h = r % Hp - pt;
    int8_t *yr = y + r * Wp * C;
    if (h < 0 || h >= H) {
      fill_bytes(yr, Wp * C, (int8_t)padv);
      continue;
    }
    fill_bytes(yr, pl * C, (int8_t)padv);
    fill_bytes(yr + (pl + W) * C, (Wp - pl - W) * C, (int8_t)padv);
    const int8_t *xr = x + n * xsn + h * xsh;
    int8_t *yd = yr + pl * C;
    if (xsw != 1) {
#pragma clang loop vectorize(disable)
      for (int64_t w = 0; w < W; w++)
#pragma clang loop vectorize(disable)
        for (int64_t c = 0; c < C; c++) yd[w * C + c] = (int8_t)(xr[c * xsc + w * xsw] ^ (int8_t)flip);
      continue;
    }
    if (C <= 4) {
      /* Few channels (an image's): 16 pixels at a time, 4 channels a
         pixel by two rounds of unpacks, then each pixel's C bytes
         gathered (pshufb) and stored together. */
      __m128i pick = C == 4 ? _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
                   : C == 3 ? _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1)
                   : C == 2 ? _mm_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1)
                            : _mm_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
      for (int64_t w0 = 0; w0 < W; w0 += 16) {
        int64_t nw = W - w0 >= 16 ? 16 : W - w0;
        __mmask16 wm = (__mmask16)((1u << nw) - 1);
        __m128i r[4];
        for (int i = 0; i < 4; i++) r[i] = i < C ? _mm_maskz_loadu_epi8(wm, xr + i * xsc + w0) : _mm_setzero_si128();
        __m128i a = _mm_unpacklo_epi8(r[0], r[1]), b = _mm_unpackhi_epi8(r[0], r[1]);
        __m128i c = _mm_unpacklo_epi8(r[2], r[3]), d = _mm_unpackhi_epi8(r[2], r[3]);
        __m128i p[4] = {_mm_unpacklo_epi16(a, c), _mm_unpackhi_epi16(a, c), _mm_unpacklo_epi16(b, d), _mm_unpackhi_epi16(b, d)};
        for (int k = 0; k < 4; k++) {
          int64_t px = nw - 4 * k;
          if (px <= 0) break;
          if (px > 4) px = 4;
          __m128i v = _mm_shuffle_epi8(_mm_xor_si128(p[k], fl), pick);
          _mm_mask_storeu_epi8(yd + (w0 + 4 * k) * C, (__mmask16)((1u << (px * C)) - 1), v);
        }
      }
      continue;
    }
    for (int64_t w0 = 0; w0 < W; w0 += 64) {
      int64_t nw = W - w0 >= 64 ? 64 : W - w0;
      __mmask64 wm = nw == 64 ? ~(__mmask64)0 : (((__mmask64)1 << nw) - 1);
      for (int64_t c0 = 0; c0 < C; c0 += 16) {
        int64_t nc = C - c0 >= 16 ? 16 : C - c0;
        __mmask16 cm = (__mmask16)((1u << nc) - 1);
        __m512i a[16], t[16];
        for (int i = 0; i < 16; i++)
          a[i] = i < nc ? _mm512_maskz_loadu_epi8(wm, xr + (c0 + i) * xsc + w0) : _mm512_setzero_si512();
        for (int s = 0; s < 4; s++) {
          for (int i = 0; i < 8; i++) {
            t[2 * i] = _mm512_unpacklo_epi8(a[i], a[i + 8]);
            t[2 * i + 1] = _mm512_unpackhi_epi8(a[i], a[i + 8]);
          }
          for (int i = 0; i < 16; i++) a[i] = t[i];
        }
        /* Lane k of a[i]: pixel 16k + i's 16 channels. */
        for (int k = 0; k < 4; k++)
          for (int i = 0; i < 16; i++) {
            int64_t px = 16 * k + i;
            if (px >= nw) continue;
            __m128i v = _mm_xor_si128(_mm512_extracti32x4_epi32(a[i], 0), fl);
            switch (k) {
            case 1: v = _mm_xor_si128(_mm512_extracti32x4_epi32(a[i], 1), fl); break;
            case 2: v = _mm_xor_si128(_mm512_extracti32x4_epi32(a[i], 2), fl); break;
            case 3: v = _mm_xor_si128(_mm512_extracti32x4_epi32(a[i], 3), fl); break;
            }
            _mm_mask_storeu_epi8(yd + (w0 + px) * C + c0, cm, v);
          }
      }
    }
  }
}
