package hostop

import (
	"context"
	"encoding/binary"
	"math"
)

// nms is NonMaxSuppression over float32 boxes and scores, as a tight loop
// over buffers kept from run to run: per batch the boxes are decoded to
// corners and areas once; per class the candidates (score above the
// threshold) go into a min-heap of one integer key each (score order,
// ties by index: the order of the reference's stable sort), and are
// popped only until max_output_boxes_per_class are kept, each compared
// with the kept boxes until one suppresses it. The arithmetic is the
// reference's (graph/ref evalNMS: float64 corners, areas and IoU), so the
// selection is the same.
type nms struct {
	center bool
	boxes  []nmsBox
	heap   []uint64
	kept   []nmsBox
	sel    []int64
	shape  [2]int64
	outs   [1]Operand
}

// nmsBox is a box as corners with its area.
type nmsBox struct{ y1, x1, y2, x2, area float64 }

// Run implements Op.
func (o *nms) Run(ctx context.Context, ins []Operand) ([]Operand, bool, error) {
	if len(ins) < 2 || len(ins) > 5 {
		return nil, false, nil
	}
	bo, so := ins[0], ins[1]
	if bo.DType != "float32" || so.DType != "float32" || len(bo.Shape) != 3 || len(so.Shape) != 3 ||
		bo.Shape[2] != 4 || so.Shape[0] != bo.Shape[0] || so.Shape[2] != bo.Shape[1] {
		return nil, false, nil
	}
	nb, nbox, ncls := bo.Shape[0], bo.Shape[1], so.Shape[1]
	const limitElems = 1 << 31
	nB, nS := elems(bo.Shape, limitElems), elems(so.Shape, limitElems)
	boxes, ok1 := float32s(bo.Data)
	scores, ok2 := float32s(so.Data)
	if nB < 0 || nS < 0 || !ok1 || !ok2 || int64(len(boxes)) != nB || int64(len(scores)) != nS || nbox >= 1<<32 {
		return nil, false, nil
	}
	maxOut, ok := scalarInt(ins, 2)
	if !ok {
		return nil, false, nil
	}
	iou, ok := scalarFloat(ins, 3)
	if !ok {
		return nil, false, nil
	}
	scoreThr, ok := scalarFloat(ins, 4)
	if !ok {
		return nil, false, nil
	}
	// The reference filters by score whenever the operand is given, even
	// empty (its threshold is then 0).
	hasThr := len(ins) > 4 && ins[4].DType != ""
	if err := ctx.Err(); err != nil {
		return nil, true, err
	}
	limit := min(maxOut, nbox)
	o.sel = o.sel[:0]
	if limit > 0 {
		if int64(cap(o.boxes)) < nbox {
			o.boxes = make([]nmsBox, nbox)
			o.heap = make([]uint64, 0, nbox)
		}
		bx := o.boxes[:nbox]
		for b := range nb {
			o.decode(bx, boxes[b*nbox*4:(b+1)*nbox*4])
			for k := range ncls {
				o.selectClass(bx, scores[(b*ncls+k)*nbox:(b*ncls+k+1)*nbox], b, k, limit, iou, hasThr, float64(scoreThr))
			}
		}
	}
	o.shape = [2]int64{int64(len(o.sel) / 3), 3}
	o.outs[0] = Operand{DType: "int64", Shape: o.shape[:], Data: int64Bytes(o.sel)}
	return o.outs[:], true, nil
}

// decode fills bx with one batch's boxes as corners, as the reference
// decodes them (builtin min and max treat NaN and -0 as math.Min and
// math.Max do).
func (o *nms) decode(bx []nmsBox, v []float32) {
	for i := range bx {
		a, b, c, d := float64(v[4*i]), float64(v[4*i+1]), float64(v[4*i+2]), float64(v[4*i+3])
		var x nmsBox
		if o.center {
			// (x_center, y_center, width, height)
			x = nmsBox{y1: b - d/2, x1: a - c/2, y2: b + d/2, x2: a + c/2}
		} else {
			x = nmsBox{y1: min(a, c), x1: min(b, d), y2: max(a, c), x2: max(b, d)}
		}
		x.area = (x.y2 - x.y1) * (x.x2 - x.x1)
		bx[i] = x
	}
}

// selectClass appends the selection of one batch entry and class to o.sel.
func (o *nms) selectClass(bx []nmsBox, scores []float32, b, k, limit int64, iou float64, hasThr bool, thr float64) {
	h := o.heap[:0]
	for i, s := range scores {
		if hasThr && !(float64(s) > thr) {
			continue
		}
		h = append(h, scoreKey(s)<<32|uint64(i))
	}
	heapify(h)
	kept := o.kept[:0]
	picked := int64(0)
	for len(h) > 0 && picked < limit {
		i := int(uint32(h[0]))
		h = popMin(h)
		c := bx[i]
		if c.area > 0 && suppressed(kept, c, iou) {
			continue
		}
		picked++
		o.sel = append(o.sel, b, k, int64(i))
		if c.area > 0 {
			// A box without area never suppresses another.
			kept = append(kept, c)
		}
	}
	o.heap, o.kept = h, kept
}

// suppressed reports whether a kept box overlaps c (whose area is
// positive) by more than thr (IoU), as the reference decides it.
func suppressed(kept []nmsBox, c nmsBox, thr float64) bool {
	for _, a := range kept {
		iy := min(a.y2, c.y2) - max(a.y1, c.y1)
		if !(iy > 0) {
			continue
		}
		ix := min(a.x2, c.x2) - max(a.x1, c.x1)
		if !(ix > 0) {
			continue
		}
		inter := iy * ix
		if inter/(a.area+c.area-inter) > thr {
			return true
		}
	}
	return false
}

// scoreKey maps a score to 32 bits whose ascending order is the scores'
// descending order, NaN after every number and -0 equal to +0 (the
// reference's nmsKey, on float32).
func scoreKey(s float32) uint64 {
	if s != s {
		return math.MaxUint32
	}
	if s == 0 {
		s = 0
	}
	b := math.Float32bits(s)
	if b>>31 != 0 {
		b = ^b
	} else {
		b |= 1 << 31
	}
	return uint64(^b)
}

// heapify makes h a binary min-heap.
func heapify(h []uint64) {
	for i := len(h)/2 - 1; i >= 0; i-- {
		siftDown(h, i)
	}
}

// popMin removes h[0] from the heap h.
func popMin(h []uint64) []uint64 {
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	if n > 0 {
		siftDown(h, 0)
	}
	return h
}

func siftDown(h []uint64, i int) {
	n := len(h)
	x := h[i]
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && h[c+1] < h[c] {
			c++
		}
		if x <= h[c] {
			break
		}
		h[i] = h[c]
		i = c
	}
	h[i] = x
}

// scalarInt reads optional operand i as one integer (int64 or int32; an
// omitted or empty one is 0); ok is false for other types or sizes.
func scalarInt(ins []Operand, i int) (int64, bool) {
	if i >= len(ins) || ins[i].DType == "" || len(ins[i].Data) == 0 {
		return 0, true
	}
	switch d := ins[i].Data; {
	case ins[i].DType == "int64" && len(d) == 8:
		return int64(binary.LittleEndian.Uint64(d)), true
	case ins[i].DType == "int32" && len(d) == 4:
		return int64(int32(binary.LittleEndian.Uint32(d))), true
	}
	return 0, false
}

// scalarFloat reads optional operand i as one float32 (an omitted or
// empty one is 0); ok is false for other types or sizes.
func scalarFloat(ins []Operand, i int) (float64, bool) {
	if i >= len(ins) || ins[i].DType == "" || len(ins[i].Data) == 0 {
		return 0, true
	}
	if ins[i].DType != "float32" || len(ins[i].Data) != 4 {
		return 0, false
	}
	return float64(math.Float32frombits(binary.LittleEndian.Uint32(ins[i].Data))), true
}
