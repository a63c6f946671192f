package driver

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"

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

// OutputDiff compares one output with its reference.
type OutputDiff struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	Elems int     `json:"elements"`
	// MaxAbs is the largest |got - want|; MaxRel the largest
	// |got - want| / |want| over elements whose want is not zero.
	MaxAbs Number `json:"max_abs_error"`
	MaxRel Number `json:"max_rel_error"`
	// Worst is the element furthest past the tolerance (or the one with
	// the largest absolute error when all pass), with its values.
	Worst     int    `json:"worst_index"`
	WorstGot  Number `json:"worst_got"`
	WorstWant Number `json:"worst_want"`
	// Bad counts the elements outside the tolerance.
	Bad  int  `json:"bad_elements"`
	Pass bool `json:"pass"`
	// Problem says why the output could not be compared element-wise
	// (a missing output, a different type or shape).
	Problem string `json:"problem,omitempty"`
}

// CompareOutputs compares every reference output with the output of the
// same name in got, sorted by name. Outputs in got that the reference lacks
// fail too.
func CompareOutputs(got, want map[string]*npy.Array, tol Tolerance) []OutputDiff {
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
		out = append(out, compareOne(name, got[name], want[name], tol))
	}
	return out
}

func compareOne(name string, got, want *npy.Array, tol Tolerance) OutputDiff {
	d := OutputDiff{Name: name, Worst: -1}
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
	if !wt.DType.IsFloat() {
		tol = Tolerance{} // indices, counts and masks are exact
	}
	var maxAbs, maxRel float64
	worstExcess := math.Inf(-1)
	for i := range d.Elems {
		g, w := gt.Float64(i), wt.Float64(i)
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
	return d
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
	t := &graph.Tensor{DType: dt, Shape: graph.Shape(a.Shape), Data: a.Data}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}
