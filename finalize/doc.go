// Package finalize turns portable code objects into device code. Run is the
// finalize loop every target shares (run.go: plan, cache lookup, parallel
// compile, store), over a Target per row of the target table (target.go:
// the interface, New; hosttarget.go: the host's; gputarget.go: the GPUs').
// identity.go holds the compiler identity memo. The host compiler is
// finalize/host, the GPU kernel generators finalize/gpu/kernelgen, what
// every backend shares finalize/backend; SPIR-V raising lives in
// finalize/raise.
package finalize
