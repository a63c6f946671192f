package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

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
		{"StringConcat", "constant", ""},
		{"Loop", "step", "kernel"},
		{"NonZero", "step", "kernel"},
	} {
		if r := rows[tc.op]; !r.Ref || r.Compiled != tc.compiled || r.Kind != tc.kind {
			t.Errorf("%s: got %+v, want ref, compiled %q, kind %q", tc.op, r, tc.compiled, tc.kind)
		}
	}
	if len(rep.Compiled) == 0 || rep.Compiled[0] != "host" {
		t.Errorf("compiled_targets = %v, want host first", rep.Compiled)
	}
	text, _ := c.must(t, "ops")
	if !strings.Contains(text, "OP ") || !strings.Contains(text, "\nBitCast ") || !strings.Contains(text, " on ref, ") {
		t.Errorf("ops table lacks its header, a BitCast row or the summary:\n%s", text)
	}
	help, _ := c.must(t, "ops", "--help")
	for _, w := range []string{"expansion", "constant", "--json"} {
		if !strings.Contains(help, w) {
			t.Errorf("ops --help does not mention %q", w)
		}
	}
}
