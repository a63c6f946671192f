/* The float32 NCHW KxK convolution micro-kernel's body (a dense
   convolution with a KH x KW filter on the NCHW layout, column stride 1
   or 2), included by conv_f32_nchwk_fma512.c (AVX-512F), which defines
   first:
     V      lanes per vector;  NR  vectors of output columns per tile;
     MR     output channels per register tile;
     VEC    the vector type;   MASK  a mask of V lanes;  SYM  the symbol;
     vmask(n)          the mask of the first n lanes (n >= V: all);
     vmask_range32(s, e)  the 32-bit mask of lanes [s, e) (s < e, or 0
                       and 0: none; its low V bits a MASK);
     vload_even(p, m)  lanes 0, 2, .. 2V-2 of 2V floats from p whose
                       lanes on in the 32-bit m are loaded, the others +0.0;
     vbcast(p)  broadcast of *p;  vfma(a, b, c)  a*b + c, one rounding;
     vload_m(p, m)     masked load (lanes off: +0.0, not read);
     vstore_m(p, v, m) masked store;
     vmin(a, b), vmax(a, b)   arith.minimumf / maximumf (NaN, -0 < +0);
     vadd(a, b)        a + b.

   It is its own function (not a case of conv_f32_nchw.h's 1x1 kernel):
   LLVM specializes a micro-kernel in every host kernel that calls it, so
   a host kernel links and compiles only the code it calls, and the 1x1
   kernel stays as small as it was.

   With x NCHW (n, c, h, w) padded by top rows above and left columns
   left (+0.0; as needed below and right), w the ONNX F x C x KH x KW
   filter (contiguous), strides sh (rows) and sw (columns, 1 or 2):

     acc[n,f,oh,ow] = init + sum over c, then kh, kw ascending of
                      x[n, c, oh*sh + kh - top, ow*sw + kw - left] * w[f,c,kh,kw]

   one fused multiply-add each, init the bias b[f] (the broadcast that
   initialized y, fused) or y's value (not the NHWC kernel's order, kh,
   kw, then c: the results differ from it by rounding). A tap's column outside the
   input is a lane off in a masked load (+0.0, the pad value, multiplied
   as the padded copy's would be), and so is a tap's row outside the
   input: the same products as the padded copy's. The epilogue then
   applies up to three steps, each two bits of ep from bit 0: 1 adds
   r[n,f,oh,ow] (a residual), 2 is minimumf with hi, 3 maximumf with lo,
   0 ends. The result goes to out (y itself where nothing is absorbed).

   Work items are (n, a block of RB output rows, a group of FG tiles of MR
   channels), channel groups fastest: the input rows the block reads stay
   in cache while the channel groups pass over them (the caller picks FG
   so a group's filter rows stay in L1 too). The block's vectors of output pixels
   (VR = ceil(OW / V) a row, rows in order) go NR at a time into register
   tiles of MR channels (or, past the last whole tile, one channel at a
   time): where a row is not a multiple of NR vectors a tile spans rows,
   so every tile but the block's last has NR vectors. A tile's taps (their
   input offsets and masks) are computed once for its group's channel
   tiles: with few input channels (a first convolution's 3) they cost as
   much as the products. The function computes items [i0, i1), so threads
   share one convolution by item ranges and each output's arithmetic is
   the same in any range. Every address is int64, sizes and strides in
   elements. */

#include <stdint.h>
#include <string.h>

_Static_assert(NR == 3, "the dispatch below has cases for 1 to 3 vectors");

static inline __attribute__((always_inline)) VEC kepilogue(VEC a, const float *r, MASK m, int64_t ep, VEC lo, VEC hi) {
  for (int s = 0; s < 3; s++) {
    switch ((ep >> (2 * s)) & 3) {
    case 1: a = vadd(a, vload_m(r, m)); break;
    case 2: a = vmin(a, hi); break;
    case 3: a = vmax(a, lo); break;
    default: return a;
    }
  }
  return a;
}

/* The geometry of one convolution. */
typedef struct {
  int64_t C, H, W, OH, OW, KH, KW, sh, top, left, P, ep;
} kgeom;

/* The largest filter side the kernel takes (its tap tables' size). */
#define KMAX 7

/* The taps of nr vectors of output pixels, vector j the columns from
   o0[j] of row oh[j], column stride 2 where s2: tap t = kh*KW + kw of
   vector j reads a channel's plane from at[t][j], its lanes on in
   mt[t][j] (32 bits: 2V input lanes at column stride 2). Lanes whose row
   and column lie in the input (and whose output exists) load it; the
   others are +0.0, the pad value. */
static inline __attribute__((always_inline)) void ktaps(int nr, int s2, const kgeom *g, const int64_t *oh,
    const int64_t *o0, int64_t at[][NR], uint32_t mt[][NR]) {
  const int64_t H = g->H, W = g->W, OW = g->OW, KW = g->KW;
  for (int64_t kh = 0; kh < g->KH; kh++)
    for (int64_t kw = 0; kw < KW; kw++) {
      int64_t t = kh * KW + kw;
      for (int j = 0; j < nr; j++) {
        int64_t ih = oh[j] * g->sh + kh - g->top, ol = OW - o0[j];
        int inside = ih >= 0 && ih < H;
        int64_t iw = (s2 ? 2 * o0[j] : o0[j]) + kw - g->left;
        int64_t n = s2 ? 2 * ol - 1 : ol, lanes = s2 ? 2 * V : V;
        int64_t s = iw < 0 ? -iw : 0, e = W - iw;
        if (e > n) e = n;
        if (e > lanes) e = lanes;
        if (!inside || e <= s) s = e = 0;
        at[t][j] = (inside ? ih : 0) * W + iw;
        mt[t][j] = vmask_range32(s, e);
      }
    }
}

/* One register tile: mr channels from f0 by nr vectors of output pixels
   (ktaps' at and mt), vector j the columns from o0[j] of row oh[j] (its
   lanes past OW off), column stride 2 where s2. With constant mr, nr and
   s2 (always_inline into the dispatch) the accumulators stay in
   registers. The loop over channels runs the taps, so the MR filter
   rows' KH*KW taps of a channel are contiguous runs (one cache line
   each, for 3x3) and the channel's input rows stay in L1 across the
   taps. */
static inline __attribute__((always_inline)) void ktile(const float *x, const float *w, const float *y, float *out,
    const float *r, const float *bias, int mr, int nr, int s2, const kgeom *g, const int64_t *oh, const int64_t *o0,
    int64_t at[][NR], uint32_t mt[][NR], int64_t f0, VEC lo, VEC hi) {
  const int64_t C = g->C, HW = g->H * g->W, OW = g->OW, KK = g->KH * g->KW;
  const int64_t P = g->P;
  VEC acc[MR][NR];
  MASK m[NR];
  for (int j = 0; j < nr; j++) m[j] = vmask(OW - o0[j]);
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < nr; j++) {
      if (bias) acc[i][j] = vbcast(bias + f0 + i);
      else acc[i][j] = vload_m(y + (f0 + i) * P + oh[j] * OW + o0[j], m[j]);
    }
  const float *wp = w + f0 * C * KK;
  for (int64_t c = 0; c < C; c++) {
    const float *xc = x + c * HW, *wc = wp + c * KK;
    for (int64_t t = 0; t < KK; t++) {
      VEC a[NR];
      for (int j = 0; j < nr; j++) a[j] = s2 ? vload_even(xc + at[t][j], mt[t][j]) : vload_m(xc + at[t][j], (MASK)mt[t][j]);
      for (int i = 0; i < mr; i++) {
        VEC b = vbcast(wc + i * C * KK + t);
        for (int j = 0; j < nr; j++) acc[i][j] = vfma(a[j], b, acc[i][j]);
      }
    }
  }
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < nr; j++) {
      int64_t o = (f0 + i) * P + oh[j] * OW + o0[j];
      vstore_m(out + o, g->ep ? kepilogue(acc[i][j], r + o, m[j], g->ep, lo, hi) : acc[i][j], m[j]);
    }
}

void SYM(int64_t xp, int64_t wp, int64_t yp, int64_t i0, int64_t i1, int64_t C, int64_t F, int64_t H, int64_t W,
    int64_t OH, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t top, int64_t left, int64_t RB,
    int64_t FG, int64_t xsn, int64_t ysn, int64_t bp, int64_t op, int64_t osn, int64_t rp, int64_t rsn,
    int64_t lobits, int64_t hibits, int64_t ep) {
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp;
  const float *y = (const float *)yp, *r = (const float *)rp;
  float *out = (float *)op;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  kgeom g = {C, H, W, OH, OW, KH, KW, sh, top, left, OH * OW, ep};
  int s2 = sw == 2; /* else 1: the caller's gate */
  int64_t FT = (F + MR - 1) / MR, GT = (FT + FG - 1) / FG, RT = (OH + RB - 1) / RB, VR = (OW + V - 1) / V;
  int64_t at[KMAX * KMAX][NR];
  uint32_t mt[KMAX * KMAX][NR];
  for (int64_t it = i0; it < i1; it++) {
    int64_t gt = it % GT, rt = it / GT % RT, n = it / GT / RT;
    int64_t r0 = rt * RB, rows = OH - r0 < RB ? OH - r0 : RB;
    int64_t fe = (gt + 1) * FG * MR < F ? (gt + 1) * FG * MR : F;
    const float *xn = x + n * xsn, *yn = y + n * ysn, *rn = r ? r + n * rsn : 0;
    float *on = out + n * osn;
    /* The item's vectors: VR a row, rows r0.. in order, NR a tile; each
       tile's taps once for the item's FG tiles of channels. */
    for (int64_t s = 0, S = rows * VR; s < S; s += NR) {
      int nr = S - s >= NR ? NR : (int)(S - s);
      int64_t oh[NR], o0[NR];
      for (int j = 0; j < NR; j++) {
        int64_t v = s + j < S ? s + j : S - 1;
        oh[j] = r0 + v / VR;
        o0[j] = v % VR * V;
      }
      ktaps(nr, s2, &g, oh, o0, at, mt);
      for (int64_t f0 = gt * FG * MR; f0 < fe; f0 += MR) {
        if (fe - f0 >= MR) {
          switch (nr * 2 + s2) {
#define CASE(b) \
  case b * 2: ktile(xn, w, yn, on, rn, bias, MR, b, 0, &g, oh, o0, at, mt, f0, lo, hi); break; \
  case b * 2 + 1: ktile(xn, w, yn, on, rn, bias, MR, b, 1, &g, oh, o0, at, mt, f0, lo, hi); break;
            CASE(1) CASE(2) CASE(3)
#undef CASE
          }
          continue;
        }
        /* The channels past the last whole tile, one at a time. */
        for (int64_t f = f0; f < fe; f++) {
          switch (nr * 2 + s2) {
#define CASE(b) \
  case b * 2: ktile(xn, w, yn, on, rn, bias, 1, b, 0, &g, oh, o0, at, mt, f, lo, hi); break; \
  case b * 2 + 1: ktile(xn, w, yn, on, rn, bias, 1, b, 1, &g, oh, o0, at, mt, f, lo, hi); break;
            CASE(1) CASE(2) CASE(3)
#undef CASE
          }
        }
      }
    }
  }
}
