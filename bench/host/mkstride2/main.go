// Command mkstride2 writes resnet18's stride-2 convolutions as an ONNX
// model (onnxtest.Stride2: the 7x7 stem, and layers 2-4's first 3x3 and
// 1x1 downsampling, each group on its own input), a stand-in for timing
// them per launch where resnet18 itself is not at hand:
//
//	go run ./bench/host/mkstride2 -o stride2.onnx
//	mgxport compile --portable stride2.onnx -o stride2.mgxb
//	mgxport perf stride2.mgxb --arch host --threads 1 -n 200 --warmup 30
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

func main() {
	out := flag.String("o", "stride2.onnx", "the model file to write")
	div := flag.Int64("div", 1, "divide resnet18's channel counts by this (1: its own)")
	seed := flag.Uint64("seed", 1, "the weights' random seed")
	flag.Parse()
	if *div < 1 || 64%*div != 0 {
		fmt.Fprintln(os.Stderr, "mkstride2: --div must divide 64")
		os.Exit(2)
	}
	m, _ := onnxtest.Stride2(*seed, *div)
	if err := os.WriteFile(*out, m.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "mkstride2:", err)
		os.Exit(1)
	}
}
