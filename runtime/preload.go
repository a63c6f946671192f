package runtime

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"
)

// PreloadStats says what Preload did.
type PreloadStats struct {
	// Programs is how many programs had every kernel finalized for the
	// device; their kernels were loaded. Skipped programs lack one (a
	// cache-only source finalizes them on their first run).
	Programs, Skipped int
	// Kernels is how many distinct objects were loaded, Jobs how many at
	// a time, Wall the time it took.
	Kernels, Jobs int
	Wall          time.Duration
}

// Preload loads, before the first request, the finalized kernels of every
// program whose kernels are all finalized for the device: each distinct
// object once, jobs of them at a time (read and decompressed from the
// source, loaded on the device and their launch plans made in parallel, as
// ONNX Runtime's MIGraphX EP loads its buckets). Arenas are still
// allocated per program on its first run, so memory grows only with the
// buckets used. Loading is safe in parallel: a Source reads objects
// concurrently, and a Device's Load makes its context current on the
// calling thread (GPU) or dlopens a private file (host).
func (m *Model) Preload(ctx context.Context, jobs int) (PreloadStats, error) {
	start := time.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	st := PreloadStats{Jobs: max(jobs, 1)}
	if m.closed {
		return st, fmt.Errorf("preload: model closed")
	}
	target := m.sh.dev.Target()
	var ids []string
	seen := map[string]bool{}
	for pi := range m.progs {
		p := &m.progs[pi]
		var pids []string
		for _, l := range p.Launches {
			id, ok := m.sh.src.Finalized(l, target)
			if !ok {
				pids = nil
				break
			}
			pids = append(pids, id)
		}
		if pids == nil && len(p.Launches) > 0 {
			st.Skipped++
			continue
		}
		st.Programs++
		for _, id := range pids {
			if _, loaded := m.sh.objects[id]; !loaded && !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	loaded := make([]*loadedObject, len(ids))
	errs := make([]error, len(ids))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(st.Jobs, max(len(ids), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := ctx.Err(); err != nil {
					errs[i] = err
					continue
				}
				loaded[i], errs[i] = m.sh.load(ids[i])
			}
		}()
	}
	for i := range ids {
		next <- i
	}
	close(next)
	wg.Wait()
	st.Wall = time.Since(start)
	if i := slices.IndexFunc(errs, func(e error) bool { return e != nil }); i >= 0 {
		// A failed preload keeps nothing: the runs load what they need.
		for _, lo := range loaded {
			if lo != nil {
				lo.mod.Close()
			}
		}
		return st, fmt.Errorf("preload: %w", errs[i])
	}
	for i, lo := range loaded {
		m.sh.objects[ids[i]] = lo
	}
	st.Kernels = len(loaded)
	return st, nil
}
