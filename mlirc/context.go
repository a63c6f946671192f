package mlirc

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"unsafe"
)

// ErrClosed is returned by calls on a closed Context or Module.
var ErrClosed = errors.New("mlirc: use after Close")

// Context is an MLIR context with every upstream dialect, pass and LLVM IR
// translation registered, and a diagnostic handler that turns MLIR's
// diagnostics into the text of Go errors.
//
// A Context is not safe for concurrent use by design: MLIR contexts (and the
// IR they own) must not be touched from two threads at once. Every method
// takes the Context's mutex, so misuse serializes instead of corrupting
// memory, but parallel compilation must use one Context per worker. MLIR's
// own thread pool is disabled: mgxport parallelizes across contexts.
type Context struct {
	lib *Library

	mu      sync.Mutex
	ptr     uintptr // MlirContext; 0 after Close
	diag    uintptr // sink handle receiving diagnostics
	diagBuf *sink
	modules map[*Module]struct{}
	passes  map[*PassManager]struct{}
	// sources keeps parsed inputs alive for the Context's lifetime: the
	// bytecode reader may reference resource blobs in the input buffer
	// instead of copying them.
	sources [][]byte
}

// NewContext creates a Context with all dialects, passes and LLVM
// translations registered.
func (l *Library) NewContext() (*Context, error) {
	l.registerPasses()
	reg := l.c.dialectRegistryCreate()
	if reg == 0 {
		return nil, errors.New("mlirc: mlirDialectRegistryCreate returned null")
	}
	l.c.registerAllDialects(reg)
	ptr := l.c.contextCreateWithRegistry(reg, false)
	l.c.dialectRegistryDestroy(reg) // the context keeps its own copy
	if ptr == 0 {
		return nil, errors.New("mlirc: mlirContextCreateWithRegistry returned null")
	}
	l.c.registerAllLLVMTranslations(ptr)
	h, k := l.sinks.open()
	l.c.contextAttachDiagnosticHandler(ptr, l.diagCB, h, 0)
	return &Context{lib: l, ptr: ptr, diag: h, diagBuf: k, modules: map[*Module]struct{}{}, passes: map[*PassManager]struct{}{}}, nil
}

// Library returns the library the Context was made from.
func (c *Context) Library() *Library { return c.lib }

// Close destroys the Context and every Module and PassManager still open
// in it. Closing twice is harmless.
func (c *Context) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ptr == 0 {
		return
	}
	for p := range c.passes {
		c.lib.c.passManagerDestroy(p.ptr)
		p.ptr = 0
	}
	for m := range c.modules {
		c.lib.c.moduleDestroy(m.ptr)
		m.ptr = 0
	}
	c.modules, c.passes = nil, nil
	c.lib.c.contextDestroy(c.ptr)
	c.ptr = 0
	c.lib.sinks.close(c.diag)
	c.sources = nil
}

// takeDiagnostics returns and clears the diagnostics collected so far.
// Callers hold c.mu.
func (c *Context) takeDiagnostics() string {
	s := strings.TrimRight(string(c.diagBuf.buf), "\n")
	c.diagBuf.buf = c.diagBuf.buf[:0]
	return s
}

// failure builds an error for a failed MLIR call from the diagnostics it
// emitted. Callers hold c.mu.
func (c *Context) failure(what string) error {
	d := c.takeDiagnostics()
	if d == "" {
		return fmt.Errorf("%s failed (MLIR reported no diagnostic)", what)
	}
	return fmt.Errorf("%s failed:\n%s", what, d)
}

// Parse parses a module from MLIR text or MLIR bytecode (told apart by the
// bytecode magic). A source that is not a builtin.module is wrapped in one.
// The error carries MLIR's diagnostics with their locations.
func (c *Context) Parse(src []byte) (*Module, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ptr == 0 {
		return nil, ErrClosed
	}
	if len(src) == 0 {
		return nil, errors.New("parse MLIR: empty input")
	}
	c.takeDiagnostics()
	// Own a private copy: the caller may reuse src, and the bytecode reader
	// may keep pointing into it.
	buf := append([]byte(nil), src...)
	ptr := c.lib.c.moduleCreateParse(c.ptr, refBytes(buf))
	if ptr == 0 {
		return nil, c.failure("parse MLIR")
	}
	c.sources = append(c.sources, buf)
	return c.adopt(ptr), nil
}

// ParseString is Parse for MLIR text.
func (c *Context) ParseString(src string) (*Module, error) {
	return c.Parse(unsafe.Slice(unsafe.StringData(src), len(src)))
}

// adopt wraps an owned MlirModule. Callers hold c.mu.
func (c *Context) adopt(ptr uintptr) *Module {
	m := &Module{ctx: c, ptr: ptr}
	c.modules[m] = struct{}{}
	return m
}
