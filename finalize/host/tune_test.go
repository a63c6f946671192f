package host

import (
	"context"
	"math/rand/v2"
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
	so, _, err := c.TuneHost(context.Background(), o.Payload, o, TuneOptions{Strategy: tuner.Full, Report: func(r TuneReport) { reports = append(reports, r) }}, hostdev.NewDevice(nil), &mu)
	if err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 || reports[0].Stats.Measured != tuner.FullPoints || reports[0].Stats.Compiled != tuner.FullPoints || reports[0].BestTime <= 0 || reports[0].BestTime > reports[0].DefaultTime {
		t.Fatalf("reports %+v", reports)
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
		so, _, err := c.TuneHost(context.Background(), x.Payload, x, TuneOptions{Strategy: tuner.Quick, Report: func(r TuneReport) { reports = append(reports, r) }}, hostdev.NewDevice(nil), &mu)
		if err != nil || len(so) == 0 {
			t.Fatalf("pooling kernel: %d bytes, %v", len(so), err)
		}
	}
	if pooled == 0 {
		t.Fatal("the pooling model made no MLIR kernel")
	}
	if len(reports) != 0 {
		t.Errorf("a kernel without a contraction was tuned: %+v", reports)
	}
}
