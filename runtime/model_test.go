package runtime

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// bucketFixture is z = x + w[:rows*4] for x of shape [rows, 4], compiled
// for rows in sizes: one program per bucket, every program using the one
// weight w of 32 floats, x padded with 7.
func bucketFixture(t *testing.T, sizes []int64) (Source, []byte) {
	t.Helper()
	var progs []program.Program
	var objs []*codeobj.Object
	var fin []*codeobj.Object
	for _, rows := range sizes {
		n := rows * 4
		arg := func(name string, k int64, w bool) codeobj.Arg {
			return codeobj.Arg{Name: name, DType: "float32", Shape: []int64{k}, Write: w}
		}
		port := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "add", Args: []codeobj.Arg{arg("x", n, false), arg("w", n, false), arg("z", n, true)}, Global: [3]int64{n, 1, 1}, Local: [3]int64{4, 1, 1}, Payload: []byte{byte(rows)}}
		objs = append(objs, port)
		fin = append(fin, &codeobj.Object{Format: codeobj.PTX, Target: "fake", Symbol: "add", Args: port.Args, Source: port.ID(), Global: port.Global, Local: port.Local, Payload: []byte{'p', byte(rows)}})
		b := 4 * n
		progs = append(progs, program.Program{
			Name: fmt.Sprintf("rows=%d", rows),
			Buffers: []program.Buffer{
				{Name: "x", Kind: program.Input, DType: "float32", Shape: []int64{rows, 4}, Offset: 0, Bytes: b},
				{Name: "w", Kind: program.Weight, DType: "float32", Shape: []int64{32}, Bytes: 128, Weight: "wshared"},
				{Name: "z", Kind: program.Output, DType: "float32", Shape: []int64{rows, 4}, Offset: b, Bytes: b},
			},
			Inputs: []int{0}, Outputs: []int{2},
			Launches:  []program.Launch{{Kernels: []string{port.ID()}, Args: []int{0, 1, 2}, Label: "add"}},
			ArenaSize: 2 * b,
			Bucket: &program.Bucket{Dims: []program.Dim{{Name: "rows", Size: rows}},
				Inputs: []program.Axes{{Dims: []string{"rows", ""}, Pad: 7}}, Outputs: []program.Axes{{Dims: []string{"rows", ""}}}},
		})
	}
	w := randFloats(32)
	src, err := NewMemorySource("fixture", progs, objs, map[string][]byte{"wshared": w})
	if err != nil {
		t.Fatal(err)
	}
	src, err = WithObjects(src, fin)
	if err != nil {
		t.Fatal(err)
	}
	return src, w
}

// TestModelBuckets runs requests of every row count inside and outside a
// grid of 2, 8 and 4 rows: each runs on the smallest covering bucket, its
// output sliced back and equal to x + w; the weight is loaded once; a
// bucket's arena exists only once it has run; a shape outside the grid is
// an error naming it; the same shape twice reuses the binding.
func TestModelBuckets(t *testing.T) {
	ctx := context.Background()
	src, w := bucketFixture(t, []int64{2, 8, 4})
	d := newFakeDevice()
	m, err := NewModel(src, d, ModelOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if got := m.Grid(); got != "rows=2,4,8" {
		t.Errorf("grid %q", got)
	}
	ww := le(w)
	want := map[int64]string{1: "rows=2", 2: "rows=2", 3: "rows=4", 4: "rows=4", 5: "rows=8", 8: "rows=8"}
	for _, rows := range []int64{3, 3, 1, 8, 5, 2, 4, 3} {
		x := &npy.Array{DType: "float32", Shape: []int64{rows, 4}, Data: randFloats(rows * 4)}
		before := m.last
		res, err := m.Run(ctx, map[string]*npy.Array{"x": x})
		if err != nil {
			t.Fatalf("rows %d: %v", rows, err)
		}
		if before != nil && before.key == m.last.key && before != m.last {
			t.Errorf("rows %d: the same shape as the run before was bound again", rows)
		}
		if res.Program != want[rows] {
			t.Errorf("rows %d ran on %s, want %s", rows, res.Program, want[rows])
		}
		if res.Padded != (rows != 2 && rows != 4 && rows != 8) {
			t.Errorf("rows %d: padded %v", rows, res.Padded)
		}
		z := res.Outputs["z"]
		if !slices.Equal(z.Shape, []int64{rows, 4}) {
			t.Fatalf("rows %d: output shape %v", rows, z.Shape)
		}
		xs, zs := le(x.Data), le(z.Data)
		for i := range zs {
			if zs[i] != xs[i]+ww[i] {
				t.Fatalf("rows %d: z[%d] = %v, want %v", rows, i, zs[i], xs[i]+ww[i])
			}
		}
	}
	if len(m.sh.weights) != 1 || m.sh.bytes != 128 {
		t.Errorf("%d weights (%d bytes) on the device, want the one of 128 bytes", len(m.sh.weights), m.sh.bytes)
	}
	// Padding: the padded rows hold the pad value.
	_, in, err := m.Prepared(ctx, map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{3, 4}, Data: randFloats(12)}})
	if err != nil {
		t.Fatal(err)
	}
	if xs := le(in["x"].Data); len(xs) != 16 || xs[12] != 7 || xs[15] != 7 {
		t.Errorf("padded x %v", xs)
	}
	for _, tc := range []struct {
		shape []int64
		dtype string
		err   string
	}{
		{[]int64{9, 4}, "float32", "rows=9 are outside the shape buckets of fixture (rows=2,4,8)"},
		{[]int64{2, 5}, "float32", "axis 1 is fixed"},
		{[]int64{2, 4}, "int32", "got int32"},
		{[]int64{8}, "float32", "got float32 [8]"},
	} {
		n, _ := program.Elems(tc.shape)
		_, err := m.Run(ctx, map[string]*npy.Array{"x": {DType: tc.dtype, Shape: tc.shape, Data: make([]byte, 4*n)}})
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("x %s %v: err %v, want %q", tc.dtype, tc.shape, err, tc.err)
		}
	}
	var outside *OutsideGridError
	if _, err := m.Run(ctx, map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{20, 4}, Data: make([]byte, 320)}}); !errors.As(err, &outside) {
		t.Errorf("outside the grid: %v", err)
	}
	if _, err := m.Run(ctx, map[string]*npy.Array{"y": {DType: "float32", Shape: []int64{2, 4}, Data: make([]byte, 32)}}); err == nil || !strings.Contains(err.Error(), `unknown input "y"`) {
		t.Errorf("unknown input: %v", err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if len(d.mem) != 0 {
		t.Errorf("Close left %d allocations", len(d.mem))
	}
	if _, err := m.Run(ctx, map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{2, 4}, Data: make([]byte, 32)}}); err == nil {
		t.Error("a closed model ran")
	}
}

// TestModelLazyArenas checks a bucket's session (its arena) is made on its
// first run only.
func TestModelLazyArenas(t *testing.T) {
	src, _ := bucketFixture(t, []int64{2, 4, 8})
	m, err := NewModel(src, newFakeDevice(), ModelOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := m.Run(context.Background(), map[string]*npy.Array{"x": {DType: "float32", Shape: []int64{3, 4}, Data: randFloats(12)}}); err != nil {
		t.Fatal(err)
	}
	if m.sessions[0] != nil || m.sessions[1] == nil || m.sessions[2] != nil {
		t.Errorf("after one run on rows=4, sessions %v", m.sessions)
	}
}

// TestModelConcurrent runs random shapes from several goroutines at once:
// every output is right (runs take turns on the device).
func TestModelConcurrent(t *testing.T) {
	src, w := bucketFixture(t, []int64{2, 4, 8})
	m, err := NewModel(src, newFakeDevice(), ModelOptions{Pads: map[string]float64{"x": -1}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	ww := le(w)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), 9))
			for range 30 {
				rows := int64(1 + r.IntN(8))
				x := &npy.Array{DType: "float32", Shape: []int64{rows, 4}, Data: randFloats(rows * 4)}
				res, err := m.Run(context.Background(), map[string]*npy.Array{"x": x})
				if err != nil {
					errs <- err
					return
				}
				xs, zs := le(x.Data), le(res.Outputs["z"].Data)
				if len(zs) != len(xs) {
					errs <- fmt.Errorf("rows %d: %d outputs", rows, len(zs))
					return
				}
				for i := range zs {
					if zs[i] != xs[i]+ww[i] {
						errs <- fmt.Errorf("rows %d: z[%d] = %v, want %v", rows, i, zs[i], xs[i]+ww[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if _, err := NewModel(src, newFakeDevice(), ModelOptions{Pads: map[string]float64{"q": 1}}); err == nil || !strings.Contains(err.Error(), `no input "q"`) {
		t.Errorf("--pad of no input: %v", err)
	}
}

// TestCopyCorner pads random arrays of random ranks into larger ones and
// slices them back.
func TestCopyCorner(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		rank := 1 + r.IntN(4)
		small, big := make([]int64, rank), make([]int64, rank)
		for k := range rank {
			small[k] = int64(1 + r.IntN(4))
			big[k] = small[k] + int64(r.IntN(3))
		}
		ns, _ := program.Elems(small)
		nb, _ := program.Elems(big)
		src := randFloats(ns)
		padded := make([]byte, 4*nb)
		elem, _ := padBytes("float32", 2.5)
		fillPattern(padded, elem)
		copyCorner(padded, big, src, small, 4, true)
		// Every element: from src inside the corner, the pad outside.
		pf, sf := le(padded), le(src)
		idx := make([]int64, rank)
		for i := range nb {
			rem, inside, si := i, true, int64(0)
			for k := rank - 1; k >= 0; k-- {
				idx[k] = rem % big[k]
				rem /= big[k]
			}
			for k := range rank {
				inside = inside && idx[k] < small[k]
				si = si*small[k] + min(idx[k], small[k]-1)
			}
			if inside && pf[i] != sf[si] || !inside && pf[i] != 2.5 {
				t.Fatalf("%v in %v: element %d (%v) = %v", small, big, i, idx, pf[i])
			}
		}
		back := make([]byte, 4*ns)
		copyCorner(padded, big, back, small, 4, false)
		if !slices.Equal(back, src) {
			t.Fatalf("%v in %v: sliced back differently", small, big)
		}
	}
}

// TestPadBytes encodes pad values per dtype.
func TestPadBytes(t *testing.T) {
	for _, tc := range []struct {
		dtype string
		v     float64
		want  []byte
	}{
		{"int64", -1, []byte{255, 255, 255, 255, 255, 255, 255, 255}},
		{"int32", 3, []byte{3, 0, 0, 0}},
		{"bool", 2, []byte{1}},
		{"float16", 1, []byte{0, 0x3c}},
		{"float32", 0.5, []byte{0, 0, 0, 0x3f}},
		{"uint8", 200, []byte{200}},
	} {
		got, err := padBytes(tc.dtype, tc.v)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%s %v: %v %v, want %v", tc.dtype, tc.v, got, err, tc.want)
		}
	}
}
