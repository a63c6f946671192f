package stages

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/mlirc"
)

// mergeGPUModules moves the kernel of every outlined gpu.module into the
// first one, renamed after its module (outlining names every kernel after
// the host function), repoints the gpu.launch_func ops and erases the
// emptied modules: one module, one PTX payload.
func mergeGPUModules(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		var mods, launches []mlirc.Op
		for _, op := range root.Ops(0) {
			switch op.Name() {
			case "gpu.module":
				mods = append(mods, op)
			case "func.func":
				op.Walk(func(o mlirc.Op) bool {
					if o.Name() == "gpu.launch_func" {
						launches = append(launches, o)
					}
					return true
				})
			}
		}
		if len(mods) == 0 {
			return errors.New("outline: no gpu.module (the schedule made no gpu.launch)")
		}
		first, _ := mods[0].Attr("sym_name").Str()
		rename := map[[2]string]string{} // (module, func) → new func name
		for _, mod := range mods {
			name, _ := mod.Attr("sym_name").Str()
			for _, f := range mod.Ops(0) {
				if f.Name() != "gpu.func" {
					continue
				}
				fn, _ := f.Attr("sym_name").Str()
				rename[[2]string{name, fn}] = name
				f.SetAttr("sym_name", f.StrAttr(name))
				if mod != mods[0] {
					f.MoveInto(mods[0])
				}
			}
		}
		for _, l := range launches {
			k := l.Attr("kernel")
			r, ok1 := k.SymbolRoot()
			f, ok2 := k.SymbolLeaf()
			n, ok3 := rename[[2]string{r, f}]
			if !ok1 || !ok2 || !ok3 {
				return fmt.Errorf("outline: gpu.launch_func of unknown kernel %s", k)
			}
			l.SetAttr("kernel", l.SymbolRef(first, n))
		}
		for _, mod := range mods[1:] {
			mod.Erase()
		}
		return copyGlobals(root, mods[0])
	})
}

// copyGlobals copies into mod every memref.global of root that a kernel
// of mod reads (sinkGlobals moved the reads into the launches; the
// outliner does not copy the globals with them).
func copyGlobals(root, mod mlirc.Op) error {
	globals := map[string]mlirc.Op{}
	for _, op := range root.Ops(0) {
		if op.Name() == "memref.global" {
			name, _ := op.Attr("sym_name").Str()
			globals[name] = op
		}
	}
	have := map[string]bool{}
	var need []string
	for _, op := range mod.Ops(0) {
		if op.Name() == "memref.global" {
			name, _ := op.Attr("sym_name").Str()
			have[name] = true
		}
		op.Walk(func(o mlirc.Op) bool {
			if o.Name() == "memref.get_global" {
				if name, ok := o.Attr("name").SymbolRoot(); ok && !have[name] {
					have[name] = true
					need = append(need, name)
				}
			}
			return true
		})
	}
	for _, name := range need {
		g, ok := globals[name]
		if !ok {
			return fmt.Errorf("outline: a kernel reads memref.global @%s, which the module does not define", name)
		}
		g.Clone().InsertBefore(mod.Ops(0)[0])
	}
	return nil
}

// ReadPlan reads the serialized module: the binary (PTX, or the ROCDL
// path's LLVM bitcode) of its one gpu.binary and,
// for backend.SourceTOSA, the launch plan of its host function; for backend.SourceGPU the
// one kernel launched with obj's Global/Local.
func ReadPlan(m *mlirc.Module, kind backend.SourceKind, obj *codeobj.Object) (ptx []byte, launches []codeobj.Launch, scratch []int64, err error) {
	err = m.Inspect(func(root mlirc.Op) error {
		var host []mlirc.Op
		for _, op := range root.Ops(0) {
			switch op.Name() {
			case "gpu.binary":
				if ptx != nil {
					return errors.New("more than one gpu.binary")
				}
				objs, ok := op.Attr("objects").Elems()
				if !ok || len(objs) != 1 {
					return fmt.Errorf("gpu.binary with objects %s: want one", op.Attr("objects"))
				}
				b, ok := objs[0].GPUObject()
				if !ok {
					return fmt.Errorf("gpu.binary object %s is not a #gpu.object", objs[0])
				}
				ptx = b
			case "func.func":
				host = append(host, op)
			}
		}
		if ptx == nil {
			return errors.New("serialization made no gpu.binary")
		}
		if kind == backend.SourceGPU {
			l, err := gpuLaunch(obj)
			launches = []codeobj.Launch{l}
			return err
		}
		if len(host) != 1 {
			return fmt.Errorf("%d host functions, want 1", len(host))
		}
		launches, scratch, err = hostPlan(host[0], len(obj.Args))
		return err
	})
	return ptx, launches, scratch, err
}

// gpuLaunch is the plan of a raised SPIR-V kernel: grid Global/Local,
// block Local, the object's arguments in order.
func gpuLaunch(obj *codeobj.Object) (codeobj.Launch, error) {
	l := codeobj.Launch{Symbol: obj.Symbol}
	for d := range 3 {
		g, b := max(obj.Global[d], 1), max(obj.Local[d], 1)
		if g%b != 0 {
			return l, fmt.Errorf("global size %v is not a multiple of local size %v", obj.Global, obj.Local)
		}
		l.Grid[d], l.Block[d] = g/b, b
	}
	for i := range obj.Args {
		l.Args = append(l.Args, i)
	}
	return l, nil
}

// launchFuncSegments is gpu.launch_func's operand segment count in MLIR
// 22: async dependencies, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
// shared memory, kernel operands, async object.
const launchFuncSegments = 13

// hostPlan reads the host function: every gpu.launch_func in order (sizes
// from constants, parameters traced to function arguments or scratch
// allocations through view ops), every memref.alloc a scratch buffer.
// Anything else that runs on the host is an error naming it.
func hostPlan(fn mlirc.Op, nargs int) ([]codeobj.Launch, []int64, error) {
	body := fn.Ops(0)
	if got := fn.NumArgs(0); got != nargs {
		return nil, nil, fmt.Errorf("host function has %d parameters, the object %d arguments", got, nargs)
	}
	argBytes := make([]int64, nargs)
	for i := range nargs {
		argBytes[i] = memrefBytes(fn.Arg(0, i).Type())
	}
	copied := map[int]bool{}
	allocs := map[mlirc.Op]int{}
	var scratch []int64
	var launches []codeobj.Launch
	for _, op := range body {
		switch name := op.Name(); name {
		case "arith.constant", "memref.dealloc", "func.return",
			"memref.expand_shape", "memref.collapse_shape", "memref.cast", "memref.subview":
		case "memref.alloc":
			t := op.Result(0).Type()
			n := memrefBytes(t)
			if n < 0 {
				return nil, nil, fmt.Errorf("scratch buffer of type %s", t)
			}
			allocs[op] = nargs + len(scratch)
			scratch = append(scratch, n)
		case "gpu.launch_func":
			l, err := launchOf(op, fn, allocs)
			if err != nil {
				return nil, nil, err
			}
			for _, a := range l.Args {
				if copied[a] {
					return nil, nil, fmt.Errorf("launch %s uses a buffer after it was copied out", l.Symbol)
				}
			}
			launches = append(launches, l)
		case "memref.copy":
			// A result that is a view of a scratch buffer (a reshape of
			// the last kernel's output) is copied into its out-parameter:
			// the plan instead lets the kernels write the out-parameter.
			src, err1 := bindingOf(op.Operand(0), fn, allocs)
			dst, err2 := bindingOf(op.Operand(1), fn, allocs)
			if err := errors.Join(err1, err2); err != nil {
				return nil, nil, fmt.Errorf("memref.copy on the host: %w", err)
			}
			if src < nargs || dst >= nargs || scratch[src-nargs] != argBytes[dst] || bound(launches, dst) {
				return nil, nil, errors.New("memref.copy left on the host side of the kernel (not a scratch result into an unused out-parameter)")
			}
			for i := range launches {
				for j, a := range launches[i].Args {
					if a == src {
						launches[i].Args[j] = dst
					}
				}
			}
			copied[src], scratch[src-nargs] = true, -1
		default:
			return nil, nil, fmt.Errorf("%s left on the host side of the kernel (only launches, scratch allocations and views may be)", name)
		}
	}
	if len(launches) == 0 {
		return nil, nil, errors.New("the host function launches no kernel")
	}
	// Drop the scratch buffers that became out-parameters.
	renum := map[int]int{}
	var kept []int64
	for i, n := range scratch {
		if n >= 0 {
			renum[nargs+i] = nargs + len(kept)
			kept = append(kept, n)
		}
	}
	for i := range launches {
		for j, a := range launches[i].Args {
			if a >= nargs {
				launches[i].Args[j] = renum[a]
			}
		}
	}
	return launches, kept, nil
}

// bound reports whether a launch binds argument a.
func bound(ls []codeobj.Launch, a int) bool {
	for _, l := range ls {
		if slices.Contains(l.Args, a) {
			return true
		}
	}
	return false
}

// memrefBytes is the byte size of a static memref type, -1 otherwise.
func memrefBytes(t mlirc.Type) int64 {
	shape, ok := t.Shape()
	bits := t.ElemBits()
	if !ok || bits == 0 {
		return -1
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return max((n*int64(bits)+7)/8, 1)
}

func constInt(v mlirc.Value) (int64, error) {
	d := v.Def()
	if d.IsNull() || d.Name() != "arith.constant" {
		if !d.IsNull() {
			return 0, fmt.Errorf("a launch size is not a constant but made by %s", d.Name())
		}
		return 0, errors.New("a launch size is not a constant")
	}
	n, ok := d.Attr("value").Int()
	if !ok {
		return 0, errors.New("a launch size constant is not an integer")
	}
	return n, nil
}

// launchOf reads one gpu.launch_func.
func launchOf(op, fn mlirc.Op, allocs map[mlirc.Op]int) (codeobj.Launch, error) {
	var l codeobj.Launch
	seg, ok := op.Attr("operandSegmentSizes").I32s()
	if !ok || len(seg) != launchFuncSegments {
		return l, fmt.Errorf("gpu.launch_func operand segments %v: not MLIR 22's", seg)
	}
	if seg[0] != 0 || seg[12] != 0 {
		return l, errors.New("asynchronous gpu.launch_func")
	}
	if seg[7] != 0 {
		return l, errors.New("gpu.launch_func with a cluster size")
	}
	sym, ok := op.Attr("kernel").SymbolLeaf()
	if !ok {
		return l, errors.New("gpu.launch_func without a kernel symbol")
	}
	l.Symbol = sym
	at := 0 // no async dependencies
	for d := range 3 {
		g, err := constInt(op.Operand(at + d))
		if err != nil {
			return l, fmt.Errorf("launch %s: %w", sym, err)
		}
		b, err := constInt(op.Operand(at + 3 + d))
		if err != nil {
			return l, fmt.Errorf("launch %s: %w", sym, err)
		}
		l.Grid[d], l.Block[d] = g, b
	}
	at = 6 // no cluster sizes
	if seg[10] == 1 {
		s, err := constInt(op.Operand(at))
		if err != nil {
			return l, fmt.Errorf("launch %s: dynamic shared memory: %w", sym, err)
		}
		l.Shared = s
	}
	at += int(seg[10])
	for i := range int(seg[11]) {
		v := op.Operand(at + i)
		a, err := bindingOf(v, fn, allocs)
		if err != nil {
			return l, fmt.Errorf("launch %s parameter %d (%s): %w", sym, i, v.Type(), err)
		}
		l.Args = append(l.Args, a)
	}
	return l, nil
}

// bindingOf traces a kernel operand through views to what the runtime
// binds: a function argument (its index) or a scratch allocation.
func bindingOf(v mlirc.Value, fn mlirc.Op, allocs map[mlirc.Op]int) (int, error) {
	if _, ok := v.Type().Shape(); !ok || !strings.HasPrefix(v.Type().String(), "memref<") {
		return 0, errors.New("a kernel parameter that is not a memref (a host value the kernel would need)")
	}
	for {
		if v.IsBlockArg() {
			if v.ArgOwner() != fn {
				return 0, errors.New("a block argument of a nested region")
			}
			return v.ArgNumber(), nil
		}
		d := v.Def()
		switch d.Name() {
		case "memref.alloc":
			if i, ok := allocs[d]; ok {
				return i, nil
			}
			return 0, errors.New("an allocation outside the host function's body")
		case "memref.expand_shape", "memref.collapse_shape", "memref.cast":
			v = d.Operand(0)
		case "memref.subview":
			// A window with static offset, sizes and strides (dilated
			// pooling's taps): its type carries the offset, which the
			// kernel applies to the base pointer it is passed (bare-pointer
			// memrefs), so it binds its source. A dynamic one would need
			// the offset at run time.
			if d.NumOperands() != 1 || strings.Contains(v.Type().String(), "?") {
				return 0, errors.New("a memref.subview with dynamic offsets, sizes or strides")
			}
			v = d.Operand(0)
		default:
			return 0, fmt.Errorf("a view made by %s", d.Name())
		}
	}
}

// sinkGlobals copies each memref.get_global of a host function that a
// gpu.launch body reads (a constant tensor the kernel needs: a pooling's
// divisors, a folded quantization correction) into that body, so outlining
// copies the memref.global into the gpu.module and the kernel reads it
// there; the host side keeps only launches, allocations and views
// (hostPlan), and the unused get_global is dropped by canonicalization.
func sinkGlobals(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			globals := map[mlirc.Value]mlirc.Op{}
			for _, op := range fn.Ops(0) {
				if op.Name() == "memref.get_global" {
					globals[op.Result(0)] = op
				}
			}
			if len(globals) == 0 {
				continue
			}
			for _, launch := range fn.Ops(0) {
				if launch.Name() != "gpu.launch" || len(launch.Ops(0)) == 0 {
					continue
				}
				first := launch.Ops(0)[0]
				copies := map[mlirc.Value]mlirc.Value{}
				launch.Walk(func(op mlirc.Op) bool {
					if op == launch {
						return true
					}
					n := op.NumOperands()
					vals := make([]mlirc.Value, n)
					changed := false
					for i := range n {
						vals[i] = op.Operand(i)
						g, ok := globals[vals[i]]
						if !ok {
							continue
						}
						c, ok := copies[vals[i]]
						if !ok {
							cl := g.Clone()
							cl.InsertBefore(first)
							c = cl.Result(0)
							copies[vals[i]] = c
						}
						vals[i], changed = c, true
					}
					if changed {
						op.SetOperands(vals...)
					}
					return true
				})
			}
		}
		return nil
	})
}

// LaunchSymbols lists the kernels a plan launches.
func LaunchSymbols(ls []codeobj.Launch) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Symbol
	}
	return out
}
