package driver

import (
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// IsModelPath reports whether path names an ONNX model (rather than a
// bundle): by its extension, unless its content is a bundle's.
func IsModelPath(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".onnx") && !bundle.IsBundleFile(path)
}

// CompileModel compiles the ONNX model at path in memory, as compile
// --portable does, and returns it as a runtime.Source with the portable
// objects; no file is written.
func CompileModel(ctx context.Context, path string, opts CompileOptions) (runtime.Source, error) {
	g, err := onnx.ImportFile(path, onnx.Options{})
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", path, err)
	}
	return CompileGraph(ctx, path, g, opts)
}

// CompileGraph is CompileModel for an imported graph, which it rewrites;
// name names the model in messages.
func CompileGraph(ctx context.Context, name string, g *graph.Graph, opts CompileOptions) (runtime.Source, error) {
	opts, err := opts.bind(g)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", name, err)
	}
	res, err := lower.Compile(ctx, g, opts.lower(), opts.Passes)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", name, err)
	}
	weights := make(map[string][]byte, len(res.Weights))
	for w, t := range res.Weights {
		weights[w] = t.Data
	}
	src, err := runtime.NewMemorySource(name, res.Programs, res.Objects, weights)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", name, err)
	}
	return src, nil
}

// InputSpec is one model input: its name, numpy dtype and static shape.
type InputSpec struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
}

// ProgramInputs lists a program's inputs in program order.
func ProgramInputs(p *program.Program) []InputSpec {
	out := make([]InputSpec, len(p.Inputs))
	for i, b := range p.Inputs {
		buf := p.Buffers[b]
		out[i] = InputSpec{Name: buf.Name, DType: buf.DType, Shape: buf.Shape}
	}
	return out
}

// Reference is an ONNX model loaded for the reference evaluator (graph/ref),
// the target every other one is checked against.
type Reference struct {
	path string
	g    *graph.Graph
	// Inputs are the graph's inputs with symbolic dims bound by the
	// compile options.
	Inputs []InputSpec
}

// LoadReference imports the model at path for the reference evaluator. Its
// symbolic input dims are bound by opts as compile binds them; an input
// whose shape stays unknown is an error only when Run would need to fill
// it, so Inputs then holds a nil shape.
func LoadReference(path string, opts CompileOptions) (*Reference, error) {
	g, err := onnx.ImportFile(path, onnx.Options{})
	if err != nil {
		return nil, fmt.Errorf("reference %s: %w", path, err)
	}
	if opts, err = opts.bind(g); err != nil {
		return nil, fmt.Errorf("reference %s: %w", path, err)
	}
	r := &Reference{path: path, g: g}
	for _, v := range g.Inputs {
		spec := InputSpec{Name: v.Name, DType: v.DType.String()}
		if s, ok := opts.InputDims[v.Name]; ok {
			spec.Shape = s
		} else if v.Dims != nil {
			shape := make([]int64, len(v.Dims))
			for i, d := range v.Dims {
				switch {
				case d.Size >= 0:
					shape[i] = d.Size
				case d.Param != "" && opts.Dims[d.Param] > 0:
					shape[i] = opts.Dims[d.Param]
				default:
					shape = nil
				}
				if shape == nil {
					break
				}
			}
			spec.Shape = shape
		}
		r.Inputs = append(r.Inputs, spec)
	}
	return r, nil
}

// Run evaluates the model on inputs (by input name) with the reference
// evaluator and returns the outputs by name.
func (r *Reference) Run(ctx context.Context, inputs map[string]*npy.Array) (map[string]*npy.Array, error) {
	in := make(map[string]*graph.Tensor, len(inputs))
	for name, a := range inputs {
		dt, err := graph.ParseDType(a.DType)
		if err != nil {
			return nil, fmt.Errorf("input %s: %w", name, err)
		}
		in[name] = &graph.Tensor{DType: dt, Shape: graph.Shape(a.Shape), Data: a.Data, Strings: a.Strings}
	}
	var missing []string
	for _, s := range r.Inputs {
		if _, ok := in[s.Name]; !ok {
			missing = append(missing, s.Name)
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return nil, fmt.Errorf("missing input: %s (pass --input NAME=FILE.npy or --fill)", strings.Join(missing, ", "))
	}
	outs, err := ref.Evaluate(ctx, r.g, in)
	if err != nil {
		return nil, fmt.Errorf("reference %s: %w", r.path, err)
	}
	res := make(map[string]*npy.Array, len(outs))
	for name, t := range outs {
		if t.DType.IsContainer() {
			// A sequence, map or optional: its contents in Items, as
			// the runtime holds it (written as JSON, ValueJSONHelp).
			res[name] = hostop.ArrayOf(t)
			continue
		}
		res[name] = &npy.Array{DType: t.DType.String(), Shape: []int64(t.Shape.Clone()), Data: t.Data, Strings: t.Strings}
	}
	return res, nil
}

// bind checks o's bindings against the model g (passes.CheckBindings) and
// returns o with the symbolic dims of g's inputs also bound from
// InputShapes, as ONNX Runtime binds them from the arrays it is given: each
// given input fixes its own shape and every named dim it carries. An array
// whose rank or static dims contradict the model, or two sources (arrays,
// --dim, --input-dim) that disagree on a dim, are errors naming both.
func (o CompileOptions) bind(g *graph.Graph) (CompileOptions, error) {
	if err := passes.CheckBindings(g, o.lower().Bindings()); err != nil {
		return o, err
	}
	if len(o.InputShapes) == 0 {
		return o, nil
	}
	dims, inputDims := maps.Clone(o.Dims), maps.Clone(o.InputDims)
	if dims == nil {
		dims = map[string]int64{}
	}
	if inputDims == nil {
		inputDims = map[string][]int64{}
	}
	from := map[string]string{} // dim name -> what bound it
	for name, n := range o.Dims {
		from[name] = fmt.Sprintf("--dim %s=%d", name, n)
	}
	for _, v := range g.Inputs {
		s, ok := o.InputShapes[v.Name]
		if !ok {
			continue
		}
		if want, ok := o.InputDims[v.Name]; ok && !slices.Equal(want, s) {
			return o, fmt.Errorf("input %s: the array's shape %v differs from --input-dim %s=%s", v.Name, s, v.Name, joinDims(want))
		}
		if v.Dims != nil && len(v.Dims) != len(s) {
			return o, fmt.Errorf("input %s: the array has rank %d (shape %v), the model declares rank %d %s", v.Name, len(s), s, len(v.Dims), graph.DimsString(v.Dims))
		}
		for i, d := range v.Dims {
			switch {
			case d.Static() && d.Size != s[i]:
				return o, fmt.Errorf("input %s: the array's shape is %v, but dim %d is %d in the model %s", v.Name, s, i, d.Size, graph.DimsString(v.Dims))
			case d.Param == "":
			case from[d.Param] != "" && dims[d.Param] != s[i]:
				return o, fmt.Errorf("input %s: dim %d (%s) is %d in the array (shape %v), but %s binds %s=%d", v.Name, i, d.Param, s[i], s, from[d.Param], d.Param, dims[d.Param])
			case from[d.Param] == "":
				dims[d.Param] = s[i]
				from[d.Param] = fmt.Sprintf("input %s (shape %v)", v.Name, s)
			}
		}
		inputDims[v.Name] = s
	}
	o.Dims, o.InputDims = dims, inputDims
	return o, nil
}
