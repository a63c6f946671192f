/* kxk_bench: the float32 NCHW KxK convolution micro-kernel
   (finalize/host/hostdot/conv_f32_nchwk.h) called directly on whole
   convolutions of issue 30's models, one thread, in variants built from
   the same source with other -D settings (kxk_bench.sh builds them and
   the variants' table, kxk_variants.h), each timed in turn within every
   round, so that a machine whose speed drifts between seconds (the GPU
   machines' Xeon) still compares them. Prints per shape each variant's
   median of the rounds' median times, GFLOP/s and ratio to the first
   variant. The calls are one work item range over the whole convolution
   with nchwkPanel's panel and nchwkTileGroup's group (not nchwkSplit's
   cut), bias and Relu in the store.
     kxk_bench [ROUNDS [REPS [FLUSH_MB]]]
   FLUSH_MB > 0 writes that many MiB before each call and reads the input
   again (cold filters, warm input: as a model runs the convolution).
   A variant whose tiles do not fit a plane (MR x NR against the
   product's choice, nchwkTileFor) is still timed: compare like tiles.
   Session 20 found with it that 16 channels' rows of 32x32 and 64x64
   planes overflow the L1's sets (kchanblock). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void (*kfn)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
#define KXK_DECL(s)                                                                                                   \
  void s(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, \
      int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,     \
      int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
/* kxk_variants.h: KXK_VARIANTS(X), X(symbol, "name", MR, NR) a variant. */
#include "kxk_variants.h"
#define KXK_DECL4(s, name, mr, nr) KXK_DECL(s)
KXK_VARIANTS(KXK_DECL4)
#define KXK_ROW(s, name, mr, nr) {name, s, mr, nr},
static const struct {
  const char *name;
  kfn f;
  int64_t mr, nr;
} vars[] = {KXK_VARIANTS(KXK_ROW)};
#define NV (int)(sizeof vars / sizeof vars[0])

/* k x k convolutions, pad k/2, stride 1 (a 1x1 at 7x7: resnet18's
   last downsample after its phases' pass). */
static const struct {
  const char *name;
  int64_t n, c, h, w, f, k;
} shapes[] = {
    {"cnn_fp32 32x32", 8, 64, 32, 32, 64, 3}, {"resnet18 layer1", 1, 64, 56, 56, 64, 3},
    {"resnet18 layer2", 1, 128, 28, 28, 128, 3}, {"resnet18 layer3", 1, 256, 14, 14, 256, 3},
    {"resnet18 layer4", 1, 512, 7, 7, 512, 3}, {"resnet18 ds4 1x1", 1, 256, 7, 7, 512, 1},
    {"squeezenet e3x3 55", 1, 16, 55, 55, 64, 3}, {"squeezenet e3x3 27", 1, 32, 27, 27, 128, 3},
    {"squeezenet e3x3 13", 1, 64, 13, 13, 256, 3},
    {"64x64 plane", 2, 32, 64, 64, 64, 3}, {"resnet_mini 32x32", 1, 16, 32, 32, 16, 3},
};
#define NS (int)(sizeof shapes / sizeof shapes[0])

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* n random floats, with 64 KiB of zeros on either side (a variant may
   read past a plane's edges: an experiment without masks). */
#define MARGIN (16 << 10)
static float *randoms(int64_t n) {
  float *p = aligned_alloc(64, (size_t)(n + 2 * MARGIN) * 4);
  memset(p, 0, (size_t)(n + 2 * MARGIN) * 4);
  for (int64_t i = 0; i < n; i++) p[MARGIN + i] = (float)rand() / 2147483648.0f - 0.5f;
  return p + MARGIN;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

#define MAXR 64

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 7, reps = argc > 2 ? atoi(argv[2]) : 7;
  size_t flush = argc > 3 ? (size_t)atoi(argv[3]) << 20 : 0;
  if (rounds < 1 || rounds > MAXR || reps < 1 || reps > MAXR) {
    fprintf(stderr, "kxk_bench [ROUNDS [REPS [FLUSH_MB]]]: rounds and reps 1 to %d\n", MAXR);
    return 2;
  }
  char *fl = flush ? malloc(flush) : 0;
  for (int s = 0; s < NS; s++) {
    int64_t N = shapes[s].n, C = shapes[s].c, H = shapes[s].h, W = shapes[s].w, F = shapes[s].f, K = shapes[s].k, HW = H * W;
    float *x = randoms(N * C * HW), *w = randoms(F * C * K * K), *b = randoms(F), *y = randoms(N * F * HW);
    double med[NV][MAXR];
    for (int r = 0; r < rounds; r++)
      for (int v = 0; v < NV; v++) {
        /* nchwkPanel (flat: W == OW at stride 1) and nchwkTileGroup. */
        int64_t mr = vars[v].mr, nr = vars[v].nr, vecs = (HW + 15) / 16;
        int64_t tiles = (128 << 10) / (4 * C * 16 * nr);
        if (tiles < 1) tiles = 1;
        int64_t ps = ((vecs + nr - 1) / nr < tiles ? (vecs + nr - 1) / nr : tiles) * nr;
        int64_t ft = (F + mr - 1) / mr, g = (16 << 10) / (4 * mr * C * K * K);
        if (g < 1) g = 1;
        if (g > ft) g = ft;
        int64_t gn = (ft + g - 1) / g, fg = (ft + gn - 1) / gn;
        int64_t items = N * ((vecs + ps - 1) / ps) * ((ft + fg - 1) / fg);
        double ts[MAXR];
        for (int k = 0; k < reps; k++) {
          if (fl) {
            volatile float sum = 0;
            memset(fl, k, flush);
            for (int64_t i = 0; i < N * C * HW; i += 16) sum += x[i];
          }
          double t0 = now();
          vars[v].f((int64_t)x, (int64_t)w, (int64_t)y, 0, items, C, F, H, W, H, W, K, K, 1, 1, K / 2, K / 2, ps, fg, 1,
              C * HW, F * HW, (int64_t)b, (int64_t)y, F * HW, 0, 0, 0, 0, 3 /* max(., +0): Relu */);
          ts[k] = now() - t0;
        }
        qsort(ts, reps, sizeof ts[0], cmp);
        med[v][r] = ts[reps / 2];
      }
    double flops = 2.0 * N * F * HW * C * K * K, base = 0;
    printf("%-20s", shapes[s].name);
    for (int v = 0; v < NV; v++) {
      qsort(med[v], rounds, sizeof med[v][0], cmp);
      double m = med[v][rounds / 2];
      if (v == 0) base = m;
      printf("  %s %.3f ms %.0f GF/s (%.2f)", vars[v].name, m * 1e3, flops / m / 1e9, m / base);
    }
    printf("\n");
    fflush(stdout);
    free(x - MARGIN), free(w - MARGIN), free(b - MARGIN), free(y - MARGIN);
  }
  return 0;
}
