package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
)

// TestRunTarget checks --arch of the commands that run on one target: the
// table's names, auto, ref where it is a choice, and errors that name the
// target and say what to use.
func TestRunTarget(t *testing.T) {
	reg := driver.DeviceRegistry(nil)
	for _, tc := range []struct {
		arch     string
		allowRef bool
		want     string // the target's name; "ref" for the reference evaluator
		err      []string
	}{
		{arch: "host", want: "host"},
		{arch: "auto", want: "host"},
		{arch: " host ", want: "host"},
		{arch: "auto,host", want: "host"},
		{arch: "ref", allowRef: true, want: "ref"},
		{arch: "ref", err: []string{"run --arch ref", "host or auto"}},
		{arch: "sm_90", want: "sm_90"},
		{arch: "sm_90a", want: "sm_90a"},
		{arch: "gfx1151", allowRef: true, want: "gfx1151"},
		{arch: "gfx942", want: "gfx942"},
		{arch: "gfx9999", err: []string{`unknown target "gfx9999"`, "gfx1151", "sm_90"}},
		{arch: "gfx9999", allowRef: true, err: []string{`unknown target "gfx9999"`, "ref, the reference evaluator"}},
		{arch: "host,sm_90", err: []string{"names 2 targets"}},
		{arch: "", err: []string{"no target"}},
	} {
		row, ref, err := runTarget(reg, "run --arch", tc.arch, tc.allowRef)
		if tc.err != nil {
			for _, w := range tc.err {
				if err == nil || !strings.Contains(err.Error(), w) {
					t.Errorf("runTarget(%q, ref %v): error %v, want one with %q", tc.arch, tc.allowRef, err, w)
				}
			}
			continue
		}
		got := row.Name
		if ref {
			got = "ref"
		}
		if err != nil || got != tc.want {
			t.Errorf("runTarget(%q, ref %v) = %q, %v; want %q", tc.arch, tc.allowRef, got, err, tc.want)
		}
	}
}

// TestFinalizeArch finalizes the mlp for target lists: a bad list fails
// naming what is wrong and writes nothing; auto and host name the host
// once; an AMD and the host target finalize together into one bundle, and
// running it on an AMD arch without an AMD GPU says so; device-library
// flags naming nothing fail naming the flag, before anything is written.
func TestFinalizeArch(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	out := filepath.Join(dir, "out.mgxb")
	cache := filepath.Join(dir, "cache")
	for _, tc := range []struct{ arch, err string }{
		{"host,nope", `unknown target "nope"`},
		{"gfx1151,gfx9999", `unknown target "gfx9999"`},
		{",", "no target"},
	} {
		_, _, err := mgxportSplit(t, "finalize", portable, "--arch", tc.arch, "-o", out, "--cache-dir", cache)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("finalize --arch %s: error %v, want %q", tc.arch, err, tc.err)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("finalize --arch %s left %s", tc.arch, out)
		}
	}
	var sum finalizeSummary
	mustJSON(t, &sum, "finalize", portable, "--arch", "auto,host", "-o", out, "--cache-dir", cache, "--json")
	if !slices.Equal(sum.Targets, []string{"host"}) || sum.Objects != 3 {
		t.Errorf("finalize --arch auto,host: targets %v, %d objects; want [host], 3", sum.Targets, sum.Objects)
	}
	both := filepath.Join(dir, "both.mgxb")
	mustJSON(t, &sum, "finalize", portable, "--arch", "gfx1151,host", "-o", both, "--cache-dir", cache, "--json")
	if !slices.Equal(sum.Targets, []string{"gfx1151", "host"}) || sum.Objects != 6 {
		t.Errorf("finalize --arch gfx1151,host: targets %v, %d objects; want [gfx1151 host], 6", sum.Targets, sum.Objects)
	}
	if len(mgxportDevices(t).HIP) == 0 {
		for _, args := range [][]string{
			{"run", both, "--arch", "gfx1151", "--fill", "zeros"},
			{"perf", both, "--arch", "gfx942", "--fill", "zeros"},
		} {
			if _, _, err := mgxportSplit(t, args...); err == nil || !strings.Contains(err.Error(), "HIP") {
				t.Errorf("mgxport %s without an AMD GPU: error %v, want one naming HIP", strings.Join(args, " "), err)
			}
		}
	}
	// A --libdevice or --rocm-device-libs that is not there is an error
	// naming the flag, before anything is written.
	for _, flag := range []struct{ arch, flag string }{{"sm_90", "--libdevice"}, {"gfx942", "--rocm-device-libs"}} {
		o := out + "." + flag.arch
		_, _, err := mgxportSplit(t, "finalize", portable, "--arch", flag.arch, flag.flag, filepath.Join(dir, "nope"), "-o", o, "--cache-dir", cache)
		if err == nil || !strings.Contains(err.Error(), flag.flag) {
			t.Errorf("finalize --arch %s %s nope: %v, want an error naming %s", flag.arch, flag.flag, err, flag.flag)
		}
		if _, err := os.Stat(o); err == nil {
			t.Error("a failed finalize left its output")
		}
	}
}
