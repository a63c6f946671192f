// Package nvvm is the NVIDIA tail of the GPU path: the gpu.module to
// NVVM, PTX and (with ptxas) cubin; libdevice or the built-in device math
// (math.go); the compiler identity.
package nvvm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// sources is the NVIDIA tail's code, which decides what its objects hold
// besides the pipelines' text (device math, the checks and packaging).
//
//go:embed nvvm.go math.go ptxas.go
var sources embed.FS

// pathVersion names the NVIDIA path by its code (stages.SourceHash), so a
// change to it changes every NVIDIA identity with no version to bump.
func pathVersion() string {
	return "mgxport-nvvm:" + stages.SourceHash(sources, "nvvm.go", "math.go", "ptxas.go")
}

// Options are the NVIDIA tail's options.
type Options struct {
	// Libdevice is the path of libdevice.10.bc, linked into kernels whose
	// math needs it (exp, log, tanh, erf, pow, sin, ...). Empty: such a
	// kernel is an error naming the flag. FindLibdevice resolves the
	// --libdevice flag and the CUDA toolkit's usual places.
	Libdevice string
	// Ptxas, when set, assembles the PTX into a cubin for the target's
	// arch (FindPtxas); PtxasID is its Identity, computed once.
	Ptxas   Ptxas
	PtxasID string
	// CUDAPath is the CUDA toolkit root the CLI resolved ($CUDA_PATH), for
	// the places a missing libdevice was looked for; "" for none.
	CUDAPath string
	// AllowTF32 lets fp32 contractions round their operands to TF32 and
	// use the matrix units (kernelgen's mma.go); the target row must have TF32
	// units. It is part of the compiler identity.
	AllowTF32 bool
}

// Identity is CompilerIdentity of a build that may (tf32) use
// the TF32 kernel: TF32 objects name the kernel's version and tilings,
// so they never share cache entries with exact ones.
func Identity(lib *mlirc.Library, t target.Target, libdevice string, tf32 bool) string {
	id := CompilerIdentity(lib, t, libdevice)
	if tf32 {
		id += backend.TF32Mark + kernelgen.TF32Identity()
	}
	return id
}

// LibdeviceFlag is the command-line flag that names libdevice.
const LibdeviceFlag = "--libdevice"

// FindLibdevice returns the libdevice to link: flag when given (it must
// exist), else cudaPath/nvvm/libdevice/libdevice.10.bc, else
// /usr/local/cuda/nvvm/libdevice/libdevice.10.bc; "" when none exists
// (kernels that need it then fail naming the flag).
func FindLibdevice(flag, cudaPath string) (string, error) {
	if flag != "" {
		if !isRegular(flag) {
			return "", fmt.Errorf("%s %s: no such file", LibdeviceFlag, flag)
		}
		return flag, nil
	}
	for _, p := range libdeviceCandidates(cudaPath) {
		if isRegular(p) {
			return p, nil
		}
	}
	return "", nil
}

// libdeviceCandidates are where the CUDA toolkit at cudaPath (the CLI's
// $CUDA_PATH; "" for none) and its usual place hold libdevice.
func libdeviceCandidates(cudaPath string) []string {
	var out []string
	if cudaPath != "" {
		out = append(out, filepath.Join(cudaPath, "nvvm", "libdevice", "libdevice.10.bc"))
	}
	return append(out, "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc")
}

func isRegular(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// CompilerIdentity names everything that determines an NVIDIA code
// object's bytes besides its source: the path version, the MLIR library,
// a hash of every GPU pipeline and the default schedule, the target row
// (chip, features, triple) and the libdevice linked (its hash, or none).
func CompilerIdentity(lib *mlirc.Library, t target.Target, libdevice string) string {
	id, err := lib.Identity()
	if err != nil {
		id = "mlir-c/unidentified:" + err.Error()
	}
	ld := "none/builtin-math:" + deviceMathID()
	if libdevice != "" {
		if b, err := os.ReadFile(libdevice); err == nil {
			s := sha256.Sum256(b)
			ld = hex.EncodeToString(s[:])[:12]
		} else {
			ld = "unreadable"
		}
	}
	return fmt.Sprintf("%s %s pipelines:%s generators:%s schedule:%s target:%s/%s/%s libdevice:%s",
		pathVersion(), id, stages.PipelinesHash(t, Pipeline(t, "LIBDEVICE")), kernelgen.Identity(), kernelgen.DefaultGPUSchedule(t), t.Triple, t.Chip, t.Features, ld)
}

// Tail is the NVIDIA tail of the GPU path (stages.Tail): the gpu.module to
// NVVM and PTX (libdevice or the built-in device math linked), assembled
// into a cubin when ptxas is given, with the launch plan. The result is a
// ptx (or cubin) object.
type Tail struct {
	Opts Options
}

// New is the NVIDIA tail with opts.
func New(opts Options) *Tail { return &Tail{Opts: opts} }

// Check refuses a row that is not NVIDIA's, and TF32 on a row without
// TF32 units.
func (tl *Tail) Check(t target.Target) error {
	if t.Kind != target.CUDA {
		return fmt.Errorf("compile nvvm: target %s is not an NVIDIA target", t.Name)
	}
	if tl.Opts.AllowTF32 {
		if err := backend.CheckTF32(t); err != nil {
			return err
		}
	}
	return nil
}

// Kernels is the row's default contraction options, TF32 as allowed.
func (tl *Tail) Kernels(t target.Target) kernelgen.Options {
	o := kernelgen.OptionsFor(t)
	o.TF32 = tl.Opts.AllowTF32
	return o
}

// Finish lowers m, in gpu.module form, to the finalized object of obj.
func (tl *Tail) Finish(ctx context.Context, w *stages.Worker, m *mlirc.Module, kind backend.SourceKind, t target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	opts := tl.Opts
	if err := stages.Step(ctx, func() error { return w.Run(m, "lower to nvvm", LowerPipeline(t)) }); err != nil {
		return nil, err
	}
	need, err := libdeviceCalls(m)
	if err != nil {
		return nil, err
	}
	libdevice, link := "", ""
	if len(need) > 0 {
		switch _, missing := deviceMathModule(need); {
		case opts.Libdevice != "":
			libdevice, link = opts.Libdevice, opts.Libdevice
		case len(missing) == 0:
			dir, err := host.TempDir("mgxport-nvvm")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(dir)
			if link, err = writeDeviceMath(dir, need); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("the kernel's math needs libdevice (%s): pass %s PATH/libdevice.10.bc or set CUDA_PATH (looked in %s)",
				strings.Join(missing, ", "), LibdeviceFlag, strings.Join(libdeviceCandidates(opts.CUDAPath), ", "))
		}
	}
	if err := stages.Step(ctx, func() error { return w.Run(m, "serialize", SerializePipeline(link)) }); err != nil {
		return nil, err
	}
	ptx, launches, scratch, err := stages.ReadPlan(m, kind, obj)
	if err != nil {
		return nil, err
	}
	for _, l := range launches {
		if !bytes.Contains(ptx, []byte(".entry "+l.Symbol+"(")) {
			return nil, fmt.Errorf("PTX has no entry %s", l.Symbol)
		}
	}
	if i := bytes.Index(ptx, []byte(".extern .func")); i >= 0 {
		end := bytes.IndexByte(ptx[i:], '\n')
		if end < 0 {
			end = len(ptx) - i
		}
		return nil, fmt.Errorf("PTX still calls an external function: %s", ptx[i:i+end])
	}
	ptx = capSetmaxnreg(ptx)
	fin := *obj
	fin.Format, fin.Target, fin.Payload = codeobj.PTX, t.Name, ptx
	fin.Source = obj.ID()
	fin.Compiler = Identity(w.Lib(), t, libdevice, opts.AllowTF32)
	if opts.Ptxas.Path != "" {
		cubin, err := opts.Ptxas.assemble(ctx, t.Chip, ptx, stages.LaunchSymbols(launches))
		if err != nil {
			return nil, err
		}
		fin.Format, fin.Payload = codeobj.Cubin, cubin
		fin.Compiler += " " + opts.PtxasID
	}
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

// LowerPipeline is Pipeline without its serialization: the
// gpu.modules in the LLVM dialect with NVVM ops, for t.
func LowerPipeline(t target.Target) []string {
	p := Pipeline(t, "")
	return p[:len(p)-1]
}

// SerializePipeline is Pipeline's serialization to PTX, linking
// the device library link (libdevice or the built-in device math) when
// given.
func SerializePipeline(link string) []string {
	if link == "" {
		return []string{"gpu-module-to-binary{format=isa}"}
	}
	return []string{"gpu-module-to-binary{format=isa l=" + link + "}"}
}

// libdeviceCalls lists the libdevice functions (__nv_*) the lowered
// gpu.modules declare, sorted.
func libdeviceCalls(m *mlirc.Module) ([]string, error) {
	seen := map[string]bool{}
	err := m.Inspect(func(root mlirc.Op) error {
		root.Walk(func(op mlirc.Op) bool {
			if op.Name() != "llvm.func" {
				return true
			}
			if n, ok := op.Attr("sym_name").Str(); ok && strings.HasPrefix(n, "__nv_") {
				seen[n] = true
			}
			return false
		})
		return nil
	})
	var out []string
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, err
}

// Pipeline lowers every gpu.module to NVVM for t and serializes it to
// PTX (format=isa) in a gpu.binary. Inside the kernels: linalg (the
// per-thread tiles) to loops, strided subviews to plain address
// arithmetic, then convert-gpu-to-nvvm with bare-pointer memref
// parameters (each memref parameter is one device pointer) and
// convert-nvvm-to-llvm (NVVM ops that are PTX text: wgmma). math ops
// without an NVPTX instruction become libdevice calls (__nv_expf, ...);
// libdevice, when given, is linked at serialization. The host function is
// left alone: the plan is read off it.
func Pipeline(t target.Target, libdevice string) []string {
	attach := fmt.Sprintf("nvvm-attach-target{chip=%s features=%s triple=%s O=3", t.Chip, t.Features, t.Triple)
	if libdevice != "" {
		attach += " l=" + libdevice
	}
	attach += "}"
	return []string{
		attach,
		"gpu.module(convert-linalg-to-loops,convert-vector-to-scf,expand-strided-metadata,lower-affine," +
			"convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},convert-nvvm-to-llvm,canonicalize,cse," +
			"reconcile-unrealized-casts)",
		"gpu-module-to-binary{format=isa}",
	}
}

// capSetmaxnreg gives every entry that reallocates registers between its
// warpgroups (setmaxnreg: the warp-specialized half kernel, kernelgen's
// wgmma16ws.go) a register cap at entry, which setmaxnreg needs to take
// effect: `.minnctapersm 1` beside the `.maxntid` the lowering writes
// (what CUDA C++'s __launch_bounds__(threads, 1) gives), so the assembler
// allots the block's whole register file and the warpgroups' setmaxnreg
// moves registers within it. MLIR's gpu.launch has no attribute that
// reaches the outlined kernel, hence the edit of the PTX text.
func capSetmaxnreg(ptx []byte) []byte {
	if !bytes.Contains(ptx, []byte("setmaxnreg.")) {
		return ptx
	}
	entries := bytes.Split(ptx, []byte(".entry "))
	for i := 1; i < len(entries); i++ {
		e := entries[i]
		body := bytes.IndexByte(e, '{')
		if body < 0 || !bytes.Contains(e, []byte("setmaxnreg.")) || bytes.Contains(e[:body], []byte(".minnctapersm")) {
			continue
		}
		at := bytes.Index(e[:body], []byte("\n.maxntid "))
		if at < 0 {
			continue
		}
		end := at + 1 + bytes.IndexByte(e[at+1:], '\n')
		entries[i] = slices.Concat(e[:end], []byte("\n.minnctapersm 1"), e[end:])
	}
	return bytes.Join(entries, []byte(".entry "))
}
