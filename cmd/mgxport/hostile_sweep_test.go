package main

import (
	"archive/tar"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// The ulimit sweep (issue 32's acceptance): every crafted input of the
// issue, made here, goes through bin/mgxport as a user's process would
// take it — compile, run on the reference evaluator and on the host,
// inspect, cache import — each run in its own process under `ulimit -v
// 6000000` (about 5.7 GiB of address space). None may end in a Go fatal
// error, a panic or a signal, or print a goroutine trace, or run past a
// generous timeout; reading the crafted bundles and archives (inspect,
// run, cache import) stays under 512 MB of resident memory.

// sweepLimitKB is the address-space limit of every swept process (ulimit -v).
const sweepLimitKB = 6000000

// sweepTimeout bounds one swept process: generous (the machine is shared),
// but a run that loops until an iteration cap or grows without bound ends
// far past it.
const sweepTimeout = 150 * time.Second

// readerRSS bounds the resident memory of reading a crafted bundle,
// manifest or archive.
const readerRSS = 512 << 20

// sweepResult is how one swept process ended.
type sweepResult struct {
	code   int
	stderr string
	rss    int64 // peak resident bytes (getrusage of the child)
	wall   time.Duration
}

// sweep runs bin/mgxport args under the address-space limit, in dir with
// the cache cacheDir, and fails the test when the process died of a
// signal, panicked, hit a Go fatal error or ran out of time.
func sweep(t *testing.T, bin, dir, cacheDir string, args ...string) sweepResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), sweepTimeout)
	defer cancel()
	// exec keeps the pid: the rusage is mgxport's own.
	cmd := exec.CommandContext(ctx, "bash", append([]string{"-c", fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, sweepLimitKB), bin}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), kcache.EnvDir+"="+cacheDir)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	err := cmd.Run()
	res := sweepResult{stderr: stderr.String(), wall: time.Since(start)}
	line := "mgxport " + strings.Join(args, " ")
	if ctx.Err() != nil {
		t.Errorf("%s: still running after %s (hang or unbounded growth)\nstderr tail: %s", line, sweepTimeout, tail(res.stderr))
		return res
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatalf("%s: %v", line, err)
	}
	st := cmd.ProcessState
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		res.rss = ru.Maxrss << 10 // kilobytes on Linux
	}
	ws := st.Sys().(syscall.WaitStatus)
	switch {
	case ws.Signaled():
		t.Errorf("%s: killed by %v\nstderr tail: %s", line, ws.Signal(), tail(res.stderr))
	case st.ExitCode() != 0 && st.ExitCode() != 1:
		// Go's panics and fatal errors exit 2.
		t.Errorf("%s: exit code %d (an error is 1)\nstderr tail: %s", line, st.ExitCode(), tail(res.stderr))
	}
	res.code = st.ExitCode()
	for _, bad := range []string{"goroutine ", "panic:", "fatal error:", "runtime error:"} {
		if strings.Contains(res.stderr, bad) {
			t.Errorf("%s: stderr has %q\nstderr tail: %s", line, bad, tail(res.stderr))
		}
	}
	t.Logf("%s: exit %d, %.1f s, max RSS %d MiB: %s", line, res.code, res.wall.Seconds(), res.rss>>20, lastLineOf(res.stderr))
	return res
}

func tail(s string) string {
	if len(s) > 2000 {
		return "…" + s[len(s)-2000:]
	}
	return s
}

func lastLineOf(s string) string {
	s = strings.TrimSpace(s)
	l := s[strings.LastIndex(s, "\n")+1:]
	if len(l) > 200 {
		l = l[:200] + "…"
	}
	return l
}

// sweepModel is one crafted ONNX model of issue 32.
type sweepModel struct {
	name  string
	build func() *onnxtest.Model
	// mustFail names the commands that must refuse it (no silent
	// result): c compile, r run --arch ref, h run --arch host.
	mustFail string
}

// Bool is the ONNX code of bool.
const onnxBool = int32(onnxpb.TensorProto_BOOL)

func graphAttr(name string, g *onnxpb.GraphProto) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: g}
}

// constantOfShape is y = ConstantOfShape([2^30, rows]) + x.
func constantOfShape(rows int64) func() *onnxtest.Model {
	return func() *onnxtest.Model {
		m := onnxtest.New("cos", 17)
		m.Input("x", onnxtest.Float, []int64{1})
		m.InitInts("shape", []int64{2}, []int64{1 << 30, rows})
		m.Node("ConstantOfShape", "c", []string{"shape"}, []string{"c"})
		m.Node("Add", "add", []string{"c", "x"}, []string{"y"})
		m.Output("y", onnxtest.Float, []int64{1 << 30, rows})
		return m
	}
}

// rangeInts is y = Range(start, limit, delta) over int64 scalars, plus x
// (so the graph has an input).
func rangeInts(start, limit, delta int64) func() *onnxtest.Model {
	return func() *onnxtest.Model {
		m := onnxtest.New("range", 17)
		m.Input("x", onnxtest.Int64, []int64{1})
		m.InitInts("start", nil, []int64{start})
		m.InitInts("limit", nil, []int64{limit})
		m.InitInts("delta", nil, []int64{delta})
		m.Node("Range", "r", []string{"start", "limit", "delta"}, []string{"r"})
		m.Node("Add", "add", []string{"r", "x"}, []string{"y"})
		m.Output("y", onnxtest.Int64, []int64{-1})
		return m
	}
}

// rangeNaN is a float Range whose limit is NaN.
func rangeNaN() *onnxtest.Model {
	m := onnxtest.New("rangenan", 17)
	m.Input("x", onnxtest.Float, []int64{1})
	m.InitFloats("start", nil, []float32{0})
	m.InitFloats("limit", nil, []float32{float32(math.NaN())})
	m.InitFloats("delta", nil, []float32{1})
	m.Node("Range", "r", []string{"start", "limit", "delta"}, []string{"r"})
	m.Node("Add", "add", []string{"r", "x"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{-1})
	return m
}

// tile is Tile(x [2,2], [2^30, 1]).
func tile() *onnxtest.Model {
	m := onnxtest.New("tile", 17)
	m.Input("x", onnxtest.Float, []int64{2, 2})
	m.InitInts("reps", []int64{2}, []int64{1 << 30, 1})
	m.Node("Tile", "t", []string{"x", "reps"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{1 << 31, 2})
	return m
}

// resize is Resize(x [1,1,4,4]) by scale s on both spatial axes.
func resize(s float32) func() *onnxtest.Model {
	return func() *onnxtest.Model {
		m := onnxtest.New("resize", 17)
		m.Input("x", onnxtest.Float, []int64{1, 1, 4, 4})
		m.InitFloats("scales", []int64{4}, []float32{1, 1, s, s})
		m.Node("Resize", "r", []string{"x", "", "scales"}, []string{"y"}, onnxtest.String("mode", "nearest"))
		m.Output("y", onnxtest.Float, nil)
		return m
	}
}

// loopScan is a Loop whose body emits x as a scan output every
// iteration: with no trip count and a condition that stays true, the
// scan grows without end unless bounded; with trip count m it runs m
// times (none when m <= 0).
func loopScan(m int64, withM bool) func() *onnxtest.Model {
	return func() *onnxtest.Model {
		md := onnxtest.New("loop", 17)
		md.Input("x", onnxtest.Float, []int64{4096})
		md.Graph.Initializer = append(md.Graph.Initializer, &onnxpb.TensorProto{Name: proto.String("cond"), DataType: proto.Int32(onnxBool), Int32Data: []int32{1}})
		body := &onnxpb.GraphProto{
			Name: proto.String("body"),
			Input: []*onnxpb.ValueInfoProto{
				onnxtest.ValueInfo("i", onnxtest.Int64, nil),
				onnxtest.ValueInfo("c", onnxBool, nil),
			},
			Node: []*onnxpb.NodeProto{
				{OpType: proto.String("Identity"), Input: []string{"c"}, Output: []string{"c2"}},
				{OpType: proto.String("Identity"), Input: []string{"x"}, Output: []string{"s"}},
			},
			Output: []*onnxpb.ValueInfoProto{
				onnxtest.ValueInfo("c2", onnxBool, nil),
				onnxtest.ValueInfo("s", onnxtest.Float, []int64{4096}),
			},
		}
		trip := ""
		if withM {
			md.InitInts("M", nil, []int64{m})
			trip = "M"
		}
		md.Node("Loop", "loop", []string{trip, "cond"}, []string{"y"}, graphAttr("body", body))
		md.Output("y", onnxtest.Float, []int64{-1, 4096})
		return md
	}
}

// deepIf nests If 60 deep.
func deepIf() *onnxtest.Model {
	m := onnxtest.New("deepif", 17)
	m.Input("c", onnxBool, nil)
	m.Input("x", onnxtest.Float, []int64{2})
	leaf := func(i int) *onnxpb.GraphProto {
		out := fmt.Sprintf("l%d", i)
		return &onnxpb.GraphProto{Name: proto.String(out), Output: []*onnxpb.ValueInfoProto{onnxtest.ValueInfo(out, onnxtest.Float, []int64{2})},
			Node: []*onnxpb.NodeProto{{OpType: proto.String("Neg"), Input: []string{"x"}, Output: []string{out}}}}
	}
	branch := func(inner *onnxpb.GraphProto, i int) *onnxpb.GraphProto {
		out := fmt.Sprintf("o%d", i)
		g := &onnxpb.GraphProto{Name: proto.String(fmt.Sprintf("b%d", i)), Output: []*onnxpb.ValueInfoProto{onnxtest.ValueInfo(out, onnxtest.Float, []int64{2})}}
		if inner == nil {
			g.Node = []*onnxpb.NodeProto{{OpType: proto.String("Neg"), Input: []string{"x"}, Output: []string{out}}}
		} else {
			// The else branch is a leaf: a tree, not a DAG, so the
			// encoding stays linear in the depth.
			g.Node = []*onnxpb.NodeProto{{OpType: proto.String("If"), Input: []string{"c"}, Output: []string{out}, Attribute: []*onnxpb.AttributeProto{graphAttr("then_branch", inner), graphAttr("else_branch", leaf(i))}}}
		}
		return g
	}
	var g *onnxpb.GraphProto
	for i := range 60 {
		g = branch(g, i)
	}
	m.Node("If", "if", []string{"c"}, []string{"y"}, graphAttr("then_branch", g), graphAttr("else_branch", leaf(60)))
	m.Output("y", onnxtest.Float, []int64{2})
	return m
}

// relu is y = Relu(x), x [b, s] with symbolic dims (for buckets).
func relu(ir int64) func() *onnxtest.Model {
	return func() *onnxtest.Model {
		m := onnxtest.New("relu", 17)
		m.IR = ir
		m.Input("x", onnxtest.Float, []int64{-1, -1}, "b", "s")
		m.Node("Relu", "r", []string{"x"}, []string{"y"})
		m.Output("y", onnxtest.Float, []int64{-1, -1}, "b", "s")
		return m
	}
}

// craftBundle writes a bundle with no sections whose manifest is the zstd
// stream fill writes, behind a preamble taken from the real bundle at
// like: its manifest's place, length and checksum patched.
func craftBundle(t *testing.T, like, path string, fill func(w io.Writer)) {
	t.Helper()
	real := readFile(t, like)
	// The preamble ends with Where: the manifest's offset, length
	// (big-endian uint64 each) and sha256; find it by what it says.
	psize := -1
	for o := 0; o+48 <= min(len(real), 256); o++ {
		at, n := binary.BigEndian.Uint64(real[o:]), binary.BigEndian.Uint64(real[o+8:])
		if at < uint64(len(real)) && at+n == uint64(len(real)) {
			if sum := sha256.Sum256(real[at:]); bytes.Equal(sum[:], real[o+16:o+48]) {
				psize = o + 48
				break
			}
		}
	}
	if psize < 0 {
		t.Fatalf("%s: no preamble found", like)
	}
	var z bytes.Buffer
	enc, err := zstd.NewWriter(&z, zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(8<<20))
	if err != nil {
		t.Fatal(err)
	}
	fill(enc)
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
	pre := bytes.Clone(real[:psize])
	binary.BigEndian.PutUint64(pre[psize-48:], uint64(psize))
	binary.BigEndian.PutUint64(pre[psize-40:], uint64(z.Len()))
	sum := sha256.Sum256(z.Bytes())
	copy(pre[psize-32:], sum[:])
	if err := os.WriteFile(path, append(pre, z.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// craftArchive writes a cache archive whose one member declares size
// bytes of an entry with a valid header for key k, its payload zeros.
func craftHugeMember(t *testing.T, path string, size int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw, err := zstd.NewWriter(f, zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(8<<20))
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(zw)
	k := strings.Repeat("ab", 32)
	if err := tw.WriteHeader(&tar.Header{Name: k + ".mgxk", Mode: 0o644, Size: size, Typeflag: tar.TypeReg}); err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 88)
	copy(head, "MGXKC\x00\x00\x01")
	binary.LittleEndian.PutUint32(head[8:], kcache.SchemaVersion)
	binary.LittleEndian.PutUint32(head[12:], 16)
	binary.LittleEndian.PutUint64(head[16:], uint64(size-88-16))
	tw.Write(head)
	zeros := make([]byte, 1<<20)
	for left := size - 88; left > 0; left -= int64(len(zeros)) {
		tw.Write(zeros[:min(left, int64(len(zeros)))])
	}
	tw.Close()
	zw.Close()
}

// TestHostileSweepUnderUlimit is the sweep.
func TestHostileSweepUnderUlimit(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Fatalf("the sweep runs each process through bash's ulimit: %v", err)
	}
	bin := builtMgxport(t)
	work := t.TempDir()
	cache := filepath.Join(work, "cache")

	models := []sweepModel{
		{"constant-of-shape-2^30x4", constantOfShape(4), "rh"},
		{"constant-of-shape-2^30x1", constantOfShape(1), "rh"},
		{"range-2^31", rangeInts(0, 1<<31, 1), "rh"},
		{"range-overflow", rangeInts(-1<<62, 1<<62, 1), "crh"},
		{"range-nan", rangeNaN, "crh"},
		{"tile-2^30", tile, "rh"},
		{"resize-65536", resize(65536), "rh"},
		{"resize-inf", resize(float32(math.Inf(1))), "crh"},
		{"resize-nan", resize(float32(math.NaN())), "crh"},
		{"loop-unbounded-scan", loopScan(0, false), "rh"},
		{"loop-m-negative", loopScan(-5, true), ""},
		{"deep-if", deepIf, "crh"},
		{"ir-99", relu(99), "crh"},
	}
	for _, md := range models {
		t.Run(md.name, func(t *testing.T) {
			file := md.name + ".onnx"
			if err := os.WriteFile(filepath.Join(work, file), md.build().Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			dims := []string{}
			if strings.HasPrefix(md.name, "ir-") {
				dims = []string{"--dim", "b=2", "--dim", "s=3"}
			}
			var codes []int
			for _, args := range [][]string{
				append([]string{"compile", "--portable", file, "-o", md.name + ".mgxb"}, dims...),
				append([]string{"run", file, "--arch", "ref", "--fill", "random", "--output-dir", md.name + "-ref"}, dims...),
				append([]string{"run", file, "--arch", "host", "--fill", "random", "--output-dir", md.name + "-host"}, dims...),
			} {
				codes = append(codes, sweep(t, bin, work, cache, args...).code)
			}
			for i, c := range codes {
				if c == 0 && strings.ContainsRune(md.mustFail, rune("crh"[i])) {
					t.Errorf("%s: command %c succeeded; the input must be refused", md.name, "crh"[i])
				}
				if c != 0 && md.mustFail == "" {
					// A Loop with M <= 0 runs zero times (ONNX's
					// while (i < M && cond)): a valid, empty result.
					t.Errorf("%s: command %c failed; the input is valid", md.name, "crh"[i])
				}
			}
		})
	}

	// A real bundle for the crafted ones to borrow a preamble from.
	if err := os.WriteFile(filepath.Join(work, "relu.onnx"), relu(8)().Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	sweep(t, bin, work, cache, "compile", "--portable", "relu.onnx", "-o", "relu.mgxb", "--dim", "b=2", "--dim", "s=3")
	real := filepath.Join(work, "relu.mgxb")
	zeros := make([]byte, 1<<20)
	craftBundle(t, real, filepath.Join(work, "bomb.mgxb"), func(w io.Writer) {
		for range 1024 { // 1 GiB of zeros in about 40 KiB of zstd
			w.Write(zeros)
		}
	})
	craftBundle(t, real, filepath.Join(work, "arrays.mgxb"), func(w io.Writer) {
		// Four weights whose shapes claim 16M one-byte integers each.
		w.Write([]byte{0xa2, 0x01, 0x02, 0x07, 0x84})
		ones := bytes.Repeat([]byte{1}, 1<<20)
		for range 4 {
			w.Write([]byte{0xa4, 0x01, 0x61, 'w', 0x02, 0x67})
			w.Write([]byte("float32"))
			w.Write([]byte{0x03, 0x9a})
			binary.Write(w, binary.BigEndian, uint32(16<<20))
			for range 16 {
				w.Write(ones)
			}
			w.Write([]byte{0x04, 0xa0})
		}
	})
	for _, b := range []string{"bomb.mgxb", "arrays.mgxb"} {
		for _, args := range [][]string{
			{"inspect", b},
			{"run", b, "--arch", "host", "--output-dir", "out-" + b},
			{"finalize", b, "--arch", "host", "-o", "fin-" + b},
		} {
			res := sweep(t, bin, work, cache, args...)
			if res.code == 0 {
				t.Errorf("mgxport %s: a crafted manifest was accepted", strings.Join(args, " "))
			}
			if res.rss > readerRSS {
				t.Errorf("mgxport %s: %d MiB resident refusing a crafted manifest (at most %d)", strings.Join(args, " "), res.rss>>20, readerRSS>>20)
			}
		}
	}

	// A 50x50 bucket grid is refused with a message, quickly.
	var sizes []string
	for i := 1; i <= 50; i++ {
		sizes = append(sizes, fmt.Sprint(i))
	}
	grid := sweep(t, bin, work, cache, "compile", "--portable", "relu.onnx", "-o", "grid.mgxb", "--bucket", "b="+strings.Join(sizes, ","), "--bucket", "s="+strings.Join(sizes, ","))
	if grid.code == 0 || !strings.Contains(grid.stderr, "bucket") {
		t.Errorf("a 50x50 bucket grid: exit %d: %s", grid.code, grid.stderr)
	}

	// Cache archives: a member declaring 1 GiB behind a valid-looking
	// header, and signed entries adding more than the cache's limit.
	craftHugeMember(t, filepath.Join(work, "huge.mgxc"), 1<<30)
	src, err := kcache.Open(filepath.Join(work, "src-cache"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		p := kcache.KeyParts{CodeObject: kcache.ContentHash([]byte{byte(i)}), Target: "host:x", Compiler: "c", Tuning: "default"}
		if err := src.Put(p, make([]byte, 24<<20)); err != nil {
			t.Fatal(err)
		}
	}
	var arch bytes.Buffer
	if _, err := src.Export(&arch, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "over.mgxc"), arch.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	signer, err := src.Signer()
	if err != nil {
		t.Fatal(err)
	}
	key := fmt.Sprintf("%x", signer.Public())
	importCache := filepath.Join(work, "import-cache")
	for _, args := range [][]string{
		{"cache", "import", "huge.mgxc", "--trust", key},
		{"cache", "import", "over.mgxc", "--trust", key, "--max-size", "10M"},
	} {
		res := sweep(t, bin, work, importCache, args...)
		if res.code == 0 {
			t.Errorf("mgxport %s: imported", strings.Join(args, " "))
		}
		if res.rss > readerRSS {
			t.Errorf("mgxport %s: %d MiB resident (at most %d)", strings.Join(args, " "), res.rss>>20, readerRSS>>20)
		}
	}
	var stored int64
	filepath.Walk(filepath.Join(importCache, "kernels"), func(_ string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			stored += info.Size()
		}
		return nil
	})
	if stored > 10<<20 {
		t.Errorf("imports wrote %d MiB into a cache limited to 10 MB", stored>>20)
	}

	// A .npy whose string dtype claims a huge length.
	npy := []byte("\x93NUMPY\x01\x00")
	hdr := "{'descr': '<U999999999999', 'fortran_order': False, 'shape': (2, 3), }"
	hdr += strings.Repeat(" ", 63-(10+len(hdr))%64) + "\n"
	npy = binary.LittleEndian.AppendUint16(npy, uint16(len(hdr)))
	npy = append(npy, hdr...)
	if err := os.WriteFile(filepath.Join(work, "huge-str.npy"), npy, 0o644); err != nil {
		t.Fatal(err)
	}
	res := sweep(t, bin, work, cache, "run", "relu.mgxb", "--input", "x=huge-str.npy", "--output-dir", "npy-out")
	if res.code == 0 || res.rss > readerRSS {
		t.Errorf("a .npy claiming a huge string length: exit %d, %d MiB resident", res.code, res.rss>>20)
	}
}
