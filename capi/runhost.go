package main

/*
#include "internal.h"
*/
import "C"

import (
	"context"
	"fmt"
	"slices"
	"unsafe"

	"github.com/mgxport/mgxport"
)

// maxRank bounds the dims of a shape the caller hands in (a value's or a
// described tensor's).
const maxRank = 64

//export mgxgo_run_host
func mgxgo_run_host(m *C.mgx_model, inputs *C.mgx_host_tensor, nIn C.size_t, outputs *C.mgx_host_tensor, nOut C.size_t, info *C.mgx_run_info) *C.mgx_status {
	md, err := modelOf(m)
	if err != nil {
		return status(err)
	}
	ins, outs := md.infos[0], md.infos[1]
	if int(nIn) != len(ins) || int(nOut) != len(outs) {
		return status(invalid("mgx_run_host: %d inputs and %d outputs given, the model has %d and %d", nIn, nOut, len(ins), len(outs)))
	}
	if (nIn > 0 && inputs == nil) || (nOut > 0 && outputs == nil) {
		return status(invalid("mgx_run_host: NULL tensor array"))
	}
	inD := unsafe.Slice(inputs, int(nIn))
	outD := unsafe.Slice(outputs, int(nOut))
	sc, _ := md.hostRuns.Get().(*hostRunScratch)
	if sc == nil {
		sc = &hostRunScratch{in: map[string]*mgxport.Tensor{}, into: map[string]*mgxport.Tensor{}}
		sc.intoOpt = mgxport.Into(sc.into)
	}
	defer md.hostRuns.Put(sc)
	defer sc.clear()
	in := sc.in
	for i := range inD {
		t, err := describedInput(&inD[i], ins[i].goDType)
		if err != nil {
			return status(fmt.Errorf("%w: input %s: %v", errInvalid, ins[i].goName, err))
		}
		in[ins[i].goName] = t
	}
	into := sc.into
	for j := range outD {
		d := &outD[j]
		dt := outs[j].goDType
		if dt.Size() == 0 {
			return status(invalid("mgx_run_host: output %s is a %s value: run the model with mgx_run", outs[j].goName, dt))
		}
		if d.data == nil {
			continue
		}
		if got, ok := dtypeOf(d.dtype); !ok || got != dt {
			return status(invalid("output %s is %s; the tensor given for it is dtype %d", outs[j].goName, dt, d.dtype))
		}
		if d.ndim > maxRank || (d.ndim > 0 && d.shape == nil) {
			return status(invalid("output %s: %d dims at %p", outs[j].goName, d.ndim, d.shape))
		}
		n := int64(d.bytes) / dt.Size()
		t, err := mgxport.NewTensorBytes(dt, []int64{n}, unsafe.Slice((*byte)(d.data), n*dt.Size()))
		if err != nil {
			return status(fmt.Errorf("%w: output %s: %v", errInvalid, outs[j].goName, err))
		}
		into[outs[j].goName] = t
	}
	res, err := md.m.Run(context.Background(), in, sc.intoOpt)
	if err != nil {
		return status(err)
	}
	// Check every output before writing any descriptor, so that a failed
	// run leaves the caller's descriptors as they were.
	for j := range outD {
		d := &outD[j]
		t := res.Outputs[outs[j].goName]
		if t == nil {
			return status(fmt.Errorf("mgx_run_host: the run gave no output %s", outs[j].goName))
		}
		shape := t.Shape()
		if d.data != nil {
			want := unsafe.Slice((*int64)(unsafe.Pointer(d.shape)), int(d.ndim))
			if !slices.Equal(shape, want) {
				return status(fmt.Errorf("output %s: the run produced shape %v, the tensor given for it is %v", outs[j].goName, shape, want))
			}
		} else if len(shape) > int(d.ndim) || (len(shape) > 0 && d.shape == nil) {
			return status(invalid("output %s has %d dims, room for %d given", outs[j].goName, len(shape), d.ndim))
		}
	}
	for j := range outD {
		d := &outD[j]
		if d.data != nil {
			continue
		}
		t := res.Outputs[outs[j].goName]
		shape := t.Shape()
		b := t.Bytes()
		d.dtype, d.ndim, d.bytes = cDType(t.DType()), C.size_t(len(shape)), C.size_t(len(b))
		copy(unsafe.Slice((*int64)(unsafe.Pointer(d.shape)), len(shape)), shape)
		if len(b) > 0 {
			d.data = C.malloc(C.size_t(len(b)))
			copy(unsafe.Slice((*byte)(d.data), len(b)), b)
		}
	}
	md.runInfo(res, info)
	return nil
}

// hostRunScratch is what an mgx_run_host call builds to call Run, kept for
// the next call (a small model's run is mostly overhead).
type hostRunScratch struct {
	in, into map[string]*mgxport.Tensor
	intoOpt  mgxport.RunOption // Into(into), made once
}

// clear drops the call's tensors (the caller's memory).
func (sc *hostRunScratch) clear() {
	clear(sc.in)
	clear(sc.into)
}

// describedInput wraps an input's descriptor as a tensor over its memory.
func describedInput(d *C.mgx_host_tensor, want mgxport.DType) (*mgxport.Tensor, error) {
	dt, ok := dtypeOf(d.dtype)
	if !ok {
		return nil, fmt.Errorf("unknown dtype %d", d.dtype)
	}
	if dt != want {
		return nil, fmt.Errorf("dtype %s, the model takes %s", dt, want)
	}
	if dt.Size() == 0 {
		return nil, fmt.Errorf("a %s input: run the model with mgx_run", dt)
	}
	if d.ndim > maxRank || (d.ndim > 0 && d.shape == nil) {
		return nil, fmt.Errorf("%d dims at %p", d.ndim, d.shape)
	}
	return hostTensor(dt, unsafe.Slice((*int64)(unsafe.Pointer(d.shape)), int(d.ndim)), d.data, d.bytes)
}

// hostTensor wraps bytes of the caller's host memory at data as a tensor
// of dtype and shape (a value's, or a described input's).
func hostTensor(dt mgxport.DType, shape []int64, data unsafe.Pointer, bytes C.size_t) (*mgxport.Tensor, error) {
	if data == nil && bytes > 0 {
		return nil, fmt.Errorf("data is NULL with %d bytes", bytes)
	}
	return mgxport.NewTensorBytes(dt, shape, unsafe.Slice((*byte)(data), int(bytes)))
}
