package lower

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/mgxport/mgxport/mlirbc"
)

// KernelArch is the dummy architecture portable TOSA kernels are lowered
// against: no arch-specific choice is made at compile time.
const KernelArch = "gfxMIGX"

// kernelKind marks a func as an MLIR-class kernel (rocMLIR's convention).
const kernelKind = "mixr"

// BiasSpec describes the C operand of a Gemm.
type BiasSpec struct {
	// Shape is C's static shape, unidirectionally broadcastable to [M, N]
	// (rank 0, 1 or 2; each dim 1 or equal to the matching output dim).
	Shape []int64
}

// GemmSpec describes an ONNX Gemm (Y = Alpha·op(A)·op(B) + Beta·C) with an
// optional fused Relu, on static shapes.
type GemmSpec struct {
	// Symbol is the kernel's function name (a valid MLIR symbol).
	Symbol string
	// M, K, N are the matrix sizes: op(A) is [M,K], op(B) is [K,N].
	M, K, N int64
	// TransA and TransB transpose A ([K,M] given) and B ([N,K] given).
	TransA, TransB bool
	// Alpha and Beta are used as given; ONNX's defaults are 1.
	Alpha, Beta float32
	// Bias is the C operand; nil means none (Beta is then unused).
	Bias *BiasSpec
	// Relu fuses max(Y, 0).
	Relu bool
	// DType is the element type; only "float32" is supported.
	DType string
}

// Validate checks the spec.
func (s GemmSpec) Validate() error {
	if s.Symbol == "" {
		return errors.New("gemm: empty symbol")
	}
	for i := 0; i < len(s.Symbol); i++ {
		c := s.Symbol[i]
		if !(c == '_' || c >= '0' && c <= '9' && i > 0 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return fmt.Errorf("gemm: symbol %q: use letters, digits and _ (a C identifier)", s.Symbol)
		}
	}
	if s.M <= 0 || s.K <= 0 || s.N <= 0 {
		return fmt.Errorf("gemm %s: sizes M=%d K=%d N=%d must be positive", s.Symbol, s.M, s.K, s.N)
	}
	if s.DType != "float32" {
		return fmt.Errorf("gemm %s: dtype %q unsupported (float32 only)", s.Symbol, s.DType)
	}
	if s.Bias != nil {
		sh := s.Bias.Shape
		if len(sh) > 2 {
			return fmt.Errorf("gemm %s: bias rank %d > 2", s.Symbol, len(sh))
		}
		out := []int64{s.M, s.N}
		for i := range sh {
			d, o := sh[len(sh)-1-i], out[1-i]
			if d != 1 && d != o {
				return fmt.Errorf("gemm %s: bias shape %v does not broadcast to [%d %d]", s.Symbol, sh, s.M, s.N)
			}
		}
	}
	if math.IsNaN(float64(s.Alpha)) || math.IsNaN(float64(s.Beta)) {
		return fmt.Errorf("gemm %s: alpha/beta must not be NaN", s.Symbol)
	}
	return nil
}

// aShape and bShape return the shapes of the A and B arguments.
func (s GemmSpec) aShape() []int64 {
	if s.TransA {
		return []int64{s.K, s.M}
	}
	return []int64{s.M, s.K}
}

func (s GemmSpec) bShape() []int64 {
	if s.TransB {
		return []int64{s.N, s.K}
	}
	return []int64{s.K, s.N}
}

// tosaBuilder appends TOSA ops to a block.
type tosaBuilder struct {
	b    *mlirbc.Block
	elem mlirbc.Type
}

func (t *tosaBuilder) op(name string, operands []*mlirbc.Value, result mlirbc.Type, props ...mlirbc.NamedAttr) *mlirbc.Value {
	var rt []mlirbc.Type
	if result != nil {
		rt = []mlirbc.Type{result}
	}
	o := t.b.Append(mlirbc.NewOp(name, operands, rt, props, nil))
	if result == nil {
		return nil
	}
	return o.Results[0]
}

func (t *tosaBuilder) tensor(shape ...int64) mlirbc.RankedTensorType {
	return mlirbc.Tensor(t.elem, shape...)
}

func (t *tosaBuilder) constShape(dims ...int64) *mlirbc.Value {
	typ := mlirbc.OpaqueType{Dialect: "tosa", Text: "!tosa.shape<" + strconv.Itoa(len(dims)) + ">"}
	return t.op("tosa.const_shape", nil, typ,
		mlirbc.NamedAttr{Name: "values", Value: mlirbc.DenseInt64s(mlirbc.Index, []int64{int64(len(dims))}, dims...)})
}

func (t *tosaBuilder) constF32(shape []int64, v float32) *mlirbc.Value {
	attr := mlirbc.DenseF32s(shape, v)
	return t.op("tosa.const", nil, attr.Type, mlirbc.NamedAttr{Name: "values", Value: attr})
}

func (t *tosaBuilder) reshape(x *mlirbc.Value, dims ...int64) *mlirbc.Value {
	return t.op("tosa.reshape", []*mlirbc.Value{x, t.constShape(dims...)}, t.tensor(dims...))
}

func (t *tosaBuilder) transpose2D(x *mlirbc.Value, rows, cols int64) *mlirbc.Value {
	return t.op("tosa.transpose", []*mlirbc.Value{x}, t.tensor(cols, rows),
		mlirbc.NamedAttr{Name: "perms", Value: mlirbc.I32Array(1, 0)})
}

// scale multiplies a rank-2 tensor by a scalar constant.
func (t *tosaBuilder) scale(x *mlirbc.Value, shape []int64, k float32) *mlirbc.Value {
	c := t.constF32([]int64{1, 1}, k)
	shift := t.op("tosa.const", nil, mlirbc.Tensor(mlirbc.I8, 1),
		mlirbc.NamedAttr{Name: "values", Value: mlirbc.SplatInt(mlirbc.Tensor(mlirbc.I8, 1), 0)})
	return t.op("tosa.mul", []*mlirbc.Value{x, c, shift}, t.tensor(shape...))
}

// GemmModule builds the TOSA kernel module of s: one func.func @Symbol
// taking A, B (and C when s.Bias is set) as tensor arguments and returning
// the [M,N] result, marked with arch = "gfxMIGX" and kernel = "mixr".
func GemmModule(s GemmSpec) (*mlirbc.Module, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	m := mlirbc.NewModule()
	t := &tosaBuilder{elem: mlirbc.F32T}
	entry := &mlirbc.Block{}
	t.b = entry
	out := t.tensor(s.M, s.N)
	inputs := []mlirbc.Type{t.tensor(s.aShape()...), t.tensor(s.bShape()...)}
	if s.Bias != nil {
		inputs = append(inputs, t.tensor(s.Bias.Shape...))
	}
	args := make([]*mlirbc.Value, len(inputs))
	for i, typ := range inputs {
		args[i] = entry.AddArg(typ)
	}

	a, b := args[0], args[1]
	if s.TransA {
		a = t.transpose2D(a, s.K, s.M)
	}
	if s.TransB {
		b = t.transpose2D(b, s.N, s.K)
	}
	a3 := t.reshape(a, 1, s.M, s.K)
	b3 := t.reshape(b, 1, s.K, s.N)
	zp := t.constF32([]int64{1}, 0)
	mm := t.op("tosa.matmul", []*mlirbc.Value{a3, b3, zp, zp}, t.tensor(1, s.M, s.N))
	y := t.reshape(mm, s.M, s.N)
	if s.Alpha != 1 {
		y = t.scale(y, []int64{s.M, s.N}, s.Alpha)
	}
	if s.Bias != nil {
		c := args[2]
		cs := append([]int64{}, s.Bias.Shape...)
		for len(cs) < 2 {
			cs = append([]int64{1}, cs...)
		}
		if len(s.Bias.Shape) != 2 {
			c = t.reshape(c, cs...)
		}
		if s.Beta != 1 {
			c = t.scale(c, cs, s.Beta)
		}
		y = t.op("tosa.add", []*mlirbc.Value{y, c}, out)
	}
	if s.Relu {
		y = t.op("tosa.clamp", []*mlirbc.Value{y}, out,
			mlirbc.NamedAttr{Name: "min_val", Value: mlirbc.F32(0)},
			mlirbc.NamedAttr{Name: "max_val", Value: mlirbc.F32(math.MaxFloat32)})
	}
	t.op("func.return", []*mlirbc.Value{y}, nil)

	fn := mlirbc.NewOp("func.func", nil, nil,
		[]mlirbc.NamedAttr{
			{Name: "function_type", Value: mlirbc.TypeAttr{Type: mlirbc.FunctionType{Inputs: inputs, Results: []mlirbc.Type{out}}}},
			{Name: "sym_name", Value: mlirbc.Str(s.Symbol)},
		},
		[]mlirbc.NamedAttr{
			{Name: "arch", Value: mlirbc.Str(KernelArch)},
			{Name: "kernel", Value: mlirbc.Str(kernelKind)},
		})
	fn.Regions = []*mlirbc.Region{{Blocks: []*mlirbc.Block{entry}}}
	m.Body().Append(fn)
	return m, nil
}

// GemmBytecode builds the Gemm kernel module and encodes it as MLIR
// bytecode (version 6).
func GemmBytecode(s GemmSpec) ([]byte, error) {
	m, err := GemmModule(s)
	if err != nil {
		return nil, err
	}
	bc, err := m.Encode()
	if err != nil {
		return nil, fmt.Errorf("gemm %s: %w", s.Symbol, err)
	}
	return bc, nil
}
