package driver

import (
	"math"
	"math/rand/v2"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/contribref"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// qparam is a per-tensor quantization: scale and zero point.
type qparam struct {
	s  float64
	zp int64
}

func (q qparam) deq(code float64) float64 { return (code - float64(q.zp)) * float64(float32(q.s)) }

func (q qparam) init(m *onnxtest.Model, name string, dt graph.DType) {
	m.Init(name+"_s", graph.Scalar(graph.Float32, q.s))
	z, _ := graph.FromInt64s(dt, graph.Shape{}, []int64{q.zp})
	m.Init(name+"_z", z)
}

func randQ(rng *rand.Rand, dt graph.DType, lo, span float64) qparam {
	zp := int64(rng.IntN(100) + 78)
	if dt == graph.Int8 {
		zp -= 128
	}
	return qparam{s: lo + span*rng.Float64(), zp: zp}
}

// qmap quantizes f of dequantized codes elementwise.
func qmap(x *graph.Tensor, in, out qparam, dt graph.DType, f func(float64) float64) *graph.Tensor {
	v := contribref.Vals(x)
	for i := range v {
		v[i] = contribref.Quantize(f(in.deq(v[i])), float64(float32(out.s)), out.zp, dt)
	}
	return contribref.Tensor(dt, x.Shape, v)
}

func qlinearCases(rng *rand.Rand, step func(float64) float64) []contribCase {
	var cases []contribCase
	for _, dt := range []graph.DType{graph.Uint8, graph.Int8} {
		lo, hi := 0, 255
		if dt == graph.Int8 {
			lo, hi = -128, 127
		}
		code := int32(onnxUint8)
		if dt == graph.Int8 {
			code = onnxInt8
		}
		sh := graph.Shape{2, 3, 4, 4}
		a, bb := intT(rng, dt, sh, lo, hi), intT(rng, dt, sh, lo, hi)
		qa, qb, qc := randQ(rng, dt, 0.01, 0.03), randQ(rng, dt, 0.01, 0.03), randQ(rng, dt, 0.02, 0.03)
		qs, qsm := randQ(rng, dt, 0.003, 0.002), qparam{s: 1.0 / 256, zp: int64(lo)}
		av, bv := contribref.Vals(a), contribref.Vals(bb)
		bin := func(f func(x, y float64) float64) *graph.Tensor {
			out := make([]float64, len(av))
			for i := range out {
				out[i] = contribref.Quantize(f(qa.deq(av[i]), qb.deq(bv[i])), float64(float32(qc.s)), qc.zp, dt)
			}
			return contribref.Tensor(dt, sh, out)
		}
		// Global average pool over the 4x4 plane, 2x2 average pool stride 2.
		gap := make([]float64, 6)
		pool := make([]float64, 6*4)
		for c := range 6 {
			var s float64
			for i := range 16 {
				s += qa.deq(av[c*16+i])
			}
			gap[c] = contribref.Quantize(s/16, float64(float32(qc.s)), qc.zp, dt)
			for oy := range 2 {
				for ox := range 2 {
					var p float64
					for dy := range 2 {
						for dx := range 2 {
							p += qa.deq(av[c*16+(2*oy+dy)*4+2*ox+dx])
						}
					}
					pool[c*4+oy*2+ox] = contribref.Quantize(p/4, float64(float32(qc.s)), qc.zp, dt)
				}
			}
		}
		// Concat along axis 1; softmax along the last axis; where.
		concat := make([]float64, 0, 2*len(av))
		for n := range 2 {
			for _, src := range []struct {
				v []float64
				q qparam
			}{{av, qa}, {bv, qb}} {
				for i := range 48 {
					concat = append(concat, contribref.Quantize(src.q.deq(src.v[n*48+i]), float64(float32(qc.s)), qc.zp, dt))
				}
			}
		}
		soft := make([]float64, len(av))
		for r := range len(av) / 4 {
			var mx, sum float64 = math.Inf(-1), 0
			for j := range 4 {
				mx = math.Max(mx, qa.deq(av[r*4+j]))
			}
			for j := range 4 {
				sum += math.Exp(qa.deq(av[r*4+j]) - mx)
			}
			for j := range 4 {
				soft[r*4+j] = contribref.Quantize(math.Exp(qa.deq(av[r*4+j])-mx)/sum, 1.0/256, qsm.zp, dt)
			}
		}
		cond, _ := graph.NewTensor(graph.Bool, graph.Shape{4})
		for i := range 4 {
			cond.SetInt64(i, int64(rng.IntN(2)))
		}
		cond.SetInt64(0, 1)
		cond.SetInt64(1, 0)
		where := make([]float64, len(av))
		for i := range where {
			x := qb.deq(bv[i])
			if cond.Int64(i%4) != 0 {
				x = qa.deq(av[i])
			}
			where[i] = contribref.Quantize(x, float64(float32(qc.s)), qc.zp, dt)
		}
		alpha := 0.1 + 0.3*rng.Float64()
		cases = append(cases, contribCase{
			name: "qlinear ops " + dt.String(),
			build: func(m *onnxtest.Model) {
				m.Input("a", code, []int64(sh))
				m.Input("b", code, []int64(sh))
				m.Input("cond", int32(9), []int64{4})
				qa.init(m, "a", dt)
				qb.init(m, "b", dt)
				qc.init(m, "c", dt)
				qs.init(m, "s", dt)
				qsm.init(m, "sm", dt)
				abc := []string{"a", "a_s", "a_z", "b", "b_s", "b_z", "c_s", "c_z"}
				msNode(m, "QLinearAdd", abc, []string{"add"})
				msNode(m, "QLinearMul", append(abc[:6:6], "s_s", "s_z"), []string{"mul"})
				msNode(m, "QLinearSigmoid", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"sig"})
				msNode(m, "QLinearLeakyRelu", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"lrelu"}, onnxtest.Float32("alpha", float32(alpha)))
				msNode(m, "QLinearGlobalAveragePool", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"gap"})
				msNode(m, "QLinearAveragePool", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"pool"},
					onnxtest.Ints("kernel_shape", 2, 2), onnxtest.Ints("strides", 2, 2))
				msNode(m, "QLinearConcat", []string{"c_s", "c_z", "a", "a_s", "a_z", "b", "b_s", "b_z"}, []string{"cat"}, onnxtest.Int("axis", 1))
				msNode(m, "QLinearSoftmax", []string{"a", "a_s", "a_z", "sm_s", "sm_z"}, []string{"soft"}, onnxtest.Int("opset", 13))
				msNode(m, "QLinearWhere", []string{"cond", "a", "a_s", "a_z", "b", "b_s", "b_z", "c_s", "c_z"}, []string{"where"})
				for _, o := range []string{"add", "mul", "sig", "lrelu", "gap", "pool", "cat", "soft", "where"} {
					m.Output(o, code, nil)
				}
			},
			inputs: map[string]*graph.Tensor{"a": a, "b": bb, "cond": cond},
			want: map[string]*graph.Tensor{
				"add": bin(func(x, y float64) float64 { return x + y }),
				"mul": func() *graph.Tensor {
					out := make([]float64, len(av))
					for i := range out {
						out[i] = contribref.Quantize(qa.deq(av[i])*qb.deq(bv[i]), float64(float32(qs.s)), qs.zp, dt)
					}
					return contribref.Tensor(dt, sh, out)
				}(),
				"sig": qmap(a, qa, qc, dt, func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }),
				"lrelu": qmap(a, qa, qc, dt, func(x float64) float64 {
					if x < 0 {
						return float64(float32(alpha)) * x
					}
					return x
				}),
				"gap":   contribref.Tensor(dt, graph.Shape{2, 3, 1, 1}, gap),
				"pool":  contribref.Tensor(dt, graph.Shape{2, 3, 2, 2}, pool),
				"cat":   contribref.Tensor(dt, graph.Shape{2, 6, 4, 4}, concat),
				"soft":  contribref.Tensor(dt, sh, soft),
				"where": contribref.Tensor(dt, sh, where),
			},
			tol: step,
		})
	}
	return cases
}

func quantMatMulCases(rng *rand.Rand, tol, step func(float64) float64) []contribCase {
	const M, K, N = 3, 8, 5
	// QGemm: uint8 A, int8 B (N, K) with transB, per-column scales, int32 C.
	a := intT(rng, graph.Uint8, graph.Shape{M, K}, 0, 255)
	b := intT(rng, graph.Int8, graph.Shape{N, K}, -127, 127)
	qa := randQ(rng, graph.Uint8, 0.01, 0.02)
	bs := positive(rng, graph.Shape{N}, 0.005, 0.01)
	bz, _ := graph.NewTensor(graph.Int8, graph.Shape{N})
	c := intT(rng, graph.Int32, graph.Shape{N}, -3000, 3000)
	alpha := 0.5 + rng.Float64()
	qy := randQ(rng, graph.Uint8, 0.3, 0.2)
	av, bv, bsv, cv := contribref.Vals(a), contribref.Vals(b), contribref.Vals(bs), contribref.Vals(c)
	gemm := make([]float64, M*N)
	gemmQ := make([]float64, M*N)
	sa := float64(float32(qa.s))
	for i := range M {
		for j := range N {
			var s float64
			for p := range K {
				s += qa.deq(av[i*K+p]) * bv[j*K+p] * bsv[j]
			}
			al := float64(float32(alpha))
			gemm[i*N+j] = al*s + al*sa*bsv[j]*cv[j]
			gemmQ[i*N+j] = contribref.Quantize(gemm[i*N+j], float64(float32(qy.s)), qy.zp, graph.Uint8)
		}
	}
	// DynamicQuantizeMatMul: float A quantized as DynamicQuantizeLinear.
	fa := randT(rng, graph.Shape{4, K}, 2)
	db := intT(rng, graph.Int8, graph.Shape{K, N}, -127, 127)
	dbs := positive(rng, graph.Shape{N}, 0.01, 0.02)
	dbias := randT(rng, graph.Shape{N}, 1)
	fav := contribref.Vals(fa)
	lo, hi := 0.0, 0.0
	for _, x := range fav {
		lo, hi = math.Min(lo, float64(float32(x))), math.Max(hi, float64(float32(x)))
	}
	ds := float64(float32((hi - lo) / 255))
	dz := math.Max(0, math.Min(255, math.RoundToEven(-lo/ds)))
	dyn := make([]float64, 4*N)
	dbv, dbsv, dbiasv := contribref.Vals(db), contribref.Vals(dbs), contribref.Vals(dbias)
	for i := range 4 {
		for j := range N {
			var acc float64
			for p := range K {
				q := math.Max(0, math.Min(255, math.RoundToEven(fav[i*K+p]/ds)+dz))
				acc += (q - dz) * dbv[p*N+j]
			}
			dyn[i*N+j] = acc*ds*dbsv[j] + dbiasv[j]
		}
	}
	// MatMulIntegerToFloat: uint8 x uint8 with zero points, 3-D A.
	ia := intT(rng, graph.Uint8, graph.Shape{2, 3, K}, 0, 255)
	ib := intT(rng, graph.Uint8, graph.Shape{K, N}, 0, 255)
	ias := graph.Scalar(graph.Float32, 0.01+0.01*rng.Float64())
	ibs := positive(rng, graph.Shape{N}, 0.005, 0.01)
	iaz := intT(rng, graph.Uint8, graph.Shape{}, 100, 150)
	ibz := intT(rng, graph.Uint8, graph.Shape{N}, 100, 150)
	ibias := randT(rng, graph.Shape{N}, 1)
	iav, ibv := contribref.Vals(ia), contribref.Vals(ib)
	mitf := make([]float64, 6*N)
	for i := range 6 {
		for j := range N {
			var acc float64
			for p := range K {
				acc += (iav[i*K+p] - iaz.Float64(0)) * (ibv[p*N+j] - ibz.Float64(j))
			}
			mitf[i*N+j] = acc*ias.Float64(0)*ibs.Float64(j) + ibias.Float64(j)
		}
	}
	qgemm := func(quant bool) contribCase {
		name, out, want, tl := "qgemm float output", "yf", contribref.Tensor(graph.Float32, graph.Shape{M, N}, gemm), tol
		if quant {
			name, out, want, tl = "qgemm quantized output", "yq", contribref.Tensor(graph.Uint8, graph.Shape{M, N}, gemmQ), step
		}
		return contribCase{
			name: name,
			build: func(m *onnxtest.Model) {
				m.Input("a", onnxUint8, []int64{M, K})
				qa.init(m, "a", graph.Uint8)
				qy.init(m, "y", graph.Uint8)
				m.Init("b", b)
				m.Init("bs", bs)
				m.Init("bz", bz)
				m.Init("c", c)
				ins := []string{"a", "a_s", "a_z", "b", "bs", "bz", "c"}
				elem := onnxtest.Float
				if quant {
					ins, elem = append(ins, "y_s", "y_z"), onnxUint8
				}
				msNode(m, "QGemm", ins, []string{out}, onnxtest.Int("transB", 1), onnxtest.Float32("alpha", float32(alpha)))
				m.Output(out, elem, nil)
			},
			inputs: map[string]*graph.Tensor{"a": a},
			want:   map[string]*graph.Tensor{out: want},
			tol:    tl,
		}
	}
	return []contribCase{qgemm(false), qgemm(true), {
		name: "dynamic quantize matmul and matmul integer to float",
		build: func(m *onnxtest.Model) {
			m.Input("fa", onnxtest.Float, []int64{4, K})
			m.Input("ia", onnxUint8, []int64{2, 3, K})
			for name, t := range map[string]*graph.Tensor{"db": db, "dbs": dbs, "dbias": dbias, "ib": ib, "ias": ias, "ibs": ibs, "iaz": iaz, "ibz": ibz, "ibias": ibias} {
				m.Init(name, t)
			}
			msNode(m, "DynamicQuantizeMatMul", []string{"fa", "db", "dbs", "", "dbias"}, []string{"dyn"})
			msNode(m, "MatMulIntegerToFloat", []string{"ia", "ib", "ias", "ibs", "iaz", "ibz", "ibias"}, []string{"mitf"})
			m.Output("dyn", onnxtest.Float, nil)
			m.Output("mitf", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"fa": fa, "ia": ia},
		want: map[string]*graph.Tensor{"dyn": contribref.Tensor(graph.Float32, graph.Shape{4, N}, dyn),
			"mitf": contribref.Tensor(graph.Float32, graph.Shape{2, 3, N}, mitf)},
		tol: tol,
	}}
}

// nbitsWeight is a random block-quantized weight (N, K) of bits bits with
// block size bs: its codes, scales, zero points (nil: the default) and the
// dequantized values W[n][k] (g_idx, when given, names each k's block).
type nbitsWeight struct {
	packed, zpPacked []byte
	scales, zpFloat  []float64
	w                []float64 // (N, K)
	nb               int
}

func makeNBits(rng *rand.Rand, N, K, bits, bs int, zp string, gidx []int) nbitsWeight {
	nb := (K + bs - 1) / bs
	var out nbitsWeight
	out.nb = nb
	codes := make([]int64, N*nb*bs)
	for i := range codes {
		codes[i] = int64(rng.IntN(1 << bits))
	}
	out.packed = contribref.PackBits(codes, bits)
	out.scales = make([]float64, N*nb)
	for i := range out.scales {
		out.scales[i] = float64(float32(0.01 + 0.05*rng.Float64()))
	}
	zps := make([]float64, N*nb)
	for i := range zps {
		zps[i] = float64(int64(1) << (bits - 1))
	}
	switch zp {
	case "uint8":
		zc := make([]int64, 0)
		per := 8 / bits
		for n := range N {
			row := make([]int64, ((nb+per-1)/per)*per)
			for j := range nb {
				row[j] = int64(rng.IntN(1 << bits))
				zps[n*nb+j] = float64(row[j])
			}
			zc = append(zc, row...)
		}
		out.zpPacked = contribref.PackBits(zc, bits)
	case "float":
		out.zpFloat = make([]float64, N*nb)
		for i := range zps {
			zps[i] = float64(float32(float64(rng.IntN(1<<bits)) + 0.25))
			out.zpFloat[i] = zps[i]
		}
	}
	out.w = make([]float64, N*K)
	for n := range N {
		for k := range K {
			blk := k / bs
			if gidx != nil {
				blk = gidx[k]
			}
			out.w[n*K+k] = (float64(codes[n*nb*bs+k]) - zps[n*nb+blk]) * out.scales[n*nb+blk]
		}
	}
	return out
}

func nbitsCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	type cfg struct {
		name          string
		K, N, bits, b int
		zp            string
		gidx, bias    bool
	}
	var cases []contribCase
	for _, c := range []cfg{
		{"matmulnbits 4-bit packed zero points bias", 64, 6, 4, 16, "uint8", false, true},
		{"matmulnbits 4-bit default zero point ragged K", 40, 5, 4, 16, "", false, false},
		{"matmulnbits 8-bit float zero points", 32, 4, 8, 16, "float", false, true},
		{"matmulnbits 4-bit g_idx", 32, 6, 4, 16, "uint8", true, false},
		{"matmulnbits 2-bit", 32, 3, 2, 16, "", false, false},
		// Columns a multiple of 16: the host folds the dequantization
		// into a row-vector product (finalize/host/nbits.go).
		{"matmulnbits folded 4-bit packed zero points bias", 64, 32, 4, 16, "uint8", false, true},
		{"matmulnbits folded 8-bit float zero points ragged K", 72, 48, 8, 32, "float", false, false},
		{"matmulnbits folded 2-bit", 48, 16, 2, 16, "", false, true},
		{"matmulnbits folded 4-bit block 128 ragged K", 200, 32, 4, 128, "uint8", false, false},
		{"matmulnbits folded 4-bit g_idx", 64, 32, 4, 16, "uint8", true, true},
	} {
		var gidx []int
		nb := (c.K + c.b - 1) / c.b
		if c.gidx {
			gidx = make([]int, c.K)
			for k := range gidx {
				gidx[k] = rng.IntN(nb)
			}
		}
		w := makeNBits(rng, c.N, c.K, c.bits, c.b, c.zp, gidx)
		a := randT(rng, graph.Shape{2, 3, int64(c.K)}, 1)
		bias := randT(rng, graph.Shape{int64(c.N)}, 1)
		wt := make([]float64, c.K*c.N) // (K, N)
		for n := range c.N {
			for k := range c.K {
				wt[k*c.N+n] = w.w[n*c.K+k]
			}
		}
		y := contribref.MatMul(contribref.Vals(a), wt, 6, c.K, c.N)
		if c.bias {
			for i := range y {
				y[i] += bias.Float64(i % c.N)
			}
		}
		blob := c.b * c.bits / 8
		cases = append(cases, contribCase{
			name: c.name,
			build: func(m *onnxtest.Model) {
				m.Input("a", onnxtest.Float, []int64{2, 3, int64(c.K)})
				bt, _ := graph.NewTensor(graph.Uint8, graph.Shape{int64(c.N), int64(nb), int64(blob)})
				copy(bt.Data, w.packed)
				m.Init("B", bt)
				m.Init("scales", contribref.Tensor(graph.Float32, graph.Shape{int64(c.N), int64(nb)}, w.scales))
				ins := []string{"a", "B", "scales", "", "", ""}
				switch c.zp {
				case "uint8":
					zt, _ := graph.NewTensor(graph.Uint8, graph.Shape{int64(len(w.zpPacked))})
					copy(zt.Data, w.zpPacked)
					m.Init("zp", zt)
					ins[3] = "zp"
				case "float":
					m.Init("zp", contribref.Tensor(graph.Float32, graph.Shape{int64(c.N), int64(nb)}, w.zpFloat))
					ins[3] = "zp"
				}
				if gidx != nil {
					g := make([]float64, len(gidx))
					for i, v := range gidx {
						g[i] = float64(v)
					}
					m.Init("gidx", contribref.Tensor(graph.Int32, graph.Shape{int64(c.K)}, g))
					ins[4] = "gidx"
				}
				if c.bias {
					m.Init("bias", bias)
					ins[5] = "bias"
				}
				msNode(m, "MatMulNBits", ins, []string{"y"}, onnxtest.Int("K", int64(c.K)), onnxtest.Int("N", int64(c.N)),
					onnxtest.Int("bits", int64(c.bits)), onnxtest.Int("block_size", int64(c.b)))
				m.Output("y", onnxtest.Float, nil)
			},
			inputs: map[string]*graph.Tensor{"a": a},
			want:   map[string]*graph.Tensor{"y": contribref.Tensor(graph.Float32, graph.Shape{2, 3, int64(c.N)}, y)},
			tol:    tol,
		})
	}
	// GatherBlockQuantized: a 4-bit (V, 32) table, blocks of 16, packed
	// zero points.
	const V, K, bs = 10, 32, 16
	w := makeNBits(rng, V, K, 4, bs, "uint8", nil)
	idx := intT(rng, graph.Int64, graph.Shape{2, 3}, 0, V-1)
	out := make([]float64, 0, 6*K)
	for i := range 6 {
		r := int(idx.Int64(i))
		out = append(out, w.w[r*K:(r+1)*K]...)
	}
	cases = append(cases, contribCase{
		name: "gather block quantized",
		build: func(m *onnxtest.Model) {
			m.Input("idx", onnxtest.Int64, []int64{2, 3})
			dt, _ := graph.NewTensor(graph.Uint8, graph.Shape{V, K / 2})
			copy(dt.Data, w.packed)
			m.Init("data", dt)
			m.Init("scales", contribref.Tensor(graph.Float32, graph.Shape{V, K / bs}, w.scales))
			zt, _ := graph.NewTensor(graph.Uint8, graph.Shape{V, 1})
			copy(zt.Data, w.zpPacked)
			m.Init("zp", zt)
			msNode(m, "GatherBlockQuantized", []string{"data", "idx", "scales", "zp"}, []string{"y"},
				onnxtest.Int("block_size", bs), onnxtest.Int("bits", 4))
			m.Output("y", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"idx": idx},
		want:   map[string]*graph.Tensor{"y": contribref.Tensor(graph.Float32, graph.Shape{2, 3, K}, out)},
		tol:    tol,
	})
	return cases
}
