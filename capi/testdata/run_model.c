/* run_model.c: a C program against include/mgxport.h, as an application
 * uses libmgxport.so. capi_test.go compiles it with the system cc and runs
 * it on a bundle with one float32 input and one float32 output:
 *
 *   run_model BUNDLE INPUT INPUT.raw D0,D1,... OUTPUT EXPECTED.raw
 *
 * It checks the version calls and error statuses, the model's description,
 * then runs the bundle with a library-allocated output, a caller-allocated
 * one, device tensors (host addresses on the host arch) and from 4 threads
 * at once, comparing every output with EXPECTED (rtol 1e-4, atol 1e-5);
 * then its host threads: one a core by default (MGXPORT_TEST_CPUS says how
 * many cores), opened on one thread and twice on a shared pool
 * of 3 (run from 4 threads at once, and after the pool is released), every
 * output the same bytes. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mgxport.h"

static int failures;

#define CHECK(cond, ...)                         \
  do {                                           \
    if (!(cond)) {                               \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);              \
      fprintf(stderr, "\n");                     \
      __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST); \
    }                                            \
  } while (0)

/* ok reports and releases a status; it returns 1 when the call worked. */
static int ok(mgx_status *st, const char *what) {
  if (st == NULL) return 1;
  fprintf(stderr, "FAIL %s: code %d: %s\n", what, mgx_status_code(st), mgx_status_message(st));
  mgx_status_release(st);
  __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
  return 0;
}

static void *read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *buf = malloc(len > 0 ? len : 1);
  if (fread(buf, 1, len, f) != (size_t)len) { perror(path); exit(2); }
  fclose(f);
  *n = (size_t)len;
  return buf;
}

static const char *input_name, *output_name;
static float *input, *expected;
static size_t input_bytes, expected_bytes;
static int64_t shape[8];
static size_t ndim;
static mgx_model *model;

/* close_to compares n floats with expected. */
static int close_to(const float *got, size_t n, const char *what) {
  if (n * sizeof(float) != expected_bytes) {
    fprintf(stderr, "FAIL %s: %zu values, want %zu\n", what, n, expected_bytes / sizeof(float));
    __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
    return 0;
  }
  for (size_t i = 0; i < n; i++) {
    if (!(fabsf(got[i] - expected[i]) <= 1e-5f + 1e-4f * fabsf(expected[i]))) {
      fprintf(stderr, "FAIL %s: [%zu] = %g, want %g\n", what, i, got[i], expected[i]);
      __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
      return 0;
    }
  }
  return 1;
}

/* run_on runs m with a caller-allocated host output; 1 when it matches. */
static int run_on(mgx_model *m, float *out, const char *what) {
  mgx_value *in = NULL, *o = NULL;
  int good = 0;
  if (!ok(mgx_value_create_tensor(MGX_FLOAT32, shape, ndim, input, input_bytes, &in), "create input")) goto done;
  /* The caller's buffer as a flat tensor: a run writes its output's bytes
   * into it and sets the value's shape to the output's. */
  int64_t flat = (int64_t)(expected_bytes / sizeof(float));
  if (!ok(mgx_value_create_tensor(MGX_FLOAT32, &flat, 1, out, expected_bytes, &o), "create output")) goto done;
  mgx_run_info info;
  if (!ok(mgx_run(m, NULL, &input_name, &in, 1, &output_name, 1, &o, &info), what)) goto done;
  CHECK(strcmp(info.device, "host") == 0 && strcmp(info.bucket, "") == 0 && !info.padded && !info.cold,
        "%s: run info bucket %s device %s padded %d cold %d", what, info.bucket, info.device, info.padded, info.cold);
  mgx_dtype dt;
  size_t nd;
  const int64_t *sh;
  if (!ok(mgx_value_info(o, &dt, &nd, &sh), "output info")) goto done;
  CHECK(dt == MGX_FLOAT32 && nd >= 1, "%s: output dtype %d ndim %zu", what, dt, nd);
  good = close_to(out, expected_bytes / sizeof(float), what);
done:
  mgx_value_release(in);
  mgx_value_release(o);
  return good;
}

/* run_host runs the model through mgx_run_host: into buf at the output's
 * shape, then into memory the run allocates, then with a wrong output
 * shape, too little room for the shape, and a wrong input count. */
static void run_host(float *buf) {
  const char *oname;
  mgx_dtype odt;
  size_t ond;
  const int64_t *osh;
  int dyn;
  if (!ok(mgx_model_output(model, 0, &oname, &odt, &ond, &osh, &dyn), "output 0")) return;
  CHECK(!dyn && ond <= 8, "output 0: dynamic %d, %zu dims", dyn, ond);
  int64_t oshape[8];
  memcpy(oshape, osh, ond * sizeof(int64_t));
  mgx_host_tensor in = {MGX_FLOAT32, ndim, shape, (void *)input, input_bytes};
  mgx_host_tensor out = {MGX_FLOAT32, ond, oshape, buf, expected_bytes};
  mgx_run_info info;
  memset(buf, 0, expected_bytes);
  if (ok(mgx_run_host(model, &in, 1, &out, 1, &info), "mgx_run_host into the caller's memory")) {
    close_to(buf, expected_bytes / sizeof(float), "mgx_run_host into the caller's memory");
    CHECK(strcmp(info.device, "host") == 0 && !info.padded, "mgx_run_host info device %s", info.device);
  }
  int64_t room[8];
  mgx_host_tensor alloc = {MGX_DTYPE_UNKNOWN, 8, room, NULL, 0};
  if (ok(mgx_run_host(model, &in, 1, &alloc, 1, NULL), "mgx_run_host into its own memory")) {
    CHECK(alloc.dtype == MGX_FLOAT32 && alloc.ndim == ond && alloc.data != NULL, "allocated output dtype %d ndim %zu",
          alloc.dtype, alloc.ndim);
    for (size_t i = 0; i < ond && i < alloc.ndim; i++) CHECK(room[i] == osh[i], "allocated output dim %zu", i);
    close_to(alloc.data, alloc.bytes / sizeof(float), "mgx_run_host into its own memory");
    mgx_free(alloc.data);
  }
  /* A shape the run does not produce: an error naming the output. */
  if (ond > 0) {
    oshape[0]++;
    mgx_status *st = mgx_run_host(model, &in, 1, &out, 1, NULL);
    CHECK(st != NULL && strstr(mgx_status_message(st), oname), "mgx_run_host, wrong output shape: %s",
          mgx_status_message(st));
    mgx_status_release(st);
    oshape[0]--;
    mgx_host_tensor small = {MGX_DTYPE_UNKNOWN, ond - 1, room, NULL, 0};
    st = mgx_run_host(model, &in, 1, &small, 1, NULL);
    CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT && small.data == NULL,
          "mgx_run_host, room for %zu dims: %s", ond - 1, mgx_status_message(st));
    mgx_status_release(st);
  }
  mgx_status *st = mgx_run_host(model, &in, 2, &out, 1, NULL);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT, "mgx_run_host, 2 inputs: code %d",
        mgx_status_code(st));
  mgx_status_release(st);
}

/* run_into runs the model with a caller-allocated host output. */
static int run_into(float *out, const char *what) { return run_on(model, out, what); }

static void *worker(void *arg) {
  long id = (long)arg;
  float *out = malloc(expected_bytes);
  char what[64];
  for (int i = 0; i < 10; i++) {
    memset(out, 0, expected_bytes);
    snprintf(what, sizeof what, "thread %ld run %d", id, i);
    run_into(out, what);
  }
  free(out);
  return NULL;
}

/* The models on a shared pool, and one thread's output they must equal. */
static mgx_model *pooled[2];
static float *one_thread;

static void *pool_worker(void *arg) {
  long id = (long)arg;
  float *out = malloc(expected_bytes);
  char what[64];
  for (int i = 0; i < 3; i++) {
    snprintf(what, sizeof what, "pool thread %ld run %d", id, i);
    if (run_on(pooled[id % 2], out, what)) {
      CHECK(memcmp(out, one_thread, expected_bytes) == 0, "%s: not one thread's bytes", what);
    }
  }
  free(out);
  return NULL;
}

/* open_with opens the bundle with one option set (key NULL: none) on pool
 * (NULL: none); NULL where it fails, its status in *st. */
static mgx_model *open_with(const char *bundle, const char *key, const char *value, mgx_pool *pool, mgx_status **st) {
  mgx_options *o = NULL;
  mgx_model *m = NULL;
  *st = mgx_options_create(&o);
  if (*st == NULL) {
    const char *cache = getenv("MGXPORT_CACHE_DIR");
    if (cache) *st = mgx_options_set(o, "cache_dir", cache);
  }
  if (*st == NULL && key) *st = mgx_options_set(o, key, value);
  if (*st == NULL) *st = mgx_options_set_pool(o, pool);
  if (*st == NULL) *st = mgx_model_open(bundle, o, &m);
  mgx_options_release(o);
  return m;
}

/* check_threads opens the bundle on one thread and on a shared pool of 3:
 * every output the same bytes; it returns the runs made. */
static int check_threads(const char *bundle) {
  mgx_status *st;
  size_t n = 0;
  /* Default options: one thread per core this process may use, which the
   * test passes in MGXPORT_TEST_CPUS (Go's runtime.NumCPU). */
  const char *cpus = getenv("MGXPORT_TEST_CPUS");
  CHECK(ok(mgx_model_threads(model, &n), "model threads") && cpus && n == (size_t)atoll(cpus),
        "default options: %zu threads, want MGXPORT_TEST_CPUS=%s", n, cpus ? cpus : "(unset)");
  mgx_model *m1 = open_with(bundle, "threads", "1", NULL, &st);
  if (!ok(st, "open on 1 thread")) return 0;
  CHECK(ok(mgx_model_threads(m1, &n), "threads") && n == 1, "threads=1: %zu threads", n);
  one_thread = calloc(1, expected_bytes);
  run_on(m1, one_thread, "1 thread");
  mgx_model_release(m1);
  st = NULL;
  open_with(bundle, "threads", "-1", NULL, &st);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT, "threads=-1: code %d", mgx_status_code(st));
  mgx_status_release(st);

  mgx_pool *pool = NULL;
  st = mgx_pool_create(1u << 20, &pool);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT && pool == NULL, "a pool of 2^20 threads: code %d",
        mgx_status_code(st));
  mgx_status_release(st);
  if (!ok(mgx_pool_create(3, &pool), "pool")) return 0;
  CHECK(ok(mgx_pool_threads(pool, &n), "pool threads") && n == 3, "a pool of 3: %zu threads", n);
  /* threads cannot apply to a model on a pool's threads. */
  mgx_model *both = open_with(bundle, "threads", "2", pool, &st);
  CHECK(both == NULL && st != NULL && strstr(mgx_status_message(st), "Pool"), "threads=2 with a pool: %s",
        st ? mgx_status_message(st) : "no error");
  mgx_status_release(st);
  mgx_model_release(both);
  int runs = 0;
  for (int i = 0; i < 2; i++) {
    pooled[i] = open_with(bundle, NULL, NULL, pool, &st);
    if (!ok(st, "open on the pool")) return runs;
    CHECK(ok(mgx_model_threads(pooled[i], &n), "threads") && n == 3, "on a pool of 3: %zu threads", n);
  }
  pthread_t th[4];
  for (long i = 0; i < 4; i++) pthread_create(&th[i], NULL, pool_worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
  runs += 12;
  /* A released pool's models run on the calling thread. */
  mgx_pool_release(pool);
  float *out = calloc(1, expected_bytes);
  if (run_on(pooled[0], out, "after the pool's release")) {
    CHECK(memcmp(out, one_thread, expected_bytes) == 0, "after the pool's release: not one thread's bytes");
  }
  runs += 2;
  free(out);
  free(one_thread);
  mgx_model_release(pooled[0]);
  mgx_model_release(pooled[1]);
  return runs;
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: run_model BUNDLE INPUT INPUT.raw D0,D1,... OUTPUT EXPECTED.raw\n");
    return 2;
  }
  input_name = argv[2];
  output_name = argv[5];
  input = read_file(argv[3], &input_bytes);
  expected = read_file(argv[6], &expected_bytes);
  for (char *s = strtok(argv[4], ","); s && ndim < 8; s = strtok(NULL, ",")) shape[ndim++] = atoll(s);

  /* Versions. */
  CHECK(mgx_api_version() == MGX_API_VERSION, "api version %u", mgx_api_version());
  char version[32];
  size_t vn = mgx_version(version, sizeof version);
  CHECK(vn > 0 && vn < sizeof version && strlen(version) == vn, "version %zu %s", vn, version);

  /* Errors are statuses with codes and messages. */
  mgx_model *missing = NULL;
  mgx_status *st = mgx_model_open("/nonexistent/model.mgxb", NULL, &missing);
  CHECK(st != NULL && mgx_status_code(st) == MGX_NOT_FOUND && strstr(mgx_status_message(st), "nonexistent"),
        "open a missing file: code %d message %s", mgx_status_code(st), mgx_status_message(st));
  mgx_status_release(st);
  mgx_options *opts = NULL;
  if (!ok(mgx_options_create(&opts), "options")) return 1;
  st = mgx_options_set(opts, "no_such_option", "1");
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT, "unknown option: code %d", mgx_status_code(st));
  mgx_status_release(st);
  ok(mgx_options_set(opts, "arch", "host"), "set arch");
  const char *cache = getenv("MGXPORT_CACHE_DIR");
  if (cache) ok(mgx_options_set(opts, "cache_dir", cache), "set cache_dir");

  /* Open the bundle and check its description. */
  if (!ok(mgx_model_open(argv[1], opts, &model), "open")) return 1;
  mgx_options_release(opts);
  size_t nin = 0, nout = 0;
  ok(mgx_model_input_count(model, &nin), "input count");
  ok(mgx_model_output_count(model, &nout), "output count");
  CHECK(nin == 1 && nout == 1, "%zu inputs, %zu outputs", nin, nout);
  const char *name;
  mgx_dtype dt;
  size_t nd;
  const int64_t *sh;
  if (ok(mgx_model_input(model, 0, &name, &dt, &nd, &sh), "input 0")) {
    CHECK(strcmp(name, input_name) == 0 && dt == MGX_FLOAT32 && nd == ndim, "input %s dtype %d ndim %zu", name, dt, nd);
    for (size_t i = 0; i < nd && i < ndim; i++) CHECK(sh[i] == shape[i], "input dim %zu = %lld", i, (long long)sh[i]);
  }
  st = mgx_model_input(model, 5, &name, &dt, &nd, &sh);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT, "input 5: code %d", mgx_status_code(st));
  mgx_status_release(st);
  const char *target;
  ok(mgx_model_target(model, &target), "target");
  CHECK(strcmp(target, "host") == 0, "target %s", target);

  /* A run whose output the library allocates. */
  mgx_value *in = NULL, *out = NULL;
  ok(mgx_value_create_tensor(MGX_FLOAT32, shape, ndim, input, input_bytes, &in), "create input");
  if (ok(mgx_run(model, NULL, &input_name, &in, 1, &output_name, 1, &out, NULL), "run")) {
    void *data;
    size_t bytes;
    ok(mgx_value_data(out, &data, &bytes), "output data");
    close_to(data, bytes / sizeof(float), "library-allocated output");
    CHECK(!mgx_value_on_device(out), "a host output says it is on the device");
    mgx_value_release(out);
  }
  /* A wrong input shape is an error naming the input. */
  int64_t bad[1] = {(int64_t)(input_bytes / sizeof(float))};
  mgx_value *badin = NULL;
  ok(mgx_value_create_tensor(MGX_FLOAT32, bad, 1, input, input_bytes, &badin), "create bad input");
  out = NULL;
  st = mgx_run(model, NULL, &input_name, &badin, 1, &output_name, 1, &out, NULL);
  CHECK(st != NULL && strstr(mgx_status_message(st), input_name), "run with a bad shape: %s", mgx_status_message(st));
  mgx_status_release(st);
  mgx_value_release(badin);
  mgx_value_release(in);

  /* A caller-allocated output. */
  float *buf = calloc(1, expected_bytes);
  run_into(buf, "caller-allocated output");

  run_host(buf);

  /* The caller's own buffers registered (page-locked on a GPU, nothing on
   * the host arch): runs read and write them as before. */
  memset(buf, 0, expected_bytes);
  if (ok(mgx_model_register_host(model, (void *)input, input_bytes), "register input") &&
      ok(mgx_model_register_host(model, buf, expected_bytes), "register output")) {
    run_into(buf, "registered buffers");
    ok(mgx_model_unregister_host(model, (void *)input), "unregister input");
    ok(mgx_model_unregister_host(model, buf), "unregister output");
  }
  st = mgx_model_register_host(model, NULL, 16);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT, "registering NULL: code %d", mgx_status_code(st));
  mgx_status_release(st);

  /* Host tensors the model allocates (page-locked on a GPU, ordinary zeroed
   * memory on the host arch), as input and as output. */
  mgx_value *hin = NULL, *hout = NULL;
  int64_t hflat = (int64_t)(expected_bytes / sizeof(float));
  if (ok(mgx_model_create_host_tensor(model, MGX_FLOAT32, shape, ndim, &hin), "create host input") &&
      ok(mgx_model_create_host_tensor(model, MGX_FLOAT32, &hflat, 1, &hout), "create host output")) {
    void *hd = NULL;
    size_t hb = 0;
    ok(mgx_value_data(hout, &hd, &hb), "host output data");
    CHECK(hb == expected_bytes && hd != NULL && ((float *)hd)[hb / sizeof(float) - 1] == 0.0f,
          "a new host tensor: %zu bytes at %p, want %zu zeroed", hb, hd, expected_bytes);
    ok(mgx_value_data(hin, &hd, &hb), "host input data");
    CHECK(hb == input_bytes, "host input of %zu bytes, want %zu", hb, input_bytes);
    memcpy(hd, input, input_bytes);
    if (ok(mgx_run(model, NULL, &input_name, &hin, 1, &output_name, 1, &hout, NULL), "host tensor run")) {
      ok(mgx_value_data(hout, &hd, &hb), "host output data");
      close_to(hd, hb / sizeof(float), "host tensor output");
    }
  }
  mgx_value_release(hin);
  mgx_value_release(hout);
  hin = NULL;
  st = mgx_model_create_host_tensor(model, (mgx_dtype)99, shape, ndim, &hin);
  CHECK(st != NULL && mgx_status_code(st) == MGX_INVALID_ARGUMENT && hin == NULL, "host tensor of dtype 99: code %d",
        mgx_status_code(st));
  mgx_status_release(st);

  /* Device tensors: on the host arch a device address is a host address. */
  memset(buf, 0, expected_bytes);
  mgx_value *din = NULL, *dout = NULL;
  int64_t flat = (int64_t)(expected_bytes / sizeof(float));
  ok(mgx_value_create_device_tensor(MGX_FLOAT32, shape, ndim, input, input_bytes, &din), "create device input");
  ok(mgx_value_create_device_tensor(MGX_FLOAT32, &flat, 1, buf, expected_bytes, &dout), "create device output");
  CHECK(mgx_value_on_device(din) && mgx_value_on_device(dout), "device values say they are on the host");
  if (ok(mgx_run(model, NULL, &input_name, &din, 1, &output_name, 1, &dout, NULL), "device run")) {
    close_to(buf, expected_bytes / sizeof(float), "device output");
  }
  mgx_value_release(din);
  mgx_value_release(dout);
  free(buf);

  /* 4 threads run the same model at once. */
  pthread_t th[4];
  for (long i = 0; i < 4; i++) pthread_create(&th[i], NULL, worker, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);

  int more = check_threads(argv[1]);

  mgx_model_release(model);
  free(input);
  free(expected);
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  printf("ok: 45 runs of %s equal the expected outputs; %d more on 1 thread and a shared pool of 3, the same bytes\n",
         argv[1], more);
  return 0;
}
