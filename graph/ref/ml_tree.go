package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// treeEnsemble is ai.onnx.ml TreeEnsemble (ml opset 5), decoded and
// checked: interior nodes split on one feature; a branch leads to another
// node or, when its leaf flag is set, to a leaf of leaf_targetids and
// leaf_weights.
type treeEnsemble struct {
	splits                   []float64
	features                 []int64
	modes                    []int64
	trueIDs, falseIDs        []int64
	trueLeaf, falseLeaf      []int64
	missingTrue              []int64
	members                  map[int][]float64 // node -> its set (BRANCH_MEMBER)
	leafTargets              []int64
	leafWeights              []float64
	roots                    []int64
	targets                  int64
	aggregate, postTransform int64
	// multiLeaf lists, under a leaf's index, every leaf a branch to it
	// adds (TreeEnsembleRegressor's LEAF nodes of several targets).
	multiLeaf map[int][]int
}

func tensorFloats(t *graph.Tensor) []float64 {
	if t == nil {
		return nil
	}
	return t.Float64s()
}

func decodeTreeEnsemble(n *graph.Node) (*treeEnsemble, error) {
	p := &treeEnsemble{
		splits: tensorFloats(n.TensorAttr("nodes_splits")), features: n.Ints("nodes_featureids", nil),
		trueIDs: n.Ints("nodes_truenodeids", nil), falseIDs: n.Ints("nodes_falsenodeids", nil),
		trueLeaf: n.Ints("nodes_trueleafs", nil), falseLeaf: n.Ints("nodes_falseleafs", nil),
		missingTrue: n.Ints("nodes_missing_value_tracks_true", nil), leafTargets: n.Ints("leaf_targetids", nil),
		leafWeights: tensorFloats(n.TensorAttr("leaf_weights")), roots: n.Ints("tree_roots", nil),
		targets: n.Int("n_targets", 0), aggregate: n.Int("aggregate_function", 1), postTransform: n.Int("post_transform", 0),
		members: map[int][]float64{},
	}
	if m := n.TensorAttr("nodes_modes"); m != nil {
		p.modes = m.Int64s()
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	nodes := len(p.splits)
	// The sets of the BRANCH_MEMBER nodes, in node order, NaN-separated.
	mv := tensorFloats(n.TensorAttr("membership_values"))
	for i := range nodes {
		if p.modes[i] != 6 {
			continue
		}
		var set []float64
		for len(mv) > 0 && !math.IsNaN(mv[0]) {
			set, mv = append(set, mv[0]), mv[1:]
		}
		if len(mv) > 0 {
			mv = mv[1:]
		}
		p.members[i] = set
	}
	if p.aggregate < 0 || p.aggregate > 3 || p.postTransform < 0 || p.postTransform > 4 {
		return nil, fmt.Errorf("aggregate_function %d or post_transform %d is out of range", p.aggregate, p.postTransform)
	}
	return p, nil
}

// check validates the decoded arrays: lengths, targets, branch and root
// indices (a leaf branch may be -1: no weight), modes and features.
func (p *treeEnsemble) check() error {
	nodes := len(p.splits)
	for name, l := range map[string]int{"nodes_featureids": len(p.features), "nodes_modes": len(p.modes), "nodes_truenodeids": len(p.trueIDs),
		"nodes_falsenodeids": len(p.falseIDs), "nodes_trueleafs": len(p.trueLeaf), "nodes_falseleafs": len(p.falseLeaf)} {
		if l != nodes {
			return fmt.Errorf("%s has %d entries for %d nodes", name, l, nodes)
		}
	}
	if p.missingTrue != nil && len(p.missingTrue) != nodes {
		return fmt.Errorf("nodes_missing_value_tracks_true has %d entries for %d nodes", len(p.missingTrue), nodes)
	}
	if len(p.leafTargets) != len(p.leafWeights) {
		return fmt.Errorf("%d leaf targets for %d leaf weights", len(p.leafTargets), len(p.leafWeights))
	}
	if p.targets <= 0 || p.targets > 1<<20 {
		return fmt.Errorf("n_targets %d must be in [1, 2^20]", p.targets)
	}
	for _, t := range p.leafTargets {
		if t < 0 || t >= p.targets {
			return fmt.Errorf("leaf target %d is out of range for %d targets", t, p.targets)
		}
	}
	leaves := int64(len(p.leafWeights))
	for i := range nodes {
		for _, br := range [][2]int64{{p.trueIDs[i], p.trueLeaf[i]}, {p.falseIDs[i], p.falseLeaf[i]}} {
			if lim := map[bool]int64{true: leaves, false: int64(nodes)}[br[1] != 0]; br[0] < -b2i64(br[1] != 0) || br[0] >= lim {
				return fmt.Errorf("node %d branches to %d, out of range", i, br[0])
			}
		}
		if p.modes[i] < 0 || p.modes[i] > 6 {
			return fmt.Errorf("node %d has mode %d: want 0 (BRANCH_LEQ) to 6 (BRANCH_MEMBER)", i, p.modes[i])
		}
		if p.features[i] < 0 {
			return fmt.Errorf("node %d splits on feature %d", i, p.features[i])
		}
	}
	for _, r := range p.roots {
		if r < 0 || r >= int64(nodes) {
			return fmt.Errorf("tree root %d is out of range for %d nodes", r, nodes)
		}
	}
	return nil
}

func b2i64(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// branch reports whether x at node i takes the true branch.
func (p *treeEnsemble) branch(i int, x float64) bool {
	if math.IsNaN(x) && p.missingTrue != nil && p.missingTrue[i] != 0 {
		return true
	}
	s := p.splits[i]
	switch p.modes[i] {
	case 0:
		return x <= s
	case 1:
		return x < s
	case 2:
		return x >= s
	case 3:
		return x > s
	case 4:
		return x == s
	case 5:
		return x != s
	}
	for _, m := range p.members[i] {
		if x == m {
			return true
		}
	}
	return false
}

// treeEnsembleOp is TreeEnsemble: each row's leaves summed (or averaged,
// min, max) per target over the trees, then post_transform; output
// (rows, n_targets) of X's type.
var treeEnsembleOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if !a.dtype(0).IsFloat() {
			return nil, fmt.Errorf("input is %v: want a float type", a.dtype(0))
		}
		rows, _, err := rowsOf(a.shape(0))
		if err != nil {
			return nil, err
		}
		p, err := decodeTreeEnsemble(a.node())
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), graph.Shape{rows, p.targets})
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := decodeTreeEnsemble(c.n)
		if err != nil {
			return err
		}
		y, err := p.run(c.in[0], outs[0].dt, nil)
		if err != nil {
			return err
		}
		c.set(0, y)
		return nil
	},
}

// run evaluates the ensemble on each row of x into (rows, targets) of
// type dt, base added per target before the post-transform.
func (p *treeEnsemble) run(x *graph.Tensor, dt graph.DType, base []float64) (*graph.Tensor, error) {
	rows, feats, err := rowsOf(x.Shape)
	if err != nil {
		return nil, err
	}
	for _, f := range p.features {
		if f >= feats {
			return nil, fmt.Errorf("a node splits on feature %d of %d", f, feats)
		}
	}
	y, err := alloc(dt, graph.Shape{rows, p.targets})
	if err != nil {
		return nil, err
	}
	acc := make([]float64, p.targets)
	add := func(l int64) {
		ls := []int{int(l)}
		if m, ok := p.multiLeaf[int(l)]; ok {
			ls = m
		}
		for _, j := range ls {
			if j < 0 {
				continue
			}
			t, w := p.leafTargets[j], p.leafWeights[j]
			switch p.aggregate {
			case 2:
				acc[t] = math.Min(acc[t], w)
			case 3:
				acc[t] = math.Max(acc[t], w)
			default:
				acc[t] += w
			}
		}
	}
	for r := range rows {
		for t := range acc {
			acc[t] = map[int64]float64{2: math.Inf(1), 3: math.Inf(-1)}[p.aggregate]
		}
		for _, root := range p.roots {
			node := int(root)
			for steps := 0; ; steps++ {
				if steps > len(p.splits) {
					return nil, fmt.Errorf("tree at root %d has a cycle", root)
				}
				xv := x.Float64(int(r*feats + p.features[node]))
				next, leaf := p.falseIDs[node], p.falseLeaf[node]
				if p.branch(node, xv) {
					next, leaf = p.trueIDs[node], p.trueLeaf[node]
				}
				if leaf == 0 {
					node = int(next)
					continue
				}
				add(next)
				break
			}
		}
		for t := range acc {
			if p.aggregate == 0 && len(p.roots) > 0 {
				acc[t] /= float64(len(p.roots))
			}
			if math.IsInf(acc[t], 0) && p.aggregate >= 2 {
				acc[t] = 0
			}
			if base != nil {
				acc[t] += base[t]
			}
		}
		postTransform(acc, p.postTransform)
		for t, v := range acc {
			y.SetFloat64(int(r*p.targets+int64(t)), v)
		}
	}
	return y, nil
}

// postTransform applies an ai.onnx.ml post_transform (0 NONE, 1 SOFTMAX,
// 2 LOGISTIC, 3 SOFTMAX_ZERO, 4 PROBIT) to one row of scores in place.
func postTransform(v []float64, pt int64) {
	switch pt {
	case 1, 3:
		mx := math.Inf(-1)
		for _, x := range v {
			if pt == 1 || x != 0 {
				mx = math.Max(mx, x)
			}
		}
		var sum float64
		for i, x := range v {
			if pt == 3 && x == 0 {
				continue
			}
			v[i] = math.Exp(x - mx)
			sum += v[i]
		}
		for i, x := range v {
			if pt == 3 && x == 0 {
				continue
			}
			v[i] = x / sum
		}
	case 2:
		for i, x := range v {
			v[i] = 1 / (1 + math.Exp(-x))
		}
	case 4:
		for i, x := range v {
			v[i] = math.Sqrt2 * math.Erfinv(2*x-1)
		}
	}
}
