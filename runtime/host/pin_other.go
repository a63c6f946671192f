//go:build !linux

package host

import "errors"

// havePin says whether PoolOptions.Pin is available: Linux only.
const havePin = false

// pinCPUs and pinThread are never called where havePin is false
// (PoolOptions.resolve refuses Pin).
func pinCPUs(int, int) []int { return nil }
func pinThread(int) error    { return errors.New("host: pinning threads needs Linux") }
