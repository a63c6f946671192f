package driver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/mgxport/mgxport/onnx/conformance"
)

// The whole ONNX backend node suite of onnx 1.23.1, ONNX Runtime's status
// on each test, and the pass counts this repository must keep.
const (
	nodeSuiteArchive = "../../shared/onnx-node-1.23.1.tar.xz"
	nodeSuiteStatus  = "../../shared/onnx-node-1.23.1-ort.json"
	nodeSuiteFloor   = "testdata/node_suite_floor.json"
)

// suiteFloor is the least number of the tests ONNX Runtime passes that
// must pass on each target.
type suiteFloor struct {
	Ref  int `json:"ref"`
	Host int `json:"host"`
}

// unpackNodeSuite unpacks the suite archive into a temporary directory with
// tar and xz (Debian's tar, xz-utils) and returns the directory holding the
// test_* directories.
func unpackNodeSuite(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(nodeSuiteArchive); err != nil {
		t.Fatalf("the ONNX node suite archive (../shared/onnx-node-1.23.1.tar.xz beside the checkout): %v", err)
	}
	for _, tool := range []string{"tar", "xz"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is needed to unpack the node suite: run `make deps` (%v)", tool, err)
		}
	}
	dir := t.TempDir()
	if out, err := exec.Command("tar", "-xJf", nodeSuiteArchive, "-C", dir).CombinedOutput(); err != nil {
		t.Fatalf("unpack %s: %v: %s", nodeSuiteArchive, err, out)
	}
	return filepath.Join(dir, "node")
}

// TestNodeSuite runs every test of the whole node suite that ONNX Runtime
// passes on the reference evaluator and on the host target (compiled,
// finalized — every kernel compiled, no disk cache — and run on this CPU),
// tests in parallel on GOMAXPROCS goroutines. It logs the pass counts and,
// grouped by op, each of those tests mgxport does not pass with the
// reason; it fails when a target passes fewer than the floor in
// testdata/node_suite_floor.json (a regression: raise the floor as
// coverage grows). $MGXPORT_NODE_SUITE_REPORT names a file to write the
// same report to (make test prints it).
func TestNodeSuite(t *testing.T) {
	status, err := conformance.ReadSuiteStatus(nodeSuiteStatus)
	if err != nil {
		t.Fatalf("%v (ONNX Runtime's status file beside the archive in ../shared)", err)
	}
	var floor suiteFloor
	b, err := os.ReadFile(nodeSuiteFloor)
	if err == nil {
		err = json.Unmarshal(b, &floor)
	}
	if err != nil || floor.Ref <= 0 || floor.Host <= 0 {
		t.Fatalf("floor %s: %v (%+v)", nodeSuiteFloor, err, floor)
	}
	root := unpackNodeSuite(t)
	passing := status.Passing()
	paths := make([]string, len(passing))
	for i, name := range passing {
		paths[i] = filepath.Join(root, name)
		if _, err := os.Stat(filepath.Join(paths[i], "model.onnx")); err != nil {
			t.Fatalf("test %s of the status file is not in the archive: %v", name, err)
		}
	}
	report := fmt.Sprintf("ONNX node suite 1.23.1: %d tests, ONNX Runtime passes %d\n", len(status), len(passing))
	for _, tc := range []struct {
		target conformance.Target
		floor  int
	}{
		{conformance.RefTarget{}, floor.Ref},
		{newTestHostTarget(t), floor.Host},
	} {
		name := tc.target.Name()
		start := time.Now()
		results, err := conformance.Run(context.Background(), tc.target, paths, conformance.Options{Jobs: runtime.GOMAXPROCS(0)})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s := conformance.Summarize(results)
		line := fmt.Sprintf("%s: %d of the %d pass (%.1f%%; %s) in %v, floor %d", name, s.Passed, len(passing),
			100*float64(s.Passed)/float64(len(passing)), s, time.Since(start).Round(time.Second), tc.floor)
		t.Log(line)
		missing := conformance.FormatMissing(conformance.MissingByOp(results, conformance.TestOp))
		t.Logf("%s: the tests ONNX Runtime passes that mgxport does not, by op:\n%s", name, missing)
		report += line + "\n" + missing
		if s.Passed < tc.floor {
			t.Errorf("%s: %d tests pass, fewer than the floor %d of %s: a regression", name, s.Passed, tc.floor, nodeSuiteFloor)
		}
	}
	if path := os.Getenv("MGXPORT_NODE_SUITE_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(report), 0o644); err != nil {
			t.Errorf("report: %v", err)
		}
	}
}
