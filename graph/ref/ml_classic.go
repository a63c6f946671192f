package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// postTransformCode maps an ai.onnx.ml post_transform name to the code
// postTransform takes.
func postTransformCode(s string) (int64, error) {
	c, ok := map[string]int64{"NONE": 0, "SOFTMAX": 1, "LOGISTIC": 2, "SOFTMAX_ZERO": 3, "PROBIT": 4}[s]
	if !ok {
		return 0, fmt.Errorf("post_transform %q: want NONE, SOFTMAX, LOGISTIC, SOFTMAX_ZERO or PROBIT", s)
	}
	return c, nil
}

// linearClassifier is LinearClassifier's attributes, checked.
type linearClassifier struct {
	coef, icpt []float32
	classes    int64
	labels     *graph.Tensor // int64 or string, one per class
	pt         int64
}

func decodeLinearClassifier(n *graph.Node, feats int64) (*linearClassifier, error) {
	p := &linearClassifier{coef: n.Floats("coefficients", nil), icpt: n.Floats("intercepts", nil)}
	var err error
	if p.pt, err = postTransformCode(n.Str("post_transform", "NONE")); err != nil {
		return nil, err
	}
	switch {
	case n.Has("classlabels_strings"):
		v := n.Strings("classlabels_strings", nil)
		p.labels, err = graph.FromStrings(graph.Shape{int64(len(v))}, v)
	default:
		v := n.Ints("classlabels_ints", nil)
		p.labels, err = graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
	}
	if err != nil {
		return nil, err
	}
	p.classes = int64(p.labels.Len())
	if p.classes < 2 || int64(len(p.icpt)) != p.classes {
		return nil, fmt.Errorf("%d class labels and %d intercepts: one coefficient row per class of at least 2 is supported", p.classes, len(p.icpt))
	}
	if feats >= 0 && int64(len(p.coef)) != p.classes*feats {
		return nil, fmt.Errorf("%d coefficients for %d classes of %d features", len(p.coef), p.classes, feats)
	}
	return p, nil
}

// linearClassifierOp is LinearClassifier with a coefficient row per class:
// scores[n, c] = Σ_f X[n, f]·coef[c, f] + intercept[c], post-transformed;
// the label is the class of the highest score. Outputs (label (N), scores
// (N, C) float32).
var linearClassifierOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		rows, feats, err := rowsOf(a.shape(0))
		if err != nil {
			return nil, err
		}
		p, err := decodeLinearClassifier(a.node(), feats)
		if err != nil {
			return nil, err
		}
		return []outType{{p.labels.DType, graph.Shape{rows}}, {graph.Float32, graph.Shape{rows, p.classes}}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		rows, feats, _ := rowsOf(x.Shape)
		p, err := decodeLinearClassifier(c.n, feats)
		if err != nil {
			return err
		}
		label, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		scores, err := alloc(graph.Float32, outs[1].shape)
		if err != nil {
			return err
		}
		row := make([]float64, p.classes)
		for r := range rows {
			for k := range p.classes {
				s := float64(p.icpt[k])
				for f := range feats {
					s += x.Float64(int(r*feats+f)) * float64(p.coef[k*feats+f])
				}
				row[k] = s
			}
			best := 0
			for k := range row {
				if row[k] > row[best] {
					best = k
				}
			}
			postTransform(row, p.pt)
			for k, v := range row {
				scores.SetFloat64(int(r*p.classes+int64(k)), v)
			}
			if label.DType == graph.String {
				label.Strings[r] = p.labels.Strings[best]
			} else {
				label.SetFloat64(int(r), p.labels.Float64(best))
			}
		}
		c.set(0, label)
		c.set(1, scores)
		return nil
	},
}

// oldTreeEnsemble converts TreeEnsembleRegressor's attributes (nodes named
// by tree and node id, string modes, LEAF nodes with target weights) to
// the TreeEnsemble form, plus its base values.
func oldTreeEnsemble(n *graph.Node, prefix string, targets int64) (*treeEnsemble, []float64, error) {
	tree, ids := n.Ints("nodes_treeids", nil), n.Ints("nodes_nodeids", nil)
	modes := n.Strings("nodes_modes", nil)
	vals := n.Floats("nodes_values", nil)
	var values []float64
	if t := n.TensorAttr("nodes_values_as_tensor"); t != nil {
		values = t.Float64s()
	} else {
		for _, v := range vals {
			values = append(values, float64(v))
		}
	}
	feat, tIDs, fIDs := n.Ints("nodes_featureids", nil), n.Ints("nodes_truenodeids", nil), n.Ints("nodes_falsenodeids", nil)
	miss := n.Ints("nodes_missing_value_tracks_true", nil)
	k := len(tree)
	for name, l := range map[string]int{"nodes_nodeids": len(ids), "nodes_modes": len(modes), "nodes_values": len(values),
		"nodes_featureids": len(feat), "nodes_truenodeids": len(tIDs), "nodes_falsenodeids": len(fIDs)} {
		if l != k {
			return nil, nil, fmt.Errorf("%s has %d entries for %d nodes", name, l, k)
		}
	}
	if miss != nil && len(miss) != k {
		return nil, nil, fmt.Errorf("nodes_missing_value_tracks_true has %d entries for %d nodes", len(miss), k)
	}
	type key struct{ t, n int64 }
	index := map[key]int{}
	for i := range k {
		index[key{tree[i], ids[i]}] = i
	}
	modeCode := map[string]int64{"BRANCH_LEQ": 0, "BRANCH_LT": 1, "BRANCH_GTE": 2, "BRANCH_GT": 3, "BRANCH_EQ": 4, "BRANCH_NEQ": 5}
	// Leaves: each LEAF node's target weights, as leaves of the new form.
	tt, tn, tid := n.Ints(prefix+"_treeids", nil), n.Ints(prefix+"_nodeids", nil), n.Ints(prefix+"_ids", nil)
	tw := n.Floats(prefix+"_weights", nil)
	if len(tn) != len(tt) || len(tid) != len(tt) || len(tw) != len(tt) {
		return nil, nil, fmt.Errorf("%s_treeids, _nodeids, _ids and _weights differ in length", prefix)
	}
	p := &treeEnsemble{targets: targets, members: map[int][]float64{}}
	var err error
	if p.postTransform, err = postTransformCode(n.Str("post_transform", "NONE")); err != nil {
		return nil, nil, err
	}
	agg, ok := map[string]int64{"AVERAGE": 0, "SUM": 1, "MIN": 2, "MAX": 3}[n.Str("aggregate_function", "SUM")]
	if !ok {
		return nil, nil, fmt.Errorf("aggregate_function %q: want AVERAGE, SUM, MIN or MAX", n.Str("aggregate_function", "SUM"))
	}
	p.aggregate = agg
	// Every target weight is a leaf of the new form; a LEAF node with
	// several weights lists them all in multiLeaf under its first.
	leafOf := map[key][]int{}
	for j := range tt {
		leafOf[key{tt[j], tn[j]}] = append(leafOf[key{tt[j], tn[j]}], j)
	}
	p.leafTargets, p.leafWeights = tid, make([]float64, len(tw))
	for j, w := range tw {
		p.leafWeights[j] = float64(w)
	}
	p.multiLeaf = map[int][]int{}
	// Interior nodes keep their positions; a branch to a LEAF node becomes
	// a leaf branch to that node's first weight, and multiLeaf lists all.
	for i := range k {
		if modes[i] == "LEAF" {
			p.modes = append(p.modes, 0)
		} else {
			c, ok := modeCode[modes[i]]
			if !ok {
				return nil, nil, fmt.Errorf("node %d has mode %q", i, modes[i])
			}
			p.modes = append(p.modes, c)
		}
		p.splits = append(p.splits, values[i])
		p.features = append(p.features, max(feat[i], 0))
		for _, br := range []struct {
			id   int64
			dst  *[]int64
			leaf *[]int64
		}{{tIDs[i], &p.trueIDs, &p.trueLeaf}, {fIDs[i], &p.falseIDs, &p.falseLeaf}} {
			j, ok := index[key{tree[i], br.id}]
			if modes[i] == "LEAF" {
				j, ok = i, true // unused: a LEAF node is never split on
			}
			if !ok {
				return nil, nil, fmt.Errorf("node %d of tree %d branches to node %d, which is not in the tree", ids[i], tree[i], br.id)
			}
			if modes[i] != "LEAF" && modes[j] == "LEAF" {
				ws := leafOf[key{tree[j], ids[j]}]
				if len(ws) == 0 {
					*br.dst, *br.leaf = append(*br.dst, -1), append(*br.leaf, 1)
					continue
				}
				p.multiLeaf[ws[0]] = ws
				*br.dst, *br.leaf = append(*br.dst, int64(ws[0])), append(*br.leaf, 1)
				continue
			}
			*br.dst, *br.leaf = append(*br.dst, int64(j)), append(*br.leaf, 0)
		}
	}
	if miss != nil {
		p.missingTrue = miss
	}
	roots := map[int64]int{}
	for i := range k {
		if r, ok := roots[tree[i]]; !ok || ids[i] < ids[r] {
			roots[tree[i]] = i
		}
	}
	for _, t := range sortedKeys(roots) {
		r := roots[t]
		if modes[r] == "LEAF" {
			return nil, nil, fmt.Errorf("tree %d is a single leaf, which is not supported", t)
		}
		p.roots = append(p.roots, int64(r))
	}
	var base []float64
	for _, b := range n.Floats("base_values", nil) {
		base = append(base, float64(b))
	}
	if base != nil && int64(len(base)) != p.targets {
		return nil, nil, fmt.Errorf("%d base values for %d targets", len(base), p.targets)
	}
	return p, base, p.check()
}

func sortedKeys(m map[int64]int) []int64 {
	out := make([]int64, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// treeEnsembleRegressorOp is TreeEnsembleRegressor (ai.onnx.ml 1/3): the
// trees' leaf weights per target aggregated, plus base_values, then
// post_transform; output (rows, n_targets) float32.
var treeEnsembleRegressorOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		rows, _, err := rowsOf(a.shape(0))
		if err != nil {
			return nil, err
		}
		p, _, err := oldTreeEnsemble(a.node(), "target", a.node().Int("n_targets", 0))
		if err != nil {
			return nil, err
		}
		return one(graph.Float32, graph.Shape{rows, p.targets})
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, base, err := oldTreeEnsemble(c.n, "target", c.n.Int("n_targets", 0))
		if err != nil {
			return err
		}
		y, err := p.run(c.in[0], outs[0].dt, base)
		if err != nil {
			return err
		}
		c.set(0, y)
		return nil
	},
}

// classLabels reads classlabels_int64s or classlabels_strings.
func classLabels(n *graph.Node) (*graph.Tensor, error) {
	if n.Has("classlabels_strings") {
		v := n.Strings("classlabels_strings", nil)
		return graph.FromStrings(graph.Shape{int64(len(v))}, v)
	}
	v := n.Ints("classlabels_int64s", nil)
	return graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
}

// treeClassifier decodes TreeEnsembleClassifier: the regressor's trees
// with class_* weights, one score column per class label.
func treeClassifier(n *graph.Node) (*treeEnsemble, []float64, *graph.Tensor, error) {
	labels, err := classLabels(n)
	if err != nil {
		return nil, nil, nil, err
	}
	if labels.Len() < 2 {
		return nil, nil, nil, fmt.Errorf("%d class labels: want 2 or more", labels.Len())
	}
	p, base, err := oldTreeEnsemble(n, "class", int64(labels.Len()))
	if err != nil {
		return nil, nil, nil, err
	}
	if labels.Len() == 2 {
		// ONNX Runtime scores a binary ensemble with weights for one class
		// specially; with weights for both it is the general case.
		seen := map[int64]bool{}
		for _, id := range p.leafTargets {
			seen[id] = true
		}
		if !seen[0] || !seen[1] {
			return nil, nil, nil, fmt.Errorf("a binary ensemble with weights for one class only is not supported")
		}
	}
	return p, base, labels, nil
}

// treeEnsembleClassifierOp is TreeEnsembleClassifier (ai.onnx.ml 1/3):
// per class the trees' weights summed plus base_values; the label is the
// class of the highest sum, the scores are the sums post-transformed.
// Outputs (label (N), scores (N, C) float32).
var treeEnsembleClassifierOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		rows, _, err := rowsOf(a.shape(0))
		if err != nil {
			return nil, err
		}
		p, _, labels, err := treeClassifier(a.node())
		if err != nil {
			return nil, err
		}
		return []outType{{labels.DType, graph.Shape{rows}}, {graph.Float32, graph.Shape{rows, p.targets}}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, base, labels, err := treeClassifier(c.n)
		if err != nil {
			return err
		}
		pt := p.postTransform
		p.postTransform = 0 // the label is read before the transform
		raw, err := p.run(c.in[0], graph.Float64, base)
		if err != nil {
			return err
		}
		label, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		scores, err := alloc(graph.Float32, outs[1].shape)
		if err != nil {
			return err
		}
		k := int(p.targets)
		row := make([]float64, k)
		for r := range int(outs[0].shape[0]) {
			for j := range k {
				row[j] = raw.Float64(r*k + j)
			}
			best := 0
			for j := range row {
				if row[j] > row[best] {
					best = j
				}
			}
			postTransform(row, pt)
			for j, v := range row {
				scores.SetFloat64(r*k+j, v)
			}
			if label.DType == graph.String {
				label.Strings[r] = labels.Strings[best]
			} else {
				label.SetFloat64(r, labels.Float64(best))
			}
		}
		c.set(0, label)
		c.set(1, scores)
		return nil
	},
}

// oneHotEncoderOp is OneHotEncoder: each element of X becomes a row of
// len(categories) with 1 where it equals a category (an unknown element:
// zeros, or an error when zeros is 0); output X's shape + (C) float32.
var oneHotEncoderOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		n := a.node()
		c := int64(len(n.Ints("cats_int64s", nil)) + len(n.Strings("cats_strings", nil)))
		if c == 0 {
			return nil, fmt.Errorf("no cats_int64s or cats_strings")
		}
		if (a.dtype(0) == graph.String) != n.Has("cats_strings") {
			return nil, fmt.Errorf("input is %v for %s categories", a.dtype(0), map[bool]string{true: "string", false: "integer"}[n.Has("cats_strings")])
		}
		return one(graph.Float32, append(a.shape(0).Clone(), c))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		idx := map[string]int{}
		cats := c.n.Strings("cats_strings", nil)
		if cats == nil {
			cats = intItems(c.n.Ints("cats_int64s", nil))
		}
		for i, s := range cats {
			if _, dup := idx[s]; !dup {
				idx[s] = i
			}
		}
		y, err := alloc(graph.Float32, outs[0].shape)
		if err != nil {
			return err
		}
		k := len(cats)
		for i := range x.Len() {
			key := ""
			if x.DType == graph.String {
				key = x.Strings[i]
			} else {
				f := x.Float64(i)
				if f != float64(int64(f)) {
					continue // a fractional value matches no integer category
				}
				key = intItems([]int64{int64(f)})[0]
			}
			j, ok := idx[key]
			if !ok {
				if c.n.Int("zeros", 1) == 0 {
					return fmt.Errorf("element %d (%s) is not a category and zeros is 0", i, key)
				}
				continue
			}
			y.SetFloat64(i*k+j, 1)
		}
		c.set(0, y)
		return nil
	},
	strings: true,
}

// categoryMapperOp is CategoryMapper: strings to int64 through the
// parallel cats_strings/cats_int64s (default_int64 when absent), or int64
// to strings (default_string).
var categoryMapperOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		n := a.node()
		if len(n.Strings("cats_strings", nil)) != len(n.Ints("cats_int64s", nil)) {
			return nil, fmt.Errorf("cats_strings and cats_int64s differ in length")
		}
		switch a.dtype(0) {
		case graph.String:
			return one(graph.Int64, a.shape(0))
		case graph.Int64:
			return one(graph.String, a.shape(0))
		}
		return nil, fmt.Errorf("input is %v: want string or int64", a.dtype(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		strs, ints := c.n.Strings("cats_strings", nil), c.n.Ints("cats_int64s", nil)
		y, err := alloc(outs[0].dt, x.Shape)
		if err != nil {
			return err
		}
		if x.DType == graph.String {
			m := map[string]int64{}
			for i, s := range strs {
				if _, dup := m[s]; !dup {
					m[s] = ints[i]
				}
			}
			for i, s := range x.Strings {
				v, ok := m[s]
				if !ok {
					v = c.n.Int("default_int64", -1)
				}
				y.SetInt64(i, v)
			}
		} else {
			m := map[int64]string{}
			for i, v := range ints {
				if _, dup := m[v]; !dup {
					m[v] = strs[i]
				}
			}
			for i, v := range x.Int64s() {
				s, ok := m[v]
				if !ok {
					s = c.n.Str("default_string", "_Unused")
				}
				y.Strings[i] = s
			}
		}
		c.set(0, y)
		return nil
	},
	strings: true,
}
