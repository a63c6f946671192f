package target

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		arch    string
		present []string
		want    []string
		err     string
	}{
		{arch: "host", want: []string{"host"}},
		{arch: "sm_90,host,sm_90", want: []string{"sm_90", "host"}},
		{arch: " gfx1151 , gfx942,sm_90,host", want: []string{"gfx1151", "gfx942", "sm_90", "host"}},
		{arch: "auto", want: []string{"host"}},
		{arch: "auto", present: []string{"sm_90"}, want: []string{"sm_90"}},
		{arch: "auto,host", present: []string{"sm_90"}, want: []string{"sm_90", "host"}},
		{arch: "sm_91", err: `unknown target "sm_91"`},
		{arch: "", err: "no target"},
		{arch: ",", err: "no target"},
		{arch: "auto", present: []string{"gfx9999"}, err: "--arch auto"},
	} {
		got, err := Parse(tc.arch, func() []string { return tc.present })
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Parse(%q): err %v, want %q", tc.arch, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.arch, err)
			continue
		}
		var names []string
		for _, g := range got {
			names = append(names, g.Name)
		}
		if diff := cmp.Diff(tc.want, names); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tc.arch, diff)
		}
	}
}

// TestTable checks every row is complete for its kind.
func TestTable(t *testing.T) {
	seen := map[string]bool{}
	for _, tg := range All() {
		if seen[tg.Name] {
			t.Errorf("%s: listed twice", tg.Name)
		}
		seen[tg.Name] = true
		if !tg.Format.Known() || tg.Format.Portable() {
			t.Errorf("%s: finalized format %q", tg.Name, tg.Format)
		}
		if tg.Kind == Host {
			continue
		}
		if tg.Triple == "" || tg.Chip == "" || tg.SharedMem <= 0 || tg.MaxThreads <= 0 || len(tg.DeviceLibs) == 0 {
			t.Errorf("%s: incomplete GPU row %+v", tg.Name, tg)
		}
		want := 32
		if tg.Kind == HIP && strings.HasPrefix(tg.Chip, "gfx9") {
			want = 64
		}
		if tg.Wave != want {
			t.Errorf("%s: wave %d, want %d", tg.Name, tg.Wave, want)
		}
		if tg.Kind == HIP {
			// XNACK stays "any"; CDNA runs with SRAM ECC, RDNA has none.
			wantF := ""
			if want == 64 {
				wantF = "+sramecc"
			}
			// CDNA has MFMA (CDNA 4 its double-rate forms too), RDNA
			// 3/3.5 WMMA, RDNA 4 WMMA in its own operand layout; the half
			// kernel reads them (kernelgen).
			units := []string{MFMA}
			switch {
			case tg.Chip == "gfx950":
				units = []string{MFMA, MFMA950}
			case strings.HasPrefix(tg.Chip, "gfx11"):
				units = []string{WMMA}
			case strings.HasPrefix(tg.Chip, "gfx12"):
				units = []string{WMMA, WMMA12}
			}
			if tg.Features != wantF || !slices.Equal(tg.MatrixUnits, units) || tg.Triple != "amdgcn-amd-amdhsa" || tg.Format != "hsaco" {
				t.Errorf("%s: features %q units %v triple %s format %s", tg.Name, tg.Features, tg.MatrixUnits, tg.Triple, tg.Format)
			}
			if lds := tg.SharedMem; lds != 64<<10 && !(tg.Chip == "gfx950" && lds == 160<<10) {
				t.Errorf("%s: LDS %d", tg.Name, lds)
			}
		}
	}
}

// TestTF32Rows checks which rows take --allow-tf32: every NVIDIA row (all
// sm_80 and newer, with mma.sync), no host or AMD row.
func TestTF32Rows(t *testing.T) {
	for _, r := range All() {
		if want := r.Kind == CUDA; r.TF32 != want {
			t.Errorf("%s: TF32 %v, want %v", r.Name, r.TF32, want)
		}
		if r.TF32 && !r.HasMatrixUnit(MMASync) {
			t.Errorf("%s: TF32 without mma.sync", r.Name)
		}
	}
}

// TestComputeCapability checks the NVIDIA rows' compute capability and
// arch-specific flag against their names (sm_XY, sm_XYa), the one place
// names are read for them; other rows have neither.
func TestComputeCapability(t *testing.T) {
	for _, r := range All() {
		if r.Kind != CUDA {
			if r.CC != 0 || r.ArchSpecific {
				t.Errorf("%s: CC %d, arch-specific %v on a non-NVIDIA row", r.Name, r.CC, r.ArchSpecific)
			}
			continue
		}
		want := fmt.Sprintf("sm_%d", r.CC)
		if r.ArchSpecific {
			want += "a"
		}
		if r.CC < 10 || r.Name != want || r.Chip != r.Name {
			t.Errorf("%s: CC %d, arch-specific %v (name %s)", r.Name, r.CC, r.ArchSpecific, want)
		}
		if r.HasMatrixUnit(WGMMA) != r.ArchSpecific {
			t.Errorf("%s: wgmma %v but arch-specific %v", r.Name, r.HasMatrixUnit(WGMMA), r.ArchSpecific)
		}
	}
}
