// Package codeobj defines the code object: one compiled or portable kernel
// with everything a runtime needs to launch it — its format, entry symbol,
// argument signature, launch sizes, target and payload.
//
// Portable objects (mlir_bytecode, amdgcnspirv) come out of `compile
// --portable`; finalized objects (host_so, hsaco, ptx, cubin) come out of
// finalize and name the portable object they were made from.
package codeobj

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/fxamacker/cbor/v2"
)

// Format is the tag that says how a payload is to be read.
type Format string

// The code object formats of DESIGN.md.
const (
	// MLIRBytecode is one kernel as a TOSA module in MLIR bytecode, lowered
	// against the dummy arch gfxMIGX.
	MLIRBytecode Format = "mlir_bytecode"
	// AMDGCNSPIRV is one kernel as an OpenCL-flavour SPIR-V 1.6 module.
	AMDGCNSPIRV Format = "amdgcnspirv"
	// HostSO is an x86-64 ELF shared object for the host target.
	HostSO Format = "host_so"
	// HSACO is an AMDGPU ELF code object for one gfx arch.
	HSACO Format = "hsaco"
	// PTX is NVIDIA PTX text for one sm arch.
	PTX Format = "ptx"
	// Cubin is an NVIDIA ELF for one sm arch.
	Cubin Format = "cubin"
)

// Portable reports whether objects of this format are target independent.
func (f Format) Portable() bool { return f == MLIRBytecode || f == AMDGCNSPIRV }

// Known reports whether f is one of the formats this version understands.
func (f Format) Known() bool {
	switch f {
	case MLIRBytecode, AMDGCNSPIRV, HostSO, HSACO, PTX, Cubin:
		return true
	}
	return false
}

// HostPackedSuffix names a host_so kernel's packed entry point:
// sym+HostPackedSuffix takes one pointer to an array of the buffer
// pointers. It is part of the host_so ABI, which finalize writes and the
// host runtime calls.
const HostPackedSuffix = ".packed"

// HostRunList names the function every host_so object exports besides its
// kernels, `void HostRunList(void **list, int64_t n)`: it calls list[2i]
// (a packed entry) with list[2i+1] (its argument array) for i in [0, n),
// in order, so that the host runtime runs a sequence of small kernels in
// one call into native code rather than one each.
const HostRunList = "mgxport.runlist"

// The host_so phase ABI, also written by finalize and read by the host
// runtime: a kernel split into phases exports sym+HostPhaseSuffix+i for
// each phase i and sym+HostPlanSuffix, which fills at most HostPlanCap
// words laid out as version HostPlanVersion (runtime/host documents the
// layout).
const (
	// HostPhaseSuffix, then the phase's index, names a phase entry.
	HostPhaseSuffix = ".phase"
	// HostPlanSuffix names a kernel's plan entry.
	HostPlanSuffix = ".plan"
	// HostPlanCap is the most words a plan has.
	HostPlanCap = 256
	// HostPlanVersion is the plan layout the host runtime reads (its
	// first word after the length).
	HostPlanVersion = 1
)

// HostThreadShare is thread k's share of a split phase's n calls on t
// threads, the calls [lo, hi) = [ceil(n*k/t), ceil(n*(k+1)/t)): the host
// runtime's pool deals each thread this contiguous chunk first (so a
// thread keeps the same part of the data from launch to launch), and
// finalize cuts a convolution's work items to share evenly under it.
func HostThreadShare(k, n, t int64) (lo, hi int64) {
	return (n*k + t - 1) / t, (n*(k+1) + t - 1) / t
}

// PortableArch is the dummy arch portable MLIR kernels are lowered against.
const PortableArch = "gfxMIGX"

// Arg is one buffer argument of a kernel, in call order.
type Arg struct {
	Name  string  `cbor:"1,keyasint"`
	DType string  `cbor:"2,keyasint"` // numpy name: float32, int64, ...
	Shape []int64 `cbor:"3,keyasint"`
	Write bool    `cbor:"4,keyasint,omitempty"` // the kernel writes this buffer
}

// Elems is the number of elements of the argument.
func (a Arg) Elems() int64 {
	n := int64(1)
	for _, d := range a.Shape {
		n *= d
	}
	return n
}

// Object is one code object.
type Object struct {
	Format Format `cbor:"1,keyasint"`
	// Target is the arch the payload is for: PortableArch for mlir_bytecode,
	// "spirv64" for amdgcnspirv, "host", "gfx1151", "sm_90", ...
	Target string `cbor:"2,keyasint"`
	// Symbol is the kernel's entry point in the payload.
	Symbol string `cbor:"3,keyasint"`
	Args   []Arg  `cbor:"4,keyasint"`
	// Global and Local are the launch sizes in work-items; Global is a
	// multiple of Local (kernels bounds-check). Zero for MLIR-class kernels,
	// whose launch is chosen at finalize.
	Global [3]int64 `cbor:"5,keyasint"`
	Local  [3]int64 `cbor:"6,keyasint"`
	// Wave is 32 or 64 for a variant that depends on the wavefront size,
	// 0 when the code does not.
	Wave int `cbor:"7,keyasint,omitempty"`
	// Source is the ID of the portable object a finalized one was made from.
	Source string `cbor:"8,keyasint,omitempty"`
	// Compiler identifies the compiler (and version) that made a finalized
	// payload; a different compiler means a different object.
	Compiler string `cbor:"9,keyasint,omitempty"`
	Payload  []byte `cbor:"10,keyasint"`
	// Launches is a finalized GPU object's launch plan: the device kernels
	// of the payload that one call of the object runs, in order. A portable
	// kernel may lower to several device kernels (a contraction and its
	// prologue, say) with intermediates in Scratch buffers.
	Launches []Launch `cbor:"11,keyasint,omitempty"`
	// Scratch gives the byte size of each temporary device buffer the
	// launches use besides the object's arguments.
	Scratch []int64 `cbor:"12,keyasint,omitempty"`
}

// Launch is one device kernel launch of a finalized GPU object.
type Launch struct {
	// Symbol is the device kernel's entry in the payload.
	Symbol string `cbor:"1,keyasint"`
	// Grid is in blocks, Block in threads; Shared is the dynamic shared
	// memory in bytes.
	Grid   [3]int64 `cbor:"2,keyasint"`
	Block  [3]int64 `cbor:"3,keyasint"`
	Shared int64    `cbor:"4,keyasint,omitempty"`
	// Args binds the kernel's pointer parameters, in order: i <
	// len(Object.Args) is the object's argument i, the others are
	// Object.Scratch[i-len(Object.Args)].
	Args []int `cbor:"5,keyasint"`
}

// ID is the object's content address: the sha256 of its deterministic CBOR
// encoding. Objects with the same content share an ID and are stored once.
func (o *Object) ID() string {
	b, err := encMode.Marshal(o)
	if err != nil {
		// Marshal of this plain struct cannot fail; make it visible if it does.
		panic(fmt.Sprintf("codeobj: encode: %v", err))
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Validate checks the fields a reader must be able to trust before using the
// object: a known format, a symbol and sane launch sizes.
func (o *Object) Validate() error {
	if !o.Format.Known() {
		return fmt.Errorf("unknown code object format %q", o.Format)
	}
	if o.Symbol == "" || strings.ContainsAny(o.Symbol, "\x00 ") {
		return fmt.Errorf("code object has a bad symbol %q", o.Symbol)
	}
	for i := range 3 {
		g, l := o.Global[i], o.Local[i]
		if g < 0 || l < 0 || (l > 0 && g%l != 0) {
			return fmt.Errorf("code object %s: bad launch sizes global %v local %v", o.Symbol, o.Global, o.Local)
		}
	}
	for _, a := range o.Args {
		for _, d := range a.Shape {
			if d < 0 {
				return fmt.Errorf("code object %s: argument %s has negative dim", o.Symbol, a.Name)
			}
		}
	}
	for _, n := range o.Scratch {
		if n < 0 || n > maxScratch {
			return fmt.Errorf("code object %s: scratch buffer of %d bytes", o.Symbol, n)
		}
	}
	for i, l := range o.Launches {
		if l.Symbol == "" || strings.ContainsAny(l.Symbol, "\x00 ") {
			return fmt.Errorf("code object %s: launch %d has a bad symbol %q", o.Symbol, i, l.Symbol)
		}
		for d := range 3 {
			if l.Grid[d] < 1 || l.Block[d] < 1 || l.Grid[d] > 1<<31-1 || l.Block[d] > 1024 {
				return fmt.Errorf("code object %s: launch %d (%s): bad sizes grid %v block %v", o.Symbol, i, l.Symbol, l.Grid, l.Block)
			}
		}
		if l.Shared < 0 || l.Shared > maxShared {
			return fmt.Errorf("code object %s: launch %d (%s): %d bytes of shared memory", o.Symbol, i, l.Symbol, l.Shared)
		}
		for _, a := range l.Args {
			if a < 0 || a >= len(o.Args)+len(o.Scratch) {
				return fmt.Errorf("code object %s: launch %d (%s) binds argument %d of %d", o.Symbol, i, l.Symbol, a, len(o.Args)+len(o.Scratch))
			}
		}
	}
	return nil
}

// Bounds a finalized object's plan must keep: no GPU offers more shared
// memory to one block than maxShared, and a kernel's scratch buffer is an
// intermediate of one kernel, never larger than maxScratch.
const (
	maxShared  = 1 << 20
	maxScratch = 1 << 36
)

// encMode is the canonical CBOR encoding used for content addresses. It is
// immutable after construction, so sharing it is safe.
var encMode = func() cbor.EncMode {
	m, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		panic(err)
	}
	return m
}()
