package driver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
)

// TestUntrustedManyObjects checks the signature check over a bundle of
// hundreds of objects (checked on every core): portable objects are never
// in the set; finalized ones are unless signed by a trusted key — a
// stranger's signature, a signature of another object, and none at all
// are each caught, wherever they sit among the objects.
func TestUntrustedManyObjects(t *testing.T) {
	mine, err := kcache.OpenSigner(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	stranger, err := kcache.OpenSigner(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	trust := &kcache.Trust{}
	trust.Add(mine.Public())
	r := rand.New(rand.NewPCG(uint64(len(t.Name())), 600))
	var m bundle.Manifest
	want := map[string]bool{}
	for i := range 600 {
		id := fmt.Sprintf("%064x", r.Uint64()) + fmt.Sprint(i)
		format := codeobj.HostSO
		if r.IntN(4) == 0 {
			format = codeobj.MLIRBytecode
		}
		m.Objects = append(m.Objects, bundle.ObjectEntry{ID: id, Object: codeobj.Object{Format: format}})
		switch k := r.IntN(5); {
		case format.Portable():
			if k < 2 { // a portable object's signature changes nothing
				m.Signatures = append(m.Signatures, bundle.Signature{Object: id, Key: stranger.Public(), Sig: stranger.SignObject(id)})
			}
		case k == 0:
			m.Signatures = append(m.Signatures, bundle.Signature{Object: id, Key: stranger.Public(), Sig: stranger.SignObject(id)})
			want[id] = true
		case k == 1:
			m.Signatures = append(m.Signatures, bundle.Signature{Object: id, Key: mine.Public(), Sig: mine.SignObject("other" + id)})
			want[id] = true
		case k == 2:
			want[id] = true // unsigned
		default:
			m.Signatures = append(m.Signatures, bundle.Signature{Object: id, Key: mine.Public(), Sig: mine.SignObject(id)})
		}
	}
	slices.SortFunc(m.Signatures, func(a, b bundle.Signature) int { return strings.Compare(a.Object, b.Object) })
	got := Untrusted(&m, trust)
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("%d untrusted, want %d", len(got), len(want))
	}
	for id := range want {
		if !got[id] {
			t.Errorf("object %s not flagged", id)
		}
	}
	if all := Untrusted(&m, nil); len(all) != len(want)+countSigned(m, want) {
		t.Errorf("a nil trust flagged %d objects, want every finalized one", len(all))
	}
}

// countSigned counts the finalized objects of m not in bad.
func countSigned(m bundle.Manifest, bad map[string]bool) int {
	n := 0
	for _, e := range m.Objects {
		if !e.Object.Format.Portable() && !bad[e.ID] {
			n++
		}
	}
	return n
}
