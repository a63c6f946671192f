package mgxport

import (
	"errors"
	"fmt"
	"slices"
	"unsafe"

	"github.com/mgxport/mgxport/runtime"
)

// NewHostTensor allocates a host tensor of dtype and shape in memory the
// Model's device copies to and from directly: page-locked memory on a GPU,
// reused across tensors. As an output (Into) a run's result lands in it by
// DMA, with no staging copy and no page faults of fresh memory; as an
// input it is read the same way. Like numpy's empty, its contents are
// unspecified (zero when fresh, a released tensor's bytes when reused):
// clearing it would cost as much as the copy it saves. Release gives it
// back for reuse. The memory stays valid after the Model is closed, until
// Release. On the host target the tensor is ordinary (zeroed) memory.
func (m *Model) NewHostTensor(dtype DType, shape []int64) (*Tensor, error) {
	n, err := elems(dtype, shape)
	if err != nil {
		return nil, err
	}
	bytes := n * dtype.Size()
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil, errClosed
	}
	t := &Tensor{dtype: dtype, shape: slices.Clone(shape)}
	hb, ok := m.l.Model.Device().(runtime.HostBuffers)
	if !ok || bytes == 0 {
		t.data = make([]byte, bytes)
		return t, nil
	}
	b, err := hb.AllocHostBuffer(bytes)
	if err != nil {
		return nil, fmt.Errorf("host tensor %s %v: %w", dtype, shape, err)
	}
	t.data = b
	t.release = func() error { return hb.FreeHostBuffer(b) }
	return t, nil
}

// Release gives back the memory of a tensor NewHostTensor allocated, once
// (later calls do nothing); the tensor must not be used afterwards. For
// other tensors it does nothing.
func (t *Tensor) Release() error {
	f := t.release
	if f == nil {
		return nil
	}
	t.release, t.data = nil, nil
	return f()
}

// RegisterHost page-locks data, memory of the caller's that runs read
// inputs from or write outputs into again and again, so that its copies
// to and from the GPU run by DMA at the bus's speed instead of through
// the staging buffers (whose memcpy the host's memory bandwidth bounds).
// Registering costs about ten times one staged copy of the bytes: it pays
// for buffers an application reuses, not for fresh ones. The caller keeps
// data alive and mapped until UnregisterHost (Go memory registered here
// is kept alive by the Model until then). On the host target it does
// nothing.
func (m *Model) RegisterHost(data []byte) error {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return errClosed
	}
	if len(data) == 0 {
		return fmt.Errorf("register host memory: no bytes")
	}
	hb, ok := m.l.Model.Device().(runtime.HostBuffers)
	if !ok {
		return nil
	}
	if err := hb.RegisterHost(data); err != nil {
		return err
	}
	m.pinMu.Lock()
	defer m.pinMu.Unlock()
	if m.pins == nil {
		m.pins = map[uintptr][]byte{}
	}
	m.pins[uintptr(unsafe.Pointer(&data[0]))] = data
	return nil
}

// UnregisterHost undoes RegisterHost for the memory starting at data's
// first byte. After Close, which unregisters everything, it does nothing.
func (m *Model) UnregisterHost(data []byte) error {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.closed {
		return nil
	}
	if len(data) == 0 {
		return fmt.Errorf("unregister host memory: no bytes")
	}
	hb, ok := m.l.Model.Device().(runtime.HostBuffers)
	if !ok {
		return nil
	}
	if err := hb.UnregisterHost(data); err != nil {
		return err
	}
	m.pinMu.Lock()
	defer m.pinMu.Unlock()
	delete(m.pins, uintptr(unsafe.Pointer(&data[0])))
	return nil
}

// unregisterAll unregisters what RegisterHost registered (at Close, with
// the runs done).
func (m *Model) unregisterAll() error {
	m.pinMu.Lock()
	pins := m.pins
	m.pins = nil
	m.pinMu.Unlock()
	hb, ok := m.l.Model.Device().(runtime.HostBuffers)
	if !ok {
		return nil
	}
	var err error
	for _, b := range pins {
		err = errors.Join(err, hb.UnregisterHost(b))
	}
	return err
}
