package bundle

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// maxManifestCost bounds what decoding a manifest may allocate, estimated
// before it is decoded (scanCBOR): the decoded manifest stays within it
// whatever the bytes claim.
const maxManifestCost = 256 << 20

// What one CBOR item can cost decoded into the manifest's Go types: a map
// is a struct (a code object's table row, the largest, is about 320
// bytes), an array a slice header, each array element at most a word (a
// struct element is counted as its map), each map entry a Go map's
// (Options) key and value headers; strings their bytes and a header.
const (
	costMap     = 320
	costArray   = 24
	costElem    = 8
	costEntry   = 48
	costStrHead = 24
)

// scanCBOR walks one CBOR data item (the manifest) without decoding it and
// returns an upper bound of the bytes decoding it into a Manifest
// allocates. It refuses indefinite lengths (a deterministic encoder never
// writes them), lengths that run past the bytes, a cost over limit, and
// trailing bytes.
func scanCBOR(b []byte, limit int64) (int64, error) {
	var items int64
	pending := 1 // data items still to read
	i := 0
	for pending > 0 {
		pending--
		if i >= len(b) {
			return items, errors.New("CBOR: truncated")
		}
		major, info := b[i]>>5, b[i]&31
		i++
		var n uint64
		switch {
		case info < 24:
			n = uint64(info)
		case info <= 27:
			w := 1 << (info - 24)
			if len(b)-i < w {
				return items, errors.New("CBOR: truncated length")
			}
			switch w {
			case 1:
				n = uint64(b[i])
			case 2:
				n = uint64(binary.BigEndian.Uint16(b[i:]))
			case 4:
				n = uint64(binary.BigEndian.Uint32(b[i:]))
			case 8:
				n = binary.BigEndian.Uint64(b[i:])
			}
			i += w
		default:
			return items, fmt.Errorf("CBOR: indefinite or reserved length at byte %d", i-1)
		}
		switch major {
		case 2, 3: // byte and text strings
			if n > uint64(len(b)-i) {
				return items, fmt.Errorf("CBOR: a %d-byte string at byte %d runs past the %d bytes", n, i, len(b))
			}
			i += int(n)
			items += costStrHead + int64(n)
		case 4, 5: // arrays, maps
			// Every element takes at least a byte: a count beyond the
			// bytes left is a lie, refused before anything is allocated.
			if n > uint64(len(b)-i) {
				return items, fmt.Errorf("CBOR: %d elements at byte %d in %d bytes", n, i, len(b)-i)
			}
			if major == 4 {
				items += costArray + costElem*int64(n)
				pending += int(n)
			} else {
				items += costMap + costEntry*int64(n)
				pending += 2 * int(n)
			}
		case 6: // a tag: one item follows
			pending++
		}
		if items > limit {
			return items, fmt.Errorf("decoding it would take more than %d MiB (real manifests take a few MiB)", limit>>20)
		}
	}
	if i != len(b) {
		return items, fmt.Errorf("CBOR: %d bytes after the manifest", len(b)-i)
	}
	return items, nil
}
