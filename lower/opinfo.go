package lower

import (
	"slices"

	"github.com/mgxport/mgxport/graph/passes"
)

// OpInfo is what the op table says about lowering one op of the default
// ONNX domain, for reports (mgxport ops).
type OpInfo struct {
	// Kind is the op's kernel class.
	Kind passes.OpKind
	// TOSA says the op has a TOSA lowering (an MLIR kernel or a fused
	// prologue/epilogue); Fused a SPIR-V pointwise expression; Kernel
	// SPIR-V library kernels of its own (a row kernel, with its fused
	// pointwise tail, included).
	TOSA, Fused, Kernel bool
	// Step names the program step the op lowers to instead of a kernel
	// ("if", "loop", "scan", or "host": the reference's op over host
	// memory), "" for a kernel.
	Step string
}

// stepNames name the step kinds for OpInfo.
var stepNames = map[stepKind]string{ifStep: "if", loopStep: "loop", scanStep: "scan", hostStep: "host"}

// LookupOp returns the op table's entry for opType, and whether there is
// one.
func LookupOp(opType string) (OpInfo, bool) {
	op, ok := ops[opType]
	if !ok {
		return OpInfo{}, false
	}
	return OpInfo{Kind: op.kind, TOSA: op.tosa != nil, Fused: op.expr != nil, Kernel: op.kernel != nil || op.row != nil, Step: stepNames[op.step]}, true
}

// LoweredOps lists the op types the op table lowers, sorted.
func LoweredOps() []string {
	out := make([]string, 0, len(ops))
	for k := range ops {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
