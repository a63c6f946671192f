package lower

import (
	"github.com/mgxport/mgxport/graph"
)

// refuseStrings returns an error naming the first string tensor of g (an
// input, an initializer, or a value a node reads or writes, in graph
// order). Compiled targets have no string kernels: strings run only on the
// reference evaluator until the program has host-side steps for them.
func refuseStrings(g *graph.Graph) error {
	check := func(v *graph.Value) error {
		if v != nil && v.DType == graph.String {
			return graph.Unsupportedf("value %q is a string tensor: only the reference evaluator (--arch ref) runs strings", v.Name)
		}
		return nil
	}
	for _, v := range g.Inputs {
		if err := check(v); err != nil {
			return err
		}
	}
	for _, n := range g.Nodes {
		for _, vs := range [][]*graph.Value{n.Inputs, n.Outputs} {
			for _, v := range vs {
				if err := check(v); err != nil {
					return err
				}
			}
		}
	}
	for _, v := range g.Outputs {
		if err := check(v); err != nil {
			return err
		}
	}
	return nil
}
