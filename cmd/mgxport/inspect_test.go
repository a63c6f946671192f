package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
)

// inspectKeys is the golden set of inspect --json key paths ([] is a list
// element; the options object's keys are data, not schema).
var inspectKeys = []string{
	"damaged", "format", "model", "model.bytes", "model.name", "model.sha256",
	"objects", "objects[].args", "objects[].args[].dtype", "objects[].args[].name", "objects[].args[].shape", "objects[].args[].write",
	"objects[].block", "objects[].bytes", "objects[].compiler", "objects[].compressed_bytes", "objects[].device_launches",
	"objects[].device_launches[].args", "objects[].device_launches[].block", "objects[].device_launches[].grid",
	"objects[].device_launches[].shared_bytes", "objects[].device_launches[].symbol",
	"objects[].error", "objects[].format", "objects[].global", "objects[].id", "objects[].local", "objects[].native", "objects[].ok",
	"objects[].scratch_bytes", "objects[].sha256", "objects[].source", "objects[].summary", "objects[].symbol", "objects[].target", "objects[].wave",
	"ok", "options", "path", "producer",
	"targets", "targets[].bytes", "targets[].complete", "targets[].format", "targets[].launches", "targets[].objects",
	"targets[].target", "targets[].tf32", "targets[].total_launches", "producer.mgxport", "producer.mlir_bytecode", "producer.spirv",
	"programs", "programs[].arena_bytes", "programs[].buffers", "programs[].buffers[].bytes", "programs[].buffers[].dtype",
	"programs[].buffers[].kind", "programs[].buffers[].name", "programs[].buffers[].offset", "programs[].buffers[].shape", "programs[].buffers[].weight",
	"programs[].inputs", "programs[].inputs[].dtype", "programs[].inputs[].name", "programs[].inputs[].shape",
	"programs[].launches", "programs[].launches[].args", "programs[].launches[].bytes_moved", "programs[].launches[].finalized",
	"programs[].launches[].finalized[].device_launches", "programs[].launches[].finalized[].device_launches[].args",
	"programs[].launches[].finalized[].device_launches[].block", "programs[].launches[].finalized[].device_launches[].grid",
	"programs[].launches[].finalized[].device_launches[].shared_bytes", "programs[].launches[].finalized[].device_launches[].symbol",
	"programs[].launches[].finalized[].format", "programs[].launches[].finalized[].global", "programs[].launches[].finalized[].local",
	"programs[].launches[].finalized[].object", "programs[].launches[].finalized[].target",
	"programs[].launches[].global", "programs[].launches[].index", "programs[].launches[].kernels", "programs[].launches[].label",
	"programs[].launches[].local", "programs[].launches[].sizes_set_at_finalize",
	"programs[].name", "programs[].outputs", "programs[].outputs[].dtype", "programs[].outputs[].name", "programs[].outputs[].shape",
	"weights", "weights[].bytes", "weights[].compressed_bytes", "weights[].dtype", "weights[].error", "weights[].name", "weights[].ok",
	"weights[].sha256", "weights[].shape",
}

// jsonKeys collects the key paths of a decoded JSON value into keys and
// fails on a null anywhere.
func jsonKeys(t *testing.T, v any, path string, keys map[string]bool) {
	t.Helper()
	switch v := v.(type) {
	case nil:
		t.Errorf("inspect --json: %s is null", path)
	case map[string]any:
		for k, x := range v {
			p := k
			if path != "" {
				p = path + "." + k
			}
			keys[p] = true
			if p != "options" {
				jsonKeys(t, x, p, keys)
			}
		}
	case []any:
		for _, x := range v {
			jsonKeys(t, x, path+"[]", keys)
		}
	}
}

// withGPUObject copies the finalized bundle src to dst with a made-up PTX
// object finalized from the portable object the first launch runs, as a
// GPU finalize would add it (payload and launch plan), and returns its ID.
func withGPUObject(t *testing.T, src, dst string) string {
	t.Helper()
	r, err := bundle.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	m := r.Manifest
	w, err := bundle.Create(dst, bundle.Manifest{Producer: m.Producer, Model: m.Model, Options: m.Options})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	if err := w.CopyAll(r); err != nil {
		t.Fatal(err)
	}
	e, _ := m.Object(m.Programs[0].Launches[0].Kernels[0])
	grid := [3]int64{int64(rand.IntN(64) + 1), 1, 1}
	ptx := &codeobj.Object{
		Format: codeobj.PTX, Target: "sm_90", Symbol: e.Object.Symbol, Args: e.Object.Args, Source: e.ID, Compiler: "test",
		Payload:  []byte(".version 8.0\n.target sm_90\n"),
		Launches: []codeobj.Launch{{Symbol: e.Object.Symbol + "_0", Grid: grid, Block: [3]int64{128, 1, 1}, Shared: 4096, Args: []int{0, 1, 2, 3}}},
	}
	id, err := w.AddObject(ptx)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestInspectJSON checks inspect --json's schema (the golden key set, no
// nulls, hex hashes), the program's inputs and outputs, and every launch's
// sizes: "set at finalize" for a portable MLIR kernel, the finalized
// objects' sizes (host, and a GPU object's device launches) otherwise.
func TestInspectJSON(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	gpu := filepath.Join(dir, "mlp.gpu.mgxb")
	ptxID := withGPUObject(t, finalized, gpu)

	var doc map[string]any
	mustJSON(t, &doc, "inspect", gpu, "--json")
	keys := map[string]bool{}
	jsonKeys(t, doc, "", keys)
	got := make([]string, 0, len(keys))
	for k := range keys {
		got = append(got, k)
	}
	sort.Strings(got)
	want := slices.Clone(inspectKeys)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		for _, k := range got {
			if !slices.Contains(want, k) {
				t.Errorf("unexpected key %s", k)
			}
		}
		for _, k := range want {
			if !keys[k] {
				t.Errorf("missing key %s", k)
			}
		}
	}

	var in inspection
	mustJSON(t, &in, "inspect", gpu, "--json")
	if !in.OK || len(in.Damaged) != 0 {
		t.Errorf("intact bundle: ok %v, damaged %v", in.OK, in.Damaged)
	}
	p := in.Programs[0]
	if len(p.Inputs) != 1 || p.Inputs[0].Name != "x" || p.Inputs[0].DType != "float32" || !slices.Equal(p.Inputs[0].Shape, []int64{4, 64}) {
		t.Errorf("inputs %+v, want x float32 [4 64]", p.Inputs)
	}
	if len(p.Outputs) != 1 || p.Outputs[0].Name != "y" || !slices.Equal(p.Outputs[0].Shape, []int64{4, 32}) {
		t.Errorf("outputs %+v, want y float32 [4 32]", p.Outputs)
	}
	for _, o := range in.Objects {
		if b, err := hex.DecodeString(o.SHA256); err != nil || len(b) != 32 {
			t.Errorf("object %s: sha256 %q is not hex", o.ID, o.SHA256)
		}
		if want := o.Format == "host_so" || o.Format == "ptx"; o.Native != want {
			t.Errorf("object %s (%s): native %v", o.ID, o.Format, o.Native)
		}
		if !o.OK {
			t.Errorf("object %s: %s", o.ID, o.Error)
		}
	}
	for _, w := range in.Weights {
		if b, err := hex.DecodeString(w.SHA256); err != nil || len(b) != 32 || !w.OK {
			t.Errorf("weight %s: sha256 %q ok %v", w.Name, w.SHA256, w.OK)
		}
	}
	l0 := p.Launches[0]
	var sm90 *finalizedSizesJSON
	for i, f := range l0.Finalized {
		if f.Target == "sm_90" {
			sm90 = &l0.Finalized[i]
		}
	}
	if l0.SizesSetAtFinalize || len(l0.Finalized) != 2 || sm90 == nil || sm90.Object != ptxID || len(sm90.DeviceLaunches) != 1 || sm90.DeviceLaunches[0].Block != [3]int64{128, 1, 1} {
		t.Errorf("launch 0 sizes: %+v", l0)
	}
	text := mustRun(t, "inspect", gpu)
	grid := sm90.DeviceLaunches[0].Grid
	for _, s := range []string{"inputs:  x float32[4 64]", "outputs: y float32[4 32]", "host: one call", fmt.Sprintf("sm_90: grid %v block [128 1 1] shared 4096", grid), "native", "portable"} {
		if !strings.Contains(text, s) {
			t.Errorf("inspect text lacks %q:\n%s", s, text)
		}
	}
	if strings.Contains(text, "[0 0 0]") {
		t.Errorf("inspect prints zero launch sizes:\n%s", text)
	}

	// The portable bundle: MLIR kernels' sizes are set at finalize; SPIR-V
	// kernels carry their own.
	mustJSON(t, &in, "inspect", portable, "--json")
	for _, l := range in.Programs[0].Launches {
		mlir := strings.HasPrefix(l.Label, "mlir")
		if l.SizesSetAtFinalize != mlir || len(l.Finalized) != 0 || (!mlir && l.Global == [3]int64{}) {
			t.Errorf("portable launch %d (%s): %+v", l.Index, l.Label, l)
		}
	}
	for _, o := range in.Objects {
		if o.Native {
			t.Errorf("portable bundle: object %s (%s) marked native", o.ID, o.Format)
		}
	}
	if text := mustRun(t, "inspect", portable); !strings.Contains(text, "set at finalize") || strings.Contains(text, "[0 0 0]") {
		t.Errorf("portable inspect text:\n%s", text)
	}
}

// corruptSection flips one byte in the middle of a section of the bundle
// at path. Sections lie right after the preamble, and the one at offset 0
// starts with the zstd frame magic, which locates them.
func corruptSection(t *testing.T, path string, s bundle.Section) {
	t.Helper()
	b := readFile(t, path)
	start := bytes.Index(b, []byte{0x28, 0xb5, 0x2f, 0xfd})
	if start < 0 {
		t.Fatal("no zstd frame in the bundle")
	}
	b[int64(start)+s.Offset+s.Length/2] ^= 0x20
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// objectSection is the section holding e's payload: its own, or its
// block's.
func objectSection(m *bundle.Manifest, e bundle.ObjectEntry) bundle.Section {
	if e.Section.Block > 0 {
		return m.Blocks[e.Section.Block-1]
	}
	return e.Section
}

// TestInspectCorrupt flips a byte inside a weight section (and, apart,
// inside a code object section) of a bundle on disk: inspect must read
// every section, name the damaged one in text and JSON, and exit non-zero.
func TestInspectCorrupt(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	r, err := bundle.Open(portable)
	if err != nil {
		t.Fatal(err)
	}
	m := r.Manifest
	r.Close()
	weight := m.Weights[rand.IntN(len(m.Weights))]
	object := m.Objects[rand.IntN(len(m.Objects))]
	good := readFile(t, portable)
	// A damaged block damages every object in it.
	inBlock := 1
	if object.Section.Block > 0 {
		inBlock = 0
		for _, e := range m.Objects {
			if e.Section.Block == object.Section.Block {
				inBlock++
			}
		}
	}
	tests := []struct {
		name    string
		section bundle.Section
		want    string
		damaged int
	}{
		{"weight", weight.Section, "weight " + weight.Name, 1},
		{"code object", objectSection(&m, object), "code object " + object.ID, inBlock},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := filepath.Join(t.TempDir(), "bad.mgxb")
			if err := os.WriteFile(bad, good, 0o644); err != nil {
				t.Fatal(err)
			}
			corruptSection(t, bad, tt.section)
			out, errs, err := mgxportSplit(t, "inspect", bad)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "damaged") {
				t.Fatalf("inspect of a bundle with a damaged %s: err %v, want one naming %q\n%s%s", tt.name, err, tt.want, out, errs)
			}
			if !strings.Contains(out, "DAMAGED") {
				t.Errorf("inspect text does not mark the damaged section:\n%s", out)
			}
			out, _, err = mgxportSplit(t, "inspect", bad, "--json")
			if err == nil {
				t.Fatal("inspect --json succeeded")
			}
			var in inspection
			if err := jsonUnmarshal(out, &in); err != nil {
				t.Fatalf("inspect --json of a damaged bundle printed no JSON: %v\n%s", err, out)
			}
			if in.OK || len(in.Damaged) != tt.damaged || !slices.ContainsFunc(in.Damaged, func(d string) bool { return strings.HasPrefix(d, tt.want) }) {
				t.Errorf("json ok %v damaged %v, want %q", in.OK, in.Damaged, tt.want)
			}
		})
	}
	// The intact bundle passes.
	if _, errs, err := mgxportSplit(t, "inspect", portable); err != nil {
		t.Errorf("inspect of the intact bundle: %v\n%s", err, errs)
	}
}
