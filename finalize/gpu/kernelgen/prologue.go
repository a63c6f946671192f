package kernelgen

import (
	"fmt"
	"strings"
)

// Prologues on load. A product whose operands pass through elementwise
// ops first — BERT's attention scores, Q and K each multiplied by a scale
// before QKᵀ — reaches the kernels as one contraction whose body applies
// those ops to the loaded elements (linalg fuses them in). The kernels
// apply them where they load the operand: the SIMT kernel to each global
// load before it is staged, the TF32 kernel to each fragment element as
// it leaves shared memory (before its rounding to TF32); the product then
// runs at the speed of the plain one instead of on the default schedule.
// Only steps that map 0 to 0 qualify (proStep), so the zeros the kernels
// stage outside the operand stay zeros. The wgmma kernel reads shared
// memory directly, so such products take the mma.sync one; the half
// kernel takes none (its operands are exact 16-bit values).

// fconst names the float constant lit of type ty (f32, or a vector of
// f32, splat), emitted with the kernel's constants.
func (k *kernelText) fconst(lit, ty string) string {
	key := ty + " " + lit
	if n, ok := k.consts[key]; ok {
		return n
	}
	n := fmt.Sprintf("%%cp%d", len(k.consts))
	k.consts[key] = n
	v := lit
	if strings.HasPrefix(ty, "vector") {
		v = "dense<" + lit + ">"
	}
	k.order = append(k.order, fmt.Sprintf("%s = arith.constant %s : %s", n, v, ty))
	return n
}

// prologue applies operand's prologue of c to v, of type ty (f32 or a
// vector of f32), and returns the result (v without one).
func (k *kernelText) prologue(c Contraction, operand int, v, ty string) string {
	for _, st := range c.pro[operand] {
		if st.op == "arith.negf" {
			v = k.op("arith.negf %s : %s", v, ty)
			continue
		}
		v = k.op("%s %s, %s : %s", st.op, v, k.fconst(st.lit, ty), ty)
	}
	return v
}
