package runtime

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// maxLoopIterations bounds a loop step whose trip count and condition
// never end it.
const maxLoopIterations = 1 << 31

// maxScanBytes bounds the scan outputs a loop step collects on the host (as
// the reference target's Loop does): a loop with no trip count whose
// condition never ends it is an error, not unbounded memory.
const maxScanBytes = 1 << 30

// dynBuf is the storage of a program.Buffer marked Dynamic: allocated when
// a step first writes it, grown when a later run needs more.
type dynBuf struct {
	ptr   DevicePtr
	cap   int64
	dtype string
	shape []int64
	set   bool // written in this session
}

// runSteps runs the program's steps in order (a program with control or
// host steps). Steps that decide something on the host (a condition, a
// trip count, a host op) synchronize the stream first; kernel launches are
// enqueued as in a program of launches only. When timed, a launch's events
// are recorded around its kernels; the time of a control step falls to the
// launch before it.
func (s *Session) runSteps(ctx context.Context, timed bool) error {
	// The steps, or for a program without steps each launch in order (as
	// Program.Sequence, without a slice per run).
	n := len(s.prog.Steps)
	if n == 0 {
		n = len(s.prog.Launches)
	}
	for i := 0; i < n; i++ {
		st := program.Step{Kind: program.StepLaunch, Launch: i}
		if len(s.prog.Steps) > 0 {
			st = s.prog.Steps[i]
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if st.Kind == program.StepLaunch && !timed {
			// Consecutive launches run as one segment (batch.go).
			end, err := s.runSegment(ctx, i, n)
			if err != nil {
				return err
			}
			if end > i {
				i = end - 1
				continue
			}
		}
		var err error
		switch st.Kind {
		case program.StepLaunch:
			err = s.enqueueLaunch(st.Launch, timed)
		case program.StepIf:
			err = s.runIf(ctx, &st)
		case program.StepLoop:
			err = s.runLoop(ctx, i, &st)
		case program.StepScan:
			err = s.runScan(ctx, &st)
		case program.StepHost:
			err = s.runHost(ctx, i, &st)
		default:
			err = fmt.Errorf("unknown step kind %q", st.Kind)
		}
		if err != nil {
			if st.Kind == program.StepLaunch {
				return err
			}
			return fmt.Errorf("step %d (%s): %w", i, st.Label, err)
		}
	}
	return nil
}

// execute runs a sub-program's session once over the values its inputs
// hold: status words zeroed, steps run, stream drained, status checked.
func (s *Session) execute(ctx context.Context) error {
	if err := s.zeroStatus(); err != nil {
		return err
	}
	if err := s.runSteps(ctx, false); err != nil {
		s.stream.Synchronize()
		return err
	}
	if err := s.readStatus(); err != nil {
		return err
	}
	if err := s.stream.Synchronize(); err != nil {
		return fmt.Errorf("run %s: %w", s.prog.Name, err)
	}
	return s.checkStatus()
}

// view is where buffer i's value lies now, with its type and shape.
func (s *Session) view(i int) (DevicePtr, string, []int64, int64, error) {
	b := &s.prog.Buffers[i]
	if s.holdsHostValue(i) {
		return 0, "", nil, 0, fmt.Errorf("%s: value %s is a %s value, which lives on the host", s.prog.Name, b.Name, s.hostDType(i))
	}
	if !b.Dynamic {
		return s.addr(i), b.DType, b.Shape, b.Bytes, nil
	}
	d := s.dyn[i]
	if d == nil || !d.set {
		return 0, "", nil, 0, fmt.Errorf("%s: value %s has not been computed", s.prog.Name, b.Name)
	}
	n, _ := program.Elems(d.shape)
	return d.ptr, d.dtype, d.shape, n * program.DTypeSize(d.dtype), nil
}

// store makes buffer i hold a value of dtype and shape (n bytes) that fill
// writes at the pointer it is given: a static buffer must have exactly
// that type; a dynamic one is (re)allocated to fit.
func (s *Session) store(i int, dtype string, shape []int64, n int64, fill func(DevicePtr) error) error {
	b := &s.prog.Buffers[i]
	if !b.Dynamic {
		if b.DType != dtype || !slices.Equal(b.Shape, shape) {
			return fmt.Errorf("%s: value %s is %s %v at run time, the program has %s %v", s.prog.Name, b.Name, dtype, shape, b.DType, b.Shape)
		}
		if n == 0 {
			return nil
		}
		return fill(s.addr(i))
	}
	if b.DType != "" && b.DType != dtype {
		return fmt.Errorf("%s: value %s is %s at run time, the program has %s", s.prog.Name, b.Name, dtype, b.DType)
	}
	if program.DTypeSize(dtype) == 0 {
		return fmt.Errorf("%s: value %s has unsupported type %q", s.prog.Name, b.Name, dtype)
	}
	d := s.dyn[i]
	if d == nil {
		d = &dynBuf{}
		s.dyn[i] = d
	}
	if n > d.cap || d.ptr == 0 {
		if d.ptr != 0 {
			// Work still queued may read the old bytes.
			if err := s.stream.Synchronize(); err != nil {
				return err
			}
			if err := s.dev.Free(d.ptr); err != nil {
				return err
			}
			d.ptr, d.cap = 0, 0
		}
		p, err := s.dev.Alloc(max(n, 1))
		if err != nil {
			return fmt.Errorf("allocate %d bytes for %s: %w", n, b.Name, err)
		}
		d.ptr, d.cap = p, n
	}
	// The shape's slice is reused: what view returned of it before is
	// copied by whoever keeps it.
	d.dtype, d.shape, d.set = dtype, append(d.shape[:0], shape...), true
	if n == 0 {
		return nil
	}
	return fill(d.ptr)
}

// assign copies the value of src's buffer si into s's buffer di, on the
// device (sub-programs share their parent's stream).
func (s *Session) assign(di int, src *Session, si int) error {
	if s == src && di == si {
		return nil
	}
	if src.holdsHostValue(si) {
		a, err := src.hostValue(si)
		if err != nil {
			return err
		}
		return s.writeHost(di, a)
	}
	p, dt, shape, n, err := src.view(si)
	if err != nil {
		return err
	}
	return s.store(di, dt, shape, n, func(dst DevicePtr) error { return s.dev.Copy(s.stream, dst, p, n) })
}

// readHost copies buffer i's value to the host (a string value is there
// already: the caller must not change it).
func (s *Session) readHost(i int) (*npy.Array, error) {
	if s.holdsHostValue(i) {
		return s.hostValue(i)
	}
	p, dt, shape, n, err := s.view(i)
	if err != nil {
		return nil, err
	}
	a := &npy.Array{DType: dt, Shape: slices.Clone(shape), Data: make([]byte, n)}
	if n > 0 {
		if err := s.dev.CopyOut(s.stream, a.Data, p); err != nil {
			return nil, err
		}
	}
	if err := s.stream.Synchronize(); err != nil {
		return nil, err
	}
	return a, nil
}

// writeHost copies a into buffer i (a string value is kept as it is: the
// caller must not change it after).
func (s *Session) writeHost(i int, a *npy.Array) error {
	if b := &s.prog.Buffers[i]; b.IsHostValue() || program.IsHostDType(a.DType) {
		return s.setHostValue(i, a)
	}
	// A dynamic buffer of no fixed type may have held a host value.
	delete(s.hostVals, i)
	return s.store(i, a.DType, a.Shape, int64(len(a.Data)), func(p DevicePtr) error { return s.dev.CopyIn(s.stream, p, a.Data) })
}

// stringBytes is what ss holds in memory, counted as the host steps'
// bound counts it (hostop.StringBytes).
func stringBytes(ss []string) int64 { return hostop.StringBytes(ss) }

// holdsHostValue reports whether buffer i's value lives on the host: a
// host buffer's always, a dynamic buffer of no fixed type's when a host
// value was written last.
func (s *Session) holdsHostValue(i int) bool {
	return s.prog.Buffers[i].IsHostValue() || s.hostVals[i] != nil
}

// hostDType is the type of host value i, for messages.
func (s *Session) hostDType(i int) string {
	if a := s.hostVals[i]; a != nil {
		return a.DType
	}
	return s.prog.Buffers[i].DType
}

// hostValue is host buffer i's value (a string, sequence or optional).
func (s *Session) hostValue(i int) (*npy.Array, error) {
	a := s.hostVals[i]
	if a == nil {
		return nil, fmt.Errorf("%s: value %s has not been computed", s.prog.Name, s.prog.Buffers[i].Name)
	}
	return a, nil
}

// setHostValue makes host buffer i hold a, which must be a string array of
// the buffer's shape (any shape for a dynamic buffer), or a sequence or
// optional (checked by the host steps that read it, hostop). A dynamic
// buffer of no fixed type takes any host value.
func (s *Session) setHostValue(i int, a *npy.Array) error {
	b := &s.prog.Buffers[i]
	if b.DType != a.DType && !(b.Dynamic && b.DType == "" && program.IsHostDType(a.DType)) {
		return fmt.Errorf("%s: value %s is %s at run time, the program has %s", s.prog.Name, b.Name, a.DType, b.DType)
	}
	if a.DType != program.StringDType {
		if len(a.Shape) != 0 || len(a.Data) != 0 || a.Strings != nil {
			return fmt.Errorf("%s: %s value %s has a shape, bytes or strings", s.prog.Name, a.DType, b.Name)
		}
		if d := s.dyn[i]; d != nil {
			d.set = false
		}
		s.hostVals[i] = a
		return nil
	}
	if !b.Dynamic && !slices.Equal(b.Shape, a.Shape) {
		return fmt.Errorf("%s: value %s is %s %v at run time, the program has %s %v", s.prog.Name, b.Name, a.DType, a.Shape, b.DType, b.Shape)
	}
	if n, err := program.Elems(a.Shape); err != nil || n != int64(len(a.Strings)) || len(a.Data) != 0 {
		return fmt.Errorf("%s: value %s: %d strings do not fit shape %v", s.prog.Name, b.Name, len(a.Strings), a.Shape)
	}
	s.hostVals[i] = a
	return nil
}

// sub returns the session of sub-program j.
func (s *Session) subSession(j int) (*Session, error) {
	if j < 0 || j >= len(s.subs) {
		return nil, fmt.Errorf("sub-program %d of %d", j, len(s.subs))
	}
	return s.subs[j], nil
}

// runIf runs the branch the condition picks.
func (s *Session) runIf(ctx context.Context, st *program.Step) error {
	cond, err := s.readScalar(st.Inputs[0])
	if err != nil {
		return err
	}
	j := st.Programs[1]
	if cond != 0 {
		j = st.Programs[0]
	}
	b, err := s.subSession(j)
	if err != nil {
		return err
	}
	for k, in := range st.Inputs[1:] {
		if err := b.assign(b.prog.Inputs[k], s, in); err != nil {
			return err
		}
	}
	if err := b.execute(ctx); err != nil {
		return err
	}
	for k, out := range st.Outputs {
		if err := s.assign(out, b, b.prog.Outputs[k]); err != nil {
			return err
		}
	}
	return nil
}

// runLoop runs the body while the trip count and the condition allow; the
// carried values go from the body's outputs to its inputs on the device,
// and each iteration's scan parts are collected on the host and stacked.
func (s *Session) runLoop(ctx context.Context, step int, st *program.Step) error {
	body, err := s.subSession(st.Programs[0])
	if err != nil {
		return err
	}
	// ONNX runs `for (i = 0; i < M && cond; i++)`: with M given, M <= 0
	// runs no iteration (-1 is no sentinel).
	trip, hasTrip := int64(0), st.Inputs[0] >= 0
	if hasTrip {
		if trip, err = s.readScalar(st.Inputs[0]); err != nil {
			return err
		}
	}
	useCond, cond := st.Inputs[1] >= 0, true
	if useCond {
		c, err := s.readScalar(st.Inputs[1])
		if err != nil {
			return err
		}
		cond = c != 0
	}
	nc := st.NumCarried
	bin, bout := body.prog.Inputs, body.prog.Outputs
	for k, in := range st.Inputs[2:] {
		if err := body.assign(bin[2+k], s, in); err != nil {
			return err
		}
	}
	scans := len(st.Outputs) - nc
	parts := s.loopParts(step, scans)
	// A scan output of static shape (a trip count known when compiling)
	// is stacked on the device; the others through the host.
	sinks := make([]scanSink, scans)
	for k := range sinks {
		bi := st.Outputs[nc+k]
		if b := &s.prog.Buffers[bi]; !b.Dynamic && !b.IsString() && len(b.Shape) > 0 {
			sinks[k] = scanSink{ok: true, ptr: s.addr(bi), dtype: b.DType, shape: b.Shape}
		}
	}
	it, scanBytes := int64(0), int64(0)
	for ; (!hasTrip || it < trip) && (!useCond || cond); it++ {
		if it >= maxLoopIterations {
			return fmt.Errorf("the loop ran %d iterations without ending", it)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := body.writeScalar(bin[0], "int64", it); err != nil {
			return err
		}
		c := int64(0)
		if cond {
			c = 1
		}
		if err := body.writeScalar(bin[1], "bool", c); err != nil {
			return err
		}
		if err := body.execute(ctx); err != nil {
			return fmt.Errorf("iteration %d: %w", it, err)
		}
		if useCond {
			c, err := body.readScalar(bout[0])
			if err != nil {
				return err
			}
			cond = c != 0
		}
		for k := 0; k < scans; k++ {
			if sk := sinks[k]; sk.ok {
				p, dt, shape, n, err := body.view(bout[1+nc+k])
				if err != nil {
					return err
				}
				if it >= sk.shape[0] || dt != sk.dtype || !slices.Equal(shape, sk.shape[1:]) {
					return fmt.Errorf("scan output %d: iteration %d gives %s %v, the program stacks %s %v", k, it, dt, shape, sk.dtype, sk.shape)
				}
				if n > 0 {
					if err := s.dev.Copy(s.stream, sk.ptr+DevicePtr(it*n), p, n); err != nil {
						return err
					}
				}
				continue
			}
			n, err := parts[k].add(body, bout[1+nc+k], it)
			if err != nil {
				return fmt.Errorf("scan output %d: %w", k, err)
			}
			if scanBytes += n; scanBytes > maxScanBytes {
				return fmt.Errorf("iteration %d: the loop's scan outputs hold more than %d bytes (a loop without a trip count whose condition does not end it?)", it, int64(maxScanBytes))
			}
		}
		for k := 0; k < nc; k++ {
			if err := body.assign(bin[2+k], body, bout[1+k]); err != nil {
				return fmt.Errorf("iteration %d: %w", it, err)
			}
		}
	}
	for k := 0; k < nc; k++ {
		if err := s.assign(st.Outputs[k], body, bin[2+k]); err != nil {
			return err
		}
	}
	for k := 0; k < scans; k++ {
		if sk := sinks[k]; sk.ok {
			if it != sk.shape[0] {
				return fmt.Errorf("scan output %d: the loop ran %d iterations, the program stacks %d", k, it, sk.shape[0])
			}
			continue
		}
		a, err := parts[k].stacked(body.prog.Buffers[bout[1+nc+k]])
		if err != nil {
			return fmt.Errorf("scan output %d: %w", k, err)
		}
		if err := s.writeHost(st.Outputs[nc+k], a); err != nil {
			return err
		}
	}
	return nil
}

// runScan runs the body once per slice of the scan inputs (taken on the
// host), the states staying on the device. A batched (opset-8) scan runs
// the whole scan once per batch entry.
func (s *Session) runScan(ctx context.Context, st *program.Step) error {
	body, err := s.subSession(st.Programs[0])
	if err != nil {
		return err
	}
	if st.Batched {
		return s.runBatchedScan(ctx, body, st)
	}
	ns, m := st.NumCarried, st.NumScan
	bin := body.prog.Inputs
	for i := 0; i < ns; i++ {
		if err := body.assign(bin[i], s, st.Inputs[i]); err != nil {
			return err
		}
	}
	for c := ns + m; c < len(st.Inputs); c++ {
		if err := body.assign(bin[c], s, st.Inputs[c]); err != nil {
			return err
		}
	}
	// Slices and parts along axis 0 of a static buffer are contiguous:
	// they go between the buffers on the device; the others through the
	// host.
	srcs := make([]scanSource, m)
	for j := range m {
		bi := st.Inputs[ns+j]
		b := &s.prog.Buffers[bi]
		if !b.Dynamic && !b.IsString() && len(b.Shape) > 0 && (st.Axes[j] == 0 || st.Axes[j] == -int64(len(b.Shape))) {
			srcs[j] = scanSource{ptr: s.addr(bi), dtype: b.DType, shape: b.Shape}
			continue
		}
		if srcs[j].host, err = s.readHost(bi); err != nil {
			return err
		}
	}
	sinks := make([]scanSink, len(st.Outputs)-ns)
	for o := range sinks {
		bi := st.Outputs[ns+o]
		b := &s.prog.Buffers[bi]
		if !b.Dynamic && !b.IsString() && len(b.Shape) > 0 && (st.Axes[m+o] == 0 || st.Axes[m+o] == -int64(len(b.Shape))) {
			sinks[o] = scanSink{ok: true, ptr: s.addr(bi), dtype: b.DType, shape: b.Shape, reverse: st.Reverse[m+o]}
		}
	}
	outs, err := body.scanIterations(ctx, st, srcs, sinks)
	if err != nil {
		return err
	}
	for i := 0; i < ns; i++ {
		if err := s.assign(st.Outputs[i], body, bin[i]); err != nil {
			return err
		}
	}
	for o, a := range outs {
		if a == nil {
			continue // written on the device
		}
		if err := s.writeHost(st.Outputs[ns+o], a); err != nil {
			return err
		}
	}
	return nil
}

// scanSource is one scan input of a scan step: an array sliced on the
// host, or a static buffer sliced on the device along axis 0.
type scanSource struct {
	host  *npy.Array
	ptr   DevicePtr
	dtype string
	shape []int64
}

// scanSink is, when ok, the static buffer a scan output is stacked into
// along axis 0, each iteration's part copied on the device (with reverse,
// iteration 0's last).
type scanSink struct {
	ok      bool
	ptr     DevicePtr
	dtype   string
	shape   []int64
	reverse bool
}

// runBatchedScan runs an opset-8 scan: per batch entry, the states and
// scan inputs sliced on the host, the scan, and the results stacked back
// along the batch dim.
func (s *Session) runBatchedScan(ctx context.Context, body *Session, st *program.Step) error {
	ns, m := st.NumCarried, st.NumScan
	ins := st.Inputs[1:]
	bin := body.prog.Inputs
	for c := ns + m; c < len(ins); c++ {
		if err := body.assign(bin[c], s, ins[c]); err != nil {
			return err
		}
	}
	vals := make([]*npy.Array, ns+m)
	batch := int64(-1)
	for i := range vals {
		a, err := s.readHost(ins[i])
		if err != nil {
			return err
		}
		if len(a.Shape) < 1 || (batch >= 0 && a.Shape[0] != batch) {
			return fmt.Errorf("input %d (%v) does not have the batch size %d", i, a.Shape, batch)
		}
		batch, vals[i] = a.Shape[0], a
	}
	if st.Inputs[0] >= 0 {
		lens, err := s.readHost(st.Inputs[0])
		if err != nil {
			return err
		}
		for i := 0; i+8 <= len(lens.Data) && lens.DType == "int64"; i += 8 {
			l := int64(binary.LittleEndian.Uint64(lens.Data[i:]))
			if m > 0 && len(vals[ns].Shape) > 1 && l != vals[ns].Shape[1] {
				// Shorter sequences would need padded outputs; exporters
				// pass full lengths.
				return fmt.Errorf("sequence length %d shorter than the sequence (%d) is not supported", l, vals[ns].Shape[1])
			}
		}
	}
	results := make([][]*npy.Array, len(st.Outputs))
	for b := int64(0); b < batch; b++ {
		for i := 0; i < ns; i++ {
			if err := body.writeHost(bin[i], sliceArray(vals[i], 0, b)); err != nil {
				return err
			}
		}
		scanIn := make([]scanSource, m)
		for j := range m {
			scanIn[j].host = sliceArray(vals[ns+j], 0, b)
		}
		outs, err := body.scanIterations(ctx, st, scanIn, nil)
		if err != nil {
			return fmt.Errorf("batch %d: %w", b, err)
		}
		for i := 0; i < ns; i++ {
			a, err := body.readHost(bin[i])
			if err != nil {
				return err
			}
			results[i] = append(results[i], a)
		}
		for o, a := range outs {
			results[ns+o] = append(results[ns+o], a)
		}
	}
	for i, parts := range results {
		a, err := stackArrays(parts, 0, false, program.Buffer{})
		if err != nil {
			return fmt.Errorf("output %d: %w", i, err)
		}
		if err := s.writeHost(st.Outputs[i], a); err != nil {
			return err
		}
	}
	return nil
}

// scanIterations runs s (a scan step's body, whose states and captured
// values its inputs already hold) once per slice of the scan inputs, the
// states going from its outputs to its inputs on the device, and returns
// the scan outputs stacked (nil for one written into its sink).
func (s *Session) scanIterations(ctx context.Context, st *program.Step, scanIn []scanSource, sinks []scanSink) ([]*npy.Array, error) {
	ns, m := st.NumCarried, st.NumScan
	k := len(st.Outputs) - ns
	bin, bout := s.prog.Inputs, s.prog.Outputs
	axes := make([]int, m)
	seq := int64(-1)
	for j, src := range scanIn {
		shape := src.shape
		if src.host != nil {
			shape = src.host.Shape
		}
		ax := int(st.Axes[j])
		if ax < 0 {
			ax += len(shape)
		}
		if ax < 0 || ax >= len(shape) || (src.host == nil && ax != 0) {
			return nil, fmt.Errorf("scan input %d: axis %d is out of range for shape %v", j, st.Axes[j], shape)
		}
		if seq >= 0 && shape[ax] != seq {
			return nil, fmt.Errorf("scan input %d has %d steps, scan input 0 has %d", j, shape[ax], seq)
		}
		axes[j], seq = ax, shape[ax]
	}
	for o, sk := range sinks {
		if sk.ok && sk.shape[0] != seq {
			return nil, fmt.Errorf("scan output %d: the program has %v for %d steps", o, sk.shape, seq)
		}
	}
	parts := make([][]*npy.Array, k)
	for it := int64(0); it < seq; it++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		for j := range m {
			i := it
			if st.Reverse[j] {
				i = seq - 1 - it
			}
			src := scanIn[j]
			if src.host != nil {
				if err := s.writeHost(bin[ns+j], sliceArray(src.host, axes[j], i)); err != nil {
					return nil, err
				}
				continue
			}
			part, _ := program.Elems(src.shape[1:])
			n := part * program.DTypeSize(src.dtype)
			err := s.store(bin[ns+j], src.dtype, src.shape[1:], n, func(dst DevicePtr) error {
				return s.dev.Copy(s.stream, dst, src.ptr+DevicePtr(i*n), n)
			})
			if err != nil {
				return nil, err
			}
		}
		if err := s.execute(ctx); err != nil {
			return nil, fmt.Errorf("iteration %d: %w", it, err)
		}
		for o := 0; o < k; o++ {
			if o < len(sinks) && sinks[o].ok {
				sk := sinks[o]
				p, dt, shape, n, err := s.view(bout[ns+o])
				if err != nil {
					return nil, err
				}
				if dt != sk.dtype || !slices.Equal(shape, sk.shape[1:]) {
					return nil, fmt.Errorf("scan output %d: iteration %d gives %s %v, the program stacks %s %v", o, it, dt, shape, sk.dtype, sk.shape)
				}
				at := it
				if sk.reverse {
					at = seq - 1 - it
				}
				if n > 0 {
					if err := s.dev.Copy(s.stream, sk.ptr+DevicePtr(at*n), p, n); err != nil {
						return nil, err
					}
				}
				continue
			}
			a, err := s.readHost(bout[ns+o])
			if err != nil {
				return nil, err
			}
			parts[o] = append(parts[o], a)
		}
		for i := 0; i < ns; i++ {
			if err := s.assign(bin[i], s, bout[i]); err != nil {
				return nil, err
			}
		}
	}
	outs := make([]*npy.Array, k)
	for o := range outs {
		if o < len(sinks) && sinks[o].ok {
			continue
		}
		a, err := stackArrays(parts[o], int(st.Axes[m+o]), st.Reverse[m+o], s.prog.Buffers[bout[ns+o]])
		if err != nil {
			return nil, fmt.Errorf("scan output %d: %w", o, err)
		}
		outs[o] = a
	}
	return outs, nil
}

// sliceArray is index i of a along axis (the axis dropped).
func sliceArray(a *npy.Array, axis int, i int64) *npy.Array {
	shape := append(slices.Clone(a.Shape[:axis]), a.Shape[axis+1:]...)
	outer, _ := program.Elems(a.Shape[:axis])
	inner, _ := program.Elems(a.Shape[axis+1:])
	l := a.Shape[axis]
	if a.DType == program.StringDType {
		out := &npy.Array{DType: a.DType, Shape: shape, Strings: make([]string, outer*inner)}
		for o := int64(0); o < outer; o++ {
			copy(out.Strings[o*inner:(o+1)*inner], a.Strings[(o*l+i)*inner:])
		}
		return out
	}
	inner *= program.DTypeSize(a.DType)
	out := &npy.Array{DType: a.DType, Shape: shape, Data: make([]byte, outer*inner)}
	for o := int64(0); o < outer; o++ {
		copy(out.Data[o*inner:(o+1)*inner], a.Data[(o*l+i)*inner:])
	}
	return out
}

// stackArrays stacks parts (one type and shape) on a new axis (negative:
// counted from the end of the result's rank); reverse puts part 0 last.
// With no parts the result has 0 along the axis and the type and shape of
// the body's buffer where it has them.
func stackArrays(parts []*npy.Array, axis int, reverse bool, like program.Buffer) (*npy.Array, error) {
	dt, part := like.DType, like.Shape
	if len(parts) > 0 {
		dt, part = parts[0].DType, parts[0].Shape
	}
	if dt == "" {
		dt = "float32"
	}
	if part == nil {
		part = []int64{}
	}
	if axis < 0 {
		axis += len(part) + 1
	}
	if axis < 0 || axis > len(part) {
		return nil, fmt.Errorf("axis %d is out of range for rank %d", axis, len(part)+1)
	}
	l := int64(len(parts))
	shape := append(append(slices.Clone(part[:axis]), l), part[axis:]...)
	n, err := program.Elems(shape)
	if err != nil {
		return nil, err
	}
	str := dt == program.StringDType
	size := program.DTypeSize(dt)
	out := &npy.Array{DType: dt, Shape: shape}
	if str {
		// A string element is one slot of Strings.
		size, out.Strings = 1, make([]string, n)
	} else {
		out.Data = make([]byte, n*size)
	}
	outer, _ := program.Elems(part[:axis])
	inner, _ := program.Elems(part[axis:])
	inner *= size
	for k, p := range parts {
		if p.DType != dt || !slices.Equal(p.Shape, part) {
			return nil, fmt.Errorf("iteration %d gives %s %v, iteration 0 gave %s %v", k, p.DType, p.Shape, dt, part)
		}
		pos := int64(k)
		if reverse {
			pos = l - 1 - pos
		}
		for o := int64(0); o < outer; o++ {
			if str {
				copy(out.Strings[(o*l+pos)*inner:(o*l+pos+1)*inner], p.Strings[o*inner:(o+1)*inner])
				continue
			}
			copy(out.Data[(o*l+pos)*inner:(o*l+pos+1)*inner], p.Data[o*inner:(o+1)*inner])
		}
	}
	return out, nil
}
