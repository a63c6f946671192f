package finalize

import (
	"context"
	"os"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/target"
)

func TestZZDump(t *testing.T) {
	sm90a, _ := target.Lookup("sm_90a")
	w, _ := NewNVVMWorker(openLib(t))
	defer w.Close()
	md := matmulModel("mm", []int64{4096, 768}, []int64{768, 3072}, true)
	for _, o := range lowerModel(t, md, 1) {
		if o.Format == codeobj.MLIRBytecode {
			fin, err := w.Compile(context.Background(), o.Payload, SourceTOSA, sm90a, o, NVVMOptions{AllowTF32: true})
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile("/tmp/exp/wg.ptx", fin.Payload, 0o644)
		}
	}
}
