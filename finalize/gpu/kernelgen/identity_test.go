package kernelgen

import (
	"strings"
	"testing"
	"time"
)

// TestIdentityFollowsOutput checks that the generators' identity is made
// of what they write: stable for the same generators, and different when
// any one of them writes one byte more for one kernel of the corpus.
func TestIdentityFollowsOutput(t *testing.T) {
	t0 := time.Now()
	base := identityOf(defaultGenerators())
	t.Logf("identity %s in %v", base, time.Since(t0))
	if again := identityOf(defaultGenerators()); again != base {
		t.Fatalf("identity not stable: %s then %s", base, again)
	}
	if Identity() != base || !strings.Contains(TF32Identity(), base) {
		t.Fatalf("Identity %s, TF32Identity %s: want both made of %s", Identity(), TF32Identity(), base)
	}
	// One changed kernel per generator: the first it writes gets one more
	// byte.
	first := func() func() bool {
		done := false
		return func() bool {
			if done {
				return false
			}
			done = true
			return true
		}
	}
	for name, change := range map[string]func(g *generators){
		"gemm": func(g *generators) {
			orig, now := g.gemm, first()
			g.gemm = func(name string, c Contraction, tl GEMMTile, fill bool, epi *epilogue, emulate bool) (string, error) {
				s, err := orig(name, c, tl, fill, epi, emulate)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"mma": func(g *generators) {
			orig, now := g.mma, first()
			g.mma = func(name string, c Contraction, tl MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, shared, fill, epi)
				if now() {
					s = strings.Replace(s, "mma.sync", "mma.sync ", 1)
				}
				return s, err
			}
		},
		"wgmma": func(g *generators) {
			orig, now := g.wgmma, first()
			g.wgmma = func(name string, c Contraction, tl MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, shared, fill, epi)
				if now() {
					s += "\n"
				}
				return s, err
			}
		},
		"mma16": func(g *generators) {
			orig, now := g.mma16, first()
			g.mma16 = func(name string, c Contraction, tl MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, shared, fill, epi)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"wgmma16": func(g *generators) {
			orig, now := g.wgmma16, first()
			g.wgmma16 = func(name string, c Contraction, tl MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, shared, fill, epi)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"wgmma16ws": func(g *generators) {
			orig, now := g.wgmma16ws, first()
			g.wgmma16ws = func(name string, c Contraction, tl MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, processors, shared, fill, epi)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"wgmma32ws": func(g *generators) {
			orig, now := g.wgmma32ws, first()
			g.wgmma32ws = func(name string, c Contraction, tl MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, processors, shared, fill, epi)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"amd": func(g *generators) {
			orig, now := g.amd, first()
			g.amd = func(name string, c Contraction, tl AMDTile, unit string, shared int64, fill bool, epi *epilogue) (string, error) {
				s, err := orig(name, c, tl, unit, shared, fill, epi)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"attention": func(g *generators) {
			orig, now := g.attention, first()
			g.attention = func(name string, a Attention, shared int64) (string, error) {
				s, err := orig(name, a, shared)
				if now() {
					s += " "
				}
				return s, err
			}
		},
		"schedule": func(g *generators) {
			orig, now := g.script, first()
			g.script = func(s GPUSchedule, ops []linalgLoops) (string, error) {
				text, err := orig(s, ops)
				if now() {
					text = strings.Replace(text, "tile_sizes", "tile_sizes ", 1)
				}
				return text, err
			}
		},
	} {
		g := defaultGenerators()
		change(&g)
		if got := identityOf(g); got == base {
			t.Errorf("a %s generator writing one byte more for one kernel kept the identity %s", name, base)
		}
	}
	// The corpus exercises every generator.
	wg, wg16 := false, false
	for _, c := range corpus() {
		wg = wg || c.wgmmaFits()
		c.setElem("f16")
		wg16 = wg16 || c.wgmma16Fits()
	}
	if !wg || !wg16 {
		t.Errorf("wgmma kernels in the corpus: tf32 %v, half %v; want both", wg, wg16)
	}
}
