package ref

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// onnxString is ONNX's STRING element type code (Cast's "to"). It is kept
// out of onnxDType, whose other callers (RandomNormal's dtype, EyeLike's,
// ...) make numeric tensors only.
const onnxString = 8

// castDType is the target type of a Cast "to" code: onnxDType's, or a
// string.
func castDType(code int64) (graph.DType, error) {
	if code == onnxString {
		return graph.String, nil
	}
	return onnxDType(code)
}

// castString is Cast to or from strings (x or dt is graph.String; both
// copies the strings). Numbers become what ONNX Runtime's Cast writes
// (onnxruntime/core/providers/cpu/tensor/cast_op.cc, CastToString): a
// float of any width C's "%.8g" of its value as a double ("0.5", "100",
// "1e-07", "1e+20", "-0", "3.4028235e+38"), NaN "NaN", infinities "INF"
// and "-INF"; an integer its decimal digits, a bool "1" or "0". ONNX
// leaves the form to the runtime, and its node suite (1.23.1) has no cast
// to STRING test: the reference follows the runtime models are checked
// against. Eight digits do not always read back to the same float32 (nine
// would). Strings read back as
// ONNX says: plain or scientific decimals, "INF", "+INF", "-INF" and "NaN"
// in any case; a decimal cast to an integer type truncates ("100.5" is
// 100); anything else is an error naming the string.
func castString(x *graph.Tensor, dt graph.DType) (*graph.Tensor, error) {
	out, err := alloc(dt, x.Shape)
	if err != nil {
		return nil, err
	}
	if dt == graph.String && x.DType == graph.String {
		copy(out.Strings, x.Strings)
		return out, nil
	}
	if dt == graph.String {
		for i := range out.Strings {
			out.Strings[i] = formatElement(x, i)
		}
		return out, nil
	}
	for i, s := range x.Strings {
		f, err := parseNumber(s)
		if err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
		switch {
		case dt.IsFloat():
			out.SetFloat64(i, f)
		case dt == graph.Bool:
			out.SetFloat64(i, b2f(f != 0))
		default:
			if v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64); err == nil {
				out.SetInt64(i, v) // exact beyond 2^53
				continue
			}
			if dt == graph.Uint64 {
				if v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64); err == nil {
					out.SetInt64(i, int64(v))
					continue
				}
			}
			out.SetInt64(i, graph.FloatToInt64(f))
		}
	}
	return out, nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// formatElement is element i of numeric tensor x as a string.
func formatElement(x *graph.Tensor, i int) string {
	switch {
	case x.DType == graph.Bool:
		if x.Data[i] != 0 {
			return "1"
		}
		return "0"
	case x.DType == graph.Uint64:
		return strconv.FormatUint(uint64(x.Int64(i)), 10)
	case !x.DType.IsFloat():
		return strconv.FormatInt(x.Int64(i), 10)
	}
	v := x.Float64(i)
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "INF"
	case math.IsInf(v, -1):
		return "-INF"
	}
	return formatG(v, 8)
}

// formatG is C's printf("%.*g", p, v) for finite v: p significant digits,
// correctly rounded (ties to even, as glibc and strconv both round the
// exact binary value); scientific ("d.ddde±XX", at least two exponent
// digits) when the rounded decimal exponent X is below -4 or at least p,
// else positional with p-1-X decimals; trailing zeros and a bare point
// removed.
func formatG(v float64, p int) string {
	e := strconv.FormatFloat(v, 'e', p-1, 64) // [-]d.ddde±XX, rounded
	mant, exp, _ := strings.Cut(e, "e")
	x, _ := strconv.Atoi(exp)
	if x < -4 || x >= p {
		sign := "+"
		if x < 0 {
			sign, x = "-", -x
		}
		return fmt.Sprintf("%se%s%02d", trimFraction(mant), sign, x)
	}
	return trimFraction(strconv.FormatFloat(v, 'f', p-1-x, 64))
}

// trimFraction drops a decimal's trailing fractional zeros and a point
// left bare ("%g" without '#').
func trimFraction(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// parseNumber reads a string as ONNX's Cast does.
func parseNumber(s string) (float64, error) {
	t := strings.TrimSpace(s)
	switch strings.ToUpper(t) {
	case "INF", "+INF":
		return math.Inf(1), nil
	case "-INF":
		return math.Inf(-1), nil
	case "NAN", "+NAN", "-NAN":
		return math.NaN(), nil
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil {
		if e, ok := err.(*strconv.NumError); ok && e.Err == strconv.ErrRange {
			return f, nil // ±Inf or 0, as strtod gives
		}
		return 0, fmt.Errorf("string %q is not a number", s)
	}
	return f, nil
}
