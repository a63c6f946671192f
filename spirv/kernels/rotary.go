package kernels

import (
	"encoding/json"
	"fmt"
)

// rotaryNote starts a RotaryEmbedding's note, which holds its RotarySpec as
// JSON: the host rotates each head row with contiguous loops instead of
// raising the per-element expression (finalize/host.RotarySource).
const rotaryNote = "mgxport.rotary "

// RotarySpec describes ONNX RotaryEmbedding over an input seen as (B, D1,
// D2, H) (opattr.RotaryLayout): the first RotaryDim elements of each head
// row rotate in pairs, (i, i+RotaryDim/2) or, Interleaved, (2i, 2i+1), by
// the cached cos and sin of the row's position; the others are copied.
// The position is the row's sequence index b*S+s (S = Dims[SeqDim]), or,
// with Positions, the position_ids element there; a position outside the
// caches' CacheRows rows sets the status word.
type RotarySpec struct {
	Symbol      string
	Dims        [4]int64
	SeqDim      int
	RotaryDim   int64
	Interleaved bool
	// DType is the input's, OutDType the output's dtype.
	DType    string
	OutDType string
	// CacheDType is the cos and sin caches' dtype, CosElems and SinElems
	// their element counts, CacheRows their first dim (positions).
	CacheDType string
	CosElems   int64
	SinElems   int64
	CacheRows  int64
	// Positions adds the position_ids input (PosDType, PosElems elements).
	Positions bool
	PosDType  string `json:",omitempty"`
	PosElems  int64  `json:",omitempty"`
}

// RotarySpecOf returns the spec of a RotaryEmbedding kernel's SPIR-V module
// (from its note) and the kernel it generates, false when bin is not
// exactly the module Rotary generates for that spec.
func RotarySpecOf(bin []byte) (spec RotarySpec, k Kernel, ok bool) {
	return specOf(bin, rotaryNote, Rotary, nil)
}

// rotaryComputeDType is the float type the rotation computes in: float64
// stays, the others compute in float32.
func rotaryComputeDType(dt string) string {
	if dt == "float64" {
		return "float64"
	}
	return "float32"
}

// Rotary generates the RotaryEmbedding kernel with arguments (x, cos, sin[,
// position_ids], y[, status]): one expression kernel over the output in
// which each element of the rotary part combines itself and its pair
// partner with the cached cos and sin of its position. The module carries
// the spec as a note (RotarySpecOf), so the host can run rows.
func Rotary(s RotarySpec) ([]Kernel, error) {
	D := s.Dims
	for _, d := range D {
		if d <= 0 {
			return nil, fmt.Errorf("rotary %s: dims %v", s.Symbol, D)
		}
	}
	if s.SeqDim != 1 && s.SeqDim != 2 {
		return nil, fmt.Errorf("rotary %s: sequence dim %d is not 1 or 2", s.Symbol, s.SeqDim)
	}
	if s.RotaryDim < 0 || s.RotaryDim > D[3] || s.RotaryDim%2 != 0 {
		return nil, fmt.Errorf("rotary %s: rotary dim %d for head size %d", s.Symbol, s.RotaryDim, D[3])
	}
	if s.CosElems < 0 || s.SinElems < 0 || s.CacheRows < 0 || s.PosElems < 0 {
		return nil, fmt.Errorf("rotary %s: negative cache or position sizes", s.Symbol)
	}
	if !s.Positions && (s.PosDType != "" || s.PosElems != 0) {
		return nil, fmt.Errorf("rotary %s: position dtype without positions", s.Symbol)
	}
	note, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("rotary %s: %w", s.Symbol, err)
	}
	ci := func(v int64) *Expr { return Const(float64(v), "int64") }
	coord := func(d int) *Expr { return &Expr{Op: "coord", Input: d} }
	add := func(a, b *Expr) *Expr { return Bin("add", a, b) }
	mul := func(a, b *Expr) *Expr { return Bin("mul", a, b) }
	load := func(arg int, idx *Expr) *Expr { return &Expr{Op: "load", Input: arg, Args: []*Expr{idx}} }
	raw := func(name, dt string, elems int64) PointwiseInput {
		return PointwiseInput{Raw: true, Name: name, DType: dt, Shape: []int64{max(elems, 1)}}
	}
	inputs := []PointwiseInput{
		raw("x0", s.DType, D[0]*D[1]*D[2]*D[3]),
		raw("x1", s.CacheDType, s.CosElems),
		raw("x2", s.CacheDType, s.SinElems),
	}
	H, S, rd := D[3], D[s.SeqDim], s.RotaryDim
	half := rd / 2
	ft := rotaryComputeDType(s.DType)
	const xa, ca, sa = 0, 1, 2
	bs := add(mul(coord(0), ci(S)), coord(s.SeqDim))
	row := mul(bs, ci(half))
	if s.Positions {
		inputs = append(inputs, raw("x3", s.PosDType, s.PosElems))
		pos := Cast(load(3, bs), "int64")
		ok := Bin("and", Bin("ge", pos, ci(0)), Bin("lt", pos, ci(s.CacheRows)))
		row = mul(&Expr{Op: "check", Args: []*Expr{ok, pos}}, ci(half))
	}
	base := mul(add(mul(add(mul(coord(0), ci(D[1])), coord(1)), ci(D[2])), coord(2)), ci(H))
	d := coord(3)
	var i, a, b, first *Expr
	if s.Interleaved {
		i = Bin("div", d, ci(2))
		first = Bin("eq", Bin("mod", d, ci(2)), ci(0))
		a, b = mul(i, ci(2)), add(mul(i, ci(2)), ci(1))
	} else {
		i = Bin("mod", d, ci(max(half, 1)))
		first = Bin("lt", d, ci(half))
		a, b = i, add(i, ci(half))
	}
	at := func(arg int, idx *Expr) *Expr { return Cast(load(arg, idx), ft) }
	cs, sn := at(ca, add(row, i)), at(sa, add(row, i))
	x1, x2 := at(xa, add(base, a)), at(xa, add(base, b))
	rot := Where(first, Bin("sub", mul(cs, x1), mul(sn, x2)), add(mul(sn, x1), mul(cs, x2)))
	out := Where(Bin("lt", d, ci(rd)), rot, at(xa, add(base, d)))
	return Pointwise(PointwiseSpec{
		note:     rotaryNote + string(note),
		Symbol:   s.Symbol,
		OutShape: D[:],
		OutDType: s.OutDType,
		Inputs:   inputs,
		Expr:     Cast(out, s.OutDType),
		Status:   s.Positions,
	})
}
