package lower

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// mlirOpt returns the path of mlir-opt-22 or fails the test.
func mlirOpt(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatalf("mlir-opt-22 not found (run `make deps` to install mlir-22-tools): %v", err)
	}
	return p
}

func runOpt(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(mlirOpt(t), args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22 %s: %v\n%s", strings.Join(args, " "), err, errb.String())
	}
	return out.String()
}

// gemmText writes the textual TOSA module GemmModule should be equal to,
// independently of the mlirbc package.
func gemmText(s GemmSpec) string {
	ty := func(d ...int64) string {
		var b strings.Builder
		b.WriteString("tensor<")
		for _, x := range d {
			fmt.Fprintf(&b, "%dx", x)
		}
		b.WriteString("f32>")
		return b.String()
	}
	dims := func(d ...int64) string {
		p := make([]string, len(d))
		for i, x := range d {
			p[i] = fmt.Sprint(x)
		}
		return strings.Join(p, ", ")
	}
	var b strings.Builder
	n := 0
	val := func() string { n++; return fmt.Sprintf("%%v%d", n) }
	line := func(f string, a ...any) { fmt.Fprintf(&b, "    "+f+"\n", a...) }
	reshape := func(x string, from []int64, to ...int64) string {
		sh := val()
		line(`%s = tosa.const_shape {values = dense<[%s]> : tensor<%dxindex>} : () -> !tosa.shape<%d>`, sh, dims(to...), len(to), len(to))
		r := val()
		line(`%s = tosa.reshape %s, %s : (%s, !tosa.shape<%d>) -> %s`, r, x, sh, ty(from...), len(to), ty(to...))
		return r
	}
	scale := func(x string, shape []int64, k float32) string {
		c, sh, r := val(), val(), val()
		line(`%s = "tosa.const"() {values = dense<%s> : tensor<1x1xf32>} : () -> tensor<1x1xf32>`, c, floatLit(k))
		line(`%s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>`, sh)
		line(`%s = tosa.mul %s, %s, %s : (%s, tensor<1x1xf32>, tensor<1xi8>) -> %s`, r, x, c, sh, ty(shape...), ty(shape...))
		return r
	}
	args := []string{"%a: " + ty(s.aShape()...), "%b: " + ty(s.bShape()...)}
	if s.Bias != nil {
		args = append(args, "%c: "+ty(s.Bias.Shape...))
	}
	fmt.Fprintf(&b, "module {\n  func.func @%s(%s) -> %s attributes {arch = \"gfxMIGX\", kernel = \"mixr\"} {\n",
		s.Symbol, strings.Join(args, ", "), ty(s.M, s.N))
	a, bb := "%a", "%b"
	if s.TransA {
		v := val()
		line(`%s = tosa.transpose %s {perms = array<i32: 1, 0>} : (%s) -> %s`, v, a, ty(s.K, s.M), ty(s.M, s.K))
		a = v
	}
	if s.TransB {
		v := val()
		line(`%s = tosa.transpose %s {perms = array<i32: 1, 0>} : (%s) -> %s`, v, bb, ty(s.N, s.K), ty(s.K, s.N))
		bb = v
	}
	a3 := reshape(a, []int64{s.M, s.K}, 1, s.M, s.K)
	b3 := reshape(bb, []int64{s.K, s.N}, 1, s.K, s.N)
	zp := val()
	line(`%s = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>`, zp)
	mm := val()
	line(`%s = tosa.matmul %s, %s, %s, %s : (%s, %s, tensor<1xf32>, tensor<1xf32>) -> %s`, mm, a3, b3, zp, zp, ty(1, s.M, s.K), ty(1, s.K, s.N), ty(1, s.M, s.N))
	y := reshape(mm, []int64{1, s.M, s.N}, s.M, s.N)
	if s.Alpha != 1 {
		y = scale(y, []int64{s.M, s.N}, s.Alpha)
	}
	if s.Bias != nil {
		c := "%c"
		cs := append([]int64{}, s.Bias.Shape...)
		for len(cs) < 2 {
			cs = append([]int64{1}, cs...)
		}
		if len(s.Bias.Shape) != 2 {
			c = reshape(c, s.Bias.Shape, cs...)
		}
		if s.Beta != 1 {
			c = scale(c, cs, s.Beta)
		}
		v := val()
		line(`%s = tosa.add %s, %s : (%s, %s) -> %s`, v, y, c, ty(s.M, s.N), ty(cs...), ty(s.M, s.N))
		y = v
	}
	if s.Relu {
		v := val()
		line(`%s = tosa.clamp %s {min_val = 0.0 : f32, max_val = 3.40282347E+38 : f32} : (%s) -> %s`, v, y, ty(s.M, s.N), ty(s.M, s.N))
		y = v
	}
	line(`return %s : %s`, y, ty(s.M, s.N))
	b.WriteString("  }\n}\n")
	return b.String()
}

// floatLit prints k exactly as an MLIR float literal (which needs a '.').
func floatLit(k float32) string {
	s := strconv.FormatFloat(float64(k), 'e', -1, 64)
	if !strings.Contains(s, ".") {
		s = strings.Replace(s, "e", ".0e", 1)
	}
	return s
}

func gemmSpecs(r *rand.Rand) []GemmSpec {
	dim := func() int64 { return 1 + r.Int64N(33) }
	var specs []GemmSpec
	i := 0
	add := func(s GemmSpec) {
		i++
		s.Symbol = fmt.Sprintf("gemm_%d", i)
		s.DType = "float32"
		specs = append(specs, s)
	}
	m, k, n := dim(), dim(), dim()
	add(GemmSpec{M: m, K: k, N: n, Alpha: 1, Beta: 1})
	add(GemmSpec{M: m, K: k, N: n, Alpha: 1, Beta: 1, Bias: &BiasSpec{Shape: []int64{n}}, Relu: true})
	add(GemmSpec{M: m, K: k, N: n, TransA: true, Alpha: 1, Beta: 1, Bias: &BiasSpec{Shape: []int64{m, n}}})
	add(GemmSpec{M: m, K: k, N: n, TransB: true, Alpha: 0.5 + r.Float32(), Beta: 1, Bias: &BiasSpec{Shape: []int64{1, n}}})
	add(GemmSpec{M: m, K: k, N: n, TransA: true, TransB: true, Alpha: 1 + r.Float32(), Beta: r.Float32() - 2, Bias: &BiasSpec{Shape: []int64{m, 1}}, Relu: true})
	add(GemmSpec{M: m, K: k, N: n, Alpha: 1, Beta: 3, Bias: &BiasSpec{Shape: nil}})
	add(GemmSpec{M: 4, K: 64, N: 32, TransB: true, Alpha: 1, Beta: 1, Bias: &BiasSpec{Shape: []int64{32}}, Relu: true})
	return specs
}

func TestGemmModuleMatchesText(t *testing.T) {
	mlirOpt(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 1))
	dir := t.TempDir()
	for _, s := range gemmSpecs(r) {
		t.Run(s.Symbol, func(t *testing.T) {
			bc, err := GemmBytecode(s)
			if err != nil {
				t.Fatal(err)
			}
			again, err := GemmBytecode(s)
			if err != nil || !bytes.Equal(bc, again) {
				t.Fatalf("encoding is not deterministic (err %v)", err)
			}
			bcPath := filepath.Join(dir, s.Symbol+".mlirbc")
			txtPath := filepath.Join(dir, s.Symbol+".mlir")
			if err := os.WriteFile(bcPath, bc, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(txtPath, []byte(gemmText(s)), 0o644); err != nil {
				t.Fatal(err)
			}
			runOpt(t, "--verify-roundtrip", bcPath)
			got := runOpt(t, "--mlir-print-op-generic", bcPath)
			want := runOpt(t, "--mlir-print-op-generic", txtPath)
			if got != want {
				t.Fatalf("bytecode module differs from the textual one:\n--- bytecode\n%s\n--- text\n%s", got, want)
			}
			if !strings.Contains(got, `arch = "gfxMIGX"`) || !strings.Contains(got, `kernel = "mixr"`) {
				t.Fatalf("kernel attributes missing:\n%s", got)
			}
			lowered := runOpt(t, "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))", bcPath)
			if !strings.Contains(lowered, "linalg.batch_matmul") {
				t.Fatalf("lowered module has no linalg.batch_matmul:\n%s", lowered)
			}
			for _, l := range strings.Split(lowered, "\n") {
				if strings.Contains(l, "tosa.") && !strings.Contains(l, "tosa.const_shape") {
					t.Fatalf("tosa op left after lowering: %s", l)
				}
			}
		})
	}
}

// runnerLibs returns the MLIR runner utility libraries or fails the test.
func runnerLibs(t *testing.T) (runner string, libs string) {
	t.Helper()
	runner, err := exec.LookPath("mlir-runner-22")
	if err != nil {
		t.Fatalf("mlir-runner-22 not found (run `make deps` to install mlir-22-tools): %v", err)
	}
	var paths []string
	for _, l := range []string{"libmlir_runner_utils.so", "libmlir_c_runner_utils.so"} {
		p := filepath.Join("/usr/lib/llvm-22/lib", l)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s missing (run `make deps` to install mlir-22-tools): %v", l, err)
		}
		paths = append(paths, p)
	}
	return runner, strings.Join(paths, ",")
}

func denseLiteral(v []float32, rows, cols int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i := int64(0); i < rows; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if cols >= 0 {
			b.WriteByte('[')
		}
		n := max(cols, 1)
		for j := int64(0); j < n; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(floatLit(v[i*n+j]))
		}
		if cols >= 0 {
			b.WriteByte(']')
		}
	}
	b.WriteByte(']')
	return b.String()
}

// TestGemmNumerics runs each kernel on random data through MLIR's CPU
// pipeline and mlir-runner-22 and compares with a float64 reference.
func TestGemmNumerics(t *testing.T) {
	mlirOpt(t)
	runner, libs := runnerLibs(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 5))
	dir := t.TempDir()
	for _, s := range gemmSpecs(r) {
		t.Run(s.Symbol, func(t *testing.T) {
			rnd := func(n int64) []float32 {
				v := make([]float32, n)
				for i := range v {
					v[i] = r.Float32()*2 - 1
				}
				return v
			}
			as, bs := s.aShape(), s.bShape()
			a, b := rnd(as[0]*as[1]), rnd(bs[0]*bs[1])
			var c []float32
			bc, err := GemmBytecode(s)
			if err != nil {
				t.Fatal(err)
			}
			bcPath := filepath.Join(dir, s.Symbol+".mlirbc")
			if err := os.WriteFile(bcPath, bc, 0o644); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSpace(runOpt(t, bcPath)), "\n")
			if !strings.HasPrefix(lines[0], "module") || lines[len(lines)-1] != "}" {
				t.Fatalf("unexpected module text:\n%s", strings.Join(lines, "\n"))
			}
			ty := func(d []int64) string {
				var b strings.Builder
				b.WriteString("tensor<")
				for _, x := range d {
					fmt.Fprintf(&b, "%dx", x)
				}
				return b.String() + "f32>"
			}
			args := []string{"%a", "%b"}
			types := []string{ty(as), ty(bs)}
			var main strings.Builder
			fmt.Fprintf(&main, "  func.func @main() {\n")
			fmt.Fprintf(&main, "    %%a = arith.constant dense<%s> : %s\n", denseLiteral(a, as[0], as[1]), ty(as))
			fmt.Fprintf(&main, "    %%b = arith.constant dense<%s> : %s\n", denseLiteral(b, bs[0], bs[1]), ty(bs))
			if s.Bias != nil {
				sh := s.Bias.Shape
				n := int64(1)
				for _, d := range sh {
					n *= d
				}
				c = rnd(n)
				lit := floatLit(c[0])
				switch len(sh) {
				case 1:
					lit = denseLiteral(c, sh[0], -1)
				case 2:
					lit = denseLiteral(c, sh[0], sh[1])
				}
				fmt.Fprintf(&main, "    %%c = arith.constant dense<%s> : %s\n", lit, ty(sh))
				args = append(args, "%c")
				types = append(types, ty(sh))
			}
			out := ty([]int64{s.M, s.N})
			fmt.Fprintf(&main, "    %%r = call @%s(%s) : (%s) -> %s\n", s.Symbol, strings.Join(args, ", "), strings.Join(types, ", "), out)
			fmt.Fprintf(&main, "    %%m = bufferization.to_buffer %%r : %s to memref<%dx%dxf32>\n", out, s.M, s.N)
			fmt.Fprintf(&main, "    %%u = memref.cast %%m : memref<%dx%dxf32> to memref<*xf32>\n", s.M, s.N)
			fmt.Fprintf(&main, "    call @printMemrefF32(%%u) : (memref<*xf32>) -> ()\n    return\n  }\n")
			fmt.Fprintf(&main, "  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}\n")
			prog := "module {\n" + strings.Join(lines[1:len(lines)-1], "\n") + "\n" + main.String() + "}\n"
			progPath := filepath.Join(dir, s.Symbol+"_main.mlir")
			if err := os.WriteFile(progPath, []byte(prog), 0o644); err != nil {
				t.Fatal(err)
			}
			llvmPath := filepath.Join(dir, s.Symbol+"_llvm.mlir")
			runOpt(t, progPath, "-o", llvmPath, "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-loops,convert-scf-to-cf,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)")
			cmd := exec.Command(runner, llvmPath, "-e", "main", "-entry-point-result=void", "-shared-libs="+libs)
			res, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("mlir-runner-22: %v\n%s", err, res)
			}
			got := parseMemref(t, string(res))
			if int64(len(got)) != s.M*s.N {
				t.Fatalf("got %d values, want %d:\n%s", len(got), s.M*s.N, res)
			}
			at := func(i, k int64) float64 {
				if s.TransA {
					return float64(a[k*s.M+i])
				}
				return float64(a[i*s.K+k])
			}
			bt := func(k, j int64) float64 {
				if s.TransB {
					return float64(b[j*s.K+k])
				}
				return float64(b[k*s.N+j])
			}
			for i := int64(0); i < s.M; i++ {
				for j := int64(0); j < s.N; j++ {
					var y float64
					for k := int64(0); k < s.K; k++ {
						y += at(i, k) * bt(k, j)
					}
					y *= float64(s.Alpha)
					if s.Bias != nil {
						sh := s.Bias.Shape
						var cv float64
						switch len(sh) {
						case 0:
							cv = float64(c[0])
						case 1:
							cv = float64(c[min(j, sh[0]-1)])
						default:
							cv = float64(c[min(i, sh[0]-1)*sh[1]+min(j, sh[1]-1)])
						}
						y += float64(s.Beta) * cv
					}
					if s.Relu {
						y = max(y, 0)
					}
					if d := got[i*s.N+j] - y; d > 1e-4+1e-4*abs(y) || -d > 1e-4+1e-4*abs(y) {
						t.Fatalf("Y[%d,%d] = %g, want %g", i, j, got[i*s.N+j], y)
					}
				}
			}
		})
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// parseMemref extracts the numbers after "data =" in printMemrefF32 output.
func parseMemref(t *testing.T, out string) []float64 {
	t.Helper()
	i := strings.Index(out, "data =")
	if i < 0 {
		t.Fatalf("no memref data in output:\n%s", out)
	}
	fields := strings.FieldsFunc(out[i+len("data ="):], func(r rune) bool {
		return r == '[' || r == ']' || r == ',' || r == ' ' || r == '\n'
	})
	var v []float64
	for _, f := range fields {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("bad number %q in output", f)
		}
		v = append(v, x)
	}
	return v
}

var updateGolden = flag.Bool("update-gemm", false, "rewrite the Gemm golden bytecode under testdata")

// TestGemmGolden pins the exact bytes of one kernel, so that any change of
// the encoding is deliberate (go test ./lower -run GemmGolden -update-gemm).
func TestGemmGolden(t *testing.T) {
	s := GemmSpec{Symbol: "gemm_golden", M: 4, K: 8, N: 6, TransA: true, TransB: true, Alpha: 2.5, Beta: 0.5,
		Bias: &BiasSpec{Shape: []int64{6}}, Relu: true, DType: "float32"}
	bc, err := GemmBytecode(s)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "tosa_gemm_golden.mlirbc")
	if *updateGolden {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, bc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (create it with go test ./lower -run GemmGolden -update-gemm)", err)
	}
	if !bytes.Equal(bc, want) {
		t.Fatalf("kernel bytecode changed (%d bytes, golden %d); if intended, rerun with -update-gemm", len(bc), len(want))
	}
}

func TestGemmSpecValidate(t *testing.T) {
	ok := GemmSpec{Symbol: "g", M: 2, K: 3, N: 4, Alpha: 1, Beta: 1, DType: "float32"}
	if err := ok.Validate(); err != nil {
		t.Fatalf("valid spec rejected: %v", err)
	}
	bad := map[string]func(*GemmSpec){
		"empty symbol":    func(s *GemmSpec) { s.Symbol = "" },
		"symbol chars":    func(s *GemmSpec) { s.Symbol = "a-b" },
		"leading digit":   func(s *GemmSpec) { s.Symbol = "1a" },
		"zero M":          func(s *GemmSpec) { s.M = 0 },
		"negative K":      func(s *GemmSpec) { s.K = -1 },
		"dtype":           func(s *GemmSpec) { s.DType = "float16" },
		"bias rank 3":     func(s *GemmSpec) { s.Bias = &BiasSpec{Shape: []int64{1, 2, 4}} },
		"bias mismatch":   func(s *GemmSpec) { s.Bias = &BiasSpec{Shape: []int64{3}} },
		"bias mismatch M": func(s *GemmSpec) { s.Bias = &BiasSpec{Shape: []int64{3, 4}} },
	}
	for name, mut := range bad {
		s := ok
		mut(&s)
		if err := s.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
		if _, err := GemmModule(s); err == nil {
			t.Errorf("%s: GemmModule accepted", name)
		}
	}
}

func TestGemmModuleShape(t *testing.T) {
	s := GemmSpec{Symbol: "k", M: 3, K: 5, N: 7, TransA: true, Alpha: 1, Beta: 1, Bias: &BiasSpec{Shape: []int64{7}}, DType: "float32"}
	m, err := GemmModule(s)
	if err != nil {
		t.Fatal(err)
	}
	fn := m.Body().Ops[0]
	if fn.Name != "func.func" || fn.Attr("sym_name").String() != `"k"` {
		t.Fatalf("unexpected top op %s %v", fn.Name, fn.Attr("sym_name"))
	}
	if got := fn.Attr("function_type").String(); got != "(tensor<5x3xf32>, tensor<5x7xf32>, tensor<7xf32>) -> tensor<3x7xf32>" {
		t.Fatalf("function type %s", got)
	}
	counts := map[string]int{}
	for _, c := range m.OpCounts() {
		counts[c.Name] = c.Count
	}
	if counts["tosa.matmul"] != 1 || counts["tosa.transpose"] != 1 || counts["tosa.add"] != 1 || counts["tosa.mul"] != 0 || counts["tosa.clamp"] != 0 {
		t.Fatalf("op counts %v", counts)
	}
}
