package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUXRoughEdges is issue 32's user-audit items, through bin/mgxport:
// shell completion offers values for --arch, --fill and --tune; no --help
// shows "mgxport devices" as a flag's placeholder; cache clear (and prune,
// verify) of a directory that does not exist creates nothing.
func TestUXRoughEdges(t *testing.T) {
	work := t.TempDir()
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(work, "cache"), dir: work}
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"__complete", "run", "--arch", ""}, []string{"host", "auto", "ref", "sm_90"}},
		{[]string{"__complete", "finalize", "m.mgxb", "--arch", "host,"}, []string{"host,sm_90", "host,auto"}},
		{[]string{"__complete", "run", "--fill", ""}, []string{"random", "zeros", "ones"}},
		{[]string{"__complete", "finalize", "m.mgxb", "--tune", ""}, []string{"quick", "full", "exhaustive"}},
	} {
		out, _ := p.must(t, tc.args...)
		for _, w := range tc.want {
			if !strings.Contains(out, w+"\n") {
				t.Errorf("%v: %q offers no %s", tc.args, out, w)
			}
		}
	}
	for _, cmd := range []string{"run", "perf", "verify", "finalize"} {
		out, _ := p.must(t, cmd, "--help")
		if strings.Contains(out, "--device mgxport devices") {
			t.Errorf("%s --help shows the placeholder `mgxport devices`", cmd)
		}
	}
	none := filepath.Join(work, "no-such-cache")
	for _, sub := range []string{"clear", "prune", "verify"} {
		_, stderr := p.must(t, "cache", sub, "--cache-dir", none)
		if !strings.Contains(stderr, "no kernel cache at") {
			t.Errorf("cache %s of a missing dir: %q", sub, stderr)
		}
		if _, err := os.Stat(none); err == nil {
			t.Fatalf("cache %s --cache-dir created the directory", sub)
		}
	}
	model, _ := filepath.Abs(filepath.Join(sharedModels, "mlp", "model.onnx"))
	p.must(t, "compile", "--portable", model, "-o", "m.mgxb")
	if _, stderr := p.must(t, "finalize", "m.mgxb", "--arch", "auto", "-o", "a.mgxb"); !strings.Contains(stderr, "--arch auto: finalizing for host") {
		t.Errorf("finalize --arch auto on a machine without GPUs: %s", stderr)
	}
	// inspect of an ONNX model describes it (it was refused as "not an
	// mgxport bundle").
	bert, _ := filepath.Abs(filepath.Join(sharedModels, "bert_mini", "model.onnx"))
	out, _ := p.must(t, "inspect", bert)
	for _, want := range []string{"ONNX IR 8; opsets: ai.onnx 17", "input_ids                int64    [batch, seq]", "symbolic dims: batch, seq", "MatMul 24"} {
		if !strings.Contains(out, want) {
			t.Errorf("inspect bert_mini/model.onnx: no %q in\n%s", want, out)
		}
	}
	var m modelInspection
	if err := jsonUnmarshal(mustStdout(t, p, "inspect", bert, "--json"), &m); err != nil || m.Ops["LayerNormalization"] != 7 || len(m.Inputs) != 2 || m.Inputs[1].Dims[1] != "seq" {
		t.Errorf("inspect --json of a model: %+v (%v)", m, err)
	}
	// --input-dim binds the symbolic dims the input declares for the
	// inputs that share them: attention_mask takes input_ids' batch, seq.
	if _, stderr := p.must(t, "run", bert, "--input-dim", "input_ids=1,16", "--fill", "random", "--json"); !strings.Contains(stderr, "attention_mask") {
		t.Errorf("run --input-dim input_ids=1,16: %s", stderr)
	}
	if _, stderr, err := p.run(t, "run", bert, "--input-dim", "input_ids=1,16", "--input-dim", "attention_mask=1,8", "--fill", "random"); err == nil || !strings.Contains(stderr, "binds dim seq to 8, --input-dim input_ids binds it to 16") {
		t.Errorf("conflicting --input-dim: %v %s", err, stderr)
	}
}

// mustStdout runs p and returns its stdout.
func mustStdout(t *testing.T, p cliProc, args ...string) string {
	t.Helper()
	out, _ := p.must(t, args...)
	return out
}
