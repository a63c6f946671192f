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
	// Tail, when set, is applied in the store (see Tail); not with Stats.
	Tail *Tail
}

// Norm generates a normalization kernel with arguments (x, [scale], [bias], y)
// (with a Tail: (x, [scale], [bias], [y], t)).
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
	tg, err := checkTail(s.Tail, d)
	if err != nil {
		return nil, fmt.Errorf("norm %s: %w", s.Symbol, err)
	}
	if tg != nil && s.Stats {
		return nil, fmt.Errorf("norm %s: a tail with statistics outputs", s.Symbol)
	}
	outParams, outArgs := tailArgs(tg, d, s.DType, n)
	params = append(params, outParams...)
	args = append(args, outArgs...)
	if s.Stats {
		if s.Kind != "layer" {
			return nil, fmt.Errorf("norm %s: statistics outputs need the layer kind", s.Symbol)
		}
		if s.StatsDType == "" {
			s.StatsDType = "float32"
		}
		sd, err := lookupDType(s.StatsDType)
		if err != nil || !sd.float {
			return nil, fmt.Errorf("norm %s: statistics dtype %q: want a float type", s.Symbol, s.StatsDType)
		}
		params = append(params, param{"mean", sd}, param{"invstd", sd})
		args = append(args, Arg{Name: "mean", DType: s.StatsDType, Elems: rows, Write: true},
			Arg{Name: "invstd", DType: s.StatsDType, Elems: rows, Write: true})
	}
	k, p := newKernel(s.Symbol, params)
	// The outputs follow x and the parameters: y or the tail's t (or
	// both), then the statistics.
	yAt := 1
	if s.Scale {
		yAt++
	}
	if s.Bias {
		yAt++
	}
	f := k.f
	k.rows(strategy, rows, func(e rowEnv, row spirv.ID) {
		if s.Kind == "group" || strategy != StrategySubgroup {
			normRow(k, s, d, e, row, cols, groups, channels, spatial, tg, p, yAt)
			return
		}
		// A subgroup of 32 lanes or more holds the row in registers
		// (the launches' wave32 and wave64); narrower ones (other
		// devices') take the strided loops.
		per := (cols + 31) / 32
		wide := k.ult(k.c(cols-1), k.mul(e.stride, k.c(per)))
		f.If(wide, func() { normRowInRegisters(k, s, d, e, row, cols, per, tg, p, yAt) })
		f.If(f.Op(spirv.OpLogicalNot, k.b.Bool(), wide), func() {
			normRow(k, s, d, e, row, cols, groups, channels, spatial, tg, p, yAt)
		})
	})
	return rowKernels(s.Symbol, k, strategy, rows, cols, args)
}

// normRow is one row of a norm by strided loops over the row in global
// memory: the mean, the variance, then the normalized stores (each loop
// reads the row again).
func normRow(k *kctx, s NormSpec, d dtypeInfo, e rowEnv, row spirv.ID, cols, groups, channels, spatial int64, tg *tailGen, p []spirv.ID, yAt int) {
	f := k.f
	ct := k.ctype(d)
	sumR, _ := reducerFor("add", d)
	zero := k.b.ConstFloat(ct, 0)
	x, y, t := p[0], p[yAt], p[len(p)-1]
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
		tg.store(k, d, y, t, k.add(base, c), v)
		return nil
	})
	if s.Stats {
		sd, _ := lookupDType(s.StatsDType)
		f.If(f.Cmp(spirv.OpIEqual, e.lane, k.c(0)), func() {
			k.store(sd, p[yAt+1], row, castValue(k, d, sd, mean))
			k.store(sd, p[yAt+2], row, castValue(k, d, sd, inv))
		})
	}
}

// normRowInRegisters is one row of a layer or RMS norm for the subgroup
// strategy (rows of at most 1024 elements, one subgroup a row) read from
// global memory once: each lane loads its columns lane + j·stride for
// every j a wave32 lane has (wave64's lanes find half of theirs past the
// row and skip them) into registers, all loads issued before the first
// sum needs one (the strided loop of the generic path waited on each
// load in turn, which left a BERT-base LayerNorm at a third of the
// memory bandwidth), then the mean, the variance and the normalized
// stores read the registers. The sums run over each lane's columns in
// the strided loops' order at the same subgroup size (the same bits).
func normRowInRegisters(k *kctx, s NormSpec, d dtypeInfo, e rowEnv, row spirv.ID, cols, per int64, tg *tailGen, p []spirv.ID, yAt int) {
	f := k.f
	ct := k.ctype(d)
	sumR, _ := reducerFor("add", d)
	zero := k.b.ConstFloat(ct, 0)
	x, y, t := p[0], p[yAt], p[len(p)-1]
	base := k.mul(row, k.c(cols))
	cs := make([]spirv.ID, per)
	ok := make([]spirv.ID, per)
	vs := make([]spirv.ID, per)
	for j := range per {
		cs[j] = e.lane
		if j > 0 {
			cs[j] = k.add(e.lane, k.mul(e.stride, k.c(j)))
		}
		ok[j] = k.ult(cs[j], k.c(cols))
		// Past the row: load its first element (in bounds) and ignore it.
		vs[j] = k.load(d, x, k.add(base, f.Select(ok[j], cs[j], k.c(0))))
	}
	// The scale and bias too, loaded with the row (in bounds: past the
	// row, column 0's), so their latency hides behind the reductions.
	var scale, bias []spirv.ID
	for j := range per {
		at := f.Select(ok[j], cs[j], k.c(0))
		if s.Scale {
			scale = append(scale, k.load(d, p[1], at))
		}
		if s.Bias {
			bias = append(bias, k.load(d, p[yAt-1], at))
		}
	}
	count := k.b.ConstFloat(ct, float64(cols))
	mean := zero
	if s.Kind != "rms" {
		sum := zero
		for j := range per {
			sum = f.Bin(spirv.OpFAdd, sum, f.Select(ok[j], vs[j], zero))
		}
		mean = f.Bin(spirv.OpFDiv, e.reduce(sumR, sum), count)
	}
	sq := zero
	for j := range per {
		dv := f.Bin(spirv.OpFSub, vs[j], mean)
		sq = f.Bin(spirv.OpFAdd, sq, f.Select(ok[j], f.Bin(spirv.OpFMul, dv, dv), zero))
	}
	variance := f.Bin(spirv.OpFDiv, e.reduce(sumR, sq), count)
	inv := f.Bin(spirv.OpFDiv, k.b.ConstFloat(ct, 1),
		f.Ext(spirv.CLSqrt, f.Bin(spirv.OpFAdd, variance, k.b.ConstFloat(ct, s.Epsilon))))
	for j := range per {
		f.If(ok[j], func() {
			v := f.Bin(spirv.OpFMul, f.Bin(spirv.OpFSub, vs[j], mean), inv)
			if s.Scale {
				v = f.Bin(spirv.OpFMul, v, scale[j])
			}
			if s.Bias {
				v = f.Bin(spirv.OpFAdd, v, bias[j])
			}
			tg.store(k, d, y, t, k.add(base, cs[j]), v)
		})
	}
	if s.Stats {
		sd, _ := lookupDType(s.StatsDType)
		f.If(f.Cmp(spirv.OpIEqual, e.lane, k.c(0)), func() {
			k.store(sd, p[yAt+1], row, castValue(k, d, sd, mean))
			k.store(sd, p[yAt+2], row, castValue(k, d, sd, inv))
		})
	}
}

// BatchNormTrainSpec describes training-mode ONNX BatchNormalization on
// x [N, C, ...]: each channel is normalized with its batch mean and
// (population) variance, and the running statistics are updated as
// running = input*Momentum + batch*(1-Momentum).
type BatchNormTrainSpec struct {
	Symbol   string
	Shape    []int64
	Epsilon  float64
	Momentum float64
	DType    string
}

// BatchNormTrain generates the kernel with arguments (x, scale, bias,
// input_mean, input_var, y, running_mean, running_var); one invocation
// normalizes one channel (two exact passes, accumulated in float).
func BatchNormTrain(s BatchNormTrainSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("batchnorm: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("batchnorm %s: dtype %q: want a float type", s.Symbol, s.DType)
	}
	n, err := product(s.Shape)
	if err != nil || len(s.Shape) < 2 {
		return nil, fmt.Errorf("batchnorm %s: shape %v", s.Symbol, s.Shape)
	}
	if s.Epsilon < 0 {
		return nil, fmt.Errorf("batchnorm %s: negative epsilon %g", s.Symbol, s.Epsilon)
	}
	batch, ch := s.Shape[0], s.Shape[1]
	spatial, _ := product(s.Shape[2:])
	names := []string{"x", "scale", "bias", "input_mean", "input_var", "y", "running_mean", "running_var"}
	params := make([]param, len(names))
	args := make([]Arg, len(names))
	for i, name := range names {
		params[i] = param{name, d}
		args[i] = Arg{Name: name, DType: s.DType, Elems: ch, Write: i >= 5}
	}
	args[0].Elems, args[5].Elems = n, n
	k, p := newKernel(s.Symbol, params)
	f := k.f
	ct := k.ctype(d)
	c := func(v float64) spirv.ID { return k.b.ConstFloat(ct, v) }
	count := c(float64(batch * spatial))
	at := func(ch0, i spirv.ID) spirv.ID { // i-th element of channel ch0
		b := k.udiv(i, k.c(spatial))
		sp := k.umod(i, k.c(spatial))
		return k.add(k.mul(k.add(k.mul(b, k.c(ch)), ch0), k.c(spatial)), sp)
	}
	elems := k.c(batch * spatial)
	k.gridStride(ch, func(cc spirv.ID) {
		sum := f.For(k.c(0), elems, k.c(1), []spirv.ID{c(0)}, func(i spirv.ID, a []spirv.ID) []spirv.ID {
			return []spirv.ID{f.Bin(spirv.OpFAdd, a[0], k.load(d, p[0], at(cc, i)))}
		})[0]
		mean := f.Bin(spirv.OpFDiv, sum, count)
		sq := f.For(k.c(0), elems, k.c(1), []spirv.ID{c(0)}, func(i spirv.ID, a []spirv.ID) []spirv.ID {
			dv := f.Bin(spirv.OpFSub, k.load(d, p[0], at(cc, i)), mean)
			return []spirv.ID{f.Bin(spirv.OpFAdd, a[0], f.Bin(spirv.OpFMul, dv, dv))}
		})[0]
		variance := f.Bin(spirv.OpFDiv, sq, count)
		r := f.Bin(spirv.OpFDiv, k.load(d, p[1], cc), f.Ext(spirv.CLSqrt, f.Bin(spirv.OpFAdd, variance, c(s.Epsilon))))
		bias := k.load(d, p[2], cc)
		f.For(k.c(0), elems, k.c(1), nil, func(i spirv.ID, _ []spirv.ID) []spirv.ID {
			idx := at(cc, i)
			k.store(d, p[5], idx, f.Bin(spirv.OpFAdd, f.Bin(spirv.OpFMul, f.Bin(spirv.OpFSub, k.load(d, p[0], idx), mean), r), bias))
			return nil
		})
		run := func(in, batchStat spirv.ID) spirv.ID {
			return f.Bin(spirv.OpFAdd, f.Bin(spirv.OpFMul, in, c(s.Momentum)), f.Bin(spirv.OpFMul, batchStat, c(1-s.Momentum)))
		}
		k.store(d, p[6], cc, run(k.load(d, p[3], cc), mean))
		k.store(d, p[7], cc, run(k.load(d, p[4], cc), variance))
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("batchnorm %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(ch)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}
