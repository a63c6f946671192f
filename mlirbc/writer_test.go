package mlirbc

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// attrZoo builds a module whose ops carry every attribute and type kind the
// writer encodes in binary, with random values.
func attrZoo(r *rand.Rand) *Module {
	m := NewModule()
	ri := func() int64 { return r.Int64() >> r.IntN(63) }
	f32 := r.Float32()*200 - 100
	f64 := r.NormFloat64() * 1e10
	half := uint64(r.Uint32() & 0x7bff) // a finite f16
	wide := []uint64{r.Uint64(), r.Uint64() >> 1}
	blob := make([]byte, 4*6)
	for i := range blob {
		blob[i] = byte(r.Uint32())
	}
	res, err := m.AddBlobResource("zoo_weights."+strconv.Itoa(r.IntN(100)), Tensor(F32T, 2, 3), blob, 16)
	if err != nil {
		panic(err)
	}
	bools := []byte{byte(r.Uint32()) & 0x1f}
	i8s := make([]byte, 4)
	for i := range i8s {
		i8s[i] = byte(r.Uint32())
	}
	memSpace := IntegerAttr{Type: I64, Value: 3}
	types := []Type{
		IntegerType{Width: 7, Signedness: Signed},
		IntegerType{Width: 32, Signedness: Unsigned},
		Index, BF16T, F16T, F64T, FloatType{FloatF80}, FloatType{FloatF128}, NoneType{},
		FunctionType{Inputs: []Type{I32, F32T}, Results: []Type{FunctionType{Inputs: []Type{I1}}}},
		ComplexType{Elem: F32T},
		TupleType{Types: []Type{I8, Tensor(F16T, Dynamic, 4)}},
		MemRefType{Shape: []int64{4, Dynamic}, Elem: F32T},
		MemRefType{Shape: []int64{4}, Elem: F32T, Layout: OpaqueAttr{Text: "strided<[1], offset: ?>"}, MemorySpace: memSpace},
		UnrankedMemRefType{Elem: I32, MemorySpace: OpaqueAttr{Text: "#gpu.address_space<workgroup>"}},
		UnrankedMemRefType{Elem: I32},
		UnrankedTensorType{Elem: BF16T},
		RankedTensorType{Shape: []int64{2}, Elem: F32T, Encoding: StringAttr{Value: "enc"}},
		VectorType{Shape: []int64{4, 8}, Elem: F32T, Scalable: []bool{false, true}},
		VectorType{Shape: []int64{16}, Elem: I8},
		OpaqueType{Text: "f8E4M3FN"},
		OpaqueType{Text: "!tosa.shape<3>"},
	}
	var typeAttrs []Attr
	for _, t := range types {
		typeAttrs = append(typeAttrs, TypeAttr{Type: t})
	}
	attrs := []NamedAttr{
		{"i1", Bool(r.IntN(2) == 1)},
		{"i8", IntegerAttr{Type: I8, Value: int64(int8(r.Uint32()))}},
		{"i64", Int(I64, ri())},
		{"ui32", IntegerAttr{Type: IntegerType{Width: 32, Signedness: Unsigned}, Value: int64(r.Uint32())}},
		{"si16", IntegerAttr{Type: IntegerType{Width: 16, Signedness: Signed}, Value: int64(int16(r.Uint32()))}},
		{"i128", IntegerAttr{Type: IntegerType{Width: 128}, Wide: wide}},
		{"idx", Int(Index, ri())},
		{"f16", FloatAttr{Type: F16T, Bits: half}},
		{"bf16", FloatAttr{Type: BF16T, Bits: uint64(math.Float32bits(f32) >> 16)}},
		{"f32", F32(f32)},
		{"f64", F64(f64)},
		{"nan", FloatAttr{Type: F32T, Bits: 0x7fc00001}},
		{"ninf", F64(math.Inf(-1))},
		{"f8", FloatAttr{Type: OpaqueType{Text: "f8E4M3FN"}, Bits: uint64(r.IntN(0x7e))}},
		{"str", Str("tab\there \"q\" \\ \x01 é " + strconv.Itoa(r.IntN(1000)))},
		{"typed_str", StringAttr{Value: "s", Type: I32}},
		{"arr", ArrayAttr{Elems: []Attr{Int(I32, ri()>>33), Str("x"), ArrayAttr{}, UnitAttr{}}}},
		{"dict", DictAttr{Entries: []NamedAttr{{"z", UnitAttr{}}, {"a b", F32(1.5)}}}},
		{"sym", SymbolRefAttr{Root: "root"}},
		{"nested_sym", SymbolRefAttr{Root: "a", Nested: []string{"b", "c d"}}},
		{"types", ArrayAttr{Elems: typeAttrs}},
		{"unit", UnitAttr{}},
		{"arr_i32", I32Array(int32(r.Uint32()), -1, 0)},
		{"arr_i64", I64Array()},
		{"arr_i1", DenseArrayAttr{Elem: I1, Size: 3, Data: []byte{1, 0, 1}}},
		{"arr_f32", DenseArrayAttr{Elem: F32T, Size: 1, Data: binary.LittleEndian.AppendUint32(nil, math.Float32bits(f32))}},
		{"dense_f32", DenseF32s([]int64{2, 2}, f32, -f32, 0.5, float32(r.NormFloat64()))},
		{"dense_splat", DenseF32s([]int64{3, 5}, f32)},
		{"dense_i1", DenseElementsAttr{Type: Tensor(I1, 5), Data: bools}},
		{"dense_i1_splat", DenseElementsAttr{Type: Tensor(I1, 7), Data: []byte{0xff}}},
		{"dense_i8", DenseElementsAttr{Type: Tensor(I8, 4), Data: i8s}},
		{"dense_idx", DenseInt64s(Index, []int64{3}, ri(), ri(), 0)},
		{"dense_big", DenseElementsAttr{Type: Tensor(I32, 100), Data: bytes.Repeat(i8s, 100)}},
		{"dense_str", DenseStringElementsAttr{Type: Tensor(OpaqueType{Text: "!tosa.shape<1>"}, 2), Strings: []string{"a", "bc"}}},
		{"dense_str_splat", DenseStringElementsAttr{Type: Tensor(OpaqueType{Text: "!tosa.shape<1>"}, 3), Strings: []string{"s"}}},
		{"resource", res},
		{"affine", OpaqueAttr{Text: "affine_map<(d0, d1) -> (d1, d0)>"}},
		{"nan_mode", OpaqueAttr{Text: "#tosa.nan_mode<IGNORE>"}},
		{"distinct", DistinctAttr{ID: 0, Referenced: UnitAttr{}}},
		{"sparse", SparseElementsAttr{Type: Tensor(F32T, 3, 3), Indices: DenseInt64s(I64, []int64{1, 2}, 0, 1), Values: DenseF32s([]int64{1}, f32)}},
	}
	locs := []Location{
		FileLineColLoc{File: "zoo.py", Line: uint64(r.IntN(1000)), Col: uint64(r.IntN(80))},
		NameLoc{Name: "named", Child: FileLineColLoc{File: "x", Line: 1, Col: 2}},
		NameLoc{Name: "bare"},
		CallSiteLoc{Callee: NameLoc{Name: "callee"}, Caller: FileLineColLoc{File: "caller", Line: 3, Col: 4}},
		FusedLoc{Locs: []Location{UnknownLoc{}, NameLoc{Name: "n"}}},
		FusedLoc{Locs: []Location{FileLineColLoc{File: "f", Line: 5, Col: 6}}, Metadata: Str("meta")},
		FileLineColRange{File: "range", Locs: []uint64{3, 4, 9}},
		FileLineColRange{File: "range2", Locs: []uint64{3, 4, 5, 9}},
		UnknownLoc{},
	}
	fnType := FunctionType{Inputs: []Type{F32T, types[12]}, Results: []Type{F32T}}
	entry := &Block{}
	x := entry.AddArg(F32T)
	x.Loc = locs[0]
	mem := entry.AddArg(types[12])
	var last *Value = x
	for i, a := range attrs {
		op := NewOp("test.op", []*Value{last, mem}, []Type{F32T}, nil, []NamedAttr{a})
		op.Loc = locs[i%len(locs)]
		last = entry.Append(op).Results[0]
	}
	// An op with regions, successors inside, and multiple results.
	inner := &Block{}
	ia := inner.AddArg(I32)
	second := &Block{}
	sa := second.AddArg(I32)
	br := NewOp("test.br", []*Value{ia}, nil, nil, nil)
	br.Successors = []*Block{second}
	inner.Append(br)
	// uses a value of the enclosing region (not isolated)
	second.Append(NewOp("test.use", []*Value{sa, last}, nil, nil, nil))
	multi := NewOp("test.multi", []*Value{last}, []Type{I32, F32T}, nil, []NamedAttr{{"k", Str("v")}})
	multi.Regions = []*Region{{Blocks: []*Block{inner, second}}, {}}
	entry.Append(multi)
	entry.Append(NewOp("func.return", []*Value{multi.Results[1]}, nil, nil, nil))
	fn := NewOp("func.func", nil, nil, []NamedAttr{
		{"function_type", TypeAttr{Type: fnType}},
		{"sym_name", Str("zoo")},
		{"arg_attrs", ArrayAttr{Elems: []Attr{DictAttr{}, DictAttr{Entries: []NamedAttr{{"test.arg", UnitAttr{}}}}}}},
	}, nil)
	fn.Regions = []*Region{{Blocks: []*Block{entry}}}
	m.Body().Append(fn)
	m.Ops[0].Attrs = []NamedAttr{{"test.module_attr", Int(I32, 1)}}
	m.Resources = append(m.Resources, &ResourceGroup{Name: "test_external", Entries: []*Resource{}})
	return m
}

// TestWriteMatchesText checks that the bytecode the Go writer produces for
// every attribute and type kind reads in mlir-opt-22 as the same module as
// the generic text the Go printer produces (two independent encodings).
func TestWriteMatchesText(t *testing.T) {
	mlirOpt(t)
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	m := attrZoo(rand.New(rand.NewPCG(seed, 2)))
	text := m.String()
	want := generic(t, ".", []byte(text), "-")
	for _, o := range []WriteOptions{{Version: 5}, {Version: 6}, {Version: 6, TextOnly: true}} {
		bc, err := Encode(m, o)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		opt(t, ".", bc, "--verify-roundtrip", "--allow-unregistered-dialect", "-")
		if got := generic(t, ".", bc, "-"); got != want {
			t.Fatalf("%+v: bytecode and text differ\n--- text\n%s\n--- from bytecode\n%s\n--- from text\n%s", o, text, got, want)
		}
		back, err := Decode(bc)
		if err != nil {
			t.Fatalf("%+v: decode: %v", o, err)
		}
		if !o.TextOnly && back.String() != text {
			t.Fatalf("%+v: Go round trip differs\n--- before\n%s\n--- after\n%s", o, text, back.String())
		}
		again, err := Encode(m, o)
		if err != nil || !bytes.Equal(again, bc) {
			t.Fatalf("%+v: encoding is not deterministic", o)
		}
	}
}

func TestWriteErrors(t *testing.T) {
	undefined := &Value{Type: I32}
	cases := map[string]func() *Module{
		"no ops":     func() *Module { return &Module{} },
		"no dialect": func() *Module { m := NewModule(); m.Body().Append(NewOp("nodot", nil, nil, nil, nil)); return m },
		"undefined use": func() *Module {
			m := NewModule()
			m.Body().Append(NewOp("t.a", []*Value{undefined}, nil, nil, nil))
			return m
		},
		"missing resource": func() *Module {
			m := NewModule()
			m.Body().Append(NewOp("t.a", nil, nil, nil, []NamedAttr{{"r", DenseResourceElementsAttr{Type: Tensor(F32T, 1), Key: "nope"}}}))
			return m
		},
		"custom attr": func() *Module {
			m := NewModule()
			m.Body().Append(NewOp("t.a", nil, nil, nil, []NamedAttr{{"c", CustomAttr{Dialect: "llvm", Data: []byte{1}}}}))
			return m
		},
		"bad property": func() *Module {
			m := NewModule()
			m.Body().Append(NewOp("tosa.transpose", nil, []Type{F32T}, []NamedAttr{{"not_a_prop", UnitAttr{}}, {"perms", I32Array(0)}}, nil))
			return m
		},
		"missing property": func() *Module {
			m := NewModule()
			m.Body().Append(NewOp("tosa.transpose", nil, []Type{F32T}, []NamedAttr{{"other", UnitAttr{}}}, nil))
			return m
		},
		"isolated use": func() *Module {
			m := NewModule()
			v := m.Body().Append(NewOp("t.def", nil, []Type{I32}, nil, nil)).Results[0]
			fn := NewOp("func.func", nil, nil, []NamedAttr{{"function_type", TypeAttr{Type: FunctionType{}}}, {"sym_name", Str("f")}}, nil)
			b := &Block{}
			b.Append(NewOp("t.use", []*Value{v}, nil, nil, nil))
			fn.Regions = []*Region{{Blocks: []*Block{b}}}
			m.Body().Append(fn)
			return m
		},
	}
	for name, mk := range cases {
		if _, err := Encode(mk(), WriteOptions{}); err == nil {
			t.Errorf("%s: encoded without error", name)
		}
	}
	if _, err := Encode(NewModule(), WriteOptions{Version: 4}); err == nil {
		t.Error("version 4 accepted")
	}
	if _, err := Encode(NewModule(), WriteOptions{Version: 7}); err == nil {
		t.Error("version 7 accepted")
	}
}
