package runtime

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/target"
)

// Source is what a session loads from: the programs, the code objects they
// launch and the weights. A bundle on disk (BundleSource), a model compiled
// in memory (NewMemorySource) and either of them with objects finalized in
// memory (WithObjects) are sources.
type Source interface {
	// Name names the source in messages: a bundle path or a model path.
	Name() string
	// Programs lists the programs.
	Programs() []program.Program
	// Finalized returns the ID of the object finalized for target from one
	// of the launch's portable variants.
	Finalized(l program.Launch, target string) (string, bool)
	// ReadObject returns a code object with its payload.
	ReadObject(id string) (*codeobj.Object, error)
	// ReadWeight fills dst, which must be exactly the weight's size.
	ReadWeight(name string, dst []byte) error
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

// FinalizedTargets lists the rows of the target table that every launch
// of every program of src has a finalized object for, in table order: the
// targets the source runs on without a finalize.
func FinalizedTargets(src Source) []string {
	var out []string
	for _, t := range target.Names() {
		all := true
		for _, p := range src.Programs() {
			for _, l := range p.AllLaunches() {
				if _, ok := src.Finalized(l, t); !ok {
					all = false
					break
				}
			}
			if !all {
				break
			}
		}
		if all {
			out = append(out, t)
		}
	}
	return out
}

// MissingTargetError says how to add target to a source that lacks it:
// which targets it has and the finalize command.
func MissingTargetError(src Source, target string) string {
	has := "it has only portable objects"
	if ts := FinalizedTargets(src); len(ts) > 0 {
		has = "it is finalized for " + strings.Join(ts, ", ")
	}
	name := src.Name()
	return fmt.Sprintf("%s is not finalized for %s (%s): add %s with `mgxport finalize %s --arch %s` (the bundle keeps its other targets' objects)", name, target, has, target, name, target)
}

// BundleSource is a Source reading an open bundle.
func BundleSource(r *bundle.Reader) Source { return bundleSource{r} }

type bundleSource struct{ r *bundle.Reader }

func (s bundleSource) Name() string                { return s.r.Path() }
func (s bundleSource) Programs() []program.Program { return s.r.Manifest.Programs }
func (s bundleSource) Finalized(l program.Launch, target string) (string, bool) {
	return Finalized(&s.r.Manifest, l, target)
}
func (s bundleSource) ReadObject(id string) (*codeobj.Object, error) { return s.r.ReadObject(id) }
func (s bundleSource) ReadWeight(name string, dst []byte) error      { return s.r.ReadWeight(name, dst) }

// memorySource holds everything in memory.
type memorySource struct {
	name     string
	programs []program.Program
	objects  map[string]*codeobj.Object
	ids      []string // sorted, so Finalized is deterministic
	weights  map[string][]byte
}

// NewMemorySource makes a Source of programs, code objects and weights held
// in memory (a model compiled without writing a bundle). It validates the
// programs against the objects as a bundle reader does.
func NewMemorySource(name string, programs []program.Program, objects []*codeobj.Object, weights map[string][]byte) (Source, error) {
	s := &memorySource{name: name, programs: programs, objects: map[string]*codeobj.Object{}, weights: weights}
	for _, o := range objects {
		if err := o.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		id := o.ID()
		if _, dup := s.objects[id]; !dup {
			s.ids = append(s.ids, id)
		}
		s.objects[id] = o
	}
	sort.Strings(s.ids)
	for i := range programs {
		p := &programs[i]
		err := p.Validate(func(id string) ([]program.KernelArg, bool) {
			o, ok := s.objects[id]
			if !ok {
				return nil, false
			}
			return program.ArgsOf(o.Args), true
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, b := range p.Buffers {
			if b.Kind != program.Weight {
				continue
			}
			w, ok := weights[b.Weight]
			if !ok {
				return nil, fmt.Errorf("%s: program %s: no weight %s", name, p.Name, b.Weight)
			}
			if int64(len(w)) != b.Bytes {
				return nil, fmt.Errorf("%s: weight %s has %d bytes, buffer %s wants %d", name, b.Weight, len(w), b.Name, b.Bytes)
			}
		}
	}
	return s, nil
}

func (s *memorySource) Name() string                { return s.name }
func (s *memorySource) Programs() []program.Program { return s.programs }

func (s *memorySource) Finalized(l program.Launch, target string) (string, bool) {
	for _, src := range l.Kernels {
		for _, id := range s.ids {
			o := s.objects[id]
			if o.Source == src && o.Target == target {
				return id, true
			}
		}
	}
	return "", false
}

func (s *memorySource) ReadObject(id string) (*codeobj.Object, error) {
	o, ok := s.objects[id]
	if !ok {
		return nil, fmt.Errorf("%s: no code object %s", s.name, id)
	}
	// A copy, as a bundle read is: the caller may change it.
	c := *o
	c.Args = slices.Clone(o.Args)
	c.Payload = slices.Clone(o.Payload)
	return &c, nil
}

func (s *memorySource) ReadWeight(name string, dst []byte) error {
	w, ok := s.weights[name]
	if !ok {
		return fmt.Errorf("%s: no weight %s", s.name, name)
	}
	if len(w) != len(dst) {
		return fmt.Errorf("%s: weight %s has %d bytes, destination %d", s.name, name, len(w), len(dst))
	}
	copy(dst, w)
	return nil
}

// WithObjects returns src with extra code objects beside its own — objects
// finalized in memory. Finalized prefers the extra objects.
func WithObjects(src Source, objects []*codeobj.Object) (Source, error) {
	extra := &memorySource{name: src.Name(), objects: map[string]*codeobj.Object{}}
	for _, o := range objects {
		if err := o.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", src.Name(), err)
		}
		id := o.ID()
		if _, dup := extra.objects[id]; !dup {
			extra.ids = append(extra.ids, id)
		}
		extra.objects[id] = o
	}
	sort.Strings(extra.ids)
	return overlay{src, extra}, nil
}

type overlay struct {
	Source
	extra *memorySource
}

func (o overlay) Finalized(l program.Launch, target string) (string, bool) {
	if id, ok := o.extra.Finalized(l, target); ok {
		return id, true
	}
	return o.Source.Finalized(l, target)
}

func (o overlay) ReadObject(id string) (*codeobj.Object, error) {
	if _, ok := o.extra.objects[id]; ok {
		return o.extra.ReadObject(id)
	}
	return o.Source.ReadObject(id)
}
