/* The float32 NCHW KxK convolution micro-kernel's body (a dense
   convolution with a KH x KW filter on the NCHW layout, column stride 1;
   column stride 2 is conv_f32_nchwk_s2.h's entry point, over the input's
   phases), included by conv_f32_nchwk_fma512.c (AVX-512F), which defines
   first:
     V      lanes per vector;  NR  vectors of output columns per tile;
     MR     output channels per register tile;
     VEC    the vector type;   MASK  a mask of V lanes;  SYM  the symbol;
     vmask(n)          the mask of the first n lanes (n >= V: all);
     vmask_range32(s, e)  the 32-bit mask of lanes [s, e) (s < e, or 0
                       and 0: none; its low V bits a MASK);
     vbcast(p)  broadcast of *p;  vfma(a, b, c)  a*b + c, one rounding;
     vload_m(p, m)     masked load (lanes off: +0.0, not read);
     vload(p)          plain (unmasked) load;  KWHOLE  a mask's V lanes on;
     vstore_m(p, v, m) masked store;
     vmin(a, b), vmax(a, b)   arith.minimumf / maximumf (NaN, -0 < +0);
     vadd(a, b)        a + b.

   It is its own function (not a case of conv_f32_nchw.h's 1x1 kernel):
   LLVM specializes a micro-kernel in every host kernel that calls it, so
   a host kernel links and compiles only the code it calls, and the 1x1
   kernel stays as small as it was.

   With x NCHW (n, c, h, w) padded by top rows above and left columns
   left (+0.0; as needed below and right), w the ONNX F x C x KH x KW
   filter (contiguous), strides sh (rows) and sw (columns: 1 here, 2 in
   conv_f32_nchwk_s2.h):

     acc[n,f,oh,ow] = init + sum over blocks of kchanblock's channels, then kh,
                      kw, then the block's c ascending of
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

   The output pixels of a channel are vectors: VR = ceil(OW / V) a row,
   rows in turn, or, flat (stride 1 and W == OW, where rows are short:
   resnet's 7x7 and 14x14), ceil(OH*OW / V) vectors of consecutive pixels
   across rows, each tap a constant offset from them in the input, its
   lanes masked where they leave the input's rows or columns. Work items
   are (n, a panel of PS vectors, a group of FG tiles of MR channels),
   channel groups fastest: the input the panel reads stays in cache while
   the channel groups pass over it (the caller picks FG so a group's
   filter rows stay in L1 too). The panel's vectors go NR at a time into
   register tiles of MR channels (past the last whole tile, the last MR
   channels, storing those no other tile does: F >= MR): a tile may span
   rows, so that (PS a multiple of NR) every tile but the plane's last
   has NR vectors, and the plane's last vectors short of NR go one a tile
   (ktile_n). A tile's taps (their
   input offsets and masks) are computed once for its group's channel
   tiles: with few input channels (a first convolution's 3) they cost as
   much as the products. The function computes items [i0, i1), so threads
   share one convolution by item ranges and each output's arithmetic is
   the same in any range. Every address is int64, sizes and strides in
   elements. */

#include <stdint.h>
#include <string.h>

/* KFLAT 1: the kernel takes flat planes only (the caller's gate), so its
   tiles by rows are not compiled. */
#ifndef KFLAT
#define KFLAT 0
#endif

/* KS2B 1 (conv_f32_nchwk_s2b.h's files): the kernel's body for the
   stride-2 entry point by bands alone, SYM not compiled. */
#ifndef KS2B
#define KS2B 0
#endif


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

/* The input channels a register tile runs each tap over before the next
   tap (ktile): a tap's offsets and masks load once for them (a mask
   loaded into a mask register is a shuffle-port uop on Intel cores, the
   port of the second FMA unit), while their input rows (KCB x the rows
   the taps read) and filter rows (MR x KCB x KH x KW) stay in L1. */
#ifndef KCB
#define KCB 16
#endif

/* The input channels a block runs: KCB, or KCB / 2 where channels'
   planes lie a multiple of 4 KiB apart (HW * 4 bytes: 32x32 and 64x64
   planes). The L1 data caches of the Xeon and the EPYC have 64 sets of
   12 ways (48 KiB), so such planes' rows fall in the same sets channel
   after channel, and a block of 16 channels' rows overflows the ways:
   the block's next tap reloads them from L2. Whole convolutions, one
   thread: cnn_fp32's 32x32 (64 channels, batch 8) in blocks of 8
   against 16 took 0.84-0.93 of the time on the Xeon (a harness calling
   this kernel, three processes) and 0.94-0.95 on the EPYC
   (BenchmarkConvNCHWK), a 64x64 plane 0.87-0.90; planes that do not
   alias were within noise either way. */
static inline __attribute__((always_inline)) int64_t kchanblock(int64_t HW) {
  return (HW * 4) % 4096 == 0 ? KCB / 2 : KCB;
}

/* The taps of nr vectors of output pixels, vector j the columns from
   o0[j] of row oh[j]: tap t = kh*KW + kw of vector j reads a channel's
   plane from at[t][j], its lanes on in mt[t][j] (its low V bits). Lanes
   whose row and column lie in the input (and whose output exists) load
   it; the others are +0.0, the pad value. */
static inline __attribute__((always_inline)) void ktaps(int nr, const kgeom *g, const int64_t *oh,
    const int64_t *o0, int64_t at[][NR], uint32_t mt[][NR]) {
  const int64_t H = g->H, W = g->W, OW = g->OW, KW = g->KW;
  for (int64_t kh = 0; kh < g->KH; kh++)
    for (int64_t kw = 0; kw < KW; kw++) {
      int64_t t = kh * KW + kw;
      for (int j = nr; j < NR; j++) at[t][j] = 0, mt[t][j] = 0;
      for (int j = 0; j < nr; j++) {
        int64_t ih = oh[j] * g->sh + kh - g->top, ol = OW - o0[j];
        int inside = ih >= 0 && ih < H;
        int64_t iw = o0[j] + kw - g->left;
        int64_t s = iw < 0 ? -iw : 0, e = W - iw;
        if (e > ol) e = ol;
        if (e > V) e = V;
        if (!inside || e <= s) s = e = 0;
        at[t][j] = (inside ? ih : 0) * W + iw;
        mt[t][j] = vmask_range32(s, e);
      }
    }
}

/* ktaps for vectors of flat pixels (stride 1, W == OW): vector j the
   output pixels p0[j] .. (p = oh*OW + ow, rows in turn), tap (kh, kw) at
   the constant offset (kh - top)*W + kw - left from each in the input,
   its lanes on where that row and column lie in the input. */
static inline __attribute__((always_inline)) void ktaps_flat(int nr, const kgeom *g, const int64_t *p0,
    int64_t at[][NR], uint32_t mt[][NR]) {
  const int64_t H = g->H, W = g->W, KH = g->KH, KW = g->KW;
  for (int j = 0; j < NR; j++) {
    /* The lanes are runs of one row each (lanes [a, e), row oh, columns
       from ow): a tap's row is in or out for the whole run, its columns
       in for one range of its lanes. */
    uint32_t rows[KMAX], cols[KMAX];
    for (int k = 0; k < KMAX; k++) rows[k] = cols[k] = 0;
    int64_t n = j < nr ? (g->P - p0[j] < V ? g->P - p0[j] : V) : 0, oh = p0[j] / W, ow = p0[j] % W;
    for (int64_t a = 0; a < n; oh++, ow = 0) {
      int64_t e = a + W - ow < n ? a + W - ow : n;
      for (int64_t kh = 0; kh < KH; kh++)
        if (oh + kh - g->top >= 0 && oh + kh - g->top < H) rows[kh] |= vmask_range32(a, e);
      for (int64_t kw = 0; kw < KW; kw++) {
        int64_t s = a + g->left - kw - ow, t = a + W + g->left - kw - ow;
        if (s < a) s = a;
        if (t > e) t = e;
        if (s < t) cols[kw] |= vmask_range32(s, t);
      }
      a = e;
    }
    for (int64_t kh = 0; kh < KH; kh++)
      for (int64_t kw = 0; kw < KW; kw++) {
        at[kh * KW + kw][j] = p0[j] + (kh - g->top) * W + kw - g->left;
        mt[kh * KW + kw][j] = rows[kh] & cols[kw];
      }
  }
}

/* One register tile: MR channels from f0 by NT (a constant: NR, or 1 for
   a panel's last vectors, one tile each) vectors of output pixels
   (ktaps' at and mt from column J0; a vector past the panel's has no
   lanes on), vector j stored at ob[j] of a channel's plane, its first
   ol[j] lanes; the channels from f0 + skip stored (the others belong to
   another tile). Inlined into each entry point (always_inline), the
   accumulators stay in registers; the tile is MR x NR, or MR x 1 for
   each of a panel's last vectors short of a whole tile (the kernel's
   code is those two tiles an entry point, not one per shape: a host
   kernel compiles all of it). The narrow tile is for planes of a vector
   or two more than whole tiles: resnet18's 14x14 (13 vectors) ran 15
   vectors' FMAs, 4 whole tiles and one of 1 vector in 3; with a tile of
   MR x 1 (a load and MR broadcasts a channel and tap: load ports, not
   FMAs, bound it) layer3's 3x3 went from 1.13 to 1.01 ms on the EPYC.
   (Tiles of 2 vectors too cost resnet_mini's cold finalize a tenth more
   CPU, for nothing measurable.) The
   products are the same in any tile, so are the bits. The taps run over
   blocks of KCB channels: the
   innermost loop (a channel of the block) is NT loads, MR broadcasts and
   MR x NT FMAs, its offsets and masks in registers (loading a tap's
   masks per channel, 3 mask loads a 24 FMAs, took a port of the FMAs on
   Intel cores), while the block's input rows and filter rows stay in L1
   across its taps. */
static inline __attribute__((always_inline)) void ktile_n(const float *x, const float *w, const float *y, float *out,
    const float *r, const float *bias, const kgeom *g, const int64_t *ob, const int64_t *ol,
    int64_t at[][NR], uint32_t mt[][NR], int64_t f0, int64_t skip, VEC lo, VEC hi, const int NT, int J0) {
  const int64_t C = g->C, HW = g->H * g->W, KK = g->KH * g->KW;
  const int64_t P = g->P;
  VEC acc[MR][NR];
  MASK m[NR];
  for (int j = 0; j < NT; j++) m[j] = vmask(ol[j]);
  for (int i = 0; i < MR; i++)
    for (int j = 0; j < NT; j++) {
      if (bias) acc[i][j] = vbcast(bias + f0 + i);
      else acc[i][j] = vload_m(y + (f0 + i) * P + ob[j], m[j]);
    }
  const float *wp = w + f0 * C * KK;
  const int64_t kcb = kchanblock(HW);
  for (int64_t c0 = 0; c0 < C; c0 += kcb) {
    const int64_t ce = C - c0 < kcb ? C : c0 + kcb;
    for (int64_t t = 0; t < KK; t++) {
      /* The tap's offsets and masks, once for the block's channels. */
      int64_t o[NR];
      uint32_t mk[NR];
      for (int j = 0; j < NT; j++) o[j] = at[t][J0 + j], mk[j] = mt[t][J0 + j];
      const float *xc = x + c0 * HW, *wc = wp + c0 * KK + t;
      /* Vectors whose lanes are all on load without their mask: on Intel
         cores a masked load is a second uop on the port of the second
         FMA unit (a microbenchmark of this loop on the Xeon: about 10%
         slower masked), so the channels' loop is compiled for each set
         of whole vectors (bit j: vector j whole), up to 3 vectors; a
         tile of 4 takes all-whole or masked. The loads are the same
         values either way, so are the bits. */
      int full = 0;
      for (int j = 0; j < NT; j++) full |= (mk[j] & KWHOLE) == KWHOLE ? 1 << j : 0;
#define KCHANS(F)                                                                                                     \
  for (int64_t c = c0; c < ce; c++, xc += HW, wc += KK) {                                                            \
    VEC a[NR];                                                                                                        \
    for (int j = 0; j < NT; j++) a[j] = ((F) >> j & 1) ? vload(xc + o[j]) : vload_m(xc + o[j], (MASK)mk[j]);       \
    for (int i = 0; i < MR; i++) {                                                                                    \
      VEC b = vbcast(wc + i * C * KK);                                                                                \
      for (int j = 0; j < NT; j++) acc[i][j] = vfma(a[j], b, acc[i][j]);                                              \
    }                                                                                                                 \
  }
      if (NT > 3) {
        if (full == (1 << NT) - 1) {
          KCHANS((1 << NT) - 1)
        } else {
          KCHANS(0)
        }
      } else
        switch (full) {
        case 1: KCHANS(1) break;
        case 2: KCHANS(2) break;
        case 3: KCHANS(3) break;
        case 4: KCHANS(4) break;
        case 5: KCHANS(5) break;
        case 6: KCHANS(6) break;
        case 7: KCHANS(7) break;
        default: KCHANS(0)
        }
#undef KCHANS
    }
  }
  /* The stores read a copy: every index of acc is a constant (its loops
     unroll whole), so the accumulators stay in registers through the
     loops above (the stores' loop need not unroll: with MR 6 x NR 4,
     LLVM kept acc in memory and stored it at every channel). Rows before
     skip store nothing: masked off. */
  VEC res[MR][NR];
#pragma clang loop unroll(full)
  for (int i = 0; i < MR; i++)
#pragma clang loop unroll(full)
    for (int j = 0; j < NT; j++) res[i][j] = acc[i][j];
  for (int i = 0; i < MR; i++)
    for (int j = 0; j < NT; j++) {
      int64_t o = (f0 + i) * P + ob[j];
      MASK ms = i >= skip ? m[j] : (MASK)0;
      vstore_m(out + o, g->ep ? kepilogue(res[i][j], r + o, ms, g->ep, lo, hi) : res[i][j], ms);
    }
}

/* ktile of the whole register tile (NR vectors): the tile the stride-2
   entry point (conv_f32_nchwk_s2.h) and KITEMS run. */
static inline __attribute__((always_inline)) void ktile(const float *x, const float *w, const float *y, float *out,
    const float *r, const float *bias, const kgeom *g, const int64_t *ob, const int64_t *ol,
    int64_t at[][NR], uint32_t mt[][NR], int64_t f0, int64_t skip, VEC lo, VEC hi) {
  ktile_n(x, w, y, out, r, bias, g, ob, ol, at, mt, f0, skip, lo, hi, NR, 0);
}

/* KITEMS(FLAT_TAPS, ROW_TAPS) is the entry points' work: items [i0,
   i1) of the convolution g describes, each tile's tap tables (at, mt)
   written by FLAT_TAPS over flat vectors of output pixels (ob: the
   vectors' first pixels) or by ROW_TAPS over vectors by rows (oh, o0:
   their rows and first columns). It reads the entry point's x, w, y, out,
   r, bias, g, lo, hi and arguments (i0, i1, F, OH, OW, PS, FG, flat,
   xsn, ysn, osn, rsn). A macro, not an always_inline function taking the
   taps as function pointers: that reordered LLVM's inlining and changed
   SYM's IR; this way each entry point compiles as if written out. */
#define KITEMS(FLAT_TAPS, ROW_TAPS)                                                                                   \
  do {                                                                                                                \
    /* The vectors of output pixels: flat, ceil(P / V) over the plane;                                                \
       else VR a row, rows in turn. */                                                                                \
    int64_t VR = (OW + V - 1) / V, S = KFLAT || flat ? (OH * OW + V - 1) / V : OH * VR;                               \
    int64_t FT = (F + MR - 1) / MR, GT = (FT + FG - 1) / FG, PT = (S + PS - 1) / PS;                                  \
    int64_t at[KMAX * KMAX][NR];                                                                                      \
    uint32_t mt[KMAX * KMAX][NR];                                                                                     \
    for (int64_t it = i0; it < i1; it++) {                                                                            \
      int64_t gt = it % GT, pt = it / GT % PT, n = it / GT / PT;                                                      \
      int64_t fe = (gt + 1) * FG * MR < F ? (gt + 1) * FG * MR : F;                                                   \
      int64_t se = (pt + 1) * PS < S ? (pt + 1) * PS : S;                                                             \
      const float *xn = x + n * xsn, *yn = y + n * ysn, *rn = r ? r + n * rsn : 0;                                    \
      float *on = out + n * osn;                                                                                      \
      /* The item's vectors go NR a tile; each tile's taps once for the                                               \
         item's FG tiles of channels. */                                                                              \
      for (int64_t s = pt * PS; s < se; s += NR) {                                                                    \
        int nr = se - s >= NR ? NR : (int)(se - s);                                                                   \
        int64_t ob[NR], ol[NR];                                                                                       \
        if (KFLAT || flat) {                                                                                          \
          for (int j = 0; j < NR; j++) {                                                                              \
            ob[j] = (s + j < se ? s + j : se - 1) * V;                                                                \
            ol[j] = j < nr ? g.P - ob[j] : 0;                                                                         \
          }                                                                                                           \
          FLAT_TAPS;                                                                                                  \
        } else {                                                                                                      \
          int64_t oh[NR], o0[NR];                                                                                     \
          for (int j = 0; j < NR; j++) {                                                                              \
            int64_t v = s + j < se ? s + j : se - 1;                                                                  \
            oh[j] = v / VR;                                                                                           \
            o0[j] = v % VR * V;                                                                                       \
            ob[j] = oh[j] * OW + o0[j];                                                                               \
            ol[j] = j < nr ? OW - o0[j] : 0;                                                                          \
          }                                                                                                           \
          ROW_TAPS;                                                                                                   \
        }                                                                                                             \
        for (int64_t f0 = gt * FG * MR; f0 < fe; f0 += MR) {                                                          \
          /* Past the last whole tile of channels: the last MR channels (F                                            \
             >= MR: the caller's gate), storing those not stored yet. */                                              \
          int64_t t0 = fe - f0 >= MR ? f0 : F - MR, skip = f0 - t0;                                                   \
          if (nr == NR)                                                                                               \
            ktile(xn, w, yn, on, rn, bias, &g, ob, ol, at, mt, t0, skip, lo, hi);                                     \
          else /* the panel's last vectors: a tile of one each */                                                     \
            for (int q = 0; q < nr; q++)                                                                              \
              ktile_n(xn, w, yn, on, rn, bias, &g, ob + q, ol + q, at, mt, t0, skip, lo, hi, 1, q);                   \
        }                                                                                                             \
      }                                                                                                               \
    }                                                                                                                 \
  } while (0)

#if !KS2B
void SYM(int64_t xp, int64_t wp, int64_t yp, int64_t i0, int64_t i1, int64_t C, int64_t F, int64_t H, int64_t W,
    int64_t OH, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t top, int64_t left, int64_t PS,
    int64_t FG, int64_t flat, int64_t xsn, int64_t ysn, int64_t bp, int64_t op, int64_t osn, int64_t rp, int64_t rsn,
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
  (void)sw; /* 1: the caller's gate (at 2 it calls conv_f32_nchwk_s2.h's SYM_S2) */
  KITEMS(ktaps_flat(nr, &g, ob, at, mt), ktaps(nr, &g, oh, o0, at, mt));
}
#endif

