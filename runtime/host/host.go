// Package host loads finalized host_so code objects (x86-64 ELF shared
// objects produced by finalize/host.CompileHost) into the process and calls their
// kernels through purego.
//
// Kernel ABI: `void sym(void *in0, ..., void *inN, void *out0, ...)`, one
// pointer per buffer, inputs in order then outputs. Kernels with more
// arguments than purego passes directly (MaxDirectArgs) are called through
// the packed entry `void <sym>PackedSuffix(void **args)` that finalize
// adds to every host object. Kernels may also have phases (phases.go),
// which Func.Run spreads over a Pool's threads.
package host

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/mgxport/mgxport/codeobj"
)

// MaxDirectArgs is the most pointer arguments Call passes to a kernel
// directly; purego.SyscallN accepts no more.
const MaxDirectArgs = 15

// PackedSuffix names a kernel's packed entry point: sym+PackedSuffix takes
// one pointer to an array of the buffer pointers (codeobj.HostPackedSuffix).
const PackedSuffix = codeobj.HostPackedSuffix

// ErrClosed is returned for calls through a closed Object.
var ErrClosed = errors.New("host: object closed")

// Object is a loaded host shared object.
type Object struct {
	mu     sync.RWMutex // Close waits for calls in flight
	handle uintptr
	// runlist is the object's codeobj.HostRunList entry (0 in objects
	// finalized before it): batch runs kernels of any object through it.
	runlist uintptr
}

// Load writes the shared object to a private temporary file, dlopens it
// (RTLD_NOW|RTLD_LOCAL, so every undefined symbol is resolved now and
// nothing leaks into the global namespace) and removes the file again.
func Load(so []byte) (*Object, error) { return LoadIn("", so) }

// LoadIn is Load with the temporary file in dir ("" is the system's
// temporary directory). A Device loads into a private directory of its own:
// creating hundreds of files in a busy shared /tmp (a large ext4 directory)
// cost more than loading them did (0.7 ms a file against 0.1 ms in a small
// directory), which a bucket grid's start-up pays per kernel.
func LoadIn(dir string, so []byte) (*Object, error) {
	if err := checkELF(so); err != nil {
		return nil, fmt.Errorf("load host object: %w", err)
	}
	f, err := os.CreateTemp(dir, "mgxport-host-*.so") // mode 0600, private
	if err != nil {
		return nil, fmt.Errorf("load host object: %w", err)
	}
	name := f.Name()
	defer os.Remove(name)
	if _, err := f.Write(so); err != nil {
		f.Close()
		return nil, fmt.Errorf("load host object: write %s: %w", name, err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("load host object: write %s: %w", name, err)
	}
	h, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return nil, fmt.Errorf("load host object: %w", err)
	}
	keepHeap()
	runlist, _ := purego.Dlsym(h, codeobj.HostRunList)
	return &Object{handle: h, runlist: runlist}, nil
}

// elfMachine is the ELF machine a host object must be built for.
func elfMachine() (elf.Machine, bool) {
	switch runtime.GOARCH {
	case "amd64":
		return elf.EM_X86_64, true
	case "arm64":
		return elf.EM_AARCH64, true
	}
	return 0, false
}

// checkELF rejects what dlopen would crash on or misload: not ELF, not a
// 64-bit shared object for this machine, or segments and sections that
// reach past the end of the bytes (a truncated file makes the loader fault
// with SIGBUS). Content integrity (bit flips inside code) is the bundle's
// and the cache's checksums' job.
func checkELF(so []byte) error {
	if len(so) < 4 || string(so[:4]) != "\x7fELF" {
		return errors.New("not an ELF shared object")
	}
	f, err := elf.NewFile(bytes.NewReader(so))
	if err != nil {
		return fmt.Errorf("malformed ELF: %w", err)
	}
	defer f.Close()
	if f.Class != elf.ELFCLASS64 || f.Type != elf.ET_DYN {
		return fmt.Errorf("not a 64-bit ELF shared object (%v, %v)", f.Class, f.Type)
	}
	if want, ok := elfMachine(); !ok || f.Machine != want {
		return fmt.Errorf("ELF object for %v cannot run on %s", f.Machine, runtime.GOARCH)
	}
	size := uint64(len(so))
	for i, p := range f.Progs {
		if p.Off > size || p.Filesz > size-p.Off {
			return fmt.Errorf("truncated ELF: segment %d needs bytes up to %d, have %d", i, p.Off+p.Filesz, size)
		}
	}
	for _, s := range f.Sections {
		if s.Type == elf.SHT_NOBITS {
			continue
		}
		if s.Offset > size || s.FileSize > size-s.Offset {
			return fmt.Errorf("truncated ELF: section %q needs bytes up to %d, have %d", s.Name, s.Offset+s.FileSize, size)
		}
	}
	return checkLoadTime(f, so)
}

// Func is a kernel entry point in a loaded Object.
type Func struct {
	obj    *Object
	sym    string
	addr   uintptr
	packed uintptr // 0 when the object has no packed entry
	ph     *phased // nil when the kernel has no phases (Run calls it whole)
}

// Func looks up a kernel by symbol.
func (o *Object) Func(symbol string) (Func, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	if o.handle == 0 {
		return Func{}, ErrClosed
	}
	addr, err := purego.Dlsym(o.handle, symbol)
	if err != nil || addr == 0 {
		return Func{}, fmt.Errorf("host object has no kernel %q: %v", symbol, err)
	}
	packed, _ := purego.Dlsym(o.handle, symbol+PackedSuffix)
	ph, err := o.readPlan(symbol)
	if err != nil {
		return Func{}, err
	}
	return Func{obj: o, sym: symbol, addr: addr, packed: packed, ph: ph}, nil
}

// Symbol returns the kernel's symbol.
func (f Func) Symbol() string { return f.sym }

// Call runs the kernel on the given buffers (inputs, then outputs). The
// buffers must not be Go heap memory that could be freed during the call;
// mgxport passes memory from its mmap'd arena. Calls may run concurrently
// when the kernel's buffers do not overlap.
func (f Func) Call(args ...unsafe.Pointer) error {
	a := make([]uintptr, len(args))
	for i, p := range args {
		a[i] = uintptr(p)
	}
	return f.CallAddrs(a...)
}

// CallAddrs is Call with the buffers' addresses (memory that is not the Go
// heap's, such as a Device's mmap'd allocations).
func (f Func) CallAddrs(args ...uintptr) error {
	if f.obj == nil {
		return errors.New("host: call through a zero Func")
	}
	f.obj.mu.RLock()
	defer f.obj.mu.RUnlock()
	if f.obj.handle == 0 {
		return ErrClosed
	}
	if len(args) <= MaxDirectArgs {
		purego.SyscallN(f.addr, args...)
		return nil
	}
	if f.packed == 0 {
		return fmt.Errorf("host: kernel %q takes %d buffers, more than %d, and its object has no %s entry (refinalize it)",
			f.sym, len(args), MaxDirectArgs, f.sym+PackedSuffix)
	}
	// The array lives on the Go heap for the call; the kernel only reads it.
	packed := append([]uintptr(nil), args...)
	purego.SyscallN(f.packed, uintptr(unsafe.Pointer(unsafe.SliceData(packed))))
	return nil
}

// Close unloads the object, after calls in flight return. Funcs from it
// return ErrClosed afterwards. Closing twice is harmless.
func (o *Object) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.handle == 0 {
		return nil
	}
	err := purego.Dlclose(o.handle)
	o.handle = 0
	if err != nil {
		return fmt.Errorf("unload host object: %w", err)
	}
	return nil
}
