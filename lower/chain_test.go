package lower

import (
	"context"
	"strconv"
	"testing"

	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
)

// TestLongPointwiseChain compiles a chain of pointwise ops much longer than
// one kernel's expression may nest: fusion splits it into kernels the
// lowering takes, instead of building one it cannot.
func TestLongPointwiseChain(t *testing.T) {
	const n = 2000
	m := onnxtest.New("chain", 17)
	m.Input("x", onnxtest.Float, []int64{4, 8})
	prev := "x"
	for i := range n {
		out := "r" + strconv.Itoa(i)
		m.Node("Relu", "relu"+strconv.Itoa(i), []string{prev}, []string{out})
		prev = out
	}
	m.Output(prev, onnxtest.Float, []int64{4, 8})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(res.Programs[0].Launches), (n+passes.MaxFusedNodes-1)/passes.MaxFusedNodes; got != want {
		t.Errorf("%d launches, want %d (chains of at most %d nodes)", got, want, passes.MaxFusedNodes)
	}
}
