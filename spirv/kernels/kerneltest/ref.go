// Package kerneltest holds plain-Go reference semantics for every kernel of
// package kernels and the conformance table (shapes, dtypes, strategies, wave
// variants) the library is tested against, on the host (finalize/raise) and
// in the SIMT interpreter (any workgroup and subgroup size).
//
// Tensors are []float64 regardless of dtype: integers are exact (the table
// keeps them small), bools are 0 or 1. Encode and Decode convert to and from
// the bytes a kernel buffer holds.
package kerneltest

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/spirv"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// Size returns the byte size of one element of a dtype.
func Size(dtype string) int {
	switch dtype {
	case "float64", "int64", "uint64":
		return 8
	case "float32", "int32", "uint32":
		return 4
	case "float16", "bfloat16", "int16", "uint16":
		return 2
	}
	return 1
}

// Encode stores values as the little-endian bytes of a dtype buffer (floats
// round to the dtype, integers wrap).
func Encode(dtype string, v []float64) []byte {
	sz := Size(dtype)
	out := make([]byte, len(v)*sz)
	for i, x := range v {
		b := out[i*sz:]
		switch dtype {
		case "float64":
			binary.LittleEndian.PutUint64(b, math.Float64bits(x))
		case "float32":
			binary.LittleEndian.PutUint32(b, math.Float32bits(float32(x)))
		case "float16":
			binary.LittleEndian.PutUint16(b, spirv.F32ToF16(float32(x)))
		case "bfloat16":
			binary.LittleEndian.PutUint16(b, f32ToBF16(float32(x)))
		case "bool":
			if x != 0 {
				b[0] = 1
			}
		default:
			u := uint64(int64(x))
			if x >= 1<<63 {
				u = uint64(x)
			}
			for j := range sz {
				b[j] = byte(u >> (8 * j))
			}
		}
	}
	return out
}

// Decode reads a dtype buffer back into values.
func Decode(dtype string, b []byte) []float64 {
	sz := Size(dtype)
	out := make([]float64, len(b)/sz)
	for i := range out {
		e := b[i*sz:]
		switch dtype {
		case "float64":
			out[i] = math.Float64frombits(binary.LittleEndian.Uint64(e))
		case "float32":
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(e)))
		case "float16":
			out[i] = float64(spirv.F16ToF32(binary.LittleEndian.Uint16(e)))
		case "bfloat16":
			out[i] = float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(e)) << 16))
		case "bool":
			if e[0] != 0 {
				out[i] = 1
			}
		default:
			var u uint64
			for j := range sz {
				u |= uint64(e[j]) << (8 * j)
			}
			out[i] = wrapInt(dtype, float64(int64(u)))
			if dtype == "uint64" {
				out[i] = float64(u)
			}
		}
	}
	return out
}

// wrapInt reduces an integer value to the range of an integer dtype.
func wrapInt(dtype string, v float64) float64 {
	i := int64(v)
	switch dtype {
	case "int8":
		return float64(int8(i))
	case "uint8":
		return float64(uint8(i))
	case "int16":
		return float64(int16(i))
	case "uint16":
		return float64(uint16(i))
	case "int32":
		return float64(int32(i))
	case "uint32":
		return float64(uint32(i))
	case "uint64":
		return float64(uint64(i))
	}
	return float64(i)
}

func isFloat(dtype string) bool {
	return dtype == "float16" || dtype == "bfloat16" || dtype == "float32" || dtype == "float64"
}

// f32ToBF16 rounds to bfloat16 (nearest, ties to even; NaN stays NaN).
func f32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if f != f {
		return uint16(b>>16) | 0x40
	}
	return uint16((b + 0x7fff + (b>>16)&1) >> 16)
}
func isSigned(dtype string) bool {
	return dtype == "int8" || dtype == "int16" || dtype == "int32" || dtype == "int64"
}

// Softmax is the reference softmax / log-softmax over rows.
func Softmax(x []float64, rows, cols int64, log bool) []float64 {
	out := make([]float64, len(x))
	for r := int64(0); r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		s := 0.0
		for _, v := range row {
			s += math.Exp(v - m)
		}
		for c, v := range row {
			if log {
				out[r*cols+int64(c)] = v - m - math.Log(s)
			} else {
				out[r*cols+int64(c)] = math.Exp(v-m) / s
			}
		}
	}
	return out
}

// Reduce is the reference reduction (output in kept-dimension order).
func Reduce(s kernels.ReduceSpec, x []float64) []float64 {
	rank := len(s.Shape)
	axes := map[int]bool{}
	for _, a := range s.Axes {
		if a < 0 {
			a += int64(rank)
		}
		axes[int(a)] = true
	}
	if len(s.Axes) == 0 {
		for i := range rank {
			axes[i] = true
		}
	}
	strides := strides(s.Shape)
	var keptShape []int64
	for i, d := range s.Shape {
		if !axes[i] {
			keptShape = append(keptShape, d)
		}
	}
	nOut := prod(keptShape)
	groups := make([][]float64, nOut)
	coord := make([]int64, rank)
	for i := range x {
		rem := int64(i)
		for d := range rank {
			coord[d] = rem / strides[d]
			rem %= strides[d]
		}
		o, mul := int64(0), int64(1)
		for d := rank - 1; d >= 0; d-- {
			if !axes[d] {
				o += coord[d] * mul
				mul *= s.Shape[d]
			}
		}
		groups[o] = append(groups[o], x[i])
	}
	out := make([]float64, nOut)
	for o, g := range groups {
		var v float64
		switch s.Op {
		case "sum", "mean":
			for _, e := range g {
				v += e
			}
			if s.Op == "mean" {
				if isFloat(s.DType) {
					v /= float64(len(g))
				} else {
					v = math.Trunc(wrapInt(s.DType, v) / float64(len(g)))
				}
			}
		case "max":
			v = slices.Max(g)
		case "min":
			v = slices.Min(g)
		case "prod":
			v = 1
			for _, e := range g {
				v *= e
			}
		case "l1":
			for _, e := range g {
				v += math.Abs(e)
			}
		case "l2", "sumsquare":
			for _, e := range g {
				v += e * e
			}
			if s.Op == "l2" {
				v = math.Sqrt(v)
			}
		case "logsumexp":
			m := slices.Max(g)
			for _, e := range g {
				v += math.Exp(e - m)
			}
			v = m + math.Log(v)
		}
		if !isFloat(s.DType) {
			v = wrapInt(s.DType, v)
		}
		out[o] = v
	}
	return out
}

// Norm is the reference layer / RMS / group normalization.
func Norm(s kernels.NormSpec, x, scale, bias []float64) []float64 {
	rank := int64(len(s.Shape))
	var rows, cols int64
	switch s.Kind {
	case "group":
		rows = s.Shape[0] * s.Groups
		cols = s.Shape[1] / s.Groups * prod(s.Shape[2:])
	default:
		ax := s.Axis
		if ax < 0 {
			ax += rank
		}
		rows, cols = prod(s.Shape[:ax]), prod(s.Shape[ax:])
	}
	out := make([]float64, len(x))
	for r := int64(0); r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		mean := 0.0
		if s.Kind != "rms" {
			for _, v := range row {
				mean += v
			}
			mean /= float64(cols)
		}
		variance := 0.0
		for _, v := range row {
			variance += (v - mean) * (v - mean)
		}
		variance /= float64(cols)
		inv := 1 / math.Sqrt(variance+s.Epsilon)
		for c, v := range row {
			p := int64(c)
			if s.Kind == "group" {
				p = (r%s.Groups)*(s.Shape[1]/s.Groups) + int64(c)/prod(s.Shape[2:])
			}
			y := (v - mean) * inv
			if s.Scale {
				y *= scale[p]
			}
			if s.Bias {
				y += bias[p]
			}
			out[r*cols+int64(c)] = y
		}
	}
	return out
}

// Pointwise evaluates the expression for every output element.
func Pointwise(s kernels.PointwiseSpec, inputs [][]float64) ([]float64, error) {
	n := prod(s.OutShape)
	out := make([]float64, n)
	outStrides := strides(s.OutShape)
	idx := make([]func(coord []int64) int64, len(s.Inputs))
	for j, in := range s.Inputs {
		st, off := in.Strides, in.Offset
		if st == nil {
			st = make([]int64, len(s.OutShape))
			cs := strides(in.Shape)
			lead := len(s.OutShape) - len(in.Shape)
			for d, dim := range in.Shape {
				if dim != 1 {
					st[lead+d] = cs[d]
				}
			}
		}
		idx[j] = func(coord []int64) int64 {
			o := off
			for d, c := range coord {
				o += c * st[d]
			}
			return o
		}
	}
	coord := make([]int64, len(s.OutShape))
	for i := range n {
		rem := i
		for d := range coord {
			coord[d] = rem / outStrides[d]
			rem %= outStrides[d]
		}
		ev := &evaluator{inputs: inputs, spec: s, coord: coord, idx: idx, memo: map[*kernels.Expr]float64{}}
		v, _, err := ev.eval(s.Expr)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// evaluator computes one element of a pointwise expression.
type evaluator struct {
	inputs [][]float64
	spec   kernels.PointwiseSpec
	coord  []int64
	idx    []func([]int64) int64
	memo   map[*kernels.Expr]float64
}

// eval returns the node's value and dtype.
func (ev *evaluator) eval(e *kernels.Expr) (float64, string, error) {
	args := make([]float64, len(e.Args))
	types := make([]string, len(e.Args))
	for i, a := range e.Args {
		v, t, err := ev.eval(a)
		if err != nil {
			return 0, "", err
		}
		args[i], types[i] = v, t
	}
	var x, y float64
	var t string
	if len(args) > 0 {
		x, t = args[0], types[0]
	}
	if len(args) > 1 {
		y = args[1]
	}
	b2f := func(c bool) float64 {
		if c {
			return 1
		}
		return 0
	}
	fl := isFloat(t)
	intRes := func(v float64) (float64, string, error) { return wrapInt(t, v), t, nil }
	res := func(v float64) (float64, string, error) {
		if !fl && t != "bool" {
			return intRes(v)
		}
		return v, t, nil
	}
	boolRes := func(c bool) (float64, string, error) { return b2f(c), "bool", nil }
	sig := func(v float64) float64 { return 1 / (1 + math.Exp(-v)) }
	softplus := func(v float64) float64 { return math.Max(v, 0) + math.Log1p(math.Exp(-math.Abs(v))) }
	switch e.Op {
	case "input":
		in := ev.spec.Inputs[e.Input]
		return ev.inputs[e.Input][ev.idx[e.Input](ev.coord)], in.DType, nil
	case "const":
		v := e.Value
		if !isFloat(e.DType) && e.DType != "bool" {
			v = wrapInt(e.DType, math.Trunc(v))
		}
		if e.DType == "bool" {
			v = b2f(v != 0)
		}
		return v, e.DType, nil
	case "cast":
		to := e.DType
		switch {
		case to == "bool":
			return b2f(x != 0 || math.IsNaN(x)), to, nil
		case isFloat(to):
			return x, to, nil
		default:
			return wrapInt(to, math.Trunc(x)), to, nil
		}
	case "identity":
		return x, t, nil
	case "neg":
		return res(-x)
	case "abs":
		return res(math.Abs(x))
	case "relu":
		if x < 0 {
			return res(0)
		}
		return res(x)
	case "sign":
		switch {
		case x > 0:
			return res(1)
		case x < 0:
			return res(-1)
		}
		return res(x)
	case "exp":
		return res(math.Exp(x))
	case "log":
		return res(math.Log(x))
	case "sqrt":
		return res(math.Sqrt(x))
	case "rsqrt":
		return res(1 / math.Sqrt(x))
	case "reciprocal":
		return res(1 / x)
	case "sigmoid":
		return res(sig(x))
	case "tanh":
		return res(math.Tanh(x))
	case "erf":
		return res(math.Erf(x))
	case "sin":
		return res(math.Sin(x))
	case "cos":
		return res(math.Cos(x))
	case "tan":
		return res(math.Tan(x))
	case "asin":
		return res(math.Asin(x))
	case "acos":
		return res(math.Acos(x))
	case "atan":
		return res(math.Atan(x))
	case "sinh":
		return res(math.Sinh(x))
	case "cosh":
		return res(math.Cosh(x))
	case "asinh":
		return res(math.Asinh(x))
	case "acosh":
		return res(math.Acosh(x))
	case "atanh":
		return res(math.Atanh(x))
	case "floor":
		return res(math.Floor(x))
	case "ceil":
		return res(math.Ceil(x))
	case "round":
		return res(math.RoundToEven(x))
	case "softplus":
		return res(softplus(x))
	case "softsign":
		return res(x / (1 + math.Abs(x)))
	case "gelu":
		return res(0.5 * x * (1 + math.Erf(x/math.Sqrt2)))
	case "gelu_tanh":
		return res(0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(x+0.044715*x*x*x))))
	case "silu":
		return res(x * sig(x))
	case "mish":
		return res(x * math.Tanh(softplus(x)))
	case "hardsigmoid":
		return res(math.Min(math.Max(e.Alpha*x+e.Beta, 0), 1))
	case "hardswish":
		return res(x * math.Min(math.Max(x/6+0.5, 0), 1))
	case "leakyrelu":
		if x < 0 {
			return res(e.Alpha * x)
		}
		return res(x)
	case "elu":
		if x < 0 {
			return res(e.Alpha * math.Expm1(x))
		}
		return res(x)
	case "selu":
		if x <= 0 {
			return res(e.Beta * e.Alpha * math.Expm1(x))
		}
		return res(e.Beta * x)
	case "celu":
		return res(math.Max(x, 0) + math.Min(0, e.Alpha*math.Expm1(x/e.Alpha)))
	case "thresholdedrelu":
		if x > e.Alpha {
			return res(x)
		}
		return res(0)
	case "isnan":
		return boolRes(math.IsNaN(x))
	case "isinf":
		return boolRes(math.IsInf(x, 0))
	case "isposinf":
		return boolRes(math.IsInf(x, 1))
	case "isneginf":
		return boolRes(math.IsInf(x, -1))
	case "not":
		return boolRes(x == 0)
	case "add":
		return res(x + y)
	case "sub":
		return res(x - y)
	case "mul":
		return res(x * y)
	case "div":
		if fl {
			return res(x / y)
		}
		return res(math.Trunc(x / y))
	case "max":
		return res(math.Max(x, y))
	case "min":
		return res(math.Min(x, y))
	case "fmod":
		return res(math.Mod(x, y))
	case "mod":
		r := math.Mod(x, y)
		if r != 0 && (r < 0) != (y < 0) {
			r += y
		}
		return res(r)
	case "pow":
		return res(math.Pow(x, y))
	case "bitand", "bitor", "bitxor", "shl", "shr":
		a, c := uint64(int64(x)), uint64(int64(y))
		var r uint64
		switch e.Op {
		case "bitand":
			r = a & c
		case "bitor":
			r = a | c
		case "bitxor":
			r = a ^ c
		case "shl":
			r = a << c
		case "shr":
			r = wrapUnsigned(t, a) >> c
		}
		return intRes(float64(int64(r)))
	case "eq":
		return boolRes(x == y)
	case "ne":
		return boolRes(x != y)
	case "lt":
		return boolRes(x < y)
	case "le":
		return boolRes(x <= y)
	case "gt":
		return boolRes(x > y)
	case "ge":
		return boolRes(x >= y)
	case "and":
		return boolRes(x != 0 && y != 0)
	case "or":
		return boolRes(x != 0 || y != 0)
	case "xor":
		return boolRes((x != 0) != (y != 0))
	case "where":
		if x != 0 {
			return args[1], types[1], nil
		}
		return args[2], types[2], nil
	case "clip":
		return res(math.Min(math.Max(x, y), args[2]))
	}
	return 0, "", fmt.Errorf("reference: unknown op %q", e.Op)
}

// wrapUnsigned reinterprets a two's-complement value as the unsigned bits of
// the dtype's width (logical right shifts see these).
func wrapUnsigned(dtype string, u uint64) uint64 {
	switch Size(dtype) {
	case 1:
		return u & 0xff
	case 2:
		return u & 0xffff
	case 4:
		return u & 0xffffffff
	}
	return u
}

// Gather is the reference Gather / GatherElements (out-of-range indices give
// 0) with the status word the kernel ends with.
func Gather(s kernels.GatherSpec, data, indices []float64) (y, status []float64) {
	ax := s.Axis
	if ax < 0 {
		ax += int64(len(s.DataShape))
	}
	dim := s.DataShape[ax]
	bad := false
	fix := func(i float64) (int64, bool) {
		j := int64(i)
		if j < 0 {
			j += dim
		}
		ok := j >= 0 && j < dim
		bad = bad || !ok
		return j, ok
	}
	if s.Elements {
		out := make([]float64, len(indices))
		ist, dst := strides(s.IndicesShape), strides(s.DataShape)
		for i := range indices {
			j, ok := fix(indices[i])
			if !ok {
				continue
			}
			src, rem := int64(0), int64(i)
			for d := range s.IndicesShape {
				c := rem / ist[d]
				rem %= ist[d]
				if int64(d) == ax {
					c = j
				}
				src += c * dst[d]
			}
			out[i] = data[src]
		}
		return out, Status(bad)
	}
	outer, inner := prod(s.DataShape[:ax]), prod(s.DataShape[ax+1:])
	ni := int64(len(indices))
	out := make([]float64, outer*ni*inner)
	for o := range outer {
		for p := range ni {
			j, ok := fix(indices[p])
			for in := range inner {
				if ok {
					out[(o*ni+p)*inner+in] = data[(o*dim+j)*inner+in]
				}
			}
		}
	}
	for _, i := range indices { // also when the output is empty
		fix(i)
	}
	return out, Status(bad)
}

// Status is the status word a kernel that indexes with data ends with: set
// when an index was out of range.
func Status(bad bool) []float64 {
	if bad {
		return []float64{kernels.StatusIndexOutOfRange}
	}
	return []float64{0}
}

// Concat is the reference concatenation.
func Concat(s kernels.ConcatSpec, inputs [][]float64) []float64 {
	ax := s.Axis
	if ax < 0 {
		ax += int64(len(s.Shapes[0]))
	}
	outer := prod(s.Shapes[0][:ax])
	inner := prod(s.Shapes[0][ax+1:])
	var out []float64
	for o := range outer {
		for i, sh := range s.Shapes {
			chunk := sh[ax] * inner
			out = append(out, inputs[i][o*chunk:(o+1)*chunk]...)
		}
	}
	return out
}

func prod(s []int64) int64 {
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	return n
}

func strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}
