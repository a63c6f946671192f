package host

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sync"

	"github.com/mgxport/mgxport/finalize/pool"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
)

// Compiler compiles host kernels in parallel with a bounded pool of
// workers, each owning one MLIR context (MLIR contexts are not thread-safe),
// its parsed pipelines and an LLVM target machine. Contexts are created on
// demand and reused across calls. A Compiler is safe for concurrent use:
// at most Workers() compiles run at once, the rest wait.
type Compiler struct {
	lib      *mlirc.Library
	workers  *pool.Pool[*hostWorker]
	identity string
	target   string
	sched    HostSchedule

	mu    sync.Mutex
	times PhaseTimes
}

// ErrCompilerClosed is returned by a Compiler after Close.
var ErrCompilerClosed = pool.ErrClosed

// NewCompiler makes a Compiler with the given number of workers; workers
// <= 0 means GOMAXPROCS.
func NewCompiler(lib *mlirc.Library, workers int) *Compiler {
	return &Compiler{
		lib: lib,
		workers: pool.New(workers, func() (*hostWorker, error) {
			w, err := newHostWorker(lib)
			if err != nil {
				return nil, fmt.Errorf("compile host: %w", err)
			}
			return w, nil
		}, (*hostWorker).close),
		identity: HostCompilerIdentity(lib),
		target:   hostTargetString(lib),
		sched:    DefaultHostSchedule(lib.HostTarget()),
	}
}

// Workers returns the most compiles the Compiler runs at once.
func (c *Compiler) Workers() int { return c.workers.Workers() }

// Schedule returns the schedule the Compiler compiles TOSA kernels with:
// DefaultHostSchedule of its library's host target.
func (c *Compiler) Schedule() HostSchedule { return c.sched }

// Identity returns HostCompilerIdentity of the Compiler's library.
func (c *Compiler) Identity() string { return c.identity }

// HostIdentity returns the names the Compiler's cache keys and finalized
// objects carry: its compiler identity and host target string. An
// IdentityMemo remembers them so that later processes can look kernels up
// without loading the library.
func (c *Compiler) HostIdentity() HostIdentity {
	return HostIdentity{Compiler: c.identity, Target: c.target}
}

// hostTargetString names this CPU for cache keys: triple, CPU and a hash of
// the feature string (which is long).
func hostTargetString(lib *mlirc.Library) string {
	t := lib.HostTarget()
	fh := sha256.Sum256([]byte(t.Features))
	return fmt.Sprintf("host:%s/%s/%s", t.Triple, t.CPU, hex.EncodeToString(fh[:])[:16])
}

// CompileHost is the package-level CompileHost on a pooled worker.
func (c *Compiler) CompileHost(ctx context.Context, src []byte, kind SourceKind) ([]byte, error) {
	so, _, err := c.CompileTimed(ctx, src, kind)
	return so, err
}

// CompileTimed is CompileHost that also returns the compile's phase times.
func (c *Compiler) CompileTimed(ctx context.Context, src []byte, kind SourceKind) ([]byte, PhaseTimes, error) {
	l, err := c.workers.Acquire(ctx)
	if err != nil {
		return nil, PhaseTimes{}, err
	}
	var t PhaseTimes
	so, err := l.W.compile(ctx, src, kind, c.sched, &t)
	c.mu.Lock()
	c.times.Add(t)
	c.mu.Unlock()
	c.workers.Release(l, err != nil)
	return so, t, err
}

// PhaseTimes returns the time spent per phase, summed over all successful
// compiles so far (cache hits cost none). Parallel compiles overlap, so the
// sum can exceed the wall time.
func (c *Compiler) PhaseTimes() PhaseTimes {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.times
}

// HostCacheKey returns the kernel cache key of compiling src as kind for
// this CPU with this Compiler (default schedule, no device tuning).
func (c *Compiler) HostCacheKey(src []byte, kind SourceKind) kcache.KeyParts {
	return HostKeyParts(c.identity, c.target, src, kind)
}

// CompileHostCached returns the cached shared object for src when the
// cache holds a valid one, and otherwise compiles it and stores it. hit
// says which happened. A failure to store is returned with the compiled
// object (callers may warn and go on).
func (c *Compiler) CompileHostCached(ctx context.Context, cache *kcache.Cache, src []byte, kind SourceKind) (so []byte, hit bool, err error) {
	key := c.HostCacheKey(src, kind)
	so, hit, err = cache.Get(key)
	if err != nil || hit {
		return so, hit, err
	}
	so, err = c.CompileHost(ctx, src, kind)
	if err != nil {
		return nil, false, err
	}
	if err := cache.Put(key, so); err != nil {
		return so, false, err
	}
	return so, false, nil
}

// Close destroys the idle workers; workers busy in a compile are destroyed
// when it returns. Later calls fail with ErrCompilerClosed.
func (c *Compiler) Close() { c.workers.Close() }

// HostKeyParts returns the kernel cache key of compiling src as kind for the
// host target string target with the compiler named identity (default
// schedule, no device tuning). It is the one definition of a host key:
// Compiler.HostCacheKey and lookups that have not opened the MLIR library
// both use it.
func HostKeyParts(identity, target string, src []byte, kind SourceKind) kcache.KeyParts {
	return kcache.KeyParts{
		CodeObject: kcache.ContentHash(src) + "/" + kind.String(),
		Target:     target,
		Compiler:   identity,
		Tuning:     "default",
	}
}
