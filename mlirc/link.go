package mlirc

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"
)

// linkerSymbol is the in-process ELF linker that the self-contained library
// of `make dist` carries (tools/mlirlib/lld_shim.cpp): LLD, linked
// statically, behind one C entry point. The library of `make build` does not
// have it; there mgxport runs ld.lld-22.
const linkerSymbol = "mgxport_lld_elf_link"

// bindLinker binds the in-process linker if the library has one.
func (l *Library) bindLinker() {
	addr, err := purego.Dlsym(l.handle, linkerSymbol)
	if err != nil || addr == 0 {
		return
	}
	purego.RegisterFunc(&l.lldLink, addr)
}

// HasLinker reports whether the library carries an in-process ELF linker
// (LLD), so that host shared objects can be linked without ld.lld.
func (l *Library) HasLinker() bool { return l.lldLink != nil }

// ErrNoLinker is returned by Link when the library carries no linker.
var ErrNoLinker = errors.New("this MLIR C API library has no in-process linker (build the self-contained one with `make dist`)")

// Link runs the library's in-process LLD with ld.lld's command-line
// arguments (without the program name). Links are serialized inside the
// library. The error carries LLD's messages.
func (l *Library) Link(args []string) error {
	if l.lldLink == nil {
		return ErrNoLinker
	}
	var buf []byte
	for _, a := range append([]string{"ld.lld"}, args...) {
		if strings.IndexByte(a, 0) >= 0 {
			return fmt.Errorf("link: argument %q contains a NUL byte", a)
		}
		buf = append(buf, a...)
		buf = append(buf, 0)
	}
	var diag *byte
	rc := l.lldLink(unsafe.Pointer(unsafe.SliceData(buf)), uintptr(len(buf)), &diag)
	runtime.KeepAlive(buf)
	msg := strings.TrimSpace(goString(diag, l.llvm.disposeMessage))
	if rc != 0 {
		if msg == "" {
			msg = fmt.Sprintf("exit status %d", rc)
		}
		return fmt.Errorf("ld.lld (in-process) %s: %s", strings.Join(args, " "), msg)
	}
	return nil
}
