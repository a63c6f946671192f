package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTuningDecisionsPerDevice runs the host's tuning for two CPU models
// sharing one cache, through bin/mgxport (the CPU identity played through
// the test hook $MGXPORT_TEST_CPU_IDENTITY): the second model finds only
// the first's decisions, says so once, and tunes for itself; both models'
// decisions then coexist (cache stats and ls show them per device), travel
// together through export --tuned / import, and each model's finalize in
// the importing cache compiles its own winners, measuring nothing, while
// this CPU, having none of its own, tunes.
func TestTuningDecisionsPerDevice(t *testing.T) {
	work := t.TempDir()
	bin := builtMgxport(t)
	const cpuA, cpuB = "host:x86_64-test-linux-gnu/model-a/0001", "host:x86_64-test-linux-gnu/model-b/0002"
	proc := func(cache, cpu string) cliProc {
		p := cliProc{bin: bin, cache: filepath.Join(work, cache), dir: work}
		if cpu != "" {
			p.env = []string{envTestCPUIdentity + "=" + cpu}
		}
		return p
	}
	model, err := filepath.Abs(filepath.Join(sharedModels, "mlp", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	a, b := proc("fleet", cpuA), proc("fleet", cpuB)
	a.must(t, "compile", "--portable", model, "-o", "mlp.mgxb")

	winners := func(s tunedFinalize) map[string]string {
		w := map[string]string{}
		for _, k := range s.Tuning.Kernels {
			w[k.Kernel] = k.Best
		}
		return w
	}
	tunedA := finalizeTuned(t, a, "a.mgxb")
	if tunedA.Tuning.Tuned != 2 || len(tunedA.Tuning.Foreign) != 0 {
		t.Fatalf("model A's tuning: %+v, want its 2 kernels tuned", tunedA.Tuning)
	}
	// Model B: the shared cache has only A's decisions (and A's kernels,
	// keyed by A): reported, not used, both kernels tuned on B.
	stdout, stderr := b.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "b.mgxb", "--json")
	var tunedB tunedFinalize
	if err := jsonUnmarshal(stdout, &tunedB); err != nil {
		t.Fatal(err)
	}
	if tunedB.Tuning.Tuned != 2 || tunedB.Tuning.Foreign[cpuA] != 2 || len(tunedB.Tuning.Decided) != 0 {
		t.Fatalf("model B with model A's decisions: %+v, want both kernels tuned on B and A's 2 decisions reported", tunedB.Tuning)
	}
	_, stderr = b.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "b2.mgxb", "--cache-dir", filepath.Join(work, "b-only"))
	if n := strings.Count(stderr, "measured on another device"); n != 0 {
		t.Errorf("a cache without decisions reported %d foreign ones:\n%s", n, stderr)
	}
	// The text output of the same situation says it once.
	c := proc("fleet2", cpuA)
	c.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "c.mgxb")
	_, stderr = proc("fleet2", cpuB).must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "c2.mgxb")
	if n := strings.Count(stderr, "measured on another device"); n != 1 || !strings.Contains(stderr, cpuA) {
		t.Errorf("model B's finalize says %d times that decisions were measured on another device, want once naming %s:\n%s", n, cpuA, stderr)
	}

	// Both models' decisions coexist, one per kernel and model.
	out, _ := a.must(t, "cache", "stats", "--json")
	var stats struct {
		Decisions int            `json:"decisions"`
		Devices   map[string]int `json:"decision_devices"`
	}
	if err := jsonUnmarshal(out, &stats); err != nil || stats.Decisions != 4 || stats.Devices[cpuA] != 2 || stats.Devices[cpuB] != 2 {
		t.Fatalf("cache stats --json: %s (%v), want 2 decisions of each model", out, err)
	}
	out, _ = a.must(t, "cache", "stats")
	if !strings.Contains(out, "tuning decisions: 4") || !strings.Contains(out, cpuB+": 2") {
		t.Errorf("cache stats does not list the decisions per device:\n%s", out)
	}
	out, _ = a.must(t, "cache", "ls", "--json")
	var ls []struct {
		Parts struct {
			Device string `json:"device"`
			Tuning string `json:"tuning"`
		} `json:"parts"`
	}
	if err := jsonUnmarshal(out, &ls); err != nil {
		t.Fatal(err)
	}
	perDevice := map[string]int{}
	for _, e := range ls {
		if strings.HasSuffix(e.Parts.Tuning, "+decision") {
			perDevice[e.Parts.Device]++
		}
	}
	if perDevice[cpuA] != 2 || perDevice[cpuB] != 2 || len(perDevice) != 2 {
		t.Errorf("cache ls --json decisions per device: %v", perDevice)
	}
	if out, _ = a.must(t, "cache", "ls"); !strings.Contains(out, cpuA) || !strings.Contains(out, cpuB) {
		t.Errorf("cache ls does not name the devices:\n%s", out)
	}

	// They travel together; each model takes its own in the importing cache.
	out, _ = a.must(t, "cache", "export", "fleet.mgxc", "--tuned", "--target", "host", "--json")
	var exp struct {
		Entries int `json:"entries"`
	}
	if err := jsonUnmarshal(out, &exp); err != nil || exp.Entries != 4 {
		t.Fatalf("export --tuned: %s (%v), want 4 decisions", out, err)
	}
	proc("fresh", "").must(t, "cache", "import", "fleet.mgxc")
	decisionEntries(t, filepath.Join(work, "fresh"), true) // no native entry
	for cpu, want := range map[string]map[string]string{cpuA: winners(tunedA), cpuB: winners(tunedB)} {
		got := finalizeTuned(t, proc("fresh", cpu), "f.mgxb")
		if got.Tuning.Tuned != 0 || len(got.Tuning.Decided) != 2 || len(got.Tuning.Foreign) != 0 {
			t.Errorf("%s after import: %+v, want its 2 kernels from its own decisions, nothing tuned", cpu, got.Tuning)
		}
		for _, d := range got.Tuning.Decided {
			if d.Schedule != want[d.Kernel] {
				t.Errorf("%s: kernel %s compiled under %s, its tuning chose %s", cpu, d.Kernel, d.Schedule, want[d.Kernel])
			}
		}
	}
	// This CPU (no hook) has no decision of its own there: it tunes.
	here := finalizeTuned(t, proc("fresh", ""), "h.mgxb")
	if here.Tuning.Tuned != 2 || here.Tuning.Foreign[cpuA] != 2 || here.Tuning.Foreign[cpuB] != 2 {
		t.Errorf("this CPU after import: %+v, want both kernels tuned and both models' decisions reported", here.Tuning)
	}
}
