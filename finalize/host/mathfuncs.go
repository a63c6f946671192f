package host

import (
	_ "embed"
	"fmt"

	"github.com/mgxport/mgxport/mlirc"
)

// The float32 math functions of host kernels.
//
// MLIR's LLVM lowering leaves math.exp, math.log, math.powf and math.tanh
// as LLVM intrinsics and math.erf as a libm call (erff). LLVM lowers the
// intrinsics to libm calls too (glibc's tanhf is off by up to 2.1 ulp), and a loop calling libm runs one
// scalar call per element: GELU's Pow and Tanh took about a third of a
// small GPT-2's time. hostdot/math_f32.c implements them instead without
// calls or branches (computed in double, rounded once: within 1 ulp), and
// linkMathFuncs renames the module's declarations to them and links their
// IR with internal linkage, so that O2 inlines them and the loop
// vectorizer runs the loops over vectors.

//go:embed hostdot/math_f32.ll
var mathF32IR string

// mathRename is a declaration the LLVM lowering leaves and the function of
// math_f32.c with its type and meaning.
type mathRename struct{ from, to string }

// mathRenames lists the declarations linkMathFuncs replaces. Only float32
// scalar forms: the host lowering does not vectorize math ops itself (the
// loop vectorizer does, after inlining).
func mathRenames() []mathRename {
	return []mathRename{
		{"llvm.exp.f32", "mgxport_expf"},
		{"llvm.log.f32", "mgxport_logf"},
		{"llvm.pow.f32", "mgxport_powf"},
		{"llvm.tanh.f32", "mgxport_tanhf"},
		{"erff", "mgxport_erff"},
	}
}

// linkMathFuncs points the module's calls of the functions mathRenames
// lists at math_f32.c's and links those (internal: O2 inlines them and
// drops what is left), when the module calls any.
func linkMathFuncs(lm *mlirc.LLVMModule) error {
	any := false
	for _, r := range mathRenames() {
		ok, err := lm.RenameDeclaration(r.from, r.to)
		if err != nil {
			return fmt.Errorf("host math functions: %w", err)
		}
		any = any || ok
	}
	if !any {
		return nil
	}
	if err := lm.LinkIR("math_f32", mathF32IR); err != nil {
		return err
	}
	for _, r := range mathRenames() {
		if err := lm.Internalize(r.to); err != nil {
			return fmt.Errorf("host math functions: %w", err)
		}
	}
	return nil
}
