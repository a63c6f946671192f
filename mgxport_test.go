package mgxport_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

var update = flag.Bool("update", false, "rewrite testdata/embed/*.mgxb and the value Examples' models from their sources")

// sharedModels holds the exported models with ONNX Runtime's outputs.
const sharedModels = "../shared/models"

// testdataBundles are the bundles the Examples open, with the models they
// are compiled from (portable, default options).
var testdataBundles = map[string]string{
	"testdata/embed/sample.mgxb": "testdata/sample/model.onnx",
}

// TestTestdataBundles checks the committed bundles are what compile makes
// of their models today (go test -run TestTestdataBundles -update
// rewrites them).
func TestTestdataBundles(t *testing.T) {
	for out, model := range testdataBundles {
		tmp := filepath.Join(t.TempDir(), "b.mgxb")
		if err := driver.Compile(context.Background(), model, tmp, driver.CompileOptions{}); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(tmp)
		if err != nil {
			t.Fatal(err)
		}
		if *update {
			if err := os.WriteFile(out, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(out)
		if err != nil {
			t.Fatalf("%v (go test -run TestTestdataBundles -update writes it)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what compile makes of %s today: go test -run TestTestdataBundles -update", out, model)
		}
	}
}

// cacheDir is a kernel cache for a test: $MGXPORT_CACHE_DIR when set (CI
// shares one across packages), else a fresh one.
func cacheDir(t *testing.T) string {
	if d := os.Getenv("MGXPORT_CACHE_DIR"); d != "" {
		return d
	}
	return t.TempDir()
}

// compileModel compiles model portably into dir.
func compileModel(t *testing.T, model, dir string, opts driver.CompileOptions) string {
	t.Helper()
	out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(filepath.Dir(model)), "/")+".mgxb")
	if err := driver.Compile(context.Background(), model, out, opts); err != nil {
		t.Fatal(err)
	}
	return out
}

// randomFloats is n floats uniform in [-1, 1).
func randomFloats(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = r.Float32()*2 - 1
	}
	return v
}

// reference runs model (ONNX) on the reference evaluator.
func reference(t *testing.T, model string, inputs map[string]*npy.Array) map[string]*npy.Array {
	t.Helper()
	shapes := map[string][]int64{}
	for name, a := range inputs {
		shapes[name] = a.Shape
	}
	ref, err := driver.LoadReference(model, driver.CompileOptions{InputShapes: shapes})
	if err != nil {
		t.Fatal(err)
	}
	out, err := ref.Run(context.Background(), inputs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// allClose checks got against want as float32s (rtol 1e-4, atol 1e-5).
func allClose(t *testing.T, what string, got []float32, want []float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if d := math.Abs(float64(got[i] - want[i])); d > 1e-5+1e-4*math.Abs(float64(want[i])) || math.IsNaN(float64(got[i])) {
			t.Fatalf("%s[%d] = %g, want %g", what, i, got[i], want[i])
		}
	}
}

func floats(t *testing.T, tn *mgxport.Tensor) []float32 {
	t.Helper()
	v, err := mgxport.Data[float32](tn)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func npyFloats(a *npy.Array) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(a.Data))), len(a.Data)/4)
}

// TestOpenPortableAndFinalized opens the sample portable (finalized in
// process through the kernel cache) and finalized for the host; both
// describe the model and run fresh random inputs equal to the reference
// evaluator, the finalized bundle bit for bit like the portable one.
func TestOpenPortableAndFinalized(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	model := "testdata/sample/model.onnx"
	portable := compileModel(t, model, dir, driver.CompileOptions{})
	finalized := filepath.Join(dir, "sample.host.mgxb")
	cache := cacheDir(t)
	kc, err := driver.OpenCache(cache)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, finalized, driver.FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: kc, Signer: signer(t, cache)}); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	x := randomFloats(r, 4*64)
	want := reference(t, model, map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{4, 64}, Data: unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), len(x)*4)}})["y"]
	var outs [][]float32
	for _, path := range []string{portable, finalized} {
		m, err := mgxport.Open(ctx, path, mgxport.Options{Arch: "host", CacheDir: cache})
		if err != nil {
			t.Fatal(err)
		}
		in, out := m.Inputs(), m.Outputs()
		if len(in) != 1 || in[0].Name != "x" || in[0].DType != mgxport.Float32 || fmt.Sprint(in[0].Shape) != "[4 64]" || in[0].Dims != nil {
			t.Errorf("%s: inputs %+v", path, in)
		}
		if len(out) != 1 || out[0].Name != "y" || fmt.Sprint(out[0].Shape) != "[4 32]" {
			t.Errorf("%s: outputs %+v", path, out)
		}
		if m.Buckets() != nil || m.Target() != "host" {
			t.Errorf("%s: buckets %v target %s", path, m.Buckets(), m.Target())
		}
		// The finalized bundle's objects, signed by this cache's key, run
		// as they are; the portable one is finalized at Open.
		if l := m.Loaded(); l.FinalizedInMemory != (path == portable) || l.Untrusted != 0 {
			t.Errorf("%s: finalized in memory %v, %d untrusted objects", path, l.FinalizedInMemory, l.Untrusted)
		}
		xt, err := mgxport.NewTensor([]int64{4, 64}, x)
		if err != nil {
			t.Fatal(err)
		}
		res, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt})
		if err != nil {
			t.Fatal(err)
		}
		y := floats(t, res.Outputs["y"])
		allClose(t, path, y, npyFloats(want))
		// Into a caller's slice: copied out in place, the result over it.
		buf := make([]float32, 4*32)
		bt, _ := mgxport.NewTensor([]int64{4, 32}, buf)
		res2, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt}, mgxport.Into(map[string]*mgxport.Tensor{"y": bt}))
		if err != nil {
			t.Fatal(err)
		}
		if got := floats(t, res2.Outputs["y"]); &got[0] != &buf[0] || !slicesEqual(buf, y) {
			t.Errorf("%s: Into's output is not the caller's slice, or differs", path)
		}
		// Host tensors the Model allocates (on host, ordinary memory), as
		// input and as output.
		hx, err := m.NewHostTensor(mgxport.Float32, []int64{4, 64})
		if err != nil {
			t.Fatal(err)
		}
		hy, err := m.NewHostTensor(mgxport.Float32, []int64{4, 32})
		if err != nil {
			t.Fatal(err)
		}
		hxs, _ := mgxport.Data[float32](hx)
		copy(hxs, x)
		res3, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": hx}, mgxport.Into(map[string]*mgxport.Tensor{"y": hy}))
		if err != nil {
			t.Fatal(err)
		}
		if got := floats(t, res3.Outputs["y"]); &got[0] != &floats(t, hy)[0] || !slicesEqual(got, y) {
			t.Errorf("%s: a host tensor's output is not in it, or differs", path)
		}
		if err := errors.Join(hx.Release(), hy.Release(), hy.Release()); err != nil {
			t.Errorf("release: %v", err)
		}
		if _, err := m.NewHostTensor("complex64", []int64{2}); err == nil {
			t.Error("a host tensor of an unknown dtype")
		}
		outs = append(outs, y)
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt}); err == nil || !strings.Contains(err.Error(), "closed") {
			t.Errorf("run after Close: %v", err)
		}
		if _, err := m.NewHostTensor(mgxport.Float32, []int64{1}); err == nil || !strings.Contains(err.Error(), "closed") {
			t.Errorf("host tensor after Close: %v", err)
		}
	}
	if !slicesEqual(outs[0], outs[1]) {
		t.Errorf("the finalized bundle's outputs differ from the portable one's")
	}
}

func slicesEqual(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}

// TestConcurrentRuns runs one Model from 8 goroutines at once, each with
// its own random inputs, through Run, RunList and Into; every output
// equals the same input's run alone.
func TestConcurrentRuns(t *testing.T) {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, compileModel(t, "testdata/sample/model.onnx", t.TempDir(), driver.CompileOptions{}), mgxport.Options{CacheDir: cacheDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	const workers, runs = 8, 6
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 2))
	xs := make([][]float32, workers*runs)
	want := make([][]float32, len(xs))
	for i := range xs {
		xs[i] = randomFloats(r, 4*64)
		xt, _ := mgxport.NewTensor([]int64{4, 64}, xs[i])
		res, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = floats(t, res.Outputs["y"])
	}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range runs {
				i := w*runs + k
				xt, _ := mgxport.NewTensor([]int64{4, 64}, xs[i])
				var got []float32
				switch k % 3 {
				case 0:
					res, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt})
					if err != nil {
						errs <- err
						return
					}
					got, _ = mgxport.Data[float32](res.Outputs["y"])
				case 1:
					out, err := m.RunList(ctx, []*mgxport.Tensor{xt})
					if err != nil {
						errs <- err
						return
					}
					got, _ = mgxport.Data[float32](out[0])
				default:
					got = make([]float32, 4*32)
					yt, _ := mgxport.NewTensor([]int64{4, 32}, got)
					if _, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt}, mgxport.Into(map[string]*mgxport.Tensor{"y": yt})); err != nil {
						errs <- err
						return
					}
				}
				if !slicesEqual(got, want[i]) {
					errs <- fmt.Errorf("worker %d run %d: outputs differ from the same input's run alone", w, k)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestRunErrors: what a caller gets wrong is an error naming it.
func TestRunErrors(t *testing.T) {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, compileModel(t, "testdata/sample/model.onnx", t.TempDir(), driver.CompileOptions{}), mgxport.Options{CacheDir: cacheDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	x := make([]float32, 4*64)
	good, _ := mgxport.NewTensor([]int64{4, 64}, x)
	bad, _ := mgxport.NewTensor([]int64{64, 4}, x)
	ints, _ := mgxport.NewTensor([]int64{4, 64}, make([]int32, 4*64))
	small, _ := mgxport.NewTensor([]int64{4, 16}, make([]float32, 64))
	for _, tc := range []struct {
		in   map[string]*mgxport.Tensor
		opts []mgxport.RunOption
		want string
	}{
		{map[string]*mgxport.Tensor{"x": bad}, nil, "input x"},
		{map[string]*mgxport.Tensor{"x": ints}, nil, "input x"},
		{map[string]*mgxport.Tensor{"z": good}, nil, "unknown input"},
		{map[string]*mgxport.Tensor{}, nil, "missing input"},
		{map[string]*mgxport.Tensor{"x": good}, []mgxport.RunOption{mgxport.Into(map[string]*mgxport.Tensor{"q": small})}, "unknown output"},
		{map[string]*mgxport.Tensor{"x": good}, []mgxport.RunOption{mgxport.Into(map[string]*mgxport.Tensor{"y": small})}, "the tensor given for it"},
		{map[string]*mgxport.Tensor{"x": good}, []mgxport.RunOption{mgxport.OnStream(1)}, "takes no stream"},
		{map[string]*mgxport.Tensor{"x": good}, []mgxport.RunOption{mgxport.Into(map[string]*mgxport.Tensor{"y": ints})}, "the tensor given for it is int32"},
	} {
		if _, err := m.Run(ctx, tc.in, tc.opts...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("run %v: err %v, want one containing %q", tc.in, err, tc.want)
		}
	}
	if _, err := mgxport.NewTensor([]int64{3}, x); err == nil {
		t.Error("NewTensor of 256 floats as [3]: no error")
	}
	if _, err := mgxport.Data[int64](good); err == nil {
		t.Error("Data[int64] of a float32 tensor: no error")
	}
	if _, err := mgxport.Open(ctx, "testdata/sample/model.onnx", mgxport.Options{Arch: "sm_90,host"}); err == nil {
		t.Error("Open with two archs: no error")
	}
	if _, err := mgxport.Open(ctx, "testdata/sample/model.onnx", mgxport.Options{Device: 1}); err == nil {
		t.Error("Open on host device 1: no error")
	}
}

// TestBucketsDeviceTensors serves bert_mini compiled with a 2x2 bucket
// grid: Inputs names the symbolic dims, Buckets the grid; random (batch,
// seq) requests run padded in the smallest covering bucket, equal to the
// reference evaluator at the exact shape — with host tensors, and with
// device tensors (host addresses on the host target) for inputs and
// outputs, which the padded bucket stages through host memory. With
// CacheOnly and one bucket finalized, a request in it is warm, one in
// another cold.
func TestBucketsDeviceTensors(t *testing.T) {
	ctx := context.Background()
	model := filepath.Join(sharedModels, "bert_mini", "model.onnx")
	if _, err := os.Stat(model); err != nil {
		t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
	}
	dir := t.TempDir()
	grid := driver.Grid{}
	for _, b := range []string{"batch=1,2", "seq=8,16"} {
		if err := grid.ParseBucket(b); err != nil {
			t.Fatal(err)
		}
	}
	portable := compileModel(t, model, dir, driver.CompileOptions{Buckets: grid})
	cache := cacheDir(t)
	kc, err := driver.OpenCache(cache)
	if err != nil {
		t.Fatal(err)
	}
	partial := filepath.Join(dir, "partial.mgxb")
	if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, partial, driver.FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: kc, Buckets: []string{"batch=1,seq=8"}, Signer: signer(t, cache)}); err != nil {
		t.Fatal(err)
	}
	m, err := mgxport.Open(ctx, partial, mgxport.Options{CacheDir: cache, CacheOnly: true, Preload: true})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	in := m.Inputs()
	if len(in) != 2 || fmt.Sprint(in[0].Shape) != "[-1 -1]" || fmt.Sprint(in[0].Dims) != "[batch seq]" {
		t.Errorf("inputs %+v", in)
	}
	if out := m.Outputs(); len(out) != 1 || out[0].Name != "last_hidden_state" || out[0].Shape[0] != -1 || out[0].Shape[1] != -1 || out[0].Shape[2] <= 0 {
		t.Errorf("outputs %+v", out)
	}
	var ready []string
	for _, b := range m.Buckets() {
		if b.Ready {
			ready = append(ready, b.Name)
		}
	}
	if len(m.Buckets()) != 4 || fmt.Sprint(ready) != "[batch=1,seq=8]" {
		t.Errorf("buckets %+v", m.Buckets())
	}
	hidden := m.Outputs()[0].Shape[2]
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 3))
	for k, shape := range [][2]int64{{1, 5}, {2, 11}, {1, 8}, {2, 16}} {
		batch, seq := shape[0], shape[1]
		ids := make([]int64, batch*seq)
		mask := make([]int64, batch*seq)
		for i := range ids {
			ids[i] = r.Int64N(499) + 1 // bert_mini has 500 tokens
		}
		for b := range batch {
			valid := 1 + r.Int64N(seq)
			for s := range valid {
				mask[b*seq+s] = 1
			}
		}
		arr := func(v []int64) *npy.Array {
			return &npy.Array{DType: "int64", Shape: []int64{batch, seq}, Data: unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), len(v)*8)}
		}
		want := npyFloats(reference(t, model, map[string]*npy.Array{"input_ids": arr(ids), "attention_mask": arr(mask)})["last_hidden_state"])
		var inputs map[string]*mgxport.Tensor
		out := make([]float32, batch*seq*hidden+7) // room to spare: the run writes the exact shape
		var opts []mgxport.RunOption
		if k%2 == 0 {
			it, _ := mgxport.NewTensor([]int64{batch, seq}, ids)
			mt, _ := mgxport.NewTensor([]int64{batch, seq}, mask)
			inputs = map[string]*mgxport.Tensor{"input_ids": it, "attention_mask": mt}
		} else {
			it, _ := mgxport.NewDeviceTensor(mgxport.Int64, []int64{batch, seq}, uintptr(unsafe.Pointer(&ids[0])), int64(len(ids)*8))
			mt, _ := mgxport.NewDeviceTensor(mgxport.Int64, []int64{batch, seq}, uintptr(unsafe.Pointer(&mask[0])), int64(len(mask)*8))
			ot, _ := mgxport.NewDeviceTensor(mgxport.Float32, []int64{batch, seq, hidden}, uintptr(unsafe.Pointer(&out[0])), int64(len(out)*4))
			inputs = map[string]*mgxport.Tensor{"input_ids": it, "attention_mask": mt}
			opts = append(opts, mgxport.Into(map[string]*mgxport.Tensor{"last_hidden_state": ot}))
		}
		res, err := m.Run(ctx, inputs, opts...)
		goruntime.KeepAlive(ids)
		goruntime.KeepAlive(mask)
		if err != nil {
			t.Fatal(err)
		}
		wantBucket := fmt.Sprintf("batch=%d,seq=%d", batch, max(8, (seq+7)/8*8))
		padded := seq%8 != 0
		cold := wantBucket != "batch=1,seq=8"
		if res.Bucket != wantBucket || res.Padded != padded || res.Cold != cold || res.Device != "host" {
			t.Errorf("(%d,%d): bucket %s padded %v cold %v device %s; want %s %v %v host", batch, seq, res.Bucket, res.Padded, res.Cold, res.Device, wantBucket, padded, cold)
		}
		o := res.Outputs["last_hidden_state"]
		if fmt.Sprint(o.Shape()) != fmt.Sprint([]int64{batch, seq, hidden}) {
			t.Errorf("(%d,%d): output shape %v", batch, seq, o.Shape())
		}
		got := out[:batch*seq*hidden]
		if !o.OnDevice() {
			got = floats(t, o)
		} else if o.DevicePtr() != uintptr(unsafe.Pointer(&out[0])) {
			t.Errorf("(%d,%d): the device output is not the caller's buffer", batch, seq)
		}
		allClose(t, fmt.Sprintf("(%d,%d) device=%v", batch, seq, k%2 == 1), got, want)
		if k%2 == 1 && out[len(out)-1] != 0 {
			t.Errorf("(%d,%d): the run wrote past the output's bytes", batch, seq)
		}
	}
	if _, err := m.Run(ctx, map[string]*mgxport.Tensor{}); err == nil {
		t.Error("run without inputs: no error")
	}
}

// TestReadmeSnippets checks README's "Use it from your program" shows
// the snippets the tests run, verbatim: each file's text between its
// "README begin" and "README end" lines.
func TestReadmeSnippets(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"example_test.go", "capi/testdata/readme.c", "python/tests/readme.py", "bindings/rust/examples/readme.rs"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		i, j := strings.Index(s, "README begin\n"), strings.Index(s, "README end")
		if i < 0 || j < i {
			t.Fatalf("%s has no README begin/end lines", f)
		}
		snippet := strings.TrimRight(s[i+len("README begin\n"):strings.LastIndex(s[:j], "\n")+1], "\n") + "\n"
		if !strings.Contains(string(readme), snippet) {
			t.Errorf("README.md does not show %s's snippet verbatim:\n%s", f, snippet)
		}
	}
}

// signer is the cache directory's signing key, which finalize signs with
// and Open trusts.
func signer(t *testing.T, cache string) *kcache.Signer {
	t.Helper()
	s, err := kcache.OpenSigner(cache)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
