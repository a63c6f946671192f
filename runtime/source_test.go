package runtime

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// memoryFixture is a one-launch program y = k(x, w) with a portable kernel.
func memoryFixture() (program.Program, *codeobj.Object, map[string][]byte) {
	args := []codeobj.Arg{{Name: "x", DType: "float32", Shape: []int64{4}}, {Name: "w", DType: "float32", Shape: []int64{4}}, {Name: "y", DType: "float32", Shape: []int64{4}, Write: true}}
	portable := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "k", Args: args, Global: [3]int64{4, 1, 1}, Local: [3]int64{4, 1, 1}, Payload: []byte{1, 2, 3}}
	p := program.Program{
		Name: "main",
		Buffers: []program.Buffer{
			{Name: "x", Kind: program.Input, DType: "float32", Shape: []int64{4}, Offset: 0, Bytes: 16},
			{Name: "w", Kind: program.Weight, DType: "float32", Shape: []int64{4}, Offset: 16, Bytes: 16, Weight: "w"},
			{Name: "y", Kind: program.Output, DType: "float32", Shape: []int64{4}, Offset: 32, Bytes: 16},
		},
		Inputs: []int{0}, Outputs: []int{2},
		Launches:  []program.Launch{{Kernels: []string{portable.ID()}, Args: []int{0, 1, 2}, Label: "k"}},
		ArenaSize: 48,
	}
	w := make([]byte, 16)
	for i := range w {
		w[i] = byte(rand.Uint32())
	}
	return p, portable, map[string][]byte{"w": w}
}

func TestMemorySource(t *testing.T) {
	p, portable, weights := memoryFixture()
	src, err := NewMemorySource("m.onnx", []program.Program{p}, []*codeobj.Object{portable}, weights)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := src.Finalized(p.Launches[0], "host"); ok {
		t.Fatal("a portable-only source claims a host object")
	}
	dst := make([]byte, 16)
	if err := src.ReadWeight("w", dst); err != nil || string(dst) != string(weights["w"]) {
		t.Fatalf("ReadWeight: %v", err)
	}
	if err := src.ReadWeight("w", make([]byte, 8)); err == nil {
		t.Error("ReadWeight into a short buffer succeeded")
	}
	fin := &codeobj.Object{Format: codeobj.HostSO, Target: "host", Symbol: "k", Args: portable.Args, Source: portable.ID(), Payload: []byte{9}}
	with, err := WithObjects(src, []*codeobj.Object{fin})
	if err != nil {
		t.Fatal(err)
	}
	id, ok := with.Finalized(p.Launches[0], "host")
	if !ok || id != fin.ID() {
		t.Fatalf("Finalized = %s, %v; want the added object %s", id, ok, fin.ID())
	}
	o, err := with.ReadObject(id)
	if err != nil || o.Format != codeobj.HostSO {
		t.Fatalf("ReadObject: %v %v", o, err)
	}
	if o, err := with.ReadObject(portable.ID()); err != nil || o.Format != codeobj.AMDGCNSPIRV {
		t.Fatalf("ReadObject of the base source's object: %v %v", o, err)
	}
	// A copy: changing it does not change the source.
	o.Payload[0] = 77
	if again, _ := with.ReadObject(id); again.Payload[0] != 9 {
		t.Error("ReadObject returned the source's own object")
	}
}

func TestMemorySourceRejects(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object
		want   string
	}{
		{"missing weight", func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object {
			delete(w, "w")
			return []*codeobj.Object{o}
		}, "no weight w"},
		{"short weight", func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object {
			w["w"] = w["w"][:rand.IntN(16)]
			return []*codeobj.Object{o}
		}, "weight w has"},
		{"unknown kernel", func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object {
			return nil
		}, "unknown kernel"},
		{"buffer outside arena", func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object {
			p.ArenaSize = 40
			return []*codeobj.Object{o}
		}, "outside the arena"},
		{"bad object", func(p *program.Program, o *codeobj.Object, w map[string][]byte) []*codeobj.Object {
			bad := *o
			bad.Symbol = ""
			return []*codeobj.Object{o, &bad}
		}, "bad symbol"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, o, w := memoryFixture()
			objs := tt.mutate(&p, o, w)
			_, err := NewMemorySource("m.onnx", []program.Program{p}, objs, w)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "m.onnx") {
				t.Errorf("error %v, want one naming m.onnx and %q", err, tt.want)
			}
		})
	}
}
