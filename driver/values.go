package driver

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"unicode/utf8"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// ONNX's sequence, map and optional values (ZipMap's seq(map(int64,
// float)) after skl2onnx's classifiers) are no arrays: run writes such an
// output as NAME.json and verify and run --expected read them back from a
// .json file. ValueJSONHelp is the form, for --help.
const ValueJSONHelp = `An output that is not a tensor (ONNX's sequence, map or optional: ZipMap,
after scikit-learn classifiers, gives a sequence of maps) is written as
DIR/NAME.json, one JSON value of this form:
  {"dtype": "sequence", "items": [VALUE, ...]}
  {"dtype": "optional", "items": [] or [VALUE]}
  {"dtype": "map", "items": [KEYS, VALUES]}   (two 1-D tensors, as long)
  {"dtype": "float32", "shape": [2, 3], "data": [0.5, -1, ...]}
A tensor's data is row-major: numbers (floats the shortest decimal that
reads back to the same value, "NaN", "+Inf" and "-Inf" as strings),
true/false, or strings. --expected NAME=FILE.json compares such an output:
the same structure, a map's keys in any order, its numbers within the
tolerance of their dtype. The Python package's mgxport.value_json writes
this form from ONNX Runtime's Python outputs (a list of dicts for ZipMap):
  json.dump(mgxport.value_json(sess.run(None, feeds)[1]), open("p.json", "w"))`

// maxValueJSONBytes bounds a .json value file: maps and sequences of
// classifier scores are small, and decoding costs several times the text.
const maxValueJSONBytes = 64 << 20

// maxValueDepth bounds how deep a JSON value nests (a sequence of maps of
// tensors is 3).
const maxValueDepth = 4

// IsHostValue reports whether a is a sequence, map or optional value
// (Items), which is written as JSON rather than .npy.
func IsHostValue(a *npy.Array) bool {
	return program.IsHostDType(a.DType) && a.DType != program.StringDType
}

// ValueFileName is the file an output of a's kind is written to:
// OutputFileName, with .json for a sequence, map or optional.
func ValueFileName(name string, a *npy.Array) string {
	f := OutputFileName(name)
	if IsHostValue(a) {
		return f[:len(f)-len(".npy")] + ".json"
	}
	return f
}

// WriteValueFile writes a to path: a tensor as .npy, a sequence, map or
// optional as JSON (ValueJSONHelp).
func WriteValueFile(path string, a *npy.Array) error {
	if !IsHostValue(a) {
		return npy.WriteFile(path, a)
	}
	b, err := EncodeValueJSON(a)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return os.WriteFile(path, b, 0o644)
}

// ReadValueFile reads an array from path: JSON (ValueJSONHelp) when it
// ends in .json, else .npy.
func ReadValueFile(path string) (*npy.Array, error) {
	if len(path) < 5 || path[len(path)-5:] != ".json" {
		return npy.ReadFile(path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxValueJSONBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(b) > maxValueJSONBytes {
		return nil, fmt.Errorf("read %s: more than %d bytes of JSON", path, maxValueJSONBytes)
	}
	a, err := DecodeValueJSON(b)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return a, nil
}

// EncodeValueJSON writes a (a tensor, sequence, map or optional, checked)
// as JSON, one line ending in a newline.
func EncodeValueJSON(a *npy.Array) ([]byte, error) {
	t, err := hostop.TensorOf(a)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := encodeValue(&b, t); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

func encodeValue(b *bytes.Buffer, t *graph.Tensor) error {
	b.WriteString(`{"dtype":"`)
	b.WriteString(t.DType.String())
	b.WriteString(`",`)
	if t.DType.IsContainer() {
		b.WriteString(`"items":[`)
		for i, e := range t.Elems {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := encodeValue(b, e); err != nil {
				return err
			}
		}
		b.WriteString("]}")
		return nil
	}
	b.WriteString(`"shape":[`)
	for i, d := range t.Shape {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(d, 10))
	}
	b.WriteString(`],"data":[`)
	for i := range t.Len() {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := encodeElem(b, t, i); err != nil {
			return err
		}
	}
	b.WriteString("]}")
	return nil
}

// encodeElem writes element i of tensor t.
func encodeElem(b *bytes.Buffer, t *graph.Tensor, i int) error {
	switch dt := t.DType; {
	case dt == graph.String:
		s := t.Strings[i]
		if !utf8.ValidString(s) {
			return fmt.Errorf("string element %d is not UTF-8, which JSON cannot hold", i)
		}
		q, _ := json.Marshal(s)
		b.Write(q)
	case dt == graph.Bool:
		b.WriteString(strconv.FormatBool(t.Data[i] != 0))
	case dt == graph.Uint64:
		b.WriteString(strconv.FormatUint(binary.LittleEndian.Uint64(t.Data[8*i:]), 10))
	case dt.IsInt():
		b.WriteString(strconv.FormatInt(t.Int64(i), 10))
	case dt.IsFloat():
		f := t.Float64(i)
		switch {
		case math.IsNaN(f):
			b.WriteString(`"NaN"`)
		case math.IsInf(f, 1):
			b.WriteString(`"+Inf"`)
		case math.IsInf(f, -1):
			b.WriteString(`"-Inf"`)
		case dt == graph.Float64:
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
		default:
			// float16 and bfloat16 values are float32 values: the
			// shortest float32 decimal reads back to them.
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 32))
		}
	default:
		return fmt.Errorf("dtype %v has no JSON form", dt)
	}
	return nil
}

// jsonValue is the decoded form of one value (ValueJSONHelp).
type jsonValue struct {
	DType string            `json:"dtype"`
	Shape []int64           `json:"shape"`
	Data  []json.RawMessage `json:"data"`
	Items []json.RawMessage `json:"items"`
}

// DecodeValueJSON reads one value (ValueJSONHelp) from b, checked as a
// run's value is: shapes, a map's keys, sizes, nesting.
func DecodeValueJSON(b []byte) (*npy.Array, error) {
	a, err := decodeValue(b, 0)
	if err != nil {
		return nil, err
	}
	// The same checks a host step's values pass (a map's keys, equal
	// lengths, a sequence of one type).
	if _, err := hostop.TensorOf(a); err != nil {
		return nil, err
	}
	return a, nil
}

func decodeValue(b []byte, depth int) (*npy.Array, error) {
	if depth > maxValueDepth {
		return nil, fmt.Errorf("values nest more than %d deep", maxValueDepth)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	var v jsonValue
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, errors.New("more than one JSON value")
	}
	if IsHostValue(&npy.Array{DType: v.DType}) {
		if v.Shape != nil || v.Data != nil {
			return nil, fmt.Errorf("a %s value has a shape or data (its contents are items)", v.DType)
		}
		a := &npy.Array{DType: v.DType, Items: make([]*npy.Array, len(v.Items))}
		for i, raw := range v.Items {
			it, err := decodeValue(raw, depth+1)
			if err != nil {
				return nil, fmt.Errorf("%s item %d: %w", v.DType, i, err)
			}
			a.Items[i] = it
		}
		return a, nil
	}
	if v.Items != nil {
		return nil, fmt.Errorf("a %s tensor has items", v.DType)
	}
	dt, err := graph.ParseDType(v.DType)
	if err != nil {
		return nil, err
	}
	if v.Shape == nil {
		return nil, fmt.Errorf("a %s tensor has no shape", v.DType)
	}
	// The shape must match the elements present before anything is
	// allocated: they are bounded by the file, a shape is not.
	n, err := graph.Shape(v.Shape).NumElements()
	if err != nil {
		return nil, err
	}
	if n != int64(len(v.Data)) {
		return nil, fmt.Errorf("%s%v holds %d elements, the data has %d", v.DType, graph.Shape(v.Shape), n, len(v.Data))
	}
	t, err := graph.NewTensor(dt, graph.Shape(v.Shape))
	if err != nil {
		return nil, err
	}
	for i, raw := range v.Data {
		if err := decodeElem(t, i, raw); err != nil {
			return nil, fmt.Errorf("%v element %d: %w", t, i, err)
		}
	}
	return &npy.Array{DType: v.DType, Shape: v.Shape, Data: t.Data, Strings: t.Strings}, nil
}

// decodeElem sets element i of t from its JSON text.
func decodeElem(t *graph.Tensor, i int, raw json.RawMessage) error {
	dt := t.DType
	switch {
	case dt == graph.String:
		return json.Unmarshal(raw, &t.Strings[i])
	case dt == graph.Bool:
		var v bool
		if err := json.Unmarshal(raw, &v); err != nil {
			return err
		}
		t.Data[i] = 0
		if v {
			t.Data[i] = 1
		}
		return nil
	case dt.IsUnsigned():
		v, err := strconv.ParseUint(string(raw), 10, 8*dt.Size())
		if err != nil {
			return err
		}
		if dt == graph.Uint64 {
			binary.LittleEndian.PutUint64(t.Data[8*i:], v)
			return nil
		}
		t.SetInt64(i, int64(v))
		return nil
	case dt.IsInt():
		v, err := strconv.ParseInt(string(raw), 10, 8*dt.Size())
		if err != nil {
			return err
		}
		t.SetInt64(i, v)
		return nil
	}
	var n Number
	if err := n.UnmarshalJSON(raw); err != nil {
		return err
	}
	t.SetFloat64(i, float64(n))
	return nil
}
