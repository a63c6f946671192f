package nvvm

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// deviceMathIR is mgxport's own definition of the libdevice functions
// that NVPTX has an exact instruction for (fabs, floor, ceil, trunc,
// round, rint, sqrt, fma, fmin, fmax, copysign), by name, as LLVM IR.
// convert-gpu-to-nvvm turns every math op into a libdevice call; a kernel
// that calls only these links this instead of libdevice, so the common
// pointwise kernels need no CUDA toolkit. Transcendentals (exp, log, tanh,
// erf, pow, sin, ...) still need libdevice.
func deviceMathIR() map[string]string {
	type fn struct {
		nv, intr string
		args     int
	}
	fns := []fn{
		{"fabs", "fabs", 1}, {"floor", "floor", 1}, {"ceil", "ceil", 1}, {"trunc", "trunc", 1},
		{"round", "round", 1}, {"rint", "rint", 1}, {"sqrt", "sqrt", 1}, {"fma", "fma", 3},
		{"fmin", "minnum", 2}, {"fmax", "maxnum", 2}, {"copysign", "copysign", 2},
	}
	out := map[string]string{}
	for _, f := range fns {
		for _, ty := range []struct{ suffix, llvm, intr string }{{"f", "float", "f32"}, {"", "double", "f64"}} {
			name := "__nv_" + f.nv + ty.suffix
			params := make([]string, f.args)
			args := make([]string, f.args)
			types := make([]string, f.args)
			for i := range params {
				params[i] = fmt.Sprintf("%s %%a%d", ty.llvm, i)
				args[i] = params[i]
				types[i] = ty.llvm
			}
			out[name] = fmt.Sprintf("define %[1]s @%[2]s(%[3]s) alwaysinline {\n  %%r = call %[1]s @llvm.%[4]s.%[5]s(%[6]s)\n  ret %[1]s %%r\n}\ndeclare %[1]s @llvm.%[4]s.%[5]s(%[7]s)\n",
				ty.llvm, name, strings.Join(params, ", "), f.intr, ty.intr, strings.Join(args, ", "), strings.Join(types, ", "))
		}
	}
	return out
}

// deviceMathModule returns the LLVM IR module defining the named
// functions and the names deviceMathIR lacks (which need libdevice).
func deviceMathModule(names []string) (ir string, missing []string) {
	defs := deviceMathIR()
	var b strings.Builder
	b.WriteString("target datalayout = \"" + nvptxDataLayout + "\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n")
	for _, n := range names {
		d, ok := defs[n]
		if !ok {
			missing = append(missing, n)
			continue
		}
		b.WriteString(d)
	}
	sort.Strings(missing)
	return b.String(), missing
}

// writeDeviceMath writes the device math module for names into dir and
// returns its path.
func writeDeviceMath(dir string, names []string) (string, error) {
	ir, missing := deviceMathModule(names)
	if len(missing) > 0 {
		return "", fmt.Errorf("no built-in definition of %s", strings.Join(missing, ", "))
	}
	p := filepath.Join(dir, "mgxport_device_math.ll")
	if err := os.WriteFile(p, []byte(ir), 0o600); err != nil {
		return "", fmt.Errorf("write device math: %w", err)
	}
	return p, nil
}

// nvptxDataLayout is LLVM 22's nvptx64 data layout, which the device math
// module declares so linking it into a kernel module is silent.
const nvptxDataLayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
