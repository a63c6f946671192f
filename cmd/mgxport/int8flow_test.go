package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/hsacotest"
)

// TestInt8CNNFlow runs the int8 QDQ CNN (testdata/models/cnn_int8_qdq:
// four QLinearConvs, each followed by DequantizeLinear, Relu and
// QuantizeLinear) as a user does, each step its own mgxport process:
// compile --portable, finalize --arch host, inspect, run on 1, 2 and 3
// threads. Each requantizing epilogue is one fused kernel (the program has
// 12 launches, three of them DequantizeLinear+Relu+QuantizeLinear), and
// the host objects run the 8-bit micro-kernels the CPU has; the
// runs' outputs equal ONNX Runtime's output_logits.npy within the model's
// tolerance and each other byte for byte; and verify against the
// reference evaluator on fresh random inputs misses by at most one step of
// the last quantization (a rounding tie: the requantization multiplies by
// the scales' quotient where the reference divides).
func TestInt8CNNFlow(t *testing.T) {
	bin := builtMgxport(t)
	m := loadFlowModel(t, filepath.Join(repoRoot, "testdata", "models", "cnn_int8_qdq"))
	if len(m.refs) == 0 {
		t.Fatalf("%s has no output_*.npy", m.dir)
	}
	work := t.TempDir()
	p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
	portable, host := filepath.Join(work, "m.mgxb"), filepath.Join(work, "m.host.mgxb")
	p.must(t, "compile", "--portable", m.onnx, "-o", portable)
	p.must(t, "finalize", portable, "--arch", "host", "-o", host)

	js, _ := p.must(t, "inspect", host, "--json")
	var insp struct {
		Programs []struct {
			Launches []struct {
				Label string `json:"label"`
			} `json:"launches"`
		} `json:"programs"`
	}
	if err := json.Unmarshal([]byte(js), &insp); err != nil || len(insp.Programs) != 1 {
		t.Fatalf("inspect --json: %v (%d programs)", err, len(insp.Programs))
	}
	var labels []string
	fused := 0
	for _, l := range insp.Programs[0].Launches {
		labels = append(labels, l.Label)
		if strings.HasPrefix(l.Label, "spirv[DequantizeLinear+Relu+QuantizeLinear]") {
			fused++
		}
	}
	if len(labels) != 12 || fused != 3 {
		t.Fatalf("launches %q: want 12, 3 of them DequantizeLinear+Relu+QuantizeLinear", labels)
	}

	// The finalized objects run the 8-bit micro-kernels this CPU has:
	// AVX-512 VNNI's convolution store and product (vpdpbusd), VBMI's
	// table lookups (vpermt2b or vpermi2b: the three
	// DequantizeLinear+Relu+QuantizeLinear kernels). Their instructions,
	// not their names: a micro-kernel linked into an object is internal,
	// and one its kernel calls once is inlined.
	objs := filepath.Join(work, "objects")
	p.must(t, "inspect", host, "--extract", objs)
	flags := cpuFlags(t)
	vnni := flags["avx512f"] && flags["avx512bw"] && flags["avx512vl"] && flags["avx512_vnni"]
	for _, k := range []struct {
		what string
		insn *regexp.Regexp
		want int
	}{
		{"the quantizing stores and the product", regexp.MustCompile(`\svpdpbusd\s`), map[bool]int{true: 4 + 1}[vnni]},
		{"the table lookups", regexp.MustCompile(`\svperm[it]2b\s`), map[bool]int{true: 3}[flags["avx512f"] && flags["avx512bw"] && flags["avx512vbmi"]]},
	} {
		if n := objectsWith(t, objs, k.insn); n != k.want {
			t.Errorf("%d host objects hold %s (%s), want %d (CPU flags: VNNI %v, VBMI %v)", n, k.what, k.insn, k.want, vnni, flags["avx512vbmi"])
		}
	}

	var first []byte
	for _, threads := range []string{"1", "2", "3"} {
		out := filepath.Join(work, "out"+threads)
		p.must(t, append([]string{"run", host, "--threads", threads, "--output-dir", out}, m.inputFlags...)...)
		compareOutputDir(t, out, m.refs)
		b, err := os.ReadFile(filepath.Join(out, "logits.npy"))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = b
		} else if !bytes.Equal(b, first) {
			t.Fatalf("the output on %s threads differs from 1 thread's", threads)
		}
	}

	// The last QuantizeLinear's scale (the MatMul's output): one step.
	// The reference evaluator dequantizes, sums in float64, rounds to
	// float32 and divides by the next scale; the kernels sum exact int32
	// products and multiply by one folded float32 scale. A value that
	// lands near a rounding tie in any QuantizeLinear may round the other
	// way: at most one step
	// in the logits, on a handful of elements per draw (0 to 6 of 80 over
	// 41 seeds; CI once drew 3). A wrong kernel moves many elements or
	// more than a step.
	const step = 0.0010698781115934253
	const maxOffByOne = 8 // 10% of the 80 logits
	for range 3 {
		seed := rand.Uint64()
		stdout, stderr, _ := p.run(t, "verify", m.onnx, "--arch", "host", "--seed", fmt.Sprint(seed), "--json")
		var v struct {
			Outputs []struct {
				Elements    int     `json:"elements"`
				MaxAbsError float64 `json:"max_abs_error"`
				Bad         int     `json:"bad_elements"`
			} `json:"outputs"`
		}
		start := max(strings.Index(stdout, "{"), 0)
		if err := json.Unmarshal([]byte(stdout[start:]), &v); err != nil || len(v.Outputs) != 1 || v.Outputs[0].Elements != 80 {
			t.Fatalf("verify --seed %d: %v\n%s%s", seed, err, stdout, stderr)
		}
		if o := v.Outputs[0]; o.MaxAbsError > 1.01*step || o.Bad > maxOffByOne {
			t.Fatalf("verify --seed %d: %d elements off the reference, up to %g (one step is %g)", seed, o.Bad, o.MaxAbsError, step)
		}
	}
}

// cpuFlags returns the flags /proc/cpuinfo gives this machine's CPU.
func cpuFlags(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Fatalf("the CPU's flags: %v", err)
	}
	flags := map[string]bool{}
	for l := range strings.SplitSeq(string(b), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "flags" {
			for _, f := range strings.Fields(v) {
				flags[f] = true
			}
			break
		}
	}
	if len(flags) == 0 {
		t.Fatal("/proc/cpuinfo lists no CPU flags")
	}
	return flags
}

// objectsWith counts the host objects (*.so) in dir whose code (LLVM's
// disassembly) holds insn.
func objectsWith(t *testing.T, dir string, insn *regexp.Regexp) int {
	t.Helper()
	sos, err := filepath.Glob(filepath.Join(dir, "*.so"))
	if err != nil || len(sos) == 0 {
		t.Fatalf("no host objects in %s: %v", dir, err)
	}
	objdump := hsacotest.Find(t).Objdump
	n := 0
	for _, so := range sos {
		dis, err := exec.Command(objdump, "-d", "--no-show-raw-insn", so).CombinedOutput()
		if err != nil {
			t.Fatalf("%s -d %s: %v\n%.2000s", objdump, so, err, dis)
		}
		if insn.Match(dis) {
			n++
		}
	}
	return n
}
