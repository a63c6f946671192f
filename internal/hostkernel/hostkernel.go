// Package hostkernel loads compiled host kernels for tests. It lives
// outside finalize so that finalize's packages, the shared test helper
// finalize/internal/gputest included, do not import the host runtime.
// Only tests import it.
package hostkernel

import (
	"testing"

	"github.com/mgxport/mgxport/runtime/host"
)

// Load loads a compiled shared object and resolves symbol; the object
// is closed when the test ends.
func Load(t testing.TB, so []byte, symbol string) host.Func {
	t.Helper()
	obj, err := host.Load(so)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { obj.Close() })
	fn, err := obj.Func(symbol)
	if err != nil {
		t.Fatal(err)
	}
	return fn
}
