package host

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestDecisionKeepsOnlySplitsThatPay drives a kernel's launch decision
// (Func.Run's probes) with measured times: a split is kept only where it
// beat one thread, and the kernel runs whole when the phases do not beat
// the whole entry.
func TestDecisionKeepsOnlySplitsThatPay(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	r := rand.New(rand.NewPCG(7, uint64(time.Now().UnixNano())))
	jitter := func(d time.Duration) time.Duration { return d + time.Duration(r.Int64N(int64(d)/10+1)) }
	cases := []struct {
		name      string
		whole     time.Duration
		phase     []time.Duration // on one thread
		split     []time.Duration // split, where a candidate
		wantHow   int
		wantSplit []bool
	}{
		{"too small to try", us(30), []time.Duration{us(15), us(15)}, nil, decideWhole, nil},
		{"no phase big enough", us(60), []time.Duration{us(12), us(12), us(12), us(12), us(12)}, nil, decideWhole, nil},
		{"small kernel, split pays", us(50), []time.Duration{us(30), us(20)}, []time.Duration{us(17), us(12)}, decideSplit, []bool{true, true}},
		{"split pays", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(160), us(55)}, decideSplit, []bool{true, true}},
		{"one split pays", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(160), us(120)}, decideSplit, []bool{true, false}},
		{"threads slow to come", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(310), us(98)}, decideWhole, nil},
		{"phases cost more than whole", us(200), []time.Duration{us(300), us(100)}, []time.Duration{us(190), us(100)}, decideWhole, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := &phased{extents: make([]int64, len(c.phase))}
			for i := range ph.extents {
				ph.extents[i] = 64
			}
			for n := 0; n < 100; n++ {
				how, _ := ph.decision()
				switch how {
				case probeWhole:
					if n == 0 {
						ph.sawWhole(c.whole) // the best: the others are slower
					} else {
						ph.sawWhole(jitter(c.whole))
					}
				case probePhases:
					ts := make([]time.Duration, len(c.phase))
					for i, d := range c.phase {
						ts[i] = jitter(d)
					}
					ph.sawPhases(ts)
				case probeSplit:
					ts := make([]time.Duration, len(c.phase))
					for i, d := range c.split {
						ts[i] = jitter(d)
					}
					ph.sawSplit(ts)
				}
			}
			how, split := ph.decision()
			if how != c.wantHow {
				t.Fatalf("decision %d, want %d (split %v)", how, c.wantHow, split)
			}
			if how == decideSplit {
				for i := range c.wantSplit {
					if split[i] != c.wantSplit[i] {
						t.Fatalf("split %v, want %v", split, c.wantSplit)
					}
				}
			}
		})
	}
}
