package host

// hasRDTSCP reports whether the CPU has RDTSCP (CPUID 0x80000001 EDX
// bit 27).
//
//go:noescape
func hasRDTSCP() bool

// rdtscpCPU is the number of the CPU the thread runs on, as the kernel
// keeps it in TSC_AUX (Linux: the CPU in the low 12 bits): tens of cycles,
// where asking the kernel (getcpu) is a system call. Only where hasRDTSCP.
//
//go:noescape
func rdtscpCPU() uint32

// cpuReader returns a function that reports the calling thread's CPU, or
// nil where none is cheap to read.
func cpuReader() func() uint32 {
	if !hasRDTSCP() {
		return nil
	}
	return rdtscpCPU
}
