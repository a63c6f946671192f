package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

// tosaKernel is matmul + reshape + add + exp + clamp on static shapes, in
// MLIR 22 TOSA syntax (matmul zero points as operands, clamp min_val/max_val,
// reshape through tosa.const_shape), marked with the dummy arch.
func tosaKernel(m, k, n int, lo, hi float32) string {
	return fmt.Sprintf(`module attributes {mgx.arch = "gfxMIGX"} {
  func.func @kernel(%%a: tensor<1x%[1]dx%[2]dxf32>, %%b: tensor<1x%[2]dx%[3]dxf32>, %%c: tensor<%[1]dx%[3]dxf32>) -> tensor<1x%[1]dx%[3]dxf32> attributes {arch = "gfxMIGX"} {
    %%azp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%bzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%mm = tosa.matmul %%a, %%b, %%azp, %%bzp : (tensor<1x%[1]dx%[2]dxf32>, tensor<1x%[2]dx%[3]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x%[1]dx%[3]dxf32>
    %%shape = tosa.const_shape {values = dense<[1, %[1]d, %[3]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%c3 = tosa.reshape %%c, %%shape : (tensor<%[1]dx%[3]dxf32>, !tosa.shape<3>) -> tensor<1x%[1]dx%[3]dxf32>
    %%s = tosa.add %%mm, %%c3 : (tensor<1x%[1]dx%[3]dxf32>, tensor<1x%[1]dx%[3]dxf32>) -> tensor<1x%[1]dx%[3]dxf32>
    %%e = tosa.exp %%s : (tensor<1x%[1]dx%[3]dxf32>) -> tensor<1x%[1]dx%[3]dxf32>
    %%r = tosa.clamp %%e {min_val = %[4]e : f32, max_val = %[5]e : f32} : (tensor<1x%[1]dx%[3]dxf32>) -> tensor<1x%[1]dx%[3]dxf32>
    return %%r : tensor<1x%[1]dx%[3]dxf32>
  }
}`, m, k, n, lo, hi)
}

func tosaReference(a, b, c []float32, m, k, n int, lo, hi float32) []float64 {
	out := make([]float64, m*n)
	for i := range m {
		for j := range n {
			var s float64
			for p := range k {
				s += float64(a[i*k+p]) * float64(b[p*n+j])
			}
			// The kernel rounds to f32 after matmul and add, as TOSA does.
			v := float64(float32(float32(s) + c[i*n+j]))
			out[i*n+j] = min(max(math.Exp(v), float64(lo)), float64(hi))
		}
	}
	return out
}

func TestCompileHostTOSA(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []struct{ m, k, n int }{{4, 8, 5}, {7, 33, 16}, {1, 1, 1}}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%dx%d", tt.m, tt.k, tt.n), func(t *testing.T) {
			lo, hi := float32(r.IntN(50))/100, 2+float32(r.IntN(100))/25
			src := tosaKernel(tt.m, tt.k, tt.n, lo, hi)
			// Exercise the bytecode path the portable objects take.
			c, err := lib.NewContext()
			if err != nil {
				t.Fatal(err)
			}
			mod, err := c.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			bc, err := mod.Bytecode(6)
			c.Close()
			if err != nil {
				t.Fatal(err)
			}
			so, err := CompileHost(context.Background(), lib, bc, SourceTOSA)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, "kernel")
			bufs := gputest.Buffers(t, tt.m*tt.k, tt.k*tt.n, tt.m*tt.n, tt.m*tt.n)
			for trial := range 3 { // fresh inputs each call: no stale state
				for _, b := range bufs[:3] {
					gputest.Fill(r, b)
				}
				for i := range bufs[3] {
					bufs[3][i] = float32(math.NaN())
				}
				if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
					t.Fatal(err)
				}
				want := tosaReference(bufs[0], bufs[1], bufs[2], tt.m, tt.k, tt.n, lo, hi)
				gputest.CloseEnough(t, fmt.Sprintf("trial %d out", trial), bufs[3], want)
			}
		})
	}
}

// TestCompileHostPacked checks a kernel with more buffers than purego passes
// directly: Call goes through the packed entry.
func TestCompileHostPacked(t *testing.T) {
	lib := gputest.OpenLib(t)
	const inputs = 17
	var b strings.Builder
	b.WriteString("module {\n  func.func @sum(")
	for i := range inputs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%%a%d: tensor<3x5xf32>", i)
	}
	b.WriteString(") -> tensor<3x5xf32> {\n")
	prev := "%a0"
	for i := 1; i < inputs; i++ {
		fmt.Fprintf(&b, "    %%s%d = tosa.add %s, %%a%d : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>\n", i, prev, i)
		prev = fmt.Sprintf("%%s%d", i)
	}
	fmt.Fprintf(&b, "    return %s : tensor<3x5xf32>\n  }\n}\n", prev)
	so, err := CompileHost(context.Background(), lib, []byte(b.String()), SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, "sum")
	sizes := make([]int, inputs+1)
	for i := range sizes {
		sizes[i] = 15
	}
	bufs := gputest.Buffers(t, sizes...)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	want := make([]float64, 15)
	for j := range 15 {
		var s float32
		for i := range inputs {
			bufs[i][j] = float32(r.NormFloat64())
			if i == 0 {
				s = bufs[i][j]
			} else {
				s += bufs[i][j]
			}
		}
		want[j] = float64(s)
	}
	if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	gputest.CloseEnough(t, "sum", bufs[inputs], want)
}

// raisedKernel is what SPIR-V raising hands over: memrefs, scf loops, math,
// results written through a trailing out-parameter.
const raisedKernel = `module {
  func.func @softplus_scale(%x: memref<37xf32>, %s: memref<1xf32>, %y: memref<37xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 37 : index
    %one = arith.constant 1.0 : f32
    %scale = memref.load %s[%c0] : memref<1xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<37xf32>
      %e = math.exp %v : f32
      %p = arith.addf %e, %one : f32
      %l = math.log %p : f32
      %t = math.tanh %l : f32
      %r = arith.mulf %t, %scale : f32
      memref.store %r, %y[%i] : memref<37xf32>
    }
    return
  }
}`

func TestCompileHostRaised(t *testing.T) {
	lib := gputest.OpenLib(t)
	so, err := CompileHost(context.Background(), lib, []byte(raisedKernel), SourceRaised)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, "softplus_scale")
	bufs := gputest.Buffers(t, 37, 1, 37)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	gputest.Fill(r, bufs[0])
	bufs[1][0] = 0.5 + r.Float32()
	if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	want := make([]float64, 37)
	for i, v := range bufs[0] {
		want[i] = math.Tanh(math.Log1p(math.Exp(float64(v)))) * float64(bufs[1][0])
	}
	gputest.CloseEnough(t, "y", bufs[2], want)
}

func TestCompileHostErrors(t *testing.T) {
	lib := gputest.OpenLib(t)
	ctx := context.Background()
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		src  string
		kind SourceKind
		want string
	}{
		{"syntax", ctx, "func.func @f(", SourceTOSA, "parse MLIR"},
		{"unknown kind", ctx, raisedKernel, SourceKind(9), "unknown source kind"},
		{"unsupported op", ctx, `func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = tosa.custom %a {operator_name = "x", domain_name = "y", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}`, SourceTOSA, "failed to legalize operation 'tosa.custom'"},
		{"no kernel", ctx, "module {}", SourceRaised, "defines no kernel"},
		{"canceled", canceled, raisedKernel, SourceRaised, "context canceled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := CompileHost(tt.ctx, lib, []byte(tt.src), tt.kind)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestMissingToolNamesMakeDeps(t *testing.T) {
	_, err := findTool("clang-no-such-version", "clang-no-such-version", "clang-99")
	if err == nil || !strings.Contains(err.Error(), "make deps") || !strings.Contains(err.Error(), "clang-no-such-version") {
		t.Fatalf("error %v does not name the tool and `make deps`", err)
	}
}

func TestPipelinesAreWellFormed(t *testing.T) {
	lib := gputest.OpenLib(t)
	c, err := lib.NewContext()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tosa := HostTOSAStages()
	if !tosa.Scheduled {
		t.Fatal("the TOSA stages are not scheduled")
	}
	for name, p := range map[string][]string{
		"tosa before": tosa.Before,
		"tosa after":  tosa.After,
		"tosa tail":   tosa.Tail,
		"raised":      HostRaisedPipeline(),
	} {
		pm, err := c.NewPassManager(PipelineString(p))
		if err != nil {
			t.Fatalf("%s pipeline does not parse: %v", name, err)
		}
		pm.Close()
	}
	// Pipelines are returned fresh: mutating one must not affect the next.
	p := HostTOSAStages().After
	p[0] = "mutated"
	if HostTOSAStages().After[0] == "mutated" {
		t.Fatal("HostTOSAStages shares its backing array")
	}
	id := HostCompilerIdentity(lib)
	for _, want := range []string{pathVersion(), "llvm-22.", "pipelines:", "schedule:" + DefaultHostSchedule(lib.HostTarget()).String(), "target:x86_64"} {
		if !strings.Contains(id, want) {
			t.Fatalf("identity %q lacks %q", id, want)
		}
	}
}

// convKernel is tosa.conv2d (NHWC, OHWI weights, padding 1) followed by erf:
// the padding bufferizes to a strided copy (the memrefCopy helper) and erf
// lowers to a libm call.
func convKernel(h, w, ci, co int) string {
	return fmt.Sprintf(`module attributes {mgx.arch = "gfxMIGX"} {
  func.func @conv(%%x: tensor<1x%[1]dx%[2]dx%[3]dxf32>, %%w: tensor<%[4]dx3x3x%[3]dxf32>, %%b: tensor<%[4]dxf32>) -> tensor<1x%[1]dx%[2]dx%[4]dxf32> attributes {arch = "gfxMIGX"} {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%c = tosa.conv2d %%x, %%w, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x%[1]dx%[2]dx%[3]dxf32>, tensor<%[4]dx3x3x%[3]dxf32>, tensor<%[4]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x%[1]dx%[2]dx%[4]dxf32>
    %%e = tosa.erf %%c : (tensor<1x%[1]dx%[2]dx%[4]dxf32>) -> tensor<1x%[1]dx%[2]dx%[4]dxf32>
    return %%e : tensor<1x%[1]dx%[2]dx%[4]dxf32>
  }
}`, h, w, ci, co)
}

func TestCompileHostConvPadded(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	H, W, CI, CO := 3+r.IntN(6), 3+r.IntN(6), 1+r.IntN(4), 1+r.IntN(5)
	so, err := CompileHost(context.Background(), lib, []byte(convKernel(H, W, CI, CO)), SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, "conv")
	bufs := gputest.Buffers(t, H*W*CI, CO*9*CI, CO, H*W*CO)
	for _, b := range bufs[:3] {
		gputest.Fill(r, b)
	}
	for i := range bufs[1] {
		bufs[1][i] *= 0.3 // keep erf off its flat tails so errors show
	}
	if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	x, wt, b := bufs[0], bufs[1], bufs[2]
	want := make([]float64, H*W*CO)
	for y := range H {
		for xx := range W {
			for o := range CO {
				s := float64(b[o])
				for kh := range 3 {
					for kw := range 3 {
						iy, ix := y+kh-1, xx+kw-1
						if iy < 0 || iy >= H || ix < 0 || ix >= W {
							continue
						}
						for i := range CI {
							s += float64(x[(iy*W+ix)*CI+i]) * float64(wt[((o*3+kh)*3+kw)*CI+i])
						}
					}
				}
				want[(y*W+xx)*CO+o] = math.Erf(float64(float32(s)))
			}
		}
	}
	// f32 accumulation order differs from the reference: allow a little more.
	for i := range want {
		if d := math.Abs(float64(bufs[3][i]) - want[i]); d > 1e-5+1e-5*math.Abs(want[i]) {
			t.Fatalf("conv[%d] = %v, want %v", i, bufs[3][i], want[i])
		}
	}
}

// TestPathVersionHashesEverySource holds the host identity's sources (the
// go:embed list in host.go) to the package's directory: every Go file but
// the tests is hashed, none that is gone, so a new file that shapes the
// objects cannot be left out of the identity (and its changes served from
// the kernel cache as the old code's).
func TestPathVersionHashesEverySource(t *testing.T) {
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, e := range ents {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			want = append(want, n)
		}
	}
	got := hostSourceFiles()
	if !slices.Equal(got, want) {
		t.Fatalf("host.go's go:embed list of sources is %v, the package's files are %v: list every non-test .go file", got, want)
	}
	if len(got) < 30 {
		t.Fatalf("only %d sources: %v", len(got), got)
	}
}
