package nvvm_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/target"
)

// TestFinalizeNVIDIAWithoutToolkit finalizes every model in
// ../shared/models (their kernels call exp, tanh, erf) for sm_80, sm_90
// and sm_90a with $CUDA_PATH pointing at an empty directory: where no
// libdevice is found, the built-in device math serves, and every kernel
// becomes PTX that calls no external function.
func TestFinalizeNVIDIAWithoutToolkit(t *testing.T) {
	ctx := context.Background()
	models := filepath.Join("..", "..", "..", "..", "shared", "models")
	t.Setenv("CUDA_PATH", t.TempDir())
	dir := t.TempDir()
	cache := os.Getenv("MGXPORT_CACHE_DIR")
	if cache == "" {
		cache = filepath.Join(dir, "cache")
	}
	kc, err := driver.OpenCache(cache)
	if err != nil {
		t.Fatal(err)
	}
	var ts []target.Target
	for _, a := range []string{"sm_80", "sm_90", "sm_90a"} {
		tg, err := target.Lookup(a)
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, tg)
	}
	for _, name := range []string{"mlp", "cnn", "bert_mini", "bert_mini_dynamo"} {
		model := filepath.Join(models, name, "model.onnx")
		if _, err := os.Stat(model); err != nil {
			t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
		}
		opts := driver.CompileOptions{InputDims: map[string][]int64{}}
		if name == "bert_mini" || name == "bert_mini_dynamo" {
			opts.InputDims = map[string][]int64{"input_ids": {1, 16}, "attention_mask": {1, 16}}
		}
		portable := filepath.Join(dir, name+".mgxb")
		if err := driver.Compile(ctx, model, portable, opts); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, name+".nv.mgxb")
		if _, err := driver.Finalize(ctx, driver.NewLazyMLIR(""), portable, out, driver.FinalizeOptions{Targets: ts, Cache: kc, Ptxas: "none"}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r, err := bundle.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		ptx := 0
		for _, e := range r.Manifest.Objects {
			if e.Object.Format == codeobj.PTX {
				ptx++
			}
		}
		r.Close()
		if ptx == 0 {
			t.Errorf("%s: no PTX objects", name)
		}
	}
}
