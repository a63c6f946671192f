package driver

import (
	"context"
	"fmt"
	"maps"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

// VerifyOptions control Verify.
type VerifyOptions struct {
	// Load compiles, finalizes and prepares the model for the host.
	Load LoadOptions
	// Inputs are given inputs by name; the others are filled by Fill.
	Inputs map[string]*npy.Array
	Fill   Fill
	// Tolerance bounds every output element's error.
	Tolerance Tolerance
}

// VerifyReport is the result of Verify.
type VerifyReport struct {
	Model     string       `json:"model"`
	Target    string       `json:"target"`
	Fill      FillMode     `json:"fill,omitempty"`
	Seed      uint64       `json:"seed"`
	Filled    []string     `json:"filled_inputs,omitempty"`
	Tolerance Tolerance    `json:"tolerance"`
	Outputs   []OutputDiff `json:"outputs"`
	// Pass says every output matched within the tolerance.
	Pass bool `json:"pass"`
	// Finalize says how the kernels were finalized (in memory).
	Kernels   int `json:"kernels"`
	CacheHits int `json:"cache_hits"`
}

// Verify compiles the ONNX model at model, finalizes it for the host in
// memory, runs it on the given inputs (the rest filled as opts.Fill says)
// and compares every output with the reference evaluator's on the same
// inputs.
func Verify(ctx context.Context, model string, opts VerifyOptions) (*VerifyReport, error) {
	if !IsModelPath(model) {
		return nil, fmt.Errorf("verify %s: want an ONNX model (.onnx); the reference evaluator needs the graph", model)
	}
	ref, err := LoadReference(model, opts.Load.Compile)
	if err != nil {
		return nil, err
	}
	l, err := LoadHost(ctx, model, opts.Load)
	if err != nil {
		return nil, err
	}
	defer l.Close()
	inputs := maps.Clone(opts.Inputs)
	if inputs == nil {
		inputs = map[string]*npy.Array{}
	}
	filled, err := FillInputs(ProgramInputs(l.Session.Program()), inputs, opts.Fill)
	if err != nil {
		return nil, fmt.Errorf("verify %s: %w", model, err)
	}
	got, err := l.Session.Run(ctx, inputs)
	if err != nil {
		return nil, fmt.Errorf("verify %s: host: %w", model, err)
	}
	want, err := ref.Run(ctx, inputs)
	if err != nil {
		return nil, fmt.Errorf("verify %s: %w", model, err)
	}
	rep := &VerifyReport{
		Model: model, Target: target.HostRow().Name, Fill: opts.Fill.Mode, Seed: opts.Fill.Seed, Filled: filled,
		Tolerance: opts.Tolerance, Outputs: CompareOutputs(got, want, opts.Tolerance), Pass: true,
		Kernels: l.Stats.Kernels, CacheHits: l.Stats.CacheHits,
	}
	for _, d := range rep.Outputs {
		rep.Pass = rep.Pass && d.Pass
	}
	return rep, nil
}
