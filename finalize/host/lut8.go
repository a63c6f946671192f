package host

import (
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Byte-to-byte elementwise kernels as table lookups.
//
// The QDQ glue between two int8 layers (DequantizeLinear, Relu,
// QuantizeLinear: one fused SPIR-V kernel) maps each byte of its input to
// a byte of its output through float arithmetic, a division among it
// (QuantizeLinear divides by the scale): on the Xeon about one cycle a
// byte, 0.31 ms of cnn_int8_qdq's first 1 MiB activation at one thread,
// 0.63 ms a run in all. A function of one byte has 256 values: where the
// CPU has AVX-512 VBMI, lut8Source rewrites such a raised kernel to run
// its own work-item on the bytes 0..255 first (the same ops, so the same
// bits: a 256-byte table), then to look every input byte up in that table
// with mgxport_lut8_vbmi (hostdot/lut8_vbmi.c: two vpermi2b a 64 bytes), by
// chunks that the phases split across threads.

//go:embed hostdot/lut8_vbmi.ll
var lut8VBMIIR string

// lut8Symbol is the table lookup (lut8VBMIIR defines it):
//
//	mgxport_lut8_vbmi(x, y, n, lut)
//
// y[i] = lut[x[i]] for i < n; x, y and lut addresses (bytes).
const lut8Symbol = "mgxport_lut8_vbmi"

// lut8MinElems is the smallest kernel lut8Source rewrites: its table
// takes 256 work-items, and work-items past the global size would not
// run (their bytes of the table would be left unset).
const lut8MinElems = 1024

var (
	lutItemRE   = regexp.MustCompile(`^  func\.func private @([A-Za-z_][A-Za-z0-9_]*)_item\(%gx: index, %gy: index, %gz: index, %a0: memref<(\d+)xi8>, %a1: memref<(\d+)xi8>\) attributes \{llvm\.linkage = #llvm\.linkage<internal>(?:, passthrough = \["alwaysinline"\])?\} \{$`)
	lutDefRE    = regexp.MustCompile(`^(%[A-Za-z0-9_]+) = ([a-z_]+\.[a-z_0-9.]+)(.*)$`)
	lutNameRE   = regexp.MustCompile(`%[A-Za-z0-9_]+`)
	lutLabelRE  = regexp.MustCompile(`^\^(bb\d+)(?:\((%[A-Za-z0-9_]+): i64\))?:$`)
	lutBranchRE = regexp.MustCompile(`\^(bb\d+)\((%[A-Za-z0-9_]+) : i64\)`)
	lutGlobalRE = regexp.MustCompile(`^    %n0 = arith\.constant (\d+) : index$`)
)

// lut8Source returns src (a raised kernel, raise.Host's text) rewritten
// as a table and its lookups when src is a byte-to-byte elementwise
// kernel: one global dim of g >= n work-items over two i8 buffers of n >=
// lut8MinElems; the work-item a grid-stride loop over i from %gx by g
// (while i < n: its only branch) whose body loads a0[i] once and stores,
// in the same block, a1[i] once a value computed from that byte and
// constants alone by arith and math ops.
func lut8Source(src string) (string, bool) {
	lines := strings.Split(src, "\n")
	if len(lines) < 4 || lines[0] != "module {" {
		return "", false
	}
	m := lutItemRE.FindStringSubmatch(lines[1])
	if m == nil || m[2] != m[3] {
		return "", false
	}
	name, n := m[1], m[2]
	elems, err := strconv.ParseInt(n, 10, 64)
	if err != nil || elems < lut8MinElems {
		return "", false
	}
	end := -1
	for i := 2; i < len(lines); i++ {
		if lines[i] == "  }" {
			end = i
			break
		}
	}
	if end < 0 {
		return "", false
	}
	mt := fmt.Sprintf("memref<%sxi8>", n)
	// The public function must be raise.Host's loop over [g, 1, 1], g >= n
	// (the global size, the work-items' stride).
	gm := lutGlobalRE.FindStringSubmatch(lines[end+4])
	if gm == nil {
		return "", false
	}
	g := gm[1]
	if gv, err := strconv.ParseInt(g, 10, 64); err != nil || gv < elems {
		return "", false
	}
	want := fmt.Sprintf(`  func.func @%[1]s(%%a0: %[2]s, %%a1: %[2]s) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%n0 = arith.constant %[3]s : index
    %%n1 = arith.constant 1 : index
    %%n2 = arith.constant 1 : index
    scf.parallel (%%x, %%y, %%z) = (%%c0, %%c0, %%c0) to (%%n0, %%n1, %%n2) step (%%c1, %%c1, %%c1) {
      func.call @%[1]s_item(%%x, %%y, %%z, %%a0, %%a1) : (index, index, index, %[2]s, %[2]s) -> ()
      scf.reduce
    }
    return
  }
}
`, name, mt, g)
	if strings.Join(lines[end+1:], "\n") != want {
		return "", false
	}
	if !lutElementwise(lines[2:end], mt, n, g) {
		return "", false
	}
	chunk := max((elems/64+63)/64*64, 4096)
	count := (elems + chunk - 1) / chunk
	var b strings.Builder
	b.WriteString(strings.Join(lines[:end+1], "\n"))
	fmt.Fprintf(&b, `
  func.func @%[1]s(%%a0: %[2]s, %%a1: %[2]s) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%c256 = arith.constant 256 : index
    %%ramp = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
    %%lut = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
    scf.for %%v = %%c0 to %%c256 step %%c1 {
      %%byte = arith.index_cast %%v : index to i8
      memref.store %%byte, %%ramp[%%v] : memref<256xi8>
    }
    %%rampn = memref.reinterpret_cast %%ramp to offset: [0], sizes: [%[3]s], strides: [1] : memref<256xi8> to %[2]s
    %%lutn = memref.reinterpret_cast %%lut to offset: [0], sizes: [%[3]s], strides: [1] : memref<256xi8> to %[2]s
    scf.for %%v = %%c0 to %%c256 step %%c1 {
      func.call @%[1]s_item(%%v, %%c0, %%c0, %%rampn, %%lutn) : (index, index, index, %[2]s, %[2]s) -> ()
    }
    %%px = memref.extract_aligned_pointer_as_index %%a0 : %[2]s -> index
    %%ix = arith.index_cast %%px : index to i64
    %%py = memref.extract_aligned_pointer_as_index %%a1 : %[2]s -> index
    %%iy = arith.index_cast %%py : index to i64
    %%pl = memref.extract_aligned_pointer_as_index %%lut : memref<256xi8> -> index
    %%il = arith.index_cast %%pl : index to i64
    %%nc = arith.constant %[4]d : index
    %%chunk = arith.constant %[5]d : i64
    %%n = arith.constant %[3]s : i64
    scf.parallel (%%i) = (%%c0) to (%%nc) step (%%c1) {
      %%ii = arith.index_cast %%i : index to i64
      %%p0 = arith.muli %%ii, %%chunk : i64
      %%pe = arith.addi %%p0, %%chunk : i64
      %%p1 = arith.minsi %%pe, %%n : i64
      %%len = arith.subi %%p1, %%p0 : i64
      %%xi = arith.addi %%ix, %%p0 : i64
      %%yi = arith.addi %%iy, %%p0 : i64
      func.call @%[6]s(%%xi, %%yi, %%len, %%il) {%[7]s = %[8]d : i64} : (i64, i64, i64, i64) -> ()
      scf.reduce
    }
    memref.dealloc %%ramp : memref<256xi8>
    memref.dealloc %%lut : memref<256xi8>
    return
  }
  func.func private @%[6]s(i64, i64, i64, i64)
}
`, name, mt, n, count, chunk, lut8Symbol, workAttr, max(chunk/8, 1))
	return b.String(), true
}

// lutElementwise checks a work-item's body (lines, in raise.Host's form):
// see lut8Source.
func lutElementwise(body []string, mt, n, g string) bool {
	defs := map[string]string{} // name -> op and operands
	ops := map[string]string{}  // name -> op
	var load, store string
	labelArg := map[string]string{} // block -> its i64 argument
	var branches [][2]string        // block, value passed
	var conds []string              // the conditions of the cf.cond_br
	block, loadBlock, storeBlock := "", "", ""
	for _, l := range body {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || l == "return":
			continue
		case strings.HasPrefix(l, "^"):
			lm := lutLabelRE.FindStringSubmatch(l)
			if lm == nil {
				return false
			}
			if lm[2] != "" {
				labelArg[lm[1]] = lm[2]
			}
			block = lm[1]
			continue
		case strings.HasPrefix(l, "cf.br ") || strings.HasPrefix(l, "cf.cond_br "):
			if c, ok := strings.CutPrefix(l, "cf.cond_br "); ok {
				conds = append(conds, strings.TrimSuffix(strings.Fields(c)[0], ","))
			}
			for _, bm := range lutBranchRE.FindAllStringSubmatch(l, -1) {
				branches = append(branches, [2]string{bm[1], bm[2]})
			}
			continue
		case strings.HasPrefix(l, "memref.store "):
			if store != "" {
				return false
			}
			store, storeBlock = l, block
			continue
		}
		dm := lutDefRE.FindStringSubmatch(l)
		if dm == nil {
			return false
		}
		op := dm[2]
		switch {
		case op == "memref.load":
			if load != "" {
				return false
			}
			load, loadBlock = dm[1], block
		case strings.HasPrefix(op, "arith.") || strings.HasPrefix(op, "math."):
		default:
			return false
		}
		if _, dup := defs[dm[1]]; dup {
			return false
		}
		defs[dm[1]] = op + dm[3]
		ops[dm[1]] = op
	}
	// The load and the store in one block (no branch between them), and
	// the loop's guard the only condition: each work-item's store runs.
	if load == "" || store == "" || loadBlock != storeBlock || len(conds) != 1 {
		return false
	}
	// %v = memref.load %a0[%i] : mt and memref.store %w, %a1[%j] : mt.
	lm := regexp.MustCompile(`^ %a0\[(%[A-Za-z0-9_]+)\] : ` + regexp.QuoteMeta(mt) + `$`).FindStringSubmatch(strings.TrimPrefix(defs[load], "memref.load"))
	sm := regexp.MustCompile(`^memref\.store (%[A-Za-z0-9_]+), %a1\[(%[A-Za-z0-9_]+)\] : ` + regexp.QuoteMeta(mt) + `$`).FindStringSubmatch(store)
	if lm == nil || sm == nil {
		return false
	}
	// Both indices are i, the loop's i64 block argument as an index.
	idx := func(v string) string {
		d := defs[v]
		im := regexp.MustCompile(`^arith\.index_cast (%[A-Za-z0-9_]+) : i64 to index$`).FindStringSubmatch(d)
		if im == nil {
			return ""
		}
		return im[1]
	}
	i := idx(lm[1])
	if i == "" || idx(sm[2]) != i {
		return false
	}
	loop := ""
	for bb, a := range labelArg {
		if a == i {
			loop = bb
		}
	}
	if loop == "" {
		return false
	}
	// i starts at %gx and steps by n, and the loop runs while i < n.
	constOf := func(v string) string {
		cm := regexp.MustCompile(`^arith\.constant (-?\d+) : i64$`).FindStringSubmatch(defs[v])
		if cm == nil {
			return ""
		}
		return cm[1]
	}
	var fromGX, step bool
	for _, br := range branches {
		if br[0] != loop {
			continue
		}
		d := defs[br[1]]
		switch {
		case d == "arith.index_cast %gx : index to i64":
			fromGX = true
		case strings.HasPrefix(d, "arith.addi "+i+", "):
			s := strings.TrimSuffix(strings.TrimPrefix(d, "arith.addi "+i+", "), " : i64")
			if constOf(s) != g {
				return false
			}
			step = true
		default:
			return false
		}
	}
	d := defs[conds[0]]
	guard := strings.HasPrefix(d, "arith.cmpi ult, "+i+", ") && constOf(strings.TrimSuffix(strings.TrimPrefix(d, "arith.cmpi ult, "+i+", "), " : i64")) == n
	if !fromGX || !step || !guard {
		return false
	}
	// The stored value depends on the loaded byte and constants only.
	seen := map[string]bool{}
	work := []string{sm[1]}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] || v == load {
			continue
		}
		seen[v] = true
		op, ok := ops[v]
		if !ok || op == "memref.load" {
			return false // an argument, a block argument or a second load
		}
		if op == "arith.constant" {
			continue
		}
		work = append(work, lutNameRE.FindAllString(strings.TrimPrefix(defs[v], op), -1)...)
	}
	return true
}
