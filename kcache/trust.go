package kcache

import (
	"bytes"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Trust (DESIGN.md, Trust): finalized objects — host shared objects, PTX,
// cubins, hsaco — are code. Those made on this machine are signed with an
// ed25519 key kept in the cache directory (SigningKeyFile, created on
// first use, mode 0600); objects from elsewhere (a cache archive, a
// bundle finalized on another machine) are used only when signed by a key
// the user trusts: this machine's own, one listed in the cache directory's
// TrustFile, or one given with --trust. Everything else is ignored and
// finalized again from the portable objects.

// SigningKeyFile is the file in the cache directory that holds this
// machine's private signing key (the 32-byte ed25519 seed in hex).
const SigningKeyFile = "signing.key"

// TrustFile is the file in the cache directory listing the public keys
// (hex, one a line, '#' starts a comment) whose objects this machine runs.
const TrustFile = "trusted.keys"

// Domain separators of the two things that are signed, so a signature of
// one can never pass as the other.
const (
	entryDomain  = "mgxport kcache entry v1\x00"
	objectDomain = "mgxport code object v1\x00"
	macDomain    = "mgxport kcache entry mac key v1\x00"
)

// Signer signs what this machine finalizes.
type Signer struct {
	priv ed25519.PrivateKey
}

// OpenSigner returns the signing key of the cache directory dir, creating
// it (mode 0600) on first use. A key file that others may read is refused:
// whoever reads it can make objects this machine runs.
func OpenSigner(dir string) (*Signer, error) {
	p := filepath.Join(dir, SigningKeyFile)
	if s, err := readSigner(p); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return s, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("signing key: %w", err)
	}
	seed := make([]byte, ed25519.SeedSize)
	if _, err := rand.Read(seed); err != nil {
		return nil, fmt.Errorf("signing key: %w", err)
	}
	// O_EXCL: of two processes creating the key at once, one wins and
	// the other reads the winner's key.
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return readSigner(p)
	}
	if err != nil {
		return nil, fmt.Errorf("signing key: %w", err)
	}
	_, werr := f.WriteString(hex.EncodeToString(seed) + "\n")
	if err := errors.Join(werr, f.Sync(), f.Close()); err != nil {
		os.Remove(p)
		return nil, fmt.Errorf("signing key %s: %w", p, err)
	}
	return &Signer{priv: ed25519.NewKeyFromSeed(seed)}, nil
}

// readSigner reads a signing key file. A file still being written by a
// concurrent OpenSigner reads short; it is retried by reading again.
func readSigner(p string) (*Signer, error) {
	for range 50 {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if st.Mode().Perm()&0o077 != 0 {
			return nil, fmt.Errorf("signing key %s has mode %v: others may read it; chmod 600 it, or remove it to make a new key (objects signed by the old one are then finalized again)", p, st.Mode().Perm())
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("signing key: %w", err)
		}
		t := strings.TrimSpace(string(b))
		if t == "" {
			time.Sleep(10 * time.Millisecond) // being written
			continue
		}
		seed, err := hex.DecodeString(t)
		if err != nil || len(seed) != ed25519.SeedSize {
			return nil, fmt.Errorf("signing key %s: want %d hex digits; remove it to make a new key", p, 2*ed25519.SeedSize)
		}
		return &Signer{priv: ed25519.NewKeyFromSeed(seed)}, nil
	}
	return nil, fmt.Errorf("signing key %s is empty; remove it to make a new key", p)
}

// Public returns the signer's public key.
func (s *Signer) Public() ed25519.PublicKey { return s.priv.Public().(ed25519.PublicKey) }

// entryMAC is the HMAC-SHA256 of an entry's signed message under a key
// derived from the signing key's seed. Entries this cache writes carry it
// beside their signature: a lookup checks it (a microsecond) instead of
// verifying the ed25519 signature (tens of microseconds), which a warm
// finalize of a bucket grid does for hundreds of kernels. Only the holder
// of the signing key can make it, as only that holder can sign; other
// machines, which lack the key, verify the signature.
func (s *Signer) entryMAC(msg []byte) []byte {
	k := sha256.Sum256(append([]byte(macDomain), s.priv.Seed()...))
	m := hmac.New(sha256.New, k[:])
	m.Write(msg)
	return m.Sum(nil)
}

// SignObject signs a finalized code object by its content ID (the sha256
// of everything in it, payload and launch plan included).
func (s *Signer) SignObject(id string) []byte {
	return ed25519.Sign(s.priv, []byte(objectDomain+id))
}

// VerifyObject reports whether sig is pub's signature of the object id.
func VerifyObject(pub, sig []byte, id string) bool {
	return len(pub) == ed25519.PublicKeySize && len(sig) == ed25519.SignatureSize &&
		ed25519.Verify(pub, []byte(objectDomain+id), sig)
}

// entryMessage is what an entry's signature covers: its key (which hashes
// its parts: the portable object, target, compiler and tuning) and the
// sha256 of its payload.
func entryMessage(k Key, dataSum []byte) []byte {
	return slices.Concat([]byte(entryDomain), k[:], dataSum)
}

// Trust is the set of public keys whose finalized objects this machine
// runs.
type Trust struct {
	keys [][]byte
}

// LoadTrust returns the keys trusted for the cache directory dir: its own
// signing key (when it exists: nothing is created), the keys listed in its
// TrustFile, and extra, each a public key in hex or a file holding such
// lines (--trust).
func LoadTrust(dir string, extra []string) (*Trust, error) {
	t := &Trust{}
	if dir != "" {
		s, err := readSigner(filepath.Join(dir, SigningKeyFile))
		switch {
		case err == nil:
			t.Add(s.Public())
		case !errors.Is(err, fs.ErrNotExist):
			return nil, err
		}
		listed, err := TrustList(dir)
		if err != nil {
			return nil, err
		}
		t.Merge(listed)
	}
	for _, e := range extra {
		keys, err := ParseTrustArg(e)
		if err != nil {
			return nil, err
		}
		for _, k := range keys {
			t.Add(k)
		}
	}
	return t, nil
}

// TrustList returns the keys listed in the cache directory dir's
// TrustFile (none when there is no such file).
func TrustList(dir string) (*Trust, error) {
	t := &Trust{}
	p := filepath.Join(dir, TrustFile)
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, fmt.Errorf("trusted keys: %w", err)
	}
	keys, err := parseKeyList(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	for _, k := range keys {
		t.Add(k)
	}
	return t, nil
}

// Merge trusts every key of o as well.
func (t *Trust) Merge(o *Trust) {
	if o == nil {
		return
	}
	for _, k := range o.keys {
		t.Add(k)
	}
}

// ParseTrustArg reads a --trust value: a public key in hex, or a file of
// them (one a line, '#' comments).
func ParseTrustArg(s string) ([]ed25519.PublicKey, error) {
	if b, err := hex.DecodeString(strings.TrimSpace(s)); err == nil && len(b) == ed25519.PublicKeySize {
		return []ed25519.PublicKey{b}, nil
	}
	st, err := os.Stat(s)
	if err != nil {
		return nil, fmt.Errorf("--trust %s: neither a %d-hex-digit public key nor a readable file (%v)", s, 2*ed25519.PublicKeySize, err)
	}
	if st.Size() > 1<<20 {
		return nil, fmt.Errorf("--trust %s: %d bytes is not a key list", s, st.Size())
	}
	b, err := os.ReadFile(s)
	if err != nil {
		return nil, fmt.Errorf("--trust: %w", err)
	}
	keys, err := parseKeyList(b)
	if err != nil {
		return nil, fmt.Errorf("--trust %s: %w", s, err)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("--trust %s: no key in the file", s)
	}
	return keys, nil
}

// parseKeyList reads lines of hex public keys; '#' starts a comment.
func parseKeyList(b []byte) ([]ed25519.PublicKey, error) {
	var out []ed25519.PublicKey
	for i, line := range strings.Split(string(b), "\n") {
		if c := strings.IndexByte(line, '#'); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		k, err := hex.DecodeString(line)
		if err != nil || len(k) != ed25519.PublicKeySize {
			return nil, fmt.Errorf("line %d: want a public key of %d hex digits", i+1, 2*ed25519.PublicKeySize)
		}
		out = append(out, k)
	}
	return out, nil
}

// Add trusts pub.
func (t *Trust) Add(pub ed25519.PublicKey) {
	if !t.Has(pub) {
		t.keys = append(t.keys, bytes.Clone(pub))
	}
}

// Has reports whether pub is trusted. A nil Trust trusts nothing.
func (t *Trust) Has(pub []byte) bool {
	if t == nil {
		return false
	}
	return slices.ContainsFunc(t.keys, func(k []byte) bool { return bytes.Equal(k, pub) })
}

// Object reports whether a finalized object's signature (by pub) is
// valid and pub trusted.
func (t *Trust) Object(id string, pub, sig []byte) bool {
	return t.Has(pub) && VerifyObject(pub, sig, id)
}

// Len returns the number of trusted keys.
func (t *Trust) Len() int {
	if t == nil {
		return 0
	}
	return len(t.keys)
}

// PublicKeyHex returns the hex public key of the cache directory dir's
// signing key, creating the key if needed: what another machine gives
// --trust to run this machine's objects.
func PublicKeyHex(dir string) (string, error) {
	s, err := OpenSigner(dir)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(s.Public()), nil
}

// dataSum is the sha256 the entry signature covers.
func dataSum(data []byte) []byte {
	s := sha256.Sum256(data)
	return s[:]
}
