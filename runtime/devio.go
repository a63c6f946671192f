package runtime

import (
	"context"
	"fmt"
	"maps"
	"unsafe"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// DeviceIO names the tensors of a run that stay in device memory the
// caller owns (an application keeping its data on the GPU): inputs read
// from device addresses and outputs written to them, on the session's
// stream. On a device whose memory the host addresses (Mapper: the host
// device) a device address is a host address.
type DeviceIO struct {
	// Inputs are input names bound to device addresses; the run's inputs
	// map still gives each one's dtype and shape (its Data is nil).
	Inputs map[string]DevicePtr
	// Outputs are output names bound to device buffers the run writes;
	// the result carries each one's dtype and shape with nil Data.
	Outputs map[string]DeviceBuffer
	// HostOutputs are output names bound to host memory the caller owns:
	// an output that fits is copied out straight into it (the result's
	// Data is then a prefix of it), saving a copy through memory the run
	// allocates; one that does not fit, or that a bucket slices, comes
	// back in memory the run allocates as usual.
	HostOutputs map[string][]byte
	// Stream is the caller's native stream (a CUstream or hipStream_t;
	// 0 for none): the run synchronizes it before it reads the inputs, so
	// work the caller queued there to produce them is done. The outputs
	// are complete when the run returns.
	Stream uintptr
	// Results, when not nil, is the map the run returns its outputs in
	// (cleared first): a caller that converts the outputs and drops the
	// map reuses one across runs (a small model's run is mostly
	// overhead, the collector's share of it growing with each run's
	// bytes).
	Results map[string]*npy.Array
}

// results is the map a run returns its n outputs in.
func (d *DeviceIO) results(n int) map[string]*npy.Array {
	if d == nil || d.Results == nil {
		return make(map[string]*npy.Array, n)
	}
	clear(d.Results)
	return d.Results
}

// DeviceBuffer is caller-owned device memory: Ptr, Bytes long.
type DeviceBuffer struct {
	Ptr   DevicePtr
	Bytes int64
}

// ExternalStreams is implemented by devices that can wait for a stream
// they did not create (the caller's CUstream or hipStream_t).
type ExternalStreams interface {
	// SynchronizeExternal waits for the work queued on native stream h.
	SynchronizeExternal(h uintptr) error
}

func (d *DeviceIO) input(name string) (DevicePtr, bool) {
	if d == nil {
		return 0, false
	}
	p, ok := d.Inputs[name]
	return p, ok
}

func (d *DeviceIO) output(name string) (DeviceBuffer, bool) {
	if d == nil {
		return DeviceBuffer{}, false
	}
	b, ok := d.Outputs[name]
	return b, ok
}

// hostOutput is the n bytes an output is copied out into: the caller's
// memory when it is bound there and holds them, else fresh memory.
func (d *DeviceIO) hostOutput(name string, n int64) []byte {
	if d != nil {
		if b, ok := d.HostOutputs[name]; ok && int64(len(b)) >= n {
			return b[:n:n]
		}
	}
	return make([]byte, n)
}

// syncCaller waits for the caller's stream.
func (d *DeviceIO) syncCaller(dev Device) error {
	if d == nil || d.Stream == 0 {
		return nil
	}
	x, ok := dev.(ExternalStreams)
	if !ok {
		return fmt.Errorf("run: device %s takes no stream (got %#x): pass 0", dev.Target(), d.Stream)
	}
	if err := x.SynchronizeExternal(d.Stream); err != nil {
		return fmt.Errorf("run: wait for the caller's stream: %w", err)
	}
	return nil
}

// hostBytes is the n bytes at host address p: what a device address is on
// a device the host addresses directly. The caller keeps the memory alive.
func hostBytes(p DevicePtr, n int64) []byte {
	var ptr unsafe.Pointer
	*(*uintptr)(unsafe.Pointer(&ptr)) = uintptr(p)
	return unsafe.Slice((*byte)(ptr), n)
}

// copyDeviceIn stores input buffer i from the caller's device address p;
// a carries the input's dtype and shape.
func (s *Session) copyDeviceIn(i int, a *npy.Array, p DevicePtr) error {
	if p == 0 {
		return fmt.Errorf("null device address")
	}
	n, err := program.Elems(a.Shape)
	size := program.DTypeSize(a.DType)
	if err != nil || size == 0 {
		return fmt.Errorf("bad tensor %s %v", a.DType, a.Shape)
	}
	n *= size
	if _, host := s.dev.(Mapper); host {
		src := hostBytes(p, n)
		return s.store(i, a.DType, a.Shape, n, func(dst DevicePtr) error { return s.dev.CopyIn(s.stream, dst, src) })
	}
	return s.store(i, a.DType, a.Shape, n, func(dst DevicePtr) error { return s.dev.Copy(s.stream, dst, p, n) })
}

// copyDeviceOut copies n bytes of an output at p into the caller's buffer.
func (s *Session) copyDeviceOut(dst DeviceBuffer, p DevicePtr, n int64) error {
	if dst.Ptr == 0 {
		return fmt.Errorf("null device address")
	}
	if n > dst.Bytes {
		return fmt.Errorf("the output takes %d bytes, the buffer holds %d", n, dst.Bytes)
	}
	if n == 0 {
		return nil
	}
	if _, host := s.dev.(Mapper); host {
		return s.dev.CopyOut(s.stream, hostBytes(dst.Ptr, n), p)
	}
	return s.dev.Copy(s.stream, dst.Ptr, p, n)
}

// RunDevice is Run with the tensors dio names in caller-owned device
// memory: inputs (in inputs with nil Data, for their dtypes and shapes)
// read from device addresses and outputs written to device buffers, so
// they never pass through the host — except where a bucket pads an input
// or slices an output, which is staged through host memory. Outputs not
// in dio come back on the host as with Run.
func (m *Model) RunDevice(ctx context.Context, inputs map[string]*npy.Array, dio *DeviceIO) (*RunResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, b, err := m.bindingLocked(ctx, inputs)
	if err != nil {
		return nil, err
	}
	if err := dio.syncCaller(m.sh.dev); err != nil {
		return nil, err
	}
	in, d := inputs, dio
	if !b.exact() {
		// Staging below edits these: the caller's stay as they were.
		in = maps.Clone(inputs)
		d = &DeviceIO{Inputs: maps.Clone(dio.Inputs), Outputs: maps.Clone(dio.Outputs), HostOutputs: maps.Clone(dio.HostOutputs), Results: dio.Results}
	}
	for _, pi := range b.inputs {
		p, ok := d.Inputs[pi.name]
		if pi.padded == nil || !ok {
			continue
		}
		// A bucket pads it: stage it through the host.
		a, err := s.readDevice(p, in[pi.name])
		if err != nil {
			return nil, fmt.Errorf("input %s: %w", pi.name, err)
		}
		in[pi.name] = a
		delete(d.Inputs, pi.name)
	}
	in = m.pad(b, in)
	p := &m.progs[b.prog]
	var staged map[string]DeviceBuffer
	for j, shape := range b.outs {
		name := p.Buffers[p.Outputs[j]].Name
		if dst, ok := d.Outputs[name]; ok && shape != nil {
			if staged == nil {
				staged = map[string]DeviceBuffer{}
			}
			staged[name] = dst
			delete(d.Outputs, name)
		}
		if shape != nil {
			// Sliced from the whole bucket's output: not in place.
			delete(d.HostOutputs, name)
		}
	}
	out, err := s.run(ctx, in, d, nil)
	if err != nil {
		return nil, err
	}
	res := m.slice(b, out)
	for name, dst := range staged {
		a := res.Outputs[name]
		if int64(len(a.Data)) > dst.Bytes {
			return nil, fmt.Errorf("copy output %s out: it takes %d bytes, the buffer holds %d", name, len(a.Data), dst.Bytes)
		}
		if err := s.copyDeviceOutHost(dst, a.Data); err != nil {
			return nil, fmt.Errorf("copy output %s out: %w", name, err)
		}
		res.Outputs[name] = &npy.Array{DType: a.DType, Shape: a.Shape}
	}
	if err := s.stream.Synchronize(); err != nil {
		return nil, err
	}
	return res, nil
}

// RunDevice is Run with the tensors dio names in caller-owned device
// memory (see Model.RunDevice; a Session has no buckets, so nothing is
// staged through the host): what perf times as the device-resident run.
func (s *Session) RunDevice(ctx context.Context, inputs map[string]*npy.Array, dio *DeviceIO) (map[string]*npy.Array, error) {
	out, err := s.run(ctx, inputs, dio, nil)
	if err != nil {
		return nil, err
	}
	return out, s.stream.Synchronize()
}

// readDevice copies the tensor a describes from the caller's device
// address p to the host.
func (s *Session) readDevice(p DevicePtr, a *npy.Array) (*npy.Array, error) {
	n, err := program.Elems(a.Shape)
	size := program.DTypeSize(a.DType)
	if err != nil || size == 0 || p == 0 {
		return nil, fmt.Errorf("bad device tensor %s %v at %#x", a.DType, a.Shape, uintptr(p))
	}
	h := &npy.Array{DType: a.DType, Shape: a.Shape, Data: make([]byte, n*size)}
	if _, host := s.dev.(Mapper); host {
		copy(h.Data, hostBytes(p, n*size))
		return h, nil
	}
	if err := s.dev.CopyOut(s.stream, h.Data, p); err != nil {
		return nil, err
	}
	if err := s.stream.Synchronize(); err != nil {
		return nil, err
	}
	return h, nil
}

// StageIn waits for the caller's stream h (0: none) and copies the
// tensors the caller holds in this Model's device memory (dio.Inputs,
// with dtypes and shapes from inputs) to the host: for a run that another
// device serves (cache-only routing's host fallback).
func (m *Model) StageIn(inputs map[string]*npy.Array, dio *DeviceIO) (map[string]*npy.Array, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := dio.syncCaller(m.sh.dev); err != nil {
		return nil, err
	}
	s, err := m.stagingSession()
	if err != nil {
		return nil, err
	}
	defer s.stream.Close()
	out := maps.Clone(inputs)
	for name, p := range dio.Inputs {
		a, ok := inputs[name]
		if !ok {
			return nil, fmt.Errorf("device input %s has no dtype and shape", name)
		}
		if out[name], err = s.readDevice(p, a); err != nil {
			return nil, fmt.Errorf("input %s: %w", name, err)
		}
	}
	return out, nil
}

// StageOut copies host outputs into the caller's device buffers
// (dio.Outputs) and leaves those outputs in res with their dtypes and
// shapes but nil Data, as RunDevice does.
func (m *Model) StageOut(outputs map[string]*npy.Array, dio *DeviceIO) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, err := m.stagingSession()
	if err != nil {
		return err
	}
	defer s.stream.Close()
	for name, dst := range dio.Outputs {
		a, ok := outputs[name]
		if !ok {
			return fmt.Errorf("unknown output %q", name)
		}
		if int64(len(a.Data)) > dst.Bytes {
			return fmt.Errorf("copy output %s out: it takes %d bytes, the buffer holds %d", name, len(a.Data), dst.Bytes)
		}
		if err := s.copyDeviceOutHost(dst, a.Data); err != nil {
			return fmt.Errorf("copy output %s out: %w", name, err)
		}
		outputs[name] = &npy.Array{DType: a.DType, Shape: a.Shape}
	}
	return s.stream.Synchronize()
}

// stagingSession is a session of no program: the device and a fresh
// stream, for copies outside a run.
func (m *Model) stagingSession() (*Session, error) {
	st, err := m.sh.dev.NewStream()
	if err != nil {
		return nil, err
	}
	return &Session{dev: m.sh.dev, stream: st}, nil
}

// copyDeviceOutHost enqueues a copy of host bytes into a caller's buffer.
func (s *Session) copyDeviceOutHost(dst DeviceBuffer, data []byte) error {
	if len(data) == 0 {
		return nil
	}
	if dst.Ptr == 0 {
		return fmt.Errorf("null device address")
	}
	if _, host := s.dev.(Mapper); host {
		copy(hostBytes(dst.Ptr, int64(len(data))), data)
		return nil
	}
	return s.dev.CopyIn(s.stream, dst.Ptr, data)
}
