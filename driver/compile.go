package driver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/version"
)

// CompileOptions are the options of a portable compile; they are recorded in
// the bundle, and the same model and options give the same bundle bytes.
type CompileOptions struct {
	// Dims binds symbolic dims by name (batch=4).
	Dims map[string]int64
	// InputDims gives an input's whole shape (input_ids=4,128).
	InputDims map[string][]int64
	// Progress, when set, is called as kernels are lowered (done of total).
	Progress func(done, total int)
	// Passes observes the graph pass pipeline (dumps, profile); it does not
	// change the result and is not recorded.
	Passes passes.RunOptions
}

// record is the options as the bundle stores them: sorted, stringly.
func (o CompileOptions) record() map[string]string {
	m := map[string]string{"portable": "true"}
	for k, v := range o.Dims {
		m["dim."+k] = strconv.FormatInt(v, 10)
	}
	for k, v := range o.InputDims {
		s := make([]string, len(v))
		for i, d := range v {
			s[i] = strconv.FormatInt(d, 10)
		}
		m["input_dim."+k] = strings.Join(s, ",")
	}
	return m
}

func (o CompileOptions) lower() lower.Options {
	return lower.Options{Dims: o.Dims, InputDims: o.InputDims, Progress: o.Progress}
}

// Compile compiles the ONNX model at model into a portable bundle at out.
func Compile(ctx context.Context, model, out string, opts CompileOptions) error {
	data, err := os.ReadFile(model)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	sum := sha256.Sum256(data)
	// Decode aliases the weights into data: the model is held once.
	g, err := onnx.Decode(data, onnx.Options{Name: filepath.Base(model), Dir: filepath.Dir(model)})
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	res, err := lower.Compile(ctx, g, opts.lower(), opts.Passes)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	w, err := bundle.Create(out, bundle.Manifest{
		Producer: bundle.Producer{Mgxport: version.Version, MLIRBytecode: lower.BytecodeVersion, SPIRV: lower.SPIRVVersion},
		Model:    bundle.Model{Name: filepath.Base(model), SHA256: hex.EncodeToString(sum[:]), Bytes: int64(len(data))},
		Options:  opts.record(),
	}, model)
	if err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	defer w.Abort()
	for _, o := range res.Objects {
		if _, err := w.AddObject(o); err != nil {
			return fmt.Errorf("compile %s: %w", model, err)
		}
	}
	names := make([]string, 0, len(res.Weights))
	for name := range res.Weights {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t := res.Weights[name]
		if err := w.AddWeight(name, t.DType.String(), t.Shape, io.NopCloser(bytes.NewReader(t.Data))); err != nil {
			return fmt.Errorf("compile %s: %w", model, err)
		}
	}
	w.AddProgram(res.Program)
	if err := w.Commit(); err != nil {
		return fmt.Errorf("compile %s: %w", model, err)
	}
	return nil
}
