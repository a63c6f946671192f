package driver

import (
	"strings"
	"testing"

	"github.com/mgxport/mgxport/runtime/host"
)

func TestEnvHostPool(t *testing.T) {
	t.Setenv(host.PoolEnv, "park=futex,spin=30us,affinity=on")
	o, err := EnvHostPool()
	if err != nil {
		t.Fatal(err)
	}
	p, err := host.NewPoolWith(2, o)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if got := p.Stats().Options; got != "spin=30µs,callerspin=50µs,idlespin=5ms,park=futex,recheck=off,affinity=on,lockthreads=on,pin=off" {
		t.Errorf("options %q", got)
	}
	t.Setenv(host.PoolEnv, "")
	if o, err := EnvHostPool(); err != nil || o != host.DefaultPoolOptions() {
		t.Errorf("unset: %+v, %v; want the defaults", o, err)
	}
	t.Setenv(host.PoolEnv, "park=never")
	if _, err := EnvHostPool(); err == nil || !strings.Contains(err.Error(), host.PoolEnv) {
		t.Errorf("a bad %s: error %v, want one naming it", host.PoolEnv, err)
	}
}
