package program

import (
	"strings"
	"testing"
)

// TestValidateSteps crafts programs with steps that would index outside
// the program, bind a sub-program wrongly or feed a kernel a value of
// run-time shape: each is refused with an error naming the problem.
func TestValidateSteps(t *testing.T) {
	f32 := func(n int64) KernelArg { return KernelArg{DType: "float32", Shape: []int64{n}} }
	out := func(n int64) KernelArg { return KernelArg{DType: "float32", Shape: []int64{n}, Write: true} }
	kernels := func(id string) ([]KernelArg, bool) {
		if id == "k" {
			return []KernelArg{f32(4), out(4)}, true
		}
		return nil, false
	}
	// branch is a sub-program that copies its input to its output.
	branch := func(name string) Program {
		return Program{Name: name, ArenaSize: 32,
			Buffers: []Buffer{
				{Name: "a", Kind: Input, DType: "float32", Shape: []int64{4}, Offset: 0, Bytes: 16},
				{Name: "b", Kind: Output, DType: "float32", Shape: []int64{4}, Offset: 16, Bytes: 16},
			},
			Inputs: []int{0}, Outputs: []int{1},
			Launches: []Launch{{Kernels: []string{"k"}, Args: []int{0, 1}}},
		}
	}
	base := func() *Program {
		return &Program{
			Name: "main", ArenaSize: 64,
			Buffers: []Buffer{
				{Name: "c", Kind: Input, DType: "bool", Shape: []int64{}, Offset: 0, Bytes: 1},
				{Name: "x", Kind: Input, DType: "float32", Shape: []int64{4}, Offset: 16, Bytes: 16},
				{Name: "y", Kind: Output, DType: "float32", Shape: []int64{4}, Offset: 32, Bytes: 16},
				{Name: "nz", Kind: Output, DType: "int64", Dynamic: true},
			},
			Inputs: []int{0, 1}, Outputs: []int{2, 3},
			Steps: []Step{
				{Kind: StepIf, Programs: []int{0, 1}, Inputs: []int{0, 1}, Outputs: []int{2}},
				{Kind: StepHost, Op: "NonZero", Inputs: []int{1}, Outputs: []int{3}},
			},
			Subprograms: []Program{branch("then"), branch("else")},
		}
	}
	for _, tc := range []struct {
		name string
		edit func(p *Program)
		err  string
	}{
		{name: "valid"},
		{"sub-program out of range", func(p *Program) { p.Steps[0].Programs = []int{0, 2} }, "sub-program 2 of 2"},
		{"if binds too few values", func(p *Program) { p.Steps[0].Inputs = []int{0} }, "takes 1 inputs and gives 1 outputs, the step binds 0 and 1"},
		{"step writes an input", func(p *Program) { p.Steps[1].Outputs = []int{1} }, "writes input buffer x"},
		{"buffer out of range", func(p *Program) { p.Steps[1].Inputs = []int{9} }, "refers to buffer 9 of 4"},
		{"host step without op", func(p *Program) { p.Steps[1].Op = "" }, "names no operator"},
		{"unknown kind", func(p *Program) { p.Steps[1].Kind = "jump" }, `unknown step kind "jump"`},
		{"launch out of range", func(p *Program) { p.Steps[1] = Step{Kind: StepLaunch, Launch: 3} }, "launch 3 of 0"},
		{"dynamic buffer with bytes", func(p *Program) { p.Buffers[3].Bytes = 8 }, "dynamic buffer nz"},
		{"kernel binds a dynamic buffer", func(p *Program) {
			p.Subprograms[0].Buffers[1] = Buffer{Name: "b", Kind: Output, DType: "float32", Dynamic: true}
		}, "known only at run time"},
		{"bad sub-program", func(p *Program) { p.Subprograms[1].Launches[0].Kernels = []string{"nope"} }, "unknown kernel nope"},
		{"loop counts", func(p *Program) {
			p.Steps[0] = Step{Kind: StepLoop, Programs: []int{0}, Inputs: []int{-1, 0, 1}, Outputs: []int{2}, NumCarried: 1}
		}, "the body takes 1 inputs, the loop binds 3"},
		{"scan axes", func(p *Program) {
			p.Steps[0] = Step{Kind: StepScan, Programs: []int{0}, Inputs: []int{1}, Outputs: []int{2}, NumScan: 1}
		}, "0 axes and 0 directions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := base()
			if tc.edit != nil {
				tc.edit(p)
			}
			err := p.Validate(kernels)
			if tc.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("error %v, want it to contain %q", err, tc.err)
			}
		})
	}
}

// TestSequence: a program without steps runs its launches in order.
func TestSequence(t *testing.T) {
	p := &Program{Launches: []Launch{{}, {}, {}}}
	seq := p.Sequence()
	if len(seq) != 3 || seq[2].Kind != StepLaunch || seq[2].Launch != 2 || p.HasControl() {
		t.Fatalf("sequence %v", seq)
	}
	p.Subprograms = []Program{{Launches: []Launch{{Label: "inner"}}}}
	if all := p.AllLaunches(); len(all) != 4 || all[3].Label != "inner" {
		t.Fatalf("all launches %v", all)
	}
}

// TestValidateStrings crafts programs with string buffers (host values) that
// claim arena bytes, carry strings where only a constant may, a constant
// whose elements do not fit its shape, a string status buffer, a kernel
// binding a string, a step writing a constant: each is refused.
func TestValidateStrings(t *testing.T) {
	kernels := func(id string) ([]KernelArg, bool) {
		return []KernelArg{{DType: "int64", Shape: []int64{2}}, {DType: "int64", Shape: []int64{2}, Write: true}}, id == "k"
	}
	base := func() *Program {
		return &Program{
			Name: "main", ArenaSize: 32,
			Buffers: []Buffer{
				{Name: "words", Kind: Input, DType: "string", Shape: []int64{2}},
				{Name: "sep", Kind: Const, DType: "string", Shape: []int64{1}, Strings: []string{"-"}},
				{Name: "joined", Kind: Temp, DType: "string", Dynamic: true},
				{Name: "ids", Kind: Temp, DType: "int64", Shape: []int64{2}, Offset: 0, Bytes: 16},
				{Name: "out", Kind: Output, DType: "int64", Shape: []int64{2}, Offset: 16, Bytes: 16},
			},
			Inputs: []int{0}, Outputs: []int{4},
			Launches: []Launch{{Kernels: []string{"k"}, Args: []int{3, 4}}},
			Steps: []Step{
				{Kind: StepHost, Op: "StringConcat", Inputs: []int{0, 1}, Outputs: []int{2}},
				{Kind: StepHost, Op: "LabelEncoder", Inputs: []int{2}, Outputs: []int{3}},
				{Kind: StepLaunch, Launch: 0},
			},
		}
	}
	for _, tc := range []struct {
		name string
		edit func(p *Program)
		err  string
	}{
		{name: "valid"},
		{"string with arena bytes", func(p *Program) { p.Buffers[0].Bytes = 16 }, "string buffer words has bytes in the arena"},
		{"input carrying strings", func(p *Program) { p.Buffers[0].Strings = []string{"a", "b"} }, "input buffer words carries strings"},
		{"constant of the wrong size", func(p *Program) { p.Buffers[1].Strings = nil }, "constant sep holds 0 strings for shape [1]"},
		{"dynamic constant", func(p *Program) { p.Buffers[1].Dynamic, p.Buffers[1].Shape = true, nil }, "constant sep has no shape"},
		{"numeric constant", func(p *Program) { p.Buffers[1].DType = "int8" }, "only string buffers are constants"},
		{"dynamic string with a shape", func(p *Program) { p.Buffers[2].Shape = []int64{2} }, "dynamic buffer joined has a shape"},
		{"string status", func(p *Program) { p.Buffers[2].Kind = Status }, "cannot be a status buffer"},
		{"kernel binds a string", func(p *Program) { p.Launches[0].Args = []int{0, 4} }, "words, a string value"},
		{"step writes a constant", func(p *Program) { p.Steps[0].Outputs = []int{1} }, "writes const buffer sep"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := base()
			if tc.edit != nil {
				tc.edit(p)
			}
			err := p.Validate(kernels)
			if tc.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("error %v, want it to contain %q", err, tc.err)
			}
		})
	}
}
