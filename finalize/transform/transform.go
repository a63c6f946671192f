// Package transform holds the conventions the host and GPU schedules share
// with the code that applies them: the name of the transform-dialect
// sequence a schedule script defines, and MLIR's list syntax.
package transform

import (
	"fmt"
	"strings"
)

// Entry is the named sequence a schedule's transform script defines for
// the compiler to apply.
const Entry = "mgxport_host_schedule"

// Ints formats a list of ints as MLIR's [a, b, c].
func Ints(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}
