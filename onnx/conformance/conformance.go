// Package conformance runs ONNX backend-test directories (a model.onnx and
// test_data_set_N/{input,output}_K.pb) against a target and reports, per
// test, PASS, FAIL with the largest error, or SKIP with the reason. A
// failing or crashing test never stops the run.
package conformance

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// Target runs an imported model on concrete inputs.
type Target interface {
	// Name names the target ("ref").
	Name() string
	// Run computes the graph's outputs by name.
	Run(ctx context.Context, g *graph.Graph, inputs map[string]*graph.Tensor) (map[string]*graph.Tensor, error)
}

// SkipError marks a test a target cannot run for a stated reason (an
// unsupported op or type), as opposed to one it gets wrong.
type SkipError struct{ Reason string }

// Error is the reason.
func (e *SkipError) Error() string { return e.Reason }

// RefTarget is the reference evaluator as a target.
type RefTarget struct{}

// Name is "ref".
func (RefTarget) Name() string { return "ref" }

// Run evaluates g with graph/ref.
func (RefTarget) Run(ctx context.Context, g *graph.Graph, inputs map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	return ref.Evaluate(ctx, g, inputs)
}

// Status is a test's outcome.
type Status string

// The outcomes of a test.
const (
	Pass Status = "PASS"
	Fail Status = "FAIL"
	Skip Status = "SKIP"
)

// Result is one test's outcome.
type Result struct {
	// Name is the test directory's base name.
	Name string `json:"name"`
	// Dir is the test directory.
	Dir    string `json:"dir"`
	Status Status `json:"status"`
	// MaxAbsErr and MaxRelErr are the largest errors over the outputs
	// compared (zero when nothing was compared).
	MaxAbsErr float64 `json:"max_abs_err"`
	MaxRelErr float64 `json:"max_rel_err"`
	// Reason says why a test failed or was skipped.
	Reason string `json:"reason,omitempty"`
}

// String is the one-line report, e.g. "PASS test_abs" or
// "FAIL test_x: output 0 element 3: got 1, want 2 (max abs err 1)".
func (r Result) String() string {
	switch r.Status {
	case Pass:
		return fmt.Sprintf("PASS %s (max abs err %.3g)", r.Name, r.MaxAbsErr)
	case Skip:
		return fmt.Sprintf("SKIP %s: %s", r.Name, r.Reason)
	}
	return fmt.Sprintf("FAIL %s: %s (max abs err %.3g, max rel err %.3g)", r.Name, r.Reason, r.MaxAbsErr, r.MaxRelErr)
}

// Summary counts results.
type Summary struct {
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
}

// String is the closing line "N passed, M failed, K skipped".
func (s Summary) String() string {
	return fmt.Sprintf("%d passed, %d failed, %d skipped", s.Passed, s.Failed, s.Skipped)
}

// Summarize counts the results by status.
func Summarize(results []Result) Summary {
	var s Summary
	for _, r := range results {
		switch r.Status {
		case Pass:
			s.Passed++
		case Fail:
			s.Failed++
		default:
			s.Skipped++
		}
	}
	return s
}

// Options tune the comparison.
type Options struct {
	// RTol and ATol: an output element passes when |got-want| <= ATol +
	// RTol*|want| (defaults 1e-3 and 1e-7, the ONNX runner's).
	RTol, ATol float64
	// Report, when set, is called with each result, in the order of the
	// tests, as soon as it and every result before it are done.
	Report func(Result)
	// Jobs is how many tests run at once (<= 1: one at a time); the
	// target must then be safe for concurrent use.
	Jobs int
}

// FindTests returns the test directories under the given paths: a path that
// holds model.onnx is a test; otherwise every directory below it that holds
// one is, in lexical order.
func FindTests(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("conformance: %w", err)
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("conformance: %s is not a directory", p)
		}
		if _, err := os.Stat(filepath.Join(p, "model.onnx")); err == nil {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != p {
				if _, err := os.Stat(filepath.Join(path, "model.onnx")); err == nil {
					found = append(found, path)
					return filepath.SkipDir
				}
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("conformance: %w", err)
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("conformance: no test directories (with model.onnx) under %s", p)
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// Run runs every test directory under paths on the target.
func Run(ctx context.Context, target Target, paths []string, opts Options) ([]Result, error) {
	dirs, err := FindTests(paths)
	if err != nil {
		return nil, err
	}
	if opts.RTol == 0 {
		opts.RTol = 1e-3
	}
	if opts.ATol == 0 {
		opts.ATol = 1e-7
	}
	if opts.Jobs > 1 {
		return runParallel(ctx, target, dirs, opts)
	}
	results := make([]Result, 0, len(dirs))
	for _, d := range dirs {
		if err := ctx.Err(); err != nil {
			return results, err
		}
		r := RunTest(ctx, target, d, opts)
		if opts.Report != nil {
			opts.Report(r)
		}
		results = append(results, r)
	}
	return results, nil
}

// runParallel runs the tests on opts.Jobs goroutines; results keep the
// tests' order, and so do the reports.
func runParallel(ctx context.Context, target Target, dirs []string, opts Options) ([]Result, error) {
	results := make([]Result, len(dirs))
	done := make([]bool, len(dirs))
	var mu sync.Mutex
	next := 0 // the first result not reported yet
	idx := make(chan int)
	var wg sync.WaitGroup
	for range min(opts.Jobs, len(dirs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range idx {
				r := RunTest(ctx, target, dirs[i], opts)
				mu.Lock()
				results[i], done[i] = r, true
				for next < len(dirs) && done[next] {
					if opts.Report != nil {
						opts.Report(results[next])
					}
					next++
				}
				mu.Unlock()
			}
		}()
	}
	for i := range dirs {
		if ctx.Err() != nil {
			break
		}
		idx <- i
	}
	close(idx)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return results[:next], err
	}
	return results, nil
}

// RunTest runs one test directory. It never panics: a crash in the target
// becomes a FAIL naming the panic.
func RunTest(ctx context.Context, target Target, dir string, opts Options) (res Result) {
	res = Result{Name: filepath.Base(dir), Dir: dir}
	defer func() {
		if r := recover(); r != nil {
			res.Status = Fail
			res.Reason = fmt.Sprintf("crashed: %v [%s]", r, strings.ReplaceAll(firstFrame(debug.Stack()), "\n", " "))
		}
	}()
	if opts.RTol == 0 {
		opts.RTol = 1e-3
	}
	if opts.ATol == 0 {
		opts.ATol = 1e-7
	}
	g, err := onnx.ImportFile(filepath.Join(dir, "model.onnx"), onnx.Options{})
	if err != nil {
		return classify(res, err)
	}
	sets, err := filepath.Glob(filepath.Join(dir, "test_data_set_*"))
	if err != nil || len(sets) == 0 {
		res.Status, res.Reason = Fail, "no test_data_set_N directories"
		return res
	}
	sort.Strings(sets)
	for _, set := range sets {
		ins, err := readTensors(set, "input", g.Inputs)
		if err != nil {
			return classify(res, err)
		}
		inputs := map[string]*graph.Tensor{}
		for i, v := range g.Inputs {
			inputs[v.Name] = ins[i]
		}
		// A data set without output files (ONNX's generator stores none
		// for some sequence outputs) checks that every output is
		// computed, and compares nothing.
		var wants []*graph.Tensor
		if files, _ := filepath.Glob(filepath.Join(set, "output_*.pb")); len(files) > 0 {
			if wants, err = readTensors(set, "output", g.Outputs); err != nil {
				return classify(res, err)
			}
		}
		got, err := target.Run(ctx, g, inputs)
		if err != nil {
			return classify(res, err)
		}
		for i, v := range g.Outputs {
			t, ok := got[v.Name]
			if !ok || t == nil {
				res.Status, res.Reason = Fail, fmt.Sprintf("output %q was not computed", v.Name)
				return res
			}
			if wants == nil {
				if err := t.Validate(); err != nil {
					res.Status, res.Reason = Fail, fmt.Sprintf("%s: output %d %q: %v", filepath.Base(set), i, v.Name, err)
					return res
				}
				continue
			}
			abs, rel, msg := compareValues(t, wants[i], opts.RTol, opts.ATol)
			res.MaxAbsErr = math.Max(res.MaxAbsErr, abs)
			res.MaxRelErr = math.Max(res.MaxRelErr, rel)
			if msg != "" {
				res.Status = Fail
				res.Reason = fmt.Sprintf("%s: output %d %q: %s", filepath.Base(set), i, v.Name, msg)
				return res
			}
		}
	}
	res.Status = Pass
	return res
}

func firstFrame(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	// Skip the goroutine line and the runtime frames of the panic itself.
	for i := 1; i+1 < len(lines); i += 2 {
		if !strings.Contains(lines[i], "runtime/") && !strings.Contains(lines[i], "conformance.RunTest") {
			return strings.TrimSpace(lines[i]) + " " + strings.TrimSpace(lines[i+1])
		}
	}
	return ""
}

// classify turns an error into a SKIP (unsupported feature) or a FAIL.
func classify(res Result, err error) Result {
	var ue *onnx.UnsupportedError
	var re *ref.UnsupportedError
	var se *SkipError
	if errors.As(err, &ue) || errors.As(err, &re) || errors.As(err, &se) {
		res.Status = Skip
		res.Reason = oneLine(err.Error())
		return res
	}
	res.Status = Fail
	res.Reason = oneLine(err.Error())
	return res
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// readTensors reads prefix_0.pb ... prefix_{n-1}.pb from a data set; the
// count must match the model's.
func readTensors(set, prefix string, values []*graph.Value) ([]*graph.Tensor, error) {
	n := len(values)
	files, _ := filepath.Glob(filepath.Join(set, prefix+"_*.pb"))
	if len(files) != n {
		return nil, fmt.Errorf("%s has %d %s files, the model has %d %ss", filepath.Base(set), len(files), prefix, n, prefix)
	}
	out := make([]*graph.Tensor, n)
	for i := range out {
		t, err := ReadValueFile(filepath.Join(set, fmt.Sprintf("%s_%d.pb", prefix, i)), values[i].DType)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// ReadTensorFile reads one serialized TensorProto.
func ReadTensorFile(path string) (*graph.Tensor, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, onnx.DefaultMaxBytes))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	var tp onnxpb.TensorProto
	if err := proto.Unmarshal(b, &tp); err != nil {
		return nil, fmt.Errorf("%s: not a TensorProto: %v", path, err)
	}
	t, err := onnx.TensorFromProto(&tp)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// compare checks got against want: same dtype and shape, integers, bools
// and strings exactly, floats within tolerance with NaN matching NaN and infinities
// matching by sign. It returns the largest absolute and relative errors and
// a failure message ("" when the tensors match).
func compare(got, want *graph.Tensor, rtol, atol float64) (maxAbs, maxRel float64, msg string) {
	if got.DType != want.DType {
		return 0, 0, fmt.Sprintf("dtype %v, want %v", got.DType, want.DType)
	}
	if !got.Shape.Equal(want.Shape) {
		return 0, 0, fmt.Sprintf("shape %v, want %v", got.Shape, want.Shape)
	}
	if err := got.Validate(); err != nil {
		return 0, 0, err.Error()
	}
	if want.DType == graph.String {
		for i, w := range want.Strings {
			if got.Strings[i] != w {
				return 0, 0, fmt.Sprintf("element %d: got %q, want %q", i, got.Strings[i], w)
			}
		}
		return 0, 0, ""
	}
	exact := !want.DType.IsFloat()
	for i := 0; i < want.Len(); i++ {
		if exact {
			g, w := got.Int64(i), want.Int64(i)
			if g != w {
				d := math.Abs(float64(g) - float64(w))
				if want.DType == graph.Uint64 {
					d = math.Abs(float64(uint64(g)) - float64(uint64(w)))
				}
				maxAbs = math.Max(maxAbs, d)
				if msg == "" {
					msg = fmt.Sprintf("element %d: got %d, want %d", i, g, w)
				}
			}
			continue
		}
		g, w := got.Float64(i), want.Float64(i)
		switch {
		case math.IsNaN(w) || math.IsNaN(g):
			if math.IsNaN(w) != math.IsNaN(g) && msg == "" {
				msg = fmt.Sprintf("element %d: got %v, want %v", i, g, w)
			}
			continue
		case math.IsInf(w, 0) || math.IsInf(g, 0):
			if g != w && msg == "" {
				msg = fmt.Sprintf("element %d: got %v, want %v", i, g, w)
			}
			continue
		}
		d := math.Abs(g - w)
		maxAbs = math.Max(maxAbs, d)
		if w != 0 {
			maxRel = math.Max(maxRel, d/math.Abs(w))
		}
		if d > atol+rtol*math.Abs(w) && msg == "" {
			msg = fmt.Sprintf("element %d: got %v, want %v", i, g, w)
		}
	}
	return maxAbs, maxRel, msg
}
