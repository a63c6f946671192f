package main

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/onnx"
)

// modelTensorJSON is one input or output of an ONNX model: its dims as
// declared, a name for a symbolic dim.
type modelTensorJSON struct {
	Name  string   `json:"name"`
	DType string   `json:"dtype"`
	Dims  []string `json:"dims"`
}

// modelInspection is `inspect MODEL.onnx`: what compile needs to know about
// a model before compiling it.
type modelInspection struct {
	Path             string            `json:"path"`
	IRVersion        int64             `json:"ir_version"`
	Opsets           map[string]int64  `json:"opsets"`
	Inputs           []modelTensorJSON `json:"inputs"`
	Outputs          []modelTensorJSON `json:"outputs"`
	SymbolicDims     []string          `json:"symbolic_dims"`
	Nodes            int               `json:"nodes"`
	Ops              map[string]int    `json:"ops"`
	Initializers     int               `json:"initializers"`
	InitializerBytes int64             `json:"initializer_bytes"`
}

// inspectModel imports the ONNX model at path (as compile does, with its
// checks) and describes it.
func inspectModel(path string) (*modelInspection, error) {
	g, err := onnx.ImportFile(path, onnx.Options{})
	if err != nil {
		return nil, fmt.Errorf("inspect %s: %w", path, err)
	}
	tensors := func(vs []*graph.Value) []modelTensorJSON {
		out := make([]modelTensorJSON, 0, len(vs))
		for _, v := range vs {
			t := modelTensorJSON{Name: v.Name, DType: v.DType.String(), Dims: []string{}}
			for _, d := range v.Dims {
				t.Dims = append(t.Dims, d.String())
			}
			out = append(out, t)
		}
		return out
	}
	in := &modelInspection{
		Path: path, IRVersion: g.IRVersion, Opsets: map[string]int64{},
		Inputs: tensors(g.Inputs), Outputs: tensors(g.Outputs),
		SymbolicDims: passes.SymbolicDims(g), Nodes: len(g.Nodes), Ops: map[string]int{},
		Initializers: len(g.Initializers),
	}
	for d, v := range g.Opsets {
		if d == "" {
			d = "ai.onnx"
		}
		in.Opsets[d] = v
	}
	if len(in.Opsets) == 0 {
		in.Opsets["ai.onnx"] = g.Opset
	}
	if in.SymbolicDims == nil {
		in.SymbolicDims = []string{}
	}
	for _, n := range g.Nodes {
		op := n.OpType
		if n.Domain != "" {
			op = n.Domain + "." + op
		}
		in.Ops[op]++
	}
	for _, t := range g.Initializers {
		in.InitializerBytes += int64(len(t.Data))
	}
	return in, nil
}

// printModelInspection prints a model's description as text.
func printModelInspection(w io.Writer, m *modelInspection) {
	var opsets []string
	for _, d := range slices.Sorted(maps.Keys(m.Opsets)) {
		opsets = append(opsets, fmt.Sprintf("%s %d", d, m.Opsets[d]))
	}
	fmt.Fprintf(w, "model:   %s (ONNX IR %d; opsets: %s)\n", m.Path, m.IRVersion, strings.Join(opsets, ", "))
	for _, part := range []struct {
		what string
		ts   []modelTensorJSON
	}{{"inputs", m.Inputs}, {"outputs", m.Outputs}} {
		fmt.Fprintf(w, "%s:\n", part.what)
		for _, t := range part.ts {
			fmt.Fprintf(w, "  %-24s %-8s [%s]\n", t.Name, t.DType, strings.Join(t.Dims, ", "))
		}
	}
	if len(m.SymbolicDims) > 0 {
		fmt.Fprintf(w, "symbolic dims: %s (bind each with compile --dim NAME=N, or bucket it with --bucket NAME=N1,N2,...)\n", strings.Join(m.SymbolicDims, ", "))
	}
	type count struct {
		op string
		n  int
	}
	var ops []count
	for op, n := range m.Ops {
		ops = append(ops, count{op, n})
	}
	slices.SortFunc(ops, func(a, b count) int { return cmp.Or(b.n-a.n, strings.Compare(a.op, b.op)) })
	var parts []string
	for _, c := range ops {
		parts = append(parts, fmt.Sprintf("%s %d", c.op, c.n))
	}
	fmt.Fprintf(w, "nodes:   %d (%s)\n", m.Nodes, strings.Join(parts, ", "))
	fmt.Fprintf(w, "initializers: %d (%s)\n", m.Initializers, humanBytes(m.InitializerBytes))
}
