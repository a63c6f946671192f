package driver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fxamacker/cbor/v2"
	"github.com/klauspost/compress/zstd"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/target"
)

// FuzzManifestFields starts from the shared mlp compiled portably and
// finalized for host, and lets the fuzz input mutate the FIELDS of its
// manifest (buffers, arena, launches, code objects and their launch plans,
// sections, weights, names) — fixing up content IDs or not — then writes
// the bundle file (format of package bundle: preamble, zstd sections,
// deterministic CBOR manifest), opens it through driver.Load for the host
// (no MLIR library: nothing is compiled), runs it on random inputs and
// writes the outputs as `mgxport run --output-dir` does. It asserts no
// panic or fatal error, nothing created outside the output directory, and
// outputs of the program's dtypes and shapes after any successful run.
//
// Trust boundary (README "Trust"): a host_so object is native code. A
// manifest that changes what the native code itself was compiled for — its
// symbol, its launch plan, the number of its arguments, fewer bytes for an
// argument than it was built to touch, or a payload that is not one of the
// original host objects — is outside what the runtime can check, so such a
// bundle is opened and loaded but not run.
func FuzzManifestFields(f *testing.F) {
	base := fuzzBase(f)
	f.Add([]byte{})
	f.Add([]byte{0x01})
	// Names with path traversal for every kind of name.
	// Each mutation reads: program, object, op, then the op's own bytes.
	f.Add([]byte{1, 0, 0, 10, 1, 1, 0, 0, 10, 2, 2, 0, 0, 10, 0, 3})
	f.Add([]byte{1, 0, 1, 0, 0, 2, 0, 0, 0, 1, 17, 0, 0, 18, 0})
	f.Add([]byte{1, 0, 2, 5, 1, 0, 5, 0, 0, 0, 2, 0, 2, 7, 1})
	f.Add([]byte{0, 0, 0, 8, 2, 0, 3, 0, 0, 9, 3, 1, 0, 0, 12, 1, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzManifestOne(t, base, data)
	})
}

// fuzzBaseData is the finalized mlp: its manifest and every section's
// uncompressed bytes.
type fuzzBaseData struct {
	man      bundle.Manifest
	payloads map[string][]byte // object ID → payload
	weights  map[string][]byte
	// hostArgs maps the sha256 of an original host_so payload to its
	// object, for the native-contract check.
	host map[[32]byte]*codeobj.Object
	// signer signs the finalized objects of every mutated bundle, and
	// trust trusts it: the fuzzer plays a trusted producer whose bundles
	// are odd, which must still be errors, never crashes.
	signer *kcache.Signer
	trust  *kcache.Trust
}

func fuzzBase(f testing.TB) *fuzzBaseData {
	lib, err := OpenMLIR("")
	if err != nil {
		f.Fatalf("%v (the fuzzer finalizes a bundle for host: run `make build`, which runs `make deps`)", err)
	}
	dir := f.TempDir()
	portable := filepath.Join(dir, "mlp.mgxb")
	ctx := context.Background()
	if err := Compile(ctx, filepath.Join(sharedMLP, "model.onnx"), portable, CompileOptions{}); err != nil {
		f.Fatal(err)
	}
	final := filepath.Join(dir, "mlp-host.mgxb")
	signer, err := kcache.OpenSigner(filepath.Join(dir, "keys"))
	if err != nil {
		f.Fatal(err)
	}
	trust := &kcache.Trust{}
	trust.Add(signer.Public())
	if _, err := Finalize(ctx, LoadedMLIR(lib), portable, final, FinalizeOptions{Targets: []target.Target{target.HostRow()}, Jobs: 1, Signer: signer}); err != nil {
		f.Fatal(err)
	}
	r, err := bundle.Open(final)
	if err != nil {
		f.Fatal(err)
	}
	defer r.Close()
	b := &fuzzBaseData{man: r.Manifest, payloads: map[string][]byte{}, weights: map[string][]byte{}, host: map[[32]byte]*codeobj.Object{}, signer: signer, trust: trust}
	for _, e := range r.Manifest.Objects {
		o, err := r.ReadObject(e.ID)
		if err != nil {
			f.Fatal(err)
		}
		b.payloads[e.ID] = o.Payload
		if o.Format == codeobj.HostSO {
			b.host[sha256.Sum256(o.Payload)] = o
		}
	}
	for _, w := range r.Manifest.Weights {
		buf := make([]byte, w.Section.Raw)
		if err := r.ReadWeight(w.Name, buf); err != nil {
			f.Fatal(err)
		}
		b.weights[w.Name] = buf
	}
	if len(b.host) == 0 {
		f.Fatal("finalized mlp has no host objects")
	}
	return b
}

// fuzzIn consumes the fuzz input; past its end every read is 0.
type fuzzIn struct{ b []byte }

func (in *fuzzIn) more() bool { return len(in.b) > 0 }

func (in *fuzzIn) byte() byte {
	if len(in.b) == 0 {
		return 0
	}
	c := in.b[0]
	in.b = in.b[1:]
	return c
}

func (in *fuzzIn) pick(n int) int {
	if n <= 0 {
		return 0
	}
	return int(in.byte()) % n
}

// int64 returns a value that stresses a size, offset or index near orig.
func (in *fuzzIn) int64(orig int64) int64 {
	vals := []int64{0, 1, -1, 2, 3, 4, 7, 8, 64, 1 << 20, 1 << 31, 1<<32 + 4, 1 << 40, 1<<40 + 1, 1 << 62, 1<<63 - 1, -1 << 63,
		orig + 1, orig - 1, orig * 2, orig / 2, orig + 4, orig - 4, orig + 64, -orig, orig + 1<<30}
	i := in.pick(len(vals) + 1)
	if i == len(vals) {
		var b [8]byte
		for j := range b {
			b[j] = in.byte()
		}
		return int64(binary.LittleEndian.Uint64(b[:]))
	}
	return vals[i]
}

var fuzzNames = []string{"", "../../x", "../../../tmp/mgxport-fuzz-escape", "/etc/passwd", ".", "..", ".hidden", "a/b", "a\\b",
	"x\x00y", "y", "output", "input", strings.Repeat("n", 300), "x.npy", "../" + strings.Repeat("a/../", 20) + "z", "π/ü", " "}

var fuzzDTypes = []string{"float32", "float16", "float64", "int8", "int32", "int64", "uint8", "bool", "bfloat16", "complex64", "", "float"}

func (in *fuzzIn) name(others ...string) string {
	all := append(slices.Clone(fuzzNames), others...)
	return all[in.pick(len(all))]
}

func (in *fuzzIn) shape(orig []int64) []int64 {
	s := slices.Clone(orig)
	switch in.pick(5) {
	case 0:
		if len(s) > 0 {
			s[in.pick(len(s))] = in.int64(s[0])
		}
	case 1:
		s = append(s, in.int64(1))
	case 2:
		if len(s) > 0 {
			s = s[:len(s)-1]
		}
	case 3:
		s = nil
	case 4:
		for i := range s {
			s[i] = in.int64(s[i])
		}
	}
	return s
}

// mutate applies the input's mutations to m, payloads and weights.
func (in *fuzzIn) mutate(m *bundle.Manifest, payloads map[string][]byte, weights map[string][]byte, secs *[]func(*bundle.Section, int)) {
	objIDs := func() []string {
		var ids []string
		for _, e := range m.Objects {
			ids = append(ids, e.ID)
		}
		return ids
	}
	for ops := 0; in.more() && ops < 24; ops++ {
		var p *program.Program
		if len(m.Programs) > 0 {
			p = &m.Programs[in.pick(len(m.Programs))]
		}
		var o *bundle.ObjectEntry
		if len(m.Objects) > 0 {
			o = &m.Objects[in.pick(len(m.Objects))]
		}
		switch op := in.pick(20); op {
		case 0: // a buffer field
			if p == nil || len(p.Buffers) == 0 {
				continue
			}
			b := &p.Buffers[in.pick(len(p.Buffers))]
			switch in.pick(7) {
			case 0:
				b.Offset = in.int64(b.Offset)
			case 1:
				b.Bytes = in.int64(b.Bytes)
			case 2:
				b.Shape = in.shape(b.Shape)
				if in.pick(2) == 0 {
					if n, err := program.Elems(b.Shape); err == nil {
						b.Bytes = n * program.DTypeSize(b.DType)
					}
				}
			case 3:
				b.DType = fuzzDTypes[in.pick(len(fuzzDTypes))]
				if in.pick(2) == 0 {
					if n, err := program.Elems(b.Shape); err == nil {
						b.Bytes = n * program.DTypeSize(b.DType)
					}
				}
			case 4:
				b.Kind = []program.BufferKind{program.Input, program.Output, program.Weight, program.Temp, "", "bogus"}[in.pick(6)]
			case 5:
				b.Weight = in.name(slices.Collect(maps.Keys(weights))...)
			case 6:
				b.Name = in.name(p.Buffers[0].Name)
			}
		case 1:
			if p != nil {
				p.ArenaSize = in.int64(p.ArenaSize)
			}
		case 2: // a launch argument index
			if p == nil || len(p.Launches) == 0 {
				continue
			}
			l := &p.Launches[in.pick(len(p.Launches))]
			switch in.pick(3) {
			case 0:
				if len(l.Args) > 0 {
					l.Args[in.pick(len(l.Args))] = int(in.int64(int64(l.Args[0])))
				}
			case 1:
				l.Args = append(l.Args, in.pick(len(p.Buffers)+2))
			case 2:
				if len(l.Args) > 0 {
					l.Args = l.Args[:len(l.Args)-1]
				}
			}
		case 3: // a launch's kernels
			if p == nil || len(p.Launches) == 0 {
				continue
			}
			l := &p.Launches[in.pick(len(p.Launches))]
			ids := append(objIDs(), "", "../../x", strings.Repeat("0", 64))
			switch in.pick(3) {
			case 0:
				l.Kernels = []string{ids[in.pick(len(ids))]}
			case 1:
				l.Kernels = append(l.Kernels, ids[in.pick(len(ids))])
			case 2:
				l.Kernels = nil
			}
		case 4: // program inputs and outputs
			if p == nil {
				continue
			}
			idx := &p.Inputs
			if in.pick(2) == 1 {
				idx = &p.Outputs
			}
			switch in.pick(3) {
			case 0:
				*idx = append(*idx, int(in.int64(int64(len(p.Buffers)))))
			case 1:
				*idx = append(*idx, in.pick(len(p.Buffers)+1))
			case 2:
				if len(*idx) > 0 {
					*idx = (*idx)[1:]
				}
			}
		case 5: // an object argument
			if o == nil || len(o.Object.Args) == 0 {
				continue
			}
			args := slices.Clone(o.Object.Args)
			a := &args[in.pick(len(args))]
			switch in.pick(5) {
			case 0:
				a.DType = fuzzDTypes[in.pick(len(fuzzDTypes))]
			case 1:
				a.Shape = in.shape(a.Shape)
			case 2:
				a.Write = !a.Write
			case 3:
				args = args[:len(args)-1]
			case 4:
				args = append(args, codeobj.Arg{Name: "extra", DType: "float32", Shape: []int64{in.int64(4)}})
			}
			o.Object.Args = args
			// Often the same change to the object it finalizes (or that
			// finalizes it), so the pair stays consistent.
			if in.pick(2) == 0 {
				for i := range m.Objects {
					if e := &m.Objects[i]; e.Object.Source == o.ID || o.Object.Source == e.ID {
						e.Object.Args = slices.Clone(args)
					}
				}
			}
		case 6: // object launch sizes
			if o == nil {
				continue
			}
			d := in.pick(3)
			if in.pick(2) == 0 {
				o.Object.Global[d] = in.int64(o.Object.Global[d])
			} else {
				o.Object.Local[d] = in.int64(o.Object.Local[d])
			}
		case 7: // object launch plan
			if o == nil {
				continue
			}
			switch in.pick(4) {
			case 0:
				o.Object.Scratch = append(o.Object.Scratch, in.int64(64))
			case 1:
				args := make([]int, len(o.Object.Args))
				for i := range args {
					args[i] = i
				}
				o.Object.Launches = append(o.Object.Launches, codeobj.Launch{Symbol: o.Object.Symbol, Grid: [3]int64{1, 1, 1}, Block: [3]int64{1, 1, 1}, Args: args})
			case 2:
				if len(o.Object.Launches) > 0 {
					l := &o.Object.Launches[in.pick(len(o.Object.Launches))]
					l.Args = append(l.Args, int(in.int64(int64(len(o.Object.Args)))))
					l.Shared = in.int64(l.Shared)
					l.Grid[in.pick(3)] = in.int64(1)
				}
			case 3:
				o.Object.Launches, o.Object.Scratch = nil, nil
			}
		case 8: // a section field
			kind := in.pick(5)
			which := int(in.byte())
			v := in.int64(0)
			*secs = append(*secs, func(s *bundle.Section, i int) {
				if i%max(which, 1) != 0 && which != 0 {
					return
				}
				switch kind {
				case 0:
					s.Offset = v
				case 1:
					s.Length = v
				case 2:
					s.Raw = v
				case 3:
					s.SHA256 = s.SHA256[:min(len(s.SHA256), int(v&63))]
				case 4:
					s.Offset, s.Length = s.Offset+v, s.Length-v
				}
			})
		case 9: // a weight
			if len(m.Weights) == 0 {
				continue
			}
			w := &m.Weights[in.pick(len(m.Weights))]
			switch in.pick(4) {
			case 0:
				w.Shape = in.shape(w.Shape)
			case 1:
				w.DType = fuzzDTypes[in.pick(len(fuzzDTypes))]
			case 2:
				old := w.Name
				w.Name = in.name(old)
				weights[w.Name] = weights[old]
			case 3: // new contents that fit a new shape
				w.Shape = in.shape(w.Shape)
				// n * size may overflow: bound n first.
				if n, err := program.Elems(w.Shape); err == nil && program.DTypeSize(w.DType) > 0 && n <= (1<<20)/program.DTypeSize(w.DType) {
					weights[w.Name] = make([]byte, n*program.DTypeSize(w.DType))
				}
			}
		case 10: // names: program, buffer, output
			if p == nil {
				continue
			}
			switch in.pick(3) {
			case 0:
				p.Name = in.name()
			case 1:
				if len(p.Outputs) > 0 {
					if i := p.Outputs[in.pick(len(p.Outputs))]; i >= 0 && i < len(p.Buffers) {
						p.Buffers[i].Name = in.name()
					}
				}
			case 2:
				if len(p.Inputs) > 0 {
					if i := p.Inputs[in.pick(len(p.Inputs))]; i >= 0 && i < len(p.Buffers) {
						p.Buffers[i].Name = in.name()
					}
				}
			}
		case 11: // an object's identity fields
			if o == nil {
				continue
			}
			switch in.pick(5) {
			case 0:
				o.Object.Symbol = in.name("memset", "abort", "exit", o.Object.Symbol+host_packed)
			case 1:
				o.Object.Format = []codeobj.Format{codeobj.HostSO, codeobj.MLIRBytecode, codeobj.AMDGCNSPIRV, codeobj.PTX, "elf"}[in.pick(5)]
			case 2:
				o.Object.Target = []string{"host", "gfx1151", "sm_90", "", codeobj.PortableArch}[in.pick(5)]
			case 3:
				ids := append(objIDs(), "")
				o.Object.Source = ids[in.pick(len(ids))]
			case 4:
				o.ID = in.name(objIDs()...)
			}
		case 12: // a payload: swap with another object's, truncate
			if o == nil {
				continue
			}
			switch in.pick(2) {
			case 0:
				o2 := m.Objects[in.pick(len(m.Objects))]
				payloads[o.ID], payloads[o2.ID] = payloads[o2.ID], payloads[o.ID]
			case 1:
				pl := payloads[o.ID]
				payloads[o.ID] = pl[:int(uint64(in.int64(int64(len(pl)/2)))%uint64(len(pl)+1))]
			}
		case 13: // programs: duplicate, drop, reorder
			switch in.pick(3) {
			case 0:
				if p != nil {
					c := *p
					c.Buffers = slices.Clone(p.Buffers)
					m.Programs = append(m.Programs, c)
				}
			case 1:
				if len(m.Programs) > 0 {
					m.Programs = m.Programs[1:]
				}
			case 2:
				slices.Reverse(m.Programs)
			}
		case 14: // objects and weights: drop one, duplicate one
			switch in.pick(3) {
			case 0:
				if len(m.Objects) > 0 {
					i := in.pick(len(m.Objects))
					m.Objects = slices.Delete(m.Objects, i, i+1)
				}
			case 1:
				if len(m.Weights) > 0 {
					i := in.pick(len(m.Weights))
					m.Weights = slices.Delete(m.Weights, i, i+1)
				}
			case 2:
				if o != nil {
					m.Objects = append(m.Objects, *o)
				}
			}
		case 15:
			m.Format = int(in.int64(int64(m.Format)))
		case 16: // a buffer and the launch arguments bound to it move together
			if p == nil || len(p.Buffers) == 0 {
				continue
			}
			i := in.pick(len(p.Buffers))
			j := in.pick(len(p.Buffers))
			for li := range p.Launches {
				for ai, a := range p.Launches[li].Args {
					if a == i {
						p.Launches[li].Args[ai] = j
					}
				}
			}
		case 17: // a buffer aliased onto another's bytes
			if p == nil || len(p.Buffers) < 2 {
				continue
			}
			a := &p.Buffers[in.pick(len(p.Buffers))]
			b := p.Buffers[in.pick(len(p.Buffers))]
			a.Offset = b.Offset + int64(in.pick(9))
		case 18: // the arena just fits, or one byte short
			if p == nil {
				continue
			}
			var end int64
			for _, b := range p.Buffers {
				end = max(end, b.Offset+b.Bytes)
			}
			p.ArenaSize = end - int64(in.pick(2))
		case 19: // options and model identity
			m.Options = map[string]string{in.name(): in.name()}
			m.Model.Name = in.name()
		}
	}
}

// host_packed is host.PackedSuffix, spelled here to keep imports small.
const host_packed = ".packed"

// fixIDs recomputes every object's content ID from its (mutated) fields
// and payload, and follows the change in Source fields and launches.
func fixIDs(m *bundle.Manifest, payloads map[string][]byte) {
	remap := map[string]string{}
	newPayloads := map[string][]byte{}
	rename := func(portable bool) {
		for i := range m.Objects {
			e := &m.Objects[i]
			if e.Object.Format.Portable() != portable {
				continue
			}
			if nid, ok := remap[e.Object.Source]; ok {
				e.Object.Source = nid
			}
			o := e.Object
			o.Payload = payloads[e.ID]
			nid := o.ID()
			remap[e.ID] = nid
			newPayloads[nid] = payloads[e.ID]
			e.ID = nid
		}
	}
	rename(true)
	rename(false)
	for i := range m.Programs {
		for j := range m.Programs[i].Launches {
			for k, id := range m.Programs[i].Launches[j].Kernels {
				if nid, ok := remap[id]; ok {
					m.Programs[i].Launches[j].Kernels[k] = nid
				}
			}
		}
	}
	maps.Copy(payloads, newPayloads)
}

// cloneManifest deep-copies what mutate changes.
func cloneManifest(m bundle.Manifest) bundle.Manifest {
	c := m
	c.Programs = slices.Clone(m.Programs)
	for i := range c.Programs {
		p := &c.Programs[i]
		p.Buffers = slices.Clone(p.Buffers)
		for j := range p.Buffers {
			p.Buffers[j].Shape = slices.Clone(p.Buffers[j].Shape)
		}
		p.Inputs, p.Outputs = slices.Clone(p.Inputs), slices.Clone(p.Outputs)
		p.Launches = slices.Clone(p.Launches)
		for j := range p.Launches {
			p.Launches[j].Args = slices.Clone(p.Launches[j].Args)
			p.Launches[j].Kernels = slices.Clone(p.Launches[j].Kernels)
		}
	}
	c.Objects = slices.Clone(m.Objects)
	for i := range c.Objects {
		o := &c.Objects[i].Object
		o.Args = slices.Clone(o.Args)
		for j := range o.Args {
			o.Args[j].Shape = slices.Clone(o.Args[j].Shape)
		}
		o.Launches = slices.Clone(o.Launches)
		for j := range o.Launches {
			o.Launches[j].Args = slices.Clone(o.Launches[j].Args)
		}
		o.Scratch = slices.Clone(o.Scratch)
	}
	c.Weights = slices.Clone(m.Weights)
	for i := range c.Weights {
		c.Weights[i].Shape = slices.Clone(c.Weights[i].Shape)
	}
	return c
}

// fuzzPreamble mirrors the bundle package's preamble.
type fuzzPreamble struct {
	Magic  string `cbor:"1,keyasint"`
	Format int    `cbor:"2,keyasint"`
	Where  []byte `cbor:"3,keyasint"`
}

// writeFuzzBundle writes m with its sections to path in the bundle format,
// without validating anything; secs then tamper with the sections' table
// entries (the n-th section is passed n).
func writeFuzzBundle(t *testing.T, path string, m *bundle.Manifest, payloads, weights map[string][]byte, secs []func(*bundle.Section, int)) {
	enc, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		t.Fatal(err)
	}
	zw, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedFastest))
	if err != nil {
		t.Fatal(err)
	}
	defer zw.Close()
	var data bytes.Buffer
	n := 0
	add := func(raw []byte) bundle.Section {
		c := zw.EncodeAll(raw, nil)
		sum := sha256.Sum256(c)
		s := bundle.Section{Offset: int64(data.Len()), Length: int64(len(c)), Raw: int64(len(raw)), SHA256: sum[:]}
		data.Write(c)
		for _, f := range secs {
			f(&s, n)
		}
		n++
		return s
	}
	m.Blocks = nil // every object gets a section of its own here
	for i := range m.Objects {
		m.Objects[i].Section = add(payloads[m.Objects[i].ID])
	}
	for i := range m.Weights {
		m.Weights[i].Section = add(weights[m.Weights[i].Name])
	}
	man, err := enc.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	man = zw.EncodeAll(man, nil) // format 2: the manifest is zstd data
	where := make([]byte, 48)
	pre, err := enc.Marshal(&fuzzPreamble{Magic: bundle.Magic, Format: bundle.FormatVersion, Where: where})
	if err != nil {
		t.Fatal(err)
	}
	manAt := int64(len(pre) + data.Len())
	binary.BigEndian.PutUint64(where[0:], uint64(manAt))
	binary.BigEndian.PutUint64(where[8:], uint64(len(man)))
	sum := sha256.Sum256(man)
	copy(where[16:], sum[:])
	if pre, err = enc.Marshal(&fuzzPreamble{Magic: bundle.Magic, Format: bundle.FormatVersion, Where: where}); err != nil {
		t.Fatal(err)
	}
	file := slices.Concat(pre, data.Bytes(), man)
	if err := os.WriteFile(path, file, 0o644); err != nil {
		t.Fatal(err)
	}
}

// nativeContractKept reports whether every host_so object of m asks its
// native code for nothing it was not built for (see FuzzManifestFields).
func nativeContractKept(b *fuzzBaseData, m *bundle.Manifest, payloads map[string][]byte) bool {
	argBytes := func(a codeobj.Arg) int64 {
		n, err := program.Elems(a.Shape)
		if err != nil || n > 1<<40 {
			return -1
		}
		return n * program.DTypeSize(a.DType)
	}
	for _, e := range m.Objects {
		if e.Object.Format != codeobj.HostSO {
			continue
		}
		orig, ok := b.host[sha256.Sum256(payloads[e.ID])]
		if !ok || e.Object.Symbol != orig.Symbol || len(e.Object.Launches) > 0 || len(e.Object.Args) != len(orig.Args) {
			return false
		}
		for i, a := range e.Object.Args {
			if argBytes(a) < argBytes(orig.Args[i]) {
				return false
			}
		}
	}
	return true
}

// fuzzManifestOne runs one input and says how far it got: "load" (Load
// refused the bundle), "native" (loaded; not run, see nativeContractKept),
// "big", "inputs", "run" (Run failed) or "written".
func fuzzManifestOne(t *testing.T, b *fuzzBaseData, data []byte) string {
	in := &fuzzIn{b: data}
	fix := in.byte()&1 == 1
	m := cloneManifest(b.man)
	payloads := maps.Clone(b.payloads)
	weights := maps.Clone(b.weights)
	var secs []func(*bundle.Section, int)
	in.mutate(&m, payloads, weights, &secs)
	if fix {
		fixIDs(&m, payloads)
	}
	m.Signatures = nil
	for _, id := range slices.Sorted(maps.Keys(maps.Collect(func(yield func(string, bool) bool) {
		for _, e := range m.Objects {
			if !e.Object.Format.Portable() && !yield(e.ID, true) {
				return
			}
		}
	}))) {
		m.Signatures = append(m.Signatures, bundle.Signature{Object: id, Key: b.signer.Public(), Sig: b.signer.SignObject(id)})
	}
	sandbox := t.TempDir()
	path := filepath.Join(sandbox, "b.mgxb")
	writeFuzzBundle(t, path, &m, payloads, weights, secs)
	outDir := filepath.Join(sandbox, "out")
	defer checkSandbox(t, sandbox)

	ctx := context.Background()
	// No MLIR library: a bundle that lacks host objects is an error, never
	// a compile.
	l, err := Load(ctx, path, LoadOptions{Trust: b.trust})
	if err != nil {
		return "load"
	}
	defer l.Close()
	if !nativeContractKept(b, &m, payloads) {
		return "native"
	}
	prog := l.Session.Program()
	var ioBytes int64
	for _, i := range slices.Concat(prog.Inputs, prog.Outputs) {
		ioBytes += prog.Buffers[i].Bytes
	}
	if ioBytes > 64<<20 {
		return "big" // valid, but too large to fill and copy in a fuzz run
	}
	inputs := map[string]*npy.Array{}
	if _, err := FillInputs(ProgramInputs(prog), inputs, Fill{Mode: FillRandom, Seed: 1}); err != nil {
		return "inputs"
	}
	outs, err := l.Session.Run(ctx, inputs)
	if err != nil {
		return "run"
	}
	// Every output present with its buffer's dtype and shape.
	for _, i := range prog.Outputs {
		buf := prog.Buffers[i]
		a, ok := outs[buf.Name]
		if !ok {
			t.Fatalf("run succeeded without output %q", buf.Name)
		}
		if a.DType != buf.DType || !slices.Equal(a.Shape, buf.Shape) || int64(len(a.Data)) != buf.Bytes {
			t.Fatalf("output %q is %s %v (%d bytes), program says %s %v (%d bytes)", buf.Name, a.DType, a.Shape, len(a.Data), buf.DType, buf.Shape, buf.Bytes)
		}
	}
	// As `mgxport run --output-dir` writes them.
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	byFile := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(outs)) {
		file := filepath.Join(outDir, OutputFileName(name))
		if byFile[file] {
			continue // the CLI refuses this; nothing to write
		}
		byFile[file] = true
		if filepath.Dir(file) != outDir {
			t.Fatalf("output %q would be written to %s, outside %s", name, file, outDir)
		}
		if err := npy.WriteFile(file, outs[name]); err != nil {
			t.Fatalf("write output %q: %v", name, err)
		}
	}
	return "written"
}

// checkSandbox fails when anything but the bundle and the output directory
// with plain .npy files directly in it lies in the sandbox.
func checkSandbox(t *testing.T, sandbox string) {
	err := filepath.WalkDir(sandbox, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(sandbox, p)
		switch {
		case rel == "." || rel == "b.mgxb" || rel == "out":
		case filepath.Dir(rel) == "out" && d.Type().IsRegular() && strings.HasSuffix(rel, ".npy") && !strings.HasPrefix(filepath.Base(rel), "."):
		default:
			return errors.New("unexpected file " + rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Names such as "../../x" and "../../../tmp/mgxport-fuzz-escape" would
	// land here if taken as paths.
	up := filepath.Dir(sandbox)
	for _, p := range []string{filepath.Join(up, "x"), filepath.Join(filepath.Dir(up), "x"), filepath.Join(os.TempDir(), "mgxport-fuzz-escape"), filepath.Join(os.TempDir(), "mgxport-fuzz-escape.npy")} {
		if _, err := os.Lstat(p); err == nil {
			t.Fatalf("%s exists: written outside the output directory", p)
		}
	}
}

// TestManifestFieldsBaseline checks the fuzzer's starting point: the
// unmutated bundle, written by the fuzzer's writer, loads, runs and writes
// its outputs; so do bundles whose output is renamed "../../x" or
// "/etc/passwd", inside the output directory.
func TestManifestFieldsBaseline(t *testing.T) {
	base := fuzzBase(t)
	for _, in := range [][]byte{{0}, {1}, {1, 0, 0, 10, 1, 1}, {1, 0, 0, 10, 1, 3}, {1, 0, 0, 10, 0, 2}} {
		if got := fuzzManifestOne(t, base, in); got != "written" {
			t.Errorf("input %v: got to %q, want written", in, got)
		}
	}
}
