package runtime

import (
	"context"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
)

// TestTrial runs a two-launch object with a scratch buffer alone on the
// fake device: t = x + w (scratch), out = 3t, on random data; the outputs
// come back, the time is measured, and every buffer is freed.
func TestTrial(t *testing.T) {
	const n = 256
	f32 := func(name string, write bool) codeobj.Arg {
		return codeobj.Arg{Name: name, DType: "float32", Shape: []int64{n}, Write: write}
	}
	o := &codeobj.Object{Format: codeobj.PTX, Target: "fake", Symbol: "fused", Args: []codeobj.Arg{f32("x", false), f32("w", false), f32("out", true)},
		Payload: []byte("ptx"), Scratch: []int64{4 * n},
		Launches: []codeobj.Launch{
			{Symbol: "add", Grid: [3]int64{n / 32, 1, 1}, Block: [3]int64{32, 1, 1}, Args: []int{0, 1, 3}},
			{Symbol: "scale3", Grid: [3]int64{n / 64, 1, 1}, Block: [3]int64{64, 1, 1}, Args: []int{3, 2}},
		}}
	r := rand.New(rand.NewPCG(9, 10))
	x, w := make([]float32, n), make([]float32, n)
	enc := func(v []float32) []byte {
		b := make([]byte, 4*len(v))
		for i, f := range v {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
		}
		return b
	}
	for i := range x {
		x[i], w[i] = r.Float32(), r.Float32()
	}
	d := newFakeDevice()
	tr, err := NewTrial(d, o, [][]byte{enc(x), enc(w), nil})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Run(context.Background(), 3); err != nil {
		t.Fatal(err)
	}
	out, err := tr.Outputs()
	if err != nil || len(out) != 1 {
		t.Fatalf("outputs %d: %v", len(out), err)
	}
	for i := range n {
		got := math.Float32frombits(binary.LittleEndian.Uint32(out[0][4*i:]))
		if want := 3 * (x[i] + w[i]); got != want {
			t.Fatalf("out[%d] = %g, want %g", i, got, want)
		}
	}
	if err := tr.Close(); err != nil {
		t.Fatal(err)
	}
	if len(d.mem) != 0 {
		t.Errorf("%d buffers left allocated", len(d.mem))
	}
	if _, err := NewTrial(d, o, [][]byte{enc(x), enc(w[:3]), nil}); err == nil {
		t.Error("a short input was accepted")
	}
}
