package driver

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// recurrentModel is a bidirectional LSTM then a GRU and an RNN over its
// output (reshaped to [T, B, 2H]) on a sequence of T steps, with
// sequence_lens and initial states: every recurrent op in one graph.
func recurrentModel(t *testing.T, rng *rand.Rand, T int64) *graph.Graph {
	t.Helper()
	const B, I, H = 2, 5, 8
	m := onnxtest.New("rnns", 22)
	m.IR = 10
	m.Input("x", onnxtest.Float, []int64{T, B, I})
	m.Input("lens", onnxInt32, []int64{B})
	w := func(name string, scale float64, s ...int64) {
		m.Init(name, quantTensor(rng, graph.Float32, graph.Shape(s), scale))
	}
	w("lw", 0.4, 2, 4*H, I)
	w("lr", 0.3, 2, 4*H, H)
	w("lb", 0.3, 2, 8*H)
	w("lh", 0.5, 2, B, H)
	w("lc", 0.5, 2, B, H)
	w("lp", 0.3, 2, 3*H)
	m.Node("LSTM", "lstm", []string{"x", "lw", "lr", "lb", "lens", "lh", "lc", "lp"}, []string{"ly", "lyh", "lyc"},
		onnxtest.Int("hidden_size", H), onnxtest.String("direction", "bidirectional"))
	m.InitInts("shape", []int64{3}, []int64{T, B, 2 * H})
	m.Node("Transpose", "t", []string{"ly"}, []string{"lyt"}, onnxtest.Ints("perm", 0, 2, 1, 3))
	m.Node("Reshape", "r", []string{"lyt", "shape"}, []string{"seq"})
	w("gw", 0.3, 1, 3*H, 2*H)
	w("gr", 0.3, 1, 3*H, H)
	w("gb", 0.3, 1, 6*H)
	m.Node("GRU", "gru", []string{"seq", "gw", "gr", "gb"}, []string{"gy", "gyh"},
		onnxtest.Int("hidden_size", H), onnxtest.String("direction", "reverse"), onnxtest.Int("linear_before_reset", 1))
	w("rw", 0.3, 1, H, 2*H)
	w("rr", 0.3, 1, H, H)
	m.Node("RNN", "rnn", []string{"seq", "rw", "rr"}, []string{"", "ryh"}, onnxtest.Int("hidden_size", H))
	m.Output("lyh", onnxtest.Float, []int64{2, B, H})
	m.Output("lyc", onnxtest.Float, []int64{2, B, H})
	m.Output("gy", onnxtest.Float, []int64{T, 1, B, H})
	m.Output("gyh", onnxtest.Float, []int64{1, B, H})
	m.Output("ryh", onnxtest.Float, []int64{1, B, H})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHostLongSequence compiles recurrentModel for 10 and for 2000 steps:
// both programs have the same launches (the time loop is inside the
// recurrence kernel, never unrolled), and the 2000-step one runs on the
// host with the reference's outputs.
func TestHostLongSequence(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	launches := map[int64]int{}
	for _, T := range []int64{10, 2000} {
		g := recurrentModel(t, rand.New(rand.NewPCG(seed, 3)), T)
		res, err := lower.Compile(context.Background(), g, lower.Options{}, passes.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		launches[T] = len(res.Programs[0].Launches)
	}
	t.Logf("launches: %v", launches)
	if launches[10] != launches[2000] || launches[10] > 16 {
		t.Fatalf("launches for 10 steps %d, for 2000 steps %d: want the same few", launches[10], launches[2000])
	}
	const T = 2000
	rng := rand.New(rand.NewPCG(seed, 3))
	g := recurrentModel(t, rng, T)
	lens, _ := graph.FromFloat64s(graph.Int32, graph.Shape{2}, []float64{T, 1234})
	in := map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{T, 2, 5}, 1), "lens": lens}
	hostMatchesRef(t, newTestHostTarget(t), g, in, relTol(1e-4), false)
}

// TestHostRecurrentTypes runs a GRU (reset before the product) with
// layout 1 and an LSTM with input_forget and clip in float64 and float16
// on the host, against the reference.
func TestHostRecurrentTypes(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	const T, B, I, H = 9, 3, 4, 6
	for _, tc := range []struct {
		dt   graph.DType
		code int32
		tol  float64
	}{{graph.Float64, int32(onnxpb.TensorProto_DOUBLE), 1e-9}, {graph.Float16, int32(onnxpb.TensorProto_FLOAT16), 2e-2}} {
		t.Run(tc.dt.String(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, 5))
			m := onnxtest.New("rnn_types", 22)
			m.IR = 10
			m.Input("x", tc.code, []int64{B, T, I})
			w := func(name string, s ...int64) { m.Init(name, quantTensor(rng, tc.dt, graph.Shape(s), 0.4)) }
			w("gw", 2, 3*H, I)
			w("gr", 2, 3*H, H)
			w("gb", 2, 6*H)
			w("gh", B, 2, H)
			m.Node("GRU", "gru", []string{"x", "gw", "gr", "gb", "", "gh"}, []string{"gy", "gyh"},
				onnxtest.Int("hidden_size", H), onnxtest.String("direction", "bidirectional"), onnxtest.Int("layout", 1))
			w("lw", 1, 4*H, I)
			w("lr", 1, 4*H, H)
			m.Node("LSTM", "lstm", []string{"x", "lw", "lr"}, []string{"ly", "", "lyc"}, onnxtest.Int("hidden_size", H),
				onnxtest.Int("layout", 1), onnxtest.Int("input_forget", 1), onnxtest.Float32("clip", 0.9))
			m.Output("gy", tc.code, []int64{B, T, 2, H})
			m.Output("gyh", tc.code, []int64{B, 2, H})
			m.Output("ly", tc.code, []int64{B, T, 1, H})
			m.Output("lyc", tc.code, []int64{B, 1, H})
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			in := map[string]*graph.Tensor{"x": quantTensor(rng, tc.dt, graph.Shape{B, T, I}, 1)}
			hostMatchesRef(t, newTestHostTarget(t), g, in, relTol(tc.tol), false)
		})
	}
}

// TestHostEmptySequence runs an LSTM over a sequence of no steps on the
// host: Y is empty and the final states are 0, as on the reference.
func TestHostEmptySequence(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const B, I, H = 2, 3, 4
	m := onnxtest.New("lstm_empty", 22)
	m.IR = 10
	m.Input("x", onnxtest.Float, []int64{0, B, I})
	m.Init("w", quantTensor(rng, graph.Float32, graph.Shape{1, 4 * H, I}, 0.5))
	m.Init("r", quantTensor(rng, graph.Float32, graph.Shape{1, 4 * H, H}, 0.5))
	m.Init("h0", quantTensor(rng, graph.Float32, graph.Shape{1, B, H}, 0.5))
	m.Node("LSTM", "lstm", []string{"x", "w", "r", "", "", "h0"}, []string{"y", "yh", "yc"}, onnxtest.Int("hidden_size", H))
	m.Output("y", onnxtest.Float, []int64{0, 1, B, H})
	m.Output("yh", onnxtest.Float, []int64{1, B, H})
	m.Output("yc", onnxtest.Float, []int64{1, B, H})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	x, _ := graph.NewTensor(graph.Float32, graph.Shape{0, B, I})
	in := map[string]*graph.Tensor{"x": x}
	want := hostMatchesRef(t, newTestHostTarget(t), g, in, func(float64) float64 { return 0 }, false)
	for name, w := range want {
		for i := range w.Len() {
			if w.Float64(i) != 0 {
				t.Fatalf("%s[%d] = %v on both, want 0", name, i, w.Float64(i))
			}
		}
	}
}
