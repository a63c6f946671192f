package ref

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// fuzzBytes reads choices from a fuzzer's input, zeros once it runs out.
type fuzzBytes struct{ b []byte }

func (f *fuzzBytes) byte() byte {
	if len(f.b) == 0 {
		return 0
	}
	c := f.b[0]
	f.b = f.b[1:]
	return c
}

func (f *fuzzBytes) pick(n int) int { return int(f.byte()) % n }

// int64 is mostly small, sometimes an edge (negative, huge, a large power
// of two), so bounds and sign checks get exercised.
func (f *fuzzBytes) int64() int64 {
	switch c := f.byte(); {
	case c < 200:
		return int64(c%9) - 2
	case c < 220:
		return int64(1) << (c % 40)
	case c < 240:
		return -(int64(1) << (c % 63))
	default:
		var v uint64
		for range 8 {
			v = v<<8 | uint64(f.byte())
		}
		return int64(v)
	}
}

func (f *fuzzBytes) float() float64 {
	switch c := f.byte(); {
	case c < 230:
		return float64(int(c%41)-20) / 4
	case c < 240:
		return math.NaN()
	case c < 248:
		return math.Inf(1 - 2*int(c%2))
	default:
		return 1e30
	}
}

// fuzzAttrNames are attribute names ops read; each node gets a few.
var fuzzAttrNames = []string{
	"axis", "axes", "keepdims", "perm", "to", "alpha", "beta", "gamma", "mode", "transA", "transB",
	"k", "largest", "sorted", "epsilon", "p", "kernel_shape", "strides", "pads", "dilations", "group",
	"value", "dtype", "direction", "exclusive", "reverse", "batch_dims", "select_last_index",
	"noop_with_empty_axes", "num_outputs", "split", "start", "end", "blocksize", "auto_pad", "ceil_mode",
	"count_include_pad", "coordinate_transformation_mode", "nearest_mode", "cubic_coeff_a", "extrapolation_value",
	"scales", "sizes", "upper", "lower", "hidden_size", "layout", "reduction", "seed", "sample_size",
	"case_change_action", "is_case_sensitive", "stopwords", "fmod", "saturate", "output_padding", "output_shape",
	"storage_order", "spatial_scale", "sampling_ratio", "output_height", "output_width", "center_point_box",
	"equation", "new_axis", "detect_negative", "detect_positive", "max_gram_length", "min_gram_length",
}

var fuzzStrings = []string{"", "NONE", "LOWER", "UPPER", "linear", "nearest", "cubic", "constant", "reflect", "edge",
	"SAME_UPPER", "VALID", "NOTSET", "half_pixel", "asymmetric", "align_corners", "tanh", "bidirectional", "ij,jk->ik", "add", "mul", "\xff"}

func (f *fuzzBytes) attr() *graph.Attr {
	switch f.pick(5) {
	case 0:
		return &graph.Attr{Kind: graph.AttrInt, Int: f.int64()}
	case 1:
		return &graph.Attr{Kind: graph.AttrFloat, Float: float32(f.float())}
	case 2:
		n := f.pick(5)
		v := make([]int64, n)
		for i := range v {
			v[i] = f.int64()
		}
		return &graph.Attr{Kind: graph.AttrInts, Ints: v}
	case 3:
		n := f.pick(4)
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(f.float())
		}
		return &graph.Attr{Kind: graph.AttrFloats, Floats: v}
	default:
		return &graph.Attr{Kind: graph.AttrString, String: fuzzStrings[f.pick(len(fuzzStrings))]}
	}
}

var fuzzDTypes = []graph.DType{graph.Float32, graph.Int64, graph.Bool, graph.Int32, graph.Uint8, graph.Float64, graph.Int8, graph.Float16}

// tensor is a small tensor: rank 0 to 3, dims 0 to 4, values from f.
func (f *fuzzBytes) tensor() *graph.Tensor {
	dt := fuzzDTypes[f.pick(len(fuzzDTypes))]
	shape := make(graph.Shape, f.pick(4))
	for i := range shape {
		shape[i] = int64(f.pick(5))
	}
	t, err := graph.NewTensor(dt, shape)
	if err != nil {
		return nil
	}
	for i := range t.Len() {
		if dt.IsFloat() {
			t.SetFloat64(i, f.float())
		} else {
			t.SetInt64(i, f.int64())
		}
	}
	return t
}

// FuzzEvalNode drives the reference evaluator with random small nodes: an
// op of the registry, random attributes from the names ops read, 0 to 5
// inputs of random small tensors (some omitted), random opsets. Every
// outcome is a result or an error; never a panic (evalNode turns one into
// an "internal error", which fails here), never an output that disagrees
// with the types inference promised, never a hang.
func FuzzEvalNode(f *testing.F) {
	ops := SupportedOps()
	f.Add([]byte{0})
	f.Add([]byte("Tile by a lot\x00\x01\x02\x03\xd0\xd5"))
	for i := range 64 {
		f.Add([]byte{byte(i), 3, 2, 1, 0, 2, 3, 4, 1, 2, 200, 201, 1, 1})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fuzzBytes{b: data}
		op := ops[(int(in.byte())<<8|int(in.byte()))%len(ops)]
		n := &graph.Node{Name: "fuzz", OpType: op, Attrs: map[string]*graph.Attr{}}
		for range in.pick(4) {
			n.Attrs[fuzzAttrNames[in.pick(len(fuzzAttrNames))]] = in.attr()
		}
		nin := in.pick(6)
		ins := make([]*graph.Tensor, nin)
		for i := range ins {
			v := &graph.Value{Name: string(rune('a' + i))}
			if in.pick(8) == 0 {
				v = nil // an omitted optional input
			} else {
				ins[i] = in.tensor()
				if ins[i] == nil {
					v = nil
				} else {
					v.DType, v.Shape, v.ShapeKnown = ins[i].DType, ins[i].Shape.Clone(), true
				}
			}
			n.Inputs = append(n.Inputs, v)
		}
		for i := range 1 + in.pick(3) {
			n.Outputs = append(n.Outputs, &graph.Value{Name: "y" + string(rune('0'+i)), Producer: n})
		}
		opset := int64(7 + in.pick(17))
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		ctx = context.WithValue(ctx, limitKey{}, int64(64<<20))
		outs, err := evalNode(ctx, n, opset, ins)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("%s opset %d, attrs %v, inputs %v: %v", op, opset, n.Attrs, ins, err)
			}
			return
		}
		for i, o := range outs {
			if o != nil {
				if err := o.Validate(); err != nil {
					t.Fatalf("%s: output %d is not a valid tensor: %v", op, i, err)
				}
			}
		}
	})
}
