package host_test

import (
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/host"
)

const deviceKernels = `
void axpy(const float *a, const float *x, const float *y, float *out) {
  for (int i = 0; i < 64; i++) out[i] = a[0] * x[i] + y[i];
}
void wide17(float *b0, float *b1, float *b2, float *b3, float *b4, float *b5,
  float *b6, float *b7, float *b8, float *b9, float *b10, float *b11, float *b12,
  float *b13, float *b14, float *b15, float *out) { out[0] = b0[0]; }
`

func compile(t *testing.T, src string) []byte {
	t.Helper()
	clang, err := exec.LookPath("clang-22")
	if err != nil {
		t.Fatalf("clang-22 not found: run `make deps` (%v)", err)
	}
	dir := t.TempDir()
	c, so := filepath.Join(dir, "k.c"), filepath.Join(dir, "k.so")
	if err := os.WriteFile(c, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-O2", "-fPIC", "-shared", "-nostartfiles", "-o", so, c).CombinedOutput(); err != nil {
		t.Fatalf("clang-22: %v: %s", err, out)
	}
	b, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func f32s(b []byte) []float32 {
	f := make([]float32, len(b)/4)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}

func randBytes(n int) []byte {
	b := make([]byte, 4*n)
	for i := range n {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(float32(rand.IntN(4001)-2000)/16))
	}
	return b
}

// oneLaunch is a program of one launch of sym on nargs float32 buffers of
// n elements: buffer 0 a weight, the last the output, the rest inputs.
func oneLaunch(t *testing.T, so []byte, sym string, nargs int, n int64) runtime.Source {
	t.Helper()
	var args []codeobj.Arg
	p := program.Program{Name: "main", ArenaSize: int64(nargs) * 4 * n}
	for i := range nargs {
		name := string(rune('a' + i))
		args = append(args, codeobj.Arg{Name: name, DType: "float32", Shape: []int64{n}})
		kind := program.Input
		switch i {
		case 0:
			kind = program.Weight
		case nargs - 1:
			kind = program.Output
			p.Outputs = append(p.Outputs, i)
		default:
			p.Inputs = append(p.Inputs, i)
		}
		b := program.Buffer{Name: name, Kind: kind, DType: "float32", Shape: []int64{n}, Offset: int64(i) * 4 * n, Bytes: 4 * n}
		if kind == program.Weight {
			b.Weight = name
		}
		p.Buffers = append(p.Buffers, b)
	}
	port := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: sym, Args: args, Global: [3]int64{n, 1, 1}, Local: [3]int64{n, 1, 1}, Payload: []byte(sym)}
	fin := &codeobj.Object{Format: codeobj.HostSO, Target: "host", Symbol: sym, Args: args, Source: port.ID(), Payload: so}
	argIdx := make([]int, nargs)
	for i := range argIdx {
		argIdx[i] = i
	}
	p.Launches = []program.Launch{{Kernels: []string{port.ID()}, Args: argIdx, Label: sym}}
	src, err := runtime.NewMemorySource("test", []program.Program{p}, []*codeobj.Object{port}, map[string][]byte{"a": randBytes(int(n))})
	if err != nil {
		t.Fatal(err)
	}
	if src, err = runtime.WithObjects(src, []*codeobj.Object{fin}); err != nil {
		t.Fatal(err)
	}
	return src
}

func TestDeviceSession(t *testing.T) {
	so := compile(t, deviceKernels)
	ctx := context.Background()
	src := oneLaunch(t, so, "axpy", 4, 64)
	dev := host.NewDevice(nil)
	defer dev.Close()
	s, err := runtime.PrepareSource(ctx, src, "", dev)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w := make([]byte, 256)
	if err := src.ReadWeight("a", w); err != nil {
		t.Fatal(err)
	}
	times := make([]time.Duration, 1)
	for run := range 3 {
		in := map[string]*npy.Array{
			"b": {DType: "float32", Shape: []int64{64}, Data: randBytes(64)},
			"c": {DType: "float32", Shape: []int64{64}, Data: randBytes(64)},
		}
		out, err := s.RunTimed(ctx, in, times)
		if err != nil {
			t.Fatal(err)
		}
		a, x, y, z := f32s(w), f32s(in["b"].Data), f32s(in["c"].Data), f32s(out["d"].Data)
		for i := range z {
			if want := a[0]*x[i] + y[i]; z[i] != want {
				t.Fatalf("run %d: out[%d] = %v, want %v", run, i, z[i], want)
			}
		}
		if times[0] <= 0 {
			t.Errorf("run %d: launch time %v", run, times[0])
		}
	}
	if replaying, _ := s.Graph(); replaying {
		t.Error("the host device has no graphs")
	}
}

// A kernel call that fails (here: more buffers than purego passes, and no
// packed entry) is an error of Run naming the launch and the kernel.
func TestDeviceLaunchError(t *testing.T) {
	so := compile(t, deviceKernels)
	ctx := context.Background()
	dev := host.NewDevice(nil)
	defer dev.Close()
	s, err := runtime.PrepareSource(ctx, oneLaunch(t, so, "wide17", 17, 4), "", dev)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	in := map[string]*npy.Array{}
	for i := 1; i < 16; i++ {
		in[string(rune('a'+i))] = &npy.Array{DType: "float32", Shape: []int64{4}, Data: randBytes(4)}
	}
	_, err = s.Run(ctx, in)
	if err == nil || !strings.Contains(err.Error(), "launch 0 (wide17)") || !strings.Contains(err.Error(), "packed") {
		t.Fatalf("Run: %v", err)
	}
}

func TestDeviceMemory(t *testing.T) {
	dev := host.NewDevice(nil)
	defer dev.Close()
	p, err := dev.Alloc(100)
	if err != nil {
		t.Fatal(err)
	}
	q, err := dev.Alloc(100)
	if err != nil {
		t.Fatal(err)
	}
	src := randBytes(25)
	if err := dev.CopyIn(nil, p, src); err != nil {
		t.Fatal(err)
	}
	if err := dev.Copy(nil, q+10, p, 90); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 90)
	if err := dev.CopyOut(nil, got, q+10); err != nil {
		t.Fatal(err)
	}
	if string(got) != string(src[:90]) {
		t.Fatal("round trip differs")
	}
	if err := dev.CopyIn(nil, p+50, src); err == nil {
		t.Error("a copy past the allocation's end succeeded")
	}
	if err := dev.Free(p); err != nil {
		t.Fatal(err)
	}
	if err := dev.Free(p); err == nil {
		t.Error("double free succeeded")
	}
}
