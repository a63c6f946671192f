package runtime

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/program"
)

// TestScanPartsChunks appends parts of random bytes through room, over
// several runs that reuse the chunks (small and large parts, past one
// chunk and past maxScanChunk), and wants stacked to be their
// concatenation with the parts' count first in the shape, and the chunks
// to hold not much more than the most a run collected.
func TestScanPartsChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 9))
	var c scanParts
	most := 0 // the most bytes a run collected
	for run, part := range []int64{12, 40000, 3 << 20, 100, 9 << 20} {
		for k := range c.chunks {
			c.chunks[k] = c.chunks[k][:0]
		}
		c.n, c.dtype, c.shape = 0, "uint8", []int64{part}
		var want []byte
		parts := 3 + r.IntN(6)
		for range parts {
			p := make([]byte, part)
			for i := range p {
				p[i] = byte(r.Uint32())
			}
			copy(c.room(part), p)
			c.n++
			want = append(want, p...)
		}
		a, err := c.stacked(program.Buffer{})
		if err != nil {
			t.Fatal(err)
		}
		if a.Shape[0] != int64(parts) || a.Shape[1] != part || !bytes.Equal(a.Data, want) {
			t.Fatalf("run %d (%d parts of %d bytes): stacked %v, %d bytes, not the parts in order", run, parts, part, a.Shape, len(a.Data))
		}
		// The chunks are kept for later runs, but never hold much more
		// than the most a run collected.
		most = max(most, len(want))
		held := 0
		for _, ch := range c.chunks {
			held += cap(ch)
		}
		if int64(held) > 2*int64(most)+maxScanChunk+64<<10 {
			t.Errorf("run %d: chunks hold %d bytes, a run collected at most %d", run, held, most)
		}
	}
}
