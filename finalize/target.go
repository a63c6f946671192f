package finalize

import (
	"context"
	"errors"
	"fmt"
	"github.com/mgxport/mgxport/finalize/backend"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// A Target finalizes portable code objects for one row of the target table.
// Run drives it: the Target picks the variant of each launch it compiles
// and makes the compiler's input from it in pure Go, names its compiler for
// the kernel cache — from an identity memo when it can, so that a finalize
// whose kernels are all cached never loads the MLIR library — and opens its
// compiler (its Pool) only when a kernel must be compiled.
//
// Making a Target loads nothing. A Target is safe for concurrent use (Runs
// may share one, and its Pool, across calls); Close releases the Pool.
type Target interface {
	// Row is the target's row of the table; every object the Target
	// makes has Row().Name as its target.
	Row() target.Target
	// Pick returns the variant of a launch the Target compiles, from the
	// launch's portable variants in the launch's order (PickVariant picks
	// by wave size); an error when none fits.
	Pick(variants []*codeobj.Object) (*codeobj.Object, error)
	// Source makes the compiler input of a picked variant: TOSA bytecode as
	// it is, SPIR-V raised into MLIR for the target. Pure Go.
	Source(o *codeobj.Object) (Input, error)
	// Remembered returns the identity of the compiler Open would open
	// without loading anything, when the Target's identity memo knows it
	// (ok). warn receives problems that did not stop it (a memo that
	// could not be read).
	Remembered(warn func(error)) (id Identity, ok bool)
	// Open opens the Target's compiler, loading what it needs, once:
	// later calls return the same Pool. It remembers the compiler's
	// identity in the memo for later finalizes; warn receives a failure
	// to.
	Open(ctx context.Context, warn func(error)) (Pool, error)
	// KeyParts is the kernel cache key of compiling in with the compiler
	// named id: everything that decides the payload's bytes (source
	// content and kind, target arch and features, compiler identity,
	// schedule or tuning, cache schema).
	KeyParts(id Identity, in Input) kcache.KeyParts
	// Object is the finalized object of the portable variant src: payload
	// made by the compiler named id (or read from the kernel cache, so
	// untrusted), with the launch sizes (or plan) the target's runtime
	// needs; an error when payload cannot be one.
	Object(src *codeobj.Object, payload []byte, id Identity) (*codeobj.Object, error)
	// Close releases the Pool, if open. The Target must not be used
	// after.
	Close() error
}

// A Pool is a Target's open compiler: a pool of workers, each with its
// own MLIR context. It is safe for concurrent use; at most Workers()
// compiles run at once.
type Pool interface {
	// Identity names the compiler (as Target.Remembered would).
	Identity() Identity
	// Workers is the most compiles that run at once.
	Workers() int
	// Compile compiles one kernel on a pooled worker and returns the
	// payload and where the compile spent its time.
	Compile(ctx context.Context, in Input) ([]byte, PhaseTimes, error)
}

// PartialTuning is appended to a kernel cache key's Tuning (e.g.
// "quick+partial") when the tuning budget stopped the kernel's search
// before its strategy's points were all measured. Lookups use the plain
// key, so a partial result is never served as the strategy's answer: a
// later run without a budget, or with a larger one, tunes the kernel again
// and stores the complete result under the plain key, which later runs
// (budgeted or not) reuse.
const PartialTuning = "+partial"

// tunedPool is a Pool whose compiles may tune, and say whether the budget
// cut the tuning short; run stores such a kernel under a PartialTuning
// key. Pools that never tune need not implement it.
type tunedPool interface {
	compileTuned(ctx context.Context, in Input) (payload []byte, times PhaseTimes, partial bool, err error)
}

// Input is one kernel as a target's compiler takes it.
type Input struct {
	// Module is the MLIR module, bytecode or text.
	Module []byte
	// Kind says which dialects Module is in (TOSA, or raised SPIR-V).
	Kind SourceKind
	// Object is the portable variant Module was made from (its signature
	// and launch sizes), for compilers that build a launch plan.
	Object *codeobj.Object
}

// PickVariant returns the variant a target of the given wave size compiles
// from a launch's variants: the one made for that wave size, else a
// wave-independent one (Wave 0). Wave 0 — the host, which runs subgroups
// of one — takes any variant: a wave-independent one, else the first.
func PickVariant(variants []*codeobj.Object, wave int) (*codeobj.Object, error) {
	if len(variants) == 0 {
		return nil, errors.New("launch has no kernel variant")
	}
	var indep *codeobj.Object
	for _, v := range variants {
		if v.Wave == wave {
			return v, nil
		}
		if v.Wave == 0 && indep == nil {
			indep = v
		}
	}
	if indep != nil {
		return indep, nil
	}
	if wave == 0 {
		return variants[0], nil
	}
	waves := make([]int, len(variants))
	for i, v := range variants {
		waves[i] = v.Wave
	}
	return nil, fmt.Errorf("kernel %s has variants for wave sizes %v, none for %d", variants[0].Symbol, waves, wave)
}

// Library is the MLIR C API library a Target compiles with, opened only
// when needed. driver.LazyMLIR is one.
type Library interface {
	// Path returns the library's file without loading it (it keys the
	// identity memo); an error when the file is unknown until opened.
	Path() (string, error)
	// Open loads the library, once.
	Open() (*mlirc.Library, error)
}

// Config is what New needs to make a Target.
type Config struct {
	// Library is the MLIR C API library; nil makes Open fail.
	Library Library
	// Jobs bounds the parallel compiles (one MLIR context each); <= 0
	// means GOMAXPROCS.
	Jobs int
	// MemoDir is the directory of the identity memo (the kernel cache's);
	// "" means no memo, so naming the compiler loads it.
	MemoDir string
	// Libdevice is the --libdevice flag: NVIDIA's math library, linked
	// into kernels that need it; "" looks in the CUDA toolkit's places
	// (FindLibdevice).
	Libdevice string
	// ROCmDeviceLibs is the --rocm-device-libs flag: the directory of
	// ROCm's device libraries (ocml.bc, ockl.bc) or a ROCm root holding
	// amdgcn/bitcode; "" looks in the usual places (FindROCmDeviceLibs).
	ROCmDeviceLibs string
	// Ptxas is the --ptxas flag: the assembler that turns NVIDIA PTX into
	// cubins, "none" for PTX objects, "" to look in the CUDA toolkit's
	// places (FindPtxas).
	Ptxas string
	// CUDAPath and ROCmRoots are the toolkit installs the CLI resolved
	// from its environment ($CUDA_PATH; $ROCM_PATH and $HIP_PATH), where
	// the device libraries and ptxas are looked for before the usual
	// places. finalize reads no environment of its own.
	CUDAPath  string
	ROCmRoots []string
	// AllowTF32 is the --allow-tf32 flag: fp32 contractions may round
	// their operands to TF32 and use the matrix units. Only rows with
	// TF32 units (target.Target.TF32) take it; New refuses the others.
	AllowTF32 bool
	// Tune, when set, tunes each kernel on this machine's device: the
	// CPU for host, Tune.Devices' entry for a GPU row (a GPU row without
	// one gets the heuristic default schedule, untuned).
	Tune *TuneOptions
}

// NoCompilerError says this build has no compiler for a target's kind.
type NoCompilerError struct {
	Target target.Target
}

func (e *NoCompilerError) Error() string {
	vendor := string(e.Target.Kind)
	switch e.Target.Kind {
	case target.CUDA:
		vendor = "NVIDIA"
	case target.HIP:
		vendor = "AMD"
	}
	return fmt.Sprintf("target %s: no %s compiler in this build yet; use --arch host", e.Target.Name, vendor)
}

// New returns the Target that finalizes for row; a row whose kind has no
// compiler in this build is a *NoCompilerError.
func New(row target.Target, cfg Config) (Target, error) {
	if err := Supported(row); err != nil {
		return nil, err
	}
	if cfg.AllowTF32 {
		if err := backend.CheckTF32(row); err != nil {
			return nil, err
		}
	}
	switch row.Kind {
	case target.CUDA:
		return newNVVM(row, cfg)
	case target.HIP:
		return newROCDL(row, cfg)
	}
	return newHost(row, cfg), nil
}

// Supported returns nil when this build can finalize for row, and otherwise
// a *NoCompilerError naming it. It is the one place that says which target
// kinds have a compiler.
func Supported(row target.Target) error {
	switch row.Kind {
	case target.Host, target.CUDA, target.HIP:
		return nil
	}
	return &NoCompilerError{Target: row}
}
