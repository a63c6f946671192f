package finalize

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// modulePath is the module finalize is in.
const modulePath = "github.com/mgxport/mgxport/"

// TestLayout checks the package layout DESIGN.md describes, by reading
// every Go file under finalize (tests included): no file imports a
// package above its own (finalize/gpu/nvvm may not import finalize/gpu or
// finalize; finalize/host may not import finalize), the vendor tails
// never import each other (an AMD finalize touches no NVIDIA file), and
// the core (this package's non-test files) stays within 4,000 lines.
func TestLayout(t *testing.T) {
	fset := token.NewFileSet()
	coreLines := 0
	checked := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		dir := filepath.ToSlash(filepath.Dir(p))
		pkg := path.Join(modulePath+"finalize", dir)
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			q, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if q != pkg && strings.HasPrefix(pkg+"/", q+"/") {
				t.Errorf("%s (package %s) imports %s, a package above it", p, strings.TrimPrefix(pkg, modulePath), strings.TrimPrefix(q, modulePath))
			}
			for _, pair := range [][2]string{{"gpu/rocdl", "gpu/nvvm"}, {"gpu/nvvm", "gpu/rocdl"}} {
				if strings.HasPrefix(dir, pair[0]) && strings.HasPrefix(q, modulePath+"finalize/"+pair[1]) {
					t.Errorf("%s imports %s: one vendor's tail uses another's", p, strings.TrimPrefix(q, modulePath))
				}
			}
		}
		if dir == "." && !strings.HasSuffix(p, "_test.go") {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			coreLines += strings.Count(string(b), "\n")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("read %d Go files under finalize, want the whole tree", checked)
	}
	if coreLines > 4000 {
		t.Errorf("finalize's core is %d non-test lines, over 4000: move a backend's code to its package", coreLines)
	}
	t.Logf("%d files, core %d non-test lines", checked, coreLines)
}
