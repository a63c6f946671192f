package runtime

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// Trial runs one finalized code object alone on a device: its arguments
// in fresh device buffers (the inputs copied in once), its scratch
// buffers, its launch plan. The tuner times and checks each compiled
// schedule with one (DESIGN.md, Tuning); it works the same on every
// Device.
type Trial struct {
	dev    Device
	o      *codeobj.Object
	stream Stream
	mod    Module
	bufs   []DevicePtr // the object's arguments, then its scratch
	steps  []step
	start  Event
	end    Event
}

// NewTrial loads o on dev and makes its buffers: inputs[i] holds the
// bytes of argument i when it is read (its exact size), nil for outputs.
func NewTrial(dev Device, o *codeobj.Object, inputs [][]byte) (_ *Trial, err error) {
	if len(inputs) != len(o.Args) {
		return nil, fmt.Errorf("trial %s: %d inputs for %d arguments", o.Symbol, len(inputs), len(o.Args))
	}
	t := &Trial{dev: dev, o: o}
	defer func() {
		if err != nil {
			t.Close()
		}
	}()
	if t.stream, err = dev.NewStream(); err != nil {
		return nil, err
	}
	if t.start, err = dev.NewEvent(); err != nil {
		return nil, err
	}
	if t.end, err = dev.NewEvent(); err != nil {
		return nil, err
	}
	if t.mod, err = dev.Load(o); err != nil {
		return nil, fmt.Errorf("trial %s: %w", o.Symbol, err)
	}
	for i, a := range o.Args {
		n := a.Elems() * program.DTypeSize(a.DType)
		if inputs[i] != nil && int64(len(inputs[i])) != n {
			return nil, fmt.Errorf("trial %s: input %s has %d bytes, want %d", o.Symbol, a.Name, len(inputs[i]), n)
		}
		p, err := dev.Alloc(max(n, 1))
		if err != nil {
			return nil, err
		}
		t.bufs = append(t.bufs, p)
		if inputs[i] != nil {
			if err := dev.CopyIn(t.stream, p, inputs[i]); err != nil {
				return nil, err
			}
		}
	}
	for _, n := range o.Scratch {
		p, err := dev.Alloc(max(n, 1))
		if err != nil {
			return nil, err
		}
		t.bufs = append(t.bufs, p)
	}
	if t.steps, err = planSteps(t.mod, o); err != nil {
		return nil, fmt.Errorf("trial %s: %w", o.Symbol, err)
	}
	for _, st := range t.steps {
		for j, a := range st.args {
			st.args[j] = t.bufs[a] // bufs: the arguments, then the scratch
		}
	}
	return t, t.stream.Synchronize()
}

// Run runs the object's plan n times and returns the time of one run,
// measured with the device's events.
func (t *Trial) Run(ctx context.Context, n int) (time.Duration, error) {
	n = max(n, 1)
	if err := t.start.Record(t.stream); err != nil {
		return 0, err
	}
	for range n {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		for _, st := range t.steps {
			if err := st.k.Launch(t.stream, st.cfg, st.args); err != nil {
				return 0, err
			}
		}
	}
	if err := t.end.Record(t.stream); err != nil {
		return 0, err
	}
	if err := t.stream.Synchronize(); err != nil {
		return 0, err
	}
	d, err := t.dev.Elapsed(t.start, t.end)
	if err != nil {
		return 0, err
	}
	return d / time.Duration(n), nil
}

// Outputs copies the object's written arguments back, in argument order.
func (t *Trial) Outputs() ([][]byte, error) {
	var out [][]byte
	for i, a := range t.o.Args {
		if !a.Write {
			continue
		}
		b := make([]byte, a.Elems()*program.DTypeSize(a.DType))
		if err := t.dev.CopyOut(t.stream, b, t.bufs[i]); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, t.stream.Synchronize()
}

// Close frees the trial's buffers and module.
func (t *Trial) Close() error {
	var errs []error
	for _, p := range t.bufs {
		errs = append(errs, t.dev.Free(p))
	}
	t.bufs = nil
	for _, c := range []interface{ Close() error }{t.mod, t.start, t.end, t.stream} {
		if c != nil {
			errs = append(errs, c.Close())
		}
	}
	t.mod, t.start, t.end, t.stream = nil, nil, nil, nil
	return errors.Join(errs...)
}
