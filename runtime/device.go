package runtime

import (
	"time"

	"github.com/mgxport/mgxport/codeobj"
)

// DevicePtr is an address in a Device's memory. Host devices hand out
// host addresses; GPU devices their own (CUdeviceptr, hipDeviceptr_t).
type DevicePtr uintptr

// Device is what an executor needs of one device (DESIGN.md, Runtime
// devices): memory, copies, code objects, launches, streams and events.
// runtime/host implements it on the CPU, runtime/cuda on the CUDA driver
// API. Work is enqueued on a Stream in order; errors of asynchronous work
// may surface only at the stream's Synchronize. A Device and the objects
// it makes are used by one goroutine at a time unless the implementation
// says otherwise.
type Device interface {
	// Target is the arch finalized objects must have: "host", "sm_90", ...
	Target() string
	// Alloc allocates n > 0 bytes of device memory; Free releases it.
	Alloc(n int64) (DevicePtr, error)
	Free(p DevicePtr) error
	// NewStream makes a queue of work; NewEvent an event to time it.
	NewStream() (Stream, error)
	NewEvent() (Event, error)
	// Elapsed is the time between two events recorded on a stream that
	// has been synchronized since.
	Elapsed(start, end Event) (time.Duration, error)
	// CopyIn enqueues a copy of src into device memory at dst; src may be
	// reused as soon as CopyIn returns (a device stages it as it must),
	// except a host buffer the device handed out (HostBuffers), which it
	// reads until s is synchronized.
	CopyIn(s Stream, dst DevicePtr, src []byte) error
	// CopyOut enqueues a copy of len(dst) bytes at src into dst; dst holds
	// them once s.Synchronize has returned without error.
	CopyOut(s Stream, dst []byte, src DevicePtr) error
	// Copy enqueues a copy of n bytes between device buffers.
	Copy(s Stream, dst, src DevicePtr, n int64) error
	// Load makes a finalized code object's payload callable.
	Load(o *codeobj.Object) (Module, error)
	// Close releases the device; memory and modules it handed out must be
	// released first.
	Close() error
}

// Stream is an ordered queue of device work.
type Stream interface {
	// Synchronize waits for the work enqueued so far and reports the
	// first error it raised.
	Synchronize() error
	Close() error
}

// Event marks a point in a stream, for timing.
type Event interface {
	// Record enqueues the event on s.
	Record(s Stream) error
	// Synchronize waits until the work before the recorded event is done.
	Synchronize() error
	Close() error
}

// Module is a loaded code object.
type Module interface {
	// Kernel looks a kernel up by its entry symbol.
	Kernel(symbol string) (Kernel, error)
	Close() error
}

// LaunchConfig is one launch's sizes: Grid in blocks, Block in threads
// (each dimension at least 1), Shared the dynamic shared memory in bytes.
// Host devices ignore it: a host kernel runs its whole range per call.
type LaunchConfig struct {
	Grid, Block [3]int64
	Shared      int64
}

// Kernel is a callable kernel of a Module.
type Kernel interface {
	// Symbol is the kernel's entry symbol.
	Symbol() string
	// Launch enqueues one launch on s with one pointer argument per
	// buffer, in the kernel's parameter order. Errors name the kernel.
	Launch(s Stream, cfg LaunchConfig, args []DevicePtr) error
}

// Batcher is implemented by devices that can run a fixed sequence of
// kernel launches as one call (the host device: one call into native code
// for the sequence instead of one a launch, which costs more than a small
// kernel's arithmetic).
type Batcher interface {
	// Batchable reports whether k may be part of a Batch from now on
	// (the device will not want to launch it another way later).
	Batchable(k Kernel) bool
	// Batch prepares the launches, in order; ok is false when the device
	// cannot run them as one (it launches them one by one then). The
	// launches' argument slices are not kept.
	Batch(launches []BatchLaunch) (b Batch, ok bool)
}

// BatchLaunch is one launch of a Batch: a kernel, its launch sizes and
// its arguments, as Kernel.Launch takes them.
type BatchLaunch struct {
	Kernel Kernel
	Config LaunchConfig
	Args   []DevicePtr
}

// Batch is a sequence of launches a Batcher prepared.
type Batch interface {
	// Launch runs (enqueues) the whole sequence on s.
	Launch(s Stream) error
}

// Grapher is implemented by devices that can record a sequence of
// launches once and replay it cheaply (CUDA graphs).
type Grapher interface {
	// Capture records the work enqueue puts on s, without running it, as
	// a Graph. enqueue must only enqueue launches on s.
	Capture(s Stream, enqueue func() error) (Graph, error)
}

// Graph is a captured sequence of device work.
type Graph interface {
	// Launch enqueues the whole sequence on s.
	Launch(s Stream) error
	Close() error
}

// Mapper is implemented by devices whose memory the host addresses
// directly (the host device): Map returns the n bytes at p.
type Mapper interface {
	Map(p DevicePtr, n int64) ([]byte, error)
}

// Splitter is implemented by kernels that spread a launch over several
// threads (host kernels with phases): how the kernel runs now, as
// measured and decided so far (perf --json reports it per launch).
type Splitter interface {
	Split() SplitInfo
}

// SplitInfo is how a kernel's launches are spread over threads.
type SplitInfo struct {
	// How is "whole" (on the calling thread: phases not worth it, or one
	// thread), "split" (the phases Ranges says, over the threads),
	// "probing" (still timing) or "always" (every phase split, unmeasured).
	How string `json:"how"`
	// Phases is how many phases the kernel has (0: one entry only), and
	// Extents each one's iterations (1: a serial run, never split).
	Phases  int     `json:"phases"`
	Extents []int64 `json:"extents,omitempty"`
	// Ranges is, per phase, how many ranges it runs in (1: on the
	// calling thread); set when How is "split" or "always".
	Ranges []int `json:"ranges,omitempty"`
	// WholeUS is the best time of the whole entry on one thread, PhaseUS
	// each phase's on one thread, SplitUS each phase's split (the
	// candidates; the others as on one thread, consecutive ones in one
	// call: the first holds their time, the others 0), in microseconds:
	// the measurements the decision was made from (empty until taken).
	WholeUS float64   `json:"whole_us,omitempty"`
	PhaseUS []float64 `json:"phase_us,omitempty"`
	SplitUS []float64 `json:"split_us,omitempty"`
	// RetryInMS is when a kernel whose split did not pay is timed split
	// again, in milliseconds from now (0: not planned).
	RetryInMS float64 `json:"retry_in_ms,omitempty"`
	// WatchUS is the median time of the last launches run split as
	// decided, in microseconds, set once that many ran (a split whose
	// median is no faster than the whole entry goes back to running
	// whole: WholeUS, or WholeWatchUS where that is slower).
	WatchUS float64 `json:"watch_us,omitempty"`
	// WholeWatchUS is the median time of the last launches run whole
	// while a refused split waited for its retry, in microseconds (0:
	// none yet): the whole entry as the model runs it, reading what the
	// kernels before it wrote on other cores, against WholeUS measured
	// while they ran whole too.
	WholeWatchUS float64 `json:"whole_watch_us,omitempty"`
	// WatchP10US and WatchP90US are the 10th and 90th percentiles of
	// the same launches, and WaitUS the median time their launching
	// thread waited, its own ranges done, for the ranges other threads
	// had taken (stragglers, or threads slow to come): how a split's
	// time spreads, in microseconds.
	WatchP10US float64 `json:"watch_p10_us,omitempty"`
	WatchP90US float64 `json:"watch_p90_us,omitempty"`
	WaitUS     float64 `json:"wait_us,omitempty"`
	// OwnRanges and StolenRanges count, over every launch so far, the
	// ranges of split phases that ran on the thread they were dealt to and
	// those another thread took (host pools with affinity only: both 0
	// where ranges go to whichever thread asks next): whether each thread
	// kept its share of the work from launch to launch.
	OwnRanges    int64 `json:"own_ranges,omitempty"`
	StolenRanges int64 `json:"stolen_ranges,omitempty"`
}
