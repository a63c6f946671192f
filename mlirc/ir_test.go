package mlirc

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestInspectAndEdit reads a random-shaped module through Op/Value/Type/
// Attr, then renames its function and moves an op between modules.
func TestInspectAndEdit(t *testing.T) {
	l := openLib(t)
	c := newContext(t, l)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	n, k := 1+r.IntN(50), 1+r.IntN(9)
	src := fmt.Sprintf(`module {
  func.func @f(%%a: memref<%dx%dxf32>, %%b: memref<%dxi8>) {
    %%c = arith.constant %d : index
    %%v = memref.collapse_shape %%a [[0, 1]] : memref<%dx%dxf32> into memref<%dxf32>
    return
  }
  module @m1 {}
  module @m2 { func.func private @g() }
}`, n, k, n, k, n, k, n*k)
	m, err := c.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	err = m.Inspect(func(root Op) error {
		top := root.Ops(0)
		if len(top) != 3 || top[0].Name() != "func.func" || top[1].Name() != "builtin.module" {
			return fmt.Errorf("top-level ops %d", len(top))
		}
		fn := top[0]
		if got, _ := fn.Attr("sym_name").Str(); got != "f" || fn.NumArgs(0) != 2 {
			return fmt.Errorf("function %q with %d args", got, fn.NumArgs(0))
		}
		if shape, ok := fn.Arg(0, 0).Type().Shape(); !ok || !slices.Equal(shape, []int64{int64(n), int64(k)}) || fn.Arg(0, 1).Type().ElemBits() != 8 {
			return fmt.Errorf("argument types %v", shape)
		}
		body := fn.Ops(0)
		if v, ok := body[0].Attr("value").Int(); !ok || v != int64(k) {
			return fmt.Errorf("constant %d", v)
		}
		src := body[1].Operand(0)
		if !src.IsBlockArg() || src.ArgNumber() != 0 || src.ArgOwner() != fn || body[1].Result(0).Def() != body[1] {
			return fmt.Errorf("collapse_shape operand is not %%a")
		}
		var names []string
		root.Walk(func(o Op) bool { names = append(names, o.Name()); return true })
		if len(names) != 8 {
			return fmt.Errorf("walk saw %v", names)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = m.Edit(func(root Op) error {
		top := root.Ops(0)
		top[0].SetAttr("sym_name", top[0].StrAttr("renamed"))
		g := top[2].Ops(0)[0]
		g.MoveInto(top[1])
		top[2].Erase()
		top[0].SetAttr("mgx.ref", top[0].SymbolRef("m1", "g"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	s := m.String()
	for _, want := range []string{"func.func @renamed", "module @m1 {\n    func.func private @g()", "mgx.ref = @m1::@g"} {
		if !strings.Contains(s, want) {
			t.Fatalf("edited module lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "@m2") {
		t.Fatalf("erased module still there:\n%s", s)
	}
}
