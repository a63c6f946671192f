package mlirbc

import (
	"io"
	"math/rand/v2"
	"testing"
	"time"
)

const (
	benchOps      = 10000
	benchBlobSize = 100 << 20
)

// benchModule is a kernel-like module: a chain of 10,000 float ops with
// distinct locations and constants, and a 100 MB dense_resource weight.
func benchModule(tb testing.TB) *Module {
	tb.Helper()
	r := rand.New(rand.NewPCG(rand.Uint64(), 9))
	blob := make([]byte, benchBlobSize)
	for i := 0; i < len(blob); i += 4096 {
		blob[i] = byte(r.Uint32())
	}
	m := NewModule()
	wt := Tensor(F32T, benchBlobSize/4)
	res, err := m.AddBlobResource("weights", wt, blob, 64)
	if err != nil {
		tb.Fatal(err)
	}
	entry := &Block{}
	x := entry.AddArg(F32T)
	w := entry.Append(NewOp("arith.constant", nil, []Type{wt}, []NamedAttr{{"value", res}}, nil)).Results[0]
	for i := 0; len(entry.Ops) < benchOps-2; i++ {
		c := entry.Append(NewOp("arith.constant", nil, []Type{F32T}, []NamedAttr{{"value", F32(float32(i % 97))}}, nil))
		c.Loc = FileLineColLoc{File: "model.onnx", Line: uint64(i), Col: 1}
		op := NewOp("arith.addf", []*Value{x, c.Results[0]}, []Type{F32T}, nil, nil)
		op.Loc = NameLoc{Name: "node_" + itoa(i), Child: FileLineColLoc{File: "model.onnx", Line: uint64(i), Col: 2}}
		x = entry.Append(op).Results[0]
	}
	entry.Append(NewOp("func.return", []*Value{x, w}, nil, nil, nil))
	fn := NewOp("func.func", nil, nil, []NamedAttr{
		{"function_type", TypeAttr{Type: FunctionType{Inputs: []Type{F32T}, Results: []Type{F32T, wt}}}},
		{"sym_name", Str("bench")},
	}, nil)
	fn.Regions = []*Region{{Blocks: []*Block{entry}}}
	m.Body().Append(fn)
	return m
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b [20]byte
	p := len(b)
	for ; i > 0; i /= 10 {
		p--
		b[p] = byte('0' + i%10)
	}
	return string(b[p:])
}

func reportRates(b *testing.B, start time.Time) {
	sec := time.Since(start).Seconds()
	b.ReportMetric(float64(benchOps)*float64(b.N)/sec, "ops/s")
	b.ReportMetric(float64(benchBlobSize)*float64(b.N)/sec/1e6, "blobMB/s")
}

// BenchmarkWrite streams the module to a writer (blob bytes are not copied).
func BenchmarkWrite(b *testing.B) {
	m := benchModule(b)
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, err := WriteTo(io.Discard, m, WriteOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	reportRates(b, start)
}

// BenchmarkEncode produces the bytecode in one buffer (one blob copy).
func BenchmarkEncode(b *testing.B) {
	m := benchModule(b)
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, err := Encode(m, WriteOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	reportRates(b, start)
}

// BenchmarkDecode reads the module (the blob aliases the input).
func BenchmarkDecode(b *testing.B) {
	data, err := Encode(benchModule(b), WriteOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		m, err := Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if len(m.Resource("builtin", "weights").Blob) != benchBlobSize {
			b.Fatal("blob lost")
		}
	}
	reportRates(b, start)
}
