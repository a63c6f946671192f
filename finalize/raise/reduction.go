package raise

import "github.com/mgxport/mgxport/spirv"

// Loop reductions on the host.
//
// A SPIR-V row kernel (softmax, normalizations, reductions) run with
// subgroups of one accumulates a row in a loop: a phi carries the
// accumulator, and a float add (or fmax/fmin) of the phi and the next
// element feeds it back. LLVM's loop vectorizer keeps an FP add in source
// order unless it may reassociate it, so such a loop ran one element at a
// time (softmax's sum, with its exp, about 20 cycles an element) while the
// store loop beside it ran 8 or 16 lanes wide. reductionOps finds these
// accumulating operations so that the host emits them with
// fastmath<reassoc>: only they may be reordered, into partial sums per
// vector lane (the order a GPU's tree reduction already differs from),
// and every other operation keeps its exact order and rounding. A max or
// min is associative as it is: it becomes LLVM's maxnum or minnum
// intrinsic (reductionIntrinsics), which the vectorizer takes.

// reductionIntrinsics are the LLVM intrinsics an accumulating fmax or fmin
// becomes on the host: LLVM vectorizes a maxnum reduction as it is (with
// a check for NaN lanes), while the compare and select that arith-expand
// makes of arith.maxnumf is no reduction it knows.
var reductionIntrinsics = map[spirv.CLInst]string{
	spirv.CLFmax: "llvm.intr.maxnum",
	spirv.CLFmin: "llvm.intr.minnum",
}

// reductionOps returns the result ids of the float adds, fmax and fmin
// of k that take a phi's value as an operand and are that same phi's
// incoming value from some predecessor: a loop's accumulator update.
func reductionOps(k *kernelIR) map[uint32]bool {
	defs := map[uint32]spirv.Inst{}
	for _, b := range k.blocks {
		for _, in := range b.body {
			if accumulates(k, in) {
				defs[in.Operands[1]] = in
			}
		}
	}
	out := map[uint32]bool{}
	for _, b := range k.blocks {
		for _, p := range b.phis {
			w := p.Operands
			for i := 2; i+1 < len(w); i += 2 {
				in, ok := defs[w[i]]
				if !ok {
					continue
				}
				for _, a := range accumulatorOperands(in) {
					if a == w[1] {
						out[w[i]] = true
					}
				}
			}
		}
	}
	return out
}

// accumulates reports whether in is an operation reductionOps may mark:
// OpFAdd, or OpenCL.std fmax or fmin, on a scalar float.
func accumulates(k *kernelIR, in spirv.Inst) bool {
	w := in.Operands
	switch in.Opcode {
	case spirv.OpFAdd:
		if len(w) != 4 {
			return false
		}
	case spirv.OpExtInst:
		if len(w) != 6 || w[2] != k.clStd || k.clStd == 0 {
			return false
		}
		if c := spirv.CLInst(w[3]); c != spirv.CLFmax && c != spirv.CLFmin {
			return false
		}
	default:
		return false
	}
	t, ok := k.types[w[0]]
	return ok && t.op == spirv.OpTypeFloat
}

// accumulatorOperands returns the value operands of an operation
// accumulates accepts.
func accumulatorOperands(in spirv.Inst) []uint32 {
	w := in.Operands
	if in.Opcode == spirv.OpExtInst {
		return w[4:6]
	}
	return w[2:4]
}
