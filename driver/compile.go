package driver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/version"
)

// CompileOptions are the options of a portable compile; they are recorded in
// the bundle, and the same model and options give the same bundle bytes.
type CompileOptions struct {
	// Dims binds symbolic dims by name (batch=4).
	Dims map[string]int64
	// InputDims gives an input's whole shape (input_ids=4,128).
	InputDims map[string][]int64
	// Progress, when set, is called as kernels are lowered (done of total).
	Progress func(done, total int)
	// Passes observes the graph pass pipeline (dumps, profile); it does not
	// change the result and is not recorded.
	Passes passes.RunOptions
	// Buckets, when set, compile one program per point of the grid
	// (DESIGN.md, Shape buckets): each named dim takes each of its sizes.
	Buckets Grid
	// Pads are the pad values of inputs by name (0 when not given),
	// recorded in every bucket.
	Pads map[string]float64
	// InputShapes are the shapes of the input arrays given to run, perf or
	// verify (WithInputs). An ONNX model's symbolic dims are bound from
	// them as ONNX Runtime binds them; a bundle's inputs must have them.
	// They are not recorded.
	InputShapes map[string][]int64
	// Precision is graph.Float32 (or Undefined: exact, the default),
	// graph.Float16 or graph.BFloat16: mixed precision, the matrix
	// products and convolutions in that type with fp32 accumulation
	// (passes.MixedPrecision).
	Precision graph.DType
	// KeepFP32 names nodes that stay in fp32 under a 16-bit Precision.
	KeepFP32 []string
}

// WithInputs returns o with InputShapes set to the shapes of inputs.
func (o CompileOptions) WithInputs(inputs map[string]*npy.Array) CompileOptions {
	o.InputShapes = make(map[string][]int64, len(inputs))
	for name, a := range inputs {
		o.InputShapes[name] = a.Shape
	}
	return o
}

// bundleShapeFix is what every shape flag that cannot apply to a bundle
// says to do instead.
const bundleShapeFix = "this bundle holds one static shape: recompile the model for this shape with `mgxport compile --portable MODEL.onnx --dim NAME=N` (or --input-dim), or compile it with shape buckets (--bucket NAME=N1,N2,..., --max-dim NAME=N) to serve a range of shapes"

// checkBundle checks that the shape bindings and given input shapes of o
// equal those of the bundle at path (manifest m), whose program prog runs:
// a bundle's shapes are fixed, so a flag asking for another shape is an
// error rather than silently ignored. A --dim passes only when the bundle
// records the same binding.
func (o CompileOptions) checkBundle(path string, m *bundle.Manifest, prog *program.Program) error {
	shapes := map[string][]int64{}
	var names []string
	for _, i := range prog.Inputs {
		b := prog.Buffers[i]
		shapes[b.Name] = b.Shape
		names = append(names, fmt.Sprintf("%s %v", b.Name, b.Shape))
	}
	have := strings.Join(names, ", ")
	if prog.Bucket != nil {
		// Shape buckets: arrays of any shape inside the grid run (the
		// Model checks them), and --dim of a bucketed dim says the shape
		// of filled inputs.
		if len(o.InputDims) > 0 {
			return fmt.Errorf("--input-dim cannot apply to bundle %s of shape buckets: give the inputs as arrays, or the bucketed dims of filled inputs with --dim NAME=N", path)
		}
		o.InputShapes = nil
	}
	for _, name := range slices.Sorted(maps.Keys(o.Dims)) {
		n := o.Dims[name]
		if prog.Bucket != nil {
			if _, ok := prog.Bucket.Size(name); ok {
				continue
			}
		}
		rec, ok := m.Options["dim."+name]
		switch {
		case !ok:
			return fmt.Errorf("--dim %s=%d cannot apply to bundle %s: it was compiled without --dim %s (its inputs are %s); %s", name, n, path, name, have, bundleShapeFix)
		case rec != strconv.FormatInt(n, 10):
			return fmt.Errorf("--dim %s=%d cannot apply to bundle %s: it was compiled with --dim %s=%s (its inputs are %s); %s", name, n, path, name, rec, have, bundleShapeFix)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(o.InputDims)) {
		s := o.InputDims[name]
		want, ok := shapes[name]
		switch {
		case !ok:
			return fmt.Errorf("--input-dim %s: bundle %s has no input %q; its inputs are %s", name, path, name, have)
		case !slices.Equal(s, want):
			return fmt.Errorf("--input-dim %s=%s cannot apply to bundle %s: its input %s is %v; %s", name, joinDims(s), path, name, want, bundleShapeFix)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(o.InputShapes)) {
		s := o.InputShapes[name]
		if want, ok := shapes[name]; ok && !slices.Equal(s, want) {
			return fmt.Errorf("input %s: the array's shape %v differs from bundle %s's %v; %s", name, s, path, want, bundleShapeFix)
		}
	}
	return nil
}

// checkBundleProgram checks opts.Compile against the program of the
// bundle at path (manifest m) that opts.Program names (checkBundle); a
// program it lacks is left for the session to report.
func checkBundleProgram(path string, m *bundle.Manifest, opts LoadOptions) error {
	for i := range m.Programs {
		if p := &m.Programs[i]; opts.Program == "" || p.Name == opts.Program {
			return opts.Compile.checkBundle(path, m, p)
		}
	}
	return nil
}

// joinDims formats a shape as a flag value: 4,32.
func joinDims(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return strings.Join(parts, ",")
}

// record is the options as the bundle stores them: sorted, stringly.
func (o CompileOptions) record() map[string]string {
	m := map[string]string{"portable": "true"}
	for k, v := range o.Dims {
		m["dim."+k] = strconv.FormatInt(v, 10)
	}
	for k, v := range o.InputDims {
		m["input_dim."+k] = joinDims(v)
	}
	for k, v := range o.Buckets {
		m["bucket."+k] = joinDims(v)
	}
	for k, v := range o.Pads {
		m["pad."+k] = strconv.FormatFloat(v, 'g', -1, 64)
	}
	// fp32 records nothing, so exact bundles keep their bytes.
	if o.Precision != graph.Undefined && o.Precision != graph.Float32 {
		m["precision"] = o.Precision.String()
		if len(o.KeepFP32) > 0 {
			m["keep_fp32"] = strings.Join(slices.Sorted(slices.Values(o.KeepFP32)), ",")
		}
	}
	return m
}

// compileData compiles the ONNX model in data: one program, or one per
// point of opts.Buckets.
func compileData(ctx context.Context, data []byte, in onnx.Options, opts CompileOptions) (*lower.Result, error) {
	decode := decoder(data, in)
	if len(opts.Buckets) > 0 {
		if len(opts.InputShapes) > 0 {
			return nil, fmt.Errorf("input arrays cannot bind a bucketed model's dims: compile it, then run the bundle on them")
		}
		return compileBuckets(ctx, decode, opts)
	}
	if len(opts.Pads) > 0 {
		return nil, fmt.Errorf("--pad needs shape buckets (--bucket or --max-dim): a model of one shape is never padded")
	}
	g, err := decode()
	if err != nil {
		return nil, err
	}
	if _, err := opts.bind(g); err != nil {
		return nil, err
	}
	return lower.Compile(ctx, g, opts.lower(), opts.Passes)
}

func (o CompileOptions) lower() lower.Options {
	return lower.Options{Dims: o.Dims, InputDims: o.InputDims, Progress: o.Progress,
		Precision: passes.MixedPrecision{Type: o.Precision, Keep: o.KeepFP32}}
}

// Compile compiles the ONNX model at model into a portable bundle at out.
func Compile(ctx context.Context, model, out string, opts CompileOptions) error {
	if bundle.IsBundleFile(model) {
		return fmt.Errorf("compile %s: this is an mgxport bundle, not an ONNX model: run, finalize or inspect it instead", model)
	}
	data, err := os.ReadFile(model)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	sum := sha256.Sum256(data)
	// Decode aliases the weights into data: the model is held once.
	res, err := compileData(ctx, data, onnx.Options{Name: filepath.Base(model), Dir: filepath.Dir(model)}, opts)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	w, err := bundle.Create(out, bundle.Manifest{
		Producer: bundle.Producer{Mgxport: version.Version, MLIRBytecode: lower.BytecodeVersion, SPIRV: lower.SPIRVVersion},
		Model:    bundle.Model{Name: filepath.Base(model), SHA256: hex.EncodeToString(sum[:]), Bytes: int64(len(data))},
		Options:  opts.record(),
	}, model)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	defer w.Abort()
	for _, o := range res.Objects {
		if _, err := w.AddObject(o); err != nil {
			return fmt.Errorf("compile %s: %w", model, err)
		}
	}
	names := make([]string, 0, len(res.Weights))
	for name := range res.Weights {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t := res.Weights[name]
		if err := w.AddWeight(name, t.DType.String(), t.Shape, io.NopCloser(bytes.NewReader(t.Data))); err != nil {
			return fmt.Errorf("compile %s: %w", model, err)
		}
	}
	for _, p := range res.Programs {
		w.AddProgram(p)
	}
	if err := w.Commit(); err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	return nil
}
