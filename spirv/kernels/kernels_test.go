package kernels

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/spirv"
)

// validate runs spirv-val on a kernel binary.
func validate(t *testing.T, k Kernel) {
	t.Helper()
	val, err := exec.LookPath("spirv-val")
	if err != nil {
		t.Fatal("spirv-val not found: run `make deps` (installs spirv-tools)")
	}
	path := filepath.Join(t.TempDir(), k.Symbol+".spv")
	if err := os.WriteFile(path, k.Binary, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
		t.Fatalf("spirv-val %s: %v\n%s", k.Symbol, err, msg)
	}
}

// checkKernel asserts the launch contract and the binary's validity and round trip.
func checkKernel(t *testing.T, k Kernel) {
	t.Helper()
	for d := range 3 {
		if k.Local[d] <= 0 || k.Global[d] <= 0 || k.Global[d]%k.Local[d] != 0 {
			t.Fatalf("%s: global %v is not a positive multiple of local %v", k.Symbol, k.Global, k.Local)
		}
	}
	if k.Wave != 0 && k.Wave != 32 && k.Wave != 64 {
		t.Fatalf("%s: wave %d", k.Symbol, k.Wave)
	}
	m, err := spirv.Decode(k.Binary)
	if err != nil {
		t.Fatalf("%s: decode: %v", k.Symbol, err)
	}
	if out, err := m.Encode(); err != nil || !bytes.Equal(out, k.Binary) {
		t.Fatalf("%s: decode/encode round trip differs (%v)", k.Symbol, err)
	}
	validate(t, k)
}

func TestSoftmaxKernels(t *testing.T) {
	for _, s := range []SoftmaxSpec{
		{Symbol: "sm_mlp", Rows: 4, Cols: 32, DType: "float32"},
		{Symbol: "lsm", Rows: 3, Cols: 1000, DType: "float32", Log: true},
		{Symbol: "sm_h", Rows: 2, Cols: 7, DType: "float16"},
		{Symbol: "lsm_h", Rows: 3, Cols: 9, DType: "float16", Log: true},
		{Symbol: "sm_bf", Rows: 2, Cols: 40, DType: "bfloat16"},
		{Symbol: "sm_d", Rows: 1, Cols: 300, DType: "float64", Log: true},
		{Symbol: "sm_rows", Rows: 100000, Cols: 3, DType: "float32"},
	} {
		ks, err := Softmax(s)
		if err != nil {
			t.Fatalf("%s: %v", s.Symbol, err)
		}
		if len(ks) == 0 {
			t.Fatalf("%s: no kernels", s.Symbol)
		}
		for _, k := range ks {
			if k.Symbol != s.Symbol || len(k.Args) != 2 || !k.Args[1].Write || k.Args[0].Write || k.Args[0].Elems != s.Rows*s.Cols {
				t.Fatalf("%s: bad kernel description %+v", s.Symbol, k)
			}
			checkKernel(t, k)
		}
	}
}

func TestSoftmaxRejects(t *testing.T) {
	for _, s := range []SoftmaxSpec{
		{Symbol: "", Rows: 1, Cols: 1, DType: "float32"},
		{Symbol: "a", Rows: 0, Cols: 1, DType: "float32"},
		{Symbol: "a", Rows: 1, Cols: 1, DType: "int32"},
		{Symbol: "a", Rows: 1, Cols: 1, DType: "bfloat17"},
	} {
		if _, err := Softmax(s); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
}
