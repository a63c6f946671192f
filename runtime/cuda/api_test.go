package cuda

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
)

// Every entry point of the table (the shared one and CUDA's own) is named
// and bound exactly once, and functions whose ABI changed are bound by
// their real (_v2) export.
func TestSymbolTable(t *testing.T) {
	a := newAPI()
	syms := a.symbolTable()
	shared := reflect.TypeOf(a.API).NumField()
	own := reflect.TypeOf(*a).NumField() - 2 // less the embedded table and the decoder
	if len(syms) != shared+own {
		t.Fatalf("%d symbols for %d shared and %d CUDA entry points", len(syms), shared, own)
	}
	seenName, seenFn := map[string]bool{}, map[any]bool{}
	for _, s := range syms {
		if s.Name == "" || !strings.HasPrefix(s.Name, "cu") {
			t.Errorf("entry point named %q", s.Name)
		}
		if seenName[s.Name] || seenFn[s.Fn] {
			t.Errorf("%s bound twice", s.Name)
		}
		seenName[s.Name], seenFn[s.Fn] = true, true
	}
	for _, v2 := range []string{"cuMemAlloc_v2", "cuMemFree_v2", "cuMemAllocHost_v2", "cuMemHostRegister_v2", "cuMemcpyHtoDAsync_v2", "cuMemcpyDtoHAsync_v2",
		"cuMemcpyDtoDAsync_v2", "cuDeviceTotalMem_v2", "cuDevicePrimaryCtxRelease_v2", "cuStreamDestroy_v2", "cuEventDestroy_v2", "cuStreamBeginCapture_v2"} {
		if !seenName[v2] || seenName[strings.TrimSuffix(v2, "_v2")] {
			t.Errorf("want %s bound, not its plain name", v2)
		}
	}
}

func TestErrorText(t *testing.T) {
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{Call: "cuMemAlloc_v2", Code: 2, Name: "CUDA_ERROR_OUT_OF_MEMORY", Text: "out of memory"}, "cuMemAlloc_v2: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"},
		{Error{Call: "cuLaunchKernel", Kernel: "vadd", Code: 1, Name: "CUDA_ERROR_INVALID_VALUE", Text: "invalid argument"}, "cuLaunchKernel (kernel vadd): CUDA_ERROR_INVALID_VALUE (1): invalid argument"},
		{Error{Call: "cuModuleGetFunction", Kernel: "k", Code: 500, Name: "CUDA_ERROR_NOT_FOUND"}, "cuModuleGetFunction (kernel k): CUDA_ERROR_NOT_FOUND (500)"},
		{Error{Call: "cuInit", Code: 999999, Type: "CUresult"}, "cuInit: CUresult 999999"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
	// Without a bound table check still reports the call and the code.
	var a *api
	err := a.check(errNotFound, "cuModuleGetFunction", "k")
	var ce *Error
	if !errors.As(err, &ce) || ce.Code != 500 || ce.Kernel != "k" || a.check(success, "x", "") != nil || !strings.Contains(err.Error(), "CUresult 500") {
		t.Fatalf("check: %v", err)
	}
}

// Without libcuda.so.1 Load says so; with it, it loads (the GPU tests take
// it from there).
func TestLoad(t *testing.T) {
	d, err := Load()
	if err != nil {
		if !errors.Is(err, ErrNoDriver) && !strings.Contains(err.Error(), "cuInit") {
			t.Fatalf("Load: %v", err)
		}
		if errors.Is(err, ErrNoDriver) && !strings.Contains(err.Error(), "libcuda.so.1") {
			t.Fatalf("Load's error does not name libcuda.so.1: %v", err)
		}
		t.Logf("no CUDA driver here: %v", err)
		return
	}
	d.Close()
}

// TestCubinRuns checks which GPUs a cubin object may load on: its own
// major arch at the same or a later minor one.
func TestCubinRuns(t *testing.T) {
	h100 := Info{Name: "H100", Arch: "sm_90", CCMajor: 9, CCMinor: 0}
	a10 := Info{Name: "A10", Arch: "sm_86", CCMajor: 8, CCMinor: 6}
	for _, tc := range []struct {
		format codeobj.Format
		target string
		info   Info
		ok     bool
	}{
		{codeobj.Cubin, "sm_90", h100, true},
		{codeobj.Cubin, "sm_90a", h100, true},
		{codeobj.Cubin, "sm_80", h100, false},
		{codeobj.Cubin, "sm_80", a10, true},
		{codeobj.Cubin, "sm_89", a10, false},
		{codeobj.Cubin, "sm_100", h100, false},
		{codeobj.PTX, "sm_80", h100, true},
	} {
		err := cubinRuns(&codeobj.Object{Format: tc.format, Target: tc.target, Symbol: "k"}, tc.info)
		if (err == nil) != tc.ok {
			t.Errorf("%s for %s on %s: %v, want ok=%v", tc.format, tc.target, tc.info.Arch, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "--arch "+tc.info.Arch) {
			t.Errorf("%s for %s on %s: %v does not name the fix", tc.format, tc.target, tc.info.Arch, err)
		}
	}
}
