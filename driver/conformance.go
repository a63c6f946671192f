package driver

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// HostConformanceTarget runs ONNX backend tests on the host: each test's
// graph is compiled in memory with its inputs' shapes, finalized through the
// kernel cache and run. A graph the compiler does not lower yet is a skip
// (with the compiler's reason); a failure after lowering is a failure.
type HostConformanceTarget struct {
	// Load says how to finalize (cache, jobs) and opens the MLIR library;
	// its Compile field is ignored (the inputs give the shapes).
	Load LoadOptions
	// BindShapeInputs, when a graph does not compile as it is, compiles it
	// again with its small integer inputs (rank <= 1, at most
	// maxShapeInput elements: the axes, sizes, pads and repeats the
	// backend tests pass as inputs) bound to the test's values — the
	// shape specialization a static-shape compiler makes. Off, such tests
	// are skips (data-dependent shapes).
	BindShapeInputs bool
}

// maxShapeInput bounds the inputs BindShapeInputs binds.
const maxShapeInput = 16

// Name is "host".
func (HostConformanceTarget) Name() string { return "host" }

// Run implements conformance.Target.
func (t HostConformanceTarget) Run(ctx context.Context, g *graph.Graph, inputs map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	copts := CompileOptions{InputDims: map[string][]int64{}}
	in := make(map[string]*npy.Array, len(inputs))
	for name, x := range inputs {
		copts.InputDims[name] = x.Shape.Clone()
		in[name] = &npy.Array{DType: x.DType.String(), Shape: x.Shape.Clone(), Data: x.Data}
	}
	// lower rewrites the graph; the runner may use it again.
	src, err := CompileGraph(ctx, g.Name, g.Clone(), copts)
	if err != nil && t.BindShapeInputs {
		if bound, ok := bindShapeInputs(g, inputs); ok {
			bopts := CompileOptions{InputDims: map[string][]int64{}}
			for _, v := range bound.Inputs {
				bopts.InputDims[v.Name] = copts.InputDims[v.Name]
			}
			if src2, err2 := CompileGraph(ctx, g.Name, bound, bopts); err2 == nil {
				src, err = src2, nil
				for name := range in {
					if _, ok := bopts.InputDims[name]; !ok {
						delete(in, name) // now a constant of the program
					}
				}
			}
		}
	}
	if err != nil {
		return nil, &conformance.SkipError{Reason: err.Error()}
	}
	l, err := LoadHostSource(ctx, src, t.Load)
	if err != nil {
		return nil, err
	}
	defer l.Close()
	outs, err := l.Session.Run(ctx, in)
	if err != nil {
		return nil, err
	}
	res := make(map[string]*graph.Tensor, len(outs))
	for name, a := range outs {
		dt, err := graph.ParseDType(a.DType)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", name, err)
		}
		res[name] = &graph.Tensor{DType: dt, Shape: graph.Shape(a.Shape), Data: a.Data}
	}
	return res, nil
}

// bindShapeInputs returns a copy of g whose small integer inputs are
// initializers holding the given values, and false when g has none.
func bindShapeInputs(g *graph.Graph, inputs map[string]*graph.Tensor) (*graph.Graph, bool) {
	c := g.Clone()
	kept := c.Inputs[:0:0]
	bound := false
	for _, v := range c.Inputs {
		x, ok := inputs[v.Name]
		if ok && (x.DType == graph.Int64 || x.DType == graph.Int32) && len(x.Shape) <= 1 && x.Len() <= maxShapeInput {
			c.Initializers[v.Name] = x
			v.DType, v.Shape, v.ShapeKnown = x.DType, x.Shape.Clone(), true
			bound = true
			continue
		}
		kept = append(kept, v)
	}
	c.Inputs = kept
	return c, bound
}
