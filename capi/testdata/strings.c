/* strings.c: string tensors through the C ABI, run by capi_test.go's
 * TestCStrings on capitest.StringModel's bundle:
 *
 *   strings BUNDLE WORD0 WORD1 WORD2 WORD3
 *
 * runs the words in (with lengths, then NUL-terminated: the same result),
 * prints each upper-cased word and its id, then checks the error paths:
 * a word that is not UTF-8 (the run names the input), an embedded NUL
 * (lengths are honored), too small a buffer, a string dtype given as
 * bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mgxport.h"

#define N 4

static int fail(const char *what, mgx_status *st) {
  fprintf(stderr, "%s: %s\n", what, st ? mgx_status_message(st) : "(no status)");
  mgx_status_release(st);
  return 1;
}

/* run runs words (lengths may be NULL) and returns the two outputs. */
static mgx_status *run(mgx_model *m, const char *const *words, const size_t *lengths, mgx_value **upper,
                       mgx_value **ids) {
  int64_t shape[1] = {N};
  mgx_value *in = NULL;
  mgx_status *st = mgx_value_create_string_tensor(shape, 1, words, lengths, &in);
  if (st) return st;
  const char *in_names[1] = {"words"};
  const char *out_names[2] = {"upper", "ids"};
  mgx_value *outs[2] = {NULL, NULL};
  st = mgx_run(m, NULL, in_names, &in, 1, out_names, 2, outs, NULL);
  mgx_value_release(in);
  *upper = outs[0];
  *ids = outs[1];
  return st;
}

/* content reads a string value into a fresh buffer and offsets. */
static mgx_status *content(mgx_value *v, char **buf, size_t *offs, size_t *total) {
  size_t count = 0;
  mgx_status *st = mgx_value_string_size(v, &count, total);
  if (st) return st;
  if (count != N) {
    fprintf(stderr, "count %zu, want %d\n", count, N);
    exit(1);
  }
  *buf = malloc(*total + 1);
  return mgx_value_string_content(v, *buf, *total, offs, N);
}

int main(int argc, char **argv) {
  if (argc != 2 + N) {
    fprintf(stderr, "usage: strings BUNDLE WORD0 WORD1 WORD2 WORD3\n");
    return 2;
  }
  mgx_model *m = NULL;
  mgx_status *st = mgx_model_open(argv[1], NULL, &m);
  if (st) return fail("open", st);
  const char *name;
  mgx_dtype dt;
  size_t ndim;
  const int64_t *shape;
  if ((st = mgx_model_input(m, 0, &name, &dt, &ndim, &shape))) return fail("input", st);
  if (dt != MGX_STRING || strcmp(name, "words") != 0) {
    fprintf(stderr, "input 0 is %s of dtype %d, want words of MGX_STRING\n", name, dt);
    return 1;
  }
  const char *words[N];
  size_t lens[N];
  for (int i = 0; i < N; i++) {
    words[i] = argv[2 + i];
    lens[i] = strlen(words[i]);
  }
  char *first = NULL;
  size_t first_total = 0, first_offs[N];
  for (int pass = 0; pass < 2; pass++) {
    mgx_value *upper, *ids;
    if ((st = run(m, words, pass == 0 ? lens : NULL, &upper, &ids))) return fail("run", st);
    mgx_dtype udt;
    if ((st = mgx_value_info(upper, &udt, &ndim, &shape))) return fail("info", st);
    void *data = (void *)1;
    size_t bytes = 1;
    if ((st = mgx_value_data(upper, &data, &bytes))) return fail("data", st);
    if (udt != MGX_STRING || ndim != 1 || shape[0] != N || data != NULL || bytes != 0) {
      fprintf(stderr, "upper: dtype %d ndim %zu data %p bytes %zu\n", udt, ndim, data, bytes);
      return 1;
    }
    char *buf;
    size_t offs[N], total;
    if ((st = content(upper, &buf, offs, &total))) return fail("content", st);
    int64_t *id;
    if ((st = mgx_value_data(ids, (void **)&id, &bytes)) || bytes != N * sizeof(int64_t)) return fail("ids", st);
    if (pass == 0) {
      for (int i = 0; i < N; i++) {
        size_t end = i + 1 < N ? offs[i + 1] : total;
        printf("upper[%d]=%.*s id=%lld\n", i, (int)(end - offs[i]), buf + offs[i], (long long)id[i]);
      }
      first = buf;
      first_total = total;
      memcpy(first_offs, offs, sizeof offs);
    } else {
      if (total != first_total || memcmp(buf, first, total) != 0 || memcmp(offs, first_offs, sizeof offs) != 0) {
        fprintf(stderr, "NUL-terminated words gave other strings than the same words with lengths\n");
        return 1;
      }
      free(buf);
      printf("nul-terminated: same\n");
    }
    /* Too small a buffer or offsets array is the caller's error. */
    if (pass == 0 && total > 0) {
      char small[1];
      st = mgx_value_string_content(upper, small, total - 1, offs, N);
      if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("small buffer accepted", st);
      mgx_status_release(st);
      st = mgx_value_string_content(upper, first, total, offs, N - 1);
      if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("small offsets accepted", st);
      mgx_status_release(st);
      printf("small buffers: refused\n");
    }
    mgx_value_release(upper);
    mgx_value_release(ids);
  }
  free(first);

  /* An embedded NUL: the length counts, not the terminator. */
  {
    const char *w[N] = {"a", "b", "c", "x\0y"};
    size_t l[N] = {1, 1, 1, 3};
    mgx_value *upper, *ids;
    if ((st = run(m, w, l, &upper, &ids))) return fail("run nul", st);
    char *buf;
    size_t offs[N], total;
    if ((st = content(upper, &buf, offs, &total))) return fail("content nul", st);
    if (total != 6 || offs[3] != 3 || memcmp(buf + 3, "X\0Y", 3) != 0) {
      fprintf(stderr, "embedded NUL: %zu bytes\n", total);
      return 1;
    }
    printf("embedded nul: kept\n");
    free(buf);
    mgx_value_release(upper);
    mgx_value_release(ids);
  }

  /* Not UTF-8: the run says which input and which string. */
  {
    const char *w[N] = {"ok", "fine", "\xff\xfe", "good"};
    mgx_value *upper = NULL, *ids = NULL;
    st = run(m, w, NULL, &upper, &ids);
    if (mgx_status_code(st) != MGX_INVALID_ARGUMENT || !strstr(mgx_status_message(st), "input words: string 2")) {
      return fail("invalid UTF-8 not refused by name", st);
    }
    printf("invalid utf-8: %s\n", mgx_status_message(st));
    mgx_status_release(st);
  }

  /* A string dtype is no byte buffer. */
  {
    int64_t s1[1] = {1};
    char b[8] = {0};
    mgx_value *v = NULL;
    st = mgx_value_create_tensor(MGX_STRING, s1, 1, b, sizeof b, &v);
    if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("MGX_STRING bytes accepted", st);
    mgx_status_release(st);
    st = mgx_value_create_string_tensor(s1, 1, NULL, NULL, &v);
    if (mgx_status_code(st) != MGX_INVALID_ARGUMENT) return fail("NULL strings accepted", st);
    mgx_status_release(st);
    printf("string bytes: refused\n");
  }
  mgx_model_release(m);
  printf("ok\n");
  return 0;
}
