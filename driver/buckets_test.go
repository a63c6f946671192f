package driver

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/program"
)

const sharedBERT = "../../shared/models/bert_mini/model.onnx"

func bertModel(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(sharedBERT); err != nil {
		t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
	}
	return sharedBERT
}

// TestCompileBuckets compiles bert_mini over a 2x3 grid: one program per
// point, each the very program (same buffers, launches, kernel IDs and
// weight names) a compile at that exact shape makes; every kernel and
// weight the programs use stored once; the same bytes twice.
func TestCompileBuckets(t *testing.T) {
	model := bertModel(t)
	dir := t.TempDir()
	ctx := context.Background()
	grid := Grid{"batch": {1, 3}, "seq": {4, 8, 16}}
	opts := CompileOptions{Buckets: grid, Pads: map[string]float64{"input_ids": 5}}
	out := filepath.Join(dir, "g.mgxb")
	if err := Compile(ctx, model, out, opts); err != nil {
		t.Fatal(err)
	}
	again := filepath.Join(dir, "g2.mgxb")
	if err := Compile(ctx, model, again, opts); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(out)
	b, _ := os.ReadFile(again)
	if !bytes.Equal(a, b) {
		t.Error("the same model and buckets gave different bytes")
	}
	r, err := bundle.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	m := &r.Manifest
	if m.Options["bucket.seq"] != "4,8,16" || m.Options["pad.input_ids"] != "5" {
		t.Errorf("options %v", m.Options)
	}
	var names []string
	used := map[string]bool{}
	for i := range m.Programs {
		p := &m.Programs[i]
		names = append(names, p.Name)
		for _, b := range p.Buffers {
			if b.Kind == program.Weight {
				used[b.Weight] = true
			}
		}
		bk := p.Bucket
		if bk == nil {
			t.Fatalf("program %s has no bucket", p.Name)
		}
		if got := bk.Inputs[0].Dims; !slices.Equal(got, []string{"batch", "seq"}) {
			t.Errorf("%s: input axes %v", p.Name, got)
		}
		if bk.Inputs[0].Pad != 5 || bk.Inputs[1].Pad != 0 {
			t.Errorf("%s: pads %v %v", p.Name, bk.Inputs[0].Pad, bk.Inputs[1].Pad)
		}
		if got := bk.Outputs[0].Dims; !slices.Equal(got, []string{"batch", "seq", ""}) {
			t.Errorf("%s: output axes %v", p.Name, got)
		}
		batch, _ := bk.Size("batch")
		seq, _ := bk.Size("seq")
		one := filepath.Join(dir, p.Name+".mgxb")
		if err := Compile(ctx, model, one, CompileOptions{Dims: map[string]int64{"batch": batch, "seq": seq}}); err != nil {
			t.Fatal(err)
		}
		r1, err := bundle.Open(one)
		if err != nil {
			t.Fatal(err)
		}
		if !program.SameExceptBucket(p, &r1.Manifest.Programs[0]) {
			t.Errorf("bucket %s differs from a compile at that exact shape", p.Name)
		}
		r1.Close()
	}
	if want := []string{"batch=1,seq=4", "batch=1,seq=8", "batch=1,seq=16", "batch=3,seq=4", "batch=3,seq=8", "batch=3,seq=16"}; !slices.Equal(names, want) {
		t.Errorf("programs %v, want %v", names, want)
	}
	if len(used) != len(m.Weights) {
		t.Errorf("%d weights stored, %d used", len(m.Weights), len(used))
	}
	// Constants folded per seq (the position embeddings gathered for the
	// sequence) are weights of their own, so there are more weights than
	// one program uses, but far fewer than 6 programs' worth.
	perProgram := 0
	for _, b := range m.Programs[0].Buffers {
		if b.Kind == program.Weight {
			perProgram++
		}
	}
	if len(m.Weights) <= perProgram || len(m.Weights) >= 2*perProgram {
		t.Errorf("%d weights for 6 programs of %d each", len(m.Weights), perProgram)
	}
}

// TestCompileBucketErrors checks each bad bucket request is refused with
// an error naming the problem.
func TestCompileBucketErrors(t *testing.T) {
	model := bertModel(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		opts CompileOptions
		err  string
	}{
		{"unknown dim", CompileOptions{Buckets: Grid{"len": {1, 2}}}, `no symbolic dim named "len" (a static dim cannot be bucketed); its symbolic dims are batch, seq`},
		{"bound by --dim", CompileOptions{Buckets: Grid{"batch": {1, 2}}, Dims: map[string]int64{"batch": 2, "seq": 4}}, "--bucket batch conflicts with --dim batch=2"},
		{"bound by --input-dim", CompileOptions{Buckets: Grid{"seq": {4, 8}}, InputDims: map[string][]int64{"input_ids": {1, 4}}}, "conflicts with --input-dim input_ids=1,4"},
		{"pad of no input", CompileOptions{Buckets: Grid{"seq": {4, 8}, "batch": {1}}, Pads: map[string]float64{"ids": 1}}, `--pad ids: the model has no input "ids"`},
		{"pad without buckets", CompileOptions{Dims: map[string]int64{"batch": 1, "seq": 4}, Pads: map[string]float64{"input_ids": 1}}, "--pad needs shape buckets"},
		{"unbound dim", CompileOptions{Buckets: Grid{"seq": {4, 8}}}, "batch"},
		// Issue 32: a 50x50 grid compiled for minutes into a bundle
		// inspect took minutes to read.
		// Issue 32: accepted, and every padded run then failed in a Gather.
		{"pad NaN for an int64 input", CompileOptions{Buckets: Grid{"seq": {4, 8}, "batch": {1}}, Pads: map[string]float64{"input_ids": math.NaN()}}, "input_ids is int64: want a whole number"},
		{"pad 1e300 for an int64 input", CompileOptions{Buckets: Grid{"seq": {4, 8}, "batch": {1}}, Pads: map[string]float64{"input_ids": 1e300}}, "input_ids is int64: want a whole number"},
		{"grid of 2500 points", CompileOptions{Buckets: Grid{"batch": seqTo(50), "seq": seqTo(50)}}, "more than 256 points (batch: 50, seq: 50 sizes"},
	} {
		err := Compile(context.Background(), model, filepath.Join(dir, "x.mgxb"), tc.opts)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.mgxb")); err == nil {
		t.Error("a failed compile left a bundle")
	}
}

// seqTo returns 1..n.
func seqTo(n int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i) + 1
	}
	return out
}

// TestGridFlags parses --bucket and --max-dim values.
func TestGridFlags(t *testing.T) {
	g := Grid{}
	if err := g.ParseBucket("seq=64,16,32,16"); err != nil {
		t.Fatal(err)
	}
	if err := g.ParseMaxDim("batch=12"); err != nil {
		t.Fatal(err)
	}
	if got := g.String(); got != "batch=1,2,4,8,12 seq=16,32,64" {
		t.Errorf("grid %s", got)
	}
	if n := len(g.points()); n != 15 {
		t.Errorf("%d points", n)
	}
	for _, bad := range []string{"seq", "seq=", "=4", "seq=4,0", "seq=a"} {
		if err := (Grid{}).ParseBucket(bad); err == nil {
			t.Errorf("--bucket %q accepted", bad)
		}
	}
	if err := g.ParseBucket("seq=8"); err == nil || !strings.Contains(err.Error(), "bucketed twice") {
		t.Errorf("a dim bucketed twice: %v", err)
	}
	if err := (Grid{}).ParseMaxDim("batch=0"); err == nil {
		t.Error("--max-dim batch=0 accepted")
	}
}
