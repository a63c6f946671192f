/* capi.c: the public entry points of mgxport.h, each a cast onto the Go
 * export behind it (cgo's exports cannot spell const). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

#include "_cgo_export.h"
#include "internal.h"

uint32_t mgx_api_version(void) { return MGX_API_VERSION; }

size_t mgx_version(char *buf, size_t cap) { return mgxgo_version(buf, cap); }

size_t mgxc_self_path(char *buf, size_t cap) {
  Dl_info info;
  if (!dladdr((void *)&mgx_api_version, &info) || info.dli_fname == NULL) {
    return 0;
  }
  int n = snprintf(buf, cap, "%s", info.dli_fname);
  return n < 0 ? 0 : (size_t)n;
}

mgx_code mgx_status_code(const mgx_status *status) { return status ? (mgx_code)status->code : MGX_OK; }

const char *mgx_status_message(const mgx_status *status) {
  return status && status->message ? status->message : "";
}

void mgx_status_release(mgx_status *status) {
  if (status) {
    free(status->message);
    free(status);
  }
}

mgx_status *mgx_options_create(mgx_options **out) { return mgxgo_options_create(out); }

mgx_status *mgx_options_set(mgx_options *options, const char *key, const char *value) {
  return mgxgo_options_set(options, (char *)key, (char *)value);
}

void mgx_options_release(mgx_options *options) { mgxgo_options_release(options); }

mgx_status *mgx_options_set_pool(mgx_options *options, mgx_pool *pool) {
  return mgxgo_options_set_pool(options, pool);
}

mgx_status *mgx_pool_create(size_t threads, mgx_pool **out) { return mgxgo_pool_create(threads, out); }

mgx_status *mgx_pool_threads(const mgx_pool *pool, size_t *out) {
  return mgxgo_pool_threads((mgx_pool *)pool, out);
}

void mgx_pool_release(mgx_pool *pool) { mgxgo_pool_release(pool); }

mgx_status *mgx_model_open(const char *path, const mgx_options *options, mgx_model **out) {
  return mgxgo_model_open((char *)path, (mgx_options *)options, out);
}

void mgx_model_release(mgx_model *model) { mgxgo_model_release(model); }

mgx_status *mgx_model_target(const mgx_model *model, const char **out) {
  return mgxgo_model_target((mgx_model *)model, (char **)out);
}

mgx_status *mgx_model_threads(const mgx_model *model, size_t *out) {
  return mgxgo_model_threads((mgx_model *)model, out);
}

mgx_status *mgx_model_input_count(const mgx_model *model, size_t *out) {
  return mgxgo_model_count((mgx_model *)model, 0, out);
}

mgx_status *mgx_model_output_count(const mgx_model *model, size_t *out) {
  return mgxgo_model_count((mgx_model *)model, 1, out);
}

mgx_status *mgx_model_input(const mgx_model *model, size_t index, const char **name, mgx_dtype *dtype, size_t *ndim,
                            const int64_t **shape) {
  return mgxgo_model_info((mgx_model *)model, 0, index, (char **)name, dtype, ndim, (int64_t **)shape, NULL);
}

mgx_status *mgx_model_output(const mgx_model *model, size_t index, const char **name, mgx_dtype *dtype, size_t *ndim,
                             const int64_t **shape, int *dynamic) {
  return mgxgo_model_info((mgx_model *)model, 1, index, (char **)name, dtype, ndim, (int64_t **)shape, dynamic);
}

mgx_status *mgx_model_input_dim(const mgx_model *model, size_t index, size_t axis, const char **name) {
  return mgxgo_model_dim((mgx_model *)model, 0, index, axis, (char **)name);
}

mgx_status *mgx_model_output_dim(const mgx_model *model, size_t index, size_t axis, const char **name) {
  return mgxgo_model_dim((mgx_model *)model, 1, index, axis, (char **)name);
}

mgx_status *mgx_model_bucket_count(const mgx_model *model, size_t *out) {
  return mgxgo_model_count((mgx_model *)model, 2, out);
}

mgx_status *mgx_model_bucket(const mgx_model *model, size_t index, const char **name, int *ready) {
  return mgxgo_model_bucket((mgx_model *)model, index, (char **)name, ready);
}

mgx_status *mgx_value_create_tensor(mgx_dtype dtype, const int64_t *shape, size_t ndim, void *data, size_t bytes,
                                    mgx_value **out) {
  return mgxgo_value_create(dtype, (int64_t *)shape, ndim, data, bytes, 0, out);
}

mgx_status *mgx_value_create_device_tensor(mgx_dtype dtype, const int64_t *shape, size_t ndim, void *device_ptr,
                                           size_t bytes, mgx_value **out) {
  return mgxgo_value_create(dtype, (int64_t *)shape, ndim, device_ptr, bytes, 1, out);
}

mgx_status *mgx_model_create_host_tensor(mgx_model *model, mgx_dtype dtype, const int64_t *shape, size_t ndim,
                                         mgx_value **out) {
  return mgxgo_model_host_tensor(model, dtype, (int64_t *)shape, ndim, out);
}

mgx_status *mgx_model_register_host(mgx_model *model, void *data, size_t bytes) {
  return mgxgo_model_register_host(model, data, bytes, 1);
}

mgx_status *mgx_model_unregister_host(mgx_model *model, void *data) {
  return mgxgo_model_register_host(model, data, 0, 0);
}

void mgx_value_release(mgx_value *value) { mgxgo_value_release(value); }

mgx_status *mgx_value_create_string_tensor(const int64_t *shape, size_t ndim, const char *const *strings,
                                           const size_t *lengths, mgx_value **out) {
  return mgxgo_value_create_strings((int64_t *)shape, ndim, (char **)strings, (size_t *)lengths, out);
}

mgx_status *mgx_value_count(const mgx_value *value, size_t *out) {
  return mgxgo_value_count((mgx_value *)value, out);
}

mgx_status *mgx_value_item(const mgx_value *value, size_t index, mgx_value **out) {
  return mgxgo_value_item((mgx_value *)value, index, out);
}

mgx_status *mgx_value_string_size(const mgx_value *value, size_t *count, size_t *bytes) {
  return mgxgo_value_string_size((mgx_value *)value, count, bytes);
}

mgx_status *mgx_value_string_content(const mgx_value *value, void *buf, size_t buf_len, size_t *offsets,
                                     size_t offsets_len) {
  return mgxgo_value_string_content((mgx_value *)value, buf, buf_len, offsets, offsets_len);
}

mgx_status *mgx_value_info(const mgx_value *value, mgx_dtype *dtype, size_t *ndim, const int64_t **shape) {
  return mgxgo_value_info((mgx_value *)value, dtype, ndim, (int64_t **)shape);
}

mgx_status *mgx_value_data(const mgx_value *value, void **data, size_t *bytes) {
  return mgxgo_value_data((mgx_value *)value, data, bytes);
}

int mgx_value_on_device(const mgx_value *value) { return mgxgo_value_on_device((mgx_value *)value); }

mgx_status *mgx_run(mgx_model *model, void *stream, const char *const *input_names, mgx_value *const *inputs,
                    size_t input_count, const char *const *output_names, size_t output_count, mgx_value **outputs,
                    mgx_run_info *info) {
  return mgxgo_run(model, stream, (char **)input_names, (mgx_value **)inputs, input_count, (char **)output_names,
                   output_count, outputs, info);
}

mgx_status *mgx_run_host(mgx_model *model, const mgx_host_tensor *inputs, size_t input_count,
                         mgx_host_tensor *outputs, size_t output_count, mgx_run_info *info) {
  return mgxgo_run_host(model, (mgx_host_tensor *)inputs, input_count, outputs, output_count, info);
}

void mgx_free(void *data) { free(data); }
