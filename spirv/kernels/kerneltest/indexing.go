package kerneltest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// split views shape around axis as (outer, dim, inner).
func split(shape []int64, axis int64) (outer, dim, inner int64) {
	if axis < 0 {
		axis += int64(len(shape))
	}
	return prod(shape[:axis]), shape[axis], prod(shape[axis+1:])
}

// ArgReduce is the reference ArgMax / ArgMin (NaN wins, first NaN).
func ArgReduce(s kernels.ArgReduceSpec, x []float64) []float64 {
	outer, dim, inner := split(s.Shape, s.Axis)
	out := make([]float64, outer*inner)
	for o := range outer {
		for i := range inner {
			at := func(j int64) float64 { return x[(o*dim+j)*inner+i] }
			best, bi := at(0), int64(0)
			for j := int64(1); j < dim; j++ {
				v := at(j)
				better := v > best || (s.SelectLast && v == best)
				if !s.Max {
					better = v < best || (s.SelectLast && v == best)
				}
				if !math.IsNaN(best) && (math.IsNaN(v) || better) {
					best, bi = v, j
				}
			}
			out[o*inner+i] = float64(bi)
		}
	}
	return out
}

// CumSum is the reference CumSum.
func CumSum(s kernels.CumSumSpec, x []float64) []float64 {
	outer, dim, inner := split(s.Shape, s.Axis)
	out := make([]float64, len(x))
	for o := range outer {
		for i := range inner {
			acc := 0.0
			for j := range dim {
				p := j
				if s.Reverse {
					p = dim - 1 - j
				}
				idx := (o*dim+p)*inner + i
				if s.Exclusive {
					out[idx] = acc
					acc += x[idx]
				} else {
					acc += x[idx]
					out[idx] = acc
				}
			}
		}
	}
	return out
}

// Trilu is the reference Trilu with diagonal k.
func Trilu(s kernels.TriluSpec, x []float64, k int64) []float64 {
	r := len(s.Shape)
	rows, cols := s.Shape[r-2], s.Shape[r-1]
	out := make([]float64, len(x))
	for i, v := range x {
		c := int64(i) % cols
		row := int64(i) / cols % rows
		keep := c-row <= k
		if s.Upper {
			keep = c-row >= k
		}
		if keep {
			out[i] = v
		}
	}
	return out
}

// GatherND is the reference GatherND (an out-of-range index gives 0) with
// the status word the kernel ends with.
func GatherND(s kernels.GatherNDSpec, data, indices []float64) (y, status []float64, err error) {
	shape, err := kernels.GatherNDShape(s.DataShape, s.IndicesShape, s.BatchDims)
	if err != nil {
		return nil, nil, err
	}
	b := int(s.BatchDims)
	q := s.IndicesShape[len(s.IndicesShape)-1]
	slice := prod(s.DataShape[b+int(q):])
	perBatch := prod(s.IndicesShape[b : len(s.IndicesShape)-1])
	st := strides(s.DataShape)
	out := make([]float64, prod(shape))
	bad := false
	for i := range out {
		t, r := int64(i)/slice, int64(i)%slice
		off := t/perBatch*prod(s.DataShape[b:]) + r
		ok := true
		for m := range q {
			dim := s.DataShape[b+int(m)]
			idx := int64(indices[t*q+m])
			if idx < 0 {
				idx += dim
			}
			if idx < 0 || idx >= dim {
				ok = false
			}
			off += idx * st[b+int(m)]
		}
		if ok {
			out[i] = data[off]
		}
		bad = bad || !ok
	}
	return out, Status(bad), nil
}

// TopK is the reference TopK (sorted, ties to the lower index).
func TopK(s kernels.TopKSpec, x []float64) (values, indices []float64) {
	outer, dim, inner := split(s.Shape, s.Axis)
	values = make([]float64, outer*s.K*inner)
	indices = make([]float64, len(values))
	for o := range outer {
		for i := range inner {
			idx := make([]int64, dim)
			for j := range idx {
				idx[j] = int64(j)
			}
			at := func(j int64) float64 { return x[(o*dim+j)*inner+i] }
			sort.SliceStable(idx, func(a, b int) bool {
				if s.Largest {
					return at(idx[a]) > at(idx[b])
				}
				return at(idx[a]) < at(idx[b])
			})
			for j := range s.K {
				values[(o*s.K+j)*inner+i] = at(idx[j])
				indices[(o*s.K+j)*inner+i] = float64(idx[j])
			}
		}
	}
	return values, indices
}

// Pad is the reference Pad.
func Pad(s kernels.PadSpec, x []float64, value float64) ([]float64, error) {
	out, err := kernels.PadShape(s.Shape, s.Pads)
	if err != nil {
		return nil, err
	}
	r := len(s.Shape)
	st := strides(s.Shape)
	res := make([]float64, prod(out))
	coord := make([]int64, r)
	for i := range res {
		rest := int64(i)
		for d := r - 1; d >= 0; d-- {
			coord[d] = rest % out[d]
			rest /= out[d]
		}
		off, inside := int64(0), true
		for d := range r {
			dim := s.Shape[d]
			c := coord[d] - s.Pads[d]
			switch s.Mode {
			case "constant":
				if c < 0 || c >= dim {
					inside, c = false, 0
				}
			case "edge":
				c = min(max(c, 0), dim-1)
			case "reflect":
				for c < 0 || c >= dim {
					if dim == 1 {
						c = 0
						break
					}
					if c < 0 {
						c = -c
					}
					if c >= dim {
						c = 2*(dim-1) - c
					}
				}
			case "wrap":
				c = ((c % dim) + dim) % dim
			}
			off += c * st[d]
		}
		if inside {
			res[i] = x[off]
		} else {
			res[i] = value
		}
	}
	return res, nil
}

// Contract is the reference contraction (Einsum).
func Contract(s kernels.ContractSpec, ins [][]float64) []float64 {
	var sum []int
	inOut := map[int]bool{}
	for _, l := range s.Out {
		inOut[l] = true
	}
	used := map[int]bool{}
	for _, ls := range s.Operands {
		for _, l := range ls {
			used[l] = true
		}
	}
	for l := range s.Sizes {
		if used[l] && !inOut[l] {
			sum = append(sum, l)
		}
	}
	outShape := make([]int64, len(s.Out))
	for i, l := range s.Out {
		outShape[i] = s.Sizes[l]
	}
	sumShape := make([]int64, len(sum))
	for i, l := range sum {
		sumShape[i] = s.Sizes[l]
	}
	unravel := func(i int64, shape []int64) []int64 {
		c := make([]int64, len(shape))
		for d := len(shape) - 1; d >= 0; d-- {
			c[d] = i % shape[d]
			i /= shape[d]
		}
		return c
	}
	out := make([]float64, prod(outShape))
	vals := make([]int64, len(s.Sizes))
	for i := range out {
		for a, c := range unravel(int64(i), outShape) {
			vals[s.Out[a]] = c
		}
		acc := 0.0
		for t := range prod(sumShape) {
			for a, c := range unravel(t, sumShape) {
				vals[sum[a]] = c
			}
			p := 1.0
			for j, ls := range s.Operands {
				st := strides(s.Shapes[j])
				off := int64(0)
				for a, l := range ls {
					if s.Shapes[j][a] != 1 {
						off += vals[l] * st[a]
					}
				}
				p *= ins[j][off]
			}
			acc += p
		}
		out[i] = acc
	}
	return out
}

// SoftmaxInner is Softmax along the middle axis of [rows/inner, cols, inner].
func SoftmaxInner(x []float64, rows, cols, inner int64, log bool) []float64 {
	outer := rows / inner
	t := make([]float64, len(x))
	for o := range outer {
		for c := range cols {
			for i := range inner {
				t[(o*inner+i)*cols+c] = x[(o*cols+c)*inner+i]
			}
		}
	}
	sm := Softmax(t, rows, cols, log)
	out := make([]float64, len(x))
	for o := range outer {
		for c := range cols {
			for i := range inner {
				out[(o*cols+c)*inner+i] = sm[(o*inner+i)*cols+c]
			}
		}
	}
	return out
}

// NormStats is the layer normalization's per-row mean and 1/sqrt(var+eps).
func NormStats(s kernels.NormSpec, x []float64) (mean, inv []float64) {
	ax := s.Axis
	if ax < 0 {
		ax += int64(len(s.Shape))
	}
	rows, cols := prod(s.Shape[:ax]), prod(s.Shape[ax:])
	for r := range rows {
		row := x[r*cols : (r+1)*cols]
		m := 0.0
		for _, v := range row {
			m += v
		}
		m /= float64(cols)
		vr := 0.0
		for _, v := range row {
			vr += (v - m) * (v - m)
		}
		vr /= float64(cols)
		mean, inv = append(mean, m), append(inv, 1/math.Sqrt(vr+s.Epsilon))
	}
	return mean, inv
}

// Attention is the reference of kernels.Attention: y, the probabilities and
// the qk output (nil unless s.QK).
func Attention(s kernels.AttentionSpec, q, k, v, mask, nonpad []float64) (y, probs, qk []float64) {
	rows := s.Batch * s.QHeads * s.QLen
	y = make([]float64, rows*s.VHeadDim)
	probs = make([]float64, rows*s.KVLen)
	if s.QK {
		qk = make([]float64, len(probs))
	}
	var mst []int64
	var mlast int64
	if s.MaskShape != nil {
		full := []int64{s.Batch, s.QHeads, s.QLen, s.KVLen}
		cs := strides(s.MaskShape)
		mst = make([]int64, 4)
		lead := 4 - len(s.MaskShape)
		for j, d := range s.MaskShape {
			if lead+j == 3 || d == full[lead+j] {
				mst[lead+j] = cs[j]
			}
		}
		mlast = s.MaskShape[len(s.MaskShape)-1]
	}
	sq := math.Sqrt(s.Scale)
	reps := s.QHeads / s.KVHeads
	for r := range rows {
		i, h, b := r%s.QLen, r/s.QLen%s.QHeads, r/s.QLen/s.QHeads
		kvh := b*s.KVHeads + h/reps
		row := probs[r*s.KVLen : (r+1)*s.KVLen]
		mx := math.Inf(-1)
		for j := range s.KVLen {
			var sc float64
			for e := range s.HeadDim {
				sc += q[r*s.HeadDim+e] * sq * (k[(kvh*s.KVLen+j)*s.HeadDim+e] * sq)
			}
			if s.Softcap > 0 {
				sc = s.Softcap * math.Tanh(sc/s.Softcap)
			}
			raw := sc
			if mask != nil {
				if j < mlast {
					m := mask[b*mst[0]+h*mst[1]+i*mst[2]+j*mst[3]]
					if s.MaskDType == "bool" {
						if m == 0 {
							sc += math.Inf(-1)
						}
					} else {
						sc += m
					}
				} else {
					sc += math.Inf(-1)
				}
			}
			if s.Causal {
				off := s.Past
				if s.Past == 0 && nonpad != nil {
					off = int64(nonpad[b]) - s.QLen
				}
				if j > i+off {
					sc += math.Inf(-1)
				}
			}
			if nonpad != nil && j >= int64(nonpad[b]) {
				sc += math.Inf(-1)
			}
			if s.QK && s.QKMode <= 2 {
				qk[r*s.KVLen+j] = raw
				if s.QKMode == 2 {
					qk[r*s.KVLen+j] = sc
				}
			}
			row[j] = sc
			mx = math.Max(mx, sc)
		}
		sum := 0.0
		for j := range row {
			row[j] = math.Exp(row[j] - mx)
			sum += row[j]
		}
		for j := range row {
			row[j] /= sum
			if s.QK && s.QKMode == 3 {
				qk[r*s.KVLen+int64(j)] = row[j]
			}
		}
		for e := range s.VHeadDim {
			acc := 0.0
			for j := range s.KVLen {
				acc += row[j] * v[(kvh*s.KVLen+j)*s.VHeadDim+e]
			}
			y[r*s.VHeadDim+e] = acc
		}
	}
	return y, probs, qk
}

// Resize is the reference separable resize over tap tables.
func Resize(s kernels.ResizeSpec, x, idx, w []float64) []float64 {
	st := strides(s.InShape)
	starts := make([]int64, len(s.Axes))
	var at int64
	for j, a := range s.Axes {
		starts[j] = at
		at += s.OutShape[a] * s.Taps[j]
	}
	resized := map[int]int{}
	for j, a := range s.Axes {
		resized[a] = j
	}
	out := make([]float64, prod(s.OutShape))
	for i := range out {
		rest := int64(i)
		coord := make([]int64, len(s.OutShape))
		for d := len(s.OutShape) - 1; d >= 0; d-- {
			coord[d] = rest % s.OutShape[d]
			rest /= s.OutShape[d]
		}
		base, valid := int64(0), true
		firsts := make([]int64, len(s.Axes))
		for d, c := range coord {
			j, ok := resized[d]
			if !ok {
				base += c * st[d]
				continue
			}
			firsts[j] = starts[j] + c*s.Taps[j]
			valid = valid && idx[firsts[j]] >= 0
		}
		if !valid {
			out[i] = s.Extrapolation
			continue
		}
		taps := make([]int64, len(s.Axes))
		copy(taps, s.Taps)
		acc := 0.0
		for t := range prod(taps) {
			wt, off := 1.0, base
			rest := t
			for j := len(taps) - 1; j >= 0; j-- {
				tj := rest % taps[j]
				rest /= taps[j]
				e := firsts[j] + tj
				ix := int64(idx[e])
				if ix < 0 || ix >= s.InShape[s.Axes[j]] {
					ix = 0
				}
				off += ix * st[s.Axes[j]]
				if !s.Nearest {
					wt *= w[e]
				}
			}
			acc += wt * x[off]
		}
		out[i] = acc
	}
	return out
}

// BatchNormTrain is the reference training-mode batch normalization.
func BatchNormTrain(s kernels.BatchNormTrainSpec, x, scale, bias, mean, variance []float64) (y, rm, rv []float64) {
	n, ch := s.Shape[0], s.Shape[1]
	sp := prod(s.Shape[2:])
	y = make([]float64, len(x))
	for c := range ch {
		m := 0.0
		for b := range n {
			for i := range sp {
				m += x[(b*ch+c)*sp+i]
			}
		}
		m /= float64(n * sp)
		vr := 0.0
		for b := range n {
			for i := range sp {
				d := x[(b*ch+c)*sp+i] - m
				vr += d * d
			}
		}
		vr /= float64(n * sp)
		r := scale[c] / math.Sqrt(vr+s.Epsilon)
		for b := range n {
			for i := range sp {
				at := (b*ch+c)*sp + i
				y[at] = (x[at]-m)*r + bias[c]
			}
		}
		rm = append(rm, mean[c]*s.Momentum+m*(1-s.Momentum))
		rv = append(rv, variance[c]*s.Momentum+vr*(1-s.Momentum))
	}
	return y, rm, rv
}

// distinct draws n values with no ties (selections compare exactly).
func distinct(r *rand.Rand, n int64) []float64 {
	v := make([]float64, n)
	for i, p := range r.Perm(int(n)) {
		v[i] = float64(p)/4 - float64(n)/8
	}
	return v
}

// indexingCases adds the cases of the indexing, scan, selection, padding,
// contraction, attention and resize kernels.
func indexingCases(add addFunc) {
	for i, s := range []kernels.ArgReduceSpec{
		{Shape: []int64{3, 7, 4}, Axis: 1, DType: "float32", Max: true},
		{Shape: []int64{5, 6}, Axis: -1, DType: "int32", SelectLast: true},
		{Shape: []int64{4, 9}, Axis: 0, DType: "float16", Max: true, SelectLast: true},
		{Shape: []int64{2, 3, 5}, Axis: 2, DType: "bool", Max: true},
	} {
		s.Symbol = fmt.Sprintf("argreduce%d", i)
		ks, err := kernels.ArgReduce(s)
		n := prod(s.Shape)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			switch {
			case s.DType == "bool":
				return [][]float64{ints(r, n, 0, 1)}
			case isFloat(s.DType):
				x := ints(r, n, -3, 3) // ties
				if s.DType == "float32" {
					x[r.IntN(int(n))] = math.NaN()
				}
				return [][]float64{x}
			}
			return [][]float64{ints(r, n, -5, 5)}
		}, func(in [][]float64) ([][]float64, error) { return [][]float64{ArgReduce(s, in[0])}, nil }, 0, 0)
	}
	for i, s := range []kernels.CumSumSpec{
		{Shape: []int64{4, 9}, Axis: 1, DType: "float32"},
		{Shape: []int64{3, 5, 2}, Axis: 1, DType: "int64", Exclusive: true},
		{Shape: []int64{6, 3}, Axis: 0, DType: "float64", Reverse: true, Exclusive: true},
		{Shape: []int64{20}, Axis: 0, DType: "float16", Reverse: true},
	} {
		s.Symbol = fmt.Sprintf("cumsum%d", i)
		ks, err := kernels.CumSum(s)
		n := prod(s.Shape)
		rtol, atol := tol(s.DType)
		if s.DType == "float16" {
			rtol, atol = 5e-3, 5e-3
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			if isFloat(s.DType) {
				return [][]float64{normal(r, n, 1)}
			}
			return [][]float64{ints(r, n, -1000, 1000)}
		}, func(in [][]float64) ([][]float64, error) { return [][]float64{CumSum(s, in[0])}, nil }, rtol, atol)
	}
	for i, s := range []kernels.TriluSpec{
		{Shape: []int64{2, 4, 5}, Upper: true, K: 1, DType: "float32"},
		{Shape: []int64{5, 3}, K: -1, DType: "int64"},
		{Shape: []int64{3, 6, 6}, Upper: true, KArg: true, DType: "float16"},
		{Shape: []int64{4, 4}, KArg: true, DType: "bool"},
	} {
		s.Symbol = fmt.Sprintf("trilu%d", i)
		ks, err := kernels.Trilu(s)
		n := prod(s.Shape)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			x := ints(r, n, -50, 50)
			if s.DType == "bool" {
				x = ints(r, n, 0, 1)
			}
			if s.KArg {
				return [][]float64{x, ints(r, 1, -4, 4)}
			}
			return [][]float64{x}
		}, func(in [][]float64) ([][]float64, error) {
			k := s.K
			if s.KArg {
				k = int64(in[1][0])
			}
			return [][]float64{Trilu(s, in[0], k)}, nil
		}, 0, 0)
	}
	for i, s := range []kernels.GatherNDSpec{
		{DataShape: []int64{4, 5, 3}, IndicesShape: []int64{6, 2}, DType: "float32", IndexDType: "int64"},
		{DataShape: []int64{2, 3, 4}, IndicesShape: []int64{2, 5, 1}, BatchDims: 1, DType: "int32", IndexDType: "int32"},
		{DataShape: []int64{3, 4}, IndicesShape: []int64{2, 2, 2}, DType: "float16", IndexDType: "int64"},
	} {
		s.Symbol = fmt.Sprintf("gathernd%d", i)
		ks, err := kernels.GatherND(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			// Indices cover negatives and, on some draws, out-of-range
			// values (read as 0, and the status word set).
			m := slices.Min(s.DataShape)
			lo, hi := -m, m-1
			if r.IntN(2) == 0 {
				lo, hi = -5, 5
			}
			return [][]float64{ints(r, prod(s.DataShape), -99, 99), ints(r, prod(s.IndicesShape), lo, hi)}
		}, func(in [][]float64) ([][]float64, error) {
			o, st, err := GatherND(s, in[0], in[1])
			return [][]float64{o, st}, err
		}, 0, 0)
	}
	for i, s := range []kernels.TopKSpec{
		{Shape: []int64{3, 10}, Axis: -1, K: 4, Largest: true, DType: "float32"},
		{Shape: []int64{6, 3, 2}, Axis: 0, K: 6, DType: "float64"},
		{Shape: []int64{2, 7, 3}, Axis: 1, K: 1, Largest: true, DType: "int64"},
	} {
		s.Symbol = fmt.Sprintf("topk%d", i)
		ks, err := kernels.TopK(s)
		n := prod(s.Shape)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			x := distinct(r, n)
			if !isFloat(s.DType) {
				for j := range x {
					x[j] *= 4 // integers, still distinct
				}
			}
			return [][]float64{x}
		},
			func(in [][]float64) ([][]float64, error) {
				v, idx := TopK(s, in[0])
				return [][]float64{v, idx}, nil
			}, 0, 0)
	}
	for i, s := range []kernels.PadSpec{
		{Shape: []int64{3, 4}, Pads: []int64{1, 2, 2, 0}, Mode: "constant", Value: 1.5, DType: "float32"},
		{Shape: []int64{2, 3, 4}, Pads: []int64{0, 2, -1, 1, 3, 2}, Mode: "edge", DType: "int32"},
		{Shape: []int64{4, 5}, Pads: []int64{3, 4, 2, 6}, Mode: "reflect", DType: "float16"},
		{Shape: []int64{3, 4}, Pads: []int64{5, 1, 2, 7}, Mode: "wrap", DType: "int64"},
		{Shape: []int64{2, 5}, Pads: []int64{1, -2, 1, 1}, Mode: "constant", ValueArg: true, DType: "float64"},
	} {
		s.Symbol = fmt.Sprintf("pad%d", i)
		ks, err := kernels.Pad(s)
		n := prod(s.Shape)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			in := [][]float64{ints(r, n, -100, 100)}
			if s.ValueArg {
				in = append(in, normal(r, 1, 3))
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			v := s.Value
			if s.ValueArg {
				v = in[1][0]
			}
			o, err := Pad(s, in[0], v)
			return [][]float64{o}, err
		}, 0, 0)
	}
	for i, s := range []kernels.ContractSpec{
		// bij,bjk->bik
		{Sizes: []int64{2, 3, 4, 5}, Operands: [][]int{{0, 1, 2}, {0, 2, 3}}, Shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}, Out: []int{0, 1, 3}, DType: "float32"},
		// ...ii->...i (diagonal)
		{Sizes: []int64{3, 4}, Operands: [][]int{{0, 1, 1}}, Shapes: [][]int64{{3, 4, 4}}, Out: []int{0, 1}, DType: "float64"},
		// i,i-> (inner product) on ints
		{Sizes: []int64{7}, Operands: [][]int{{0}, {0}}, Shapes: [][]int64{{7}, {7}}, Out: []int{}, DType: "int32"},
		// ij,j->i with a broadcast dim
		{Sizes: []int64{3, 4}, Operands: [][]int{{0, 1}, {0, 1}}, Shapes: [][]int64{{3, 4}, {1, 4}}, Out: []int{0}, DType: "float32"},
	} {
		s.Symbol = fmt.Sprintf("contract%d", i)
		ks, err := kernels.Contract(s)
		rtol, atol := tol(s.DType)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			var in [][]float64
			for _, sh := range s.Shapes {
				if isFloat(s.DType) {
					in = append(in, normal(r, prod(sh), 1))
				} else {
					in = append(in, ints(r, prod(sh), -9, 9))
				}
			}
			return in
		}, func(in [][]float64) ([][]float64, error) { return [][]float64{Contract(s, in)}, nil }, rtol, atol)
	}
	for i, s := range []kernels.SoftmaxSpec{
		{Rows: 12, Cols: 5, Inner: 4, DType: "float32"},
		{Rows: 6, Cols: 40, Inner: 3, DType: "float32", Log: true, Strategy: kernels.StrategySubgroup},
		{Rows: 8, Cols: 300, Inner: 2, DType: "float64", Strategy: kernels.StrategyWorkgroup},
	} {
		s.Symbol = fmt.Sprintf("softmax_inner%d", i)
		ks, err := kernels.Softmax(s)
		rtol, atol := 2e-5, 4e-6
		if s.DType == "float64" {
			rtol, atol = tol(s.DType)
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 { return [][]float64{normal(r, s.Rows*s.Cols, 3)} },
			func(in [][]float64) ([][]float64, error) {
				return [][]float64{SoftmaxInner(in[0], s.Rows, s.Cols, s.Inner, s.Log)}, nil
			}, rtol, atol)
	}
	for i, s := range []kernels.NormSpec{
		{Kind: "layer", Shape: []int64{3, 4, 8}, Axis: 1, Epsilon: 1e-5, DType: "float32", Scale: true, Bias: true, Stats: true},
		{Kind: "layer", Shape: []int64{2, 300}, Axis: -1, Epsilon: 1e-3, DType: "float16", Scale: true, Stats: true, StatsDType: "float32", Strategy: kernels.StrategyWorkgroup},
	} {
		s.Symbol = fmt.Sprintf("norm_stats%d", i)
		ks, err := kernels.Norm(s)
		n := prod(s.Shape)
		ax := s.Axis
		if ax < 0 {
			ax += int64(len(s.Shape))
		}
		pe := prod(s.Shape[ax:])
		rtol, atol := 2e-5, 2e-5
		if s.DType == "float16" {
			rtol, atol = 3e-3, 3e-3
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			in := [][]float64{normal(r, n, 2), normal(r, pe, 1)}
			if s.Bias {
				in = append(in, normal(r, pe, 1))
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			var bias []float64
			if s.Bias {
				bias = in[2]
			}
			m, inv := NormStats(s, in[0])
			return [][]float64{Norm(s, in[0], in[1], bias), m, inv}, nil
		}, rtol, atol)
	}
	for i, s := range []kernels.AttentionSpec{
		{Batch: 2, QHeads: 4, KVHeads: 2, QLen: 3, KVLen: 5, HeadDim: 8, VHeadDim: 6, Scale: 0.3, DType: "float32",
			MaskShape: []int64{3, 4}, MaskDType: "float32", Causal: true, Past: 1, QK: true, QKMode: 2},
		{Batch: 1, QHeads: 2, KVHeads: 2, QLen: 4, KVLen: 4, HeadDim: 4, VHeadDim: 4, Scale: 0.5, Softcap: 2, DType: "float64",
			MaskShape: []int64{1, 2, 4, 4}, MaskDType: "bool", QK: true, QKMode: 3},
		{Batch: 2, QHeads: 3, KVHeads: 1, QLen: 2, KVLen: 6, HeadDim: 5, VHeadDim: 3, Scale: 1 / math.Sqrt(5), DType: "float16",
			NonPad: true, Causal: true},
	} {
		s.Symbol = fmt.Sprintf("attention%d", i)
		ks, err := kernels.Attention(s)
		rtol, atol := 1e-4, 1e-5
		switch s.DType {
		case "float16":
			rtol, atol = 5e-3, 5e-3
		case "float64":
			rtol, atol = 1e-9, 1e-10
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			in := [][]float64{
				normal(r, s.Batch*s.QHeads*s.QLen*s.HeadDim, 1),
				normal(r, s.Batch*s.KVHeads*s.KVLen*s.HeadDim, 1),
				normal(r, s.Batch*s.KVHeads*s.KVLen*s.VHeadDim, 1),
			}
			if s.MaskShape != nil {
				m := normal(r, prod(s.MaskShape), 1)
				if s.MaskDType == "bool" {
					m = ints(r, prod(s.MaskShape), 0, 1)
					for j := int64(0); j < prod(s.MaskShape); j += s.MaskShape[len(s.MaskShape)-1] {
						m[j] = 1 // no row fully masked
					}
				}
				in = append(in, m)
			}
			if s.NonPad {
				in = append(in, ints(r, s.Batch, s.QLen, s.KVLen))
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			var mask, nonpad []float64
			j := 3
			if s.MaskShape != nil {
				mask, j = in[j], j+1
			}
			if s.NonPad {
				nonpad = in[j]
			}
			y, probs, qk := Attention(s, in[0], in[1], in[2], mask, nonpad)
			out := [][]float64{y, probs}
			if s.QK {
				out = append(out, qk)
			}
			return out, nil
		}, rtol, atol)
	}
	for i, s := range []kernels.ResizeSpec{
		{InShape: []int64{2, 3, 4}, OutShape: []int64{2, 5, 7}, Axes: []int{1, 2}, Taps: []int64{2, 4}, DType: "float32", Extrapolation: 9},
		{InShape: []int64{3, 6}, OutShape: []int64{3, 4}, Axes: []int{1}, Taps: []int64{1}, Nearest: true, DType: "int64"},
		{InShape: []int64{4, 5}, OutShape: []int64{7, 5}, Axes: []int{0}, Taps: []int64{3}, DType: "float16"},
	} {
		s.Symbol = fmt.Sprintf("resize%d", i)
		ks, err := kernels.Resize(s)
		var table int64
		for j, a := range s.Axes {
			table += s.OutShape[a] * s.Taps[j]
		}
		rtol, atol := 1e-5, 1e-5
		if s.DType == "float16" {
			rtol, atol = 3e-3, 3e-3
		}
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			idx := make([]float64, 0, table)
			for j, a := range s.Axes {
				for range s.OutShape[a] {
					out := r.IntN(8) == 0 && !s.Nearest // outside the crop
					for range s.Taps[j] {
						v := float64(r.Int64N(s.InShape[a]))
						if out {
							v = -1
						}
						idx = append(idx, v)
					}
				}
			}
			in := [][]float64{normal(r, prod(s.InShape), 2), idx}
			if s.Nearest {
				in[0] = ints(r, prod(s.InShape), -1000, 1000)
			} else {
				in = append(in, normal(r, table, 0.5))
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			var w []float64
			if !s.Nearest {
				w = in[2]
			}
			return [][]float64{Resize(s, in[0], in[1], w)}, nil
		}, rtol, atol)
	}
	{
		s := kernels.BatchNormTrainSpec{Symbol: "batchnorm_train", Shape: []int64{3, 4, 2, 5}, Epsilon: 1e-3, Momentum: 0.8, DType: "float32"}
		ks, err := kernels.BatchNormTrain(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			return [][]float64{normal(r, prod(s.Shape), 2), normal(r, 4, 1), normal(r, 4, 1), normal(r, 4, 1), uniform(r, 4, 0.5, 2)}
		}, func(in [][]float64) ([][]float64, error) {
			y, rm, rv := BatchNormTrain(s, in[0], in[1], in[2], in[3], in[4])
			return [][]float64{y, rm, rv}, nil
		}, 2e-5, 2e-5)
	}
	for i, s := range []kernels.ReduceSpec{
		{Shape: []int64{3, 6}, Axes: []int64{1}, DType: "bool", Op: "max"},
		{Shape: []int64{4, 3}, Axes: []int64{0}, DType: "bool", Op: "min", Strategy: kernels.StrategyWorkgroup},
	} {
		s.Symbol = fmt.Sprintf("reduce_bool%d", i)
		ks, err := kernels.Reduce(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 { return [][]float64{ints(r, prod(s.Shape), 0, 1)} },
			func(in [][]float64) ([][]float64, error) {
				u := s
				u.DType = "uint8"
				return [][]float64{Reduce(u, in[0])}, nil
			}, 0, 0)
	}
	for i, s := range []kernels.PointwiseSpec{
		{OutShape: []int64{4, 8}, OutDType: "bfloat16", Inputs: []kernels.PointwiseInput{{DType: "float32", Shape: []int64{4, 8}}},
			Expr: kernels.Cast(kernels.Bin("mul", kernels.In(0), kernels.Const(3, "float32")), "bfloat16")},
		{OutShape: []int64{4, 8}, OutDType: "float32", Inputs: []kernels.PointwiseInput{{DType: "bfloat16", Shape: []int64{4, 8}}, {DType: "bfloat16", Shape: []int64{8}}},
			Expr: kernels.Cast(kernels.Bin("add", kernels.In(0), kernels.In(1)), "float32")},
	} {
		s.Symbol = fmt.Sprintf("bf16_%d", i)
		ks, err := kernels.Pointwise(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			var in [][]float64
			for _, x := range s.Inputs {
				v := normal(r, prod(x.Shape), 10)
				v[0] = math.NaN()
				in = append(in, v)
			}
			return in
		}, func(in [][]float64) ([][]float64, error) {
			o, err := Pointwise(s, in)
			return [][]float64{o}, err
		}, 8e-3, 1e-30) // bfloat16 keeps 8 significant bits
	}
	{
		s := kernels.PointwiseSpec{Symbol: "isinf_sides", OutShape: []int64{12}, OutDType: "bool",
			Inputs: []kernels.PointwiseInput{{DType: "float32", Shape: []int64{12}}},
			Expr:   kernels.Bin("or", kernels.Un("isposinf", kernels.In(0)), kernels.Bin("and", kernels.Un("isneginf", kernels.In(0)), kernels.Un("isnan", kernels.In(0))))}
		ks, err := kernels.Pointwise(s)
		add(s.Symbol, ks, err, func(r *rand.Rand) [][]float64 {
			x := normal(r, 12, 1)
			for j, v := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
				x[r.IntN(4)+4*j] = v
			}
			return [][]float64{x}
		}, func(in [][]float64) ([][]float64, error) {
			o, err := Pointwise(s, in)
			return [][]float64{o}, err
		}, 0, 0)
	}
}
