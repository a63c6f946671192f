// Command capi is the C ABI of mgxport: built with
//
//	go build -buildmode=c-shared -o dist/libmgxport.so ./capi
//
// it exports include/mgxport.h's entry points over the public Go package
// (github.com/mgxport/mgxport). capi.c defines the entry points with the
// header's exact signatures and calls the mgxgo_* exports here. Handles
// are C memory holding a cgo.Handle of their Go object, so C never holds a
// Go pointer.
package main

/*
#cgo CFLAGS: -I${SRCDIR}/include
#include "internal.h"
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	goruntime "runtime"
	"runtime/cgo"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
)

func main() {}

// dtypes maps the header's mgx_dtype values to the package's DTypes.
var dtypes = [...]mgxport.DType{
	C.MGX_FLOAT32: mgxport.Float32, C.MGX_FLOAT16: mgxport.Float16, C.MGX_FLOAT64: mgxport.Float64,
	C.MGX_INT8: mgxport.Int8, C.MGX_INT16: mgxport.Int16, C.MGX_INT32: mgxport.Int32, C.MGX_INT64: mgxport.Int64,
	C.MGX_UINT8: mgxport.Uint8, C.MGX_UINT16: mgxport.Uint16, C.MGX_UINT32: mgxport.Uint32, C.MGX_UINT64: mgxport.Uint64,
	C.MGX_BOOL: mgxport.Bool, C.MGX_STRING: mgxport.String,
	C.MGX_SEQUENCE: mgxport.Sequence, C.MGX_MAP: mgxport.Map, C.MGX_OPTIONAL: mgxport.Optional,
}

func dtypeOf(d C.mgx_dtype) (mgxport.DType, bool) {
	if int(d) <= 0 || int(d) >= len(dtypes) {
		return "", false
	}
	return dtypes[d], true
}

func cDType(d mgxport.DType) C.mgx_dtype {
	for i, x := range dtypes {
		if x == d && i != 0 {
			return C.mgx_dtype(i)
		}
	}
	return C.MGX_DTYPE_UNKNOWN
}

// errInvalid marks errors of the caller's arguments (MGX_INVALID_ARGUMENT).
var errInvalid = errors.New("invalid argument")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errInvalid, fmt.Sprintf(format, args...))
}

// status converts err into a C status (nil for nil).
func status(err error) *C.mgx_status {
	if err == nil {
		return nil
	}
	code := C.MGX_FAIL
	switch {
	case errors.Is(err, errInvalid):
		code = C.MGX_INVALID_ARGUMENT
	case errors.Is(err, fs.ErrNotExist):
		code = C.MGX_NOT_FOUND
	}
	st := (*C.mgx_status)(C.malloc(C.size_t(unsafe.Sizeof(C.mgx_status{}))))
	st.code = C.int(code)
	st.message = C.CString(err.Error())
	return st
}

//export mgxgo_version
func mgxgo_version(buf *C.char, capacity C.size_t) C.size_t {
	v := mgxport.Version()
	if buf != nil && capacity > 0 {
		dst := unsafe.Slice((*byte)(unsafe.Pointer(buf)), int(capacity))
		n := copy(dst[:len(dst)-1], v)
		dst[n] = 0
	}
	return C.size_t(len(v))
}

// options is an mgx_options' Go side.
type options struct {
	mu   sync.Mutex
	opts mgxport.Options
}

//export mgxgo_options_create
func mgxgo_options_create(out **C.mgx_options) *C.mgx_status {
	if out == nil {
		return status(invalid("mgx_options_create: out is NULL"))
	}
	o := (*C.mgx_options)(C.malloc(C.size_t(unsafe.Sizeof(C.mgx_options{}))))
	o.h = C.uintptr_t(cgo.NewHandle(&options{}))
	*out = o
	return nil
}

//export mgxgo_options_set
func mgxgo_options_set(o *C.mgx_options, key, value *C.char) *C.mgx_status {
	if o == nil || key == nil || value == nil {
		return status(invalid("mgx_options_set: NULL argument"))
	}
	op := cgo.Handle(o.h).Value().(*options)
	op.mu.Lock()
	defer op.mu.Unlock()
	return status(op.set(C.GoString(key), C.GoString(value)))
}

// set applies one key/value option (see mgxport.h).
func (o *options) set(k, v string) error {
	flag := func() (bool, error) {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return false, invalid("option %s=%q: want 1 or 0", k, v)
		}
		return b, nil
	}
	integer := func() (int, error) {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, invalid("option %s=%q: want a non-negative integer", k, v)
		}
		return n, nil
	}
	var err error
	switch {
	case k == "arch":
		o.opts.Arch = v
	case k == "device":
		o.opts.Device, err = integer()
	case k == "cache_dir":
		o.opts.CacheDir = v
	case k == "no_cache":
		o.opts.NoCache, err = flag()
	case k == "cache_only":
		o.opts.CacheOnly, err = flag()
	case k == "preload":
		o.opts.Preload, err = flag()
	case k == "jobs":
		o.opts.Jobs, err = integer()
	case k == "threads":
		o.opts.Threads, err = integer()
	case k == "mlir_lib":
		o.opts.MLIRLibrary = v
	case k == "trust":
		o.opts.Trust = append(o.opts.Trust, v)
	case strings.HasPrefix(k, "pad:") && len(k) > 4:
		f, perr := strconv.ParseFloat(v, 64)
		if perr != nil {
			return invalid("option %s=%q: want a number", k, v)
		}
		if o.opts.Pads == nil {
			o.opts.Pads = map[string]float64{}
		}
		o.opts.Pads[k[4:]] = f
	case strings.HasPrefix(k, "dim:") && len(k) > 4:
		n, perr := strconv.ParseInt(v, 10, 64)
		if perr != nil || n <= 0 {
			return invalid("option %s=%q: want a positive integer", k, v)
		}
		if o.opts.Dims == nil {
			o.opts.Dims = map[string]int64{}
		}
		o.opts.Dims[k[4:]] = n
	default:
		return invalid("unknown option %q (arch, device, cache_dir, no_cache, cache_only, preload, jobs, threads, mlir_lib, trust, pad:NAME, dim:NAME)", k)
	}
	return err
}

//export mgxgo_options_set_pool
func mgxgo_options_set_pool(o *C.mgx_options, p *C.mgx_pool) *C.mgx_status {
	if o == nil {
		return status(invalid("mgx_options_set_pool: options is NULL"))
	}
	var pool *mgxport.Pool
	if p != nil {
		pool = cgo.Handle(p.h).Value().(*mgxport.Pool)
	}
	op := cgo.Handle(o.h).Value().(*options)
	op.mu.Lock()
	defer op.mu.Unlock()
	op.opts.Pool = pool
	return nil
}

//export mgxgo_pool_create
func mgxgo_pool_create(threads C.size_t, out **C.mgx_pool) *C.mgx_status {
	if out == nil {
		return status(invalid("mgx_pool_create: out is NULL"))
	}
	if threads > C.size_t(host.MaxThreads) {
		return status(invalid("mgx_pool_create: %d threads: want 0 (one per core) to %d", uint64(threads), host.MaxThreads))
	}
	n := int(threads)
	if n == 0 {
		n = goruntime.NumCPU()
	}
	pool, err := mgxport.NewPool(n)
	if err != nil {
		return status(err)
	}
	p := (*C.mgx_pool)(C.malloc(C.size_t(unsafe.Sizeof(C.mgx_pool{}))))
	p.h = C.uintptr_t(cgo.NewHandle(pool))
	*out = p
	return nil
}

//export mgxgo_pool_threads
func mgxgo_pool_threads(p *C.mgx_pool, out *C.size_t) *C.mgx_status {
	if p == nil || out == nil {
		return status(invalid("mgx_pool_threads: NULL argument"))
	}
	*out = C.size_t(cgo.Handle(p.h).Value().(*mgxport.Pool).Threads())
	return nil
}

//export mgxgo_pool_release
func mgxgo_pool_release(p *C.mgx_pool) {
	if p == nil {
		return
	}
	cgo.Handle(p.h).Value().(*mgxport.Pool).Close()
	cgo.Handle(p.h).Delete()
	C.free(unsafe.Pointer(p))
}

//export mgxgo_options_release
func mgxgo_options_release(o *C.mgx_options) {
	if o == nil {
		return
	}
	cgo.Handle(o.h).Delete()
	C.free(unsafe.Pointer(o))
}

// model is an mgx_model's Go side: the Model and the C strings and shapes
// it hands out, freed at release.
type model struct {
	m       *mgxport.Model
	target  *C.char
	empty   *C.char    // ""
	host    *C.char    // "host"
	infos   [2][]cinfo // inputs, outputs
	buckets []*C.char
	ready   []bool

	hostRuns sync.Pool // *hostRunScratch: what mgx_run_host builds, kept for the next call
}

// cinfo is one input's or output's description in C memory.
type cinfo struct {
	goName  string
	goDType mgxport.DType
	name    *C.char
	dtype   C.mgx_dtype
	shape   *C.int64_t
	ndim    int
	dims    []*C.char
	dynamic bool
}

// selfMLIR is libmgxport_mlir.so beside this library, when it is there
// and $MGXPORT_MLIR_LIB does not name another (dist/ carries both).
func selfMLIR() string {
	if os.Getenv(mlirc.EnvLibrary) != "" {
		return ""
	}
	var buf [4096]C.char
	n := C.mgxc_self_path(&buf[0], C.size_t(len(buf)))
	if n == 0 || int(n) >= len(buf) {
		return ""
	}
	p := filepath.Join(filepath.Dir(C.GoStringN(&buf[0], C.int(n))), mlirc.LibraryName)
	if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
		return p
	}
	return ""
}

//export mgxgo_model_open
func mgxgo_model_open(path *C.char, o *C.mgx_options, out **C.mgx_model) *C.mgx_status {
	if path == nil || out == nil {
		return status(invalid("mgx_model_open: NULL argument"))
	}
	var opts mgxport.Options
	if o != nil {
		op := cgo.Handle(o.h).Value().(*options)
		op.mu.Lock()
		opts = op.opts
		op.mu.Unlock()
	}
	if opts.MLIRLibrary == "" {
		opts.MLIRLibrary = selfMLIR()
	}
	m, err := mgxport.Open(context.Background(), C.GoString(path), opts)
	if err != nil {
		return status(err)
	}
	md := &model{m: m, target: C.CString(m.Target()), empty: C.CString(""), host: C.CString("host")}
	for k, infos := range [2][]mgxport.TensorInfo{m.Inputs(), m.Outputs()} {
		for _, ti := range infos {
			ci := cinfo{goName: ti.Name, goDType: ti.DType, name: C.CString(ti.Name), dtype: cDType(ti.DType), ndim: len(ti.Shape), dynamic: ti.Shape == nil}
			if len(ti.Shape) > 0 {
				ci.shape = (*C.int64_t)(C.malloc(C.size_t(8 * len(ti.Shape))))
				s := unsafe.Slice((*int64)(unsafe.Pointer(ci.shape)), len(ti.Shape))
				copy(s, ti.Shape)
			}
			for a := range ti.Shape {
				d := ""
				if a < len(ti.Dims) {
					d = ti.Dims[a]
				}
				ci.dims = append(ci.dims, C.CString(d))
			}
			md.infos[k] = append(md.infos[k], ci)
		}
	}
	for _, b := range m.Buckets() {
		md.buckets = append(md.buckets, C.CString(b.Name))
		md.ready = append(md.ready, b.Ready)
	}
	h := (*C.mgx_model)(C.malloc(C.size_t(unsafe.Sizeof(C.mgx_model{}))))
	h.h = C.uintptr_t(cgo.NewHandle(md))
	*out = h
	return nil
}

func modelOf(m *C.mgx_model) (*model, error) {
	if m == nil {
		return nil, invalid("model is NULL")
	}
	return cgo.Handle(m.h).Value().(*model), nil
}

//export mgxgo_model_release
func mgxgo_model_release(m *C.mgx_model) {
	if m == nil {
		return
	}
	md := cgo.Handle(m.h).Value().(*model)
	md.m.Close()
	C.free(unsafe.Pointer(md.target))
	C.free(unsafe.Pointer(md.empty))
	C.free(unsafe.Pointer(md.host))
	for _, infos := range md.infos {
		for _, ci := range infos {
			C.free(unsafe.Pointer(ci.name))
			C.free(unsafe.Pointer(ci.shape))
			for _, d := range ci.dims {
				C.free(unsafe.Pointer(d))
			}
		}
	}
	for _, b := range md.buckets {
		C.free(unsafe.Pointer(b))
	}
	cgo.Handle(m.h).Delete()
	C.free(unsafe.Pointer(m))
}

//export mgxgo_model_target
func mgxgo_model_target(m *C.mgx_model, out **C.char) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil || out == nil {
		return status(invalid("mgx_model_target: NULL argument"))
	}
	*out = md.target
	return nil
}

//export mgxgo_model_threads
func mgxgo_model_threads(m *C.mgx_model, out *C.size_t) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil || out == nil {
		return status(invalid("mgx_model_threads: NULL argument"))
	}
	*out = C.size_t(md.m.Threads())
	return nil
}

//export mgxgo_model_count
func mgxgo_model_count(m *C.mgx_model, which C.int, out *C.size_t) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil || out == nil {
		return status(invalid("NULL argument"))
	}
	switch which {
	case 0, 1:
		*out = C.size_t(len(md.infos[which]))
	default:
		*out = C.size_t(len(md.buckets))
	}
	return nil
}

// info returns input (which 0) or output (1) index.
func (md *model) info(which C.int, index C.size_t) (*cinfo, error) {
	infos := md.infos[which]
	if int(index) >= len(infos) {
		kind := [2]string{"input", "output"}[which]
		return nil, invalid("%s %d: the model has %d %ss", kind, index, len(infos), kind)
	}
	return &infos[index], nil
}

//export mgxgo_model_info
func mgxgo_model_info(m *C.mgx_model, which C.int, index C.size_t, name **C.char, dtype *C.mgx_dtype, ndim *C.size_t, shape **C.int64_t, dynamic *C.int) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	ci, err := md.info(which, index)
	if err != nil {
		return status(err)
	}
	if name != nil {
		*name = ci.name
	}
	if dtype != nil {
		*dtype = ci.dtype
	}
	if ndim != nil {
		*ndim = C.size_t(ci.ndim)
	}
	if shape != nil {
		*shape = ci.shape
	}
	if dynamic != nil {
		*dynamic = 0
		if ci.dynamic {
			*dynamic = 1
		}
	}
	return nil
}

//export mgxgo_model_dim
func mgxgo_model_dim(m *C.mgx_model, which C.int, index, axis C.size_t, name **C.char) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	ci, err := md.info(which, index)
	if err != nil {
		return status(err)
	}
	if int(axis) >= len(ci.dims) || name == nil {
		return status(invalid("axis %d of a %d-dimensional tensor", axis, len(ci.dims)))
	}
	*name = ci.dims[axis]
	return nil
}

//export mgxgo_model_bucket
func mgxgo_model_bucket(m *C.mgx_model, index C.size_t, name **C.char, ready *C.int) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	if int(index) >= len(md.buckets) {
		return status(invalid("bucket %d: the model has %d", index, len(md.buckets)))
	}
	if name != nil {
		*name = md.buckets[index]
	}
	if ready != nil {
		*ready = 0
		if md.ready[index] {
			*ready = 1
		}
	}
	return nil
}

// value is an mgx_value's Go side. buf is the tensor as made (its whole
// capacity, for outputs written into it); cur the shape a run last gave
// it. owned is C memory the value frees (outputs the library allocated).
type value struct {
	mu     sync.Mutex
	buf    *mgxport.Tensor
	cur    []int64
	cshape *C.int64_t
	owned  unsafe.Pointer
	// badString is 1 + the index of a string tensor's first string that
	// is not valid UTF-8 (0: none), found once when it is made; a run
	// refuses it naming the input.
	badString int
}

// setShape records shape as the value's, in C memory for mgx_value_info.
func (v *value) setShape(shape []int64) {
	C.free(unsafe.Pointer(v.cshape))
	v.cur, v.cshape = shape, nil
	if len(shape) > 0 {
		v.cshape = (*C.int64_t)(C.malloc(C.size_t(8 * len(shape))))
		copy(unsafe.Slice((*int64)(unsafe.Pointer(v.cshape)), len(shape)), shape)
	}
}

func newValue(v *value) *C.mgx_value {
	h := (*C.mgx_value)(C.malloc(C.size_t(unsafe.Sizeof(C.mgx_value{}))))
	h.h = C.uintptr_t(cgo.NewHandle(v))
	return h
}

func valueOf(v *C.mgx_value) (*value, error) {
	if v == nil {
		return nil, invalid("value is NULL")
	}
	return cgo.Handle(v.h).Value().(*value), nil
}

// goShape reads a C shape of ndim dims.
func goShape(shape *C.int64_t, ndim C.size_t) ([]int64, error) {
	if ndim > maxRank {
		return nil, invalid("%d dims", ndim)
	}
	if ndim > 0 && shape == nil {
		return nil, invalid("shape is NULL with %d dims", ndim)
	}
	out := make([]int64, ndim)
	if ndim > 0 {
		copy(out, unsafe.Slice((*int64)(unsafe.Pointer(shape)), int(ndim)))
	}
	return out, nil
}

//export mgxgo_value_create
func mgxgo_value_create(dtype C.mgx_dtype, shape *C.int64_t, ndim C.size_t, data unsafe.Pointer, bytes C.size_t, device C.int, out **C.mgx_value) *C.mgx_status {
	if out == nil {
		return status(invalid("mgx_value_create_tensor: out is NULL"))
	}
	dt, ok := dtypeOf(dtype)
	if !ok {
		return status(invalid("unknown dtype %d", dtype))
	}
	if dt == mgxport.String {
		return status(invalid("a string tensor holds strings, not bytes: make it with mgx_value_create_string_tensor"))
	}
	if dt.Size() == 0 {
		return status(invalid("a %s value is a run's output only", dt))
	}
	s, err := goShape(shape, ndim)
	if err != nil {
		return status(err)
	}
	var t *mgxport.Tensor
	if device != 0 {
		t, err = mgxport.NewDeviceTensor(dt, s, uintptr(data), int64(bytes))
	} else {
		t, err = hostTensor(dt, s, data, bytes)
	}
	if err != nil {
		return status(fmt.Errorf("%w: %v", errInvalid, err))
	}
	v := &value{buf: t}
	v.setShape(s)
	*out = newValue(v)
	return nil
}

//export mgxgo_model_host_tensor
func mgxgo_model_host_tensor(m *C.mgx_model, dtype C.mgx_dtype, shape *C.int64_t, ndim C.size_t, out **C.mgx_value) *C.mgx_status {
	if out == nil {
		return status(invalid("mgx_model_create_host_tensor: out is NULL"))
	}
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	dt, ok := dtypeOf(dtype)
	if !ok {
		return status(invalid("unknown dtype %d", dtype))
	}
	if dt.Size() == 0 {
		return status(invalid("a %s value is no device memory: a string tensor is made with mgx_value_create_string_tensor, the others are a run's outputs", dt))
	}
	s, err := goShape(shape, ndim)
	if err != nil {
		return status(err)
	}
	t, err := md.m.NewHostTensor(dt, s)
	if err != nil {
		return status(err)
	}
	v := &value{buf: t}
	if md.m.Target() == "host" {
		// Ordinary memory: in C, as the caller holds on to its address
		// (Go memory must not be).
		n := len(t.Bytes())
		v.owned = C.calloc(C.size_t(max(n, 1)), 1)
		if v.buf, err = mgxport.NewTensorBytes(dt, s, unsafe.Slice((*byte)(v.owned), n)); err != nil {
			C.free(v.owned)
			return status(err)
		}
	}
	v.setShape(s)
	*out = newValue(v)
	return nil
}

//export mgxgo_model_register_host
func mgxgo_model_register_host(m *C.mgx_model, data unsafe.Pointer, bytes C.size_t, reg C.int) *C.mgx_status {
	name := "mgx_model_register_host"
	if reg == 0 {
		name = "mgx_model_unregister_host"
	}
	if data == nil {
		return status(invalid("%s: data is NULL", name))
	}
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	if reg == 0 {
		return status(md.m.UnregisterHost(unsafe.Slice((*byte)(data), 1)))
	}
	if bytes == 0 || uint64(bytes) > 1<<40 {
		return status(invalid("%s: %d bytes", name, uint64(bytes)))
	}
	return status(md.m.RegisterHost(unsafe.Slice((*byte)(data), int(bytes))))
}

//export mgxgo_value_release
func mgxgo_value_release(h *C.mgx_value) {
	if h == nil {
		return
	}
	v := cgo.Handle(h.h).Value().(*value)
	v.buf.Release()
	C.free(unsafe.Pointer(v.cshape))
	C.free(v.owned)
	cgo.Handle(h.h).Delete()
	C.free(unsafe.Pointer(h))
}

//export mgxgo_value_info
func mgxgo_value_info(h *C.mgx_value, dtype *C.mgx_dtype, ndim *C.size_t, shape **C.int64_t) *C.mgx_status {
	v, err := valueOf(h)
	if err != nil {
		return status(err)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if dtype != nil {
		*dtype = cDType(v.buf.DType())
	}
	if ndim != nil {
		*ndim = C.size_t(len(v.cur))
	}
	if shape != nil {
		*shape = v.cshape
	}
	return nil
}

//export mgxgo_value_data
func mgxgo_value_data(h *C.mgx_value, data *unsafe.Pointer, bytes *C.size_t) *C.mgx_status {
	v, err := valueOf(h)
	if err != nil {
		return status(err)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	b := v.buf.Bytes()
	n := v.buf.DType().Size()
	for _, d := range v.cur {
		n *= d
	}
	if data != nil {
		*data = nil
		if len(b) > 0 {
			*data = unsafe.Pointer(unsafe.SliceData(b))
		}
	}
	if bytes != nil {
		*bytes = 0
		if !v.buf.OnDevice() {
			*bytes = C.size_t(n)
		}
	}
	return nil
}

//export mgxgo_value_on_device
func mgxgo_value_on_device(h *C.mgx_value) C.int {
	v, err := valueOf(h)
	if err != nil || !v.buf.OnDevice() {
		return 0
	}
	return 1
}

//export mgxgo_run
func mgxgo_run(m *C.mgx_model, stream unsafe.Pointer, inNames **C.char, inputs **C.mgx_value, nIn C.size_t, outNames **C.char, nOut C.size_t, outputs **C.mgx_value, info *C.mgx_run_info) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	if (nIn > 0 && (inNames == nil || inputs == nil)) || (nOut > 0 && (outNames == nil || outputs == nil)) {
		return status(invalid("mgx_run: NULL name or value array"))
	}
	in := map[string]*mgxport.Tensor{}
	inN := unsafe.Slice(inNames, int(nIn))
	inV := unsafe.Slice(inputs, int(nIn))
	for i := range inN {
		if inN[i] == nil {
			return status(invalid("mgx_run: input name %d is NULL", i))
		}
		v, err := valueOf(inV[i])
		if err != nil {
			return status(fmt.Errorf("input %s: %w", C.GoString(inN[i]), err))
		}
		if v.badString > 0 {
			return status(invalid("input %s: string %d is not valid UTF-8", C.GoString(inN[i]), v.badString-1))
		}
		in[C.GoString(inN[i])] = v.buf
	}
	into := map[string]*mgxport.Tensor{}
	outN := unsafe.Slice(outNames, int(nOut))
	outV := unsafe.Slice(outputs, int(nOut))
	given := make([]*value, nOut)
	for i := range outN {
		if outN[i] == nil {
			return status(invalid("mgx_run: output name %d is NULL", i))
		}
		if outV[i] != nil {
			v, err := valueOf(outV[i])
			if err != nil {
				return status(err)
			}
			given[i] = v
			into[C.GoString(outN[i])] = v.buf
		}
	}
	opts := []mgxport.RunOption{mgxport.OnStream(uintptr(stream))}
	if len(into) > 0 {
		opts = append(opts, mgxport.Into(into))
	}
	res, err := md.m.Run(context.Background(), in, opts...)
	if err != nil {
		return status(err)
	}
	for i := range outN {
		if _, ok := res.Outputs[C.GoString(outN[i])]; !ok {
			return status(invalid("mgx_run: unknown output %q", C.GoString(outN[i])))
		}
	}
	for i := range outN {
		t := res.Outputs[C.GoString(outN[i])]
		if v := given[i]; v != nil {
			v.mu.Lock()
			v.setShape(t.Shape())
			v.mu.Unlock()
			continue
		}
		v, err := hostValue(t)
		if err != nil {
			return status(fmt.Errorf("output %s: %w", C.GoString(outN[i]), err))
		}
		outV[i] = newValue(v)
	}
	md.runInfo(res, info)
	return nil
}

// runInfo fills info (when not NULL) with what run res did.
func (md *model) runInfo(res *mgxport.Result, info *C.mgx_run_info) {
	if info == nil {
		return
	}
	info.bucket = md.bucketName(res.Bucket)
	info.device = md.target
	if res.Device != md.m.Target() {
		info.device = md.host
	}
	info.padded, info.cold = cbool(res.Padded), cbool(res.Cold)
}

func cbool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

// bucketName is the C string of bucket name ("" when not a bucket).
func (md *model) bucketName(name string) *C.char {
	for _, b := range md.buckets {
		if C.GoString(b) == name {
			return b
		}
	}
	return md.empty
}
