package host

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/runtime"
)

// BenchmarkLaunch times host launches of a kernel that does nothing: the
// fixed cost of one launch (the purego call into C and the object's
// lock), which a run of many small kernels pays per launch; 4 arguments
// pass directly, 17 through the packed entry; batch16 is 16 launches of
// the 4-argument kernel as one batch (Device.Batch), per launch.
func BenchmarkLaunch(b *testing.B) {
	clang, err := exec.LookPath("clang-22")
	if err != nil {
		b.Fatalf("clang-22 not found: run `make deps` (%v)", err)
	}
	dir := b.TempDir()
	c, so := filepath.Join(dir, "k.c"), filepath.Join(dir, "k.so")
	src := `void nop4(float *a, float *b, float *c, float *d) {}
void nop4_packed(void **args) {}
void nop17_packed(void **args) {}
void nop17(void) {}
void runlist(void (**list)(void **), long n) { for (long i = 0; i < n; i++) list[2*i]((void **)list[2*i+1]); }
`
	if err := os.WriteFile(c, []byte(src), 0o600); err != nil {
		b.Fatal(err)
	}
	if out, err := exec.Command(clang, "-O2", "-fPIC", "-shared", "-nostartfiles", "-o", so, c,
		"-Wl,--defsym=nop17"+PackedSuffix+"=nop17_packed", "-Wl,--defsym=nop4"+PackedSuffix+"=nop4_packed",
		"-Wl,--defsym="+codeobj.HostRunList+"=runlist").CombinedOutput(); err != nil {
		b.Fatalf("clang-22: %v: %s", err, out)
	}
	payload, err := os.ReadFile(so)
	if err != nil {
		b.Fatal(err)
	}
	obj, err := Load(payload)
	if err != nil {
		b.Fatal(err)
	}
	defer obj.Close()
	d := NewDevice(nil)
	defer d.Close()
	buf, err := d.Alloc(64)
	if err != nil {
		b.Fatal(err)
	}
	for _, k := range []struct {
		sym  string
		args int
	}{{"nop4", 4}, {"nop17", 17}} {
		b.Run(k.sym, func(b *testing.B) {
			f, err := obj.Func(k.sym)
			if err != nil {
				b.Fatal(err)
			}
			kern := kernel{f: f}
			args := make([]runtime.DevicePtr, k.args)
			for i := range args {
				args[i] = buf
			}
			b.ReportAllocs()
			for b.Loop() {
				if err := kern.Launch(nil, runtime.LaunchConfig{}, args); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("batch16", func(b *testing.B) {
		f, err := obj.Func("nop4")
		if err != nil {
			b.Fatal(err)
		}
		launches := make([]runtime.BatchLaunch, 16)
		for i := range launches {
			launches[i] = runtime.BatchLaunch{Kernel: kernel{f: f}, Args: []runtime.DevicePtr{buf, buf, buf, buf}}
		}
		bt, ok := d.Batch(launches)
		if !ok {
			b.Fatal("the host device batches no kernels")
		}
		b.ReportAllocs()
		for b.Loop() {
			if err := bt.Launch(nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(16*b.N), "ns/launch")
	})
}
