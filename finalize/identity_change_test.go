package finalize

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/program"
)

// TestGeneratorChangeRecompiles checks the cache's side of the
// generators' identity (kernelgen's TestIdentityFollowsOutput checks that
// a generator writing anything else changes kernelgen.Identity): the
// NVIDIA compiler identity names the generators' identity, so with it
// changed a warm finalize of a matmul misses the cache and compiles again,
// where an unchanged one takes every kernel from the cache.
func TestGeneratorChangeRecompiles(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps)", err)
	}
	var obj *codeobj.Object
	for _, md := range gputest.Models() {
		if md.Name != "batched_transposed_matmul" {
			continue
		}
		for _, o := range gputest.Lower(t, md, 11) {
			if o.Format == codeobj.MLIRBytecode {
				obj = o
			}
		}
		break
	}
	if obj == nil {
		t.Fatal("no matmul kernel among the test models")
	}
	src := &memSource{objects: map[string]*codeobj.Object{obj.ID(): obj},
		programs: []program.Program{{Name: "main", Launches: []program.Launch{{Kernels: []string{obj.ID()}}}}}}
	cache, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	gens := kernelgen.Identity()
	finalize := func(changed bool) (Stats, string) {
		tg, err := New(mustRow(t, "sm_90"), Config{Library: testLibrary{t, path}})
		if err != nil {
			t.Fatal(err)
		}
		defer tg.Close()
		g := tg.(*gpuTarget)
		orig := g.be.identity
		g.be.identity = func(lib *mlirc.Library) string {
			id := orig(lib)
			if !strings.Contains(id, " generators:"+gens+" ") {
				t.Fatalf("compiler identity %q does not name the generators' identity %s", id, gens)
			}
			if changed {
				// What a generator writing other text makes of it.
				id = strings.Replace(id, gens, "0123456789abcdef", 1)
			}
			return id
		}
		objs, st, err := Run(context.Background(), src, []Target{tg}, Options{Cache: cache})
		if err != nil {
			t.Fatal(err)
		}
		if len(objs) != 1 {
			t.Fatalf("%d objects, want 1", len(objs))
		}
		return st, objs[0].Compiler
	}
	cold, id := finalize(false)
	warm, _ := finalize(false)
	changed, changedID := finalize(true)
	if cold.Compiled != 1 || warm.CacheHits != 1 || warm.Compiled != 0 {
		t.Fatalf("cold %+v, warm %+v: want one compile, then one cache hit", cold, warm)
	}
	if changed.Compiled != 1 || changed.CacheHits != 0 || changedID == id {
		t.Fatalf("after the generators changed: %d compiled, %d hits, identity %q (was %q); want a recompile under a new identity",
			changed.Compiled, changed.CacheHits, changedID, id)
	}
}
