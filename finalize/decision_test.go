package finalize

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/kcache"
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
	f.Add([]byte(`{"format":1,"target":"host","device":"d","kernel":"k","schedule":{"Name":"tuned","MicroM":4,"MicroN":16,"CacheN":16,"CacheK":128,"PackB":true}}`))
	parts, _ := sampleDecision(r)
	f.Fuzz(func(t *testing.T, payload []byte) {
		dev, err := ValidateDecision(parts, payload)
		if err != nil {
			return
		}
		rec, err := decodeDecision(parts, payload)
		if err != nil || rec.Device != dev {
			t.Fatalf("accepted once, refused again: %v", err)
		}
		if _, err := host.DecodeSchedule(rec.Schedule); err != nil {
			t.Fatalf("accepted a decision whose schedule does not decode: %v", err)
		}
	})
}
