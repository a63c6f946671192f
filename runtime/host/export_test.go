package host

// SplitAlways makes p's launches split every phase and run every wave of
// independent launches at the same time, without measuring whether that
// pays (Pool.always): tests check that results do not depend on it.
func SplitAlways(p *Pool) { p.always = true }
