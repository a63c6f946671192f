package finalize

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/tuner"
)

// fakeMeasurer times GPU trials without a GPU, deterministically: each
// distinct trial (by its device code) takes time(i), where i is the order
// in which it was first measured (0: the default, which the tuner measures
// first). forbid makes any measurement a test failure (a finalize that
// must compile a recorded decision measures nothing).
type fakeMeasurer struct {
	t      *testing.T
	time   func(i int) time.Duration
	forbid bool

	mu    sync.Mutex
	seen  [][]byte
	calls int
}

func (f *fakeMeasurer) Measure(_ context.Context, _ runtime.Device, o *codeobj.Object, inputs [][]byte, _ any) (time.Duration, any, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if f.forbid {
		f.t.Errorf("trial of %s measured; a recorded decision should have been compiled", o.Symbol)
	}
	if len(inputs) != len(o.Args) || len(o.Payload) == 0 {
		f.t.Errorf("trial of %s: %d inputs for %d arguments, %d bytes of code", o.Symbol, len(inputs), len(o.Args), len(o.Payload))
	}
	i := -1
	for j, s := range f.seen {
		if bytes.Equal(s, o.Payload) {
			i = j
		}
	}
	if i < 0 {
		i = len(f.seen)
		f.seen = append(f.seen, o.Payload)
	}
	return f.time(i), nil, nil
}

// portableSource lowers md and returns a source of its one portable
// (MLIR bytecode) kernel, the only launch of program main.
func portableSource(t *testing.T, md gputest.Model) *memSource {
	t.Helper()
	var obj *codeobj.Object
	for _, o := range gputest.Lower(t, md, 5) {
		if o.Format == codeobj.MLIRBytecode {
			obj = o
		}
	}
	if obj == nil {
		t.Fatalf("%s lowered to no portable kernel", md.Name)
	}
	return &memSource{objects: map[string]*codeobj.Object{obj.ID(): obj},
		programs: []program.Program{{Name: "main", Launches: []program.Launch{{Kernels: []string{obj.ID()}}}}}}
}

// gpuMatmul returns a source of one portable float32 matmul kernel
// large enough for the GEMM kernel (and so a tuning space), with random
// weights.
func gpuMatmul(t *testing.T) *memSource {
	t.Helper()
	md := gputest.Model{Name: "tuned_matmul", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, []int64{64, 96})
		m.InitFloats("w", []int64{96, 80}, gputest.RandFloats(r, 96*80))
		m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
		m.Node("Relu", "relu", []string{"p"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
	return portableSource(t, md)
}

// gpuHalfMatmul returns a source of one portable float16 M×K by K×N
// matmul kernel (both operands inputs), which the half wgmma/mma.sync
// kernel takes on sm_90a: its tuning searches that kernel's tilings
// (spaceMMA16).
func gpuHalfMatmul(t *testing.T, mkn ...int64) *memSource {
	t.Helper()
	if len(mkn) == 0 {
		mkn = []int64{256, 128, 192}
	}
	md := gputest.Model{Name: "tuned_half_matmul", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", 10, []int64{mkn[0], mkn[1]})
		m.Input("w", 10, []int64{mkn[1], mkn[2]})
		m.Node("MatMul", "mm", []string{"a", "w"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
	return portableSource(t, md)
}

// gpuAttention returns a source of one portable fused attention (fp16
// Q, K, V and an fp32 mask), which the half flash kernel takes on NVIDIA
// targets: its tuning searches the kernel's tilings (spaceAttn).
func gpuAttention(t *testing.T) *memSource {
	t.Helper()
	const b, s, h, d = 2, 256, 4, 64
	md := gputest.Model{Name: "tuned_attention", Build: func(m *onnxtest.Model, r *rand.Rand) {
		for _, n := range []string{"q", "k", "v"} {
			m.Input(n, 10, []int64{b, s, h * d})
		}
		m.Input("mask", onnxtest.Float, []int64{b, 1, 1, s})
		m.Node("Attention", "attn", []string{"q", "k", "v", "mask"}, []string{"y"},
			onnxtest.Int("q_num_heads", h), onnxtest.Int("kv_num_heads", h), onnxtest.Float32("scale", 0.125), onnxtest.Int("softmax_precision", 1))
		m.Output("y", 0, nil)
	}}
	return portableSource(t, md)
}

// TestGPUTuningDecisions drives GPU tuning for sm_90a (exact and TF32;
// a half fused attention's flash kernel tilings) and gfx942 through Run with a
// fake measurer (no GPU here) that makes a non-default tiling win, and
// follows its decision the way a fleet does: the decision is recorded
// (keyed by the device kind), exported alone, imported into an empty
// cache (no native entry crosses), and a finalize there for the same
// device kind compiles the recorded tiling — the very object the tuning
// made — measuring nothing. A second device kind tunes for itself (its
// own winner, the first device's decision reported unused); both
// decisions then coexist, and each device's finalize picks its own.
func TestGPUTuningDecisions(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps)", err)
	}
	for _, tc := range []struct {
		row   string
		tf32  bool
		space string
		src   func(*testing.T) *memSource
	}{
		{"sm_90a", false, spaceGEMM, gpuMatmul},
		{"sm_90a", true, spaceMMA, gpuMatmul},
		{"gfx942", false, spaceGEMM, gpuMatmul},
		{"sm_90a", false, spaceAttn, gpuAttention},
		{"sm_90a", false, spaceMMA16, func(t *testing.T) *memSource { return gpuHalfMatmul(t) }},
	} {
		t.Run(fmt.Sprintf("%s/tf32=%v/%s", tc.row, tc.tf32, tc.space), func(t *testing.T) {
			checkGPUDecisions(t, path, tc.row, tc.tf32, tc.space, tc.src(t))
		})
	}
}

// checkGPUDecisions is TestGPUTuningDecisions for one target row, with or
// without TF32, whose kernel (src's one) tuning searches the given space.
func checkGPUDecisions(t *testing.T, path, row string, tf32 bool, wantSpace string, src *memSource) {
	const h100, h200 = "Fake H100/sm_90/132SM", "Fake H200/sm_90/132SM"
	// The H100 favours the first non-default trial, the H200 the last of
	// quick's: different winners, both beating the default by far.
	firstWins := func(i int) time.Duration {
		return map[bool]time.Duration{true: 300 * time.Microsecond, false: time.Millisecond}[i == 1]
	}
	lastWins := func(i int) time.Duration { return time.Millisecond - time.Duration(i)*100*time.Microsecond }

	type outcome struct {
		obj     *codeobj.Object
		st      Stats
		reports []TuneReport
	}
	finalize := func(c *kcache.Cache, device string, m *fakeMeasurer) outcome {
		t.Helper()
		var out outcome
		var mu sync.Mutex
		opts := &TuneOptions{Strategy: tuner.Quick, Report: func(r TuneReport) { mu.Lock(); out.reports = append(out.reports, r); mu.Unlock() },
			Devices: map[string]TuneDevice{row: {ID: device, Open: func() (runtime.Device, error) { return nil, nil }, Measurer: m}}}
		tg, err := New(mustRow(t, row), Config{Library: testLibrary{t, path}, Tune: opts, AllowTF32: tf32})
		if err != nil {
			t.Fatal(err)
		}
		defer tg.Close()
		objs, st, err := Run(context.Background(), src, []Target{tg}, Options{Cache: c})
		if err != nil {
			t.Fatal(err)
		}
		if len(objs) != 1 {
			t.Fatalf("%d objects, want 1", len(objs))
		}
		out.obj, out.st = objs[0], st
		return out
	}
	open := func() *kcache.Cache {
		c, err := kcache.Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	decisions := func(c *kcache.Cache) map[string]string { // device -> tiling
		t.Helper()
		es, err := c.Decisions()
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, e := range es {
			b, ok, err := c.Get(e.Parts)
			if err != nil || !ok {
				t.Fatalf("decision %s: %v %v", e.Key, ok, err)
			}
			rec, err := decodeDecision(e.Parts, b)
			if err != nil {
				t.Fatalf("a stored decision does not validate: %v", err)
			}
			space, name, err := decodeGPUSchedule(mustRow(t, row), rec.Schedule)
			if err != nil || space != wantSpace || rec.Target != row || e.Parts.Device != rec.Device {
				t.Fatalf("decision %+v: %v", rec, err)
			}
			out[rec.Device] = name
		}
		return out
	}
	transfer := func(from *kcache.Cache) *kcache.Cache {
		t.Helper()
		var arch bytes.Buffer
		if _, err := from.Export(&arch, kcache.KeyParts.IsDecision); err != nil {
			t.Fatal(err)
		}
		to := open()
		st, err := to.Import(&arch, kcache.ImportOptions{Trust: &kcache.Trust{}, Decision: ValidateDecision})
		if err != nil {
			t.Fatal(err)
		}
		ents, err := to.List()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if !e.Parts.IsDecision() {
				t.Errorf("a native entry was imported: %+v", e.Parts)
			}
		}
		if st.Decisions != len(ents) || st.Untrusted != 0 {
			t.Errorf("import: %+v of %d entries, want only decisions", st, len(ents))
		}
		return to
	}

	// Tune on the H100.
	a := open()
	ma := &fakeMeasurer{t: t, time: firstWins}
	tuned := finalize(a, h100, ma)
	if len(tuned.reports) != 1 || ma.calls < tuner.QuickPoints {
		t.Fatalf("tuning: %d reports, %d measurements; want the kernel tuned over quick's %d points", len(tuned.reports), ma.calls, tuner.QuickPoints)
	}
	best := tuned.reports[0]
	if best.BestTime >= best.DefaultTime || best.BestTime != 300*time.Microsecond {
		t.Fatalf("tuning kept %s at %v (default %v): want the non-default trial the measurer favours", best.Best, best.BestTime, best.DefaultTime)
	}
	if got := decisions(a); len(got) != 1 || got[h100] != best.Best {
		t.Fatalf("decisions recorded %v, want the H100's %s", got, best.Best)
	}

	// Export --tuned, import into an empty cache, finalize there for the
	// same device kind: the recorded tiling, compiled, not measured.
	b := transfer(a)
	decided := finalize(b, h100, &fakeMeasurer{t: t, forbid: true})
	if len(decided.reports) != 0 || len(decided.st.Decided) != 1 || decided.st.Decided[0].Schedule != best.Best || len(decided.st.ForeignDecisions) != 0 {
		t.Fatalf("finalize from the imported decision: %+v, %d tuned; want %s compiled, nothing tuned", decided.st.Decided, len(decided.reports), best.Best)
	}
	if decided.obj.ID() != tuned.obj.ID() || !bytes.Equal(decided.obj.Payload, tuned.obj.Payload) {
		t.Error("the kernel compiled from the decision differs from the tuned one")
	}

	// Another device kind tunes for itself, reporting the H100's decision
	// unused, and records its own beside it.
	mb := &fakeMeasurer{t: t, time: lastWins}
	other := finalize(b, h200, mb)
	if len(other.reports) != 1 || other.st.ForeignDecisions[h100] != 1 || len(other.st.Decided) != 0 {
		t.Fatalf("finalize for the H200: %d tuned, foreign %v, decided %v; want it tuned, the H100's decision reported", len(other.reports), other.st.ForeignDecisions, other.st.Decided)
	}
	h200Best := other.reports[0].Best
	if h200Best == best.Best {
		t.Fatalf("both devices chose %s; the fake timings should differ", h200Best)
	}
	if got := decisions(b); len(got) != 2 || got[h100] != best.Best || got[h200] != h200Best {
		t.Fatalf("decisions %v, want the H100's %s and the H200's %s side by side", got, best.Best, h200Best)
	}

	// Both travel; each device's finalize takes its own.
	c := transfer(b)
	for dev, want := range map[string]string{h100: best.Best, h200: h200Best} {
		got := finalize(c, dev, &fakeMeasurer{t: t, forbid: true})
		if len(got.st.Decided) != 1 || got.st.Decided[0].Schedule != want || len(got.reports) != 0 {
			t.Errorf("finalize for %s: decided %v, %d tuned; want %s from its own decision", dev, got.st.Decided, len(got.reports), want)
		}
	}
}

// TestGPUDecisionOutsideSpace checks that a well-formed GPU decision whose
// tiling is not a point of the kernel's space here (an attacker's, or one
// from a target with another space) is refused at finalize, which then
// tunes the kernel.
func TestGPUDecisionOutsideSpace(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps)", err)
	}
	src := gpuMatmul(t)
	const dev = "Fake H100/sm_90/132SM"
	c, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	m := &fakeMeasurer{t: t, time: func(i int) time.Duration { return time.Duration(10-i) * time.Microsecond }}
	var reports int
	opts := &TuneOptions{Strategy: tuner.Quick, Report: func(TuneReport) { reports++ },
		Devices: map[string]TuneDevice{"sm_90a": {ID: dev, Open: func() (runtime.Device, error) { return nil, nil }, Measurer: m}}}
	tg, err := New(mustRow(t, "sm_90a"), Config{Library: testLibrary{t, path}, Tune: opts})
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	// File a decision for the kernel before any tuning: a tiling no
	// GEMM space holds (and one of another space's type).
	pool, err := tg.Open(context.Background(), func(error) {})
	if err != nil {
		t.Fatal(err)
	}
	var obj *codeobj.Object
	for _, o := range src.objects {
		obj = o
	}
	in, err := tg.Source(obj)
	if err != nil {
		t.Fatal(err)
	}
	parts := decisionParts(tg.KeyParts(pool.Identity(), in), "sm_90a")
	for _, sched := range []string{
		`{"space":"gemm","tile":{"BM":96,"BN":96,"BK":8,"TM":6,"TN":6,"PerSM":1,"Speed":1}}`,
		`{"space":"mma16","tile":{"BM":128,"BN":128,"BK":32,"WM":2,"WN":2,"Stages":3,"WG":false,"PerSM":1,"Speed":1}}`,
	} {
		if _, _, err := decodeGPUSchedule(mustRow(t, "sm_90a"), []byte(sched)); err != nil {
			t.Fatalf("the crafted schedule is not even well-formed: %v", err)
		}
		rec, _ := json.Marshal(decisionRecord{Format: decisionFormat, Target: "sm_90a", Device: dev, Kernel: obj.Symbol, Schedule: json.RawMessage(sched)})
		if err := c.Put(parts, rec); err != nil {
			t.Fatal(err)
		}
		reports = 0
		_, st, err := Run(context.Background(), src, []Target{tg}, Options{Cache: c})
		if err != nil {
			t.Fatal(err)
		}
		if len(st.Decided) != 0 || reports != 1 || len(st.Warnings) == 0 {
			t.Errorf("decision %s: decided %v, %d tuned, warnings %q; want it refused and the kernel tuned", sched, st.Decided, reports, st.Warnings)
		}
		// Drop the tuned kernel so the next decision is looked up.
		if err := c.Remove(tg.KeyParts(pool.Identity(), in)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestGPUTuneOnly checks TuneOptions.Only, a benchmark's forced tiling,
// on BERT's FFN-up product (4096×768 by 768×3072, fp16): tuned over one
// warp-specialized tiling alone, the kernel measures that point only and
// keeps it — its object the persistent kernel's launch, one block per
// sm_90a multiprocessor of the tiling's threads, waiting on mbarriers —
// records no decision and is cached under its own key (an unrestricted
// tuning after it tunes again); a name no point of the kernel's space has
// is an error that lists the points.
func TestGPUTuneOnly(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps)", err)
	}
	src := gpuHalfMatmul(t, 4096, 768, 3072)
	c, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	tile := kernelgen.WGMMA16WSTiles()[0]
	want := tile.String()
	var obj *codeobj.Object
	run := func(only []string) ([]TuneReport, *fakeMeasurer, Stats, error) {
		m := &fakeMeasurer{t: t, time: func(i int) time.Duration { return time.Duration(10+i) * time.Microsecond }}
		var reports []TuneReport
		opts := &TuneOptions{Strategy: tuner.Exhaustive, Only: only, Report: func(r TuneReport) { reports = append(reports, r) },
			Devices: map[string]TuneDevice{"sm_90a": {ID: "Fake H100/sm_90/132SM", Open: func() (runtime.Device, error) { return nil, nil }, Measurer: m}}}
		tg, err := New(mustRow(t, "sm_90a"), Config{Library: testLibrary{t, path}, Tune: opts})
		if err != nil {
			t.Fatal(err)
		}
		defer tg.Close()
		objs, st, err := Run(context.Background(), src, []Target{tg}, Options{Cache: c})
		if len(objs) == 1 {
			obj = objs[0]
		}
		return reports, m, st, err
	}
	reports, m, _, err := run([]string{want})
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 || reports[0].Best != want || m.calls != 1 {
		t.Fatalf("restricted tuning: reports %+v, %d measurements; want %s measured alone", reports, m.calls, want)
	}
	sm90a := mustRow(t, "sm_90a")
	if obj == nil || len(obj.Launches) != 1 || obj.Launches[0].Grid != [3]int64{int64(sm90a.Processors), 1, 1} ||
		obj.Launches[0].Block != [3]int64{tile.Threads(), 1, 1} || !bytes.Contains(obj.Payload, []byte("mbarrier.try_wait.parity")) {
		var launches []codeobj.Launch
		if obj != nil {
			launches = obj.Launches
		}
		t.Fatalf("launches %+v: not the warp-specialized kernel's (grid %d, block %d, mbarrier waits)", launches, sm90a.Processors, tile.Threads())
	}
	if ds, err := c.Decisions(); err != nil || len(ds) != 0 {
		t.Fatalf("a restricted tuning recorded decisions %v (%v)", ds, err)
	}
	reports, m, _, err = run(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 || m.calls < 10 {
		t.Fatalf("the unrestricted tuning after it: reports %+v, %d measurements; want the whole space measured", reports, m.calls)
	}
	if _, _, _, err := run([]string{"wgws1x1x1"}); err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("an unknown tiling: %v; want an error listing the points", err)
	}
}
