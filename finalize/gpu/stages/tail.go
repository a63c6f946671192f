package stages

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// Tail is what one GPU vendor adds to the shared stages: the rows it
// compiles for, the contractions' options it wants, and the lowering of a
// module in gpu.module form to its device code (its pipeline tail, device
// libraries and packaging), naming the compiler in the object. A new
// vendor is one package implementing Tail plus its target-table rows.
type Tail interface {
	// Check refuses a row the tail cannot compile for (another vendor's,
	// an option the row lacks).
	Check(t target.Target) error
	// Kernels is the contractions' options for row t.
	Kernels(t target.Target) kernelgen.Options
	// Finish lowers m (in gpu.module form, made from a kind kernel) to
	// obj's finalized object for t.
	Finish(ctx context.Context, w *Worker, m *mlirc.Module, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error)
}

// Compile finalizes one portable kernel for row t with tail: src is the
// kernel (SourceTOSA: the TOSA module of an mlir_bytecode object;
// SourceGPU: raise.GPU's module of an amdgcnspirv object), obj the
// portable object it came from (its Args; for SourceGPU its
// Global/Local). The result's payload is the device code of every device
// kernel, its Launches/Scratch the plan one call runs.
func (w *Worker) Compile(ctx context.Context, tail Tail, src []byte, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	if err := tail.Check(t); err != nil {
		return nil, err
	}
	out, err := w.compile(ctx, tail, src, kind, t, obj)
	if err != nil {
		return nil, fmt.Errorf("compile %s for %s (%s): %w", obj.Symbol, t.Name, kind, err)
	}
	return out, nil
}

func (w *Worker) compile(ctx context.Context, tail Tail, src []byte, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	m, err := w.Module(ctx, src, kind, t, tail.Kernels(t))
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return tail.Finish(ctx, w, m, kind, t, obj)
}

// Compile is Worker.Compile in a context of its own, made and destroyed
// by the call.
func Compile(ctx context.Context, lib *mlirc.Library, tail Tail, src []byte, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	w, err := NewWorker(lib)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", t.Name, err)
	}
	defer w.Close()
	return w.Compile(ctx, tail, src, kind, t, obj)
}

// FlashTrial compiles one tuning trial of the flash-attention kernel
// src (FlashAttention): the whole TOSA kernel with the attention tiling
// of gemm (Options.Attn), finished by tail.
func (w *Worker) FlashTrial(ctx context.Context, tail Tail, src []byte, t target.Target, obj *codeobj.Object, gemm kernelgen.Options) (*codeobj.Object, error) {
	m, err := w.Module(ctx, src, backend.SourceTOSA, t, gemm)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return tail.Finish(ctx, w, m, backend.SourceTOSA, t, obj)
}

// Trial compiles one tuning trial: a clone of prepared (Prepare) lowered
// with the contractions' options gemm and finished by tail.
func (w *Worker) Trial(ctx context.Context, tail Tail, prepared *mlirc.Module, t target.Target, obj *codeobj.Object, gemm kernelgen.Options) (*codeobj.Object, error) {
	m, err := w.TrialModule(ctx, prepared, t, gemm)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return tail.Finish(ctx, w, m, backend.SourceTOSA, t, obj)
}
