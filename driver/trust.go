package driver

import (
	"fmt"
	goruntime "runtime"
	"sync"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
)

// Untrusted returns the finalized objects of a bundle (host shared
// objects, PTX, cubins, hsaco: code) that are not signed by a key trust
// holds. A nil trust trusts nothing. Portable objects are data, compiled
// here, and never in the set.
//
// The signatures are checked on every core: a bucket grid's bundle holds
// hundreds of finalized objects, and opening it is a server's start-up.
func Untrusted(m *bundle.Manifest, trust *kcache.Trust) map[string]bool {
	bad := make([]bool, len(m.Objects))
	workers := min(goruntime.GOMAXPROCS(0), max(len(m.Objects)/32, 1))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(m.Objects); i += workers {
				e := &m.Objects[i]
				if e.Object.Format.Portable() {
					continue
				}
				sg, ok := m.Signature(e.ID)
				bad[i] = !ok || !trust.Object(e.ID, sg.Key, sg.Sig)
			}
		})
	}
	wg.Wait()
	var out map[string]bool
	for i, b := range bad {
		if b {
			if out == nil {
				out = map[string]bool{}
			}
			out[m.Objects[i].ID] = true
		}
	}
	return out
}

// TrustedSource returns r as a Source without the finalized objects that
// trust does not vouch for (Untrusted), and how many it left out: those
// kernels are finalized again from the bundle's portable objects, as if
// the bundle had never held them.
func TrustedSource(r *bundle.Reader, trust *kcache.Trust) (runtime.Source, int) {
	src := runtime.BundleSource(r)
	drop := Untrusted(&r.Manifest, trust)
	if len(drop) == 0 {
		return src, 0
	}
	return trustedSource{Source: src, m: &r.Manifest, drop: drop}, len(drop)
}

// UntrustedNote is the one line that says a source's finalized objects were
// left out, for stderr.
func UntrustedNote(name string, n int) string {
	return fmt.Sprintf("note: %s: ignored %d finalized object(s) not signed by a key this machine trusts (its own, %s in the cache directory, or --trust KEY); finalizing those kernels here from the bundle's portable objects", name, n, kcache.TrustFile)
}

// trustedSource hides a bundle's untrusted finalized objects.
type trustedSource struct {
	runtime.Source
	m    *bundle.Manifest
	drop map[string]bool
}

func (s trustedSource) Finalized(l program.Launch, target string) (string, bool) {
	for _, src := range l.Kernels {
		for _, e := range s.m.Objects {
			if e.Object.Source == src && e.Object.Target == target && !s.drop[e.ID] {
				return e.ID, true
			}
		}
	}
	return "", false
}

func (s trustedSource) ReadObject(id string) (*codeobj.Object, error) {
	if s.drop[id] {
		return nil, fmt.Errorf("%s: code object %s is not signed by a trusted key", s.Name(), id)
	}
	return s.Source.ReadObject(id)
}
