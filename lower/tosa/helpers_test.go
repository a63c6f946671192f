package tosa_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize"
	fhost "github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/mlirbc"
	"github.com/mgxport/mgxport/mlirc"
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
	p, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
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
		// Attention as FuseAttention writes it: 3-D, heads in the hidden
		// axis, an additive float mask (rows of -inf included: their
		// output is 0), half operands with an fp32 mask.
		{"attention_mask", func(b *tpGraph) {
			m, _ := graph.NewTensor(graph.Float32, graph.Shape{2, 1, 1, 7})
			for i := range m.Len() {
				if i%3 == 1 || i < 7 {
					m.SetFloat64(i, math.Inf(-1)) // batch 0: every key
				}
			}
			b.out(b.op("Attention", tpAttrs{"q_num_heads": tpI(3), "kv_num_heads": tpI(3), "scale": tpF(0.3)},
				b.x(2, 5, 12), b.x(2, 7, 12), b.x(2, 7, 6), b.konst(m)))
		}, []string{"tosa.matmul", "tosa.reduce_max", "tosa.exp", "tosa.reduce_sum"}, 0},
		{"attention_default_scale", func(b *tpGraph) {
			b.out(b.op("Attention", tpAttrs{"q_num_heads": tpI(2), "kv_num_heads": tpI(2)}, b.x(1, 4, 16), b.x(1, 4, 16), b.x(1, 4, 16), b.x(1, 2, 4, 4)))
		}, []string{"tosa.matmul", "tosa.transpose"}, 0},
		{"attention_f16", func(b *tpGraph) {
			b.out(b.op("Attention", tpAttrs{"q_num_heads": tpI(2), "kv_num_heads": tpI(2), "scale": tpF(0.25), "softmax_precision": tpI(1)},
				b.input(graph.Float16, 2, 6, 16), b.input(graph.Float16, 2, 6, 16), b.input(graph.Float16, 2, 6, 16), b.x(2, 1, 6, 6)))
		}, []string{"tosa.matmul", "tosa.cast"}, 2e-2},
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
	so, err := fhost.CompileHost(context.Background(), tpOpenLib(t), bc, finalize.SourceTOSA)
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
