package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// amdArches are the AMD targets every model is finalized for in CI: CDNA
// 2 and 3 (wave64, MFMA), RDNA 3, 3.5 and 4 (wave32, WMMA).
var amdArches = []string{"gfx90a", "gfx942", "gfx1100", "gfx1151", "gfx1201"}

// TestAMDModels is the AMD acceptance that needs no AMD GPU. For every
// model under ../shared/models and testdata/models, through the built
// bin/mgxport in separate processes: compile --portable (dims bound from
// the model's inputs), then one finalize --arch gfx90a,gfx942,gfx1100,
// gfx1151,gfx1201. The bundle must run on each of those targets without a
// finalize (every launch has an object of each, made from the variant of
// the target's wave size), and every hsaco in it must be a valid code
// object for its target — checked twice: in Go (finalize.CheckHSACO: ELF
// for the chip, the amdhsa metadata note's .wavefront_size, explicit
// arguments and .kernarg_segment_size matching the launch's arguments,
// .group_segment_fixed_size within the target's LDS, no undefined symbol)
// and by LLVM's tools (llvm-readelf-22 --notes and --dyn-syms,
// llvm-objdump-22 -d --mcpu=gfxN: hsacotest).
func TestAMDModels(t *testing.T) {
	bin := builtMgxport(t)
	tools := hsacotest.Find(t)
	if libs, err := finalize.FindROCmDeviceLibs(""); err != nil || libs == "" {
		t.Fatalf("no ROCm device libraries (%v): run `make deps` (Debian's rocm-device-libs)", err)
	}
	rows := make([]target.Target, len(amdArches))
	for i, a := range amdArches {
		r, err := target.Lookup(a)
		if err != nil {
			t.Fatal(err)
		}
		rows[i] = r
	}
	for _, dir := range exportedModels(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			m := loadFlowModel(t, dir)
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			portable, amd := filepath.Join(work, "m.mgxb"), filepath.Join(work, "m.amd.mgxb")
			p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable}, m.dimFlags...)...)
			var sum finalizeSummary
			out, _ := p.must(t, "finalize", portable, "--arch", strings.Join(amdArches, ","), "-o", amd, "--json")
			if err := jsonUnmarshal(out, &sum); err != nil {
				t.Fatalf("finalize --json: %v\n%s", err, out)
			}
			if !slices.Equal(sum.Targets, amdArches) {
				t.Fatalf("finalized for %v, want %v", sum.Targets, amdArches)
			}
			checkAMDBundle(t, tools, amd, rows)
		})
	}
}

// checkAMDBundle checks an AMD-finalized bundle: complete for each row,
// every hsaco valid for its row (CheckHSACO and LLVM's tools), made from a
// portable variant of the row's wave size.
func checkAMDBundle(t *testing.T, tools hsacotest.Tools, path string, rows []target.Target) {
	t.Helper()
	r, err := bundle.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	src := runtime.BundleSource(r)
	have := runtime.FinalizedTargets(src)
	for _, row := range rows {
		if !slices.Contains(have, row.Name) {
			t.Errorf("the bundle does not run on %s without a finalize (it does on %v)", row.Name, have)
		}
	}
	byName := map[string]target.Target{}
	for _, row := range rows {
		byName[row.Name] = row
	}
	counts := map[string]int{}
	var launches, bytes int
	var batch []hsacotest.Object
	for _, e := range r.Manifest.Objects {
		if e.Object.Format != codeobj.HSACO {
			continue
		}
		row, ok := byName[e.Object.Target]
		if !ok {
			t.Fatalf("hsaco object %s for unexpected target %s", e.ID, e.Object.Target)
		}
		o, err := r.ReadObject(e.ID)
		if err != nil {
			t.Fatal(err)
		}
		what := fmt.Sprintf("%s %s (%s)", row.Name, o.Symbol, e.ID[:12])
		portable, ok := r.Manifest.Object(o.Source)
		if !ok {
			t.Fatalf("%s: source object %s not in the bundle", what, o.Source)
		}
		if w := portable.Object.Wave; w != 0 && w != row.Wave {
			t.Errorf("%s: made from the wave%d variant, %s runs wave%d", what, w, row.Name, row.Wave)
		}
		h, err := finalize.ReadHSACO(o.Payload)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		sigs := make([]finalize.LaunchSig, len(o.Launches))
		for i, l := range o.Launches {
			sigs[i] = finalize.LaunchSig{Symbol: l.Symbol, Args: len(l.Args), Block: l.Block, Shared: l.Shared}
		}
		if err := finalize.CheckHSACO(h, row, sigs); err != nil {
			t.Errorf("%s: %v", what, err)
			continue
		}
		batch = append(batch, hsacotest.Object{Name: what, HSACO: o.Payload, Row: row, Launches: o.Launches})
		counts[row.Name]++
		launches += len(o.Launches)
		bytes += len(o.Payload)
	}
	tools.CheckAll(t, batch)
	t.Logf("hsaco objects per target %v: %d device launches, %d bytes, all valid", counts, launches, bytes)
}
