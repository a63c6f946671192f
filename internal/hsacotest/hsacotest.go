// Package hsacotest checks AMDGPU code objects with LLVM's own tools, the
// second opinion beside finalize/gpu/rocdl.CheckHSACO (which reads the ELF and its
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

// Object is one hsaco to check: Name labels it in failures, Row is the
// target it was finalized for and Launches run it.
type Object struct {
	Name     string
	HSACO    []byte
	Row      target.Target
	Launches []codeobj.Launch
}

// Check checks one hsaco finalized for row, whose launches run it, with
// LLVM's tools (CheckAll of one object).
func (ts Tools) Check(t testing.TB, hsaco []byte, row target.Target, launches []codeobj.Launch) {
	t.Helper()
	ts.CheckAll(t, []Object{{Name: row.Name, HSACO: hsaco, Row: row, Launches: launches}})
}

// CheckAll checks hsaco objects with LLVM's tools, each tool run once for
// all of them (llvm-objdump once per chip). Every launched kernel must be
// in the metadata with the row's wavefront size, as many global-buffer
// arguments as the launch binds and no other explicit one, a kernarg
// segment that holds them, static LDS within the row's; the object must
// have no undefined dynamic symbol and disassemble for the row's chip,
// every launched kernel's code included, with no undecodable word.
func (ts Tools) CheckAll(t testing.TB, objs []Object) {
	t.Helper()
	if len(objs) == 0 {
		return
	}
	dir := t.TempDir()
	paths := make([]string, len(objs))
	byChip := map[string][]int{}
	for i, o := range objs {
		paths[i] = filepath.Join(dir, fmt.Sprintf("%d.hsaco", i))
		if err := os.WriteFile(paths[i], o.HSACO, 0o644); err != nil {
			t.Fatal(err)
		}
		byChip[o.Row.Chip] = append(byChip[o.Row.Chip], i)
	}
	notes := splitFiles(run(t, ts.Readelf, append([]string{"--notes"}, paths...)...), "File: ", paths)
	syms := splitFiles(run(t, ts.Readelf, append([]string{"--dyn-syms", "--wide"}, paths...)...), "File: ", paths)
	dis := make([]string, len(objs))
	for chip, idx := range byChip {
		args := []string{"-d", "--mcpu=" + chip}
		var ps []string
		for _, i := range idx {
			ps = append(ps, paths[i])
		}
		parts := splitDisassembly(run(t, ts.Objdump, append(args, ps...)...), ps)
		for j, i := range idx {
			dis[i] = parts[j]
		}
	}
	for i, o := range objs {
		checkOne(t, o, notes[i], syms[i], dis[i])
	}
}

// splitFiles splits a multi-file llvm-readelf output at its "File: PATH"
// headers into each path's part (one file's output has no header).
func splitFiles(out, header string, paths []string) []string {
	if len(paths) == 1 {
		return []string{out}
	}
	parts := make([]string, len(paths))
	idx := map[string]int{}
	for i, p := range paths {
		idx[p] = i
	}
	cur := -1
	for _, line := range strings.SplitAfter(out, "\n") {
		if strings.HasPrefix(line, header) {
			if i, ok := idx[strings.TrimSpace(strings.TrimPrefix(line, header))]; ok {
				cur = i
				continue
			}
		}
		if cur >= 0 {
			parts[cur] += line
		}
	}
	return parts
}

// splitDisassembly splits a multi-file llvm-objdump -d output at its
// "PATH:\tfile format" headers.
func splitDisassembly(out string, paths []string) []string {
	parts := make([]string, len(paths))
	idx := map[string]int{}
	for i, p := range paths {
		idx[p] = i
	}
	cur := -1
	for _, line := range strings.SplitAfter(out, "\n") {
		if p, _, ok := strings.Cut(line, ":\tfile format"); ok {
			if i, ok := idx[p]; ok {
				cur = i
				continue
			}
		}
		if cur >= 0 {
			parts[cur] += line
		}
	}
	return parts
}

// checkOne checks one object against its parts of the tools' outputs.
func checkOne(t testing.TB, o Object, notes, syms, dis string) {
	t.Helper()
	row := o.Row
	if !strings.Contains(notes, "amdhsa.target:") || !strings.Contains(notes, "amdgcn-amd-amdhsa--"+row.Chip) {
		t.Fatalf("%s: llvm-readelf --notes: no amdhsa.target for %s:\n%.2000s", o.Name, row.Chip, notes)
	}
	kernels, err := ParseNotes(notes)
	if err != nil {
		t.Fatalf("%s: llvm-readelf --notes: %v", o.Name, err)
	}
	byName := map[string]Kernel{}
	for _, k := range kernels {
		byName[k.Name] = k
	}
	for _, l := range o.Launches {
		k, ok := byName[l.Symbol]
		switch {
		case !ok:
			t.Fatalf("%s: llvm-readelf: no kernel %s in the metadata", o.Name, l.Symbol)
		case k.Wave != int64(row.Wave):
			t.Fatalf("%s: llvm-readelf: %s .wavefront_size %d, %s wants %d", o.Name, k.Name, k.Wave, row.Name, row.Wave)
		case k.GlobalBuffers != len(l.Args) || k.ExplicitOther != 0:
			t.Fatalf("%s: llvm-readelf: %s has %d global buffers and %d other explicit arguments; the launch binds %d", o.Name, k.Name, k.GlobalBuffers, k.ExplicitOther, len(l.Args))
		case k.Kernarg < int64(8*len(l.Args)):
			t.Fatalf("%s: llvm-readelf: %s .kernarg_segment_size %d < %d", o.Name, k.Name, k.Kernarg, 8*len(l.Args))
		case k.Group+l.Shared > row.SharedMem:
			t.Fatalf("%s: llvm-readelf: %s .group_segment_fixed_size %d (+%d) > %s's %d", o.Name, k.Name, k.Group, l.Shared, row.Name, row.SharedMem)
		}
	}
	if !strings.Contains(syms, ".dynsym") {
		t.Fatalf("%s: llvm-readelf --dyn-syms: no dynamic symbol table:\n%.1000s", o.Name, syms)
	}
	for _, line := range strings.Split(syms, "\n") {
		f := strings.Fields(line)
		// Num: Value Size Type Bind Vis Ndx Name
		if len(f) >= 8 && strings.HasSuffix(f[0], ":") && f[6] == "UND" {
			t.Fatalf("%s: llvm-readelf --dyn-syms: undefined symbol %s", o.Name, f[7])
		}
	}
	if strings.Contains(dis, "<unknown>") {
		t.Fatalf("%s: llvm-objdump --mcpu=%s: undecodable words:\n%.2000s", o.Name, row.Chip, dis)
	}
	for _, l := range o.Launches {
		if !strings.Contains(dis, "<"+l.Symbol+">:") {
			t.Fatalf("%s: llvm-objdump --mcpu=%s: no code for %s", o.Name, row.Chip, l.Symbol)
		}
	}
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
