package conformance

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
)

func nodeSuite(t *testing.T) string {
	t.Helper()
	d, err := filepath.Abs("../../../shared/onnx-node")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(d); err != nil {
		t.Fatalf("ONNX node tests missing (the project expects ../shared/onnx-node beside it): %v", err)
	}
	return d
}

// TestONNXNodeSuite runs every ONNX backend node test on the reference
// target. The tests the ref target cannot run (sequence types, Loop bodies,
// random dropout) are skipped with a reason; nothing may fail.
func TestONNXNodeSuite(t *testing.T) {
	results, err := Run(context.Background(), RefTarget{}, []string{nodeSuite(t)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := Summarize(results)
	t.Log(s)
	for _, r := range results {
		if r.Status == Fail {
			t.Errorf("%v", r)
		}
		if r.Status == Skip {
			t.Logf("%v", r)
		}
	}
	if total := s.Passed + s.Failed + s.Skipped; float64(s.Passed) < 0.97*float64(total) || total < 700 {
		t.Fatalf("%s: below 97%% of %d", s, total)
	}
}

// panicky is a target that crashes.
type panicky struct{}

func (panicky) Name() string { return "panicky" }
func (panicky) Run(context.Context, *graph.Graph, map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	idx := []int{1, 2, 3}
	k := len(idx)
	return nil, fmt.Errorf("unreachable %d", idx[k]) // index out of range: a real runtime panic
}

// scaled is a target that perturbs the reference's outputs by a factor.
type scaled struct{ factor float64 }

func (scaled) Name() string { return "scaled" }
func (s scaled) Run(ctx context.Context, g *graph.Graph, in map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	out, err := RefTarget{}.Run(ctx, g, in)
	for _, t := range out {
		for i := 0; i < t.Len(); i++ {
			t.SetFloat64(i, t.Float64(i)*s.factor)
		}
	}
	return out, err
}

// writeTest writes a backend-test directory for y = Relu(x) with random x.
func writeTest(t *testing.T, dir string, rng *rand.Rand) {
	t.Helper()
	m := onnxtest.New("relu", 17)
	m.Input("x", onnxtest.Float, []int64{3, 4})
	m.Node("Relu", "r", []string{"x"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{3, 4})
	set := filepath.Join(dir, "test_data_set_0")
	if err := os.MkdirAll(set, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	x := make([]float32, 12)
	y := make([]float32, 12)
	for i := range x {
		x[i] = float32(rng.NormFloat64()) + 0.1
		y[i] = float32(math.Max(float64(x[i]), 0))
	}
	for name, v := range map[string][]float32{"input_0.pb": x, "output_0.pb": y} {
		tt, _ := graph.FromFloat32s(graph.Shape{3, 4}, v)
		tp, err := onnx.TensorToProto(strings.TrimSuffix(name, ".pb"), tt)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := proto.Marshal(tp)
		if err := os.WriteFile(filepath.Join(set, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestOutcomes(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	root := t.TempDir()
	dir := filepath.Join(root, "test_relu")
	writeTest(t, dir, rng)

	if r := RunTest(context.Background(), RefTarget{}, dir, Options{}); r.Status != Pass {
		t.Fatalf("ref: %v", r)
	}
	if r := RunTest(context.Background(), panicky{}, dir, Options{}); r.Status != Fail || !strings.Contains(r.Reason, "crashed") {
		t.Fatalf("panicking target: %v", r)
	}
	if r := RunTest(context.Background(), scaled{1.01}, dir, Options{}); r.Status != Fail || r.MaxRelErr < 0.009 {
		t.Fatalf("1%% off: %v", r)
	}
	if r := RunTest(context.Background(), scaled{1 + 1e-5}, dir, Options{}); r.Status != Pass {
		t.Fatalf("within rtol: %v", r)
	}
	// An unsupported op is a SKIP with the op named.
	bad := filepath.Join(root, "test_bad")
	writeTest(t, bad, rng)
	m := onnxtest.New("bad", 17)
	m.Input("x", onnxtest.Float, []int64{3, 4})
	m.Node("NoSuchOp", "n", []string{"x"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{3, 4})
	if err := os.WriteFile(filepath.Join(bad, "model.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := RunTest(context.Background(), RefTarget{}, bad, Options{}); r.Status != Skip || !strings.Contains(r.Reason, "NoSuchOp") {
		t.Fatalf("unsupported op: %v", r)
	}
	// A folder of tests runs each; the summary line counts them.
	var lines []string
	results, err := Run(context.Background(), RefTarget{}, []string{root}, Options{Report: func(r Result) { lines = append(lines, r.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	if got := Summarize(results).String(); got != "1 passed, 0 failed, 1 skipped" || len(lines) != 2 {
		t.Fatalf("summary %q, lines %q", got, lines)
	}
	if _, err := Run(context.Background(), RefTarget{}, []string{filepath.Join(root, "nope")}, Options{}); err == nil {
		t.Fatal("missing path accepted")
	}
	if _, err := Run(context.Background(), RefTarget{}, []string{t.TempDir()}, Options{}); err == nil {
		t.Fatal("empty folder accepted")
	}
}

func TestCompare(t *testing.T) {
	mk := func(dt graph.DType, v ...float64) *graph.Tensor {
		tt, err := graph.FromFloat64s(dt, graph.Shape{int64(len(v))}, v)
		if err != nil {
			t.Fatal(err)
		}
		return tt
	}
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		got, want *graph.Tensor
		ok        bool
	}{
		{mk(graph.Float32, 1, 2), mk(graph.Float32, 1, 2.001), true},
		{mk(graph.Float32, 1, 2), mk(graph.Float32, 1, 2.01), false},
		{mk(graph.Float32, nan, inf), mk(graph.Float32, nan, inf), true},
		{mk(graph.Float32, 0), mk(graph.Float32, nan), false},
		{mk(graph.Float32, -inf), mk(graph.Float32, inf), false},
		{mk(graph.Int32, 3), mk(graph.Int32, 3), true},
		{mk(graph.Int32, 3), mk(graph.Int32, 4), false},
		{mk(graph.Int32, 3), mk(graph.Int64, 3), false},
		{mk(graph.Float32, 1, 2), mk(graph.Float32, 1), false},
	}
	for i, tc := range tests {
		_, _, msg := compare(tc.got, tc.want, 1e-3, 1e-7)
		if (msg == "") != tc.ok {
			t.Errorf("case %d: msg %q, want ok=%v", i, msg, tc.ok)
		}
	}
}

func TestClassify(t *testing.T) {
	r := classify(Result{}, errors.New("plain"))
	if r.Status != Fail {
		t.Errorf("plain error: %v", r.Status)
	}
	r = classify(Result{}, &SkipError{Reason: "no"})
	if r.Status != Skip {
		t.Errorf("skip error: %v", r.Status)
	}
}
