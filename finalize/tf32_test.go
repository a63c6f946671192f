package finalize

import (
	"os"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/program"
)

// TestTF32MemoKeys checks that TF32 builds name themselves apart in the
// identity memo's key, so a TF32 finalize never takes an exact one's
// identity (finalize/gpu/nvvm's TestTF32Identity checks the objects').
func TestTF32MemoKeys(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	keys := map[bool]string{}
	for _, allow := range []bool{false, true} {
		g, err := New(mustRow(t, "sm_90"), Config{Library: testLibrary{t, path}, MemoDir: dir, AllowTF32: allow})
		if err != nil {
			t.Fatal(err)
		}
		keys[allow] = g.(*gpuTarget).memoKey()
		g.Close()
	}
	if keys[false] == "" || keys[false] == keys[true] {
		t.Errorf("identity memo keys: exact %q, tf32 %q", keys[false], keys[true])
	}

}

// testLibrary is a Library of a known path, opened by openLib.
type testLibrary struct {
	t    *testing.T
	path string
}

func (l testLibrary) Path() (string, error)         { return l.path, nil }
func (l testLibrary) Open() (*mlirc.Library, error) { return gputest.OpenLib(l.t), nil }

// TestPlanTF32Precision checks that a finalize asked for TF32 refuses a
// bundle already holding exact objects for the target (the flag would
// otherwise be silently ignored for them) and takes one holding TF32
// objects or none; without the flag both are simply present.
func TestPlanTF32Precision(t *testing.T) {
	portable := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: "gfxMIGX", Symbol: "mm",
		Args: []codeobj.Arg{{Name: "x", DType: "float32", Shape: []int64{4}}}, Payload: []byte("mm\x00")}
	fin := func(compiler string) *codeobj.Object {
		return &codeobj.Object{Format: codeobj.PTX, Target: "sm_90", Symbol: "mm", Args: portable.Args,
			Source: portable.ID(), Compiler: compiler, Payload: []byte(".entry mm("),
			Launches: []codeobj.Launch{{Symbol: "mm", Grid: [3]int64{1, 1, 1}, Block: [3]int64{32, 1, 1}, Args: []int{0}}}}
	}
	exact, tf32 := fin("mgxport-nvvm/1 x"), fin("mgxport-nvvm/1 x tf32:"+kernelgen.TF32Identity())
	for _, tc := range []struct {
		name    string
		present *codeobj.Object
		allow   bool
		err     string
	}{
		{"exact present, flag", exact, true, "already holds an exact fp32 object for sm_90"},
		{"tf32 present, flag", tf32, true, ""},
		{"exact present, no flag", exact, false, ""},
		{"tf32 present, no flag", tf32, false, ""},
		{"none present, flag", nil, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := &memSource{objects: map[string]*codeobj.Object{portable.ID(): portable},
				programs: []program.Program{{Name: "main", Launches: []program.Launch{{Kernels: []string{portable.ID()}}}}}}
			if tc.present != nil {
				src.objects[tc.present.ID()] = tc.present
				src.finalized = []*codeobj.Object{tc.present}
			}
			tg, err := New(mustRow(t, "sm_90"), Config{AllowTF32: tc.allow})
			if err != nil {
				t.Fatal(err)
			}
			defer tg.Close()
			jobs, present, err := Plan(src, []Target{tg})
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Plan: %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]int{true: 1, false: 0}[tc.present != nil]; present != want || len(jobs) != 1-want {
				t.Errorf("present %d, jobs %d", present, len(jobs))
			}
		})
	}
}
