package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/graph/contrib"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/target"
)

// opSupport is one op's row of `mgxport ops`.
type opSupport struct {
	Op string `json:"op"`
	// Ref says the reference evaluator runs the op.
	Ref bool `json:"ref"`
	// Compiled is the compiled targets' support (host and every GPU
	// target, which lower the same ops): "kernel" (the op table lowers
	// it), "step" (a program step: If, Loop, Scan, or a host step running
	// the reference's op over host memory), "expansion" (rewritten into
	// other ops first), "constant" (only folded at compile time, when its
	// inputs are constants), "decomposition" (rewritten into other ops at
	// import, like the other domains' ops) or "no".
	Compiled string `json:"compiled"`
	// Kind is the kernel class of a lowered op (anchor, pointwise,
	// kernel) and Emitters the lowerings it has (tosa, spirv-fused,
	// spirv-kernel, step-if|loop|scan|host).
	Kind     string   `json:"kind,omitempty"`
	Emitters []string `json:"emitters,omitempty"`
}

// opsReport is `mgxport ops --json`: the default domain's rows, and every
// domain the importer knows with what it accepts of it.
type opsReport struct {
	Domain   string      `json:"domain"`
	Compiled []string    `json:"compiled_targets"`
	Ops      []opSupport `json:"ops"`
	Domains  []domainOps `json:"domains"`
}

// domainOps is one domain of `mgxport ops`: how its ops are supported and
// (for a domain other than ai.onnx) the ops accepted.
type domainOps struct {
	Domain string `json:"domain"`
	// Support is "native" (the ai.onnx rows above), "decomposed" (each op
	// is rewritten into ai.onnx ops at import, so it runs on every target
	// that runs those: ref, host and the GPU targets) or "no" (a model
	// using the domain is refused at import, naming the op).
	Support string `json:"support"`
	// Ops are the domain's accepted ops (for ai.onnx, the count of rows).
	Ops   []string `json:"ops,omitempty"`
	Count int      `json:"count"`
}

// domainTable lists the default domain, the domains whose ops the
// importer decomposes, and the other standard domains, which it refuses.
func domainTable(defaultOps int) []domainOps {
	out := []domainOps{{Domain: "ai.onnx", Support: "native", Count: defaultOps}}
	byDomain := map[string][]string{}
	var order []string
	for _, d := range contrib.DecomposedOps() {
		name := d.Domain
		if name == "" {
			name = "ai.onnx"
		}
		if _, ok := byDomain[name]; !ok && name != "ai.onnx" {
			order = append(order, name)
		}
		byDomain[name] = append(byDomain[name], d.Op)
	}
	for _, d := range order {
		out = append(out, domainOps{Domain: d, Support: "decomposed", Ops: byDomain[d], Count: len(byDomain[d])})
	}
	if extra := byDomain["ai.onnx"]; len(extra) > 0 {
		// Ops ONNX Runtime registers in the default domain.
		out[0].Ops = extra
	}
	for _, d := range []string{"ai.onnx.ml", "ai.onnx.preview.training"} {
		if _, ok := byDomain[d]; !ok {
			out = append(out, domainOps{Domain: d, Support: "no"})
		}
	}
	return out
}

// supportTable reads the reference evaluator's, the expansions' and the
// lowering's op tables into one row per op they name, sorted.
func supportTable() []opSupport {
	var decomposed []string
	for _, d := range contrib.DecomposedOps() {
		if d.Domain == "" {
			decomposed = append(decomposed, d.Op)
		}
	}
	names := slices.Concat(ref.SupportedOps(), lower.LoweredOps(), passes.ExpandedOps(), decomposed)
	slices.Sort(names)
	names = slices.Compact(names)
	rows := make([]opSupport, 0, len(names))
	for _, op := range names {
		r := opSupport{Op: op, Ref: ref.Supported(op, ""), Compiled: "no"}
		info, lowered := lower.LookupOp(op)
		if contrib.Decomposed("", op) {
			r.Ref, r.Compiled = true, "decomposition"
			rows = append(rows, r)
			continue
		}
		switch {
		case !r.Ref:
			// Shape inference runs the reference's type rules: without
			// them no target compiles the op.
		case passes.Expands(op):
			r.Compiled = "expansion"
		case lowered && info.Step != "":
			r.Compiled = "step"
		case lowered:
			r.Compiled = "kernel"
		default:
			r.Compiled = "constant"
		}
		if lowered {
			r.Kind = info.Kind.String()
			if info.TOSA {
				r.Emitters = append(r.Emitters, "tosa")
			}
			if info.Fused {
				r.Emitters = append(r.Emitters, "spirv-fused")
			}
			if info.Kernel {
				r.Emitters = append(r.Emitters, "spirv-kernel")
			}
			if info.Step != "" {
				r.Emitters = append(r.Emitters, "step-"+info.Step)
			}
		}
		rows = append(rows, r)
	}
	return rows
}

func newOpsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "ops",
		Short: "List the ONNX domains and ops each target supports",
		Long: `ops lists every operator of the default ONNX domain that mgxport knows, read
from the compiler's own tables: whether the reference evaluator (--arch ref)
runs it, and how the compiled targets (host and every GPU arch, which lower
the same ops) handle it:

  kernel         the op table lowers it (its kernel class and emitters shown)
  step           a program step: If, Loop, Scan run sub-programs; a host step
                 runs the reference's op over host memory (data-dependent
                 shapes, and every op that reads or writes strings, sequences
                 or optionals)
  expansion      rewritten into other ops before lowering
  decomposition  rewritten into other ops at import
  constant       only folded at compile time, when all its inputs are constants
  no             not supported (compiling a model that uses it names the op)

Then the domains: the ops of other domains mgxport accepts are rewritten at
import into default-domain ops ("decomposed"): ONNX Runtime's com.microsoft
contrib ops, as its transformer optimizer and quantizers write them, into the
ops that compute them, so each runs on every target (ref, host, the GPU
targets) that runs those; the ai.onnx.ml ops into the default-domain ops of
the same names (rows above: ref, and a host step on the compiled targets).
A domain listed as "no" is refused at import, naming the op.

The tables record no opset ranges or element types per op: an op's
attributes and inputs are read as its latest opset defines them, and an
unsupported type or attribute value fails with an error naming it.
--json prints the same as JSON.`,
		Example: `  mgxport ops
  mgxport ops --json | jq '.ops[] | select(.compiled == "no") | .op'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rows := supportTable()
			w := cmd.OutOrStdout()
			if asJSON {
				rep := opsReport{Domain: "ai.onnx", Compiled: target.Names(), Ops: rows, Domains: domainTable(len(rows))}
				e := json.NewEncoder(w)
				e.SetIndent("", "  ")
				return e.Encode(rep)
			}
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "OP\tREF\tCOMPILED\tKIND\tEMITTERS")
			var nRef, nComp int
			for _, r := range rows {
				ref := "no"
				if r.Ref {
					ref, nRef = "yes", nRef+1
				}
				if r.Compiled == "kernel" || r.Compiled == "step" || r.Compiled == "expansion" || r.Compiled == "decomposition" {
					nComp++
				}
				kind, em := r.Kind, ""
				if kind == "" {
					kind = "-"
				}
				for i, e := range r.Emitters {
					if i > 0 {
						em += ","
					}
					em += e
				}
				if em == "" {
					em = "-"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.Op, ref, r.Compiled, kind, em)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			if _, err := fmt.Fprintf(w, "%d ops: %d on ref, %d compiled (host and GPU targets)\n", len(rows), nRef, nComp); err != nil {
				return err
			}
			fmt.Fprintln(w)
			tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "DOMAIN\tSUPPORT\tOPS")
			for _, d := range domainTable(len(rows)) {
				ops := strings.Join(d.Ops, " ")
				switch d.Support {
				case "native":
					ops = fmt.Sprintf("%d ops (above)", d.Count)
				case "decomposed":
					how := "decomposed at import into ai.onnx ops: ref, host and GPU targets"
					if d.Domain == contrib.MLDomain {
						how = "moved into the default domain at import: their rows above"
					}
					ops = fmt.Sprintf("%d: %s (%s)", d.Count, ops, how)
				case "no":
					ops = "refused at import"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\n", d.Domain, d.Support, ops)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
