//go:build !linux

package host

import "sync/atomic"

// haveFutex says whether ParkFutex is available: Linux only.
const haveFutex = false

// futexWait and futexWake are never called where haveFutex is false
// (PoolOptions.resolve refuses ParkFutex).
func futexWait(*atomic.Uint32, uint32) { panic("host: futex without Linux") }
func futexWake(*atomic.Uint32, int)    { panic("host: futex without Linux") }
