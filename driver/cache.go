package driver

import (
	"github.com/mgxport/mgxport/kcache"
)

// OpenCache opens the kernel cache in dir, or in kcache.DefaultDir
// ($MGXPORT_CACHE_DIR, else $XDG_CACHE_HOME/mgxport) when dir is empty.
func OpenCache(dir string) (*kcache.Cache, error) {
	if dir == "" {
		d, err := kcache.DefaultDir(EnvCacheDir())
		if err != nil {
			return nil, err
		}
		dir = d
	}
	return kcache.Open(dir)
}
