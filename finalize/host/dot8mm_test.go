package host

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// qmm is one 8-bit product of TestDot8Matmul: [B, M, K] by [B, K, N],
// each operand signed or unsigned (lower/tosa's bitwise_and of 255 after
// the widening) less its zero point.
type qmm struct {
	// lead, when set, gives A as [lead[0], lead[1], k] reshaped to [1, m, k]
	// (m = lead[0]*lead[1], b 1), as lower/tosa writes a 3-D A by a 2-D B
	// (its widening then stays a generic of its own).
	lead []int

	b, m, k, n           int
	aUnsigned, bUnsigned bool
	za, zb               int
	// zaDyn and zbDyn: the zero point is a function argument (a tensor<i8>
	// of za or zb, as DynamicQuantizeLinear's), not a constant.
	zaDyn, zbDyn bool
	// zbCols: b's zero point per column (a constant [1, 1, n]): not the
	// kernel's, the product keeps the schedule's path.
	zbCols  bool
	requant bool // QLinearMatMul's requantization to uint8 after the product
	mul     float32
	zy      int
}

// kernel is the TOSA lower/tosa makes of MatMulInteger (requant:
// QLinearMatMul) on 3-D operands.
func (q qmm) kernel() string {
	at := fmt.Sprintf("tensor<%dx%dx%d", q.b, q.m, q.k)
	argT := at
	if q.lead != nil {
		argT = fmt.Sprintf("tensor<%dx%dx%d", q.lead[0], q.lead[1], q.k)
	}
	bt := fmt.Sprintf("tensor<%dx%dx%d", q.b, q.k, q.n)
	ct := fmt.Sprintf("tensor<%dx%dx%d", q.b, q.m, q.n)
	out := ct + "xi32>"
	if q.requant {
		out = ct + "xi8>"
	}
	var s strings.Builder
	fmt.Fprintf(&s, `module attributes {mgx.arch = "gfxMIGX"} {
  func.func @qmm(%%a: %[1]sxi8>, %%b: %[2]sxi8>%[4]s) -> %[3]s attributes {arch = "gfxMIGX"} {
`, argT, bt, out, q.zpArgs())
	widen := func(name, t string, unsigned bool, zp int, dyn bool) string {
		fmt.Fprintf(&s, "    %%%[1]s0 = tosa.cast %%%[1]s : (%[2]sxi8>) -> %[2]sxi32>\n", name, t)
		v := name + "0"
		if unsigned {
			fmt.Fprintf(&s, `    %%%[1]sm = "tosa.const"() <{values = dense<255> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%%[1]s1 = tosa.bitwise_and %%%[1]s0, %%%[1]sm : (%[2]sxi32>, tensor<1x1x1xi32>) -> %[2]sxi32>
`, name, t)
			v = name + "1"
		}
		if name == "b" && q.zbCols {
			vals := make([]string, q.n)
			for j := range vals {
				vals[j] = fmt.Sprint(zp + j%5)
			}
			fmt.Fprintf(&s, `    %%bz = "tosa.const"() <{values = dense<[[[%[3]s]]]> : tensor<1x1x%[4]dxi32>}> : () -> tensor<1x1x%[4]dxi32>
    %%b2 = tosa.sub %%%[2]s, %%bz : (%[1]sxi32>, tensor<1x1x%[4]dxi32>) -> %[1]sxi32>
`, t, v, strings.Join(vals, ", "), q.n)
			return "%b2"
		}
		if dyn {
			// lower/tosa's widening of a zero-point input.
			fmt.Fprintf(&s, `    %%%[1]szs = tosa.const_shape {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%%[1]szr = tosa.reshape %%z%[1]s, %%%[1]szs : (tensor<i8>, !tosa.shape<3>) -> tensor<1x1x1xi8>
    %%%[1]szc = tosa.cast %%%[1]szr : (tensor<1x1x1xi8>) -> tensor<1x1x1xi32>
`, name)
			zv := name + "zc"
			if unsigned {
				fmt.Fprintf(&s, `    %%%[1]szm = "tosa.const"() <{values = dense<255> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%%[1]sz = tosa.bitwise_and %%%[1]szc, %%%[1]szm : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi32>
`, name)
				zv = name + "z"
			}
			fmt.Fprintf(&s, "    %%%[1]s2 = tosa.sub %%%[3]s, %%%[4]s : (%[2]sxi32>, tensor<1x1x1xi32>) -> %[2]sxi32>\n", name, t, v, zv)
			return "%" + name + "2"
		}
		fmt.Fprintf(&s, `    %%%[1]sz = "tosa.const"() <{values = dense<%[3]d> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%%[1]s2 = tosa.sub %%%[4]s, %%%[1]sz : (%[2]sxi32>, tensor<1x1x1xi32>) -> %[2]sxi32>
`, name, t, zp, v)
		return "%" + name + "2"
	}
	a := widen("a", argT, q.aUnsigned, q.za, q.zaDyn)
	if q.lead != nil {
		fmt.Fprintf(&s, `    %%as = tosa.const_shape {values = dense<[1, %[1]d, %[2]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%ar = tosa.reshape %[3]s, %%as : (%[4]sxi32>, !tosa.shape<3>) -> %[5]sxi32>
`, q.m, q.k, a, argT, at)
		a = "%ar"
	}
	b := widen("b", bt, q.bUnsigned, q.zb, q.zbDyn)
	fmt.Fprintf(&s, `    %%z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %%c = tosa.matmul %[1]s, %[2]s, %%z, %%z : (%[3]sxi32>, %[4]sxi32>, tensor<1xi32>, tensor<1xi32>) -> %[5]sxi32>
`, a, b, at, bt, ct)
	if !q.requant {
		fmt.Fprintf(&s, "    return %%c : %sxi32>\n  }\n}\n", ct)
		return s.String()
	}
	fmt.Fprintf(&s, `    %%m = "tosa.const"() <{values = dense<%[2]s> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %%cf = tosa.cast %%c : (%[1]sxi32>) -> %[1]sxf32>
    %%s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%p = tosa.mul %%cf, %%m, %%s0 : (%[1]sxf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> %[1]sxf32>
    %%pi = tosa.cast %%p : (%[1]sxf32>) -> %[1]sxi32>
    %%zy = "tosa.const"() <{values = dense<%[3]d> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%pz = tosa.add %%pi, %%zy : (%[1]sxi32>, tensor<1x1x1xi32>) -> %[1]sxi32>
    %%lo = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%c0 = tosa.maximum %%pz, %%lo : (%[1]sxi32>, tensor<1x1x1xi32>) -> %[1]sxi32>
    %%hi = "tosa.const"() <{values = dense<255> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
    %%c1 = tosa.minimum %%c0, %%hi : (%[1]sxi32>, tensor<1x1x1xi32>) -> %[1]sxi32>
    %%y = tosa.cast %%c1 : (%[1]sxi32>) -> %[1]sxi8>
    return %%y : %[1]sxi8>
  }
}
`, ct, strconvF32(q.mul), q.zy)
	return s.String()
}

// zpArgs is the kernel's zero-point arguments' declarations.
func (q qmm) zpArgs() string {
	s := ""
	if q.zaDyn {
		s += ", %za: tensor<i8>"
	}
	if q.zbDyn {
		s += ", %zb: tensor<i8>"
	}
	return s
}

// i32Mul finds an i32 multiplication: the product's own, left as loops.
var i32Mul = regexp.MustCompile(`arith\.muli [^\n]*: i32\n`)

// TestDot8Matmul compiles 8-bit products (as lower/tosa makes of
// MatMulInteger and QLinearMatMul) with the vnni512 schedule: the widened
// operands and the i32 product become calls of the micro-kernel reading
// the bytes (no i32 copy of an operand is left), and on a CPU with
// AVX-512 VNNI the kernel computes exactly the i32 sums (and their
// requantization) that Go computes, on random data with ragged M, N and K,
// batches, signed and unsigned operands and zero points, whole and
// through its phases on 2 and 3 threads; A also 3-D by a 2-D B (collapsed
// to rows by a reshape, as lower/tosa writes MatMulInteger) and with zero
// points computed at run time (one-byte inputs, as DynamicQuantizeLinear
// gives them). A zero point per column of B keeps the scheduled product,
// and its sums.
func TestDot8Matmul(t *testing.T) {
	lib := gputest.OpenLib(t)
	sched := HostSchedules()[0]
	if sched.Dot8 != "vnni512" {
		t.Fatalf("schedule %s: want the vnni512 micro-kernel", sched)
	}
	native := true
	for _, f := range []string{"avx512f", "avx512bw", "avx512vl", "avx512vnni"} {
		native = native && hasFeature(lib.HostTarget().Features, f)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []qmm{
		{b: 1, m: 8, k: 1024, n: 10, aUnsigned: true, za: 0, zb: 0, requant: true, mul: 0.0002, zy: 170},
		{b: 1, m: 5, k: 37, n: 21, aUnsigned: true, za: 117, zb: 3},
		{b: 3, m: 11, k: 66, n: 33, za: -7, zb: 0},
		{b: 2, m: 17, k: 130, n: 16, aUnsigned: true, bUnsigned: true, za: 200, zb: 128},
		{b: 1, m: 1, k: 3, n: 1, bUnsigned: true, za: 5, zb: 250},
		{b: 1, m: 9, k: 255, n: 70, aUnsigned: false, bUnsigned: true, za: 0, zb: 9, requant: true, mul: 0.00003, zy: 40},
		{b: 1, m: 300, k: 64, n: 7, aUnsigned: true, za: 1, zb: -2},
		{lead: []int{4, 8}, b: 1, m: 32, k: 64, n: 256, aUnsigned: true, za: 3, zb: 0},
		{lead: []int{4, 8}, b: 1, m: 32, k: 64, n: 256, aUnsigned: true, za: 131, zaDyn: true},
		{b: 2, m: 9, k: 45, n: 19, aUnsigned: true, za: 77, zaDyn: true, zb: -3, zbDyn: true},
		{lead: []int{3, 5}, b: 1, m: 15, k: 130, n: 33, za: -100, zaDyn: true, bUnsigned: true, zb: 200, zbDyn: true, requant: true, mul: 0.00002, zy: 128},
		{b: 1, m: 8, k: 40, n: 20, aUnsigned: true, za: 9, zb: -4, zbCols: true},
	}
	pools := testPools(t, 2, 3)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, tt := range tests {
		name := fmt.Sprintf("%+v", tt)
		src := tt.kernel()
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
		if tt.zbCols {
			if strings.Contains(ir, "call @"+dot8MatmulSymbol+"(") || !strings.Contains(ir, "vector.contract") {
				t.Fatalf("%s: a zero point per column is not the scheduled product:\n%s", name, ir)
			}
		} else if !strings.Contains(ir, "call @"+dot8MatmulSymbol+"(") || strings.Contains(ir, fmt.Sprintf("%dx%dx%dxi32>", tt.b, tt.m, tt.k)) ||
			strings.Contains(ir, fmt.Sprintf("%dx%dx%dxi32>", tt.b, tt.k, tt.n)) || i32Mul.MatchString(ir) ||
			tt.lead != nil && strings.Contains(ir, fmt.Sprintf("%dx%dx%dxi32>", tt.lead[0], tt.lead[1], tt.k)) {
			t.Fatalf("%s: the product is not calls of %s, or a widened operand is left:\n%s", name, dot8MatmulSymbol, ir)
		}
		if !native {
			t.Logf("%s: this CPU lacks AVX-512 VNNI: the object is not built", name)
			continue
		}
		so, err := w.compile(context.Background(), []byte(src), SourceTOSA, sched, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fn := hostkernel.Load(t, so, "qmm")
		t.Logf("%s: %d phases", name, fn.Phases())
		outBytes := 4
		if tt.requant {
			outBytes = 1
		}
		sizes := []int{tt.b * tt.m * tt.k, tt.b * tt.k * tt.n, 1, 1, tt.b * tt.m * tt.n * outBytes}
		bufs := gputest.ByteBuffers(t, sizes...)
		randomBytes(r, bufs[:2]...)
		a, b, y := bufs[0], bufs[1], bufs[4]
		bufs[2][0], bufs[3][0] = byte(tt.za), byte(tt.zb)
		ptrs := []unsafe.Pointer{unsafe.Pointer(&a[0]), unsafe.Pointer(&b[0])}
		if tt.zaDyn {
			ptrs = append(ptrs, unsafe.Pointer(&bufs[2][0]))
		}
		if tt.zbDyn {
			ptrs = append(ptrs, unsafe.Pointer(&bufs[3][0]))
		}
		ptrs = append(ptrs, unsafe.Pointer(&y[0]))
		var addrs []uintptr
		for _, p := range ptrs {
			addrs = append(addrs, uintptr(p))
		}
		if err := fn.Call(ptrs...); err != nil {
			t.Fatal(err)
		}
		if fn.Phases() > 0 {
			whole := slices.Clone(y)
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
		// A zero point given as a byte widens as its operand does.
		za, zb := tt.za, tt.zb
		if tt.zaDyn && !tt.aUnsigned {
			za = int(int8(byte(tt.za)))
		}
		if tt.zbDyn && !tt.bUnsigned {
			zb = int(int8(byte(tt.zb)))
		}
		zbOf := func(j int) int {
			if tt.zbCols {
				return zb + j%5
			}
			return zb
		}
		val := func(v byte, unsigned bool, zp int) int32 {
			if unsigned {
				return int32(v) - int32(zp)
			}
			return int32(int8(v)) - int32(zp)
		}
		var y32 []int32
		if !tt.requant {
			y32 = unsafe.Slice((*int32)(unsafe.Pointer(&y[0])), len(y)/4)
		}
		for bi := range tt.b {
			for i := range tt.m {
				for j := range tt.n {
					var s int32
					for k := range tt.k {
						s += val(a[(bi*tt.m+i)*tt.k+k], tt.aUnsigned, za) * val(b[(bi*tt.k+k)*tt.n+j], tt.bUnsigned, zbOf(j))
					}
					at := (bi*tt.m+i)*tt.n + j
					if tt.requant {
						if want := requantRef(s, tt.mul, tt.zy, true); y[at] != want {
							t.Fatalf("%s: y[%d,%d,%d] = %d, want %d (acc %d)", name, bi, i, j, y[at], want, s)
						}
					} else if y32[at] != s {
						t.Fatalf("%s: y[%d,%d,%d] = %d, want %d", name, bi, i, j, y32[at], s)
					}
				}
			}
		}
	}
}
