//go:build linux

package host

import "golang.org/x/sys/unix"

// havePin says whether PoolOptions.Pin is available.
const havePin = true

// pinCPUs returns the CPUs workers 1 to n are pinned to (PoolOptions.Pin):
// the CPUs the process may run on, in order, without the one the calling
// thread runs on (cur; -1: unknown, then the first allowed one), which the
// launching thread keeps. nil where there are not n such CPUs (workers
// that shared a CPU would take turns on it, each holding up the launches
// that wait for its ranges).
func pinCPUs(n int, cur int) []int {
	var set unix.CPUSet
	if n < 1 || unix.SchedGetaffinity(0, &set) != nil {
		return nil
	}
	var all []int
	for c := range 1024 { // CPU_SETSIZE, the CPUs a CPUSet holds
		if set.IsSet(c) {
			all = append(all, c)
		}
	}
	if len(all) < 2 {
		return nil
	}
	skip := all[0]
	for _, c := range all {
		if c == cur {
			skip = c
		}
	}
	var cpus []int
	for _, c := range all {
		if c != skip && len(cpus) < n {
			cpus = append(cpus, c)
		}
	}
	if len(cpus) < n {
		return nil
	}
	return cpus
}

// pinThread pins the calling OS thread to cpu (the caller has locked its
// goroutine to it).
func pinThread(cpu int) error {
	var set unix.CPUSet
	set.Set(cpu)
	return unix.SchedSetaffinity(0, &set)
}
