package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// inspectedProgram is what the in-place Concat test reads of inspect --json.
type inspectedProgram struct {
	Buffers []struct {
		Name   string `json:"name"`
		Kind   string `json:"kind"`
		Offset int64  `json:"offset"`
		Bytes  int64  `json:"bytes"`
	} `json:"buffers"`
	Launches []struct {
		Label     string `json:"label"`
		Finalized []struct {
			Target string `json:"target"`
		} `json:"finalized"`
	} `json:"launches"`
}

// TestConcatInPlaceFlow drives bin/mgxport as a user does, each step a
// separate process through files, on the fire-module model (onnxtest.Fire:
// Concats written in place and Concats that keep their copy) with fresh
// random weights and input: compile twice gives the same bundle bytes; the
// program launches nothing for the in-place Concats (each input's buffer
// its slice of the output's) nor for the Flatten whose input the pool
// writes into the model output, and a copy for each other; the host bundle's
// outputs at 1 and 2 threads match the reference evaluator's and are the
// same bytes; finalize --arch sm_90a builds every launch of the same plan.
func TestConcatInPlaceFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	m, info := onnxtest.Fire(seed)
	d := t.TempDir()
	model, input := filepath.Join(d, "model.onnx"), filepath.Join(d, "x.npy")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 2))
	x := &npy.Array{DType: "float32", Shape: info.Shape, Data: make([]byte, 4*16*8*8)}
	for i := range 16 * 8 * 8 {
		binary.LittleEndian.PutUint32(x.Data[4*i:], math.Float32bits(float32(r.NormFloat64())))
	}
	if err := npy.WriteFile(input, x); err != nil {
		t.Fatal(err)
	}
	in := "x=" + input
	refDir := filepath.Join(d, "ref")
	cli.must(t, "run", model, "--arch", "ref", "--input", in, "--output-dir", refDir)
	refs := map[string]string{}
	for _, o := range info.Outputs {
		refs[o] = filepath.Join(refDir, o+".npy")
	}

	portable, again := filepath.Join(d, "m.mgxb"), filepath.Join(d, "again.mgxb")
	cli.must(t, "compile", "--portable", model, "-o", portable)
	cli.must(t, "compile", "--portable", model, "-o", again)
	if !bytes.Equal(readFile(t, portable), readFile(t, again)) {
		t.Fatal("two compiles of the model wrote different bundles")
	}
	checkConcatPlan(t, cli, portable, info, "")

	host := filepath.Join(d, "m.host.mgxb")
	cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
	runAtThreads(t, cli, host, d, []string{"--input", in}, refs, "1", "2")

	nv := filepath.Join(d, "m.nv.mgxb")
	cli.must(t, "finalize", portable, "--arch", "sm_90a", "--ptxas", "none", "-o", nv)
	checkConcatPlan(t, cli, nv, info, "sm_90a")
}

// checkConcatPlan reads bundle's program with inspect --json: no launch for
// the in-place Concats, whose inputs' buffers are their slices of the
// output's, and one for each other; with target set, every launch has an
// object finalized for it.
func checkConcatPlan(t *testing.T, cli cliProc, bundle string, info onnxtest.FireConcats, target string) {
	t.Helper()
	out, _ := cli.must(t, "inspect", bundle, "--json")
	var doc struct {
		Programs []inspectedProgram `json:"programs"`
	}
	if err := jsonUnmarshal(out, &doc); err != nil || len(doc.Programs) != 1 {
		t.Fatalf("inspect --json: %v, %d programs", err, len(doc.Programs))
	}
	p := doc.Programs[0]
	launched := func(name string) bool {
		for _, l := range p.Launches {
			if strings.Contains(l.Label, fmt.Sprintf("%q", name)) {
				return true
			}
		}
		return false
	}
	for _, n := range append(append([]string{}, info.InPlace...), info.IntoOutput...) {
		if launched(n) {
			t.Errorf("%s: %s, written in place, launches a kernel", bundle, n)
		}
	}
	for _, n := range append(append([]string{}, info.Copied...), info.FlattenCopied...) {
		if !launched(n) {
			t.Errorf("%s: %s launches no copy", bundle, n)
		}
	}
	buf := map[string]int{}
	for i, b := range p.Buffers {
		buf[b.Name] = i
	}
	// The pool writes the Flatten's output.
	if x, y := p.Buffers[buf["pool_y"]], p.Buffers[buf["flat_pool_y"]]; y.Kind != "output" || x.Offset != y.Offset || x.Bytes != y.Bytes {
		t.Errorf("%s: the pool's output (%s at %d) is not the model output's bytes (%s at %d)", bundle, x.Kind, x.Offset, y.Kind, y.Offset)
	}
	// The fire modules' slices: expand1x1's output, then expand3x3's.
	for _, f := range []string{"fire1", "fire2", "fire3"} {
		yi, ok := buf[f+".concat_y"]
		e1, ok1 := buf[f+".expand1x1_y"]
		e3, ok3 := buf[f+".expand3x3_y"]
		if !ok || !ok1 || !ok3 {
			t.Fatalf("%s: %s's buffers missing", bundle, f)
		}
		y := p.Buffers[yi]
		if a, b := p.Buffers[e1], p.Buffers[e3]; a.Offset != y.Offset || b.Offset != y.Offset+a.Bytes || a.Bytes+b.Bytes != y.Bytes {
			t.Errorf("%s: %s's expands at bytes %d (+%d) and %d (+%d), its concat at %d (+%d): not its slices", bundle, f, a.Offset, a.Bytes, b.Offset, b.Bytes, y.Offset, y.Bytes)
		}
	}
	if target == "" {
		return
	}
	for _, l := range p.Launches {
		found := false
		for _, f := range l.Finalized {
			found = found || f.Target == target
		}
		if !found {
			t.Errorf("%s: launch %s has no %s object", bundle, l.Label, target)
		}
	}
}
