package ref

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mgxport/mgxport/graph"
)

// withStrings extends a comparison op (Equal) to string inputs: the two
// inputs broadcast and each pair of strings compares byte for byte with f.
// Numeric inputs go to d unchanged.
func withStrings(d opDef, f func(a, b string) bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if a.dtype(0) != graph.String && a.dtype(1) != graph.String {
				return d.types(a)
			}
			s, err := stringPair(a)
			if err != nil {
				return nil, err
			}
			return one(graph.Bool, s)
		},
		eval: func(c *evalCtx, outs []outType) error {
			if c.in[0].DType != graph.String {
				return d.eval(c, outs)
			}
			out, err := alloc(graph.Bool, outs[0].shape)
			if err != nil {
				return err
			}
			x, y := c.in[0], c.in[1]
			ix, iy := bcastIndex(x.Shape, out.Shape), bcastIndex(y.Shape, out.Shape)
			for k := range ix {
				out.Data[k] = byte(b2i(f(x.Strings[ix[k]], y.Strings[iy[k]])))
			}
			c.set(0, out)
			return nil
		},
		strings: true,
	}
}

// stringPair checks that a binary op's two inputs are both strings and
// returns their broadcast shape.
func stringPair(a args) (graph.Shape, error) {
	if err := need(a, 2); err != nil {
		return nil, err
	}
	if a.dtype(0) != graph.String || a.dtype(1) != graph.String {
		return nil, fmt.Errorf("input types %v and %v: want two strings", a.dtype(0), a.dtype(1))
	}
	return graph.BroadcastShapes(a.shape(0), a.shape(1))
}

// needString checks that input i is present and a string tensor.
func needString(a args, i int) error {
	if err := need(a, i+1); err != nil {
		return err
	}
	if dt := a.dtype(i); dt != graph.String {
		return fmt.Errorf("input %d is %v: want string", i, dt)
	}
	return nil
}

// stringConcatOp is StringConcat: the two inputs broadcast and each output
// element is X's string followed by Y's.
var stringConcatOp = opDef{
	types: func(a args) ([]outType, error) {
		s, err := stringPair(a)
		if err != nil {
			return nil, err
		}
		return one(graph.String, s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(graph.String, outs[0].shape)
		if err != nil {
			return err
		}
		x, y := c.in[0], c.in[1]
		ix, iy := bcastIndex(x.Shape, out.Shape), bcastIndex(y.Shape, out.Shape)
		for k := range ix {
			out.Strings[k] = x.Strings[ix[k]] + y.Strings[iy[k]]
		}
		c.set(0, out)
		return nil
	},
	strings: true,
}

// regexFullMatchOp is RegexFullMatch: whether the whole of each string
// matches the pattern. ONNX specifies RE2 syntax, which is Go's regexp.
var regexFullMatchOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := needString(a, 0); err != nil {
			return nil, err
		}
		if _, err := fullMatcher(a.node()); err != nil {
			return nil, err
		}
		return one(graph.Bool, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		re, err := fullMatcher(c.n)
		if err != nil {
			return err
		}
		out, err := alloc(graph.Bool, outs[0].shape)
		if err != nil {
			return err
		}
		for i, s := range c.in[0].Strings {
			out.Data[i] = byte(b2i(re.MatchString(s)))
		}
		c.set(0, out)
		return nil
	},
	strings: true,
}

// fullMatcher compiles the pattern attribute anchored at both ends, so a
// match is a match of the whole string.
func fullMatcher(n *graph.Node) (*regexp.Regexp, error) {
	if !n.Has("pattern") {
		return nil, fmt.Errorf("attribute pattern is required")
	}
	p := n.Str("pattern", "")
	re, err := regexp.Compile(`\A(?:` + p + `)\z`)
	if err != nil {
		return nil, fmt.Errorf("pattern %q: %w", p, err)
	}
	return re, nil
}

// stringSplitOp is StringSplit: each string split at the delimiter (or, with
// none, at runs of whitespace, ignoring leading and trailing whitespace, as
// Python's str.split does), at most maxsplit times. Y is X's shape plus the
// largest part count, padded with empty strings; Z counts the parts. Y's
// last dimension depends on the data, so it is known only from the input's
// value.
var stringSplitOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := needString(a, 0); err != nil {
			return nil, err
		}
		x, err := a.value(0, "the strings, which size the output")
		if err != nil {
			return nil, err
		}
		parts := splitAll(x.Strings, a.node())
		width := 0
		for _, p := range parts {
			width = max(width, len(p))
		}
		ys := append(a.shape(0).Clone(), int64(width))
		return []outType{{graph.String, ys}, {graph.Int64, a.shape(0).Clone()}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		parts := splitAll(c.in[0].Strings, c.n)
		y, err := alloc(graph.String, outs[0].shape)
		if err != nil {
			return err
		}
		z, err := alloc(graph.Int64, outs[1].shape)
		if err != nil {
			return err
		}
		width := int(outs[0].shape[len(outs[0].shape)-1])
		for i, p := range parts {
			copy(y.Strings[i*width:], p)
			z.SetInt64(i, int64(len(p)))
		}
		c.set(0, y)
		c.set(1, z)
		return nil
	},
	strings: true,
}

// splitAll splits each string as StringSplit's attributes say.
func splitAll(xs []string, n *graph.Node) [][]string {
	delim := n.Str("delimiter", "")
	maxSplit := -1 // unlimited
	if n.Has("maxsplit") {
		maxSplit = int(max(n.Int("maxsplit", 0), 0))
	}
	out := make([][]string, len(xs))
	for i, s := range xs {
		if delim == "" {
			out[i] = splitSpace(s, maxSplit)
		} else if maxSplit < 0 {
			out[i] = strings.Split(s, delim)
		} else {
			out[i] = strings.SplitN(s, delim, maxSplit+1)
		}
	}
	return out
}

// isPySpace is Python's str.isspace for one rune: Unicode white space plus
// the ASCII separators U+001C to U+001F.
func isPySpace(r rune) bool { return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f }

// splitSpace is Python's s.split(None, maxSplit): fields separated by runs
// of white space; after maxSplit splits (negative: no limit) the rest of
// the string, leading white space removed, is the last field.
func splitSpace(s string, maxSplit int) []string {
	var out []string
	for {
		s = strings.TrimLeftFunc(s, isPySpace)
		if s == "" {
			return out
		}
		if maxSplit >= 0 && len(out) == maxSplit {
			return append(out, s)
		}
		end := strings.IndexFunc(s, isPySpace)
		if end < 0 {
			return append(out, s)
		}
		out = append(out, s[:end])
		s = s[end:]
	}
}

// stringNormalizerOp is StringNormalizer: from X ([C] or [1, C]) it drops
// the stopwords (compared exactly, or lower-cased when is_case_sensitive is
// 0) and changes the case of the rest (NONE, LOWER, UPPER). When nothing is
// left the output is one empty string, [1] or [1, 1], as ONNX Runtime does.
// Case mapping is Unicode's simple mapping, which is the en_US locale's; a
// locale with its own rules (Turkish dotted i, ...) is refused.
var stringNormalizerOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := needString(a, 0); err != nil {
			return nil, err
		}
		s := a.shape(0)
		if len(s) != 1 && (len(s) != 2 || s[0] != 1) {
			return nil, fmt.Errorf("input shape %v: want [C] or [1, C]", s)
		}
		p, err := decodeStrNorm(a.node())
		if err != nil {
			return nil, err
		}
		// Without stopwords every string is kept: the shape follows the
		// input's (one "" for none). With them, the strings decide it.
		kept := max(s[len(s)-1], 1)
		if len(p.stops) > 0 {
			x, err := a.value(0, "the strings, whose stopwords size the output")
			if err != nil {
				return nil, err
			}
			kept = int64(max(len(p.normalize(x.Strings)), 1))
		}
		if len(s) == 1 {
			return one(graph.String, graph.Shape{kept})
		}
		return one(graph.String, graph.Shape{1, kept})
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := decodeStrNorm(c.n)
		if err != nil {
			return err
		}
		for i, s := range c.in[0].Strings {
			if !utf8.ValidString(s) {
				return fmt.Errorf("string %d (%q) is not valid UTF-8 (ONNX Runtime refuses it; case mapping would replace the bytes)", i, s)
			}
		}
		out, err := alloc(graph.String, outs[0].shape)
		if err != nil {
			return err
		}
		copy(out.Strings, p.normalize(c.in[0].Strings)) // none left: the one "" from alloc
		c.set(0, out)
		return nil
	},
	strings: true,
}

// strNorm is StringNormalizer's attributes, checked.
type strNorm struct {
	change        string
	caseSensitive bool
	stops         map[string]bool
}

func decodeStrNorm(n *graph.Node) (*strNorm, error) {
	p := &strNorm{change: n.Str("case_change_action", "NONE"), caseSensitive: n.Int("is_case_sensitive", 0) != 0, stops: map[string]bool{}}
	if p.change != "NONE" && p.change != "LOWER" && p.change != "UPPER" {
		return nil, fmt.Errorf("case_change_action %q: want NONE, LOWER or UPPER", p.change)
	}
	switch loc := n.Str("locale", ""); {
	case loc == "", loc == "C", loc == "POSIX", loc == "en", strings.HasPrefix(loc, "en_"), strings.HasPrefix(loc, "en-"):
	default:
		return nil, graph.Unsupportedf("StringNormalizer %q: locale %q is not supported (only English locales, whose case mapping is Unicode's)", n.Name, loc)
	}
	for _, w := range n.Strings("stopwords", nil) {
		if !p.caseSensitive {
			w = strings.ToLower(w)
		}
		p.stops[w] = true
	}
	return p, nil
}

// normalize returns the strings kept, with their case changed.
func (p *strNorm) normalize(xs []string) []string {
	var out []string
	for _, s := range xs {
		key := s
		if !p.caseSensitive {
			key = strings.ToLower(s)
		}
		if p.stops[key] {
			continue
		}
		switch p.change {
		case "LOWER":
			s = strings.ToLower(s)
		case "UPPER":
			s = strings.ToUpper(s)
		}
		out = append(out, s)
	}
	return out
}
