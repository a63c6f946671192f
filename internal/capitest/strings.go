package capitest

import (
	"os"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// StringWords is the input length of StringModel.
const StringWords = 4

// StringModel writes dir/strings.onnx, StringModelBytes of vocab, and
// returns its path.
func StringModel(t testing.TB, dir string, vocab []string) string {
	t.Helper()
	path := filepath.Join(dir, "strings.onnx")
	if err := os.WriteFile(path, StringModelBytes(vocab), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// StringModelBytes is the model the C, Python and Go string tests and
// examples run: words (a string tensor of StringWords) -> StringNormalizer
// (upper case) -> output upper (strings) -> LabelEncoder (vocab[i] -> i,
// any other word -> -1) -> output ids (int64).
func StringModelBytes(vocab []string) []byte {
	str := int32(onnxpb.TensorProto_STRING)
	m := onnxtest.New("strings", 20)
	m.Domains = map[string]int64{"ai.onnx.ml": 3}
	m.Input("words", str, []int64{StringWords})
	m.Node("StringNormalizer", "normalize", []string{"words"}, []string{"upper"}, onnxtest.String("case_change_action", "UPPER"))
	keys := make([][]byte, len(vocab))
	ids := make([]int64, len(vocab))
	for i, k := range vocab {
		keys[i], ids[i] = []byte(k), int64(i)
	}
	le := m.Node("LabelEncoder", "encode", []string{"upper"}, []string{"ids"},
		&onnxpb.AttributeProto{Name: proto.String("keys_strings"), Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: keys},
		onnxtest.Ints("values_int64s", ids...), onnxtest.Int("default_int64", -1))
	le.Domain = proto.String("ai.onnx.ml")
	m.Output("upper", str, []int64{StringWords})
	m.Output("ids", onnxtest.Int64, []int64{StringWords})
	return m.Bytes()
}
