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

// convK is an ONNX dense convolution on an NCHW input x [n,c,h,w], an
// FCHW filter [f,c,kh,kw] with strides (sh, sw), pads (top, left, bottom,
// right) and a bias, as the compiler emits it (layout changes around a
// tosa.conv2d), then optionally a residual Add of a fourth argument r
// [n,f,oh,ow] and a Clip to [lo, hi] in the given order.
type convK struct {
	n, c, h, w, f int
	kh, kw        int
	sh, sw        int
	pad           [4]int // top, left, bottom, right
	crop          [2]int // rows and columns sliced off the input's end first (tosa.slice)
	residual      bool
	clip          bool
	clipFirst     bool // Clip, then the Add
	lo, hi        float32
}

// out returns the output's rows and columns.
func (d convK) out() (oh, ow int) {
	return (d.h-d.crop[0]+d.pad[0]+d.pad[2]-d.kh)/d.sh + 1, (d.w-d.crop[1]+d.pad[1]+d.pad[3]-d.kw)/d.sw + 1
}

func (d convK) kernel() string {
	oh, ow := d.out()
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.c, d.h, d.w)
	xt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h, d.w, d.c)
	xs := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h-d.crop[0], d.w-d.crop[1], d.c)
	wt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.f, d.c, d.kh, d.kw)
	ft := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.f, d.kh, d.kw, d.c)
	yt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, oh, ow, d.f)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.f, oh, ow)
	args := fmt.Sprintf("%%x: %s, %%wt: %s, %%b: tensor<%dxf32>", x, wt, d.f)
	if d.residual {
		args += ", %r: " + y
	}
	var b strings.Builder
	fmt.Fprintf(&b, `module {
  func.func @conv(%[1]s) -> %[2]s {
    %%xt = tosa.transpose %%x {perms = array<i32: 0, 2, 3, 1>} : (%[3]s) -> %[4]s
    %%s0 = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %%s1 = tosa.const_shape {values = dense<[%[16]d, %[17]d, %[18]d, %[19]d]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %%xs = tosa.slice %%xt, %%s0, %%s1 : (%[4]s, !tosa.shape<4>, !tosa.shape<4>) -> %[15]s
    %%zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%ft = tosa.transpose %%wt {perms = array<i32: 0, 2, 3, 1>} : (%[5]s) -> %[6]s
    %%yt = tosa.conv2d %%xs, %%ft, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: %[9]d, %[10]d, %[11]d, %[12]d>, stride = array<i64: %[13]d, %[14]d>} : (%[15]s, %[6]s, tensor<%[8]dxf32>, tensor<1xf32>, tensor<1xf32>) -> %[7]s
    %%v0 = tosa.transpose %%yt {perms = array<i32: 0, 3, 1, 2>} : (%[7]s) -> %[2]s
`, args, y, x, xt, wt, ft, yt, d.f, d.pad[0], d.pad[2], d.pad[1], d.pad[3], d.sh, d.sw, xs, d.n, d.h-d.crop[0], d.w-d.crop[1], d.c)
	v := "%v0"
	clip := func() {
		fmt.Fprintf(&b, "    %%c = tosa.clamp %s {min_val = %s : f32, max_val = %s : f32} : (%s) -> %s\n", v, f32Text(d.lo), f32Text(d.hi), y, y)
		v = "%c"
	}
	add := func() {
		fmt.Fprintf(&b, "    %%a = tosa.add %s, %%r : (%s, %s) -> %s\n", v, y, y, y)
		v = "%a"
	}
	switch {
	case d.clip && d.residual && d.clipFirst:
		clip()
		add()
	case d.clip && d.residual:
		add()
		clip()
	case d.clip:
		clip()
	case d.residual:
		add()
	}
	fmt.Fprintf(&b, "    return %s : %s\n  }\n}", v, y)
	return b.String()
}

// reference returns the kernel's result in float64 (the convolution, the
// Add and the Clip in d's order) and the sum of the magnitudes of the
// convolution's terms.
func (d convK) reference(x, w, b, r []float32) (want, mag []float64) {
	oh, ow := d.out()
	want, mag = make([]float64, d.n*d.f*oh*ow), make([]float64, d.n*d.f*oh*ow)
	for n := range d.n {
		for f := range d.f {
			for y := range oh {
				for z := range ow {
					v, a := float64(b[f]), math.Abs(float64(b[f]))
					for c := range d.c {
						for kh := range d.kh {
							for kw := range d.kw {
								ih, iw := y*d.sh+kh-d.pad[0], z*d.sw+kw-d.pad[1]
								if ih < 0 || ih >= d.h-d.crop[0] || iw < 0 || iw >= d.w-d.crop[1] {
									continue // the pad: 0
								}
								t := float64(x[((n*d.c+c)*d.h+ih)*d.w+iw]) * float64(w[((f*d.c+c)*d.kh+kh)*d.kw+kw])
								v, a = v+t, a+math.Abs(t)
							}
						}
					}
					k := ((n*d.f+f)*oh+y)*ow + z
					clip := func() { v = math.Max(math.Min(v, float64(d.hi)), float64(d.lo)) }
					if d.clip && (d.clipFirst || !d.residual) {
						clip()
					}
					if d.residual {
						v += float64(r[k])
						a += math.Abs(float64(r[k]))
					}
					if d.clip && d.residual && !d.clipFirst {
						clip()
					}
					want[k], mag[k] = v, a
				}
			}
		}
	}
	return want, mag
}

// TestConvNCHWK compiles dense KxK convolutions (3x3 with pad 1 at
// strides 1 and 2, squeezenet's first convolution's 3 channels at stride
// 2 with no pad and its input's last row and column sliced off, 5x5 and
// 2x2 with uneven pads;
// batches of 1 to 3; output channel counts that fill no register tile
// (8 at least); rows
// that fill no vector; with a residual Add, a Clip, both in either
// order, or neither) with the AVX-512 micro-kernel: the convolution
// becomes calls of the KxK kernel (not the 1x1 one) with no transpose,
// pad copy, fill or elementwise pass left (one scf.parallel: one phase).
// Where this CPU has AVX-512 it computes, on random data, the same bytes
// in its phases on 2 and 3 threads, and the float64 result within
// rounding, as the register tiles do (the sums' order differs: c, then
// the taps).
func TestConvNCHWK(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	sched := withConv32(HostSchedules()[0], "fma512")
	kern := nchwkKernelOf(sched.Conv32)
	if kern == nil {
		t.Fatal("no fma512 KxK kernel")
	}
	native := hasFeature(features, "avx512f")
	tiles := sched
	tiles.Conv32 = ""
	p1 := [4]int{1, 1, 1, 1}
	tests := []convK{
		{n: 1, c: 16, h: 13, w: 13, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, lo: 0, hi: 6},
		{n: 2, c: 5, h: 9, w: 21, f: 13, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: -0.25, hi: 0.5},
		{n: 1, c: 7, h: 6, w: 15, f: 8, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, clipFirst: true, residual: true, lo: 0, hi: 6},
		{n: 1, c: 3, h: 6, w: 37, f: 9, kh: 5, kw: 5, sh: 1, sw: 1, pad: [4]int{2, 1, 2, 3}},
		{n: 1, c: 4, h: 9, w: 10, f: 11, kh: 2, kw: 2, sh: 1, sw: 1, pad: [4]int{1, 0, 0, 1}, clip: true, lo: 0, hi: 6},
		{n: 1, c: 32, h: 27, w: 55, f: 40, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, lo: 0, hi: 6},
		{n: 1, c: 3, h: 37, w: 63, f: 64, kh: 3, kw: 3, sh: 2, sw: 2, clip: true, lo: 0, hi: 6},
		// squeezenet's first convolution: ONNX's 224 rows at stride 2 read
		// 223 (the compiler slices the last off).
		{n: 1, c: 3, h: 38, w: 64, f: 16, kh: 3, kw: 3, sh: 2, sw: 2, crop: [2]int{1, 1}, clip: true, lo: 0, hi: 6},
		{n: 2, c: 5, h: 15, w: 26, f: 9, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}, crop: [2]int{1, 0}},
		{n: 3, c: 6, h: 17, w: 27, f: 19, kh: 3, kw: 3, sh: 2, sw: 2, pad: p1, residual: true},
		{n: 1, c: 7, h: 12, w: 60, f: 17, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{0, 1, 1, 0}},
		// Stride 2 by phases: over many channels, resnet's 7x7 over 3, a
		// 1x1 (one plane read), flat planes of 7 and 14 (resnet18's
		// layer3 and layer4 shapes, fewer channels), odd sizes and pads.
		{n: 1, c: 8, h: 12, w: 70, f: 17, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{0, 1, 1, 0}},
		{n: 1, c: 3, h: 30, w: 30, f: 16, kh: 7, kw: 7, sh: 2, sw: 2, pad: [4]int{3, 3, 2, 2}},
		{n: 2, c: 12, h: 9, w: 9, f: 24, kh: 1, kw: 1, sh: 2, sw: 2},
		{n: 1, c: 33, h: 16, w: 16, f: 64, kh: 1, kw: 1, sh: 2, sw: 2, crop: [2]int{1, 1}},
		{n: 1, c: 40, h: 14, w: 14, f: 24, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}, clip: true, lo: 0, hi: 6},
		{n: 2, c: 19, h: 28, w: 28, f: 20, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}, residual: true},
		{n: 1, c: 5, h: 13, w: 13, f: 8, kh: 3, kw: 3, sh: 2, sw: 2, pad: p1},
		{n: 1, c: 4, h: 21, w: 19, f: 9, kh: 5, kw: 4, sh: 2, sw: 2, pad: [4]int{2, 1, 2, 2}},
		{n: 1, c: 6, h: 11, w: 23, f: 10, kh: 3, kw: 3, sh: 1, sw: 2, pad: p1},
		{n: 1, c: 6, h: 25, w: 23, f: 10, kh: 5, kw: 5, sh: 3, sw: 2, pad: [4]int{2, 2, 2, 2}},
		// resnet's deep layers: flat vectors across rows of 7 and 14
		// (and a 5x5 with uneven pads, a residual and a Clip first).
		{n: 1, c: 160, h: 7, w: 7, f: 48, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: 6},
		{n: 2, c: 20, h: 14, w: 14, f: 17, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, lo: 0, hi: 6},
		{n: 1, c: 9, h: 8, w: 11, f: 8, kh: 5, kw: 5, sh: 1, sw: 1, pad: [4]int{1, 3, 3, 1}, residual: true, clip: true, clipFirst: true, lo: -0.5, hi: 0.5},
		// Work items of a few tiles (nchwkSplit's panels of 1 to 3 tiles
		// by single channel tiles, a thread's chunk a band of every
		// channel): resnet18's layer2 and layer3 shapes (fewer channels)
		// with the residual and Relu, a batch of cnn_fp32's 32x32.
		{n: 1, c: 64, h: 28, w: 28, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: 6},
		{n: 1, c: 128, h: 14, w: 14, f: 128, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, lo: 0, hi: 6},
		{n: 2, c: 32, h: 32, w: 32, f: 40, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1},
		// Small planes, on the tiles of 4 vectors: resnet18's 7x7 and
		// resnet_mini's 8x8 (channels past the last whole tile of 6, a
		// 5x5 filter wider than the plane's pad).
		{n: 2, c: 24, h: 8, w: 8, f: 14, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: 6},
		{n: 1, c: 40, h: 7, w: 7, f: 20, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, clip: true, lo: 0, hi: 6},
		{n: 1, c: 6, h: 8, w: 8, f: 9, kh: 5, kw: 5, sh: 1, sw: 1, pad: [4]int{2, 1, 2, 3}, residual: true},
	}
	pools := testPools(t, 2, 3)
	phased := 0         // kernels run in phases on 2 and 3 threads
	bands, prep := 0, 0 // stride-2 convolutions by bands, by the phases' pass
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, d := range tests {
		name := fmt.Sprintf("%s %+v", kern.name, d)
		src := d.kernel()
		ir := scheduledIR(t, w, src, sched, name)
		oh, ow := d.out()
		// At column stride 2: by bands, or the phases' pass, then the
		// calls, tiles as for the phases' stride-1 planes
		// (convnchwk_s2.go).
		pw, pst := int64(d.w-d.crop[1]), [2]int64{int64(d.sh), int64(d.sw)}
		if d.sw == 2 {
			g := nchwkS2Geometry(int64(d.h), int64(d.w), int64(oh), int64(ow), int64(d.kh), int64(d.kw), int64(d.sh), int64(d.pad[0]), int64(d.pad[1]))
			pw, pst = g.pw, [2]int64{1, 1}
		}
		tile := nchwkTileFor(int64(d.c), pw, int64(oh), int64(ow), pst, kern)
		other := nchwkKernels()[0]
		if tile.nr == other.nr {
			other = nchwkKernels()[1]
		}
		sym, loops := nchwkSymbol(tile), 1
		if d.sw == 2 {
			// By bands where they take them, else by the phases' pass.
			if nchwkS2Bands(int64(d.n), int64(d.c), int64(d.h), int64(d.w), pw, int64(d.f), int64(oh), int64(ow), int64(d.kh), int64(d.kw), int64(d.sh), tile) > 0 {
				sym = nchwkS2BandSymbol(tile)
				bands++
			} else {
				sym, loops = nchwkS2Symbol(tile), 2
				prep++
				if !strings.Contains(ir, "call @"+nchwkS2PrepSymbol(tile)+"(") {
					t.Fatalf("%s: no calls of %s:\n%s", name, nchwkS2PrepSymbol(tile), ir)
				}
			}
		}
		if !strings.Contains(ir, "call @"+sym+"(") || strings.Contains(ir, "linalg.conv") ||
			strings.Contains(ir, "@"+nchwKernelOf(sched.Conv32).symbol()+"(") || strings.Contains(ir, "@"+nchwkSymbol(&other)) {
			t.Fatalf("%s: the convolution is not replaced by calls of %s alone:\n%s", name, sym, ir)
		}
		if want := oh*ow <= 64 && pst == [2]int64{1, 1} && pw == int64(ow) && (oh*ow+15)/16 > 3; (tile.nr == nchwkSmallNR) != want {
			t.Fatalf("%s: the tiles of %d vectors, want the small planes' %v", name, tile.nr, want)
		}
		for _, left := range []string{"transpose", "linalg.fill", "linalg.generic", "linalg.copy", "memref.copy", "scf.for"} {
			if strings.Contains(ir, left) {
				t.Fatalf("%s: a %s is left beside the calls:\n%s", name, left, ir)
			}
		}
		if n := strings.Count(ir, "scf.parallel"); n != loops {
			t.Fatalf("%s: %d parallel loops, want the calls' %d:\n%s", name, n, loops, ir)
		}
		if !native {
			t.Logf("%s: this CPU lacks avx512f: not run", name)
			continue
		}
		p := oh * ow
		sizes := []int{d.n * d.c * d.h * d.w, d.f * d.c * d.kh * d.kw, d.f}
		if d.residual {
			sizes = append(sizes, d.n*d.f*p)
		}
		in := gputest.Buffers(t, sizes...)
		for _, b := range in {
			gputest.Fill(r, b)
		}
		if d.clip {
			for i := range in[2] { // biases across the bounds
				in[2][i] *= 2 * d.hi
			}
		}
		var outs [][]float32
		for _, s := range []HostSchedule{sched, tiles} {
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, s, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, d.n*d.f*p)[0]
			for i := range out {
				out[i] = float32(math.NaN())
			}
			fn := hostkernel.Load(t, so, "conv")
			if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
				t.Fatal(err)
			}
			outs = append(outs, out)
			if s != sched {
				continue
			}
			if fn.Phases() > loops {
				t.Fatalf("%s: %d phases, want %d at most", name, fn.Phases(), loops)
			}
			if fn.Phases() == 0 {
				continue // too little work to split: whole only
			}
			phased++
			phasesMatchWhole(t, name, fn, pools, append(in, out), slices.Clone(out))
		}
		var res []float32
		if d.residual {
			res = in[3]
		}
		want, mag := d.reference(in[0], in[1], in[2], res)
		checkContraction(t, name, outs[0], want, mag, d.c*d.kh*d.kw+1)
		checkContraction(t, name+" (register tiles)", outs[1], want, mag, d.c*d.kh*d.kw+1)
	}
	if phased == 0 && native {
		t.Fatal("no convolution was split into phases: the thread-count check did not run")
	}
	if bands == 0 || prep == 0 {
		t.Fatalf("%d stride-2 convolutions by bands, %d by the phases' pass: want both", bands, prep)
	}
}

// TestNCHWKBlocks checks the KxK work items' row blocks (whole register
// tiles of 3 vectors) and channel tile groups (filter rows in 16 KiB, as
// even as they go).
func TestNCHWKBlocks(t *testing.T) {
	k := nchwkKernelOf("fma512")
	for _, tt := range []struct{ ow, rb int64 }{{5, 3}, {16, 3}, {17, 3}, {32, 3}, {48, 1}, {55, 3}, {111, 3}, {144, 1}} {
		if got := nchwkRowBlock(tt.ow, k); got != tt.rb {
			t.Errorf("nchwkRowBlock(%d) = %d, want %d", tt.ow, got, tt.rb)
		}
	}
	for _, tt := range []struct {
		c, w, oh, ow      int64
		st                [2]int64
		flat, vecs, panel int64
	}{
		{512, 7, 7, 7, [2]int64{1, 1}, 1, 4, 3},        // resnet's layer4: flat, 4 vectors, one tile a panel
		{256, 14, 14, 14, [2]int64{1, 1}, 1, 13, 6},    // 128 KiB of input: two tiles a panel
		{16, 55, 55, 55, [2]int64{1, 1}, 1, 190, 126},  // squeezenet's expand3x3: 42 tiles a panel
		{64, 32, 32, 32, [2]int64{1, 1}, 1, 64, 30},    // cnn_fp32's: flat too, 10 tiles a panel
		{3, 223, 111, 111, [2]int64{2, 2}, 0, 777, 21}, // stride 2: by rows, 3 rows a panel
	} {
		flat, vecs, panel := nchwkPanel(tt.c, tt.w, tt.oh, tt.ow, tt.st, k)
		if flat != tt.flat || vecs != tt.vecs || panel != tt.panel {
			t.Errorf("nchwkPanel(%d, %d, %d, %d, %v) = %d, %d, %d, want %d, %d, %d", tt.c, tt.w, tt.oh, tt.ow, tt.st, flat, vecs, panel, tt.flat, tt.vecs, tt.panel)
		}
	}
	const big = 1 << 40 // FMAs: as many items as wanted
	for _, tt := range []struct {
		nb, vecs, ps, unit, ft, fg, fmas int64
		wantPS, wantFG                   int64
	}{
		// squeezenet's expand3x3 at 55x55 (28M FMAs: 106 items of
		// nchwkItemFMAs): 2 x 3 items -> 13 panels x 8 tiles.
		{1, 190, 126, 3, 8, 3, 27878400, 15, 1},
		{8, 256, 258, 3, 4, 4, 8 * 32 * 4096 * 27, 21, 4}, // cnn_fp32's first: a panel an image -> 13
		{1, 46, 48, 3, 16, 1, 32 * 128 * 729 * 9, 9, 1},   // expand3x3 at 27x27: 16 groups -> 6 panels each
		{1, 11, 12, 3, 32, 1, 64 * 256 * 169 * 9, 6, 1},   // at 13x13: 95 items of 256K FMAs -> 2 panels
		// resnet18's 3x3s (115.6M FMAs each): layer1 at 56x56 (196
		// vectors, 66 tiles) 8 tiles x 22 panels of 3 tiles, 11 items a
		// thread at 16 (main: 9 panels, 72 items); layer2 at 28x28 17
		// panels of a tile (main: 64 items); layer3 at 14x14 (13
		// vectors) 5 panels of one tile (main: 3 of 2 tiles, 96 items);
		// layer4 at 7x7 one tile a plane: 86 channel tiles already.
		{1, 196, 30, 3, 8, 1, 115605504, 9, 1},
		{1, 49, 15, 3, 16, 1, 115605504, 3, 1},
		{1, 13, 6, 3, 32, 1, 115605504, 3, 1},
		{1, 4, 4, 4, 86, 1, 115605504, 4, 1},
		{8, 64, 30, 3, 8, 1, 8 * 64 * 1024 * 576, 6, 1}, // cnn_fp32's 32x32: 192 items (3 panels: 30, 30, 4) -> 704
		{1, 4, 6, 3, 8, 8, big, 3, 1},                   // one tile a panel, then one channel tile a group
		{1, 14, 2, 2, 3, 3, big, 2, 1},                  // by rows: a panel is a unit already
		{2, 600, 30, 3, 8, 1, big, 30, 1},               // 320 items, as even as they go: unchanged
		// resnet_mini's 16 channels at 32x32 (2.4M FMAs): 9 items
		// wanted, 8 panels of 3 tiles, the 2 channel tiles together.
		{1, 64, 66, 3, 2, 2, 2359296, 9, 2},
		{1, 64, 66, 3, 2, 2, 1000, 66, 2}, // too little work to split
	} {
		ps, fg := nchwkSplit(tt.nb, tt.vecs, tt.ps, tt.unit, tt.ft, tt.fg, tt.fmas)
		items := tt.nb * ((tt.vecs + ps - 1) / ps) * ((tt.ft + fg - 1) / fg)
		if ps != tt.wantPS || fg != tt.wantFG || ps%tt.unit != 0 || ps > tt.ps || fg > tt.fg {
			t.Errorf("nchwkSplit(%d, %d, %d, %d, %d, %d, %d) = %d, %d (%d items), want %d, %d", tt.nb, tt.vecs, tt.ps, tt.unit, tt.ft, tt.fg, tt.fmas, ps, fg, items, tt.wantPS, tt.wantFG)
		}
		// Smaller items than nchwkItemFMAs only where the caches' are.
		if base := tt.nb * ((tt.vecs + tt.ps - 1) / tt.ps) * ((tt.ft + tt.fg - 1) / tt.fg); items > max(base, tt.fmas/nchwkItemFMAs) {
			t.Errorf("nchwkSplit(%d, %d, %d, %d, %d, %d, %d): %d items, past the %d of nchwkItemFMAs", tt.nb, tt.vecs, tt.ps, tt.unit, tt.ft, tt.fg, tt.fmas, items, tt.fmas/nchwkItemFMAs)
		}
	}
	// nchwkBalance, the worse of 2 and 16 threads: 16 items of one
	// vector each: even; 18: 2 threads take 2 at 16 (16 * 2/18); a
	// panel of 3 vectors and one of 1: at 16, 3 of the 4 vectors on one
	// thread.
	for _, tt := range []struct {
		vecs, ps, ft, fg int64
		want             float64
	}{{16, 1, 1, 1, 1}, {16, 1, 2, 1, 1}, {18, 1, 1, 1, 2 * 16.0 / 18}, {4, 3, 1, 1, 3 * 16 / 4.0}} {
		if got := nchwkBalance(1, tt.vecs, tt.ps, tt.ft, tt.fg); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("nchwkBalance(1, %d, %d, %d, %d) = %v, want %v", tt.vecs, tt.ps, tt.ft, tt.fg, got, tt.want)
		}
	}
	for _, tt := range []struct{ taps, ft, g int64 }{
		{27, 8, 8},   // 3 channels 3x3: 864 B a tile, every tile
		{144, 8, 3},  // 16 channels: 4.5 KiB a tile, 3 fit: groups 3, 3, 2
		{288, 16, 1}, // 32 channels: 9 KiB a tile
		{27, 30, 15}, // 18 fit: two groups of 15
		{45, 2, 2},
	} {
		if got := nchwkTileGroup(tt.taps, tt.ft, k); got != tt.g {
			t.Errorf("nchwkTileGroup(%d, %d) = %d, want %d", tt.taps, tt.ft, got, tt.g)
		}
	}
}

// TestConvNCHWKDeclines lowers convolutions the KxK kernel leaves to the
// NHWC one: a large input at column stride 2 in too few panels for the
// bands (nchwkS2Takes), fewer output channels than a register tile, a
// small filter over a plane of mostly empty tiles (nchwkWins).
func TestConvNCHWKDeclines(t *testing.T) {
	lib := gputest.OpenLib(t)
	sched := withConv32(HostSchedules()[0], "fma512")
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, d := range []convK{
		{n: 1, c: 5, h: 9, w: 9, f: 7, kh: 3, kw: 3, sh: 1, sw: 1, pad: [4]int{1, 1, 1, 1}},
		// A 3x3 at stride 2 over an input past nchwkS2MaxInputBytes (1.1
		// MB) in too few panels for the bands (a 7x7 output: 4 vectors).
		{n: 1, c: 1400, h: 14, w: 14, f: 16, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}},
		// A 5x5 plane over 48 channels: 2 vectors in a tile of 3 (or 4),
		// 25 of 48 lanes, an 81 KiB filter.
		{n: 1, c: 48, h: 5, w: 5, f: 48, kh: 3, kw: 3, sh: 1, sw: 1, pad: [4]int{1, 1, 1, 1}},
		// Output rows of 4 columns in vectors of 16.
		{n: 1, c: 24, h: 5, w: 6, f: 16, kh: 3, kw: 3, sh: 1, sw: 1},
	} {
		ir := scheduledIR(t, w, d.kernel(), sched, fmt.Sprintf("%+v", d))
		if strings.Contains(ir, "mgxport_conv_f32_nchwk") || !strings.Contains(ir, "call @mgxport_conv_f32_fma512(") {
			t.Errorf("%+v: not the NHWC kernel's:\n%s", d, ir)
		}
	}
}
