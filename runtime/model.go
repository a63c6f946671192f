package runtime

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// Model serves every program of a source on one device (DESIGN.md, Shape
// buckets): weights are loaded once, on first use, and shared by every
// program; a program's arena and kernels are prepared on its first run.
// Run takes any input shape inside the bucket grid: the smallest covering
// bucket runs, its inputs padded and its outputs sliced back; the same
// shapes as the run before reuse that run's bucket choice and padded
// buffers. A Model is safe for concurrent use: runs take turns on the
// device (a Device serves one goroutine at a time).
type Model struct {
	mu       sync.Mutex
	sh       *shared
	progs    []program.Program
	order    []int // program indexes by bucket cost, then program order
	sessions []*Session
	pads     map[string]float64 // pad values that override the buckets'
	before   func(ctx context.Context, i int) error
	last     *binding // the fast path: the previous run's shapes
	closed   bool
}

// binding is a set of input shapes resolved to a program: how to pad the
// inputs and slice the outputs.
type binding struct {
	key    string
	sig    []inputSig // the inputs key describes, to match without building it
	prog   int
	dims   map[string]int64 // the request's bucketed dims
	inputs []padInput       // per program input
	outs   [][]int64        // per program output: its sliced shape, nil when whole
}

// exact reports whether the request is the program's own shapes: no input
// padded, no output sliced.
func (b *binding) exact() bool {
	for _, pi := range b.inputs {
		if pi.padded != nil {
			return false
		}
	}
	for _, o := range b.outs {
		if o != nil {
			return false
		}
	}
	return true
}

// inputSig is one input's name, dtype and shape.
type inputSig struct {
	name, dtype string
	shape       []int64
}

// sigOf is the inputs' signature (the parts of their shapeKey).
func sigOf(inputs map[string]*npy.Array) []inputSig {
	sig := make([]inputSig, 0, len(inputs))
	for name, a := range inputs {
		sig = append(sig, inputSig{name: name, dtype: a.DType, shape: slices.Clone(a.Shape)})
	}
	return sig
}

// matches reports whether inputs have the names, dtypes and shapes b was
// bound for (its key), without building a key: a run at the previous
// run's shapes allocates nothing to find its binding.
func (b *binding) matches(inputs map[string]*npy.Array) bool {
	if b == nil || len(inputs) != len(b.sig) {
		return false
	}
	for _, s := range b.sig {
		a := inputs[s.name]
		if a == nil || a.DType != s.dtype || !slices.Equal(a.Shape, s.shape) {
			return false
		}
	}
	return true
}

// padInput is one input of a binding: exact (passed through) or copied
// into the corner of padded, whose other elements hold the pad value.
type padInput struct {
	name   string
	padded *npy.Array // nil when the input has the bucket's shape
}

// ModelOptions configure a Model.
type ModelOptions struct {
	// Pads override the pad values the buckets record, by input name.
	Pads map[string]float64
	// BeforePrepare, when set, is called (under the Model's lock) before
	// program i is first prepared: a caller finalizes the program's
	// kernels there, on the fly, into the source.
	BeforePrepare func(ctx context.Context, i int) error
}

// NewModel makes a Model of src's programs on dev; nothing is loaded on
// the device until the first run. The caller closes the Model, then the
// Device.
func NewModel(src Source, dev Device, opts ModelOptions) (*Model, error) {
	progs := src.Programs()
	if len(progs) == 0 {
		return nil, fmt.Errorf("%s has no program", src.Name())
	}
	m := &Model{sh: newShared(src, dev), progs: progs, sessions: make([]*Session, len(progs)), pads: opts.Pads, before: opts.BeforePrepare}
	for i := range progs {
		m.order = append(m.order, i)
		if (progs[i].Bucket == nil) != (progs[0].Bucket == nil) {
			return nil, fmt.Errorf("%s: program %s is bucketed and program %s is not", src.Name(), progs[0].Name, progs[i].Name)
		}
	}
	sort.SliceStable(m.order, func(a, b int) bool { return m.cost(m.order[a]) < m.cost(m.order[b]) })
	for name, v := range opts.Pads {
		if !slices.Contains(m.InputNames(), name) {
			return nil, fmt.Errorf("--pad %s: the model has no input %q; its inputs are %s", name, name, strings.Join(m.InputNames(), ", "))
		}
		for _, i := range progs[0].Inputs {
			if b := progs[0].Buffers[i]; b.Name == name {
				if err := program.CheckPad(name, b.DType, v); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(opts.Pads) > 0 && progs[0].Bucket == nil {
		return nil, fmt.Errorf("--pad: %s has no shape buckets, so nothing is ever padded", src.Name())
	}
	return m, nil
}

func (m *Model) cost(i int) float64 {
	if b := m.progs[i].Bucket; b != nil {
		return b.Cost()
	}
	return 0
}

// Programs lists the programs the Model serves.
func (m *Model) Programs() []program.Program { return m.progs }

// InputNames lists the inputs, sorted.
func (m *Model) InputNames() []string {
	p := &m.progs[0]
	var names []string
	for _, i := range p.Inputs {
		names = append(names, p.Buffers[i].Name)
	}
	sort.Strings(names)
	return names
}

// Grid describes the bucket grid: each bucketed dim with its sizes
// (batch=1,2,4 seq=16,32); "" for a source without buckets.
func (m *Model) Grid() string {
	sizes := map[string][]int64{}
	for _, p := range m.progs {
		if p.Bucket == nil {
			return ""
		}
		for _, d := range p.Bucket.Dims {
			if !slices.Contains(sizes[d.Name], d.Size) {
				sizes[d.Name] = append(sizes[d.Name], d.Size)
			}
		}
	}
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(sizes)) {
		s := sizes[name]
		slices.Sort(s)
		var ns []string
		for _, n := range s {
			ns = append(ns, strconv.FormatInt(n, 10))
		}
		parts = append(parts, name+"="+strings.Join(ns, ","))
	}
	return strings.Join(parts, " ")
}

// RunResult is what one Model run gives back.
type RunResult struct {
	// Outputs by name, sliced to the request's shapes.
	Outputs map[string]*npy.Array
	// Program is the program (bucket) that ran; Padded says the inputs
	// were padded to it.
	Program string
	Padded  bool
}

// Run runs the smallest program whose bucket covers the inputs' shapes.
func (m *Model) Run(ctx context.Context, inputs map[string]*npy.Array) (*RunResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, b, in, err := m.prepareLocked(ctx, inputs)
	if err != nil {
		return nil, err
	}
	out, err := s.Run(ctx, in)
	if err != nil {
		return nil, err
	}
	return m.slice(b, out), nil
}

// Prepared returns the session of the program that serves inputs and the
// inputs as that program takes them (padded), for a caller that drives
// the session itself (perf times one program's launches). The caller must
// not use the Model from other goroutines until it is done with them.
func (m *Model) Prepared(ctx context.Context, inputs map[string]*npy.Array) (*Session, map[string]*npy.Array, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, _, in, err := m.prepareLocked(ctx, inputs)
	return s, in, err
}

// Select returns the index of the program that serves inputs (the
// smallest covering bucket), without running it.
func (m *Model) Select(inputs map[string]*npy.Array) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.last.matches(inputs) {
		return m.last.prog, nil
	}
	key := shapeKey(inputs)
	if m.last != nil && m.last.key == key {
		return m.last.prog, nil
	}
	b, err := m.bind(key, inputs)
	if err != nil {
		return -1, err
	}
	b.sig = sigOf(inputs)
	m.last = b
	return b.prog, nil
}

// Session returns the session of program i, preparing it on first use.
func (m *Model) Session(ctx context.Context, i int) (*Session, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.sessionLocked(ctx, i)
}

func (m *Model) sessionLocked(ctx context.Context, i int) (*Session, error) {
	if m.closed {
		return nil, errors.New("run: model closed")
	}
	if m.sessions[i] == nil {
		if m.before != nil {
			if err := m.before(ctx, i); err != nil {
				return nil, fmt.Errorf("prepare program %s: %w", m.progs[i].Name, err)
			}
		}
		s, err := prepare(ctx, m.sh, &m.progs[i], false, nil)
		if err != nil {
			return nil, fmt.Errorf("prepare program %s: %w", m.progs[i].Name, err)
		}
		m.sessions[i] = s
	}
	return m.sessions[i], nil
}

// prepareLocked binds inputs (the previous binding when the shapes are
// the same), prepares the program's session and pads the inputs.
func (m *Model) prepareLocked(ctx context.Context, inputs map[string]*npy.Array) (*Session, *binding, map[string]*npy.Array, error) {
	s, b, err := m.bindingLocked(ctx, inputs)
	if err != nil {
		return nil, nil, nil, err
	}
	return s, b, m.pad(b, inputs), nil
}

// bindingLocked binds inputs (the previous binding when the shapes are
// the same) and prepares the program's session.
func (m *Model) bindingLocked(ctx context.Context, inputs map[string]*npy.Array) (*Session, *binding, error) {
	b := m.last
	if !b.matches(inputs) {
		key := shapeKey(inputs)
		if b == nil || b.key != key {
			var err error
			if b, err = m.bind(key, inputs); err != nil {
				return nil, nil, err
			}
			b.sig = sigOf(inputs)
			m.last = b
		}
	}
	s, err := m.sessionLocked(ctx, b.prog)
	if err != nil {
		return nil, nil, err
	}
	return s, b, nil
}

// pad returns inputs with those binding b pads replaced by their padded
// copies (inputs itself when none is).
func (m *Model) pad(b *binding, inputs map[string]*npy.Array) map[string]*npy.Array {
	in, cloned := inputs, false
	p := &m.progs[b.prog]
	for j, pi := range b.inputs {
		if pi.padded == nil {
			continue
		}
		if !cloned {
			in, cloned = maps.Clone(inputs), true
		}
		a := inputs[pi.name]
		buf := p.Buffers[p.Inputs[j]]
		copyCorner(pi.padded.Data, buf.Shape, a.Data, a.Shape, program.DTypeSize(buf.DType), true)
		in[pi.name] = pi.padded
	}
	return in
}

// slice cuts the outputs of binding b's program back to the request.
func (m *Model) slice(b *binding, out map[string]*npy.Array) *RunResult {
	p := &m.progs[b.prog]
	res := &RunResult{Outputs: out, Program: p.Name}
	for j, shape := range b.outs {
		if shape == nil {
			continue
		}
		buf := p.Buffers[p.Outputs[j]]
		full := out[buf.Name]
		if buf.IsString() {
			n, _ := program.Elems(shape)
			a := &npy.Array{DType: buf.DType, Shape: shape, Strings: make([]string, n)}
			copyCorner(full.Strings, full.Shape, a.Strings, shape, 1, false)
			out[buf.Name] = a
			continue
		}
		size := program.DTypeSize(buf.DType)
		n, _ := program.Elems(shape)
		a := &npy.Array{DType: buf.DType, Shape: shape, Data: make([]byte, n*size)}
		copyCorner(full.Data, full.Shape, a.Data, shape, size, false)
		out[buf.Name] = a
	}
	for _, pi := range b.inputs {
		res.Padded = res.Padded || pi.padded != nil
	}
	return res
}

// shapeKey is the inputs' names, dtypes and shapes as one string.
func shapeKey(inputs map[string]*npy.Array) string {
	var k []byte
	for _, name := range slices.Sorted(maps.Keys(inputs)) {
		a := inputs[name]
		k = append(k, name...)
		k = append(k, 0)
		k = append(k, a.DType...)
		for _, d := range a.Shape {
			k = append(k, ' ')
			k = strconv.AppendInt(k, d, 10)
		}
		k = append(k, 0)
	}
	return string(k)
}

// bind resolves the inputs' shapes to the smallest covering program.
func (m *Model) bind(key string, inputs map[string]*npy.Array) (*binding, error) {
	p0 := &m.progs[0]
	if p0.Bucket == nil {
		if len(m.progs) > 1 {
			return nil, fmt.Errorf("%s holds %d programs without buckets: name the one to run", m.sh.src.Name(), len(m.progs))
		}
		s := &Session{prog: p0}
		if err := s.CheckInputs(inputs); err != nil {
			return nil, err
		}
		return &binding{key: key, prog: 0, inputs: make([]padInput, len(p0.Inputs)), outs: make([][]int64, len(p0.Outputs))}, nil
	}
	// The request's dims, read off the inputs through the (shared) axes.
	dims := map[string]int64{}
	var missing []string
	want := map[string]bool{}
	for j, bi := range p0.Inputs {
		buf := p0.Buffers[bi]
		want[buf.Name] = true
		a, ok := inputs[buf.Name]
		if !ok {
			missing = append(missing, fmt.Sprintf("%s (%s %s)", buf.Name, buf.DType, m.declared(j)))
			continue
		}
		axes := p0.Bucket.Inputs[j].Dims
		if a.DType != buf.DType || len(a.Shape) != len(buf.Shape) {
			return nil, fmt.Errorf("input %s: got %s %v, the model wants %s %s", buf.Name, a.DType, a.Shape, buf.DType, m.declared(j))
		}
		for k, name := range axes {
			if name == "" {
				if a.Shape[k] != buf.Shape[k] {
					return nil, fmt.Errorf("input %s: got shape %v, the model wants %s (axis %d is fixed)", buf.Name, a.Shape, m.declared(j), k)
				}
				continue
			}
			if n, ok := dims[name]; ok && n != a.Shape[k] {
				return nil, fmt.Errorf("input %s: axis %d is dim %s=%d, but another input has %s=%d", buf.Name, k, name, a.Shape[k], name, n)
			}
			dims[name] = a.Shape[k]
		}
	}
	for name := range inputs {
		if !want[name] {
			return nil, fmt.Errorf("unknown input %q: the model's inputs are %s", name, strings.Join(m.InputNames(), ", "))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("missing input: %s (pass --input NAME=FILE.npy, or --fill random|zeros|ones)", strings.Join(missing, ", "))
	}
	for _, i := range m.order {
		p := &m.progs[i]
		covers := true
		for name, n := range dims {
			size, ok := p.Bucket.Size(name)
			covers = covers && ok && n <= size && n > 0
		}
		if !covers {
			continue
		}
		b := &binding{key: key, prog: i, dims: dims, inputs: make([]padInput, len(p.Inputs)), outs: make([][]int64, len(p.Outputs))}
		for j, bi := range p.Inputs {
			buf := p.Buffers[bi]
			b.inputs[j].name = buf.Name
			if slices.Equal(inputs[buf.Name].Shape, buf.Shape) {
				continue
			}
			if buf.IsString() {
				return nil, fmt.Errorf("input %s: got shape %v; a string input is not padded: give it at a bucket's exact shape (%v)", buf.Name, inputs[buf.Name].Shape, buf.Shape)
			}
			pad := p.Bucket.Inputs[j].Pad
			if v, ok := m.pads[buf.Name]; ok {
				pad = v
			}
			elem, err := padBytes(buf.DType, pad)
			if err != nil {
				return nil, fmt.Errorf("input %s: %w", buf.Name, err)
			}
			a := &npy.Array{DType: buf.DType, Shape: buf.Shape, Data: make([]byte, buf.Bytes)}
			fillPattern(a.Data, elem)
			b.inputs[j].padded = a
		}
		for j, bi := range p.Outputs {
			buf := p.Buffers[bi]
			shape := slices.Clone(buf.Shape)
			cut := false
			for k, name := range p.Bucket.Outputs[j].Dims {
				if name != "" && dims[name] != shape[k] {
					shape[k], cut = dims[name], true
				}
			}
			if cut {
				b.outs[j] = shape
			}
		}
		return b, nil
	}
	var got []string
	for _, name := range slices.Sorted(maps.Keys(dims)) {
		got = append(got, fmt.Sprintf("%s=%d", name, dims[name]))
	}
	return nil, &OutsideGridError{Dims: strings.Join(got, ","), Grid: m.Grid(), Source: m.sh.src.Name()}
}

// declared is input j's shape with its bucketed axes named: [batch seq].
func (m *Model) declared(j int) string {
	p := &m.progs[0]
	buf := p.Buffers[p.Inputs[j]]
	parts := make([]string, len(buf.Shape))
	for k, d := range buf.Shape {
		parts[k] = strconv.FormatInt(d, 10)
		if p.Bucket != nil && p.Bucket.Inputs[j].Dims[k] != "" {
			parts[k] = p.Bucket.Inputs[j].Dims[k]
		}
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// OutsideGridError reports input shapes no bucket covers.
type OutsideGridError struct {
	Dims   string // the request's dims: batch=3,seq=700
	Grid   string // the grid: batch=1,2,4 seq=64,128
	Source string
}

func (e *OutsideGridError) Error() string {
	return fmt.Sprintf("input shapes with %s are outside the shape buckets of %s (%s): recompile with a --bucket that covers them", e.Dims, e.Source, e.Grid)
}

// Close releases every prepared program, the weights and the kernels.
func (m *Model) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil
	}
	m.closed = true
	var errs []error
	for i, s := range m.sessions {
		if s != nil {
			errs = append(errs, s.Close())
			m.sessions[i] = nil
		}
	}
	errs = append(errs, m.sh.close())
	return errors.Join(errs...)
}
