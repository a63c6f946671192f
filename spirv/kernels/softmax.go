package kernels

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/spirv"
)

// SoftmaxSpec describes a softmax (or log-softmax) over the last axis of a
// row-major [Rows, Cols] tensor.
type SoftmaxSpec struct {
	// Symbol is the kernel's entry point name.
	Symbol string
	// Rows and Cols are the tensor's shape; the softmax runs along Cols.
	Rows, Cols int64
	// DType is the element type: "float32", "float16" or "float64".
	DType string
	// Log selects log-softmax.
	Log bool
}

var (
	maxReducer = reducer{name: "max", groupOp: spirv.OpGroupFMax, ident: math.Inf(-1),
		combineF: func(f *spirv.Func, a, c spirv.ID) spirv.ID { return f.Ext(spirv.CLFmax, a, c) }}
	sumReducer = reducer{name: "sum", groupOp: spirv.OpGroupFAdd, ident: 0,
		combineF: func(f *spirv.Func, a, c spirv.ID) spirv.ID { return f.Bin(spirv.OpFAdd, a, c) }}
)

// Softmax generates a numerically stable softmax kernel with arguments (x, y).
// One workgroup handles a row at a time (grid-stride over rows); its
// invocations stride over the columns by the workgroup size, and the row max
// and sum are workgroup reductions (subgroup collectives, then per-subgroup
// partials in workgroup memory). The code reads the workgroup and subgroup sizes
// at run time and so does not depend on the wavefront size: one variant, Wave 0.
func Softmax(s SoftmaxSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("softmax: %w", err)
	}
	if s.Rows <= 0 || s.Cols <= 0 {
		return nil, fmt.Errorf("softmax %s: bad shape [%d, %d]", s.Symbol, s.Rows, s.Cols)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("softmax %s: dtype %q: want float16, float32 or float64", s.Symbol, s.DType)
	}
	b := spirv.NewBuilder()
	ct := d.computeType(b)
	ptr := d.globalPtr(b)
	f := b.Kernel(s.Symbol, ptr, ptr)
	f.NameParam(0, "x")
	f.NameParam(1, "y")
	x, y := f.Param(0), f.Param(1)
	scratch := b.WorkgroupArray("scratch", ct, scratchSlots)
	rows, cols := b.ConstU64(uint64(s.Rows)), b.ConstU64(uint64(s.Cols))
	lid := f.Builtin(spirv.BuiltInLocalInvocationID, 0)
	lsz := f.Builtin(spirv.BuiltInWorkgroupSize, 0)
	wg := f.Builtin(spirv.BuiltInWorkgroupID, 0)
	nwg := f.Builtin(spirv.BuiltInNumWorkgroups, 0)
	f.For(wg, rows, nwg, nil, func(row spirv.ID, _ []spirv.ID) []spirv.ID {
		base := f.Bin(spirv.OpIMul, row, cols)
		overCols := func(init []spirv.ID, body func(v spirv.ID, idx spirv.ID, c []spirv.ID) []spirv.ID) []spirv.ID {
			return f.For(lid, cols, lsz, init, func(c spirv.ID, acc []spirv.ID) []spirv.ID {
				idx := f.Bin(spirv.OpIAdd, base, c)
				return body(loadF(f, d, x, idx), idx, acc)
			})
		}
		m := overCols([]spirv.ID{maxReducer.identity(b, ct)}, func(v, _ spirv.ID, c []spirv.ID) []spirv.ID {
			return []spirv.ID{f.Ext(spirv.CLFmax, c[0], v)}
		})[0]
		m = workgroupReduce(f, scratch, maxReducer, m)
		sum := overCols([]spirv.ID{sumReducer.identity(b, ct)}, func(v, _ spirv.ID, c []spirv.ID) []spirv.ID {
			return []spirv.ID{f.Bin(spirv.OpFAdd, c[0], f.Ext(spirv.CLExp, f.Bin(spirv.OpFSub, v, m)))}
		})[0]
		sum = workgroupReduce(f, scratch, sumReducer, sum)
		var logSum spirv.ID
		if s.Log {
			logSum = f.Ext(spirv.CLLog, sum)
		}
		overCols(nil, func(v, idx spirv.ID, _ []spirv.ID) []spirv.ID {
			shifted := f.Bin(spirv.OpFSub, v, m)
			var out spirv.ID
			if s.Log {
				out = f.Bin(spirv.OpFSub, shifted, logSum)
			} else {
				out = f.Bin(spirv.OpFDiv, f.Ext(spirv.CLExp, shifted), sum)
			}
			storeF(f, d, y, idx, out)
			return nil
		})
		return nil
	})
	f.Return()
	bin, err := b.Binary()
	if err != nil {
		return nil, fmt.Errorf("softmax %s: %w", s.Symbol, err)
	}
	local := rowLocalSize(s.Cols)
	n := s.Rows * s.Cols
	return []Kernel{{
		Symbol: s.Symbol,
		Binary: bin,
		Args: []Arg{
			{Name: "x", DType: s.DType, Elems: n},
			{Name: "y", DType: s.DType, Elems: n, Write: true},
		},
		Local:  [3]int64{local, 1, 1},
		Global: [3]int64{local * min(s.Rows, maxRowGroups), 1, 1},
	}}, nil
}

// maxRowGroups caps the workgroups of row-per-workgroup kernels; the grid-stride
// loop over rows covers the rest.
const maxRowGroups = 1 << 16

// rowLocalSize picks the workgroup size for a row of n elements: enough
// invocations to cover short rows with one pass, at most 256.
func rowLocalSize(n int64) int64 {
	l := int64(32)
	for l < n && l < 256 {
		l *= 2
	}
	return l
}
