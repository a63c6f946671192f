package nvvm

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// maxPoolModel is a MaxPool of an input of type code (1 float32, 10
// float16) and shape x.
func maxPoolModel(code int32, x []int64, attrs ...*onnxpb.AttributeProto) gputest.Model {
	return gputest.Model{Name: "maxpool", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("x", code, x)
		m.Node("MaxPool", "p", []string{"x"}, []string{"y"}, attrs...)
		m.Output("y", 0, nil)
	}}
}

// poolCases are max poolings of every form the pooling kernel folds:
// ResNet's padded 3x3 of stride 2, asymmetric pads over tails, an
// unpadded 2x2.
var poolCases = []struct {
	name  string
	x     []int64
	attrs []*onnxpb.AttributeProto
}{
	{"resnet 3x3 s2 p1", []int64{2, 4, 16, 16}, []*onnxpb.AttributeProto{onnxtest.Ints("kernel_shape", 3, 3), onnxtest.Ints("strides", 2, 2), onnxtest.Ints("pads", 1, 1, 1, 1)}},
	{"asymmetric pads", []int64{2, 5, 13, 11}, []*onnxpb.AttributeProto{onnxtest.Ints("kernel_shape", 3, 2), onnxtest.Ints("strides", 2, 1), onnxtest.Ints("pads", 1, 0, 2, 1)}},
	{"2x2 unpadded", []int64{1, 3, 8, 8}, []*onnxpb.AttributeProto{onnxtest.Ints("kernel_shape", 2, 2), onnxtest.Ints("strides", 2, 2)}},
}

// TestPoolEmulated replaces each max pooling by the pooling kernel
// written for the CPU (one loop over the output's elements) and checks
// its outputs against the host path's on random inputs: the window
// taps, the padding read as the padding value through the guards, the
// input's and the output's transposes folded into the indices.
func TestPoolEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := rand.New(rand.NewPCG(3, 4))
	for _, tc := range poolCases {
		t.Run(tc.name, func(t *testing.T) {
			for _, o := range gputest.Lower(t, maxPoolModel(onnxtest.Float, tc.x, tc.attrs...), 1) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				want, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
				if err != nil {
					t.Fatal(err)
				}
				m, err := w.Prepare(context.Background(), o.Payload)
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				n, err := kernelgen.ReplacePools(m, true)
				if err != nil {
					t.Fatal(err)
				}
				if n != 1 {
					t.Fatalf("%d poolings replaced, want 1:\n%s", n, m)
				}
				if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
					t.Fatal(err)
				}
				got, err := host.CompileHost(context.Background(), lib, []byte(m.String()), backend.SourceRaised)
				if err != nil {
					t.Fatalf("emulated kernel: %v", err)
				}
				sameAsHostPath(t, r, o, want, got, "")
			}
		})
	}
}

// TestPoolLaunch finalizes the max poolings in fp32 and in fp16 for
// sm_90 and checks that each is the pooling kernel's one launch.
func TestPoolLaunch(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, code := range []int32{onnxtest.Float, 10} {
		for _, tc := range poolCases {
			t.Run(tc.name, func(t *testing.T) {
				fins := compileMLIR(t, w, maxPoolModel(code, tc.x, tc.attrs...), 1, sm90)
				if len(fins) != 1 {
					t.Fatalf("%d MLIR kernels, want 1", len(fins))
				}
				checkPTX(t, fins[0])
				if len(fins[0].Launches) != 1 {
					t.Errorf("%d launches %v, want the pooling kernel's one", len(fins[0].Launches), fins[0].Launches)
				}
			})
		}
	}
}
