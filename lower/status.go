package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// withStatus returns values with a status word of its own appended when the
// kernels take one as their last argument (kernels that index with data:
// DESIGN.md, Programs). The word is a program.Status buffer, which the
// runtime zeroes before a run and checks after it, naming the launch.
func (l *lowering) withStatus(part *passes.Partition, ks []kernels.Kernel, values []*graph.Value) []*graph.Value {
	if len(ks) == 0 || len(ks[0].Args) != len(values)+1 || !ks[0].Args[len(values)].Status {
		return values
	}
	name := "status"
	if len(part.Nodes) > 0 {
		name = part.Nodes[0].Name + "/status"
	}
	v := &graph.Value{Name: name, DType: graph.Int32, Shape: graph.Shape{kernels.StatusElems}, ShapeKnown: true}
	if len(part.Nodes) > 0 {
		v.Producer = part.Nodes[0]
	}
	p := l.prog
	p.Buffers = append(p.Buffers, program.Buffer{Name: name, Kind: program.Status, DType: program.StatusDType,
		Shape: []int64{kernels.StatusElems}, Bytes: kernels.StatusElems * program.DTypeSize(program.StatusDType)})
	l.buffers[v] = len(p.Buffers) - 1
	return append(values, v)
}
