package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// GridSample is GridSample's attributes, with the mode names of opset 16
// (bilinear, bicubic) mapped to opset 20's (linear, cubic).
type GridSample struct {
	// Mode is "linear", "nearest" or "cubic".
	Mode string
	// Padding is "zeros", "border" or "reflection".
	Padding string
	// AlignCorners maps -1 and 1 to the corner pixels' centers rather
	// than their outer edges.
	AlignCorners bool
}

// DecodeGridSample decodes GridSample.
func DecodeGridSample(n *graph.Node) (GridSample, error) {
	g := GridSample{Mode: n.Str("mode", "linear"), Padding: n.Str("padding_mode", "zeros"), AlignCorners: n.Int("align_corners", 0) != 0}
	switch g.Mode {
	case "bilinear":
		g.Mode = "linear"
	case "bicubic":
		g.Mode = "cubic"
	case "linear", "nearest", "cubic":
	default:
		return GridSample{}, fmt.Errorf("mode %q", g.Mode)
	}
	switch g.Padding {
	case "zeros", "border", "reflection":
	default:
		return GridSample{}, fmt.Errorf("padding_mode %q", g.Padding)
	}
	return g, nil
}

// Denormalize maps a normalized grid coordinate in [-1, 1] to a pixel
// coordinate along a dim of size n.
func (g GridSample) Denormalize(v float64, n int64) float64 {
	if g.AlignCorners {
		return (v + 1) / 2 * float64(n-1)
	}
	return ((v+1)*float64(n) - 1) / 2
}

// Bounds is the coordinate range inside a dim of size n: pixel centers
// with align_corners, else their outer edges; border and reflection
// padding act outside it.
func (g GridSample) Bounds(n int64) (lo, hi float64) {
	if g.AlignCorners {
		return 0, float64(n - 1)
	}
	return -0.5, float64(n) - 0.5
}

// CubicCoeffs are the weights of the four taps floor(x)-1 .. floor(x)+2
// at fraction t (cubic convolution, alpha -0.75).
func CubicCoeffs(t float64) [4]float64 {
	const a = -0.75
	x := t
	return [4]float64{
		((a*(x+1)-5*a)*(x+1)+8*a)*(x+1) - 4*a,
		((a+2)*x-(a+3))*x*x + 1,
		((a+2)*(1-x)-(a+3))*(1-x)*(1-x) + 1,
		((a*(2-x)-5*a)*(2-x)+8*a)*(2-x) - 4*a,
	}
}

// RotaryEmbedding is RotaryEmbedding's attributes.
type RotaryEmbedding struct {
	// Interleaved pairs elements (2i, 2i+1) rather than (i, i+half).
	Interleaved bool
	// NumHeads splits a 3-D input's hidden dim (0: the input is 4-D).
	NumHeads int64
	// RotaryDim is how many leading elements of each head rotate (0: all).
	RotaryDim int64
}

// DecodeRotaryEmbedding decodes RotaryEmbedding.
func DecodeRotaryEmbedding(n *graph.Node) RotaryEmbedding {
	return RotaryEmbedding{Interleaved: n.Int("interleaved", 0) != 0, NumHeads: n.Int("num_heads", 0), RotaryDim: n.Int("rotary_embedding_dim", 0)}
}

// RotaryLayout is a RotaryEmbedding input seen as (B, D1, D2, H): the batch,
// two dims of which one is the sequence (SeqDim, 1 or 2), and the head.
type RotaryLayout struct {
	Dims      [4]int64
	SeqDim    int
	RotaryDim int64
}

// Layout resolves input shape x: (B, S, heads·H) with NumHeads, or (B,
// heads, S, H).
func (r RotaryEmbedding) Layout(x graph.Shape) (RotaryLayout, error) {
	var l RotaryLayout
	switch {
	case len(x) == 4:
		l = RotaryLayout{Dims: [4]int64{x[0], x[1], x[2], x[3]}, SeqDim: 2}
	case len(x) == 3 && r.NumHeads > 0 && x[2]%r.NumHeads == 0:
		l = RotaryLayout{Dims: [4]int64{x[0], x[1], r.NumHeads, x[2] / r.NumHeads}, SeqDim: 1}
	default:
		return l, fmt.Errorf("input %v: want (B, heads, S, H), or (B, S, hidden) with num_heads dividing hidden", x)
	}
	l.RotaryDim = r.RotaryDim
	if l.RotaryDim == 0 {
		l.RotaryDim = l.Dims[3]
	}
	if l.RotaryDim < 0 || l.RotaryDim > l.Dims[3] || l.RotaryDim%2 != 0 {
		return l, fmt.Errorf("rotary_embedding_dim %d for head size %d", r.RotaryDim, l.Dims[3])
	}
	return l, nil
}
