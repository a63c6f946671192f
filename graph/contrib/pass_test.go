package contrib_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/contrib"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// model is a one-node model of op in domain over the named inputs.
func model(domain, op string, inputs []string, attrs ...*onnxpb.AttributeProto) *onnxtest.Model {
	m := onnxtest.New("m", 17)
	m.Domains = map[string]int64{domain: 1}
	m.Node(op, "n", inputs, []string{"y"}, attrs...).Domain = proto.String(domain)
	m.Output("y", 0, nil)
	return m
}

// TestMalformedContribNodes: a contrib node with missing inputs or
// attributes out of their documented ranges is an import error naming the
// node, never a panic or a silently wrong graph.
func TestMalformedContribNodes(t *testing.T) {
	u8 := int32(onnxpb.TensorProto_UINT8)
	for _, tc := range []struct {
		name, op string
		build    func(m *onnxtest.Model)
		ins      []string
		attrs    []*onnxpb.AttributeProto
		want     string
	}{
		{"attention without heads", "Attention", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{1, 2, 6})
			m.InitFloats("w", []int64{6, 18}, make([]float32, 108))
		}, []string{"x", "w"}, nil, "num_heads"},
		{"attention sizes that do not fit", "Attention", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{1, 2, 6})
			m.InitFloats("w", []int64{6, 18}, make([]float32, 108))
		}, []string{"x", "w"}, []*onnxpb.AttributeProto{onnxtest.Int("num_heads", 2), onnxtest.Ints("qkv_hidden_sizes", -6, -6, 30)}, "qkv_hidden_sizes"},
		{"attention with a shared past buffer", "Attention", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{1, 2, 6})
			m.Input("past", onnxtest.Float, []int64{2, 1, 2, 1, 3})
			m.Input("plen", int32(onnxpb.TensorProto_INT32), []int64{1})
			m.InitFloats("w", []int64{6, 18}, make([]float32, 108))
		}, []string{"x", "w", "", "", "past", "", "plen"}, []*onnxpb.AttributeProto{onnxtest.Int("num_heads", 2)}, "past_sequence_length"},
		{"matmulnbits bad bits", "MatMulNBits", func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{1, 32})
			m.Input("b", u8, []int64{4, 1, 16})
			m.InitFloats("s", []int64{4, 1}, make([]float32, 4))
		}, []string{"a", "b", "s"}, []*onnxpb.AttributeProto{onnxtest.Int("K", 32), onnxtest.Int("N", 4), onnxtest.Int("bits", 3), onnxtest.Int("block_size", 32)}, "bits"},
		{"matmulnbits B not constant", "MatMulNBits", func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{1, 32})
			m.Input("b", u8, []int64{4, 1, 16})
			m.InitFloats("s", []int64{4, 1}, make([]float32, 4))
		}, []string{"a", "b", "s"}, []*onnxpb.AttributeProto{onnxtest.Int("K", 32), onnxtest.Int("N", 4), onnxtest.Int("block_size", 32)}, "constant"},
		{"matmulnbits B of the wrong shape", "MatMulNBits", func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{1, 32})
			b, _ := graph.NewTensor(graph.Uint8, graph.Shape{4, 2, 16})
			m.Init("b", b)
			m.InitFloats("s", []int64{4, 1}, make([]float32, 4))
		}, []string{"a", "b", "s"}, []*onnxpb.AttributeProto{onnxtest.Int("K", 32), onnxtest.Int("N", 4), onnxtest.Int("block_size", 32)}, "shape"},
		{"matmulnbits odd block", "MatMulNBits", func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{1, 32})
		}, []string{"a", "a", "a"}, []*onnxpb.AttributeProto{onnxtest.Int("K", 32), onnxtest.Int("N", 4), onnxtest.Int("block_size", 24)}, "block_size"},
		{"qlinearconcat of a broken triple", "QLinearConcat", func(m *onnxtest.Model) {
			m.Input("x", u8, []int64{2})
		}, []string{"x", "x", "x", "x"}, []*onnxpb.AttributeProto{onnxtest.Int("axis", 0)}, "triples"},
		{"skip layer norm without gamma", "SkipLayerNormalization", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 4})
		}, []string{"x", "x"}, nil, "gamma"},
		{"gather block quantized wrong axis", "GatherBlockQuantized", func(m *onnxtest.Model) {
			d, _ := graph.NewTensor(graph.Uint8, graph.Shape{4, 16})
			m.Init("d", d)
			m.Input("i", onnxtest.Int64, []int64{2})
			m.InitFloats("s", []int64{4, 1}, make([]float32, 4))
		}, []string{"d", "i", "s"}, []*onnxpb.AttributeProto{onnxtest.Int("gather_axis", 1)}, "gather_axis"},
		{"qlinearadd without its output type", "QLinearAdd", func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{2})
			m.Input("s", onnxtest.Float, []int64{})
		}, []string{"a", "s", "", "a", "s", "", "s"}, nil, "zero point"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := model("com.microsoft", tc.op, tc.ins, tc.attrs...)
			tc.build(m)
			_, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.op) {
				t.Fatalf("import: %v, want an error naming %s and %q", err, tc.op, tc.want)
			}
		})
	}
}

// TestContribNodesNeverPanic imports every table op with random inputs
// (ranks, types, constants, omitted slots) and random attributes, then
// infers shapes: every outcome is a graph or an error, never a panic.
func TestContribNodesNeverPanic(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	types := []graph.DType{graph.Float32, graph.Uint8, graph.Int8, graph.Int32, graph.Int64, graph.Bool}
	attrNames := []string{"num_heads", "K", "N", "bits", "block_size", "axis", "epsilon", "alpha", "transB", "unidirectional",
		"channels_last", "qkv_hidden_sizes", "kernel_shape", "gather_axis", "quantize_axis", "opset", "interleaved", "axes", "keepdims"}
	for _, op := range contrib.DecomposedOps() {
		for iter := range 40 {
			m := onnxtest.New("m", 17)
			m.Domains = map[string]int64{op.Domain: 1}
			var ins []string
			for i := range rng.IntN(10) {
				if rng.IntN(5) == 0 {
					ins = append(ins, "")
					continue
				}
				name := fmt.Sprintf("in%d", i)
				dt := types[rng.IntN(len(types))]
				shape := make(graph.Shape, rng.IntN(4))
				for d := range shape {
					shape[d] = int64(1 + rng.IntN(4))
				}
				if rng.IntN(2) == 0 {
					tt, _ := graph.NewTensor(dt, shape)
					m.Init(name, tt)
				} else {
					m.Input(name, int32(onnxCode(dt)), []int64(shape))
				}
				ins = append(ins, name)
			}
			var attrs []*onnxpb.AttributeProto
			for range rng.IntN(5) {
				a := attrNames[rng.IntN(len(attrNames))]
				switch rng.IntN(3) {
				case 0:
					attrs = append(attrs, onnxtest.Int(a, int64(rng.IntN(70)-3)))
				case 1:
					attrs = append(attrs, onnxtest.Float32(a, float32(rng.NormFloat64())))
				default:
					attrs = append(attrs, onnxtest.Ints(a, int64(rng.IntN(9)-1), int64(rng.IntN(9))))
				}
			}
			nd := m.Node(op.Op, "n", ins, []string{"y"}, attrs...)
			if op.Domain != "" {
				nd.Domain = proto.String(op.Domain)
			}
			m.Output("y", 0, nil)
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s/%s iteration %d (inputs %v): panic: %v", op.Domain, op.Op, iter, ins, r)
					}
				}()
				g, err := onnx.Decode(m.Bytes(), onnx.Options{})
				if err != nil {
					return
				}
				_ = (&passes.InferShapes{}).Run(context.Background(), g)
			}()
		}
	}
}

// onnxCode is the TensorProto code of dt.
func onnxCode(dt graph.DType) onnxpb.TensorProto_DataType {
	return map[graph.DType]onnxpb.TensorProto_DataType{graph.Float32: onnxpb.TensorProto_FLOAT, graph.Uint8: onnxpb.TensorProto_UINT8,
		graph.Int8: onnxpb.TensorProto_INT8, graph.Int32: onnxpb.TensorProto_INT32, graph.Int64: onnxpb.TensorProto_INT64,
		graph.Bool: onnxpb.TensorProto_BOOL}[dt]
}
