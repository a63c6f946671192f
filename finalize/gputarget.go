package finalize

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/fxamacker/cbor/v2"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/nvvm"
	"github.com/mgxport/mgxport/finalize/gpu/rocdl"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/pool"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// gpuTarget is the Target of a GPU row: kernels become device code with a
// launch plan on a pool of workers (one MLIR context each) opened from the
// MLIR library on first need. What differs between vendors is its
// gpuBackend. Its identity is remembered in the IdentityMemo of MemoDir
// under a key of its own (library, row, device library), beside the
// host's, so a warm GPU finalize loads nothing either.
type gpuTarget struct {
	row     target.Target
	lib     Library
	jobs    int
	memoDir string
	be      gpuBackend
	tuning  *gpuTuning // nil: the default schedule

	mu   sync.Mutex
	pool *gpuPool
}

// gpuBackend is what one GPU vendor's Target adds to the shared machinery:
// its device library, its compiler's identity and its workers.
type gpuBackend struct {
	// name prefixes the identity memo's key ("nvvm", "rocdl").
	name string
	// devlib is the device library linked (a file or a directory), ""
	// when none was found; devlibHash names its content for the memo
	// ("none" without one).
	devlib     string
	devlibHash func() (string, error)
	// tf32 says TF32 contractions are allowed (Config.AllowTF32): it
	// keys the identity memo and the contractions' options.
	tf32 bool
	// identity names the compiler (the objects' Compiler).
	identity func(lib *mlirc.Library) string
	// newTail makes the vendor's tail, once per pool.
	newTail func() stages.Tail
}

// fileHash is the hex sha256 of a file's bytes, or "none" for no file.
func fileHash(path string) (string, error) {
	if path == "" {
		return "none", nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:]), nil
}

func newNVVM(row target.Target, cfg Config) (*gpuTarget, error) {
	ld, err := nvvm.FindLibdevice(cfg.Libdevice, cfg.CUDAPath)
	if err != nil {
		return nil, err
	}
	ptxas, err := nvvm.FindPtxas(cfg.Ptxas, cfg.CUDAPath)
	if err != nil {
		return nil, err
	}
	var ptxasOnce sync.Once
	var ptxasID string
	ptxasIdentity := func() string {
		ptxasOnce.Do(func() { ptxasID = ptxas.Identity() })
		return ptxasID
	}
	be := gpuBackend{
		name: "nvvm", devlib: ld, tf32: cfg.AllowTF32,
		// The memo names the assembler by its stamp, which runs nothing.
		devlibHash: func() (string, error) {
			h, err := fileHash(ld)
			return h + "\x00" + ptxas.Stamp, err
		},
		identity: func(lib *mlirc.Library) string {
			id := nvvm.Identity(lib, row, ld, cfg.AllowTF32)
			if ptxas.Path != "" {
				id += " " + ptxasIdentity()
			}
			return id
		},
		newTail: func() stages.Tail {
			opts := nvvm.Options{Libdevice: ld, CUDAPath: cfg.CUDAPath, AllowTF32: cfg.AllowTF32}
			if ptxas.Path != "" {
				opts.Ptxas, opts.PtxasID = ptxas, ptxasIdentity()
			}
			return nvvm.New(opts)
		},
	}
	return newGPUTarget(row, cfg, be)
}

// newGPUTarget makes the target of a GPU row compiling with be, tuning on
// the device cfg.Tune names for the row when tuning.
func newGPUTarget(row target.Target, cfg Config, be gpuBackend) (*gpuTarget, error) {
	return &gpuTarget{row: row, lib: cfg.Library, jobs: cfg.Jobs, memoDir: cfg.MemoDir, be: be, tuning: newGPUTuning(row, cfg.Tune)}, nil
}

func newROCDL(row target.Target, cfg Config) (*gpuTarget, error) {
	dl, err := rocdl.FindROCmDeviceLibs(cfg.ROCmDeviceLibs, cfg.ROCmRoots)
	if err != nil {
		return nil, err
	}
	be := gpuBackend{
		name: "rocdl", devlib: dl,
		devlibHash: func() (string, error) { return rocdl.DeviceLibsHash(dl, row) },
		identity:   func(lib *mlirc.Library) string { return rocdl.CompilerIdentity(lib, row, dl) },
		newTail:    func() stages.Tail { return rocdl.New(rocdl.Options{DeviceLibs: dl, Roots: cfg.ROCmRoots}) },
	}
	return newGPUTarget(row, cfg, be)
}

func (n *gpuTarget) Row() target.Target { return n.row }

// Pick takes the variant of the target's wave size (32 on NVIDIA and
// RDNA, 64 on CDNA), or a wave-independent one.
func (n *gpuTarget) Pick(variants []*codeobj.Object) (*codeobj.Object, error) {
	return PickVariant(variants, n.row.Wave)
}

// Source returns TOSA bytecode as it is and raises SPIR-V into the gpu
// dialect at the target's wave size.
func (n *gpuTarget) Source(o *codeobj.Object) (Input, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		return Input{Module: o.Payload, Kind: SourceTOSA, Object: o}, nil
	case codeobj.AMDGCNSPIRV:
		src, err := raise.GPU(o.Payload, o.Symbol, n.row.Wave, raiseArgs(o))
		if err != nil {
			return Input{}, err
		}
		return Input{Module: []byte(src), Kind: SourceGPU, Object: o}, nil
	}
	return Input{}, fmt.Errorf("%s object %s is not portable", o.Format, o.Symbol)
}

// memoKey keys the target's identity in the memo: the host key of the
// library file (its bytes, dependencies, mgxport), the row and the device
// library linked.
func (n *gpuTarget) memoKey() string {
	if n.memoDir == "" || n.lib == nil {
		return ""
	}
	key, err := libraryKey(n.lib)
	if err != nil {
		return ""
	}
	ld, err := n.be.devlibHash()
	if err != nil {
		return ""
	}
	h := sha256.Sum256([]byte(key + "\x00" + n.row.Name + "\x00" + n.row.Triple + "\x00" + n.row.Chip + "\x00" + n.row.Features + "\x00" + ld))
	name := n.be.name
	if n.be.tf32 {
		name += "-tf32" // a TF32 build's identity differs: never take an exact one's
	}
	return name + ":" + hex.EncodeToString(h[:])
}

func (n *gpuTarget) Remembered(warn func(error)) (Identity, bool) {
	return rememberedIdentity(n.memoDir, n.memoKey(), warn)
}

func (n *gpuTarget) Open(ctx context.Context, warn func(error)) (Pool, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.pool != nil {
		return n.pool, nil
	}
	if n.lib == nil {
		return nil, errors.New("no MLIR library to compile with")
	}
	before := n.memoKey()
	lib, err := n.lib.Open()
	if err != nil {
		return nil, err
	}
	n.pool = newGPUPool(lib, n.row, n.be, n.jobs)
	n.pool.tuning = n.tuning
	if key := n.memoKey(); key != "" && (before == "" || key == before) {
		if err := NewIdentityMemo(n.memoDir).Remember(key, n.pool.id); err != nil {
			warn(err)
		}
	}
	return n.pool, nil
}

// KeyParts keys a kernel by its module and, for a raised kernel, the
// launch sizes its plan is made from; a tuned TOSA kernel also by the
// strategy and the device it was measured on.
func (n *gpuTarget) KeyParts(id Identity, in Input) kcache.KeyParts {
	obj := kcache.ContentHash(in.Module) + "/" + in.Kind.String()
	if in.Kind == SourceGPU && in.Object != nil {
		obj += fmt.Sprintf("/g%v/l%v", in.Object.Global, in.Object.Local)
	}
	k := kcache.KeyParts{CodeObject: obj, Target: id.Target, Compiler: id.Compiler, Tuning: "default"}
	if n.tuning != nil && in.Kind == SourceTOSA {
		k.Tuning, k.Device = string(n.tuning.opts.Strategy), n.tuning.dev.ID
		if len(n.tuning.opts.Only) > 0 {
			k.Tuning += "+only=" + strings.Join(n.tuning.opts.Only, ",") // a restricted search's winner is no tuning's
		}
	}
	return k
}

// gpuPayload is what the pool's compile makes and the kernel cache
// holds: the device code (PTX, hsaco) and its launch plan.
type gpuPayload struct {
	Code     []byte           `cbor:"1,keyasint"`
	Launches []codeobj.Launch `cbor:"2,keyasint"`
	Scratch  []int64          `cbor:"3,keyasint,omitempty"`
	// Format is the code's format when it is not the row's (a cubin
	// assembled from an NVIDIA row's PTX).
	Format codeobj.Format `cbor:"4,keyasint,omitempty"`
}

var gpuEnc = func() cbor.EncMode {
	m, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		panic(err)
	}
	return m
}()

// Object is the row's object of o made from a payload (compiled, or read
// from the cache and so checked like any untrusted object).
func (n *gpuTarget) Object(o *codeobj.Object, payload []byte, id Identity) (*codeobj.Object, error) {
	var p gpuPayload
	if err := cbor.Unmarshal(payload, &p); err != nil {
		return nil, fmt.Errorf("%s payload of %s: %w", n.row.Name, o.Symbol, err)
	}
	format := n.row.Format
	switch p.Format {
	case "", format:
	case codeobj.Cubin:
		if n.row.Kind != target.CUDA {
			return nil, fmt.Errorf("%s payload of %s: a cubin for a non-NVIDIA target", n.row.Name, o.Symbol)
		}
		if err := nvvm.CheckCubin(p.Code, stages.LaunchSymbols(p.Launches)); err != nil {
			return nil, fmt.Errorf("%s payload of %s: %w", n.row.Name, o.Symbol, err)
		}
		format = p.Format
	default:
		return nil, fmt.Errorf("%s payload of %s: format %q", n.row.Name, o.Symbol, p.Format)
	}
	out := &codeobj.Object{
		Format: format, Target: n.row.Name, Symbol: o.Symbol, Args: o.Args,
		Global: o.Global, Local: o.Local, Source: o.ID(), Compiler: id.Compiler,
		Payload: p.Code, Launches: p.Launches, Scratch: p.Scratch,
	}
	if len(p.Code) == 0 || len(p.Launches) == 0 {
		return nil, fmt.Errorf("%s payload of %s: no code or no launch", n.row.Name, o.Symbol)
	}
	if err := out.Validate(); err != nil {
		return nil, err
	}
	return out, nil
}

func (n *gpuTarget) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.pool != nil {
		n.pool.close()
		n.pool = nil
	}
	return n.tuning.close()
}

// gpuPool runs a GPU target's compiles on its workers (pool.Pool: one
// MLIR context each, recycled after pool.RecycleAfter kernels as the host
// Compiler's are), lowering with the target's vendor tail.
type gpuPool struct {
	lib     *mlirc.Library
	row     target.Target
	be      gpuBackend
	tail    stages.Tail
	id      Identity
	workers *pool.Pool[*stages.Worker]
	tuning  *gpuTuning // nil: no tuning
}

func newGPUPool(lib *mlirc.Library, row target.Target, be gpuBackend, jobs int) *gpuPool {
	return &gpuPool{
		lib: lib, row: row, be: be, tail: be.newTail(),
		id: Identity{Compiler: be.identity(lib), Target: row.Triple + "/" + row.Chip + "/" + row.Features},
		workers: pool.New(jobs, func() (*stages.Worker, error) {
			w, err := stages.NewWorker(lib)
			if err != nil {
				return nil, fmt.Errorf("compile %s: %w", row.Name, err)
			}
			return w, nil
		}, (*stages.Worker).Close),
	}
}

func (p *gpuPool) Identity() Identity { return p.id }
func (p *gpuPool) Workers() int       { return p.workers.Workers() }

func (p *gpuPool) Compile(ctx context.Context, in Input) ([]byte, PhaseTimes, error) {
	payload, times, _, err := p.compileTuned(ctx, in)
	return payload, times, err
}

// compileTuned is Compile, also saying whether a budget cut the kernel's
// tuning short (tunedPool).
func (p *gpuPool) compileTuned(ctx context.Context, in Input) ([]byte, PhaseTimes, bool, error) {
	if in.Object == nil {
		return nil, PhaseTimes{}, false, fmt.Errorf("compile %s: input without its portable object", p.be.name)
	}
	t0 := time.Now()
	var obj *codeobj.Object
	var partial bool
	var err error
	if p.tuning != nil && in.Kind == SourceTOSA {
		obj, partial, _, err = p.tune(ctx, in)
	} else {
		obj, err = p.compileOne(ctx, in)
	}
	if err != nil {
		return nil, PhaseTimes{}, false, err
	}
	payload, err := p.payload(obj)
	if err != nil {
		return nil, PhaseTimes{}, false, err
	}
	return payload, PhaseTimes{Kernels: 1, Lower: time.Since(t0)}, partial, nil
}

// payload is what the cache holds of a compiled object (gpuPayload).
func (p *gpuPool) payload(obj *codeobj.Object) ([]byte, error) {
	p0 := gpuPayload{Code: obj.Payload, Launches: obj.Launches, Scratch: obj.Scratch}
	if obj.Format != p.row.Format {
		p0.Format = obj.Format
	}
	return gpuEnc.Marshal(p0)
}

// compileOne compiles in with the default schedule on a pooled worker.
func (p *gpuPool) compileOne(ctx context.Context, in Input) (*codeobj.Object, error) {
	l, err := p.workers.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	obj, err := l.W.Compile(ctx, p.tail, in.Module, in.Kind, p.row, in.Object)
	p.workers.Release(l, err != nil)
	return obj, err
}

func (p *gpuPool) close() { p.workers.Close() }
