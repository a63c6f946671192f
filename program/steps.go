package program

import (
	"fmt"
)

// StepKind says what a Step does (DESIGN.md, Programs).
type StepKind string

// The step kinds.
const (
	// StepLaunch runs Launches[Launch].
	StepLaunch StepKind = "launch"
	// StepIf reads the one-element condition Inputs[0] back and runs
	// sub-program Programs[0] when it is nonzero, else Programs[1]. The
	// sub-program's inputs bind Inputs[1:] (the captured values), its
	// outputs are copied to Outputs.
	StepIf StepKind = "if"
	// StepLoop is ONNX Loop: Inputs are M, cond (either -1 when absent),
	// the loop-carried values, then the captured values. Each iteration
	// runs sub-program Programs[0] with inputs (iteration, cond, carried...,
	// captured...) and outputs (cond, carried..., scan parts...); carried
	// values stay on the device between iterations. Outputs are the final
	// carried values, then the scan outputs (the parts stacked on a new
	// axis 0).
	StepLoop StepKind = "loop"
	// StepScan is ONNX Scan (opset 9 and later): Inputs are the states,
	// then the scan inputs (Ints: NumScan scan inputs, with axes and
	// directions in Axes/Reverse, input ones first, then the outputs'),
	// then the captured values; the body Programs[0] takes (states...,
	// slices..., captured...) and gives (states..., scan parts...).
	StepScan StepKind = "scan"
	// StepHost runs Op, a data-dependent operator (NonZero,
	// NonMaxSuppression, or an op whose shape operands are computed in
	// the graph), as a Go function over host memory: the runtime copies
	// Inputs out, runs it and copies the results into Outputs, on every
	// device alike. It is how values whose shape is known only at run
	// time (Buffer.Dynamic) are made, and how string values are
	// computed (they live on the host: no copy at all).
	StepHost StepKind = "host"
)

// Step is one step of a program: a kernel launch, a control-flow step over
// sub-programs, or a host step.
type Step struct {
	Kind   StepKind `cbor:"1,keyasint"`
	Launch int      `cbor:"2,keyasint,omitempty"`
	// Programs index Program.Subprograms.
	Programs []int `cbor:"3,keyasint,omitempty"`
	// Inputs and Outputs index Program.Buffers; -1 is an omitted
	// optional operand.
	Inputs  []int  `cbor:"4,keyasint,omitempty"`
	Outputs []int  `cbor:"5,keyasint,omitempty"`
	Op      string `cbor:"6,keyasint,omitempty"`
	// Attrs are a host step's operator attributes, sorted by name.
	Attrs   []HostAttr `cbor:"7,keyasint,omitempty"`
	NumScan int        `cbor:"8,keyasint,omitempty"`
	Axes    []int64    `cbor:"9,keyasint,omitempty"`
	Reverse []bool     `cbor:"10,keyasint,omitempty"`
	// Opset is a host step's default-domain opset.
	Opset int64  `cbor:"11,keyasint,omitempty"`
	Label string `cbor:"12,keyasint,omitempty"`
	// NumCarried is the number of loop-carried values of a loop step,
	// the number of states of a scan step.
	NumCarried int `cbor:"13,keyasint,omitempty"`
	// Batched marks a scan step of opset 8: Inputs start with
	// sequence_lens (-1 when absent), every state, scan input and output
	// has a batch dim first, and the body runs per batch entry on the
	// rest (the scan axis is then 0).
	Batched bool `cbor:"14,keyasint,omitempty"`
}

// HostAttr is one attribute of a host step's operator; the field its Kind
// names is set ("int", "float", "string", "ints", "floats", "strings",
// "tensor").
type HostAttr struct {
	Name    string    `cbor:"1,keyasint"`
	Kind    string    `cbor:"2,keyasint"`
	Int     int64     `cbor:"3,keyasint,omitempty"`
	Float   float32   `cbor:"4,keyasint,omitempty"`
	String  string    `cbor:"5,keyasint,omitempty"`
	Ints    []int64   `cbor:"6,keyasint,omitempty"`
	Floats  []float32 `cbor:"7,keyasint,omitempty"`
	Strings []string  `cbor:"8,keyasint,omitempty"`
	// A tensor attribute: numpy dtype, shape and little-endian data (a
	// string tensor's elements are in Strings).
	DType string  `cbor:"9,keyasint,omitempty"`
	Shape []int64 `cbor:"10,keyasint,omitempty"`
	Data  []byte  `cbor:"11,keyasint,omitempty"`
}

// maxSubprogramDepth bounds the nesting of sub-programs a bundle may have.
const maxSubprogramDepth = 32

// Sequence is the steps a program runs in order: Steps, or, for a program
// without steps (every bundle before steps existed, and programs of
// launches only), each launch in order.
func (p *Program) Sequence() []Step {
	if len(p.Steps) > 0 {
		return p.Steps
	}
	out := make([]Step, len(p.Launches))
	for i := range p.Launches {
		out[i] = Step{Kind: StepLaunch, Launch: i}
	}
	return out
}

// AllLaunches lists the launches of p and of its sub-programs, depth
// first: every kernel a run of p may use (finalize walks these).
func (p *Program) AllLaunches() []Launch {
	out := append([]Launch{}, p.Launches...)
	for i := range p.Subprograms {
		out = append(out, p.Subprograms[i].AllLaunches()...)
	}
	return out
}

// HasControl reports whether p runs anything but kernel launches (a
// device graph can then not replay it whole).
func (p *Program) HasControl() bool {
	for _, s := range p.Steps {
		if s.Kind != StepLaunch {
			return true
		}
	}
	return false
}

// validateSteps checks the steps' indexes and operand counts, and the
// sub-programs, recursively.
func (p *Program) validateSteps(kernel func(id string) ([]KernelArg, bool), depth int) error {
	if depth > maxSubprogramDepth {
		return fmt.Errorf("program %s: sub-programs nest more than %d deep", p.Name, maxSubprogramDepth)
	}
	for i := range p.Subprograms {
		sp := &p.Subprograms[i]
		if err := sp.validate(kernel, depth+1); err != nil {
			return fmt.Errorf("program %s: %w", p.Name, err)
		}
	}
	buf := func(what string, idx []int, optional bool) error {
		for _, b := range idx {
			if (b == -1 && optional) || (b >= 0 && b < len(p.Buffers)) {
				continue
			}
			return fmt.Errorf("%s refers to buffer %d of %d", what, b, len(p.Buffers))
		}
		return nil
	}
	sub := func(s Step, n int) error {
		if len(s.Programs) != n {
			return fmt.Errorf("a %s step runs %d sub-programs, not %d", s.Kind, n, len(s.Programs))
		}
		for _, j := range s.Programs {
			if j < 0 || j >= len(p.Subprograms) {
				return fmt.Errorf("sub-program %d of %d", j, len(p.Subprograms))
			}
		}
		return nil
	}
	for i, s := range p.Steps {
		err := func() error {
			if err := buf("inputs", s.Inputs, true); err != nil {
				return err
			}
			if err := buf("outputs", s.Outputs, false); err != nil {
				return err
			}
			for _, o := range s.Outputs {
				if k := p.Buffers[o].Kind; k == Weight || k == Input || k == Const {
					return fmt.Errorf("writes %s buffer %s", k, p.Buffers[o].Name)
				}
			}
			switch s.Kind {
			case StepLaunch:
				if s.Launch < 0 || s.Launch >= len(p.Launches) {
					return fmt.Errorf("launch %d of %d", s.Launch, len(p.Launches))
				}
				return nil
			case StepIf:
				if err := sub(s, 2); err != nil {
					return err
				}
				for _, b := range s.Inputs {
					if b < 0 {
						return fmt.Errorf("an if step needs its condition and captured values")
					}
				}
				if len(s.Inputs) < 1 {
					return fmt.Errorf("an if step needs a condition")
				}
				for _, j := range s.Programs {
					sp := &p.Subprograms[j]
					if len(sp.Inputs) != len(s.Inputs)-1 || len(sp.Outputs) != len(s.Outputs) {
						return fmt.Errorf("branch %s takes %d inputs and gives %d outputs, the step binds %d and %d", sp.Name, len(sp.Inputs), len(sp.Outputs), len(s.Inputs)-1, len(s.Outputs))
					}
				}
				return nil
			case StepLoop:
				if err := sub(s, 1); err != nil {
					return err
				}
				body := &p.Subprograms[s.Programs[0]]
				if len(s.Inputs) < 2 || len(body.Inputs) != len(s.Inputs) {
					return fmt.Errorf("the body takes %d inputs, the loop binds %d", len(body.Inputs), len(s.Inputs))
				}
				if len(body.Outputs) < 1 || len(s.Outputs) != len(body.Outputs)-1 {
					return fmt.Errorf("the body gives %d outputs, the loop writes %d", len(body.Outputs), len(s.Outputs))
				}
				if s.NumCarried < 0 || 2+s.NumCarried > len(s.Inputs) || s.NumCarried > len(s.Outputs) {
					return fmt.Errorf("%d carried values do not fit %d inputs and %d outputs", s.NumCarried, len(s.Inputs), len(s.Outputs))
				}
				for _, b := range s.Inputs[2:] {
					if b < 0 {
						return fmt.Errorf("a carried or captured operand is missing")
					}
				}
				return nil
			case StepScan:
				if err := sub(s, 1); err != nil {
					return err
				}
				body := &p.Subprograms[s.Programs[0]]
				ins := s.Inputs
				if s.Batched {
					if len(ins) == 0 {
						return fmt.Errorf("a batched scan step binds no sequence_lens")
					}
					ins = ins[1:]
				}
				if len(body.Inputs) != len(ins) || s.NumScan < 1 || s.NumScan > len(ins) {
					return fmt.Errorf("the body takes %d inputs, the scan binds %d with %d scanned", len(body.Inputs), len(ins), s.NumScan)
				}
				k := len(s.Outputs) - s.NumCarried
				if s.NumCarried < 0 || k < 0 || s.NumCarried+s.NumScan > len(ins) || len(body.Outputs) != len(s.Outputs) {
					return fmt.Errorf("%d states and %d scan inputs do not fit %d inputs, %d outputs and a body of %d", s.NumCarried, s.NumScan, len(s.Inputs), len(s.Outputs), len(body.Outputs))
				}
				if len(s.Axes) != s.NumScan+k || len(s.Reverse) != len(s.Axes) {
					return fmt.Errorf("%d axes and %d directions for %d scan inputs and %d scan outputs", len(s.Axes), len(s.Reverse), s.NumScan, k)
				}
				for _, b := range ins {
					if b < 0 {
						return fmt.Errorf("an operand is missing")
					}
				}
				return nil
			case StepHost:
				if s.Op == "" {
					return fmt.Errorf("a host step names no operator")
				}
				return nil
			}
			return fmt.Errorf("unknown step kind %q", s.Kind)
		}()
		if err != nil {
			return fmt.Errorf("program %s: step %d (%s): %w", p.Name, i, s.Label, err)
		}
	}
	return nil
}
