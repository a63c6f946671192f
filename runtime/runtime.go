// Package runtime executes a bundle's program on a device backend: it
// allocates the program's arena, fills the weights, binds inputs, runs the
// launches in order and reads the outputs back.
package runtime

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"syscall"
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

// Finalized returns, for a launch, the ID of the finalized object of target
// made from one of the launch's portable variants.
func Finalized(m *bundle.Manifest, l program.Launch, target string) (string, bool) {
	for _, src := range l.Kernels {
		for _, e := range m.Objects {
			if e.Object.Source == src && e.Object.Target == target {
				return e.ID, true
			}
		}
	}
	return "", false
}

// Session is one program, loaded and ready to run repeatedly.
type Session struct {
	prog    *program.Program
	arena   []byte
	kernels []Kernel
	args    [][]unsafe.Pointer
}

// Program returns the program a session runs.
func (s *Session) Program() *program.Program { return s.prog }

// Prepare loads program name (or the first program when name is empty) of
// bundle r onto backend: it loads one finalized kernel per launch and fills
// the weights into a fresh arena.
func Prepare(ctx context.Context, r *bundle.Reader, name string, b Backend) (*Session, error) {
	m := &r.Manifest
	var prog *program.Program
	for i := range m.Programs {
		if name == "" || m.Programs[i].Name == name {
			prog = &m.Programs[i]
			break
		}
	}
	if prog == nil {
		return nil, fmt.Errorf("bundle %s has no program %q", r.Path(), name)
	}
	s := &Session{prog: prog}
	arena, err := syscall.Mmap(-1, 0, int(max(prog.ArenaSize, 1)), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, fmt.Errorf("allocate %d-byte arena: %w", prog.ArenaSize, err)
	}
	s.arena = arena
	loaded := map[string]Kernel{}
	for i, l := range prog.Launches {
		if err := ctx.Err(); err != nil {
			s.Close()
			return nil, err
		}
		id, ok := Finalized(m, l, b.Target())
		if !ok {
			s.Close()
			return nil, fmt.Errorf("bundle %s is not finalized for %s (launch %d, %s): run `mgxport finalize %s --arch %s`", r.Path(), b.Target(), i, l.Label, r.Path(), b.Target())
		}
		k, ok := loaded[id]
		if !ok {
			o, err := r.ReadObject(id)
			if err != nil {
				s.Close()
				return nil, err
			}
			if k, err = b.Load(o); err != nil {
				s.Close()
				return nil, fmt.Errorf("load kernel %s (%s): %w", o.Symbol, id, err)
			}
			loaded[id] = k
		}
		s.kernels = append(s.kernels, k)
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
		if err := r.ReadWeight(buf.Weight, s.arena[buf.Offset:buf.Offset+buf.Bytes]); err != nil {
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
		if a.DType != b.DType || !equalShape(a.Shape, b.Shape) {
			return fmt.Errorf("input %s: got %s %v, the model wants %s %v", b.Name, a.DType, a.Shape, b.DType, b.Shape)
		}
	}
	for name := range inputs {
		if !want[name] {
			return fmt.Errorf("unknown input %q: the model's inputs are %s", name, strings.Join(s.InputNames(), ", "))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing input: %s (pass --input NAME=FILE.npy)", strings.Join(missing, ", "))
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

// Run copies the inputs in, runs every launch in order and returns the
// outputs by name.
func (s *Session) Run(ctx context.Context, inputs map[string]*npy.Array) (map[string]*npy.Array, error) {
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
		if err := k.Launch(s.args[i]); err != nil {
			return nil, fmt.Errorf("launch %d (%s): %w", i, s.prog.Launches[i].Label, err)
		}
	}
	out := map[string]*npy.Array{}
	for _, i := range s.prog.Outputs {
		b := s.prog.Buffers[i]
		out[b.Name] = &npy.Array{DType: b.DType, Shape: b.Shape, Data: append([]byte(nil), s.arena[b.Offset:b.Offset+b.Bytes]...)}
	}
	return out, nil
}

func equalShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
