package mgxport

import (
	"fmt"
	"slices"

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
