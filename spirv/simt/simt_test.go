package simt

import (
	"context"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/spirv"
)

// build makes a one-buffer uint kernel with body(f, buf, gid).
func build(t *testing.T, body func(f *spirv.Func, b *spirv.Builder, buf, gid spirv.ID)) []byte {
	t.Helper()
	b := spirv.NewBuilder()
	u32 := b.Int(32)
	f := b.Kernel("k", b.Pointer(spirv.StorageCrossWorkgroup, u32))
	body(f, b, f.Param(0), f.Builtin(spirv.BuiltInGlobalInvocationID, 0))
	f.Return()
	bin, err := b.Binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

func TestSubgroupReducePartialSubgroups(t *testing.T) {
	// Each work-item writes the subgroup sum of (lane+1) and its subgroup size.
	bin := build(t, func(f *spirv.Func, b *spirv.Builder, buf, gid spirv.ID) {
		lane := f.Builtin(spirv.BuiltInSubgroupLocalInvocationID, 0)
		v := f.Bin(spirv.OpIAdd, lane, b.ConstU32(1))
		s := f.GroupOp(spirv.OpGroupIAdd, spirv.ScopeSubgroup, spirv.GroupReduce, v)
		f.Store(f.Elem(buf, gid), f.Bin(spirv.OpIMul, s, f.Builtin(spirv.BuiltInSubgroupSize, 0)))
	})
	buf := make([]byte, 4*10)
	if err := Run(context.Background(), bin, "k", Launch{Global: [3]int64{10, 1, 1}, Local: [3]int64{10, 1, 1}, SubgroupSize: 4}, [][]byte{buf}); err != nil {
		t.Fatal(err)
	}
	// Subgroups of 4, 4, 2 work-items: sums 10, 10, 3 times sizes 4, 4, 2.
	want := []uint32{40, 40, 40, 40, 40, 40, 40, 40, 6, 6}
	for i, w := range want {
		if got := binary.LittleEndian.Uint32(buf[4*i:]); got != w {
			t.Fatalf("item %d: got %d, want %d", i, got, w)
		}
	}
}

func TestDetectsDivergentBarrierAndOOB(t *testing.T) {
	divergent := build(t, func(f *spirv.Func, b *spirv.Builder, buf, gid spirv.ID) {
		f.If(f.Cmp(spirv.OpULessThan, gid, b.ConstU64(2)), func() { f.Barrier() })
	})
	oob := build(t, func(f *spirv.Func, b *spirv.Builder, buf, gid spirv.ID) {
		f.Store(f.Elem(buf, gid), b.ConstU32(7))
	})
	for _, c := range []struct {
		name string
		bin  []byte
		want string
	}{{"divergent barrier", divergent, "divergent"}, {"out of bounds", oob, "outside"}} {
		err := Run(context.Background(), c.bin, "k", Launch{Global: [3]int64{8, 1, 1}, Local: [3]int64{4, 1, 1}, SubgroupSize: 2}, [][]byte{make([]byte, 4*6)})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

func TestRejectsBadLaunch(t *testing.T) {
	bin := build(t, func(*spirv.Func, *spirv.Builder, spirv.ID, spirv.ID) {})
	for _, l := range []Launch{
		{Global: [3]int64{10, 1, 1}, Local: [3]int64{4, 1, 1}, SubgroupSize: 1},
		{Global: [3]int64{4, 1, 1}, Local: [3]int64{4, 1, 1}, SubgroupSize: 0},
		{Global: [3]int64{0, 1, 1}, Local: [3]int64{1, 1, 1}, SubgroupSize: 1},
	} {
		if err := Run(context.Background(), bin, "k", l, [][]byte{make([]byte, 64)}); err == nil {
			t.Errorf("launch %+v accepted", l)
		}
	}
	if err := Run(context.Background(), bin, "nope", Launch{Global: [3]int64{1, 1, 1}, Local: [3]int64{1, 1, 1}, SubgroupSize: 1}, [][]byte{make([]byte, 4)}); err == nil {
		t.Error("unknown entry accepted")
	}
}
