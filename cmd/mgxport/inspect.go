package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/mlirbc"
	"github.com/mgxport/mgxport/spirv"
)

// objectSummary reads a portable payload with the pure-Go readers: the op
// counts of an MLIR module, the instruction count of a SPIR-V module.
func objectSummary(o *codeobj.Object) (string, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		ops, err := mlirbc.ListOps(o.Payload)
		if err != nil {
			return "", err
		}
		var parts []string
		for _, op := range ops {
			parts = append(parts, fmt.Sprintf("%s×%d", op.Name, op.Count))
		}
		return strings.Join(parts, " "), nil
	case codeobj.AMDGCNSPIRV:
		m, err := spirv.Decode(o.Payload)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%d SPIR-V instructions", len(m.Insts)), nil
	}
	return fmt.Sprintf("%d bytes of %s", len(o.Payload), o.Format), nil
}

// inspection is inspect's --json document.
type inspection struct {
	Manifest *bundle.Manifest `json:"manifest"`
	// Summaries maps a code object ID to its op or instruction summary.
	Summaries map[string]string `json:"summaries"`
}

// extension is the file extension --extract gives each payload format.
func extension(f codeobj.Format) string {
	switch f {
	case codeobj.MLIRBytecode:
		return ".mlirbc"
	case codeobj.AMDGCNSPIRV:
		return ".spv"
	case codeobj.HostSO:
		return ".so"
	case codeobj.HSACO:
		return ".hsaco"
	case codeobj.PTX:
		return ".ptx"
	}
	return ".bin"
}

func newInspectCmd() *cobra.Command {
	var (
		asJSON  bool
		extract string
	)
	cmd := &cobra.Command{
		Use:   "inspect BUNDLE",
		Short: "Show a bundle's programs, launches, code objects and weights",
		Long: `inspect reads a bundle (checking its integrity) and prints its producer, model,
programs (buffers and launches in order) and code object table.
--extract DIR writes every code object's payload as DIR/ID.mlirbc, ID.spv, ID.so, ...`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := bundle.Open(args[0])
			if err != nil {
				return err
			}
			defer r.Close()
			m := &r.Manifest
			summaries := map[string]string{}
			for _, e := range m.Objects {
				o, err := r.ReadObject(e.ID)
				if err != nil {
					return err
				}
				sum, err := objectSummary(o)
				if err != nil {
					return fmt.Errorf("bundle %s: code object %s: %w", args[0], e.ID, err)
				}
				summaries[e.ID] = sum
			}
			if extract != "" {
				if err := os.MkdirAll(extract, 0o755); err != nil {
					return fmt.Errorf("extract: %w", err)
				}
				for _, e := range m.Objects {
					o, err := r.ReadObject(e.ID)
					if err != nil {
						return err
					}
					path := filepath.Join(extract, e.ID+extension(o.Format))
					if err := os.WriteFile(path, o.Payload, 0o644); err != nil {
						return fmt.Errorf("extract: %w", err)
					}
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(inspection{Manifest: m, Summaries: summaries})
			}
			fmt.Fprintf(out, "bundle %s: format %d, made by mgxport %s\n", args[0], m.Format, m.Producer.Mgxport)
			fmt.Fprintf(out, "model %s (sha256 %.16s…, %d bytes)\n", m.Model.Name, m.Model.SHA256, m.Model.Bytes)
			var weightBytes int64
			for _, w := range m.Weights {
				weightBytes += w.Section.Raw
			}
			fmt.Fprintf(out, "%d program(s), %d code object(s), %d weight(s) (%d bytes)\n", len(m.Programs), len(m.Objects), len(m.Weights), weightBytes)
			for _, p := range m.Programs {
				fmt.Fprintf(out, "\nprogram %s: arena %d bytes\n", p.Name, p.ArenaSize)
				tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "  #\tkernel\tformat\tsymbol\tglobal\tlocal\tbytes moved\tnodes")
				for i, l := range p.Launches {
					e, _ := m.Object(l.Kernels[0])
					var moved int64
					for _, a := range l.Args {
						moved += p.Buffers[a].Bytes
					}
					fmt.Fprintf(tw, "  %d\t%.12s\t%s\t%s\t%v\t%v\t%d\t%s\n", i, e.ID, e.Object.Format, e.Object.Symbol, e.Object.Global, e.Object.Local, moved, l.Label)
				}
				tw.Flush()
			}
			fmt.Fprintln(out, "\ncode objects:")
			tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "  id\tformat\ttarget\tsymbol\twave\tbytes\tsource\targs\tcontents")
			for _, e := range m.Objects {
				o := e.Object
				var sig string
				for i, a := range o.Args {
					if i > 0 {
						sig += ", "
					}
					mode := "in"
					if a.Write {
						mode = "out"
					}
					sig += fmt.Sprintf("%s %s %s%v", mode, a.Name, a.DType, a.Shape)
				}
				fmt.Fprintf(tw, "  %.12s\t%s\t%s\t%s\t%d\t%d\t%.12s\t%s\t%s\n", e.ID, o.Format, o.Target, o.Symbol, o.Wave, e.Section.Raw, o.Source, sig, summaries[e.ID])
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the manifest as JSON")
	cmd.Flags().StringVar(&extract, "extract", "", "write every code object's payload into `DIR`")
	return cmd
}
