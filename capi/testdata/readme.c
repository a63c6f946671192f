/* readme.c: the C snippet of README.md ("Use it from your program"),
 * compiled and run by capi_test.go: readme MODEL.mgxb (the sample, x
 * float32[4 64] -> y float32[4 32]). */
// README begin
#include <stdio.h>
#include "mgxport.h"

int main(int argc, char **argv) {
  mgx_model *model;
  mgx_status *st = mgx_model_open(argv[1], NULL, &model); /* NULL: the host */
  if (st) {
    fprintf(stderr, "%s\n", mgx_status_message(st));
    mgx_status_release(st);
    return 1;
  }
  static float x[4 * 64], y[4 * 32];
  for (int i = 0; i < 4 * 64; i++) x[i] = (float)(i % 7) / 7;
  int64_t xshape[] = {4, 64}, yshape[] = {4, 32};
  mgx_value *in, *out;
  mgx_value_create_tensor(MGX_FLOAT32, xshape, 2, x, sizeof x, &in);  /* wraps x */
  mgx_value_create_tensor(MGX_FLOAT32, yshape, 2, y, sizeof y, &out); /* written in place */
  const char *in_name = "x", *out_name = "y";
  st = mgx_run(model, NULL, &in_name, &in, 1, &out_name, 1, &out, NULL);
  if (st) {
    fprintf(stderr, "%s\n", mgx_status_message(st));
    mgx_status_release(st);
    return 1;
  }
  float sum = 0;
  for (int i = 0; i < 32; i++) sum += y[i];
  printf("y[0] sums to %.3f\n", sum); /* a softmax row */
  mgx_value_release(in);
  mgx_value_release(out);
  mgx_model_release(model);
  return 0;
}
// README end
