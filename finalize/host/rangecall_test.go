package host

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

// TestRangedCallsCollapse lowers NCHW depthwise convolutions (bands of
// rows; whole planes, a chunk an item) and a max pooling large enough to
// split, through the phases: the whole entry and
// the phase entry each make one call of the kernel over their items (no
// loop of chunks left), with the chunk computation on the loop's bounds.
func TestRangedCallsCollapse(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	d := dwNCHW{n: 1, c: 16, h: 112, w: 112, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}
	// Whole planes, a chunk a plane (its multiply folded away).
	d1 := dwNCHW{n: 1, c: 192, h: 28, w: 28, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pl: 1, clip: true}
	p := nchwMaxPool{n: 1, c: 16, h: 221, w: 221, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1}
	for _, k := range dwSchedules() {
		for _, tt := range []struct{ src, sym string }{
			{d.kernel(), dwNCHWSymbol(dwNCHWKernelOf(k.sched.Depthwise))},
			{d1.kernel(), dwNCHWSymbol(dwNCHWKernelOf(k.sched.Depthwise))},
			{p.kernel(), poolKernelOf(k.sched.Depthwise).maxSymbol()},
		} {
			name := fmt.Sprintf("%s %s", k.sched.Depthwise, tt.sym)
			m, err := w.ctx.ParseString(tt.src)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			stages := HostTOSAStages()
			stages.Tail = nil
			if err := w.lower(m, stages, k.sched); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ir := m.String()
			m.Close()
			if n := strings.Count(ir, "call @"+tt.sym+"("); n != 2 {
				t.Fatalf("%s: %d calls of the kernel, want 2 (the whole entry's, the phase's):\n%s", name, n, ir)
			}
			if strings.Contains(ir, "scf.parallel") || !strings.Contains(ir, rangedAttr) {
				t.Fatalf("%s: a loop of chunks is left, or the calls lost their mark:\n%s", name, ir)
			}
		}
	}
}
