package finalize

import (
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/host"
)

// The names finalize's API shares with its backends, defined once in
// package backend (and the host compiler's in package host).
type (
	// SourceKind is backend.SourceKind.
	SourceKind = backend.SourceKind
	// PhaseTimes is backend.PhaseTimes.
	PhaseTimes = backend.PhaseTimes
	// TuneOptions is backend.TuneOptions.
	TuneOptions = backend.TuneOptions
	// TuneReport is backend.TuneReport.
	TuneReport = backend.TuneReport
	// TuneDevice is backend.TuneDevice.
	TuneDevice = backend.TuneDevice
	// Measurer is backend.Measurer.
	Measurer = backend.Measurer
	// Identity is backend.Identity.
	Identity = backend.Identity
	// HostIdentity is host.HostIdentity.
	HostIdentity = host.HostIdentity
	// HostSchedule is host.HostSchedule.
	HostSchedule = host.HostSchedule
)

// The source kinds, as backend defines them.
const (
	SourceTOSA   = backend.SourceTOSA
	SourceRaised = backend.SourceRaised
	SourceGPU    = backend.SourceGPU
)
