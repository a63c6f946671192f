/* The float32 NCHW KxK convolution at column stride 2, by phases: a
   second entry point of the KxK kernel (conv_f32_nchwk.h, which this
   follows in conv_f32_nchwk_fma512.c: its ktile, kgeom and KMAX), and the
   pass that feeds it. Besides conv_f32_nchwk.h's macros it needs
     SYM_S2, SYM_S2PREP  the two functions' symbols (SYM's with _s2 and
                       _s2prep);
     vdeint(a, b, ev, od)  the even lanes (0, 2, .., 2V-2) of the 2V floats
                       a, b into ev and the odd ones into od.

   A convolution at strides (sh, 2) reads every second column of a row,
   and a vector of V outputs would need the even lanes of 2V inputs: a
   permute per tap and channel (the KxK kernel's first stride-2 path did
   that, and the 3x3 over many channels ran slower than on the NHWC
   kernel). Split the input
   instead into its sh x 2 phases, plane (a, b) of a channel holding the
   rows a, a + sh, .. and the columns b, b + 2, .. (rows of PW floats, HP
   rows each): then tap (kh, kw) of output (oh, ow) is row oh + dr of
   plane (a, b) at column ow + dc, where kh - top = sh*dr + a and kw - left
   = 2*dc + b (floor division): a stride-1 tap, a plain masked load
   of V consecutive floats, the lanes that leave the plane's rows or
   columns off (+0.0, the pad value, as in conv_f32_nchwk.h). SYM_S2PREP
   writes the phases (one pass over the input: the even and odd lanes of
   each pair of vectors, only the planes some tap reads); SYM_S2 is
   conv_f32_nchwk.h's SYM over them, with ktile itself: the products a
   direct stride-2 tile makes (the even lanes), in its order, so the same
   bits. Where the planes' rows are no longer
   than the output's (PW == OW), the taps are constant offsets from the
   output pixels across rows (flat, as at stride 1): resnet's 7x7 output
   of a 14x14 input fills its vectors.

   The phases' layout (both functions compute it the same way): HP =
   ceil(H / sh) rows, PW = OW where flat, else ceil(W / 2); plane (a, b)
   of channel c of image n at ((n*C + c)*sh*2 + a*2 + b) * HP*PW. */

/* KFLAT 1 (a file including this one for flat planes only): the tiles
   by rows are not compiled. */
#ifndef KFLAT
#define KFLAT 0
#endif

/* The phases' rows and their length. */
static inline void s2pitch(int64_t H, int64_t W, int64_t OW, int64_t sh, int64_t flat, int64_t *hp, int64_t *pw) {
  *hp = (H + sh - 1) / sh;
  *pw = flat ? OW : (W + 1) / 2;
}

/* floor(a / b) and a - b*floor(a / b) for b > 0. */
static inline int64_t s2div(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

/* The rows (columns) of phase a of n rows at stride s: a, a + s, .. < n. */
static inline int64_t s2len(int64_t n, int64_t a, int64_t s) { return a < n ? (n - a + s - 1) / s : 0; }

/* Writes the phases of rows [r0, r1) of the phases' rows of one channel's
   H x W plane xc (rows of W floats) into bc (its sh x 2 planes of HP rows
   of PW floats), those whose bit a*2 + b is on in used: the even and odd
   lanes of each pair of vectors of an input row: SYM_S2PREP's loop over
   its blocks of rows and SYM_S2B's over a band's (conv_f32_nchwk_s2b.h). */
static inline __attribute__((always_inline)) void s2phase(const float *xc, float *bc, int64_t H, int64_t W, int64_t HP,
    int64_t PW, int64_t sh, int64_t used, int64_t r0, int64_t r1) {
  for (int64_t a = 0; a < sh; a++) {
    int ue = used >> (a * 2) & 1, uo = used >> (a * 2 + 1) & 1;
    if (!ue && !uo) continue;
    int64_t ha = s2len(H, a, sh), w0 = s2len(W, 0, 2), w1 = s2len(W, 1, 2);
    if (ha > HP) ha = HP;
    if (ha > r1) ha = r1;
    if (w0 > PW) w0 = PW;
    if (w1 > PW) w1 = PW;
    float *e = bc + (a * 2) * HP * PW, *o = e + HP * PW;
    for (int64_t i = r0; i < ha; i++) {
      const float *xr = xc + (sh * i + a) * W;
      /* Columns 2j and 2j+1 for j from j0: V of each from 2V floats. */
      for (int64_t j0 = 0; j0 < w0; j0 += V) {
        int64_t n = W - 2 * j0;
        MASK ml = vmask(n), mh = vmask(n > V ? n - V : 0);
        VEC ev, od;
        vdeint(vload_m(xr + 2 * j0, ml), vload_m(xr + 2 * j0 + V, mh), ev, od);
        int64_t ne = w0 - j0, no = w1 - j0;
        if (ue) vstore_m(e + i * PW + j0, ev, vmask(ne));
        if (uo && no > 0) vstore_m(o + i * PW + j0, od, vmask(no));
      }
    }
  }
}

#if !KS2B
/* Writes the phases of items [i0, i1) of the N x C channels of x (n
   stride xsn, planes of H x W) by blocks of RB of the phases' rows (item
   it: channel it / ceil(HP / RB), its rows' block it % ceil(HP / RB)),
   those whose bit a*2 + b is on in used, into buf. */
void SYM_S2PREP(int64_t xp, int64_t bp, int64_t i0, int64_t i1, int64_t C, int64_t H, int64_t W, int64_t OW,
    int64_t sh, int64_t flat, int64_t xsn, int64_t used, int64_t RB) {
  const float *x = (const float *)xp;
  float *buf = (float *)bp;
  int64_t HP, PW;
  s2pitch(H, W, OW, sh, flat, &HP, &PW);
  const int64_t NP = sh * 2, NB = (HP + RB - 1) / RB;
  for (int64_t it = i0; it < i1; it++) {
    int64_t ch = it / NB, r0 = it % NB * RB;
    const float *xc = x + ch / C * xsn + ch % C * H * W;
    float *bc = buf + ch * NP * HP * PW;
    s2phase(xc, bc, H, W, HP, PW, sh, used, r0, r0 + RB);
  }
}

#endif

/* The taps of one convolution's phases: for each kh, the offset of its
   row phase's planes, its row shift and the rows the phase has; for each
   kw, the same for its column phase. */
typedef struct {
  int64_t roff[KMAX], dr[KMAX], rows[KMAX];
  int64_t coff[KMAX], dc[KMAX], cols[KMAX];
  int64_t PW;
} s2taps;

static inline void s2taps_init(s2taps *p, int64_t H, int64_t W, int64_t KH, int64_t KW, int64_t sh, int64_t top,
    int64_t left, int64_t HP, int64_t PW) {
  p->PW = PW;
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t d = s2div(kh - top, sh), a = kh - top - sh * d, n = s2len(H, a, sh);
    p->roff[kh] = a * 2 * HP * PW;
    p->dr[kh] = d;
    p->rows[kh] = n < HP ? n : HP;
  }
  for (int64_t kw = 0; kw < KW; kw++) {
    int64_t d = s2div(kw - left, 2), b = kw - left - 2 * d, n = s2len(W, b, 2);
    p->coff[kw] = b * HP * PW;
    p->dc[kw] = d;
    p->cols[kw] = n < PW ? n : PW;
  }
}

/* ktaps over the phases, by rows: vector j the columns from o0[j] of
   output row oh[j]. */
static inline __attribute__((always_inline)) void s2taps_rows(int nr, const kgeom *g, const s2taps *p,
    const int64_t *oh, const int64_t *o0, int64_t at[][NR], uint32_t mt[][NR]) {
  for (int64_t kh = 0; kh < g->KH; kh++)
    for (int64_t kw = 0; kw < g->KW; kw++) {
      int64_t t = kh * g->KW + kw;
      for (int j = nr; j < NR; j++) at[t][j] = 0, mt[t][j] = 0;
      for (int j = 0; j < nr; j++) {
        int64_t ih = oh[j] + p->dr[kh], iw = o0[j] + p->dc[kw];
        int inside = ih >= 0 && ih < p->rows[kh];
        int64_t s = iw < 0 ? -iw : 0, e = p->cols[kw] - iw, n = g->OW - o0[j];
        if (e > n) e = n;
        if (e > V) e = V;
        if (!inside || e <= s) s = e = 0;
        at[t][j] = p->roff[kh] + p->coff[kw] + (inside ? ih : 0) * p->PW + iw;
        mt[t][j] = vmask_range32(s, e);
      }
    }
}

/* ktaps over the phases, flat (PW == OW): vector j the output pixels from
   p0[j], rows in turn; tap (kh, kw) at a constant offset from them. */
static inline __attribute__((always_inline)) void s2taps_flat(int nr, const kgeom *g, const s2taps *p,
    const int64_t *p0, int64_t at[][NR], uint32_t mt[][NR]) {
  const int64_t OW = g->OW, KH = g->KH, KW = g->KW;
  for (int j = 0; j < NR; j++) {
    uint32_t rows[KMAX], cols[KMAX];
    for (int k = 0; k < KMAX; k++) rows[k] = cols[k] = 0;
    int64_t n = j < nr ? (g->P - p0[j] < V ? g->P - p0[j] : V) : 0, oh = p0[j] / OW, ow = p0[j] % OW;
    for (int64_t a = 0; a < n; oh++, ow = 0) {
      /* Lanes [a, e): row oh, columns from ow. */
      int64_t e = a + OW - ow < n ? a + OW - ow : n;
      for (int64_t kh = 0; kh < KH; kh++)
        if (oh + p->dr[kh] >= 0 && oh + p->dr[kh] < p->rows[kh]) rows[kh] |= vmask_range32(a, e);
      for (int64_t kw = 0; kw < KW; kw++) {
        /* Lane l reads column ow + l - a + dc: in [0, cols). */
        int64_t s = a - ow - p->dc[kw], t = s + p->cols[kw];
        if (s < a) s = a;
        if (t > e) t = e;
        if (s < t) cols[kw] |= vmask_range32(s, t);
      }
      a = e;
    }
    for (int64_t kh = 0; kh < KH; kh++)
      for (int64_t kw = 0; kw < KW; kw++) {
        at[kh * KW + kw][j] = p->roff[kh] + p->coff[kw] + p0[j] + p->dr[kh] * OW + p->dc[kw];
        mt[kh * KW + kw][j] = rows[kh] & cols[kw];
      }
  }
}

#if !KS2B
/* conv_f32_nchwk.h's SYM at column stride 2 over the phases SYM_S2PREP
   wrote to x (H, W: the input's size; xsn: the phases' n stride), the
   same arguments. */
void SYM_S2(int64_t xp, int64_t wp, int64_t yp, int64_t i0, int64_t i1, int64_t C, int64_t F, int64_t H, int64_t W,
    int64_t OH, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t top, int64_t left, int64_t PS,
    int64_t FG, int64_t flat, int64_t xsn, int64_t ysn, int64_t bp, int64_t op, int64_t osn, int64_t rp, int64_t rsn,
    int64_t lobits, int64_t hibits, int64_t ep) {
  (void)sw; /* 2: the caller's gate */
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp;
  const float *y = (const float *)yp, *r = (const float *)rp;
  float *out = (float *)op;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  int64_t HP, PW;
  s2pitch(H, W, OW, sh, flat, &HP, &PW);
  s2taps p;
  s2taps_init(&p, H, W, KH, KW, sh, top, left, HP, PW);
  /* ktile's geometry: a channel's planes are one plane of HW = sh*2*HP
     rows of PW. */
  kgeom g = {C, sh * 2 * HP, PW, OH, OW, KH, KW, 1, 0, 0, OH * OW, ep};
  KITEMS(s2taps_flat(nr, &g, &p, ob, at, mt), s2taps_rows(nr, &g, &p, oh, o0, at, mt));
}
#endif

