package host

import "github.com/mgxport/mgxport/finalize/backend"

// The names the host compiler shares with the rest of finalize, defined
// once in package backend.
type (
	// SourceKind is backend.SourceKind.
	SourceKind = backend.SourceKind
	// PhaseTimes is backend.PhaseTimes.
	PhaseTimes = backend.PhaseTimes
	// TuneOptions is backend.TuneOptions.
	TuneOptions = backend.TuneOptions
	// TuneReport is backend.TuneReport.
	TuneReport = backend.TuneReport
	// Identity is backend.Identity.
	Identity = backend.Identity
	// HostIdentity is the host compiler's Identity: HostCompilerIdentity
	// and the host target string of a Compiler, as the identity memo
	// remembers them.
	HostIdentity = backend.Identity
)

// The source kinds, as backend defines them.
const (
	SourceTOSA   = backend.SourceTOSA
	SourceRaised = backend.SourceRaised
	SourceGPU    = backend.SourceGPU
)
