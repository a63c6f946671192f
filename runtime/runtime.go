// Package runtime executes a bundle's program on a device backend: it
// allocates the program's arena, fills the weights, binds inputs, runs the
// launches in order and reads the outputs back.
package runtime

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// Kernel is one loaded, callable kernel.
type Kernel interface {
	// Launch runs the kernel once on the given buffers, in argument order.
	Launch(args []unsafe.Pointer) error
}

// Backend loads finalized code objects for one target.
type Backend interface {
	// Target is the arch finalized objects must have, e.g. "host".
	Target() string
	// Load makes a finalized code object callable.
	Load(o *codeobj.Object) (Kernel, error)
	// Close releases everything the backend loaded.
	Close() error
}

// Session is one program, loaded and ready to run repeatedly.
type Session struct {
	prog    *program.Program
	arena   []byte
	kernels []Kernel
	symbols []string // per launch, the kernel's entry symbol
	args    [][]unsafe.Pointer
}

// Program returns the program a session runs.
func (s *Session) Program() *program.Program { return s.prog }

// Prepare loads program name (or the first program when name is empty) of
// bundle r onto backend: it loads one finalized kernel per launch and fills
// the weights into a fresh arena.
func Prepare(ctx context.Context, r *bundle.Reader, name string, b Backend) (*Session, error) {
	return PrepareSource(ctx, BundleSource(r), name, b)
}

// PrepareSource is Prepare for any Source.
func PrepareSource(ctx context.Context, src Source, name string, b Backend) (*Session, error) {
	programs := src.Programs()
	var prog *program.Program
	for i := range programs {
		if name == "" || programs[i].Name == name {
			prog = &programs[i]
			break
		}
	}
	if prog == nil {
		return nil, fmt.Errorf("%s has no program %q", src.Name(), name)
	}
	s := &Session{prog: prog}
	arena, err := syscall.Mmap(-1, 0, int(max(prog.ArenaSize, 1)), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("allocate %d-byte arena: %w", prog.ArenaSize, err)
	}
	s.arena = arena
	type loadedKernel struct {
		k      Kernel
		symbol string
	}
	loaded := map[string]loadedKernel{}
	for i, l := range prog.Launches {
		if err := ctx.Err(); err != nil {
			s.Close()
			return nil, err
		}
		id, ok := src.Finalized(l, b.Target())
		if !ok {
			s.Close()
			return nil, fmt.Errorf("bundle %s is not finalized for %s (launch %d, %s): run `mgxport finalize %s --arch %s`", src.Name(), b.Target(), i, l.Label, src.Name(), b.Target())
		}
		lk, ok := loaded[id]
		if !ok {
			o, err := src.ReadObject(id)
			if err != nil {
				s.Close()
				return nil, err
			}
			if len(o.Args) != len(l.Args) {
				s.Close()
				return nil, fmt.Errorf("%s: launch %d binds %d arguments, kernel %s takes %d", src.Name(), i, len(l.Args), o.Symbol, len(o.Args))
			}
			k, err := b.Load(o)
			if err != nil {
				s.Close()
				return nil, fmt.Errorf("load kernel %s (%s): %w", o.Symbol, id, err)
			}
			lk = loadedKernel{k, o.Symbol}
			loaded[id] = lk
		}
		s.kernels = append(s.kernels, lk.k)
		s.symbols = append(s.symbols, lk.symbol)
		ptrs := make([]unsafe.Pointer, len(l.Args))
		for j, a := range l.Args {
			ptrs[j] = unsafe.Pointer(&s.arena[prog.Buffers[a].Offset])
		}
		s.args = append(s.args, ptrs)
	}
	for _, buf := range prog.Buffers {
		if buf.Kind != program.Weight {
			continue
		}
		if err := src.ReadWeight(buf.Weight, s.arena[buf.Offset:buf.Offset+buf.Bytes]); err != nil {
			s.Close()
			return nil, err
		}
	}
	return s, nil
}

// Close releases the arena.
func (s *Session) Close() error {
	if s.arena != nil {
		err := syscall.Munmap(s.arena)
		s.arena = nil
		return err
	}
	return nil
}

// CheckInputs validates inputs against the program's: every input present,
// no unknown name, dtype and shape exact.
func (s *Session) CheckInputs(inputs map[string]*npy.Array) error {
	want := map[string]bool{}
	var missing []string
	for _, i := range s.prog.Inputs {
		b := s.prog.Buffers[i]
		want[b.Name] = true
		a, ok := inputs[b.Name]
		if !ok {
			missing = append(missing, fmt.Sprintf("%s (%s %v)", b.Name, b.DType, b.Shape))
			continue
		}
		if a.DType != b.DType || !slices.Equal(a.Shape, b.Shape) {
			return fmt.Errorf("input %s: got %s %v, the model wants %s %v", b.Name, a.DType, a.Shape, b.DType, b.Shape)
		}
	}
	for name := range inputs {
		if !want[name] {
			return fmt.Errorf("unknown input %q: the model's inputs are %s", name, strings.Join(s.InputNames(), ", "))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing input: %s (pass --input NAME=FILE.npy, or --fill random|zeros|ones)", strings.Join(missing, ", "))
	}
	return nil
}

// InputNames lists the program's input names, sorted.
func (s *Session) InputNames() []string {
	var names []string
	for _, i := range s.prog.Inputs {
		names = append(names, s.prog.Buffers[i].Name)
	}
	sort.Strings(names)
	return names
}

// LaunchInfo describes one launch of a prepared session.
type LaunchInfo struct {
	Label  string // the graph nodes the kernel covers
	Symbol string // the kernel's entry symbol
}

// Launches describes the session's launches in order.
func (s *Session) Launches() []LaunchInfo {
	out := make([]LaunchInfo, len(s.kernels))
	for i := range out {
		out[i] = LaunchInfo{Label: s.prog.Launches[i].Label, Symbol: s.symbols[i]}
	}
	return out
}

// Run copies the inputs in, runs every launch in order and returns the
// outputs by name.
func (s *Session) Run(ctx context.Context, inputs map[string]*npy.Array) (map[string]*npy.Array, error) {
	return s.RunTimed(ctx, inputs, nil)
}

// RunTimed is Run that, when launchTimes is not nil, stores each launch's
// wall time in launchTimes[i] (it must have one entry per launch). Host
// launches are synchronous, so the time around the call is the kernel's.
func (s *Session) RunTimed(ctx context.Context, inputs map[string]*npy.Array, launchTimes []time.Duration) (map[string]*npy.Array, error) {
	if launchTimes != nil && len(launchTimes) != len(s.kernels) {
		return nil, fmt.Errorf("run: %d launch time slots for %d launches", len(launchTimes), len(s.kernels))
	}
	if err := s.CheckInputs(inputs); err != nil {
		return nil, err
	}
	for _, i := range s.prog.Inputs {
		b := s.prog.Buffers[i]
		copy(s.arena[b.Offset:b.Offset+b.Bytes], inputs[b.Name].Data)
	}
	for i, k := range s.kernels {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var start time.Time
		if launchTimes != nil {
			start = time.Now()
		}
		if err := k.Launch(s.args[i]); err != nil {
			return nil, fmt.Errorf("launch %d (%s): %w", i, s.prog.Launches[i].Label, err)
		}
		if launchTimes != nil {
			launchTimes[i] = time.Since(start)
		}
	}
	out := map[string]*npy.Array{}
	for _, i := range s.prog.Outputs {
		b := s.prog.Buffers[i]
		out[b.Name] = &npy.Array{DType: b.DType, Shape: b.Shape, Data: append([]byte(nil), s.arena[b.Offset:b.Offset+b.Bytes]...)}
	}
	return out, nil
}
