// Package bench holds mgxport's end-to-end benchmarks (go test -bench . in
// this directory): finalize with a cold and a warm kernel cache, in-process
// and as separate mgxport processes, and host execution of the shared
// models next to the reference evaluator. Speed is measured here, never
// asserted in unit tests.
package bench
