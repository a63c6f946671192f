// Package program defines the executable plan of one static shape bucket:
// the buffers with their memory plan, the ordered kernel launches with their
// argument bindings, the program's inputs and outputs, and the bucket it
// serves when a bundle holds several (Bucket).
//
// lower builds programs, bundle stores them and runtime executes them.
package program

import (
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/codeobj"
)

// BufferKind says where a buffer's contents come from.
type BufferKind string

// The buffer kinds.
const (
	Input  BufferKind = "input"  // filled by the caller
	Output BufferKind = "output" // read back by the caller
	Weight BufferKind = "weight" // filled from the bundle's weights
	Temp   BufferKind = "temp"   // an intermediate that lives in the arena
	// Status is a launch's status word (DESIGN.md, Programs), StatusDType
	// [1]: a kernel that indexes with data writes a nonzero code there
	// when an index is out of range; the runtime zeroes it before every
	// run and reports a nonzero word after it as an error naming the
	// launch's nodes.
	Status BufferKind = "status"
	// Const is a string constant the program carries itself (Strings):
	// string values never live in device memory, so they are no weights.
	Const BufferKind = "const"
)

// StringDType is the element type of a string buffer. A string value lives
// on the host, in the session, never in the arena or on a device (it has
// no bytes: Offset and Bytes are 0); only host steps read and write it,
// and its Shape is exact, or nil when Dynamic.
const StringDType = "string"

// maxConstStrings bounds the elements of a Const buffer (the manifest's
// own size bounds their bytes).
const maxConstStrings = 1 << 24

// StatusDType is the element type of a Status buffer.
const StatusDType = "int32"

// StatusIndexOutOfRange is the status code of a launch that met an index
// out of range (the kernel read 0 or skipped the update instead).
const StatusIndexOutOfRange = 1

// Buffer is one tensor-sized region of the program's arena.
type Buffer struct {
	Name  string     `cbor:"1,keyasint"`
	Kind  BufferKind `cbor:"2,keyasint"`
	DType string     `cbor:"3,keyasint"` // numpy name
	Shape []int64    `cbor:"4,keyasint"`
	// Offset is the byte offset in the arena (memory plan); buffers whose
	// lifetimes do not overlap may share bytes. Weights live outside the
	// arenas, loaded once and shared by every program: a Weight buffer's
	// Offset is not used (bundles of format 1 placed weights in the arena
	// too; the runtime ignores those bytes).
	Offset int64 `cbor:"5,keyasint"`
	Bytes  int64 `cbor:"6,keyasint"`
	// Weight names the bundle weight that fills a Weight buffer: its
	// WeightID (format 2), or its value's name (format 1).
	Weight string `cbor:"7,keyasint,omitempty"`
	// Dynamic marks a value whose shape is known only at run time (the
	// result of a host step, or what a step computes from one): it has
	// no bytes in the arena (Shape is nil, Bytes and Offset 0); the
	// runtime allocates it when a step writes it. Kernels never bind it.
	Dynamic bool `cbor:"8,keyasint,omitempty"`
	// Strings are a Const buffer's elements, row-major.
	Strings []string `cbor:"9,keyasint,omitempty"`
}

// IsString reports whether b holds strings (StringDType): a host value.
func (b *Buffer) IsString() bool { return b.DType == StringDType }

// The types of ONNX's sequence, optional and map values: host values like
// strings, always dynamic (no shape), computed by host steps only.
const (
	SequenceDType = "sequence"
	OptionalDType = "optional"
	MapDType      = "map"
)

// IsHostValue reports whether b's value lives on the host, never in the
// arena or on a device: strings, sequences, optionals and maps.
func (b *Buffer) IsHostValue() bool { return IsHostDType(b.DType) }

// IsHostDType reports whether values of dtype live on the host.
func IsHostDType(dtype string) bool {
	return dtype == StringDType || dtype == SequenceDType || dtype == OptionalDType || dtype == MapDType
}

// Launch is one kernel launch: the code objects that implement it and the
// buffers bound to its arguments, by index into Program.Buffers, in the
// kernel's argument order.
type Launch struct {
	// Kernels lists the IDs of the launch's portable variants (one, or a
	// wave32 and a wave64 variant); a backend picks the one for its device.
	Kernels []string `cbor:"1,keyasint"`
	Args    []int    `cbor:"2,keyasint"`
	// Label says which graph nodes the kernel covers, for inspect and perf.
	Label string `cbor:"3,keyasint,omitempty"`
}

// Program is the plan for one static shape bucket.
type Program struct {
	Name      string   `cbor:"1,keyasint"`
	Buffers   []Buffer `cbor:"2,keyasint"`
	Inputs    []int    `cbor:"3,keyasint"` // indexes into Buffers
	Outputs   []int    `cbor:"4,keyasint"`
	Launches  []Launch `cbor:"5,keyasint"`
	ArenaSize int64    `cbor:"6,keyasint"`
	// Bucket is the grid point the program serves; nil for the one
	// program of a compile without buckets (its shapes are exact).
	Bucket *Bucket `cbor:"7,keyasint,omitempty"`
	// Steps are what a run does, in order (steps.go); empty means each
	// launch in order, as in bundles written before steps.
	Steps []Step `cbor:"8,keyasint,omitempty"`
	// Subprograms are the programs control-flow steps run (If's
	// branches, Loop's and Scan's bodies), each with an arena of its own.
	Subprograms []Program `cbor:"9,keyasint,omitempty"`
}

// Buffer returns the buffer named name.
func (p *Program) Buffer(name string) (int, bool) {
	for i, b := range p.Buffers {
		if b.Name == name {
			return i, true
		}
	}
	return -1, false
}

// DTypeSize is the size in bytes of one element of a numpy-named dtype, or 0
// for a dtype programs do not support.
func DTypeSize(dtype string) int64 {
	switch dtype {
	case "float64", "int64", "uint64":
		return 8
	case "float32", "int32", "uint32":
		return 4
	case "float16", "bfloat16", "int16", "uint16":
		return 2
	case "int8", "uint8", "bool":
		return 1
	}
	return 0
}

// Elems returns the number of elements of shape, or an error when a dim is
// negative or the count overflows.
func Elems(shape []int64) (int64, error) {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("negative dim in shape %v", shape)
		}
		if d != 0 && n > (1<<62)/d {
			return 0, fmt.Errorf("shape %v is too large", shape)
		}
		n *= d
	}
	return n, nil
}

// KernelArg is what Validate needs to know of one argument a kernel
// declares: its element type and shape, and whether the kernel writes it.
type KernelArg struct {
	DType string
	Shape []int64
	Write bool
}

// ArgsOf returns what Validate needs of a code object's arguments.
func ArgsOf(args []codeobj.Arg) []KernelArg {
	out := make([]KernelArg, len(args))
	for i, a := range args {
		out[i] = KernelArg{DType: a.DType, Shape: a.Shape, Write: a.Write}
	}
	return out
}

// SameArgs reports whether two argument lists declare the same types,
// shapes and directions (a finalized object must take exactly the
// arguments of the portable object it was made from).
func SameArgs(a, b []codeobj.Arg) bool {
	return slices.EqualFunc(a, b, func(x, y codeobj.Arg) bool {
		return x.DType == y.DType && x.Write == y.Write && slices.Equal(x.Shape, y.Shape)
	})
}

// Validate checks that a program read from an untrusted bundle is internally
// consistent and memory-safe to run: every index in range, every buffer
// inside the arena and sized for its shape, every kernel known to the caller
// (kernel returns the arguments a code object ID declares), and every launch
// argument large enough for what the kernel reads or writes there, with no
// kernel writing a weight or an input, and no written argument sharing bytes
// with another argument of the same launch unless it is the same buffer.
func (p *Program) Validate(kernel func(id string) ([]KernelArg, bool)) error {
	return p.validate(kernel, 0)
}

func (p *Program) validate(kernel func(id string) ([]KernelArg, bool), depth int) error {
	if p.ArenaSize < 0 {
		return fmt.Errorf("program %s: negative arena size", p.Name)
	}
	for i, b := range p.Buffers {
		if b.IsHostValue() || b.Kind == Const || len(b.Strings) > 0 {
			if err := p.validateString(&b); err != nil {
				return err
			}
			continue
		}
		size := DTypeSize(b.DType)
		if b.Dynamic {
			// The run decides the shape, and the type where "" says so.
			if (size == 0 && b.DType != "") || b.Shape != nil || b.Bytes != 0 || b.Offset != 0 || b.Kind == Weight || b.Kind == Status {
				return fmt.Errorf("program %s: dynamic buffer %s must be a temp, input or output without shape, offset or bytes", p.Name, b.Name)
			}
			continue
		}
		if size == 0 {
			return fmt.Errorf("program %s: buffer %d (%s) has unsupported dtype %q", p.Name, i, b.Name, b.DType)
		}
		n, err := Elems(b.Shape)
		if err != nil {
			return fmt.Errorf("program %s: buffer %s: %w", p.Name, b.Name, err)
		}
		if n > (1<<62)/size || b.Bytes != n*size {
			return fmt.Errorf("program %s: buffer %s: %d bytes do not fit shape %v of %s", p.Name, b.Name, b.Bytes, b.Shape, b.DType)
		}
		if b.Kind != Weight && (b.Offset < 0 || b.Offset > p.ArenaSize || b.Bytes > p.ArenaSize-b.Offset) {
			return fmt.Errorf("program %s: buffer %s lies outside the arena", p.Name, b.Name)
		}
		switch b.Kind {
		case Input, Output, Temp:
		case Status:
			if b.DType != StatusDType || len(b.Shape) != 1 || b.Shape[0] != 1 {
				return fmt.Errorf("program %s: status buffer %s is %s %v, want %s [1]", p.Name, b.Name, b.DType, b.Shape, StatusDType)
			}
		case Weight:
			if b.Weight == "" {
				return fmt.Errorf("program %s: weight buffer %s names no weight", p.Name, b.Name)
			}
		default:
			return fmt.Errorf("program %s: buffer %s has unknown kind %q", p.Name, b.Name, b.Kind)
		}
	}
	inRange := func(what string, idx []int) error {
		for _, i := range idx {
			if i < 0 || i >= len(p.Buffers) {
				return fmt.Errorf("program %s: %s refers to buffer %d of %d", p.Name, what, i, len(p.Buffers))
			}
		}
		return nil
	}
	if err := inRange("inputs", p.Inputs); err != nil {
		return err
	}
	if err := inRange("outputs", p.Outputs); err != nil {
		return err
	}
	if err := p.validateBucket(); err != nil {
		return err
	}
	if err := p.validateSteps(kernel, depth); err != nil {
		return err
	}
	for i, l := range p.Launches {
		if err := inRange(fmt.Sprintf("launch %d", i), l.Args); err != nil {
			return err
		}
		if len(l.Kernels) == 0 {
			return fmt.Errorf("program %s: launch %d names no kernel", p.Name, i)
		}
		for _, k := range l.Kernels {
			args, ok := kernel(k)
			if !ok {
				return fmt.Errorf("program %s: launch %d uses unknown kernel %s", p.Name, i, k)
			}
			if err := p.checkBinding(i, k, l.Args, args); err != nil {
				return err
			}
		}
	}
	return nil
}

// validateString checks a string buffer: no bytes in the arena, an exact
// shape or none (dynamic), and a Const one's elements matching its shape.
func (p *Program) validateString(b *Buffer) error {
	if !b.IsString() && (b.Kind == Const || !b.IsHostValue()) {
		return fmt.Errorf("program %s: buffer %s is %s, only string buffers are constants of the program", p.Name, b.Name, b.DType)
	}
	if b.Bytes != 0 || b.Offset != 0 {
		return fmt.Errorf("program %s: %s buffer %s has bytes in the arena", p.Name, b.DType, b.Name)
	}
	if !b.IsString() && (!b.Dynamic || len(b.Strings) > 0) {
		return fmt.Errorf("program %s: %s buffer %s must be dynamic, without strings", p.Name, b.DType, b.Name)
	}
	switch b.Kind {
	case Input, Output, Temp:
		if len(b.Strings) > 0 {
			return fmt.Errorf("program %s: %s buffer %s carries strings", p.Name, b.Kind, b.Name)
		}
	case Const:
		if b.Dynamic {
			return fmt.Errorf("program %s: constant %s has no shape", p.Name, b.Name)
		}
	default:
		return fmt.Errorf("program %s: string buffer %s cannot be a %s buffer", p.Name, b.Name, b.Kind)
	}
	if b.Dynamic {
		if b.Shape != nil {
			return fmt.Errorf("program %s: dynamic buffer %s has a shape", p.Name, b.Name)
		}
		return nil
	}
	n, err := Elems(b.Shape)
	if err != nil {
		return fmt.Errorf("program %s: buffer %s: %w", p.Name, b.Name, err)
	}
	if b.Kind == Const && (n > maxConstStrings || int64(len(b.Strings)) != n) {
		return fmt.Errorf("program %s: constant %s holds %d strings for shape %v", p.Name, b.Name, len(b.Strings), b.Shape)
	}
	return nil
}

// checkBinding checks launch i's buffers against the arguments kernel k
// declares.
func (p *Program) checkBinding(i int, k string, bufs []int, args []KernelArg) error {
	if len(args) != len(bufs) {
		return fmt.Errorf("program %s: launch %d binds %d arguments, kernel %s takes %d", p.Name, i, len(bufs), k, len(args))
	}
	for j, a := range args {
		b := p.Buffers[bufs[j]]
		if b.IsHostValue() || b.Kind == Const {
			return fmt.Errorf("program %s: launch %d: kernel %s argument %d is %s, a %s value (host steps only)", p.Name, i, k, j, b.Name, b.DType)
		}
		if b.Dynamic {
			return fmt.Errorf("program %s: launch %d: kernel %s argument %d is %s, whose shape is known only at run time", p.Name, i, k, j, b.Name)
		}
		n, err := Elems(a.Shape)
		size := DTypeSize(a.DType)
		if err != nil || size == 0 || n > (1<<62)/size {
			return fmt.Errorf("program %s: launch %d: kernel %s argument %d has a bad type %s %v", p.Name, i, k, j, a.DType, a.Shape)
		}
		if n*size > b.Bytes {
			return fmt.Errorf("program %s: launch %d: kernel %s argument %d needs %d bytes (%s %v), buffer %s has %d", p.Name, i, k, j, n*size, a.DType, a.Shape, b.Name, b.Bytes)
		}
		if !a.Write {
			continue
		}
		if b.Kind == Weight || b.Kind == Input {
			return fmt.Errorf("program %s: launch %d: kernel %s writes argument %d into %s buffer %s", p.Name, i, k, j, b.Kind, b.Name)
		}
		for j2, b2i := range bufs {
			if j2 == j || b2i == bufs[j] {
				continue
			}
			b2 := p.Buffers[b2i]
			if b2.Kind == Weight {
				continue // outside the arena
			}
			if b.Offset < b2.Offset+b2.Bytes && b2.Offset < b.Offset+b.Bytes {
				return fmt.Errorf("program %s: launch %d: kernel %s writes buffer %s, which overlaps argument %d (%s)", p.Name, i, k, b.Name, j2, b2.Name)
			}
		}
	}
	return nil
}
