package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// bcastIndex maps every element of shape out (row-major) to the flat index
// of the element of a tensor of shape in that numpy broadcasting reads.
func bcastIndex(in, out graph.Shape) []int {
	n := int(out.Size())
	idx := make([]int, max(n, 0))
	if n <= 0 {
		return idx
	}
	if in.Equal(out) {
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	rank := len(out)
	off := rank - len(in)
	// Stride of each output dim in the input (0 where broadcast).
	st := make([]int, rank)
	acc := 1
	for i := len(in) - 1; i >= 0; i-- {
		if in[i] != 1 {
			st[off+i] = acc
		}
		acc *= int(in[i])
	}
	ctr := make([]int64, rank)
	cur := 0
	for k := 0; k < n; k++ {
		idx[k] = cur
		for d := rank - 1; d >= 0; d-- {
			ctr[d]++
			cur += st[d]
			if ctr[d] < out[d] {
				break
			}
			cur -= st[d] * int(out[d])
			ctr[d] = 0
		}
	}
	return idx
}

// typeClass restricts the input types an elementwise op accepts.
type typeClass uint8

const (
	floats typeClass = 1 << iota
	signedInts
	unsignedInts
	bools
	numeric  = floats | signedInts | unsignedInts
	integers = signedInts | unsignedInts
	anyType  = numeric | bools
)

func (tc typeClass) allows(dt graph.DType) bool {
	switch {
	case dt.IsFloat():
		return tc&floats != 0
	case dt.IsUnsigned():
		return tc&unsignedInts != 0
	case dt.IsInt():
		return tc&signedInts != 0
	case dt == graph.Bool:
		return tc&bools != 0
	}
	return false
}

// checkType returns an error naming the input when its type is not allowed.
func checkType(a args, i int, tc typeClass) error {
	if !tc.allows(a.dtype(i)) {
		return fmt.Errorf("input %d has type %v, which the op does not take", i, a.dtype(i))
	}
	return nil
}

// unary defines an elementwise op with one input: float types use ff,
// signed integers fi, unsigned integers fu, bool fb (a nil function means the
// type is refused). outDT, when set, fixes the output type (e.g. IsNaN).
type unary struct {
	ff    func(x float64, n *graph.Node) float64
	fi    func(x int64) int64
	fu    func(x uint64) uint64
	fb    func(x bool) bool
	outDT graph.DType
}

func (u unary) class() typeClass {
	var tc typeClass
	if u.ff != nil {
		tc |= floats
	}
	if u.fi != nil {
		tc |= signedInts
	}
	if u.fu != nil {
		tc |= unsignedInts
	}
	if u.fb != nil {
		tc |= bools
	}
	return tc
}

func (u unary) def() opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			if err := checkType(a, 0, u.class()); err != nil {
				return nil, err
			}
			dt := a.dtype(0)
			if u.outDT != graph.Undefined {
				dt = u.outDT
			}
			return one(dt, a.shape(0))
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			out, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			n := c.n
			switch {
			case x.DType.IsFloat():
				if x.DType == graph.Float32 && out.DType == graph.Float32 {
					xs := x.Float32s()
					for i, v := range xs {
						xs[i] = float32(u.ff(float64(v), n))
					}
					putFloat32s(out, xs)
					break
				}
				for i := 0; i < x.Len(); i++ {
					out.SetFloat64(i, u.ff(x.Float64(i), n))
				}
			case x.DType == graph.Bool:
				for i := 0; i < x.Len(); i++ {
					out.SetInt64(i, b2i(u.fb(x.Data[i] != 0)))
				}
			case x.DType.IsUnsigned():
				for i := 0; i < x.Len(); i++ {
					out.SetInt64(i, int64(u.fu(uint64(x.Int64(i)))))
				}
			default:
				for i := 0; i < x.Len(); i++ {
					out.SetInt64(i, u.fi(x.Int64(i)))
				}
			}
			c.set(0, out)
			return nil
		},
	}
}

func putFloat32s(t *graph.Tensor, v []float32) {
	for i, f := range v {
		b := math.Float32bits(f)
		t.Data[4*i], t.Data[4*i+1], t.Data[4*i+2], t.Data[4*i+3] = byte(b), byte(b>>8), byte(b>>16), byte(b>>24)
	}
}

// fl adapts a plain float function.
func fl(f func(float64) float64) func(float64, *graph.Node) float64 {
	return func(x float64, _ *graph.Node) float64 { return f(x) }
}

func floatUnary(f func(float64) float64) opDef { return unary{ff: fl(f)}.def() }

// floatUnaryN is a float op that reads attributes.
func floatUnaryN(f func(x float64, n *graph.Node) float64) opDef { return unary{ff: f}.def() }

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func sigmoid(x float64) float64 {
	if x >= 0 {
		return 1 / (1 + math.Exp(-x))
	}
	e := math.Exp(x)
	return e / (1 + e)
}

func sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return x // keeps 0 and NaN
}

func absI(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func signI(x int64) int64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// binary defines a broadcasting op with two inputs of the same type class.
// Kernels: ff for floats, fi for signed integers (and unsigned, when fu is
// nil, on their bit patterns), fu for unsigned, fb for bools. cmp ops set
// outBool.
type binary struct {
	ff      func(a, b float64, n *graph.Node) float64
	fi      func(a, b int64, n *graph.Node) (int64, error)
	fu      func(a, b uint64, n *graph.Node) (uint64, error)
	fb      func(a, b bool) bool
	outBool bool
	// mixed allows the two inputs to differ in type (Pow); the output has
	// the first input's type and the arithmetic is done in float64 unless
	// both are integers.
	mixed bool
}

func (b binary) class() typeClass {
	var tc typeClass
	if b.ff != nil {
		tc |= floats
	}
	if b.fi != nil {
		tc |= signedInts | unsignedInts
	}
	if b.fb != nil {
		tc |= bools
	}
	return tc
}

func (b binary) def() opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 2); err != nil {
				return nil, err
			}
			for i := 0; i < 2; i++ {
				if err := checkType(a, i, b.class()); err != nil {
					return nil, err
				}
			}
			if !b.mixed && a.dtype(0) != a.dtype(1) {
				return nil, fmt.Errorf("input types differ: %v and %v", a.dtype(0), a.dtype(1))
			}
			s, err := graph.BroadcastShapes(a.shape(0), a.shape(1))
			if err != nil {
				return nil, err
			}
			dt := a.dtype(0)
			if b.outBool {
				dt = graph.Bool
			}
			return one(dt, s)
		},
		eval: func(c *evalCtx, outs []outType) error {
			x, y := c.in[0], c.in[1]
			out, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			ix, iy := bcastIndex(x.Shape, out.Shape), bcastIndex(y.Shape, out.Shape)
			n := c.n
			intsBoth := !x.DType.IsFloat() && !y.DType.IsFloat()
			switch {
			case x.DType == graph.Bool && y.DType == graph.Bool && b.fb != nil:
				for k := range ix {
					out.SetInt64(k, b2i(b.fb(x.Data[ix[k]] != 0, y.Data[iy[k]] != 0)))
				}
			case !intsBoth:
				xv, yv := x.Float64s(), y.Float64s()
				for k := range ix {
					r := b.ff(xv[ix[k]], yv[iy[k]], n)
					if b.outBool || out.DType.IsFloat() {
						out.SetFloat64(k, r)
					} else {
						out.SetInt64(k, graph.FloatToInt64(r))
					}
				}
			case x.DType.IsUnsigned() && b.fu != nil:
				xv, yv := x.Int64s(), y.Int64s()
				for k := range ix {
					r, err := b.fu(uint64(xv[ix[k]]), uint64(yv[iy[k]]), n)
					if err != nil {
						return err
					}
					out.SetInt64(k, int64(r))
				}
			default:
				xv, yv := x.Int64s(), y.Int64s()
				for k := range ix {
					r, err := b.fi(xv[ix[k]], yv[iy[k]], n)
					if err != nil {
						return err
					}
					out.SetInt64(k, r)
				}
			}
			c.set(0, out)
			return nil
		},
	}
}

// arith builds a numeric binary op from float, signed and unsigned kernels.
func arith(ff func(a, b float64) float64, fi func(a, b int64) int64, fu func(a, b uint64) uint64) opDef {
	bd := binary{
		ff: func(a, b float64, _ *graph.Node) float64 { return ff(a, b) },
		fi: func(a, b int64, _ *graph.Node) (int64, error) { return fi(a, b), nil },
	}
	if fu != nil {
		bd.fu = func(a, b uint64, _ *graph.Node) (uint64, error) { return fu(a, b), nil }
	}
	return bd.def()
}

// compare builds a comparison op (bool output) for numeric types, and bool
// when fb is given.
func compare(ff func(a, b float64) bool, fi func(a, b int64) bool, fu func(a, b uint64) bool, fb func(a, b bool) bool) opDef {
	return binary{
		ff: func(a, b float64, _ *graph.Node) float64 { return float64(b2i(ff(a, b))) },
		fi: func(a, b int64, _ *graph.Node) (int64, error) { return b2i(fi(a, b)), nil },
		fu: func(a, b uint64, _ *graph.Node) (uint64, error) { return uint64(b2i(fu(a, b))), nil },
		fb: fb, outBool: true,
	}.def()
}

func logical(f func(a, b bool) bool) opDef { return binary{fb: f, outBool: true}.def() }

var errDivZero = fmt.Errorf("integer division by zero")

func divI(a, b int64) (int64, error) {
	if b == 0 {
		return 0, errDivZero
	}
	if b == -1 {
		return -a, nil // avoids the MinInt64 / -1 trap; wraps like C
	}
	return a / b, nil
}

// modOp is Mod: fmod=1 gives C fmod (sign of the dividend); fmod=0 gives
// Python's % (sign of the divisor), for integers only.
var modOp = binary{
	ff: func(a, b float64, n *graph.Node) float64 {
		r := math.Mod(a, b)
		if !opattr.DecodeMod(n).Fmod && r != 0 && (r < 0) != (b < 0) {
			r += b
		}
		return r
	},
	fi: func(a, b int64, n *graph.Node) (int64, error) {
		if b == 0 {
			return 0, errDivZero
		}
		if b == -1 {
			return 0, nil
		}
		r := a % b
		if !opattr.DecodeMod(n).Fmod && r != 0 && (r < 0) != (b < 0) {
			r += b
		}
		return r, nil
	},
	fu: func(a, b uint64, _ *graph.Node) (uint64, error) {
		if b == 0 {
			return 0, errDivZero
		}
		return a % b, nil
	},
}.def()

// powOp is Pow: the output has the base's type; an integer base with an
// integer exponent uses exact integer powers.
var powOp = binary{
	ff: func(a, b float64, _ *graph.Node) float64 { return math.Pow(a, b) },
	fi: func(a, b int64, _ *graph.Node) (int64, error) {
		if b < 0 {
			if a == 1 {
				return 1, nil
			}
			if a == -1 {
				return 1 - 2*(b&1)*1, nil
			}
			return 0, nil
		}
		r := int64(1)
		for ; b > 0; b >>= 1 {
			if b&1 == 1 {
				r *= a
			}
			a *= a
		}
		return r, nil
	},
	mixed: true,
}.def()

var bitShiftOp = binary{
	fi: func(a, b int64, n *graph.Node) (int64, error) {
		if n.Str("direction", "") == "RIGHT" {
			if uint64(b) >= 64 {
				return 0, nil
			}
			return int64(uint64(a) >> uint64(b)), nil
		}
		if uint64(b) >= 64 {
			return 0, nil
		}
		return a << uint64(b), nil
	},
}.def()

// bitShift must not see sign-extended narrow values shifting in ones; the
// op is only defined for unsigned types, whose Int64 is zero-extended.

// variadic defines Max, Min, Sum, Mean: numpy broadcasting over any number
// of inputs of one type.
func variadic(ff func(acc, x float64) float64, fi func(acc, x int64) int64, fu func(acc, x uint64) uint64, mean bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			n := a.count()
			if n == 0 {
				return nil, fmt.Errorf("needs at least one input")
			}
			shapes := make([]graph.Shape, n)
			for i := 0; i < n; i++ {
				if !a.has(i) {
					return nil, fmt.Errorf("input %d is missing", i)
				}
				if a.dtype(i) != a.dtype(0) {
					return nil, fmt.Errorf("input types differ: %v and %v", a.dtype(0), a.dtype(i))
				}
				shapes[i] = a.shape(i)
			}
			tc := floats
			if fi != nil {
				tc = numeric
			}
			if err := checkType(a, 0, tc); err != nil {
				return nil, err
			}
			s, err := graph.BroadcastShapes(shapes...)
			if err != nil {
				return nil, err
			}
			return one(a.dtype(0), s)
		},
		eval: func(c *evalCtx, outs []outType) error {
			out, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			size := int(out.Shape.Size())
			dt := out.DType
			switch {
			case dt.IsFloat():
				acc := make([]float64, size)
				for i, x := range c.in {
					idx, xv := bcastIndex(x.Shape, out.Shape), x.Float64s()
					for k := range acc {
						if i == 0 {
							acc[k] = xv[idx[k]]
						} else {
							acc[k] = ff(acc[k], xv[idx[k]])
						}
					}
				}
				for k, v := range acc {
					if mean {
						v /= float64(len(c.in))
					}
					out.SetFloat64(k, v)
				}
			default:
				acc := make([]int64, size)
				for i, x := range c.in {
					idx, xv := bcastIndex(x.Shape, out.Shape), x.Int64s()
					for k := range acc {
						switch {
						case i == 0:
							acc[k] = xv[idx[k]]
						case dt.IsUnsigned() && fu != nil:
							acc[k] = int64(fu(uint64(acc[k]), uint64(xv[idx[k]])))
						default:
							acc[k] = fi(acc[k], xv[idx[k]])
						}
					}
				}
				for k, v := range acc {
					if mean {
						v /= int64(len(c.in))
					}
					out.SetInt64(k, v)
				}
			}
			c.set(0, out)
			return nil
		},
	}
}

// fmax and fmin propagate NaN as numpy's maximum/minimum do.
func fmax(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.NaN()
	}
	return math.Max(a, b)
}

func fmin(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.NaN()
	}
	return math.Min(a, b)
}

// whereOp selects x where cond, else y, broadcasting all three.
var whereOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		if a.dtype(0) != graph.Bool {
			return nil, fmt.Errorf("condition has type %v, want bool", a.dtype(0))
		}
		if a.dtype(1) != a.dtype(2) {
			return nil, fmt.Errorf("X and Y types differ: %v and %v", a.dtype(1), a.dtype(2))
		}
		s, err := graph.BroadcastShapes(a.shape(0), a.shape(1), a.shape(2))
		if err != nil {
			return nil, err
		}
		return one(a.dtype(1), s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		cond, x, y := c.in[0], c.in[1], c.in[2]
		ic, ix, iy := bcastIndex(cond.Shape, out.Shape), bcastIndex(x.Shape, out.Shape), bcastIndex(y.Shape, out.Shape)
		es := out.DType.Size()
		for k := range ic {
			src, j := y, iy[k]
			if cond.Data[ic[k]] != 0 {
				src, j = x, ix[k]
			}
			copy(out.Data[k*es:(k+1)*es], src.Data[j*es:(j+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// preluOp is PRelu: slope broadcasts (unidirectionally) to X.
var preluOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, numeric); err != nil {
			return nil, err
		}
		s, err := graph.BroadcastShapes(a.shape(0), a.shape(1))
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		x, sl := c.in[0], c.in[1]
		ix, is := bcastIndex(x.Shape, out.Shape), bcastIndex(sl.Shape, out.Shape)
		xv, sv := x.Float64s(), sl.Float64s()
		for k := range ix {
			v := xv[ix[k]]
			if v < 0 {
				v *= sv[is[k]]
			}
			out.SetFloat64(k, v)
		}
		c.set(0, out)
		return nil
	},
}

// clipOp is Clip: bounds are attributes before opset 11 and optional
// scalar inputs from 11 on.
var clipOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, numeric); err != nil {
			return nil, err
		}
		for i := 1; i <= 2; i++ {
			if a.has(i) && a.dtype(i) != a.dtype(0) {
				return nil, fmt.Errorf("bound %d has type %v, input is %v", i, a.dtype(i), a.dtype(0))
			}
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		if x.DType.IsFloat() {
			lo, hi := math.Inf(-1), math.Inf(1)
			if c.op < 11 {
				lo = float64(c.n.Float("min", float32(math.Inf(-1))))
				hi = float64(c.n.Float("max", float32(math.Inf(1))))
			}
			if t := c.input(1); t != nil && t.Len() > 0 {
				lo = t.Float64(0)
			}
			if t := c.input(2); t != nil && t.Len() > 0 {
				hi = t.Float64(0)
			}
			for i := 0; i < x.Len(); i++ {
				v := x.Float64(i)
				if v < lo {
					v = lo
				}
				if v > hi {
					v = hi
				}
				out.SetFloat64(i, v)
			}
		} else {
			unsigned := x.DType.IsUnsigned()
			var lo, hi int64
			var hasLo, hasHi bool
			if t := c.input(1); t != nil && t.Len() > 0 {
				lo, hasLo = t.Int64(0), true
			}
			if t := c.input(2); t != nil && t.Len() > 0 {
				hi, hasHi = t.Int64(0), true
			}
			for i := 0; i < x.Len(); i++ {
				v := x.Int64(i)
				if hasLo && (unsigned && uint64(v) < uint64(lo) || !unsigned && v < lo) {
					v = lo
				}
				if hasHi && (unsigned && uint64(v) > uint64(hi) || !unsigned && v > hi) {
					v = hi
				}
				out.SetInt64(i, v)
			}
		}
		c.set(0, out)
		return nil
	},
}

// castTo converts x to dtype dt with numpy astype semantics: float to
// integer truncates, integers wrap, anything to bool is != 0.
func castTo(x *graph.Tensor, dt graph.DType) (*graph.Tensor, error) {
	out, err := alloc(dt, x.Shape)
	if err != nil {
		return nil, err
	}
	switch {
	case x.DType == dt:
		copy(out.Data, x.Data)
	case x.DType.IsFloat():
		for i := 0; i < x.Len(); i++ {
			v := x.Float64(i)
			if dt.IsFloat() || dt == graph.Bool || dt == graph.Uint64 {
				out.SetFloat64(i, v)
			} else {
				out.SetInt64(i, graph.FloatToInt64(v))
			}
		}
	case x.DType == graph.Uint64 && dt.IsFloat():
		for i := 0; i < x.Len(); i++ {
			out.SetFloat64(i, float64(uint64(x.Int64(i))))
		}
	default:
		for i := 0; i < x.Len(); i++ {
			out.SetInt64(i, x.Int64(i))
		}
	}
	return out, nil
}

// castOp is Cast (the target type in attribute "to") and CastLike (the
// target type of input 1).
func castOp(like bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			if like {
				if err := need(a, 2); err != nil {
					return nil, err
				}
				return one(a.dtype(1), a.shape(0))
			}
			dt, err := castDType(a.node().Int("to", 0))
			if err != nil {
				return nil, err
			}
			return one(dt, a.shape(0))
		},
		eval: func(c *evalCtx, outs []outType) error {
			cast := castTo
			if c.in[0].DType == graph.String || outs[0].dt == graph.String {
				cast = castString
			}
			out, err := cast(c.in[0], outs[0].dt)
			if err != nil {
				return err
			}
			c.set(0, out)
			return nil
		},
		strings: true,
	}
}

// onnxDType maps the ONNX TensorProto.DataType code in a "to" or "dtype"
// attribute to a graph dtype (the graph package does not know ONNX codes).
func onnxDType(code int64) (graph.DType, error) {
	switch code {
	case 1:
		return graph.Float32, nil
	case 2:
		return graph.Uint8, nil
	case 3:
		return graph.Int8, nil
	case 4:
		return graph.Uint16, nil
	case 5:
		return graph.Int16, nil
	case 6:
		return graph.Int32, nil
	case 7:
		return graph.Int64, nil
	case 9:
		return graph.Bool, nil
	case 10:
		return graph.Float16, nil
	case 11:
		return graph.Float64, nil
	case 12:
		return graph.Uint32, nil
	case 13:
		return graph.Uint64, nil
	case 16:
		return graph.BFloat16, nil
	}
	return graph.Undefined, &UnsupportedError{Msg: fmt.Sprintf("element type %d is not supported", code)}
}
