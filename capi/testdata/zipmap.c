/* zipmap.c: a classifier's sequence of maps through the C ABI, run by
 * capi_test.go's TestCZipMap on the classifier bundle (LinearClassifier ->
 * ZipMap, labels "no" and "yes", two rows of two features):
 *
 *   zipmap BUNDLE X00 X01 X10 X11
 *
 * prints each row's label and each map's entries, read with
 * mgx_value_count and mgx_value_item. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mgxport.h"

static int fail(const char *what, mgx_status *st) {
  fprintf(stderr, "%s: %s\n", what, st ? mgx_status_message(st) : "(no status)");
  mgx_status_release(st);
  return 1;
}

/* strings reads string value v's count strings into buf and offs. */
static mgx_status *strings(mgx_value *v, char *buf, size_t cap, size_t *offs, size_t count, size_t *total) {
  size_t n = 0;
  mgx_status *st = mgx_value_string_size(v, &n, total);
  if (st) return st;
  if (n != count || *total > cap) {
    fprintf(stderr, "%zu strings of %zu bytes\n", n, *total);
    exit(1);
  }
  return mgx_value_string_content(v, buf, cap, offs, count);
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: zipmap BUNDLE X00 X01 X10 X11\n");
    return 2;
  }
  mgx_model *m = NULL;
  mgx_status *st = mgx_model_open(argv[1], NULL, &m);
  if (st) return fail("open", st);
  const char *name;
  mgx_dtype dt;
  size_t ndim;
  const int64_t *shape;
  int dynamic = 0;
  if ((st = mgx_model_output(m, 1, &name, &dt, &ndim, &shape, &dynamic))) return fail("output 1", st);
  if (strcmp(name, "output_probability") != 0 || dt != MGX_SEQUENCE || !dynamic) {
    fprintf(stderr, "output 1 is %s of dtype %d (dynamic %d), want output_probability, MGX_SEQUENCE\n", name, dt, dynamic);
    return 1;
  }
  float x[4];
  for (int i = 0; i < 4; i++) x[i] = strtof(argv[2 + i], NULL);
  int64_t xs[2] = {2, 2};
  mgx_value *in = NULL;
  if ((st = mgx_value_create_tensor(MGX_FLOAT32, xs, 2, x, sizeof x, &in))) return fail("input", st);
  const char *in_names[1] = {"x"};
  const char *out_names[2] = {"output_label", "output_probability"};
  mgx_value *outs[2] = {NULL, NULL};
  if ((st = mgx_run(m, NULL, in_names, &in, 1, out_names, 2, outs, NULL))) return fail("run", st);
  char buf[64];
  size_t offs[2], total;
  if ((st = strings(outs[0], buf, sizeof buf, offs, 2, &total))) return fail("labels", st);
  for (int i = 0; i < 2; i++) {
    size_t end = i + 1 < 2 ? offs[i + 1] : total;
    printf("label[%d]=%.*s\n", i, (int)(end - offs[i]), buf + offs[i]);
  }
  mgx_value *seq = outs[1];
  size_t rows = 0;
  if ((st = mgx_value_info(seq, &dt, &ndim, &shape))) return fail("info", st);
  if (dt != MGX_SEQUENCE || ndim != 0) return fail("the sequence's info", NULL);
  if ((st = mgx_value_count(seq, &rows))) return fail("count", st);
  for (size_t r = 0; r < rows; r++) {
    mgx_value *map = NULL, *keys = NULL, *vals = NULL;
    size_t two = 0;
    if ((st = mgx_value_item(seq, r, &map))) return fail("item", st);
    if ((st = mgx_value_info(map, &dt, &ndim, &shape)) || dt != MGX_MAP) return fail("a map", st);
    if ((st = mgx_value_count(map, &two)) || two != 2) return fail("map count", st);
    if ((st = mgx_value_item(map, 0, &keys)) || (st = mgx_value_item(map, 1, &vals))) return fail("map items", st);
    float *p;
    size_t bytes;
    if ((st = mgx_value_info(vals, &dt, &ndim, &shape)) || dt != MGX_FLOAT32 || ndim != 1) return fail("values", st);
    if ((st = mgx_value_data(vals, (void **)&p, &bytes)) || bytes != (size_t)shape[0] * sizeof(float)) return fail("data", st);
    size_t koffs[8];
    if ((st = strings(keys, buf, sizeof buf, koffs, (size_t)shape[0], &total))) return fail("keys", st);
    for (int64_t k = 0; k < shape[0]; k++) {
      size_t end = k + 1 < shape[0] ? koffs[k + 1] : total;
      printf("p[%zu][%.*s]=%.7f\n", r, (int)(end - koffs[k]), buf + koffs[k], p[k]);
    }
    /* A map's third item, and a tensor's items, are errors. */
    mgx_value *none = NULL;
    st = mgx_value_item(map, 2, &none);
    if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("item 2 of a map given", st);
    mgx_status_release(st);
    st = mgx_value_count(vals, &two);
    if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("a tensor's items counted", st);
    mgx_status_release(st);
    mgx_value_release(keys);
    mgx_value_release(vals);
    mgx_value_release(map);
  }
  mgx_value_release(outs[0]);
  mgx_value_release(outs[1]);
  mgx_value_release(in);
  mgx_model_release(m);
  printf("ok\n");
  return 0;
}
