package host

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestConcatSource runs the block copies of ONNX Concats (first, middle,
// last and negative axes; ragged extents; one input) on fresh random data
// and compares them with Concat's definition, at 1, 2 and 3 threads where
// the compiler splits one.
func TestConcatSource(t *testing.T) {
	lib := gputest.OpenLib(t)
	pools := testPools(t, 1, 2, 3)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 19))
	cases := []struct {
		name string
		spec kernels.ConcatSpec
	}{
		{"last", kernels.ConcatSpec{Shapes: [][]int64{{2, 5, 3}, {2, 5, 7}, {2, 5, 1}}, Axis: 2, DType: "float32"}},
		{"middle_neg", kernels.ConcatSpec{Shapes: [][]int64{{3, 4, 9}, {3, 11, 9}}, Axis: -2, DType: "float16"}},
		{"first_i64", kernels.ConcatSpec{Shapes: [][]int64{{2, 3}, {5, 3}, {1, 3}, {4, 3}}, Axis: 0, DType: "int64"}},
		{"one_bool", kernels.ConcatSpec{Shapes: [][]int64{{6, 7}}, Axis: 1, DType: "bool"}},
		{"kv_present", kernels.ConcatSpec{Shapes: [][]int64{{1, 4, 63, 32}, {1, 4, 1, 32}}, Axis: 2, DType: "float32"}},
		{"big", kernels.ConcatSpec{Shapes: [][]int64{{512, 300}, {512, 213}}, Axis: 1, DType: "float32"}},
	}
	split := 0
	for _, c := range cases {
		c.spec.Symbol = "concat"
		ks, err := kernels.Concat(c.spec)
		o, k := copyObject(t, ks, err)
		src, ok := ConcatSource(o)
		if !ok {
			t.Fatalf("%s: ConcatSource does not take the kernel", c.name)
		}
		calls, isSplit := copyCalls(t, lib, c.name, src, k.Symbol, pools)
		size := int64(elemBits[c.spec.DType] / 8)
		rank := len(c.spec.Shapes[0])
		a := (int(c.spec.Axis) + rank) % rank
		ins := make([][]byte, len(c.spec.Shapes))
		for i := range ins {
			ins[i] = alignedBytes(k.Args[i].Elems * size)
			for j := range ins[i] {
				ins[i][j] = byte(r.Uint32())
			}
		}
		// Concat's definition: the output's coordinate along the axis picks
		// the input and its coordinate there.
		y := len(k.Args) - 1
		outShape := append([]int64(nil), c.spec.Shapes[0]...)
		outShape[a] = 0
		for _, sh := range c.spec.Shapes {
			outShape[a] += sh[a]
		}
		want := make([]byte, k.Args[y].Elems*size)
		coord := make([]int64, rank)
		for i := range k.Args[y].Elems {
			j, at := 0, coord[a]
			for at >= c.spec.Shapes[j][a] {
				at -= c.spec.Shapes[j][a]
				j++
			}
			var lin int64
			for d := range rank {
				v := coord[d]
				if d == a {
					v = at
				}
				lin = lin*c.spec.Shapes[j][d] + v
			}
			copy(want[i*size:(i+1)*size], ins[j][lin*size:(lin+1)*size])
			for d := rank - 1; d >= 0; d-- {
				if coord[d]++; coord[d] < outShape[d] {
					break
				}
				coord[d] = 0
			}
		}
		for _, call := range calls {
			out := alignedBytes(k.Args[y].Elems * size)
			for i := range out {
				out[i] = 0xa5 // every element must be written
			}
			var ptrs []unsafe.Pointer
			for _, in := range ins {
				ptrs = append(ptrs, unsafe.Pointer(&in[0]))
			}
			if err := call.call(append(ptrs, unsafe.Pointer(&out[0]))...); err != nil {
				t.Fatalf("%s: %s: %v", c.name, call.how, err)
			}
			if !bytes.Equal(out, want) {
				t.Fatalf("%s: %s: output differs from Concat's", c.name, call.how)
			}
		}
		if isSplit {
			split++
		}
	}
	if split == 0 {
		t.Fatal("no concat split into phase ranges: the threaded runs are not tested")
	}
}

// TestConcatSourceDeclines: an edited Concat payload is left to raising.
func TestConcatSourceDeclines(t *testing.T) {
	ks, err := kernels.Concat(kernels.ConcatSpec{Symbol: "concat", Shapes: [][]int64{{2, 3}, {2, 4}}, Axis: 1, DType: "float32"})
	o, _ := copyObject(t, ks, err)
	if _, ok := ConcatSource(o); !ok {
		t.Fatal("ConcatSource does not take a Concat")
	}
	edited := *o
	edited.Payload = bytes.Clone(o.Payload)
	edited.Payload[len(edited.Payload)-8] ^= 1
	resized := *o
	resized.Args = append([]codeobj.Arg(nil), o.Args...)
	resized.Args[2].Shape = []int64{15}
	for name, obj := range map[string]*codeobj.Object{"edited": &edited, "resized": &resized} {
		if _, ok := ConcatSource(obj); ok {
			t.Errorf("%s: ConcatSource takes it", name)
		}
	}
}
