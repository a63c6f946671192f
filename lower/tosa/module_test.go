package tosa_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/lower/tosa"
	"github.com/mgxport/mgxport/mlirbc"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/conformance"
	"github.com/mgxport/mgxport/runtime/host"
)

// tpLowerPipeline is the acceptance pipeline every mlir_bytecode object
// must pass cleanly.
const tpLowerPipeline = "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))"

// tpOpt runs mlir-opt-22, failing the test (naming `make deps`) when the
// tool is missing.
func tpOpt(t *testing.T, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatalf("mlir-opt-22 not found (run `make deps` to install mlir-22-tools): %v", err)
	}
	cmd := exec.Command(bin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22 %s: %v\n%s", strings.Join(args, " "), err, errb.String())
	}
	return out.String()
}

// tpLib opens the MLIR C API library once per test binary.
var tpLib = sync.OnceValues(func() (*mlirc.Library, error) {
	p, err := mlirc.FindLibrary()
	if err != nil {
		return nil, fmt.Errorf("%w (run `make build` to build bin/libmgxport_mlir.so)", err)
	}
	return mlirc.Open(p)
})

func tpOpenLib(t *testing.T) *mlirc.Library {
	t.Helper()
	l, err := tpLib()
	if err != nil {
		t.Fatalf("MLIR C API library: %v", err)
	}
	return l
}

// tpGraph builds small graphs by hand; weights are random initializers.
type tpGraph struct {
	g *graph.Graph
	r *rand.Rand
	k int
}

func (b *tpGraph) input(dt graph.DType, shape ...int64) *graph.Value {
	dims := make([]graph.Dim, len(shape))
	for i, d := range shape {
		dims[i] = graph.Dim{Size: d}
	}
	b.k++
	v := &graph.Value{Name: fmt.Sprintf("in%d", b.k), DType: dt, Dims: dims}
	b.g.Inputs = append(b.g.Inputs, v)
	return v
}

func (b *tpGraph) x(shape ...int64) *graph.Value { return b.input(graph.Float32, shape...) }

// weight is a random float32 initializer.
func (b *tpGraph) weight(shape ...int64) *graph.Value { return b.weightOf(graph.Float32, shape...) }

// weightOf is a random initializer of dtype dt.
func (b *tpGraph) weightOf(dt graph.DType, shape ...int64) *graph.Value {
	t, err := graph.NewTensor(dt, shape)
	if err != nil {
		panic(err)
	}
	for i := range t.Len() {
		t.SetFloat64(i, b.r.NormFloat64())
	}
	return b.konst(t)
}

func (b *tpGraph) scalar(v float64, shape ...int64) *graph.Value {
	t, _ := graph.NewTensor(graph.Float32, shape)
	t.SetFloat64(0, v)
	return b.konst(t)
}

func (b *tpGraph) konst(t *graph.Tensor) *graph.Value {
	b.k++
	name := fmt.Sprintf("w%d", b.k)
	b.g.Initializers[name] = t
	return &graph.Value{Name: name, DType: t.DType, Shape: t.Shape, ShapeKnown: true}
}

type tpAttrs map[string]*graph.Attr

func tpI(v int64) *graph.Attr             { return &graph.Attr{Kind: graph.AttrInt, Int: v} }
func tpF(v float32) *graph.Attr           { return &graph.Attr{Kind: graph.AttrFloat, Float: v} }
func tpIs(v ...int64) *graph.Attr         { return &graph.Attr{Kind: graph.AttrInts, Ints: v} }
func tpStr(v string) *graph.Attr          { return &graph.Attr{Kind: graph.AttrString, String: v} }
func (b *tpGraph) out(vs ...*graph.Value) { b.g.Outputs = append(b.g.Outputs, vs...) }

func (b *tpGraph) op(op string, attrs tpAttrs, ins ...*graph.Value) *graph.Value {
	b.k++
	n := &graph.Node{Name: fmt.Sprintf("%s_%d", op, b.k), OpType: op, Inputs: ins, Attrs: attrs}
	n.Outputs = []*graph.Value{{Name: n.Name + "_y", Producer: n}}
	b.g.Nodes = append(b.g.Nodes, n)
	return n.Outputs[0]
}

// tpCase is one hand-built partition: build makes a graph that partitions
// into exactly one MLIR partition; ops must appear in the TOSA module.
type tpCase struct {
	name  string
	build func(b *tpGraph)
	ops   []string
	// tol is the relative and absolute tolerance (0: 1e-4 and 1e-5).
	tol float64
}

func tpCases() []tpCase {
	conv := func(x, w *graph.Value, bias *graph.Value, a tpAttrs, b *tpGraph) *graph.Value {
		if bias != nil {
			return b.op("Conv", a, x, w, bias)
		}
		return b.op("Conv", a, x, w)
	}
	return []tpCase{
		{"matmul_2d", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(5, 7), b.weight(7, 3))) }, []string{"tosa.matmul"}, 0},
		{"matmul_1d_1d", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(6), b.x(6))) }, []string{"tosa.matmul"}, 0},
		{"matmul_1d_3d", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(4), b.x(2, 4, 3))) }, []string{"tosa.matmul", "tosa.tile"}, 0},
		{"matmul_3d_1d", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(2, 3, 4), b.x(4))) }, []string{"tosa.matmul"}, 0},
		{"matmul_3d_weight", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(2, 5, 8), b.weight(8, 6))) }, []string{"tosa.matmul"}, 0},
		{"matmul_batched", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(2, 3, 5, 4), b.x(2, 3, 4, 6))) }, []string{"tosa.matmul"}, 0},
		{"matmul_bcast_both", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(2, 1, 5, 4), b.x(1, 3, 4, 6))) }, []string{"tosa.matmul", "tosa.tile"}, 0},
		{"matmul_bcast_a", func(b *tpGraph) { b.out(b.op("MatMul", nil, b.x(5, 4), b.x(3, 4, 6))) }, []string{"tosa.matmul", "tosa.tile"}, 0},
		{"matmul_bias_gelu", func(b *tpGraph) {
			y := b.op("MatMul", nil, b.x(2, 4, 8), b.weight(8, 16))
			y = b.op("Add", nil, y, b.weight(16))
			b.out(b.op("Gelu", nil, y))
		}, []string{"tosa.matmul", "tosa.erf"}, 0},
		{"matmul_gelu_tanh_residual", func(b *tpGraph) {
			res := b.x(3, 6)
			y := b.op("MatMul", nil, b.x(3, 5), b.weight(5, 6))
			y = b.op("Gelu", tpAttrs{"approximate": tpStr("tanh")}, y)
			b.out(b.op("Add", nil, y, res))
		}, []string{"tosa.matmul", "tosa.tanh"}, 0},
		{"matmul_prologue", func(b *tpGraph) {
			a := b.op("Sigmoid", nil, b.x(4, 6))
			bb := b.op("Div", nil, b.x(6, 3), b.scalar(2, 1, 1))
			b.out(b.op("MatMul", nil, a, bb))
		}, []string{"tosa.matmul", "tosa.sigmoid", "tosa.reciprocal"}, 0},
		{"gemm_default", func(b *tpGraph) { b.out(b.op("Gemm", nil, b.x(3, 5), b.weight(5, 4))) }, []string{"tosa.matmul"}, 0},
		{"gemm_all", func(b *tpGraph) {
			y := b.op("Gemm", tpAttrs{"transA": tpI(1), "transB": tpI(1), "alpha": tpF(0.7), "beta": tpF(-1.5)}, b.x(5, 3), b.weight(4, 5), b.weight(3, 1))
			b.out(b.op("Relu", nil, y))
		}, []string{"tosa.matmul", "tosa.transpose", "tosa.maximum"}, 0},
		{"gemm_scalar_bias_clip", func(b *tpGraph) {
			y := b.op("Gemm", tpAttrs{"transB": tpI(1)}, b.x(3, 5), b.weight(4, 5), b.scalar(0.25))
			b.out(b.op("Clip", nil, y, b.scalar(-0.5), b.scalar(0.75)))
		}, []string{"tosa.matmul", "tosa.minimum"}, 0},
		{"gemm_vector_bias_pointwise", func(b *tpGraph) {
			y := b.op("Gemm", nil, b.x(4, 6), b.weight(6, 5), b.weight(5))
			y = b.op("Tanh", nil, y)
			y = b.op("Sub", nil, y, b.x(1, 5))
			y = b.op("Abs", nil, y)
			y = b.op("Sqrt", nil, y)
			y = b.op("Log", nil, b.op("Add", nil, y, b.scalar(1)))
			y = b.op("Exp", nil, y)
			y = b.op("Neg", nil, y)
			y = b.op("Reciprocal", nil, y)
			y = b.op("Pow", nil, y, b.scalar(2))
			y = b.op("Erf", nil, y)
			y = b.op("Max", nil, y, b.x(4, 1))
			y = b.op("Min", nil, y, b.scalar(0.9))
			y = b.op("LeakyRelu", tpAttrs{"alpha": tpF(0.2)}, b.op("Sub", nil, y, b.scalar(0.5)))
			y = b.op("HardSigmoid", tpAttrs{"alpha": tpF(0.3)}, y)
			y = b.op("Identity", nil, y)
			b.out(b.op("Cast", tpAttrs{"to": tpI(1)}, y))
		}, []string{"tosa.matmul", "tosa.pow", "tosa.select", "tosa.negate", "tosa.exp", "tosa.log"}, 0},
		{"gemm_shrink", func(b *tpGraph) {
			y := b.op("Gemm", nil, b.x(4, 6), b.weight(6, 5))
			b.out(b.op("Shrink", tpAttrs{"lambd": tpF(0.3), "bias": tpF(0.1)}, y))
		}, []string{"tosa.matmul", "tosa.greater", "tosa.select"}, 0},
		{"gemm_more_pointwise", func(b *tpGraph) {
			y := b.op("Gemm", nil, b.x(4, 6), b.weight(6, 5))
			y = b.op("Elu", tpAttrs{"alpha": tpF(0.8)}, y)
			y = b.op("Softplus", nil, y)
			y = b.op("Selu", nil, b.op("Sub", nil, y, b.scalar(1)))
			y = b.op("HardSwish", nil, y)
			y = b.op("Softsign", nil, y)
			y = b.op("Mish", nil, y)
			y = b.op("PRelu", nil, b.op("Sub", nil, y, b.scalar(0.1)), b.weight(5))
			y = b.op("Sum", nil, y, b.x(5), b.x(4, 1))
			y = b.op("Mean", nil, y, b.x(4, 5))
			y = b.op("Floor", nil, b.op("Mul", nil, y, b.scalar(4)))
			b.out(b.op("Cos", nil, b.op("Sin", nil, y)))
		}, []string{"tosa.matmul", "tosa.floor", "tosa.sin", "tosa.cos"}, 0},
		{"conv2d_bias_relu", func(b *tpGraph) {
			y := conv(b.x(2, 3, 7, 6), b.weight(4, 3, 3, 3), b.weight(4), tpAttrs{"pads": tpIs(1, 1, 1, 1)}, b)
			b.out(b.op("Relu", nil, y))
		}, []string{"tosa.conv2d", "tosa.transpose"}, 0},
		{"conv2d_strides_asym_pads", func(b *tpGraph) {
			b.out(conv(b.x(1, 2, 9, 8), b.weight(3, 2, 3, 2), nil, tpAttrs{"strides": tpIs(2, 3), "pads": tpIs(1, 0, 2, 1)}, b))
		}, []string{"tosa.conv2d"}, 0},
		{"conv2d_dilated_crop", func(b *tpGraph) {
			// stride 3 over 10 rows leaves rows no window reads: cropped
			b.out(conv(b.x(1, 2, 10, 11), b.weight(2, 2, 3, 3), b.weight(2), tpAttrs{"strides": tpIs(3, 2), "dilations": tpIs(2, 1)}, b))
		}, []string{"tosa.conv2d", "tosa.slice"}, 0},
		{"conv2d_same_upper", func(b *tpGraph) {
			b.out(conv(b.x(1, 3, 7, 8), b.weight(2, 3, 4, 3), nil, tpAttrs{"auto_pad": tpStr("SAME_UPPER"), "strides": tpIs(2, 2)}, b))
		}, []string{"tosa.conv2d"}, 0},
		{"conv2d_same_lower", func(b *tpGraph) {
			b.out(conv(b.x(1, 3, 7, 8), b.weight(2, 3, 4, 2), nil, tpAttrs{"auto_pad": tpStr("SAME_LOWER")}, b))
		}, []string{"tosa.conv2d"}, 0},
		{"conv2d_valid", func(b *tpGraph) {
			b.out(conv(b.x(1, 3, 7, 8), b.weight(2, 3, 3, 3), nil, tpAttrs{"auto_pad": tpStr("VALID"), "pads": tpIs(1, 1, 1, 1)}, b))
		}, []string{"tosa.conv2d"}, 0},
		{"conv2d_depthwise", func(b *tpGraph) {
			y := conv(b.x(2, 4, 6, 5), b.weight(8, 1, 3, 3), b.weight(8), tpAttrs{"group": tpI(4), "pads": tpIs(1, 1, 1, 1), "strides": tpIs(1, 2)}, b)
			b.out(b.op("Clip", nil, y, b.scalar(0), b.scalar(6)))
		}, []string{"tosa.depthwise_conv2d"}, 0},
		{"conv2d_groups", func(b *tpGraph) {
			b.out(conv(b.x(1, 6, 5, 5), b.weight(4, 3, 3, 3), b.weight(4), tpAttrs{"group": tpI(2), "pads": tpIs(0, 1, 1, 0)}, b))
		}, []string{"tosa.conv2d", "tosa.concat", "tosa.slice"}, 0},
		{"conv1d", func(b *tpGraph) {
			b.out(conv(b.x(2, 3, 11), b.weight(5, 3, 3), b.weight(5), tpAttrs{"strides": tpIs(2), "pads": tpIs(1, 2), "dilations": tpIs(2)}, b))
		}, []string{"tosa.conv2d"}, 0},
		{"conv1d_depthwise", func(b *tpGraph) {
			b.out(conv(b.x(1, 3, 9), b.weight(3, 1, 4), nil, tpAttrs{"group": tpI(3), "auto_pad": tpStr("SAME_UPPER")}, b))
		}, []string{"tosa.depthwise_conv2d"}, 0},
		{"conv3d", func(b *tpGraph) {
			b.out(conv(b.x(1, 2, 5, 6, 4), b.weight(3, 2, 3, 2, 2), b.weight(3), tpAttrs{"strides": tpIs(2, 1, 2), "pads": tpIs(1, 0, 1, 1, 1, 0)}, b))
		}, []string{"tosa.conv3d"}, 0},
		{"conv3d_groups", func(b *tpGraph) {
			b.out(conv(b.x(1, 4, 4, 4, 4), b.weight(2, 2, 2, 2, 2), nil, tpAttrs{"group": tpI(2)}, b))
		}, []string{"tosa.conv3d", "tosa.concat"}, 0},
		{"conv_prologue_epilogue", func(b *tpGraph) {
			x := b.op("Mul", nil, b.x(1, 3, 6, 6), b.weight(1, 3, 1, 1))
			y := conv(x, b.op("Tanh", nil, b.x(4, 3, 3, 3)), b.op("Add", nil, b.x(4), b.scalar(1)), tpAttrs{"pads": tpIs(1, 1, 1, 1)}, b)
			y = b.op("Sigmoid", nil, y)
			b.out(b.op("Mul", nil, y, b.x(1, 4, 6, 6)))
		}, []string{"tosa.conv2d", "tosa.sigmoid", "tosa.mul", "tosa.tanh"}, 0},
		{"convtranspose_2d", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"strides": tpIs(2, 2)}, b.x(1, 3, 4, 5), b.weight(3, 2, 3, 3), b.weight(2)))
		}, []string{"tosa.conv2d", "tosa.reverse", "tosa.pad"}, 0},
		{"convtranspose_pads_outpad_dil", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"strides": tpIs(3, 2), "pads": tpIs(1, 2, 0, 1), "output_padding": tpIs(1, 1), "dilations": tpIs(2, 1)}, b.x(2, 2, 4, 3), b.weight(2, 3, 3, 4)))
		}, []string{"tosa.conv2d"}, 0},
		{"convtranspose_group", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"group": tpI(2), "strides": tpIs(2, 1)}, b.x(1, 4, 3, 3), b.weight(4, 3, 2, 3), b.weight(6)))
		}, []string{"tosa.conv2d", "tosa.concat"}, 0},
		{"convtranspose_1d_same", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"strides": tpIs(2), "auto_pad": tpStr("SAME_UPPER")}, b.x(1, 2, 5), b.weight(2, 3, 3)))
		}, []string{"tosa.conv2d"}, 0},
		{"convtranspose_output_shape", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"strides": tpIs(3, 2), "output_shape": tpIs(10, 8)}, b.x(1, 1, 3, 3), b.weight(1, 2, 3, 3)))
		}, []string{"tosa.conv2d"}, 0},
		{"convtranspose_3d", func(b *tpGraph) {
			b.out(b.op("ConvTranspose", tpAttrs{"strides": tpIs(2, 1, 2), "pads": tpIs(1, 0, 0, 0, 1, 1)}, b.x(1, 2, 3, 3, 2), b.weight(2, 2, 2, 3, 3), b.weight(2)))
		}, []string{"tosa.conv3d", "tosa.reverse"}, 0},
		{"maxpool_2d", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(3, 3), "strides": tpIs(2, 2), "pads": tpIs(1, 1, 1, 1)}, b.x(2, 3, 9, 8)))
		}, []string{"tosa.max_pool2d"}, 0},
		{"maxpool_ceil", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(3, 2), "strides": tpIs(2, 2), "ceil_mode": tpI(1)}, b.x(1, 2, 8, 7)))
		}, []string{"tosa.max_pool2d"}, 0},
		{"maxpool_pad_as_large_as_kernel", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(2, 2), "pads": tpIs(2, 0, 0, 2)}, b.x(1, 2, 5, 5)))
		}, []string{"tosa.maximum", "tosa.slice"}, 0},
		{"maxpool_dilated", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(3, 2), "dilations": tpIs(2, 3), "strides": tpIs(2, 1), "pads": tpIs(1, 2, 0, 1), "ceil_mode": tpI(1)}, b.x(1, 2, 9, 8)))
		}, []string{"tosa.maximum", "tosa.slice"}, 0},
		{"avgpool_dilated_3d", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(2, 3, 2), "dilations": tpIs(2, 1, 2), "strides": tpIs(3, 2, 1), "pads": tpIs(1, 0, 1, 1, 1, 0), "ceil_mode": tpI(1)}, b.x(1, 2, 8, 7, 6)))
		}, []string{"tosa.add", "tosa.reciprocal"}, 0},
		{"avgpool_dilated_include_pad", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(3, 3), "dilations": tpIs(2, 2), "strides": tpIs(2, 3), "pads": tpIs(2, 1, 1, 2), "count_include_pad": tpI(1), "ceil_mode": tpI(1)}, b.x(2, 2, 9, 10)))
		}, []string{"tosa.add", "tosa.pad"}, 0},
		{"maxpool_1d_same", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(3), "strides": tpIs(2), "auto_pad": tpStr("SAME_LOWER")}, b.x(2, 3, 10)))
		}, []string{"tosa.max_pool2d"}, 0},
		{"avgpool_2d", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(3, 3), "strides": tpIs(2, 2), "pads": tpIs(1, 1, 1, 1)}, b.x(1, 3, 7, 8)))
		}, []string{"tosa.avg_pool2d"}, 0},
		{"avgpool_include_pad_ceil", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(3, 3), "strides": tpIs(2, 2), "pads": tpIs(1, 0, 1, 1), "count_include_pad": tpI(1), "ceil_mode": tpI(1)}, b.x(1, 2, 8, 7)))
		}, []string{"tosa.avg_pool2d", "tosa.pad"}, 0},
		{"avgpool_1d_epilogue", func(b *tpGraph) {
			y := b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(4), "strides": tpIs(3)}, b.x(2, 3, 14))
			b.out(b.op("Mul", nil, y, b.scalar(3)))
		}, []string{"tosa.avg_pool2d"}, 0},
		{"maxpool_3d", func(b *tpGraph) {
			b.out(b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(2, 3, 2), "strides": tpIs(2, 2, 1), "pads": tpIs(1, 0, 1, 0, 1, 1), "ceil_mode": tpI(1)}, b.x(1, 3, 5, 6, 5)))
		}, []string{"tosa.max_pool2d"}, 0},
		{"avgpool_3d", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(3, 2, 2), "strides": tpIs(2, 2, 1), "pads": tpIs(1, 1, 0, 1, 0, 1)}, b.x(2, 2, 6, 5, 4)))
		}, []string{"tosa.avg_pool2d"}, 0},
		{"avgpool_3d_include_pad_ceil", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(2, 2, 3), "strides": tpIs(2, 2, 2), "pads": tpIs(1, 0, 1, 0, 1, 1), "count_include_pad": tpI(1), "ceil_mode": tpI(1)}, b.x(1, 2, 5, 6, 7)))
		}, []string{"tosa.avg_pool2d", "tosa.pad"}, 0},
		{"matmul_f16_bias_relu", func(b *tpGraph) {
			y := b.op("MatMul", nil, b.input(graph.Float16, 2, 3, 16), b.weightOf(graph.Float16, 16, 8))
			y = b.op("Add", nil, y, b.weightOf(graph.Float16, 8))
			b.out(b.op("Relu", nil, y))
		}, []string{"tosa.matmul", "tosa.cast"}, 4e-3},
		{"conv_f16_sigmoid", func(b *tpGraph) {
			y := conv(b.input(graph.Float16, 1, 3, 6, 5), b.weightOf(graph.Float16, 4, 3, 3, 3), b.weightOf(graph.Float16, 4), tpAttrs{"pads": tpIs(1, 1, 1, 1)}, b)
			b.out(b.op("Sigmoid", nil, y))
		}, []string{"tosa.conv2d"}, 4e-3},
		{"pool_f16", func(b *tpGraph) {
			y := b.op("GlobalAveragePool", nil, b.op("Abs", nil, b.input(graph.Float16, 2, 3, 5, 6)))
			b.out(y)
		}, []string{"tosa.reduce_sum"}, 4e-3},
		{"avgpool_f16", func(b *tpGraph) {
			b.out(b.op("AveragePool", tpAttrs{"kernel_shape": tpIs(2, 2), "pads": tpIs(1, 1, 1, 1)}, b.input(graph.Float16, 1, 2, 5, 5)))
		}, []string{"tosa.avg_pool2d"}, 4e-3},
		{"global_avg", func(b *tpGraph) { b.out(b.op("GlobalAveragePool", nil, b.x(2, 5, 6, 7))) }, []string{"tosa.reduce_sum"}, 0},
		{"global_max_3d", func(b *tpGraph) { b.out(b.op("GlobalMaxPool", nil, b.x(2, 3, 4, 5, 3))) }, []string{"tosa.reduce_max"}, 0},
		{"global_avg_relu", func(b *tpGraph) {
			b.out(b.op("Relu", nil, b.op("GlobalAveragePool", nil, b.op("Add", nil, b.x(1, 4, 5, 5), b.x(1, 4, 5, 5)))))
		}, []string{"tosa.reduce_sum", "tosa.maximum"}, 0},
	}
}

// tpInfer binds and infers g's shapes and partitions it.
func tpInfer(t *testing.T, g *graph.Graph) []*passes.Partition {
	t.Helper()
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := (&passes.InferShapes{}).Run(context.Background(), g); err != nil {
		t.Fatal(err)
	}
	parts, err := passes.PartitionGraph(g, lower.OpKind)
	if err != nil {
		t.Fatal(err)
	}
	return parts
}

// tpVerify encodes mod as bytecode v6 and checks it with mlir-opt-22: the
// roundtrip verifier, then the acceptance lowering, which must leave no
// TOSA op behind. It returns the bytecode.
func tpVerify(t *testing.T, mod *mlirbc.Module, name string) []byte {
	t.Helper()
	bc, err := mlirbc.Encode(mod, mlirbc.WriteOptions{Version: lower.BytecodeVersion})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+".mlirbc")
	if err := os.WriteFile(path, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	tpOpt(t, "--verify-roundtrip", path)
	text := tpOpt(t, path)
	if !strings.Contains(text, `arch = "gfxMIGX"`) || !strings.Contains(text, `kernel = "mixr"`) {
		t.Fatalf("kernel attributes missing:\n%s", text)
	}
	lowered := tpOpt(t, tpLowerPipeline, path)
	for _, l := range strings.Split(lowered, "\n") {
		if strings.Contains(l, "tosa.") && !strings.Contains(l, "tosa.const_shape") {
			t.Fatalf("tosa op left after lowering: %s\n%s", l, text)
		}
	}
	return bc
}

// tpBuffer is kernel memory outside the Go heap, as the runtime gives it.
type tpBuffer struct{ mem []byte }

func tpAlloc(t *testing.T, n int64) tpBuffer {
	t.Helper()
	mem, err := syscall.Mmap(-1, 0, int(max(n, 64)), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return tpBuffer{mem: mem[:n]}
}

// tpRun compiles the kernel for the host, binds args (inputs from
// inputs[value] or the graph's constants, outputs NaN-filled), calls it and
// returns the outputs by value name.
func tpRun(t *testing.T, bc []byte, symbol string, g *graph.Graph, args []*graph.Value, nIn int, inputs map[*graph.Value]*graph.Tensor) map[string]*graph.Tensor {
	t.Helper()
	so, err := finalize.CompileHost(context.Background(), tpOpenLib(t), bc, finalize.SourceTOSA)
	if err != nil {
		t.Fatalf("compile for host: %v", err)
	}
	obj, err := host.Load(so)
	if err != nil {
		t.Fatal(err)
	}
	defer obj.Close()
	fn, err := obj.Func(symbol)
	if err != nil {
		t.Fatal(err)
	}
	ptrs := make([]unsafe.Pointer, len(args))
	bufs := make([]tpBuffer, len(args))
	for i, v := range args {
		bufs[i] = tpAlloc(t, v.Bytes())
		ptrs[i] = unsafe.Pointer(&bufs[i].mem[0])
		if i >= nIn {
			nan, _ := graph.NewTensor(v.DType, v.Shape)
			for j := range nan.Len() {
				nan.SetFloat64(j, math.NaN())
			}
			copy(bufs[i].mem, nan.Data)
			continue
		}
		src := inputs[v]
		if src == nil {
			src = g.Const(v)
		}
		if src == nil || int64(len(src.Data)) != v.Bytes() {
			t.Fatalf("no data for argument %d %s", i, v)
		}
		copy(bufs[i].mem, src.Data)
	}
	if err := fn.Call(ptrs...); err != nil {
		t.Fatal(err)
	}
	outs := map[string]*graph.Tensor{}
	for i, v := range args[nIn:] {
		tt, _ := graph.NewTensor(v.DType, v.Shape)
		copy(tt.Data, bufs[nIn+i].mem)
		outs[v.Name] = tt
	}
	return outs
}

// tpClose compares with rtol and atol (NaN matches NaN, infinities match
// exactly).
func tpClose(t *testing.T, name string, got, want *graph.Tensor, rtol, atol float64) {
	t.Helper()
	if !got.Shape.Equal(want.Shape) || got.Len() != want.Len() {
		t.Fatalf("%s: shape %v, want %v", name, got.Shape, want.Shape)
	}
	bad := 0
	for i := range want.Len() {
		g, w := got.Float64(i), want.Float64(i)
		switch {
		case math.IsNaN(w) && math.IsNaN(g), g == w:
			continue
		case math.IsNaN(g) || math.IsNaN(w) || math.IsInf(w, 0) || math.Abs(g-w) > atol+rtol*math.Abs(w):
			if bad < 5 {
				t.Errorf("%s[%d] = %v, want %v", name, i, g, w)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%s: %d of %d elements differ", name, bad, want.Len())
	}
}

// tpRandom is a tensor of normal random values.
func tpRandom(r *rand.Rand, v *graph.Value) *graph.Tensor {
	tt, err := graph.NewTensor(v.DType, v.Shape)
	if err != nil {
		panic(err)
	}
	for i := range tt.Len() {
		tt.SetFloat64(i, r.NormFloat64())
	}
	return tt
}

func TestTOSAPartitionNumerics(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for i, tc := range tpCases() {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, uint64(i)))
			b := &tpGraph{g: graph.New(tc.name, 21), r: r}
			tc.build(b)
			parts := tpInfer(t, b.g)
			if len(parts) != 1 || parts[0].Class != passes.ClassMLIR {
				t.Fatalf("want one MLIR partition, got %d (%v)", len(parts), describe(parts[0]))
			}
			part := parts[0]
			if len(part.Nodes) != len(b.g.Nodes) {
				t.Fatalf("partition %s holds %d of %d nodes", describe(part), len(part.Nodes), len(b.g.Nodes))
			}
			sym := "k_" + tc.name
			mod, args, err := tosa.PartitionModule(b.g, part, sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			nIn := len(args) - len(part.Outputs)
			for j, v := range part.Outputs {
				if args[nIn+j] != v {
					t.Fatalf("args do not end with the outputs")
				}
			}
			counts := map[string]int{}
			for _, c := range mod.OpCounts() {
				counts[c.Name] = c.Count
			}
			for _, op := range tc.ops {
				if counts[op] == 0 {
					t.Errorf("no %s in the module (ops %v)", op, counts)
				}
			}
			bc := tpVerify(t, mod, sym)
			for trial := range 2 { // fresh inputs each call
				inputs := map[string]*graph.Tensor{}
				byValue := map[*graph.Value]*graph.Tensor{}
				for _, v := range b.g.Inputs {
					tt := tpRandom(r, v)
					inputs[v.Name], byValue[v] = tt, tt
				}
				want, err := ref.Evaluate(context.Background(), b.g, inputs)
				if err != nil {
					t.Fatal(err)
				}
				got := tpRun(t, bc, sym, b.g, args, nIn, byValue)
				for _, v := range b.g.Outputs {
					rtol, atol := 1e-4, 1e-5
					if tc.tol != 0 {
						rtol, atol = tc.tol, tc.tol
					}
					tpClose(t, fmt.Sprintf("trial %d %s", trial, v.Name), got[v.Name], want[v.Name], rtol, atol)
				}
			}
		})
	}
}

// tpNodeTests are the ONNX backend node tests of MLIR anchors: every one
// must lower and match the reference and its expected outputs.
var tpNodeTests = []string{
	"test_matmul_*", "test_gemm_*", "test_conv_*", "test_basic_conv_*", "test_convtranspose*",
	"test_maxpool_*", "test_averagepool_*", "test_globalaveragepool*", "test_globalmaxpool*", "test_lppool_*",
}

const tpNodeDir = "../../../shared/onnx-node"

func TestTOSAPartitionONNXNodeTests(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	var dirs []string
	for _, pat := range tpNodeTests {
		m, err := filepath.Glob(filepath.Join(tpNodeDir, pat))
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, m...)
	}
	if len(dirs) == 0 {
		t.Fatalf("no ONNX node tests under %s (the shared data is missing)", tpNodeDir)
	}
	sort.Strings(dirs)
	var passed int
	for _, dir := range dirs {
		name := filepath.Base(dir)
		if strings.HasSuffix(name, "_expanded") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			g, err := onnx.ImportFile(filepath.Join(dir, "model.onnx"), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			inputs := map[string]*graph.Tensor{}
			byValue := map[*graph.Value]*graph.Tensor{}
			for i, v := range g.Inputs {
				tt, err := conformance.ReadTensorFile(filepath.Join(dir, "test_data_set_0", fmt.Sprintf("input_%d.pb", i)))
				if err != nil {
					t.Fatal(err)
				}
				inputs[v.Name], byValue[v] = tt, tt
				v.Shape, v.ShapeKnown = tt.Shape.Clone(), true
			}
			parts := tpInfer(t, g)
			var part *passes.Partition
			for _, p := range parts {
				if p.Class == passes.ClassMLIR {
					if part != nil {
						t.Fatalf("more than one MLIR partition")
					}
					part = p
				}
			}
			if part == nil || len(parts) != 1 {
				t.Fatalf("want one MLIR partition, got %d", len(parts))
			}
			sym := "k_" + strings.TrimPrefix(name, "test_")
			mod, args, err := tosa.PartitionModule(g, part, sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			bc := tpVerify(t, mod, sym)
			got := tpRun(t, bc, sym, g, args, len(args)-len(part.Outputs), byValue)
			// The reference evaluator on the same inputs, tightly; the
			// stored outputs (some rounded to 4 digits) with the ONNX
			// runner's tolerance.
			refOut, err := ref.Evaluate(context.Background(), g, inputs)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range g.Outputs {
				want, err := conformance.ReadTensorFile(filepath.Join(dir, "test_data_set_0", fmt.Sprintf("output_%d.pb", i)))
				if err != nil {
					t.Fatal(err)
				}
				tpClose(t, v.Name+" vs ref", got[v.Name], refOut[v.Name], 1e-4, 1e-5)
				tpClose(t, v.Name+" vs expected", got[v.Name], want, 1e-3, 1e-7)
			}
			passed++
		})
	}
	t.Logf("%d node tests lowered and matched", passed)
}

func TestTOSAPartitionUnsupported(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 2))
	cases := []struct {
		name  string
		build func(b *tpGraph)
		op    string // named in the error
	}{
		{"int_matmul", func(b *tpGraph) {
			b.out(b.op("MatMul", nil, b.input(graph.Int32, 2, 3), b.input(graph.Int32, 3, 2)))
		}, "int32"},
		{"attention", func(b *tpGraph) {
			b.out(b.op("Attention", nil, b.x(1, 2, 4, 8), b.x(1, 2, 4, 8), b.x(1, 2, 4, 8)))
		}, "Attention"},
		{"maxpool_indices", func(b *tpGraph) {
			b.k++
			n := &graph.Node{Name: "mp", OpType: "MaxPool", Inputs: []*graph.Value{b.x(1, 1, 4, 4)}, Attrs: tpAttrs{"kernel_shape": tpIs(2, 2)}}
			n.Outputs = []*graph.Value{{Name: "y", Producer: n}, {Name: "i", Producer: n}}
			b.g.Nodes = append(b.g.Nodes, n)
			b.out(n.Outputs...)
		}, "MaxPool"},
		{"conv_4d", func(b *tpGraph) {
			b.out(b.op("Conv", nil, b.x(1, 1, 3, 3, 3, 3), b.weight(1, 1, 2, 2, 2, 2)))
		}, "4-D"},
		{"pointwise_round", func(b *tpGraph) {
			b.out(b.op("Round", nil, b.op("MatMul", nil, b.x(2, 3), b.x(3, 2))))
		}, "Round"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := &tpGraph{g: graph.New(tc.name, 21), r: r}
			tc.build(b)
			parts := tpInfer(t, b.g)
			_, _, err := tosa.PartitionModule(b.g, parts[0], "k", lower.TOSALookup)
			if !errors.Is(err, tosa.ErrUnsupported) {
				t.Fatalf("want tosa.ErrUnsupported, got %v", err)
			}
			if !strings.Contains(err.Error(), tc.op) {
				t.Fatalf("error %q does not name %s", err, tc.op)
			}
		})
	}
}

func TestTOSAPartitionArgs(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 3))
	b := &tpGraph{g: graph.New("args", 21), r: r}
	x := b.x(2, 4)
	w := b.weight(4, 3)
	s := b.scalar(2)
	y := b.op("Mul", nil, b.op("Gemm", nil, x, w, b.weight(3)), s)
	b.out(y)
	parts := tpInfer(t, b.g)
	mod, args, err := tosa.PartitionModule(b.g, parts[0], "k_args", lower.TOSALookup)
	if err != nil {
		t.Fatal(err)
	}
	// The scalar is inlined; x, W and the bias are arguments, then y.
	if len(args) != 4 || args[0] != x || args[1] != w || args[3] != y {
		t.Fatalf("args %v", args)
	}
	fn := mod.Body().Ops[0]
	if got := fn.Attr("function_type").String(); got != "(tensor<2x4xf32>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>" {
		t.Fatalf("function type %s", got)
	}
	if _, _, err := tosa.PartitionModule(b.g, parts[0], "bad-symbol", lower.TOSALookup); err == nil {
		t.Fatal("bad symbol accepted")
	}
}

// tpLpPoolRef is LpPool on [N,C,S...] by definition: (Σ|x|^p)^(1/p) over
// each window of the zero-padded input.
func tpLpPoolRef(x *graph.Tensor, k, s, d, pb []int64, out graph.Shape, pw float64) *graph.Tensor {
	y, _ := graph.NewTensor(graph.Float32, out)
	sp := x.Shape[2:]
	r := len(sp)
	planes := x.Shape[0] * x.Shape[1]
	os, xs := graph.Shape(out[2:]).Size(), graph.Shape(sp).Size()
	idx := make([]int64, r)
	for pl := range planes {
		for oi := range os {
			rem := oi
			for a := r - 1; a >= 0; a-- {
				idx[a] = rem % out[2+a]
				rem /= out[2+a]
			}
			sum := 0.0
			for ki := range graph.Shape(k).Size() {
				kr, off, ok := ki, int64(0), true
				for a := r - 1; a >= 0; a-- {
					kk := kr % k[a]
					kr /= k[a]
					pos := idx[a]*s[a] + kk*d[a] - pb[a]
					if pos < 0 || pos >= sp[a] {
						ok = false
					}
					stride := int64(1)
					for b := a + 1; b < r; b++ {
						stride *= sp[b]
					}
					off += pos * stride
				}
				if ok {
					sum += math.Pow(math.Abs(x.Float64(int(pl*xs+off))), pw)
				}
			}
			y.SetFloat64(int(pl*os+oi), math.Pow(sum, 1/pw))
		}
	}
	return y
}

// TestTOSAPartitionLpPool checks LpPool, which the reference evaluator
// lacks, against tpLpPoolRef (shapes set by hand: inference needs ref).
func TestTOSAPartitionLpPool(t *testing.T) {
	tpOpt(t, "--version")
	tpOpenLib(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 4))
	cases := []struct {
		name         string
		x            graph.Shape
		k, s, d, pad []int64
		p            int64
		ceil         bool
		out          graph.Shape
	}{
		{"lppool_2d", graph.Shape{1, 2, 6, 5}, []int64{2, 3}, []int64{2, 1}, []int64{1, 1}, []int64{1, 0, 0, 1}, 2, false, graph.Shape{1, 2, 3, 4}},
		{"lppool_1d_p3", graph.Shape{2, 2, 7}, []int64{3}, []int64{1}, []int64{1}, []int64{0, 0}, 3, false, graph.Shape{2, 2, 5}},
		{"lppool_1d_p1_dilated", graph.Shape{1, 3, 9}, []int64{2}, []int64{2}, []int64{3}, []int64{1, 1}, 1, false, graph.Shape{1, 3, 4}},
		{"lppool_3d", graph.Shape{1, 1, 4, 5, 4}, []int64{2, 2, 3}, []int64{2, 1, 1}, []int64{1, 1, 1}, []int64{0, 1, 1, 1, 0, 1}, 2, false, graph.Shape{1, 1, 2, 5, 4}},
		{"lppool_2d_ceil", graph.Shape{1, 2, 7, 6}, []int64{3, 2}, []int64{2, 3}, []int64{1, 1}, []int64{0, 1, 1, 0}, 2, true, graph.Shape{1, 2, 4, 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := graph.New(tc.name, 21)
			x := &graph.Value{Name: "x", DType: graph.Float32, Shape: tc.x, ShapeKnown: true}
			g.Inputs = []*graph.Value{x}
			n := &graph.Node{Name: "lp", OpType: "LpPool", Inputs: []*graph.Value{x}, Attrs: tpAttrs{
				"kernel_shape": tpIs(tc.k...), "strides": tpIs(tc.s...), "dilations": tpIs(tc.d...), "pads": tpIs(tc.pad...), "p": tpI(tc.p)}}
			if tc.ceil {
				n.SetInt("ceil_mode", 1)
			}
			y := &graph.Value{Name: "y", DType: graph.Float32, Shape: tc.out, ShapeKnown: true, Producer: n}
			n.Outputs = []*graph.Value{y}
			g.Nodes, g.Outputs = []*graph.Node{n}, []*graph.Value{y}
			parts, err := passes.PartitionGraph(g, lower.OpKind)
			if err != nil || len(parts) != 1 {
				t.Fatalf("partition: %v (%d)", err, len(parts))
			}
			sym := "k_" + tc.name
			mod, args, err := tosa.PartitionModule(g, parts[0], sym, lower.TOSALookup)
			if err != nil {
				t.Fatal(err)
			}
			bc := tpVerify(t, mod, sym)
			// A wrong output shape is an error, not windows past the pads.
			y.Shape = append(graph.Shape{}, tc.out...)
			y.Shape[2]++
			if _, _, err := tosa.PartitionModule(g, parts[0], sym, lower.TOSALookup); err == nil {
				t.Fatalf("output shape %v accepted", y.Shape)
			}
			y.Shape[2]--
			in := tpRandom(r, x)
			got := tpRun(t, bc, sym, g, args, 1, map[*graph.Value]*graph.Tensor{x: in})
			want := tpLpPoolRef(in, tc.k, tc.s, tc.d, tc.pad[:len(tc.k)], tc.out, float64(tc.p))
			tpClose(t, "y", got["y"], want, 1e-4, 1e-5)
		})
	}
}

// TestTOSAPartitionBFloat16 checks that bfloat16 partitions give valid
// kernels that lower through tosa-to-linalg. (Their host numerics wait on
// finalize: the host link lacks compiler-rt's __truncsfbf2.)
func TestTOSAPartitionBFloat16(t *testing.T) {
	tpOpt(t, "--version")
	b := &tpGraph{g: graph.New("bf16", 21), r: rand.New(rand.NewPCG(rand.Uint64(), 5))}
	y := b.op("Gemm", tpAttrs{"transB": tpI(1)}, b.input(graph.BFloat16, 3, 8), b.weightOf(graph.BFloat16, 5, 8), b.weightOf(graph.BFloat16, 5))
	y = b.op("Tanh", nil, y)
	z := b.op("Conv", tpAttrs{"pads": tpIs(1, 1)}, b.input(graph.BFloat16, 1, 2, 6), b.weightOf(graph.BFloat16, 3, 2, 3))
	b.out(y, b.op("MaxPool", tpAttrs{"kernel_shape": tpIs(2)}, b.op("Relu", nil, z)))
	parts := tpInfer(t, b.g)
	n := 0
	for _, part := range parts {
		if part.Class != passes.ClassMLIR {
			continue
		}
		n++
		mod, _, err := tosa.PartitionModule(b.g, part, fmt.Sprintf("k_bf16_%d", n), lower.TOSALookup)
		if err != nil {
			t.Fatal(err)
		}
		tpVerify(t, mod, fmt.Sprintf("k_bf16_%d", n))
		if !strings.Contains(mlirTextOf(t, mod), "bf16") {
			t.Fatalf("partition %d is not in bf16", n)
		}
	}
	if n != 3 {
		t.Fatalf("%d MLIR partitions, want 3 (Gemm, Conv, MaxPool)", n)
	}
}

// mlirTextOf prints a module through mlir-opt-22.
func mlirTextOf(t *testing.T, mod *mlirbc.Module) string {
	t.Helper()
	bc, err := mlirbc.Encode(mod, mlirbc.WriteOptions{Version: lower.BytecodeVersion})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m.mlirbc")
	if err := os.WriteFile(path, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	return tpOpt(t, path)
}

// describe names a partition's class, ops and name for test messages.
func describe(p *passes.Partition) string {
	var ops []string
	for _, n := range p.Nodes {
		ops = append(ops, n.OpType)
	}
	return fmt.Sprintf("%s[%s] %q", p.Class, strings.Join(ops, "+"), p.Name())
}
