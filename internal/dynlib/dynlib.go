// Package dynlib opens a shared library by one of several candidate names
// and binds a table of Go function variables to its symbols through purego,
// reporting every missing symbol at once. mlirc (the MLIR C API),
// runtime/cuda (libcuda.so.1) and runtime/hip share it.
package dynlib

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/ebitengine/purego"
)

// Lib is an opened shared library.
type Lib struct {
	// Name is the candidate name (or path) that opened.
	Name   string
	Handle uintptr
}

// NotFoundError says that no candidate name of a library opened.
type NotFoundError struct {
	// Tried lists each candidate with the loader's message.
	Tried []string
}

func (e *NotFoundError) Error() string {
	return "cannot open " + strings.Join(e.Tried, "; ")
}

// Open dlopens the first of names that loads (RTLD_NOW|RTLD_LOCAL: every
// undefined symbol resolved now, nothing added to the global namespace).
// A name without a slash is looked up as the dynamic loader does. When none
// loads, the error is a *NotFoundError naming each candidate and why.
func Open(names ...string) (*Lib, error) {
	if len(names) == 0 {
		return nil, errors.New("dynlib: no library name given")
	}
	nf := &NotFoundError{}
	for _, n := range names {
		h, err := purego.Dlopen(n, purego.RTLD_NOW|purego.RTLD_LOCAL)
		if err == nil {
			return &Lib{Name: n, Handle: h}, nil
		}
		nf.Tried = append(nf.Tried, fmt.Sprintf("%s: %v", n, err))
	}
	return nil, nf
}

// Close unloads the library. Functions bound from it must not be called
// afterwards.
func (l *Lib) Close() error {
	if l == nil || l.Handle == 0 {
		return nil
	}
	err := purego.Dlclose(l.Handle)
	l.Handle = 0
	if err != nil {
		return fmt.Errorf("close %s: %w", l.Name, err)
	}
	return nil
}

// Bind binds syms from the library; see Bind.
func (l *Lib) Bind(syms []Sym) error { return Bind(l.Handle, syms) }

// Sym names one C symbol and the Go function variable it fills: Fn is a
// pointer to a variable (or struct field) of func type whose signature
// matches the C function's, as purego.RegisterFunc wants it.
type Sym struct {
	Name string
	Fn   any
}

// Func is Sym{name, fn}, for tables of bindings.
func Func(name string, fn any) Sym { return Sym{Name: name, Fn: fn} }

// MissingError lists the symbols a library lacks.
type MissingError struct {
	Symbols []string
}

func (e *MissingError) Error() string {
	if len(e.Symbols) == 1 {
		return "symbol " + e.Symbols[0] + " missing"
	}
	return fmt.Sprintf("%d symbols missing: %s", len(e.Symbols), strings.Join(e.Symbols, ", "))
}

// Bind resolves every symbol of syms in the library handle h before
// binding any, so a library that lacks some gives one *MissingError naming
// them all instead of purego's panic. A Fn that is not a pointer to a func
// variable, or a signature purego cannot call, is an error too.
func Bind(h uintptr, syms []Sym) (err error) {
	addrs := make([]uintptr, len(syms))
	var missing []string
	for i, s := range syms {
		if t := reflect.TypeOf(s.Fn); t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Func {
			return fmt.Errorf("dynlib: binding %s: want a pointer to a func variable, got %T", s.Name, s.Fn)
		}
		addr, err := purego.Dlsym(h, s.Name)
		if err != nil || addr == 0 {
			missing = append(missing, s.Name)
			continue
		}
		addrs[i] = addr
	}
	if len(missing) > 0 {
		return &MissingError{Symbols: missing}
	}
	var cur string
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("bind %s: %v", cur, r)
		}
	}()
	for i, s := range syms {
		cur = s.Name
		purego.RegisterFunc(s.Fn, addrs[i])
	}
	return nil
}
