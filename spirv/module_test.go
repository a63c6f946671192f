package spirv

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// requireTool fails the test when an external tool is missing.
func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found: run `make deps` (installs clang-22 and spirv-tools)", name)
	}
	return p
}

// clangKernels are OpenCL C kernels compiled by clang-22's spirv64-amd-amdhsa
// target: buffers, local memory, loops, built-ins, subgroup reductions, barriers,
// half/double and OpenCL.std calls.
var clangKernels = map[string]string{
	"softmax": `
__kernel void softmax(__global const float* x, __global float* y, int n) {
  __local float buf[64];
  size_t g = get_global_id(0);
  size_t l = get_local_id(0);
  float m = x[g];
  for (int i = 0; i < n; i++) { m = fmax(m, x[i]); }
  buf[l] = m;
  barrier(CLK_LOCAL_MEM_FENCE);
  float r = sub_group_reduce_add(buf[0]);
  y[g] = exp(r) + get_group_id(0) + get_local_size(0) + get_enqueued_local_size(0)
       + get_sub_group_size() + get_sub_group_local_id();
}`,
	"mixed": `
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void mixed(__global float* y, __global half* h, __global int* z, __global double* d) {
  size_t g = get_global_id(1) + get_global_size(0) + get_num_groups(2) + get_global_offset(0);
  uint a = get_sub_group_id() + get_num_sub_groups() + get_max_sub_group_size();
  float v = y[g];
  v = sub_group_reduce_max(v) + sub_group_reduce_min(v);
  int iv = sub_group_reduce_add(z[g]) + sub_group_reduce_max(z[g]);
  if (a > 3) v = fmax(v, 1.0f) + exp(v) + fma(v, v, v);
  y[g] = v + (float)h[g] + (float)d[g];
  z[g] = iv + a + max(iv, 3);
  h[g] = (half)v;
  work_group_barrier(CLK_GLOBAL_MEM_FENCE);
}`,
	"switchy": `
__kernel void switchy(__global long* x, __global uchar* b, ulong n) {
  size_t g = get_global_id(0);
  if (g >= n) return;
  switch (x[g] & 3) { case 0: x[g] = 7; break; case 1: x[g] = -x[g]; break; case 2: x[g] <<= 3; break; default: x[g] = x[g] / 5; }
  b[g] = (uchar)(x[g] > 0);
}`,
}

// compileCL compiles OpenCL C with clang-22 to SPIR-V (the link step runs the
// SPIR-V backend; -c alone stops at LLVM bitcode).
func compileCL(t *testing.T, name, src string) []byte {
	t.Helper()
	clang := requireTool(t, "clang-22")
	dir := t.TempDir()
	cl := filepath.Join(dir, name+".cl")
	out := filepath.Join(dir, name+".spv")
	if err := os.WriteFile(cl, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "spirv64-amd-amdhsa", "-use-spirv-backend", cl, "-o", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-22 %s: %v\n%s", name, err, msg)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sampleModule builds a small kernel exercising loops, ifs, workgroup memory,
// barriers and subgroup collectives.
func sampleModule(t testing.TB) []byte {
	t.Helper()
	b := NewBuilder()
	f32 := b.Float(32)
	p := b.Pointer(StorageCrossWorkgroup, f32)
	f := b.Kernel("sample", p, p)
	loc := b.WorkgroupArray("tile", f32, 16)
	gid := f.Builtin(BuiltInGlobalInvocationID, 0)
	lid := f.Builtin(BuiltInLocalInvocationID, 0)
	n := b.ConstU64(100)
	f.If(f.Cmp(OpULessThan, gid, n), func() {
		v := f.Load(f.Elem(f.Param(0), gid))
		s := f.For(b.ConstU64(0), b.ConstU64(4), b.ConstU64(1), []ID{v}, func(i ID, c []ID) []ID {
			return []ID{f.Bin(OpFAdd, c[0], f.Ext(CLExp, c[0]))}
		})
		f.Store(f.Elem(f.Param(1), gid), s[0])
	})
	f.Store(f.LocalElem(loc, f.Ext(CLUMin, lid, b.ConstU64(15))), b.ConstF32(-1.5))
	f.Barrier()
	r := f.GroupOp(OpGroupFAdd, ScopeSubgroup, GroupReduce, f.Load(f.LocalElem(loc, b.ConstU64(0))))
	f.If(f.Cmp(OpIEqual, gid, b.ConstU64(0)), func() { f.Store(f.Elem(f.Param(1), gid), r) })
	f.Return()
	bin, err := b.Binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

func TestRoundTripByteExact(t *testing.T) {
	mods := map[string][]byte{"builder": sampleModule(t)}
	for name, src := range clangKernels {
		mods["clang-"+name] = compileCL(t, name, src)
	}
	for name, bin := range mods {
		m, err := Decode(bin)
		if err != nil {
			t.Fatalf("%s: decode: %v", name, err)
		}
		if len(m.Insts) < 20 {
			t.Fatalf("%s: only %d instructions decoded", name, len(m.Insts))
		}
		if _, err := m.Operands(); err != nil {
			t.Fatalf("%s: operands: %v", name, err)
		}
		out, err := m.Encode()
		if err != nil {
			t.Fatalf("%s: encode: %v", name, err)
		}
		if !bytes.Equal(out, bin) {
			t.Fatalf("%s: re-encoded module differs from the input", name)
		}
		// Big-endian streams round-trip too.
		be := make([]byte, len(bin))
		for i := 0; i+4 <= len(bin); i += 4 {
			binary.BigEndian.PutUint32(be[i:], binary.LittleEndian.Uint32(bin[i:]))
		}
		mb, err := Decode(be)
		if err != nil || !mb.BigEndian {
			t.Fatalf("%s: big-endian decode: %v", name, err)
		}
		if out, _ := mb.Encode(); !bytes.Equal(out, be) {
			t.Fatalf("%s: big-endian round trip differs", name)
		}
	}
}

func TestBuilderOutputValidates(t *testing.T) {
	val := requireTool(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, sampleModule(t), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
		t.Fatalf("spirv-val: %v\n%s", err, msg)
	}
}

func TestDecodeRejectsTruncated(t *testing.T) {
	bin := sampleModule(t)
	for n := 0; n < len(bin); n++ {
		m, err := Decode(bin[:n])
		if err == nil {
			// A prefix cut at an instruction boundary is a shorter valid stream;
			// it must then hold fewer instructions.
			full, _ := Decode(bin)
			if n%4 != 0 || len(m.Insts) >= len(full.Insts) {
				t.Fatalf("prefix of %d bytes decoded as the whole module", n)
			}
		}
	}
}

func TestDecodeHostile(t *testing.T) {
	bin := sampleModule(t)
	words := len(bin) / 4
	cases := map[string]func([]byte){
		"zero word count": func(b []byte) { binary.LittleEndian.PutUint32(b[20:], 0) },
		"huge word count": func(b []byte) { binary.LittleEndian.PutUint32(b[20:], 0xffff0011) },
		"bad magic":       func(b []byte) { b[0] ^= 0xff },
		"bad version":     func(b []byte) { b[7] = 9 },
	}
	for name, mut := range cases {
		b := bytes.Clone(bin)
		mut(b)
		if _, err := Decode(b); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
	// Random corruption must never panic.
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for range 3000 {
		b := bytes.Clone(bin)
		for range 1 + r.IntN(4) {
			i := 5 + r.IntN(words-5)
			binary.LittleEndian.PutUint32(b[4*i:], r.Uint32()>>uint(r.IntN(32)))
		}
		if m, err := Decode(b); err == nil {
			if _, err := m.Operands(); err == nil {
				if _, err := m.Encode(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func TestHalfConversion(t *testing.T) {
	for _, c := range []struct {
		f float32
		h uint16
	}{{1, 0x3c00}, {-2, 0xc000}, {65504, 0x7bff}, {1e9, 0x7c00}, {5.960464477539063e-08, 0x0001}, {0.333333343, 0x3555}} {
		if got := F32ToF16(c.f); got != c.h {
			t.Errorf("F32ToF16(%g) = %#x, want %#x", c.f, got, c.h)
		}
		if back := F16ToF32(c.h); c.h != 0x7c00 && F32ToF16(back) != c.h {
			t.Errorf("F16ToF32(%#x) = %g does not round-trip", c.h, back)
		}
	}
}
