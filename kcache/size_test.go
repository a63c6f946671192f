package kcache

import (
	"bytes"
	"testing"
)

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		bad  bool
	}{
		{"0", 0, false},
		{"1048576", 1 << 20, false},
		{"500M", 500e6, false},
		{"500MB", 500e6, false},
		{"2GiB", 2 << 30, false},
		{"1.5k", 1500, false},
		{"64 KiB", 64 << 10, false},
		{"7b", 7, false},
		{"", 0, true},
		{"-1M", 0, true},
		{"12Q", 0, true},
		{"M", 0, true},
		{"1e400", 0, true},
		{"99999999999T", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseSize(tt.in)
		if tt.bad {
			if err == nil {
				t.Errorf("ParseSize(%q) = %d, want an error", tt.in, got)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
}

func TestMaxSize(t *testing.T) {
	tests := []struct {
		env  string
		want int64
		bad  bool
	}{
		{"", DefaultMaxSize, false},
		{"500M", 500e6, false},
		{"0", 0, false},
		{"lots", 0, true},
	}
	for _, tt := range tests {
		t.Setenv(EnvMaxSize, "3G") // ignored: the caller passes the setting
		got, err := MaxSize(tt.env)
		if tt.bad {
			if err == nil || !bytes.Contains([]byte(err.Error()), []byte(EnvMaxSize)) {
				t.Errorf("%s=%q: %d, %v; want an error naming the variable", EnvMaxSize, tt.env, got, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s=%q: %d, %v; want %d", EnvMaxSize, tt.env, got, err, tt.want)
		}
	}
}

// TestBound checks that Bound prunes only a cache this Cache wrote to, only
// under a positive limit, and then in LRU order.
func TestBound(t *testing.T) {
	dir := t.TempDir()
	w, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		if err := w.Put(parts(i), payload(i)); err != nil {
			t.Fatal(err)
		}
	}
	full, err := w.Stats()
	if err != nil {
		t.Fatal(err)
	}
	// A Cache that only read leaves the cache alone, however small the limit.
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := r.Get(parts(0)); !ok {
		t.Fatal("miss")
	}
	if n, _, err := r.Bound(1); n != 0 || err != nil {
		t.Fatalf("Bound on a reader removed %d entries (%v)", n, err)
	}
	// No limit: nothing removed.
	if n, _, err := w.Bound(0); n != 0 || err != nil {
		t.Fatalf("Bound(0) removed %d entries (%v)", n, err)
	}
	if _, _, err := w.Bound(-1); err == nil {
		t.Fatal("Bound(-1) succeeded")
	}
	// Room for about half: the least recently used go (0 was just read).
	n, freed, err := w.Bound(full.Bytes / 2)
	if err != nil || n == 0 || freed == 0 {
		t.Fatalf("Bound(%d) removed %d (%d bytes), %v", full.Bytes/2, n, freed, err)
	}
	s, _ := w.Stats()
	if s.Bytes > full.Bytes/2 || s.Entries != full.Entries-n {
		t.Fatalf("after Bound: %d entries, %d bytes; limit %d", s.Entries, s.Bytes, full.Bytes/2)
	}
	if _, ok, _ := w.Get(parts(0)); !ok {
		t.Error("Bound removed the most recently used entry")
	}
}
