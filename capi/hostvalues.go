package main

/*
#include <string.h>
#include "internal.h"
*/
import "C"

import (
	"fmt"
	"unicode/utf8"
	"unsafe"

	"github.com/mgxport/mgxport"
)

// Host values cross the C ABI as ONNX Runtime's do. String tensors are
// made from an array of char* (with lengths, or NUL-terminated) and read
// back as one byte buffer and an offset per string, both the caller's
// memory; the strings are copied into Go strings, C memory is never kept.
// Sequences, maps and optionals (a run's outputs only) are read item by
// item, each item a new value.

// The bounds of a string tensor made through the C ABI (mgxport.h's
// MGX_MAX_STRING_ELEMENTS and MGX_MAX_STRING_BYTES): what a caller passes
// is untrusted, and every string costs a header beyond its bytes.
const (
	maxStringElements = 1 << 26
	maxStringBytes    = 1 << 30
)

//export mgxgo_value_create_strings
func mgxgo_value_create_strings(shape *C.int64_t, ndim C.size_t, strs **C.char, lengths *C.size_t, out **C.mgx_value) *C.mgx_status {
	if out == nil {
		return status(invalid("mgx_value_create_string_tensor: out is NULL"))
	}
	s, err := goShape(shape, ndim)
	if err != nil {
		return status(err)
	}
	n := int64(1)
	for _, d := range s {
		if d < 0 {
			return status(invalid("string tensor %v: negative dim", s))
		}
		if d > 0 && n > maxStringElements/d {
			return status(invalid("string tensor %v: more than %d strings", s, maxStringElements))
		}
		n *= d
	}
	if n > 0 && strs == nil {
		return status(invalid("string tensor %v: strings is NULL", s))
	}
	ptrs := unsafe.Slice(strs, int(n))
	var lens []C.size_t
	if lengths != nil {
		lens = unsafe.Slice(lengths, int(n))
	}
	vals := make([]string, n)
	total, bad := int64(0), 0
	for i, p := range ptrs {
		left := maxStringBytes - total
		var l int64
		switch {
		case lens != nil:
			l = int64(lens[i])
			if lens[i] > C.size_t(left) {
				return status(invalid("string %d: %d bytes, more than the %d bytes a string tensor may hold in all", i, uint64(lens[i]), maxStringBytes))
			}
		case p != nil:
			// NUL-terminated: looked at no further than the bound.
			l = int64(C.strnlen(p, C.size_t(left+1)))
			if l > left {
				return status(invalid("string %d: more than the %d bytes a string tensor may hold in all", i, maxStringBytes))
			}
		}
		if p == nil && l > 0 {
			return status(invalid("string %d is NULL with %d bytes", i, l))
		}
		if l > 0 {
			vals[i] = C.GoStringN(p, C.int(l))
		}
		total += l
		if bad == 0 && !utf8.ValidString(vals[i]) {
			bad = i + 1
		}
	}
	t, err := mgxport.NewStringTensor(s, vals)
	if err != nil {
		return status(invalid("%v", err))
	}
	v := &value{buf: t, badString: bad}
	v.setShape(s)
	*out = newValue(v)
	return nil
}

// stringsOf is a string value's strings.
func stringsOf(h *C.mgx_value) ([]string, error) {
	v, err := valueOf(h)
	if err != nil {
		return nil, err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.buf.DType() != mgxport.String {
		return nil, invalid("the value is %s, not a string tensor", v.buf.DType())
	}
	return v.buf.Strings(), nil
}

//export mgxgo_value_string_size
func mgxgo_value_string_size(h *C.mgx_value, count, bytes *C.size_t) *C.mgx_status {
	ss, err := stringsOf(h)
	if err != nil {
		return status(err)
	}
	n := 0
	for _, x := range ss {
		n += len(x)
	}
	if count != nil {
		*count = C.size_t(len(ss))
	}
	if bytes != nil {
		*bytes = C.size_t(n)
	}
	return nil
}

//export mgxgo_value_string_content
func mgxgo_value_string_content(h *C.mgx_value, buf unsafe.Pointer, bufLen C.size_t, offsets *C.size_t, offsetsLen C.size_t) *C.mgx_status {
	ss, err := stringsOf(h)
	if err != nil {
		return status(err)
	}
	n := 0
	for _, x := range ss {
		n += len(x)
	}
	if uint64(bufLen) < uint64(n) || (n > 0 && buf == nil) {
		return status(invalid("mgx_value_string_content: the strings take %d bytes, buf holds %d", n, uint64(bufLen)))
	}
	if uint64(offsetsLen) < uint64(len(ss)) || (len(ss) > 0 && offsets == nil) {
		return status(invalid("mgx_value_string_content: %d strings, offsets holds %d", len(ss), uint64(offsetsLen)))
	}
	var dst []byte
	if n > 0 {
		dst = unsafe.Slice((*byte)(buf), n)
	}
	offs := unsafe.Slice(offsets, len(ss))
	at := 0
	for i, x := range ss {
		offs[i] = C.size_t(at)
		at += copy(dst[at:], x)
	}
	return nil
}

// hostValue is a new value of t, a host tensor, string tensor, sequence,
// map or optional a run returned. A tensor's bytes are copied into C
// memory the value owns (C may keep their address); strings stay Go
// strings (immutable, read out by mgx_value_string_content), and a
// sequence's, map's or optional's items Go tensors, each copied by
// mgx_value_item when asked for.
func hostValue(t *mgxport.Tensor) (*value, error) {
	if t.DType() == mgxport.String || t.Items() != nil {
		v := &value{buf: t}
		v.setShape(t.Shape())
		return v, nil
	}
	if t.DType().Size() == 0 {
		return nil, fmt.Errorf("a %s value the C ABI cannot hold", t.DType())
	}
	b := t.Bytes()
	mem := C.malloc(C.size_t(max(len(b), 1)))
	copy(unsafe.Slice((*byte)(mem), len(b)), b)
	wrapped, err := mgxport.NewTensorBytes(t.DType(), t.Shape(), unsafe.Slice((*byte)(mem), len(b)))
	if err != nil {
		C.free(mem)
		return nil, err
	}
	v := &value{buf: wrapped, owned: mem}
	v.setShape(t.Shape())
	return v, nil
}

// itemsOf is a sequence's, map's or optional's items.
func itemsOf(h *C.mgx_value) ([]*mgxport.Tensor, error) {
	v, err := valueOf(h)
	if err != nil {
		return nil, err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	switch v.buf.DType() {
	case mgxport.Sequence, mgxport.Map, mgxport.Optional:
		return v.buf.Items(), nil
	}
	return nil, invalid("the value is a %s tensor, which has no items", v.buf.DType())
}

//export mgxgo_value_count
func mgxgo_value_count(h *C.mgx_value, out *C.size_t) *C.mgx_status {
	items, err := itemsOf(h)
	if err != nil {
		return status(err)
	}
	if out == nil {
		return status(invalid("mgx_value_count: out is NULL"))
	}
	*out = C.size_t(len(items))
	return nil
}

//export mgxgo_value_item
func mgxgo_value_item(h *C.mgx_value, index C.size_t, out **C.mgx_value) *C.mgx_status {
	items, err := itemsOf(h)
	if err != nil {
		return status(err)
	}
	if out == nil {
		return status(invalid("mgx_value_item: out is NULL"))
	}
	if uint64(index) >= uint64(len(items)) {
		return status(invalid("item %d of a value of %d", uint64(index), len(items)))
	}
	v, err := hostValue(items[index])
	if err != nil {
		return status(err)
	}
	*out = newValue(v)
	return nil
}
