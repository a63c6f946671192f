// Command mgxport compiles ONNX models once into portable bundles and
// finalizes and runs them on each target device.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

func main() {
	// SIGTERM (kill, a service manager) stops work like Ctrl-C: outputs in
	// progress are discarded, never left half-written.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := newRootCmd().ExecuteContext(ctx)
	stop()
	if err != nil {
		// One line: the error names the input and, where there is one, the fix.
		fmt.Fprintln(os.Stderr, "mgxport: "+strings.ReplaceAll(err.Error(), "\n", "; "))
		os.Exit(1)
	}
}
