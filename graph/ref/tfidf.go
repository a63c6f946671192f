package ref

import (
	"fmt"
	"strconv"

	"github.com/mgxport/mgxport/graph"
)

// tfidf is TfIdfVectorizer's attributes, checked.
type tfidf struct {
	minGram, maxGram, maxSkip int
	mode                      string
	counts, indexes           []int64
	// pool is pool_int64s or pool_strings, each item as a map key part
	// (integers in decimal); strs says which.
	pool    []string
	strs    bool
	weights []float32
	outLen  int64
	// ids maps an n-gram (its items joined) to its output index.
	ids map[string]int64
}

func decodeTfIdf(n *graph.Node) (*tfidf, error) {
	p := &tfidf{
		minGram: int(n.Int("min_gram_length", 0)), maxGram: int(n.Int("max_gram_length", 0)), maxSkip: int(n.Int("max_skip_count", 0)),
		mode: n.Str("mode", ""), counts: n.Ints("ngram_counts", nil), indexes: n.Ints("ngram_indexes", nil),
		weights: n.Floats("weights", nil), ids: map[string]int64{},
	}
	if p.minGram < 1 || p.maxGram < p.minGram || p.maxSkip < 0 {
		return nil, fmt.Errorf("min_gram_length %d, max_gram_length %d, max_skip_count %d: want 1 ≤ min ≤ max and skip ≥ 0", p.minGram, p.maxGram, p.maxSkip)
	}
	if p.mode != "TF" && p.mode != "IDF" && p.mode != "TFIDF" {
		return nil, fmt.Errorf("mode %q: want TF, IDF or TFIDF", p.mode)
	}
	switch {
	case n.Has("pool_strings") && n.Has("pool_int64s"):
		return nil, fmt.Errorf("both pool_int64s and pool_strings are set")
	case n.Has("pool_strings"):
		p.pool, p.strs = n.Strings("pool_strings", nil), true
	default:
		p.pool = intItems(n.Ints("pool_int64s", nil))
	}
	// The pool holds the 1-grams from counts[0], the 2-grams from
	// counts[1], ...; the k-th n-gram overall has output index indexes[k].
	k := 0
	for g, start := range p.counts {
		end := int64(len(p.pool))
		if g+1 < len(p.counts) {
			end = p.counts[g+1]
		}
		size := int64(g + 1)
		if start < 0 || end < start || end > int64(len(p.pool)) || (end-start)%size != 0 {
			return nil, fmt.Errorf("ngram_counts %v do not split the pool of %d items into %d-grams", p.counts, len(p.pool), size)
		}
		for i := start; i < end; i += size {
			if k >= len(p.indexes) {
				return nil, fmt.Errorf("ngram_indexes has %d entries, the pool more n-grams", len(p.indexes))
			}
			p.ids[gramKey(p.pool[i:i+size])] = p.indexes[k]
			k++
		}
	}
	for _, ix := range p.indexes {
		if ix < 0 {
			return nil, fmt.Errorf("ngram_indexes has a negative entry %d", ix)
		}
		p.outLen = max(p.outLen, ix+1)
	}
	if p.weights != nil && int64(len(p.weights)) < p.outLen {
		return nil, fmt.Errorf("weights has %d entries for %d outputs", len(p.weights), p.outLen)
	}
	return p, nil
}

// intItems writes integer items in decimal, the form the n-gram keys use.
func intItems(v []int64) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = strconv.FormatInt(x, 10)
	}
	return out
}

// gramKey is an n-gram as a map key: each item with its length before it,
// so that no two different n-grams of strings share a key.
func gramKey(items []string) string {
	var b []byte
	for _, v := range items {
		b = strconv.AppendInt(b, int64(len(v)), 10)
		b = append(b, ':')
		b = append(b, v...)
	}
	return string(b)
}

// tfIdfOp is TfIdfVectorizer over integer or string input: per row, the counts of
// the pool's n-grams (items skip+1 apart, skip up to max_skip_count; a
// 1-gram counted once per position), as TF, IDF (weight where present)
// or TFIDF; output [outLen] or [N, outLen] float32. Weights are indexed
// by output index, as ONNX Runtime does.
var tfIdfOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		dt := a.dtype(0)
		if dt != graph.Int32 && dt != graph.Int64 && dt != graph.String {
			return nil, fmt.Errorf("input is %v: want int32, int64 or string", dt)
		}
		p, err := decodeTfIdf(a.node())
		if err != nil {
			return nil, err
		}
		switch {
		case p.strs && dt != graph.String:
			return nil, fmt.Errorf("input is %v, but pool_strings needs string input", dt)
		case !p.strs && dt == graph.String:
			return nil, fmt.Errorf("input is string, but pool_int64s needs integer input")
		}
		switch s := a.shape(0); len(s) {
		case 1:
			return one(graph.Float32, graph.Shape{p.outLen})
		case 2:
			return one(graph.Float32, graph.Shape{s[0], p.outLen})
		}
		return nil, fmt.Errorf("input has rank %d, want 1 or 2", len(a.shape(0)))
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := decodeTfIdf(c.n)
		if err != nil {
			return err
		}
		x := c.in[0]
		rows, cols := int64(1), x.Shape[0]
		if len(x.Shape) == 2 {
			rows, cols = x.Shape[0], x.Shape[1]
		}
		xv := x.Strings
		if !p.strs {
			xv = intItems(x.Int64s())
		}
		y := make([]float64, rows*p.outLen)
		gram := make([]string, 0, p.maxGram)
		for r := range rows {
			row, freq := xv[r*cols:(r+1)*cols], y[r*p.outLen:(r+1)*p.outLen]
			for start := range row {
				for skip := range p.maxSkip + 1 {
					gram = gram[:0]
					for g := 1; g <= p.maxGram; g++ {
						at := start + (g-1)*(skip+1)
						if at >= len(row) {
							break
						}
						gram = append(gram, row[at])
						// A 1-gram does not depend on the skip: count it once.
						if g < p.minGram || g == 1 && skip > 0 {
							continue
						}
						if id, ok := p.ids[gramKey(gram)]; ok {
							freq[id]++
						}
					}
				}
			}
			for i, f := range freq {
				w := 1.0
				if p.weights != nil {
					w = float64(p.weights[i])
				}
				switch p.mode {
				case "IDF":
					freq[i] = float64(b2i(f > 0)) * w
				case "TFIDF":
					freq[i] = f * w
				}
			}
		}
		out, err := graph.FromFloat64s(graph.Float32, outs[0].shape, y)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
	strings: true,
}
