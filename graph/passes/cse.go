package passes

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// CSE merges nodes that compute the same thing (same op, attributes and
// input values) and initializers with identical contents, so shared
// subexpressions and duplicated weights are computed and stored once.
type CSE struct{}

// Name is "cse".
func (CSE) Name() string { return "cse" }

// Run merges duplicate initializers first (that makes more nodes equal),
// then duplicate nodes in one topological sweep.
func (CSE) Run(ctx context.Context, g *graph.Graph) error {
	dedupeInitializers(g)
	ids := map[*graph.Value]int{}
	for i, v := range g.Values() {
		ids[v] = i
	}
	seen := map[string]*graph.Node{}
	dead := map[*graph.Node]bool{}
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !deterministic(n) {
			continue
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s|%s|%d|", n.Domain, n.OpType, len(n.Outputs))
		for _, v := range n.Inputs {
			if v == nil {
				b.WriteString("_,")
			} else {
				fmt.Fprintf(&b, "%d,", ids[v])
			}
		}
		b.WriteString("|")
		for _, v := range n.Outputs {
			b.WriteString(fmt.Sprint(v != nil))
		}
		b.WriteString("|" + n.AttrKey())
		key := b.String()
		first, ok := seen[key]
		if !ok {
			seen[key] = n
			continue
		}
		can := true
		for i, v := range n.Outputs {
			if v != nil && !g.CanReplace(v, first.Outputs[i]) {
				can = false
			}
		}
		if !can {
			continue
		}
		for i, v := range n.Outputs {
			if v != nil {
				g.ReplaceUses(v, first.Outputs[i])
				ids[v] = ids[first.Outputs[i]]
			}
		}
		dead[n] = true
	}
	g.RemoveNodes(dead)
	return nil
}

// dedupeInitializers makes readers of identical initializers share one.
// Candidates are grouped by type, shape and a few sampled bytes, so only
// likely duplicates are compared in full (random weights differ early).
func dedupeInitializers(g *graph.Graph) {
	byName := map[string][]*graph.Value{}
	for _, v := range g.Values() {
		if v.Producer == nil && g.Initializers[v.Name] != nil {
			byName[v.Name] = append(byName[v.Name], v)
		}
	}
	groups := map[string][]string{}
	for name := range byName {
		t := g.Initializers[name]
		groups[sampleKey(t)] = append(groups[sampleKey(t)], name)
	}
	for _, names := range groups {
		if len(names) < 2 {
			continue
		}
		sortNames(names)
		for i, a := range names {
			if byName[a] == nil {
				continue
			}
			for _, b := range names[i+1:] {
				if byName[b] == nil || !bytes.Equal(g.Initializers[a].Data, g.Initializers[b].Data) {
					continue
				}
				canon := byName[a][0]
				for _, v := range byName[b] {
					if g.CanReplace(v, canon) {
						g.ReplaceUses(v, canon)
					}
				}
				byName[b] = nil
			}
		}
	}
	g.PruneInitializers()
}

func sampleKey(t *graph.Tensor) string {
	d := t.Data
	head, tail := d, d
	if len(d) > 32 {
		head, tail = d[:32], d[len(d)-32:]
	}
	return fmt.Sprintf("%v|%x|%x", t, head, tail)
}

func sortNames(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
