package stages

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
)

// sources is the code of the shared stages that decides what a finalized
// GPU object holds besides the pipelines' text: the plan read off the
// host function, the merged gpu.module, the globals sunk into it.
//
//go:embed plan.go worker.go tail.go
var sources embed.FS

// SourceHash hashes the named files of fsys (names and contents), for a
// compiler identity that changes whenever the code it stands for does.
func SourceHash(fsys fs.FS, names ...string) string {
	h := sha256.New()
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			// An embedded file is always there; a missing one is a build
			// that embedded less, named so that it never matches.
			b = []byte("missing: " + err.Error())
		}
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// sourceIdentity is SourceHash of the shared stages' code.
func sourceIdentity() string { return SourceHash(sources, "plan.go", "worker.go", "tail.go") }
