package contrib

import (
	"maps"

	"github.com/mgxport/mgxport/graph"
)

// MLDomain is the domain of ONNX's classical ML operators.
const MLDomain = "ai.onnx.ml"

// mlOps are the ai.onnx.ml ops the reference evaluator implements (the
// compiled targets run them as host steps). No default-domain op shares
// their names, so they move into the default domain unchanged: the rest of
// the compiler keys ops by name.
func mlOps() []contribOp {
	var out []contribOp
	for _, op := range []string{"ArrayFeatureExtractor", "Binarizer", "Imputer", "LabelEncoder", "LinearRegressor", "Normalizer", "Scaler", "TreeEnsemble", "TreeEnsembleRegressor", "LinearClassifier",
		"TreeEnsembleClassifier", "OneHotEncoder", "CategoryMapper", "ZipMap"} {
		out = append(out, contribOp{MLDomain, op, moveToDefault})
	}
	return out
}

// moveToDefault re-emits n in the default domain with its inputs and
// attributes.
func moveToDefault(b *cbuild, n *graph.Node) error {
	outs := b.opN(n.OpType, len(n.Outputs), n.Inputs...)
	maps.Copy(outs[0].Producer.Attrs, n.Attrs)
	for i, o := range n.Outputs {
		b.bind(o, outs[i])
	}
	return nil
}
