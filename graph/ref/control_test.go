package ref

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/graphtest"
)

func evalGraph(t *testing.T, g *graph.Graph, in map[string]*graph.Tensor) map[string]*graph.Tensor {
	t.Helper()
	if err := g.Validate(); err != nil {
		t.Fatalf("invalid test graph: %v", err)
	}
	out, err := Evaluate(context.Background(), g, in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func closeTo(t *testing.T, what string, got *graph.Tensor, shape graph.Shape, want []float64) {
	t.Helper()
	if !got.Shape.Equal(shape) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape, shape)
	}
	g := got.Float64s()
	for i := range want {
		if math.Abs(g[i]-want[i]) > 1e-5*(1+math.Abs(want[i])) {
			t.Fatalf("%s[%d] = %g, want %g", what, i, g[i], want[i])
		}
	}
}

// ifGraph is y = If(c) { relu(x) + k } else { -x }: the branches read the
// outer x through captures, then_branch also a constant of its own.
func ifGraph(t *testing.T) *graph.Graph {
	b := graphtest.New("if")
	c := b.Input("c", graph.Bool)
	x := b.Input("x", graph.Float32, 3, 4)
	tb := graphtest.New("then")
	tx := tb.Capture(x)
	k := tb.Const("k", graph.Scalar(graph.Float32, 0.5))
	r := tb.Node("Relu", nil, []*graph.Value{tx}, "r")[0]
	then := tb.Output(tb.Node("Add", nil, []*graph.Value{r, k}, "tout")...)
	eb := graphtest.New("else")
	ex := eb.Capture(x)
	els := eb.Output(eb.Node("Neg", nil, []*graph.Value{ex}, "eout")...)
	y := b.Node("If", map[string]*graph.Attr{"then_branch": graphtest.GraphAttr(then), "else_branch": graphtest.GraphAttr(els)}, []*graph.Value{c, x}, "y")
	return b.Output(y...)
}

func TestIf(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	x := randF32(t, r, graph.Shape{3, 4})
	xs := x.Float64s()
	for _, cond := range []bool{true, false} {
		out := evalGraph(t, ifGraph(t), map[string]*graph.Tensor{"c": boolScalar(cond), "x": x})
		want := make([]float64, len(xs))
		for i, v := range xs {
			if cond {
				want[i] = math.Max(v, 0) + 0.5
			} else {
				want[i] = -v
			}
		}
		closeTo(t, "y", out["y"], graph.Shape{3, 4}, want)
	}
}

// loopGraph is a Loop carrying s (starting at s0) that adds x*i each
// iteration and emits s as a scan output; the body's condition is
// sum(s) < limit, and M and cond are graph inputs.
func loopGraph(t *testing.T) *graph.Graph {
	b := graphtest.New("loop")
	m := b.Input("M", graph.Int64)
	c := b.Input("cond", graph.Bool)
	s0 := b.Input("s0", graph.Float32, 2, 3)
	x := b.Input("x", graph.Float32, 2, 3)
	limit := b.Input("limit", graph.Float32)
	body := graphtest.New("body")
	it := body.Input("i", graph.Int64)
	body.Input("c_in", graph.Bool)
	s := body.Input("s", graph.Float32, 2, 3)
	bx, bl := body.Capture(x), body.Capture(limit)
	fi := body.Node("Cast", map[string]*graph.Attr{"to": ia(1)}, []*graph.Value{it}, "fi")[0]
	xi := body.Node("Mul", nil, []*graph.Value{bx, fi}, "xi")[0]
	s2 := body.Node("Add", nil, []*graph.Value{s, xi}, "s2")[0]
	sum := body.Node("ReduceSum", map[string]*graph.Attr{"keepdims": ia(0)}, []*graph.Value{s2}, "sum")[0]
	cout := body.Node("Less", nil, []*graph.Value{sum, bl}, "cout")[0]
	g := body.Output(cout, s2, s2)
	outs := b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, c, s0, x, limit}, "s_final", "s_all")
	return b.Output(outs...)
}

func TestLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	s0, x := randF32(t, r, graph.Shape{2, 3}), randF32(t, r, graph.Shape{2, 3})
	// model runs the loop in plain Go.
	model := func(m int64, cond bool, limit float64) (final []float64, all [][]float64) {
		s := s0.Float64s()
		xs := x.Float64s()
		for i := int64(0); i < m && cond; i++ {
			next := make([]float64, len(s))
			sum := 0.0
			for j := range s {
				next[j] = float64(float32(s[j] + float64(float32(xs[j]*float64(i)))))
				sum += next[j]
			}
			s = next
			all = append(all, s)
			cond = sum < limit
		}
		return s, all
	}
	for _, tc := range []struct {
		name  string
		m     int64
		cond  bool
		limit float64
	}{
		{"trip count ends it", 4, true, 1e9},
		{"condition ends it", 50, true, 3},
		{"no iteration", 0, true, 1e9},
		{"false from the start", 5, false, 1e9},
		// ONNX: while i < M && cond. M <= 0 runs nothing (issue 32:
		// -1 was taken as "no trip count").
		{"negative trip count", -5, true, 3},
		{"trip count -1", -1, true, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := evalGraph(t, loopGraph(t), map[string]*graph.Tensor{
				"M": graph.Scalar(graph.Int64, float64(tc.m)), "cond": boolScalar(tc.cond),
				"s0": s0, "x": x, "limit": graph.Scalar(graph.Float32, tc.limit)})
			final, all := model(tc.m, tc.cond, tc.limit)
			closeTo(t, "s_final", out["s_final"], graph.Shape{2, 3}, final)
			var flat []float64
			for _, a := range all {
				flat = append(flat, a...)
			}
			closeTo(t, "s_all", out["s_all"], graph.Shape{int64(len(all)), 2, 3}, flat)
		})
	}
}

// TestLoopScanBytesBounded: a Loop with no trip count whose condition
// never ends it, emitting a scan part each iteration, ends in an error once
// its scan outputs pass the node's output bound, not with the machine's
// memory taken.
func TestLoopScanBytesBounded(t *testing.T) {
	b := graphtest.New("forever")
	body := graphtest.New("body")
	body.Input("i", graph.Int64)
	c := body.Input("c", graph.Bool)
	shape := body.Const("shape", mustInts(t, []int64{1 << 18}))
	part := body.Node("ConstantOfShape", nil, []*graph.Value{shape}, "part")[0] // 1 MiB of float32
	g := body.Output(body.Node("Identity", nil, []*graph.Value{c}, "cout")[0], part)
	tru := b.Const("true", boolScalar(true))
	outs := b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{nil, tru}, "parts")
	gr := b.Output(outs...)
	n := gr.Nodes[len(gr.Nodes)-1]
	_, err := EvalNodeBounded(n, gr.Opset, []*graph.Tensor{nil, boolScalar(true)}, 16<<20)
	if err == nil || !strings.Contains(err.Error(), "scan outputs hold more than") {
		t.Fatalf("an endless loop of scan parts: %v", err)
	}
}

// scanGraph scans x [2,5,3] along axis 1 (backwards when reverse), carrying
// the running sum, and emits each sum stacked on output axis outAxis.
func scanGraph(t *testing.T, reverse bool, outAxis int64, outReverse bool) *graph.Graph {
	b := graphtest.New("scan")
	s0 := b.Input("s0", graph.Float32, 2, 3)
	x := b.Input("x", graph.Float32, 2, 5, 3)
	w := b.Input("w", graph.Float32, 3)
	body := graphtest.New("body")
	s := body.Input("s", graph.Float32, 2, 3)
	xi := body.Input("xi", graph.Float32, 2, 3)
	bw := body.Capture(w)
	p := body.Node("Mul", nil, []*graph.Value{xi, bw}, "p")[0]
	s2 := body.Node("Add", nil, []*graph.Value{s, p}, "s2")[0]
	g := body.Output(s2, s2)
	dir := int64(0)
	if reverse {
		dir = 1
	}
	odir := int64(0)
	if outReverse {
		odir = 1
	}
	attrs := map[string]*graph.Attr{"body": graphtest.GraphAttr(g), "num_scan_inputs": ia(1), "scan_input_axes": intsAttr(1),
		"scan_input_directions": intsAttr(dir), "scan_output_axes": intsAttr(outAxis), "scan_output_directions": intsAttr(odir)}
	return b.Output(b.Node("Scan", attrs, []*graph.Value{s0, x, w}, "s_final", "sums")...)
}

func TestScan(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	s0, x, w := randF32(t, r, graph.Shape{2, 3}), randF32(t, r, graph.Shape{2, 5, 3}), randF32(t, r, graph.Shape{3})
	for _, tc := range []struct {
		name       string
		reverse    bool
		outAxis    int64
		outReverse bool
	}{
		{"forward, stacked first", false, 0, false},
		{"backward, stacked last", true, -1, false},
		{"forward, stacked in the middle reversed", false, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := evalGraph(t, scanGraph(t, tc.reverse, tc.outAxis, tc.outReverse), map[string]*graph.Tensor{"s0": s0, "x": x, "w": w})
			xs, ws := x.Float64s(), w.Float64s()
			s := s0.Float64s()
			sums := make([][]float64, 5) // by iteration
			for it := 0; it < 5; it++ {
				k := it
				if tc.reverse {
					k = 4 - it
				}
				next := make([]float64, 6)
				for i := 0; i < 2; i++ {
					for j := 0; j < 3; j++ {
						next[i*3+j] = s[i*3+j] + float64(float32(xs[(i*5+k)*3+j]*ws[j]))
					}
				}
				s, sums[it] = next, next
			}
			closeTo(t, "s_final", out["s_final"], graph.Shape{2, 3}, s)
			// The stacked output, element [a,b,c] with the step axis where
			// the test put it.
			ax := int(tc.outAxis)
			if ax < 0 {
				ax += 3
			}
			shape := graph.Shape{2, 3}
			shape = append(shape[:ax], append(graph.Shape{5}, shape[ax:]...)...)
			want := make([]float64, 30)
			strides := shape.Strides()
			for it := 0; it < 5; it++ {
				pos := it
				if tc.outReverse {
					pos = 4 - it
				}
				for i := 0; i < 2; i++ {
					for j := 0; j < 3; j++ {
						idx := []int64{int64(i), int64(j)}
						idx = append(idx[:ax], append([]int64{int64(pos)}, idx[ax:]...)...)
						at := idx[0]*strides[0] + idx[1]*strides[1] + idx[2]*strides[2]
						want[at] = sums[it][i*3+j]
					}
				}
			}
			closeTo(t, "sums", out["sums"], shape, want)
		})
	}
}

// TestNestedCapture runs an If inside a Loop body whose branch reads a
// value of the outermost graph: the capture passes through both levels.
func TestNestedCapture(t *testing.T) {
	b := graphtest.New("outer")
	m := b.Input("M", graph.Int64)
	x := b.Input("x", graph.Float32, 4)
	body := graphtest.New("body")
	it := body.Input("i", graph.Int64)
	body.Input("c", graph.Bool)
	acc := body.Input("acc", graph.Float32, 4)
	bx := body.Capture(x)
	two := body.Const("two", graph.Scalar(graph.Int64, 2))
	odd := body.Node("Mod", nil, []*graph.Value{it, two}, "odd")[0]
	isOdd := body.Node("Cast", map[string]*graph.Attr{"to": ia(9)}, []*graph.Value{odd}, "is_odd")[0]
	tb := graphtest.New("then")
	tacc, tx := tb.Capture(acc), tb.Capture(bx)
	then := tb.Output(tb.Node("Add", nil, []*graph.Value{tacc, tx}, "t")...)
	eb := graphtest.New("else")
	eacc, ex := eb.Capture(acc), eb.Capture(bx)
	els := eb.Output(eb.Node("Sub", nil, []*graph.Value{eacc, ex}, "e")...)
	next := body.Node("If", map[string]*graph.Attr{"then_branch": graphtest.GraphAttr(then), "else_branch": graphtest.GraphAttr(els)}, []*graph.Value{isOdd, acc, bx}, "next")[0]
	tru := body.Const("true", boolScalar(true))
	g := body.Output(tru, next)
	zero := b.Const("zero", graph.Scalar(graph.Float32, 0))
	z4 := b.Node("Expand", nil, []*graph.Value{zero, b.Const("shape4", mustInts(t, []int64{4}))}, "z4")[0]
	out := b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, nil, z4, x}, "acc_final")
	gr := b.Output(out...)
	r := rand.New(rand.NewPCG(7, 8))
	xv := randF32(t, r, graph.Shape{4})
	res := evalGraph(t, gr, map[string]*graph.Tensor{"M": graph.Scalar(graph.Int64, 5), "x": xv})
	// Iterations 0..4: -x +x -x +x -x = -x.
	want := xv.Float64s()
	for i := range want {
		want[i] = -want[i]
	}
	closeTo(t, "acc_final", res["acc_final"], graph.Shape{4}, want)
}

func mustInts(t *testing.T, v []int64) *graph.Tensor {
	tt, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
	if err != nil {
		t.Fatal(err)
	}
	return tt
}

func TestNonZero(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	v := make([]float64, 24)
	for i := range v {
		if r.IntN(3) == 0 {
			v[i] = r.NormFloat64()
		}
	}
	x := tensor(t, graph.Float32, graph.Shape{2, 3, 4}, v...)
	y := evalN(t, "NonZero", nil, 1, x)[0]
	var want [3][]float64
	for i, e := range v {
		if e != 0 {
			want[0] = append(want[0], float64(i/12))
			want[1] = append(want[1], float64(i/4%3))
			want[2] = append(want[2], float64(i%4))
		}
	}
	n := int64(len(want[0]))
	closeTo(t, "nonzero", y, graph.Shape{3, n}, append(append(want[0], want[1]...), want[2]...))
}

func TestNonMaxSuppression(t *testing.T) {
	// Three boxes of one class: box 1 overlaps box 0 (IoU 0.9/1.1), box 2
	// is apart; box 3 scores under the threshold.
	boxes := tensor(t, graph.Float32, graph.Shape{1, 4, 4},
		0, 0, 1, 1,
		0, 0.1, 1, 1.1,
		0, 5, 1, 6,
		0, 9, 1, 10)
	scores := tensor(t, graph.Float32, graph.Shape{1, 1, 4}, 0.9, 0.95, 0.5, 0.1)
	for _, tc := range []struct {
		name    string
		maxOut  int64
		iou     float64
		want    []float64
		wantLen int64
	}{
		{"suppressed by IoU", 10, 0.5, []float64{0, 0, 1, 0, 0, 2}, 2},
		{"no suppression above the overlap", 10, 0.85, []float64{0, 0, 1, 0, 0, 0, 0, 0, 2}, 3},
		{"limit per class", 1, 0.5, []float64{0, 0, 1}, 1},
		{"no output when the limit is 0", 0, 0.5, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			y := evalN(t, "NonMaxSuppression", nil, 1, boxes, scores,
				graph.Scalar(graph.Int64, float64(tc.maxOut)), graph.Scalar(graph.Float32, tc.iou), graph.Scalar(graph.Float32, 0.2))[0]
			closeTo(t, "selected", y, graph.Shape{tc.wantLen, 3}, tc.want)
		})
	}
}

// TestControlFlowErrors: malformed subgraphs and operands are errors that
// name the problem, never a panic.
func TestControlFlowErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    func() *graph.Graph
		in   map[string]*graph.Tensor
		want string
	}{
		{"If without else_branch", func() *graph.Graph {
			b := graphtest.New("g")
			c := b.Input("c", graph.Bool)
			tb := graphtest.New("then")
			then := tb.Output(tb.Const("k", graph.Scalar(graph.Float32, 1)))
			return b.Output(b.Node("If", map[string]*graph.Attr{"then_branch": graphtest.GraphAttr(then)}, []*graph.Value{c}, "y")...)
		}, map[string]*graph.Tensor{"c": boolScalar(false)}, "then_branch and else_branch"},
		{"Loop body with the wrong inputs", func() *graph.Graph {
			b := graphtest.New("g")
			m := b.Input("M", graph.Int64)
			body := graphtest.New("body")
			i := body.Input("i", graph.Int64)
			g := body.Output(i)
			return b.Output(b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, nil}, "y")...)
		}, map[string]*graph.Tensor{"M": graph.Scalar(graph.Int64, 2)}, "body takes 1 inputs"},
		{"Scan inputs of different lengths", func() *graph.Graph {
			b := graphtest.New("g")
			x := b.Input("x", graph.Float32, 3, 2)
			y := b.Input("y", graph.Float32, 4, 2)
			body := graphtest.New("body")
			xi := body.Input("xi", graph.Float32, 2)
			body.Input("yi", graph.Float32, 2)
			g := body.Output(xi)
			return b.Output(b.Node("Scan", map[string]*graph.Attr{"body": graphtest.GraphAttr(g), "num_scan_inputs": ia(2)}, []*graph.Value{x, y}, "o")...)
		}, map[string]*graph.Tensor{"x": tensor(t, graph.Float32, graph.Shape{3, 2}, 1, 2, 3, 4, 5, 6), "y": tensor(t, graph.Float32, graph.Shape{4, 2}, 1, 2, 3, 4, 5, 6, 7, 8)}, "scan input 1 has 4 steps"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Evaluate(context.Background(), tc.g(), tc.in)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}
