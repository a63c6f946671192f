/* The float32 NCHW depthwise convolution micro-kernel's body, included by
   dwconv_f32_nchw_fma512.c (AVX-512F) and dwconv_f32_nchw_fma256.c (AVX2
   + FMA), which define first V, VEC, MASK, SYM, vmask, vbcast, vfma,
   vload_m, vstore_m, vadd, vmin, vmax as conv_f32_nchw.h's includers do,
   vmask_range(s, e), the mask of lanes [s, e) (s < e, or 0 and 0: none),
   EMASK and emask(s, e), the lanes [s, e) of 2V floats, vload_even(p, m),
   lanes 0, 2, .. 2V-2 of the 2V floats from p whose lanes m are loaded,
   the others +0.0, vload_even_all(p), the same of all 2V lanes, the int32 lane vectors IVEC (ivset, ivadd, ivloadu,
   ivwrap: columns past W on to the next row), vmask_in(a, n), the lanes
   of a in [0, n), and mand(a, b), both masks' lanes; CH, the output
   vectors one pass over a row's taps keeps in registers, RN, the rows a
   pass takes where rows are short, and G x NV, the planes and vectors a
   block of flattened small planes takes.

   x is NCHW (n, c, h, w), w the C x KH x KW filter (ONNX's C x 1 x KH x
   KW, contiguous), out NCHW (n, c, oh, ow); the input is padded by pt
   rows above and pl columns left (and as needed below and right) with
   the pad value pad. Each output is

     acc = 0 + x[.. kh, kw ..] * w[c, kh, kw] over kh, then kw ascending

   one fused multiply-add each (the pad value where a tap leaves the
   input), then, with a bias (not NULL), b[c] + acc, then the epilogue
   steps of ep (two bits each from bit 0: 1 adds r, 2 minimumf with hi, 3
   maximumf with lo, 0 ends): the order of the NHWC kernel
   (dwconv_f32.h), its bias add and the consumer it replaces, so the
   bits are theirs, whichever of the paths below computes them.

   Work items are output rows (n, c, oh), oh fastest; the function
   computes rows [r0, r1), so threads share one convolution by row ranges
   and each output's arithmetic is the same in any range. The column
   stride is 1 or 2 and the pad value +0.0 (the caller's gate): each tap
   of a vector of outputs is one masked load of the input (stride 2: of
   two vectors, their even lanes kept), the lanes off (columns outside
   the row, rows outside the input) read as +0.0, the pad value, which the
   tap multiplies as the padded copy's would. Small planes at stride 1 (W
   at most V/2, OW == W) are flattened, G whole planes a block; other
   rows at stride 1 go RN (RN/2) rows of a plane a pass where a row is at
   most 2 (exactly 4) vectors, else one row a pass, CH vectors at a time;
   rows at stride 2 one a pass, CH/2 vectors at a time. 3x3 planes at
   stride and dilation 1 whose caller passes their tap masks (mtp, not 0:
   MASK_TABLE kernels, the masks lane bits) are flattened at any width,
   G3 whole planes or a run of rows of one a pass (flat3_block). */

#include <stdint.h>
#include <string.h>

static inline __attribute__((always_inline)) VEC dw_epilogue(VEC a, const float *r, MASK m, int64_t ep, VEC lo, VEC hi) {
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

/* The column masks of a row's vectors (stride 1), computed once a call:
   for vector J (outputs J*V ..) and tap column kw, the lanes whose input
   column lies in the row and whose output exists. A row of more than MAXJ
   vectors computes them as it goes. */
#define MAXJ 16

/* The mask of vector J at tap column kw (see above). */
static inline __attribute__((always_inline)) MASK col_mask(int64_t J, int64_t kw, int64_t W, int64_t OW, int64_t dw,
    int64_t pl) {
  int64_t ol = OW - J * V, iw0 = J * V + kw * dw - pl;
  int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
  if (e0 > ol) e0 = ol;
  if (e0 > V) e0 = V;
  if (e0 <= s0) s0 = e0 = 0;
  return vmask_range(s0, e0);
}

/* Stride 1: a chunk of nv vectors of the outputs from vector J0 of nr
   consecutive rows from oh of one plane (with constant nr and nv,
   always_inline into the dispatch, the accumulators stay in registers;
   the rows' chains of FMAs are independent, and share each tap's weight
   and column mask). oc and rc are row oh's; cm the column masks, or NULL
   (a row of more than MAXJ vectors). */
static inline __attribute__((always_inline)) void chunk(const float *xc, const float *wc, float *oc, const float *rc,
    const float *bias, int nr, int nv, int64_t J0, int64_t oh, int64_t H, int64_t W, int64_t OW, int64_t KH,
    int64_t KW, int64_t sh, int64_t dh, int64_t dw, int64_t pt, int64_t pl, const MASK *cm, int64_t ep, VEC lo,
    VEC hi) {
  VEC acc[RN][CH];
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nv; j++) acc[i][j] = (VEC){0};
  MASK none = vmask_range(0, 0);
  for (int64_t kh = 0; kh < KH; kh++) {
    int inside[RN];
    const float *xr[RN];
    for (int i = 0; i < nr; i++) {
      int64_t ih = (oh + i) * sh + kh * dh - pt;
      inside[i] = ih >= 0 && ih < H;
      xr[i] = xc + (inside[i] ? ih : 0) * W;
    }
    for (int64_t kw = 0; kw < KW; kw++) {
      VEC wv = vbcast(wc + kh * KW + kw);
      for (int j = 0; j < nv; j++) {
        /* Lanes whose column lies in the row (and whose output exists)
           load it; the others are the pad value, +0.0, as are all of a
           row outside the input. */
        int64_t J = J0 + j, iw0 = J * V + kw * dw - pl;
        MASK m = cm ? cm[J * KW + kw] : col_mask(J, kw, W, OW, dw, pl);
        for (int i = 0; i < nr; i++) acc[i][j] = vfma(vload_m(xr[i] + iw0, inside[i] ? m : none), wv, acc[i][j]);
      }
    }
  }
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nv; j++) {
      int64_t o = i * OW + (J0 + j) * V;
      MASK m = vmask(OW - (J0 + j) * V);
      VEC a = acc[i][j];
      if (bias) a = vadd(vbcast(bias), a);
      vstore_m(oc + o, dw_epilogue(a, rc ? rc + o : 0, m, ep, lo, hi), m);
    }
}

/* Stride 2: a chunk of nv vectors of a row's outputs from o0 (with
   constant nv, always_inline into the dispatch, the accumulators stay in
   registers): each tap the even lanes of two vectors of the input row. */
static inline __attribute__((always_inline)) void chunk_s2(const float *xc, const float *wc, float *oc, const float *rc,
    const float *bias, int nv, int64_t o0, int64_t oh, int64_t H, int64_t W, int64_t OW, int64_t KH, int64_t KW,
    int64_t sh, int64_t dh, int64_t dw, int64_t pt, int64_t pl, int64_t ep, VEC lo, VEC hi) {
  VEC acc[CH];
  for (int j = 0; j < nv; j++) acc[j] = (VEC){0};
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t ih = oh * sh + kh * dh - pt;
    int inside = ih >= 0 && ih < H;
    const float *xr = xc + (inside ? ih : 0) * W;
    for (int64_t kw = 0; kw < KW; kw++) {
      VEC wv = vbcast(wc + kh * KW + kw);
      for (int j = 0; j < nv; j++) {
        /* Lanes whose column lies in the row (and whose output exists)
           load it; the others are the pad value, +0.0: the even columns
           of 2V from iw0. */
        int64_t ol = OW - o0 - j * V;
        int64_t iw0 = 2 * (o0 + j * V) + kw * dw - pl;
        int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
        if (e0 > 2 * ol - 1) e0 = 2 * ol - 1;
        if (e0 > 2 * V) e0 = 2 * V;
        if (!inside || e0 <= s0) s0 = e0 = 0;
        /* A vector whose lanes all lie in the row loads plainly (no
           mask to move into a mask register). */
        VEC xv = s0 == 0 && e0 == 2 * V ? vload_even_all(xr + iw0) : vload_even(xr + iw0, emask(s0, e0));
        acc[j] = vfma(xv, wv, acc[j]);
      }
    }
  }
  for (int j = 0; j < nv; j++) {
    int64_t ol = OW - o0 - j * V;
    MASK m = vmask(ol);
    VEC a = acc[j];
    if (bias) a = vadd(vbcast(bias), a);
    vstore_m(oc + o0 + j * V, dw_epilogue(a, rc ? rc + o0 + j * V : 0, m, ep, lo, hi), m);
  }
}

/* Flattened planes (stride 1, OW == W, small planes): output pixel p =
   oh*W + ow of a plane reads, at tap t = (kh, kw), the input pixel p +
   off[t] (off[t] = (kh*dh - pt)*W + kw*dw - pl) of its plane, one
   constant offset a tap, so a vector of V consecutive pixels (which span
   rows: W < V fills the lanes all the same) is one masked load a tap. Its
   lane l is on where that input pixel lies in the plane (its row oh +
   kh*dh - pt in [0, H), its column ow + kw*dw - pl in [0, W)) and the
   output exists (p < OH*OW): fm[q*KT + t] for the plane's vector q,
   computed once a call. The masks and offsets depend on the pixels only,
   so a block of nv vectors takes g planes (channels) side by side. */
static inline __attribute__((always_inline)) void flat_block(const float *const *xg, const float *const *wg,
    float *const *og, const float *const *rg, const float *const *bg, int64_t q0, int64_t P, int64_t KT,
    const MASK *fm, const int64_t *off, int64_t ep, VEC lo, VEC hi) {
  const int g = G, nv = NV;
  VEC acc[G][NV];
  for (int j = 0; j < nv; j++)
    for (int i = 0; i < g; i++) acc[i][j] = (VEC){0};
  for (int64_t t = 0; t < KT; t++) {
    int64_t o = q0 * V + off[t];
    for (int j = 0; j < nv; j++) {
      MASK m = fm[(q0 + j) * KT + t];
      for (int i = 0; i < g; i++) acc[i][j] = vfma(vload_m(xg[i] + o + j * V, m), vbcast(wg[i] + t), acc[i][j]);
    }
  }
  for (int i = 0; i < g; i++)
    for (int j = 0; j < nv; j++) {
      VEC a = acc[i][j];
      if (bg[i]) a = vadd(vbcast(bg[i]), a);
      int64_t o = (q0 + j) * V;
      MASK m = vmask_range(0, o < P ? (P - o < V ? P - o : V) : 0);
      vstore_m(og[i] + o, dw_epilogue(a, rg[i] ? rg[i] + o : 0, m, ep, lo, hi), m);
    }
}

/* The flattened masks fm (see flat_block) of a plane's PV vectors. */
static void flat_masks(MASK *fm, int64_t *off, int64_t PV, int64_t H, int64_t W, int64_t KH, int64_t KW, int64_t dh,
    int64_t dw, int64_t pt, int64_t pl) {
  int32_t lr[V], lc[V];
  for (int l = 0; l < V; l++) lr[l] = 0, lc[l] = l;
  IVEC wv = ivset(W), row = ivloadu(lr), col = ivloadu(lc);
  for (int l = 0; l < V; l += (int)W) ivwrap(&col, &row, wv); /* lane l: row l / W, column l % W */
  IVEC vq = ivset(V / W), vr = ivset(V % W);
  int64_t KT = KH * KW;
  for (int64_t kh = 0; kh < KH; kh++)
    for (int64_t kw = 0; kw < KW; kw++) off[kh * KW + kw] = (kh * dh - pt) * W + kw * dw - pl;
  for (int64_t q = 0; q < PV; q++) {
    int64_t left = H * W - q * V;
    MASK e = vmask_range(0, left <= 0 ? 0 : left < V ? left : V);
    for (int64_t kh = 0; kh < KH; kh++) {
      MASK rm = mand(e, vmask_in(ivadd(row, ivset(kh * dh - pt)), H));
      for (int64_t kw = 0; kw < KW; kw++) fm[q * KT + kh * KW + kw] = mand(rm, vmask_in(ivadd(col, ivset(kw * dw - pl)), W));
    }
    row = ivadd(row, vq);
    col = ivadd(col, vr);
    ivwrap(&col, &row, wv);
  }
}

/* Flattened planes hold at most this many masks (vectors x taps). */
#define MAXFM 256

/* 3x3 taps, dilation 1, flattened planes (as flat_block, whose masks fm
   these are): the 9 taps unrolled at constant offsets from the plane's
   three input rows (xb: the vector's first output pixel moved up pt
   rows and left pl columns), each plane's 9 weights broadcast once into
   registers for all its vectors, g planes (at most G3) side by side
   sharing each tap's mask, nv vectors (at most NV3) a pass: g x nv
   independent chains of FMAs. Each output's arithmetic is flat_block's
   (0 plus the taps kh then kw, one FMA each, then the bias, then the
   epilogue). */
static inline __attribute__((always_inline)) void flat3_block(const float *const *xg, VEC wr[G3][9], float *const *og,
    const float *const *rg, const float *const *bg, int g, int nv, int64_t q0, int64_t P, int64_t W, int64_t base,
    const MASK *fm, int64_t ep, VEC lo, VEC hi) {
  VEC acc[G3][NV3];
  for (int j = 0; j < nv; j++)
    for (int i = 0; i < g; i++) acc[i][j] = (VEC){0};
  const MASK *fq = fm + q0 * 9;
  for (int kh = 0; kh < 3; kh++)
    for (int kw = 0; kw < 3; kw++)
      for (int j = 0; j < nv; j++) {
        MASK m = fq[j * 9 + kh * 3 + kw];
        for (int i = 0; i < g; i++) {
          const float *xb = xg[i] + q0 * V + base;
          acc[i][j] = vfma(vload_m(xb + kh * W + kw + j * V, m), wr[i][kh * 3 + kw], acc[i][j]);
        }
        /* A tap's loads no earlier than the tap before: unconstrained, the
           compiler hoists all of a block's loads and spills them. */
        if (j == nv - 1) __asm__ volatile("" ::: "memory");
      }
  for (int i = 0; i < g; i++)
    for (int j = 0; j < nv; j++) {
      VEC a = acc[i][j];
      if (bg[i]) a = vadd(vbcast(bg[i]), a);
      int64_t o = (q0 + j) * V;
      MASK m = vmask_range(0, P - o < V ? P - o : V);
      vstore_m(og[i] + o, dw_epilogue(a, rg[i] ? rg[i] + o : 0, m, ep, lo, hi), m);
    }
}

/* g whole planes (g a constant, at most G3) of a 3x3 flattened
   convolution: their weights into registers, then the plane's PV
   vectors NV3 a pass, the rest in one. base is -(pt*W + pl). */
static inline __attribute__((always_inline)) void flat3_planes(const float *const *xg, const float *const *wg,
    float *const *og, const float *const *rg, const float *const *bg, int g, int64_t P, int64_t qa, int64_t PV,
    int64_t W, int64_t base, const MASK *fm, int64_t ep, VEC lo, VEC hi) {
  VEC wr[G3][9];
  for (int i = 0; i < g; i++)
    for (int t = 0; t < 9; t++) wr[i][t] = vbcast(wg[i] + t);
  int64_t q0 = qa;
  for (; q0 + NV3 <= PV; q0 += NV3) flat3_block(xg, wr, og, rg, bg, g, NV3, q0, P, W, base, fm, ep, lo, hi);
  switch ((int)(PV - q0)) {
#define CASE(v) case v: flat3_block(xg, wr, og, rg, bg, g, v, q0, P, W, base, fm, ep, lo, hi); break;
    CASE(1)
#if NV3 > 2
    CASE(2)
#endif
#if NV3 > 3
    CASE(3)
#endif
#if NV3 > 4
    CASE(4)
#endif
#if NV3 > 5
    CASE(5)
#endif
#if NV3 > 6
    CASE(6)
#endif
#if NV3 > 7
    CASE(7)
#endif
#undef CASE
  }
}

/* flat3_planes with the epilogue's steps constant for the common ones
   (none, Relu, Clip either way round): no dispatch a vector. */
static inline __attribute__((always_inline)) void flat3_planes_ep(const float *const *xg, const float *const *wg,
    float *const *og, const float *const *rg, const float *const *bg, int g, int64_t P, int64_t qa, int64_t PV,
    int64_t W, int64_t base, const MASK *fm, int64_t ep, VEC lo, VEC hi) {
  switch (ep) {
#define EP(e) case e: flat3_planes(xg, wg, og, rg, bg, g, P, qa, PV, W, base, fm, e, lo, hi); break;
    EP(0) EP(3) EP(2 | 3 << 2) EP(3 | 2 << 2)
#undef EP
  default: flat3_planes(xg, wg, og, rg, bg, g, P, qa, PV, W, base, fm, ep, lo, hi);
  }
}


void SYM(int64_t xp, int64_t wp, int64_t op, int64_t r0, int64_t r1, int64_t C, int64_t H, int64_t W, int64_t OH,
    int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t pt, int64_t pl,
    int64_t padbits, int64_t xsn, int64_t osn, int64_t bp, int64_t rp, int64_t rsn, int64_t lobits, int64_t hibits,
    int64_t ep, int64_t mtp) {
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp, *r = (const float *)rp;
  float *out = (float *)op;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  (void)padbits; /* +0.0: the caller's gate */
  if (r0 >= r1) return;
  int s2 = sw == 2; /* else 1: the caller's gate */
  /* The first row's place; stride 1 counts rows on from it (no division
     a row). */
  int64_t oh = r0 % OH, c = r0 / OH % C, n = r0 / OH / C;
  int64_t KT = KH * KW, P = OH * OW, PV = (P + V - 1) / V;
  /* The flattened masks' vectors: PV, and as many more (no lane on) as
     make whole blocks of NV. */
  int64_t PVB = (PV + NV - 1) / NV * NV;
#ifdef MASK_TABLE
  if (mtp && sh == 1 && sw == 1 && OW == W && KH == 3 && KW == 3 && dh == 1 && dw == 1) {
    /* 3x3 flattened planes of any width (a vector's lanes span rows)
       with the caller's masks (flat_masks' fm of the plane's PV vectors,
       the same for every call): G3 whole planes a pass, else a run of a
       plane's rows that starts and ends on a vector (its last row ends
       the plane, or a vector); other rows go on below, a row at a time. */
    const MASK *fm = (const MASK *)mtp;
    int64_t base = -(pt * W + pl);
    while (r0 < r1) {
      int64_t oh1 = OH - oh <= r1 - r0 ? OH : oh + (r1 - r0);
      if (oh * W % V != 0 || (oh1 < OH && oh1 * W % V != 0)) break;
      int g = oh == 0 && r1 - r0 >= G3 * OH ? G3 : 1;
      const float *xg[G3], *wg[G3], *rg[G3], *bg[G3];
      float *og[G3];
      for (int i = 0; i < g; i++) {
        xg[i] = x + n * xsn + (c + i) * H * W;
        wg[i] = w + (c + i) * 9;
        bg[i] = bias ? bias + c + i : 0;
        og[i] = out + n * osn + (c + i) * P;
        rg[i] = r ? r + n * rsn + (c + i) * P : 0;
        if (c + i + 1 == C && i + 1 < g) g = i + 1; /* a batch's last channel: the pair stops there */
      }
      if (g == G3) {
        flat3_planes_ep(xg, wg, og, rg, bg, G3, P, 0, PV, W, base, fm, ep, lo, hi);
        c += G3;
        r0 += G3 * OH;
      } else {
        flat3_planes_ep(xg, wg, og, rg, bg, 1, P, oh * W / V, oh1 == OH ? PV : oh1 * W / V, W, base, fm, ep, lo, hi);
        r0 += oh1 - oh;
        oh = oh1;
        if (oh == OH) oh = 0, c++;
      }
      if (c == C) c = 0, n++;
    }
  } else
#endif
  if (sh == 1 && sw == 1 && OW == W && 2 * W <= V && PVB * KT <= MAXFM) {
    MASK fm[MAXFM];
    int64_t off[49];
    flat_masks(fm, off, PVB, H, W, KH, KW, dh, dw, pt, pl);
    /* Whole planes, G a block; rows of a plane cut by r0 or r1 go on
       below, a row at a time. */
    while (r0 < r1 && oh == 0 && r1 - r0 >= G * OH) {
      const float *xg[G], *wg[G], *rg[G], *bg[G];
      float *og[G];
      for (int i = 0; i < G; i++) {
        xg[i] = x + n * xsn + c * H * W;
        wg[i] = w + c * KT;
        bg[i] = bias ? bias + c : 0;
        og[i] = out + n * osn + c * P;
        rg[i] = r ? r + n * rsn + c * P : 0;
        if (++c == C) c = 0, n++;
      }
      for (int64_t q0 = 0; q0 < PV; q0 += NV) flat_block(xg, wg, og, rg, bg, q0, P, KT, fm, off, ep, lo, hi);
      r0 += G * OH;
    }
  }
  if (s2) {
    /* Stride 2, a row at a time (its place divided out: counting rows on
       as below was slower here), CH / 2 vectors a pass (each tap loads
       two; the finalize compiles fewer cases). */
    for (int64_t row = r0; row < r1; row++) {
      oh = row % OH, c = row / OH % C, n = row / OH / C;
      const float *xc = x + n * xsn + c * H * W, *wc = w + c * KH * KW, *bc = bias ? bias + c : 0;
      float *oc = out + n * osn + (c * OH + oh) * OW;
      const float *rc = r ? r + n * rsn + (c * OH + oh) * OW : 0;
      for (int64_t o0 = 0; o0 < OW; o0 += CH / 2 * V) {
        int64_t left = (OW - o0 + V - 1) / V;
        switch (left >= CH / 2 ? CH / 2 : (int)left) {
#define CASE(v) case v: chunk_s2(xc, wc, oc, rc, bc, v, o0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl, ep, lo, hi); break;
          CASE(1) CASE(2) CASE(3) CASE(4)
#undef CASE
        }
      }
    }
    return;
  }
  /* Rows: the column masks once a call (rows of at most MAXJ vectors). */
  int64_t nvr = (OW + V - 1) / V;
  MASK cmt[MAXJ * 7];
  const MASK *cm = 0;
  if (nvr <= MAXJ && KW <= 7) {
    for (int64_t J = 0; J < nvr; J++)
      for (int64_t kw = 0; kw < KW; kw++) cmt[J * KW + kw] = col_mask(J, kw, W, OW, dw, pl);
    cm = cmt;
  }
  for (int64_t row = r0; row < r1;) {
    const float *xc = x + n * xsn + c * H * W, *wc = w + c * KT, *bc = bias ? bias + c : 0;
    float *oc = out + n * osn + c * P + oh * OW;
    const float *rc = r ? r + n * rsn + c * P + oh * OW : 0;
    int64_t avail = OH - oh < r1 - row ? OH - oh : r1 - row;
    /* Rows of up to 2 vectors: RN rows a pass, of 4: RN / 2 (at most 8
       chains). */
    int nr = nvr == 4 ? RN / 2 : nvr <= 2 ? RN : 1;
    if (avail < nr) nr = 1;
    if (nr > 1) {
      switch (nvr) {
#define CASE(r, v) case v: chunk(xc, wc, oc, rc, bc, r, v, 0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl, cm, ep, lo, hi); break;
        CASE(RN, 1) CASE(RN, 2) CASE(RN / 2, 4)
#undef CASE
      }
    } else {
      for (int64_t J0 = 0; J0 < nvr; J0 += CH) {
        switch (nvr - J0 >= CH ? CH : (int)(nvr - J0)) {
#define CASE(v) case v: chunk(xc, wc, oc, rc, bc, 1, v, J0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl, cm, ep, lo, hi); break;
          CASE(1) CASE(2) CASE(3) CASE(4) CASE(5) CASE(6) CASE(7) CASE(8)
#undef CASE
        }
      }
    }
    row += nr;
    oh += nr;
    if (oh == OH) {
      oh = 0;
      if (++c == C) c = 0, n++;
    }
  }
}
