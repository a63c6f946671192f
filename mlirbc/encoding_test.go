package mlirbc

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestVarintRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 7))
	vals := []uint64{0, 1, 127, 128, 1<<14 - 1, 1 << 14, 1<<56 - 1, 1 << 56, math.MaxUint64}
	for i := 0; i < 2000; i++ {
		vals = append(vals, r.Uint64()>>r.IntN(64))
	}
	var e emitter
	for _, v := range vals {
		e.varint(v)
		e.svarint(int64(v))
	}
	d := newDecoder(e.bytesOut(), 0)
	for _, v := range vals {
		got, err := d.varint()
		if err != nil || got != v {
			t.Fatalf("varint %d: got %d, %v", v, got, err)
		}
		s, err := d.svarint()
		if err != nil || s != int64(v) {
			t.Fatalf("svarint %d: got %d, %v", int64(v), s, err)
		}
	}
	if !d.empty() {
		t.Fatalf("%d trailing bytes", d.remaining())
	}
}

func TestVarintEncodingMatchesMLIR(t *testing.T) {
	// Examples worked out from MLIR's PrefixVarInt definition.
	cases := []struct {
		v    uint64
		want []byte
	}{
		{0, []byte{0x01}},
		{0x2d >> 1, []byte{0x2d}},
		{128, []byte{0x02, 0x02}},
		{300, []byte{0xb2, 0x04}},
		{1 << 56, []byte{0, 0, 0, 0, 0, 0, 0, 0, 1}},
	}
	for _, c := range cases {
		got := appendVarint(nil, c.v)
		if string(got) != string(c.want) {
			t.Errorf("varint(%d) = % x, want % x", c.v, got, c.want)
		}
	}
}

func TestDecoderRejectsTruncation(t *testing.T) {
	full := appendVarint(nil, 1<<40)
	for n := 0; n < len(full); n++ {
		if _, err := newDecoder(full[:n], 0).varint(); err == nil {
			t.Fatalf("truncated varint of %d bytes accepted", n)
		}
	}
}
