package host

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx"
)

// testModel is a one-graph ONNX model the tests build on random data.
type testModel struct {
	name  string
	build func(m *onnxtest.Model, r *rand.Rand)
}

// lowerModel compiles md (its data from seed) to portable code objects.
func lowerModel(t *testing.T, md testModel, seed uint64) []*codeobj.Object {
	t.Helper()
	m := onnxtest.New(md.name, 17)
	md.build(m, rand.New(rand.NewPCG(seed, 1)))
	g, err := onnx.Import(bytes.NewReader(m.Bytes()), onnx.Options{Name: md.name})
	if err != nil {
		t.Fatal(err)
	}
	res, err := lower.Compile(context.Background(), g, lower.Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Objects
}

// randFloats is n normal floats from r.
func randFloats(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}
