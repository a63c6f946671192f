package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRunTarget checks --arch of the commands that run on one target: the
// table's names, auto, ref where it is a choice, and errors that name the
// target and say what to use.
func TestRunTarget(t *testing.T) {
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
		{arch: "gfx1151", allowRef: true, err: []string{"target gfx1151: no AMD compiler in this build yet"}},
		{arch: "gfx9999", err: []string{`unknown target "gfx9999"`, "gfx1151", "sm_90"}},
		{arch: "gfx9999", allowRef: true, err: []string{`unknown target "gfx9999"`, "ref, the reference evaluator"}},
		{arch: "host,sm_90", err: []string{"names 2 targets"}},
		{arch: "", err: []string{"no target"}},
	} {
		row, ref, err := runTarget("run --arch", tc.arch, tc.allowRef)
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

// TestFinalizeArch finalizes the mlp for target lists: a list naming a
// target without a compiler fails naming it and writes nothing; auto and
// host name the host once.
func TestFinalizeArch(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	out := filepath.Join(dir, "out.mgxb")
	for _, tc := range []struct{ arch, err string }{
		{"gfx1151,host", "target gfx1151: no AMD compiler in this build yet"},
		{"host,gfx942", "target gfx942: no AMD compiler in this build yet"},
		{"host,nope", `unknown target "nope"`},
		{",", "no target"},
	} {
		_, _, err := mgxportSplit(t, "finalize", portable, "--arch", tc.arch, "-o", out, "--cache-dir", filepath.Join(dir, "cache"))
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("finalize --arch %s: error %v, want %q", tc.arch, err, tc.err)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("finalize --arch %s left %s", tc.arch, out)
		}
	}
	var sum finalizeSummary
	mustJSON(t, &sum, "finalize", portable, "--arch", "auto,host", "-o", out, "--cache-dir", filepath.Join(dir, "cache"), "--json")
	if !slices.Equal(sum.Targets, []string{"host"}) || sum.Objects != 3 {
		t.Errorf("finalize --arch auto,host: targets %v, %d objects; want [host], 3", sum.Targets, sum.Objects)
	}
	for _, args := range [][]string{
		{"run", out, "--arch", "gfx1151", "--fill", "zeros"},
		{"conformance", "--target", "gfx942", dir},
	} {
		if _, _, err := mgxportSplit(t, args...); err == nil || !strings.Contains(err.Error(), "no AMD compiler") {
			t.Errorf("mgxport %s: error %v, want one naming the missing AMD compiler", strings.Join(args, " "), err)
		}
	}
	// NVIDIA finalizes here (no GPU needed); a --libdevice that is not
	// there is an error naming the flag, before anything is written.
	_, _, err := mgxportSplit(t, "finalize", portable, "--arch", "sm_90", "--libdevice", filepath.Join(dir, "nope.bc"), "-o", out+".sm90", "--cache-dir", filepath.Join(dir, "cache"))
	if err == nil || !strings.Contains(err.Error(), "--libdevice") {
		t.Errorf("finalize --arch sm_90 --libdevice nope.bc: %v, want an error naming --libdevice", err)
	}
	if _, err := os.Stat(out + ".sm90"); err == nil {
		t.Error("a failed finalize left its output")
	}
}
