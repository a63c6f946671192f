package kernels

import "github.com/mgxport/mgxport/spirv"

// The status argument of kernels that index with data (Gather,
// GatherElements, GatherND, ScatterElements, ScatterND): one int32 word
// that the kernel sets to StatusIndexOutOfRange when an index is out of
// range after wrapping negatives (the element it would read reads 0, the
// update it would make is skipped), and never writes otherwise. The caller
// zeroes it before the launch and reports a nonzero word after it as an
// error naming the node (DESIGN.md, Programs: the status buffer). It is the
// kernel's last argument.
const (
	StatusName  = "status"
	StatusDType = "int32"
	StatusElems = 1
)

// StatusIndexOutOfRange is the status word of a launch that met an index
// out of range.
const StatusIndexOutOfRange = 1

// statusParam is the status word's kernel parameter.
func statusParam() param { return param{StatusName, dtypes[StatusDType]} }

// statusArg describes the status word as a kernel argument.
func statusArg() Arg {
	return Arg{Name: StatusName, DType: StatusDType, Elems: StatusElems, Write: true, Status: true}
}

// flagUnless stores StatusIndexOutOfRange into the status word when ok is
// false. Invocations race only to store the same value.
func (k *kctx) flagUnless(status, ok spirv.ID) {
	f := k.f
	f.If(f.Op(spirv.OpLogicalNot, k.boolT, ok), func() {
		f.Store(f.Elem(status, k.c(0)), k.b.ConstInt(k.u32, StatusIndexOutOfRange))
	})
}
