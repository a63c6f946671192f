// Package pool is finalize's one worker pool: at most a fixed number of
// compiles at once, each on a worker that owns an MLIR context (contexts
// are not thread-safe), reused across compiles and replaced after
// RecycleAfter of them. The host compiler and every GPU target run their
// compiles on one.
package pool

import (
	"context"
	"errors"
	"runtime"
	"sync"
)

// RecycleAfter bounds how many kernels one MLIR context compiles before
// it is replaced: a context never frees the types and attributes it
// uniques (constants included), so a long finalize would otherwise grow
// without bound.
const RecycleAfter = 64

// ErrClosed is returned by a Pool after Close.
var ErrClosed = errors.New("finalize: compiler closed")

// Pool hands out workers of type W, made on demand by its new function
// and destroyed by its close function. It is safe for concurrent use: at
// most Workers() leases are out at once, the rest wait.
type Pool[W any] struct {
	slots    chan struct{}
	newW     func() (W, error)
	closeW   func(W)
	mu       sync.Mutex
	idle     []*Lease[W]
	isClosed bool
}

// Lease is one acquired worker.
type Lease[W any] struct {
	W    W
	uses int
}

// New makes a pool of workers workers (<= 0: GOMAXPROCS).
func New[W any](workers int, newW func() (W, error), closeW func(W)) *Pool[W] {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return &Pool[W]{slots: make(chan struct{}, workers), newW: newW, closeW: closeW}
}

// Workers returns the most leases out at once.
func (p *Pool[W]) Workers() int { return cap(p.slots) }

// Idle returns how many workers wait in the pool.
func (p *Pool[W]) Idle() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.idle)
}

// Acquire waits for a slot and returns an idle worker or a new one (the
// new function's error as it is).
func (p *Pool[W]) Acquire(ctx context.Context) (*Lease[W], error) {
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	p.mu.Lock()
	if p.isClosed {
		p.mu.Unlock()
		<-p.slots
		return nil, ErrClosed
	}
	if n := len(p.idle); n > 0 {
		l := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return l, nil
	}
	p.mu.Unlock()
	w, err := p.newW()
	if err != nil {
		<-p.slots
		return nil, err
	}
	return &Lease[W]{W: w}, nil
}

// Release returns a lease and its slot: the worker goes back to the pool,
// or is destroyed when its compile failed (its context may hold
// half-lowered IR), it has compiled RecycleAfter kernels, or the pool is
// closed.
func (p *Pool[W]) Release(l *Lease[W], failed bool) {
	defer func() { <-p.slots }()
	l.uses++
	p.mu.Lock()
	if !failed && !p.isClosed && l.uses < RecycleAfter {
		p.idle = append(p.idle, l)
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	p.closeW(l.W)
}

// Close destroys the idle workers; leased ones are destroyed when
// released. Later Acquires fail with ErrClosed.
func (p *Pool[W]) Close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.isClosed = nil, true
	p.mu.Unlock()
	for _, l := range idle {
		p.closeW(l.W)
	}
}
