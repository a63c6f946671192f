package kernelgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/finalize/elemfold"
	"github.com/mgxport/mgxport/mlirc"
)

// A computed B operand folded into the GEMM kernel's loads. A product
// whose B is computed inside the kernel's function by one elementwise
// linalg.generic — a packed weight's dequantization (MatMulNBits: the
// 4-bit codes shifted, masked, converted, less their zero point, times
// their block's scale; see graph/contrib and the partitioner's packed
// weight prologue) — would first write the whole B to a buffer and then
// read it back. Folded (finalize/elemfold), the producer disappears:
// where the kernel loads an element of B it loads the producer's inputs
// at that element (the packed bytes, the scales) and computes the
// producer's body in registers, so no B-sized buffer exists and the
// kernel reads only the packed bytes. A product of few rows takes the
// row-vector kernel (bfold_gemv.go); a larger fp32 one the SIMT kernel
// (gemm.go), whatever its size, whose staging is a per-element load where
// the fold goes (the matrix-unit kernels stage B with wide copies the
// fold cannot join).

// bFold is a B operand computed by an elementwise producer: the
// producer, the buffer it writes (alloc) and the views between that
// buffer and the product's B (the one B reads first).
type bFold struct {
	producer *elemfold.Producer
	alloc    mlirc.Op
	views    []mlirc.Op
	maps     []elemfold.View
	// deallocs free the buffer (erased with it).
	deallocs []mlirc.Op
}

// emitter writes a kernel's text for elemfold.
type emitter struct{ k *kernelText }

func (e emitter) Op(format string, args ...any) string { return e.k.op(format, args...) }
func (e emitter) Index(v int64) string                 { return e.k.c(v) }

// matchBFold reports whether the B operand of contraction op, in
// function fn, is computed by an elementwise producer it can fold: B is
// a chain of views (reshapes, static subviews) of a memref.alloc of
// identity layout that one elemfold.Producer writes whole from memref
// inputs, yielding B's element type elem, and nothing else reads the
// buffer.
func matchBFold(fn, op mlirc.Op, elem string) (*bFold, bool) {
	views, maps, base, ok := elemfold.Chain(op.Operand(1))
	if !ok || base.IsBlockArg() {
		return nil, false
	}
	f := &bFold{views: views, maps: maps, alloc: base.Def()}
	if f.alloc.IsNull() || f.alloc.Name() != "memref.alloc" || f.alloc.NumOperands() != 0 {
		return nil, false
	}
	buf := f.alloc.Result(0)
	if t := buf.Type().String(); strings.Contains(t, "strided") || strings.Contains(t, "affine_map") || !strings.HasSuffix(t, "x"+elem+">") {
		return nil, false
	}
	// Every use of the buffer: the producer's output, the views, frees.
	var producer mlirc.Op
	bad := false
	fn.Walk(func(o mlirc.Op) bool {
		for i := range o.NumOperands() {
			if o.Operand(i) != buf {
				continue
			}
			switch {
			case slices.Contains(f.views, o):
			case o.Name() == "memref.dealloc":
				f.deallocs = append(f.deallocs, o)
			case o.Name() == "linalg.generic" && producer.IsNull() && i == o.NumOperands()-1:
				producer = o
			default:
				bad = true
			}
		}
		return !bad
	})
	if bad || producer.IsNull() {
		return nil, false
	}
	// The views are read only along the chain to B.
	for j, w := range f.views {
		want := op
		if j > 0 {
			want = f.views[j-1]
		}
		fn.Walk(func(o mlirc.Op) bool {
			for i := range o.NumOperands() {
				if o.Operand(i) == w.Result(0) && o != want {
					bad = true
				}
			}
			return !bad
		})
	}
	if bad {
		return nil, false
	}
	if f.producer, ok = elemfold.MatchProducer(producer, elem, 0); !ok {
		return nil, false
	}
	for _, t := range f.producer.Types {
		if !strings.HasPrefix(t, "memref<") {
			return nil, false
		}
	}
	return f, true
}

// params are the kernel parameters standing for the producer's inputs.
func (f *bFold) params() (names, types []string) {
	for i, t := range f.producer.Types {
		names = append(names, fmt.Sprintf("%%q%d", i))
		types = append(types, t)
	}
	return names, types
}

// load emits B's element at the view indices idx: the buffer's indices
// through the views, which are the producer's loop values, the
// producer's inputs loaded there, and the body; it returns the yielded
// value (of B's element type).
func (f *bFold) load(k *kernelText, idx []string) string {
	e := emitter{k}
	loops := elemfold.Through(e, f.maps, idx)
	args := make([]string, len(f.producer.Inputs))
	for i := range args {
		in := f.producer.InputIndices(e, i, loops)
		args[i] = k.op("memref.load %%q%d[%s] : %s", i, strings.Join(in, ", "), f.producer.Types[i])
	}
	v, _ := f.producer.Body(e, args, 0) // only vectors' constants fail
	return v
}

// erase removes the producer, the views and the buffer (after the
// product that read them was replaced), marking each in erased.
func (f *bFold) erase(erased map[mlirc.Op]bool) {
	for _, o := range f.views { // B's own view first: the others feed it
		o.Erase()
		erased[o] = true
	}
	for _, o := range append(append([]mlirc.Op{f.producer.Op}, f.deallocs...), f.alloc) {
		o.Erase()
		erased[o] = true
	}
}
