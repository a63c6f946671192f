package driver

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/program"
)

// PadAssumption is what padding assumes of a model, for --help and errors
// (DESIGN.md, Shape buckets).
const PadAssumption = `Padding assumes the model treats the rows of a batch independently (so a
padded batch row never changes a real one: true of inference models without
cross-batch ops), and treats padded sequence positions as absent only where
the model masks them: a BERT-style encoder with an attention_mask input,
padded with 0, ignores the padded keys, so the real positions' outputs equal
an unpadded run's. A model without such a mask (or with positions that see
the end of the sequence, like a causal LM's last-token logits read from a
padded end) gives different values on padded sequence dims.`

// Grid is a shape-bucket grid: each bucketed dim with its sizes.
type Grid map[string][]int64

// MaxGridPoints bounds a bucket grid: each point is a program compiled,
// stored (its manifest part is some 25 KB for BERT-mini) and checked by
// every reader, so a 50x50 grid takes minutes and gigabytes to compile and
// to inspect. 256 covers a batch and a sequence dim of 16 sizes each.
const MaxGridPoints = 256

// checkSize refuses a grid of more than MaxGridPoints points.
func (g Grid) checkSize() error {
	n := 1
	var dims []string
	for _, name := range slices.Sorted(maps.Keys(g)) {
		n *= len(g[name])
		dims = append(dims, fmt.Sprintf("%s: %d", name, len(g[name])))
		if n > MaxGridPoints {
			break
		}
	}
	if n > MaxGridPoints {
		return fmt.Errorf("--bucket: a grid of more than %d points (%s sizes, one program each) is more than a bundle holds; give fewer sizes (--max-dim NAME=N takes the powers of two up to N)", MaxGridPoints, strings.Join(dims, ", "))
	}
	return nil
}

// points lists every point of the grid, dims by name, the first dim
// slowest, each dim's sizes ascending.
func (g Grid) points() []map[string]int64 {
	names := slices.Sorted(maps.Keys(g))
	out := []map[string]int64{{}}
	for _, name := range names {
		var next []map[string]int64
		for _, p := range out {
			for _, n := range g[name] {
				q := maps.Clone(p)
				q[name] = n
				next = append(next, q)
			}
		}
		out = next
	}
	return out
}

// String is the grid as flags: batch=1,2,4 seq=32,64.
func (g Grid) String() string {
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(g)) {
		parts = append(parts, name+"="+joinDims(g[name]))
	}
	return strings.Join(parts, " ")
}

// ParseBucket parses a --bucket NAME=N1,N2,... value into grid: sizes > 0,
// sorted and deduplicated; a dim given twice is an error.
func (g Grid) ParseBucket(v string) error {
	name, list, ok := strings.Cut(v, "=")
	if !ok || name == "" || list == "" {
		return fmt.Errorf("--bucket %q: want NAME=N1,N2,... (sizes > 0)", v)
	}
	var sizes []int64
	for _, s := range strings.Split(list, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil || n <= 0 {
			return fmt.Errorf("--bucket %q: bad size %q: want NAME=N1,N2,... with every N > 0", v, s)
		}
		sizes = append(sizes, n)
	}
	return g.add("--bucket", name, sizes)
}

// ParseMaxDim parses a --max-dim NAME=N value: the powers of two below N,
// and N.
func (g Grid) ParseMaxDim(v string) error {
	name, s, ok := strings.Cut(v, "=")
	n, err := strconv.ParseInt(s, 10, 64)
	if !ok || name == "" || err != nil || n <= 0 || n > 1<<40 {
		return fmt.Errorf("--max-dim %q: want NAME=N with N > 0", v)
	}
	var sizes []int64
	for p := int64(1); p < n; p *= 2 {
		sizes = append(sizes, p)
	}
	return g.add("--max-dim", name, append(sizes, n))
}

func (g Grid) add(flag, name string, sizes []int64) error {
	if _, dup := g[name]; dup {
		return fmt.Errorf("%s %s: dim %s is bucketed twice (by --bucket or --max-dim): give its sizes once", flag, name, name)
	}
	slices.Sort(sizes)
	g[name] = slices.Compact(sizes)
	return nil
}

// checkGrid checks the grid against the model g and the other bindings:
// every bucketed dim is a symbolic dim of the model's inputs, not bound by
// --dim, and on no input whose shape --input-dim fixes.
func (o CompileOptions) checkGrid(g *graph.Graph) error {
	if err := o.Buckets.checkSize(); err != nil {
		return err
	}
	if err := passes.CheckBindings(g, o.lower().Bindings()); err != nil {
		return err
	}
	dims := passes.SymbolicDims(g)
	for _, name := range slices.Sorted(maps.Keys(o.Buckets)) {
		if !slices.Contains(dims, name) {
			if len(dims) == 0 {
				return fmt.Errorf("--bucket %s: the model's inputs have no symbolic dims (every dim is static): there is nothing to bucket", name)
			}
			return fmt.Errorf("--bucket %s: the model has no symbolic dim named %q (a static dim cannot be bucketed); its symbolic dims are %s", name, name, strings.Join(dims, ", "))
		}
		if n, ok := o.Dims[name]; ok {
			return fmt.Errorf("--bucket %s conflicts with --dim %s=%d: a dim is either bound to one size or bucketed; drop one", name, name, n)
		}
		for _, v := range g.Inputs {
			if s, ok := o.InputDims[v.Name]; ok && slices.ContainsFunc(v.Dims, func(d graph.Dim) bool { return d.Param == name }) {
				return fmt.Errorf("--bucket %s conflicts with --input-dim %s=%s: that input carries dim %s; drop one", name, v.Name, joinDims(s), name)
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(o.Pads)) {
		if i := slices.IndexFunc(g.Inputs, func(v *graph.Value) bool { return v.Name == name }); i >= 0 {
			if err := program.CheckPad(name, g.Inputs[i].DType.String(), o.Pads[name]); err != nil {
				return err
			}
		}
		if !slices.ContainsFunc(g.Inputs, func(v *graph.Value) bool { return v.Name == name }) {
			var names []string
			for _, v := range g.Inputs {
				names = append(names, v.Name)
			}
			return fmt.Errorf("--pad %s: the model has no input %q; its inputs are %s", name, name, strings.Join(names, ", "))
		}
	}
	return nil
}

// compileBuckets lowers the model in data once per point of opts.Buckets
// (in parallel, each from a fresh import) and merges the programs: one per
// point, named by it (batch=2,seq=64), kernels and weights each stored
// once. decode imports a fresh graph.
func compileBuckets(ctx context.Context, decode func() (*graph.Graph, error), opts CompileOptions) (*lower.Result, error) {
	g, err := decode()
	if err != nil {
		return nil, err
	}
	if err := opts.checkGrid(g); err != nil {
		return nil, err
	}
	inAxes := map[string][]string{}
	for _, v := range g.Inputs {
		axes := make([]string, len(v.Dims))
		for i, d := range v.Dims {
			if _, ok := opts.Buckets[d.Param]; ok {
				axes[i] = d.Param
			}
		}
		inAxes[v.Name] = axes
	}
	outAxes, err := outputAxes(ctx, decode, opts)
	if err != nil {
		return nil, err
	}
	points := Grid(opts.Buckets).points()
	results := make([]*lower.Result, len(points))
	errs := make([]error, len(points))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	sem := make(chan struct{}, max(runtime.GOMAXPROCS(0), 1))
	var wg sync.WaitGroup
	for i, pt := range points {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if errs[i] = ctx.Err(); errs[i] != nil {
				return
			}
			results[i], errs[i] = compilePoint(ctx, decode, opts, pt, inAxes, outAxes)
			if errs[i] != nil {
				cancel()
			}
		}()
	}
	wg.Wait()
	// The first error that is not the cancel it made the others see.
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, err
		}
	}
	res := &lower.Result{}
	for i, r := range results {
		if errs[i] != nil {
			return nil, errs[i]
		}
		res.Merge(r)
	}
	// The outputs' fixed axes must be fixed across the grid (outputAxes
	// probed one dim at a time).
	first := &res.Programs[0]
	for pi := range res.Programs {
		p := &res.Programs[pi]
		for j, bi := range p.Outputs {
			b, f := p.Buffers[bi], first.Buffers[first.Outputs[j]]
			for k, name := range p.Bucket.Outputs[j].Dims {
				if name == "" && b.Shape[k] != f.Shape[k] {
					return nil, fmt.Errorf("output %s: axis %d is %d in bucket %s and %d in bucket %s, following no one bucketed dim: padding cannot be sliced back", b.Name, k, f.Shape[k], first.Name, b.Shape[k], p.Name)
				}
			}
		}
	}
	return res, nil
}

// compilePoint lowers one grid point.
func compilePoint(ctx context.Context, decode func() (*graph.Graph, error), opts CompileOptions, pt map[string]int64, inAxes, outAxes map[string][]string) (*lower.Result, error) {
	g, err := decode()
	if err != nil {
		return nil, err
	}
	o := opts
	o.Dims = maps.Clone(opts.Dims)
	if o.Dims == nil {
		o.Dims = map[string]int64{}
	}
	maps.Copy(o.Dims, pt)
	o.Progress = nil
	b := &program.Bucket{}
	for _, name := range slices.Sorted(maps.Keys(pt)) {
		b.Dims = append(b.Dims, program.Dim{Name: name, Size: pt[name]})
	}
	res, err := lower.Compile(ctx, g, o.lower(), passes.RunOptions{})
	if err != nil {
		return nil, fmt.Errorf("bucket %s: %w", b, err)
	}
	p := &res.Programs[0]
	p.Name = b.String()
	for _, i := range p.Inputs {
		name := p.Buffers[i].Name
		b.Inputs = append(b.Inputs, program.Axes{Dims: inAxes[name], Pad: opts.Pads[name]})
	}
	for _, i := range p.Outputs {
		b.Outputs = append(b.Outputs, program.Axes{Dims: outAxes[p.Buffers[i].Name]})
	}
	p.Bucket = b
	args := map[string][]program.KernelArg{}
	for _, o := range res.Objects {
		args[o.ID()] = program.ArgsOf(o.Args)
	}
	if err := p.Validate(func(id string) ([]program.KernelArg, bool) { a, ok := args[id]; return a, ok }); err != nil {
		return nil, fmt.Errorf("bucket %s: %w", b, err)
	}
	return res, nil
}

// outputAxes finds which axes of each output follow which bucketed dim:
// shapes are inferred at the grid's first point and again with one dim at
// a time moved to another size; an axis that moves with the dim and equals
// it both times follows it, one that moves otherwise (seq+1, batch*seq)
// cannot be sliced back and is an error.
func outputAxes(ctx context.Context, decode func() (*graph.Graph, error), opts CompileOptions) (map[string][]string, error) {
	base := map[string]int64{}
	for name, sizes := range opts.Buckets {
		base[name] = sizes[0]
	}
	infer := func(pt map[string]int64) (map[string]graph.Shape, error) {
		g, err := decode()
		if err != nil {
			return nil, err
		}
		dims := maps.Clone(opts.Dims)
		if dims == nil {
			dims = map[string]int64{}
		}
		maps.Copy(dims, pt)
		o := opts
		o.Dims = dims
		if err := (&passes.InferShapes{Bindings: o.lower().Bindings()}).Run(ctx, g); err != nil {
			return nil, err
		}
		out := map[string]graph.Shape{}
		for _, v := range g.Outputs {
			out[v.Name] = v.Shape
		}
		return out, nil
	}
	at, err := infer(base)
	if err != nil {
		return nil, fmt.Errorf("bucket %s: %w", pointString(base), err)
	}
	axes := map[string][]string{}
	for name, s := range at {
		axes[name] = make([]string, len(s))
	}
	for _, dim := range slices.Sorted(maps.Keys(opts.Buckets)) {
		sizes := opts.Buckets[dim]
		// Another size of dim: the grid's next, else one more (or less).
		tries := []int64{base[dim] + 1, base[dim] - 1}
		if len(sizes) > 1 {
			tries = sizes[1:2]
		}
		var moved map[string]graph.Shape
		var probe int64
		for _, n := range tries {
			if n <= 0 {
				continue
			}
			pt := maps.Clone(base)
			pt[dim] = n
			if moved, err = infer(pt); err == nil {
				probe = n
				break
			}
		}
		if moved == nil {
			return nil, fmt.Errorf("--bucket %s: shapes do not infer with %s at another size than %d (%v), so which output axes follow it is unknown: give it at least two sizes", dim, dim, base[dim], err)
		}
		for name, s := range at {
			m := moved[name]
			for k := range s {
				switch {
				case m[k] == s[k]:
				case s[k] == base[dim] && m[k] == probe && axes[name][k] == "":
					axes[name][k] = dim
				default:
					return nil, fmt.Errorf("output %s: axis %d is %d with %s=%d and %d with %s=%d; it follows no one bucketed dim, so padding cannot be sliced back (bucket only dims that outputs carry as they are)", name, k, s[k], dim, base[dim], m[k], dim, probe)
				}
			}
		}
	}
	return axes, nil
}

func pointString(pt map[string]int64) string {
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(pt)) {
		parts = append(parts, fmt.Sprintf("%s=%d", name, pt[name]))
	}
	return strings.Join(parts, ",")
}

// decoder returns a function that imports the model in data afresh each
// call (graphs are rewritten by the passes; the weights alias data).
func decoder(data []byte, opts onnx.Options) func() (*graph.Graph, error) {
	return func() (*graph.Graph, error) { return onnx.Decode(data, opts) }
}
