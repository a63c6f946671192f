// Command propgen generates mlirbc's table of operation property layouts
// from the ODS-generated readProperties methods that MLIR installs
// (*Ops.cpp.inc and *Ops.h.inc under include/mlir). Properties are encoded
// per op in the order of those methods; without the table a reader could
// keep them only as raw bytes.
//
//	go run ./internal/propgen -include /usr/lib/llvm-22/include/mlir -o props_table.go
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

type field struct {
	name string
	kind string // Go constant name of the field kind
	size int
}

var (
	reReadProps = regexp.MustCompile(`(?m)^::llvm::LogicalResult (\w+)::readProperties\(::mlir::DialectBytecodeReader &reader, ::mlir::OperationState &state\) \{\n`)
	reAttr      = regexp.MustCompile(`reader\.readAttribute\(prop\.(\w+)\)`)
	reOptAttr   = regexp.MustCompile(`reader\.readOptionalAttribute\(prop\.(\w+)\)`)
	reLegacySeg = regexp.MustCompile(`getBytecodeVersion\(\) < /\*kNativePropertiesODSSegmentSize=\*/6\) \{\s*auto &propStorage = prop\.(\w+);`)
	reBlock     = regexp.MustCompile(`(?s)auto &propStorage = prop\.(\w+);\s*auto readProp = \[&\]\(\) \{(.*?)\n    \};`)
	reAnyRead   = regexp.MustCompile(`reader\.read\w+\(`)
	reOpName    = regexp.MustCompile(`(?s)class (\w+) : public ::mlir::Op<\w+.*?getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\)`)
	reAdaptor   = regexp.MustCompile(`class (\w+)GenericAdaptorBase \{`)
	reSegSize   = regexp.MustCompile(`using (\w+)Ty = std::array<int32_t, (\d+)>;`)
)

type match struct {
	start, end int
	f          field
}

func parseBody(body string, segSizes map[string]int) ([]field, error) {
	var ms []match
	add := func(re *regexp.Regexp, kind string) {
		for _, m := range re.FindAllStringSubmatchIndex(body, -1) {
			ms = append(ms, match{m[0], m[1], field{name: body[m[2]:m[3]], kind: kind}})
		}
	}
	add(reAttr, "propAttr")
	add(reOptAttr, "propOptionalAttr")
	for _, m := range reLegacySeg.FindAllStringSubmatchIndex(body, -1) {
		name := body[m[2]:m[3]]
		// the legacy block ends at its closing "  }\n"
		end := strings.Index(body[m[1]:], "\n  }\n")
		if end < 0 {
			return nil, fmt.Errorf("unterminated legacy segment block")
		}
		ms = append(ms, match{m[0], m[1] + end, field{name: name, kind: "propSegmentsLegacy", size: segSizes[name]}})
	}
	for _, m := range reBlock.FindAllStringSubmatchIndex(body, -1) {
		name, inner := body[m[2]:m[3]], body[m[4]:m[5]]
		f := field{name: name}
		switch {
		case strings.Contains(inner, "readSparseArray"):
			f.kind, f.size = "propSegmentsSparse", segSizes[name]
		case strings.Contains(inner, "readBool(isPresent)") && strings.Contains(inner, "readVarInt(val)"):
			f.kind = "propOptionalInt64"
		case strings.Contains(inner, "readVarInt(rawValue)"):
			f.kind = "propEnum"
		case strings.Contains(inner, "readBool(propStorage)"):
			f.kind = "propBool"
		default:
			return nil, fmt.Errorf("property %s: unknown encoding", name)
		}
		if strings.HasPrefix(f.kind, "propSegments") && f.size == 0 {
			return nil, fmt.Errorf("property %s: unknown segment count", name)
		}
		ms = append(ms, match{m[0], m[1], f})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].start < ms[j].start })
	// Every read in the body must belong to one recognised field.
	for _, r := range reAnyRead.FindAllStringIndex(body, -1) {
		covered := false
		for _, m := range ms {
			if r[0] >= m.start && r[0] < m.end {
				covered = true
				break
			}
		}
		if !covered {
			return nil, fmt.Errorf("unrecognised read at %q", body[r[0]:min(len(body), r[0]+60)])
		}
	}
	for i := 1; i < len(ms); i++ {
		if ms[i].start < ms[i-1].end {
			return nil, fmt.Errorf("overlapping fields %s and %s", ms[i-1].f.name, ms[i].f.name)
		}
	}
	out := make([]field, len(ms))
	for i, m := range ms {
		out[i] = m.f
	}
	return out, nil
}

func main() {
	include := flag.String("include", "/usr/lib/llvm-22/include/mlir", "MLIR include directory")
	outPath := flag.String("o", "props_table.go", "output Go file")
	flag.Parse()

	var incs []string
	err := filepath.Walk(*include, func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".cpp.inc") {
			incs = append(incs, p)
		}
		return err
	})
	if err != nil {
		log.Fatal(err)
	}
	sort.Strings(incs)
	schemas := map[string][]field{}
	skipped := 0
	for _, cpp := range incs {
		src, err := os.ReadFile(cpp)
		if err != nil {
			log.Fatal(err)
		}
		locs := reReadProps.FindAllSubmatchIndex(src, -1)
		if len(locs) == 0 {
			continue
		}
		hdr, err := os.ReadFile(strings.TrimSuffix(cpp, ".cpp.inc") + ".h.inc")
		if err != nil {
			log.Printf("skip %s: %v", cpp, err)
			continue
		}
		names := map[string]string{}
		for _, m := range reOpName.FindAllSubmatch(hdr, -1) {
			names[string(m[1])] = string(m[2])
		}
		segs := map[string]map[string]int{}
		adaptors := reAdaptor.FindAllSubmatchIndex(hdr, -1)
		for i, a := range adaptors {
			end := len(hdr)
			if i+1 < len(adaptors) {
				end = adaptors[i+1][0]
			}
			cls := string(hdr[a[2]:a[3]])
			segs[cls] = map[string]int{}
			for _, s := range reSegSize.FindAllSubmatch(hdr[a[1]:end], -1) {
				var n int
				fmt.Sscan(string(s[2]), &n)
				segs[cls][string(s[1])] = n
			}
		}
		for _, l := range locs {
			cls := string(src[l[2]:l[3]])
			end := bytes.Index(src[l[1]:], []byte("\n}\n"))
			if end < 0 {
				log.Fatalf("%s: %s: unterminated readProperties", cpp, cls)
			}
			body := string(src[l[1] : l[1]+end])
			opName, ok := names[cls]
			if !ok {
				log.Printf("skip %s::%s: op name unknown", filepath.Base(cpp), cls)
				skipped++
				continue
			}
			fields, err := parseBody(body, segs[cls])
			if err != nil {
				log.Printf("skip %s: %v", opName, err)
				skipped++
				continue
			}
			if prev, dup := schemas[opName]; dup && fmt.Sprint(prev) != fmt.Sprint(fields) {
				log.Fatalf("%s defined twice with different layouts", opName)
			}
			schemas[opName] = fields
		}
	}
	ops := make([]string, 0, len(schemas))
	for n := range schemas {
		ops = append(ops, n)
	}
	sort.Strings(ops)
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by internal/propgen from the MLIR 22 ODS includes; DO NOT EDIT.\n\npackage mlirbc\n\n")
	fmt.Fprintf(&b, "// propSchemas maps an op name to its property layout (%d ops).\nvar propSchemas = map[string]*propSchema{\n", len(ops))
	for _, n := range ops {
		fmt.Fprintf(&b, "%q: {fields: []propField{", n)
		for i, f := range schemas[n] {
			if i > 0 {
				b.WriteString(", ")
			}
			if f.size > 0 {
				fmt.Fprintf(&b, "{%q, %s, %d}", f.name, f.kind, f.size)
			} else {
				fmt.Fprintf(&b, "{%q, %s, 0}", f.name, f.kind)
			}
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*outPath, src, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d op layouts, %d skipped", len(ops), skipped)
}
