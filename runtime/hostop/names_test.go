package hostop

import (
	"fmt"
	"testing"
)

// TestValueName checks the host step's value names against formatting.
func TestValueName(t *testing.T) {
	for i := range 25 {
		if got, want := valueName(false, i), fmt.Sprintf("in%d", i); got != want {
			t.Errorf("valueName(false, %d) = %q, want %q", i, got, want)
		}
		if got, want := valueName(true, i), fmt.Sprintf("out%d", i); got != want {
			t.Errorf("valueName(true, %d) = %q, want %q", i, got, want)
		}
	}
}
