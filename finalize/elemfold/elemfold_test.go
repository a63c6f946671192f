package elemfold

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
)

// evaluator is an Emitter that computes the index arithmetic it is asked
// to write: its values are the numbers themselves.
type evaluator struct{ t *testing.T }

func (e evaluator) Index(v int64) string { return strconv.FormatInt(v, 10) }

func (e evaluator) Op(format string, args ...any) string {
	text := fmt.Sprintf(format, args...)
	name, rest, _ := strings.Cut(text, " ")
	ops, _, _ := strings.Cut(rest, " :")
	var v []int64
	for _, f := range strings.Split(ops, ", ") {
		x, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			e.t.Fatalf("%s: operand %q", text, f)
		}
		v = append(v, x)
	}
	switch name {
	case "arith.addi":
		return e.Index(v[0] + v[1])
	case "arith.muli":
		return e.Index(v[0] * v[1])
	case "arith.divui":
		return e.Index(v[0] / v[1])
	case "arith.remui":
		return e.Index(v[0] % v[1])
	}
	e.t.Fatalf("unexpected %s", text)
	return ""
}

// TestViewSource maps every element of a view back to its source through
// Source and checks it against the view's definition: a reshape keeps
// the row-major order of the elements, a slice offsets them.
func TestViewSource(t *testing.T) {
	e := evaluator{t}
	lin := func(idx []int64, shape []int64) int64 {
		x := int64(0)
		for j := range idx {
			x = x*shape[j] + idx[j]
		}
		return x
	}
	for _, tc := range []struct {
		name string
		w    View
		want func(idx []int64) []int64
	}{
		{"collapse (2,3,4,5) -> (24,5)", View{groups: [][]int64{{0, 1, 2}, {3}}, src: []int64{2, 3, 4, 5}, res: []int64{24, 5}}, nil},
		{"expand (24,5) -> (1,24,5)", View{expand: true, groups: [][]int64{{0, 1}, {2}}, src: []int64{24, 5}, res: []int64{1, 24, 5}}, nil},
		{"expand (6,4) -> (2,3,2,2)", View{expand: true, groups: [][]int64{{0, 1}, {2, 3}}, src: []int64{6, 4}, res: []int64{2, 3, 2, 2}}, nil},
		{"slice (10,4)[3:8, 1:3]", View{src: []int64{10, 4}, res: []int64{5, 2}, offsets: []int64{3, 1}},
			func(idx []int64) []int64 { return []int64{idx[0] + 3, idx[1] + 1} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := int64(1)
			for _, d := range tc.w.res {
				n *= d
			}
			for x := range n {
				idx := make([]int64, len(tc.w.res))
				r := x
				for j := len(idx) - 1; j >= 0; j-- {
					idx[j], r = r%tc.w.res[j], r/tc.w.res[j]
				}
				in := make([]string, len(idx))
				for j, v := range idx {
					in[j] = e.Index(v)
				}
				var got []int64
				for _, s := range tc.w.Source(e, in) {
					v, _ := strconv.ParseInt(s, 10, 64)
					got = append(got, v)
				}
				if tc.want != nil {
					if fmt.Sprint(got) != fmt.Sprint(tc.want(idx)) {
						t.Fatalf("%v -> %v, want %v", idx, got, tc.want(idx))
					}
					continue
				}
				if len(got) != len(tc.w.src) || lin(got, tc.w.src) != x {
					t.Fatalf("%v (element %d) -> %v (element %d of %v)", idx, x, got, lin(got, tc.w.src), tc.w.src)
				}
			}
		})
	}
}

// TestLinear writes linear expressions and evaluates them.
func TestLinear(t *testing.T) {
	e := evaluator{t}
	vals := []string{"3", "5", "7"}
	for _, tc := range []struct {
		l    mlirc.Linear
		want int64
	}{
		{mlirc.Linear{Coef: []int64{1, 0, 0}}, 3},
		{mlirc.Linear{Coef: []int64{2, 0, 1}, Const: 4}, 17},
		{mlirc.Linear{Coef: []int64{0, 0, 0}, Const: 9}, 9},
		{mlirc.Linear{Coef: []int64{0, 3, 0}}, 15},
	} {
		if got := Linear(e, tc.l, func(d int) string { return vals[d] }); got != strconv.FormatInt(tc.want, 10) {
			t.Errorf("%+v = %s, want %d", tc.l, got, tc.want)
		}
	}
}
