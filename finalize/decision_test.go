package finalize

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
)

// sampleDecision returns the key parts and payload of a valid host
// decision, its schedule a random point of a CPU class's tuning space.
func sampleDecision(r *rand.Rand) (kcache.KeyParts, []byte) {
	defs := host.HostSchedules()
	space := host.HostSpace(defs[r.IntN(len(defs))], "fma256")
	sched, _ := json.Marshal(space[r.IntN(len(space))])
	tuned := kcache.KeyParts{CodeObject: kcache.ContentHash([]byte{byte(r.IntN(256))}), Target: "host:x/y/z", Device: "host:x/y/z", Compiler: "c1", Tuning: "quick"}
	parts := decisionParts(tuned, "host")
	b, _ := json.Marshal(decisionRecord{Format: decisionFormat, Target: "host", Device: tuned.Device, Kernel: "k" + strings.Repeat("x", r.IntN(8)), Schedule: sched})
	return parts, b
}

// sampleGPUDecision returns the key parts and payload of a valid GPU
// decision for row: a random point of a random GEMM's space of the row's
// kind, measured on a device of the row's arch.
func sampleGPUDecision(r *rand.Rand, row target.Target) (kcache.KeyParts, []byte) {
	space := []any{kernelgen.GEMMTiles()[r.IntN(len(kernelgen.GEMMTiles()))]}
	kind := spaceGEMM
	switch {
	case row.Kind == target.HIP && r.IntN(2) == 0:
		kind, space = spaceAMD, []any{kernelgen.MFMATiles()[r.IntN(len(kernelgen.MFMATiles()))]}
	case row.Kind == target.CUDA && r.IntN(2) == 0:
		kind = []string{spaceMMA, spaceMMA16}[r.IntN(2)]
		space = []any{kernelgen.MMATile{BM: 64 << r.IntN(2), BN: 64 << r.IntN(2), BK: 32, WM: 2, WN: 2, Stages: 1 + int64(r.IntN(4)), WG: r.IntN(2) == 0, PerSM: 2, Speed: 0.5 + r.Float64()}}
	}
	sched, _ := encodeGPUSchedule(kind, space[0])
	dev := fmt.Sprintf("GPU %d/%s/%dSM", r.IntN(100), row.Chip, 1+r.IntN(200))
	tuned := kcache.KeyParts{CodeObject: kcache.ContentHash([]byte{byte(r.IntN(256))}), Target: row.Triple + "/" + row.Chip, Device: dev, Compiler: "c1", Tuning: "full"}
	parts := decisionParts(tuned, row.Name)
	b, _ := json.Marshal(decisionRecord{Format: decisionFormat, Target: row.Name, Device: dev, Kernel: "mm", Schedule: sched})
	return parts, b
}

// TestValidateGPUDecision checks GPU decisions the way TestValidateDecision
// checks host ones: real ones of every space pass; a space the vendor
// lacks, a tiling of the wrong type, unknown fields, unbounded
// parameters, and a device other than the one filed under are refused.
func TestValidateGPUDecision(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 31))
	for _, name := range []string{"sm_90a", "sm_80", "gfx942", "gfx1100"} {
		row, err := target.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for range 8 {
			parts, good := sampleGPUDecision(r, row)
			if dev, err := ValidateDecision(parts, good); err != nil || dev != parts.Device {
				t.Fatalf("%s: a valid decision: %q, %v\n%s", name, dev, err, good)
			}
		}
		parts, good := sampleGPUDecision(r, row)
		edit := func(f func(rec, sched, tile map[string]any)) []byte {
			var rec map[string]any
			if err := json.Unmarshal(good, &rec); err != nil {
				t.Fatal(err)
			}
			sched := rec["schedule"].(map[string]any)
			f(rec, sched, sched["tile"].(map[string]any))
			b, _ := json.Marshal(rec)
			return b
		}
		other := map[target.Kind]string{target.CUDA: spaceAMD, target.HIP: spaceMMA16}[row.Kind]
		for _, tc := range []struct {
			name    string
			payload []byte
		}{
			{"other vendor's space", edit(func(_, s, _ map[string]any) { s["space"] = other })},
			{"unknown space", edit(func(_, s, _ map[string]any) { s["space"] = "ptx" })},
			{"unknown tile field", edit(func(_, _, tl map[string]any) { tl["Code"] = "ld.global" })},
			{"unknown schedule field", edit(func(_, s, _ map[string]any) { s["cubin"] = "AAAA" })},
			{"negative", edit(func(_, _, tl map[string]any) { tl["BM"] = -64 })},
			{"huge", edit(func(_, _, tl map[string]any) { tl["BK"] = 1 << 40 })},
			{"fraction", edit(func(_, _, tl map[string]any) { tl["BN"] = 12.5 })},
			{"speed", edit(func(_, _, tl map[string]any) { tl["Speed"] = 1e300 })},
			{"tile not an object", edit(func(_, s, _ map[string]any) { s["tile"] = []int{1, 2} })},
			{"host schedule", edit(func(rec, _, _ map[string]any) {
				rec["schedule"] = map[string]any{"Name": "tuned", "MicroM": 4, "MicroN": 16, "CacheN": 16, "CacheK": 128, "PackB": true}
			})},
			{"device mismatch", edit(func(rec, _, _ map[string]any) { rec["device"] = "Another GPU/sm_90/1SM" })},
			{"target mismatch", edit(func(rec, _, _ map[string]any) { rec["target"] = "host" })},
		} {
			if _, err := ValidateDecision(parts, tc.payload); err == nil {
				t.Errorf("%s, %s: accepted\n%s", name, tc.name, tc.payload)
			}
		}
	}
}

// TestValidateDecision checks the import-side validation of tuning
// decisions: a real one passes and names its device; each edit an
// attacker could make is refused.
func TestValidateDecision(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 29))
	parts, good := sampleDecision(r)
	if dev, err := ValidateDecision(parts, good); err != nil || dev != "host:x/y/z" {
		t.Fatalf("a valid decision: %q, %v", dev, err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	notDecision := parts
	notDecision.Tuning = "quick"
	for _, tc := range []struct {
		name    string
		parts   kcache.KeyParts
		payload []byte
	}{
		{"not a decision key", notDecision, good},
		{"garbage", parts, []byte("\x00\xff{")},
		{"empty", parts, nil},
		{"too big", parts, []byte(strings.Repeat(" ", kcache.MaxDecision+1))},
		{"unknown field", parts, edit(func(m map[string]any) { m["exec"] = "x" })},
		{"format", parts, edit(func(m map[string]any) { m["format"] = 1 })},
		{"device mismatch", parts, edit(func(m map[string]any) { m["device"] = "host:other/cpu/0" })},
		{"target mismatch", parts, edit(func(m map[string]any) { m["target"] = "sm_90" })},
		{"no device", parts, edit(func(m map[string]any) { m["device"] = "" })},
		{"schedule missing", parts, edit(func(m map[string]any) { delete(m, "schedule") })},
		{"schedule invalid", parts, edit(func(m map[string]any) { m["schedule"] = map[string]any{"Name": "x", "MicroM": -1, "MicroN": 8} })},
		{"trailing", parts, append(append([]byte{}, good...), []byte(" {}")...)},
	} {
		if _, err := ValidateDecision(tc.parts, tc.payload); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	gpu := kcache.KeyParts{CodeObject: parts.CodeObject, Target: "sm_90", Compiler: "c1", Tuning: "quick" + kcache.DecisionTuning}
	if _, err := ValidateDecision(gpu, edit(func(m map[string]any) { m["target"] = "sm_90" })); err == nil {
		t.Error("a host schedule filed as an NVIDIA GPU's decision accepted")
	}
}

// FuzzValidateDecision feeds ValidateDecision arbitrary payloads, as a
// cache archive from elsewhere can: an error or a decision whose schedule
// decodes valid, never a panic.
func FuzzValidateDecision(f *testing.F) {
	r := rand.New(rand.NewPCG(5, 8))
	for range 4 {
		_, b := sampleDecision(r)
		f.Add(b)
	}
	f.Add([]byte(`{"format":2,"target":"host","device":"d","kernel":"k","schedule":{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128,"PackB":true}}`))
	parts, _ := sampleDecision(r)
	// GPU decisions: the fuzzer's input is tried under a host decision's
	// parts, an NVIDIA row's and an AMD row's (its device name and target
	// must then match those parts to pass).
	gpuParts := map[string]kcache.KeyParts{}
	for _, name := range []string{"sm_90a", "gfx942"} {
		row, err := target.Lookup(name)
		if err != nil {
			f.Fatal(err)
		}
		for range 3 {
			p, b := sampleGPUDecision(r, row)
			f.Add(b)
			gpuParts[name] = p
		}
		f.Add([]byte(fmt.Sprintf(`{"format":2,"target":%q,"device":%q,"kernel":"k","schedule":{"space":"gemm","tile":{"BM":64,"BN":64,"BK":8,"TM":4,"TN":4,"PerSM":4,"Speed":0.6}}}`, name, gpuParts[name].Device)))
	}
	f.Fuzz(func(t *testing.T, payload []byte) {
		for _, p := range []kcache.KeyParts{parts, gpuParts["sm_90a"], gpuParts["gfx942"]} {
			dev, err := ValidateDecision(p, payload)
			if err != nil {
				continue
			}
			rec, err := decodeDecision(p, payload)
			if err != nil || rec.Device != dev || dev != p.Device || rec.Target != p.Target {
				t.Fatalf("accepted once, refused again or misfiled: %v", err)
			}
			row, err := target.Lookup(rec.Target)
			if err != nil {
				t.Fatal(err)
			}
			if row.Kind == target.Host {
				if _, err := host.DecodeSchedule(rec.Schedule); err != nil {
					t.Fatalf("accepted a decision whose schedule does not decode: %v", err)
				}
				continue
			}
			space, _, err := decodeGPUSchedule(row, rec.Schedule)
			if err != nil {
				t.Fatalf("accepted a GPU decision whose schedule does not decode: %v", err)
			}
			if space == spaceAMD && row.Kind != target.HIP || (space == spaceMMA || space == spaceMMA16) && row.Kind != target.CUDA {
				t.Fatalf("accepted a %s tiling for %s", space, row.Name)
			}
		}
	})
}
