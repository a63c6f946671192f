package driver

import (
	"context"
	"fmt"
	"maps"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// The references Verify compares with (VerifyReport.Reference).
const (
	ReferenceEvaluator = "reference evaluator"
	ReferenceExpected  = "expected outputs"
)

// VerifyOptions control Verify.
type VerifyOptions struct {
	// Load compiles, finalizes and prepares the model for the host.
	Load LoadOptions
	// Inputs are given inputs by name; the others are filled by Fill.
	Inputs map[string]*npy.Array
	Fill   Fill
	// Expected, when not empty, are the outputs to compare with, by name,
	// instead of the reference evaluator's; the path may then be a bundle.
	// Outputs it does not name are not checked.
	Expected map[string]*npy.Array
	// Tolerances bound every output element's error, by dtype.
	Tolerances Tolerances
}

// VerifyReport is the result of Verify.
type VerifyReport struct {
	Model  string `json:"model"`
	Target string `json:"target"`
	// Reference is ReferenceEvaluator or ReferenceExpected.
	Reference string `json:"reference"`
	// Fill and Seed say how the Filled inputs were made (absent when none
	// was filled; Seed only for random ones).
	Fill    FillMode     `json:"fill,omitempty"`
	Seed    uint64       `json:"seed,omitempty"`
	Filled  []string     `json:"filled_inputs,omitempty"`
	Outputs []OutputDiff `json:"outputs"`
	// Unchecked lists the outputs that Expected does not name (empty when
	// comparing with the reference evaluator, which checks all).
	Unchecked []string `json:"unchecked_outputs"`
	// Pass says every output matched within its tolerance.
	Pass bool `json:"pass"`
	// Finalize says how the kernels were finalized (in memory).
	Kernels   int `json:"kernels"`
	CacheHits int `json:"cache_hits"`
}

// ProgramOutputs lists a program's output names in program order.
func ProgramOutputs(p *program.Program) []string {
	out := make([]string, len(p.Outputs))
	for i, b := range p.Outputs {
		out[i] = p.Buffers[b].Name
	}
	return out
}

// NewVerifyReport makes the report of comparing outputs, given diffs (from
// CompareOutputsByDType or CompareExpected) over all of a program's
// outputs.
func NewVerifyReport(path, reference string, fill Fill, filled []string, diffs []OutputDiff, outputs []string) *VerifyReport {
	rep := &VerifyReport{
		Model: path, Target: "host", Reference: reference, Filled: filled,
		Outputs: diffs, Unchecked: []string{}, Pass: true,
	}
	if len(filled) > 0 {
		rep.Fill = fill.Mode
		if fill.Mode == FillRandom {
			rep.Seed = fill.Seed
		}
	}
	checked := map[string]bool{}
	for _, d := range diffs {
		rep.Pass = rep.Pass && d.Pass
		checked[d.Name] = true
	}
	for _, name := range outputs {
		if !checked[name] {
			rep.Unchecked = append(rep.Unchecked, name)
		}
	}
	return rep
}

// Verify runs the model or bundle at path on the host (compiling and
// finalizing in memory as needed) on the given inputs (the rest filled as
// opts.Fill says) and compares its outputs with opts.Expected, or, when
// that is empty, with the reference evaluator's outputs on the same inputs
// (which needs an ONNX model).
func Verify(ctx context.Context, path string, opts VerifyOptions) (*VerifyReport, error) {
	opts.Load.Compile = opts.Load.Compile.WithInputs(opts.Inputs)
	expected := len(opts.Expected) > 0
	var ref *Reference
	if !expected {
		if !IsModelPath(path) {
			return nil, fmt.Errorf("verify %s: a bundle has no graph for the reference evaluator: give its expected outputs with --expected NAME=FILE.npy, or verify the ONNX model", path)
		}
		var err error
		if ref, err = LoadReference(path, opts.Load.Compile); err != nil {
			return nil, err
		}
	}
	l, err := Load(ctx, path, opts.Load)
	if err != nil {
		return nil, err
	}
	defer l.Close()
	outputs := l.OutputNames()
	if expected {
		// Before running: a misspelled name should not cost a run.
		if err := CheckExpected(outputs, opts.Expected); err != nil {
			return nil, fmt.Errorf("verify %s: %w", path, err)
		}
	}
	inputs := maps.Clone(opts.Inputs)
	if inputs == nil {
		inputs = map[string]*npy.Array{}
	}
	filled, err := FillInputs(l.InputSpecs(opts.Load.Compile.Dims), inputs, opts.Fill)
	if err != nil {
		return nil, fmt.Errorf("verify %s: %w", path, err)
	}
	res, err := l.Run(ctx, inputs)
	if err != nil {
		return nil, fmt.Errorf("verify %s: %s: %w", path, l.Target, err)
	}
	got := res.Outputs
	var rep *VerifyReport
	if expected {
		diffs, err := CompareExpected(got, opts.Expected, opts.Tolerances)
		if err != nil {
			return nil, fmt.Errorf("verify %s: %w", path, err)
		}
		rep = NewVerifyReport(path, ReferenceExpected, opts.Fill, filled, diffs, outputs)
	} else {
		want, err := ref.Run(ctx, inputs)
		if err != nil {
			return nil, fmt.Errorf("verify %s: %w", path, err)
		}
		rep = NewVerifyReport(path, ReferenceEvaluator, opts.Fill, filled, CompareOutputsByDType(got, want, opts.Tolerances), outputs)
	}
	rep.Target = l.Target.Name
	rep.Kernels, rep.CacheHits = l.Stats.Kernels, l.Stats.CacheHits
	return rep, nil
}
