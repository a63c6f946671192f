package host

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
)

// chainPhases is how many phases the chain kernel has, chainLen how many
// floats it updates.
const (
	chainPhases = 6
	chainLen    = 4096
)

// chainObject compiles and loads a kernel with the threaded ABI written
// by hand: chain(float *x) runs chainPhases phases in order; phase p maps
// each x[i] to x[i]*1.5 + (p+1) over its range of rows (extent 64, 64
// floats a row), except phase 2, of extent 1, which stores the sum of x's
// first row in the workspace, and phase 3, of extent 1, which adds it to
// x[0]. Swapping two phases, running one twice, or skipping one changes
// the bytes. units makes each element's update that many rounds longer (a
// phase of chainLen*units multiply-adds), for the benchmarks. noRunList
// drops the object's run list entry.
func chainObject(tb testing.TB, units int, noRunList bool) *Object {
	tb.Helper()
	clang, err := exec.LookPath("clang-22")
	if err != nil {
		tb.Fatalf("clang-22 not found: run `make deps` (%v)", err)
	}
	var src strings.Builder
	fmt.Fprintf(&src, `#include <stdint.h>
#define N %d
#define UNITS %d
static void update(float *x, int64_t lo, int64_t hi, float add) {
	for (int64_t i = lo * 64; i < hi * 64; i++) {
		float v = x[i];
		for (int u = 0; u < UNITS; u++) v = v * 0.999f + 0.001f;
		x[i] = v * 1.5f + add;
	}
}
static void phase(int p, int64_t *r, float *x, float *ws) {
	if (p == 2) { float s = 0; for (int i = 0; i < 64; i++) s += x[i]; ws[0] = s; return; }
	if (p == 3) { x[0] += ws[0]; return; }
	update(x, r[0], r[1], (float)(p + 1));
}
void chain(float *x) {
	float ws[16];
	int64_t r[2];
	for (int p = 0; p < %d; p++) {
		r[0] = 0; r[1] = (p == 2 || p == 3) ? 1 : N / 64;
		phase(p, r, x, ws);
	}
}
void chain_plan(int64_t *w) {
	int64_t P = %d;
	w[0] = 4 + P + 1; w[1] = %d; w[2] = P; w[3] = 1;
	for (int p = 0; p < P; p++) w[4 + p] = (p == 2 || p == 3) ? 1 : N / 64;
	w[4 + P] = 64;
}
`, chainLen, units, chainPhases, chainPhases, codeobj.HostPlanVersion)
	flags := []string{"-O2", "-fPIC", "-shared", "-nostartfiles"}
	for p := range chainPhases {
		fmt.Fprintf(&src, "void chain_phase%d(void **a) { phase(%d, (int64_t *)a[0], (float *)a[1], (float *)a[2]); }\n", p, p)
		flags = append(flags, fmt.Sprintf("-Wl,--defsym=chain%s%d%s=chain_phase%d", PhaseSuffix, p, PackedSuffix, p))
	}
	flags = append(flags, "-Wl,--defsym=chain"+PlanSuffix+"=chain_plan")
	if !noRunList {
		src.WriteString("void runlist(void (**list)(void **), int64_t n) { for (int64_t i = 0; i < n; i++) list[2*i]((void **)list[2*i+1]); }\n")
		flags = append(flags, "-Wl,--defsym="+codeobj.HostRunList+"=runlist")
	}
	dir := tb.TempDir()
	c, so := filepath.Join(dir, "chain.c"), filepath.Join(dir, "chain.so")
	if err := os.WriteFile(c, []byte(src.String()), 0o600); err != nil {
		tb.Fatal(err)
	}
	if out, err := exec.Command(clang, append(flags, "-o", so, c)...).CombinedOutput(); err != nil {
		tb.Fatalf("clang-22: %v: %s", err, out)
	}
	payload, err := os.ReadFile(so)
	if err != nil {
		tb.Fatal(err)
	}
	obj, err := Load(payload)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { obj.Close() })
	if (obj.runlist != 0) == noRunList {
		tb.Fatalf("run list entry found: %v, want %v", obj.runlist != 0, !noRunList)
	}
	return obj
}

// randomChain is chainLen random floats in [-1, 1).
func randomChain(r *rand.Rand) []float32 {
	x := make([]float32, chainLen)
	for i := range x {
		x[i] = r.Float32()*2 - 1
	}
	return x
}

func chainBytes(x []float32) []byte {
	b := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

// TestRunPhasesWholeRuns: a kernel's phases run with every mix of split
// and whole phases (consecutive whole ones go in one run list call), on
// one to three threads, with and without the object's run list, give the
// whole entry's bytes on fresh random data.
func TestRunPhasesWholeRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, noRunList := range []bool{false, true} {
		obj := chainObject(t, 1, noRunList)
		f, err := obj.Func("chain")
		if err != nil {
			t.Fatal(err)
		}
		if f.Phases() != chainPhases {
			t.Fatalf("%d phases, want %d", f.Phases(), chainPhases)
		}
		for _, threads := range []int{1, 2, 3} {
			pool, err := NewPool(threads)
			if err != nil {
				t.Fatal(err)
			}
			// Every mask of split phases (extent-1 phases run whole
			// whatever the mask says).
			for mask := range 1 << chainPhases {
				x := randomChain(r)
				want := append([]float32(nil), x...)
				if err := f.CallAddrs(uintptr(unsafe.Pointer(&want[0]))); err != nil {
					t.Fatal(err)
				}
				cuts := make([]int, chainPhases)
				for p := range cuts {
					cuts[p] = 1
					if mask&(1<<p) != 0 {
						cuts[p] = chunksFor(f.ph.extents[p], threads, 0)
					}
				}
				if err := f.runPhases(pool, cuts, nil, true, []uintptr{uintptr(unsafe.Pointer(&x[0]))}, nil); err != nil {
					t.Fatal(err)
				}
				runtime.KeepAlive(want) // the kernels write x and want through uintptrs
				if !bytes.Equal(chainBytes(x), chainBytes(want)) {
					t.Fatalf("run list %v, %d threads, cuts %v: not the whole entry's bytes", !noRunList, threads, cuts)
				}
			}
			pool.Close()
		}
	}
}

// BenchmarkPhasesWhole runs the chain kernel's phases all whole, on one
// thread, through the run list (one call into native code) and phase by
// phase (a call each), against its whole entry: what the run list saves
// a kernel that splits one phase and runs its layout copies whole.
func BenchmarkPhasesWhole(b *testing.B) {
	x := randomChain(rand.New(rand.NewPCG(1, 2)))
	args := []uintptr{uintptr(unsafe.Pointer(&x[0]))}
	for _, c := range []struct {
		name      string
		noRunList bool
	}{{"runlist", false}, {"phase-by-phase", true}} {
		f, err := chainObject(b, 0, c.noRunList).Func("chain")
		if err != nil {
			b.Fatal(err)
		}
		cuts := make([]int, chainPhases)
		for i := range cuts {
			cuts[i] = 1
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := f.runPhases(nil, cuts, nil, true, args, nil); err != nil {
					b.Fatal(err)
				}
			}
			runtime.KeepAlive(x) // the kernel writes it through args' uintptr
		})
		if !c.noRunList {
			b.Run("whole-entry", func(b *testing.B) {
				for b.Loop() {
					if err := f.CallAddrs(args...); err != nil {
						b.Fatal(err)
					}
				}
				runtime.KeepAlive(x)
			})
		}
	}
}

// BenchmarkWholeBesidePollers times a kernel of about 100 µs run whole on
// the caller's thread right after a split launch, while the pool's
// workers poll for the next one (PoolOptions.WorkerSpin), against the same kernel on
// a pool of one thread (no worker): the workers must not take the core
// from it. (They did when each poll yielded with runtime.Gosched: a
// yielding goroutine is runnable work, so the scheduler handed the
// caller's P, idle while the caller is in native code, to another thread
// that ran a poller, and the caller shared a core with it: mobilenet_v2's
// small kernels took 2-3 times as long on 16 threads as on 1.) threads
// is GOMAXPROCS: a worker on every other core.
func BenchmarkWholeBesidePollers(b *testing.B) {
	f, err := chainObject(b, 40, false).Func("chain")
	if err != nil {
		b.Fatal(err)
	}
	x := randomChain(rand.New(rand.NewPCG(1, 2)))
	args := []uintptr{uintptr(unsafe.Pointer(&x[0]))}
	for _, threads := range []int{1, runtime.GOMAXPROCS(0)} {
		p, err := NewPool(threads)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var whole time.Duration
			for b.Loop() {
				var sink [8]float64
				p.run(8, func(i int) { sink[i] = spin(200) }) // the workers come and poll
				t0 := time.Now()
				if err := f.CallAddrs(args...); err != nil {
					b.Fatal(err)
				}
				whole += time.Since(t0)
			}
			runtime.KeepAlive(x) // the kernel writes it through args' uintptr
			b.ReportMetric(float64(whole.Nanoseconds())/float64(b.N)/1000, "whole-us/op")
		})
		p.Close()
	}
}
