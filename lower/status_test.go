package lower

import (
	"context"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestStatusWord: every launch of a kernel that indexes with data binds a
// status buffer of its own as its last argument, which the kernel writes;
// no other launch binds one; the program validates.
func TestStatusWord(t *testing.T) {
	if kernels.StatusDType != program.StatusDType || kernels.StatusIndexOutOfRange != program.StatusIndexOutOfRange {
		t.Fatalf("kernels' status word (%s, code %d) differs from program's (%s, code %d)",
			kernels.StatusDType, kernels.StatusIndexOutOfRange, program.StatusDType, program.StatusIndexOutOfRange)
	}
	m := onnxtest.New("g", 18)
	m.Input("data", onnxtest.Float, []int64{4, 3})
	m.Input("idx", onnxtest.Int64, []int64{2})
	m.Input("nd", onnxtest.Int64, []int64{2, 1})
	m.Node("Gather", "g1", []string{"data", "idx"}, []string{"a"})
	m.Node("Relu", "r", []string{"a"}, []string{"b"})
	m.Node("GatherND", "g2", []string{"data", "nd"}, []string{"c"})
	m.Node("ScatterND", "s", []string{"data", "nd", "c"}, []string{"d"})
	m.Output("b", onnxtest.Float, []int64{2, 3})
	m.Output("d", onnxtest.Float, []int64{4, 3})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	p := &res.Programs[0]
	objs := map[string][]program.KernelArg{}
	for _, o := range res.Objects {
		objs[o.ID()] = program.ArgsOf(o.Args)
	}
	if err := p.Validate(func(id string) ([]program.KernelArg, bool) { a, ok := objs[id]; return a, ok }); err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	indexing := 0
	for i, l := range p.Launches {
		last := p.Buffers[l.Args[len(l.Args)-1]]
		for _, a := range l.Args[:len(l.Args)-1] {
			if p.Buffers[a].Kind == program.Status {
				t.Errorf("launch %d (%s) binds status buffer %s before its last argument", i, l.Label, p.Buffers[a].Name)
			}
		}
		if last.Kind != program.Status {
			if strings.Contains(l.Label, "Gather") {
				t.Errorf("launch %d (%s) binds no status buffer", i, l.Label)
			}
			continue
		}
		indexing++
		if seen[l.Args[len(l.Args)-1]] {
			t.Errorf("launch %d (%s) shares status buffer %s", i, l.Label, last.Name)
		}
		seen[l.Args[len(l.Args)-1]] = true
		if a := objs[l.Kernels[0]][len(l.Args)-1]; !a.Write || a.DType != program.StatusDType || len(a.Shape) != 1 || a.Shape[0] != 1 {
			t.Errorf("launch %d (%s): status argument %+v", i, l.Label, a)
		}
	}
	if indexing != 3 {
		t.Errorf("%d launches bind a status word, want 3 (Gather, GatherND, ScatterND)", indexing)
	}
}
