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

func stringsAttr(name string, v ...string) *onnxpb.AttributeProto {
	b := make([][]byte, len(v))
	for i, s := range v {
		b[i] = []byte(s)
	}
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: b}
}

// mlModelCases are skl2onnx's model ops: LinearClassifier (a row per
// class, softmax scores) and TreeEnsembleRegressor (trees by node ids,
// LEAF nodes with weights for several targets, base values).
func mlModelCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	const N, F, C = 30, 4, 3
	x := randT(rng, graph.Shape{N, F}, 1)
	xv := contribref.Vals(x)
	coef, icpt := make([]float32, C*F), make([]float32, C)
	// Row k leans on feature k, so every class wins some of the rows.
	for i := range coef {
		coef[i] = float32(0.3 * rng.NormFloat64())
		if i%F == i/F {
			coef[i] += 2
		}
	}
	for i := range icpt {
		icpt[i] = float32(0.2 * rng.NormFloat64())
	}
	labels := []int64{3, 7, 11}
	gotLabel, probs := make([]float64, N), make([]float64, N*C)
	for r := range N {
		s := make([]float64, C)
		best, sum := 0, 0.0
		for k := range C {
			s[k] = float64(icpt[k])
			for f := range F {
				s[k] += xv[r*F+f] * float64(coef[k*F+f])
			}
			if s[k] > s[best] {
				best = k
			}
		}
		for k := range C {
			sum += math.Exp(s[k] - s[best])
		}
		for k := range C {
			probs[r*C+k] = math.Exp(s[k]-s[best]) / sum
		}
		gotLabel[r] = float64(labels[best])
	}

	// The trees, by (tree, node): interior nodes split, LEAF nodes hold
	// weights; thresholds near the data's middle so both branches happen.
	type node struct {
		mode        string
		feat        int64
		val         float32
		true, false int64
	}
	trees := []map[int64]node{
		{0: {"BRANCH_LEQ", 0, 0, 1, 2}, 1: {mode: "LEAF"}, 2: {"BRANCH_GT", 1, 0.1, 3, 4}, 3: {mode: "LEAF"}, 4: {mode: "LEAF"}},
		{0: {"BRANCH_LT", 2, -0.1, 1, 2}, 1: {mode: "LEAF"}, 2: {mode: "LEAF"}},
	}
	type tgt struct {
		tree, node, id int64
		w              float32
	}
	targets := []tgt{{0, 1, 0, 0.5}, {0, 1, 1, -0.2}, {0, 3, 0, 1.5}, {0, 4, 1, 2}, {1, 1, 0, 0.3}, {1, 2, 0, -1}, {1, 2, 1, 0.7}}
	base := []float32{0.25, -0.5}
	reg := make([]float64, N*2)
	for r := range N {
		for t := range 2 {
			reg[r*2+t] = float64(base[t])
		}
		for ti, tr := range trees {
			id := int64(0)
			for tr[id].mode != "LEAF" {
				nd, v := tr[id], xv[r*F+int(tr[id].feat)]
				s := float64(nd.val)
				take := map[string]bool{"BRANCH_LEQ": v <= s, "BRANCH_GT": v > s, "BRANCH_LT": v < s}[nd.mode]
				id = nd.false
				if take {
					id = nd.true
				}
			}
			for _, tg := range targets {
				if tg.tree == int64(ti) && tg.node == id {
					reg[r*2+int(tg.id)] += float64(tg.w)
				}
			}
		}
	}
	var treeIDs, nodeIDs, feats, tIDs, fIDs []int64
	var modes []string
	var vals []float32
	for ti, tr := range trees {
		for id := int64(0); id < int64(len(tr)); id++ {
			nd := tr[id]
			treeIDs, nodeIDs, modes = append(treeIDs, int64(ti)), append(nodeIDs, id), append(modes, nd.mode)
			feats, vals, tIDs, fIDs = append(feats, nd.feat), append(vals, nd.val), append(tIDs, nd.true), append(fIDs, nd.false)
		}
	}
	var ttree, tnode, tid []int64
	var tw []float32
	for _, tg := range targets {
		ttree, tnode, tid, tw = append(ttree, tg.tree), append(tnode, tg.node), append(tid, tg.id), append(tw, tg.w)
	}
	// The same trees as a 3-class classifier: class weights, labels by
	// argmax, softmax scores.
	ctargets := []tgt{{0, 1, 0, 0.5}, {0, 1, 2, 0.4}, {0, 3, 1, 1.5}, {0, 4, 2, 2}, {1, 1, 0, 0.3}, {1, 2, 1, 1}, {1, 2, 2, 0.7}}
	var cTree, cNode, cID []int64
	var cW []float32
	for _, tg := range ctargets {
		cTree, cNode, cID, cW = append(cTree, tg.tree), append(cNode, tg.node), append(cID, tg.id), append(cW, tg.w)
	}
	clsLabels := []int64{10, 20, 30}
	clsLabel, clsScore := make([]float64, N), make([]float64, N*3)
	for r := range N {
		sc := make([]float64, 3)
		for ti, tr := range trees {
			id := int64(0)
			for tr[id].mode != "LEAF" {
				nd, v := tr[id], xv[r*F+int(tr[id].feat)]
				s := float64(nd.val)
				take := map[string]bool{"BRANCH_LEQ": v <= s, "BRANCH_GT": v > s, "BRANCH_LT": v < s}[nd.mode]
				id = nd.false
				if take {
					id = nd.true
				}
			}
			for _, tg := range ctargets {
				if tg.tree == int64(ti) && tg.node == id {
					sc[tg.id] += float64(tg.w)
				}
			}
		}
		best, sum := 0, 0.0
		for k := range sc {
			if sc[k] > sc[best] {
				best = k
			}
		}
		for k := range sc {
			sum += math.Exp(sc[k] - sc[best])
		}
		for k := range sc {
			clsScore[r*3+k] = math.Exp(sc[k]-sc[best]) / sum
		}
		clsLabel[r] = float64(clsLabels[best])
	}
	// OneHotEncoder over int64 categories (unknown values: zeros).
	cats := []int64{4, 1, 9}
	oh := intT(rng, graph.Int64, graph.Shape{N, 2}, 0, 10)
	ohv := contribref.Vals(oh)
	onehot := make([]float64, N*2*3)
	for i, v := range ohv {
		for j, c := range cats {
			if int64(v) == c {
				onehot[i*3+j] = 1
			}
		}
	}
	return []contribCase{{
		name: "ai.onnx.ml tree ensemble classifier and one-hot encoder",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{N, F})
			m.Input("oh", onnxtest.Int64, []int64{N, 2})
			mlNode(m, "TreeEnsembleClassifier", []string{"x"}, []string{"cls", "cscore"}, onnxtest.Ints("nodes_treeids", treeIDs...), onnxtest.Ints("nodes_nodeids", nodeIDs...),
				stringsAttr("nodes_modes", modes...), onnxtest.Ints("nodes_featureids", feats...), floatsAttr("nodes_values", vals...),
				onnxtest.Ints("nodes_truenodeids", tIDs...), onnxtest.Ints("nodes_falsenodeids", fIDs...),
				onnxtest.Ints("class_treeids", cTree...), onnxtest.Ints("class_nodeids", cNode...), onnxtest.Ints("class_ids", cID...),
				floatsAttr("class_weights", cW...), onnxtest.Ints("classlabels_int64s", clsLabels...), onnxtest.String("post_transform", "SOFTMAX"))
			mlNode(m, "OneHotEncoder", []string{"oh"}, []string{"onehot"}, onnxtest.Ints("cats_int64s", cats...))
			m.Output("cls", onnxtest.Int64, nil)
			m.Output("cscore", onnxtest.Float, nil)
			m.Output("onehot", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"x": x, "oh": oh},
		want: map[string]*graph.Tensor{
			"cls":    contribref.Tensor(graph.Int64, graph.Shape{N}, clsLabel),
			"cscore": contribref.Tensor(graph.Float32, graph.Shape{N, 3}, clsScore),
			"onehot": contribref.Tensor(graph.Float32, graph.Shape{N, 2, 3}, onehot),
		},
		tol: tol,
	}, {
		name: "ai.onnx.ml linear classifier and tree ensemble regressor",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{N, F})
			mlNode(m, "LinearClassifier", []string{"x"}, []string{"label", "probs"}, floatsAttr("coefficients", coef...), floatsAttr("intercepts", icpt...),
				onnxtest.Ints("classlabels_ints", labels...), onnxtest.String("post_transform", "SOFTMAX"))
			mlNode(m, "TreeEnsembleRegressor", []string{"x"}, []string{"reg"}, onnxtest.Ints("nodes_treeids", treeIDs...), onnxtest.Ints("nodes_nodeids", nodeIDs...),
				stringsAttr("nodes_modes", modes...), onnxtest.Ints("nodes_featureids", feats...), floatsAttr("nodes_values", vals...),
				onnxtest.Ints("nodes_truenodeids", tIDs...), onnxtest.Ints("nodes_falsenodeids", fIDs...),
				onnxtest.Ints("target_treeids", ttree...), onnxtest.Ints("target_nodeids", tnode...), onnxtest.Ints("target_ids", tid...),
				floatsAttr("target_weights", tw...), floatsAttr("base_values", base...), onnxtest.Int("n_targets", 2))
			m.Output("label", onnxtest.Int64, nil)
			m.Output("probs", onnxtest.Float, nil)
			m.Output("reg", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"x": x},
		want: map[string]*graph.Tensor{
			"label": contribref.Tensor(graph.Int64, graph.Shape{N}, gotLabel),
			"probs": contribref.Tensor(graph.Float32, graph.Shape{N, C}, probs),
			"reg":   contribref.Tensor(graph.Float32, graph.Shape{N, 2}, reg),
		},
		tol: tol,
	}}
}
