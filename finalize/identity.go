package finalize

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/version"
)

// valid reports whether both names are present (a memo holding less is
// damaged).
func validIdentity(id Identity) bool { return id.Compiler != "" && id.Target != "" }

// The identity memo.
//
// Naming the host compiler (host.HostCompilerIdentity, the host target string)
// asks the MLIR library for the LLVM version and LLVM's view of this CPU, so
// it needs the library loaded: 45–240 ms for libMLIR and libLLVM, which a
// finalize whose kernels are all in the cache would spend on nothing else.
// The memo remembers the two names, keyed by a hash of every input they are
// a function of, each of which can be read without loading anything:
//
//   - the MLIR C API library file's bytes (sha256: Library.Identity hashes
//     the same bytes, and the library's code decides everything else it
//     reports);
//   - each shared library it depends on (DT_NEEDED, resolved as the dynamic
//     loader does through DT_RPATH, LD_LIBRARY_PATH, DT_RUNPATH and the
//     system directories): its resolved path, size and modification time.
//     libLLVM decides the LLVM version and the host CPU name and features;
//     an upgrade replaces the file (dpkg sets the packaged mtime), so it
//     changes the key;
//   - this CPU: /proc/cpuinfo's identifying lines of the first processor
//     (vendor, family, model, stepping, model name, feature flags), from
//     which LLVM's host detection derives the CPU name and features (the
//     kernel hides features the OS does not enable, as LLVM's XCR0 check
//     does);
//   - mgxport itself: the host path version, the pipelines hash, the release
//     and the running executable's path, size and modification time, so a
//     rebuilt mgxport that formats the names differently never reads an old
//     memo.
//
// Any change to an input is a different key, hence a miss: the library is
// loaded and the names computed and remembered again. When an input cannot
// be read (no /proc/cpuinfo, an unreadable library) there is no key and the
// library is always loaded. What the memo cannot see — a dependency replaced
// by a file of the same size and mtime, a machine whose cores differ in
// features — would at worst serve kernels compiled by the previous LLVM or
// for a CPU with the same feature flags: valid code for this machine, not
// a wrong result. Callers that open the library anyway compare its names
// with the memo's and trust the library (see Run).
//
// The memo lives in one small file of the kernel cache directory,
// host-identity.json, beside the kernel entries and not among them (it is
// not a kernel: `cache ls`, `stats` and `prune` count kernels). It holds a
// few recent keys (several mgxport builds or libraries may share a cache),
// is written atomically (temporary file and rename; a lost race between two
// writers only costs a later load) and carries a sha256 of its contents: a
// damaged memo is a miss and is rewritten.

// identityMemoSchema versions the memo's key inputs and file format.
const identityMemoSchema = "mgxport-identity-memo/1"

// identityMemoFile is the memo's file name in the cache directory.
const identityMemoFile = "host-identity.json"

// identityMemoCapacity bounds the keys the memo keeps, most recent first.
const identityMemoCapacity = 16

// identityInputs is everything HostIdentity is a function of, read without
// loading the MLIR library. HostIdentityKey hashes it.
type identityInputs struct {
	Schema     string   `json:"schema"`
	Host       string   `json:"host"`       // host path version, pipelines hash, mgxport release
	Executable string   `json:"executable"` // running executable: path, size, mtime
	Library    string   `json:"library"`    // sha256 of the MLIR C API library file
	Deps       []string `json:"deps"`       // per DT_NEEDED: name, resolved path, size, mtime
	CPU        string   `json:"cpu"`        // identifying /proc/cpuinfo lines
}

// key hashes the inputs.
func (in identityInputs) key() string {
	b, _ := json.Marshal(in) // strings only: cannot fail
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// HostIdentityKey returns the identity memo key of the MLIR C API library at
// libPath on this machine, run by this mgxport: the hash of every input the
// HostIdentity of that library is a function of (see the memo's comment).
// It reads the library file and its dependencies' metadata but loads
// nothing. An error means the memo cannot be used (the caller loads the
// library).
func HostIdentityKey(libPath string) (string, error) {
	in, err := gatherIdentityInputs(libPath, "/proc/cpuinfo")
	if err != nil {
		return "", fmt.Errorf("identity memo key: %w", err)
	}
	return in.key(), nil
}

// IdentityKeys memoizes HostIdentityKey per library file for one process:
// the key hashes the whole library (tens of MiB), which a finalize of a
// bucket grid would otherwise do once per bucket. A file is hashed again
// when its stamp (resolved path, size, modification time) changes, so a
// library replaced on disk is keyed anew. The zero value is ready; it is
// safe for concurrent use.
type IdentityKeys struct {
	mu   sync.Mutex
	keys map[string]stampedKey // by the path asked for
}

type stampedKey struct{ stamp, key string }

// Key is HostIdentityKey(libPath), computed once per stamp of the file.
func (k *IdentityKeys) Key(libPath string) (string, error) {
	stamp, err := fileStamp(libPath)
	if err != nil {
		return "", fmt.Errorf("identity memo key: MLIR library: %w", err)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if c, ok := k.keys[libPath]; ok && c.stamp == stamp {
		return c.key, nil
	}
	key, err := HostIdentityKey(libPath)
	if err != nil {
		return "", err
	}
	if k.keys == nil {
		k.keys = map[string]stampedKey{}
	}
	k.keys[libPath] = stampedKey{stamp, key}
	return key, nil
}

// libraryKey is the identity memo key of lib: through its own memo when it
// keeps one (keyedLibrary), else HostIdentityKey of its file.
func libraryKey(lib Library) (string, error) {
	if kl, ok := lib.(keyedLibrary); ok {
		return kl.IdentityKey()
	}
	path, err := lib.Path()
	if err != nil {
		return "", err
	}
	return HostIdentityKey(path)
}

// keyedLibrary is a Library that memoizes its identity memo key (the
// driver's LazyMLIR, through IdentityKeys).
type keyedLibrary interface {
	IdentityKey() (string, error)
}

// gatherIdentityInputs reads the identity inputs of the library at libPath,
// with the CPU described by cpuinfo (a /proc/cpuinfo file).
func gatherIdentityInputs(libPath, cpuinfo string) (identityInputs, error) {
	in := identityInputs{
		Schema: identityMemoSchema,
		Host:   host.PathIdentity() + " mgxport:" + version.Version,
	}
	exe, err := os.Executable()
	if err != nil {
		return in, fmt.Errorf("locate the running executable: %w", err)
	}
	if in.Executable, err = fileStamp(exe); err != nil {
		return in, err
	}
	f, err := os.Open(libPath)
	if err != nil {
		return in, fmt.Errorf("MLIR library: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return in, fmt.Errorf("MLIR library %s: %w", libPath, err)
	}
	in.Library = hex.EncodeToString(h.Sum(nil))
	if in.Deps, err = libraryDeps(f, libPath, os.Getenv("LD_LIBRARY_PATH")); err != nil {
		return in, fmt.Errorf("MLIR library %s: %w", libPath, err)
	}
	if in.CPU, err = cpuIdentity(cpuinfo); err != nil {
		return in, err
	}
	return in, nil
}

// fileStamp names a file by its resolved path, size and modification time.
func fileStamp(path string) (string, error) {
	if r, err := filepath.EvalSymlinks(path); err == nil {
		path = r
	}
	st, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s size=%d mtime=%d", path, st.Size(), st.ModTime().UnixNano()), nil
}

// systemLibDirs are the directories the dynamic loader searches last (its
// cache, ld.so.cache, lists the files in these on Debian and most
// distributions).
func systemLibDirs() []string {
	return []string{
		"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu",
		"/lib/aarch64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
		"/lib64", "/usr/lib64", "/lib", "/usr/lib",
	}
}

// libraryDeps stamps each shared library that the ELF file f (at path)
// needs, resolved as the dynamic loader would: DT_RPATH when there is no
// DT_RUNPATH, then LD_LIBRARY_PATH (ldLibraryPath), then DT_RUNPATH, then the
// system directories; $ORIGIN is the library's directory. A dependency not
// found is recorded by name (the loader will find it somewhere the memo
// cannot see, or fail the load: either way not a reason to refuse the memo,
// and its name still keys it).
func libraryDeps(f io.ReaderAt, path, ldLibraryPath string) ([]string, error) {
	e, err := elf.NewFile(f)
	if err != nil {
		return nil, fmt.Errorf("read ELF: %w", err)
	}
	defer e.Close()
	needed, err := e.DynString(elf.DT_NEEDED)
	if err != nil {
		return nil, fmt.Errorf("read DT_NEEDED: %w", err)
	}
	runpath, err := e.DynString(elf.DT_RUNPATH)
	if err != nil {
		return nil, fmt.Errorf("read DT_RUNPATH: %w", err)
	}
	rpath, err := e.DynString(elf.DT_RPATH)
	if err != nil {
		return nil, fmt.Errorf("read DT_RPATH: %w", err)
	}
	origin := filepath.Dir(path)
	if abs, err := filepath.Abs(origin); err == nil {
		origin = abs
	}
	split := func(lists []string) []string {
		var dirs []string
		for _, l := range lists {
			for _, d := range strings.Split(l, ":") {
				if d == "" {
					continue
				}
				d = strings.ReplaceAll(d, "${ORIGIN}", origin)
				d = strings.ReplaceAll(d, "$ORIGIN", origin)
				dirs = append(dirs, d)
			}
		}
		return dirs
	}
	var search []string
	if len(runpath) == 0 {
		search = append(search, split(rpath)...)
	}
	search = append(search, split([]string{ldLibraryPath})...)
	search = append(search, split(runpath)...)
	search = append(search, systemLibDirs()...)
	deps := make([]string, 0, len(needed))
	for _, name := range needed {
		stamp := name + " unresolved"
		if strings.Contains(name, "/") {
			if s, err := fileStamp(name); err == nil {
				stamp = name + " " + s
			}
		} else {
			for _, d := range search {
				if s, err := fileStamp(filepath.Join(d, name)); err == nil {
					stamp = name + " " + s
					break
				}
			}
		}
		deps = append(deps, stamp)
	}
	return deps, nil
}

// cpuInfoKeys returns the /proc/cpuinfo fields that identify a CPU model
// and its enabled features (x86 and Arm names); the rest (clock, core
// numbers, bogomips) varies between cores and over time.
func cpuInfoKeys() []string {
	return []string{
		"vendor_id", "cpu family", "model", "model name", "stepping", "flags",
		"CPU implementer", "CPU architecture", "CPU variant", "CPU part", "CPU revision", "Features",
	}
}

// cpuIdentity returns the identifying lines of the first processor in the
// cpuinfo file, in file order. It fails when the file names no feature list
// (flags or Features): without one the memo could not tell CPUs apart.
func cpuIdentity(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("CPU identity: %w", err)
	}
	defer f.Close()
	var b strings.Builder
	keys := cpuInfoKeys()
	features := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20) // flags lines are long
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			if b.Len() > 0 {
				break // the end of the first processor's block
			}
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		k = strings.TrimSpace(k)
		if !slices.Contains(keys, k) {
			continue
		}
		features = features || k == "flags" || k == "Features"
		fmt.Fprintf(&b, "%s: %s\n", k, strings.TrimSpace(v))
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("CPU identity: read %s: %w", path, err)
	}
	if !features {
		return "", fmt.Errorf("CPU identity: %s lists no CPU feature flags", path)
	}
	return b.String(), nil
}

// IdentityMemo is the remembered HostIdentity of MLIR libraries on this
// machine, in a kernel cache directory (see the memo's comment above).
// Safe for concurrent use by goroutines and processes.
type IdentityMemo struct {
	path string
}

// NewIdentityMemo returns the memo of the kernel cache in dir.
func NewIdentityMemo(dir string) *IdentityMemo {
	return &IdentityMemo{path: filepath.Join(dir, identityMemoFile)}
}

// Path returns the memo's file.
func (m *IdentityMemo) Path() string { return m.path }

// memoRecord is one remembered identity.
type memoRecord struct {
	Key string `json:"key"`
	HostIdentity
	Remembered time.Time `json:"remembered"`
}

// memoFile is the memo file: the records, most recent first, and the hex
// sha256 of their JSON encoding.
type memoFile struct {
	Schema  string       `json:"schema"`
	Records []memoRecord `json:"records"`
	Sum     string       `json:"sha256"`
}

func recordsSum(recs []memoRecord) string {
	b, _ := json.Marshal(recs) // strings and times only: cannot fail
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// maxMemoFileSize bounds what a reader accepts (the file holds at most
// identityMemoCapacity short records).
const maxMemoFileSize = 1 << 20

// errMemoDamaged marks a memo file that failed verification.
var errMemoDamaged = errors.New("identity memo damaged")

// read returns the memo's records; a missing file is none, a damaged one
// errMemoDamaged.
func (m *IdentityMemo) read() ([]memoRecord, error) {
	b, err := os.ReadFile(m.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("identity memo: %w", err)
	}
	if len(b) > maxMemoFileSize {
		return nil, fmt.Errorf("%w: %d bytes", errMemoDamaged, len(b))
	}
	var f memoFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: %v", errMemoDamaged, err)
	}
	if f.Schema != identityMemoSchema || f.Sum != recordsSum(f.Records) {
		return nil, fmt.Errorf("%w: schema %q or checksum mismatch", errMemoDamaged, f.Schema)
	}
	return f.Records, nil
}

// Lookup returns the identity remembered under key. A missing or damaged
// memo is a miss (a damaged one is replaced by the next Remember); err
// reports only a memo that could not be read (the caller may warn).
func (m *IdentityMemo) Lookup(key string) (id HostIdentity, ok bool, err error) {
	recs, err := m.read()
	if errors.Is(err, errMemoDamaged) {
		return id, false, nil
	}
	if err != nil {
		return id, false, err
	}
	for _, r := range recs {
		if r.Key == key && validIdentity(r.HostIdentity) {
			return r.HostIdentity, true, nil
		}
	}
	return id, false, nil
}

// Remember stores id under key, most recent first, keeping at most
// identityMemoCapacity keys. The file is replaced atomically.
func (m *IdentityMemo) Remember(key string, id HostIdentity) error {
	if key == "" || !validIdentity(id) {
		return fmt.Errorf("identity memo: refusing to remember key %q as %+v", key, id)
	}
	recs, err := m.read()
	if err != nil && !errors.Is(err, errMemoDamaged) {
		return err
	}
	recs = slices.DeleteFunc(recs, func(r memoRecord) bool { return r.Key == key })
	recs = slices.Insert(recs, 0, memoRecord{Key: key, HostIdentity: id, Remembered: time.Now().UTC().Round(0)})
	if len(recs) > identityMemoCapacity {
		recs = recs[:identityMemoCapacity]
	}
	b, err := json.MarshalIndent(memoFile{Schema: identityMemoSchema, Records: recs, Sum: recordsSum(recs)}, "", "  ")
	if err != nil {
		return fmt.Errorf("identity memo: %w", err)
	}
	dir := filepath.Dir(m.path)
	tmp, err := os.CreateTemp(dir, ".host-identity-*.tmp")
	if err != nil {
		return fmt.Errorf("identity memo: %w", err)
	}
	defer os.Remove(tmp.Name()) // after a successful rename, a no-op
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("identity memo: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("identity memo: write %s: %w", tmp.Name(), err)
	}
	if err := os.Rename(tmp.Name(), m.path); err != nil {
		return fmt.Errorf("identity memo: %w", err)
	}
	return nil
}
