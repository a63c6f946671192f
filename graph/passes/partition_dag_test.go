package passes

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// dagKinds classifies ops as lower.OpKind does, with the rowwise kernels
// and the ops the GELUs are made of.
func dagKinds(n *graph.Node) OpKind {
	switch n.OpType {
	case "MatMul", "Gemm":
		return OpAnchor
	case "Add", "Sub", "Mul", "Div", "Relu", "Exp", "Erf", "Tanh", "Pow", "Neg", "Sigmoid", "Cast", "IsNaN", "Where":
		return OpPointwise
	case "Softmax", "LayerNormalization", "ReduceMean":
		return OpRowwise
	}
	return OpKernel
}

// partitionsOf partitions b's graph (shapes inferred) with dagKinds and
// describes each partition as class:Op+Op, "alias:" for an alias.
func partitionsOf(t *testing.T, b *builder) ([]*Partition, string) {
	t.Helper()
	if err := (&InferShapes{}).Run(context.Background(), b.g); err != nil {
		t.Fatal(err)
	}
	parts, err := PartitionGraph(b.g, dagKinds)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range parts {
		var ops []string
		for _, n := range p.Nodes {
			ops = append(ops, n.OpType)
		}
		class := p.Class.String()
		if p.Alias {
			class = "alias"
		}
		got = append(got, class+":"+strings.Join(ops, "+"))
	}
	return parts, strings.Join(got, " ")
}

func TestPartitionDAG(t *testing.T) {
	c := func(b *builder, v float64) *graph.Value { return b.floats(fmt.Sprintf("c%d", b.k), graph.Shape{}, v) }
	to16 := map[string]*graph.Attr{"to": iattr(10)} // ONNX float16
	for _, tc := range []struct {
		name  string
		build func(b *builder)
		want  string
	}{
		{"erf GELU reads the product twice", func(b *builder) {
			x := b.input("x", graph.Float32, 4, 8)
			y := b.op("Add", nil, b.op("MatMul", nil, x, b.floats("w", graph.Shape{8, 16}, make([]float64, 128)...)), b.floats("bias", graph.Shape{16}, make([]float64, 16)...))
			gelu := b.op("Mul", nil, b.op("Mul", nil, y, b.op("Add", nil, b.op("Erf", nil, b.op("Div", nil, y, c(b, 1.4142135))), c(b, 1))), c(b, 0.5))
			b.output(b.op("MatMul", nil, b.op("Cast", to16, gelu), b.input("w16", graph.Float16, 16, 8)))
		}, "mlir:MatMul+Add+Div+Erf+Add+Mul+Mul+Cast mlir:MatMul"},
		{"tanh GELU", func(b *builder) {
			x := b.op("MatMul", nil, b.input("x", graph.Float32, 4, 8), b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...))
			inner := b.op("Mul", nil, b.op("Add", nil, x, b.op("Mul", nil, b.op("Pow", nil, x, c(b, 3)), c(b, 0.044715))), c(b, 0.7978845608))
			b.output(b.op("Mul", nil, b.op("Mul", nil, x, c(b, 0.5)), b.op("Add", nil, b.op("Tanh", nil, inner), c(b, 1))))
		}, "mlir:MatMul+Pow+Mul+Add+Mul+Mul+Tanh+Add+Mul"},
		{"bias and residual", func(b *builder) {
			x := b.input("x", graph.Float32, 4, 8)
			h := b.op("Relu", nil, x)
			y := b.op("MatMul", nil, h, b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...))
			b.output(b.op("Add", nil, b.op("Add", nil, y, b.floats("bias", graph.Shape{8}, make([]float64, 8)...)), h))
		}, "spirv:Relu mlir:MatMul+Add+Add"},
		{"a value read outside twice ends the epilogue", func(b *builder) {
			r := b.op("Relu", nil, b.op("MatMul", nil, b.input("x", graph.Float32, 4, 8), b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...)))
			b.output(r, b.op("Exp", nil, r))
		}, "mlir:MatMul+Relu spirv:Exp"},
		{"an operand computed from the product stays out", func(b *builder) {
			e := b.op("Exp", nil, b.op("MatMul", nil, b.input("x", graph.Float32, 4, 8), b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...)))
			b.output(b.op("Add", nil, e, b.op("Softmax", nil, e)))
		}, "mlir:MatMul+Exp spirv:Softmax spirv:Add"},
		{"softmax takes its NaN guard and Cast", func(b *builder) {
			s := b.op("Softmax", nil, b.input("x", graph.Float32, 4, 8))
			w := b.op("Where", nil, b.op("IsNaN", nil, s), c(b, 0), s)
			b.output(b.op("MatMul", nil, b.op("Cast", to16, w), b.input("w16", graph.Float16, 8, 8)))
		}, "spirv:Softmax+IsNaN+Where+Cast mlir:MatMul"},
		{"a norm keeps its result for the residual and writes the half copy", func(b *builder) {
			x := b.input("x", graph.Float32, 4, 8)
			ln := b.op("LayerNormalization", nil, x, b.floats("g", graph.Shape{8}, make([]float64, 8)...), b.floats("b", graph.Shape{8}, make([]float64, 8)...))
			y := b.op("MatMul", nil, b.op("Cast", to16, ln), b.input("w16", graph.Float16, 8, 8))
			b.output(b.op("Add", nil, b.op("Cast", map[string]*graph.Attr{"to": iattr(1)}, y), ln))
		}, "spirv:LayerNormalization+Cast mlir:MatMul+Cast+Add"},
		{"a reduction takes its tail", func(b *builder) {
			m := b.op("ReduceMean", map[string]*graph.Attr{"axes": isattr(-1)}, b.input("x", graph.Float32, 4, 8))
			b.output(b.op("Cast", to16, b.op("Mul", nil, m, c(b, 2))))
		}, "spirv:ReduceMean+Mul+Cast"},
		{"a tail reads only scalar constants", func(b *builder) {
			s := b.op("Softmax", nil, b.input("x", graph.Float32, 4, 8))
			b.output(b.op("Mul", nil, s, b.input("m", graph.Float32, 4, 8)))
		}, "spirv:Softmax spirv:Mul"},
		{"an epilogue reads through a reshape", func(b *builder) {
			y := b.op("MatMul", nil, b.input("x", graph.Float32, 8, 8), b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...))
			r := b.op("Reshape", nil, b.op("Relu", nil, y), b.ints("s", 2, 4, 8))
			b.output(b.op("Add", nil, r, b.floats("bias", graph.Shape{8}, make([]float64, 8)...)))
		}, "mlir:MatMul+Relu+Reshape+Add"},
		{"an epilogue does not end on a reshape", func(b *builder) {
			y := b.op("MatMul", nil, b.input("x", graph.Float32, 8, 8), b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...))
			r := b.op("Reshape", nil, b.op("Relu", nil, y), b.ints("s", 2, 4, 8))
			b.output(b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1)}, r))
		}, "mlir:MatMul+Relu alias:Reshape spirv:Transpose"},
		{"a norm's tail reads through a view", func(b *builder) {
			x := b.input("x", graph.Float32, 2, 4, 8)
			ln := b.op("LayerNormalization", nil, x, b.floats("g", graph.Shape{8}, make([]float64, 8)...), b.floats("b", graph.Shape{8}, make([]float64, 8)...))
			v := b.op("Cast", to16, b.op("Reshape", nil, ln, b.ints("s", 8, 8)))
			b.output(b.op("MatMul", nil, v, b.input("w16", graph.Float16, 8, 8)), b.op("Add", nil, ln, x))
		}, "spirv:LayerNormalization+Reshape+Cast mlir:MatMul spirv:Add"},
		{"a view alone is no tail", func(b *builder) {
			s := b.op("Softmax", nil, b.input("x", graph.Float32, 4, 8))
			b.output(b.op("Transpose", nil, b.op("Reshape", nil, s, b.ints("s", 8, 4))))
		}, "spirv:Softmax alias:Reshape spirv:Transpose"},
		{"a transpose heads the pointwise DAG after it", func(b *builder) {
			tr := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0)}, b.op("Relu", nil, b.op("Softmax", nil, b.input("x", graph.Float32, 4, 8))))
			b.output(b.op("Cast", to16, b.op("Mul", nil, tr, c(b, 0.125))))
		}, "spirv:Softmax+Relu spirv:Transpose+Mul+Cast"},
		{"a reshape of an input heads the pointwise DAG after it", func(b *builder) {
			u := b.op("Unsqueeze", nil, b.input("mask", graph.Float32, 2, 8), b.ints("ax", 1))
			b.output(b.op("Mul", nil, b.op("Sub", nil, c(b, 1), u), c(b, -1e4)))
		}, "spirv:Unsqueeze+Sub+Mul"},
		{"reshapes of intermediates alias, of inputs copy", func(b *builder) {
			x := b.input("x", graph.Float32, 4, 8)
			r := b.op("Reshape", nil, b.op("Exp", nil, x), b.ints("s", 8, 4))
			y := b.op("MatMul", nil, r, b.floats("w", graph.Shape{4, 4}, make([]float64, 16)...))
			b.output(y, b.op("Reshape", nil, x, b.ints("s2", 32)))
		}, "spirv:Exp alias:Reshape mlir:MatMul spirv:Reshape"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			tc.build(b)
			_, got := partitionsOf(t, b)
			if got != tc.want {
				t.Errorf("partitions\n %s\nwant\n %s", got, tc.want)
			}
		})
	}
}

// TestMemoryPlanAlias: an alias's output is its input's bytes, and that
// buffer lives until the last read of either, so no other value placed
// in the meantime overlaps it.
func TestMemoryPlanAlias(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 4, 8)
	e := b.op("Exp", nil, x)
	r := b.op("Reshape", nil, e, b.ints("s", 8, 4))
	n := b.op("Softmax", nil, b.op("Neg", nil, x)) // live while r is
	u := b.op("Unsqueeze", nil, r, b.ints("ax", 0))
	y := b.op("MatMul", nil, u, b.floats("w", graph.Shape{4, 4}, make([]float64, 16)...))
	b.output(b.op("Add", nil, y, b.op("Reshape", nil, n, b.ints("s3", 1, 8, 4))))
	parts, desc := partitionsOf(t, b)
	if want := "spirv:Exp alias:Reshape spirv:Neg spirv:Softmax alias:Unsqueeze alias:Reshape mlir:MatMul+Add"; desc != want {
		t.Fatalf("partitions %s, want %s", desc, want)
	}
	plan, err := PlanMemory(b.g, parts)
	if err != nil {
		t.Fatal(err)
	}
	at := map[*graph.Value]Buffer{}
	for _, buf := range plan.Buffers {
		at[buf.Value] = buf
	}
	for _, pair := range [][2]*graph.Value{{e, r}, {e, u}} {
		a, b := at[pair[0]], at[pair[1]]
		if a.Size == 0 || a.Offset != b.Offset || a.Size != b.Size {
			t.Errorf("%s at %+v, %s at %+v: want the same bytes", pair[0].Name, a, pair[1].Name, b)
		}
	}
	root := at[e]
	last := len(parts) - 1 // the product reads u
	if root.Last != last {
		t.Errorf("%s lives until kernel %d, want %d (its alias's reader)", e.Name, root.Last, last)
	}
	for _, buf := range plan.Buffers {
		if buf.Value == e || buf.Value == r || buf.Value == u {
			continue
		}
		if buf.First <= root.Last && root.First <= buf.Last && buf.Offset < root.Offset+root.Size && root.Offset < buf.Offset+buf.Size {
			t.Errorf("%s overlaps the aliased buffer while it lives", buf.Value.Name)
		}
	}
}
