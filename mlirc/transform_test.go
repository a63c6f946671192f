package mlirc

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// matmulPayload is a linalg.matmul on tensors of random static sizes.
func matmulPayload(m, n, k int) string {
	return fmt.Sprintf(`func.func @mm(%%a: tensor<%[1]dx%[3]dxf32>, %%b: tensor<%[3]dx%[2]dxf32>, %%c: tensor<%[1]dx%[2]dxf32>) -> tensor<%[1]dx%[2]dxf32> {
  %%r = linalg.matmul ins(%%a, %%b : tensor<%[1]dx%[3]dxf32>, tensor<%[3]dx%[2]dxf32>) outs(%%c : tensor<%[1]dx%[2]dxf32>) -> tensor<%[1]dx%[2]dxf32>
  return %%r : tensor<%[1]dx%[2]dxf32>
}`, m, n, k)
}

// tileScript tiles every linalg.matmul by tm x tn x tk.
func tileScript(tm, tn, tk int) string {
	return fmt.Sprintf(`module attributes {transform.with_named_sequence} {
  transform.named_sequence @main(%%root: !transform.any_op {transform.readonly}) {
    %%mm = transform.structured.match ops{["linalg.matmul"]} in %%root : (!transform.any_op) -> !transform.any_op
    %%t, %%l:3 = transform.structured.tile_using_for %%mm tile_sizes [%d, %d, %d] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @fail(%%root: !transform.any_op {transform.readonly}) {
    %%f = transform.structured.match ops{["func.func"]} in %%root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %%f, "marker" : !transform.any_op
    %%mm = transform.structured.match ops{["linalg.matmul"]} in %%root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %%mm : !transform.any_op
    transform.yield
  }
}`, tm, tn, tk)
}

func TestApplyTransform(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	m, n, k := 2+r.IntN(30), 2+r.IntN(30), 2+r.IntN(30)
	tm, tn, tk := 1+r.IntN(m-1), 1+r.IntN(n-1), 1+r.IntN(k-1)
	script, err := c.ParseString(tileScript(tm, tn, tk))
	if err != nil {
		t.Fatal(err)
	}
	orig, err := c.ParseString(matmulPayload(m, n, k))
	if err != nil {
		t.Fatal(err)
	}
	origText := orig.String()
	// One script serves several payloads (the clone of each trial).
	for range 2 {
		trial, err := orig.Clone()
		if err != nil {
			t.Fatal(err)
		}
		if err := trial.ApplyTransform(script, "main"); err != nil {
			t.Fatalf("tile %dx%dx%d by %dx%dx%d: %v", m, n, k, tm, tn, tk, err)
		}
		if err := trial.Verify(); err != nil {
			t.Fatal(err)
		}
		got := trial.String()
		if c := strings.Count(got, "scf.for"); c != 3 {
			t.Fatalf("tiled module has %d scf.for, want 3:\n%s", c, got)
		}
		for _, step := range []int{tm, tn, tk} {
			if !strings.Contains(got, fmt.Sprintf("arith.constant %d : index", step)) {
				t.Fatalf("tiled module lacks the step %d:\n%s", step, got)
			}
		}
		if strings.Contains(got, "transform.") {
			t.Fatalf("the payload holds transform IR:\n%s", got)
		}
		trial.Close()
	}
	if orig.String() != origText {
		t.Fatal("transforming clones changed the original")
	}

	// Failures carry MLIR's diagnostics.
	trial, err := orig.Clone()
	if err != nil {
		t.Fatal(err)
	}
	// Vectorizing a matmul whose sizes are static succeeds; make it dynamic.
	dyn, err := c.ParseString(strings.ReplaceAll(matmulPayload(m, n, k), fmt.Sprintf("tensor<%dx", m), "tensor<?x"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		payload *Module
		entry   string
		want    []string
	}{
		{"missing entry", trial, "nope", []string{"no named sequence @nope"}},
		{"failing transform", dyn, "fail", []string{"apply transform sequence @fail", "marker", "error:"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.payload.ApplyTransform(script, tt.entry)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q: %v", w, err)
				}
			}
		})
	}
	other := newContext(t, l)
	foreign, err := other.ParseString(matmulPayload(m, n, k))
	if err != nil {
		t.Fatal(err)
	}
	if err := foreign.ApplyTransform(script, "main"); err == nil || !strings.Contains(err.Error(), "different contexts") {
		t.Fatalf("script from another context: %v", err)
	}
	script.Close()
	if err := trial.ApplyTransform(script, "main"); err != ErrClosed {
		t.Fatalf("closed script: %v", err)
	}
}
