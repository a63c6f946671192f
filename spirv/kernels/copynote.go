package kernels

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/mgxport/mgxport/spirv"
)

// layoutNote starts a layout copy's OpModuleProcessed note, which holds its
// LayoutSpec as JSON: the host copies rows of the view itself instead of
// raising the per-element loop (finalize/host.CopySource).
const layoutNote = "mgxport.layoutcopy "

// gatherNote starts a Gather's (not GatherElements') note, which holds
// its GatherSpec as JSON: the host copies the data row of each index.
const gatherNote = "mgxport.gather "

// GatherSpecOf returns the spec of a Gather kernel's SPIR-V module (from its
// note) and the kernel it generates, false when bin is not exactly the
// module Gather generates for that spec.
func GatherSpecOf(bin []byte) (spec GatherSpec, k Kernel, ok bool) {
	return specOf(bin, gatherNote, Gather, func(s GatherSpec) bool { return !s.Elements })
}

// concatNote starts a Concat's note, which holds its ConcatSpec as JSON:
// the host copies each input's contiguous blocks.
const concatNote = "mgxport.concat "

// ConcatSpecOf returns the spec of a Concat kernel's SPIR-V module (from its
// note) and the kernel it generates, false when bin is not exactly the
// module Concat generates for that spec.
func ConcatSpecOf(bin []byte) (spec ConcatSpec, k Kernel, ok bool) {
	return specOf(bin, concatNote, Concat, nil)
}

// LayoutSpecOf returns the spec of a layout copy's SPIR-V module (from its
// note) and the kernel it generates, false when bin is not exactly the
// module LayoutCopy generates for that spec (a note alone is never trusted).
func LayoutSpecOf(bin []byte) (spec LayoutSpec, k Kernel, ok bool) {
	return specOf(bin, layoutNote, LayoutCopy, nil)
}

// specOf reads the spec S from bin's note that starts with note (JSON, no
// unknown fields) and regenerates the kernel from it with gen: ok only
// when the spec passes valid (nil: any) and gen gives exactly one kernel
// whose module is bin, byte for byte. So a module from an untrusted bundle
// yields a spec only if the code it carries is the code the spec implies.
func specOf[S any](bin []byte, note string, gen func(S) ([]Kernel, error), valid func(S) bool) (spec S, k Kernel, ok bool) {
	text, ok := noteOf(bin, note)
	if !ok {
		return spec, k, false
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	var s S
	if err := dec.Decode(&s); err != nil || (valid != nil && !valid(s)) {
		return spec, k, false
	}
	ks, err := gen(s)
	if err != nil || len(ks) != 1 || !bytes.Equal(ks[0].Binary, bin) {
		return spec, k, false
	}
	return s, ks[0], true
}

// noteOf returns the text after prefix of the first OpModuleProcessed note
// of bin that starts with prefix.
func noteOf(bin []byte, prefix string) (string, bool) {
	m, err := spirv.Decode(bin)
	if err != nil {
		return "", false
	}
	for _, in := range m.Insts {
		if in.Opcode != spirv.OpModuleProcessed {
			continue
		}
		text, err := in.String(0)
		if err == nil && strings.HasPrefix(text, prefix) {
			return strings.TrimPrefix(text, prefix), true
		}
	}
	return "", false
}
