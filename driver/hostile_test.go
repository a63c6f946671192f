package driver

import (
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// int64Init is an INT64 initializer of the given values.
func int64Init(name string, v ...int64) *onnxpb.TensorProto {
	b := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(x))
	}
	return &onnxpb.TensorProto{Name: proto.String(name), DataType: proto.Int32(int32(onnxpb.TensorProto_INT64)), Dims: []int64{int64(len(v))}, RawData: b}
}

// valueInfo declares a tensor of static dims.
func valueInfo(name string, et onnxpb.TensorProto_DataType, dims ...int64) *onnxpb.ValueInfoProto {
	var ds []*onnxpb.TensorShapeProto_Dimension
	for _, d := range dims {
		ds = append(ds, &onnxpb.TensorShapeProto_Dimension{Value: &onnxpb.TensorShapeProto_Dimension_DimValue{DimValue: d}})
	}
	return &onnxpb.ValueInfoProto{Name: proto.String(name), Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{ElemType: proto.Int32(int32(et)), Shape: &onnxpb.TensorShapeProto{Dim: ds}}}}}
}

// TestCompileLargeConstantStaysRuntime is issue 32's 130-byte model: y =
// ConstantOfShape([2^30, 1]) + x. Compiling folded the 4 GiB constant
// (4.2 GB of RAM; [2^30, 4] ended in "fatal error: out of memory"); now it
// is a fill kernel at run time, and the compile allocates little.
func TestCompileLargeConstantStaysRuntime(t *testing.T) {
	for _, rows := range []int64{1, 4} {
		n := int64(1 << 30)
		m := &onnxpb.ModelProto{IrVersion: proto.Int64(8), OpsetImport: []*onnxpb.OperatorSetIdProto{{Version: proto.Int64(17)}}, Graph: &onnxpb.GraphProto{
			Name:        proto.String("g"),
			Initializer: []*onnxpb.TensorProto{int64Init("shape", n, rows)},
			Input:       []*onnxpb.ValueInfoProto{valueInfo("x", onnxpb.TensorProto_FLOAT, 1)},
			Node: []*onnxpb.NodeProto{
				{OpType: proto.String("ConstantOfShape"), Input: []string{"shape"}, Output: []string{"c"}},
				{OpType: proto.String("Add"), Input: []string{"c", "x"}, Output: []string{"y"}},
			},
			Output: []*onnxpb.ValueInfoProto{valueInfo("y", onnxpb.TensorProto_FLOAT, n, rows)},
		}}
		b, err := proto.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		model, out := filepath.Join(dir, "m.onnx"), filepath.Join(dir, "m.mgxb")
		if err := os.WriteFile(model, b, 0o644); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		err = Compile(context.Background(), model, out, CompileOptions{})
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatalf("[2^30, %d]: %v", rows, err)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 256<<20 {
			t.Errorf("[2^30, %d]: compiling allocated %d MiB", rows, alloc>>20)
		}
		if st, err := os.Stat(out); err != nil || st.Size() > 1<<20 {
			t.Errorf("[2^30, %d]: bundle %v (%v): the constant was stored", rows, st, err)
		}
	}
}
