// Package onnx imports ONNX models (protobuf ModelProto, IR version 3 or
// later, default-domain opsets 1–27) into mgxport's graph IR. IR versions
// are additive: a model of a newer IR than onnx.proto's imports unless it
// uses a construct this importer does not know, which is refused by name. It validates
// everything it reads: sizes are checked against the bytes present before
// anything is allocated, and dangling or cyclic references are errors.
package onnx

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/contrib"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// Supported ranges of the ONNX IR version and the default-domain opset.
// Any IR version from MinIRVersion on imports; KnownIRVersion is the
// newest the generated types describe (onnx.proto of onnx 1.23.1).
const (
	MinIRVersion   = 3
	KnownIRVersion = 14
	MinOpset       = 1
	MaxOpset       = 27
)

// DefaultMaxBytes bounds the size of a model file: protobuf messages cannot
// exceed 2 GiB, and larger weights must use external data.
const DefaultMaxBytes = 2<<30 - 1

// Options control an import.
type Options struct {
	// Name names the model in error messages ("import NAME: ..."); it
	// defaults to the file's base name, or "model" for a reader.
	Name string
	// Dir is the directory that external data locations are relative to.
	// ImportFile sets it to the model's directory; empty means a model
	// with external data is an error.
	Dir string
	// MaxBytes bounds the encoded model size (DefaultMaxBytes when 0).
	MaxBytes int64
}

// ImportFile reads and imports the model at path.
func ImportFile(path string, opts Options) (*graph.Graph, error) {
	if opts.Name == "" {
		opts.Name = filepath.Base(path)
	}
	if opts.Dir == "" {
		opts.Dir = filepath.Dir(path)
	}
	f, err := os.Open(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("import %s: %w", path, err)
	}
	defer f.Close()
	return Import(f, opts)
}

// Import reads an encoded ModelProto from r and converts it into a graph.
func Import(r io.Reader, opts Options) (*graph.Graph, error) {
	if opts.Name == "" {
		opts.Name = "model"
	}
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	buf, err := readBounded(r, opts.MaxBytes)
	if err != nil {
		return nil, fmt.Errorf("import %s: %w", opts.Name, err)
	}
	g, err := Decode(buf, opts)
	if err != nil {
		return nil, fmt.Errorf("import %s: %w", opts.Name, err)
	}
	return g, nil
}

// readBounded reads all of r, refusing more than max bytes; a file's size is
// used to allocate once.
func readBounded(r io.Reader, max int64) ([]byte, error) {
	if f, ok := r.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			if st.Size() > max {
				return nil, fmt.Errorf("file is %d bytes, more than the %d a model may have (use external data for large weights)", st.Size(), max)
			}
			buf := make([]byte, st.Size())
			if _, err := io.ReadFull(f, buf); err != nil {
				return nil, fmt.Errorf("read: %w", err)
			}
			return buf, nil
		}
	}
	var b bytes.Buffer
	if l, ok := r.(interface{ Len() int }); ok && int64(l.Len()) <= max {
		b.Grow(l.Len() + 1) // one allocation for in-memory readers
	}
	n, err := b.ReadFrom(io.LimitReader(r, max+1))
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	if n > max {
		return nil, fmt.Errorf("model is more than %d bytes (use external data for large weights)", max)
	}
	return b.Bytes(), nil
}

// Decode converts an encoded ModelProto into a graph. Errors are not
// prefixed with the model name (Import does that). Initializers stored as
// raw_data keep pointing into buf (weights are not copied), so buf must not
// change afterwards.
func Decode(buf []byte, opts Options) (*graph.Graph, error) {
	if len(buf) == 0 {
		return nil, errors.New("not an ONNX model: empty input")
	}
	stripped, raws, err := stripRawData(buf)
	if err != nil {
		return nil, fmt.Errorf("not an ONNX model: %v", err)
	}
	var m onnxpb.ModelProto
	if err := proto.Unmarshal(stripped, &m); err != nil {
		return nil, fmt.Errorf("not an ONNX model: %v", oneLine(err))
	}
	inits := m.GetGraph().GetInitializer()
	if len(inits) != len(raws) {
		return nil, fmt.Errorf("not an ONNX model: %d initializers but %d raw_data records", len(inits), len(raws))
	}
	for i, r := range raws {
		if r != nil {
			inits[i].RawData = r
		}
	}
	return convertModel(&m, opts)
}

// Convert converts a decoded ModelProto into a graph.
func Convert(m *onnxpb.ModelProto, opts Options) (*graph.Graph, error) {
	return convertModel(m, opts)
}

func oneLine(err error) string {
	return strings.ReplaceAll(err.Error(), "\n", " ")
}

func convertModel(m *onnxpb.ModelProto, opts Options) (*graph.Graph, error) {
	if m.Graph == nil {
		return nil, errors.New("not an ONNX model: no graph")
	}
	ir := m.GetIrVersion()
	switch {
	case ir == 0:
		return nil, errors.New("not an ONNX model: no ir_version")
	case ir < MinIRVersion:
		return nil, unsupported("IR version %d is not supported (supported: %d and later)", ir, MinIRVersion)
	case ir > KnownIRVersion:
		// Refused, as ONNX Runtime and the onnx checker refuse versions
		// newer than they know: a new IR can change what existing fields
		// mean without adding any (IR 4 let initializers be non-inputs),
		// so a model of an unknown IR cannot be read as it was meant.
		msg := fmt.Sprintf("IR version %d is newer than this mgxport reads (%d, onnx 1.23): save the model with onnx 1.23 or older (onnx.version_converter; or set ir_version to %d if it uses nothing newer), or upgrade mgxport", ir, KnownIRVersion, KnownIRVersion)
		if err := checkKnownFields(m.ProtoReflect(), "ModelProto"); err != nil {
			return nil, unsupported("%s (%v)", msg, err)
		}
		return nil, unsupported("%s", msg)
	}
	opsets := map[string]int64{}
	for _, os := range m.GetOpsetImport() {
		d := os.GetDomain()
		if d == "ai.onnx" {
			d = ""
		}
		opsets[d] = os.GetVersion()
	}
	if err := checkDomains(m.Graph.GetNode()); err != nil {
		return nil, err
	}
	opset, ok := opsets[""]
	if !ok {
		// A model of other domains' ops only (an ai.onnx.ml pipeline) need
		// not import the default domain: the ops it is decomposed into are
		// read at the latest opset.
		for _, np := range m.Graph.GetNode() {
			if d := np.GetDomain(); d == "" || d == "ai.onnx" {
				return nil, errors.New("model imports no default-domain (ai.onnx) opset")
			}
		}
		opset = MaxOpset
	}
	if opset < MinOpset || opset > MaxOpset {
		return nil, unsupported("opset %d is not supported (supported: %d to %d)", opset, MinOpset, MaxOpset)
	}
	c := &converter{
		opts:   opts,
		g:      graph.New(m.Graph.GetName(), opset),
		values: map[string]*graph.Value{},
	}
	c.g.Opsets = opsets
	c.g.IRVersion = ir
	if err := c.convertGraph(m.Graph); err != nil {
		return nil, err
	}
	// ONNX Runtime's contrib ops become default-domain ops here, so every
	// later stage (the reference evaluator included) sees only those.
	if err := (contrib.Pass{}).Run(context.Background(), c.g); err != nil {
		return nil, unsupported("%v", err)
	}
	if err := c.g.Validate(); err != nil {
		return nil, err
	}
	return c.g, nil
}

type converter struct {
	opts   Options
	g      *graph.Graph
	values map[string]*graph.Value
	// parent is the converter of the enclosing graph when g is a
	// subgraph; outer holds, for each of g.Captures, the parent's value
	// it binds.
	parent *converter
	outer  []*graph.Value
	depth  int
}

func (c *converter) external(tp *onnxpb.TensorProto, nbytes int64) ([]byte, error) {
	if c.opts.Dir == "" {
		return nil, errors.New("tensor has external data but the model was not read from a file")
	}
	return readExternal(c.opts.Dir, tp, nbytes)
}

func (c *converter) convertGraph(gp *onnxpb.GraphProto) error {
	g := c.g
	if len(gp.GetSparseInitializer()) > 0 {
		return unsupported("sparse initializers are not supported")
	}
	// Initializers first: a graph input that names an initializer is a
	// constant with a default, which mgxport treats as a constant.
	for i, tp := range gp.GetInitializer() {
		name := tp.GetName()
		if name == "" {
			return fmt.Errorf("initializer %d has no name", i)
		}
		if _, dup := g.Initializers[name]; dup {
			return fmt.Errorf("initializer %q is defined twice", name)
		}
		t, err := tensorFromProto(tp, c.external)
		if err != nil {
			return fmt.Errorf("initializer %q: %w", name, err)
		}
		g.Initializers[name] = t
		c.values[name] = &graph.Value{Name: name, DType: t.DType, Shape: t.Shape, ShapeKnown: true, Dims: staticDims(t.Shape)}
	}
	for _, vi := range gp.GetInput() {
		name := vi.GetName()
		if name == "" {
			return errors.New("graph input has no name")
		}
		if t, isInit := g.Initializers[name]; isInit {
			if err := checkDefault(name, t, vi.GetType()); err != nil {
				return err
			}
			continue
		}
		if _, dup := c.values[name]; dup {
			return fmt.Errorf("graph input %q is declared twice", name)
		}
		v := &graph.Value{Name: name}
		// A subgraph's inputs may leave their types to inference.
		if c.parent == nil || vi.GetType() != nil {
			if err := setType(v, vi.GetType()); err != nil {
				return fmt.Errorf("graph input %q: %w", name, err)
			}
		}
		c.values[name] = v
		g.Inputs = append(g.Inputs, v)
	}

	nodes, err := c.convertNodes(gp.GetNode())
	if err != nil {
		return err
	}
	g.Nodes = nodes

	for _, vi := range gp.GetValueInfo() {
		v, ok := c.values[vi.GetName()]
		if !ok || vi.GetType() == nil {
			continue // value_info about a value nobody uses is harmless
		}
		if v.Producer == nil {
			continue
		}
		if err := setType(v, vi.GetType()); err != nil {
			return fmt.Errorf("value_info %q: %w", vi.GetName(), err)
		}
	}
	for _, vi := range gp.GetOutput() {
		name := vi.GetName()
		v, ok := c.lookup(name)
		if !ok {
			return fmt.Errorf("graph output %q is not produced by any node, input or initializer", name)
		}
		if vi.GetType() != nil && !isBareType(vi.GetType()) {
			if err := setType(v, vi.GetType()); err != nil {
				return fmt.Errorf("graph output %q: %w", name, err)
			}
		}
		g.Outputs = append(g.Outputs, v)
	}
	if len(g.Outputs) == 0 {
		return errors.New("graph has no outputs")
	}
	return nil
}

// setType records a declared tensor type on v. A declared dtype must agree
// with one already known.
func setType(v *graph.Value, tp *onnxpb.TypeProto) error {
	if tp == nil {
		return errors.New("no type")
	}
	tt := tp.GetTensorType()
	if tt == nil {
		switch {
		case tp.GetSequenceType() != nil, tp.GetOptionalType() != nil, tp.GetMapType() != nil:
			// A sequence, optional or map value (graph/container.go):
			// its contents' types are checked when it is computed.
			if _, err := TypeString(tp); err != nil {
				return err
			}
			dt := graph.Sequence
			switch {
			case tp.GetOptionalType() != nil:
				dt = graph.Optional
			case tp.GetMapType() != nil:
				dt = graph.Map
			}
			if v.DType != graph.Undefined && v.DType != dt {
				return fmt.Errorf("declared %v, but it is %v", dt, v.DType)
			}
			v.DType = dt
			return nil
		case tp.GetSparseTensorType() != nil:
			return unsupported("sparse tensor types are not supported")
		case tp.GetOpaqueType() != nil:
			return unsupported("opaque types are not supported")
		}
		return errors.New("no tensor type")
	}
	if tt.ElemType != nil && tt.GetElemType() != 0 {
		dt, err := DTypeFromONNX(tt.GetElemType())
		if err != nil {
			return err
		}
		if v.DType != graph.Undefined && v.DType != dt {
			return fmt.Errorf("declared %v, but it is %v", dt, v.DType)
		}
		v.DType = dt
	}
	if sh := tt.GetShape(); sh != nil {
		dims := make([]graph.Dim, 0, len(sh.GetDim()))
		for _, d := range sh.GetDim() {
			switch {
			case d.GetDimParam() != "":
				dims = append(dims, graph.Dim{Size: -1, Param: d.GetDimParam()})
			case d.Value != nil && d.GetDimValue() >= 0:
				if _, isVal := d.Value.(*onnxpb.TensorShapeProto_Dimension_DimValue); isVal {
					dims = append(dims, graph.Dim{Size: d.GetDimValue()})
				} else {
					dims = append(dims, graph.Dim{Size: -1})
				}
			case d.Value != nil:
				return fmt.Errorf("negative dim %d", d.GetDimValue())
			default:
				dims = append(dims, graph.Dim{Size: -1})
			}
		}
		v.Dims = dims
		if s, ok := graph.StaticShape(dims); ok && !v.ShapeKnown {
			if _, err := s.NumElements(); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkDefault checks a graph input that names an initializer (its
// default value) against the initializer: the declared element type and
// every declared dim that is a number must be the initializer's.
func checkDefault(name string, t *graph.Tensor, tp *onnxpb.TypeProto) error {
	if tp == nil {
		return nil
	}
	decl := &graph.Value{Name: name}
	if err := setType(decl, tp); err != nil {
		return fmt.Errorf("graph input %q (an initializer): %w", name, err)
	}
	if decl.DType != graph.Undefined && decl.DType != t.DType {
		return fmt.Errorf("graph input %q is declared %v, but its initializer is %v", name, decl.DType, t.DType)
	}
	if decl.Dims == nil {
		return nil
	}
	same := len(decl.Dims) == len(t.Shape)
	for i := 0; same && i < len(decl.Dims); i++ {
		same = decl.Dims[i].Size < 0 || decl.Dims[i].Size == t.Shape[i]
	}
	if !same {
		return fmt.Errorf("graph input %q is declared with shape %s, but its initializer has shape %v", name, graph.DimsString(decl.Dims), t.Shape)
	}
	return nil
}

func staticDims(s graph.Shape) []graph.Dim {
	d := make([]graph.Dim, len(s))
	for i, n := range s {
		d[i] = graph.Dim{Size: n}
	}
	return d
}

// convertNodes converts the nodes and orders them topologically (ONNX
// requires the order, but exporters are not always careful; a cycle is an
// error).
func (c *converter) convertNodes(nps []*onnxpb.NodeProto) ([]*graph.Node, error) {
	nodes := make([]*graph.Node, 0, len(nps))
	names := map[string]bool{}
	// Pass 1: create nodes and their outputs so any order resolves.
	for i, np := range nps {
		name := np.GetName()
		if name == "" || names[name] {
			name = fmt.Sprintf("%s_%d", np.GetOpType(), i)
			for names[name] {
				name += "_"
			}
		}
		names[name] = true
		if np.GetOpType() == "" {
			return nil, fmt.Errorf("node %q: no op_type", name)
		}
		domain := np.GetDomain()
		if domain == "ai.onnx" {
			domain = ""
		}
		n := &graph.Node{Name: name, OpType: np.GetOpType(), Domain: domain}
		for _, out := range np.GetOutput() {
			if out == "" {
				n.Outputs = append(n.Outputs, nil)
				continue
			}
			if _, dup := c.values[out]; dup {
				return nil, fmt.Errorf("node %q: output %q is already defined", name, out)
			}
			v := &graph.Value{Name: out, Producer: n}
			c.values[out] = v
			n.Outputs = append(n.Outputs, v)
		}
		nodes = append(nodes, n)
	}
	// Pass 2: attributes (subgraphs see every value of this graph) and
	// inputs; a subgraph's captured outer values become trailing inputs.
	for i, np := range nps {
		n := nodes[i]
		attrs, captured, err := c.convertAttrs(n, np.GetAttribute())
		if err != nil {
			return nil, err
		}
		n.Attrs = attrs
		n.Inputs = make([]*graph.Value, len(np.GetInput()), len(np.GetInput())+len(captured))
		for j, in := range np.GetInput() {
			if in == "" {
				continue
			}
			v, ok := c.lookup(in)
			if !ok {
				return nil, fmt.Errorf("node %q: input %q is not produced by any node or initializer", n.Name, in)
			}
			n.Inputs[j] = v
		}
		n.Inputs = append(n.Inputs, captured...)
	}
	nodes, err := topoSort(nodes)
	if err != nil {
		return nil, err
	}
	// Constant nodes become initializers: their value is known at import,
	// and every later stage then sees one kind of constant.
	kept := nodes[:0]
	for _, n := range nodes {
		if n.OpType == "Constant" && n.Domain == "" && len(n.Outputs) == 1 && n.Outputs[0] != nil {
			t, err := constantValue(n)
			if err != nil {
				return nil, fmt.Errorf("node %q: %w", n.Name, err)
			}
			v := n.Outputs[0]
			v.Producer = nil
			v.DType, v.Shape, v.ShapeKnown = t.DType, t.Shape, true
			c.g.Initializers[v.Name] = t
			continue
		}
		kept = append(kept, n)
	}
	return kept, nil
}

// topoSort orders nodes so that producers come first, keeping the original
// order where it is already valid.
func topoSort(nodes []*graph.Node) ([]*graph.Node, error) {
	index := make(map[*graph.Node]int, len(nodes))
	for i, n := range nodes {
		index[n] = i
	}
	order, stuck, ok := graph.StableOrder(len(nodes), func(i int) []int {
		var deps []int
		for _, v := range nodes[i].Inputs {
			if v != nil && v.Producer != nil {
				deps = append(deps, index[v.Producer])
			}
		}
		return deps
	})
	if !ok {
		return nil, fmt.Errorf("node %q: its inputs depend on its own outputs (the graph has a cycle)", nodes[stuck[0]].Name)
	}
	out := make([]*graph.Node, len(order))
	for k, i := range order {
		out[k] = nodes[i]
	}
	return out, nil
}

func constantValue(n *graph.Node) (*graph.Tensor, error) {
	if len(n.Attrs) != 1 {
		return nil, fmt.Errorf("Constant needs exactly one value attribute, has %d", len(n.Attrs))
	}
	for name, a := range n.Attrs {
		switch name {
		case "value":
			if a.Kind == graph.AttrTensor {
				return a.Tensor, nil
			}
		case "value_float":
			if a.Kind == graph.AttrFloat {
				return graph.Scalar(graph.Float32, float64(a.Float)), nil
			}
		case "value_int":
			if a.Kind == graph.AttrInt {
				return graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{a.Int})
			}
		case "value_floats":
			if a.Kind == graph.AttrFloats {
				return graph.FromFloat32s(graph.Shape{int64(len(a.Floats))}, a.Floats)
			}
		case "value_ints":
			if a.Kind == graph.AttrInts {
				return graph.FromInt64s(graph.Int64, graph.Shape{int64(len(a.Ints))}, a.Ints)
			}
		case "value_string":
			if a.Kind == graph.AttrString {
				return graph.FromStrings(graph.Shape{}, []string{a.String})
			}
		case "value_strings":
			if a.Kind == graph.AttrStrings {
				return graph.FromStrings(graph.Shape{int64(len(a.Strings))}, a.Strings)
			}
		default:
			return nil, unsupported("Constant attribute %q is not supported", name)
		}
		return nil, fmt.Errorf("Constant attribute %q has kind %v", name, a.Kind)
	}
	return nil, errors.New("unreachable")
}

// UnsupportedError reports a valid model that uses something mgxport does
// not support (a type, an attribute kind, control flow). Callers such as the
// conformance runner tell it apart from a broken model.
type UnsupportedError struct {
	Msg string
}

// Error is the message.
func (e *UnsupportedError) Error() string { return e.Msg }

func unsupported(format string, args ...any) error {
	return &UnsupportedError{Msg: fmt.Sprintf(format, args...)}
}
