package kernels_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestCopySpecOf checks the readers of the copy kernels' notes (Gather,
// Concat, layout copies) and of RotaryEmbedding's: each gives back the spec its generator wrote,
// and none takes a module whose code or note changed by one bit, a
// truncated one, or another generator's module.
func TestCopySpecOf(t *testing.T) {
	type reader struct {
		name string
		read func([]byte) (string, []byte, bool) // the spec printed, the kernel's module
	}
	gather := reader{"gather", func(b []byte) (string, []byte, bool) {
		s, k, ok := kernels.GatherSpecOf(b)
		return fmt.Sprint(s), k.Binary, ok
	}}
	concat := reader{"concat", func(b []byte) (string, []byte, bool) {
		s, k, ok := kernels.ConcatSpecOf(b)
		return fmt.Sprint(s), k.Binary, ok
	}}
	layout := reader{"layout", func(b []byte) (string, []byte, bool) {
		s, k, ok := kernels.LayoutSpecOf(b)
		return fmt.Sprint(s), k.Binary, ok
	}}
	rotary := reader{"rotary", func(b []byte) (string, []byte, bool) {
		s, k, ok := kernels.RotarySpecOf(b)
		return fmt.Sprint(s), k.Binary, ok
	}}
	readers := []reader{gather, concat, layout, rotary}
	must := func(ks []kernels.Kernel, err error) []byte {
		t.Helper()
		if err != nil || len(ks) != 1 {
			t.Fatalf("generating: %v (%d kernels)", err, len(ks))
		}
		return ks[0].Binary
	}
	gs := kernels.GatherSpec{Symbol: "g", DataShape: []int64{37, 13}, IndicesShape: []int64{2, 9}, Axis: 0, DType: "float32", IndexDType: "int64"}
	cs := kernels.ConcatSpec{Symbol: "c", Shapes: [][]int64{{3, 4, 9}, {3, 11, 9}}, Axis: -2, DType: "float16"}
	ls := kernels.LayoutSpec{Symbol: "l", OutShape: []int64{4, 6}, Strides: []int64{9, 1}, Offset: 5, Elems: 45, DType: "bool"}
	rs := kernels.RotarySpec{Symbol: "r", Dims: [4]int64{2, 3, 5, 12}, SeqDim: 2, RotaryDim: 8, Interleaved: true, DType: "float32", OutDType: "float32",
		CacheDType: "float32", CosElems: 40, SinElems: 40, CacheRows: 10, Positions: true, PosDType: "int64", PosElems: 10}
	cases := []struct {
		r    reader
		spec string
		bin  []byte
	}{
		{gather, fmt.Sprint(gs), must(kernels.Gather(gs))},
		{concat, fmt.Sprint(cs), must(kernels.Concat(cs))},
		{layout, fmt.Sprint(ls), must(kernels.LayoutCopy(ls))},
		{rotary, fmt.Sprint(rs), must(kernels.Rotary(rs))},
	}
	for _, c := range cases {
		got, bin, ok := c.r.read(c.bin)
		if !ok || got != c.spec || !slices.Equal(bin, c.bin) {
			t.Fatalf("%s: read %s, %v; want %s", c.r.name, got, ok, c.spec)
		}
		note := slices.Index(c.bin, '{')
		for name, b := range map[string][]byte{
			"code byte": func() []byte { b := slices.Clone(c.bin); b[len(b)-8] ^= 0x10; return b }(),
			"note byte": func() []byte { b := slices.Clone(c.bin); b[note+2] ^= 0x01; return b }(),
			"truncated": c.bin[:len(c.bin)-4],
		} {
			if _, _, ok := c.r.read(b); ok {
				t.Errorf("%s: takes a module with a %s changed", c.r.name, name)
			}
		}
		for _, o := range readers {
			if o.name != c.r.name {
				if _, _, ok := o.read(c.bin); ok {
					t.Errorf("%s's reader takes a %s module", o.name, c.r.name)
				}
			}
		}
	}
	ge := gs
	ge.Elements, ge.IndicesShape = true, []int64{37, 13}
	if _, _, ok := kernels.GatherSpecOf(must(kernels.Gather(ge))); ok {
		t.Error("GatherSpecOf takes a GatherElements module")
	}
}
