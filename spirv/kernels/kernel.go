// Package kernels generates mgxport's amdgcnspirv kernel library: memory-bound
// kernels (softmax, reductions, normalizations, pointwise chains, data movement)
// as SPIR-V 1.6 OpenCL-flavour modules built with package spirv.
//
// Every kernel is correct for any workgroup size and any subgroup size down to
// 1: loops stride by the workgroup/subgroup size built-ins, work is distributed
// with grid-stride loops (so any global size covers the problem), reductions
// combine per-subgroup partials through workgroup memory in uniform control
// flow, and every access is bounds-checked. That lets one binary serve wave32
// and wave64 GPUs and the CPU (where finalize specializes to workgroup size 1).
package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// Arg describes one buffer argument of a kernel, in parameter order.
type Arg struct {
	// Name is the argument's role ("x", "y", ...).
	Name string
	// DType is the element type: "float32", "float16", "float64", "int8" ...
	DType string
	// Elems is the number of elements the kernel may touch.
	Elems int64
	// Write says whether the kernel stores to the buffer.
	Write bool
	// Status marks the status word (StatusName): written only to report a
	// violation, so the caller zeroes it before the launch.
	Status bool
}

// Kernel is one generated kernel: a SPIR-V module with a single entry point
// and its recommended launch.
type Kernel struct {
	// Symbol is the entry point name.
	Symbol string
	// Binary is the SPIR-V module (little-endian words).
	Binary []byte
	// Args are the buffer arguments in parameter order.
	Args []Arg
	// Local is the recommended workgroup size; the kernel is correct for any.
	Local [3]int64
	// Global is the global size, a multiple of Local in each dimension.
	Global [3]int64
	// Wave is 0 when the code does not depend on the wavefront size, else the
	// wavefront size (32 or 64) the variant is tuned for.
	Wave int
}

// dtypeInfo maps a tensor element type to its SPIR-V storage type and the type
// arithmetic runs in (half is computed in float).
type dtypeInfo struct {
	name    string
	float   bool
	signed  bool
	width   uint32
	compute uint32 // compute width for floats
	// bf16 marks bfloat16: stored as 16-bit integers (SPIR-V has no
	// bfloat16 type), computed in float32.
	bf16 bool
}

var dtypes = map[string]dtypeInfo{
	"float16":  {name: "float16", float: true, width: 16, compute: 32},
	"bfloat16": {name: "bfloat16", float: true, width: 16, compute: 32, bf16: true},
	"float32":  {name: "float32", float: true, width: 32, compute: 32},
	"float64":  {name: "float64", float: true, width: 64, compute: 64},
	"int8":     {name: "int8", signed: true, width: 8},
	"uint8":    {name: "uint8", width: 8},
	"int16":    {name: "int16", signed: true, width: 16},
	"uint16":   {name: "uint16", width: 16},
	"int32":    {name: "int32", signed: true, width: 32},
	"uint32":   {name: "uint32", width: 32},
	"int64":    {name: "int64", signed: true, width: 64},
	"uint64":   {name: "uint64", width: 64},
	"bool":     {name: "bool", width: 8},
}

// lookupDType returns the info of a dtype name.
func lookupDType(name string) (dtypeInfo, error) {
	d, ok := dtypes[name]
	if !ok {
		return dtypeInfo{}, fmt.Errorf("unsupported dtype %q", name)
	}
	return d, nil
}

// storage returns the SPIR-V type a buffer of this dtype holds.
func (d dtypeInfo) storage(b *spirv.Builder) spirv.ID {
	if d.float && !d.bf16 {
		return b.Float(d.width)
	}
	return b.Int(d.width)
}

// computeType returns the type float arithmetic on this dtype runs in.
func (d dtypeInfo) computeType(b *spirv.Builder) spirv.ID {
	if d.float {
		return b.Float(d.compute)
	}
	return b.Int(d.width)
}

// globalPtr returns the CrossWorkgroup pointer type of a buffer of this dtype.
func (d dtypeInfo) globalPtr(b *spirv.Builder) spirv.ID {
	return b.Pointer(spirv.StorageCrossWorkgroup, d.storage(b))
}

// checkSymbol rejects entry names that are not C identifiers (the host target
// exports them as C symbols).
func checkSymbol(s string) error {
	if s == "" {
		return fmt.Errorf("empty kernel symbol")
	}
	for i, c := range s {
		if !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9')) {
			return fmt.Errorf("kernel symbol %q is not a C identifier", s)
		}
	}
	return nil
}
