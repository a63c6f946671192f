package kernelgen

import (
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	fhost "github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/mlirc"
)

// attnViewsCases are attentions whose Q, K and V are column ranges of
// several inputs: ModernBERT's as its export writes it (the graph passes
// make Q and K columns of one rotary output, V columns of the
// projection), the same form written directly in other shapes, types
// and column orders (unused columns between), Q an input of its own with
// K and V columns of another (cross attention, Sq ≠ Skv), and three
// inputs out of order. Every case's inputs have distinct widths, which
// tells which kernel argument is which input.
func attnViewsCases() []gputest.AttnViews {
	return []gputest.AttnViews{
		// modernbert_tiny's attention.
		{DType: graph.Float32, B: 1, Sq: 128, Skv: 128, H: 4, D: 32, Dv: 32, Scale: float32(1 / math.Sqrt(32)), Mask: []int64{1, 1, 128, 128},
			Widths: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}, Rotary: true},
		{DType: graph.Float32, B: 2, Sq: 70, Skv: 70, H: 2, D: 64, Dv: 64, Scale: 0.125,
			Widths: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}, Rotary: true},
		{DType: graph.Float32, B: 2, Sq: 70, Skv: 70, H: 2, D: 64, Dv: 64, Scale: 0.17, Mask: []int64{2, 1, 1, 70},
			Widths: []int64{268, 400}, From: [3]int{0, 0, 1}, Off: [3]int64{136, 4, 264}},
		{DType: graph.Float32, B: 1, Sq: 50, Skv: 90, H: 2, D: 32, Dv: 32, Scale: 0.2, Mask: []int64{1, 1, 50, 90},
			Widths: []int64{64, 136}, From: [3]int{0, 1, 1}, Off: [3]int64{0, 4, 72}},
		{DType: graph.Float32, B: 2, Sq: 40, Skv: 40, H: 2, D: 32, Dv: 16, Scale: 0.3,
			Widths: []int64{32, 160, 64}, From: [3]int{1, 2, 0}, Off: [3]int64{32, 0, 0}},
		{DType: graph.Float16, B: 1, Sq: 128, Skv: 128, H: 4, D: 32, Dv: 32, Scale: float32(1 / math.Sqrt(32)), Mask: []int64{1, 1, 128, 128},
			Widths: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}},
		{DType: graph.BFloat16, B: 2, Sq: 64, Skv: 80, H: 2, D: 64, Dv: 64, Scale: 0.125, Mask: []int64{2, 1, 1, 80},
			Widths: []int64{128, 264}, From: [3]int{0, 1, 1}, Off: [3]int64{0, 8, 136}},
	}
}

// elemName is the MLIR element type of a numpy dtype name.
func elemName(dtype string) string {
	return map[string]string{"float32": "f32", "float16": "f16", "bfloat16": "bf16"}[dtype]
}

// TestMatchAttentionViews lowers each attnViewsCases attention from ONNX
// (lower/tosa's kernel: the Slices, then the decomposition) and checks
// that MatchAttention takes it with its shapes, scale and mask, each of
// Q, K and V read in place from the right argument at the right column,
// argument types ReplaceAttention accepts, and that the kernel fits.
// Then, on fresh random data (unused columns NaN, masks with -inf keys
// and a row whose every key is), the portable kernel compiled for this
// CPU, the flash kernel's emulation for the matched attention (fp32
// exact, TF32, f16/bf16 as the type says) and a float64 reference that
// reads Q, K and V where the case put them all agree.
func TestMatchAttentionViews(t *testing.T) {
	lib := gputest.OpenLib(t)
	mctx, err := lib.NewContext()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(mctx.Close)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for ci, tc := range attnViewsCases() {
		md := tc.Model()
		t.Run(md.Name, func(t *testing.T) {
			var kernel *codeobj.Object
			for _, o := range gputest.Lower(t, md, seed) {
				if o.Format == codeobj.MLIRBytecode {
					if kernel != nil {
						t.Fatalf("two MLIR kernels (%s, %s), want the attention alone", kernel.Symbol, o.Symbol)
					}
					kernel = o
				}
			}
			if kernel == nil {
				t.Fatal("no MLIR kernel: the attention was not lowered to TOSA")
			}
			m, err := mctx.Parse(kernel.Payload)
			if err != nil {
				t.Fatal(err)
			}
			a, ok := MatchAttention(m)
			m.Close()
			if !ok {
				t.Fatalf("MatchAttention does not take %s (arguments %+v)", kernel.Symbol, kernel.Args)
			}
			elem := map[graph.DType]string{graph.Float32: "f32", graph.Float16: "f16", graph.BFloat16: "bf16"}[tc.DType]
			if a.B != tc.B || a.Sq != tc.Sq || a.Skv != tc.Skv || a.H != tc.H || a.D != tc.D || a.Dv != tc.Dv || a.Elem != elem ||
				a.Scale != tc.Scale || !slices.Equal(a.Mask, tc.Mask) || tc.Mask != nil && a.MaskElem != "f32" || a.QKV != 0 || a.OutElem != "" {
				t.Fatalf("matched %+v, want %+v", a, tc)
			}
			// Which kernel argument is which input: by its shape.
			nin := len(tc.Widths)
			if len(kernel.Args) != len(a.argTypes()) || len(a.Views) != nin {
				t.Fatalf("matched views %v of %d arguments, want the %d inputs %v", a.Views, len(kernel.Args), nin, tc.Widths)
			}
			input := make([]int, nin) // kernel argument j is input input[j]
			for j := range nin {
				input[j] = slices.Index(tc.Widths, kernel.Args[j].Shape[2])
				if input[j] < 0 || a.Views[j] != kernel.Args[j].Shape[2] {
					t.Fatalf("argument %d %v: no input of its width (views %v, inputs %v)", j, kernel.Args[j].Shape, a.Views, tc.Widths)
				}
			}
			for i := range 3 {
				if input[a.From[i]] != tc.From[i] || a.Off[i] != tc.Off[i] {
					t.Fatalf("operand %d read from input %d column %d, want input %d column %d", i, input[a.From[i]], a.Off[i], tc.From[i], tc.Off[i])
				}
			}
			for j, ty := range a.argTypes() {
				if want := memrefType(kernel.Args[j].Shape, elemName(kernel.Args[j].DType)); ty != want {
					t.Fatalf("flash argument %d is %s, the kernel's %s", j, ty, want)
				}
			}
			if !a.Fits(227 << 10) {
				t.Fatalf("%+v does not fit the flash kernel", a)
			}
			checkViewsNumbers(t, lib, kernel, a, tc, input, rand.New(rand.NewPCG(seed, uint64(ci))))
		})
	}
}

// checkViewsNumbers runs kernel (the portable attention a was matched
// from) on this CPU and the flash kernel's emulation for a on the same
// random inputs, and checks both against a float64 reference reading Q,
// K and V where tc put them.
func checkViewsNumbers(t *testing.T, lib *mlirc.Library, kernel *codeobj.Object, a Attention, tc gputest.AttnViews, input []int, r *rand.Rand) {
	t.Helper()
	nin := len(tc.Widths)
	// The inputs in float32 (values of the type), the columns no operand
	// reads NaN.
	xs := make([][]float32, nin)
	for j := range nin {
		arg := kernel.Args[slices.Index(input, j)]
		xs[j] = make([]float32, arg.Elems())
		for e := range xs[j] {
			xs[j][e] = float32(math.NaN())
		}
	}
	operand := func(i int) (w int64, rows int64) {
		w, rows = a.H*a.D, a.Skv
		if i == 2 {
			w = a.H * a.Dv
		}
		if i == 0 {
			rows = a.Sq
		}
		return w, rows
	}
	ops := make([][]float32, 3) // Q, K, V as [B, S, H·E]
	for i := range 3 {
		w, rows := operand(i)
		ld := tc.Widths[tc.From[i]]
		ops[i] = halfFloats(r, int(a.B*rows*w), a.Elem)
		if a.Elem == "f32" {
			for e := range ops[i] {
				ops[i][e] = float32(r.NormFloat64())
			}
		}
		for row := range a.B * rows {
			copy(xs[tc.From[i]][row*ld+tc.Off[i]:row*ld+tc.Off[i]+w], ops[i][row*w:(row+1)*w])
		}
	}
	var mask []float32
	if a.Mask != nil {
		mask = make([]float32, prodI(a.Mask))
		for e := range mask {
			mask[e] = float32(r.NormFloat64())
			if r.IntN(4) == 0 || int64(e) < a.Skv { // the first row's every key
				mask[e] = float32(math.Inf(-1))
			}
		}
	}
	want := attentionRef(a, ops[0], ops[1], ops[2], mask)
	tol := map[string]float64{"f32": 2e-5, "f16": 8e-3, "bf16": 4e-2}[a.Elem]
	check := func(what string, got []float32, tol float64) {
		t.Helper()
		zeros := 0
		for e := range want {
			if g := float64(got[e]); math.IsNaN(g) || math.Abs(g-want[e]) > tol*(1+math.Abs(want[e])) {
				t.Fatalf("%s: element %d: got %v, want %v", what, e, g, want[e])
			}
			if got[e] == 0 && want[e] == 0 {
				zeros++
			}
		}
		if a.Mask != nil && zeros < int(a.H*a.Dv) {
			t.Fatalf("%s: %d zero outputs, want the fully masked row's %d at least", what, zeros, a.H*a.Dv)
		}
	}

	// The portable kernel on this CPU: arguments in the kernel's order,
	// the output last.
	host := runPortableAttention(t, lib, kernel, func(j int) []float32 {
		if j < nin {
			return xs[input[j]]
		}
		return mask
	})
	check("portable kernel", host, tol)

	// The flash kernel's emulation reads each operand from the argument
	// the matcher found, at its column.
	srcs := [3][]float32{}
	for i := range 3 {
		srcs[i] = xs[input[a.From[i]]]
	}
	switch a.Elem {
	case "f32":
		check("fp32 flash kernel", emulateAttention32(t, a, srcs[0], srcs[1], srcs[2], mask), tol)
		tf := a
		tf.TF32 = true
		tf.Tile = AttnTileFor(tf, Options{Processors: 132, Shared: 227 << 10})
		if !tf.Fits(227 << 10) {
			t.Fatalf("TF32: %+v does not fit", tf)
		}
		check("TF32 flash kernel", emulateAttentionTF32(t, tf, srcs[0], srcs[1], srcs[2], mask), 1e-2)
	default:
		h := a
		h.Tile = AttnTileFor(h, Options{Processors: 132, Shared: 227 << 10})
		check(a.Elem+" flash kernel", emulateAttention(t, h, srcs[0], srcs[1], srcs[2], mask, nil), tol)
	}
}

// runPortableAttention compiles kernel for this CPU and runs it on the
// float32 values arg(j) of its inputs (stored in the argument's type),
// returning its output in float32.
func runPortableAttention(t *testing.T, lib *mlirc.Library, kernel *codeobj.Object, arg func(j int) []float32) []float32 {
	t.Helper()
	so, err := fhost.CompileHost(context.Background(), lib, kernel.Payload, fhost.SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, kernel.Symbol)
	width := func(dtype string) int {
		if dtype == "float32" {
			return 4
		}
		return 2
	}
	sizes := make([]int, len(kernel.Args))
	for j, ka := range kernel.Args {
		sizes[j] = int(ka.Elems()) * width(ka.DType)
	}
	bufs := gputest.ByteBuffers(t, sizes...)
	addrs := make([]uintptr, len(bufs))
	for j, ka := range kernel.Args {
		addrs[j] = uintptr(unsafe.Pointer(unsafe.SliceData(bufs[j])))
		if ka.Write {
			for e := range bufs[j] {
				bufs[j][e] = 0xff // NaN in every type
			}
			continue
		}
		for e, v := range arg(j) {
			switch ka.DType {
			case "float32":
				binary.LittleEndian.PutUint32(bufs[j][4*e:], math.Float32bits(v))
			case "float16":
				binary.LittleEndian.PutUint16(bufs[j][2*e:], graph.Float32ToFloat16(v))
			case "bfloat16":
				binary.LittleEndian.PutUint16(bufs[j][2*e:], graph.Float32ToBFloat16(v))
			default:
				t.Fatalf("argument %d of %s", j, ka.DType)
			}
		}
	}
	if err := fn.CallAddrs(addrs...); err != nil {
		t.Fatal(err)
	}
	last := kernel.Args[len(kernel.Args)-1]
	out := make([]float32, last.Elems())
	ob := bufs[len(bufs)-1]
	for e := range out {
		switch last.DType {
		case "float32":
			out[e] = math.Float32frombits(binary.LittleEndian.Uint32(ob[4*e:]))
		case "float16":
			out[e] = graph.Float16ToFloat32(binary.LittleEndian.Uint16(ob[2*e:]))
		case "bfloat16":
			out[e] = graph.BFloat16ToFloat32(binary.LittleEndian.Uint16(ob[2*e:]))
		default:
			t.Fatalf("output of %s", last.DType)
		}
	}
	return out
}

// TestAttentionViewsFit checks which views the kernels take: the
// identity corpus's (written, reading each argument it declares), and
// not views out of their argument, off the 16-byte copy unit, an
// argument nobody reads, a From past the arguments, Views with QKV, or
// an argument Q shares with K or V when the sequences differ.
func TestAttentionViewsFit(t *testing.T) {
	ok := Attention{B: 1, H: 4, Sq: 128, Skv: 128, D: 32, Dv: 32, Scale: 0.17, Elem: "f32", Mask: []int64{1, 1, 128, 128}, MaskElem: "f32",
		Views: []int64{256, 384}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 128, 256}}
	for _, elem := range []string{"f32", "tf32", "f16"} {
		a := ok
		a.Views = slices.Clone(ok.Views)
		switch elem {
		case "tf32":
			a.TF32 = true
		case "f16":
			a.Elem = elem
		}
		text, err := attentionKernel("k", a, 227<<10)
		if err != nil {
			t.Fatalf("%s: %v", elem, err)
		}
		// Both arguments, with their shapes, and each one's base read.
		for _, want := range []string{"%X0: memref<1x128x256x" + a.Elem + ">", "%X1: memref<1x128x384x" + a.Elem + ">",
			"memref.extract_aligned_pointer_as_index %X0", "memref.extract_aligned_pointer_as_index %X1"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the kernel has no %q", elem, want)
			}
		}
	}
	for name, change := range map[string]func(a *Attention){
		"past the argument": func(a *Attention) { a.Off[2] = 260 },
		"ragged argument":   func(a *Attention) { a.Views[1] = 386 },
		"skewed column":     func(a *Attention) { a.Off[1] = 130 },
		"argument unread":   func(a *Attention) { a.Views = append(a.Views, 64) },
		"from past":         func(a *Attention) { a.From[2] = 2 },
		"one view":          func(a *Attention) { a.Views, a.From = a.Views[:1], [3]int{} },
		"with QKV":          func(a *Attention) { a.QKV = 384 },
		"shared, Sq ≠ Skv":  func(a *Attention) { a.Skv, a.Mask = 64, nil },
		"from without view": func(a *Attention) { a.Views = nil },
	} {
		a := ok
		a.Views = slices.Clone(ok.Views)
		change(&a)
		if a.Fits(227 << 10) {
			t.Errorf("%s: %+v fits", name, a)
		}
	}
	// Cross attention: Q alone in its argument, K and V another's.
	cross := Attention{B: 2, H: 2, Sq: 50, Skv: 90, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Views: []int64{264, 128}, From: [3]int{1, 0, 0}, Off: [3]int64{0, 8, 136}}
	if !cross.Fits(227 << 10) {
		t.Errorf("%+v does not fit", cross)
	}
	if _, types := cross.operandParams(); !slices.Equal(types, []string{"memref<2x90x264xf16>", "memref<2x50x128xf16>"}) {
		t.Errorf("cross attention's arguments %v", types)
	}
}
