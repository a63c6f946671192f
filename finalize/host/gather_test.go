package host

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestGatherSource runs the row copies of ONNX Gathers (axes first, middle
// and last, negative; int64 and int32 indices, negative ones and ones out of
// range either way) on fresh random data of ragged shapes and compares the
// output and the status word with Gather's definition, at 1, 2 and 3
// threads where the compiler splits it.
func TestGatherSource(t *testing.T) {
	lib := gputest.OpenLib(t)
	pools := testPools(t, 1, 2, 3)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 17))
	cases := []struct {
		name string
		spec kernels.GatherSpec
		bad  bool // some indices out of range
	}{
		{"embedding", kernels.GatherSpec{DataShape: []int64{50, 64}, IndicesShape: []int64{3, 40}, DType: "float32", IndexDType: "int64"}, false},
		{"embedding_bad", kernels.GatherSpec{DataShape: []int64{37, 13}, IndicesShape: []int64{2, 9}, DType: "float32", IndexDType: "int64"}, true},
		{"middle_i32", kernels.GatherSpec{DataShape: []int64{3, 11, 5}, IndicesShape: []int64{7}, Axis: 1, DType: "float16", IndexDType: "int32"}, false},
		{"last_neg_axis", kernels.GatherSpec{DataShape: []int64{4, 6, 9}, IndicesShape: []int64{2, 3}, Axis: -1, DType: "int64", IndexDType: "int64"}, true},
		{"scalar_index", kernels.GatherSpec{DataShape: []int64{5, 7}, IndicesShape: []int64{}, Axis: 0, DType: "int8", IndexDType: "int32"}, false},
		{"big", kernels.GatherSpec{DataShape: []int64{1000, 256}, IndicesShape: []int64{4, 128}, DType: "float32", IndexDType: "int64"}, true},
	}
	split := 0
	for _, c := range cases {
		c.spec.Symbol = "gather"
		ks, err := kernels.Gather(c.spec)
		o, k := copyObject(t, ks, err)
		src, ok := GatherSource(o)
		if !ok {
			t.Fatalf("%s: GatherSource does not take the kernel", c.name)
		}
		calls, isSplit := copyCalls(t, lib, c.name, src, k.Symbol, pools)
		a := int(c.spec.Axis)
		if a < 0 {
			a += len(c.spec.DataShape)
		}
		outer, inner := int64(1), int64(1)
		for _, n := range c.spec.DataShape[:a] {
			outer *= n
		}
		for _, n := range c.spec.DataShape[a+1:] {
			inner *= n
		}
		dim, count := c.spec.DataShape[a], k.Args[1].Elems
		size := int64(elemBits[c.spec.DType] / 8)
		isize := int64(map[string]int{"int64": 8, "int32": 4}[c.spec.IndexDType])
		data := alignedBytes(k.Args[0].Elems * size)
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		idx := alignedBytes(count * isize)
		vals := make([]int64, count)
		for p := range vals {
			v := r.Int64N(2*dim) - dim // in range, half of them negative
			if c.bad && r.IntN(4) == 0 {
				v = []int64{dim, -dim - 1, dim + 5 + r.Int64N(100), -3*dim - 1, 1 << 40}[r.IntN(5)]
			}
			vals[p] = v
			if isize == 8 {
				binary.LittleEndian.PutUint64(idx[p*8:], uint64(v))
			} else {
				binary.LittleEndian.PutUint32(idx[p*4:], uint32(int32(v)))
				vals[p] = int64(int32(v))
			}
		}
		want := make([]byte, k.Args[2].Elems*size)
		wantStatus := int32(0)
		for ob := range outer {
			for p := range count {
				v := vals[p]
				if v < 0 {
					v += dim
				}
				dst := (ob*count + p) * inner * size
				if v < 0 || v >= dim {
					wantStatus = kernels.StatusIndexOutOfRange
					continue // zeros
				}
				from := (ob*dim + v) * inner * size
				copy(want[dst:dst+inner*size], data[from:from+inner*size])
			}
		}
		for _, call := range calls {
			y := alignedBytes(k.Args[2].Elems * size)
			for i := range y {
				y[i] = 0xa5 // every element must be written
			}
			st := alignedBytes(4)
			if err := call.call(unsafe.Pointer(&data[0]), unsafe.Pointer(&idx[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&st[0])); err != nil {
				t.Fatalf("%s: %s: %v", c.name, call.how, err)
			}
			if status := int32(binary.LittleEndian.Uint32(st)); !bytes.Equal(y, want) || status != wantStatus {
				t.Fatalf("%s: %s: output differs from Gather's (status %d, want %d)", c.name, call.how, status, wantStatus)
			}
		}
		if isSplit {
			split++
		}
	}
	if split == 0 {
		t.Fatal("no gather split into phase ranges: the threaded runs are not tested")
	}
}

// TestGatherSourceDeclines: GatherElements and edited Gather payloads are
// left to raising.
func TestGatherSourceDeclines(t *testing.T) {
	spec := kernels.GatherSpec{Symbol: "gather", DataShape: []int64{4, 5}, IndicesShape: []int64{4, 2}, Axis: 1, DType: "float32", IndexDType: "int64"}
	ks, err := kernels.Gather(spec)
	o, _ := copyObject(t, ks, err)
	if _, ok := GatherSource(o); !ok {
		t.Fatal("GatherSource does not take a Gather")
	}
	edited := *o
	edited.Payload = bytes.Clone(o.Payload)
	edited.Payload[len(edited.Payload)-8] ^= 1
	spec.Elements = true
	ks, err = kernels.Gather(spec)
	elems, _ := copyObject(t, ks, err)
	for name, obj := range map[string]*codeobj.Object{"elements": elems, "edited": &edited} {
		if _, ok := GatherSource(obj); ok {
			t.Errorf("%s: GatherSource takes it", name)
		}
	}
}
