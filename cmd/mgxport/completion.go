package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/tuner"
)

// flagValues are the values shell completion offers for the flags that
// take one of a fixed set.
func flagValues(cmd *cobra.Command, name string) []string {
	switch name {
	case "arch":
		out := []string{"host", "auto"}
		if cmd.Name() == "run" {
			out = append(out, "ref") // the reference evaluator runs ONNX models
		}
		for _, t := range target.Names() {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
		return out
	case "fill":
		return []string{"random", "zeros", "ones"}
	case "tune":
		return []string{string(tuner.Quick), string(tuner.Full), string(tuner.Exhaustive)}
	}
	return nil
}

// addCompletions registers, on cmd and every command under it, the value
// completion of each of its flags flagValues knows. --arch takes a comma
// list on finalize: each target completes after the last comma.
func addCompletions(cmd *cobra.Command) {
	for _, name := range []string{"arch", "fill", "tune"} {
		if cmd.Flags().Lookup(name) == nil {
			continue
		}
		values := flagValues(cmd, name)
		cmd.RegisterFlagCompletionFunc(name, func(_ *cobra.Command, _ []string, typed string) ([]string, cobra.ShellCompDirective) {
			prefix := ""
			if i := strings.LastIndexByte(typed, ','); i >= 0 {
				prefix = typed[:i+1]
			}
			var out []string
			for _, v := range values {
				if !slices.Contains(strings.Split(prefix, ","), v) {
					out = append(out, prefix+v)
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		})
	}
	for _, c := range cmd.Commands() {
		addCompletions(c)
	}
}
