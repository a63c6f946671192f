package raise

import (
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// FuzzHost raises arbitrary modules: Host must return MLIR or an error, never panic.
func FuzzHost(f *testing.F) {
	for _, s := range []kernels.SoftmaxSpec{
		{Symbol: "k", Rows: 2, Cols: 8, DType: "float32"},
		{Symbol: "k", Rows: 2, Cols: 300, DType: "float32", Strategy: kernels.StrategyWorkgroup},
	} {
		ks, err := kernels.Softmax(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(ks[0].Binary)
	}
	args := []ArgInfo{{16, "float32"}, {16, "float32"}}
	f.Fuzz(func(t *testing.T, bin []byte) {
		_, _ = Host(bin, "k", [3]int64{4, 1, 1}, args)
	})
}
