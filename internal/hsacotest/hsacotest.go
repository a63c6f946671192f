// Package hsacotest checks AMDGPU code objects with LLVM's own tools, the
// second opinion beside finalize.CheckHSACO (which reads the ELF and its
// metadata note in Go): llvm-readelf-22 --notes for the amdhsa kernel
// metadata, --dyn-syms for undefined symbols, and llvm-objdump-22 -d
// --mcpu=gfxN for a disassembly without undecodable words. Tests use it;
// a missing tool fails the test naming `make deps`.
package hsacotest

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/target"
)

// Tools are the LLVM tools a check runs.
type Tools struct {
	Readelf, Objdump string
}

// Find finds llvm-readelf-22 and llvm-objdump-22 (package llvm-22),
// failing t when either is missing.
func Find(t testing.TB) Tools {
	t.Helper()
	var ts Tools
	for _, x := range []struct {
		dst  *string
		name string
	}{{&ts.Readelf, "llvm-readelf-22"}, {&ts.Objdump, "llvm-objdump-22"}} {
		p, err := exec.LookPath(x.name)
		if err != nil {
			p = filepath.Join("/usr/lib/llvm-22/bin", strings.TrimSuffix(x.name, "-22"))
			if _, err := os.Stat(p); err != nil {
				t.Fatalf("%s not found (package llvm-22): run `make deps`", x.name)
			}
		}
		*x.dst = p
	}
	return ts
}

// Kernel is what llvm-readelf shows of one amdhsa kernel.
type Kernel struct {
	Name                         string
	Wave, Kernarg, Group         int64
	GlobalBuffers, ExplicitOther int
}

// Check checks one hsaco finalized for row, whose launches run it, with
// LLVM's tools, and returns the kernels readelf shows. Every launched
// kernel must be in the metadata with the row's wavefront size, as many
// global-buffer arguments as the launch binds and no other explicit one,
// a kernarg segment that holds them, static LDS within the row's; the
// object must have no undefined dynamic symbol and disassemble for the
// row's chip, every launched kernel's code included.
func (ts Tools) Check(t testing.TB, hsaco []byte, row target.Target, launches []codeobj.Launch) []Kernel {
	t.Helper()
	path := filepath.Join(t.TempDir(), "k.hsaco")
	if err := os.WriteFile(path, hsaco, 0o644); err != nil {
		t.Fatal(err)
	}
	notes := run(t, ts.Readelf, "--notes", path)
	if !strings.Contains(notes, "amdhsa.target:") || !strings.Contains(notes, "amdgcn-amd-amdhsa--"+row.Chip) {
		t.Fatalf("llvm-readelf --notes: no amdhsa.target for %s:\n%.2000s", row.Chip, notes)
	}
	kernels, err := ParseNotes(notes)
	if err != nil {
		t.Fatalf("llvm-readelf --notes: %v", err)
	}
	byName := map[string]Kernel{}
	for _, k := range kernels {
		byName[k.Name] = k
	}
	for _, l := range launches {
		k, ok := byName[l.Symbol]
		switch {
		case !ok:
			t.Fatalf("llvm-readelf: no kernel %s in the metadata", l.Symbol)
		case k.Wave != int64(row.Wave):
			t.Fatalf("llvm-readelf: %s .wavefront_size %d, %s wants %d", k.Name, k.Wave, row.Name, row.Wave)
		case k.GlobalBuffers != len(l.Args) || k.ExplicitOther != 0:
			t.Fatalf("llvm-readelf: %s has %d global buffers and %d other explicit arguments; the launch binds %d", k.Name, k.GlobalBuffers, k.ExplicitOther, len(l.Args))
		case k.Kernarg < int64(8*len(l.Args)):
			t.Fatalf("llvm-readelf: %s .kernarg_segment_size %d < %d", k.Name, k.Kernarg, 8*len(l.Args))
		case k.Group+l.Shared > row.SharedMem:
			t.Fatalf("llvm-readelf: %s .group_segment_fixed_size %d (+%d) > %s's %d", k.Name, k.Group, l.Shared, row.Name, row.SharedMem)
		}
	}
	syms := run(t, ts.Readelf, "--dyn-syms", "--wide", path)
	for _, line := range strings.Split(syms, "\n") {
		f := strings.Fields(line)
		// Num: Value Size Type Bind Vis Ndx Name
		if len(f) >= 8 && strings.HasSuffix(f[0], ":") && f[6] == "UND" {
			t.Fatalf("llvm-readelf --dyn-syms: undefined symbol %s", f[7])
		}
	}
	dis := run(t, ts.Objdump, "-d", "--mcpu="+row.Chip, path)
	if strings.Contains(dis, "<unknown>") {
		t.Fatalf("llvm-objdump --mcpu=%s: undecodable words:\n%.2000s", row.Chip, dis)
	}
	for _, l := range launches {
		if !strings.Contains(dis, "<"+l.Symbol+">:") {
			t.Fatalf("llvm-objdump --mcpu=%s: no code for %s", row.Chip, l.Symbol)
		}
	}
	return kernels
}

func run(t testing.TB, tool string, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(tool, args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tool, strings.Join(args, " "), err, errb.String())
	}
	if errb.Len() > 0 {
		t.Fatalf("%s %s warns: %s", tool, strings.Join(args, " "), errb.String())
	}
	return out.String()
}

// ParseNotes reads the amdhsa.kernels of llvm-readelf --notes' YAML
// rendering of the metadata: each kernel's name, wavefront size, kernarg
// and group segment sizes, and its explicit arguments.
func ParseNotes(notes string) ([]Kernel, error) {
	var out []Kernel
	var cur *Kernel
	inKernels := false
	for _, line := range strings.Split(notes, "\n") {
		switch {
		case strings.HasPrefix(line, "amdhsa.kernels:"):
			inKernels = true
			continue
		case line != "" && line[0] != ' ' && line[0] != '-':
			inKernels = false
		}
		if !inKernels {
			continue
		}
		if strings.HasPrefix(line, "  - ") {
			out = append(out, Kernel{})
			cur = &out[len(out)-1]
			line = "    " + line[4:]
		}
		if cur == nil {
			continue
		}
		key, val, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			continue
		}
		val = strings.Trim(strings.TrimSpace(val), "'")
		num := func() (int64, error) { return strconv.ParseInt(val, 10, 64) }
		var err error
		switch key {
		case ".name":
			// Only a kernel's own name sits at four spaces.
			if strings.HasPrefix(line, "    .name:") {
				cur.Name = val
			}
		case ".wavefront_size":
			cur.Wave, err = num()
		case ".kernarg_segment_size":
			cur.Kernarg, err = num()
		case ".group_segment_fixed_size":
			cur.Group, err = num()
		case ".value_kind", "- .value_kind":
			switch {
			case val == "global_buffer":
				cur.GlobalBuffers++
			case !strings.HasPrefix(val, "hidden_"):
				cur.ExplicitOther++
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", line, err)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no amdhsa.kernels in:\n%.2000s", notes)
	}
	for _, k := range out {
		if k.Name == "" || k.Wave == 0 {
			return nil, fmt.Errorf("a kernel without .name or .wavefront_size: %+v", k)
		}
	}
	return out, nil
}
