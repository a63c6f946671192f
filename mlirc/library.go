// Package mlirc binds the MLIR C API (and the LLVM-C API that the same
// shared library pulls in) through purego, so that mgxport can parse, clone,
// transform and compile MLIR modules without cgo.
//
// The library is libmgxport_mlir.so, which `make build` links from the
// static libMLIRCAPI*.a archives of Debian's libmlir-22-dev (see the
// Makefile). Open it once per process with Open(FindLibrary()).
//
// Concurrency: a Library is safe for concurrent use. A Context (and every
// Module, PassManager and LLVMModule made from it) belongs to one worker at a
// time: MLIR contexts are not thread-safe, so each Context serializes its own
// calls with a mutex, and parallel work uses one Context per worker.
package mlirc

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
)

// LibraryName is the file name of the MLIR C API shared library that
// `make build` produces in bin/.
const LibraryName = "libmgxport_mlir.so"

// EnvLibrary names the environment variable that overrides the library
// path. mlirc does not read it: the entry points resolve it once and pass
// its value to FindLibrary.
const EnvLibrary = "MGXPORT_MLIR_LIB"

// modulePath is the Go module whose checkout FindLibrary recognizes when it
// walks up from the working directory (so `go test` finds bin/).
const modulePath = "github.com/mgxport/mgxport"

// ErrLibraryNotFound is wrapped by FindLibrary's error when no library exists.
var ErrLibraryNotFound = errors.New("MLIR C API library " + LibraryName + " not found")

// FindLibrary returns the path of the MLIR C API library. It looks, in
// order, at override (the value of $MGXPORT_MLIR_LIB, which the caller
// resolved; "" for unset), next to the executable, in <exe dir>/../lib,
// and in bin/ of the mgxport checkout that contains the working directory.
// The error names every place it looked and how to build the library.
func FindLibrary(override string) (string, error) {
	var looked []string
	if p := override; p != "" {
		if isFile(p) {
			return p, nil
		}
		return "", fmt.Errorf("%w (looked in $%s=%s): run `make build` (after `make deps`), or set %s / --mlir-lib to an existing file",
			ErrLibraryNotFound, EnvLibrary, p, EnvLibrary)
	}
	if exe, err := os.Executable(); err == nil {
		if r, err := filepath.EvalSymlinks(exe); err == nil {
			exe = r
		}
		dir := filepath.Dir(exe)
		for _, p := range []string{filepath.Join(dir, LibraryName), filepath.Join(dir, "..", "lib", LibraryName)} {
			looked = append(looked, p)
			if isFile(p) {
				return p, nil
			}
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if root, ok := checkoutRoot(wd); ok {
			p := filepath.Join(root, "bin", LibraryName)
			looked = append(looked, p)
			if isFile(p) {
				return p, nil
			}
		}
	}
	return "", fmt.Errorf("%w (looked in $%s, %s): run `make build` (after `make deps`), or set %s / --mlir-lib",
		ErrLibraryNotFound, EnvLibrary, strings.Join(looked, ", "), EnvLibrary)
}

// checkoutRoot walks up from dir to the directory whose go.mod declares the
// mgxport module.
func checkoutRoot(dir string) (string, bool) {
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && declaresModule(b) {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func declaresModule(gomod []byte) bool {
	for line := range strings.Lines(string(gomod)) {
		f := strings.Fields(line)
		if len(f) == 2 && f[0] == "module" && strings.Trim(f[1], `"`) == modulePath {
			return true
		}
	}
	return false
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// Library is an opened MLIR C API shared library: its function table, the
// two purego callbacks every call shares, and the handle tables that route
// callback data back to the right Go buffer. Safe for concurrent use.
type Library struct {
	path   string
	handle uintptr
	c      capi
	ir     irAPI
	llvm   llvmAPI

	// lldLink is the in-process linker of the `make dist` library (see
	// link.go); nil when the library has none.
	lldLink func(args unsafe.Pointer, n uintptr, diag **byte) int32

	// stringCB, diagCB and llvmCB are created once per Library: purego callbacks
	// are a process-wide resource that is never freed.
	stringCB uintptr
	diagCB   uintptr
	llvmCB   uintptr

	sinks sinkTable

	passesOnce  sync.Once
	targetsOnce sync.Once
	amdgpuOnce  sync.Once
	identOnce   sync.Once
	identity    string
	identErr    error
}

// Open loads the MLIR C API library at path and binds its functions.
// Each Open uses three of purego's process-wide callback slots, so open the
// library once per process and share the *Library.
func Open(path string) (*Library, error) {
	if !isFile(path) {
		return nil, fmt.Errorf("open %s: %w: run `make build` (after `make deps`), or set %s / --mlir-lib", path, ErrLibraryNotFound, EnvLibrary)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open MLIR library %s: %w", path, err)
	}
	h, err := purego.Dlopen(abs, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return nil, fmt.Errorf("open MLIR library %s: %w (rebuild it with `make build`; its dependencies libMLIR/libLLVM come from `make deps`)", abs, err)
	}
	l := &Library{path: abs, handle: h}
	if err := l.c.bind(h); err != nil {
		return nil, fmt.Errorf("open MLIR library %s: %w", abs, err)
	}
	if err := l.ir.bind(h); err != nil {
		return nil, fmt.Errorf("open MLIR library %s: %w", abs, err)
	}
	if err := l.llvm.bind(h); err != nil {
		return nil, fmt.Errorf("open MLIR library %s: %w", abs, err)
	}
	l.bindLinker()
	l.sinks.m = map[uintptr]*sink{}
	l.stringCB = purego.NewCallback(l.onString)
	l.diagCB = purego.NewCallback(l.onDiagnostic)
	l.llvmCB = purego.NewCallback(l.onLLVMDiagnostic)
	return l, nil
}

// Path returns the absolute path the library was opened from.
func (l *Library) Path() string { return l.path }

// LLVMVersion returns the version of the LLVM the library links against.
func (l *Library) LLVMVersion() (major, minor, patch int) {
	var a, b, c uint32
	l.llvm.getVersion(&a, &b, &c)
	return int(a), int(b), int(c)
}

// Identity returns a string naming the compiler this library is: the LLVM
// version and the sha256 of the library file. Kernel cache keys include it,
// so a rebuilt or substituted library (e.g. rocMLIR) never reuses stale
// code objects.
func (l *Library) Identity() (string, error) {
	l.identOnce.Do(func() {
		f, err := os.Open(l.path)
		if err != nil {
			l.identErr = fmt.Errorf("identify MLIR library: %w", err)
			return
		}
		defer f.Close()
		h := sha256.New()
		if _, err := io.Copy(h, f); err != nil {
			l.identErr = fmt.Errorf("identify MLIR library %s: %w", l.path, err)
			return
		}
		a, b, c := l.LLVMVersion()
		l.identity = fmt.Sprintf("mlir-c/llvm-%d.%d.%d/%s", a, b, c, hex.EncodeToString(h.Sum(nil))[:16])
	})
	return l.identity, l.identErr
}

// registerPasses registers every upstream pass with MLIR's global pass
// registry so textual pipelines can name them. Idempotent in MLIR; once per
// Library here to keep it off the hot path.
func (l *Library) registerPasses() {
	l.passesOnce.Do(func() { l.c.registerAllPasses() })
}

// stringRef mirrors MlirStringRef: a pointer and a length, passed by value.
type stringRef struct {
	Data   unsafe.Pointer
	Length uintptr
}

// refBytes makes a stringRef over b; the caller keeps b alive for the call.
func refBytes(b []byte) stringRef {
	if len(b) == 0 {
		return stringRef{}
	}
	return stringRef{Data: unsafe.Pointer(unsafe.SliceData(b)), Length: uintptr(len(b))}
}

// sink collects the bytes a C callback streams back for one handle.
type sink struct {
	buf []byte
}

// sinkTable maps the integer user-data handles given to C callbacks to Go
// buffers, because Go pointers must not be stored by C code.
type sinkTable struct {
	mu   sync.Mutex
	next uintptr
	m    map[uintptr]*sink
}

func (t *sinkTable) open() (uintptr, *sink) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.next++
	s := &sink{}
	t.m[t.next] = s
	return t.next, s
}

func (t *sinkTable) get(h uintptr) *sink {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.m[h]
}

func (t *sinkTable) close(h uintptr) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.m, h)
}

// onString is the MlirStringCallback: it appends the chunk to the sink
// named by userData.
func (l *Library) onString(s stringRef, userData uintptr) {
	if s.Length == 0 || s.Data == nil {
		return
	}
	if k := l.sinks.get(userData); k != nil {
		k.buf = append(k.buf, unsafe.Slice((*byte)(s.Data), s.Length)...)
	}
}

// Diagnostic severities of MlirDiagnosticSeverity.
var severityNames = [...]string{"error", "warning", "note", "remark"}

// onDiagnostic is the MlirDiagnosticHandler of every Context: it renders
// the diagnostic (severity, location, message, notes) into the context's
// sink and reports it handled, so MLIR prints nothing to stderr.
func (l *Library) onDiagnostic(diag uintptr, userData uintptr) uintptr {
	k := l.sinks.get(userData)
	if k == nil {
		return 0
	}
	l.renderDiagnostic(k, userData, diag, "")
	return 1
}

func (l *Library) renderDiagnostic(k *sink, h uintptr, diag uintptr, indent string) {
	sev := l.c.diagnosticGetSeverity(diag)
	name := "diagnostic"
	if sev >= 0 && int(sev) < len(severityNames) {
		name = severityNames[sev]
	}
	k.buf = append(k.buf, indent...)
	k.buf = append(k.buf, name...)
	k.buf = append(k.buf, ": "...)
	l.c.locationPrint(l.c.diagnosticGetLocation(diag), l.stringCB, h)
	k.buf = append(k.buf, ": "...)
	l.c.diagnosticPrint(diag, l.stringCB, h)
	k.buf = append(k.buf, '\n')
	n := l.c.diagnosticGetNumNotes(diag)
	for i := range n {
		l.renderDiagnostic(k, h, l.c.diagnosticGetNote(diag, i), indent+"  ")
	}
}

// llvmDSError and llvmDSWarning are LLVMDiagnosticSeverity values.
const (
	llvmDSError   = 0
	llvmDSWarning = 1
)

// onLLVMDiagnostic is the LLVMDiagnosticHandler of every LLVM context mlirc
// creates. Without it LLVM prints errors to stderr and calls exit(1); with
// it errors and warnings land in the module's sink and become Go errors.
// Remarks and notes are dropped.
func (l *Library) onLLVMDiagnostic(info uintptr, userData uintptr) {
	sev := l.llvm.getDiagInfoSeverity(info)
	if sev != llvmDSError && sev != llvmDSWarning {
		return
	}
	k := l.sinks.get(userData)
	if k == nil {
		return
	}
	if sev == llvmDSError {
		k.buf = append(k.buf, "error: "...)
	} else {
		k.buf = append(k.buf, "warning: "...)
	}
	k.buf = append(k.buf, goString(l.llvm.getDiagInfoDescription(info), l.llvm.disposeMessage)...)
	k.buf = append(k.buf, '\n')
}

// collect runs fn with a fresh sink handle and returns what the C side
// streamed into it.
func (l *Library) collect(fn func(h uintptr)) []byte {
	h, k := l.sinks.open()
	defer l.sinks.close(h)
	fn(h)
	runtime.KeepAlive(k)
	return k.buf
}
