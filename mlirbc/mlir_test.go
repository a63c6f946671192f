package mlirbc

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// mlirOpt returns the path of mlir-opt-22 or fails the test.
func mlirOpt(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatalf("mlir-opt-22 not found (run `make deps` to install mlir-22-tools): %v", err)
	}
	return p
}

// opt runs mlir-opt-22 in dir with stdin (nil = none) and returns stdout.
func opt(t testing.TB, dir string, stdin []byte, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(mlirOpt(t), args...)
	cmd.Dir = dir
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22 %s: %v\n%s", strings.Join(args, " "), err, errb.String())
	}
	return out.Bytes()
}

var genericFlags = []string{"--mlir-print-op-generic", "--mlir-print-debuginfo", "--allow-unregistered-dialect"}

func generic(t testing.TB, dir string, stdin []byte, file string) string {
	t.Helper()
	return string(opt(t, dir, stdin, append(append([]string{}, genericFlags...), file)...))
}

func testModules(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata modules: %v", err)
	}
	return files
}

// TestReadMLIRBytecode reads what mlir-opt-22 writes (versions 5 and 6),
// prints it as generic MLIR and checks that the text parses back to the
// same module; then re-encodes it with this package's writer.
func TestReadMLIRBytecode(t *testing.T) {
	mlirOpt(t)
	for _, path := range testModules(t) {
		name := filepath.Base(path)
		want := generic(t, "testdata", nil, name)
		for _, v := range []uint64{5, 6} {
			t.Run(name+"/v"+strconv.Itoa(int(v)), func(t *testing.T) {
				bc := opt(t, "testdata", nil, "--emit-bytecode", "--emit-bytecode-version="+strconv.Itoa(int(v)), name)
				m, err := Decode(bc)
				if err != nil {
					t.Fatal(err)
				}
				if m.Version != v {
					t.Fatalf("version %d, want %d", m.Version, v)
				}
				var text bytes.Buffer
				if err := m.Print(&text); err != nil {
					t.Fatalf("print: %v", err)
				}
				if got := generic(t, "testdata", text.Bytes(), "-"); got != want {
					t.Fatalf("printed module differs\n--- printed by mlirbc\n%s\n--- reparsed\n%s\n--- want\n%s", text.String(), got, want)
				}
				for _, wv := range []uint64{5, 6} {
					re, err := Encode(m, WriteOptions{Version: wv})
					if err != nil {
						t.Fatalf("re-encode v%d: %v", wv, err)
					}
					if got := generic(t, "testdata", re, "-"); got != want {
						t.Fatalf("re-encoded (v%d) module differs\n--- got\n%s\n--- want\n%s", wv, got, want)
					}
					back, err := Decode(re)
					if err != nil {
						t.Fatalf("decode own v%d output: %v", wv, err)
					}
					if back.String() != m.String() {
						t.Fatalf("own v%d round trip changed the module", wv)
					}
				}
			})
		}
	}
}

// TestReadOldBytecode reads older versions mlir-opt-22 can still write
// (attributes and properties merged into dictionaries). The reference is
// MLIR's own reading of the same bytes: non-attribute properties such as
// LLVM overflow flags do not survive versions < 5 in MLIR either.
func TestReadOldBytecode(t *testing.T) {
	mlirOpt(t)
	for _, path := range testModules(t) {
		name := filepath.Base(path)
		for _, v := range []int{0, 3, 4} {
			bc := opt(t, "testdata", nil, "--emit-bytecode", "--emit-bytecode-version="+strconv.Itoa(v), name)
			want := generic(t, "testdata", bc, "-")
			m, err := Decode(bc)
			if err != nil {
				t.Fatalf("%s v%d: %v", name, v, err)
			}
			if got := generic(t, "testdata", []byte(m.String()), "-"); got != want {
				t.Fatalf("%s v%d: printed module differs:\n%s\n--- want\n%s", name, v, got, want)
			}
		}
	}
}

// TestGoldenBytecodeMatchesSource guards the checked-in bytecode files (the
// fuzz seeds): each must decode to its source module.
func TestGoldenBytecodeMatchesSource(t *testing.T) {
	mlirOpt(t)
	for _, path := range testModules(t) {
		name := filepath.Base(path)
		want := generic(t, "testdata", nil, name)
		for _, v := range []string{"v5", "v6"} {
			golden := strings.TrimSuffix(name, ".mlir") + "." + v + ".mlirbc"
			data, err := os.ReadFile(filepath.Join("testdata", golden))
			if err != nil {
				t.Fatalf("%s: %v (regenerate with mlir-opt-22 --emit-bytecode)", golden, err)
			}
			m, err := Decode(data)
			if err != nil {
				t.Fatalf("%s: %v", golden, err)
			}
			if got := generic(t, "testdata", []byte(m.String()), "-"); got != want {
				t.Fatalf("%s does not match %s", golden, name)
			}
		}
	}
}
