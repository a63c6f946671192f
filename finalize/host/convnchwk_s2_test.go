package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// TestNCHWKS2Geometry checks the phases a column-stride-2 convolution
// reads: their rows and row length, flat where no tap reads a plane's
// column at or past the output's last, and the planes some tap reads.
func TestNCHWKS2Geometry(t *testing.T) {
	for _, tt := range []struct {
		name                     string
		h, w, oh, ow, kh, kw, sh int64
		top, left                int64
		hp, pw, flat, used       int64
		floats                   int64 // for 256 channels (3: the 224x224 ones)
	}{
		// resnet18's layer4 3x3 (pads 1): 7 rows of 7, every plane.
		{"r18_layer4", 14, 14, 7, 7, 3, 3, 2, 1, 1, 7, 7, 1, 0b1111, 256 * 4 * 49},
		// Its 7x7 stem (pads 3): the planes' rows as long as the output's.
		{"r18_stem", 224, 224, 112, 112, 7, 7, 2, 3, 3, 112, 112, 1, 0b1111, 3 * 4 * 112 * 112},
		// A 1x1 downsampling reads the even rows' even columns alone.
		{"down1x1", 14, 14, 7, 7, 1, 1, 2, 0, 0, 7, 7, 1, 0b0001, 256 * 4 * 49},
		{"down1x1_odd", 15, 15, 8, 8, 1, 1, 2, 0, 0, 8, 8, 1, 0b0001, 256 * 4 * 64},
		// squeezenet's first (no pads, 224 -> 111): the last output
		// column reads column 111 of the even plane, past 110: by rows.
		{"sq_conv0", 224, 224, 111, 111, 3, 3, 2, 0, 0, 112, 112, 0, 0b1111, 3 * 4 * 112 * 112},
		// Row stride 1: one row phase, both column phases.
		{"sh1", 11, 23, 11, 12, 3, 3, 1, 1, 1, 11, 12, 1, 0b0011, 256 * 2 * 11 * 12},
		// Row stride 3, 5 rows of taps from -2: row phases 1, 2, 0.
		{"sh3", 25, 23, 9, 12, 5, 5, 3, 2, 2, 9, 12, 1, 0b111111, 256 * 6 * 9 * 12},
		// A 2-wide filter from column 0 (9 -> 4: column 8 unread): each
		// output's pair of columns and rows, flat.
		{"k2", 8, 9, 4, 4, 2, 2, 2, 0, 0, 4, 4, 1, 0b1111, 256 * 4 * 4 * 4},
		// 3 wide from column 0 (9 -> 4): the last output reads column 8,
		// the even plane's fifth: by rows of 5.
		{"k3", 8, 9, 3, 4, 3, 3, 2, 0, 0, 4, 5, 0, 0b1111, 256 * 4 * 4 * 5},
	} {
		g := nchwkS2Geometry(tt.h, tt.w, tt.oh, tt.ow, tt.kh, tt.kw, tt.sh, tt.top, tt.left)
		if g.hp != tt.hp || g.pw != tt.pw || g.flat != tt.flat || g.used != tt.used {
			t.Errorf("%s: nchwkS2Geometry = %+v, want hp %d pw %d flat %d used %b", tt.name, g, tt.hp, tt.pw, tt.flat, tt.used)
		}
		c := int64(256)
		if tt.w == 224 {
			c = 3
		}
		if f := g.floats(1, c, tt.sh); f != tt.floats {
			t.Errorf("%s: %d floats for %d channels, want %d", tt.name, f, c, tt.floats)
		}
	}
}

// TestConvNCHWKS2Bands compiles column-stride-2 convolutions whose
// inputs exceed nchwkS2MaxInputBytes (cnn_fp32's two over batch 8, and
// odd sizes: 1x1, 5x5 and 7x7 filters, uneven pads, a cropped input,
// output rows shorter and longer than a vector, flat and by rows, row
// strides 1 to 3, a residual and a Clip) with the AVX-512 micro-kernel:
// they become calls of the KxK kernel by bands alone (no phases' pass, no
// layout pass, one parallel loop: one phase). Where this CPU has AVX-512
// they compute, on random data, the float64 result within rounding, and
// the same bytes in their phases on 2 and 3 threads.
func TestConvNCHWKS2Bands(t *testing.T) {
	lib := gputest.OpenLib(t)
	native := hasFeature(lib.HostTarget().Features, "avx512f")
	sched := withConv32(HostSchedules()[0], "fma512")
	kern := nchwkKernelOf(sched.Conv32)
	p1 := [4]int{1, 1, 1, 1}
	tests := []convK{
		{n: 8, c: 32, h: 64, w: 64, f: 64, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}},
		{n: 8, c: 64, h: 32, w: 32, f: 128, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}, clip: true, lo: 0, hi: 6},
		{n: 3, c: 35, h: 61, w: 67, f: 19, kh: 3, kw: 3, sh: 2, sw: 2, pad: p1, residual: true},
		{n: 2, c: 9, h: 134, w: 130, f: 13, kh: 7, kw: 7, sh: 2, sw: 2, pad: [4]int{3, 3, 2, 2}, clip: true, lo: -0.5, hi: 0.5},
		{n: 1, c: 11, h: 161, w: 163, f: 8, kh: 5, kw: 5, sh: 2, sw: 2, pad: [4]int{2, 1, 2, 3}},
		{n: 4, c: 32, h: 47, w: 49, f: 17, kh: 1, kw: 1, sh: 2, sw: 2},
		{n: 8, c: 56, h: 29, w: 23, f: 24, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}, crop: [2]int{1, 1}},
		{n: 2, c: 10, h: 91, w: 151, f: 9, kh: 3, kw: 3, sh: 2, sw: 2},
		{n: 2, c: 16, h: 41, w: 211, f: 10, kh: 3, kw: 3, sh: 1, sw: 2, pad: p1},
		{n: 2, c: 12, h: 121, w: 95, f: 12, kh: 5, kw: 3, sh: 3, sw: 2, pad: [4]int{2, 1, 2, 1}},
	}
	pools := testPools(t, 2, 3)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, d := range tests {
		name := fmt.Sprintf("%+v", d)
		if 4*d.n*d.c*d.h*d.w <= nchwkS2MaxInputBytes {
			t.Fatalf("%s: an input of %d bytes is the phases' pass's", name, 4*d.n*d.c*d.h*d.w)
		}
		src := d.kernel()
		ir := scheduledIR(t, w, src, sched, name)
		if !strings.Contains(ir, "_s2b(") || strings.Contains(ir, "_s2prep") || strings.Contains(ir, "linalg.conv") ||
			strings.Contains(ir, "transpose") || strings.Count(ir, "scf.parallel") != 1 {
			t.Fatalf("%s: not one loop of calls by bands (%s):\n%s", name, nchwkS2BandSymbol(kern), ir)
		}
		if !native {
			t.Logf("%s: this CPU lacks avx512f: not run", name)
			continue
		}
		oh, ow := d.out()
		sizes := []int{d.n * d.c * d.h * d.w, d.f * d.c * d.kh * d.kw, d.f}
		if d.residual {
			sizes = append(sizes, d.n*d.f*oh*ow)
		}
		in := gputest.Buffers(t, sizes...)
		for _, b := range in {
			gputest.Fill(r, b)
		}
		if d.clip {
			for i := range in[2] {
				in[2][i] *= 2 * d.hi
			}
		}
		so, err := w.compile(context.Background(), []byte(src), SourceTOSA, sched, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out := gputest.Buffers(t, d.n*d.f*oh*ow)[0]
		for i := range out {
			out[i] = float32(math.NaN())
		}
		fn := hostkernel.Load(t, so, "conv")
		if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
			t.Fatal(err)
		}
		if fn.Phases() != 1 {
			t.Fatalf("%s: %d phases, want the calls' one", name, fn.Phases())
		}
		phasesMatchWhole(t, name, fn, pools, append(in, out), slices.Clone(out))
		var res []float32
		if d.residual {
			res = in[3]
		}
		want, mag := d.reference(in[0], in[1], in[2], res)
		checkContraction(t, name, out, want, mag, d.c*d.kh*d.kw+1)
	}
}

// TestNCHWKS2Bands checks the bands' panels (cnn_fp32's two stride-2
// 3x3s over batch 8 by bands in whole register tiles, enough panels for
// 16 threads; resnet18's layer2 and layer4 3x3s and resnet_mini's by the
// phases' pass; the first convolutions by bands but squeezenet's, whose
// panels 16 threads would share unevenly) and, on random shapes, that the scratch
// nchwkS2BandFloats sizes is the largest panel's band: the phases of the
// input rows from the first to the last any of its output pixels' taps
// reads, found here pixel by pixel.
func TestNCHWKS2Bands(t *testing.T) {
	k := nchwkKernelOf("fma512")
	for _, tt := range []struct {
		name                                string
		nb, c, h, w, f, oh, ow, kh, sh, top int64
		ps, panels                          int64 // 0: the phases' pass
	}{
		{"cnn_conv1", 8, 32, 64, 64, 64, 32, 32, 3, 2, 1, 3, 176},
		{"cnn_conv3", 8, 64, 32, 32, 128, 16, 16, 3, 2, 1, 3, 48},
		{"r18_layer4", 1, 256, 14, 14, 512, 7, 7, 3, 2, 1, 0, 0},
		{"r18_layer2", 1, 64, 56, 56, 128, 28, 28, 3, 2, 1, 0, 0},
		// Over 16 channels (and 4 vectors in one small planes' tile).
		{"rmini_s2", 1, 32, 16, 16, 64, 8, 8, 3, 2, 1, 0, 0},
		{"rmini_s2_16", 1, 16, 32, 32, 32, 16, 16, 3, 2, 1, 0, 0},
		// The first convolutions' 3 channels: resnet18's 7x7 stem and
		// mobilenet_v2's by bands of one tile, even on 16 threads;
		// squeezenet's (by rows: 37 panels of 3 rows, 2 or 3 a thread)
		// by the pass's 74 items.
		{"sq_conv0", 1, 3, 223, 223, 64, 111, 111, 3, 2, 0, 0, 0},
		{"r18_stem", 1, 3, 224, 224, 64, 112, 112, 7, 2, 3, 3, 262},
		{"mb2_stem", 1, 3, 224, 224, 32, 112, 112, 3, 2, 1, 3, 262},
	} {
		g := nchwkS2Geometry(tt.h, tt.w, tt.oh, tt.ow, tt.kh, tt.kh, tt.sh, tt.top, tt.top)
		st := [2]int64{1, 1}
		kt := nchwkTileFor(tt.c, g.pw, tt.oh, tt.ow, st, k)
		ps := nchwkS2Bands(tt.nb, tt.c, tt.h, tt.w, g.pw, tt.f, tt.oh, tt.ow, tt.kh, tt.kh, tt.sh, kt)
		_, vecs, _ := nchwkPanel(tt.c, g.pw, tt.oh, tt.ow, st, kt)
		if ps != tt.ps || ps > 0 && (ps%kt.nr != 0 || tt.nb*((vecs+ps-1)/ps) != tt.panels) {
			t.Errorf("%s: panels of %d vectors (of %d, tiles of %d: %d panels), want %d (%d panels)", tt.name, ps, vecs, kt.nr, tt.nb*((vecs+max(ps, 1)-1)/max(ps, 1)), tt.ps, tt.panels)
		}
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for range 300 {
		kh, sh := 1+r.Int64N(7), 1+r.Int64N(3)
		top := r.Int64N(kh)
		h := kh + r.Int64N(40)
		oh := (h+top+r.Int64N(kh)-kh)/sh + 1
		ow := 1 + r.Int64N(70)
		c, pw, flat := 1+r.Int64N(9), 1+r.Int64N(60), r.Int64N(2)
		ps := k.nr * (1 + r.Int64N(8))
		got := nchwkS2BandFloats(c, h, oh, ow, kh, sh, top, pw, ps, flat, k)
		vr := (ow + k.lanes - 1) / k.lanes
		s := oh * vr
		if flat == 1 {
			s = (oh*ow + k.lanes - 1) / k.lanes
		}
		var want int64
		for s0 := int64(0); s0 < s; s0 += ps {
			lo, hi := h, int64(-1) // the input rows the panel reads
			for v := s0; v < min(s0+ps, s); v++ {
				for l := range k.lanes {
					row := v / vr
					if flat == 1 {
						if v*k.lanes+l >= oh*ow {
							break
						}
						row = (v*k.lanes + l) / ow
					} else if v%vr*k.lanes+l >= ow {
						break
					}
					for i := range kh {
						if ih := row*sh + i - top; ih >= 0 && ih < h {
							lo, hi = min(lo, ih), max(hi, ih)
						}
					}
				}
			}
			if hi >= lo {
				want = max(want, c*sh*2*((hi-lo+1+sh-1)/sh)*pw)
			}
		}
		if got != want {
			t.Fatalf("h %d oh %d ow %d kh %d sh %d top %d flat %d ps %d: scratch of %d floats, a band takes %d", h, oh, ow, kh, sh, top, flat, ps, got, want)
		}
	}
}
