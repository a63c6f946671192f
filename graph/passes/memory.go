package passes

import (
	"fmt"
	"sort"

	"github.com/mgxport/mgxport/graph"
)

// Alignment is the byte alignment of every planned buffer (enough for any
// vector load on the GPUs and CPUs mgxport targets).
const Alignment = 256

// Buffer is one intermediate value's place in the arena.
type Buffer struct {
	Value *graph.Value
	// Offset and Size are in bytes; Size is rounded up to Alignment, but
	// for a Concat input written in place (a slice of the output's
	// buffer: memory_inplace.go), which takes its exact bytes.
	Offset, Size int64
	// First and Last are the indices of the partitions that write and
	// last read the value (its lifetime, inclusive).
	First, Last int
}

// MemoryPlan places the values passed between kernels in one arena,
// reusing memory between values whose lifetimes do not overlap. Graph
// inputs, outputs and weights are not in the arena: the runtime binds them.
type MemoryPlan struct {
	Buffers []Buffer
	// ArenaBytes is the arena size: the peak memory of intermediates.
	ArenaBytes int64
	// UnsharedBytes is what the intermediates would take without reuse.
	UnsharedBytes int64
	// LiveBytes is the largest total size of values live at one kernel, a
	// lower bound for ArenaBytes.
	LiveBytes int64
	// inPlace are the Concat nodes whose inputs the plan put in their
	// slices of the output (memory_inplace.go).
	inPlace map[*graph.Node]bool
	// intoOutput are the alias nodes whose output is a graph output
	// and whose input the plan leaves out of the arena, for the
	// lowering to give it the output's bytes.
	intoOutput map[*graph.Node]bool
}

// Offset returns v's buffer, or false when v is not in the arena.
func (m *MemoryPlan) Offset(v *graph.Value) (Buffer, bool) {
	for _, b := range m.Buffers {
		if b.Value == v {
			return b, true
		}
	}
	return Buffer{}, false
}

// String summarizes the plan.
func (m *MemoryPlan) String() string {
	return fmt.Sprintf("%d buffers, arena %d bytes (unshared %d, live peak %d)", len(m.Buffers), m.ArenaBytes, m.UnsharedBytes, m.LiveBytes)
}

// PlanMemory computes the liveness of every value a partition writes and
// another partition reads (graph outputs excluded; the output of an alias
// partition is its input's buffer, which lives until the last read of
// either), then places them with
// a greedy best-fit: largest buffers first, each at the lowest offset that
// does not overlap a placed buffer with an overlapping lifetime. The inputs
// of a Concat that can be written in place (concatInPlace) are not placed
// on their own: each lies in its slice of the output, whose buffer lives
// from the first of them is written. The input of an alias into a graph
// output that nothing else reads (intoOutputOf) is not placed at all: the
// lowering gives it the output's bytes.
func PlanMemory(g *graph.Graph, parts []*Partition) (*MemoryPlan, error) {
	first := map[*graph.Value]int{}
	last := map[*graph.Value]int{}
	var order []*graph.Value
	// An alias partition's output shares its input's buffer (the root of
	// a chain of aliases): the root lives until the last read of any.
	root := map[*graph.Value]*graph.Value{}
	rootOf := func(v *graph.Value) *graph.Value {
		if r, ok := root[v]; ok {
			return r
		}
		return v
	}
	var aliases []*graph.Value
	// in maps a Concat input written in place to its slice of the output.
	in := map[*graph.Value]slice{}
	inPlace := map[*graph.Node]bool{}
	// out are the values an alias node turns into a graph output: the
	// kernel that writes one writes the output's bytes (no arena bytes).
	out := map[*graph.Value]bool{}
	intoOutput := map[*graph.Node]bool{}
	consumers := g.Consumers()
	for i, p := range parts {
		if s := concatInPlace(g, p, first, root, consumers); s != nil {
			inPlace[p.Nodes[0]] = true
			for v, sl := range s {
				in[v] = sl
			}
		}
		if x, ok := intoOutputOf(g, p, first, root, inPlace, consumers); ok {
			intoOutput[p.Nodes[0]] = true
			out[x] = true
			continue
		}
		if p.Alias && len(p.Nodes) == 1 && len(p.Outputs) == 1 {
			x, y := p.Nodes[0].Inputs[0], p.Outputs[0]
			r := rootOf(x)
			if _, ok := first[r]; ok && !g.IsOutput(y) && !y.Dynamic && y.Bytes() == r.Bytes() {
				root[y] = r
				last[r] = max(last[r], i)
				aliases = append(aliases, y)
				continue
			}
		}
		for _, v := range p.Outputs {
			if g.IsOutput(v) {
				continue
			}
			if v.Dynamic {
				continue // allocated by the run that computes it
			}
			if _, dup := first[v]; dup {
				return nil, fmt.Errorf("value %q is written by two kernels", v.Name)
			}
			if v.Bytes() < 0 {
				return nil, fmt.Errorf("value %q has no static size", v.Name)
			}
			first[v], last[v] = i, i
			order = append(order, v)
		}
		for _, v := range p.Inputs {
			if _, ok := first[rootOf(v)]; ok {
				last[rootOf(v)] = i
			}
		}
	}
	plan := &MemoryPlan{inPlace: inPlace, intoOutput: intoOutput}
	// A slice's buffer is the outermost Concat output's (Concats may
	// nest): that buffer lives from the first slice is written to the
	// last read of any.
	outer := func(v *graph.Value) (*graph.Value, int64) {
		var off int64
		for {
			s, ok := in[v]
			if !ok {
				return v, off
			}
			v, off = s.in, off+s.off
		}
	}
	for v := range in {
		o, _ := outer(v)
		first[o] = min(first[o], first[v])
		last[o] = max(last[o], last[v])
	}
	var bufs []Buffer
	for _, v := range order {
		if _, ok := in[v]; ok || out[v] {
			continue
		}
		size := (v.Bytes() + Alignment - 1) / Alignment * Alignment
		if size == 0 {
			size = Alignment
		}
		bufs = append(bufs, Buffer{Value: v, Size: size, First: first[v], Last: last[v]})
		plan.UnsharedBytes += size
	}
	// Live peak per kernel.
	live := make([]int64, len(parts))
	for _, b := range bufs {
		for k := b.First; k <= b.Last; k++ {
			live[k] += b.Size
		}
	}
	for _, l := range live {
		plan.LiveBytes = max(plan.LiveBytes, l)
	}
	idx := make([]int, len(bufs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		if bufs[idx[a]].Size != bufs[idx[b]].Size {
			return bufs[idx[a]].Size > bufs[idx[b]].Size
		}
		return bufs[idx[a]].First < bufs[idx[b]].First
	})
	var placed []int // indices into bufs, sorted by offset
	for _, i := range idx {
		b := &bufs[i]
		off := int64(0)
		for _, j := range placed {
			o := &bufs[j]
			if o.Last < b.First || b.Last < o.First {
				continue // lifetimes disjoint: may share
			}
			if off+b.Size <= o.Offset {
				break // fits in the gap before o
			}
			off = max(off, o.Offset+o.Size)
		}
		b.Offset = off
		plan.ArenaBytes = max(plan.ArenaBytes, off+b.Size)
		k := sort.Search(len(placed), func(k int) bool { return bufs[placed[k]].Offset > off })
		placed = append(placed, 0)
		copy(placed[k+1:], placed[k:])
		placed[k] = i
	}
	at := make(map[*graph.Value]Buffer, len(bufs))
	for _, b := range bufs {
		at[b.Value] = b
	}
	// Each slice lies in its outermost Concat output's bytes, in the
	// order the values were written (the plan is deterministic).
	for _, v := range order {
		if _, ok := in[v]; !ok {
			continue
		}
		o, off := outer(v)
		r := at[o]
		bufs = append(bufs, Buffer{Value: v, Offset: r.Offset + off, Size: v.Bytes(), First: r.First, Last: r.Last})
	}
	// Each alias takes its root's bytes.
	for _, y := range aliases {
		r := at[root[y]]
		bufs = append(bufs, Buffer{Value: y, Offset: r.Offset, Size: r.Size, First: r.First, Last: r.Last})
	}
	plan.Buffers = bufs
	return plan, nil
}
