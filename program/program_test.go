package program

import (
	"strings"
	"testing"
)

// TestValidateLaunches crafts programs that would make a kernel read or
// write outside its buffers, or write what it must not: each is refused
// with an error that names the problem.
func TestValidateLaunches(t *testing.T) {
	f32 := func(n int64) KernelArg { return KernelArg{DType: "float32", Shape: []int64{n}} }
	out := func(n int64) KernelArg { return KernelArg{DType: "float32", Shape: []int64{n}, Write: true} }
	base := func() *Program {
		return &Program{
			Name: "main", ArenaSize: 64 + 64 + 64,
			Buffers: []Buffer{
				{Name: "x", Kind: Input, DType: "float32", Shape: []int64{16}, Offset: 0, Bytes: 64},
				{Name: "w", Kind: Weight, DType: "float32", Shape: []int64{16}, Offset: 64, Bytes: 64, Weight: "w"},
				{Name: "y", Kind: Output, DType: "float32", Shape: []int64{16}, Offset: 128, Bytes: 64},
			},
			Inputs: []int{0}, Outputs: []int{2},
			Launches: []Launch{{Kernels: []string{"k"}, Args: []int{0, 1, 2}}},
		}
	}
	kernel := []KernelArg{f32(16), f32(16), out(16)}
	for _, tc := range []struct {
		name   string
		edit   func(p *Program)
		kernel []KernelArg
		err    string
	}{
		{name: "valid", kernel: kernel},
		{name: "in-place", kernel: []KernelArg{f32(16), f32(16), out(16)}, edit: func(p *Program) { p.Launches[0].Args = []int{2, 1, 2} }},
		{name: "output shrunk to 4 bytes at the arena's end", kernel: kernel, edit: func(p *Program) {
			p.Buffers[2] = Buffer{Name: "y", Kind: Output, DType: "float32", Shape: []int64{1}, Offset: 188, Bytes: 4}
		}, err: "needs 64 bytes"},
		{name: "kernel claims a larger input", kernel: []KernelArg{f32(17), f32(16), out(16)}, err: "argument 0 needs 68 bytes"},
		{name: "output is a weight", kernel: kernel, edit: func(p *Program) { p.Launches[0].Args = []int{0, 2, 1} }, err: "writes argument 2 into weight buffer w"},
		{name: "output is an input", kernel: kernel, edit: func(p *Program) { p.Launches[0].Args = []int{2, 1, 0} }, err: "into input buffer x"},
		{name: "outputs alias", kernel: []KernelArg{f32(16), out(8), out(8)}, edit: func(p *Program) {
			p.Buffers = append(p.Buffers, Buffer{Name: "t", Kind: Temp, DType: "float32", Shape: []int64{8}, Offset: 160, Bytes: 32})
			p.Launches[0].Args = []int{0, 3, 2}
		}, err: "overlaps"},
		{name: "zero-size buffer at the arena's end", kernel: kernel, edit: func(p *Program) {
			p.Buffers[2] = Buffer{Name: "y", Kind: Output, DType: "float32", Shape: []int64{0}, Offset: 192, Bytes: 0}
		}, err: "needs 64 bytes"},
		{name: "argument count", kernel: kernel[:2], err: "binds 3 arguments, kernel k takes 2"},
		{name: "bad kernel dtype", kernel: []KernelArg{{DType: "complex64", Shape: []int64{1}}, f32(16), out(16)}, err: "bad type"},
		{name: "unknown kernel", kernel: nil, err: "unknown kernel"},
		{name: "status word", kernel: append(kernel[:3:3], KernelArg{DType: StatusDType, Shape: []int64{1}, Write: true}), edit: func(p *Program) {
			p.Buffers = append(p.Buffers, Buffer{Name: "g/status", Kind: Status, DType: StatusDType, Shape: []int64{1}, Offset: 184, Bytes: 4})
			p.Buffers[2].Shape, p.Buffers[2].Bytes = []int64{14}, 56
			p.Launches[0].Args = []int{0, 1, 2, 3}
		}, err: "needs 64 bytes"},
		{name: "status word beside the output", kernel: []KernelArg{f32(16), f32(16), out(14), {DType: StatusDType, Shape: []int64{1}, Write: true}}, edit: func(p *Program) {
			p.Buffers = append(p.Buffers, Buffer{Name: "g/status", Kind: Status, DType: StatusDType, Shape: []int64{1}, Offset: 184, Bytes: 4})
			p.Buffers[2].Shape, p.Buffers[2].Bytes = []int64{14}, 56
			p.Launches[0].Args = []int{0, 1, 2, 3}
		}},
		{name: "status word of another type", kernel: kernel, edit: func(p *Program) {
			p.Buffers = append(p.Buffers, Buffer{Name: "g/status", Kind: Status, DType: "float32", Shape: []int64{1}, Offset: 184, Bytes: 4})
		}, err: "status buffer g/status is float32 [1], want int32 [1]"},
		{name: "status word of two elements", kernel: kernel, edit: func(p *Program) {
			p.Buffers = append(p.Buffers, Buffer{Name: "g/status", Kind: Status, DType: StatusDType, Shape: []int64{2}, Offset: 184, Bytes: 8})
		}, err: "want int32 [1]"},
	} {
		p := base()
		if tc.edit != nil {
			tc.edit(p)
		}
		err := p.Validate(func(id string) ([]KernelArg, bool) { return tc.kernel, tc.kernel != nil && id == "k" })
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
		}
	}
}
