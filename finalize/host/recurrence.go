package host

import (
	_ "embed"
	"fmt"
	"math"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// The float32 recurrence micro-kernels (ONNX RNN, GRU, LSTM).
//
// The lowering runs a recurrent op as its input projection (one GEMM) and
// kernels.Recurrence, a SPIR-V kernel whose time loop runs inside it.
// Raised for the host that kernel is one scalar loop nest per (direction,
// batch row): the step's h·Rᵀ one dot product per gate row, reading R from
// its buffer each step, the gates' exp and tanh libm calls — 3x behind ONNX
// Runtime on lstm_seg. RecurrenceSource replaces it, for float32, by calls
// of a micro-kernel written in C (hostdot/rnn_f32.h, for each vector width
// a hostdot/rnn_f32_KERNEL.c; their LLVM IR is linked like the other
// micro-kernels'): R packed once per call, transposed, the step's product
// vectorized over the gate rows (a broadcast of h[k] times a row of Rᵀ
// into blocks of vector accumulators), the activations vectorized with a
// branch-free exp. The C computes the gate arithmetic of kernels.Recurrence
// in its order (the product's sums are in another order, so results agree
// within rounding, not in bits: over the hidden units forwards on even
// steps and backwards on odd ones, so that each step's pass over Rᵀ starts
// on the rows the last one read last, still in the L1 cache where Rᵀ is
// bigger than it: lstm_seg's is 64 KiB).
//
// The work items, (direction, chunk of batch rows), are the iterations of
// an scf.parallel whose call carries its work (workAttr): the phase entries
// split them across threads when the recurrence is big enough to pay for
// it, and a small one (gru_tagger's) stays on one thread. Each row's
// arithmetic is the same in any chunk, so the results are the same bytes
// at any thread count.
//
// The kernel's spec comes from the SPIR-V module itself
// (kernels.RecurrenceSpecOf: a note that must regenerate the module's exact
// bytes), so a bundle needs no new format and a module that is not exactly
// a recurrence kernel is raised as usual.

//go:embed hostdot/rnn_f32_fma512.ll
var rnnF32FMA512IR string

//go:embed hostdot/rnn_f32_fma256.ll
var rnnF32FMA256IR string

//go:embed hostdot/rnn_f32_sse.ll
var rnnF32SSEIR string

// rnnKernel is one float32 recurrence micro-kernel.
type rnnKernel struct {
	name  string // HostSchedule.Depthwise's ISA name, or "sse"
	ir    string
	lanes int64
}

// rnnKernels returns every recurrence micro-kernel, in a fixed order.
func rnnKernels() []rnnKernel {
	return []rnnKernel{
		{"fma512", rnnF32FMA512IR, 16},
		{"fma256", rnnF32FMA256IR, 8},
		{"sse", rnnF32SSEIR, 4},
	}
}

// symbol is the kernel's function.
func (k rnnKernel) symbol() string { return "mgxport_rnn_f32_" + k.name }

// rnnKernelFor returns the recurrence micro-kernel of a schedule: the
// vector width its depthwise kernel names (AVX-512 or AVX2 with FMA, from
// the CPU's features), else the SSE2 one every x86-64 CPU runs.
func rnnKernelFor(s HostSchedule) rnnKernel {
	for _, k := range rnnKernels() {
		if k.name == s.Depthwise {
			return k
		}
	}
	return rnnKernels()[2]
}

// rnnCall is the function the recurrence module calls; emitHostObject
// renames it to the schedule's kernel (linkRecurrence).
const rnnCall = "mgxport_rnn_f32"

// linkRecurrence points a module's calls of rnnCall at the schedule's
// micro-kernel, whose IR hostRuntimeIR then links.
func linkRecurrence(lm *mlirc.LLVMModule, s HostSchedule) error {
	if _, err := lm.RenameDeclaration(rnnCall, rnnKernelFor(s).symbol()); err != nil {
		return fmt.Errorf("recurrence micro-kernel: %w", err)
	}
	return nil
}

// rnnActivations maps the activations the micro-kernel computes to its
// codes (rnn_f32.h). Softplus, which needs a logarithm, keeps the raised
// kernel.
var rnnActivations = map[string]int64{
	"Sigmoid": 0, "Tanh": 1, "Relu": 2, "Affine": 3, "LeakyRelu": 4, "ThresholdedRelu": 5,
	"ScaledTanh": 6, "HardSigmoid": 7, "Elu": 8, "Softsign": 9,
}

// Batch rows per work item: at least rnnMinRows (the micro-kernel's
// joint blocks take up to 4 rows per load of Rᵀ, so fewer rows read R
// more often), enough that a direction has at most rnnMaxChunks items
// (each packs R again), at most rnnMaxRows (the kernel keeps a few
// pointers per row on its stack).
const (
	rnnMinRows   = 4
	rnnMaxChunks = 8
	rnnMaxRows   = 64
)

// rnnRowsPerItem is the batch rows of a work item for a batch of b rows.
func rnnRowsPerItem(b int64) int64 {
	return min(b, max(rnnMinRows, min((b+rnnMaxChunks-1)/rnnMaxChunks, rnnMaxRows)))
}

// RecurrenceSource returns the host module that runs the SPIR-V
// recurrence kernel o by the micro-kernel, with the entry the raised
// kernel would have (same symbol and buffer arguments), when o is a
// float32 recurrence kernel the micro-kernel computes; ok is false for
// any other object (then the caller raises it).
func RecurrenceSource(o *codeobj.Object) (src []byte, ok bool) {
	if o.Format != codeobj.AMDGCNSPIRV || !strings.HasPrefix(o.Symbol, "recurrence_") {
		return nil, false
	}
	spec, k, ok := kernels.RecurrenceSpecOf(o.Payload)
	if !ok || spec.Symbol != o.Symbol || spec.DType != "float32" || len(k.Args) != len(o.Args) {
		return nil, false
	}
	types := make([]string, len(o.Args))
	for i, a := range o.Args {
		want := k.Args[i]
		elem := map[string]string{"float32": "f32", "int32": "i32"}[a.DType]
		if a.DType != want.DType || a.Elems() != want.Elems || elem == "" || a.Elems() <= 0 {
			return nil, false
		}
		types[i] = fmt.Sprintf("memref<%dx%s>", a.Elems(), elem)
	}
	cfg, ok := rnnConfig(spec)
	if !ok {
		return nil, false
	}
	return []byte(recurrenceModule(spec, k.Args, types, cfg)), true
}

// rnnConfig is the micro-kernel's cfg array for spec (rnn_f32.h), false
// when an activation is not one it computes.
func rnnConfig(s kernels.RecurrenceSpec) ([]int64, bool) {
	op := map[string]int64{"RNN": 0, "GRU": 1, "LSTM": 2}[s.Op]
	b := func(v bool) int64 {
		if v {
			return 1
		}
		return 0
	}
	bits := func(v float64) int64 { return int64(math.Float32bits(float32(v))) }
	clip := int64(0)
	if s.Clip > 0 {
		clip = bits(s.Clip)
	}
	per := rnnRowsPerItem(s.Batch)
	cfg := []int64{op, s.Seq, s.Batch, s.Hidden, s.Dirs, s.Layout, b(s.Reverse), b(s.InputForget),
		b(s.LinearBeforeReset), clip, per, b(s.Bias), b(s.Peepholes)}
	slots := len(s.Activations) / int(s.Dirs)
	for d := range 2 {
		for i := range 3 {
			code, alpha, beta := int64(0), int64(0), int64(0)
			if d < int(s.Dirs) && i < slots {
				a := s.Activations[d*slots+i]
				c, ok := rnnActivations[a.Name]
				if !ok {
					return nil, false
				}
				code, alpha, beta = c, bits(a.Alpha), bits(a.Beta)
			}
			cfg = append(cfg, code, alpha, beta)
		}
	}
	return cfg, true
}

// recurrenceModule writes the module: the entry takes the kernel's buffers
// (types, in args' order), reads their addresses and calls the
// micro-kernel for each work item in an scf.parallel.
func recurrenceModule(s kernels.RecurrenceSpec, args []kernels.Arg, types []string, cfg []int64) string {
	var body strings.Builder
	addr := map[string]string{}
	var params []string
	for i, a := range args {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, types[i]))
		fmt.Fprintf(&body, "    %%p%[1]d = memref.extract_aligned_pointer_as_index %%a%[1]d : %[2]s -> index\n", i, types[i])
		fmt.Fprintf(&body, "    %%i%[1]d = arith.index_cast %%p%[1]d : index to i64\n", i)
		addr[a.Name] = fmt.Sprintf("%%i%d", i)
	}
	body.WriteString("    %none = arith.constant 0 : i64\n")
	cfgs := make([]string, len(cfg))
	for i, v := range cfg {
		cfgs[i] = fmt.Sprint(v)
	}
	fmt.Fprintf(&body, "    %%cfg = memref.get_global @%s_cfg : memref<%dxi64>\n", s.Symbol, len(cfg))
	fmt.Fprintf(&body, "    %%pc = memref.extract_aligned_pointer_as_index %%cfg : memref<%dxi64> -> index\n", len(cfg))
	body.WriteString("    %ic = arith.index_cast %pc : index to i64\n")
	var call []string
	for _, n := range []string{"xw", "r", "b", "seq_lens", "initial_h", "initial_c", "p", "y", "y_h", "y_c", kernels.StatusName} {
		v, ok := addr[n]
		if !ok {
			v = "%none"
		}
		call = append(call, v)
	}
	call = append(call, "%ic", "%it")
	per := cfg[10]
	items := s.Dirs * ((s.Batch + per - 1) / per)
	// Work: a chunk's multiply-adds as estimateWork counts vector FMAs (1 +
	// lanes/8 per FMA of 16 lanes) plus about 20 vector operations per gate
	// unit for its activation.
	G := map[string]int64{"RNN": 1, "GRU": 3, "LSTM": 4}[s.Op]
	work := max(per*s.Seq*G*s.Hidden*(3*s.Hidden+20)/16, 1)
	i64s := strings.TrimSuffix(strings.Repeat("i64, ", len(call)), ", ")
	fmt.Fprintf(&body, `    %%r0 = arith.constant 0 : index
    %%r1 = arith.constant 1 : index
    %%rn = arith.constant %[1]d : index
    scf.parallel (%%r) = (%%r0) to (%%rn) step (%%r1) {
      %%it = arith.index_cast %%r : index to i64
      func.call @%[2]s(%[3]s) {%[4]s = %[5]d : i64} : (%[6]s) -> ()
    }
    return
`, items, rnnCall, strings.Join(call, ", "), workAttr, work, i64s)
	return fmt.Sprintf("module {\n  func.func private @%s(%s)\n  memref.global \"private\" constant @%s_cfg : memref<%dxi64> = dense<[%s]>\n  func.func @%s(%s) {\n%s  }\n}\n",
		rnnCall, i64s, s.Symbol, len(cfg), strings.Join(cfgs, ", "), s.Symbol, strings.Join(params, ", "), body.String())
}
