package mgxport_test

import (
	"context"
	"fmt"
	"log"
	"math"
	"sync"

	"github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/npy"
)

// README begin
// Open a portable bundle on this CPU (its kernels are finalized in
// process, through the kernel cache), describe it and run it on inputs
// from a .npy file.
func Example() {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, "testdata/embed/sample.mgxb", mgxport.Options{Arch: "host"})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	for _, in := range m.Inputs() {
		fmt.Println("input", in.Name, in.DType, in.Shape)
	}
	x, err := npy.ReadFile("testdata/sample/input_x.npy")
	if err != nil {
		log.Fatal(err)
	}
	xt, err := mgxport.NewTensorBytes(mgxport.DType(x.DType), x.Shape, x.Data)
	if err != nil {
		log.Fatal(err)
	}
	res, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt})
	if err != nil {
		log.Fatal(err)
	}
	y := res.Outputs["y"]
	v, err := mgxport.Data[float32](y)
	if err != nil {
		log.Fatal(err)
	}
	// The model ends in a softmax: every row sums to 1.
	var sum float64
	for _, f := range v[:32] {
		sum += float64(f)
	}
	fmt.Println("output y", y.DType(), y.Shape(), "row 0 sums to", math.Round(sum*1e4)/1e4)
	// Output:
	// input x float32 [4 64]
	// output y float32 [4 32] row 0 sums to 1
}

// README end

// A Model serves many goroutines at once; inputs wrap the caller's slices
// and Into writes outputs into the caller's.
func ExampleModel_Run_concurrent() {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, "testdata/embed/sample.mgxb", mgxport.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	var wg sync.WaitGroup
	sums := make([]float64, 4)
	for g := range sums {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := make([]float32, 4*64)
			for i := range x {
				x[i] = float32(g+1) * float32(i%7) / 7
			}
			y := make([]float32, 4*32)
			xt, _ := mgxport.NewTensor([]int64{4, 64}, x)
			yt, _ := mgxport.NewTensor([]int64{4, 32}, y)
			if _, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": xt}, mgxport.Into(map[string]*mgxport.Tensor{"y": yt})); err != nil {
				log.Fatal(err)
			}
			for _, f := range y {
				sums[g] += float64(f)
			}
		}()
	}
	wg.Wait()
	for g, s := range sums {
		fmt.Printf("goroutine %d: outputs sum to %.3f\n", g, s)
	}
	// Output:
	// goroutine 0: outputs sum to 4.000
	// goroutine 1: outputs sum to 4.000
	// goroutine 2: outputs sum to 4.000
	// goroutine 3: outputs sum to 4.000
}

// Host tensors the Model allocates: on a GPU page-locked memory that the
// run's copies reach by DMA directly (reused once released); here, on the
// host, ordinary memory. The output lands in the tensor given with Into.
func ExampleModel_NewHostTensor() {
	ctx := context.Background()
	m, err := mgxport.Open(ctx, "testdata/embed/sample.mgxb", mgxport.Options{Arch: "host"})
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	x, err := m.NewHostTensor(mgxport.Float32, []int64{4, 64})
	if err != nil {
		log.Fatal(err)
	}
	defer x.Release()
	y, err := m.NewHostTensor(mgxport.Float32, []int64{4, 32})
	if err != nil {
		log.Fatal(err)
	}
	defer y.Release()
	xs, _ := mgxport.Data[float32](x)
	for i := range xs {
		xs[i] = float32(i%7) / 7
	}
	if _, err := m.Run(ctx, map[string]*mgxport.Tensor{"x": x}, mgxport.Into(map[string]*mgxport.Tensor{"y": y})); err != nil {
		log.Fatal(err)
	}
	ys, _ := mgxport.Data[float32](y)
	var sum float64
	for _, f := range ys[32:64] {
		sum += float64(f)
	}
	fmt.Println("row 1 of y sums to", math.Round(sum*1e4)/1e4)
	// Output:
	// row 1 of y sums to 1
}
