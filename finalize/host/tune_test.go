package host

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	hostdev "github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/tuner"
)

// TestHostSpace checks the host tuning space of each CPU class's default:
// the default first, every point valid and distinct, and enough points
// for each strategy to differ.
func TestHostSpace(t *testing.T) {
	for _, def := range HostSchedules() {
		s := HostSpace(def, "fma256")
		if s[0] != def {
			t.Errorf("%s: space starts with %s", def, s[0])
		}
		want := withConv32(def, "fma256")
		want.Name = "tuned"
		if s[1] != want {
			t.Errorf("%s: the first neighbour is %s, want %s (the float32 micro-kernel)", def, s[1], want)
		}
		if def.Conv32 != "" && !slices.ContainsFunc(s, func(p HostSchedule) bool { return p.Conv32 == "" }) {
			t.Errorf("%s: no point without the float32 micro-kernel", def)
		}
		seen := map[HostSchedule]bool{}
		for _, p := range s {
			if err := p.Validate(); err != nil {
				t.Errorf("%s: %v", def, err)
			}
			if seen[p] {
				t.Errorf("%s: %s twice", def, p)
			}
			seen[p] = true
		}
		if len(s) <= tuner.FullPoints {
			t.Errorf("%s: %d points, no more than full measures", def, len(s))
		}
	}
	if s := HostSpace(HostSchedule{}, "fma512"); len(s) != 1 {
		t.Errorf("the unscheduled path has %d points", len(s))
	}
}

// TestTuneHost tunes a matmul kernel on this CPU with the full strategy:
// every point is compiled and measured, and the winner computes what the
// default does; a pooling kernel (no contraction) compiles once, untuned.
func TestTuneHost(t *testing.T) {
	lib := gputest.OpenLib(t)
	c := NewCompiler(lib, 1)
	defer c.Close()
	md := gputest.Model{Name: "mm", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, []int64{48, 40})
		m.InitFloats("w", []int64{40, 56}, gputest.RandFloats(r, 40*56))
		m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
		m.Node("Relu", "relu", []string{"p"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
	var o *codeobj.Object
	for _, x := range gputest.Lower(t, md, 4) {
		if x.Format == codeobj.MLIRBytecode {
			o = x
		}
	}
	var reports []TuneReport
	var mu sync.Mutex
	so, _, best, err := c.TuneHost(context.Background(), o.Payload, o, TuneOptions{Strategy: tuner.Full, Report: func(r TuneReport) { reports = append(reports, r) }}, hostdev.NewDevice(nil), &mu)
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 || reports[0].Stats.Measured != tuner.FullPoints || reports[0].Stats.Compiled != tuner.FullPoints || reports[0].BestTime <= 0 || reports[0].BestTime > reports[0].DefaultTime {
		t.Fatalf("reports %+v", reports)
	}
	// The decision is the winner's schedule, and compiling it again (as a
	// machine that imported the decision does) gives the winner's bytes.
	if best == nil || best.String() != reports[0].Best {
		t.Fatalf("TuneHost returned schedule %v, the report says %s", best, reports[0].Best)
	}
	again, _, err := c.CompileScheduled(context.Background(), o.Payload, *best)
	if err != nil || !bytes.Equal(again, so) {
		t.Errorf("CompileScheduled(%s): %d bytes (%v), not the tuned winner's %d", best, len(again), err, len(so))
	}
	def, err := CompileHost(context.Background(), lib, o.Payload, SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	in := tuner.RandomInputs(o)
	dev := hostdev.NewDevice(nil)
	_, want, err := tuner.MeasureObject(context.Background(), dev, hostTrialObject(o, def), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := tuner.MeasureObject(context.Background(), dev, hostTrialObject(o, so), in, want); err != nil {
		t.Errorf("the winner %s: %v", reports[0].Best, err)
	}

	// A pooling kernel (an MLIR kernel without a contraction): nothing to
	// tune, one compile.
	reports = nil
	pool := gputest.Model{Name: "pool", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, []int64{1, 3, 8, 8})
		m.Node("MaxPool", "p", []string{"a"}, []string{"y"}, onnxtest.Ints("kernel_shape", 2, 2))
		m.Output("y", 0, nil)
	}}
	pooled := 0
	for _, x := range gputest.Lower(t, pool, 4) {
		if x.Format != codeobj.MLIRBytecode {
			continue
		}
		pooled++
		so, _, sched, err := c.TuneHost(context.Background(), x.Payload, x, TuneOptions{Strategy: tuner.Quick, Report: func(r TuneReport) { reports = append(reports, r) }}, hostdev.NewDevice(nil), &mu)
		if err != nil || len(so) == 0 || sched != nil {
			t.Fatalf("pooling kernel: %d bytes, schedule %v, %v", len(so), sched, err)
		}
	}
	if pooled == 0 {
		t.Fatal("the pooling model made no MLIR kernel")
	}
	if len(reports) != 0 {
		t.Errorf("a kernel without a contraction was tuned: %+v", reports)
	}
}

// TestDecodeSchedule feeds recorded schedules, as an imported tuning
// decision carries them: the winner's own JSON round-trips, and malformed
// or hostile ones are refused by DecodeSchedule or, when well formed but
// outside this CPU's tuning space, by CompileScheduled.
func TestDecodeSchedule(t *testing.T) {
	def := HostSchedule{Name: "avx2", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 256, PackB: true, Dot8: "madd256"}
	space := HostSpace(def, "fma256")
	pick := space[rand.New(rand.NewPCG(uint64(len(space)), 7)).IntN(len(space))]
	good, err := json.Marshal(pick)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := DecodeSchedule(good); err != nil || s != pick {
		t.Errorf("DecodeSchedule(%s) = %v, %v; want %v", good, s, err, pick)
	}
	for _, tc := range []struct{ name, in string }{
		{"empty", ``},
		{"garbage", `{"MicroM":`},
		{"unknown field", `{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128,"Shell":"rm"}`},
		{"trailing", `{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128} {}`},
		{"unscheduled", `{}`},
		{"huge tile", `{"Name":"tuned","MicroM":1000000,"MicroN":16,"CacheN":16,"CacheK":128}`},
		{"negative", `{"Name":"tuned","MicroM":-4,"MicroN":16,"CacheN":16,"CacheK":128}`},
		{"overflow", `{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":99999999999999999999}`},
		{"bad name", `{"Name":"a b:c","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128}`},
		{"unknown micro-kernel", `{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128,"PackB":true,"Dot8":"evil"}`},
		{"unknown conv micro-kernel", `{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128,"PackB":true,"Conv32":"evil"}`},
	} {
		if s, err := DecodeSchedule([]byte(tc.in)); err == nil {
			t.Errorf("%s: DecodeSchedule(%q) accepted %v", tc.name, tc.in, s)
		}
	}

	// Well formed but not a point this CPU would try: refused before any
	// compile (a different 8-bit micro-kernel, a tile outside the space).
	lib := gputest.OpenLib(t)
	c := NewCompiler(lib, 1)
	defer c.Close()
	mine := c.Schedule()
	for _, s := range []HostSchedule{
		{Name: "tuned", MicroM: 7, MicroN: mine.MicroN, CacheN: mine.MicroN, CacheK: 128, PackB: true, Dot8: mine.Dot8},
		{Name: "tuned", MicroM: 4, MicroN: mine.MicroN, CacheN: mine.MicroN, CacheK: 128, PackB: true, Dot8: otherDot8(mine.Dot8)},
		// A float32 convolution micro-kernel this CPU does not pick.
		{Name: "tuned", MicroM: 4, MicroN: mine.MicroN, CacheN: mine.MicroN, CacheK: 128, PackB: true, Dot8: mine.Dot8, Conv32: otherConv32(Conv32KernelFor(lib.HostTarget()))},
	} {
		if _, _, err := c.CompileScheduled(context.Background(), nil, s); err == nil || !strings.Contains(err.Error(), "not a point") {
			t.Errorf("CompileScheduled(%s) outside the space: %v", s, err)
		}
	}
}

// otherDot8 is an 8-bit micro-kernel other than d.
func otherDot8(d string) string {
	if d == "vnni512" {
		return "madd256"
	}
	return "vnni512"
}

// otherConv32 is a float32 convolution micro-kernel other than k.
func otherConv32(k string) string {
	if k == "fma512" {
		return "fma256"
	}
	return "fma512"
}
