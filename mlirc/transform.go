package mlirc

import (
	"errors"
	"fmt"
	"runtime"
)

// ApplyTransform runs the transform-dialect named sequence entry of script
// on m, the payload: the interpreter binds the sequence's first argument to
// m's builtin.module and applies the sequence's transforms (tiling,
// vectorization, pattern sets, ...) to m in place. script is a module marked
// `transform.with_named_sequence` that holds entry and the sequences it
// calls; it belongs to the same Context as m, is only read, and can be
// applied to any number of payloads (parse it once, apply it to every
// tuning trial's clone).
//
// A failing transform (a definite failure, or a silenceable one the
// sequence propagates) returns an error with MLIR's diagnostics; m is then
// in whatever state the failing transform left it.
func (m *Module) ApplyTransform(script *Module, entry string) error {
	if script.ctx != m.ctx {
		return errors.New("apply transform: payload and transform script belong to different contexts")
	}
	if err := m.lock(); err != nil {
		return err
	}
	defer m.unlock()
	if script.ptr == 0 {
		return ErrClosed
	}
	c := m.ctx.lib.c
	m.ctx.takeDiagnostics()
	scriptOp := script.op()
	table := c.symbolTableCreate(scriptOp)
	if table == 0 {
		return m.ctx.failure("apply transform: the script module has no symbol table")
	}
	name := []byte(entry)
	seq := c.symbolTableLookup(table, refBytes(name))
	runtime.KeepAlive(name)
	c.symbolTableDestroy(table)
	if seq == 0 {
		return fmt.Errorf("apply transform: the script defines no named sequence @%s", entry)
	}
	opts := c.transformOptionsCreate()
	defer c.transformOptionsDestroy(opts)
	// The script's handles are checked by the interpreter's own invariants;
	// expensive checks (every payload op re-verified after each transform)
	// would multiply a finalize's time for no change in the result.
	c.transformOptionsEnableExpensiveChecks(opts, false)
	if c.transformApplyNamedSequence(m.op(), seq, scriptOp, opts) == 0 {
		return m.ctx.failure(fmt.Sprintf("apply transform sequence @%s", entry))
	}
	return nil
}
