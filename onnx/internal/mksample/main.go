// Command mksample writes the sample model that mgxport ships for `make run`
// and the tests: an MLP (Gemm 64→48 + Relu, Gemm 48→32, Softmax) with seeded
// random weights, as testdata/sample/model.onnx, and a seeded random input
// testdata/sample/input_x.npy (float32 [4,64]). The output is deterministic:
// running it again rewrites the same bytes.
//
//	go run ./onnx/internal/mksample -o testdata/sample
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

const (
	batch  = 4
	in     = 64
	hidden = 48
	out    = 32
	seed   = 20240611
)

func main() {
	dir := flag.String("o", "testdata/sample", "output directory")
	flag.Parse()
	if err := run(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "mksample:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	model, err := buildModel(rng)
	if err != nil {
		return err
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(model)
	if err != nil {
		return fmt.Errorf("encode model: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), b, 0o644); err != nil {
		return err
	}
	x := &npy.Array{DType: "float32", Shape: []int64{batch, in}, Data: make([]byte, 4*batch*in)}
	for i := range batch * in {
		binary.LittleEndian.PutUint32(x.Data[4*i:], math.Float32bits(float32(rng.NormFloat64())))
	}
	if err := npy.WriteFile(filepath.Join(dir, "input_x.npy"), x); err != nil {
		return fmt.Errorf("encode input: %w", err)
	}
	return nil
}

// uniform returns a float32 tensor of the shape, uniform in [-bound, bound)
// as PyTorch's Linear initializes.
func uniform(rng *rand.Rand, name string, bound float64, shape ...int64) (*onnxpb.TensorProto, error) {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	v := make([]float32, n)
	for i := range v {
		v[i] = float32((rng.Float64()*2 - 1) * bound)
	}
	t, err := graph.FromFloat32s(graph.Shape(shape), v)
	if err != nil {
		return nil, err
	}
	return onnx.TensorToProto(name, t)
}

func valueInfo(name string, dims ...int64) *onnxpb.ValueInfoProto {
	d := make([]*onnxpb.TensorShapeProto_Dimension, len(dims))
	for i, n := range dims {
		d[i] = &onnxpb.TensorShapeProto_Dimension{Value: &onnxpb.TensorShapeProto_Dimension_DimValue{DimValue: n}}
	}
	return &onnxpb.ValueInfoProto{
		Name: proto.String(name),
		Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{
			ElemType: proto.Int32(int32(onnxpb.TensorProto_FLOAT)),
			Shape:    &onnxpb.TensorShapeProto{Dim: d},
		}}},
	}
}

func intAttr(name string, v int64) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_INT.Enum(), I: proto.Int64(v)}
}

func floatAttr(name string, v float32) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_FLOAT.Enum(), F: proto.Float32(v)}
}

func node(op, name string, ins, outs []string, attrs ...*onnxpb.AttributeProto) *onnxpb.NodeProto {
	return &onnxpb.NodeProto{OpType: proto.String(op), Name: proto.String(name), Input: ins, Output: outs, Attribute: attrs}
}

func buildModel(rng *rand.Rand) (*onnxpb.ModelProto, error) {
	b1 := 1 / 8.0             // 1/sqrt(64)
	b2 := 0.14433756729740643 // 1/sqrt(48)
	w1, err := uniform(rng, "fc1.weight", b1, hidden, in)
	if err != nil {
		return nil, err
	}
	c1, err := uniform(rng, "fc1.bias", b1, hidden)
	if err != nil {
		return nil, err
	}
	w2, err := uniform(rng, "fc2.weight", b2, out, hidden)
	if err != nil {
		return nil, err
	}
	c2, err := uniform(rng, "fc2.bias", b2, out)
	if err != nil {
		return nil, err
	}
	gemm := func(name, x, w, b, y string) *onnxpb.NodeProto {
		return node("Gemm", name, []string{x, w, b}, []string{y},
			floatAttr("alpha", 1), floatAttr("beta", 1), intAttr("transB", 1))
	}
	g := &onnxpb.GraphProto{
		Name: proto.String("mgxport_sample_mlp"),
		Node: []*onnxpb.NodeProto{
			gemm("fc1/Gemm", "x", "fc1.weight", "fc1.bias", "fc1_out"),
			node("Relu", "relu/Relu", []string{"fc1_out"}, []string{"relu_out"}),
			gemm("fc2/Gemm", "relu_out", "fc2.weight", "fc2.bias", "fc2_out"),
			node("Softmax", "softmax/Softmax", []string{"fc2_out"}, []string{"y"}, intAttr("axis", -1)),
		},
		Initializer: []*onnxpb.TensorProto{w1, c1, w2, c2},
		Input:       []*onnxpb.ValueInfoProto{valueInfo("x", batch, in)},
		Output:      []*onnxpb.ValueInfoProto{valueInfo("y", batch, out)},
	}
	return &onnxpb.ModelProto{
		IrVersion:       proto.Int64(8),
		ProducerName:    proto.String("mgxport mksample"),
		ProducerVersion: proto.String("1"),
		OpsetImport:     []*onnxpb.OperatorSetIdProto{{Domain: proto.String(""), Version: proto.Int64(17)}},
		Graph:           g,
	}, nil
}
