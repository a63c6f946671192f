package spirv

import (
	"strings"
	"testing"
)

func TestBuilderReportsMisuse(t *testing.T) {
	cases := []struct {
		name  string
		build func(b *Builder)
		want  string
	}{
		{"store type mismatch", func(b *Builder) {
			f := b.Kernel("k", b.Pointer(StorageCrossWorkgroup, b.Float(32)))
			f.Store(f.Elem(f.Param(0), b.ConstU64(0)), b.ConstU32(1))
			f.Return()
		}, "store of type"},
		{"operand types differ", func(b *Builder) {
			f := b.Kernel("k")
			f.Bin(OpIAdd, b.ConstU32(1), b.ConstU64(1))
			f.Return()
		}, "operand types differ"},
		{"missing return", func(b *Builder) { b.Kernel("k") }, "not terminated"},
		{"code after return", func(b *Builder) {
			f := b.Kernel("k")
			f.Return()
			f.Bin(OpIAdd, b.ConstU32(1), b.ConstU32(2))
		}, "after the block was terminated"},
		{"bad parameter", func(b *Builder) {
			f := b.Kernel("k")
			f.Param(3)
			f.Return()
		}, "parameter 3"},
		{"bad width", func(b *Builder) {
			b.Int(12)
			b.Kernel("k").Return()
		}, "integer width 12"},
	}
	for _, c := range cases {
		b := NewBuilder()
		c.build(b)
		_, err := b.Binary()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

func TestBuilderLayoutAndDedup(t *testing.T) {
	b := NewBuilder()
	f32 := b.Float(32)
	if b.Float(32) != f32 || b.ConstF32(2) != b.ConstF32(2) || b.ConstU64(7) == b.ConstU32(7) {
		t.Fatal("types or constants are not deduplicated by value and type")
	}
	f := b.Kernel("k", b.Pointer(StorageCrossWorkgroup, f32))
	f.SetLocalSize(64, 1, 1)
	f.Store(f.Elem(f.Param(0), f.Builtin(BuiltInGlobalInvocationID, 0)), b.ConstF32(2))
	f.Return()
	m, err := b.Module()
	if err != nil {
		t.Fatal(err)
	}
	// Logical layout: capabilities, import, memory model, entry point, modes, names, decorations, globals, function.
	order := []Op{OpCapability, OpExtInstImport, OpMemoryModel, OpEntryPoint, OpExecutionMode, OpName, OpDecorate, OpTypeInt, OpFunction}
	first := map[Op]int{}
	for i, in := range m.Insts {
		if _, ok := first[in.Opcode]; !ok {
			first[in.Opcode] = i
		}
	}
	for i := 1; i < len(order); i++ {
		a, okA := first[order[i-1]]
		c, okC := first[order[i]]
		if !okA || !okC || a >= c {
			t.Errorf("%s (at %d, present %v) does not precede %s (at %d, present %v)", order[i-1], a, okA, order[i], c, okC)
		}
	}
	text, err := m.Disassemble(DisasmOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"OpCapability Kernel", "OpMemoryModel Physical64 OpenCL", "OpExecutionMode %k LocalSize 64 1 1",
		"OpEntryPoint Kernel %k \"k\" %__spirv_BuiltInGlobalInvocationId", "OpDecorate %__spirv_BuiltInGlobalInvocationId BuiltIn GlobalInvocationId",
		"%_ptr_CrossWorkgroup_float", "OpStore"} {
		if !strings.Contains(text, want) {
			t.Errorf("module lacks %q:\n%s", want, text)
		}
	}
	if m.Version != Version16 || m.Bound == 0 {
		t.Errorf("header version %#x bound %d", m.Version, m.Bound)
	}
}
