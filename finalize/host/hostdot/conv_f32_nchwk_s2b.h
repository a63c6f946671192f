/* The float32 NCHW KxK convolution at column stride 2 by bands: an entry
   point of the KxK kernel (conv_f32_nchwk.h: its ktile and kgeom) over
   the phases of conv_f32_nchwk_s2.h (s2taps, s2taps_flat, s2taps_rows),
   which each work item's panel of output rows writes itself for the
   input rows it reads. Its own files (conv_f32_nchwk_s2b_fma512.c, and
   conv_f32_nchwk4_s2b_fma512.c for the small planes' tile) include the
   kernel's with KS2B 1 (SYM, SYM_S2 and SYM_S2PREP not compiled): in the
   kernel's file, the code here changed the code LLVM made of SYM (its
   heuristics see the whole file), and a host kernel links this one only
   where it calls it. Besides those files' macros it needs KCAT(a, b)
   (pastes a and b) and vdeint (conv_f32_nchwk_s2.h's). */

/* SYM_S2B: SYM's name with _s2b. */
#define SYM_S2B KCAT(SYM, _s2b)

/* The planes (bit a*2 + b: plane (a, b)) some tap of a KH x KW filter
   reads at strides (sh, 2) from top and left pad rows and columns. */
static inline int64_t s2used(int64_t KH, int64_t KW, int64_t sh, int64_t top, int64_t left) {
  int64_t rows = 0, cols = 0, used = 0;
  for (int64_t kh = 0; kh < KH; kh++) rows |= (int64_t)1 << (kh - top - sh * s2div(kh - top, sh));
  for (int64_t kw = 0; kw < KW; kw++) cols |= (int64_t)1 << (kw - left - 2 * s2div(kw - left, 2));
  for (int64_t a = 0; a < sh; a++)
    if (rows >> a & 1) used |= cols << (2 * a);
  return used;
}

/* The input rows [*ia, *ib) (of H) that output rows [r0, r1) read with
   KH rows of taps at row stride sh from top pad rows: the band a panel's
   phases hold, its top pad top + *ia - r0*sh. */
static inline void s2band(int64_t r0, int64_t r1, int64_t H, int64_t KH, int64_t sh, int64_t top, int64_t *ia,
    int64_t *ib) {
  int64_t a = r0 * sh - top, b = (r1 - 1) * sh - top + KH;
  if (a < 0) a = 0;
  if (b > H) b = H;
  if (b < a) b = a;
  *ia = a;
  *ib = b;
}

/* conv_f32_nchwk.h's SYM at column stride 2 over the input x itself (H,
   W: its size; xsn: its n stride), SYM's arguments, then sp: scratch of
   the floats the largest band's phases take (nchwkS2BandFloats). The
   work items are SYM's (n, a panel of PS vectors, a group of FG tiles of
   channels; channel groups fastest). Each panel a call has items of
   writes the phases of the input rows its output rows read, all C
   channels, into sp (s2phase: as SYM_S2PREP writes the whole input's,
   of the band as an input of its own, its top pad the band's), and its
   items read them: no pass over the whole input, and a band the caches
   keep while the channel groups pass over it (a call that starts in the
   middle of a panel writes its band again: the caller gives calls whole
   panels). A panel's items go register tile by tile, each tile's taps
   computed once for all their channel groups (SYM computes them once per
   group: for a first convolution's 3 channels they cost as much as the
   products); a panel's last vectors short of a tile go in tiles of one
   each, as in SYM. The products and their order are ktile's: the same
   bits as SYM_S2's. */
void SYM_S2B(int64_t xp, int64_t wp, int64_t yp, int64_t i0, int64_t i1, int64_t C, int64_t F, int64_t H, int64_t W,
    int64_t OH, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t top, int64_t left, int64_t PS,
    int64_t FG, int64_t flat, int64_t xsn, int64_t ysn, int64_t bp, int64_t op, int64_t osn, int64_t rp, int64_t rsn,
    int64_t lobits, int64_t hibits, int64_t ep, int64_t sp) {
  (void)sw; /* 2: the caller's gate */
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp;
  const float *y = (const float *)yp, *r = (const float *)rp;
  float *out = (float *)op, *buf = (float *)sp;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  const int64_t P = OH * OW, PW = flat ? OW : (W + 1) / 2;
  const int64_t VR = (OW + V - 1) / V, S = KFLAT || flat ? (P + V - 1) / V : OH * VR;
  const int64_t FT = (F + MR - 1) / MR, GT = (FT + FG - 1) / FG, PT = (S + PS - 1) / PS;
  int64_t at[KMAX * KMAX][NR];
  uint32_t mt[KMAX * KMAX][NR];
  s2taps p; /* the band's taps */
  for (int64_t it = i0; it < i1;) {
    /* Panel pn's channel groups [g0, g1) (its items in [i0, i1)). */
    int64_t pn = it / GT, g0 = it % GT, g1 = (pn + 1) * GT < i1 ? GT : g0 + i1 - it;
    int64_t pt = pn % PT, n = pn / PT;
    int64_t se = (pt + 1) * PS < S ? (pt + 1) * PS : S;
    it += g1 - g0;
    /* Its output rows [r0, r1) and their band. */
    int64_t r0, r1;
    if (KFLAT || flat) {
      int64_t pe = se * V < P ? se * V : P;
      r0 = pt * PS * V / OW;
      r1 = (pe + OW - 1) / OW;
    } else {
      r0 = pt * PS / VR;
      r1 = (se - 1) / VR + 1;
    }
    int64_t ia, ib;
    s2band(r0, r1, H, KH, sh, top, &ia, &ib);
    int64_t HB = ib - ia, tb = top + ia - r0 * sh, HP = (HB + sh - 1) / sh;
    int64_t used = s2used(KH, KW, sh, tb, left), CS = sh * 2 * HP * PW;
    const float *xb = x + n * xsn + ia * W;
    for (int64_t c = 0; c < C; c++) s2phase(xb + c * H * W, buf + c * CS, HB, W, HP, PW, sh, used, 0, HP);
    s2taps_init(&p, HB, W, KH, KW, sh, tb, left, HP, PW);
    /* ktile's geometry (a channel's planes one plane of sh*2*HP rows of
       PW; the output's plane whole) and the taps' (the output from row
       r0). */
    kgeom g = {C, sh * 2 * HP, PW, OH, OW, KH, KW, 1, 0, 0, P, ep}, gb = g;
    gb.P = P - r0 * OW;
    const float *yn = y + n * ysn, *rn = r ? r + n * rsn : 0;
    float *on = out + n * osn;
    for (int64_t s = pt * PS; s < se; s += NR) {
      int nr = se - s >= NR ? NR : (int)(se - s);
      int64_t ob[NR], ol[NR];
      if (KFLAT || flat) {
        int64_t pb[NR];
        for (int j = 0; j < NR; j++) {
          ob[j] = (s + j < se ? s + j : se - 1) * V;
          ol[j] = j < nr ? P - ob[j] : 0;
          pb[j] = ob[j] - r0 * OW;
        }
        s2taps_flat(nr, &gb, &p, pb, at, mt);
      } else {
        int64_t oh[NR], o0[NR];
        for (int j = 0; j < NR; j++) {
          int64_t v = s + j < se ? s + j : se - 1;
          oh[j] = v / VR;
          o0[j] = v % VR * V;
          ob[j] = oh[j] * OW + o0[j];
          ol[j] = j < nr ? OW - o0[j] : 0;
          oh[j] -= r0;
        }
        s2taps_rows(nr, &gb, &p, oh, o0, at, mt);
      }
      int64_t fe = g1 * FG * MR < F ? g1 * FG * MR : F;
      for (int64_t f0 = g0 * FG * MR; f0 < fe; f0 += MR) {
        /* Past the last whole tile of channels: the last MR channels (F
           >= MR: the caller's gate), storing those not stored yet. */
        int64_t t0 = fe - f0 >= MR ? f0 : F - MR, skip = f0 - t0;
        if (nr == NR)
          ktile(buf, w, yn, on, rn, bias, &g, ob, ol, at, mt, t0, skip, lo, hi);
        else /* the panel's last vectors: a tile of one each */
          for (int q = 0; q < nr; q++)
            ktile_n(buf, w, yn, on, rn, bias, &g, ob + q, ol + q, at, mt, t0, skip, lo, hi, 1, q);
      }
    }
  }
}
