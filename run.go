package mgxport

import (
	"context"
	"fmt"
	"slices"
	"unsafe"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
)

// Result is what one run gives back.
type Result struct {
	// Outputs by name: host tensors over memory the run allocated, or the
	// caller's tensors (Into) with the shapes the run produced.
	Outputs map[string]*Tensor
	// Bucket is the program (shape bucket) that ran; Padded says the
	// inputs were padded to it.
	Bucket string
	Padded bool
	// Device is the target that served the run: the Model's, or "host"
	// when Options.CacheOnly sent a bucket not finalized for it there.
	Device string
	// Cold says (with Options.CacheOnly) the bundle lacked the bucket's
	// kernels for the Model's target.
	Cold bool
}

// RunOption configures one run.
type RunOption func(*runConfig)

type runConfig struct {
	outputs map[string]*Tensor
	stream  uintptr
}

// Into makes the run write the named outputs into the caller's tensors
// (host or device) instead of memory it allocates. Each must have the
// output's dtype and hold at least its bytes.
func Into(outputs map[string]*Tensor) RunOption {
	return func(c *runConfig) { c.outputs = outputs }
}

// OnStream names the caller's native stream (a CUstream or hipStream_t)
// that produces the device inputs: the run waits for the work queued on
// it before it reads them. Device outputs are complete when Run returns.
func OnStream(stream uintptr) RunOption {
	return func(c *runConfig) { c.stream = stream }
}

// Run runs the model on inputs, by name. Host tensors are read in place
// (not copied beforehand); device tensors stay on the device. Run is safe
// for concurrent use and honours ctx between kernel launches (on host,
// between the batches its small kernels run in: see runtime.Batcher).
func (m *Model) Run(ctx context.Context, inputs map[string]*Tensor, opts ...RunOption) (*Result, error) {
	var cfg runConfig
	for _, o := range opts {
		o(&cfg)
	}
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, errClosed
	}
	sc := m.scratchFor(len(inputs))
	defer m.scratch.Put(sc)
	defer sc.clear()
	in, dio := sc.in, &sc.dio
	dio.Stream = cfg.stream
	for name, t := range inputs {
		if t == nil {
			return nil, fmt.Errorf("run %s: input %s is nil", m.path, name)
		}
		in[name] = sc.array(t)
		if t.device {
			if dio.Inputs == nil {
				dio.Inputs = map[string]runtime.DevicePtr{}
			}
			dio.Inputs[name] = runtime.DevicePtr(t.ptr)
		}
	}
	for name, t := range cfg.outputs {
		i := slices.IndexFunc(m.outputs, func(o TensorInfo) bool { return o.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("run %s: unknown output %q", m.path, name)
		}
		if t == nil {
			continue
		}
		if t.dtype != m.outputs[i].DType {
			return nil, fmt.Errorf("run %s: output %s is %s; the tensor given for it is %s", m.path, name, m.outputs[i].DType, t.dtype)
		}
		if !t.device {
			if dio.HostOutputs == nil {
				dio.HostOutputs = sc.hostOut
			}
			dio.HostOutputs[name] = t.data
			continue
		}
		if dio.Outputs == nil {
			dio.Outputs = map[string]runtime.DeviceBuffer{}
		}
		dio.Outputs[name] = runtime.DeviceBuffer{Ptr: runtime.DevicePtr(t.ptr), Bytes: t.bytes}
	}
	dio.Results = sc.results // converted below, then dropped
	r, err := m.l.ServeDevice(ctx, in, dio)
	if err != nil {
		return nil, err
	}
	res := &Result{Outputs: make(map[string]*Tensor, len(r.Outputs)), Bucket: r.Bucket, Padded: r.Padded, Device: r.Device, Cold: r.Cold}
	for name, a := range r.Outputs {
		dst, ok := cfg.outputs[name]
		switch {
		case !ok || dst == nil:
			res.Outputs[name] = fromArray(a)
		case program.IsHostDType(a.DType) && a.DType != string(String):
			return nil, fmt.Errorf("run %s: output %s is a %s value, which a run returns itself (Tensor.Items): give no tensor for it", m.path, name, a.DType)
		case a.DType == string(String):
			return nil, fmt.Errorf("run %s: output %s is a string tensor, which a run returns itself: give no tensor for it", m.path, name)
		case dst.device:
			res.Outputs[name] = &Tensor{dtype: dst.dtype, shape: a.Shape, ptr: dst.ptr, bytes: dst.bytes, device: true}
		default:
			if string(dst.dtype) != a.DType || len(a.Data) > len(dst.data) {
				return nil, fmt.Errorf("run %s: output %s is %s %v (%d bytes); the tensor given for it is %s with %d bytes", m.path, name, a.DType, a.Shape, len(a.Data), dst.dtype, len(dst.data))
			}
			if len(a.Data) > 0 && unsafe.SliceData(a.Data) != unsafe.SliceData(dst.data) {
				copy(dst.data, a.Data) // sliced, or did not fit: not copied out in place
			}
			res.Outputs[name] = &Tensor{dtype: dst.dtype, shape: a.Shape, data: dst.data[:len(a.Data)]}
		}
	}
	return res, nil
}

// runScratch is what a Run builds to call the driver, kept for the next
// run: a small model's run is mostly overhead, and the collector's share
// of it grows with the bytes each run allocates (these maps were half).
// Nothing below Run keeps the maps or the arrays once it returns, except a
// session that keeps a host value (a string tensor, say): those inputs'
// arrays are not pooled.
type runScratch struct {
	in      map[string]*npy.Array
	arrays  []npy.Array
	hostOut map[string][]byte
	results map[string]*npy.Array
	dio     runtime.DeviceIO
}

// scratchFor is a pooled runScratch with room for n inputs' arrays.
func (m *Model) scratchFor(n int) *runScratch {
	sc, _ := m.scratch.Get().(*runScratch)
	if sc == nil {
		sc = &runScratch{in: map[string]*npy.Array{}, hostOut: map[string][]byte{}, results: map[string]*npy.Array{}}
	}
	sc.arrays = slices.Grow(sc.arrays[:0], n) // no reallocation below: the map points into it
	return sc
}

// array is t as the runtime takes it: in the scratch's room, unless the
// session may keep it.
func (sc *runScratch) array(t *Tensor) *npy.Array {
	if program.IsHostDType(string(t.dtype)) || len(sc.arrays) == cap(sc.arrays) {
		return t.array()
	}
	sc.arrays = append(sc.arrays, npy.Array{DType: string(t.dtype), Shape: t.shape, Data: t.data})
	return &sc.arrays[len(sc.arrays)-1]
}

// clear drops the run's references (the caller's memory) before the
// scratch goes back to the pool.
func (sc *runScratch) clear() {
	clear(sc.in)
	clear(sc.hostOut)
	clear(sc.results)
	clear(sc.arrays)
	sc.arrays = sc.arrays[:0]
	sc.dio = runtime.DeviceIO{}
}

// RunList runs the model on inputs given in Inputs' order and returns the
// outputs in Outputs' order.
func (m *Model) RunList(ctx context.Context, inputs []*Tensor, opts ...RunOption) ([]*Tensor, error) {
	if len(inputs) != len(m.inputs) {
		return nil, fmt.Errorf("run %s: %d inputs given, the model takes %d", m.path, len(inputs), len(m.inputs))
	}
	byName := make(map[string]*Tensor, len(inputs))
	for i, t := range inputs {
		byName[m.inputs[i].Name] = t
	}
	r, err := m.Run(ctx, byName, opts...)
	if err != nil {
		return nil, err
	}
	out := make([]*Tensor, len(m.outputs))
	for i, o := range m.outputs {
		out[i] = r.Outputs[o.Name]
	}
	return out, nil
}
