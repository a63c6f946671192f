package passes

import "slices"

// Expands reports whether the Expand pass rewrites op type opType (of the
// default domain) into other ops before lowering.
func Expands(opType string) bool {
	_, ok := expansions[opType]
	return ok
}

// ExpandedOps lists the op types the Expand pass rewrites, sorted.
func ExpandedOps() []string {
	out := make([]string, 0, len(expansions))
	for k := range expansions {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
