//go:build tools

// Package tools pins the module dependencies the project uses before every
// package that imports them exists.
package tools

import (
	_ "github.com/ebitengine/purego"
	_ "github.com/fxamacker/cbor/v2"
	_ "github.com/gofrs/flock"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/klauspost/compress/zstd"
	_ "github.com/sbinet/npyio"
	_ "github.com/schollz/progressbar/v3"
	_ "github.com/spf13/cobra"
	_ "google.golang.org/protobuf/proto"
)
