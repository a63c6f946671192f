package host

import (
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

// TestDistinctReturns: a value returned more than once gets a copy for
// each repeat (static tensors only), and the module still verifies.
func TestDistinctReturns(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, c := range []struct {
		name, results, ret string
		want               int
	}{
		{"once each", "tensor<4xf32>, tensor<4xf32>", "%x, %y : tensor<4xf32>, tensor<4xf32>", 0},
		{"twice", "tensor<4xf32>, tensor<4xf32>", "%x, %x : tensor<4xf32>, tensor<4xf32>", 1},
		{"three times", "tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>", "%x, %y, %x, %x : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>", 2},
		{"dynamic", "tensor<?xf32>, tensor<?xf32>", "%d, %d : tensor<?xf32>, tensor<?xf32>", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := `func.func @k(%x: tensor<4xf32>, %y: tensor<4xf32>, %d: tensor<?xf32>) -> (` + c.results + `) {
  return ` + c.ret + `
}`
			mod, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			defer mod.Close()
			n, err := DistinctReturns(mod)
			if err != nil || n != c.want {
				t.Fatalf("DistinctReturns: %d, %v; want %d", n, err, c.want)
			}
			if err := mod.Verify(); err != nil {
				t.Fatalf("%v\n%s", err, mod)
			}
			if got := strings.Count(mod.String(), "linalg.copy"); got != c.want {
				t.Errorf("%d copies, want %d:\n%s", got, c.want, mod)
			}
		})
	}
}
