package runtime

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// TestSessionStrings runs a program of host steps over string values on a
// device: a string input and a string constant concatenated, matched
// against a pattern into a bool output (which goes through device memory),
// the concatenation a string output (which never does). A string input
// of the wrong shape, or in device memory, is refused.
func TestSessionStrings(t *testing.T) {
	p := program.Program{
		Name: "main", ArenaSize: 64,
		Buffers: []program.Buffer{
			{Name: "words", Kind: program.Input, DType: "string", Shape: []int64{3}},
			{Name: "suffix", Kind: program.Const, DType: "string", Shape: []int64{1}, Strings: []string{".com"}},
			{Name: "joined", Kind: program.Output, DType: "string", Shape: []int64{3}},
			{Name: "match", Kind: program.Output, DType: "bool", Shape: []int64{3}, Bytes: 3},
		},
		Inputs: []int{0}, Outputs: []int{2, 3},
		Steps: []program.Step{
			{Kind: program.StepHost, Op: "StringConcat", Inputs: []int{0, 1}, Outputs: []int{2}, Opset: 20, Label: "cat"},
			{Kind: program.StepHost, Op: "RegexFullMatch", Inputs: []int{2}, Outputs: []int{3}, Opset: 20, Label: "re",
				Attrs: []program.HostAttr{{Name: "pattern", Kind: "string", String: `[a-z]+\.com`}}},
		},
	}
	if err := p.Validate(func(string) ([]program.KernelArg, bool) { return nil, false }); err != nil {
		t.Fatal(err)
	}
	src, err := NewMemorySource("strings", []program.Program{p}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := newFakeDevice()
	s, err := PrepareSource(context.Background(), src, "", d)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, words := range [][]string{{"abc", "Ünï", "x.y"}, {"mgx", "", "port"}} {
		out, err := s.Run(context.Background(), map[string]*npy.Array{"words": {DType: "string", Shape: []int64{3}, Strings: words}})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		var match []byte
		for _, w := range words {
			want = append(want, w+".com")
			ok := w != "" && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == ""
			match = append(match, map[bool]byte{true: 1}[ok])
		}
		if j := out["joined"]; j.DType != "string" || !slices.Equal(j.Shape, []int64{3}) || !slices.Equal(j.Strings, want) || len(j.Data) != 0 {
			t.Errorf("joined %+v, want %q", j, want)
		}
		if m := out["match"]; m.DType != "bool" || string(m.Data) != string(match) {
			t.Errorf("match %+v, want %v", m, match)
		}
	}
	if _, err := s.Run(context.Background(), map[string]*npy.Array{"words": {DType: "string", Shape: []int64{2}, Strings: []string{"a", "b"}}}); err == nil || !strings.Contains(err.Error(), "the model wants string [3]") {
		t.Errorf("a string input of the wrong shape: %v", err)
	}
	in := map[string]*npy.Array{"words": {DType: "string", Shape: []int64{3}, Strings: []string{"a", "b", "c"}}}
	if _, err := s.run(context.Background(), in, &DeviceIO{Inputs: map[string]DevicePtr{"words": 1 << 20}}, nil); err == nil || !strings.Contains(err.Error(), "cannot come from device memory") {
		t.Errorf("a string input in device memory: %v", err)
	}
}
