package conformance

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// SuiteStatus is another runtime's outcome on each test of a suite, by test
// name ("PASS", "FAIL", "ERROR ...", "SKIP ..."), as in
// ../shared/onnx-node-1.23.1-ort.json (ONNX Runtime's).
type SuiteStatus map[string]string

// ReadSuiteStatus reads a status file: a JSON object whose "status" member
// maps test names to outcomes.
func ReadSuiteStatus(path string) (SuiteStatus, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("suite status: %w", err)
	}
	var f struct {
		Status SuiteStatus `json:"status"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("suite status %s: %w", path, err)
	}
	if len(f.Status) == 0 {
		return nil, fmt.Errorf("suite status %s: no tests", path)
	}
	return f.Status, nil
}

// Passing lists the tests the status says pass, sorted.
func (s SuiteStatus) Passing() []string {
	var out []string
	for name, st := range s {
		if st == "PASS" {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// TestOp names the op a test exercises: the op of its model (read as a
// ModelProto, so a model mgxport refuses still names its ops) whose name,
// lower-cased, is the longest part of the test's name without "test_" and
// underscores (test_qlinearmatmul_2D_int8_float16 → QLinearMatMul); else
// the model's first op other than Constant; "?" when the file is no model. Ops of other
// domains are qualified by it (ai.onnx.ml.Binarizer).
func TestOp(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, "model.onnx"))
	if err != nil {
		return "?"
	}
	var m onnxpb.ModelProto
	if err := proto.Unmarshal(b, &m); err != nil || len(m.GetGraph().GetNode()) == 0 {
		return "?"
	}
	key := strings.ToLower(strings.ReplaceAll(strings.TrimPrefix(filepath.Base(dir), "test_"), "_", ""))
	name := func(n *onnxpb.NodeProto) string {
		if d := n.GetDomain(); d != "" && d != "ai.onnx" {
			return d + "." + n.GetOpType()
		}
		return n.GetOpType()
	}
	best, bestLen := "", 0
	for _, n := range m.GetGraph().GetNode() {
		if op := n.GetOpType(); strings.Contains(key, strings.ToLower(op)) && len(op) > bestLen {
			best, bestLen = name(n), len(op)
		}
	}
	for _, n := range m.GetGraph().GetNode() {
		if best == "" && n.GetOpType() != "Constant" {
			best = name(n)
		}
	}
	if best == "" {
		best = name(m.GetGraph().GetNode()[0])
	}
	return best
}

// MissingByOp groups the results that did not pass by the op each test
// exercises (op(dir)), ops and tests sorted; it is the list of what a
// target lacks beside another runtime.
func MissingByOp(results []Result, op func(dir string) string) map[string][]Result {
	out := map[string][]Result{}
	for _, r := range results {
		if r.Status != Pass {
			k := op(r.Dir)
			out[k] = append(out[k], r)
		}
	}
	for _, rs := range out {
		sort.Slice(rs, func(i, j int) bool { return rs[i].Name < rs[j].Name })
	}
	return out
}

// FormatMissing prints MissingByOp's groups: one line per op with its
// count, then one indented line per test with its outcome and reason.
func FormatMissing(groups map[string][]Result) string {
	ops := make([]string, 0, len(groups))
	for op := range groups {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	var b strings.Builder
	for _, op := range ops {
		fmt.Fprintf(&b, "%s (%d)\n", op, len(groups[op]))
		for _, r := range groups[op] {
			fmt.Fprintf(&b, "  %s %s: %s\n", r.Status, r.Name, r.Reason)
		}
	}
	return b.String()
}
