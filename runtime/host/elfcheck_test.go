package host

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// ccSO builds C source into a shared object with the system C compiler,
// with extra flags.
func ccSO(t *testing.T, src string, flags ...string) []byte {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Fatalf("cc not found: run `make deps` (%v)", err)
	}
	dir := t.TempDir()
	c, so := filepath.Join(dir, "k.c"), filepath.Join(dir, "k.so")
	if err := os.WriteFile(c, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-O1", "-fPIC", "-shared", "-o", so, c}, flags...)
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v: %s", err, out)
	}
	b, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// markerSrc is a kernel library whose constructor (or resolver) writes the
// file $MGX_MARK: proof that it ran.
const markerSrc = `
#include <stdio.h>
#include <stdlib.h>
static void mark(void) { const char *p = getenv("MGX_MARK"); if (p) { FILE *f = fopen(p, "w"); if (f) { fputs("ran", f); fclose(f); } } }
void kernel(float *a) { a[0] = 1; }
`

// TestLoadRefusesLoadTimeCode: a host object that would run code when
// dlopen loads it — a constructor, a destructor, an init array written by
// hand, an indirect function's resolver — or that imports beyond what
// finalized kernels call, is refused before dlopen, and the code never runs.
func TestLoadRefusesLoadTimeCode(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		flags     []string
		want      string
	}{
		{"constructor", markerSrc + `__attribute__((constructor)) static void ctor(void) { mark(); }`, []string{"-nostartfiles"}, "DT_INIT_ARRAY"},
		{"destructor", markerSrc + `__attribute__((destructor)) static void dtor(void) { mark(); }`, []string{"-nostartfiles"}, "DT_FINI_ARRAY"},
		{"init array by hand", markerSrc + `__attribute__((section(".init_array"), used)) static void (*p)(void) = mark;`, []string{"-nostartfiles"}, "DT_INIT_ARRAY"},
		{"crt _init", markerSrc, nil, "DT_INIT"},
		{"ifunc", markerSrc + `static void impl(float *a) { a[0] = 2; }
static void *resolve(void) { mark(); return (void *)impl; }
void other(float *a) __attribute__((ifunc("resolve")));`, []string{"-nostartfiles"}, "indirect function"},
		{"system import", `#include <stdlib.h>
void kernel(float *a) { a[0] = system("true"); }`, []string{"-nostartfiles"}, "imports system"},
		{"extra library", `void kernel(float *a) { a[0] = 1; }`, []string{"-nostartfiles", "-Wl,--no-as-needed", "-lz"}, "needs library"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			so := ccSO(t, tc.src, tc.flags...)
			mark := filepath.Join(t.TempDir(), "mark")
			t.Setenv("MGX_MARK", mark)
			o, err := Load(so)
			if err == nil {
				o.Close()
			}
			if _, serr := os.Stat(mark); serr == nil {
				t.Fatalf("the object's code ran at load (err %v)", err)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Load: %v, want an error saying %q", err, tc.want)
			}
		})
	}
	// What finalize makes (no start files, libm and memory calls) loads.
	so := ccSO(t, `#include <math.h>
#include <string.h>
#include <stdlib.h>
void kernel(float *a, float *b) { float *t = malloc(64); memcpy(t, a, 64); b[0] = expf(t[0]) + erff(t[1]); free(t); }`, "-nostartfiles", "-lm")
	o, err := Load(so)
	if err != nil {
		t.Fatalf("a kernel library like finalize's: %v", err)
	}
	o.Close()
}
