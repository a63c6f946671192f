// Package rocdl is the AMD tail of the GPU path: the gpu.module to ROCDL,
// LLVM bitcode, AMDGPU code and an hsaco (hsaco.go reads and checks
// one); ROCm's device libraries; the compiler identity.
package rocdl

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// sources is the AMD tail's code, which decides what its objects hold
// besides the pipelines' text (code generation, the link, the checks).
//
//go:embed rocdl.go hsaco.go
var sources embed.FS

// pathVersion names the AMD path by its code (stages.SourceHash), so a
// change to it changes every AMD identity with no version to bump.
func pathVersion() string {
	return "mgxport-rocdl:" + stages.SourceHash(sources, "rocdl.go", "hsaco.go")
}

// rocdlABI is the code object ABI the AMD objects use: version 5, which
// every ROCm since 5.x loads and whose implicit kernel arguments every
// ROCm device library of that age or later reads (MLIR's default, 6, needs
// ROCm 6.2 or later).
const rocdlABI = "500"

// ROCmDeviceLibsFlag is the command-line flag that names ROCm's device
// libraries.
const ROCmDeviceLibsFlag = "--rocm-device-libs"

// rocmDeviceLibs are the bitcode files a directory of ROCm device
// libraries must hold: math (ocml) and the kernel library (ockl), which
// reads the workgroup size among others.
var rocmDeviceLibs = []string{"ocml.bc", "ockl.bc"}

// FindROCmDeviceLibs returns the directory of ROCm's device libraries
// (ocml.bc, ockl.bc, ...) to link: flag when given (the bitcode directory
// itself or a ROCm root holding amdgcn/bitcode; it must hold them), else
// the first of rocmDeviceLibCandidates(roots) that does; "" when none
// does (kernels that need them then fail naming the flag). roots are the
// ROCm installs the CLI resolved ($ROCM_PATH, $HIP_PATH).
func FindROCmDeviceLibs(flag string, roots []string) (string, error) {
	if flag != "" {
		for _, d := range []string{flag, filepath.Join(flag, "amdgcn", "bitcode")} {
			if hasDeviceLibs(d) {
				return d, nil
			}
		}
		return "", fmt.Errorf("%s %s: no %s there (nor in its amdgcn/bitcode)", ROCmDeviceLibsFlag, flag, strings.Join(rocmDeviceLibs, ", "))
	}
	for _, d := range rocmDeviceLibCandidates(roots) {
		if hasDeviceLibs(d) {
			return d, nil
		}
	}
	return "", nil
}

// rocmDeviceLibCandidates are where the ROCm installs at roots, ROCm's
// usual place and Debian's rocm-device-libs package put the device
// libraries.
func rocmDeviceLibCandidates(roots []string) []string {
	var out []string
	for _, r := range roots {
		if r != "" {
			out = append(out, filepath.Join(r, "amdgcn", "bitcode"), filepath.Join(r, "lib", "llvm", "amdgcn", "bitcode"))
		}
	}
	return append(out,
		"/opt/rocm/amdgcn/bitcode", "/opt/rocm/lib/llvm/amdgcn/bitcode",
		"/usr/lib/x86_64-linux-gnu/amdgcn/bitcode", "/usr/lib/amdgcn/bitcode", "/usr/lib64/amdgcn/bitcode")
}

func hasDeviceLibs(dir string) bool {
	for _, f := range rocmDeviceLibs {
		if !isRegular(filepath.Join(dir, f)) {
			return false
		}
	}
	return true
}

// DeviceLibsHash hashes the device library files MLIR may link for row
// (names and contents), or is "none" for no directory.
func DeviceLibsHash(dir string, row target.Target) (string, error) {
	if dir == "" {
		return "none", nil
	}
	h := sha256.New()
	files := append(slices.Clone(rocmDeviceLibs), "opencl.bc", "hip.bc", "oclc_isa_version_"+strings.TrimPrefix(row.Chip, "gfx")+".bc")
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if os.IsNotExist(err) && !slices.Contains(rocmDeviceLibs, f) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("ROCm device libraries: %w", err)
		}
		fmt.Fprintf(h, "%s\x00%d\x00", f, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// CompilerIdentity names everything that determines an AMD code
// object's bytes besides its source: the path version, the MLIR library,
// a hash of every GPU pipeline and the default schedule, the target row
// (chip, features, triple, wave size), the ABI and the device libraries
// linked (their hash, or none).
func CompilerIdentity(lib *mlirc.Library, t target.Target, deviceLibs string) string {
	id, err := lib.Identity()
	if err != nil {
		id = "mlir-c/unidentified:" + err.Error()
	}
	dl, err := DeviceLibsHash(deviceLibs, t)
	if err != nil {
		dl = "unreadable"
	}
	return fmt.Sprintf("%s %s pipelines:%s generators:%s schedule:%s target:%s/%s/%s wave:%d abi:%s devicelibs:%.12s",
		pathVersion(), id, stages.PipelinesHash(t, Pipeline(t, "TOOLKIT")), kernelgen.Identity(), kernelgen.DefaultGPUSchedule(t), t.Triple, t.Chip, t.Features, t.Wave, rocdlABI, dl)
}

// Options are the AMD tail's options.
type Options struct {
	// DeviceLibs is the directory of ROCm's device libraries (ocml.bc,
	// ockl.bc), linked into kernels that need them (math, workgroup
	// sizes). Empty: such a kernel is an error naming the flag.
	// FindROCmDeviceLibs resolves the --rocm-device-libs flag and the
	// usual places.
	DeviceLibs string
	// Roots are the ROCm installs the CLI resolved ($ROCM_PATH,
	// $HIP_PATH), for the places missing device libraries were looked
	// for.
	Roots []string
}

// Tail is the AMD tail of the GPU path (stages.Tail): the gpu.module to
// ROCDL and LLVM bitcode (ROCm's device libraries linked as needed),
// AMDGPU code generation and an hsaco link, checked with CheckHSACO, with
// the launch plan. It is safe for concurrent use.
type Tail struct {
	Opts Options

	mu  sync.Mutex
	ids map[[2]string]string // (row, device libraries) → compiler identity
}

// New is the AMD tail with opts.
func New(opts Options) *Tail { return &Tail{Opts: opts, ids: map[[2]string]string{}} }

// Check refuses a row that is not AMD's.
func (tl *Tail) Check(t target.Target) error {
	if t.Kind != target.HIP {
		return fmt.Errorf("compile rocdl: target %s is not an AMD target", t.Name)
	}
	return nil
}

// Kernels is the row's default contraction options (AMD rows have no
// TF32 kernel).
func (tl *Tail) Kernels(t target.Target) kernelgen.Options { return kernelgen.OptionsFor(t) }

// identity is CompilerIdentity of the row and device libraries, computed
// once per pair.
func (tl *Tail) identity(lib *mlirc.Library, t target.Target, deviceLibs string) string {
	k := [2]string{t.Name, deviceLibs}
	tl.mu.Lock()
	defer tl.mu.Unlock()
	if tl.ids[k] == "" {
		tl.ids[k] = CompilerIdentity(lib, t, deviceLibs)
	}
	return tl.ids[k]
}

// Finish lowers m, in gpu.module form, to the finalized object of obj.
func (tl *Tail) Finish(ctx context.Context, w *stages.Worker, m *mlirc.Module, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	opts := tl.Opts
	if err := stages.Step(ctx, func() error { return w.Run(m, "lower to rocdl", LowerPipeline(t)) }); err != nil {
		return nil, err
	}
	need, err := deviceLibUses(m)
	if err != nil {
		return nil, err
	}
	toolkit := ""
	if opts.DeviceLibs != "" {
		var cleanup func()
		if toolkit, cleanup, err = toolkitRoot(opts.DeviceLibs); err != nil {
			return nil, err
		}
		defer cleanup()
	} else if len(need) > 0 {
		return nil, fmt.Errorf("the kernel needs ROCm's device libraries (%s): pass %s DIR (the directory of ocml.bc and ockl.bc), set ROCM_PATH or install Debian's rocm-device-libs (`make deps`) (looked in %s)",
			strings.Join(need, ", "), ROCmDeviceLibsFlag, strings.Join(rocmDeviceLibCandidates(opts.Roots), ", "))
	}
	if err := stages.Step(ctx, func() error { return w.Run(m, "serialize", SerializePipeline(toolkit)) }); err != nil {
		return nil, err
	}
	bc, launches, scratch, err := stages.ReadPlan(m, kind, obj)
	if err != nil {
		return nil, err
	}
	hsaco, err := codegen(ctx, w.Lib(), t, obj.Symbol, bc)
	if err != nil {
		return nil, err
	}
	h, err := ReadHSACO(hsaco)
	if err != nil {
		return nil, err
	}
	if err := CheckHSACO(h, t, launchSigs(launches)); err != nil {
		return nil, err
	}
	fin := *obj
	fin.Format, fin.Target, fin.Payload = codeobj.HSACO, t.Name, hsaco
	fin.Source = obj.ID()
	fin.Compiler = tl.identity(w.Lib(), t, opts.DeviceLibs)
	fin.Launches, fin.Scratch = launches, scratch
	fin.Args = slices.Clone(obj.Args)
	if kind == backend.SourceTOSA {
		fin.Global, fin.Local = [3]int64{}, [3]int64{}
	}
	if err := fin.Validate(); err != nil {
		return nil, err
	}
	return &fin, nil
}

// launchSigs is what CheckHSACO needs of a plan's launches.
func launchSigs(ls []codeobj.Launch) []LaunchSig {
	out := make([]LaunchSig, len(ls))
	for i, l := range ls {
		out[i] = LaunchSig{Symbol: l.Symbol, Args: len(l.Args), Block: l.Block, Shared: l.Shared}
	}
	return out
}

// codegen turns the serialized LLVM bitcode (device libraries linked,
// optimized) into an hsaco: AMDGPU code generation for the row's chip
// into a relocatable object, then a shared-object link (in-process LLD or
// ld.lld-22, as for host objects). No ld.lld of a ROCm install is needed.
func codegen(ctx context.Context, lib *mlirc.Library, t target.Target, name string, bc []byte) ([]byte, error) {
	lm, err := lib.ParseLLVMModule(name+".bc", bc)
	if err != nil {
		return nil, fmt.Errorf("codegen: %w", err)
	}
	defer lm.Close()
	tm, err := lib.NewTargetMachine(mlirc.TargetOptions{Triple: t.Triple, CPU: t.Chip, Features: t.Features, OptLevel: 3})
	if err != nil {
		return nil, fmt.Errorf("codegen: %w", err)
	}
	defer tm.Close()
	o, err := lm.EmitObject(tm)
	if err != nil {
		return nil, fmt.Errorf("codegen: %w", err)
	}
	return host.LinkELF(ctx, lib, "hsaco", o, func(context.Context) (func(out, in string) []string, error) {
		return hsacoLinkArgs, nil
	})
}

// hsacoLinkArgs are the linker arguments that make an hsaco of one object,
// as ROCm's compiler does (-shared), with no build id (the bytes depend
// only on the object and the linker) and no undefined symbol allowed.
func hsacoLinkArgs(out, in string) []string {
	return []string{"-shared", "--build-id=none", "--no-undefined", "-o", out, in}
}

// toolkitRoot returns a directory that holds dir as amdgcn/bitcode (the
// layout gpu-module-to-binary looks for): dir's grandparent when dir is
// already .../amdgcn/bitcode, else a temporary directory with a symbolic
// link, removed by cleanup.
func toolkitRoot(dir string) (string, func(), error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", nil, err
	}
	if filepath.Base(abs) == "bitcode" && filepath.Base(filepath.Dir(abs)) == "amdgcn" && !strings.ContainsAny(abs, " {}") {
		return filepath.Dir(filepath.Dir(abs)), func() {}, nil
	}
	tmp, err := os.MkdirTemp("", "mgxport-rocm-*")
	if err != nil {
		return "", nil, fmt.Errorf("ROCm device libraries: %w", err)
	}
	cleanup := func() { os.RemoveAll(tmp) }
	if err := os.Mkdir(filepath.Join(tmp, "amdgcn"), 0o700); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("ROCm device libraries: %w", err)
	}
	if err := os.Symlink(abs, filepath.Join(tmp, "amdgcn", "bitcode")); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("ROCm device libraries: %w", err)
	}
	return tmp, cleanup, nil
}

// deviceLibUses lists what the lowered gpu.modules take from ROCm's device
// libraries, sorted: the ocml/ockl functions they declare and the
// workgroup and grid sizes they read (which the LLVM IR translation
// lowers to ockl calls).
func deviceLibUses(m *mlirc.Module) ([]string, error) {
	seen := map[string]bool{}
	err := m.Inspect(func(root mlirc.Op) error {
		root.Walk(func(op mlirc.Op) bool {
			name := op.Name()
			switch {
			case name == "llvm.func":
				if n, ok := op.Attr("sym_name").Str(); ok && (strings.HasPrefix(n, "__ocml_") || strings.HasPrefix(n, "__ockl_")) {
					seen[n] = true
				}
				return true
			case strings.HasPrefix(name, "rocdl.workgroup.dim."), strings.HasPrefix(name, "rocdl.grid.dim."):
				seen[name] = true
			}
			return true
		})
		return nil
	})
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	slices.Sort(out)
	return out, err
}

// LowerPipeline is Pipeline without its serialization: the
// gpu.modules in the LLVM dialect with ROCDL ops, for t.
func LowerPipeline(t target.Target) []string {
	p := Pipeline(t, "")
	return p[:len(p)-1]
}

// SerializePipeline is Pipeline's serialization: the LLVM
// bitcode of each gpu.module (format=llvm) with the device libraries of
// the ROCm root toolkit (holding amdgcn/bitcode) linked as needed and
// optimized at the target's level, which codegen then compiles and links.
func SerializePipeline(toolkit string) []string {
	if toolkit == "" {
		return []string{"gpu-module-to-binary{format=llvm}"}
	}
	return []string{"gpu-module-to-binary{format=llvm toolkit=" + toolkit + "}"}
}

// Pipeline lowers every gpu.module to ROCDL for t and serializes it.
// rocdl-attach-target names the chip, features, wave size (the ROCm
// device libraries' wavefrontsize64 switch) and code object ABI; inside
// the kernels: linalg (the per-thread tiles) to loops, strided subviews to
// address arithmetic, then convert-gpu-to-rocdl for the chipset with
// bare-pointer memref parameters (each memref parameter is one global
// pointer). math ops without an AMDGPU instruction become ocml calls. The
// host function is left alone: the plan is read off it.
func Pipeline(t target.Target, toolkit string) []string {
	attach := fmt.Sprintf("rocdl-attach-target{chip=%s triple=%s O=3 abi=%s wave64=%t", t.Chip, t.Triple, rocdlABI, t.Wave == 64)
	if t.Features != "" {
		attach += " features=" + t.Features
	}
	attach += "}"
	return append([]string{
		attach,
		"gpu.module(convert-linalg-to-loops,convert-vector-to-scf,expand-strided-metadata,lower-affine," +
			"convert-scf-to-cf,convert-gpu-to-rocdl{chipset=" + t.Chip + " use-bare-ptr-memref-call-conv=1},canonicalize,cse," +
			"reconcile-unrealized-casts)",
	}, SerializePipeline(toolkit)...)
}

// isRegular reports whether p is a regular file.
func isRegular(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
