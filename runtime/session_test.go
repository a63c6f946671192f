package runtime

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// fakeDevice is a Device in Go: memory is Go slices at made-up addresses,
// kernels are Go functions over float32 buffers of grid×block elements,
// and Capture records launches to replay them. It tests the Session's
// plan binding (arguments, scratch), timing and graph logic without a GPU.
type fakeDevice struct {
	next     DevicePtr
	mem      map[DevicePtr][]byte
	launched []string // symbols, in launch order
	replays  int
	capture  *fakeGraph
	failSym  string // a kernel whose launch fails
}

func newFakeDevice() *fakeDevice { return &fakeDevice{next: 1 << 20, mem: map[DevicePtr][]byte{}} }

func (d *fakeDevice) Target() string { return "fake" }

func (d *fakeDevice) Alloc(n int64) (DevicePtr, error) {
	p := d.next
	d.mem[p] = make([]byte, n)
	d.next += DevicePtr(n+4095) &^ 4095
	return p, nil
}

func (d *fakeDevice) Free(p DevicePtr) error {
	if _, ok := d.mem[p]; !ok {
		return fmt.Errorf("free %#x twice", p)
	}
	delete(d.mem, p)
	return nil
}

func (d *fakeDevice) bytes(p DevicePtr, n int64) []byte {
	for base, b := range d.mem {
		if p >= base && int64(p-base)+n <= int64(len(b)) {
			return b[p-base : int64(p-base)+n]
		}
	}
	panic(fmt.Sprintf("fake: %d bytes at %#x outside memory", n, p))
}

func (d *fakeDevice) floats(p DevicePtr, n int) []float32 {
	b := d.bytes(p, int64(4*n))
	f := make([]float32, n)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}

func (d *fakeDevice) store(p DevicePtr, f []float32) {
	b := d.bytes(p, int64(4*len(f)))
	for i, v := range f {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
}

type fakeStream struct{}

func (fakeStream) Synchronize() error { return nil }
func (fakeStream) Close() error       { return nil }

type fakeEvent struct{ t time.Time }

func (e *fakeEvent) Record(Stream) error { e.t = time.Now(); return nil }
func (e *fakeEvent) Synchronize() error  { return nil }
func (e *fakeEvent) Close() error        { return nil }

func (d *fakeDevice) NewStream() (Stream, error) { return fakeStream{}, nil }
func (d *fakeDevice) NewEvent() (Event, error)   { return &fakeEvent{}, nil }
func (d *fakeDevice) Elapsed(a, b Event) (time.Duration, error) {
	return b.(*fakeEvent).t.Sub(a.(*fakeEvent).t), nil
}
func (d *fakeDevice) CopyIn(_ Stream, dst DevicePtr, src []byte) error {
	copy(d.bytes(dst, int64(len(src))), src)
	return nil
}
func (d *fakeDevice) CopyOut(_ Stream, dst []byte, src DevicePtr) error {
	copy(dst, d.bytes(src, int64(len(dst))))
	return nil
}
func (d *fakeDevice) Copy(_ Stream, dst, src DevicePtr, n int64) error {
	copy(d.bytes(dst, n), d.bytes(src, n))
	return nil
}
func (d *fakeDevice) Load(o *codeobj.Object) (Module, error) { return fakeModule{d}, nil }
func (d *fakeDevice) Close() error                           { return nil }

func (d *fakeDevice) Capture(s Stream, enqueue func() error) (Graph, error) {
	d.capture = &fakeGraph{d: d}
	defer func() { d.capture = nil }()
	g := d.capture
	if err := enqueue(); err != nil {
		return nil, err
	}
	return g, nil
}

type fakeGraph struct {
	d     *fakeDevice
	calls []func() error
}

func (g *fakeGraph) Launch(Stream) error {
	g.d.replays++
	for _, c := range g.calls {
		if err := c(); err != nil {
			return err
		}
	}
	return nil
}
func (g *fakeGraph) Close() error { return nil }

type fakeModule struct{ d *fakeDevice }

func (m fakeModule) Kernel(sym string) (Kernel, error) {
	if _, ok := fakeKernels[sym]; !ok {
		return nil, fmt.Errorf("no kernel %s", sym)
	}
	return fakeKernel{m.d, sym}, nil
}
func (m fakeModule) Close() error { return nil }

// fakeKernels: n elements; args are float32 buffers.
var fakeKernels = map[string]func(d *fakeDevice, n int, a []DevicePtr){
	"add": func(d *fakeDevice, n int, a []DevicePtr) {
		x, y := d.floats(a[0], n), d.floats(a[1], n)
		for i := range x {
			x[i] += y[i]
		}
		d.store(a[2], x)
	},
	"scale3": func(d *fakeDevice, n int, a []DevicePtr) {
		x := d.floats(a[0], n)
		for i := range x {
			x[i] *= 3
		}
		d.store(a[1], x)
	},
}

type fakeKernel struct {
	d   *fakeDevice
	sym string
}

func (k fakeKernel) Symbol() string { return k.sym }
func (k fakeKernel) Launch(_ Stream, cfg LaunchConfig, args []DevicePtr) error {
	call := func() error {
		if k.sym == k.d.failSym {
			return fmt.Errorf("kernel %s: deliberate failure", k.sym)
		}
		n := int(cfg.Grid[0] * cfg.Block[0])
		fakeKernels[k.sym](k.d, n, args)
		k.d.launched = append(k.d.launched, k.sym)
		return nil
	}
	if k.d.capture != nil {
		k.d.capture.calls = append(k.d.capture.calls, call)
		return nil
	}
	return call()
}

// planFixture: z = 3·(x + w) + y in two program launches: "fused" is an
// object with a two-kernel plan through a scratch buffer, "add" an object
// without a plan (one launch of its symbol sized by Global/Local).
func planFixture(n int64) (Source, error) {
	f32 := func(name string) codeobj.Arg { return codeobj.Arg{Name: name, DType: "float32", Shape: []int64{n}} }
	portFused := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "fused", Args: []codeobj.Arg{f32("x"), f32("w"), f32("t")}, Payload: []byte{1}}
	portAdd := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "add", Args: []codeobj.Arg{f32("t"), f32("y"), f32("z")}, Global: [3]int64{n, 1, 1}, Local: [3]int64{64, 1, 1}, Payload: []byte{2}}
	fused := &codeobj.Object{Format: codeobj.PTX, Target: "fake", Symbol: "fused", Args: portFused.Args, Source: portFused.ID(), Payload: []byte("ptx"),
		Scratch: []int64{4 * n},
		Launches: []codeobj.Launch{
			{Symbol: "add", Grid: [3]int64{n / 32, 1, 1}, Block: [3]int64{32, 1, 1}, Args: []int{0, 1, 3}},
			{Symbol: "scale3", Grid: [3]int64{n / 64, 1, 1}, Block: [3]int64{64, 1, 1}, Args: []int{3, 2}},
		}}
	add := &codeobj.Object{Format: codeobj.PTX, Target: "fake", Symbol: "add", Args: portAdd.Args, Source: portAdd.ID(), Global: portAdd.Global, Local: portAdd.Local, Payload: []byte("ptx")}
	b := 4 * n
	p := program.Program{
		Name: "main",
		Buffers: []program.Buffer{
			{Name: "x", Kind: program.Input, DType: "float32", Shape: []int64{n}, Offset: 0, Bytes: b},
			{Name: "y", Kind: program.Input, DType: "float32", Shape: []int64{n}, Offset: b, Bytes: b},
			{Name: "w", Kind: program.Weight, DType: "float32", Shape: []int64{n}, Offset: 2 * b, Bytes: b, Weight: "w"},
			{Name: "t", Kind: program.Temp, DType: "float32", Shape: []int64{n}, Offset: 3 * b, Bytes: b},
			{Name: "z", Kind: program.Output, DType: "float32", Shape: []int64{n}, Offset: 4 * b, Bytes: b},
		},
		Inputs: []int{0, 1}, Outputs: []int{4},
		Launches: []program.Launch{
			{Kernels: []string{portFused.ID()}, Args: []int{0, 2, 3}, Label: "fused"},
			{Kernels: []string{portAdd.ID()}, Args: []int{3, 1, 4}, Label: "add"},
		},
		ArenaSize: 5 * b,
	}
	src, err := NewMemorySource("fixture", []program.Program{p}, []*codeobj.Object{portFused, portAdd}, map[string][]byte{"w": randFloats(n)})
	if err != nil {
		return nil, err
	}
	return WithObjects(src, []*codeobj.Object{fused, add})
}

func randFloats(n int64) []byte {
	b := make([]byte, 4*n)
	for i := range n {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(float32(rand.IntN(2001)-1000)/8))
	}
	return b
}

func TestSessionPlan(t *testing.T) {
	for _, n := range []int64{64, 256, 4096} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			ctx := context.Background()
			src, err := planFixture(n)
			if err != nil {
				t.Fatal(err)
			}
			d := newFakeDevice()
			s, err := PrepareSource(ctx, src, "", d)
			if err != nil {
				t.Fatal(err)
			}
			w := make([]byte, 4*n)
			if err := src.ReadWeight("w", w); err != nil {
				t.Fatal(err)
			}
			if got := s.Launches(); len(got) != 2 || got[0] != (LaunchInfo{Label: "fused", Symbol: "fused"}) || got[1] != (LaunchInfo{Label: "add", Symbol: "add"}) {
				t.Fatalf("Launches = %v", got)
			}
			times := make([]time.Duration, 2)
			for run := range 4 {
				in := map[string]*npy.Array{
					"x": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
					"y": {DType: "float32", Shape: []int64{n}, Data: randFloats(n)},
				}
				var out map[string]*npy.Array
				if run == 3 {
					out, err = s.RunTimed(ctx, in, times)
				} else {
					out, err = s.Run(ctx, in)
				}
				if err != nil {
					t.Fatalf("run %d: %v", run, err)
				}
				x, y, ww, z := le(in["x"].Data), le(in["y"].Data), le(w), le(out["z"].Data)
				for i := range z {
					if want := 3*(x[i]+ww[i]) + y[i]; z[i] != want {
						t.Fatalf("run %d: z[%d] = %v, want %v", run, i, z[i], want)
					}
				}
				replaying, cerr := s.Graph()
				if cerr != nil || replaying != (run >= 1) {
					t.Fatalf("run %d: graph %v, %v", run, replaying, cerr)
				}
			}
			if d.replays != 2 {
				t.Errorf("%d graph replays, want 2 (runs 2 and 3 of 4; timed runs launch one by one)", d.replays)
			}
			if want := "add scale3 add"; strings.Join(d.launched[:3], " ") != want {
				t.Errorf("launched %v, want %s first", d.launched, want)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if len(d.mem) != 0 {
				t.Errorf("Close left %d allocations", len(d.mem))
			}
		})
	}
}

func TestSessionLaunchErrorReported(t *testing.T) {
	ctx := context.Background()
	src, err := planFixture(64)
	if err != nil {
		t.Fatal(err)
	}
	d := newFakeDevice()
	d.failSym = "scale3"
	s, err := PrepareSource(ctx, src, "", d)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	in := map[string]*npy.Array{
		"x": {DType: "float32", Shape: []int64{64}, Data: randFloats(64)},
		"y": {DType: "float32", Shape: []int64{64}, Data: randFloats(64)},
	}
	_, err = s.Run(ctx, in)
	if err == nil || !strings.Contains(err.Error(), "launch 0 (fused)") || !strings.Contains(err.Error(), "scale3") {
		t.Fatalf("Run with a failing kernel: %v", err)
	}
	in["x"].Data = in["x"].Data[:8]
	if _, err := s.Run(ctx, in); err == nil || !strings.Contains(err.Error(), "input x") {
		t.Fatalf("Run with short data: %v", err)
	}
	in["x"].Data = randFloats(64)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.Run(cctx, in); !errors.Is(err, context.Canceled) {
		t.Fatalf("Run with a cancelled context: %v", err)
	}
}

func TestPlanDefault(t *testing.T) {
	o := &codeobj.Object{Symbol: "k", Args: make([]codeobj.Arg, 3), Global: [3]int64{256, 4, 0}, Local: [3]int64{64, 2, 0}}
	got := Plan(o)
	if len(got) != 1 || got[0].Symbol != "k" || got[0].Grid != [3]int64{4, 2, 1} || got[0].Block != [3]int64{64, 2, 1} || fmt.Sprint(got[0].Args) != "[0 1 2]" {
		t.Fatalf("Plan = %+v", got)
	}
}

func le(b []byte) []float32 {
	f := make([]float32, len(b)/4)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}
