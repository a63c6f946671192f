package dynlib

import (
	"errors"
	"strings"
	"testing"
)

// libc is always present where Go runs with purego on Linux.
var libc = []string{"libc.so.6"}

func TestOpenCandidates(t *testing.T) {
	l, err := Open("libmgxport-does-not-exist.so.9", libc[0])
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if l.Name != libc[0] {
		t.Fatalf("opened %q, want %q", l.Name, libc[0])
	}
	_, err = Open("libmgxport-nope-a.so", "libmgxport-nope-b.so")
	var nf *NotFoundError
	if !errors.As(err, &nf) || len(nf.Tried) != 2 || !strings.Contains(err.Error(), "libmgxport-nope-b.so") {
		t.Fatalf("Open of absent libraries: %v", err)
	}
	if _, err := Open(); err == nil {
		t.Fatal("Open() with no names succeeded")
	}
}

func TestBind(t *testing.T) {
	l, err := Open(libc...)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	var fns struct {
		abs    func(int32) int32
		strlen func(string) uintptr
	}
	if err := l.Bind([]Sym{Func("abs", &fns.abs), Func("strlen", &fns.strlen)}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in, want int32
	}{{-7, 7}, {12, 12}, {-1 << 30, 1 << 30}} {
		if got := fns.abs(c.in); got != c.want {
			t.Errorf("abs(%d) = %d, want %d", c.in, got, c.want)
		}
	}
	if n := fns.strlen("mgxport"); n != 7 {
		t.Errorf("strlen = %d", n)
	}
}

func TestBindReportsEveryMissingSymbol(t *testing.T) {
	l, err := Open(libc...)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	var a, b, c func() int32
	err = l.Bind([]Sym{Func("mgxport_missing_a", &a), Func("abs", &b), Func("mgxport_missing_b", &c)})
	var me *MissingError
	if !errors.As(err, &me) || strings.Join(me.Symbols, ",") != "mgxport_missing_a,mgxport_missing_b" {
		t.Fatalf("Bind: %v", err)
	}
	if b != nil {
		t.Error("Bind bound a symbol although others were missing")
	}
}

func TestBindRejectsNonFunc(t *testing.T) {
	var x int
	var f func()
	for _, s := range []Sym{Func("abs", &x), Func("abs", f), Func("abs", nil)} {
		if err := Bind(0, []Sym{s}); err == nil || !strings.Contains(err.Error(), "abs") {
			t.Errorf("Bind(%T): %v", s.Fn, err)
		}
	}
}
