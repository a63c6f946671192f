package mlirc

import (
	"fmt"
	"strings"
)

// PassManager is a parsed pass pipeline anchored on builtin.module, bound to
// one Context. Parse once, run on many modules (tuning trials). Not safe for
// concurrent use; it takes its Context's mutex.
type PassManager struct {
	ctx      *Context
	ptr      uintptr
	pipeline string
}

// NewPassManager parses a textual pass pipeline anchored on builtin.module,
// e.g. "builtin.module(canonicalize,func.func(cse))". The module verifier
// runs after every pass. A malformed pipeline or an unknown pass gives an
// error with MLIR's message.
func (c *Context) NewPassManager(pipeline string) (*PassManager, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ptr == 0 {
		return nil, ErrClosed
	}
	l := c.lib
	pm := l.c.passManagerCreate(c.ptr)
	if pm == 0 {
		return nil, fmt.Errorf("create pass manager: mlirPassManagerCreate returned null")
	}
	l.c.passManagerEnableVerifier(pm, true)
	c.takeDiagnostics()
	p := []byte(pipeline)
	var ok int8
	msg := l.collect(func(h uintptr) {
		ok = l.c.parsePassPipeline(l.c.passManagerGetAsOpPassManager(pm), refBytes(p), l.stringCB, h)
	})
	if ok == 0 {
		l.c.passManagerDestroy(pm)
		text := strings.TrimSpace(string(msg) + "\n" + c.takeDiagnostics())
		return nil, fmt.Errorf("parse pass pipeline %q: %s", pipeline, text)
	}
	pmgr := &PassManager{ctx: c, ptr: pm, pipeline: pipeline}
	c.passes[pmgr] = struct{}{}
	return pmgr, nil
}

// Pipeline returns the textual pipeline the manager was parsed from.
func (p *PassManager) Pipeline() string { return p.pipeline }

// Run runs the pipeline on m, which must belong to the same Context. On
// failure the module is left in whatever state the failing pass left it, and
// the error carries the diagnostics.
func (p *PassManager) Run(m *Module) error {
	if m.ctx != p.ctx {
		return fmt.Errorf("run pass pipeline: module and pass manager belong to different contexts")
	}
	if err := m.lock(); err != nil {
		return err
	}
	defer m.unlock()
	if p.ptr == 0 {
		return ErrClosed
	}
	m.ctx.takeDiagnostics()
	if m.ctx.lib.c.passManagerRunOnOp(p.ptr, m.op()) == 0 {
		return m.ctx.failure("run pass pipeline")
	}
	return nil
}

// Close destroys the pass manager. Closing twice is harmless.
func (p *PassManager) Close() {
	p.ctx.mu.Lock()
	defer p.ctx.mu.Unlock()
	if p.ptr == 0 || p.ctx.ptr == 0 {
		p.ptr = 0
		return
	}
	p.ctx.lib.c.passManagerDestroy(p.ptr)
	delete(p.ctx.passes, p)
	p.ptr = 0
}

// RunPipeline parses pipeline and runs it on m once.
func (m *Module) RunPipeline(pipeline string) error {
	pm, err := m.ctx.NewPassManager(pipeline)
	if err != nil {
		return err
	}
	defer pm.Close()
	return pm.Run(m)
}
