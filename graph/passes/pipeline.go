package passes

import (
	"context"
	"fmt"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// Result is what compiling a graph's front half produces beside the
// rewritten graph: the kernels and the memory plan.
type Result struct {
	Partitions []*Partition
	Memory     *MemoryPlan
}

// partitionPass runs PartitionGraph as a named pipeline step.
type partitionPass struct {
	kinds OpKinds
	res   *Result
}

// Name is "partition".
func (partitionPass) Name() string { return "partition" }

// Run partitions g into kernels.
func (p partitionPass) Run(ctx context.Context, g *graph.Graph) error {
	parts, err := PartitionGraph(g, p.kinds)
	if err != nil {
		return err
	}
	if parts == nil {
		parts = []*Partition{} // partitioned, into no kernels
	}
	p.res.Partitions = parts
	return ctx.Err()
}

// memoryPass runs PlanMemory as a named pipeline step.
type memoryPass struct{ res *Result }

// Name is "plan-memory".
func (memoryPass) Name() string { return "plan-memory" }

// Run plans the arena for the partitions' intermediate values.
func (p memoryPass) Run(ctx context.Context, g *graph.Graph) error {
	if p.res.Partitions == nil {
		return fmt.Errorf("no partitions: run partition first")
	}
	m, err := PlanMemory(g, p.res.Partitions)
	if err != nil {
		return err
	}
	p.res.Memory = m
	return ctx.Err()
}

// Standard is the compiler's front-end pipeline: shape inference with the
// given bindings, expansion of ops without kernels of their own, QDQ
// folding into integer ops, constant folding, inlining of Ifs whose
// condition is constant, no-op removal, algebraic simplification,
// recurrent ops between batch-first Transposes run batch first
// (BatchFirstRecurrent), Transposes of unit dims made Reshapes
// (UnitTransposes), the attention pattern fused into Attention nodes (FuseAttention), mixed
// precision (a no-op unless Options.Precision asks for it), folding again
// (which stores the half products' weights in half), CSE, DCE, the
// attentions' Q, K and V projections merged into one product
// (MergeProjections), a final inference check, then
// partitioning into kernels (by kinds) and memory planning, whose results
// land in res.
func Standard(b Bindings, kinds OpKinds, res *Result) Pipeline {
	return Pipeline{
		&InferShapes{Bindings: b},
		Expand{},
		FoldQDQ{},
		FoldConstants{},
		InlineIf{},
		EliminateNoOps{},
		Simplify{},
		BatchFirstRecurrent{},
		UnitTransposes{},
		&FuseAttention{},
		&MixedPrecision{},
		FoldConstants{},
		EliminateNoOps{},
		CSE{},
		DCE{},
		MergeProjections{},
		&InferShapes{},
		partitionPass{kinds, res},
		memoryPass{res},
	}
}

// PassNames lists the standard pipeline's pass names in order
// (compile --print-passes).
func PassNames() []string { return Standard(Bindings{}, nil, &Result{}).Names() }

// Options configure Compile.
type Options struct {
	Bindings Bindings
	// RuntimeShapes lets shapes that depend on run-time data be Dynamic
	// (InferShapes.RuntimeShapes) instead of failing the compile.
	RuntimeShapes bool
	// Kinds classifies ops for partitioning (lower.OpKind).
	Kinds OpKinds
	// Precision is the mixed-precision pass's setting (its zero value
	// keeps fp32).
	Precision MixedPrecision
	RunOptions
}

// Compile runs the standard pipeline on g (rewriting it in place) and
// returns its partitions and memory plan.
func Compile(ctx context.Context, g *graph.Graph, opts Options) (*Result, error) {
	res := &Result{}
	pl := Standard(opts.Bindings, opts.Kinds, res)
	for _, p := range pl {
		switch p := p.(type) {
		case *InferShapes:
			p.RuntimeShapes = opts.RuntimeShapes
		case *MixedPrecision:
			*p = opts.Precision
		}
	}
	if err := pl.Run(ctx, g, opts.RunOptions); err != nil {
		return nil, err
	}
	return res, nil
}

// ProfileTable collects per-pass times for --profile.
type ProfileTable struct {
	Entries []ProfileEntry
}

// ProfileEntry is one pass's wall time.
type ProfileEntry struct {
	Pass string
	Time time.Duration
}

// Record is a RunOptions.Profile callback.
func (t *ProfileTable) Record(pass string, d time.Duration) {
	t.Entries = append(t.Entries, ProfileEntry{pass, d})
}

// String prints one line per pass and the total.
func (t *ProfileTable) String() string {
	var s string
	var total time.Duration
	for _, e := range t.Entries {
		s += fmt.Sprintf("%-18s %10.3f ms\n", e.Pass, float64(e.Time.Microseconds())/1000)
		total += e.Time
	}
	return s + fmt.Sprintf("%-18s %10.3f ms\n", "total", float64(total.Microseconds())/1000)
}
