package kernels

import (
	"fmt"

	"github.com/mgxport/mgxport/spirv"
)

// NormSpec describes a normalization: LayerNormalization ("layer": over axes
// [Axis, rank)), RMSNormalization ("rms": the same axes, no mean), or
// GroupNormalization ("group": input [N, C, ...], C split into Groups groups;
// InstanceNormalization is Groups = C).
type NormSpec struct {
	// Symbol is the kernel's entry point name.
	Symbol string
	// Kind is "layer", "rms" or "group".
	Kind string
	// Shape is the input shape (row-major).
	Shape []int64
	// Axis is the first normalized axis for layer and rms (negative counts from the end).
	Axis int64
	// Groups is the number of channel groups for group.
	Groups int64
	// Epsilon is added to the variance (mean square for rms).
	Epsilon float64
	// DType is the element type of all arguments.
	DType string
	// Scale and Bias say whether the scale and bias arguments are present:
	// elementwise over the normalized axes for layer and rms, per channel ([C])
	// for group.
	Scale, Bias bool
	// Strategy is StrategyAuto or a Strategy* constant.
	Strategy string
	// Stats adds two outputs after y for the layer kind: each row's mean
	// and 1/sqrt(variance+epsilon), of StatsDType (default float32; ONNX
	// LayerNormalization's Mean and InvStdDev).
	Stats      bool
	StatsDType string
}

// Norm generates a normalization kernel with arguments (x, [scale], [bias], y).
// Statistics are exact two-pass ones (mean, then the mean of squared
// deviations) accumulated in float (float32 for float16).
func Norm(s NormSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("norm: %w", err)
	}
	n, err := product(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("norm %s: %w", s.Symbol, err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("norm %s: dtype %q: want a float type", s.Symbol, s.DType)
	}
	if s.Epsilon < 0 {
		return nil, fmt.Errorf("norm %s: negative epsilon %g", s.Symbol, s.Epsilon)
	}
	var rows, cols, paramElems, channels, spatial, groups int64
	switch s.Kind {
	case "layer", "rms":
		ax, err := normAxes([]int64{s.Axis}, len(s.Shape))
		if err != nil {
			return nil, fmt.Errorf("norm %s: %w", s.Symbol, err)
		}
		rows, _ = product(s.Shape[:ax[0]])
		cols, _ = product(s.Shape[ax[0]:])
		paramElems = cols
	case "group":
		if len(s.Shape) < 2 {
			return nil, fmt.Errorf("norm %s: group norm needs [N, C, ...], got %v", s.Symbol, s.Shape)
		}
		channels, groups = s.Shape[1], s.Groups
		if groups <= 0 || channels%groups != 0 {
			return nil, fmt.Errorf("norm %s: %d channels do not split into %d groups", s.Symbol, channels, groups)
		}
		spatial, _ = product(s.Shape[2:])
		rows = s.Shape[0] * groups
		cols = channels / groups * spatial
		paramElems = channels
	default:
		return nil, fmt.Errorf("norm %s: unknown kind %q", s.Symbol, s.Kind)
	}
	strategy, err := pickStrategy(s.Strategy, cols)
	if err != nil {
		return nil, fmt.Errorf("norm %s: %w", s.Symbol, err)
	}
	params := []param{{"x", d}}
	args := []Arg{{Name: "x", DType: s.DType, Elems: n}}
	if s.Scale {
		params = append(params, param{"scale", d})
		args = append(args, Arg{Name: "scale", DType: s.DType, Elems: paramElems})
	}
	if s.Bias {
		params = append(params, param{"bias", d})
		args = append(args, Arg{Name: "bias", DType: s.DType, Elems: paramElems})
	}
	params = append(params, param{"y", d})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: n, Write: true})
	var sd dtypeInfo
	if s.Stats {
		if s.Kind != "layer" {
			return nil, fmt.Errorf("norm %s: statistics outputs need the layer kind", s.Symbol)
		}
		if s.StatsDType == "" {
			s.StatsDType = "float32"
		}
		if sd, err = lookupDType(s.StatsDType); err != nil || !sd.float {
			return nil, fmt.Errorf("norm %s: statistics dtype %q: want a float type", s.Symbol, s.StatsDType)
		}
		params = append(params, param{"mean", sd}, param{"invstd", sd})
		args = append(args, Arg{Name: "mean", DType: s.StatsDType, Elems: rows, Write: true},
			Arg{Name: "invstd", DType: s.StatsDType, Elems: rows, Write: true})
	}
	k, p := newKernel(s.Symbol, params)
	yAt := len(p) - 1
	if s.Stats {
		yAt -= 2
	}
	x, y := p[0], p[yAt]
	f := k.f
	ct := k.ctype(d)
	sumR, _ := reducerFor("add", d)
	zero := k.b.ConstFloat(ct, 0)
	k.rows(strategy, rows, func(e rowEnv, row spirv.ID) {
		base := k.mul(row, k.c(cols))
		load := func(c spirv.ID) spirv.ID { return k.load(d, x, k.add(base, c)) }
		count := k.b.ConstFloat(ct, float64(cols))
		mean := zero
		if s.Kind != "rms" {
			sum := e.cols(cols, []spirv.ID{zero}, func(c spirv.ID, a []spirv.ID) []spirv.ID {
				return []spirv.ID{f.Bin(spirv.OpFAdd, a[0], load(c))}
			})[0]
			mean = f.Bin(spirv.OpFDiv, e.reduce(sumR, sum), count)
		}
		sq := e.cols(cols, []spirv.ID{zero}, func(c spirv.ID, a []spirv.ID) []spirv.ID {
			dv := f.Bin(spirv.OpFSub, load(c), mean)
			return []spirv.ID{f.Bin(spirv.OpFAdd, a[0], f.Bin(spirv.OpFMul, dv, dv))}
		})[0]
		variance := f.Bin(spirv.OpFDiv, e.reduce(sumR, sq), count)
		inv := f.Bin(spirv.OpFDiv, k.b.ConstFloat(ct, 1),
			f.Ext(spirv.CLSqrt, f.Bin(spirv.OpFAdd, variance, k.b.ConstFloat(ct, s.Epsilon))))
		var chanBase spirv.ID
		if s.Kind == "group" {
			chanBase = k.mul(k.umod(row, k.c(groups)), k.c(channels/groups))
		}
		e.cols(cols, nil, func(c spirv.ID, _ []spirv.ID) []spirv.ID {
			v := f.Bin(spirv.OpFMul, f.Bin(spirv.OpFSub, load(c), mean), inv)
			pi := c
			if s.Kind == "group" {
				pi = k.add(chanBase, k.udiv(c, k.c(spatial)))
			}
			if s.Scale {
				v = f.Bin(spirv.OpFMul, v, k.load(d, p[1], pi))
			}
			if s.Bias {
				v = f.Bin(spirv.OpFAdd, v, k.load(d, p[yAt-1], pi))
			}
			k.store(d, y, k.add(base, c), v)
			return nil
		})
		if s.Stats {
			f.If(f.Cmp(spirv.OpIEqual, e.lane, k.c(0)), func() {
				k.store(sd, p[yAt+1], row, castValue(k, d, sd, mean))
				k.store(sd, p[yAt+2], row, castValue(k, d, sd, inv))
			})
		}
	})
	return rowKernels(s.Symbol, k, strategy, rows, cols, args)
}
