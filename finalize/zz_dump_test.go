package finalize

import (
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

func TestZZDump(t *testing.T) {
	lib := openLib(t)
	w, _ := NewNVVMWorker(lib)
	defer w.Close()
	md := nvvmModel{name: "big", build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, []int64{2, 64, 96})
		m.Input("g", onnxtest.Float, []int64{2, 64, 96})
		m.InitFloats("w", []int64{96, 32}, randFloats(r, 96*32))
		m.InitFloats("b", []int64{32}, randFloats(r, 32))
		m.Node("Mul", "mul", []string{"a", "g"}, []string{"x"})
		m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
		m.Node("Add", "add", []string{"p", "b"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
	for _, o := range lowerModel(t, md, 7) {
		if o.Format != codeobj.MLIRBytecode {
			continue
		}
		m, _ := w.ctx.Parse(o.Payload)
		w.run(m, "a", TOSAToLinalgPipeline())
		w.run(m, "b", GPULinalgPipeline())
		w.transform(m, "c", GPUBufferizeScript(), true)
		w.run(m, "d", GPUMemrefPipeline())
		t.Log(m.String())
	}
}
