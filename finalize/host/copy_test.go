package host

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// copyObject is the SPIR-V object of a generated layout copy.
func copyObject(t *testing.T, ks []kernels.Kernel, err error) (*codeobj.Object, kernels.Kernel) {
	t.Helper()
	if err != nil || len(ks) != 1 {
		t.Fatalf("layout copy: %v", err)
	}
	k := ks[0]
	o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: k.Symbol, Global: k.Global, Local: k.Local, Payload: k.Binary}
	for _, a := range k.Args {
		o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
	}
	return o, k
}

// hostCall is one way to run a compiled copy kernel: whole, or split over a
// pool's threads.
type hostCall struct {
	how  string // "whole" or "N threads", for failure messages
	call func(p ...unsafe.Pointer) error
}

// copyCalls compiles a copy kernel's host source (raised) and returns the
// ways to run it: whole, then split on each pool when the compiler made
// phase entries (split reports whether it did).
func copyCalls(t *testing.T, lib *mlirc.Library, name string, src []byte, symbol string, pools []*host.Pool) (calls []hostCall, split bool) {
	t.Helper()
	so, err := CompileHostSchedule(context.Background(), lib, src, SourceRaised, DefaultHostSchedule(lib.HostTarget()))
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	fn := hostkernel.Load(t, so, symbol)
	calls = []hostCall{{"whole", func(p ...unsafe.Pointer) error { return fn.Call(p...) }}}
	t.Logf("%s: %d phase entries", name, fn.Phases())
	if fn.Phases() == 0 {
		return calls, false
	}
	for _, pool := range pools {
		calls = append(calls, hostCall{fmt.Sprintf("%d threads", pool.Threads()), func(p ...unsafe.Pointer) error {
			addrs := make([]uintptr, len(p))
			for i := range p {
				addrs[i] = uintptr(p[i])
			}
			return fn.RunPhases(pool, addrs...)
		}})
	}
	return calls, true
}

// alignedBytes returns n bytes on an 8-byte boundary.
func alignedBytes(n int64) []byte {
	w := make([]uint64, (n+7)/8+1)
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), n)
}

// TestCopySource runs the row loops of layout copies (transposes, slices
// with negative steps and clamped ends, broadcasts, plain copies over
// several chunks) on fresh random data of ragged shapes and compares every
// element with the view's definition, at 1, 2 and 3 threads.
func TestCopySource(t *testing.T) {
	lib := gputest.OpenLib(t)
	pools := testPools(t, 1, 2, 3)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 13))
	type tc struct {
		name string
		ks   []kernels.Kernel
		err  error
	}
	var cases []tc
	tr := func(name string, shape, perm []int64, dt string) {
		ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "transpose", Shape: shape, Perm: perm, DType: dt})
		cases = append(cases, tc{name, ks, err})
	}
	sl := func(name string, shape, starts, ends, axes, steps []int64, dt string) {
		ks, err := kernels.Slice(kernels.SliceSpec{Symbol: "slice", Shape: shape, Starts: starts, Ends: ends, Axes: axes, Steps: steps, DType: dt})
		cases = append(cases, tc{name, ks, err})
	}
	lc := func(name string, s kernels.LayoutSpec) {
		ks, err := kernels.LayoutCopy(s)
		cases = append(cases, tc{name, ks, err})
	}
	tr("heads_0213", []int64{1, 37, 4, 13}, []int64{0, 2, 1, 3}, "float32")
	tr("2d", []int64{29, 17}, []int64{1, 0}, "float32")
	tr("rank5_f16", []int64{3, 1, 5, 7, 2}, []int64{4, 2, 0, 3, 1}, "float16")
	tr("i64_021", []int64{2, 9, 11}, []int64{0, 2, 1}, "int64")
	tr("identity_big", []int64{3, 4099}, []int64{0, 1}, "float32")
	sl("split_last", []int64{1, 33, 96}, []int64{32}, []int64{64}, []int64{2}, nil, "float32")
	sl("geglu_half", []int64{2, 19, 70}, []int64{0}, []int64{35}, []int64{-1}, nil, "float32")
	sl("neg_step_clamp", []int64{7, 23, 5}, []int64{-1, 100}, []int64{-100, 1}, []int64{0, 1}, []int64{-2, -3}, "float32")
	sl("step3_i8", []int64{13, 31}, []int64{1, 2}, []int64{12, 1000}, nil, []int64{1, 3}, "int8")
	lc("broadcast", kernels.LayoutSpec{Symbol: "expand", OutShape: []int64{5, 3, 11}, Strides: []int64{11, 0, 1}, Elems: 55, DType: "float32"})
	lc("plain_chunks", kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{3*copyChunk + 77}, Strides: []int64{1}, Elems: 3*copyChunk + 77, DType: "float32"})
	lc("offset_view", kernels.LayoutSpec{Symbol: "view", OutShape: []int64{4, 6}, Strides: []int64{9, 1}, Offset: 5, Elems: 45, DType: "bool"})
	// Large enough that the compiler splits them into phase ranges.
	tr("big_0213", []int64{2, 129, 12, 67}, []int64{0, 2, 1, 3}, "float32")
	lc("big_plain", kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{1 << 20}, Strides: []int64{1}, Elems: 1 << 20, DType: "float32"})
	split := 0
	for _, c := range cases {
		o, k := copyObject(t, c.ks, c.err)
		spec, _, ok := kernels.LayoutSpecOf(k.Binary)
		if !ok {
			t.Fatalf("%s: LayoutSpecOf does not read the kernel's note", c.name)
		}
		src, ok := CopySource(o)
		if !ok {
			t.Fatalf("%s: CopySource does not take the kernel", c.name)
		}
		calls, isSplit := copyCalls(t, lib, c.name, src, k.Symbol, pools)
		size := int64(elemBits[spec.DType] / 8)
		x := alignedBytes(k.Args[0].Elems * size)
		for i := range x {
			x[i] = byte(r.Uint32())
		}
		// The view's definition: y[i] = x[Offset + sum(coord[d]*Strides[d])].
		n := k.Args[1].Elems
		want := make([]byte, n*size)
		coord := make([]int64, len(spec.OutShape))
		for i := range n {
			at := spec.Offset
			for d := range coord {
				at += coord[d] * spec.Strides[d]
			}
			copy(want[i*size:(i+1)*size], x[at*size:(at+1)*size])
			for d := len(coord) - 1; d >= 0; d-- {
				if coord[d]++; coord[d] < spec.OutShape[d] {
					break
				}
				coord[d] = 0
			}
		}
		for _, call := range calls {
			y := alignedBytes(n * size)
			for i := range y {
				y[i] = 0xa5 // every element must be written
			}
			if err := call.call(unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0])); err != nil {
				t.Fatalf("%s: %s: %v", c.name, call.how, err)
			}
			if !bytes.Equal(y, want) {
				t.Fatalf("%s: %s: the row copy differs from the view", c.name, call.how)
			}
		}
		if isSplit {
			split++
		}
	}
	if split < 2 {
		t.Fatalf("%d copies split into phase ranges, want the 2 large ones", split)
	}
}

// TestCopySourceDeclines: objects that are not exactly a generated layout
// copy (another kernel, an edited payload, other argument sizes) are left
// to raising.
func TestCopySourceDeclines(t *testing.T) {
	ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "transpose", Shape: []int64{3, 5}, Perm: []int64{1, 0}, DType: "float32"})
	o, _ := copyObject(t, ks, err)
	if _, ok := CopySource(o); !ok {
		t.Fatal("CopySource does not take a transpose")
	}
	pw, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "transpose", OutShape: []int64{15}, OutDType: "float32",
		Inputs: []kernels.PointwiseInput{{DType: "float32"}}, Expr: kernels.In(0)}) // a copy, but not from LayoutCopy: no note
	if err != nil {
		t.Fatal(err)
	}
	other, _ := copyObject(t, pw, nil)
	edited := *o
	edited.Payload = bytes.Clone(o.Payload)
	edited.Payload[len(edited.Payload)-8] ^= 1
	resized := *o
	resized.Args = append([]codeobj.Arg(nil), o.Args...)
	resized.Args[1].Shape = []int64{16}
	renamed := *o
	renamed.Symbol = "other"
	for name, obj := range map[string]*codeobj.Object{"pointwise": other, "edited": &edited, "resized": &resized, "renamed": &renamed} {
		if _, ok := CopySource(obj); ok {
			t.Errorf("%s: CopySource takes it", name)
		}
	}
}
