package ref

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// zipMapOp is ZipMap (ai.onnx.ml), which skl2onnx writes after every
// classifier: each row of X (N, C) (a 1-D X is one row) becomes a map
// from the C class labels (classlabels_int64s or classlabels_strings,
// exactly one) to the row's scores, the N maps a sequence. Its output's
// length follows from X's rows, so it is data-shaped like the sequence
// ops: a compile makes it a host value computed by a host step.
var zipMapOp = opDef{
	types:      noStaticTypes,
	eval:       func(c *evalCtx, _ []outType) error { return evalZipMap(c) },
	dataShaped: true,
}

// zipMapEntryBytes is what one map entry costs beyond its value's bytes
// (a key, its string header or int64): the bound of ZipMap's output.
const zipMapEntryBytes = 16

// zipMapLabels reads ZipMap's class labels: a 1-D int64 or string tensor
// of distinct labels.
func zipMapLabels(n *graph.Node) (*graph.Tensor, error) {
	hasInts, hasStrs := n.Has("classlabels_int64s"), n.Has("classlabels_strings")
	if hasInts == hasStrs {
		return nil, errors.New("ZipMap needs exactly one of classlabels_int64s and classlabels_strings")
	}
	return classLabels(n)
}

func evalZipMap(c *evalCtx) error {
	x := c.input(0)
	if x == nil || x.DType != graph.Float32 {
		return fmt.Errorf("input is %v: want float32 scores", x)
	}
	labels, err := zipMapLabels(c.n)
	if err != nil {
		return err
	}
	rows, feats, err := rowsOf(x.Shape)
	if err != nil {
		return err
	}
	if feats != int64(labels.Len()) {
		return fmt.Errorf("input %v has %d scores a row for %d class labels", x, feats, labels.Len())
	}
	// Bounded before anything is allocated: every row copies its scores
	// and shares the labels.
	if b := rows * (feats*(4+zipMapEntryBytes) + 64); rows > 0 && (b/rows != feats*(4+zipMapEntryBytes)+64 || b > nodeLimit(c.ctx)) {
		return &SizeError{Node: c.n.String(), Bytes: b, Limit: nodeLimit(c.ctx)}
	}
	row := int(feats) * 4
	if _, err := graph.NewMap(labels, &graph.Tensor{DType: graph.Float32, Shape: graph.Shape{feats}, Data: make([]byte, row)}); err != nil {
		return fmt.Errorf("class labels: %w", err)
	}
	maps := make([]*graph.Tensor, rows)
	for r := range rows {
		// Every map shares the labels (host values are never changed in
		// place) and copies its row of scores.
		v := &graph.Tensor{DType: graph.Float32, Shape: graph.Shape{feats}, Data: append([]byte(nil), x.Data[int(r)*row:int(r+1)*row]...)}
		maps[r] = &graph.Tensor{DType: graph.Map, Elems: []*graph.Tensor{labels, v}}
	}
	return c.setSequence(maps)
}
