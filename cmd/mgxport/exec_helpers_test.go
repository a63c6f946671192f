package main

// Helpers for tests that drive the built bin/mgxport as a user does: in
// separate processes, through files on disk (see userflow_test.go).

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
)

// repoRoot is the repository root, relative to this package's directory
// (where go test runs the tests).
const repoRoot = "../.."

// builtMgxport returns the absolute path of bin/mgxport as `make build`
// leaves it. It fails when the binary is missing, or older than a Go source
// file or go.mod (the test would exercise stale code).
func builtMgxport(t *testing.T) string {
	t.Helper()
	bin, err := filepath.Abs(filepath.Join(repoRoot, "bin", "mgxport"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(bin)
	if err != nil {
		t.Fatalf("bin/mgxport not found (%v): run `make build`", err)
	}
	var newer string
	err = filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "bin", "build", "testdata", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		if !(strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")) && name != "go.mod" && name != "go.sum" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.ModTime().After(st.ModTime()) {
			newer = path
			return fs.SkipAll
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if newer != "" {
		t.Fatalf("bin/mgxport is older than %s: run `make build`", newer)
	}
	return bin
}

// cliProc runs bin/mgxport in new processes with their own kernel cache
// ($MGXPORT_CACHE_DIR) and working directory.
type cliProc struct {
	bin   string   // the executable
	cache string   // $MGXPORT_CACHE_DIR of the processes
	dir   string   // working directory; "" is the test's
	env   []string // more KEY=VALUE of the processes' environment
}

// run runs one mgxport process and returns its stdout and stderr apart. A
// process still running at the test's deadline is killed.
func (c cliProc) run(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	ctx := t.Context()
	if d, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-5*time.Second))
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, c.bin, args...)
	cmd.Dir = c.dir
	// The last value of a key wins: the test cache of TestMain is replaced.
	cmd.Env = append(append(os.Environ(), c.env...), kcache.EnvDir+"="+c.cache)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

// must runs one mgxport process and fails the test, with the command line
// and the process's output, unless it exits 0.
func (c cliProc) must(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	stdout, stderr, err := c.run(t, args...)
	if err != nil {
		t.Fatalf("%s: %v\n(cwd %q, %s=%s)\nstdout:\n%s\nstderr:\n%s", c.line(args), err, c.dir, kcache.EnvDir, c.cache, stdout, stderr)
	}
	return stdout, stderr
}

// line is the command line as a user would type it.
func (c cliProc) line(args []string) string {
	return "mgxport " + strings.Join(args, " ")
}

// closeReport describes an elementwise comparison: the worst element is the
// one furthest past its tolerance (a NaN is worst of all).
type closeReport struct {
	Elems  int     // elements compared
	Bad    int     // elements out of tolerance
	Worst  []int64 // index of the worst element
	Got    float64 // its value
	Want   float64 // its reference value
	MaxAbs float64 // the largest |got-want| (NaN if any element is NaN)
}

func (r closeReport) String() string {
	return fmt.Sprintf("%d of %d elements out of tolerance; worst %v = %g, want %g (|diff| %.3g); max |diff| %.3g",
		r.Bad, r.Elems, r.Worst, r.Got, r.Want, math.Abs(r.Got-r.Want), r.MaxAbs)
}

// allClose compares got with want elementwise: floats must satisfy
// |got-want| <= atol + rtol*|want| (a NaN on either side never does), other
// dtypes must be equal. Dtypes and shapes must match. The report names the
// worst element whether or not the comparison passes.
func allClose(got, want *npy.Array, rtol, atol float64) (closeReport, error) {
	var r closeReport
	if got.DType != want.DType || !slices.Equal(got.Shape, want.Shape) {
		return r, fmt.Errorf("got %s%v, want %s%v", got.DType, got.Shape, want.DType, want.Shape)
	}
	g, err := npyFloats(got)
	if err != nil {
		return r, err
	}
	w, err := npyFloats(want)
	if err != nil {
		return r, err
	}
	exact := !strings.HasPrefix(want.DType, "float")
	r.Elems = len(w)
	worst, worstAt := -1.0, -1
	for i := range w {
		d := math.Abs(g[i] - w[i])
		tol := atol + rtol*math.Abs(w[i])
		if exact {
			tol = 0
		}
		var excess float64 // d in units of tol: > 1 fails
		switch {
		case math.IsNaN(d):
			excess = math.Inf(1)
			r.MaxAbs = math.NaN()
		case d > 0:
			excess = d / tol // +Inf where tol is 0
			if !math.IsNaN(r.MaxAbs) {
				r.MaxAbs = max(r.MaxAbs, d)
			}
		}
		if math.IsNaN(d) || d > tol {
			r.Bad++
		}
		if excess > worst {
			worst, worstAt = excess, i
		}
	}
	if worstAt >= 0 {
		r.Worst = unflatten(worstAt, want.Shape)
		r.Got, r.Want = g[worstAt], w[worstAt]
	}
	if r.Bad > 0 {
		return r, errors.New(r.String())
	}
	return r, nil
}

// npyFloats widens the elements of a to float64 (exact for every dtype but
// 64-bit integers beyond 2^53, which no test output holds).
func npyFloats(a *npy.Array) ([]float64, error) {
	size := map[string]int{"float32": 4, "float64": 8, "int8": 1, "uint8": 1, "bool": 1,
		"int16": 2, "uint16": 2, "int32": 4, "uint32": 4, "int64": 8, "uint64": 8}[a.DType]
	if size == 0 {
		return nil, fmt.Errorf("cannot compare dtype %s", a.DType)
	}
	if int64(len(a.Data)) != a.Elems()*int64(size) {
		return nil, fmt.Errorf("%s%v holds %d bytes", a.DType, a.Shape, len(a.Data))
	}
	le := binary.LittleEndian
	f := make([]float64, len(a.Data)/size)
	for i := range f {
		b := a.Data[i*size:]
		switch a.DType {
		case "float32":
			f[i] = float64(math.Float32frombits(le.Uint32(b)))
		case "float64":
			f[i] = math.Float64frombits(le.Uint64(b))
		case "int8":
			f[i] = float64(int8(b[0]))
		case "uint8", "bool":
			f[i] = float64(b[0])
		case "int16":
			f[i] = float64(int16(le.Uint16(b)))
		case "uint16":
			f[i] = float64(le.Uint16(b))
		case "int32":
			f[i] = float64(int32(le.Uint32(b)))
		case "uint32":
			f[i] = float64(le.Uint32(b))
		case "int64":
			f[i] = float64(int64(le.Uint64(b)))
		case "uint64":
			f[i] = float64(le.Uint64(b))
		}
	}
	return f, nil
}

// unflatten turns a row-major flat index into an index per dim.
func unflatten(i int, shape []int64) []int64 {
	idx := make([]int64, len(shape))
	for d := len(shape) - 1; d >= 0; d-- {
		if shape[d] > 0 {
			idx[d] = int64(i) % shape[d]
			i /= int(shape[d])
		}
	}
	return idx
}

// compareOutputDir compares every reference (output name -> .npy file) with
// outDir/NAME.npy within rtol 1e-4, atol 1e-5, and fails on an output that
// is missing or that the references do not know.
func compareOutputDir(t *testing.T, outDir string, refs map[string]string) {
	t.Helper()
	ents, err := os.ReadDir(outDir)
	if err != nil {
		t.Fatalf("output dir: %v", err)
	}
	for _, e := range ents {
		if _, ok := refs[strings.TrimSuffix(e.Name(), ".npy")]; !ok {
			t.Errorf("%s: an output the reference does not have", filepath.Join(outDir, e.Name()))
		}
	}
	for _, name := range slices.Sorted(maps.Keys(refs)) {
		want, err := npy.ReadFile(refs[name])
		if err != nil {
			t.Fatal(err)
		}
		got, err := npy.ReadFile(filepath.Join(outDir, name+".npy"))
		if err != nil {
			t.Errorf("output %s: %v", name, err)
			continue
		}
		r, err := allClose(got, want, 1e-4, 1e-5)
		if err != nil {
			t.Errorf("output %s vs %s: %v", name, refs[name], err)
			continue
		}
		t.Logf("output %s: %d elements within tolerance, max |diff| %.3g", name, r.Elems, r.MaxAbs)
	}
}

func TestAllClose(t *testing.T) {
	f32 := func(shape []int64, v ...float32) *npy.Array {
		a := &npy.Array{DType: "float32", Shape: shape, Data: make([]byte, 4*len(v))}
		for i, x := range v {
			binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(x))
		}
		return a
	}
	i64 := func(v ...int64) *npy.Array {
		a := &npy.Array{DType: "int64", Shape: []int64{int64(len(v))}, Data: make([]byte, 8*len(v))}
		for i, x := range v {
			binary.LittleEndian.PutUint64(a.Data[8*i:], uint64(x))
		}
		return a
	}
	nan := float32(math.NaN())
	s22 := []int64{2, 2}
	tests := []struct {
		name      string
		got, want *npy.Array
		bad       int     // elements out of tolerance; -1: a mismatch of type or shape
		worst     []int64 // index of the worst element
	}{
		{"equal", f32(s22, 1, 2, 3, 4), f32(s22, 1, 2, 3, 4), 0, []int64{0, 0}},
		{"within rtol", f32(s22, 1, 2, 3, 1000.09), f32(s22, 1, 2, 3, 1000), 0, []int64{1, 1}},
		{"within atol at zero", f32(s22, 0, 0, 9e-6, 0), f32(s22, 0, 0, 0, 0), 0, []int64{1, 0}},
		{"past atol at zero", f32(s22, 0, 0, 0, 2e-5), f32(s22, 0, 0, 0, 0), 1, []int64{1, 1}},
		{"worst is furthest past its tolerance", f32(s22, 1000.5, 1, 2.01, 0), f32(s22, 1000, 1, 2, 0), 2, []int64{1, 0}},
		{"NaN got", f32(s22, 1, nan, 3, 4), f32(s22, 1, 2, 3, 4), 1, []int64{0, 1}},
		{"NaN reference", f32(s22, 1, 2, 3, 4), f32(s22, 1, 2, nan, 4), 1, []int64{1, 0}},
		{"NaN both", f32(s22, nan, 2, 3, 4), f32(s22, nan, 2, 3, 4), 1, []int64{0, 0}},
		{"shape", f32([]int64{4}, 1, 2, 3, 4), f32(s22, 1, 2, 3, 4), -1, nil},
		{"dtype", i64(1, 2, 3, 4), f32([]int64{4}, 1, 2, 3, 4), -1, nil},
		{"ints equal", i64(7, -3), i64(7, -3), 0, []int64{0}},
		{"ints differ by one", i64(7, -3), i64(7, -2), 1, []int64{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := allClose(tt.got, tt.want, 1e-4, 1e-5)
			switch {
			case tt.bad < 0:
				if err == nil {
					t.Fatalf("passed: %v", r)
				}
				return
			case (err != nil) != (tt.bad > 0):
				t.Fatalf("err = %v, want %d bad elements", err, tt.bad)
			}
			if r.Bad != tt.bad || !slices.Equal(r.Worst, tt.worst) {
				t.Errorf("%d bad, worst %v; want %d bad, worst %v (%v)", r.Bad, r.Worst, tt.bad, tt.worst, r)
			}
		})
	}
}

// runAtThreads runs the finalized bundle host with args (its inputs) at
// each thread count, writing under dir, checks every output against refs
// (compareOutputDir) and that every count writes the same bytes as the
// first: the host's results do not depend on the threads.
func runAtThreads(t *testing.T, cli cliProc, host, dir string, args []string, refs map[string]string, threads ...string) {
	t.Helper()
	var first map[string][]byte
	for _, n := range threads {
		out := filepath.Join(dir, "out"+n)
		cli.must(t, append([]string{"run", host, "--output-dir", out, "--threads", n}, args...)...)
		compareOutputDir(t, out, refs)
		got := map[string][]byte{}
		for name := range refs {
			got[name] = readFile(t, filepath.Join(out, name+".npy"))
		}
		if first == nil {
			first = got
			continue
		}
		for name := range got {
			if !bytes.Equal(got[name], first[name]) {
				t.Errorf("--threads %s: output %s differs from --threads %s's", n, name, threads[0])
			}
		}
	}
}
