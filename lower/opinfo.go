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
	// SPIR-V library kernels of its own.
	TOSA, Fused, Kernel bool
}

// LookupOp returns the op table's entry for opType, and whether there is
// one.
func LookupOp(opType string) (OpInfo, bool) {
	op, ok := ops[opType]
	if !ok {
		return OpInfo{}, false
	}
	return OpInfo{Kind: op.kind, TOSA: op.tosa != nil, Fused: op.expr != nil, Kernel: op.kernel != nil}, true
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
