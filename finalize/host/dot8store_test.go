package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/runtime/host"
)

// qconv is one quantized convolution of TestConvDot8Store: shapes (NCHW
// input, OIHW filter), window, the input's pad value, and the
// requantization (multiplier, output zero point, unsigned output).
type qconv struct {
	n, c, h, w, f, kh, kw int
	stride, dil, pad      [2]int
	padValue              int8
	mul                   float32
	zp                    int
	unsigned              bool
	constBias             bool // a second, constant bias added (the zero-point correction lower/tosa folds)
	// perChannel: the multiplier is sx·sw[f]·(1/sy) per output channel
	// (a per-channel weight scale), as lower/tosa writes it; mul is sx.
	perChannel bool
	// flip: the input is uint8 flipped to int8 first (an xor of -128), as
	// lower/tosa narrows a uint8 input.
	flip bool
}

// qscales are a per-channel requantization's weight scales and output
// scale (qconv.perChannel).
type qscales struct {
	sw []float32
	sy float32
}

// multiplier is channel o's requantization multiplier, as the kernel's
// constant folding and ops compute it in float32.
func (q qconv) multiplier(s *qscales, o int) float32 {
	if !q.perChannel {
		return q.mul
	}
	rs := float32(1) / s.sy
	return (q.mul * s.sw[o]) * rs
}

// flipValue is the xor the input takes first (0: none).
func (q qconv) flipValue() int {
	if q.flip {
		return -128
	}
	return 0
}

// out returns the output's spatial size.
func (q qconv) out() (oh, ow int) {
	oh = (q.h+2*q.pad[0]-(q.kh-1)*q.dil[0]-1)/q.stride[0] + 1
	ow = (q.w+2*q.pad[1]-(q.kw-1)*q.dil[1]-1)/q.stride[1] + 1
	return oh, ow
}

// kernel is the TOSA lower/tosa makes of a QLinearConv with 8-bit
// operands: the NCHW input padded and transposed to NHWC, the filter to
// OHWI, tosa.conv2d into i32, transposed back to NCHW, requantized (cast
// to f32, times the multiplier, cast to i32, plus the zero point, clamped
// to the output type, truncated to i8).
func (q qconv) kernel(bias2 []int32, s *qscales) string {
	oh, ow := q.out()
	hp, wp := q.h+2*q.pad[0], q.w+2*q.pad[1]
	lo, hi := -128, 127
	if q.unsigned {
		lo, hi = 0, 255
	}
	var b strings.Builder
	fmt.Fprintf(&b, `module attributes {mgx.arch = "gfxMIGX"} {
  func.func @qconv(%%x: tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, %%w: tensor<%[5]dx%[2]dx%[6]dx%[7]dxi8>, %%b: tensor<%[5]dxi32>) -> tensor<%[1]dx%[5]dx%[8]dx%[9]dxi8> attributes {arch = "gfxMIGX"} {
    %%fl = "tosa.const"() <{values = dense<%[15]d> : tensor<1x1x1x1xi8>}> : () -> tensor<1x1x1x1xi8>
    %%xf = tosa.bitwise_xor %%x, %%fl : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, tensor<1x1x1x1xi8>) -> tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>
    %%ps = tosa.const_shape {values = dense<[0, 0, 0, 0, %[10]d, %[10]d, %[11]d, %[11]d]> : tensor<8xindex>} : () -> !tosa.shape<8>
    %%pv = "tosa.const"() <{values = dense<%[12]d> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%xp = tosa.pad %%xf, %%ps, %%pv : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<%[1]dx%[2]dx%[13]dx%[14]dxi8>
    %%xt = tosa.transpose %%xp {perms = array<i32: 0, 2, 3, 1>} : (tensor<%[1]dx%[2]dx%[13]dx%[14]dxi8>) -> tensor<%[1]dx%[13]dx%[14]dx%[2]dxi8>
    %%wt = tosa.transpose %%w {perms = array<i32: 0, 2, 3, 1>} : (tensor<%[5]dx%[2]dx%[6]dx%[7]dxi8>) -> tensor<%[5]dx%[6]dx%[7]dx%[2]dxi8>
`, q.n, q.c, q.h, q.w, q.f, q.kh, q.kw, oh, ow, q.pad[0], q.pad[1], q.padValue, hp, wp, q.flipValue())
	bias := "%b"
	if bias2 != nil {
		vals := make([]string, len(bias2))
		for i, v := range bias2 {
			vals[i] = fmt.Sprint(v)
		}
		fmt.Fprintf(&b, `    %%bc = "tosa.const"() <{values = dense<[%[1]s]> : tensor<%[2]dxi32>}> : () -> tensor<%[2]dxi32>
    %%bb = tosa.add %%b, %%bc : (tensor<%[2]dxi32>, tensor<%[2]dxi32>) -> tensor<%[2]dxi32>
`, strings.Join(vals, ", "), q.f)
		bias = "%bb"
	}
	fmt.Fprintf(&b, `    %%zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%acc = tosa.conv2d %%xt, %%wt, %[9]s, %%zp, %%zp {acc_type = i32, dilation = array<i64: %[10]d, %[11]d>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: %[12]d, %[13]d>} : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxi8>, tensor<%[5]dx%[6]dx%[7]dx%[4]dxi8>, tensor<%[5]dxi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<%[1]dx%[8]dx%[14]dx%[5]dxi32>
    %%at = tosa.transpose %%acc {perms = array<i32: 0, 3, 1, 2>} : (tensor<%[1]dx%[8]dx%[14]dx%[5]dxi32>) -> tensor<%[1]dx%[5]dx%[8]dx%[14]dxi32>
`, q.n, hp, wp, q.c, q.f, q.kh, q.kw, oh, bias, q.dil[0], q.dil[1], q.stride[0], q.stride[1], ow)
	t := fmt.Sprintf("tensor<%dx%dx%dx%d", q.n, q.f, oh, ow)
	mt := "tensor<1x1x1x1xf32>"
	if q.perChannel {
		mt = fmt.Sprintf("tensor<1x%dx1x1xf32>", q.f)
		sw := make([]string, q.f)
		for i, v := range s.sw {
			sw[i] = "[[" + strconvF32(v) + "]]"
		}
		fmt.Fprintf(&b, `    %%sx = "tosa.const"() <{values = dense<%[1]s> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %%sw = "tosa.const"() <{values = dense<[[%[2]s]]> : %[3]s}> : () -> %[3]s
    %%sy = "tosa.const"() <{values = dense<%[4]s> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %%ms = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%m1 = tosa.mul %%sx, %%sw, %%ms : (tensor<1x1x1x1xf32>, %[3]s, tensor<1xi8>) -> %[3]s
    %%rs = tosa.reciprocal %%sy : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %%m = tosa.mul %%m1, %%rs, %%ms : (%[3]s, tensor<1x1x1x1xf32>, tensor<1xi8>) -> %[3]s
`, strconvF32(q.mul), strings.Join(sw, ", "), mt, strconvF32(s.sy))
	} else {
		fmt.Fprintf(&b, "    %%m = \"tosa.const\"() <{values = dense<%[1]s> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>\n", strconvF32(q.mul))
	}
	fmt.Fprintf(&b, `    %%af = tosa.cast %%at : (%[1]sxi32>) -> %[1]sxf32>
    %%s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%p = tosa.mul %%af, %%m, %%s0 : (%[1]sxf32>, %[2]s, tensor<1xi8>) -> %[1]sxf32>
    %%pi = tosa.cast %%p : (%[1]sxf32>) -> %[1]sxi32>
    %%z = "tosa.const"() <{values = dense<%[3]d> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %%pz = tosa.add %%pi, %%z : (%[1]sxi32>, tensor<1x1x1x1xi32>) -> %[1]sxi32>
    %%lo = "tosa.const"() <{values = dense<%[4]d> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %%c0 = tosa.maximum %%pz, %%lo : (%[1]sxi32>, tensor<1x1x1x1xi32>) -> %[1]sxi32>
    %%hi = "tosa.const"() <{values = dense<%[5]d> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %%c1 = tosa.minimum %%c0, %%hi : (%[1]sxi32>, tensor<1x1x1x1xi32>) -> %[1]sxi32>
    %%y = tosa.cast %%c1 : (%[1]sxi32>) -> %[1]sxi8>
    return %%y : %[1]sxi8>
  }
}`, t, mt, q.zp, lo, hi)
	return b.String()
}

// strconvF32 prints f so that it parses back to the same float32.
func strconvF32(f float32) string { return fmt.Sprintf("%.9e", f) }

// requantRef is the requantization lower/tosa's ops compute (round half
// to even, saturating) in Go: float32(acc)·m rounded half to even, plus
// the zero point, clamped to the output type.
func requantRef(acc int32, m float32, zp int, unsigned bool) byte {
	p := float32(acc) * m
	r := math.RoundToEven(float64(p))
	var v int64
	switch {
	case r >= 1<<31:
		v = 1<<31 - 1
	case r < -1<<31:
		v = -1 << 31
	default:
		v = int64(r)
	}
	v = int64(int32(v + int64(zp))) // i32 arithmetic, as the kernel's
	lo, hi := int64(-128), int64(127)
	if unsigned {
		lo, hi = 0, 255
	}
	return byte(min(max(v, lo), hi))
}

// preflipRE finds a quantizing store's call with xflip 0 (its argument
// before the last, xBytes: constants as canonicalize names them).
var preflipRE = regexp.MustCompile(`call @mgxport_conv_s8_q_vnni512\([^)]*, %c0_i64, %c[0-9]+_i64\)`)

// TestConvDot8Store compiles quantized convolutions (as lower/tosa makes
// of QLinearConv) with the vnni512 schedule: the convolution, its bias
// broadcast and its requantizing epilogue become calls of the
// quantizing store (no i32 output buffer is left), and on a CPU with
// AVX-512 VNNI the kernel computes exactly what Go's requantization of
// the direct loop's sums does, on random data with ragged channel counts,
// strides, dilations, pads, zero points and multipliers (signed and
// unsigned outputs, one and two biases, rows wider than the store's row
// buffer, per-tensor and per-channel scales, flipped uint8 inputs), whole
// and through its phases on 2 and 3 threads. The input's flip, pad and
// transpose are one input pack (replaceDot8Inputs) wherever C > 1.
func TestConvDot8Store(t *testing.T) {
	lib := gputest.OpenLib(t)
	sched := HostSchedules()[0]
	if sched.Dot8 != "vnni512" {
		t.Fatalf("schedule %s: want the vnni512 micro-kernel", sched)
	}
	kern := dot8KernelOf(sched.Dot8)
	native := true
	for _, f := range []string{"avx512f", "avx512bw", "avx512vnni"} {
		native = native && hasFeature(lib.HostTarget().Features, f)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []qconv{
		{n: 2, c: 3, h: 16, w: 16, f: 32, kh: 3, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: -11, mul: 0.0023, zp: 124, unsigned: true, constBias: true, flip: true},
		{n: 1, c: 7, h: 9, w: 11, f: 33, kh: 3, kw: 3, stride: [2]int{2, 2}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: 0, mul: 0.0007, zp: -5, unsigned: false},
		{n: 3, c: 5, h: 8, w: 13, f: 17, kh: 2, kw: 3, stride: [2]int{1, 2}, dil: [2]int{2, 1}, pad: [2]int{0, 2}, padValue: 5, mul: 0.011, zp: 3, unsigned: true, constBias: true},
		{n: 1, c: 19, h: 10, w: 12, f: 40, kh: 3, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: -128, mul: 0.0004, zp: 0, unsigned: false, constBias: true},
		{n: 1, c: 4, h: 2, w: 530, f: 16, kh: 1, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{0, 1}, padValue: 1, mul: 0.02, zp: 130, unsigned: true, flip: true},
		{n: 1, c: 32, h: 12, w: 12, f: 64, kh: 3, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: -3, mul: 0.0003, zp: 7, unsigned: true, constBias: true},
		{n: 2, c: 6, h: 7, w: 10, f: 21, kh: 3, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: -20, mul: 0.03, zp: 110, unsigned: true, constBias: true, perChannel: true},
		{n: 1, c: 16, h: 9, w: 9, f: 48, kh: 3, kw: 3, stride: [2]int{2, 2}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: 0, mul: 0.02, zp: -3, unsigned: false, perChannel: true, flip: true},
		{n: 1, c: 1, h: 6, w: 21, f: 8, kh: 3, kw: 3, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 1}, padValue: 17, mul: 0.05, zp: 128, unsigned: true, flip: true},
		{n: 2, c: 2, h: 5, w: 17, f: 16, kh: 2, kw: 2, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{1, 0}, padValue: -7, mul: 0.04, zp: 9, unsigned: false, flip: true},
		{n: 2, c: 35, h: 5, w: 70, f: 16, kh: 3, kw: 1, stride: [2]int{1, 1}, dil: [2]int{1, 1}, pad: [2]int{2, 0}, padValue: 9, mul: 0.001, zp: 100, unsigned: true, flip: true},
	}
	pools := testPools(t, 2, 3)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, tt := range tests {
		name := fmt.Sprintf("%+v", tt)
		var bias2 []int32
		if tt.constBias {
			bias2 = make([]int32, tt.f)
			for i := range bias2 {
				bias2[i] = int32(r.IntN(200001) - 100000)
			}
		}
		var sc *qscales
		if tt.perChannel {
			sc = &qscales{sy: 0.01 + r.Float32()*0.05}
			for range tt.f {
				sc.sw = append(sc.sw, 0.0005+r.Float32()*0.003)
			}
		}
		src := tt.kernel(bias2, sc)
		m, err := w.ctx.ParseString(src)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, src)
		}
		stages := HostTOSAStages()
		stages.Tail = nil
		if err := w.lower(m, stages, sched); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ir := m.String()
		m.Close()
		oh, ow := tt.out()
		// One channel: the transpose is a reshape (foldUnitTransposes), no
		// input pack.
		if tt.c > 1 && !strings.Contains(ir, "call @"+dot8XPackSymbol+"(") || strings.Contains(ir, "linalg.transpose") || tt.c > 1 && strings.Contains(ir, "arith.xori") {
			t.Fatalf("%s: the input's flip, pad and transpose are not one input pack (%s):\n%s", name, dot8XPackSymbol, ir)
		}
		// The pack writes x flipped: the store's calls take xflip 0.
		if preflipped := preflipRE.MatchString(ir); preflipped != (tt.c > 1) {
			t.Fatalf("%s: the store's xflip is 0: %v, want %v (the input pack writes x flipped):\n%s", name, preflipped, tt.c > 1, ir)
		}
		if !strings.Contains(ir, "call @"+kern.quantSymbol()+"(") || strings.Contains(ir, "call @"+kern.symbol+"(") ||
			strings.Contains(ir, fmt.Sprintf("memref<%dx%dx%dx%dxi32>", tt.n, oh, ow, tt.f)) {
			t.Fatalf("%s: the convolution and its epilogue are not one quantizing store (%s), or an i32 output is left:\n%s", name, kern.quantSymbol(), ir)
		}
		if !native {
			t.Logf("%s: this CPU lacks AVX-512 VNNI: the object is not built", name)
			continue
		}
		so, err := w.compile(context.Background(), []byte(src), SourceTOSA, sched, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkQConv(t, r, hostkernel.Load(t, so, "qconv"), pools, name, tt, bias2, sc)
	}
}

// checkQConv runs a qconv kernel on random data and requires the
// requantized direct loop's bytes exactly, from the whole entry and
// (where it has phases) the phases on each pool's threads.
func checkQConv(t *testing.T, r *rand.Rand, fn host.Func, pools []*host.Pool, name string, q qconv, bias2 []int32, sc *qscales) {
	t.Helper()
	t.Logf("%s: %d phases", name, fn.Phases())
	oh, ow := q.out()
	sizes := []int{q.n * q.c * q.h * q.w, q.f * q.c * q.kh * q.kw, 4 * q.f, q.n * q.f * oh * ow}
	bufs := gputest.ByteBuffers(t, sizes...)
	randomBytes(r, bufs[:2]...)
	x, wt, y := bufs[0], bufs[1], bufs[3]
	bias := unsafe.Slice((*int32)(unsafe.Pointer(&bufs[2][0])), q.f)
	for i := range bias {
		bias[i] = int32(r.IntN(200001) - 100000)
	}
	if err := fn.Call(unsafe.Pointer(&x[0]), unsafe.Pointer(&wt[0]), unsafe.Pointer(&bias[0]), unsafe.Pointer(&y[0])); err != nil {
		t.Fatal(err)
	}
	if fn.Phases() > 0 {
		whole := slices.Clone(y)
		addrs := []uintptr{uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&wt[0])), uintptr(unsafe.Pointer(&bias[0])), uintptr(unsafe.Pointer(&y[0]))}
		for _, p := range pools {
			for i := range y {
				y[i] = 0x5a
			}
			if err := fn.RunPhases(p, addrs...); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(y, whole) {
				t.Fatalf("%s: the phases on %d threads differ from the whole entry", name, p.Threads())
			}
		}
	}
	xv := func(b, c, i, j int) int32 {
		i, j = i-q.pad[0], j-q.pad[1]
		if i < 0 || i >= q.h || j < 0 || j >= q.w {
			return int32(q.padValue)
		}
		return int32(int8(x[((b*q.c+c)*q.h+i)*q.w+j] ^ byte(q.flipValue())))
	}
	for b := range q.n {
		for o := range q.f {
			for i := range oh {
				for j := range ow {
					s := bias[o]
					if bias2 != nil {
						s += bias2[o]
					}
					for p := range q.kh {
						for k := range q.kw {
							for c := range q.c {
								s += xv(b, c, i*q.stride[0]+p*q.dil[0], j*q.stride[1]+k*q.dil[1]) * int32(int8(wt[((o*q.c+c)*q.kh+p)*q.kw+k]))
							}
						}
					}
					want := requantRef(s, q.multiplier(sc, o), q.zp, q.unsigned)
					if got := y[((b*q.f+o)*oh+i)*ow+j]; got != want {
						t.Fatalf("%s: y[%d,%d,%d,%d] = %d, want %d (acc %d)", name, b, o, i, j, got, want, s)
					}
				}
			}
		}
	}
}
