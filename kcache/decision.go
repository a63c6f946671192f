package kcache

import "strings"

// Tuning decisions (DESIGN.md, Trust): a tuned kernel's native object is
// code, but the decision its tuning made — the winning schedule's
// parameters — is data. Finalize stores each decision as an entry of its
// own, beside the tuned kernel, under the kernel's key parts with
// DecisionTuning appended to Tuning (and no Device: the payload names the
// device it was measured on, so a decision from another device is found
// and reported rather than silently missed). `cache export --tuned` writes
// only these entries; Import takes them without --trust, after the
// caller's check (ImportOptions.Decision), and the next tuned finalize
// compiles the recorded schedule here instead of tuning again.

// DecisionTuning ends the Tuning of a decision entry's key parts, e.g.
// "quick+decision".
const DecisionTuning = "+decision"

// MaxDecision bounds a decision entry's payload: a schedule's parameters
// and the names of its target and device are a few hundred bytes.
const MaxDecision = 16 << 10

// IsDecision reports whether p keys a tuning decision (data) rather than
// a finalized kernel (code).
func (p KeyParts) IsDecision() bool { return strings.HasSuffix(p.Tuning, DecisionTuning) }
