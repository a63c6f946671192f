package host

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// cpuinfoHasRDTSCP reports whether the kernel lists the rdtscp flag for
// the first CPU in /proc/cpuinfo (some virtual machines hide it).
func cpuinfoHasRDTSCP(t *testing.T) bool {
	flags, ok := procField("/proc/cpuinfo", "flags")
	if !ok {
		t.Fatal("/proc/cpuinfo lists no flags")
	}
	return slices.Contains(strings.Fields(flags), "rdtscp")
}

// TestCPUReader pins the test's thread to each CPU it may run on in turn
// and checks that the reader says that CPU (PoolStats' CPU counts rest on
// it); on a CPU without RDTSCP (the kernel agreeing), that there is no
// reader.
func TestCPUReader(t *testing.T) {
	read := cpuReader()
	if has := cpuinfoHasRDTSCP(t); (read != nil) != has {
		t.Fatalf("cpuReader: %v, /proc/cpuinfo's rdtscp flag: %v", read != nil, has)
	}
	if read == nil {
		t.Log("no RDTSCP on this CPU (nor in /proc/cpuinfo): PoolStats counts no CPU switches here")
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var all unix.CPUSet
	if err := unix.SchedGetaffinity(0, &all); err != nil {
		t.Fatal(err)
	}
	defer unix.SchedSetaffinity(0, &all)
	seen := 0
	for c := 0; c < 1024 && seen < 4; c++ {
		if !all.IsSet(c) {
			continue
		}
		var one unix.CPUSet
		one.Set(c)
		if err := unix.SchedSetaffinity(0, &one); err != nil {
			t.Fatal(err)
		}
		if got := read(); int(got) != c {
			t.Errorf("pinned to CPU %d, the reader says %d", c, got)
		}
		seen++
	}
	if seen == 0 {
		t.Fatal("no CPU in the thread's affinity mask")
	}
}

// TestPoolCountsCPUSwitches moves the launching thread between two CPUs
// around launches and in one, and checks PoolStats' counts.
func TestPoolCountsCPUSwitches(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var all unix.CPUSet
	if err := unix.SchedGetaffinity(0, &all); err != nil {
		t.Fatal(err)
	}
	defer unix.SchedSetaffinity(0, &all)
	var cpus []int
	for c := 0; c < 1024 && len(cpus) < 2; c++ {
		if all.IsSet(c) {
			cpus = append(cpus, c)
		}
	}
	if len(cpus) < 2 {
		t.Skipf("one CPU in the thread's affinity mask (%v): no switch to count", cpus)
	}
	pin := func(c int) {
		var one unix.CPUSet
		one.Set(c)
		if err := unix.SchedSetaffinity(0, &one); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if cpuReader() == nil {
		// No cheap CPU reader (TestCPUReader checks the kernel agrees):
		// the launches count nothing and say so.
		pin(cpus[0])
		c := p.launchCPU()
		pin(cpus[1])
		p.launchDone(c)
		if st := p.Stats(); st.CPUKnown || st.CPUSwitches != 0 || st.CPUMidRun != 0 {
			t.Fatalf("stats %+v without a CPU reader: want CPUKnown false and no counts", st)
		}
		t.Log("no RDTSCP on this CPU: checked that the pool counts no CPU switches")
		return
	}
	pin(cpus[0])
	p.launchDone(p.launchCPU()) // first: nothing to switch from
	p.launchDone(p.launchCPU()) // same CPU
	pin(cpus[1])
	p.launchDone(p.launchCPU()) // a switch between launches
	c := p.launchCPU()
	pin(cpus[0])
	p.launchDone(c) // a move during a launch
	st := p.Stats()
	if !st.CPUKnown || st.CPUSwitches != 1 || st.CPUMidRun != 1 {
		t.Fatalf("stats %+v: want one switch and one move during a launch", st)
	}
}
