package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestRunThreadsSameBytes drives bin/mgxport as a user does: a convolutional
// model, a BERT encoder and the cnn_fp32 model (batch 8, large enough that
// its kernels split across threads) are finalized for host once, then run
// in separate processes with --threads 1, 2 and 3 and with the default (all
// cores) on their own inputs: every output file is the same bytes at every
// thread count, and matches ONNX Runtime's reference outputs.
func TestRunThreadsSameBytes(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	for _, dir := range []string{
		filepath.Join(sharedModels, "cnn"),
		filepath.Join(sharedModels, "bert_mini"),
		filepath.Join(repoRoot, "testdata", "models", "cnn_fp32"),
	} {
		m := loadFlowModel(t, dir)
		t.Run(m.name, func(t *testing.T) {
			w := t.TempDir()
			portable, host := filepath.Join(w, "m.mgxb"), filepath.Join(w, "m.host.mgxb")
			cli.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable}, m.dimFlags...)...)
			cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
			var first map[string][]byte
			for _, threads := range []string{"1", "2", "3", ""} {
				out := filepath.Join(w, "out"+threads)
				args := append([]string{"run", host, "--output-dir", out}, m.inputFlags...)
				if threads != "" {
					args = append(args, "--threads", threads)
				}
				cli.must(t, args...)
				compareOutputDir(t, out, m.refs)
				got := map[string][]byte{}
				for name := range m.refs {
					got[name] = readFile(t, filepath.Join(out, name+".npy"))
				}
				if first == nil {
					first = got
					continue
				}
				for _, name := range slices.Sorted(maps.Keys(got)) {
					if !bytes.Equal(got[name], first[name]) {
						t.Errorf("--threads %q: output %s differs from --threads 1's", threads, name)
					}
				}
			}
		})
	}
}

// TestThreadsFlagErrors checks that --threads outside 1..MaxThreads, and
// --threads with the reference evaluator (which has no kernel threads), are
// errors that say so.
func TestThreadsFlagErrors(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", model, "--threads", "0"}, "--threads 0: want 1 to"},
		{[]string{"perf", model, "--threads", "-2"}, "--threads -2: want 1 to"},
		{[]string{"verify", model, "--threads", "100000"}, "--threads 100000: want 1 to"},
		{[]string{"run", model, "--arch", "ref", "--threads", "2"}, "--arch ref is the reference evaluator"},
	} {
		_, stderr, err := cli.run(t, c.args...)
		if err == nil || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: err %v, stderr %q; want an error containing %q", cli.line(c.args), err, stderr, c.want)
		}
	}
	if _, err := os.Stat(model); err != nil {
		t.Fatal(fmt.Errorf("the model of the flag tests: %w", err))
	}
	// perf says how many threads the host's kernels had.
	for threads, want := range map[string]int{"3": 3, "": runtime.NumCPU()} {
		args := []string{"perf", model, "-n", "2", "--warmup", "0", "--json"}
		if threads != "" {
			args = append(args, "--threads", threads)
		}
		stdout, _ := cli.must(t, args...)
		var out struct {
			HostThreads int `json:"host_threads"`
		}
		if err := json.Unmarshal([]byte(stdout), &out); err != nil {
			t.Fatalf("%s: %v", cli.line(args), err)
		}
		if out.HostThreads != want {
			t.Errorf("%s: host_threads %d, want %d", cli.line(args), out.HostThreads, want)
		}
	}
	// perf says how its session's runs used the threads, once they were
	// timed both ways (the check starts at run 64 and takes at most 48),
	// and nothing on one thread.
	for _, threads := range []string{"1", "2"} {
		args := []string{"perf", model, "-n", "120", "--warmup", "0", "--json", "--threads", threads}
		stdout, _ := cli.must(t, args...)
		var out struct {
			HostRuns   string `json:"host_runs"`
			HostChecks int    `json:"host_run_checks"`
		}
		if err := json.Unmarshal([]byte(stdout), &out); err != nil {
			t.Fatalf("%s: %v", cli.line(args), err)
		}
		ok := out.HostRuns == "" && out.HostChecks == 0
		if threads != "1" {
			ok = (out.HostRuns == "threads" || out.HostRuns == "one thread") && out.HostChecks >= 1
		}
		if !ok {
			t.Errorf("%s: host_runs %q after %d checks", cli.line(args), out.HostRuns, out.HostChecks)
		}
	}
}
