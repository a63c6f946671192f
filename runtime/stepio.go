package runtime

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// The control steps' per-iteration reads and writes, through memory the
// session keeps from run to run: a loop's condition and trip count, its
// iteration number, and the scan parts it collects on the host.

// readScalar reads a one-element buffer as an int64 (a bool is 0 or 1; a
// float is 1 when nonzero), through the session's scalar buffer.
func (s *Session) readScalar(i int) (int64, error) {
	if s.holdsHostValue(i) {
		return 0, fmt.Errorf("%s: %s is a %s value, want one element", s.prog.Name, s.prog.Buffers[i].Name, s.hostDType(i))
	}
	p, dt, shape, n, err := s.view(i)
	if err != nil {
		return 0, err
	}
	size := program.DTypeSize(dt)
	if size == 0 || n != size || n > int64(len(s.scalar)) {
		return 0, fmt.Errorf("%s: %s is %s %v, want one element", s.prog.Name, s.prog.Buffers[i].Name, dt, shape)
	}
	b := s.scalar[:n]
	if err := s.dev.CopyOut(s.stream, b, p); err != nil {
		return 0, err
	}
	if err := s.stream.Synchronize(); err != nil {
		return 0, err
	}
	switch dt {
	case "int64", "uint64":
		return int64(binary.LittleEndian.Uint64(b)), nil
	case "int32":
		return int64(int32(binary.LittleEndian.Uint32(b))), nil
	case "bool", "uint8":
		return int64(b[0]), nil
	case "int8":
		return int64(int8(b[0])), nil
	}
	for _, x := range b {
		if x != 0 {
			return 1, nil // a float condition: nonzero is true
		}
	}
	return 0, nil
}

// writeScalar makes buffer i hold v as a scalar of dtype ("int64" or
// "bool"), as writeHost of such an array does.
func (s *Session) writeScalar(i int, dtype string, v int64) error {
	if s.prog.Buffers[i].IsHostValue() {
		return fmt.Errorf("%s: value %s is %s at run time, the program has %s", s.prog.Name, s.prog.Buffers[i].Name, dtype, s.prog.Buffers[i].DType)
	}
	n := int64(8)
	if dtype == "bool" {
		n = 1
	}
	// The device has read src when CopyIn returns (Device's contract):
	// the buffer is free for the next write.
	src := s.scalarIn[:n]
	binary.LittleEndian.PutUint64(s.scalarIn[:], uint64(v))
	delete(s.hostVals, i) // a dynamic buffer may have held a host value
	var scalar [0]int64
	return s.store(i, dtype, scalar[:], n, func(p DevicePtr) error { return s.dev.CopyIn(s.stream, p, src) })
}

// scanParts collects one scan output of a loop on the host, where the
// program cannot stack it on the device (a trip count known only at run
// time): each iteration's part is appended to chunks of memory kept from
// run to run (not one buffer that doubles: a loop that runs until the
// scan bound stops it must not need twice the bound). Host values
// (strings) are collected as arrays and stacked by stackArrays.
type scanParts struct {
	chunks [][]byte // filled in order; len is what they hold this run
	dtype  string
	shape  []int64 // a part's
	n      int64   // parts so far
	host   []*npy.Array
}

// maxScanChunk bounds the chunks scanParts allocates at once (bytes),
// beyond one part.
const maxScanChunk = 16 << 20

// loopParts returns the scan collectors of loop step i, emptied, kept
// from run to run.
func (s *Session) loopParts(i, scans int) []scanParts {
	if s.scans == nil {
		s.scans = make([][]scanParts, len(s.prog.Steps))
	}
	if i >= len(s.scans) {
		return make([]scanParts, scans) // a program of launches has no loop steps
	}
	if len(s.scans[i]) != scans {
		s.scans[i] = make([]scanParts, scans)
	}
	ps := s.scans[i]
	for k := range ps {
		for c := range ps[k].chunks {
			ps[k].chunks[c] = ps[k].chunks[c][:0]
		}
		ps[k].n, ps[k].host = 0, nil
	}
	return ps
}

// add appends body's buffer bi, the part of iteration it, and returns the
// bytes it holds.
func (c *scanParts) add(body *Session, bi int, it int64) (int64, error) {
	if body.holdsHostValue(bi) {
		if c.n > 0 {
			return 0, fmt.Errorf("iteration %d gives a %s value, iteration 0 gave %s %v", it, body.hostDType(bi), c.dtype, c.shape)
		}
		a, err := body.readHost(bi)
		if err != nil {
			return 0, err
		}
		c.host = append(c.host, a)
		return int64(len(a.Data)) + stringBytes(a.Strings), nil
	}
	p, dt, shape, n, err := body.view(bi)
	if err != nil {
		return 0, err
	}
	switch {
	case len(c.host) > 0:
		return 0, fmt.Errorf("iteration %d gives %s %v, iteration 0 gave a %s value", it, dt, shape, c.host[0].DType)
	case c.n == 0:
		c.dtype, c.shape = dt, append(c.shape[:0], shape...)
	case dt != c.dtype || !slices.Equal(shape, c.shape):
		return 0, fmt.Errorf("iteration %d gives %s %v, iteration 0 gave %s %v", it, dt, shape, c.dtype, c.shape)
	}
	if n > 0 {
		dst := c.room(n)
		if err := body.dev.CopyOut(body.stream, dst, p); err != nil {
			return 0, err
		}
		if err := body.stream.Synchronize(); err != nil {
			return 0, err
		}
	}
	c.n++
	return n, nil
}

// room returns the next n bytes of the chunks, taking a chunk kept from
// an earlier run or a new one (twice the last's size, at most
// maxScanChunk, at least n) where the current one is full.
func (c *scanParts) room(n int64) []byte {
	k := 0
	for k < len(c.chunks) && len(c.chunks[k]) > 0 {
		k++
	}
	if k > 0 {
		if last := c.chunks[k-1]; int64(cap(last)-len(last)) >= n {
			c.chunks[k-1] = last[:int64(len(last))+n]
			return c.chunks[k-1][len(last):]
		}
	}
	if k < len(c.chunks) && int64(cap(c.chunks[k])) >= n {
		c.chunks[k] = c.chunks[k][:n]
		return c.chunks[k]
	}
	size := int64(64 << 10)
	if k > 0 {
		size = min(2*int64(cap(c.chunks[k-1])), maxScanChunk)
	}
	b := make([]byte, n, max(size, n))
	if k < len(c.chunks) {
		c.chunks[k] = b
	} else {
		c.chunks = append(c.chunks, b)
	}
	return b
}

// stacked is the parts stacked on a new axis 0 (a loop's scan output);
// with no part, it has the type and shape of the body's buffer like. Its
// data may be the collector's until the next run.
func (c *scanParts) stacked(like program.Buffer) (*npy.Array, error) {
	if c.n == 0 {
		return stackArrays(c.host, 0, false, like)
	}
	var data []byte
	switch {
	case len(c.chunks) == 1 || (len(c.chunks) > 1 && len(c.chunks[1]) == 0):
		data = c.chunks[0] // the collector's: copied in by the caller
	default:
		total := 0
		for _, ch := range c.chunks {
			total += len(ch)
		}
		data = make([]byte, 0, total)
		for _, ch := range c.chunks {
			data = append(data, ch...)
		}
	}
	return &npy.Array{DType: c.dtype, Shape: append([]int64{c.n}, c.shape...), Data: data}, nil
}
