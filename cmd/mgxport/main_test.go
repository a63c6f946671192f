package main

import (
	"os"
	"os/exec"
	"testing"

	"github.com/mgxport/mgxport/kcache"
)

// envRunAsCLI makes the test binary run as mgxport itself, so tests can
// start real mgxport processes (cliCommand) without building the binary.
const envRunAsCLI = "MGXPORT_TEST_RUN_AS_CLI"

// TestMain gives the package's tests a private kernel cache, so they never
// read or fill the user's, and runs the binary as the CLI when asked to.
func TestMain(m *testing.M) {
	if os.Getenv(envRunAsCLI) == "1" {
		main() // exits 1 on failure
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "mgxport-test-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv(kcache.EnvDir, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// cliCommand returns a command that runs mgxport with args in a separate
// process (this test binary, re-executed as the CLI).
func cliCommand(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), envRunAsCLI+"=1")
	return cmd
}
