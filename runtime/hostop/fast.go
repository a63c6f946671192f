package hostop

import (
	"context"
	"unsafe"

	"github.com/mgxport/mgxport/program"
)

// Operand is one operand or result of a prepared host op (Op): a tensor in
// host memory. A zero Operand (empty DType) is an omitted optional one.
type Operand struct {
	DType string
	Shape []int64
	Data  []byte
}

// Op is a host step's operator prepared once for a session and run on
// every run without going through the reference evaluator: the operands
// are read where they lie (the host device's arena) and the results are
// written into buffers the Op keeps from run to run, so a run allocates
// nothing. It computes exactly what Run (graph/ref) does, and declines
// (ok false) operands outside the cases it handles (other dtypes, ranks
// or malformed ones), which the caller then gives to Run. An Op is not
// safe for concurrent use: each session prepares its own.
type Op interface {
	// Run computes the step's results from its operands (one per step
	// input). The results' Shape and Data are the Op's until its next
	// Run.
	Run(ctx context.Context, ins []Operand) (outs []Operand, ok bool, err error)
}

// Prepare returns the prepared Op of host step s, or nil when its
// operator has none (Run serves it).
func Prepare(s *program.Step) Op {
	if s.Kind != program.StepHost || len(s.Outputs) != 1 {
		return nil
	}
	switch s.Op {
	case "NonMaxSuppression":
		center := int64(0)
		for _, a := range s.Attrs {
			if a.Name == "center_point_box" {
				if a.Kind != "int" {
					return nil
				}
				center = a.Int
			}
		}
		if center != 0 && center != 1 {
			return nil // Run reports it
		}
		return &nms{center: center == 1}
	case "NonZero":
		return &nonZero{}
	}
	return nil
}

// float32s views b as float32 values (little-endian, as every target
// mgxport runs on); ok is false when b is not 4-byte aligned or whole.
func float32s(b []byte) ([]float32, bool) {
	if len(b)%4 != 0 || uintptr(unsafe.Pointer(unsafe.SliceData(b)))%4 != 0 {
		return nil, false
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4), true
}

// int64Bytes is v's bytes (no copy).
func int64Bytes(v []int64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), 8*len(v))
}

// elems is the product of shape, or -1 when a dim is negative or the
// product passes limit.
func elems(shape []int64, limit int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 || (d > 0 && n > limit/d) {
			return -1
		}
		n *= d
	}
	return n
}
