package host

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Transposes on the host.
//
// A convolution's layout changes (NCHW to NHWC and back) are
// linalg.transposes that move the input's innermost dim elsewhere: lowered
// as loops, each output vector is gathered one element at a time (64
// vpinsrb per vector of bytes), which cost more than an int8 convolution
// itself. The schedule instead cuts such a transpose into blocks of
// transposeTile x transposeTile over the two dims that trade places (the
// output's innermost and the one the input's innermost goes to), 1 over
// the rest, and vectorizes the blocks: contiguous row loads, a
// vector.transpose (register shuffles), contiguous row stores.
//
// The script cannot read a transpose's permutation, so markTransposes
// first names each one's class in an attribute (transposeMark): its rank
// and the output dim the input's innermost dim goes to.

// transposeTile is a transpose block's side.
const transposeTile = 16

// maxTransposeRank is the highest rank whose transposes are blocked.
const maxTransposeRank = 6

// transposeMark is the attribute marking the transposes of rank rank
// whose input's innermost dim becomes output dim j (j < rank-1).
func transposeMark(rank, j int) string { return fmt.Sprintf("mgxport.transpose.r%dj%d", rank, j) }

// transposeMarkValue is the marks' value (a string: the script's match
// compares values, and the IR API makes string attributes).
const transposeMarkValue = "block"

// transposeTiles are the block sizes of transposeMark(rank, j)'s loops.
func transposeTiles(rank, j int) []int {
	t := make([]int, rank)
	for i := range t {
		t[i] = 1
	}
	t[j], t[rank-1] = transposeTile, transposeTile
	return t
}

// markTransposes marks every linalg.transpose of m that moves its input's
// innermost dim (rank 2 to maxTransposeRank) with its transposeMark.
func markTransposes(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		var err error
		root.Walk(func(o mlirc.Op) bool {
			if err != nil {
				return false
			}
			if o.Name() == "linalg.generic" {
				if o.Attr(dot8StoreMark).String() != "<null>" {
					return false // the 8-bit micro-kernel's store absorbs it
				}
				// A transpose folded into its consumer (foldTransposes).
				if rank, j, ok := transposedInput(o); ok && rank >= 2 && rank <= maxTransposeRank {
					o.SetAttr(transposeMark(rank, j), o.StrAttr(transposeMarkValue))
				}
				return false
			}
			if o.Name() != "linalg.transpose" {
				return true
			}
			if o.Attr(conv32InputMark).String() != "<null>" || o.Attr(dot8InputMark).String() != "<null>" {
				return false // the conv micro-kernel reads its source in place
			}
			perm, ok := parseI64Array(o.Attr("permutation").String())
			rank := len(perm)
			if !ok || rank < 2 || rank > maxTransposeRank {
				return false
			}
			for j, p := range perm {
				if p == rank-1 && j != rank-1 {
					o.SetAttr(transposeMark(rank, j), o.StrAttr(transposeMarkValue))
				}
			}
			return false
		})
		return err
	})
}

// parseI64Array reads a printed dense i64 array attribute,
// "array<i64: 0, 2, 3, 1>".
func parseI64Array(s string) ([]int, bool) {
	body, ok := strings.CutPrefix(s, "array<i64:")
	if !ok {
		return nil, false
	}
	body, ok = strings.CutSuffix(body, ">")
	if !ok {
		return nil, false
	}
	var v []int
	for f := range strings.SplitSeq(body, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, false
		}
		v = append(v, n)
	}
	return v, true
}

// writeTransposeBlocks writes the tiling of every marked transpose in
// handle into blocks, each marked for vectorization.
func writeTransposeBlocks(b *strings.Builder, handle string) {
	for rank := 2; rank <= maxTransposeRank; rank++ {
		for j := range rank - 1 {
			name := fmt.Sprintf("tr%d_%d", rank, j)
			fmt.Fprintf(b, "    %%%s = transform.structured.match attributes{%s = %q} in %s : (!transform.any_op) -> !transform.any_op\n",
				name, transposeMark(rank, j), transposeMarkValue, handle)
			h := tileOp(b, "%"+name, name+"_blocks", transposeTiles(rank, j), rank)
			fmt.Fprintf(b, "    transform.annotate %s %q : !transform.any_op\n", h, vectorizeMark)
		}
	}
}
