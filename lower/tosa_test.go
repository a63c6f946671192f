package lower

import (
	"bytes"
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
