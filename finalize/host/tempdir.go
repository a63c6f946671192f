package host

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// staleTempDir is the age past which a compile step's temporary directory
// is stale whoever made it: a link or a PTX serialization takes seconds.
const staleTempDir = time.Hour

// TempDir makes a private temporary directory for one compile step (a
// link), named prefix-p<pid>-*, after removing the directories of that
// prefix that processes killed mid-step left behind (SIGKILL, a crash: an
// interrupted finalize removes its own). The caller removes the directory.
func TempDir(prefix string) (string, error) {
	removeStaleTempDirs(os.TempDir(), prefix, time.Now())
	dir, err := os.MkdirTemp("", fmt.Sprintf("%s-p%d-*", prefix, os.Getpid()))
	if err != nil {
		return "", fmt.Errorf("make a temporary directory: %w", err)
	}
	return dir, nil
}

// removeStaleTempDirs removes the directories prefix-* in parent whose
// process no longer exists, or which are older than staleTempDir (those
// of older versions, which carry no process ID, and those of a process ID
// reused since). Errors are ignored: another user's directory stays.
func removeStaleTempDirs(parent, prefix string, now time.Time) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix+"-")
		if !ok || !e.IsDir() {
			continue
		}
		stale := false
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > staleTempDir {
			stale = true
		}
		if p, _, ok := strings.Cut(rest, "-"); ok && strings.HasPrefix(p, "p") {
			if pid, err := strconv.Atoi(p[1:]); err == nil && pid > 0 && pid != os.Getpid() && !processExists(pid) {
				stale = true
			}
		}
		if stale {
			os.RemoveAll(filepath.Join(parent, e.Name()))
		}
	}
}

// processExists reports whether a process with this ID exists (perhaps
// another user's).
func processExists(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
