package rocdl

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/target"
)

// HSACO is what mgxport reads from an AMDGPU code object (an ELF shared
// object for one gfx arch): its target, its kernels' metadata (the
// NT_AMDGPU_METADATA note, MessagePack) and its symbols.
type HSACO struct {
	// Target is the note's amdhsa.target, e.g.
	// "amdgcn-amd-amdhsa--gfx942:sramecc+".
	Target string
	// Version is amdhsa.version (major, minor).
	Version []int64
	// Kernels lists amdhsa.kernels in order.
	Kernels []HSACOKernel
	// Undefined names the symbols the object needs from elsewhere; a code
	// object the HIP runtime loads has none.
	Undefined []string
	// Defined names every defined symbol.
	Defined []string
}

// HSACOKernel is one entry of amdhsa.kernels.
type HSACOKernel struct {
	Name, Symbol        string
	KernargSize         int64 // .kernarg_segment_size
	KernargAlign        int64 // .kernarg_segment_align
	GroupSize           int64 // .group_segment_fixed_size (static LDS)
	PrivateSize         int64 // .private_segment_fixed_size (scratch)
	Wave                int64 // .wavefront_size
	MaxFlatWorkgroup    int64 // .max_flat_workgroup_size
	SGPRs, VGPRs        int64
	Args                []HSACOArg
	ReqdWorkgroupSize   []int64 // .reqd_workgroup_size, when set
	UsesDynamicStack    bool
	hasGroup, hasKernel bool
}

// HSACOArg is one entry of a kernel's .args.
type HSACOArg struct {
	Kind         string // .value_kind: global_buffer, by_value, hidden_*
	Offset, Size int64
}

// ExplicitArgs returns the kernel's arguments that are not hidden (the
// ones a launch passes).
func (k HSACOKernel) ExplicitArgs() []HSACOArg {
	var out []HSACOArg
	for _, a := range k.Args {
		if !strings.HasPrefix(a.Kind, "hidden_") {
			out = append(out, a)
		}
	}
	return out
}

// ntAMDGPUMetadata is the note type of the amdhsa code object metadata.
const ntAMDGPUMetadata = 32

// ReadHSACO parses an AMDGPU code object.
func ReadHSACO(b []byte) (*HSACO, error) {
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("hsaco: %w", err)
	}
	defer f.Close()
	if f.Machine != elf.EM_AMDGPU {
		return nil, fmt.Errorf("hsaco: ELF machine %s, want EM_AMDGPU", f.Machine)
	}
	if f.Class != elf.ELFCLASS64 || f.Type != elf.ET_DYN {
		return nil, fmt.Errorf("hsaco: ELF %s %s, want a 64-bit shared object", f.Class, f.Type)
	}
	h := &HSACO{}
	var note []byte
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("hsaco: section %s: %w", s.Name, err)
		}
		if d, ok := findNote(data, f.ByteOrder, "AMDGPU", ntAMDGPUMetadata); ok {
			note = d
		}
	}
	if note == nil {
		return nil, errors.New("hsaco: no AMDGPU metadata note")
	}
	if err := h.readMetadata(note); err != nil {
		return nil, fmt.Errorf("hsaco: metadata note: %w", err)
	}
	syms, err := f.DynamicSymbols()
	if err != nil && !errors.Is(err, elf.ErrNoSymbols) {
		return nil, fmt.Errorf("hsaco: dynamic symbols: %w", err)
	}
	all, err := f.Symbols()
	if err != nil && !errors.Is(err, elf.ErrNoSymbols) {
		return nil, fmt.Errorf("hsaco: symbols: %w", err)
	}
	seen := map[string]bool{}
	for _, s := range append(syms, all...) {
		if s.Name == "" || seen[s.Name] {
			continue
		}
		seen[s.Name] = true
		if s.Section == elf.SHN_UNDEF {
			h.Undefined = append(h.Undefined, s.Name)
		} else {
			h.Defined = append(h.Defined, s.Name)
		}
	}
	slices.Sort(h.Undefined)
	slices.Sort(h.Defined)
	return h, nil
}

// findNote returns the descriptor of the first note of the given owner
// and type in a SHT_NOTE section's data.
func findNote(data []byte, bo binary.ByteOrder, owner string, typ uint32) ([]byte, bool) {
	align := func(n uint32) uint32 { return (n + 3) &^ 3 }
	for len(data) >= 12 {
		namesz, descsz, t := bo.Uint32(data), bo.Uint32(data[4:]), bo.Uint32(data[8:])
		data = data[12:]
		if uint64(align(namesz))+uint64(align(descsz)) > uint64(len(data)) {
			return nil, false
		}
		name := strings.TrimRight(string(data[:namesz]), "\x00")
		desc := data[align(namesz) : align(namesz)+descsz]
		if name == owner && t == typ {
			return desc, true
		}
		data = data[align(namesz)+align(descsz):]
	}
	return nil, false
}

func (h *HSACO) readMetadata(note []byte) error {
	v, rest, err := unpackMsgpack(note, 0)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return fmt.Errorf("%d bytes after the metadata map", len(rest))
	}
	root, ok := v.(map[string]any)
	if !ok {
		return fmt.Errorf("metadata is a %T, not a map", v)
	}
	h.Target, _ = root["amdhsa.target"].(string)
	if vs, ok := root["amdhsa.version"].([]any); ok {
		for _, x := range vs {
			n, _ := x.(int64)
			h.Version = append(h.Version, n)
		}
	}
	ks, ok := root["amdhsa.kernels"].([]any)
	if !ok {
		return errors.New("no amdhsa.kernels list")
	}
	for i, kv := range ks {
		km, ok := kv.(map[string]any)
		if !ok {
			return fmt.Errorf("kernel %d is a %T, not a map", i, kv)
		}
		num := func(key string) int64 { n, _ := km[key].(int64); return n }
		k := HSACOKernel{
			KernargSize: num(".kernarg_segment_size"), KernargAlign: num(".kernarg_segment_align"),
			GroupSize: num(".group_segment_fixed_size"), PrivateSize: num(".private_segment_fixed_size"),
			Wave: num(".wavefront_size"), MaxFlatWorkgroup: num(".max_flat_workgroup_size"),
			SGPRs: num(".sgpr_count"), VGPRs: num(".vgpr_count"),
		}
		k.Name, _ = km[".name"].(string)
		k.Symbol, _ = km[".symbol"].(string)
		k.UsesDynamicStack, _ = km[".uses_dynamic_stack"].(bool)
		_, k.hasGroup = km[".group_segment_fixed_size"]
		_, k.hasKernel = km[".kernarg_segment_size"]
		if rs, ok := km[".reqd_workgroup_size"].([]any); ok {
			for _, x := range rs {
				n, _ := x.(int64)
				k.ReqdWorkgroupSize = append(k.ReqdWorkgroupSize, n)
			}
		}
		args, _ := km[".args"].([]any)
		for j, av := range args {
			am, ok := av.(map[string]any)
			if !ok {
				return fmt.Errorf("kernel %s argument %d is a %T, not a map", k.Name, j, av)
			}
			a := HSACOArg{}
			a.Kind, _ = am[".value_kind"].(string)
			a.Offset, _ = am[".offset"].(int64)
			a.Size, _ = am[".size"].(int64)
			k.Args = append(k.Args, a)
		}
		h.Kernels = append(h.Kernels, k)
	}
	return nil
}

// Kernel returns the kernel named name.
func (h *HSACO) Kernel(name string) (HSACOKernel, bool) {
	for _, k := range h.Kernels {
		if k.Name == name {
			return k, true
		}
	}
	return HSACOKernel{}, false
}

// CheckHSACO checks a code object against the target row it was made for
// and the launches that will run it: the object is for the row's chip,
// needs no symbol from elsewhere, and every launched kernel exists (with
// its kernel descriptor), runs at the row's wavefront size, takes exactly
// the launch's arguments as 8-byte global buffers at 8-byte steps (the
// kernarg segment holding them and the hidden arguments after), and fits
// the row's LDS with the launch's dynamic shared memory.
func CheckHSACO(h *HSACO, row target.Target, launches []LaunchSig) error {
	want := row.Triple + "--" + row.Chip
	if h.Target != want && !strings.HasPrefix(h.Target, want+":") {
		return fmt.Errorf("code object is for %q, not %s", h.Target, want)
	}
	if len(h.Undefined) > 0 {
		return fmt.Errorf("code object has undefined symbols %s", strings.Join(h.Undefined, ", "))
	}
	for _, l := range launches {
		k, ok := h.Kernel(l.Symbol)
		if !ok {
			names := make([]string, len(h.Kernels))
			for i, k := range h.Kernels {
				names[i] = k.Name
			}
			return fmt.Errorf("launch %s: no such kernel in the code object (it has %s)", l.Symbol, strings.Join(names, ", "))
		}
		if !slices.Contains(h.Defined, k.Symbol) {
			return fmt.Errorf("kernel %s: no kernel descriptor symbol %q", k.Name, k.Symbol)
		}
		if k.Wave != int64(row.Wave) {
			return fmt.Errorf("kernel %s: wavefront size %d, %s runs %d", k.Name, k.Wave, row.Name, row.Wave)
		}
		if !k.hasGroup || !k.hasKernel {
			return fmt.Errorf("kernel %s: metadata lacks the group or kernarg segment size", k.Name)
		}
		if k.GroupSize+l.Shared > row.SharedMem {
			return fmt.Errorf("kernel %s: %d bytes of LDS (+%d dynamic) exceed %s's %d", k.Name, k.GroupSize, l.Shared, row.Name, row.SharedMem)
		}
		if k.UsesDynamicStack {
			return fmt.Errorf("kernel %s uses a dynamic stack", k.Name)
		}
		ex := k.ExplicitArgs()
		if len(ex) != l.Args {
			return fmt.Errorf("kernel %s: %d explicit arguments, the launch passes %d", k.Name, len(ex), l.Args)
		}
		for i, a := range ex {
			if a.Kind != "global_buffer" || a.Size != 8 || a.Offset != int64(8*i) {
				return fmt.Errorf("kernel %s argument %d: %s of %d bytes at %d, want an 8-byte global_buffer at %d", k.Name, i, a.Kind, a.Size, a.Offset, 8*i)
			}
		}
		end := int64(8 * l.Args)
		for _, a := range k.Args {
			end = max(end, a.Offset+a.Size)
		}
		if k.KernargSize < int64(8*l.Args) || k.KernargSize < end {
			return fmt.Errorf("kernel %s: kernarg segment of %d bytes, its arguments end at %d", k.Name, k.KernargSize, end)
		}
		for d, n := range k.ReqdWorkgroupSize {
			if d < 3 && l.Block[d] != n {
				return fmt.Errorf("kernel %s requires workgroup size %v, the launch has %v", k.Name, k.ReqdWorkgroupSize, l.Block)
			}
		}
		if threads := l.Block[0] * l.Block[1] * l.Block[2]; k.MaxFlatWorkgroup > 0 && threads > k.MaxFlatWorkgroup {
			return fmt.Errorf("kernel %s: %d threads per block, at most %d", k.Name, threads, k.MaxFlatWorkgroup)
		}
	}
	return nil
}

// LaunchSig is what CheckHSACO needs of one launch: the kernel, how many
// pointer arguments it passes, the block size and the dynamic LDS.
type LaunchSig struct {
	Symbol string
	Args   int
	Block  [3]int64
	Shared int64
}

// unpackMsgpack decodes one MessagePack value (the subset the amdhsa
// metadata uses: maps with string keys, arrays, strings, integers,
// booleans, floats, nil, binary) and returns it with the rest of b.
// Integers are int64; maps map[string]any.
func unpackMsgpack(b []byte, depth int) (any, []byte, error) {
	if depth > 32 {
		return nil, nil, errors.New("msgpack: nested too deep")
	}
	if len(b) == 0 {
		return nil, nil, errors.New("msgpack: truncated")
	}
	c, b := b[0], b[1:]
	need := func(n int) error {
		if len(b) < n {
			return errors.New("msgpack: truncated")
		}
		return nil
	}
	readUint := func(n int) (uint64, error) {
		if err := need(n); err != nil {
			return 0, err
		}
		var v uint64
		for i := range n {
			v = v<<8 | uint64(b[i])
		}
		b = b[n:]
		return v, nil
	}
	str := func(n uint64) (string, []byte, error) {
		if uint64(len(b)) < n {
			return "", nil, errors.New("msgpack: truncated string")
		}
		return string(b[:n]), b[n:], nil
	}
	seq := func(n uint64) (any, []byte, error) {
		if n > uint64(len(b)) {
			return nil, nil, errors.New("msgpack: array longer than its data")
		}
		out := make([]any, 0, n)
		for range n {
			var v any
			var err error
			if v, b, err = unpackMsgpack(b, depth+1); err != nil {
				return nil, nil, err
			}
			out = append(out, v)
		}
		return out, b, nil
	}
	dict := func(n uint64) (any, []byte, error) {
		if n > uint64(len(b)) {
			return nil, nil, errors.New("msgpack: map longer than its data")
		}
		out := make(map[string]any, n)
		for range n {
			var k, v any
			var err error
			if k, b, err = unpackMsgpack(b, depth+1); err != nil {
				return nil, nil, err
			}
			ks, ok := k.(string)
			if !ok {
				return nil, nil, fmt.Errorf("msgpack: map key is a %T", k)
			}
			if v, b, err = unpackMsgpack(b, depth+1); err != nil {
				return nil, nil, err
			}
			out[ks] = v
		}
		return out, b, nil
	}
	switch {
	case c <= 0x7f:
		return int64(c), b, nil
	case c >= 0xe0:
		return int64(int8(c)), b, nil
	case c&0xf0 == 0x80:
		return dict(uint64(c & 0x0f))
	case c&0xf0 == 0x90:
		return seq(uint64(c & 0x0f))
	case c&0xe0 == 0xa0:
		return str(uint64(c & 0x1f))
	}
	switch c {
	case 0xc0:
		return nil, b, nil
	case 0xc2, 0xc3:
		return c == 0xc3, b, nil
	case 0xc4, 0xc5, 0xc6, 0xd9, 0xda, 0xdb: // bin 8/16/32, str 8/16/32
		w := map[byte]int{0xc4: 1, 0xc5: 2, 0xc6: 4, 0xd9: 1, 0xda: 2, 0xdb: 4}[c]
		n, err := readUint(w)
		if err != nil {
			return nil, nil, err
		}
		s, rest, err := str(n)
		if c <= 0xc6 {
			return []byte(s), rest, err
		}
		return s, rest, err
	case 0xca:
		v, err := readUint(4)
		return float64(math.Float32frombits(uint32(v))), b, err
	case 0xcb:
		v, err := readUint(8)
		return math.Float64frombits(v), b, err
	case 0xcc, 0xcd, 0xce, 0xcf:
		v, err := readUint(1 << (c - 0xcc))
		if v > math.MaxInt64 {
			return nil, nil, errors.New("msgpack: unsigned integer beyond int64")
		}
		return int64(v), b, err
	case 0xd0, 0xd1, 0xd2, 0xd3:
		w := 1 << (c - 0xd0)
		v, err := readUint(w)
		shift := 64 - 8*w
		return int64(v<<shift) >> shift, b, err
	case 0xdc, 0xdd:
		n, err := readUint(2 << (c - 0xdc))
		if err != nil {
			return nil, nil, err
		}
		return seq(n)
	case 0xde, 0xdf:
		n, err := readUint(2 << (c - 0xde))
		if err != nil {
			return nil, nil, err
		}
		return dict(n)
	}
	return nil, nil, fmt.Errorf("msgpack: unsupported type byte 0x%02x", c)
}
