package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
)

// bucketPairs is how many random (batch, seq) pairs
// TestBucketPaddingMatchesExact checks; MGXPORT_BUCKET_PAIRS raises it
// (the acceptance run uses 50).
func bucketPairs(t *testing.T) int {
	if s := os.Getenv("MGXPORT_BUCKET_PAIRS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("MGXPORT_BUCKET_PAIRS=%q: want a count", s)
		}
		return n
	}
	return 6
}

// TestBucketPaddingMatchesExact drives bin/mgxport as a user does, in
// separate processes through files on disk: bert_mini (an attention_mask
// input) compiled with shape buckets over batch and seq runs inputs of
// random (batch, seq) pairs inside the grid, each row of the mask valid
// for a random length; the valid part of every padded run equals a run of
// the ONNX model compiled at that exact shape (host, rtol 1e-4, atol
// 1e-5). A shape outside the grid is refused naming the grid.
func TestBucketPaddingMatchesExact(t *testing.T) {
	bin := builtMgxport(t)
	model, err := filepath.Abs(filepath.Join(sharedModels, "bert_mini", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(model); err != nil {
		t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
	}
	dir := t.TempDir()
	c := cliProc{bin: bin, cache: os.Getenv(kcache.EnvDir), dir: dir}
	bundle := filepath.Join(dir, "bert.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle, "--bucket", "batch=1,2,4", "--max-dim", "seq=32")
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 14))
	for i := range bucketPairs(t) {
		batch, seq := int64(1+r.IntN(4)), int64(1+r.IntN(32))
		ids := make([]float64, batch*seq)
		mask := make([]float64, batch*seq)
		for b := range batch {
			valid := 1 + r.Int64N(seq)
			for s := range seq {
				ids[b*seq+s] = float64(r.IntN(500))
				if s < valid {
					mask[b*seq+s] = 1
				}
			}
		}
		shape := []int64{batch, seq}
		in := []string{
			"--input", "input_ids=" + writeNpy(t, filepath.Join(dir, fmt.Sprintf("ids%d.npy", i)), "int64", shape, ids),
			"--input", "attention_mask=" + writeNpy(t, filepath.Join(dir, fmt.Sprintf("mask%d.npy", i)), "int64", shape, mask),
		}
		exact := filepath.Join(dir, fmt.Sprintf("exact%d", i))
		c.must(t, append([]string{"run", model, "--output-dir", exact}, in...)...)
		padded := filepath.Join(dir, fmt.Sprintf("padded%d", i))
		_, stderr := c.must(t, append([]string{"run", bundle, "--output-dir", padded}, in...)...)
		if !strings.Contains(stderr, "ran on host, bucket batch=") {
			t.Errorf("batch %d seq %d: run does not say which bucket served it:\n%s", batch, seq, stderr)
		}
		got, err := npy.ReadFile(filepath.Join(padded, "last_hidden_state.npy"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := npy.ReadFile(filepath.Join(exact, "last_hidden_state.npy"))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := allClose(got, want, 1e-4, 1e-5)
		if err != nil {
			t.Fatalf("batch %d seq %d: %v", batch, seq, err)
		}
		if rep.Bad > 0 {
			t.Errorf("batch %d seq %d: padded run differs from the exact shape's: %s", batch, seq, rep)
		}
		t.Logf("batch %d seq %d: %s", batch, seq, strings.TrimSpace(stderr[strings.LastIndex(stderr, "ran on"):]))
	}
	in := []string{
		"--input", "input_ids=" + writeNpy(t, filepath.Join(dir, "big_ids.npy"), "int64", []int64{5, 4}, make([]float64, 20)),
		"--input", "attention_mask=" + writeNpy(t, filepath.Join(dir, "big_mask.npy"), "int64", []int64{5, 4}, make([]float64, 20)),
	}
	_, stderr, err := c.run(t, append([]string{"run", bundle}, in...)...)
	if err == nil || !strings.Contains(stderr, "batch=5,seq=4 are outside the shape buckets") || !strings.Contains(stderr, "batch=1,2,4 seq=1,2,4,8,16,32") {
		t.Errorf("a shape outside the grid: %v\n%s", err, stderr)
	}
}

// TestBucketFinalizeCacheOnly drives the bucket flow through bin/mgxport:
// compile a 2x2 grid, finalize one bucket for host (finalize prints its
// share), then run --cache-only --json: a shape in that bucket is served
// from the bundle's objects, one in another bucket is cold (finalized on
// the fly and said so); perf prints the finalize cost; inspect lists every
// bucket.
func TestBucketFinalizeCacheOnly(t *testing.T) {
	bin := builtMgxport(t)
	model, err := filepath.Abs(filepath.Join(sharedModels, "bert_mini", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	c := cliProc{bin: bin, cache: os.Getenv(kcache.EnvDir), dir: dir}
	c.must(t, "compile", "--portable", model, "-o", "g.mgxb", "--bucket", "batch=1,2", "--bucket", "seq=4,8", "--pad", "input_ids=3")
	out, _ := c.must(t, "inspect", "g.mgxb")
	for _, b := range []string{"batch=1,seq=4", "batch=1,seq=8", "batch=2,seq=4", "batch=2,seq=8"} {
		if !strings.Contains(out, "program "+b+" inputs") {
			t.Errorf("inspect does not list bucket %s:\n%s", b, out)
		}
	}
	_, stderr := c.must(t, "finalize", "g.mgxb", "--arch", "host", "--bucket-only", "batch=2,seq=4", "-o", "f.mgxb")
	if !strings.Contains(stderr, "bucket batch=2,seq=4") || strings.Contains(stderr, "bucket batch=1,seq=4") {
		t.Errorf("finalize --bucket-only does not report just its bucket:\n%s", stderr)
	}
	type runJSON struct {
		Bucket string `json:"bucket"`
		Padded bool   `json:"padded"`
		Device string `json:"device"`
		Cold   bool   `json:"cold"`
	}
	for _, tc := range []struct {
		batch, seq string
		want       runJSON
	}{
		{"2", "3", runJSON{Bucket: "batch=2,seq=4", Padded: true, Device: "host"}},
		{"2", "4", runJSON{Bucket: "batch=2,seq=4", Device: "host"}},
		{"1", "6", runJSON{Bucket: "batch=1,seq=8", Padded: true, Device: "host", Cold: true}},
	} {
		stdout, stderr := c.must(t, "run", "f.mgxb", "--cache-only", "--json", "--fill", "random", "--seed", "3", "--fill-int-max", "400", "--dim", "batch="+tc.batch, "--dim", "seq="+tc.seq)
		var got runJSON
		if err := jsonUnmarshal(stdout, &got); err != nil {
			t.Fatalf("%v\n%s", err, stdout)
		}
		if got != tc.want {
			t.Errorf("batch %s seq %s: %+v, want %+v\n%s", tc.batch, tc.seq, got, tc.want, stderr)
		}
		if tc.want.Cold != strings.Contains(stderr, "kernel(s) of the bucket for host on the fly") {
			t.Errorf("batch %s seq %s: cold %v, but stderr says:\n%s", tc.batch, tc.seq, tc.want.Cold, stderr)
		}
	}
	// --preload loads the one finalized bucket's kernels at the start; the
	// three cold ones are left to their first run.
	stdout, stderr := c.must(t, "run", "f.mgxb", "--preload", "-j", "2", "--json", "--fill", "random", "--fill-int-max", "400", "--dim", "batch=2", "--dim", "seq=4")
	var pre struct {
		Preload *struct {
			Kernels, Buckets, Jobs int
			Skipped                int `json:"skipped_buckets"`
		} `json:"preload"`
	}
	if err := jsonUnmarshal(stdout, &pre); err != nil || pre.Preload == nil {
		t.Fatalf("run --preload --json: %v\n%s", err, stdout)
	}
	if p := pre.Preload; p.Kernels == 0 || p.Buckets != 1 || p.Skipped != 3 || p.Jobs != 2 {
		t.Errorf("run --preload: %+v, want the kernels of 1 bucket, 3 skipped, 2 at a time\n%s", *p, stderr)
	}
	if _, stderr, err := c.run(t, "run", model, "--preload", "--fill", "random", "--dim", "batch=1", "--dim", "seq=4"); err == nil || !strings.Contains(stderr, "--preload loads the kernels of every shape bucket") {
		t.Errorf("run --preload of a one-shape model: %v\n%s", err, stderr)
	}
	stdout, _ = c.must(t, "perf", "g.mgxb", "-n", "3", "--warmup", "1", "--dim", "batch=1", "--dim", "seq=5", "--fill-int-max", "400")
	if !strings.Contains(stdout, "finalize cost: ") {
		t.Errorf("perf prints no finalize cost:\n%s", stdout)
	}
}
