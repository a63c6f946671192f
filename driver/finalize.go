// Package driver runs mgxport's flows — compile, finalize, run — across the
// layers, so the CLI and the tests share one implementation.
package driver

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime"
)

// ParseTargets turns an --arch value (a comma list; "auto" for the devices
// present) into the targets this build can finalize for.
func ParseTargets(arch string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, a := range strings.Split(arch, ",") {
		a = strings.TrimSpace(a)
		switch {
		case a == "":
			continue
		case a == "auto":
			// No GPU backend exists yet: the devices present are this CPU.
			a = "host"
		case a == "host":
		case strings.HasPrefix(a, "gfx") || strings.HasPrefix(a, "sm_"):
			return nil, fmt.Errorf("target %s: this mgxport finalizes for host only (GPU backends are not built yet); use --arch host", a)
		default:
			return nil, fmt.Errorf("unknown target %q: use host, auto, a gfx arch (gfx1151) or an sm arch (sm_90)", a)
		}
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no target in --arch %q", arch)
	}
	return out, nil
}

// OpenMLIR opens the MLIR C API library at path, or the one FindLibrary
// finds when path is empty.
func OpenMLIR(path string) (*mlirc.Library, error) {
	if path == "" {
		p, err := mlirc.FindLibrary()
		if err != nil {
			return nil, err
		}
		path = p
	}
	lib, err := mlirc.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: run `make build` (after `make deps`), or point --mlir-lib / %s at libmgxport_mlir.so", err, mlirc.EnvLibrary)
	}
	return lib, nil
}

// CompileObject finalizes one portable code object for the host target.
func CompileObject(ctx context.Context, lib *mlirc.Library, o *codeobj.Object) (*codeobj.Object, error) {
	var so []byte
	var err error
	switch o.Format {
	case codeobj.MLIRBytecode:
		so, err = finalize.CompileHost(ctx, lib, o.Payload, finalize.SourceTOSA)
	case codeobj.AMDGCNSPIRV:
		args := make([]raise.ArgInfo, len(o.Args))
		for i, a := range o.Args {
			args[i] = raise.ArgInfo{DType: a.DType, Elems: a.Elems()}
		}
		var src string
		src, err = raise.Host(o.Payload, o.Symbol, o.Global, args)
		if err == nil {
			so, err = finalize.CompileHost(ctx, lib, []byte(src), finalize.SourceRaised)
		}
	default:
		return nil, fmt.Errorf("%s object %s is not portable", o.Format, o.Symbol)
	}
	if err != nil {
		return nil, fmt.Errorf("finalize %s (%s) for host: %w", o.Symbol, o.Format, err)
	}
	return &codeobj.Object{
		Format:   codeobj.HostSO,
		Target:   "host",
		Symbol:   o.Symbol,
		Args:     o.Args,
		Global:   o.Global,
		Local:    o.Local,
		Source:   o.ID(),
		Compiler: finalize.HostCompilerIdentity(lib),
		Payload:  so,
	}, nil
}

// Finalize reads the bundle at in, compiles every launch's kernel for each
// target that the bundle lacks, and writes the bundle with the finalized
// objects beside the portable ones to out (which may equal in). Progress
// lines go to progress when it is not nil.
func Finalize(ctx context.Context, lib *mlirc.Library, in, out string, targets []string, progress io.Writer) error {
	r, err := bundle.Open(in)
	if err != nil {
		return err
	}
	defer r.Close()
	if err := finalizeTo(ctx, lib, r, out, targets, progress); err != nil {
		return fmt.Errorf("finalize %s: %w", in, err)
	}
	return nil
}

func finalizeTo(ctx context.Context, lib *mlirc.Library, r *bundle.Reader, out string, targets []string, progress io.Writer) error {
	w, err := bundle.Create(out, r.Manifest)
	if err != nil {
		return err
	}
	defer w.Abort()
	for _, e := range r.Manifest.Objects {
		if err := w.CopyObject(r, e.ID); err != nil {
			return err
		}
	}
	for _, wt := range r.Manifest.Weights {
		if err := w.CopyWeight(r, wt.Name); err != nil {
			return err
		}
	}
	for _, target := range targets {
		done := map[string]bool{}
		for _, p := range r.Manifest.Programs {
			for i, l := range p.Launches {
				if _, ok := runtime.Finalized(&r.Manifest, l, target); ok || done[l.Kernels[0]] {
					continue
				}
				if err := ctx.Err(); err != nil {
					return err
				}
				// Any variant serves the host: it runs with subgroup size 1.
				src, err := r.ReadObject(l.Kernels[0])
				if err != nil {
					return err
				}
				if progress != nil {
					fmt.Fprintf(progress, "finalize %s: launch %d/%d %s (%s)\n", target, i+1, len(p.Launches), src.Symbol, src.Format)
				}
				fin, err := CompileObject(ctx, lib, src)
				if err != nil {
					return err
				}
				if _, err := w.AddObject(fin); err != nil {
					return err
				}
				done[l.Kernels[0]] = true
			}
		}
	}
	for _, p := range r.Manifest.Programs {
		w.AddProgram(p)
	}
	return w.Commit()
}
