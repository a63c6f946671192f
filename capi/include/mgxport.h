/*
 * mgxport.h: the C ABI of mgxport (dist/libmgxport.so), in the style of
 * ONNX Runtime's C API.
 *
 * - Handles are opaque and released explicitly (mgx_*_release; releasing
 *   NULL does nothing).
 * - Every call that can fail returns an mgx_status*: NULL on success, else a
 *   status with a code and a message that the caller releases with
 *   mgx_status_release.
 * - Buffers belong to the caller: a tensor value wraps the caller's memory
 *   without copying it (host memory, or device memory with
 *   mgx_value_create_device_tensor), and the caller keeps it alive and
 *   unchanged while a run uses it. Outputs the library allocates are owned
 *   by their value and freed by mgx_value_release.
 * - A model is safe to run from many threads at once; a value is used by
 *   one run at a time.
 * - Strings and shapes a model hands out stay valid until the model is
 *   released.
 *
 *   mgx_model *m; mgx_status *st = mgx_model_open("model.mgxb", NULL, &m);
 *   if (st) { fprintf(stderr, "%s\n", mgx_status_message(st)); mgx_status_release(st); }
 */
#ifndef MGXPORT_H
#define MGXPORT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header's ABI; mgx_api_version() returns the
 * library's. A library serves headers of its own API version. */
#define MGX_API_VERSION 1

typedef struct mgx_status mgx_status;
typedef struct mgx_options mgx_options;
typedef struct mgx_model mgx_model;
typedef struct mgx_value mgx_value;
typedef struct mgx_pool mgx_pool;

typedef enum mgx_code {
  MGX_OK = 0,
  MGX_INVALID_ARGUMENT = 1, /* a NULL handle, an unknown option, a bad shape or dtype */
  MGX_NOT_FOUND = 2,        /* a file that does not exist */
  MGX_FAIL = 3              /* anything else: the message says what */
} mgx_code;

typedef enum mgx_dtype {
  MGX_DTYPE_UNKNOWN = 0,
  MGX_FLOAT32 = 1,
  MGX_FLOAT16 = 2,
  MGX_FLOAT64 = 3,
  MGX_INT8 = 4,
  MGX_INT16 = 5,
  MGX_INT32 = 6,
  MGX_INT64 = 7,
  MGX_UINT8 = 8,
  MGX_UINT16 = 9,
  MGX_UINT32 = 10,
  MGX_UINT64 = 11,
  MGX_BOOL = 12,
  MGX_STRING = 13,   /* ONNX's STRING: UTF-8 strings, host values (mgx_value_create_string_tensor) */
  MGX_SEQUENCE = 14, /* ONNX's seq(T): a run's output only, read with mgx_value_count/mgx_value_item */
  MGX_MAP = 15,      /* ONNX's map(K, V): items 0 (keys) and 1 (values), two 1-D tensors */
  MGX_OPTIONAL = 16  /* ONNX's optional(T): no item or one */
} mgx_dtype;

/* Versions. mgx_version writes mgxport's version, NUL-terminated, into buf
 * (at most cap bytes) and returns its length, as snprintf does. */
uint32_t mgx_api_version(void);
size_t mgx_version(char *buf, size_t cap);

/* Statuses. */
mgx_code mgx_status_code(const mgx_status *status);
const char *mgx_status_message(const mgx_status *status);
void mgx_status_release(mgx_status *status);

/* Options for mgx_model_open, as key/value strings:
 *   arch        host (default), sm_90, gfx1100, ..., auto
 *   device      the GPU's ordinal (default 0)
 *   cache_dir   the kernel cache ("" : $MGXPORT_CACHE_DIR, else $XDG_CACHE_HOME/mgxport)
 *   no_cache    1: finalize without the kernel cache
 *   cache_only  1: run a shape bucket on arch only when the bundle holds its
 *               kernels for it, else on the host
 *   preload     1: load every finalized bucket's kernels at open
 *   jobs        parallel finalize compiles (default: one per core)
 *   threads     the host threads of the model's own pool (default 0: one per
 *               core, as ONNX Runtime's intra_op_num_threads; 1: one thread);
 *               an error at open with mgx_options_set_pool's pool
 *   mlir_lib    the MLIR C API library (default: $MGXPORT_MLIR_LIB, else
 *               libmgxport_mlir.so beside libmgxport.so, else as the CLI finds it)
 *   trust       a key (or a file of keys) whose finalized objects in a bundle
 *               run, as `mgxport finalize --trust` takes it (repeatable); this
 *               machine's own key and the cache's trusted.keys are trusted
 *               anyway, and objects no trusted key signed are finalized again
 *   pad:NAME    the pad value of input NAME in padded buckets
 *   dim:NAME    a symbolic dim of an ONNX model (a path ending in .onnx)
 */
mgx_status *mgx_options_create(mgx_options **out);
mgx_status *mgx_options_set(mgx_options *options, const char *key, const char *value);
void mgx_options_release(mgx_options *options);

/* Host threads. A pool is a set of threads that run the host's kernels
 * (threads 0: one per core). Models opened with options that name a pool
 * (mgx_options_set_pool; NULL: none) share its threads, so that models
 * running at once do not oversubscribe the cores; a model opened without
 * one starts its own of the "threads" option's size, which it stops when
 * released. Outputs are the same bytes whatever the thread count.
 * mgx_pool_release stops the pool's threads (after the launches in
 * flight); a model still using it then runs its kernels on the calling
 * thread alone. */
mgx_status *mgx_pool_create(size_t threads, mgx_pool **out);
mgx_status *mgx_pool_threads(const mgx_pool *pool, size_t *out);
void mgx_pool_release(mgx_pool *pool);
mgx_status *mgx_options_set_pool(mgx_options *options, mgx_pool *pool);

/* Models. mgx_model_open opens a bundle finalized for the arch, or a
 * portable one, whose kernels it finalizes in process through the kernel
 * cache. options may be NULL (the host, defaults). */
mgx_status *mgx_model_open(const char *path, const mgx_options *options, mgx_model **out);
void mgx_model_release(mgx_model *model);
/* The arch the model runs on ("host", "sm_90", ...). */
mgx_status *mgx_model_target(const mgx_model *model, const char **out);
/* The threads its host kernels run on (its pool's; 0: a GPU model that
 * runs none on the host). */
mgx_status *mgx_model_threads(const mgx_model *model, size_t *out);

/* Inputs and outputs, in the model's order. shape has ndim entries, -1 for
 * a symbolic (bucketed) axis, whose name mgx_model_*_dim names ("" for a
 * fixed axis). An output whose shape is known only at run time has ndim
 * 0 and *dynamic set. */
mgx_status *mgx_model_input_count(const mgx_model *model, size_t *out);
mgx_status *mgx_model_output_count(const mgx_model *model, size_t *out);
mgx_status *mgx_model_input(const mgx_model *model, size_t index, const char **name, mgx_dtype *dtype,
                            size_t *ndim, const int64_t **shape);
mgx_status *mgx_model_output(const mgx_model *model, size_t index, const char **name, mgx_dtype *dtype,
                             size_t *ndim, const int64_t **shape, int *dynamic);
mgx_status *mgx_model_input_dim(const mgx_model *model, size_t index, size_t axis, const char **name);
mgx_status *mgx_model_output_dim(const mgx_model *model, size_t index, size_t axis, const char **name);

/* Shape buckets: their names (batch=1,seq=8), and whether the bundle holds
 * each one's kernels finalized for the model's arch. */
mgx_status *mgx_model_bucket_count(const mgx_model *model, size_t *out);
mgx_status *mgx_model_bucket(const mgx_model *model, size_t index, const char **name, int *ready);

/* Tensor values. A host tensor wraps data (bytes long, row-major,
 * little-endian) without copying; a device tensor wraps a device address
 * (a CUdeviceptr or hipDeviceptr_t on the model's device; a host address on
 * the host arch), bytes long (an output's capacity). */
mgx_status *mgx_value_create_tensor(mgx_dtype dtype, const int64_t *shape, size_t ndim, void *data, size_t bytes,
                                    mgx_value **out);
mgx_status *mgx_value_create_device_tensor(mgx_dtype dtype, const int64_t *shape, size_t ndim, void *device_ptr,
                                           size_t bytes, mgx_value **out);
/* A host tensor the model allocates in memory its device copies to and
 * from directly (page-locked on a GPU, reused once released): as a run's
 * output the result lands in it by DMA, with no staging copy and no page
 * faults of fresh memory; as an input it is read the same way. Its contents
 * are unspecified, like numpy's empty (zero when fresh, a released
 * tensor's bytes when reused). mgx_value_data gives its memory, valid until
 * mgx_value_release (also after the model is released). On the host arch
 * it is ordinary, zeroed memory. */
mgx_status *mgx_model_create_host_tensor(mgx_model *model, mgx_dtype dtype, const int64_t *shape, size_t ndim,
                                         mgx_value **out);
/* Page-locks bytes of the caller's memory at data, memory runs read inputs
 * from or write outputs into again and again, so that copies to and from
 * the GPU reach it by DMA at the bus's speed instead of through staging
 * (registering costs about ten times one staged copy: it pays for reused
 * buffers). The caller keeps the memory allocated until
 * mgx_model_unregister_host with the same data, or until the model is
 * released. Nothing on the host arch. */
mgx_status *mgx_model_register_host(mgx_model *model, void *data, size_t bytes);
mgx_status *mgx_model_unregister_host(mgx_model *model, void *data);
void mgx_value_release(mgx_value *value);

/* String tensors (MGX_STRING), in the style of ONNX Runtime's
 * FillStringTensor and GetStringTensorContent. They live on the host; a
 * run returns a string output as a new value (give NULL for it in
 * mgx_run's outputs), and mgx_value_data gives NULL and 0 for one.
 *
 * mgx_value_create_string_tensor copies the product(shape) strings
 * strings[0..] (row-major): string i is lengths[i] bytes, or, with lengths
 * NULL, NUL-terminated. At most MGX_MAX_STRING_ELEMENTS strings of
 * MGX_MAX_STRING_BYTES bytes in all. A string that is not valid UTF-8 makes
 * mgx_run fail, naming the input and the element. */
#define MGX_MAX_STRING_ELEMENTS (1u << 26)
#define MGX_MAX_STRING_BYTES (1u << 30)
mgx_status *mgx_value_create_string_tensor(const int64_t *shape, size_t ndim, const char *const *strings,
                                           const size_t *lengths, mgx_value **out);
/* A string value's element count and the total bytes of its strings. */
mgx_status *mgx_value_string_size(const mgx_value *value, size_t *count, size_t *bytes);
/* Copies a string value into the caller's memory: the strings' bytes back
 * to back into buf (buf_len at least the total bytes; no NULs added), and
 * where each string starts into offsets (offsets_len at least the count).
 * String i is buf[offsets[i]] up to offsets[i+1] (the last one up to the
 * total bytes). Too small a buffer is MGX_INVALID_ARGUMENT. */
mgx_status *mgx_value_string_content(const mgx_value *value, void *buf, size_t buf_len, size_t *offsets,
                                     size_t offsets_len);

/* Sequence, map and optional values (MGX_SEQUENCE, MGX_MAP, MGX_OPTIONAL),
 * as ONNX Runtime's GetValueCount and GetValue read them: a run returns
 * such an output as a new value (give NULL for it in mgx_run's outputs).
 * ZipMap, after scikit-learn classifiers, gives a sequence of maps.
 * mgx_value_count is a sequence's length, 2 for a map (its keys and its
 * values), 0 or 1 for an optional; mgx_value_item makes a new value of
 * item index (a tensor, string tensor or map) that the caller releases
 * (its data is its own copy). A tensor value has no items. */
mgx_status *mgx_value_count(const mgx_value *value, size_t *out);
mgx_status *mgx_value_item(const mgx_value *value, size_t index, mgx_value **out);

/* The value's dtype and shape: after a run, an output's shape as the run
 * produced it. Valid until the value is released or run again. */
mgx_status *mgx_value_info(const mgx_value *value, mgx_dtype *dtype, size_t *ndim, const int64_t **shape);
/* A host value's data and its size in bytes (NULL and 0 on the device). */
mgx_status *mgx_value_data(const mgx_value *value, void **data, size_t *bytes);
int mgx_value_on_device(const mgx_value *value);

/* What a run did: the shape bucket that ran ("" without buckets), whether
 * the inputs were padded to it, the arch that served it ("host" when
 * cache_only sent a bucket not finalized for the model's arch there), and
 * whether the bundle lacked the bucket's kernels for the arch (cold). The
 * strings stay valid until the model is released. */
typedef struct mgx_run_info {
  const char *bucket;
  const char *device;
  int padded;
  int cold;
} mgx_run_info;

/* Runs the model: inputs by name; outputs by name, where outputs[i] is
 * either a value the caller made (host or device: written in place) or
 * NULL, which the run fills with a new host value the caller releases.
 * stream is the caller's native stream (CUstream, hipStream_t) that
 * produces device inputs, or NULL: the run waits for it before reading
 * them; device outputs are complete when mgx_run returns. A bundle of shape
 * buckets takes any input shape inside its grid (padded to the smallest
 * covering bucket, outputs sliced back). info, when not NULL, receives what
 * the run did. Safe to call from many threads on one model. */
mgx_status *mgx_run(mgx_model *model, void *stream, const char *const *input_names, mgx_value *const *inputs,
                    size_t input_count, const char *const *output_names, size_t output_count, mgx_value **outputs,
                    mgx_run_info *info);

/* A host tensor described in place for mgx_run_host: no value is made or
 * released for it. shape points at ndim dims. */
typedef struct mgx_host_tensor {
  mgx_dtype dtype;
  size_t ndim;
  int64_t *shape;
  void *data;
  size_t bytes;
} mgx_host_tensor;

/* Runs the model on host memory the caller describes in place, with no
 * value made or released: the cheapest call for a loop that hands a run
 * new memory every time (the Python package's run). inputs[i] is the
 * model's input i and outputs[j] its output j (mgx_model_input and
 * mgx_model_output order, all of them: input_count and output_count are
 * the model's counts). Inputs are read in place: dtype, shape, data and
 * bytes (the shape's size) as mgx_value_create_tensor takes them. An output
 * with data not NULL is written there: dtype is the output's, bytes the
 * room at data (at least the output's size), and ndim and shape the shape
 * the caller expects: a run that produces another fails, naming the output.
 * An output with data NULL is allocated by the run: it sets dtype, data
 * (NULL for an empty tensor) and bytes, writes the shape into shape (ndim
 * is the room there, at least the output's rank, else the run fails) and
 * sets ndim to the rank; the caller frees data with mgx_free (an output
 * whose shape the data decides, NMS's, is one). Every output is checked
 * before any descriptor is written: a run that fails leaves them as they
 * were (though an output's memory may have been written). Tensors only: a
 * model with string, sequence, map or optional inputs or outputs runs with
 * mgx_run. Host memory only: on a GPU arch the inputs are copied to the
 * device and the outputs back, as mgx_run does with host values. info as
 * mgx_run's. Safe to call from many threads on one
 * model. */
mgx_status *mgx_run_host(mgx_model *model, const mgx_host_tensor *inputs, size_t input_count,
                         mgx_host_tensor *outputs, size_t output_count, mgx_run_info *info);
/* Frees memory mgx_run_host allocated (free(3); NULL does nothing). */
void mgx_free(void *data);

#ifdef __cplusplus
}
#endif

#endif /* MGXPORT_H */
