package onnx

import (
	"errors"

	"google.golang.org/protobuf/encoding/protowire"
)

// Field numbers of the messages stripRawData walks (onnx.proto).
const (
	modelGraphField       = 7 // ModelProto.graph
	graphInitializerField = 5 // GraphProto.initializer
	tensorRawDataField    = 9 // TensorProto.raw_data
)

var errWire = errors.New("malformed protobuf")

// stripRawData returns a copy of an encoded ModelProto without the raw_data
// of the graph's initializers, and those raw_data byte strings (slices of
// buf, not copies) in initializer order; nil where an initializer has no
// raw_data. Decoding the stripped copy and attaching the slices afterwards
// keeps the weights in memory once, where protobuf's decoder would copy
// every one of them.
func stripRawData(buf []byte) ([]byte, [][]byte, error) {
	out := make([]byte, 0, 4096)
	var raws [][]byte
	for b := buf; len(b) > 0; {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return nil, nil, errWire
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			return nil, nil, errWire
		}
		if num != modelGraphField || typ != protowire.BytesType {
			out = append(out, b[:n+m]...)
			b = b[n+m:]
			continue
		}
		g, _ := protowire.ConsumeBytes(b[n:])
		sg, r, err := stripGraph(g)
		if err != nil {
			return nil, nil, err
		}
		raws = append(raws, r...)
		out = protowire.AppendTag(out, num, typ)
		out = protowire.AppendBytes(out, sg)
		b = b[n+m:]
	}
	return out, raws, nil
}

func stripGraph(g []byte) ([]byte, [][]byte, error) {
	out := make([]byte, 0, 4096)
	var raws [][]byte
	for b := g; len(b) > 0; {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return nil, nil, errWire
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			return nil, nil, errWire
		}
		if num != graphInitializerField || typ != protowire.BytesType {
			out = append(out, b[:n+m]...)
			b = b[n+m:]
			continue
		}
		t, _ := protowire.ConsumeBytes(b[n:])
		st, raw, err := stripTensor(t)
		if err != nil {
			return nil, nil, err
		}
		raws = append(raws, raw)
		out = protowire.AppendTag(out, num, typ)
		out = protowire.AppendBytes(out, st)
		b = b[n+m:]
	}
	return out, raws, nil
}

func stripTensor(t []byte) ([]byte, []byte, error) {
	out := make([]byte, 0, 256)
	var raw []byte
	for b := t; len(b) > 0; {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return nil, nil, errWire
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			return nil, nil, errWire
		}
		if num == tensorRawDataField && typ == protowire.BytesType {
			// The last occurrence wins, as protobuf defines for scalars.
			v, _ := protowire.ConsumeBytes(b[n:])
			raw = v[:len(v):len(v)]
		} else {
			out = append(out, b[:n+m]...)
		}
		b = b[n+m:]
	}
	return out, raw, nil
}
