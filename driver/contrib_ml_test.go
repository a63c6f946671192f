package driver

import (
	"math"
	"math/rand/v2"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/contribref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// mlNode adds an ai.onnx.ml node.
func mlNode(m *onnxtest.Model, op string, ins, outs []string, attrs ...*onnxpb.AttributeProto) {
	m.Node(op, op+"_"+outs[0], ins, outs, attrs...).Domain = proto.String("ai.onnx.ml")
	m.Domains["ai.onnx.ml"] = 5
}

func floatsAttr(name string, v ...float32) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_FLOATS.Enum(), Floats: v}
}

// mlCases are the classical ML ops skl2onnx writes for preprocessing and
// linear models (the ONNX node suite covers TreeEnsemble, LabelEncoder,
// Binarizer and ArrayFeatureExtractor), against Go references.
func mlCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	const N, F, T = 4, 5, 2
	x := randT(rng, graph.Shape{N, F}, 2)
	xv := contribref.Vals(x)
	off, sc := make([]float32, F), make([]float32, F)
	for i := range F {
		off[i], sc[i] = float32(rng.NormFloat64()), float32(0.5+rng.Float64())
	}
	scaled := make([]float64, N*F)
	l2 := make([]float64, N*F)
	for r := range N {
		var s float64
		for f := range F {
			scaled[r*F+f] = (xv[r*F+f] - float64(off[f])) * float64(sc[f])
			s += xv[r*F+f] * xv[r*F+f]
		}
		for f := range F {
			l2[r*F+f] = xv[r*F+f] / math.Sqrt(s)
		}
	}
	coef, icpt := make([]float32, T*F), []float32{float32(rng.NormFloat64()), float32(rng.NormFloat64())}
	for i := range coef {
		coef[i] = float32(rng.NormFloat64())
	}
	lin := make([]float64, N*T)
	for r := range N {
		for t := range T {
			lin[r*T+t] = float64(icpt[t])
			for f := range F {
				lin[r*T+t] += xv[r*F+f] * float64(coef[t*F+f])
			}
		}
	}
	// Imputer: NaNs replaced per feature.
	xn := append([]float64(nil), xv...)
	imp := make([]float32, F)
	for i := range imp {
		imp[i] = float32(rng.NormFloat64())
	}
	xnT := contribref.Tensor(graph.Float32, x.Shape, xn)
	imputed := append([]float64(nil), xv...)
	for _, i := range []int{1, 7, 13} {
		xnT.SetFloat64(i, math.NaN())
		imputed[i] = float64(imp[i%F])
	}
	return []contribCase{{
		name: "ai.onnx.ml scaler normalizer linear regressor imputer",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{N, F})
			m.Input("xn", onnxtest.Float, []int64{N, F})
			mlNode(m, "Scaler", []string{"x"}, []string{"scaled"}, floatsAttr("offset", off...), floatsAttr("scale", sc...))
			mlNode(m, "Normalizer", []string{"x"}, []string{"l2"}, onnxtest.String("norm", "L2"))
			mlNode(m, "LinearRegressor", []string{"x"}, []string{"lin"}, floatsAttr("coefficients", coef...), floatsAttr("intercepts", icpt...),
				onnxtest.Int("targets", T))
			mlNode(m, "Imputer", []string{"xn"}, []string{"imputed"}, floatsAttr("imputed_value_floats", imp...),
				onnxtest.Float32("replaced_value_float", float32(math.NaN())))
			for _, o := range []string{"scaled", "l2", "lin", "imputed"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"x": x, "xn": xnT},
		want: map[string]*graph.Tensor{
			"scaled":  contribref.Tensor(graph.Float32, x.Shape, scaled),
			"l2":      contribref.Tensor(graph.Float32, x.Shape, l2),
			"lin":     contribref.Tensor(graph.Float32, graph.Shape{N, T}, lin),
			"imputed": contribref.Tensor(graph.Float32, x.Shape, imputed),
		},
		tol: tol,
	}}
}
