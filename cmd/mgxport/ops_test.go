package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph/contrib"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
)

// TestOpsCommand runs the built `mgxport ops` and checks its report
// against the compiler's tables: every op of the reference evaluator, the
// lowering and the expansions has one row saying what each table says.
func TestOpsCommand(t *testing.T) {
	dir := t.TempDir()
	c := cliProc{bin: builtMgxport(t), cache: filepath.Join(dir, "cache"), dir: dir}
	out, _ := c.must(t, "ops", "--json")
	var rep opsReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("ops --json is not JSON: %v\n%s", err, out)
	}
	rows := map[string]opSupport{}
	for i, r := range rep.Ops {
		if i > 0 && rep.Ops[i-1].Op >= r.Op {
			t.Errorf("rows not sorted or repeated: %q after %q", r.Op, rep.Ops[i-1].Op)
		}
		rows[r.Op] = r
	}
	for _, op := range ref.SupportedOps() {
		if !rows[op].Ref {
			t.Errorf("%s: the reference evaluator runs it, ops says ref=%v", op, rows[op].Ref)
		}
	}
	for _, op := range lower.LoweredOps() {
		if r := rows[op]; r.Kind == "" || len(r.Emitters) == 0 || (r.Ref && !passes.Expands(op) && r.Compiled != "kernel" && r.Compiled != "step") {
			t.Errorf("%s: the op table lowers it, ops says %+v", op, r)
		}
	}
	for _, tc := range []struct{ op, compiled, kind string }{
		{"MatMul", "kernel", "anchor"},
		{"Add", "kernel", "pointwise"},
		{"BitCast", "kernel", "kernel"},
		{"Swish", "expansion", ""},
		{"CenterCropPad", "expansion", ""},
		{"Det", "kernel", "kernel"},
		{"MelWeightMatrix", "constant", ""},
		{"StringConcat", "step", "kernel"},
		{"SplitToSequence", "step", "kernel"},
		{"Loop", "step", "kernel"},
		{"NonZero", "step", "kernel"},
	} {
		if r := rows[tc.op]; !r.Ref || r.Compiled != tc.compiled || r.Kind != tc.kind {
			t.Errorf("%s: got %+v, want ref, compiled %q, kind %q", tc.op, r, tc.compiled, tc.kind)
		}
	}
	if r := rows["SimplifiedLayerNormalization"]; !r.Ref || r.Compiled != "decomposition" {
		t.Errorf("SimplifiedLayerNormalization (ONNX Runtime's, default domain): got %+v, want a decomposition", r)
	}
	// Domains: every decomposed op of the contrib table is listed under its
	// domain, and the domains mgxport refuses say so.
	doms := map[string]domainOps{}
	for _, d := range rep.Domains {
		doms[d.Domain] = d
	}
	if d := doms["ai.onnx"]; d.Support != "native" || d.Count != len(rep.Ops) {
		t.Errorf("ai.onnx domain row %+v, want native with %d ops", d, len(rep.Ops))
	}
	ms := doms["com.microsoft"]
	for _, op := range contrib.DecomposedOps() {
		if op.Domain == "com.microsoft" && !slices.Contains(ms.Ops, op.Op) {
			t.Errorf("com.microsoft %s is decomposed, ops lists %v", op.Op, ms.Ops)
		}
	}
	for _, op := range []string{"MatMulNBits", "QGemm", "SkipLayerNormalization", "Attention", "QLinearAdd"} {
		if ms.Support != "decomposed" || !slices.Contains(ms.Ops, op) {
			t.Errorf("com.microsoft row %+v lacks %s", ms, op)
		}
	}
	if d := doms["ai.onnx.ml"]; d.Support != "decomposed" || !slices.Contains(d.Ops, "TreeEnsemble") || !slices.Contains(d.Ops, "LabelEncoder") {
		t.Errorf("ai.onnx.ml row %+v, want TreeEnsemble and LabelEncoder accepted", d)
	}
	if d := doms["ai.onnx.preview.training"]; d.Support != "no" {
		t.Errorf("ai.onnx.preview.training row %+v, want support no", d)
	}
	if r := rows["TreeEnsemble"]; !r.Ref || r.Compiled != "step" {
		t.Errorf("TreeEnsemble (ai.onnx.ml, moved to the default domain): got %+v, want ref and a host step", r)
	}
	if len(rep.Compiled) == 0 || rep.Compiled[0] != "host" {
		t.Errorf("compiled_targets = %v, want host first", rep.Compiled)
	}
	text, _ := c.must(t, "ops")
	if !strings.Contains(text, "OP ") || !strings.Contains(text, "\nBitCast ") || !strings.Contains(text, " on ref, ") ||
		!strings.Contains(text, "\ncom.microsoft ") || !strings.Contains(text, " MatMulNBits ") {
		t.Errorf("ops table lacks its header, a BitCast row or the summary:\n%s", text)
	}
	help, _ := c.must(t, "ops", "--help")
	for _, w := range []string{"expansion", "constant", "--json", "decomposition", "com.microsoft"} {
		if !strings.Contains(help, w) {
			t.Errorf("ops --help does not mention %q", w)
		}
	}
}
