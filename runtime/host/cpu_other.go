//go:build !amd64

package host

// cpuReader returns nil: no cheap way to read the thread's CPU here.
func cpuReader() func() uint32 { return nil }
