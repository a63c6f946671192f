package host_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime/host"
)

// TestModelsSameBytesAtAnyThreadCount runs the testdata models on fresh
// random inputs with their kernels on one thread, then on pools of 2, 3
// and 8 threads, once with every phase split and every wave of
// independent launches run at the same time (SplitAlways) and once as
// the runtime decides from its measurements (the first runs probe, the
// later ones run as decided): every output is the same bytes as on one
// thread. The residual model's shortcut convolutions run beside its main
// path (Session.Waves). On 3 threads it runs a third time on a pool of
// other PoolOptions (futexes, rechecks, 60 runs: past the rechecks). At
// every thread count it runs both ways again with the ranges dealt to
// threads (PoolOptions.Affinity; on 3 threads with futexes and the
// workers locked to their OS threads too, on 8 with the workers pinned to
// CPUs).
func TestModelsSameBytesAtAnyThreadCount(t *testing.T) {
	lib, err := driver.OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make deps` and `make build`)", err)
	}
	cache, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	testdata := filepath.Join("..", "..", "testdata", "models")
	models := []struct {
		name   string
		dir    string
		dims   map[string][]int64 // the inputs' shapes, where the model's are symbolic
		waves  bool               // has independent launches
		phases bool               // has kernels with phases
	}{
		{"cnn_fp32", testdata, nil, false, true},
		{"resnet_mini", testdata, nil, true, true},
		{"mobilenet_blocks", testdata, nil, false, true},
		{"cnn_int8_qdq", testdata, nil, false, true},
		{"gpt2_mini", testdata, nil, false, true},
		// An encoder whose launches are a chain but for one wave of two:
		// the chain's runs are batched at every thread count.
		{"bert_mini", sharedModels, map[string][]int64{"input_ids": {2, 16}, "attention_mask": {2, 16}}, true, true},
	}
	for _, m := range models {
		t.Run(m.name, func(t *testing.T) {
			model := filepath.Join(m.dir, m.name, "model.onnx")
			load := func(pool *host.Pool) *driver.Loaded {
				l, err := driver.Load(context.Background(), model, driver.LoadOptions{
					Compile:  driver.CompileOptions{InputDims: m.dims},
					Finalize: driver.FinalizeOptions{Cache: cache},
					MLIR:     func() (*mlirc.Library, error) { return lib, nil },
					HostPool: pool,
				})
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { l.Close() })
				return l
			}
			one := load(nil)
			inputs := randomInputs(t, r, one)
			want, err := one.Session.Run(context.Background(), inputs)
			if err != nil {
				t.Fatal(err)
			}
			// The pool's other options (PoolOptions) on 3 threads: the
			// threads park on futexes after polling 20 us, and the
			// kernels decided whole on their first launches are rechecked;
			// 60 runs, past the rechecks.
			other := host.PoolOptions{Park: host.ParkFutex, WorkerSpin: 20 * time.Microsecond, Recheck: true}
			for _, threads := range []int{2, 3, 8} {
				affinity := host.PoolOptions{Affinity: true}
				switch threads {
				case 3:
					affinity = host.PoolOptions{Affinity: true, Park: host.ParkFutex, LockThreads: true}
				case 8:
					affinity = host.PoolOptions{Affinity: true, Pin: true}
				}
				type poolCase struct {
					o      host.PoolOptions
					always bool // SplitAlways
					runs   int
				}
				// 30 runs: past the kernels' and the waves' probes; 60:
				// past the rechecks too.
				cases := []poolCase{{host.PoolOptions{}, true, 3}, {host.PoolOptions{}, false, 30}, {affinity, true, 3}, {affinity, false, 30}}
				if threads == 3 {
					cases = append(cases, poolCase{other, false, 60})
				}
				for _, c := range cases {
					o, always := c.o, c.always
					pool, err := host.NewPoolWith(threads, o)
					if err != nil {
						t.Fatal(err)
					}
					t.Cleanup(func() { pool.Close() })
					if always {
						host.SplitAlways(pool)
					}
					l := load(pool)
					if got := l.Session.Waves() != nil; got != m.waves {
						t.Errorf("%d threads: independent launches run at the same time: %v, want %v", threads, got, m.waves)
					}
					for _, w := range l.Session.Waves() {
						if always && len(w.Launches) > 1 && w.How != "at once" {
							t.Errorf("%d threads, split always: wave %v runs %q", threads, w.Launches, w.How)
						}
					}
					splits := 0
					for i, li := range l.Session.Launches() {
						if li.Split == nil {
							t.Fatalf("launch %d (%s) says nothing of its split", i, li.Label)
						}
						if always && li.Split.Phases > 0 {
							if li.Split.How != "always" || len(li.Split.Ranges) != li.Split.Phases {
								t.Errorf("launch %d (%s), split always: %+v", i, li.Label, *li.Split)
							}
							splits++
						}
					}
					if always && (splits > 0) != m.phases {
						t.Errorf("%d launches with phases to split; want some: %v", splits, m.phases)
					}
					for run := range c.runs {
						got, err := l.Session.Run(context.Background(), inputs)
						if err != nil {
							t.Fatal(err)
						}
						for name, w := range want {
							if !bytes.Equal(got[name].Data, w.Data) {
								t.Fatalf("%d threads (split always: %v, pool %v), run %d: output %s differs from one thread's", threads, always, pool.Stats().Options, run, name)
							}
						}
					}
					if o.Affinity && m.phases {
						// The ranges were dealt to threads: the split
						// launches count them (own + stolen).
						var dealt int64
						for _, li := range l.Session.Launches() {
							dealt += li.Split.OwnRanges + li.Split.StolenRanges
						}
						if dealt == 0 && always {
							t.Errorf("%d threads, split always, pool %v: no launch counts its ranges as dealt to threads", threads, pool.Stats().Options)
						}
					}
				}
			}
		})
	}
}

// sharedModels holds the models shared between checkouts (bert_mini).
const sharedModels = "../../../shared/models"

// randomInputs fills the session's inputs: floats uniform in [-1, 1),
// integers (token ids) uniform in [0, 50).
func randomInputs(t *testing.T, r *rand.Rand, l *driver.Loaded) map[string]*npy.Array {
	t.Helper()
	prog := l.Session.Program()
	in := map[string]*npy.Array{}
	for _, i := range prog.Inputs {
		b := prog.Buffers[i]
		n := int64(1)
		for _, d := range b.Shape {
			n *= d
		}
		a := &npy.Array{DType: b.DType, Shape: b.Shape}
		switch b.DType {
		case "float32":
			a.Data = make([]byte, 4*n)
			for k := range n {
				binary.LittleEndian.PutUint32(a.Data[4*k:], math.Float32bits(r.Float32()*2-1))
			}
		case "int64":
			a.Data = make([]byte, 8*n)
			for k := range n {
				binary.LittleEndian.PutUint64(a.Data[8*k:], uint64(r.Int64N(50)))
			}
		default:
			t.Fatal(fmt.Sprintf("input %s: no random %s values here", b.Name, b.DType))
		}
		in[b.Name] = a
	}
	return in
}
