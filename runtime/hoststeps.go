package runtime

import (
	"context"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// runHost runs host step i: operands out, the op on the host, results
// in. A step whose op was prepared (hostop.Prepare) reads its operands in
// place on a device the host addresses (else through staging buffers kept
// from run to run) and writes its results from the op's buffers; the
// others, and operands the prepared op declines, go through hostop.Run.
func (s *Session) runHost(ctx context.Context, i int, st *program.Step) error {
	if i < len(s.hostOps) && s.hostOps[i] != nil {
		if done, err := s.runPrepared(ctx, s.hostOps[i], st); done || err != nil {
			return err
		}
	}
	ins := make([]*npy.Array, len(st.Inputs))
	for i, b := range st.Inputs {
		if b < 0 {
			continue
		}
		a, err := s.readHost(b)
		if err != nil {
			return err
		}
		ins[i] = a
	}
	outs, err := hostop.Run(ctx, st, ins)
	if err != nil {
		return err
	}
	for i, o := range st.Outputs {
		if err := s.writeHost(o, outs[i]); err != nil {
			return err
		}
	}
	// The results must be on the device before the host's copies of them
	// are dropped.
	return s.stream.Synchronize()
}

// preparedHost is a host step's prepared op with the operand slice and,
// on a device the host does not address, the staging buffers its runs
// reuse.
type preparedHost struct {
	op    hostop.Op
	ins   []hostop.Operand
	stage [][]byte
}

// runPrepared runs host step st through its prepared op; done is false
// when the op declined the operands (the caller runs hostop.Run).
func (s *Session) runPrepared(ctx context.Context, h *preparedHost, st *program.Step) (done bool, err error) {
	_, mapped := s.dev.(Mapper)
	// Kernels queued before the step write its operands.
	if err := s.stream.Synchronize(); err != nil {
		return false, err
	}
	for k, b := range st.Inputs {
		h.ins[k] = hostop.Operand{}
		if b < 0 {
			continue
		}
		if s.holdsHostValue(b) {
			return false, nil
		}
		p, dt, shape, n, err := s.view(b)
		if err != nil {
			return false, err
		}
		var data []byte
		switch {
		case n == 0:
		case mapped:
			data = hostBytes(p, n)
		default:
			if int64(cap(h.stage[k])) < n {
				h.stage[k] = make([]byte, n)
			}
			data = h.stage[k][:n]
			if err := s.dev.CopyOut(s.stream, data, p); err != nil {
				return false, err
			}
		}
		h.ins[k] = hostop.Operand{DType: dt, Shape: shape, Data: data}
	}
	if !mapped {
		if err := s.stream.Synchronize(); err != nil {
			return false, err
		}
	}
	outs, ok, err := h.op.Run(ctx, h.ins)
	if err != nil || !ok {
		return err != nil, err
	}
	for k, o := range st.Outputs {
		r := outs[k]
		if err := s.store(o, r.DType, r.Shape, int64(len(r.Data)), func(p DevicePtr) error { return s.dev.CopyIn(s.stream, p, r.Data) }); err != nil {
			return true, err
		}
	}
	// The op's buffers are written again on the next run.
	return true, s.stream.Synchronize()
}
