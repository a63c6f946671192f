package runtime

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/codeobj"
)

// shared is what every program of a source shares on one device: the
// weights, each loaded once on first use and kept outside the programs'
// arenas, and the finalized code objects, each loaded once. Its users
// serialize access (a Model holds its lock; a lone Session owns one).
type shared struct {
	src     Source
	dev     Device
	weights map[string]DevicePtr
	objects map[string]*loadedObject // by finalized object ID
	bytes   int64                    // weight bytes on the device
}

// loadedObject is a finalized object loaded on the device: its module and
// its launch plan, each argument an index of the object's arguments or
// scratch buffers (planSteps).
type loadedObject struct {
	obj   *codeobj.Object
	mod   Module
	steps []step
}

func newShared(src Source, dev Device) *shared {
	return &shared{src: src, dev: dev, weights: map[string]DevicePtr{}, objects: map[string]*loadedObject{}}
}

// object loads the finalized object id once.
func (sh *shared) object(id string) (*loadedObject, error) {
	if lo, ok := sh.objects[id]; ok {
		return lo, nil
	}
	lo, err := sh.load(id)
	if err != nil {
		return nil, err
	}
	sh.objects[id] = lo
	return lo, nil
}

// load reads object id from the source and loads it on the device, with
// its launch plan; it touches no state of sh, so Preload runs it in
// parallel.
func (sh *shared) load(id string) (*loadedObject, error) {
	o, err := sh.src.ReadObject(id)
	if err != nil {
		return nil, err
	}
	m, err := sh.dev.Load(o)
	if err != nil {
		return nil, fmt.Errorf("load kernel %s (%s): %w", o.Symbol, id, err)
	}
	st, err := planSteps(m, o)
	if err != nil {
		m.Close()
		return nil, fmt.Errorf("load kernel %s (%s): %w", o.Symbol, id, err)
	}
	return &loadedObject{obj: o, mod: m, steps: st}, nil
}

// weight returns the device copy of weight name, of n bytes, loading it
// on first use: straight into memory the host addresses (Mapper), else
// through a host buffer copied in on s (synchronized before return).
func (sh *shared) weight(name string, n int64, s Stream) (DevicePtr, error) {
	if p, ok := sh.weights[name]; ok {
		return p, nil
	}
	p, err := sh.dev.Alloc(max(n, 1))
	if err != nil {
		return 0, fmt.Errorf("allocate %d bytes for weight %s: %w", n, name, err)
	}
	if err := sh.fill(name, p, n, s); err != nil {
		sh.dev.Free(p)
		return 0, err
	}
	sh.weights[name] = p
	sh.bytes += n
	return p, nil
}

func (sh *shared) fill(name string, p DevicePtr, n int64, s Stream) error {
	if mapper, ok := sh.dev.(Mapper); ok {
		m, err := mapper.Map(p, n)
		if err != nil {
			return fmt.Errorf("weight %s: %w", name, err)
		}
		return sh.src.ReadWeight(name, m)
	}
	buf := make([]byte, n)
	if err := sh.src.ReadWeight(name, buf); err != nil {
		return err
	}
	if err := sh.dev.CopyIn(s, p, buf); err != nil {
		return fmt.Errorf("upload weight %s: %w", name, err)
	}
	if err := s.Synchronize(); err != nil {
		return fmt.Errorf("upload weight %s: %w", name, err)
	}
	return nil
}

// close frees the weights and unloads the objects; nothing may use them
// any more.
func (sh *shared) close() error {
	var errs []error
	for _, p := range sh.weights {
		errs = append(errs, sh.dev.Free(p))
	}
	sh.weights = map[string]DevicePtr{}
	for _, lo := range sh.objects {
		errs = append(errs, lo.mod.Close())
	}
	sh.objects = map[string]*loadedObject{}
	return errors.Join(errs...)
}
