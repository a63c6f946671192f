package finalize

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/fxamacker/cbor/v2"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// nvvmTarget is the Target of an NVIDIA row: kernels become PTX with a
// launch plan (CompileNVVM) on a pool of NVVMWorkers opened from the MLIR
// library on first need. Its identity is remembered in the IdentityMemo of
// MemoDir under a key of its own (library, row, libdevice), beside the
// host's, so a warm GPU finalize loads nothing either.
type nvvmTarget struct {
	row       target.Target
	lib       Library
	jobs      int
	memoDir   string
	libdevice string // "" when none was found

	mu   sync.Mutex
	pool *nvvmPool
}

func newNVVM(row target.Target, cfg Config) (*nvvmTarget, error) {
	ld, err := FindLibdevice(cfg.Libdevice)
	if err != nil {
		return nil, err
	}
	return &nvvmTarget{row: row, lib: cfg.Library, jobs: cfg.Jobs, memoDir: cfg.MemoDir, libdevice: ld}, nil
}

func (n *nvvmTarget) Row() target.Target { return n.row }

// Pick takes the variant of the target's wave size (32), or a
// wave-independent one.
func (n *nvvmTarget) Pick(variants []*codeobj.Object) (*codeobj.Object, error) {
	return PickVariant(variants, n.row.Wave)
}

// Source returns TOSA bytecode as it is and raises SPIR-V into the gpu
// dialect at the target's wave size.
func (n *nvvmTarget) Source(o *codeobj.Object) (Input, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		return Input{Module: o.Payload, Kind: SourceTOSA, Object: o}, nil
	case codeobj.AMDGCNSPIRV:
		args := make([]raise.ArgInfo, len(o.Args))
		for i, a := range o.Args {
			args[i] = raise.ArgInfo{DType: a.DType, Elems: a.Elems()}
		}
		src, err := raise.GPU(o.Payload, o.Symbol, n.row.Wave, args)
		if err != nil {
			return Input{}, err
		}
		return Input{Module: []byte(src), Kind: SourceGPU, Object: o}, nil
	}
	return Input{}, fmt.Errorf("%s object %s is not portable", o.Format, o.Symbol)
}

// memoKey keys the target's identity in the memo: the host key of the
// library file (its bytes, dependencies, mgxport), the row and the
// libdevice linked.
func (n *nvvmTarget) memoKey() string {
	if n.memoDir == "" || n.lib == nil {
		return ""
	}
	path, err := n.lib.Path()
	if err != nil {
		return ""
	}
	key, err := HostIdentityKey(path)
	if err != nil {
		return ""
	}
	ld := "none"
	if n.libdevice != "" {
		b, err := os.ReadFile(n.libdevice)
		if err != nil {
			return ""
		}
		s := sha256.Sum256(b)
		ld = hex.EncodeToString(s[:])
	}
	h := sha256.Sum256([]byte(key + "\x00" + n.row.Name + "\x00" + n.row.Triple + "\x00" + n.row.Chip + "\x00" + n.row.Features + "\x00" + ld))
	return "nvvm:" + hex.EncodeToString(h[:])
}

func (n *nvvmTarget) Remembered(warn func(error)) (Identity, bool) {
	key := n.memoKey()
	if key == "" {
		return Identity{}, false
	}
	id, ok, err := NewIdentityMemo(n.memoDir).Lookup(key)
	if err != nil {
		warn(err)
	}
	return id, ok
}

func (n *nvvmTarget) Open(ctx context.Context, warn func(error)) (Pool, error) {
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
	n.pool = newNVVMPool(lib, n.row, n.libdevice, n.jobs)
	if key := n.memoKey(); key != "" && (before == "" || key == before) {
		if err := NewIdentityMemo(n.memoDir).Remember(key, n.pool.id); err != nil {
			warn(err)
		}
	}
	return n.pool, nil
}

// KeyParts keys a kernel by its module and, for a raised kernel, the
// launch sizes its plan is made from.
func (n *nvvmTarget) KeyParts(id Identity, in Input) kcache.KeyParts {
	obj := kcache.ContentHash(in.Module) + "/" + in.Kind.String()
	if in.Kind == SourceGPU && in.Object != nil {
		obj += fmt.Sprintf("/g%v/l%v", in.Object.Global, in.Object.Local)
	}
	return kcache.KeyParts{CodeObject: obj, Target: id.Target, Compiler: id.Compiler, Tuning: "default"}
}

// nvvmPayload is what the pool's compile makes and the kernel cache
// holds: the PTX and its launch plan.
type nvvmPayload struct {
	PTX      []byte           `cbor:"1,keyasint"`
	Launches []codeobj.Launch `cbor:"2,keyasint"`
	Scratch  []int64          `cbor:"3,keyasint,omitempty"`
}

var nvvmEnc = func() cbor.EncMode {
	m, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		panic(err)
	}
	return m
}()

// Object is the ptx object of o made from a payload (compiled, or read
// from the cache and so checked like any untrusted object).
func (n *nvvmTarget) Object(o *codeobj.Object, payload []byte, id Identity) (*codeobj.Object, error) {
	var p nvvmPayload
	if err := cbor.Unmarshal(payload, &p); err != nil {
		return nil, fmt.Errorf("%s payload of %s: %w", n.row.Name, o.Symbol, err)
	}
	out := &codeobj.Object{
		Format: n.row.Format, Target: n.row.Name, Symbol: o.Symbol, Args: o.Args,
		Global: o.Global, Local: o.Local, Source: o.ID(), Compiler: id.Compiler,
		Payload: p.PTX, Launches: p.Launches, Scratch: p.Scratch,
	}
	if len(p.PTX) == 0 || len(p.Launches) == 0 {
		return nil, fmt.Errorf("%s payload of %s: no PTX or no launch", n.row.Name, o.Symbol)
	}
	if err := out.Validate(); err != nil {
		return nil, err
	}
	return out, nil
}

func (n *nvvmTarget) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.pool != nil {
		n.pool.close()
		n.pool = nil
	}
	return nil
}

// nvvmPool runs NVIDIA compiles on at most cap(slots) workers, each with its
// own MLIR context, recycled after workerRecycleAfter kernels as the host
// Compiler's are.
type nvvmPool struct {
	lib       *mlirc.Library
	row       target.Target
	libdevice string
	id        Identity
	slots     chan struct{}

	mu     sync.Mutex
	idle   []*nvvmPooled
	closed bool
}

type nvvmPooled struct {
	w    *NVVMWorker
	uses int
}

func newNVVMPool(lib *mlirc.Library, row target.Target, libdevice string, jobs int) *nvvmPool {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	return &nvvmPool{
		lib: lib, row: row, libdevice: libdevice, slots: make(chan struct{}, jobs),
		id: Identity{Compiler: NVVMCompilerIdentity(lib, row, libdevice), Target: row.Triple + "/" + row.Chip + "/" + row.Features},
	}
}

func (p *nvvmPool) Identity() Identity { return p.id }
func (p *nvvmPool) Workers() int       { return cap(p.slots) }

func (p *nvvmPool) Compile(ctx context.Context, in Input) ([]byte, PhaseTimes, error) {
	if in.Object == nil {
		return nil, PhaseTimes{}, errors.New("compile nvvm: input without its portable object")
	}
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, PhaseTimes{}, ctx.Err()
	}
	defer func() { <-p.slots }()
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, PhaseTimes{}, ErrCompilerClosed
	}
	var pw *nvvmPooled
	if k := len(p.idle); k > 0 {
		pw, p.idle = p.idle[k-1], p.idle[:k-1]
	}
	p.mu.Unlock()
	if pw == nil {
		w, err := NewNVVMWorker(p.lib)
		if err != nil {
			return nil, PhaseTimes{}, fmt.Errorf("compile %s: %w", p.row.Name, err)
		}
		pw = &nvvmPooled{w: w}
	}
	t0 := time.Now()
	obj, err := pw.w.Compile(ctx, in.Module, in.Kind, p.row, in.Object, NVVMOptions{Libdevice: p.libdevice})
	pw.uses++
	p.mu.Lock()
	if err != nil || p.closed || pw.uses >= workerRecycleAfter {
		pw.w.Close()
	} else {
		p.idle = append(p.idle, pw)
	}
	p.mu.Unlock()
	if err != nil {
		return nil, PhaseTimes{}, err
	}
	payload, err := nvvmEnc.Marshal(nvvmPayload{PTX: obj.Payload, Launches: obj.Launches, Scratch: obj.Scratch})
	if err != nil {
		return nil, PhaseTimes{}, err
	}
	return payload, PhaseTimes{Kernels: 1, Lower: time.Since(t0)}, nil
}

func (p *nvvmPool) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for _, pw := range p.idle {
		pw.w.Close()
	}
	p.idle = nil
}
