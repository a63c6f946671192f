// Package passes holds the graph passes of the compiler: each pass is a
// named unit that rewrites (or checks) a graph, and a pipeline is a plain
// list of passes. Partitioning into kernels and memory planning produce
// results beside the graph rather than rewriting it.
package passes

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// Pass is one named graph transformation.
type Pass interface {
	// Name is the pass's stable name, used by --print-passes and
	// --dump-graph after=NAME.
	Name() string
	// Run rewrites g in place.
	Run(ctx context.Context, g *graph.Graph) error
}

// PassFunc adapts a function to a Pass.
type PassFunc struct {
	PassName string
	Fn       func(ctx context.Context, g *graph.Graph) error
}

// Name returns PassName.
func (p PassFunc) Name() string { return p.PassName }

// Run calls Fn.
func (p PassFunc) Run(ctx context.Context, g *graph.Graph) error { return p.Fn(ctx, g) }

// Pipeline is an ordered list of passes.
type Pipeline []Pass

// Names lists the passes' names in order.
func (p Pipeline) Names() []string {
	out := make([]string, len(p))
	for i, ps := range p {
		out[i] = ps.Name()
	}
	return out
}

// RunOptions observe a pipeline run.
type RunOptions struct {
	// DumpAfter names passes after which the graph is printed to Dump
	// ("all" dumps after every pass).
	DumpAfter []string
	// Dump receives graph dumps (nothing is dumped when nil).
	Dump io.Writer
	// Profile, when set, is called with each pass's wall time.
	Profile func(pass string, d time.Duration)
	// Validate checks the graph's invariants after every pass (cheap; on
	// by default in tests).
	Validate bool
}

// CheckDumpAfter checks that every name is one of the pipeline's passes or
// "all"; the error lists the pass names (a dump after no pass would print
// nothing).
func (p Pipeline) CheckDumpAfter(names []string) error {
	var all []string // in order, without repeats
	for _, n := range p.Names() {
		if !slices.Contains(all, n) {
			all = append(all, n)
		}
	}
	for _, n := range names {
		if n != "all" && !slices.Contains(all, n) {
			return fmt.Errorf("--dump-graph after=%s: no pass is named %q; the passes are %s, or all (see compile --print-passes)", n, n, strings.Join(all, ", "))
		}
	}
	return nil
}

// Run runs the passes in order, stopping at the first error, which names
// the pass. It first checks opts.DumpAfter (CheckDumpAfter).
func (p Pipeline) Run(ctx context.Context, g *graph.Graph, opts RunOptions) error {
	if err := p.CheckDumpAfter(opts.DumpAfter); err != nil {
		return err
	}
	dump := map[string]bool{}
	for _, n := range opts.DumpAfter {
		dump[n] = true
	}
	for _, ps := range p {
		if err := ctx.Err(); err != nil {
			return err
		}
		start := time.Now()
		if err := ps.Run(ctx, g); err != nil {
			return fmt.Errorf("pass %s: %w", ps.Name(), err)
		}
		if opts.Profile != nil {
			opts.Profile(ps.Name(), time.Since(start))
		}
		if opts.Validate {
			if err := g.Validate(); err != nil {
				return fmt.Errorf("pass %s left an invalid graph: %w", ps.Name(), err)
			}
		}
		if opts.Dump != nil && (dump[ps.Name()] || dump["all"]) {
			fmt.Fprintf(opts.Dump, "// after %s\n%s", ps.Name(), g)
		}
	}
	return nil
}
