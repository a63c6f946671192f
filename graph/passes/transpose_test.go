package passes

import (
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

func TestTranspose2DTiled(t *testing.T) {
	for _, tc := range []struct {
		dt   graph.DType
		r, c int64
	}{{graph.Float32, 70, 33}, {graph.Float64, 1, 65}, {graph.Int8, 45, 31}, {graph.Float16, 32, 32}, {graph.Float32, 1, 1}} {
		src, _ := graph.NewTensor(tc.dt, graph.Shape{tc.r, tc.c})
		for i := range src.Data {
			src.Data[i] = byte(rand.Uint32())
		}
		got, err := transpose2D(src)
		if err != nil {
			t.Fatal(err)
		}
		es := int64(tc.dt.Size())
		for i := range tc.r {
			for j := range tc.c {
				for b := range es {
					if got.Data[(j*tc.r+i)*es+b] != src.Data[(i*tc.c+j)*es+b] {
						t.Fatalf("%v %dx%d: element (%d,%d) differs", tc.dt, tc.r, tc.c, i, j)
					}
				}
			}
		}
	}
}

func BenchmarkTranspose2D(b *testing.B) {
	src, _ := graph.NewTensor(graph.Float32, graph.Shape{4096, 4096})
	b.SetBytes(int64(len(src.Data)))
	for b.Loop() {
		transpose2D(src)
	}
}
