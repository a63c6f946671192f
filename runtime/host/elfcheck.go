package host

import (
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Defence in depth (DESIGN.md, Trust): a host object is signed before it
// is loaded at all, and it is also checked to be what finalize makes — a
// library that runs nothing when dlopen loads it and calls nothing beyond
// the C library's memory functions and libm. dlopen runs DT_INIT,
// DT_INIT_ARRAY (and a program's DT_PREINIT_ARRAY) and GNU indirect
// function resolvers at load time, before mgxport looks up a single symbol;
// DT_NEEDED libraries run their own constructors. All are refused.

// allowedImports are the undefined symbols a finalized host object may
// have. Derived from real ones (mlp, cnn and BERT-mini finalized for host
// import calloc, malloc, free, memcpy, memset, expf and erff) and widened to
// the memory functions and the libm calls the LLVM lowering of math ops
// leaves (float and double forms).
var allowedImports = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range []string{"malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign", "memcpy", "memmove", "memset"} {
		m[s] = true
	}
	for _, s := range []string{
		"exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt",
		"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
		"erf", "erfc", "tgamma", "lgamma", "floor", "ceil", "round", "roundeven", "trunc", "rint", "nearbyint",
		"fmod", "remainder", "copysign", "fma", "fmin", "fmax", "hypot", "ldexp", "frexp", "modf", "sincos",
	} {
		m[s], m[s+"f"] = true, true
	}
	return m
}()

// allowedNeeded are the libraries a finalized host object may depend on.
var allowedNeeded = []string{"libm.so.6", "libc.so.6"}

// checkLoadTime rejects what would run code when the object is loaded, and
// imports beyond allowedImports. The dynamic table is read from the
// PT_DYNAMIC segment, which is what the loader reads (section headers can
// be stripped or lie).
func checkLoadTime(f *elf.File, so []byte) error {
	var dyn *elf.Prog
	for _, p := range f.Progs {
		switch p.Type {
		case elf.PT_DYNAMIC:
			dyn = p
		case elf.PT_INTERP:
			return errors.New("has a program interpreter (an executable, not a kernel library)")
		}
	}
	if dyn == nil {
		return errors.New("no dynamic segment")
	}
	tab := so[dyn.Off : dyn.Off+dyn.Filesz]
	var strtab, strsz, symtab uint64
	var needed []uint64
	for i := 0; i+16 <= len(tab); i += 16 {
		tag := elf.DynTag(binary.LittleEndian.Uint64(tab[i:]))
		val := binary.LittleEndian.Uint64(tab[i+8:])
		switch tag {
		case elf.DT_NULL:
			i = len(tab)
		case elf.DT_INIT, elf.DT_FINI, elf.DT_INIT_ARRAY, elf.DT_FINI_ARRAY, elf.DT_PREINIT_ARRAY,
			elf.DT_INIT_ARRAYSZ, elf.DT_FINI_ARRAYSZ, elf.DT_PREINIT_ARRAYSZ:
			return fmt.Errorf("has %v: code that runs when the object is loaded or unloaded (finalize makes none)", tag)
		case elf.DT_AUDIT, elf.DT_DEPAUDIT, elf.DT_AUXILIARY, elf.DT_FILTER:
			return fmt.Errorf("has %v: it loads other libraries", tag)
		case elf.DT_NEEDED:
			needed = append(needed, val)
		case elf.DT_STRTAB:
			strtab = val
		case elf.DT_STRSZ:
			strsz = val
		case elf.DT_SYMTAB:
			symtab = val
		}
	}
	if len(needed) > 0 {
		strs, err := vaddrBytes(f, so, strtab, strsz)
		if err != nil {
			return fmt.Errorf("dynamic string table: %w", err)
		}
		for _, off := range needed {
			if off >= uint64(len(strs)) {
				return errors.New("DT_NEEDED outside the string table")
			}
			name := string(strs[off:])
			if i := strings.IndexByte(name, 0); i >= 0 {
				name = name[:i]
			}
			if !slices.Contains(allowedNeeded, name) {
				return fmt.Errorf("needs library %q (finalized objects need only %s)", name, strings.Join(allowedNeeded, ", "))
			}
		}
	}
	// The symbol table the loader uses must be the one the section
	// headers describe, so what is checked below is what is bound.
	ds := f.SectionByType(elf.SHT_DYNSYM)
	if ds == nil || ds.Addr != symtab {
		return errors.New("dynamic symbol table missing or not the one the dynamic segment names")
	}
	if s := f.Section(".dynstr"); s == nil || s.Addr != strtab {
		return errors.New("dynamic string table not the one the dynamic segment names")
	}
	syms, err := f.DynamicSymbols()
	if err != nil {
		return fmt.Errorf("dynamic symbols: %w", err)
	}
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) == elf.STT_GNU_IFUNC {
			return fmt.Errorf("symbol %s is an indirect function (its resolver runs at load time)", s.Name)
		}
	}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF || s.Name == "" {
			continue
		}
		if !allowedImports[s.Name] {
			return fmt.Errorf("imports %s, which no finalized kernel calls (allowed: memory functions and libm)", s.Name)
		}
	}
	for _, sec := range f.Sections {
		if sec.Type != elf.SHT_RELA {
			continue
		}
		if sec.Size > 1<<26 {
			return fmt.Errorf("relocation section %s of %d bytes", sec.Name, sec.Size)
		}
		b, err := sec.Data()
		if err != nil {
			return fmt.Errorf("relocations %s: %w", sec.Name, err)
		}
		for i := 0; i+24 <= len(b); i += 24 {
			if t := elf.R_X86_64(binary.LittleEndian.Uint64(b[i+8:]) & 0xffffffff); f.Machine == elf.EM_X86_64 && t == elf.R_X86_64_IRELATIVE {
				return errors.New("has an IRELATIVE relocation (a resolver that runs at load time)")
			}
		}
	}
	return nil
}

// vaddrBytes returns the n file bytes at virtual address addr.
func vaddrBytes(f *elf.File, so []byte, addr, n uint64) ([]byte, error) {
	for _, p := range f.Progs {
		if p.Type != elf.PT_LOAD || addr < p.Vaddr || addr-p.Vaddr >= p.Filesz {
			continue
		}
		off := p.Off + (addr - p.Vaddr)
		if n > p.Filesz-(addr-p.Vaddr) || off+n > uint64(len(so)) {
			return nil, fmt.Errorf("%d bytes at %#x run past their segment", n, addr)
		}
		return so[off : off+n], nil
	}
	return nil, fmt.Errorf("address %#x in no loaded segment", addr)
}
