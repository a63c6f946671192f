//go:build amd64 || arm64

package host

// pause executes the CPU's spin-wait hint (PAUSE, YIELD) n times, n > 0:
// what a thread polling a shared word runs between two reads, so that it
// spends less power and leaves the core's resources (and memory order
// machinery) to the threads that work. Unlike runtime.Gosched it is
// invisible to the Go scheduler (see Pool).
//
//go:noescape
func pause(n uint32)
