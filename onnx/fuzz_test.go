package onnx

import (
	"context"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// allocatedBytes reads the cumulative heap allocation counter (cheap: no
// stop-the-world, unlike ReadMemStats).
func allocatedBytes() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// FuzzImport feeds hostile bytes to the importer: it must return an error
// or a valid graph, never panic, and never allocate far beyond the input's
// size (huge declared dims, counts or lengths must be checked against the
// bytes present). Graphs that import are also put through shape inference
// with every symbolic dim bound, which must not hit an internal error.
func FuzzImport(f *testing.F) {
	for _, p := range []string{"../testdata/sample/model.onnx", "../../shared/models/mlp/model.onnx", "../../shared/models/cnn/model.onnx"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	dirs, _ := filepath.Glob("../../shared/onnx-node/test_*")
	for i, d := range dirs {
		if i%9 == 0 { // a spread of ops and attributes
			if b, err := os.ReadFile(filepath.Join(d, "model.onnx")); err == nil {
				f.Add(b)
			}
		}
	}
	cyc := onnxtest.New("g", 17)
	cyc.Input("x", onnxtest.Float, []int64{2})
	cyc.Node("Add", "a", []string{"x", "c"}, []string{"b"})
	cyc.Node("Relu", "r", []string{"b"}, []string{"c"})
	cyc.Output("c", onnxtest.Float, []int64{2})
	f.Add(cyc.Bytes())
	big := simple()
	big.Graph.Initializer = append(big.Graph.Initializer, &onnxpb.TensorProto{
		Name: proto.String("w"), DataType: proto.Int32(onnxtest.Float), Dims: []int64{1 << 30, 1 << 30}, RawData: []byte{1}})
	f.Add(big.Bytes())
	dyn := onnxtest.New("g", 17)
	dyn.Input("x", onnxtest.Float, []int64{-1, 3}, "n")
	dyn.InitInts("s", []int64{2}, []int64{-1, 1})
	dyn.Node("Reshape", "r", []string{"x", "s"}, []string{"y"})
	dyn.Output("y", onnxtest.Float, []int64{-1, 1})
	f.Add(dyn.Bytes())
	strs := onnxtest.New("g", 20)
	strs.Input("s", int32(onnxpb.TensorProto_STRING), []int64{2})
	strs.Graph.Initializer = append(strs.Graph.Initializer, &onnxpb.TensorProto{Name: proto.String("t"),
		DataType: proto.Int32(int32(onnxpb.TensorProto_STRING)), Dims: []int64{1}, StringData: [][]byte{[]byte("-")}})
	strs.Node("StringConcat", "c", []string{"s", "t"}, []string{"u"})
	strs.Node("StringSplit", "p", []string{"u"}, []string{"y", "n"}, onnxtest.String("delimiter", "-"))
	strs.Output("y", int32(onnxpb.TensorProto_STRING), nil)
	strs.Output("n", onnxtest.Int64, []int64{2})
	f.Add(strs.Bytes())
	// A classifier as skl2onnx writes it: ZipMap's seq(map(string, float)).
	zm := onnxtest.New("g", 17)
	zm.Domains = map[string]int64{"ai.onnx.ml": 1}
	zm.Input("x", onnxtest.Float, []int64{2, 2})
	labels := &onnxpb.AttributeProto{Name: proto.String("classlabels_strings"), Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: [][]byte{[]byte("a"), []byte("b")}}
	zm.Node("ZipMap", "z", []string{"x"}, []string{"p"}, labels).Domain = proto.String("ai.onnx.ml")
	zm.SeqMapOutput("p", int32(onnxpb.TensorProto_STRING))
	f.Add(zm.Bytes())

	f.Fuzz(func(t *testing.T, data []byte) {
		before := allocatedBytes()
		g, err := Decode(data, Options{})
		if used := allocatedBytes() - before; used > uint64(256*len(data))+(1<<20) {
			t.Fatalf("decoding %d bytes allocated %d bytes", len(data), used)
		}
		if err != nil {
			return
		}
		if err := g.Validate(); err != nil {
			t.Fatalf("imported an invalid graph: %v", err)
		}
		dims := map[string]int64{}
		for _, v := range g.Inputs {
			for _, d := range v.Dims {
				if d.Param != "" {
					dims[d.Param] = 2
				}
			}
		}
		err = (&passes.InferShapes{Bindings: passes.Bindings{Dims: dims}}).Run(context.Background(), g)
		if err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatalf("shape inference crashed: %v", err)
		}
		_ = graph.Undefined
	})
}
