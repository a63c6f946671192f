package host

import (
	"bytes"
	"os"
	"runtime"
	"strconv"
	"sync/atomic"
	"time"
)

// idleProbe says whether the machine has a CPU that no task waits for:
// the runnable tasks /proc/loadavg counts (its fourth field's numerator,
// this pool's polling threads and the reader among them) are no more than
// the CPUs this process may use, and an eighth. With PoolOptions.IdleSpin,
// while it does, an idle thread of the pool keeps polling past its spin,
// up to IdleSpin: a core no one else wants costs nothing to hold, and a
// parked worker costs the next launch its wake (tens of microseconds each
// on a VM, in a tree of them). When another task is runnable, the thread
// parks after its spin as without: on a machine shared with other work a
// polling thread takes the core from the thread it waits for.
//
// Session 18's measurements, on the 16-core Xeon at 16 threads
// (interleaved rounds of processes, median of the rounds' medians against
// ORT's): workers parked about 55 times a resnet18 run with the 200 us
// spin alone. Polling 20 ms unconditionally took resnet18 from 1.25 to
// 1.07 of ORT, mobilenet_v2 1.11 to 1.03 and cnn_fp32 1.17 to 1.02 (call
// 3); with this probe and 5 ms, parks fell tenfold and the rounds'
// minimums improved on 6 of 7 models, the medians on 4 (call 5: cnn_fp32
// 1.05 to 0.86, lstm_seg 0.57 to 0.47, mobilenet_v2 1.26 to 1.31). But a
// polling worker holds one of the Go scheduler's Ps, and on the 2-core
// development machine a model whose outputs are megabytes
// (bench/host/mkstride2: a garbage collection every other run) ran 15%
// slower at 2 threads with every worker polling (5.5-6.1 ms against
// 4.5-5.3, three interleaved rounds): the collector's workers waited for
// the P. So a pool leaves one P free of its threads (reserveP raises
// GOMAXPROCS where they would hold every P: session 22), which the
// collector and the process's other goroutines share, and with that it
// is on by default (DefaultIdleSpin, 5 ms): in
// session 19 on the Xeon, in one process beside ONNX Runtime
// (bench/host/paired_vs_ort.py, two calls of 17 block pairs), the median
// ratio to ORT went from 1.44 and 1.45 to 1.23 and 1.31 on resnet18, 1.52
// and 1.45 to 1.22 and 1.35 on mobilenet_v2, 1.32 and 1.17 to 1.07 and
// 1.03 on cnn_fp32, 1.38 and 1.41 to 1.19 and 1.18 on resnet_mini, 1.39
// and 1.31 to 1.19 and 1.33 on squeezenet1_1, mobilenet_blocks 1.37 and
// 1.41 against 1.41 and 1.29; as separate processes (ab_vs_ort.sh, two
// rounds) resnet18 1.29 to 1.21, cnn_fp32 1.05 to 0.96, mobilenet_v2 1.20
// either way.
//
// One thread at a time reads the file, at most every idleProbeEvery; the
// others take the last verdict.
type idleProbe struct {
	f       *os.File
	cpus    int
	epoch   time.Time
	checked atomic.Int64 // when the verdict was read, ns after epoch
	idle    atomic.Bool  // the verdict
	reading atomic.Bool  // a thread is reading
	buf     [128]byte    // the reader's (one at a time: reading)
}

// idleProbeEvery is how old a verdict idleProbe.Idle takes.
const idleProbeEvery = 100 * time.Microsecond

// newIdleProbe opens /proc/loadavg; nil where it cannot (not Linux): the
// pool's threads then never poll past their spins.
func newIdleProbe() *idleProbe {
	f, err := os.Open("/proc/loadavg")
	if err != nil {
		return nil
	}
	// GOMAXPROCS is below NumCPU under a cgroup's CPU quota (Go reads
	// it): the runnable tasks count the whole machine, and polling would
	// spend the quota.
	q := &idleProbe{f: f, cpus: min(runtime.NumCPU(), runtime.GOMAXPROCS(0)), epoch: time.Now()}
	q.checked.Store(-int64(idleProbeEvery))
	return q
}

// Idle reports the verdict, read again where it is older than
// idleProbeEvery (false for a nil probe, or where the file does not read
// as /proc/loadavg).
func (q *idleProbe) Idle() bool {
	if q == nil {
		return false
	}
	now := int64(time.Since(q.epoch))
	if now-q.checked.Load() < int64(idleProbeEvery) || !q.reading.CompareAndSwap(false, true) {
		return q.idle.Load()
	}
	run, ok := q.runnable()
	// A few tasks over the CPUs are the moment's kernel threads and the
	// process's own (the Go runtime's), not another program's load: on
	// the Xeon, without this slack, a resnet18 perf at 16 threads still
	// parked its workers 3600 times (5700 without IdleSpin, 15 polling
	// 20 ms unconditionally; call 4). At least one: on two CPUs the
	// launching thread and the polling reader are both, and any other
	// task for a moment made the worker park (mobilenet_blocks at 2
	// threads: 300-400 stops in 600 runs with one, 600-650 without).
	q.idle.Store(ok && run <= q.cpus+max(1, q.cpus/8))
	q.checked.Store(now)
	q.reading.Store(false)
	return q.idle.Load()
}

// runnable reads the runnable tasks from the file (ok false where it does
// not read as /proc/loadavg). The caller holds reading.
func (q *idleProbe) runnable() (int, bool) {
	n, _ := q.f.ReadAt(q.buf[:], 0) // io.EOF at the end: the file is short
	return loadavgRunnable(q.buf[:n])
}

// close closes the file.
func (q *idleProbe) close() {
	if q != nil {
		q.f.Close()
	}
}

// loadavgRunnable parses /proc/loadavg's text ("0.50 0.40 0.30 3/512
// 12345": three load averages, runnable/total tasks, the last PID) and
// returns the runnable tasks; ok false where b is not of that form.
func loadavgRunnable(b []byte) (int, bool) {
	f := bytes.Fields(b)
	if len(f) < 4 {
		return 0, false
	}
	run, _, ok := bytes.Cut(f[3], []byte("/"))
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(string(run))
	return n, err == nil && n >= 0
}
