package spirv

import (
	"bytes"
	"testing"
)

// FuzzDecode feeds arbitrary bytes to the decoder: it must return an error or
// a module that re-encodes to exactly the input, parses into operands (or
// errors) and disassembles (or errors), never panic.
func FuzzDecode(f *testing.F) {
	f.Add(sampleModule(f))
	f.Add(constantsModule(f))
	f.Add([]byte{3, 2, 0x23, 7, 0, 6, 1, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		out, err := m.Encode()
		if err != nil {
			t.Fatalf("decoded module does not encode: %v", err)
		}
		if !bytes.Equal(out, data) {
			t.Fatal("re-encoded module differs from the input")
		}
		if _, err := m.Operands(); err != nil {
			t.Fatalf("Decode accepted a module Operands rejects: %v", err)
		}
		_, _ = m.Disassemble(DisasmOptions{})
		_, _ = m.Disassemble(DisasmOptions{RawIDs: true})
	})
}
