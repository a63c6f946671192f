package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
)

func newRunCmd() *cobra.Command {
	var (
		inputs    []string
		outputDir string
		arch      string
		print     bool
	)
	cmd := &cobra.Command{
		Use:   "run BUNDLE --input NAME=FILE.npy ... --output-dir DIR",
		Short: "Run a finalized bundle and write its outputs as .npy files",
		Long: `run executes the bundle's program on the target (--arch host, the default, runs
on this CPU) with inputs from .npy files, and writes each output to
DIR/NAME.npy. The bundle must be finalized for the target (mgxport finalize).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if arch != "host" && arch != "auto" {
				return fmt.Errorf("run --arch %s: this mgxport runs on host only", arch)
			}
			in := map[string]*npy.Array{}
			for _, spec := range inputs {
				name, file, ok := strings.Cut(spec, "=")
				if !ok || name == "" || file == "" {
					return fmt.Errorf("--input %q: want NAME=FILE.npy", spec)
				}
				a, err := npy.ReadFile(file)
				if err != nil {
					return fmt.Errorf("input %s: %w", name, err)
				}
				in[name] = a
			}
			r, err := bundle.Open(args[0])
			if err != nil {
				return err
			}
			defer r.Close()
			backend := runtime.NewHostBackend()
			defer backend.Close()
			s, err := runtime.Prepare(cmd.Context(), r, "", backend)
			if err != nil {
				return err
			}
			defer s.Close()
			outs, err := s.Run(cmd.Context(), in)
			if err != nil {
				return err
			}
			names := make([]string, 0, len(outs))
			for name := range outs {
				names = append(names, name)
			}
			sort.Strings(names)
			if outputDir != "" {
				if err := os.MkdirAll(outputDir, 0o755); err != nil {
					return err
				}
				for _, name := range names {
					if err := npy.WriteFile(filepath.Join(outputDir, name+".npy"), outs[name]); err != nil {
						return err
					}
				}
			}
			w := cmd.OutOrStdout()
			for _, name := range names {
				a := outs[name]
				if outputDir != "" {
					fmt.Fprintf(w, "%s: %s %v -> %s\n", name, a.DType, a.Shape, filepath.Join(outputDir, name+".npy"))
				} else {
					fmt.Fprintf(w, "%s: %s %v\n", name, a.DType, a.Shape)
				}
				if print {
					printArray(w, a)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringArrayVar(&inputs, "input", nil, "an input as `NAME=FILE.npy` (repeat for each input)")
	cmd.Flags().StringVar(&outputDir, "output-dir", "", "write each output to `DIR`/NAME.npy")
	cmd.Flags().StringVar(&arch, "arch", "host", "target to run on: host or auto")
	cmd.Flags().BoolVar(&print, "print", false, "print the output values")
	return cmd
}

// printArray prints a float32 array row by row (the last axis is a row).
func printArray(w interface{ Write([]byte) (int, error) }, a *npy.Array) {
	if a.DType != "float32" {
		fmt.Fprintf(w, "  (%d bytes of %s)\n", len(a.Data), a.DType)
		return
	}
	cols := int64(1)
	if len(a.Shape) > 0 {
		cols = max(a.Shape[len(a.Shape)-1], 1)
	}
	n := int64(len(a.Data) / 4)
	for i := int64(0); i < n; i += cols {
		var b strings.Builder
		b.WriteString("  [")
		for j := i; j < min(i+cols, n); j++ {
			if j > i {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%.5f", math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*j:])))
		}
		b.WriteString("]\n")
		w.Write([]byte(b.String()))
	}
}
