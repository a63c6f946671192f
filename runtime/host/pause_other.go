//go:build !amd64 && !arm64

package host

// pause is the CPU's spin-wait hint where pause_amd64.s and pause_arm64.s
// have one; here polling goes on without it.
func pause(uint32) {}
