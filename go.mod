module github.com/mgxport/mgxport

go 1.26

require (
	github.com/ebitengine/purego v0.11.3
	github.com/fxamacker/cbor/v2 v2.9.6
	github.com/gofrs/flock v0.12.1
	github.com/google/go-cmp v0.7.0
	github.com/klauspost/compress v1.20.3
	github.com/schollz/progressbar/v3 v3.18.0
	github.com/spf13/cobra v1.10.2
	github.com/spf13/pflag v1.0.9
	golang.org/x/sys v0.29.0
	golang.org/x/term v0.28.0
	google.golang.org/protobuf v1.36.12
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/x448/float16 v0.8.4 // indirect
)
