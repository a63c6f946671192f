package lower

import (
	"context"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
)

// TestRecurrentLaunches checks what an LSTM lowers to: the input
// projection as one TOSA MatMul and the recurrence as one SPIR-V kernel,
// with W transposed by a kernel only when it is computed at run time.
func TestRecurrentLaunches(t *testing.T) {
	for _, tc := range []struct {
		name     string
		constW   bool
		symbols  []string
		mlirObjs int
	}{
		{"constant W", true, []string{"matmul", "recurrence_lstm"}, 1},
		{"run-time W", false, []string{"rnn_weights", "matmul", "recurrence_lstm"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := onnxtest.New("lstm", 22)
			m.Input("x", onnxtest.Float, []int64{50, 2, 3})
			if tc.constW {
				w := make([]float32, 48)
				for i := range w {
					w[i] = float32(i%7) - 3
				}
				m.InitFloats("w", []int64{1, 16, 3}, w)
			} else {
				m.Input("w", onnxtest.Float, []int64{1, 16, 3})
			}
			m.Input("r", onnxtest.Float, []int64{1, 16, 4})
			m.Node("LSTM", "lstm", []string{"x", "w", "r"}, []string{"", "yh"}, onnxtest.Int("hidden_size", 4))
			m.Output("yh", onnxtest.Float, []int64{1, 2, 4})
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			objs := map[string]*codeobj.Object{}
			for _, o := range res.Objects {
				objs[o.ID()] = o
			}
			var syms []string
			mlir := 0
			for _, l := range res.Programs[0].Launches {
				o := objs[l.Kernels[0]]
				syms = append(syms, o.Symbol)
				if o.Format == codeobj.MLIRBytecode {
					mlir++
				}
			}
			if !slices.Equal(syms, tc.symbols) || mlir != tc.mlirObjs {
				t.Fatalf("launches %v (%d MLIR), want %v (%d)", syms, mlir, tc.symbols, tc.mlirObjs)
			}
		})
	}
}
