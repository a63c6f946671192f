package host

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Attention on the host: one parallel loop over blocks of query rows.
//
// tosa-to-linalg makes a fused attention kernel (Q.K^T, the scale, the
// mask, softmax's max, subtract, exp, sum, reciprocal and multiply, then
// P.V) a sequence of small linalg ops on whole tensors of every head,
// separated by reshapes. Lowered as they are, each becomes its own loop
// nest and so its own phase (phase.go): 14 to 16 phases of a few
// microseconds each, each too small to split across threads, so the
// launch took as long on 16 threads as on one (BERT-tiny, 0.24 ms).
//
// fuseAttention gives such a kernel, before the schedule, one loop over
// blocks of query rows (every head of them): the P.V batch matmul is
// tiled by scf.forall over its rows, and every op that computes
// its left operand (the score matmul, the elementwise ops, the row
// reductions; their fills; Q's transpose to heads) is fused into it, in reverse order, after
// bubbling the loop's slices up through the reshapes between them
// (tensor's bubble-up-extract-slice patterns). CSE then merges the
// copies fusion makes of an op with several users in the loop (the masked
// scores feed both the max and the subtract). The transposes of K and V
// stay outside (every block reads them whole); Q's is fused, each block
// moving its own rows, so it is no phase of its own. The schedule
// then tiles the matmuls inside each block as any batch matmul, and after
// bufferization the loop becomes an scf.parallel (PhasePipeline) that the
// phase entries split across threads.
//
// Each query row's arithmetic (its scores, max, sum and products) is the
// same in every block and in any split: a row's reductions run over the
// keys only, in the same order, so the results are the same bytes at any
// thread count.
//
// Inside the loop the row max and sum are split into vector lanes
// (transform.structured.split_reduction, reduceLanes): lowered whole, each
// was a scalar loop with a dependency from every key to the next (4
// cycles an element), about half of the launch's time on one thread.

// attentionVersion changes with any change to fuseAttention's output (it
// is in the compiler identity).
const attentionVersion = 3

// attnRowChoices are the query-row block sizes, preferred first: the first
// that divides the rows is taken (none: the kernel is left alone, so every
// block has static sizes). The loop is over row blocks only, not heads too:
// the phases split an scf.parallel's outer dims only (phase.go's
// outerDims), so (heads, rows) split by heads, 2 ways on BERT-tiny; 8 rows
// give 128-token sequences 16 blocks for 16 threads, each block still a
// register tile's rows.
var attnRowChoices = [...]int64{8}

// attnMark marks the P.V matmul to tile; attnFuseMark with an index marks
// the ops fused into its loop.
const (
	attnMark     = "mgxport.attention"
	attnFuseMark = "mgxport.attention_fuse"
	attnLoopMark = "mgxport.attention_loop"
)

// attnChainOps are the ops fused into the loop; reshapes between them are
// passed through (the bubbled-up slices cross them).
var attnChainOps = []string{"linalg.generic", "linalg.fill", "linalg.reduce", "linalg.batch_matmul"}

func isReshape(name string) bool {
	return name == "tensor.expand_shape" || name == "tensor.collapse_shape"
}

// attnPlan is one attention kernel's fusion: the P.V matmul, the ops fused
// into its loop (program order) and the row block.
type attnPlan struct {
	pv    mlirc.Op
	chain []mlirc.Op
	rows  int64
	// lanes is the vector width the row reductions are split into
	// (attnLanes; 0: left whole), rank their results' rank.
	lanes int64
	rank  int
}

// findAttention returns the fusion of each attention in fn's body: a
// linalg.batch_matmul [B, M, N] whose left operand is computed, through
// linalg ops and reshapes, from another batch matmul and a linalg.reduce,
// where every op of that chain is used only by the chain and M has a row
// block.
func findAttention(fn mlirc.Op) []attnPlan {
	ops := fn.Ops(0)
	if len(ops) == 0 {
		return nil
	}
	inBody := map[mlirc.Op]bool{}
	for _, o := range ops {
		inBody[o] = true
	}
	users := func(v mlirc.Value) []mlirc.Op {
		var us []mlirc.Op
		for _, u := range ops {
			for i := range u.NumOperands() {
				if u.Operand(i) == v {
					us = append(us, u)
					break
				}
			}
		}
		return us
	}
	var plans []attnPlan
	for _, pv := range ops {
		if pv.Name() != "linalg.batch_matmul" || pv.NumOperands() != 3 || pv.NumResults() != 1 {
			continue
		}
		shape, ok := pv.Result(0).Type().Shape()
		if !ok || len(shape) != 3 || slices.Contains(shape, -1) {
			continue
		}
		rows := int64(0)
		for _, r := range attnRowChoices {
			if shape[1]%r == 0 && shape[1] > r {
				rows = r
				break
			}
		}
		if rows == 0 {
			continue
		}
		// The chain: what computes the left operand.
		chain := map[mlirc.Op]bool{}
		passed := map[mlirc.Op]bool{} // reshapes crossed
		// rows: v is read a block of query rows at a time (the score
		// matmul's left operand, Q): a transpose computing it is fused
		// too, each block moving its own rows (K's and V's are read whole
		// by every block and stay outside).
		var visit func(v mlirc.Value, rows bool)
		visit = func(v mlirc.Value, rows bool) {
			d := v.Def()
			if d.IsNull() || !inBody[d] || chain[d] || passed[d] {
				return
			}
			switch {
			case isReshape(d.Name()):
				passed[d] = true
			case slices.Contains(attnChainOps, d.Name()):
				chain[d] = true
			case rows && d.Name() == "linalg.transpose":
				chain[d] = true
				rows = false
			default:
				return // constants, empties, slices, K's transposes: stay outside
			}
			for i := range d.NumOperands() {
				visit(d.Operand(i), rows || d.Name() == "linalg.batch_matmul" && i == 0)
			}
		}
		visit(pv.Operand(0), false)
		// P.V's zero fill too: each block zeroes its own rows (otherwise
		// a phase of its own over the whole result).
		if f := pv.Operand(2).Def(); !f.IsNull() && inBody[f] && f.Name() == "linalg.fill" {
			chain[f] = true
		}
		var reduce, matmul bool
		for o := range chain {
			reduce = reduce || o.Name() == "linalg.reduce"
			matmul = matmul || o.Name() == "linalg.batch_matmul"
		}
		if !reduce || !matmul {
			continue
		}
		// Nothing outside the loop may use the chain: it would be computed
		// twice (and the loop's copy would not replace it).
		inside := func(u mlirc.Op) bool { return u == pv || chain[u] || passed[u] }
		ok = true
		for o := range chain {
			for _, u := range users(o.Result(0)) {
				ok = ok && inside(u)
			}
		}
		for o := range passed {
			for _, u := range users(o.Result(0)) {
				ok = ok && inside(u)
			}
		}
		if !ok {
			continue
		}
		p := attnPlan{pv: pv, rows: rows}
		for _, o := range ops {
			if chain[o] {
				p.chain = append(p.chain, o)
			}
		}
		p.lanes, p.rank = reduceLanes(p.chain)
		plans = append(plans, p)
	}
	return plans
}

// attnLaneChoices are the vector widths (f32 lanes), preferred first, a
// row reduction of the loop is split into: the first that divides the
// row (and is shorter) is taken.
var attnLaneChoices = [...]int64{16, 8}

// reduceLanes returns the lanes the row reductions of chain split into
// and their results' rank: every linalg.reduce must reduce its last dim
// only, all of the same length and rank (0 lanes: they stay whole).
//
// Split, a row's max or sum first combines its elements lane-wise
// (element j into lane j mod lanes, in order), a loop of whole vectors,
// then the lanes in order: the scalar loop it replaces had a dependency
// from each element to the next. The max is the same value in any order;
// the sum's order is fixed by the row length and lanes alone, so it is the
// same bytes in every block and at every thread count.
func reduceLanes(chain []mlirc.Op) (int64, int) {
	n, rank := int64(-1), -1
	for _, o := range chain {
		if o.Name() != "linalg.reduce" {
			continue
		}
		if o.NumOperands() != 2 || o.NumResults() != 1 {
			return 0, 0
		}
		in, ok1 := o.Operand(0).Type().Shape()
		out, ok2 := o.Result(0).Type().Shape()
		dims, ok3 := o.Attr("dimensions").I64s()
		if !ok1 || !ok2 || !ok3 || len(in) < 2 || len(dims) != 1 || dims[0] != int64(len(in)-1) || len(out) != len(in)-1 {
			return 0, 0
		}
		if n >= 0 && (n != in[len(in)-1] || rank != len(out)) {
			return 0, 0
		}
		n, rank = in[len(in)-1], len(out)
	}
	for _, l := range attnLaneChoices {
		if n > l && n%l == 0 {
			return l, rank
		}
	}
	return 0, 0
}

// attentionScript is the transform script that fuses the marked chains
// of n attentions, the k-th with chains[k] ops, rows[k] query rows a block.
func attentionScript(chains []int, rows []int64, lanes []int64, ranks []int) string {
	const anyOp = "!transform.any_op"
	var b strings.Builder
	b.WriteString("module attributes {transform.with_named_sequence} {\n")
	fmt.Fprintf(&b, "  transform.named_sequence @%s(%%root: %s {transform.readonly}) {\n", scheduleEntry, anyOp)
	// Each step is a sequence of its own whose silenceable failures are
	// suppressed: an op that does not fuse stays ahead of the loop, which
	// then reads its slices (the same results, computed outside).
	step := func(body string) {
		fmt.Fprintf(&b, "    transform.sequence %%root : %s failures(suppress) {\n    ^bb0(%%r: %s):\n%s      transform.yield\n    }\n", anyOp, anyOp, body)
	}
	for k, n := range chains {
		step(fmt.Sprintf("      %%pv = transform.structured.match ops{[\"linalg.batch_matmul\"]} attributes{%s = \"%d\"} in %%r : (%s) -> %s\n", attnMark, k, anyOp, anyOp) +
			fmt.Sprintf("      %%t, %%loop = transform.structured.tile_using_forall %%pv tile_sizes [0, %d, 0, 0] : (%s) -> (%s, %s)\n", rows[k], anyOp, anyOp, anyOp) +
			fmt.Sprintf("      transform.annotate %%loop \"%s%d\" : %s\n", attnLoopMark, k, anyOp))
		for i := n - 1; i >= 0; i-- {
			step(fmt.Sprintf("      %%l = transform.structured.match ops{[\"scf.forall\"]} attributes{%s%d} in %%r : (%s) -> %s\n", attnLoopMark, k, anyOp, anyOp) +
				fmt.Sprintf("      transform.apply_patterns to %%l {\n        transform.apply_patterns.tensor.bubble_up_extract_slice\n      } : %s\n", anyOp) +
				fmt.Sprintf("      %%p = transform.structured.match attributes{%s = \"%d\"} in %%r : (%s) -> %s\n", attnFuseMark, k*1000+i, anyOp, anyOp) +
				fmt.Sprintf("      %%f, %%c = transform.structured.fuse_into_containing_op %%p into %%l : (%s, %s) -> (%s, %s)\n", anyOp, anyOp, anyOp, anyOp))
		}
		if lanes[k] > 0 {
			step(fmt.Sprintf("      %%l = transform.structured.match ops{[\"scf.forall\"]} attributes{%s%d} in %%r : (%s) -> %s\n", attnLoopMark, k, anyOp, anyOp) +
				fmt.Sprintf("      %%red = transform.structured.match ops{[\"linalg.reduce\"]} in %%l : (%s) -> %s\n", anyOp, anyOp) +
				fmt.Sprintf("      %%i, %%f, %%s, %%c = transform.structured.split_reduction %%red {split_factor = %d, insert_split_dimension = %d, inner_parallel} : (%s) -> (%s, %s, %s, %s)\n", lanes[k], ranks[k], anyOp, anyOp, anyOp, anyOp, anyOp))
		}
	}
	b.WriteString("    transform.yield\n  }\n}\n")
	return b.String()
}

// fuseAttention fuses each attention of m (linalg on tensors, before the
// schedule) into one loop over blocks of query rows (see above) and
// returns how many it fused.
func (w *hostWorker) fuseAttention(m *mlirc.Module) (int, error) {
	var chains []int
	var rows, lanes []int64
	var ranks []int
	err := m.Edit(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" || fn.NumRegions() == 0 {
				continue
			}
			for _, p := range findAttention(fn) {
				k := len(chains)
				if k >= 1000 || len(p.chain) >= 1000 {
					return nil
				}
				p.pv.SetAttr(attnMark, p.pv.StrAttr(fmt.Sprint(k)))
				for i, o := range p.chain {
					o.SetAttr(attnFuseMark, o.StrAttr(fmt.Sprint(k*1000+i)))
				}
				chains = append(chains, len(p.chain))
				rows = append(rows, p.rows)
				lanes = append(lanes, p.lanes)
				ranks = append(ranks, p.rank)
			}
		}
		return nil
	})
	if err != nil || len(chains) == 0 {
		return 0, err
	}
	script, err := w.ctx.ParseString(attentionScript(chains, rows, lanes, ranks))
	if err != nil {
		return 0, fmt.Errorf("attention fusion script: %w", err)
	}
	defer script.Close()
	if err := m.ApplyTransform(script, scheduleEntry); err != nil {
		return 0, fmt.Errorf("attention fusion: %w", err)
	}
	pm, err := w.passManager([]string{"canonicalize", "cse"})
	if err != nil {
		return 0, err
	}
	if err := pm.Run(m); err != nil {
		return 0, fmt.Errorf("attention fusion: %w", err)
	}
	return len(chains), nil
}
