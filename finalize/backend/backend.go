// Package backend holds what finalize's core and its backends (the host
// compiler, the GPU stages and vendor tails) share: the kinds of kernel
// source, a compiler's identity, phase timings and the tuning options. It
// imports nothing of finalize, so every finalize package can use it.
package backend

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/tuner"
)

// SourceKind says which dialects a kernel module is in, which selects the
// host pipeline.
type SourceKind int

const (
	// SourceTOSA is an mlir_bytecode code object: a module with a
	// func.func on static tensors in TOSA (func/arith/tensor where needed),
	// marked with the dummy arch gfxMIGX. Text or bytecode.
	SourceTOSA SourceKind = iota + 1
	// SourceRaised is a kernel raised from SPIR-V: func/arith/math/memref/
	// scf/cf on static memrefs, already in the out-parameter ABI.
	SourceRaised
)

// SourceGPU is a kernel raised from SPIR-V to the gpu dialect
// (raise.GPU): a gpu.container_module holding one gpu.module with the
// kernel gpu.func, launched with the portable object's Global/Local.
const SourceGPU SourceKind = SourceRaised + 1

// String names the kind for errors.
func (k SourceKind) String() string {
	switch k {
	case SourceTOSA:
		return "tosa"
	case SourceRaised:
		return "raised"
	case SourceGPU:
		return "raised-gpu"
	}
	return fmt.Sprintf("SourceKind(%d)", int(k))
}

// Identity is what names a target's compiler in a kernel's cache key and in
// the finalized object: the compiler identity and the target string.
type Identity struct {
	// Compiler names the compiler and everything besides the source that
	// decides a finalized object's bytes (HostCompilerIdentity on the host).
	Compiler string `json:"compiler"`
	// Target names the device code is made for, in cache keys: on the host
	// the triple, CPU and a hash of the LLVM feature string.
	Target string `json:"target"`
}

// HostIdentity is the host compiler's Identity: HostCompilerIdentity and the
// host target string of a Compiler, as the identity memo remembers them.
type HostIdentity = Identity

// PhaseTimes is where host compilation spends its time, per phase; the
// Compiler sums it over its compiles for `finalize --profile`.
type PhaseTimes struct {
	Kernels   int           // compiles counted (successful ones)
	Parse     time.Duration // parse and clone
	Lower     time.Duration // MLIR pipeline to the LLVM dialect
	Translate time.Duration // LLVM dialect to LLVM IR, entry points, helpers
	Optimize  time.Duration // LLVM IR optimization (HostLLVMPasses)
	Codegen   time.Duration // object emission
	Link      time.Duration // shared object link (external linker)
}

// Add accumulates o into p.
func (p *PhaseTimes) Add(o PhaseTimes) {
	p.Kernels += o.Kernels
	p.Parse += o.Parse
	p.Lower += o.Lower
	p.Translate += o.Translate
	p.Optimize += o.Optimize
	p.Codegen += o.Codegen
	p.Link += o.Link
}

// TuneOptions turn tuning on for a finalize.
type TuneOptions struct {
	Strategy tuner.Strategy
	// Deadline ends every kernel's search (the default is still
	// measured); zero: none.
	Deadline time.Time
	// Progress, when set, sees each measured point.
	Progress func(tuner.Progress)
	// Report, when set, gets each tuned kernel's outcome.
	Report func(TuneReport)
	// Devices gives each GPU target (by name) the device its trials are
	// measured on; host trials run on this CPU.
	Devices map[string]TuneDevice
	// Only, when set, restricts every tuned GPU kernel's space to the
	// points of these names (a benchmark forcing a tiling, which the
	// tuner still compiles, runs and measures); a kernel whose space has
	// none of them is an error. Such a tuning is cached under its own key
	// and records no decision.
	Only []string
}

// TuneReport is one tuned kernel's outcome.
type TuneReport struct {
	Kernel      string
	Best        string
	BestTime    time.Duration
	DefaultTime time.Duration
	Stats       tuner.Stats
	// Parses and Clones count the kernel's parses (one, whatever the
	// trial count) and the clones of it the trials compiled.
	Parses, Clones int
	// Trials are the points measured or dropped, in order.
	Trials []tuner.Trial
}

// TuneDevice is the device a target's trials are measured on.
type TuneDevice struct {
	// ID names the device in kernel cache keys and tuning decisions: its
	// model, arch and what its driver says of it (not its ordinal), so
	// every GPU of one kind shares its tunings. For the host, "host"
	// means this CPU, named by its host target string (Identity.Target);
	// any other ID names the CPU as given (a stand-in for another CPU
	// model, which the CLI takes only from a test hook).
	ID string
	// Open opens the device, on the first kernel that needs it; the
	// target closes it.
	Open func() (runtime.Device, error)
	// Measurer times the trials; nil: tuner.MeasureObject on the opened
	// device. Tests give a fake one, so the tuning loop and the decision
	// it records are checked without a GPU.
	Measurer Measurer
}

// Measurer times one compiled trial on the tuning device dev (what
// TuneDevice.Open returned) with inputs, and returns its outputs checked
// against ref, the default schedule's outputs (nil when o is the default).
type Measurer interface {
	Measure(ctx context.Context, dev runtime.Device, o *codeobj.Object, inputs [][]byte, ref any) (time.Duration, any, error)
}

// DeviceMeasurer is the Measurer of real devices: tuner.MeasureObject,
// which runs the trial on dev and times it with the device's own clock.
type DeviceMeasurer struct{}

// Measure runs o on dev (tuner.MeasureObject).
func (DeviceMeasurer) Measure(ctx context.Context, dev runtime.Device, o *codeobj.Object, inputs [][]byte, ref any) (time.Duration, any, error) {
	return tuner.MeasureObject(ctx, dev, o, inputs, ref)
}

// MeasurerOf returns d's Measurer, DeviceMeasurer when it names none.
func (d TuneDevice) MeasurerOf() Measurer {
	if d.Measurer == nil {
		return DeviceMeasurer{}
	}
	return d.Measurer
}

// Tunable reports whether a kernel's arguments are all float32, the
// kernels tuning runs on random data (a data-indexed integer input could
// read out of bounds).
func Tunable(o *codeobj.Object) bool {
	if o == nil || len(o.Args) == 0 {
		return false
	}
	for _, a := range o.Args {
		if a.DType != "float32" {
			return false
		}
	}
	return true
}

// TunableFloats reports whether a kernel's arguments are all floats
// (float32, float16 or bfloat16: tuner.RandomInputs writes each in its
// type), which the flash attention's tuning takes: its half kernels read
// 16-bit Q, K and V beside an fp32 mask.
func TunableFloats(o *codeobj.Object) bool {
	if o == nil || len(o.Args) == 0 {
		return false
	}
	for _, a := range o.Args {
		if a.DType != "float32" && a.DType != "float16" && a.DType != "bfloat16" {
			return false
		}
	}
	return true
}

// AllowTF32Flag is the command-line flag that allows TF32 contractions.
const AllowTF32Flag = "--allow-tf32"

// CheckTF32 reports whether TF32 contractions can be allowed on t: an
// error saying why not for a target without TF32 matrix units.
func CheckTF32(t target.Target) error {
	if t.TF32 {
		return nil
	}
	why := "its matrix units take no TF32 operands"
	switch t.Kind {
	case target.Host:
		why = "it runs on this CPU, which has no TF32 matrix units"
	case target.HIP:
		why = "AMD targets have no TF32 kernel in mgxport (only NVIDIA sm_80 and newer do)"
	}
	return fmt.Errorf("%s on target %s: %s; drop the flag to keep fp32 exact", AllowTF32Flag, t.Name, why)
}

// IsTF32Compiler reports whether a finalized object's compiler identity
// is a TF32 build's (Identity).
func IsTF32Compiler(id string) bool { return strings.Contains(id, TF32Mark) }

// TF32Mark is what a TF32 build adds to its compiler identity, before the
// TF32 kernel's own identity.
const TF32Mark = " tf32:"
