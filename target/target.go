// Package target is the target table: every arch mgxport can finalize for,
// as data (DESIGN.md, Targets). A new GPU is one row here; the finalize
// pipelines and the runtime read what they need from its Target.
package target

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
)

// Kind is the family of a target: which compiler tail and which runtime
// device serve it.
type Kind string

// The target kinds.
const (
	Host Kind = "host" // this CPU: x86-64 shared objects, runtime/host
	CUDA Kind = "cuda" // NVIDIA: NVVM to PTX/cubin, runtime/cuda
	HIP  Kind = "hip"  // AMD: ROCDL to hsaco, runtime/hip
)

// Matrix-unit families a target offers to contractions: those the
// kernel generators use (finalize/gpu/kernelgen reads them).
const (
	MMASync = "mma.sync" // NVIDIA sm_80+ warp-level MMA
	WGMMA   = "wgmma"    // NVIDIA sm_90a warpgroup MMA
	// MFMA is AMD CDNA's wave64 matrix fused multiply-add
	// (v_mfma_f32_32x32x8f16, the bf16 _1k forms): gfx90a, gfx942, gfx950.
	MFMA = "mfma"
	// WMMA is AMD RDNA's wave32 matrix multiply-accumulate
	// (v_wmma_f32_16x16x16_f16/bf16): RDNA 3 and 3.5 (gfx11xx) take 16
	// elements of A and B a lane, RDNA 4 (gfx12xx) 8 (WMMA12).
	WMMA = "wmma"
	// WMMA12 marks RDNA 4's WMMA operand layout beside WMMA.
	WMMA12 = "wmma.gfx12"
	// MFMA950 marks CDNA 4's (gfx950) double-rate 16-bit MFMA beside
	// MFMA: v_mfma_f32_32x32x16_f16/bf16 and 16x16x32, twice the k a
	// lane of the older forms.
	MFMA950 = "mfma.gfx950"
)

// Target is one row of the table.
type Target struct {
	// Name is what --arch takes: "host", "sm_90", "gfx1151".
	Name string
	Kind Kind
	// Triple and Chip are LLVM's names for the code generator; Features is
	// its feature string (PTX ISA version for NVVM; sramecc/xnack for AMD,
	// where an absent one means "any": the object loads in either mode).
	// The host row leaves them empty: they are read off this CPU.
	Triple, Chip, Features string
	// Wave is the subgroup (warp/wavefront) size: it picks the SPIR-V
	// variant a kernel is raised from. 0 for host (subgroups of one).
	Wave int
	// MatrixUnits lists the matrix-unit families contractions may use.
	MatrixUnits []string
	// TF32 says the matrix units multiply TF32 operands (fp32's range,
	// 10 mantissa bits) with fp32 accumulation: NVIDIA's mma.sync
	// m16n8k8 .tf32, sm_80 and newer. It is what --allow-tf32 needs.
	TF32 bool
	// SharedMem is the shared memory (LDS) one block may use, in bytes;
	// MaxThreads the most threads in one block.
	SharedMem  int64
	MaxThreads int
	// CC is an NVIDIA row's compute capability, major·10+minor (90 for
	// sm_90 and sm_90a); 0 on other rows. ArchSpecific says the row's code
	// uses arch-specific features (sm_90a's wgmma) and so runs only on that
	// exact compute capability, not on later GPUs.
	CC           int
	ArchSpecific bool
	// Processors is the multiprocessor (SM/CU) count of the arch's common
	// large part, for default schedules sizing grids before a device is
	// measured; 0 when unknown. The device's own count wins where known.
	Processors int
	// Format is the finalized format the target's objects take.
	Format codeobj.Format
	// DeviceLibs names the device libraries math functions link
	// ("libdevice"; "ocml", "ockl").
	DeviceLibs []string
}

// String is the target's --arch name.
func (t Target) String() string { return t.Name }

// HasMatrixUnit reports whether the target offers the matrix unit u.
func (t Target) HasMatrixUnit(u string) bool { return slices.Contains(t.MatrixUnits, u) }

// nvidia is an NVIDIA row: PTX of the given ISA version for chip, of
// compute capability cc, arch-specific (an "a" chip) or not.
func nvidia(chip string, cc int, specific bool, ptx string, smem int64, sms int, units ...string) Target {
	return Target{Name: chip, Kind: CUDA, Triple: "nvptx64-nvidia-cuda", Chip: chip, Features: "+" + ptx, CC: cc, ArchSpecific: specific,
		Wave: 32, MatrixUnits: units, TF32: slices.Contains(units, MMASync), SharedMem: smem, MaxThreads: 1024, Processors: sms, Format: codeobj.PTX,
		DeviceLibs: []string{"libdevice"}}
}

// amd is an AMD row with the matrix units units.
func amd(chip, features string, wave int, lds int64, units ...string) Target {
	return Target{Name: chip, Kind: HIP, Triple: "amdgcn-amd-amdhsa", Chip: chip, Features: features,
		Wave: wave, MatrixUnits: units, SharedMem: lds, MaxThreads: 1024, Format: codeobj.HSACO,
		DeviceLibs: []string{"ocml", "ockl"}}
}

// All returns the table, host first, then NVIDIA and AMD by generation. It
// is a fresh slice: callers may keep or change it.
func All() []Target {
	return []Target{
		HostRow(),
		nvidia("sm_80", 80, false, "ptx70", 163<<10, 108, MMASync), // A100
		nvidia("sm_86", 86, false, "ptx71", 99<<10, 84, MMASync),   // RTX 3090
		nvidia("sm_89", 89, false, "ptx78", 99<<10, 128, MMASync),  // RTX 4090
		nvidia("sm_90", 90, false, "ptx80", 227<<10, 132, MMASync), // H100 SXM
		nvidia("sm_90a", 90, true, "ptx80", 227<<10, 132, MMASync, WGMMA),
		nvidia("sm_100", 100, false, "ptx86", 227<<10, 148, MMASync), // B200
		// CDNA: wave64. SRAM ECC is on on every MI200/MI300/MI350
		// as shipped; XNACK is left "any" (no feature), so one object
		// loads whether or not the device runs with XNACK (HSA_XNACK=1).
		amd("gfx90a", "+sramecc", 64, 64<<10, MFMA),
		amd("gfx942", "+sramecc", 64, 64<<10, MFMA),
		amd("gfx950", "+sramecc", 64, 160<<10, MFMA, MFMA950),
		// RDNA 3, 3.5 (gfx1151: Strix Halo) and 4: wave32, 64 KiB
		// of LDS per workgroup; neither feature applies.
		amd("gfx1100", "", 32, 64<<10, WMMA),
		amd("gfx1101", "", 32, 64<<10, WMMA),
		amd("gfx1151", "", 32, 64<<10, WMMA),
		amd("gfx1200", "", 32, 64<<10, WMMA, WMMA12),
		amd("gfx1201", "", 32, 64<<10, WMMA, WMMA12),
	}
}

// HostRow returns the host row: this CPU, the target every machine has.
// Its triple, CPU and features are read off the CPU by the compiler.
func HostRow() Target { return Target{Name: "host", Kind: Host, Format: codeobj.HostSO} }

// Lookup returns the row named name.
func Lookup(name string) (Target, error) {
	for _, t := range All() {
		if t.Name == name {
			return t, nil
		}
	}
	return Target{}, fmt.Errorf("unknown target %q: use auto or one of %s", name, strings.Join(Names(), ", "))
}

// Names lists every target's name, in table order.
func Names() []string {
	var out []string
	for _, t := range All() {
		out = append(out, t.Name)
	}
	return out
}

// Parse turns an --arch value (a comma list of names; "auto" for the devices
// present) into targets, each once, in the order given. present names the
// targets of the devices on this machine, best first, for "auto"; it is
// called only when "auto" is given, and "auto" is host when it returns none.
func Parse(arch string, present func() []string) ([]Target, error) {
	var out []Target
	seen := map[string]bool{}
	add := func(t Target) {
		if !seen[t.Name] {
			seen[t.Name] = true
			out = append(out, t)
		}
	}
	for _, a := range strings.Split(arch, ",") {
		a = strings.TrimSpace(a)
		switch a {
		case "":
			continue
		case "auto":
			var names []string
			if present != nil {
				names = present()
			}
			if len(names) == 0 {
				names = []string{"host"}
			}
			t, err := Lookup(names[0])
			if err != nil {
				return nil, fmt.Errorf("--arch auto: %w", err)
			}
			add(t)
			continue
		}
		t, err := Lookup(a)
		if err != nil {
			return nil, err
		}
		add(t)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no target in --arch %q: use auto or one of %s", arch, strings.Join(Names(), ", "))
	}
	return out, nil
}
