//go:build linux

package host

import (
	"math"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// haveFutex says whether ParkFutex is available.
const haveFutex = true

const (
	futexWaitPrivate = 0 | 128 // FUTEX_WAIT | FUTEX_PRIVATE_FLAG
	futexWakePrivate = 1 | 128 // FUTEX_WAKE | FUTEX_PRIVATE_FLAG
)

// futexWait sleeps the calling thread while *addr is val (or until a
// futexWake on addr, a signal, or spuriously: callers re-check). It goes
// through syscall.Syscall6, so the Go scheduler may hand the thread's P
// to other goroutines while it sleeps; on waking, the same thread goes on.
func futexWait(addr *atomic.Uint32, val uint32) {
	syscall.Syscall6(syscall.SYS_FUTEX, uintptr(unsafe.Pointer(addr)), futexWaitPrivate, uintptr(val), 0, 0, 0)
}

// futexWake wakes up to n threads sleeping on addr. It never blocks, so
// it does not tell the Go scheduler (RawSyscall6).
func futexWake(addr *atomic.Uint32, n int) {
	syscall.RawSyscall6(syscall.SYS_FUTEX, uintptr(unsafe.Pointer(addr)), futexWakePrivate, uintptr(min(n, math.MaxInt32)), 0, 0, 0)
}
