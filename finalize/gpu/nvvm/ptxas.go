package nvvm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mgxport/mgxport/finalize/host"
)

// Cubins. When the CUDA toolkit's ptxas is present, an NVIDIA kernel's PTX
// is assembled into a cubin for its exact arch: the driver then loads
// machine code instead of JIT-compiling PTX on every process's first load.
// A cubin runs only on its own arch family (sm_80's on sm_86, not on
// sm_90), where PTX runs on any newer GPU; `--ptxas none` keeps PTX.

// PtxasFlag is the command-line flag that names ptxas.
const PtxasFlag = "--ptxas"

// Ptxas is the assembler NVIDIA kernels are finished with.
type Ptxas struct {
	// Path is the executable; "" means none: objects stay PTX.
	Path string
	// Stamp names the file cheaply (path, size, modification time) for
	// the identity memo, which must not run anything.
	Stamp string
}

// FindPtxas resolves the --ptxas flag: "none" turns cubins off; a path
// must be an executable file; "" looks in cudaPath/bin (the CLI's
// $CUDA_PATH), then
// /usr/local/cuda/bin, then $PATH, and is no ptxas (PTX objects) when
// none is found.
func FindPtxas(flag, cudaPath string) (Ptxas, error) {
	switch flag {
	case "none":
		return Ptxas{}, nil
	case "":
		for _, p := range ptxasCandidates(cudaPath) {
			if isRegular(p) {
				return ptxasAt(p)
			}
		}
		if p, err := exec.LookPath("ptxas"); err == nil {
			return ptxasAt(p)
		}
		return Ptxas{}, nil
	}
	if !isRegular(flag) {
		return Ptxas{}, fmt.Errorf("%s %s: no such file (give the CUDA toolkit's bin/ptxas, or none for PTX objects)", PtxasFlag, flag)
	}
	return ptxasAt(flag)
}

// ptxasCandidates are where the toolkit at cudaPath and the usual one
// hold ptxas.
func ptxasCandidates(cudaPath string) []string {
	var out []string
	if cudaPath != "" {
		out = append(out, filepath.Join(cudaPath, "bin", "ptxas"))
	}
	return append(out, "/usr/local/cuda/bin/ptxas")
}

func ptxasAt(p string) (Ptxas, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return Ptxas{}, err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return Ptxas{}, err
	}
	return Ptxas{Path: abs, Stamp: fmt.Sprintf("%s:%d:%d", abs, st.Size(), st.ModTime().UnixNano())}, nil
}

// Identity names the assembler for the compiler identity: its version
// line and a hash of the executable ("" without one).
func (p Ptxas) Identity() string {
	if p.Path == "" {
		return ""
	}
	b, err := os.ReadFile(p.Path)
	if err != nil {
		return "ptxas:unreadable"
	}
	sum := sha256.Sum256(b)
	ver := "unknown"
	if out, err := exec.Command(p.Path, "--version").Output(); err == nil {
		for _, l := range strings.Split(string(out), "\n") {
			if strings.Contains(l, "release") {
				ver = strings.TrimSpace(l)
			}
		}
	}
	return fmt.Sprintf("ptxas:%s:%s", ver, hex.EncodeToString(sum[:])[:12])
}

// assemble runs ptxas on ptx for chip and returns the cubin, checked: an
// ELF for CUDA holding every entry in symbols.
func (p Ptxas) assemble(ctx context.Context, chip string, ptx []byte, symbols []string) ([]byte, error) {
	dir, err := host.TempDir("mgxport-ptxas")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "kernel.ptx"), filepath.Join(dir, "kernel.cubin")
	if err := os.WriteFile(in, ptx, 0o600); err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, p.Path, "-arch="+chip, "-O3", "-o", out, in)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("ptxas -arch=%s: %w: %s (%s none keeps PTX objects)", chip, err, strings.TrimSpace(stderr.String()), PtxasFlag)
	}
	cubin, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	if err := CheckCubin(cubin, symbols); err != nil {
		return nil, fmt.Errorf("ptxas -arch=%s: %w", chip, err)
	}
	return cubin, nil
}

// emCUDA is the ELF machine of NVIDIA cubins.
const emCUDA = 190

// CheckCubin checks that b is a CUDA ELF defining every symbol.
func CheckCubin(b []byte, symbols []string) error {
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return fmt.Errorf("cubin: %w", err)
	}
	defer f.Close()
	if f.Machine != emCUDA {
		return fmt.Errorf("cubin: ELF machine %d, want CUDA (%d)", f.Machine, emCUDA)
	}
	syms, err := f.Symbols()
	if err != nil {
		return fmt.Errorf("cubin: %w", err)
	}
	have := map[string]bool{}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF {
			have[s.Name] = true
		}
	}
	var missing []string
	for _, s := range symbols {
		if !have[s] {
			missing = append(missing, s)
		}
	}
	if len(missing) > 0 {
		return errors.New("cubin lacks entries " + strings.Join(missing, ", "))
	}
	return nil
}
