package host

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestRotarySource runs the head-row loops of RotaryEmbeddings (3-D and 4-D
// inputs, split halves and interleaved pairs, partial rotary dims, with and
// without position ids of both widths, positions out of the caches and
// caches too short for the rows) on fresh random data, at 1, 2 and 3
// threads where the compiler splits it, and compares output and status
// word with the raised kernel's (the same bits), with the kernel's float32
// arithmetic emulated here (the same bits) and with RotaryEmbedding's
// definition in float64.
func TestRotarySource(t *testing.T) {
	lib := gputest.OpenLib(t)
	pools := testPools(t, 1, 2, 3)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 29))
	type tc struct {
		name string
		spec kernels.RotarySpec
		bad  bool // some positions outside the caches
	}
	cases := []tc{
		// modernbert_tiny's: (1, 128 tokens, 8 heads, 32), the caches (1, 128, 16).
		{"modernbert", kernels.RotarySpec{Dims: [4]int64{1, 128, 8, 32}, SeqDim: 1, RotaryDim: 32, CosElems: 128 * 16, SinElems: 128 * 16, CacheRows: 1}, false},
		{"heads_pos64", kernels.RotarySpec{Dims: [4]int64{2, 3, 7, 24}, SeqDim: 2, RotaryDim: 24, CosElems: 20 * 12, SinElems: 20 * 12, CacheRows: 20,
			Positions: true, PosDType: "int64", PosElems: 2 * 7}, false},
		{"interleaved_partial_pos32", kernels.RotarySpec{Dims: [4]int64{2, 5, 3, 20}, SeqDim: 1, RotaryDim: 12, Interleaved: true, CosElems: 9 * 6, SinElems: 9 * 6, CacheRows: 9,
			Positions: true, PosDType: "int32", PosElems: 2 * 5}, true},
		// A cache wider than half: an out-of-range position may still read inside it.
		{"bad_pos_wide_cache", kernels.RotarySpec{Dims: [4]int64{1, 4, 6, 10}, SeqDim: 2, RotaryDim: 6, CosElems: 5 * 8, SinElems: 5 * 8, CacheRows: 5,
			Positions: true, PosDType: "int64", PosElems: 6}, true},
		// Caches for one batch of two: the second batch's rows read zeros.
		{"short_cache", kernels.RotarySpec{Dims: [4]int64{2, 9, 2, 16}, SeqDim: 1, RotaryDim: 16, CosElems: 9 * 8, SinElems: 9 * 8, CacheRows: 1}, false},
		{"no_rotary", kernels.RotarySpec{Dims: [4]int64{1, 2, 3, 8}, SeqDim: 2, RotaryDim: 0, CosElems: 3, SinElems: 3, CacheRows: 3}, false},
		{"big_interleaved", kernels.RotarySpec{Dims: [4]int64{1, 16, 256, 64}, SeqDim: 2, RotaryDim: 64, Interleaved: true, CosElems: 256 * 32, SinElems: 256 * 32, CacheRows: 256,
			Positions: true, PosDType: "int64", PosElems: 256}, false},
	}
	split := 0
	for _, c := range cases {
		s := c.spec
		s.Symbol, s.DType, s.OutDType, s.CacheDType = "rotary_embedding", "float32", "float32", "float32"
		ks, err := kernels.Rotary(s)
		o, k := copyObject(t, ks, err)
		src, ok := RotarySource(o)
		if !ok {
			t.Fatalf("%s: RotarySource does not take the kernel", c.name)
		}
		calls, isSplit := copyCalls(t, lib, c.name, src, k.Symbol, pools)
		if isSplit {
			split++
		}
		raised, err := raise.Host(o.Payload, o.Symbol, o.Global, raiseArgInfo(o))
		if err != nil {
			t.Fatalf("%s: raise: %v", c.name, err)
		}
		rcalls, _ := copyCalls(t, lib, c.name+" raised", []byte(raised), k.Symbol, nil)

		D := s.Dims
		n := D[0] * D[1] * D[2] * D[3]
		x, cs, sn := randF32(r, n), randF32(r, s.CosElems), randF32(r, s.SinElems)
		var pos []int64
		var pid []byte
		if s.Positions {
			pos = make([]int64, s.PosElems)
			w := map[string]int64{"int64": 8, "int32": 4}[s.PosDType]
			pid = alignedBytes(s.PosElems * w)
			for i := range pos {
				pos[i] = r.Int64N(s.CacheRows)
				if c.bad && r.IntN(3) == 0 {
					pos[i] = []int64{-1, s.CacheRows, s.CacheRows + r.Int64N(3), -7}[r.IntN(4)]
				}
				if w == 8 {
					binary.LittleEndian.PutUint64(pid[i*8:], uint64(pos[i]))
				} else {
					binary.LittleEndian.PutUint32(pid[i*4:], uint32(int32(pos[i])))
				}
			}
		}
		want, want64, wantStatus := rotaryWant(s, x, cs, sn, pos)
		run := func(how string, call func(p ...unsafe.Pointer) error) ([]byte, int32) {
			y := alignedBytes(n * 4)
			for i := range y {
				y[i] = 0xa5 // every element must be written
			}
			st := alignedBytes(4)
			args := []unsafe.Pointer{unsafe.Pointer(&x[0]), unsafe.Pointer(&cs[0]), unsafe.Pointer(&sn[0])}
			if s.Positions {
				args = append(args, unsafe.Pointer(&pid[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&st[0]))
			} else {
				args = append(args, unsafe.Pointer(&y[0]))
			}
			if err := call(args...); err != nil {
				t.Fatalf("%s: %s: %v", c.name, how, err)
			}
			return y, int32(binary.LittleEndian.Uint32(st))
		}
		ref, refStatus := run("raised", rcalls[0].call)
		if refStatus != wantStatus || !bytes.Equal(ref, f32Bytes(want)) {
			t.Fatalf("%s: the raised kernel differs from the emulated arithmetic (status %d, want %d)", c.name, refStatus, wantStatus)
		}
		for _, call := range calls {
			y, status := run(call.how, call.call)
			if status != wantStatus {
				t.Fatalf("%s: %s: status %d, want %d", c.name, call.how, status, wantStatus)
			}
			if !bytes.Equal(y, ref) {
				t.Fatalf("%s: %s: output is not the raised kernel's bits", c.name, call.how)
			}
		}
		// The definition in float64: within a few float32 roundings.
		got := unsafe.Slice((*float32)(unsafe.Pointer(&ref[0])), n)
		for i := range got {
			if d := math.Abs(float64(got[i]) - want64[i]); d > 1e-6*(1+math.Abs(want64[i])) {
				t.Fatalf("%s: element %d = %g, float64 reference %g", c.name, i, got[i], want64[i])
			}
		}
	}
	if split == 0 {
		t.Fatal("no rotary split into phase ranges: the threaded runs are not tested")
	}
}

// raiseArgInfo is what raising needs of o's arguments.
func raiseArgInfo(o *codeobj.Object) []raise.ArgInfo {
	args := make([]raise.ArgInfo, len(o.Args))
	for i, a := range o.Args {
		args[i] = raise.ArgInfo{DType: a.DType, Elems: a.Elems()}
	}
	return args
}

// randF32 is n normal float32s (at least one).
func randF32(r *rand.Rand, n int64) []float32 {
	v := make([]float32, max(n, 1))
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

// f32Bytes is v's little-endian bytes.
func f32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
	}
	return b
}

// rotaryWant is the kernel's output for s, in its float32 arithmetic (each
// product rounded, then their difference or sum) and in float64 (the
// definition, with the same reads: cos and sin at the row's position times
// half plus the pair index, 0 outside the caches), and its status word.
func rotaryWant(s kernels.RotarySpec, x, cs, sn []float32, pos []int64) ([]float32, []float64, int32) {
	D := s.Dims
	H, S, half := D[3], D[s.SeqDim], s.RotaryDim/2
	n := D[0] * D[1] * D[2] * H
	want, want64 := make([]float32, n), make([]float64, n)
	status := int32(0)
	cache := func(c []float32, elems, k int64) float32 {
		if uint64(k) < uint64(elems) {
			return c[k]
		}
		return 0
	}
	for r := range D[0] * D[1] * D[2] {
		b, c1, c2 := r/(D[1]*D[2]), r/D[2]%D[1], r%D[2]
		sq := map[int]int64{1: c1, 2: c2}[s.SeqDim]
		bs := b*S + sq
		row := bs * half
		if s.Positions {
			p := int64(0)
			if bs < s.PosElems {
				p = pos[bs]
			}
			if p < 0 || p >= s.CacheRows {
				status = kernels.StatusIndexOutOfRange
			}
			row = p * half
		}
		base := r * H
		for i := range half {
			c, sv := cache(cs, s.CosElems, row+i), cache(sn, s.SinElems, row+i)
			a, bb := base+i, base+i+half
			if s.Interleaved {
				a, bb = base+2*i, base+2*i+1
			}
			x1, x2 := x[a], x[bb]
			want[a] = float32(c*x1) - float32(sv*x2)
			want[bb] = float32(sv*x1) + float32(c*x2)
			want64[a] = float64(c)*float64(x1) - float64(sv)*float64(x2)
			want64[bb] = float64(sv)*float64(x1) + float64(c)*float64(x2)
		}
		for d := 2 * half; d < H; d++ {
			want[base+d], want64[base+d] = x[base+d], float64(x[base+d])
		}
	}
	return want, want64, status
}

// TestRotarySourceDeclines: edited payloads, other dtypes and other
// kernels are left to raising.
func TestRotarySourceDeclines(t *testing.T) {
	spec := kernels.RotarySpec{Symbol: "rotary_embedding", Dims: [4]int64{1, 4, 2, 8}, SeqDim: 1, RotaryDim: 8,
		DType: "float32", OutDType: "float32", CacheDType: "float32", CosElems: 16, SinElems: 16, CacheRows: 1}
	ks, err := kernels.Rotary(spec)
	o, _ := copyObject(t, ks, err)
	if _, ok := RotarySource(o); !ok {
		t.Fatal("RotarySource does not take a float32 rotary")
	}
	edited := *o
	edited.Payload = bytes.Clone(o.Payload)
	edited.Payload[len(edited.Payload)-8] ^= 1
	f16 := spec
	f16.DType, f16.OutDType, f16.CacheDType = "float16", "float16", "float16"
	ks, err = kernels.Rotary(f16)
	half, _ := copyObject(t, ks, err)
	ks, err = kernels.Gather(kernels.GatherSpec{Symbol: "rotary_embedding", DataShape: []int64{4, 5}, IndicesShape: []int64{3}, DType: "float32", IndexDType: "int64"})
	gather, _ := copyObject(t, ks, err)
	for name, obj := range map[string]*codeobj.Object{"edited": &edited, "float16": half, "gather": gather} {
		if _, ok := RotarySource(obj); ok {
			t.Errorf("%s: RotarySource takes it", name)
		}
	}
}
