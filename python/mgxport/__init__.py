"""mgxport for Python: run mgxport bundles in process, over the C ABI.

Pure ctypes and numpy, no build step. The library (libmgxport.so) is found
through $MGXPORT_LIB, beside this package, or in the checkout's dist/.

    import numpy as np, mgxport
    m = mgxport.Model("model.mgxb", arch="host")
    print(m.inputs, m.outputs)
    out = m.run({"x": np.random.rand(4, 64).astype(np.float32)})

A Model is safe to run from many threads at once (the library releases the
GIL while it runs). Inputs may be numpy arrays or any DLPack tensor:
host tensors are read in place, GPU tensors (CUDA, ROCm) stay on the GPU.
run(..., outputs={name: tensor}) writes outputs into the caller's arrays or
DLPack tensors (GPU ones stay on the GPU) instead of new numpy arrays.

String inputs (ONNX's STRING) are numpy arrays of str or bytes: dtype
'<U', 'S' or object; bytes must be UTF-8. String outputs come back as
numpy object arrays of str, as ONNX Runtime returns them; TensorInfo's
dtype for a string is numpy's object dtype. Outputs that are no tensors
come back as ONNX Runtime's Python API returns them: a sequence as a list,
a map as a dict, an optional as its value or None (ZipMap, after
scikit-learn classifiers, gives a list of {label: probability} dicts);
their TensorInfo dtype is "sequence", "map" or "optional". value_json
turns such a value (or ONNX Runtime's, of the same form) into the JSON file
`mgxport run` writes and `--expected NAME=FILE.json` compares against.
"""

import ctypes
import os
import threading
import weakref
from collections import OrderedDict, namedtuple

import numpy as np

__all__ = ["Model", "Pool", "Error", "TensorInfo", "Bucket", "RunInfo", "library_path", "version", "value_json"]

# mgx_dtype values (mgxport.h) and numpy's names for them.
_DTYPES = {
    1: "float32", 2: "float16", 3: "float64", 4: "int8", 5: "int16", 6: "int32",
    7: "int64", 8: "uint8", 9: "uint16", 10: "uint32", 11: "uint64", 12: "bool",
}
_CODES = {np.dtype(v): k for k, v in _DTYPES.items()}
# MGX_STRING: host values made from and read into byte buffers (never a
# numpy buffer), numpy's object arrays of str on the way out.
_STRING = 13
# MGX_SEQUENCE, MGX_MAP, MGX_OPTIONAL: a run's outputs only, read item by
# item.
_CONTAINERS = {14: "sequence", 15: "map", 16: "optional"}

# DLPack device types and type codes.
_DL_CPU, _DL_CUDA, _DL_CUDA_HOST, _DL_ROCM = 1, 2, 3, 10
_DL_INT, _DL_UINT, _DL_FLOAT, _DL_BOOL = 0, 1, 2, 6

TensorInfo = namedtuple("TensorInfo", "name dtype shape")
TensorInfo.__doc__ = """An input or output: its name, numpy dtype and shape, a
tuple whose symbolic (bucketed) axes are the dims' names (strings); None
for an output whose shape is known only at run time."""

Bucket = namedtuple("Bucket", "name ready")
Bucket.__doc__ = """A shape bucket (batch=1,seq=8) and whether the bundle holds
its kernels finalized for the model's arch."""


class Error(Exception):
    """An error the library reported: code is mgxport.h's mgx_code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def library_path():
    """The libmgxport.so this package loads: $MGXPORT_LIB, else beside the
    package, else dist/ of the checkout the package lies in."""
    env = os.environ.get("MGXPORT_LIB")
    if env:
        if not os.path.isfile(env):
            raise Error(2, "$MGXPORT_LIB=%s is not a file: build it with `make dist`" % env)
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    looked = []
    for p in (os.path.join(here, "libmgxport.so"),
              os.path.join(here, "..", "..", "dist", "libmgxport.so")):
        looked.append(os.path.normpath(p))
        if os.path.isfile(p):
            return p
    raise Error(2, "libmgxport.so not found (looked in $MGXPORT_LIB, %s): "
                   "build it with `make dist`, or set MGXPORT_LIB" % ", ".join(looked))


class _RunInfo(ctypes.Structure):
    _fields_ = [("bucket", ctypes.c_char_p), ("device", ctypes.c_char_p), ("padded", ctypes.c_int),
                ("cold", ctypes.c_int)]


class _HostTensorDesc(ctypes.Structure):
    _fields_ = [("dtype", ctypes.c_int), ("ndim", ctypes.c_size_t), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("data", ctypes.c_void_p), ("bytes", ctypes.c_size_t)]


RunInfo = namedtuple("RunInfo", "bucket device padded cold")
RunInfo.__doc__ = """What a run did: the shape bucket ("" without buckets),
the arch that served it, whether the inputs were padded, and whether the
bucket was cold (not finalized for the model's arch in the bundle)."""


class _Owned:
    """Owns a tensor value v: releases it when collected. A host tensor
    the library allocated lives as long as the numpy arrays over its memory
    (through a ctypes buffer, Model._host_array); an input's value a thread
    keeps between runs, as long as Model._input's cache holds it."""

    __slots__ = ("_l", "v")

    def __init__(self, l, v):
        self._l, self.v = l, v

    def __del__(self):
        if self.v:
            self._l.lib.mgx_value_release(self.v)
            self.v = None


# How many input values a thread keeps per model (Model._input).
_HELD_MAX = 16


class _Lib:
    """The loaded library with its functions' signatures."""

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        P, S, I = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int
        CP = ctypes.c_char_p
        PP = ctypes.POINTER(P)
        sigs = {
            "mgx_api_version": (ctypes.c_uint32, []),
            "mgx_version": (S, [CP, S]),
            "mgx_status_code": (I, [P]),
            "mgx_status_message": (CP, [P]),
            "mgx_status_release": (None, [P]),
            "mgx_options_create": (P, [PP]),
            "mgx_options_set": (P, [P, CP, CP]),
            "mgx_options_release": (None, [P]),
            "mgx_options_set_pool": (P, [P, P]),
            "mgx_pool_create": (P, [S, PP]),
            "mgx_pool_threads": (P, [P, ctypes.POINTER(S)]),
            "mgx_pool_release": (None, [P]),
            "mgx_model_threads": (P, [P, ctypes.POINTER(S)]),
            "mgx_model_open": (P, [CP, P, PP]),
            "mgx_model_release": (None, [P]),
            "mgx_model_target": (P, [P, ctypes.POINTER(CP)]),
            "mgx_model_input_count": (P, [P, ctypes.POINTER(S)]),
            "mgx_model_output_count": (P, [P, ctypes.POINTER(S)]),
            "mgx_model_input": (P, [P, S, ctypes.POINTER(CP), ctypes.POINTER(I), ctypes.POINTER(S),
                                    ctypes.POINTER(ctypes.POINTER(ctypes.c_int64))]),
            "mgx_model_output": (P, [P, S, ctypes.POINTER(CP), ctypes.POINTER(I), ctypes.POINTER(S),
                                     ctypes.POINTER(ctypes.POINTER(ctypes.c_int64)), ctypes.POINTER(I)]),
            "mgx_model_input_dim": (P, [P, S, S, ctypes.POINTER(CP)]),
            "mgx_model_output_dim": (P, [P, S, S, ctypes.POINTER(CP)]),
            "mgx_model_bucket_count": (P, [P, ctypes.POINTER(S)]),
            "mgx_model_bucket": (P, [P, S, ctypes.POINTER(CP), ctypes.POINTER(I)]),
            "mgx_value_create_tensor": (P, [I, ctypes.POINTER(ctypes.c_int64), S, P, S, PP]),
            "mgx_value_create_device_tensor": (P, [I, ctypes.POINTER(ctypes.c_int64), S, P, S, PP]),
            "mgx_model_create_host_tensor": (P, [P, I, ctypes.POINTER(ctypes.c_int64), S, PP]),
            "mgx_model_register_host": (P, [P, P, S]),
            "mgx_model_unregister_host": (P, [P, P]),
            "mgx_value_release": (None, [P]),
            "mgx_value_info": (P, [P, ctypes.POINTER(I), ctypes.POINTER(S),
                                   ctypes.POINTER(ctypes.POINTER(ctypes.c_int64))]),
            "mgx_value_data": (P, [P, PP, ctypes.POINTER(S)]),
            "mgx_value_create_string_tensor": (P, [ctypes.POINTER(ctypes.c_int64), S, ctypes.POINTER(CP),
                                                   ctypes.POINTER(S), PP]),
            "mgx_value_string_size": (P, [P, ctypes.POINTER(S), ctypes.POINTER(S)]),
            "mgx_value_count": (P, [P, ctypes.POINTER(S)]),
            "mgx_value_item": (P, [P, S, PP]),
            "mgx_value_string_content": (P, [P, P, S, ctypes.POINTER(S), S]),
            "mgx_run": (P, [P, P, ctypes.POINTER(CP), PP, S, ctypes.POINTER(CP), S, PP, ctypes.POINTER(_RunInfo)]),
            "mgx_run_host": (P, [P, ctypes.POINTER(_HostTensorDesc), S, ctypes.POINTER(_HostTensorDesc), S,
                                 ctypes.POINTER(_RunInfo)]),
            "mgx_free": (None, [P]),
        }
        for name, (res, args) in sigs.items():
            f = getattr(lib, name)
            f.restype, f.argtypes = res, args
        self.lib = lib
        # mgx_run_host without argtypes, for arguments converted once
        # (_HostRun.args): ctypes' conversion of six arguments was a tenth
        # of a small model's run.
        self.run_host_raw = ctypes.CDLL(path).mgx_run_host
        self.run_host_raw.restype = P
        if lib.mgx_api_version() != 1:
            raise Error(3, "%s has C API version %d; this package speaks version 1" % (path, lib.mgx_api_version()))

    def check(self, status):
        """Raises the Error a status carries (and releases it)."""
        if status:
            code = self.lib.mgx_status_code(status)
            msg = self.lib.mgx_status_message(status).decode("utf-8", "replace")
            self.lib.mgx_status_release(status)
            raise Error(code, msg)


_lib_lock = threading.Lock()
_lib_cache = {}


def _library():
    path = os.path.realpath(library_path())
    with _lib_lock:
        if path not in _lib_cache:
            _lib_cache[path] = _Lib(path)
        return _lib_cache[path]


def version():
    """mgxport's version, as the library reports it."""
    lib = _library().lib
    buf = ctypes.create_string_buffer(64)
    lib.mgx_version(buf, len(buf))
    return buf.value.decode()


def value_json(value, float_dtype="float32"):
    """The JSON form of an output, as `mgxport run` writes NAME.json and
    `mgxport run|verify --expected NAME=FILE.json` reads it (see `mgxport
    run --help`), from its Python value: a list (a sequence), a dict (a map
    of int or str keys), None (an empty optional) or a numpy array. ONNX
    Runtime's Python outputs have the same form, so its reference outputs
    convert too: json.dump(mgxport.value_json(ort_out[1]), f). A map's
    values that are Python floats (ZipMap's) are float_dtype."""
    if value is None:
        return {"dtype": "optional", "items": []}
    if isinstance(value, (list, tuple)):
        return {"dtype": "sequence", "items": [value_json(v, float_dtype) for v in value]}
    if isinstance(value, dict):
        keys = list(value)
        if all(isinstance(k, str) for k in keys):
            karr = np.array(keys, dtype=object)
        elif all(isinstance(k, (int, np.integer)) and not isinstance(k, bool) for k in keys):
            karr = np.array(keys, dtype=np.int64)
        else:
            raise Error(1, "value_json: a map's keys must be all int or all str")
        vals = [value[k] for k in keys]
        if all(isinstance(v, float) for v in vals):
            varr = np.array(vals, dtype=float_dtype)
        else:
            varr = np.asarray(vals)
        return {"dtype": "map", "items": [_tensor_json(karr), _tensor_json(varr.reshape(len(keys)))]}
    return _tensor_json(np.asarray(value))


def _tensor_json(a):
    """A numpy array's JSON form: dtype, shape, row-major data."""
    flat = a.reshape(-1)
    if a.dtype.kind in "USO":
        dtype = "string"
        data = [x.decode("utf-8") if isinstance(x, (bytes, np.bytes_)) else str(x) for x in flat]
    elif a.dtype.kind == "f":
        dtype = str(a.dtype)
        data = [("NaN" if np.isnan(x) else "+Inf" if x > 0 else "-Inf") if not np.isfinite(x) else float(x)
                for x in flat]
    elif a.dtype.kind in "iu":
        dtype, data = str(a.dtype), [int(x) for x in flat]
    elif a.dtype.kind == "b":
        dtype, data = "bool", [bool(x) for x in flat]
    else:
        raise Error(1, "value_json: dtype %s has no JSON form" % a.dtype)
    return {"dtype": dtype, "shape": list(a.shape), "data": data}


# DLPack's structures (dlpack.h), to read a capsule's tensor.
class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]

_DL_NAMES = {(_DL_FLOAT, 16): "float16", (_DL_FLOAT, 32): "float32", (_DL_FLOAT, 64): "float64",
             (_DL_INT, 8): "int8", (_DL_INT, 16): "int16", (_DL_INT, 32): "int32", (_DL_INT, 64): "int64",
             (_DL_UINT, 8): "uint8", (_DL_UINT, 16): "uint16", (_DL_UINT, 32): "uint32",
             (_DL_UINT, 64): "uint64", (_DL_BOOL, 8): "bool", (_DL_UINT, 1): "bool"}

# The legacy default stream (CU_STREAM_LEGACY, hipStreamLegacy's value): a
# GPU producer makes DLPack data ready on it, and the run waits for it.
_LEGACY_STREAM = 1


class _DLView:
    """A DLPack tensor read from its capsule: device, dtype, shape, address.
    It holds the producer and the capsule, which keep the memory alive."""

    def __init__(self, obj, name):
        dev_type, dev_id = obj.__dlpack_device__()
        gpu = dev_type in (_DL_CUDA, _DL_ROCM)
        capsule = obj.__dlpack__(stream=_LEGACY_STREAM) if gpu else obj.__dlpack__()
        t = _DLTensor.from_address(_capsule_pointer(capsule, b"dltensor"))
        key = (t.dtype.code, t.dtype.bits)
        if key not in _DL_NAMES or t.dtype.lanes != 1:
            raise Error(1, "input %s: DLPack dtype code %d bits %d lanes %d is not one mgxport runs"
                        % (name, t.dtype.code, t.dtype.bits, t.dtype.lanes))
        self.dtype = np.dtype(_DL_NAMES[key])
        self.shape = tuple(t.shape[i] for i in range(t.ndim))
        if t.strides:
            want, contiguous = self.dtype.itemsize, True
            for i in reversed(range(t.ndim)):
                if self.shape[i] != 1 and t.strides[i] * self.dtype.itemsize != want:
                    contiguous = False
                want *= self.shape[i]
            if not contiguous:
                raise Error(1, "input %s: the DLPack tensor is not contiguous: make it so first" % name)
        self.ptr = (t.data or 0) + t.byte_offset
        self.nbytes = int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize
        self.gpu, self.device_type, self.device_id = gpu, dev_type, dev_id
        if not gpu and dev_type not in (_DL_CPU, _DL_CUDA_HOST):
            raise Error(1, "input %s: DLPack device type %d is neither the CPU nor a CUDA/ROCm GPU" % (name, dev_type))
        self._keep = (obj, capsule)


# Pin on reuse (GPU models): a numpy input array of at least _PIN_MIN bytes
# seen by a second run is page-locked (mgx_model_register_host), so that
# its copy to the GPU runs by DMA at the bus's speed instead of through the
# staging buffers, whose memcpy the host's memory bandwidth bounds. Only on
# the second sight: registering costs about ten times one staged copy, so
# an array used once is staged. The registration lasts while the array
# does (a weakref callback unregisters it before numpy frees the memory)
# and while the model is open; at most _PIN_MAX bytes stay registered per
# model, the least recently used going first.
_PIN_MIN = 4 << 20
_PIN_MAX = 2 << 30


def _unpin(model_ref, key):
    """An array's registration ends: it is being freed, or evicted."""
    m = model_ref()
    if m is not None:
        m._unpin(key)


class _Closable:
    """What Pool and Model share: a context manager, and close() when the
    object is collected."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


class Pool(_Closable):
    """Host threads that models share (mgx_pool in mgxport.h).

    Pool(threads=0) starts threads threads (0: one per core). Models opened
    with Model(..., pool=p) run their host kernels on them, so that models
    running at once do not oversubscribe the cores; a model opened without
    a pool starts its own (Model's threads). Outputs are the same bytes
    whatever the count. close() stops the threads (after the launches in
    flight); a model still using the pool then runs on the calling thread
    alone.
    """

    def __init__(self, threads=0):
        if not isinstance(threads, int) or isinstance(threads, bool) or threads < 0:
            raise Error(1, "Pool(threads=%r): want an int, 0 (one per core) or more" % (threads,))
        self._l = _library()
        self._h = None
        h = ctypes.c_void_p()
        self._l.check(self._l.lib.mgx_pool_create(threads, ctypes.byref(h)))
        self._h = h
        n = ctypes.c_size_t()
        self._l.check(self._l.lib.mgx_pool_threads(self._h, ctypes.byref(n)))
        self.threads = n.value

    def close(self):
        """Stops the pool's threads; idempotent."""
        if self._h:
            self._l.lib.mgx_pool_release(self._h)
            self._h = None


_char_from_buffer, _addressof = ctypes.c_char.from_buffer, ctypes.addressof

# Room for the shape of an output a run allocates (mgx_run_host).
_ROOM = 64


def _address(a, flags):
    """The address of a C-contiguous array's data (None when empty):
    through a ctypes view when writable (four times cheaper than
    __array_interface__)."""
    if not a.nbytes:
        return None
    if flags.writeable:
        return _addressof(_char_from_buffer(a))
    return a.__array_interface__["data"][0]


class _HostRun:
    """A thread's descriptors for Model._run_host: the inputs' and outputs'
    mgx_host_tensor arrays, the inputs' shapes as last run, and the outputs'
    shapes and dtypes for them (the plan), kept from run to run."""

    def __init__(self, model):
        # No reference to the model: a thread's _HostRun lives in the
        # model's thread-local (a cycle would keep a dropped model open
        # until the collector ran).
        self.lib = model._l.lib
        self.run = model._l.run_host_raw
        self.n_in, self.n_out = len(model.inputs), len(model.outputs)
        self.ins = (_HostTensorDesc * self.n_in)()
        self.outs = (_HostTensorDesc * self.n_out)()
        self.inputs = [(i.name, i.dtype, self.ins[k]) for k, i in enumerate(model.inputs)]
        for name, dt, d in self.inputs:
            d.dtype = _CODES[dt]
        self.shapes = [None] * self.n_in
        self.cshapes = [None] * self.n_in  # kept alive: the descriptors point at them
        self.expect = [None] * self.n_out  # the outputs' expected shapes, kept alive likewise
        self.plan = None  # per output: name, shape (None: the run allocates), dtype, descriptor, shape room
        self.allocated = False  # whether some output is the run's to allocate
        self.info = _RunInfo()
        # mgx_run_host's arguments, as C values (the run_host_raw call).
        self.args = (ctypes.c_void_p(model._h.value), ctypes.byref(self.ins), ctypes.c_size_t(self.n_in),
                     ctypes.byref(self.outs), ctypes.c_size_t(self.n_out), ctypes.byref(self.info))

    def set_input_shape(self, i, shape):
        c = (ctypes.c_int64 * max(len(shape), 1))(*shape)
        self.cshapes[i] = c
        self.shapes[i] = shape
        d = self.ins[i]
        d.ndim, d.shape = len(shape), c

    def set_plan(self, model):
        """The outputs' shapes for the inputs' (None where the run decides)."""
        dims = {}
        for name, shape in zip((i[0] for i in self.inputs), self.shapes):
            syms = model._in_dims.get(name)
            if syms and len(syms) == len(shape):
                for d, n in zip(syms, shape):
                    if isinstance(d, str):
                        dims[d] = int(n)
        plan = []
        for j, info in enumerate(model.outputs):
            shape = model._output_shape(info, dims)
            if shape is not None and 0 in shape:
                shape = None  # no memory to point at: the run allocates (nothing)
            d = self.outs[j]
            d.dtype = _CODES[info.dtype]
            room = None
            if shape is None:
                room = (ctypes.c_int64 * _ROOM)()
            else:
                c = (ctypes.c_int64 * max(len(shape), 1))(*shape)
                self.expect[j] = c
                d.ndim, d.shape = len(shape), c
                d.bytes = info.dtype.itemsize * int(np.prod(shape, dtype=np.int64))
            plan.append((info.name, shape, info.dtype, d, room))
        self.plan = plan
        self.allocated = any(p[1] is None for p in plan)

    def take(self, j, dt):
        """Output j, which the run allocated, as a new numpy array (the
        library's memory freed)."""
        d, room = self.outs[j], self.plan[j][4]
        a = np.empty(tuple(room[:d.ndim]), dt)
        if a.nbytes != d.bytes:
            raise Error(3, "output %s: %d bytes for shape %s" % (self.plan[j][0], d.bytes, a.shape))
        if d.data:
            ctypes.memmove(_addressof(_char_from_buffer(a)), d.data, d.bytes)
            self.lib.mgx_free(d.data)
            d.data = None
        return a

    def free(self):
        """Frees the memory the run allocated that take did not."""
        for _, shape, _, d, _ in self.plan:
            if shape is None and d.data:
                self.lib.mgx_free(d.data)
                d.data = None


class Model(_Closable):
    """A bundle opened on a device (see mgxport.h and the Go package).

    Model(path, arch="host", device=0, cache_dir=None, cache_only=False,
    preload=False, mlir_lib=None, jobs=None, pads=None, dims=None, trust=(),
    threads=None, pool=None)

    A portable bundle is finalized in process through the kernel cache.
    The host's kernels run on pool's threads (a Pool) or, without one, on a
    pool of the model's own of threads threads (None or 0: one per core, as
    ONNX Runtime's intra_op_num_threads; 1: one thread); the two together
    are an error. The threads attribute says how many it runs on (0: none
    on the host).
    """

    def __init__(self, path, arch="host", device=0, cache_dir=None, cache_only=False, preload=False,
                 mlir_lib=None, jobs=None, pads=None, dims=None, trust=(), threads=None, pool=None):
        self._l = _library()
        lib = self._l.lib
        self._h = None
        if pool is not None and not isinstance(pool, Pool):
            raise Error(1, "pool=%r: want a mgxport.Pool" % (pool,))
        if pool is not None and not pool._h:
            raise Error(1, "pool: the Pool is closed")
        self._pool = pool  # kept open while the model is
        self._local = threading.local()
        self._pin_lock = threading.RLock()  # a finalizer may run inside _pin (a GC)
        self._seen = {}  # (address, bytes) -> weakref of an array run once (pin on reuse)
        self._pins = OrderedDict()  # (address, bytes) -> weakref.finalize of a registered array, oldest first
        self._pinned = 0  # bytes registered
        opts = ctypes.c_void_p()
        self._l.check(lib.mgx_options_create(ctypes.byref(opts)))
        try:
            settings = [("arch", arch), ("device", device), ("cache_dir", cache_dir),
                        ("cache_only", "1" if cache_only else None), ("preload", "1" if preload else None),
                        ("mlir_lib", mlir_lib), ("jobs", jobs), ("threads", threads)]
            settings += [("trust", k) for k in trust]
            settings += [("pad:" + k, v) for k, v in (pads or {}).items()]
            settings += [("dim:" + k, v) for k, v in (dims or {}).items()]
            for k, v in settings:
                if v is not None:
                    self._l.check(lib.mgx_options_set(opts, k.encode(), str(v).encode()))
            if pool is not None:
                self._l.check(lib.mgx_options_set_pool(opts, pool._h))
            h = ctypes.c_void_p()
            self._l.check(lib.mgx_model_open(os.fsencode(path), opts, ctypes.byref(h)))
            self._h = h
        finally:
            lib.mgx_options_release(opts)
        self.path, self.device = path, device
        self.inputs = self._describe(False)
        self.outputs = self._describe(True)
        self.buckets = self._buckets()
        target = ctypes.c_char_p()
        self._l.check(lib.mgx_model_target(self._h, ctypes.byref(target)))
        self.target = target.value.decode()
        n = ctypes.c_size_t()
        self._l.check(lib.mgx_model_threads(self._h, ctypes.byref(n)))
        self.threads = n.value
        # What every run needs, made once (a run of a small model costs
        # its Python more than its kernels).
        self._in_dims = {i.name: i.shape for i in self.inputs
                         if i.shape and any(isinstance(d, str) for d in i.shape)}
        self._out_names = [o.name for o in self.outputs]
        self._out_set = frozenset(self._out_names)
        self._cout = (ctypes.c_char_p * max(len(self._out_names), 1))(*[n.encode() for n in self._out_names])
        self._cin = {}  # tuple of input names -> their C array
        # Runs on the host of numpy arrays alone go through mgx_run_host
        # (_run_host): tensors only.
        self._fast = self.target == "host" and all(
            isinstance(i.dtype, np.dtype) and i.dtype in _CODES for i in self.inputs + self.outputs)

    def _describe(self, outputs):
        lib = self._l.lib
        n = ctypes.c_size_t()
        self._l.check((lib.mgx_model_output_count if outputs else lib.mgx_model_input_count)(self._h, ctypes.byref(n)))
        infos = []
        for i in range(n.value):
            name, dt, nd = ctypes.c_char_p(), ctypes.c_int(), ctypes.c_size_t()
            shape, dyn = ctypes.POINTER(ctypes.c_int64)(), ctypes.c_int()
            if outputs:
                self._l.check(lib.mgx_model_output(self._h, i, ctypes.byref(name), ctypes.byref(dt), ctypes.byref(nd),
                                                   ctypes.byref(shape), ctypes.byref(dyn)))
            else:
                self._l.check(lib.mgx_model_input(self._h, i, ctypes.byref(name), ctypes.byref(dt), ctypes.byref(nd),
                                                  ctypes.byref(shape)))
            dims = []
            for a in range(nd.value):
                d = shape[a]
                if d < 0:
                    dn = ctypes.c_char_p()
                    self._l.check((lib.mgx_model_output_dim if outputs else lib.mgx_model_input_dim)(
                        self._h, i, a, ctypes.byref(dn)))
                    d = dn.value.decode()
                dims.append(d)
            if dt.value == _STRING:
                dtype = np.dtype(object)
            elif dt.value in _CONTAINERS:
                dtype = _CONTAINERS[dt.value]
            else:
                dtype = np.dtype(_DTYPES[dt.value])
            infos.append(TensorInfo(name.value.decode(), dtype, None if dyn.value else tuple(dims)))
        return infos

    def _buckets(self):
        lib = self._l.lib
        n = ctypes.c_size_t()
        self._l.check(lib.mgx_model_bucket_count(self._h, ctypes.byref(n)))
        out = []
        for i in range(n.value):
            name, ready = ctypes.c_char_p(), ctypes.c_int()
            self._l.check(lib.mgx_model_bucket(self._h, i, ctypes.byref(name), ctypes.byref(ready)))
            out.append(Bucket(name.value.decode(), bool(ready.value)))
        return out

    @property
    def last_run(self):
        """What this thread's last run did (a RunInfo), or None."""
        info = getattr(self._local, "last_run", None)
        if isinstance(info, _RunInfo):  # the fast path's, decoded when asked for
            return RunInfo(info.bucket.decode(), info.device.decode(), bool(info.padded), bool(info.cold))
        return info

    def close(self):
        """Releases the model (after the runs in flight); idempotent."""
        with self._pin_lock:
            for fin in self._pins.values():
                fin.detach()  # the release below unregisters them all
            self._pins.clear()
            self._seen.clear()
            self._pinned = 0
        # This thread's held input values (other threads' go with the
        # model object).
        local = getattr(self, "_local", None)  # None: __init__ failed before it
        if local is not None:
            local.__dict__.pop("held", None)
        if self._h:
            self._l.lib.mgx_model_release(self._h)
            self._h = None

    def _pin(self, a):
        """Pin on reuse (see _PIN_MIN): registers a, a numpy array this
        model's runs read, on its second run."""
        if self.target == "host" or a.nbytes < _PIN_MIN or not self._h:
            return
        key = (a.ctypes.data, a.nbytes)
        with self._pin_lock:
            fin = self._pins.get(key)
            if fin is not None and fin.alive:
                self._pins.move_to_end(key)
                return
            seen = self._seen.get(key)
            if seen is None or seen() is not a:
                # First sight (or another array where a freed one was).
                self._seen = {k: r for k, r in self._seen.items() if r() is not None}
                self._seen[key] = weakref.ref(a)
                return
            del self._seen[key]
            st = self._l.lib.mgx_model_register_host(self._h, ctypes.c_void_p(key[0]), key[1])
            if st:
                # Not to be registered (memory shared with a registered
                # neighbour, say): the staged copy serves it.
                self._l.lib.mgx_status_release(st)
                return
            self._pins[key] = weakref.finalize(a, _unpin, weakref.ref(self), key)
            self._pinned += key[1]
            while self._pinned > _PIN_MAX and len(self._pins) > 1:
                old = next(iter(self._pins))
                self._unpin_locked(old)

    def _unpin(self, key):
        with self._pin_lock:
            self._unpin_locked(key)

    def _unpin_locked(self, key):
        fin = self._pins.pop(key, None)
        if fin is None:
            return
        fin.detach()
        self._pinned -= key[1]
        if self._h:
            st = self._l.lib.mgx_model_unregister_host(self._h, ctypes.c_void_p(key[0]))
            if st:
                self._l.lib.mgx_status_release(st)

    def _input(self, name, x, keep):
        """_value for an input, and whether the thread holds the value:
        on the host, a contiguous numpy array's value is kept by the thread
        for its next runs (the same memory, shape and dtype: the value only
        points at the memory), so a loop over the same arrays does not
        create and release values on every run (two calls into the library
        an input); a value not held the caller releases."""
        if type(x) is np.ndarray and self.target == "host" and x.flags.c_contiguous and x.dtype in _CODES:
            key = (name, x.__array_interface__["data"][0], x.shape, x.dtype.num)
            held = self._local.__dict__.setdefault("held", {})
            h = held.get(key)
            if h is None:
                v, _, _ = self._value(name, x, [])
                if len(held) >= _HELD_MAX:
                    held.clear()
                h = held[key] = _Owned(self._l, v)
            keep.append(x)
            return h.v, x, False, True
        v, held, gpu = self._value(name, x, keep)
        return v, held, gpu, False

    def _value(self, name, x, keep):
        """An mgx_value over x's memory (a numpy array or a DLPack tensor)."""
        lib = self._l.lib
        v = ctypes.c_void_p()
        if isinstance(x, np.ndarray) or not hasattr(x, "__dlpack__"):
            a = np.asarray(x)
            if a.dtype.kind in "USO":
                return self._string_value(name, a, keep), a, False
            if not a.flags.c_contiguous:
                a = np.ascontiguousarray(a)
            if a.dtype not in _CODES:
                raise Error(1, "%s: dtype %s is not one mgxport runs" % (name, a.dtype))
            keep.append(a)
            self._pin(a)
            shape = (ctypes.c_int64 * max(a.ndim, 1))(*a.shape)
            self._l.check(lib.mgx_value_create_tensor(_CODES[a.dtype], shape, a.ndim,
                                                      a.ctypes.data if a.nbytes else None, a.nbytes, ctypes.byref(v)))
            return v, a, False
        d = _DLView(x, name)
        if d.gpu and self.target == "host":
            raise Error(1, "%s: a GPU tensor (DLPack device type %d) for a model on the host: "
                           "open the model with the GPU's arch, or pass a host array" % (name, d.device_type))
        if d.gpu and d.device_id != self.device:
            raise Error(1, "%s: a tensor on GPU %d for a model on GPU %d" % (name, d.device_id, self.device))
        keep.append(d)
        shape = (ctypes.c_int64 * max(len(d.shape), 1))(*d.shape)
        create = lib.mgx_value_create_device_tensor if d.gpu else lib.mgx_value_create_tensor
        self._l.check(create(_CODES[d.dtype], shape, len(d.shape), d.ptr or None, d.nbytes, ctypes.byref(v)))
        return v, x, d.gpu

    def _string_value(self, name, a, keep):
        """An mgx_value of a string tensor: a's elements (str, encoded as
        UTF-8, or bytes) copied by the library."""
        lib = self._l.lib
        enc = []
        for i, s in enumerate(a.reshape(-1)):
            if isinstance(s, (bytes, np.bytes_)):
                enc.append(bytes(s))
            elif isinstance(s, (str, np.str_)):
                try:
                    enc.append(s.encode("utf-8"))
                except UnicodeEncodeError:
                    raise Error(1, "input %s: string %d is not valid UTF-8" % (name, i)) from None
            else:
                raise Error(1, "input %s: element %d is %s, not a string" % (name, i, type(s).__name__))
        n = len(enc)
        ptrs = (ctypes.c_char_p * max(n, 1))(*enc)
        lens = (ctypes.c_size_t * max(n, 1))(*[len(b) for b in enc])
        keep.append((ptrs, lens, enc))
        shape = (ctypes.c_int64 * max(a.ndim, 1))(*a.shape)
        v = ctypes.c_void_p()
        self._l.check(lib.mgx_value_create_string_tensor(shape, a.ndim, ptrs, lens, ctypes.byref(v)))
        return v

    def _output_shape(self, info, dims):
        """An output's shape for inputs binding dims, or None when unknown."""
        if info.shape is None:
            return None
        shape = []
        for d in info.shape:
            if isinstance(d, str):
                if d not in dims:
                    return None
                d = dims[d]
            shape.append(d)
        return tuple(shape)

    def run(self, inputs, outputs=None):
        """Runs the model: inputs maps each input's name to a numpy array or
        a DLPack tensor. Returns {name: ndarray} with every output — or, for
        names in outputs ({name: array or DLPack tensor}), the caller's
        tensor, written in place. A bundle of shape buckets takes any shape
        inside its grid."""
        if not self._h:
            raise Error(1, "model is closed")
        if self._fast and not outputs:
            out = self._run_host(inputs)
            if out is not None:
                return out
        lib = self._l.lib
        outputs = outputs or {}
        if outputs and not self._out_set.issuperset(outputs):
            raise Error(1, "unknown output(s) %s: the model's outputs are %s"
                        % (", ".join(sorted(set(outputs) - self._out_set)), ", ".join(self._out_names)))
        keep, values, out_values, dims, gpu = [], [], [], {}, False
        owned = []  # values made here for this run alone, released below
        try:
            in_names = tuple(inputs)
            for name in in_names:
                v, held, on_gpu, cached = self._input(name, inputs[name], keep)
                if not cached:
                    owned.append(v)
                values.append(v)
                gpu = gpu or on_gpu
                syms = self._in_dims.get(name)
                shape = getattr(held, "shape", None)
                if syms and shape is not None and len(shape) == len(syms):
                    for d, n in zip(syms, shape):
                        if isinstance(d, str):
                            dims[d] = int(n)
            # Outputs: the caller's tensors; else, on the host, new numpy
            # arrays the run writes into, and on a GPU numpy arrays over
            # host tensors the library allocates at the shape the inputs
            # bind (page-locked and reused: the run's output lands in them
            # by DMA, with no staging copy); else (data-dependent shapes,
            # strings, sequences, maps) values the library allocates and
            # _take copies.
            results = {}
            checks = []  # (index, array) made at a shape the run must confirm
            for info in self.outputs:
                if not isinstance(info.dtype, np.dtype) or info.dtype.kind == "O":
                    if info.name in outputs:
                        raise Error(1, "output %s is a %s value, which a run returns itself: give no tensor for it"
                                    % (info.name, "string" if isinstance(info.dtype, np.dtype) else info.dtype))
                    out_values.append(None)
                    continue
                if info.name in outputs:
                    v, _, _ = self._value(info.name, outputs[info.name], keep)
                    owned.append(v)
                    out_values.append(v)
                    results[info.name] = outputs[info.name]
                    continue
                shape = self._output_shape(info, dims)
                if shape is None:
                    out_values.append(None)
                    continue
                if self.target == "host":
                    a = np.empty(shape, dtype=info.dtype)
                    v, _, _ = self._value(info.name, a, keep)
                    owned.append(v)
                else:
                    v, a = self._host_array(info.dtype, shape, keep)  # the array's owner releases v
                out_values.append(v)
                results[info.name] = a
                checks.append((len(out_values) - 1, a))
            cin = self._cin.get(in_names)
            if cin is None:
                cin = (ctypes.c_char_p * max(len(in_names), 1))(*[n.encode() for n in in_names])
                if len(self._cin) < 64:
                    self._cin[in_names] = cin
            vin = (ctypes.c_void_p * max(len(values), 1))(*[v.value for v in values])
            vout = (ctypes.c_void_p * max(len(out_values), 1))(*[v.value if v else None for v in out_values])
            info = _RunInfo()
            self._l.check(lib.mgx_run(self._h, _LEGACY_STREAM if gpu else None, cin, vin, len(in_names), self._cout,
                                      len(self._out_names), vout, ctypes.byref(info)))
            self._local.last_run = RunInfo(info.bucket.decode(), info.device.decode(), bool(info.padded),
                                           bool(info.cold))
            for i, a in checks:
                self._check_shape(vout[i], a)
            for i, info in enumerate(self.outputs):
                if info.name not in results:
                    # A library-allocated value: copy it out, then release it.
                    results[info.name] = self._take(vout[i])
            return results
        finally:
            # The values made here (a GPU output's host tensor goes with its
            # array); library-allocated outputs were released by _take.
            for v in owned:
                lib.mgx_value_release(v)

    def _run_host(self, inputs):
        """run's fast path: a host model run on C-contiguous numpy arrays of
        the inputs' dtypes, through one mgx_run_host call with descriptors
        this thread keeps (a run of a small model costs its Python more than
        its kernels). None when the inputs are anything else: run's general
        path takes them (and reports what is wrong)."""
        f = self._local.__dict__.get("host_run")
        if f is None:
            f = self._local.host_run = _HostRun(self)
        if len(inputs) != f.n_in:
            return None
        changed = False
        for i, (name, dt, d) in enumerate(f.inputs):
            x = inputs.get(name)
            if type(x) is not np.ndarray or x.dtype is not dt:
                return None
            fl = x.flags
            if not fl.c_contiguous:
                return None
            d.data = _address(x, fl)
            d.bytes = x.nbytes
            if x.shape != f.shapes[i]:
                f.set_input_shape(i, x.shape)
                changed = True
        if changed or f.plan is None:
            f.set_plan(self)
        results = {}
        for name, shape, dt, d, room in f.plan:
            if shape is None:
                d.data, d.ndim, d.shape = None, _ROOM, room
                continue
            a = np.empty(shape, dt)  # never empty (set_plan), always writable
            d.data = _addressof(_char_from_buffer(a))
            results[name] = a
        st = f.run(*f.args)
        if st:
            self._l.check(st)
        self._local.last_run = f.info
        if f.allocated:
            try:
                for j, (name, shape, dt, _, _) in enumerate(f.plan):
                    if shape is None:
                        results[name] = f.take(j, dt)
            finally:
                f.free()  # what a failed take left
            results = {p[0]: results[p[0]] for p in f.plan}  # the model's order
        return results

    def host_array(self, shape, dtype=np.float32):
        """A numpy array in host memory the model's device copies to and
        from directly (page-locked on a GPU, reused once freed): inputs kept
        in such arrays reach the device by DMA, with no staging copy. Like
        numpy.empty its contents are unspecified until written. It stays
        valid after the model is closed."""
        if not self._h:
            raise Error(1, "model is closed")
        dtype = np.dtype(dtype)
        if dtype not in _CODES:
            raise Error(1, "dtype %s is not one mgxport runs" % dtype)
        _, a = self._host_array(dtype, tuple(int(d) for d in shape), [])
        return a

    def _host_array(self, dtype, shape, keep):
        """A host tensor the library allocates (page-locked on a GPU, reused
        once released) and a numpy array over its memory that owns it: the
        tensor goes back to the library when the array is freed."""
        lib = self._l.lib
        v = ctypes.c_void_p()
        cshape = (ctypes.c_int64 * max(len(shape), 1))(*shape)
        self._l.check(lib.mgx_model_create_host_tensor(self._h, _CODES[np.dtype(dtype)], cshape, len(shape),
                                                       ctypes.byref(v)))
        owner = _Owned(self._l, v)
        keep.append(owner)  # alive through the run, whatever the array
        data, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._l.check(lib.mgx_value_data(v, ctypes.byref(data), ctypes.byref(n)))
        if not n.value:
            return v, np.empty(shape, dtype=dtype)
        buf = (ctypes.c_char * n.value).from_address(data.value)
        buf._mgxport_owner = owner
        return v, np.frombuffer(buf, dtype=dtype).reshape(shape)

    def _shape_of(self, v):
        lib = self._l.lib
        dt, nd, shape = ctypes.c_int(), ctypes.c_size_t(), ctypes.POINTER(ctypes.c_int64)()
        self._l.check(lib.mgx_value_info(v, ctypes.byref(dt), ctypes.byref(nd), ctypes.byref(shape)))
        return dt.value, tuple(shape[i] for i in range(nd.value))

    def _check_shape(self, v, a):
        """Raises unless the run gave output value v the shape array a was
        made at (the run writes into a the bytes it holds room for)."""
        _, shape = self._shape_of(v)
        if shape != a.shape:
            raise Error(3, "output shape %s, expected %s" % (shape, a.shape))

    def _take(self, v):
        """A copy of a library-allocated host value's data, as numpy."""
        lib = self._l.lib
        dt, shape = self._shape_of(v)
        if dt == _STRING or dt in _CONTAINERS:
            try:
                return self._take_strings(v, shape) if dt == _STRING else self._take_items(v, dt)
            finally:
                lib.mgx_value_release(v)
        data, n = ctypes.c_void_p(), ctypes.c_size_t()
        self._l.check(lib.mgx_value_data(v, ctypes.byref(data), ctypes.byref(n)))
        out = np.empty(shape, dtype=_DTYPES[dt])
        if n.value:
            ctypes.memmove(out.ctypes.data, data.value, n.value)
        lib.mgx_value_release(v)
        return out

    def _take_strings(self, v, shape):
        """A string value's strings as a numpy object array of str (bytes
        that are not UTF-8 decoded with surrogateescape, as os.fsdecode)."""
        lib = self._l.lib
        count, total = ctypes.c_size_t(), ctypes.c_size_t()
        self._l.check(lib.mgx_value_string_size(v, ctypes.byref(count), ctypes.byref(total)))
        buf = ctypes.create_string_buffer(max(total.value, 1))
        offs = (ctypes.c_size_t * max(count.value, 1))()
        self._l.check(lib.mgx_value_string_content(v, buf, total.value, offs, count.value))
        raw = buf.raw[:total.value]
        out = np.empty(count.value, dtype=object)
        for i in range(count.value):
            end = offs[i + 1] if i + 1 < count.value else total.value
            out[i] = raw[offs[i]:end].decode("utf-8", "surrogateescape")
        return out.reshape(shape)

    def _take_items(self, v, dt):
        """A sequence as a list, a map as a dict, an optional as its value
        or None: each item a new value the library makes, taken (and
        released) in turn."""
        lib = self._l.lib
        n = ctypes.c_size_t()
        self._l.check(lib.mgx_value_count(v, ctypes.byref(n)))
        items = []
        for i in range(n.value):
            it = ctypes.c_void_p()
            self._l.check(lib.mgx_value_item(v, i, ctypes.byref(it)))
            items.append(self._take(it))
        if _CONTAINERS[dt] == "map":
            keys, values = items
            return dict(zip(keys.tolist(), values.tolist()))
        if _CONTAINERS[dt] == "optional":
            return items[0] if items else None
        return items
