package host

import (
	"fmt"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/mgxport/mgxport/runtime"
)

// batch is a sequence of whole kernel calls run through an object's run
// list entry (codeobj.HostRunList) in one call into native code: a call
// from Go (purego's trampoline, the switch to the system stack and back)
// costs a few hundred nanoseconds, more than many small kernels take.
type batch struct {
	runlist uintptr
	call    [2]uintptr // the run list's arguments: list, len(list)/2
	// list holds each call's packed entry and the address of its
	// arguments in args; both live on the Go heap (which does not move),
	// kept alive by the batch, and hold no Go pointers.
	list []uintptr
	args []uintptr
	// objs are the objects the calls are in (and the run list's), each
	// once: Launch holds their read locks, as CallAddrs does.
	objs []*Object
	syms []string
	// pool is the device's: a batch is a launch run whole on the
	// calling thread (the CPU counts).
	pool *Pool
}

// Compile-time check.
var _ runtime.Batcher = (*Device)(nil)

// Batchable implements runtime.Batcher: a kernel that runs whole on the
// calling thread for good — without phases, on one thread (Func.Run calls
// the whole entry then), or too small to split (its first launches took
// less than splitWholeMin: never timed split again) — in an object with
// the packed entries.
func (d *Device) Batchable(k runtime.Kernel) bool {
	hk, ok := k.(kernel)
	if !ok || hk.f.obj == nil || hk.f.packed == 0 {
		return false
	}
	return hk.f.ph == nil || hk.pool.Threads() <= 1 || hk.f.ph.wholeForGood(hk.pool.opts.Recheck)
}

// Batch implements runtime.Batcher for Batchable kernels. Launch sizes
// are ignored, as Launch ignores them.
func (d *Device) Batch(launches []runtime.BatchLaunch) (runtime.Batch, bool) {
	if len(launches) == 0 {
		return nil, false
	}
	b := &batch{list: make([]uintptr, 0, 2*len(launches)), pool: d.pool}
	total := 0
	for _, l := range launches {
		total += len(l.Args)
	}
	b.args = make([]uintptr, 0, total)
	seen := map[*Object]bool{}
	for _, l := range launches {
		if !d.Batchable(l.Kernel) {
			return nil, false
		}
		hk := l.Kernel.(kernel)
		if !seen[hk.f.obj] {
			seen[hk.f.obj] = true
			b.objs = append(b.objs, hk.f.obj)
			if b.runlist == 0 {
				b.runlist = hk.f.obj.runlist
			}
		}
		at := len(b.args)
		for _, p := range l.Args {
			b.args = append(b.args, uintptr(p))
		}
		b.list = append(b.list, hk.f.packed, 0)
		b.list[len(b.list)-1] = uintptr(at) // an index until args stops growing
		b.syms = append(b.syms, hk.f.sym)
	}
	if b.runlist == 0 {
		return nil, false // objects finalized before the run list
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(b.args)))
	for i := 1; i < len(b.list); i += 2 {
		b.list[i] = base + b.list[i]*unsafe.Sizeof(uintptr(0))
	}
	b.call = [2]uintptr{uintptr(unsafe.Pointer(unsafe.SliceData(b.list))), uintptr(len(b.list) / 2)}
	return b, true
}

// Launch runs the calls now, in order.
func (b *batch) Launch(runtime.Stream) error {
	for i, o := range b.objs {
		o.mu.RLock()
		if o.handle == 0 {
			for _, u := range b.objs[:i+1] {
				u.mu.RUnlock()
			}
			return fmt.Errorf("kernels %v: %w", b.syms, ErrClosed)
		}
	}
	if b.pool.Threads() > 1 {
		c := b.pool.launchCPU()
		purego.SyscallN(b.runlist, b.call[:]...)
		b.pool.launchDone(c)
	} else {
		purego.SyscallN(b.runlist, b.call[:]...)
	}
	for _, o := range b.objs {
		o.mu.RUnlock()
	}
	return nil
}
