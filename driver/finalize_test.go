package driver

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/mgxport/mgxport/finalize"
	fhost "github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

// sharedMLP is the shared mlp model (three kernels: two TOSA, one SPIR-V).
const sharedMLP = "../../shared/models/mlp"

// countingMLIR is the library at path whose opens are counted; it opens lib
// (already loaded by the test), so a test can tell loading from not loading
// without a second copy of MLIR in the process.
func countingMLIR(path string, lib *mlirc.Library, opens *atomic.Int32) *LazyMLIR {
	return &LazyMLIR{path: path, open: func(string) (*mlirc.Library, error) {
		opens.Add(1)
		return lib, nil
	}}
}

// portableMLPBundle compiles the shared mlp into dir.
func portableMLPBundle(t *testing.T, dir string) string {
	t.Helper()
	p := filepath.Join(dir, "mlp.mgxb")
	if err := Compile(context.Background(), filepath.Join(sharedMLP, "model.onnx"), p, CompileOptions{}); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFinalizeIdentityMemo finalizes the mlp through one cache in the
// situations the identity memo must handle, counting library opens: a warm
// cache with a valid memo never opens the library, every other situation
// does, and every output bundle is the same bytes.
func TestFinalizeIdentityMemo(t *testing.T) {
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make build`)", err)
	}
	dir := t.TempDir()
	portable := portableMLPBundle(t, dir)
	cache, err := kcache.Open(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	memo := finalize.NewIdentityMemo(cache.Dir())
	key, err := finalize.HostIdentityKey(lib.Path())
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	// A copy of the library with one more byte: another library file as far
	// as the memo can tell.
	changedLib := filepath.Join(dir, "changed", mlirc.LibraryName)
	os.MkdirAll(filepath.Dir(changedLib), 0o755)
	libBytes, err := os.ReadFile(lib.Path())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(changedLib, append(libBytes, byte(r.Uint32())), 0o755); err != nil {
		t.Fatal(err)
	}
	evict := func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(cache.Dir(), "kernels", "*", "*.mgxk"))
		if len(files) != 3 {
			t.Fatalf("%d cache entries, want 3", len(files))
		}
		os.Remove(files[r.IntN(len(files))])
	}

	type want struct {
		opens, compiled, hits int
		memoHit               bool
		warning               string
	}
	tests := []struct {
		name    string
		prepare func(t *testing.T)
		mlir    func(opens *atomic.Int32) *LazyMLIR
		noCache bool
		in      string // "" for the portable bundle
		want    want
	}{
		{"cold cache", nil, nil, false, "", want{1, 3, 0, false, ""}},
		{"warm cache", nil, nil, false, "", want{0, 0, 3, true, ""}},
		{"warm again", nil, nil, false, "", want{0, 0, 3, true, ""}},
		{"no cache", nil, nil, true, "", want{1, 3, 0, false, ""}},
		{"already finalized", nil, nil, false, "finalized", want{0, 0, 0, false, ""}},
		{"damaged memo", func(t *testing.T) {
			b, err := os.ReadFile(memo.Path())
			if err != nil {
				t.Fatal(err)
			}
			// Cut short, by its closing "}\n" at least: cut by its
			// newline alone, it still reads whole.
			os.WriteFile(memo.Path(), b[:r.IntN(len(b)-1)], 0o644)
		}, nil, false, "", want{1, 0, 3, false, ""}},
		{"memo repaired", nil, nil, false, "", want{0, 0, 3, true, ""}},
		{"a kernel evicted", evict, nil, false, "", want{1, 1, 2, true, ""}},
		{"another library file", nil, func(opens *atomic.Int32) *LazyMLIR {
			return countingMLIR(changedLib, lib, opens)
		}, false, "", want{1, 0, 3, false, ""}},
		{"a wrong memo", func(t *testing.T) {
			bogus := finalize.HostIdentity{Compiler: "mgxport-host/0 bogus", Target: "host:bogus"}
			if err := memo.Remember(key, bogus); err != nil {
				t.Fatal(err)
			}
		}, nil, false, "", want{1, 0, 3, false, "identity memo named"}},
		{"memo corrected", nil, nil, false, "", want{0, 0, 3, true, ""}},
		{"library known only by its opener", nil, func(opens *atomic.Int32) *LazyMLIR {
			return LazyMLIRFunc(func() (*mlirc.Library, error) { opens.Add(1); return lib, nil })
		}, false, "", want{1, 0, 3, false, ""}},
	}
	var first []byte
	finalized := filepath.Join(dir, "finalized.mgxb")
	signer, err := cache.Signer()
	if err != nil {
		t.Fatal(err)
	}
	trust := &kcache.Trust{}
	trust.Add(signer.Public())
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.prepare != nil {
				tt.prepare(t)
			}
			var opens atomic.Int32
			m := countingMLIR(lib.Path(), lib, &opens)
			if tt.mlir != nil {
				m = tt.mlir(&opens)
			}
			opts := FinalizeOptions{Targets: []target.Target{target.HostRow()}, Cache: cache, Jobs: 1 + r.IntN(3), Signer: signer, Trust: trust}
			if tt.noCache {
				opts.Cache = nil
			}
			in := portable
			if tt.in == "finalized" {
				in = finalized
			}
			out := filepath.Join(dir, fmt.Sprintf("out%d.mgxb", i))
			s, err := Finalize(context.Background(), m, in, out, opts)
			if err != nil {
				t.Fatal(err)
			}
			w := tt.want
			if int(opens.Load()) != w.opens || s.LibraryLoaded != (w.opens > 0) || m.Opened() != (w.opens > 0) {
				t.Errorf("library opened %d times (stats: loaded %v); want %d", opens.Load(), s.LibraryLoaded, w.opens)
			}
			if s.Compiled != w.compiled || s.CacheHits != w.hits || s.IdentityMemoHit != w.memoHit || s.Kernels != w.compiled+w.hits {
				t.Errorf("stats %+v; want %d compiled, %d hits, memo hit %v", s, w.compiled, w.hits, w.memoHit)
			}
			warnings := strings.Join(s.Warnings, "\n")
			if w.warning == "" && warnings != "" || !strings.Contains(warnings, w.warning) {
				t.Errorf("warnings %q; want %q", warnings, w.warning)
			}
			b, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = b
				os.WriteFile(finalized, b, 0o644)
			} else if !bytes.Equal(b, first) {
				t.Errorf("output differs from the cold finalize's (%d vs %d bytes)", len(b), len(first))
			}
		})
	}
	if got, ok, err := memo.Lookup(key); !ok || err != nil {
		t.Errorf("memo after the runs: %+v, %v, %v; want the library's identity", got, ok, err)
	} else if comp := fhost.NewCompiler(lib, 1); got != comp.HostIdentity() {
		t.Errorf("memo remembers %+v; the library is %+v", got, comp.HostIdentity())
	}
}

// TestLoadHostIdentityMemo runs a portable bundle (finalized in memory,
// as `run` does) with a cold and then a warm cache: the warm load never
// opens the library, and both runs match ONNX Runtime's output.
func TestLoadHostIdentityMemo(t *testing.T) {
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make build`)", err)
	}
	dir := t.TempDir()
	portable := portableMLPBundle(t, dir)
	cache, err := kcache.Open(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := npy.ReadFile(filepath.Join(sharedMLP, "input_x.npy"))
	if err != nil {
		t.Fatal(err)
	}
	y, err := npy.ReadFile(filepath.Join(sharedMLP, "output_y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name        string
		opens, hits int
	}{
		{"cold cache", 1, 0},
		{"warm cache", 0, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var opens atomic.Int32
			cacheOpens := 0
			l, err := Load(context.Background(), portable, LoadOptions{
				Library:   countingMLIR(lib.Path(), lib, &opens),
				OpenCache: func() (*kcache.Cache, error) { cacheOpens++; return cache, nil },
			})
			if err != nil {
				t.Fatal(err)
			}
			defer l.Close()
			if !l.FinalizedInMemory || cacheOpens != 1 || int(opens.Load()) != tt.opens || l.Stats.LibraryLoaded != (tt.opens > 0) || l.Stats.CacheHits != tt.hits {
				t.Errorf("in memory %v, cache opened %d times, library %d times, stats %+v; want the library opened %d times, %d hits",
					l.FinalizedInMemory, cacheOpens, opens.Load(), l.Stats, tt.opens, tt.hits)
			}
			out, err := l.Session.Run(context.Background(), map[string]*npy.Array{"x": x})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range CompareOutputs(out, map[string]*npy.Array{"y": y}, Tolerance{RTol: 1e-4, ATol: 1e-5}) {
				if !d.Pass {
					t.Errorf("output %s: %+v", d.Name, d)
				}
			}
		})
	}
}
