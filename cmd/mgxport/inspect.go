package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
)

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
				return enc.Encode(m)
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
			fmt.Fprintln(tw, "  id\tformat\ttarget\tsymbol\twave\tbytes\tsource\targs")
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
				fmt.Fprintf(tw, "  %.12s\t%s\t%s\t%s\t%d\t%d\t%.12s\t%s\n", e.ID, o.Format, o.Target, o.Symbol, o.Wave, e.Section.Raw, o.Source, sig)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the manifest as JSON")
	cmd.Flags().StringVar(&extract, "extract", "", "write every code object's payload into `DIR`")
	return cmd
}
