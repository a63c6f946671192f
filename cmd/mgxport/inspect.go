package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/driver"
	fbackend "github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/mlirbc"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/spirv"
	"github.com/mgxport/mgxport/target"
)

// objectSummary reads a portable payload with the pure-Go readers: the op
// counts of an MLIR module, the instruction count of a SPIR-V module.
func objectSummary(o *codeobj.Object) (string, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		ops, err := mlirbc.ListOps(o.Payload)
		if err != nil {
			return "", err
		}
		var parts []string
		for _, op := range ops {
			parts = append(parts, fmt.Sprintf("%s×%d", op.Name, op.Count))
		}
		return strings.Join(parts, " "), nil
	case codeobj.AMDGCNSPIRV:
		m, err := spirv.Decode(o.Payload)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%d SPIR-V instructions", len(m.Insts)), nil
	case codeobj.PTX:
		s := fmt.Sprintf("%d bytes of %s", len(o.Payload), o.Format)
		if mu := matrixUnitOps(o.Payload); mu != "" {
			s += "; matrix units: " + mu
		}
		return s, nil
	}
	return fmt.Sprintf("%d bytes of %s", len(o.Payload), o.Format), nil
}

// ptxMatrixOp matches a PTX matrix-unit instruction: its shape and the
// type of its multiplicands.
var ptxMatrixOp = regexp.MustCompile(`\b(mma\.sync\.aligned|wgmma\.mma_async\.sync\.aligned)\.(m\d+n\d+k\d+)(?:\.row\.col)?\.f32\.(\w+)\.`)

// matrixUnitOps counts a PTX payload's matrix-unit instructions by shape
// and operand type (mma.m16n8k16.f16×16), so inspect shows which kernel
// a product took: the half kernel's m16n8k16 .f16/.bf16, the TF32
// ones'; "" when there are none.
func matrixUnitOps(ptx []byte) string {
	counts := map[string]int{}
	for _, m := range ptxMatrixOp.FindAllSubmatch(ptx, -1) {
		op := "mma"
		if strings.HasPrefix(string(m[1]), "wgmma") {
			op = "wgmma"
		}
		counts[fmt.Sprintf("%s.%s.%s", op, m[2], m[3])]++
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		parts = append(parts, fmt.Sprintf("%s×%d", k, counts[k]))
	}
	return strings.Join(parts, " ")
}

// extension is the file extension --extract gives each payload format.
func extension(f codeobj.Format) string {
	switch f {
	case codeobj.MLIRBytecode:
		return ".mlirbc"
	case codeobj.AMDGCNSPIRV:
		return ".spv"
	case codeobj.HostSO:
		return ".so"
	case codeobj.HSACO:
		return ".hsaco"
	case codeobj.PTX:
		return ".ptx"
	case codeobj.Cubin:
		return ".cubin"
	}
	return ".bin"
}

// inspection is inspect's --json document. Its keys are stable snake_case
// names, hashes are hex, and lists are never null.
type inspection struct {
	Path     string            `json:"path"`
	Format   int               `json:"format"`
	Producer producerJSON      `json:"producer"`
	Model    modelJSON         `json:"model"`
	Options  map[string]string `json:"options"`
	Programs []programJSON     `json:"programs"`
	Objects  []objectJSON      `json:"objects"`
	// Targets groups the finalized objects by target, in table order.
	Targets []targetJSON `json:"targets"`
	Weights []weightJSON `json:"weights"`
	// Damaged names every section that failed its integrity check.
	Damaged []string `json:"damaged"`
	// OK says every section read back intact.
	OK bool `json:"ok"`
}

type producerJSON struct {
	Mgxport      string `json:"mgxport"`
	MLIRBytecode int    `json:"mlir_bytecode"`
	SPIRV        string `json:"spirv"`
}

type modelJSON struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256"`
	Bytes  int64  `json:"bytes"`
}

type tensorJSON struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	// Dynamic says the shape is known only at run time (Shape is empty).
	Dynamic bool `json:"dynamic,omitempty"`
}

type programJSON struct {
	Name       string       `json:"name"`
	ArenaBytes int64        `json:"arena_bytes"`
	Inputs     []tensorJSON `json:"inputs"`
	Outputs    []tensorJSON `json:"outputs"`
	Buffers    []bufferJSON `json:"buffers"`
	Launches   []launchJSON `json:"launches"`
	// Steps and Subprograms are set for a program with control-flow or
	// host steps (a program of launches only runs its launches in order).
	Steps       []stepJSON    `json:"steps,omitempty"`
	Subprograms []programJSON `json:"subprograms,omitempty"`
}

// stepJSON is one step of a program with control flow: its kind, the
// launch, sub-programs or host op it runs, and the buffers it reads and
// writes ("" for an omitted operand).
type stepJSON struct {
	Index       int      `json:"index"`
	Kind        string   `json:"kind"`
	Label       string   `json:"label,omitempty"`
	Launch      *int     `json:"launch,omitempty"`
	Op          string   `json:"op,omitempty"`
	Subprograms []string `json:"subprograms,omitempty"`
	Inputs      []string `json:"inputs,omitempty"`
	Outputs     []string `json:"outputs,omitempty"`
}

type bufferJSON struct {
	Name   string  `json:"name"`
	Kind   string  `json:"kind"`
	DType  string  `json:"dtype"`
	Shape  []int64 `json:"shape"`
	Offset int64   `json:"offset"`
	Bytes  int64   `json:"bytes"`
	Weight string  `json:"weight"`
	// Dynamic marks a value whose shape is known only at run time.
	Dynamic bool `json:"dynamic,omitempty"`
}

type launchJSON struct {
	Index int    `json:"index"`
	Label string `json:"label"`
	// Kernels are the portable variants' object IDs.
	Kernels    []string `json:"kernels"`
	Args       []string `json:"args"`
	BytesMoved int64    `json:"bytes_moved"`
	// Global and Local are the portable kernel's standardized sizes (zero
	// for MLIR-class kernels, whose sizes are set at finalize).
	Global [3]int64 `json:"global"`
	Local  [3]int64 `json:"local"`
	// SizesSetAtFinalize says the portable kernel carries no sizes and the
	// bundle holds no finalized object that gives them.
	SizesSetAtFinalize bool `json:"sizes_set_at_finalize"`
	// Finalized are the sizes of the finalized objects made from Kernels.
	Finalized []finalizedSizesJSON `json:"finalized"`
}

type finalizedSizesJSON struct {
	Target         string             `json:"target"`
	Object         string             `json:"object"`
	Format         string             `json:"format"`
	Global         [3]int64           `json:"global"`
	Local          [3]int64           `json:"local"`
	DeviceLaunches []deviceLaunchJSON `json:"device_launches"`
}

type deviceLaunchJSON struct {
	Symbol      string   `json:"symbol"`
	Grid        [3]int64 `json:"grid"`
	Block       [3]int64 `json:"block"`
	SharedBytes int64    `json:"shared_bytes"`
	Args        []int    `json:"args"`
}

type argJSON struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	Write bool    `json:"write"`
}

type objectJSON struct {
	ID     string `json:"id"`
	Format string `json:"format"`
	// Native says the payload is finalized device code (host_so, ptx,
	// cubin, hsaco) rather than portable data.
	Native          bool   `json:"native"`
	Target          string `json:"target"`
	Symbol          string `json:"symbol"`
	Wave            int    `json:"wave"`
	Bytes           int64  `json:"bytes"`
	CompressedBytes int64  `json:"compressed_bytes"`
	SHA256          string `json:"sha256"`
	// Block is the block (1-based) holding the payload with others',
	// whose compressed size and checksum the two fields above give; 0
	// for a payload in a section of its own.
	Block          int                `json:"block,omitempty"`
	Source         string             `json:"source"`
	Compiler       string             `json:"compiler"`
	Args           []argJSON          `json:"args"`
	Global         [3]int64           `json:"global"`
	Local          [3]int64           `json:"local"`
	DeviceLaunches []deviceLaunchJSON `json:"device_launches"`
	ScratchBytes   []int64            `json:"scratch_bytes"`
	Summary        string             `json:"summary"`
	OK             bool               `json:"ok"`
	Error          string             `json:"error"`
}

// targetJSON is one target's share of a bundle: its finalized objects and
// whether every launch has one (the bundle runs there without finalize).
type targetJSON struct {
	Target  string `json:"target"`
	Format  string `json:"format"`
	Objects int    `json:"objects"`
	Bytes   int64  `json:"bytes"`
	// Launches counts the launches (of every program) with an object of
	// this target, of Total.
	Launches int  `json:"launches"`
	Total    int  `json:"total_launches"`
	Complete bool `json:"complete"`
	// TF32 says some of the target's objects were finalized with
	// --allow-tf32 (their contractions round operands to TF32).
	TF32 bool `json:"tf32"`
}

type weightJSON struct {
	Name            string  `json:"name"`
	DType           string  `json:"dtype"`
	Shape           []int64 `json:"shape"`
	Bytes           int64   `json:"bytes"`
	CompressedBytes int64   `json:"compressed_bytes"`
	SHA256          string  `json:"sha256"`
	OK              bool    `json:"ok"`
	Error           string  `json:"error"`
}

// list returns s, or an empty list for nil, so JSON never holds null.
func list[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// nativeKind says "native" for finalized device code and "portable" for
// portable data.
func nativeKind(f codeobj.Format) string {
	if f.Portable() {
		return "portable"
	}
	return "native"
}

// checkSections reads back every code object and weight of r through its
// integrity checks (and every portable payload through the pure-Go
// readers), extracting the objects into dir when it is not empty. It
// returns the objects and weights as inspect reports them.
func checkSections(r *bundle.Reader, extract string) ([]objectJSON, []weightJSON, error) {
	m := &r.Manifest
	if extract != "" {
		if err := os.MkdirAll(extract, 0o755); err != nil {
			return nil, nil, fmt.Errorf("extract: %w", err)
		}
	}
	objects := make([]objectJSON, 0, len(m.Objects))
	for _, e := range m.Objects {
		oj := objectEntryJSON(m, e)
		o, err := r.ReadObject(e.ID)
		if err == nil {
			oj.Summary, err = objectSummary(o)
			if err != nil {
				err = fmt.Errorf("bundle %s: code object %s: unreadable %s payload: %w", r.Path(), e.ID, o.Format, err)
			}
		}
		if err != nil {
			oj.Error = err.Error()
		} else {
			oj.OK = true
			if extract != "" {
				path := filepath.Join(extract, e.ID+extension(o.Format))
				if err := os.WriteFile(path, o.Payload, 0o644); err != nil {
					return nil, nil, fmt.Errorf("extract: %w", err)
				}
			}
		}
		objects = append(objects, oj)
	}
	var buf []byte // one weight at a time, in the largest weight's bytes
	weights := make([]weightJSON, 0, len(m.Weights))
	for _, e := range m.Weights {
		wj := weightJSON{
			Name: e.Name, DType: e.DType, Shape: list(e.Shape),
			Bytes: e.Section.Raw, CompressedBytes: e.Section.Length, SHA256: hex.EncodeToString(e.Section.SHA256),
		}
		if int64(cap(buf)) < e.Section.Raw {
			buf = make([]byte, e.Section.Raw)
		}
		if err := r.ReadWeight(e.Name, buf[:e.Section.Raw]); err != nil {
			wj.Error = err.Error()
		} else {
			wj.OK = true
		}
		weights = append(weights, wj)
	}
	return objects, weights, nil
}

// objectEntryJSON is an object table row without its check's result; an
// object in a block shows the block's section (compressed size and
// checksum), which it shares with the block's other objects.
func objectEntryJSON(m *bundle.Manifest, e bundle.ObjectEntry) objectJSON {
	o := e.Object
	sec := e.Section
	if k := e.Section.Block; k > 0 && k <= len(m.Blocks) {
		sec = m.Blocks[k-1]
	}
	args := make([]argJSON, len(o.Args))
	for i, a := range o.Args {
		args[i] = argJSON{Name: a.Name, DType: a.DType, Shape: list(a.Shape), Write: a.Write}
	}
	return objectJSON{
		ID: e.ID, Format: string(o.Format), Native: !o.Format.Portable(), Target: o.Target, Symbol: o.Symbol,
		Wave: o.Wave, Bytes: e.Section.Raw, CompressedBytes: sec.Length, SHA256: hex.EncodeToString(sec.SHA256), Block: e.Section.Block,
		Source: o.Source, Compiler: o.Compiler, Args: args, Global: o.Global, Local: o.Local,
		DeviceLaunches: deviceLaunches(&o), ScratchBytes: list(o.Scratch),
	}
}

func deviceLaunches(o *codeobj.Object) []deviceLaunchJSON {
	out := make([]deviceLaunchJSON, len(o.Launches))
	for i, l := range o.Launches {
		out[i] = deviceLaunchJSON{Symbol: l.Symbol, Grid: l.Grid, Block: l.Block, SharedBytes: l.Shared, Args: list(l.Args)}
	}
	return out
}

func tensors(p *program.Program, idx []int) []tensorJSON {
	out := make([]tensorJSON, len(idx))
	for i, b := range idx {
		buf := p.Buffers[b]
		out[i] = tensorJSON{Name: buf.Name, DType: buf.DType, Shape: list(buf.Shape), Dynamic: buf.Dynamic}
	}
	return out
}

// objIndex indexes a manifest's code objects once, so describing a bundle
// of many programs (a bucket grid) is linear in its size, not in programs
// times objects.
type objIndex struct {
	byID     map[string]*bundle.ObjectEntry
	bySource map[string][]*bundle.ObjectEntry // finalized objects, table order
}

func indexObjects(m *bundle.Manifest) *objIndex {
	ix := &objIndex{byID: map[string]*bundle.ObjectEntry{}, bySource: map[string][]*bundle.ObjectEntry{}}
	for i := range m.Objects {
		e := &m.Objects[i]
		ix.byID[e.ID] = e
		if !e.Object.Format.Portable() {
			ix.bySource[e.Object.Source] = append(ix.bySource[e.Object.Source], e)
		}
	}
	return ix
}

// finalized reports whether launch l has an object finalized for target.
func (ix *objIndex) finalized(l program.Launch, target string) bool {
	for _, src := range l.Kernels {
		for _, e := range ix.bySource[src] {
			if e.Object.Target == target {
				return true
			}
		}
	}
	return false
}

// programJSONOf describes program p, with each launch's sizes from its
// portable kernel and from the finalized objects made from it.
func programJSONOf(ix *objIndex, p *program.Program) programJSON {
	pj := programJSON{
		Name: p.Name, ArenaBytes: p.ArenaSize,
		Inputs: tensors(p, p.Inputs), Outputs: tensors(p, p.Outputs),
		Buffers: make([]bufferJSON, len(p.Buffers)), Launches: make([]launchJSON, len(p.Launches)),
	}
	for i, b := range p.Buffers {
		pj.Buffers[i] = bufferJSON{Name: b.Name, Kind: string(b.Kind), DType: b.DType, Shape: list(b.Shape), Offset: b.Offset, Bytes: b.Bytes, Weight: b.Weight, Dynamic: b.Dynamic}
	}
	for i, l := range p.Launches {
		lj := launchJSON{Index: i, Label: l.Label, Kernels: list(l.Kernels), Args: make([]string, len(l.Args)), Finalized: []finalizedSizesJSON{}}
		for j, a := range l.Args {
			lj.Args[j] = p.Buffers[a].Name
			lj.BytesMoved += p.Buffers[a].Bytes
		}
		if len(l.Kernels) > 0 {
			if e, ok := ix.byID[l.Kernels[0]]; ok {
				lj.Global, lj.Local = e.Object.Global, e.Object.Local
			}
		}
		var fin []*bundle.ObjectEntry
		seen := map[string]bool{}
		for _, k := range l.Kernels {
			if !seen[k] {
				seen[k] = true
				fin = append(fin, ix.bySource[k]...)
			}
		}
		slices.SortStableFunc(fin, func(a, b *bundle.ObjectEntry) int { return strings.Compare(a.ID, b.ID) })
		for _, e := range fin {
			o := &e.Object
			lj.Finalized = append(lj.Finalized, finalizedSizesJSON{
				Target: o.Target, Object: e.ID, Format: string(o.Format),
				Global: o.Global, Local: o.Local, DeviceLaunches: deviceLaunches(o),
			})
		}
		lj.SizesSetAtFinalize = lj.Global == [3]int64{} && len(lj.Finalized) == 0
		pj.Launches[i] = lj
	}
	if len(p.Steps) > 0 {
		pj.Steps = stepsJSON(p)
		for i := range p.Subprograms {
			pj.Subprograms = append(pj.Subprograms, programJSONOf(ix, &p.Subprograms[i]))
		}
	}
	return pj
}

// stepsJSON describes p's steps.
func stepsJSON(p *program.Program) []stepJSON {
	name := func(b int) string {
		if b < 0 || b >= len(p.Buffers) {
			return ""
		}
		return p.Buffers[b].Name
	}
	out := make([]stepJSON, len(p.Steps))
	for i, st := range p.Steps {
		sj := stepJSON{Index: i, Kind: string(st.Kind), Label: st.Label, Op: st.Op}
		if st.Kind == program.StepLaunch {
			l := st.Launch
			sj.Launch = &l
			if l >= 0 && l < len(p.Launches) {
				sj.Label = p.Launches[l].Label
			}
		}
		for _, j := range st.Programs {
			if j >= 0 && j < len(p.Subprograms) {
				sj.Subprograms = append(sj.Subprograms, p.Subprograms[j].Name)
			}
		}
		for _, b := range st.Inputs {
			sj.Inputs = append(sj.Inputs, name(b))
		}
		for _, b := range st.Outputs {
			sj.Outputs = append(sj.Outputs, name(b))
		}
		out[i] = sj
	}
	return out
}

// printSteps prints a program's steps and, indented, its sub-programs.
func printSteps(out io.Writer, p programJSON, indent string) {
	if len(p.Steps) == 0 {
		return
	}
	fmt.Fprintf(out, "%ssteps:\n", indent)
	for _, st := range p.Steps {
		what := st.Kind
		switch {
		case st.Launch != nil:
			what = fmt.Sprintf("launch %d", *st.Launch)
		case st.Op != "":
			what = "host " + st.Op
		case len(st.Subprograms) > 0:
			what = st.Kind + " " + strings.Join(st.Subprograms, ", ")
		}
		fmt.Fprintf(out, "%s  %d  %s  %s\n", indent, st.Index, what, st.Label)
	}
	for _, sp := range p.Subprograms {
		fmt.Fprintf(out, "%ssub-program %s: arena %d bytes, %d launches\n", indent, sp.Name, sp.ArenaBytes, len(sp.Launches))
		printSteps(out, sp, indent+"  ")
	}
}

// inspect reads the bundle at path, checking every section, and describes
// it.
func inspect(path, extract string) (*inspection, error) {
	r, err := bundle.Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	m := &r.Manifest
	objects, weights, err := checkSections(r, extract)
	if err != nil {
		return nil, err
	}
	in := &inspection{
		Path: path, Format: m.Format,
		Producer: producerJSON{Mgxport: m.Producer.Mgxport, MLIRBytecode: m.Producer.MLIRBytecode, SPIRV: m.Producer.SPIRV},
		Model:    modelJSON{Name: m.Model.Name, SHA256: m.Model.SHA256, Bytes: m.Model.Bytes},
		Options:  m.Options,
		Programs: make([]programJSON, len(m.Programs)),
		Objects:  objects, Weights: weights, Damaged: []string{}, OK: true,
	}
	if in.Options == nil {
		in.Options = map[string]string{}
	}
	ix := indexObjects(m)
	for i := range m.Programs {
		in.Programs[i] = programJSONOf(ix, &m.Programs[i])
	}
	in.Targets = targetsOf(m, ix, objects)
	for _, o := range objects {
		if !o.OK {
			in.Damaged = append(in.Damaged, fmt.Sprintf("code object %s (%s %s)", o.ID, o.Format, o.Symbol))
		}
	}
	for _, w := range weights {
		if !w.OK {
			in.Damaged = append(in.Damaged, "weight "+w.Name)
		}
	}
	in.OK = len(in.Damaged) == 0
	return in, nil
}

// targetRank orders targets as the table does, unknown ones last.
func targetRank(t string) int {
	if i := slices.Index(target.Names(), t); i >= 0 {
		return i
	}
	return len(target.Names())
}

// targetsOf groups the finalized objects by target, in table order.
func targetsOf(m *bundle.Manifest, ix *objIndex, objects []objectJSON) []targetJSON {
	byTarget := map[string]*targetJSON{}
	for _, o := range objects {
		if !o.Native {
			continue
		}
		t := byTarget[o.Target]
		if t == nil {
			t = &targetJSON{Target: o.Target, Format: o.Format}
			byTarget[o.Target] = t
		}
		t.Objects++
		t.Bytes += o.Bytes
		t.TF32 = t.TF32 || fbackend.IsTF32Compiler(o.Compiler)
	}
	out := []targetJSON{}
	for _, t := range byTarget {
		for _, p := range m.Programs {
			for _, l := range p.AllLaunches() {
				t.Total++
				if ix.finalized(l, t.Target) {
					t.Launches++
				}
			}
		}
		t.Complete = t.Launches == t.Total
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b targetJSON) int {
		if d := targetRank(a.Target) - targetRank(b.Target); d != 0 {
			return d
		}
		return strings.Compare(a.Target, b.Target)
	})
	return out
}

func newInspectCmd() *cobra.Command {
	var (
		asJSON  bool
		extract string
	)
	cmd := &cobra.Command{
		Use:   "inspect BUNDLE|MODEL.onnx",
		Short: "Show a bundle's inputs, programs, launches, code objects and weights (checking every section), or an ONNX model's inputs, dims and opsets",
		Long: `inspect reads a bundle and prints its producer, model, the program's inputs and
outputs, its launches in order (with their launch sizes: the portable kernel's,
or those of the objects finalized from it, or "set at finalize") and the code
object table (native device code or portable data). It reads back every code
object and every weight through the bundle's integrity checks and exits
non-zero, naming each damaged section, when any fails.
Given an ONNX model, it prints the IR version and opsets, the inputs and
outputs with their dims (symbolic names as declared: what compile --dim and
--bucket bind), the node count by op and the initializers.
--json prints the same as JSON; --extract DIR writes every intact code
object's payload as DIR/ID.mlirbc, ID.spv, ID.so, ...`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if driver.IsModelPath(args[0]) {
				if extract != "" {
					return fmt.Errorf("inspect --extract %s: an ONNX model has no code objects to extract; compile it first", extract)
				}
				m, err := inspectModel(args[0])
				if err != nil {
					return err
				}
				if asJSON {
					return writeJSON(cmd.OutOrStdout(), m)
				}
				printModelInspection(cmd.OutOrStdout(), m)
				return nil
			}
			in, err := inspect(args[0], extract)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(in); err != nil {
					return err
				}
			} else {
				printInspection(out, in)
			}
			if !in.OK {
				return fmt.Errorf("inspect %s: %d damaged section(s): %s; the bundle is corrupt: compile or copy it again", args[0], len(in.Damaged), strings.Join(in.Damaged, ", "))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the inspection as JSON")
	cmd.Flags().StringVar(&extract, "extract", "", "write every code object's payload into `DIR`")
	return cmd
}

// launchSizes says a launch's sizes in words: the finalized objects'
// (per target), else the portable kernel's, else that finalize sets them.
func launchSizes(l launchJSON) string {
	if len(l.Finalized) == 0 {
		if l.SizesSetAtFinalize {
			return "set at finalize"
		}
		return fmt.Sprintf("global %v local %v", l.Global, l.Local)
	}
	var parts []string
	for _, f := range l.Finalized {
		switch {
		case len(f.DeviceLaunches) > 0:
			var ks []string
			for _, d := range f.DeviceLaunches {
				s := fmt.Sprintf("grid %v block %v", d.Grid, d.Block)
				if d.SharedBytes > 0 {
					s += fmt.Sprintf(" shared %d", d.SharedBytes)
				}
				ks = append(ks, s)
			}
			parts = append(parts, f.Target+": "+strings.Join(ks, ", "))
		case f.Global == [3]int64{}:
			parts = append(parts, f.Target+": one call")
		default:
			parts = append(parts, fmt.Sprintf("%s: global %v local %v", f.Target, f.Global, f.Local))
		}
	}
	return strings.Join(parts, "; ")
}

func tensorList(ts []tensorJSON) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		if t.Dynamic {
			parts[i] = fmt.Sprintf("%s %s[shape known at run time]", t.Name, t.DType)
			continue
		}
		parts[i] = fmt.Sprintf("%s %s%v", t.Name, t.DType, t.Shape)
	}
	return strings.Join(parts, ", ")
}

// status is a section's check result in the text tables.
func status(ok bool) string {
	if ok {
		return "ok"
	}
	return "DAMAGED"
}

// printInspection prints in as text.
func printInspection(out io.Writer, in *inspection) {
	fmt.Fprintf(out, "bundle %s: format %d, made by mgxport %s\n", in.Path, in.Format, in.Producer.Mgxport)
	fmt.Fprintf(out, "model %s (sha256 %.16s…, %d bytes)\n", in.Model.Name, in.Model.SHA256, in.Model.Bytes)
	for _, p := range in.Programs {
		prefix := ""
		if len(in.Programs) > 1 {
			prefix = "program " + p.Name + " "
		}
		fmt.Fprintf(out, "%sinputs:  %s\n", prefix, tensorList(p.Inputs))
		fmt.Fprintf(out, "%soutputs: %s\n", prefix, tensorList(p.Outputs))
	}
	var weightBytes int64
	for _, w := range in.Weights {
		weightBytes += w.Bytes
	}
	native := 0
	for _, o := range in.Objects {
		if o.Native {
			native++
		}
	}
	fmt.Fprintf(out, "%d program(s), %d code object(s) (%d native), %d weight(s) (%d bytes)\n", len(in.Programs), len(in.Objects), native, len(in.Weights), weightBytes)
	for _, p := range in.Programs {
		fmt.Fprintf(out, "\nprogram %s: arena %d bytes\n", p.Name, p.ArenaBytes)
		tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "  #\tkernel\tformat\tsymbol\tlaunch sizes\tbytes moved\tnodes")
		for _, l := range p.Launches {
			var id, format, symbol string
			for _, o := range in.Objects {
				if len(l.Kernels) > 0 && o.ID == l.Kernels[0] {
					id, format, symbol = o.ID, o.Format, o.Symbol
				}
			}
			fmt.Fprintf(tw, "  %d\t%.12s\t%s\t%s\t%s\t%d\t%s\n", l.Index, id, format, symbol, launchSizes(l), l.BytesMoved, l.Label)
		}
		tw.Flush()
		printSteps(out, p, "  ")
	}
	fmt.Fprintln(out, "\ntargets:")
	tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  target\tformat\tobjects\tbytes\tlaunches\truns without finalize\tfp32 contractions")
	for _, t := range in.Targets {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%d of %d\t%s\t%s\n", t.Target, t.Format, t.Objects, t.Bytes, t.Launches, t.Total, map[bool]string{true: "yes", false: "no"}[t.Complete],
			map[bool]string{true: "tf32 (--allow-tf32)", false: "exact"}[t.TF32])
	}
	if len(in.Targets) == 0 {
		fmt.Fprintln(tw, "  (none: portable objects only; add one with mgxport finalize --arch)")
	}
	tw.Flush()
	// Code objects grouped by target: portable ones first, then each
	// target in table order.
	objs := slices.Clone(in.Objects)
	slices.SortStableFunc(objs, func(a, b objectJSON) int {
		if a.Native != b.Native {
			if a.Native {
				return 1
			}
			return -1
		}
		if d := targetRank(a.Target) - targetRank(b.Target); d != 0 && a.Native {
			return d
		}
		return strings.Compare(a.Target, b.Target)
	})
	fmt.Fprintln(out, "\ncode objects:")
	tw = tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  id\tformat\tkind\ttarget\tsymbol\twave\tbytes\tsource\tcheck\targs\tcontents")
	for _, o := range objs {
		var sig []string
		for _, a := range o.Args {
			mode := "in"
			if a.Write {
				mode = "out"
			}
			sig = append(sig, fmt.Sprintf("%s %s %s%v", mode, a.Name, a.DType, a.Shape))
		}
		contents := o.Summary
		if !o.OK {
			contents = o.Error
		}
		fmt.Fprintf(tw, "  %.12s\t%s\t%s\t%s\t%s\t%d\t%d\t%.12s\t%s\t%s\t%s\n", o.ID, o.Format, nativeKind(codeobj.Format(o.Format)), o.Target, o.Symbol, o.Wave, o.Bytes, o.Source, status(o.OK), strings.Join(sig, ", "), contents)
	}
	tw.Flush()
	fmt.Fprintln(out, "\nweights:")
	tw = tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  name\tdtype\tshape\tbytes\tcompressed\tcheck")
	for _, w := range in.Weights {
		line := fmt.Sprintf("  %s\t%s\t%v\t%d\t%d\t%s", w.Name, w.DType, w.Shape, w.Bytes, w.CompressedBytes, status(w.OK))
		if !w.OK {
			line += ": " + w.Error
		}
		fmt.Fprintln(tw, line)
	}
	tw.Flush()
}
