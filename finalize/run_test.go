package finalize

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/target"
)

// fakeTarget is a Target that needs no MLIR library: it "compiles" a kernel
// by hashing its compiler's identity with the module, sleeping a random
// moment first so that workers finish out of order.
type fakeTarget struct {
	row     target.Target
	id      Identity  // what Open's compiler is named
	memo    *Identity // what the memo remembers; nil: nothing
	workers int
	failOn  string // a symbol whose compile fails
	// cancel, when not nil, is called by the first compile, which then
	// fails with the context's error.
	cancel func()

	opens, remembered atomic.Int32
	mu                sync.Mutex
	compiled          map[string]int // per symbol
	pool              *fakePool
}

func newFake(name string, memo bool) *fakeTarget {
	row, err := target.Lookup(name)
	if err != nil {
		panic(err)
	}
	f := &fakeTarget{row: row, id: Identity{Compiler: "fake-cc/1 " + name, Target: "fake:" + name}, workers: 3, compiled: map[string]int{}}
	if memo {
		id := f.id
		f.memo = &id
	}
	return f
}

func (f *fakeTarget) Row() target.Target { return f.row }
func (f *fakeTarget) Pick(v []*codeobj.Object) (*codeobj.Object, error) {
	return PickVariant(v, f.row.Wave)
}
func (f *fakeTarget) Source(o *codeobj.Object) (Input, error) {
	if !o.Format.Portable() {
		return Input{}, fmt.Errorf("%s is not portable", o.Format)
	}
	return Input{Module: o.Payload, Kind: SourceTOSA}, nil
}
func (f *fakeTarget) Remembered(func(error)) (Identity, bool) {
	if f.memo == nil {
		return Identity{}, false
	}
	return *f.memo, true
}
func (f *fakeTarget) Open(context.Context, func(error)) (Pool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.pool == nil {
		f.opens.Add(1)
		f.pool = &fakePool{f: f}
		id := f.id
		f.memo = &id // remembered for the next finalize
		f.remembered.Add(1)
	}
	return f.pool, nil
}
func (f *fakeTarget) KeyParts(id Identity, in Input) kcache.KeyParts {
	return kcache.KeyParts{CodeObject: kcache.ContentHash(in.Module) + "/" + in.Kind.String(), Target: id.Target, Compiler: id.Compiler, Tuning: "default"}
}
func (f *fakeTarget) Object(src *codeobj.Object, payload []byte, id Identity) (*codeobj.Object, error) {
	return &codeobj.Object{Format: f.row.Format, Target: f.row.Name, Symbol: src.Symbol, Args: src.Args,
		Global: src.Global, Local: src.Local, Source: src.ID(), Compiler: id.Compiler, Payload: payload}, nil
}
func (f *fakeTarget) Close() error { return nil }

// fakeCompile is what fakeTarget's compiler makes of in.
func fakeCompile(id Identity, in Input) []byte {
	h := sha256.Sum256(append([]byte(id.Compiler+"\x00"), in.Module...))
	return h[:]
}

type fakePool struct {
	f     *fakeTarget
	calls atomic.Int32
}

func (p *fakePool) Identity() Identity { return p.f.id }
func (p *fakePool) Workers() int       { return p.f.workers }
func (p *fakePool) Compile(ctx context.Context, in Input) ([]byte, PhaseTimes, error) {
	if p.calls.Add(1) == 1 && p.f.cancel != nil {
		p.f.cancel()
		return nil, PhaseTimes{}, ctx.Err()
	}
	time.Sleep(time.Duration(rand.IntN(300)) * time.Microsecond)
	sym := symbolOf(in.Module)
	if sym == p.f.failOn {
		return nil, PhaseTimes{}, errors.New("the fake compiler refuses")
	}
	p.f.mu.Lock()
	p.f.compiled[sym]++
	p.f.mu.Unlock()
	return fakeCompile(p.f.id, in), PhaseTimes{Kernels: 1, Lower: time.Microsecond}, nil
}

// symbolOf reads the symbol a test kernel's payload starts with.
func symbolOf(module []byte) string {
	s, _, _ := strings.Cut(string(module), "\x00")
	return s
}

// memSource is a Source in memory.
type memSource struct {
	programs  []program.Program
	objects   map[string]*codeobj.Object
	finalized []*codeobj.Object
}

func (s *memSource) Programs() []program.Program { return s.programs }
func (s *memSource) Finalized(l program.Launch, target string) (string, bool) {
	for _, k := range l.Kernels {
		for _, o := range s.finalized {
			if o.Source == k && o.Target == target {
				return o.ID(), true
			}
		}
	}
	return "", false
}
func (s *memSource) ReadObject(id string) (*codeobj.Object, error) {
	o, ok := s.objects[id]
	if !ok {
		return nil, fmt.Errorf("no object %s", id)
	}
	return o, nil
}

// kernel makes a portable object named sym of the given wave (0: wave
// independent) with random contents.
func kernel(r *rand.Rand, sym string, wave int) *codeobj.Object {
	format := codeobj.MLIRBytecode
	if wave != 0 || r.IntN(2) == 0 {
		format = codeobj.AMDGCNSPIRV
	}
	payload := []byte(fmt.Sprintf("%s\x00wave%d\x00", sym, wave))
	for range 8 + r.IntN(32) {
		payload = append(payload, byte(r.Uint32()))
	}
	return &codeobj.Object{Format: format, Target: "spirv64", Symbol: sym, Wave: wave,
		Args: []codeobj.Arg{{Name: "x", DType: "float32", Shape: []int64{int64(1 + r.IntN(64))}}}, Payload: payload}
}

// randomSource makes programs of random launches over a random set of
// kernels, each either wave independent or a wave32 and a wave64 variant;
// launches reuse kernels, so a finalize must deduplicate them.
func randomSource(r *rand.Rand) *memSource {
	s := &memSource{objects: map[string]*codeobj.Object{}}
	var groups [][]string
	for k := range 2 + r.IntN(8) {
		sym := fmt.Sprintf("k%d", k)
		var variants []*codeobj.Object
		if r.IntN(3) == 0 {
			variants = []*codeobj.Object{kernel(r, sym, 32), kernel(r, sym, 64)}
			if r.IntN(2) == 0 {
				slices.Reverse(variants)
			}
		} else {
			variants = []*codeobj.Object{kernel(r, sym, 0)}
		}
		var ids []string
		for _, v := range variants {
			s.objects[v.ID()] = v
			ids = append(ids, v.ID())
		}
		groups = append(groups, ids)
	}
	for p := range 1 + r.IntN(3) {
		prog := program.Program{Name: fmt.Sprintf("p%d", p)}
		for i := range 1 + r.IntN(12) {
			prog.Launches = append(prog.Launches, program.Launch{Kernels: groups[r.IntN(len(groups))], Label: fmt.Sprintf("launch%d", i)})
		}
		s.programs = append(s.programs, prog)
	}
	return s
}

// want is what a finalize of s for targets must return, by brute force:
// per target, each launch's variant of the target's wave (or a wave
// independent one; the host takes the first), once, in launch order.
func want(t *testing.T, s *memSource, targets []*fakeTarget) []*codeobj.Object {
	t.Helper()
	var out []*codeobj.Object
	for _, f := range targets {
		seen := map[string]bool{}
		for _, p := range s.programs {
			for _, l := range p.Launches {
				if _, ok := s.Finalized(l, f.row.Name); ok {
					continue
				}
				var pick *codeobj.Object
				for _, id := range l.Kernels {
					if o := s.objects[id]; o.Wave == f.row.Wave || o.Wave == 0 || f.row.Wave == 0 {
						pick = o
						break
					}
				}
				if pick == nil {
					t.Fatalf("launch %s has no variant for %s", l.Label, f.row.Name)
				}
				if !seen[pick.ID()] {
					seen[pick.ID()] = true
					in := Input{Module: pick.Payload, Kind: SourceTOSA}
					obj, _ := f.Object(pick, fakeCompile(f.id, in), f.id)
					out = append(out, obj)
				}
			}
		}
	}
	return out
}

func ids(objs []*codeobj.Object) []string {
	out := make([]string, len(objs))
	for i, o := range objs {
		out[i] = o.ID()
	}
	return out
}

func asTargets(fs []*fakeTarget) []Target {
	out := make([]Target, len(fs))
	for i, f := range fs {
		out[i] = f
	}
	return out
}

// TestRunOrderAndDedup finalizes random sources for one to three targets
// with any number of workers: the objects come in plan order however the
// workers ran, each distinct kernel is compiled once per target, every
// target gets the variant of its wave size, and progress counts up to the
// total.
func TestRunOrderAndDedup(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	arches := [][]string{{"host"}, {"sm_90"}, {"gfx942"}, {"sm_90", "host"}, {"gfx1151", "gfx90a", "host"}}
	for trial := range 40 {
		arch := arches[trial%len(arches)]
		t.Run(fmt.Sprintf("%d-%s", trial, strings.Join(arch, ",")), func(t *testing.T) {
			src := randomSource(r)
			var fakes []*fakeTarget
			for _, a := range arch {
				f := newFake(a, r.IntN(2) == 0)
				f.workers = 1 + r.IntN(4)
				fakes = append(fakes, f)
			}
			wantObjs := want(t, src, fakes)
			var events []Event
			objs, st, err := Run(context.Background(), src, asTargets(fakes), Options{
				Jobs: 1 + r.IntN(4), Progress: func(e Event) { events = append(events, e) },
			})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(ids(objs), ids(wantObjs)) {
				t.Fatalf("objects %v\nwant     %v", ids(objs), ids(wantObjs))
			}
			for _, f := range fakes {
				for sym, n := range f.compiled {
					if n != 1 {
						t.Errorf("%s: %s compiled %d times", f.row.Name, sym, n)
					}
				}
			}
			if st.Kernels != len(objs) || st.Compiled != len(objs) || st.CacheHits != 0 || !st.LibraryLoaded || st.Phases.Kernels != len(objs) {
				t.Errorf("stats %+v for %d objects", st, len(objs))
			}
			if len(events) != len(objs)+1 || events[0].Done != 0 || events[0].Total != len(objs) {
				t.Fatalf("%d events, first %+v, for %d objects", len(events), events[0], len(objs))
			}
			for i, e := range events[1:] {
				if e.Done != i+1 || e.Total != len(objs) || e.Symbol == "" || e.CacheHit {
					t.Errorf("event %d: %+v", i+1, e)
				}
			}
		})
	}
}

// TestRunCache finalizes one source through one cache as the identity memo
// and the cache change: a warm finalize whose memo names the compiler never
// opens it; a wrong memo is corrected by the compiler, with a warning; the
// objects are the same every time.
func TestRunCache(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	src := randomSource(r)
	cache, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var first []string
	memo := map[string]*Identity{} // per target, as the fakes leave it
	for _, tc := range []struct {
		name    string
		memo    func(f *fakeTarget) // changes the memo before the run
		noCache bool
		// per target
		opens, compiled, hits int
		memoHit               bool
		warning               string
	}{
		{name: "cold cache", opens: 1, compiled: -1},
		{name: "warm cache", hits: -1, memoHit: true},
		{name: "no memo", memo: func(f *fakeTarget) { f.memo = nil }, opens: 1, hits: -1},
		{name: "wrong memo", memo: func(f *fakeTarget) { f.memo = &Identity{Compiler: "fake-cc/0", Target: "bogus"} }, opens: 1, hits: -1, warning: "identity memo named"},
		{name: "memo corrected", hits: -1, memoHit: true},
		{name: "no cache", noCache: true, opens: 1, compiled: -1, memoHit: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fakes := []*fakeTarget{newFake("host", false), newFake("sm_90", false)}
			for _, f := range fakes {
				f.memo = memo[f.row.Name]
				if tc.memo != nil {
					tc.memo(f)
				}
			}
			n := len(want(t, src, fakes))
			opts := Options{Jobs: 1 + r.IntN(4), Cache: cache}
			if tc.noCache {
				opts.Cache = nil
			}
			objs, st, err := Run(context.Background(), src, asTargets(fakes), opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range fakes {
				memo[f.row.Name] = f.memo
			}
			compiled, hits := tc.compiled, tc.hits
			if compiled < 0 {
				compiled = n
			}
			if hits < 0 {
				hits = n
			}
			opens := 0
			for _, f := range fakes {
				opens += int(f.opens.Load())
			}
			if opens != tc.opens*len(fakes) || st.LibraryLoaded != (tc.opens > 0) {
				t.Errorf("compilers opened %d times (loaded %v), want %d per target", opens, st.LibraryLoaded, tc.opens)
			}
			if st.Compiled != compiled || st.CacheHits != hits || st.Kernels != n || st.IdentityMemoHit != tc.memoHit {
				t.Errorf("stats %+v; want %d compiled, %d hits, memo hit %v", st, compiled, hits, tc.memoHit)
			}
			if w := strings.Join(st.Warnings, "\n"); tc.warning == "" && w != "" || !strings.Contains(w, tc.warning) {
				t.Errorf("warnings %q, want %q", w, tc.warning)
			}
			if first == nil {
				first = ids(objs)
			} else if !slices.Equal(ids(objs), first) {
				t.Errorf("objects differ from the cold finalize's")
			}
		})
	}
}

func TestPickVariant(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, tc := range []struct {
		waves []int // the launch's variants
		wave  int   // the target's
		want  int   // the index picked; -1: an error
	}{
		{[]int{0}, 0, 0},
		{[]int{0}, 32, 0},
		{[]int{0}, 64, 0},
		{[]int{32, 64}, 0, 0},
		{[]int{64, 32}, 0, 0},
		{[]int{32, 64}, 32, 0},
		{[]int{32, 64}, 64, 1},
		{[]int{64, 32}, 32, 1},
		{[]int{32, 0}, 0, 1},
		{[]int{32, 0}, 64, 1},
		{[]int{64}, 32, -1},
		{[]int{32}, 64, -1},
		{[]int{64}, 0, 0},
		{nil, 0, -1},
	} {
		var vs []*codeobj.Object
		for i, w := range tc.waves {
			vs = append(vs, kernel(r, fmt.Sprintf("v%d", i), w))
		}
		got, err := PickVariant(vs, tc.wave)
		switch {
		case tc.want < 0 && err == nil:
			t.Errorf("PickVariant(%v, %d) = wave %d, want an error", tc.waves, tc.wave, got.Wave)
		case tc.want >= 0 && err != nil:
			t.Errorf("PickVariant(%v, %d): %v", tc.waves, tc.wave, err)
		case tc.want >= 0 && got != vs[tc.want]:
			t.Errorf("PickVariant(%v, %d) = %s, want variant %d", tc.waves, tc.wave, got.Symbol, tc.want)
		}
	}
}

// TestRunPresent finalizes a source already finalized for one target: that
// target's launches count as present and nothing is compiled for it.
func TestRunPresent(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	src := randomSource(r)
	host, sm90 := newFake("host", false), newFake("sm_90", false)
	done, _, err := Run(context.Background(), src, []Target{host}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	src.finalized = done
	launches := 0
	for _, p := range src.programs {
		launches += len(p.Launches)
	}
	host2 := newFake("host", false)
	objs, st, err := Run(context.Background(), src, []Target{host2, sm90}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st.Present != launches || len(host2.compiled) != 0 || host2.opens.Load() != 0 {
		t.Errorf("present %d of %d launches; host compiled %v", st.Present, launches, host2.compiled)
	}
	if w := want(t, src, []*fakeTarget{sm90}); !slices.Equal(ids(objs), ids(w)) {
		t.Errorf("objects %v, want sm_90's %v", ids(objs), ids(w))
	}
}

// TestRunErrors checks the failures: a kernel that does not compile names
// itself and its target, a cancelled finalize stops with the context's
// error, a launch without a variant for the target's wave size names the
// launch.
func TestRunErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	src := randomSource(r)

	f := newFake("sm_90", false)
	f.failOn = "k1"
	src.programs = append(src.programs, program.Program{Name: "extra", Launches: []program.Launch{{Kernels: []string{kernelID(src, r, "k1")}}}})
	_, _, err := Run(context.Background(), src, []Target{f}, Options{})
	var ke *KernelError
	if !errors.As(err, &ke) || ke.Target != "sm_90" || ke.Object.Symbol != "k1" || !strings.Contains(err.Error(), "refuses") {
		t.Errorf("failing compile: %v, want a KernelError for k1 on sm_90", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	f = newFake("host", false)
	f.cancel = cancel
	if _, _, err := Run(ctx, src, []Target{f}, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled finalize: %v, want context.Canceled", err)
	}

	w64 := kernel(r, "only64", 64)
	src.objects[w64.ID()] = w64
	src.programs = append(src.programs, program.Program{Name: "wide", Launches: []program.Launch{{Kernels: []string{w64.ID()}, Label: "only64"}}})
	if _, _, err := Run(context.Background(), src, []Target{newFake("gfx1151", false)}, Options{}); err == nil || !strings.Contains(err.Error(), "only64") || !strings.Contains(err.Error(), "gfx1151") {
		t.Errorf("no variant for wave 32: %v, want an error naming the launch and the target", err)
	}
	if _, _, err := Run(context.Background(), src, []Target{newFake("gfx942", false)}, Options{}); err != nil {
		t.Errorf("wave 64 target: %v", err)
	}
}

// kernelID returns the ID of a wave-independent kernel named sym in src,
// adding one when there is none.
func kernelID(src *memSource, r *rand.Rand, sym string) string {
	for id, o := range src.objects {
		if o.Symbol == sym && o.Wave == 0 {
			return id
		}
	}
	o := kernel(r, sym, 0)
	src.objects[o.ID()] = o
	return o.ID()
}

// TestNew checks which rows have a compiler: every row of the table (host,
// NVIDIA, AMD); a kind without one is an error naming the target, and a
// device-library flag naming nothing is an error naming the flag.
func TestNew(t *testing.T) {
	for _, tc := range []struct {
		row target.Target
		cfg Config
		err string
	}{
		{row: target.HostRow()},
		{row: mustRow(t, "sm_90")},
		{row: mustRow(t, "sm_100")},
		{row: mustRow(t, "gfx942")},
		{row: mustRow(t, "gfx1151")},
		{row: mustRow(t, "gfx1151"), cfg: Config{ROCmDeviceLibs: "/nonexistent"}, err: "--rocm-device-libs /nonexistent"},
		{row: mustRow(t, "sm_90"), cfg: Config{Libdevice: "/nonexistent.bc"}, err: "--libdevice /nonexistent.bc"},
		{row: target.Target{Name: "npu9", Kind: "npu"}, err: "target npu9: no npu compiler in this build yet"},
		{row: mustRow(t, "sm_80"), cfg: Config{AllowTF32: true}},
		{row: mustRow(t, "sm_90"), cfg: Config{AllowTF32: true}},
		{row: target.HostRow(), cfg: Config{AllowTF32: true}, err: "--allow-tf32 on target host: it runs on this CPU"},
		{row: mustRow(t, "gfx942"), cfg: Config{AllowTF32: true}, err: "--allow-tf32 on target gfx942: AMD targets"},
		{row: target.Target{Name: "sm_75", Kind: target.CUDA}, cfg: Config{AllowTF32: true}, err: "--allow-tf32 on target sm_75: its matrix units take no TF32"},
	} {
		tg, err := New(tc.row, tc.cfg)
		if tc.err == "" {
			if err != nil || tg.Row().Name != tc.row.Name {
				t.Errorf("New(%s) = %v, %v", tc.row.Name, tg, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("New(%s): %v, want %q", tc.row.Name, err, tc.err)
		}
		var nc *NoCompilerError
		if tc.row.Kind == "npu" && (!errors.As(err, &nc) || nc.Target.Name != tc.row.Name) {
			t.Errorf("New(%s): %v is not a *NoCompilerError", tc.row.Name, err)
		}
	}
}

func mustRow(t *testing.T, name string) target.Target {
	t.Helper()
	r, err := target.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
