package mlirc

import (
	"errors"
	"fmt"
)

// Module is a builtin.module owned by a Context. Like its Context it is not
// safe for concurrent use; its methods take the Context's mutex.
type Module struct {
	ctx *Context
	ptr uintptr // MlirModule; 0 after Close
}

// Context returns the Context that owns the module.
func (m *Module) Context() *Context { return m.ctx }

// lock takes the owning Context's mutex and reports whether the module is
// still alive.
func (m *Module) lock() error {
	m.ctx.mu.Lock()
	if m.ptr == 0 || m.ctx.ptr == 0 {
		m.ctx.mu.Unlock()
		return ErrClosed
	}
	return nil
}

func (m *Module) unlock() { m.ctx.mu.Unlock() }

func (m *Module) op() uintptr { return m.ctx.lib.c.moduleGetOperation(m.ptr) }

// Close destroys the module. Closing twice is harmless.
func (m *Module) Close() {
	m.ctx.mu.Lock()
	defer m.ctx.mu.Unlock()
	if m.ptr == 0 || m.ctx.ptr == 0 {
		return
	}
	m.ctx.lib.c.moduleDestroy(m.ptr)
	delete(m.ctx.modules, m)
	m.ptr = 0
}

// Clone returns a deep copy of the module in the same Context: the
// per-trial copy that tuning transforms while the original stays intact.
func (m *Module) Clone() (*Module, error) {
	if err := m.lock(); err != nil {
		return nil, err
	}
	defer m.unlock()
	c := m.ctx.lib.c
	op := c.operationClone(m.op())
	if op == 0 {
		return nil, m.ctx.failure("clone module")
	}
	mod := c.moduleFromOperation(op)
	if mod == 0 {
		c.operationDestroy(op)
		return nil, errors.New("clone module: clone is not a builtin.module")
	}
	return m.ctx.adopt(mod), nil
}

// Verify runs the MLIR verifier on the module.
func (m *Module) Verify() error {
	if err := m.lock(); err != nil {
		return err
	}
	defer m.unlock()
	m.ctx.takeDiagnostics()
	if !m.ctx.lib.c.operationVerify(m.op()) {
		return m.ctx.failure("verify module")
	}
	return nil
}

// String prints the module in MLIR's generic-or-pretty text form (whatever
// the printer defaults to). It returns "<closed>" for a closed module.
func (m *Module) String() string {
	if err := m.lock(); err != nil {
		return "<closed>"
	}
	defer m.unlock()
	l := m.ctx.lib
	return string(l.collect(func(h uintptr) { l.c.operationPrint(m.op(), l.stringCB, h) }))
}

// BytecodeVersionCurrent asks Bytecode for the newest version the library
// writes.
const BytecodeVersionCurrent = -1

// Bytecode serializes the module as MLIR bytecode of the given version
// (BytecodeVersionCurrent for the library's newest; mgxport's portable
// objects use 6).
func (m *Module) Bytecode(version int) ([]byte, error) {
	if err := m.lock(); err != nil {
		return nil, err
	}
	defer m.unlock()
	l := m.ctx.lib
	cfg := l.c.bytecodeWriterConfigCreate()
	defer l.c.bytecodeWriterConfigDestroy(cfg)
	if version >= 0 {
		l.c.bytecodeWriterConfigDesiredEmitVersion(cfg, int64(version))
	}
	m.ctx.takeDiagnostics()
	var ok int8
	out := l.collect(func(h uintptr) { ok = l.c.operationWriteBytecodeWithConfig(m.op(), cfg, l.stringCB, h) })
	if ok == 0 {
		return nil, m.ctx.failure(fmt.Sprintf("write bytecode version %d", version))
	}
	return out, nil
}
