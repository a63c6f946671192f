package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/kcache"
)

// tunedFinalize is the part of finalize --tune's --json this file reads.
type tunedFinalize struct {
	Objects  int `json:"objects"`
	Compiled int `json:"compiled"`
	Tuning   struct {
		Tuned   int `json:"kernels_tuned"`
		Kernels []struct {
			Kernel string `json:"kernel"`
			Best   string `json:"best"`
		} `json:"kernels"`
		Decided []finalize.DecidedKernel `json:"kernels_decided"`
		Foreign map[string]int           `json:"foreign_decisions"`
	} `json:"tuning"`
}

func finalizeTuned(t *testing.T, p cliProc, out string) tunedFinalize {
	t.Helper()
	stdout, _ := p.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", out, "--json")
	var s tunedFinalize
	if err := jsonUnmarshal(stdout, &s); err != nil {
		t.Fatalf("finalize --json: %v\n%s", err, stdout)
	}
	return s
}

// decisionEntries returns the payloads of the tuning decisions in the cache
// directory dir, by key parts, failing the test if it holds anything else
// when onlyDecisions is set.
func decisionEntries(t *testing.T, dir string, onlyDecisions bool) map[kcache.KeyParts][]byte {
	t.Helper()
	c, err := kcache.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := c.List()
	if err != nil {
		t.Fatal(err)
	}
	out := map[kcache.KeyParts][]byte{}
	for _, e := range entries {
		if !e.Parts.IsDecision() {
			if onlyDecisions {
				t.Errorf("%s holds a kernel entry (%s, tuning %s): native code was imported", dir, e.Parts.Target, e.Parts.Tuning)
			}
			continue
		}
		b, ok, err := c.Get(e.Parts)
		if err != nil || !ok {
			t.Fatalf("decision %s: %v %v", e.Key, ok, err)
		}
		out[e.Parts] = b
	}
	return out
}

// TestCacheExportTuned moves tuning decisions between two caches the way a
// fleet does, through bin/mgxport: tune on one cache, export --tuned (the
// winners' schedules, data), import into an empty cache without --trust,
// and a tuned finalize there measures nothing, compiles the same schedules
// and writes the same bundle; no native object crossed. Decisions from
// another device are reported and not used; hostile ones are refused.
func TestCacheExportTuned(t *testing.T) {
	work := t.TempDir()
	bin := builtMgxport(t)
	proc := func(name string) cliProc { return cliProc{bin: bin, cache: filepath.Join(work, name), dir: work} }
	a, b := proc("a"), proc("b")
	model, err := filepath.Abs(filepath.Join(sharedModels, "mlp", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	a.must(t, "compile", "--portable", model, "-o", "mlp.mgxb")
	tuned := finalizeTuned(t, a, "a.mgxb")
	if tuned.Tuning.Tuned != 2 || len(tuned.Tuning.Kernels) != 2 {
		t.Fatalf("tuning the MLP: %+v, want its 2 matmul kernels tuned", tuned.Tuning)
	}
	out, _ := a.must(t, "cache", "export", "tuned.mgxc", "--tuned", "--target", "host", "--json")
	var exp struct {
		Entries int `json:"entries"`
	}
	if err := jsonUnmarshal(out, &exp); err != nil || exp.Entries != 2 {
		t.Fatalf("export --tuned: %s (%v), want the 2 tuned kernels' decisions", out, err)
	}

	// GPU tuning records decisions too, filed under the GPU's row: this
	// cache tuned only for the host, so sm_90a's export is empty; a
	// target no row names is refused.
	out, _ = a.must(t, "cache", "export", "gpu.mgxc", "--tuned", "--target", "sm_90a", "--json")
	if err := jsonUnmarshal(out, &exp); err != nil || exp.Entries != 0 {
		t.Errorf("export --tuned --target sm_90a of a host-tuned cache: %s (%v), want no entries", out, err)
	}
	if _, stderr, err := a.run(t, "cache", "export", "x.mgxc", "--tuned", "--target", "sm_9000"); err == nil || !strings.Contains(stderr, "sm_9000") {
		t.Errorf("export --tuned --target sm_9000: %v\n%s", err, stderr)
	}

	// No --trust: decisions are data.
	out, stderr := b.must(t, "cache", "import", "tuned.mgxc", "--json")
	var imp struct {
		Entries   int            `json:"entries"`
		Untrusted int            `json:"untrusted_skipped"`
		Decisions int            `json:"decisions"`
		Devices   map[string]int `json:"decision_devices"`
	}
	if err := jsonUnmarshal(out, &imp); err != nil || imp.Entries != 2 || imp.Decisions != 2 || imp.Untrusted != 0 || len(imp.Devices) != 1 {
		t.Fatalf("import of the decisions: %s (%v) %s, want 2 decisions of one device", out, err, stderr)
	}
	var device string
	for d := range imp.Devices {
		device = d
	}
	if !strings.HasPrefix(device, "host:") {
		t.Errorf("decisions measured on %q, want this CPU's host identity", device)
	}
	decisions := decisionEntries(t, b.cache, true)
	if len(decisions) != 2 {
		t.Fatalf("the importing cache holds %d decisions, want 2", len(decisions))
	}

	again := finalizeTuned(t, b, "b.mgxb")
	if again.Tuning.Tuned != 0 || len(again.Tuning.Decided) != 2 || len(again.Tuning.Foreign) != 0 {
		t.Fatalf("tuned finalize after import: %+v, want nothing tuned, 2 kernels from the decisions", again.Tuning)
	}
	// The same schedules, kernel by kernel, as the tuning chose.
	want := map[string]string{}
	for _, k := range tuned.Tuning.Kernels {
		want[k.Kernel] = k.Best
	}
	for _, d := range again.Tuning.Decided {
		if want[d.Kernel] != d.Schedule {
			t.Errorf("kernel %s compiled under %s, the tuning chose %s", d.Kernel, d.Schedule, want[d.Kernel])
		}
	}
	// The same objects; each machine signs them with its own key.
	if ma, mb := unsignedManifest(t, filepath.Join(work, "a.mgxb")), unsignedManifest(t, filepath.Join(work, "b.mgxb")); !reflect.DeepEqual(ma, mb) {
		t.Error("the bundle finalized from imported decisions differs from the tuned one")
	}
	// The next one takes the compiled kernels from the cache.
	if third := finalizeTuned(t, b, "c.mgxb"); third.Tuning.Tuned != 0 || len(third.Tuning.Decided) != 0 || third.Compiled != 0 {
		t.Errorf("third finalize: %+v, %d compiled; want every kernel from the cache", third.Tuning, third.Compiled)
	}

	// Rewritten decisions, signed by a stranger: another device's is
	// imported and listed, then reported by finalize and not used; a
	// well-formed schedule this CPU's tuning would never try is refused at
	// finalize (tuned here instead); malformed ones stop the import.
	// craft files each edited decision under the device it names, as
	// finalize files decisions, unless misfile is set.
	craft := func(name string, edit func(rec map[string]any), misfile bool) string {
		t.Helper()
		dir := filepath.Join(work, "craft-"+name)
		c, err := kcache.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		for parts, payload := range decisions {
			var rec map[string]any
			if err := json.Unmarshal(payload, &rec); err != nil {
				t.Fatal(err)
			}
			edit(rec)
			if d, ok := rec["device"].(string); ok && !misfile {
				parts.Device = d
			}
			b, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Put(parts, b); err != nil {
				t.Fatal(err)
			}
		}
		var arch bytes.Buffer
		if _, err := c.Export(&arch, nil); err != nil {
			t.Fatal(err)
		}
		file := name + ".mgxc"
		if err := os.WriteFile(filepath.Join(work, file), arch.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	other := proc("other")
	_, stderr = other.must(t, "cache", "import", craft("foreign", func(rec map[string]any) { rec["device"] = "host:x86_64-unknown-linux-gnu/some-other-cpu/+avx" }, false))
	if !strings.Contains(stderr, "2 of them are tuning decisions") || !strings.Contains(stderr, "some-other-cpu") {
		t.Errorf("import of another device's decisions does not list the device:\n%s", stderr)
	}
	foreign := finalizeTuned(t, other, "o.mgxb")
	if foreign.Tuning.Tuned != 2 || len(foreign.Tuning.Decided) != 0 || foreign.Tuning.Foreign["host:x86_64-unknown-linux-gnu/some-other-cpu/+avx"] != 2 {
		t.Errorf("finalize with another device's decisions: %+v, want both kernels tuned here and the 2 foreign decisions reported", foreign.Tuning)
	}

	outside := proc("outside")
	outside.must(t, "cache", "import", craft("outside", func(rec map[string]any) {
		s := rec["schedule"].(map[string]any)
		s["MicroM"] = 7 // valid, but no CPU class's space holds it
	}, false))
	st := finalizeTuned(t, outside, "x.mgxb")
	if st.Tuning.Tuned != 2 || len(st.Tuning.Decided) != 0 {
		t.Errorf("finalize with decisions outside this CPU's space: %+v, want them refused and both kernels tuned", st.Tuning)
	}

	for name, edit := range map[string]func(map[string]any){
		"unknown-field": func(rec map[string]any) { rec["run"] = "/bin/sh" },
		"micro-kernel":  func(rec map[string]any) { rec["schedule"].(map[string]any)["Dot8"] = "evil" },
		"huge-tile":     func(rec map[string]any) { rec["schedule"].(map[string]any)["MicroN"] = 1 << 40 },
		"format":        func(rec map[string]any) { rec["format"] = 99 },
		"target":        func(rec map[string]any) { rec["target"] = "sm_90" },
		"no-schedule":   func(rec map[string]any) { delete(rec, "schedule") },
		"long-device":   func(rec map[string]any) { rec["device"] = strings.Repeat("x", 5000) },
		"misfiled":      func(rec map[string]any) { rec["device"] = "host:x86_64-unknown-linux-gnu/some-other-cpu/+avx" },
	} {
		p := proc("bad-" + name)
		_, stderr, err := p.run(t, "cache", "import", craft(name, edit, name == "misfiled"))
		if err == nil || !strings.Contains(stderr, "tuning decision") {
			t.Errorf("%s: a hostile decision imported: %v\n%s", name, err, stderr)
		}
		if n := len(decisionEntries(t, p.cache, true)); n != 0 {
			t.Errorf("%s: %d hostile decisions stored", name, n)
		}
	}
}
