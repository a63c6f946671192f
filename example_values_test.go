package mgxport_test

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/internal/capitest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// Run a model that takes strings: StringNormalizer upper-cases the words
// and LabelEncoder maps them to ids (-1 for a word it does not know).
// String tensors hold Go strings, in and out.
func ExampleNewStringTensor() {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, "testdata/strings/model.onnx", mgxport.Options{Arch: "host"})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	words, err := mgxport.NewStringTensor([]int64{4}, []string{"cat", "Dog", "bird", "été"})
	if err != nil {
		log.Fatal(err)
	}
	res, err := m.Run(ctx, map[string]*mgxport.Tensor{"words": words})
	if err != nil {
		log.Fatal(err)
	}
	ids, err := mgxport.Data[int64](res.Outputs["ids"])
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(m.Inputs()[0].DType, res.Outputs["upper"].Strings(), ids)
	// Output: string [CAT DOG BIRD ÉTÉ] [0 1 -1 2]
}

// A scikit-learn classifier as skl2onnx exports it ends in ZipMap: its
// probabilities are a sequence of maps, one a row, from class label to
// probability. Items walks such a value: a sequence's maps, a map's keys
// and values.
func ExampleTensor_Items() {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, "testdata/classifier/model.onnx", mgxport.Options{Arch: "host"})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	x, err := mgxport.NewTensor([]int64{2, 2}, []float32{1, 0, 0, 1})
	if err != nil {
		log.Fatal(err)
	}
	res, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": x})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("labels", res.Outputs["output_label"].Strings())
	probs := res.Outputs["output_probability"]
	fmt.Println(probs.DType(), len(probs.Items()))
	for row, mp := range probs.Items() {
		keys, vals := mp.Items()[0], mp.Items()[1]
		p, err := mgxport.Data[float32](vals)
		if err != nil {
			log.Fatal(err)
		}
		for i, k := range keys.Strings() {
			fmt.Printf("row %d: %s %.4f\n", row, k, p[i])
		}
	}
	// Output:
	// labels [no yes]
	// sequence 2
	// row 0: no 0.8808
	// row 0: yes 0.1192
	// row 1: no 0.1192
	// row 1: yes 0.8808
}

// classifierModel is testdata/classifier/model.onnx: LinearClassifier
// (two rows of two features, labels "no" and "yes", softmax) -> ZipMap, as skl2onnx
// writes a logistic regression.
func classifierModel() []byte {
	m := onnxtest.New("classifier", 17)
	m.Domains = map[string]int64{"ai.onnx.ml": 1}
	str := int32(onnxpb.TensorProto_STRING)
	labels := &onnxpb.AttributeProto{Name: proto.String("classlabels_strings"), Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: [][]byte{[]byte("no"), []byte("yes")}}
	m.Input("x", onnxtest.Float, []int64{2, 2})
	lc := m.Node("LinearClassifier", "linear", []string{"x"}, []string{"output_label", "probabilities"},
		&onnxpb.AttributeProto{Name: proto.String("coefficients"), Type: onnxpb.AttributeProto_FLOATS.Enum(), Floats: []float32{1, -1, -1, 1}},
		&onnxpb.AttributeProto{Name: proto.String("intercepts"), Type: onnxpb.AttributeProto_FLOATS.Enum(), Floats: []float32{0, 0}},
		labels, onnxtest.String("post_transform", "SOFTMAX"))
	lc.Domain = proto.String("ai.onnx.ml")
	zm := m.Node("ZipMap", "zipmap", []string{"probabilities"}, []string{"output_probability"}, labels)
	zm.Domain = proto.String("ai.onnx.ml")
	m.Output("output_label", str, []int64{2})
	m.SeqMapOutput("output_probability", str)
	return m.Bytes()
}

// TestExampleModels checks the ONNX models the value Examples open are
// what their builders write today (go test -run TestExampleModels -update
// rewrites them).
func TestExampleModels(t *testing.T) {
	for file, b := range map[string][]byte{
		"testdata/strings/model.onnx":    capitest.StringModelBytes([]string{"CAT", "DOG", "ÉTÉ"}),
		"testdata/classifier/model.onnx": classifierModel(),
	} {
		if *update {
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, b, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (go test -run TestExampleModels -update writes it)", err)
		}
		if !bytes.Equal(b, want) {
			t.Errorf("%s is not what its builder writes today: go test -run TestExampleModels -update", file)
		}
	}
}
