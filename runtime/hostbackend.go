package runtime

import (
	"fmt"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/runtime/host"
)

// HostBackend runs host_so code objects on this CPU.
type HostBackend struct {
	objects []*host.Object
}

// NewHostBackend returns a backend for the host target.
func NewHostBackend() *HostBackend { return &HostBackend{} }

// Target is "host".
func (b *HostBackend) Target() string { return "host" }

// Load loads a host shared object and resolves its kernel symbol.
func (b *HostBackend) Load(o *codeobj.Object) (Kernel, error) {
	if o.Format != codeobj.HostSO {
		return nil, fmt.Errorf("host backend cannot load a %s object", o.Format)
	}
	obj, err := host.Load(o.Payload)
	if err != nil {
		return nil, err
	}
	b.objects = append(b.objects, obj)
	fn, err := obj.Func(o.Symbol)
	if err != nil {
		return nil, err
	}
	return hostKernel{fn: fn, nargs: len(o.Args)}, nil
}

// Close unloads every object the backend loaded.
func (b *HostBackend) Close() error {
	for _, o := range b.objects {
		o.Close()
	}
	b.objects = nil
	return nil
}

type hostKernel struct {
	fn    host.Func
	nargs int
}

func (k hostKernel) Launch(args []unsafe.Pointer) error {
	if len(args) != k.nargs {
		return fmt.Errorf("kernel takes %d arguments, got %d", k.nargs, len(args))
	}
	k.fn.Call(args...)
	return nil
}
