package host

import (
	"fmt"
	"strings"
	"time"
)

// PoolEnv names the environment variable the CLI and the public Go
// package take a pool's PoolOptions from (ParsePoolOptions's syntax; unset
// or empty: the defaults; driver.EnvHostPool reads it, this package never
// does): what issue 30's experiments on many-core machines compare
// without a rebuild, e.g.
//
//	MGXPORT_HOST_POOL=park=futex,recheck=off mgxport perf B --arch host
const PoolEnv = "MGXPORT_HOST_POOL"

// PoolOptions tune how a Pool's threads wait and which ranges each takes.
// DefaultPoolOptions are what NewPool, the CLI and the public API use
// (PoolEnv unset); the zero value is those spins and parking without
// Affinity and LockThreads (ranges to whichever thread asks next). The
// pool tests run under both and every other value (pool_test.go).
type PoolOptions struct {
	// WorkerSpin is how long an idle worker polls for the next launch
	// before it parks (0: DefaultWorkerSpin; a negative value: it parks
	// at once).
	WorkerSpin time.Duration
	// CallerSpin is how long a launch whose last ranges run on workers
	// polls for them before it parks (0: DefaultCallerSpin; negative:
	// it parks at once).
	CallerSpin time.Duration
	// IdleSpin, where positive, is how long an idle thread (a worker, or a
	// caller waiting for ranges workers took) keeps polling past its spin
	// while the machine has a CPU no other task waits for (idle.go); 0 or
	// negative: never past the spins. DefaultPoolOptions' is
	// DefaultIdleSpin. Where the machine's load cannot be read (not
	// Linux), never. A polling worker holds one of the Go scheduler's Ps;
	// the pool leaves one free of its threads (reserveP), which the
	// process's other goroutines and the garbage collector's workers
	// share (idle.go says what holding them all cost on two threads).
	IdleSpin time.Duration
	// Park is how a thread parks: ParkChan (a Go channel: the Go
	// scheduler wakes the goroutine on whichever thread it picks) or
	// ParkFutex (Linux: the thread itself sleeps in the kernel and the
	// waker wakes that thread, its Go scheduler slot given back while it
	// sleeps). "" is ParkChan.
	Park string
	// Recheck times a kernel decided to run whole for good again, once,
	// after a few dozen launches, when the kernels around it have made
	// their own decisions (phased.countWhole). Off by default: it answers
	// what thr_exp's first call on the 16-core Xeon showed (launches right
	// after a split one ran 1.4-1.7 times their one-thread time, those
	// deeper in a run of whole ones 1.0-1.1), but no measurement there
	// has shown it faster yet.
	Recheck bool
	// Affinity hands a split launch's ranges out by thread rather than to
	// whichever thread asks next: the launch's ranges are cut into one
	// contiguous chunk per thread taking part (the launching thread's
	// first, then worker k's: the same worker goroutine at every launch),
	// each thread runs its own chunk's ranges in order, then takes the
	// ranges left in the others' chunks from their ends. A phase's ranges
	// cut its iterations evenly, so thread k runs about the same share of
	// the iterations (the same rows or pixels, for kernels whose items
	// run in spatial order) at every launch of every kernel, and reads
	// from its own core's caches what it wrote in the launch before, as
	// ONNX Runtime's MLAS partitions its convolutions by thread index.
	// A late thread's chunk is taken by the others, so no launch waits
	// for a thread that has not come. Each range computes the same bytes
	// whichever thread runs it. On by default with LockThreads
	// (DefaultPoolOptions): on the 16-core Xeon (session 15, two calls of
	// three interleaved rounds, noise about 10%) alone it took cnn_fp32
	// from 2.25 to 2.09 ms, mobilenet_blocks 0.74 to 0.65 and
	// mobilenet_v2 2.29 to 2.10, but squeezenet1_1 1.37 to 1.47 and
	// resnet18 5.18 to 5.29; with LockThreads see there.
	Affinity bool
	// LockThreads locks each worker goroutine to its OS thread
	// (runtime.LockOSThread), so that worker k is the same OS thread at
	// every launch even after it parks on a channel (a goroutine woken
	// from a channel may resume on any OS thread; one parked on a futex,
	// ParkFutex, resumes on its own). Waking a locked goroutine parked on
	// a channel costs the Go scheduler a hand-off between OS threads. On
	// the Xeon run above, with Affinity: cnn_fp32 1.87 ms, mobilenet_blocks
	// 0.66, mobilenet_v2 2.08, squeezenet1_1 1.33, resnet18 5.04, but
	// resnet_mini 0.148 against 0.136 (its wakes, the hand-off's cost?).
	// Workers unlocked and parked on channels moved to another CPU at
	// 1.5-4% of their jobs on the 2-core development machine, locked at 0.
	// Both calls against the pool without either (main's): cnn_fp32
	// 0.77 and 0.82 of its time, mobilenet_blocks 0.89 and 0.90, resnet18
	// 0.95 and 0.94, squeezenet1_1 0.94 and 0.96, mobilenet_v2 1.00 and
	// 0.97, bert_tiny 0.93; resnet_mini 1.17 and 1.07 and modernbert_tiny
	// 1.06 (short launches, still well under ONNX Runtime's time): on by
	// default, with Affinity.
	LockThreads bool
	// Pin (Linux) pins worker k's OS thread to one CPU, each worker its
	// own, none on the CPU the thread that starts the pool runs on (the
	// launching thread's, which the OS scheduler then keeps free for it):
	// what LockThreads leaves to the OS scheduler, which may move a
	// thread to another core between launches. It implies LockThreads. A
	// pinned thread ends with its worker (Close) rather than go back to
	// the Go runtime with its one-CPU mask. Where there are fewer CPUs
	// than the pool's workers plus one, no worker is pinned
	// (PoolStats.Pinned says how many are).
	Pin bool
}

// How a Pool's threads park (PoolOptions.Park).
const (
	ParkChan  = "chan"
	ParkFutex = "futex"
)

// The defaults of PoolOptions' durations. A parked goroutine takes tens of
// microseconds to wake (hundreds on a loaded machine), and the launch that
// wakes it pays the system call: so a caller whose last range is still
// running on a worker polls for it up to the caller's spin, and an idle
// worker polls for the next launch up to the worker's, longer than a kernel
// run whole between two split ones or a run's copies take
// (BenchmarkPoolLaunchAfterIdle: 8 ranges of 0.7 us after 60 us of the
// caller alone took 15.3 us on two threads with 20 us of polling, against
// 5.7 us on one; 4.0 us with 200). Not much longer: on a machine with more
// runnable threads than cores a polling thread takes the core from the one
// it waits for. Workers that polled for the whole of a run (held from its
// first launch to its last, so as never to park between two split
// launches) woke 100 times fewer but ran cnn_fp32 in 23-28 ms rather than
// 8-11, and mobilenet_blocks in 4.6-6.0 rather than 1.4-1.5, on two
// threads of a machine loaded with other work (their best runs were alike).
// Past them, with IdleSpin, a thread polls on while no other task waits
// for a CPU (idle.go), as ONNX Runtime's spinning workers do on a machine
// of their own.
const (
	DefaultCallerSpin = 50 * time.Microsecond
	DefaultWorkerSpin = 200 * time.Microsecond
	// DefaultIdleSpin is DefaultPoolOptions' IdleSpin (idle.go says what
	// it measured).
	DefaultIdleSpin = 5 * time.Millisecond
	// maxSpin bounds both: a thread polling longer holds a core for
	// nothing.
	maxSpin = 100 * time.Millisecond
)

// DefaultPoolOptions returns the defaults, spelled out: ranges dealt
// by thread to workers locked to their OS threads (Affinity and
// LockThreads), the default spins (idle ones too), parked on channels.
func DefaultPoolOptions() PoolOptions {
	return PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, Affinity: true, LockThreads: true}
}

// resolve fills in the defaults and checks the values.
func (o PoolOptions) resolve() (PoolOptions, error) {
	switch {
	case o.WorkerSpin == 0:
		o.WorkerSpin = DefaultWorkerSpin
	case o.WorkerSpin < 0:
		o.WorkerSpin = 0
	case o.WorkerSpin > maxSpin:
		return o, fmt.Errorf("host pool: worker spin %s: want at most %s", o.WorkerSpin, maxSpin)
	}
	switch {
	case o.CallerSpin == 0:
		o.CallerSpin = DefaultCallerSpin
	case o.CallerSpin < 0:
		o.CallerSpin = 0
	case o.CallerSpin > maxSpin:
		return o, fmt.Errorf("host pool: caller spin %s: want at most %s", o.CallerSpin, maxSpin)
	}
	switch {
	case o.IdleSpin < 0:
		o.IdleSpin = 0
	case o.IdleSpin > maxSpin:
		return o, fmt.Errorf("host pool: idle spin %s: want at most %s", o.IdleSpin, maxSpin)
	}
	switch o.Park {
	case "", ParkChan:
		o.Park = ParkChan
	case ParkFutex:
		if !haveFutex {
			return o, fmt.Errorf("host pool: park=%s needs Linux", ParkFutex)
		}
	default:
		return o, fmt.Errorf("host pool: park=%q: want %s or %s", o.Park, ParkChan, ParkFutex)
	}
	if o.Pin {
		if !havePin {
			return o, fmt.Errorf("host pool: pin=on needs Linux")
		}
		o.LockThreads = true
	}
	return o, nil
}

// ParsePoolOptions reads options written as comma-separated key=value
// pairs (PoolEnv's value):
//
//	spin=DURATION        PoolOptions.WorkerSpin (Go syntax: 200us, 1ms; 0: park at once)
//	callerspin=DURATION  PoolOptions.CallerSpin (0: park at once)
//	idlespin=DURATION    PoolOptions.IdleSpin (default 5ms; 0: never past the spins)
//	park=chan|futex      PoolOptions.Park
//	recheck=on|off       PoolOptions.Recheck
//	affinity=on|off      PoolOptions.Affinity
//	lockthreads=on|off   PoolOptions.LockThreads
//	pin=on|off           PoolOptions.Pin (on implies lockthreads=on)
//
// Keys not given keep DefaultPoolOptions' values (an empty string is the
// defaults: affinity=on,lockthreads=on); an unknown key or a bad value is
// an error. A duration of 0 here means no polling (PoolOptions'
// negative).
func ParsePoolOptions(s string) (PoolOptions, error) {
	o := DefaultPoolOptions()
	for _, kv := range strings.Split(s, ",") {
		kv = strings.TrimSpace(kv)
		if kv == "" {
			continue
		}
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return o, fmt.Errorf("host pool options %q: %q is not key=value", s, kv)
		}
		spin := func(d *time.Duration) error {
			t, err := time.ParseDuration(v)
			if err != nil || t < 0 {
				return fmt.Errorf("host pool options %q: %s=%s: want a duration such as 200us", s, k, v)
			}
			if *d = t; t == 0 {
				*d = -1
			}
			return nil
		}
		onOff := func(b *bool) error {
			switch v {
			case "on":
				*b = true
			case "off":
				*b = false
			default:
				return fmt.Errorf("host pool options %q: %s=%s: want on or off", s, k, v)
			}
			return nil
		}
		var err error
		switch k {
		case "spin":
			err = spin(&o.WorkerSpin)
		case "callerspin":
			err = spin(&o.CallerSpin)
		case "idlespin":
			err = spin(&o.IdleSpin)
		case "park":
			o.Park = v
		case "recheck":
			err = onOff(&o.Recheck)
		case "affinity":
			err = onOff(&o.Affinity)
		case "lockthreads":
			err = onOff(&o.LockThreads)
		case "pin":
			err = onOff(&o.Pin)
		default:
			err = fmt.Errorf("host pool options %q: unknown key %q (spin, callerspin, idlespin, park, recheck, affinity, lockthreads, pin)", s, k)
		}
		if err != nil {
			return o, err
		}
	}
	if _, err := o.resolve(); err != nil {
		return o, fmt.Errorf("host pool options %q: %w", s, err)
	}
	return o, nil
}
