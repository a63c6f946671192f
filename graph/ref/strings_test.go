package ref

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

func strTensor(t *testing.T, shape graph.Shape, v ...string) *graph.Tensor {
	t.Helper()
	x, err := graph.FromStrings(shape, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// randWords returns n random words over a small alphabet (so that equal
// words occur), some empty, some not ASCII.
func randWords(rng *rand.Rand, n int) []string {
	alpha := []string{"a", "b", "Ü", "z", "é", " "}
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		for range rng.IntN(3) {
			b.WriteString(alpha[rng.IntN(len(alpha))])
		}
		out[i] = b.String()
	}
	return out
}

func strsAttr(v ...string) *graph.Attr { return &graph.Attr{Kind: graph.AttrStrings, Strings: v} }

// evalAll runs one node with nOut outputs.
func evalAll(t *testing.T, op string, nOut int, attrs map[string]*graph.Attr, ins ...*graph.Tensor) ([]*graph.Tensor, error) {
	t.Helper()
	n := &graph.Node{Name: op, OpType: op, Attrs: attrs}
	for range nOut {
		n.Outputs = append(n.Outputs, &graph.Value{Name: "y"})
	}
	return EvalNode(n, 22, ins)
}

// TestStringBroadcastOps checks Equal and StringConcat on random strings
// against a direct loop over the broadcast shape.
func TestStringBroadcastOps(t *testing.T) {
	rng := newRand(t)
	for _, tc := range []struct{ xs, ys graph.Shape }{
		{graph.Shape{3, 4}, graph.Shape{4}},
		{graph.Shape{2, 1}, graph.Shape{1, 5}},
		{graph.Shape{}, graph.Shape{3}},
		{graph.Shape{0, 2}, graph.Shape{2}},
	} {
		x := strTensor(t, tc.xs, randWords(rng, int(tc.xs.Size()))...)
		y := strTensor(t, tc.ys, randWords(rng, int(tc.ys.Size()))...)
		os, _ := graph.BroadcastShapes(tc.xs, tc.ys)
		ix, iy := bcastIndex(tc.xs, os), bcastIndex(tc.ys, os)
		eq := run1(t, "Equal", 19, nil, x, y)
		cat := run1(t, "StringConcat", 20, nil, x, y)
		if eq.DType != graph.Bool || cat.DType != graph.String || !eq.Shape.Equal(os) || !cat.Shape.Equal(os) {
			t.Fatalf("%v, %v: got %v and %v, want bool and string %v", tc.xs, tc.ys, eq, cat, os)
		}
		for k := range ix {
			a, b := x.Strings[ix[k]], y.Strings[iy[k]]
			if (eq.Data[k] != 0) != (a == b) || cat.Strings[k] != a+b {
				t.Fatalf("%v, %v element %d: %q, %q gave Equal %d, concat %q", tc.xs, tc.ys, k, a, b, eq.Data[k], cat.Strings[k])
			}
		}
	}
}

// TestStringSplit checks both outputs against Python's str.split results,
// and, on random strings, that the parts joined give the input back.
func TestStringSplit(t *testing.T) {
	for _, tc := range []struct {
		name  string
		attrs map[string]*graph.Attr
		in    string
		want  []string
	}{
		{"space", nil, "  a\tb \n c  ", []string{"a", "b", "c"}},
		{"space maxsplit", map[string]*graph.Attr{"maxsplit": ia(1)}, " a  b c  ", []string{"a", "b c  "}},
		{"space maxsplit 0", map[string]*graph.Attr{"maxsplit": ia(0)}, "  a b ", []string{"a b "}},
		{"only space", nil, " \t ", nil},
		{"delimiter", map[string]*graph.Attr{"delimiter": sa("--")}, "a--b----c--", []string{"a", "b", "", "c", ""}},
		{"delimiter maxsplit", map[string]*graph.Attr{"delimiter": sa(","), "maxsplit": ia(2)}, "1,2,3,4", []string{"1", "2", "3,4"}},
		{"delimiter empty input", map[string]*graph.Attr{"delimiter": sa(",")}, "", []string{""}},
	} {
		outs, err := evalAll(t, "StringSplit", 2, tc.attrs, strTensor(t, graph.Shape{2}, tc.in, "x"))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		width := max(len(tc.want), 1)
		if !outs[0].Shape.Equal(graph.Shape{2, int64(width)}) || outs[1].Int64(0) != int64(len(tc.want)) || outs[1].Int64(1) != 1 {
			t.Fatalf("%s: got %v %q, counts %v", tc.name, outs[0], outs[0].Strings, outs[1].Int64s())
		}
		got := outs[0].Strings[:len(tc.want)]
		if len(tc.want) > 0 && !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
		for _, pad := range outs[0].Strings[len(tc.want):width] {
			if pad != "" {
				t.Errorf("%s: padding %q", tc.name, pad)
			}
		}
	}
	rng := newRand(t)
	words := randWords(rng, 12)
	for i := range words {
		words[i] = strings.Repeat(words[i], 1+rng.IntN(3)) + "/" + words[rng.IntN(len(words))]
	}
	outs, err := evalAll(t, "StringSplit", 2, map[string]*graph.Attr{"delimiter": sa("/")}, strTensor(t, graph.Shape{3, 4}, words...))
	if err != nil {
		t.Fatal(err)
	}
	width := int(outs[0].Shape[2])
	for i, w := range words {
		parts := outs[0].Strings[i*width : i*width+int(outs[1].Int64(i))]
		if strings.Join(parts, "/") != w {
			t.Errorf("%q split into %q", w, parts)
		}
	}
}

// TestStringNormalizer covers stopwords with and without case, the case
// changes (per character, as towupper: ß stays ß), the [1, C] form and
// the all-removed output.
func TestStringNormalizer(t *testing.T) {
	in := []string{"Monday", "tuesday", "MONDAY", "straße", "Wed"}
	for _, tc := range []struct {
		name  string
		attrs map[string]*graph.Attr
		shape graph.Shape
		in    []string
		want  []string
		wantS graph.Shape
	}{
		{"insensitive upper", map[string]*graph.Attr{"stopwords": strsAttr("monday"), "case_change_action": sa("UPPER")}, graph.Shape{5}, in,
			[]string{"TUESDAY", "STRAßE", "WED"}, graph.Shape{3}},
		{"sensitive lower", map[string]*graph.Attr{"stopwords": strsAttr("MONDAY", "wed"), "is_case_sensitive": ia(1), "case_change_action": sa("LOWER")}, graph.Shape{1, 5}, in,
			[]string{"monday", "tuesday", "straße", "wed"}, graph.Shape{1, 4}},
		{"none", map[string]*graph.Attr{"locale": sa("en_US")}, graph.Shape{5}, in, in, graph.Shape{5}},
		{"all removed", map[string]*graph.Attr{"stopwords": strsAttr("a")}, graph.Shape{1, 2}, []string{"A", "a"}, []string{""}, graph.Shape{1, 1}},
	} {
		y := run1(t, "StringNormalizer", 10, tc.attrs, strTensor(t, tc.shape, tc.in...))
		if !y.Shape.Equal(tc.wantS) || !reflect.DeepEqual(y.Strings, tc.want) {
			t.Errorf("%s: got %v %q, want %v %q", tc.name, y, y.Strings, tc.wantS, tc.want)
		}
	}
}

// TestRegexFullMatch checks that a match must cover the whole string.
func TestRegexFullMatch(t *testing.T) {
	x := strTensor(t, graph.Shape{2, 3}, "abc", "b", "", "bb", "xbx", "b\n")
	for _, tc := range []struct {
		pattern string
		want    []byte
	}{
		{"b", []byte{0, 1, 0, 0, 0, 0}},
		{"b*", []byte{0, 1, 1, 1, 0, 0}},
		{`\w+`, []byte{1, 1, 0, 1, 1, 0}},
		{"a|b", []byte{0, 1, 0, 0, 0, 0}}, // the alternation is anchored as a whole
	} {
		y := run1(t, "RegexFullMatch", 20, map[string]*graph.Attr{"pattern": sa(tc.pattern)}, x)
		if !reflect.DeepEqual(y.Data, tc.want) {
			t.Errorf("%q: got %v, want %v", tc.pattern, y.Data, tc.want)
		}
	}
}

// TestTfIdfStrings checks that TfIdfVectorizer over strings counts exactly
// what it counts over integers when each integer is renamed to a word.
func TestTfIdfStrings(t *testing.T) {
	rng := newRand(t)
	names := []string{"the", "a", "", "Ünï", "b,c", "1"}
	poolInts := []int64{0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 4, 5, 0}
	poolStrs := make([]string, len(poolInts))
	for i, v := range poolInts {
		poolStrs[i] = names[v]
	}
	xi := make([]int64, 2*9)
	xs := make([]string, len(xi))
	for i := range xi {
		xi[i] = int64(rng.IntN(len(names)))
		xs[i] = names[xi[i]]
	}
	base := map[string]*graph.Attr{
		"min_gram_length": ia(1), "max_gram_length": ia(2), "max_skip_count": ia(2), "mode": sa("TFIDF"),
		"ngram_counts":  {Kind: graph.AttrInts, Ints: []int64{0, 6}},
		"ngram_indexes": {Kind: graph.AttrInts, Ints: []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
		"weights":       {Kind: graph.AttrFloats, Floats: []float32{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
	}
	withPool := func(k string, a *graph.Attr) map[string]*graph.Attr {
		m := map[string]*graph.Attr{k: a}
		for k, v := range base {
			m[k] = v
		}
		return m
	}
	xInt, err := graph.FromInt64s(graph.Int64, graph.Shape{2, 9}, xi)
	if err != nil {
		t.Fatal(err)
	}
	want := run1(t, "TfIdfVectorizer", 9, withPool("pool_int64s", &graph.Attr{Kind: graph.AttrInts, Ints: poolInts}), xInt)
	got := run1(t, "TfIdfVectorizer", 9, withPool("pool_strings", strsAttr(poolStrs...)), strTensor(t, graph.Shape{2, 9}, xs...))
	allClose(t, got, want, 0, 0)
	var sum float64
	for _, v := range got.Float64s() {
		sum += v
	}
	if sum == 0 {
		t.Fatal("no n-gram counted")
	}
}

// TestStringErrors checks that wrong types and bad attributes are errors
// naming the problem, never panics.
func TestStringErrors(t *testing.T) {
	s := strTensor(t, graph.Shape{2}, "a", "b")
	f := tensor(t, graph.Float32, graph.Shape{2}, 1, 2)
	for _, tc := range []struct {
		op    string
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
		want  string
	}{
		{"Add", nil, []*graph.Tensor{s, s}, "string"},
		{"Equal", nil, []*graph.Tensor{s, f}, "want two strings"},
		{"StringConcat", nil, []*graph.Tensor{f, f}, "want two strings"},
		{"RegexFullMatch", map[string]*graph.Attr{"pattern": sa("(")}, []*graph.Tensor{s}, "pattern"},
		{"RegexFullMatch", nil, []*graph.Tensor{s}, "pattern is required"},
		{"StringNormalizer", map[string]*graph.Attr{"locale": sa("tr_TR")}, []*graph.Tensor{s}, "locale"},
		{"StringNormalizer", nil, []*graph.Tensor{strTensor(t, graph.Shape{2, 1}, "a", "b")}, "[C] or [1, C]"},
		{"StringSplit", nil, []*graph.Tensor{f}, "want string"},
		{"Relu", nil, []*graph.Tensor{s}, "string"},
		{"Cast", map[string]*graph.Attr{"to": ia(1)}, []*graph.Tensor{s}, ""},
	} {
		_, err := evalAll(t, tc.op, 1, tc.attrs, tc.ins...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.op, err, tc.want)
		}
	}
}

// TestStringMovers runs data-movement ops on string tensors (through the
// index table) against the same ops on the strings' indices.
func TestStringMovers(t *testing.T) {
	rng := newRand(t)
	words := randWords(rng, 12)
	x := strTensor(t, graph.Shape{3, 4}, words...)
	y := strTensor(t, graph.Shape{3, 4}, randWords(rng, 12)...)
	ints := func(dt graph.DType, shape graph.Shape, v ...int64) *graph.Tensor {
		tn, err := graph.FromInt64s(dt, shape, v)
		if err != nil {
			t.Fatal(err)
		}
		return tn
	}
	cond := ints(graph.Bool, graph.Shape{3, 4}, 1, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0)
	all := append(append([]string{}, x.Strings...), y.Strings...)
	xi := ints(graph.Int64, graph.Shape{3, 4}, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
	yi := ints(graph.Int64, graph.Shape{3, 4}, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)
	for _, tc := range []struct {
		op       string
		attrs    map[string]*graph.Attr
		str, idx []*graph.Tensor
	}{
		{"Transpose", nil, []*graph.Tensor{x}, []*graph.Tensor{xi}},
		{"Reshape", nil, []*graph.Tensor{x, ints(graph.Int64, graph.Shape{2}, 2, 6)}, []*graph.Tensor{xi, ints(graph.Int64, graph.Shape{2}, 2, 6)}},
		{"Concat", map[string]*graph.Attr{"axis": ia(1)}, []*graph.Tensor{x, y}, []*graph.Tensor{xi, yi}},
		{"Gather", map[string]*graph.Attr{"axis": ia(1)}, []*graph.Tensor{x, ints(graph.Int64, graph.Shape{3}, 3, -1, 0)}, []*graph.Tensor{xi, ints(graph.Int64, graph.Shape{3}, 3, -1, 0)}},
		{"Where", nil, []*graph.Tensor{cond, x, y}, []*graph.Tensor{cond, xi, yi}},
		{"Slice", nil, []*graph.Tensor{x, ints(graph.Int64, graph.Shape{1}, 3), ints(graph.Int64, graph.Shape{1}, 0), ints(graph.Int64, graph.Shape{1}, 1), ints(graph.Int64, graph.Shape{1}, -2)},
			[]*graph.Tensor{xi, ints(graph.Int64, graph.Shape{1}, 3), ints(graph.Int64, graph.Shape{1}, 0), ints(graph.Int64, graph.Shape{1}, 1), ints(graph.Int64, graph.Shape{1}, -2)}},
	} {
		got := run1(t, tc.op, 18, tc.attrs, tc.str...)
		want := run1(t, tc.op, 18, tc.attrs, tc.idx...)
		if got.DType != graph.String || !got.Shape.Equal(want.Shape) {
			t.Fatalf("%s: got %v, want string%v", tc.op, got, want.Shape)
		}
		for i, k := range want.Int64s() {
			if got.Strings[i] != all[k] {
				t.Fatalf("%s element %d: got %q, want %q", tc.op, i, got.Strings[i], all[k])
			}
		}
	}
	if s := run1(t, "Shape", 18, nil, x); s.DType != graph.Int64 || !reflect.DeepEqual(s.Int64s(), []int64{3, 4}) {
		t.Errorf("Shape of strings: %v %v", s, s.Int64s())
	}
	for _, tc := range []struct {
		op    string
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
		want  string
	}{
		{"ScatterElements", map[string]*graph.Attr{"reduction": sa("add")}, []*graph.Tensor{x, ints(graph.Int64, graph.Shape{1, 1}, 0), strTensor(t, graph.Shape{1, 1}, "a")}, "reduction"},
		{"Pad", nil, []*graph.Tensor{x, ints(graph.Int64, graph.Shape{4}, 0, 1, 0, 1)}, "does not take strings"},
	} {
		if _, err := evalAll(t, tc.op, 1, tc.attrs, tc.ins...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.op, err, tc.want)
		}
	}
}

// TestCastStrings casts numbers to strings and strings to numbers: ONNX
// Runtime's "%.8g" of each float (TestCastToStringLikeOnnxRuntime has the
// tricky values), integers' digits, ONNX's literals for the special
// values, and back (case-insensitive INF and NaN, a decimal truncated to
// an integer); a string that is no number is an error naming it. Random
// floats read back within half a unit of their eighth digit.
func TestCastStrings(t *testing.T) {
	cast := func(x *graph.Tensor, to int64) (*graph.Tensor, error) {
		n := &graph.Node{Name: "c", OpType: "Cast", Attrs: map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: to}},
			Inputs: []*graph.Value{{Name: "x", DType: x.DType}}, Outputs: []*graph.Value{{Name: "y"}}}
		outs, err := EvalNode(n, 21, []*graph.Tensor{x})
		if err != nil {
			return nil, err
		}
		return outs[0], nil
	}
	f32, _ := graph.FromFloat64s(graph.Float32, graph.Shape{8}, []float64{0.5, 100, 1e-5, 1e20, -123456.5, math.NaN(), math.Inf(1), math.Inf(-1)})
	got, err := cast(f32, 8)
	if want := []string{"0.5", "100", "9.9999997e-06", "1e+20", "-123456.5", "NaN", "INF", "-INF"}; err != nil || !slices.Equal(got.Strings, want) {
		t.Errorf("float32 to string: %q %v, want %q", got.Strings, err, want)
	}
	i64, _ := graph.FromInt64s(graph.Int64, graph.Shape{3}, []int64{-7, 0, 1 << 60})
	if got, err := cast(i64, 8); err != nil || !slices.Equal(got.Strings, []string{"-7", "0", "1152921504606846976"}) {
		t.Errorf("int64 to string: %v %v", got, err)
	}
	s, _ := graph.FromStrings(graph.Shape{6}, []string{"3.25", "1E2", "-inf", "+INF", "nan", " 100.5"})
	if got, err := cast(s, 1); err != nil || fmt.Sprint(got.Float64s()) != "[3.25 100 -Inf +Inf NaN 100.5]" {
		t.Errorf("string to float: %v %v", got, err)
	}
	s, _ = graph.FromStrings(graph.Shape{3}, []string{"100.5", "-3", "1152921504606846977"})
	if got, err := cast(s, 7); err != nil || fmt.Sprint(got.Int64s()) != "[100 -3 1152921504606846977]" {
		t.Errorf("string to int64: %v %v", got, err)
	}
	s, _ = graph.FromStrings(graph.Shape{2}, []string{"1", "Hello World!"})
	if _, err := cast(s, 1); err == nil || !strings.Contains(err.Error(), `"Hello World!" is not a number`) {
		t.Errorf("a string that is no number: %v", err)
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	vals := make([]float64, 64)
	for i := range vals {
		vals[i] = rng.NormFloat64() * math.Pow(10, float64(rng.IntN(40)-20))
	}
	for _, dt := range []int64{1, 11} {
		x, _ := graph.FromFloat64s(map[int64]graph.DType{1: graph.Float32, 11: graph.Float64}[dt], graph.Shape{64}, vals)
		s, err := cast(x, 8)
		if err != nil {
			t.Fatal(err)
		}
		back, err := cast(s, dt)
		if err != nil {
			t.Fatal(err)
		}
		for i := range vals {
			// Eight significant digits: within 5e-8 relative, plus the
			// float32 rounding of the value read back.
			if g, w := back.Float64(i), x.Float64(i); math.Abs(g-w) > 5e-8*math.Abs(w)+math.Abs(w)*6e-8*b2f(dt == 1) {
				t.Errorf("type %d: %q read back as %v, want %v", dt, s.Strings[i], g, w)
			}
		}
	}
}
