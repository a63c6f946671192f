package driver

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
)

// Tolerance is the allowed difference of a floating-point element: |got -
// want| <= ATol + RTol*|want|. NaN matches only NaN; an infinity only
// itself. Integer and bool outputs must match exactly.
type Tolerance struct {
	RTol float64 `json:"rtol"`
	ATol float64 `json:"atol"`
}

// DefaultTolerance is the tolerance of an output of the given dtype (a
// numpy name) when none is given: float32 and float64 rtol 1e-4, atol
// 1e-5; float16 rtol 1e-2, atol 1e-3 (its epsilon is 9.8e-4); bfloat16
// rtol 5e-2, atol 1e-2 (epsilon 7.8e-3). Integer and bool outputs are
// exact (the zero Tolerance), whatever is given.
func DefaultTolerance(dtype string) Tolerance {
	switch dtype {
	case "float32", "float64":
		return Tolerance{RTol: 1e-4, ATol: 1e-5}
	case "float16":
		return Tolerance{RTol: 1e-2, ATol: 1e-3}
	case "bfloat16":
		return Tolerance{RTol: 5e-2, ATol: 1e-2}
	}
	return Tolerance{}
}

// Tolerances choose each output's tolerance by its dtype: DefaultTolerance,
// with RTol and ATol, where not nil, overriding it for every
// floating-point output.
type Tolerances struct {
	RTol, ATol *float64
}

// For returns the tolerance of an output of the given dtype.
func (t Tolerances) For(dtype string) Tolerance {
	tol := DefaultTolerance(dtype)
	if dt, err := graph.ParseDType(dtype); err != nil || !dt.IsFloat() {
		return tol // exact
	}
	if t.RTol != nil {
		tol.RTol = *t.RTol
	}
	if t.ATol != nil {
		tol.ATol = *t.ATol
	}
	return tol
}

// OutputDiff compares one output with its reference.
type OutputDiff struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	Elems int     `json:"elements"`
	// Tolerance is the one the output was compared at (zero: exact).
	Tolerance Tolerance `json:"tolerance"`
	// MaxAbs is the largest |got - want|; MaxRel the largest
	// |got - want| / |want| over elements whose want is not zero.
	MaxAbs Number `json:"max_abs_error"`
	MaxRel Number `json:"max_rel_error"`
	// Worst is the element furthest past the tolerance (or the one with
	// the largest absolute error when all pass), with its values.
	Worst     int    `json:"worst_index"`
	WorstGot  Number `json:"worst_got"`
	WorstWant Number `json:"worst_want"`
	// WorstGotString and WorstWantString are the worst element's values
	// for a string output (whose values are not numbers).
	WorstGotString  string `json:"worst_got_string,omitempty"`
	WorstWantString string `json:"worst_want_string,omitempty"`
	// WorstPath is where the worst element lies in a sequence, map or
	// optional output: e.g. "[2][\"cat\"]" is item 2's value for key
	// "cat" (Worst counts the numbers compared before it).
	WorstPath string `json:"worst_path,omitempty"`
	// Bad counts the elements outside the tolerance.
	Bad  int  `json:"bad_elements"`
	Pass bool `json:"pass"`
	// Problem says why the output could not be compared element-wise
	// (a missing output, a different type or shape).
	Problem string `json:"problem,omitempty"`
}

// CompareOutputs compares every reference output with the output of the
// same name in got, sorted by name, at the tolerance tol (integer and bool
// outputs exactly). Outputs in got that the reference lacks fail too.
func CompareOutputs(got, want map[string]*npy.Array, tol Tolerance) []OutputDiff {
	return compareAll(got, want, func(string) Tolerance { return tol })
}

// CompareOutputsByDType is CompareOutputs with each output's tolerance
// chosen by its dtype (Tolerances.For).
func CompareOutputsByDType(got, want map[string]*npy.Array, tols Tolerances) []OutputDiff {
	return compareAll(got, want, tols.For)
}

// CompareExpected compares the outputs named in expected with the expected
// arrays (as iree-run-module --expected_output does), sorted by name; the
// outputs of got that expected does not name are not checked. An expected
// name that got lacks is an error that lists got's outputs.
func CompareExpected(got, expected map[string]*npy.Array, tols Tolerances) ([]OutputDiff, error) {
	names := make([]string, 0, len(got))
	for name := range got {
		names = append(names, name)
	}
	if err := CheckExpected(names, expected); err != nil {
		return nil, err
	}
	checked := make(map[string]*npy.Array, len(expected))
	for name := range expected {
		checked[name] = got[name]
	}
	return compareAll(checked, expected, tols.For), nil
}

// CheckExpected returns an error when expected names an output not in
// outputs.
func CheckExpected(outputs []string, expected map[string]*npy.Array) error {
	var unknown []string
	for name := range expected {
		if !slices.Contains(outputs, name) {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	outs := slices.Sorted(slices.Values(outputs))
	return fmt.Errorf("--expected %s: no such output (the outputs are %s)", strings.Join(unknown, ", "), strings.Join(outs, ", "))
}

// ReadNamedArrays reads NAME=FILE.npy specs given with the flag named
// flag (for messages), by name; a name given twice is an error. A FILE
// ending in .json is a sequence, map or optional value (ValueJSONHelp).
func ReadNamedArrays(flag string, specs []string) (map[string]*npy.Array, error) {
	out := map[string]*npy.Array{}
	for _, spec := range specs {
		name, file, ok := strings.Cut(spec, "=")
		if !ok || name == "" || file == "" {
			return nil, fmt.Errorf("%s %q: want NAME=FILE.npy", flag, spec)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("%s %s: given twice", flag, name)
		}
		a, err := ReadValueFile(file)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", flag, name, err)
		}
		out[name] = a
	}
	return out, nil
}

func compareAll(got, want map[string]*npy.Array, tolFor func(dtype string) Tolerance) []OutputDiff {
	names := make([]string, 0, len(want))
	for name := range want {
		names = append(names, name)
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := make([]OutputDiff, 0, len(names))
	for _, name := range names {
		dtype := ""
		if w := want[name]; w != nil {
			dtype = w.DType
		} else if g := got[name]; g != nil {
			dtype = g.DType
		}
		if g, w := got[name], want[name]; g != nil && w != nil && (IsHostValue(g) || IsHostValue(w)) {
			out = append(out, compareHostValues(name, g, w, tolFor))
			continue
		}
		out = append(out, compareOne(name, got[name], want[name], tolFor(dtype)))
	}
	return out
}

func compareOne(name string, got, want *npy.Array, tol Tolerance) OutputDiff {
	d := OutputDiff{Name: name, Worst: -1, Tolerance: tol}
	switch {
	case want == nil:
		d.DType, d.Shape = got.DType, got.Shape
		d.Problem = "the reference has no such output"
		return d
	case got == nil:
		d.DType, d.Shape = want.DType, want.Shape
		d.Problem = "missing"
		return d
	}
	d.DType, d.Shape = want.DType, want.Shape
	if got.DType != want.DType || !slices.Equal(got.Shape, want.Shape) {
		d.Problem = fmt.Sprintf("got %s %v, want %s %v", got.DType, got.Shape, want.DType, want.Shape)
		return d
	}
	gt, err := tensorOf(got)
	if err != nil {
		d.Problem = err.Error()
		return d
	}
	wt, err := tensorOf(want)
	if err != nil {
		d.Problem = "reference: " + err.Error()
		return d
	}
	d.Elems = gt.Len()
	if wt.DType == graph.String {
		// Strings match exactly; the worst element is the first that
		// differs (its values are not numbers).
		for i, w := range wt.Strings {
			if gt.Strings[i] != w {
				if d.Bad == 0 {
					d.Worst, d.WorstGotString, d.WorstWantString = i, gt.Strings[i], w
				}
				d.Bad++
			}
		}
		d.Tolerance, d.Pass = Tolerance{}, d.Bad == 0
		return d
	}
	if !wt.DType.IsFloat() {
		tol = Tolerance{} // indices, counts and masks are exact
	}
	d.Tolerance = tol
	d.compareNumbers(d.Elems, func(i int) (float64, float64, Tolerance) { return gt.Float64(i), wt.Float64(i), tol })
	return d
}

// compareNumbers compares n pairs of numbers, at(i) giving pair i and its
// tolerance, filling MaxAbs, MaxRel, Worst, Bad and Pass.
func (d *OutputDiff) compareNumbers(n int, at func(i int) (g, w float64, tol Tolerance)) {
	var maxAbs, maxRel float64
	worstExcess := math.Inf(-1)
	for i := range n {
		g, w, tol := at(i)
		var diff float64
		bad := false
		switch {
		case math.IsNaN(g) || math.IsNaN(w):
			bad = math.IsNaN(g) != math.IsNaN(w)
			if bad {
				diff = math.Inf(1)
			}
		case math.IsInf(g, 0) || math.IsInf(w, 0):
			bad = g != w
			if bad {
				diff = math.Inf(1)
			}
		default:
			diff = math.Abs(g - w)
			bad = diff > tol.ATol+tol.RTol*math.Abs(w)
		}
		maxAbs = max(maxAbs, diff)
		if w != 0 && !math.IsNaN(w) && !math.IsInf(w, 0) {
			maxRel = max(maxRel, diff/math.Abs(w))
		}
		excess := diff - (tol.ATol + tol.RTol*math.Abs(w))
		if bad {
			d.Bad++
		}
		if excess > worstExcess || (math.IsInf(diff, 1) && d.Worst < 0) {
			worstExcess, d.Worst, d.WorstGot, d.WorstWant = excess, i, Number(g), Number(w)
		}
	}
	d.MaxAbs, d.MaxRel = Number(maxAbs), Number(maxRel)
	d.Pass = d.Bad == 0
}

// Number is a float64 that encodes to JSON as a number when finite and as
// the string "NaN", "+Inf" or "-Inf" otherwise (JSON has no such numbers).
type Number float64

// MarshalJSON implements json.Marshaler.
func (n Number) MarshalJSON() ([]byte, error) {
	f := float64(n)
	switch {
	case math.IsNaN(f):
		return []byte(`"NaN"`), nil
	case math.IsInf(f, 1):
		return []byte(`"+Inf"`), nil
	case math.IsInf(f, -1):
		return []byte(`"-Inf"`), nil
	}
	return strconv.AppendFloat(nil, f, 'g', -1, 64), nil
}

// UnmarshalJSON implements json.Unmarshaler.
func (n *Number) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case `"NaN"`:
		*n = Number(math.NaN())
	case `"+Inf"`:
		*n = Number(math.Inf(1))
	case `"-Inf"`:
		*n = Number(math.Inf(-1))
	default:
		f, err := strconv.ParseFloat(string(b), 64)
		if err != nil {
			return fmt.Errorf("number %s: %w", b, err)
		}
		*n = Number(f)
	}
	return nil
}

func tensorOf(a *npy.Array) (*graph.Tensor, error) {
	dt, err := graph.ParseDType(a.DType)
	if err != nil {
		return nil, err
	}
	t := &graph.Tensor{DType: dt, Shape: graph.Shape(a.Shape), Data: a.Data, Strings: a.Strings}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}
