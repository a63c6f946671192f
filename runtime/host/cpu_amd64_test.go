package host

import (
	"runtime"
	"testing"

	"golang.org/x/sys/unix"
)

// TestCPUReader pins the test's thread to each CPU it may run on in turn
// and checks that the reader says that CPU (PoolStats' CPU counts rest on
// it).
func TestCPUReader(t *testing.T) {
	read := cpuReader()
	if read == nil {
		t.Fatal("no RDTSCP on this amd64 CPU: PoolStats cannot count CPU switches")
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
