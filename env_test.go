package mgxport_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// envReaders are the calls that read the process environment.
var envReaders = map[string]map[string]bool{
	"os":      {"Getenv": true, "LookupEnv": true, "Environ": true, "ExpandEnv": true},
	"syscall": {"Getenv": true, "Environ": true},
}

// envAllowed are the non-main library files that may read the environment,
// each with why.
var envAllowed = map[string]string{
	// The option resolution the CLI and this package share: the one place
	// the variables are read and passed down as arguments.
	"driver/env.go": "entry points' option resolution",
	// $LD_LIBRARY_PATH is the dynamic loader's own input in this process:
	// the compiler identity hashes what the loader will resolve.
	"finalize/identity.go": "the loader's $LD_LIBRARY_PATH",
}

// TestNoEnvInLibraries fails when a library package reads an environment
// variable (issue 27: the CLI resolves MGXPORT_CACHE_DIR,
// MGXPORT_CACHE_MAX_SIZE, MGXPORT_MLIR_LIB, CUDA_PATH and ROCM_PATH once
// and passes options down). Allowed: package main (cmd/mgxport, capi),
// this root package (an entry point), test files and test-support files
// (those importing "testing"), and envAllowed.
func TestNoEnvInLibraries(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != "." && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		p = filepath.ToSlash(p)
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || !strings.Contains(p, "/") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		checked++
		if f.Name.Name == "main" {
			return nil
		}
		// The local name each environment-reading package is imported as.
		names := map[string]string{}
		for _, imp := range f.Imports {
			q, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if q == "testing" {
				return nil // test support
			}
			if envReaders[q] != nil {
				name := q
				if imp.Name != nil {
					name = imp.Name.Name
				}
				names[name] = q
			}
		}
		if len(names) == 0 {
			return nil
		}
		_, allowed := envAllowed[p]
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			x, ok := sel.X.(*ast.Ident)
			if !ok {
				return true
			}
			if q, ok := names[x.Name]; ok && envReaders[q][sel.Sel.Name] && !allowed {
				t.Errorf("%s: %s.%s in a library package: take the value as an option and let the CLI (cmd/mgxport) or driver/env.go resolve it",
					fset.Position(sel.Pos()), x.Name, sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("checked %d Go files: the walk did not find the module's packages", checked)
	}
	for p := range envAllowed {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("allowlisted %s: %v (remove it from envAllowed)", p, err)
		}
	}
}
