package lower_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/target"
)

// TestRecurrenceFinalizesResidentForNVIDIA compiles the recurrent test
// models and finalizes them for sm_90a and sm_80 (PTX, no GPU needed), and
// checks that each recurrence kernel's PTX is the resident path: the state
// in a shared-memory array, bar.sync between the phases, the recurrent
// product unrolled into fused multiply-adds on R held in registers (at least
// Hidden-8 of them: the product has 8 chains, each starting with a
// multiply), and no local (stack) memory.
func TestRecurrenceFinalizesResidentForNVIDIA(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	kc, err := driver.OpenCache(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	var ts []target.Target
	for _, a := range []string{"sm_90a", "sm_80"} {
		tg, err := target.Lookup(a)
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, tg)
	}
	for _, tc := range []struct {
		model  string
		symbol string
		hidden int
	}{
		{"lstm_seg", "recurrence_lstm", 64},
		{"gru_tagger", "recurrence_gru", 64},
		{"rnn_stack", "recurrence_rnn", 24},
	} {
		t.Run(tc.model, func(t *testing.T) {
			portable := filepath.Join(dir, tc.model+".mgxb")
			model := filepath.Join("..", "testdata", "models", tc.model, "model.onnx")
			if err := driver.Compile(ctx, model, portable, driver.CompileOptions{}); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, tc.model+".nv.mgxb")
			if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, out,
				driver.FinalizeOptions{Targets: ts, Cache: kc, Ptxas: "none"}); err != nil {
				t.Fatalf("%v (finalize needs libmgxport_mlir.so: run `make build`, which runs `make deps`)", err)
			}
			r, err := bundle.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			seen := map[string]bool{}
			for _, e := range r.Manifest.Objects {
				if e.Object.Format != codeobj.PTX || e.Object.Symbol != tc.symbol {
					continue
				}
				o, err := r.ReadObject(e.ID)
				if err != nil {
					t.Fatal(err)
				}
				ptx := string(o.Payload)
				seen[o.Target] = true
				fma := strings.Count(ptx, "fma.rn.f32")
				switch {
				case !strings.Contains(ptx, ".shared .align 4 .b8 __wg_"+tc.symbol):
					t.Errorf("%s %s: no shared-memory state", tc.symbol, o.Target)
				case !strings.Contains(ptx, "bar.sync"):
					t.Errorf("%s %s: no barrier", tc.symbol, o.Target)
				case fma < tc.hidden-8:
					t.Errorf("%s %s: %d fma.rn.f32, want the unrolled product's %d or more", tc.symbol, o.Target, fma, tc.hidden-8)
				case strings.Contains(ptx, ".local"):
					t.Errorf("%s %s: uses local memory", tc.symbol, o.Target)
				}
			}
			if !seen["sm_90a"] || !seen["sm_80"] {
				t.Fatalf("PTX of %s for %v, want sm_90a and sm_80", tc.symbol, seen)
			}
		})
	}
}
