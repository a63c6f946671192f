package driver

import (
	"fmt"

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
func Untrusted(m *bundle.Manifest, trust *kcache.Trust) map[string]bool {
	var out map[string]bool
	for _, e := range m.Objects {
		if e.Object.Format.Portable() {
			continue
		}
		if sg, ok := m.Signature(e.ID); ok && trust.Object(e.ID, sg.Key, sg.Sig) {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		out[e.ID] = true
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
