package kernelgen

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// GPUSchedule is the default GPU schedule of a TOSA kernel's linalg ops:
// every linalg op (after generalization, a linalg.generic) becomes one
// gpu.launch. Its parallel loops are tiled to blocks and threads: the
// innermost parallel loop (the output's contiguous dimension) goes to
// thread/block x, so consecutive threads touch consecutive elements, the
// next one to y, the one before to block z; each thread computes one
// output element, running the op's reduction loops (and any parallel loop
// beyond the third) sequentially. Contractions, convolutions and pooling
// take the same schedule: it is correct for every class and coalesced on
// the output, but it does not yet stage operand tiles in shared memory,
// give a thread a register tile, or use the matrix units.
type GPUSchedule struct {
	// ThreadsX is the most threads along the innermost parallel loop (a
	// warp); Threads the most threads of one block.
	ThreadsX, Threads int64
}

// DefaultGPUSchedule is the schedule a target gets without tuning.
func DefaultGPUSchedule(t target.Target) GPUSchedule {
	x := int64(t.Wave)
	if x <= 0 {
		x = 32
	}
	return GPUSchedule{ThreadsX: x, Threads: 256}
}

// String names the schedule (it is part of the compiler identity).
func (s GPUSchedule) String() string { return fmt.Sprintf("gpu-simt-x%d-t%d", s.ThreadsX, s.Threads) }

// maxGridYZ is the most blocks along grid y and z of a CUDA launch.
const maxGridYZ = 65535

// linalgLoops is what the schedule needs of one linalg.generic: which
// loops are parallel and their static trip counts (-1 where unknown).
type linalgLoops struct {
	parallel []bool
	ranges   []int64
}

// readLinalgLoops reads every linalg op of the module, in the pre-order the
// transform interpreter's match returns them.
func readLinalgLoops(m *mlirc.Module) ([]linalgLoops, error) {
	var out []linalgLoops
	err := m.Inspect(func(root mlirc.Op) error {
		var werr error
		root.Walk(func(op mlirc.Op) bool {
			name := op.Name()
			if werr != nil || !strings.HasPrefix(name, "linalg.") {
				return werr == nil
			}
			if name != "linalg.generic" {
				werr = fmt.Errorf("%s was not generalized: the GPU schedule reads linalg.generic only", name)
				return false
			}
			l, err := loopsOf(op)
			if err != nil {
				werr = err
				return false
			}
			out = append(out, l)
			return false
		})
		return werr
	})
	return out, err
}

// loopsOf reads a linalg.generic's iterator types and, through its
// indexing maps and operand shapes, its loops' trip counts.
func loopsOf(op mlirc.Op) (linalgLoops, error) {
	iters, ok := op.Attr("iterator_types").Elems()
	if !ok {
		return linalgLoops{}, errors.New("linalg.generic without iterator_types")
	}
	maps, ok := op.Attr("indexing_maps").Elems()
	if !ok || len(maps) != op.NumOperands() {
		return linalgLoops{}, errors.New("linalg.generic: indexing_maps do not match its operands")
	}
	l := linalgLoops{parallel: make([]bool, len(iters)), ranges: make([]int64, len(iters))}
	for i, it := range iters {
		l.parallel[i] = strings.Contains(it.String(), "parallel")
		l.ranges[i] = -1
	}
	for i, a := range maps {
		_, res, ok := a.AffineDims()
		if !ok {
			return linalgLoops{}, errors.New("linalg.generic: an indexing map is not an affine map")
		}
		shape, ok := op.Operand(i).Type().Shape()
		if !ok {
			continue // a scalar operand (fill value)
		}
		for j, d := range res {
			if d >= 0 && d < len(l.ranges) && j < len(shape) && shape[j] >= 0 && l.ranges[d] < 0 {
				l.ranges[d] = shape[j]
			}
		}
	}
	return l, nil
}

// gpuOpTiling is one op's tiling: block tile sizes and thread counts per
// loop (0 = not tiled), the loops mapped to x/y/z and the block size.
type gpuOpTiling struct {
	tile, threads []int64
	blockMap      []string // per tiled loop, in loop order: "x", "y", "z"
	threadMap     []string
	blockDims     [3]int64
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

func pow2AtLeast(n int64) int64 {
	p := int64(1)
	for p < n {
		p *= 2
	}
	return p
}

// tiling picks the tiling of one op.
func (s GPUSchedule) tiling(l linalgLoops) (gpuOpTiling, error) {
	var par []int
	for i, p := range l.parallel {
		if p {
			par = append(par, i)
		}
	}
	if len(par) == 0 {
		return gpuOpTiling{}, errors.New("a linalg op with no parallel loop (a full reduction to a scalar, or a 0-d op) has no GPU schedule yet")
	}
	n := len(l.parallel)
	t := gpuOpTiling{tile: make([]int64, n), threads: make([]int64, n)}
	rng := func(d int) int64 {
		if r := l.ranges[d]; r > 0 {
			return r
		}
		return 1 << 20 // unknown: assume large
	}
	// x is the innermost parallel loop (a warp's lanes along the output's
	// contiguous dimension); y and z the largest of the others (the
	// innermost on a tie), so that a big outer loop — a transposed copy's
	// batch, a weight layout change's output channels — is spread over
	// blocks rather than left to run serially in every thread.
	x := par[len(par)-1]
	rest := slices.Clone(par[:len(par)-1])
	largest := func() int {
		if len(rest) == 0 {
			return -1
		}
		best := len(rest) - 1
		for i := len(rest) - 2; i >= 0; i-- {
			if rng(rest[i]) > rng(rest[best]) {
				best = i
			}
		}
		d := rest[best]
		rest = slices.Delete(rest, best, best+1)
		return d
	}
	tx := min(s.ThreadsX, pow2AtLeast(rng(x)))
	t.tile[x], t.threads[x] = tx, tx
	ty := int64(1)
	y := largest()
	if y >= 0 {
		ty = min(max(s.Threads/tx, 1), pow2AtLeast(rng(y)))
		k := max(ceilDiv(ceilDiv(rng(y), ty), maxGridYZ), 1) // rows per thread keeping grid y legal
		t.tile[y], t.threads[y] = ty*k, ty
	}
	if z := largest(); z >= 0 {
		t.tile[z] = max(ceilDiv(rng(z), maxGridYZ), 1)
	}
	for i := range n {
		if t.tile[i] == 0 {
			continue
		}
		switch i {
		case x:
			t.blockMap = append(t.blockMap, "x")
			t.threadMap = append(t.threadMap, "x")
		case y:
			t.blockMap = append(t.blockMap, "y")
			t.threadMap = append(t.threadMap, "y")
		default:
			t.blockMap = append(t.blockMap, "z")
		}
	}
	t.blockDims = [3]int64{tx, ty, 1}
	return t, nil
}

// ScriptFor is the transform script scheduling m's linalg ops ("" when
// m has none left: every op was a contraction).
func (s GPUSchedule) ScriptFor(m *mlirc.Module) (string, error) {
	loops, err := readLinalgLoops(m)
	if err != nil || len(loops) == 0 {
		return "", err
	}
	return s.script(loops)
}

// script is the transform script scheduling ops (the module's linalg ops,
// in match order): each is tiled to a forall over blocks, its tile to a
// forall over threads, and the pair becomes one gpu.launch.
func (s GPUSchedule) script(ops []linalgLoops) (string, error) {
	if len(ops) == 0 {
		return "", errors.New("kernel has no linalg op to schedule")
	}
	var b strings.Builder
	b.WriteString("module attributes {transform.with_named_sequence} {\n")
	b.WriteString("  transform.named_sequence @" + transform.Entry + "(%m: !transform.any_op {transform.readonly}) {\n")
	b.WriteString("    %ops = transform.structured.match interface{LinalgOp} in %m : (!transform.any_op) -> !transform.any_op\n")
	names := make([]string, len(ops))
	types := make([]string, len(ops))
	for i := range ops {
		names[i] = fmt.Sprintf("%%o%d", i)
		types[i] = "!transform.any_op"
	}
	fmt.Fprintf(&b, "    %s = transform.split_handle %%ops : (!transform.any_op) -> (%s)\n", strings.Join(names, ", "), strings.Join(types, ", "))
	mapping := func(kind string, dims []string) string {
		m := make([]string, len(dims))
		for i, d := range dims {
			m[i] = "#gpu." + kind + "<" + d + ">"
		}
		return "[" + strings.Join(m, ", ") + "]"
	}
	var dims [][3]int64
	for i, l := range ops {
		t, err := s.tiling(l)
		if err != nil {
			return "", fmt.Errorf("linalg op %d: %w", i, err)
		}
		fmt.Fprintf(&b, "    %%t%d, %%fb%d = transform.structured.tile_using_forall %%o%d tile_sizes %s (mapping = %s) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n",
			i, i, i, transform.Ints(t.tile), mapping("block", t.blockMap))
		fmt.Fprintf(&b, "    %%u%d, %%ft%d = transform.structured.tile_using_forall %%t%d num_threads %s (mapping = %s) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n",
			i, i, i, transform.Ints(t.threads), mapping("thread", t.threadMap))
		dims = append(dims, t.blockDims)
	}
	// Views made on the host (the subview a padded copy writes into) fold
	// into the tiles' own subviews, so every launch captures whole buffers.
	b.WriteString("    transform.apply_patterns to %m {\n      transform.apply_patterns.memref.fold_memref_alias_ops\n    } : !transform.any_op\n")
	for i, d := range dims {
		fmt.Fprintf(&b, "    %%l%d = transform.gpu.map_forall_to_blocks %%fb%d generate_gpu_launch : (!transform.any_op) -> !transform.any_op\n", i, i)
		fmt.Fprintf(&b, "    %%k%d = transform.gpu.map_nested_forall_to_threads %%l%d block_dims = %s : (!transform.any_op) -> !transform.any_op\n",
			i, i, transform.Ints(d[:]))
	}
	b.WriteString("    transform.yield\n  }\n}\n")
	return b.String(), nil
}
