package main

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
)

// nbitsInspect is what the MatMulNBits flow reads of `inspect --json`:
// the program's launches and buffers, and each native object's device
// launches and scratch buffers.
type nbitsInspect struct {
	Programs []struct {
		ArenaBytes int64 `json:"arena_bytes"`
		Buffers    []struct {
			Name  string `json:"name"`
			Kind  string `json:"kind"`
			Bytes int64  `json:"bytes"`
		} `json:"buffers"`
		Launches []struct {
			Label string `json:"label"`
		} `json:"launches"`
	} `json:"programs"`
	Objects []struct {
		Native         bool    `json:"native"`
		Target         string  `json:"target"`
		DeviceLaunches []any   `json:"device_launches"`
		ScratchBytes   []int64 `json:"scratch_bytes"`
	} `json:"objects"`
}

// TestMatMulNBitsFusedUserFlow: a 4-bit MLP of realistic size (1024 →
// 4096 → 1024, blocks of 32 and 128, packed zero points, biases), as
// MatMulNBitsQuantizer writes it, through the built mgxport as separate
// processes: compile → file → finalize for host and for sm_90a → run on
// host, equal to an independent reference. Each MatMulNBits is one
// launch, its dequantization fused into the product's kernel (on sm_90a
// one device launch with no scratch buffer), no buffer of the program
// holds a dequantized weight, and the bundle is at most 0.3× the fp32
// model's size.
func TestMatMulNBitsFusedUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 3131))
	const M, K, Hd = 4, 1024, 4096
	x := randF(rng, graph.Shape{M, K}, 1)
	l1, l2 := nbitsLayer(rng, K, Hd, 32), nbitsLayer(rng, Hd, K, 128)
	m, fp, y := nbitsMLP("nbits_mlp_big", x, l1, l2)

	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle, host, gpu := filepath.Join(dir, "m.mgxb"), filepath.Join(dir, "m.host.mgxb"), filepath.Join(dir, "m.sm90a.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle)
	c.must(t, "finalize", bundle, "--arch", "host", "-o", host)
	c.must(t, "finalize", bundle, "--arch", "sm_90a", "--ptxas", "none", "-o", gpu)
	xin := filepath.Join(dir, "x.npy")
	if err := npy.WriteFile(xin, &npy.Array{DType: x.DType.String(), Shape: []int64(x.Shape), Data: x.Data}); err != nil {
		t.Fatal(err)
	}
	c.must(t, "run", host, "--arch", "host", "--input", "x="+xin, "--output-dir", filepath.Join(dir, "out"))
	a, err := npy.ReadFile(filepath.Join(dir, "out", "h2.npy"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := npyFloats(a)
	if err != nil {
		t.Fatal(err)
	}
	// fp32 sums of 4096 products against a float64 reference: the
	// absolute tolerance scales with the outputs.
	peak := 0.0
	for _, v := range y {
		peak = math.Max(peak, math.Abs(v))
	}
	t.Logf("max |h2| %.3g", peak)
	requireClose(t, "h2", got, y, 1e-4, 2e-5*peak)

	weightBytes := int64(K * Hd * 4) // one layer's dequantized weight
	for _, b := range []struct{ name, path, target string }{{"host", host, "host"}, {"sm_90a", gpu, "sm_90a"}} {
		out, _ := c.must(t, "inspect", "--json", b.path)
		var info nbitsInspect
		if err := jsonUnmarshal(out, &info); err != nil || len(info.Programs) != 1 {
			t.Fatalf("%s: inspect --json: %v", b.name, err)
		}
		p := info.Programs[0]
		var labels []string
		for _, l := range p.Launches {
			labels = append(labels, l.Label)
			if !strings.Contains(l.Label, "BitShift") || !strings.Contains(l.Label, "MatMul") {
				t.Errorf("%s: launch %q is not a product with its dequantization", b.name, l.Label)
			}
		}
		if len(labels) != 2 {
			t.Errorf("%s: %d launches, want one per MatMulNBits (2):\n%s", b.name, len(labels), strings.Join(labels, "\n"))
		}
		if p.ArenaBytes >= weightBytes/64 {
			t.Errorf("%s: arena of %d bytes: room for a dequantized weight (%d bytes)", b.name, p.ArenaBytes, weightBytes)
		}
		for _, buf := range p.Buffers {
			if buf.Kind != "weight" && buf.Bytes >= weightBytes/64 {
				t.Errorf("%s: %s buffer %s of %d bytes", b.name, buf.Kind, buf.Name, buf.Bytes)
			}
		}
		natives := 0
		for _, o := range info.Objects {
			if !o.Native || o.Target != b.target {
				continue
			}
			natives++
			if b.target != "host" && (len(o.DeviceLaunches) != 1 || len(o.ScratchBytes) != 0) {
				t.Errorf("%s: an object with %d device launches and scratch %v, want one launch and none", b.name, len(o.DeviceLaunches), o.ScratchBytes)
			}
		}
		if natives != 2 {
			t.Errorf("%s: %d native objects, want 2", b.name, natives)
		}
	}

	st, err := os.Stat(bundle)
	if err != nil {
		t.Fatal(err)
	}
	fp32 := int64(len(fp.Bytes()))
	ratio := float64(st.Size()) / float64(fp32)
	t.Logf("portable bundle %d bytes, fp32 model %d bytes: %.3fx", st.Size(), fp32, ratio)
	if ratio > 0.3 {
		t.Fatalf("the 4-bit model's bundle is %.3fx the fp32 model's size (%d / %d bytes)", ratio, st.Size(), fp32)
	}
}
