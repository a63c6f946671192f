package main

import (
	"fmt"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// parseTargets parses an --arch value with the target table (target.Parse);
// auto is the best device reg finds (driver.PresentTargets: a GPU, else
// this CPU), looked up only when auto is given. reg is the command's
// device registry, built once per process.
func parseTargets(reg *runtime.Registry, arch string) ([]target.Target, error) {
	return target.Parse(arch, driver.Present(reg))
}

// runTarget parses the target of a command that runs on one target (run,
// perf, verify, conformance); flag names the command and its flag in
// errors ("run --arch"). With allowRef, "ref" — the reference evaluator,
// which is no finalize target — is a choice too, and ref reports it.
func runTarget(reg *runtime.Registry, flag, arch string, allowRef bool) (t target.Target, ref bool, err error) {
	if arch == "ref" {
		if allowRef {
			return target.Target{}, true, nil
		}
		return t, false, fmt.Errorf("%s ref: the reference evaluator is not a choice here; use %s or auto", flag, target.HostRow())
	}
	ts, err := parseTargets(reg, arch)
	if err != nil {
		if allowRef {
			return t, false, fmt.Errorf("%s %s: %w (or ref, the reference evaluator)", flag, arch, err)
		}
		return t, false, fmt.Errorf("%s %s: %w", flag, arch, err)
	}
	if len(ts) != 1 {
		return t, false, fmt.Errorf("%s %s: names %d targets; this runs on one", flag, arch, len(ts))
	}
	t = ts[0]
	if err := finalize.Supported(t); err != nil {
		return t, false, fmt.Errorf("%s %s: %w", flag, arch, err)
	}
	if err := driver.RuntimeSupported(reg, t); err != nil {
		return t, false, fmt.Errorf("%s %s: %w", flag, arch, err)
	}
	return t, false, nil
}

// targetNames lists the targets' names.
func targetNames(ts []target.Target) []string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	return names
}
