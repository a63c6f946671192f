package conformance

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestRunParallel: tests run on several goroutines give the serial run's
// results, in the tests' order, and the reports come in that order too.
func TestRunParallel(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 2))
	root := t.TempDir()
	for i := range 9 {
		writeTest(t, filepath.Join(root, "test_relu_"+string(rune('a'+i))), rng)
	}
	bad := filepath.Join(root, "test_relu_d")
	m := onnxtest.New("bad", 17)
	m.Input("x", onnxtest.Float, []int64{3, 4})
	m.Node("NoSuchOp", "n", []string{"x"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{3, 4})
	if err := os.WriteFile(filepath.Join(bad, "model.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	serial, err := Run(context.Background(), RefTarget{}, []string{root}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var reported []string
	par, err := Run(context.Background(), RefTarget{}, []string{root}, Options{Jobs: 4, Report: func(r Result) { reported = append(reported, r.Name) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(par) != len(serial) || len(reported) != len(serial) {
		t.Fatalf("%d parallel results, %d reports, %d serial", len(par), len(reported), len(serial))
	}
	for i := range serial {
		if par[i].Name != serial[i].Name || par[i].Status != serial[i].Status || reported[i] != serial[i].Name {
			t.Fatalf("result %d: parallel %v (reported %s), serial %v", i, par[i], reported[i], serial[i])
		}
	}
	if s := Summarize(par); s.Passed != 8 || s.Skipped != 1 {
		t.Fatalf("summary %v", s)
	}
}

// TestSuiteReport: the status file's passing tests, the op each test
// exercises (also for a model the importer refuses), and the grouped
// report.
func TestSuiteReport(t *testing.T) {
	dir := t.TempDir()
	status := filepath.Join(dir, "ort.json")
	if err := os.WriteFile(status, []byte(`{"note": "x", "status": {"test_b": "PASS", "test_a": "PASS", "test_c": "FAIL", "test_d": "ERROR boom"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := ReadSuiteStatus(status)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(st.Passing(), ","); got != "test_a,test_b" {
		t.Fatalf("passing %s", got)
	}
	if _, err := ReadSuiteStatus(filepath.Join(dir, "nope.json")); err == nil {
		t.Fatal("missing status file accepted")
	}
	write := func(name string, m *onnxtest.Model) string {
		d := filepath.Join(dir, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "model.onnx"), m.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return d
	}
	m := onnxtest.New("g", 21)
	m.Node("Cast", "c", []string{"x"}, []string{"y"})
	m.Node("QLinearMatMul", "q", []string{"y"}, []string{"z"})
	qmm := write("test_qlinearmatmul_2D_int8", m)
	ml := onnxtest.New("g", 0)
	ml.Domains = map[string]int64{"ai.onnx.ml": 3}
	ml.Node("Binarizer", "b", []string{"x"}, []string{"y"}).Domain = proto.String("ai.onnx.ml")
	bin := write("test_ai_onnx_ml_binarizer", ml)
	exp := write("test_hannwindow_expanded", func() *onnxtest.Model {
		m := onnxtest.New("g", 21)
		m.Node("Constant", "k", nil, []string{"x"})
		m.Node("Cast", "c", []string{"x"}, []string{"y"})
		m.Node("Range", "r", []string{"y"}, []string{"z"})
		return m
	}())
	for dir, want := range map[string]string{qmm: "QLinearMatMul", bin: "ai.onnx.ml.Binarizer", exp: "Cast", t.TempDir(): "?"} {
		if got := TestOp(dir); got != want {
			t.Errorf("TestOp(%s) = %s, want %s", filepath.Base(dir), got, want)
		}
	}
	results := []Result{
		{Name: "test_qlinearmatmul_2D_int8", Dir: qmm, Status: Fail, Reason: "wrong"},
		{Name: "test_ai_onnx_ml_binarizer", Dir: bin, Status: Skip, Reason: "domain"},
		{Name: "test_ok", Dir: qmm, Status: Pass},
	}
	got := FormatMissing(MissingByOp(results, TestOp))
	want := "QLinearMatMul (1)\n  FAIL test_qlinearmatmul_2D_int8: wrong\nai.onnx.ml.Binarizer (1)\n  SKIP test_ai_onnx_ml_binarizer: domain\n"
	if got != want {
		t.Fatalf("report:\n%s\nwant:\n%s", got, want)
	}
}
