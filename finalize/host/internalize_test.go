package host

import (
	"bytes"
	"context"
	"debug/elf"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

// TestHostObjectsKeepCalledMicroKernels compiles kernels that call the
// micro-kernels (resnet18's layer1 and resnet_mini's 8x8 3x3 convolutions
// with their residual Add and Relu, a 1x1 convolution, a depthwise
// convolution, a max pool and a global average pool) through CompileHost
// and reads the shared objects' symbols: they export exactly the kernel,
// its phase entries and plan, their packed entries and the run list, and
// hold no micro-kernel's unspecialized copy beside a clone of it (the
// linked helpers but genericHelpers are internal before the optimizer,
// which drops a copy nothing calls).
func TestHostObjectsKeepCalledMicroKernels(t *testing.T) {
	lib := gputest.OpenLib(t)
	relu := float32(math.MaxFloat32)
	p1 := [4]int{1, 1, 1, 1}
	cases := []struct {
		name, sym, src string
	}{
		{"resnet18 layer1 3x3", "conv", convK{n: 1, c: 64, h: 56, w: 56, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: relu}.kernel()},
		{"resnet_mini 8x8 3x3", "conv", convK{n: 1, c: 64, h: 8, w: 8, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: relu}.kernel()},
		{"1x1", "conv", conv1x1{n: 1, c: 64, h: 28, w: 28, f: 128, clip: true, lo: 0, hi: 6}.kernel()},
		{"depthwise 3x3", "dw", dwNCHW{n: 1, c: 96, h: 56, w: 56, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}.kernel()},
		{"max pool 3x3 s2", "pool", nchwMaxPool{n: 1, c: 64, h: 112, w: 112, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}.kernel()},
		{"global average pool", "gap", planeSum{n: 1, c: 512, h: 7, w: 7}.kernel()},
	}
	var helpers []string
	for _, h := range hostRuntimeIR() {
		helpers = append(helpers, h.name)
		if h.alt != "" {
			helpers = append(helpers, h.alt)
		}
	}
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	sched := DefaultHostSchedule(lib.HostTarget())
	linked := 0 // kernels whose lowering calls a micro-kernel
	for _, c := range cases {
		if !strings.Contains(c.src, "func.func @"+c.sym+"(") {
			t.Fatalf("%s: the source does not define @%s", c.name, c.sym)
		}
		m, err := w.ctx.ParseString(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := w.lower(m, HostTOSAStages(), sched); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		ir := m.String()
		m.Close()
		for _, h := range helpers {
			if strings.HasPrefix(h, "mgxport_") && strings.Contains(ir, "@"+h) {
				linked++
				break
			}
		}
		so, err := CompileHost(context.Background(), lib, []byte(c.src), SourceTOSA)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		f, err := elf.NewFile(bytes.NewReader(so))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		dyn, err := f.DynamicSymbols()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		exported := regexp.MustCompile(`^` + regexp.QuoteMeta(c.sym) + `(` + regexp.QuoteMeta(codeobj.HostPhaseSuffix) + `[0-9]+|` +
			regexp.QuoteMeta(codeobj.HostPlanSuffix) + `)?(` + regexp.QuoteMeta(codeobj.HostPackedSuffix) + `)?$`)
		var names []string
		for _, s := range dyn {
			if s.Section == elf.SHN_UNDEF || elf.ST_TYPE(s.Info) != elf.STT_FUNC {
				continue
			}
			names = append(names, s.Name)
			if s.Name != codeobj.HostRunList && !exported.MatchString(s.Name) {
				t.Errorf("%s: the object exports %s", c.name, s.Name)
			}
		}
		for _, want := range []string{c.sym, c.sym + codeobj.HostPackedSuffix, codeobj.HostRunList} {
			if !slices.Contains(names, want) {
				t.Errorf("%s: the object does not export %s (exports %v)", c.name, want, names)
			}
		}
		syms, err := f.Symbols()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var local []string
		for _, s := range syms {
			if s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC && elf.ST_BIND(s.Info) == elf.STB_LOCAL {
				local = append(local, s.Name)
			}
		}
		for _, h := range helpers {
			if !slices.Contains(local, h) || slices.Contains(genericHelpers(), h) {
				continue // genericHelpers stay external: O2 keeps them
			}
			for _, l := range local {
				if strings.HasPrefix(l, h+".") {
					t.Errorf("%s: the object keeps %s's unspecialized copy beside %s (its functions: %v)", c.name, h, l, local)
				}
			}
		}
	}
	if linked == 0 {
		t.Fatalf("no kernel called a micro-kernel on this CPU (schedule %s): nothing was checked", sched)
	}
}
