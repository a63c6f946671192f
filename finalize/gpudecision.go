package finalize

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// GPU tuning decisions (decision.go): a GPU kernel's tuning searches one
// space of kernelgen tilings — the fp32 GEMM kernel's, the TF32 kernel's,
// the half-precision mma.sync/WGMMA kernel's or AMD's MFMA/WMMA kernel's,
// whichever the kernel's largest product takes on the target — and its
// decision is the winning tiling as data (gpuSchedule). A finalize
// compiles a decision only if the kernel's space on this target, computed
// here, holds that very point: a decision selects among tilings this
// machine's own tuning would try, never anything else.

// The spaces a GPU decision's tiling can come from.
const (
	spaceGEMM  = "gemm"  // kernelgen.GEMMTile: the fp32 GEMM kernel
	spaceMMA   = "mma"   // kernelgen.MMATile: the TF32 kernel (--allow-tf32)
	spaceMMA16 = "mma16" // kernelgen.MMATile: NVIDIA's half-precision kernel
	spaceAMD   = "amd"   // kernelgen.AMDTile: AMD's MFMA/WMMA half kernel
	spaceAttn  = "attn"  // kernelgen.AttnTile: NVIDIA's half and TF32 flash attention
)

// gpuSchedule is a GPU tuning decision's schedule: the space its tiling
// is a point of, and the tiling's parameters (that space's kernelgen tile
// type, as JSON).
type gpuSchedule struct {
	Space string          `json:"space"`
	Tile  json.RawMessage `json:"tile"`
}

// encodeGPUSchedule is the decision of a tuning that chose best in the
// space kind.
func encodeGPUSchedule(kind string, best any) ([]byte, error) {
	tile, err := json.Marshal(best)
	if err != nil {
		return nil, fmt.Errorf("tuning decision: %w", err)
	}
	b, err := json.Marshal(gpuSchedule{Space: kind, Tile: tile})
	if err != nil {
		return nil, fmt.Errorf("tuning decision: %w", err)
	}
	return b, nil
}

// maxTileValue bounds a recorded tiling's integer parameters (block
// sizes, warps, stages, occupancy estimates); every real one is far
// smaller.
const maxTileValue = 1 << 16

// strictDecode decodes b into v: no unknown fields, no trailing data.
func strictDecode(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data")
	}
	return nil
}

// decodeTile decodes a recorded tiling strictly and bounds each of its
// parameters (integers 0 to maxTileValue, finite non-negative floats).
func decodeTile[T any](b []byte) (T, error) {
	var t T
	if err := strictDecode(b, &t); err != nil {
		return t, fmt.Errorf("tiling: %w", err)
	}
	v := reflect.ValueOf(t)
	for i := range v.NumField() {
		f, name := v.Field(i), v.Type().Field(i).Name
		switch f.Kind() {
		case reflect.Int, reflect.Int32, reflect.Int64:
			if f.Int() < 0 || f.Int() > maxTileValue {
				return t, fmt.Errorf("tiling %s = %d: want 0 to %d", name, f.Int(), maxTileValue)
			}
		case reflect.Float64, reflect.Float32:
			if x := f.Float(); math.IsNaN(x) || math.IsInf(x, 0) || x < 0 || x > maxTileValue {
				return t, fmt.Errorf("tiling %s = %v: want 0 to %d", name, x, maxTileValue)
			}
		case reflect.Bool:
		default:
			return t, fmt.Errorf("tiling %s: a %s parameter", name, f.Kind())
		}
	}
	return t, nil
}

// decodeGPUSchedule checks a recorded GPU schedule for the target row
// strictly, as ValidateDecision does for an imported decision: a space
// the row's vendor has, and a tiling of that space's type with bounded
// parameters. Whether the tiling is a point of a given kernel's space is
// checked when it is compiled (gpuSpace.decided). It returns the space
// and the tiling's name.
func decodeGPUSchedule(row target.Target, b []byte) (space, name string, err error) {
	var s gpuSchedule
	if err := strictDecode(b, &s); err != nil {
		return "", "", fmt.Errorf("GPU schedule: %w", err)
	}
	vendor := map[string]target.Kind{spaceMMA: target.CUDA, spaceMMA16: target.CUDA, spaceAMD: target.HIP, spaceAttn: target.CUDA}
	switch s.Space {
	case spaceGEMM:
		t, err := decodeTile[kernelgen.GEMMTile](s.Tile)
		return s.Space, t.String(), err
	case spaceMMA, spaceMMA16, spaceAMD, spaceAttn:
		if row.Kind != vendor[s.Space] {
			return "", "", fmt.Errorf("GPU schedule: a %s tiling for %s, which has no such kernel", s.Space, row.Name)
		}
		switch s.Space {
		case spaceAMD:
			t, err := decodeTile[kernelgen.AMDTile](s.Tile)
			return s.Space, t.String(), err
		case spaceAttn:
			t, err := decodeTile[kernelgen.AttnTile](s.Tile)
			return s.Space, t.String(), err
		}
		t, err := decodeTile[kernelgen.MMATile](s.Tile)
		return s.Space, t.String(), err
	}
	return "", "", fmt.Errorf("GPU schedule: space %q (want %s, %s, %s, %s or %s)", s.Space, spaceGEMM, spaceMMA, spaceMMA16, spaceAMD, spaceAttn)
}

// gpuSpace is a prepared kernel's tuning space on a target: the kind of
// kernel its points tile ("" when there is nothing to tune: the kernel
// compiles with def), the points, ranked with the default first, and the
// default options the points replace a tiling of.
type gpuSpace struct {
	kind string
	def  kernelgen.Options
	gemm []kernelgen.GEMMTile
	mma  []kernelgen.MMATile // spaceMMA and spaceMMA16
	amd  []kernelgen.AMDTile
}

func (s gpuSpace) withGEMM(t kernelgen.GEMMTile) kernelgen.Options {
	o := s.def
	o.Tile = &t
	return o
}

func (s gpuSpace) withMMA(t kernelgen.MMATile) kernelgen.Options {
	o := s.def
	o.MMA = &t
	return o
}

func (s gpuSpace) withMMA16(t kernelgen.MMATile) kernelgen.Options {
	o := s.def
	o.MMA16 = &t
	return o
}

func (s gpuSpace) withAMD(t kernelgen.AMDTile) kernelgen.Options {
	o := s.def
	o.AMDTile = &t
	return o
}

// spaceOf returns the tuning space of the prepared kernel in on the pool's
// target: the largest product decides it (a trial's tiling applies to
// every product of the kernel, almost always one).
func (p *gpuPool) spaceOf(prepared *mlirc.Module, in Input) (gpuSpace, error) {
	s := gpuSpace{def: kernelgen.OptionsFor(p.row)}
	s.def.TF32 = p.be.tf32
	products, err := kernelgen.Products(prepared)
	if err != nil {
		return s, err
	}
	// Half products read and write 16-bit arguments: the tuner's random
	// inputs and output check take float16 and bfloat16 as well as
	// float32 (backend.Tunable alone left every half kernel untuned).
	if len(products) == 0 || !backend.TunableFloats(in.Object) {
		return s, nil
	}
	big := products[0]
	for _, c := range products[1:] {
		if c.M()*c.N()*c.K()*c.BatchSize() > big.M()*big.N()*big.K()*big.BatchSize() {
			big = c
		}
	}
	def := s.def
	switch {
	case big.Half() && def.AMD != "": // AMD's MFMA/WMMA half kernel
		if big.AMDFits(def.AMD, def.Shared) {
			s.kind, s.amd = spaceAMD, big.AMDSpace(def.AMD, p.row.Processors, p.row.SharedMem)
		}
	case big.Half():
		if def.Half16 && big.MMA16Fits(def.Shared) {
			s.kind, s.mma = spaceMMA16, big.MMA16Space(p.row.Processors, p.row.SharedMem, def.WGMMA)
		}
	case def.TF32:
		s.kind, s.mma = spaceMMA, big.MMASpace(p.row.Processors, p.row.SharedMem, def.WGMMA)
	default:
		s.kind, s.gemm = spaceGEMM, big.GEMMSpace(p.row.Processors)
	}
	return s, nil
}

// pointOf decodes a recorded tiling and returns it if space holds it.
func pointOf[T interface {
	comparable
	fmt.Stringer
}](space []T, raw json.RawMessage) (T, error) {
	t, err := decodeTile[T](raw)
	if err != nil {
		return t, err
	}
	if !slices.Contains(space, t) {
		return t, fmt.Errorf("tiling %s is not a point this kernel's tuning tries here (%d points, default %s)", t, len(space), space[0])
	}
	return t, nil
}

// decided returns the options a recorded schedule compiles the kernel
// with, and the tiling's name, if the schedule is a point of s.
func (s gpuSpace) decided(b []byte) (kernelgen.Options, string, error) {
	var sched gpuSchedule
	if err := strictDecode(b, &sched); err != nil {
		return s.def, "", fmt.Errorf("GPU schedule: %w", err)
	}
	if s.kind == "" {
		return s.def, "", errors.New("this kernel has nothing to tune here")
	}
	if sched.Space != s.kind {
		return s.def, "", fmt.Errorf("a %s tiling, and this kernel's tuning here searches %s tilings", sched.Space, s.kind)
	}
	switch s.kind {
	case spaceAMD:
		t, err := pointOf(s.amd, sched.Tile)
		return s.withAMD(t), t.String(), err
	case spaceMMA16:
		t, err := pointOf(s.mma, sched.Tile)
		return s.withMMA16(t), t.String(), err
	case spaceMMA:
		t, err := pointOf(s.mma, sched.Tile)
		return s.withMMA(t), t.String(), err
	default:
		t, err := pointOf(s.gemm, sched.Tile)
		return s.withGEMM(t), t.String(), err
	}
}

// tuneDecided is compileTuned, also returning the decision (decidingPool):
// the winner's gpuSchedule as JSON, nil for a kernel that was not tuned.
func (p *gpuPool) tuneDecided(ctx context.Context, in Input) ([]byte, PhaseTimes, bool, []byte, error) {
	if in.Object == nil {
		return nil, PhaseTimes{}, false, nil, fmt.Errorf("compile %s: input without its portable object", p.be.name)
	}
	if p.tuning == nil || in.Kind != SourceTOSA {
		payload, times, partial, err := p.compileTuned(ctx, in)
		return payload, times, partial, nil, err
	}
	t0 := time.Now()
	obj, partial, sched, err := p.tune(ctx, in)
	if err != nil {
		return nil, PhaseTimes{}, false, nil, err
	}
	payload, err := p.payload(obj)
	if err != nil {
		return nil, PhaseTimes{}, false, nil, err
	}
	if len(p.tuning.opts.Only) > 0 {
		sched = nil // a search restricted by TuneOptions.Only decides nothing
	}
	return payload, PhaseTimes{Kernels: 1, Lower: time.Since(t0)}, partial, sched, nil
}

// compileDecided compiles in under a recorded decision (decidingPool):
// the schedule must be a point of the kernel's tuning space on this
// target (gpuSpace.decided). It measures nothing and opens no device.
func (p *gpuPool) compileDecided(ctx context.Context, in Input, schedule []byte) ([]byte, PhaseTimes, string, error) {
	if in.Kind != SourceTOSA || in.Object == nil {
		return nil, PhaseTimes{}, "", fmt.Errorf("a %s kernel has no tuning decision", in.Kind)
	}
	t0 := time.Now()
	l, err := p.workers.Acquire(ctx)
	if err != nil {
		return nil, PhaseTimes{}, "", err
	}
	obj, name, err := func() (*codeobj.Object, string, error) {
		w := l.W
		kernels := p.tail.Kernels(p.row)
		if attn, flash, err := w.FlashAttention(in.Module, kernels); err != nil || flash {
			if err != nil {
				return nil, "", err
			}
			if attn.Elem == "f32" && !attn.TF32 {
				return nil, "", errors.New("the exact fp32 attention kernel has nothing to tune")
			}
			var sched gpuSchedule
			if err := strictDecode(schedule, &sched); err != nil {
				return nil, "", fmt.Errorf("GPU schedule: %w", err)
			}
			if sched.Space != spaceAttn {
				return nil, "", fmt.Errorf("a %s tiling, and this kernel's tuning here searches %s tilings", sched.Space, spaceAttn)
			}
			t, err := pointOf(attn.AttnSpace(kernels), sched.Tile)
			if err != nil {
				return nil, "", err
			}
			obj, err := w.FlashTrial(ctx, p.tail, in.Module, p.row, in.Object, withAttn(kernels, t))
			return obj, t.String(), err
		}
		prepared, err := w.Prepare(ctx, in.Module)
		if err != nil {
			return nil, "", err
		}
		defer prepared.Close()
		space, err := p.spaceOf(prepared, in)
		if err != nil {
			return nil, "", err
		}
		opts, name, err := space.decided(schedule)
		if err != nil {
			return nil, "", err
		}
		obj, err := w.Trial(ctx, p.tail, prepared, p.row, in.Object, opts)
		return obj, name, err
	}()
	p.workers.Release(l, err != nil)
	if err != nil {
		return nil, PhaseTimes{}, "", fmt.Errorf("compile %s for %s under its tuning decision: %w", in.Object.Symbol, p.row.Name, err)
	}
	payload, err := p.payload(obj)
	if err != nil {
		return nil, PhaseTimes{}, "", err
	}
	return payload, PhaseTimes{Kernels: 1, Lower: time.Since(t0)}, name, nil
}
