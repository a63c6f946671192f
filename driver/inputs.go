package driver

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// FillMode says how inputs that are not given are made.
type FillMode string

// The fill modes.
const (
	// FillNone leaves missing inputs missing (an error when running).
	FillNone FillMode = ""
	// FillRandom draws every element from a seeded generator: floats
	// uniform in [-1, 1), integers uniform in [0, IntMax) (capped at the
	// type's largest value), bools 0 or 1.
	FillRandom FillMode = "random"
	// FillZeros and FillOnes fill with 0 and 1.
	FillZeros FillMode = "zeros"
	FillOnes  FillMode = "ones"
)

// ParseFillMode parses a --fill value ("" is FillNone).
func ParseFillMode(s string) (FillMode, error) {
	switch m := FillMode(s); m {
	case FillNone, FillRandom, FillZeros, FillOnes:
		return m, nil
	}
	return "", fmt.Errorf("--fill %q: want random, zeros or ones", s)
}

// Fill says how to fill the inputs that are not given.
type Fill struct {
	Mode FillMode
	// Seed seeds FillRandom; the same seed gives the same inputs.
	Seed uint64
	// IntMax bounds random integers to [0, IntMax); 0 means 2, which is
	// safe for masks, token types and small embedding tables.
	IntMax int64
	// Sources says where each input given with --input was read from
	// ("x.npy", or "in.npz member x.npy"), so FillInputs names the file
	// of a given input the model does not have.
	Sources map[string]string
}

// DefaultIntMax is the bound of random integers when Fill.IntMax is 0.
const DefaultIntMax = 2

// ReadInputs reads --input specs: NAME=FILE.npy gives one input, FILE.npz
// (no '=') gives every array of a NumPy archive as the input its member
// names (x.npy is input x). An input given twice, by either form, is an
// error naming both places. It returns the arrays by name and where each
// was read from (for Fill.Sources).
func ReadInputs(specs []string) (map[string]*npy.Array, map[string]string, error) {
	out := map[string]*npy.Array{}
	sources := map[string]string{}
	add := func(name string, a *npy.Array, src string) error {
		if prev, dup := sources[name]; dup {
			return fmt.Errorf("--input %s is given twice (%s and %s): give each input once", name, prev, src)
		}
		out[name], sources[name] = a, src
		return nil
	}
	for _, spec := range specs {
		name, file, ok := strings.Cut(spec, "=")
		if !ok {
			if !strings.HasSuffix(spec, ".npz") {
				return nil, nil, fmt.Errorf("--input %q: want NAME=FILE.npy or FILE.npz", spec)
			}
			arrays, err := npy.ReadNPZ(spec)
			if err != nil {
				return nil, nil, fmt.Errorf("--input %s: %w", spec, err)
			}
			for _, n := range arrays {
				if err := add(n.Name, n.Array, fmt.Sprintf("%s member %s.npy", spec, n.Name)); err != nil {
					return nil, nil, err
				}
			}
			continue
		}
		if strings.HasSuffix(file, ".npz") {
			return nil, nil, fmt.Errorf("--input %s: an .npz archive names its inputs by its members: give it alone, --input %s", spec, file)
		}
		if name == "" || file == "" {
			return nil, nil, fmt.Errorf("--input %q: want NAME=FILE.npy or FILE.npz", spec)
		}
		a, err := npy.ReadFile(file)
		if err != nil {
			return nil, nil, fmt.Errorf("--input %s: %w", name, err)
		}
		if err := add(name, a, file); err != nil {
			return nil, nil, err
		}
	}
	return out, sources, nil
}

// checkGiven refuses an input given with --input (one f.Sources names)
// that is not among specs, naming the file (and archive member) it came
// from.
func checkGiven(specs []InputSpec, given map[string]*npy.Array, f Fill) error {
	known := make(map[string]bool, len(specs))
	names := make([]string, len(specs))
	for i, s := range specs {
		known[s.Name], names[i] = true, s.Name
	}
	var unknown []string
	for name := range given {
		if _, from := f.Sources[name]; from && !known[name] {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	return fmt.Errorf("--input %s: unknown input %q: the model's inputs are %s", f.Sources[unknown[0]], unknown[0], strings.Join(names, ", "))
}

// OutputFileName is the file an output named name is written to in an
// output directory: name.npy, with every character other than letters,
// digits, '.', '_' and '-' replaced by '_' and no leading dot, so a name
// from a model or bundle (untrusted: "../../etc/x", "/fc/Gemm") is never a
// path. A name too long for one file name (NAME_MAX, 255 bytes) keeps its
// first maxOutputStem characters and gains a hash of the whole name, so a
// long name still makes a file and distinct long names distinct files.
func OutputFileName(name string) string {
	b := []byte(name)
	for i, c := range b {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' && i > 0
		if !ok {
			b[i] = '_'
		}
	}
	if len(b) == 0 {
		b = []byte("_")
	}
	if len(b) > maxOutputStem {
		sum := sha256.Sum256([]byte(name))
		b = append(b[:maxOutputStem], "-"+hex.EncodeToString(sum[:8])...)
	}
	return string(b) + ".npy"
}

// maxOutputStem bounds the part of an output file name kept from the
// output's name: with the hash and ".npy" it stays under 255 bytes.
const maxOutputStem = 200

// FillInputs adds to given an array for every spec it lacks, made as f
// says, and returns the names it filled in spec order. With FillNone it
// adds nothing. Inputs are filled in spec order from one generator, so a
// seed reproduces them. An input given with --input (named in f.Sources)
// that specs lack is an error naming its file.
func FillInputs(specs []InputSpec, given map[string]*npy.Array, f Fill) ([]string, error) {
	if err := checkGiven(specs, given, f); err != nil {
		return nil, err
	}
	if f.Mode == FillNone {
		return nil, nil
	}
	rng := rand.New(rand.NewPCG(f.Seed, 0x6d67787066696c6c)) // "mgxpfill"
	intMax := f.IntMax
	if intMax <= 0 {
		intMax = DefaultIntMax
	}
	var filled []string
	for _, s := range specs {
		if _, ok := given[s.Name]; ok {
			continue
		}
		if s.DType == program.SequenceDType || s.DType == program.OptionalDType || s.DType == program.MapDType {
			return filled, fmt.Errorf("input %s is a %s: run takes tensors (.npy files) only", s.Name, s.DType)
		}
		if s.Shape == nil {
			return filled, fmt.Errorf("input %s has dynamic dims: bind them with --dim NAME=SIZE or --input-dim %s=D0,D1,... to fill it", s.Name, s.Name)
		}
		a, err := fillArray(s, f.Mode, rng, intMax)
		if err != nil {
			return filled, err
		}
		given[s.Name] = a
		filled = append(filled, s.Name)
	}
	return filled, nil
}

func fillArray(s InputSpec, mode FillMode, rng *rand.Rand, intMax int64) (*npy.Array, error) {
	dt, err := graph.ParseDType(s.DType)
	if err != nil {
		return nil, fmt.Errorf("fill input %s: %w", s.Name, err)
	}
	n, err := program.Elems(s.Shape)
	if err != nil {
		return nil, fmt.Errorf("fill input %s: %w", s.Name, err)
	}
	if dt == graph.String {
		return nil, fmt.Errorf("fill input %s: it holds strings, which are not filled: give it with --input %s=FILE.npy", s.Name, s.Name)
	}
	size := int64(dt.Size())
	if n > graph.MaxElements/size {
		return nil, fmt.Errorf("fill input %s: %s %v is too large", s.Name, s.DType, s.Shape)
	}
	a := &npy.Array{DType: s.DType, Shape: append([]int64{}, s.Shape...), Data: make([]byte, n*size)}
	if mode == FillZeros {
		return a, nil
	}
	for i := range n {
		var f float64 // the value for float types
		var v int64   // the value for integer and bool types
		switch mode {
		case FillOnes:
			f, v = 1, 1
		case FillRandom:
			f = 2*rng.Float64() - 1
			switch {
			case dt == graph.Bool:
				v = rng.Int64N(2)
			case dt.IsInt():
				v = rng.Int64N(min(intMax, intLimit(dt)))
			}
		}
		putElem(a.Data[i*size:], dt, f, v)
	}
	return a, nil
}

// intLimit is one past the largest value of an integer dtype, capped at
// 1<<62 (enough for any fill).
func intLimit(dt graph.DType) int64 {
	bits := 8 * dt.Size()
	if dt.IsSigned() {
		bits--
	}
	return 1 << min(bits, 62)
}

// putElem writes one element: f for float types, v otherwise.
func putElem(b []byte, dt graph.DType, f float64, v int64) {
	le := binary.LittleEndian
	switch dt {
	case graph.Float32:
		le.PutUint32(b, math.Float32bits(float32(f)))
	case graph.Float64:
		le.PutUint64(b, math.Float64bits(f))
	case graph.Float16:
		le.PutUint16(b, graph.Float32ToFloat16(float32(f)))
	case graph.BFloat16:
		le.PutUint16(b, graph.Float32ToBFloat16(float32(f)))
	case graph.Int8, graph.Uint8, graph.Bool:
		b[0] = byte(v)
	case graph.Int16, graph.Uint16:
		le.PutUint16(b, uint16(v))
	case graph.Int32, graph.Uint32:
		le.PutUint32(b, uint32(v))
	case graph.Int64, graph.Uint64:
		le.PutUint64(b, uint64(v))
	}
}
