/* bench_device.c: times runs through the C ABI with device-resident inputs
 * and outputs, as an application keeping its data on the GPU does:
 *
 *   bench_device BUNDLE ARCH RUNS
 *
 * Every input and output lives in device memory for the whole benchmark
 * (cuMemAlloc in the device's primary context, which mgxport shares, when
 * ARCH is a GPU arch; host memory on the host arch), inputs zero-filled
 * (the smallest bucket's shape for bucketed dims). It prints the median,
 * mean and min of RUNS timed runs after 3 warm-up runs. capi_test.go runs it
 * on the host; on an NVIDIA GPU it is the C-ABI side of the overhead
 * comparison against `mgxport perf`. */
#define _POSIX_C_SOURCE 199309L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mgxport.h"

typedef int (*cu_init_fn)(unsigned);
typedef int (*cu_device_get_fn)(int *, int);
typedef int (*cu_retain_fn)(void **, int);
typedef int (*cu_set_fn)(void *);
typedef int (*cu_alloc_fn)(unsigned long long *, size_t);
typedef int (*cu_memset_fn)(unsigned long long, unsigned char, size_t);

static cu_alloc_fn cu_alloc;
static cu_memset_fn cu_memset;

static void fail(mgx_status *st, const char *what) {
  if (st) {
    fprintf(stderr, "%s: %s\n", what, mgx_status_message(st));
    mgx_status_release(st);
    exit(1);
  }
}

/* device_alloc returns n zeroed bytes of device memory (host memory on
 * the host arch). */
static void *device_alloc(int gpu, size_t n) {
  if (!gpu) return calloc(1, n ? n : 1);
  unsigned long long p = 0;
  if (cu_alloc(&p, n ? n : 1) != 0 || cu_memset(p, 0, n) != 0) {
    fprintf(stderr, "cuMemAlloc %zu bytes failed\n", n);
    exit(1);
  }
  return (void *)(uintptr_t)p;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static size_t dtype_size(mgx_dtype d) {
  switch (d) {
    case MGX_FLOAT64: case MGX_INT64: case MGX_UINT64: return 8;
    case MGX_FLOAT32: case MGX_INT32: case MGX_UINT32: return 4;
    case MGX_FLOAT16: case MGX_INT16: case MGX_UINT16: return 2;
    default: return 1;
  }
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: bench_device BUNDLE ARCH RUNS\n");
    return 2;
  }
  int runs = atoi(argv[3]);
  if (runs < 1) {
    fprintf(stderr, "RUNS must be at least 1\n");
    return 2;
  }
  int gpu = strcmp(argv[2], "host") != 0;
  if (gpu) {
    void *cuda = dlopen("libcuda.so.1", RTLD_NOW);
    if (!cuda) {
      fprintf(stderr, "libcuda.so.1: %s\n", dlerror());
      return 1;
    }
    cu_init_fn init = (cu_init_fn)dlsym(cuda, "cuInit");
    cu_device_get_fn get = (cu_device_get_fn)dlsym(cuda, "cuDeviceGet");
    cu_retain_fn retain = (cu_retain_fn)dlsym(cuda, "cuDevicePrimaryCtxRetain");
    cu_set_fn set = (cu_set_fn)dlsym(cuda, "cuCtxSetCurrent");
    cu_alloc = (cu_alloc_fn)dlsym(cuda, "cuMemAlloc_v2");
    cu_memset = (cu_memset_fn)dlsym(cuda, "cuMemsetD8_v2");
    int dev;
    void *ctx;
    if (!init || !get || !retain || !set || !cu_alloc || !cu_memset || init(0) || get(&dev, 0) ||
        retain(&ctx, dev) || set(ctx)) {
      fprintf(stderr, "CUDA driver setup failed\n");
      return 1;
    }
  }
  mgx_options *opts;
  fail(mgx_options_create(&opts), "options");
  fail(mgx_options_set(opts, "arch", argv[2]), "arch");
  fail(mgx_options_set(opts, "preload", "1"), "preload");
  mgx_model *model;
  mgx_status *st = mgx_model_open(argv[1], opts, &model);
  if (st && strstr(mgx_status_message(st), "one shape")) { /* preload applies to buckets only */
    mgx_status_release(st);
    fail(mgx_options_set(opts, "preload", "0"), "preload");
    st = mgx_model_open(argv[1], opts, &model);
  }
  fail(st, "open");
  mgx_options_release(opts);

  /* The smallest bucket's sizes, for bucketed dims. */
  size_t nb = 0;
  fail(mgx_model_bucket_count(model, &nb), "buckets");
  const char *bucket = "";
  if (nb) fail(mgx_model_bucket(model, 0, &bucket, NULL), "bucket");

  size_t nin, nout;
  fail(mgx_model_input_count(model, &nin), "inputs");
  fail(mgx_model_output_count(model, &nout), "outputs");
  const char **in_names = calloc(nin, sizeof *in_names), **out_names = calloc(nout, sizeof *out_names);
  mgx_value **in = calloc(nin, sizeof *in), **out = calloc(nout, sizeof *out);
  for (size_t i = 0; i < nin + nout; i++) {
    int is_out = i >= nin;
    size_t k = is_out ? i - nin : i, nd;
    const char *name;
    mgx_dtype dt;
    const int64_t *shape;
    int dynamic = 0;
    if (is_out) fail(mgx_model_output(model, k, &name, &dt, &nd, &shape, &dynamic), "output");
    else fail(mgx_model_input(model, k, &name, &dt, &nd, &shape), "input");
    if (dynamic) {
      fprintf(stderr, "output %s has a data-dependent shape\n", name);
      return 1;
    }
    int64_t dims[16];
    size_t n = dtype_size(dt);
    for (size_t a = 0; a < nd && a < 16; a++) {
      dims[a] = shape[a];
      if (dims[a] < 0) { /* a bucketed dim: its size in bucket 0 (NAME=N,...) */
        const char *dn;
        fail(is_out ? mgx_model_output_dim(model, k, a, &dn) : mgx_model_input_dim(model, k, a, &dn), "dim");
        dims[a] = 1;
        for (const char *p = bucket; *p; p++) {
          size_t l = strlen(dn);
          if ((p == bucket || p[-1] == ',') && strncmp(p, dn, l) == 0 && p[l] == '=') {
            dims[a] = atoll(p + l + 1);
            break;
          }
        }
      }
      n *= (size_t)dims[a];
    }
    void *mem = device_alloc(gpu, n);
    mgx_value **v = is_out ? &out[k] : &in[k];
    fail(mgx_value_create_device_tensor(dt, dims, nd, mem, n, v), "value");
    if (is_out) out_names[k] = name;
    else in_names[k] = name;
  }
  double *ms = calloc(runs > 0 ? runs : 1, sizeof *ms);
  for (int r = -3; r < runs; r++) {
    double t0 = now_ms();
    fail(mgx_run(model, NULL, in_names, in, nin, out_names, nout, out, NULL), "run");
    if (r >= 0) ms[r] = now_ms() - t0;
  }
  double sum = 0;
  for (int r = 0; r < runs; r++) sum += ms[r];
  qsort(ms, runs, sizeof *ms, cmp);
  printf("%s on %s: %d runs through the C ABI, device-resident: median %.3f ms, mean %.3f ms, min %.3f ms\n",
         argv[1], argv[2], runs, ms[runs / 2], sum / runs, ms[0]);
  for (size_t i = 0; i < nin; i++) mgx_value_release(in[i]);
  for (size_t i = 0; i < nout; i++) mgx_value_release(out[i]);
  mgx_model_release(model);
  return 0;
}
