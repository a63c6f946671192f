package opattr

import (
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// node is a test node with the given attributes.
func node(attrs map[string]*graph.Attr) *graph.Node {
	return &graph.Node{Name: "n", OpType: "Op", Attrs: attrs}
}

func ints(v ...int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInts, Ints: v} }
func str(s string) *graph.Attr    { return &graph.Attr{Kind: graph.AttrString, String: s} }
func one(v int64) *graph.Attr     { return &graph.Attr{Kind: graph.AttrInt, Int: v} }

func TestWindowPlan(t *testing.T) {
	for _, tc := range []struct {
		name        string
		attrs       map[string]*graph.Attr
		in, k       []int64
		pb, pe, out []int64
		wantErr     bool
	}{
		{"defaults", nil, []int64{5, 6}, []int64{3, 3}, []int64{0, 0}, []int64{0, 0}, []int64{3, 4}, false},
		{"pads strides", map[string]*graph.Attr{"pads": ints(1, 0, 2, 1), "strides": ints(2, 3)}, []int64{9, 8}, []int64{3, 2}, []int64{1, 0}, []int64{2, 1}, []int64{5, 3}, false},
		{"dilations", map[string]*graph.Attr{"dilations": ints(2)}, []int64{10}, []int64{3}, []int64{0}, []int64{0}, []int64{6}, false},
		{"same upper", map[string]*graph.Attr{"auto_pad": str("SAME_UPPER"), "strides": ints(2)}, []int64{7}, []int64{4}, []int64{1}, []int64{2}, []int64{4}, false},
		{"same lower", map[string]*graph.Attr{"auto_pad": str("SAME_LOWER")}, []int64{7}, []int64{2}, []int64{1}, []int64{0}, []int64{7}, false},
		{"valid ignores pads", map[string]*graph.Attr{"auto_pad": str("VALID"), "pads": ints(1, 1)}, []int64{7}, []int64{3}, []int64{0}, []int64{0}, []int64{5}, false},
		{"ceil", map[string]*graph.Attr{"ceil_mode": one(1), "strides": ints(2)}, []int64{6}, []int64{3}, []int64{0}, []int64{0}, []int64{3}, false},
		{"ceil last window in padding", map[string]*graph.Attr{"ceil_mode": one(1), "strides": ints(2), "pads": ints(0, 1)}, []int64{5}, []int64{2}, []int64{0}, []int64{1}, []int64{3}, false},
		{"bad strides length", map[string]*graph.Attr{"strides": ints(1, 1)}, []int64{5}, []int64{3}, nil, nil, nil, true},
		{"zero stride", map[string]*graph.Attr{"strides": ints(0)}, []int64{5}, []int64{3}, nil, nil, nil, true},
		{"bad pads", map[string]*graph.Attr{"pads": ints(1)}, []int64{5}, []int64{3}, nil, nil, nil, true},
		{"kernel too large", nil, []int64{2}, []int64{3}, nil, nil, nil, true},
		{"unknown auto_pad", map[string]*graph.Attr{"auto_pad": str("FULL")}, []int64{5}, []int64{3}, nil, nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := DecodeWindow(node(tc.attrs), len(tc.in))
			var p *Plan
			if err == nil {
				p, err = w.Plan(tc.in, tc.k)
			}
			if tc.wantErr {
				if err == nil {
					t.Fatalf("no error, plan %+v", p)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, want := fmt.Sprint(p.PadBegin, p.PadEnd, p.Out), fmt.Sprint(tc.pb, tc.pe, tc.out); got != want {
				t.Fatalf("pads and out %s, want %s", got, want)
			}
		})
	}
}

func TestConvTransposePlan(t *testing.T) {
	for _, tc := range []struct {
		name        string
		attrs       map[string]*graph.Attr
		in, k       []int64
		pb, pe, out []int64
		wantErr     bool
	}{
		{"defaults", nil, []int64{3}, []int64{3}, []int64{0}, []int64{0}, []int64{5}, false},
		{"strides pads output_padding", map[string]*graph.Attr{"strides": ints(2), "pads": ints(1, 0), "output_padding": ints(1)}, []int64{3}, []int64{3}, []int64{1}, []int64{0}, []int64{7}, false},
		{"output_shape", map[string]*graph.Attr{"strides": ints(2), "output_shape": ints(1, 1, 8)}, []int64{3}, []int64{3}, []int64{0}, []int64{-1}, []int64{8}, false},
		{"same upper", map[string]*graph.Attr{"strides": ints(2), "auto_pad": str("SAME_UPPER")}, []int64{3}, []int64{3}, []int64{0}, []int64{1}, []int64{6}, false},
		{"same lower", map[string]*graph.Attr{"strides": ints(2), "auto_pad": str("SAME_LOWER")}, []int64{3}, []int64{3}, []int64{1}, []int64{0}, []int64{6}, false},
		{"valid", map[string]*graph.Attr{"auto_pad": str("VALID"), "pads": ints(1, 1)}, []int64{3}, []int64{3}, []int64{0}, []int64{0}, []int64{5}, false},
		{"bad lengths", map[string]*graph.Attr{"strides": ints(1, 1)}, []int64{3}, []int64{3}, nil, nil, nil, true},
		{"negative output", map[string]*graph.Attr{"pads": ints(3, 3)}, []int64{1}, []int64{1}, nil, nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := DecodeConvTranspose(node(tc.attrs), len(tc.in))
			var pb, pe, out []int64
			if err == nil {
				pb, pe, out, err = c.Plan(tc.in, tc.k)
			}
			if tc.wantErr {
				if err == nil {
					t.Fatalf("no error: %v %v %v", pb, pe, out)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, want := fmt.Sprint(pb, pe, out), fmt.Sprint(tc.pb, tc.pe, tc.out); got != want {
				t.Fatalf("pads and out %s, want %s", got, want)
			}
		})
	}
}
