package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// npyFile builds a version 1.0 .npy file with the given header dictionary
// entries and data, as NumPy lays it out.
func npyFile(descr string, fortran bool, shape string, data []byte) []byte {
	order := "False"
	if fortran {
		order = "True"
	}
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': %s, 'shape': %s, }", descr, order, shape)
	hdr := dict + strings.Repeat(" ", (64-(10+len(dict)+1)%64)%64) + "\n"
	var b bytes.Buffer
	b.WriteString(magic)
	b.Write([]byte{1, 0})
	binary.Write(&b, binary.LittleEndian, uint16(len(hdr)))
	b.WriteString(hdr)
	b.Write(data)
	return b.Bytes()
}

// utf32 is s as NumPy's '<U' (or '>U') element of width w.
func utf32(s string, w int, big bool) []byte {
	out := make([]byte, 4*w)
	i := 0
	for _, c := range s {
		if big {
			binary.BigEndian.PutUint32(out[i:], uint32(c))
		} else {
			binary.LittleEndian.PutUint32(out[i:], uint32(c))
		}
		i += 4
	}
	return out
}

// TestStrings reads NumPy's string layouts (unicode either byte order,
// byte strings, Fortran order) and round-trips random strings through
// Write.
func TestStrings(t *testing.T) {
	words := []string{"ab", "", "Ünï", "x"}
	cat := func(big bool, order []int) []byte {
		var b []byte
		for _, i := range order {
			b = append(b, utf32(words[i], 3, big)...)
		}
		return b
	}
	for _, tc := range []struct {
		name string
		file []byte
		want *Array
	}{
		{"unicode", npyFile("<U3", false, "(2, 2)", cat(false, []int{0, 1, 2, 3})), &Array{DType: "string", Shape: []int64{2, 2}, Strings: words}},
		{"big-endian", npyFile(">U3", false, "(4,)", cat(true, []int{0, 1, 2, 3})), &Array{DType: "string", Shape: []int64{4}, Strings: words}},
		{"fortran", npyFile("<U3", true, "(2, 2)", cat(false, []int{0, 2, 1, 3})), &Array{DType: "string", Shape: []int64{2, 2}, Strings: words}},
		{"bytes", npyFile("|S3", false, "(2,)", []byte("ab\x00\xffz\x00")), &Array{DType: "string", Shape: []int64{2}, Strings: []string{"ab", "\xffz"}}},
		{"scalar", npyFile("<U2", false, "()", utf32("hi", 2, false)), &Array{DType: "string", Shape: []int64{}, Strings: []string{"hi"}}},
	} {
		got, err := Read(bytes.NewReader(tc.file), int64(len(tc.file)))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", tc.name, diff)
		}
	}
	rng := rand.New(rand.NewPCG(rand.Uint64(), 5))
	alpha := []string{"a", "é", "€", "😀", " ", "\xff"}
	for _, utf := range []bool{true, false} {
		want := &Array{DType: "string", Shape: []int64{3, 2}, Strings: make([]string, 6)}
		for i := range want.Strings {
			for range rng.IntN(4) {
				c := alpha[rng.IntN(len(alpha)-1)]
				if !utf && rng.IntN(2) == 0 {
					c = alpha[len(alpha)-1] // not UTF-8: written as bytes
				}
				want.Strings[i] += c
			}
		}
		var b bytes.Buffer
		if err := Write(&b, want); err != nil {
			t.Fatal(err)
		}
		got, err := Read(bytes.NewReader(b.Bytes()), int64(b.Len()))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("round trip (-want +got)\n%s", diff)
		}
	}
}

// TestStringsReject: sizes beyond the file, code points outside Unicode
// and a string count that does not fit the shape are errors.
func TestStringsReject(t *testing.T) {
	for name, file := range map[string][]byte{
		"huge shape":   npyFile("<U4", false, "(1000000000, 1000000000)", nil),
		"huge width":   npyFile("<U99999999", false, "(2,)", nil),
		"truncated":    npyFile("<U4", false, "(3,)", make([]byte, 20)),
		"not a rune":   npyFile("<U1", false, "(1,)", []byte{0, 0, 0x11, 0}),
		"a surrogate":  npyFile("<U1", false, "(1,)", []byte{0, 0xd8, 0, 0}),
		"width digits": npyFile("<Ux", false, "(1,)", []byte{0}),
	} {
		if _, err := Read(bytes.NewReader(file), int64(len(file))); err == nil {
			t.Errorf("%s: read", name)
		}
	}
	// Issue 32: an oversized width was reported as an unsupported dtype
	// ("want bool, int, uint or float"); it is named as what it is.
	for _, d := range []string{"<U99999999999", "|S-1", "<Ux"} {
		file := npyFile(d, false, "(1,)", nil)
		_, err := Read(bytes.NewReader(file), int64(len(file)))
		if err == nil || !strings.Contains(err.Error(), "string dtype") || strings.Contains(err.Error(), "want bool") {
			t.Errorf("%s: %v, want an error about the string width", d, err)
		}
	}
	if err := Write(&bytes.Buffer{}, &Array{DType: "string", Shape: []int64{3}, Strings: []string{"a"}}); err == nil {
		t.Error("wrote 1 string as 3")
	}
}
