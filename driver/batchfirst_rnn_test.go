package driver

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx"
)

// batchFirstStack is a two-layer bidirectional GRU as PyTorch exports
// nn.GRU(batch_first=True, num_layers=2, bidirectional=True) with batch B,
// sequence lengths and initial states, then a Linear: x [B, T, I] through
// Transpose(1,0,2), each layer's Y through Transpose(0,2,1,3) and a Reshape
// to [T, B, 2H], the last one then through Transpose(1,0,2).
func batchFirstStack(t *testing.T, rng *rand.Rand) *graph.Graph {
	t.Helper()
	const T, B, I, H = 11, 3, 5, 16
	m := onnxtest.New("gru_stack", 17)
	m.Input("x", onnxtest.Float, []int64{B, T, I})
	m.Input("lens", onnxInt32, []int64{B})
	m.Input("h0", onnxtest.Float, []int64{2, B, H})
	m.Input("h1", onnxtest.Float, []int64{2, B, H})
	w := func(name string, s ...int64) { m.Init(name, quantTensor(rng, graph.Float32, graph.Shape(s), 0.3)) }
	m.InitInts("shape", []int64{3}, []int64{T, B, 2 * H})
	m.Node("Transpose", "xt", []string{"x"}, []string{"seq0"}, onnxtest.Ints("perm", 1, 0, 2))
	for l, in := range []int64{I, 2 * H} {
		s := string(rune('0' + l))
		w("w"+s, 2, 3*H, in)
		w("r"+s, 2, 3*H, H)
		w("b"+s, 2, 6*H)
		m.Node("GRU", "gru"+s, []string{"seq" + s, "w" + s, "r" + s, "b" + s, "lens", "h" + s}, []string{"y" + s, "hn" + s},
			onnxtest.Int("hidden_size", H), onnxtest.String("direction", "bidirectional"), onnxtest.Int("linear_before_reset", 1))
		m.Node("Transpose", "yt"+s, []string{"y" + s}, []string{"yt" + s}, onnxtest.Ints("perm", 0, 2, 1, 3))
		m.Node("Reshape", "ys"+s, []string{"yt" + s, "shape"}, []string{"seq" + string(rune('1'+l))})
		m.Output("hn"+s, onnxtest.Float, []int64{2, B, H})
	}
	m.Node("Transpose", "bt", []string{"seq2"}, []string{"bf"}, onnxtest.Ints("perm", 1, 0, 2))
	w("head", 2*H, 4)
	m.Node("MatMul", "mm", []string{"bf", "head"}, []string{"tags"})
	m.Output("tags", onnxtest.Float, []int64{B, T, 4})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHostBatchFirstStack compiles batchFirstStack: both layers run in
// layout 1 (batch-first-recurrent), so the program's only Transposes are
// the four states' (none over the sequence), and the host's outputs
// (bidirectional, batch 3, rows of different lengths) match the
// reference's on fresh random data.
func TestHostBatchFirstStack(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	res, err := lower.Compile(context.Background(), batchFirstStack(t, rand.New(rand.NewPCG(seed, 3))), lower.Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	transposes := 0
	for _, l := range res.Programs[0].Launches {
		labels = append(labels, l.Label)
		if strings.Contains(l.Label, "[Transpose]") {
			transposes++
		}
	}
	if transposes != 4 {
		t.Fatalf("%d Transpose launches, want the 4 states': %q", transposes, labels)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	g := batchFirstStack(t, rng)
	lens, _ := graph.FromFloat64s(graph.Int32, graph.Shape{3}, []float64{11, 4, 7})
	in := map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{3, 11, 5}, 1), "lens": lens,
		"h0": quantTensor(rng, graph.Float32, graph.Shape{2, 3, 16}, 1), "h1": quantTensor(rng, graph.Float32, graph.Shape{2, 3, 16}, 1)}
	hostMatchesRef(t, newTestHostTarget(t), g, in, relTol(1e-4), true)
}
