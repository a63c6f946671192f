package program

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestValidateBucket checks a program's bucket against its inputs and
// outputs: each broken bucket is refused naming the problem.
func TestValidateBucket(t *testing.T) {
	base := func() *Program {
		return &Program{
			Name: "batch=2,seq=8", ArenaSize: 256,
			Buffers: []Buffer{
				{Name: "ids", Kind: Input, DType: "int64", Shape: []int64{2, 8}, Offset: 0, Bytes: 128},
				{Name: "y", Kind: Output, DType: "float32", Shape: []int64{2, 8, 2}, Offset: 128, Bytes: 128},
			},
			Inputs: []int{0}, Outputs: []int{1},
			Bucket: &Bucket{
				Dims:    []Dim{{"batch", 2}, {"seq", 8}},
				Inputs:  []Axes{{Dims: []string{"batch", "seq"}, Pad: 0}},
				Outputs: []Axes{{Dims: []string{"batch", "seq", ""}}},
			},
		}
	}
	for _, tc := range []struct {
		name string
		edit func(p *Program)
		err  string
	}{
		{name: "valid"},
		{name: "no bucket", edit: func(p *Program) { p.Bucket = nil }},
		{name: "no dims", edit: func(p *Program) { p.Bucket.Dims = nil }, err: "without dims"},
		{name: "unsorted dims", edit: func(p *Program) { p.Bucket.Dims[0], p.Bucket.Dims[1] = p.Bucket.Dims[1], p.Bucket.Dims[0] }, err: "not sorted"},
		{name: "zero dim", edit: func(p *Program) { p.Bucket.Dims[0].Size = 0 }, err: "has size 0"},
		{name: "missing input axes", edit: func(p *Program) { p.Bucket.Inputs = nil }, err: "maps 0 inputs"},
		{name: "rank", edit: func(p *Program) { p.Bucket.Outputs[0].Dims = []string{"batch"} }, err: "rank 3"},
		{name: "unknown dim", edit: func(p *Program) { p.Bucket.Inputs[0].Dims[1] = "len" }, err: `dim "len"`},
		{name: "wrong size", edit: func(p *Program) { p.Bucket.Outputs[0].Dims[2] = "seq" }, err: "axis 2 of output y (size 2)"},
	} {
		p := base()
		if tc.edit != nil {
			tc.edit(p)
		}
		err := p.Validate(func(string) ([]KernelArg, bool) { return nil, false })
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
		}
	}
}

// TestWeightID checks that the stored name of a weight follows its
// content: the same dtype, shape and bytes give one name; any change of
// one of them another.
func TestWeightID(t *testing.T) {
	r := rand.New(rand.NewPCG(1, uint64(len(t.Name()))))
	data := make([]byte, 64)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	id := WeightID("float32", []int64{4, 4}, data)
	if again := WeightID("float32", []int64{4, 4}, append([]byte{}, data...)); again != id {
		t.Errorf("same content: %s then %s", id, again)
	}
	flipped := append([]byte{}, data...)
	flipped[r.IntN(len(flipped))] ^= 1 << r.IntN(8)
	for name, other := range map[string]string{
		"dtype": WeightID("int32", []int64{4, 4}, data),
		"shape": WeightID("float32", []int64{2, 8}, data),
		"rank":  WeightID("float32", []int64{16}, data),
		"bytes": WeightID("float32", []int64{4, 4}, flipped),
	} {
		if other == id {
			t.Errorf("another %s, same id %s", name, id)
		}
	}
}
