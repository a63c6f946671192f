package ref

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// Ops whose output shape depends on their input values: shape inference
// gives them a static shape only when those values are constants.
var (
	nonZeroOp = opDef{types: nonZeroTypes, eval: evalNonZero, dataShaped: true}
	nmsOp     = opDef{types: nmsTypes, eval: evalNMS, dataShaped: true}
)

func nonZeroTypes(a args) ([]outType, error) {
	if err := need(a, 1); err != nil {
		return nil, err
	}
	t, err := a.value(0, "NonZero's input")
	if err != nil {
		// Not a value to bind as a constant: the op is data-dependent
		// by nature.
		return nil, fmt.Errorf("NonZero of a computed tensor: %w", ErrDataShaped)
	}
	n := nonZeroCount(t)
	return one(graph.Int64, graph.Shape{int64(a.shape(0).Rank()), n})
}

func nonZeroCount(t *graph.Tensor) int64 {
	var n int64
	for i := 0; i < t.Len(); i++ {
		if t.Float64(i) != 0 {
			n++
		}
	}
	return n
}

// evalNonZero lists the indices of the nonzero elements, one column per
// element in row-major order (a scalar has rank 0: shape [0, n]).
func evalNonZero(c *evalCtx, _ []outType) error {
	t := c.input(0)
	if t == nil {
		return errors.New("input 0 is required")
	}
	rank := t.Shape.Rank()
	n := nonZeroCount(t)
	out, err := alloc(graph.Int64, graph.Shape{int64(rank), n})
	if err != nil {
		return err
	}
	strides := t.Shape.Strides()
	var col int64
	for i := 0; i < t.Len(); i++ {
		if t.Float64(i) == 0 {
			continue
		}
		rem := int64(i)
		for d := 0; d < rank; d++ {
			out.SetInt64(int(int64(d)*n+col), rem/strides[d])
			rem %= strides[d]
		}
		col++
	}
	c.set(0, out)
	return nil
}

func nmsTypes(a args) ([]outType, error) {
	if err := need(a, 2); err != nil {
		return nil, err
	}
	// With every input a constant the selection is computed now.
	c := &evalCtx{n: a.node(), op: a.opset(), in: make([]*graph.Tensor, a.count()), out: make([]*graph.Tensor, 1)}
	for i := 0; i < a.count(); i++ {
		if a.has(i) {
			t, err := a.value(i, "NonMaxSuppression's input")
			if err != nil {
				return nil, fmt.Errorf("NonMaxSuppression of computed boxes or scores: %w", ErrDataShaped)
			}
			c.in[i] = t
		}
	}
	if err := evalNMS(c, nil); err != nil {
		return nil, err
	}
	return one(graph.Int64, c.out[0].Shape)
}

// nmsBox is one box as corners (y1 <= y2, x1 <= x2).
type nmsBox struct{ y1, x1, y2, x2 float64 }

// nmsCand is a candidate box of one class: its sort key (nmsKey of its
// score) and index.
type nmsCand struct {
	key uint64
	i   int
}

// nmsKey maps a score to a key whose ascending order is the scores'
// descending order, with NaN after every number and -0 equal to +0: an
// integer comparison instead of a float one with NaN cases.
func nmsKey(s float64) uint64 {
	if s != s {
		return math.MaxUint64
	}
	if s == 0 {
		s = 0 // -0 ties with +0
	}
	b := math.Float64bits(s)
	if b>>63 != 0 {
		b = ^b
	} else {
		b |= 1 << 63
	}
	return ^b // descending
}

// cmp orders candidates by key, ties by ascending index: the order of a
// stable sort by descending score, total, so that an unstable sort gives
// it.
func (a nmsCand) cmp(b nmsCand) int {
	if a.key != b.key {
		if a.key < b.key {
			return -1
		}
		return 1
	}
	return cmp.Compare(a.i, b.i)
}

func (b nmsBox) area() float64 { return (b.y2 - b.y1) * (b.x2 - b.x1) }

// suppresses reports whether a and b overlap by more than thr (IoU), as
// ONNX Runtime decides it: boxes without area never suppress.
func (a nmsBox) suppresses(b nmsBox, thr float64) bool {
	aa, ab := a.area(), b.area()
	if aa <= 0 || ab <= 0 {
		return false
	}
	iy := math.Min(a.y2, b.y2) - math.Max(a.y1, b.y1)
	ix := math.Min(a.x2, b.x2) - math.Max(a.x1, b.x1)
	if iy <= 0 || ix <= 0 {
		return false
	}
	inter := iy * ix
	return inter/(aa+ab-inter) > thr
}

// evalNMS selects boxes per batch and class greedily by descending score
// (ties by lower index), dropping those whose IoU with a selected box
// exceeds iou_threshold and those scoring not above score_threshold.
func evalNMS(c *evalCtx, _ []outType) error {
	boxes, scores := c.input(0), c.input(1)
	if boxes == nil || scores == nil {
		return errors.New("boxes and scores are required")
	}
	if boxes.Shape.Rank() != 3 || boxes.Shape[2] != 4 || scores.Shape.Rank() != 3 ||
		scores.Shape[0] != boxes.Shape[0] || scores.Shape[2] != boxes.Shape[1] {
		return fmt.Errorf("boxes %v and scores %v do not fit [B,N,4] and [B,C,N]", boxes.Shape, scores.Shape)
	}
	scalar := func(i int, def float64) (float64, error) {
		t := c.input(i)
		if t == nil || t.Len() == 0 {
			return def, nil
		}
		if t.Len() != 1 {
			return 0, fmt.Errorf("input %d must have one element", i)
		}
		return t.Float64(0), nil
	}
	maxOut, err := scalar(2, 0)
	if err != nil {
		return err
	}
	iou, err := scalar(3, 0)
	if err != nil {
		return err
	}
	_, hasScoreThr := c.input(4), c.input(4) != nil
	scoreThr, err := scalar(4, 0)
	if err != nil {
		return err
	}
	center := c.n.Int("center_point_box", 0)
	if center != 0 && center != 1 {
		return fmt.Errorf("center_point_box %d: want 0 or 1", center)
	}
	nb, nbox, ncls := boxes.Shape[0], boxes.Shape[1], scores.Shape[1]
	limit := int64(maxOut)
	if maxOut > float64(nbox) {
		limit = nbox
	}
	limit = max(limit, 0) // a negative limit selects nothing, as 0 does
	// The batch's boxes and the class's scores are decoded once (a host
	// step runs this on every run: no per-comparison decoding, and the
	// buffers are reused across batches and classes).
	bx := make([]nmsBox, nbox)
	cand := make([]nmsCand, 0, nbox)
	kept := make([]nmsBox, 0, min(limit, nbox))
	// At most limit boxes per batch and class (capped: the limit comes from
	// the model and may be far above what is selected).
	sel := make([]int64, 0, min(nb*ncls*min(limit, nbox)*3, 1<<12))
	for b := int64(0); b < nb && limit > 0; b++ {
		for i := range bx {
			at := int((b*nbox + int64(i)) * 4)
			v := [4]float64{boxes.Float64(at), boxes.Float64(at + 1), boxes.Float64(at + 2), boxes.Float64(at + 3)}
			if center == 1 {
				xc, yc, w, h := v[0], v[1], v[2], v[3]
				bx[i] = nmsBox{yc - h/2, xc - w/2, yc + h/2, xc + w/2}
			} else {
				bx[i] = nmsBox{math.Min(v[0], v[2]), math.Min(v[1], v[3]), math.Max(v[0], v[2]), math.Max(v[1], v[3])}
			}
		}
		for k := int64(0); k < ncls; k++ {
			cand = cand[:0]
			for i := range bx {
				s := scores.Float64(int((b*ncls+k)*nbox + int64(i)))
				if !hasScoreThr || s > scoreThr {
					cand = append(cand, nmsCand{nmsKey(s), i})
				}
			}
			slices.SortFunc(cand, nmsCand.cmp)
			kept = kept[:0]
			for _, c := range cand {
				if int64(len(kept)) >= limit {
					break
				}
				bi := bx[c.i]
				ok := true
				for _, kb := range kept {
					if kb.suppresses(bi, iou) {
						ok = false
						break
					}
				}
				if ok {
					kept = append(kept, bi)
					sel = append(sel, b, k, int64(c.i))
				}
			}
		}
	}
	out, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(sel) / 3), 3}, sel)
	if err != nil {
		return err
	}
	c.set(0, out)
	return nil
}
